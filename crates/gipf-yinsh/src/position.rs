//! A position (YINSH.md §3, §9): the rings and markers on the 85 points, the variant, the turn
//! owner, the stage and the rings each player has removed; its position string both ways; the
//! start positions. The board is four masks (each side's rings, the markers of each colour),
//! so a line's first piece is one `trailing_zeros` and the rows of a colour five shifts.

use std::fmt;
use std::str::FromStr;

use gipf_game::Side;

use crate::error::excerpt;
use crate::geometry::{points_of, Point, ALL, SLOTS};
use crate::position_error::{NumberProblem, PositionError};

/// The markers of the game, in the common pool at the start (YINSH.md §3).
pub const MARKERS: u32 = 51;

/// The rings of each player.
pub const RINGS: u32 = 5;

/// "White" or "Black".
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "White",
        Side::Second => "Black",
    }
}

/// "white" or "black", for a colour of rings, markers or rows.
pub fn colour_name(side: Side) -> &'static str {
    match side {
        Side::First => "white",
        Side::Second => "black",
    }
}

/// What a point holds (YINSH.md §3): one ring or one marker (a marker's colour is the side
/// showing).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Piece {
    /// A ring of this player.
    Ring(Side),
    /// A marker with this colour up.
    Marker(Side),
}

/// The stage of the game (the fourth field of the position string, YINSH.md §5.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Stage {
    /// `p`: the turn owner places a ring.
    Placement,
    /// `m`: the turn owner moves a ring, or passes when none can move.
    Move,
    /// `r`: the turn owner chooses which of his two or more row options to remove.
    ChooseRow,
    /// `x`: the turn owner removes one of his rings after his row.
    RemoveRing,
    /// `R`: the opponent chooses among two or more row options his colour got by the move.
    OpponentRow,
    /// `X`: the opponent removes one of his rings after his row.
    OpponentRing,
    /// `w+`, `b+`, `=`: the game is over; `None` for a draw.
    Over {
        /// The winner.
        winner: Option<Side>,
    },
}

impl Stage {
    /// The letters of the position string (`p`, `m`, `r`, `x`, `R`, `X`, `w+`, `b+`, `=`).
    pub const fn letters(self) -> &'static str {
        match self {
            Stage::Placement => "p",
            Stage::Move => "m",
            Stage::ChooseRow => "r",
            Stage::RemoveRing => "x",
            Stage::OpponentRow => "R",
            Stage::OpponentRing => "X",
            Stage::Over {
                winner: Some(Side::First),
            } => "w+",
            Stage::Over {
                winner: Some(Side::Second),
            } => "b+",
            Stage::Over { winner: None } => "=",
        }
    }

    /// Whether the opponent of the turn owner decides (`R`, `X`).
    pub const fn is_opponents(self) -> bool {
        matches!(self, Stage::OpponentRow | Stage::OpponentRing)
    }

    /// The stage's number among the nine (for hash keys).
    pub(crate) const fn code(self) -> usize {
        match self {
            Stage::Placement => 0,
            Stage::Move => 1,
            Stage::ChooseRow => 2,
            Stage::RemoveRing => 3,
            Stage::OpponentRow => 4,
            Stage::OpponentRing => 5,
            Stage::Over {
                winner: Some(Side::First),
            } => 6,
            Stage::Over {
                winner: Some(Side::Second),
            } => 7,
            Stage::Over { winner: None } => 8,
        }
    }
}

