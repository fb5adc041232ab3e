//! An ASCII board for a terminal, in the official orientation: White (dot e1) at the bottom,
//! columns a..i from left to right. Dots show their names; spots show `.` or a piece letter
//! (`w`/`b` singles, `W`/`B` GIPF pieces); with potentials, loaded pieces `wT` (the kind's
//! letter), used potentials `wz`, and capped stacks `b^w` (the base, then the top cap's
//! colour and how many caps when more than one: `wD^w2`).

use gipf_rules::{Color, Content, Point, Position};

/// A spot's text: the piece letter, or the potentials' short form.
fn token(c: Content) -> String {
    let full = c.to_string();
    if !c.is_capped() {
        return full;
    }
    let base = gipf_rules::Content::uncapped(c.base()).to_string();
    let top = c.color().letter();
    if c.caps() == 1 {
        format!("{base}^{top}")
    } else {
        format!("{base}^{top}{}", c.caps())
    }
}

use crate::GameResult;

/// The board, a summary line per player, and whose decision it is (or, with `result`, how the
/// game ended off the board: resignation, time).
pub fn board(p: &Position, result: Option<&GameResult>) -> String {
    // Screen row from skew coordinates: up a column is two rows, a step right is one row
    // down (direction (+1,0)) or up (direction (+1,+1)).
    const ROWS: usize = 17;
    const WIDTH: usize = 30;
    let mut grid = vec![vec![b' '; WIDTH + 6]; ROWS];
    for point in Point::all() {
        let row = (12 - (2 * point.y() - point.x())) as usize;
        let col = 1 + 3 * point.x() as usize;
        let cell = match point.spot() {
            Some(spot) => match p.content(spot) {
                Some(c) => format!(" {}", token(c)),
                None => " .".to_string(),
            },
            None => point.to_string(),
        };
        for (i, b) in cell.bytes().enumerate() {
            if let Some(slot) = grid[row].get_mut(col + i) {
                *slot = b;
            }
        }
    }
    let mut out = String::new();
    for line in grid {
        let text = String::from_utf8_lossy(&line);
        out.push_str(text.trim_end());
        out.push('\n');
    }
    for c in [Color::Black, Color::White] {
        out.push_str(&format!(
            "{c:<5}  reserve {:>2}  captured {:>2}  GIPF on board {}",
            p.reserve(c),
            p.captured(c),
            p.board().gipf_count(c)
        ));
        if p.has_potentials() {
            out.push_str(&format!("  hand {}", p.hand(c)));
        }
        out.push('\n');
    }
    if p.has_potentials() {
        out.push_str(
            "wT loaded (T Z D Y P), wz used potential, b^w capped (base ^ top cap, count if more)\n",
        );
    }
    match result {
        Some(r) => out.push_str(&format!("{} wins: {}", r.winner, r.reason)),
        None => out.push_str(&status_line(p)),
    }
    out.push('\n');
    out
}

/// Who decides what, or the result.
pub fn status_line(p: &Position) -> String {
    use gipf_rules::Stage;
    match p.stage() {
        Stage::Push => format!("{} to push", p.turn()),
        Stage::MoverRemoves => format!("{} chooses which of his rows to remove", p.turn()),
        Stage::OpponentRemoves => format!(
            "{} chooses which of his rows to remove after {}'s push",
            p.turn().other(),
            p.turn()
        ),
        Stage::PreMover => format!(
            "{} chooses which of his rows to remove before his action",
            p.turn()
        ),
        Stage::PreOpponent => format!(
            "{} chooses which of his rows to remove before {}'s action",
            p.turn().other(),
            p.turn()
        ),
        Stage::Tamsk => format!(
            "{} pushes the TAMSK potential on e5 in, or keeps it",
            p.decider().unwrap_or(p.turn())
        ),
        Stage::Won(_) => p
            .outcome()
            .map(|o| o.to_string())
            .unwrap_or_else(|| "game over".to_string()),
    }
}
