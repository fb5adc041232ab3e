//! The board (DVONN.md §2): 49 spaces `a1`..`k5` in 5 rows of 9, 10, 11, 10 and 9, their
//! neighbours, and the spaces a stack of a given height reaches. Everything is a table built
//! at compile time, so the hot paths only index arrays and masks.

use std::fmt;
use std::str::FromStr;

use crate::error::SpaceError;

/// The number of spaces on the board.
pub const SPACE_COUNT: usize = 49;

/// Index of the first space of each row in canonical order (row 1 first, by letter).
const ROW_START: [u8; 6] = [0, 9, 19, 30, 40, 49];

/// The letter index of the first space of each row (`a`, `a`, `a`, `b`, `c`).
const ROW_FIRST_X: [i32; 5] = [0, 0, 0, 1, 2];

/// The six directions as (letter, row) steps, in the byte order of the spaces they reach
/// (letter first, then row), so that moves come out sorted by their text.
pub(crate) const DIRS: [(i32, i32); 6] = [(-1, -1), (-1, 0), (0, -1), (0, 1), (1, 0), (1, 1)];

/// The highest stack that can still move: no two spaces are more than 10 apart on a line.
pub(crate) const MAX_REACH: usize = 10;

/// No space (in the reach table).
pub(crate) const NONE: u8 = u8::MAX;

/// A space of the board, `a1`..`k5` (DVONN.md §2). Ordered canonically: row 1 to row 5, each
/// row by letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Space(u8);

const fn exists(x: i32, y: i32) -> bool {
    x >= 0 && x <= 10 && y >= 0 && y <= 4 && x - y <= 8 && y - x <= 2
}

const fn index_of(x: i32, y: i32) -> u8 {
    if exists(x, y) {
        ROW_START[y as usize] + (x - ROW_FIRST_X[y as usize]) as u8
    } else {
        NONE
    }
}

const fn build_xy() -> [(u8, u8); SPACE_COUNT] {
    let mut t = [(0, 0); SPACE_COUNT];
    let mut y = 0;
    while y < 5 {
        let mut x = 0;
        while x < 11 {
            let i = index_of(x, y);
            if i != NONE {
                t[i as usize] = (x as u8, y as u8);
            }
            x += 1;
        }
        y += 1;
    }
    t
}

/// Letter and row index of every space.
const XY: [(u8, u8); SPACE_COUNT] = build_xy();

