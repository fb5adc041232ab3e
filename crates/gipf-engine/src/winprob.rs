//! Win probability from an evaluation: the chance that the side to decide wins, given the
//! engine's score at the review budget ([`review_settings`]), as a table fitted to the
//! outcomes of engine games (`gipf winprob`, documented in the engine's README). One table per
//! variant family: the potentials change what a score is worth.
//!
//! The table is a few knots (score, probability), the score from the decider's side, with
//! the probability growing with the score; between knots it is read linearly, beyond the
//! last ones it stays at theirs. A logistic curve, tried first, missed the potentials'
//! middle bands by 10 points; the table follows what the games say. A score the search
//! proved won or lost is 1 or 0.

use gipf_rules::{Color, Position};

use crate::eval::WIN_BOUND;
use crate::{Level, Settings};

/// The fixed budget of a review's searches and of the fit, per family: a depth (pushes), not
/// a time, so that the same position gets the same score on any machine. The potentials'
/// decisions (each use, each TAMSK choice) branch far more: depth 2 there costs more than
/// depth 5 in the classic variants, depth 3 ten times that (the engine's README has the
/// measurements).
pub const CLASSIC_DEPTH: u32 = 5;

/// See [`CLASSIC_DEPTH`].
pub const POTENTIALS_DEPTH: u32 = 2;

/// The review's depth for the game `p` belongs to.
pub fn review_depth(p: &Position) -> u32 {
    if p.potentials().is_some() {
        POTENTIALS_DEPTH
    } else {
        CLASSIC_DEPTH
    }
}

/// The search settings of a review decision (and of the fit's scores) in the game `p`
/// belongs to: master's evaluation, no noise, the family's depth, no time limit.
pub fn review_settings(p: &Position) -> Settings {
    Settings {
        depth: Some(review_depth(p)),
        table_mb: 8,
        ..Settings::level(Level::Master)
    }
}

/// A fitted table from score to win probability.
#[derive(Clone, Debug, PartialEq)]
pub struct WinModel {
    /// (score, probability) with both growing, at least one knot.
    knots: std::borrow::Cow<'static, [(i32, f64)]>,
}

/// The classic variants' table (basic, standard, tournament), fitted by
/// `gipf winprob --variant standard` (the engine's README has the run and its calibration).
pub const CLASSIC: WinModel = WinModel {
    knots: std::borrow::Cow::Borrowed(&CLASSIC_KNOTS),
};

/// The potentials' table (every hand, and Ultimate), fitted by
/// `gipf winprob --variant standard+potentials`.
pub const POTENTIALS: WinModel = WinModel {
    knots: std::borrow::Cow::Borrowed(&POTENTIALS_KNOTS),
};

include!("winprob_tables.rs");

impl WinModel {
    /// The table for the game `p` belongs to.
    pub fn for_position(p: &Position) -> &'static WinModel {
        if p.potentials().is_some() {
            &POTENTIALS
        } else {
            &CLASSIC
        }
    }

    /// Its knots, as `gipf winprob` prints them.
    pub fn knots(&self) -> &[(i32, f64)] {
        &self.knots
    }

    /// The probability that the decider wins, from his score.
    pub fn win_probability(&self, decider_score: i32) -> f64 {
        if decider_score >= WIN_BOUND {
            return 1.0;
        }
        if decider_score <= -WIN_BOUND {
            return 0.0;
        }
        let k = &self.knots;
        let Some(&(first_s, first_p)) = k.first() else {
            return 0.5;
        };
        if decider_score <= first_s {
            return first_p;
        }
        for w in k.windows(2) {
            let ((s0, p0), (s1, p1)) = (w[0], w[1]);
            if decider_score <= s1 {
                let t = f64::from(decider_score - s0) / f64::from((s1 - s0).max(1));
                return p0 + t * (p1 - p0);
            }
        }
        k[k.len() - 1].1
    }

    /// The probability that `color` wins, from a score from White's side with `decider`
    /// to decide.
    pub fn for_color(&self, white_score: i32, decider: Color, color: Color) -> f64 {
        let mine = if decider == Color::White {
            white_score
        } else {
            white_score.saturating_neg()
        };
        let p = self.win_probability(mine);
        if color == decider {
            p
        } else {
            1.0 - p
        }
    }
}

/// One observation: the decider's score and whether he went on to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The decider's score at the review budget.
    pub score: i32,
    /// Whether the decider won the game.
    pub won: bool,
}

impl Sample {
    /// Whether the fit uses it: a proved result says nothing about the table.
    fn fitted(&self) -> bool {
        self.score.abs() < WIN_BOUND
    }
}

/// How many samples make a knot at least.
const PER_KNOT: usize = 400;

