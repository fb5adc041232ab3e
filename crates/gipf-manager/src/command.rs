//! The chat command language (COMMANDS.md): one parser for every platform that reads text,
//! and the [`Command`] values that Discord's typed options build directly. One topic over
//! ~1260 lines (with the variant words offered as one types, and a misspelt game's word told
//! from another word): the command table holds every command's words and parser, which share
//! the option readers (variant, colour, time, game) and the tests of the whole language (a
//! feature with many words of its own reads them in its module: `tournament/words.rs`).

use std::fmt;
use std::str::FromStr;

use gipf_engine::Level;
use gipf_games::{AnyPool, AnyVariant, AnyVariantError, GameKind};
use gipf_rules::{AgreedResult, Variant};
pub use gipf_store::{ColourChoice, GameId, TimeControl, TimeControlError};

use crate::settings::{Setting, SettingError, SettingValue};
use crate::tournament::words::TournamentCommand;

/// Everything a user can ask of the manager.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// `help [command]`.
    Help(Option<String>),
    /// `rules [variant | potentials]`.
    Rules(Option<RulesTopic>),
    /// `challenge <user> [variant] [colour] [time <control>]`.
    Challenge {
        /// The user.
        opponent: UserRef,
        variant: AnyVariant,
        /// The challenger's colour.
        colour: ColourChoice,
        /// The time control; `None` = the room's default.
        time: Option<TimeControl>,
    },
    /// `open [variant] [colour] [time <control>]`.
    Open {
        variant: AnyVariant,
        /// The challenger's colour.
        colour: ColourChoice,
        /// The time control; `None` = the room's default.
        time: Option<TimeControl>,
    },
    /// `accept [#game | user]`.
    Accept(Option<Target>),
    /// `decline [#game | user]`.
    Decline(Option<Target>),
    /// `cancel [#game]`.
    Cancel(Option<GameId>),
    /// `ai [level] [variant] [colour]`.
    Ai {
        /// The level; `None` = the default level.
        level: Option<Level>,
        variant: AnyVariant,
        /// The player's colour.
        colour: ColourChoice,
    },
    /// `levels`.
    Levels,
    /// `move <action> [#game]`, or an action alone.
    Move {
        /// The action as written.
        action: String,
        game: Option<GameId>,
    },
    /// A button or menu choice (a [`crate::ChoiceId`] as text).
    Choose(String),
    /// `board [#game]`.
    Board(Option<GameId>),
    /// `resign [#game]`.
    Resign(Option<GameId>),
    /// `confirm [on | off]`: whether pushes chosen with buttons are shown before they count
    /// (`None`: say how it is).
    Confirm(Option<bool>),
    /// `notify [mention | dm | off]`: where the player's your-turn notices go (a mention in
    /// the room, a direct message, none); without a word, where they go now.
    Notify(Option<gipf_store::Notify>),
    /// `vacation [<days> | off]`: the player's clocks paused in all his games.
    Vacation(VacationAsk),
    /// `claim [#game]`: the win on time, where timeouts are claimed.
    Claim(Option<GameId>),
    /// `report win|draw|loss [#game]`: the challenges option's `agreed` trial, the result of
    /// the outside game from the reporter's side.
    Report {
        result: AgreedResult,
        game: Option<GameId>,
    },
    /// `takeback [#game]`: ask the opponent to undo the asker's last turn.
    Takeback(Option<GameId>),
    /// `accept takeback [#game]`, `decline takeback [#game]`.
    AnswerTakeback { accept: bool, game: Option<GameId> },
    /// `rematch [#game]`.
    Rematch(Option<GameId>),
    /// `games`.
    Games,
    /// `history [#game]`.
    History(Option<GameId>),
    /// `leaderboard [global] [variant]`.
    Leaderboard {
        /// Everywhere instead of this room.
        global: bool,
        /// The rating pool (standard by default).
        pool: AnyPool,
    },
    /// `stats [user]`.
    Stats(Option<UserRef>),
    /// `settings [name [value]]`: the room's settings, or one changed (moderators).
    Settings(Option<(Setting, Option<SettingValue>)>),
    /// `language [code | default]`: the language the bot speaks to the user.
    Language(Option<SettingValue>),
    /// `tournament ...` (see `tournament/words.rs`).
    Tournament(TournamentCommand),
    /// `review [#game]`, `review auto [on | off]` (see `review/`).
    Review(ReviewAsk),
    /// `analyse <position string>`: the engine's evaluation and line.
    Analyse(String),
    /// `puzzle [<answer> | rating | top | give up]` (see `puzzle/`).
    Puzzle(crate::puzzle::PuzzleAsk),
    /// `learn [<n> | list | hint | <answer>]` (see `learn/`).
    Learn(crate::learn::LearnAsk),
}

