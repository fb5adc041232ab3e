//! Glicko-2 ratings per player, community (or [`GLOBAL`]) and variant, the leaderboards, and
//! results and head-to-head counts from finished games.

use gipf_games::{AnyPool, AnyVariant};
use gipf_rules::Color;

use crate::error::{parse, Result};
use crate::players::player_from_parts;
use crate::rows::from_row;
use crate::types::colour_word;
use crate::{CommunityId, GameRow, Player, PlayerId, Store, StoreError, GLOBAL};

/// A Glicko-2 rating.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Glicko {
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
    pub volatility: f64,
}

/// A player's rating in one scope and rating pool.
#[derive(Clone, PartialEq, Debug)]
pub struct RatingRow {
    pub player_id: PlayerId,
    /// The community, or [`GLOBAL`].
    pub community_id: CommunityId,
    /// The rating pool (stored in the `variant` column).
    pub pool: AnyPool,
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
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

struct RatingRecord {
    player_id: PlayerId,
    community_id: CommunityId,
    variant: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    games: i64,
}
from_row!(RatingRecord {
    player_id,
    community_id,
    variant,
    rating,
    deviation,
    volatility,
    games
});

impl TryFrom<RatingRecord> for RatingRow {
    type Error = StoreError;

    fn try_from(r: RatingRecord) -> Result<RatingRow> {
        Ok(RatingRow {
            pool: parse(
                || format!("rating of player {}", r.player_id.0),
                "variant",
                &r.variant,
            )?,
            player_id: r.player_id,
            community_id: r.community_id,
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
            games: r.games,
        })
    }
}

/// How ratings change: the manager's rating system, applied inside the result's transaction.
pub trait Rater: Sync {
    /// The rating of a player without one.
    fn initial(&self) -> Glicko;
    /// New ratings of White and Black after a game White scored `white_score` in (1, 0.5, 0).
    fn rate(&self, white: Glicko, black: Glicko, white_score: f64) -> (Glicko, Glicko);
}

/// Wins and losses in one rating pool.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Results {
    pub pool: AnyPool,
    /// Games won.
    pub wins: i64,
    /// Games lost.
    pub losses: i64,
    /// Games drawn.
    pub draws: i64,
}

struct ResultsRecord {
    variant: String,
    potentials: Option<String>,
    wins: i64,
    losses: i64,
    draws: i64,
}
from_row!(ResultsRecord {
    variant,
    potentials,
    wins,
    losses,
    draws
});

struct LeaderRecord {
    id: PlayerId,
    platform: String,
    platform_user: String,
    display_name: String,
    rating: RatingRecord,
}

// The player's columns, and the rating's from the same row.
impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for LeaderRecord {
    fn from_row(row: &'r sqlx::any::AnyRow) -> Result<Self, sqlx::Error> {
        use sqlx::Row as _;
        Ok(LeaderRecord {
            id: row.try_get("id")?,
            platform: row.try_get("platform")?,
            platform_user: row.try_get("platform_user")?,
            display_name: row.try_get("display_name")?,
            rating: RatingRecord::from_row(row)?,
        })
    }
}

const RATING_COLUMNS: &str =
    "player_id, community_id, variant, rating, deviation, volatility, games";

