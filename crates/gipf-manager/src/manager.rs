//! The manager itself: its shared state, `open`, and the one place that dispatches a
//! [`Command`] to the file of its topic (`cmd/`).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::{Arc, Mutex};

use gipf_store::{Places, PostId, Store, StoreError};
use tokio::sync::{broadcast, watch, Notify, Semaphore};

use crate::adapter::Platform;
use crate::command::{Command, CommandError};
use crate::fail::{user, Fail, R};
use crate::game::{Pick, Slot};
use crate::identity::Known;
use crate::limits::{FairSlots, RateLimiter};
use crate::metrics::Outcome;
use crate::reply::{Event, Reply};
use crate::{text, Clock, Config, Ctx};
use gipf_i18n::{t, Lang};

/// The game manager. Cheap to clone: clones share everything.
#[derive(Clone, Debug)]
pub struct Manager {
    pub(crate) inner: Arc<Inner>,
}

#[derive(Debug)]
pub(crate) struct Inner {
    pub(crate) store: Store,
    pub(crate) config: Config,
    pub(crate) clock: Arc<dyn Clock>,
    /// The dice of challenges decided by dice (`combining/`).
    pub(crate) dice: Arc<dyn crate::combining::Dice>,
    /// One lock per game in memory: a game's commands run in order, games run concurrently.
    pub(crate) games: Mutex<HashMap<gipf_store::GameId, Slot>>,
    pub(crate) events: broadcast::Sender<Event>,
    /// AI decisions at once, shared fairly among the users waiting for them.
    pub(crate) ai_slots: Arc<FairSlots>,
    /// Commands per user per minute.
    pub(crate) rate: RateLimiter,
    /// Renders at once: one per core, so that a burst queues instead of spreading over
    /// many blocking threads (each with its own allocator arena).
    pub(crate) render_slots: Semaphore,
    /// Players and communities already written, with their names: a command from a known
    /// user in a known room writes nothing before its own work.
    pub(crate) known: Mutex<Known>,
    pub(crate) ai_pending: AtomicUsize,
    /// The games whose AI decision this instance has queued or runs, and how many times.
    pub(crate) ai_queued: Mutex<HashMap<gipf_store::GameId, usize>>,
    pub(crate) ai_idle: watch::Sender<usize>,
    /// Wakes the scheduler when a new deadline may be earlier than the one it sleeps for.
    pub(crate) timers: Notify,
    /// Set by [`Manager::shut_down`]: no new commands, AI decisions or timers.
    pub(crate) closing: AtomicBool,
    /// Owed posts that a command's reply carries now (see `outbox.rs`): not swept.
    pub(crate) in_flight: Mutex<HashSet<PostId>>,
    /// Bumped when a reply was dropped unshown: the delivery loops look at the outbox.
    pub(crate) outbox_wake: watch::Sender<u64>,
    /// Commands hold it shared, from before their commit until their reply's post is in
    /// flight; a sweep of the outbox reads the owed posts under it alone.
    pub(crate) outbox_gate: tokio::sync::RwLock<()>,
    /// The platforms whose delivery loop runs.
    pub(crate) delivering: Mutex<Vec<&'static str>>,
    /// Replies shown, whose posts are deleted together.
    pub(crate) acks: crate::outbox::Acks,
    /// What operators watch (`metrics.rs`).
    pub(crate) metrics: crate::metrics::Metrics,
    /// Every change of a game or a tournament, for whoever watches them live (the web pages).
    pub(crate) changes: broadcast::Sender<Change>,
    /// The web pages' boards drawn lately.
    pub(crate) svg_cache: crate::view::SvgCache,
    /// Rooms' settings and players' languages read lately (`lang.rs`).
    pub(crate) prefs: Mutex<crate::lang::Prefs>,
    /// Held while the organiser moves a tournament on (`tournament/organiser.rs`).
    pub(crate) organising: tokio::sync::Mutex<()>,
    /// Held while a review is computed: one at a time, in the order they were asked.
    pub(crate) reviewing: tokio::sync::Mutex<()>,
    /// Whether this process added the starter puzzles to the database (see `puzzle/`).
    pub(crate) puzzles_seeded: tokio::sync::OnceCell<()>,
    /// One finished game's puzzles looked for at a time (`puzzle/harvest.rs`).
    pub(crate) harvesting: tokio::sync::Mutex<()>,
    /// Games whose puzzles are waiting or being looked for.
    pub(crate) harvests_pending: watch::Sender<usize>,
    /// Reviews queued or running here; the game whose review started last (tests wait on it).
    pub(crate) reviews_pending: watch::Sender<(usize, Option<gipf_store::GameId>)>,
}

