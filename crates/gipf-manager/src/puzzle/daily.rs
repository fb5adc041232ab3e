//! The puzzle of the day: a room that set `daily-puzzle <HH:MM>` gets, each day at that time
//! (UTC), a post of the day's puzzle (one for every room, chosen the first time it is due)
//! with yesterday's solution; anyone solves it with `puzzle daily` or the post's button, his
//! answers private where the platform can (Discord: ephemeral) until the solution is out.
//! The post is owed in the transaction that records it (`gipf_store::Store::owe_daily_post`):
//! posted once across restarts and instances.

use gipf_i18n::{msg, t, Lang};
use gipf_store::{
    Cause, Community, DailyPostId, Day, EventKind, NewPost, OwedPost, Player, PuzzleId, PuzzleRow,
};

use super::{task, Going};
use crate::choice::{Choice, ChoiceGroup, ChoiceKind};
use crate::fail::{user, R};
use crate::reply::{Event, Reply};
use crate::Manager;

/// The ratings a puzzle of the day is chosen among, where there is one: neither a newcomer's
/// first puzzle nor an expert's.
const DAILY_RATINGS: (f64, f64) = (1300.0, 1900.0);

/// The id of the post's "solve" button.
const BUTTON: &str = "pzd:";

/// Reads a "solve" button's id: the day it was posted for.
pub(crate) fn daily_button(id: &str) -> Option<Day> {
    id.strip_prefix(BUTTON)?.parse().ok()
}

