//! Errors. Each message is written for a player: it says what is wrong and, where it helps,
//! what to do instead.

use thiserror::Error;

use crate::potential::MAX_PER_KIND;
use crate::{Base, Color, Kind, Outcome, Point, Stage};

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
    Board(BoardProblem),
    /// The turn field is malformed.
    #[error("turn {0:?}: use w or b")]
    Turn(String),
    /// The stage field is malformed.
    #[error("stage {0:?}: use p, m, o, w+ or b+ (with potentials also t, pm, po)")]
    Stage(String),
    /// A reserves or captures field is malformed.
    #[error("{field} {value:?}: write two numbers as white/black, for example 12/12")]
    Counts {
        /// Reserves or captures.
        field: CountField,
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
    PotentialsOnly(PotentialsOnly),
    /// A malformed hand.
    #[error("hand {text:?}: {why}")]
    Hand {
        /// The text found.
        text: String,
        /// What is wrong.
        why: HandProblem,
    },
    /// A tournament status that does not go with the hand.
    #[error("{color}: {why}")]
    StatusAndHand {
        /// The colour.
        color: Color,
        /// What is wrong.
        why: StatusProblem,
    },
    /// A stage that cannot occur on this board.
    #[error("stage {stage} cannot occur here: {why}")]
    ImpossibleStage {
        /// The stage letter(s).
        stage: String,
        /// Why not.
        why: StageProblem,
    },
    /// Something wrong with the challenges option's fields (COMBINING.md §9.2).
    #[error("{0}")]
    Challenges(ChallengesProblem),
}

/// What is wrong with the challenges option's ninth and tenth fields, or with what they say
/// about the position (COMBINING.md §9.2).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ChallengesProblem {
    /// A string of 9 fields (§9.2, 1).
    #[error("a position with the challenges option has 10 fields: the hands, then the challenges (such as die:2/2), then the pending use or -; found 9")]
    NineFields,
    /// A malformed ninth field (§9.2, 2).
    #[error("challenges {text:?}: {why}")]
    Field {
        /// The field (an excerpt).
        text: String,
        /// What is wrong with it.
        why: ChallengesFieldProblem,
    },
    /// Stage `c` or `r` in a string without the ninth and tenth fields (§9.2, 3).
    #[error("stage {0} needs the challenges option: add the challenges and the pending use as the ninth and tenth fields, for example die:2/2 Z:c3-f5")]
    StageWithoutOption(Stage),
    /// A pending use at a stage other than `c` and `r` (§9.2, 4).
    #[error("stage {0} has no pending use: write - as the tenth field")]
    PendingOutsideStage(Stage),
    /// `-` at stage `c` or `r` (§9.2, 4).
    #[error("stage {0} needs the pending use as the tenth field, for example Z:c3-f5")]
    NoPending(Stage),
    /// A tenth field that is not `-` or a use in canonical form (§9.2, 5).
    #[error("pending {0:?} is not a use in canonical form: write a ZÈRTZ, YINSH, DVONN or PÜNCT use like Z:c3-f5, or a TAMSK push with its first spot like T:e9-e8")]
    NotAUse(String),
    /// The position with the pending use's stage fails a check of that stage (§9.2, 6).
    #[error("pending {pending}: {why}")]
    PendingStage {
        /// The pending use.
        pending: String,
        /// What the position at the use's stage fails.
        why: Box<PositionError>,
    },
    /// The pending use is not a legal action at its stage (§9.2, 6).
    #[error("pending {pending} is not legal here: {why}")]
    PendingIllegal {
        /// The pending use.
        pending: String,
        /// Why it is not legal.
        why: ActionError,
    },
    /// Stage `c` while the challenger has no attempt left (§9.2, 7).
    #[error("stage c cannot occur: {0}, the challenger, has no attempt left, so the use would have taken effect at once")]
    NoAttempt(Color),
    /// Stage `r` while the challenger has 9 attempts left (§9.2, 8).
    #[error("stage r cannot occur: {0}, the challenger, has 9 attempts left but has just spent one of at most 9")]
    AttemptNotSpent(Color),
}

