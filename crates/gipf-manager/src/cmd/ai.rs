//! Games against the AI: starting one, the AI's decisions (off the async threads, a few at
//! once), resuming them after a restart, and the `levels` list.

use std::sync::atomic::{AtomicBool, Ordering};

use gipf_engine::{Level, Settings};
use gipf_games::{AnyAction, AnyPool, AnyPosition, AnyVariant};
use gipf_store::{
    Cause, Community, EventKind, GameId, GameStatus, NewGame, NewPost, Player, PlayerId,
    StoreError, GLOBAL,
};

use crate::cmd::coin;
use crate::command::{ColourChoice, TimeControl};
use crate::events::Actor;
use crate::fail::{user, Fail, R};
use crate::reply::Reply;
use crate::{text, Manager};
use gipf_i18n::Lang;

impl Manager {
    /// Starts the AI's decisions left pending by a restart, and the reviews left in line
    /// ([`Manager::resume_reviews`]); returns how many games it looks at for decisions. Call
    /// it after the adapters subscribed to [`Manager::subscribe`], so that they hear the
    /// moves it makes (as [`Manager::spawn_scheduler`] for deadlines).
    pub async fn resume_ai(&self) -> Result<usize, StoreError> {
        self.resume_reviews().await?;
        let active = self
            .inner
            .store
            .games_with_status(GameStatus::Active)
            .await?;
        // Challenges decided by a sub-game that a stop left half done.
        self.settle_game_trials(&active).await;
        let mut n = 0;
        for row in active {
            let mut players = Vec::new();
            for id in [row.white_id, row.black_id].into_iter().flatten() {
                if let Some(p) = self.inner.store.player(id).await? {
                    players.push(p);
                }
            }
            if let (Some(_), Some(human)) = (
                players.iter().find(|p| p.is_ai()),
                players.iter().find(|p| !p.is_ai()),
            ) {
                self.spawn_ai(row.id, human.id);
                n += 1;
            }
        }
        Ok(n)
    }

    /// Waits until no AI decision is pending or running.
    pub async fn ai_idle(&self) {
        let mut rx = self.inner.ai_idle.subscribe();
        // The counter is the truth; the channel only wakes us.
        while self.inner.ai_pending.load(Ordering::SeqCst) > 0 {
            if rx.changed().await.is_err() {
                return;
            }
        }
    }

