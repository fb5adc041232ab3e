//! The exact rules of PÜNCT (Kris Burm, 2005) as the project's contract states them
//! (`shared/spec/PUNCT.md`, perft values in `PUNCT-PERFT.md`): the 211 points, the 18 pieces
//! of each player in six types and their orientations, placements (off the centre in
//! `punct`), moves and rotations that climb on pieces and form bridges, covered pieces
//! immobilised, what is seen from above, connections between opposite sides (the mover's
//! first), the last piece (the centre count, or a draw in `punct-basic`), the clock of 100
//! actions without a placement, automatic passes; positions and actions in their string
//! forms; legal actions in byte order; perft and a Zobrist hash. It implements the game
//! seam, `gipf_game::Game`.
//!
//! No I/O, no dependency on the rest of the project.
//!
//! ```
//! use gipf_punct::Position;
//!
//! let mut p = Position::start();
//! assert_eq!(
//!     p.play_text("i9,i10,j10").expect_err("central").to_string(),
//!     "a new piece may not touch the central hexagon"
//! );
//! p.play_text("tb2,B3,c3").expect("a legal placement");
//! assert_eq!(p.to_string(), "punct wTb2,b3,c3 b 0");
//! assert_eq!(p.legal_actions().len(), 4809);
//! ```

mod action;
mod error;
mod game;
mod geometry;
mod perft;
mod piece;
mod position;
mod position_error;
mod rules;
mod zobrist;

pub use action::Action;
pub use error::{excerpt, ActionError, PointError, EXCERPT_CHARS};
pub use game::Reason;
pub use geometry::{central_points, Axis, Point, POINT_COUNT};
// The seam's types, so that a user of this crate alone names sides and outcomes.
pub use gipf_game::{Game, Outcome, Side};
pub use piece::{Orientation, Piece, Shape, ORIENTATIONS};
pub use position::{colour_name, side_name, Position, Variant, CLOCK_LIMIT, PIECES};
pub use position_error::PositionError;
