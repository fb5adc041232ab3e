//! Game records (NOTATION.md §2): a start (a variant or a position string) followed by the
//! actions in order, separated by single spaces. Forced removals are not written. With the
//! challenges option an outcome may be followed by its trial comment (COMBINING.md §9.5);
//! other comments `{...}` are skipped.

use std::fmt;
use std::str::FromStr;

use crate::error::{CommentProblem, RecordError};
use crate::{Action, Color, Event, GameVariant, Position, Stage, TrialComment};

/// A replayed game: where it started and the actions played, each one legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    start: Position,
    actions: Vec<Action>,
    /// The trial comment after each action (only ever after `won` or `lost`).
    comments: Vec<Option<TrialComment>>,
    current: Position,
    /// The user of the challenge the last action decided (for checking its comment).
    last_user: Option<Color>,
}

impl Record {
    /// A record with no action yet.
    pub fn new(start: Position) -> Record {
        Record {
            current: start.clone(),
            start,
            actions: Vec::new(),
            comments: Vec::new(),
            last_user: None,
        }
    }

    /// The trial comment after the action of index `i` (0-based), if any.
    pub fn trial_comment(&self, i: usize) -> Option<TrialComment> {
        self.comments.get(i).copied().flatten()
    }

    /// Adds the trial comment of the last action, which must be `won` or `lost`, of the
    /// game's trial, agreeing with the outcome, and not commented yet.
    pub fn comment_last(&mut self, comment: TrialComment) -> Result<(), CommentProblem> {
        let (Some(&last), Some(slot), Some(user)) =
            (self.actions.last(), self.comments.last(), self.last_user)
        else {
            return Err(CommentProblem::NotAfterOutcome);
        };
        let won = match last {
            Action::Won => true,
            Action::Lost => false,
            _ => return Err(CommentProblem::NotAfterOutcome),
        };
        if slot.is_some() {
            return Err(CommentProblem::NotAfterOutcome);
        }
        let Some(game) = self.current.challenges().map(|c| c.trial()) else {
            return Err(CommentProblem::NotAfterOutcome);
        };
        if comment.trial() != game {
            return Err(CommentProblem::OtherTrial {
                game,
                comment: comment.trial(),
            });
        }
        if !comment.agrees_with(won, user) {
            return Err(CommentProblem::Contradicts);
        }
        if let Some(slot) = self.comments.last_mut() {
            *slot = Some(comment);
        }
        Ok(())
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
        let user = self.current.user();
        self.current.play(action)?;
        self.actions.push(action);
        self.comments.push(None);
        self.last_user = user;
        Ok(())
    }

    /// Plays one entry of a record: an action in any form NOTATION.md §2 accepts, perhaps
    /// followed by its trial comment (`lost {die w2 b5}`), as a service stores each decision.
    /// Refused, changing nothing, when the action is illegal or the comment cannot stand.
    pub fn play_entry(&mut self, text: &str) -> Result<(), RecordError> {
        let number = self.actions.len() + 1;
        let (tokens, unclosed) = tokens(text);
        let comment_error = |text: String, why| RecordError::Comment {
            after: number,
            text,
            why,
        };
        if let Some(text) = unclosed {
            return Err(comment_error(text, CommentProblem::Unclosed));
        }
        let (word, comment) = match tokens.as_slice() {
            [Token::Word(w)] => (*w, None),
            [Token::Word(w), Token::Comment(c)] => (*w, Some(*c)),
            _ => return Err(RecordError::Empty),
        };
        let action = self
            .current
            .parse_action(word)
            .map_err(|error| RecordError::Action {
                number,
                text: crate::error::excerpt(word),
                error,
            })?;
        let mut next = self.clone();
        next.play(action).map_err(|error| RecordError::Action {
            number,
            text: crate::error::excerpt(word),
            error,
        })?;
        if let Some(inner) = comment {
            let bad = |why| comment_error(crate::error::excerpt(inner), why);
            match TrialComment::parse_inner(inner).map_err(bad)? {
                Some(c) => next.comment_last(c).map_err(bad)?,
                None => return Err(bad(CommentProblem::Malformed)),
            }
        }
        *self = next;
        Ok(())
    }

