//! Tournaments: the event ([`TournamentRow`]), who plays ([`TournamentPlayer`]) and each
//! round's boards ([`TournamentBoard`]), as the organiser stores them.
//!
//! The store keeps raw typed rows and knows nothing of pairing: the manager converts a
//! [`TournamentState`] into its pure tournament types (entrants, `RoundRecord`s; a store
//! [`TournamentOutcome`] is its `Outcome` word for word) and back, since this crate must not
//! depend on the manager. Every write checks the tournament's status under its row lock and
//! bumps its `version`; [`Store::start_round`] also checks the version the caller paired on,
//! so two instances (or a restart) can never write one round twice. One topic: the three
//! tournament tables and their queries (~1060 lines, a quarter of them the row types).

use gipf_games::AnyVariant;
use thiserror::Error;

use crate::error::{parse, readable};
use crate::flag::Flag;
use crate::notices::{notify, Notice};
use crate::outbox::{owe, Changed, NewPost, PostSubject};
use crate::rows::from_row;
use crate::{
    CommunityId, GameId, PlayerId, Slug, Store, StoreError, TimeControl, TournamentFormat,
    TournamentId, TournamentOutcome, TournamentStatus,
};

/// What a tournament write can refuse, besides the database failing.
#[derive(Debug, Error)]
pub enum TournamentError {
    /// No tournament has this id.
    #[error("there is no tournament {0}; `tournament` lists the room's")]
    NotFound(TournamentId),
    /// The player is in it already.
    #[error("you are already in tournament {0}")]
    AlreadyJoined(TournamentId),
    /// It has as many players as it takes.
    #[error("tournament {id} is full: it takes {max} players")]
    Full {
        /// The tournament.
        id: TournamentId,
        /// How many it takes.
        max: u32,
    },
    /// Joining is over (it started, ended or was cancelled).
    #[error("tournament {id} is {status}: players can join only before it starts")]
    NotInSignup {
        /// The tournament.
        id: TournamentId,
        /// What it is.
        status: TournamentStatus,
    },
    /// The player is not (or no longer) in it.
    #[error("you are not in tournament {0}")]
    NotJoined(TournamentId),
    /// It is over (finished or cancelled): nothing changes any more.
    #[error("tournament {id} is {status}: it cannot change any more")]
    Ended {
        /// The tournament.
        id: TournamentId,
        /// What it is.
        status: TournamentStatus,
    },
    /// It changed since it was read (another instance paired the round, someone joined), or
    /// the round is already there: read it again.
    #[error("tournament {0} changed meanwhile; look at it again")]
    Conflict(TournamentId),
    /// The database failed, or a stored value does not read.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for TournamentError {
    fn from(e: sqlx::Error) -> TournamentError {
        TournamentError::Store(e.into())
    }
}

type Result<T, E = TournamentError> = std::result::Result<T, E>;

/// A tournament as stored.
#[derive(Clone, PartialEq, Debug)]
pub struct TournamentRow {
    /// Its id (`T3`).
    pub id: TournamentId,
    /// Where it is played.
    pub community_id: CommunityId,
    /// Who created it.
    pub creator_id: PlayerId,
    /// Its format.
    pub format: TournamentFormat,
    /// The variant of its games, GIPF's with or without potentials.
    pub variant: AnyVariant,
    /// The Swiss rounds asked for; `None` for the field's default.
    pub rounds: Option<u32>,
    /// The clock of every game.
    pub time_control: TimeControl,
    /// When it starts by itself (Unix ms); `None` for `tournament start`.
    pub starts_at: Option<i64>,
    /// The most players it takes.
    pub max_players: Option<u32>,
    /// Whether its games change ratings.
    pub rated: bool,
    /// Where it is in its life.
    pub status: TournamentStatus,
    /// The round being played; 0 before the first.
    pub current_round: u32,
    /// The last round whose pairings were posted ([`Store::announce_round`]).
    pub announced_round: u32,
    /// Bumped by every write.
    pub version: i64,
    /// Its web page's address.
    pub slug: Slug,
    /// Created (Unix ms).
    pub created_at: i64,
}

