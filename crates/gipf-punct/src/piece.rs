//! The pieces (PUNCT.md §3): the six shapes, their 33 orientations as offsets of the two
//! minor dots from the PÜNCT, and a piece on the board as the notation writes it.

use std::fmt;

use gipf_game::Side;

use crate::geometry::{Point, DIRS, STRIDE};

/// The six piece types of §3. The notation's letter (`S`, `A`, `T`) names only the family;
/// the three points name the type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Shape {
    /// Triangular: three mutually adjacent points, the PÜNCT at a corner (6 a player).
    T,
    /// Straight with the PÜNCT in the middle (2 a player).
    SM,
    /// Straight with the PÜNCT at an end (4 a player).
    SE,
    /// Angular with the PÜNCT in the middle (2 a player).
    AM,
    /// Angular with the PÜNCT at an end; PÜNCT → middle → far end turns left (2 a player).
    AL,
    /// Angular with the PÜNCT at an end; PÜNCT → middle → far end turns right (2 a player).
    AR,
}

impl Shape {
    /// The six types, in this order (the order of the piece ids and of the orientations).
    pub const ALL: [Shape; 6] = [
        Shape::T,
        Shape::SM,
        Shape::SE,
        Shape::AM,
        Shape::AL,
        Shape::AR,
    ];

    /// The type's number in [`Shape::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many pieces of this type each player has: T 6, SM 2, SE 4, AM 2, AL 2, AR 2.
    pub const fn count(self) -> u32 {
        match self {
            Shape::T => 6,
            Shape::SE => 4,
            _ => 2,
        }
    }

    /// The notation's letter: `T` triangular, `S` straight, `A` angular.
    pub const fn letter(self) -> char {
        match self {
            Shape::T => 'T',
            Shape::SM | Shape::SE => 'S',
            Shape::AM | Shape::AL | Shape::AR => 'A',
        }
    }

