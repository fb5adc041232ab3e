//! The one place that applies commands.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use gipf_engine::{Level, Settings};
use gipf_render::RenderOptions;
use gipf_rules::{Action, Color, Position, Record, Stage, Variant, WinReason};
use gipf_store::{
    Community, Finish, GameId, GameRow, GameStatus, NewAction, NewChallenge, NewGame, Player,
    PlayerId, Store, StoreError, Timer, GLOBAL,
};
use tokio::sync::{broadcast, watch, Notify, Semaphore};

use crate::command::{ColourChoice, Command, Target, TimeControl};
use crate::reply::{
    Cause, Choice, ChoiceGroup, ChoiceId, ChoiceKind, ChoiceWhat, Event, EventKind, Image, Reply,
};
use crate::{text, Clock, Config, Ctx, Glicko2};

/// Why a command did nothing: a sentence for the user, or the database.
#[derive(Debug)]
enum Fail {
    User(String),
    Store(StoreError),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        Fail::Store(e)
    }
}

type R<T> = Result<T, Fail>;

fn user<T>(msg: impl Into<String>) -> R<T> {
    Err(Fail::User(msg.into()))
}

/// A game being played, as the manager keeps it between commands.
#[derive(Clone, Debug)]
struct Live {
    row: GameRow,
    record: Record,
    white: Player,
    black: Player,
    community: Community,
}

impl Live {
    fn player(&self, c: Color) -> &Player {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    fn colour_of(&self, p: PlayerId) -> Option<Color> {
        if self.white.id == p {
            Some(Color::White)
        } else if self.black.id == p {
            Some(Color::Black)
        } else {
            None
        }
    }

    fn position(&self) -> &Position {
        self.record.current()
    }

    fn decider(&self) -> Option<&Player> {
        self.position().decider().map(|c| self.player(c))
    }

    /// Whose side goes at the bottom of a shared board: the person to decide, else the
    /// human against the AI, else White.
    fn main_viewer(&self) -> Option<Color> {
        match self.decider() {
            Some(d) if d.platform != "ai" => self.colour_of(d.id),
            _ if self.black.platform != "ai" && self.white.platform == "ai" => Some(Color::Black),
            _ => None,
        }
    }

    fn time_control(&self) -> TimeControl {
        self.row.time_control.parse().unwrap_or(TimeControl::None)
    }
}

type Slot = Arc<tokio::sync::Mutex<Option<Live>>>;

/// The players and communities known to be stored as they are, by platform id.
#[derive(Debug, Default)]
struct Known {
    players: HashMap<(String, String), Player>,
    communities: HashMap<(String, String), Community>,
}

/// The game manager. Cheap to clone: clones share everything.
#[derive(Clone, Debug)]
pub struct Manager {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    store: Store,
    config: Config,
    clock: Arc<dyn Clock>,
    /// One lock per game in memory: a game's commands run in order, games run concurrently.
    games: Mutex<HashMap<GameId, Slot>>,
    events: broadcast::Sender<Event>,
    ai_slots: Semaphore,
    /// Renders at once: one per core, so that a burst queues instead of spreading over
    /// many blocking threads (each with its own allocator arena).
    render_slots: Semaphore,
    /// Players and communities already written, with their names: a command from a known
    /// user in a known room writes nothing before its own work.
    known: Mutex<Known>,
    ai_pending: AtomicUsize,
    ai_idle: watch::Sender<usize>,
    /// Wakes the scheduler when a new deadline may be earlier than the one it sleeps for.
    timers: Notify,
}

/// Who acts on a game: a person through a command, or the AI.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Actor {
    Human,
    Ai,
}

impl Actor {
    const fn cause(self) -> Cause {
        match self {
            Actor::Human => Cause::Command,
            Actor::Ai => Cause::Ai,
        }
    }
}

impl Manager {
    /// A manager on a store. Nothing runs in the background yet: once the adapters listen,
    /// call [`Manager::resume_ai`] and [`Manager::spawn_scheduler`] (or [`Manager::run_due`]
    /// by hand).
    pub async fn open(
        store: Store,
        config: Config,
        clock: Arc<dyn Clock>,
    ) -> Result<Manager, StoreError> {
        let (events, _) = broadcast::channel(1024);
        let (ai_idle, _) = watch::channel(0);
        let m = Manager {
            inner: Arc::new(Inner {
                store,
                ai_slots: Semaphore::new(config.ai_concurrency.max(1)),
                render_slots: Semaphore::new(
                    std::thread::available_parallelism().map_or(2, |n| n.get()),
                ),
                known: Mutex::new(Known::default()),
                config,
                clock,
                games: Mutex::new(HashMap::new()),
                events,
                ai_pending: AtomicUsize::new(0),
                ai_idle,
                timers: Notify::new(),
            }),
        };
        Ok(m)
    }

    /// Starts the AI's decisions left pending by a restart; returns how many games it looks
    /// at. Call it after the adapters subscribed to [`Manager::subscribe`], so that they
    /// hear the moves it makes (as [`Manager::spawn_scheduler`] for deadlines).
    pub async fn resume_ai(&self) -> Result<usize, StoreError> {
        let mut n = 0;
        for row in self
            .inner
            .store
            .games_with_status(GameStatus::Active)
            .await?
        {
            for id in [row.white_id, row.black_id].into_iter().flatten() {
                if let Some(p) = self.inner.store.player(id).await? {
                    if p.platform == "ai" {
                        self.spawn_ai(row.id);
                        n += 1;
                        break;
                    }
                }
            }
        }
        Ok(n)
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Events for adapters to deliver.
    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.inner.events.subscribe()
    }

    /// Waits until no AI decision is pending or running.
    pub async fn ai_idle(&self) {
        let mut rx = self.inner.ai_idle.subscribe();
        // The counter is the truth; the channel only wakes us.
        while self.inner.ai_pending.load(Ordering::SeqCst) > 0 {
            if rx.changed().await.is_err() {
                return;
            }
        }
    }

    /// Parses and applies a line of the command language.
    pub async fn handle_text(&self, ctx: &Ctx, text: &str) -> Reply {
        match text.parse::<Command>() {
            Ok(c) => self.handle(ctx, c).await,
            Err(e) => Reply::error(e.to_string()),
        }
    }