const fn build_neighbours() -> [u64; SPACE_COUNT] {
    let mut t = [0u64; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let (x, y) = XY[i];
        let mut d = 0;
        while d < 6 {
            let j = index_of(x as i32 + DIRS[d].0, y as i32 + DIRS[d].1);
            if j != NONE {
                t[i] |= 1 << j;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// The neighbours of every space, as a mask of space indices.
pub(crate) const NEIGHBOURS: [u64; SPACE_COUNT] = build_neighbours();

const fn build_inner() -> u64 {
    let mut m = 0;
    let mut i = 0;
    while i < SPACE_COUNT {
        if NEIGHBOURS[i].count_ones() == 6 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}

/// The 25 inner spaces (six neighbours): the only ones that can be surrounded.
pub(crate) const INNER: u64 = build_inner();

/// Every space, as a mask.
pub(crate) const ALL: u64 = (1 << SPACE_COUNT) - 1;

const fn build_reach() -> [[[u8; 6]; MAX_REACH + 1]; SPACE_COUNT] {
    let mut t = [[[NONE; 6]; MAX_REACH + 1]; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let (x, y) = XY[i];
        let mut h = 1;
        while h <= MAX_REACH {
            let mut d = 0;
            while d < 6 {
                t[i][h][d] = index_of(
                    x as i32 + DIRS[d].0 * h as i32,
                    y as i32 + DIRS[d].1 * h as i32,
                );
                d += 1;
            }
            h += 1;
        }
        i += 1;
    }
    t
}

/// `REACH[space][h][d]`: the space `h` steps away in direction `d`, or [`NONE`].
pub(crate) const REACH: [[[u8; 6]; MAX_REACH + 1]; SPACE_COUNT] = build_reach();

/// The six directions in turning order: each is a neighbour of the next (and the last of
/// the first), so the neighbours of a space form a ring.
const RING_DIRS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

const fn build_ring() -> [[u8; 6]; SPACE_COUNT] {
    let mut t = [[NONE; 6]; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let (x, y) = XY[i];
        let mut k = 0;
        while k < 6 {
            t[i][k] = index_of(x as i32 + RING_DIRS[k].0, y as i32 + RING_DIRS[k].1);
            k += 1;
        }
        i += 1;
    }
    t
}

/// The neighbours of every space in turning order ([`NONE`] off the board).
pub(crate) const RING: [[u8; 6]; SPACE_COUNT] = build_ring();

const fn build_arcs() -> [u8; 64] {
    let mut t = [0; 64];
    let mut m = 0;
    while m < 64 {
        // An arc starts where an occupied neighbour follows a vacant one, turning.
        let mut k = 0;
        while k < 6 {
            if m & (1 << k) != 0 && m & (1 << ((k + 5) % 6)) == 0 {
                t[m] += 1;
            }
            k += 1;
        }
        if m == 63 {
            t[m] = 1;
        }
        m += 1;
    }
    t
}

/// The number of separate arcs that a set of occupied ring neighbours (a 6-bit mask in
/// turning order) makes.
pub(crate) const ARCS: [u8; 64] = build_arcs();

const fn build_letter_order() -> [u8; SPACE_COUNT] {
    let mut t = [0; SPACE_COUNT];
    let mut n = 0;
    let mut x = 0;
    while x < 11 {
        let mut y = 0;
        while y < 5 {
            let i = index_of(x, y);
            if i != NONE {
                t[n] = i;
                n += 1;
            }
            y += 1;
        }
        x += 1;
    }
    t
}

/// Space indices in the byte order of their names (`a1 a2 a3 b1 ..`): the order of `legal`.
pub(crate) const LETTER_ORDER: [u8; SPACE_COUNT] = build_letter_order();

impl Space {
    /// The space at letter index `x` (`a` = 0) and row index `y` (row 1 = 0), if it exists.
    pub const fn from_xy(x: i32, y: i32) -> Option<Space> {
        let i = index_of(x, y);
        if i == NONE {
            None
        } else {
            Some(Space(i))
        }
    }

    /// The space with this canonical index (0 = `a1` .. 48 = `k5`).
    pub const fn from_index(i: usize) -> Option<Space> {
        if i < SPACE_COUNT {
            Some(Space(i as u8))
        } else {
            None
        }
    }

    /// The canonical index, 0 (`a1`) to 48 (`k5`): row 1 to row 5, each row by letter.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The letter index, `a` = 0 .. `k` = 10.
    pub const fn x(self) -> i32 {
        XY[self.0 as usize].0 as i32
    }

    /// The row index, row 1 = 0 .. row 5 = 4.
    pub const fn y(self) -> i32 {
        XY[self.0 as usize].1 as i32
    }

    /// Every space in canonical order.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..SPACE_COUNT as u8).map(Space)
    }

    /// The neighbouring spaces, in canonical order.
    pub fn neighbours(self) -> impl Iterator<Item = Space> {
        spaces_of(NEIGHBOURS[self.index()])
    }

    /// Whether the space has fewer than six neighbours (it can never be surrounded).
    pub const fn is_edge(self) -> bool {
        INNER & (1 << self.0) == 0
    }

    /// The space's bit in a mask of spaces.
    pub(crate) const fn bit(self) -> u64 {
        1 << self.0
    }
}

/// The spaces of a mask, in canonical order.
pub(crate) fn spaces_of(mut mask: u64) -> impl Iterator<Item = Space> {
    mask &= ALL;
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Space(i))
    })
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (x, y) = XY[self.index()];
        write!(f, "{}{}", char::from(b'a' + x), y + 1)
    }
}

impl FromStr for Space {
    type Err = SpaceError;

    /// A letter `a`..`k` (either case) and a row `1`..`5`, naming a space of the board.
    fn from_str(s: &str) -> Result<Space, SpaceError> {
        let bad = || SpaceError::NotASpace(crate::error::excerpt(s));
        let &[l, r] = s.as_bytes() else {
            return Err(bad());
        };
        let l = l.to_ascii_lowercase();
        if !(b'a'..=b'k').contains(&l) || !(b'1'..=b'5').contains(&r) {
            return Err(bad());
        }
        Space::from_xy(i32::from(l - b'a'), i32::from(r - b'1')).ok_or_else(bad)
    }
}
