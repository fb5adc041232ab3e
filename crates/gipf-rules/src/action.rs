//! Actions and their notation (NOTATION.md §2, POTENTIALS.md §11.3-§11.4).
//!
//! [`ActionText`] is what a player wrote, read but not yet matched to a board; an [`Action`]
//! is a decision in canonical form. `Action::from_str` reads the forms that need no board
//! (the canonical ones); `Position::parse_action` reads every accepted form and checks that
//! the action is legal.

use std::fmt;
use std::str::FromStr;

use crate::error::ActionError;
use crate::geometry::{Entry, Spot, SpotSet};
use crate::potential::Kind;
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
    /// Potentials: push a loaded piece (a basic piece of the reserve with a potential of the
    /// hand on top) along an entry: `Ta1-b2`.
    PushLoaded {
        /// The dot and direction.
        entry: Entry,
        /// The potential's kind.
        kind: Kind,
    },
    /// Potentials: use the ZÈRTZ, YINSH, DVONN or PÜNCT potential of the loaded piece on
    /// `from`, which goes to `to`: `Z:c3-f5`.
    Use {
        /// The kind (never TAMSK).
        kind: Kind,
        /// The loaded piece's spot.
        from: Spot,
        /// Where the potential goes.
        to: Spot,
    },
    /// Potentials, stage `t`: push the TAMSK potential of the piece on e5 in from a dot:
    /// `T:e9-e8`.
    Tamsk {
        /// The dot and direction.
        entry: Entry,
    },
    /// Potentials, stage `t`: leave the TAMSK-loaded piece on e5 as it is.
    Keep,
    /// Remove the top objects of a row's extension (minus the pieces kept).
    Remove {
        /// The spots that lose their top object.
        spots: SpotSet,
        /// Which of them held GIPF pieces (printed with a `G` mark).
        gipf: SpotSet,
        /// Which of them held loaded pieces, and of which kind (printed with its letter).
        loaded: LoadedMarks,
    },
    /// Leave the remaining optional (all-GIPF) rows standing.
    Done,
    /// Challenges, stage `c`: the challenger spends an attempt on the pending use.
    Challenge,
    /// Challenges, stage `c`: the challenger lets the pending use take effect.
    Allow,
    /// Challenges, stage `r`: the referee's outcome, the user won or drew the trial.
    Won,
    /// Challenges, stage `r`: the referee's outcome, the user lost the trial.
    Lost,
}

/// The loaded pieces of a removal: for the i-th spot of the removal in canonical order,
/// the kind of the loaded piece there, if any. Packed so that an action stays small.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct LoadedMarks(u32);

impl LoadedMarks {
    /// No loaded piece.
    pub const NONE: LoadedMarks = LoadedMarks(0);

    /// The marks of `spots` given the kind of each (spots beyond the tenth are left
    /// unmarked: a removal takes at most seven).
    pub fn of(spots: SpotSet, mut kind_at: impl FnMut(Spot) -> Option<Kind>) -> LoadedMarks {
        let mut bits = 0u32;
        for (i, s) in spots.iter().enumerate().take(10) {
            if let Some(k) = kind_at(s) {
                bits |= (k as u32 + 1) << (3 * i);
            }
        }
        LoadedMarks(bits)
    }

    /// The kind marked on `spot` of the removal `spots`.
    pub fn get(self, spots: SpotSet, spot: Spot) -> Option<Kind> {
        let i = spots.iter().position(|s| s == spot)?;
        self.at(i)
    }

    fn at(self, i: usize) -> Option<Kind> {
        if i >= 10 {
            return None;
        }
        match (self.0 >> (3 * i)) & 7 {
            0 => None,
            k => Some(Kind::from_index(k as usize - 1)),
        }
    }

    /// Whether no spot is marked.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Action {
    /// Whether this is a push from the reserve (a basic, GIPF or loaded piece).
    pub const fn is_push(&self) -> bool {
        matches!(self, Action::Push { .. } | Action::PushLoaded { .. })
    }

    /// Whether this is a turn's main action: a push from the reserve or a potential's use
    /// (what ends stage `p`).
    pub const fn is_turn_action(&self) -> bool {
        matches!(
            self,
            Action::Push { .. } | Action::PushLoaded { .. } | Action::Use { .. }
        )
    }

    /// Whether the action exists only with the potentials option.
    pub const fn is_potentials(&self) -> bool {
        match self {
            Action::PushLoaded { .. }
            | Action::Use { .. }
            | Action::Tamsk { .. }
            | Action::Keep => true,
            Action::Remove { loaded, .. } => !loaded.is_empty(),
            Action::Push { .. } | Action::Done => false,
            Action::Challenge | Action::Allow | Action::Won | Action::Lost => true,
        }
    }

