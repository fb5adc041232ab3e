//! A local Discord stand-in: the REST API routes the adapter uses and a gateway, on one
//! loopback port. It records every call the bot makes, keeps the messages it posts (so
//! that tests can click their buttons), and pushes INTERACTION_CREATE events as users
//! would cause them. One topic: the stand-in (~1370 lines, with what Discord refuses of a
//! command list: names, descriptions, counts and the 4,000-character budget; and of a
//! message's components: 5 action rows, 25 options a select menu). Its REST
//! routes and its gateway share one state (channels, messages, DM channels, shards), which
//! is why they stay in one file.
//!
//! The gateway keeps Discord's sharding rules: `GET /gateway/bot` says how many shards,
//! each IDENTIFY names `shard: [id, total]`, a shard outside the total (or a total other
//! than the stand-in's) is closed with 4010, and a server's events go to the connection of
//! shard `(guild_id >> 22) % total` only (READY lists that shard's servers, then a
//! GUILD_CREATE for each).
//! ~1370 lines, one topic (Discord's side of the wire and its rules: routes, gateway,
//! the budget of commands and the limits of components, each checked as Discord does).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

pub const APP: u64 = 900_000_000_000_000_001;
pub const BOT: u64 = 900_000_000_000_000_002;
pub const GUILD: u64 = 900_000_000_000_000_003;
pub const CHANNEL: u64 = 900_000_000_000_000_004;
pub const COMMAND: u64 = 900_000_000_000_000_005;

/// A simulated Discord user.
#[derive(Clone, Copy, Debug)]
pub struct User {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: User = User {
    id: 100_000_000_000_000_001,
    name: "alice",
};
pub const BOB: User = User {
    id: 100_000_000_000_000_002,
    name: "bob",
};
pub const CAROL: User = User {
    id: 100_000_000_000_000_003,
    name: "carol",
};

/// A file sent with a call.
#[derive(Clone, Debug)]
pub struct File {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// One API call of the bot.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: Method,
    pub path: String,
    /// The JSON body (`payload_json` of a multipart body).
    pub body: Value,
    pub files: Vec<File>,
    /// The message the call created or edited, as Discord returns it.
    pub message: Option<Value>,
    pub at: Instant,
}

impl Call {
    /// The message content of a message-creating call (callbacks carry it in `data`).
    pub fn content(&self) -> &str {
        self.data()["content"].as_str().unwrap_or("")
    }

    /// The message part of the body: `data` of an interaction callback, else the body.
    pub fn data(&self) -> &Value {
        if self.body.get("type").is_some() && self.body.get("data").is_some() {
            &self.body["data"]
        } else {
            &self.body
        }
    }

    pub fn ephemeral(&self) -> bool {
        self.data()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// The custom ids and values of its buttons and menu options, with their labels.
    pub fn choices(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for row in self.data()["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(opts) = c["options"].as_array() {
                    for o in opts {
                        out.push((
                            o["value"].as_str().unwrap_or("").to_string(),
                            o["label"].as_str().unwrap_or("").to_string(),
                        ));
                    }
                } else {
                    out.push((
                        c["custom_id"].as_str().unwrap_or("").to_string(),
                        c["label"].as_str().unwrap_or("").to_string(),
                    ));
                }
            }
        }
        out
    }

    /// Whether the message has a select menu (the entry dots).
    pub fn has_menu(&self) -> bool {
        self.data()["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|r| r["components"].as_array().into_iter().flatten())
            .any(|c| c["type"] == 3)
    }

    pub fn png(&self) -> Option<&File> {
        self.files.iter().find(|f| f.name.ends_with(".png"))
    }
}

#[derive(Default)]
struct Inner {
    calls: Vec<Call>,
    /// Messages by id.
    messages: HashMap<u64, Value>,
    /// The message an interaction token answered with (for `@original`).
    originals: HashMap<String, u64>,
    /// The channel of each interaction token (where its answers appear).
    channels: HashMap<String, String>,
    /// The server of each channel outside [`GUILD`].
    channel_guilds: HashMap<String, u64>,
    /// The live connection of each identified shard.
    shards: HashMap<u32, Conn>,
    /// Successful IDENTIFYs in all.
    identified: usize,
    /// What the gateway saw, for the tests.
    log: Gateway,
    /// Messages by nonce, for `enforce_nonce`.
    nonces: HashMap<String, u64>,
    /// Users' client locales (`en-US` when not set).
    locales: HashMap<u64, String>,
    /// Users without the Manage Server permission.
    not_managers: std::collections::HashSet<u64>,
    /// Each user's direct-message channel (one per user, as Discord keeps it), by user.
    dms: HashMap<u64, u64>,
    /// Users who take no direct messages from the bot (Discord answers 50007).
    dms_closed: std::collections::HashSet<u64>,
    /// Messages refused for their components (400, as Discord): the path and why.
    refused_components: Vec<(String, Vec<String>)>,
}

/// One shard's connection: where its frames go, and its sequence number.
struct Conn {
    /// Tells this connection apart from a later one of the same shard.
    id: u64,
    tx: mpsc::UnboundedSender<WsMessage>,
    seq: u64,
}

/// What the gateway saw.
#[derive(Clone, Debug, Default)]
pub struct Gateway {
    /// How many times each shard identified (and was let in).
    pub identified: std::collections::BTreeMap<u32, usize>,
    /// Each IDENTIFY closed with 4010, as `(shard, total)`.
    pub refused: Vec<(u32, u32)>,
    /// The events of a server whose shard had no connection (lost, as on Discord).
    pub undelivered: Vec<String>,
    /// The shards connected now.
    pub connected: std::collections::BTreeSet<u32>,
}

/// Discord's rule: the shard that receives a server's events.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// A server id whose events go to `shard` of `total` (the first after [`GUILD`]).
pub fn guild_on(shard: u32, total: u32) -> u64 {
    (0..)
        .map(|n: u64| GUILD + (n << 22))
        .find(|g| shard_of(*g, total) == shard)
        .expect("some server on every shard")
}

/// A channel of a server (for servers other than [`GUILD`], whose channel is [`CHANNEL`]).
pub fn channel_in(guild: u64) -> u64 {
    guild + 1
}

/// What the stand-in does with a bot's channel message while [`Standin::stall`] says so:
/// the bot's request never gets an answer, as when Discord is slow and the bot dies first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stall {
    /// Answer as usual.
    No,
    /// Record the request, create nothing, never answer.
    BeforeCreating,
    /// Create the message, never answer.
    AfterCreating,
}

