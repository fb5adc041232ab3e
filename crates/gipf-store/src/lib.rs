//! gipfbot's database: players, communities, games (from the challenge on), their actions,
//! Glicko-2 ratings and settings, in SQLite through sqlx.
//!
//! The store knows nothing of the game's rules: it keeps what the manager decided, in
//! transactions. Every write to a game checks and bumps the game's `version` (optimistic
//! concurrency), so two writers can never both apply a decision to the same position; a result
//! and its rating changes are written in one transaction.

use std::fmt;
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{FromRow, SqlitePool};
use thiserror::Error;

/// The migrations of the top-level `migrations/` folder, embedded in the binary.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// How long a writer waits for another one before the database counts as locked.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// What went wrong with the database, worded for the person who has to fix it.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The file could not be opened or created.
    #[error(
        "cannot open the database {path}: {source} (check that its folder exists and is writable)"
    )]
    Open {
        /// The file.
        path: String,
        /// Why.
        source: sqlx::Error,
    },
    /// The schema could not be brought up to date.
    #[error(
        "cannot bring the database schema up to date: {0} (is this file from a newer gipfbot?)"
    )]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Another program holds the database locked for longer than the busy timeout.
    #[error("the database is busy (locked by another program); try again in a moment")]
    Busy,
    /// The game changed between reading and writing it.
    #[error("game {0} changed meanwhile; look at the board again")]
    Conflict(GameId),
    /// Any other database failure.
    #[error("database error: {0}")]
    Db(sqlx::Error),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        if let sqlx::Error::Database(d) = &e {
            // SQLITE_BUSY (5) and SQLITE_LOCKED (6), with or without extended codes.
            if let Some(code) = d.code().and_then(|c| c.parse::<i32>().ok()) {
                if matches!(code & 0xff, 5 | 6) {
                    return StoreError::Busy;
                }
            }
        }
        StoreError::Db(e)
    }
}

/// Results of the store.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, sqlx::Type)]
        #[sqlx(transparent)]
        pub struct $name(pub i64);
    };
}

id_type!(
    /// A player's row id.
    PlayerId
);
id_type!(
    /// A community's row id.
    CommunityId
);
id_type!(
    /// A game's id, shown to players as `#12` (a challenge keeps its id when it becomes a
    /// game).
    GameId
);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Text that does not name a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a game id: write it as #12")]
pub struct GameIdError(String);

impl FromStr for GameId {
    type Err = GameIdError;

    fn from_str(s: &str) -> Result<GameId, GameIdError> {
        let digits = s.trim().strip_prefix('#').unwrap_or(s.trim());
        match digits.parse::<i64>() {
            Ok(n) if n > 0 && digits.bytes().all(|b| b.is_ascii_digit()) => Ok(GameId(n)),
            _ => Err(GameIdError(s.to_string())),
        }
    }
}

/// The global scope of ratings and settings.
pub const GLOBAL: CommunityId = CommunityId(0);

/// A person on a platform, or an AI level (platform `ai`).
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct Player {
    /// Row id.
    pub id: PlayerId,
    /// `discord`, `matrix`, `console` or `ai`.
    pub platform: String,
    /// The platform's id of the user.
    pub platform_user: String,
    /// The name shown.
    pub display_name: String,
}

/// A Discord server, a Matrix room, the console.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct Community {
    /// Row id.
    pub id: CommunityId,
    /// The platform.
    pub platform: String,
    /// The platform's id of the room or server.
    pub platform_room: String,
    /// The name shown.
    pub name: String,
}

/// Where a game stands in the service (not in the rules: see `position`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, sqlx::Type)]
#[sqlx(rename_all = "lowercase")]
pub enum GameStatus {
    /// A challenge waiting for an answer.
    Challenge,
    /// Being played.
    Active,
    /// Over, with a winner.
    Finished,
    /// A challenge the challenged player declined.
    Declined,
    /// A challenge its author withdrew.
    Cancelled,
    /// A challenge nobody answered in time.
    Expired,
}

impl GameStatus {
    /// Whether the game or challenge still waits for someone.
    pub const fn is_open(self) -> bool {
        matches!(self, GameStatus::Challenge | GameStatus::Active)
    }
}

