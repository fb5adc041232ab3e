//! The PÜNCT rules crate against its contract (PUNCT.md, PUNCT-PERFT.md).

mod perft;

use gipf_punct::Position;

/// A position from a string the test knows to be valid.
pub fn pos(s: &str) -> Position {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} should be a valid position: {e}"))
}
