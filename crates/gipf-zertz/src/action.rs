//! Marbles and actions (ZERTZ.md §4, §7): a placement (colour, ring filled, ring taken away)
//! or a whole capture sequence, their canonical text, and the syntax of every accepted input
//! form (§7.2) before the position checks it.

use std::fmt;

use crate::error::{excerpt, ActionError};
use crate::geometry::{Place, Variant};

/// A marble's colour (§3.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Marble {
    /// `W`.
    White,
    /// `G`.
    Grey,
    /// `B`.
    Black,
}

impl Marble {
    /// The three colours, white first (the order of counts `W/G/B`).
    pub const ALL: [Marble; 3] = [Marble::White, Marble::Grey, Marble::Black];

    /// The upper-case letter of the notation.
    pub const fn letter(self) -> char {
        match self {
            Marble::White => 'W',
            Marble::Grey => 'G',
            Marble::Black => 'B',
        }
    }

    /// 0, 1, 2 for white, grey, black (the order of counts).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour of index 0, 1, 2.
    pub const fn from_index(i: usize) -> Option<Marble> {
        match i {
            0 => Some(Marble::White),
            1 => Some(Marble::Grey),
            2 => Some(Marble::Black),
            _ => None,
        }
    }

    /// The colour of a letter, any case.
    pub const fn from_letter(c: char) -> Option<Marble> {
        match c.to_ascii_uppercase() {
            'W' => Some(Marble::White),
            'G' => Some(Marble::Grey),
            'B' => Some(Marble::Black),
            _ => None,
        }
    }

    /// `white`, `grey`, `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Marble::White => "white",
            Marble::Grey => "grey",
            Marble::Black => "black",
        }
    }
}

impl fmt::Display for Marble {
    /// The English name (`white`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The most jumps a sequence can have: one marble jumps at most every other marble, and no
/// variant has more than 24.
pub const MAX_JUMPS: usize = 24;

/// A capture sequence (§4.1), a fixed-size value: the starting ring, then each jump's landing
/// ring and the colour of the marble jumped. The jumped place is between two landings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Capture {
    variant: Variant,
    start: Place,
    len: u8,
    landings: [Place; MAX_JUMPS],
    /// Two bits per jump: the jumped marble's [`Marble::index`].
    colours: u64,
}

/// One jump of a capture, for drawing and telling it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Jump {
    /// Where the marble jumps from.
    pub from: Place,
    /// The place jumped over, whose marble is captured.
    pub over: Place,
    /// The colour of the captured marble.
    pub jumped: Marble,
    /// Where the marble lands.
    pub landing: Place,
}

impl Capture {
    /// A sequence that has not jumped yet, from `start` on `variant`'s board.
    pub fn new(variant: Variant, start: Place) -> Capture {
        Capture {
            variant,
            start,
            len: 0,
            landings: [Place::default(); MAX_JUMPS],
            colours: 0,
        }
    }

    /// Adds a jump over a `jumped` marble landing on `landing`; false (and nothing added)
    /// when the sequence is full.
    pub fn push(&mut self, jumped: Marble, landing: Place) -> bool {
        let i = self.len as usize;
        if i >= MAX_JUMPS {
            return false;
        }
        self.landings[i] = landing;
        self.colours |= (jumped.index() as u64) << (2 * i);
        self.len += 1;
        true
    }

    /// Removes the last jump.
    pub(crate) fn pop(&mut self) {
        if self.len > 0 {
            self.len -= 1;
            let i = self.len as usize;
            // Cleared, so that equal sequences compare and hash equal.
            self.colours &= !(3 << (2 * i));
            self.landings[i] = Place::default();
        }
    }

    /// The board whose names the sequence prints.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The ring the jumping marble starts on.
    pub const fn start(&self) -> Place {
        self.start
    }

    /// The number of jumps (the marbles captured).
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether it has no jump (never so for a legal capture).
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The ring the marble ends on.
    pub fn end(&self) -> Place {
        if self.len == 0 {
            self.start
        } else {
            self.landings[self.len as usize - 1]
        }
    }

    /// The colour jumped at jump `i`.
    pub(crate) fn colour(&self, i: usize) -> Marble {
        Marble::from_index(((self.colours >> (2 * i)) & 3) as usize).unwrap_or(Marble::White)
    }

    /// The jumps in order, with the places jumped over.
    pub fn jumps(&self) -> impl Iterator<Item = Jump> + '_ {
        (0..self.len as usize).map(move |i| {
            let from = if i == 0 {
                self.start
            } else {
                self.landings[i - 1]
            };
            let landing = self.landings[i];
            let over = Place::from_xy((from.x() + landing.x()) / 2, (from.y() + landing.y()) / 2)
                .unwrap_or(from);
            Jump {
                from,
                over,
                jumped: self.colour(i),
                landing,
            }
        })
    }

    /// The marbles captured, by colour.
    pub fn captured(&self) -> [u8; 3] {
        let mut out = [0; 3];
        for i in 0..self.len as usize {
            out[self.colour(i).index()] += 1;
        }
        out
    }
}

