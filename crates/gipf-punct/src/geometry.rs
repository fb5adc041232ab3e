//! The board (PUNCT.md §2): the 211 points `a2`..`q16`, the six directions, the centre, the
//! six sides, and the bit sets over them, as tables built at compile time so that the hot
//! paths only index arrays and shift masks.
//!
//! A point has two numbers: its canonical index (0..211, by column then row: the order of
//! `Point`'s `Ord`) and its *cell*, 18 · x + y, the bit of a [`Bits`]. The stride 18 leaves a
//! blank cell above every column, so one step in a direction is one shift of a mask
//! (+18 E, +19 NE, +1 NW) that never carries a point onto one that is not its neighbour.

use std::fmt;
use std::str::FromStr;

use crate::error::PointError;

/// The number of points on the board.
pub const POINT_COUNT: usize = 211;

/// Cells per column (17 rows and one blank).
pub(crate) const STRIDE: i32 = 18;

/// The number of cells (17 columns).
pub(crate) const CELLS: usize = 17 * STRIDE as usize;

/// The words of a [`Bits`].
const WORDS: usize = 5;

/// The six directions as (Δx, Δy) steps, counterclockwise: E, NE, NW, W, SW, SE (§2).
pub(crate) const DIRS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// The six missing corners.
const CORNERS: [(i32, i32); 6] = [(0, 0), (0, 8), (8, 0), (8, 16), (16, 8), (16, 16)];

/// Whether (x, y) is a point of the board (§2).
pub(crate) const fn exists(x: i32, y: i32) -> bool {
    if x < 0 || x > 16 || y < 0 || y > 16 || (x - y).abs() > 8 {
        return false;
    }
    let mut i = 0;
    while i < 6 {
        if CORNERS[i].0 == x && CORNERS[i].1 == y {
            return false;
        }
        i += 1;
    }
    true
}

/// The cell of (x, y) (no check).
pub(crate) const fn cell_of(x: i32, y: i32) -> usize {
    (x * STRIDE + y) as usize
}

/// (x, y) of every point in canonical order, and the canonical index of every cell (255 for
/// a cell that is no point).
const fn build_index() -> ([(i8, i8); POINT_COUNT], [u8; CELLS]) {
    let mut xy = [(0i8, 0i8); POINT_COUNT];
    let mut canon = [u8::MAX; CELLS];
    let mut i = 0;
    let mut x = 0;
    while x < 17 {
        let mut y = 0;
        while y < 17 {
            if exists(x, y) {
                xy[i] = (x as i8, y as i8);
                canon[cell_of(x, y)] = i as u8;
                i += 1;
            }
            y += 1;
        }
        x += 1;
    }
    (xy, canon)
}

const INDEX: ([(i8, i8); POINT_COUNT], [u8; CELLS]) = build_index();
/// (x, y) of each point by canonical index.
pub(crate) static XY: [(i8, i8); POINT_COUNT] = INDEX.0;
/// The canonical index of each cell, 255 where there is no point.
pub(crate) static CANON: [u8; CELLS] = INDEX.1;

/// A set of cells (a bit per cell): what the board's masks are made of.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct Bits(pub(crate) [u64; WORDS]);

impl Bits {
    /// No cell.
    pub(crate) const EMPTY: Bits = Bits([0; WORDS]);

    /// The set with `cell` added.
    pub(crate) const fn with(mut self, cell: usize) -> Bits {
        self.0[cell / 64] |= 1 << (cell % 64);
        self
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub(crate) const fn has(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 != 0
    }

    /// Adds `cell`.
    #[inline]
    pub(crate) fn set(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    /// Removes `cell`.
    #[inline]
    pub(crate) fn clear(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }

    /// Both sets.
    #[inline]
    pub(crate) const fn and(self, o: Bits) -> Bits {
        let mut r = self;
        let mut i = 0;
        while i < WORDS {
            r.0[i] &= o.0[i];
            i += 1;
        }
        r
    }

    /// Either set.
    #[inline]
    pub(crate) const fn or(self, o: Bits) -> Bits {
        let mut r = self;
        let mut i = 0;
        while i < WORDS {
            r.0[i] |= o.0[i];
            i += 1;
        }
        r
    }

    /// This set without `o`.
    #[inline]
    pub(crate) const fn minus(self, o: Bits) -> Bits {
        let mut r = self;
        let mut i = 0;
        while i < WORDS {
            r.0[i] &= !o.0[i];
            i += 1;
        }
        r
    }

    /// Whether the set holds any cell.
    #[inline]
    pub(crate) const fn any(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3] | self.0[4]) != 0
    }

    /// Whether both sets hold the same cells (word by word: the derived `==` on the array
    /// is a `memcmp` call, a sixth of a search's time in the connection checks).
    #[inline]
    pub(crate) const fn same(&self, o: &Bits) -> bool {
        ((self.0[0] ^ o.0[0])
            | (self.0[1] ^ o.0[1])
            | (self.0[2] ^ o.0[2])
            | (self.0[3] ^ o.0[3])
            | (self.0[4] ^ o.0[4]))
            == 0
    }

