//! A position (PUNCT.md §4, §10): the pieces on the board with their levels, the variant,
//! the player to act or the result, and the clock; what is seen from above; its position
//! string both ways (an unchecked parse, then every check of §10, each its own error).
//!
//! The state is the 36 pieces (each a PÜNCT cell, an orientation and a level, or off the
//! board) with, per cell, the top piece and the height, and a mask of the points each
//! colour controls: small enough to copy per node, and every query is an array read.
//!
//! ~770 lines, one topic: the state, its queries from above and its string both ways share the
//! one slot layout.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use gipf_game::Side;

use crate::error::excerpt;
use crate::geometry::{points_of, Bits, Point, ALL, CELLS, CENTRE};
use crate::piece::{Orientation, Piece, Shape, CELL_OFFSETS};
use crate::position_error::PositionError;
use crate::zobrist::piece_key;

/// Each player's pieces.
pub const PIECES: u32 = 18;

/// The clock's limit: this many actions without a placement end the game in a draw (§7.3).
pub const CLOCK_LIMIT: u32 = 100;

/// No piece (a cell's top, a piece off the board).
pub(crate) const NONE: u8 = u8::MAX;

/// "White" or "Black".
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "White",
        Side::Second => "Black",
    }
}

/// "white" or "black".
pub fn colour_name(side: Side) -> &'static str {
    match side {
        Side::First => "white",
        Side::Second => "black",
    }
}

/// The two games of §3.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Variant {
    /// `punct`: the standard rules (no new piece touches the centre; the centre count).
    Punct,
    /// `punct-basic`: the basic game (only the first piece avoids the centre; the last
    /// piece is a draw).
    PunctBasic,
}

impl Variant {
    /// Both, the standard one first.
    pub const ALL: [Variant; 2] = [Variant::Punct, Variant::PunctBasic];

    /// The variant word: `punct` or `punct-basic`.
    pub const fn word(self) -> &'static str {
        match self {
            Variant::Punct => "punct",
            Variant::PunctBasic => "punct-basic",
        }
    }

    /// Its start: the empty board, White to act.
    pub const fn start(self) -> Position {
        Position::empty(matches!(self, Variant::PunctBasic))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Variant {
    type Err = PositionError;

    /// `punct`, `punct-basic`, in any case, also spelt `pünct`.
    fn from_str(s: &str) -> Result<Variant, PositionError> {
        match s.trim().to_lowercase().as_str() {
            "punct" | "pünct" => Ok(Variant::Punct),
            "punct-basic" | "pünct-basic" => Ok(Variant::PunctBasic),
            _ => Err(PositionError::Variant(excerpt(s))),
        }
    }
}

/// Whether the game goes on, or how it ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Status {
    /// The turn owner acts.
    Playing,
    /// Over: the winner, or `None` for a draw.
    Over(Option<Side>),
}

/// One piece's place: the cell of its PÜNCT ([`NONE`] in the reserve), orientation, level.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Slot {
    pub(crate) cell: u16,
    pub(crate) orient: u8,
    pub(crate) level: u8,
}

impl Slot {
    const OFF: Slot = Slot {
        cell: NONE as u16,
        orient: 0,
        level: 0,
    };

    /// Whether the piece is on the board.
    #[inline]
    pub(crate) const fn on_board(self) -> bool {
        self.cell != NONE as u16
    }

    /// Its three cells, the PÜNCT first, minors in §3's order.
    #[inline]
    pub(crate) const fn cells(self) -> [usize; 3] {
        let c = self.cell as i32;
        let [a, b] = CELL_OFFSETS[self.orient as usize];
        [c as usize, (c + a) as usize, (c + b) as usize]
    }
}

/// The owner of piece id `id` (0..18 White's, 18..36 Black's).
#[inline]
pub(crate) const fn owner(id: usize) -> Side {
    if id < PIECES as usize {
        Side::First
    } else {
        Side::Second
    }
}