/// A tournament as stored, before its values are read.
struct TournamentRecord {
    id: TournamentId,
    community_id: CommunityId,
    creator_id: PlayerId,
    format: String,
    variant: String,
    potentials: Option<String>,
    rounds: Option<i64>,
    time_control: String,
    starts_at: Option<i64>,
    max_players: Option<i64>,
    rated: Flag,
    status: String,
    current_round: i64,
    announced_round: i64,
    version: i64,
    slug: String,
    created_at: i64,
}
from_row!(TournamentRecord {
    id,
    community_id,
    creator_id,
    format,
    variant,
    potentials,
    rounds,
    time_control,
    starts_at,
    max_players,
    rated,
    status,
    current_round,
    announced_round,
    version,
    slug,
    created_at
});

const TOURNAMENT_COLUMNS: &str = "id, community_id, creator_id, format, variant, potentials, rounds, time_control, starts_at, max_players, rated, status, current_round, announced_round, version, slug, created_at";

/// A stored count or number (round, board, entrant, players) as the `u32` it must be.
fn number(
    row: impl FnOnce() -> String,
    column: &'static str,
    value: i64,
) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|e| StoreError::Corrupt {
        row: row(),
        column,
        value: value.to_string(),
        why: e.to_string(),
    })
}

impl TryFrom<TournamentRecord> for TournamentRow {
    type Error = StoreError;

    fn try_from(r: TournamentRecord) -> Result<TournamentRow, StoreError> {
        let row = || format!("tournament {}", r.id);
        Ok(TournamentRow {
            format: parse(row, "format", &r.format)?,
            variant: AnyVariant::from_stored(&r.variant, r.potentials.as_deref(), None).map_err(
                |e| StoreError::Corrupt {
                    row: row(),
                    column: "variant",
                    value: format!("{} {}", r.variant, r.potentials.clone().unwrap_or_default()),
                    why: e.to_string(),
                },
            )?,
            rounds: r.rounds.map(|n| number(row, "rounds", n)).transpose()?,
            time_control: parse(row, "time_control", &r.time_control)?,
            max_players: r
                .max_players
                .map(|n| number(row, "max_players", n))
                .transpose()?,
            status: parse(row, "status", &r.status)?,
            current_round: number(row, "current_round", r.current_round)?,
            announced_round: number(row, "announced_round", r.announced_round)?,
            slug: parse(row, "slug", &r.slug)?,
            id: r.id,
            community_id: r.community_id,
            creator_id: r.creator_id,
            starts_at: r.starts_at,
            rated: r.rated.into(),
            version: r.version,
            created_at: r.created_at,
        })
    }
}

/// A new tournament, in sign-up.
#[derive(Clone, Debug)]
pub struct NewTournament {
    /// Where.
    pub community: CommunityId,
    /// Who creates it.
    pub creator: PlayerId,
    /// Its format.
    pub format: TournamentFormat,
    /// The variant of its games.
    pub variant: AnyVariant,
    /// The Swiss rounds; `None` for the field's default.
    pub rounds: Option<u32>,
    /// The clock of every game.
    pub time_control: TimeControl,
    /// When it starts by itself.
    pub starts_at: Option<i64>,
    /// The most players it takes.
    pub max_players: Option<u32>,
    /// Whether its games change ratings.
    pub rated: bool,
    /// Now (Unix ms).
    pub now: i64,
}

/// A player in a tournament.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TournamentPlayer {
    /// Who.
    pub player: PlayerId,
    /// His number in the tournament (the pairing rules' `Entrant`), from 1 in order of
    /// joining.
    pub entrant: u32,
    /// His rounded rating when the tournament started; `None` before.
    pub rating: Option<i32>,
    /// When he joined (Unix ms).
    pub joined_at: i64,
    /// When he left a running tournament: he is not paired again.
    pub withdrawn_at: Option<i64>,
}