impl Store {
    /// A player's rating in a scope and pool, if he has played a rated game there.
    pub async fn rating(
        &self,
        player: PlayerId,
        community: CommunityId,
        pool: AnyPool,
    ) -> Result<Option<RatingRow>> {
        sqlx::query_as::<_, RatingRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {RATING_COLUMNS} FROM ratings
             WHERE player_id = $1 AND community_id = $2 AND variant = $3"
        )))
        .bind(player)
        .bind(community)
        .bind(pool.to_string())
        .fetch_optional(&self.pool)
        .await?
        .map(RatingRow::try_from)
        .transpose()
    }

    /// The best `limit` ratings of a scope and pool whose deviation is at most
    /// `max_deviation` (established ratings) and that changed at or after `active_since`
    /// (players still playing), best first.
    pub async fn leaderboard(
        &self,
        community: CommunityId,
        pool: AnyPool,
        limit: u32,
        max_deviation: f64,
        active_since: i64,
    ) -> Result<Vec<(Player, RatingRow)>> {
        let rows = sqlx::query_as::<_, LeaderRecord>(
            "SELECT p.id, p.platform, p.platform_user, p.display_name,
                    r.player_id, r.community_id, r.variant, r.rating, r.deviation, r.volatility, r.games
             FROM ratings r JOIN players p ON p.id = r.player_id
             WHERE r.community_id = $1 AND r.variant = $2 AND r.deviation <= $3 AND r.updated_at >= $4
             ORDER BY r.rating DESC, p.id LIMIT $5",
        )
        .bind(community)
        .bind(pool.to_string())
        .bind(max_deviation)
        .bind(active_since)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok((
                    player_from_parts(r.id, r.platform, r.platform_user, r.display_name)?,
                    r.rating.try_into()?,
                ))
            })
            .collect()
    }

    /// A player's wins and losses in games with the challenges option and their sub-games,
    /// which count in no pool (unrated: chance or another game decides part of them).
    pub async fn challenge_results(&self, player: PlayerId) -> Result<(i64, i64)> {
        let row: (Option<i64>, Option<i64>) = sqlx::query_as(
            "SELECT
                CAST(SUM(CASE WHEN (winner = $2 AND white_id = $1) OR (winner = $3 AND black_id = $1) THEN 1 ELSE 0 END) AS BIGINT),
                CAST(SUM(CASE WHEN (winner = $2 AND black_id = $1) OR (winner = $3 AND white_id = $1) THEN 1 ELSE 0 END) AS BIGINT)
             FROM games WHERE status = 'finished' AND (white_id = $1 OR black_id = $1)
                AND (challenges IS NOT NULL OR trial_of IS NOT NULL)",
        )
        .bind(player)
        .bind(colour_word(Color::White))
        .bind(colour_word(Color::Black))
        .fetch_one(&self.pool)
        .await?;
        Ok((row.0.unwrap_or(0), row.1.unwrap_or(0)))
    }

    /// A player's wins and losses per rating pool (finished games), in [`AnyPool::all`] order.
    pub async fn results(&self, player: PlayerId) -> Result<Vec<Results>> {
        let rows = sqlx::query_as::<_, ResultsRecord>(
            "SELECT variant, potentials,
                CAST(SUM(CASE WHEN (winner = $2 AND white_id = $1) OR (winner = $3 AND black_id = $1) THEN 1 ELSE 0 END) AS BIGINT) AS wins,
                CAST(SUM(CASE WHEN (winner = $2 AND black_id = $1) OR (winner = $3 AND white_id = $1) THEN 1 ELSE 0 END) AS BIGINT) AS losses,
                CAST(SUM(CASE WHEN winner IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS draws
             FROM games WHERE status = 'finished' AND (white_id = $1 OR black_id = $1)
                AND challenges IS NULL AND trial_of IS NULL
             GROUP BY variant, potentials",
        )
        .bind(player)
        .bind(colour_word(Color::White))
        .bind(colour_word(Color::Black))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<Results> = Vec::new();
        for r in rows {
            let row = || format!("a game of player {}", player.0);
            let pool = AnyVariant::from_stored(&r.variant, r.potentials.as_deref(), None)
                .map_err(|e| StoreError::Corrupt {
                    row: row(),
                    column: "variant",
                    value: format!("{} {}", r.variant, r.potentials.clone().unwrap_or_default()),
                    why: e.to_string(),
                })?
                .pool();
            match out.iter_mut().find(|x| x.pool == pool) {
                Some(x) => {
                    x.wins += r.wins;
                    x.losses += r.losses;
                    x.draws += r.draws;
                }
                None => out.push(Results {
                    pool,
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                }),
            }
        }
        out.sort_by_key(|x| AnyPool::all().position(|p| p == x.pool));
        Ok(out)
    }

    /// `a`'s wins and losses against `b` (finished games, all variants).
    pub async fn head_to_head(&self, a: PlayerId, b: PlayerId) -> Result<(i64, i64)> {
        let row: (Option<i64>, Option<i64>) = sqlx::query_as(
            "SELECT CAST(SUM(CASE WHEN (winner = $3 AND white_id = $1) OR (winner = $4 AND black_id = $1) THEN 1 ELSE 0 END) AS BIGINT),
                    CAST(SUM(CASE WHEN (winner = $3 AND white_id = $2) OR (winner = $4 AND black_id = $2) THEN 1 ELSE 0 END) AS BIGINT)
             FROM games WHERE status = 'finished'
               AND ((white_id = $1 AND black_id = $2) OR (white_id = $2 AND black_id = $1))",
        )
        .bind(a)
        .bind(b)
        .bind(colour_word(Color::White))
        .bind(colour_word(Color::Black))
        .fetch_one(&self.pool)
        .await?;
        Ok((row.0.unwrap_or(0), row.1.unwrap_or(0)))
    }
}

/// The first key of the advisory locks on a player's ratings (PostgreSQL).
const RATING_LOCKS: i32 = 0x6769_7066; // "gipf"

/// For a rated game that just finished: the new ratings of both players in the game's
/// community and globally, inside the result's transaction.
pub(crate) async fn rate_in(
    tx: &mut sqlx::AnyConnection,
    backend: crate::Backend,
    row: &GameRow,
    winner: Option<Color>,
    rater: &dyn Rater,
    now: i64,
) -> Result<()> {
    let (Some(white), Some(black), true) = (row.white_id, row.black_id, row.rated) else {
        return Ok(());
    };
    if backend == crate::Backend::Postgres {
        // Read-compute-write of both players' ratings: two results of one player at once
        // would both read his old rating (PostgreSQL reads committed rows, where SQLite's
        // write lock made writers take turns). Each player's ratings are locked until the
        // commit, in id order, so that two games with the same players cannot deadlock.
        let mut ids = [white.0, black.0];
        ids.sort_unstable();
        for id in ids {
            sqlx::query("SELECT pg_advisory_xact_lock($1, $2)")
                .bind(RATING_LOCKS)
                .bind(i32::try_from(id).unwrap_or(i32::MAX))
                .execute(&mut *tx)
                .await?;
        }
    }
    let white_score = match winner {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    for scope in [row.community_id, GLOBAL] {
        let mut current = [rater.initial(), rater.initial()];
        let mut games = [0i64; 2];
        for (i, p) in [white, black].into_iter().enumerate() {
            let r: Option<(f64, f64, f64, i64)> = sqlx::query_as(
                "SELECT rating, deviation, volatility, games
                 FROM ratings WHERE player_id = $1 AND community_id = $2 AND variant = $3",
            )
            .bind(p)
            .bind(scope)
            .bind(row.variant.pool().to_string())
            .fetch_optional(&mut *tx)
            .await?;
            if let Some((rating, deviation, volatility, n)) = r {
                current[i] = Glicko {
                    rating,
                    deviation,
                    volatility,
                };
                games[i] = n;
            }
        }
        let (w, b) = rater.rate(current[0], current[1], white_score);
        for ((p, g), n) in [white, black].into_iter().zip([w, b]).zip(games) {
            sqlx::query(
                "INSERT INTO ratings (player_id, community_id, variant, rating, deviation, volatility, games, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (player_id, community_id, variant) DO UPDATE SET
                    rating = excluded.rating, deviation = excluded.deviation,
                    volatility = excluded.volatility, games = excluded.games, updated_at = excluded.updated_at",
            )
            .bind(p)
            .bind(scope)
            .bind(row.variant.pool().to_string())
            .bind(g.rating)
            .bind(g.deviation)
            .bind(g.volatility)
            .bind(n + 1)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
    }
    Ok(())
}
