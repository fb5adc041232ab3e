//! Messages in: the sync loop (its position kept across restarts, the catch-up window),
//! invites, `!gipf` commands and moves typed in a game's thread. What goes out is in
//! `post.rs`.

use std::sync::Arc;
use std::time::Duration;

use gipf_manager::adapter::{Platform, PlatformEvents, RoomLocks};
use gipf_manager::{Command, Ctx, Manager, PuzzleAsk, Reply, UserRef};
use matrix_sdk::config::SyncSettings;
use matrix_sdk::event_handler::Ctx as HandlerCtx;
use matrix_sdk::ruma::events::room::member::{MembershipState, StrippedRoomMemberEvent};
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation,
};
use matrix_sdk::ruma::{
    MilliSecondsSinceUnixEpoch, OwnedEventId, OwnedRoomId, OwnedUserId, UserId,
};
use matrix_sdk::{Client, Room, RoomState};

use crate::{MatrixConfig, MatrixError};

/// Matrix as the manager knows it.
pub(crate) static MATRIX: Platform = Platform {
    name: "matrix",
    help_intro: Some("help-intro-matrix"),
    moderators: "moderator-matrix",
    read_user: matrix_user,
    direct_messages: true,
};
pub(crate) const PLATFORM: &str = MATRIX.name;
/// How long a sync waits on the homeserver for news.
const LONG_POLL: Duration = Duration::from_secs(30);
/// Thumbnails fit in this square (pixels).
pub(crate) const THUMBNAIL: u32 = 320;

/// The adapter's state, shared by every handler.
pub(crate) struct Bot {
    pub(crate) manager: Manager,
    pub(crate) config: MatrixConfig,
    pub(crate) client: Client,
    pub(crate) me: OwnedUserId,
    /// One command (or event) at a time per room, so that boards appear in the order of the
    /// moves, the AI's answer after the move it answers.
    pub(crate) rooms: RoomLocks<OwnedRoomId>,
}

/// Serves until the sync loop ends.
pub(crate) async fn serve(
    manager: Manager,
    config: MatrixConfig,
    client: Client,
    ready: impl FnOnce() + Send,
    events: PlatformEvents,
) -> Result<(), MatrixError> {
    let me = client
        .user_id()
        .map(ToOwned::to_owned)
        .ok_or_else(|| MatrixError::BadUser(config.user.clone()))?;
    let places = manager.places();
    let saved = places
        .state(PLATFORM, SYNC_TOKEN)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read the saved sync position");
            None
        });
    let bot = Arc::new(Bot {
        manager,
        config,
        client: client.clone(),
        me,
        rooms: RoomLocks::default(),
    });
    client.add_event_handler_context(bot.clone());
    // Back from a restart: the sync goes on from where it stopped, handlers on, and the
    // commands sent meanwhile are answered if the catch-up window allows.
    let caught_up = match saved {
        Some(token) => {
            let handler = client.add_event_handler(on_message);
            let r = crate::patiently("Matrix catch-up sync", || async {
                // What came meanwhile, at once: no long-poll when nothing did.
                let settings = SyncSettings::default()
                    .token(token.clone())
                    .timeout(Duration::ZERO);
                Ok(client.sync_once(settings).await?)
            })
            .await;
            match r {
                Ok(r) => Some(r),
                Err(e) => {
                    // A position this homeserver does not know (the database moved, the
                    // homeserver restored): start over as on the very first start.
                    tracing::warn!(error = %e, "the saved sync position was refused: starting afresh");
                    client.remove_event_handler(handler);
                    None
                }
            }
        }
        None => None,
    };
    let first = match caught_up {
        Some(r) => r,
        // The very first start: the rooms' history is not acted on.
        None => {
            let first = crate::patiently("Matrix first sync", || async {
                Ok(client.sync_once(SyncSettings::default()).await?)
            })
            .await?;
            client.add_event_handler(on_message);
            first
        }
    };
    // Invites that came while the bot was away.
    for room in client.invited_rooms() {
        match room.invite_details().await {
            Ok(invite) => bot.clone().consider_invite(room, invite.inviter_id),
            Err(e) => tracing::warn!(room = %room.room_id(), error = %e, "unreadable invite"),
        }
    }
    client.add_event_handler(on_invite);
    bot.save_position(&first.next_batch).await;
    let _delivery = crate::post::spawn_events(bot.clone(), events);
    tracing::info!(user = %bot.me, rooms = client.joined_rooms().len(), "connected to Matrix");
    ready();
    sync_forever(&bot, first.next_batch).await
}

