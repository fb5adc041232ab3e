//! Puzzles as stored: the puzzles (the starter set and what the service found), each
//! player's attempts (a puzzle at most once each), and the Glicko-2 puzzle ratings of
//! players and puzzles, moved together when an attempt ends.

use gipf_engine::puzzle::Puzzle;

use crate::error::{parse, Result};
use crate::players::player_from_parts;
use crate::ratings::{Glicko, Rater};
use crate::rows::from_row;
use crate::{CommunityId, Player, PlayerId, PuzzleAttemptId, PuzzleId, Store, StoreError};

/// A stored puzzle with its rating now.
#[derive(Clone, PartialEq, Debug)]
pub struct PuzzleRow {
    pub id: PuzzleId,
    /// The puzzle (its `rating` is the rating now, rounded).
    pub puzzle: Puzzle,
    pub glicko: Glicko,
    /// Attempts that ended.
    pub plays: i64,
}

/// Where an attempt stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AttemptState {
    /// The player is solving it.
    Playing,
    /// He found every decision.
    Solved,
    /// He made a wrong decision (or gave up).
    Failed,
}

impl AttemptState {
    fn word(self) -> &'static str {
        match self {
            AttemptState::Playing => "playing",
            AttemptState::Solved => "solved",
            AttemptState::Failed => "failed",
        }
    }
}

impl std::str::FromStr for AttemptState {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<AttemptState, String> {
        match s {
            "playing" => Ok(AttemptState::Playing),
            "solved" => Ok(AttemptState::Solved),
            "failed" => Ok(AttemptState::Failed),
            _ => Err("an attempt is playing, solved or failed".into()),
        }
    }
}

/// A player's attempt at a puzzle.
#[derive(Clone, PartialEq, Debug)]
pub struct AttemptRow {
    pub id: PuzzleAttemptId,
    pub puzzle_id: PuzzleId,
    pub player_id: PlayerId,
    /// Where he plays it.
    pub community_id: CommunityId,
    pub state: AttemptState,
    /// The line's actions played so far.
    pub step: usize,
    pub started_at: i64,
}

/// A player's puzzle rating and counts.
#[derive(Clone, PartialEq, Debug)]
pub struct PuzzlePlayer {
    pub player_id: PlayerId,
    pub glicko: Glicko,
    pub solved: i64,
    pub failed: i64,
}

/// How an attempt ended.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct AttemptEnd {
    pub solved: bool,
    /// The line's actions played at the end.
    pub step: usize,
}

/// The player's puzzle rating before and after an attempt ended.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingChange {
    pub before: Glicko,
    pub after: Glicko,
}

pub(crate) struct PuzzleRecord {
    id: PuzzleId,
    kind: String,
    position: String,
    line: String,
    source: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    plays: i64,
}
from_row!(PuzzleRecord {
    id,
    kind,
    position,
    line,
    source,
    rating,
    deviation,
    volatility,
    plays
});

pub(crate) const PUZZLE_COLUMNS: &str =
    "id, kind, position, line, source, rating, deviation, volatility, plays";

impl TryFrom<PuzzleRecord> for PuzzleRow {
    type Error = StoreError;

    fn try_from(r: PuzzleRecord) -> Result<PuzzleRow> {
        let shown = r.rating.round().clamp(100.0, 4000.0) as u32;
        let text = format!("{}|{}|{}|{shown}|{}", r.kind, r.position, r.line, r.source);
        let puzzle = parse(|| format!("puzzle {}", r.id.0), "position", &text)?;
        Ok(PuzzleRow {
            id: r.id,
            puzzle,
            glicko: Glicko {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            },
            plays: r.plays,
        })
    }
}

struct AttemptRecord {
    id: PuzzleAttemptId,
    puzzle_id: PuzzleId,
    player_id: PlayerId,
    community_id: CommunityId,
    state: String,
    step: i64,
    started_at: i64,
}
from_row!(AttemptRecord {
    id,
    puzzle_id,
    player_id,
    community_id,
    state,
    step,
    started_at
});

