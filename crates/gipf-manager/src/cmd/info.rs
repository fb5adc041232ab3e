//! What players look up: their games, statistics, leaderboards and a game's history.

use gipf_games::AnyPool;
use gipf_store::{Community, GameId, GameStatus, Player, GLOBAL};

use crate::fail::R;
use crate::reply::Reply;
use crate::{text, Manager};
use gipf_i18n::{t, Lang};

impl Manager {
    pub(crate) async fn games(&self, me: &Player, room: &Community, lang: Lang) -> R<Reply> {
        let store = &self.inner.store;
        let mut lines = Vec::new();
        for g in store.open_games_of(me.id, Some(room.id)).await? {
            if g.status == GameStatus::Active {
                let live = self.snapshot(g.id).await?;
                let mut line = text::game_line(
                    lang,
                    &live.row,
                    &live.white,
                    &live.black,
                    live.position(),
                    me,
                    live.trial_game,
                );
                // A bank game says what is left of both banks.
                if let Some(banks) = text::banks_line(
                    lang,
                    &live.row,
                    &live.white,
                    &live.black,
                    live.position().decider_color(),
                    self.now(),
                ) {
                    line.push_str(" · ");
                    line.push_str(&banks);
                } else if let Some(left) = live
                    .position()
                    .decider_color()
                    .and_then(|c| crate::clocks::left(&live.row, Some(c), c, self.now()))
                {
                    // Timed per decision: what is left of the decision under way.
                    line.push_str(" · ");
                    line.push_str(&t!(lang, "game-line-left", left = text::time_left(left)));
                }
                if live.row.paused_left_ms.is_some() {
                    line.push_str(" · ");
                    line.push_str(&t!(lang, "game-line-paused"));
                }
                lines.push(line);
            } else {
                let ch = store.challenge(g.id).await?;
                lines.push(text::challenge_state(lang, g.id, &g, ch.as_ref()));
            }
        }
        Ok(Reply {
            private: true,
            ..Reply::text(text::games(lang, &lines))
        })
    }

    pub(crate) async fn stats(
        &self,
        me: &Player,
        them: &Player,
        room: &Community,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let mut ratings = Vec::new();
        for pool in AnyPool::all() {
            for scope in [room.id, GLOBAL] {
                if let Some(r) = store.rating(them.id, scope, pool).await? {
                    ratings.push((pool, scope == GLOBAL, r));
                }
            }
        }
        let results = store.results(them.id).await?;
        let with_challenges = store.challenge_results(them.id).await?;
        let h2h = if me.id != them.id {
            Some(store.head_to_head(me.id, them.id).await?)
        } else {
            None
        };
        Ok(Reply::text(text::stats(
            lang,
            them,
            &ratings,
            &results,
            with_challenges,
            h2h,
            self.inner.config.provisional_deviation,
        )))
    }

    pub(crate) async fn history(&self, id: GameId, lang: Lang) -> R<Reply> {
        let live = self.snapshot(id).await?;
        let mut markdown = text::history(lang, id, &live.white, &live.black, &live.record);
        // The turns taken back stay in the history, one line per takeback.
        let undone = self.inner.store.taken_back(id).await?;
        let mut groups: Vec<(i64, Vec<String>)> = Vec::new();
        for t in undone {
            match groups.last_mut() {
                Some((undo, moves)) if *undo == t.undo => moves.push(t.notation),
                _ => groups.push((t.undo, vec![t.notation])),
            }
        }
        for (_, moves) in groups {
            markdown.push('\n');
            markdown.push_str(&t!(
                lang,
                "history-taken-back",
                moves = format!("`{}`", moves.join(" "))
            ));
        }
        Ok(Reply {
            game: Some(id),
            ..Reply::text(markdown)
        })
    }

    pub(crate) async fn leaderboard(
        &self,
        room: &Community,
        global: bool,
        pool: AnyPool,
        lang: Lang,
    ) -> R<Reply> {
        let scope = if global { GLOBAL } else { room.id };
        let rows = self.ranked(scope, pool).await?;
        Ok(Reply::text(text::leaderboard(
            lang,
            if global { None } else { Some(&room.name) },
            pool,
            &rows,
        )))
    }

    /// The leaderboard of a scope as the config shapes it: its size, settled ratings only,
    /// players active lately (the chat's `leaderboard` and the web's page alike).
    pub(crate) async fn ranked(
        &self,
        scope: gipf_store::CommunityId,
        pool: AnyPool,
    ) -> Result<Vec<(Player, gipf_store::RatingRow)>, gipf_store::StoreError> {
        let config = &self.inner.config;
        self.inner
            .store
            .leaderboard(
                scope,
                pool,
                config.leaderboard_size,
                config.provisional_deviation,
                self.now() - i64::from(config.leaderboard_active_days) * 86_400_000,
            )
            .await
    }
}
