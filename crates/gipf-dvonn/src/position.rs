//! A position (DVONN.md §3, §10): the board as 49 cells, the player to act and the phase;
//! its position string both ways. Each cell is one byte (height, controller, DVONN flag):
//! exactly what §10 keeps of a stack, and what the rules read.

use std::fmt;
use std::str::FromStr;

use gipf_game::Side;

use crate::geometry::{spaces_of, Space, NEIGHBOURS, SPACE_COUNT};
use crate::position_error::{HeightProblem, PositionError};

/// Cell bits: the height (1..49; 0 for a vacant space).
pub(crate) const HEIGHT: u8 = 0x3F;
/// Cell bit: Black controls the stack (clear: White, or nobody for a lone DVONN piece).
pub(crate) const BLACK: u8 = 0x40;
/// Cell bit: the stack holds at least one DVONN piece.
pub(crate) const DVONN: u8 = 0x80;
/// The cell of a lone DVONN piece.
pub(crate) const LONE_DVONN: u8 = DVONN | 1;

/// "White" or "Black".
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "White",
        Side::Second => "Black",
    }
}

/// The phase of the game (the last field of the position string).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The 49 placements (`p`).
    Placement,
    /// Moves until neither player can move (`m`).
    Movement,
    /// Neither player can move: the scores decide (`w+`, `b+`, `=`).
    Over,
}

/// A stack as the rules see it (DVONN.md §10: no inner order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Stack {
    /// Who controls it (the colour of its top piece); `None` for a lone DVONN piece.
    pub controller: Option<Side>,
    /// Its number of pieces, every colour counted (1..49).
    pub height: u32,
    /// Whether it holds at least one DVONN piece.
    pub dvonn: bool,
}