/// A YINSH position at a decision or at the end: the board, the variant, the turn owner,
/// the stage, the removed rings. Only valid positions exist: a position string is checked
/// against YINSH.md §9 before it becomes one, and play keeps them valid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// Each player's rings, by [`Side::index`].
    pub(crate) rings: [u128; 2],
    /// The markers of each colour (white up, black up), by [`Side::index`].
    pub(crate) markers: [u128; 2],
    /// The rings each player has removed.
    pub(crate) removed: [u8; 2],
    /// `yinsh-blitz` (the goal is one ring).
    pub(crate) blitz: bool,
    /// The turn owner: who places or moves, or has just moved (YINSH.md §9).
    pub(crate) turn: Side,
    /// The stage.
    pub(crate) stage: Stage,
    /// The Zobrist hash of the board alone, kept up to date by every change.
    pub(crate) board_hash: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The empty board of `yinsh` (or `yinsh-blitz`), White to place.
    const fn empty(blitz: bool) -> Position {
        Position {
            rings: [0; 2],
            markers: [0; 2],
            removed: [0; 2],
            blitz,
            turn: Side::First,
            stage: Stage::Placement,
            board_hash: 0,
        }
    }

    /// The start of `yinsh` (`new yinsh`): the empty board, White to place a ring.
    pub const fn start() -> Position {
        Position::empty(false)
    }

    /// The start of `yinsh-blitz` (`new yinsh-blitz`): the same, with a goal of one ring.
    pub const fn blitz_start() -> Position {
        Position::empty(true)
    }

    /// The variant word, `yinsh` or `yinsh-blitz`.
    pub const fn variant_word(&self) -> &'static str {
        if self.blitz {
            "yinsh-blitz"
        } else {
            "yinsh"
        }
    }

    /// Whether this is `yinsh-blitz`.
    pub const fn is_blitz(&self) -> bool {
        self.blitz
    }

    /// The number of removed rings that wins: 3, or 1 in blitz (YINSH.md §4).
    pub const fn goal(&self) -> u32 {
        if self.blitz {
            1
        } else {
            3
        }
    }

    /// The turn owner: who places or moves, or has just moved (also while the opponent
    /// removes at stage `R` or `X`). At the end, the mover after a goal, the player whose
    /// turn was about to begin after an empty pool or blocked rings (YINSH.md §7).
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// The stage.
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// The rings `side` has removed: his score.
    pub const fn removed(&self, side: Side) -> u32 {
        self.removed[side.index()] as u32
    }

    /// What `point` holds, if anything.
    pub fn piece(&self, point: Point) -> Option<Piece> {
        let b = point.bit();
        for side in Side::BOTH {
            if self.rings[side.index()] & b != 0 {
                return Some(Piece::Ring(side));
            }
            if self.markers[side.index()] & b != 0 {
                return Some(Piece::Marker(side));
            }
        }
        None
    }

    /// `side`'s rings on the board, in canonical order.
    pub fn rings_of(&self, side: Side) -> impl Iterator<Item = Point> {
        points_of(self.rings[side.index()])
    }

    /// The number of `side`'s rings on the board.
    pub const fn ring_count(&self, side: Side) -> u32 {
        self.rings[side.index()].count_ones()
    }

    /// The rings `side` still has to place (stage `p`; 0 after it).
    pub const fn rings_to_place(&self, side: Side) -> u32 {
        if matches!(self.stage, Stage::Placement) {
            RINGS - self.ring_count(side)
        } else {
            0
        }
    }

    /// The number of markers on the board with `colour` up.
    pub const fn marker_count(&self, colour: Side) -> u32 {
        self.markers[colour.index()].count_ones()
    }

    /// The markers on the board, of both colours.
    pub const fn markers_on_board(&self) -> u32 {
        (self.markers[0] | self.markers[1]).count_ones()
    }

    /// The markers in the pool: 51 minus those on the board.
    pub const fn pool(&self) -> u32 {
        MARKERS - self.markers_on_board()
    }

    /// Every occupied point, as a mask.
    #[inline]
    pub(crate) const fn occupied(&self) -> u128 {
        self.rings[0] | self.rings[1] | self.markers[0] | self.markers[1]
    }

    /// The vacant points, as a mask.
    #[inline]
    pub(crate) const fn vacant(&self) -> u128 {
        ALL & !self.occupied()
    }

    /// A position from its parts, its hash computed (nothing checked).
    pub(crate) fn from_parts(
        rings: [u128; 2],
        markers: [u128; 2],
        removed: [u8; 2],
        blitz: bool,
        turn: Side,
        stage: Stage,
    ) -> Position {
        let mut p = Position {
            rings,
            markers,
            removed,
            blitz,
            turn,
            stage,
            board_hash: 0,
        };
        p.board_hash = crate::zobrist::board_hash(&rings, &markers);
        p
    }
}

/// The points of each column (YINSH.md §2), `a`..`k`.
pub(crate) const COLUMN_LEN: [usize; 11] = [4, 7, 8, 9, 10, 9, 10, 9, 8, 7, 4];

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant_word())?;
        f.write_str(" ")?;
        let mut column = 0;
        let mut vacant = 0;
        for p in Point::all() {
            if p.x() != column {
                if vacant > 0 {
                    write!(f, "{vacant}")?;
                    vacant = 0;
                }
                f.write_str("/")?;
                column = p.x();
            }
            let c = match self.piece(p) {
                None => {
                    vacant += 1;
                    continue;
                }
                Some(Piece::Ring(Side::First)) => 'W',
                Some(Piece::Ring(Side::Second)) => 'B',
                Some(Piece::Marker(Side::First)) => 'w',
                Some(Piece::Marker(Side::Second)) => 'b',
            };
            if vacant > 0 {
                write!(f, "{vacant}")?;
                vacant = 0;
            }
            write!(f, "{c}")?;
        }
        if vacant > 0 {
            write!(f, "{vacant}")?;
        }
        let turn = match self.turn {
            Side::First => "w",
            Side::Second => "b",
        };
        write!(
            f,
            " {turn} {} {}/{}",
            self.stage.letters(),
            self.removed[0],
            self.removed[1]
        )
    }
}

