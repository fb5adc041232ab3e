//! Errors. Each message is written for a player: it says what is wrong and, where it helps,
//! what to do instead.

use thiserror::Error;

use crate::{Color, Outcome, Point};

// Position strings' errors have a file of their own; `crate::error` names every error.
pub use crate::position_error::{
    BoardProblem, ChallengesFieldProblem, ChallengesProblem, ChallengesWordProblem, CountField,
    HandProblem, PositionError, PotentialsOnly, StageProblem, StatusProblem, TokenProblem,
};

/// How much of what was typed an error message quotes.
pub const EXCERPT_CHARS: usize = 40;

/// What an error message quotes of what was typed: at most [`EXCERPT_CHARS`] characters,
/// without control or bidirectional-formatting characters (which would garble or flip the
/// line in a chat client), with `…` where it was cut.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    let mut kept = 0;
    for c in text.trim().chars() {
        if c.is_control() || is_invisible_format(c) {
            continue;
        }
        if kept == EXCERPT_CHARS {
            out.push('…');
            break;
        }
        out.push(c);
        kept += 1;
    }
    out
}

/// Zero-width and bidirectional formatting characters (Unicode category Cf in the ranges
/// that chat clients honour).
fn is_invisible_format(c: char) -> bool {
    matches!(c,
        '\u{061C}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// A point name that is not on the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PointError {
    /// Not a point name, or a name off the board.
    #[error("{0:?} is not a point of the board (points are a1..i5, the centre is e5)")]
    NotAPoint(String),
}

/// An action that cannot be read, or is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// Empty input.
    #[error("no action given: write a push like b1-b2, a removal like xc3,d4,e5,f5, or done")]
    Empty,
    /// Unreadable text.
    #[error("{0:?} is not an action: write a push like b1-b2 (Gb1-b2 for a GIPF piece), a removal like xc3,d4,e5,f5, or done")]
    Syntax(String),
    /// A bad point name.
    #[error(transparent)]
    Point(#[from] PointError),
    /// A push from a point that is not a dot.
    #[error("{0} is not a dot")]
    NotADot(Point),
    /// A push towards a point that is on neither line from the dot.
    #[error("{dot}-{to}: {to} is not on a line entering the board from {dot}")]
    NotOnLine {
        dot: Point,
        /// The target given.
        to: Point,
    },
    /// An official-form push whose end does not match the board.
    #[error("{dot}-{given}: that push ends at {actual}, so write {dot}-{actual} or {dot}-{first}")]
    WrongEnd {
        dot: Point,
        /// The end given.
        given: Point,
        /// Where the push ends on this board.
        actual: Point,
        /// The first spot (canonical form).
        first: Point,
    },
    /// An official-form push whose end is given beyond an empty first spot.
    #[error("{dot}-{given}: {first} is empty, so that push ends at {first}: write {dot}-{first}")]
    EndsAtFirst {
        dot: Point,
        /// The end given.
        given: Point,
        /// The first spot, where the push ends.
        first: Point,
    },
    /// A push written without position context whose target is not the first spot.
    #[error("{dot}-{to} names the end of a push; only a position can tell if it is right (write {dot}-{first})")]
    NeedsPosition {
        dot: Point,
        /// The target given.
        to: Point,
        /// The first spot.
        first: Point,
    },
    /// The game is over.
    #[error("the game is over: {}", .0.map_or_else(|| "no further decisions".to_string(), |o| o.to_string()))]
    GameOver(Option<Outcome>),
    /// A push while a removal decision is pending.
    #[error("{0} must first decide which row to remove")]
    RemovalPending(Color),
    /// The line is full.
    #[error("{dot}-{first} is blocked: {first}..{last} are full")]
    Blocked {
        dot: Point,
        /// The first spot.
        first: Point,
        /// The last spot of the line.
        last: Point,
    },
    /// No reserve left.
    #[error("{0} has no piece left in reserve")]
    EmptyReserve(Color),
    /// A GIPF push with fewer than 2 in reserve.
    #[error("a GIPF piece takes 2 pieces from the reserve and {0} has only 1")]
    ReserveTooSmallForGipf(Color),
    /// A GIPF push outside the tournament variant.
    #[error("only the tournament variant brings GIPF pieces in: push a single piece ({0})")]
    GipfOutsideTournament(String),
    /// A single push before the first GIPF push.
    #[error(
        "tournament: {0}'s first push must be a GIPF piece (write G before the push, as in Gb1-b2)"
    )]
    FirstPushMustBeGipf(Color),
    /// A GIPF push after a single push.
    #[error(
        "tournament: {0} has pushed a single piece already and can no longer bring in GIPF pieces"
    )]
    NoMoreGipf(Color),
    /// A removal when there is no row to remove.
    #[error("there is no row to remove now")]
    NoRow,
    /// A point named twice in a removal.
    #[error("{0} is named twice")]
    Repeated(Point),
    /// A removal naming a dot.
    #[error("{0} is a dot: no piece stands there")]
    NotASpot(Point),
    /// A `G` mark on a point that does not hold a GIPF piece.
    #[error("{0} does not hold a GIPF piece: remove the G in front of it")]
    NotGipf(Point),
    /// A removal set that no legal removal takes.
    #[error("no row removal takes exactly {given}; the choices are {choices}")]
    NoSuchRemoval {
        /// The set given, canonical.
        given: String,
        /// The legal removals.
        choices: String,
    },
    /// A potentials action in a game without potentials.
    #[error("{0}: this game is played without potentials")]
    NoPotentials(String),
    /// A push, use or removal while the TAMSK decision is pending.
    #[error("{0} must first decide about the TAMSK piece on e5: push its potential in (T:<dot>-<spot>) or keep")]
    TamskPending(Color),
    /// A TAMSK push or `keep` when no TAMSK decision is pending.
    #[error("{0} is only possible when a TAMSK-loaded piece has just arrived on e5")]
    NotTamskStage(String),
    /// A loaded push without that potential in the hand.
    #[error("{color} has no {kind} potential left in hand")]
    NotInHand {
        color: Color,
        /// The kind asked for.
        kind: crate::Kind,
    },
    /// A loaded push after the hand was given up or while bringing in GIPF pieces only.
    #[error("{0} cannot bring in a loaded piece now")]
    NoLoadedPush(Color),
    /// A use from a spot without an uncapped loaded piece of the player.
    #[error("{spot} holds no uncapped {kind}-loaded piece of {color}: only such a piece can use its potential")]
    NoLoadedPiece {
        spot: Point,
        kind: crate::Kind,
        color: Color,
    },
    /// A TAMSK potential used at stage p.
    #[error("a TAMSK potential is used only when its piece arrives on e5")]
    TamskNotNow,
    /// A use towards a spot it cannot reach.
    #[error("{kind} from {from} cannot go to {to}; it can go to {choices}")]
    BadTarget {
        kind: crate::Kind,
        from: Point,
        to: Point,
        /// The targets it has.
        choices: String,
    },
    /// A removal mark that does not match the piece.
    #[error("{point} holds {holds}: write it {}", fix.text(*point))]
    WrongMark {
        point: Point,
        /// What the spot holds.
        holds: Holds,
        /// How to write it.
        fix: MarkFix,
    },
    /// `done` when it is not allowed.
    #[error("{0}")]
    DoneNotAllowed(DoneRefusal),
    /// `challenge`, `allow`, `won` or `lost` in a game without the challenges option.
    #[error("{0}: this game is played without challenges")]
    NoChallenges(String),
    /// `challenge` or `allow` when no use waits at stage c.
    #[error("{0} is only possible when a use waits for its challenger (stage c)")]
    NotChallengeStage(String),
    /// `won` or `lost` when no challenge waits for its outcome at stage r.
    #[error("{0} is only possible when a challenge waits for its outcome (stage r)")]
    NotRefereeStage(String),
    /// Another action while a use waits for its challenger.
    #[error("{0} must first challenge or allow the pending use")]
    ChallengePending(Color),
    /// Another action while a challenge waits for the referee's outcome.
    #[error("the referee must first give the challenge's outcome: won or lost")]
    RefereePending,
}

