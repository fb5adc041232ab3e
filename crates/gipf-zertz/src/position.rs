//! A position (ZERTZ.md §3, §9): the rings and marbles on the board, the pool, each player's
//! captures, whose turn it is or how the game ended; its position string both ways (an
//! unchecked read, then §9.4's checks); the start positions. The board is four `u64` masks
//! over the places of the 61-place hexagon (rings, and the marbles of each colour).

use std::fmt;
use std::str::FromStr;

use gipf_game::{Outcome, Side};

use crate::action::Marble;
use crate::error::excerpt;
use crate::game::{Reason, WinningSet};
use crate::geometry::{flood, places_of, Place, Variant};
use crate::position_error::{CountField, PositionError};

/// `w` or `b`: the letter of a player (§3.3; players have no colour).
pub const fn side_letter(side: Side) -> char {
    match side {
        Side::First => 'w',
        Side::Second => 'b',
    }
}

/// Whose turn it is, or how the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Status {
    /// This player acts.
    Turn(Side),
    /// The game is over.
    Over(Outcome<Reason>),
}

/// A ZÈRTZ position at a decision or at the end (§9.3). Only valid positions exist: a
/// position string is checked against §9.4 before it becomes one, and play keeps them valid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) status: Status,
    /// The places holding a ring (vacant or not).
    pub(crate) rings: u64,
    /// The rings holding a marble of each colour, by [`Marble::index`].
    pub(crate) marbles: [u64; 3],
    /// The pool, by colour.
    pub(crate) pool: [u8; 3],
    /// Each player's captures by [`Side::index`], by colour.
    pub(crate) captures: [[u8; 3]; 2],
    /// The Zobrist hash of the board, pool and captures, kept up to date by every change.
    pub(crate) hash: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::start(Variant::Zertz)
    }
}

impl Variant {
    /// The start of this variant (§9.2).
    pub fn start(self) -> Position {
        Position::start(self)
    }
}

impl Position {
    /// The start of `variant` (§3.2): every ring vacant, every marble in the pool, `w` to act.
    pub fn start(variant: Variant) -> Position {
        let mut p = Position {
            variant,
            status: Status::Turn(Side::First),
            rings: variant.mask(),
            marbles: [0; 3],
            pool: variant.start_pool(),
            captures: [[0; 3]; 2],
            hash: 0,
        };
        p.hash = p.hash_from_scratch();
        p
    }

    /// The variant.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The variant word.
    pub const fn variant_word(&self) -> &'static str {
        self.variant.word()
    }

    /// The player whose turn it is; `None` when the game is over.
    pub const fn turn(&self) -> Option<Side> {
        match self.status {
            Status::Turn(s) => Some(s),
            Status::Over(_) => None,
        }
    }

    /// Who decides now (the same as [`Position::turn`]: every turn is one decision).
    pub const fn decider(&self) -> Option<Side> {
        self.turn()
    }

    /// How the game ended, once it has.
    pub const fn outcome(&self) -> Option<Outcome<Reason>> {
        match self.status {
            Status::Turn(_) => None,
            Status::Over(o) => Some(o),
        }
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        matches!(self.status, Status::Over(_))
    }

    /// Whether `place` holds a ring (vacant or not).
    pub const fn ring_at(&self, place: Place) -> bool {
        self.rings & place.bit() != 0
    }

    /// The marble on `place`, if any.
    pub fn marble_at(&self, place: Place) -> Option<Marble> {
        Marble::ALL
            .into_iter()
            .find(|m| self.marbles[m.index()] & place.bit() != 0)
    }

    /// The rings on the board, in canonical order.
    pub fn rings(&self) -> impl Iterator<Item = Place> {
        places_of(self.rings)
    }

    /// The vacant rings, in canonical order.
    pub fn vacant_rings(&self) -> impl Iterator<Item = Place> {
        places_of(self.vacant())
    }

    /// The marbles on the board with their places, in canonical order.
    pub fn marbles(&self) -> impl Iterator<Item = (Place, Marble)> + '_ {
        places_of(self.occupied()).filter_map(|p| self.marble_at(p).map(|m| (p, m)))
    }

    /// The free rings (§4.2) as the board stands, in canonical order: those a placement could
    /// take away (but the ring it fills).
    pub fn free_rings(&self) -> impl Iterator<Item = Place> {
        places_of(crate::geometry::free_rings(self.rings, self.vacant()))
    }

    /// The marbles in the pool, white/grey/black.
    pub const fn pool(&self) -> [u8; 3] {
        self.pool
    }

    /// The marbles `side` has captured, white/grey/black.
    pub const fn captures(&self, side: Side) -> [u8; 3] {
        self.captures[side.index()]
    }

    /// The marbles on the board, by colour.
    pub const fn on_board(&self) -> [u8; 3] {
        [
            self.marbles[0].count_ones() as u8,
            self.marbles[1].count_ones() as u8,
            self.marbles[2].count_ones() as u8,
        ]
    }

    /// Every ring holding a marble.
    #[inline]
    pub(crate) const fn occupied(&self) -> u64 {
        self.marbles[0] | self.marbles[1] | self.marbles[2]
    }

    /// Every vacant ring.
    #[inline]
    pub(crate) const fn vacant(&self) -> u64 {
        self.rings & !self.occupied()
    }

    /// Whether the pool holds any marble.
    #[inline]
    pub(crate) const fn pool_empty(&self) -> bool {
        self.pool[0] == 0 && self.pool[1] == 0 && self.pool[2] == 0
    }
}

