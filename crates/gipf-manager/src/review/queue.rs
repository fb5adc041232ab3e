//! `review [#game]` and the line of reviews: asked, computed one at a time off the async
//! threads (each search behind every live AI decision), stored with the post that shows it,
//! resumed after a restart; and the reviews a `review-auto` room gets when a game ends.

use std::time::Instant;

use gipf_engine::review::{review_paced, ReviewError};
use gipf_i18n::{msg, Lang};
use gipf_store::{
    Cause, Community, EventKind, GameId, GameStatus, NewPost, Player, ReviewRow, ReviewState,
};

use super::DAY_MS;
use crate::fail::{user, Fail, R};
use crate::game::{Live, Pick};
use crate::reply::Reply;
use crate::{Ctx, Manager};

impl Manager {
    /// `review [#game]`: the stored review, or the game put in line.
    pub(crate) async fn review_game(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        named: Option<GameId>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let id = match named.or(ctx.game) {
            Some(_) => self.pick_game(ctx, me, room, named, Pick::Any).await?,
            // Without an id: his last finished game here, even while he plays another.
            None => match store.last_finished_of(me.id, room.id).await? {
                Some(g) => g.id,
                None => return user(msg!("error-review-no-game")),
            },
        };
        let live = self.snapshot(id).await?;
        if live.row.status != GameStatus::Finished {
            return user(msg!("error-review-unfinished", id = id.to_string()));
        }
        if live.record.gipf().is_none() {
            return user(msg!(
                "error-review-gipf-only",
                id = id.to_string(),
                game = live.kind().name()
            ));
        }
        match store.review(id).await? {
            Some(ReviewRow {
                state: ReviewState::Done(review),
                ..
            }) => return self.review_reply(&live, &review, lang).await,
            Some(_) => {
                // In line already; put to work here too, in case the instance that queued it
                // died (the lease and the stored state keep it computed once).
                self.spawn_review(id);
                return self.in_line(id, lang, true).await;
            }
            None => {}
        }
        let max = self.inner.config.limits.reviews_per_day;
        let now = self.now();
        if store.reviews_asked_since(me.id, now - DAY_MS).await? >= max {
            return user(msg!("error-review-limit", max = max));
        }
        if store.queue_review(id, Some(me.id), now).await? {
            self.spawn_review(id);
        }
        self.in_line(id, lang, false).await
    }

    /// Says where a queued review stands (`again`: someone had asked for it already).
    async fn in_line(&self, id: GameId, lang: Lang, again: bool) -> R<Reply> {
        let place = self.inner.store.review_place(id).await?.unwrap_or(1);
        let key = if again {
            "review-in-line-already"
        } else {
            "review-in-line"
        };
        Ok(Reply {
            private: true,
            game: Some(id),
            ..Reply::text(gipf_i18n::t!(lang, key, id = id.to_string(), place = place))
        })
    }

    /// Puts the reviews left in line by a restart back to work, and queues those a
    /// `review-auto` room is owed for games that ended while the service was down in the
    /// last day; returns how many are in line.
    pub async fn resume_reviews(&self) -> Result<usize, gipf_store::StoreError> {
        let store = &self.inner.store;
        let now = self.now();
        for g in store.unreviewed_auto_games(now - DAY_MS).await? {
            store.queue_review(g, None, now).await?;
        }
        let queued = store.queued_reviews().await?;
        for &g in &queued {
            self.spawn_review(g);
        }
        Ok(queued.len())
    }

    /// Waits until no review is queued or running here.
    pub async fn reviews_idle(&self) {
        let mut rx = self.inner.reviews_pending.subscribe();
        let _ = rx.wait_for(|(n, _)| *n == 0).await;
    }

    /// Waits until the review of `game` has started here (tests stop the service then).
    pub async fn review_started(&self, game: GameId) {
        let mut rx = self.inner.reviews_pending.subscribe();
        let _ = rx.wait_for(|(_, g)| *g == Some(game)).await;
    }

    /// A game that ended: its review queued when its room reviews every game.
    pub(crate) fn review_if_auto(&self, live: &Live) {
        // Reviews are GIPF's (the other games' engines have no review yet).
        if live.row.status != GameStatus::Finished
            || live.record.is_empty()
            || live.record.gipf().is_none()
        {
            return;
        }
        let (m, id, room) = (self.clone(), live.row.id, live.community.id);
        tokio::spawn(async move {
            let queued = async {
                if m.settings_of(room).await?.review_auto != Some(true) {
                    return Ok(false);
                }
                Ok::<_, Fail>(m.inner.store.queue_review(id, None, m.now()).await?)
            };
            match queued.await {
                Ok(true) => m.spawn_review(id),
                Ok(false) => {}
                // The next start queues it (`resume_reviews`).
                Err(f) => f.log(&format!("queueing the review of game {id}")),
            }
        });
    }

