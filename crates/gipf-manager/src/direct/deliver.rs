//! Sending the notices owed by direct message, from the platform's delivery loop: a
//! player's notices go out together once the oldest is `game.direct_batch` old, as one
//! message about the games still waiting for him; refused (his direct messages are
//! closed), they become mentions in the games' rooms.

use gipf_rules::Color;
use gipf_store::{Cause, EventKind, NewPost, Player, PlayerId, StoreError};

use crate::adapter::Platform;
use crate::fail::Fail;
use crate::game::Live;
use crate::outbox::{PostError, Poster};
use crate::reply::Reply;
use crate::Manager;

use super::text::{self, Waiting};

impl Manager {
    /// Sends every player of `platform` whose notices are due his one message. `false`
    /// when the platform or the database failed for now (the rest waits for the next try).
    pub(crate) async fn sweep_direct<P: Poster>(&self, platform: &Platform, poster: &P) -> bool {
        if !platform.direct_messages {
            return true;
        }
        let now = self.now();
        let owed_by = now - self.inner.config.direct_batch_ms;
        let store = &self.inner.store;
        let players = match store.direct_due(platform.name, owed_by, now).await {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the direct notices");
                return false;
            }
        };
        for p in players {
            if self.send_direct(p, poster).await.is_err() {
                return false;
            }
        }
        true
    }

    /// When the next notices on `platform` are due (the manager's clock, ms), if any are
    /// owed.
    pub(crate) async fn next_direct(&self, platform: &Platform) -> Option<i64> {
        if !platform.direct_messages {
            return None;
        }
        match self.inner.store.oldest_direct(Some(platform.name)).await {
            Ok(t) => t.map(|t| t + self.inner.config.direct_batch_ms),
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the direct notices");
                None
            }
        }
    }

    /// Wakes the delivery loops when direct notices are due (a clock moved by hand, or a
    /// loop asleep past their time).
    pub(crate) async fn wake_for_direct(&self, now: i64) {
        match self.inner.store.oldest_direct(None).await {
            Ok(Some(t)) if t + self.inner.config.direct_batch_ms <= now => {
                self.inner.outbox_wake.send_modify(|n| *n += 1);
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "cannot read the direct notices"),
        }
    }

    /// One player's message. `Err` when it must wait (the platform or the database).
    async fn send_direct<P: Poster>(&self, player: PlayerId, poster: &P) -> Result<(), ()> {
        let store = &self.inner.store;
        let later =
            |e: StoreError| tracing::warn!(error = %e, player = player.0, "direct notices wait");
        let notices = store.direct_notices(player).await.map_err(later)?;
        let ids: Vec<i64> = notices.iter().map(|n| n.id).collect();
        let (Some(first), Some(to)) = (notices.first(), store.player(player).await.map_err(later)?)
        else {
            return store.direct_sent(&ids).await.map_err(later);
        };
        // The games still waiting for him, each once, in the order they began to.
        let mut waiting: Vec<Live> = Vec::new();
        for n in &notices {
            if waiting.iter().any(|l| l.row.id == n.game_id) {
                continue;
            }
            match self.snapshot(n.game_id).await {
                Ok(live) if live.decider().map(|d| d.id) == Some(player) => waiting.push(live),
                Ok(_) => {}
                Err(Fail::Store(e)) if !matches!(e, StoreError::Corrupt { .. }) => {
                    later(e);
                    return Err(());
                }
                Err(f) => f.log(&format!("direct notice about game {}", n.game_id)),
            }
        }
        if waiting.is_empty() {
            // He played meanwhile: nothing to tell.
            return store.direct_sent(&ids).await.map_err(later);
        }
        // Keyed by the batch, first and last notice: a try again of the same batch is
        // dropped by the platform, and one that grew (a notice owed while the answer to
        // the first try was lost) is a message of its own rather than dropped with it.
        // Within Discord's 25 characters up to ids of ten digits.
        let last = notices.last().map_or(first.id, |n| n.id);
        let key = format!("dm-{}-{last}", first.id);
        let reply = self.direct_reply(&to, &waiting, poster).await;
        match poster.post_direct(&to, &key, &reply).await {
            Ok(()) => {
                self.inner
                    .metrics
                    .direct_messages
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                store.direct_sent(&ids).await.map_err(later)
            }
            Err(PostError::Retry(why)) => {
                tracing::warn!(player = player.0, %why, "a direct message waits for the platform");
                Err(())
            }
            Err(PostError::GiveUp(why)) => {
                tracing::warn!(player = player.0, %why, "a direct message cannot be delivered; dropped");
                store.direct_sent(&ids).await.map_err(later)
            }
            Err(PostError::Refused(why)) => {
                tracing::info!(player = player.0, %why, "direct messages are closed: mentions instead");
                // The first game's room says why; the others mention him with their board.
                let instead: Vec<_> = waiting
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let kind = if i == 0 {
                            EventKind::DmClosed
                        } else {
                            EventKind::YourTurn
                        };
                        let post = NewPost {
                            kind,
                            cause: Cause::Timer,
                            mentions: vec![player],
                        };
                        (l.row.id, post)
                    })
                    .collect();
                let now = self.now();
                store
                    .direct_refused(player, &ids, &instead, now)
                    .await
                    .map_err(later)?;
                self.prefs(|p| p.notify.remove(&player));
                self.inner.outbox_wake.send_modify(|n| *n += 1);
                Ok(())
            }
        }
    }

    /// The message: his games, each with its place and page, and the first one's board
    /// from his side; in his language (else the first game's room's).
    async fn direct_reply<P: Poster>(&self, to: &Player, waiting: &[Live], poster: &P) -> Reply {
        let lang = match self.player_lang(to.id).await {
            Ok(Some(l)) => l,
            _ => self.room_lang(waiting[0].community.id).await,
        };
        let now = self.now();
        let mut games = Vec::with_capacity(waiting.len());
        for live in waiting {
            let mut links = Vec::new();
            if let Some(l) = poster.link(live.row.id, &live.community).await {
                links.push(l);
            }
            if let Some(url) = &self.inner.config.public_url {
                links.push(format!("{url}/{}", live.row.slug));
            }
            let mine = live.colour_of(to.id).unwrap_or(Color::White);
            games.push(Waiting {
                id: live.row.id,
                opponent: live.player(mine.other()),
                left_ms: crate::clocks::left(&live.row, live.position().decider_color(), mine, now),
                links,
            });
        }
        let first = &waiting[0];
        let board = self.board_reply(first, first.colour_of(to.id), lang).await;
        Reply {
            markdown: text::message(lang, &games),
            image: board.image,
            position: board.position,
            lang,
            ..Reply::default()
        }
    }

    /// The room's post about a game whose player could not be sent his message: a mention,
    /// and why.
    pub(crate) fn dm_closed_reply(&self, live: &Live, lang: gipf_i18n::Lang) -> Reply {
        let who = live.decider().cloned();
        Reply {
            markdown: match &who {
                Some(p) => text::closed(lang, live.row.id, p),
                None => String::new(),
            },
            game: Some(live.row.id),
            mentions: who.into_iter().collect(),
            lang,
            ..Reply::default()
        }
    }
}
