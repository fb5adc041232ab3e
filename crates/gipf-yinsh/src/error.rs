//! Errors of points and actions. Each message is written for a player: it says what is wrong
//! and, where it helps, what to do instead. Position strings' errors are in
//! `position_error.rs`.

use thiserror::Error;

use crate::geometry::Point;
use crate::position::{colour_name, side_name, Stage};
use gipf_game::Side;

pub use gipf_game::{excerpt, EXCERPT_CHARS};

/// A point name that is not a point of the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PointError {
    /// Not a point name, or a name off the board.
    #[error("{0:?} is not a point of the board (columns a-k hold a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11, k7-k10)")]
    NotAPoint(String),
    /// One of the six corners of the hexagon (YINSH.md §2).
    #[error(
        "{0} is a corner of the hexagon, where no lines cross: it is not a point of the board"
    )]
    Corner(String),
}

/// What the decider does at a stage, for the errors that say an action does not fit it.
fn todo(stage: &Stage) -> &'static str {
    match stage {
        Stage::Placement => "place a ring on a vacant point, like e3",
        Stage::Move => "move one of your rings, like h7-g7 (pass only when none can move)",
        Stage::ChooseRow | Stage::OpponentRow => "choose which of your rows to remove, like xf3-f7",
        Stage::RemoveRing | Stage::OpponentRing => "remove one of your rings, like xi9",
        Stage::Over { .. } => "the game is over",
    }
}

/// An action that cannot be read, or is not legal in the position (YINSH.md §8).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// Empty input.
    #[error("no action given: place a ring (e3), move a ring (h7-g7), pass, remove a row (xf3-f7) or a ring (xi9)")]
    Empty,
    /// Unreadable text.
    #[error("{0:?} is not an action: place a ring (e3), move a ring (h7-g7), pass, remove a row (xf3-f7) or a ring (xi9)")]
    Syntax(String),
    /// A bad point name.
    #[error(transparent)]
    Point(#[from] PointError),
    /// A row whose ends are not 4 steps apart on one line.
    #[error(
        "x{a}-{b} is not 5 adjacent points on one line: name the two ends of a row, like xf3-f7"
    )]
    NotARow {
        /// The first end as written.
        a: Point,
        /// The second end as written.
        b: Point,
    },
    /// The game is over.
    #[error("the game is over: no more actions are played")]
    GameOver,
    /// A placement after the placement.
    #[error("no ring is to be placed now: {}", todo(.0))]
    NoPlacementNow(Stage),
    /// A ring move outside stage `m` (the words of YINSH.md §10's example session).
    #[error("no ring is to be moved now")]
    NoMoveNow(Stage),
    /// `pass` outside stage `m`.
    #[error("there is nothing to pass now: {}", todo(.0))]
    NoPassNow(Stage),
    /// A row removal where no row is to be removed: before a row exists, or after it.
    #[error("there is no row to remove now: {}", todo(.0))]
    NoRowNow(Stage),
    /// A ring removal where none is to be removed (no row removed yet, or a move to make).
    #[error("no ring is to be removed now: {}", todo(.0))]
    NoRingRemovalNow(Stage),
    /// A placement on an occupied point (the words of YINSH.md §10's example session).
    #[error("{0} is not vacant")]
    NotVacant(Point),
    /// `pass` while a ring can move.
    #[error("you may pass only when none of your rings can move: move one, like {0}")]
    PassWithMoves(String),
    /// A ring move from a point without the mover's ring.
    #[error("{point} holds no {} ring: move one of your rings", colour_name(*side))]
    NoOwnRing {
        /// The point.
        point: Point,
        /// The mover.
        side: Side,
    },
    /// A move of a marker.
    #[error("{0} holds a marker, and markers never move: move one of your rings, which leaves a marker behind")]
    MarkerMoved(Point),
    /// A move to the ring's own point.
    #[error("{0}-{0} does not move the ring: a ring moves at least one point")]
    NoDistance(Point),
    /// A move that is not along one of the six directions.
    #[error("{from}-{to} is not along a line: a ring moves straight in one of the six directions")]
    NotALine {
        /// The ring's point.
        from: Point,
        /// The point named.
        to: Point,
    },
    /// A move onto an occupied point.
    #[error("{to} is not vacant: a ring lands on a vacant point")]
    LandingOccupied {
        /// The ring's point.
        from: Point,
        /// The occupied point.
        to: Point,
    },
    /// A move over a ring.
    #[error("{from}-{to} passes over the ring on {ring}: a ring never passes over a ring")]
    OverRing {
        /// The ring's point.
        from: Point,
        /// The landing point named.
        to: Point,
        /// The ring in the way.
        ring: Point,
    },
    /// A move past the first vacant point after a group of markers.
    #[error("{from}-{to} goes on after jumping markers: a ring that jumps markers lands on the first vacant point after them, here {stop}")]
    PastMarkers {
        /// The ring's point.
        from: Point,
        /// The landing point named.
        to: Point,
        /// The first vacant point after the markers, where the ring must land.
        stop: Point,
    },
    /// A row that is not five markers of the decider's colour.
    #[error("x{first}-{last} is not a row of 5 {} markers: choose a row of your colour", colour_name(*colour))]
    NotYourRow {
        /// Its first point.
        first: Point,
        /// Its last point.
        last: Point,
        /// The decider's colour.
        colour: Side,
    },
    /// A removal of the opponent's ring.
    #[error("{point} holds {}'s ring: remove one of your own rings", side_name(side.other()))]
    OpponentRing {
        /// The point.
        point: Point,
        /// The decider.
        side: Side,
    },
    /// A removal of a point without a ring of the decider.
    #[error("{point} holds no {} ring: remove one of your rings", colour_name(*side))]
    NoRingToRemove {
        /// The point.
        point: Point,
        /// The decider.
        side: Side,
    },
}
