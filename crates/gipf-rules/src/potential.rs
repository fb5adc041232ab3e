//! The potentials' value types (POTENTIALS.md §1-§3, §11.1-§11.2): the five kinds, a hand,
//! and what a spot can hold, with their notation tokens.

use std::fmt;
use std::str::FromStr;

use crate::error::{HandProblem, PositionError, TokenProblem};
use crate::types::Color;

/// The five kinds of potential, in the order of the games in the project.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Kind {
    /// `T`: an extra push when the loaded piece arrives on e5.
    Tamsk = 0,
    /// `Z`: jump over pieces.
    Zertz = 1,
    /// `D`: jump onto an adjacent opponent piece and cap it.
    Dvonn = 2,
    /// `Y`: run along a line of empty spots.
    Yinsh = 3,
    /// `P`: jump onto an adjacent opponent GIPF or PÜNCT piece and cap it.
    Punct = 4,
}

impl Kind {
    /// The kinds in notation order `T Z D Y P`.
    pub const ALL: [Kind; 5] = [
        Kind::Tamsk,
        Kind::Zertz,
        Kind::Dvonn,
        Kind::Yinsh,
        Kind::Punct,
    ];

    /// The upper-case letter of the notation.
    pub const fn letter(self) -> char {
        match self {
            Kind::Tamsk => 'T',
            Kind::Zertz => 'Z',
            Kind::Dvonn => 'D',
            Kind::Yinsh => 'Y',
            Kind::Punct => 'P',
        }
    }

    /// The kind for a letter, either case.
    pub const fn from_letter(c: char) -> Option<Kind> {
        match c.to_ascii_uppercase() {
            'T' => Some(Kind::Tamsk),
            'Z' => Some(Kind::Zertz),
            'D' => Some(Kind::Dvonn),
            'Y' => Some(Kind::Yinsh),
            'P' => Some(Kind::Punct),
            _ => None,
        }
    }

    /// The game the potential is named after, as players read it.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Tamsk => "TAMSK",
            Kind::Zertz => "ZÈRTZ",
            Kind::Dvonn => "DVONN",
            Kind::Yinsh => "YINSH",
            Kind::Punct => "PÜNCT",
        }
    }

    /// Whether a used potential of this kind stands alone (TAMSK, ZÈRTZ, YINSH) rather than
    /// as a cap (DVONN, PÜNCT).
    pub const fn stands_alone_when_used(self) -> bool {
        matches!(self, Kind::Tamsk | Kind::Zertz | Kind::Yinsh)
    }

    pub(crate) const fn from_index(i: usize) -> Kind {
        Kind::ALL[i % 5]
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The largest count of one kind in a hand (POTENTIALS.md §2).
pub const MAX_PER_KIND: u8 = 99;

/// The potentials a player has not brought into play yet, counted per kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Hand([u8; 5]);

impl Hand {
    /// No potential.
    pub const EMPTY: Hand = Hand([0; 5]);

    /// `n` of each kind (`n` at most [`MAX_PER_KIND`]).
    pub const fn of_each(n: u8) -> Option<Hand> {
        if n > MAX_PER_KIND {
            None
        } else {
            Some(Hand([n; 5]))
        }
    }

    /// A hand from counts in the order `T Z D Y P`; `None` if one is above [`MAX_PER_KIND`].
    pub fn from_counts(counts: [u8; 5]) -> Option<Hand> {
        counts
            .iter()
            .all(|&c| c <= MAX_PER_KIND)
            .then_some(Hand(counts))
    }

    /// How many of a kind.
    pub const fn count(&self, kind: Kind) -> u8 {
        self.0[kind as usize]
    }

    /// How many in all.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether the hand holds nothing.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 5]
    }

    /// The kinds with a count above 0, in notation order.
    pub fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        Kind::ALL.into_iter().filter(|&k| self.count(k) > 0)
    }

    /// The hand with one potential of `kind` less (the caller checks there is one).
    pub(crate) fn take(&mut self, kind: Kind) {
        let c = &mut self.0[kind as usize];
        *c = c.saturating_sub(1);
    }
}