/// What a live page follows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Watched {
    /// A game: a decision, an answer, an ending.
    Game(gipf_store::GameId),
    /// A tournament: a player in or out, a result, a round paired, its end.
    Tournament(gipf_store::TournamentId),
}

/// Something watched changed: its new version.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Change {
    pub what: Watched,
    pub version: i64,
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
        Manager::open_with_dice(store, config, clock, Arc::new(crate::combining::SystemDice)).await
    }

    /// [`Manager::open`] with dice of one's own (tests roll known values).
    pub async fn open_with_dice(
        store: Store,
        config: Config,
        clock: Arc<dyn Clock>,
        dice: Arc<dyn crate::combining::Dice>,
    ) -> Result<Manager, StoreError> {
        let (events, _) = broadcast::channel(1024);
        let (ai_idle, _) = watch::channel(0);
        let m = Manager {
            inner: Arc::new(Inner {
                store,
                ai_slots: FairSlots::new(config.ai_concurrency),
                rate: RateLimiter::default(),
                render_slots: Semaphore::new(
                    std::thread::available_parallelism().map_or(2, |n| n.get()),
                ),
                known: Mutex::new(Known::default()),
                config,
                clock,
                dice,
                games: Mutex::new(HashMap::new()),
                events,
                ai_pending: AtomicUsize::new(0),
                ai_queued: Mutex::new(HashMap::new()),
                ai_idle,
                timers: Notify::new(),
                closing: AtomicBool::new(false),
                in_flight: Mutex::new(HashSet::new()),
                outbox_wake: watch::channel(0).0,
                outbox_gate: tokio::sync::RwLock::new(()),
                delivering: Mutex::new(Vec::new()),
                acks: Default::default(),
                metrics: Default::default(),
                changes: broadcast::channel(4096).0,
                svg_cache: Default::default(),
                prefs: Default::default(),
                organising: Default::default(),
                reviewing: Default::default(),
                puzzles_seeded: Default::default(),
                harvesting: Default::default(),
                harvests_pending: watch::channel(0).0,
                reviews_pending: watch::channel((0, None)).0,
            }),
        };
        Ok(m)
    }

    /// The store, for the binary (closing it) and tests. Adapters use [`Manager::places`].
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Where games live on their platforms: all of the database an adapter needs.
    pub fn places(&self) -> Places {
        self.inner.store.places()
    }

    /// Events for adapters to deliver.
    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.inner.events.subscribe()
    }

    /// Parses and applies a line of the command language (users named as the context's
    /// platform names them).
    pub async fn handle_text(&self, ctx: &Ctx, text: &str) -> Reply {
        match self.read_command(ctx.platform, text) {
            Ok(c) => self.handle(ctx, c).await,
            Err(e) => {
                let lang = self.quick_lang(ctx);
                Reply {
                    lang,
                    ..Reply::error(text::command_error(&e).render(lang))
                }
            }
        }
    }

    /// Why a command cannot be read, in the asker's language (for adapters that read typed
    /// options themselves).
    pub fn explain(&self, ctx: &Ctx, e: &CommandError) -> String {
        text::command_error(e).render(self.quick_lang(ctx))
    }

    /// The asker's language as far as it is known without the database (adapters word
    /// their own notes in it).
    pub fn lang_of(&self, ctx: &Ctx) -> Lang {
        self.quick_lang(ctx)
    }

    /// Reads a line of the command language as `platform` writes it (mentions), up to the
    /// configured length; adapters that decide what to answer use it before
    /// [`Manager::handle`].
    pub fn read_command(&self, platform: &Platform, text: &str) -> Result<Command, CommandError> {
        Command::parse_within(text, self.inner.config.max_command_chars)
            .map(|c| c.read_users(platform.read_user))
    }

    /// Applies a command. Never fails: problems become a private reply that says what to do.
    pub async fn handle(&self, ctx: &Ctx, command: Command) -> Reply {
        let started = std::time::Instant::now();
        let kind = command.kind();
        let metrics = &self.inner.metrics;
        if self.is_closing() {
            metrics.command(kind, Outcome::Limited, started.elapsed());
            let lang = self.quick_lang(ctx);
            return Reply {
                lang,
                ..Reply::error(t!(lang, "error-restarting"))
            };
        }
        let max = self.inner.config.limits.commands_per_minute;
        if !self
            .inner
            .rate
            .allow(ctx.platform.name, &ctx.user_id, self.now(), max)
        {
            metrics.command(kind, Outcome::Limited, started.elapsed());
            let lang = self.quick_lang(ctx);
            return Reply {
                lang,
                ..Reply::error(text::too_fast(max).render(lang))
            };
        }
        let _gate = self.inner.outbox_gate.read().await;
        let mut lang = self.quick_lang(ctx);
        // A conflict: the game changed between reading and writing it (another instance, or
        // a timer): nothing was written; the command is read again against the new state,
        // where it may well be refused ("not your turn").
        let mut tries = 0;
        let result = loop {
            match self.dispatch(ctx, command.clone(), &mut lang).await {
                Err(Fail::Store(StoreError::Conflict(_))) if tries < 2 => tries += 1,
                r => break r,
            }
        };
        let (outcome, reply) = match result {
            Ok(r) => (Outcome::Ok, r),
            Err(f) => {
                let outcome = match f {
                    Fail::User(_) => Outcome::Refused,
                    _ => Outcome::Failed,
                };
                (
                    outcome,
                    Reply {
                        lang,
                        ..Reply::error(f.into_message("command").render(lang))
                    },
                )
            }
        };
        metrics.command(kind, outcome, started.elapsed());
        reply
    }

    /// Every change of a game or a tournament from now on (the web pages' live view).
    pub fn changes(&self) -> broadcast::Receiver<Change> {
        self.inner.changes.subscribe()
    }

    /// Tells the watchers of games that `row` changed.
    pub(crate) fn changed(&self, row: &gipf_store::GameRow) {
        let _ = self.inner.changes.send(Change {
            what: Watched::Game(row.id),
            version: row.version,
        });
    }

    pub(crate) fn now(&self) -> i64 {
        self.inner.clock.now_ms()
    }

    /// The one place that sends each command to its topic's file; `asker` becomes the
    /// asker's language as soon as it is known (refusals are worded in it); the reply says
    /// which language it is in.
    async fn dispatch(&self, ctx: &Ctx, command: Command, asker: &mut Lang) -> R<Reply> {
        let (me, room) = self.who_and_where(ctx, self.now()).await?;
        let langs = self.langs(ctx, &me, &room).await?;
        *asker = langs.asker;
        // A lesson's buttons are the learner's alone: his language, as for `learn`.
        let lesson = matches!(&command, Command::Choose(id) if id.starts_with("ln:"));
        let lang = if command.posts_to_room() && !lesson {
            langs.room
        } else {
            langs.asker
        };
        let reply = match command {
            Command::Help(topic) => Ok(Reply {
                private: true,
                ..Reply::text(text::help(lang, topic.as_deref(), ctx.platform.help_intro))
            }),
            Command::Rules(v) => Ok(Reply::text(text::rules(lang, v))),
            Command::Levels => self.levels(lang).await,
            Command::Challenge {
                opponent,
                variant,
                colour,
                time,
            } => {
                let them = self.resolve_user(ctx.platform.name, &opponent).await?;
                self.challenge_user(&me, &them, &room, variant, colour, time, lang)
                    .await
            }
            Command::Open {
                variant,
                colour,
                time,
            } => {
                self.challenge(&me, None, &room, variant, colour, time, None, lang)
                    .await
            }
            Command::Accept(t) => self.answer(ctx, &me, &room, t, true, lang).await,
            Command::Decline(t) => self.answer(ctx, &me, &room, t, false, lang).await,
            Command::Cancel(g) => self.cancel(ctx, &me, &room, g, lang).await,
            Command::Ai {
                level,
                variant,
                colour,
            } => {
                let level = level.unwrap_or(self.inner.config.default_level);
                self.start_ai_game(&me, &room, level, variant, colour, None, lang)
                    .await
            }
            Command::Move { action, game } => {
                // Typed options (Discord) are not read as text: the same limit here.
                let chars = action.chars().count();
                let max = self.inner.config.max_command_chars;
                if chars > max {
                    return user(text::command_error(&CommandError::TooLong { chars, max }));
                }
                self.move_command(ctx, &me, &room, &action, game, lang)
                    .await
            }
            Command::Choose(id) => match crate::tournament::TournamentCommand::from_button(&id) {
                Some(t) => self.tournament(ctx, &me, &room, t, lang).await,
                None if id.starts_with("ln:") => match id.parse::<crate::learn::LearnButton>() {
                    Ok(b) => self.learn_button(&me, b, lang).await,
                    Err(()) => user(gipf_i18n::msg!("error-learn-answered")),
                },
                None => match id.parse::<crate::puzzle::PuzzleButton>() {
                    Ok(b) => self.puzzle_button(&me, b, lang).await,
                    Err(()) => match crate::puzzle::daily_button(&id) {
                        Some(day) => {
                            let ask = crate::PuzzleAsk::Daily(Some(day));
                            self.puzzle(&me, &room, ask, lang).await
                        }
                        None => self.choose(&me, &room, &id, lang).await,
                    },
                },
            },
            Command::Board(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Any).await?;
                self.board(id, &me, lang).await
            }
            Command::Resign(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Active).await?;
                self.resign(&me, id, lang).await
            }
            Command::Vacation(ask) => self.vacation(&me, ask, lang).await,
            Command::Confirm(on) => self.confirm_setting(&me, on, lang).await,
            Command::Notify(to) => self.notify_setting(ctx.platform, &me, to, lang).await,
            Command::Report { result, game } => {
                let id = self.pick_game(ctx, &me, &room, game, Pick::Active).await?;
                self.report(&me, id, result, lang).await
            }
            Command::Claim(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Active).await?;
                self.claim_win(&me, id, lang).await
            }
            Command::Takeback(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Active).await?;
                self.takeback(&me, id, lang).await
            }
            Command::AnswerTakeback { accept, game } => {
                let id = self.pick_game(ctx, &me, &room, game, Pick::Active).await?;
                self.answer_takeback(&me, id, accept, None, lang).await
            }
            Command::Rematch(g) => self.rematch(ctx, &me, &room, g, lang).await,
            Command::Games => self.games(&me, &room, lang).await,
            Command::History(g) => {
                let id = self.pick_game(ctx, &me, &room, g, Pick::Any).await?;
                self.history(id, lang).await
            }
            Command::Leaderboard { global, pool } => {
                self.leaderboard(&room, global, pool, lang).await
            }
            Command::Stats(who) => {
                let them = match who {
                    Some(w) => self.resolve_user(ctx.platform.name, &w).await?,
                    None => me.clone(),
                };
                self.stats(&me, &them, &room, lang).await
            }
            // Both may change the language of their own reply.
            Command::Settings(change) => {
                let (reply, new) = self.settings(ctx, &me, &room, change, lang).await?;
                return Ok(Reply { lang: new, ..reply });
            }
            Command::Language(value) => {
                let (reply, new) = self.language(&me, &room, value, lang).await?;
                return Ok(Reply { lang: new, ..reply });
            }
            Command::Tournament(t) => self.tournament(ctx, &me, &room, t, lang).await,
            Command::Review(crate::command::ReviewAsk::Game(g)) => {
                self.review_game(ctx, &me, &room, g, lang).await
            }
            Command::Review(crate::command::ReviewAsk::Auto(on)) => {
                let change = Some((
                    crate::settings::Setting::ReviewAuto,
                    Some(crate::settings::SettingValue::On(on)),
                ));
                let (reply, new) = self.settings(ctx, &me, &room, change, lang).await?;
                return Ok(Reply { lang: new, ..reply });
            }
            Command::Analyse(position) => self.analyse(&me, &room, &position, lang).await,
            Command::Puzzle(ask) => self.puzzle(&me, &room, ask, lang).await,
            Command::Learn(ask) => self.learn(&me, ask, lang).await,
        }?;
        Ok(Reply { lang, ..reply })
    }
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
