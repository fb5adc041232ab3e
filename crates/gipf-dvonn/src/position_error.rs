//! Why a position string cannot be read, or describes a position that cannot occur
//! (DVONN.md §10, one variant per rejection).

use thiserror::Error;

use crate::geometry::Space;
use crate::position::side_name;
use gipf_game::Side;

/// What is wrong with a height written after a stack's letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeightProblem {
    /// `w1`, `b1`: a single piece is written without a height.
    One,
    /// `w0`, `b05`: heights have no leading zero and are at least 2.
    LeadingZero,
    /// `w50`: no stack is higher than 49.
    TooHigh,
    /// `W`, `B`, `W1`: a stack holding a DVONN piece has a height of 2 or more.
    Missing,
    /// `d2`: a lone DVONN piece has no height.
    OnDvonn,
}

impl std::fmt::Display for HeightProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            HeightProblem::One => "a single piece is written w or b, without a height",
            HeightProblem::LeadingZero => "heights are written 2 to 49, without a leading zero",
            HeightProblem::TooHigh => "no stack is higher than 49",
            HeightProblem::Missing => {
                "W and B (a stack holding a DVONN piece) need a height of 2 or more, like W3"
            }
            HeightProblem::OnDvonn => "d is a lone DVONN piece and has no height",
        })
    }
}

/// `w`, `b`, or `-` for a turn.
fn turn_word(t: Option<Side>) -> &'static str {
    match t {
        Some(Side::First) => "w",
        Some(Side::Second) => "b",
        None => "-",
    }
}

/// A position string that cannot be read, or describes a position that cannot occur.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Not 4 fields separated by single spaces.
    #[error("a DVONN position has 4 fields separated by single spaces (dvonn board turn phase), found {0}")]
    FieldCount(usize),
    /// 4 fields, but not separated by single spaces.
    #[error("separate the 4 fields (dvonn board turn phase) by single spaces, with none before or after")]
    Spacing,
    /// The first field is not `dvonn`.
    #[error("{0:?} is not dvonn: a DVONN position string begins with the word dvonn")]
    Variant(String),
    /// Not 5 rows.
    #[error("board: write 5 rows separated by /, row 1 first, found {0}")]
    RowCount(usize),
    /// A row with the wrong number of tokens.
    #[error("board: row {row} has {expected} spaces, found {found} tokens")]
    RowLength {
        /// The row number (1..5).
        row: usize,
        /// Its number of spaces.
        expected: usize,
        /// The number of tokens found.
        found: usize,
    },
    /// A character that starts no token.
    #[error("board: row {row}: {found:?} is not a token (use . d w b w<h> b<h> W<h> B<h>)")]
    UnknownChar {
        /// The row number.
        row: usize,
        /// The character.
        found: char,
    },
    /// A bad height.
    #[error("board: row {row}: {token}: {problem}")]
    Height {
        /// The row number.
        row: usize,
        /// The token as written.
        token: String,
        /// What is wrong.
        problem: HeightProblem,
    },
    /// The turn field.
    #[error("turn {0:?}: use w or b, or - when the game is over")]
    Turn(String),
    /// The phase field.
    #[error("phase {0:?}: use p (placement), m (movement), or the result w+, b+ or = when the game is over")]
    Phase(String),
    /// `-` with `p`/`m`, or `w`/`b` with a result.
    #[error(
        "turn {turn} with phase {phase}: write w or b with p or m, and - with a result (w+, b+, =)"
    )]
    TurnAndPhase {
        /// The turn field.
        turn: String,
        /// The phase field.
        phase: String,
    },
    /// A stack in the placement phase.
    #[error("{0} holds a stack, but in the placement phase every space holds at most one piece")]
    StackInPlacement(Space),
    /// A full board in the placement phase.
    #[error(
        "all 49 spaces are occupied, so the placement phase is over: write phase m, White to move"
    )]
    FullInPlacement,
    /// Piece counts that the order of placements cannot give.
    #[error("after {placed} placements the board holds {dvonn} DVONN, {white} white and {black} black pieces (DVONN.md §4), found {found_dvonn}, {found_white} and {found_black}")]
    PlacementCounts {
        /// Pieces on the board.
        placed: u32,
        /// DVONN pieces expected.
        dvonn: u32,
        /// White pieces expected.
        white: u32,
        /// Black pieces expected.
        black: u32,
        /// DVONN pieces found.
        found_dvonn: u32,
        /// White pieces found.
        found_white: u32,
        /// Black pieces found.
        found_black: u32,
    },
    /// The wrong player to place.
    #[error("after {placed} placements it is {}'s turn to place", side_name(*placer))]
    WrongPlacer {
        /// Pieces on the board.
        placed: u32,
        /// Who places next.
        placer: Side,
    },
    /// More than 49 pieces.
    #[error("the board holds {0} pieces (heights summed), but the game has only 49")]
    TooManyPieces(u32),
    /// No DVONN piece.
    #[error(
        "no space holds a DVONN piece (d, W<h> or B<h>), but all 3 stay on the board until the end"
    )]
    NoDvonn,
    /// More than 3 spaces marked as holding a DVONN piece.
    #[error("{0} spaces are marked as holding a DVONN piece, but there are only 3")]
    TooManyDvonn(u32),
    /// Marks that cannot hold 3 DVONN pieces.
    #[error("the spaces marked as holding DVONN pieces hold at most {0} of them (d one, W<h>/B<h> up to h-1), but all 3 stay on the board")]
    TooFewDvonn(u32),
    /// A stack with no link to a DVONN piece.
    #[error(
        "the stack on {0} is linked to no DVONN piece, so it would have been removed (DVONN.md §6)"
    )]
    Unlinked(Space),
    /// Neither player can move, but the game is not marked over.
    #[error("neither player can move, so the game is over: write - and the result ({0})")]
    NoMoveLeft(&'static str),
    /// The player to move has no move (the turn would have passed).
    #[error("{} has no move, so the turn passes automatically: write {} to move", side_name(*side), turn_word(Some(side.other())))]
    CannotMove {
        /// The player named to move.
        side: Side,
    },
    /// A full board with Black to move while White can.
    #[error(
        "all 49 spaces are occupied, so the movement phase begins with White: write w to move"
    )]
    FullBoardBlackToMove,
    /// A finished game where someone can still move.
    #[error("the game is marked over, but {} can still move", side_name(*side))]
    NotOver {
        /// A player who can move.
        side: Side,
    },
    /// A result that the scores do not give.
    #[error("White scores {white} and Black {black}, so the result is {actual}, not {named}")]
    WrongResult {
        /// White's score.
        white: u32,
        /// Black's score.
        black: u32,
        /// The result the scores give.
        actual: &'static str,
        /// The result written.
        named: String,
    },
}
