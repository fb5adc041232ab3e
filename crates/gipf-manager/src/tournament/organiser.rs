//! The organiser: moves a running tournament on from what the store holds. It pairs the next
//! round once every game of the current one has a result, creates each board's game (with
//! the tournament's clock), posts the round's pairings, adds a knockout match's next game,
//! and ends the tournament with its final standings.
//!
//! Every step is one checked write (see `gipf_store::tournaments`): a round is started at the
//! version it was paired on, a board's game is linked in the game's own transaction, a
//! round's announcement is owed with the flag that says it was made. So the organiser can be
//! run again at any moment, by any instance, after any crash: it only ever does what is
//! missing. It runs when a tournament game ends, after `tournament start` and `leave`, and
//! for every running tournament when the scheduler starts and then every few minutes.

use gipf_store::{
    BoardRef, Cause, EventKind, NewBoard, NewGame, NewPost, StoreError, TournamentBoard,
    TournamentError, TournamentId, TournamentState, TournamentStatus,
};

use super::stored::{forfeit, Progress};
use super::{round_robin, swiss, Bracket, Entrant, Format, Pairing};
use crate::fail::Fail;
use crate::game::Live;
use crate::Manager;

/// The most steps one run takes (a step is one write): far more than a round needs, so
/// that a fault can never loop for ever.
const MAX_STEPS: usize = 400;

/// Why a step did not happen.
#[derive(Debug)]
pub(crate) enum Halt {
    /// Someone else wrote first (another instance, a result meanwhile): read again.
    Again,
    /// A real failure.
    Fail(Fail),
}

impl From<StoreError> for Halt {
    fn from(e: StoreError) -> Halt {
        match e {
            StoreError::Conflict(_) => Halt::Again,
            e => Halt::Fail(Fail::Store(e)),
        }
    }
}

impl From<TournamentError> for Halt {
    fn from(e: TournamentError) -> Halt {
        match e {
            TournamentError::Conflict(_) => Halt::Again,
            TournamentError::Store(e) => e.into(),
            e => Halt::Fail(Fail::Internal(e.to_string())),
        }
    }
}

impl From<Fail> for Halt {
    fn from(f: Fail) -> Halt {
        match f {
            Fail::Store(e) => e.into(),
            f => Halt::Fail(f),
        }
    }
}

/// What a step did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    /// It wrote something: look again.
    Wrote,
    /// Nothing to do until a game ends (or the tournament is over).
    Waiting,
}

impl Manager {
    /// Moves the tournament on as far as it can go now (see the module's comment), and tells
    /// its watchers: whatever ran it changed the tournament (a result, a start, a leave), or a
    /// step did. Failures are logged: the next run tries again.
    pub(crate) async fn organise(&self, id: TournamentId) {
        self.organise_steps(id).await;
        self.tournament_changed(id).await;
    }

    /// The organiser's steps; whether one wrote.
    async fn organise_steps(&self, id: TournamentId) -> bool {
        // One run at a time in this process; other instances are kept apart by the
        // store's checked writes.
        let _turn = self.inner.organising.lock().await;
        let mut wrote = false;
        for _ in 0..MAX_STEPS {
            // A process that stops starts no step: the next start's run does it (a step
            // begun after the stop could pair a round behind the next process's back).
            if self.is_closing() {
                return wrote;
            }
            match self.organise_step(id).await {
                Ok(Step::Wrote) => wrote = true,
                Err(Halt::Again) => {}
                Ok(Step::Waiting) => return wrote,
                Err(Halt::Fail(f)) => {
                    f.log(&format!("organising tournament {id}"));
                    return wrote;
                }
            }
        }
        tracing::error!(tournament = %id, "the organiser stopped after {MAX_STEPS} steps");
        wrote
    }

    /// Runs the organiser in the background (a command's reply does not wait for it).
    pub(crate) fn spawn_organise(&self, id: TournamentId) {
        let m = self.clone();
        tokio::spawn(async move { m.organise(id).await });
    }