    /// Whether the action exists only with the challenges option (stages `c` and `r`).
    pub const fn is_challenges(&self) -> bool {
        matches!(
            self,
            Action::Challenge | Action::Allow | Action::Won | Action::Lost
        )
    }

    /// Whether this is a use the challenges option lets the opponent challenge: a ZÈRTZ,
    /// YINSH, DVONN or PÜNCT use or a TAMSK push (COMBINING.md §1).
    pub const fn is_use(&self) -> bool {
        matches!(self, Action::Use { .. } | Action::Tamsk { .. })
    }

    /// The one-word actions' canonical text.
    const fn word(&self) -> Option<&'static str> {
        match self {
            Action::Keep => Some("keep"),
            Action::Done => Some("done"),
            Action::Challenge => Some("challenge"),
            Action::Allow => Some("allow"),
            Action::Won => Some("won"),
            Action::Lost => Some("lost"),
            _ => None,
        }
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
            Action::PushLoaded { entry, kind } => {
                write!(f, "{}{}-{}", kind.letter(), entry.dot(), entry.first())
            }
            Action::Use { kind, from, to } => write!(f, "{}:{from}-{to}", kind.letter()),
            Action::Tamsk { entry } => write!(f, "T:{}-{}", entry.dot(), entry.first()),
            Action::Keep => f.write_str("keep"),
            Action::Remove {
                spots,
                gipf,
                loaded,
            } => {
                f.write_str("x")?;
                for (i, s) in spots.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    if gipf.contains(s) {
                        f.write_str("G")?;
                    } else if let Some(k) = loaded.at(i) {
                        write!(f, "{}", k.letter())?;
                    }
                    write!(f, "{s}")?;
                }
                Ok(())
            }
            Action::Done | Action::Challenge | Action::Allow | Action::Won | Action::Lost => {
                f.write_str(self.word().unwrap_or_default())
            }
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Action({self})")
    }
}

/// The entry of a written push whose target must be the first spot (no board to find an
/// official end).
fn entry_without_board(from: Point, to: Point) -> Result<Entry, ActionError> {
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
    Ok(entry)
}

impl FromStr for Action {
    type Err = ActionError;

    /// Reads an action without a board: any spacing and case, but a push must name its first
    /// spot (the official `<dot>-<end>` form needs `Position::parse_action`), and removal
    /// marks are taken as written.
    fn from_str(s: &str) -> Result<Action, ActionError> {
        match s.parse::<ActionText>()? {
            ActionText::Word(a) => Ok(a),
            ActionText::Push { mark, from, to } => {
                let entry = entry_without_board(from, to)?;
                Ok(match mark {
                    Mark::None => Action::Push { entry, gipf: false },
                    Mark::Gipf => Action::Push { entry, gipf: true },
                    Mark::Kind(kind) => Action::PushLoaded { entry, kind },
                })
            }
            ActionText::Use {
                kind: Kind::Tamsk,
                from,
                to,
            } => Ok(Action::Tamsk {
                entry: entry_without_board(from, to)?,
            }),
            ActionText::Use { kind, from, to } => {
                let spot = |p: Point| p.spot().ok_or(ActionError::NotASpot(p));
                Ok(Action::Use {
                    kind,
                    from: spot(from)?,
                    to: spot(to)?,
                })
            }
            ActionText::Remove(points) => {
                let (spots, gipf) = removal_sets(&points)?;
                let loaded = LoadedMarks::of(spots, |s| {
                    points.iter().find_map(|&(p, m)| match m {
                        Mark::Kind(k) if p.spot() == Some(s) => Some(k),
                        _ => None,
                    })
                });
                Ok(Action::Remove {
                    spots,
                    gipf,
                    loaded,
                })
            }
        }
    }
}

/// The spots of a written removal and the `G`-marked ones; errors on a repeated point or a
/// point that is not a spot.
pub(crate) fn removal_sets(points: &[(Point, Mark)]) -> Result<(SpotSet, SpotSet), ActionError> {
    let mut spots = SpotSet::EMPTY;
    let mut gipf = SpotSet::EMPTY;
    for &(p, m) in points {
        let Some(s) = p.spot() else {
            return Err(ActionError::NotASpot(p));
        };
        if spots.contains(s) {
            return Err(ActionError::Repeated(p));
        }
        spots = spots.with(s);
        if m == Mark::Gipf {
            gipf = gipf.with(s);
        }
    }
    Ok((spots, gipf))
}