impl fmt::Display for Hand {
    /// `-` when empty, else `T3Z3D3Y3P3` (kinds with count 0 left out).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for k in self.kinds() {
            write!(f, "{}{}", k.letter(), self.count(k))?;
        }
        Ok(())
    }
}

impl FromStr for Hand {
    type Err = PositionError;

    /// Reads `-` or kinds in the order `T Z D Y P`, each with a count 1..99
    /// (`T3Z3D3Y3P3`, `Z2P1`).
    fn from_str(s: &str) -> Result<Hand, PositionError> {
        let bad = |why: HandProblem| PositionError::Hand {
            text: crate::error::excerpt(s),
            why,
        };
        if s == "-" {
            return Ok(Hand::EMPTY);
        }
        if s.is_empty() {
            return Err(bad(HandProblem::Empty));
        }
        let mut counts = [0u8; 5];
        let mut last: Option<Kind> = None;
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let Some(kind) =
                Kind::from_letter(char::from(b[i])).filter(|_| b[i].is_ascii_uppercase())
            else {
                return Err(bad(HandProblem::NotAKind));
            };
            if last.is_some_and(|l| l >= kind) {
                return Err(bad(HandProblem::Order));
            }
            last = Some(kind);
            i += 1;
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let digits = &s[start..i];
            if digits.is_empty() || digits.starts_with('0') {
                return Err(bad(HandProblem::NoCount));
            }
            match digits.parse::<u32>() {
                Ok(n) if n <= u32::from(MAX_PER_KIND) => counts[kind as usize] = n as u8,
                _ => return Err(bad(HandProblem::TooMany)),
            }
        }
        Ok(Hand(counts))
    }
}

/// What a spot holds under any caps (POTENTIALS.md §3), or uncapped.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Base {
    /// A basic piece: `w`, `b`.
    Basic(Color),
    /// A GIPF piece: `W`, `B`.
    Gipf(Color),
    /// A basic piece with an unused potential of its colour on top: `wT`, `bD`, ...
    Loaded(Color, Kind),
    /// A used TAMSK, ZÈRTZ or YINSH potential standing alone: `wt`, `bz`, `wy`, ...
    Used(Color, Kind),
}

impl Base {
    /// Its colour.
    pub const fn color(self) -> Color {
        match self {
            Base::Basic(c) | Base::Gipf(c) | Base::Loaded(c, _) | Base::Used(c, _) => c,
        }
    }

    /// The basic pieces of the set it holds: 2 for a GIPF piece, 1 for a basic or loaded
    /// piece, 0 for a used potential.
    pub const fn basic_pieces(self) -> u8 {
        match self {
            Base::Gipf(_) => 2,
            Base::Basic(_) | Base::Loaded(..) => 1,
            Base::Used(..) => 0,
        }
    }

    /// The kind of cap that can stand on it: DVONN caps on basic pieces, used potentials
    /// and DVONN-loaded pieces; PÜNCT caps on GIPF and PÜNCT-loaded pieces.
    pub const fn cap_kind(self) -> Option<Kind> {
        match self {
            Base::Basic(_) | Base::Used(..) | Base::Loaded(_, Kind::Dvonn) => Some(Kind::Dvonn),
            Base::Gipf(_) | Base::Loaded(_, Kind::Punct) => Some(Kind::Punct),
            Base::Loaded(..) => None,
        }
    }

    fn write_token(self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.color().letter();
        match self {
            Base::Basic(_) => write!(f, "{c}"),
            Base::Gipf(_) => write!(f, "{}", c.to_ascii_uppercase()),
            Base::Loaded(_, k) => write!(f, "{c}{}", k.letter()),
            Base::Used(_, k) => write!(f, "{c}{}", k.letter().to_ascii_lowercase()),
        }
    }
}

/// The whole of what an occupied spot holds: a base and 0 or more caps. The caps are all of
/// the base's cap kind and alternate in colour, the first being the opposite of the base's.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Content {
    base: Base,
    caps: u16,
}

impl Content {
    /// An uncapped spot.
    pub const fn uncapped(base: Base) -> Content {
        Content { base, caps: 0 }
    }

    /// A base under `caps` caps, if such a stack can stand.
    pub const fn capped(base: Base, caps: u16) -> Option<Content> {
        if caps > 0 && base.cap_kind().is_none() {
            None
        } else {
            Some(Content { base, caps })
        }
    }