    /// Has the AI decide in a game, when a slot is free and it is `owner`'s turn among the
    /// users waiting for the AI (see [`crate::limits::FairSlots`]).
    pub(crate) fn spawn_ai(&self, id: GameId, owner: PlayerId) {
        let m = self.clone();
        m.ai_queue(id, true);
        m.inner.ai_pending.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            let permit = m.inner.ai_slots.acquire(owner).await;
            // Stopping: the decision is left for the next start (`resume_ai`).
            let done = if m.is_closing() {
                Ok(())
            } else {
                m.ai_decide(id).await
            };
            drop(permit);
            m.ai_queue(id, false);
            if let Err(f) = done {
                f.log(&format!("AI decision in game {id}"));
            }
            let left = m.inner.ai_pending.fetch_sub(1, Ordering::SeqCst) - 1;
            m.inner.ai_idle.send_replace(left);
        });
    }

    /// Counts a decision of a game that this instance has in hand (`add`), or one done.
    fn ai_queue(&self, id: GameId, add: bool) {
        let mut q = self.ai_queued();
        let n = q.entry(id).or_default();
        if add {
            *n += 1;
        } else {
            *n = n.saturating_sub(1);
            if *n == 0 {
                q.remove(&id);
            }
        }
    }

    /// Whether this instance has a decision of the game in hand (a takeover leaves it).
    pub(crate) fn ai_in_hand(&self, id: GameId) -> bool {
        self.ai_queued().contains_key(&id)
    }

    fn ai_queued(&self) -> std::sync::MutexGuard<'_, std::collections::HashMap<GameId, usize>> {
        self.inner
            .ai_queued
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// The AI's decision in a game, under its lease (another instance may be deciding it:
    /// then nothing; one that died lost its lease, see [`Manager::take_over`]).
    pub(crate) async fn ai_decide(&self, id: GameId) -> R<()> {
        let store = &self.inner.store;
        let live = self.snapshot(id).await?;
        if live.decider().is_none_or(|d| !d.is_ai()) {
            return Ok(());
        }
        let lease = gipf_store::ai_lease(id);
        if !store.claim_lease(&lease, self.now()).await? {
            tracing::debug!(game = id.0, "another instance decides for the AI");
            return Ok(());
        }
        let done = self.ai_decide_leased(id).await;
        if let Err(e) = store.release_lease(&lease).await {
            tracing::warn!(error = %e, game = id.0, "could not release an AI lease; it runs out");
        }
        done
    }

    async fn ai_decide_leased(&self, id: GameId) -> R<()> {
        let live = self.snapshot(id).await?;
        let Some((ai, level)) = live
            .decider()
            .and_then(|d| Some((d.clone(), d.kind.ai_level()?)))
        else {
            return Ok(());
        };
        if live.row.status != GameStatus::Active {
            return Ok(());
        }
        let sub_game = crate::combining::sub_game_odds(&self.inner.store, &live).await?;
        let position = live.position().clone();
        let ply = live.row.ply;
        // Same game, same ply, same seed: the AI's games are reproducible.
        let seed = (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        let action = tokio::task::spawn_blocking(move || {
            let mut settings = Settings::level(level);
            settings.seed = seed;
            settings.table_mb = 8;
            settings.sub_game = sub_game;
            let cancel = AtomicBool::new(false);
            let started = std::time::Instant::now();
            // GIPF's own search; the other games' on the seam, at the same level.
            let r = match &position {
                AnyPosition::Gipf(p) => gipf_engine::think(p, &settings, None, &cancel)
                    .map(|r| (AnyAction::Gipf(r.best), r.depth, r.nodes)),
                AnyPosition::Dvonn(p) => {
                    gipf_engine::think_game(p, level, None, None, seed, &cancel)
                        .map(|r| (AnyAction::Dvonn(r.best), r.depth, r.nodes))
                }
                AnyPosition::Tzaar(p) => {
                    gipf_engine::think_game(p, level, None, None, seed, &cancel)
                        .map(|r| (AnyAction::Tzaar(r.best), r.depth, r.nodes))
                }
                AnyPosition::Yinsh(p) => {
                    gipf_engine::think_game(p, level, None, None, seed, &cancel)
                        .map(|r| (AnyAction::Yinsh(r.best), r.depth, r.nodes))
                }
                AnyPosition::Zertz(p) => {
                    gipf_engine::think_game(p, level, None, None, seed, &cancel)
                        .map(|r| (AnyAction::Zertz(r.best), r.depth, r.nodes))
                }
                AnyPosition::Punct(p) => {
                    gipf_engine::think_game(&**p, level, None, None, seed, &cancel)
                        .map(|r| (AnyAction::Punct(r.best), r.depth, r.nodes))
                }
            };
            (r, started.elapsed())
        })
        .await
        .map_err(|e| Fail::Internal(format!("AI task failed: {e}")))?;
        let (Some((best, depth, nodes)), spent) = action else {
            return Ok(());
        };
        let metrics = &self.inner.metrics;
        metrics.ai_decisions.fetch_add(1, Ordering::Relaxed);
        metrics.ai_think.observe(spent);
        tracing::debug!(
            game = id.0,
            %level,
            action = %best,
            depth,
            nodes,
            ms = spent.as_millis() as u64,
            "AI decision"
        );
        let action = best;
        let lang = self.room_lang(live.community.id).await;
        self.play(&ai, id, &action.to_string(), Some(ply), Actor::Ai, lang)
            .await
            .map(|_| ())
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn start_ai_game(
        &self,
        me: &Player,
        room: &Community,
        level: Level,
        variant: AnyVariant,
        colour: ColourChoice,
        rematch_of: Option<GameId>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        if let Some(m) = crate::combining::refusal(variant, true) {
            return user(m);
        }
        let max = self.inner.config.limits.ai_games;
        if store.ai_games_of(me.id).await? >= max {
            return user(text::too_many_ai_games(max));
        }
        let now = self.now();
        let ai = store
            .ensure_ai_player(level, &text::ai_name(level), now)
            .await?;
        let me_white = match colour {
            ColourChoice::White => true,
            ColourChoice::Black => false,
            ColourChoice::Random => coin(now, me.id.0),
        };
        let (white, black) = if me_white {
            (me.id, ai.id)
        } else {
            (ai.id, me.id)
        };
        let rated = self
            .settings_of(room.id)
            .await?
            .rate_ai_games
            .unwrap_or(self.inner.config.rate_ai_games);
        let start = crate::start::new_start(variant)?.to_string();
        // White decides first.
        let post = if me_white {
            NewPost {
                kind: EventKind::YourTurn,
                cause: Cause::Command,
                mentions: vec![me.id],
            }
        } else {
            NewPost {
                kind: EventKind::Board,
                cause: Cause::Command,
                mentions: Vec::new(),
            }
        };
        let changed = store
            .create_game(&NewGame {
                community: room.id,
                variant,
                white: Some(white),
                black: Some(black),
                status: GameStatus::Active,
                time_control: TimeControl::None,
                rated,
                start_position: &start,
                timer: None,
                banks: None,
                rematch_of,
                challenge: None,
                post: Some(post),
                trial_of: None,
                tournament: None,
                now,
            })
            .await?;
        self.changed(&changed.row);
        let id = changed.row.id;
        let live = self.snapshot(id).await?;
        let mut reply = self
            .after_change(&live, Some(me.id), Actor::Human, changed.post, lang)
            .await?;
        reply.markdown = format!(
            "{}\n{}",
            text::ai_game_started(live.kind(), id, level, me_white).render(lang),
            reply.markdown
        );
        Ok(reply)
    }

    pub(crate) async fn levels(&self, lang: Lang) -> R<Reply> {
        let mut rows = Vec::new();
        for level in Level::ALL {
            let p = self.inner.store.ai_player(level).await?;
            // Per game, the pool it has played most, everywhere: its strength differs from
            // game to game.
            let mut best: Vec<gipf_store::RatingRow> = Vec::new();
            if let Some(p) = p {
                for pool in AnyPool::all() {
                    let Some(r) = self.inner.store.rating(p.id, GLOBAL, pool).await? else {
                        continue;
                    };
                    match best.iter_mut().find(|b| b.pool.kind() == pool.kind()) {
                        Some(b) if r.games > b.games => *b = r,
                        Some(_) => {}
                        None => best.push(r),
                    }
                }
            }
            rows.push((level, best));
        }
        Ok(Reply::text(text::levels(
            lang,
            &rows,
            self.inner.config.default_level,
        )))
    }
}