    /// The type's name in §3's table: `T`, `SM`, `SE`, `AM`, `AL`, `AR`.
    pub const fn name(self) -> &'static str {
        match self {
            Shape::T => "T",
            Shape::SM => "SM",
            Shape::SE => "SE",
            Shape::AM => "AM",
            Shape::AL => "AL",
            Shape::AR => "AR",
        }
    }

    /// Its orientations (6, or 3 for SM).
    pub fn orientations(self) -> impl Iterator<Item = Orientation> {
        let (first, n) = ORIENT_RANGE[self.index()];
        (first..first + n).map(Orientation)
    }

    /// The first piece id of the type among a player's 18 (T 0–5, SM 6–7, SE 8–11, AM
    /// 12–13, AL 14–15, AR 16–17).
    pub(crate) const fn first_id(self) -> usize {
        match self {
            Shape::T => 0,
            Shape::SM => 6,
            Shape::SE => 8,
            Shape::AM => 12,
            Shape::AL => 14,
            Shape::AR => 16,
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The first orientation and the number of orientations of each type.
pub(crate) const ORIENT_RANGE: [(u8, u8); 6] = [(0, 6), (6, 3), (9, 6), (15, 6), (21, 6), (27, 6)];

/// The number of orientations of all types together.
pub const ORIENTATIONS: usize = 33;

/// A type and the way it lies: the offsets of the two minor dots from the PÜNCT (§3's
/// table, 33 in all). Numbered 0..33 type by type, each type's in §3's order (i = 0, 1, …).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Orientation(u8);

const fn add(a: (i32, i32), b: (i32, i32)) -> (i32, i32) {
    (a.0 + b.0, a.1 + b.1)
}

/// The minor offsets of each orientation, and the index (0 PÜNCT, 1 first minor) of its
/// middle point, 3 for a triangle.
/// An orientation's table row: the minor offsets, the index of the middle (3 for a
/// triangle), the type.
pub(crate) type OrientRow = ([(i32, i32); 2], u8, Shape);

const fn build_orients() -> [OrientRow; ORIENTATIONS] {
    let mut t = [([(0, 0); 2], 0u8, Shape::T); ORIENTATIONS];
    let mut k = 0;
    let mut s = 0;
    while s < 6 {
        let shape = Shape::ALL[s];
        let n = if s == 1 { 3 } else { 6 };
        let mut i = 0;
        while i < n {
            let d = DIRS[i];
            let (minors, middle) = match shape {
                Shape::T => ([d, DIRS[(i + 1) % 6]], 3),
                Shape::SM => ([d, DIRS[(i + 3) % 6]], 0),
                Shape::SE => ([d, (2 * d.0, 2 * d.1)], 1),
                Shape::AM => ([d, DIRS[(i + 2) % 6]], 0),
                Shape::AL => ([d, add(d, DIRS[(i + 1) % 6])], 1),
                Shape::AR => ([d, add(d, DIRS[(i + 5) % 6])], 1),
            };
            t[k] = (minors, middle, shape);
            k += 1;
            i += 1;
        }
        s += 1;
    }
    t
}

pub(crate) const ORIENTS: [OrientRow; ORIENTATIONS] = build_orients();

/// The cell offsets of the two minor dots of each orientation.
const fn build_cell_offsets() -> [[i32; 2]; ORIENTATIONS] {
    let mut t = [[0; 2]; ORIENTATIONS];
    let mut k = 0;
    while k < ORIENTATIONS {
        let m = ORIENTS[k].0;
        t[k] = [m[0].0 * STRIDE + m[0].1, m[1].0 * STRIDE + m[1].1];
        k += 1;
    }
    t
}

pub(crate) const CELL_OFFSETS: [[i32; 2]; ORIENTATIONS] = build_cell_offsets();

impl Orientation {
    /// All 33, type by type.
    pub fn all() -> impl Iterator<Item = Orientation> {
        (0..ORIENTATIONS as u8).map(Orientation)
    }

    /// The orientation numbered `i` (0..33).
    pub const fn from_index(i: usize) -> Option<Orientation> {
        if i < ORIENTATIONS {
            Some(Orientation(i as u8))
        } else {
            None
        }
    }

    /// Its number, 0..33.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The piece type.
    pub const fn shape(self) -> Shape {
        ORIENTS[self.0 as usize].2
    }

    /// Which of a type's orientations it is (0..6, or 0..3 for SM): `i` of §3's table.
    pub const fn rotation(self) -> u8 {
        self.0 - ORIENT_RANGE[self.shape().index()].0
    }

    /// The (Δx, Δy) offsets of the two minor dots from the PÜNCT, as §3's table lists them.
    pub const fn offsets(self) -> [(i32, i32); 2] {
        ORIENTS[self.0 as usize].0
    }

    /// The orientation whose minor dots lie at these offsets (either order), if any.
    pub fn from_offsets(a: (i32, i32), b: (i32, i32)) -> Option<Orientation> {
        Orientation::all().find(|o| {
            let [m, n] = o.offsets();
            (m, n) == (a, b) || (m, n) == (b, a)
        })
    }

    /// The index among the piece's three points (0 PÜNCT, 1 and 2 the minors in §3's order)
    /// of its middle; `None` for a triangle.
    pub const fn middle(self) -> Option<usize> {
        match ORIENTS[self.0 as usize].1 {
            3 => None,
            m => Some(m as usize),
        }
    }

    /// The three points of the piece with its PÜNCT on `punct`, minors in §3's order; `None`
    /// when one is off the board.
    pub fn points_at(self, punct: Point) -> Option<[Point; 3]> {
        let [a, b] = self.offsets();
        Some([
            punct,
            Point::from_xy(punct.x() + a.0, punct.y() + a.1)?,
            Point::from_xy(punct.x() + b.0, punct.y() + b.1)?,
        ])
    }
}

/// A piece on the board: whose, its type and orientation, where its PÜNCT is, its level.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Its owner (White is `Side::First`).
    pub side: Side,
    /// Its type and orientation.
    pub orientation: Orientation,
    /// The point of its PÜNCT.
    pub punct: Point,
    /// Its level: 0 on the board, 1 on top of level-0 pieces, …
    pub level: u32,
}

impl Piece {
    /// Its type.
    pub const fn shape(&self) -> Shape {
        self.orientation.shape()
    }

    /// Its three points as the notation writes them: the PÜNCT first, then the minor dots
    /// in canonical point order.
    pub fn points(&self) -> [Point; 3] {
        notation_points(self.orientation, self.punct)
    }
}

/// The three points of an orientation at `punct` (which fits), minors in canonical order.
pub(crate) fn notation_points(o: Orientation, punct: Point) -> [Point; 3] {
    let [a, b] = o.offsets();
    let at = |d: (i32, i32)| Point::from_xy(punct.x() + d.0, punct.y() + d.1).map_or(punct, |p| p);
    let (m, n) = (at(a), at(b));
    if m < n {
        [punct, m, n]
    } else {
        [punct, n, m]
    }
}

impl fmt::Display for Piece {
    /// `wTb2,b3,c3`: the colour, then the placement notation (as in the position string).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = match self.side {
            Side::First => 'w',
            Side::Second => 'b',
        };
        let [p, m, n] = self.points();
        write!(f, "{c}{}{p},{m},{n}", self.shape().letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_33_offset_pairs_are_all_different_and_match_the_table() {
        let mut seen = std::collections::HashSet::new();
        for o in Orientation::all() {
            let [a, b] = o.offsets();
            assert!(seen.insert((a, b)) && seen.insert((b, a)), "{o:?}");
        }
        let al: Vec<_> = Shape::AL.orientations().map(|o| o.offsets()[1]).collect();
        assert_eq!(al, [(2, 1), (1, 2), (-1, 1), (-2, -1), (-1, -2), (1, -1)]);
        let ar: Vec<_> = Shape::AR.orientations().map(|o| o.offsets()[1]).collect();
        assert_eq!(ar, [(1, -1), (2, 1), (1, 2), (-1, 1), (-2, -1), (-1, -2)]);
        let am: Vec<_> = Shape::AM.orientations().map(|o| o.offsets()).collect();
        assert_eq!(am[1], [(1, 1), (-1, 0)]);
    }
}
