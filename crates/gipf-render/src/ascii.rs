//! An ASCII board for a terminal, in the official orientation: White (dot e1) at the bottom,
//! columns a..i from left to right. Dots show their names; spots show `.` or a piece letter
//! (`w`/`b` singles, `W`/`B` GIPF pieces).

use gipf_rules::{Color, Point, Position};

use crate::GameResult;

/// The board, a summary line per player, and whose decision it is (or, with `result`, how the
/// game ended off the board: resignation, time).
pub fn board(p: &Position, result: Option<&GameResult>) -> String {
    // Screen row from skew coordinates: up a column is two rows, a step right is one row
    // down (direction (+1,0)) or up (direction (+1,+1)).
    const ROWS: usize = 17;
    const WIDTH: usize = 30;
    let mut grid = vec![vec![b' '; WIDTH]; ROWS];
    for point in Point::all() {
        let row = (12 - (2 * point.y() - point.x())) as usize;
        let col = 1 + 3 * point.x() as usize;
        let cell = match point.spot() {
            Some(spot) => match p.board().get(spot) {
                Some(piece) => format!(" {}", piece.letter()),
                None => " .".to_string(),
            },
            None => point.to_string(),
        };
        for (i, b) in cell.bytes().enumerate() {
            grid[row][col + i] = b;
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
            "{c:<5}  reserve {:>2}  captured {:>2}  GIPF on board {}\n",
            p.reserve(c),
            p.captured(c),
            p.board().gipf_count(c)
        ));
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
