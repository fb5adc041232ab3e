//! What a game is started as, in the words of COMMANDS.md: a classic variant, or one with
//! potentials (`standard+potentials`, `tournament+T6`, `ultimate`), perhaps with challenges
//! (`standard+potentials+die2`, `ultimate+game1`), and the rating pool it counts in.

use std::fmt;
use std::str::FromStr;

use crate::combining::{Trial, MAX_ATTEMPTS};
use crate::error::{ChallengesWordProblem, HandProblem, PositionError};
use crate::potential::Hand;
use crate::{Position, Variant};

/// The challenges option as a variant word names it (`die2`, `game1`, `agreed3`): the trial
/// and each player's attempts, 1 to 9 (COMBINING.md §2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChallengeRule {
    trial: Trial,
    attempts: u8,
}

impl ChallengeRule {
    /// The option with `attempts` (1..=9) for each player; `None` otherwise.
    pub fn new(trial: Trial, attempts: u8) -> Option<ChallengeRule> {
        (1..=MAX_ATTEMPTS)
            .contains(&attempts)
            .then_some(ChallengeRule { trial, attempts })
    }

    /// How a challenge is decided.
    pub const fn trial(self) -> Trial {
        self.trial
    }

    /// Each player's attempts at the start.
    pub const fn attempts(self) -> u8 {
        self.attempts
    }
}

impl fmt::Display for ChallengeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.trial, self.attempts)
    }
}

impl FromStr for ChallengeRule {
    type Err = ChallengesWordProblem;

    /// Reads `die2`, `Game1`, `agreed9`: a trial in any case and one digit 1 to 9.
    fn from_str(s: &str) -> Result<ChallengeRule, ChallengesWordProblem> {
        let split = s
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(s.len());
        let (word, count) = s.split_at(split);
        let trial = Trial::ALL
            .into_iter()
            .find(|t| t.word().eq_ignore_ascii_case(word))
            .ok_or(ChallengesWordProblem::Trial)?;
        let attempts = match count.as_bytes() {
            [d @ b'1'..=b'9'] => d - b'0',
            [] | [b'0'..=b'9', ..] => return Err(ChallengesWordProblem::Attempts),
            _ => return Err(ChallengesWordProblem::Trial),
        };
        ChallengeRule::new(trial, attempts).ok_or(ChallengesWordProblem::Attempts)
    }
}

/// A variant with or without the potentials option, as players name it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameVariant {
    /// `basic`, `standard`, `tournament`.
    Classic(Variant),
    /// `<variant>+potentials` (3 of each kind) or `<variant>+<hand>`: the same hand for both
    /// players, no extra basic pieces; perhaps with challenges (`+die2`).
    Potentials(Variant, Hand, Option<ChallengeRule>),
    /// Ultimate GIPF: tournament, 3 of each kind and 3 extra basic pieces each; perhaps with
    /// challenges (`ultimate+die2`).
    Ultimate(Option<ChallengeRule>),
}

impl GameVariant {
    /// Ultimate GIPF without challenges.
    pub const ULTIMATE: GameVariant = GameVariant::Ultimate(None);

    /// The start position.
    pub fn start(self) -> Position {
        let p = match self {
            GameVariant::Classic(v) => Position::start(v),
            GameVariant::Potentials(v, hand, _) => {
                Position::start_with_potentials(v, [hand, hand], 0)
                    .unwrap_or_else(|| Position::start(v))
            }
            GameVariant::Ultimate(_) => Position::ultimate(),
        };
        match self.challenges() {
            Some(c) => p.with_challenges(c.trial, c.attempts).unwrap_or(p),
            None => p,
        }
    }

    /// The classic variant underneath.
    pub const fn variant(self) -> Variant {
        match self {
            GameVariant::Classic(v) | GameVariant::Potentials(v, _, _) => v,
            GameVariant::Ultimate(_) => Variant::Tournament,
        }
    }

