//! Actions and their notation (YINSH.md §8): a placement `e3`, a ring move `h7-g7`, `pass`,
//! a row `xa3-e3`, a ring removal `xi9`. Input is forgiving (any case; spaces or tabs around
//! `-`, after `x` and at both ends; a row's ends in either order); output is canonical.

use std::fmt;
use std::str::FromStr;

use crate::error::{excerpt, ActionError};
use crate::geometry::{direction, Point};

/// One decision of one player (YINSH.md §5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// Place one of the turn owner's rings on a vacant point (stage `p`).
    Place(Point),
    /// Move the turn owner's ring on `from` to the vacant point `to`, leaving a marker of his
    /// colour on `from` and flipping the markers passed over (stage `m`).
    Move {
        /// The ring's point.
        from: Point,
        /// Its landing point.
        to: Point,
    },
    /// No ring of the turn owner can move (stage `m`).
    Pass,
    /// Remove the row of five markers from `first` to `last` (stages `r`, `R`). Read from text,
    /// `first` comes before `last` in canonical order and the two are 4 steps apart on a line.
    Row {
        /// The end earlier in canonical order.
        first: Point,
        /// The other end.
        last: Point,
    },
    /// Remove one of the decider's rings after his row (stages `x`, `X`).
    RemoveRing(Point),
}

impl Action {
    /// The row with ends `a` and `b` (either order), if they are 4 steps apart on one line.
    pub fn row(a: Point, b: Point) -> Option<Action> {
        let (first, last) = if a < b { (a, b) } else { (b, a) };
        match direction(first, last) {
            Some((_, 4)) => Some(Action::Row { first, last }),
            _ => None,
        }
    }

    /// The five points of a row (`Action::Row`), from `first` to `last`; `None` for any
    /// other action.
    pub fn row_points(self) -> Option<[Point; 5]> {
        let Action::Row { first, last } = self else {
            return None;
        };
        let (dx, dn) = (
            (last.x() - first.x()).signum(),
            (last.n() - first.n()).signum(),
        );
        let mut out = [first; 5];
        for (k, slot) in (0i32..).zip(out.iter_mut()) {
            *slot = Point::from_xn(first.x() + k * dx, first.n() + k * dn)?;
        }
        Some(out)
    }

    /// The byte order of the canonical text among actions of one kind (the kinds never
    /// meet in one list but for `pass`, which stands alone).
    #[inline]
    pub(crate) fn name_key(self) -> u16 {
        let pair = |a: Point, b: Point| u16::from(a.name_key()) << 7 | u16::from(b.name_key());
        match self {
            Action::Place(p) | Action::RemoveRing(p) => u16::from(p.name_key()),
            Action::Move { from, to } => pair(from, to),
            Action::Row { first, last } => pair(first, last),
            Action::Pass => u16::MAX,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(p) => write!(f, "{p}"),
            Action::Move { from, to } => write!(f, "{from}-{to}"),
            Action::Pass => f.write_str("pass"),
            Action::Row { first, last } => write!(f, "x{first}-{last}"),
            Action::RemoveRing(p) => write!(f, "x{p}"),
        }
    }
}

/// Spaces and tabs, the only blanks §8 allows around an action and its parts.
fn trim_blanks(s: &str) -> &str {
    s.trim_matches([' ', '\t'])
}

impl FromStr for Action {
    type Err = ActionError;

    fn from_str(text: &str) -> Result<Action, ActionError> {
        let s = trim_blanks(text);
        if s.is_empty() {
            return Err(ActionError::Empty);
        }
        if s.eq_ignore_ascii_case("pass") {
            return Ok(Action::Pass);
        }
        let syntax = || ActionError::Syntax(excerpt(text));
        // No point name holds an `x` or a `-`: the `x` in front makes a removal, the `-` two
        // points.
        let (removal, rest) = match s.strip_prefix(['x', 'X']) {
            Some(rest) => (true, trim_blanks(rest)),
            None => (false, s),
        };
        let two = match rest.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (trim_blanks(a), trim_blanks(b));
                if a.is_empty() || b.is_empty() || b.contains('-') {
                    return Err(syntax());
                }
                Some((a, b))
            }
            None => None,
        };
        if rest.is_empty() || rest.contains(['x', 'X']) {
            return Err(syntax());
        }
        match (removal, two) {
            (false, None) => Ok(Action::Place(rest.parse()?)),
            (true, None) => Ok(Action::RemoveRing(rest.parse()?)),
            (false, Some((a, b))) => Ok(Action::Move {
                from: a.parse()?,
                to: b.parse()?,
            }),
            (true, Some((a, b))) => {
                let (a, b): (Point, Point) = (a.parse()?, b.parse()?);
                Action::row(a, b).ok_or(ActionError::NotARow { a, b })
            }
        }
    }
}
