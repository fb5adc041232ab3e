//! The boards (ZERTZ.md §2): the four variants and their layouts, places in skew coordinates,
//! their names, and the tables every rule reads (neighbours, jumps, free-ring pairs).
//!
//! Every layout lies inside the regular hexagon of 61 places (skew `x` 0..=8, `y` from
//! `max(0, x-4)` to `min(8, x+4)`), so a [`Place`] is an index into that hexagon, the same on
//! every board, and a board is a `u64` mask of those indices; a variant only chooses which
//! places its layout has and how their numbers are written.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The number of places of the largest board (the 61-ring hexagon), the indices of [`Place`].
pub const PLACE_COUNT: usize = 61;

/// The lowest `y` of each column of the 61-place hexagon.
const HEX_LO: [i32; 9] = [0, 0, 0, 0, 0, 1, 2, 3, 4];
/// The highest `y` of each column of the hexagon.
const HEX_HI: [i32; 9] = [4, 5, 6, 7, 8, 8, 8, 8, 8];
/// The index of each column's lowest place.
const HEX_START: [u8; 10] = [0, 5, 11, 18, 26, 35, 43, 50, 56, 61];

/// The six directions in turning order (§2.3): up, up-right, down-right, down, down-left,
/// up-left.
pub(crate) const DIRECTIONS: [(i32, i32); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

/// A grid place (§2.1): a position of the hexagonal grid that may hold a ring. The same
/// value on every board; its name depends on the variant ([`Place::name`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Place(u8);

impl Place {
    /// The place with skew coordinates `(x, y)` (§2.3), if it is inside the 61-place hexagon
    /// (which holds every layout).
    pub const fn from_xy(x: i32, y: i32) -> Option<Place> {
        if x < 0 || x > 8 {
            return None;
        }
        let xi = x as usize;
        if y < HEX_LO[xi] || y > HEX_HI[xi] {
            return None;
        }
        Some(Place(HEX_START[xi] + (y - HEX_LO[xi]) as u8))
    }

    /// The place of index `i` (0..61), the bit of the board masks.
    pub const fn from_index(i: usize) -> Option<Place> {
        if i < PLACE_COUNT {
            Some(Place(i as u8))
        } else {
            None
        }
    }

    /// The index of the place (0..61): its bit in a `u64` mask. Ordered by column then
    /// number, so the canonical order of every layout (§2.1) is the order of indices.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The place's bit.
    #[inline]
    pub(crate) const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The column: skew `x`, the letter's index (`a` = 0).
    pub const fn x(self) -> i32 {
        let mut x = 0;
        while HEX_START[x + 1] <= self.0 {
            x += 1;
        }
        x as i32
    }

    /// Skew `y` (§2.3).
    pub const fn y(self) -> i32 {
        let x = self.x() as usize;
        (self.0 - HEX_START[x]) as i32 + HEX_LO[x]
    }

    /// The 1-based number of the place within its column on `variant`'s board (§2.1).
    pub const fn number(self, variant: Variant) -> i32 {
        self.y() - variant.bottom(self.x()) + 1
    }

    /// The column letter, `a`..`i`.
    pub const fn letter(self) -> char {
        (b'a' + self.x() as u8) as char
    }

    /// The name on `variant`'s board: column letter + number (`d4`).
    pub fn name(self, variant: Variant) -> String {
        self.named(variant).to_string()
    }

    /// The place with its variant, which prints its name.
    pub const fn named(self, variant: Variant) -> NamedPlace {
        NamedPlace {
            place: self,
            variant,
        }
    }

    /// The six neighbour places in turning order (§2.3), `None` outside the 61-place
    /// hexagon; whether one is on a given board is [`Variant::contains`].
    pub fn neighbours(self) -> [Option<Place>; 6] {
        let (x, y) = (self.x(), self.y());
        DIRECTIONS.map(|(dx, dy)| Place::from_xy(x + dx, y + dy))
    }

    /// The neighbour places on `variant`'s board.
    pub fn neighbours_on(self, variant: Variant) -> impl Iterator<Item = Place> {
        self.neighbours()
            .into_iter()
            .flatten()
            .filter(move |&p| variant.contains(p))
    }

    /// Every place of the 61-place hexagon.
    pub fn all() -> impl Iterator<Item = Place> {
        (0..PLACE_COUNT as u8).map(Place)
    }
}

/// A place and the variant that names it: `Display` prints its name (`d4`). Errors carry it
/// so that a translator has both the place and its name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NamedPlace {
    /// The place.
    pub place: Place,
    /// The board that names it.
    pub variant: Variant,
}

impl fmt::Display for NamedPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            self.place.letter(),
            self.place.number(self.variant)
        )
    }
}

