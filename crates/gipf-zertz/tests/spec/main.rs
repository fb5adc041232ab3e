//! The ZÈRTZ rules crate against its contract (ZERTZ.md, ZERTZ-PERFT.md), one test binary.

mod examples;
mod fuzz;
mod notation;
mod perft;

use gipf_zertz::{Place, Position, Variant};

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

/// A place of `variant` by name.
pub fn at(variant: Variant, name: &str) -> Place {
    variant
        .parse_place(name)
        .unwrap_or_else(|e| panic!("{name} should be a place: {e}"))
}

/// Plays space-separated actions, each of which must be legal.
pub fn play_all(p: &mut Position, line: &str) {
    for a in line.split(' ') {
        p.play_text(a)
            .unwrap_or_else(|e| panic!("{a} should be legal in {p}: {e}"));
    }
}