/// A game (or challenge) as stored.
#[derive(Clone, PartialEq, Debug, FromRow)]
pub struct GameRow {
    /// Its id.
    pub id: GameId,
    /// Where it is played.
    pub community_id: CommunityId,
    /// `basic`, `standard` or `tournament`.
    pub variant: String,
    /// White, once known.
    pub white_id: Option<PlayerId>,
    /// Black, once known.
    pub black_id: Option<PlayerId>,
    /// Service status.
    pub status: GameStatus,
    /// `white` or `black`, once finished.
    pub winner: Option<String>,
    /// `no_gipf`, `no_reserve`, `resignation` or `time`, once finished.
    pub reason: Option<String>,
    /// `none`, `<N>d` or `<N>m`.
    pub time_control: String,
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
}

/// The challenge part of a game.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct ChallengeRow {
    /// The game.
    pub game_id: GameId,
    /// Who challenged.
    pub challenger_id: PlayerId,
    /// Who is challenged; `None` for an open challenge.
    pub challenged_id: Option<PlayerId>,
    /// The challenger's colour: `white`, `black` or `random`.
    pub challenger_color: String,
    /// When it expires (Unix ms).
    pub expires_at: i64,
    /// When it was answered.
    pub answered_at: Option<i64>,
}

/// One stored decision.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct ActionRow {
    /// The game.
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

/// A Glicko-2 rating.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Glicko {
    /// Rating.
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
    /// Volatility.
    pub volatility: f64,
}

/// A player's rating in one scope and variant.
#[derive(Clone, PartialEq, Debug, FromRow)]
pub struct RatingRow {
    /// The player.
    pub player_id: PlayerId,
    /// The community, or [`GLOBAL`].
    pub community_id: CommunityId,
    /// The variant.
    pub variant: String,
    /// Rating.
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
    /// Volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

impl RatingRow {
    /// The Glicko-2 values.
    pub fn glicko(&self) -> Glicko {
        Glicko {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// How ratings change: the manager's rating system, applied inside the result's transaction.
pub trait Rater: Sync {
    /// The rating of a player without one.
    fn initial(&self) -> Glicko;
    /// New ratings of White and Black after a game White scored `white_score` in (1, 0.5, 0).
    fn rate(&self, white: Glicko, black: Glicko, white_score: f64) -> (Glicko, Glicko);
}

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
    /// `basic`, `standard` or `tournament`.
    pub variant: &'a str,
    /// White, when known.
    pub white: Option<PlayerId>,
    /// Black, when known.
    pub black: Option<PlayerId>,
    /// [`GameStatus::Challenge`] or [`GameStatus::Active`].
    pub status: GameStatus,
    /// `none`, `<N>d`, `<N>m`.
    pub time_control: &'a str,
    /// Whether the result changes ratings.
    pub rated: bool,
    /// The start position string.
    pub start_position: &'a str,
    /// The first decision's clock.
    pub timer: Option<Timer>,
    /// The game this one is a rematch of.
    pub rematch_of: Option<GameId>,
    /// The challenge part, for a challenge.
    pub challenge: Option<NewChallenge<'a>>,
    /// Now (Unix ms).
    pub now: i64,
}

/// The challenge part of a [`NewGame`].
#[derive(Clone, Debug)]
pub struct NewChallenge<'a> {
    /// Who challenges.
    pub challenger: PlayerId,
    /// Whom; `None` for an open challenge.
    pub challenged: Option<PlayerId>,
    /// `white`, `black` or `random`.
    pub challenger_color: &'a str,
    /// When it expires.
    pub expires_at: i64,
}

/// A decision to store.
#[derive(Clone, Debug)]
pub struct NewAction<'a> {
    /// The game.
    pub game: GameId,
    /// The version the decision was made on.
    pub expected_version: i64,
    /// Its ply (the game's current ply).
    pub ply: i64,
    /// Who decided.
    pub actor: PlayerId,
    /// Canonical notation.
    pub notation: &'a str,
    /// The position string after it.
    pub position: &'a str,
    /// The next decision's clock.
    pub timer: Option<Timer>,
    /// Now.
    pub now: i64,
}

/// A result to store.
#[derive(Clone, Debug)]
pub struct Finish<'a> {
    /// `white` or `black`.
    pub winner: &'a str,
    /// `no_gipf`, `no_reserve`, `resignation`, `time`.
    pub reason: &'a str,
}