/// One action (§4): a placement or a capture sequence. It carries its variant, because a
/// place's name depends on the board and `Display` prints the canonical form (§7.1) alone.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// A marble placed on a vacant ring, then a free ring taken away (`None` when the board
    /// had none): `Wd4,d1`, `Gc3`.
    Place {
        /// The board.
        variant: Variant,
        /// The colour placed.
        marble: Marble,
        /// The ring filled.
        at: Place,
        /// The free ring taken away.
        remove: Option<Place>,
    },
    /// A whole capture sequence: `xd1Gd3Wd5`.
    Capture(Capture),
}

impl Action {
    /// The board whose names the action prints.
    pub const fn variant(&self) -> Variant {
        match self {
            Action::Place { variant, .. } => *variant,
            Action::Capture(c) => c.variant(),
        }
    }

    /// Whether the action is a capture.
    pub const fn is_capture(&self) -> bool {
        matches!(self, Action::Capture(_))
    }
}

impl fmt::Display for Capture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "x{}", self.start.named(self.variant))?;
        for j in self.jumps() {
            write!(f, "{}{}", j.jumped.letter(), j.landing.named(self.variant))?;
        }
        Ok(())
    }
}

impl fmt::Display for Action {
    /// The canonical form (§7.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place {
                variant,
                marble,
                at,
                remove,
            } => {
                write!(f, "{}{}", marble.letter(), at.named(*variant))?;
                if let Some(r) = remove {
                    write!(f, ",{}", r.named(*variant))?;
                }
                Ok(())
            }
            Action::Capture(c) => c.fmt(f),
        }
    }
}

/// An action as written (§7.2), before the position checks it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Written {
    /// A placement, with the official claim suffix if written.
    Place {
        marble: Marble,
        at: Place,
        remove: Option<Place>,
        claims: Option<Vec<(Marble, Place)>>,
    },
    /// A capture: the start, then each landing with the jumped colour if written.
    Capture {
        start: Place,
        jumps: Vec<(Option<Marble>, Place)>,
    },
}

/// A token of the action syntax.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Token<'a> {
    Comma,
    X,
    Colour(Marble),
    Place(&'a str),
}

/// Splits `text` into tokens: a letter directly followed by a digit begins a place name (so
/// `b`/`g` are columns in `b2`, colours in `Bb2`), `x` is the capture mark, spaces and tabs
/// separate anything.
fn tokens(text: &str) -> Option<Vec<Token<'_>>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' => i += 1,
            b',' => {
                out.push(Token::Comma);
                i += 1;
            }
            _ if c.is_ascii_alphabetic() => {
                if b.get(i + 1).is_some_and(u8::is_ascii_digit) {
                    let start = i;
                    i += 1;
                    while b.get(i).is_some_and(u8::is_ascii_digit) {
                        i += 1;
                    }
                    out.push(Token::Place(&text[start..i]));
                } else if c.eq_ignore_ascii_case(&b'x') {
                    out.push(Token::X);
                    i += 1;
                } else {
                    out.push(Token::Colour(Marble::from_letter(char::from(c))?));
                    i += 1;
                }
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Whether `text` is written as a ZÈRTZ action (§7.2) on some board, whatever the position:
/// how the service tells a command made of an action alone (the 61-ring board names every
/// place of the smaller ones).
pub fn reads_as_action(text: &str) -> bool {
    read(Variant::Z61, text).is_ok()
}

/// Reads the syntax of an action on `variant`'s board (§7.2).
pub(crate) fn read(variant: Variant, text: &str) -> Result<Written, ActionError> {
    if text.trim().is_empty() {
        return Err(ActionError::Empty);
    }
    let syntax = || ActionError::Syntax(excerpt(text));
    let toks = tokens(text).ok_or_else(syntax)?;
    let place = |t: &str| variant.parse_place(t).map_err(ActionError::from);
    match toks.as_slice() {
        [Token::X, rest @ ..] => {
            let [Token::Place(s), jumps @ ..] = rest else {
                return Err(syntax());
            };
            let start = place(s)?;
            let mut out = Vec::new();
            let mut i = 0;
            while i < jumps.len() {
                match jumps[i..] {
                    [Token::Colour(m), Token::Place(p), ..] => {
                        out.push((Some(m), place(p)?));
                        i += 2;
                    }
                    [Token::Place(p), ..] => {
                        out.push((None, place(p)?));
                        i += 1;
                    }
                    _ => return Err(syntax()),
                }
            }
            if out.is_empty() || out.len() > MAX_JUMPS {
                return Err(syntax());
            }
            Ok(Written::Capture { start, jumps: out })
        }
        [Token::Colour(m), Token::Place(at), rest @ ..] => {
            let at = place(at)?;
            let (remove, rest) = match rest {
                [Token::Comma, Token::Place(r), rest @ ..] => (Some(place(r)?), rest),
                _ => (None, rest),
            };
            let claims = match rest {
                [] => None,
                [Token::X, list @ ..] if !list.is_empty() && list.len() % 2 == 0 => {
                    let mut claims = Vec::new();
                    for pair in list.chunks(2) {
                        let [Token::Colour(c), Token::Place(p)] = pair else {
                            return Err(syntax());
                        };
                        claims.push((*c, place(p)?));
                    }
                    Some(claims)
                }
                _ => return Err(syntax()),
            };
            Ok(Written::Place {
                marble: *m,
                at,
                remove,
                claims,
            })
        }
        _ => Err(syntax()),
    }
}