const ATTEMPT_COLUMNS: &str = "id, puzzle_id, player_id, community_id, state, step, started_at";

impl TryFrom<AttemptRecord> for AttemptRow {
    type Error = StoreError;

    fn try_from(r: AttemptRecord) -> Result<AttemptRow> {
        let row = || format!("puzzle attempt {}", r.id.0);
        Ok(AttemptRow {
            id: r.id,
            puzzle_id: r.puzzle_id,
            player_id: r.player_id,
            community_id: r.community_id,
            state: parse(row, "state", &r.state)?,
            step: usize::try_from(r.step).map_err(|_| StoreError::Corrupt {
                row: row(),
                column: "step",
                value: r.step.to_string(),
                why: "a count of actions".into(),
            })?,
            started_at: r.started_at,
        })
    }
}

struct PuzzlePlayerRecord {
    player_id: PlayerId,
    rating: f64,
    deviation: f64,
    volatility: f64,
    solved: i64,
    failed: i64,
}
from_row!(PuzzlePlayerRecord {
    player_id,
    rating,
    deviation,
    volatility,
    solved,
    failed
});

impl From<PuzzlePlayerRecord> for PuzzlePlayer {
    fn from(r: PuzzlePlayerRecord) -> PuzzlePlayer {
        PuzzlePlayer {
            player_id: r.player_id,
            glicko: Glicko {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            },
            solved: r.solved,
            failed: r.failed,
        }
    }
}

struct LeaderRecord {
    id: PlayerId,
    platform: String,
    platform_user: String,
    display_name: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    solved: i64,
    failed: i64,
}
from_row!(LeaderRecord {
    id,
    platform,
    platform_user,
    display_name,
    rating,
    deviation,
    volatility,
    solved,
    failed
});

impl Store {
    /// Adds the puzzles whose position is not stored yet, each starting at its own rating
    /// with `deviation`; how many were new. Run at every start with the starter set.
    pub async fn add_puzzles(&self, puzzles: &[Puzzle], deviation: f64, now: i64) -> Result<usize> {
        let mut tx = self.begin().await?;
        let mut added = 0;
        for p in puzzles {
            let line: Vec<String> = p.line.iter().map(ToString::to_string).collect();
            let done = sqlx::query(
                "INSERT INTO puzzles (kind, position, line, source, rating, deviation, volatility, added_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (position) DO NOTHING",
            )
            .bind(p.kind.to_string())
            .bind(p.start.to_string())
            .bind(line.join(" "))
            .bind(&p.source)
            .bind(f64::from(p.rating))
            .bind(deviation)
            .bind(0.06)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            added += done.rows_affected() as usize;
        }
        tx.commit().await?;
        Ok(added)
    }