    /// The number of cells.
    #[inline]
    pub(crate) const fn count(&self) -> u32 {
        self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()
            + self.0[4].count_ones()
    }

    /// The set of cells `c` such that `c + off` is in this set (cells below 0 or past the
    /// end drop out).
    #[inline]
    pub(crate) const fn pulled(self, off: i32) -> Bits {
        let mut r = [0u64; WORDS];
        if off >= 0 {
            let (q, s) = ((off / 64) as usize, (off % 64) as u32);
            let mut i = 0;
            while i + q < WORDS {
                let mut v = self.0[i + q] >> s;
                if s != 0 && i + q + 1 < WORDS {
                    v |= self.0[i + q + 1] << (64 - s);
                }
                r[i] = v;
                i += 1;
            }
        } else {
            let n = -off;
            let (q, s) = ((n / 64) as usize, (n % 64) as u32);
            let mut i = q;
            while i < WORDS {
                let mut v = self.0[i - q] << s;
                if s != 0 && i > q {
                    v |= self.0[i - q - 1] >> (64 - s);
                }
                r[i] = v;
                i += 1;
            }
        }
        Bits(r)
    }

    /// The cells next to a cell of the set (and the set itself).
    #[inline]
    pub(crate) const fn grown(self) -> Bits {
        self.or(self.pulled(1))
            .or(self.pulled(-1))
            .or(self.pulled(STRIDE))
            .or(self.pulled(-STRIDE))
            .or(self.pulled(STRIDE + 1))
            .or(self.pulled(-STRIDE - 1))
    }

    /// The cells of the set, in increasing order.
    pub(crate) fn cells(self) -> impl Iterator<Item = usize> {
        let mut words = self.0;
        let mut w = 0;
        std::iter::from_fn(move || {
            while w < WORDS {
                if words[w] != 0 {
                    let b = words[w].trailing_zeros() as usize;
                    words[w] &= words[w] - 1;
                    return Some(w * 64 + b);
                }
                w += 1;
            }
            None
        })
    }
}

/// The points that satisfy `f(x, y)`, as a set of cells.
const fn cells_where(f: u8) -> Bits {
    let mut b = Bits::EMPTY;
    let mut i = 0;
    while i < POINT_COUNT {
        let (x, y) = (XY[i].0 as i32, XY[i].1 as i32);
        let yes = match f {
            0 => true,
            1 => max3((x - 8).abs(), (y - 8).abs(), (x - y).abs()) <= 2,
            2 => x == 0,
            3 => x == 16,
            4 => y == 0,
            5 => y == 16,
            6 => x - y == 8,
            _ => x - y == -8,
        };
        if yes {
            b = b.with(cell_of(x, y));
        }
        i += 1;
    }
    b
}

const fn max3(a: i32, b: i32, c: i32) -> i32 {
    let m = if a > b { a } else { b };
    if m > c {
        m
    } else {
        c
    }
}

/// Every point.
pub(crate) const ALL: Bits = cells_where(0);
/// The central hexagon: the 19 points within 2 of `i9`.
pub(crate) const CENTRE: Bits = cells_where(1);
/// The six sides, as the three opposite pairs of [`Axis::ALL`].
pub(crate) const SIDES: [[Bits; 2]; 3] = [
    [cells_where(2), cells_where(3)],
    [cells_where(4), cells_where(5)],
    [cells_where(6), cells_where(7)],
];

/// One of the three pairs of opposite sides a connection joins (§2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Axis {
    /// Column `a` (`a2`–`a8`) to column `q` (`q10`–`q16`).
    Columns,
    /// Row 1 (`b1`–`h1`) to row 17 (`j17`–`p17`).
    Rows,
    /// The diagonal side `j2`…`p8` to `b10`…`h16`.
    Diagonals,
}

impl Axis {
    /// The three pairs, in this order.
    pub const ALL: [Axis; 3] = [Axis::Columns, Axis::Rows, Axis::Diagonals];

    /// The pair's number in [`Axis::ALL`].
    pub const fn index(self) -> usize {
        match self {
            Axis::Columns => 0,
            Axis::Rows => 1,
            Axis::Diagonals => 2,
        }
    }

    /// The 7 points of each of the two sides, in canonical order.
    pub fn sides(self) -> [Vec<Point>; 2] {
        let [a, b] = SIDES[self.index()];
        [points_of(a).collect(), points_of(b).collect()]
    }
}

impl fmt::Display for Axis {
    /// `column a to column q`, `row 1 to row 17`, `j2-p8 to b10-h16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Axis::Columns => "column a to column q",
            Axis::Rows => "row 1 to row 17",
            Axis::Diagonals => "side j2-p8 to side b10-h16",
        })
    }
}

