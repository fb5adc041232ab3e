//! Errors of spaces and actions. Each message is written for a player: it says what is wrong
//! and, where it helps, what to do instead. Position strings' errors are in
//! `position_error.rs`.

use thiserror::Error;

use crate::geometry::Space;
use crate::position::side_name;
use gipf_game::Side;

pub use gipf_game::{excerpt, EXCERPT_CHARS};

/// A space name that is not on the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SpaceError {
    /// Not a space name, or a name off the board.
    #[error("{0:?} is not a space of the board (row 1 is a1-i1, row 2 a2-j2, row 3 a3-k3, row 4 b4-k4, row 5 c5-k5)")]
    NotASpace(String),
}

/// `1 space` / `3 spaces`.
fn spaces(n: u32) -> String {
    if n == 1 {
        "1 space".to_owned()
    } else {
        format!("{n} spaces")
    }
}

/// An action that cannot be read, or is not legal in the position (DVONN.md §9).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// Empty input.
    #[error("no action given: name a vacant space to place on (e3), or move a stack (a1-b1)")]
    Empty,
    /// Unreadable text.
    #[error("{0:?} is not an action: name a space to place on (e3), or move a stack (a1-b1)")]
    Syntax(String),
    /// A bad space name.
    #[error(transparent)]
    Space(#[from] SpaceError),
    /// `pass`, in any case.
    #[error(
        "passes are automatic: a player who cannot move is skipped, so there is nothing to pass"
    )]
    Pass,
    /// The game is over.
    #[error("the game is over: no more actions are played")]
    GameOver,
    /// A move during the placement phase.
    #[error(
        "{from}-{to} is a move, but this is the placement phase: name a vacant space to place on"
    )]
    MoveInPlacement {
        /// Where the move starts.
        from: Space,
        /// Where it ends.
        to: Space,
    },
    /// A placement during the movement phase.
    #[error(
        "{0} is a placement, but the placement phase is over: move one of your stacks, like a1-b1"
    )]
    PlacementInMovement(Space),
    /// A placement on an occupied space.
    #[error("{0} is occupied")]
    Occupied(Space),
    /// A move from a vacant space.
    #[error("there is no stack on {0} to move")]
    NoStack(Space),
    /// A move of a lone DVONN piece.
    #[error("{0} is a lone DVONN piece, which may not be moved")]
    LoneDvonn(Space),
    /// A move of the opponent's stack.
    #[error("{space} is not your stack: {} controls it", side_name(*owner))]
    NotYourStack {
        /// The space.
        space: Space,
        /// Who controls it.
        owner: Side,
    },
    /// A move of a surrounded stack.
    #[error("{0} cannot move: it is surrounded on all six sides")]
    Surrounded(Space),
    /// A move to the space it starts from.
    #[error("{0}-{0}: a stack moves to another space")]
    SameSpace(Space),
    /// A target that is on none of the six lines from the stack.
    #[error("{from}-{to}: {to} is not on one of the six lines from {from}")]
    NotInLine {
        /// Where the move starts.
        from: Space,
        /// Where it ends.
        to: Space,
    },
    /// A target at the wrong distance.
    #[error("{from}-{to}: a stack of {height} moves exactly {}, but {to} is {} away", spaces(*height), spaces(*distance))]
    WrongDistance {
        /// Where the move starts.
        from: Space,
        /// Where it ends.
        to: Space,
        /// The moving stack's height.
        height: u32,
        /// How far `to` is.
        distance: u32,
    },
    /// A move that ends on a vacant space.
    #[error("{from}-{to}: {to} is vacant, and a move must end on a stack")]
    VacantTarget {
        /// Where the move starts.
        from: Space,
        /// Where it ends.
        to: Space,
    },
}
