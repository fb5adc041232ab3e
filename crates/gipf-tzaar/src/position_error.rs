//! Why a position string cannot be read, or describes a position that no game can reach
//! (TZAAR.md §9.3, one variant per rejection).

use thiserror::Error;

use crate::geometry::Space;
use crate::position::{side_name, PieceType};
use gipf_game::Side;

/// What is wrong with a height written after a stack's letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeightProblem {
    /// `T1`: a single piece is written without a height.
    One,
    /// `T0`, `r05`: heights have no leading zero.
    LeadingZero,
    /// `T31`: no stack is higher than a player's 30 pieces.
    TooHigh,
}

impl std::fmt::Display for HeightProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            HeightProblem::One => "a single piece is written without a height (T, not T1)",
            HeightProblem::LeadingZero => "heights are written 2 to 30, without a leading zero",
            HeightProblem::TooHigh => "no stack is higher than 30 (a player has 30 pieces)",
        })
    }
}

/// A position string that cannot be read, or describes a position no game can reach.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Not 4 fields.
    #[error(
        "a TZAAR position has 4 fields separated by spaces (tzaar board turn phase), found {0}"
    )]
    FieldCount(usize),
    /// The first field is neither variant word.
    #[error(
        "{0:?} is not a variant: a TZAAR position string begins with tzaar or tzaar-tournament"
    )]
    Variant(String),
    /// Not 9 columns.
    #[error("board: write the 9 columns a to i separated by /, found {0}")]
    ColumnCount(usize),
    /// A column with the wrong number of tokens.
    #[error("board: column {column} has {expected} spaces, found {found} tokens")]
    ColumnLength {
        /// The column letter.
        column: char,
        /// Its number of spaces.
        expected: usize,
        /// The number of tokens found.
        found: usize,
    },
    /// A character that starts no token.
    #[error("board: column {column}: {found:?} is not a token (use - for an empty space, A R T for White's stacks, a r t for Black's, with a height of 2 or more after the letter)")]
    UnknownChar {
        /// The column letter.
        column: char,
        /// The character.
        found: char,
    },
    /// A bad height.
    #[error("board: column {column}: {token}: {problem}")]
    Height {
        /// The column letter.
        column: char,
        /// The token as written.
        token: String,
        /// What is wrong.
        problem: HeightProblem,
    },
    /// The turn field.
    #[error("turn {0:?}: use w or b")]
    Turn(String),
    /// The phase field.
    #[error("phase {0:?}: use p (placement), o (opening capture), c (forced capture), s (second action), or w+ or b+ when the game is over")]
    Phase(String),
    /// More stacks of a type than a player has pieces of it.
    #[error("{} shows {found} stacks of type {}, but has only {} such pieces", side_name(*side), .kind.name(), .kind.count())]
    TooManyOfType {
        /// The player.
        side: Side,
        /// The type.
        kind: PieceType,
        /// The stacks found with that type on top.
        found: u32,
    },
    /// More than 30 pieces of one colour.
    #[error("{} has {found} pieces on the board (heights summed), but only 30 in the game", side_name(*side))]
    TooManyPieces {
        /// The player.
        side: Side,
        /// His pieces on the board.
        found: u32,
    },
    /// Phase `p` in the variant `tzaar`.
    #[error("phase p (placement) exists only in tzaar-tournament: a tzaar game starts on a full board with phase o")]
    PlacementNotTournament,
    /// A stack in the placement phase.
    #[error("{0} holds a stack, but in the placement phase every space holds at most one piece")]
    StackInPlacement(Space),
    /// A full board in the placement phase.
    #[error(
        "all 60 spaces are occupied, so the placement is over: write phase o, White to capture"
    )]
    FullInPlacement,
    /// Piece counts that the alternation of placements cannot give.
    #[error("the board holds {white} white and {black} black pieces, but placements alternate from White: {} to place needs {}", side_name(*turn), if *turn == Side::First { "as many white as black pieces" } else { "one white piece more than black" })]
    PlacementCounts {
        /// White pieces found.
        white: u32,
        /// Black pieces found.
        black: u32,
        /// The player named to place.
        turn: Side,
    },
    /// Phase `o` with Black to act.
    #[error("the opening capture (phase o) is White's: write w")]
    OpeningBlack,
    /// Phase `o` without the full board of the start.
    #[error("the opening capture (phase o) is made on a full board of single pieces, 6 Tzaars, 9 Tzarras and 15 Totts of each colour")]
    OpeningBoard,
    /// A full board after the opening.
    #[error("all 60 spaces are occupied, which happens only before the opening capture: write phase o (or p in tzaar-tournament)")]
    FullBoard,
    /// A player who does not show all three types while the game goes on.
    #[error("{} shows no {}, so the game is over: write the result ({} won)", side_name(*side), .kind.name(), side_name(side.other()))]
    MissingType {
        /// The player.
        side: Side,
        /// His first missing type.
        kind: PieceType,
    },
    /// A forced capture that cannot be made.
    #[error("{} has no capture, so the game is over: write {} {}+", side_name(*side), if *side == Side::First { "w" } else { "b" }, if *side == Side::First { "b" } else { "w" })]
    NoCapture {
        /// The player whose turn it is.
        side: Side,
    },
    /// A winner who does not show all three types.
    #[error("{} is written as the winner but shows no {}", side_name(*side), .kind.name())]
    WinnerMissingType {
        /// The winner named.
        side: Side,
        /// His first missing type.
        kind: PieceType,
    },
    /// A loser who shows all three types and had a capture (or it was not his turn).
    #[error("{} shows all three types and the game cannot have ended by a missing capture (it ends so only when the loser's turn starts without one), so {} has not lost", side_name(*side), side_name(*side))]
    NotOver {
        /// The loser named.
        side: Side,
    },
}