    /// Computes a queued review when its turn comes (one at a time, in the order asked).
    fn spawn_review(&self, id: GameId) {
        let m = self.clone();
        m.inner.reviews_pending.send_modify(|(n, _)| *n += 1);
        tokio::spawn(async move {
            let turn = m.inner.reviewing.lock().await;
            if !m.is_closing() {
                if let Err(f) = m.compute_review(id).await {
                    f.log(&format!("the review of game {id}"));
                }
            }
            drop(turn);
            m.inner.reviews_pending.send_modify(|(n, _)| *n -= 1);
        });
    }

    /// The review of a queued game, under its lease (another instance may compute it).
    async fn compute_review(&self, id: GameId) -> R<()> {
        let store = &self.inner.store;
        match store.review(id).await? {
            Some(ReviewRow {
                state: ReviewState::Queued,
                ..
            }) => {}
            _ => return Ok(()),
        }
        let lease = gipf_store::review_lease(id);
        if !store.claim_lease(&lease, self.now()).await? {
            return Ok(());
        }
        let done = self.compute_review_leased(id).await;
        if let Err(e) = store.release_lease(&lease).await {
            tracing::warn!(error = %e, game = id.0, "could not release a review lease; it runs out");
        }
        done
    }

    async fn compute_review_leased(&self, id: GameId) -> R<()> {
        let store = &self.inner.store;
        // Read again under the lease: another instance may have finished it meanwhile.
        let Some(ReviewRow {
            state: ReviewState::Queued,
            asked_by,
            ..
        }) = store.review(id).await?
        else {
            return Ok(());
        };
        let live = self.snapshot(id).await?;
        let Some(record) = live.record.gipf() else {
            return Ok(());
        };
        let (start, actions) = (record.start().clone(), record.actions().to_vec());
        let players = Some(super::strength::players(store, &live).await?);
        self.inner
            .reviews_pending
            .send_modify(|(_, started)| *started = Some(id));
        let (m, slots) = (self.clone(), self.inner.ai_slots.clone());
        let handle = tokio::runtime::Handle::current();
        let started = Instant::now();
        let result = tokio::task::spawn_blocking(move || {
            // Each search waits for a slot no live decision wants; stopping cancels it.
            review_paced(&start, &actions, players, &m.inner.closing, || {
                handle.block_on(slots.acquire_low())
            })
        })
        .await
        .map_err(|e| Fail::Internal(format!("review task failed: {e}")))?;
        let review = match result {
            Ok(r) => r,
            // Stopping: it stays in line for the next start.
            Err(ReviewError::Cancelled) => return Ok(()),
            Err(e @ ReviewError::Illegal { .. }) => {
                return Err(Fail::Internal(format!("game {id}: {e}")))
            }
        };
        let metrics = &self.inner.metrics;
        metrics
            .reviews
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        metrics.review_time.observe(started.elapsed());
        tracing::info!(
            game = id.0,
            decisions = review.decisions.len(),
            ms = started.elapsed().as_millis() as u64,
            "game reviewed"
        );
        let asker = match asked_by {
            Some(p) => store.player(p).await?,
            None => None,
        };
        let post = NewPost {
            kind: EventKind::Review,
            cause: Cause::Review,
            mentions: asker.iter().map(|p| p.id).collect(),
        };
        let Some(post_id) = store.finish_review(id, &review, &post, self.now()).await? else {
            return Ok(());
        };
        let lang = self.room_lang(live.community.id).await;
        let reply = self.review_reply(&live, &review, lang).await?;
        self.emit(
            EventKind::Review,
            Cause::Review,
            &live.community,
            asker.into_iter().collect(),
            reply,
            Some(post_id),
        );
        Ok(())
    }

    /// An owed review post, rebuilt from the stored review (`None` once it is gone).
    pub(crate) async fn review_post(&self, live: &Live, lang: Lang) -> R<Option<Reply>> {
        match self.inner.store.review(live.row.id).await? {
            Some(ReviewRow {
                state: ReviewState::Done(review),
                ..
            }) => Ok(Some(self.review_reply(live, &review, lang).await?)),
            _ => Ok(None),
        }
    }
}