/// The stand-in. Cheap to clone.
#[derive(Clone)]
pub struct Standin {
    inner: Arc<Mutex<Inner>>,
    changed: Arc<Notify>,
    ids: Arc<AtomicU64>,
    pub threads_allowed: Arc<AtomicBool>,
    /// While set, every REST call is recorded and answered 503 (Discord down).
    pub down: Arc<AtomicBool>,
    /// How channel messages are answered (see [`Stall`]).
    stall: Arc<Mutex<Stall>>,
    /// How interactions' answers (callbacks with a message) are answered.
    stall_answers: Arc<Mutex<Stall>>,
    /// Milliseconds before a channel message is answered (Discord being slow).
    pub slow_ms: Arc<AtomicU64>,
    pub url: String,
    /// How many shards the bot must run (what `GET /gateway/bot` answers).
    pub total: u32,
    /// The servers the bot is in: [`GUILD`] and one on each shard.
    pub guilds: Vec<u64>,
}

impl Standin {
    /// A stand-in whose bot runs one shard.
    pub async fn start() -> Standin {
        Standin::start_sharded(1).await
    }

    /// A stand-in whose bot runs `total` shards, in a server on each.
    pub async fn start_sharded(total: u32) -> Standin {
        let mut guilds = vec![GUILD];
        guilds.extend((0..total).map(|shard| guild_on(shard, total)));
        guilds.dedup();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let s = Standin {
            inner: Arc::default(),
            changed: Arc::default(),
            ids: Arc::new(AtomicU64::new(800_000_000_000_000_000)),
            threads_allowed: Arc::new(AtomicBool::new(true)),
            down: Arc::new(AtomicBool::new(false)),
            stall: Arc::new(Mutex::new(Stall::No)),
            stall_answers: Arc::new(Mutex::new(Stall::No)),
            slow_ms: Arc::new(AtomicU64::new(0)),
            url: format!("http://127.0.0.1:{port}"),
            total,
            guilds,
        };
        let app = Router::new()
            .route("/gateway", get(gateway))
            .fallback(api)
            .with_state(s.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        s
    }

    /// From now on, channel messages are answered so (see [`Stall`]).
    pub fn stall(&self, how: Stall) {
        *self.stall.lock().unwrap_or_else(|e| e.into_inner()) = how;
    }

    /// From now on, interactions' answers with a message are answered so.
    pub fn stall_answers(&self, how: Stall) {
        *self.stall_answers.lock().unwrap_or_else(|e| e.into_inner()) = how;
    }

    pub fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::SeqCst)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn record(&self, call: Call) {
        self.lock().calls.push(call);
        self.changed.notify_waiters();
    }

