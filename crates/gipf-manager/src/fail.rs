//! Why a command did nothing: the user's mistake (a sentence that says what to do), the
//! database, or a fault of the service itself (a task that died, shutting down), which the
//! user sees as one sentence with a reference that the log repeats with the cause.

use std::sync::atomic::{AtomicU64, Ordering};

use gipf_i18n::Msg;
use gipf_store::StoreError;

use crate::text;

/// Why a command did nothing.
#[derive(Debug)]
pub(crate) enum Fail {
    /// The user's mistake, worded for him (in his language when shown).
    User(Msg),
    /// The database failed.
    Store(StoreError),
    /// The service failed (not the user's fault): the cause, for the log only.
    Internal(String),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        Fail::Store(e)
    }
}

pub(crate) type R<T> = Result<T, Fail>;

/// A user's mistake.
pub(crate) fn user<T>(msg: Msg) -> R<T> {
    Err(Fail::User(msg))
}

impl Fail {
    /// The sentence for the user; faults that are not his are logged here with a reference
    /// that the sentence repeats, so that a report can be matched with its cause.
    pub(crate) fn into_message(self, what: &str) -> Msg {
        match self {
            Fail::User(m) => m,
            Fail::Store(e @ (StoreError::Busy | StoreError::Conflict(_))) => {
                tracing::info!(error = %e, "{what}: database busy or changed");
                text::store_error(&e, None)
            }
            Fail::Store(e) => {
                let reference = reference();
                tracing::error!(%reference, error = %e, "{what}: database error");
                text::store_error(&e, Some(&reference))
            }
            Fail::Internal(cause) => {
                let reference = reference();
                tracing::error!(%reference, %cause, "{what}: internal error");
                text::internal_error(&reference)
            }
        }
    }
}

impl Fail {
    /// Logs a failure of background work (the AI, timers), where nobody reads a reply: a
    /// "user" failure there is the service's too.
    pub(crate) fn log(self, what: &str) {
        match self {
            Fail::User(m) => tracing::warn!(reason = %m, "{what} did nothing"),
            other => {
                other.into_message(what);
            }
        }
    }
}

/// A short reference for a fault: unique within a run, and unlikely to repeat across runs.
fn reference() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("E{:04X}{:02X}", t & 0xFFFF, n & 0xFF)
}