/// A PÜNCT position: the pieces on the board, the variant, who acts (or the result) and the
/// clock. Only valid positions exist: a position string is checked against §10 before it
/// becomes one, and play keeps them valid.
///
/// Pieces of one type and colour are interchangeable: two positions are equal when the same
/// pieces lie the same way, whichever of the identical pieces is where.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    /// Each piece by id: White's 0..18, Black's 18..36, each type's ids together
    /// ([`Shape::first_id`]).
    pub(crate) slots: [Slot; 36],
    /// The top piece of every cell, [`NONE`] when empty.
    pub(crate) top: [u8; CELLS],
    /// The height of every cell: the top's level, −1 when empty.
    pub(crate) height: [i8; CELLS],
    /// The points each colour controls (its tops), by [`Side::index`].
    pub(crate) tops: [Bits; 2],
    /// Each player's pieces on the board.
    pub(crate) on_board: [u8; 2],
    /// `punct-basic`.
    pub(crate) basic: bool,
    /// The player to act (White once the game is over).
    pub(crate) turn: Side,
    /// Whether the game goes on.
    pub(crate) status: Status,
    /// The actions since the last placement (§7.3).
    pub(crate) clock: u8,
    /// The Zobrist hash of the pieces, kept up to date by every change.
    pub(crate) board_hash: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board_hash == other.board_hash
            && self.basic == other.basic
            && self.turn == other.turn
            && self.status == other.status
            && self.clock == other.clock
            && self.sorted_slots() == other.sorted_slots()
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.zobrist());
    }
}

impl Position {
    /// The empty board, White to act.
    pub(crate) const fn empty(basic: bool) -> Position {
        Position {
            slots: [Slot::OFF; 36],
            top: [NONE; CELLS],
            height: [-1; CELLS],
            tops: [Bits::EMPTY; 2],
            on_board: [0; 2],
            basic,
            turn: Side::First,
            status: Status::Playing,
            clock: 0,
            board_hash: 0,
        }
    }

    /// The start of `punct` (`new punct`): the empty board, White to act.
    pub const fn start() -> Position {
        Position::empty(false)
    }

    /// The start of `punct-basic`.
    pub const fn basic_start() -> Position {
        Position::empty(true)
    }

    /// The variant.
    pub const fn variant(&self) -> Variant {
        if self.basic {
            Variant::PunctBasic
        } else {
            Variant::Punct
        }
    }

