//! Where each game lives on its chat platform (room, thread, last board message), and what an
//! adapter remembers across restarts (its sync position, the events it acted on): the one
//! part of the database that adapters use, through the narrow [`Places`] handle.

use sqlx::AnyPool;

use crate::error::Result;
use crate::rows::from_row;
use crate::GameId;

/// Where a game lives on its chat platform (see [`Places::set`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GamePlace {
    /// The game.
    pub game: GameId,
    pub platform: String,
    /// The room or channel.
    pub room: String,
    /// The thread in the room, if the game has one.
    pub thread: Option<String>,
    /// The last board message posted.
    pub last_board: Option<String>,
}
from_row!(GamePlace { game = "game_id", platform, room, thread, last_board });

/// Reads and writes where games live, and nothing else of the database: what an adapter
/// gets (from `Manager::places`).
#[derive(Clone, Debug)]
pub struct Places {
    pub(crate) pool: AnyPool,
    pub(crate) backend: crate::Backend,
    /// The store's write turn on SQLite (see `tx.rs`), taken by every write here.
    pub(crate) turns: crate::tx::Turns,
}

impl Places {
    async fn write_turn(&self) -> Option<tokio::sync::OwnedMutexGuard<()>> {
        crate::tx::take_turn(&self.turns, self.backend).await
    }

    /// Where a game lives.
    pub async fn get(&self, game: GameId) -> Result<Option<GamePlace>> {
        Ok(sqlx::query_as::<_, GamePlace>(
            "SELECT game_id, platform, room, thread, last_board FROM game_places WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Sets where a game lives (its last board is kept).
    pub async fn set(
        &self,
        game: GameId,
        platform: &str,
        room: &str,
        thread: Option<&str>,
    ) -> Result<()> {
        let _turn = self.write_turn().await;
        sqlx::query(
            "INSERT INTO game_places (game_id, platform, room, thread) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id) DO UPDATE SET
                platform = excluded.platform, room = excluded.room, thread = excluded.thread",
        )
        .bind(game)
        .bind(platform)
        .bind(room)
        .bind(thread)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records the last board message of a game; returns the one it replaces.
    pub async fn set_last_board(&self, game: GameId, message: &str) -> Result<Option<String>> {
        // A read written back: SQLite's IMMEDIATE write lock or PostgreSQL's row lock, so
        // that two boards at once each get the one they replace.
        let _turn = self.write_turn().await;
        let mut tx = self.pool.begin_with(self.backend.begin()).await?;
        let old: Option<Option<String>> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT last_board FROM game_places WHERE game_id = $1{}",
            self.backend.for_update()
        )))
        .bind(game)
        .fetch_optional(&mut *tx)
        .await?;
        sqlx::query("UPDATE game_places SET last_board = $1 WHERE game_id = $2")
            .bind(message)
            .bind(game)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(old.flatten().filter(|m| m != message))
    }

    /// The game whose thread this is.
    pub async fn game_in_thread(&self, platform: &str, thread: &str) -> Result<Option<GameId>> {
        Ok(sqlx::query_scalar(
            "SELECT game_id FROM game_places WHERE platform = $1 AND thread = $2
             ORDER BY game_id DESC LIMIT 1",
        )
        .bind(platform)
        .bind(thread)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A value the adapter of `platform` keeps across restarts (Matrix: its sync position).
    pub async fn state(&self, platform: &str, key: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT value FROM adapter_state WHERE platform = $1 AND key = $2")
                .bind(platform)
                .bind(key)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Keeps a value across restarts.
    pub async fn set_state(&self, platform: &str, key: &str, value: &str) -> Result<()> {
        let _turn = self.write_turn().await;
        sqlx::query(
            "INSERT INTO adapter_state (platform, key, value) VALUES ($1, $2, $3)
             ON CONFLICT (platform, key) DO UPDATE SET value = excluded.value",
        )
        .bind(platform)
        .bind(key)
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records that the adapter acts on a platform event; false when it already did (the
    /// same event seen again after a restart, or twice in one sync).
    pub async fn first_time(&self, platform: &str, event: &str, now: i64) -> Result<bool> {
        let _turn = self.write_turn().await;
        let done = sqlx::query(
            "INSERT INTO handled_events (platform, event_id, at) VALUES ($1, $2, $3)
             ON CONFLICT (platform, event_id) DO NOTHING",
        )
        .bind(platform)
        .bind(event)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Forgets the events handled before `before` (Unix ms): no catch-up reaches that far.
    pub async fn forget_handled_before(&self, platform: &str, before: i64) -> Result<u64> {
        let _turn = self.write_turn().await;
        Ok(
            sqlx::query("DELETE FROM handled_events WHERE platform = $1 AND at < $2")
                .bind(platform)
                .bind(before)
                .execute(&self.pool)
                .await?
                .rows_affected(),
        )
    }
}
