//! Messages out: a reply or an event posted where its game lives (the game's thread, whose
//! first message starts it), boards as images with a thumbnail, mentions as pills, and the
//! previous board redacted when configured.

use std::io::Cursor;
use std::sync::Arc;

use gipf_manager::adapter::PlatformEvents;
use gipf_manager::{Event, GameId, Player, PostError, PostId, Reply};
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseImageInfo, Thumbnail};
use matrix_sdk::room::reply::{EnforceThread, Reply as SdkReply};
use matrix_sdk::ruma::events::relation::Thread;
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::events::room::message::{
    AddMentions, FormattedBody, MessageType, Relation, ReplyWithinThread, RoomMessageEventContent,
    TextMessageEventContent,
};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{
    EventId, OwnedEventId, OwnedRoomId, OwnedTransactionId, OwnedUserId, RoomId, UInt, UserId,
};
use matrix_sdk::Room;

use crate::bot::{member_name, Bot, PLATFORM, THUMBNAIL};
use crate::MatrixError;

impl Bot {
    /// Posts a reply: about a game, in the game's thread (its first message starts the
    /// thread); otherwise where the command came from. Mentions the players it asks to act,
    /// and the asker of a private answer (Matrix has no private answers in a room). A
    /// secret answer (it would give a puzzle of the day away) goes to the asker's direct
    /// room, with a note where he asked; in the room only when he takes no direct messages.
    /// A command's answer that a game owes is acknowledged once posted.
    pub(crate) async fn deliver(
        &self,
        room: &Room,
        reply: &Reply,
        thread_hint: Option<OwnedEventId>,
        asker: Option<&UserId>,
    ) {
        if let (true, true, Some(asker)) = (reply.secret, reply.private, asker) {
            match self.deliver_direct(reply, asker, room).await {
                // Asked in the direct room itself: nothing more to say.
                Ok(dm) if dm == room.room_id() => {
                    self.manager.posted(reply).await;
                    return;
                }
                Ok(_) => {
                    self.manager.posted(reply).await;
                    let note = Reply {
                        private: true,
                        lang: reply.lang,
                        ..Reply::text(gipf_i18n::t!(reply.lang, "matrix-answer-direct"))
                    };
                    if let Err(e) = self
                        .try_deliver(room, &note, &[], thread_hint, Some(asker), None)
                        .await
                    {
                        tracing::warn!(room = %room.room_id(), error = ?e, "could not post");
                    }
                    return;
                }
                Err(e) => {
                    tracing::info!(user = %asker, error = ?e, "no direct room: answered in the room")
                }
            }
        }
        let txn = reply.owed.as_ref().map(|o| post_txn(o.id()));
        match self
            .try_deliver(room, reply, &[], thread_hint, asker, txn)
            .await
        {
            Ok(()) => self.manager.posted(reply).await,
            Err(e) => tracing::warn!(room = %room.room_id(), error = ?e, "could not post"),
        }
    }

    /// A secret answer in the asker's direct room, whole (its board too: nobody else is
    /// there). `here`, where he asked, is the room whose lock the caller holds.
    async fn deliver_direct(
        &self,
        reply: &Reply,
        asker: &UserId,
        here: &Room,
    ) -> Result<OwnedRoomId, PostError> {
        let dm = self.direct_room(asker).await?;
        // The room lock is not reentrant: asked in the direct room, it is held already.
        let _one = match dm.room_id() == here.room_id() {
            true => None,
            false => Some(self.rooms.lock(&dm.room_id().to_owned()).await),
        };
        let whole = Reply {
            private: false,
            ..reply.clone()
        };
        let txn = reply.owed.as_ref().map(|o| post_txn(o.id()));
        self.try_deliver(&dm, &whole, &[], None, None, txn).await?;
        Ok(dm.room_id().to_owned())
    }

    /// Whether a thread is a puzzle of the day's post's.
    pub(crate) async fn is_daily_thread(&self, root: &OwnedEventId) -> bool {
        match self
            .manager
            .places()
            .state(PLATFORM, &daily_key(root))
            .await
        {
            Ok(v) => v.is_some(),
            Err(e) => {
                tracing::warn!(error = %e, "could not tell a puzzle of the day's thread");
                false
            }
        }
    }