/// A point of the board (§2). `Ord` is the canonical order: by column, then by row number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The point with canonical index `i` (0..211), if any.
    pub const fn from_index(i: usize) -> Option<Point> {
        if i < POINT_COUNT {
            Some(Point(i as u8))
        } else {
            None
        }
    }

    /// The point at (x, y): x the column (`a` = 0 .. `q` = 16), y the row number − 1.
    pub const fn from_xy(x: i32, y: i32) -> Option<Point> {
        if exists(x, y) {
            Some(Point(CANON[cell_of(x, y)]))
        } else {
            None
        }
    }

    /// Its canonical index, 0..211.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its column, 0 (`a`) to 16 (`q`).
    pub const fn x(self) -> i32 {
        XY[self.0 as usize].0 as i32
    }

    /// Its row number − 1, 0 to 16.
    pub const fn y(self) -> i32 {
        XY[self.0 as usize].1 as i32
    }

    /// (x, y), for drawing: x the column, y the row − 1. On a drawing with row 1 at the
    /// bottom, the centre of the point is at (x − y/2, y · √3/2) in units of one step.
    pub const fn xy(self) -> (i32, i32) {
        (self.x(), self.y())
    }

    /// The neighbour one step away in direction `dir` (0..6: E, NE, NW, W, SW, SE).
    pub fn step(self, dir: usize) -> Option<Point> {
        let (dx, dy) = DIRS[dir % 6];
        Point::from_xy(self.x() + dx, self.y() + dy)
    }

    /// Its neighbours, in the order E, NE, NW, W, SW, SE (those that exist).
    pub fn neighbours(self) -> impl Iterator<Item = Point> {
        (0..6).filter_map(move |d| self.step(d))
    }

    /// Whether it is one of the 19 points of the central hexagon.
    pub const fn is_central(self) -> bool {
        CENTRE.has(self.cell())
    }

    /// Every point, in canonical order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..POINT_COUNT as u8).map(Point)
    }

    /// The cell of the point.
    #[inline]
    pub(crate) const fn cell(self) -> usize {
        cell_of(self.x(), self.y())
    }

    /// The point of a cell known to be one.
    #[inline]
    pub(crate) const fn of_cell(cell: usize) -> Point {
        Point(CANON[cell])
    }
}

/// The points of a set of cells, in canonical order.
pub(crate) fn points_of(b: Bits) -> impl Iterator<Item = Point> {
    b.cells().map(Point::of_cell)
}

/// The 19 points of the central hexagon, in canonical order.
pub fn central_points() -> Vec<Point> {
    points_of(CENTRE).collect()
}

impl fmt::Display for Point {
    /// `a2`, `q16`: the column letter and the row number, lower case.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = char::from(b'a' + self.x() as u8);
        write!(f, "{c}{}", self.y() + 1)
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Point {
    type Err = PointError;

    /// A column letter `a`..`q` (any case) and a row number 1..17 without a leading zero.
    fn from_str(s: &str) -> Result<Point, PointError> {
        let unknown = || PointError::Unknown(crate::error::excerpt(s));
        let b = s.as_bytes();
        let (&c, digits) = b.split_first().ok_or_else(unknown)?;
        let c = c.to_ascii_lowercase();
        if !(b'a'..=b'q').contains(&c)
            || digits.is_empty()
            || digits.len() > 2
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return Err(unknown());
        }
        let row = digits.iter().fold(0, |n, d| n * 10 + i32::from(d - b'0'));
        Point::from_xy(i32::from(c - b'a'), row - 1).ok_or_else(unknown)
    }
}

/// Every point's name rank in byte order of the text (a name that is a prefix of another
/// comes first, as `b1,` comes before `b10` in a list): what sorts `legal`.
pub(crate) fn name_ranks() -> &'static [u8; POINT_COUNT] {
    static RANKS: std::sync::OnceLock<[u8; POINT_COUNT]> = std::sync::OnceLock::new();
    RANKS.get_or_init(|| {
        let mut names: Vec<(String, usize)> =
            Point::all().map(|p| (p.to_string(), p.index())).collect();
        names.sort();
        let mut r = [0u8; POINT_COUNT];
        for (rank, (_, i)) in names.into_iter().enumerate() {
            r[i] = rank as u8;
        }
        r
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_211_points_19_central_and_six_sides_of_seven() {
        assert_eq!(ALL.count(), 211);
        assert_eq!(CENTRE.count(), 19);
        for pair in SIDES {
            assert_eq!(pair[0].count() + pair[1].count(), 14);
        }
        let central: Vec<String> = central_points().iter().map(ToString::to_string).collect();
        assert_eq!(
            central.join(" "),
            "g7 g8 g9 h7 h8 h9 h10 i7 i8 i9 i10 i11 j8 j9 j10 j11 k9 k10 k11"
        );
        let e5: Point = "e5".parse().expect("a point");
        let n: Vec<String> = e5.neighbours().map(|p| p.to_string()).collect();
        assert_eq!(n.join(" "), "f5 f6 e6 d5 d4 e4");
        // A grown set never leaves the board's cells through the blank ones.
        assert_eq!(ALL.grown().minus(ALL).and(ALL), Bits::EMPTY);
    }
}
