//! Actions and their notation (NOTATION.md §2).
//!
//! [`ActionText`] is what a player wrote, read but not yet matched to a board; an [`Action`]
//! is a decision in canonical form. `Action::from_str` reads the forms that need no board
//! (the canonical ones); `Position::parse_action` reads every accepted form and checks that
//! the action is legal.

use std::fmt;
use std::str::FromStr;

use crate::error::ActionError;
use crate::geometry::{Entry, SpotSet};
use crate::Point;

/// One decision of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Push a piece from the reserve along an entry.
    Push {
        /// The dot and direction.
        entry: Entry,
        /// Whether the pushed piece is a GIPF piece (tournament variant).
        gipf: bool,
    },
    /// Remove the pieces of a row's extension (minus the GIPF pieces kept).
    Remove {
        /// The spots emptied.
        spots: SpotSet,
        /// Which of them held GIPF pieces (printed with a `G` mark).
        gipf: SpotSet,
    },
    /// Leave the remaining optional (all-GIPF) rows standing.
    Done,
}

impl Action {
    /// Whether this is a push.
    pub const fn is_push(&self) -> bool {
        matches!(self, Action::Push { .. })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Push { entry, gipf } => {
                if gipf {
                    f.write_str("G")?;
                }
                write!(f, "{}-{}", entry.dot(), entry.first())
            }
            Action::Remove { spots, gipf } => {
                f.write_str("x")?;
                for (i, s) in spots.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    if gipf.contains(s) {
                        f.write_str("G")?;
                    }
                    write!(f, "{s}")?;
                }
                Ok(())
            }
            Action::Done => f.write_str("done"),
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Action({self})")
    }
}

impl FromStr for Action {
    type Err = ActionError;

    /// Reads an action without a board: any spacing and case, but a push must name its first
    /// spot (the official `<dot>-<end>` form needs `Position::parse_action`).
    fn from_str(s: &str) -> Result<Action, ActionError> {
        match s.parse::<ActionText>()? {
            ActionText::Done => Ok(Action::Done),
            ActionText::Push { gipf, from, to } => {
                if !from.is_dot() {
                    return Err(ActionError::NotADot(from));
                }
                let Some(entry) = to.spot().and_then(|s| Entry::towards(from, s)) else {
                    return Err(ActionError::NotOnLine { dot: from, to });
                };
                if entry.first().point() != to {
                    return Err(ActionError::NeedsPosition {
                        dot: from,
                        to,
                        first: entry.first().point(),
                    });
                }
                Ok(Action::Push { entry, gipf })
            }
            ActionText::Remove(points) => {
                let (spots, gipf) = removal_sets(&points)?;
                Ok(Action::Remove { spots, gipf })
            }
        }
    }
}

/// The spots of a written removal and the `G`-marked ones; errors on a repeated point or a
/// point that is not a spot.
pub(crate) fn removal_sets(points: &[(Point, bool)]) -> Result<(SpotSet, SpotSet), ActionError> {
    let mut spots = SpotSet::EMPTY;
    let mut gipf = SpotSet::EMPTY;
    for &(p, g) in points {
        let Some(s) = p.spot() else {
            return Err(ActionError::NotASpot(p));
        };
        if spots.contains(s) {
            return Err(ActionError::Repeated(p));
        }
        spots = spots.with(s);
        if g {
            gipf = gipf.with(s);
        }
    }
    Ok((spots, gipf))
}

/// An action as written, read but not yet matched against a board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ActionText {
    /// `[G]<dot>-<spot>`: the spot is the first spot, or (official form) the push's end.
    Push {
        /// Whether a `G` prefix was written.
        gipf: bool,
        /// The dot.
        from: Point,
        /// The first spot or the end.
        to: Point,
    },
    /// `x<points>`, each point with whether a `G` mark was written.
    Remove(Vec<(Point, bool)>),
    /// `done`.
    Done,
}

fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// Splits an optional `G`/`g` mark from a point: `g` followed by a letter is a mark, `g`
/// followed by a digit is column g (`g1-g2` is a push from g1).
fn split_mark(s: &str) -> (bool, &str) {
    let b = s.as_bytes();
    if b.len() >= 2 && (b[0] == b'g' || b[0] == b'G') && b[1].is_ascii_alphabetic() {
        (true, &s[1..])
    } else {
        (false, s)
    }
}

impl FromStr for ActionText {
    type Err = ActionError;

    fn from_str(text: &str) -> Result<ActionText, ActionError> {
        let s = text.trim_matches(|c: char| c.is_ascii_whitespace());
        if s.is_empty() {
            return Err(ActionError::Empty);
        }
        let syntax = || ActionError::Syntax(crate::error::excerpt(s));
        if s.eq_ignore_ascii_case("done") {
            return Ok(ActionText::Done);
        }
        if let Some(rest) = s.strip_prefix(['x', 'X']) {
            let mut points = Vec::new();
            for item in rest.split(',') {
                let item = item.trim_matches(is_blank);
                if item.is_empty() {
                    return Err(syntax());
                }
                let (g, name) = split_mark(item);
                if !name.bytes().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(syntax());
                }
                points.push((name.parse::<Point>()?, g));
            }
            return Ok(ActionText::Remove(points));
        }
        let (gipf, rest) = split_mark(s);
        let (a, b) = rest.split_once('-').ok_or_else(syntax)?;
        let (a, b) = (a.trim_end_matches(is_blank), b.trim_start_matches(is_blank));
        let point = |t: &str| -> Result<Point, ActionError> {
            if t.is_empty() || !t.bytes().all(|c| c.is_ascii_alphanumeric()) {
                return Err(syntax());
            }
            Ok(t.parse::<Point>()?)
        };
        Ok(ActionText::Push {
            gipf,
            from: point(a)?,
            to: point(b)?,
        })
    }
}

impl fmt::Display for ActionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionText::Push { gipf, from, to } => {
                write!(f, "{}{from}-{to}", if *gipf { "G" } else { "" })
            }
            ActionText::Remove(points) => {
                f.write_str("x")?;
                for (i, (p, g)) in points.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{}{p}", if *g { "G" } else { "" })?;
                }
                Ok(())
            }
            ActionText::Done => f.write_str("done"),
        }
    }
}
