//! What operators watch, counted where it happens and written in the Prometheus text format
//! ([`Manager::metrics_text`]): commands by kind and outcome, their latency, live games, the
//! AI's decisions and think time, images rendered, owed posts, adapter reconnections.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use gipf_store::GameStatus;

use crate::Manager;

/// Upper bounds of the latency buckets, in seconds (Prometheus' `le`).
const BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];

/// A latency histogram: counts per bucket, their sum and number.
#[derive(Debug, Default)]
pub(crate) struct Histogram {
    buckets: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    sum_micros: AtomicU64,
}

impl Histogram {
    pub(crate) fn observe(&self, d: Duration) {
        let secs = d.as_secs_f64();
        for (i, le) in BUCKETS.iter().enumerate() {
            if secs <= *le {
                self.buckets[i].fetch_add(1, Ordering::Relaxed);
            }
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_micros.fetch_add(
            d.as_micros().min(u128::from(u64::MAX)) as u64,
            Ordering::Relaxed,
        );
    }

    fn write(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        for (i, le) in BUCKETS.iter().enumerate() {
            let n = self.buckets[i].load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{le}\"}} {n}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
    }
}

/// How a command ended, as counted.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Outcome {
    /// Done.
    Ok,
    /// The user's mistake (answered with what to do).
    Refused,
    /// Over a limit, or while stopping.
    Limited,
    /// The database or the service failed.
    Failed,
}

impl Outcome {
    fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Limited => "limited",
            Outcome::Failed => "failed",
        }
    }
}

/// The counters.
#[derive(Debug, Default)]
pub(crate) struct Metrics {
    commands: Mutex<BTreeMap<(&'static str, Outcome), u64>>,
    pub(crate) command_latency: Histogram,
    pub(crate) ai_decisions: AtomicU64,
    pub(crate) ai_think: Histogram,
    /// Game reviews computed, and the time each took.
    pub(crate) reviews: AtomicU64,
    pub(crate) review_time: Histogram,
    /// Puzzles found in the service's own games and added.
    pub(crate) puzzles_found: AtomicU64,
    pub(crate) images: AtomicU64,
    /// Your-turn messages sent by direct message.
    pub(crate) direct_messages: AtomicU64,
    reconnects: Mutex<BTreeMap<&'static str, u64>>,
    connected: Mutex<BTreeMap<&'static str, bool>>,
}

impl Metrics {
    pub(crate) fn command(&self, kind: &'static str, outcome: Outcome, took: Duration) {
        *self
            .commands
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry((kind, outcome))
            .or_default() += 1;
        self.command_latency.observe(took);
    }
}

/// Whether the service can work: what `/health` says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Health {
    /// The database answered (or why not).
    pub database: Result<(), String>,
    /// Each adapter that runs, and whether it is connected to its platform now.
    pub adapters: Vec<(&'static str, bool)>,
}

impl Health {
    /// All well.
    pub fn ok(&self) -> bool {
        self.database.is_ok() && self.adapters.iter().all(|(_, up)| *up)
    }
}

impl Manager {
    /// An adapter says whether it is connected to its platform now; a connection after a
    /// loss counts as a reconnection.
    pub fn adapter_connected(&self, platform: &'static str, up: bool) {
        let m = &self.inner.metrics;
        let before = m
            .connected
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(platform, up);
        if up && before == Some(false) {
            *m.reconnects
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(platform)
                .or_default() += 1;
        }
    }

    /// The database and the adapters, looked at now.
    pub async fn health(&self) -> Health {
        let database = self.inner.store.ping().await.map_err(|e| e.to_string());
        let adapters = self
            .inner
            .metrics
            .connected
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|(k, v)| (*k, *v))
            .collect();
        Health { database, adapters }
    }

