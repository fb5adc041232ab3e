//! The referee's outcome of a trial decided outside the position (the `agreed` reports, the
//! `game` trial's sub-game): played into the game at stage `r` in one write with the post it
//! owes, as any decision.

use gipf_i18n::Lang;
use gipf_rules::{Action, TrialComment};
use gipf_store::NewAction;

use crate::events::Actor;
use crate::fail::{Fail, R};
use crate::game::LockedGame;
use crate::reply::Reply;
use crate::Manager;

impl Manager {
    /// Plays the referee's `action` (`won` or `lost`) with its trial comment in a game at
    /// stage `r`, clearing the reports; stored as the challenger's decision (he raised the
    /// challenge and carries it).
    pub(crate) async fn play_trial_outcome(
        &self,
        mut game: LockedGame,
        action: Action,
        comment: Option<TrialComment>,
        actor: Actor,
        by: Option<gipf_store::PlayerId>,
        lang: Lang,
    ) -> R<Reply> {
        let live = game.live();
        let id = live.row.id;
        let challenger = live
            .gipf()
            .and_then(|p| p.challenger())
            .ok_or_else(|| Fail::Internal(format!("game {id}: stage r without a challenger")))?;
        let mut next = live.position().clone();
        gipf_game::Game::play(&mut next, gipf_games::AnyAction::Gipf(action))
            .map_err(|e| Fail::Internal(format!("game {id}: the referee's {action}: {e}")))?;
        let now = self.now();
        let next_human = next
            .decider_color()
            .is_some_and(|c| !live.player(c).is_ai());
        let clocks = crate::clocks::after_decision(
            live.time_control(),
            live.row.banks,
            None,
            live.position(),
            &next,
            next_human,
            now,
        );
        let entry = match comment {
            Some(c) => format!("{action} {c}"),
            None => action.to_string(),
        };
        let position = next.to_string();
        let new = NewAction {
            game: id,
            expected_version: live.row.version,
            ply: live.row.ply,
            actor: live.player(challenger).id,
            notation: &entry,
            outcome: None,
            position: &position,
            timer: clocks.timer,
            banks: clocks.banks,
            now,
        };
        let finish = next.result().map(|(winner, reason)| gipf_store::Finish {
            winner,
            reason: reason.into(),
        });
        let post = Manager::post_after(
            live,
            next.decider_color().map(|c| live.player(c)),
            finish.is_some(),
            by,
            actor,
        );
        let changed = self
            .inner
            .store
            .commit_action(
                &new,
                finish.map(|f| (f, &crate::Glicko2 as &dyn gipf_store::Rater)),
                post.as_ref(),
            )
            .await?;
        self.changed(&changed.row);
        live.record.play_entry(&entry).map_err(|e| {
            Fail::Internal(format!("game {id}: stored {entry} does not replay: {e}"))
        })?;
        live.row = changed.row;
        let snapshot = game.release(self);
        if clocks.timer.is_some() {
            self.inner.timers.notify_one();
        }
        self.after_change(&snapshot, by, actor, changed.post, lang)
            .await
    }
}
