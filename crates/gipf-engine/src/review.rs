//! The review of a finished game: for every decision, the decider's win probability before
//! and after it, the engine's best decision there, and a mark when the decision lost
//! enough; each player's accuracy.
//!
//! Every position of the game is searched once at the review budget
//! ([`crate::review_settings`], a depth: the same game gets the same review on any
//! machine) and its score turned into a probability by the family's [`WinModel`], for the
//! game's players when their strengths are known ([`Players`]). A
//! decision's loss is the decider's probability before it minus his probability in the
//! position it made (the next position's search; the result itself once the game is over).
//!
//! Never marked: a forced decision (one legal choice), the engine's own choice, and a
//! decision in a game already decided (the decider was lost before it, under
//! [`DECIDED`], or still wins after it, above `1 - DECIDED`). The thresholds
//! ([`INACCURACY`], [`MISTAKE`], [`BLUNDER`]) are probability lost, and the accuracy is
//! lichess's formula on the same losses; both are explained in the engine's README.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;

use gipf_rules::{Action, Color, Position};
use thiserror::Error;

use crate::consequence::Consequence;
use crate::winprob::{Players, WinModel};

/// At least this much win probability lost: an inaccuracy (`?!`).
pub const INACCURACY: f64 = 0.07;
/// At least this much: a mistake (`?`).
pub const MISTAKE: f64 = 0.14;
/// At least this much: a blunder (`??`).
pub const BLUNDER: f64 = 0.25;
/// A game is decided for a decider under this probability before his decision, or above one
/// minus it after it: nothing he does there is marked.
pub const DECIDED: f64 = 0.03;

/// How bad a decision was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Mark {
    /// Every mark, mildest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark of a loss of win probability, if it is one.
    pub fn of_loss(loss: f64) -> Option<Mark> {
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// Its sign in a move list: `?!`, `?`, `??`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// Its stored name.
    pub const fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that is not a mark.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown mark {0:?}: inaccuracy, mistake or blunder")]
pub struct MarkError(String);

impl FromStr for Mark {
    type Err = MarkError;

    fn from_str(s: &str) -> Result<Mark, MarkError> {
        Mark::ALL
            .into_iter()
            .find(|m| m.name() == s || m.symbol() == s)
            .ok_or_else(|| MarkError(gipf_rules::excerpt(s)))
    }
}

/// One decision of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// Its ply in the game, from 1.
    pub ply: usize,
    /// Who decided.
    pub decider: Color,
    /// What he played.
    pub played: Action,
    /// The engine's choice there (the played one when forced).
    pub best: Action,
    /// His win probability before it.
    pub before: f64,
    /// His win probability after it.
    pub after: f64,
    /// The win probability it lost as if both players were rated alike (their strengths
    /// temper the score, their rating gap does not): what marks and accuracy read, so that
    /// a game against a far stronger player, whose result the gap foretells, is still
    /// judged decision by decision. The loss from `before` to `after` where the players are
    /// unknown.
    pub swing: f64,
    /// Only one legal choice.
    pub forced: bool,
    /// Its mark, if it lost enough.
    pub mark: Option<Mark>,
    /// For a marked decision, what it came to in material along the engine's line after it.
    pub came_to: Option<Consequence>,
    /// For a marked decision, what the engine's choice would have come to.
    pub best_came_to: Option<Consequence>,
}

impl Reviewed {
    /// The win probability the decision lost, as marks read it ([`Reviewed::swing`]; 0
    /// when it lost none).
    pub fn loss(&self) -> f64 {
        self.swing.max(0.0)
    }

    /// White's win probability after it (the evaluation graph's point).
    pub fn white_after(&self) -> f64 {
        match self.decider {
            Color::White => self.after,
            Color::Black => 1.0 - self.after,
        }
    }
}

/// A finished game's review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// White's win probability at the start (the graph's first point).
    pub white_start: f64,
    /// Each player's decision in order (a referee's outcome is none).
    pub decisions: Vec<Reviewed>,
}

