//! Work that one instance does at a time: an AI decision (`ai:<game>`), a game's timer
//! (`timer:<game>`). An instance claims a lease before the work and releases it after; a
//! lease whose instance died runs out after [`LEASE`], and another instance takes the work
//! over. The work itself stays guarded by the game's version: a lease saves doing it twice,
//! the version check makes sure it is applied once. On SQLite, one process does the work:
//! every lease is granted (a process restarted after a crash must not wait for the leases of
//! the one that died).

use std::time::Duration;

use crate::error::Result;
use crate::{GameId, Store};

/// How long a lease (and a held post) lasts: longer than any AI decision or post takes, short
/// enough that a dead instance's work waits at most this long.
pub const LEASE: Duration = Duration::from_secs(30);

/// The lease of the AI's decision in a game (`ai_games_unleased` builds the same name in SQL).
pub fn ai_lease(game: GameId) -> String {
    format!("ai:{}", game.0)
}

/// The lease of a game's review being computed.
pub fn review_lease(game: GameId) -> String {
    format!("review:{}", game.0)
}

/// The lease of a game's timer (deadline, reminder, challenge expiry).
pub fn timer_lease(game: GameId) -> String {
    format!("timer:{}", game.0)
}

fn lease_ms() -> i64 {
    LEASE.as_millis() as i64
}

impl Store {
    /// Claims the lease `name` until `now` + [`LEASE`]: `true` when it was free, ran out or was
    /// this instance's already (always on SQLite).
    pub async fn claim_lease(&self, name: &str, now: i64) -> Result<bool> {
        if self.backend == crate::Backend::Sqlite {
            return Ok(true);
        }
        let r = sqlx::query(
            "INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, $3)
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,
                 expires_at = excluded.expires_at
             WHERE leases.expires_at <= $4 OR leases.holder = excluded.holder",
        )
        .bind(name)
        .bind(&*self.instance)
        .bind(now + lease_ms())
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() > 0)
    }

    /// Gives a lease back (done with the work); nothing when another instance holds it.
    pub async fn release_lease(&self, name: &str) -> Result<()> {
        if self.backend == crate::Backend::Sqlite {
            return Ok(());
        }
        sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
            .bind(name)
            .bind(&*self.instance)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Who holds a lease now, if anyone.
    pub async fn lease_holder(&self, name: &str, now: i64) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT holder FROM leases WHERE name = $1 AND expires_at > $2")
                .bind(name)
                .bind(now)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Active games against the AI, unchanged since `quiet_since`, whose AI lease nobody
    /// holds: where an instance may have died before the AI decided (the caller looks at
    /// whose turn it is).
    pub async fn ai_games_unleased(&self, now: i64, quiet_since: i64) -> Result<Vec<GameId>> {
        Ok(sqlx::query_scalar(
            // The lease's name as `ai_lease` writes it.
            "SELECT g.id FROM games g
             WHERE g.status = 'active' AND g.updated_at <= $1
               AND EXISTS (SELECT 1 FROM players p
                           WHERE p.platform = 'ai' AND p.id IN (g.white_id, g.black_id))
               AND NOT EXISTS (SELECT 1 FROM leases l
                               WHERE l.name = 'ai:' || g.id AND l.expires_at > $2)
             ORDER BY g.id",
        )
        .bind(quiet_since)
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }
}

/// The right to run a chat adapter that only one process may run at a time (one Matrix
/// account syncs from one process): a PostgreSQL session advisory lock, held by a connection
/// of its own, so that it is released the moment its process dies. On SQLite (one process)
/// it is always granted.
#[derive(Debug)]
pub struct AdapterLock {
    /// Out of the pool: dropping it closes it, which releases the lock.
    conn: Option<sqlx::AnyConnection>,
}

/// How often a holder checks that its lock's connection still stands.
const LOCK_CHECK: Duration = Duration::from_secs(5);

impl AdapterLock {
    /// Returns when the lock is lost (its connection broke: another process may hold it
    /// now); never on SQLite.
    pub async fn lost(&mut self) {
        let Some(conn) = &mut self.conn else {
            return std::future::pending().await;
        };
        loop {
            tokio::time::sleep(LOCK_CHECK).await;
            if sqlx::query("SELECT 1").execute(&mut *conn).await.is_err() {
                return;
            }
        }
    }
}

impl Store {
    /// Takes the lock of adapter `name` when no other process holds it (`None`: try again
    /// later).
    pub async fn try_adapter_lock(&self, name: &str) -> Result<Option<AdapterLock>> {
        if self.backend != crate::Backend::Postgres {
            return Ok(Some(AdapterLock { conn: None }));
        }
        let mut conn = self.pool.acquire().await?.detach();
        // A fixed key per adapter name (FNV-1a), the same in every process.
        let key = name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        }) as i64;
        let got: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
            .bind(key)
            .fetch_one(&mut conn)
            .await?;
        Ok(got.then_some(AdapterLock { conn: Some(conn) }))
    }
}