    /// Posts once: `txn` (an owed post's) is the send's transaction id, so that the
    /// homeserver keeps one message when the same post is sent again after a crash.
    async fn try_deliver(
        &self,
        room: &Room,
        reply: &Reply,
        extra: &[Player],
        thread_hint: Option<OwnedEventId>,
        asker: Option<&UserId>,
        txn: Option<OwnedTransactionId>,
    ) -> Result<(), PostError> {
        let retry = |e: gipf_manager::StoreError| PostError::Retry(e.to_string());
        let sdk = |e: matrix_sdk::Error| {
            let e = MatrixError::from(e);
            if e.is_transient() {
                PostError::Retry(e.to_string())
            } else {
                PostError::GiveUp(e.to_string())
            }
        };
        let places = self.manager.places();
        let mut people: Vec<(OwnedUserId, String)> = Vec::new();
        for p in reply.mentions.iter().chain(extra) {
            if p.platform != PLATFORM {
                continue;
            }
            if let Ok(u) = UserId::parse(&p.platform_user) {
                if u != self.me && !people.iter().any(|(x, _)| *x == u) {
                    people.push((u, p.display_name.clone()));
                }
            }
        }
        if reply.private {
            people.clear();
            if let Some(a) = asker {
                people.push((a.to_owned(), member_name(room, a).await));
            }
        }
        let place = match reply.game {
            Some(g) => places.get(g).await.map_err(retry)?,
            None => None,
        };
        let (room, thread) = match (&place, reply.game) {
            (Some(p), _) if p.thread.is_some() => {
                let r = RoomId::parse(&p.room)
                    .ok()
                    .and_then(|id| self.client.get_room(&id))
                    .unwrap_or_else(|| room.clone());
                (
                    r,
                    p.thread
                        .as_deref()
                        .and_then(|t| OwnedEventId::try_from(t).ok()),
                )
            }
            // A game's first message starts its thread, in the room's timeline.
            (_, Some(_)) if !reply.private => (room.clone(), None),
            _ => (room.clone(), thread_hint),
        };
        let (plain, html) = texts(reply, &people);
        let mentions = Mentions::with_user_ids(people.iter().map(|(u, _)| u.clone()));
        let event_id = match (&reply.image, reply.private) {
            (Some(img), false) => {
                let png = img.png.clone();
                let thumb = tokio::task::spawn_blocking(move || thumbnail(&png))
                    .await
                    .ok()
                    .flatten();
                let mut config = AttachmentConfig::new()
                    .info(AttachmentInfo::Image(BaseImageInfo {
                        width: Some(UInt::from(img.width)),
                        height: Some(UInt::from(img.height)),
                        size: UInt::new(img.png.len() as u64),
                        ..BaseImageInfo::default()
                    }))
                    .thumbnail(thumb)
                    .caption(Some(TextMessageEventContent::html(plain, html)))
                    .mentions(Some(mentions));
                if let Some(t) = txn {
                    config = config.txn_id(t);
                }
                if let Some(root) = &thread {
                    config = config.reply(Some(SdkReply {
                        event_id: root.clone(),
                        enforce_thread: EnforceThread::Threaded(ReplyWithinThread::No),
                        add_mentions: AddMentions::No,
                    }));
                }
                let png_type: mime::Mime = mime::IMAGE_PNG;
                room.send_attachment(
                    img.name.clone(),
                    &png_type,
                    img.png.as_slice().to_vec(),
                    config,
                )
                .await
                .map_err(sdk)?
                .event_id
            }
            _ => {
                let mut content = RoomMessageEventContent::new(MessageType::Text(
                    TextMessageEventContent::html(plain, html),
                ))
                .add_mentions(mentions);
                if let Some(root) = &thread {
                    content.relates_to =
                        Some(Relation::Thread(Thread::without_fallback(root.clone())));
                }
                let send = room.send(content);
                let send = match txn {
                    Some(t) => send.with_transaction_id(t),
                    None => send,
                };
                send.await.map_err(sdk)?.response.event_id
            }
        };
        if reply.daily && thread.is_none() {
            // Its thread is where the puzzle is answered.
            places
                .set_state(PLATFORM, &daily_key(&event_id), "1")
                .await
                .map_err(retry)?;
        }
        if let Some(game) = reply.game.filter(|_| !reply.private) {
            if thread.is_none() {
                places
                    .set(
                        game,
                        PLATFORM,
                        room.room_id().as_str(),
                        Some(event_id.as_str()),
                    )
                    .await
                    .map_err(retry)?;
            }
            if reply.image.is_some() {
                self.note_board(&room, game, &event_id, thread.as_ref())
                    .await;
            }
        }
        Ok(())
    }

    /// Records the game's newest board; redacts the one before when configured (never the
    /// thread's first message, which holds the thread together).
    async fn note_board(
        &self,
        room: &Room,
        game: GameId,
        event: &OwnedEventId,
        root: Option<&OwnedEventId>,
    ) {
        let old = match self
            .manager
            .places()
            .set_last_board(game, event.as_str())
            .await
        {
            Ok(old) => old,
            Err(e) => {
                tracing::warn!(error = %e, game = game.0, "could not record the last board");
                return;
            }
        };
        let redact = self
            .manager
            .room_options(game)
            .await
            .redact_old_boards
            .unwrap_or(self.config.redact_old_boards);
        if !redact {
            return;
        }
        let Some(old) = old.and_then(|o| OwnedEventId::try_from(o).ok()) else {
            return;
        };
        if Some(&old) == root {
            return;
        }
        if let Err(e) = room
            .redact(&old, Some("a newer board is below"), None)
            .await
        {
            tracing::debug!(error = %e, "could not redact an old board");
        }
    }
}

/// The plain and HTML texts of a reply, starting with the people it mentions (pills).
fn texts(reply: &Reply, people: &[(OwnedUserId, String)]) -> (String, String) {
    let mut plain = String::new();
    let mut md = String::new();
    for (u, name) in people {
        plain.push_str(&format!("{name}: "));
        md.push_str(&format!("[{name}](https://matrix.to/#/{u}) "));
    }
    plain.push_str(&reply.plain());
    md.push_str(&reply.markdown);
    let html = FormattedBody::markdown(&md).map_or_else(|| escape(&md), |f| f.body);
    (plain, html)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\n', "<br>")
}

