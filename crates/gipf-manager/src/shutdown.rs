//! Stopping cleanly (SIGTERM, a deploy): no new commands or AI decisions, the decisions
//! under way finished (their moves are committed and announced), the outbox delivered while
//! the platforms take it, and what is left said in the log for the next start.

use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::Manager;

/// What a shutdown left for the next start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Leftover {
    /// AI decisions not made (the next start makes them).
    pub ai_decisions: usize,
    /// Posts still owed on the running adapters' platforms (the next start posts them).
    pub posts: usize,
}

impl Manager {
    /// Whether the manager is stopping (commands are then refused with a sentence that
    /// says so).
    pub fn is_closing(&self) -> bool {
        self.inner.closing.load(Ordering::SeqCst)
    }

    /// Stops taking commands and starting AI decisions, then waits at most `grace` for the
    /// decisions under way and for the adapters' delivery loops to empty the outbox.
    /// Returns what is left; the database stays open (close it after the adapters stopped).
    pub async fn shut_down(&self, grace: Duration) -> Leftover {
        self.inner.closing.store(true, Ordering::SeqCst);
        self.inner.timers.notify_one();
        let deadline = tokio::time::Instant::now() + grace;
        let _ = tokio::time::timeout_at(deadline, self.ai_idle()).await;
        // The delivery loops post what is owed; give them the rest of the grace time,
        // looking at the outbox now and then (a platform that is down keeps its posts for
        // the next start).
        let mut posts = self.owed_here().await;
        while posts > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(50)).await;
            posts = self.owed_here().await;
        }
        let left = Leftover {
            ai_decisions: self.inner.ai_pending.load(Ordering::SeqCst),
            posts,
        };
        tracing::info!(
            ai_decisions_left = left.ai_decisions,
            posts_left = left.posts,
            "the manager stopped"
        );
        left
    }
}