/// What a spot named in a removal holds, for [`ActionError::WrongMark`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum Holds {
    /// An empty spot.
    #[error("nothing")]
    Nothing,
    /// A stack with caps.
    #[error("a capped stack")]
    CappedStack,
    /// A GIPF piece.
    #[error("a GIPF piece")]
    Gipf,
    /// A loaded piece.
    #[error("a loaded piece")]
    Loaded,
    /// A basic piece.
    #[error("a basic piece")]
    Basic,
    /// A used potential.
    #[error("a used potential")]
    Used,
}

/// How to write a removal's point whose mark is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkFix {
    /// Leave the point out (it is empty).
    LeaveOut,
    /// The point without a mark.
    NoMark,
    /// The point with this mark (`G`, or a kind's letter).
    Mark(char),
}

impl MarkFix {
    /// The English of the engine protocol: `without c3`, `c3 without a mark`, `Gc3`.
    pub fn text(self, p: Point) -> String {
        match self {
            MarkFix::LeaveOut => format!("without {p}"),
            MarkFix::NoMark => format!("{p} without a mark"),
            MarkFix::Mark(m) => format!("{m}{p}"),
        }
    }
}

/// Why `done` is not allowed now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum DoneRefusal {
    /// A row with a single piece in it must be removed first.
    #[error("done is not possible yet: a row that holds a single piece must be removed")]
    CompulsoryRow,
    /// Rows made by the opponent's push must all be removed.
    #[error("done is not possible: rows left standing after the opponent's push must be removed")]
    OpponentRows,
    /// No optional row to leave.
    #[error("done only leaves optional rows after your push; before a push, just push")]
    NothingToLeave,
}

