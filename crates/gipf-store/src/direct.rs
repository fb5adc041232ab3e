//! Your-turn notices by direct message: where a player wants them ([`Notify`], his own
//! setting, and whether his direct messages proved closed), and the notices owed to him,
//! written in the transaction of the change that asks him to decide (as the outbox's posts
//! are) and forgotten once sent, stale, or turned into a mention in the game's room.

use std::fmt;
use std::str::FromStr;

use sqlx::AnyConnection;

use crate::error::{parse, Result};
use crate::outbox::{owe, NewPost};
use crate::rows::from_row;
use crate::{Backend, GameId, ParseError, PlayerId, PostId, PostSubject, Store};

/// Where a player's your-turn notices go (`notify mention|dm|off`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Notify {
    /// A mention in the game's room (the default).
    #[default]
    Mention,
    /// A direct message, and no mention in the room.
    Dm,
    /// Neither: the board in the room names him, without a mention.
    Off,
}

impl Notify {
    const ALL: [Notify; 3] = [Notify::Mention, Notify::Dm, Notify::Off];

    /// The word written and stored.
    pub const fn as_str(self) -> &'static str {
        match self {
            Notify::Mention => "mention",
            Notify::Dm => "dm",
            Notify::Off => "off",
        }
    }
}

impl fmt::Display for Notify {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Notify {
    type Err = ParseError;

    fn from_str(s: &str) -> std::result::Result<Notify, ParseError> {
        Notify::ALL
            .into_iter()
            .find(|n| n.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseError::new(s, "`mention`, `dm` or `off`"))
    }
}

/// A player's notices as they stand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct NotifyState {
    /// What he chose, if he did.
    pub chosen: Option<Notify>,
    /// A direct message to him could not be delivered (he closed them) since he chose.
    pub dm_closed: bool,
}

impl NotifyState {
    /// Where his notices go now: a mention while direct messages are closed to the bot.
    pub fn effective(self) -> Notify {
        match self.chosen.unwrap_or_default() {
            Notify::Dm if self.dm_closed => Notify::Mention,
            n => n,
        }
    }
}

const NOTIFY: &str = "notify";
const DM_CLOSED: &str = "dm_closed";

/// A notice owed by direct message.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DirectNotice {
    pub id: i64,
    pub player_id: PlayerId,
    pub game_id: GameId,
    /// When it was owed (Unix ms).
    pub created_at: i64,
}
from_row!(DirectNotice {
    id,
    player_id,
    game_id,
    created_at
});

/// A player's notice state read inside a transaction.
async fn notify_state(conn: &mut AnyConnection, player: PlayerId) -> Result<NotifyState> {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT key, value FROM player_settings WHERE player_id = $1 AND key IN ($2, $3)",
    )
    .bind(player)
    .bind(NOTIFY)
    .bind(DM_CLOSED)
    .fetch_all(conn)
    .await?;
    let mut s = NotifyState::default();
    for (key, value) in rows {
        let row = || format!("{key} of player {}", player.0);
        match key.as_str() {
            NOTIFY => s.chosen = Some(parse(row, "value", &value)?),
            _ => s.dm_closed = parse(row, "value", &value)?,
        }
    }
    Ok(s)
}

