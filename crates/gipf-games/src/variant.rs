//! What a game is started as, for any game (COMMANDS.md, "The other games of the GIPF
//! project"): a variant word names the game and its variant (`standard+potentials+die2` is
//! GIPF, `dvonn` is DVONN, `tzaar-fixed` is TZAAR from its fixed start), and the rating pool
//! it counts in.
//!
//! One topic over ~610 lines: the variant words and pools of every game, each game a few arms,
//! and their round-trip tests.

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
    /// TZAAR, from the start its word names.
    Tzaar(TzaarSetup),
    /// YINSH to three rings removed (`yinsh`).
    Yinsh,
    /// YINSH to one ring removed (`yinsh-blitz`).
    YinshBlitz,
    /// ZÈRTZ on its board (`zertz`, `zertz-blitz`, `zertz48`, `zertz61`).
    Zertz(gipf_zertz::Variant),
    /// PÜNCT, the standard rules or the basic game (`punct`, `punct-basic`).
    Punct(gipf_punct::Variant),
}

/// How a TZAAR game starts (COMMANDS.md: `tzaar`, `tzaar-fixed`, `tzaar-tournament`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TzaarSetup {
    /// `tzaar`: a random layout (the rulebook's own setup, TZAAR.md §4), drawn when the game
    /// is created and kept as its start position string.
    Random,
    /// `tzaar-fixed`: the fixed start of TZAAR.md §4 (its position strings say `tzaar`).
    Fixed,
    /// `tzaar-tournament`: the placement version, from an empty board.
    Tournament,
}

