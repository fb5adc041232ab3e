//! The YINSH rules crate against its contract (YINSH.md, YINSH-PERFT.md).

mod examples;
mod fuzz;
mod notation;
mod perft;

use gipf_yinsh::{Point, Position};

/// A position from a string the test knows to be valid.
pub fn pos(s: &str) -> Position {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} should be a valid position: {e}"))
}

/// The legal actions as text, space-separated (the protocol's `legal`).
pub fn legal(p: &Position) -> String {
    p.legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A position string from its pieces: tokens like `Wa2` (a white ring), `Bk7` (a black
/// ring), `wf3` (a white marker), `bc3` (a black marker), separated by spaces; every other
/// point vacant. `rest` is the turn, stage and removed fields.
pub fn build(variant: &str, pieces: &str, rest: &str) -> String {
    let mut cells = std::collections::HashMap::new();
    for t in pieces.split_whitespace() {
        let (kind, point) = t.split_at(1);
        let point: Point = point.parse().expect("a point");
        assert!(cells.insert(point, kind).is_none(), "{point} twice");
    }
    let mut columns = vec![String::new(); 11];
    let mut vacant = [0; 11];
    for p in Point::all() {
        let x = p.x() as usize;
        match cells.get(&p) {
            Some(kind) => {
                if vacant[x] > 0 {
                    columns[x].push_str(&vacant[x].to_string());
                    vacant[x] = 0;
                }
                columns[x].push_str(kind);
            }
            None => vacant[x] += 1,
        }
    }
    for x in 0..11 {
        if vacant[x] > 0 {
            columns[x].push_str(&vacant[x].to_string());
        }
    }
    format!("{variant} {} {rest}", columns.join("/"))
}

/// Plays space-separated actions, each of which must be legal.
pub fn play_all(p: &mut Position, line: &str) {
    for a in line.split(' ') {
        p.play_text(a)
            .unwrap_or_else(|e| panic!("{a} should be legal in {p}: {e}"));
    }
}