/// Whether a word that reads as no variant looks like a misspelt game or variant word
/// (`dvon`, `standart`, `Tournement+T6`): one or two letters off, not a user's name or a
/// colour that happens to be short.
fn near_a_variant_word(word: &str) -> bool {
    let head = word.split('+').next().unwrap_or("").to_ascii_lowercase();
    let allowed = if head.chars().count() <= 5 { 1 } else { 2 };
    head.chars().count() >= 4
        && AnyVariant::WORDS
            .iter()
            .any(|w| edit_distance(&head, w) <= allowed)
}

/// The Levenshtein distance of two short words.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(up + 1)
                .min(row[j] + 1);
            diagonal = up;
        }
    }
    row[b.len()]
}

/// The variant words a player is offered while he types one (Discord's autocomplete), in
/// the order COMMANDS.md introduces them: the classic variants, with potentials, Ultimate,
/// and examples of the challenges option. Any other word that reads is offered as typed.
pub const VARIANT_WORDS: [&str; 23] = [
    "standard",
    "basic",
    "tournament",
    "standard+potentials",
    "basic+potentials",
    "tournament+potentials",
    "ultimate",
    "standard+potentials+die2",
    "ultimate+die2",
    "ultimate+game1",
    "standard+potentials+agreed2",
    "dvonn",
    "tzaar",
    "tzaar-fixed",
    "tzaar-tournament",
    "yinsh",
    "yinsh-blitz",
    "zertz",
    "zertz-blitz",
    "zertz48",
    "zertz61",
    "punct",
    "punct-basic",
];

/// At most `max` variant words for what is typed: the one typed first when it reads as a
/// variant (`basic+Z3+die1`, written back as the bot writes it), then the words of
/// [`VARIANT_WORDS`] that start with it.
pub fn variant_suggestions(partial: &str, max: usize) -> Vec<String> {
    let typed = partial.trim();
    let known = VARIANT_WORDS.iter().map(|w| w.to_string());
    suggestions(typed, typed.parse::<AnyVariant>().ok(), known, max)
}

/// At most `max` rating pools for what is typed (`leaderboard`'s variant), as
/// [`variant_suggestions`] offers variants.
pub fn pool_suggestions(partial: &str, max: usize) -> Vec<String> {
    let typed = partial.trim();
    let known = AnyPool::all().map(|p| p.to_string());
    suggestions(typed, typed.parse::<AnyPool>().ok(), known, max)
}

fn suggestions(
    typed: &str,
    read: Option<impl fmt::Display>,
    known: impl Iterator<Item = String>,
    max: usize,
) -> Vec<String> {
    let lower = typed.to_lowercase();
    let mut out: Vec<String> = read.map(|v| v.to_string()).into_iter().collect();
    for w in known.filter(|w| w.starts_with(&lower)) {
        if !out.contains(&w) {
            out.push(w);
        }
    }
    out.truncate(max);
    out
}

/// What `review` asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewAsk {
    /// The engine's review of a finished game (the asker's last one without an id).
    Game(Option<GameId>),
    /// `review auto [on | off]`: whether the room gets every ended game's review (the
    /// `review-auto` setting; moderators).
    Auto(bool),
}

/// What `vacation` asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VacationAsk {
    /// `vacation`: the state and the days left.
    Show,
    /// `vacation <days>`.
    Days(u32),
    /// `vacation off`.
    Off,
}

/// What `rules` summarises.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RulesTopic {
    /// A classic variant.
    Variant(Variant),
    /// The potentials (POTENTIALS.md).
    Potentials,
    /// The challenges option (COMBINING.md).
    Challenges,
    /// Another game of the GIPF project (`rules dvonn`).
    Game(GameKind),
}

impl FromStr for RulesTopic {
    type Err = ();

    fn from_str(s: &str) -> Result<RulesTopic, ()> {
        if s.eq_ignore_ascii_case("potentials") {
            return Ok(RulesTopic::Potentials);
        }
        if s.eq_ignore_ascii_case("challenges") {
            return Ok(RulesTopic::Challenges);
        }
        if GameKind::of_word(s) != GameKind::Gipf {
            return Ok(RulesTopic::Game(GameKind::of_word(s)));
        }
        s.parse().map(RulesTopic::Variant).map_err(|_| ())
    }
}

/// A challenge named by its game id or by the user who made it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// `#12`.
    Game(GameId),
    User(UserRef),
}

/// A user named in a command, as the adapter read it: adapters know their platform's
/// mentions, the manager only ids and names.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum UserRef {
    /// The platform's id of the user (from a mention, or a Matrix id): it names one person,
    /// whether the bot has met him or not.
    Id(String),
    /// A name as written, matched against the display names the bot knows.
    Name(String),
}

impl UserRef {
    /// Plain text: a name (the reading of platforms without mentions).
    pub fn written(raw: &str) -> UserRef {
        UserRef::Name(raw.trim().to_string())
    }
}

