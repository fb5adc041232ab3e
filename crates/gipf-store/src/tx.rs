//! Writing transactions, and SQLite's write turn.
//!
//! SQLite lets one writer at a time hold its file's lock, and one that finds it taken sleeps
//! in growing steps (1, 2, 5, 10 ms, ...) before it asks again: under load, moves waited in
//! those sleeps while the cores idled (p99 22 ms at 4 commands in flight, almost all of it
//! sleeping). This process's writers therefore take turns on an async lock first, in order and
//! without sleeping; the file lock is then free, but for another program's writes. Every
//! write of the store takes the turn: transactions through [`Store::begin`], single
//! statements through [`Store::write_turn`] (and `Places` through [`take_turn`]). On
//! PostgreSQL there is no turn: its row locks order writers to one game, and writes to
//! different games run at once.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use sqlx::{Any, AnyConnection, Transaction};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::error::Result;
use crate::{Backend, Store};

/// A writing transaction; on SQLite it holds this process's write turn until it ends.
pub(crate) struct Tx {
    tx: Transaction<'static, Any>,
    _turn: Option<OwnedMutexGuard<()>>,
}

/// The write turn of one database (shared by the store's clones).
pub(crate) type Turns = Arc<Mutex<()>>;

impl Store {
    /// Starts a writing transaction (`BEGIN IMMEDIATE` on SQLite, after this process's
    /// earlier writers).
    pub(crate) async fn begin(&self) -> Result<Tx> {
        let turn = self.write_turn().await;
        let tx = self.pool.begin_with(self.backend.begin()).await?;
        Ok(Tx { tx, _turn: turn })
    }

    /// This process's write turn on SQLite (nothing on PostgreSQL), for a write of one
    /// statement, which needs no transaction of its own: hold it while the statement runs.
    pub(crate) async fn write_turn(&self) -> Option<OwnedMutexGuard<()>> {
        take_turn(&self.turns, self.backend).await
    }
}

/// The write turn of `turns` on SQLite; nothing on PostgreSQL.
pub(crate) async fn take_turn(turns: &Turns, backend: Backend) -> Option<OwnedMutexGuard<()>> {
    match backend {
        Backend::Sqlite => Some(Arc::clone(turns).lock_owned().await),
        Backend::Postgres => None,
    }
}

impl Tx {
    /// Commits, then gives the turn to the next writer.
    pub(crate) async fn commit(self) -> Result<()> {
        Ok(self.tx.commit().await?)
    }
}

impl Deref for Tx {
    type Target = AnyConnection;

    fn deref(&self) -> &AnyConnection {
        &self.tx
    }
}

impl DerefMut for Tx {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        &mut self.tx
    }
}
