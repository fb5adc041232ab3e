//! Board geometry (RULES.md §1): points, spots, dots, the six directions, the 21 lines and the
//! 42 entries, all as tables computed at compile time (one topic; ~750 lines because the
//! tables are built by const code, with their tests).
//!
//! Two coordinate systems are used:
//! - a [`Point`] (any of the 61 points) is stored as `x * 9 + y` in skew coordinates, so that
//!   the derived `Ord` is NOTATION.md's canonical point order (by column, then by number);
//! - a [`Spot`] (one of the 37 play-area points) is a bit index `y * 8 + x` of a `u64`. In that
//!   layout the three axes are the shifts 8, 1 and 9, and every bit that is not a spot is
//!   always zero, so a shift never links two spots that are not neighbours.

use std::fmt;
use std::str::FromStr;

use crate::error::PointError;

/// One of the 61 points of the board: a spot or a dot.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(u8);

/// One of the 37 spots (the play area), as a bit index of a [`SpotSet`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Spot(u8);

/// A set of spots (a bitboard). Iteration is in canonical point order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SpotSet(pub(crate) u64);

/// One of the six directions of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dir {
    /// `(0,+1)`: up a column, towards Black.
    Up,
    /// `(0,-1)`: down a column, towards White.
    Down,
    /// `(+1,0)`.
    RightDown,
    /// `(-1,0)`.
    LeftUp,
    /// `(+1,+1)`.
    RightUp,
    /// `(-1,-1)`.
    LeftDown,
}

/// One of the 42 entries: a dot and one direction in which a piece enters the board from it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Entry(u8);

/// One of the 21 lines of spots between two dots.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Line(u8);

const fn is_point_xy(x: i32, y: i32) -> bool {
    let lo = if x - 4 > 0 { x - 4 } else { 0 };
    let hi = if x + 4 < 8 { x + 4 } else { 8 };
    x >= 0 && x <= 8 && y >= lo && y <= hi
}

const fn is_spot_xy(x: i32, y: i32) -> bool {
    let d = x - y;
    x >= 1 && x <= 7 && y >= 1 && y <= 7 && d < 4 && d > -4
}

const DIR_DELTAS: [(i32, i32); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)];
const ALL_DIRS: [Dir; 6] = [
    Dir::Up,
    Dir::Down,
    Dir::RightDown,
    Dir::LeftUp,
    Dir::RightUp,
    Dir::LeftDown,
];

impl Dir {
    /// All six directions.
    pub const ALL: [Dir; 6] = ALL_DIRS;