    /// Every metric, in the Prometheus text format (version 0.0.4).
    pub async fn metrics_text(&self) -> String {
        let m = &self.inner.metrics;
        let mut out = String::new();
        out.push_str(
            "# HELP gipfbot_commands_total Commands handled, by command and outcome.\n\
             # TYPE gipfbot_commands_total counter\n",
        );
        for ((kind, outcome), n) in m.commands.lock().unwrap_or_else(|e| e.into_inner()).iter() {
            let _ = writeln!(
                out,
                "gipfbot_commands_total{{command=\"{kind}\",outcome=\"{}\"}} {n}",
                outcome.as_str()
            );
        }
        m.command_latency.write(
            &mut out,
            "gipfbot_command_seconds",
            "Time from a command to its reply.",
        );
        let live = self.inner.store.count_with_status(GameStatus::Active).await;
        if let Ok(live) = live {
            let _ = writeln!(
                out,
                "# HELP gipfbot_live_games Games being played.\n# TYPE gipfbot_live_games gauge\ngipfbot_live_games {live}"
            );
        }
        let owed = self.owed_here().await;
        let _ = writeln!(
            out,
            "# HELP gipfbot_owed_posts Posts owed to the running adapters' platforms.\n# TYPE gipfbot_owed_posts gauge\ngipfbot_owed_posts {owed}"
        );
        let _ = writeln!(
            out,
            "# HELP gipfbot_ai_decisions_total Decisions the AI made.\n# TYPE gipfbot_ai_decisions_total counter\ngipfbot_ai_decisions_total {}",
            m.ai_decisions.load(Ordering::Relaxed)
        );
        m.ai_think.write(
            &mut out,
            "gipfbot_ai_think_seconds",
            "The AI's time per decision.",
        );
        let _ = writeln!(
            out,
            "# HELP gipfbot_reviews_total Game reviews computed.\n# TYPE gipfbot_reviews_total counter\ngipfbot_reviews_total {}",
            m.reviews.load(Ordering::Relaxed)
        );
        m.review_time.write(
            &mut out,
            "gipfbot_review_seconds",
            "The engine's time per game review.",
        );
        let _ = writeln!(
            out,
            "# HELP gipfbot_puzzles_found_total Puzzles found in finished games and added.\n# TYPE gipfbot_puzzles_found_total counter\ngipfbot_puzzles_found_total {}",
            m.puzzles_found.load(Ordering::Relaxed)
        );
        let _ = writeln!(
            out,
            "# HELP gipfbot_images_rendered_total Board images drawn.\n# TYPE gipfbot_images_rendered_total counter\ngipfbot_images_rendered_total {}",
            m.images.load(Ordering::Relaxed)
        );
        let _ = writeln!(
            out,
            "# HELP gipfbot_direct_messages_total Your-turn notices sent by direct message.\n# TYPE gipfbot_direct_messages_total counter\ngipfbot_direct_messages_total {}",
            m.direct_messages.load(Ordering::Relaxed)
        );
        out.push_str(
            "# HELP gipfbot_adapter_reconnects_total Connections to a platform after a loss.\n\
             # TYPE gipfbot_adapter_reconnects_total counter\n",
        );
        for (p, n) in m
            .reconnects
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
        {
            let _ = writeln!(
                out,
                "gipfbot_adapter_reconnects_total{{platform=\"{p}\"}} {n}"
            );
        }
        out.push_str(
            "# HELP gipfbot_adapter_connected Whether an adapter is connected to its platform.\n\
             # TYPE gipfbot_adapter_connected gauge\n",
        );
        for (p, up) in m.connected.lock().unwrap_or_else(|e| e.into_inner()).iter() {
            let _ = writeln!(
                out,
                "gipfbot_adapter_connected{{platform=\"{p}\"}} {}",
                u8::from(*up)
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_into_every_bucket_above() {
        let h = Histogram::default();
        h.observe(Duration::from_millis(3));
        h.observe(Duration::from_secs(20));
        let mut out = String::new();
        h.write(&mut out, "x", "help");
        assert!(out.contains("x_bucket{le=\"0.001\"} 0"), "{out}");
        assert!(out.contains("x_bucket{le=\"0.005\"} 1"), "{out}");
        assert!(out.contains("x_bucket{le=\"10\"} 1"), "{out}");
        assert!(out.contains("x_bucket{le=\"+Inf\"} 2"), "{out}");
        assert!(out.contains("x_count 2"), "{out}");
    }
}