impl fmt::Display for Position {
    /// The canonical position string (§9.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant.word())?;
        let mut places = self.variant.places();
        for (x, &len) in self.variant.columns().iter().enumerate() {
            f.write_str(if x == 0 { " " } else { "/" })?;
            let mut run = 0;
            for p in places.by_ref().take(len) {
                let c = if !self.ring_at(p) {
                    '.'
                } else {
                    match self.marble_at(p) {
                        None => {
                            run += 1;
                            continue;
                        }
                        Some(Marble::White) => 'w',
                        Some(Marble::Grey) => 'g',
                        Some(Marble::Black) => 'b',
                    }
                };
                if run > 0 {
                    write!(f, "{run}")?;
                    run = 0;
                }
                write!(f, "{c}")?;
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
        }
        let turn = match self.status {
            Status::Turn(s) => side_letter(s).to_string(),
            Status::Over(Outcome {
                winner: Some(s), ..
            }) => format!("{}+", side_letter(s)),
            Status::Over(Outcome { winner: None, .. }) => "=".to_string(),
        };
        let counts = |c: [u8; 3]| format!("{}/{}/{}", c[0], c[1], c[2]);
        write!(
            f,
            " {turn} {} {} {}",
            counts(self.pool),
            counts(self.captures[0]),
            counts(self.captures[1])
        )
    }
}

/// The turn field as written: a player to act, a winner, or a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum TurnField {
    Turn(Side),
    Won(Side),
    Draw,
}

/// Reads the three counts of `field`.
fn counts(field: CountField, text: &str) -> Result<[u8; 3], PositionError> {
    let bad = || PositionError::Counts {
        field,
        text: excerpt(text),
    };
    let parts: Vec<&str> = text.split('/').collect();
    let [a, b, c] = parts.as_slice() else {
        return Err(bad());
    };
    let mut out = [0u8; 3];
    for (o, t) in out.iter_mut().zip([a, b, c]) {
        if t.is_empty() || t.len() > 2 || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        if t.len() == 2 && t.starts_with('0') {
            return Err(PositionError::LeadingZero {
                field,
                text: excerpt(t),
            });
        }
        *o = t.parse().map_err(|_| bad())?;
    }
    Ok(out)
}

impl FromStr for Position {
    type Err = PositionError;