/// Where the saved sync position is kept.
const SYNC_TOKEN: &str = "sync_token";
/// How far two homeservers' clocks may disagree when a message is compared with the bot's
/// join.
const CLOCK_SLACK_MS: i64 = 60_000;
/// How long handled events are remembered (no catch-up reaches further back).
const HANDLED_KEPT_MS: i64 = 7 * 86_400_000;

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The sync loop. Not the SDK's `Client::sync`, which waits a second before the next sync
/// whenever the last one came back within a second: after each board the bot's own echo
/// comes back at once, so every move would wait a second for nothing.
async fn sync_forever(bot: &Bot, mut token: String) -> Result<(), MatrixError> {
    let client = &bot.client;
    // Old handled events are forgotten at start and then daily.
    let mut forgotten: Option<tokio::time::Instant> = None;
    let mut backoff = Duration::from_millis(500);
    loop {
        let settings = SyncSettings::default()
            .token(token.clone())
            .timeout(LONG_POLL);
        match client.sync_once(settings).await {
            Ok(r) => {
                bot.manager.adapter_connected(PLATFORM, true);
                if r.next_batch != token {
                    bot.save_position(&r.next_batch).await;
                }
                if forgotten.is_none_or(|t| t.elapsed() >= Duration::from_secs(86_400)) {
                    bot.forget_old_events().await;
                    forgotten = Some(tokio::time::Instant::now());
                }
                token = r.next_batch;
                backoff = Duration::from_millis(500);
            }
            Err(e) => {
                if let Some(matrix_sdk::ruma::api::error::ErrorKind::UnknownToken { .. }) =
                    e.client_api_error_kind()
                {
                    // Logged out elsewhere: nothing to retry.
                    return Err(e.into());
                }
                bot.manager.adapter_connected(PLATFORM, false);
                tracing::warn!(error = %e, retry_in_ms = backoff.as_millis() as u64, "sync failed");
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(Duration::from_secs(30));
            }
        }
    }
}

async fn on_invite(ev: StrippedRoomMemberEvent, room: Room, HandlerCtx(bot): HandlerCtx<Arc<Bot>>) {
    if ev.state_key != bot.me || ev.content.membership != MembershipState::Invite {
        return;
    }
    bot.consider_invite(room, ev.sender);
}

async fn on_message(
    ev: OriginalSyncRoomMessageEvent,
    room: Room,
    HandlerCtx(bot): HandlerCtx<Arc<Bot>>,
) {
    // What came before the start was in the first sync, which had no handlers: no
    // timestamp test here (the homeserver's clock need not agree with ours).
    if room.state() != RoomState::Joined || ev.sender == bot.me {
        return;
    }
    let MessageType::Text(text) = &ev.content.msgtype else {
        return;
    };
    let thread = match &ev.content.relates_to {
        Some(Relation::Thread(t)) => Some(t.event_id.clone()),
        _ => None,
    };
    // Sent while the bot was away and older than the catch-up window (by the homeserver's
    // own count: no clocks compared), or before the bot joined the room: not for it.
    let age = ev.unsigned.age.map_or(0, |a| i64::from(a).max(0));
    if age > bot.config.catch_up.as_millis() as i64 {
        tracing::debug!(event = %ev.event_id, age_ms = age, "too old to answer");
        return;
    }
    // The sender's server stamps its events, ours our join: allow their clocks a minute.
    if joined_at(&room, &bot.me).await.is_some_and(|joined| {
        i64::from(ev.origin_server_ts.get()) < i64::from(joined.get()) - CLOCK_SLACK_MS
    }) {
        return;
    }
    let body = strip_reply_fallback(&text.body).to_string();
    tracing::debug!(
        delay_ms = u64::from(MilliSecondsSinceUnixEpoch::now().get())
            .saturating_sub(u64::from(ev.origin_server_ts.get())),
        "message received"
    );
    // The sync loop goes on while the command runs.
    let event = ev.event_id.clone();
    tokio::spawn(async move { bot.on_text(room, ev.sender, thread, body, event).await });
}

/// A reply quotes what it answers (lines starting with `> `, then a blank line) in older
/// clients: the command is what follows.
pub(crate) fn strip_reply_fallback(body: &str) -> &str {
    if !body.starts_with("> ") {
        return body;
    }
    match body.find("\n\n") {
        Some(i) => &body[i + 2..],
        None => body,
    }
}

impl Bot {
    /// Whether this is the first time the bot acts on `event`: a catch-up after a restart,
    /// or a sync answered twice, never answers a command twice. A database failure counts
    /// as first (answering twice beats not answering).
    async fn first_time(&self, event: &OwnedEventId) -> bool {
        match self
            .manager
            .places()
            .first_time(PLATFORM, event.as_str(), now_ms())
            .await
        {
            Ok(first) => first,
            Err(e) => {
                tracing::warn!(error = %e, "could not record a handled event");
                true
            }
        }
    }