    /// The skew-coordinate step `(dx, dy)` of this direction.
    pub const fn delta(self) -> (i32, i32) {
        DIR_DELTAS[self as usize]
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Dir {
        ALL_DIRS[(self as usize) ^ 1]
    }
}

/// The centre spot e5, where TAMSK potentials are used.
pub const CENTRE: Spot = Spot(4 * 8 + 4);

/// The bitboard of all 37 spots.
pub const ALL_SPOTS: u64 = {
    let mut m = 0u64;
    let mut y = 1;
    while y <= 7 {
        let mut x = 1;
        while x <= 7 {
            if is_spot_xy(x, y) {
                m |= 1u64 << (y * 8 + x);
            }
            x += 1;
        }
        y += 1;
    }
    m
};

/// The 37 spots in canonical point order.
pub const SPOTS: [Spot; 37] = {
    let mut out = [Spot(0); 37];
    let mut n = 0;
    let mut x = 1;
    while x <= 7 {
        let mut y = 1;
        while y <= 7 {
            if is_spot_xy(x, y) {
                out[n] = Spot((y * 8 + x) as u8);
                n += 1;
            }
            y += 1;
        }
        x += 1;
    }
    out
};

/// The 24 dots in canonical point order.
pub const DOTS: [Point; 24] = {
    let mut out = [Point(0); 24];
    let mut n = 0;
    let mut x = 0;
    while x <= 8 {
        let mut y = 0;
        while y <= 8 {
            if is_point_xy(x, y) && !is_spot_xy(x, y) {
                out[n] = Point((x * 9 + y) as u8);
                n += 1;
            }
            y += 1;
        }
        x += 1;
    }
    out
};

/// Precomputed facts about one entry.
#[derive(Clone, Copy)]
pub(crate) struct EntryData {
    pub dot: Point,
    pub dir: Dir,
    /// The first spot the pushed piece lands on.
    pub first: Spot,
    /// The last spot of the line, seen from this dot.
    pub last: Spot,
    /// The dot at the far end of the line.
    pub far_dot: Point,
    /// The spots of the line (the whole line: a dot sits at one end of it).
    pub line_mask: u64,
    pub line: u8,
    /// Whether a step in this direction raises the bit index.
    pub ascending: bool,
    /// The bit shift of one step in this direction.
    pub shift: u8,
}

/// Precomputed facts about one line.
#[derive(Clone, Copy)]
pub(crate) struct LineData {
    /// The spots, from the end with the lower bit index.
    pub spots: [Spot; 7],
    pub len: u8,
    pub mask: u64,
}

/// The bit shift of one step in a direction (by `Dir as usize`) and whether it raises the
/// bit index.
pub(crate) const fn shift_of(dir: usize) -> (u8, bool) {
    match dir {
        0 => (8, true),
        1 => (8, false),
        2 => (1, true),
        3 => (1, false),
        4 => (9, true),
        _ => (9, false),
    }
}

const fn build_tables() -> ([EntryData; 42], [LineData; 21]) {
    let blank_entry = EntryData {
        dot: Point(0),
        dir: Dir::Up,
        first: Spot(0),
        last: Spot(0),
        far_dot: Point(0),
        line_mask: 0,
        line: 0,
        ascending: true,
        shift: 0,
    };
    let blank_line = LineData {
        spots: [Spot(0); 7],
        len: 0,
        mask: 0,
    };
    let mut entries = [blank_entry; 42];
    let mut lines = [blank_line; 21];
    let mut ne = 0;
    let mut nl = 0;
    let mut di = 0;
    while di < 24 {
        let dot = DOTS[di];
        let x0 = (dot.0 / 9) as i32;
        let y0 = (dot.0 % 9) as i32;
        // Directions of this dot ordered by their first spot's canonical order.
        let mut order = [0usize; 6];
        let mut k = 0;
        while k < 6 {
            order[k] = k;
            k += 1;
        }
        let mut a = 0;
        while a < 6 {
            let mut b = a + 1;
            while b < 6 {
                let (ax, ay) = DIR_DELTAS[order[a]];
                let (bx, by) = DIR_DELTAS[order[b]];
                let ka = (x0 + ax) * 9 + (y0 + ay);
                let kb = (x0 + bx) * 9 + (y0 + by);
                if kb < ka {
                    let t = order[a];
                    order[a] = order[b];
                    order[b] = t;
                }
                b += 1;
            }
            a += 1;
        }
        let mut oi = 0;
        while oi < 6 {
            let d = order[oi];
            let (dx, dy) = DIR_DELTAS[d];
            let (fx, fy) = (x0 + dx, y0 + dy);
            if is_spot_xy(fx, fy) {
                let mut mask = 0u64;
                let (mut x, mut y) = (fx, fy);
                let mut last = Spot(0);
                while is_spot_xy(x, y) {
                    mask |= 1u64 << (y * 8 + x);
                    last = Spot((y * 8 + x) as u8);
                    x += dx;
                    y += dy;
                }
                let (shift, ascending) = shift_of(d);
                // Lines are numbered in the order their ascending entries appear.
                let mut line = 0;
                let mut found = false;
                let mut li = 0;
                while li < nl {
                    if lines[li].mask == mask {
                        line = li;
                        found = true;
                    }
                    li += 1;
                }
                if !found {
                    let mut spots = [Spot(0); 7];
                    let mut len = 0;
                    let mut bit = 0;
                    while bit < 64 {
                        if mask & (1u64 << bit) != 0 {
                            spots[len] = Spot(bit as u8);
                            len += 1;
                        }
                        bit += 1;
                    }
                    lines[nl] = LineData {
                        spots,
                        len: len as u8,
                        mask,
                    };
                    line = nl;
                    nl += 1;
                }
                entries[ne] = EntryData {
                    dot,
                    dir: ALL_DIRS[d],
                    first: Spot((fy * 8 + fx) as u8),
                    last,
                    far_dot: Point((x * 9 + y) as u8),
                    line_mask: mask,
                    line: line as u8,
                    ascending,
                    shift,
                };
                ne += 1;
            }
            oi += 1;
        }
        di += 1;
    }
    assert!(ne == 42 && nl == 21);
    (entries, lines)
}

const TABLES: ([EntryData; 42], [LineData; 21]) = build_tables();
pub(crate) const ENTRIES: [EntryData; 42] = TABLES.0;
pub(crate) const LINES: [LineData; 21] = TABLES.1;

impl Point {
    /// The point at skew coordinates `(x, y)`, if it is on the board.
    pub const fn from_skew(x: i32, y: i32) -> Option<Point> {
        if is_point_xy(x, y) {
            Some(Point((x * 9 + y) as u8))
        } else {
            None
        }
    }