    /// Applies a command. Never fails: problems become a private reply that says what to do.
    pub async fn handle(&self, ctx: &Ctx, command: Command) -> Reply {
        match self.apply(ctx, command).await {
            Ok(r) => r,
            Err(Fail::User(m)) => Reply::error(m),
            Err(Fail::Store(e)) => {
                tracing::warn!(error = %e, "database error");
                Reply::error(text::store_error(&e))
            }
        }
    }

    /// Makes sure a platform user is known under his current display name (adapters call it
    /// for users they see mentioned, so that replies can name them).
    pub async fn note_user(
        &self,
        platform: &str,
        id: &str,
        name: &str,
    ) -> Result<Player, StoreError> {
        let p = self
            .inner
            .store
            .ensure_player(platform, id, name, self.now())
            .await?;
        self.remember(|k| {
            k.players
                .insert((platform.into(), id.into()), p.clone())
                .is_some()
        });
        Ok(p)
    }

    /// The user's legal actions that start with `partial` (any case), at most `limit`, for
    /// autocompletion: in the named game, else the game of the thread, else every game of
    /// the user in this room where the decision is his (then each ends with ` #<game>`, which
    /// `move` reads). Nothing when there is nothing to suggest or the database fails.
    pub async fn move_suggestions(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        partial: &str,
        limit: usize,
    ) -> Vec<String> {
        match self.suggest(ctx, game, partial, limit).await {
            Ok(v) => v,
            Err(Fail::Store(e)) => {
                tracing::warn!(error = %e, "database error while suggesting moves");
                Vec::new()
            }
            Err(Fail::User(_)) => Vec::new(),
        }
    }

    async fn suggest(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        partial: &str,
        limit: usize,
    ) -> R<Vec<String>> {
        let (me, room) = self.who_and_where(ctx, self.now()).await?;
        let ids: Vec<GameId> = match game.or(ctx.game) {
            Some(id) => vec![id],
            None => self
                .inner
                .store
                .open_games_of(me.id, Some(room.id))
                .await?
                .into_iter()
                .filter(|g| g.status == GameStatus::Active)
                .map(|g| g.id)
                .collect(),
        };
        let several = ids.len() > 1;
        let partial = partial.trim().to_ascii_lowercase();
        let mut out = Vec::new();
        for id in ids {
            let live = self.snapshot(id).await?;
            if live.community.id != room.id || live.decider().map(|d| d.id) != Some(me.id) {
                continue;
            }
            for a in live.position().legal_actions() {
                if out.len() == limit {
                    return Ok(out);
                }
                let text = a.to_string();
                if text.to_ascii_lowercase().starts_with(&partial) {
                    out.push(if several {
                        format!("{text} {id}")
                    } else {
                        text
                    });
                }
            }
        }
        Ok(out)
    }

    fn now(&self) -> i64 {
        self.inner.clock.now_ms()
    }

