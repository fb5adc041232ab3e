//! Stopping cleanly (SIGTERM, a deploy): no new commands or AI decisions, the decisions
//! under way finished (their moves are committed and announced), the events handed to the
//! adapters, and what is left said in the log for the next start.

use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::Manager;

/// What a shutdown left for the next start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Leftover {
    /// AI decisions not made (the next start makes them).
    pub ai_decisions: usize,
    /// Events the adapters had not taken when the grace time ran out.
    pub events: usize,
}

impl Manager {
    /// Whether the manager is stopping (commands are then refused with a sentence that
    /// says so).
    pub fn is_closing(&self) -> bool {
        self.inner.closing.load(Ordering::SeqCst)
    }

    /// Stops taking commands and starting AI decisions, then waits at most `grace` for the
    /// decisions under way and for the adapters to take the events they caused. Returns
    /// what is left; the database stays open (close it after the adapters stopped).
    pub async fn shut_down(&self, grace: Duration) -> Leftover {
        self.inner.closing.store(true, Ordering::SeqCst);
        self.inner.timers.notify_one();
        let deadline = tokio::time::Instant::now() + grace;
        let _ = tokio::time::timeout_at(deadline, self.ai_idle()).await;
        // The adapters' receivers drain the channel as they post; give them the rest of the
        // grace time, polling (nothing signals an empty channel).
        while !self.inner.events.is_empty() && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let left = Leftover {
            ai_decisions: self.inner.ai_pending.load(Ordering::SeqCst),
            events: self.inner.events.len(),
        };
        tracing::info!(
            ai_decisions_left = left.ai_decisions,
            events_left = left.events,
            "the manager stopped"
        );
        left
    }
}
