//! Several instances on one PostgreSQL database: what the others changed reaches this one
//! (LISTEN/NOTIFY: live web pages, earlier deadlines, posts left for this instance's
//! platforms, settings), and the work of an instance that died is taken over once its leases
//! run out (AI decisions, timers, owed posts).

use std::time::Duration;

use gipf_store::{Backend, GameStatus, Notice, LEASE};

use crate::manager::{Change, Watched};
use crate::Manager;

/// What [`Manager::take_over`] found to do.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TakenOver {
    /// AI decisions nobody held, now queued here.
    pub ai_decisions: usize,
    /// Whether owed posts waited for a delivery loop of this instance.
    pub posts: bool,
}

impl Manager {
    /// On PostgreSQL, listens to the other instances and takes over the work of dead ones
    /// (every half [`LEASE`]) until the manager stops; nothing on SQLite. Start it with the
    /// scheduler.
    pub fn spawn_instances(&self) -> Option<tokio::task::JoinHandle<()>> {
        if self.inner.store.backend() != Backend::Postgres {
            return None;
        }
        let listening = self.clone();
        let listener = tokio::spawn(async move { listening.listen().await });
        let m = self.clone();
        Some(tokio::spawn(async move {
            let mut tick = tokio::time::interval(LEASE / 2);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            while !m.is_closing() {
                tick.tick().await;
                m.take_over().await;
            }
            listener.abort();
        }))
    }

    /// Takes over what no instance holds: AI decisions of games unchanged for a [`LEASE`]
    /// whose lease nobody holds, posts whose holder let go or died; and wakes the scheduler
    /// (a dead instance's timer fires once its lease ran out).
    pub async fn take_over(&self) -> TakenOver {
        let mut found = TakenOver::default();
        if self.is_closing() {
            return found;
        }
        let store = &self.inner.store;
        let now = self.now();
        let lease = LEASE.as_millis() as i64;
        match store.ai_games_unleased(now, now - lease).await {
            Ok(games) => {
                for id in games {
                    if self.ai_in_hand(id) {
                        continue;
                    }
                    let Ok(live) = self.snapshot(id).await else {
                        continue;
                    };
                    let ai_to_move = live.decider().is_some_and(|d| d.is_ai());
                    let human = [&live.white, &live.black].into_iter().find(|p| !p.is_ai());
                    if let (true, GameStatus::Active, Some(h)) =
                        (ai_to_move, live.row.status, human)
                    {
                        self.spawn_ai(id, h.id);
                        found.ai_decisions += 1;
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot look for AI decisions to take over"),
        }
        let platforms = self.delivering();
        match store.abandoned_posts(&platforms, now).await {
            Ok(true) => {
                found.posts = true;
                self.inner.outbox_wake.send_modify(|n| *n += 1);
            }
            Ok(false) => {}
            Err(e) => tracing::warn!(error = %e, "cannot look for posts to take over"),
        }
        self.inner.timers.notify_one();
        found
    }

    /// Hears the other instances until the manager stops; reconnects when the server went
    /// away, and then looks at everything again (notices in between are lost).
    async fn listen(&self) {
        let mut pause = Duration::from_millis(500);
        while !self.is_closing() {
            let mut listener = match self.inner.store.listen().await {
                Ok(Some(l)) => l,
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot listen to the other instances; trying again");
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(LEASE);
                    continue;
                }
            };
            pause = Duration::from_millis(500);
            self.heard(Notice::Lost);
            loop {
                match listener.next().await {
                    Ok(n) => self.heard(n),
                    Err(e) => {
                        tracing::warn!(error = %e, "lost the other instances' notices; reconnecting");
                        break;
                    }
                }
            }
        }
    }

    /// Does what a notice asks.
    fn heard(&self, notice: Notice) {
        match notice {
            Notice::Game {
                game,
                version,
                timed,
                ..
            } => {
                let _ = self.inner.changes.send(Change {
                    what: Watched::Game(game),
                    version,
                });
                // Its deadline may be earlier than the one the scheduler sleeps for.
                if timed {
                    self.inner.timers.notify_one();
                }
            }
            Notice::Tournament {
                tournament,
                version,
            } => {
                let _ = self.inner.changes.send(Change {
                    what: Watched::Tournament(tournament),
                    version,
                });
            }
            Notice::Owed => self.inner.outbox_wake.send_modify(|n| *n += 1),
            Notice::Settings => self.forget_prefs(),
            Notice::Lost => {
                self.forget_prefs();
                self.inner.timers.notify_one();
                self.inner.outbox_wake.send_modify(|n| *n += 1);
            }
        }
    }
}
