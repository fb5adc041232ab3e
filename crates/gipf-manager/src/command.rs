//! The chat command language (COMMANDS.md): one parser for every platform that reads text,
//! and the [`Command`] values that Discord's typed options build directly.

use std::fmt;
use std::str::FromStr;

use gipf_engine::Level;
use gipf_rules::{ActionText, Variant};
use gipf_store::GameId;
use thiserror::Error;

/// Everything a user can ask of the manager.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// `help [command]`.
    Help(Option<String>),
    /// `rules [variant]`.
    Rules(Option<Variant>),
    /// `challenge <user> [variant] [colour] [time <control>]`.
    Challenge {
        /// The user, as the platform names him (mention, Matrix id, local name).
        opponent: String,
        /// The variant.
        variant: Variant,
        /// The challenger's colour.
        colour: ColourChoice,
        /// The time control; `None` = the room's default.
        time: Option<TimeControl>,
    },
    /// `open [variant] [colour] [time <control>]`.
    Open {
        /// The variant.
        variant: Variant,
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
        /// The variant.
        variant: Variant,
        /// The player's colour.
        colour: ColourChoice,
    },
    /// `levels`.
    Levels,
    /// `move <action> [#game]`, or an action alone.
    Move {
        /// The action as written.
        action: String,
        /// The game.
        game: Option<GameId>,
    },
    /// A button or menu choice (a [`crate::ChoiceId`] as text).
    Choose(String),
    /// `board [#game]`.
    Board(Option<GameId>),
    /// `resign [#game]`.
    Resign(Option<GameId>),
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
        /// The variant (standard by default).
        variant: Variant,
    },
    /// `stats [user]`.
    Stats(Option<String>),
}

/// A challenge named by its game id or by the user who made it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// `#12`.
    Game(GameId),
    /// A user.
    User(String),
}

/// Which colour the challenger (or the player against the AI) takes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ColourChoice {
    /// White.
    White,
    /// Black.
    Black,
    /// Decided when the game starts.
    #[default]
    Random,
}

impl ColourChoice {
    /// The stored word.
    pub const fn name(self) -> &'static str {
        match self {
            ColourChoice::White => "white",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }

    /// The other side's choice (rematches swap colours).
    pub const fn swapped(self) -> ColourChoice {
        match self {
            ColourChoice::White => ColourChoice::Black,
            ColourChoice::Black => ColourChoice::White,
            ColourChoice::Random => ColourChoice::Random,
        }
    }
}

impl FromStr for ColourChoice {
    type Err = ();

    fn from_str(s: &str) -> Result<ColourChoice, ()> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(ColourChoice::White),
            "black" | "b" => Ok(ColourChoice::Black),
            "random" => Ok(ColourChoice::Random),
            _ => Err(()),
        }
    }
}

/// How long a player has for each decision.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TimeControl {
    /// No limit.
    None,
    /// Correspondence: days per decision.
    Days(u32),
    /// Live: minutes per decision.
    Minutes(u32),
}

impl TimeControl {
    /// Time per decision in milliseconds; `None` without a limit.
    pub const fn per_decision_ms(self) -> Option<i64> {
        match self {
            TimeControl::None => None,
            TimeControl::Days(d) => Some(d as i64 * 86_400_000),
            TimeControl::Minutes(m) => Some(m as i64 * 60_000),
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::None => f.write_str("none"),
            TimeControl::Days(d) => write!(f, "{d}d"),
            TimeControl::Minutes(m) => write!(f, "{m}m"),
        }
    }
}

/// Text that is not a time control.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a time control: write 3d (days per move), 10m (minutes per move) or none")]
pub struct TimeControlError(String);

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let t = s.trim().to_ascii_lowercase();
        if t == "none" {
            return Ok(TimeControl::None);
        }
        let err = || TimeControlError(s.to_string());
        let (n, unit) = t.split_at(t.len().saturating_sub(1));
        let n: u32 = n.parse().map_err(|_| err())?;
        match unit {
            "d" if (1..=30).contains(&n) => Ok(TimeControl::Days(n)),
            "m" if (1..=1440).contains(&n) => Ok(TimeControl::Minutes(n)),
            _ => Err(err()),
        }
    }
}

