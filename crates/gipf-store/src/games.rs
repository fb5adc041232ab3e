//! Games (from the challenge on), their challenge part and their decisions: created,
//! answered, played and finished in transactions, each checking and bumping the game's
//! `version`. One topic: the `games`, `challenges` and `actions` tables are written together.
//! Long (~1000 lines) because each write and each list is its own short query; they share the
//! row decoding (`GameRecord`) and the column list (takebacks and vacations, in their own
//! files, borrow them).

use gipf_games::AnyVariant;
use gipf_rules::{AgreedResult, Color};

use crate::error::{parse, readable, Result};
use crate::flag::Flag;
use crate::notices::{notify, Notice};
use crate::outbox::{owe, Changed, NewPost, PostSubject};
use crate::ratings::rate_in;
use crate::rows::from_row;
use crate::types::{colour_word, parse_colour};
use crate::{
    Banks, ColourChoice, CommunityId, EndReason, GameId, GameStatus, PlayerId, PlayerKind, Rater,
    Slug, Store, StoreError, TimeControl,
};

/// A game (or challenge) as stored.
#[derive(Clone, PartialEq, Debug)]
pub struct GameRow {
    /// Its id.
    pub id: GameId,
    /// Where it is played.
    pub community_id: CommunityId,
    /// The game and its variant (GIPF's with or without potentials).
    pub variant: AnyVariant,
    /// White, once known.
    pub white_id: Option<PlayerId>,
    /// Black, once known.
    pub black_id: Option<PlayerId>,
    /// Service status.
    pub status: GameStatus,
    /// The winner, once finished.
    pub winner: Option<Color>,
    /// Why it ended, once finished.
    pub reason: Option<EndReason>,
    /// Time per decision, or a bank and an increment.
    pub time_control: TimeControl,
    /// The players' banks, under a bank control.
    pub banks: Option<Banks>,
    /// The takeback asked and not yet answered: who asked, at which ply.
    pub takeback: Option<(PlayerId, i64)>,
    /// When the decider's time ran out in a room where timeouts are claimed: the opponent
    /// may claim the win until the late player decides.
    pub timed_out_at: Option<i64>,
    /// What was left of the decider's time when his vacation paused it (the deadline is
    /// then `None`).
    pub paused_left_ms: Option<i64>,
    /// The `agreed` trial at stage `r`: White's and Black's reports, each from his own side.
    pub reports: [Option<AgreedResult>; 2],
    /// The game whose challenge this one decides (the `game` trial).
    pub trial_of: Option<GameId>,
    /// Whether the result changes ratings.
    pub rated: bool,
    /// The position string the game started from.
    pub start_position: String,
    /// The current position string.
    pub position: String,
    /// Decisions played so far.
    pub ply: i64,
    /// Bumped by every write.
    pub version: i64,
    /// When the current decision is lost on time (Unix ms).
    pub deadline: Option<i64>,
    /// When its half-time reminder is due.
    pub remind_at: Option<i64>,
    /// Whether the half-time reminder of the current decision went out.
    pub reminded: bool,
    /// The game this one is a rematch of.
    pub rematch_of: Option<GameId>,
    /// Created (Unix ms).
    pub created_at: i64,
    /// Last written (Unix ms).
    pub updated_at: i64,
    /// Finished (Unix ms).
    pub finished_at: Option<i64>,
    /// Its web page's address.
    pub slug: Slug,
}

