//! The exact rules of ZÈRTZ (Kris Burm, 1999) as the project's contract states them
//! (`shared/spec/ZERTZ.md`, perft values in `ZERTZ-PERFT.md`): the 37-, 48- and 61-ring
//! boards, placements from the pool (or one's captures once it is empty) with a free ring
//! taken away, claims of the groups without a vacant ring, compulsory capture sequences (every
//! path an action of its own), the end by a winning set or the last ring, skipped turns and
//! the draw; positions and actions in their string forms; legal actions in byte order; perft
//! and a Zobrist hash. It implements the game seam, `gipf_game::Game`.
//!
//! No I/O, no dependency on the rest of the project.
//!
//! ```
//! use gipf_zertz::{Position, Variant};
//!
//! let mut p = Position::start(Variant::Zertz);
//! p.play_text("Wd4,d1").expect("a legal placement");
//! assert_eq!(p.to_string(), "zertz 4/5/6/.2w3/6/5/4 b 5/8/10 0/0/0 0/0/0");
//! assert_eq!(p.play_text("Gd3").expect_err("a ring is free").to_string(),
//!            "a free ring must be removed (Wd4,d1)");
//! assert_eq!(Position::start(Variant::Zertz).perft(1), 1944);
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

pub use action::{reads_as_action, Action, Capture, Jump, Marble, MAX_JUMPS};
pub use error::{excerpt, ActionError, EXCERPT_CHARS};
pub use game::{Reason, Turn, WinningSet};
pub use geometry::{NamedPlace, Place, PlaceError, UnknownVariant, Variant, PLACE_COUNT};
// The seam's types, so that a user of this crate alone names sides and outcomes.
pub use gipf_game::{Game, Outcome, Side};
pub use position::{side_letter, Position};
pub use position_error::{CountField, PositionError};