/// The places of a mask, in canonical order.
pub(crate) fn places_of(mut mask: u64) -> impl Iterator<Item = Place> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        Some(Place(i as u8))
    })
}

/// The rules' variants (§3.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Variant {
    /// `zertz`: 37 rings, 6/8/10 marbles, the standard game.
    Zertz,
    /// `zertz-blitz`: 37 rings, 5/7/9 marbles, smaller winning sets.
    Blitz,
    /// `zertz48`: 48 rings, the standard marbles.
    Z48,
    /// `zertz61`: 61 rings, the standard marbles.
    Z61,
}

/// A word that names no variant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a ZÈRTZ variant: write zertz, zertz-blitz, zertz48 or zertz61")]
pub struct UnknownVariant(pub String);

/// The column lengths of each layout (§2.2).
const COLUMNS_37: &[usize] = &[4, 5, 6, 7, 6, 5, 4];
const COLUMNS_48: &[usize] = &[5, 6, 7, 8, 7, 6, 5, 4];
const COLUMNS_61: &[usize] = &[5, 6, 7, 8, 9, 8, 7, 6, 5];

impl Variant {
    /// Every variant, in the order of §3.2.
    pub const ALL: [Variant; 4] = [Variant::Zertz, Variant::Blitz, Variant::Z48, Variant::Z61];

    /// The variant word of position strings and `new`.
    pub const fn word(self) -> &'static str {
        match self {
            Variant::Zertz => "zertz",
            Variant::Blitz => "zertz-blitz",
            Variant::Z48 => "zertz48",
            Variant::Z61 => "zertz61",
        }
    }

    /// The variant's number among the four (for tables).
    pub const fn index(self) -> usize {
        match self {
            Variant::Zertz => 0,
            Variant::Blitz => 1,
            Variant::Z48 => 2,
            Variant::Z61 => 3,
        }
    }

    /// The column lengths of the layout, `a` first.
    pub const fn columns(self) -> &'static [usize] {
        match self {
            Variant::Zertz | Variant::Blitz => COLUMNS_37,
            Variant::Z48 => COLUMNS_48,
            Variant::Z61 => COLUMNS_61,
        }
    }

    /// The number of columns.
    pub const fn column_count(self) -> usize {
        self.columns().len()
    }

    /// The number of places of column `x` (0 outside the layout).
    pub const fn column_len(self, x: usize) -> usize {
        let c = self.columns();
        if x < c.len() {
            c[x]
        } else {
            0
        }
    }

    /// Skew `y` of place 1 of column `x` (§2.3's `bottom`).
    pub const fn bottom(self, x: i32) -> i32 {
        let corner = match self {
            Variant::Z61 => 4,
            _ => 3,
        };
        if x > corner {
            x - corner
        } else {
            0
        }
    }

    /// The number of rings at the start (37, 48, 61).
    pub const fn ring_count(self) -> u32 {
        self.mask().count_ones()
    }

    /// The marbles of each colour (white, grey, black) at the start, all in the pool.
    pub const fn start_pool(self) -> [u8; 3] {
        match self {
            Variant::Blitz => [5, 7, 9],
            _ => [6, 8, 10],
        }
    }

    /// The places of the layout, as a mask.
    pub const fn mask(self) -> u64 {
        LAYOUTS[self.index()]
    }

    /// Whether `place` is a place of this layout.
    pub const fn contains(self, place: Place) -> bool {
        self.mask() & place.bit() != 0
    }

    /// The places of the layout in canonical order (§2.1).
    pub fn places(self) -> impl Iterator<Item = Place> {
        places_of(self.mask())
    }

    /// The place named `text` (`d4`, any case, spaces around) on this board.
    ///
    /// # Errors
    /// Not a name of a place of this layout.
    pub fn parse_place(self, text: &str) -> Result<Place, PlaceError> {
        let t = text.trim();
        let bad = || PlaceError::NotAPlace {
            text: crate::error::excerpt(text),
            variant: self,
        };
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(bad());
        }
        let x = (letter as u8 - b'a') as usize;
        let n: usize = digits.parse().map_err(|_| bad())?;
        if n == 0 || n > self.column_len(x) {
            return Err(bad());
        }
        Place::from_xy(x as i32, n as i32 - 1 + self.bottom(x as i32))
            .filter(|&p| self.contains(p))
            .ok_or_else(bad)
    }

    /// The columns and their names, for error messages: `a1-a4, b1-b5, ...`.
    pub fn column_ranges(self) -> String {
        self.columns()
            .iter()
            .enumerate()
            .map(|(x, len)| {
                let c = (b'a' + x as u8) as char;
                format!("{c}1-{c}{len}")
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// A variant word in any case; `zèrtz` is read as `zertz`.
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let w = s.trim().to_lowercase().replace('è', "e");
        Variant::ALL
            .into_iter()
            .find(|v| v.word() == w)
            .ok_or_else(|| UnknownVariant(crate::error::excerpt(s)))
    }
}

/// A place name that is not a place of the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlaceError {
    /// Not a name, or a name off the variant's board.
    #[error("{text:?} is not a place of the {variant} board (columns {})", variant.column_ranges())]
    NotAPlace {
        /// What was written (an excerpt).
        text: String,
        /// The board.
        variant: Variant,
    },
}

