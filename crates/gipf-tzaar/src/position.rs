//! A position (TZAAR.md §3, §9.3): the board as 60 cells, the variant, the player whose turn
//! it is and the phase; its position string both ways; the start positions. Each cell is one
//! byte (type of the top, colour, height): exactly what §3 keeps of a stack.

use std::fmt;
use std::str::FromStr;

use gipf_game::Side;

use crate::error::excerpt;
use crate::geometry::{spaces_of, Space, SPACE_COUNT};
use crate::position_error::{HeightProblem, PositionError};

/// Cell bits: the type of the top (1 Tzaar, 2 Tzarra, 3 Tott; 0 for an empty space).
pub(crate) const KIND: u8 = 0x03;
/// Cell bit: the stack is Black's.
pub(crate) const BLACK: u8 = 0x04;
/// The height's shift in a cell (heights 1..30 fit the 5 bits above).
pub(crate) const HEIGHT_SHIFT: u8 = 3;

/// The height of a cell's stack.
#[inline]
pub(crate) const fn height(cell: u8) -> u8 {
    cell >> HEIGHT_SHIFT
}

/// The cell of a stack.
#[inline]
pub(crate) const fn cell(side: Side, kind: PieceType, height: u8) -> u8 {
    (height << HEIGHT_SHIFT)
        | match side {
            Side::First => 0,
            Side::Second => BLACK,
        }
        | (kind as u8 + 1)
}

/// "White" or "Black".
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "White",
        Side::Second => "Black",
    }
}

/// The three piece types (TZAAR.md §3), in the byte order of their letters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PieceType {
    /// `A`: 6 per player.
    Tzaar,
    /// `R`: 9 per player.
    Tzarra,
    /// `T`: 15 per player.
    Tott,
}

impl PieceType {
    /// The three types, in letter order.
    pub const ALL: [PieceType; 3] = [PieceType::Tzaar, PieceType::Tzarra, PieceType::Tott];

    /// How many pieces of this type each player has.
    pub const fn count(self) -> u32 {
        match self {
            PieceType::Tzaar => 6,
            PieceType::Tzarra => 9,
            PieceType::Tott => 15,
        }
    }

    /// The upper-case letter (White's): `A`, `R`, `T`.
    pub const fn letter(self) -> char {
        match self {
            PieceType::Tzaar => 'A',
            PieceType::Tzarra => 'R',
            PieceType::Tott => 'T',
        }
    }

    /// The type a letter names, either case.
    pub const fn from_letter(c: char) -> Option<PieceType> {
        match c.to_ascii_uppercase() {
            'A' => Some(PieceType::Tzaar),
            'R' => Some(PieceType::Tzarra),
            'T' => Some(PieceType::Tott),
            _ => None,
        }
    }

    /// `Tzaar`, `Tzarra`, `Tott`.
    pub const fn name(self) -> &'static str {
        match self {
            PieceType::Tzaar => "Tzaar",
            PieceType::Tzarra => "Tzarra",
            PieceType::Tott => "Tott",
        }
    }

    /// The type of a non-empty cell.
    #[inline]
    pub(crate) const fn of_cell(c: u8) -> PieceType {
        match c & KIND {
            1 => PieceType::Tzaar,
            2 => PieceType::Tzarra,
            _ => PieceType::Tott,
        }
    }
}

/// The phase of the game (the last field of the position string).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// `p`: the placements of `tzaar-tournament` (§5.5).
    Placement,
    /// `o`: White's opening capture (§5.2).
    Opening,
    /// `c`: the forced capture, first action of a turn.
    Capture,
    /// `s`: the second action of a turn.
    Second,
    /// `w+`, `b+`: the game is over and this side won.
    Over {
        /// The winner.
        winner: Side,
    },
}

/// A stack as the rules see it (TZAAR.md §3: the pieces under the top are not recorded).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Stack {
    /// Whose stack it is.
    pub owner: Side,
    /// The type of its top piece.
    pub kind: PieceType,
    /// Its number of pieces.
    pub height: u32,
}

/// A TZAAR position: the board, the variant, whose turn it is, the phase.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// One byte per space in canonical order (see the cell constants).
    pub(crate) cells: [u8; SPACE_COUNT],
    /// Occupied spaces.
    pub(crate) occupied: u64,
    /// Each side's spaces, by [`Side::index`].
    pub(crate) own: [u64; 2],
    /// Each side's number of stacks of each type (of its top), by side and type.
    pub(crate) tops: [[u8; 3]; 2],
    /// The Zobrist hash of the cells alone, kept up to date by every change.
    pub(crate) cells_hash: u64,
    /// `tzaar-tournament` (the word stays after the placement).
    pub(crate) tournament: bool,
    /// The player whose turn it is (at the end: whose turn it was, §9.3).
    pub(crate) turn: Side,
    /// The phase.
    pub(crate) phase: Phase,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

/// The fixed start of TZAAR.md §4, column by column.
const FIXED_START: &str = "ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT";

