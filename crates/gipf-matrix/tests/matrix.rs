//! The real Matrix adapter against a real Synapse homeserver, with human players who are
//! themselves matrix-sdk clients (so that encrypted rooms are tested for real). One topic: a
//! test per user journey, sharing one homeserver. This file holds the harness (`Human`, the
//! bot's start, the waits) and the first journeys; newer ones are modules under `matrix/`
//! (`direct`, `languages`, `tournaments`, `reviews`).
//!
//! Needs Synapse: `tests/run` (the README's test command) starts one. By hand:
//! `eval "$(tests/synapse.sh start)"` in the repository, then `cargo test -p gipf-matrix`.
//! Without it the tests say so and pass, except under `tests/run` or CI, where they fail.
//! ~1150 lines: the harness and the first journeys; newer ones (DVONN's among them) are
//! modules under `matrix/`, in this one test binary.

// matrix-sdk's futures are deep: proving them `Send` needs more than the default 128.
#![recursion_limit = "256"]

use std::path::Path;
use std::str::FromStr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gipf_manager::{Config, Limits, Manager, Secret, Store, SystemClock};
use gipf_matrix::MatrixConfig;
use gipf_rules::Position;
use hmac::{Hmac, Mac};
use matrix_sdk::config::SyncSettings;
use matrix_sdk::encryption::EncryptionSettings;
use matrix_sdk::media::{MediaFormat, MediaRequestParameters};
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::relation::Thread;
use matrix_sdk::ruma::events::room::encryption::RoomEncryptionEventContent;
use matrix_sdk::ruma::events::room::member::{
    MembershipState, OriginalSyncRoomMemberEvent, StrippedRoomMemberEvent,
};
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::room::redaction::OriginalSyncRoomRedactionEvent;
use matrix_sdk::ruma::events::InitialStateEvent;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use matrix_sdk::{Client, Room};
use tokio::sync::Notify;

struct Server {
    url: String,
    secret: String,
}

/// The homeserver of the tests, or `None` (with a note) when there is none locally.
fn server() -> Option<Server> {
    // RUST_LOG=gipf_matrix=debug shows the adapter's logs.
    use tracing_subscriber::layer::SubscriberExt as _;
    use tracing_subscriber::util::SubscriberInitExt as _;
    let filter: tracing_subscriber::filter::Targets = std::env::var("RUST_LOG")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            tracing_subscriber::filter::Targets::new()
                .with_default(tracing::Level::WARN)
                .with_target("matrix_sdk_crypto", tracing::Level::ERROR)
        });
    let _ = tracing_subscriber::registry()
        .with(tracing_subscriber::fmt::layer().with_test_writer())
        .with(filter)
        .try_init();
    match (
        std::env::var("GIPF_SYNAPSE_URL"),
        std::env::var("GIPF_SYNAPSE_SECRET"),
    ) {
        (Ok(url), Ok(secret)) => Some(Server { url, secret }),
        _ if std::env::var_os("GIPF_REQUIRE_SYNAPSE").is_some()
            || std::env::var_os("CI").is_some() =>
        {
            panic!("no Synapse (GIPF_SYNAPSE_URL is not set): `tests/run` starts one for the tests")
        }
        _ => {
            eprintln!(
                "SKIPPED: no Synapse. `tests/run` starts one and runs every test; or start it \
with `eval \"$(tests/synapse.sh start)\"` in the repository (it installs Synapse into a venv \
the first time), then run the tests again."
            );
            None
        }
    }
}

fn unique(base: &str) -> String {
    static N: AtomicU32 = AtomicU32::new(0);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() % 100_000_000)
        .unwrap_or(0);
    format!("{base}{t}x{}", N.fetch_add(1, Ordering::SeqCst))
}

/// Creates a user with the registration shared secret (Synapse's admin API).
async fn register(s: &Server, name: &str, password: &str) {
    let http = matrix_sdk::reqwest::Client::new();
    let url = format!("{}/_synapse/admin/v1/register", s.url);
    let nonce: serde_json::Value = serde_json::from_str(
        &http
            .get(&url)
            .send()
            .await
            .expect("nonce")
            .text()
            .await
            .expect("nonce body"),
    )
    .expect("nonce json");
    let nonce = nonce["nonce"].as_str().expect("nonce").to_string();
    let mut mac = Hmac::<sha1::Sha1>::new_from_slice(s.secret.as_bytes()).expect("hmac");
    mac.update(format!("{nonce}\0{name}\0{password}\0notadmin").as_bytes());
    let mac: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let body = serde_json::json!({
        "nonce": nonce, "username": name, "password": password, "admin": false, "mac": mac,
    });
    let r = http
        .post(&url)
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("register");
    assert!(
        r.status().is_success(),
        "register {name}: {:?}",
        r.text().await
    );
}