/// A game as stored, before its values are read.
pub(crate) struct GameRecord {
    id: GameId,
    community_id: CommunityId,
    variant: String,
    potentials: Option<String>,
    challenges: Option<String>,
    white_id: Option<PlayerId>,
    black_id: Option<PlayerId>,
    status: GameStatus,
    winner: Option<String>,
    reason: Option<String>,
    time_control: String,
    rated: Flag,
    start_position: String,
    position: String,
    ply: i64,
    version: i64,
    deadline: Option<i64>,
    remind_at: Option<i64>,
    reminded: Flag,
    rematch_of: Option<GameId>,
    created_at: i64,
    updated_at: i64,
    finished_at: Option<i64>,
    slug: Option<String>,
    white_bank_ms: Option<i64>,
    black_bank_ms: Option<i64>,
    takeback_by: Option<PlayerId>,
    takeback_ply: Option<i64>,
    timed_out_at: Option<i64>,
    paused_left_ms: Option<i64>,
    white_report: Option<String>,
    black_report: Option<String>,
    trial_of: Option<GameId>,
}
from_row!(GameRecord {
    id,
    community_id,
    variant,
    potentials,
    challenges,
    white_id,
    black_id,
    status,
    winner,
    reason,
    time_control,
    rated,
    start_position,
    position,
    ply,
    version,
    deadline,
    remind_at,
    reminded,
    rematch_of,
    created_at,
    updated_at,
    finished_at,
    slug,
    white_bank_ms,
    black_bank_ms,
    takeback_by,
    takeback_ply,
    timed_out_at,
    paused_left_ms,
    white_report,
    black_report,
    trial_of
});

impl TryFrom<GameRecord> for GameRow {
    type Error = StoreError;

    fn try_from(r: GameRecord) -> Result<GameRow> {
        let row = || format!("game {}", r.id);
        Ok(GameRow {
            variant: {
                AnyVariant::from_stored(
                    &r.variant,
                    r.potentials.as_deref(),
                    r.challenges.as_deref(),
                )
                .map_err(|e| StoreError::Corrupt {
                    row: row(),
                    column: "variant",
                    value: [
                        Some(r.variant.as_str()),
                        r.potentials.as_deref(),
                        r.challenges.as_deref(),
                    ]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join("+"),
                    why: e.to_string(),
                })?
                // `tzaar` and `tzaar-fixed` are both stored as `tzaar`: the start says which.
                .with_start_string(&r.start_position)
            },
            winner: match &r.winner {
                Some(w) => Some(parse_colour(w).map_err(|e| StoreError::Corrupt {
                    row: row(),
                    column: "winner",
                    value: w.clone(),
                    why: e.to_string(),
                })?),
                None => None,
            },
            reason: r
                .reason
                .as_deref()
                .map(|s| parse(row, "reason", s))
                .transpose()?,
            time_control: parse(row, "time_control", &r.time_control)?,
            takeback: r.takeback_by.zip(r.takeback_ply),
            timed_out_at: r.timed_out_at,
            paused_left_ms: r.paused_left_ms,
            reports: [
                report(row, "white_report", r.white_report.as_deref())?,
                report(row, "black_report", r.black_report.as_deref())?,
            ],
            trial_of: r.trial_of,
            banks: match (r.white_bank_ms, r.black_bank_ms) {
                (Some(white_ms), Some(black_ms)) => Some(Banks { white_ms, black_ms }),
                (None, None) => None,
                (w, b) => {
                    return Err(StoreError::Corrupt {
                        row: row(),
                        column: "white_bank_ms",
                        value: format!("{w:?} / {b:?}"),
                        why: "both players have a bank, or neither".into(),
                    })
                }
            },
            slug: parse(row, "slug", r.slug.as_deref().unwrap_or(""))?,
            id: r.id,
            community_id: r.community_id,
            white_id: r.white_id,
            black_id: r.black_id,
            status: r.status,
            rated: r.rated.into(),
            start_position: r.start_position,
            position: r.position,
            ply: r.ply,
            version: r.version,
            deadline: r.deadline,
            remind_at: r.remind_at,
            reminded: r.reminded.into(),
            rematch_of: r.rematch_of,
            created_at: r.created_at,
            updated_at: r.updated_at,
            finished_at: r.finished_at,
        })
    }
}

/// A stored report of the `agreed` trial.
fn report(
    row: impl FnOnce() -> String,
    column: &'static str,
    value: Option<&str>,
) -> Result<Option<AgreedResult>> {
    value.map(|v| parse(row, column, v)).transpose()
}