/// A small PNG of the board for previews.
fn thumbnail(png: &[u8]) -> Option<Thumbnail> {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).ok()?;
    let small = img.thumbnail(THUMBNAIL, THUMBNAIL);
    let mut out = Cursor::new(Vec::new());
    small.write_to(&mut out, image::ImageFormat::Png).ok()?;
    let data = out.into_inner();
    Some(Thumbnail {
        content_type: mime::IMAGE_PNG,
        width: UInt::from(small.width()),
        height: UInt::from(small.height()),
        size: UInt::new(data.len() as u64)?,
        data,
    })
}

/// Posts the manager's events (the AI's moves, reminders, timeouts, expiries) and whatever
/// else is owed in each game's thread, through the manager's delivery loop. Events caused
/// by a command are the command's answer, posted by the command. The loop stops when the
/// returned guard is dropped: with the adapter (another instance may run Matrix then).
pub(crate) fn spawn_events(bot: Arc<Bot>, events: PlatformEvents) -> Delivery {
    let manager = bot.manager.clone();
    Delivery(manager.deliver_outbox(events, Poster(bot)))
}

/// The delivery loop, stopped when dropped.
pub(crate) struct Delivery(tokio::task::JoinHandle<()>);

impl Drop for Delivery {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The adapter as the delivery loop sees it.
struct Poster(Arc<Bot>);

impl gipf_manager::Poster for Poster {
    async fn post(&self, e: &Event) -> Result<(), PostError> {
        let bot = &self.0;
        let Some(room) = RoomId::parse(&e.community.platform_room)
            .ok()
            .and_then(|id| bot.client.get_room(&id))
        else {
            return Err(PostError::GiveUp(format!(
                "not in the room {}",
                e.community.platform_room
            )));
        };
        let _one = bot.rooms.lock(&room.room_id().to_owned()).await;
        let reply = Reply {
            private: false,
            ..e.reply.clone()
        };
        bot.try_deliver(&room, &reply, &e.to, None, None, e.post.map(post_txn))
            .await
    }

    async fn link(&self, game: GameId, _community: &gipf_manager::Community) -> Option<String> {
        let place = self.0.manager.places().get(game).await.ok().flatten()?;
        Some(match place.thread {
            Some(t) => format!("https://matrix.to/#/{}/{t}", place.room),
            None => format!("https://matrix.to/#/{}", place.room),
        })
    }

    async fn post_direct(&self, to: &Player, key: &str, reply: &Reply) -> Result<(), PostError> {
        let bot = &self.0;
        let user = UserId::parse(&to.platform_user)
            .map_err(|e| PostError::GiveUp(format!("{}: {e}", to.platform_user)))?;
        let room = bot.direct_room(&user).await?;
        let _one = bot.rooms.lock(&room.room_id().to_owned()).await;
        let txn = OwnedTransactionId::from(key);
        bot.try_deliver(&room, reply, &[], None, None, Some(txn))
            .await
    }
}

/// The state key that marks a puzzle of the day's post (the root of its thread).
fn daily_key(root: &EventId) -> String {
    format!("daily-thread:{root}")
}

/// The transaction id of an owed post's send.
fn post_txn(p: PostId) -> OwnedTransactionId {
    OwnedTransactionId::from(format!("gipf-post-{}", p.0))
}

impl Bot {
    /// The direct room with `user`: made once (inviting him) and remembered across
    /// restarts. One he left or was never let into refuses: he takes no messages there
    /// (the next `notify dm` makes a new one).
    async fn direct_room(&self, user: &UserId) -> Result<Room, PostError> {
        let retry = |e: gipf_manager::StoreError| PostError::Retry(e.to_string());
        let key = format!("dm:{user}");
        let places = self.manager.places();
        let saved = places.state(PLATFORM, &key).await.map_err(retry)?;
        let known = saved
            .as_deref()
            .and_then(|s| RoomId::parse(s).ok())
            .and_then(|id| self.client.get_room(&id));
        if let Some(room) = known {
            let gone = match room.get_member_no_sync(user).await {
                Ok(Some(m)) => matches!(
                    m.membership(),
                    MembershipState::Leave | MembershipState::Ban
                ),
                Ok(None) | Err(_) => false,
            };
            if !gone {
                return Ok(room);
            }
            places.set_state(PLATFORM, &key, "").await.map_err(retry)?;
            return Err(PostError::Refused(format!("{user} left the direct room")));
        }
        let room = self.client.create_dm(user).await.map_err(|e| {
            let e = MatrixError::from(e);
            if e.is_transient() {
                PostError::Retry(e.to_string())
            } else {
                // The homeserver would not let him be invited.
                PostError::Refused(e.to_string())
            }
        })?;
        places
            .set_state(PLATFORM, &key, room.room_id().as_str())
            .await
            .map_err(retry)?;
        Ok(room)
    }
}
