//! The table of the GIPF project's games: one enum over every game's rules ([`AnyPosition`]),
//! implementing the seam (`gipf_game::Game`) by dispatch, as shakmaty's `VariantPosition`
//! implements `Position` over its variants. Whatever speaks every game (the protocol, then
//! the engine, the manager, the store, the pages) holds an [`AnyPosition`]; a new game is a
//! rules crate and an entry here ([`GameKind`] and one arm in each `match`), never a copy of
//! a module that knows one game.

use std::fmt;
use std::str::FromStr;

use gipf_game::{Game, Outcome, Side};
use thiserror::Error;

mod record;
mod variant;
pub use record::{AnyRecord, AnyRecordError};
pub use variant::{AnyPool, AnyVariant, AnyVariantError, TzaarSetup};

/// The games the service hosts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameKind {
    /// GIPF: basic, standard, tournament, with potentials and challenges (RULES.md).
    Gipf,
    /// DVONN (DVONN.md).
    Dvonn,
    /// TZAAR (TZAAR.md).
    Tzaar,
    /// YINSH (YINSH.md).
    Yinsh,
    /// ZÈRTZ (ZERTZ.md).
    Zertz,
    /// PÜNCT (PUNCT.md).
    Punct,
}

impl GameKind {
    /// Every game, in the order of the project.
    pub const ALL: [GameKind; 6] = [
        GameKind::Gipf,
        GameKind::Dvonn,
        GameKind::Tzaar,
        GameKind::Yinsh,
        GameKind::Zertz,
        GameKind::Punct,
    ];

    /// The game's name as its box writes it.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Gipf => "GIPF",
            GameKind::Dvonn => "DVONN",
            GameKind::Tzaar => "TZAAR",
            GameKind::Yinsh => "YINSH",
            GameKind::Zertz => "ZÈRTZ",
            GameKind::Punct => "PÜNCT",
        }
    }

    /// Whether the game's two players have colours. ZÈRTZ's do not (its marbles belong to
    /// nobody): every sentence names them the first and the second player, never White and
    /// Black, while `Side::White` stays the first player underneath.
    pub const fn has_colours(self) -> bool {
        match self {
            GameKind::Gipf
            | GameKind::Dvonn
            | GameKind::Tzaar
            | GameKind::Yinsh
            | GameKind::Punct => true,
            GameKind::Zertz => false,
        }
    }

    /// The game a variant word (or a position string's first field) names: GIPF's own
    /// words are GIPF's (`standard`, `basic+potentials`, `ultimate+die2`, ...), `dvonn` is
    /// DVONN's, `tzaar`, `tzaar-fixed` and `tzaar-tournament` TZAAR's, `yinsh` and
    /// `yinsh-blitz` YINSH's, `zertz`, `zertz-blitz`, `zertz48` and `zertz61` ZÈRTZ's (also
    /// written `zèrtz`), `punct` and `punct-basic` PÜNCT's (also `pünct`); any case.
    pub fn of_word(word: &str) -> GameKind {
        let word = fold_word(word);
        let is = |w: &str| word.eq_ignore_ascii_case(w);
        if is("dvonn") {
            GameKind::Dvonn
        } else if is("tzaar") || is("tzaar-fixed") || is("tzaar-tournament") {
            GameKind::Tzaar
        } else if is("yinsh") || is("yinsh-blitz") {
            GameKind::Yinsh
        } else if gipf_zertz::Variant::ALL.iter().any(|v| is(v.word())) {
            GameKind::Zertz
        } else if gipf_punct::Variant::ALL.iter().any(|v| is(v.word())) {
            GameKind::Punct
        } else {
            GameKind::Gipf
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game word with the accents of the games' names read as plain letters (COMMANDS.md:
/// `zèrtz` and `pünct` are read as `zertz` and `punct`), in lower case.
pub fn fold_word(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'è' | 'é' => 'e',
            'ü' => 'u',
            c => c,
        })
        .collect()
}