impl Command {
    /// The command with every user it names read again by `read` from what was written (an
    /// adapter turns its platform's mentions into [`UserRef::Id`]s this way).
    pub fn read_users(self, read: impl Fn(&str) -> UserRef) -> Command {
        let again = |u: UserRef| match u {
            UserRef::Name(raw) => read(&raw),
            id => id,
        };
        match self {
            Command::Challenge {
                opponent,
                variant,
                colour,
                time,
            } => Command::Challenge {
                opponent: again(opponent),
                variant,
                colour,
                time,
            },
            Command::Accept(Some(Target::User(u))) => Command::Accept(Some(Target::User(again(u)))),
            Command::Decline(Some(Target::User(u))) => {
                Command::Decline(Some(Target::User(again(u))))
            }
            Command::Stats(Some(u)) => Command::Stats(Some(again(u))),
            Command::Tournament(t) => Command::Tournament(t.read_users(|raw| read(raw))),
            other => other,
        }
    }
}

impl Command {
    /// Whether its answer is a public post of the room (a challenge, a board, a result),
    /// worded in the room's language rather than the asker's.
    pub fn posts_to_room(&self) -> bool {
        matches!(
            self,
            Command::Challenge { .. }
                | Command::Open { .. }
                | Command::Accept(_)
                | Command::Decline(_)
                | Command::Cancel(_)
                | Command::Ai { .. }
                | Command::Move { .. }
                | Command::Choose(_)
                | Command::Board(_)
                | Command::Resign(_)
                | Command::Rematch(_)
                | Command::Takeback(_)
                | Command::AnswerTakeback { .. }
                | Command::Claim(_)
                | Command::Report { .. }
        ) || matches!(self, Command::Tournament(t) if t.posts_to_room())
    }

    /// The command's name in the command table (`move`, `ai`, ...), for counting.
    pub fn kind(&self) -> &'static str {
        match self {
            Command::Help(_) => "help",
            Command::Rules(_) => "rules",
            Command::Challenge { .. } => "challenge",
            Command::Open { .. } => "open",
            Command::Accept(_) => "accept",
            Command::Decline(_) => "decline",
            Command::Cancel(_) => "cancel",
            Command::Ai { .. } => "ai",
            Command::Levels => "levels",
            Command::Move { .. } => "move",
            Command::Choose(_) => "choose",
            Command::Board(_) => "board",
            Command::Resign(_) => "resign",
            Command::Takeback(_) => "takeback",
            Command::Claim(_) => "claim",
            Command::Report { .. } => "report",
            Command::Vacation(_) => "vacation",
            Command::Confirm(_) => "confirm",
            Command::Notify(_) => "notify",
            Command::AnswerTakeback { .. } => "answer-takeback",
            Command::Rematch(_) => "rematch",
            Command::Games => "games",
            Command::History(_) => "history",
            Command::Leaderboard { .. } => "leaderboard",
            Command::Stats(_) => "stats",
            Command::Settings(_) => "settings",
            Command::Language(_) => "language",
            Command::Tournament(_) => "tournament",
            Command::Review(_) => "review",
            Command::Analyse(_) => "analyse",
            Command::Puzzle(_) => "puzzle",
            Command::Learn(_) => "learn",
        }
    }
}

/// A command that cannot be read; the message says what to write instead (its words are
/// the `command-*` messages: `Display` gives them in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// Nothing was written.
    Empty,
    /// The first word is no command and no action.
    Unknown(String),
    /// A command lacks a required part.
    Missing {
        command: &'static str,
        /// What is missing: a `missing-*` message.
        what: &'static str,
    },
    /// A word the command does not take.
    Unexpected { command: &'static str, word: String },
    /// A bad time control.
    Time(TimeControlError),
    /// An unknown setting, or a value it does not take.
    Setting(SettingError),
    /// A game id that does not read (a typed option: text names games with `#`).
    GameId(String),
    /// A variant with an option that does not read (`standard+T100`): the rules' reason.
    Variant {
        /// The word written.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A word that names no tournament format.
    Format(String),
    /// A switch that is not `on` or `off` (`confirm maybe`).
    Switch { command: &'static str, text: String },
    /// A word that names no place for notices (`notify maybe`).
    Notify(String),
    /// An option's value that is no whole number (`rounds x`).
    Number {
        /// The option.
        option: &'static str,
        /// What was written.
        text: String,
    },
    /// A start time that does not read.
    Starts(String),
    /// A tournament id that does not read (`T0`).
    TournamentId(String),
    /// More text than any command needs (read no further).
    TooLong {
        /// Characters written.
        chars: usize,
        /// The limit (`game.max_command_chars`).
        max: usize,
    },
}

impl From<TimeControlError> for CommandError {
    fn from(e: TimeControlError) -> CommandError {
        CommandError::Time(e)
    }
}

impl From<SettingError> for CommandError {
    fn from(e: SettingError) -> CommandError {
        CommandError::Setting(e)
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::command_error(self).render(gipf_i18n::Lang::En))
    }
}

impl std::error::Error for CommandError {}

impl Command {
    /// Reads a command of at most `max` characters (longer text is not parsed at all).
    pub fn parse_within(text: &str, max: usize) -> Result<Command, CommandError> {
        let chars = text.chars().count();
        if chars > max {
            return Err(CommandError::TooLong { chars, max });
        }
        text.parse()
    }
}

/// One command of the language: its name, how it is written (for `help`), and how its words
/// are read. What it does is the message `cmd-<name>` of `locales/`.
#[derive(Clone, Copy)]
pub struct CommandSpec {
    /// The first word.
    pub name: &'static str,
    /// How it is written, as `help` shows it.
    pub usage: &'static str,
    parse: fn(&mut Args<'_>) -> Result<Command, CommandError>,
}

impl fmt::Debug for CommandSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CommandSpec")
            .field("name", &self.name)
            .field("usage", &self.usage)
            .finish_non_exhaustive()
    }
}