/// Wins and losses in one variant.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct Results {
    /// The variant.
    pub variant: String,
    /// Games won.
    pub wins: i64,
    /// Games lost.
    pub losses: i64,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

const GAME_COLUMNS: &str = "id, community_id, variant, white_id, black_id, status, winner, reason, time_control, rated, start_position, position, ply, version, deadline, remind_at, reminded, rematch_of, created_at, updated_at, finished_at";

/// [`GAME_COLUMNS`] qualified with the alias `g`, for joins; built once.
static GAME_COLUMNS_AS_G: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    GAME_COLUMNS
        .split(", ")
        .map(|c| format!("g.{c}"))
        .collect::<Vec<_>>()
        .join(", ")
});

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

    // ---- players and communities ----

    /// The player for a platform user, created on first sight; the display name is kept
    /// current.
    pub async fn ensure_player(
        &self,
        platform: &str,
        user: &str,
        display_name: &str,
        now: i64,
    ) -> Result<Player> {
        Ok(sqlx::query_as::<_, Player>(
            "INSERT INTO players (platform, platform_user, display_name, created_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (platform, platform_user) DO UPDATE SET display_name = excluded.display_name
             RETURNING id, platform, platform_user, display_name",
        )
        .bind(platform)
        .bind(user)
        .bind(display_name)
        .bind(now)
        .fetch_one(&self.pool)
        .await?)
    }

    /// A player by id.
    pub async fn player(&self, id: PlayerId) -> Result<Option<Player>> {
        Ok(sqlx::query_as::<_, Player>(
            "SELECT id, platform, platform_user, display_name FROM players WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A player by platform user id.
    pub async fn player_by_user(&self, platform: &str, user: &str) -> Result<Option<Player>> {
        Ok(sqlx::query_as::<_, Player>(
            "SELECT id, platform, platform_user, display_name FROM players
             WHERE platform = ? AND platform_user = ?",
        )
        .bind(platform)
        .bind(user)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Players of a platform with this display name (ignoring ASCII case).
    pub async fn players_named(&self, platform: &str, name: &str) -> Result<Vec<Player>> {
        Ok(sqlx::query_as::<_, Player>(
            "SELECT id, platform, platform_user, display_name FROM players
             WHERE platform = ? AND display_name = ? COLLATE NOCASE ORDER BY id",
        )
        .bind(platform)
        .bind(name)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The community for a platform room, created on first sight; the name is kept current.
    pub async fn ensure_community(
        &self,
        platform: &str,
        room: &str,
        name: &str,
        now: i64,
    ) -> Result<Community> {
        Ok(sqlx::query_as::<_, Community>(
            "INSERT INTO communities (platform, platform_room, name, created_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (platform, platform_room) DO UPDATE SET name = excluded.name
             RETURNING id, platform, platform_room, name",
        )
        .bind(platform)
        .bind(room)
        .bind(name)
        .bind(now)
        .fetch_one(&self.pool)
        .await?)
    }

    /// A community by id.
    pub async fn community(&self, id: CommunityId) -> Result<Option<Community>> {
        Ok(sqlx::query_as::<_, Community>(
            "SELECT id, platform, platform_room, name FROM communities WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?)
    }

    // ---- games ----

    /// Creates a game or a challenge (with its challenge part, in one transaction).
    pub async fn create_game(&self, g: &NewGame<'_>) -> Result<GameRow> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (community_id, variant, white_id, black_id, status, time_control, rated,
                start_position, position, deadline, remind_at, rematch_of, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(g.community)
        .bind(g.variant)
        .bind(g.white)
        .bind(g.black)
        .bind(g.status)
        .bind(g.time_control)
        .bind(g.rated)
        .bind(g.start_position)
        .bind(g.start_position)
        .bind(g.timer.map(|t| t.deadline))
        .bind(g.timer.map(|t| t.remind_at))
        .bind(g.rematch_of)
        .bind(g.now)
        .bind(g.now)
        .fetch_one(&mut *tx)
        .await?;
        if let Some(c) = &g.challenge {
            sqlx::query(
                "INSERT INTO challenges (game_id, challenger_id, challenged_id, challenger_color, expires_at)
                 VALUES (?, ?, ?, ?, ?)",
            )
            .bind(id)
            .bind(c.challenger)
            .bind(c.challenged)
            .bind(c.challenger_color)
            .bind(c.expires_at)
            .execute(&mut *tx)
            .await?;
        }
        let row = fetch_game(&mut tx, GameId(id)).await?;
        tx.commit().await?;
        row.ok_or(StoreError::Conflict(GameId(id)))
    }

    /// A game by id.
    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>> {
        let mut conn = self.pool.acquire().await?;
        fetch_game(&mut conn, id).await
    }

    /// The challenge part of a game, if it started as a challenge.
    pub async fn challenge(&self, id: GameId) -> Result<Option<ChallengeRow>> {
        Ok(sqlx::query_as::<_, ChallengeRow>(
            "SELECT game_id, challenger_id, challenged_id, challenger_color, expires_at, answered_at
             FROM challenges WHERE game_id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Every game in a status, oldest first (the scheduler's and the AI's restart list).
    pub async fn games_with_status(&self, status: GameStatus) -> Result<Vec<GameRow>> {
        Ok(sqlx::query_as::<_, GameRow>(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = ? ORDER BY id"
        )))
        .bind(status)
        .fetch_all(&self.pool)
        .await?)
    }

    /// A player's unfinished games and challenges (his own, to him, and, when `community`
    /// is given, the open ones there), oldest first.
    pub async fn open_games_of(
        &self,
        player: PlayerId,
        community: Option<CommunityId>,
    ) -> Result<Vec<GameRow>> {
        let columns = &*GAME_COLUMNS_AS_G;
        Ok(sqlx::query_as::<_, GameRow>(sqlx::AssertSqlSafe(format!(
            "SELECT {columns} FROM games g LEFT JOIN challenges c ON c.game_id = g.id
             WHERE g.status IN ('challenge', 'active')
               AND (g.white_id = ?1 OR g.black_id = ?1 OR c.challenger_id = ?1 OR c.challenged_id = ?1
                    OR (g.status = 'challenge' AND c.challenged_id IS NULL AND g.community_id = ?2))
             ORDER BY g.id"
        )))
        .bind(player)
        .bind(community)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Answers a challenge: `Active` with the colours settled (and the first deadline), or
    /// `Declined`, `Cancelled`, `Expired`. Fails with `Conflict` when the game is no longer
    /// that version or no longer a challenge.
    pub async fn answer_challenge(
        &self,
        game: GameId,
        expected_version: i64,
        status: GameStatus,
        colours: Option<(PlayerId, PlayerId)>,
        timer: Option<Timer>,
        now: i64,
    ) -> Result<GameRow> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let (white, black) = colours.unzip();
        let done = sqlx::query(
            "UPDATE games SET status = ?, white_id = COALESCE(?, white_id), black_id = COALESCE(?, black_id),
                deadline = ?, remind_at = ?, reminded = 0, version = version + 1, updated_at = ?
             WHERE id = ? AND version = ? AND status = 'challenge'",
        )
        .bind(status)
        .bind(white)
        .bind(black)
        .bind(timer.map(|t| t.deadline))
        .bind(timer.map(|t| t.remind_at))
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(game));
        }
        sqlx::query("UPDATE challenges SET answered_at = ? WHERE game_id = ?")
            .bind(now)
            .bind(game)
            .execute(&mut *tx)
            .await?;
        let row = fetch_game(&mut tx, game).await?;
        tx.commit().await?;
        row.ok_or(StoreError::Conflict(game))
    }

    /// Stores a decision: the action, the new position and deadline, and, when the game ends
    /// with it, the result and the rating changes, all in one transaction. Fails with
    /// `Conflict` (and writes nothing) when the game is no longer at `expected_version`.
    pub async fn commit_action(
        &self,
        a: &NewAction<'_>,
        finish: Option<(&Finish<'_>, &dyn Rater)>,
    ) -> Result<GameRow> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let done = sqlx::query(
            "UPDATE games SET position = ?, ply = ply + 1, deadline = ?, remind_at = ?, reminded = 0,
                version = version + 1, updated_at = ?
             WHERE id = ? AND version = ? AND ply = ? AND status = 'active'",
        )
        .bind(a.position)
        .bind(a.timer.map(|t| t.deadline))
        .bind(a.timer.map(|t| t.remind_at))
        .bind(a.now)
        .bind(a.game)
        .bind(a.expected_version)
        .bind(a.ply)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(a.game));
        }
        sqlx::query(
            "INSERT INTO actions (game_id, ply, actor_id, notation, at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(a.game)
        .bind(a.ply)
        .bind(a.actor)
        .bind(a.notation)
        .bind(a.now)
        .execute(&mut *tx)
        .await?;
        if let Some((f, rater)) = finish {
            finish_in(&mut tx, a.game, f, rater, a.now).await?;
        }
        let row = fetch_game(&mut tx, a.game).await?;
        tx.commit().await?;
        row.ok_or(StoreError::Conflict(a.game))
    }

    /// Ends a game without a decision (resignation, loss on time), with the rating changes
    /// in the same transaction.
    pub async fn finish_game(
        &self,
        game: GameId,
        expected_version: i64,
        finish: &Finish<'_>,
        rater: &dyn Rater,
        now: i64,
    ) -> Result<GameRow> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let done = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = ?
             WHERE id = ? AND version = ? AND status = 'active'",
        )
        .bind(now)
        .bind(game)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(game));
        }
        finish_in(&mut tx, game, finish, rater, now).await?;
        let row = fetch_game(&mut tx, game).await?;
        tx.commit().await?;
        row.ok_or(StoreError::Conflict(game))
    }

    /// Records that the current decision's half-time reminder went out.
    pub async fn set_reminded(&self, game: GameId, expected_version: i64) -> Result<GameRow> {
        let mut conn = self.pool.acquire().await?;
        let done = sqlx::query(
            "UPDATE games SET reminded = 1, version = version + 1 WHERE id = ? AND version = ?",
        )
        .bind(game)
        .bind(expected_version)
        .execute(&mut *conn)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict(game));
        }
        fetch_game(&mut conn, game)
            .await?
            .ok_or(StoreError::Conflict(game))
    }

    /// Active games whose decision is lost on time or due a reminder at `now`, and challenges
    /// that expire by then.
    pub async fn due(&self, now: i64) -> Result<Vec<GameRow>> {
        let columns = &*GAME_COLUMNS_AS_G;
        Ok(sqlx::query_as::<_, GameRow>(sqlx::AssertSqlSafe(format!(
            "SELECT {columns} FROM games g LEFT JOIN challenges c ON c.game_id = g.id
             WHERE (g.status = 'active' AND (g.deadline <= ?1 OR (g.reminded = 0 AND g.remind_at <= ?1)))
                OR (g.status = 'challenge' AND c.expires_at <= ?1)
             ORDER BY g.id"
        )))
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }

    /// When the scheduler has something to do next: the earliest deadline, pending reminder
    /// or challenge expiry.
    pub async fn next_due(&self) -> Result<Option<i64>> {
        Ok(sqlx::query_scalar(
            "SELECT MIN(t) FROM (
                SELECT MIN(deadline) AS t FROM games WHERE status = 'active'
                UNION ALL SELECT MIN(remind_at) FROM games WHERE status = 'active' AND reminded = 0
                UNION ALL SELECT MIN(c.expires_at) FROM challenges c JOIN games g ON g.id = c.game_id
                    WHERE g.status = 'challenge')",
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
        Ok(sqlx::query_as::<_, GameRow>(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND community_id = ?2
               AND (white_id = ?1 OR black_id = ?1) ORDER BY finished_at DESC, id DESC LIMIT 1"
        )))
        .bind(player)
        .bind(community)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A game's decisions in order.
    pub async fn actions(&self, game: GameId) -> Result<Vec<ActionRow>> {
        Ok(sqlx::query_as::<_, ActionRow>(
            "SELECT game_id, ply, actor_id, notation, at FROM actions WHERE game_id = ? ORDER BY ply",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?)
    }

    // ---- ratings and statistics ----

    /// A player's rating in a scope and variant, if he has played a rated game there.
    pub async fn rating(
        &self,
        player: PlayerId,
        community: CommunityId,
        variant: &str,
    ) -> Result<Option<RatingRow>> {
        Ok(sqlx::query_as::<_, RatingRow>(
            "SELECT player_id, community_id, variant, rating, deviation, volatility, games
             FROM ratings WHERE player_id = ? AND community_id = ? AND variant = ?",
        )
        .bind(player)
        .bind(community)
        .bind(variant)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The best `limit` ratings of a scope and variant whose deviation is at most
    /// `max_deviation` (established ratings) and that changed at or after `active_since`
    /// (players still playing), best first.
    pub async fn leaderboard(
        &self,
        community: CommunityId,
        variant: &str,
        limit: u32,
        max_deviation: f64,
        active_since: i64,
    ) -> Result<Vec<(Player, RatingRow)>> {
        let rows = sqlx::query_as::<_, LeaderRow>(
            "SELECT p.id, p.platform, p.platform_user, p.display_name,
                    r.player_id, r.community_id, r.variant, r.rating, r.deviation, r.volatility, r.games
             FROM ratings r JOIN players p ON p.id = r.player_id
             WHERE r.community_id = ? AND r.variant = ? AND r.deviation <= ? AND r.updated_at >= ?
             ORDER BY r.rating DESC, p.id LIMIT ?",
        )
        .bind(community)
        .bind(variant)
        .bind(max_deviation)
        .bind(active_since)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|r| (r.player, r.rating)).collect())
    }

    /// A player's wins and losses per variant (finished games).
    pub async fn results(&self, player: PlayerId) -> Result<Vec<Results>> {
        Ok(sqlx::query_as::<_, Results>(
            "SELECT variant,
                SUM((winner = 'white' AND white_id = ?1) OR (winner = 'black' AND black_id = ?1)) AS wins,
                SUM((winner = 'white' AND black_id = ?1) OR (winner = 'black' AND white_id = ?1)) AS losses
             FROM games WHERE status = 'finished' AND (white_id = ?1 OR black_id = ?1)
             GROUP BY variant ORDER BY variant",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?)
    }

    /// `a`'s wins and losses against `b` (finished games, all variants).
    pub async fn head_to_head(&self, a: PlayerId, b: PlayerId) -> Result<(i64, i64)> {
        let row: (Option<i64>, Option<i64>) = sqlx::query_as(
            "SELECT SUM((winner = 'white' AND white_id = ?1) OR (winner = 'black' AND black_id = ?1)),
                    SUM((winner = 'white' AND white_id = ?2) OR (winner = 'black' AND black_id = ?2))
             FROM games WHERE status = 'finished'
               AND ((white_id = ?1 AND black_id = ?2) OR (white_id = ?2 AND black_id = ?1))",
        )
        .bind(a)
        .bind(b)
        .fetch_one(&self.pool)
        .await?;
        Ok((row.0.unwrap_or(0), row.1.unwrap_or(0)))
    }

    // ---- settings ----

    /// A setting of a community (or of the service, [`GLOBAL`]).
    pub async fn setting(&self, community: CommunityId, key: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT value FROM settings WHERE community_id = ? AND key = ?")
                .bind(community)
                .bind(key)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Sets a setting.
    pub async fn set_setting(&self, community: CommunityId, key: &str, value: &str) -> Result<()> {
        sqlx::query(
            "INSERT INTO settings (community_id, key, value) VALUES (?, ?, ?)
             ON CONFLICT (community_id, key) DO UPDATE SET value = excluded.value",
        )
        .bind(community)
        .bind(key)
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Where a game lives on its platform.
    pub async fn game_place(&self, game: GameId) -> Result<Option<GamePlace>> {
        Ok(sqlx::query_as::<_, GamePlace>(
            "SELECT game_id, platform, room, thread, last_board FROM game_places WHERE game_id = ?",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Sets where a game lives (its last board is kept).
    pub async fn set_game_place(
        &self,
        game: GameId,
        platform: &str,
        room: &str,
        thread: Option<&str>,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO game_places (game_id, platform, room, thread) VALUES (?, ?, ?, ?)
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
        // IMMEDIATE: a read that is then upgraded to a write fails at once (SQLITE_BUSY, no
        // waiting) when another connection wrote in between.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let old: Option<Option<String>> =
            sqlx::query_scalar("SELECT last_board FROM game_places WHERE game_id = ?")
                .bind(game)
                .fetch_optional(&mut *tx)
                .await?;
        sqlx::query("UPDATE game_places SET last_board = ? WHERE game_id = ?")
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
            "SELECT game_id FROM game_places WHERE platform = ? AND thread = ?
             ORDER BY game_id DESC LIMIT 1",
        )
        .bind(platform)
        .bind(thread)
        .fetch_optional(&self.pool)
        .await?)
    }
}

/// Where a game lives on its chat platform (see [`Store::set_game_place`]).
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct GamePlace {
    /// The game.
    #[sqlx(rename = "game_id")]
    pub game: GameId,
    /// The platform.
    pub platform: String,
    /// The room or channel.
    pub room: String,
    /// The thread in the room, if the game has one.
    pub thread: Option<String>,
    /// The last board message posted.
    pub last_board: Option<String>,
}

#[derive(FromRow)]
struct LeaderRow {
    #[sqlx(flatten)]
    player: Player,
    #[sqlx(flatten)]
    rating: RatingRow,
}

async fn fetch_game(conn: &mut sqlx::SqliteConnection, id: GameId) -> Result<Option<GameRow>> {
    Ok(sqlx::query_as::<_, GameRow>(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE id = ?"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?)
}

/// Writes a result and, for a rated game, the new ratings of both players in the game's
/// community and globally.
async fn finish_in(
    tx: &mut sqlx::Transaction<'static, sqlx::Sqlite>,
    game: GameId,
    f: &Finish<'_>,
    rater: &dyn Rater,
    now: i64,
) -> Result<()> {
    sqlx::query(
        "UPDATE games SET status = 'finished', winner = ?, reason = ?, deadline = NULL, remind_at = NULL,
            finished_at = ?
         WHERE id = ?",
    )
    .bind(f.winner)
    .bind(f.reason)
    .bind(now)
    .bind(game)
    .execute(&mut **tx)
    .await?;
    let Some(row) = fetch_game(tx, game).await? else {
        return Err(StoreError::Conflict(game));
    };
    let (Some(white), Some(black), true) = (row.white_id, row.black_id, row.rated) else {
        return Ok(());
    };
    let white_score = if f.winner == "white" { 1.0 } else { 0.0 };
    for scope in [row.community_id, GLOBAL] {
        let mut current = [rater.initial(), rater.initial()];
        let mut games = [0i64; 2];
        for (i, p) in [white, black].into_iter().enumerate() {
            let r: Option<RatingRow> = sqlx::query_as(
                "SELECT player_id, community_id, variant, rating, deviation, volatility, games
                 FROM ratings WHERE player_id = ? AND community_id = ? AND variant = ?",
            )
            .bind(p)
            .bind(scope)
            .bind(&row.variant)
            .fetch_optional(&mut **tx)
            .await?;
            if let Some(r) = r {
                current[i] = r.glicko();
                games[i] = r.games;
            }
        }
        let (w, b) = rater.rate(current[0], current[1], white_score);
        for ((p, g), n) in [white, black].into_iter().zip([w, b]).zip(games) {
            sqlx::query(
                "INSERT INTO ratings (player_id, community_id, variant, rating, deviation, volatility, games, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                 ON CONFLICT (player_id, community_id, variant) DO UPDATE SET
                    rating = excluded.rating, deviation = excluded.deviation,
                    volatility = excluded.volatility, games = excluded.games, updated_at = excluded.updated_at",
            )
            .bind(p)
            .bind(scope)
            .bind(&row.variant)
            .bind(g.rating)
            .bind(g.deviation)
            .bind(g.volatility)
            .bind(n + 1)
            .bind(now)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}