/// What a human's client saw.
#[derive(Clone, Debug)]
struct Seen {
    room: OwnedRoomId,
    event: OriginalSyncRoomMessageEvent,
    encrypted: bool,
}

impl Seen {
    /// The text: the body, or the caption of an image.
    fn text(&self) -> String {
        match &self.event.content.msgtype {
            MessageType::Text(t) => t.body.clone(),
            MessageType::Image(i) => i.caption().unwrap_or("").to_string(),
            other => other.body().to_string(),
        }
    }

    fn thread(&self) -> Option<OwnedEventId> {
        match &self.event.content.relates_to {
            Some(Relation::Thread(t)) => Some(t.event_id.clone()),
            _ => None,
        }
    }

    fn mentions(&self, u: &OwnedUserId) -> bool {
        self.event
            .content
            .mentions
            .as_ref()
            .is_some_and(|m| m.user_ids.contains(u))
    }

    fn position(&self) -> Position {
        // "Position: ..." in English, "Stelling: ..." in Dutch.
        let text = self.text();
        text.lines()
            .filter_map(|l| l.split_once(": "))
            .find_map(|(_, r)| Position::from_str(r.trim_matches('`')).ok())
            .unwrap_or_else(|| panic!("no position in {text}"))
    }

    fn is_image(&self) -> bool {
        matches!(self.event.content.msgtype, MessageType::Image(_))
    }
}

#[derive(Default)]
struct Inbox {
    messages: Mutex<Vec<Seen>>,
    members: Mutex<Vec<(OwnedRoomId, OwnedUserId, MembershipState)>>,
    redacted: Mutex<Vec<OwnedEventId>>,
    /// The rooms this user was invited to, and by whom.
    invites: Mutex<Vec<(OwnedRoomId, OwnedUserId)>>,
    changed: Notify,
}

struct Human {
    client: Client,
    id: OwnedUserId,
    inbox: Arc<Inbox>,
    /// Messages before this index were already looked at.
    cursor: usize,
    sync: tokio::task::JoinHandle<()>,
    _dir: tempfile::TempDir,
}