impl Manager {
    /// Owes every room's post of today that is due and was not owed yet; returns how many.
    pub(crate) async fn post_due_dailies(&self, now: i64) -> usize {
        let store = &self.inner.store;
        let rooms = match store.daily_rooms().await {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the rooms of the puzzle of the day");
                return 0;
            }
        };
        let today = Day::of(now);
        let mut n = 0;
        for (room, at) in rooms {
            if now < at.on(today) {
                continue;
            }
            match self.owe_daily(room, today, now).await {
                Ok(true) => n += 1,
                Ok(false) => {}
                Err(f) => f.log(&format!("puzzle of the day of room {}", room.0)),
            }
        }
        n
    }

    /// When the next room's post falls due after `now`, if any room asked for one.
    pub(crate) async fn next_daily_due(&self, now: i64) -> Option<i64> {
        let rooms = self.inner.store.daily_rooms().await.ok()?;
        let today = Day::of(now);
        rooms
            .into_iter()
            .map(|(_, at)| {
                let t = at.on(today);
                if t > now {
                    t
                } else {
                    at.on(today.after())
                }
            })
            .min()
    }

    async fn owe_daily(&self, room: gipf_store::CommunityId, day: Day, now: i64) -> R<bool> {
        let store = &self.inner.store;
        if store.has_daily_post(room, day).await? {
            return Ok(false);
        }
        self.puzzles_ready().await?;
        let (low, high) = DAILY_RATINGS;
        if store
            .choose_daily_puzzle(day, low, high, now)
            .await?
            .is_none()
        {
            tracing::warn!(%day, "no puzzle left to be the puzzle of the day");
            return Ok(false);
        }
        let post = NewPost {
            kind: EventKind::DailyPuzzle,
            cause: Cause::Timer,
            mentions: Vec::new(),
        };
        let Some((id, post)) = store.owe_daily_post(room, day, &post, now).await? else {
            return Ok(false);
        };
        tracing::info!(room = room.0, %day, post = id.0, "puzzle of the day owed");
        // Shown now; if that fails, the outbox's sweep posts it from the store.
        if let Some(owed) = store.owed_post(post).await? {
            if let Some(e) = self.rebuild_daily_post(id, &owed).await? {
                self.emit(e.kind, e.cause, &e.community, e.to, e.reply, Some(post));
            }
        }
        Ok(true)
    }

    /// A room's post of a day as an event: yesterday's solution (when the room had
    /// yesterday's puzzle), today's puzzle, its image and the button that starts it.
    pub(crate) async fn rebuild_daily_post(
        &self,
        id: DailyPostId,
        owed: &OwedPost,
    ) -> R<Option<Event>> {
        let store = &self.inner.store;
        let Some(post) = store.daily_post(id).await? else {
            return Ok(None);
        };
        let Some(community) = store.community(post.community_id).await? else {
            return Ok(None);
        };
        let Some(row) = store.daily_puzzle(post.day).await? else {
            return Ok(None);
        };
        let lang = self.room_lang(community.id).await;
        let mut lines = Vec::new();
        let yesterday = post.day.before();
        if store.has_daily_post(community.id, yesterday).await? {
            if let Some(old) = store.daily_puzzle(yesterday).await? {
                let tally = store.puzzle_tally(old.id).await?;
                lines.push(t!(
                    lang,
                    "puzzle-daily-solution",
                    id = old.id.0,
                    solution = super::answer::actions(&old.puzzle.line),
                    solved = tally.solved,
                    tried = tally.tried()
                ));
            }
        }
        lines.push(t!(
            lang,
            "puzzle-daily-title",
            day = post.day.to_string(),
            id = row.id.0,
            rating = row.glicko.rating.round() as i64,
            task = task(&row.puzzle)
        ));
        lines.push(t!(lang, "puzzle-daily-how"));
        lines.push(t!(
            lang,
            "board-position",
            position = row.puzzle.start.to_string()
        ));
        let mut reply = Reply {
            lang,
            daily: true,
            position: Some(gipf_games::AnyPosition::Gipf(row.puzzle.start.clone())),
            choices: vec![ChoiceGroup {
                kind: ChoiceKind::Puzzle,
                choices: vec![Choice {
                    id: format!("{BUTTON}{}", post.day),
                    label: t!(lang, "puzzle-daily-button"),
                }],
            }],
            ..Reply::text(lines.join("\n"))
        };
        if self.inner.config.images {
            let solver = row.puzzle.solver();
            let (mine, other) = (t!(lang, "puzzle-you"), t!(lang, "puzzle-opponent"));
            let options = gipf_render::RenderOptions {
                width: self.inner.config.image_width,
                theme: self.inner.config.theme,
                flip: solver == gipf_rules::Color::Black,
                names: match solver {
                    gipf_rules::Color::White => [mine, other],
                    gipf_rules::Color::Black => [other, mine],
                },
                lang,
                ..gipf_render::RenderOptions::default()
            };
            let name = super::serve::image_name(row.id.0);
            reply.image = self
                .render_image(row.puzzle.start.clone(), options, name)
                .await;
        }
        Ok(Some(Event {
            kind: owed.kind,
            cause: owed.cause,
            community,
            to: Vec::new(),
            reply,
            post: Some(owed.id),
            claim: owed.claim.clone(),
        }))
    }

    /// `puzzle daily` (or the post's button, for `day`): today's puzzle started as the
    /// player's attempt; his answers stay private where the platform can.
    pub(super) async fn puzzle_daily(
        &self,
        me: &Player,
        room: &Community,
        day: Option<Day>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let today = Day::of(self.now());
        if day.is_some_and(|d| d != today) {
            return user(msg!("error-puzzle-daily-over"));
        }
        self.puzzles_ready().await?;
        let Some(row) = store.daily_puzzle(today).await? else {
            return user(msg!("error-puzzle-daily-none"));
        };
        if let Some(going) = self.going(me.id).await? {
            let lead = if going.row.id == row.id {
                t!(lang, "puzzle-going")
            } else {
                t!(lang, "puzzle-daily-finish-first")
            };
            return Ok(self.puzzle_board(me, &going, vec![lead], lang).await);
        }
        let going = self.start_daily(me, room, row).await?;
        Ok(self.puzzle_board(me, &going, Vec::new(), lang).await)
    }

    /// The puzzle of the day started as `me`'s attempt; refused when he has met it before.
    async fn start_daily(&self, me: &Player, room: &Community, row: PuzzleRow) -> R<Going> {
        let store = &self.inner.store;
        let Some(attempt) = store
            .start_attempt(me.id, room.id, row.id, self.now())
            .await?
        else {
            return user(msg!("error-puzzle-daily-seen", id = row.id.0));
        };
        Going::new(row, attempt)
    }

    /// An action replied to the post of the puzzle of the day: the answer to today's puzzle,
    /// which it starts when the player has no puzzle going. Another puzzle going, or none of
    /// the day, is answered as `puzzle daily` is (finish that one first; no puzzle today).
    pub(super) async fn puzzle_daily_reply(
        &self,
        me: &Player,
        room: &Community,
        action: &str,
        lang: Lang,
    ) -> R<Reply> {
        let today = self.inner.store.daily_puzzle(Day::of(self.now())).await?;
        let going = self.going(me.id).await?;
        match (going, today) {
            (Some(g), Some(d)) if g.row.id == d.id => self.puzzle_answer(me, action, lang).await,
            (None, Some(row)) => {
                // No board drawn for the start: the answer's reply shows the position.
                self.puzzles_ready().await?;
                self.start_daily(me, room, row).await?;
                self.puzzle_answer(me, action, lang).await
            }
            _ => self.puzzle_daily(me, room, None, lang).await,
        }
    }

    /// Whether a puzzle is a puzzle of the day whose solution may not be out yet (today's
    /// or yesterday's): answers to it are private.
    pub(super) async fn daily_secret(&self, puzzle: PuzzleId) -> bool {
        match self.inner.store.daily_day_of(puzzle).await {
            Ok(day) => secret(day, Day::of(self.now())),
            Err(e) => {
                tracing::warn!(error = %e, "cannot tell a puzzle of the day; answered privately");
                true
            }
        }
    }
}

/// The first day on which the solution of the puzzle of `day` is out for everyone: it is
/// posted on the next day at each room's own time, so from the day after that.
pub(super) fn out_on(day: Day) -> Day {
    day.after().after()
}

/// Whether the puzzle of `day` (if it was one) still has its solution hidden on `today`.
pub(super) fn secret(day: Option<Day>, today: Day) -> bool {
    day.is_some_and(|d| today < out_on(d))
}
