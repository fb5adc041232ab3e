//! The `game` trial (COMMANDS.md, "Stage r"): a challenge opens a sub-game in the same room,
//! the game named after the potential ([`super::namesake`]: ZÈRTZ for a ZÈRTZ use, TZAAR
//! from a random start for a TAMSK push, basic GIPF for a kind whose game the service does
//! not host yet), the user White (the first player) and the challenger Black, with the main
//! game's time control and unrated, while the main game waits with its clock stopped. When
//! the sub-game ends (by the rules, resignation or time) its result is played into the main
//! game as `won` (the user won or drew) or `lost`, with the comment `{game #18}`.
//!
//! Each step is derived from what is stored, so that it is done once whatever dies when: the
//! sub-game of the waiting challenge is the newest one whose id no `{game #N}` comment of the
//! main record names yet; [`Manager::settle_game_trial`] creates it when it is missing and
//! plays its result once it is finished, and runs after the challenge, after any game's end
//! and at start-up. At most one sub-game of a game is active (a unique index). The sub-game's
//! variant is the one it was created with (a record names its sub-game, so a challenge
//! decided by basic GIPF before its namesake was hosted stays so).

use gipf_games::{AnyRecord, AnyVariant};
use gipf_i18n::Lang;
use gipf_rules::{Action, Color, Record, Stage, Trial, TrialComment};
use gipf_store::{
    Cause, EventKind, GameId, GameRow, GameStatus, NewGame, NewPost, Store, StoreError,
};

use crate::events::Actor;
use crate::fail::{Fail, R};
use crate::game::Live;
use crate::Manager;

/// A sub-game of the `game` trial, as its main game names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct SubGame {
    pub(crate) id: GameId,
    /// What it is played as (ZÈRTZ, TZAAR, basic GIPF, ...).
    pub(crate) variant: AnyVariant,
    /// Its result once it is over: the winner, `None` for a draw.
    pub(crate) result: Option<Option<Color>>,
}

impl SubGame {
    fn of(row: &GameRow) -> SubGame {
        SubGame {
            id: row.id,
            variant: row.variant,
            result: (row.status == GameStatus::Finished).then_some(row.winner),
        }
    }

    /// The referee's outcome its result plays, once it is over: `won` when the user (White,
    /// the first player) won or drew (COMBINING.md §4), `lost` when he lost.
    pub(crate) fn outcome(&self) -> Option<Action> {
        self.result.map(|winner| match winner {
            Some(Color::Black) => Action::Lost,
            Some(Color::White) | None => Action::Won,
        })
    }
}

/// Whether the game waits at stage `r` for a sub-game.
fn waits_for_game(row: &GameRow, record: &AnyRecord) -> bool {
    let Some(p) = record.gipf().map(Record::current) else {
        return false;
    };
    row.status == GameStatus::Active
        && p.stage() == Stage::Referee
        && p.challenges().map(|c| c.trial()) == Some(Trial::Game)
}

/// Whether the game waits at stage `r` for a sub-game.
pub(crate) fn waits_for_game_trial(live: &Live) -> bool {
    waits_for_game(&live.row, &live.record)
}

/// The sub-games whose results the record has played (`{game #N}` comments).
fn applied(record: &Record) -> Vec<GameId> {
    (0..record.actions().len())
        .filter_map(|i| match record.trial_comment(i) {
            Some(TrialComment::Game { id }) => i64::try_from(id).ok().map(GameId),
            _ => None,
        })
        .collect()
}

/// The sub-game whose result the record's last decision played, if it did.
fn last_applied(record: &Record) -> Option<GameId> {
    let last = record.actions().len().checked_sub(1)?;
    match record.trial_comment(last) {
        Some(TrialComment::Game { id }) => i64::try_from(id).ok().map(GameId),
        _ => None,
    }
}

/// The sub-games a game's board names: the one deciding the challenge that waits (the
/// newest sub-game not yet played into the record; `None` when the game waits for no
/// sub-game, or its sub-game is not made yet), and the one whose result the last decision
/// played. Nothing is read for a game that has neither.
pub(crate) async fn trial_games(
    store: &Store,
    row: &GameRow,
    record: &AnyRecord,
) -> Result<(Option<SubGame>, Option<SubGame>), StoreError> {
    let waits = waits_for_game(row, record);
    let last = record.gipf().and_then(last_applied);
    if !waits && last.is_none() {
        return Ok((None, None));
    }
    let subs = store.trial_games_of(row.id).await?;
    let decided = last.and_then(|id| subs.iter().find(|g| g.id == id).map(SubGame::of));
    let waiting = if waits {
        current(record, subs).as_ref().map(SubGame::of)
    } else {
        None
    };
    Ok((waiting, decided))
}

fn current(record: &AnyRecord, subs: Vec<GameRow>) -> Option<GameRow> {
    let done = record.gipf().map(applied).unwrap_or_default();
    subs.into_iter().rev().find(|g| !done.contains(&g.id))
}