impl Human {
    async fn new(s: &Server, base: &str) -> Human {
        let name = unique(base);
        let password = "correct horse battery";
        register(s, &name, password).await;
        let dir = tempfile::tempdir().expect("temp dir");
        let client = Client::builder()
            .homeserver_url(&s.url)
            .sqlite_store(dir.path(), None)
            .with_encryption_settings(EncryptionSettings {
                auto_enable_cross_signing: false,
                ..EncryptionSettings::default()
            })
            .build()
            .await
            .expect("client");
        client
            .matrix_auth()
            .login_username(&name, password)
            .send()
            .await
            .expect("login");
        let id = client.user_id().expect("user").to_owned();
        let inbox = Arc::new(Inbox::default());
        let i = inbox.clone();
        client.add_event_handler(
            move |ev: OriginalSyncRoomMessageEvent,
                  room: Room,
                  enc: Option<matrix_sdk::deserialized_responses::EncryptionInfo>| {
                let i = i.clone();
                async move {
                    i.messages
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(Seen {
                            room: room.room_id().to_owned(),
                            event: ev,
                            encrypted: enc.is_some(),
                        });
                    i.changed.notify_waiters();
                }
            },
        );
        let i = inbox.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomMemberEvent, room: Room| {
            let i = i.clone();
            async move {
                if let Ok(u) = OwnedUserId::try_from(ev.state_key.as_str()) {
                    i.members.lock().unwrap_or_else(|e| e.into_inner()).push((
                        room.room_id().to_owned(),
                        u,
                        ev.content.membership.clone(),
                    ));
                    i.changed.notify_waiters();
                }
            }
        });
        let i = inbox.clone();
        let me = id.clone();
        client.add_event_handler(move |ev: StrippedRoomMemberEvent, room: Room| {
            let (i, me) = (i.clone(), me.clone());
            async move {
                if ev.state_key == me && ev.content.membership == MembershipState::Invite {
                    i.invites
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((room.room_id().to_owned(), ev.sender.clone()));
                    i.changed.notify_waiters();
                }
            }
        });
        let i = inbox.clone();
        client.add_event_handler(move |ev: OriginalSyncRoomRedactionEvent| {
            let i = i.clone();
            async move {
                if let Some(id) = ev.content.redacts.clone().or(ev.redacts.clone()) {
                    i.redacted
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(id);
                    i.changed.notify_waiters();
                }
            }
        });
        let c = client.clone();
        // sync_once in a loop: `Client::sync` waits a second between quick syncs.
        let sync = tokio::spawn(async move {
            let mut token: Option<String> = None;
            loop {
                let mut settings = SyncSettings::default().timeout(Duration::from_secs(10));
                if let Some(t) = &token {
                    settings = settings.token(t.clone());
                }
                match c.sync_once(settings).await {
                    Ok(r) => token = Some(r.next_batch),
                    Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
                }
            }
        });
        Human {
            client,
            id,
            inbox,
            cursor: 0,
            sync,
            _dir: dir,
        }
    }

    /// Waits for a message after the cursor that satisfies `pred`, and moves past it.
    async fn expect(&mut self, what: &str, pred: impl Fn(&Seen) -> bool) -> Seen {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let notified = self.inbox.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            {
                let msgs = self
                    .inbox
                    .messages
                    .lock()
                    .unwrap_or_else(|e| e.into_inner());
                if let Some((i, m)) = msgs
                    .iter()
                    .enumerate()
                    .skip(self.cursor)
                    .find(|(_, m)| pred(m))
                {
                    self.cursor = i + 1;
                    return m.clone();
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, notified).await.is_err() {
                let msgs = self
                    .inbox
                    .messages
                    .lock()
                    .unwrap_or_else(|e| e.into_inner());
                let seen: Vec<String> = msgs
                    .iter()
                    .skip(self.cursor)
                    .map(|m| format!("{}: {}", m.event.sender, m.text()))
                    .collect();
                panic!("{} waited 60 s for {what}; saw {seen:#?}", self.id);
            }
        }
    }

    /// Messages from `bot` after the cursor, without waiting.
    fn since(&self, bot: &OwnedUserId) -> Vec<Seen> {
        self.inbox
            .messages
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .skip(self.cursor)
            .filter(|m| &m.event.sender == bot)
            .cloned()
            .collect()
    }

    /// Waits until `done` holds of the inbox (checked whenever the client sees something).
    async fn wait_until(&self, what: &str, done: impl Fn(&Inbox) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let notified = self.inbox.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if done(&self.inbox) {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero() && tokio::time::timeout(left, notified).await.is_ok(),
                "{} waited 60 s for {what}",
                self.id
            );
        }
    }

    async fn expect_member(&self, room: &OwnedRoomId, user: &OwnedUserId, state: MembershipState) {
        let what = format!("{user} to become {state:?} in {room}");
        self.wait_until(&what, |i| {
            i.members
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .any(|(r, u, s)| r == room && u == user && *s == state)
        })
        .await;
    }

    /// Waits for an invitation from `from` (the `n`-th one from him, counted from 0).
    async fn expect_invite(&self, from: &OwnedUserId, n: usize) -> OwnedRoomId {
        let what = format!("invitation {n} from {from}");
        self.wait_until(&what, |_| self.invites_from(from).len() > n)
            .await;
        self.invites_from(from).swap_remove(n)
    }

    /// The rooms `from` invited this user to, in order.
    fn invites_from(&self, from: &OwnedUserId) -> Vec<OwnedRoomId> {
        self.inbox
            .invites
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|(_, by)| by == from)
            .map(|(r, _)| r.clone())
            .collect()
    }

    async fn expect_redacted(&self, event: &OwnedEventId) {
        let what = format!("the redaction of {event}");
        self.wait_until(&what, |i| {
            i.redacted
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .contains(event)
        })
        .await;
    }

    fn room(&self, id: &OwnedRoomId) -> Room {
        self.client.get_room(id).expect("room known")
    }

    async fn say(&self, room: &OwnedRoomId, text: &str) {
        self.room(room)
            .send(RoomMessageEventContent::text_plain(text))
            .await
            .expect("send");
    }

    async fn say_in_thread(&self, room: &OwnedRoomId, root: &OwnedEventId, text: &str) {
        let mut content = RoomMessageEventContent::text_plain(text);
        content.relates_to = Some(Relation::Thread(Thread::plain(root.clone(), root.clone())));
        self.room(room).send(content).await.expect("send");
    }

    /// A new room with the bot invited; returns once it has joined (by itself).
    async fn room_with(&self, bot: &OwnedUserId) -> OwnedRoomId {
        self.room_with_friends(bot, &[]).await
    }

    /// A new room with the bot and `friends` invited; returns once the friends joined it and
    /// the bot joined by itself.
    async fn room_with_friends(&self, bot: &OwnedUserId, friends: &[&Human]) -> OwnedRoomId {
        let mut req = CreateRoom::new();
        req.invite = std::iter::once(bot.clone())
            .chain(friends.iter().map(|f| f.id.clone()))
            .collect();
        let room = self
            .client
            .create_room(req)
            .await
            .expect("room")
            .room_id()
            .to_owned();
        for f in friends {
            f.join(&room).await;
        }
        self.expect_member(&room, bot, MembershipState::Join).await;
        room
    }

    /// Joins a room; returns once the sync saw the join (before it, a sync answer still
    /// carrying the invitation can put the room back to invited, and a send fails).
    async fn join(&self, room: &OwnedRoomId) {
        self.client.join_room_by_id(room).await.expect("join");
        self.expect_member(room, &self.id, MembershipState::Join)
            .await;
    }

    async fn stop(self) {
        self.sync.abort();
    }
}

