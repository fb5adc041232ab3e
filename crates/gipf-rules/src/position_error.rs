//! Why a position string cannot be read, or describes a position that cannot occur: the
//! fields, the board, the potentials' tokens and hands, the stage, and the challenges
//! option's fields. Each reason is a typed value, so that chat words it in the reader's
//! language; `Display` is the engine protocol's English.

use thiserror::Error;

use crate::error::ActionError;
use crate::potential::MAX_PER_KIND;
use crate::{Base, Color, Kind, Point, Stage};

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
    /// A variant word whose challenges part does not read (COMMANDS.md, "Variant words").
    #[error("{text:?}: {why}")]
    ChallengesWord {
        /// The word (an excerpt).
        text: String,
        /// What is wrong with it.
        why: ChallengesWordProblem,
    },
}

/// What is wrong with a variant word's challenges part (`die2`, `game1`, `agreed3`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ChallengesWordProblem {
    /// A challenges part without potentials: `standard+die2`.
    #[error("challenges need potentials: write {0}")]
    NeedsPotentials(String),
    /// Not a trial word followed by a count: `dice2`, `2die`.
    #[error("a challenges part is a trial (die, game or agreed) followed by the attempts of each player, as in die2")]
    Trial,
    /// A count that is not 1 to 9: `die0`, `die10`, `die`.
    #[error("1 to 9 attempts, as in die2")]
    Attempts,
    /// More than three parts.
    #[error("a variant has at most three parts, the variant, its potentials and its challenges, as in standard+potentials+die2")]
    TooManyParts,
    /// `ultimate+potentials`: ultimate GIPF has its potentials already.
    #[error("ultimate GIPF has its potentials already: write ultimate, or ultimate+die2 with challenges")]
    UltimateHasPotentials,
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
