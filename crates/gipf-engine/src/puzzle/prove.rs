//! The puzzles' exact search: whether a side (the solver) can force a goal within a number of
//! his turns against every defence. Every action of every decision is looked at (no
//! reduction, no evaluation cut-off: the engine's own search prunes and so proves nothing);
//! the solver's decisions are OR nodes, everyone else's AND nodes. Children are ordered by
//! the evaluation so that a proof or a refutation is found early, and results are kept per
//! (position, turns left).

use std::collections::HashMap;

use gipf_rules::{Color, Position};

use crate::eval::{evaluate, Weights};

/// What the solver must reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win the game.
    Win,
    /// Win the game, or end one of his turns ahead of the start by a GIPF piece or by three
    /// singles (GIPF pieces counted 2), the opponent's captures subtracted.
    Material,
}

/// The search ran out of its node budget: nothing is proved either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

/// The material at the puzzle's start, to measure gains against.
#[derive(Clone, Copy, Debug)]
struct Base {
    captured: [u8; 2],
    gipf: [u32; 2],
}

/// An exact search for one solver and goal from one puzzle start.
pub struct Prover {
    solver: Color,
    goal: Goal,
    base: Base,
    known: HashMap<(u64, u8), bool>,
    nodes: u64,
    budget: u64,
    weights: Weights,
}

impl std::fmt::Debug for Prover {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prover")
            .field("solver", &self.solver)
            .field("goal", &self.goal)
            .field("nodes", &self.nodes)
            .field("budget", &self.budget)
            .finish_non_exhaustive()
    }
}

impl Prover {
    /// A search for `solver` reaching `goal` from `start` (material is measured from it),
    /// visiting `budget` positions at most over all its questions.
    pub fn new(start: &Position, solver: Color, goal: Goal, budget: u64) -> Prover {
        let both = |f: &dyn Fn(Color) -> u32| [f(Color::White), f(Color::Black)];
        Prover {
            solver,
            goal,
            base: Base {
                captured: [start.captured(Color::White), start.captured(Color::Black)],
                gipf: both(&|c| start.board().gipf_count(c)),
            },
            known: HashMap::new(),
            nodes: 0,
            budget,
            weights: Weights::default(),
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The solver.
    pub fn solver(&self) -> Color {
        self.solver
    }

    /// Whether the solver is ahead enough in `q` for the material goal.
    fn ahead(&self, q: &Position) -> bool {
        let (me, him) = (self.solver, self.solver.other());
        let lost_gipf =
            |c: Color| self.base.gipf[c.index()].saturating_sub(q.board().gipf_count(c));
        let took = |c: Color| i32::from(q.captured(c)) - i32::from(self.base.captured[c.index()]);
        lost_gipf(him) > lost_gipf(me) || took(me) - took(him) >= 3
    }

    /// What playing into `child` from `p` gives the solver at once: `Some` when the game
    /// ended or the goal was met as his turn ended; `None` when the search goes on, with
    /// `turns` solver turns left to end.
    pub fn settled(&self, p: &Position, child: &Position) -> Option<bool> {
        if let Some(o) = child.outcome() {
            return Some(o.winner == self.solver);
        }
        let ends = p.turn() == self.solver && child.turn() != self.solver;
        (ends && self.goal == Goal::Material && self.ahead(child)).then_some(true)
    }

    /// The solver's turns left after playing from `p` into `child`, `turns` before.
    pub fn turns_after(&self, p: &Position, child: &Position, turns: u8) -> u8 {
        let ends = p.turn() == self.solver && child.turn() != self.solver;
        turns - u8::from(ends && turns > 0)
    }

    /// Whether the solver can force the goal from `p` before `turns` more of his turns
    /// have ended (the current one counts when it is his).
    pub fn reaches(&mut self, p: &Position, turns: u8) -> Result<bool, OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OutOfBudget);
        }
        if let Some(o) = p.outcome() {
            return Ok(o.winner == self.solver);
        }
        if turns == 0 {
            return Ok(false);
        }
        let key = (p.hash(), turns);
        if let Some(&r) = self.known.get(&key) {
            return Ok(r);
        }
        // A referee's outcome (the challenges option) is nobody's decision: not a puzzle's.
        let Some(decider) = p.decider() else {
            return Ok(false);
        };
        let mine = decider == self.solver;
        let mut result = !mine;
        for (_, child) in self.ordered(p, mine) {
            let r = match self.settled(p, &child) {
                Some(r) => r,
                None => {
                    let left = self.turns_after(p, &child, turns);
                    self.reaches(&child, left)?
                }
            };
            if r == mine {
                result = mine;
                break;
            }
        }
        self.known.insert(key, result);
        Ok(result)
    }

    /// `p`'s legal actions with the positions they lead to, the decider's most promising
    /// first (the solver's best for him; the others' best against him).
    pub fn ordered(&self, p: &Position, mine: bool) -> Vec<(gipf_rules::Action, Position)> {
        let mut children: Vec<(i32, gipf_rules::Action, Position)> = p
            .legal_actions()
            .into_iter()
            .filter_map(|a| {
                let q = p.after(a).ok()?;
                let white = evaluate(&q, &self.weights);
                let for_solver = if self.solver == Color::White {
                    white
                } else {
                    -white
                };
                Some((if mine { -for_solver } else { for_solver }, a, q))
            })
            .collect();
        children.sort_by_key(|c| c.0);
        children.into_iter().map(|(_, a, q)| (a, q)).collect()
    }
}