/// A DVONN position: the board, who acts, the phase.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// One byte per space in canonical order (see the cell constants).
    pub(crate) cells: [u8; SPACE_COUNT],
    /// Occupied spaces.
    pub(crate) occupied: u64,
    /// Spaces whose stack holds a DVONN piece.
    pub(crate) dvonn: u64,
    /// Spaces whose stack each side controls, by [`Side::index`].
    pub(crate) controlled: [u64; 2],
    /// The Zobrist hash of the cells alone, kept up to date by every change (the side to
    /// act and the phase are added when asked).
    pub(crate) cells_hash: u64,
    /// Who acts; `Side::First` once the game is over (so equal positions compare equal).
    pub(crate) turn: Side,
    /// The phase.
    pub(crate) phase: Phase,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The start: an empty board, White to place (DVONN.md §10).
    pub const fn start() -> Position {
        Position {
            cells: [0; SPACE_COUNT],
            occupied: 0,
            dvonn: 0,
            controlled: [0; 2],
            cells_hash: 0,
            turn: Side::First,
            phase: Phase::Placement,
        }
    }

    /// A position from its cells, its masks computed.
    pub(crate) fn from_cells(cells: [u8; SPACE_COUNT], turn: Side, phase: Phase) -> Position {
        let mut p = Position {
            cells,
            turn,
            ..Position::start()
        };
        p.phase = phase;
        for (i, &c) in cells.iter().enumerate() {
            if c == 0 {
                continue;
            }
            p.occupied |= 1 << i;
            p.cells_hash ^= crate::zobrist::cell_key(i, c);
            if c & DVONN != 0 {
                p.dvonn |= 1 << i;
            }
            if c != LONE_DVONN {
                p.controlled[usize::from(c & BLACK != 0)] |= 1 << i;
            }
        }
        p
    }

    /// The phase.
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Who acts now; `None` once the game is over.
    pub const fn turn(&self) -> Option<Side> {
        match self.phase {
            Phase::Over => None,
            _ => Some(self.turn),
        }
    }

    /// The stack on a space, if any.
    pub fn stack(&self, space: Space) -> Option<Stack> {
        let c = self.cells[space.index()];
        (c != 0).then(|| Stack {
            controller: if c == LONE_DVONN {
                None
            } else if c & BLACK != 0 {
                Some(Side::Second)
            } else {
                Some(Side::First)
            },
            height: u32::from(c & HEIGHT),
            dvonn: c & DVONN != 0,
        })
    }

    /// The occupied spaces, in canonical order.
    pub fn occupied(&self) -> impl Iterator<Item = Space> {
        spaces_of(self.occupied)
    }

    /// The spaces whose stack holds a DVONN piece.
    pub fn dvonn_spaces(&self) -> impl Iterator<Item = Space> {
        spaces_of(self.dvonn)
    }

    /// The number of pieces on the board, every stack's height summed.
    pub fn pieces(&self) -> u32 {
        self.cells.iter().map(|&c| u32::from(c & HEIGHT)).sum()
    }

    /// The pieces `side` still has to place: White places the 1st, 3rd, ... of the 49
    /// placements (two DVONN pieces and 23 of his), Black the others (DVONN.md §4); none
    /// once the placement phase is over.
    pub fn to_place(&self, side: Side) -> u32 {
        if self.phase() != Phase::Placement {
            return 0;
        }
        let left = 49u32.saturating_sub(self.pieces());
        // Placement k (from 0) is White's when k is even; `pieces()` placements are made.
        let white = (left + 1 - (self.pieces() % 2)) / 2;
        match side {
            Side::First => white,
            Side::Second => left - white,
        }
    }

    /// The number of occupied spaces (in the placement phase, the placements made).
    pub const fn stacks(&self) -> u32 {
        self.occupied.count_ones()
    }

    /// The score of one side: the total height of the stacks it controls, every piece
    /// counted, DVONN pieces inside included (DVONN.md §8).
    pub fn score(&self, side: Side) -> u32 {
        spaces_of(self.controlled[side.index()])
            .map(|s| u32::from(self.cells[s.index()] & HEIGHT))
            .sum()
    }

    /// White's and Black's scores (DVONN.md §8).
    pub fn scores(&self) -> (u32, u32) {
        (self.score(Side::First), self.score(Side::Second))
    }

    /// The spaces linked to a DVONN piece through occupied neighbours (DVONN.md §6).
    pub(crate) fn linked(&self) -> u64 {
        let mut linked = self.dvonn & self.occupied;
        let mut frontier = linked;
        while frontier != 0 {
            let mut grown = 0;
            let mut f = frontier;
            while f != 0 {
                grown |= NEIGHBOURS[f.trailing_zeros() as usize];
                f &= f - 1;
            }
            frontier = grown & self.occupied & !linked;
            linked |= frontier;
        }
        linked
    }
}

/// The result word of a finished game for these scores.
pub(crate) fn result_word(white: u32, black: u32) -> &'static str {
    match white.cmp(&black) {
        std::cmp::Ordering::Greater => "w+",
        std::cmp::Ordering::Less => "b+",
        std::cmp::Ordering::Equal => "=",
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("dvonn ")?;
        for (i, &c) in self.cells.iter().enumerate() {
            if ROW_BREAKS.contains(&i) {
                f.write_str("/")?;
            }
            let h = c & HEIGHT;
            match c {
                0 => f.write_str(".")?,
                LONE_DVONN => f.write_str("d")?,
                _ => {
                    let letter = match (c & BLACK != 0, c & DVONN != 0) {
                        (false, false) => 'w',
                        (true, false) => 'b',
                        (false, true) => 'W',
                        (true, true) => 'B',
                    };
                    if h == 1 {
                        write!(f, "{letter}")?;
                    } else {
                        write!(f, "{letter}{h}")?;
                    }
                }
            }
        }
        match self.phase {
            Phase::Placement | Phase::Movement => {
                let t = if self.turn == Side::First { "w" } else { "b" };
                let p = if self.phase == Phase::Placement {
                    "p"
                } else {
                    "m"
                };
                write!(f, " {t} {p}")
            }
            Phase::Over => {
                let (w, b) = self.scores();
                write!(f, " - {}", result_word(w, b))
            }
        }
    }
}