impl Position {
    /// An empty board.
    const fn empty(tournament: bool, turn: Side, phase: Phase) -> Position {
        Position {
            cells: [0; SPACE_COUNT],
            occupied: 0,
            own: [0; 2],
            tops: [[0; 3]; 2],
            cells_hash: 0,
            tournament,
            turn,
            phase,
        }
    }

    /// The fixed start (TZAAR.md §4, the rulebook's diagram 4): `new tzaar`.
    pub fn start() -> Position {
        let mut cells = [0u8; SPACE_COUNT];
        for (at, c) in FIXED_START.chars().filter(|&c| c != '/').enumerate() {
            let side = if c.is_ascii_uppercase() {
                Side::First
            } else {
                Side::Second
            };
            // The constant holds only the letters of the three types.
            let kind = PieceType::from_letter(c).unwrap_or(PieceType::Tott);
            cells[at] = cell(side, kind, 1);
        }
        Position::from_cells(cells, false, Side::First, Phase::Opening)
    }

    /// The empty board of `tzaar-tournament`, White to place (TZAAR.md §4).
    pub fn tournament_start() -> Position {
        Position::empty(true, Side::First, Phase::Placement)
    }

    /// A random start (TZAAR.md §4, A.2): the 60 pieces shuffled onto the 60 spaces, White
    /// to make the opening capture, variant `tzaar`. The crate draws nothing itself: `below`
    /// is called with `n` = 60, 59, .., 2 and must return a uniformly random number in
    /// `0..n` (a Fisher–Yates shuffle; a value out of range is reduced modulo `n`).
    pub fn random_start(mut below: impl FnMut(u32) -> u32) -> Position {
        let mut cells = [0u8; SPACE_COUNT];
        let mut at = 0;
        for side in Side::BOTH {
            for kind in PieceType::ALL {
                for _ in 0..kind.count() {
                    cells[at] = cell(side, kind, 1);
                    at += 1;
                }
            }
        }
        for i in (1..SPACE_COUNT).rev() {
            let j = below(i as u32 + 1) as usize % (i + 1);
            cells.swap(i, j);
        }
        Position::from_cells(cells, false, Side::First, Phase::Opening)
    }

    /// A random start drawn from `seed` (splitmix64, without modulo bias): the same seed
    /// gives the same layout in every build.
    pub fn random_start_from_seed(seed: u64) -> Position {
        let mut state = seed;
        let mut next = move || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Position::random_start(|n| {
            // Rejection sampling: the draws below `zone` split evenly into `n` classes.
            let n = u64::from(n.max(1));
            let zone = u64::MAX - u64::MAX % n;
            loop {
                let v = next();
                if v < zone {
                    return (v % n) as u32;
                }
            }
        })
    }

    /// A position from its cells, its masks and hash computed.
    pub(crate) fn from_cells(
        cells: [u8; SPACE_COUNT],
        tournament: bool,
        turn: Side,
        phase: Phase,
    ) -> Position {
        let mut p = Position::empty(tournament, turn, phase);
        p.cells = cells;
        for (i, &c) in cells.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let side = usize::from(c & BLACK != 0);
            p.occupied |= 1 << i;
            p.own[side] |= 1 << i;
            p.tops[side][PieceType::of_cell(c) as usize] += 1;
            p.cells_hash ^= crate::zobrist::cell_key(i, c);
        }
        p
    }

    /// The phase.
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The player whose turn it is; at the end, whose turn it was when the game ended
    /// (TZAAR.md §9.3, Z13).
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// Whether this is `tzaar-tournament` (placement phase or after it).
    pub const fn is_tournament(&self) -> bool {
        self.tournament
    }

    /// The stack on a space, if any.
    pub fn stack(&self, space: Space) -> Option<Stack> {
        let c = self.cells[space.index()];
        (c != 0).then(|| Stack {
            owner: if c & BLACK != 0 {
                Side::Second
            } else {
                Side::First
            },
            kind: PieceType::of_cell(c),
            height: u32::from(height(c)),
        })
    }

    /// The occupied spaces, in canonical order.
    pub fn occupied(&self) -> impl Iterator<Item = Space> {
        spaces_of(self.occupied)
    }

    /// The number of `side`'s stacks whose top is of type `kind`.
    pub fn shown(&self, side: Side, kind: PieceType) -> u32 {
        u32::from(self.tops[side.index()][kind as usize])
    }

    /// The first type, in letter order, that `side` does not show; `None` if he shows all
    /// three (TZAAR.md §3, §6).
    pub fn missing_type(&self, side: Side) -> Option<PieceType> {
        PieceType::ALL
            .into_iter()
            .find(|&k| self.tops[side.index()][k as usize] == 0)
    }

    /// Whether `side` shows all three types.
    #[inline]
    pub(crate) fn shows_all(&self, side: Side) -> bool {
        let t = self.tops[side.index()];
        t[0] != 0 && t[1] != 0 && t[2] != 0
    }

    /// The number of `side`'s pieces on the board (the sum of his heights).
    pub fn pieces(&self, side: Side) -> u32 {
        spaces_of(self.own[side.index()])
            .map(|s| u32::from(height(self.cells[s.index()])))
            .sum()
    }

    /// The pieces of type `kind` that `side` still has to place (placement phase only; 0
    /// after it).
    pub fn unplaced(&self, side: Side, kind: PieceType) -> u32 {
        if self.phase != Phase::Placement {
            return 0;
        }
        kind.count().saturating_sub(self.shown(side, kind))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.tournament {
            "tzaar-tournament "
        } else {
            "tzaar "
        })?;
        for (i, &c) in self.cells.iter().enumerate() {
            if COL_STARTS[1..].contains(&i) {
                f.write_str("/")?;
            }
            if c == 0 {
                f.write_str("-")?;
                continue;
            }
            let letter = PieceType::of_cell(c).letter();
            let letter = if c & BLACK != 0 {
                letter.to_ascii_lowercase()
            } else {
                letter
            };
            match height(c) {
                1 => write!(f, "{letter}")?,
                h => write!(f, "{letter}{h}")?,
            }
        }
        let turn = match self.turn {
            Side::First => "w",
            Side::Second => "b",
        };
        let phase = match self.phase {
            Phase::Placement => "p",
            Phase::Opening => "o",
            Phase::Capture => "c",
            Phase::Second => "s",
            Phase::Over {
                winner: Side::First,
            } => "w+",
            Phase::Over {
                winner: Side::Second,
            } => "b+",
        };
        write!(f, " {turn} {phase}")
    }
}