    /// What stands under the caps (or the whole content when uncapped).
    pub const fn base(self) -> Base {
        self.base
    }

    /// The number of caps.
    pub const fn caps(self) -> u16 {
        self.caps
    }

    /// Whether any cap is on it.
    pub const fn is_capped(self) -> bool {
        self.caps > 0
    }

    /// The colour of its top: the spot's colour for every rule.
    pub const fn color(self) -> Color {
        if self.caps.is_multiple_of(2) {
            self.base.color()
        } else {
            self.base.color().other()
        }
    }

    /// The kind of its caps, when capped.
    pub const fn cap_kind(self) -> Option<Kind> {
        if self.caps == 0 {
            None
        } else {
            self.base.cap_kind()
        }
    }

    /// Whether it counts as a GIPF piece (of [`Content::color`]): a GIPF piece, capped
    /// (converted) or not.
    pub const fn counts_as_gipf(self) -> bool {
        matches!(self.base, Base::Gipf(_))
    }

    /// The uncapped loaded piece's kind, if it is one (only those can use their power).
    pub const fn loaded_kind(self) -> Option<Kind> {
        match self.base {
            Base::Loaded(_, k) if self.caps == 0 => Some(k),
            _ => None,
        }
    }

    /// Whether a removal may keep it (an uncapped GIPF or loaded piece, POTENTIALS.md §7.3).
    pub const fn keepable(self) -> bool {
        self.caps == 0 && matches!(self.base, Base::Gipf(_) | Base::Loaded(..))
    }

    /// The content with one cap more (a DVONN or PÜNCT use).
    pub(crate) const fn with_cap(self) -> Content {
        Content {
            base: self.base,
            caps: self.caps.saturating_add(1),
        }
    }

    /// The content without its top cap (`None` when uncapped).
    pub(crate) const fn without_cap(self) -> Option<Content> {
        if self.caps == 0 {
            None
        } else {
            Some(Content {
                base: self.base,
                caps: self.caps - 1,
            })
        }
    }

    /// Reads one token of the board field (POTENTIALS.md §11.1) from the start of `s`;
    /// returns it and the bytes read.
    pub(crate) fn read_token(s: &str) -> Result<(Content, usize), TokenProblem> {
        let b = s.as_bytes();
        if b.first() == Some(&b'(') {
            let Some(end) = s.find(')') else {
                return Err(TokenProblem::Unclosed(crate::error::excerpt(s)));
            };
            let inner = &s[1..end];
            let (base, used) =
                read_uncapped(inner).ok_or_else(|| TokenProblem::NoBase(inner.to_string()))?;
            let mut rest = &inner[used..];
            if rest.is_empty() {
                return Err(TokenProblem::NoCap(inner.to_string()));
            }
            let mut caps = 0u16;
            let mut expected = base.color().other();
            let kind = base.cap_kind();
            while !rest.is_empty() {
                let rb = rest.as_bytes();
                let cap = match (rb.first(), rb.get(1)) {
                    (Some(&c), Some(&k))
                        if matches!(c, b'w' | b'b') && matches!(k, b'd' | b'p') =>
                    {
                        let color = if c == b'w' {
                            Color::White
                        } else {
                            Color::Black
                        };
                        let kind = if k == b'd' { Kind::Dvonn } else { Kind::Punct };
                        (color, kind)
                    }
                    _ => {
                        return Err(TokenProblem::NotACap {
                            stack: inner.to_string(),
                            rest: rest.to_string(),
                        })
                    }
                };
                match kind {
                    None => {
                        return Err(TokenProblem::Uncappable {
                            stack: inner.to_string(),
                            base,
                        })
                    }
                    Some(k) if k != cap.1 => {
                        return Err(TokenProblem::WrongCap {
                            stack: inner.to_string(),
                            cap: cap.1,
                            base,
                        })
                    }
                    _ => {}
                }
                if cap.0 != expected {
                    return Err(TokenProblem::Alternate(inner.to_string()));
                }
                expected = expected.other();
                // Two hands of at most 99 DVONN (or PÜNCT) potentials give at most 198 caps.
                if caps == 2 * u16::from(MAX_PER_KIND) {
                    return Err(TokenProblem::TooManyCaps(crate::error::excerpt(
                        &inner[..used],
                    )));
                }
                caps += 1;
                rest = &rest[2..];
            }
            return Ok((Content { base, caps }, end + 1));
        }
        let (base, used) = read_uncapped(s)
            .ok_or_else(|| TokenProblem::NotAToken(s.chars().next().unwrap_or(' ')))?;
        Ok((Content { base, caps: 0 }, used))
    }
}