/// The game could not be reviewed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReviewError {
    /// The record does not replay.
    #[error("decision {ply} ({action}) is not legal there: the record does not replay")]
    Illegal {
        /// Its ply, from 1.
        ply: usize,
        /// The action.
        action: String,
    },
    /// Asked to stop.
    #[error("the review was stopped")]
    Cancelled,
}

impl Review {
    /// `color`'s accuracy over his decisions with a choice, 0 to 100 (`None` without any):
    /// the mean of lichess's per-move accuracy, `103.1668 e^(-4.354 loss) - 3.1669` with the
    /// loss in probability, clamped to 0..100.
    pub fn accuracy(&self, color: Color) -> Option<f64> {
        let per: Vec<f64> = self
            .decisions
            .iter()
            .filter(|d| d.decider == color && !d.forced)
            .map(|d| (103.1668 * (-4.354 * d.loss()).exp() - 3.1669).clamp(0.0, 100.0))
            .collect();
        (!per.is_empty()).then(|| per.iter().sum::<f64>() / per.len() as f64)
    }

    /// How many of `color`'s decisions got `mark`.
    pub fn count(&self, color: Color, mark: Mark) -> usize {
        self.decisions
            .iter()
            .filter(|d| d.decider == color && d.mark == Some(mark))
            .count()
    }

    /// The plies (from 1) of the `n` marked decisions that lost the most, worst first.
    pub fn turning_points(&self, n: usize) -> Vec<usize> {
        let mut marked: Vec<(usize, f64)> = self
            .decisions
            .iter()
            .filter(|d| d.mark.is_some())
            .map(|d| (d.ply, d.loss()))
            .collect();
        marked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        marked.truncate(n);
        marked.into_iter().map(|(ply, _)| ply).collect()
    }
}

/// What a position's search said: White's win probability, the engine's choice and the
/// line it expects from there.
struct Judged {
    white: f64,
    /// White's chances without the players' rating gap ([`Reviewed::swing`]).
    even: f64,
    best: Option<Action>,
    decider: Option<Color>,
    forced: bool,
    line: Vec<Action>,
}

/// Judges `p`; `next` is the judgement of the position its game went on to (a forced
/// decision's position is worth what the one after it is worth, unsearched).
fn judge<G>(
    p: &Position,
    next: Option<&Judged>,
    players: Option<Players>,
    cancel: &AtomicBool,
    pace: &mut impl FnMut() -> G,
) -> Result<Judged, ReviewError> {
    if let Some(o) = p.outcome() {
        let white = if o.winner == Color::White { 1.0 } else { 0.0 };
        return Ok(Judged {
            white,
            even: white,
            best: None,
            decider: None,
            forced: false,
            line: Vec::new(),
        });
    }
    let next_white = next.map(|j| j.white);
    let next_even = next.map(|j| j.even);
    let decider = p.decider();
    let legal = p.legal_actions();
    let (Some(d), Some(&first)) = (decider, legal.first()) else {
        // Nobody's choice (a referee's outcome): worth what comes of it.
        return Ok(Judged {
            white: next_white.unwrap_or(0.5),
            even: next_even.unwrap_or(0.5),
            best: None,
            decider: None,
            forced: true,
            line: Vec::new(),
        });
    };
    if legal.len() == 1 {
        let mut line = vec![first];
        line.extend(next.map_or(&[][..], |j| &j.line[..]));
        return Ok(Judged {
            white: next_white.unwrap_or(0.5),
            even: next_even.unwrap_or(0.5),
            best: Some(first),
            decider,
            forced: true,
            line,
        });
    }
    let r = search(p, cancel, pace)?;
    let model = WinModel::for_position(p);
    Ok(Judged {
        white: model.for_color_with(r.score, d, Color::White, players),
        even: model.for_color_even(r.score, d, Color::White, players),
        best: Some(r.best),
        decider,
        forced: false,
        line: r.pv,
    })
}

