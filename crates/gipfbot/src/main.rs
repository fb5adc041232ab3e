//! `gipfbot`: `run` starts the chat adapters enabled in the config (the local console when
//! none is), `console` plays in this terminal, `bench` loads the manager, `check-config`
//! validates the configuration.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use gipf_manager::{Manager, SystemClock};
use gipfbot::config::Config;

#[derive(Parser)]
#[command(
    name = "gipfbot",
    version,
    about = "Play GIPF in chat: Discord, Matrix, or this terminal."
)]
struct Cli {
    /// The config file (default: ./gipfbot.toml when present; see config.example.toml).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Start the chat adapters enabled in the config; the local console when none is.
    Run,
    /// Play in this terminal (hot-seat with `as <name>`), on the same database.
    Console {
        /// The local player's name (default: the config's, else the system user's).
        #[arg(long)]
        name: Option<String>,
        /// The language to play in (en, cs, ru, nl, de, fr; default: `LANG`, else English).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Many simultaneous games through the manager: moves/s, latency per move, memory.
    Bench {
        /// Games played at once.
        #[arg(long, default_value_t = 10_000)]
        games: usize,
        /// Moves in all.
        #[arg(long, default_value_t = 20_000)]
        moves: usize,
        /// Commands in flight at once.
        #[arg(long, default_value_t = 4)]
        concurrency: usize,
        /// Skip the PNG of every reply.
        #[arg(long)]
        no_images: bool,
        /// The database: a PostgreSQL URL (`postgres://...`) or a SQLite file; a fresh
        /// temporary SQLite file when not given.
        #[arg(long)]
        database: Option<String>,
        /// Managers sharing the database, as several instances would (each its own pool).
        #[arg(long, default_value_t = 1)]
        instances: usize,
        /// The variant word of the games (`standard`, `dvonn`, ...).
        #[arg(long, default_value = "standard")]
        variant: gipf_games::AnyVariant,
    },
    /// Check the configuration and print it (secrets hidden).
    CheckConfig,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let config = Config::load(cli.config.as_deref())?;
    // The console (asked for, or `run` without a chat account) keeps the terminal for the
    // game; every other subcommand logs at `[log] level`.
    let console = match cli.command {
        Some(Cmd::Console { .. }) => true,
        // A chat section in error counts as configured: `run` reports it.
        None | Some(Cmd::Run) => {
            matches!(config.discord(), Ok(None)) && matches!(config.matrix(), Ok(None))
        }
        _ => false,
    };
    init_logs(&config, console);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let result = runtime.block_on(async_main(cli, config));
    // Dropping the runtime would wait for every task to reach a yield point and for every
    // blocking task to end: a task that never does (a gateway library's shard spinning on a
    // dead connection, a DNS lookup that hangs) would hold the exit after "stopped" was
    // logged. What matters was done and closed: the rest is dropped.
    runtime.shutdown_timeout(EXIT_WITHIN);
    result
}

/// How long the exit waits for the tasks left once everything was stopped.
const EXIT_WITHIN: std::time::Duration = std::time::Duration::from_secs(1);

/// Messages of the chat SDKs that are harmless and would repeat in every log: the Matrix
/// SDK's warning that no room-key backup is set up (at every encrypted post) and its errors
/// for account data that does not exist yet (secret storage, at every start), and its info
/// lines at every connection attempt. The adapters log real failures themselves. `RUST_LOG`
/// shows everything again.
const QUIET_SDK: &str = "matrix_sdk_crypto::backups=error,matrix_sdk::http_client=off,\
matrix_sdk::client::builder=warn,matrix_sdk::authentication=warn";

/// Logs to stderr, filtered by `RUST_LOG` when it is a valid filter, else by `log.level`.
/// Filters are per target (`info,gipf_manager=debug`): tracing-subscriber's `Targets`, not
/// its `EnvFilter`, whose span and field filters need a regex engine in every build.
fn init_logs(config: &Config, console: bool) {
    use tracing_subscriber::filter::{LevelFilter, Targets};
    use tracing_subscriber::layer::SubscriberExt as _;
    use tracing_subscriber::util::SubscriberInitExt as _;
    // In the console, logs would mix with the game: only warnings, unless RUST_LOG says more.
    let level = if console {
        "warn"
    } else {
        config.log.level.as_str()
    };
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|v| v.parse::<Targets>().ok())
        .or_else(|| format!("{level},{QUIET_SDK}").parse().ok())
        // `log.level` was checked when the config was read.
        .unwrap_or_else(|| Targets::new().with_default(LevelFilter::INFO));
    let fmt = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let registry = tracing_subscriber::registry().with(filter);
    if config.log.format == gipfbot::config::LogFormat::Json {
        registry.with(fmt.json()).init();
    } else {
        registry.with(fmt).init();
    }
}