    async fn apply(&self, ctx: &Ctx, command: Command) -> R<Reply> {
        let store = &self.inner.store;
        let now = self.now();
        let (me, room) = self.who_and_where(ctx, now).await?;
        match command {
            Command::Help(topic) => Ok(Reply {
                private: true,
                ..Reply::text(text::help(topic.as_deref()))
            }),
            Command::Rules(v) => Ok(Reply::text(text::rules(v))),
            Command::Levels => self.levels().await,
            Command::Challenge {
                opponent,
                variant,
                colour,
                time,
            } => {
                let them = self.resolve_user(&ctx.platform, &opponent).await?;
                if them.id == me.id {
                    return user(text::NO_SELF_CHALLENGE);
                }
                if them.platform == "ai" {
                    return user(text::NO_AI_CHALLENGE);
                }
                self.challenge(&me, Some(&them), &room, variant, colour, time, None)
                    .await
            }
            Command::Open {
                variant,
                colour,
                time,
            } => {
                self.challenge(&me, None, &room, variant, colour, time, None)
                    .await
            }
            Command::Accept(t) => self.answer(ctx, &me, &room, t, true).await,
            Command::Decline(t) => self.answer(ctx, &me, &room, t, false).await,
            Command::Cancel(g) => self.cancel(ctx, &me, &room, g).await,
            Command::Ai {
                level,
                variant,
                colour,
            } => {
                let level = level.unwrap_or(self.inner.config.default_level);
                self.start_ai_game(&me, &room, level, variant, colour, None)
                    .await
            }
            Command::Move { action, game } => {
                let id = match self.pick_game(ctx, &me, &room, game, Pick::Active).await {
                    Err(Fail::User(msg)) if game.is_none() && ctx.game.is_none() => {
                        // Several games: the one where this action is my legal decision.
                        self.game_for_action(&me, &room, &action)
                            .await?
                            .ok_or(Fail::User(msg))?
                    }
                    other => other?,
                };
                self.play(&me, id, &action, None, Actor::Human).await
            }
            Command::Choose(id) => self.choose(&me, &room, &id).await,
            Command::Board(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Any).await?;
                self.board(id, &me).await
            }
            Command::Resign(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Active).await?;
                self.resign(&me, id).await
            }
            Command::Rematch(g) => self.rematch(ctx, &me, &room, g).await,
            Command::Games => self.games(&me, &room).await,
            Command::History(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Any).await?;
                let live = self.snapshot(id).await?;
                Ok(Reply {
                    game: Some(id),
                    ..Reply::text(text::history(id, &live.white, &live.black, &live.record))
                })
            }
            Command::Leaderboard { global, variant } => {
                let scope = if global { GLOBAL } else { room.id };
                let rows = store
                    .leaderboard(
                        scope,
                        variant.name(),
                        self.inner.config.leaderboard_size,
                        self.inner.config.provisional_deviation,
                        now - i64::from(self.inner.config.leaderboard_active_days) * 86_400_000,
                    )
                    .await?;
                Ok(Reply::text(text::leaderboard(
                    if global { None } else { Some(&room.name) },
                    variant,
                    &rows,
                )))
            }
            Command::Stats(who) => {
                let them = match who {
                    Some(w) => self.resolve_user(&ctx.platform, &w).await?,
                    None => me.clone(),
                };
                self.stats(&me, &them, &room).await
            }
        }
    }

    // ---- users and games by name ----

    /// The player and the community of a command, written to the store only when new or
    /// renamed.
    async fn who_and_where(&self, ctx: &Ctx, now: i64) -> R<(Player, Community)> {
        let store = &self.inner.store;
        let pkey = (ctx.platform.clone(), ctx.user_id.clone());
        let ckey = (ctx.platform.clone(), ctx.room_id.clone());
        let (p, c) = {
            let known = self.inner.known.lock().unwrap_or_else(|e| e.into_inner());
            (
                known
                    .players
                    .get(&pkey)
                    .filter(|p| p.display_name == ctx.user_name)
                    .cloned(),
                known
                    .communities
                    .get(&ckey)
                    .filter(|c| c.name == ctx.room_name)
                    .cloned(),
            )
        };
        let p = match p {
            Some(p) => p,
            None => {
                let p = store
                    .ensure_player(&ctx.platform, &ctx.user_id, &ctx.user_name, now)
                    .await?;
                self.remember(|k| k.players.insert(pkey, p.clone()).is_some());
                p
            }
        };
        let c = match c {
            Some(c) => c,
            None => {
                let c = store
                    .ensure_community(&ctx.platform, &ctx.room_id, &ctx.room_name, now)
                    .await?;
                self.remember(|k| k.communities.insert(ckey, c.clone()).is_some());
                c
            }
        };
        Ok((p, c))
    }

    fn remember(&self, f: impl FnOnce(&mut Known) -> bool) {
        let mut known = self.inner.known.lock().unwrap_or_else(|e| e.into_inner());
        // Bounded: a flood of new users starts the memo over rather than growing it forever.
        if known.players.len() + known.communities.len() > 100_000 {
            *known = Known::default();
        }
        f(&mut known);
    }

    /// A user named in a command: a platform mention or id, or a display name.
    async fn resolve_user(&self, platform: &str, raw: &str) -> R<Player> {
        let store = &self.inner.store;
        let raw = raw.trim();
        let id = match platform {
            // <@123> or <@!123>
            "discord" => raw
                .trim_start_matches("<@")
                .trim_start_matches('!')
                .trim_end_matches('>')
                .to_string(),
            "console" => raw.trim_start_matches('@').to_lowercase(),
            _ => raw.to_string(),
        };
        if let Some(p) = store.player_by_user(platform, &id).await? {
            return Ok(p);
        }
        let named = store
            .players_named(platform, raw.trim_start_matches('@'))
            .await?;
        match named.as_slice() {
            [one] => Ok(one.clone()),
            [] if platform == "console" && !id.is_empty() => {
                // Local players come into being by being named (hot-seat play).
                Ok(store
                    .ensure_player(platform, &id, raw.trim_start_matches('@'), self.now())
                    .await?)
            }
            [] if platform == "matrix" && id.starts_with('@') && id.contains(':') => {
                Ok(store.ensure_player(platform, &id, &id, self.now()).await?)
            }
            [] if platform == "discord"
                && id.bytes().all(|b| b.is_ascii_digit())
                && !id.is_empty() =>
            {
                Ok(store.ensure_player(platform, &id, &id, self.now()).await?)
            }
            [] => user(text::unknown_user(raw)),
            _ => user(text::ambiguous_user(raw)),
        }
    }

    /// The game a command means: the one named, the thread's, or the user's only one here.
    async fn pick_game(
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
                None => user(text::NO_GAME_HERE),
            },
            ([], Pick::Active) => user(text::NO_GAME_HERE),
            (many, _) => user(text::which_game(&ids(many))),
        }
    }

    /// Among my active games here, the only one where `action` is my legal decision.
    async fn game_for_action(
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
            if mine && live.position().parse_action(action).is_ok() {
                if found.is_some() {
                    return Ok(None);
                }
                found = Some(g.id);
            }
        }
        Ok(found)
    }

    // ---- per-game state ----

    fn slot(&self, id: GameId) -> Slot {
        let mut games = self
            .inner
            .games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        games.entry(id).or_default().clone()
    }

    fn forget(&self, id: GameId) {
        let mut games = self
            .inner
            .games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        games.remove(&id);
    }

    /// Reads a game and replays its record.
    async fn load(&self, id: GameId) -> R<Live> {
        let store = &self.inner.store;
        let Some(row) = store.game(id).await? else {
            return user(text::no_such_game(id, &[]));
        };
        let damaged = || Fail::User(text::damaged(id));
        let start: Position = row.start_position.parse().map_err(|_| damaged())?;
        let mut record = Record::new(start);
        for a in store.actions(id).await? {
            let action = record
                .current()
                .parse_action(&a.notation)
                .map_err(|_| damaged())?;
            record.play(action).map_err(|_| damaged())?;
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
        };
        let white = get(row.white_id).await?.unwrap_or_else(|| unknown.clone());
        let black = get(row.black_id).await?.unwrap_or(unknown);
        let community = store
            .community(row.community_id)
            .await?
            .ok_or_else(damaged)?;
        Ok(Live {
            row,
            record,
            white,
            black,
            community,
        })
    }

    /// Makes the cached game current: loads it when absent, reloads it when the database
    /// holds a newer version (another process on the same file, such as a console next to
    /// the bot). One indexed read per command.
    async fn refresh(&self, slot: &mut Option<Live>, id: GameId) -> R<()> {
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
    async fn snapshot(&self, id: GameId) -> R<Live> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        self.refresh(&mut guard, id).await?;
        guard.clone().ok_or_else(|| Fail::User(text::damaged(id)))
    }

    // ---- playing ----

    /// Applies a decision of `me` (or of the AI) to a game. With `at_ply`, the decision was
    /// offered at that ply (a button): stale clicks are recognised.
    async fn play(
        &self,
        me: &Player,
        id: GameId,
        action_text: &str,
        at_ply: Option<i64>,
        actor: Actor,
    ) -> R<Reply> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        self.refresh(&mut guard, id).await?;
        let Some(live) = guard.as_mut() else {
            return user(text::damaged(id));
        };
        if let Some(ply) = at_ply {
            if ply != live.row.ply || live.row.status != GameStatus::Active {
                // A double click or a retry of what was already played is not an error.
                let earlier = self.inner.store.actions(id).await?;
                if let Some(a) = earlier.iter().find(|a| a.ply == ply) {
                    if a.actor_id == me.id && a.notation == action_text {
                        return Ok(Reply::error(text::already_played(id, &a.notation)));
                    }
                }
                return user(text::stale(id));
            }
        }
        match live.row.status {
            GameStatus::Active => {}
            GameStatus::Finished => return user(text::game_over_already(id, &live.row)),
            _ => return user(text::not_started(id)),
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        let Some(decider_colour) = live.position().decider() else {
            return user(text::game_over_already(id, &live.row));
        };
        if decider_colour != mine {
            let who = live.player(decider_colour);
            return user(text::not_your_decision(decider_colour, &who.display_name));
        }
        let position = *live.position();
        let action = match action_text.trim().parse::<usize>() {
            // A number picks a removal option, numbered as in the image and the buttons.
            Ok(n) => {
                let options = position.removal_options();
                match n.checked_sub(1).and_then(|i| options.get(i)) {
                    Some(a) => *a,
                    None => return user(text::no_such_option(n, options.len())),
                }
            }
            Err(_) => position
                .parse_action(action_text)
                .map_err(|e| Fail::User(text::illegal(&e)))?,
        };
        let mut next = position;
        next.play(action)
            .map_err(|e| Fail::User(text::illegal(&e)))?;
        let now = self.now();
        let outcome = next.outcome();
        let timer = match (outcome, next.decider()) {
            (None, Some(c)) if live.player(c).platform != "ai" => {
                live.time_control().per_decision_ms().map(|per| Timer {
                    deadline: now + per,
                    remind_at: now + per / 2,
                })
            }
            _ => None,
        };
        let notation = action.to_string();
        let position_text = next.to_string();
        let new = NewAction {
            game: id,
            expected_version: live.row.version,
            ply: live.row.ply,
            actor: me.id,
            notation: &notation,
            position: &position_text,
            timer,
            now,
        };
        let finish = outcome.map(|o| Finish {
            winner: colour_word(o.winner),
            reason: match o.reason {
                WinReason::NoGipfLeft => "no_gipf",
                WinReason::NoReserve => "no_reserve",
            },
        });
        // Committed before it is acknowledged: nothing below runs if this fails.
        let row = self
            .inner
            .store
            .commit_action(
                &new,
                finish
                    .as_ref()
                    .map(|f| (f, &Glicko2 as &dyn gipf_store::Rater)),
            )
            .await?;
        live.record
            .play(action)
            .map_err(|e| Fail::User(text::illegal(&e)))?;
        live.row = row;
        let snapshot = live.clone();
        if snapshot.row.status == GameStatus::Finished {
            *guard = None;
            drop(guard);
            self.forget(id);
        } else {
            drop(guard);
        }
        if timer.is_some() {
            self.inner.timers.notify_one();
        }
        self.after_change(&snapshot, Some(me.id), actor).await
    }

    /// What follows a change of a game: the reply for whoever caused it, the events for the
    /// others, and the AI's next decision. One image serves the reply and the event, drawn
    /// for the person who has to think about it next.
    async fn after_change(&self, live: &Live, by: Option<PlayerId>, actor: Actor) -> R<Reply> {
        let reply = self.board_reply(live, live.main_viewer()).await;
        if live.row.status == GameStatus::Finished {
            tracing::info!(
                game = live.row.id.0,
                winner = live.row.winner.as_deref().unwrap_or("?"),
                reason = live.row.reason.as_deref().unwrap_or("?"),
                "game over"
            );
            let others: Vec<Player> = [&live.white, &live.black]
                .into_iter()
                .filter(|p| Some(p.id) != by && p.platform != "ai")
                .cloned()
                .collect();
            // The AI's final move is announced to the human; a human's to the opponent.
            if !others.is_empty() {
                self.emit(
                    EventKind::GameOver,
                    actor.cause(),
                    &live.community,
                    others.clone(),
                    reply.clone(),
                );
            }
            let mut reply = reply;
            if actor == Actor::Human {
                reply.mentions.extend(others);
            }
            return Ok(reply);
        }
        if let Some(decider) = live.decider() {
            if decider.platform == "ai" {
                self.spawn_ai(live.row.id);
            } else if Some(decider.id) != by || actor == Actor::Ai {
                self.emit(
                    EventKind::YourTurn,
                    actor.cause(),
                    &live.community,
                    vec![decider.clone()],
                    reply.clone(),
                );
            }
        }
        Ok(reply)
    }

    /// Sends an event to adapters. No subscriber (tests, a console without adapters) is not
    /// an error.
    fn emit(
        &self,
        kind: EventKind,
        cause: Cause,
        community: &Community,
        to: Vec<Player>,
        reply: Reply,
    ) {
        let _ = self.inner.events.send(Event {
            kind,
            cause,
            community: community.clone(),
            to,
            reply,
        });
    }

    /// The board of a game with its text, image and the decider's choices. `viewer` is the
    /// colour of the person it is shown to (his side at the bottom).
    async fn board_reply(&self, live: &Live, viewer: Option<Color>) -> Reply {
        let p = *live.position();
        let id = live.row.id;
        let mut reply = Reply {
            markdown: text::board(
                live.row.id,
                &live.row,
                &live.white,
                &live.black,
                &live.record,
            ),
            position: Some(p),
            game: Some(id),
            ..Reply::default()
        };
        if let Some(d) = live.decider() {
            if d.platform != "ai" {
                reply.mentions.push(d.clone());
                reply.choices = decision_choices(id, live.row.ply, &p);
            }
        } else if live.row.status == GameStatus::Finished {
            reply.choices = vec![ChoiceGroup {
                kind: ChoiceKind::AfterGame,
                choices: vec![Choice {
                    id: ChoiceId {
                        game: id,
                        ply: live.row.ply,
                        what: ChoiceWhat::Rematch,
                    }
                    .to_string(),
                    label: "Rematch".into(),
                }],
            }];
        }
        if self.inner.config.images {
            let options = RenderOptions {
                width: self.inner.config.image_width,
                theme: self.inner.config.theme,
                flip: viewer == Some(Color::Black),
                names: [
                    live.white.display_name.clone(),
                    live.black.display_name.clone(),
                ],
                last_turn: live.record.last_turn_events(),
                choices: None,
            };
            let _slot = self.inner.render_slots.acquire().await;
            let rendered = tokio::task::spawn_blocking(move || {
                let png = gipf_render::render(&p, &options)?;
                Ok::<_, gipf_render::RenderError>((png, options.width))
            })
            .await;
            match rendered {
                Ok(Ok((png, width))) => {
                    reply.image = Some(Image {
                        png: Arc::new(png),
                        width,
                        height: width * 16 / 21,
                    })
                }
                Ok(Err(e)) => tracing::warn!(error = %e, "rendering failed"),
                Err(e) => tracing::warn!(error = %e, "rendering task failed"),
            }
        }
        reply
    }

    async fn board(&self, id: GameId, me: &Player) -> R<Reply> {
        let live = self.snapshot(id).await?;
        if live.row.status != GameStatus::Active && live.row.status != GameStatus::Finished {
            let ch = self.inner.store.challenge(id).await?;
            return Ok(Reply::text(text::challenge_state(
                id,
                &live.row,
                ch.as_ref(),
            )));
        }
        let mut r = self.board_reply(&live, live.colour_of(me.id)).await;
        // Only the decider gets buttons; a bystander's board has none.
        if live.decider().map(|d| d.id) != Some(me.id) && live.row.status == GameStatus::Active {
            r.choices.clear();
        }
        Ok(r)
    }

    async fn choose(&self, me: &Player, room: &Community, raw: &str) -> R<Reply> {
        let id: ChoiceId = raw
            .parse()
            .map_err(|e: crate::ChoiceIdError| Fail::User(e.to_string()))?;
        match id.what {
            ChoiceWhat::Play(a) => self.play(me, id.game, &a, Some(id.ply), Actor::Human).await,
            ChoiceWhat::Dot(dot) => {
                let live = self.snapshot(id.game).await?;
                if live.row.ply != id.ply || live.row.status != GameStatus::Active {
                    return user(text::stale(id.game));
                }
                if live.colour_of(me.id).is_none() {
                    return user(text::not_your_game(id.game));
                }
                if live.decider().map(|d| d.id) != Some(me.id) {
                    let c = live.position().decider().unwrap_or(Color::White);
                    return user(text::not_your_decision(c, &live.player(c).display_name));
                }
                let choices = direction_choices(id.game, id.ply, live.position(), &dot);
                if choices.is_empty() {
                    return user(text::no_push_from(&dot));
                }
                Ok(Reply {
                    markdown: text::pick_direction(&dot),
                    game: Some(id.game),
                    choices: vec![ChoiceGroup {
                        kind: ChoiceKind::Directions,
                        choices,
                    }],
                    private: true,
                    ..Reply::default()
                })
            }
            ChoiceWhat::Accept | ChoiceWhat::Decline => {
                // Only in the challenge's own room (answer_game checks it).
                let accept = id.what == ChoiceWhat::Accept;
                self.answer_game(me, room, id.game, accept).await
            }
            ChoiceWhat::Rematch => {
                let live = self.snapshot(id.game).await?;
                self.rematch_of(me, &live).await
            }
        }
    }

    async fn resign(&self, me: &Player, id: GameId) -> R<Reply> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        self.refresh(&mut guard, id).await?;
        let Some(live) = guard.as_mut() else {
            return user(text::damaged(id));
        };
        if live.row.status != GameStatus::Active {
            return user(text::game_over_already(id, &live.row));
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        let finish = Finish {
            winner: colour_word(mine.other()),
            reason: "resignation",
        };
        live.row = self
            .inner
            .store
            .finish_game(id, live.row.version, &finish, &Glicko2, self.now())
            .await?;
        let snapshot = live.clone();
        *guard = None;
        drop(guard);
        self.forget(id);
        self.after_change(&snapshot, Some(me.id), Actor::Human)
            .await
    }

    // ---- the AI ----

    fn spawn_ai(&self, id: GameId) {
        let m = self.clone();
        m.inner.ai_pending.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            if let Err(e) = m.ai_decide(id).await {
                match e {
                    Fail::User(msg) => tracing::warn!(game = id.0, %msg, "AI decision refused"),
                    Fail::Store(e) => {
                        tracing::warn!(game = id.0, error = %e, "AI decision not stored")
                    }
                }
            }
            let left = m.inner.ai_pending.fetch_sub(1, Ordering::SeqCst) - 1;
            m.inner.ai_idle.send_replace(left);
        });
    }

    async fn ai_decide(&self, id: GameId) -> R<()> {
        let _permit = self
            .inner
            .ai_slots
            .acquire()
            .await
            .map_err(|_| Fail::User("shutting down".into()))?;
        let live = self.snapshot(id).await?;
        let Some(ai) = live.decider().filter(|d| d.platform == "ai").cloned() else {
            return Ok(());
        };
        if live.row.status != GameStatus::Active {
            return Ok(());
        }
        let level: Level = ai
            .platform_user
            .parse()
            .map_err(|_| Fail::User(format!("unknown AI level {}", ai.platform_user)))?;
        let position = *live.position();
        let ply = live.row.ply;
        // Same game, same ply, same seed: the AI's games are reproducible.
        let seed = (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        let action = tokio::task::spawn_blocking(move || {
            let mut settings = Settings::level(level);
            settings.seed = seed;
            settings.table_mb = 8;
            let cancel = AtomicBool::new(false);
            let started = std::time::Instant::now();
            let r = gipf_engine::think(&position, &settings, None, &cancel);
            (r, started.elapsed())
        })
        .await
        .map_err(|e| Fail::User(format!("AI task failed: {e}")))?;
        let (Some(result), spent) = action else {
            return Ok(());
        };
        tracing::debug!(
            game = id.0,
            %level,
            action = %result.best,
            depth = result.depth,
            nodes = result.nodes,
            ms = spent.as_millis() as u64,
            "AI decision"
        );
        let action = result.best;
        self.play(&ai, id, &action.to_string(), Some(ply), Actor::Ai)
            .await
            .map(|_| ())
    }

    async fn start_ai_game(
        &self,
        me: &Player,
        room: &Community,
        level: Level,
        variant: Variant,
        colour: ColourChoice,
        rematch_of: Option<GameId>,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let now = self.now();
        let ai = store
            .ensure_player("ai", level.name(), &text::ai_name(level), now)
            .await?;
        let me_white = match colour {
            ColourChoice::White => true,
            ColourChoice::Black => false,
            ColourChoice::Random => coin(now, me.id.0),
        };
        let (white, black) = if me_white {
            (me.id, ai.id)
        } else {
            (ai.id, me.id)
        };
        let rated = match store.setting(room.id, "rate_ai_games").await? {
            Some(v) => v == "true",
            None => self.inner.config.rate_ai_games,
        };
        let start = Position::start(variant).to_string();
        let row = store
            .create_game(&NewGame {
                community: room.id,
                variant: variant.name(),
                white: Some(white),
                black: Some(black),
                status: GameStatus::Active,
                time_control: "none",
                rated,
                start_position: &start,
                timer: None,
                rematch_of,
                challenge: None,
                now,
            })
            .await?;
        let live = self.snapshot(row.id).await?;
        let mut reply = self.after_change(&live, Some(me.id), Actor::Human).await?;
        reply.markdown = format!(
            "{}\n{}",
            text::ai_game_started(row.id, level, me_white),
            reply.markdown
        );
        Ok(reply)
    }

    async fn levels(&self) -> R<Reply> {
        let mut rows = Vec::new();
        for level in Level::ALL {
            let p = self.inner.store.player_by_user("ai", level.name()).await?;
            // The variant it has played most, everywhere.
            let mut best: Option<gipf_store::RatingRow> = None;
            if let Some(p) = p {
                for v in Variant::ALL {
                    if let Some(r) = self.inner.store.rating(p.id, GLOBAL, v.name()).await? {
                        if best.as_ref().is_none_or(|b| r.games > b.games) {
                            best = Some(r);
                        }
                    }
                }
            }
            rows.push((level, best));
        }
        Ok(Reply::text(text::levels(
            &rows,
            self.inner.config.default_level,
        )))
    }

    // ---- challenges ----

    #[allow(clippy::too_many_arguments)]
    async fn challenge(
        &self,
        me: &Player,
        them: Option<&Player>,
        room: &Community,
        variant: Variant,
        colour: ColourChoice,
        time: Option<TimeControl>,
        rematch_of: Option<GameId>,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let now = self.now();
        let time = match time {
            Some(t) => t,
            None => match store.setting(room.id, "default_time_control").await? {
                Some(t) => t.parse().unwrap_or(self.inner.config.default_time_control),
                None => self.inner.config.default_time_control,
            },
        };
        let start = Position::start(variant).to_string();
        let time_text = time.to_string();
        let row = store
            .create_game(&NewGame {
                community: room.id,
                variant: variant.name(),
                white: None,
                black: None,
                status: GameStatus::Challenge,
                time_control: &time_text,
                rated: true,
                start_position: &start,
                timer: None,
                rematch_of,
                challenge: Some(NewChallenge {
                    challenger: me.id,
                    challenged: them.map(|t| t.id),
                    challenger_color: colour.name(),
                    expires_at: now + self.inner.config.challenge_expiry_ms,
                }),
                now,
            })
            .await?;
        self.inner.timers.notify_one();
        let markdown = text::challenge_made(row.id, me, them, variant, colour, time);
        let choices = vec![ChoiceGroup {
            kind: ChoiceKind::Challenge,
            choices: vec![
                Choice {
                    id: ChoiceId {
                        game: row.id,
                        ply: 0,
                        what: ChoiceWhat::Accept,
                    }
                    .to_string(),
                    label: "Accept".into(),
                },
                Choice {
                    id: ChoiceId {
                        game: row.id,
                        ply: 0,
                        what: ChoiceWhat::Decline,
                    }
                    .to_string(),
                    label: "Decline".into(),
                },
            ],
        }];
        let reply = Reply {
            markdown,
            game: Some(row.id),
            choices,
            mentions: them.into_iter().cloned().collect(),
            ..Reply::default()
        };
        let to = them.into_iter().cloned().collect();
        self.emit(
            EventKind::ChallengeReceived,
            Cause::Command,
            room,
            to,
            reply.clone(),
        );
        Ok(reply)
    }

    async fn answer(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        target: Option<Target>,
        accept: bool,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let id = match target {
            Some(Target::Game(id)) => id,
            other => {
                let from = match other {
                    Some(Target::User(u)) => Some(self.resolve_user(&ctx.platform, &u).await?),
                    _ => None,
                };
                let mut candidates = Vec::new();
                for g in store.open_games_of(me.id, Some(room.id)).await? {
                    if g.status != GameStatus::Challenge {
                        continue;
                    }
                    if let Some(c) = store.challenge(g.id).await? {
                        let to_me = c.challenged_id == Some(me.id)
                            || (accept
                                && c.challenged_id.is_none()
                                && c.challenger_id != me.id
                                && g.community_id == room.id);
                        let by = from.as_ref().is_none_or(|f| f.id == c.challenger_id);
                        if to_me && by {
                            candidates.push(g.id);
                        }
                    }
                }
                match candidates.as_slice() {
                    [one] => *one,
                    [] => return user(text::NO_CHALLENGE),
                    many => return user(text::which_challenge(many)),
                }
            }
        };
        self.answer_game(me, room, id, accept).await
    }

    async fn answer_game(
        &self,
        me: &Player,
        room: &Community,
        id: GameId,
        accept: bool,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let (Some(row), Some(ch)) = (store.game(id).await?, store.challenge(id).await?) else {
            return user(text::no_such_game(id, &[]));
        };
        if row.community_id != room.id {
            return user(text::no_such_game(id, &[]));
        }
        if row.status != GameStatus::Challenge {
            return user(text::challenge_closed(id, row.status));
        }
        if ch.challenger_id == me.id {
            return user(text::OWN_CHALLENGE);
        }
        match ch.challenged_id {
            Some(p) if p != me.id => return user(text::not_your_challenge(id)),
            None if !accept => return user(text::OPEN_NO_DECLINE),
            _ => {}
        }
        let now = self.now();
        let challenger = store
            .player(ch.challenger_id)
            .await?
            .ok_or_else(|| Fail::User(text::damaged(id)))?;
        if !accept {
            store
                .answer_challenge(id, row.version, GameStatus::Declined, None, None, now)
                .await?;
            let r = Reply {
                mentions: vec![challenger.clone()],
                game: Some(id),
                ..Reply::text(text::declined(id, me, &challenger))
            };
            self.emit(
                EventKind::ChallengeAnswered,
                Cause::Command,
                room,
                vec![challenger],
                r.clone(),
            );
            return Ok(r);
        }
        let challenger_white = match ch.challenger_color.as_str() {
            "white" => true,
            "black" => false,
            _ => coin(now, id.0),
        };
        let (white, black) = if challenger_white {
            (ch.challenger_id, me.id)
        } else {
            (me.id, ch.challenger_id)
        };
        let tc: TimeControl = row.time_control.parse().unwrap_or(TimeControl::None);
        let timer = tc.per_decision_ms().map(|per| Timer {
            deadline: now + per,
            remind_at: now + per / 2,
        });
        store
            .answer_challenge(
                id,
                row.version,
                GameStatus::Active,
                Some((white, black)),
                timer,
                now,
            )
            .await?;
        self.inner.timers.notify_one();
        let live = self.snapshot(id).await?;
        let mut reply = self.after_change(&live, Some(me.id), Actor::Human).await?;
        reply.markdown = format!(
            "{}\n{}",
            text::accepted(id, me, &challenger),
            reply.markdown
        );
        if challenger_white {
            // The challenger got "your turn" from after_change; nothing more to say.
        } else {
            reply.mentions.push(challenger.clone());
            self.emit(
                EventKind::ChallengeAnswered,
                Cause::Command,
                room,
                vec![challenger.clone()],
                Reply {
                    game: Some(id),
                    ..Reply::text(text::accepted(id, me, &challenger))
                },
            );
        }
        Ok(reply)
    }

    async fn cancel(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        named: Option<GameId>,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let id = match named.or(ctx.game) {
            Some(id) => id,
            None => {
                let mut mine = Vec::new();
                for g in store.open_games_of(me.id, None).await? {
                    if g.status == GameStatus::Challenge
                        && store.challenge(g.id).await?.map(|c| c.challenger_id) == Some(me.id)
                    {
                        mine.push(g.id);
                    }
                }
                match mine.as_slice() {
                    [one] => *one,
                    [] => return user(text::NO_OWN_CHALLENGE),
                    many => return user(text::which_challenge(many)),
                }
            }
        };
        let (Some(row), Some(ch)) = (store.game(id).await?, store.challenge(id).await?) else {
            return user(text::no_such_game(id, &[]));
        };
        if row.community_id != room.id {
            return user(text::no_such_game(id, &[]));
        }
        if ch.challenger_id != me.id {
            return user(text::not_your_challenge(id));
        }
        if row.status != GameStatus::Challenge {
            return user(text::challenge_closed(id, row.status));
        }
        store
            .answer_challenge(
                id,
                row.version,
                GameStatus::Cancelled,
                None,
                None,
                self.now(),
            )
            .await?;
        Ok(Reply::text(text::cancelled(id)))
    }

    async fn rematch(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        named: Option<GameId>,
    ) -> R<Reply> {
        let id = match named.or(ctx.game) {
            Some(id) => id,
            None => match self.inner.store.last_finished_of(me.id, room.id).await? {
                Some(g) => g.id,
                None => return user(text::NO_FINISHED_GAME),
            },
        };
        let live = self.snapshot(id).await?;
        if live.community.id != room.id {
            return user(text::no_such_game(id, &[]));
        }
        self.rematch_of(me, &live).await
    }

    async fn rematch_of(&self, me: &Player, live: &Live) -> R<Reply> {
        let id = live.row.id;
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        if live.row.status != GameStatus::Finished {
            return user(text::not_finished(id));
        }
        let variant: Variant = live
            .row
            .variant
            .parse()
            .map_err(|_| Fail::User(text::damaged(id)))?;
        // Colours swapped: I take the other side.
        let colour = match mine {
            Color::White => ColourChoice::Black,
            Color::Black => ColourChoice::White,
        };
        let them = live.player(mine.other()).clone();
        if them.platform == "ai" {
            let level: Level = them
                .platform_user
                .parse()
                .map_err(|_| Fail::User(text::damaged(id)))?;
            return self
                .start_ai_game(me, &live.community, level, variant, colour, Some(id))
                .await;
        }
        let time = live.row.time_control.parse().ok();
        self.challenge(
            me,
            Some(&them),
            &live.community,
            variant,
            colour,
            time,
            Some(id),
        )
        .await
    }

    async fn games(&self, me: &Player, room: &Community) -> R<Reply> {
        let store = &self.inner.store;
        let mut lines = Vec::new();
        for g in store.open_games_of(me.id, Some(room.id)).await? {
            if g.status == GameStatus::Active {
                let live = self.snapshot(g.id).await?;
                lines.push(text::game_line(
                    &live.row,
                    &live.white,
                    &live.black,
                    live.position(),
                    me,
                ));
            } else {
                let ch = store.challenge(g.id).await?;
                lines.push(text::challenge_state(g.id, &g, ch.as_ref()));
            }
        }
        Ok(Reply {
            private: true,
            ..Reply::text(text::games(&lines))
        })
    }

    async fn stats(&self, me: &Player, them: &Player, room: &Community) -> R<Reply> {
        let store = &self.inner.store;
        let mut ratings = Vec::new();
        for v in Variant::ALL {
            for scope in [room.id, GLOBAL] {
                if let Some(r) = store.rating(them.id, scope, v.name()).await? {
                    ratings.push((v, scope == GLOBAL, r));
                }
            }
        }
        let results = store.results(them.id).await?;
        let h2h = if me.id != them.id {
            Some(store.head_to_head(me.id, them.id).await?)
        } else {
            None
        };
        Ok(Reply::text(text::stats(
            them,
            &ratings,
            &results,
            h2h,
            self.inner.config.provisional_deviation,
        )))
    }

    // ---- time ----

    /// Applies every deadline, reminder and challenge expiry due now; returns how many.
    pub async fn run_due(&self) -> usize {
        let now = self.now();
        let due = match self.inner.store.due(now).await {
            Ok(d) => d,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read due games");
                return 0;
            }
        };
        let mut n = 0;
        for row in due {
            match self.apply_due(row.id, now).await {
                Ok(true) => n += 1,
                Ok(false) => {}
                Err(Fail::User(m)) => tracing::warn!(game = row.id.0, %m, "timer"),
                Err(Fail::Store(e)) => tracing::warn!(game = row.id.0, error = %e, "timer"),
            }
        }
        n
    }

    async fn apply_due(&self, id: GameId, now: i64) -> R<bool> {
        let store = &self.inner.store;
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        let Some(row) = store.game(id).await? else {
            return Ok(false);
        };
        match row.status {
            GameStatus::Challenge => {
                let Some(ch) = store.challenge(id).await? else {
                    return Ok(false);
                };
                if ch.expires_at > now {
                    return Ok(false);
                }
                store
                    .answer_challenge(id, row.version, GameStatus::Expired, None, None, now)
                    .await?;
                let room = store.community(row.community_id).await?;
                let challenger = store.player(ch.challenger_id).await?;
                if let (Some(room), Some(challenger)) = (room, challenger) {
                    self.emit(
                        EventKind::ChallengeAnswered,
                        Cause::Timer,
                        &room,
                        vec![challenger],
                        Reply {
                            game: Some(id),
                            ..Reply::text(text::expired(id))
                        },
                    );
                }
                Ok(true)
            }
            GameStatus::Active => {
                *guard = Some(self.load(id).await?);
                let Some(live) = guard.as_mut() else {
                    return Ok(false);
                };
                let Some(loser) = live.position().decider() else {
                    return Ok(false);
                };
                if row.deadline.is_some_and(|d| d <= now) {
                    let finish = Finish {
                        winner: colour_word(loser.other()),
                        reason: "time",
                    };
                    live.row = store
                        .finish_game(id, live.row.version, &finish, &Glicko2, now)
                        .await?;
                    let snapshot = live.clone();
                    *guard = None;
                    drop(guard);
                    self.forget(id);
                    let players: Vec<Player> = [&snapshot.white, &snapshot.black]
                        .into_iter()
                        .filter(|p| p.platform != "ai")
                        .cloned()
                        .collect();
                    let r = self.board_reply(&snapshot, snapshot.main_viewer()).await;
                    self.emit(
                        EventKind::GameOver,
                        Cause::Timer,
                        &snapshot.community,
                        players,
                        r,
                    );
                    return Ok(true);
                }
                if !row.reminded && row.remind_at.is_some_and(|r| r <= now) {
                    live.row = store.set_reminded(id, live.row.version).await?;
                    let snapshot = live.clone();
                    drop(guard);
                    let decider = snapshot.player(loser).clone();
                    let mut r = self.board_reply(&snapshot, Some(loser)).await;
                    r.markdown = format!(
                        "{}\n{}",
                        text::reminder(id, &decider, row.deadline.unwrap_or(now) - now),
                        r.markdown
                    );
                    self.emit(
                        EventKind::Reminder,
                        Cause::Timer,
                        &snapshot.community,
                        vec![decider],
                        r,
                    );
                    return Ok(true);
                }
                Ok(false)
            }
            _ => Ok(false),
        }
    }

    /// Runs deadlines in the background: sleeps until the next one (or until a new one may
    /// be earlier), applies what is due, again. Rebuilt from the database at every wake, so a
    /// restart loses nothing.
    pub fn spawn_scheduler(&self) -> tokio::task::JoinHandle<()> {
        let m = self.clone();
        tokio::spawn(async move {
            loop {
                m.run_due().await;
                let next = m.inner.store.next_due().await.ok().flatten();
                let wait = match next {
                    Some(t) => (t - m.now()).clamp(0, 3_600_000) as u64,
                    None => 3_600_000,
                };
                tokio::select! {
                    _ = tokio::time::sleep(std::time::Duration::from_millis(wait)) => {}
                    _ = m.inner.timers.notified() => {}
                }
            }
        })
    }
}

