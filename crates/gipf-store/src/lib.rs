//! gipfbot's database: players, communities, games (from the challenge on), their actions,
//! Glicko-2 ratings and settings, through sqlx: in a SQLite file by default, or on a
//! PostgreSQL server that several gipfbot processes share.
//!
//! The store knows nothing of the game's rules: it keeps what the manager decided, in
//! transactions. Every write to a game checks and bumps the game's `version` (optimistic
//! concurrency), so two writers can never both apply a decision to the same position; a result
//! and its rating changes are written in one transaction. Stored values are typed (variants,
//! colours, end reasons, time controls, the AI's levels): one that does not read back is an
//! error that names its row, never a silent default.
//!
//! # Layout
//!
//! | file | topic |
//! |---|---|
//! | `lib.rs` | [`Store`], [`Backend`]: opening a SQLite file or connecting to PostgreSQL (migrations, WAL, busy timeout), closing |
//! | `flag.rs` | [`flag::Flag`]: a yes/no column that reads on both engines |
//! | `error.rs` | [`StoreError`] |
//! | `types.rs` | ids and every stored enum: [`GameStatus`], [`EndReason`], [`ColourChoice`], [`TimeControl`], [`PlayerKind`] |
//! | `players.rs` | players and communities |
//! | `games.rs` | games, challenges, actions: create, answer, commit, finish, timers |
//! | `ratings.rs` | ratings (written with a result), leaderboards, results, head-to-head |
//! | `puzzles.rs` | puzzles, players' attempts (each puzzle once) and their Glicko-2 puzzle ratings ([`PuzzleRow`], [`AttemptRow`]) |
//! | `reviews.rs` | the engine's reviews of finished games: the line waiting, each kept once computed ([`ReviewRow`]) |
//! | `settings.rs` | a community's typed settings |
//! | `tournaments.rs` | tournaments, their players and rounds' boards, as raw typed rows ([`TournamentState`]); the manager converts |
//! | `direct.rs` | your-turn notices by direct message: a player's [`Notify`], the notices owed |
//! | `outbox.rs` | the posts owed to the chat ([`NewPost`], [`OwedPost`]), written with each change |
//! | `leases.rs` | work one instance does at a time (an AI decision, a timer), taken over when its lease runs out |
//! | `notices.rs` | PostgreSQL's LISTEN/NOTIFY: what one instance changed, told to the others |
//! | `places.rs` | where a game lives on its platform: the [`Places`] handle adapters get |
//! | `migrations.rs` | the schema's migrations of both engines, embedded |
//! | `rows.rs` | `from_row!`: rows read into structs by column name |
//! | `tx.rs` | writing transactions, and SQLite's write turn (this process's writers in order) |

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, ConnectOptions, Executor};

mod daily;
mod direct;
mod error;
mod flag;
mod games;
mod leases;
mod lessons;
mod migrations;
mod notices;
mod outbox;
mod places;
mod players;
mod puzzles;
mod ratings;
mod reviews;
mod rows;
mod settings;
mod takebacks;
mod time;
mod tournaments;
mod tx;
mod types;
mod vacations;

pub use daily::{DailyAt, DailyAtError, DailyPost, Day, DayError, Tally};
pub use direct::{DirectNotice, Notify, NotifyState};
pub use error::{Result, StoreError};
pub use games::{
    ActionRow, ChallengeRow, Finish, GameRow, NewAction, NewChallenge, NewGame, Timer,
};
pub use leases::{ai_lease, review_lease, timer_lease, AdapterLock, LEASE};
pub use lessons::Learner;
pub use notices::{Listener, Notice};
pub use outbox::{Changed, NewPost, OwedPost, PostSubject};
pub use places::{GamePlace, Places};
pub use players::{Community, Player};
pub use puzzles::{AttemptEnd, AttemptRow, AttemptState, PuzzlePlayer, PuzzleRow, RatingChange};
pub use ratings::{Glicko, Rater, RatingRow, Results};
pub use reviews::{ReviewRow, ReviewState};
pub use settings::{RoomSettings, SettingKey, TimeoutRule};
pub use takebacks::{TakenBack, Undo};
pub use time::{Banks, Span, SpanUnit, TimeControl, TimeControlError};
pub use tournaments::{
    BoardRef, LeftTournament, NewBoard, NewTournament, TournamentBoard, TournamentError,
    TournamentPlayer, TournamentRow, TournamentState,
};
pub use types::{
    Cause, ColourChoice, CommunityId, DailyPostId, EndReason, EventKind, GameId, GameIdError,
    GameStatus, ParseError, PlayerId, PlayerKind, PostId, PuzzleAttemptId, PuzzleId, Slug,
    SlugError, TournamentFormat, TournamentId, TournamentIdError, TournamentOutcome,
    TournamentStatus, GLOBAL,
};
pub use vacations::Vacation;

/// How long a writer waits for another one before the database counts as locked.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Which database engine a store runs on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Backend {
    /// A SQLite file: the embedded default, one process.
    Sqlite,
    /// A PostgreSQL server: shared by several processes.
    Postgres,
}

impl Backend {
    /// The statement that starts a writing transaction: SQLite takes its write lock at once
    /// (so that two writers queue instead of failing on upgrade); PostgreSQL locks rows.
    pub(crate) fn begin(self) -> &'static str {
        match self {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        }
    }

    /// What a read that the transaction then writes back ends with: PostgreSQL locks the
    /// rows read (its transactions do not take turns as SQLite's writers do).
    pub(crate) fn for_update(self) -> &'static str {
        match self {
            Backend::Sqlite => "",
            Backend::Postgres => " FOR UPDATE",
        }
    }
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pub(crate) pool: AnyPool,
    pub(crate) backend: Backend,
    /// This process's name among the instances sharing the database (leases, holds).
    pub(crate) instance: Arc<str>,
    /// PostgreSQL's URL, for the connection that listens to the other instances.
    pub(crate) url: Option<Arc<str>>,
    /// This process's writers take turns on SQLite (see `tx.rs`).
    pub(crate) turns: tx::Turns,
}

