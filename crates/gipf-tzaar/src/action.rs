//! Actions and their notation (TZAAR.md §9.2): a capture `d5xd4`, a stacking move `b3-e6`,
//! `pass`, a placement `Ta1`. Input is forgiving (any case, spaces or tabs around `x` and `-`
//! and at both ends); output is canonical.

use std::fmt;
use std::str::FromStr;

use crate::error::{excerpt, ActionError};
use crate::geometry::Space;
use crate::position::PieceType;

/// One decision of one player (TZAAR.md §5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// Move the stack on `from` onto the opponent stack on `to`, which leaves the game.
    Capture {
        /// The moving stack's space.
        from: Space,
        /// The captured stack's space.
        to: Space,
    },
    /// Move the stack on `from` onto the mover's own stack on `to`.
    Stack {
        /// The moving stack's space.
        from: Space,
        /// The own stack it is put on.
        to: Space,
    },
    /// End the turn after its forced capture.
    Pass,
    /// Put one of the mover's unplaced pieces on an empty space (`tzaar-tournament`).
    Place(PieceType, Space),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Capture { from, to } => write!(f, "{from}x{to}"),
            Action::Stack { from, to } => write!(f, "{from}-{to}"),
            Action::Pass => f.write_str("pass"),
            Action::Place(t, s) => write!(f, "{}{s}", t.letter()),
        }
    }
}

/// Spaces and tabs, the only blanks §9.2 allows around an action and its separator.
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
        // No space name, type letter or `pass` holds an `x` or a `-`: the separator decides.
        for sep in ['x', 'X', '-'] {
            if let Some((from, to)) = s.split_once(sep) {
                let (from, to) = (trim_blanks(from), trim_blanks(to));
                if from.is_empty() || to.is_empty() || to.contains(['x', 'X', '-']) {
                    return Err(ActionError::Syntax(excerpt(text)));
                }
                let (from, to) = (from.parse()?, to.parse()?);
                return Ok(if sep == '-' {
                    Action::Stack { from, to }
                } else {
                    Action::Capture { from, to }
                });
            }
        }
        let mut chars = s.chars();
        let kind = chars.next().and_then(PieceType::from_letter);
        match kind {
            Some(kind) if s.len() == 3 => Ok(Action::Place(kind, chars.as_str().parse()?)),
            _ => Err(ActionError::Syntax(excerpt(text))),
        }
    }
}
