//! Vacations as stored: a player's periods away, and the games whose clock one paused (the
//! decider's time left kept, the deadline cleared) and put going again.

use crate::error::Result;
use crate::games::{one_row, written, GameRecord, GAME_COLUMNS};
use crate::outbox::{Changed, NewPost};
use crate::rows::from_row;
use crate::{GameId, GameRow, PlayerId, Store, Timer};

/// A vacation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Vacation {
    pub player_id: PlayerId,
    /// From (Unix ms).
    pub starts_at: i64,
    /// Until, as asked.
    pub ends_at: i64,
    /// When it ended: early (`vacation off`), or at `ends_at` once it ran its course;
    /// `None` while it is open.
    pub ended_at: Option<i64>,
}
from_row!(Vacation {
    player_id,
    starts_at,
    ends_at,
    ended_at
});

const VACATION_COLUMNS: &str = "player_id, starts_at, ends_at, ended_at";

impl Store {
    /// Opens a vacation. The manager checks first that none is open.
    pub async fn start_vacation(
        &self,
        player: PlayerId,
        starts_at: i64,
        ends_at: i64,
    ) -> Result<()> {
        let turn = self.write_turn().await;
        sqlx::query("INSERT INTO vacations (player_id, starts_at, ends_at) VALUES ($1, $2, $3)")
            .bind(player)
            .bind(starts_at)
            .bind(ends_at)
            .execute(&self.pool)
            .await?;
        drop(turn);
        Ok(())
    }

    /// Ends a player's open vacation at `at`; whether one was open.
    pub async fn end_vacation(&self, player: PlayerId, at: i64) -> Result<bool> {
        let turn = self.write_turn().await;
        let done = sqlx::query(
            "UPDATE vacations SET ended_at = $1 WHERE player_id = $2 AND ended_at IS NULL",
        )
        .bind(at)
        .bind(player)
        .execute(&self.pool)
        .await?;
        drop(turn);
        Ok(done.rows_affected() > 0)
    }

    /// Every open vacation (some may have run their course: see [`Vacation::ends_at`]).
    pub async fn open_vacations(&self) -> Result<Vec<Vacation>> {
        Ok(sqlx::query_as::<_, Vacation>(sqlx::AssertSqlSafe(format!(
            "SELECT {VACATION_COLUMNS} FROM vacations WHERE ended_at IS NULL ORDER BY id"
        )))
        .fetch_all(&self.pool)
        .await?)
    }

    /// A player's open vacation, if any.
    pub async fn open_vacation(&self, player: PlayerId) -> Result<Option<Vacation>> {
        Ok(sqlx::query_as::<_, Vacation>(sqlx::AssertSqlSafe(format!(
            "SELECT {VACATION_COLUMNS} FROM vacations WHERE player_id = $1 AND ended_at IS NULL
             ORDER BY id DESC LIMIT 1"
        )))
        .bind(player)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A player's vacations that started at or after `since`.
    pub async fn vacations_since(&self, player: PlayerId, since: i64) -> Result<Vec<Vacation>> {
        Ok(sqlx::query_as::<_, Vacation>(sqlx::AssertSqlSafe(format!(
            "SELECT {VACATION_COLUMNS} FROM vacations WHERE player_id = $1 AND starts_at >= $2
             ORDER BY id"
        )))
        .bind(player)
        .bind(since)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Pauses the decision's clock, keeping `left_ms`, owing `post`. A game that changed, or
    /// whose clock does not run, is a [`StoreError::Conflict`](crate::StoreError::Conflict).
    pub async fn pause_clock(
        &self,
        game: GameId,
        expected_version: i64,
        left_ms: i64,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET paused_left_ms = $1, deadline = NULL, remind_at = NULL,
                version = version + 1, updated_at = $2
             WHERE id = $3 AND version = $4 AND status = 'active' AND deadline IS NOT NULL",
        )
        .bind(left_ms)
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// Starts a paused clock again with `timer`, owing `post`.
    pub async fn resume_clock(
        &self,
        game: GameId,
        expected_version: i64,
        timer: Timer,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET paused_left_ms = NULL, deadline = $1, remind_at = $2,
                version = version + 1, updated_at = $3
             WHERE id = $4 AND version = $5 AND status = 'active' AND paused_left_ms IS NOT NULL",
        )
        .bind(timer.deadline)
        .bind(timer.remind_at)
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// The games being played whose clock a vacation paused.
    pub async fn paused_games(&self) -> Result<Vec<GameRow>> {
        let rows = sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND paused_left_ms IS NOT NULL
             ORDER BY id"
        )))
        .fetch_all(&self.pool)
        .await?;
        Ok(crate::error::readable(rows))
    }
}
