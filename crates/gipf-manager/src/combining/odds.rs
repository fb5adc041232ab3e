//! What the AI expects of a sub-game (the `game` trial): each player's chances of winning a
//! game of basic GIPF against the other, from their global Glicko-2 ratings in basic GIPF
//! (a player without one counts as a newcomer, 1500). The AI plays the sub-game at its own
//! level, so its rating there is its level's own strength against this opponent.

use gipf_engine::SubGameOdds;
use gipf_rules::{Color, Trial, Variant};
use gipf_store::{Glicko, Store, GLOBAL};
use skillratings::glicko2::{expected_score, Glicko2Rating};

use crate::fail::R;
use crate::game::Live;

/// The odds the AI's search weighs in `live`, when its challenges are decided by sub-games.
pub(crate) async fn sub_game_odds(store: &Store, live: &Live) -> R<Option<SubGameOdds>> {
    if live.gipf().and_then(|p| p.challenges()).map(|c| c.trial()) != Some(Trial::Game) {
        return Ok(None);
    }
    let pool = gipf_games::AnyVariant::from(Variant::Basic).pool();
    let mut ratings = [None, None];
    for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
        ratings[i] = store
            .rating(live.player(c).id, GLOBAL, pool)
            .await?
            .map(|r| r.glicko());
    }
    Ok(Some(odds(ratings[0], ratings[1])))
}

/// Each player's expected score against the other (Glicko-2, deviations counted).
fn odds(white: Option<Glicko>, black: Option<Glicko>) -> SubGameOdds {
    let rating = |g: Option<Glicko>| {
        g.map_or_else(Glicko2Rating::new, |g| Glicko2Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        })
    };
    let (w, b) = expected_score(&rating(white), &rating(black));
    SubGameOdds::new(w, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stronger_player_is_expected_to_win_the_sub_game() {
        let g = |rating: f64, deviation: f64| {
            Some(Glicko {
                rating,
                deviation,
                volatility: 0.06,
            })
        };
        let even = odds(None, None);
        assert_eq!(
            (even.per_mille(Color::White), even.per_mille(Color::Black)),
            (500, 500)
        );
        let strong_white = odds(g(1900.0, 60.0), g(1500.0, 60.0));
        let w = strong_white.per_mille(Color::White);
        assert!(w > 850 && w < 950, "{w}");
        assert_eq!(w + strong_white.per_mille(Color::Black), 1000);
        // An uncertain rating says less: the same gap, nearer even.
        let unsure = odds(g(1900.0, 350.0), g(1500.0, 350.0)).per_mille(Color::White);
        assert!(unsure > 500 && unsure < w, "{unsure}");
    }
}