/// The games of a list that read (see [`readable`]).
fn typed(rows: Vec<GameRecord>) -> Result<Vec<GameRow>> {
    Ok(readable(rows))
}

/// The challenge part of a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChallengeRow {
    pub game_id: GameId,
    /// Who challenged.
    pub challenger_id: PlayerId,
    /// Who is challenged; `None` for an open challenge.
    pub challenged_id: Option<PlayerId>,
    /// The challenger's colour.
    pub challenger_color: ColourChoice,
    /// When it expires (Unix ms).
    pub expires_at: i64,
    /// When it was answered.
    pub answered_at: Option<i64>,
}

struct ChallengeRecord {
    game_id: GameId,
    challenger_id: PlayerId,
    challenged_id: Option<PlayerId>,
    challenger_color: String,
    expires_at: i64,
    answered_at: Option<i64>,
}
from_row!(ChallengeRecord {
    game_id,
    challenger_id,
    challenged_id,
    challenger_color,
    expires_at,
    answered_at
});

impl TryFrom<ChallengeRecord> for ChallengeRow {
    type Error = StoreError;

    fn try_from(r: ChallengeRecord) -> Result<ChallengeRow> {
        Ok(ChallengeRow {
            challenger_color: parse(
                || format!("challenge {}", r.game_id),
                "challenger_color",
                &r.challenger_color,
            )?,
            game_id: r.game_id,
            challenger_id: r.challenger_id,
            challenged_id: r.challenged_id,
            expires_at: r.expires_at,
            answered_at: r.answered_at,
        })
    }
}

/// One stored decision.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ActionRow {
    pub game_id: GameId,
    /// 0 for the first decision.
    pub ply: i64,
    /// Who decided.
    pub actor_id: PlayerId,
    /// The canonical notation.
    pub notation: String,
    /// When (Unix ms).
    pub at: i64,
}
from_row!(ActionRow {
    game_id,
    ply,
    actor_id,
    notation,
    at
});

/// The clock of one decision.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Timer {
    /// When the decision is lost on time (Unix ms).
    pub deadline: i64,
    /// When the reminder is due.
    pub remind_at: i64,
}

/// A new game or challenge.
#[derive(Clone, Debug)]
pub struct NewGame<'a> {
    /// Where.
    pub community: CommunityId,
    /// The game and its variant (GIPF's with or without potentials).
    pub variant: AnyVariant,
    /// White, when known.
    pub white: Option<PlayerId>,
    /// Black, when known.
    pub black: Option<PlayerId>,
    /// [`GameStatus::Challenge`] or [`GameStatus::Active`].
    pub status: GameStatus,
    /// Time per decision.
    pub time_control: TimeControl,
    /// Whether the result changes ratings.
    pub rated: bool,
    /// The start position string.
    pub start_position: &'a str,
    /// The first decision's clock.
    pub timer: Option<Timer>,
    /// The players' starting banks, under a bank control.
    pub banks: Option<Banks>,
    /// The game this one is a rematch of.
    pub rematch_of: Option<GameId>,
    /// The challenge part, for a challenge.
    pub challenge: Option<NewChallenge>,
    /// The post this owes (the challenge, the first board).
    pub post: Option<NewPost>,
    /// The tournament board it is played for: linked in the same transaction, so a board
    /// gets one game however often the organiser tries.
    pub tournament: Option<crate::BoardRef>,
    /// The game whose challenge this one decides (the challenges option's `game` trial).
    pub trial_of: Option<GameId>,
    /// Now (Unix ms).
    pub now: i64,
}

/// The challenge part of a [`NewGame`].
#[derive(Clone, Debug)]
pub struct NewChallenge {
    /// Who challenges.
    pub challenger: PlayerId,
    /// Whom; `None` for an open challenge.
    pub challenged: Option<PlayerId>,
    /// The challenger's colour.
    pub challenger_color: ColourChoice,
    /// When it expires.
    pub expires_at: i64,
}

