//! The exact rules of YINSH (Kris Burm, 2003) as the project's contract states them
//! (`shared/spec/YINSH.md`, perft values in `YINSH-PERFT.md`): the 85 points, the placement
//! of the rings, ring moves that leave a marker and flip the markers they jump, rows of five
//! (every 5-window of a longer run an option) removed with a ring, the mover's rows before
//! the opponent's, `pass` for a player whose rings cannot move, the end by three removed
//! rings (one in `yinsh-blitz`), by the empty pool or by rings that cannot move; positions
//! and actions in their string forms; legal actions in byte order; perft and a Zobrist hash.
//! It implements the game seam, `gipf_game::Game`.
//!
//! No I/O, no dependency on the rest of the project.
//!
//! ```
//! use gipf_yinsh::Position;
//!
//! let mut p = Position::start();
//! p.play_text("E3").expect("a vacant point");
//! assert_eq!(p.to_string(), "yinsh 4/7/8/9/2W7/9/10/9/8/7/4 b p 0/0");
//! assert_eq!(p.play_text("e3").expect_err("occupied").to_string(), "e3 is not vacant");
//! assert_eq!(p.perft(2), 6972);
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
pub use error::{excerpt, ActionError, PointError, EXCERPT_CHARS};
pub use game::Reason;
pub use geometry::{Point, POINT_COUNT};
// The seam's types, so that a user of this crate alone names sides and outcomes.
pub use gipf_game::{Game, Outcome, Side};
pub use position::{colour_name, side_name, Piece, Position, Stage, MARKERS, RINGS};
pub use position_error::{NumberProblem, PositionError};
