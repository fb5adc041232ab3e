//! Takebacks as stored: a request open on a game (who asked, at which ply), answered by
//! undoing the game to a ply in one transaction (the undone actions moved to `taken_back`
//! for the history, the position, ply, clocks and banks put back, the request cleared, the
//! post owed), or declined. Any decision clears an open request (see
//! [`Store::commit_action`]): it lapses when the game moves on.

use crate::games::{one_row, written};
use crate::outbox::{Changed, NewPost};
use crate::rows::from_row;
use crate::{Banks, GameId, GameRow, PlayerId, Store, Timer};

use crate::error::Result;

/// An action that was taken back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TakenBack {
    /// The game's version when it was undone (one per takeback).
    pub undo: i64,
    /// Its ply.
    pub ply: i64,
    /// Who had decided it.
    pub actor_id: PlayerId,
    /// Its notation.
    pub notation: String,
    /// When it was undone (Unix ms).
    pub undone_at: i64,
}
from_row!(TakenBack {
    undo,
    ply,
    actor_id,
    notation,
    undone_at
});

/// A takeback to carry out: back to `ply`, with the position and clocks there.
#[derive(Clone, Copy, Debug)]
pub struct Undo<'a> {
    pub game: GameId,
    /// The version the answer was given on.
    pub expected_version: i64,
    /// The ply to go back to: actions from it on are undone.
    pub ply: i64,
    /// The position string at that ply.
    pub position: &'a str,
    /// The clock of the decision there.
    pub timer: Option<Timer>,
    /// The banks there, under a bank control.
    pub banks: Option<Banks>,
    pub now: i64,
}

impl Store {
    /// Opens a takeback request by `by` at the game's current `ply`. A game that changed, is
    /// not being played, or has a request open already is a [`StoreError::Conflict`](crate::StoreError::Conflict).
    pub async fn request_takeback(
        &self,
        game: GameId,
        expected_version: i64,
        by: PlayerId,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET takeback_by = $1, takeback_ply = ply, version = version + 1, updated_at = $2
             WHERE id = $3 AND version = $4 AND status = 'active' AND takeback_by IS NULL",
        )
        .bind(by)
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// Declines the open request (clears it).
    pub async fn decline_takeback(
        &self,
        game: GameId,
        expected_version: i64,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET takeback_by = NULL, takeback_ply = NULL, version = version + 1, updated_at = $1
             WHERE id = $2 AND version = $3 AND takeback_by IS NOT NULL",
        )
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// Undoes the game back to `u.ply` in one transaction: the actions from it on move to
    /// the history of taken-back actions, the game gets the position, ply, clock and banks
    /// there, the request is cleared, and `post` is owed. A game that changed is a
    /// [`StoreError::Conflict`](crate::StoreError::Conflict) and nothing is written.
    pub async fn take_back(
        &self,
        u: &Undo<'_>,
        post: Option<&NewPost>,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET position = $1, ply = $2, deadline = $3, remind_at = $4, reminded = FALSE,
                white_bank_ms = $5, black_bank_ms = $6, takeback_by = NULL, takeback_ply = NULL,
                timed_out_at = NULL, paused_left_ms = NULL,
                version = version + 1, updated_at = $7
             WHERE id = $8 AND version = $9 AND status = 'active' AND ply >= $2",
        )
        .bind(u.position)
        .bind(u.ply)
        .bind(u.timer.map(|t| t.deadline))
        .bind(u.timer.map(|t| t.remind_at))
        .bind(u.banks.map(|b| b.white_ms))
        .bind(u.banks.map(|b| b.black_ms))
        .bind(u.now)
        .bind(u.game)
        .bind(u.expected_version)
        .execute(&mut *tx)
        .await?;
        one_row(&done, u.game)?;
        // The version written just now names this takeback.
        sqlx::query(
            "INSERT INTO taken_back (game_id, undo, ply, actor_id, notation, at, undone_at)
             SELECT game_id, $1, ply, actor_id, notation, at, $2 FROM actions
             WHERE game_id = $3 AND ply >= $4",
        )
        .bind(u.expected_version + 1)
        .bind(u.now)
        .bind(u.game)
        .bind(u.ply)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM actions WHERE game_id = $1 AND ply >= $2")
            .bind(u.game)
            .bind(u.ply)
            .execute(&mut *tx)
            .await?;
        written(self, tx, u.game, post, u.now).await
    }

    /// The banks after the action at `ply` (`None`: none stored, or no such action).
    pub async fn banks_after(&self, game: GameId, ply: i64) -> Result<Option<Banks>> {
        let r: Option<(Option<i64>, Option<i64>)> = sqlx::query_as(
            "SELECT white_bank_ms, black_bank_ms FROM actions WHERE game_id = $1 AND ply = $2",
        )
        .bind(game)
        .bind(ply)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match r {
            Some((Some(white_ms), Some(black_ms))) => Some(Banks { white_ms, black_ms }),
            _ => None,
        })
    }

    /// A game's taken-back actions, oldest takeback first.
    pub async fn taken_back(&self, game: GameId) -> Result<Vec<TakenBack>> {
        Ok(sqlx::query_as::<_, TakenBack>(
            "SELECT undo, ply, actor_id, notation, undone_at FROM taken_back
             WHERE game_id = $1 ORDER BY undo, ply",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?)
    }
}
