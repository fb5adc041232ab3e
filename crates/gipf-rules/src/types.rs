//! Small value types: colours, variants, pieces, stages, statuses and results.

use std::fmt;
use std::str::FromStr;

use crate::error::PositionError;

/// A player's colour. White moves first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Color {
    /// White, who moves first.
    White = 0,
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `w` or `b`, as in the position string.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// The three variants of RULES.md §2.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Singles only, three each on the board at the start.
    Basic = 0,
    /// Three GIPF pieces each at the start.
    Standard = 1,
    /// An empty board; GIPF pieces are brought in (RULES.md §5).
    Tournament = 2,
}

impl Variant {
    /// All variants.
    pub const ALL: [Variant; 3] = [Variant::Basic, Variant::Standard, Variant::Tournament];

    /// The name used in position strings and commands.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Basic => "basic",
            Variant::Standard => "standard",
            Variant::Tournament => "tournament",
        }
    }

    /// Whether losing the last GIPF piece loses the game (standard, tournament).
    pub const fn has_gipf_rule(self) -> bool {
        !matches!(self, Variant::Basic)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = PositionError;

    /// Parses `basic`, `standard` or `tournament`, case-insensitively.
    fn from_str(s: &str) -> Result<Variant, PositionError> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| PositionError::Variant(crate::error::excerpt(s)))
    }
}

/// A piece on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Its colour.
    pub color: Color,
    /// Whether it is a GIPF piece (two stacked singles).
    pub gipf: bool,
}

impl Piece {
    /// The letter of the position string: `w`, `W`, `b` or `B`.
    pub const fn letter(self) -> char {
        match (self.color, self.gipf) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        }
    }

    /// The piece for a position-string letter.
    pub const fn from_letter(c: char) -> Option<Piece> {
        let (color, gipf) = match c {
            'w' => (Color::White, false),
            'W' => (Color::White, true),
            'b' => (Color::Black, false),
            'B' => (Color::Black, true),
            _ => return None,
        };
        Some(Piece { color, gipf })
    }

    /// How many singles the piece is worth: 2 for a GIPF piece.
    pub const fn value(self) -> u8 {
        if self.gipf {
            2
        } else {
            1
        }
    }
}

/// A player's tournament status (RULES.md §5; NOTATION.md §3 `status`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status {
    /// `n`: has not pushed yet; the first push must bring in a GIPF piece.
    NotPushed = 0,
    /// `g`: has pushed only GIPF pieces; may push either kind.
    GipfOnly = 1,
    /// `s`: may push singles only.
    Singles = 2,
    /// `l` (potentials, tournament): has pushed a loaded piece; may push loaded or basic
    /// pieces, never GIPF pieces again (POTENTIALS.md §4).
    Loaded = 3,
}

impl Status {
    /// The letter of the position string.
    pub const fn letter(self) -> char {
        match self {
            Status::NotPushed => 'n',
            Status::GipfOnly => 'g',
            Status::Singles => 's',
            Status::Loaded => 'l',
        }
    }

    /// The status for a letter.
    pub const fn from_letter(c: char) -> Option<Status> {
        match c {
            'n' => Some(Status::NotPushed),
            'g' => Some(Status::GipfOnly),
            's' => Some(Status::Singles),
            'l' => Some(Status::Loaded),
            _ => None,
        }
    }
}

/// Where the game stands inside a turn (NOTATION.md §3 `stage`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Stage {
    /// `p`: the turn owner is about to push (pre-push removals may be offered).
    Push,
    /// `m`: the turn owner resolves his rows after his push.
    MoverRemoves,
    /// `o`: the opponent resolves his rows after the turn owner's push.
    OpponentRemoves,
    /// `t` (potentials): a TAMSK-loaded piece arrived on e5 and its owner, who may be the
    /// player not on turn, uses it or keeps it (POTENTIALS.md §6).
    Tamsk,
    /// `pm` (potentials): the turn owner resolves his compulsory rows that a removal before
    /// his action created (POTENTIALS.md §8).
    PreMover,
    /// `po` (potentials): the opponent resolves his compulsory rows that a removal before
    /// the turn owner's action created.
    PreOpponent,
    /// `c` (challenges option): a use waits; its challenger decides `challenge` or `allow`
    /// (COMBINING.md §3).
    Challenge,
    /// `r` (challenges option): a use was challenged; the referee decides `won` or `lost`
    /// (COMBINING.md §4).
    Referee,
    /// `w+` / `b+`: the game is over and this colour won.
    Won(Color),
}

impl Stage {
    #[inline(always)]
    pub(crate) const fn index(self) -> usize {
        match self {
            Stage::Push => 0,
            Stage::MoverRemoves => 1,
            Stage::OpponentRemoves => 2,
            Stage::Won(Color::White) => 3,
            Stage::Won(Color::Black) => 4,
            Stage::Tamsk => 5,
            Stage::PreMover => 6,
            Stage::PreOpponent => 7,
            Stage::Challenge => 8,
            Stage::Referee => 9,
        }
    }

    /// The text of the position string.
    pub const fn text(self) -> &'static str {
        match self {
            Stage::Push => "p",
            Stage::MoverRemoves => "m",
            Stage::OpponentRemoves => "o",
            Stage::Won(Color::White) => "w+",
            Stage::Won(Color::Black) => "b+",
            Stage::Tamsk => "t",
            Stage::PreMover => "pm",
            Stage::PreOpponent => "po",
            Stage::Challenge => "c",
            Stage::Referee => "r",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// Why a game ended by the rules (RULES.md §6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The loser has no GIPF piece left on the board.
    NoGipfLeft,
    /// The loser had to push with an empty reserve (with potentials: could neither push,
    /// nor use a potential, nor remove before his action).
    NoReserve,
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// Who won.
    pub winner: Color,
    /// Why.
    pub reason: WinReason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loser = self.winner.other();
        match self.reason {
            WinReason::NoGipfLeft => {
                write!(f, "{} wins: {loser} has no GIPF piece left", self.winner)
            }
            WinReason::NoReserve => {
                write!(f, "{} wins: {loser} has no piece left to push", self.winner)
            }
        }
    }
}