struct Bot {
    id: OwnedUserId,
    task: tokio::task::JoinHandle<()>,
    manager: Manager,
}

/// The password of every test bot.
const BOT_PASSWORD: &str = "bot password";

/// A bot's config as the tests use it; tests change what they test.
fn bot_config(s: &Server, name: &str, store: &Path) -> MatrixConfig {
    MatrixConfig {
        homeserver: s.url.clone(),
        user: name.into(),
        password: Secret::new(BOT_PASSWORD),
        access_token: Secret::default(),
        device_name: "gipfbot test".into(),
        store_path: store.to_path_buf(),
        store_passphrase: Secret::default(),
        allow: Vec::new(),
        redact_old_boards: false,
        prefix: "!gipf".into(),
        catch_up: Duration::from_secs(600),
    }
}

/// The manager's config of the tests: players here type as fast as a program can, so no
/// per-minute limit.
fn manager_config() -> Config {
    Config {
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    }
}

/// Starts the adapter on a database; returns once it handles messages.
async fn start_bot(config: MatrixConfig, db: &Path) -> Bot {
    start_bot_with(config, db, manager_config()).await
}

/// [`start_bot`] with the manager's config of a test.
async fn start_bot_with(config: MatrixConfig, db: &Path, game: Config) -> Bot {
    let id = OwnedUserId::try_from(format!("@{}:localhost", config.user)).expect("bot id");
    let manager = Manager::open(
        Store::open(db).await.expect("store"),
        game,
        Arc::new(SystemClock),
    )
    .await
    .expect("manager");
    let (tx, rx) = tokio::sync::oneshot::channel();
    let ready = move || {
        let _ = tx.send(());
    };
    let adapter = gipf_matrix::run_with_ready(manager.clone(), config, ready);
    let task = tokio::spawn(async move {
        if let Err(e) = adapter.await {
            panic!("the adapter stopped: {e}");
        }
    });
    // As `gipfbot run` does: the background work starts once the adapter listens.
    manager.resume_ai().await.expect("resume");
    tokio::time::timeout(Duration::from_secs(60), rx)
        .await
        .expect("the bot did not start in 60 s")
        .expect("the bot stopped before it was ready");
    Bot { id, task, manager }
}

impl Bot {
    async fn stop(self) {
        self.task.abort();
        let _ = self.task.await;
        self.manager.store().close().await;
    }
}