/// The table fitted to `samples` (proved results left out): the samples in order of score,
/// cut into groups of equal size (about [`PER_KNOT`] each, 40 groups at most), each group a
/// knot at its mean score and win rate, neighbours pooled until the rates grow (the pool
/// adjacent violators algorithm). `None` without both outcomes among them.
pub fn fit(samples: &[Sample]) -> Option<WinModel> {
    let mut used: Vec<(i32, bool)> = samples
        .iter()
        .filter(|s| s.fitted())
        .map(|s| (s.score, s.won))
        .collect();
    if !used.iter().any(|s| s.1) || !used.iter().any(|s| !s.1) {
        return None;
    }
    used.sort_unstable();
    let groups = (used.len() / PER_KNOT).clamp(2, 40);
    // (sum of scores, wins, count) per pool.
    let mut pools: Vec<(f64, f64, f64)> = Vec::new();
    for g in 0..groups {
        let part = &used[g * used.len() / groups..(g + 1) * used.len() / groups];
        if part.is_empty() {
            continue;
        }
        let sum: f64 = part.iter().map(|s| f64::from(s.0)).sum();
        let wins = part.iter().filter(|s| s.1).count() as f64;
        pools.push((sum, wins, part.len() as f64));
        // Pooled while the newest pool's rate does not exceed the one before.
        while pools.len() >= 2 {
            let (a, b) = (pools[pools.len() - 2], pools[pools.len() - 1]);
            if b.1 / b.2 > a.1 / a.2 {
                break;
            }
            pools.pop();
            pools.pop();
            pools.push((a.0 + b.0, a.1 + b.1, a.2 + b.2));
        }
    }
    let mut knots: Vec<(i32, f64)> = Vec::with_capacity(pools.len());
    for (sum, wins, n) in pools {
        let score = (sum / n).round() as i32;
        // Never quite certain: a score is not a proof.
        let p = (wins / n).clamp(0.005, 0.995);
        match knots.last_mut() {
            Some(last) if last.0 >= score => last.1 = last.1.max(p),
            _ => knots.push((score, p)),
        }
    }
    Some(WinModel {
        knots: std::borrow::Cow::Owned(knots),
    })
}

/// One tenth of the probability range and how the games in it went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    /// Its lower end (0.0, 0.1, ..., 0.9).
    pub from: f64,
    /// How many samples the table put in it.
    pub count: usize,
    /// The mean predicted probability of those samples.
    pub predicted: f64,
    /// How often their decider won.
    pub observed: f64,
}

/// The calibration of `model` over `samples`: the ten bands of predicted probability, each
/// with its observed win rate (a band without samples has count 0).
pub fn calibration(model: &WinModel, samples: &[Sample]) -> Vec<Band> {
    let mut sums = [(0usize, 0.0f64, 0usize); 10];
    for s in samples {
        let p = model.win_probability(s.score);
        let i = ((p * 10.0) as usize).min(9);
        sums[i].0 += 1;
        sums[i].1 += p;
        sums[i].2 += usize::from(s.won);
    }
    sums.iter()
        .enumerate()
        .map(|(i, &(count, p, won))| Band {
            from: i as f64 / 10.0,
            count,
            predicted: if count == 0 { 0.0 } else { p / count as f64 },
            observed: if count == 0 {
                0.0
            } else {
                won as f64 / count as f64
            },
        })
        .collect()
}

/// The mean log-loss of `model` over `samples` (lower is better; 0.693 is a coin).
pub fn log_loss(model: &WinModel, samples: &[Sample]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = model.win_probability(s.score).clamp(1e-6, 1.0 - 1e-6);
            if s.won {
                -p.ln()
            } else {
                -(1.0 - p).ln()
            }
        })
        .sum();
    total / samples.len() as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A known curve, to draw outcomes from.
    fn truth(score: i32) -> f64 {
        1.0 / (1.0 + (-(0.3 + 0.9 * f64::from(score) / 100.0)).exp())
    }

    #[test]
    fn the_fit_follows_the_curve_that_made_the_outcomes() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut samples = Vec::new();
        for i in 0..40_000 {
            let score = (i * 7919 % 1201) - 600;
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let u = (state >> 11) as f64 / (1u64 << 53) as f64;
            samples.push(Sample {
                score,
                won: u < truth(score),
            });
        }
        let got = fit(&samples).expect("both outcomes");
        assert!(got
            .knots()
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1));
        for score in [-400, -100, 0, 150, 450] {
            let p = got.win_probability(score);
            assert!(
                (p - truth(score)).abs() < 0.04,
                "{score}: {p} against {}",
                truth(score)
            );
        }
        for b in calibration(&got, &samples) {
            if b.count > 500 {
                assert!((b.predicted - b.observed).abs() < 0.03, "{b:?}");
            }
        }
        let coin = WinModel {
            knots: std::borrow::Cow::Borrowed(&[(0, 0.5)]),
        };
        assert!(log_loss(&got, &samples) < log_loss(&coin, &samples));
    }

    #[test]
    fn proved_results_are_certain_and_the_sides_add_up() {
        let m = CLASSIC;
        assert!(m
            .knots()
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1));
        assert!(POTENTIALS
            .knots()
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1));
        assert_eq!(m.win_probability(WIN_BOUND + 5), 1.0);
        assert_eq!(m.win_probability(-WIN_BOUND - 5), 0.0);
        let w = m.for_color(250, Color::Black, Color::White);
        let b = m.for_color(250, Color::Black, Color::Black);
        assert!((w + b - 1.0).abs() < 1e-12);
        assert!(w > b, "White is ahead by 250");
        assert!(fit(&[Sample {
            score: 3,
            won: true
        }])
        .is_none());
    }
}
