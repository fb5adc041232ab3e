//! The board (YINSH.md §2): the 85 points `a2`..`k10` of a hexagonal grid, the six
//! directions, the lines through them, as tables built at compile time, so the hot paths only
//! index arrays and shift masks.
//!
//! A point lives in a *slot* of a 121-bit mask: slot = 11 · column + number − 1. Slots keep the
//! canonical order (by column, then by number), and one step in a direction is one shift of
//! the mask: +1 up a column, +11 to the next column (same number), +12 along the diagonal.
//! No shift carries a point onto a point that is not its neighbour (the top of columns `g`..`j`
//! would land on the bottom of the columns two apart, where no point exists), so a mask of
//! points shifted and masked again is exactly the neighbours in that direction.

use std::fmt;
use std::str::FromStr;

use crate::error::{excerpt, PointError};

/// The number of points on the board.
pub const POINT_COUNT: usize = 85;

/// The number of slots (11 columns of 11 numbers).
pub(crate) const SLOTS: usize = 121;

/// The six directions as (column, number) steps (YINSH.md §2). The first three raise the
/// slot, the last three lower it: what lets a line's first piece be found with one mask.
pub(crate) const DIRS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];

/// The slot shift of the three rising directions.
pub(crate) const SHIFTS: [u32; 3] = [1, 11, 12];

/// The six corners of the hexagon, which are no points (as (column, number)).
const CORNERS: [(i32, i32); 6] = [(0, 1), (0, 6), (5, 1), (5, 11), (10, 6), (10, 11)];

/// Whether (x, n) is a point: on the hexagon of radius 5 around `f6`, not a corner.
const fn is_point(x: i32, n: i32) -> bool {
    let (dx, dn) = (x - 5, n - 6);
    let d = dx - dn;
    if dx.abs() > 5 || dn.abs() > 5 || d.abs() > 5 {
        return false;
    }
    let mut i = 0;
    while i < 6 {
        if CORNERS[i].0 == x && CORNERS[i].1 == n {
            return false;
        }
        i += 1;
    }
    true
}

/// The slot of (x, n), or `None` off the board.
const fn slot_of(x: i32, n: i32) -> Option<usize> {
    if is_point(x, n) {
        Some((x * 11 + n - 1) as usize)
    } else {
        None
    }
}

const fn build_valid() -> u128 {
    let mut m = 0u128;
    let mut s = 0;
    while s < SLOTS {
        if is_point((s / 11) as i32, (s % 11) as i32 + 1) {
            m |= 1 << s;
        }
        s += 1;
    }
    m
}

/// Every point, as a mask of slots.
pub(crate) const ALL: u128 = build_valid();

/// The slot of every point in canonical order, and the canonical index of every slot.
const fn build_index() -> ([u8; POINT_COUNT], [u8; SLOTS]) {
    let mut slot = [0u8; POINT_COUNT];
    let mut canon = [u8::MAX; SLOTS];
    let mut s = 0;
    let mut i = 0;
    while s < SLOTS {
        if ALL & (1 << s) != 0 {
            slot[i] = s as u8;
            canon[s] = i as u8;
            i += 1;
        }
        s += 1;
    }
    (slot, canon)
}

const INDEX: ([u8; POINT_COUNT], [u8; SLOTS]) = build_index();

const fn build_rays() -> [[u128; 6]; SLOTS] {
    let mut t = [[0u128; 6]; SLOTS];
    let mut s = 0;
    while s < SLOTS {
        let (x, n) = ((s / 11) as i32, (s % 11) as i32 + 1);
        if is_point(x, n) {
            let mut d = 0;
            while d < 6 {
                let (mut cx, mut cn) = (x + DIRS[d].0, n + DIRS[d].1);
                while let Some(j) = slot_of(cx, cn) {
                    t[s][d] |= 1 << j;
                    cx += DIRS[d].0;
                    cn += DIRS[d].1;
                }
                d += 1;
            }
        }
        s += 1;
    }
    t
}

/// `RAYS[slot][d]`: the points of the line from `slot` in direction `d`, as a mask.
pub(crate) const RAYS: [[u128; 6]; SLOTS] = build_rays();

/// The name order of the slots (YINSH.md §10: `legal` is in byte order, where `e10` comes
/// before `e2`): by column, then by number as text. Unique per point, below 128.
const fn build_name_key() -> [u8; SLOTS] {
    // The numbers 1..=11 in the byte order of their text: 1 10 11 2 3 .. 9.
    const TEXT_RANK: [u8; 12] = [0, 0, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2];
    let mut t = [0u8; SLOTS];
    let mut s = 0;
    while s < SLOTS {
        t[s] = (s / 11) as u8 * 11 + TEXT_RANK[s % 11 + 1];
        s += 1;
    }
    t
}

/// The byte order of each slot's name.
pub(crate) const NAME_KEY: [u8; SLOTS] = build_name_key();

/// The first piece of a line (its mask `ray`, direction `d`) in `occupied`, as a slot.
#[inline]
pub(crate) fn first_on(ray: u128, d: usize, occupied: u128) -> Option<usize> {
    let m = ray & occupied;
    if m == 0 {
        None
    } else if d < 3 {
        Some(m.trailing_zeros() as usize)
    } else {
        Some(127 - m.leading_zeros() as usize)
    }
}

/// The points of `ray` (direction `d`) strictly before slot `at`.
#[inline]
pub(crate) fn before(ray: u128, d: usize, at: usize) -> u128 {
    if d < 3 {
        ray & ((1u128 << at) - 1)
    } else {
        ray & !((1u128 << at) | ((1u128 << at) - 1))
    }
}

