//! Puzzles: positions where the side to decide has exactly one right first decision, proved
//! by an exact search ([`prove`]), with the solution line and a starting rating.
//!
//! The kinds (`N` counts the solver's own turns, the current one included):
//! - *win in N*: one first decision forces the win (the opponent's last GIPF piece taken, or
//!   his reserve exhausted) within N turns against any defence;
//! - *material in N*: one forces, within N turns, the end of a turn of his ahead by a GIPF
//!   piece or three pieces (or the win);
//! - *the only defence in N*: every decision but one lets the opponent force the win within
//!   N of his turns.
//!
//! Each later decision of the solver in the line is the only right one there too; the
//! opponent's replies in the line are the most resistant (the ones after which the goal
//! takes the most turns). A position with two right first decisions is no puzzle.

mod prove;
mod scan;
mod text;

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;

use gipf_rules::{Action, Color, Position, Stage};
use thiserror::Error;

pub use prove::{Goal, OutOfBudget, Prover};
pub use scan::{scan, scan_paced};
pub use text::PuzzleTextError;

/// The most turns a puzzle of each kind asks for.
pub const MAX_WIN_TURNS: u8 = 4;
/// The most turns of a material puzzle.
pub const MAX_MATERIAL_TURNS: u8 = 2;
/// The most opponent turns an only defence holds off.
pub const MAX_DEFENCE_TURNS: u8 = 2;

/// A puzzle's kind and its number of turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Win within this many of the solver's turns.
    Win(u8),
    /// A GIPF piece or three pieces ahead within this many turns.
    Material(u8),
    /// The only decision that holds off the opponent's win for this many of his turns.
    Defence(u8),
}

impl Kind {
    /// The kind's word, without the number.
    pub const fn word(self) -> &'static str {
        match self {
            Kind::Win(_) => "win",
            Kind::Material(_) => "material",
            Kind::Defence(_) => "defence",
        }
    }

    /// The number of turns.
    pub const fn turns(self) -> u8 {
        match self {
            Kind::Win(n) | Kind::Material(n) | Kind::Defence(n) => n,
        }
    }

    /// The rating a puzzle of this kind starts with, before anyone solved it: deeper is
    /// harder; finding the one defence is harder than a material gain of the same depth,
    /// which is harder than a win (a win in 1 is seen by any newcomer who reads the rows).
    pub const fn start_rating(self) -> u32 {
        match self {
            Kind::Win(n) => 900 + 300 * (n as u32 - 1),
            Kind::Material(n) => 1100 + 300 * (n as u32 - 1),
            Kind::Defence(n) => 1250 + 350 * (n as u32 - 1),
        }
    }

    fn max_turns(word: &str) -> Option<u8> {
        match word {
            "win" => Some(MAX_WIN_TURNS),
            "material" => Some(MAX_MATERIAL_TURNS),
            "defence" => Some(MAX_DEFENCE_TURNS),
            _ => None,
        }
    }
}

/// `win2`, `material1`, `defence1`.
impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.word(), self.turns())
    }
}

/// Not a puzzle kind; the text is quoted.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0:?} is not a puzzle kind: win1-win4, material1-material2 or defence1-defence2")]
pub struct KindError(String);

impl FromStr for Kind {
    type Err = KindError;

    fn from_str(s: &str) -> Result<Kind, KindError> {
        let bad = || KindError(gipf_rules::excerpt(s));
        let at = s.find(|c: char| c.is_ascii_digit()).ok_or_else(bad)?;
        let (word, n) = s.split_at(at);
        let n: u8 = n.parse().map_err(|_| bad())?;
        let max = Kind::max_turns(word).ok_or_else(bad)?;
        if n == 0 || n > max {
            return Err(bad());
        }
        Ok(match word {
            "win" => Kind::Win(n),
            "material" => Kind::Material(n),
            _ => Kind::Defence(n),
        })
    }
}

/// A proved puzzle: its start, kind and solution line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position the solver decides in, at the start of his turn.
    pub start: Position,
    /// What is asked.
    pub kind: Kind,
    /// The solution: the solver's decisions and the opponent's most resistant replies, to
    /// the goal (for a defence, to the end of the solver's turn).
    pub line: Vec<Action>,
    /// The rating it starts with.
    pub rating: u32,
    /// Where it comes from (`self-play 1/17 ply 58`, `game #12 ply 40`).
    pub source: String,
}

impl Puzzle {
    /// Who solves it.
    pub fn solver(&self) -> Color {
        self.start.turn()
    }

    /// The solver's decisions in the line, with the position each is made in.
    pub fn solver_decisions(&self) -> Vec<(Position, Action)> {
        let mut p = self.start.clone();
        let mut out = Vec::new();
        for a in &self.line {
            if p.decider() == Some(self.solver()) {
                out.push((p.clone(), *a));
            }
            if p.play(*a).is_err() {
                break;
            }
        }
        out
    }
}

