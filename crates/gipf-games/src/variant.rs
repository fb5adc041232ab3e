//! What a game is started as, for any game (COMMANDS.md, "The other games of the GIPF
//! project"): a variant word names the game and its variant (`standard+potentials+die2` is
//! GIPF, `dvonn` is DVONN), and the rating pool it counts in.

use std::fmt;
use std::str::FromStr;

use gipf_rules::{ChallengeRule, GameVariant, Pool};
use thiserror::Error;

use crate::{AnyPosition, GameKind};

/// A variant of any game, as players name it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyVariant {
    /// GIPF, with its options.
    Gipf(GameVariant),
    /// DVONN (it has no variants).
    Dvonn,
}

/// Why a variant word does not read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AnyVariantError {
    /// A GIPF variant word that does not read (`standard+T100`, `standard+die2`).
    #[error(transparent)]
    Gipf(#[from] gipf_rules::PositionError),
    /// Another game's word with GIPF's options (`dvonn+potentials`).
    #[error("{text}: potentials and challenges belong to GIPF; {game} is played as {word}")]
    OptionsOfGipf {
        /// What was written.
        text: String,
        /// The game it names.
        game: GameKind,
        /// What to write instead.
        word: &'static str,
    },
    /// No game's word.
    #[error("{0} is not a game or variant: write standard, basic, tournament, ultimate (GIPF) or dvonn (DVONN)")]
    Unknown(String),
}

impl AnyVariant {
    /// Standard GIPF, what a command without a variant plays.
    pub const STANDARD: AnyVariant =
        AnyVariant::Gipf(GameVariant::Classic(gipf_rules::Variant::Standard));

    /// The game it is a variant of.
    pub const fn kind(self) -> GameKind {
        match self {
            AnyVariant::Gipf(_) => GameKind::Gipf,
            AnyVariant::Dvonn => GameKind::Dvonn,
        }
    }

    /// The GIPF variant, for a GIPF game.
    pub const fn gipf(self) -> Option<GameVariant> {
        match self {
            AnyVariant::Gipf(v) => Some(v),
            AnyVariant::Dvonn => None,
        }
    }

    /// The start position.
    pub fn start(self) -> AnyPosition {
        match self {
            AnyVariant::Gipf(v) => AnyPosition::Gipf(v.start()),
            AnyVariant::Dvonn => AnyPosition::Dvonn(gipf_dvonn::Position::start()),
        }
    }

    /// GIPF's challenges option, if it is on.
    pub const fn challenges(self) -> Option<ChallengeRule> {
        match self {
            AnyVariant::Gipf(v) => v.challenges(),
            AnyVariant::Dvonn => None,
        }
    }

    /// Whether the potentials option is on (GIPF only).
    pub const fn has_potentials(self) -> bool {
        match self {
            AnyVariant::Gipf(v) => v.has_potentials(),
            AnyVariant::Dvonn => false,
        }
    }

    /// The same variant without challenges (what ratings and tournaments go by).
    pub const fn without_challenges(self) -> AnyVariant {
        match self {
            AnyVariant::Gipf(v) => AnyVariant::Gipf(v.without_challenges()),
            AnyVariant::Dvonn => AnyVariant::Dvonn,
        }
    }

    /// Whether a game of it can be rated (GIPF with challenges never is).
    pub const fn can_be_rated(self) -> bool {
        self.challenges().is_none()
    }

    /// The rating pool it counts in.
    pub const fn pool(self) -> AnyPool {
        match self {
            AnyVariant::Gipf(v) => AnyPool::Gipf(v.pool()),
            AnyVariant::Dvonn => AnyPool::Dvonn,
        }
    }

    /// What the store's `variant` column holds: GIPF's classic variant, or the game's word.
    pub fn base_word(self) -> &'static str {
        match self {
            AnyVariant::Gipf(v) => v.variant().name(),
            AnyVariant::Dvonn => "dvonn",
        }
    }

    /// The variant from the store's `variant`, `potentials` and `challenges` columns.
    ///
    /// # Errors
    /// The columns name no variant.
    pub fn from_stored(
        base: &str,
        potentials: Option<&str>,
        challenges: Option<&str>,
    ) -> Result<AnyVariant, AnyVariantError> {
        match (base, potentials, challenges) {
            ("dvonn", None, None) => Ok(AnyVariant::Dvonn),
            (b, p, c) => Ok(AnyVariant::Gipf(GameVariant::from_stored(
                b.parse()?,
                p,
                c,
            )?)),
        }
    }

    /// Every word a player may write for a game without options, GIPF's first.
    pub const WORDS: [&'static str; 5] = ["basic", "standard", "tournament", "ultimate", "dvonn"];
}

impl From<gipf_rules::Variant> for AnyVariant {
    fn from(v: gipf_rules::Variant) -> AnyVariant {
        AnyVariant::Gipf(v.into())
    }
}