    /// Every call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.lock().calls.clone()
    }

    /// Waits until a call after the first `from` calls satisfies `pred`; returns its index
    /// and the call. Fails the test after 60 s (the bot is then broken, not slow).
    pub async fn wait(
        &self,
        from: usize,
        what: &str,
        pred: impl Fn(&Call) -> bool,
    ) -> (usize, Call) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            {
                let inner = self.lock();
                if let Some((i, c)) = inner
                    .calls
                    .iter()
                    .enumerate()
                    .skip(from)
                    .find(|(_, c)| pred(c))
                {
                    return (i, c.clone());
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, notified).await.is_err() {
                let calls: Vec<String> = self
                    .calls()
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let mark = if i < from { " " } else { "*" };
                        let body = c.body.to_string();
                        let cut: String = body.chars().take(160).collect();
                        format!("{mark}{i} {} {} {cut}", c.method, c.path)
                    })
                    .collect();
                panic!("waited 60 s for {what}; the calls (* = since the wait began): {calls:#?}");
            }
        }
    }

    /// The messages refused so far for their components (see [`component_problems`]):
    /// the call's path and what Discord would have said.
    pub fn refused_components(&self) -> Vec<(String, Vec<String>)> {
        self.lock().refused_components.clone()
    }

    /// Number of calls so far.
    pub fn len(&self) -> usize {
        self.lock().calls.len()
    }

    /// Waits until the bot has identified `n` times in all (one per start).
    pub async fn wait_identified(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.lock().identified >= n {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero() && tokio::time::timeout(left, notified).await.is_ok(),
                "the bot did not connect to the gateway"
            );
        }
    }

    /// What the gateway saw so far.
    pub fn gateway(&self) -> Gateway {
        let inner = self.lock();
        Gateway {
            connected: inner.shards.keys().copied().collect(),
            ..inner.log.clone()
        }
    }

    /// Waits until what the gateway saw satisfies `pred`; fails the test after 60 s.
    pub async fn wait_gateway(&self, what: &str, pred: impl Fn(&Gateway) -> bool) -> Gateway {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            let now = self.gateway();
            if pred(&now) {
                return now;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero() && tokio::time::timeout(left, notified).await.is_ok(),
                "waited 60 s for {what}; the gateway saw {now:?}"
            );
        }
    }

    /// Sets a user's client locale (as Discord reports it on each interaction).
    pub fn set_locale(&self, user: User, locale: &str) {
        self.lock().locales.insert(user.id, locale.into());
    }

    /// Takes the Manage Server permission from a user.
    pub fn not_manager(&self, user: User) {
        self.lock().not_managers.insert(user.id);
    }

    /// From now on the user takes no direct messages from the bot (his privacy setting).
    pub fn close_dms(&self, user: User) {
        self.lock().dms_closed.insert(user.id);
    }

    /// The user's direct-message channel, once the bot opened it.
    pub fn dm_channel(&self, user: User) -> Option<u64> {
        self.lock().dms.get(&user.id).copied()
    }

    /// The user whose direct-message channel this is.
    fn dm_user(&self, channel: &str) -> Option<u64> {
        let c: u64 = channel.parse().ok()?;
        self.lock()
            .dms
            .iter()
            .find(|(_, &dm)| dm == c)
            .map(|(&u, _)| u)
    }

    /// A stored message.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.lock().messages.get(&id).cloned()
    }

    /// Sends a server's gateway dispatch to the connection of its shard.
    fn dispatch(&self, t: &str, d: Value) {
        let guild = d["guild_id"]
            .as_str()
            .and_then(|g| g.parse().ok())
            .unwrap_or(GUILD);
        let shard = shard_of(guild, self.total);
        let mut inner = self.lock();
        match inner.shards.get_mut(&shard) {
            Some(conn) => send(conn, t, d),
            None => inner.log.undelivered.push(format!("{t} in server {guild}")),
        }
    }

    fn interaction(
        &self,
        kind: u8,
        user: User,
        channel: u64,
        data: Value,
        message: Option<Value>,
    ) -> Interaction {
        let guild = self
            .lock()
            .channel_guilds
            .get(&channel.to_string())
            .copied()
            .unwrap_or(GUILD);
        let id = self.next_id();
        let token = format!("token-{id}");
        let mut d = json!({
            "id": id.to_string(),
            "application_id": APP.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "guild_id": guild.to_string(),
            "channel_id": channel.to_string(),
            "member": member(user),
            "app_permissions": "2251799813685247",
            "locale": self.lock().locales.get(&user.id).cloned().unwrap_or_else(|| "en-US".into()),
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild.to_string()},
            "context": 0,
            "attachment_size_limit": 10_485_760,
            "data": data,
        });
        {
            let mut inner = self.lock();
            inner.channels.insert(token.clone(), channel.to_string());
            if let Some(mid) = message
                .as_ref()
                .and_then(|m| m["id"].as_str())
                .and_then(|i| i.parse().ok())
            {
                // A click's original is the clicked message.
                inner.originals.insert(token.clone(), mid);
            }
        }
        if let Some(m) = message {
            d["message"] = m;
        }
        if self.lock().not_managers.contains(&user.id) {
            // View channels and send messages only.
            d["member"]["permissions"] = json!("3072");
        }
        self.dispatch("INTERACTION_CREATE", d);
        Interaction {
            id,
            token,
            sent: Instant::now(),
        }
    }

    /// `/gipf <sub> <options>` by `user` in `channel`. `users` are resolved user options.
    pub fn slash(
        &self,
        user: User,
        channel: u64,
        sub: &str,
        options: Value,
        users: &[User],
    ) -> Interaction {
        let data = command_data(&self.top(sub), options, users);
        self.interaction(2, user, channel, data, None)
    }

    /// `/gipf <sub>` by `user` in the channel [`channel_in`] of server `guild`.
    pub fn slash_in(&self, guild: u64, user: User, sub: &str, options: Value) -> Interaction {
        let channel = if guild == GUILD {
            CHANNEL
        } else {
            channel_in(guild)
        };
        self.lock()
            .channel_guilds
            .insert(channel.to_string(), guild);
        let mut data = command_data(&self.top(sub), options, &[]);
        data["guild_id"] = json!(guild.to_string());
        self.interaction(2, user, channel, data, None)
    }

    /// The registered `/gipf` command, as the bot sent it.
    pub fn registered(&self) -> Value {
        self.registered_all()[0].clone()
    }

    /// Where `/… <sub>` is registered: the top-level command that holds subcommand `sub`,
    /// or the command `gipf-<sub>` itself when it has no subcommands (`/gipf-tournament`);
    /// `gipf` before any registration.
    fn top(&self, sub: &str) -> Top {
        let registered = self
            .calls()
            .into_iter()
            .rev()
            .find(|c| c.method == Method::PUT && c.path.ends_with("/commands"));
        let fallback = Top {
            name: "gipf".into(),
            sub: Some(sub.to_string()),
        };
        let Some(call) = registered else {
            return fallback;
        };
        let commands = call.body.as_array().cloned().unwrap_or_default();
        let is_sub = |o: &Value| o["type"] == 1 || o["type"] == 2;
        if let Some(c) = commands.iter().find(|c| {
            c["name"] == format!("gipf-{sub}").as_str()
                && !c["options"].as_array().into_iter().flatten().any(is_sub)
        }) {
            return Top {
                name: c["name"].as_str().unwrap_or("gipf").to_string(),
                sub: None,
            };
        }
        commands
            .iter()
            .find(|c| {
                c["options"]
                    .as_array()
                    .is_some_and(|o| o.iter().any(|o| o["name"] == sub && is_sub(o)))
            })
            .and_then(|c| c["name"].as_str())
            .map_or(fallback.clone(), |name| Top {
                name: name.to_string(),
                sub: Some(sub.to_string()),
            })
    }

    /// Every registered command, as the bot sent them; Discord's limits hold.
    pub fn registered_all(&self) -> Vec<Value> {
        self.calls()
            .into_iter()
            .rev()
            .find(|c| c.method == Method::PUT && c.path.ends_with("/commands"))
            .map(|c| {
                let problems = command_problems(&c.body);
                assert!(
                    problems.is_empty(),
                    "Discord refuses the commands: {problems:#?}"
                );
                c.body.as_array().cloned().unwrap_or_default()
            })
            .expect("commands registered")
    }

    /// The value of a named choice of an option of `/gipf <sub>`, as registered.
    pub fn choice(&self, sub: &str, option: &str, name: &str) -> Value {
        let find = |v: &Value, key: &str, name: &str| {
            v[key]
                .as_array()
                .and_then(|o| o.iter().find(|o| o["name"] == name).cloned())
                .unwrap_or_else(|| panic!("no {key} {name}"))
        };
        let top = self.top(sub);
        let root = self
            .registered_all()
            .into_iter()
            .find(|c| c["name"] == top.name.as_str())
            .unwrap_or_else(|| panic!("no command {}", top.name));
        let holder = match &top.sub {
            Some(sub) => find(&root, "options", sub),
            None => root,
        };
        let opt = find(&holder, "options", option);
        find(&opt, "choices", name)["value"].clone()
    }

    /// `/gipf ai level:<level> colour:<colour>` by `user` in `channel`.
    pub fn slash_ai(&self, user: User, channel: u64, level: &str, colour: &str) -> Interaction {
        self.slash(
            user,
            channel,
            "ai",
            json!([
                {"name": "level", "type": 4, "value": self.choice("ai", "level", level)},
                {"name": "colour", "type": 4, "value": self.choice("ai", "colour", colour)},
            ]),
            &[],
        )
    }

    /// Typing in an autocompleted option of `/gipf <sub>`.
    pub fn autocomplete(&self, user: User, channel: u64, sub: &str, options: Value) -> Interaction {
        let data = command_data(&self.top(sub), options, &[]);
        self.interaction(4, user, channel, data, None)
    }

    /// A click on a button (`custom_id`) or a choice in the menu of `message`.
    pub fn click(&self, user: User, message: &Value, choice: &str) -> Interaction {
        let channel: u64 = message["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .expect("message channel");
        let in_menu = message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|r| r["components"].as_array().into_iter().flatten())
            .find(|c| {
                c["options"]
                    .as_array()
                    .is_some_and(|o| o.iter().any(|o| o["value"] == choice))
            })
            .cloned();
        let data = match in_menu {
            Some(menu) => {
                json!({"custom_id": menu["custom_id"], "component_type": 3, "values": [choice]})
            }
            None => json!({"custom_id": choice, "component_type": 2}),
        };
        self.interaction(3, user, channel, data, Some(message.clone()))
    }

    fn channel_of(&self, token: &str) -> String {
        self.lock()
            .channels
            .get(token)
            .cloned()
            .unwrap_or_else(|| CHANNEL.to_string())
    }

    fn new_message(&self, channel: &str, body: &Value, files: &[File], flags: u64) -> Value {
        let id = self.next_id();
        let guild = match self.dm_user(channel) {
            Some(_) => Value::Null,
            None => json!(self
                .lock()
                .channel_guilds
                .get(channel)
                .copied()
                .unwrap_or(GUILD)
                .to_string()),
        };
        let attachments: Vec<Value> = files
            .iter()
            .enumerate()
            .map(|(i, f)| {
                json!({
                    "id": (id + 1 + i as u64).to_string(),
                    "filename": f.name,
                    "size": f.bytes.len(),
                    "url": format!("https://cdn.example/{id}/{}", f.name),
                    "proxy_url": format!("https://cdn.example/{id}/{}", f.name),
                })
            })
            .collect();
        let m = json!({
            "id": id.to_string(),
            "channel_id": channel,
            "guild_id": guild,
            "author": user_json(User { id: BOT, name: "gipfbot" }, true),
            "content": body["content"].as_str().unwrap_or(""),
            "timestamp": "2026-11-29T12:00:00.000000+00:00",
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": [],
            "pinned": false,
            "type": 0,
            "flags": flags,
            "components": body["components"].clone(),
        });
        self.lock().messages.insert(id, m.clone());
        m
    }
}

