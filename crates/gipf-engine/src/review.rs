//! The review of a finished game: for every decision, the decider's win probability before
//! and after it, the engine's best decision there, and a mark when the decision lost
//! enough; each player's accuracy.
//!
//! Every position of the game is searched once at the review budget
//! ([`crate::review_settings`], a depth: the same game gets the same review on any
//! machine) and its score turned into a probability by the family's [`WinModel`]. A
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

use crate::winprob::WinModel;

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
    /// Only one legal choice.
    pub forced: bool,
    /// Its mark, if it lost enough.
    pub mark: Option<Mark>,
}

impl Reviewed {
    /// The win probability the decision lost (0 when it lost none).
    pub fn loss(&self) -> f64 {
        (self.before - self.after).max(0.0)
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

/// What a position's search said: White's win probability and the engine's choice.
struct Judged {
    white: f64,
    best: Option<Action>,
    decider: Option<Color>,
    forced: bool,
}

/// Judges `p`; `next_white` is the judgement of the position its game went on to (a forced
/// decision's position is worth what the one after it is worth, unsearched).
fn judge<G>(
    p: &Position,
    next_white: Option<f64>,
    cancel: &AtomicBool,
    pace: &mut impl FnMut() -> G,
) -> Result<Judged, ReviewError> {
    if let Some(o) = p.outcome() {
        return Ok(Judged {
            white: if o.winner == Color::White { 1.0 } else { 0.0 },
            best: None,
            decider: None,
            forced: false,
        });
    }
    let decider = p.decider();
    let legal = p.legal_actions();
    let (Some(d), Some(&first)) = (decider, legal.first()) else {
        // Nobody's choice (a referee's outcome): worth what comes of it.
        return Ok(Judged {
            white: next_white.unwrap_or(0.5),
            best: None,
            decider: None,
            forced: true,
        });
    };
    if legal.len() == 1 {
        return Ok(Judged {
            white: next_white.unwrap_or(0.5),
            best: Some(first),
            decider,
            forced: true,
        });
    }
    let held = pace();
    let r =
        crate::think(p, &crate::review_settings(p), None, cancel).ok_or(ReviewError::Cancelled)?;
    drop(held);
    if cancel.load(std::sync::atomic::Ordering::Relaxed) {
        return Err(ReviewError::Cancelled);
    }
    Ok(Judged {
        white: WinModel::for_position(p).for_color(r.score, d, Color::White),
        best: Some(r.best),
        decider,
        forced: false,
    })
}

/// Reviews the game played from `start` by `actions`. A long computation (a search per
/// position with a choice): run it off the async threads; `cancel` stops it.
pub fn review(
    start: &Position,
    actions: &[Action],
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    review_paced(start, actions, cancel, || ())
}

/// [`review`], calling `pace` before each search and holding what it returns during the
/// search: a service takes a slot of its AI there, so that a live decision waits for one
/// search, not for a whole review.
pub fn review_paced<G>(
    start: &Position,
    actions: &[Action],
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
        let next = judged.last().map(|j| j.white);
        judged.push(judge(q, next, cancel, &mut pace)?);
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
        let best = now.best.unwrap_or(*a);
        let decided = before < DECIDED || after > 1.0 - DECIDED;
        let mark = if now.forced || best == *a || decided {
            None
        } else {
            Mark::of_loss(before - after)
        };
        decisions.push(Reviewed {
            ply: i + 1,
            decider,
            played: *a,
            best,
            before,
            after,
            forced: now.forced,
            mark,
        });
    }
    Ok(Review {
        white_start: judged[0].white,
        decisions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_rules::Variant;

    fn cancel() -> AtomicBool {
        AtomicBool::new(false)
    }

    /// Plays from `p` with the review's own search (`depth` pushes), `plies` decisions at
    /// most; the actions.
    fn play_on(p: &mut Position, depth: u32, plies: usize) -> Vec<Action> {
        let settings = crate::Settings {
            depth: Some(depth),
            ..crate::review_settings(p)
        };
        let mut actions = Vec::new();
        for _ in 0..plies {
            if p.is_over() {
                break;
            }
            let Some(r) = crate::think(p, &settings, None, &cancel()) else {
                break;
            };
            p.play(r.best).expect("legal");
            actions.push(r.best);
        }
        actions
    }

    /// The legal action after which the decider's review probability is lowest.
    fn worst(p: &Position) -> (Action, f64) {
        let me = p.decider().expect("a decider");
        p.legal_actions()
            .into_iter()
            .map(|a| {
                let q = p.after(a).expect("legal");
                let w = match q.outcome() {
                    Some(o) => f64::from(u8::from(o.winner == me)),
                    None => {
                        let r = crate::think(&q, &crate::review_settings(&q), None, &cancel())
                            .expect("searched");
                        let d = q.decider().expect("a decider");
                        WinModel::for_position(&q).for_color(r.score, d, me)
                    }
                };
                (a, w)
            })
            .min_by(|x, y| x.1.total_cmp(&y.1))
            .expect("a legal action")
    }

    #[test]
    fn a_planted_blunder_is_marked_with_the_better_decision_and_nothing_forced_is() {
        let start = Position::start(Variant::Standard);
        let mut p = start.clone();
        let mut actions = play_on(&mut p, 4, 24);
        // In an open position, the decider plays his worst decision.
        let best_there = crate::think(&p, &crate::review_settings(&p), None, &cancel())
            .expect("searched")
            .best;
        let (planted, _) = worst(&p);
        let ply = actions.len() + 1;
        p.play(planted).expect("legal");
        actions.push(planted);
        actions.extend(play_on(&mut p, 4, 400));
        assert!(p.is_over(), "the game ends");

        let r = review(&start, &actions, &cancel()).expect("reviewed");
        let d = r
            .decisions
            .iter()
            .find(|d| d.ply == ply)
            .expect("the plant");
        assert!(d.loss() >= BLUNDER, "{d:?}");
        assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
        assert_eq!(d.best, best_there);
        assert_ne!(d.best, planted);
        assert!(
            r.turning_points(3).contains(&ply),
            "{:?}",
            r.turning_points(3)
        );
        let blunderer = d.decider;
        assert!(r.count(blunderer, Mark::Blunder) >= 1);
        assert!(r.accuracy(blunderer).expect("decisions") < 100.0);
        for d in &r.decisions {
            if d.forced || d.best == d.played {
                assert_eq!(d.mark, None, "{d:?}");
            }
            assert!((0.0..=1.0).contains(&d.before) && (0.0..=1.0).contains(&d.after));
        }
        // The last decision won: the winner's probability after it is 1.
        let last = r.decisions.last().expect("decisions");
        assert_eq!(last.after, 1.0);

        // The same game, the same review.
        assert_eq!(review(&start, &actions, &cancel()).expect("again"), r);
    }

    /// Whether the side to decide in `q` can win within its turn (every decision of it).
    fn wins_this_turn(q: &Position, who: Color) -> bool {
        if let Some(o) = q.outcome() {
            return o.winner == who;
        }
        if q.decider() != Some(who) {
            return false;
        }
        q.legal_actions()
            .into_iter()
            .any(|a| wins_this_turn(&q.after(a).expect("legal"), who))
    }

    #[test]
    fn a_push_that_gives_away_the_last_gipf_piece_is_a_blunder_with_a_safe_better_push() {
        // Self-play games of varied openings until the decider, down to his last GIPF
        // piece and with fair chances, has a push after which the opponent takes it at
        // once, and the engine's own push is safe: that push is planted.
        let start = Position::start(Variant::Standard);
        for seed in 0..40usize {
            let mut p = start.clone();
            let mut actions = Vec::new();
            for k in 0..6 {
                let legal = p.legal_actions();
                let a = legal[(seed * 13 + k * 7) % legal.len()];
                p.play(a).expect("legal");
                actions.push(a);
            }
            while !p.is_over() && actions.len() < 300 {
                let me = p.decider().expect("a decider");
                let open = p.board().gipf_count(me) == 1;
                let searched = crate::think(&p, &crate::review_settings(&p), None, &cancel())
                    .expect("searched");
                let best = searched.best;
                // Not lost already: a push that loses a lost game loses little.
                let open =
                    open && WinModel::for_position(&p).for_color(searched.score, me, me) >= 0.35;
                let there = p.clone();
                let loses = |a: Action| {
                    let q = there.after(a).expect("legal");
                    q.decider() == Some(me.other()) && wins_this_turn(&q, me.other())
                };
                let planted = (open && !loses(best))
                    .then(|| there.legal_actions().into_iter().find(|a| loses(*a)))
                    .flatten();
                if let Some(planted) = planted {
                    let ply = actions.len() + 1;
                    p.play(planted).expect("legal");
                    actions.push(planted);
                    actions.extend(play_on(&mut p, 4, 400));
                    let r = review(&start, &actions, &cancel()).expect("reviewed");
                    let d = r.decisions.iter().find(|d| d.ply == ply).expect("plant");
                    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
                    assert_eq!(d.best, best, "{d:?}");
                    assert!(!loses(d.best), "the better push keeps the piece");
                    assert!(r.turning_points(3).contains(&ply));
                    return;
                }
                let step = play_on(&mut p, 2, 1);
                actions.extend(step);
            }
        }
        panic!("no game of these openings gave the chance to plant the blunder");
    }

    #[test]
    fn a_removal_choice_that_gives_the_game_away_is_a_blunder_with_the_better_choice() {
        // Self-play games of varied openings until a player with fair chances chooses
        // between removals, one of which costs him well over a blunder's worth of chances
        // (what it leaves on the board gives the opponent the game): that choice is planted.
        let start = Position::start(Variant::Standard);
        for seed in 0..60usize {
            let mut p = start.clone();
            let mut actions = Vec::new();
            for k in 0..6 {
                let legal = p.legal_actions();
                let a = legal[(seed * 11 + k * 5) % legal.len()];
                p.play(a).expect("legal");
                actions.push(a);
            }
            while !p.is_over() && actions.len() < 300 {
                let legal = p.legal_actions();
                let removals =
                    legal.len() >= 2 && legal.iter().all(|a| matches!(a, Action::Remove { .. }));
                if removals {
                    let me = p.decider().expect("a decider");
                    let searched = crate::think(&p, &crate::review_settings(&p), None, &cancel())
                        .expect("searched");
                    let before = WinModel::for_position(&p).for_color(searched.score, me, me);
                    let (planted, after) = worst(&p);
                    if before >= 0.35 && before - after >= BLUNDER + 0.05 {
                        let ply = actions.len() + 1;
                        p.play(planted).expect("legal");
                        actions.push(planted);
                        actions.extend(play_on(&mut p, 4, 400));
                        let r = review(&start, &actions, &cancel()).expect("reviewed");
                        let d = r.decisions.iter().find(|d| d.ply == ply).expect("plant");
                        assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
                        assert_eq!(d.best, searched.best, "{d:?}");
                        assert_ne!(d.best, planted);
                        assert!(matches!(d.best, Action::Remove { .. }));
                        return;
                    }
                }
                let step = play_on(&mut p, 2, 1);
                actions.extend(step);
            }
        }
        panic!("no game of these openings gave the chance to plant the removal");
    }

    #[test]
    fn a_forced_decision_is_never_marked() {
        // Random games until one reaches a decision with one legal choice.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for n in 0..600 {
            let start = ["basic", "tournament", "standard+potentials", "ultimate"][n % 4]
                .parse::<gipf_rules::GameVariant>()
                .expect("a variant")
                .start();
            let mut p = start.clone();
            let mut actions = Vec::new();
            while !p.is_over() && actions.len() < 400 {
                let legal = p.legal_actions();
                if legal.len() == 1 {
                    // Reviewed from two decisions before it, and one after.
                    let from = actions.len().saturating_sub(2);
                    let mut q = start.clone();
                    for a in &actions[..from] {
                        q.play(*a).expect("legal");
                    }
                    let forced = actions.len() + 1 - from;
                    p.play(legal[0]).expect("legal");
                    actions.push(legal[0]);
                    if let Some(a) = p.legal_actions().first() {
                        actions.push(*a);
                    }
                    let r = review(&q, &actions[from..], &cancel()).expect("reviewed");
                    let d = r.decisions.iter().find(|d| d.ply == forced).expect("it");
                    assert!(d.forced && d.mark.is_none(), "{d:?}");
                    assert_eq!(d.before, d.after, "worth what comes of it");
                    return;
                }
                let a = legal[(next() % legal.len() as u64) as usize];
                p.play(a).expect("legal");
                actions.push(a);
            }
        }
        panic!("no forced decision in 600 random games");
    }

    #[test]
    fn a_game_of_deeper_searches_gets_few_marks() {
        let start = Position::start(Variant::Standard);
        let mut p = start.clone();
        let actions = play_on(&mut p, 6, 400);
        let r = review(&start, &actions, &cancel()).expect("reviewed");
        for c in [Color::White, Color::Black] {
            let marks: usize = Mark::ALL.iter().map(|&m| r.count(c, m)).sum();
            let made = r.decisions.iter().filter(|d| d.decider == c).count();
            assert!(
                marks * 10 <= made,
                "{c:?}: {marks} marks in {made} decisions"
            );
            assert!(r.accuracy(c).expect("decisions") > 80.0);
        }
    }

    #[test]
    fn marks_read_their_names_and_signs_and_bad_records_are_refused() {
        for m in Mark::ALL {
            assert_eq!(m.name().parse::<Mark>(), Ok(m));
            assert_eq!(m.symbol().parse::<Mark>(), Ok(m));
        }
        assert!("great".parse::<Mark>().is_err());
        assert_eq!(Mark::of_loss(0.02), None);
        assert_eq!(Mark::of_loss(MISTAKE), Some(Mark::Mistake));
        let start = Position::start(Variant::Basic);
        let mut p = start.clone();
        let mut actions = play_on(&mut p, 1, 600);
        assert!(p.is_over());
        let stop = AtomicBool::new(true);
        assert_eq!(review(&start, &actions, &stop), Err(ReviewError::Cancelled));
        // A decision after the end does not replay.
        actions.push(actions[0]);
        let err = review(&start, &actions, &cancel()).expect_err("after the end");
        assert_eq!(
            err,
            ReviewError::Illegal {
                ply: actions.len(),
                action: actions[0].to_string()
            }
        );
    }
}
