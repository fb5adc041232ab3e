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
//!
//! The tables were fitted on the review's own self-play, and a score means less between
//! weaker players: they miss what the search sees, and a stronger player wins more than
//! his score says. With the players' strengths ([`Matchup`]) the classic table's
//! probability is tempered ([`Strengths`]): its log-odds are scaled by the players' mean
//! temperature (one a level, read by rating) and shifted by their rating difference, fitted
//! to games of every AI level against every other (`gipf winprob --matchups all`).
//!
//! This file reads the tables (the review's path); fitting them and measuring their
//! calibration is `winprob_fit.rs`, a child module; the tables are `winprob_tables.rs`.

use gipf_rules::{Color, Position};

use std::borrow::Cow;

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
    knots: Cow<'static, [(i32, f64)]>,
    /// How the players' strengths temper the table (`None`: not fitted for this family; the
    /// table is used as it is).
    strengths: Option<Strengths>,
}

/// The classic variants' table (basic, standard, tournament), fitted by
/// `gipf winprob --variant standard` (the engine's README has the run and its calibration),
/// tempered by strength as `gipf winprob --matchups all` fitted.
pub const CLASSIC: WinModel = WinModel {
    knots: Cow::Borrowed(&CLASSIC_KNOTS),
    strengths: Some(CLASSIC_STRENGTHS),
};

/// The potentials' table (every hand, and Ultimate), fitted by
/// `gipf winprob --variant standard+potentials` (on self-play only: no strengths yet).
pub const POTENTIALS: WinModel = WinModel {
    knots: Cow::Borrowed(&POTENTIALS_KNOTS),
    strengths: None,
};

include!("winprob_tables.rs");

/// Both players' strengths as ratings on the levels' scale ([`Ladder`] puts a pool's
/// ratings there).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Matchup {
    /// The decider's rating.
    pub decider: f64,
    /// His opponent's.
    pub opponent: f64,
}

impl Matchup {
    /// The same two players with the other one to decide.
    pub fn swapped(self) -> Matchup {
        Matchup {
            decider: self.opponent,
            opponent: self.decider,
        }
    }
}

/// The players of a game by colour, as ratings on the levels' scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Players {
    /// White's rating.
    pub white: f64,
    /// Black's rating.
    pub black: f64,
}

impl Players {
    /// The matchup with `decider` to decide.
    pub fn with_decider(self, decider: Color) -> Matchup {
        match decider {
            Color::White => Matchup {
                decider: self.white,
                opponent: self.black,
            },
            Color::Black => Matchup {
                decider: self.black,
                opponent: self.white,
            },
        }
    }
}

/// How strength tempers a table: with `l` the table's log-odds, `r` and `o` the decider's
/// and his opponent's ratings and `d = (r - o) / 400`, the probability is
/// `σ((τ(r) + τ(o)) / 2 · l + (k + e · |l|) · d)`, `τ` read linearly between knots (flat
/// beyond). A player's temperature says how much a score is worth in his hands (under 1:
/// less than in the review's self-play; the weaker levels' noise makes their games turn
/// more); `k` is how much more than his score says a stronger player wins in an even
/// position, and `e` (negative) how much of that the score already holds once it leans one
/// way (the stronger player gets ahead; a weaker one ahead of him often stays ahead). `e · d`
/// is kept within the temperature, so that the probability still grows with the score. A
/// proved result is tempered too, as a table's surest probability: a weak player does not
/// always find the win the search proved.
#[derive(Clone, Debug, PartialEq)]
pub struct Strengths {
    /// (rating, temperature), ratings growing, at least one knot.
    temperature: Cow<'static, [(f64, f64)]>,
    /// The log-odds added per 400 rating points of difference in an even position (`k`).
    per_400: f64,
    /// Its change per unit of the table's log-odds, either way (`e`).
    per_400_by_logit: f64,
}

impl Strengths {
    /// From knots (rating, temperature) and the weights of the rating difference (`k` and
    /// `e`).
    pub fn new(temperature: Vec<(f64, f64)>, per_400: f64, per_400_by_logit: f64) -> Strengths {
        Strengths {
            temperature: Cow::Owned(temperature),
            per_400,
            per_400_by_logit,
        }
    }

