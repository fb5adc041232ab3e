//! `notify [mention | dm | off]`, and who a your-turn notice mentions in the room.

use gipf_i18n::Lang;
use gipf_store::{Notify, Player};

use crate::adapter::Platform;
use crate::fail::{user, R};
use crate::reply::Reply;
use crate::Manager;

impl Manager {
    /// `notify`: where the player's notices go now; with a word, they go there from now on.
    pub(crate) async fn notify_setting(
        &self,
        platform: &Platform,
        me: &Player,
        to: Option<Notify>,
        lang: Lang,
    ) -> R<Reply> {
        if to == Some(Notify::Dm) && !platform.direct_messages {
            return user(gipf_i18n::msg!("notify-no-dm"));
        }
        let store = &self.inner.store;
        if let Some(n) = to {
            store.set_player_notify(me.id, Some(n)).await?;
        }
        let state = store.player_notify(me.id).await?;
        self.prefs(|p| p.notify.insert(me.id, state.effective()));
        let batch = self.inner.config.direct_batch_ms;
        Ok(Reply {
            private: true,
            ..Reply::text(super::text::notify_now(lang, state, batch))
        })
    }

    /// Whether a your-turn notice to `p` mentions him in the room (his notices are
    /// mentions, the default); remembered. A database that cannot say: mentioned.
    pub(crate) async fn pings(&self, p: &Player) -> bool {
        if p.is_ai() {
            return false;
        }
        if let Some(n) = self.prefs(|prefs| prefs.notify.get(&p.id).copied()) {
            return n == Notify::Mention;
        }
        match self.inner.store.player_notify(p.id).await {
            Ok(s) => {
                let n = s.effective();
                self.prefs(|prefs| prefs.notify.insert(p.id, n));
                n == Notify::Mention
            }
            Err(e) => {
                tracing::warn!(error = %e, player = p.id.0, "cannot read where notices go");
                true
            }
        }
    }

    /// Of `players`, those a your-turn notice mentions.
    pub(crate) async fn pinged(&self, players: Vec<Player>) -> Vec<Player> {
        let mut kept = Vec::with_capacity(players.len());
        for p in players {
            if self.pings(&p).await {
                kept.push(p);
            }
        }
        kept
    }
}