/// A command that cannot be read; the message says what to write instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandError {
    /// Nothing was written.
    #[error("Write a command, for example `ai` to play the bot, or `help`.")]
    Empty,
    /// The first word is no command and no action.
    #[error("I do not know `{0}`: `help` lists the commands.")]
    Unknown(String),
    /// A command lacks a required part.
    #[error("`{command}` needs {what}: `help {command}` shows how.")]
    Missing {
        /// The command.
        command: &'static str,
        /// What is missing.
        what: &'static str,
    },
    /// A word the command does not take.
    #[error("`{command}` does not take `{word}`: `help {command}` shows how.")]
    Unexpected {
        /// The command.
        command: &'static str,
        /// The word.
        word: String,
    },
    /// A bad time control.
    #[error("{0}")]
    Time(#[from] TimeControlError),
}

impl FromStr for Command {
    type Err = CommandError;

    fn from_str(s: &str) -> Result<Command, CommandError> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Err(CommandError::Empty);
        };
        let name = first.to_ascii_lowercase();
        let mut args = Args {
            command: "",
            words: rest.to_vec(),
        };
        let command = match name.as_str() {
            "help" => {
                args.command = "help";
                Command::Help(args.rest_joined())
            }
            "rules" => {
                args.command = "rules";
                let v = args.take_variant();
                args.finish()?;
                Command::Rules(v)
            }
            "challenge" => {
                args.command = "challenge";
                if args.words.is_empty() {
                    return Err(CommandError::Missing {
                        command: "challenge",
                        what: "a user to challenge",
                    });
                }
                let opponent = args.words.remove(0).to_string();
                let (variant, colour, time) = args.game_options()?;
                Command::Challenge {
                    opponent,
                    variant,
                    colour,
                    time,
                }
            }
            "open" => {
                args.command = "open";
                let (variant, colour, time) = args.game_options()?;
                Command::Open {
                    variant,
                    colour,
                    time,
                }
            }
            "accept" | "decline" => {
                args.command = if name == "accept" {
                    "accept"
                } else {
                    "decline"
                };
                let target = if args.words.is_empty() {
                    None
                } else if let Some(id) = args.take_game() {
                    args.finish()?;
                    Some(Target::Game(id))
                } else {
                    args.rest_joined().map(Target::User)
                };
                if name == "accept" {
                    Command::Accept(target)
                } else {
                    Command::Decline(target)
                }
            }
            "cancel" => {
                args.command = "cancel";
                Command::Cancel(args.game_only()?)
            }
            "ai" => {
                args.command = "ai";
                let level = args.take(|w| w.parse::<Level>().ok());
                let (variant, colour, time) = args.game_options()?;
                if time.is_some() {
                    return Err(CommandError::Unexpected {
                        command: "ai",
                        word: "time".into(),
                    });
                }
                Command::Ai {
                    level,
                    variant,
                    colour,
                }
            }
            "levels" => {
                args.command = "levels";
                args.finish()?;
                Command::Levels
            }
            "move" => {
                args.command = "move";
                let game = args.take_game();
                let action = args.rest_joined().ok_or(CommandError::Missing {
                    command: "move",
                    what: "an action such as b1-b2",
                })?;
                Command::Move { action, game }
            }
            "board" => {
                args.command = "board";
                Command::Board(args.game_only()?)
            }
            "resign" => {
                args.command = "resign";
                Command::Resign(args.game_only()?)
            }
            "rematch" => {
                args.command = "rematch";
                Command::Rematch(args.game_only()?)
            }
            "games" => {
                args.command = "games";
                args.finish()?;
                Command::Games
            }
            "history" => {
                args.command = "history";
                Command::History(args.game_only()?)
            }
            "leaderboard" => {
                args.command = "leaderboard";
                let global = args
                    .take(|w| w.eq_ignore_ascii_case("global").then_some(()))
                    .is_some();
                let variant = args.take_variant().unwrap_or(Variant::Standard);
                args.finish()?;
                Command::Leaderboard { global, variant }
            }
            "stats" => {
                args.command = "stats";
                Command::Stats(args.rest_joined())
            }
            _ => {
                // An action alone (`b1-b2`, `xc3,d4`, `done`), optionally with a game id.
                let mut args = Args {
                    command: "move",
                    words: words.clone(),
                };
                let game = args.take_game();
                let text = args.rest_joined().unwrap_or_default();
                if text.parse::<ActionText>().is_ok() || looks_like_action(&text) {
                    return Ok(Command::Move { action: text, game });
                }
                return Err(CommandError::Unknown(first.to_string()));
            }
        };
        Ok(command)
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
    // A number: a removal option, as numbered in the image.
    (!t.is_empty() && t.len() <= 3 && b.iter().all(u8::is_ascii_digit))
        || (t.contains('-') && (point_start(0) || point_start(1)))
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

    fn take_variant(&mut self) -> Option<Variant> {
        self.take(|w| w.parse::<Variant>().ok())
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

    fn game_only(&mut self) -> Result<Option<GameId>, CommandError> {
        let g = self.take_game();
        self.finish()?;
        Ok(g)
    }

    /// `[variant] [colour] [time <control>]` in any order.
    fn game_options(
        &mut self,
    ) -> Result<(Variant, ColourChoice, Option<TimeControl>), CommandError> {
        let variant = self.take_variant().unwrap_or(Variant::Standard);
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
                    what: "a time control after `time` (3d, 10m or none)",
                });
            }
            time = Some(self.words.remove(i).parse::<TimeControl>()?);
        } else if let Some(t) = self.take(|w| w.parse::<TimeControl>().ok()) {
            time = Some(t);
        }
        self.finish()?;
        Ok((variant, colour, time))
    }

    fn rest_joined(&mut self) -> Option<String> {
        if self.words.is_empty() {
            return None;
        }
        let s = self.words.join(" ");
        self.words.clear();
        Some(s)
    }

    fn finish(&self) -> Result<(), CommandError> {
        match self.words.first() {
            None => Ok(()),
            Some(w) => Err(CommandError::Unexpected {
                command: self.command,
                word: w.to_string(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Command {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn reads_the_command_language() {
        assert_eq!(
            p("challenge @bob tournament black time 3d"),
            Command::Challenge {
                opponent: "@bob".into(),
                variant: Variant::Tournament,
                colour: ColourChoice::Black,
                time: Some(TimeControl::Days(3)),
            }
        );
        assert_eq!(
            p("OPEN 10m"),
            Command::Open {
                variant: Variant::Standard,
                colour: ColourChoice::Random,
                time: Some(TimeControl::Minutes(10)),
            }
        );
        assert_eq!(
            p("ai master basic white"),
            Command::Ai {
                level: Some(Level::Master),
                variant: Variant::Basic,
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
        assert_eq!(
            p("decline Bob Smith"),
            Command::Decline(Some(Target::User("Bob Smith".into())))
        );
        assert_eq!(
            p("leaderboard global tournament"),
            Command::Leaderboard {
                global: true,
                variant: Variant::Tournament
            }
        );
        assert_eq!(p("board"), Command::Board(None));
        assert_eq!(p("history #3"), Command::History(Some(GameId(3))));
    }

    #[test]
    fn bad_commands_say_what_to_do() {
        for (text, needle) in [
            ("", "Write a command"),
            ("dance", "I do not know `dance`"),
            ("challenge", "needs a user"),
            ("board #x", "does not take `#x`"),
            ("open time", "time control after `time`"),
            ("open time 99y", "not a time control"),
            ("ai time 3d", "does not take `time`"),
            ("move", "needs an action"),
        ] {
            let e = text.parse::<Command>().expect_err(text);
            assert!(e.to_string().contains(needle), "{text}: {e}");
        }
    }

    #[test]
    fn time_controls_round_trip() {
        for t in ["none", "3d", "10m", "1440m", "30d"] {
            let tc: TimeControl = t.parse().expect(t);
            assert_eq!(tc.to_string(), t);
        }
        for bad in ["0d", "31d", "m", "5h", "-1d", "1441m"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }
}
