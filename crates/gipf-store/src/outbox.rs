//! The outbox: the posts the service owes the chat, written in the same transaction as the
//! change that causes them and deleted once the platform has them. A restart, a crash or a
//! platform that is down loses none; a post whose game has moved on is stale (a newer post
//! replaced it) and is dropped instead of shown late. A post is about a game or about a
//! tournament (its announcement, a round's pairings, the final standings: never stale).

use sqlx::AnyConnection;

use crate::error::{parse, readable, Result};
use crate::rows::from_row;
use crate::{
    Cause, DailyPostId, EventKind, GameId, PlayerId, PostId, Store, StoreError, TournamentId,
};

/// A post to owe with a change (see [`Store::commit_action`] and the other writes).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewPost {
    pub kind: EventKind,
    pub cause: Cause,
    /// The players it mentions (asks to act, or tells).
    pub mentions: Vec<PlayerId>,
}

/// What an owed post is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PostSubject {
    /// A game's change (a board, a challenge, a reminder, game over).
    Game(GameId),
    /// A tournament's own post (its announcement, a round, the end).
    Tournament(TournamentId),
    /// A room's puzzle of the day.
    Daily(DailyPostId),
}

impl std::fmt::Display for PostSubject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PostSubject::Game(g) => write!(f, "game {g}"),
            PostSubject::Tournament(t) => write!(f, "tournament {t}"),
            PostSubject::Daily(d) => write!(f, "daily post {}", d.0),
        }
    }
}

/// A post owed to a platform.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OwedPost {
    pub id: PostId,
    /// What it is about.
    pub subject: PostSubject,
    /// The game's version the post shows; for a tournament's post, the round it is about
    /// (0 for the announcement).
    pub version: i64,
    /// The game's version now: when it is past [`OwedPost::version`], the post is stale (a
    /// tournament's post: its own version, never stale).
    pub game_version: i64,
    pub kind: EventKind,
    pub cause: Cause,
    pub mentions: Vec<PlayerId>,
    /// When it was owed (Unix ms).
    pub created_at: i64,
    /// The platform interaction that was showing it, if any (see [`Store::claim_post`]).
    pub claim: Option<String>,
    /// The instance showing it, until when (Unix ms): see [`Store::hold_post`].
    pub held: Option<(String, i64)>,
}

impl OwedPost {
    /// Whether a newer post of its game replaced it.
    pub fn is_stale(&self) -> bool {
        self.game_version != self.version
    }
}

/// The result of a write that owes a post: the game as written, and the post's id.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Changed<T> {
    pub row: T,
    pub post: Option<PostId>,
}

struct OwedRecord {
    id: PostId,
    game_id: Option<GameId>,
    tournament_id: Option<TournamentId>,
    daily_id: Option<DailyPostId>,
    version: i64,
    game_version: i64,
    kind: String,
    cause: String,
    mentions: String,
    created_at: i64,
    claim: Option<String>,
    holder: Option<String>,
    held_until: Option<i64>,
}
from_row!(OwedRecord {
    id,
    game_id,
    tournament_id,
    daily_id,
    version,
    game_version,
    kind,
    cause,
    mentions,
    created_at,
    claim,
    holder,
    held_until
});

impl TryFrom<OwedRecord> for OwedPost {
    type Error = StoreError;

    fn try_from(r: OwedRecord) -> Result<OwedPost> {
        let row = || format!("owed post {}", r.id.0);
        let mentions = r
            .mentions
            .split_whitespace()
            .map(|m| parse::<i64>(row, "mentions", m).map(PlayerId))
            .collect::<Result<Vec<_>>>()?;
        let subject = match (r.game_id, r.tournament_id, r.daily_id) {
            (Some(g), None, None) => PostSubject::Game(g),
            (None, Some(t), None) => PostSubject::Tournament(t),
            (None, None, Some(d)) => PostSubject::Daily(d),
            _ => {
                return Err(StoreError::Corrupt {
                    row: row(),
                    column: "game_id",
                    value: format!("{:?} {:?} {:?}", r.game_id, r.tournament_id, r.daily_id),
                    why: "a post is about one game, one tournament or one daily puzzle".into(),
                })
            }
        };
        Ok(OwedPost {
            id: r.id,
            subject,
            version: r.version,
            game_version: r.game_version,
            kind: parse(row, "kind", &r.kind)?,
            cause: parse(row, "cause", &r.cause)?,
            mentions,
            created_at: r.created_at,
            claim: r.claim,
            held: r.holder.zip(r.held_until),
        })
    }
}