/// Reviews the game played from `start` by `actions`. A long computation (a search per
/// position with a choice): run it off the async threads; `cancel` stops it.
pub fn review(
    start: &Position,
    actions: &[Action],
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    review_paced(start, actions, None, cancel, || ())
}

/// [`review`] for `players` (their strengths temper the probabilities; `None`: unknown),
/// calling `pace` before each search and holding what it returns during the search: a
/// service takes a slot of its AI there, so that a live decision waits for one search, not
/// for a whole review.
pub fn review_paced<G>(
    start: &Position,
    actions: &[Action],
    players: Option<Players>,
    cancel: &AtomicBool,
    mut pace: impl FnMut() -> G,
) -> Result<Review, ReviewError> {
    let mut positions = Vec::with_capacity(actions.len() + 1);
    let mut p = start.clone();
    positions.push(p.clone());
    for (i, a) in actions.iter().enumerate() {
        p.play(*a).map_err(|_| ReviewError::Illegal {
            ply: i + 1,
            action: a.to_string(),
        })?;
        positions.push(p.clone());
    }
    // From the end: a forced position takes the value of the one after it.
    let mut judged: Vec<Judged> = Vec::with_capacity(positions.len());
    for q in positions.iter().rev() {
        let next = judge(q, judged.last(), players, cancel, &mut pace)?;
        judged.push(next);
    }
    judged.reverse();
    let mut decisions = Vec::with_capacity(actions.len());
    for (i, a) in actions.iter().enumerate() {
        let (now, next) = (&judged[i], &judged[i + 1]);
        let Some(decider) = now.decider else {
            continue;
        };
        let mine = |white: f64| match decider {
            Color::White => white,
            Color::Black => 1.0 - white,
        };
        let (before, after) = (mine(now.white), mine(next.white));
        // Marks read the chances as between equals (`swing`): the players' rating gap
        // would call every decision of a game against a far stronger player decided.
        let (even_before, even_after) = (mine(now.even), mine(next.even));
        let swing = (even_before - even_after).max(0.0);
        let best = now.best.unwrap_or(*a);
        let decided = even_before < DECIDED || even_after > 1.0 - DECIDED;
        let mark = if now.forced || best == *a || decided {
            None
        } else {
            Mark::of_loss(swing)
        };
        // What a marked decision and the better one came to, for the summary's words: the
        // line after the played decision is the next position's; after the better one, the
        // rest of this position's own line (searched again only if it does not start there).
        let (mut came_to, mut best_came_to) = (None, None);
        if mark.is_some() {
            let there = &positions[i];
            came_to = Consequence::of(there, *a, &next.line);
            let line = match now.line.split_first() {
                Some((first, rest)) if *first == best => rest.to_vec(),
                _ => match there.after(best).ok().filter(|q| q.decider().is_some()) {
                    Some(q) => search(&q, cancel, &mut pace)?.pv,
                    None => Vec::new(),
                },
            };
            best_came_to = Consequence::of(there, best, &line);
        }
        decisions.push(Reviewed {
            ply: i + 1,
            decider,
            played: *a,
            best,
            before,
            after,
            swing,
            forced: now.forced,
            mark,
            came_to,
            best_came_to,
        });
    }
    Ok(Review {
        white_start: judged[0].white,
        decisions,
    })
}

/// The review's search of `p` (with a choice), holding what `pace` gives during it.
fn search<G>(
    p: &Position,
    cancel: &AtomicBool,
    pace: &mut impl FnMut() -> G,
) -> Result<crate::SearchResult, ReviewError> {
    let held = pace();
    let r =
        crate::think(p, &crate::review_settings(p), None, cancel).ok_or(ReviewError::Cancelled)?;
    drop(held);
    if cancel.load(std::sync::atomic::Ordering::Relaxed) {
        return Err(ReviewError::Cancelled);
    }
    Ok(r)
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
