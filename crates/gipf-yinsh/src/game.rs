//! YINSH through the game seam (`gipf_game::Game`), and the reasons a game ends.

use std::fmt;

use gipf_game::{Game, Outcome, Side};

use crate::action::Action;
use crate::error::ActionError;
use crate::position::Position;

/// Why a YINSH game ended (YINSH.md §7), with the rings each player had removed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The winner removed his third ring (his first in blitz).
    RingsRemoved {
        /// White's removed rings.
        white: u32,
        /// Black's removed rings.
        black: u32,
    },
    /// A turn was about to begin with all 51 markers on the board: more removed rings win,
    /// equal numbers draw.
    MarkersRanOut {
        /// White's removed rings.
        white: u32,
        /// Black's removed rings.
        black: u32,
    },
    /// A turn was about to begin and no ring of either player could move: scored as for
    /// the empty pool.
    NoRingCanMove {
        /// White's removed rings.
        white: u32,
        /// Black's removed rings.
        black: u32,
    },
}

impl fmt::Display for Reason {
    /// `3 rings removed to 1`, `1 ring removed to 0`, `no marker left in the pool, 2 rings removed to 1`, `no ring
    /// can move, 2 rings removed to 2` (for "White wins: ...", "Draw: ...").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (white, black) = match *self {
            Reason::RingsRemoved { white, black }
            | Reason::MarkersRanOut { white, black }
            | Reason::NoRingCanMove { white, black } => (white, black),
        };
        let (hi, lo) = (white.max(black), white.min(black));
        let rings = if hi == 1 { "ring" } else { "rings" };
        match self {
            Reason::RingsRemoved { .. } => write!(f, "{hi} {rings} removed to {lo}"),
            Reason::MarkersRanOut { .. } => {
                write!(
                    f,
                    "no marker left in the pool, {hi} {rings} removed to {lo}"
                )
            }
            Reason::NoRingCanMove { .. } => {
                write!(f, "no ring can move, {hi} {rings} removed to {lo}")
            }
        }
    }
}

impl Game for Position {
    type Action = Action;
    type Unreadable = ActionError;
    type Illegal = ActionError;
    type Reason = Reason;

    fn variant_word(&self) -> &'static str {
        Position::variant_word(self)
    }

    /// Every form of YINSH.md §8; the position is not needed to read one.
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
        Position::decider(self)
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
