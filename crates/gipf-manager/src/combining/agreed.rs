//! The `agreed` trial (COMMANDS.md, "Stage r"): both players report the result of a game
//! they played elsewhere, each from his own side (`report win|draw|loss`, or the buttons I
//! won / Draw / I lost). Two reports that agree play the outcome (`won` when the user won
//! or drew); reports that disagree are said so and may be changed; when the reports' time is
//! up, a single report stands, and with none or still disagreeing the use stands.

use gipf_i18n::{msg, Lang};
use gipf_rules::{Action, AgreedResult, Color, Stage, Trial, TrialComment};
use gipf_store::{Cause, EventKind, GameId, GameStatus, NewPost, Player};

use crate::events::Actor;
use crate::fail::{user, Fail, R};
use crate::game::{Live, LockedGame};
use crate::reply::Reply;
use crate::text::shown_name;
use crate::{text, Manager};

/// What the reports say now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Settled {
    /// One report or none yet.
    Waiting,
    /// Two reports that cannot both be true.
    Disagree,
    /// The user's result: the outcome follows.
    Result(AgreedResult),
    /// Time is up with no report, or with two that disagree: the use stands (`won`, with no
    /// trial comment: nobody's result was agreed).
    Stands,
}

/// The reports' verdict for the user of the challenged use; with `time_up`, a single report
/// stands and no report or a disagreement lets the use stand.
pub(crate) fn settle(reports: [Option<AgreedResult>; 2], user: Color, time_up: bool) -> Settled {
    let mine = reports[user.index()];
    let theirs = reports[user.other().index()].map(AgreedResult::other_side);
    match (mine, theirs) {
        (Some(a), Some(b)) if a == b => Settled::Result(a),
        (Some(_), Some(_)) if !time_up => Settled::Disagree,
        (Some(_), Some(_)) | (None, None) if time_up => Settled::Stands,
        (Some(a), None) | (None, Some(a)) if time_up => Settled::Result(a),
        _ => Settled::Waiting,
    }
}

/// The outcome the user's result plays (a draw keeps the use: COMBINING.md §4).
const fn outcome(r: AgreedResult) -> Action {
    match r {
        AgreedResult::Loss => Action::Lost,
        AgreedResult::Win | AgreedResult::Draw => Action::Won,
    }
}

/// Whether the game waits for the reports of an `agreed` trial.
pub(crate) fn waits_for_reports(live: &Live) -> bool {
    live.row.status == GameStatus::Active
        && live.gipf().is_some_and(|p| {
            p.stage() == Stage::Referee && p.challenges().map(|c| c.trial()) == Some(Trial::Agreed)
        })
}

impl Manager {
    /// `report win|draw|loss [#game]` (or its button) by `me`.
    pub(crate) async fn report(
        &self,
        me: &Player,
        id: GameId,
        result: AgreedResult,
        lang: Lang,
    ) -> R<Reply> {
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        if !waits_for_reports(live) {
            return user(msg!("contest-nothing-to-report", id = id.to_string()));
        }
        let user_colour = live
            .gipf()
            .and_then(|p| p.user())
            .ok_or_else(|| Fail::Internal(format!("game {id}: stage r without a user")))?;
        let mut reports = live.row.reports;
        reports[mine.index()] = Some(result);
        if let Settled::Result(r) = settle(reports, user_colour, false) {
            let (action, comment) = (outcome(r), Some(TrialComment::Agreed(r)));
            return self
                .play_trial_outcome(game, action, comment, Actor::Human, Some(me.id), lang)
                .await;
        }
        let post = NewPost {
            kind: EventKind::Board,
            cause: Cause::Command,
            mentions: Vec::new(),
        };
        let now = self.now();
        let changed = self
            .inner
            .store
            .set_report(id, live.row.version, mine, result, Some(&post), now)
            .await?;
        self.changed(&changed.row);
        live.row = changed.row;
        let snapshot = game.release(self);
        let mut reply = self
            .after_change(&snapshot, Some(me.id), Actor::Human, changed.post, lang)
            .await?;
        // The reports as they stand, above the board.
        let line = match settle(snapshot.row.reports, user_colour, false) {
            Settled::Disagree => msg!(
                "contest-reports-disagree",
                white = shown_name(&snapshot.white),
                white_report = reports[0].map_or("", AgreedResult::word),
                black = shown_name(&snapshot.black),
                black_report = reports[1].map_or("", AgreedResult::word)
            ),
            _ => msg!(
                "contest-reported",
                name = shown_name(me),
                report = result.word(),
                other = shown_name(snapshot.player(mine.other()))
            ),
        };
        reply.markdown = format!("{}\n{}", line.render(lang), reply.markdown);
        Ok(reply)
    }

    /// The reports' time is up: a single report stands; none, or a disagreement, lets the
    /// use stand.
    pub(crate) async fn reports_time_up(&self, game: LockedGame, lang: Lang) -> R<bool> {
        let mut game = game;
        let live = game.live();
        let Some(user_colour) = live.gipf().and_then(|p| p.user()) else {
            game.release(self);
            return Ok(false);
        };
        let (action, comment) = match settle(live.row.reports, user_colour, true) {
            Settled::Result(r) => (outcome(r), Some(TrialComment::Agreed(r))),
            // Nothing agreed: the use stands, with no comment.
            Settled::Stands => (Action::Won, None),
            Settled::Waiting | Settled::Disagree => {
                game.release(self);
                return Ok(false);
            }
        };
        self.play_trial_outcome(game, action, comment, Actor::Timer, None, lang)
            .await
            .map(|_| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AgreedResult::{Draw, Loss, Win};

    #[test]
    fn reports_agree_disagree_and_time_up() {
        let w = Color::White;
        // White used: his win is Black's loss.
        assert_eq!(
            settle([Some(Win), Some(Loss)], w, false),
            Settled::Result(Win)
        );
        assert_eq!(
            settle([Some(Loss), Some(Win)], w, false),
            Settled::Result(Loss)
        );
        assert_eq!(
            settle([Some(Draw), Some(Draw)], w, false),
            Settled::Result(Draw)
        );
        assert_eq!(settle([Some(Win), Some(Win)], w, false), Settled::Disagree);
        assert_eq!(settle([Some(Win), None], w, false), Settled::Waiting);
        assert_eq!(settle([None, None], w, false), Settled::Waiting);
        // Black used: Black's own report is the user's.
        assert_eq!(
            settle([Some(Win), Some(Loss)], Color::Black, false),
            Settled::Result(Loss)
        );
        // Time up: one report stands (from the user's side), none or a quarrel keeps the use.
        assert_eq!(settle([None, Some(Win)], w, true), Settled::Result(Loss));
        assert_eq!(settle([Some(Loss), None], w, true), Settled::Result(Loss));
        assert_eq!(settle([None, None], w, true), Settled::Stands);
        assert_eq!(settle([Some(Win), Some(Win)], w, true), Settled::Stands);
        assert_eq!(outcome(Draw), Action::Won);
        assert_eq!(outcome(Loss), Action::Lost);
    }
}