/// A board: an image from the bot with its width, height, size and thumbnail.
fn check_board(m: &Seen) {
    let MessageType::Image(img) = &m.event.content.msgtype else {
        panic!("not an image: {}", m.text());
    };
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(840));
    assert_eq!(info.height.map(u64::from), Some(640));
    assert!(info.size.is_some_and(|s| u64::from(s) > 1000));
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    let thumb = info.thumbnail_info.as_ref().expect("thumbnail info");
    assert!(thumb.width.is_some_and(|w| u64::from(w) <= 320));
    assert!(info.thumbnail_source.is_some(), "a thumbnail");
    assert!(img.filename().starts_with("gipf-"), "{}", img.filename());
}

/// Whose decision it is on a board, among the players: the one named with the deciding
/// colour ("bob (White) vs alice (Black)"); the board mentions him.
fn decider(board: &Seen, players: &[OwnedUserId]) -> Option<OwnedUserId> {
    let colour = match board.position().decider()? {
        gipf_rules::Color::White => " (White)",
        gipf_rules::Color::Black => " (Black)",
    };
    let text = board.text();
    let u = players
        .iter()
        .find(|u| text.contains(&format!("{}{colour}", u.localpart())))?;
    assert!(board.mentions(u), "the decider is mentioned: {text}");
    Some(u.clone())
}