/// The direction (index into [`DIRS`]) from `from` to `to` and the number of steps, if they
/// are distinct points on one line.
pub(crate) fn direction(from: Point, to: Point) -> Option<(usize, i32)> {
    let (dx, dn) = (to.x() - from.x(), to.n() - from.n());
    let steps = dx.abs().max(dn.abs());
    if steps == 0 || !(dx == 0 || dn == 0 || dx == dn) {
        return None;
    }
    let unit = (dx.signum(), dn.signum());
    DIRS.iter().position(|&d| d == unit).map(|d| (d, steps))
}

/// The points strictly between two points of one line (empty if they are not on one).
pub(crate) fn between(from: Point, to: Point) -> u128 {
    match direction(from, to) {
        Some((d, _)) => RAYS[from.slot()][d] & !RAYS[to.slot()][d] & !to.bit(),
        None => 0,
    }
}

/// A point of the board, `a2`..`k10` (YINSH.md §2). Ordered canonically: by column, then by
/// number as a number (`e2 < e9 < e10 < f2`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The point in column `x` (`a` = 0 .. `k` = 10) with number `n`, if it is one.
    pub const fn from_xn(x: i32, n: i32) -> Option<Point> {
        match slot_of(x, n) {
            Some(s) => Some(Point(s as u8)),
            None => None,
        }
    }

    /// The point with this canonical index (0 = `a2` .. 84 = `k10`).
    pub const fn from_index(i: usize) -> Option<Point> {
        if i < POINT_COUNT {
            Some(Point(INDEX.0[i]))
        } else {
            None
        }
    }

    /// The canonical index, 0 (`a2`) to 84 (`k10`): by column, then by number.
    pub const fn index(self) -> usize {
        INDEX.1[self.0 as usize] as usize
    }

    /// The column index, `a` = 0 .. `k` = 10.
    pub const fn x(self) -> i32 {
        self.0 as i32 / 11
    }

    /// The number, 1 .. 11.
    pub const fn n(self) -> i32 {
        self.0 as i32 % 11 + 1
    }

    /// Every point in canonical order.
    pub fn all() -> impl Iterator<Item = Point> {
        INDEX.0.into_iter().map(Point)
    }

    /// The adjacent points, in canonical order.
    pub fn neighbours(self) -> impl Iterator<Item = Point> {
        let mut m = 0u128;
        for (dx, dn) in DIRS {
            if let Some(p) = Point::from_xn(self.x() + dx, self.n() + dn) {
                m |= p.bit();
            }
        }
        points_of(m)
    }

    /// The points of the line from this point in direction `(dx, dn)` (one of the six),
    /// nearest first; empty for another step.
    pub fn line(self, dx: i32, dn: i32) -> Vec<Point> {
        let Some(d) = DIRS.iter().position(|&s| s == (dx, dn)) else {
            return Vec::new();
        };
        let mut v: Vec<Point> = points_of(RAYS[self.slot()][d]).collect();
        if d >= 3 {
            v.reverse();
        }
        v
    }

    /// The point's slot.
    #[inline]
    pub(crate) const fn slot(self) -> usize {
        self.0 as usize
    }

    /// The point in a slot known to be one.
    #[inline]
    pub(crate) const fn from_slot(s: usize) -> Point {
        Point(s as u8)
    }

    /// The point's bit in a mask of slots.
    #[inline]
    pub(crate) const fn bit(self) -> u128 {
        1 << self.0
    }

    /// Where this point's name comes in byte order.
    #[inline]
    pub(crate) const fn name_key(self) -> u8 {
        NAME_KEY[self.0 as usize]
    }
}

/// The points of a mask, in canonical order.
pub(crate) fn points_of(mut mask: u128) -> impl Iterator<Item = Point> {
    mask &= ALL;
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let s = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Point(s))
    })
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.x() as u8), self.n())
    }
}

impl FromStr for Point {
    type Err = PointError;

    /// A column `a`..`k` (either case) and a number without a leading zero.
    fn from_str(s: &str) -> Result<Point, PointError> {
        let bad = || PointError::NotAPoint(excerpt(s));
        let b = s.as_bytes();
        let (&l, digits) = b.split_first().ok_or_else(bad)?;
        let l = l.to_ascii_lowercase();
        let digits_ok = matches!(digits.len(), 1 | 2)
            && digits.iter().all(u8::is_ascii_digit)
            && digits[0] != b'0';
        if !(b'a'..=b'k').contains(&l) || !digits_ok {
            return Err(bad());
        }
        let x = i32::from(l - b'a');
        let n = digits
            .iter()
            .fold(0i32, |acc, &d| acc * 10 + i32::from(d - b'0'));
        if CORNERS.contains(&(x, n)) {
            return Err(PointError::Corner(format!("{}{n}", char::from(l))));
        }
        Point::from_xn(x, n).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shift_carries_every_point_onto_its_neighbour_or_off_the_board() {
        for p in Point::all() {
            for (d, &shift) in SHIFTS.iter().enumerate() {
                let moved = (p.bit() << shift) & ALL;
                let neighbour = Point::from_xn(p.x() + DIRS[d].0, p.n() + DIRS[d].1);
                assert_eq!(moved, neighbour.map_or(0, Point::bit), "{p} direction {d}");
            }
        }
        assert_eq!(ALL.count_ones() as usize, POINT_COUNT);
    }
}