    /// `e`: the change of the rating difference's weight per unit of the table's log-odds.
    pub fn per_400_by_logit(&self) -> f64 {
        self.per_400_by_logit
    }

    /// The knots (rating, temperature).
    pub fn temperature_knots(&self) -> &[(f64, f64)] {
        &self.temperature
    }

    /// `k`: the log-odds per 400 rating points of difference in an even position.
    pub fn per_400(&self) -> f64 {
        self.per_400
    }

    /// The temperature of a player rated `rating`.
    pub fn temperature(&self, rating: f64) -> f64 {
        hat_weights(
            &self.temperature.iter().map(|k| k.0).collect::<Vec<_>>(),
            rating,
        )
        .into_iter()
        .zip(self.temperature.iter())
        .map(|(w, k)| w * k.1)
        .sum()
    }

    /// `p` tempered by the two players' temperatures alone, as if they were rated alike:
    /// what a decision changed between these two, apart from who is stronger (a review's
    /// marks read it, so that a game against a far stronger player, whose result the rating
    /// gap foretells, is still judged decision by decision).
    pub fn temper_even(&self, p: f64, players: Matchup) -> f64 {
        let t = (self.temperature(players.decider) + self.temperature(players.opponent)) / 2.0;
        sigmoid(t * logit(p))
    }

    /// `p` (the table's probability) tempered for `players`.
    pub fn temper(&self, p: f64, players: Matchup) -> f64 {
        let t = (self.temperature(players.decider) + self.temperature(players.opponent)) / 2.0;
        let d = (players.decider - players.opponent) / 400.0;
        let l = logit(p);
        let lean = (self.per_400_by_logit * d).clamp(-t.abs(), t.abs());
        sigmoid(t * l + self.per_400 * d + lean * l.abs())
    }
}

/// The weight of each knot at `x` (linear between neighbours, flat beyond the ends): the
/// temperature is the knots' values weighted so, and the fit is linear in them.
fn hat_weights(knots: &[f64], x: f64) -> Vec<f64> {
    let mut w = vec![0.0; knots.len()];
    let (Some(&first), Some(&last)) = (knots.first(), knots.last()) else {
        return w;
    };
    if x <= first {
        w[0] = 1.0;
    } else if x >= last {
        w[knots.len() - 1] = 1.0;
    } else {
        for i in 0..knots.len() - 1 {
            let (a, b) = (knots[i], knots[i + 1]);
            if x <= b {
                let t = if b > a { (x - a) / (b - a) } else { 1.0 };
                w[i] = 1.0 - t;
                w[i + 1] = t;
                break;
            }
        }
    }
    w
}

fn logit(p: f64) -> f64 {
    let p = p.clamp(0.005, 0.995);
    (p / (1.0 - p)).ln()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Each level's rating on the scale the strengths were fitted on (the fit's games give the
/// levels' differences, [`LEVEL_RATINGS`]).
pub fn level_rating(level: Level) -> f64 {
    LEVEL_RATINGS[level as usize]
}

/// Where a rating pool stands against the levels' scale: each AI level's established rating
/// in the pool, when it has one. A rating is placed on the levels' scale linearly between
/// the two levels it lies between (beyond the ends, at the nearest level's offset); with
/// no level known, the pool's ratings are taken as they are.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Ladder {
    /// Each level's rating in the pool, weakest level first.
    pub pool: [Option<f64>; 5],
}