impl TzaarSetup {
    /// The chat word.
    pub const fn word(self) -> &'static str {
        match self {
            TzaarSetup::Random => "tzaar",
            TzaarSetup::Fixed => "tzaar-fixed",
            TzaarSetup::Tournament => "tzaar-tournament",
        }
    }
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
    #[error("{0} is not a game or variant: write standard, basic, tournament, ultimate (GIPF), dvonn (DVONN), tzaar, tzaar-fixed, tzaar-tournament (TZAAR), yinsh, yinsh-blitz (YINSH), zertz, zertz-blitz, zertz48, zertz61 (ZÈRTZ), punct or punct-basic (PÜNCT)")]
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
            AnyVariant::Tzaar(_) => GameKind::Tzaar,
            AnyVariant::Yinsh | AnyVariant::YinshBlitz => GameKind::Yinsh,
            AnyVariant::Zertz(_) => GameKind::Zertz,
            AnyVariant::Punct(_) => GameKind::Punct,
        }
    }

    /// The GIPF variant, for a GIPF game.
    pub const fn gipf(self) -> Option<GameVariant> {
        match self {
            AnyVariant::Gipf(v) => Some(v),
            AnyVariant::Dvonn
            | AnyVariant::Tzaar(_)
            | AnyVariant::Yinsh
            | AnyVariant::YinshBlitz
            | AnyVariant::Zertz(_)
            | AnyVariant::Punct(_) => None,
        }
    }

    /// Whether each game of it starts from a layout drawn at random (`tzaar`): then
    /// [`AnyVariant::start`] needs real random numbers.
    pub const fn draws_its_start(self) -> bool {
        matches!(self, AnyVariant::Tzaar(TzaarSetup::Random))
    }

    /// The start position of a new game. `below(n)` is asked for uniformly random numbers in
    /// `0..n` when the start is drawn ([`AnyVariant::draws_its_start`]); the other variants
    /// never call it.
    pub fn start(self, below: impl FnMut(u32) -> u32) -> AnyPosition {
        match self {
            AnyVariant::Gipf(v) => AnyPosition::Gipf(v.start()),
            AnyVariant::Dvonn => AnyPosition::Dvonn(gipf_dvonn::Position::start()),
            AnyVariant::Tzaar(TzaarSetup::Random) => {
                AnyPosition::Tzaar(gipf_tzaar::Position::random_start(below))
            }
            AnyVariant::Tzaar(TzaarSetup::Fixed) => {
                AnyPosition::Tzaar(gipf_tzaar::Position::start())
            }
            AnyVariant::Tzaar(TzaarSetup::Tournament) => {
                AnyPosition::Tzaar(gipf_tzaar::Position::tournament_start())
            }
            AnyVariant::Yinsh => AnyPosition::Yinsh(gipf_yinsh::Position::start()),
            AnyVariant::YinshBlitz => AnyPosition::Yinsh(gipf_yinsh::Position::blitz_start()),
            AnyVariant::Zertz(v) => AnyPosition::Zertz(gipf_zertz::Position::start(v)),
            AnyVariant::Punct(v) => AnyPosition::Punct(Box::new(v.start())),
        }
    }

    /// The variant a stored game was played as, once its start is known: a `tzaar` game
    /// that started from the fixed layout was asked for as `tzaar-fixed` (the store keeps
    /// the position string's word, `tzaar`, for both).
    pub fn with_start(self, start: &AnyPosition) -> AnyVariant {
        match (self, start) {
            (AnyVariant::Tzaar(TzaarSetup::Random), AnyPosition::Tzaar(p))
                if *p == gipf_tzaar::Position::start() =>
            {
                AnyVariant::Tzaar(TzaarSetup::Fixed)
            }
            (v, _) => v,
        }
    }

    /// [`AnyVariant::with_start`] from a stored start position string (one that does not
    /// read changes nothing: the variant stays as stored).
    pub fn with_start_string(self, start: &str) -> AnyVariant {
        // Only a `tzaar` game's start says more; the others are not read (every row read).
        if self != AnyVariant::Tzaar(TzaarSetup::Random) {
            return self;
        }
        match start.parse::<AnyPosition>() {
            Ok(p) => self.with_start(&p),
            Err(_) => self,
        }
    }

    /// GIPF's challenges option, if it is on.
    pub const fn challenges(self) -> Option<ChallengeRule> {
        match self {
            AnyVariant::Gipf(v) => v.challenges(),
            AnyVariant::Dvonn
            | AnyVariant::Tzaar(_)
            | AnyVariant::Yinsh
            | AnyVariant::YinshBlitz
            | AnyVariant::Zertz(_)
            | AnyVariant::Punct(_) => None,
        }
    }

    /// Whether the potentials option is on (GIPF only).
    pub const fn has_potentials(self) -> bool {
        match self {
            AnyVariant::Gipf(v) => v.has_potentials(),
            AnyVariant::Dvonn
            | AnyVariant::Tzaar(_)
            | AnyVariant::Yinsh
            | AnyVariant::YinshBlitz
            | AnyVariant::Zertz(_)
            | AnyVariant::Punct(_) => false,
        }
    }

    /// The same variant without challenges (what ratings and tournaments go by).
    pub const fn without_challenges(self) -> AnyVariant {
        match self {
            AnyVariant::Gipf(v) => AnyVariant::Gipf(v.without_challenges()),
            other => other,
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
            AnyVariant::Tzaar(TzaarSetup::Tournament) => AnyPool::TzaarTournament,
            AnyVariant::Tzaar(_) => AnyPool::Tzaar,
            AnyVariant::Yinsh => AnyPool::Yinsh,
            AnyVariant::YinshBlitz => AnyPool::YinshBlitz,
            AnyVariant::Zertz(v) => AnyPool::Zertz(v),
            AnyVariant::Punct(v) => AnyPool::Punct(v),
        }
    }

    /// What the store's games keep in their `variant` column: GIPF's classic variant, or
    /// the word of the game's position strings (`tzaar` for `tzaar-fixed` too: its start
    /// position tells them apart, [`AnyVariant::with_start`]).
    pub fn base_word(self) -> &'static str {
        match self {
            AnyVariant::Gipf(v) => v.variant().name(),
            AnyVariant::Dvonn => "dvonn",
            AnyVariant::Tzaar(TzaarSetup::Tournament) => "tzaar-tournament",
            AnyVariant::Tzaar(_) => "tzaar",
            AnyVariant::Yinsh => "yinsh",
            AnyVariant::YinshBlitz => "yinsh-blitz",
            AnyVariant::Zertz(v) => v.word(),
            AnyVariant::Punct(v) => v.word(),
        }
    }

    /// The variant's own word without GIPF's options (`standard`, `dvonn`, `tzaar-fixed`):
    /// what is kept where no start position says more (a tournament's variant).
    pub fn word(self) -> &'static str {
        match self {
            AnyVariant::Tzaar(setup) => setup.word(),
            other => other.base_word(),
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
            ("tzaar", None, None) => Ok(AnyVariant::Tzaar(TzaarSetup::Random)),
            ("tzaar-fixed", None, None) => Ok(AnyVariant::Tzaar(TzaarSetup::Fixed)),
            ("tzaar-tournament", None, None) => Ok(AnyVariant::Tzaar(TzaarSetup::Tournament)),
            ("yinsh", None, None) => Ok(AnyVariant::Yinsh),
            ("yinsh-blitz", None, None) => Ok(AnyVariant::YinshBlitz),
            (b, None, None) if GameKind::of_word(b) == GameKind::Zertz => crate::fold_word(b)
                .parse()
                .map(AnyVariant::Zertz)
                .map_err(|_| AnyVariantError::Unknown(b.to_string())),
            (b, None, None) if GameKind::of_word(b) == GameKind::Punct => crate::fold_word(b)
                .parse()
                .map(AnyVariant::Punct)
                .map_err(|_| AnyVariantError::Unknown(b.to_string())),
            (b, p, c) => Ok(AnyVariant::Gipf(GameVariant::from_stored(
                b.parse()?,
                p,
                c,
            )?)),
        }
    }

    /// Every word a player may write for a game without options, GIPF's first.
    pub const WORDS: [&'static str; 16] = [
        "basic",
        "standard",
        "tournament",
        "ultimate",
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
            AnyVariant::Tzaar(setup) => f.write_str(setup.word()),
            other => f.write_str(other.base_word()),
        }
    }
}