/// Whether a text reads as an action of some game, whatever the position (a command made
/// of an action alone: GIPF's `b1-b2`, `xc3,d4`, `done`; DVONN's `e3`, `e3-e5`; TZAAR's `d5xd4`, `b3-e6`, `pass`, `Ta1`; YINSH's `h7-g7`, `xa3-e3`, `xi9`).
pub fn reads_as_action(text: &str) -> bool {
    text.parse::<gipf_rules::ActionText>().is_ok()
        || text.parse::<gipf_dvonn::Action>().is_ok()
        || text.parse::<gipf_tzaar::Action>().is_ok()
        || text.parse::<gipf_yinsh::Action>().is_ok()
        || gipf_zertz::reads_as_action(text)
        || matches!(
            text.parse::<gipf_punct::Action>(),
            Ok(_) | Err(gipf_punct::ActionError::NeedsPosition { .. })
        )
}

/// A position of any game.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AnyPosition {
    Gipf(gipf_rules::Position),
    Dvonn(gipf_dvonn::Position),
    Tzaar(gipf_tzaar::Position),
    Yinsh(gipf_yinsh::Position),
    Zertz(gipf_zertz::Position),
    /// Boxed: a PÜNCT position (its stacks of pieces) is eight times the size of any other
    /// game's, and every `AnyPosition` (a future's state, a reply) would pay for it.
    Punct(Box<gipf_punct::Position>),
}

/// An action of any game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyAction {
    Gipf(gipf_rules::Action),
    Dvonn(gipf_dvonn::Action),
    Tzaar(gipf_tzaar::Action),
    Yinsh(gipf_yinsh::Action),
    Zertz(gipf_zertz::Action),
    Punct(gipf_punct::Action),
}

impl fmt::Display for AnyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyAction::Gipf(a) => a.fmt(f),
            AnyAction::Dvonn(a) => a.fmt(f),
            AnyAction::Tzaar(a) => a.fmt(f),
            AnyAction::Yinsh(a) => a.fmt(f),
            AnyAction::Zertz(a) => a.fmt(f),
            AnyAction::Punct(a) => a.fmt(f),
        }
    }
}

impl AnyAction {
    /// The game it is an action of.
    pub const fn kind(&self) -> GameKind {
        match self {
            AnyAction::Gipf(_) => GameKind::Gipf,
            AnyAction::Dvonn(_) => GameKind::Dvonn,
            AnyAction::Tzaar(_) => GameKind::Tzaar,
            AnyAction::Yinsh(_) => GameKind::Yinsh,
            AnyAction::Zertz(_) => GameKind::Zertz,
            AnyAction::Punct(_) => GameKind::Punct,
        }
    }
}

/// Why a game ended, in its own terms.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyReason {
    Gipf(gipf_rules::WinReason),
    Dvonn(gipf_dvonn::Reason),
    Tzaar(gipf_tzaar::Reason),
    Yinsh(gipf_yinsh::Reason),
    Zertz(gipf_zertz::Reason),
    Punct(gipf_punct::Reason),
}