    /// Whether the potentials option is on.
    pub const fn has_potentials(self) -> bool {
        !matches!(self, GameVariant::Classic(_))
    }

    /// The challenges option, if it is on.
    pub const fn challenges(self) -> Option<ChallengeRule> {
        match self {
            GameVariant::Classic(_) => None,
            GameVariant::Potentials(_, _, c) | GameVariant::Ultimate(c) => c,
        }
    }

    /// The same variant without challenges (what ratings and tournaments go by).
    pub const fn without_challenges(self) -> GameVariant {
        match self {
            GameVariant::Classic(v) => GameVariant::Classic(v),
            GameVariant::Potentials(v, h, _) => GameVariant::Potentials(v, h, None),
            GameVariant::Ultimate(_) => GameVariant::Ultimate(None),
        }
    }

    /// Whether a game of it can be rated: games with challenges never are (COMMANDS.md,
    /// "Ratings": chance or an outside game decides part of the result).
    pub const fn can_be_rated(self) -> bool {
        self.challenges().is_none()
    }

    /// The rating pool (COMMANDS.md): per classic variant, per `<variant>+potentials`
    /// whatever the hand, and `ultimate`.
    pub const fn pool(self) -> Pool {
        match self {
            GameVariant::Classic(v) => Pool::Classic(v),
            GameVariant::Potentials(v, _, _) => Pool::Potentials(v),
            GameVariant::Ultimate(_) => Pool::Ultimate,
        }
    }

    /// What the `potentials` column of a stored game holds: `None` for a classic game,
    /// `ultimate`, or the hand.
    pub fn potentials_text(self) -> Option<String> {
        match self {
            GameVariant::Classic(_) => None,
            GameVariant::Potentials(_, hand, _) => Some(hand.to_string()),
            GameVariant::Ultimate(_) => Some("ultimate".to_string()),
        }
    }

    /// What the `challenges` column of a stored game holds: `None`, or `die2` and the like.
    pub fn challenges_text(self) -> Option<String> {
        self.challenges().map(|c| c.to_string())
    }

    /// The game variant from a stored classic variant and `potentials` column.
    pub fn from_parts(
        variant: Variant,
        potentials: Option<&str>,
    ) -> Result<GameVariant, PositionError> {
        GameVariant::from_stored(variant, potentials, None)
    }

    /// The game variant from a stored classic variant, `potentials` and `challenges` columns.
    pub fn from_stored(
        variant: Variant,
        potentials: Option<&str>,
        challenges: Option<&str>,
    ) -> Result<GameVariant, PositionError> {
        let base = match potentials {
            None => variant.to_string(),
            Some(p) if p.eq_ignore_ascii_case("ultimate") => "ultimate".to_string(),
            Some(p) => format!("{variant}+{p}"),
        };
        match challenges {
            None => base.parse(),
            Some(c) => format!("{base}+{c}").parse(),
        }
    }
}
/// A rating pool: ratings and leaderboards are kept per classic variant, per
/// `<variant>+potentials` (whatever the hands) and for `ultimate` (COMMANDS.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pool {
    /// `basic`, `standard`, `tournament`.
    Classic(Variant),
    /// `<variant>+potentials`.
    Potentials(Variant),
    /// `ultimate`.
    Ultimate,
}

impl Pool {
    /// Every pool, classic ones first.
    pub const ALL: [Pool; 7] = [
        Pool::Classic(Variant::Basic),
        Pool::Classic(Variant::Standard),
        Pool::Classic(Variant::Tournament),
        Pool::Potentials(Variant::Basic),
        Pool::Potentials(Variant::Standard),
        Pool::Potentials(Variant::Tournament),
        Pool::Ultimate,
    ];
}

impl From<Variant> for Pool {
    fn from(v: Variant) -> Pool {
        Pool::Classic(v)
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pool::Classic(v) => write!(f, "{v}"),
            Pool::Potentials(v) => write!(f, "{v}+potentials"),
            Pool::Ultimate => f.write_str("ultimate"),
        }
    }
}

