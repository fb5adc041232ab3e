//! Move confirmation, a player's setting (`confirm on`, remembered across rooms): a push he
//! chooses with the buttons (a dot and a direction, a loaded push, a TAMSK push, a
//! potential's use) is shown first as a preview, the board after it, with Confirm and
//! Cancel, and counts only once confirmed. Typed moves are deliberate and count at once, and
//! removal choices are not pushes: neither is confirmed.

use gipf_i18n::{msg, t, Lang};
use gipf_rules::Action;
use gipf_store::{GameId, Player};

use crate::choice::{game_button, ChoiceGroup, ChoiceKind, ChoiceWhat};
use crate::fail::R;
use crate::reply::Reply;
use crate::Manager;

impl Manager {
    /// `confirm`, `confirm on`, `confirm off`.
    pub(crate) async fn confirm_setting(
        &self,
        me: &Player,
        on: Option<bool>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        if on.is_some() {
            store.set_player_confirm(me.id, on).await?;
        }
        let now = match on {
            Some(v) => v,
            None => store.player_confirm(me.id).await?.unwrap_or(false),
        };
        let key = if now { "confirm-on" } else { "confirm-off" };
        Ok(Reply {
            private: true,
            ..Reply::text(t!(lang, key))
        })
    }

    /// A push chosen with a button: its preview with Confirm and Cancel when the player
    /// confirms his pushes; `None` to play it now (he does not, it is no push, or it cannot
    /// be played: playing it says why).
    pub(crate) async fn preview_push(
        &self,
        me: &Player,
        id: GameId,
        action: &str,
        ply: i64,
        lang: Lang,
    ) -> R<Option<Reply>> {
        if self.inner.store.player_confirm(me.id).await? != Some(true) {
            return Ok(None);
        }
        let mut live = self.snapshot(id).await?;
        let mine = live.colour_of(me.id);
        if live.row.ply != ply || mine.is_none() || live.position().decider_color() != mine {
            return Ok(None);
        }
        // GIPF's pushes and uses are previewed; the other games' actions are played.
        let Some(Ok(a)) = live.gipf().map(|p| p.parse_action(action)) else {
            return Ok(None);
        };
        let push = matches!(
            a,
            Action::Push { .. }
                | Action::PushLoaded { .. }
                | Action::Use { .. }
                | Action::Tamsk { .. }
        );
        if !push || live.record.play(gipf_games::AnyAction::Gipf(a)).is_err() {
            return Ok(None);
        }
        // The board after it, shown to him alone, without the buttons of what would follow.
        let mut reply = self.board_reply(&live, mine, lang).await;
        let choice =
            |what: ChoiceWhat, label: &'static str| game_button(lang, id, ply, what, label);
        reply.markdown = format!(
            "{}\n{}",
            msg!("confirm-preview", action = a.to_string()).render(lang),
            reply.markdown
        );
        reply.choices = vec![ChoiceGroup {
            kind: ChoiceKind::Confirm,
            choices: vec![
                choice(ChoiceWhat::Confirm(a.to_string()), "button-confirm"),
                choice(ChoiceWhat::CancelPush, "button-cancel-push"),
            ],
        }];
        reply.mentions.clear();
        reply.private = true;
        reply.closes_board = false;
        Ok(Some(reply))
    }
}
