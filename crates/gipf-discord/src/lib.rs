//! gipfbot's Discord adapter: `/gipf` slash commands (poise), board buttons and menus built
//! from the manager's choices, one thread per game, turn notifications.
//!
//! The adapter holds no game logic: it turns interactions into [`gipf_manager::Command`]s,
//! shows the [`gipf_manager::Reply`], and posts the manager's events (the AI's moves, timers)
//! where each game lives. Where a game lives (its channel or thread, its last board) is kept
//! in the store, so a restart changes nothing for players; component ids come from the
//! manager and survive restarts too.
//!
//! Discord's rules this adapter keeps:
//! - every interaction is answered within 3 s: a button or menu click is acknowledged at
//!   once, a slash command gets its answer when the manager is quick (it nearly always is:
//!   the AI thinks in the background) and is deferred otherwise;
//! - boards are posted as normal channel messages with a PNG attachment, never by editing
//!   through an interaction token (which dies after 15 minutes);
//! - errors and private answers are ephemeral.

mod commands;
mod deliver;
mod handler;
mod relay;
mod shards;
mod tournament;

pub use shards::{Shards, ShardsError, MAX_SHARDS};

use std::collections::BTreeMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use gipf_manager::{Manager, Secret};
use poise::serenity_prelude as serenity;

/// How the adapter connects (the `[discord]` section of the config).
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot token.
    pub token: Secret,
    /// Register the commands in this server only (instant; for development) instead of
    /// globally (which Discord may take up to an hour to show everywhere).
    pub guild: Option<u64>,
    /// Which gateway shards this process runs.
    pub shards: Shards,
    /// Give each game its own thread where the bot may create threads.
    pub threads: bool,
    /// Send every API call to this address instead of `https://discord.com` (a rate-limiting
    /// API proxy, or the test suite's stand-in). The gateway address comes from the API.
    pub api_url: Option<String>,
}