    /// How many puzzles are stored.
    pub async fn puzzle_count(&self) -> Result<usize> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM puzzles")
            .fetch_one(&self.pool)
            .await?;
        Ok(n as usize)
    }

    /// A puzzle by id.
    pub async fn puzzle(&self, id: PuzzleId) -> Result<Option<PuzzleRow>> {
        let r = sqlx::query_as::<_, PuzzleRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        r.map(PuzzleRow::try_from).transpose()
    }

    /// Up to `n` puzzles `player` has never met, the nearest to `rating` first.
    pub async fn unseen_puzzles_near(
        &self,
        player: PlayerId,
        rating: f64,
        n: u32,
    ) -> Result<Vec<PuzzleRow>> {
        let rows = sqlx::query_as::<_, PuzzleRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles z
             WHERE NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = z.id AND a.player_id = $1)
             ORDER BY ABS(z.rating - $2), z.id LIMIT $3"
        )))
        .bind(player)
        .bind(rating)
        .bind(i64::from(n))
        .fetch_all(&self.pool)
        .await?;
        Ok(crate::error::readable(rows))
    }

    /// Starts `player`'s attempt at `puzzle` in `community`; `None` when he met it before,
    /// or has another going (one at a time: a unique index says so).
    pub async fn start_attempt(
        &self,
        player: PlayerId,
        community: CommunityId,
        puzzle: PuzzleId,
        now: i64,
    ) -> Result<Option<AttemptRow>> {
        let turn = self.write_turn().await;
        let id: Option<PuzzleAttemptId> = sqlx::query_scalar(
            "INSERT INTO puzzle_attempts (puzzle_id, player_id, community_id, state, step, started_at)
             VALUES ($1, $2, $3, 'playing', 0, $4) ON CONFLICT DO NOTHING
             RETURNING id",
        )
        .bind(puzzle)
        .bind(player)
        .bind(community)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        drop(turn);
        Ok(id.map(|id| AttemptRow {
            id,
            puzzle_id: puzzle,
            player_id: player,
            community_id: community,
            state: AttemptState::Playing,
            step: 0,
            started_at: now,
        }))
    }

    /// The attempt `player` is solving, if any (the newest).
    pub async fn playing_attempt(&self, player: PlayerId) -> Result<Option<AttemptRow>> {
        let r = sqlx::query_as::<_, AttemptRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {ATTEMPT_COLUMNS} FROM puzzle_attempts
             WHERE player_id = $1 AND state = 'playing' ORDER BY id DESC LIMIT 1"
        )))
        .bind(player)
        .fetch_optional(&self.pool)
        .await?;
        r.map(AttemptRow::try_from).transpose()
    }

    /// Moves an attempt on from `from` to `to` actions of the line; false when it was not
    /// at `from` (an answer counted already) or has ended.
    pub async fn advance_attempt(
        &self,
        attempt: PuzzleAttemptId,
        from: usize,
        to: usize,
    ) -> Result<bool> {
        let turn = self.write_turn().await;
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET step = $1 WHERE id = $2 AND step = $3 AND state = 'playing'",
        )
        .bind(to as i64)
        .bind(attempt)
        .bind(from as i64)
        .execute(&self.pool)
        .await?;
        drop(turn);
        Ok(done.rows_affected() > 0)
    }

    /// Ends an attempt that was at `from` actions and moves both puzzle ratings (the
    /// player's, from `newcomer` when he has none, and the puzzle's: a solve is the player's
    /// win against it), reading them in the same transaction so that two attempts ending at
    /// once both count; `None` (nothing written) when the attempt was not there any more.
    pub async fn end_attempt(
        &self,
        attempt: &AttemptRow,
        from: usize,
        end: &AttemptEnd,
        rater: &dyn Rater,
        newcomer: Glicko,
        now: i64,
    ) -> Result<Option<RatingChange>> {
        let mut tx = self.begin().await?;
        let state = if end.solved {
            AttemptState::Solved
        } else {
            AttemptState::Failed
        };
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET state = $1, step = $2, ended_at = $3
             WHERE id = $4 AND step = $5 AND state = 'playing'",
        )
        .bind(state.word())
        .bind(end.step as i64)
        .bind(now)
        .bind(attempt.id)
        .bind(from as i64)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Ok(None);
        }
        let lock = self.backend.for_update();
        let glicko = |(rating, deviation, volatility): (f64, f64, f64)| Glicko {
            rating,
            deviation,
            volatility,
        };
        let puzzle: (f64, f64, f64) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT rating, deviation, volatility FROM puzzles WHERE id = $1{lock}"
        )))
        .bind(attempt.puzzle_id)
        .fetch_one(&mut *tx)
        .await?;
        let player: Option<(f64, f64, f64)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT rating, deviation, volatility FROM puzzle_players WHERE player_id = $1{lock}"
        )))
        .bind(attempt.player_id)
        .fetch_optional(&mut *tx)
        .await?;
        let before = player.map_or(newcomer, glicko);
        let (after, puzzle) =
            rater.rate(before, glicko(puzzle), if end.solved { 1.0 } else { 0.0 });
        sqlx::query(
            "UPDATE puzzles SET rating = $1, deviation = $2, volatility = $3, plays = plays + 1
             WHERE id = $4",
        )
        .bind(puzzle.rating)
        .bind(puzzle.deviation)
        .bind(puzzle.volatility)
        .bind(attempt.puzzle_id)
        .execute(&mut *tx)
        .await?;
        let (solved, failed) = if end.solved { (1, 0) } else { (0, 1) };
        sqlx::query(
            "INSERT INTO puzzle_players (player_id, rating, deviation, volatility, solved, failed, played_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (player_id) DO UPDATE SET rating = $2, deviation = $3, volatility = $4,
                 solved = puzzle_players.solved + $5, failed = puzzle_players.failed + $6,
                 played_at = $7",
        )
        .bind(attempt.player_id)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .bind(solved)
        .bind(failed)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(RatingChange { before, after }))
    }

    /// Whether someone is solving puzzle `id` now (its page keeps the solution hidden).
    pub async fn puzzle_being_solved(&self, id: PuzzleId) -> Result<bool> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM puzzle_attempts WHERE puzzle_id = $1 AND state = 'playing'",
        )
        .bind(id)
        .fetch_one(&self.pool)
        .await?;
        Ok(n > 0)
    }

    /// A player's puzzle rating and counts (`None`: no puzzle ended yet).
    pub async fn puzzle_player(&self, player: PlayerId) -> Result<Option<PuzzlePlayer>> {
        Ok(sqlx::query_as::<_, PuzzlePlayerRecord>(
            "SELECT player_id, rating, deviation, volatility, solved, failed
             FROM puzzle_players WHERE player_id = $1",
        )
        .bind(player)
        .fetch_optional(&self.pool)
        .await?
        .map(PuzzlePlayer::from))
    }

    /// The best puzzle ratings among the players who ended a puzzle in `community`.
    pub async fn puzzle_leaderboard(
        &self,
        community: CommunityId,
        limit: u32,
    ) -> Result<Vec<(Player, PuzzlePlayer)>> {
        let rows = sqlx::query_as::<_, LeaderRecord>(
            "SELECT p.id, p.platform, p.platform_user, p.display_name,
                    z.rating, z.deviation, z.volatility, z.solved, z.failed
             FROM puzzle_players z JOIN players p ON p.id = z.player_id
             WHERE EXISTS (SELECT 1 FROM puzzle_attempts a
                           WHERE a.player_id = z.player_id AND a.community_id = $1 AND a.state <> 'playing')
             ORDER BY z.rating DESC, p.id LIMIT $2",
        )
        .bind(community)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(leader).collect()
    }

    /// The best puzzle ratings everywhere.
    pub async fn puzzle_leaderboard_global(
        &self,
        limit: u32,
    ) -> Result<Vec<(Player, PuzzlePlayer)>> {
        let rows = sqlx::query_as::<_, LeaderRecord>(
            "SELECT p.id, p.platform, p.platform_user, p.display_name,
                    z.rating, z.deviation, z.volatility, z.solved, z.failed
             FROM puzzle_players z JOIN players p ON p.id = z.player_id
             ORDER BY z.rating DESC, p.id LIMIT $1",
        )
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(leader).collect()
    }

    /// The puzzles most played, most first (then the oldest).
    pub async fn most_played_puzzles(&self, limit: u32) -> Result<Vec<PuzzleRow>> {
        let rows = sqlx::query_as::<_, PuzzleRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles ORDER BY plays DESC, id LIMIT $1"
        )))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        Ok(crate::error::readable(rows))
    }
}

/// A leaderboard's row.
fn leader(r: LeaderRecord) -> Result<(Player, PuzzlePlayer)> {
    let player = player_from_parts(r.id, r.platform, r.platform_user, r.display_name)?;
    Ok((
        player,
        PuzzlePlayer {
            player_id: r.id,
            glicko: Glicko {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            },
            solved: r.solved,
            failed: r.failed,
        },
    ))
}