struct PlayerRecord {
    player_id: PlayerId,
    entrant: i64,
    rating: Option<i64>,
    joined_at: i64,
    withdrawn_at: Option<i64>,
}
from_row!(PlayerRecord {
    player_id,
    entrant,
    rating,
    joined_at,
    withdrawn_at
});

impl PlayerRecord {
    fn read(self, t: TournamentId) -> Result<TournamentPlayer> {
        let row = || format!("tournament {t} player {}", self.player_id.0);
        let rating = match self.rating {
            Some(r) => Some(i32::try_from(r).map_err(|e| StoreError::Corrupt {
                row: row(),
                column: "rating",
                value: r.to_string(),
                why: e.to_string(),
            })?),
            None => None,
        };
        Ok(TournamentPlayer {
            player: self.player_id,
            entrant: number(row, "entrant", self.entrant)?,
            rating,
            joined_at: self.joined_at,
            withdrawn_at: self.withdrawn_at,
        })
    }
}

/// One board of a round: a game between two entrants, or a Swiss bye.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TournamentBoard {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1 (a knockout match's later games are later boards).
    pub board: u32,
    /// The game, once created; `None` for a bye or a forfeit never played.
    pub game: Option<GameId>,
    /// The entrant with White (the bye's entrant for a bye).
    pub white: u32,
    /// The entrant with Black; `None` for a bye.
    pub black: Option<u32>,
    /// How it ended; `None` until known (and for a bye).
    pub outcome: Option<TournamentOutcome>,
}

impl TournamentBoard {
    /// Whether this is a bye (a point, no game).
    pub const fn is_bye(&self) -> bool {
        self.black.is_none()
    }
}

struct BoardRecord {
    round: i64,
    board: i64,
    game_id: Option<GameId>,
    white_entrant: i64,
    black_entrant: Option<i64>,
    outcome: Option<String>,
}
from_row!(BoardRecord {
    round,
    board,
    game_id,
    white_entrant,
    black_entrant,
    outcome
});

impl BoardRecord {
    fn read(self, t: TournamentId) -> Result<TournamentBoard> {
        let row = || format!("tournament {t} round {} board {}", self.round, self.board);
        Ok(TournamentBoard {
            round: number(row, "round", self.round)?,
            board: number(row, "board", self.board)?,
            game: self.game_id,
            white: number(row, "white_entrant", self.white_entrant)?,
            black: self
                .black_entrant
                .map(|b| number(row, "black_entrant", b))
                .transpose()?,
            outcome: self
                .outcome
                .as_deref()
                .map(|o| parse(row, "outcome", o))
                .transpose()?,
        })
    }
}

const BOARD_COLUMNS: &str = "round, board, game_id, white_entrant, black_entrant, outcome";

/// A board to write with its round: a game to create, a forfeit (its outcome known at once,
/// no game), or a bye (`black: None`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NewBoard {
    /// The entrant with White (or who has the bye).
    pub white: u32,
    /// The entrant with Black; `None` for a bye.
    pub black: Option<u32>,
    /// A forfeit's outcome; `None` for a game to play (and a bye).
    pub outcome: Option<TournamentOutcome>,
}

/// A whole tournament, as the organiser reads it to pair, rank or show it.
#[derive(Clone, PartialEq, Debug)]
pub struct TournamentState {
    /// The event. Read first: every later write bumps its version, so a round paired on
    /// this state and started with this version can never rest on stale players or results.
    pub tournament: TournamentRow,
    /// Its players, by entrant number.
    pub players: Vec<TournamentPlayer>,
    /// Every board of every round, by round then board.
    pub boards: Vec<TournamentBoard>,
}

impl TournamentState {
    /// The boards of one round, in order.
    pub fn round(&self, round: u32) -> impl Iterator<Item = &TournamentBoard> {
        self.boards.iter().filter(move |b| b.round == round)
    }

