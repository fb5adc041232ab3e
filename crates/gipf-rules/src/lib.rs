//! The exact rules of GIPF (Kris Burm, 1997) as the project's contract states them
//! (`shared/spec/RULES.md`, `NOTATION.md`): board geometry, positions and their string form,
//! actions in every accepted notation, legal actions, the stage machine of a turn, results,
//! an incremental Zobrist hash, perft and game records; with the potentials option
//! (`POTENTIALS.md`) and its challenges option (`COMBINING.md`: stages `c` and `r`, the
//! ninth and tenth fields, trial comments in records).
//!
//! No I/O, no async, no dependency on the rest of the project.
//!
//! ```
//! use gipf_rules::{Position, Variant};
//!
//! let mut p = Position::start(Variant::Standard);
//! p.play_text("a1-b2").unwrap();
//! assert_eq!(p.to_string(), "standard w2W/1B3/6/W5B/6/5/B2W b p 11/12 0/0 ss");
//! assert!(p.play_text("e8-e9").is_err()); // e8 is not a dot
//! ```

mod action;
mod combining;
mod error;
mod event;
mod game_variant;
mod geometry;
mod perft;
mod position;
mod position_error;
mod potential;
mod potential_checks;
mod potential_rules;
mod record;
mod rules;
mod seam;
mod types;
mod zobrist;

pub use action::{Action, ActionText, LoadedMarks, Mark};
pub use combining::{AgreedResult, Challenges, Decider, Trial, TrialComment, MAX_ATTEMPTS};
pub use error::{
    excerpt, ActionError, BoardProblem, ChallengesFieldProblem, ChallengesProblem,
    ChallengesWordProblem, CommentProblem, CountField, DoneRefusal, HandProblem, Holds, MarkFix,
    PointError, PositionError, PotentialsOnly, RecordError, StageProblem, StatusProblem,
    TokenProblem, EXCERPT_CHARS,
};
pub use event::{removed_singles, Event};
pub use game_variant::{ChallengeRule, GameVariant, Pool};
pub use geometry::{Dir, Entry, Line, Point, Spot, SpotSet, CENTRE};
pub use position::{Board, Position, Potentials, Setup};
pub use potential::{Base, Content, Hand, Kind, MAX_PER_KIND};
pub use record::Record;
pub use rules::Row;
pub use types::{Color, Outcome, Piece, Stage, Status, Variant, WinReason};
