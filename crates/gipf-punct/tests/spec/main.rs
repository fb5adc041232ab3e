//! The PÜNCT rules crate against its contract (PUNCT.md, PUNCT-PERFT.md).

mod examples;
mod fuzz;
mod notation;
mod perft;

use gipf_punct::{Point, Position};

/// A position from a string the test knows to be valid.
pub fn pos(s: &str) -> Position {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} should be a valid position: {e}"))
}

/// A point by name.
pub fn pt(s: &str) -> Point {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The legal actions as text, space-separated (the protocol's `legal`).
pub fn legal(p: &Position) -> String {
    p.legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