    /// The point in official coordinates: column `a`..`i` (0..8) and number (1-based).
    pub fn from_official(column: u8, number: u8) -> Option<Point> {
        if column > 8 || number == 0 {
            return None;
        }
        let x = i32::from(column);
        let y = i32::from(number) - 1 + (x - 4).max(0);
        Point::from_skew(x, y)
    }

    /// Skew x: the column index, `a` = 0.
    pub const fn x(self) -> i32 {
        (self.0 / 9) as i32
    }

    /// Skew y (RULES.md §1).
    pub const fn y(self) -> i32 {
        (self.0 % 9) as i32
    }

    /// The column letter, `a`..`i`.
    pub fn column(self) -> char {
        char::from(b'a' + (self.0 / 9))
    }

    /// The official number inside the column, from 1.
    pub fn number(self) -> u8 {
        let x = self.x();
        (self.y() + 1 - (x - 4).max(0)) as u8
    }

    /// Whether the point is one of the 37 spots.
    pub const fn is_spot(self) -> bool {
        is_spot_xy(self.x(), self.y())
    }

    /// Whether the point is one of the 24 dots.
    pub const fn is_dot(self) -> bool {
        !self.is_spot()
    }

    /// The spot at this point, if it is one.
    pub const fn spot(self) -> Option<Spot> {
        if self.is_spot() {
            Some(Spot((self.y() * 8 + self.x()) as u8))
        } else {
            None
        }
    }

    /// The neighbouring point in a direction, if it is on the board.
    pub const fn step(self, dir: Dir) -> Option<Point> {
        let (dx, dy) = dir.delta();
        Point::from_skew(self.x() + dx, self.y() + dy)
    }

    /// All 61 points in canonical order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..81u8).map(Point).filter(|p| is_point_xy(p.x(), p.y()))
    }

    /// The entries from this point (empty unless it is a dot), in canonical order of their
    /// first spots.
    pub fn entries(self) -> impl Iterator<Item = Entry> {
        Entry::all().filter(move |e| e.dot() == self)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column(), self.number())
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Point {
    type Err = PointError;

    /// Parses `e5`, case-insensitively.
    fn from_str(s: &str) -> Result<Point, PointError> {
        let bytes = s.as_bytes();
        let bad = || PointError::NotAPoint(crate::error::excerpt(s));
        let (&col, digits) = bytes.split_first().ok_or_else(bad)?;
        let col = col.to_ascii_lowercase();
        if !col.is_ascii_lowercase() || digits.is_empty() || !digits.iter().all(u8::is_ascii_digit)
        {
            return Err(bad());
        }
        if col > b'i' || digits.len() > 1 {
            return Err(bad());
        }
        Point::from_official(col - b'a', digits[0] - b'0').ok_or_else(bad)
    }
}

impl Spot {
    /// The point of this spot.
    pub const fn point(self) -> Point {
        let x = (self.0 % 8) as i32;
        let y = (self.0 / 8) as i32;
        Point((x * 9 + y) as u8)
    }

    /// The index of this spot's bit (0..64), for tables indexed by bit.
    pub(crate) const fn bit_index(self) -> usize {
        self.0 as usize
    }

    /// The spot of a bit index, if that bit is a spot.
    pub(crate) const fn from_bit_index(i: u32) -> Option<Spot> {
        if i < 64 && ALL_SPOTS & (1u64 << i) != 0 {
            Some(Spot(i as u8))
        } else {
            None
        }
    }