/// What is wrong with the ninth field (`die:2/2`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ChallengesFieldProblem {
    /// No `:` between the trial and the counts.
    #[error("write the trial, a colon and the attempts left as white/black, for example die:2/2")]
    NoColon,
    /// A trial other than `die`, `game`, `agreed` (in lower case).
    #[error("the trial is die, game or agreed, in lower case")]
    Trial,
    /// Not exactly two counts separated by `/`.
    #[error("write the attempts left as two counts white/black, for example 2/2")]
    Pair,
    /// A count that is not one digit.
    #[error("each count of attempts left is one digit, 0 to 9")]
    Count,
}

/// Which pair of counts of a position string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CountField {
    /// The reserves (fifth field).
    #[error("reserves")]
    Reserves,
    /// The captures (sixth field).
    #[error("captures")]
    Captures,
}

/// What a position string without hands holds that only the potentials option has.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PotentialsOnly {
    /// Status `l`.
    #[error("status {0}")]
    Status(String),
    /// Stage `t`, `pm` or `po`.
    #[error("stage {0}")]
    Stage(Stage),
    /// A board token such as `wT`.
    #[error("the board token {0}")]
    Token(String),
}

/// What is wrong with a hand (`T3Z3D3Y3P3`), in a position string or a variant word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum HandProblem {
    /// Nothing written.
    #[error("a hand is - (empty) or kinds with counts, such as T3Z3D3Y3P3")]
    Empty,
    /// A character that is not a kind's letter.
    #[error("each kind is one of the letters T Z D Y P, followed by its count")]
    NotAKind,
    /// Kinds repeated or out of order.
    #[error("kinds are written once each, in the order T Z D Y P")]
    Order,
    /// A kind without a count, or a count starting with 0.
    #[error("each kind is followed by its count, 1 to 99")]
    NoCount,
    /// A count above [`MAX_PER_KIND`].
    #[error("a hand holds at most {MAX_PER_KIND} potentials of a kind")]
    TooMany,
    /// The hands field without its `/`.
    #[error("write the two hands as white/black, for example T3Z3D3Y3P3/T3Z3D3Y3P3 or -/-")]
    NotAPair,
    /// `ultimate+<hand>`.
    #[error("ultimate GIPF has its own hand, 3 of each kind; for another hand write tournament+<hand>, as in tournament+T6")]
    UltimateHasItsOwn,
    /// `standard+-`: a variant word with an empty hand.
    #[error("name at least one potential, as in standard+T6, or write standard+potentials")]
    NoPotential,
}

/// A tournament status that does not go with the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum StatusProblem {
    /// Status `l` with an empty hand.
    #[error("status l (bringing in loaded pieces) needs a hand that is not empty")]
    LoadedWithoutHand,
    /// Status `s` with potentials left in the hand.
    #[error(
        "status s (basic pieces only) comes with an empty hand: a basic push forfeits the hand"
    )]
    SinglesWithHand,
}

/// What is wrong with the board field of a position string.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardProblem {
    /// Not 7 columns.
    #[error("{text:?} has {count} columns; write the 7 columns b..h separated by /")]
    Columns {
        /// The field (an excerpt).
        text: String,
        /// The columns found.
        count: usize,
    },
    /// Two digits in a row.
    #[error(
        "column {column} {text:?}: two digits in a row; write one digit for a run of empty spots"
    )]
    TwoDigits {
        /// The column's letter.
        column: char,
        /// The column's text.
        text: String,
    },
    /// A run of 0 empty spots.
    #[error("column {column} {text:?}: 0 is not a count of empty spots")]
    Zero {
        /// The column's letter.
        column: char,
        /// The column's text.
        text: String,
    },
    /// A token that does not read.
    #[error("column {column} {text:?}: {why}")]
    Token {
        /// The column's letter.
        column: char,
        /// The column's text.
        text: String,
        /// What is wrong with the token.
        why: TokenProblem,
    },
    /// A column describing too many or too few spots.
    #[error("column {column} {text:?} describes {found} spots; it has {spots}")]
    Spots {
        /// The column's letter.
        column: char,
        /// The column's text.
        text: String,
        /// The spots described.
        found: usize,
        /// The spots the column has.
        spots: usize,
    },
}

