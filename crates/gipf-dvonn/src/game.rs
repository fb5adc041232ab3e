//! DVONN through the game seam (`gipf_game::Game`), and the reason a game ends: the scores.

use std::fmt;

use gipf_game::{Game, Outcome, Side};

use crate::action::Action;
use crate::error::ActionError;
use crate::position::Position;

/// Why a DVONN game ended: neither player can move, and the scores decide (DVONN.md §8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The final scores: the total height of the stacks each player controls.
    Score {
        /// White's score.
        white: u32,
        /// Black's score.
        black: u32,
    },
}

impl fmt::Display for Reason {
    /// The scores, the higher first: `21 to 17`, `19 to 19` (for "White wins 21 to 17",
    /// "Draw: 19 to 19").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Reason::Score { white, black } = *self;
        write!(f, "{} to {}", white.max(black), white.min(black))
    }
}

impl Game for Position {
    type Action = Action;
    type Unreadable = ActionError;
    type Illegal = ActionError;
    type Reason = Reason;

    fn variant_word(&self) -> &'static str {
        "dvonn"
    }

    /// Every form of DVONN.md §9; the position is not needed to read one.
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
        self.turn()
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
