//! Why a position string cannot be read, or describes a position that no game can reach
//! (YINSH.md §9, one variant per rejection).

use thiserror::Error;

use crate::geometry::Point;
use crate::position::{colour_name, side_name};
use gipf_game::Side;

/// What is wrong with a number of vacant points in a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberProblem {
    /// `0`, `03`: numbers are written 1 up, without a leading zero.
    LeadingZero,
    /// More vacant points than the column has.
    TooLong {
        /// The column's number of points.
        len: usize,
    },
}

impl std::fmt::Display for NumberProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NumberProblem::LeadingZero => {
                f.write_str("a number of vacant points is 1 or more, without a leading zero")
            }
            NumberProblem::TooLong { len } => write!(
                f,
                "the column has only {len} points (adjacent digits are one number)"
            ),
        }
    }
}

/// The text of a result (`w+`, `b+`, `=`).
fn result_text(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "w+",
        Some(Side::Second) => "b+",
        None => "=",
    }
}

/// A position string that cannot be read, or describes a position no game can reach.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Not 5 fields.
    #[error("a YINSH position has 5 fields separated by spaces (variant board turn stage removed), found {0}")]
    FieldCount(usize),
    /// The first field is neither variant word.
    #[error("{0:?} is not a variant: a YINSH position string begins with yinsh or yinsh-blitz")]
    Variant(String),
    /// Not 11 columns.
    #[error("board: write the 11 columns a to k separated by /, found {0}")]
    ColumnCount(usize),
    /// A column that does not describe exactly its points.
    #[error("board: column {column} has {expected} points, but describes {found}")]
    ColumnLength {
        /// The column letter.
        column: char,
        /// Its number of points.
        expected: usize,
        /// The points described.
        found: usize,
    },
    /// A character that starts no token.
    #[error("board: column {column}: {found:?} is not a token (W and B for rings, w and b for markers, a number for vacant points)")]
    UnknownChar {
        /// The column letter.
        column: char,
        /// The character.
        found: char,
    },
    /// A bad number of vacant points.
    #[error("board: column {column}: {token}: {problem}")]
    Number {
        /// The column letter.
        column: char,
        /// The number as written.
        token: String,
        /// What is wrong.
        problem: NumberProblem,
    },
    /// The turn field.
    #[error("turn {0:?}: use w or b")]
    Turn(String),
    /// The stage field.
    #[error("stage {0:?}: use p (place), m (move), r or x (the mover's row and ring), R or X (the opponent's row and ring), or w+, b+ or = when the game is over")]
    Stage(String),
    /// The removed field.
    #[error("removed {0:?}: write the rings each player has removed as white/black, one digit each, like 1/0")]
    Removed(String),
    /// §9 rule 1: more markers than the game has.
    #[error("the board holds {0} markers, but the game has only 51")]
    TooManyMarkers(u32),
    /// §9 rule 1: more removed rings than the goal.
    #[error("{} has removed {removed} rings, but the game ends when a player has removed {goal}", side_name(*side))]
    RemovedAboveGoal {
        /// The player.
        side: Side,
        /// His removed rings.
        removed: u32,
        /// The goal of the variant.
        goal: u32,
    },
    /// §9 rule 2: a marker during the placement.
    #[error(
        "the board holds {0} markers, but no marker is used while the rings are placed (stage p)"
    )]
    PlacementMarkers(u32),
    /// §9 rule 2: a removed ring during the placement.
    #[error("a ring is written as removed, but no ring is removed while the rings are placed (stage p): write 0/0")]
    PlacementRemoved,
    /// §9 rule 2: ring counts the alternation of placements cannot give.
    #[error("the board holds {white} white and {black} black rings, but placements alternate from White, five each: {} to place needs {}", side_name(*turn), if *turn == Side::First { "as many white as black rings, at most 4" } else { "one white ring more than black, at most 5" })]
    PlacementCounts {
        /// White rings found.
        white: u32,
        /// Black rings found.
        black: u32,
        /// The player named to place.
        turn: Side,
    },
    /// §9 rule 3: rings on the board and removed that do not make 5.
    #[error("{} has {on_board} rings on the board and {removed} removed, but after the placement they make 5", side_name(*side))]
    RingCount {
        /// The player.
        side: Side,
        /// His rings on the board.
        on_board: u32,
        /// His removed rings.
        removed: u32,
    },
    /// §9 rule 4: the game goes on although a player has reached the goal.
    #[error("{} has removed {goal} rings, so the game is over: write {}", side_name(*side), result_text(Some(*side)))]
    GoalReached {
        /// The player at the goal.
        side: Side,
        /// The goal.
        goal: u32,
    },
    /// §9 rule 5: a row on the board when a ring is to be moved.
    #[error("the {} markers x{first}-{last} form a row, which is removed before the next ring move (stage m)", colour_name(*colour))]
    RowAtMove {
        /// The row's colour.
        colour: Side,
        /// Its first point.
        first: Point,
        /// Its last point.
        last: Point,
    },
    /// §9 rule 5: an empty pool when a ring is to be moved.
    #[error("all 51 markers are on the board, so the game is over (the player with more removed rings wins): write the result")]
    EmptyPoolAtMove,
    /// §9 rule 5: nobody can move a ring.
    #[error("no ring of either player can move, so the game is over (the player with more removed rings wins): write the result")]
    NobodyCanMove,
    /// §9 rule 6: stage `r` without a choice.
    #[error("stage r is the choice among two or more rows of the turn owner's colour, but {} has {found}", side_name(*side))]
    ChooseRowOptions {
        /// The turn owner.
        side: Side,
        /// His row options.
        found: u32,
    },
    /// §9 rules 7 and 8: the opponent decides while the mover still has a row.
    #[error("{} (the mover) still has the row x{first}-{last}, which he removes before his opponent's rows (stage r or x, not {stage})", side_name(*side))]
    MoverHasRow {
        /// The turn owner.
        side: Side,
        /// The stage written (`R` or `X`).
        stage: &'static str,
        /// The row's first point.
        first: Point,
        /// Its last point.
        last: Point,
    },
    /// §9 rule 7: stage `R` without a choice.
    #[error("stage R is the opponent's choice among two or more rows of his colour, but {} has {found}", side_name(*side))]
    OpponentRowOptions {
        /// The opponent of the turn owner.
        side: Side,
        /// His row options.
        found: u32,
    },
    /// §9 rule 9: a ring to remove, yet no row was just removed.
    #[error("a ring is removed (stage x or X) just after a row, so at most 46 markers are on the board, found {0}")]
    MarkersAfterRow(u32),
    /// §9 rule 10: both players at the goal.
    #[error("both players have removed {0} rings, but the game ends when the first does")]
    BothAtGoal(u32),
    /// §9 rule 10: a result other than the goal says.
    #[error("{} has removed {goal} rings and won, so the result is {}, not {}", side_name(*at_goal), result_text(Some(*at_goal)), result_text(*written))]
    ResultAgainstGoal {
        /// The player at the goal.
        at_goal: Side,
        /// The goal.
        goal: u32,
        /// The result written.
        written: Option<Side>,
    },
    /// §9 rule 10: a result other than the removed rings say.
    #[error("the removed rings are {white} to {black}, so the result is {}, not {}", if white > black { "w+" } else if black > white { "b+" } else { "=" }, result_text(*written))]
    ResultAgainstScore {
        /// White's removed rings.
        white: u32,
        /// Black's removed rings.
        black: u32,
        /// The result written.
        written: Option<Side>,
    },
    /// §9 rule 10: a row on the board at an end without a goal.
    #[error("the {} markers x{first}-{last} form a row, which would have been removed: a game ends with a row on the board only when a player reaches the goal", colour_name(*colour))]
    RowAtEnd {
        /// The row's colour.
        colour: Side,
        /// Its first point.
        first: Point,
        /// Its last point.
        last: Point,
    },
    /// §9 rule 10: markers in the pool and a ring that can move, nobody at the goal.
    #[error("the game is not over: the pool holds {0} markers, a ring can move and nobody has reached the goal")]
    NotOver(u32),
}
