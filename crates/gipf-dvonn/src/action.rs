//! Actions and their notation (DVONN.md §9): a placement names its space (`e3`), a move its
//! two spaces (`a1-b1`). Input is forgiving (any case, spaces or tabs around `-` and at both
//! ends, the four-character `a1b1` of CodeCup, Little Golem and Holtz); output is canonical.

use std::fmt;
use std::str::FromStr;

use crate::error::{excerpt, ActionError};
use crate::geometry::Space;

/// One decision: a placement in the placement phase, a move in the movement phase. Passes
/// are automatic and never actions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// Place the next piece (implied by the order of §4) on a vacant space.
    Place(Space),
    /// Move the whole stack on `from` onto the stack on `to`.
    Move {
        /// The moving stack's space.
        from: Space,
        /// The space it lands on.
        to: Space,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(s) => write!(f, "{s}"),
            Action::Move { from, to } => write!(f, "{from}-{to}"),
        }
    }
}

/// Spaces and tabs, the only blanks §9 allows around an action and its `-`.
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
            return Err(ActionError::Pass);
        }
        if let Some((from, to)) = s.split_once('-') {
            let (from, to) = (trim_blanks(from), trim_blanks(to));
            if from.is_empty() || to.is_empty() || to.contains('-') {
                return Err(ActionError::Syntax(excerpt(text)));
            }
            return Ok(Action::Move {
                from: from.parse()?,
                to: to.parse()?,
            });
        }
        let b = s.as_bytes();
        let looks_like_name = |b: &[u8]| b[0].is_ascii_alphabetic() && b[1].is_ascii_digit();
        match b.len() {
            2 if looks_like_name(b) => Ok(Action::Place(s.parse()?)),
            // `a1b1`: the string is ASCII here, so splitting at byte 2 is a char boundary.
            4 if looks_like_name(&b[..2]) && looks_like_name(&b[2..]) => Ok(Action::Move {
                from: s[..2].parse()?,
                to: s[2..].parse()?,
            }),
            _ => Err(ActionError::Syntax(excerpt(text))),
        }
    }
}