/// An interaction the stand-in sent.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub sent: Instant,
}

impl Interaction {
    /// The callback path of this interaction.
    pub fn callback(&self) -> String {
        format!("/api/v10/interactions/{}/{}/callback", self.id, self.token)
    }

    /// Follow-ups and edits of this interaction's answer.
    pub fn webhook(&self) -> String {
        format!("/api/v10/webhooks/{APP}/{}", self.token)
    }
}

fn user_json(u: User, bot: bool) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "discriminator": "0",
        "global_name": u.name[..1].to_uppercase() + &u.name[1..],
        "avatar": null,
        "bot": bot,
        "public_flags": 0,
    })
}

fn member(u: User) -> Value {
    json!({
        "user": user_json(u, false),
        "nick": null,
        "roles": [],
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": "2251799813685247",
    })
}

/// Where a slash command is: its top-level command and the subcommand under it, if any.
#[derive(Clone, Debug)]
struct Top {
    name: String,
    sub: Option<String>,
}

/// Discord's budget for one command's names, descriptions and choice names and values.
pub const COMMAND_BUDGET: usize = 4000;

/// A command's characters as Discord counts them against [`COMMAND_BUDGET`].
pub fn command_size(command: &Value) -> usize {
    command_walk(command, "", &mut Vec::new())
}

