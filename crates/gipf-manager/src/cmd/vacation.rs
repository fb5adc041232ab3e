//! Vacations: `vacation <days>` pauses the player's clocks in all his games (his opponents
//! are told in each), `vacation off` ends it early, `vacation` says how it stands. At most
//! `vacation_days` (the config's `game.vacation_days`, 14 by default) days a calendar year
//! (UTC), counted from each vacation's start to its end (or its early end), rounded up to
//! whole days; a day not used when ended early is kept.
//!
//! The clocks follow one rule, applied by [`Manager::sweep_game`] wherever a game may need it
//! (when a vacation starts or ends, after every decision, at every run of the scheduler, so a
//! crash between two games loses nothing): a game whose decider is away has its clock
//! paused (the time left kept, no deadline, no reminder); a paused game whose decider is back
//! gets its clock again with what was left.

use gipf_i18n::{msg, t, Lang};
use gipf_store::{Cause, EventKind, GameId, GameStatus, NewPost, Player};

use crate::command::VacationAsk;
use crate::fail::{user, R};
use crate::reply::Reply;
use crate::text::shown_name;
use crate::tournament::when;
use crate::Manager;

const DAY: i64 = 86_400_000;

/// The whole days a vacation counts for: all the days asked while it is open, else those
/// begun before it ended.
fn counted_days(v: &gipf_store::Vacation) -> i64 {
    let end = v.ended_at.unwrap_or(v.ends_at);
    ((end - v.starts_at).max(0) + DAY - 1) / DAY
}

impl Manager {
    /// `vacation`, `vacation <days>`, `vacation off`.
    pub(crate) async fn vacation(&self, me: &Player, ask: VacationAsk, lang: Lang) -> R<Reply> {
        let store = &self.inner.store;
        let now = self.now();
        let allowance = i64::from(self.inner.config.vacation_days);
        let year = when::year_start(now);
        let used: i64 = store
            .vacations_since(me.id, year)
            .await?
            .iter()
            .map(counted_days)
            .sum();
        let open = store
            .open_vacation(me.id)
            .await?
            .filter(|v| v.ends_at > now);
        let text = match ask {
            VacationAsk::Show => match open {
                Some(v) => t!(
                    lang,
                    "vacation-on",
                    until = when::shown(v.ends_at),
                    left = (allowance - used).max(0)
                ),
                None => t!(
                    lang,
                    "vacation-off-state",
                    left = (allowance - used).max(0),
                    allowance = allowance
                ),
            },
            VacationAsk::Days(days) => {
                if let Some(v) = open {
                    return user(msg!(
                        "error-vacation-already",
                        until = when::shown(v.ends_at)
                    ));
                }
                let left = (allowance - used).max(0);
                if days == 0 || i64::from(days) > allowance {
                    return user(msg!("error-vacation-days", max = allowance));
                }
                if i64::from(days) > left {
                    return user(msg!(
                        "error-vacation-allowance",
                        left = left,
                        allowance = allowance
                    ));
                }
                let ends = now + i64::from(days) * DAY;
                store.start_vacation(me.id, now, ends).await?;
                tracing::info!(player = me.id.0, days, "vacation");
                self.sweep_player(me, now).await;
                self.inner.timers.notify_one();
                t!(
                    lang,
                    "vacation-started",
                    name = shown_name(me),
                    until = when::shown(ends),
                    left = left - i64::from(days)
                )
            }
            VacationAsk::Off => {
                if open.is_none() || !store.end_vacation(me.id, now).await? {
                    return user(msg!("error-vacation-not-on"));
                }
                self.sweep_player(me, now).await;
                t!(lang, "vacation-ended", name = shown_name(me))
            }
        };
        Ok(Reply::text(text))
    }