/// A decision to store.
#[derive(Clone, Debug)]
pub struct NewAction<'a> {
    pub game: GameId,
    /// The version the decision was made on.
    pub expected_version: i64,
    /// Its ply (the game's current ply).
    pub ply: i64,
    /// Who decided.
    pub actor: PlayerId,
    /// Canonical notation.
    pub notation: &'a str,
    /// The referee's outcome played at once after it, with its trial comment (`lost {die w2
    /// b5}`): stored as the next ply in the same transaction, so that a challenge decided by
    /// dice is never left rolled but unplayed, nor rolled twice.
    pub outcome: Option<&'a str>,
    /// The position string after it.
    pub position: &'a str,
    /// The next decision's clock.
    pub timer: Option<Timer>,
    /// The players' banks after it, under a bank control.
    pub banks: Option<Banks>,
    pub now: i64,
}

/// A result to store.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Finish {
    /// Who won; `None` for a draw.
    pub winner: Option<Color>,
    /// Why.
    pub reason: EndReason,
}

pub(crate) const GAME_COLUMNS: &str = "id, community_id, variant, potentials, challenges, white_id, black_id, status, winner, reason, time_control, rated, start_position, position, ply, version, deadline, remind_at, reminded, rematch_of, created_at, updated_at, finished_at, slug, white_bank_ms, black_bank_ms, takeback_by, takeback_ply, timed_out_at, paused_left_ms, white_report, black_report, trial_of";

/// [`GAME_COLUMNS`] qualified with the alias `g`, for joins; built once.
static GAME_COLUMNS_AS_G: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    GAME_COLUMNS
        .split(", ")
        .map(|c| format!("g.{c}"))
        .collect::<Vec<_>>()
        .join(", ")
});

pub(crate) async fn fetch_game(
    conn: &mut sqlx::AnyConnection,
    id: GameId,
) -> Result<Option<GameRow>> {
    sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE id = $1"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?
    .map(GameRow::try_from)
    .transpose()
}

/// Ends a write: owes its post at the game's new version, commits, returns both.
/// The other instances hear of it once committed (see `notices.rs`).
/// A checked write's count: one row, or the game changed meanwhile (a
/// [`StoreError::Conflict`]).
pub(crate) fn one_row(done: &sqlx::any::AnyQueryResult, game: GameId) -> Result<()> {
    if done.rows_affected() == 1 {
        Ok(())
    } else {
        Err(StoreError::Conflict(game))
    }
}

pub(crate) async fn written(
    store: &Store,
    mut tx: crate::tx::Tx,
    game: GameId,
    post: Option<&NewPost>,
    now: i64,
) -> Result<Changed<GameRow>> {
    let row = fetch_game(&mut tx, game)
        .await?
        .ok_or(StoreError::Conflict(game))?;
    let post = match post {
        Some(p) => Some(
            owe(
                &mut tx,
                PostSubject::Game(game),
                row.version,
                p,
                now,
                &store.instance,
            )
            .await?,
        ),
        None => None,
    };
    let notice = Notice::Game {
        game,
        version: row.version,
        owes: post.is_some(),
        timed: row.deadline.is_some() || row.status == GameStatus::Challenge,
    };
    notify(&mut tx, store.backend, &store.instance, &notice).await?;
    tx.commit().await?;
    Ok(Changed { row, post })
}