/// The layout masks of the four variants.
static LAYOUTS: [u64; 4] = {
    let mut out = [0u64; 4];
    let variants = [Variant::Zertz, Variant::Blitz, Variant::Z48, Variant::Z61];
    let mut v = 0;
    while v < 4 {
        let var = variants[v];
        let cols = var.columns();
        let mut x = 0;
        while x < cols.len() {
            let mut n = 0;
            while n < cols[x] {
                let y = n as i32 + var.bottom(x as i32);
                if let Some(p) = Place::from_xy(x as i32, y) {
                    out[v] |= p.bit();
                }
                n += 1;
            }
            x += 1;
        }
        v += 1;
    }
    out
};

/// The tables of the hexagon: per place, the bit of each neighbour (0 outside), the union of
/// the neighbours, the bits of each pair of consecutive neighbours, and each jump's middle and
/// landing bits (0 when off the hexagon).
pub(crate) struct Tables {
    /// All neighbour bits of a place.
    pub(crate) around: [u64; PLACE_COUNT],
    /// The two neighbour bits of directions `k` and `k+1` (a ring is free when the board has
    /// no ring on one of these pairs).
    pub(crate) pairs: [[u64; 6]; PLACE_COUNT],
    /// The place jumped over in direction `k` (its bit; 0 when the landing is off the hexagon).
    pub(crate) over: [[u64; 6]; PLACE_COUNT],
    /// The landing place in direction `k` (its bit; 0 off the hexagon).
    pub(crate) land: [[u64; 6]; PLACE_COUNT],
    /// The landing place's index in direction `k` (meaningful when `land` is not 0).
    pub(crate) land_at: [[u8; 6]; PLACE_COUNT],
}

const fn bit_at(x: i32, y: i32) -> u64 {
    match Place::from_xy(x, y) {
        Some(p) => p.bit(),
        None => 0,
    }
}

pub(crate) static TABLES: Tables = {
    let mut t = Tables {
        around: [0; PLACE_COUNT],
        pairs: [[0; 6]; PLACE_COUNT],
        over: [[0; 6]; PLACE_COUNT],
        land: [[0; 6]; PLACE_COUNT],
        land_at: [[0; 6]; PLACE_COUNT],
    };
    let mut i = 0;
    while i < PLACE_COUNT {
        let p = Place(i as u8);
        let (x, y) = (p.x(), p.y());
        let mut k = 0;
        while k < 6 {
            let (dx, dy) = DIRECTIONS[k];
            let (ex, ey) = DIRECTIONS[(k + 1) % 6];
            let n = bit_at(x + dx, y + dy);
            t.around[i] |= n;
            t.pairs[i][k] = n | bit_at(x + ex, y + ey);
            if let Some(l) = Place::from_xy(x + 2 * dx, y + 2 * dy) {
                t.over[i][k] = n;
                t.land[i][k] = l.bit();
                t.land_at[i][k] = l.0;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// The rings of `within` connected to `seed` (a flood fill by neighbour masks).
#[inline]
pub(crate) fn flood(seed: u64, within: u64) -> u64 {
    let mut reach = seed & within;
    let mut frontier = reach;
    while frontier != 0 {
        let mut next = 0;
        let mut f = frontier;
        while f != 0 {
            next |= TABLES.around[f.trailing_zeros() as usize];
            f &= f - 1;
        }
        next &= within & !reach;
        reach |= next;
        frontier = next;
    }
    reach
}

/// The free rings among `vacant` (§4.2): those with a pair of consecutive neighbour places
/// without a ring in `rings`.
#[inline]
pub(crate) fn free_rings(rings: u64, vacant: u64) -> u64 {
    let mut out = 0;
    let mut v = vacant;
    while v != 0 {
        let i = v.trailing_zeros() as usize;
        v &= v - 1;
        let pairs = &TABLES.pairs[i];
        if pairs.iter().any(|&pair| rings & pair == 0) {
            out |= 1 << i;
        }
    }
    out
}