    /// The bit of this spot in a [`SpotSet`].
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The position of this spot in canonical order (0..37), for tables indexed by spot.
    pub fn index(self) -> usize {
        SPOTS
            .iter()
            .position(|&s| s == self)
            .expect("every spot is in SPOTS")
    }

    /// All 37 spots in canonical order.
    pub fn all() -> impl Iterator<Item = Spot> {
        SPOTS.into_iter()
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.point(), f)
    }
}

impl fmt::Debug for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.point(), f)
    }
}

impl SpotSet {
    /// The empty set.
    pub const EMPTY: SpotSet = SpotSet(0);
    /// All 37 spots.
    pub const ALL: SpotSet = SpotSet(ALL_SPOTS);

    /// The raw bitboard (bit `y * 8 + x` per spot).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether the set holds a spot.
    pub const fn contains(self, spot: Spot) -> bool {
        self.0 & spot.bit() != 0
    }

    /// The number of spots in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The spots in canonical order.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Spot> {
        SPOTS.into_iter().filter(move |s| self.contains(*s))
    }

    /// The set with one more spot.
    pub const fn with(self, spot: Spot) -> SpotSet {
        SpotSet(self.0 | spot.bit())
    }
}

impl FromIterator<Spot> for SpotSet {
    fn from_iter<I: IntoIterator<Item = Spot>>(iter: I) -> SpotSet {
        SpotSet(iter.into_iter().fold(0, |m, s| m | s.bit()))
    }
}

impl fmt::Debug for SpotSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Entry {
    /// The number of entries.
    pub const COUNT: usize = 42;

    /// All 42 entries, by dot in canonical order, then by first spot.
    pub fn all() -> impl Iterator<Item = Entry> {
        (0..42u8).map(Entry)
    }

    /// The entry from `dot` whose first spot is `first`, if there is one.
    pub fn between(dot: Point, first: Point) -> Option<Entry> {
        Entry::all().find(|e| e.dot() == dot && e.first().point() == first)
    }

    /// The entry from `dot` whose line holds `spot`, if there is one.
    pub fn towards(dot: Point, spot: Spot) -> Option<Entry> {
        Entry::all().find(|e| e.dot() == dot && e.data().line_mask & spot.bit() != 0)
    }

    pub(crate) const fn data(self) -> &'static EntryData {
        &ENTRIES[self.0 as usize]
    }

    pub(crate) const fn from_raw(i: u8) -> Entry {
        Entry(i)
    }

    /// The index of this entry (0..42).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The entry with this index (0..42).
    pub fn from_index(i: usize) -> Option<Entry> {
        (i < 42).then_some(Entry(i as u8))
    }

    /// The dot the piece is put on.
    pub const fn dot(self) -> Point {
        self.data().dot
    }

    /// The direction of the push.
    pub const fn dir(self) -> Dir {
        self.data().dir
    }

    /// The first spot the pushed piece lands on.
    pub const fn first(self) -> Spot {
        self.data().first
    }

    /// The last spot of the line in the direction of the push.
    pub const fn last(self) -> Spot {
        self.data().last
    }

    /// The dot at the far end of the line.
    pub const fn far_dot(self) -> Point {
        self.data().far_dot
    }

    /// The line this entry pushes along.
    pub const fn line(self) -> Line {
        Line(self.data().line)
    }

    /// The spots of the line in push order, from the first spot.
    pub fn spots(self) -> impl Iterator<Item = Spot> {
        let line = self.line();
        let d = self.data();
        let n = line.len();
        (0..n).map(move |i| {
            let k = if d.ascending { i } else { n - 1 - i };
            line.data().spots[k]
        })
    }
}

impl fmt::Debug for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.dot(), self.first())
    }
}

impl Line {
    /// The number of lines.
    pub const COUNT: usize = 21;

    /// All 21 lines.
    pub fn all() -> impl Iterator<Item = Line> {
        (0..21u8).map(Line)
    }

