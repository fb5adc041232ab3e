//! Puzzles from the service's own games: when a game ends, its positions are asked the
//! engine's puzzle questions (`gipf_engine::puzzle::scan_paced`), one game at a time, each
//! position in an AI slot that no live decision waits for; what it finds is added to the
//! puzzles (a position already there stays as it is), its source `game #12 ply 40`.
//!
//! Classic variants only (see `puzzles_from`). Best effort: a game whose search a stop interrupts is not searched again (its puzzles
//! are a bonus, not owed to anyone).

use gipf_engine::puzzle::{scan_paced, Limits};
use gipf_store::GameStatus;

use super::PUZZLE_DEVIATION;
use crate::fail::{Fail, R};
use crate::game::Live;
use crate::Manager;

impl Manager {
    /// A game that ended: its puzzles looked for, after the games before it.
    pub(crate) fn puzzles_from(&self, live: &Live) {
        // Puzzles are GIPF's (the other games have none yet).
        let Some(record) = live.record.gipf() else {
            return;
        };
        if live.row.status != GameStatus::Finished || record.actions().is_empty() {
            return;
        }
        // With potentials a game's questions take a minute of a core (they branch far more);
        // their puzzles come from `gipf puzzles generate` until the search is cheaper.
        if record.start().potentials().is_some() {
            return;
        }
        let m = self.clone();
        let id = live.row.id;
        let (start, actions) = (record.start().clone(), record.actions().to_vec());
        m.inner.harvests_pending.send_modify(|n| *n += 1);
        tokio::spawn(async move {
            let turn = m.inner.harvesting.lock().await;
            if !m.is_closing() {
                if let Err(f) = m.harvest(id, start, actions).await {
                    f.log(&format!("the puzzles of game {id}"));
                }
            }
            drop(turn);
            m.inner.harvests_pending.send_modify(|n| *n -= 1);
        });
    }

    /// Waits until no game's puzzles are being looked for (tests).
    pub async fn puzzle_harvests_idle(&self) {
        let mut rx = self.inner.harvests_pending.subscribe();
        let _ = rx.wait_for(|n| *n == 0).await;
    }

    async fn harvest(
        &self,
        id: gipf_store::GameId,
        start: gipf_rules::Position,
        actions: Vec<gipf_rules::Action>,
    ) -> R<()> {
        self.puzzles_ready().await?;
        let (m, slots) = (self.clone(), self.inner.ai_slots.clone());
        let handle = tokio::runtime::Handle::current();
        let source = format!("game {id}");
        let found = tokio::task::spawn_blocking(move || {
            scan_paced(
                &start,
                &actions,
                &source,
                &Limits::default(),
                &m.inner.closing,
                || handle.block_on(slots.acquire_low()),
            )
        })
        .await
        .map_err(|e| Fail::Internal(format!("puzzle search failed: {e}")))?;
        if found.is_empty() || self.is_closing() {
            return Ok(());
        }
        let added = self
            .inner
            .store
            .add_puzzles(&found, PUZZLE_DEVIATION, self.now())
            .await?;
        self.inner
            .metrics
            .puzzles_found
            .fetch_add(added as u64, std::sync::atomic::Ordering::Relaxed);
        tracing::info!(
            game = id.0,
            found = found.len(),
            added,
            "puzzles from a game"
        );
        Ok(())
    }
}
