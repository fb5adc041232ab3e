//! The game's players as the review's win probability needs them
//! (`gipf_engine::winprob::Players`): the AI at its level's rating, a person at his global
//! Glicko-2 rating in the game's pool (a newcomer at the initial 1500), placed on the
//! levels' scale by where the AI levels stand in that pool (`Ladder`).

use gipf_engine::winprob::{level_rating, Ladder, Players};
use gipf_engine::Level;
use gipf_rules::Color;
use gipf_store::{Player, Store, GLOBAL};

use crate::fail::R;
use crate::game::Live;

/// A level's rating in a pool says where the pool's scale stands once its deviation is this
/// small (an established rating; a fresh one is 350).
const ESTABLISHED: f64 = 120.0;

/// The rating of a player without one (Glicko-2's start).
const NEWCOMER: f64 = 1500.0;

/// The players of `live` on the levels' scale.
pub(crate) async fn players(store: &Store, live: &Live) -> R<Players> {
    let pool = live.row.variant.pool();
    let mut ladder = Ladder::default();
    for (i, level) in Level::ALL.into_iter().enumerate() {
        if let Some(p) = store.ai_player(level).await? {
            ladder.pool[i] = store
                .rating(p.id, GLOBAL, pool)
                .await?
                .filter(|r| r.deviation <= ESTABLISHED)
                .map(|r| r.rating);
        }
    }
    let mut rating = [0.0; 2];
    for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
        let p: &Player = live.player(c);
        rating[i] = match p.kind.ai_level() {
            Some(level) => level_rating(level),
            None => {
                let r = store.rating(p.id, GLOBAL, pool).await?;
                ladder.place(r.map_or(NEWCOMER, |r| r.rating))
            }
        };
    }
    Ok(Players {
        white: rating[0],
        black: rating[1],
    })
}