    /// Forgets the handled events no catch-up can reach any more.
    async fn forget_old_events(&self) {
        let before = now_ms() - HANDLED_KEPT_MS;
        if let Err(e) = self
            .manager
            .places()
            .forget_handled_before(PLATFORM, before)
            .await
        {
            tracing::warn!(error = %e, "could not forget old handled events");
        }
    }

    /// Keeps the sync position for the next start.
    async fn save_position(&self, token: &str) {
        if let Err(e) = self
            .manager
            .places()
            .set_state(PLATFORM, SYNC_TOKEN, token)
            .await
        {
            tracing::warn!(error = %e, "could not save the sync position");
        }
    }

    /// Whether an invite from `user` is accepted.
    fn allowed(&self, user: &UserId) -> bool {
        if self.config.allow.is_empty() {
            return user.server_name() == self.me.server_name();
        }
        self.config.allow.iter().any(|a| {
            let a = a.trim();
            a == "*" || a == user.as_str() || a == user.server_name().as_str()
        })
    }

    fn consider_invite(self: Arc<Self>, room: Room, inviter: OwnedUserId) {
        tokio::spawn(async move {
            if !self.allowed(&inviter) {
                tracing::info!(room = %room.room_id(), %inviter, "invite refused (not in matrix.allow)");
                if let Err(e) = room.leave().await {
                    tracing::warn!(error = %e, "could not refuse an invite");
                }
                return;
            }
            // A join right after the invite can fail while the homeserver catches up.
            let mut wait = Duration::from_millis(500);
            for attempt in 1..=6 {
                match room.join().await {
                    Ok(()) => {
                        tracing::info!(room = %room.room_id(), %inviter, "joined");
                        return;
                    }
                    Err(e) => {
                        tracing::warn!(room = %room.room_id(), attempt, error = %e, "could not join yet");
                        tokio::time::sleep(wait).await;
                        wait *= 2;
                    }
                }
            }
        });
    }

    async fn on_text(
        &self,
        room: Room,
        sender: OwnedUserId,
        thread: Option<OwnedEventId>,
        body: String,
        event: OwnedEventId,
    ) {
        let game = match &thread {
            Some(root) => self.manager.game_of_thread(&MATRIX, root.as_str()).await,
            None => None,
        };
        // The thread of a puzzle of the day's post: actions typed there answer it.
        let daily = match (&thread, game) {
            (Some(root), None) => self.is_daily_thread(root).await,
            _ => false,
        };
        let trimmed = body.trim();
        let prefixed = strip_prefix(trimmed, &self.config.prefix);
        let text = match prefixed {
            Some(rest) if rest.trim().is_empty() => "help",
            Some(rest) => rest.trim(),
            // In a game's or the daily puzzle's thread a move needs no prefix; other talk
            // is left alone.
            None if game.is_some() || daily => trimmed,
            None => return,
        };
        let command = match self.manager.read_command(&MATRIX, text) {
            Ok(Command::Move { action, game: None }) if daily => {
                Command::Puzzle(PuzzleAsk::DailyReply(action))
            }
            Ok(c @ Command::Move { .. }) => c,
            Ok(c) if prefixed.is_some() => c,
            Ok(_) => return,
            Err(_) if prefixed.is_none() => return,
            Err(_) if text.eq_ignore_ascii_case("leave") => {
                self.leave(&room, &sender, thread).await;
                return;
            }
            Err(e) => {
                if !self.first_time(&event).await {
                    return;
                }
                let reply = Reply::error(self.manager.explain(&self.bare_ctx(&room, &sender), &e));
                let _one = self.rooms.lock(&room.room_id().to_owned()).await;
                self.deliver(&room, &reply, thread, Some(&sender)).await;
                return;
            }
        };
        if !self.first_time(&event).await {
            return;
        }
        self.note_mentioned(&room, text).await;
        let ctx = Ctx {
            platform: &MATRIX,
            user_id: sender.to_string(),
            user_name: member_name(&room, &sender).await,
            room_id: room.room_id().to_string(),
            room_name: room
                .display_name()
                .await
                .map(|n| n.to_string())
                .unwrap_or_else(|_| room.room_id().to_string()),
            game,
            // Matrix says nothing of a user's language: his `language` choice or the room's.
            locale: None,
            room_locale: None,
            moderator: is_moderator(&room, &sender).await,
        };
        let _one = self.rooms.lock(&room.room_id().to_owned()).await;
        let t0 = std::time::Instant::now();
        let reply = self.manager.handle(&ctx, command).await;
        let t1 = std::time::Instant::now();
        self.deliver(&room, &reply, thread, Some(&sender)).await;
        tracing::debug!(
            handle_ms = (t1 - t0).as_millis() as u64,
            post_ms = t1.elapsed().as_millis() as u64,
            "command answered"
        );
    }