/// Every command, in the order `help` lists them: the one table that the parser, `help` and
/// the Discord commands are generated from.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "help",
        usage: "help [command]",
        parse: |a| Ok(Command::Help(a.rest_joined())),
    },
    CommandSpec {
        name: "rules",
        usage: "rules [variant | potentials | challenges]",
        parse: |a| {
            let v = a.take(|w| w.parse::<RulesTopic>().ok());
            a.finish()?;
            Ok(Command::Rules(v))
        },
    },
    CommandSpec {
        name: "challenge",
        usage: "challenge <user> [variant] [white|black|random] [time <control>]",
        parse: |a| {
            // The challenges option: `challenge` without a user (perhaps with a game) is the
            // challenger's action at stage c (COMMANDS.md, "Stage c"), as `move challenge`.
            let game = a.take_game();
            if a.words.is_empty() {
                return Ok(Command::Move {
                    action: "challenge".into(),
                    game,
                });
            }
            if let Some(g) = game {
                return Err(CommandError::Unexpected {
                    command: a.command,
                    word: g.to_string(),
                });
            }
            let opponent = UserRef::written(a.words.remove(0));
            let (variant, colour, time) = a.game_options()?;
            Ok(Command::Challenge {
                opponent,
                variant,
                colour,
                time,
            })
        },
    },
    CommandSpec {
        name: "open",
        usage: "open [variant] [colour] [time <control>]",
        parse: |a| {
            let (variant, colour, time) = a.game_options()?;
            Ok(Command::Open {
                variant,
                colour,
                time,
            })
        },
    },
    CommandSpec {
        name: "accept",
        usage: "accept [#game | user] | accept takeback [#game]",
        parse: |a| match a.takeback()? {
            Some(game) => Ok(Command::AnswerTakeback { accept: true, game }),
            None => Ok(Command::Accept(a.target()?)),
        },
    },
    CommandSpec {
        name: "decline",
        usage: "decline [#game | user] | decline takeback [#game]",
        parse: |a| match a.takeback()? {
            Some(game) => Ok(Command::AnswerTakeback {
                accept: false,
                game,
            }),
            None => Ok(Command::Decline(a.target()?)),
        },
    },
    CommandSpec {
        name: "takeback",
        usage: "takeback [#game]",
        parse: |a| Ok(Command::Takeback(a.game_only()?)),
    },
    CommandSpec {
        name: "confirm",
        usage: "confirm [on | off]",
        parse: |a| Ok(Command::Confirm(a.switch_only()?)),
    },
    CommandSpec {
        name: "vacation",
        usage: "vacation [<days> | off]",
        parse: |a| {
            let ask = match a.words.first().copied() {
                None => VacationAsk::Show,
                Some(w) if w.eq_ignore_ascii_case("off") => VacationAsk::Off,
                Some(w) => VacationAsk::Days(w.parse().map_err(|_| CommandError::Number {
                    text: gipf_rules::excerpt(w),
                    option: "vacation",
                })?),
            };
            if !a.words.is_empty() {
                a.words.remove(0);
            }
            a.finish()?;
            Ok(Command::Vacation(ask))
        },
    },
    CommandSpec {
        name: "claim",
        usage: "claim [#game]",
        parse: |a| Ok(Command::Claim(a.game_only()?)),
    },
    CommandSpec {
        name: "cancel",
        usage: "cancel [#game]",
        parse: |a| Ok(Command::Cancel(a.game_only()?)),
    },
    CommandSpec {
        name: "ai",
        usage: "ai [level] [variant] [colour]",
        parse: |a| {
            let level = a.take(|w| w.parse::<Level>().ok());
            let (variant, colour, time) = a.game_options()?;
            if time.is_some() {
                return Err(CommandError::Unexpected {
                    command: a.command,
                    word: "time".into(),
                });
            }
            Ok(Command::Ai {
                level,
                variant,
                colour,
            })
        },
    },
    CommandSpec {
        name: "levels",
        usage: "levels",
        parse: |a| {
            a.finish()?;
            Ok(Command::Levels)
        },
    },
    CommandSpec {
        name: "move",
        usage: "move <action> [#game]",
        parse: |a| {
            let game = a.take_game();
            let action = a.rest_joined().ok_or(CommandError::Missing {
                command: a.command,
                what: "missing-action",
            })?;
            Ok(Command::Move { action, game })
        },
    },
    CommandSpec {
        name: "board",
        usage: "board [#game]",
        parse: |a| Ok(Command::Board(a.game_only()?)),
    },
    CommandSpec {
        name: "resign",
        usage: "resign [#game]",
        parse: |a| Ok(Command::Resign(a.game_only()?)),
    },
    CommandSpec {
        name: "rematch",
        usage: "rematch [#game]",
        parse: |a| Ok(Command::Rematch(a.game_only()?)),
    },
    CommandSpec {
        name: "games",
        usage: "games",
        parse: |a| {
            a.finish()?;
            Ok(Command::Games)
        },
    },
    CommandSpec {
        name: "history",
        usage: "history [#game]",
        parse: |a| Ok(Command::History(a.game_only()?)),
    },
    CommandSpec {
        name: "leaderboard",
        usage: "leaderboard [global] [variant]",
        parse: |a| {
            let global = a
                .take(|w| w.eq_ignore_ascii_case("global").then_some(()))
                .is_some();
            let pool = a
                .take(|w| w.parse::<AnyPool>().ok())
                .unwrap_or(AnyVariant::STANDARD.pool());
            a.finish()?;
            Ok(Command::Leaderboard { global, pool })
        },
    },
    CommandSpec {
        name: "stats",
        usage: "stats [user]",
        parse: |a| {
            Ok(Command::Stats(
                a.rest_joined().map(|w| UserRef::written(&w)),
            ))
        },
    },
    CommandSpec {
        name: "tournament",
        usage: "tournament [create <format> ... | join | leave | start | standings | cancel | kick <user>] [T3]",
        parse: |a| {
            let words = std::mem::take(&mut a.words);
            let command = a.command;
            crate::tournament::words::parse(words, |w| {
                let mut args = Args {
                    command,
                    words: std::mem::take(w),
                };
                let v = args.take_variant();
                *w = args.words;
                v
            })
            .map(Command::Tournament)
        },
    },
    CommandSpec {
        name: "settings",
        usage: "settings [name] [value]",
        parse: |a| {
            if a.words.is_empty() {
                return Ok(Command::Settings(None));
            }
            let setting: Setting = a.words.remove(0).parse()?;
            let value = a.rest_joined().map(|v| setting.read(&v)).transpose()?;
            Ok(Command::Settings(Some((setting, value))))
        },
    },
    CommandSpec {
        name: "language",
        usage: "language [code | default]",
        parse: |a| {
            let value = a
                .rest_joined()
                .map(|v| Setting::Language.read(&v))
                .transpose()?;
            Ok(Command::Language(value))
        },
    },
    CommandSpec {
        name: "notify",
        usage: "notify [mention | dm | off]",
        parse: |a| {
            let to = match a.words.first().copied() {
                None => None,
                Some(w) => Some(
                    w.parse()
                        .map_err(|_| CommandError::Notify(gipf_rules::excerpt(w)))?,
                ),
            };
            if !a.words.is_empty() {
                a.words.remove(0);
            }
            a.finish()?;
            Ok(Command::Notify(to))
        },
    },
    CommandSpec {
        name: "review",
        usage: "review [#game] | review auto [on | off]",
        parse: |a| {
            if a.take(|w| w.eq_ignore_ascii_case("auto").then_some(())).is_none() {
                return Ok(Command::Review(ReviewAsk::Game(a.game_only()?)));
            }
            let on = a.switch_only()?.unwrap_or(true);
            Ok(Command::Review(ReviewAsk::Auto(on)))
        },
    },
    CommandSpec {
        name: "analyse",
        usage: "analyse <position string>",
        parse: |a| {
            let position = a.rest_joined().ok_or(CommandError::Missing {
                command: a.command,
                what: "missing-position",
            })?;
            Ok(Command::Analyse(position))
        },
    },
    CommandSpec {
        name: "puzzle",
        usage: "puzzle [<action> | rating | top | give up]",
        parse: |a| Ok(Command::Puzzle(crate::puzzle::PuzzleAsk::read(a.rest_joined()))),
    },
    CommandSpec {
        name: "learn",
        usage: "learn [<lesson> | list | hint | <action>]",
        parse: |a| Ok(Command::Learn(crate::learn::LearnAsk::read(a.rest_joined()))),
    },
    CommandSpec {
        name: "report",
        usage: "report win|draw|loss [#game]",
        parse: |a| {
            let game = a.take_game();
            let Some(result) = a.take(|w| w.parse::<AgreedResult>().ok()) else {
                return Err(CommandError::Missing {
                    command: a.command,
                    what: "missing-report",
                });
            };
            a.finish()?;
            Ok(Command::Report { result, game })
        },
    },
];

