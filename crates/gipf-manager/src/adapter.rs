//! What every chat adapter does alike, written once: the platform's description (its name,
//! how it names users, the words put before `help`), its share of the manager's events, the
//! game of a thread, and one lock per room so that a room's posts keep their order.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use gipf_store::GameId;
use tokio::sync::broadcast;

use crate::command::UserRef;
use crate::reply::{Cause, Event};
use crate::Manager;

/// A chat platform, as the manager needs to know it.
#[derive(Debug)]
pub struct Platform {
    /// The name players and rooms are stored under: `discord`, `matrix`, `console`.
    pub name: &'static str,
    /// The message put before the command list of `help`: how commands are written here.
    pub help_intro: Option<&'static str>,
    /// The message that says who may change a room's settings here.
    pub moderators: &'static str,
    /// How users are named in text commands (mentions): see
    /// [`crate::Command::read_users`].
    pub read_user: fn(&str) -> UserRef,
    /// Whether the bot can send users direct messages here (`notify dm`).
    pub direct_messages: bool,
}

impl Platform {
    /// The local terminal: one community, players named by a one-word name (naming one
    /// makes him, for hot-seat play).
    pub const CONSOLE: Platform = Platform {
        name: "console",
        help_intro: None,
        // The console's user is always a moderator: never shown.
        moderators: "moderator-discord",
        read_user: console_user,
        direct_messages: false,
    };
}

fn console_user(raw: &str) -> UserRef {
    let name = gipf_rules::excerpt(raw.trim().trim_start_matches('@'));
    if name.is_empty() || name.contains(char::is_whitespace) {
        UserRef::written(raw)
    } else {
        UserRef::Id(name.to_lowercase())
    }
}

/// The events an adapter delivers: those of its platform that no command's reply already
/// told (the AI's moves, reminders, timeouts, expiries).
#[derive(Debug)]
pub struct PlatformEvents {
    pub(crate) rx: broadcast::Receiver<Event>,
    platform: &'static Platform,
}

impl PlatformEvents {
    /// The platform whose events these are.
    pub fn platform(&self) -> &'static Platform {
        self.platform
    }

    /// The next event to deliver; `None` once the manager is gone. Events missed because
    /// the adapter fell behind are logged.
    pub async fn next(&mut self) -> Option<Event> {
        loop {
            match self.rx.recv().await {
                Ok(e)
                    if e.community.platform == self.platform.name && e.cause != Cause::Command =>
                {
                    return Some(e)
                }
                Ok(_) => {}
                Err(broadcast::error::RecvError::Lagged(n)) => {
                    tracing::warn!(
                        platform = self.platform.name,
                        missed = n,
                        "events were dropped"
                    );
                }
                Err(broadcast::error::RecvError::Closed) => return None,
            }
        }
    }
}

impl Manager {
    /// The events for one platform's adapter (subscribe before anything can happen:
    /// [`Manager::resume_ai`] and the scheduler start after the adapters).
    pub fn events_for(&self, platform: &'static Platform) -> PlatformEvents {
        PlatformEvents {
            rx: self.subscribe(),
            platform,
        }
    }

    /// The game whose thread this is, if any; a database failure is logged and counts as
    /// none (the command then names its game, or is answered as outside a thread).
    pub async fn game_of_thread(&self, platform: &Platform, thread: &str) -> Option<GameId> {
        match self.places().game_in_thread(platform.name, thread).await {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!(error = %e, "could not look up the game of a thread");
                None
            }
        }
    }
}

/// One lock per room: what an adapter posts in a room (a command's answer, an event) goes
/// out one at a time, so boards appear in the order of the moves.
#[derive(Debug)]
pub struct RoomLocks<K> {
    rooms: Mutex<HashMap<K, Arc<tokio::sync::Mutex<()>>>>,
}

impl<K: Eq + Hash + Clone> Default for RoomLocks<K> {
    fn default() -> RoomLocks<K> {
        RoomLocks {
            rooms: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Eq + Hash + Clone> RoomLocks<K> {
    /// Waits for the room and holds it until the guard is dropped.
    pub async fn lock(&self, room: &K) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = self
            .rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(room.clone())
            .or_default()
            .clone();
        lock.lock_owned().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn console_players_are_named_by_one_word() {
        assert_eq!(console_user("@Bob"), UserRef::Id("bob".into()));
        assert_eq!(console_user("Bob Smith"), UserRef::Name("Bob Smith".into()));
        assert_eq!(console_user("@"), UserRef::Name("@".into()));
    }

    #[tokio::test]
    async fn a_room_is_held_by_one_poster_at_a_time() {
        let locks = Arc::new(RoomLocks::default());
        let first = locks.lock(&"a").await;
        // Another room is free.
        drop(locks.lock(&"b").await);
        let got = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let second = tokio::spawn({
            let (locks, got) = (locks.clone(), got.clone());
            async move {
                let _held = locks.lock(&"a").await;
                got.store(true, std::sync::atomic::Ordering::SeqCst);
            }
        });
        // One thread: the other poster runs at each yield and stays blocked on room a.
        for _ in 0..10 {
            tokio::task::yield_now().await;
        }
        assert!(
            !got.load(std::sync::atomic::Ordering::SeqCst),
            "room a is held"
        );
        drop(first);
        second.await.expect("second poster");
        assert!(got.load(std::sync::atomic::Ordering::SeqCst));
    }
}