    /// The entry of the action of index `i` (0-based) as [`Record::play_entry`] reads it:
    /// the canonical action, and its trial comment if it has one.
    pub fn entry(&self, i: usize) -> Option<String> {
        let a = self.actions.get(i)?;
        Some(match self.trial_comment(i) {
            Some(c) => format!("{a} {c}"),
            None => a.to_string(),
        })
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
        let mut out = self.start_text();
        for (i, (p, &a)) in self.positions().zip(&self.actions).enumerate() {
            if let Some(c) = i.checked_sub(1).and_then(|j| self.trial_comment(j)) {
                out.push_str(&format!(" {c}"));
            }
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
        if let Some(c) = self.comments.last().copied().flatten() {
            out.push_str(&format!(" {c}"));
        }
        out
    }

    /// The start as a variant name when it is that variant's start, else as a position
    /// string.
    fn start_text(&self) -> String {
        let v = self.start.variant();
        if self.start == Position::start(v) {
            v.to_string()
        } else {
            self.start.to_string()
        }
    }

    /// Reads a record, replaying it: every action may be in any form NOTATION.md §2 accepts
    /// that holds no space; a trial comment after `won` or `lost` is checked against the game
    /// and the outcome (COMBINING.md §9.5), other comments are skipped. The error names the
    /// first action or comment that cannot stand.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        match Record::parse_prefix(text)? {
            (record, None) => Ok(record),
            (_, Some(error)) => Err(error),
        }
    }

    /// Reads as much of a record as can be played: the record up to the first action or
    /// comment that cannot stand, and that one's error (`None` when all of it reads). An
    /// unreadable start is the outer error.
    pub fn parse_prefix(text: &str) -> Result<(Record, Option<RecordError>), RecordError> {
        let (all, unclosed) = tokens(text);
        // Comments before the start: unknown ones are skipped, a trial comment follows no
        // outcome.
        let lead = all
            .iter()
            .take_while(|t| matches!(t, Token::Comment(_)))
            .count();
        for t in &all[..lead] {
            if let Token::Comment(inner) = *t {
                let why = match TrialComment::parse_inner(inner) {
                    Ok(None) => continue,
                    Ok(Some(_)) => CommentProblem::NotAfterOutcome,
                    Err(why) => why,
                };
                return Err(RecordError::Comment {
                    after: 0,
                    text: crate::error::excerpt(inner),
                    why,
                });
            }
        }
        let all = &all[lead..];
        let words: Vec<&str> = all
            .iter()
            .map_while(|t| match t {
                Token::Word(w) => Some(*w),
                Token::Comment(_) => None,
            })
            .collect();
        let Some(&first) = words.first() else {
            return Err(RecordError::Empty);
        };
        // A position string's second field (the board) always holds a '/'; no action does.
        let (start, used) = if words.get(1).is_some_and(|t| t.contains('/')) {
            if words.len() < 7 {
                return Err(RecordError::Start(crate::PositionError::FieldCount(
                    words.len(),
                )));
            }
            // The potentials' hands field holds a '/' too, and then the challenges' ninth
            // field (`die:2/2`), which is followed by the pending use or `-`.
            let n = match (words.get(7), words.get(8)) {
                (Some(h), Some(c)) if h.contains('/') && c.contains('/') => 10,
                (Some(h), _) if h.contains('/') => 8,
                _ => 7,
            };
            let n = n.min(words.len());
            (words[..n].join(" ").parse::<Position>()?, n)
        } else {
            (first.parse::<GameVariant>()?.start(), 1)
        };
        let mut record = Record::new(start);
        for token in &all[used..] {
            let number = record.actions.len();
            match *token {
                Token::Comment(inner) => {
                    let comment =
                        TrialComment::parse_inner(inner).map_err(|why| RecordError::Comment {
                            after: number,
                            text: crate::error::excerpt(inner),
                            why,
                        })?;
                    if let Some(c) = comment {
                        record.comment_last(c).map_err(|why| RecordError::Comment {
                            after: number,
                            text: crate::error::excerpt(inner),
                            why,
                        })?;
                    }
                }
                Token::Word(word) => {
                    let bad = |error| RecordError::Action {
                        number: number + 1,
                        text: word.to_string(),
                        error,
                    };
                    let played = record
                        .current
                        .parse_action(word)
                        .and_then(|action| record.play(action));
                    if let Err(error) = played {
                        return Ok((record, Some(bad(error))));
                    }
                }
            }
        }
        let unclosed = unclosed.map(|text| RecordError::Comment {
            after: record.actions.len(),
            text,
            why: CommentProblem::Unclosed,
        });
        Ok((record, unclosed))
    }
}

/// A token of a record: a word (a start field or an action) or a comment's inside.
enum Token<'a> {
    Word(&'a str),
    Comment(&'a str),
}

/// Splits a record into words and comments `{...}` (which may hold spaces); stops at a
/// comment that is not closed (or holds a `{`), whose excerpt it returns.
fn tokens(text: &str) -> (Vec<Token<'_>>, Option<String>) {
    let mut out = Vec::new();
    let mut rest = text.trim_start_matches(|c: char| c.is_ascii_whitespace());
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('{') {
            let end = after.find(['{', '}']);
            let Some(end) = end.filter(|&e| after.as_bytes()[e] == b'}') else {
                return (out, Some(crate::error::excerpt(rest)));
            };
            out.push(Token::Comment(&after[..end]));
            rest = &after[end + 1..];
        } else {
            let end = rest
                .find(|c: char| c.is_ascii_whitespace())
                .unwrap_or(rest.len());
            out.push(Token::Word(&rest[..end]));
            rest = &rest[end..];
        }
        rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
    }
    (out, None)
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
        f.write_str(&self.start_text())?;
        for (a, c) in self.actions.iter().zip(&self.comments) {
            write!(f, " {a}")?;
            if let Some(c) = c {
                write!(f, " {c}")?;
            }
        }
        Ok(())
    }
}
