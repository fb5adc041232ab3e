//! `takeback [#game]`: a player asks his opponent to undo his last turn (every decision of
//! it, those his opponent made within it included) before the opponent has decided in his
//! own turn; the opponent accepts or declines (buttons on Discord, `accept takeback` and
//! `decline takeback` typed). Accepted, the game goes back exactly: record, position, clock
//! and banks as they were when that turn began; the undone actions stay in the history as
//! taken back, and a rated game stays rated. Against the AI, an unrated game's takeback is
//! done at once (the asker's last turn and the AI's answer to it), a rated one's refused. One
//! request at a time; any decision makes it lapse (the store clears it).

use gipf_games::{AnyPosition, AnyRecord};
use gipf_i18n::{msg, t, Lang};
use gipf_rules::Color;
use gipf_store::{Banks, Cause, EventKind, GameId, GameStatus, NewPost, Player, Undo};

use crate::choice::{game_button, ChoiceGroup, ChoiceKind, ChoiceWhat};
use crate::events::Actor;
use crate::fail::{user, Fail, R};
use crate::game::{Live, LockedGame};
use crate::reply::Reply;
use crate::text::shown_name;
use crate::{text, Manager};

/// Where the asker's last turn began (the ply to go back to), when it can be taken back:
/// the last decision was made in his turn (his opponent has not decided in his own turn
/// since). With `answered`, the opponent's turn after it (the AI's answer) goes too.
pub(crate) fn takeback_start(record: &AnyRecord, asker: Color, answered: bool) -> Option<usize> {
    // The turn's owner before each decision: GIPF's turn (its removals belong to the turn
    // of the push), the decider in the other games.
    let positions = record.positions();
    let turns: Vec<Color> = positions[..record.len()]
        .iter()
        .map(|p| match p {
            AnyPosition::Gipf(p) => Some(p.turn()),
            // YINSH's opponent's removals belong to the mover's turn (YINSH.md §5.5).
            AnyPosition::Yinsh(p) => Some(p.turn().into()),
            p => p.decider_color(),
        })
        .collect::<Option<_>>()?;
    let mut k = turns.len();
    if answered {
        while k > 0 && turns[k - 1] != asker {
            k -= 1;
        }
    }
    let end = k;
    while k > 0 && turns[k - 1] == asker {
        k -= 1;
    }
    (k < end && (answered || end == turns.len())).then_some(k)
}

/// Whether going back to `start` would undo a challenge or its outcome: a die rolled is
/// never rolled again, and a sub-game or reports once asked for stay the challenge's
/// (COMBINING.md, COMMANDS.md "Stage r").
fn undoes_a_trial(record: &AnyRecord, start: usize) -> bool {
    use gipf_rules::Action;
    let Some(record) = record.gipf() else {
        return false;
    };
    record.actions()[start.min(record.actions().len())..]
        .iter()
        .any(|a| matches!(a, Action::Challenge | Action::Won | Action::Lost))
}