/// A game record with an unreadable start or a bad action.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The record is empty.
    #[error("the record is empty: it starts with a variant or a position string")]
    Empty,
    /// The start is not a variant or a valid position string.
    #[error("start of the record: {0}")]
    Start(#[from] PositionError),
    /// An action that cannot be played.
    #[error("action {number} ({text}): {error}")]
    Action {
        /// 1-based number of the action in the record.
        number: usize,
        /// The action as written.
        text: String,
        /// What is wrong with it.
        error: ActionError,
    },
    /// A comment that cannot stand where it is (COMBINING.md §9.5).
    #[error("the comment after action {after} ({text}): {why}")]
    Comment {
        /// The number of the action it follows (0: before the first).
        after: usize,
        /// The comment as written (an excerpt).
        text: String,
        /// What is wrong with it.
        why: CommentProblem,
    },
}

/// What is wrong with a comment of a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CommentProblem {
    /// `{` without `}`, or a brace inside.
    #[error("a comment is {{, text without braces, }}")]
    Unclosed,
    /// A trial comment that does not follow `won` or `lost`.
    #[error("a trial comment follows won or lost")]
    NotAfterOutcome,
    /// A trial comment of another trial than the game's.
    #[error("this game's trial is {game}, not {comment}")]
    OtherTrial {
        /// The game's trial.
        game: crate::Trial,
        /// The comment's.
        comment: crate::Trial,
    },
    /// A malformed trial comment.
    #[error(
        "a trial comment is {{die w<1-6> b<1-6>}}, {{game #<id>}} or {{agreed win|draw|loss}}"
    )]
    Malformed,
    /// A trial comment that contradicts its outcome.
    #[error("it contradicts the outcome it follows")]
    Contradicts,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_short_and_harmless() {
        assert_eq!(excerpt("  b1-b2 "), "b1-b2");
        let long = "q".repeat(10_000);
        assert_eq!(excerpt(&long), format!("{}…", "q".repeat(EXCERPT_CHARS)));
        assert_eq!(excerpt("ab\u{202E}cd\u{0007}\u{200B}e"), "abcde");
        assert_eq!(
            excerpt(&"é".repeat(EXCERPT_CHARS)),
            "é".repeat(EXCERPT_CHARS)
        );
    }
}
