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
use gipf_i18n::{rules, t, Lang};

/// The board, a summary line per player, and whose decision it is (or, with `result`, how the
/// game ended off the board: resignation, time), in English (the `gipf` tool's output).
pub fn board(p: &Position, result: Option<&GameResult>) -> String {
    board_in(p, result, Lang::En)
}

/// [`board`] with its words in `lang` (the console's text board).
pub fn board_in(p: &Position, result: Option<&GameResult>, lang: Lang) -> String {
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
    // The colours' names padded to the same width, so that the columns line up.
    let names = [Color::Black, Color::White].map(|c| rules::color(c).render(lang));
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (c, name) in [Color::Black, Color::White].into_iter().zip(&names) {
        let pad = " ".repeat(width - name.chars().count());
        out.push_str(&t!(
            lang,
            "text-side",
            name = format!("{name}{pad}"),
            reserve = format!("{:>2}", p.reserve(c)),
            captured = format!("{:>2}", p.captured(c)),
            gipf = p.board().gipf_count(c)
        ));
        if p.has_potentials() {
            out.push_str("  ");
            out.push_str(&t!(lang, "text-hand", hand = p.hand(c).to_string()));
        }
        out.push('\n');
    }
    if p.has_potentials() {
        out.push_str(&t!(lang, "text-legend"));
        out.push('\n');
    }
    match result {
        Some(r) => out.push_str(&t!(
            lang,
            "text-wins",
            winner = rules::color_key(r.winner),
            reason = r.reason.as_str()
        )),
        None => out.push_str(&status_line_in(p, lang)),
    }
    out.push('\n');
    out
}

/// The pending use of stages `c` and `r`, in notation.
fn pending(p: &Position) -> String {
    p.pending_use().map(|a| a.to_string()).unwrap_or_default()
}

/// Who decides what, or the result, in English.
pub fn status_line(p: &Position) -> String {
    status_line_in(p, Lang::En)
}

/// Who decides what, or the result, in `lang`.
pub fn status_line_in(p: &Position, lang: Lang) -> String {
    use gipf_rules::Stage;
    let key = rules::color_key;
    let line = |id: &'static str, c: Color| t!(lang, id, color = key(c), other = key(c.other()));
    match p.stage() {
        Stage::Push => line("text-to-push", p.turn()),
        Stage::MoverRemoves => line("text-remove", p.turn()),
        Stage::OpponentRemoves => line("text-remove-after", p.turn().other()),
        Stage::PreMover => line("text-remove-before", p.turn()),
        Stage::PreOpponent => line("text-remove-before-other", p.turn().other()),
        Stage::Tamsk => line("text-tamsk", p.decider().unwrap_or(p.turn())),
        Stage::Challenge => t!(
            lang,
            "text-challenge",
            color = key(p.decider().unwrap_or(p.turn())),
            pending = pending(p)
        ),
        Stage::Referee => t!(lang, "text-referee", pending = pending(p)),
        Stage::Won(_) => p
            .outcome()
            .map(|o| rules::outcome(&o).render(lang))
            .unwrap_or_else(|| t!(lang, "text-game-over")),
    }
}

/// DVONN's board as text, row 5 at the top as the rulebook draws it: each stack as its
/// controller (`w`, `b`, `D` for a lone DVONN piece) and height, `*` when it holds a DVONN
/// piece; `.` a vacant space; then each player's score in `lang` (the console's text board;
/// the image says more).
pub fn dvonn_board(p: &gipf_dvonn::Position, lang: Lang) -> String {
    use gipf_dvonn::{Side, Space};
    let mut rows = vec![String::new(); 5];
    for s in Space::all() {
        // Half-cells from the left: a step along a row is two, a row up shifts by one.
        let h = (2 * s.x() - s.y() + 2) as usize;
        let token = match p.stack(s) {
            None => ".".to_string(),
            Some(st) => {
                let who = match st.controller {
                    Some(Side::First) => "w",
                    Some(Side::Second) => "b",
                    None => "D",
                };
                let mark = if st.dvonn && st.controller.is_some() {
                    "*"
                } else {
                    ""
                };
                format!("{who}{}{mark}", st.height)
            }
        };
        let line = &mut rows[4 - s.y() as usize];
        while line.len() < 3 * h {
            line.push(' ');
        }
        line.push_str(&token);
    }
    let mut out = String::new();
    for (i, line) in rows.iter().enumerate() {
        out.push_str(&format!("{} {line}\n", 5 - i));
    }
    let scores: Vec<String> = [(Color::White, Side::First), (Color::Black, Side::Second)]
        .into_iter()
        .map(|(c, side)| {
            let score = i64::from(p.score(side));
            format!(
                "{}: {}",
                rules::color(c).render(lang),
                t!(lang, "dvonn-panel-score", score = score)
            )
        })
        .collect();
    out.push_str(&scores.join(" · "));
    out.push('\n');
    out
}