/// What is wrong with one token of the board field (POTENTIALS.md §11.1).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TokenProblem {
    /// `(` without `)`.
    #[error("{0:?}: a stack ( ... ) is not closed")]
    Unclosed(String),
    /// A stack that does not start with a piece.
    #[error("stack ({0}): it starts with no piece token")]
    NoBase(String),
    /// A stack without caps.
    #[error("stack ({0}) has no cap; write an uncapped piece without brackets")]
    NoCap(String),
    /// Something in a stack that is not a cap.
    #[error("stack ({stack}): {rest:?} is not a cap; caps are wd, bd, wp, bp")]
    NotACap {
        /// The stack's inside.
        stack: String,
        /// What follows.
        rest: String,
    },
    /// A cap on a piece no cap can stand on.
    #[error("stack ({stack}): no cap can stand on a piece loaded with {}", match base {
        Base::Loaded(_, k) => k.name(),
        _ => "that potential",
    })]
    Uncappable {
        /// The stack's inside.
        stack: String,
        /// Its base.
        base: Base,
    },
    /// A cap of the wrong kind for the base.
    #[error("stack ({stack}): {cap} caps cannot stand on {}", crate::potential::base_words(*base))]
    WrongCap {
        /// The stack's inside.
        stack: String,
        /// The cap's kind.
        cap: Kind,
        /// Its base.
        base: Base,
    },
    /// Caps whose colours do not alternate.
    #[error(
        "stack ({0}): the caps' colours alternate, the first being the opposite of the base's"
    )]
    Alternate(String),
    /// More caps than two hands hold.
    #[error("stack ({0}...) has more caps than two hands of {MAX_PER_KIND} can give")]
    TooManyCaps(String),
    /// A character that starts no token.
    #[error("{0:?} is not a piece token (w W b B, wT..bP, wt wz wy bt bz by, or a stack in brackets) or a digit")]
    NotAToken(char),
}

/// Why a position string's stage cannot occur on its board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum StageProblem {
    /// A won stage whose loser has not lost.
    #[error("{0} has lost neither by having no GIPF piece left nor by having to push with an empty reserve")]
    NotLost(Color),
    /// The same with potentials.
    #[error(
        "{0} has lost neither by having no GIPF piece left nor by having no action at his turn"
    )]
    NotLostPotentials(Color),
    /// A player without GIPF piece in a game that goes on.
    #[error("{0} has no GIPF piece on the board, so the game would be over")]
    NoGipf(Color),
    /// A compulsory row at the push stage.
    #[error("{0} has a row that must be removed before anyone pushes")]
    RowBeforePush(Color),
    /// The same with potentials.
    #[error("{0} has a row that must be removed before anyone acts")]
    RowBeforeAction(Color),
    /// No legal action.
    #[error("{0} has no legal action")]
    NoAction(Color),
    /// A removal stage with one way or none to resolve.
    #[error(
        "{color} has {count} way to resolve his rows, and a stage is only stopped at for a choice"
    )]
    NoChoice {
        /// Who resolves.
        color: Color,
        /// How many ways.
        count: usize,
    },
    /// Stage o while the mover has a row of his own left.
    #[error("{} still has a row to remove before {} resolves", .0, .0.other())]
    MoverFirst(Color),
    /// Stage t without a TAMSK piece on e5.
    #[error("e5 holds no TAMSK-loaded piece")]
    NoTamsk,
    /// Stage t with every line full.
    #[error("every line is full, so keep is the only option and is applied at once")]
    LinesFull,
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
