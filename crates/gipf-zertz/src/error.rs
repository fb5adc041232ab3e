//! Why a text is no action, or an action cannot be played (ZERTZ.md §7.2, §10). Each message
//! is written for a player: it says what is wrong and what to do instead; each variant
//! carries the data a translator needs, not preformatted text.

use thiserror::Error;

use crate::action::{Action, Capture, Marble};
use crate::geometry::{NamedPlace, PlaceError, Variant};

pub use gipf_game::{excerpt, EXCERPT_CHARS};

/// A list of claimed marbles as the official suffix writes them: `Wa1Wa2`.
fn claim_list(claims: &[(Marble, NamedPlace)]) -> String {
    claims
        .iter()
        .map(|(m, p)| format!("{}{p}", m.letter()))
        .collect()
}

/// An action that cannot be read, or is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// Nothing written.
    #[error("no action given: place a marble and take a free ring away (Wd4,d1), or capture (xd1Gd3Wd5)")]
    Empty,
    /// Unreadable text.
    #[error("{0:?} is not an action: place a marble and take a free ring away (Wd4,d1), or capture (xd1Gd3Wd5)")]
    Syntax(String),
    /// A place name off the board.
    #[error(transparent)]
    Place(#[from] PlaceError),
    /// The game is over.
    #[error("the game is over: no more actions are played")]
    GameOver,
    /// An action of another variant's board.
    #[error("this is a {action} action, but the game is {game}")]
    WrongVariant {
        /// The action's variant.
        action: Variant,
        /// The game's variant.
        game: Variant,
    },
    /// A place outside the board (an action built for another board).
    #[error("{0} is not a place of the board")]
    NotOnBoard(NamedPlace),
    /// A marble placed where no ring is.
    #[error("{0} has no ring: place the marble on a vacant ring")]
    NoRing(NamedPlace),
    /// A marble placed on an occupied ring.
    #[error("{at} already holds a {marble} marble: place the marble on a vacant ring")]
    Occupied {
        /// The ring.
        at: NamedPlace,
        /// The marble on it.
        marble: Marble,
    },
    /// A colour the pool no longer holds (while it holds others).
    #[error("the pool has no {marble} marble left: place a colour it still holds ({}W {}G {}B)", pool[0], pool[1], pool[2])]
    NotInPool {
        /// The colour asked for.
        marble: Marble,
        /// The pool, white/grey/black.
        pool: [u8; 3],
    },
    /// A colour the player has not captured, while the pool is empty.
    #[error("the pool is empty and you have captured no {marble} marble: place one of your captures ({}W {}G {}B)", captures[0], captures[1], captures[2])]
    NotInCaptures {
        /// The colour asked for.
        marble: Marble,
        /// The player's captures, white/grey/black.
        captures: [u8; 3],
    },
    /// A placement while a capture is possible.
    #[error("capturing is compulsory: capture, like {example}")]
    CaptureCompulsory {
        /// A legal capture (the first in byte order).
        example: Capture,
    },
    /// A placement without a ring taken away while a ring is free (§10's words).
    #[error("a free ring must be removed (Wd4,d1)")]
    FreeRingMustBeRemoved {
        /// The colour placed.
        marble: Marble,
        /// The ring filled.
        at: NamedPlace,
        /// A free ring that could be taken away.
        free: NamedPlace,
    },
    /// A ring to take away that is not free (§10's words).
    #[error("{0} is not a free ring")]
    NotAFreeRing(NamedPlace),
    /// The ring to take away is the one just filled.
    #[error("{0} is the ring just filled: take away another, free ring")]
    RemoveFilled(NamedPlace),
    /// A ring named to take away when no ring is free.
    #[error(
        "no ring is free, so none is taken away ({0} named): write the placement alone, like Gc3"
    )]
    NoFreeRing(NamedPlace),
    /// A capture that starts where no marble is.
    #[error("{0} holds no marble to jump with")]
    NoMarbleAt(NamedPlace),
    /// Two landings that are not a jump apart on a line.
    #[error("{from} to {to} is not a jump: a marble jumps over a neighbouring marble onto the ring just behind it")]
    NotAJump {
        /// Where the marble is.
        from: NamedPlace,
        /// The landing named.
        to: NamedPlace,
    },
    /// A jump over a place without a marble.
    #[error("from {from} to {to} jumps no marble: {over} holds none")]
    NothingToJump {
        /// Where the marble is.
        from: NamedPlace,
        /// The place between.
        over: NamedPlace,
        /// The landing named.
        to: NamedPlace,
    },
    /// A jump onto a place that is not a vacant ring.
    #[error("a jump lands on a vacant ring, and {to} is not one")]
    LandingTaken {
        /// Where the marble is.
        from: NamedPlace,
        /// The landing named.
        to: NamedPlace,
    },
    /// A colour letter that is not the jumped marble's.
    #[error("{over} holds a {actual} marble, not a {written} one")]
    WrongColour {
        /// The place jumped.
        over: NamedPlace,
        /// The colour written.
        written: Marble,
        /// The colour there.
        actual: Marble,
    },
    /// A sequence that stops while the marble can still jump.
    #[error(
        "the marble on {at} can still jump (over {over} to {to}): a capture goes on while it can"
    )]
    ChainStops {
        /// Where the sequence stops.
        at: NamedPlace,
        /// A marble it can still jump.
        over: NamedPlace,
        /// Where that jump lands.
        to: NamedPlace,
    },
    /// A capture where none is possible.
    #[error("no capture is possible: place a marble and take a free ring away, like Wd4,d1")]
    NoCapture,
    /// The official claim suffix names other marbles than the placement claims.
    #[error("{action} claims {}: the x suffix must list exactly the claimed marbles", if claimed.is_empty() { "nothing, so write it without x".to_string() } else { format!("x {}", claim_list(claimed)) })]
    WrongClaims {
        /// The placement.
        action: Action,
        /// What it claims, in canonical order.
        claimed: Vec<(Marble, NamedPlace)>,
    },
    /// An action not legal here for another reason.
    #[error("{0} is not legal here")]
    NotLegal(Action),
}