/// What a search for a puzzle may spend.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Positions the search of each kind (all its numbers of turns together) may visit.
    pub nodes: u64,
    /// The deepest win asked for.
    pub win_turns: u8,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            nodes: 400_000,
            win_turns: 3,
        }
    }
}

/// Whether `p` can start a puzzle: the start of its owner's turn, with a choice.
pub fn can_start(p: &Position) -> bool {
    p.stage() == Stage::Push
        && p.decider() == Some(p.turn())
        && p.potentials().and_then(|x| x.challenges()).is_none()
        && p.legal_action_count() >= 2
}

/// The puzzle `p` is, if any: the first kind that holds, in the order win (fewest turns
/// first), material, defence. `None` also when a win's or a defence's search ran out of its
/// budget (one that runs out for material moves on to the defence).
pub fn find(p: &Position, limits: &Limits, cancel: &AtomicBool) -> Option<(Kind, Vec<Action>)> {
    if !can_start(p) {
        return None;
    }
    let me = p.turn();
    let stop = || cancel.load(std::sync::atomic::Ordering::Relaxed);
    let mut prover = Prover::new(p, me, Goal::Win, limits.nodes);
    for n in 1..=limits.win_turns.min(MAX_WIN_TURNS) {
        if stop() {
            return None;
        }
        match attack(&mut prover, p, n) {
            Ok(Answer::One(line)) => return Some((Kind::Win(n), line)),
            Ok(Answer::None) => {}
            // Two wins, or too costly to tell: not a puzzle of any kind.
            Ok(Answer::Several | Answer::Ambiguous) | Err(OutOfBudget) => return None,
        }
    }
    let mut prover = Prover::new(p, me, Goal::Material, limits.nodes);
    for n in 1..=MAX_MATERIAL_TURNS {
        if stop() {
            return None;
        }
        match attack(&mut prover, p, n) {
            Ok(Answer::One(line)) => return Some((Kind::Material(n), line)),
            Ok(Answer::None) => {}
            // No material puzzle here; the defence is another question.
            Ok(Answer::Several | Answer::Ambiguous) | Err(OutOfBudget) => break,
        }
    }
    let mut prover = Prover::new(p, me.other(), Goal::Win, limits.nodes);
    for n in 1..=MAX_DEFENCE_TURNS {
        if stop() {
            return None;
        }
        match defend(&mut prover, p, n) {
            Ok(Answer::One(line)) => return Some((Kind::Defence(n), line)),
            // Every decision loses, or the line is not unique: not a puzzle.
            Ok(Answer::None | Answer::Ambiguous) | Err(OutOfBudget) => return None,
            Ok(Answer::Several) => {}
        }
    }
    None
}

/// Proves that `kind` holds in `p` with `line` as its solution (and no second first
/// decision), the search visiting `nodes` positions at most.
pub fn check(p: &Position, kind: Kind, nodes: u64) -> Result<Vec<Action>, String> {
    if !can_start(p) {
        return Err("not the start of a turn with a choice".into());
    }
    let me = p.turn();
    let n = kind.turns();
    let answer = match kind {
        Kind::Win(_) | Kind::Material(_) => {
            let goal = if matches!(kind, Kind::Win(_)) {
                Goal::Win
            } else {
                Goal::Material
            };
            let mut prover = Prover::new(p, me, goal, nodes);
            // Not already a puzzle of fewer turns.
            for fewer in 1..n {
                if !matches!(attack(&mut prover, p, fewer), Ok(Answer::None)) {
                    return Err(format!("the goal is reached within {fewer} turns already"));
                }
            }
            attack(&mut prover, p, n)
        }
        Kind::Defence(_) => {
            let mut prover = Prover::new(p, me.other(), Goal::Win, nodes);
            // Not the only defence against fewer turns already.
            for fewer in 1..n {
                if !matches!(defend(&mut prover, p, fewer), Ok(Answer::Several)) {
                    return Err(format!("not several defences against {fewer} turns"));
                }
            }
            defend(&mut prover, p, n)
        }
    };
    match answer {
        Ok(Answer::One(line)) => Ok(line),
        Ok(Answer::None) => Err("no first decision does it".into()),
        Ok(Answer::Several) => Err("more than one first decision does it".into()),
        Ok(Answer::Ambiguous) => Err("a later decision of the solver has two right choices".into()),
        Err(OutOfBudget) => Err("the search ran out of its budget".into()),
    }
}

/// What a question about a position found.
enum Answer {
    /// No decision does it.
    None,
    /// Exactly one, and its line.
    One(Vec<Action>),
    /// More than one.
    Several,
    /// One first decision, but a later decision of the solver in the line has more than
    /// one right choice: no puzzle of any kind or number of turns.
    Ambiguous,
}