/// A mark written in front of a push or a removal point: `G` (GIPF piece) or a kind
/// letter (loaded piece).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// No mark.
    None,
    /// `G`.
    Gipf,
    /// `T`, `Z`, `D`, `Y` or `P`.
    Kind(Kind),
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mark::None => Ok(()),
            Mark::Gipf => f.write_str("G"),
            Mark::Kind(k) => write!(f, "{}", k.letter()),
        }
    }
}

/// An action as written, read but not yet matched against a board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ActionText {
    /// `[G|K]<dot>-<spot>`: the spot is the first spot, or (official form) the push's end.
    Push {
        /// The mark written before the dot: a GIPF piece or a loaded piece's kind.
        mark: Mark,
        /// The dot.
        from: Point,
        /// The first spot or the end.
        to: Point,
    },
    /// `<K>:<from>-<to>`: a potential's use, or (`T:`) a TAMSK push.
    Use {
        /// The kind written before the colon.
        kind: Kind,
        /// The loaded piece's spot, or the dot of a TAMSK push.
        from: Point,
        /// The target, or the first spot or end of a TAMSK push.
        to: Point,
    },
    /// `x<points>`, each point with the mark written before it.
    Remove(Vec<(Point, Mark)>),
    /// A one-word action: `done`, `keep`, `challenge`, `allow`, `won` or `lost` (always one
    /// of these six).
    Word(Action),
}

impl ActionText {
    /// `done`.
    pub const DONE: ActionText = ActionText::Word(Action::Done);
    /// `keep`.
    pub const KEEP: ActionText = ActionText::Word(Action::Keep);
}

fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// Splits an optional mark from a point: `G` or a kind letter followed by another letter is
/// a mark; followed by a digit it is a column (`g1-g2` is a push from g1, `d1-d2` from d1).
fn split_mark(s: &str) -> (Mark, &str) {
    let b = s.as_bytes();
    if b.len() >= 2 && b[1].is_ascii_alphabetic() {
        if b[0].eq_ignore_ascii_case(&b'g') {
            return (Mark::Gipf, &s[1..]);
        }
        if let Some(k) = Kind::from_letter(char::from(b[0])) {
            return (Mark::Kind(k), &s[1..]);
        }
    }
    (Mark::None, s)
}

impl FromStr for ActionText {
    type Err = ActionError;

    fn from_str(text: &str) -> Result<ActionText, ActionError> {
        let s = text.trim_matches(|c: char| c.is_ascii_whitespace());
        if s.is_empty() {
            return Err(ActionError::Empty);
        }
        let syntax = || ActionError::Syntax(crate::error::excerpt(s));
        for word in [
            Action::Done,
            Action::Keep,
            Action::Challenge,
            Action::Allow,
            Action::Won,
            Action::Lost,
        ] {
            if word.word().is_some_and(|w| s.eq_ignore_ascii_case(w)) {
                return Ok(ActionText::Word(word));
            }
        }
        let point = |t: &str| -> Result<Point, ActionError> {
            if t.is_empty() || !t.bytes().all(|c| c.is_ascii_alphanumeric()) {
                return Err(syntax());
            }
            Ok(t.parse::<Point>()?)
        };
        if let Some(rest) = s.strip_prefix(['x', 'X']) {
            let mut points = Vec::new();
            for item in rest.split(',') {
                let item = item.trim_matches(is_blank);
                if item.is_empty() {
                    return Err(syntax());
                }
                let (m, name) = split_mark(item);
                points.push((point(name)?, m));
            }
            return Ok(ActionText::Remove(points));
        }
        let two_points = |rest: &str| -> Result<(Point, Point), ActionError> {
            let (a, b) = rest.split_once('-').ok_or_else(syntax)?;
            Ok((
                point(a.trim_matches(is_blank))?,
                point(b.trim_matches(is_blank))?,
            ))
        };
        if let Some((k, rest)) = s.split_once(':') {
            let mut chars = k.trim_end_matches(is_blank).chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(syntax());
            };
            let kind = Kind::from_letter(c).ok_or_else(syntax)?;
            let (from, to) = two_points(rest)?;
            return Ok(ActionText::Use { kind, from, to });
        }
        let (mark, rest) = split_mark(s);
        let (from, to) = two_points(rest)?;
        Ok(ActionText::Push { mark, from, to })
    }
}

impl fmt::Display for ActionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionText::Push { mark, from, to } => write!(f, "{mark}{from}-{to}"),
            ActionText::Use { kind, from, to } => write!(f, "{}:{from}-{to}", kind.letter()),
            ActionText::Remove(points) => {
                f.write_str("x")?;
                for (i, (p, m)) in points.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{m}{p}")?;
                }
                Ok(())
            }
            ActionText::Word(a) => write!(f, "{a}"),
        }
    }
}
