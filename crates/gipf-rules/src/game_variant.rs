//! What a game is started as, in the words of COMMANDS.md: a classic variant, or one with
//! potentials (`standard+potentials`, `tournament+T6`, `ultimate`), and the rating pool it
//! counts in.

use std::fmt;
use std::str::FromStr;

use crate::error::{HandProblem, PositionError};
use crate::potential::Hand;
use crate::{Position, Variant};

/// A variant with or without the potentials option, as players name it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameVariant {
    /// `basic`, `standard`, `tournament`.
    Classic(Variant),
    /// `<variant>+potentials` (3 of each kind) or `<variant>+<hand>`: the same hand for both
    /// players, no extra basic pieces.
    Potentials(Variant, Hand),
    /// Ultimate GIPF: tournament, 3 of each kind and 3 extra basic pieces each.
    Ultimate,
}

impl GameVariant {
    /// The start position.
    pub fn start(self) -> Position {
        match self {
            GameVariant::Classic(v) => Position::start(v),
            GameVariant::Potentials(v, hand) => Position::start_with_potentials(v, [hand, hand], 0)
                .unwrap_or_else(|| Position::start(v)),
            GameVariant::Ultimate => Position::ultimate(),
        }
    }

    /// The classic variant underneath.
    pub const fn variant(self) -> Variant {
        match self {
            GameVariant::Classic(v) | GameVariant::Potentials(v, _) => v,
            GameVariant::Ultimate => Variant::Tournament,
        }
    }

    /// Whether the potentials option is on.
    pub const fn has_potentials(self) -> bool {
        !matches!(self, GameVariant::Classic(_))
    }

    /// The rating pool (COMMANDS.md): per classic variant, per `<variant>+potentials`
    /// whatever the hand, and `ultimate`.
    pub const fn pool(self) -> Pool {
        match self {
            GameVariant::Classic(v) => Pool::Classic(v),
            GameVariant::Potentials(v, _) => Pool::Potentials(v),
            GameVariant::Ultimate => Pool::Ultimate,
        }
    }

    /// What the `potentials` column of a stored game holds: `None` for a classic game,
    /// `ultimate`, or the hand.
    pub fn potentials_text(self) -> Option<String> {
        match self {
            GameVariant::Classic(_) => None,
            GameVariant::Potentials(_, hand) => Some(hand.to_string()),
            GameVariant::Ultimate => Some("ultimate".to_string()),
        }
    }

    /// The game variant from a stored classic variant and `potentials` column.
    pub fn from_parts(
        variant: Variant,
        potentials: Option<&str>,
    ) -> Result<GameVariant, PositionError> {
        match potentials {
            None => Ok(GameVariant::Classic(variant)),
            Some(p) if p.eq_ignore_ascii_case("ultimate") => Ok(GameVariant::Ultimate),
            Some(p) => format!("{variant}+{p}").parse(),
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
    /// `standard`, `standard+potentials` (3 of each kind), `tournament+T6`, `ultimate`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameVariant::Classic(v) => write!(f, "{v}"),
            GameVariant::Potentials(v, hand) if Hand::of_each(3) == Some(*hand) => {
                write!(f, "{v}+potentials")
            }
            GameVariant::Potentials(v, hand) => write!(f, "{v}+{hand}"),
            GameVariant::Ultimate => f.write_str("ultimate"),
        }
    }
}

impl FromStr for GameVariant {
    type Err = PositionError;

    /// Reads `standard`, `standard+potentials`, `tournament+T6`, `basic+Z3D3`, `ultimate`;
    /// any case.
    fn from_str(s: &str) -> Result<GameVariant, PositionError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("ultimate") {
            return Ok(GameVariant::Ultimate);
        }
        let Some((v, option)) = s.split_once('+') else {
            return Ok(GameVariant::Classic(s.parse()?));
        };
        if v.eq_ignore_ascii_case("ultimate") {
            return Err(PositionError::Hand {
                text: crate::error::excerpt(option),
                why: HandProblem::UltimateHasItsOwn,
            });
        }
        let variant: Variant = v.parse()?;
        if option.eq_ignore_ascii_case("potentials") {
            let three = Hand::of_each(3).unwrap_or_default();
            return Ok(GameVariant::Potentials(variant, three));
        }
        let hand: Hand = option.to_ascii_uppercase().parse()?;
        if hand.is_empty() {
            return Err(PositionError::Hand {
                text: crate::error::excerpt(option),
                why: HandProblem::NoPotential,
            });
        }
        Ok(GameVariant::Potentials(variant, hand))
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
        ] {
            let g: GameVariant = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(g.to_string(), text);
            assert_eq!(g.pool().to_string(), pool);
            assert_eq!(pool.parse::<Pool>(), Ok(g.pool()));
            let stored = g.potentials_text();
            assert_eq!(
                GameVariant::from_parts(g.variant(), stored.as_deref()),
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
}
