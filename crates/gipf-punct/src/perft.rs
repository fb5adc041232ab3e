//! Perft (PUNCT.md §8, PUNCT-PERFT.md): the number of action sequences of a given length,
//! the last level counted without playing it (placements as mask population counts) through
//! the seam's [`gipf_game::bulk_perft`].

use crate::action::Action;
use crate::position::Position;

impl Position {
    /// The number of action sequences of length `depth` from here; a line that ends the
    /// game early adds 0, `perft(0)` is 1.
    pub fn perft(&self, depth: u32) -> u64 {
        gipf_game::bulk_perft(self, depth)
    }

    /// `perft(depth)` split by the first action, in the order of `legal_actions`.
    pub fn perft_divide(&self, depth: u32) -> Vec<(Action, u64)> {
        gipf_game::bulk_perft_divide(self, depth, self.legal_actions())
    }
}

impl gipf_game::BulkPerft for Position {
    type Action = Action;

    /// The legal actions unsorted: perft does not need the order of `legal`.
    fn legal_actions_into(&self, buf: &mut Vec<Action>) {
        self.generate(buf);
    }

    fn action_count(&self) -> usize {
        Position::action_count(self)
    }

    fn apply_legal(&mut self, action: Action) {
        self.apply(action);
    }
}
