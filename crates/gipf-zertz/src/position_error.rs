//! Why a position string cannot be read, or describes a position the rules never leave
//! standing (ZERTZ.md §9.4): one variant per rejection, with the data a translator needs.

use thiserror::Error;

use gipf_game::Side;

use crate::action::Marble;
use crate::geometry::{NamedPlace, Variant};
use crate::position::side_letter;

/// Which field of counts (§9.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CountField {
    /// The fourth field, the pool.
    Pool,
    /// The fifth or sixth field, a player's captures.
    Captures(Side),
}

impl std::fmt::Display for CountField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CountField::Pool => f.write_str("pool"),
            CountField::Captures(s) => write!(f, "captures of {}", side_letter(*s)),
        }
    }
}

/// A position string that cannot be read, or that no game leaves standing.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Not six fields separated by single spaces.
    #[error("a ZÈRTZ position has 6 fields separated by single spaces (variant board turn pool captures-of-w captures-of-b), found {0}")]
    FieldCount(usize),
    /// An unknown variant word.
    #[error("{0:?} is not a variant: a ZÈRTZ position string begins with zertz, zertz-blitz, zertz48 or zertz61")]
    Variant(String),
    /// The board has the wrong number of columns.
    #[error("board: the {variant} board has {} columns separated by /, found {found}", variant.column_count())]
    ColumnCount {
        /// The variant.
        variant: Variant,
        /// The columns written.
        found: usize,
    },
    /// A column that does not list exactly its places.
    #[error("board: column {column} has {expected} places, but lists {found}")]
    ColumnLength {
        /// The column letter.
        column: char,
        /// The places of the column.
        expected: usize,
        /// The places listed.
        found: usize,
    },
    /// A character that is none of `w g b . 1-9`.
    #[error("board: {found:?} in column {column} is not w, g, b, . or a digit 1-9")]
    UnknownChar {
        /// The column letter.
        column: char,
        /// The character.
        found: char,
    },
    /// A `0` in the board.
    #[error("board: 0 in column {column}: a number of vacant rings is 1 to 9")]
    Zero {
        /// The column letter.
        column: char,
    },
    /// Two digits in a row.
    #[error(
        "board: two digits in a row in column {column}: write one digit for a run of vacant rings"
    )]
    TwoDigits {
        /// The column letter.
        column: char,
    },
    /// The turn field is not `w`, `b`, `w+`, `b+` or `=`.
    #[error("{0:?} is not a turn: write w or b (the player to act), w+ or b+ (the winner) or = (a draw)")]
    Turn(String),
    /// Counts that are not three numbers of 1 or 2 digits separated by `/`.
    #[error(
        "{field}: {text:?} is not three numbers separated by / (white/grey/black, like 6/8/10)"
    )]
    Counts {
        /// The field.
        field: CountField,
        /// The field as written.
        text: String,
    },
    /// A count with a leading zero.
    #[error("{field}: {text:?} has a leading zero: write counts without one (6, not 06)")]
    LeadingZero {
        /// The field.
        field: CountField,
        /// The count as written.
        text: String,
    },
    /// A colour whose marbles do not add up to the variant's number.
    #[error("there are {found} {marble} marbles (board, pool and captures), but the game has {expected}")]
    MarbleCount {
        /// The colour.
        marble: Marble,
        /// The marbles counted.
        found: u32,
        /// The variant's number.
        expected: u32,
    },
    /// A group of rings without a vacant ring (it would have been claimed).
    #[error("the group of rings with {0} has no vacant ring: it would have been claimed")]
    FullGroup(NamedPlace),
    /// Both players hold a winning set.
    #[error("both players hold a winning set: the game ends as soon as one does")]
    BothWin,
    /// A game in progress while a player holds a winning set.
    #[error("{} holds a winning set, so the game is over: write {}+", side_letter(*.0), side_letter(*.0))]
    InProgressWithSet(Side),
    /// A game in progress without a ring.
    #[error("no ring is left, so the game is over: write the winner (w+ or b+)")]
    InProgressNoRing,
    /// The player to act cannot act (his turn would have been skipped, or the game drawn).
    #[error("{} cannot act (no capture, and no vacant ring or no marble to place): the turn would have been skipped, or the game drawn", side_letter(*.0))]
    CannotAct(Side),
    /// A winner whose opponent holds a winning set.
    #[error("{}+ but {} holds a winning set", side_letter(*.0), side_letter(.0.other()))]
    LoserHoldsSet(Side),
    /// A winner without a winning set while rings are left.
    #[error("{}+ but {} holds no winning set and rings are left", side_letter(*.0), side_letter(*.0))]
    NoWin(Side),
    /// A draw while a player holds a winning set.
    #[error("= (a draw) but {} holds a winning set: write {}+", side_letter(*.0), side_letter(*.0))]
    DrawWithSet(Side),
    /// A draw without a ring.
    #[error("= (a draw) but no ring is left: the player who took the last rings won")]
    DrawNoRing,
    /// A draw while a player can act.
    #[error("= (a draw) but {} can act: write whose turn it is", side_letter(*.0))]
    DrawCanAct(Side),
}
