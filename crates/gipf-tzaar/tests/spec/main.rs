//! The TZAAR rules crate against its contract (TZAAR.md, TZAAR-PERFT.md): perft values, the
//! worked examples, the special rules, the position string and action notation both ways
//! with every rejection, round trips; seeded fuzzing and random games to the end. One test
//! binary, to keep link time down.

mod examples;
mod fuzz;
mod notation;
mod perft;
mod rules;

use gipf_tzaar::Position;

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
