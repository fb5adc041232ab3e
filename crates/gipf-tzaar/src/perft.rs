//! Perft (TZAAR.md §8, TZAAR-PERFT.md): the number of action sequences of a given length,
//! counting the last level without playing it.

use crate::action::Action;
use crate::position::Position;

impl Position {
    /// The number of action sequences of length `depth` from here; a line that ends the
    /// game early adds 0, `perft(0)` is 1.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers: Vec<Vec<Action>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        perft_inner(self, depth, &mut buffers)
    }

    /// `perft(depth)` split by the first action, in the order of `legal_actions`.
    pub fn perft_divide(&self, depth: u32) -> Vec<(Action, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_actions()
            .into_iter()
            .map(|a| {
                let mut p = *self;
                p.apply(a);
                (a, p.perft(depth - 1))
            })
            .collect()
    }
}

fn perft_inner(p: &Position, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    match depth {
        0 => 1,
        1 => p.action_count() as u64,
        _ => {
            let Some((buf, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            p.legal_actions_into(buf);
            let mut total = 0;
            for &a in buf.iter() {
                let mut q = *p;
                q.apply(a);
                total += perft_inner(&q, depth - 1, rest);
            }
            total
        }
    }
}
