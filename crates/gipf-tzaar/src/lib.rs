//! The exact rules of TZAAR (Kris Burm, 2007) as the project's contract states them
//! (`shared/spec/TZAAR.md`, perft values in `TZAAR-PERFT.md`): the 60 spaces around the
//! centre, stacks of one colour, captures and stacking moves along lines that never cross
//! the centre, the opening capture and the turns of two actions, `pass`, the placement of
//! `tzaar-tournament`, the end by a missing type or a missing capture; positions and actions
//! in their string forms; legal actions in byte order; perft and a Zobrist hash. It
//! implements the game seam, `gipf_game::Game`.
//!
//! No I/O, no dependency on the rest of the project: a random start takes its random
//! numbers from the caller.
//!
//! ```
//! use gipf_tzaar::Position;
//!
//! let mut p = Position::start();
//! p.play_text("D5XD4").expect("a capture of the opening");
//! assert_eq!(
//!     p.to_string(),
//!     "tzaar ttttT/TrrrRT/TRaaART/TRAT-ART/TRATtart/tratTart/traAArt/trRRRt/tTTTT b c"
//! );
//! assert_eq!(p.play_text("e4xe6").expect_err("not Black's").to_string(), "e4 is not your stack: it is White's");
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
pub use error::{excerpt, ActionError, SpaceError, EXCERPT_CHARS};
pub use game::Reason;
pub use geometry::{Space, SPACE_COUNT};
// The seam's types, so that a user of this crate alone names sides and outcomes.
pub use gipf_game::{Game, Outcome, Side};
pub use position::{side_name, Phase, PieceType, Position, Stack};
pub use position_error::{HeightProblem, PositionError};