/// Which games a command without a game id may mean.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pick {
    /// Only games being played (move, resign).
    Active,
    /// Also the last finished one (board, history).
    Any,
}

fn colour_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A fair-enough coin for colours: a mix of the time and an id.
fn coin(now: i64, salt: i64) -> bool {
    let mut x = (now as u64) ^ (salt as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x & 1 == 0
}

/// The decider's choices: the entry dots at a push, the numbered removal options otherwise.
fn decision_choices(game: GameId, ply: i64, p: &Position) -> Vec<ChoiceGroup> {
    let id = |what| ChoiceId { game, ply, what }.to_string();
    match p.stage() {
        Stage::Push => {
            let mut dots: Vec<String> = Vec::new();
            for a in p.legal_actions() {
                if let Action::Push { entry, .. } = a {
                    let d = entry.dot().to_string();
                    if !dots.contains(&d) {
                        dots.push(d);
                    }
                }
            }
            if dots.is_empty() {
                return Vec::new();
            }
            vec![ChoiceGroup {
                kind: ChoiceKind::Dots,
                choices: dots
                    .into_iter()
                    .map(|d| Choice {
                        id: id(ChoiceWhat::Dot(d.clone())),
                        label: d,
                    })
                    .collect(),
            }]
        }
        Stage::MoverRemoves | Stage::OpponentRemoves => {
            let mut choices: Vec<Choice> = p
                .removal_options()
                .into_iter()
                .enumerate()
                .map(|(i, a)| Choice {
                    id: id(ChoiceWhat::Play(a.to_string())),
                    label: format!("{}. {a}", i + 1),
                })
                .collect();
            if p.legal_actions().contains(&Action::Done) {
                choices.push(Choice {
                    id: id(ChoiceWhat::Play("done".into())),
                    label: "done (leave the rest)".into(),
                });
            }
            vec![ChoiceGroup {
                kind: ChoiceKind::Removals,
                choices,
            }]
        }
        Stage::Won(_) => Vec::new(),
    }
}

/// The pushes from one dot (with GIPF pushes labelled), for the second step of a push.
fn direction_choices(game: GameId, ply: i64, p: &Position, dot: &str) -> Vec<Choice> {
    p.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Push { entry, gipf } if entry.dot().to_string().eq_ignore_ascii_case(dot) => {
                Some(Choice {
                    id: ChoiceId {
                        game,
                        ply,
                        what: ChoiceWhat::Play(a.to_string()),
                    }
                    .to_string(),
                    label: if gipf {
                        format!("{a} (GIPF piece)")
                    } else {
                        a.to_string()
                    },
                })
            }
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Adapters run `handle` on a multi-threaded runtime: its future must be `Send`.
    #[test]
    fn handle_is_send() {
        fn is_send<T: Send>(_: &T) {}
        fn check(m: &Manager, c: &Ctx) {
            let f = m.handle(c, Command::Games);
            is_send(&f);
        }
        let _ = check;
    }
}
