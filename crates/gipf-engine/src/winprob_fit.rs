//! Fitting the win-probability tables and measuring their calibration (a child of
//! `winprob.rs`, which reads them): samples, the table's knots by pool adjacent violators,
//! the players' strengths by least squares, calibration bands and log-loss. Used by
//! `gipf winprob` and the tests, never on a review's path.

use super::*;

/// One observation: the decider's score and whether he went on to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
        knots: Cow::Owned(knots),
        strengths: None,
    })
}

/// A sample with both players' strengths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedSample {
    /// The decider's score and whether he won.
    pub sample: Sample,
    /// Who played.
    pub players: Matchup,
}

/// The temperature knots (at `knots`, ratings growing) and the weight of the rating
/// difference that fit `samples` best with `model`'s table (maximum likelihood, Newton's
/// method on the logistic model, which is linear in them); proved results count, as the
/// table's surest probability. `None` without both outcomes or knots.
pub fn fit_strengths(
    model: &WinModel,
    knots: &[f64],
    samples: &[RatedSample],
) -> Option<Strengths> {
    if knots.is_empty()
        || !samples.iter().any(|s| s.sample.won)
        || !samples.iter().any(|s| !s.sample.won)
    {
        return None;
    }
    let n = knots.len() + 2;
    // Each sample's features: both players' hat weights, averaged, times the table's
    // log-odds; d; d times the log-odds' size.
    let rows: Vec<(Vec<f64>, f64)> = samples
        .iter()
        .map(|s| {
            let l = logit(model.win_probability(s.sample.score));
            let (a, b) = (
                hat_weights(knots, s.players.decider),
                hat_weights(knots, s.players.opponent),
            );
            let mut x: Vec<f64> = a.iter().zip(&b).map(|(a, b)| (a + b) / 2.0 * l).collect();
            let d = (s.players.decider - s.players.opponent) / 400.0;
            x.push(d);
            x.push(d * l.abs());
            (x, if s.sample.won { 1.0 } else { 0.0 })
        })
        .collect();
    let mut beta = vec![1.0; n];
    beta[n - 2] = 0.0;
    beta[n - 1] = 0.0;
    for _ in 0..50 {
        let mut grad = vec![0.0; n];
        // A little ridge keeps a knot without samples where it started.
        let mut hess = vec![vec![0.0; n]; n];
        for (i, row) in hess.iter_mut().enumerate() {
            row[i] = 1e-6;
        }
        for (x, y) in &rows {
            let z: f64 = x.iter().zip(&beta).map(|(a, b)| a * b).sum();
            let p = sigmoid(z);
            let w = p * (1.0 - p);
            for i in 0..n {
                grad[i] += (y - p) * x[i];
                for j in 0..n {
                    hess[i][j] += w * x[i] * x[j];
                }
            }
        }
        let step = solve(hess, grad)?;
        let mut biggest = 0.0f64;
        for (b, d) in beta.iter_mut().zip(&step) {
            *b += d;
            biggest = biggest.max(d.abs());
        }
        if biggest < 1e-9 {
            break;
        }
    }
    let (per_400, per_400_by_logit) = (beta[n - 2], beta[n - 1]);
    Some(Strengths::new(
        knots.iter().copied().zip(beta).collect(),
        per_400,
        per_400_by_logit,
    ))
}

/// Solves `a x = b` (Gaussian elimination with partial pivoting); `None` when singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for c in 0..n {
        let pivot = (c..n).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))?;
        if a[pivot][c].abs() < 1e-12 {
            return None;
        }
        a.swap(c, pivot);
        b.swap(c, pivot);
        let (top, rest) = a.split_at_mut(c + 1);
        let pivot_row = &top[c];
        for (i, row) in rest.iter_mut().enumerate() {
            let f = row[c] / pivot_row[c];
            for (x, p) in row.iter_mut().zip(pivot_row).skip(c) {
                *x -= f * p;
            }
            b[c + 1 + i] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|k| a[r][k] * x[k]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    Some(x)
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
    bands(
        samples
            .iter()
            .map(|s| (model.win_probability(s.score), s.won)),
    )
}

/// [`calibration`] with the players' strengths.
pub fn calibration_rated(model: &WinModel, samples: &[RatedSample]) -> Vec<Band> {
    bands(samples.iter().map(|s| {
        (
            model.win_probability_for(s.sample.score, Some(s.players)),
            s.sample.won,
        )
    }))
}

/// The ten bands of (predicted probability, won) pairs.
pub fn bands(predictions: impl Iterator<Item = (f64, bool)>) -> Vec<Band> {
    let mut sums = [(0usize, 0.0f64, 0usize); 10];
    for (p, won) in predictions {
        let i = ((p * 10.0) as usize).min(9);
        sums[i].0 += 1;
        sums[i].1 += p;
        sums[i].2 += usize::from(won);
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
    mean_log_loss(
        samples
            .iter()
            .map(|s| (model.win_probability(s.score), s.won)),
    )
}

/// [`log_loss`] with the players' strengths.
pub fn log_loss_rated(model: &WinModel, samples: &[RatedSample]) -> f64 {
    mean_log_loss(samples.iter().map(|s| {
        (
            model.win_probability_for(s.sample.score, Some(s.players)),
            s.sample.won,
        )
    }))
}

/// The mean log-loss of (predicted probability, won) pairs (0 without any).
pub fn mean_log_loss(predictions: impl Iterator<Item = (f64, bool)>) -> f64 {
    let (mut total, mut n) = (0.0, 0usize);
    for (p, won) in predictions {
        let p = p.clamp(1e-6, 1.0 - 1e-6);
        total += if won { -p.ln() } else { -(1.0 - p).ln() };
        n += 1;
    }
    if n == 0 {
        0.0
    } else {
        total / n as f64
    }
}