/// Why an action is not read or not played, in the game's own words.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AnyActionError {
    #[error(transparent)]
    Gipf(#[from] gipf_rules::ActionError),
    #[error(transparent)]
    Dvonn(#[from] gipf_dvonn::ActionError),
    #[error(transparent)]
    Tzaar(#[from] gipf_tzaar::ActionError),
    #[error(transparent)]
    Yinsh(#[from] gipf_yinsh::ActionError),
    #[error(transparent)]
    Zertz(#[from] gipf_zertz::ActionError),
    #[error(transparent)]
    Punct(#[from] gipf_punct::ActionError),
    /// An action of one game offered to another's position.
    #[error("{action} is an action of {of}, and this is a game of {here}")]
    OtherGame {
        action: String,
        of: GameKind,
        here: GameKind,
    },
}

/// Why a position string does not read, in the game's own words.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AnyPositionError {
    #[error(transparent)]
    Gipf(#[from] gipf_rules::PositionError),
    #[error(transparent)]
    Dvonn(#[from] gipf_dvonn::PositionError),
    #[error(transparent)]
    Tzaar(#[from] gipf_tzaar::PositionError),
    #[error(transparent)]
    Yinsh(#[from] gipf_yinsh::PositionError),
    #[error(transparent)]
    Zertz(#[from] gipf_zertz::PositionError),
    #[error(transparent)]
    Punct(#[from] gipf_punct::PositionError),
}

impl AnyPosition {
    /// The game this position is a position of.
    pub const fn kind(&self) -> GameKind {
        match self {
            AnyPosition::Gipf(_) => GameKind::Gipf,
            AnyPosition::Dvonn(_) => GameKind::Dvonn,
            AnyPosition::Tzaar(_) => GameKind::Tzaar,
            AnyPosition::Yinsh(_) => GameKind::Yinsh,
            AnyPosition::Zertz(_) => GameKind::Zertz,
            AnyPosition::Punct(_) => GameKind::Punct,
        }
    }

    /// The GIPF position, for a GIPF game (what GIPF's own features read: its removal
    /// options, potentials, challenges).
    pub const fn gipf(&self) -> Option<&gipf_rules::Position> {
        match self {
            AnyPosition::Gipf(p) => Some(p),
            AnyPosition::Dvonn(_)
            | AnyPosition::Tzaar(_)
            | AnyPosition::Yinsh(_)
            | AnyPosition::Zertz(_)
            | AnyPosition::Punct(_) => None,
        }
    }

    /// The GIPF position, for a GIPF game, by value.
    pub fn into_gipf(self) -> Option<gipf_rules::Position> {
        match self {
            AnyPosition::Gipf(p) => Some(p),
            AnyPosition::Dvonn(_)
            | AnyPosition::Tzaar(_)
            | AnyPosition::Yinsh(_)
            | AnyPosition::Zertz(_)
            | AnyPosition::Punct(_) => None,
        }
    }

    /// Who decides now, as the service names the sides (White begins).
    pub fn decider_color(&self) -> Option<gipf_rules::Color> {
        Game::decider(self).map(Into::into)
    }

    /// How the game ended by its rules: the winner (`None` for a draw) and why.
    pub fn result(&self) -> Option<(Option<gipf_rules::Color>, AnyReason)> {
        Game::outcome(self).map(|o| (o.winner.map(Into::into), o.reason))
    }

    /// Whether a GIPF challenge waits for its referee (stage `r`): nobody decides, and the
    /// game is not over.
    pub fn waits_for_referee(&self) -> bool {
        self.gipf()
            .is_some_and(|p| p.stage() == gipf_rules::Stage::Referee)
    }

    /// The start of the game a variant word names, as the engine protocol's `new` starts it:
    /// DVONN's for `dvonn`; TZAAR's fixed start for `tzaar` (and `tzaar-fixed`), its empty
    /// board for `tzaar-tournament` (a random TZAAR start is drawn by the caller:
    /// [`AnyVariant::start`]); else GIPF's for any word GIPF reads (`standard`,
    /// `tournament+T6`, `ultimate`, ...); YINSH's empty board for `yinsh` and `yinsh-blitz`.
    ///
    /// # Errors
    /// A word no game reads; the error lists what each game takes.
    pub fn start(word: &str) -> Result<AnyPosition, AnyPositionError> {
        match GameKind::of_word(word) {
            GameKind::Dvonn => Ok(AnyPosition::Dvonn(gipf_dvonn::Position::start())),
            GameKind::Tzaar if word.eq_ignore_ascii_case("tzaar-tournament") => {
                Ok(AnyPosition::Tzaar(gipf_tzaar::Position::tournament_start()))
            }
            GameKind::Tzaar => Ok(AnyPosition::Tzaar(gipf_tzaar::Position::start())),
            GameKind::Yinsh if word.eq_ignore_ascii_case("yinsh-blitz") => {
                Ok(AnyPosition::Yinsh(gipf_yinsh::Position::blitz_start()))
            }
            GameKind::Yinsh => Ok(AnyPosition::Yinsh(gipf_yinsh::Position::start())),
            GameKind::Zertz => Ok(AnyPosition::Zertz(gipf_zertz::Position::start(
                fold_word(word)
                    .parse()
                    .map_err(|_| gipf_zertz::PositionError::Variant(word.to_string()))?,
            ))),
            GameKind::Punct => Ok(AnyPosition::Punct(Box::new(
                fold_word(word).parse::<gipf_punct::Variant>()?.start(),
            ))),
            GameKind::Gipf => Ok(AnyPosition::Gipf(
                word.parse::<gipf_rules::GameVariant>()?.start(),
            )),
        }
    }
}

impl FromStr for AnyPosition {
    type Err = AnyPositionError;

    /// A position string of any game: its first field, the variant word, says which.
    fn from_str(s: &str) -> Result<AnyPosition, AnyPositionError> {
        let word = s.trim_start().split([' ', '\t']).next().unwrap_or("");
        Ok(match GameKind::of_word(word) {
            GameKind::Dvonn => AnyPosition::Dvonn(s.parse()?),
            GameKind::Tzaar => AnyPosition::Tzaar(s.parse()?),
            GameKind::Yinsh => AnyPosition::Yinsh(s.parse()?),
            GameKind::Zertz => AnyPosition::Zertz(s.parse()?),
            GameKind::Punct => AnyPosition::Punct(Box::new(s.parse()?)),
            GameKind::Gipf => AnyPosition::Gipf(s.parse()?),
        })
    }
}

impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyPosition::Gipf(p) => p.fmt(f),
            AnyPosition::Dvonn(p) => p.fmt(f),
            AnyPosition::Tzaar(p) => p.fmt(f),
            AnyPosition::Yinsh(p) => p.fmt(f),
            AnyPosition::Zertz(p) => p.fmt(f),
            AnyPosition::Punct(p) => p.fmt(f),
        }
    }
}

impl Game for AnyPosition {
    type Action = AnyAction;
    type Unreadable = AnyActionError;
    type Illegal = AnyActionError;
    type Reason = AnyReason;

    fn variant_word(&self) -> &'static str {
        match self {
            AnyPosition::Gipf(p) => p.variant_word(),
            AnyPosition::Dvonn(p) => p.variant_word(),
            AnyPosition::Tzaar(p) => Game::variant_word(p),
            AnyPosition::Yinsh(p) => Game::variant_word(p),
            AnyPosition::Zertz(p) => Game::variant_word(p),
            AnyPosition::Punct(p) => Game::variant_word(&**p),
        }
    }

    fn read_action(&self, text: &str) -> Result<AnyAction, AnyActionError> {
        Ok(match self {
            AnyPosition::Gipf(p) => AnyAction::Gipf(p.read_action(text)?),
            AnyPosition::Dvonn(p) => AnyAction::Dvonn(p.read_action(text)?),
            AnyPosition::Tzaar(p) => AnyAction::Tzaar(p.read_action(text)?),
            AnyPosition::Yinsh(p) => AnyAction::Yinsh(p.read_action(text)?),
            AnyPosition::Zertz(p) => AnyAction::Zertz(p.read_action(text)?),
            AnyPosition::Punct(p) => AnyAction::Punct(p.read_action(text)?),
        })
    }

    fn legal_actions(&self) -> Vec<AnyAction> {
        match self {
            AnyPosition::Gipf(p) => Game::legal_actions(p)
                .into_iter()
                .map(AnyAction::Gipf)
                .collect(),
            AnyPosition::Dvonn(p) => Game::legal_actions(p)
                .into_iter()
                .map(AnyAction::Dvonn)
                .collect(),
            AnyPosition::Tzaar(p) => Game::legal_actions(p)
                .into_iter()
                .map(AnyAction::Tzaar)
                .collect(),
            AnyPosition::Yinsh(p) => Game::legal_actions(p)
                .into_iter()
                .map(AnyAction::Yinsh)
                .collect(),
            AnyPosition::Zertz(p) => Game::legal_actions(p)
                .into_iter()
                .map(AnyAction::Zertz)
                .collect(),
            AnyPosition::Punct(p) => Game::legal_actions(&**p)
                .into_iter()
                .map(AnyAction::Punct)
                .collect(),
        }
    }

    fn play(&mut self, action: AnyAction) -> Result<(), AnyActionError> {
        match (self, action) {
            (AnyPosition::Gipf(p), AnyAction::Gipf(a)) => Ok(Game::play(p, a)?),
            (AnyPosition::Dvonn(p), AnyAction::Dvonn(a)) => Ok(Game::play(p, a)?),
            (AnyPosition::Tzaar(p), AnyAction::Tzaar(a)) => Ok(Game::play(p, a)?),
            (AnyPosition::Yinsh(p), AnyAction::Yinsh(a)) => Ok(Game::play(p, a)?),
            (AnyPosition::Zertz(p), AnyAction::Zertz(a)) => Ok(Game::play(p, a)?),
            (AnyPosition::Punct(p), AnyAction::Punct(a)) => Ok(Game::play(&mut **p, a)?),
            (p, a) => Err(AnyActionError::OtherGame {
                action: a.to_string(),
                of: a.kind(),
                here: p.kind(),
            }),
        }
    }

    fn decider(&self) -> Option<Side> {
        match self {
            AnyPosition::Gipf(p) => Game::decider(p),
            AnyPosition::Dvonn(p) => Game::decider(p),
            AnyPosition::Tzaar(p) => Game::decider(p),
            AnyPosition::Yinsh(p) => Game::decider(p),
            AnyPosition::Zertz(p) => Game::decider(p),
            AnyPosition::Punct(p) => Game::decider(&**p),
        }
    }

    fn outcome(&self) -> Option<Outcome<AnyReason>> {
        match self {
            AnyPosition::Gipf(p) => Game::outcome(p).map(|o| Outcome {
                winner: o.winner,
                reason: AnyReason::Gipf(o.reason),
            }),
            AnyPosition::Dvonn(p) => Game::outcome(p).map(|o| Outcome {
                winner: o.winner,
                reason: AnyReason::Dvonn(o.reason),
            }),
            AnyPosition::Tzaar(p) => Game::outcome(p).map(|o| Outcome {
                winner: o.winner,
                reason: AnyReason::Tzaar(o.reason),
            }),
            AnyPosition::Yinsh(p) => Game::outcome(p).map(|o| Outcome {
                winner: o.winner,
                reason: AnyReason::Yinsh(o.reason),
            }),
            AnyPosition::Zertz(p) => Game::outcome(p).map(|o| Outcome {
                winner: o.winner,
                reason: AnyReason::Zertz(o.reason),
            }),
            AnyPosition::Punct(p) => Game::outcome(&**p).map(|o| Outcome {
                winner: o.winner,
                reason: AnyReason::Punct(o.reason),
            }),
        }
    }

    fn zobrist(&self) -> u64 {
        match self {
            AnyPosition::Gipf(p) => p.zobrist(),
            AnyPosition::Dvonn(p) => p.zobrist(),
            AnyPosition::Tzaar(p) => p.zobrist(),
            AnyPosition::Yinsh(p) => p.zobrist(),
            AnyPosition::Zertz(p) => p.zobrist(),
            AnyPosition::Punct(p) => p.zobrist(),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        // Each game's own perft (bulk counting at the leaves).
        match self {
            AnyPosition::Gipf(p) => Game::perft(p, depth),
            AnyPosition::Dvonn(p) => Game::perft(p, depth),
            AnyPosition::Tzaar(p) => Game::perft(p, depth),
            AnyPosition::Yinsh(p) => Game::perft(p, depth),
            AnyPosition::Zertz(p) => Game::perft(p, depth),
            AnyPosition::Punct(p) => Game::perft(&**p, depth),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variant_word_picks_the_game_and_each_game_answers_for_itself() {
        let d = AnyPosition::start("DVONN").expect("dvonn");
        assert_eq!(d.kind(), GameKind::Dvonn);
        assert_eq!(
            d.to_string(),
            "dvonn ........./........../.........../........../......... w p"
        );
        assert_eq!(d.perft(2), 2352);
        let g = AnyPosition::start("standard").expect("standard");
        assert_eq!(g.kind(), GameKind::Gipf);
        assert_eq!(g.perft(3), 73800);
        for p in [&d, &g] {
            let again: AnyPosition = p.to_string().parse().expect("round trip");
            assert_eq!(&again, p);
        }
        // One text, two games: e3 is a DVONN placement and no GIPF action.
        assert!(matches!(d.read_action("E3"), Ok(AnyAction::Dvonn(_))));
        assert!(g.read_action("e3").is_err());
        // An action of one game refused by the other, nothing changed.
        let push = g.read_action("b1-b2").expect("a push");
        let mut d2 = d.clone();
        assert!(matches!(
            d2.play(push),
            Err(AnyActionError::OtherGame {
                of: GameKind::Gipf,
                here: GameKind::Dvonn,
                ..
            })
        ));
        assert_eq!(d2, d);
        assert!(AnyPosition::start("dvon").is_err());
        // TZAAR: `new tzaar` is the fixed start, `tzaar-tournament` the empty board; one
        // text, three games: d5xd4 is a TZAAR capture only.
        let t = AnyPosition::start("tzaar").expect("tzaar");
        assert_eq!(t.kind(), GameKind::Tzaar);
        assert_eq!(t.perft(2), 1797);
        assert_eq!(AnyPosition::start("TZAAR-FIXED"), Ok(t.clone()));
        let tt = AnyPosition::start("tzaar-tournament").expect("tournament");
        assert_eq!(tt.variant_word(), "tzaar-tournament");
        assert_eq!(tt.to_string().parse::<AnyPosition>(), Ok(tt.clone()));
        assert!(matches!(t.read_action("D5XD4"), Ok(AnyAction::Tzaar(_))));
        assert!(g.read_action("d5xd4").is_err() && d.read_action("d5xd4").is_err());
        let mut t2 = t.clone();
        assert!(matches!(
            t2.play(push),
            Err(AnyActionError::OtherGame {
                of: GameKind::Gipf,
                here: GameKind::Tzaar,
                ..
            })
        ));
        assert_eq!(t2, t);
        assert!(reads_as_action("c5 x c3") && reads_as_action("pass") && reads_as_action("Ta1"));
        assert!(
            "tzaar-fixed ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o"
                .parse::<AnyPosition>()
                .is_err(),
            "tzaar-fixed is a chat word only"
        );
        // YINSH: the empty board of either word; its actions its own.
        let y = AnyPosition::start("yinsh").expect("yinsh");
        assert_eq!(y.kind(), GameKind::Yinsh);
        assert_eq!(y.perft(2), 85 * 84);
        let yb = AnyPosition::start("YINSH-blitz").expect("blitz");
        assert_eq!(yb.variant_word(), "yinsh-blitz");
        assert_eq!(yb.to_string().parse::<AnyPosition>(), Ok(yb.clone()));
        assert!(matches!(y.read_action("E3"), Ok(AnyAction::Yinsh(_))));
        assert!(reads_as_action("xa3-e3") && reads_as_action("xi9"));
        assert!("dvonn nonsense".parse::<AnyPosition>().is_err());
    }
}