impl CommandSpec {
    /// The command of this name (any case).
    pub fn find(name: &str) -> Option<&'static CommandSpec> {
        COMMANDS.iter().find(|c| c.name.eq_ignore_ascii_case(name))
    }
}

impl FromStr for Command {
    type Err = CommandError;

    fn from_str(s: &str) -> Result<Command, CommandError> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Err(CommandError::Empty);
        };
        if let Some(spec) = CommandSpec::find(first) {
            let mut args = Args {
                command: spec.name,
                words: rest.to_vec(),
            };
            return (spec.parse)(&mut args);
        }
        // An action alone (`b1-b2`, `xc3,d4`, `done`), optionally with a game id.
        let mut args = Args {
            command: "move",
            words,
        };
        let game = args.take_game();
        let text = args.rest_joined().unwrap_or_default();
        if gipf_games::reads_as_action(&text) || looks_like_action(&text) {
            return Ok(Command::Move { action: text, game });
        }
        Err(CommandError::Unknown(gipf_rules::excerpt(first)))
    }
}

/// Whether text that does not read as an action was still meant as one (`b1-b9`,
/// `xc3,d9`): then the rules' own error, which says what is wrong, is the better answer.
fn looks_like_action(text: &str) -> bool {
    let t = text.trim();
    let b = t.as_bytes();
    let point_start = |i: usize| {
        b.get(i).is_some_and(|c| c.is_ascii_alphabetic())
            && b.get(i + 1).is_some_and(|c| c.is_ascii_digit())
    };
    // A number: a removal option, as numbered in the image. `pass`: a game's rules say
    // whether there is one to make (DVONN's are automatic).
    (!t.is_empty() && t.len() <= 3 && b.iter().all(u8::is_ascii_digit))
        || t.eq_ignore_ascii_case("pass")
        || (t.contains('-') && (point_start(0) || point_start(1)))
        // A potential's use or TAMSK push: a kind letter, a colon, a push (`Z:c3-f9`).
        || t.split_once(':').is_some_and(|(k, rest)| {
            let k = k.trim();
            k.len() == 1 && "TZDYPtzdyp".contains(k) && rest.contains('-')
        })
        || (matches!(b.first(), Some(b'x' | b'X')) && (point_start(1) || t.contains(',')))
}

