//! The `tournament` command's words: `tournament create <format> [variant] [rounds N]
//! [time <control>] [starts <when>] [max N] [rated|unrated]`, `tournament join|leave|start|
//! standings|cancel [T3]`, `tournament kick <user> [T3]`, and `tournament [T3]` alone for
//! the state. Options come in any order, as the other commands' do.

use gipf_games::AnyVariant;
use gipf_store::{TimeControl, TournamentId};

use super::when::Starts;
use super::Format;
use crate::command::{CommandError, UserRef};

/// What `tournament ...` asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournamentCommand {
    /// `tournament [T3]`: the state (every open tournament of the room without an id).
    Show(Option<TournamentId>),
    /// `tournament create ...` (moderators).
    Create(TournamentTerms),
    /// `tournament join [T3]`.
    Join(Option<TournamentId>),
    /// `tournament leave [T3]`.
    Leave(Option<TournamentId>),
    /// `tournament start [T3]` (moderators and the creator).
    Start(Option<TournamentId>),
    /// `tournament standings [T3]`.
    Standings(Option<TournamentId>),
    /// `tournament cancel [T3]` (moderators and the creator).
    Cancel(Option<TournamentId>),
    /// `tournament kick <user> [T3]` (moderators and the creator).
    Kick {
        user: UserRef,
        tournament: Option<TournamentId>,
    },
}

/// The terms of a new tournament.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentTerms {
    /// The format (Swiss with its rounds, if given).
    pub format: Format,
    pub variant: AnyVariant,
    /// `None` = the room's default time control.
    pub time: Option<TimeControl>,
    /// `None` = started by `tournament start`.
    pub starts: Option<Starts>,
    pub max: Option<u32>,
    pub rated: bool,
}

impl TournamentCommand {
    /// The same command with the user it names read again (an adapter's mentions).
    pub fn read_users(self, read: impl Fn(&str) -> UserRef) -> TournamentCommand {
        match self {
            TournamentCommand::Kick {
                user: UserRef::Name(raw),
                tournament,
            } => TournamentCommand::Kick {
                user: read(&raw),
                tournament,
            },
            other => other,
        }
    }

    /// Whether its answer is a public post of the room.
    pub fn posts_to_room(&self) -> bool {
        !matches!(
            self,
            TournamentCommand::Show(_) | TournamentCommand::Standings(_)
        )
    }
}

const COMMAND: &str = "tournament";

/// A tournament id written as `T3` (a bare number is no tournament: `max 8` stays a number).
fn tournament_id(w: &str) -> Option<TournamentId> {
    if w.starts_with(['T', 't']) {
        w.parse().ok()
    } else {
        None
    }
}

/// Takes the tournament id among `words`, if one is there (`T0` or `T3x` is a mistyped one).
fn take_id(words: &mut Vec<&str>) -> Result<Option<TournamentId>, CommandError> {
    let meant =
        |w: &str| w.starts_with(['T', 't']) && w[1..].starts_with(|c: char| c.is_ascii_digit());
    let Some(i) = words.iter().position(|w| meant(w)) else {
        return Ok(None);
    };
    let w = words.remove(i);
    tournament_id(w)
        .map(Some)
        .ok_or_else(|| CommandError::TournamentId(gipf_rules::excerpt(w)))
}

/// No word left.
fn finish(words: &[&str]) -> Result<(), CommandError> {
    match words.first() {
        None => Ok(()),
        Some(w) => Err(CommandError::Unexpected {
            command: COMMAND,
            word: gipf_rules::excerpt(w),
        }),
    }
}

/// The word after option `name` (removed with it), if the option is there.
fn option_value<'a>(
    words: &mut Vec<&'a str>,
    name: &str,
    missing: &'static str,
) -> Result<Option<&'a str>, CommandError> {
    let Some(i) = words.iter().position(|w| w.eq_ignore_ascii_case(name)) else {
        return Ok(None);
    };
    words.remove(i);
    if i >= words.len() {
        return Err(CommandError::Missing {
            command: COMMAND,
            what: missing,
        });
    }
    Ok(Some(words.remove(i)))
}

fn number(words: &mut Vec<&str>, name: &'static str) -> Result<Option<u32>, CommandError> {
    option_value(words, name, "missing-number")?
        .map(|w| {
            w.parse::<u32>().map_err(|_| CommandError::Number {
                option: name,
                text: gipf_rules::excerpt(w),
            })
        })
        .transpose()
}

/// Reads the words after `tournament`.
pub(crate) fn parse<'a>(
    mut words: Vec<&'a str>,
    variant: impl FnOnce(&mut Vec<&'a str>) -> Result<Option<AnyVariant>, CommandError>,
) -> Result<TournamentCommand, CommandError> {
    let Some(first) = words.first().copied() else {
        return Ok(TournamentCommand::Show(None));
    };
    if first.starts_with(['T', 't']) && first[1..].starts_with(|c: char| c.is_ascii_digit()) {
        let id = take_id(&mut words)?;
        finish(&words)?;
        return Ok(TournamentCommand::Show(id));
    }
    words.remove(0);
    let simple = |words: &mut Vec<&str>, f: fn(Option<TournamentId>) -> TournamentCommand| {
        let id = take_id(words)?;
        finish(words)?;
        Ok(f(id))
    };
    match first.to_ascii_lowercase().as_str() {
        "join" => simple(&mut words, TournamentCommand::Join),
        "leave" => simple(&mut words, TournamentCommand::Leave),
        "start" => simple(&mut words, TournamentCommand::Start),
        "standings" => simple(&mut words, TournamentCommand::Standings),
        "cancel" => simple(&mut words, TournamentCommand::Cancel),
        "kick" => {
            let tournament = take_id(&mut words)?;
            if words.is_empty() {
                return Err(CommandError::Missing {
                    command: COMMAND,
                    what: "missing-tournament-user",
                });
            }
            let user = UserRef::written(&words.join(" "));
            Ok(TournamentCommand::Kick { user, tournament })
        }
        "create" => create(words, variant).map(TournamentCommand::Create),
        _ => Err(CommandError::Unexpected {
            command: COMMAND,
            word: gipf_rules::excerpt(first),
        }),
    }
}