async fn open(config: &Config) -> anyhow::Result<Manager> {
    let store = config.database.open().await?;
    Ok(Manager::open(store, config.manager()?, Arc::new(SystemClock)).await?)
}

async fn async_main(cli: Cli, config: Config) -> anyhow::Result<()> {
    match cli.command.unwrap_or(Cmd::Run) {
        Cmd::Run => {
            tracing::info!(database = %config.database.describe(), "starting");
            let manager = open(&config).await?;
            let mut adapters = tokio::task::JoinSet::new();
            // Told once the manager stopped: the adapters that can close their connections
            // cleanly (Discord's shards) do so.
            let (stop, stopping) = tokio::sync::watch::channel(false);
            // Each adapter listens to the manager's events from the moment `run` is called;
            // only then does the background work (the AI after a restart, deadlines) start.
            if let Some(d) = config.discord()? {
                start_discord(&mut adapters, &manager, d, stopping.clone());
            }
            if let Some(mx) = config.matrix()? {
                start_matrix(&mut adapters, &manager, mx, stopping.clone());
            }
            // The pages are a side of the service: one that cannot listen is said loudly,
            // and the chat goes on.
            let web = config.web()?.map(|w| {
                let m = manager.clone();
                tokio::spawn(async move {
                    if let Err(e) = gipf_web::serve(m, w).await {
                        tracing::error!(error = %e, "no web pages");
                    }
                })
            });
            if adapters.is_empty() {
                if let Some(w) = config.web()? {
                    eprintln!(
                        "Web pages (leaderboards, each game live): http://{}/",
                        w.listen
                    );
                }
                eprintln!(
                    "No chat account is configured: starting the local console (database {}).",
                    config.database.describe()
                );
                let result = console(manager, &config, None, None).await;
                if let Some(w) = web {
                    w.abort();
                }
                return result;
            }
            start_background(&manager).await?;
            let result = tokio::select! {
                done = adapters.join_next() => match done {
                    Some(Ok(Ok(()))) => Err(anyhow::anyhow!("a chat connection ended")),
                    Some(Ok(Err(e))) => Err(e),
                    Some(Err(e)) => Err(anyhow::anyhow!("a chat adapter crashed: {e}")),
                    None => Ok(()),
                },
                () = shutdown_signal() => {
                    tracing::info!("stopping");
                    Ok(())
                }
            };
            // Stop cleanly: no new commands, the AI's decisions under way finished and
            // announced while the adapters still run; then the adapters, then the database.
            let left = manager.shut_down(SHUTDOWN_GRACE).await;
            stop.send_replace(true);
            let closed = tokio::time::timeout(ADAPTERS_STOP_WITHIN, async {
                while adapters.join_next().await.is_some() {}
            });
            if closed.await.is_err() {
                tracing::warn!("an adapter did not stop in time; dropped");
            }
            adapters.abort_all();
            // A connection still held by a task that was dropped mid-query is not waited for.
            if tokio::time::timeout(STORE_CLOSE_WITHIN, manager.store().close())
                .await
                .is_err()
            {
                tracing::warn!("the database did not close in time");
            }
            tracing::info!(
                ai_decisions_left = left.ai_decisions,
                posts_left = left.posts,
                "stopped (what is left is done at the next start)"
            );
            result
        }
        Cmd::Console { name, lang } => {
            let manager = open(&config).await?;
            console(manager, &config, name, lang).await
        }
        Cmd::Bench {
            games,
            moves,
            concurrency,
            no_images,
            database,
            instances,
            variant,
        } => {
            let report = gipfbot::bench::run(&gipfbot::bench::Options {
                games,
                moves,
                concurrency,
                images: !no_images,
                database,
                instances,
                variant,
            })
            .await?;
            println!("{report}");
            Ok(())
        }
        Cmd::CheckConfig => {
            println!("{config:#?}");
            Ok(())
        }
    }
}

/// How long a stop waits for the AI's decisions under way and their announcements.
const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(10);
/// How long a stop then waits for the adapters to close their connections (Discord's
/// adapter takes at most `gipf_discord::STOP_WITHIN`); Matrix is dropped at once.
const ADAPTERS_STOP_WITHIN: std::time::Duration = std::time::Duration::from_secs(3);
/// How long a stop then waits for the database to close.
const STORE_CLOSE_WITHIN: std::time::Duration = std::time::Duration::from_secs(2);

/// The AI's decisions pending since the last run, the deadline scheduler, and (on
/// PostgreSQL) what the other instances say and leave.
async fn start_background(manager: &Manager) -> anyhow::Result<()> {
    manager.resume_ai().await?;
    manager.spawn_scheduler();
    manager.spawn_instances();
    Ok(())
}

