//! gipfbot's database: players, communities, games (from the challenge on), their actions,
//! Glicko-2 ratings and settings, in SQLite through sqlx.
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
//! | `lib.rs` | [`Store`]: opening (migrations, WAL, busy timeout) and closing |
//! | `error.rs` | [`StoreError`] |
//! | `types.rs` | ids and every stored enum: [`GameStatus`], [`EndReason`], [`ColourChoice`], [`TimeControl`], [`PlayerKind`] |
//! | `players.rs` | players and communities |
//! | `games.rs` | games, challenges, actions: create, answer, commit, finish, timers |
//! | `ratings.rs` | ratings (written with a result), leaderboards, results, head-to-head |
//! | `settings.rs` | a community's typed settings |
//! | `outbox.rs` | the posts owed to the chat ([`NewPost`], [`OwedPost`]), written with each change |
//! | `places.rs` | where a game lives on its platform: the [`Places`] handle adapters get |

use std::path::Path;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

mod error;
mod games;
mod outbox;
mod places;
mod players;
mod ratings;
mod settings;
mod types;

pub use error::{Result, StoreError};
pub use games::{
    ActionRow, ChallengeRow, Finish, GameRow, NewAction, NewChallenge, NewGame, Timer,
};
pub use outbox::{Changed, NewPost, OwedPost};
pub use places::{GamePlace, Places};
pub use players::{Community, Player};
pub use ratings::{Glicko, Rater, RatingRow, Results};
pub use settings::{RoomSettings, SettingKey};
pub use types::{
    Cause, ColourChoice, CommunityId, EndReason, EventKind, GameId, GameIdError, GameStatus,
    ParseError, PlayerId, PlayerKind, PostId, Slug, SlugError, TimeControl, TimeControlError,
    GLOBAL,
};

/// The migrations of the top-level `migrations/` folder, embedded in the binary.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// How long a writer waits for another one before the database counts as locked.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pub(crate) pool: SqlitePool,
}

impl Store {
    /// Opens (creating it when missing) the database file and brings its schema up to date.
    pub async fn open(path: &Path) -> Result<Store> {
        Store::open_with_busy_timeout(path, BUSY_TIMEOUT).await
    }

    /// [`Store::open`] with how long a write waits for another program's lock before it
    /// fails with [`StoreError::Busy`].
    pub async fn open_with_busy_timeout(path: &Path, busy_timeout: Duration) -> Result<Store> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(busy_timeout);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await
            .map_err(|source| StoreError::Open {
                path: path.display().to_string(),
                source,
            })?;
        MIGRATOR.run(&pool).await?;
        Ok(Store { pool })
    }

    /// Closes every connection (checkpointing the WAL).
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
        }
    }
}