impl Store {
    /// Creates a game or a challenge (with its challenge part, its post and its tournament
    /// board, in one transaction). A tournament board that has a game already, or an
    /// outcome, or whose tournament is not running, is a [`StoreError::Conflict`] (of the
    /// game not created): nothing is written.
    pub async fn create_game(&self, g: &NewGame<'_>) -> Result<Changed<GameRow>> {
        let slug = Slug::random().map_err(|e| StoreError::Db(sqlx::Error::Io(e)))?;
        let mut tx = self.begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (community_id, variant, white_id, black_id, status, time_control, rated,
                start_position, position, deadline, remind_at, rematch_of, created_at, updated_at, slug,
                potentials, white_bank_ms, black_bank_ms, challenges, trial_of)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
             RETURNING id",
        )
        .bind(g.community)
        .bind(g.variant.base_word())
        .bind(g.white)
        .bind(g.black)
        .bind(g.status)
        .bind(g.time_control.to_string())
        // Games with challenges and their sub-games are never rated, whatever was asked
        // (COMMANDS.md, "Ratings").
        .bind(g.rated && g.variant.can_be_rated() && g.trial_of.is_none())
        .bind(g.start_position)
        .bind(g.start_position)
        .bind(g.timer.map(|t| t.deadline))
        .bind(g.timer.map(|t| t.remind_at))
        .bind(g.rematch_of)
        .bind(g.now)
        .bind(g.now)
        .bind(slug.as_str())
        .bind(g.variant.gipf().and_then(|v| v.potentials_text()))
        .bind(g.banks.map(|b| b.white_ms))
        .bind(g.banks.map(|b| b.black_ms))
        .bind(g.variant.gipf().and_then(|v| v.challenges_text()))
        .bind(g.trial_of)
        .fetch_one(&mut *tx)
        .await?;
        if let Some(c) = &g.challenge {
            sqlx::query(
                "INSERT INTO challenges (game_id, challenger_id, challenged_id, challenger_color, expires_at)
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(c.challenger)
            .bind(c.challenged)
            .bind(c.challenger_color.as_str())
            .bind(c.expires_at)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(b) = g.tournament {
            crate::tournaments::link_game(&mut tx, b, GameId(id)).await?;
        }
        written(self, tx, GameId(id), g.post.as_ref(), g.now).await
    }

    /// Every game of a tournament's boards, in one query (its pages read them all; one
    /// that does not read is logged and left out).
    pub async fn tournament_game_rows(
        &self,
        tournament: crate::TournamentId,
    ) -> Result<Vec<GameRow>> {
        let rows = sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM games g JOIN tournament_games tg ON tg.game_id = g.id
             WHERE tg.tournament_id = $1",
            GAME_COLUMNS_AS_G.as_str()
        )))
        .bind(tournament)
        .fetch_all(&self.pool)
        .await?;
        typed(rows)
    }

    /// A game by its web page's address.
    pub async fn game_by_slug(&self, slug: &Slug) -> Result<Option<GameRow>> {
        sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE slug = $1"
        )))
        .bind(slug.as_str())
        .fetch_optional(&self.pool)
        .await?
        .map(GameRow::try_from)
        .transpose()
    }

    /// A player's games being played or finished, newest first.
    pub async fn recent_games_of(&self, player: PlayerId, limit: u32) -> Result<Vec<GameRow>> {
        typed(
            sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
                "SELECT {GAME_COLUMNS} FROM games
                 WHERE (white_id = $1 OR black_id = $1) AND status IN ('active', 'finished')
                 ORDER BY updated_at DESC, id DESC LIMIT $2"
            )))
            .bind(player)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// A game by id.
    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>> {
        let mut conn = self.pool.acquire().await?;
        fetch_game(&mut conn, id).await
    }

    /// The challenge part of a game, if it started as a challenge.
    pub async fn challenge(&self, id: GameId) -> Result<Option<ChallengeRow>> {
        sqlx::query_as::<_, ChallengeRecord>(
            "SELECT game_id, challenger_id, challenged_id, challenger_color, expires_at, answered_at
             FROM challenges WHERE game_id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .map(ChallengeRow::try_from)
        .transpose()
    }

    /// Every game in a status, oldest first (the scheduler's and the AI's restart list).
    pub async fn games_with_status(&self, status: GameStatus) -> Result<Vec<GameRow>> {
        typed(
            sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE status = $1 ORDER BY id"
            )))
            .bind(status)
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// How many games are in a status (a count, for metrics).
    pub async fn count_with_status(&self, status: GameStatus) -> Result<usize> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = $1")
            .bind(status)
            .fetch_one(&self.pool)
            .await?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// A player's unfinished games and challenges (his own, to him, and, when `community`
    /// is given, the open ones there), oldest first.
    pub async fn open_games_of(
        &self,
        player: PlayerId,
        community: Option<CommunityId>,
    ) -> Result<Vec<GameRow>> {
        let columns = &*GAME_COLUMNS_AS_G;
        typed(
            sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
                "SELECT {columns} FROM games g LEFT JOIN challenges c ON c.game_id = g.id
                 WHERE g.status IN ('challenge', 'active')
                   AND (g.white_id = $1 OR g.black_id = $1 OR c.challenger_id = $1 OR c.challenged_id = $1
                        OR (g.status = 'challenge' AND c.challenged_id IS NULL AND g.community_id = $2))
                 ORDER BY g.id"
            )))
            .bind(player)
            .bind(community)
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// How many games `player` is playing against the AI.
    pub async fn ai_games_of(&self, player: PlayerId) -> Result<usize> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games g
             JOIN players o ON o.id = CASE WHEN g.white_id = $1 THEN g.black_id ELSE g.white_id END
             WHERE g.status = 'active' AND (g.white_id = $1 OR g.black_id = $1) AND o.platform = $2",
        )
        .bind(player)
        .bind(PlayerKind::AI_PLATFORM)
        .fetch_one(&self.pool)
        .await?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// Answers a challenge: `Active` with the colours settled (and the first deadline and the
    /// banks of a bank control), or
    /// `Declined`, `Cancelled`, `Expired`, owing `post`. Fails with `Conflict` when the game
    /// is no longer that version or no longer a challenge.
    #[allow(clippy::too_many_arguments)]
    pub async fn answer_challenge(
        &self,
        game: GameId,
        expected_version: i64,
        status: GameStatus,
        colours: Option<(PlayerId, PlayerId)>,
        timer: Option<Timer>,
        banks: Option<Banks>,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let (white, black) = colours.unzip();
        let done = sqlx::query(
            "UPDATE games SET status = $1, white_id = COALESCE($2, white_id), black_id = COALESCE($3, black_id),
                deadline = $4, remind_at = $5, reminded = FALSE, version = version + 1, updated_at = $6,
                white_bank_ms = $9, black_bank_ms = $10
             WHERE id = $7 AND version = $8 AND status = 'challenge'",
        )
        .bind(status)
        .bind(white)
        .bind(black)
        .bind(timer.map(|t| t.deadline))
        .bind(timer.map(|t| t.remind_at))
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .bind(banks.map(|b| b.white_ms))
        .bind(banks.map(|b| b.black_ms))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(game));
        }
        sqlx::query("UPDATE challenges SET answered_at = $1 WHERE game_id = $2")
            .bind(now)
            .bind(game)
            .execute(&mut *tx)
            .await?;
        written(self, tx, game, post, now).await
    }

    /// Stores a decision: the action, the new position and deadline, and, when the game ends
    /// with it, the result and the rating changes, and the post it owes, all in one
    /// transaction. Fails with `Conflict` (and writes nothing) when the game is no longer at
    /// `expected_version`.
    pub async fn commit_action(
        &self,
        a: &NewAction<'_>,
        finish: Option<(Finish, &dyn Rater)>,
        post: Option<&NewPost>,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET position = $1, ply = ply + $10, deadline = $2, remind_at = $3, reminded = FALSE,
                version = version + 1, updated_at = $4, white_bank_ms = $8, black_bank_ms = $9,
                takeback_by = NULL, takeback_ply = NULL, timed_out_at = NULL, paused_left_ms = NULL,
                white_report = NULL, black_report = NULL
             WHERE id = $5 AND version = $6 AND ply = $7 AND status = 'active'",
        )
        .bind(a.position)
        .bind(a.timer.map(|t| t.deadline))
        .bind(a.timer.map(|t| t.remind_at))
        .bind(a.now)
        .bind(a.game)
        .bind(a.expected_version)
        .bind(a.ply)
        .bind(a.banks.map(|b| b.white_ms))
        .bind(a.banks.map(|b| b.black_ms))
        .bind(1 + i64::from(a.outcome.is_some()))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(a.game));
        }
        let rows = std::iter::once(a.notation).chain(a.outcome);
        for (ply, notation) in (a.ply..).zip(rows) {
            sqlx::query(
                "INSERT INTO actions (game_id, ply, actor_id, notation, at, white_bank_ms, black_bank_ms)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(a.game)
            .bind(ply)
            .bind(a.actor)
            .bind(notation)
            .bind(a.now)
            .bind(a.banks.map(|b| b.white_ms))
            .bind(a.banks.map(|b| b.black_ms))
            .execute(&mut *tx)
            .await?;
        }
        if let Some((f, rater)) = finish {
            finish_in(&mut tx, self.backend, a.game, f, rater, a.now).await?;
        }
        written(self, tx, a.game, post, a.now).await
    }

    /// The games that decided (or decide) challenges of game `main`, oldest first (the
    /// `game` trial: one per challenge).
    pub async fn trial_games_of(&self, main: GameId) -> Result<Vec<GameRow>> {
        let rows = sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE trial_of = $1 ORDER BY id"
        )))
        .bind(main)
        .fetch_all(&self.pool)
        .await?;
        typed(rows)
    }

    /// Stops an active game without a result (a sub-game whose main game ended): it leaves
    /// the lists of games being played, and its clock stops.
    pub async fn abandon_game(
        &self,
        game: GameId,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET status = 'cancelled', deadline = NULL, remind_at = NULL,
                version = version + 1, updated_at = $1, finished_at = $1
             WHERE id = $2 AND status = 'active'",
        )
        .bind(now)
        .bind(game)
        .execute(&mut *tx)
        .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// Writes `color`'s report of the `agreed` trial (replacing his earlier one), with the
    /// post it owes; the game must still be at `expected_version`.
    pub async fn set_report(
        &self,
        game: GameId,
        expected_version: i64,
        color: Color,
        report: AgreedResult,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let sql = match color {
            Color::White => {
                "UPDATE games SET white_report = $1, version = version + 1, updated_at = $2
                 WHERE id = $3 AND version = $4 AND status = 'active'"
            }
            Color::Black => {
                "UPDATE games SET black_report = $1, version = version + 1, updated_at = $2
                 WHERE id = $3 AND version = $4 AND status = 'active'"
            }
        };
        let done = sqlx::query(sql)
            .bind(report.word())
            .bind(now)
            .bind(game)
            .bind(expected_version)
            .execute(&mut *tx)
            .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// Ends a game without a decision (resignation, loss on time), with the rating changes
    /// and the post it owes in the same transaction.
    pub async fn finish_game(
        &self,
        game: GameId,
        expected_version: i64,
        finish: Finish,
        rater: &dyn Rater,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = $1
             WHERE id = $2 AND version = $3 AND status = 'active'",
        )
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(game));
        }
        finish_in(&mut tx, self.backend, game, finish, rater, now).await?;
        written(self, tx, game, post, now).await
    }

    /// The decider's time ran out where timeouts are claimed: the deadline becomes
    /// `timed_out_at` (the scheduler leaves the game alone), owing `post` (the claim offered
    /// to the opponent). A game that changed, or whose deadline is not past, is a
    /// [`StoreError::Conflict`].
    pub async fn time_up(
        &self,
        game: GameId,
        expected_version: i64,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET timed_out_at = deadline, deadline = NULL, remind_at = NULL,
                version = version + 1, updated_at = $1
             WHERE id = $2 AND version = $3 AND status = 'active' AND deadline <= $1",
        )
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        one_row(&done, game)?;
        written(self, tx, game, post, now).await
    }

    /// Records that the current decision's half-time reminder went out, owing `post`.
    pub async fn set_reminded(
        &self,
        game: GameId,
        expected_version: i64,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<GameRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET reminded = TRUE, version = version + 1 WHERE id = $1 AND version = $2",
        )
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(game));
        }
        written(self, tx, game, post, now).await
    }

    /// Active games whose decision is lost on time or due a reminder at `now`, and challenges
    /// that expire by then.
    pub async fn due(&self, now: i64) -> Result<Vec<GameRow>> {
        let columns = &*GAME_COLUMNS_AS_G;
        typed(
            sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
                "SELECT {columns} FROM games g LEFT JOIN challenges c ON c.game_id = g.id
                 WHERE (g.status = 'active' AND (g.deadline <= $1 OR (g.reminded = FALSE AND g.remind_at <= $1)))
                    OR (g.status = 'challenge' AND c.expires_at <= $1)
                 ORDER BY g.id"
            )))
            .bind(now)
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// When the scheduler has something to do next: the earliest deadline, pending reminder,
    /// challenge expiry or tournament start.
    pub async fn next_due(&self) -> Result<Option<i64>> {
        Ok(sqlx::query_scalar(
            "SELECT MIN(t) FROM (
                SELECT MIN(deadline) AS t FROM games WHERE status = 'active'
                UNION ALL SELECT MIN(remind_at) FROM games WHERE status = 'active' AND reminded = FALSE
                UNION ALL SELECT MIN(c.expires_at) FROM challenges c JOIN games g ON g.id = c.game_id
                    WHERE g.status = 'challenge'
                UNION ALL SELECT MIN(starts_at) FROM tournaments WHERE status = 'signup'
                UNION ALL SELECT MIN(ends_at) FROM vacations WHERE ended_at IS NULL) AS due",
        )
        .fetch_one(&self.pool)
        .await?)
    }

    /// A player's most recently finished game in a community.
    pub async fn last_finished_of(
        &self,
        player: PlayerId,
        community: CommunityId,
    ) -> Result<Option<GameRow>> {
        sqlx::query_as::<_, GameRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND community_id = $2
               AND (white_id = $1 OR black_id = $1) ORDER BY finished_at DESC, id DESC LIMIT 1"
        )))
        .bind(player)
        .bind(community)
        .fetch_optional(&self.pool)
        .await?
        .map(GameRow::try_from)
        .transpose()
    }

    /// A game's decisions in order.
    pub async fn actions(&self, game: GameId) -> Result<Vec<ActionRow>> {
        Ok(sqlx::query_as::<_, ActionRow>(
            "SELECT game_id, ply, actor_id, notation, at FROM actions WHERE game_id = $1 ORDER BY ply",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?)
    }
}

/// Writes a result and, for a rated game, the new ratings of both players in the game's
/// community and globally.
async fn finish_in(
    tx: &mut sqlx::AnyConnection,
    backend: crate::Backend,
    game: GameId,
    f: Finish,
    rater: &dyn Rater,
    now: i64,
) -> Result<()> {
    sqlx::query(
        "UPDATE games SET status = 'finished', winner = $1, reason = $2, deadline = NULL, remind_at = NULL,
            finished_at = $3
         WHERE id = $4",
    )
    .bind(f.winner.map(colour_word))
    .bind(f.reason.as_str())
    .bind(now)
    .bind(game)
    .execute(&mut *tx)
    .await?;
    crate::tournaments::record_result(tx, game, f.winner).await?;
    let Some(row) = fetch_game(tx, game).await? else {
        return Err(StoreError::Conflict(game));
    };
    rate_in(tx, backend, &row, f.winner, rater, now).await
}