pub(crate) fn base_words(base: Base) -> &'static str {
    match base {
        Base::Basic(_) => "a basic piece",
        Base::Gipf(_) => "a GIPF piece",
        Base::Loaded(_, Kind::Dvonn) => "a DVONN-loaded piece",
        Base::Loaded(_, Kind::Punct) => "a PÜNCT-loaded piece",
        Base::Loaded(..) => "that loaded piece",
        Base::Used(..) => "a used potential",
    }
}

/// Reads an uncapped token: `w W b B`, `cK` (loaded), `ck` (used alone, k in t z y).
fn read_uncapped(s: &str) -> Option<(Base, usize)> {
    let b = s.as_bytes();
    let color = match b.first()? {
        b'w' | b'W' => Color::White,
        b'b' | b'B' => Color::Black,
        _ => return None,
    };
    if b[0].is_ascii_uppercase() {
        return Some((Base::Gipf(color), 1));
    }
    match b.get(1) {
        Some(&k) if k.is_ascii_uppercase() => match Kind::from_letter(char::from(k)) {
            Some(kind) => Some((Base::Loaded(color, kind), 2)),
            None => Some((Base::Basic(color), 1)),
        },
        Some(&k @ (b't' | b'z' | b'y')) => {
            Some((Base::Used(color, Kind::from_letter(char::from(k))?), 2))
        }
        _ => Some((Base::Basic(color), 1)),
    }
}

impl fmt::Display for Content {
    /// The board token: `w`, `W`, `wT`, `wz`, `(bwd)`, `(Wbpwp)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.caps == 0 {
            return self.base.write_token(f);
        }
        f.write_str("(")?;
        self.base.write_token(f)?;
        let k = match self.base.cap_kind() {
            Some(Kind::Punct) => 'p',
            _ => 'd',
        };
        let mut c = self.base.color().other();
        for _ in 0..self.caps {
            write!(f, "{}{k}", c.letter())?;
            c = c.other();
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_round_trip_and_refuse() {
        for s in ["-", "T3Z3D3Y3P3", "Z2P1", "T6", "P99"] {
            assert_eq!(s.parse::<Hand>().map(|h| h.to_string()), Ok(s.to_string()));
        }
        for s in [
            "", "T0", "T100", "ZT", "T3T3", "Z3T3", "t3", "T", "T03", "X1", "T3-",
        ] {
            assert!(s.parse::<Hand>().is_err(), "{s}");
        }
    }

    #[test]
    fn tokens_round_trip_and_refuse() {
        for s in [
            "w", "B", "wT", "bP", "wz", "by", "(bwd)", "(wDbdwd)", "(Wbp)", "(Wbpwp)", "(bzwd)",
        ] {
            let (c, n) = Content::read_token(s).unwrap();
            assert_eq!(n, s.len());
            assert_eq!(c.to_string(), s);
        }
        assert_eq!(
            Content::read_token("(bwd)").map(|c| c.0.color()),
            Ok(Color::White)
        );
        let tall = format!("(b{})", "wdbd".repeat(100));
        assert!(Content::read_token(&tall)
            .unwrap_err()
            .to_string()
            .contains("more caps"));
        let ok = format!("(b{})", "wdbd".repeat(99));
        assert_eq!(Content::read_token(&ok).map(|c| c.0.caps()), Ok(198));
        for s in [
            "(b)", "(bbd)", "(bwdwd)", "(Wwd)", "(bwp)", "(wTbd)", "(bwdbp)", "(bwd", "(bwx)", "x",
        ] {
            assert!(Content::read_token(s).is_err(), "{s}");
        }
    }
}