/// Owes, with `post` about `game` (inside its transaction), a direct notice to each player
/// it asks to decide who takes them.
pub(crate) async fn owe_direct(
    conn: &mut AnyConnection,
    game: GameId,
    post: &NewPost,
    now: i64,
) -> Result<()> {
    if !post.kind.asks_to_act() {
        return Ok(());
    }
    for &p in &post.mentions {
        if notify_state(&mut *conn, p).await?.effective() != Notify::Dm {
            continue;
        }
        sqlx::query(
            "INSERT INTO direct_notices (player_id, game_id, created_at) VALUES ($1, $2, $3)",
        )
        .bind(p)
        .bind(game)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// The players of `$1`'s platform.
const OF_PLATFORM: &str = "player_id IN (SELECT id FROM players WHERE platform = $1)";

impl Store {
    /// Where a player's your-turn notices go.
    pub async fn player_notify(&self, player: PlayerId) -> Result<NotifyState> {
        let mut conn = self.pool.acquire().await?;
        notify_state(&mut conn, player).await
    }

    /// Sets (or with `None` clears) where a player's notices go. A new choice tries direct
    /// messages again: what was learnt of them is forgotten.
    pub async fn set_player_notify(&self, player: PlayerId, to: Option<Notify>) -> Result<()> {
        let mut tx = self.begin().await?;
        sqlx::query("DELETE FROM player_settings WHERE player_id = $1 AND key IN ($2, $3)")
            .bind(player)
            .bind(NOTIFY)
            .bind(DM_CLOSED)
            .execute(&mut *tx)
            .await?;
        if let Some(n) = to {
            sqlx::query("INSERT INTO player_settings (player_id, key, value) VALUES ($1, $2, $3)")
                .bind(player)
                .bind(NOTIFY)
                .bind(n.as_str())
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        self.notify_settings().await;
        Ok(())
    }

    /// The players of `platform` owed a notice since `owed_by` or earlier (their oldest is
    /// old enough), whom this instance sends to: on PostgreSQL it holds all of a player's
    /// notices until `now` + [`crate::LEASE`], taking over those whose holder let go or
    /// died, and leaves a player some other instance holds.
    pub async fn direct_due(
        &self,
        platform: &str,
        owed_by: i64,
        now: i64,
    ) -> Result<Vec<PlayerId>> {
        if self.backend == Backend::Postgres {
            // All of a player's notices or none, so that one message lists them all.
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "UPDATE direct_notices SET holder = $2, held_until = $3
                 WHERE {OF_PLATFORM} AND player_id IN (
                     SELECT player_id FROM direct_notices GROUP BY player_id
                     HAVING SUM(CASE WHEN holder IS NULL OR held_until <= $4 OR holder = $2
                                THEN 0 ELSE 1 END) = 0)"
            )))
            .bind(platform)
            .bind(&*self.instance)
            .bind(now + crate::LEASE.as_millis() as i64)
            .bind(now)
            .execute(&self.pool)
            .await?;
        }
        let mine = match self.backend {
            Backend::Postgres => "AND holder = $3",
            Backend::Sqlite => "AND $3 = $3",
        };
        let players: Vec<PlayerId> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT player_id FROM direct_notices WHERE {OF_PLATFORM} {mine}
             GROUP BY player_id HAVING MIN(created_at) <= $2 ORDER BY MIN(created_at)"
        )))
        .bind(platform)
        .bind(owed_by)
        .bind(&*self.instance)
        .fetch_all(&self.pool)
        .await?;
        Ok(players)
    }

    /// When the oldest notice owed on `platform` (on any, with `None`) was owed, if any is.
    pub async fn oldest_direct(&self, platform: Option<&str>) -> Result<Option<i64>> {
        let at: Option<i64> = match platform {
            Some(p) => {
                sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                    "SELECT MIN(created_at) FROM direct_notices WHERE {OF_PLATFORM}"
                )))
                .bind(p)
                .fetch_one(&self.pool)
                .await?
            }
            None => {
                sqlx::query_scalar("SELECT MIN(created_at) FROM direct_notices")
                    .fetch_one(&self.pool)
                    .await?
            }
        };
        Ok(at)
    }

    /// The notices owed to a player, oldest first.
    pub async fn direct_notices(&self, player: PlayerId) -> Result<Vec<DirectNotice>> {
        Ok(sqlx::query_as::<_, DirectNotice>(
            "SELECT id, player_id, game_id, created_at FROM direct_notices
             WHERE player_id = $1 ORDER BY id",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Forgets notices: sent, or stale.
    pub async fn direct_sent(&self, ids: &[i64]) -> Result<()> {
        let mut tx = self.begin().await?;
        for id in ids {
            sqlx::query("DELETE FROM direct_notices WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The platform refused a direct message to `player` (he closed them): from now on his
    /// notices are mentions (until he chooses again), his notices `ids` are forgotten, and
    /// each of `instead` is owed in its game's room, at the game's version now; in one
    /// transaction. Returns the posts owed.
    pub async fn direct_refused(
        &self,
        player: PlayerId,
        ids: &[i64],
        instead: &[(GameId, NewPost)],
        now: i64,
    ) -> Result<Vec<PostId>> {
        let mut tx = self.begin().await?;
        sqlx::query(
            "INSERT INTO player_settings (player_id, key, value) VALUES ($1, $2, 'true')
             ON CONFLICT (player_id, key) DO UPDATE SET value = excluded.value",
        )
        .bind(player)
        .bind(DM_CLOSED)
        .execute(&mut *tx)
        .await?;
        for id in ids {
            sqlx::query("DELETE FROM direct_notices WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        let mut posts = Vec::new();
        for (game, post) in instead {
            let version: Option<i64> =
                sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
                    .bind(*game)
                    .fetch_optional(&mut *tx)
                    .await?;
            if let Some(v) = version {
                let subject = PostSubject::Game(*game);
                posts.push(owe(&mut tx, subject, v, post, now, &self.instance).await?);
            }
        }
        tx.commit().await?;
        self.notify_settings().await;
        Ok(posts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notify_reads_its_words_and_falls_back_to_mentions_while_closed() {
        for n in Notify::ALL {
            assert_eq!(n.to_string().parse::<Notify>().ok(), Some(n));
        }
        assert_eq!("DM".parse::<Notify>().ok(), Some(Notify::Dm));
        assert!("ping".parse::<Notify>().is_err());
        let dm = NotifyState {
            chosen: Some(Notify::Dm),
            dm_closed: false,
        };
        assert_eq!(dm.effective(), Notify::Dm);
        let closed = NotifyState {
            dm_closed: true,
            ..dm
        };
        assert_eq!(closed.effective(), Notify::Mention);
        assert_eq!(NotifyState::default().effective(), Notify::Mention);
    }
}