impl FromStr for AnyVariant {
    type Err = AnyVariantError;

    /// Reads `dvonn`, `tzaar`, `tzaar-fixed`, `tzaar-tournament`, `yinsh`, `yinsh-blitz`,
    /// `zertz`, `zertz-blitz`, `zertz48`, `zertz61` (`zèrtz` too), `punct`, `punct-basic`
    /// (`pünct` too), or
    /// any GIPF variant word
    /// (`standard`, `ultimate+game1`); any case.
    fn from_str(s: &str) -> Result<AnyVariant, AnyVariantError> {
        let s = s.trim();
        let first = s.split('+').next().unwrap_or("");
        let game = GameKind::of_word(first);
        if game != GameKind::Gipf {
            let lower = crate::fold_word(first);
            let variant = AnyVariant::from_stored(&lower, None, None)?;
            return if first.len() == s.len() {
                Ok(variant)
            } else {
                Err(AnyVariantError::OptionsOfGipf {
                    text: gipf_rules::excerpt(s),
                    game,
                    word: variant.word(),
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
    /// TZAAR's, from a random or the fixed start (`tzaar`, `tzaar-fixed`).
    Tzaar,
    /// TZAAR's placement version (`tzaar-tournament`).
    TzaarTournament,
    /// YINSH's (`yinsh`).
    Yinsh,
    /// YINSH blitz's (`yinsh-blitz`).
    YinshBlitz,
    /// ZÈRTZ's, one per board and blitz (`zertz`, `zertz-blitz`, `zertz48`, `zertz61`).
    Zertz(gipf_zertz::Variant),
    /// PÜNCT's, the standard rules' and the basic game's (`punct`, `punct-basic`).
    Punct(gipf_punct::Variant),
}

impl AnyPool {
    /// Every pool, GIPF's first.
    pub fn all() -> impl Iterator<Item = AnyPool> {
        Pool::ALL
            .into_iter()
            .map(AnyPool::Gipf)
            .chain([
                AnyPool::Dvonn,
                AnyPool::Tzaar,
                AnyPool::TzaarTournament,
                AnyPool::Yinsh,
                AnyPool::YinshBlitz,
            ])
            .chain(gipf_zertz::Variant::ALL.map(AnyPool::Zertz))
            .chain(gipf_punct::Variant::ALL.map(AnyPool::Punct))
    }

    /// The game the pool is of.
    pub const fn kind(self) -> GameKind {
        match self {
            AnyPool::Gipf(_) => GameKind::Gipf,
            AnyPool::Dvonn => GameKind::Dvonn,
            AnyPool::Tzaar | AnyPool::TzaarTournament => GameKind::Tzaar,
            AnyPool::Yinsh | AnyPool::YinshBlitz => GameKind::Yinsh,
            AnyPool::Zertz(_) => GameKind::Zertz,
            AnyPool::Punct(_) => GameKind::Punct,
        }
    }

    /// The GIPF pool, for a GIPF pool.
    pub const fn gipf(self) -> Option<Pool> {
        match self {
            AnyPool::Gipf(p) => Some(p),
            _ => None,
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
            AnyPool::Tzaar => f.write_str("tzaar"),
            AnyPool::TzaarTournament => f.write_str("tzaar-tournament"),
            AnyPool::Yinsh => f.write_str("yinsh"),
            AnyPool::YinshBlitz => f.write_str("yinsh-blitz"),
            AnyPool::Zertz(v) => f.write_str(v.word()),
            AnyPool::Punct(v) => f.write_str(v.word()),
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
        assert_eq!(AnyVariant::Dvonn.start(|_| 0).kind(), GameKind::Dvonn);
        assert!(AnyVariant::Dvonn.can_be_rated());
        assert_eq!(AnyPool::all().count(), Pool::ALL.len() + 11);
        // PÜNCT: two words, two pools; `pünct` is `punct`.
        for v in gipf_punct::Variant::ALL {
            let any: AnyVariant = v.word().parse().expect("a punct word");
            assert_eq!(any, AnyVariant::Punct(v));
            assert_eq!(any.to_string(), v.word());
            assert_eq!(any.pool(), AnyPool::Punct(v));
            assert_eq!(any.pool().to_string().parse(), Ok(any.pool()));
            assert_eq!(
                AnyVariant::from_stored(any.base_word(), None, None),
                Ok(any)
            );
            assert_eq!(any.start(|_| 0).to_string(), v.start().to_string());
            assert!(any.can_be_rated() && any.kind().has_colours());
        }
        assert_eq!(
            "PÜNCT".parse(),
            Ok(AnyVariant::Punct(gipf_punct::Variant::Punct))
        );
        assert!(matches!(
            "punct+die2".parse::<AnyVariant>(),
            Err(AnyVariantError::OptionsOfGipf { word: "punct", .. })
        ));
        // ZÈRTZ: four words, four pools; `zèrtz` is `zertz`; no GIPF options.
        for v in gipf_zertz::Variant::ALL {
            let any: AnyVariant = v.word().parse().expect("a zertz word");
            assert_eq!(any, AnyVariant::Zertz(v));
            assert_eq!(any.to_string(), v.word());
            assert_eq!(any.pool(), AnyPool::Zertz(v));
            assert_eq!(any.pool().to_string().parse(), Ok(any.pool()));
            assert_eq!(
                AnyVariant::from_stored(any.base_word(), None, None),
                Ok(any)
            );
            assert_eq!(
                any.start(|_| 0).to_string(),
                gipf_zertz::Position::start(v).to_string()
            );
            assert!(any.can_be_rated() && !any.kind().has_colours());
        }
        assert_eq!(
            "ZÈRTZ".parse(),
            Ok(AnyVariant::Zertz(gipf_zertz::Variant::Zertz))
        );
        assert_eq!(
            "zèrtz61".parse(),
            Ok(AnyVariant::Zertz(gipf_zertz::Variant::Z61))
        );
        assert!(matches!(
            "zertz+potentials".parse::<AnyVariant>(),
            Err(AnyVariantError::OptionsOfGipf { word: "zertz", .. })
        ));
        assert!(matches!(
            "zertz37".parse::<AnyVariant>(),
            Err(AnyVariantError::Unknown(_))
        ));
        for (w, v, pool) in [
            ("yinsh", AnyVariant::Yinsh, AnyPool::Yinsh),
            ("YINSH-Blitz", AnyVariant::YinshBlitz, AnyPool::YinshBlitz),
        ] {
            assert_eq!(w.parse(), Ok(v));
            assert_eq!(v.to_string(), w.to_ascii_lowercase());
            assert_eq!((v.pool(), v.kind()), (pool, GameKind::Yinsh));
            assert_eq!(pool.to_string().parse(), Ok(pool));
            assert_eq!(AnyVariant::from_stored(v.base_word(), None, None), Ok(v));
            assert_eq!(
                gipf_game::Game::variant_word(&v.start(|_| 0)),
                v.base_word()
            );
        }
    }

    #[test]
    fn tzaar_words_name_their_start_and_pool() {
        use TzaarSetup::*;
        for (w, v, pool) in [
            ("tzaar", Random, AnyPool::Tzaar),
            ("TZAAR-Fixed", Fixed, AnyPool::Tzaar),
            ("tzaar-tournament", Tournament, AnyPool::TzaarTournament),
        ] {
            let v = AnyVariant::Tzaar(v);
            assert_eq!(w.parse(), Ok(v));
            assert_eq!(v.to_string(), w.to_ascii_lowercase());
            assert_eq!(v.pool(), pool);
            assert_eq!(pool.to_string().parse(), Ok(pool));
            assert!(v.can_be_rated() && !v.has_potentials());
            // A tournament keeps the chat word; a game keeps the position's word and its
            // start says the rest.
            assert_eq!(AnyVariant::from_stored(v.word(), None, None), Ok(v));
            let start = v.start(|n| n / 2);
            let stored = AnyVariant::from_stored(v.base_word(), None, None).expect("stored");
            assert_eq!(stored.with_start(&start), v);
            assert_eq!(gipf_game::Game::variant_word(&start), v.base_word());
        }
        // Drawn starts differ with the numbers drawn, and only `tzaar` draws.
        let a = AnyVariant::Tzaar(Random).start(|_| 0);
        assert_ne!(a, AnyVariant::Tzaar(Random).start(|n| n - 1));
        assert_ne!(a, AnyVariant::Tzaar(Fixed).start(|_| 0));
        assert!(AnyVariant::Tzaar(Random).draws_its_start());
        assert!(
            !AnyVariant::Tzaar(Fixed).draws_its_start() && !AnyVariant::Dvonn.draws_its_start()
        );
        assert!(matches!(
            "tzaar+potentials".parse::<AnyVariant>(),
            Err(AnyVariantError::OptionsOfGipf {
                word: "tzaar",
                game: GameKind::Tzaar,
                ..
            })
        ));
        assert_eq!(
            "tzar".parse::<AnyVariant>(),
            Err(AnyVariantError::Unknown("tzar".into()))
        );
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