fn create<'a>(
    mut words: Vec<&'a str>,
    variant: impl FnOnce(&mut Vec<&'a str>) -> Result<Option<AnyVariant>, CommandError>,
) -> Result<TournamentTerms, CommandError> {
    let Some(first) = words.first().copied() else {
        return Err(CommandError::Missing {
            command: COMMAND,
            what: "missing-format",
        });
    };
    let mut format: Format = first
        .parse()
        .map_err(|_| CommandError::Format(gipf_rules::excerpt(first)))?;
    words.remove(0);
    let rounds = number(&mut words, "rounds")?;
    let max = number(&mut words, "max")?;
    let starts = option_value(&mut words, "starts", "missing-starts")?
        .map(|w| {
            w.parse::<Starts>()
                .map_err(|_| CommandError::Starts(gipf_rules::excerpt(w)))
        })
        .transpose()?;
    let time = option_value(&mut words, "time", "missing-time")?
        .map(|w| w.parse::<TimeControl>())
        .transpose()?;
    let rated = match words
        .iter()
        .position(|w| w.eq_ignore_ascii_case("rated") || w.eq_ignore_ascii_case("unrated"))
    {
        Some(i) => words.remove(i).eq_ignore_ascii_case("rated"),
        None => true,
    };
    let variant = variant(&mut words)?.unwrap_or(AnyVariant::STANDARD);
    finish(&words)?;
    if let Some(r) = rounds {
        match &mut format {
            Format::Swiss { rounds } => *rounds = Some(r),
            _ => {
                return Err(CommandError::Unexpected {
                    command: COMMAND,
                    word: "rounds".into(),
                })
            }
        }
    }
    Ok(TournamentTerms {
        format,
        variant,
        time,
        starts,
        max,
        rated,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::tournament::BestOf;

    fn p(s: &str) -> TournamentCommand {
        match s.parse::<Command>() {
            Ok(Command::Tournament(t)) => t,
            other => panic!("{s}: {other:?}"),
        }
    }

    fn err(s: &str) -> CommandError {
        s.parse::<Command>().expect_err(s)
    }

    #[test]
    fn reads_the_tournament_commands() {
        assert_eq!(p("tournament"), TournamentCommand::Show(None));
        assert_eq!(
            p("Tournament t3"),
            TournamentCommand::Show(Some(TournamentId(3)))
        );
        assert_eq!(p("tournament join"), TournamentCommand::Join(None));
        assert_eq!(
            p("tournament LEAVE T12"),
            TournamentCommand::Leave(Some(TournamentId(12)))
        );
        assert_eq!(
            p("tournament kick T2 Bob Smith"),
            TournamentCommand::Kick {
                user: UserRef::Name("Bob Smith".into()),
                tournament: Some(TournamentId(2)),
            }
        );
        assert_eq!(
            p("tournament create swiss ultimate unrated rounds 5 max 16 starts 2h time 3d"),
            TournamentCommand::Create(TournamentTerms {
                format: Format::Swiss { rounds: Some(5) },
                variant: gipf_rules::GameVariant::ULTIMATE.into(),
                time: Some(TimeControl::Days(3)),
                starts: Some(Starts::In(2 * 3_600_000)),
                max: Some(16),
                rated: false,
            })
        );
        assert_eq!(
            p("tournament create knockout-bo3 tournament+T6"),
            TournamentCommand::Create(TournamentTerms {
                format: Format::Knockout {
                    best_of: BestOf::Three
                },
                variant: "tournament+T6".parse().expect("variant"),
                time: None,
                starts: None,
                max: None,
                rated: true,
            })
        );
    }

    #[test]
    fn says_what_is_wrong() {
        assert_eq!(
            err("tournament create"),
            CommandError::Missing {
                command: "tournament",
                what: "missing-format"
            }
        );
        assert_eq!(
            err("tournament create arena"),
            CommandError::Format("arena".into())
        );
        assert_eq!(
            err("tournament create swiss max many"),
            CommandError::Number {
                option: "max",
                text: "many".into()
            }
        );
        assert_eq!(
            err("tournament create swiss rounds"),
            CommandError::Missing {
                command: "tournament",
                what: "missing-number"
            }
        );
        assert_eq!(
            err("tournament create swiss starts soon"),
            CommandError::Starts("soon".into())
        );
        assert!(matches!(
            err("tournament create knockout rounds 3"),
            CommandError::Unexpected { .. }
        ));
        assert!(matches!(
            err("tournament create swiss standard+T100"),
            CommandError::Variant { .. }
        ));
        assert_eq!(
            err("tournament join T0"),
            CommandError::TournamentId("T0".into())
        );
        assert!(matches!(
            err("tournament join T1 now"),
            CommandError::Unexpected { .. }
        ));
        assert_eq!(
            err("tournament kick"),
            CommandError::Missing {
                command: "tournament",
                what: "missing-tournament-user"
            }
        );
    }
}