impl Manager {
    /// `takeback`: asks the opponent, or against the AI takes back at once.
    pub(crate) async fn takeback(&self, me: &Player, id: GameId, lang: Lang) -> R<Reply> {
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        if live.row.status != GameStatus::Active {
            return user(text::game_over_already(id, &live.row));
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        let opponent = live.player(mine.other()).clone();
        if opponent.is_ai() {
            if live.row.rated {
                return user(msg!("error-takeback-rated-ai", id = id.to_string()));
            }
            if live.position().decider_color() != Some(mine) {
                return user(msg!("error-takeback-ai-thinking", id = id.to_string()));
            }
            let Some(start) = takeback_start(&live.record, mine, true) else {
                return user(msg!("error-takeback-nothing", id = id.to_string()));
            };
            let head = t!(lang, "takeback-ai", id = id.to_string());
            return self.undo(game, start, head, lang).await;
        }
        if live.row.takeback.is_some() {
            return user(msg!("error-takeback-open", id = id.to_string()));
        }
        match takeback_start(&live.record, mine, false) {
            None => return user(msg!("error-takeback-nothing", id = id.to_string())),
            Some(start) if undoes_a_trial(&live.record, start) => {
                return user(msg!("contest-no-takeback"))
            }
            Some(_) => {}
        }
        let post = NewPost {
            kind: EventKind::Takeback,
            cause: Cause::Command,
            mentions: vec![opponent.id],
        };
        let changed = self
            .inner
            .store
            .request_takeback(id, live.row.version, me.id, Some(&post), self.now())
            .await?;
        self.changed(&changed.row);
        live.row = changed.row;
        let snapshot = game.release(self);
        let mut reply = self.takeback_reply(&snapshot, lang).await;
        reply.owed = self.owe(changed.post, Actor::Human);
        Ok(reply)
    }

    /// `accept takeback` or `decline takeback`, by the asker's opponent; a button says the
    /// ply its request was asked at (an older request's button is stale).
    pub(crate) async fn answer_takeback(
        &self,
        me: &Player,
        id: GameId,
        accept: bool,
        button_ply: Option<i64>,
        lang: Lang,
    ) -> R<Reply> {
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        if live.row.status != GameStatus::Active {
            return user(text::game_over_already(id, &live.row));
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        let Some((asker_id, asked_at)) = live.row.takeback else {
            return user(msg!("error-takeback-none", id = id.to_string()));
        };
        if button_ply.is_some_and(|p| p != asked_at) {
            return user(text::stale(id));
        }
        if asker_id == me.id {
            return user(msg!("error-takeback-own", id = id.to_string()));
        }
        let asker = live.player(mine.other()).clone();
        if !accept {
            let post = NewPost {
                kind: EventKind::TakebackDeclined,
                cause: Cause::Command,
                mentions: vec![asker.id],
            };
            let changed = self
                .inner
                .store
                .decline_takeback(id, live.row.version, Some(&post), self.now())
                .await?;
            self.changed(&changed.row);
            live.row = changed.row;
            let snapshot = game.release(self);
            let mut reply = self.takeback_declined_reply(&snapshot, asker.id, lang);
            reply.owed = self.owe(changed.post, Actor::Human);
            return Ok(reply);
        }
        let Some(start) = takeback_start(&live.record, mine.other(), false) else {
            return user(msg!("error-takeback-nothing", id = id.to_string()));
        };
        let head = t!(
            lang,
            "takeback-accepted",
            name = shown_name(me),
            asker = shown_name(&asker),
            id = id.to_string()
        );
        self.undo(game, start, head, lang).await
    }

    /// Puts the game back to `start` (see the module's comment); the board follows `head`.
    async fn undo(&self, mut game: LockedGame, start: usize, head: String, lang: Lang) -> R<Reply> {
        let store = &self.inner.store;
        let now = self.now();
        let live = game.live();
        let id = live.row.id;
        if undoes_a_trial(&live.record, start) {
            return user(msg!("contest-no-takeback"));
        }
        let record = live.record.truncated(start);
        if record.len() != start {
            return Err(Fail::Internal(format!(
                "game {id}: its first {start} decisions do not replay"
            )));
        }
        let at = record.current().clone();
        // The banks as they were when the undone turn began.
        let banks = match live.row.time_control.bank_ms() {
            Some((bank, _)) if start == 0 => Some(Banks {
                white_ms: bank,
                black_ms: bank,
            }),
            // A decision stored before banks were kept with it: the banks as they are.
            Some(_) => store
                .banks_after(id, start as i64 - 1)
                .await?
                .or(live.row.banks),
            None => None,
        };
        let decider = at.decider_color().map(|c| live.player(c).clone());
        let human = decider.as_ref().is_some_and(|d| !d.is_ai());
        let clocks = crate::clocks::resume(live.row.time_control, banks, &at, human, now);
        let position = at.to_string();
        let post = NewPost {
            kind: EventKind::Board,
            cause: Cause::Command,
            mentions: decider.iter().map(|d| d.id).collect(),
        };
        let changed = store
            .take_back(
                &Undo {
                    game: id,
                    expected_version: live.row.version,
                    ply: start as i64,
                    position: &position,
                    timer: clocks.timer,
                    banks: clocks.banks,
                    now,
                },
                Some(&post),
            )
            .await?;
        tracing::info!(game = id.0, ply = start, "taken back");
        self.changed(&changed.row);
        live.row = changed.row;
        live.record = record;
        let snapshot = game.release(self);
        if clocks.timer.is_some() {
            self.inner.timers.notify_one();
        }
        let mut reply = self
            .board_reply(&snapshot, snapshot.main_viewer(), lang)
            .await;
        reply.markdown = format!("{head}\n{}", reply.markdown);
        reply.owed = self.owe(changed.post, Actor::Human);
        Ok(reply)
    }

    /// The takeback `asker` asked was declined (by his opponent).
    pub(crate) fn takeback_declined_reply(
        &self,
        live: &Live,
        asker: gipf_store::PlayerId,
        lang: Lang,
    ) -> Reply {
        let asker = live.colour_of(asker).unwrap_or(Color::White);
        Reply {
            game: Some(live.row.id),
            mentions: vec![live.player(asker).clone()],
            lang,
            ..Reply::text(t!(
                lang,
                "takeback-declined",
                name = shown_name(live.player(asker.other())),
                id = live.row.id.to_string()
            ))
        }
    }

    /// The open request with its buttons for the opponent; the board when none is open.
    pub(crate) async fn takeback_reply(&self, live: &Live, lang: Lang) -> Reply {
        let Some((asker_id, _)) = live.row.takeback else {
            return self.board_reply(live, live.main_viewer(), lang).await;
        };
        let Some(asker) = live.colour_of(asker_id) else {
            return self.board_reply(live, live.main_viewer(), lang).await;
        };
        let (asker, opponent) = (live.player(asker), live.player(asker.other()));
        let id = live.row.id;
        let choice = |what: ChoiceWhat, label: &'static str| {
            game_button(lang, id, live.row.ply, what, label)
        };
        Reply {
            game: Some(id),
            mentions: vec![opponent.clone()],
            choices: vec![ChoiceGroup {
                kind: ChoiceKind::Takeback,
                choices: vec![
                    choice(ChoiceWhat::TakebackAccept, "button-takeback-accept"),
                    choice(ChoiceWhat::TakebackDecline, "button-takeback-decline"),
                ],
            }],
            lang,
            ..Reply::text(t!(
                lang,
                "takeback-asked",
                name = shown_name(asker),
                opponent = shown_name(opponent),
                id = id.to_string()
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_game::Game;
    use gipf_games::AnyVariant;

    /// A record of standard GIPF from its start and the first legal action at each step.
    fn record(n: usize) -> AnyRecord {
        game_record(AnyVariant::STANDARD, n)
    }

    fn game_record(v: AnyVariant, n: usize) -> AnyRecord {
        let mut r = AnyRecord::new(v.start(|_| 0));
        for _ in 0..n {
            let a = r.current().legal_actions()[0];
            r.play(a).expect("legal");
        }
        r
    }

    #[test]
    fn a_dvonn_decision_is_a_turn_of_its_own() {
        let r = game_record(AnyVariant::Dvonn, 3);
        // White placed, Black placed, White placed: White's last placement goes back.
        assert_eq!(takeback_start(&r, Color::White, false), Some(2));
        assert_eq!(takeback_start(&r, Color::Black, false), None);
        assert_eq!(takeback_start(&r, Color::Black, true), Some(1));
    }

    #[test]
    fn a_tzaar_turn_goes_back_whole() {
        let fixed = AnyVariant::Tzaar(gipf_games::TzaarSetup::Fixed);
        // White's opening; Black's capture and second action; White's capture.
        let r = game_record(fixed, 4);
        // White is in the middle of his turn: his capture goes back (ply 3).
        assert_eq!(takeback_start(&r, Color::White, false), Some(3));
        // Black's whole turn (two actions) goes back only with White's answer.
        assert_eq!(takeback_start(&r, Color::Black, false), None);
        assert_eq!(takeback_start(&r, Color::Black, true), Some(1));
        let r = game_record(fixed, 3);
        assert_eq!(takeback_start(&r, Color::Black, false), Some(1));
    }

    #[test]
    fn a_yinsh_turn_is_the_movers_with_the_opponents_removals_in_it() {
        // Ten placements, White's move, Black's move: Black's move goes back alone.
        let r = game_record(AnyVariant::Yinsh, 12);
        assert_eq!(takeback_start(&r, Color::Black, false), Some(11));
        assert_eq!(takeback_start(&r, Color::White, false), None);
        assert_eq!(takeback_start(&r, Color::White, true), Some(10));
    }

    #[test]
    fn only_the_last_turn_before_the_opponent_decides_is_taken_back() {
        let r = record(0);
        assert_eq!(
            takeback_start(&r, Color::White, false),
            None,
            "nothing played"
        );
        let r = record(1);
        // White pushed; Black has not decided: White's turn goes back to ply 0.
        assert_eq!(takeback_start(&r, Color::White, false), Some(0));
        // Black has nothing of his.
        assert_eq!(takeback_start(&r, Color::Black, false), None);
        let r = record(2);
        // Black answered: White's turn cannot be taken back any more; Black's can.
        assert_eq!(takeback_start(&r, Color::White, false), None);
        assert_eq!(takeback_start(&r, Color::Black, false), Some(1));
        // Against the AI, White's turn goes with the AI's answer.
        assert_eq!(takeback_start(&r, Color::White, true), Some(0));
    }
}