/// Where each column begins, in canonical order.
const COL_STARTS: [usize; 9] = [0, 5, 11, 18, 26, 34, 42, 49, 55];

/// The number of spaces of each column (`e` without its centre).
const COL_SPACES: [usize; 9] = [5, 6, 7, 8, 8, 8, 7, 6, 5];

/// Reads one column's tokens into cells.
fn parse_column(column: char, text: &str, out: &mut Vec<u8>) -> Result<(), PositionError> {
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        let mut end = start + c.len_utf8();
        while let Some(&(i, d)) = chars.peek() {
            if !d.is_ascii_digit() {
                break;
            }
            end = i + 1;
            chars.next();
        }
        let token = &text[start..end];
        let digits = &token[c.len_utf8()..];
        if c == '-' {
            if let Some(d) = digits.chars().next() {
                return Err(PositionError::UnknownChar { column, found: d });
            }
            out.push(0);
            continue;
        }
        let Some(kind) = PieceType::from_letter(c).filter(|_| c.is_ascii_alphabetic()) else {
            return Err(PositionError::UnknownChar { column, found: c });
        };
        let side = if c.is_ascii_uppercase() {
            Side::First
        } else {
            Side::Second
        };
        let height_error = |problem| PositionError::Height {
            column,
            token: excerpt(token),
            problem,
        };
        let h: u8 = if digits.is_empty() {
            1
        } else if digits.starts_with('0') {
            return Err(height_error(HeightProblem::LeadingZero));
        } else if digits.len() > 2 {
            return Err(height_error(HeightProblem::TooHigh));
        } else {
            match digits.parse::<u8>() {
                Ok(1) => return Err(height_error(HeightProblem::One)),
                Ok(h @ 2..=30) => h,
                _ => return Err(height_error(HeightProblem::TooHigh)),
            }
        };
        out.push(cell(side, kind, h));
    }
    let x = usize::from(column as u8 - b'a');
    if out.len() != COL_SPACES[x] {
        return Err(PositionError::ColumnLength {
            column,
            expected: COL_SPACES[x],
            found: out.len(),
        });
    }
    Ok(())
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        // Any run of spaces or tabs separates the fields, and may stand at both ends.
        let fields: Vec<&str> = s.split([' ', '\t']).filter(|f| !f.is_empty()).collect();
        if fields.len() != 4 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let tournament = match fields[0] {
            "tzaar" => false,
            "tzaar-tournament" => true,
            v => return Err(PositionError::Variant(excerpt(v))),
        };
        let columns: Vec<&str> = fields[1].split('/').collect();
        if columns.len() != 9 {
            return Err(PositionError::ColumnCount(columns.len()));
        }
        let mut cells = [0u8; SPACE_COUNT];
        let mut buf = Vec::with_capacity(9);
        for (x, text) in columns.iter().enumerate() {
            buf.clear();
            parse_column(char::from(b'a' + x as u8), text, &mut buf)?;
            cells[COL_STARTS[x]..COL_STARTS[x] + buf.len()].copy_from_slice(&buf);
        }
        let turn = match fields[2] {
            "w" => Side::First,
            "b" => Side::Second,
            t => return Err(PositionError::Turn(excerpt(t))),
        };
        let phase = match fields[3] {
            "p" => Phase::Placement,
            "o" => Phase::Opening,
            "c" => Phase::Capture,
            "s" => Phase::Second,
            "w+" => Phase::Over {
                winner: Side::First,
            },
            "b+" => Phase::Over {
                winner: Side::Second,
            },
            p => return Err(PositionError::Phase(excerpt(p))),
        };
        let p = Position::from_cells(cells, tournament, turn, phase);
        p.validate()?;
        Ok(p)
    }
}