impl Ladder {
    /// `rating` (in the pool) on the levels' scale.
    pub fn place(&self, rating: f64) -> f64 {
        // The known (pool, levels' scale) points, in both orders at once: a level rated
        // out of order in the pool says nothing reliable and is left out.
        let mut points: Vec<(f64, f64)> = Vec::new();
        for (i, r) in self.pool.iter().enumerate() {
            if let Some(r) = r.filter(|r| r.is_finite()) {
                if points.last().is_none_or(|last| r > last.0) {
                    points.push((r, LEVEL_RATINGS[i]));
                }
            }
        }
        let (Some(&first), Some(&last)) = (points.first(), points.last()) else {
            return rating;
        };
        if rating <= first.0 {
            return rating - first.0 + first.1;
        }
        if rating >= last.0 {
            return rating - last.0 + last.1;
        }
        for w in points.windows(2) {
            let ((a, x), (b, y)) = (w[0], w[1]);
            if rating <= b {
                return x + (rating - a) / (b - a) * (y - x);
            }
        }
        rating
    }
}

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

    /// How strength tempers it, if it does for this family.
    pub fn strengths(&self) -> Option<&Strengths> {
        self.strengths.as_ref()
    }

    /// The same table tempered by `strengths` (`None`: untempered).
    pub fn with_strengths(&self, strengths: Option<Strengths>) -> WinModel {
        WinModel {
            knots: self.knots.clone(),
            strengths,
        }
    }

    /// The probability that the decider wins, from his score and, when known, both players'
    /// strengths (a family without fitted strengths ignores them).
    pub fn win_probability_for(&self, decider_score: i32, players: Option<Matchup>) -> f64 {
        let p = self.win_probability(decider_score);
        match (players, &self.strengths) {
            (Some(m), Some(s)) => s.temper(p, m),
            _ => p,
        }
    }

    /// [`WinModel::for_color`] for known players.
    pub fn for_color_with(
        &self,
        white_score: i32,
        decider: Color,
        color: Color,
        players: Option<Players>,
    ) -> f64 {
        let m = players.map(|x| x.with_decider(decider));
        chances_of(white_score, decider, color, |mine| {
            self.win_probability_for(mine, m)
        })
    }

    /// [`WinModel::for_color_with`] without the players' rating gap
    /// ([`Strengths::temper_even`]); the table's own where the players are unknown.
    pub fn for_color_even(
        &self,
        white_score: i32,
        decider: Color,
        color: Color,
        players: Option<Players>,
    ) -> f64 {
        chances_of(white_score, decider, color, |mine| {
            let table = self.win_probability(mine);
            match (players, &self.strengths) {
                (Some(x), Some(s)) => s.temper_even(table, x.with_decider(decider)),
                _ => table,
            }
        })
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
    /// to decide (players unknown: the table as fitted on the review's self-play).
    pub fn for_color(&self, white_score: i32, decider: Color, color: Color) -> f64 {
        self.for_color_with(white_score, decider, color, None)
    }
}

/// `color`'s chances from a score from White's side with `decider` to decide, where
/// `decider_wins` reads the decider's own score.
fn chances_of(
    white_score: i32,
    decider: Color,
    color: Color,
    decider_wins: impl FnOnce(i32) -> f64,
) -> f64 {
    let mine = if decider == Color::White {
        white_score
    } else {
        white_score.saturating_neg()
    };
    let p = decider_wins(mine);
    if color == decider {
        p
    } else {
        1.0 - p
    }
}

