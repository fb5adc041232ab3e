//! Limits against abuse: commands per user per minute, and AI decisions shared fairly among
//! the people who wait for them (one user's ten games against the AI wait behind other
//! users' turns instead of in front of them), with the searches of game reviews behind
//! every live decision.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use gipf_store::PlayerId;
use tokio::sync::oneshot;

/// What a deployment allows each user (the `[limits]` section of the config).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Limits {
    /// Commands (and button clicks) per user in any minute.
    pub commands_per_minute: u32,
    /// Challenges a user may have waiting for an answer at once.
    pub open_challenges: usize,
    /// Games against the AI a user may play at once.
    pub ai_games: usize,
    /// Engine reviews a user may ask for in any 24 hours (a review already computed is shown
    /// again without counting).
    pub reviews_per_day: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            commands_per_minute: 60,
            open_challenges: 10,
            ai_games: 10,
            reviews_per_day: 10,
        }
    }
}

/// Who has sent how many commands in the last minute.
#[derive(Debug, Default)]
pub(crate) struct RateLimiter {
    seen: Mutex<Seen>,
}

#[derive(Debug, Default)]
struct Seen {
    times: HashMap<(String, String), VecDeque<i64>>,
    /// Commands since users quiet for a minute were last forgotten.
    since_sweep: u32,
}

const MINUTE_MS: i64 = 60_000;

impl RateLimiter {
    /// Counts a command of `user` at `now`; false when he already sent `max` in the last
    /// minute (the refused one is not counted).
    pub(crate) fn allow(&self, platform: &str, user: &str, now: i64, max: u32) -> bool {
        if max == u32::MAX {
            // No limit: nothing to count.
            return true;
        }
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        // Users quiet for a minute are forgotten now and then, so that the count holds only
        // the active ones.
        seen.since_sweep += 1;
        if seen.since_sweep >= 4096 {
            seen.since_sweep = 0;
            seen.times
                .retain(|_, times| times.back().is_some_and(|&t| t > now - MINUTE_MS));
        }
        let times = seen
            .times
            .entry((platform.into(), user.into()))
            .or_default();
        while times.front().is_some_and(|&t| t <= now - MINUTE_MS) {
            times.pop_front();
        }
        if times.len() >= max as usize {
            return false;
        }
        times.push_back(now);
        true
    }
}

/// A fixed number of slots for AI decisions, handed out in turns: each waiting user in
/// turn gets the next free slot for his oldest waiting decision.
#[derive(Debug)]
pub(crate) struct FairSlots {
    state: Mutex<FairState>,
}

#[derive(Debug)]
struct FairState {
    free: usize,
    waiting: HashMap<PlayerId, VecDeque<oneshot::Sender<()>>>,
    turns: VecDeque<PlayerId>,
    /// Work that waits for a slot no live decision wants (a review's searches).
    low: VecDeque<oneshot::Sender<()>>,
}

/// A slot held; given to the next in turn when dropped.
#[derive(Debug)]
pub(crate) struct FairPermit {
    slots: Arc<FairSlots>,
}

impl FairSlots {
    pub(crate) fn new(n: usize) -> Arc<FairSlots> {
        Arc::new(FairSlots {
            state: Mutex::new(FairState {
                free: n.max(1),
                waiting: HashMap::new(),
                turns: VecDeque::new(),
                low: VecDeque::new(),
            }),
        })
    }

    /// Waits for a slot for a decision `owner` waits for.
    pub(crate) async fn acquire(self: &Arc<Self>, owner: PlayerId) -> FairPermit {
        let rx = {
            let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
            if s.free > 0 && s.turns.is_empty() {
                s.free -= 1;
                return FairPermit {
                    slots: self.clone(),
                };
            }
            let (tx, rx) = oneshot::channel();
            let queue = s.waiting.entry(owner).or_default();
            queue.push_back(tx);
            if queue.len() == 1 {
                s.turns.push_back(owner);
            }
            rx
        };
        // The sender is only dropped after it sent (see `release`).
        let _ = rx.await;
        FairPermit {
            slots: self.clone(),
        }
    }

