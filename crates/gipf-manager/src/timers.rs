//! Time: deadlines (a decision lost on time, or a win to claim where the room says so),
//! half-time reminders, challenge expiries and tournaments' starts, applied by [`Manager::run_due`] and by the scheduler that sleeps
//! until the next one.

use gipf_store::{Cause, EndReason, EventKind, Finish, GameId, GameStatus, NewPost, Player};

use crate::cmd::closing;
use crate::events::Actor;
use crate::fail::R;
use crate::game::Live;
use crate::reply::Reply;
use crate::{text, Glicko2, Manager};

/// How often the scheduler runs the organiser over every running tournament.
const ORGANISE_EVERY: std::time::Duration = std::time::Duration::from_secs(300);

impl Manager {
    /// Applies every deadline, reminder and challenge expiry due now; returns how many.
    pub async fn run_due(&self) -> usize {
        if self.is_closing() {
            return 0;
        }
        let now = self.now();
        self.wake_for_direct(now).await;
        // Vacations first: a clock paused is no deadline.
        let swept = self.sweep_vacations(now).await;
        let due = match self.inner.store.due(now).await {
            Ok(d) => d,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read due games");
                return 0;
            }
        };
        let mut n = swept;
        for row in due {
            match self.apply_due_leased(row.id, now).await {
                Ok(true) => n += 1,
                Ok(false) => {}
                Err(f) => f.log(&format!("timer of game {}", row.id)),
            }
        }
        n + self.start_due_tournaments(now).await + self.post_due_dailies(now).await
    }

    /// [`Manager::apply_due`] under the game's timer lease: one instance fires it; if that
    /// one dies, another fires it once the lease ran out.
    async fn apply_due_leased(&self, id: GameId, now: i64) -> R<bool> {
        let store = &self.inner.store;
        let lease = gipf_store::timer_lease(id);
        if !store.claim_lease(&lease, now).await? {
            return Ok(false);
        }
        let done = self.apply_due(id, now).await;
        if let Err(e) = store.release_lease(&lease).await {
            tracing::warn!(error = %e, game = id.0, "could not release a timer lease; it runs out");
        }
        done
    }

    pub(crate) async fn apply_due(&self, id: GameId, now: i64) -> R<bool> {
        let Some(row) = self.inner.store.game(id).await? else {
            return Ok(false);
        };
        match row.status {
            GameStatus::Challenge => self.expire_challenge(id, now).await,
            GameStatus::Active => self.decision_timer(id, now).await,
            _ => Ok(false),
        }
    }

    /// A challenge nobody answered in time.
    async fn expire_challenge(&self, id: GameId, now: i64) -> R<bool> {
        let store = &self.inner.store;
        // Under the game's lock, as an answer would be.
        let _lock = self.slot(id).lock_owned().await;
        let (Some(row), Some(ch)) = (store.game(id).await?, store.challenge(id).await?) else {
            return Ok(false);
        };
        if row.status != GameStatus::Challenge || ch.expires_at > now {
            return Ok(false);
        }
        let post = NewPost {
            kind: EventKind::ChallengeAnswered,
            cause: Cause::Timer,
            mentions: vec![ch.challenger_id],
        };
        let changed = store
            .answer_challenge(
                id,
                row.version,
                GameStatus::Expired,
                None,
                None,
                None,
                Some(&post),
                now,
            )
            .await?;
        self.changed(&changed.row);
        let room = store.community(row.community_id).await?;
        let challenger = store.player(ch.challenger_id).await?;
        if let (Some(room), Some(challenger)) = (room, challenger) {
            self.emit(
                EventKind::ChallengeAnswered,
                Cause::Timer,
                &room,
                vec![challenger],
                closing(id, text::expired(id).render(self.room_lang(room.id).await)),
                changed.post,
            );
        }
        Ok(true)
    }

    /// The decider's time: lost when the deadline passed, a reminder at half time.
    async fn decision_timer(&self, id: GameId, now: i64) -> R<bool> {
        let store = &self.inner.store;
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        if crate::combining::waits_for_reports(live) {
            if live.row.deadline.is_some_and(|d| d <= now) {
                let lang = self.room_lang(live.community.id).await;
                return self.reports_time_up(game, lang).await;
            }
            game.release(self);
            return Ok(false);
        }
        let Some(loser) = live.position().decider_color() else {
            return Ok(false);
        };
        if live.row.status != GameStatus::Active {
            return Ok(false);
        }
        if live.row.deadline.is_some_and(|d| d <= now) {
            // Where timeouts are claimed, a game between people waits for the claim.
            let humans = !live.white.is_ai() && !live.black.is_ai();
            let claimed = self.settings_of(live.community.id).await?.timeout
                == Some(gipf_store::TimeoutRule::Claim);
            if humans && claimed {
                return self.time_up(game, loser, now).await;
            }
            let finish = Finish {
                winner: Some(loser.other()),
                reason: EndReason::Time,
            };
            let post = Manager::post_after(live, None, true, None, Actor::Timer);
            let changed = store
                .finish_game(id, live.row.version, finish, &Glicko2, post.as_ref(), now)
                .await?;
            self.changed(&changed.row);
            live.row = changed.row;
            let snapshot = game.release(self);
            self.game_ended(&snapshot);
            let players: Vec<Player> = [&snapshot.white, &snapshot.black]
                .into_iter()
                .filter(|p| !p.is_ai())
                .cloned()
                .collect();
            let lang = self.room_lang(snapshot.community.id).await;
            let r = self
                .board_reply(&snapshot, snapshot.main_viewer(), lang)
                .await;
            self.emit(
                EventKind::GameOver,
                Cause::Timer,
                &snapshot.community,
                players,
                r,
                changed.post,
            );
            return Ok(true);
        }
        if !live.row.reminded && live.row.remind_at.is_some_and(|r| r <= now) {
            let decider = live.player(loser).clone();
            let post = NewPost {
                kind: EventKind::Reminder,
                cause: Cause::Timer,
                mentions: vec![decider.id],
            };
            let changed = store
                .set_reminded(id, live.row.version, Some(&post), now)
                .await?;
            self.changed(&changed.row);
            live.row = changed.row;
            let snapshot = game.release(self);
            let r = self
                .reminder_reply(&snapshot, self.room_lang(snapshot.community.id).await)
                .await;
            self.emit(
                EventKind::Reminder,
                Cause::Timer,
                &snapshot.community,
                vec![decider],
                r,
                changed.post,
            );
            return Ok(true);
        }
        game.release(self);
        Ok(false)
    }

    /// The half-time reminder: the time left and the board, for the player to decide.
    pub(crate) async fn reminder_reply(&self, live: &Live, lang: gipf_i18n::Lang) -> Reply {
        let viewer = live.position().decider_color();
        let mut r = self.board_reply(live, viewer, lang).await;
        if let Some(decider) = live.decider() {
            let left = live
                .position()
                .decider_color()
                .and_then(|c| crate::clocks::left(&live.row, Some(c), c, self.now()))
                .unwrap_or(0);
            r.markdown = format!(
                "{}\n{}",
                text::reminder(lang, live.row.id, decider, left),
                r.markdown
            );
        }
        r
    }

    /// Runs deadlines in the background: sleeps until the next one (or until a new one may
    /// be earlier), applies what is due, again. Rebuilt from the database at every wake, so a
    /// restart loses nothing.
    pub fn spawn_scheduler(&self) -> tokio::task::JoinHandle<()> {
        let m = self.clone();
        tokio::spawn(async move {
            // What a crash or another instance left half done in running tournaments: at
            // start, then now and then.
            let mut organised: Option<std::time::Instant> = None;
            loop {
                if m.is_closing() {
                    return;
                }
                if organised.is_none_or(|t| t.elapsed() >= ORGANISE_EVERY) {
                    m.organise_all().await;
                    organised = Some(std::time::Instant::now());
                }
                let applied = m.run_due().await;
                let next = m.inner.store.next_due().await.ok().flatten();
                let next = match (next, m.next_daily_due(m.now()).await) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                let wait = match next {
                    // Something due that could not be applied (a game that does not read):
                    // try again in a while instead of at once, forever.
                    Some(t) if t <= m.now() && applied == 0 => 60_000,
                    Some(t) => (t - m.now()).clamp(0, ORGANISE_EVERY.as_millis() as i64) as u64,
                    None => ORGANISE_EVERY.as_millis() as u64,
                };
                tokio::select! {
                    _ = tokio::time::sleep(std::time::Duration::from_millis(wait)) => {}
                    _ = m.inner.timers.notified() => {}
                }
            }
        })
    }
}