impl FromStr for Pool {
    type Err = PositionError;

    /// A pool's name, or any game variant's (`tournament+T6` is in `tournament+potentials`).
    fn from_str(s: &str) -> Result<Pool, PositionError> {
        Ok(s.parse::<GameVariant>()?.pool())
    }
}

impl From<Variant> for GameVariant {
    fn from(v: Variant) -> GameVariant {
        GameVariant::Classic(v)
    }
}

impl fmt::Display for GameVariant {
    /// `standard`, `standard+potentials` (3 of each kind), `tournament+T6`, `ultimate`,
    /// `standard+potentials+die2`, `ultimate+game1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameVariant::Classic(v) => write!(f, "{v}"),
            GameVariant::Potentials(v, hand, _) if Hand::of_each(3) == Some(*hand) => {
                write!(f, "{v}+potentials")
            }
            GameVariant::Potentials(v, hand, _) => write!(f, "{v}+{hand}"),
            GameVariant::Ultimate(_) => f.write_str("ultimate"),
        }?;
        match self.challenges() {
            Some(c) => write!(f, "+{c}"),
            None => Ok(()),
        }
    }
}

impl FromStr for GameVariant {
    type Err = PositionError;

    /// Reads `standard`, `standard+potentials`, `tournament+T6`, `basic+Z3D3`, `ultimate`,
    /// each perhaps followed by challenges (`+die2`); any case. The parts are read in order:
    /// the variant, the potentials (`potentials` or a hand), the challenges.
    fn from_str(s: &str) -> Result<GameVariant, PositionError> {
        let s = s.trim();
        let word = |why| PositionError::ChallengesWord {
            text: crate::error::excerpt(s),
            why,
        };
        let parts: Vec<&str> = s.split('+').collect();
        if parts.len() > 3 {
            return Err(word(ChallengesWordProblem::TooManyParts));
        }
        let challenges = |part: &str| part.parse::<ChallengeRule>().map_err(word);
        if parts[0].eq_ignore_ascii_case("ultimate") {
            return match parts[1..] {
                [] => Ok(GameVariant::Ultimate(None)),
                [c] if c.eq_ignore_ascii_case("potentials") => {
                    Err(word(ChallengesWordProblem::UltimateHasPotentials))
                }
                [hand] if hand.to_ascii_uppercase().parse::<Hand>().is_ok() => {
                    Err(PositionError::Hand {
                        text: crate::error::excerpt(hand),
                        why: HandProblem::UltimateHasItsOwn,
                    })
                }
                [c] => Ok(GameVariant::Ultimate(Some(challenges(c)?))),
                _ => Err(word(ChallengesWordProblem::UltimateHasPotentials)),
            };
        }
        let variant: Variant = parts[0].parse()?;
        let Some(option) = parts.get(1) else {
            return Ok(GameVariant::Classic(variant));
        };
        if parts.len() == 2 && option.parse::<ChallengeRule>().is_ok() {
            let fix = format!("{variant}+potentials+{}", option.to_ascii_lowercase());
            return Err(word(ChallengesWordProblem::NeedsPotentials(fix)));
        }
        let hand = if option.eq_ignore_ascii_case("potentials") {
            Hand::of_each(3).unwrap_or_default()
        } else {
            let hand: Hand = option.to_ascii_uppercase().parse()?;
            if hand.is_empty() {
                return Err(PositionError::Hand {
                    text: crate::error::excerpt(option),
                    why: HandProblem::NoPotential,
                });
            }
            hand
        };
        let rule = match parts.get(2) {
            Some(c) => Some(challenges(c)?),
            None => None,
        };
        Ok(GameVariant::Potentials(variant, hand, rule))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_pool() {
        for (text, pool) in [
            ("standard", "standard"),
            ("standard+potentials", "standard+potentials"),
            ("tournament+T6", "tournament+potentials"),
            ("basic+Z3D3", "basic+potentials"),
            ("ultimate", "ultimate"),
            ("standard+potentials+die2", "standard+potentials"),
            ("ultimate+game1", "ultimate"),
            ("tournament+T6+agreed3", "tournament+potentials"),
            ("basic+Z3D3+die9", "basic+potentials"),
        ] {
            let g: GameVariant = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(g.to_string(), text);
            assert_eq!(g.pool().to_string(), pool);
            assert_eq!(pool.parse::<Pool>(), Ok(g.pool()));
            assert_eq!(
                GameVariant::from_stored(
                    g.variant(),
                    g.potentials_text().as_deref(),
                    g.challenges_text().as_deref()
                ),
                Ok(g)
            );
        }
        assert_eq!(
            "Standard+T3Z3D3Y3P3"
                .parse::<GameVariant>()
                .map(|g| g.to_string()),
            Ok("standard+potentials".to_string())
        );
        assert_eq!(
            "tournament+t6"
                .parse::<GameVariant>()
                .map(|g| g.start().to_string()),
            Ok("tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6".to_string())
        );
        for bad in [
            "standard+",
            "standard+-",
            "standard+T100",
            "chess+T3",
            "ultimate+T3",
        ] {
            assert!(bad.parse::<GameVariant>().is_err(), "{bad}");
        }
    }

    /// COMMANDS.md's table of variant words with challenges and its errors.
    #[test]
    fn challenges_words() {
        for (text, start) in [
            (
                "standard+potentials+die2",
                "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -",
            ),
            (
                "ultimate+game1",
                "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 game:1/1 -",
            ),
            (
                "tournament+T6+agreed3",
                "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6 agreed:3/3 -",
            ),
            (
                "basic+Z3D3+die9",
                "basic b2w/5/6/w5b/6/5/b2w w p 12/12 0/0 ss Z3D3/Z3D3 die:9/9 -",
            ),
        ] {
            let g: GameVariant = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(g.start().to_string(), start, "{text}");
            assert!(!g.can_be_rated());
            assert_eq!(g.without_challenges().challenges(), None);
        }
        assert_eq!(
            "ULTIMATE+Die3"
                .parse::<GameVariant>()
                .map(|g| g.to_string()),
            Ok("ultimate+die3".to_string())
        );
        let why = |s: &str| match s.parse::<GameVariant>() {
            Err(PositionError::ChallengesWord { why, .. }) => Some(why),
            Err(e) => panic!("{s}: another error: {e}"),
            Ok(g) => panic!("{s}: read as {g}"),
        };
        use ChallengesWordProblem as W;
        assert_eq!(
            why("standard+die2"),
            Some(W::NeedsPotentials("standard+potentials+die2".into()))
        );
        assert_eq!(
            "standard+die2"
                .parse::<GameVariant>()
                .map_err(|e| e.to_string()),
            Err(
                "\"standard+die2\": challenges need potentials: write standard+potentials+die2"
                    .into()
            )
        );
        for (bad, problem) in [
            ("standard+potentials+die0", W::Attempts),
            ("standard+potentials+die10", W::Attempts),
            ("standard+potentials+die", W::Attempts),
            ("standard+potentials+dice2", W::Trial),
            ("standard+potentials+2die", W::Trial),
            ("standard+potentials+die2+x", W::TooManyParts),
            ("ultimate+potentials", W::UltimateHasPotentials),
            ("ultimate+dice2", W::Trial),
            ("ultimate+die0", W::Attempts),
        ] {
            assert_eq!(why(bad), Some(problem), "{bad}");
        }
        for hand in ["ultimate+T3", "ultimate+D3", "ultimate+Z3D3"] {
            assert!(
                matches!(hand.parse::<GameVariant>(), Err(PositionError::Hand { .. })),
                "{hand}"
            );
        }
    }
}
