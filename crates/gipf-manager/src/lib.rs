//! gipfbot's game manager: one place that owns every rule of the service (challenges, turns,
//! deadlines, ratings, leaderboards) for every chat platform.
//!
//! Adapters turn a platform's events into a [`Command`] with a [`Ctx`] (who, where) and call
//! [`Manager::handle`]; they show the [`Reply`] (text, board PNG, choices as buttons) and
//! deliver the [`Event`]s from [`Manager::subscribe`] (your turn, challenges, reminders, game
//! over). Text platforms parse with `Command::from_str` (the language of COMMANDS.md).
//!
//! # Layout
//!
//! | file | topic |
//! |---|---|
//! | `command.rs` | the [`Command`] enum and the one command table ([`COMMANDS`]) that the parser, `help` and the Discord command descriptions come from |
//! | `reply.rs` | [`Reply`], [`Image`], [`Event`]: what the manager says |
//! | `choice.rs` | buttons and menus: [`ChoiceId`]s and the choices of a decision |
//! | `dvonn_choices.rs` | DVONN's choices: free spaces, movable stacks, a stack's targets |
//! | `yinsh_choices.rs` | YINSH's choices: vacant points, rings then their landing points, `pass`, numbered rows, rings to remove |
//! | `tzaar_choices.rs` | TZAAR's choices: the stacks that can act, a stack's captures and stacking moves, `pass`; the types left and empty spaces while placing |
//! | `manager.rs` | [`Manager`]: its state, `open`, and the dispatch of a command (nothing else) |
//! | `adapter.rs` | what adapters do alike: [`Platform`], their events, the game of a thread, room locks |
//! | `fail.rs` | why a command did nothing: the user's mistake, the database, or an internal fault (logged with a reference) |
//! | `lang.rs` | which language a reply or a post is in, rooms' settings and players' languages remembered |
//! | `identity.rs` | who and where: [`Ctx`], players and communities, users named in commands |
//! | `game.rs` | a live game, its lock ([`Manager::lock_game`]), loading, and which game a command means |
//! | `board.rs` | the board reply: text, image, choices |
//! | `events.rs` | what follows a change (replies, events, the AI's turn) and sending events |
//! | `cmd/play.rs` | moves, choices, board, resign, move suggestions |
//! | `cmd/challenge.rs` | challenges, answers, cancel, rematch |
//! | `cmd/ai.rs` | games against the AI, its decisions, `levels` |
//! | `cmd/info.rs` | games, stats, leaderboards, history |
//! | `direct/` | your-turn notices where each player wants them: `notify`, direct messages batched, the fallback to mentions |
//! | `outbox.rs` | delivering the owed posts: replies acknowledged, events posted, the rest from the outbox |
//! | `metrics.rs` | what operators watch: counters, latency histograms, [`Health`] |
//! | `view.rs` | what the web pages show: a game by its address, its SVG board, leaderboards, profiles |
//! | `settings.rs` | a room's settings as players name them: names, values, reading |
//! | `cmd/settings.rs` | `settings` and `language` |
//! | `instances.rs` | several instances on PostgreSQL: the others' notices heard, dead ones' work taken over |
//! | `shutdown.rs` | stopping cleanly: no new work, decisions under way finished |
//! | `start.rs` | a new game's start: its variant's own, or a TZAAR layout drawn from the system's random source |
//! | `timers.rs` | deadlines, reminders, expiries and the scheduler |
//! | `text/` | every sentence the manager says |
//! | `limits.rs` | limits against abuse: commands per minute, fair AI slots |
//! | `config.rs`, `clock.rs`, `rating.rs` | the `[game]` settings and secrets, time, Glicko-2 |
//! | `learn/` | lessons in chat: `learn` walks through short lessons whose tasks the rules check, a hint on request, progress kept per player |
//! | `puzzle/` | puzzles in chat: `puzzle` serves one near the player's puzzle rating, answers judged against the proved solution, Glicko-2 puzzle ratings, `puzzle rating`, `puzzle top` |
//! | `review/` | the engine's reviews of finished games: `review`, the line of reviews behind live AI decisions, the summary posted, `review auto`; `analyse` |
//! | `combining/` | the challenges option (COMBINING.md): the trials a game may start with, the die rolled and its outcome played with the challenge, the `agreed` trial's reports, the `game` trial's sub-games, the words of stages `c` and `r` |
//! | `tournament/` | tournaments' rules, pure: formats, Swiss pairing (a minimum-weight perfect matching), Berger round robin, knockout brackets, standings and tie-breaks (the organiser comes next) |

pub mod adapter;
mod board;
mod choice;
mod clock;
mod clocks;
mod cmd;
mod combining;
mod command;
mod config;
mod direct;
mod dvonn_choices;
mod events;
mod fail;
mod game;
mod identity;
mod instances;
mod lang;
mod learn;
mod limits;
mod manager;
mod metrics;
pub mod outbox;
mod punct_choices;
mod puzzle;
mod rating;
mod reply;
mod review;
mod settings;
mod shutdown;
mod start;
mod text;
mod timers;
pub mod tournament;
mod tzaar_choices;
mod view;
mod yinsh_choices;
mod zertz_choices;

pub use adapter::Platform;
pub use choice::{Choice, ChoiceGroup, ChoiceId, ChoiceIdError, ChoiceKind, ChoiceWhat};
pub use clock::{Clock, ManualClock, SystemClock};
pub use combining::{Dice, ScriptedDice, SystemDice};
pub use command::{
    pool_suggestions, variant_suggestions, ColourChoice, Command, CommandError, CommandSpec,
    ReviewAsk, RulesTopic, Target, TimeControl, TimeControlError, UserRef, VacationAsk, COMMANDS,
    VARIANT_WORDS,
};
pub use config::{Config, Secret};
pub use gipf_engine::review::{Mark, Review, Reviewed};
pub use gipf_engine::{Level, LevelError};
pub use gipf_i18n::{Lang, Msg};
pub use gipf_render::GameResult;
pub use gipf_render::Theme;
pub use gipf_store::{
    ai_lease, redacted as redacted_database_url, timer_lease, AdapterLock, Backend, Community, Day,
    EndReason, GameId, GamePlace, GameRow, GameStatus, Notice, Notify, Places, Player, PlayerId,
    PlayerKind, PostId, PostSubject, PuzzleId, PuzzleRow, Slug, SlugError, Store, StoreError,
    Tally, TournamentId, TournamentOutcome, TournamentRow, TournamentStatus, LEASE,
};
pub use identity::Ctx;
pub use instances::TakenOver;
pub use lang::RoomOptions;
pub use learn::LearnAsk;
pub use limits::Limits;
pub use manager::{Change, Manager, Watched};
pub use metrics::Health;
pub use outbox::{Owed, PostError, Poster};
pub use puzzle::{DailyView, PuzzleAsk, PuzzleView, PuzzlesView};
pub use rating::Glicko2;
pub use reply::{Cause, Event, EventKind, Image, Reply};
pub use review::{review_gain, review_loss};
pub use settings::{Setting, SettingError, SettingValue};
pub use shutdown::Leftover;
pub use text::game::{bank_left, last_decision_lines, time_text};
pub use text::{outcome_word, side_name, side_word};
pub use view::{
    GameView, LeaderboardView, MoveView, PlayerView, RankView, SideView, TournamentGame,
};
