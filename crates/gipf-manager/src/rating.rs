//! Glicko-2 ratings (the skillratings crate), applied by the store inside a result's
//! transaction.

use gipf_store::{Glicko, Rater};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// Glicko-2 with the usual constants (1500, deviation 350, volatility 0.06, tau 0.5).
#[derive(Debug, Default, Clone, Copy)]
pub struct Glicko2;

impl Rater for Glicko2 {
    fn initial(&self) -> Glicko {
        let r = Glicko2Rating::new();
        Glicko {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }

    fn rate(&self, white: Glicko, black: Glicko, white_score: f64) -> (Glicko, Glicko) {
        let to = |g: Glicko| Glicko2Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        };
        let from = |r: Glicko2Rating| Glicko {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        };
        let outcome = if white_score > 0.5 {
            Outcomes::WIN
        } else if white_score < 0.5 {
            Outcomes::LOSS
        } else {
            Outcomes::DRAW
        };
        let (w, b) = glicko2(&to(white), &to(black), &outcome, &Glicko2Config::new());
        (from(w), from(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_what_the_loser_loses() {
        let g = Glicko2;
        let (w, b) = g.rate(g.initial(), g.initial(), 1.0);
        assert!(w.rating > 1500.0 && b.rating < 1500.0);
        assert!((w.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-6);
        assert!(w.deviation < 350.0);
    }
}