    /// Waits for a slot that no live decision waits for: a freed slot goes to the users in
    /// turn first, and to this only when none waits.
    pub(crate) async fn acquire_low(self: &Arc<Self>) -> FairPermit {
        let rx = {
            let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
            if s.free > 0 && s.turns.is_empty() && s.low.is_empty() {
                s.free -= 1;
                return FairPermit {
                    slots: self.clone(),
                };
            }
            let (tx, rx) = oneshot::channel();
            s.low.push_back(tx);
            rx
        };
        let _ = rx.await;
        FairPermit {
            slots: self.clone(),
        }
    }

    /// Hands a freed slot to the next user in turn (who goes to the back of the line if
    /// he waits for more), else to low work, or keeps it free.
    fn release(&self) {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        while let Some(owner) = s.turns.pop_front() {
            let Some(queue) = s.waiting.get_mut(&owner) else {
                continue;
            };
            let next = queue.pop_front();
            if queue.is_empty() {
                s.waiting.remove(&owner);
            } else {
                s.turns.push_back(owner);
            }
            if let Some(tx) = next {
                if tx.send(()).is_ok() {
                    return;
                }
            }
        }
        while let Some(tx) = s.low.pop_front() {
            if tx.send(()).is_ok() {
                return;
            }
        }
        s.free += 1;
    }
}

impl Drop for FairPermit {
    fn drop(&mut self) {
        self.slots.release();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_gets_so_many_commands_a_minute() {
        let r = RateLimiter::default();
        for i in 0..3 {
            assert!(r.allow("console", "ann", 1000 + i, 3));
        }
        assert!(!r.allow("console", "ann", 1010, 3));
        assert!(r.allow("console", "bob", 1010, 3), "others are not held up");
        assert!(
            r.allow("console", "ann", 1000 + MINUTE_MS, 3),
            "a minute later"
        );
    }

    #[tokio::test]
    async fn slots_go_round_the_waiting_users() {
        let slots = FairSlots::new(1);
        let first = slots.acquire(PlayerId(1)).await;
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut tasks = Vec::new();
        // Ann queues three decisions, then Bob one: Bob's comes second, not fourth.
        for owner in [1, 1, 1, 2] {
            let (s, o) = (slots.clone(), order.clone());
            tasks.push(tokio::spawn(async move {
                let _p = s.acquire(PlayerId(owner)).await;
                o.lock().unwrap_or_else(|e| e.into_inner()).push(owner);
            }));
            // Each waits in line before the next comes.
            while slots
                .state
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .waiting
                .values()
                .map(VecDeque::len)
                .sum::<usize>()
                < tasks.len()
            {
                tokio::task::yield_now().await;
            }
        }
        drop(first);
        for t in tasks {
            t.await.expect("task");
        }
        assert_eq!(
            *order.lock().unwrap_or_else(|e| e.into_inner()),
            [1, 2, 1, 1]
        );
    }

    #[tokio::test]
    async fn low_work_waits_behind_every_live_decision() {
        let slots = FairSlots::new(1);
        let first = slots.acquire(PlayerId(1)).await;
        let order = Arc::new(Mutex::new(Vec::new()));
        let waiting = |s: &Arc<FairSlots>| {
            let st = s.state.lock().unwrap_or_else(|e| e.into_inner());
            st.low.len() + st.waiting.values().map(VecDeque::len).sum::<usize>()
        };
        let mut tasks = Vec::new();
        // A review's search asks first, then two live decisions: both go before it.
        for owner in [0, 1, 2] {
            let (s, o) = (slots.clone(), order.clone());
            tasks.push(tokio::spawn(async move {
                let _p = if owner == 0 {
                    s.acquire_low().await
                } else {
                    s.acquire(PlayerId(owner)).await
                };
                o.lock().unwrap_or_else(|e| e.into_inner()).push(owner);
            }));
            while waiting(&slots) < tasks.len() {
                tokio::task::yield_now().await;
            }
        }
        drop(first);
        for t in tasks {
            t.await.expect("task");
        }
        assert_eq!(*order.lock().unwrap_or_else(|e| e.into_inner()), [1, 2, 0]);
        // Free again: low work takes a free slot at once.
        drop(slots.acquire_low().await);
    }
}