    /// The variant word, `punct` or `punct-basic`.
    pub const fn variant_word(&self) -> &'static str {
        self.variant().word()
    }

    /// The player to act, `None` once the game is over (the same as [`Position::decider`]).
    pub const fn turn(&self) -> Option<Side> {
        match self.status {
            Status::Playing => Some(self.turn),
            Status::Over(_) => None,
        }
    }

    /// The clock: the actions since the last placement (§7.3), 0..=100.
    pub const fn clock(&self) -> u32 {
        self.clock as u32
    }

    /// The pieces of `side` on the board.
    pub const fn pieces_on_board(&self, side: Side) -> u32 {
        self.on_board[side.index()] as u32
    }

    /// The pieces of `shape` that `side` still has to place (his reserve of that type).
    pub fn reserve(&self, side: Side, shape: Shape) -> u32 {
        let base = side.index() * PIECES as usize + shape.first_id();
        (base..base + shape.count() as usize)
            .filter(|&id| !self.slots[id].on_board())
            .count() as u32
    }

    /// All pieces `side` still has to place.
    pub const fn reserve_total(&self, side: Side) -> u32 {
        PIECES - self.pieces_on_board(side)
    }

    /// The piece of id `id` as seen from outside.
    pub(crate) fn piece_of(&self, id: usize) -> Piece {
        let s = self.slots[id];
        Piece {
            side: owner(id),
            orientation: Orientation::from_index(usize::from(s.orient))
                .unwrap_or_else(|| unreachable!("orientations are 0..33")),
            punct: Point::of_cell(usize::from(s.cell)),
            level: u32::from(s.level),
        }
    }

    /// Every piece on the board, by level, then by PÜNCT point (the position string's order).
    pub fn pieces(&self) -> Vec<Piece> {
        let mut v: Vec<Piece> = (0..36)
            .filter(|&id| self.slots[id].on_board())
            .map(|id| self.piece_of(id))
            .collect();
        v.sort_by_key(|p| (p.level, p.punct));
        v
    }

    /// What is seen from above at `point`: its top piece and that piece's level; `None`
    /// when the point is empty. A point under the middle of a bridge shows the bridge.
    pub fn top_at(&self, point: Point) -> Option<Piece> {
        match self.top[point.cell()] {
            NONE => None,
            id => Some(self.piece_of(usize::from(id))),
        }
    }

    /// The point's height: its top's level, `None` when empty (§4).
    pub fn height(&self, point: Point) -> Option<u32> {
        u32::try_from(self.height[point.cell()]).ok()
    }

    /// Who controls `point` (the colour of its top), `None` when it is empty.
    pub fn controller(&self, point: Point) -> Option<Side> {
        self.top_at(point).map(|p| p.side)
    }

    /// The stack at `point`: every piece covering it, from the lowest level up.
    pub fn stack(&self, point: Point) -> Vec<Piece> {
        let cell = point.cell();
        let mut v: Vec<Piece> = (0..36)
            .filter(|&id| self.slots[id].on_board() && self.slots[id].cells().contains(&cell))
            .map(|id| self.piece_of(id))
            .collect();
        v.sort_by_key(|p| p.level);
        v
    }

    /// Whether `piece` (on the board) is covered: another piece lies higher on one of its
    /// points (§4), so it can neither move nor turn.
    pub fn is_covered(&self, piece: &Piece) -> bool {
        piece
            .points()
            .iter()
            .any(|p| self.height(*p).is_some_and(|h| h > piece.level))
    }

    /// The centre points `side` controls (0..=19): the centre count of §7.2.
    pub const fn centre_count(&self, side: Side) -> u32 {
        self.tops[side.index()].and(CENTRE).count()
    }

    /// The points `side` controls, in canonical order.
    pub fn controlled(&self, side: Side) -> Vec<Point> {
        points_of(self.tops[side.index()]).collect()
    }

    /// The empty cells.
    #[inline]
    pub(crate) const fn empty_cells(&self) -> Bits {
        ALL.minus(self.tops[0].or(self.tops[1]))
    }

    /// The pieces as sortable keys, whatever their ids (for equality).
    fn sorted_slots(&self) -> [u32; 36] {
        let mut k = [u32::MAX; 36];
        for (id, s) in self.slots.iter().enumerate() {
            if s.on_board() {
                k[id] = u32::from(s.level) << 24
                    | u32::from(s.cell) << 8
                    | u32::from(s.orient) << 1
                    | owner(id).index() as u32;
            }
        }
        k.sort_unstable();
        k
    }

    /// Puts piece `id` at `level` with its PÜNCT on `cell` in orientation `orient` (its
    /// three cells hold nothing at or above `level`).
    pub(crate) fn put(&mut self, id: usize, orient: usize, cell: usize, level: i8) {
        let side = owner(id).index();
        let slot = Slot {
            cell: cell as u16,
            orient: orient as u8,
            level: level as u8,
        };
        self.slots[id] = slot;
        for c in slot.cells() {
            self.top[c] = id as u8;
            self.height[c] = level;
            self.tops[side].set(c);
            self.tops[1 - side].clear(c);
        }
        self.board_hash ^= piece_key(side, orient, cell, level as u8);
    }

    /// The highest piece below piece `id` on `cell` and its level (−1 and [`NONE`] when
    /// there is none).
    #[inline]
    pub(crate) fn below(&self, id: usize, cell: usize) -> (i8, u8) {
        let level = self.slots[id].level;
        let mut best = (-1i8, NONE);
        for (j, s) in self.slots.iter().enumerate() {
            if j != id
                && s.on_board()
                && s.level < level
                && s.level as i8 > best.0
                && s.cells().contains(&cell)
            {
                best = (s.level as i8, j as u8);
            }
        }
        best
    }

    /// Takes piece `id` (an uncovered one) off the board: its cells show what lay under it.
    pub(crate) fn lift(&mut self, id: usize) {
        let slot = self.slots[id];
        let side = owner(id).index();
        for c in slot.cells() {
            let (h, below) = self.below(id, c);
            self.top[c] = below;
            self.height[c] = h;
            self.tops[side].clear(c);
            if below != NONE {
                self.tops[owner(usize::from(below)).index()].set(c);
            }
        }
        self.board_hash ^= piece_key(
            side,
            usize::from(slot.orient),
            usize::from(slot.cell),
            slot.level,
        );
        self.slots[id] = Slot::OFF;
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant_word())?;
        f.write_str(" ")?;
        let pieces = self.pieces();
        if pieces.is_empty() {
            f.write_str("-")?;
        }
        for (i, p) in pieces.iter().enumerate() {
            if i > 0 {
                f.write_str(if pieces[i - 1].level == p.level {
                    ";"
                } else {
                    "/"
                })?;
            }
            write!(f, "{p}")?;
        }
        let turn = match self.status {
            Status::Playing => match self.turn {
                Side::First => "w",
                Side::Second => "b",
            },
            Status::Over(Some(Side::First)) => "w+",
            Status::Over(Some(Side::Second)) => "b+",
            Status::Over(None) => "=",
        };
        write!(f, " {turn} {}", self.clock)
    }
}

