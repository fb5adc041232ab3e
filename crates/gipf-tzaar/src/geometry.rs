//! The board (TZAAR.md §2): the 61 points of a hexagon with 5 on a side, without its centre
//! `e5`: 60 spaces `a1`..`i5`, their lines in the six directions (each stopping before the
//! centre), as tables built at compile time, so the hot paths only index arrays and masks.

use std::fmt;
use std::str::FromStr;

use crate::error::{excerpt, SpaceError};

/// The number of spaces on the board (the centre is none).
pub const SPACE_COUNT: usize = 60;

/// The number of points of each column `a`..`i` (column `e` counts its centre).
const COL_LEN: [i32; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];

/// Index of the first space of each column in canonical order (column `e` has 8 spaces).
const COL_START: [u8; 10] = [0, 5, 11, 18, 26, 34, 42, 49, 55, 60];

/// The six directions as skew (x, y) steps (TZAAR.md §2). The first three raise the space
/// index, the last three lower it: what lets a line's first stack be found with one mask.
pub(crate) const DIRS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];

/// No space.
pub(crate) const NONE: u8 = u8::MAX;

/// A space of the board, `a1`..`i5` without the centre `e5`. Ordered canonically, column by
/// column and upwards inside one: the byte order of the names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Space(u8);

/// Whether the skew point (x, y) is a space (on the board and not the centre).
const fn is_space(x: i32, y: i32) -> bool {
    let lo = if x > 4 { x - 4 } else { 0 };
    let hi = if x + 4 < 8 { x + 4 } else { 8 };
    x >= 0 && x <= 8 && y >= lo && y <= hi && !(x == 4 && y == 4)
}

const fn index_of(x: i32, y: i32) -> u8 {
    if !is_space(x, y) {
        return NONE;
    }
    let lo = if x > 4 { x - 4 } else { 0 };
    let mut k = y - lo;
    // Column `e` skips its centre.
    if x == 4 && y > 4 {
        k -= 1;
    }
    COL_START[x as usize] + k as u8
}

const fn build_xy() -> [(u8, u8); SPACE_COUNT] {
    let mut t = [(0, 0); SPACE_COUNT];
    let mut x = 0;
    while x < 9 {
        let mut y = 0;
        while y < 9 {
            let i = index_of(x, y);
            if i != NONE {
                t[i as usize] = (x as u8, y as u8);
            }
            y += 1;
        }
        x += 1;
    }
    t
}

/// Skew coordinates of every space.
const XY: [(u8, u8); SPACE_COUNT] = build_xy();

const fn build_rays() -> [[u64; 6]; SPACE_COUNT] {
    let mut t = [[0u64; 6]; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let (x, y) = XY[i];
        let mut d = 0;
        while d < 6 {
            let (mut cx, mut cy) = (x as i32 + DIRS[d].0, y as i32 + DIRS[d].1);
            // A line ends at the edge, or before the centre (`is_space` is false there too).
            while is_space(cx, cy) {
                t[i][d] |= 1 << index_of(cx, cy);
                cx += DIRS[d].0;
                cy += DIRS[d].1;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `RAYS[space][d]`: the spaces of the line from `space` in direction `d`, as a mask.
pub(crate) const RAYS: [[u64; 6]; SPACE_COUNT] = build_rays();

/// Every space, as a mask.
pub(crate) const ALL: u64 = (1 << SPACE_COUNT) - 1;

/// The first space of a line (given as its mask, direction `d`) that `occupied` holds.
#[inline]
pub(crate) fn first_on(ray: u64, d: usize, occupied: u64) -> Option<usize> {
    let m = ray & occupied;
    if m == 0 {
        None
    } else if d < 3 {
        Some(m.trailing_zeros() as usize)
    } else {
        Some(63 - m.leading_zeros() as usize)
    }
}

impl Space {
    /// The space at skew coordinates (x, y) (TZAAR.md §2), if it is one.
    pub const fn from_xy(x: i32, y: i32) -> Option<Space> {
        let i = index_of(x, y);
        if i == NONE {
            None
        } else {
            Some(Space(i))
        }
    }

    /// The space with this canonical index (0 = `a1` .. 59 = `i5`).
    pub const fn from_index(i: usize) -> Option<Space> {
        if i < SPACE_COUNT {
            Some(Space(i as u8))
        } else {
            None
        }
    }

    /// The canonical index, 0 (`a1`) to 59 (`i5`): column by column, upwards.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The column index, `a` = 0 .. `i` = 8.
    pub const fn x(self) -> i32 {
        XY[self.0 as usize].0 as i32
    }

    /// The skew row index (TZAAR.md §2).
    pub const fn y(self) -> i32 {
        XY[self.0 as usize].1 as i32
    }

    /// Every space in canonical order.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..SPACE_COUNT as u8).map(Space)
    }

    /// The adjacent spaces (one step in a direction; never the centre), in canonical order.
    pub fn neighbours(self) -> impl Iterator<Item = Space> {
        let mut m = 0u64;
        for (dx, dy) in DIRS {
            if let Some(s) = Space::from_xy(self.x() + dx, self.y() + dy) {
                m |= s.bit();
            }
        }
        spaces_of(m)
    }

    /// The spaces of the line from this space in direction `(dx, dy)` (one of the six),
    /// nearest first; empty for another step.
    pub fn line(self, dx: i32, dy: i32) -> Vec<Space> {
        let Some(d) = DIRS.iter().position(|&s| s == (dx, dy)) else {
            return Vec::new();
        };
        let mut v: Vec<Space> = spaces_of(RAYS[self.index()][d]).collect();
        if d >= 3 {
            v.reverse();
        }
        v
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
        let n = i32::from(y) + 1 - (i32::from(x) - 4).max(0);
        write!(f, "{}{}", char::from(b'a' + x), n)
    }
}

impl FromStr for Space {
    type Err = SpaceError;

    /// A column `a`..`i` (either case) and a number counted from White's side.
    fn from_str(s: &str) -> Result<Space, SpaceError> {
        let bad = || SpaceError::NotASpace(excerpt(s));
        let &[l, n] = s.as_bytes() else {
            return Err(bad());
        };
        let l = l.to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&l) || !(b'1'..=b'9').contains(&n) {
            return Err(bad());
        }
        let (x, n) = (i32::from(l - b'a'), i32::from(n - b'0'));
        if n > COL_LEN[x as usize] {
            return Err(bad());
        }
        if (x, n) == (4, 5) {
            return Err(SpaceError::Centre);
        }
        Space::from_xy(x, n - 1 + (x - 4).max(0)).ok_or_else(bad)
    }
}