impl Store {
    /// Opens (creating it when missing) the SQLite database file and brings its schema up to
    /// date.
    pub async fn open(path: &Path) -> Result<Store> {
        Store::open_with_busy_timeout(path, BUSY_TIMEOUT).await
    }

    /// [`Store::open`] with how long a write waits for another program's lock before it
    /// fails with [`StoreError::Busy`].
    pub async fn open_with_busy_timeout(path: &Path, busy_timeout: Duration) -> Result<Store> {
        let open = |source| StoreError::Open {
            path: path.display().to_string(),
            source,
        };
        let path = std::path::absolute(path).map_err(|e| open(sqlx::Error::Io(e)))?;
        let url = SqliteConnectOptions::new()
            .filename(&path)
            .create_if_missing(true)
            .to_url_lossy();
        let options = AnyConnectOptions::from_url(&url).map_err(open)?;
        let busy_ms = busy_timeout.as_millis();
        // What `SqliteConnectOptions` would set, which the engine-neutral URL cannot carry.
        let pragmas = format!(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
             PRAGMA foreign_keys = ON; PRAGMA busy_timeout = {busy_ms};"
        );
        // A file that cannot be opened, or is no database, fails at once (the pool would
        // retry it until its acquire timeout).
        sqlx::any::install_default_drivers();
        let mut first = options.connect().await.map_err(open)?;
        first
            .execute(sqlx::AssertSqlSafe(pragmas.clone()))
            .await
            .map_err(open)?;
        sqlx::Connection::close(first).await.map_err(open)?;
        // A burst of writers queues on the file's lock: sqlx's usual patience.
        let pool = pool_options(8, Duration::from_secs(30))
            .after_connect(move |conn, _| {
                let pragmas = pragmas.clone();
                Box::pin(async move {
                    conn.execute(sqlx::AssertSqlSafe(pragmas)).await?;
                    Ok(())
                })
            })
            .connect_with(options)
            .await
            .map_err(open)?;
        migrations::sqlite().run(&pool).await?;
        Ok(Store {
            pool,
            backend: Backend::Sqlite,
            instance: instance_name(),
            url: None,
            turns: tx::Turns::default(),
        })
    }

    /// Connects to the database at `url`: `postgres://user:password@host:port/name` (a
    /// PostgreSQL server, shared by several gipfbot processes) or `sqlite://path`; brings its
    /// schema up to date.
    pub async fn connect(url: &str) -> Result<Store> {
        let shown = redacted(url);
        let bad_url = |why: String| StoreError::Url {
            url: shown.clone(),
            why,
        };
        if let Some(path) = url
            .strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
        {
            if path.is_empty() {
                return Err(bad_url("it names no file".into()));
            }
            return Store::open(Path::new(path)).await;
        }
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            return Err(bad_url(
                "it must start with postgres:// (a PostgreSQL server) or sqlite:// (a file)".into(),
            ));
        }
        let options: AnyConnectOptions = url
            .parse()
            .map_err(|e: sqlx::Error| bad_url(e.to_string()))?;
        // A server that does not answer fails a command in seconds, not after a minute.
        let pool = pool_options(16, Duration::from_secs(5))
            .connect_with(options)
            .await
            .map_err(|source| StoreError::Connect {
                url: shown.clone(),
                source,
            })?;
        migrations::postgres().run(&pool).await?;
        Ok(Store {
            pool,
            backend: Backend::Postgres,
            instance: instance_name(),
            url: Some(url.into()),
            turns: tx::Turns::default(),
        })
    }

    /// The engine this store runs on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// This process's name among the instances that share the database: what its leases
    /// and held posts are written with.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// The same database under another instance's name (tests play two instances in one
    /// process with it).
    pub fn as_instance(&self, name: &str) -> Store {
        Store {
            instance: name.into(),
            ..self.clone()
        }
    }

    /// Closes every connection (checkpointing SQLite's WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Whether the database answers (for health checks).
    pub async fn ping(&self) -> Result<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Where games live on their platforms: the handle adapters get.
    pub fn places(&self) -> Places {
        Places {
            pool: self.pool.clone(),
            backend: self.backend,
            turns: self.turns.clone(),
        }
    }
}

/// A name for this process that no other instance has: its process id and random bits.
fn instance_name() -> Arc<str> {
    let mut bits = [0u8; 4];
    // Without randomness the process id alone still tells instances on different hosts
    // apart in practice; the lease holder is only compared, never trusted further.
    let _ = getrandom::fill(&mut bits);
    format!("{}-{:08x}", std::process::id(), u32::from_le_bytes(bits)).into()
}

/// The pool's settings common to both engines.
fn pool_options(max: u32, acquire_timeout: Duration) -> AnyPoolOptions {
    sqlx::any::install_default_drivers();
    AnyPoolOptions::new()
        .max_connections(max)
        .acquire_timeout(acquire_timeout)
}

/// A database URL without its password, for messages and logs.
pub fn redacted(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut u) if u.password().is_some() => {
            let _ = u.set_password(Some("***"));
            u.to_string()
        }
        Ok(u) => u.to_string(),
        Err(_) => gipf_rules::excerpt(url),
    }
}