/// Where each row after the first begins, in canonical order.
const ROW_BREAKS: [usize; 4] = [9, 19, 30, 40];

/// The number of spaces of each row.
const ROW_LENGTHS: [usize; 5] = [9, 10, 11, 10, 9];

/// Reads one row's tokens into cells.
fn parse_row(row: usize, text: &str, out: &mut Vec<u8>) -> Result<(), PositionError> {
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
        let height_error = |problem| PositionError::Height {
            row,
            token: crate::error::excerpt(token),
            problem,
        };
        let (base, needs_height) = match c {
            '.' | 'd' => {
                if !digits.is_empty() {
                    return Err(if c == 'd' {
                        height_error(HeightProblem::OnDvonn)
                    } else {
                        PositionError::UnknownChar {
                            row,
                            found: digits.chars().next().unwrap_or('0'),
                        }
                    });
                }
                out.push(if c == 'd' { LONE_DVONN } else { 0 });
                continue;
            }
            'w' => (0, false),
            'b' => (BLACK, false),
            'W' => (DVONN, true),
            'B' => (BLACK | DVONN, true),
            _ => return Err(PositionError::UnknownChar { row, found: c }),
        };
        let height: u8 = if digits.is_empty() {
            if needs_height {
                return Err(height_error(HeightProblem::Missing));
            }
            1
        } else if digits.starts_with('0') {
            return Err(height_error(HeightProblem::LeadingZero));
        } else if digits.len() > 2 {
            return Err(height_error(HeightProblem::TooHigh));
        } else {
            let h: u8 = digits
                .parse()
                .map_err(|_| height_error(HeightProblem::TooHigh))?;
            match h {
                1 if needs_height => return Err(height_error(HeightProblem::Missing)),
                1 => return Err(height_error(HeightProblem::One)),
                50.. => return Err(height_error(HeightProblem::TooHigh)),
                _ => h,
            }
        };
        out.push(base | height);
    }
    if out.len() != ROW_LENGTHS[row - 1] {
        return Err(PositionError::RowLength {
            row,
            expected: ROW_LENGTHS[row - 1],
            found: out.len(),
        });
    }
    Ok(())
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
            let words = s.split_whitespace().count();
            return Err(if words == 4 {
                PositionError::Spacing
            } else {
                PositionError::FieldCount(words)
            });
        }
        if fields[0] != "dvonn" {
            return Err(PositionError::Variant(crate::error::excerpt(fields[0])));
        }
        let rows: Vec<&str> = fields[1].split('/').collect();
        if rows.len() != 5 {
            return Err(PositionError::RowCount(rows.len()));
        }
        let mut cells = [0u8; SPACE_COUNT];
        let mut at = 0;
        let mut row_cells = Vec::with_capacity(11);
        for (r, text) in rows.iter().enumerate() {
            row_cells.clear();
            parse_row(r + 1, text, &mut row_cells)?;
            cells[at..at + row_cells.len()].copy_from_slice(&row_cells);
            at += row_cells.len();
        }
        let turn = match fields[2] {
            "w" => Some(Side::First),
            "b" => Some(Side::Second),
            "-" => None,
            t => return Err(PositionError::Turn(crate::error::excerpt(t))),
        };
        let (phase, result) = match fields[3] {
            "p" => (Phase::Placement, None),
            "m" => (Phase::Movement, None),
            r @ ("w+" | "b+" | "=") => (Phase::Over, Some(r)),
            p => return Err(PositionError::Phase(crate::error::excerpt(p))),
        };
        let turn = match (turn, phase) {
            (Some(t), Phase::Placement | Phase::Movement) => t,
            (None, Phase::Over) => Side::First,
            _ => {
                return Err(PositionError::TurnAndPhase {
                    turn: fields[2].to_owned(),
                    phase: fields[3].to_owned(),
                })
            }
        };
        let p = Position::from_cells(cells, turn, phase);
        p.validate(result)?;
        Ok(p)
    }
}