    /// Reads a position string (§9.1) and checks it (§9.4).
    fn from_str(s: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = s.trim().split(' ').collect();
        if fields.len() != 6 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let variant: Variant = fields[0]
            .parse()
            .map_err(|_| PositionError::Variant(excerpt(fields[0])))?;
        let columns: Vec<&str> = fields[1].split('/').collect();
        if columns.len() != variant.column_count() {
            return Err(PositionError::ColumnCount {
                variant,
                found: columns.len(),
            });
        }
        let mut rings = 0u64;
        let mut marbles = [0u64; 3];
        let mut places = variant.places();
        for (x, text) in columns.iter().enumerate() {
            let column = char::from(b'a' + x as u8);
            let len = variant.column_len(x);
            let mut cells: Vec<Option<Option<Marble>>> = Vec::new();
            let mut last_digit = false;
            for c in text.chars() {
                let digit = c.is_ascii_digit();
                match c {
                    '0' => return Err(PositionError::Zero { column }),
                    '1'..='9' if last_digit => return Err(PositionError::TwoDigits { column }),
                    '1'..='9' => {
                        let n = c as usize - '0' as usize;
                        cells.extend(std::iter::repeat_n(Some(None), n));
                    }
                    '.' => cells.push(None),
                    'w' => cells.push(Some(Some(Marble::White))),
                    'g' => cells.push(Some(Some(Marble::Grey))),
                    'b' => cells.push(Some(Some(Marble::Black))),
                    found => return Err(PositionError::UnknownChar { column, found }),
                }
                last_digit = digit;
            }
            if cells.len() != len {
                return Err(PositionError::ColumnLength {
                    column,
                    expected: len,
                    found: cells.len(),
                });
            }
            for (p, cell) in places.by_ref().take(len).zip(cells) {
                if let Some(m) = cell {
                    rings |= p.bit();
                    if let Some(m) = m {
                        marbles[m.index()] |= p.bit();
                    }
                }
            }
        }
        let turn = match fields[2] {
            "w" => TurnField::Turn(Side::First),
            "b" => TurnField::Turn(Side::Second),
            "w+" => TurnField::Won(Side::First),
            "b+" => TurnField::Won(Side::Second),
            "=" => TurnField::Draw,
            other => return Err(PositionError::Turn(excerpt(other))),
        };
        let pool = counts(CountField::Pool, fields[3])?;
        let cw = counts(CountField::Captures(Side::First), fields[4])?;
        let cb = counts(CountField::Captures(Side::Second), fields[5])?;
        let mut p = Position {
            variant,
            status: Status::Turn(Side::First),
            rings,
            marbles,
            pool,
            captures: [cw, cb],
            hash: 0,
        };
        p.status = p.check_parsed(turn)?;
        p.hash = p.hash_from_scratch();
        Ok(p)
    }
}

impl Position {
    /// §9.4's checks of a read position; its status when it passes.
    fn check_parsed(&self, turn: TurnField) -> Result<Status, PositionError> {
        let start = self.variant.start_pool();
        let board = self.on_board();
        for m in Marble::ALL {
            let i = m.index();
            let found = u32::from(board[i])
                + u32::from(self.pool[i])
                + u32::from(self.captures[0][i])
                + u32::from(self.captures[1][i]);
            if found != u32::from(start[i]) {
                return Err(PositionError::MarbleCount {
                    marble: m,
                    found,
                    expected: u32::from(start[i]),
                });
            }
        }
        let full = self.rings & !flood(self.vacant(), self.rings);
        if let Some(place) = places_of(full).next() {
            return Err(PositionError::FullGroup(place.named(self.variant)));
        }
        let held = |s: Side| WinningSet::held(self.variant, self.captures[s.index()]);
        let (hw, hb) = (held(Side::First), held(Side::Second));
        if hw.is_some() && hb.is_some() {
            return Err(PositionError::BothWin);
        }
        let no_ring = self.rings == 0;
        match turn {
            TurnField::Turn(side) => {
                for s in Side::BOTH {
                    if held(s).is_some() {
                        return Err(PositionError::InProgressWithSet(s));
                    }
                }
                if no_ring {
                    return Err(PositionError::InProgressNoRing);
                }
                if !self.can_act(side) {
                    return Err(PositionError::CannotAct(side));
                }
                Ok(Status::Turn(side))
            }
            TurnField::Won(side) => {
                if held(side.other()).is_some() {
                    return Err(PositionError::LoserHoldsSet(side));
                }
                let reason = if no_ring {
                    Reason::NoRingLeft
                } else if let Some(set) = held(side) {
                    Reason::WinningSet(set)
                } else {
                    return Err(PositionError::NoWin(side));
                };
                Ok(Status::Over(Outcome {
                    winner: Some(side),
                    reason,
                }))
            }
            TurnField::Draw => {
                for s in Side::BOTH {
                    if held(s).is_some() {
                        return Err(PositionError::DrawWithSet(s));
                    }
                }
                if no_ring {
                    return Err(PositionError::DrawNoRing);
                }
                for s in Side::BOTH {
                    if self.can_act(s) {
                        return Err(PositionError::DrawCanAct(s));
                    }
                }
                Ok(Status::Over(Outcome {
                    winner: None,
                    reason: Reason::NoOneCanAct,
                }))
            }
        }
    }
}