    /// Users named by their Matrix id in a command (`challenge @bob:example.org`) are
    /// recorded under their display name, so that replies name them.
    async fn note_mentioned(&self, room: &Room, text: &str) {
        for word in text.split_whitespace() {
            let Ok(user) = UserId::parse(word.trim_end_matches([',', '.'])) else {
                continue;
            };
            let name = member_name(room, &user).await;
            if let Err(e) = self.manager.note_user(PLATFORM, user.as_str(), &name).await {
                tracing::warn!(error = %e, "could not record a user");
            }
        }
    }

    /// Who and where, without the names (enough to find a known user's language).
    fn bare_ctx(&self, room: &Room, sender: &UserId) -> Ctx {
        Ctx {
            platform: &MATRIX,
            user_id: sender.to_string(),
            user_name: sender.to_string(),
            room_id: room.room_id().to_string(),
            room_name: room.room_id().to_string(),
            game: None,
            locale: None,
            room_locale: None,
            moderator: false,
        }
    }

    async fn leave(&self, room: &Room, sender: &UserId, thread: Option<OwnedEventId>) {
        let moderator = is_moderator(room, sender).await;
        let _one = self.rooms.lock(&room.room_id().to_owned()).await;
        let lang = self.manager.lang_of(&self.bare_ctx(room, sender));
        if !moderator {
            let r = Reply::error(gipf_i18n::t!(lang, "matrix-leave-refused"));
            self.deliver(room, &r, thread, Some(sender)).await;
            return;
        }
        let r = Reply::text(gipf_i18n::t!(lang, "matrix-goodbye"));
        self.deliver(room, &r, thread, None).await;
        if let Err(e) = room.leave().await {
            tracing::warn!(error = %e, "could not leave");
        }
    }
}

/// Matrix names users by their id (`@bob:example.org`); anything else is a display name.
fn matrix_user(raw: &str) -> UserRef {
    let t = raw.trim().trim_end_matches([',', '.']);
    match UserId::parse(t) {
        Ok(id) => UserRef::Id(id.to_string()),
        Err(_) => UserRef::written(raw),
    }
}

pub(crate) async fn member_name(room: &Room, user: &UserId) -> String {
    match room.get_member_no_sync(user).await {
        Ok(Some(m)) => m.name().to_string(),
        _ => user.localpart().to_string(),
    }
}

fn strip_prefix<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    if !head.eq_ignore_ascii_case(prefix) {
        return None;
    }
    let rest = &text[prefix.len()..];
    // `!gipfxyz` is not the prefix.
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(rest)
}

/// When the bot last joined a room (its own membership event, stamped by the homeserver).
async fn joined_at(room: &Room, me: &UserId) -> Option<MilliSecondsSinceUnixEpoch> {
    let member = room.get_member_no_sync(me).await.ok()??;
    match member.event().as_ref() {
        matrix_sdk::deserialized_responses::MemberEvent::Sync(e) => Some(e.origin_server_ts()),
        matrix_sdk::deserialized_responses::MemberEvent::Stripped(_) => None,
    }
}

/// Whether a member may moderate the room (power level 50 or more): he may send the bot away
/// and change the room's settings.
async fn is_moderator(room: &Room, user: &UserId) -> bool {
    match room.get_member(user).await {
        Ok(Some(m)) => {
            m.normalized_power_level()
                >= matrix_sdk::ruma::events::room::power_levels::UserPowerLevel::Int(50.into())
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_ids_name_users() {
        assert_eq!(
            matrix_user("@bob:example.org,"),
            UserRef::Id("@bob:example.org".into())
        );
        assert_eq!(matrix_user("Bob"), UserRef::Name("Bob".into()));
    }

    #[test]
    fn prefixes_and_reply_fallbacks() {
        assert_eq!(strip_prefix("!gipf ai", "!gipf"), Some(" ai"));
        assert_eq!(strip_prefix("!GIPF", "!gipf"), Some(""));
        assert_eq!(strip_prefix("!gipfy", "!gipf"), None);
        assert_eq!(strip_prefix("hello", "!gipf"), None);
        assert_eq!(strip_prefix("é", "!gipf"), None);
        assert_eq!(
            strip_reply_fallback("> <@a:b> board\n> more\n\n!gipf board"),
            "!gipf board"
        );
        assert_eq!(strip_reply_fallback("b1-b2"), "b1-b2");
    }
}
