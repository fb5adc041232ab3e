//! Timeouts claimed, not automatic (the room setting `timeout claim`): when a player's time
//! runs out in a game between people, his opponent is offered the win ("Claim the win" or
//! "Wait"; typed, `claim [#game]`) instead of an automatic result. Until it is claimed the
//! late player may still decide, and the game goes on as if nothing happened (a new clock
//! starts). Games against the AI end on time at once, whatever the room says.

use gipf_i18n::{msg, t, Lang};
use gipf_rules::Color;
use gipf_store::{Cause, EndReason, EventKind, Finish, GameId, GameStatus, NewPost, Player};

use crate::choice::{game_button, ChoiceGroup, ChoiceKind, ChoiceWhat};
use crate::fail::{user, R};
use crate::game::{Live, LockedGame};
use crate::reply::Reply;
use crate::text::shown_name;
use crate::{text, Manager};

impl Manager {
    /// The decider's time ran out where timeouts are claimed: the claim is offered to his
    /// opponent (an owed post), and the scheduler leaves the game alone.
    pub(crate) async fn time_up(&self, mut game: LockedGame, late: Color, now: i64) -> R<bool> {
        let live = game.live();
        let id = live.row.id;
        let claimer = live.player(late.other()).clone();
        let post = NewPost {
            kind: EventKind::TimeUp,
            cause: Cause::Timer,
            mentions: vec![claimer.id],
        };
        let changed = self
            .inner
            .store
            .time_up(id, live.row.version, Some(&post), now)
            .await?;
        self.changed(&changed.row);
        live.row = changed.row;
        let snapshot = game.release(self);
        let lang = self.room_lang(snapshot.community.id).await;
        let reply = self.time_up_reply(&snapshot, lang).await;
        self.emit(
            EventKind::TimeUp,
            Cause::Timer,
            &snapshot.community,
            vec![claimer],
            reply,
            changed.post,
        );
        Ok(true)
    }

    /// The claim offered, with its buttons; the board once it is no longer open.
    pub(crate) async fn time_up_reply(&self, live: &Live, lang: Lang) -> Reply {
        let late = live.position().decider_color();
        let (Some(_), Some(late)) = (live.row.timed_out_at, late) else {
            return self.board_reply(live, live.main_viewer(), lang).await;
        };
        if live.row.status != GameStatus::Active {
            return self.board_reply(live, live.main_viewer(), lang).await;
        }
        let id = live.row.id;
        let claimer = live.player(late.other());
        let choice = |what: ChoiceWhat, label: &'static str| {
            game_button(lang, id, live.row.ply, what, label)
        };
        Reply {
            game: Some(id),
            mentions: vec![claimer.clone()],
            choices: vec![ChoiceGroup {
                kind: ChoiceKind::Claim,
                choices: vec![
                    choice(ChoiceWhat::Claim, "button-claim"),
                    choice(ChoiceWhat::Wait, "button-wait"),
                ],
            }],
            lang,
            ..Reply::text(t!(
                lang,
                "time-up",
                name = shown_name(live.player(late)),
                claimer = shown_name(claimer),
                id = id.to_string()
            ))
        }
    }

    /// `claim [#game]`: the win on time, by the late player's opponent.
    pub(crate) async fn claim_win(&self, me: &Player, id: GameId, lang: Lang) -> R<Reply> {
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        if live.row.status != GameStatus::Active {
            return user(text::game_over_already(id, &live.row));
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        let late = live.position().decider_color();
        if live.row.timed_out_at.is_none() || late != Some(mine.other()) {
            return user(msg!("error-claim-not-due", id = id.to_string()));
        }
        let finish = Finish {
            winner: Some(mine),
            reason: EndReason::Time,
        };
        self.end_game(game, me, finish, lang).await
    }

    /// The Wait button: nothing changes; the claim stays possible until the late player
    /// decides.
    pub(crate) async fn wait_for_late(&self, me: &Player, id: GameId, lang: Lang) -> R<Reply> {
        let live = self.snapshot(id).await?;
        if live.colour_of(me.id).is_none() {
            return user(text::not_your_game(id));
        }
        Ok(Reply {
            private: true,
            ..Reply::text(t!(lang, "claim-waiting", id = id.to_string()))
        })
    }
}