/// The action to play: a legal one, a removal by its number as in the image.
fn choose(p: &Position, n: usize) -> String {
    let legal = p.legal_actions();
    let a = legal[n * 7 % legal.len()];
    match p.removal_options().iter().position(|o| *o == a) {
        Some(i) if n.is_multiple_of(2) => format!("{}", i + 1),
        _ => a.to_string(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invite_challenge_and_a_whole_game() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = MatrixConfig {
        redact_old_boards: true,
        ..bot_config(&s, &bot_name, &dir.path().join("matrix"))
    };
    let bot = start_bot(config, &dir.path().join("db.sqlite")).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let mut carol = Human::new(&s, "carol").await;

    // Alice makes a room and invites the bot and her friends: the bot joins by itself.
    let mut req = CreateRoom::new();
    req.name = Some("GIPF club".into());
    req.invite = vec![bot.id.clone(), bob.id.clone(), carol.id.clone()];
    let room = alice
        .client
        .create_room(req)
        .await
        .expect("room")
        .room_id()
        .to_owned();
    bob.join(&room).await;
    carol.join(&room).await;
    alice
        .expect_member(&room, &bot.id, MembershipState::Join)
        .await;

    alice.say(&room, "!gipf help").await;
    let help = alice.expect("the help", |m| m.event.sender == bot.id).await;
    assert!(
        help.text().contains("challenge") && help.text().contains("leaderboard"),
        "{}",
        help.text()
    );

    // A challenge by Matrix id, answered by a plain `accept`.
    alice
        .say(
            &room,
            &format!("!gipf challenge {} basic time none", bob.id),
        )
        .await;
    let bob_id = bob.id.clone();
    let challenge = bob
        .expect("the challenge", |m| {
            m.event.sender == bot.id && m.mentions(&bob_id) && m.text().contains("challenges")
        })
        .await;
    assert_eq!(challenge.room, room);
    assert!(
        challenge.mentions(&bob.id),
        "{:?} {}",
        challenge.event.content.mentions,
        challenge.text()
    );
    let root = challenge.event.event_id.clone();
    bob.say(&room, "!gipf accept").await;
    let mut board = bob
        .expect("the first board", |m| {
            m.event.sender == bot.id && m.is_image()
        })
        .await;
    let first = board.event.event_id.clone();
    alice
        .expect("the first board", |m| m.event.event_id == first)
        .await;
    check_board(&board);
    assert_eq!(
        board.thread(),
        Some(root.clone()),
        "the game's messages are in its thread"
    );
    // The image downloads (authenticated media) and is a PNG.
    let MessageType::Image(img) = &board.event.content.msgtype else {
        unreachable!()
    };
    let png = bob
        .client
        .media()
        .get_media_content(
            &MediaRequestParameters {
                source: img.source.clone(),
                format: MediaFormat::File,
            },
            false,
        )
        .await
        .expect("download");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");

    let players = [alice.id.clone(), bob.id.clone()];
    let carol_id = carol.id.clone();
    let mut n = 0;
    let mut checked_strangers = false;
    loop {
        let p = board.position();
        if p.is_over() {
            break;
        }
        let who = decider(&board, &players).expect("the decider is mentioned");
        let action = choose(&p, n);
        if !checked_strangers {
            // Carol is not playing; the other player must wait. Nothing is played.
            carol.say_in_thread(&room, &root, &action).await;
            let c = carol
                .expect("Carol's answer", |m| {
                    m.event.sender == bot.id && m.mentions(&carol_id)
                })
                .await;
            assert!(c.text().contains("not playing"), "{}", c.text());
            let other = if who == alice.id {
                &mut bob
            } else {
                &mut alice
            };
            let other_id = other.id.clone();
            other.say_in_thread(&room, &root, &action).await;
            let c = other
                .expect("the waiting player's answer", |m| {
                    m.event.sender == bot.id && m.mentions(&other_id) && !m.is_image()
                })
                .await;
            assert!(c.text().contains("wait for"), "{}", c.text());
            checked_strangers = true;
        }
        let human = if who == alice.id {
            &mut alice
        } else {
            &mut bob
        };
        human.say_in_thread(&room, &root, &action).await;
        let next = human
            .expect("the next board", |m| {
                m.event.sender == bot.id && m.is_image()
            })
            .await;
        check_board(&next);
        assert_eq!(next.thread(), Some(root.clone()));
        assert_ne!(next.position(), p, "{action} was played");
        // Both players have seen it before either acts on the next one.
        let seen = next.event.event_id.clone();
        let other = if who == alice.id {
            &mut bob
        } else {
            &mut alice
        };
        other
            .expect("the same board", |m| m.event.event_id == seen)
            .await;
        board = next;
        n += 1;
        assert!(n < 300, "the game does not end");
    }
    assert!(board.text().contains("wins"), "{}", board.text());
    // Finished means finished: nobody is asked to push or choose ("White to push: @ann").
    assert!(!board.text().contains("to push: @"), "{}", board.text());
    assert!(
        !board.text().contains("chooses which row"),
        "{}",
        board.text()
    );
    // Old boards are redacted (matrix.redact_old_boards); the last one stays.
    alice.expect_redacted(&first).await;
    assert!(!alice
        .inbox
        .redacted
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .contains(&board.event.event_id));

    // Only a moderator sends the bot away.
    carol.say(&room, "!gipf leave").await;
    let c = carol
        .expect("the refusal", |m| {
            m.event.sender == bot.id && m.text().contains("moderator")
        })
        .await;
    assert!(c.mentions(&carol.id));
    alice.say(&room, "!gipf leave").await;
    alice
        .expect_member(&room, &bot.id, MembershipState::Leave)
        .await;

    bot.stop().await;
    for h in [alice, bob, carol] {
        h.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_game_in_an_encrypted_room_goes_on_after_a_restart() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let store = dir.path().join("matrix");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let mut dave = Human::new(&s, "dave").await;
    let dave_id = dave.id.clone();
    let config = MatrixConfig {
        allow: vec![dave_id.to_string()],
        ..bot_config(&s, &bot_name, &store)
    };
    let bot = start_bot(config.clone(), &db).await;
    let session = std::fs::read_to_string(store.join("session.json")).expect("session saved");

    // Someone not in matrix.allow invites the bot: it declines.
    let erin = Human::new(&s, "erin").await;
    let mut req = CreateRoom::new();
    req.invite = vec![bot.id.clone()];
    let erins = erin
        .client
        .create_room(req)
        .await
        .expect("room")
        .room_id()
        .to_owned();
    erin.expect_member(&erins, &bot.id, MembershipState::Leave)
        .await;
    erin.stop().await;

    let mut req = CreateRoom::new();
    req.name = Some("Secret GIPF".into());
    req.invite = vec![bot.id.clone()];
    req.initial_state = vec![InitialStateEvent::new(
        Default::default(),
        RoomEncryptionEventContent::with_recommended_defaults(),
    )
    .to_raw_any()];
    let room = dave
        .client
        .create_room(req)
        .await
        .expect("room")
        .room_id()
        .to_owned();
    dave.expect_member(&room, &bot.id, MembershipState::Join)
        .await;

    dave.say(&room, "!gipf ai beginner white").await;
    let mut board = dave
        .expect("the first board", |m| {
            m.event.sender == bot.id && m.is_image()
        })
        .await;
    assert!(
        board.encrypted,
        "the bot writes encrypted in an encrypted room"
    );
    check_board(&board);
    assert!(board.mentions(&dave.id));
    let root = board.event.event_id.clone();
    for n in 0..2 {
        let action = choose(&board.position(), n);
        dave.say_in_thread(&room, &root, &action).await;
        let mine = dave
            .expect("the board of my move", |m| {
                m.event.sender == bot.id && m.is_image()
            })
            .await;
        assert!(mine.text().contains("thinking"), "{}", mine.text());
        board = dave
            .expect("the AI's move", |m| {
                m.event.sender == bot.id && m.is_image() && m.mentions(&dave_id)
            })
            .await;
        assert!(board.encrypted);
        assert_eq!(board.thread(), Some(root.clone()));
    }

    // The bot goes away; a command sent meanwhile is answered once it is back (it is
    // younger than the catch-up window).
    bot.stop().await;
    dave.say(&room, "!gipf games").await;
    let bot = start_bot(config, &db).await;
    assert_eq!(
        std::fs::read_to_string(store.join("session.json")).expect("session"),
        session,
        "the same session and device after a restart"
    );
    let caught_up = dave
        .expect("the answer to what was sent meanwhile", |m| {
            m.event.sender == bot.id
        })
        .await;
    assert!(
        caught_up.text().contains("Your games"),
        "{}",
        caught_up.text()
    );
    let action = choose(&board.position(), 5);
    dave.say_in_thread(&room, &root, &action).await;
    let mine = dave
        .expect("the board of my move after the restart", |m| {
            m.event.sender == bot.id
        })
        .await;
    assert!(
        mine.is_image() && mine.text().contains("thinking"),
        "replayed? {}",
        mine.text()
    );
    let ai = dave
        .expect("the AI's move after the restart", |m| {
            m.event.sender == bot.id && m.is_image() && m.mentions(&dave_id)
        })
        .await;
    assert!(ai.encrypted);
    assert!(
        dave.since(&bot.id).iter().all(|m| m.is_image()),
        "no answer to the old command"
    );
    bot.stop().await;
    dave.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_access_token_instead_of_a_password() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    // A device made elsewhere (as an operator would, with curl or Element).
    let other = Client::builder()
        .homeserver_url(&s.url)
        .build()
        .await
        .expect("client");
    other
        .matrix_auth()
        .login_username(&bot_name, BOT_PASSWORD)
        .send()
        .await
        .expect("login");
    let session = other.matrix_auth().session().expect("session");
    let config = MatrixConfig {
        password: Secret::default(),
        access_token: Secret::new(session.tokens.access_token.clone()),
        store_passphrase: Secret::new("store secret"),
        allow: vec!["*".into()],
        ..bot_config(&s, &bot_name, &dir.path().join("matrix"))
    };
    let bot = start_bot(config, &dir.path().join("db.sqlite")).await;
    let saved = std::fs::read_to_string(dir.path().join("matrix/session.json")).expect("saved");
    assert!(
        saved.contains(session.meta.device_id.as_str()),
        "the token's own device is used: {saved}"
    );

    let mut fay = Human::new(&s, "fay").await;
    let bot_id = bot.id.clone();
    let room = fay.room_with(&bot_id).await;
    fay.say(&room, "!gipf rules").await;
    let r = fay.expect("the rules", |m| m.event.sender == bot_id).await;
    assert!(r.text().contains("gipf.com"), "{}", r.text());
    bot.stop().await;
    fay.stop().await;
}

/// A door in front of the homeserver: closed, it accepts connections and drops them at once
/// (counting them), as a homeserver that is not up yet; open, it forwards to the real one.
struct Door {
    url: String,
    knocks: Arc<AtomicU32>,
    knocked: Arc<Notify>,
    open: Arc<std::sync::atomic::AtomicBool>,
}

impl Door {
    async fn new(s: &Server) -> Door {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let target = s
            .url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        let knocks = Arc::new(AtomicU32::new(0));
        let knocked = Arc::new(Notify::new());
        let open = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (k, n, o) = (knocks.clone(), knocked.clone(), open.clone());
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                if !o.load(Ordering::SeqCst) {
                    drop(inbound);
                    k.fetch_add(1, Ordering::SeqCst);
                    n.notify_waiters();
                    continue;
                }
                let target = target.clone();
                tokio::spawn(async move {
                    if let Ok(mut outbound) = tokio::net::TcpStream::connect(&target).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
            }
        });
        Door {
            url,
            knocks,
            knocked,
            open,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_started_before_its_homeserver_connects_once_it_is_up() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let door = Door::new(&s).await;
    let config = MatrixConfig {
        homeserver: door.url.clone(),
        allow: vec!["*".into()],
        ..bot_config(&s, &bot_name, &dir.path().join("matrix"))
    };
    let db = dir.path().join("db.sqlite");
    let starting = tokio::spawn(async move { start_bot(config, &db).await });
    // The homeserver is "down" for the bot's first attempts...
    while door.knocks.load(Ordering::SeqCst) < 2 {
        tokio::time::timeout(Duration::from_secs(30), door.knocked.notified())
            .await
            .expect("the bot tries to connect");
    }
    assert!(
        !starting.is_finished(),
        "the bot waits instead of giving up"
    );
    // ...then comes up: the bot connects and answers.
    door.open.store(true, Ordering::SeqCst);
    let bot = starting.await.expect("the bot started");
    let mut fay = Human::new(&s, "fay").await;
    let room = fay.room_with(&bot.id).await;
    fay.say(&room, "!gipf rules").await;
    let bot_id = bot.id.clone();
    let r = fay.expect("the rules", |m| m.event.sender == bot_id).await;
    assert!(r.text().contains("gipf.com"), "{}", r.text());
    bot.stop().await;
    fay.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_sent_while_away_are_answered_once_within_the_catch_up_window() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let db = dir.path().join("db.sqlite");
    let config = MatrixConfig {
        allow: vec!["*".into()],
        ..bot_config(&s, &bot_name, &dir.path().join("matrix"))
    };
    let bot = start_bot(config.clone(), &db).await;
    let bot_id = bot.id.clone();
    let mut gus = Human::new(&s, "gus").await;
    let room = gus.room_with(&bot_id).await;
    let from_bot = |m: &Seen| m.event.sender == bot_id;

    // Away: two commands; back: each answered once (each command runs on its own, so the
    // two answers may come in either order).
    bot.stop().await;
    gus.say(&room, "!gipf rules").await;
    gus.say(&room, "!gipf levels").await;
    let bot = start_bot(config.clone(), &db).await;
    let a = gus.expect("the first answer", from_bot).await;
    let b = gus.expect("the second answer", from_bot).await;
    let both = format!("{}\n{}", a.text(), b.text());
    assert!(
        both.contains("gipf.com") && both.contains("beginner"),
        "{both}"
    );

    // A restart right after changes nothing: the next answer is to the next command.
    bot.stop().await;
    let bot = start_bot(config.clone(), &db).await;
    bot.stop().await;
    let bot = start_bot(config.clone(), &db).await;
    gus.say(&room, "!gipf help rules").await;
    let c = gus.expect("the answer after two restarts", from_bot).await;
    assert!(
        c.text().contains("rules [variant"),
        "nothing repeated: {}",
        c.text()
    );

    // Older than the window: ignored. The window is one second here, and the command
    // waits two before the bot comes back (time itself is what is tested).
    bot.stop().await;
    gus.say(&room, "!gipf games").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let short = MatrixConfig {
        catch_up: Duration::from_secs(1),
        ..config
    };
    let bot = start_bot(short, &db).await;
    gus.say(&room, "!gipf help levels").await;
    let d = gus.expect("the answer to the new command", from_bot).await;
    assert!(
        d.text().contains("each with its rating"),
        "the old command was ignored: {}",
        d.text()
    );
    bot.stop().await;
    gus.stop().await;
}

#[path = "matrix/direct.rs"]
mod direct;

#[path = "matrix/languages.rs"]
mod languages;

#[path = "matrix/tournaments.rs"]
mod tournaments;

#[path = "matrix/reviews.rs"]
mod reviews;

#[path = "matrix/puzzles.rs"]
mod puzzles;

#[path = "matrix/challenges.rs"]
mod challenges;

#[path = "matrix/dvonn.rs"]
mod dvonn;

#[path = "matrix/tzaar.rs"]
mod tzaar;

#[path = "matrix/yinsh.rs"]
mod yinsh;

#[path = "matrix/zertz.rs"]
mod zertz;

#[path = "matrix/punct.rs"]
mod punct;
