//! The engine's reviews of finished games as stored: a line of games waiting for theirs
//! (oldest first), each review kept once computed, and the posts that say so.

use gipf_engine::review::Review;

use crate::error::{parse, Result};
use crate::notices::{notify, Notice};
use crate::outbox::{owe, NewPost, PostSubject};
use crate::rows::from_row;
use crate::{GameId, PlayerId, PostId, Store, StoreError};

/// Where a game's review stands.
#[derive(Clone, PartialEq, Debug)]
pub enum ReviewState {
    /// Waiting for its turn, or being computed.
    Queued,
    /// Computed: shown again at no cost.
    Done(Review),
}

/// A game's review row.
#[derive(Clone, PartialEq, Debug)]
pub struct ReviewRow {
    pub game_id: GameId,
    pub state: ReviewState,
    /// Who asked for it (his daily limit counts it); `None`: the room reviews every game.
    pub asked_by: Option<PlayerId>,
    /// When it was asked (Unix ms): its place in line.
    pub asked_at: i64,
    /// When it was computed.
    pub done_at: Option<i64>,
}

struct ReviewRecord {
    game_id: GameId,
    state: String,
    asked_by: Option<PlayerId>,
    asked_at: i64,
    body: Option<String>,
    done_at: Option<i64>,
}
from_row!(ReviewRecord {
    game_id,
    state,
    asked_by,
    asked_at,
    body,
    done_at
});

const REVIEW_COLUMNS: &str = "game_id, state, asked_by, asked_at, body, done_at";

impl TryFrom<ReviewRecord> for ReviewRow {
    type Error = StoreError;

    fn try_from(r: ReviewRecord) -> Result<ReviewRow> {
        let row = || format!("review of game {}", r.game_id.0);
        let state = match (r.state.as_str(), r.body) {
            ("queued", _) => ReviewState::Queued,
            ("done", Some(body)) => ReviewState::Done(parse(row, "body", &body)?),
            (state, _) => {
                return Err(StoreError::Corrupt {
                    row: row(),
                    column: "state",
                    value: state.chars().take(60).collect(),
                    why: "a review is queued, or done with its text".into(),
                })
            }
        };
        Ok(ReviewRow {
            game_id: r.game_id,
            state,
            asked_by: r.asked_by,
            asked_at: r.asked_at,
            done_at: r.done_at,
        })
    }
}

impl Store {
    /// A game's review row, if one was asked for.
    pub async fn review(&self, game: GameId) -> Result<Option<ReviewRow>> {
        let r = sqlx::query_as::<_, ReviewRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {REVIEW_COLUMNS} FROM reviews WHERE game_id = $1"
        )))
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        r.map(ReviewRow::try_from).transpose()
    }

    /// Puts a game in the line of reviews, asked by `by` at `now`; false when it has a row
    /// already (queued or done), which stays as it is.
    pub async fn queue_review(&self, game: GameId, by: Option<PlayerId>, now: i64) -> Result<bool> {
        let turn = self.write_turn().await;
        let done = sqlx::query(
            "INSERT INTO reviews (game_id, state, asked_by, asked_at) VALUES ($1, 'queued', $2, $3)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game)
        .bind(by)
        .bind(now)
        .execute(&self.pool)
        .await?;
        drop(turn);
        Ok(done.rows_affected() > 0)
    }

    /// The games waiting for their review, first in line first.
    pub async fn queued_reviews(&self) -> Result<Vec<GameId>> {
        Ok(sqlx::query_scalar(
            "SELECT game_id FROM reviews WHERE state = 'queued' ORDER BY asked_at, game_id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// The games that ended at or after `since` in rooms that review every game
    /// (`review_auto`), with a decision and no review yet, oldest first.
    pub async fn unreviewed_auto_games(&self, since: i64) -> Result<Vec<GameId>> {
        Ok(sqlx::query_scalar(
            "SELECT g.id FROM games g
             JOIN settings s ON s.community_id = g.community_id AND s.key = 'review_auto'
                 AND s.value = 'true'
             LEFT JOIN reviews r ON r.game_id = g.id
             WHERE g.status = 'finished' AND g.updated_at >= $1 AND g.ply > 0
                 AND r.game_id IS NULL
             ORDER BY g.updated_at, g.id",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await?)
    }

    /// A queued review's place in line, from 1 (`None`: not queued).
    pub async fn review_place(&self, game: GameId) -> Result<Option<usize>> {
        let Some(row) = self.review(game).await? else {
            return Ok(None);
        };
        if row.state != ReviewState::Queued {
            return Ok(None);
        }
        let before: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM reviews WHERE state = 'queued'
                AND (asked_at < $1 OR (asked_at = $1 AND game_id < $2))",
        )
        .bind(row.asked_at)
        .bind(game)
        .fetch_one(&self.pool)
        .await?;
        Ok(Some(before as usize + 1))
    }

    /// How many reviews `player` asked for after `since` (the daily limit's count).
    pub async fn reviews_asked_since(&self, player: PlayerId, since: i64) -> Result<usize> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM reviews WHERE asked_by = $1 AND asked_at > $2",
        )
        .bind(player)
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        Ok(n as usize)
    }

    /// Keeps a computed review and owes `post` about it in the game's room, in one
    /// transaction; `None` (and nothing written) when the review was not queued any more
    /// (another instance finished it).
    pub async fn finish_review(
        &self,
        game: GameId,
        review: &Review,
        post: &NewPost,
        now: i64,
    ) -> Result<Option<PostId>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE reviews SET state = 'done', body = $1, done_at = $2
             WHERE game_id = $3 AND state = 'queued'",
        )
        .bind(review.to_string())
        .bind(now)
        .bind(game)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Ok(None);
        }
        let version: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&mut *tx)
            .await?;
        let id = owe(
            &mut tx,
            PostSubject::Game(game),
            version,
            post,
            now,
            &self.instance,
        )
        .await?;
        let notice = Notice::Game {
            game,
            version,
            owes: true,
            timed: false,
        };
        notify(&mut tx, self.backend, &self.instance, &notice).await?;
        tx.commit().await?;
        Ok(Some(id))
    }
}
