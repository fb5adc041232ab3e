//! The games the manager holds: a [`Live`] game (its row, record and players), one lock per
//! game so that its commands run in order, loading and reloading from the store, and
//! finding the game a command means.

use std::sync::Arc;

use gipf_game::Game;
use gipf_games::{AnyPosition, AnyRecord, GameKind};
use gipf_rules::Color;
use gipf_store::{Community, GameId, GameRow, GameStatus, Player, PlayerId, PlayerKind};
use tokio::sync::OwnedMutexGuard;

use crate::command::TimeControl;
use crate::fail::{user, Fail, R};
use crate::{text, Ctx, Manager};

/// A game being played, as the manager keeps it between commands.
#[derive(Clone, Debug)]
pub(crate) struct Live {
    pub(crate) row: GameRow,
    pub(crate) record: AnyRecord,
    pub(crate) white: Player,
    pub(crate) black: Player,
    pub(crate) community: Community,
    /// The challenges option's `game` trial: the sub-game deciding the challenge that waits
    /// (at stage `r`), once it exists.
    pub(crate) trial_game: Option<crate::combining::SubGame>,
    /// The sub-game whose result the last decision played (its game and result are told).
    pub(crate) decided_by: Option<crate::combining::SubGame>,
}

impl Live {
    pub(crate) fn player(&self, c: Color) -> &Player {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    pub(crate) fn colour_of(&self, p: PlayerId) -> Option<Color> {
        if self.white.id == p {
            Some(Color::White)
        } else if self.black.id == p {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The position now, of whichever game this is.
    pub(crate) fn position(&self) -> &AnyPosition {
        self.record.current()
    }

    /// The position now, when the game is GIPF (what GIPF's own features read: its
    /// buttons, potentials, challenges, reviews).
    pub(crate) fn gipf(&self) -> Option<&gipf_rules::Position> {
        match self.record.current() {
            AnyPosition::Gipf(p) => Some(p),
            _ => None,
        }
    }

    /// The game this is.
    pub(crate) fn kind(&self) -> GameKind {
        self.record.kind()
    }

    /// Whose decision it is: nobody once the game is over, whatever its position says (a
    /// resigned game's position still has someone to move).
    pub(crate) fn decider(&self) -> Option<&Player> {
        if self.row.status != GameStatus::Active {
            return None;
        }
        Game::decider(self.position()).map(|s| self.player(s.into()))
    }

    /// Whose side goes at the bottom of a shared board: the person to decide, else the
    /// human against the AI, else White.
    pub(crate) fn main_viewer(&self) -> Option<Color> {
        match self.decider() {
            Some(d) if !d.is_ai() => self.colour_of(d.id),
            _ if !self.black.is_ai() && self.white.is_ai() => Some(Color::Black),
            _ => None,
        }
    }

    pub(crate) fn time_control(&self) -> TimeControl {
        self.row.time_control
    }
}

pub(crate) type Slot = Arc<tokio::sync::Mutex<Option<Live>>>;

/// Which games a command without a game id may mean.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Pick {
    /// Only games being played (move, resign).
    Active,
    /// Also the last finished one (board, history).
    Any,
}

/// A game held under its lock, made current from the store: what a command that changes a
/// game works on. [`LockedGame::release`] puts the game back and frees the lock, forgetting a
/// finished game (nothing more will change it); a command that returns early leaves the slot
/// empty, so the next one reloads the game from the store instead of trusting a half-changed
/// copy.
pub(crate) struct LockedGame {
    guard: OwnedMutexGuard<Option<Live>>,
    live: Live,
}

impl LockedGame {
    /// The game.
    pub(crate) fn live(&mut self) -> &mut Live {
        &mut self.live
    }

    /// The game as it is now; the lock is freed, and a finished game is forgotten.
    pub(crate) fn release(mut self, m: &Manager) -> Live {
        if self.live.row.status.is_open() {
            *self.guard = Some(self.live.clone());
            drop(self.guard);
        } else {
            drop(self.guard);
            m.forget(self.live.row.id);
        }
        self.live
    }
}

impl std::fmt::Debug for LockedGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LockedGame({})", self.live.row.id)
    }
}