/// The chat adapters that run until the process stops.
type Adapters = tokio::task::JoinSet<anyhow::Result<()>>;

/// Discord until `stopping` turns true. A shard that Discord closes for good (a wrong
/// token or shard range) ends it with an error, and so the process, with a non-zero exit.
#[cfg(feature = "discord")]
fn start_discord(
    adapters: &mut Adapters,
    manager: &Manager,
    config: gipf_discord::DiscordConfig,
    mut stopping: tokio::sync::watch::Receiver<bool>,
) {
    let stop = async move {
        let _ = stopping.wait_for(|s| *s).await;
    };
    let discord = gipf_discord::run_until(manager.clone(), config, stop);
    adapters.spawn(async move { discord.await.context("Discord") });
}

/// A build without Discord has no settings for it (`Config::discord` refuses the token).
#[cfg(not(feature = "discord"))]
fn start_discord(
    _: &mut Adapters,
    _: &Manager,
    config: gipfbot::config::DiscordConfig,
    _: tokio::sync::watch::Receiver<bool>,
) {
    match config {}
}

/// Matrix until `stopping` turns true (then dropped where it stands, as before the stop
/// signal existed).
#[cfg(feature = "matrix")]
fn start_matrix(
    adapters: &mut Adapters,
    manager: &Manager,
    config: gipf_matrix::MatrixConfig,
    mut stopping: tokio::sync::watch::Receiver<bool>,
) {
    let m = manager.clone();
    adapters.spawn(async move {
        tokio::select! {
            done = matrix_when_locked(m, config) => done.context("Matrix"),
            _ = stopping.wait_for(|s| *s) => Ok(()),
        }
    });
}

/// A build without Matrix has no settings for it (`Config::matrix` refuses the homeserver).
#[cfg(not(feature = "matrix"))]
fn start_matrix(
    _: &mut Adapters,
    _: &Manager,
    config: gipfbot::config::MatrixConfig,
    _: tokio::sync::watch::Receiver<bool>,
) {
    match config {}
}

/// How often an instance without the Matrix lock asks for it again.
#[cfg(feature = "matrix")]
const MATRIX_LOCK_RETRY: std::time::Duration = std::time::Duration::from_secs(5);

/// Runs the Matrix adapter in the one instance that holds its lock (one account syncs from
/// one process); the others wait and take over when the holder dies. On SQLite at once.
#[cfg(feature = "matrix")]
async fn matrix_when_locked(
    manager: Manager,
    config: gipf_matrix::MatrixConfig,
) -> anyhow::Result<()> {
    let mut waiting = false;
    loop {
        let mut lock = match manager.store().try_adapter_lock("matrix").await {
            Ok(Some(lock)) => lock,
            Ok(None) => {
                if !waiting {
                    tracing::info!("another instance runs Matrix; this one takes over if it stops");
                    waiting = true;
                }
                tokio::time::sleep(MATRIX_LOCK_RETRY).await;
                continue;
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot ask for the Matrix lock; trying again");
                tokio::time::sleep(MATRIX_LOCK_RETRY).await;
                continue;
            }
        };
        if waiting {
            tracing::info!("this instance runs Matrix now");
            waiting = false;
        }
        tokio::select! {
            done = gipf_matrix::run(manager.clone(), config.clone()) => return Ok(done?),
            () = lock.lost() => {
                tracing::warn!("lost the Matrix lock (the database connection broke); Matrix stops here until it is back");
            }
        }
    }
}

/// Ctrl-C, or SIGTERM (how containers are stopped).
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

async fn console(
    manager: Manager,
    config: &Config,
    name: Option<String>,
    lang: Option<String>,
) -> anyhow::Result<()> {
    // `--lang`, else the terminal's locale, else English: an unknown one is not an error.
    let lang = lang
        .into_iter()
        .chain(
            ["LC_ALL", "LC_MESSAGES", "LANG"]
                .iter()
                .filter_map(|v| std::env::var(v).ok()),
        )
        .find_map(|l| gipf_i18n::Lang::from_locale(&l))
        .unwrap_or_default();
    let name = name
        .or_else(|| Some(config.console.name.clone()).filter(|n| !n.is_empty()))
        .or_else(|| std::env::var("USER").ok().filter(|n| !n.is_empty()))
        .unwrap_or_else(|| "player".into());
    let input = tokio::io::BufReader::new(tokio::io::stdin());
    let mut out = std::io::stdout();
    let store = manager.store().clone();
    let events = manager.subscribe();
    start_background(&manager).await?;
    let dir = &config.console.images_dir;
    let result = gipfbot::console::run(manager, events, input, &mut out, name, dir, lang).await;
    store.close().await;
    result
}
