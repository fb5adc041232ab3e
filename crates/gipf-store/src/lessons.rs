//! Where each player stands in the lessons of `learn` (issue 33): the lesson and step he is
//! at, the step's position after what he played in it, the lessons he finished. Written
//! with a version, so that two answers at once do not both count.

use gipf_rules::Position;

use crate::error::{parse, Result};
use crate::{PlayerId, Store};

/// One player's progress through the lessons.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Learner {
    pub player_id: PlayerId,
    /// The lesson he is at, from 1.
    pub lesson: u8,
    /// The step of that lesson, from 1.
    pub step: u8,
    /// The step's position after the actions he played in it; `None` at its start.
    pub position: Option<Position>,
    /// Bit `n - 1` set for each lesson `n` he finished.
    pub finished: u64,
    /// Grows with every write; the one read is the one a write expects.
    pub version: i64,
}

impl Learner {
    /// A newcomer at lesson 1's first step.
    pub fn new(player_id: PlayerId) -> Learner {
        Learner {
            player_id,
            lesson: 1,
            step: 1,
            position: None,
            finished: 0,
            version: 0,
        }
    }

    /// Whether lesson `n` (from 1) is finished.
    pub fn has_finished(&self, n: u8) -> bool {
        (1..=64).contains(&n) && self.finished & (1 << (n - 1)) != 0
    }
}

type LearnerRecord = (i64, i64, Option<String>, i64, i64);

impl Store {
    /// Where `player` stands in the lessons; `None` before his first `learn`.
    pub async fn learner(&self, player: PlayerId) -> Result<Option<Learner>> {
        let r: Option<LearnerRecord> = sqlx::query_as(
            "SELECT lesson, step, position, finished, version FROM learners WHERE player_id = $1",
        )
        .bind(player)
        .fetch_optional(&self.pool)
        .await?;
        let Some((lesson, step, position, finished, version)) = r else {
            return Ok(None);
        };
        let row = || format!("learners {}", player.0);
        let small = |column, v: i64| {
            u8::try_from(v).map_err(|e| crate::StoreError::Corrupt {
                row: row(),
                column,
                value: v.to_string(),
                why: e.to_string(),
            })
        };
        Ok(Some(Learner {
            player_id: player,
            lesson: small("lesson", lesson)?,
            step: small("step", step)?,
            position: position.map(|p| parse(row, "position", &p)).transpose()?,
            finished: finished as u64,
            version,
        }))
    }

    /// Writes `learner` if the stored progress is still at `learner.version` (none stored
    /// for version 0), with the version moved on by one; false (nothing written) when
    /// another answer came first.
    pub async fn save_learner(&self, learner: &Learner, now: i64) -> Result<bool> {
        let turn = self.write_turn().await;
        let position = learner.position.as_ref().map(ToString::to_string);
        let done = if learner.version == 0 {
            sqlx::query(
                "INSERT INTO learners
                   (player_id, lesson, step, position, finished, version, updated_at)
                 VALUES ($1, $2, $3, $4, $5, 1, $6)
                 ON CONFLICT (player_id) DO NOTHING",
            )
            .bind(learner.player_id)
            .bind(i64::from(learner.lesson))
            .bind(i64::from(learner.step))
            .bind(position)
            .bind(learner.finished as i64)
            .bind(now)
            .execute(&self.pool)
            .await?
        } else {
            sqlx::query(
                "UPDATE learners SET lesson = $1, step = $2, position = $3, finished = $4,
                   version = version + 1, updated_at = $5
                 WHERE player_id = $6 AND version = $7",
            )
            .bind(i64::from(learner.lesson))
            .bind(i64::from(learner.step))
            .bind(position)
            .bind(learner.finished as i64)
            .bind(now)
            .bind(learner.player_id)
            .bind(learner.version)
            .execute(&self.pool)
            .await?
        };
        drop(turn);
        Ok(done.rows_affected() > 0)
    }
}
