//! Perft (NOTATION.md §4): the number of decision sequences of a given length, classic
//! positions on the copyable core, positions with potentials on whole positions.

use crate::action::Action;
use crate::position::{Core, Position};

impl Position {
    /// The number of decision sequences of length `depth` from here (NOTATION.md §4).
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::with_capacity(64); depth as usize];
        if self.pot.is_some() {
            return perft_potentials(self, depth, &mut buffers);
        }
        perft_inner(&self.core, depth, &mut buffers)
    }

    /// `perft(depth)` split by the first action, in canonical text order.
    pub fn perft_divide(&self, depth: u32) -> Vec<(Action, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let mut out: Vec<(Action, u64)> = self
            .legal_actions()
            .into_iter()
            .map(|a| {
                let mut p = self.clone();
                p.apply(a, &mut ());
                (a, p.perft(depth - 1))
            })
            .collect();
        out.sort_by_key(|(a, _)| a.to_string());
        out
    }
}

fn perft_inner(p: &Core, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    match depth {
        0 => 1,
        1 => p.count_classic() as u64,
        _ => {
            let Some((buf, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            p.legal_classic(buf);
            let mut total = 0;
            for &a in buf.iter() {
                let mut q = *p;
                q.apply_classic(a, &mut ());
                total += perft_inner(&q, depth - 1, rest);
            }
            total
        }
    }
}

fn perft_potentials(p: &Position, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    match depth {
        0 => 1,
        1 => p.pot_action_count() as u64,
        _ => {
            let Some((buf, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            p.pot_legal_into(buf);
            let mut total = 0;
            for &a in buf.iter() {
                let mut q = p.clone();
                q.pot_apply(a, &mut ());
                total += perft_potentials(&q, depth - 1, rest);
            }
            total
        }
    }
}