    /// Runs the organiser for the tournament of a finished game, if it is one's.
    pub(crate) fn game_ended(&self, live: &Live) {
        if live.row.status != gipf_store::GameStatus::Finished {
            return;
        }
        // The challenges option's sub-games and the games they decide.
        self.trial_game_ended(live);
        let m = self.clone();
        let game = live.row.id;
        tokio::spawn(async move {
            match m.inner.store.tournament_board_of(game).await {
                Ok(Some((t, _))) => m.organise(t).await,
                Ok(None) => {}
                // The periodic run picks it up.
                Err(e) => {
                    tracing::warn!(error = %e, game = game.0, "cannot look up a game's tournament")
                }
            }
        });
    }

    /// The tournament a game is played for, if any (adapters post its first board where
    /// the tournament's news go).
    pub async fn tournament_of_game(
        &self,
        game: gipf_store::GameId,
    ) -> Result<Option<TournamentId>, TournamentError> {
        Ok(self
            .inner
            .store
            .tournament_board_of(game)
            .await?
            .map(|(t, _)| t))
    }

    /// Runs the organiser for every running tournament (after a start, and now and then:
    /// what a crash or another instance left half done).
    pub(crate) async fn organise_all(&self) {
        match self.inner.store.running_tournaments().await {
            Ok(ts) => {
                for t in ts {
                    // Its watchers hear of it only when something was left to do.
                    if self.organise_steps(t.id).await {
                        self.tournament_changed(t.id).await;
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot list the running tournaments"),
        }
    }

    /// Starts the tournaments whose `starts` time has come (cancelling those with too few
    /// players); returns how many.
    pub(crate) async fn start_due_tournaments(&self, now: i64) -> usize {
        let store = &self.inner.store;
        let due = match store.due_tournaments(now).await {
            Ok(d) => d,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the tournaments due to start");
                return 0;
            }
        };
        let mut n = 0;
        for t in due {
            let lang = self.room_lang(t.community_id).await;
            match self.start_now(&t, lang).await {
                Ok(_) => n += 1,
                // Too few players (or too many rounds for them): called off, and said so.
                Err(Fail::User(why)) => {
                    tracing::info!(tournament = %t.id, reason = %why, "a tournament due to start cannot");
                    let Ok(Some(state)) = store.tournament_state(t.id).await else {
                        continue;
                    };
                    match self.finish(&state, TournamentStatus::Cancelled).await {
                        Ok(()) | Err(Halt::Again) => n += 1,
                        Err(Halt::Fail(f)) => f.log(&format!("cancelling tournament {}", t.id)),
                    }
                }
                Err(f) => f.log(&format!("starting tournament {}", t.id)),
            }
        }
        n
    }

    /// One step: whatever comes first of a board's game, the round's announcement, a
    /// knockout match's next game, the next round, the end.
    async fn organise_step(&self, id: TournamentId) -> Result<Step, Halt> {
        let store = &self.inner.store;
        let Some(state) = store.tournament_state(id).await? else {
            return Ok(Step::Waiting);
        };
        let t = &state.tournament;
        if t.status != TournamentStatus::Running {
            return Ok(Step::Waiting);
        }
        if let Some(b) = state
            .round(t.current_round)
            .find(|b| b.black.is_some() && b.game.is_none() && b.outcome.is_none())
        {
            self.create_board_game(&state, b).await?;
            return Ok(Step::Wrote);
        }
        if t.current_round > 0 && t.announced_round < t.current_round {
            self.announce_round(&state).await?;
            return Ok(Step::Wrote);
        }
        let progress = Progress::of(&state);
        match progress.format {
            Format::Knockout { best_of } => {
                let bracket = Bracket::new(&progress.entrants, best_of, &progress.rounds)
                    .map_err(|e| Fail::Internal(format!("tournament {id}: {e}")))?;
                let Some(open) = bracket.current_round() else {
                    self.finish(&state, TournamentStatus::Finished).await?;
                    return Ok(Step::Wrote);
                };
                // The bracket's round `open` (from 0) is the store's round `open + 1`.
                let open = u32::try_from(open + 1).unwrap_or(u32::MAX);
                let playing: Vec<Pairing> = state
                    .round(t.current_round)
                    .filter(|b| b.outcome.is_none())
                    .filter_map(|b| {
                        b.black.map(|black| Pairing {
                            white: Entrant(b.white),
                            black: Entrant(black),
                        })
                    })
                    .collect();
                let next: Vec<NewBoard> = bracket
                    .next_games()
                    .into_iter()
                    // A match whose game is being played waits for its result.
                    .filter(|p| !playing.iter().any(|q| q.has(p.white) || q.has(p.black)))
                    .map(|p| NewBoard {
                        white: p.white.0,
                        black: Some(p.black.0),
                        outcome: None,
                    })
                    .collect();
                if open == t.current_round {
                    if next.is_empty() {
                        return Ok(Step::Waiting);
                    }
                    store
                        .add_boards(id, t.current_round, t.version, &next)
                        .await?;
                } else {
                    // A round decided without games (walkovers) is started empty.
                    let boards = if open == t.current_round + 1 {
                        next
                    } else {
                        Vec::new()
                    };
                    store
                        .start_round(id, t.current_round + 1, t.version, &boards)
                        .await?;
                }
                Ok(Step::Wrote)
            }
            Format::Swiss { .. } | Format::RoundRobin { .. } => {
                if !state.round_done() {
                    return Ok(Step::Waiting);
                }
                let total = progress
                    .total_rounds()
                    .map_err(|e| Fail::Internal(format!("tournament {id}: {e}")))?;
                if t.current_round >= total {
                    self.finish(&state, TournamentStatus::Finished).await?;
                    return Ok(Step::Wrote);
                }
                let Some(boards) = next_round(&progress, t.current_round)? else {
                    // Fewer than two players left to pair: it ends here.
                    self.finish(&state, TournamentStatus::Finished).await?;
                    return Ok(Step::Wrote);
                };
                store
                    .start_round(id, t.current_round + 1, t.version, &boards)
                    .await?;
                Ok(Step::Wrote)
            }
        }
    }

    /// Creates the game of a board, owing its first board to White.
    async fn create_board_game(
        &self,
        state: &TournamentState,
        b: &TournamentBoard,
    ) -> Result<(), Halt> {
        let t = &state.tournament;
        let player = |e: u32| {
            state
                .players
                .iter()
                .find(|p| p.entrant == e)
                .map(|p| p.player)
                .ok_or_else(|| {
                    Halt::Fail(Fail::Internal(format!(
                        "tournament {} has no entrant {e}",
                        t.id
                    )))
                })
        };
        let white = player(b.white)?;
        let black = player(b.black.unwrap_or(b.white))?;
        let now = self.now();
        let first = crate::start::new_start(t.variant)?;
        let clocks = crate::clocks::start(t.time_control, &first, true, now);
        let start = first.to_string();
        let post = NewPost {
            kind: EventKind::YourTurn,
            cause: Cause::Organiser,
            mentions: vec![white],
        };
        let changed = self
            .inner
            .store
            .create_game(&NewGame {
                community: t.community_id,
                variant: t.variant,
                white: Some(white),
                black: Some(black),
                status: gipf_store::GameStatus::Active,
                time_control: t.time_control,
                rated: t.rated,
                start_position: &start,
                timer: clocks.timer,
                banks: clocks.banks,
                rematch_of: None,
                challenge: None,
                post: Some(post),
                trial_of: None,
                tournament: Some(BoardRef {
                    tournament: t.id,
                    round: b.round,
                    board: b.board,
                }),
                now,
            })
            .await?;
        tracing::info!(tournament = %t.id, round = b.round, board = b.board, game = changed.row.id.0, "tournament game created");
        self.changed(&changed.row);
        self.inner.timers.notify_one();
        let live = self.snapshot(changed.row.id).await?;
        let lang = self.room_lang(t.community_id).await;
        let reply = self.board_reply(&live, live.main_viewer(), lang).await;
        self.emit(
            EventKind::YourTurn,
            Cause::Organiser,
            &live.community,
            vec![live.white.clone()],
            reply,
            changed.post,
        );
        Ok(())
    }

    /// Owes the current round's announcement (its pairings, the standings so far).
    async fn announce_round(&self, state: &TournamentState) -> Result<(), Halt> {
        let t = &state.tournament;
        let mentions = state
            .round(t.current_round)
            .filter(|b| b.outcome.is_none())
            .flat_map(|b| [Some(b.white), b.black])
            .flatten()
            .filter_map(|e| state.players.iter().find(|p| p.entrant == e))
            .map(|p| p.player)
            .collect();
        let post = NewPost {
            kind: EventKind::TournamentRound,
            cause: Cause::Organiser,
            mentions,
        };
        let store = &self.inner.store;
        let Some(changed) = store
            .announce_round(t.id, t.current_round, &post, self.now())
            .await?
        else {
            return Err(Halt::Again);
        };
        self.emit_tournament_post(t.id, EventKind::TournamentRound, changed.post)
            .await?;
        Ok(())
    }

    /// Ends the tournament (finished with its standings, or cancelled), owing the post that
    /// says so.
    pub(crate) async fn finish(
        &self,
        state: &TournamentState,
        status: TournamentStatus,
    ) -> Result<(), Halt> {
        let t = &state.tournament;
        let post = NewPost {
            kind: EventKind::TournamentOver,
            cause: Cause::Organiser,
            mentions: state
                .players
                .iter()
                .filter(|p| p.withdrawn_at.is_none())
                .map(|p| p.player)
                .collect(),
        };
        let changed = self
            .inner
            .store
            .end_tournament(t.id, t.version, status, Some(&post), self.now())
            .await?;
        tracing::info!(tournament = %t.id, ?status, "tournament over");
        self.emit_tournament_post(t.id, EventKind::TournamentOver, changed.post)
            .await?;
        Ok(())
    }

    /// Sends a tournament's post as an event, as the outbox would rebuild it.
    async fn emit_tournament_post(
        &self,
        id: TournamentId,
        kind: EventKind,
        post: Option<gipf_store::PostId>,
    ) -> Result<(), Halt> {
        let Some(post) = post else {
            return Ok(());
        };
        let Some(owed) = self.inner.store.owed_post(post).await? else {
            return Ok(());
        };
        if let Some(event) = self.rebuild_tournament_post(id, &owed).await? {
            self.emit(
                kind,
                Cause::Organiser,
                &event.community,
                event.to,
                event.reply,
                Some(post),
            );
        }
        Ok(())
    }
}

/// The boards of the next round of a Swiss or round robin after `played` rounds; `None` when
/// fewer than two players are left to pair.
fn next_round(p: &Progress, played: u32) -> Result<Option<Vec<NewBoard>>, Halt> {
    let pairing = match p.format {
        Format::Swiss { .. } => {
            if p.entrants.iter().filter(|e| !e.withdrawn).count() < 2 {
                return Ok(None);
            }
            swiss::pair_round(&p.entrants, &p.rounds)
                .map_err(|e| Halt::Fail(Fail::Internal(format!("Swiss pairing: {e}"))))?
        }
        Format::RoundRobin { double } => {
            let order: Vec<Entrant> = p.entrants.iter().map(|e| e.entrant).collect();
            let rounds = round_robin(&order, double);
            let Some(r) = rounds.into_iter().nth(played as usize) else {
                return Ok(None);
            };
            // A round robin's rest is no bye: it is not stored.
            super::RoundPairing {
                bye: None,
                pairings: r.pairings,
            }
        }
        Format::Knockout { .. } => return Ok(None),
    };
    let mut boards: Vec<NewBoard> = pairing
        .pairings
        .iter()
        .map(|g| NewBoard {
            white: g.white.0,
            black: Some(g.black.0),
            outcome: forfeit(p.withdrawn(g.white.0), p.withdrawn(g.black.0)),
        })
        .collect();
    if let Some(bye) = pairing.bye {
        boards.push(NewBoard {
            white: bye.0,
            black: None,
            outcome: None,
        });
    }
    Ok(Some(boards))
}
