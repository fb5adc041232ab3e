//! A tournament's format as players name it, and how many rounds it plays for a field.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::{knockout, swiss};

/// How many games decide a knockout match.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BestOf {
    /// One game.
    One,
    /// The first to win two.
    Three,
    /// The first to win three.
    Five,
}

impl BestOf {
    /// The most games a match can take.
    pub const fn games(self) -> u32 {
        match self {
            BestOf::One => 1,
            BestOf::Three => 3,
            BestOf::Five => 5,
        }
    }

    /// The games a player must win to take the match.
    pub const fn wins_needed(self) -> u32 {
        self.games() / 2 + 1
    }
}

/// A tournament's format.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// Everyone meets everyone once, or twice with colours swapped (`double`), in rounds of
    /// a Berger table.
    RoundRobin {
        /// Twice, with colours swapped.
        double: bool,
    },
    /// A fixed number of rounds, each paired by the Swiss rules of this module.
    Swiss {
        /// The rounds; `None` for the default of the field, `ceil(log2(players)) + 1`.
        rounds: Option<u32>,
    },
    /// Single elimination seeded by rating.
    Knockout {
        /// The games of a match.
        best_of: BestOf,
    },
}

/// The command words, in the order `help` lists them.
pub const FORMAT_WORDS: [&str; 6] = [
    "swiss",
    "roundrobin",
    "double-roundrobin",
    "knockout",
    "knockout-bo3",
    "knockout-bo5",
];

/// A word that names no format.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error(
    "{0:?} is not a tournament format: write swiss, roundrobin, double-roundrobin, knockout, \
     knockout-bo3 or knockout-bo5"
)]
pub struct FormatError(String);

/// A field a format cannot run for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum FieldError {
    /// Too few players to start.
    #[error("{format} needs at least {needed} players, and {players} joined")]
    TooFew {
        /// The format's word.
        format: &'static str,
        /// The least it needs.
        needed: usize,
        /// How many joined.
        players: usize,
    },
    /// More Swiss rounds than the field can play without rematches.
    #[error(
        "{players} players can play at most {most} Swiss rounds without meeting twice: \
         ask for {most} or fewer"
    )]
    TooManyRounds {
        /// How many joined.
        players: usize,
        /// The most rounds.
        most: u32,
    },
    /// No rounds at all.
    #[error("a Swiss tournament needs at least one round")]
    NoRounds,
    /// More players than the pairing rules take.
    #[error("a tournament takes at most {most} players, and {players} joined")]
    TooMany {
        /// How many joined.
        players: usize,
        /// The most.
        most: usize,
    },
}

/// The most entrants a tournament takes: the pairing's matching stays well under a second.
pub const MAX_PLAYERS: usize = 128;

impl Format {
    /// The command word (the Swiss rounds are an option of their own: `rounds N`).
    pub const fn word(self) -> &'static str {
        match self {
            Format::RoundRobin { double: false } => "roundrobin",
            Format::RoundRobin { double: true } => "double-roundrobin",
            Format::Swiss { .. } => "swiss",
            Format::Knockout {
                best_of: BestOf::One,
            } => "knockout",
            Format::Knockout {
                best_of: BestOf::Three,
            } => "knockout-bo3",
            Format::Knockout {
                best_of: BestOf::Five,
            } => "knockout-bo5",
        }
    }

    /// The fewest players it starts with.
    pub const fn min_players(self) -> usize {
        match self {
            Format::Swiss { .. } => 3,
            Format::RoundRobin { .. } | Format::Knockout { .. } => 2,
        }
    }

    /// How many rounds it plays for `players` entrants, or why it cannot start with them.
    pub fn rounds(self, players: usize) -> Result<u32, FieldError> {
        if players < self.min_players() {
            return Err(FieldError::TooFew {
                format: self.word(),
                needed: self.min_players(),
                players,
            });
        }
        if players > MAX_PLAYERS {
            return Err(FieldError::TooMany {
                players,
                most: MAX_PLAYERS,
            });
        }
        // Bounded by MAX_PLAYERS above, so the conversions cannot truncate.
        let n = players as u32;
        Ok(match self {
            Format::RoundRobin { double } => {
                let once = if n.is_multiple_of(2) { n - 1 } else { n };
                if double {
                    2 * once
                } else {
                    once
                }
            }
            Format::Swiss { rounds: None } => swiss::default_rounds(players),
            Format::Swiss { rounds: Some(0) } => return Err(FieldError::NoRounds),
            Format::Swiss { rounds: Some(r) } => {
                let most = swiss::max_rounds(players);
                if r > most {
                    return Err(FieldError::TooManyRounds { players, most });
                }
                r
            }
            Format::Knockout { .. } => knockout::bracket_size(players).trailing_zeros(),
        })
    }
}

/// The command word.
impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Format {
    type Err = FormatError;

    /// A command word, in any case; `round-robin` and `double-round-robin` too.
    fn from_str(s: &str) -> Result<Format, FormatError> {
        let word = s.trim().to_ascii_lowercase();
        Ok(match word.as_str() {
            "swiss" => Format::Swiss { rounds: None },
            "roundrobin" | "round-robin" => Format::RoundRobin { double: false },
            "double-roundrobin" | "double-round-robin" => Format::RoundRobin { double: true },
            "knockout" => Format::Knockout {
                best_of: BestOf::One,
            },
            "knockout-bo3" => Format::Knockout {
                best_of: BestOf::Three,
            },
            "knockout-bo5" => Format::Knockout {
                best_of: BestOf::Five,
            },
            _ => return Err(FormatError(gipf_rules::excerpt(s))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for word in FORMAT_WORDS {
            let format: Format = word.parse().expect("a format word");
            assert_eq!(format.to_string(), word);
        }
        assert_eq!(
            "Round-Robin".parse::<Format>(),
            Ok(Format::RoundRobin { double: false })
        );
    }

    #[test]
    fn unknown_word_says_what_to_type() {
        let err = "arena".parse::<Format>().expect_err("not a format");
        assert_eq!(
            err.to_string(),
            "\"arena\" is not a tournament format: write swiss, roundrobin, \
             double-roundrobin, knockout, knockout-bo3 or knockout-bo5"
        );
    }

    #[test]
    fn rounds_for_a_field() {
        let swiss = Format::Swiss { rounds: None };
        assert_eq!(swiss.rounds(3), Ok(3));
        assert_eq!(swiss.rounds(8), Ok(4));
        assert_eq!(swiss.rounds(9), Ok(5));
        assert_eq!(swiss.rounds(64), Ok(7));
        assert!(matches!(swiss.rounds(2), Err(FieldError::TooFew { .. })));
        assert_eq!(
            Format::Swiss { rounds: Some(8) }.rounds(8),
            Err(FieldError::TooManyRounds {
                players: 8,
                most: 7
            })
        );
        assert_eq!(Format::Swiss { rounds: Some(7) }.rounds(7), Ok(7));
        assert_eq!(Format::RoundRobin { double: false }.rounds(5), Ok(5));
        assert_eq!(Format::RoundRobin { double: true }.rounds(6), Ok(10));
        let ko = Format::Knockout {
            best_of: BestOf::Three,
        };
        assert_eq!(ko.rounds(2), Ok(1));
        assert_eq!(ko.rounds(5), Ok(3));
        assert_eq!(ko.rounds(16), Ok(4));
        assert_eq!(ko.rounds(17), Ok(5));
        assert!(matches!(ko.rounds(129), Err(FieldError::TooMany { .. })));
        assert_eq!(BestOf::Five.wins_needed(), 3);
    }
}
