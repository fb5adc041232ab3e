//! What went wrong with the database, worded for the person who has to fix it.

use thiserror::Error;

use crate::GameId;

/// What went wrong with the database, worded for the person who has to fix it.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The file could not be opened or created.
    #[error(
        "cannot open the database {path}: {source} (check that its folder exists and is writable)"
    )]
    Open {
        /// The file.
        path: String,
        /// Why.
        source: sqlx::Error,
    },
    /// The database URL cannot be used.
    #[error("the database URL {url} cannot be used: {why} (database.url in the config)")]
    Url {
        /// The URL, without its password.
        url: String,
        /// Why.
        why: String,
    },
    /// The database server could not be reached or refused the login.
    #[error(
        "cannot connect to the database {url}: {source} (check database.url: the server's \
         address and port, the user and the password)"
    )]
    Connect {
        /// The URL, without its password.
        url: String,
        /// Why.
        source: sqlx::Error,
    },
    /// The database server went away (or every connection is busy for seconds).
    #[error("the database does not answer; try again in a moment")]
    Unavailable,
    /// The schema could not be brought up to date.
    #[error(
        "cannot bring the database schema up to date: {0} (is this database from a newer gipfbot?)"
    )]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Another program holds the database locked for longer than the busy timeout.
    #[error("the database is busy (locked by another program); try again in a moment")]
    Busy,
    /// The game changed between reading and writing it.
    #[error("game {0} changed meanwhile; look at the board again")]
    Conflict(GameId),
    /// A stored value that does not read as what its column holds (written by hand, or by
    /// another program).
    #[error(
        "{row}: the stored {column} {value:?} is not valid ({why}); correct or delete the row"
    )]
    Corrupt {
        /// The row, as `game #12` or `player 3`.
        row: String,
        column: &'static str,
        /// What is stored.
        value: String,
        /// Why it does not read.
        why: String,
    },
    /// Any other database failure.
    #[error("database error: {0}")]
    Db(sqlx::Error),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        match &e {
            sqlx::Error::Database(d) => {
                let code = d.code().unwrap_or_default();
                // SQLITE_BUSY (5) and SQLITE_LOCKED (6), with or without extended codes.
                if let Ok(n) = code.parse::<i32>() {
                    if matches!(n & 0xff, 5 | 6) {
                        return StoreError::Busy;
                    }
                }
                // PostgreSQL: lock timeouts and deadlocks (class 40 and 55P03) are "busy";
                // the server shutting down or unreachable (class 08, 57P0x) "unavailable".
                if code.starts_with("40") || code == "55P03" {
                    return StoreError::Busy;
                }
                if code.starts_with("08") || code.starts_with("57P0") {
                    return StoreError::Unavailable;
                }
                StoreError::Db(e)
            }
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => StoreError::Unavailable,
            _ => StoreError::Db(e),
        }
    }
}

/// Results of the store.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// Reads a stored value with `FromStr`, or says which row holds what.
pub(crate) fn parse<T>(row: impl FnOnce() -> String, column: &'static str, value: &str) -> Result<T>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    value.parse().map_err(|e: T::Err| StoreError::Corrupt {
        row: row(),
        column,
        value: value.chars().take(60).collect(),
        why: e.to_string(),
    })
}

/// The rows of a list that read; one that does not is logged and left out, so that one bad
/// row (edited by hand, or written by a newer gipfbot) stops nobody else's work.
pub(crate) fn readable<R, T>(rows: Vec<R>) -> Vec<T>
where
    T: TryFrom<R, Error = StoreError>,
{
    rows.into_iter()
        .filter_map(|r| match T::try_from(r) {
            Ok(row) => Some(row),
            Err(e) => {
                tracing::error!(error = %e, "a row was left out");
                None
            }
        })
        .collect()
}