/// The solver's decisions in `p` that reach the goal within `turns`, two at most (enough to
/// tell that there is more than one).
fn right_decisions(
    prover: &mut Prover,
    p: &Position,
    turns: u8,
) -> Result<Vec<(Action, Position, u8)>, OutOfBudget> {
    let mut right = Vec::new();
    for (a, q) in prover.ordered(p, true) {
        let left = prover.turns_after(p, &q, turns);
        let ok = match prover.settled(p, &q) {
            Some(r) => r,
            None => prover.reaches(&q, left)?,
        };
        if ok {
            right.push((a, q, left));
            if right.len() == 2 {
                break;
            }
        }
    }
    Ok(right)
}

/// Win or material: the one first decision reaching the goal within `turns`, and its line.
fn attack(prover: &mut Prover, p: &Position, turns: u8) -> Result<Answer, OutOfBudget> {
    let right = right_decisions(prover, p, turns)?;
    match right.len() {
        0 => Ok(Answer::None),
        1 => Ok(solution(prover, p, turns)?.map_or(Answer::Ambiguous, Answer::One)),
        _ => Ok(Answer::Several),
    }
}

/// The line from `p`, where the goal is reached within `turns`: the solver's one right
/// decision each time, the others' most resistant. `None` when a later decision of the
/// solver is not the only right one.
fn solution(
    prover: &mut Prover,
    start: &Position,
    turns: u8,
) -> Result<Option<Vec<Action>>, OutOfBudget> {
    let (mut p, mut turns) = (start.clone(), turns);
    let mut line = Vec::new();
    while !p.is_over() {
        let Some(decider) = p.decider() else {
            return Ok(None);
        };
        let (a, q, left) = if decider == prover.solver() {
            let mut right = right_decisions(prover, &p, turns)?;
            if right.len() != 1 {
                return Ok(None);
            }
            right.remove(0)
        } else {
            resistant(prover, &p, turns)?
        };
        line.push(a);
        let done = prover.settled(&p, &q) == Some(true);
        (p, turns) = (q, left);
        if done {
            break;
        }
    }
    Ok(Some(line))
}

/// The reply after which the solver needs the most turns (the defender's most resistant),
/// the first in the evaluation's order among equals.
fn resistant(
    prover: &mut Prover,
    p: &Position,
    turns: u8,
) -> Result<(Action, Position, u8), OutOfBudget> {
    let mut best: Option<(u8, Action, Position, u8)> = None;
    for (a, q) in prover.ordered(p, false) {
        let left = prover.turns_after(p, &q, turns);
        let need = match prover.settled(p, &q) {
            Some(_) => 0,
            None => {
                let mut need = left;
                for k in 0..left {
                    if prover.reaches(&q, k)? {
                        need = k;
                        break;
                    }
                }
                need
            }
        };
        if best.as_ref().is_none_or(|b| need > b.0) {
            best = Some((need, a, q, left));
        }
    }
    let (_, a, q, left) = best.expect("a decision has a legal action");
    Ok((a, q, left))
}

/// The only defence: the defender's one decision in `p` after which the opponent (the
/// prover's solver) cannot force a win within `turns` of his turns, then the defender's one
/// safe decision each time to the end of his turn. `None` when every decision loses,
/// `Several` when more than one holds.
fn defend(prover: &mut Prover, p: &Position, turns: u8) -> Result<Answer, OutOfBudget> {
    let me = p.turn();
    let safe = |prover: &mut Prover, q: &Position| -> Result<bool, OutOfBudget> {
        Ok(match q.outcome() {
            Some(o) => o.winner == me,
            // The opponent's turns counted from his next one.
            None => !prover.reaches(q, turns)?,
        })
    };
    let (mut p, mut line) = (p.clone(), Vec::new());
    loop {
        let mut held = Vec::new();
        if p.decider() == Some(me) {
            for (a, q) in prover.ordered(&p, false) {
                if safe(prover, &q)? {
                    held.push((a, q));
                    if held.len() == 2 {
                        break;
                    }
                }
            }
        } else {
            // The opponent decides within my turn (his rows after my push): any choice of
            // his; the line takes his most promising.
            let Some(first) = prover.ordered(&p, true).into_iter().next() else {
                return Ok(Answer::None);
            };
            held.push(first);
        }
        match held.len() {
            0 => return Ok(Answer::None),
            1 => {}
            _ if line.is_empty() => return Ok(Answer::Several),
            // A second safe decision later in the turn: the puzzle is not unique there.
            _ => return Ok(Answer::Ambiguous),
        }
        let (a, q) = held.remove(0);
        line.push(a);
        p = q;
        if p.is_over() || p.turn() != me {
            return Ok(Answer::One(line));
        }
    }
}

#[cfg(test)]
mod tests;
