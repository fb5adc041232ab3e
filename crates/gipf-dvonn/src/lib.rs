//! The exact rules of DVONN (Kris Burm, 2001) as the project's contract states them
//! (`shared/spec/DVONN.md`, perft values in `DVONN-PERFT.md`): the board `a1`..`k5`, the
//! placement and movement phases, the removal of stacks cut off from the DVONN pieces,
//! automatic passes, the scores; positions and actions in their string forms; legal actions
//! in byte order; perft and a Zobrist hash. It implements the game seam, `gipf_game::Game`.
//!
//! No I/O, no dependency on the rest of the project.
//!
//! ```
//! use gipf_dvonn::Position;
//!
//! let mut p = Position::start();
//! p.play_text("E3").expect("a vacant space");
//! assert_eq!(p.to_string(), "dvonn ........./........../....d....../........../......... b p");
//! assert_eq!(p.play_text("e3").expect_err("occupied").to_string(), "e3 is occupied");
//! ```

mod action;
mod error;
mod game;
mod geometry;
mod perft;
mod position;
mod position_error;
mod rules;
mod zobrist;

pub use action::Action;
// The seam's types, so that a user of this crate alone names sides and outcomes.
pub use error::{excerpt, ActionError, SpaceError, EXCERPT_CHARS};
pub use game::Reason;
pub use geometry::{Space, SPACE_COUNT};
pub use gipf_game::{Game, Outcome, Side};
pub use position::{side_name, Phase, Position, Stack};
pub use position_error::{HeightProblem, PositionError};
