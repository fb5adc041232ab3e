//! What one instance changed, told to the others through PostgreSQL's LISTEN/NOTIFY: a
//! game's new version (its board may be owed on another instance's platform, its web page
//! watched there, its deadline earlier than the one another instance sleeps for), a
//! tournament's new version (its page watched there) and settings.
//! A notice is sent inside the change's transaction, so it arrives only once the change is
//! committed, and never for a change rolled back. SQLite has one writer process: no notices.

use sqlx::postgres::PgListener;
use sqlx::AnyConnection;

use crate::error::Result;
use crate::{Backend, GameId, Store, StoreError, TournamentId};

/// The channel every instance listens on.
const CHANNEL: &str = "gipfbot";

/// What another instance changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// A game was written: its new version, whether the write owed a post, and whether the
    /// game has a time that runs (a deadline, a reminder, a challenge's expiry: the other
    /// instances' schedulers look again).
    Game {
        game: GameId,
        version: i64,
        owes: bool,
        timed: bool,
    },
    /// A tournament was written: its new version (see [`Store::notify_tournament`]).
    Tournament {
        tournament: TournamentId,
        version: i64,
    },
    /// A post was left for whichever instance delivers its platform (see
    /// [`Store::release_post`]).
    Owed,
    /// A room's or a player's settings changed.
    Settings,
    /// The connection was lost and is back: notices in between are gone (look at
    /// everything again).
    Lost,
}

impl Notice {
    fn payload(&self) -> String {
        match self {
            Notice::Game {
                game,
                version,
                owes,
                timed,
            } => format!(
                "g {} {version} {} {}",
                game.0,
                u8::from(*owes),
                u8::from(*timed)
            ),
            Notice::Tournament {
                tournament,
                version,
            } => format!("t {} {version}", tournament.0),
            Notice::Owed => "o".into(),
            Notice::Settings => "s".into(),
            Notice::Lost => "l".into(),
        }
    }

    fn parse(payload: &str) -> Option<Notice> {
        let mut w = payload.split(' ');
        match w.next()? {
            "g" => Some(Notice::Game {
                game: GameId(w.next()?.parse().ok()?),
                version: w.next()?.parse().ok()?,
                owes: w.next()? == "1",
                timed: w.next()? == "1",
            }),
            "t" => Some(Notice::Tournament {
                tournament: TournamentId(w.next()?.parse().ok()?),
                version: w.next()?.parse().ok()?,
            }),
            "o" => Some(Notice::Owed),
            "s" => Some(Notice::Settings),
            _ => None,
        }
    }
}

/// Sends `notice` to the other instances when the caller's transaction commits.
pub(crate) async fn notify(
    conn: &mut AnyConnection,
    backend: Backend,
    instance: &str,
    notice: &Notice,
) -> Result<()> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(format!("{instance} {}", notice.payload()))
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// The other instances' notices.
pub struct Listener {
    inner: PgListener,
    instance: String,
}

impl std::fmt::Debug for Listener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Listener({})", self.instance)
    }
}

impl Listener {
    /// The next notice of another instance; [`Notice::Lost`] after the connection came
    /// back. An error while the server cannot be reached (call again after a pause).
    pub async fn next(&mut self) -> Result<Notice> {
        loop {
            let Some(n) = self.inner.try_recv().await.map_err(StoreError::from)? else {
                return Ok(Notice::Lost);
            };
            let Some((from, payload)) = n.payload().split_once(' ') else {
                continue;
            };
            if from == self.instance {
                continue;
            }
            if let Some(notice) = Notice::parse(payload) {
                return Ok(notice);
            }
        }
    }
}

impl Store {
    /// Listens to the other instances' notices: `None` on SQLite, where no other instance
    /// writes.
    pub async fn listen(&self) -> Result<Option<Listener>> {
        let Some(url) = &self.url else {
            return Ok(None);
        };
        let mut inner = PgListener::connect(url).await.map_err(StoreError::from)?;
        inner.listen(CHANNEL).await.map_err(StoreError::from)?;
        Ok(Some(Listener {
            inner,
            instance: self.instance.to_string(),
        }))
    }

    /// Tells the other instances that settings changed. The change is written already: a
    /// notice that cannot be sent is logged, not an error (the others read the settings
    /// again when their connection comes back, or at their next start).
    pub(crate) async fn notify_settings(&self) {
        if self.backend == Backend::Postgres {
            let sent = async {
                let mut conn = self.pool.acquire().await?;
                notify(&mut conn, self.backend, &self.instance, &Notice::Settings).await
            };
            if let Err(e) = sent.await {
                tracing::warn!(error = %e, "could not tell the other instances of a settings change");
            }
        }
    }

    /// Tells the other instances that a tournament was written (their live pages follow
    /// it). Like [`Store::notify_settings`], a notice that cannot be sent is logged.
    pub async fn notify_tournament(&self, tournament: TournamentId, version: i64) {
        if self.backend == Backend::Postgres {
            let notice = Notice::Tournament {
                tournament,
                version,
            };
            let sent = async {
                let mut conn = self.pool.acquire().await?;
                notify(&mut conn, self.backend, &self.instance, &notice).await
            };
            if let Err(e) = sent.await {
                tracing::warn!(error = %e, "could not tell the other instances of a tournament's change");
            }
        }
    }

    /// Leaves an owed post that this instance cannot show (it does not run the post's
    /// platform) to the instance that does, and tells it.
    pub async fn release_post(&self, post: crate::PostId) -> Result<()> {
        let mut tx = self.begin().await?;
        sqlx::query("UPDATE outbox SET holder = NULL WHERE id = $1 AND holder = $2")
            .bind(post)
            .bind(&*self.instance)
            .execute(&mut *tx)
            .await?;
        notify(&mut tx, self.backend, &self.instance, &Notice::Owed).await?;
        tx.commit().await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_round_trip() {
        for n in [
            Notice::Game {
                game: GameId(12),
                version: 7,
                owes: true,
                timed: false,
            },
            Notice::Game {
                game: GameId(1),
                version: 0,
                owes: false,
                timed: true,
            },
            Notice::Tournament {
                tournament: TournamentId(3),
                version: 9,
            },
            Notice::Owed,
            Notice::Settings,
        ] {
            assert_eq!(Notice::parse(&n.payload()), Some(n));
        }
        assert_eq!(Notice::parse("g x 1 1"), None);
        assert_eq!(Notice::parse(""), None);
    }
}
