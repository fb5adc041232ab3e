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
mod shards;

pub use shards::{Shards, ShardsError, MAX_SHARDS};

use std::fmt;
use std::sync::Arc;

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
pub fn run(
    manager: Manager,
    config: DiscordConfig,
) -> impl std::future::Future<Output = Result<(), DiscordError>> + Send {
    let events = manager.events_for(&handler::DISCORD);
    serve(manager, config, events)
}

async fn serve(
    manager: Manager,
    config: DiscordConfig,
    events: gipf_manager::adapter::PlatformEvents,
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
    let shards = config.shards;
    let framework = poise::Framework::builder()
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
                });
                commands::register(&data, &fw.options().commands).await?;
                handler::spawn_events(data.clone(), events);
                Ok(Handle(data))
            })
        })
        .build();
    // Interactions need no privileged intent; GUILDS keeps server names and threads known.
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    match shards {
        Shards::Auto => client.start_autosharded().await?,
        Shards::All(n) => client.start_shards(n.max(1)).await?,
        Shards::Range { first, last, total } => {
            tracing::info!(first, last, total, "running a range of the shards");
            client.start_shard_range(first..last + 1, total).await?
        }
    }
    Ok(())
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
