//! Errors. Each message is written for a player: it says what is wrong and, where it helps,
//! what to do instead.

use thiserror::Error;

use crate::{Color, Point};

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

/// A position string that cannot be read, or describes a position that cannot occur.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Wrong number of fields.
    #[error("a position has 7 fields separated by single spaces (variant board turn stage reserves captures status), 8 with potentials (then the hands), found {0}")]
    FieldCount(usize),
    /// Unknown variant name.
    #[error("unknown variant {0:?}: use basic, standard or tournament")]
    Variant(String),
    /// The board field is malformed.
    #[error("board: {0}")]
    Board(String),
    /// The turn field is malformed.
    #[error("turn {0:?}: use w or b")]
    Turn(String),
    /// The stage field is malformed.
    #[error("stage {0:?}: use p, m, o, w+ or b+ (with potentials also t, pm, po)")]
    Stage(String),
    /// A reserves or captures field is malformed.
    #[error("{field} {value:?}: write two numbers as white/black, for example 12/12")]
    Counts {
        /// `reserves` or `captures`.
        field: &'static str,
        /// The text found.
        value: String,
    },
    /// The status field is malformed.
    #[error("status {0:?}: write two letters from n, g, s (with potentials also l), White's then Black's")]
    Status(String),
    /// A status other than `ss` outside the tournament variant.
    #[error("status {0:?}: only the tournament variant has a status other than ss")]
    StatusOutsideTournament(String),
    /// GIPF pieces in the basic variant.
    #[error("the basic variant has no GIPF pieces, but {0} holds one")]
    GipfInBasic(Point),
    /// More than 18 pieces of a colour.
    #[error("{color} has {count} pieces in all (board, a GIPF piece counting 2, + reserve + captured by the opponent); at most 18 exist")]
    TooManyPieces {
        /// The colour.
        color: Color,
        /// The count found.
        count: u32,
    },
    /// More than 21 basic pieces of a colour with the potentials option.
    #[error("{color} has {count} basic pieces in all (board, a GIPF piece counting 2, loaded pieces 1, + reserve + captured by the opponent); at most 21 exist with potentials")]
    TooManyBasicPieces {
        /// The colour.
        color: Color,
        /// The count found.
        count: u32,
    },
    /// Something of the potentials option in a string without the hands field.
    #[error("{0} needs the potentials option: add the hands as an eighth field, for example -/-")]
    PotentialsOnly(String),
    /// A malformed hand.
    #[error("hand {text:?}: {why}")]
    Hand {
        /// The text found.
        text: String,
        /// What is wrong.
        why: String,
    },
    /// A tournament status that does not go with the hand.
    #[error("{color}: {why}")]
    StatusAndHand {
        /// The colour.
        color: Color,
        /// What is wrong.
        why: &'static str,
    },
    /// A stage that cannot occur on this board.
    #[error("stage {stage} cannot occur here: {why}")]
    ImpossibleStage {
        /// The stage letter(s).
        stage: String,
        /// Why not.
        why: String,
    },
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
    #[error("the game is over: {0}")]
    GameOver(String),
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
    #[error("{point} holds {holds}: write it {fix}")]
    WrongMark {
        point: Point,
        /// What the spot holds, in words.
        holds: &'static str,
        /// How to write it.
        fix: String,
    },
    /// `done` when it is not allowed.
    #[error("{0}")]
    DoneNotAllowed(DoneRefusal),
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