impl Manager {
    /// The game a command means: the one named, the thread's, or the user's only one here.
    pub(crate) async fn pick_game(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        named: Option<GameId>,
        pick: Pick,
    ) -> R<GameId> {
        let store = &self.inner.store;
        if let Some(id) = named.or(ctx.game) {
            if let Some(g) = store.game(id).await? {
                if g.community_id == room.id {
                    return Ok(id);
                }
            }
        }
        let mine = store.open_games_of(me.id, None).await?;
        let here: Vec<&GameRow> = mine
            .iter()
            .filter(|g| g.community_id == room.id)
            .filter(|g| {
                g.white_id == Some(me.id)
                    || g.black_id == Some(me.id)
                    || g.status == GameStatus::Challenge
            })
            .collect();
        let ids = |rows: &[&GameRow]| rows.iter().map(|g| g.id).collect::<Vec<_>>();
        if let Some(id) = named.or(ctx.game) {
            return user(text::no_such_game(id, &ids(&here)));
        }
        let active: Vec<&GameRow> = here
            .iter()
            .copied()
            .filter(|g| g.status == GameStatus::Active)
            .collect();
        match (active.as_slice(), pick) {
            ([one], _) => Ok(one.id),
            ([], Pick::Any) => match store.last_finished_of(me.id, room.id).await? {
                Some(g) => Ok(g.id),
                None => user(gipf_i18n::msg!("error-no-game-here")),
            },
            ([], Pick::Active) => user(gipf_i18n::msg!("error-no-game-here")),
            (many, _) => user(text::which_game(&ids(many))),
        }
    }

    /// Among my active games here, the only one where `action` is my legal decision.
    pub(crate) async fn game_for_action(
        &self,
        me: &Player,
        room: &Community,
        action: &str,
    ) -> R<Option<GameId>> {
        let mut found = None;
        for g in self.inner.store.open_games_of(me.id, None).await? {
            if g.status != GameStatus::Active || g.community_id != room.id {
                continue;
            }
            let live = self.snapshot(g.id).await?;
            let mine = live.decider().is_some_and(|d| d.id == me.id);
            if mine && live.position().read_action(action).is_ok() {
                if found.is_some() {
                    return Ok(None);
                }
                found = Some(g.id);
            }
        }
        Ok(found)
    }

    pub(crate) fn slot(&self, id: GameId) -> Slot {
        let mut games = self
            .inner
            .games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        games.entry(id).or_default().clone()
    }

    pub(crate) fn forget(&self, id: GameId) {
        let mut games = self
            .inner
            .games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        games.remove(&id);
    }

    /// Reads a game and replays its record.
    pub(crate) async fn load(&self, id: GameId) -> R<Live> {
        let store = &self.inner.store;
        let Some(row) = store.game(id).await? else {
            return user(text::no_such_game(id, &[]));
        };
        let damaged = || Fail::User(text::damaged(id));
        let start: AnyPosition = row.start_position.parse().map_err(|_| damaged())?;
        let mut record = AnyRecord::new(start);
        for a in store.actions(id).await? {
            // An entry: the action, perhaps with its trial comment (`lost {die w2 b5}`).
            record.play_entry(&a.notation).map_err(|_| damaged())?;
        }
        let get = |p: Option<PlayerId>| async move {
            match p {
                Some(p) => store.player(p).await,
                None => Ok(None),
            }
        };
        let unknown = Player {
            id: PlayerId(0),
            platform: String::new(),
            platform_user: String::new(),
            display_name: "?".into(),
            kind: PlayerKind::Human,
        };
        let white = get(row.white_id).await?.unwrap_or_else(|| unknown.clone());
        let black = get(row.black_id).await?.unwrap_or(unknown);
        let community = store
            .community(row.community_id)
            .await?
            .ok_or_else(damaged)?;
        let (trial_game, decided_by) = crate::combining::trial_games(store, &row, &record).await?;
        Ok(Live {
            row,
            record,
            white,
            black,
            community,
            trial_game,
            decided_by,
        })
    }

    /// Makes the cached game current: loads it when absent, reloads it when the database
    /// holds a newer version (another process on the same file, such as a console next to
    /// the bot). One indexed read per command.
    pub(crate) async fn refresh(&self, slot: &mut Option<Live>, id: GameId) -> R<()> {
        let version = match self.inner.store.game(id).await? {
            Some(row) => row.version,
            None => return user(text::no_such_game(id, &[])),
        };
        if slot.as_ref().map(|l| l.row.version) != Some(version) {
            *slot = Some(self.load(id).await?);
        }
        Ok(())
    }

    /// A copy of a game's current state.
    pub(crate) async fn snapshot(&self, id: GameId) -> R<Live> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        self.refresh(&mut guard, id).await?;
        guard.clone().ok_or_else(|| Fail::User(text::damaged(id)))
    }

    /// Takes a game's lock and makes the game current (see [`LockedGame`]).
    pub(crate) async fn lock_game(&self, id: GameId) -> R<LockedGame> {
        let mut guard = self.slot(id).lock_owned().await;
        self.refresh(&mut guard, id).await?;
        match guard.take() {
            Some(live) => Ok(LockedGame { guard, live }),
            None => user(text::damaged(id)),
        }
    }
}
