//! What the AI expects of a sub-game (the `game` trial): each player's chances of winning
//! the game named after the challenged potential ([`super::trial_variant`]: ZÈRTZ for a
//! ZÈRTZ use, TZAAR for a TAMSK push, basic GIPF for a kind whose game is not hosted yet)
//! against the other, from their global Glicko-2 ratings in that game's pool (a player
//! without one counts as a newcomer, 1500). The AI plays the sub-game at its own level, so
//! its rating there is its level's own (the level's player, rated in that game's pool by its
//! rated games) against this opponent.

use gipf_engine::SubGameOdds;
use gipf_games::AnyPool;
use gipf_rules::{Color, Kind, Trial};
use gipf_store::{Glicko, Store, GLOBAL};
use skillratings::glicko2::{expected_score, Glicko2Rating};

use crate::fail::R;
use crate::game::Live;

/// The odds the AI's search weighs in `live`, when its challenges are decided by sub-games:
/// for each kind of potential, the players' chances in its sub-game.
pub(crate) async fn sub_game_odds(store: &Store, live: &Live) -> R<Option<SubGameOdds>> {
    if live.gipf().and_then(|p| p.challenges()).map(|c| c.trial()) != Some(Trial::Game) {
        return Ok(None);
    }
    // Each pool read once (two kinds may share a game: basic GIPF stands in for each kind
    // not hosted).
    let mut read: Vec<(AnyPool, [Option<Glicko>; 2])> = Vec::new();
    for kind in Kind::ALL {
        let pool = super::trial_variant(kind).pool();
        if read.iter().any(|(p, _)| *p == pool) {
            continue;
        }
        let mut ratings = [None, None];
        for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
            ratings[i] = store
                .rating(live.player(c).id, GLOBAL, pool)
                .await?
                .map(|r| r.glicko());
        }
        read.push((pool, ratings));
    }
    Ok(Some(by_pool(|pool| {
        read.iter()
            .find(|(p, _)| *p == pool)
            .map_or([None, None], |(_, r)| *r)
    })))
}

/// The odds of each kind's sub-game from the ratings of the main game's White and Black in
/// the pool of that kind's game.
fn by_pool(ratings: impl Fn(AnyPool) -> [Option<Glicko>; 2]) -> SubGameOdds {
    SubGameOdds::by_kind(|kind| {
        let [white, black] = ratings(super::trial_variant(kind).pool());
        expected(white, black)
    })
}

/// The odds with the same ratings in every kind's game.
#[cfg(test)]
fn odds(white: Option<Glicko>, black: Option<Glicko>) -> SubGameOdds {
    let (w, b) = expected(white, black);
    SubGameOdds::new(w, b)
}

/// Each player's expected score against the other (Glicko-2, deviations counted).
fn expected(white: Option<Glicko>, black: Option<Glicko>) -> (f64, f64) {
    let rating = |g: Option<Glicko>| {
        g.map_or_else(Glicko2Rating::new, |g| Glicko2Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        })
    };
    expected_score(&rating(white), &rating(black))
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
            (
                even.per_mille(Kind::Zertz, Color::White),
                even.per_mille(Kind::Zertz, Color::Black)
            ),
            (500, 500)
        );
        let strong_white = odds(g(1900.0, 60.0), g(1500.0, 60.0));
        let w = strong_white.per_mille(Kind::Zertz, Color::White);
        assert!(w > 850 && w < 950, "{w}");
        assert_eq!(w + strong_white.per_mille(Kind::Zertz, Color::Black), 1000);
        // An uncertain rating says less: the same gap, nearer even.
        let unsure = odds(g(1900.0, 350.0), g(1500.0, 350.0)).per_mille(Kind::Zertz, Color::White);
        assert!(unsure > 500 && unsure < w, "{unsure}");
    }

    /// Each kind's sub-game weighs the ratings in its own game: White strong at ZÈRTZ and
    /// weak at TZAAR (the TAMSK push), unrated at DVONN and YINSH; PÜNCT's challenges,
    /// decided by basic GIPF for now, go by basic GIPF's pool.
    #[test]
    fn each_kind_weighs_the_ratings_in_its_namesake_game() {
        let g = |rating: f64| {
            Some(Glicko {
                rating,
                deviation: 60.0,
                volatility: 0.06,
            })
        };
        let odds = by_pool(|pool| match pool.kind() {
            gipf_games::GameKind::Zertz => [g(2000.0), g(1500.0)],
            gipf_games::GameKind::Tzaar => [g(1300.0), g(1800.0)],
            gipf_games::GameKind::Gipf => [g(1500.0), g(1900.0)],
            _ => [None, None],
        });
        let zertz = odds.per_mille(Kind::Zertz, Color::White);
        assert!(zertz > 900, "{zertz}");
        assert_eq!(zertz + odds.per_mille(Kind::Zertz, Color::Black), 1000);
        let tamsk = odds.per_mille(Kind::Tamsk, Color::White);
        assert!(tamsk < 100, "{tamsk}");
        assert_eq!(odds.per_mille(Kind::Dvonn, Color::White), 500);
        assert_eq!(odds.per_mille(Kind::Yinsh, Color::Black), 500);
        let punct = odds.per_mille(Kind::Punct, Color::Black);
        assert_eq!(
            super::super::namesake(Kind::Punct).is_none(),
            punct > 850,
            "{punct}"
        );
    }
}
