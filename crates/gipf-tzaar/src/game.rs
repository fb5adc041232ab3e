//! TZAAR through the game seam (`gipf_game::Game`), and the reasons a game ends.

use std::fmt;

use gipf_game::{Game, Outcome, Side};

use crate::action::Action;
use crate::error::ActionError;
use crate::position::{Phase, PieceType, Position};

/// Why a TZAAR game ended (TZAAR.md §6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The loser no longer shows this type (the first missing one in letter order): it was
    /// captured, or he covered his own last stack of it.
    MissingType(PieceType),
    /// The loser's turn started without a capture.
    NoCapture,
}

impl fmt::Display for Reason {
    /// `no Tzaar left on top`, `no capture possible` (for "White wins: ...").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::MissingType(kind) => write!(f, "no {} left on top", kind.name()),
            Reason::NoCapture => f.write_str("no capture possible"),
        }
    }
}

impl Game for Position {
    type Action = Action;
    type Unreadable = ActionError;
    type Illegal = ActionError;
    type Reason = Reason;

    fn variant_word(&self) -> &'static str {
        if self.is_tournament() {
            "tzaar-tournament"
        } else {
            "tzaar"
        }
    }

    /// Every form of TZAAR.md §9.2; the position is not needed to read one.
    fn read_action(&self, text: &str) -> Result<Action, ActionError> {
        text.parse()
    }

    fn legal_actions(&self) -> Vec<Action> {
        Position::legal_actions(self)
    }

    fn play(&mut self, action: Action) -> Result<(), ActionError> {
        Position::play(self, action)
    }

    fn decider(&self) -> Option<Side> {
        match self.phase() {
            Phase::Over { .. } => None,
            _ => Some(self.turn()),
        }
    }

    fn outcome(&self) -> Option<Outcome<Reason>> {
        Position::outcome(self)
    }

    fn zobrist(&self) -> u64 {
        Position::zobrist(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        Position::perft(self, depth)
    }
}