    /// Applies the rule to every game of a player being played; how many it changed.
    async fn sweep_player(&self, me: &Player, now: i64) -> usize {
        let games = match self.inner.store.open_games_of(me.id, None).await {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!(error = %e, "cannot list a player's games for his vacation");
                return 0;
            }
        };
        let mut n = 0;
        for g in games.into_iter().filter(|g| g.status == GameStatus::Active) {
            match self.sweep_game(g.id, now).await {
                Ok(true) => n += 1,
                Ok(false) => {}
                Err(f) => f.log(&format!("the clock of game {} on vacation", g.id)),
            }
        }
        n
    }

    /// Every vacation and paused game (the scheduler's run): vacations that ran their course
    /// are closed, games of players away are paused, games of players back go on; how many
    /// games changed.
    pub(crate) async fn sweep_vacations(&self, now: i64) -> usize {
        let store = &self.inner.store;
        let mut n = 0;
        let open = match store.open_vacations().await {
            Ok(v) => v,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the vacations");
                return 0;
            }
        };
        for v in &open {
            if v.ends_at <= now {
                if let Err(e) = store.end_vacation(v.player_id, v.ends_at).await {
                    tracing::warn!(error = %e, "cannot close a vacation");
                }
            }
            if let Ok(Some(p)) = store.player(v.player_id).await {
                n += self.sweep_player(&p, now).await;
            }
        }
        // Paused games whose decider came back (a vacation closed by another instance).
        if let Ok(paused) = store.paused_games().await {
            for g in paused {
                match self.sweep_game(g.id, now).await {
                    Ok(true) => n += 1,
                    Ok(false) => {}
                    Err(f) => f.log(&format!("the clock of game {} after a vacation", g.id)),
                }
            }
        }
        n
    }

    /// The rule for one game (see the module's comment); whether it changed the game.
    pub(crate) async fn sweep_game(&self, id: GameId, now: i64) -> R<bool> {
        let store = &self.inner.store;
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        let Some(decider) = live.decider().cloned() else {
            return Ok(false);
        };
        let away = match store.open_vacation(decider.id).await? {
            Some(v) if v.ends_at > now => Some(v),
            _ => None,
        };
        let other = live
            .colour_of(decider.id)
            .map(|c| live.player(c.other()).clone());
        let changed = match (away, live.row.deadline, live.row.paused_left_ms) {
            (Some(v), Some(deadline), None) => {
                let post = NewPost {
                    kind: EventKind::Vacation,
                    cause: Cause::Timer,
                    mentions: other.iter().map(|p| p.id).collect(),
                };
                let left = (deadline - now).max(0);
                let changed = store
                    .pause_clock(id, live.row.version, left, Some(&post), now)
                    .await?;
                tracing::info!(
                    game = id.0,
                    until = v.ends_at,
                    "clock paused for a vacation"
                );
                changed
            }
            (None, _, Some(left)) => {
                let post = NewPost {
                    kind: EventKind::Vacation,
                    cause: Cause::Timer,
                    mentions: vec![decider.id],
                };
                // The reminder as for any decision (a quarter of the bank, half of a
                // decision's time), unless it went out already or that point is past.
                let timer =
                    crate::clocks::resumed(live.time_control(), left, live.row.reminded, now);
                let changed = store
                    .resume_clock(id, live.row.version, timer, Some(&post), now)
                    .await?;
                self.inner.timers.notify_one();
                changed
            }
            _ => return Ok(false),
        };
        self.changed(&changed.row);
        live.row = changed.row;
        let snapshot = game.release(self);
        let lang = self.room_lang(snapshot.community.id).await;
        let reply = self.vacation_reply(&snapshot, lang).await;
        let to = reply.mentions.clone();
        self.emit(
            EventKind::Vacation,
            Cause::Timer,
            &snapshot.community,
            to,
            reply,
            changed.post,
        );
        Ok(true)
    }

    /// What a game's players are told when its clock pauses or goes on again.
    pub(crate) async fn vacation_reply(&self, live: &crate::game::Live, lang: Lang) -> Reply {
        let id = live.row.id;
        let Some(decider) = live.decider() else {
            return self.board_reply(live, live.main_viewer(), lang).await;
        };
        let opponent = live
            .colour_of(decider.id)
            .map(|c| live.player(c.other()).clone());
        match (live.row.paused_left_ms, opponent) {
            (Some(_), Some(opponent)) => {
                let until = match self.inner.store.open_vacation(decider.id).await {
                    Ok(Some(v)) => when::shown(v.ends_at),
                    _ => "?".into(),
                };
                Reply {
                    game: Some(id),
                    mentions: vec![opponent.clone()],
                    lang,
                    ..Reply::text(t!(
                        lang,
                        "vacation-paused",
                        opponent = shown_name(&opponent),
                        name = shown_name(decider),
                        until = until,
                        id = id.to_string()
                    ))
                }
            }
            _ => {
                let mut r = self.board_reply(live, live.main_viewer(), lang).await;
                r.markdown = format!(
                    "{}\n{}",
                    t!(
                        lang,
                        "vacation-resumed",
                        name = shown_name(decider),
                        id = id.to_string()
                    ),
                    r.markdown
                );
                r
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vacation_counts_whole_days_from_its_start_to_its_end() {
        let v = |starts, ends, ended| gipf_store::Vacation {
            player_id: gipf_store::PlayerId(1),
            starts_at: starts,
            ends_at: ends,
            ended_at: ended,
        };
        // Open: all the days asked.
        assert_eq!(counted_days(&v(0, 7 * DAY, None)), 7);
        // Ended early after a day and an hour: two days.
        assert_eq!(counted_days(&v(0, 7 * DAY, Some(DAY + 3_600_000))), 2);
        // Ran its course.
        assert_eq!(counted_days(&v(0, 3 * DAY, Some(3 * DAY))), 3);
        assert_eq!(counted_days(&v(0, 3 * DAY, Some(0))), 0);
    }
}