/// What Discord would refuse in a list of application commands: names (1-32 lower-case
/// letters, digits, `-` or `_`), descriptions (1-100 characters, each translation too), at
/// most 25 options at every level and 25 choices an option, and more than 4000 characters
/// of names, descriptions and choice names and values in one command, its options,
/// subcommands and choices together, "when localization fields are present, only the
/// longest localization for each field (including the default value)" counting (Discord's
/// documentation of application commands).
pub fn command_problems(body: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for c in body.as_array().into_iter().flatten() {
        let total = command_walk(c, "", &mut out);
        if total > COMMAND_BUDGET {
            out.push(format!(
                "/{}: {total} characters in all (at most {COMMAND_BUDGET})",
                c["name"]
            ));
        }
    }
    out
}

/// A field at its longest among its default and its translations.
fn command_longest(v: &Value, key: &str) -> usize {
    let base = v[key].as_str().map_or(0, |s| s.chars().count());
    let local = v[format!("{key}_localizations")]
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(_, t)| t.as_str())
        .map(|t| t.chars().count())
        .max()
        .unwrap_or(0);
    base.max(local)
}

/// The characters of `v` and everything under it; what Discord would refuse of it goes to
/// `out`.
fn command_walk(v: &Value, at: &str, out: &mut Vec<String>) -> usize {
    let longest = command_longest;
    let name = v["name"].as_str().unwrap_or("");
    let at = format!("{at}/{name}");
    let good = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_';
    if name.is_empty() || name.chars().count() > 32 || !name.chars().all(good) {
        out.push(format!("{at}: bad name"));
    }
    let description = v["description"].as_str().map_or(0, |d| d.chars().count());
    if !(1..=100).contains(&description) || longest(v, "description") > 100 {
        out.push(format!(
            "{at}: description of {description} characters (1-100)"
        ));
    }
    let mut total = longest(v, "name") + longest(v, "description");
    let options = v["options"].as_array().map_or(&[][..], Vec::as_slice);
    if options.len() > 25 {
        out.push(format!("{at}: {} options (at most 25)", options.len()));
    }
    for o in options {
        total += command_walk(o, &at, out);
    }
    let choices = v["choices"].as_array().map_or(&[][..], Vec::as_slice);
    if choices.len() > 25 {
        out.push(format!("{at}: {} choices (at most 25)", choices.len()));
    }
    for c in choices {
        total += longest(c, "name") + c["value"].to_string().trim_matches('"').chars().count();
    }
    total
}