    pub(crate) const fn data(self) -> &'static LineData {
        &LINES[self.0 as usize]
    }

    /// The index of this line (0..21).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number of spots on the line (4..7).
    pub const fn len(self) -> usize {
        self.data().len as usize
    }

    /// Always false: every line has at least four spots.
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The spots of the line, in order along it.
    pub fn spots(self) -> impl Iterator<Item = Spot> {
        let d = self.data();
        d.spots.into_iter().take(d.len as usize)
    }

    /// The spots of the line as a set.
    pub const fn mask(self) -> SpotSet {
        SpotSet(self.data().mask)
    }
}

impl fmt::Debug for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut spots = self.spots();
        let a = spots.next().map(|s| s.to_string()).unwrap_or_default();
        let b = spots.last().map(|s| s.to_string()).unwrap_or_default();
        write!(f, "{a}..{b}")
    }
}

/// Whether a colour bitboard holds four adjacent pieces on some line: the cheap test that
/// tells whether any row exists at all.
#[inline]
pub(crate) const fn has_four(c: u64) -> bool {
    let a = c & (c >> 1);
    let b = c & (c >> 8);
    let d = c & (c >> 9);
    ((a & (a >> 2)) | (b & (b >> 16)) | (d & (d >> 18))) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts() {
        assert_eq!(Point::all().count(), 61);
        assert_eq!(ALL_SPOTS.count_ones(), 37);
        assert_eq!(Point::all().filter(|p| p.is_dot()).count(), 24);
        let names: Vec<String> = DOTS.iter().map(|p| p.to_string()).collect();
        assert_eq!(
            names.join(" "),
            "a1 a2 a3 a4 a5 b1 b6 c1 c7 d1 d8 e1 e9 f1 f8 g1 g7 h1 h6 i1 i2 i3 i4 i5"
        );
        let mut lens: Vec<usize> = Line::all().map(|l| l.len()).collect();
        lens.sort();
        assert_eq!(
            lens,
            [4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 7]
        );
    }

    #[test]
    fn entries_per_dot() {
        for dot in DOTS {
            let n = dot.entries().count();
            let corner = ["a1", "a5", "e1", "e9", "i1", "i5"].contains(&dot.to_string().as_str());
            assert_eq!(n, if corner { 1 } else { 2 }, "{dot}");
        }
    }

    #[test]
    fn example_line_from_a2() {
        let a2: Point = "a2".parse().unwrap();
        let firsts: Vec<String> = a2.entries().map(|e| e.first().to_string()).collect();
        assert_eq!(firsts, ["b2", "b3"]);
        let e = Entry::between(a2, "b3".parse().unwrap()).unwrap();
        let spots: Vec<String> = e.spots().map(|s| s.to_string()).collect();
        assert_eq!(spots, ["b3", "c4", "d5", "e6", "f6", "g6"]);
        assert_eq!(e.far_dot().to_string(), "h6");
    }

    #[test]
    fn point_names_round_trip() {
        for p in Point::all() {
            assert_eq!(p.to_string().parse::<Point>().unwrap(), p);
            assert_eq!(p.to_string().to_uppercase().parse::<Point>().unwrap(), p);
        }
        for bad in ["", "e", "e0", "e10", "j1", "a6", "i6", "5e", "e-1"] {
            assert!(bad.parse::<Point>().is_err(), "{bad}");
        }
        assert_eq!(
            "e5".parse::<Point>()
                .unwrap()
                .spot()
                .unwrap()
                .point()
                .to_string(),
            "e5"
        );
    }

    #[test]
    fn four_detection() {
        let bits = |names: &[&str]| -> u64 {
            names
                .iter()
                .map(|n| n.parse::<Point>().unwrap().spot().unwrap().bit())
                .fold(0, |a, b| a | b)
        };
        assert!(has_four(bits(&["b2", "b3", "b4", "b5"])));
        assert!(has_four(bits(&["b2", "c2", "d2", "e2"])));
        assert!(has_four(bits(&["b3", "c4", "d5", "e6"])));
        assert!(!has_four(bits(&["b2", "b3", "b4", "c5"])));
        // h2..h5 then b2: a wrap in the bit layout must not link them.
        assert!(!has_four(bits(&["h4", "h5", "b2", "b3"])));
        for l in Line::all() {
            assert!(has_four(l.mask().bits()));
        }
    }
}