/// A position string read but not checked: the fields as written (YINSH.md §9). It becomes a
/// [`Position`] only through [`Unchecked::check`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Unchecked {
    pub(crate) rings: [u128; 2],
    pub(crate) markers: [u128; 2],
    pub(crate) removed: [u8; 2],
    pub(crate) blitz: bool,
    pub(crate) turn: Side,
    pub(crate) stage: Stage,
}

/// Reads column `x`'s tokens into the masks.
fn parse_column(x: usize, text: &str, u: &mut Unchecked) -> Result<(), PositionError> {
    let column = char::from(b'a' + x as u8);
    let len = COLUMN_LEN[x];
    let first = Point::all()
        .find(|p| p.x() == x as i32)
        .map_or(0, Point::slot);
    let mut at = 0usize;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let token = &text[start..i];
            let number_error = |problem| PositionError::Number {
                column,
                token: excerpt(token),
                problem,
            };
            if token.starts_with('0') {
                return Err(number_error(NumberProblem::LeadingZero));
            }
            let n = token.parse::<usize>().unwrap_or(usize::MAX);
            if n > len {
                return Err(number_error(NumberProblem::TooLong { len }));
            }
            at += n;
            continue;
        }
        let Some(found) = text[i..].chars().next() else {
            break;
        };
        let (rings, side) = match found {
            'W' => (true, Side::First),
            'B' => (true, Side::Second),
            'w' => (false, Side::First),
            'b' => (false, Side::Second),
            _ => return Err(PositionError::UnknownChar { column, found }),
        };
        if at < len {
            let bit = 1u128 << (first + at);
            if rings {
                u.rings[side.index()] |= bit;
            } else {
                u.markers[side.index()] |= bit;
            }
        }
        at += 1;
        i += found.len_utf8();
    }
    if at != len {
        return Err(PositionError::ColumnLength {
            column,
            expected: len,
            found: at,
        });
    }
    Ok(())
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        // Any run of spaces or tabs separates the fields, and may stand at both ends.
        let fields: Vec<&str> = s.split([' ', '\t']).filter(|f| !f.is_empty()).collect();
        if fields.len() != 5 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let blitz = match fields[0] {
            "yinsh" => false,
            "yinsh-blitz" => true,
            v => return Err(PositionError::Variant(excerpt(v))),
        };
        let columns: Vec<&str> = fields[1].split('/').collect();
        if columns.len() != 11 {
            return Err(PositionError::ColumnCount(columns.len()));
        }
        let mut u = Unchecked {
            rings: [0; 2],
            markers: [0; 2],
            removed: [0; 2],
            blitz,
            turn: Side::First,
            stage: Stage::Placement,
        };
        for (x, text) in columns.iter().enumerate() {
            parse_column(x, text, &mut u)?;
        }
        let turn = match fields[2] {
            "w" => Side::First,
            "b" => Side::Second,
            t => return Err(PositionError::Turn(excerpt(t))),
        };
        let stage = match fields[3] {
            "p" => Stage::Placement,
            "m" => Stage::Move,
            "r" => Stage::ChooseRow,
            "x" => Stage::RemoveRing,
            "R" => Stage::OpponentRow,
            "X" => Stage::OpponentRing,
            "w+" => Stage::Over {
                winner: Some(Side::First),
            },
            "b+" => Stage::Over {
                winner: Some(Side::Second),
            },
            "=" => Stage::Over { winner: None },
            t => return Err(PositionError::Stage(excerpt(t))),
        };
        let removed = match fields[4].as_bytes() {
            &[w, b'/', b] if w.is_ascii_digit() && b.is_ascii_digit() => [w - b'0', b - b'0'],
            _ => return Err(PositionError::Removed(excerpt(fields[4]))),
        };
        u.turn = turn;
        u.stage = stage;
        u.removed = removed;
        u.check()
    }
}

// The slots fit a u128.
const _: () = assert!(SLOTS <= 128);
