//! GIPF on the game seam (`gipf-game`): the trait every game of the GIPF project implements,
//! over the rules of this crate as they are (nothing of the fast paths changes).

use gipf_game::{Game, Outcome as SeamOutcome, Side};

use crate::{Action, ActionError, Color, Position, WinReason};

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::First,
            Color::Black => Side::Second,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::First => Color::White,
            Side::Second => Color::Black,
        }
    }
}

impl Game for Position {
    type Action = Action;
    type Unreadable = ActionError;
    type Illegal = ActionError;
    type Reason = WinReason;

    fn variant_word(&self) -> &'static str {
        // Ultimate is written `tournament` in its position strings (COMMANDS.md).
        self.variant().name()
    }

    fn read_action(&self, text: &str) -> Result<Action, ActionError> {
        self.parse_action(text)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Position::legal_actions(self)
    }

    fn play(&mut self, action: Action) -> Result<(), ActionError> {
        Position::play(self, action)
    }

    fn decider(&self) -> Option<Side> {
        Position::decider(self).map(Side::from)
    }

    fn outcome(&self) -> Option<SeamOutcome<WinReason>> {
        Position::outcome(self).map(|o| SeamOutcome {
            winner: Some(o.winner.into()),
            reason: o.reason,
        })
    }

    fn zobrist(&self) -> u64 {
        self.hash()
    }

    fn perft(&self, depth: u32) -> u64 {
        Position::perft(self, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn gipf_through_the_seam_is_gipf() {
        let p = Position::start(Variant::Standard);
        assert_eq!(Game::variant_word(&p), "standard");
        assert_eq!(Game::perft(&p, 2), p.perft(2));
        assert_eq!(Game::legal_actions(&p), p.legal_actions());
        assert_eq!(Game::decider(&p), Some(Side::First));
        let a = Game::read_action(&p, "B1-B2").expect("a push");
        let mut q = p.clone();
        Game::play(&mut q, a).expect("legal");
        assert_eq!(Game::zobrist(&q), q.hash());
        assert_ne!(Game::zobrist(&q), Game::zobrist(&p));
        assert!(Game::read_action(&p, "e5-e6").is_err());
        assert!(!Game::is_over(&q));
    }
}