    /// A player's entrant number.
    pub fn entrant_of(&self, player: PlayerId) -> Option<u32> {
        self.players
            .iter()
            .find(|p| p.player == player)
            .map(|p| p.entrant)
    }

    /// Whether every game of the current round has its outcome (a round ends then; true
    /// before the first round, which has no games).
    pub fn round_done(&self) -> bool {
        self.round(self.tournament.current_round)
            .all(|b| b.is_bye() || b.outcome.is_some())
    }
}

/// The tournament board a new game is created for ([`crate::NewGame::tournament`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardRef {
    /// The tournament.
    pub tournament: TournamentId,
    /// Its round.
    pub round: u32,
    /// Its board.
    pub board: u32,
}

/// Links a new game to its board inside the game's transaction; a board taken already (or
/// not to be played, or of a tournament no longer running) refuses the game.
pub(crate) async fn link_game(
    conn: &mut sqlx::AnyConnection,
    b: BoardRef,
    game: GameId,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE tournament_games SET game_id = $4
         WHERE tournament_id = $1 AND round = $2 AND board = $3
           AND black_entrant IS NOT NULL AND outcome IS NULL AND game_id IS NULL
           AND EXISTS (SELECT 1 FROM tournaments t
                       WHERE t.id = $1 AND t.status = 'running' AND t.current_round = $2)",
    )
    .bind(b.tournament)
    .bind(i64::from(b.round))
    .bind(i64::from(b.board))
    .bind(game)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::Conflict(game));
    }
    sqlx::query("UPDATE tournaments SET version = version + 1 WHERE id = $1")
        .bind(b.tournament)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records a finished game's result on its tournament board, if it has one, inside the
/// game's finishing transaction: the organiser never misses a result.
pub(crate) async fn record_result(
    conn: &mut sqlx::AnyConnection,
    game: GameId,
    winner: Option<gipf_rules::Color>,
) -> Result<(), StoreError> {
    let outcome = match winner {
        Some(gipf_rules::Color::White) => TournamentOutcome::WhiteWon,
        Some(gipf_rules::Color::Black) => TournamentOutcome::BlackWon,
        None => TournamentOutcome::Draw,
    };
    let done = sqlx::query(
        "UPDATE tournament_games SET outcome = $1 WHERE game_id = $2 AND outcome IS NULL",
    )
    .bind(outcome.as_str())
    .bind(game)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() > 0 {
        sqlx::query(
            "UPDATE tournaments SET version = version + 1
             WHERE id = (SELECT tournament_id FROM tournament_games WHERE game_id = $1)",
        )
        .bind(game)
        .execute(conn)
        .await?;
    }
    Ok(())
}

/// What leaving did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LeftTournament {
    /// Before the start: he is off the list.
    Removed,
    /// During the event: he is withdrawn (his remaining games are forfeits).
    Withdrawn,
}

/// The tournament's row, locked on PostgreSQL until the transaction ends (SQLite's writers
/// already take turns).
async fn locked(
    conn: &mut sqlx::AnyConnection,
    backend: crate::Backend,
    id: TournamentId,
) -> Result<TournamentRow> {
    let r = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
        "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1{}",
        backend.for_update()
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?
    .ok_or(TournamentError::NotFound(id))?;
    Ok(TournamentRow::try_from(r)?)
}