/// One piece as written in a position string.
fn parse_piece(level: usize, text: &str) -> Result<(Side, Orientation, Point), PositionError> {
    let malformed = || PositionError::MalformedPiece {
        level,
        text: excerpt(text),
    };
    let mut chars = text.chars();
    let side = match chars.next() {
        Some('w') => Side::First,
        Some('b') => Side::Second,
        _ => return Err(malformed()),
    };
    let letter = chars.next().ok_or_else(malformed)?;
    if !matches!(letter, 'S' | 'A' | 'T') {
        return Err(malformed());
    }
    let rest = chars.as_str();
    let names: Vec<&str> = rest.split(',').collect();
    if names.len() != 3 {
        return Err(malformed());
    }
    let mut pts = [None; 3];
    for (slot, name) in pts.iter_mut().zip(&names) {
        if name.is_empty()
            || name
                .bytes()
                .any(|b| !(b.is_ascii_lowercase() || b.is_ascii_digit()))
        {
            return Err(malformed());
        }
        *slot = Some(
            name.parse::<Point>()
                .map_err(|_| PositionError::UnknownPoint {
                    level,
                    text: excerpt(name),
                })?,
        );
    }
    let [Some(p), Some(m), Some(n)] = pts else {
        return Err(malformed());
    };
    let d = |q: Point| (q.x() - p.x(), q.y() - p.y());
    let o = Orientation::from_offsets(d(m), d(n)).ok_or_else(|| PositionError::NotAShape {
        level,
        text: excerpt(text),
    })?;
    if o.shape().letter() != letter {
        return Err(PositionError::ShapeLetter {
            level,
            text: excerpt(text),
            letter,
            shape: o.shape(),
        });
    }
    if m > n {
        return Err(PositionError::MinorsOutOfOrder {
            level,
            text: excerpt(text),
        });
    }
    Ok((side, o, p))
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
            return Err(PositionError::FieldCount(s.split_whitespace().count()));
        }
        let basic = match fields[0] {
            "punct" => false,
            "punct-basic" => true,
            v => return Err(PositionError::Variant(excerpt(v))),
        };
        // Parse the board into levels of pieces, unchecked.
        let mut levels: Vec<Vec<(Side, Orientation, Point)>> = Vec::new();
        if fields[1] != "-" {
            for (level, text) in fields[1].split('/').enumerate() {
                if text.is_empty() {
                    return Err(PositionError::EmptyLevel { level });
                }
                let mut pieces = Vec::new();
                for piece in text.split(';') {
                    pieces.push(parse_piece(level, piece)?);
                }
                levels.push(pieces);
            }
        }
        let mut counts: HashMap<(Side, Shape), u32> = HashMap::new();
        for &(side, o, _) in levels.iter().flatten() {
            let n = counts.entry((side, o.shape())).or_default();
            *n += 1;
            if *n > o.shape().count() {
                return Err(PositionError::TooManyPieces {
                    side,
                    shape: o.shape(),
                });
            }
        }
        for (level, pieces) in levels.iter().enumerate() {
            for pair in pieces.windows(2) {
                if pair[0].2 > pair[1].2 {
                    return Err(PositionError::PiecesOutOfOrder {
                        level,
                        first: pair[0].2,
                        second: pair[1].2,
                    });
                }
            }
        }
        let (turn, status) = match fields[2] {
            "w" => (Side::First, Status::Playing),
            "b" => (Side::Second, Status::Playing),
            "w+" => (Side::First, Status::Over(Some(Side::First))),
            "b+" => (Side::First, Status::Over(Some(Side::Second))),
            "=" => (Side::First, Status::Over(None)),
            t => return Err(PositionError::Turn(excerpt(t))),
        };
        let clock_text = fields[3];
        let clock = match clock_text.parse::<u32>() {
            Ok(c)
                if c <= CLOCK_LIMIT
                    && clock_text.bytes().all(|b| b.is_ascii_digit())
                    && (clock_text == "0" || !clock_text.starts_with('0')) =>
            {
                c as u8
            }
            _ => return Err(PositionError::Clock(excerpt(clock_text))),
        };
        let unchecked = Unchecked {
            basic,
            levels,
            turn,
            status,
            clock,
        };
        let p = unchecked.check()?;
        // §10.3: re-writing must give the same text (catches anything non-canonical left).
        let again = p.to_string();
        if again != s {
            return Err(PositionError::NotCanonical { canonical: again });
        }
        Ok(p)
    }
}

