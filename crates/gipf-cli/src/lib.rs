//! The pieces of the `gipf` command-line tool that tests drive directly: the engine text
//! protocol (NOTATION.md §4) as a line-in, line-out state machine and the
//! arena that plays matches between engines, and the fit of the win-probability table.

pub mod arena;
pub mod arena_game;
pub mod games;
pub mod protocol;
pub mod puzzles;
pub mod winprob;