/// What Discord would refuse of a message's components (its documentation of message
/// components): at most 5 action rows; a row holds 1 to 5 buttons or one select menu alone;
/// a select menu 1 to 25 options, each label and value 1 to 100 characters, and a
/// placeholder of at most 150; a button's label at most 80 characters; custom ids 1 to 100
/// characters, each once in the message. `message` is a message's body (`components` at
/// its top); a message without components has no problem.
pub fn component_problems(message: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let Some(rows) = message["components"].as_array() else {
        return out;
    };
    if rows.len() > 5 {
        out.push(format!("{} action rows (at most 5)", rows.len()));
    }
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut ids = std::collections::HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        if row["type"] != 1 {
            out.push(format!(
                "row {r}: type {} is not an action row",
                row["type"]
            ));
            continue;
        }
        let items = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        let menus = items.iter().filter(|c| c["type"] != 2).count();
        if items.is_empty() || items.len() > 5 {
            out.push(format!("row {r}: {} components (1 to 5)", items.len()));
        }
        if menus > 0 && items.len() > 1 {
            out.push(format!("row {r}: a select menu shares its row"));
        }
        for (k, c) in items.iter().enumerate() {
            let at = format!("row {r}, component {k}");
            // Link buttons (style 5) have a url and no custom id.
            if c["style"] != 5 {
                let id = c["custom_id"].as_str().unwrap_or("");
                if !(1..=100).contains(&id.chars().count()) {
                    out.push(format!("{at}: custom id {id:?} (1 to 100 characters)"));
                }
                if !ids.insert(id.to_string()) {
                    out.push(format!("{at}: custom id {id:?} used twice"));
                }
            }
            match c["type"].as_u64() {
                Some(2) if chars(&c["label"]) > 80 => {
                    out.push(format!(
                        "{at}: a label of {} characters (at most 80)",
                        chars(&c["label"])
                    ));
                }
                Some(2) => {}
                Some(3) => {
                    let options = c["options"].as_array().map_or(&[][..], Vec::as_slice);
                    if !(1..=25).contains(&options.len()) {
                        out.push(format!("{at}: {} options (1 to 25)", options.len()));
                    }
                    for o in options {
                        for key in ["label", "value"] {
                            if !(1..=100).contains(&chars(&o[key])) {
                                out.push(format!(
                                    "{at}: option {key} {} (1 to 100 characters)",
                                    o[key]
                                ));
                            }
                        }
                    }
                    if chars(&c["placeholder"]) > 150 {
                        out.push(format!("{at}: a placeholder of more than 150 characters"));
                    }
                }
                other => out.push(format!(
                    "{at}: type {other:?} is not a button or a string select"
                )),
            }
        }
    }
    out
}

fn command_data(top: &Top, options: Value, users: &[User]) -> Value {
    let mut resolved_users = serde_json::Map::new();
    let mut resolved_members = serde_json::Map::new();
    for u in users {
        resolved_users.insert(u.id.to_string(), user_json(*u, false));
        let mut m = member(*u);
        if let Some(o) = m.as_object_mut() {
            o.remove("user");
        }
        resolved_members.insert(u.id.to_string(), m);
    }
    let options = match &top.sub {
        Some(sub) => json!([{"name": sub, "type": 1, "options": options}]),
        None => options,
    };
    json!({
        "id": COMMAND.to_string(),
        "name": top.name,
        "type": 1,
        "guild_id": GUILD.to_string(),
        "options": options,
        "resolved": {"users": resolved_users, "members": resolved_members},
    })
}

async fn gateway(ws: WebSocketUpgrade, State(s): State<Standin>) -> Response {
    ws.on_upgrade(move |socket| shard(socket, s))
}

/// A dispatch on a connection, with the connection's next sequence number.
fn send(conn: &mut Conn, t: &str, d: Value) {
    conn.seq += 1;
    let frame = json!({"op": 0, "s": conn.seq, "t": t, "d": d}).to_string();
    let _ = conn.tx.send(WsMessage::Text(frame.into()));
}

/// A server as GUILD_CREATE carries it.
fn guild_json(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "name": format!("Server {id}"),
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": ALICE.id.to_string(),
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": 3,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    })
}

/// One shard's connection: HELLO, then IDENTIFY answered by READY and the shard's
/// GUILD_CREATEs (or closed with 4010 for a shard outside the total), heartbeats by ACKs,
/// and the dispatches of the shard's servers pushed by the tests.
async fn shard(socket: WebSocket, s: Standin) {
    let (mut tx, mut rx) = socket.split();
    let (out, mut outq) = mpsc::unbounded_channel::<WsMessage>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string();
    if tx.send(WsMessage::Text(hello.into())).await.is_err() {
        return;
    }
    let writer = tokio::spawn(async move {
        while let Some(frame) = outq.recv().await {
            let close = matches!(frame, WsMessage::Close(_));
            if tx.send(frame).await.is_err() || close {
                return;
            }
        }
    });
    let conn = s.next_id();
    let mut mine = None;
    while let Some(Ok(msg)) = rx.next().await {
        let WsMessage::Text(text) = msg else {
            continue;
        };
        let Ok(v) = serde_json::from_str::<Value>(text.as_str()) else {
            continue;
        };
        match v["op"].as_u64() {
            Some(1) => {
                let _ = out.send(WsMessage::Text(json!({"op": 11}).to_string().into()));
            }
            Some(2) => {
                // Discord's default when the IDENTIFY names no shard: [0, 1].
                let n =
                    |i: usize, default: u64| v["d"]["shard"][i].as_u64().unwrap_or(default) as u32;
                let (id, total) = (n(0, 0), n(1, 1));
                if total != s.total || id >= total {
                    s.lock().log.refused.push((id, total));
                    s.changed.notify_waiters();
                    let close = axum::extract::ws::CloseFrame {
                        code: 4010,
                        reason: "Invalid shard.".into(),
                    };
                    let _ = out.send(WsMessage::Close(Some(close)));
                    continue;
                }
                let guilds: Vec<u64> = s
                    .guilds
                    .iter()
                    .copied()
                    .filter(|g| shard_of(*g, total) == id)
                    .collect();
                let ready = json!({
                    "v": 10,
                    "user": user_json(User { id: BOT, name: "gipfbot" }, true),
                    "guilds": guilds.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect::<Vec<_>>(),
                    "session_id": format!("session-{conn}"),
                    "resume_gateway_url": s.url.replace("http", "ws") + "/gateway",
                    "shard": [id, total],
                    "application": {"id": APP.to_string(), "flags": 0},
                });
                {
                    let mut inner = s.lock();
                    let mut c = Conn {
                        id: conn,
                        tx: out.clone(),
                        seq: 0,
                    };
                    send(&mut c, "READY", ready);
                    for g in &guilds {
                        send(&mut c, "GUILD_CREATE", guild_json(*g));
                    }
                    // A new session of the shard takes its events over.
                    inner.shards.insert(id, c);
                    inner.identified += 1;
                    *inner.log.identified.entry(id).or_default() += 1;
                }
                mine = Some(id);
                s.changed.notify_waiters();
            }
            _ => {}
        }
    }
    if let Some(id) = mine {
        let mut inner = s.lock();
        if inner.shards.get(&id).is_some_and(|c| c.id == conn) {
            inner.shards.remove(&id);
        }
    }
    s.changed.notify_waiters();
    writer.abort();
}