impl Manager {
    /// Brings game `main`'s `game` trial up to date: opens the sub-game of the waiting
    /// challenge when it has none, plays a finished sub-game's result. Nothing for a game
    /// that waits for no sub-game; safe to run any number of times.
    pub(crate) async fn settle_game_trial(&self, main: GameId) -> R<()> {
        let mut game = self.lock_game(main).await?;
        let live = game.live();
        if !waits_for_game(&live.row, &live.record) {
            game.release(self);
            return Ok(());
        }
        let subs = self.inner.store.trial_games_of(main).await?;
        let lang = self.room_lang(live.community.id).await;
        match current(&live.record, subs) {
            None => {
                let snapshot = game.release(self);
                self.open_trial_game(&snapshot, lang).await?;
                // The main game's board names its sub-game from now on.
                self.forget(main);
            }
            Some(sub) if sub.status == GameStatus::Finished => {
                let id = u64::try_from(sub.id.0)
                    .map_err(|_| Fail::Internal(format!("game id {} is negative", sub.id)))?;
                // A win or a draw of the user (White, the first player) keeps the use.
                let action = SubGame::of(&sub).outcome().unwrap_or(Action::Lost);
                let comment = Some(TrialComment::Game { id });
                // The board after it tells how the sub-game ended; no sub-game waits now.
                let live = game.live();
                live.decided_by = Some(SubGame::of(&sub));
                live.trial_game = None;
                tracing::info!(game = main.0, sub = sub.id.0, variant = %sub.variant, %action, "a sub-game decided a challenge");
                self.play_trial_outcome(game, action, comment, Actor::Trial, None, lang)
                    .await?;
            }
            Some(sub) => {
                game.release(self);
                // (A stop between the sub-game's creation and its place.)
                self.place_like_main(sub.id, main).await?;
            }
        }
        Ok(())
    }

    /// Puts the sub-game in the room of its main game (an adapter opens its own thread
    /// there, where threads are used), unless it has a place already.
    async fn place_like_main(&self, sub: GameId, main: GameId) -> R<()> {
        let places = self.inner.store.places();
        if places.get(sub).await?.is_some() {
            return Ok(());
        }
        if let Some(p) = places.get(main).await? {
            places.set(sub, &p.platform, &p.room, None).await?;
        }
        Ok(())
    }

    /// Opens the sub-game of `main`'s waiting challenge: the game named after the potential
    /// (or basic GIPF, [`super::trial_variant`]; TZAAR's start drawn), the user White (the
    /// first player), the challenger Black, the main game's time control, unrated; its first
    /// board posted.
    async fn open_trial_game(&self, main: &Live, lang: Lang) -> R<()> {
        let p = main.gipf();
        let (Some(user), Some(pending)) =
            (p.and_then(|p| p.user()), p.and_then(|p| p.pending_use()))
        else {
            return Err(Fail::Internal(format!(
                "game {}: stage r without a use",
                main.row.id
            )));
        };
        let (white, black) = (main.player(user), main.player(user.other()));
        let variant = super::trial_variant(super::kind_of_use(pending));
        let first = crate::start::new_start(variant)?;
        let now = self.now();
        let tc = main.row.time_control;
        let clocks = crate::clocks::start(tc, &first, !white.is_ai(), now);
        let start = first.to_string();
        let post = NewPost {
            kind: EventKind::YourTurn,
            // Not the challenger's command: its reply does not carry this board.
            cause: Cause::Trial,
            mentions: [white, black]
                .into_iter()
                .filter(|p| !p.is_ai())
                .map(|p| p.id)
                .collect(),
        };
        let changed = self
            .inner
            .store
            .create_game(&NewGame {
                community: main.community.id,
                variant,
                white: Some(white.id),
                black: Some(black.id),
                status: GameStatus::Active,
                time_control: tc,
                rated: false,
                start_position: &start,
                timer: clocks.timer,
                banks: clocks.banks,
                rematch_of: None,
                challenge: None,
                post: Some(post),
                tournament: None,
                trial_of: Some(main.row.id),
                now,
            })
            .await?;
        tracing::info!(
            game = main.row.id.0,
            sub = changed.row.id.0,
            %variant,
            "a sub-game decides a challenge"
        );
        self.place_like_main(changed.row.id, main.row.id).await?;
        self.changed(&changed.row);
        self.inner.timers.notify_one();
        let sub = self.snapshot(changed.row.id).await?;
        let reply = self.board_reply(&sub, sub.main_viewer(), lang).await;
        let told: Vec<_> = [&sub.white, &sub.black]
            .into_iter()
            .filter(|p| !p.is_ai())
            .cloned()
            .collect();
        self.emit(
            EventKind::YourTurn,
            Cause::Trial,
            &sub.community,
            told,
            reply,
            changed.post,
        );
        if sub.white.is_ai() {
            self.spawn_ai(sub.row.id, sub.black.id);
        }
        Ok(())
    }

    /// After any game's end: a sub-game's result goes into its main game; a main game that
    /// ended while its sub-game ran (a resignation, the time) stops that sub-game.
    pub(crate) fn trial_game_ended(&self, live: &Live) {
        let m = self.clone();
        if let Some(main) = live.row.trial_of {
            tokio::spawn(async move {
                if let Err(f) = m.settle_game_trial(main).await {
                    f.log(&format!("the sub-game result of game {main}"));
                }
            });
        } else if let (Some(sub), false) =
            (live.trial_game.map(|g| g.id), live.row.status.is_open())
        {
            tokio::spawn(async move {
                let now = m.now();
                match m.inner.store.abandon_game(sub, None, now).await {
                    Ok(changed) => {
                        m.changed(&changed.row);
                        m.forget(sub);
                    }
                    Err(e) => tracing::warn!(error = %e, game = sub.0, "could not stop a sub-game"),
                }
            });
        }
    }

    /// At start-up: every game waiting for a sub-game is brought up to date (one that died
    /// between a challenge and its sub-game, or between a sub-game's end and its result).
    pub(crate) async fn settle_game_trials(&self, active: &[GameRow]) {
        for row in active {
            let waits = row.position.parse::<gipf_rules::Position>().is_ok_and(|p| {
                p.stage() == Stage::Referee
                    && p.challenges().map(|c| c.trial()) == Some(Trial::Game)
            });
            if waits {
                if let Err(f) = self.settle_game_trial(row.id).await {
                    f.log(&format!("the game trial of game {}", row.id));
                }
            }
        }
    }
}