const OWED: &str = "SELECT o.id, o.game_id, o.tournament_id, o.daily_id, o.version,
        COALESCE(g.version, o.version) AS game_version, o.kind, o.cause, o.mentions, o.created_at,
        o.claim, o.holder, o.held_until
    FROM outbox o LEFT JOIN games g ON g.id = o.game_id
        LEFT JOIN tournaments t ON t.id = o.tournament_id
        LEFT JOIN daily_posts d ON d.id = o.daily_id";

/// The community of an outbox row `o` joined as `c` (its game's, its tournament's or its
/// daily post's), after [`OWED`]'s joins.
const OWED_COMMUNITY: &str =
    "JOIN communities c ON c.id = COALESCE(g.community_id, t.community_id, d.community_id)";

/// Owes `post` about `subject` at `version` (see [`OwedPost::version`]), inside the
/// caller's transaction, held by `holder` (the instance that will show it) for a
/// [`crate::LEASE`].
pub(crate) async fn owe(
    conn: &mut AnyConnection,
    subject: PostSubject,
    version: i64,
    post: &NewPost,
    now: i64,
    holder: &str,
) -> Result<PostId> {
    let mentions = post
        .mentions
        .iter()
        .map(|p| p.0.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO outbox (game_id, tournament_id, daily_id, version, kind, cause, mentions,
             created_at, holder, held_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(match subject {
        PostSubject::Game(g) => Some(g),
        _ => None,
    })
    .bind(match subject {
        PostSubject::Tournament(t) => Some(t),
        _ => None,
    })
    .bind(match subject {
        PostSubject::Daily(d) => Some(d),
        _ => None,
    })
    .bind(version)
    .bind(post.kind.as_str())
    .bind(post.cause.as_str())
    .bind(mentions)
    .bind(now)
    .bind(holder)
    .bind(now + crate::LEASE.as_millis() as i64)
    .fetch_one(&mut *conn)
    .await?;
    if let PostSubject::Game(g) = subject {
        crate::direct::owe_direct(conn, g, post, now).await?;
    }
    Ok(PostId(id))
}

impl Store {
    /// The posts owed on a platform, oldest first (so a room's posts keep their order). A
    /// row that does not read is left out and logged.
    pub async fn owed(&self, platform: &str) -> Result<Vec<OwedPost>> {
        let rows = sqlx::query_as::<_, OwedRecord>(sqlx::AssertSqlSafe(format!(
            "{OWED} {OWED_COMMUNITY} WHERE c.platform = $1 ORDER BY o.id"
        )))
        .bind(platform)
        .fetch_all(&self.pool)
        .await?;
        Ok(readable(rows))
    }

    /// The posts owed on a platform that this instance may show: those it holds, and those
    /// nobody holds (their instance died, or dropped them) which it takes over until `now` +
    /// [`crate::LEASE`]; oldest first. On SQLite, one process delivers a platform: all of
    /// them (a restart right after a crash does not wait for the dead process's holds).
    pub async fn take_owed(&self, platform: &str, now: i64) -> Result<Vec<OwedPost>> {
        if self.backend == crate::Backend::Sqlite {
            return self.owed(platform).await;
        }
        // The holder's condition is on the row itself, so that PostgreSQL checks it again
        // on the newest row when another instance took the same post meanwhile.
        sqlx::query(
            "UPDATE outbox SET holder = $1, held_until = $2
             WHERE (holder IS NULL OR held_until <= $3 OR holder = $1)
               AND (game_id IN (SELECT g.id FROM games g JOIN communities c
                                ON c.id = g.community_id WHERE c.platform = $4)
                    OR tournament_id IN (SELECT t.id FROM tournaments t JOIN communities c
                                ON c.id = t.community_id WHERE c.platform = $4)
                    OR daily_id IN (SELECT d.id FROM daily_posts d JOIN communities c
                                ON c.id = d.community_id WHERE c.platform = $4))",
        )
        .bind(&*self.instance)
        .bind(now + crate::LEASE.as_millis() as i64)
        .bind(now)
        .bind(platform)
        .execute(&self.pool)
        .await?;
        let rows = sqlx::query_as::<_, OwedRecord>(sqlx::AssertSqlSafe(format!(
            "{OWED} {OWED_COMMUNITY} WHERE c.platform = $1 AND o.holder = $2 ORDER BY o.id"
        )))
        .bind(platform)
        .bind(&*self.instance)
        .fetch_all(&self.pool)
        .await?;
        Ok(readable(rows))
    }

    /// Makes sure this instance holds an owed post before showing it: `true` when it held it
    /// already (until after `now`) or took it over; `false` when another instance shows it.
    /// Always `true` on SQLite (see [`Store::take_owed`]).
    pub async fn hold_post(&self, post: &OwedPost, now: i64) -> Result<bool> {
        if self.backend == crate::Backend::Sqlite {
            return Ok(true);
        }
        // Held long enough still: no write. Else renewed (a long sweep's last posts, a slow
        // platform), or taken over when its holder let go or died.
        if let Some((holder, until)) = &post.held {
            if **holder == *self.instance && *until > now + crate::LEASE.as_millis() as i64 / 2 {
                return Ok(true);
            }
        }
        let r = sqlx::query(
            "UPDATE outbox SET holder = $1, held_until = $2
             WHERE id = $3 AND (holder IS NULL OR held_until <= $4 OR holder = $1)",
        )
        .bind(&*self.instance)
        .bind(now + crate::LEASE.as_millis() as i64)
        .bind(post.id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() > 0)
    }

    /// One owed post; `None` once delivered.
    pub async fn owed_post(&self, id: PostId) -> Result<Option<OwedPost>> {
        sqlx::query_as::<_, OwedRecord>(sqlx::AssertSqlSafe(format!("{OWED} WHERE o.id = $1")))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .map(OwedPost::try_from)
            .transpose()
    }

    /// Records that a platform interaction is about to show a post (its answer can be
    /// looked up after a crash; see the migration `0006_outbox_claims.sql`).
    pub async fn claim_post(&self, id: PostId, claim: &str) -> Result<()> {
        let _turn = self.write_turn().await;
        sqlx::query("UPDATE outbox SET claim = $1 WHERE id = $2")
            .bind(claim)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets a post: delivered, stale, or impossible to deliver.
    pub async fn delivered(&self, id: PostId) -> Result<()> {
        self.delivered_all(&[id]).await
    }

    /// Forgets posts, at once (acknowledgements gathered from many replies).
    pub async fn delivered_all(&self, ids: &[PostId]) -> Result<()> {
        // SQLite allows 32,766 parameters; a batch is far smaller, but cut anyway.
        const CHUNK: usize = 500;
        let delete = |chunk: &[PostId]| {
            let marks = (1..=chunk.len())
                .map(|i| format!("${i}"))
                .collect::<Vec<_>>()
                .join(", ");
            let sql = format!("DELETE FROM outbox WHERE id IN ({marks})");
            chunk
                .iter()
                .fold(sqlx::query(sqlx::AssertSqlSafe(sql)), |q, id| q.bind(*id))
        };
        if ids.len() <= CHUNK {
            // One statement is atomic by itself: a third of the round trips of a transaction,
            // which matters while it holds SQLite's write turn.
            let _turn = self.write_turn().await;
            delete(ids).execute(&self.pool).await?;
            return Ok(());
        }
        let mut tx = self.begin().await?;
        for chunk in ids.chunks(CHUNK) {
            delete(chunk).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Whether posts on these platforms wait for an instance to take them over (their
    /// holder released them, or died).
    pub async fn abandoned_posts(&self, platforms: &[&str], now: i64) -> Result<bool> {
        for p in platforms {
            let any: Option<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                "SELECT o.id FROM outbox o LEFT JOIN games g ON g.id = o.game_id
                 LEFT JOIN tournaments t ON t.id = o.tournament_id
                 LEFT JOIN daily_posts d ON d.id = o.daily_id {OWED_COMMUNITY}
                 WHERE c.platform = $1 AND (o.holder IS NULL OR o.held_until <= $2) LIMIT 1"
            )))
            .bind(p)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?;
            if any.is_some() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// How many posts are owed on these platforms.
    pub async fn owed_count(&self, platforms: &[&str]) -> Result<usize> {
        let mut n = 0;
        for p in platforms {
            let c: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                "SELECT COUNT(*) FROM outbox o LEFT JOIN games g ON g.id = o.game_id
                 LEFT JOIN tournaments t ON t.id = o.tournament_id
                 LEFT JOIN daily_posts d ON d.id = o.daily_id {OWED_COMMUNITY}
                 WHERE c.platform = $1"
            )))
            .bind(p)
            .fetch_one(&self.pool)
            .await?;
            n += usize::try_from(c).unwrap_or(0);
        }
        Ok(n)
    }
}
