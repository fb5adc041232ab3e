//! Move confirmation, a player's setting (`confirm on`, remembered across rooms): a push he
//! chooses with the buttons (a dot and a direction, a loaded push, a TAMSK push, a
//! potential's use) is shown first as a preview, the board after it, with Confirm and
//! Cancel, and counts only once confirmed. PÜNCT's clicked actions are always previewed
//! (the points the piece would cover and its level). Typed moves are deliberate and count
//! at once, and removal choices are not pushes: neither is confirmed.

use gipf_games::{AnyAction, AnyPosition};
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
        let mut live = self.snapshot(id).await?;
        // PÜNCT's clicked actions are always previewed (issue 54: the points a piece would
        // cover, to the player alone, before it counts); GIPF's pushes when he asks for it.
        let punct = live.kind() == gipf_games::GameKind::Punct;
        if !punct && self.inner.store.player_confirm(me.id).await? != Some(true) {
            return Ok(None);
        }
        let mine = live.colour_of(me.id);
        if live.row.ply != ply || mine.is_none() || live.position().decider_color() != mine {
            return Ok(None);
        }
        let (any, text) = match live.position() {
            AnyPosition::Punct(p) => match p.read_action(action) {
                Ok(a) => (AnyAction::Punct(a), a.to_string()),
                Err(_) => return Ok(None),
            },
            // GIPF's pushes and uses are previewed; the other games' actions are played.
            _ => {
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
                if !push {
                    return Ok(None);
                }
                (AnyAction::Gipf(a), a.to_string())
            }
        };
        if live.record.play(any).is_err() {
            return Ok(None);
        }
        let line = match (any, live.record.current()) {
            (AnyAction::Punct(a), AnyPosition::Punct(after)) => {
                let Some(points) = a.points() else {
                    return Ok(None);
                };
                let level = after.top_at(points[0]).map_or(0, |piece| piece.level);
                gipf_i18n::punct::preview(&points, level)
            }
            _ => msg!("confirm-preview", action = text.clone()),
        };
        // The board after it, shown to him alone, without the buttons of what would follow.
        let mut reply = self.board_reply(&live, mine, lang).await;
        let choice =
            |what: ChoiceWhat, label: &'static str| game_button(lang, id, ply, what, label);
        reply.markdown = format!("{}\n{}", line.render(lang), reply.markdown);
        reply.choices = vec![ChoiceGroup {
            kind: ChoiceKind::Confirm,
            choices: vec![
                choice(ChoiceWhat::Confirm(text), "button-confirm"),
                choice(ChoiceWhat::CancelPush, "button-cancel-push"),
            ],
        }];
        reply.mentions.clear();
        reply.private = true;
        reply.closes_board = false;
        Ok(Some(reply))
    }
}