// Fitting and calibration: a topic of its own, on the tables' private parts.
#[path = "winprob_fit.rs"]
mod fit;
pub use fit::*;

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
            knots: Cow::Borrowed(&[(0, 0.5)]),
            strengths: None,
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

    #[test]
    fn the_strength_fit_finds_the_temperatures_that_made_the_outcomes() {
        // Outcomes drawn with temperature 0.5 at rating 1000, 1.0 at 2000, and 1.2
        // log-odds per 400 points of difference, 0.1 less per unit of log-odds.
        let truth = Strengths::new(vec![(1000.0, 0.5), (2000.0, 1.0)], 1.2, -0.1);
        let base = CLASSIC.with_strengths(None);
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut samples = Vec::new();
        for i in 0..60_000 {
            let score = (i * 7919 % 1001) - 500;
            let players = match i % 3 {
                0 => Matchup {
                    decider: 1000.0,
                    opponent: 1000.0,
                },
                1 => Matchup {
                    decider: 2000.0,
                    opponent: 2000.0,
                },
                _ => Matchup {
                    decider: 1700.0,
                    opponent: 1300.0,
                },
            };
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let u = (state >> 11) as f64 / (1u64 << 53) as f64;
            let p = truth.temper(base.win_probability(score), players);
            samples.push(RatedSample {
                sample: Sample { score, won: u < p },
                players,
            });
        }
        let got = fit_strengths(&base, &[1000.0, 2000.0], &samples).expect("both outcomes");
        for (r, t) in [(1000.0, 0.5), (1500.0, 0.75), (2000.0, 1.0)] {
            assert!((got.temperature(r) - t).abs() < 0.06, "{r}: {got:?}");
        }
        assert!((got.per_400() - 1.2).abs() < 0.15, "{got:?}");
        assert!((got.per_400_by_logit() + 0.1).abs() < 0.1, "{got:?}");
        let tempered = base.with_strengths(Some(got));
        for b in calibration_rated(&tempered, &samples) {
            if b.count > 1000 {
                assert!((b.predicted - b.observed).abs() < 0.03, "{b:?}");
            }
        }
        assert!(
            log_loss_rated(&tempered, &samples)
                < log_loss(&base, &samples.iter().map(|s| s.sample).collect::<Vec<_>>())
        );
    }

    #[test]
    fn strength_tempers_the_classic_table_only() {
        let weak = Matchup {
            decider: level_rating(Level::Beginner),
            opponent: level_rating(Level::Beginner),
        };
        let stronger = Matchup {
            decider: level_rating(Level::Master),
            opponent: level_rating(Level::Beginner),
        };
        // A proved win is all but certain between masters; beginners miss some. The
        // potentials ignore strengths (not fitted).
        let masters = Matchup {
            decider: level_rating(Level::Master),
            opponent: level_rating(Level::Master),
        };
        let sure = CLASSIC.win_probability_for(WIN_BOUND, Some(masters));
        assert!(sure > 0.99, "{sure}");
        assert!(CLASSIC.win_probability_for(WIN_BOUND, Some(weak)) < sure - 0.03);
        assert_eq!(
            POTENTIALS.win_probability_for(150, Some(weak)),
            POTENTIALS.win_probability(150)
        );
        // The stronger player wins more at the same score than the weaker one.
        assert!(
            CLASSIC.win_probability_for(0, Some(stronger))
                > CLASSIC.win_probability_for(0, Some(stronger.swapped()))
        );
        // The probability grows with the score whoever plays.
        for m in [weak, stronger, stronger.swapped()] {
            let ps: Vec<f64> = (-800..=800)
                .step_by(50)
                .map(|s| CLASSIC.win_probability_for(s, Some(m)))
                .collect();
            assert!(ps.windows(2).all(|w| w[0] <= w[1]), "{m:?}: {ps:?}");
        }
        let players = Players {
            white: 1200.0,
            black: 1800.0,
        };
        let w = CLASSIC.for_color_with(120, Color::Black, Color::White, Some(players));
        let b = CLASSIC.for_color_with(120, Color::Black, Color::Black, Some(players));
        assert!((w + b - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_ladder_puts_a_pool_on_the_levels_scale() {
        let lr = |l: Level| level_rating(l);
        // Nothing known: the pool's ratings as they are.
        assert_eq!(Ladder::default().place(1432.0), 1432.0);
        let ladder = Ladder {
            pool: [Some(900.0), None, Some(1400.0), Some(1600.0), None],
        };
        assert!((ladder.place(900.0) - lr(Level::Beginner)).abs() < 1e-9);
        assert!((ladder.place(1600.0) - lr(Level::Strong)).abs() < 1e-9);
        let mid = ladder.place(1500.0);
        assert!((mid - (lr(Level::Intermediate) + lr(Level::Strong)) / 2.0).abs() < 1e-9);
        // Beyond the ends: the nearest level's offset.
        assert!((ladder.place(1700.0) - (lr(Level::Strong) + 100.0)).abs() < 1e-9);
        assert!((ladder.place(800.0) - (lr(Level::Beginner) - 100.0)).abs() < 1e-9);
        // A level rated out of order is left out.
        let odd = Ladder {
            pool: [Some(1500.0), Some(1000.0), None, None, None],
        };
        assert!((odd.place(1500.0) - lr(Level::Beginner)).abs() < 1e-9);
    }
}