/// Every REST route the adapter uses.
async fn api(State(s): State<Standin>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    if s.down.load(Ordering::SeqCst) {
        s.record(Call {
            method,
            path,
            body: Value::Null,
            files: Vec::new(),
            message: None,
            at: Instant::now(),
        });
        return (StatusCode::SERVICE_UNAVAILABLE, "down").into_response();
    }
    let multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let (body, files) = if multipart {
        let mut body = Value::Null;
        let mut files = Vec::new();
        if let Ok(mut mp) = Multipart::from_request(req, &()).await {
            while let Ok(Some(field)) = mp.next_field().await {
                let name = field.name().unwrap_or("").to_string();
                let file_name = field.file_name().map(str::to_string);
                let bytes = field.bytes().await.map(|b| b.to_vec()).unwrap_or_default();
                if name == "payload_json" {
                    body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
                } else {
                    files.push(File {
                        name: file_name.unwrap_or(name),
                        bytes,
                    });
                }
            }
        }
        (body, files)
    } else {
        let bytes = axum::body::to_bytes(req.into_body(), 64 << 20)
            .await
            .unwrap_or_default();
        (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    let segs: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let mut message = None;
    let mut stalled = false;
    // A message whose components Discord refuses is not made: 400, Invalid Form Body.
    let problems = match (method.as_str(), segs.as_slice()) {
        ("POST", ["interactions", _, _, "callback"]) => component_problems(&body["data"]),
        ("POST" | "PATCH", ["webhooks", ..])
        | ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _]) => component_problems(&body),
        _ => Vec::new(),
    };
    let response: Response = match (method.as_str(), segs.as_slice()) {
        _ if !problems.is_empty() => {
            s.lock().refused_components.push((path.clone(), problems.clone()));
            (
                StatusCode::BAD_REQUEST,
                Json(json!({"code": 50035, "message": "Invalid Form Body", "errors": problems})),
            )
                .into_response()
        }
        ("GET", ["gateway"]) => Json(json!({"url": s.url.replace("http", "ws") + "/gateway"})).into_response(),
        ("GET", ["gateway", "bot"]) => Json(json!({
            "url": s.url.replace("http", "ws") + "/gateway",
            "shards": s.total,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        }))
        .into_response(),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) | ("PUT", ["applications", _, "commands", guild])
            if command_problems(&body).is_empty() =>
        {
            let cmds: Vec<Value> = body
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let mut c = c.clone();
                    c["id"] = json!(COMMAND.to_string());
                    c["application_id"] = json!(APP.to_string());
                    c["guild_id"] = json!(guild.to_string());
                    c["version"] = json!("1");
                    c["default_member_permissions"] = Value::Null;
                    c["type"] = json!(1);
                    c
                })
                .collect();
            Json(Value::Array(cmds)).into_response()
        }
        ("PUT", ["applications", _, "guilds", _, "commands"]) | ("PUT", ["applications", _, "commands", _]) => {
            // Discord refuses the whole list, as it does: 50035 Invalid Form Body.
            let problems = command_problems(&body);
            (
                StatusCode::BAD_REQUEST,
                Json(json!({"code": 50035, "message": "Invalid Form Body", "errors": problems})),
            )
                .into_response()
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            let kind = body["type"].as_u64().unwrap_or(0);
            let how = *s.stall_answers.lock().unwrap_or_else(|e| e.into_inner());
            if kind == 4 && how != Stall::BeforeCreating {
                let flags = body["data"]["flags"].as_u64().unwrap_or(0);
                let channel = s.channel_of(token);
                let m = s.new_message(&channel, &body["data"], &files, flags);
                let id: u64 = m["id"].as_str().and_then(|i| i.parse().ok()).unwrap_or(0);
                s.lock().originals.insert(token.to_string(), id);
                message = Some(m);
            }
            stalled = kind == 4 && how != Stall::No;
            StatusCode::NO_CONTENT.into_response()
        }
        ("POST", ["webhooks", _, token]) => {
            let flags = body["flags"].as_u64().unwrap_or(0);
            let m = s.new_message(&s.channel_of(token), &body, &files, flags);
            message = Some(m.clone());
            Json(m).into_response()
        }
        ("GET" | "PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let id = s.lock().originals.get(*token).copied();
            match id.and_then(|id| s.message(id)) {
                Some(mut m) => {
                    if method == Method::PATCH {
                        for k in ["content", "components"] {
                            if let Some(v) = body.get(k) {
                                m[k] = v.clone();
                            }
                        }
                        if let Some(id) = id {
                            s.lock().messages.insert(id, m.clone());
                        }
                        message = Some(m.clone());
                    }
                    Json(m).into_response()
                }
                None => (StatusCode::NOT_FOUND, Json(json!({"message": "Unknown Message", "code": 10008}))).into_response(),
            }
        }
        ("POST", ["users", "@me", "channels"]) => {
            // One direct channel per user: asked again, Discord answers with the same.
            match body["recipient_id"].as_str().and_then(|u| u.parse::<u64>().ok()) {
                Some(user) => {
                    let known = s.lock().dms.get(&user).copied();
                    let id = known.unwrap_or_else(|| s.next_id());
                    s.lock().dms.insert(user, id);
                    let name = [ALICE, BOB, CAROL]
                        .into_iter()
                        .find(|u| u.id == user)
                        .map_or("someone", |u| u.name);
                    Json(json!({
                        "id": id.to_string(),
                        "type": 1,
                        "last_message_id": null,
                        "recipients": [user_json(User { id: user, name }, false)],
                    }))
                    .into_response()
                }
                None => (StatusCode::BAD_REQUEST, Json(json!({"message": "Invalid Form Body", "code": 50035}))).into_response(),
            }
        }
        ("POST", ["channels", channel, "messages"])
            if s.dm_user(channel).is_some_and(|u| s.lock().dms_closed.contains(&u)) =>
        {
            (StatusCode::FORBIDDEN, Json(json!({"message": "Cannot send messages to this user", "code": 50007}))).into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let slow = s.slow_ms.load(Ordering::SeqCst);
            if slow > 0 {
                tokio::time::sleep(Duration::from_millis(slow)).await;
            }
            // Discord: with enforce_nonce, a nonce used lately returns that message again.
            let nonce = body["nonce"]
                .as_str()
                .filter(|_| body["enforce_nonce"] == json!(true))
                .map(str::to_string);
            let again = nonce
                .as_ref()
                .and_then(|n| s.lock().nonces.get(n).copied())
                .and_then(|id| s.message(id));
            let how = *s.stall.lock().unwrap_or_else(|e| e.into_inner());
            match again {
                Some(m) => Json(m).into_response(),
                None if how == Stall::BeforeCreating => {
                    stalled = true;
                    StatusCode::NO_CONTENT.into_response()
                }
                None => {
                    let m = s.new_message(channel, &body, &files, 0);
                    if let (Some(n), Some(id)) = (nonce, m["id"].as_str().and_then(|i| i.parse().ok())) {
                        s.lock().nonces.insert(n, id);
                    }
                    message = Some(m.clone());
                    stalled = how == Stall::AfterCreating;
                    Json(m).into_response()
                }
            }
        }
        ("PATCH", ["channels", _channel, "messages", id]) => {
            let id: u64 = id.parse().unwrap_or(0);
            match s.message(id) {
                Some(mut m) => {
                    for k in ["content", "components"] {
                        if let Some(v) = body.get(k) {
                            m[k] = v.clone();
                        }
                    }
                    s.lock().messages.insert(id, m.clone());
                    message = Some(m.clone());
                    Json(m).into_response()
                }
                None => (StatusCode::NOT_FOUND, Json(json!({"message": "Unknown Message", "code": 10008}))).into_response(),
            }
        }
        ("POST", ["channels", channel, "threads"]) => {
            if s.threads_allowed.load(Ordering::SeqCst) {
                let id = s.next_id();
                Json(json!({
                    "id": id.to_string(),
                    "type": 11,
                    "guild_id": GUILD.to_string(),
                    "parent_id": channel,
                    "owner_id": BOT.to_string(),
                    "name": body["name"],
                    "last_message_id": null,
                    "rate_limit_per_user": 0,
                    "message_count": 0,
                    "member_count": 1,
                    "thread_metadata": {"archived": false, "auto_archive_duration": 10080, "archive_timestamp": "2026-11-29T12:00:00.000000+00:00", "locked": false},
                    "flags": 0,
                }))
                .into_response()
            } else {
                (StatusCode::FORBIDDEN, Json(json!({"message": "Missing Permissions", "code": 50013}))).into_response()
            }
        }
        _ => (StatusCode::NOT_FOUND, Json(json!({"message": "404: Not Found", "code": 0}))).into_response(),
    };
    s.record(Call {
        method,
        path,
        body,
        files,
        message,
        at: Instant::now(),
    });
    if stalled {
        // The bot waits for an answer that never comes (until it dies).
        std::future::pending::<()>().await;
    }
    response
}
