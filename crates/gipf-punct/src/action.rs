//! Actions and their notation (PUNCT.md §9): a placement `Tb2,b3,c3`, a move or rotation
//! `d10-d5,e5,f5`. Input is forgiving (any case; spaces or tabs around `-`, `,` and at both
//! ends; the minors in either order; no shape letter; `<from>-<to>` keeping the orientation,
//! which needs the position); output is canonical.

use std::fmt;
use std::str::FromStr;

use crate::error::{excerpt, ActionError};
use crate::geometry::{name_ranks, Point};
use crate::piece::{notation_points, Orientation};

/// One decision of the player to act (§5, §6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// A piece from the reserve put at level 0 with its PÜNCT on `punct`.
    Place {
        /// Its type and orientation.
        orientation: Orientation,
        /// The point of its PÜNCT.
        punct: Point,
    },
    /// The player's uncovered piece whose PÜNCT is on `from` moved so that its PÜNCT is on
    /// `to` (the same point for a rotation), lying in `orientation`.
    Move {
        /// Where its PÜNCT is.
        from: Point,
        /// Its new orientation (of the same type).
        orientation: Orientation,
        /// Where its PÜNCT goes.
        to: Point,
    },
}

impl Action {
    /// A placement from table indices.
    #[inline]
    pub(crate) fn place(orientation: u8, cell: usize) -> Action {
        Action::Place {
            orientation: Orientation::from_index(usize::from(orientation))
                .unwrap_or_else(|| unreachable!("orientations are 0..33")),
            punct: Point::of_cell(cell),
        }
    }

    /// A move from table indices.
    #[inline]
    pub(crate) fn shift(from: usize, orientation: u8, to: usize) -> Action {
        Action::Move {
            from: Point::of_cell(from),
            orientation: Orientation::from_index(usize::from(orientation))
                .unwrap_or_else(|| unreachable!("orientations are 0..33")),
            to: Point::of_cell(to),
        }
    }

    /// The three points the piece covers afterwards, as written: the PÜNCT first, then the
    /// minors in canonical order (`None` when they do not fit on the board).
    pub fn points(self) -> Option<[Point; 3]> {
        let (o, p) = match self {
            Action::Place { orientation, punct } => (orientation, punct),
            Action::Move {
                orientation, to, ..
            } => (orientation, to),
        };
        o.points_at(p)?;
        Some(notation_points(o, p))
    }

    /// Whether it is a rotation in place.
    pub fn is_rotation(self) -> bool {
        matches!(self, Action::Move { from, to, .. } if from == to)
    }

    /// The byte order of the canonical text (placements, whose letters are upper case,
    /// before moves; a point name before the longer names it begins).
    pub(crate) fn text_key(self) -> u64 {
        let r = name_ranks();
        let pts = self.points().map_or(0, |[p, m, n]| {
            u64::from(r[p.index()]) << 16 | u64::from(r[m.index()]) << 8 | u64::from(r[n.index()])
        });
        match self {
            Action::Place { orientation, .. } => {
                let letter = match orientation.shape().letter() {
                    'A' => 0,
                    'S' => 1,
                    _ => 2,
                };
                letter << 24 | pts
            }
            Action::Move { from, .. } => 1 << 40 | u64::from(r[from.index()]) << 24 | pts,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some([p, m, n]) = self.points() else {
            return f.write_str("?");
        };
        match self {
            Action::Place { orientation, .. } => {
                write!(f, "{}{p},{m},{n}", orientation.shape().letter())
            }
            Action::Move { from, .. } => write!(f, "{from}-{p},{m},{n}"),
        }
    }
}

/// What a text names before the position is looked at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Read {
    /// A whole action.
    Full(Action),
    /// `<from>-<to>`: a move keeping the piece's orientation.
    Keep {
        /// Where the piece's PÜNCT is.
        from: Point,
        /// Where it goes.
        to: Point,
    },
}

/// Spaces and tabs, the only blanks §9 allows.
fn trim_blanks(s: &str) -> &str {
    s.trim_matches([' ', '\t'])
}

/// A point as typed (any case, blanks around).
fn point(s: &str) -> Result<Point, ActionError> {
    let s = trim_blanks(s);
    s.parse().map_err(|_| ActionError::UnknownPoint(excerpt(s)))
}

/// The piece named by three points, the PÜNCT first.
fn piece(text: &str, letter: Option<char>) -> Result<(Orientation, Point), ActionError> {
    let names: Vec<&str> = text.split(',').collect();
    let [p, m, n] = names.as_slice() else {
        return Err(ActionError::Syntax(excerpt(text)));
    };
    let (p, m, n) = (point(p)?, point(m)?, point(n)?);
    let d = |q: Point| (q.x() - p.x(), q.y() - p.y());
    let o = Orientation::from_offsets(d(m), d(n))
        .ok_or(ActionError::NotAShape { points: [p, m, n] })?;
    if let Some(letter) = letter {
        if o.shape().letter() != letter {
            return Err(ActionError::ShapeLetter {
                letter,
                shape: o.shape(),
                points: [p, m, n],
            });
        }
    }
    Ok((o, p))
}

/// Reads any form of §9.
pub(crate) fn read(text: &str) -> Result<Read, ActionError> {
    let s = trim_blanks(text);
    if s.is_empty() {
        return Err(ActionError::Empty);
    }
    let lower = s.to_ascii_lowercase();
    if lower.starts_with("dropb") || lower.starts_with("move") {
        return Err(ActionError::Boardspace(excerpt(text)));
    }
    if let Some((from, rest)) = s.split_once('-') {
        let from = point(from)?;
        if rest.contains(',') {
            let (orientation, to) = piece(rest, None)?;
            return Ok(Read::Full(Action::Move {
                from,
                orientation,
                to,
            }));
        }
        let to = point(rest)?;
        if to == from {
            return Err(ActionError::NoDistance { from });
        }
        return Ok(Read::Keep { from, to });
    }
    // A shape letter is a letter followed by a letter (a point name begins with a letter
    // and a digit).
    let b = s.as_bytes();
    let (letter, rest) = if b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1].is_ascii_alphabetic()
    {
        let l = char::from(b[0].to_ascii_uppercase());
        if !matches!(l, 'S' | 'A' | 'T') {
            return Err(ActionError::Syntax(excerpt(text)));
        }
        (Some(l), &s[1..])
    } else {
        (None, s)
    };
    if !rest.contains(',') {
        return Err(ActionError::Syntax(excerpt(text)));
    }
    let (orientation, punct) = piece(rest, letter)?;
    Ok(Read::Full(Action::Place { orientation, punct }))
}

impl FromStr for Action {
    type Err = ActionError;

    /// Every form of §9 but `<from>-<to>`, which needs the position
    /// ([`crate::Position::read_action`]).
    fn from_str(text: &str) -> Result<Action, ActionError> {
        match read(text)? {
            Read::Full(a) => Ok(a),
            Read::Keep { from, to } => Err(ActionError::NeedsPosition { from, to }),
        }
    }
}