/// Why the adapter stopped.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    /// No token.
    #[error("no Discord token: set discord.token in the config or GIPFBOT_DISCORD__TOKEN")]
    NoToken,
    /// Discord refused or the connection failed.
    #[error("Discord: {0}")]
    Serenity(#[from] serenity::Error),
    /// Discord closed a shard's connection with a code that no retry cures.
    #[error("Discord closed {shard} for good (close code {code}, {meaning}): {fix}")]
    Refused {
        /// Which shard (`shard 1 of 2`).
        shard: String,
        /// The gateway close code (4004, 4010 to 4014).
        code: u16,
        /// What the code means.
        meaning: &'static str,
        /// What to change.
        fix: &'static str,
    },
    /// A shard range outside its total (only a range built by hand: the config's is
    /// checked when it is read).
    #[error("discord.shards = {0}")]
    Shards(#[from] ShardsError),
    /// The gateway relay found no loopback port.
    #[error("cannot listen on a loopback port for the Discord gateway ({0}): allow this process to listen on 127.0.0.1")]
    Relay(std::io::Error),
}

/// How long a stopping adapter waits for its shards' connections to close (Discord answers
/// the close frame in well under a second).
pub const STOP_WITHIN: Duration = Duration::from_secs(2);

/// Whether the gateway is up, for `/health`: every shard of this process connected, and
/// none closed for good.
pub(crate) struct Link {
    manager: Manager,
    /// How many shards this process runs.
    count: usize,
    /// Each shard seen so far, and whether it is connected.
    shards: std::sync::Mutex<BTreeMap<u32, bool>>,
    /// The last state told to the manager (none before the first full connection).
    told: std::sync::Mutex<Option<bool>>,
    refused: AtomicBool,
}

impl Link {
    fn new(manager: Manager, count: usize) -> Link {
        Link {
            manager,
            count,
            shards: Default::default(),
            told: Default::default(),
            refused: AtomicBool::new(false),
        }
    }

    /// A shard connected or lost its connection.
    pub(crate) fn shard(&self, id: u32, connected: bool) {
        let up = {
            let mut shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
            shards.insert(id, connected);
            shards.len() >= self.count && shards.values().all(|c| *c)
        };
        let up = up && !self.refused.load(Ordering::SeqCst);
        let mut told = self.told.lock().unwrap_or_else(|e| e.into_inner());
        // Until every shard connected once the adapter is starting, not down: a first
        // connection is no reconnection.
        if *told != Some(up) && (up || told.is_some()) {
            *told = Some(up);
            self.manager.adapter_connected(handler::DISCORD.name, up);
        }
    }

    /// A shard was closed for good: down from now on, whatever the other shards do.
    fn refuse(&self) {
        self.refused.store(true, Ordering::SeqCst);
        *self.told.lock().unwrap_or_else(|e| e.into_inner()) = Some(false);
        self.manager.adapter_connected(handler::DISCORD.name, false);
    }
}

/// The adapter's state, shared by every handler.
pub(crate) struct Data {
    pub(crate) manager: Manager,
    pub(crate) config: DiscordConfig,
    pub(crate) http: Arc<serenity::Http>,
    pub(crate) cache: Arc<serenity::Cache>,
    /// Commands hold it shared while they run and post; the event loop holds it alone while
    /// it posts, so that the AI's answer never appears above the move it answers.
    pub(crate) order: tokio::sync::RwLock<()>,
    /// Channels where creating a thread failed (no permission, a thread already): games
    /// there use the channel itself.
    pub(crate) no_threads: std::sync::Mutex<std::collections::HashSet<u64>>,
    /// Recording a game's last board is a read and a write: one at a time.
    pub(crate) boards: tokio::sync::Mutex<()>,
    /// The gateway's state, for `/health`.
    pub(crate) link: Arc<Link>,
}

impl fmt::Debug for Data {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Data")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

pub(crate) type Error = Box<dyn std::error::Error + Send + Sync>;
pub(crate) type Context<'a> = poise::Context<'a, Handle, Error>;

/// Connects to Discord and serves until the connection ends for good. The manager's events
/// are listened to from the call on (before the future first runs), so that nothing the AI
/// or a timer does meanwhile is missed: call it before [`Manager::resume_ai`].
///
/// Dropping the future cuts the gateway: no shard of it reaches Discord again.
pub fn run(
    manager: Manager,
    config: DiscordConfig,
) -> impl std::future::Future<Output = Result<(), DiscordError>> + Send {
    run_until(manager, config, std::future::pending())
}

/// [`run`] until `stop` completes: then the shards' connections are closed (Discord ends
/// their sessions at once) within [`STOP_WITHIN`], and the future returns `Ok`.
///
/// A shard that Discord closes for good (4004 authentication failed, 4010 invalid shard,
/// 4011 sharding required, 4012 invalid API version, 4013 invalid intents, 4014 disallowed
/// intents) is logged as an error, the adapter reports itself disconnected for good
/// ([`Manager::adapter_connected`]), every shard is stopped, and the future returns
/// [`DiscordError::Refused`].
pub fn run_until(
    manager: Manager,
    config: DiscordConfig,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> impl std::future::Future<Output = Result<(), DiscordError>> + Send {
    let events = manager.events_for(&handler::DISCORD);
    serve(manager, config, events, stop)
}

async fn serve(
    manager: Manager,
    config: DiscordConfig,
    events: gipf_manager::adapter::PlatformEvents,
    stop: impl std::future::Future<Output = ()> + Send,
) -> Result<(), DiscordError> {
    if config.token.is_empty() {
        return Err(DiscordError::NoToken);
    }
    let mut http = serenity::HttpBuilder::new(config.token.expose());
    if let Some(url) = &config.api_url {
        // The rate limiter talks to discord.com directly: off behind a proxy.
        http = http
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    wait_for_discord(&http).await?;
    // 0-based and inclusive: `first..=last` of `total`.
    let (first, last, total) = match config.shards.ids()? {
        Some(ids) => ids,
        None => {
            let n = http.get_bot_gateway().await?.shards.clamp(1, MAX_SHARDS);
            (0, n - 1, n)
        }
    };
    tracing::info!(
        first,
        last,
        total,
        "running shards {first} to {last} of {total}"
    );
    let link = Arc::new(Link::new(manager.clone(), (last - first + 1) as usize));
    let framework = {
        let link = link.clone();
        poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: commands::commands(),
                event_handler: |fw, event| Box::pin(handler::on_event(fw, event)),
                on_error: |e| Box::pin(handler::on_error(e)),
                ..Default::default()
            })
            // Owners are for owner-only commands, which the bot has none of.
            .initialize_owners(false)
            .setup(move |ctx, ready, fw| {
                Box::pin(async move {
                    tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                    let data = Arc::new(Data {
                        manager,
                        http: ctx.http.clone(),
                        cache: ctx.cache.clone(),
                        order: tokio::sync::RwLock::new(()),
                        no_threads: Default::default(),
                        boards: tokio::sync::Mutex::new(()),
                        config,
                        link,
                    });
                    commands::register(&data, &fw.options().commands).await?;
                    handler::spawn_events(data.clone(), events);
                    Ok(Handle(data))
                })
            })
            .build()
    };
    // Interactions need no privileged intent; GUILDS keeps server names and threads known.
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    // Every shard connects through the relay, which reads Discord's close codes.
    let upstream = client.ws_url.lock().await.clone();
    let mut relay = relay::Relay::start(upstream)
        .await
        .map_err(DiscordError::Relay)?;
    *client.ws_url.lock().await = relay.url().to_string();
    let ended = tokio::select! {
        biased;
        refusal = relay.refused() => Err(refused(refusal)),
        () = stop => Ok(()),
        // serenity's range ends at its last shard (`start_connection` boots
        // `end - start + 1` shards): `first..last` runs `first..=last`. It would return on
        // its own for 4004, 4013 and 4014 only (the other shards still running); the
        // relay reports those first.
        started = client.start_shard_range(first..last, total) => match started {
            Ok(()) => Ok(()),
            Err(e) => Err(DiscordError::Serenity(e)),
        },
    };
    if let Err(e) = &ended {
        tracing::error!(error = %e, "the Discord adapter stops");
        link.refuse();
    }
    // serenity's own shutdown (`ShardManager::shutdown_all`) waits up to 5 s per shard and
    // spins forever on a shard whose connection already ended: the relay closes them.
    relay.cut_and_wait(STOP_WITHIN).await;
    ended
}

/// The error for a shard closed for good.
fn refused(r: relay::Refusal) -> DiscordError {
    let shard = match r.shard {
        Some((id, total)) => format!("shard {id} of {total}"),
        None => "a resumed shard".to_string(),
    };
    DiscordError::Refused {
        shard,
        code: r.code,
        meaning: r.meaning(),
        fix: r.fix(),
    }
}

/// Waits until Discord answers (a bot started before its network, or while Discord is
/// down, connects once it can).
async fn wait_for_discord(http: &serenity::Http) -> Result<(), DiscordError> {
    let mut wait = std::time::Duration::from_millis(500);
    loop {
        match http.get_gateway().await {
            Ok(_) => return Ok(()),
            Err(e) if transient(&e) => {
                tracing::warn!(error = %e, retry_in_ms = wait.as_millis() as u64, "Discord cannot be reached yet");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(std::time::Duration::from_secs(60));
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// Whether trying again later may help: no connection, a server error or a rate limit.
pub(crate) fn transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_server_error() || r.status_code.as_u16() == 429
        }
        serenity::Error::Gateway(_) | serenity::Error::Tungstenite(_) => true,
        _ => false,
    }
}

/// poise's user data: the shared state.
pub(crate) struct Handle(pub(crate) Arc<Data>);

impl std::ops::Deref for Handle {
    type Target = Data;
    fn deref(&self) -> &Data {
        &self.0
    }
}
