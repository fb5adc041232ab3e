//! Errors of spaces and actions. Each message is written for a player: it says what is wrong
//! and, where it helps, what to do instead. Position strings' errors are in
//! `position_error.rs`.

use thiserror::Error;

use crate::geometry::Space;
use crate::position::{side_name, PieceType};
use gipf_game::Side;

pub use gipf_game::{excerpt, EXCERPT_CHARS};

/// A space name that is not a space of the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SpaceError {
    /// Not a space name, or a name off the board.
    #[error("{0:?} is not a space of the board (columns a-i hold a1-a5, b1-b6, c1-c7, d1-d8, e1-e9, f1-f8, g1-g7, h1-h6, i1-i5)")]
    NotASpace(String),
    /// `e5`, which is no space (TZAAR.md §9.1).
    #[error(
        "e5 is the centre, which is not a space: no piece stands there and no line crosses it"
    )]
    Centre,
}

/// An action that cannot be read, or is not legal in the position (TZAAR.md §9.2).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// Empty input.
    #[error(
        "no action given: capture (d5xd4), stack onto your own stack (b3-e6), pass, or place (Ta1)"
    )]
    Empty,
    /// Unreadable text.
    #[error("{0:?} is not an action: capture (d5xd4), stack onto your own stack (b3-e6), pass, or place (Ta1)")]
    Syntax(String),
    /// A bad space name.
    #[error(transparent)]
    Space(#[from] SpaceError),
    /// The game is over.
    #[error("the game is over: no more actions are played")]
    GameOver,
    /// A capture, stacking move or pass during the placement phase.
    #[error("{0} is not a placement, but this is the placement phase: place one of your pieces on an empty space, like Ta1")]
    NotAPlacement(String),
    /// A placement after the placement phase.
    #[error("{0} is a placement, but there is none in this phase: capture, like d5xd4")]
    PlacementOutsidePhase(String),
    /// A placement of a type the player has placed in full.
    #[error("you have no {} left to place: place another type", .0.name())]
    NoneLeft(PieceType),
    /// A placement on an occupied space.
    #[error("{0} is occupied: place on an empty space")]
    Occupied(Space),
    /// `pass` as the first action of a turn.
    #[error("you may pass only as the second action of a turn: capture first")]
    PassFirst,
    /// A stacking move as the first action of a turn.
    #[error("{from}-{to} is a stacking move, but the first action of a turn is a capture")]
    StackingFirst {
        /// The moving stack's space.
        from: Space,
        /// The own stack it would land on.
        to: Space,
    },
    /// A move from a space without a stack.
    #[error("there is no stack on {0} to move")]
    NoStack(Space),
    /// A move of the opponent's stack.
    #[error("{space} is not your stack: it is {}'s", side_name(*owner))]
    NotYourStack {
        /// The space.
        space: Space,
        /// Whose stack it is.
        owner: Side,
    },
    /// A move onto an empty space.
    #[error("{to} is empty: a stack moves over empty spaces onto the first stack of its line")]
    EmptyTarget {
        /// The moving stack's space.
        from: Space,
        /// The empty space.
        to: Space,
    },
    /// A target that is not the first stack of a line from the moving stack.
    #[error("{from} cannot reach {to}")]
    Unreachable {
        /// The moving stack's space.
        from: Space,
        /// The space it cannot reach.
        to: Space,
    },
    /// `S-T` onto an opponent stack (TZAAR.md Z12).
    #[error("{to} holds an opponent stack: a capture is written {from}x{to}")]
    CaptureWrittenAsStacking {
        /// The moving stack's space.
        from: Space,
        /// The opponent stack's space.
        to: Space,
    },
    /// `SxT` onto an own stack in the second action (TZAAR.md Z12).
    #[error("{to} is your own stack: stacking is written {from}-{to}")]
    StackingWrittenAsCapture {
        /// The moving stack's space.
        from: Space,
        /// The own stack's space.
        to: Space,
    },
    /// `SxT` onto an own stack where only captures are legal.
    #[error("{to} is your own stack: capture an opponent stack")]
    CaptureOfOwnStack {
        /// The moving stack's space.
        from: Space,
        /// The own stack's space.
        to: Space,
    },
    /// A capture of a higher stack.
    #[error("{from}x{to}: your stack of {mine} cannot capture a stack of {theirs}; a stack captures one no higher than itself")]
    TooHigh {
        /// The moving stack's space.
        from: Space,
        /// The target's space.
        to: Space,
        /// The moving stack's height.
        mine: u32,
        /// The target's height.
        theirs: u32,
    },
}