/// Bumps the version of a tournament whose row the transaction holds.
async fn bump(conn: &mut sqlx::AnyConnection, id: TournamentId) -> Result<()> {
    sqlx::query("UPDATE tournaments SET version = version + 1 WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Writes a round's boards from `first` on.
async fn insert_boards(
    conn: &mut sqlx::AnyConnection,
    id: TournamentId,
    round: u32,
    first: u32,
    boards: &[NewBoard],
) -> Result<()> {
    for (board, b) in (first..).zip(boards) {
        sqlx::query(
            "INSERT INTO tournament_games (tournament_id, round, board, white_entrant, black_entrant, outcome)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .bind(i64::from(b.white))
        .bind(b.black.map(i64::from))
        // A bye has no outcome (the schema's check says so too).
        .bind(b.black.and(b.outcome).map(|o| o.as_str()))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

impl Store {
    /// Creates a tournament in sign-up, owing `post` (its announcement) with it.
    pub async fn create_tournament(
        &self,
        t: &NewTournament,
        post: Option<&NewPost>,
    ) -> Result<Changed<TournamentRow>> {
        let slug = Slug::random().map_err(|e| StoreError::Db(sqlx::Error::Io(e)))?;
        let mut tx = self.begin().await?;
        let id: TournamentId = sqlx::query_scalar(
            "INSERT INTO tournaments (community_id, creator_id, format, variant, potentials, rounds,
                time_control, starts_at, max_players, rated, status, slug, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
        )
        .bind(t.community)
        .bind(t.creator)
        .bind(t.format.as_str())
        // The chat word: a tournament has no start position to tell `tzaar-fixed` apart.
        .bind(t.variant.word())
        .bind(t.variant.gipf().and_then(|v| v.potentials_text()))
        .bind(t.rounds.map(i64::from))
        .bind(t.time_control.to_string())
        .bind(t.starts_at)
        .bind(t.max_players.map(i64::from))
        .bind(t.rated)
        .bind(TournamentStatus::Signup.as_str())
        .bind(slug.as_str())
        .bind(t.now)
        .fetch_one(&mut *tx)
        .await?;
        let row = locked(&mut tx, self.backend, id).await?;
        self.owing(tx, row, 0, post, t.now).await
    }

    /// Ends a tournament write: owes `post` about round `round`, tells the other instances,
    /// commits.
    async fn owing(
        &self,
        mut tx: crate::tx::Tx,
        row: TournamentRow,
        round: u32,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<TournamentRow>> {
        let post = match post {
            Some(p) => Some(
                owe(
                    &mut tx,
                    PostSubject::Tournament(row.id),
                    i64::from(round),
                    p,
                    now,
                    &self.instance,
                )
                .await?,
            ),
            None => None,
        };
        if post.is_some() {
            notify(&mut tx, self.backend, &self.instance, &Notice::Owed).await?;
        }
        tx.commit().await?;
        Ok(Changed { row, post })
    }

    /// Records that the current round's pairings are posted, owing `post` (the announcement)
    /// with it. `None` when they were already (another instance, or before a restart).
    pub async fn announce_round(
        &self,
        id: TournamentId,
        round: u32,
        post: &NewPost,
        now: i64,
    ) -> Result<Option<Changed<TournamentRow>>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET announced_round = $2, version = version + 1
             WHERE id = $1 AND current_round = $2 AND announced_round < $2",
        )
        .bind(id)
        .bind(i64::from(round))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(None);
        }
        let row = locked(&mut tx, self.backend, id).await?;
        self.owing(tx, row, round, Some(post), now).await.map(Some)
    }

    /// A tournament by id.
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>> {
        let r = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(r.map(TournamentRow::try_from).transpose()?)
    }

    /// A tournament by its web page's address.
    pub async fn tournament_by_slug(&self, slug: &Slug) -> Result<Option<TournamentRow>> {
        let r = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE slug = $1"
        )))
        .bind(slug.as_str())
        .fetch_optional(&self.pool)
        .await?;
        Ok(r.map(TournamentRow::try_from).transpose()?)
    }

    /// A community's tournaments in sign-up or running, oldest first (one that does not read
    /// is logged and left out).
    pub async fn open_tournaments(&self, community: CommunityId) -> Result<Vec<TournamentRow>> {
        let rows = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments
             WHERE community_id = $1 AND status IN ('signup', 'running') ORDER BY id"
        )))
        .bind(community)
        .fetch_all(&self.pool)
        .await?;
        Ok(readable(rows))
    }

    /// A community's latest `limit` tournaments of any status, newest first (its web page's
    /// list; one that does not read is logged and left out).
    pub async fn community_tournaments(
        &self,
        community: CommunityId,
        limit: u32,
    ) -> Result<Vec<TournamentRow>> {
        let rows = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments
             WHERE community_id = $1 ORDER BY id DESC LIMIT $2"
        )))
        .bind(community)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        Ok(readable(rows))
    }

    /// The tournaments in sign-up whose start time has come by `now`, oldest first.
    pub async fn due_tournaments(&self, now: i64) -> Result<Vec<TournamentRow>> {
        let rows = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments
             WHERE status = 'signup' AND starts_at <= $1 ORDER BY id"
        )))
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(readable(rows))
    }

    /// Every running tournament, oldest first: the organiser's list after a restart.
    pub async fn running_tournaments(&self) -> Result<Vec<TournamentRow>> {
        let rows = sqlx::query_as::<_, TournamentRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE status = 'running' ORDER BY id"
        )))
        .fetch_all(&self.pool)
        .await?;
        Ok(readable(rows))
    }

    /// The whole tournament: the event, its players and every board. A board or player that
    /// does not read is an error (standings without it would be wrong).
    pub async fn tournament_state(&self, id: TournamentId) -> Result<Option<TournamentState>> {
        // The event first (see `TournamentState::tournament`).
        let Some(tournament) = self.tournament(id).await? else {
            return Ok(None);
        };
        let players = sqlx::query_as::<_, PlayerRecord>(
            "SELECT player_id, entrant, rating, joined_at, withdrawn_at FROM tournament_players
             WHERE tournament_id = $1 ORDER BY entrant",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?
        .into_iter()
        .map(|p| p.read(id))
        .collect::<Result<_>>()?;
        let boards = sqlx::query_as::<_, BoardRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {BOARD_COLUMNS} FROM tournament_games WHERE tournament_id = $1
             ORDER BY round, board"
        )))
        .bind(id)
        .fetch_all(&self.pool)
        .await?
        .into_iter()
        .map(|b| b.read(id))
        .collect::<Result<_>>()?;
        Ok(Some(TournamentState {
            tournament,
            players,
            boards,
        }))
    }

    /// Adds a player to a tournament in sign-up, with the next entrant number. Refuses a
    /// second join, a full tournament and one past its sign-up.
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        player: PlayerId,
        now: i64,
    ) -> Result<TournamentPlayer> {
        let mut tx = self.begin().await?;
        // The lock orders joins, so two never take one entrant number or the last place.
        let t = locked(&mut tx, self.backend, id).await?;
        if t.status != TournamentStatus::Signup {
            return Err(TournamentError::NotInSignup {
                id,
                status: t.status,
            });
        }
        let (count, here, last): (i64, i64, Option<i64>) = sqlx::query_as(
            "SELECT COUNT(*), COUNT(CASE WHEN player_id = $2 THEN 1 END), MAX(entrant)
             FROM tournament_players WHERE tournament_id = $1",
        )
        .bind(id)
        .bind(player)
        .fetch_one(&mut *tx)
        .await?;
        if here > 0 {
            return Err(TournamentError::AlreadyJoined(id));
        }
        if let Some(max) = t.max_players {
            if count >= i64::from(max) {
                return Err(TournamentError::Full { id, max });
            }
        }
        let entrant = number(
            || format!("tournament {id}"),
            "entrant",
            last.unwrap_or(0) + 1,
        )?;
        sqlx::query(
            "INSERT INTO tournament_players (tournament_id, player_id, entrant, joined_at)
             VALUES ($1, $2, $3, $4)",
        )
        .bind(id)
        .bind(player)
        .bind(i64::from(entrant))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        bump(&mut tx, id).await?;
        tx.commit().await?;
        Ok(TournamentPlayer {
            player,
            entrant,
            rating: None,
            joined_at: now,
            withdrawn_at: None,
        })
    }

    /// Takes a player out: off the list before the start, withdrawn (not paired again)
    /// while it runs.
    pub async fn leave_tournament(
        &self,
        id: TournamentId,
        player: PlayerId,
        now: i64,
    ) -> Result<LeftTournament> {
        let mut tx = self.begin().await?;
        let t = locked(&mut tx, self.backend, id).await?;
        let (done, left) = match t.status {
            TournamentStatus::Signup => (
                sqlx::query(
                    "DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2",
                )
                .bind(id)
                .bind(player)
                .execute(&mut *tx)
                .await?,
                LeftTournament::Removed,
            ),
            TournamentStatus::Running => (
                sqlx::query(
                    "UPDATE tournament_players SET withdrawn_at = $3
                     WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_at IS NULL",
                )
                .bind(id)
                .bind(player)
                .bind(now)
                .execute(&mut *tx)
                .await?,
                LeftTournament::Withdrawn,
            ),
            status @ (TournamentStatus::Finished | TournamentStatus::Cancelled) => {
                return Err(TournamentError::Ended { id, status });
            }
        };
        if done.rows_affected() != 1 {
            return Err(TournamentError::NotJoined(id));
        }
        bump(&mut tx, id).await?;
        tx.commit().await?;
        Ok(left)
    }

    /// Starts a tournament in sign-up at `expected_version`: running, with each player's
    /// rating at the start (`ratings`, by player). The first round is [`Store::start_round`]'s.
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        expected_version: i64,
        ratings: &[(PlayerId, i32)],
    ) -> Result<TournamentRow> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET status = 'running', version = version + 1
             WHERE id = $1 AND version = $2 AND status = 'signup'",
        )
        .bind(id)
        .bind(expected_version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            drop(tx);
            return Err(self.refusal(id).await);
        }
        for (player, rating) in ratings {
            sqlx::query(
                "UPDATE tournament_players SET rating = $3 WHERE tournament_id = $1 AND player_id = $2",
            )
            .bind(id)
            .bind(*player)
            .bind(i64::from(*rating))
            .execute(&mut *tx)
            .await?;
        }
        let row = locked(&mut tx, self.backend, id).await?;
        tx.commit().await?;
        Ok(row)
    }

    /// Ends an open tournament at `expected_version`: [`TournamentStatus::Finished`] or
    /// [`TournamentStatus::Cancelled`], owing `post` (the final standings, or the notice)
    /// with it.
    pub async fn end_tournament(
        &self,
        id: TournamentId,
        expected_version: i64,
        status: TournamentStatus,
        post: Option<&NewPost>,
        now: i64,
    ) -> Result<Changed<TournamentRow>> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET status = $3, version = version + 1
             WHERE id = $1 AND version = $2 AND status IN ('signup', 'running')",
        )
        .bind(id)
        .bind(expected_version)
        .bind(status.as_str())
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            drop(tx);
            return Err(self.refusal(id).await);
        }
        let row = locked(&mut tx, self.backend, id).await?;
        let round = row.current_round;
        self.owing(tx, row, round, post, now).await
    }

    /// Starts round `round` (the one after the current) of a running tournament at
    /// `expected_version`, with its boards (board 1 first), in one transaction. Fails with
    /// [`TournamentError::Conflict`], writing nothing, when the version moved or the round
    /// is already there: a round is paired once, whoever tries twice.
    pub async fn start_round(
        &self,
        id: TournamentId,
        round: u32,
        expected_version: i64,
        boards: &[NewBoard],
    ) -> Result<TournamentRow> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET current_round = $3, version = version + 1
             WHERE id = $1 AND version = $2 AND current_round = $4 AND status = 'running'",
        )
        .bind(id)
        .bind(expected_version)
        .bind(i64::from(round))
        .bind(i64::from(round) - 1)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            drop(tx);
            return Err(self.refusal(id).await);
        }
        insert_boards(&mut tx, id, round, 1, boards).await?;
        let row = locked(&mut tx, self.backend, id).await?;
        tx.commit().await?;
        Ok(row)
    }

    /// Adds boards to the current round at `expected_version` (a knockout match's next game),
    /// numbered after its last board.
    pub async fn add_boards(
        &self,
        id: TournamentId,
        round: u32,
        expected_version: i64,
        boards: &[NewBoard],
    ) -> Result<TournamentRow> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET version = version + 1
             WHERE id = $1 AND version = $2 AND current_round = $3 AND status = 'running'",
        )
        .bind(id)
        .bind(expected_version)
        .bind(i64::from(round))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            drop(tx);
            return Err(self.refusal(id).await);
        }
        let last: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(board) FROM tournament_games WHERE tournament_id = $1 AND round = $2",
        )
        .bind(id)
        .bind(i64::from(round))
        .fetch_one(&mut *tx)
        .await?;
        let first = number(
            || format!("tournament {id}"),
            "board",
            last.unwrap_or(0) + 1,
        )?;
        insert_boards(&mut tx, id, round, first, boards).await?;
        let row = locked(&mut tx, self.backend, id).await?;
        tx.commit().await?;
        Ok(row)
    }

    /// Records how a board's game ended. Returns whether it was recorded now: `false` when
    /// the same outcome was already there (a retry); another outcome already there, a bye
    /// or a missing board is a conflict.
    pub async fn record_tournament_outcome(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        outcome: TournamentOutcome,
    ) -> Result<bool> {
        let mut tx = self.begin().await?;
        locked(&mut tx, self.backend, id).await?;
        let done = sqlx::query(
            "UPDATE tournament_games SET outcome = $4
             WHERE tournament_id = $1 AND round = $2 AND board = $3
               AND black_entrant IS NOT NULL AND outcome IS NULL",
        )
        .bind(id)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .bind(outcome.as_str())
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 1 {
            bump(&mut tx, id).await?;
            tx.commit().await?;
            return Ok(true);
        }
        match self.board(&mut tx, id, round, board).await? {
            Some(b) if b.outcome == Some(outcome) => Ok(false),
            _ => Err(TournamentError::Conflict(id)),
        }
    }

    /// The tournament board a game was created for, if any (what the manager asks when a
    /// game ends).
    pub async fn tournament_board_of(
        &self,
        game: GameId,
    ) -> Result<Option<(TournamentId, TournamentBoard)>> {
        let r: Option<(TournamentId, i64, i64)> = sqlx::query_as(
            "SELECT tournament_id, round, board FROM tournament_games WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        let Some((id, round, board)) = r else {
            return Ok(None);
        };
        let mut conn = self.pool.acquire().await?;
        let row = || format!("tournament {id} game {game}");
        let round = number(row, "round", round)?;
        let board = number(row, "board", board)?;
        Ok(self
            .board(&mut conn, id, round, board)
            .await?
            .map(|b| (id, b)))
    }

    /// One board.
    async fn board(
        &self,
        conn: &mut sqlx::AnyConnection,
        id: TournamentId,
        round: u32,
        board: u32,
    ) -> Result<Option<TournamentBoard>> {
        sqlx::query_as::<_, BoardRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {BOARD_COLUMNS} FROM tournament_games
             WHERE tournament_id = $1 AND round = $2 AND board = $3"
        )))
        .bind(id)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .fetch_optional(conn)
        .await?
        .map(|b| b.read(id))
        .transpose()
    }

    /// Why a checked write changed nothing: the tournament is missing, over, or moved on.
    async fn refusal(&self, id: TournamentId) -> TournamentError {
        match self.tournament(id).await {
            Ok(None) => TournamentError::NotFound(id),
            Ok(Some(t)) if !t.status.is_open() => TournamentError::Ended {
                id,
                status: t.status,
            },
            Ok(Some(_)) => TournamentError::Conflict(id),
            Err(e) => e,
        }
    }
}