impl From<GameVariant> for AnyVariant {
    fn from(v: GameVariant) -> AnyVariant {
        AnyVariant::Gipf(v)
    }
}

impl fmt::Display for AnyVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyVariant::Gipf(v) => v.fmt(f),
            AnyVariant::Dvonn => f.write_str("dvonn"),
        }
    }
}

impl FromStr for AnyVariant {
    type Err = AnyVariantError;

    /// Reads `dvonn`, or any GIPF variant word (`standard`, `ultimate+game1`); any case.
    fn from_str(s: &str) -> Result<AnyVariant, AnyVariantError> {
        let s = s.trim();
        let first = s.split('+').next().unwrap_or("");
        if GameKind::of_word(first) == GameKind::Dvonn {
            return if first.len() == s.len() {
                Ok(AnyVariant::Dvonn)
            } else {
                Err(AnyVariantError::OptionsOfGipf {
                    text: gipf_rules::excerpt(s),
                    game: GameKind::Dvonn,
                    word: "dvonn",
                })
            };
        }
        match s.parse::<GameVariant>() {
            Ok(v) => Ok(AnyVariant::Gipf(v)),
            Err(gipf_rules::PositionError::Variant(_))
                if !first.eq_ignore_ascii_case("ultimate") =>
            {
                Err(AnyVariantError::Unknown(gipf_rules::excerpt(s)))
            }
            Err(e) => Err(e.into()),
        }
    }
}

/// A rating pool of any game: GIPF's pools, and one per other game's variant word.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyPool {
    /// A GIPF pool.
    Gipf(Pool),
    /// DVONN's.
    Dvonn,
}

impl AnyPool {
    /// Every pool, GIPF's first.
    pub fn all() -> impl Iterator<Item = AnyPool> {
        Pool::ALL
            .into_iter()
            .map(AnyPool::Gipf)
            .chain([AnyPool::Dvonn])
    }

    /// The game the pool is of.
    pub const fn kind(self) -> GameKind {
        match self {
            AnyPool::Gipf(_) => GameKind::Gipf,
            AnyPool::Dvonn => GameKind::Dvonn,
        }
    }

    /// The GIPF pool, for a GIPF pool.
    pub const fn gipf(self) -> Option<Pool> {
        match self {
            AnyPool::Gipf(p) => Some(p),
            AnyPool::Dvonn => None,
        }
    }
}

impl From<gipf_rules::Variant> for AnyPool {
    fn from(v: gipf_rules::Variant) -> AnyPool {
        AnyPool::Gipf(v.into())
    }
}

impl From<Pool> for AnyPool {
    fn from(p: Pool) -> AnyPool {
        AnyPool::Gipf(p)
    }
}

impl fmt::Display for AnyPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyPool::Gipf(p) => p.fmt(f),
            AnyPool::Dvonn => f.write_str("dvonn"),
        }
    }
}

impl FromStr for AnyPool {
    type Err = AnyVariantError;

    /// A pool's name, or any variant's (`tournament+T6` is in `tournament+potentials`).
    fn from_str(s: &str) -> Result<AnyPool, AnyVariantError> {
        Ok(s.parse::<AnyVariant>()?.pool())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_words_name_the_game_and_round_trip() {
        for w in [
            "dvonn",
            "standard",
            "ultimate+game1",
            "tournament+T6",
            "basic+Z3D3+die9",
        ] {
            let v: AnyVariant = w.parse().expect(w);
            assert_eq!(v.to_string(), w);
            assert_eq!(
                AnyVariant::from_stored(
                    v.base_word(),
                    v.gipf().and_then(|g| g.potentials_text()).as_deref(),
                    v.gipf().and_then(|g| g.challenges_text()).as_deref()
                ),
                Ok(v)
            );
        }
        assert_eq!("DVONN".parse(), Ok(AnyVariant::Dvonn));
        assert_eq!(AnyVariant::Dvonn.pool().to_string(), "dvonn");
        assert_eq!("dvonn".parse(), Ok(AnyPool::Dvonn));
        assert_eq!(AnyVariant::Dvonn.start().kind(), GameKind::Dvonn);
        assert!(AnyVariant::Dvonn.can_be_rated());
        assert_eq!(AnyPool::all().count(), Pool::ALL.len() + 1);
    }

    #[test]
    fn other_games_take_no_gipf_options_and_unknown_words_say_what_exists() {
        assert!(matches!(
            "dvonn+potentials".parse::<AnyVariant>(),
            Err(AnyVariantError::OptionsOfGipf { word: "dvonn", .. })
        ));
        let e = "dvon".parse::<AnyVariant>().expect_err("unknown");
        assert_eq!(e, AnyVariantError::Unknown("dvon".into()));
        assert!(e.to_string().contains("dvonn"), "{e}");
        // GIPF's own errors stay GIPF's.
        assert!(matches!(
            "standard+die2".parse::<AnyVariant>(),
            Err(AnyVariantError::Gipf(_))
        ));
    }
}
