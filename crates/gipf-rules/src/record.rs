//! Game records (NOTATION.md §2): a start (a variant or a position string) followed by the
//! actions in order, separated by single spaces. Forced removals are not written.

use std::fmt;
use std::str::FromStr;

use crate::error::RecordError;
use crate::{Action, Event, GameVariant, Position, Stage};

/// A replayed game: where it started and the actions played, each one legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    start: Position,
    actions: Vec<Action>,
    current: Position,
}

impl Record {
    /// A record with no action yet.
    pub fn new(start: Position) -> Record {
        Record {
            current: start.clone(),
            start,
            actions: Vec::new(),
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The actions played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The position after the last action.
    pub fn current(&self) -> &Position {
        &self.current
    }

    /// Plays one more action; an illegal one is refused and changes nothing.
    pub fn play(&mut self, action: Action) -> Result<(), crate::ActionError> {
        self.current.play(action)?;
        self.actions.push(action);
        Ok(())
    }

    /// Every position of the game: the start, then the position after each action.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let mut p = self.start.clone();
        std::iter::once(p.clone()).chain(self.actions.iter().map(move |&a| {
            // Each stored action was legal when it was recorded.
            if p.play(a).is_err() {
                debug_assert!(false, "a recorded action became illegal");
            }
            p.clone()
        }))
    }

    /// What the last turn did ([`Position::play_events`] of each action): the last push with
    /// the pre-push removals just before it, and every removal after it, forced ones
    /// included. Empty before the first push.
    pub fn last_turn_events(&self) -> Vec<Event> {
        let mut p = self.start.clone();
        let mut turn: Vec<Event> = Vec::new();
        let mut pre_push: Vec<Event> = Vec::new();
        for &a in &self.actions {
            let before = p.stage();
            let Ok(events) = p.play_events(a) else {
                break;
            };
            if a.is_turn_action() {
                turn = std::mem::take(&mut pre_push);
                turn.extend(events);
            } else if matches!(before, Stage::Push | Stage::PreMover | Stage::PreOpponent) {
                pre_push.extend(events);
            } else {
                turn.extend(events);
            }
        }
        turn.extend(pre_push);
        turn
    }

    /// The record with every push in the official gipf.com form `<dot>-<end>` (NOTATION.md
    /// §2: the end is where the furthest moving piece arrives); it reads back to the same
    /// record.
    pub fn official(&self) -> String {
        let canonical = self.to_string();
        let start = canonical
            .split(' ')
            .take(canonical.split(' ').count() - self.actions.len())
            .collect::<Vec<_>>()
            .join(" ");
        let mut out = start;
        for (p, &a) in self.positions().zip(&self.actions) {
            out.push(' ');
            let (prefix, entry) = match a {
                Action::Push { entry, gipf } => (if gipf { "G" } else { "" }.to_string(), entry),
                Action::PushLoaded { entry, kind } => (kind.letter().to_string(), entry),
                Action::Tamsk { entry } => ("T:".to_string(), entry),
                _ => {
                    out.push_str(&a.to_string());
                    continue;
                }
            };
            let end = p.push_end(entry).unwrap_or(entry.first());
            out.push_str(&format!("{prefix}{}-{end}", entry.dot()));
        }
        out
    }

    /// Reads a record, replaying it: every action may be in any form NOTATION.md §2 accepts
    /// that holds no space. The error names the first action that cannot be played.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
        let Some(&first) = tokens.first() else {
            return Err(RecordError::Empty);
        };
        // A position string's second field (the board) always holds a '/'; no action does.
        let (start, rest) = if tokens.get(1).is_some_and(|t| t.contains('/')) {
            if tokens.len() < 7 {
                return Err(RecordError::Start(crate::PositionError::FieldCount(
                    tokens.len(),
                )));
            }
            // The potentials' hands field holds a '/' too.
            let n = if tokens.get(7).is_some_and(|t| t.contains('/')) {
                8
            } else {
                7
            };
            (tokens[..n].join(" ").parse::<Position>()?, &tokens[n..])
        } else {
            (first.parse::<GameVariant>()?.start(), &tokens[1..])
        };
        let mut record = Record::new(start);
        for (i, token) in rest.iter().enumerate() {
            let action =
                record
                    .current
                    .parse_action(token)
                    .map_err(|error| RecordError::Action {
                        number: i + 1,
                        text: token.to_string(),
                        error,
                    })?;
            record.play(action).map_err(|error| RecordError::Action {
                number: i + 1,
                text: token.to_string(),
                error,
            })?;
        }
        Ok(record)
    }
}

impl FromStr for Record {
    type Err = RecordError;

    fn from_str(s: &str) -> Result<Record, RecordError> {
        Record::parse(s)
    }
}

impl fmt::Display for Record {
    /// The start as a variant name when it is that variant's start, else as a position
    /// string; then the canonical actions.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.start.variant();
        if self.start == Position::start(v) {
            write!(f, "{v}")?;
        } else {
            write!(f, "{}", self.start)?;
        }
        for a in &self.actions {
            write!(f, " {a}")?;
        }
        Ok(())
    }
}