/// The words after a command name, consumed option by option in any order.
struct Args<'a> {
    command: &'static str,
    words: Vec<&'a str>,
}

impl Args<'_> {
    /// Removes and returns the first word `f` accepts.
    fn take<T>(&mut self, f: impl Fn(&str) -> Option<T>) -> Option<T> {
        let i = self.words.iter().position(|w| f(w).is_some())?;
        let w = self.words.remove(i);
        f(w)
    }

    /// A variant word: `standard`, `standard+potentials`, `tournament+T6`, `ultimate`. A
    /// classic variant with an option that does not read (`standard+T100`) is an error that
    /// says why, not a word the command does not take.
    fn take_variant(&mut self) -> Result<Option<AnyVariant>, CommandError> {
        if let Some(v) = self.take(|w| w.parse::<AnyVariant>().ok()) {
            return Ok(Some(v));
        }
        // A word meant as a variant: an option that does not read, or a game's word
        // misspelt (`dvon`, `standart`).
        let attempt = self.words.iter().find_map(|w| {
            let e = w.parse::<AnyVariant>().err()?;
            let meant = match &e {
                AnyVariantError::Unknown(_) => near_a_variant_word(w),
                _ => true,
            };
            meant.then(|| (w.to_string(), e))
        });
        match attempt {
            Some((text, e)) => Err(CommandError::Variant {
                text,
                reason: e.to_string(),
            }),
            None => Ok(None),
        }
    }

    fn take_game(&mut self) -> Option<GameId> {
        self.take(|w| {
            if w.starts_with('#') {
                w.parse::<GameId>().ok()
            } else {
                None
            }
        })
    }

    /// `takeback [#game]` after `accept` or `decline`: `Some(game)` when it is one.
    fn takeback(&mut self) -> Result<Option<Option<GameId>>, CommandError> {
        match self.words.first() {
            Some(w) if w.eq_ignore_ascii_case("takeback") => {
                self.words.remove(0);
                self.game_only().map(Some)
            }
            _ => Ok(None),
        }
    }

    fn game_only(&mut self) -> Result<Option<GameId>, CommandError> {
        let g = self.take_game();
        self.finish()?;
        Ok(g)
    }

    /// `[variant] [colour] [time <control>]` in any order.
    fn game_options(
        &mut self,
    ) -> Result<(AnyVariant, ColourChoice, Option<TimeControl>), CommandError> {
        let variant = self.take_variant()?.unwrap_or(AnyVariant::STANDARD);
        let colour = self
            .take(|w| w.parse::<ColourChoice>().ok())
            .unwrap_or_default();
        let mut time = None;
        if let Some(i) = self
            .words
            .iter()
            .position(|w| w.eq_ignore_ascii_case("time"))
        {
            self.words.remove(i);
            if i >= self.words.len() {
                return Err(CommandError::Missing {
                    command: self.command,
                    what: "missing-time",
                });
            }
            time = Some(self.words.remove(i).parse::<TimeControl>()?);
        } else if let Some(t) = self.take(|w| w.parse::<TimeControl>().ok()) {
            time = Some(t);
        }
        self.finish()?;
        Ok((variant, colour, time))
    }

    /// `[#game | user]`: a challenge named by its id or by its author.
    fn target(&mut self) -> Result<Option<Target>, CommandError> {
        if self.words.is_empty() {
            Ok(None)
        } else if let Some(id) = self.take_game() {
            self.finish()?;
            Ok(Some(Target::Game(id)))
        } else {
            Ok(self
                .rest_joined()
                .map(|w| Target::User(UserRef::written(&w))))
        }
    }

    fn rest_joined(&mut self) -> Option<String> {
        if self.words.is_empty() {
            return None;
        }
        let s = self.words.join(" ");
        self.words.clear();
        Some(s)
    }

    /// An optional `on` or `off`, and nothing after it.
    fn switch_only(&mut self) -> Result<Option<bool>, CommandError> {
        let on = match self.words.first().map(|w| w.to_ascii_lowercase()) {
            None => None,
            Some(w) if w == "on" => Some(true),
            Some(w) if w == "off" => Some(false),
            Some(_) => {
                return Err(CommandError::Switch {
                    command: self.command,
                    text: gipf_rules::excerpt(self.words[0]),
                })
            }
        };
        if !self.words.is_empty() {
            self.words.remove(0);
        }
        self.finish()?;
        Ok(on)
    }

    fn finish(&self) -> Result<(), CommandError> {
        match self.words.first() {
            None => Ok(()),
            Some(w) => Err(CommandError::Unexpected {
                command: self.command,
                word: gipf_rules::excerpt(w),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_words_are_suggested_as_typed_and_read_back() {
        assert_eq!(
            variant_suggestions("ult", 25),
            vec!["ultimate", "ultimate+die2", "ultimate+game1"]
        );
        // What is typed and reads comes first, as the bot writes it.
        assert_eq!(
            variant_suggestions("basic+z3+DIE1", 25),
            vec!["basic+Z3+die1"]
        );
        assert_eq!(variant_suggestions("", 25).len(), VARIANT_WORDS.len());
        assert_eq!(variant_suggestions("", 3).len(), 3);
        assert_eq!(variant_suggestions("dvon", 25), vec!["dvonn"]);
        assert!(variant_suggestions("zz", 25).is_empty());
        for w in VARIANT_WORDS {
            assert!(w.parse::<AnyVariant>().is_ok(), "{w}");
        }
        assert_eq!(
            pool_suggestions("st", 25),
            vec!["standard", "standard+potentials"]
        );
        assert_eq!(pool_suggestions("", 25).len(), AnyPool::all().count());
    }

    fn p(s: &str) -> Command {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn reads_review_and_analyse() {
        assert_eq!(p("review"), Command::Review(ReviewAsk::Game(None)));
        {
            use crate::puzzle::PuzzleAsk;
            assert_eq!(p("puzzle"), Command::Puzzle(PuzzleAsk::Next));
            assert_eq!(p("Puzzle Rating"), Command::Puzzle(PuzzleAsk::Rating));
            assert_eq!(p("puzzle top"), Command::Puzzle(PuzzleAsk::Top));
            assert_eq!(p("puzzle give up"), Command::Puzzle(PuzzleAsk::GiveUp));
            assert_eq!(
                p("puzzle  e1-e2"),
                Command::Puzzle(PuzzleAsk::Answer("e1-e2".into()))
            );
            assert_eq!(
                p("puzzle 2"),
                Command::Puzzle(PuzzleAsk::Answer("2".into()))
            );
        }
        assert_eq!(
            p("review #12"),
            Command::Review(ReviewAsk::Game(Some(GameId(12))))
        );
        assert_eq!(p("review auto"), Command::Review(ReviewAsk::Auto(true)));
        assert_eq!(
            p("review AUTO off"),
            Command::Review(ReviewAsk::Auto(false))
        );
        assert!("review auto maybe".parse::<Command>().is_err());
        assert!("review #12 #13".parse::<Command>().is_err());
        assert_eq!(
            p("analyse standard W5 B5 w"),
            Command::Analyse("standard W5 B5 w".into())
        );
        assert!("analyse".parse::<Command>().is_err());
    }

    #[test]
    fn reads_the_command_language() {
        assert_eq!(
            p("challenge @bob tournament black time 3d"),
            Command::Challenge {
                opponent: UserRef::Name("@bob".into()),
                variant: Variant::Tournament.into(),
                colour: ColourChoice::Black,
                time: Some(TimeControl::Days(3)),
            }
        );
        assert_eq!(
            p("OPEN 10m"),
            Command::Open {
                variant: Variant::Standard.into(),
                colour: ColourChoice::Random,
                time: Some(TimeControl::Minutes(10)),
            }
        );
        assert_eq!(
            p("ai master basic white"),
            Command::Ai {
                level: Some(Level::Master),
                variant: Variant::Basic.into(),
                colour: ColourChoice::White
            }
        );
        assert_eq!(
            p("move b1-b2 #12"),
            Command::Move {
                action: "b1-b2".into(),
                game: Some(GameId(12))
            }
        );
        assert_eq!(
            p("x c3, d4, e5,f5"),
            Command::Move {
                action: "x c3, d4, e5,f5".into(),
                game: None
            }
        );
        assert_eq!(
            p("done"),
            Command::Move {
                action: "done".into(),
                game: None
            }
        );
        assert_eq!(
            p("accept #4"),
            Command::Accept(Some(Target::Game(GameId(4))))
        );
        assert_eq!(p("takeback"), Command::Takeback(None));
        assert_eq!(
            p("accept takeback #4"),
            Command::AnswerTakeback {
                accept: true,
                game: Some(GameId(4))
            }
        );
        assert_eq!(
            p("DECLINE Takeback"),
            Command::AnswerTakeback {
                accept: false,
                game: None
            }
        );
        assert_eq!(
            p("decline Bob Smith"),
            Command::Decline(Some(Target::User(UserRef::Name("Bob Smith".into()))))
        );
        assert_eq!(
            p("leaderboard global tournament"),
            Command::Leaderboard {
                global: true,
                pool: AnyPool::Gipf(gipf_rules::Pool::Classic(Variant::Tournament))
            }
        );
        assert_eq!(p("board"), Command::Board(None));
        assert_eq!(p("history #3"), Command::History(Some(GameId(3))));
        assert_eq!(
            p("ai ultimate white"),
            Command::Ai {
                level: None,
                variant: gipf_rules::GameVariant::ULTIMATE.into(),
                colour: ColourChoice::White
            }
        );
        assert_eq!(
            p("challenge @bob Tournament+T6"),
            Command::Challenge {
                opponent: UserRef::Name("@bob".into()),
                variant: "tournament+T6".parse().unwrap(),
                colour: ColourChoice::Random,
                time: None,
            }
        );
        assert_eq!(
            p("leaderboard standard+Z3"),
            Command::Leaderboard {
                global: false,
                pool: AnyPool::Gipf(gipf_rules::Pool::Potentials(Variant::Standard))
            }
        );
        assert_eq!(
            p("rules potentials"),
            Command::Rules(Some(RulesTopic::Potentials))
        );
        // A use with a bad target is still an action: the rules say what is wrong.
        assert_eq!(
            p("Z:c3-f9"),
            Command::Move {
                action: "Z:c3-f9".into(),
                game: None
            }
        );
    }

    #[test]
    fn bad_commands_say_what_to_do() {
        for (text, needle) in [
            ("", "Write a command"),
            ("dance", "I do not know `dance`"),
            ("board #x", "does not take `#x`"),
            ("open time", "time control after `time`"),
            ("open time 99y", "not a time control"),
            ("ai time 3d", "does not take `time`"),
            ("move", "needs an action"),
            (
                "challenge @bob standard+T100",
                "`standard+T100` is not a variant",
            ),
            ("ai basic+Q3", "`basic+Q3` is not a variant"),
            ("open ultimate+T6 white", "write tournament+<hand>"),
        ] {
            let e = text.parse::<Command>().expect_err(text);
            assert!(e.to_string().contains(needle), "{text}: {e}");
        }
    }

    #[test]
    fn adapters_read_the_users_a_command_names() {
        let read = |raw: &str| match raw.strip_prefix("<@") {
            Some(id) => UserRef::Id(id.trim_end_matches('>').into()),
            None => UserRef::written(raw),
        };
        assert_eq!(
            p("stats <@42>").read_users(read),
            Command::Stats(Some(UserRef::Id("42".into())))
        );
        assert_eq!(
            p("accept Bob Smith").read_users(read),
            Command::Accept(Some(Target::User(UserRef::Name("Bob Smith".into()))))
        );
        // Ids given by a typed option stay as they are.
        let c = Command::Stats(Some(UserRef::Id("<@7>".into())));
        assert_eq!(c.clone().read_users(read), c);
    }

    #[test]
    fn the_table_names_every_command_once_and_parses_each() {
        for (i, spec) in COMMANDS.iter().enumerate() {
            assert!(
                COMMANDS[..i].iter().all(|s| s.name != spec.name),
                "{} twice",
                spec.name
            );
            assert!(spec.usage.starts_with(spec.name), "{}", spec.usage);
            // Each command is found by its own name, in any case, and none reads as a move.
            let upper = spec.name.to_ascii_uppercase();
            match upper.parse::<Command>() {
                // `challenge` alone is the challenges option's action.
                Ok(Command::Move { ref action, .. })
                    if spec.name == "challenge" && action == "challenge" => {}
                Ok(Command::Move { .. }) => panic!("{} parsed as a move", spec.name),
                Ok(_) => {}
                Err(e) => assert!(
                    matches!(e, CommandError::Missing { command, .. } if command == spec.name),
                    "{}: {e}",
                    spec.name
                ),
            }
        }
    }
}
