//! Finding the puzzles of a game: every position at the start of a turn with a choice is
//! asked [`super::find`]; a position met twice (in this game) is asked once.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use gipf_rules::{Action, Position};

use super::{find, Limits, Puzzle};

/// The puzzles of the game played from `start` by `actions`, each with its source
/// (`<source> ply <n>`, the ply of the puzzle's first decision, from 1). Stops at the first
/// illegal action, and when `cancel` is set.
pub fn scan(
    start: &Position,
    actions: &[Action],
    source: &str,
    limits: &Limits,
    cancel: &AtomicBool,
) -> Vec<Puzzle> {
    scan_paced(start, actions, source, limits, cancel, || ())
}

/// [`scan`], calling `pace` before each position's questions and holding what it returns
/// while they run: a service takes a slot of its AI there, so that a live decision waits for
/// one position, not for a whole game.
pub fn scan_paced<G>(
    start: &Position,
    actions: &[Action],
    source: &str,
    limits: &Limits,
    cancel: &AtomicBool,
    mut pace: impl FnMut() -> G,
) -> Vec<Puzzle> {
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let mut p = start.clone();
    for (i, a) in actions.iter().enumerate() {
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        if seen.insert(p.hash()) && super::can_start(&p) {
            let held = pace();
            let found_here = find(&p, limits, cancel);
            drop(held);
            if let Some((kind, line)) = found_here {
                found.push(Puzzle {
                    start: p.clone(),
                    kind,
                    line,
                    rating: kind.start_rating(),
                    source: format!("{source} ply {}", i + 1),
                });
            }
        }
        if p.play(*a).is_err() {
            break;
        }
    }
    found
}
