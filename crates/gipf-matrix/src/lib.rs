//! gipfbot's Matrix adapter: `!gipf` commands, moves typed in a game's thread, boards as
//! `m.image` events with a thumbnail, turn notifications through `m.mentions`, encrypted
//! rooms.
//!
//! The adapter holds no game logic: it turns messages into [`gipf_manager::Command`]s and
//! posts the [`gipf_manager::Reply`] and the manager's events where each game lives (its
//! thread, whose root is the game's first message). Where a game lives is kept in the store.
//!
//! Being a good Matrix citizen:
//! - the session (access token, device) is saved next to the SDK's SQLite state and crypto
//!   stores and restored at start, so the device and its encryption keys stay the same;
//! - the sync position is saved in the database: after a restart, commands sent while the bot
//!   was away are answered once if younger than `catch_up` (by the homeserver's `age`);
//!   a new room's history and the very first start's backlog are never acted on;
//! - invites are accepted only from the servers or users the config allows;
//! - optionally the previous board of a game is redacted when a new one is posted.

mod bot;
mod post;
mod session;

use std::path::PathBuf;

use gipf_manager::{Manager, Secret};

/// How the adapter connects (the `[matrix]` section of the config).
#[derive(Clone, Debug)]
pub struct MatrixConfig {
    /// The homeserver: a URL (`https://matrix.example.org`) or a server name.
    pub homeserver: String,
    /// The bot's user: `@gipfbot:example.org` or the localpart.
    pub user: String,
    /// The password (for the first login; later starts restore the saved session).
    pub password: Secret,
    /// An access token instead of a password.
    pub access_token: Secret,
    /// The name of the bot's device, shown to users who verify it.
    pub device_name: String,
    /// Where the session and the SDK's state and crypto stores live (a folder).
    pub store_path: PathBuf,
    /// Encrypts the SDK's stores when set.
    pub store_passphrase: Secret,
    /// Whose invites are accepted: server names (`example.org`), user ids
    /// (`@ann:example.org`), or `*` for everyone. Empty: users of the bot's own server.
    pub allow: Vec<String>,
    /// Redact a game's previous board when a new one is posted.
    pub redact_old_boards: bool,
    /// The command prefix.
    pub prefix: String,
    /// After a restart, commands sent while the bot was away are answered (once) when they
    /// are at most this old by the homeserver's count; older ones are ignored.
    pub catch_up: std::time::Duration,
}

/// Why the adapter stopped.
#[derive(Debug, thiserror::Error)]
pub enum MatrixError {
    /// Neither a password nor an access token.
    #[error("no Matrix password or access token: set matrix.password or matrix.access_token")]
    NoCredentials,
    /// A user id that cannot be one.
    #[error("matrix.user {0:?} is not a Matrix user id (write @name:server or the name)")]
    BadUser(String),
    /// The session file cannot be read or written.
    #[error("the Matrix session file {path}: {error}")]
    Session {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: String,
    },
    /// The homeserver refused or cannot be reached.
    #[error("Matrix: {0}")]
    Sdk(Box<matrix_sdk::Error>),
    /// The client could not be built (bad homeserver, unreadable stores).
    #[error("Matrix client: {0}")]
    Build(Box<matrix_sdk::ClientBuildError>),
}

impl MatrixError {
    /// Whether trying again later may help: the homeserver could not be reached, or
    /// answered with a server error or a rate limit (a wrong password or user is no such
    /// case).
    pub fn is_transient(&self) -> bool {
        fn http(e: &matrix_sdk::HttpError) -> bool {
            match e {
                matrix_sdk::HttpError::Reqwest(_) => true,
                matrix_sdk::HttpError::Cached(inner) => http(inner),
                matrix_sdk::HttpError::Api(_) => e.as_client_api_error().is_some_and(|c| {
                    c.status_code.is_server_error() || c.status_code.as_u16() == 429
                }),
                _ => false,
            }
        }
        match self {
            MatrixError::Sdk(e) => match &**e {
                matrix_sdk::Error::Http(h) => http(h),
                _ => false,
            },
            MatrixError::Build(e) => match &**e {
                matrix_sdk::ClientBuildError::Http(h) => http(h),
                matrix_sdk::ClientBuildError::AutoDiscovery(_) => true,
                _ => false,
            },
            _ => false,
        }
    }
}

/// The first wait after a failed connection; it doubles up to [`RETRY_MAX`].
const RETRY_FIRST: std::time::Duration = std::time::Duration::from_millis(500);
const RETRY_MAX: std::time::Duration = std::time::Duration::from_secs(60);

/// Runs `attempt` until it succeeds or fails for good; a homeserver that cannot be reached
/// yet (the bot started before it) is waited for, with the wait logged.
pub(crate) async fn patiently<T, F, Fut>(what: &str, mut attempt: F) -> Result<T, MatrixError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, MatrixError>>,
{
    let mut wait = RETRY_FIRST;
    loop {
        match attempt().await {
            Err(e) if e.is_transient() => {
                tracing::warn!(error = %e, retry_in_ms = wait.as_millis() as u64, "{what}: the homeserver cannot be reached yet");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(RETRY_MAX);
            }
            other => return other,
        }
    }
}

impl From<matrix_sdk::Error> for MatrixError {
    fn from(e: matrix_sdk::Error) -> MatrixError {
        MatrixError::Sdk(Box::new(e))
    }
}

impl From<matrix_sdk::ClientBuildError> for MatrixError {
    fn from(e: matrix_sdk::ClientBuildError) -> MatrixError {
        MatrixError::Build(Box::new(e))
    }
}

/// Logs in (or restores the saved session) and serves until the connection ends for good.
/// The manager's events are listened to from the call on (before the future first runs),
/// so that nothing the AI or a timer does meanwhile is missed: call it before
/// [`Manager::resume_ai`].
pub fn run(
    manager: Manager,
    config: MatrixConfig,
) -> impl std::future::Future<Output = Result<(), MatrixError>> + Send {
    run_with_ready(manager, config, || {})
}

/// [`run`], calling `ready` once the first sync is done and messages are being handled
/// (tests wait for it before they speak).
pub fn run_with_ready(
    manager: Manager,
    config: MatrixConfig,
    ready: impl FnOnce() + Send,
) -> impl std::future::Future<Output = Result<(), MatrixError>> + Send {
    let events = manager.events_for(&bot::MATRIX);
    async move {
        let client = patiently("Matrix login", || session::connect(&config)).await?;
        bot::serve(manager, config, client, ready, events).await
    }
}