/// A position string read but not checked: the fields as written.
#[derive(Clone, Debug)]
pub(crate) struct Unchecked {
    basic: bool,
    levels: Vec<Vec<(Side, Orientation, Point)>>,
    turn: Side,
    status: Status,
    clock: u8,
}

impl Unchecked {
    /// The checks of §10.4 to §10.8, in order; the position when all pass.
    fn check(self) -> Result<Position, PositionError> {
        let mut p = Position::empty(self.basic);
        // Which piece lies at each (cell, level).
        let mut at: HashMap<(usize, usize), usize> = HashMap::new();
        let mut next_id = [[0usize; 6]; 2];
        for (level, pieces) in self.levels.iter().enumerate() {
            for &(side, o, punct) in pieces {
                let piece = Piece {
                    side,
                    orientation: o,
                    punct,
                    level: level as u32,
                };
                let cells = o
                    .points_at(punct)
                    .ok_or(PositionError::MalformedPiece {
                        level,
                        text: piece.to_string(),
                    })?
                    .map(Point::cell);
                for (k, &c) in cells.iter().enumerate() {
                    if at.contains_key(&(c, level)) {
                        return Err(PositionError::SharedSlot {
                            point: Point::of_cell(c),
                            level,
                        });
                    }
                    let _ = k;
                }
                if level >= 1 {
                    // The ends (all three points of a triangle) rest on level − 1.
                    for (k, &c) in cells.iter().enumerate() {
                        if Some(k) != o.middle() && !at.contains_key(&(c, level - 1)) {
                            return Err(PositionError::Unsupported {
                                piece: piece.to_string(),
                                point: Point::of_cell(c),
                            });
                        }
                    }
                    // The PÜNCT shows the piece's own colour from below (§6.6).
                    let below = (0..level).rev().find_map(|l| at.get(&(cells[0], l)));
                    match below {
                        None => {
                            return Err(PositionError::PunctUnsupported {
                                piece: piece.to_string(),
                            })
                        }
                        Some(&id) if owner(id) != side => {
                            return Err(PositionError::PunctOnOpponent {
                                piece: piece.to_string(),
                            })
                        }
                        Some(_) => {}
                    }
                }
                let s = side.index();
                let id = s * PIECES as usize + o.shape().first_id() + next_id[s][o.shape().index()];
                next_id[s][o.shape().index()] += 1;
                for &c in &cells {
                    at.insert((c, level), id);
                }
                p.put(id, o.index(), punct.cell(), level as i8);
                p.on_board[s] += 1;
            }
        }
        p.clock = self.clock;
        p.turn = self.turn;
        p.status = self.status;
        let playing = self.status == Status::Playing;
        if playing && self.clock == CLOCK_LIMIT as u8 {
            return Err(PositionError::ClockInPlay);
        }
        // §10.6: the empty board, and White's first placement.
        let [white, black] = p.on_board;
        if white == 0 && black == 0 {
            if !(playing && self.turn == Side::First && self.clock == 0) {
                return Err(PositionError::EmptyBoardNotStart);
            }
            return Ok(p);
        }
        if white == 0 {
            return Err(PositionError::NoWhitePiece);
        }
        if black == 0 {
            let first_ok = white == 1
                && !p.tops[0].and(CENTRE).any()
                && playing
                && self.turn == Side::Second
                && self.clock == 0;
            if !first_ok {
                return Err(PositionError::NotWhitesFirstPlacement);
            }
        }
        let connected = [p.connection(Side::First), p.connection(Side::Second)];
        let full = [white == PIECES as u8, black == PIECES as u8];
        if playing {
            // §10.7.
            if let Some(side) = Side::BOTH
                .into_iter()
                .find(|s| connected[s.index()].is_some())
            {
                return Err(PositionError::ConnectedInPlay { side });
            }
            if let Some(side) = Side::BOTH.into_iter().find(|s| full[s.index()]) {
                return Err(PositionError::AllPlacedInPlay { side });
            }
            if !p.has_action(self.turn) {
                return Err(PositionError::NoActionInPlay { side: self.turn });
            }
            return Ok(p);
        }
        // §10.8.
        let Status::Over(written) = self.status else {
            return Ok(p);
        };
        if connected.iter().any(Option::is_some) {
            let ok = written.is_some_and(|w| connected[w.index()].is_some());
            if !ok {
                return Err(PositionError::ConnectionResult {
                    written,
                    white: connected[0].is_some(),
                    black: connected[1].is_some(),
                });
            }
            return Ok(p);
        }
        if full[0] && full[1] {
            return Err(PositionError::BothAllPlaced);
        }
        if full[0] || full[1] {
            if self.clock != 0 {
                return Err(PositionError::LastPieceClock { clock: self.clock });
            }
            let expected = p.last_piece_result();
            if written != expected {
                return Err(PositionError::LastPieceResult {
                    written,
                    expected,
                    white: p.centre_count(Side::First),
                    black: p.centre_count(Side::Second),
                });
            }
            return Ok(p);
        }
        if written.is_some() {
            return Err(PositionError::WinWithoutCause { written });
        }
        if self.clock != CLOCK_LIMIT as u8
            && (p.has_action(Side::First) || p.has_action(Side::Second))
        {
            return Err(PositionError::DrawWithoutCause { clock: self.clock });
        }
        Ok(p)
    }
}
