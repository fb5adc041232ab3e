//! The YINSH rules crate against its contract (YINSH.md, YINSH-PERFT.md).

mod perft;

use gipf_yinsh::Position;

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
