//! Errors of points and actions (PUNCT.md §9). Each message is written for a player: it says
//! what is wrong and what to do instead. Position strings' errors are in `position_error.rs`.

use thiserror::Error;

use crate::geometry::Point;
use crate::piece::{Orientation, Shape};

pub use gipf_game::{excerpt, EXCERPT_CHARS};

/// A point name that is not a point of the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PointError {
    /// Not a point name, or a name off the board.
    #[error("{0:?} is not a point of the board: a point is a column a-q and a row 1-17, like b2, i9 or q16 (a1, a9, i1, i17, q9 and q17 are missing)")]
    Unknown(String),
}

/// Three points, for messages.
fn three(p: &[Point; 3]) -> String {
    format!("{},{},{}", p[0], p[1], p[2])
}

/// How a height reads in a message (a level count: 0 empty).
fn height(h: i32) -> String {
    match h {
        0 => "empty".to_string(),
        1 => "1 piece high".to_string(),
        n => format!("{n} pieces high"),
    }
}

/// An action that cannot be read, or is not legal in the position (§5, §6, §9).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    /// Empty input.
    #[error("no action given: place a piece (Tb2,b3,c3: the shape letter, the PÜNCT point, the two other points) or move one (d10-d5,e5,f5, or d10-d5 to keep its orientation)")]
    Empty,
    /// Unreadable text.
    #[error("{0:?} is not an action: place a piece (Tb2,b3,c3: the shape letter, the PÜNCT point, the two other points) or move one (d10-d5,e5,f5, or d10-d5 to keep its orientation)")]
    Syntax(String),
    /// A name that is no point (`a1`, `r5`, `c05`).
    #[error("{0:?} is not a point of the board: a point is a column a-q and a row 1-17, like b2, i9 or q16 (a1, a9, i1, i17, q9 and q17 are missing)")]
    UnknownPoint(String),
    /// A Boardspace record (`Dropb`, `Move`), which uses the program's own piece numbers.
    #[error("{0:?} is a Boardspace record, which is not accepted: write the points, like Tb2,b3,c3 or d10-d5,e5,f5")]
    Boardspace(String),
    /// Three points that are no piece with its PÜNCT on the first.
    #[error("{} is not a piece: name the PÜNCT point first, then the two points next to it that make a straight, angular or triangular piece", three(.points))]
    NotAShape {
        /// The points as written.
        points: [Point; 3],
    },
    /// A shape letter the points do not make.
    #[error("{letter}{} names a {} piece, not {}: write {}{}", three(.points), shape_word(*shape), letter_word(*letter), shape.letter(), three(.points))]
    ShapeLetter {
        /// The letter written (upper case).
        letter: char,
        /// The type the points make.
        shape: Shape,
        /// The points as written.
        points: [Point; 3],
    },
    /// `<from>-<from>`.
    #[error("{from}-{from} does not move the piece: name another point on one of its lines, or a new orientation (like {from}-{from},…) to rotate it")]
    NoDistance {
        /// The point.
        from: Point,
    },
    /// `<from>-<to>` read without a position.
    #[error("{from}-{to} keeps the piece's orientation: it is read with the position (or write the three points, like {to},…)")]
    NeedsPosition {
        /// The PÜNCT's point.
        from: Point,
        /// Where it goes.
        to: Point,
    },
    /// The game is over.
    #[error("the game is over: no more actions are played")]
    GameOver,
    /// A piece that does not fit on the board (a point of it is missing).
    #[error("a {} piece with its PÜNCT on {punct} this way would stick out of the board: choose another orientation", shape_word(orientation.shape()))]
    OffBoard {
        /// Where its PÜNCT would be.
        punct: Point,
        /// The orientation.
        orientation: Orientation,
    },
    /// A placement of a type with none left.
    #[error("you have no {} piece left to place: place another type, or move a piece", shape_word(*shape))]
    ShapeUsedUp {
        /// The type.
        shape: Shape,
    },
    /// A placement on a point that holds a piece.
    #[error("{point} is not empty: a new piece goes on three empty points (only pieces already on the board climb)")]
    Occupied {
        /// The point.
        point: Point,
    },
    /// A placement under a bridge.
    #[error("{point} lies under a bridge: a new piece may not slide under a bridge")]
    UnderBridge {
        /// The point.
        point: Point,
    },
    /// A placement touching the centre where §5 forbids it (the words of §11's session).
    #[error("a new piece may not touch the central hexagon")]
    Central {
        /// The central point it would cover.
        point: Point,
    },
    /// A move from an empty point.
    #[error("there is no piece on {from}: move one of your pieces by the point of its PÜNCT")]
    NoPiece {
        /// The point.
        from: Point,
    },
    /// A move of the opponent's piece (the words of §11's session).
    #[error("the piece on {from} is not yours")]
    NotYours {
        /// The point.
        from: Point,
    },
    /// A move named by a minor dot.
    #[error(
        "{from} is not the PÜNCT of the piece on top there: name the piece by its PÜNCT, {punct}"
    )]
    NotPunct {
        /// The point named.
        from: Point,
        /// The piece's PÜNCT.
        punct: Point,
    },
    /// A move of a covered piece.
    #[error("the piece on {from} is covered on {by}: a covered piece can neither move nor turn")]
    Covered {
        /// The piece's PÜNCT.
        from: Point,
        /// A point of it where another piece lies higher.
        by: Point,
    },
    /// A move that names points of another type.
    #[error("the piece on {from} is {} piece, and the points name {}: a piece keeps its shape", article_word(*shape), article_word(*named))]
    WrongShape {
        /// The piece's PÜNCT.
        from: Point,
        /// Its type.
        shape: Shape,
        /// The type the points name.
        named: Shape,
    },
    /// A move whose PÜNCT does not go along a line.
    #[error("{from}-{to} is not along a line: the PÜNCT moves along one of the three lines through {from} (its column, its row or its diagonal)")]
    NotALine {
        /// The PÜNCT's point.
        from: Point,
        /// The point named.
        to: Point,
    },
    /// A move that puts the piece back as it was.
    #[error(
        "this leaves the piece on {from} as it is: move it, or turn it into another orientation"
    )]
    Unchanged {
        /// The PÜNCT's point.
        from: Point,
    },
    /// A triangle on points of different heights.
    #[error("a triangle lands only on three points of one height, and {} are {}, {} and {}", three(.points), height(heights[0]), height(heights[1]), height(heights[2]))]
    TriangleUneven {
        /// Its three points (PÜNCT first, minors in §3's order).
        points: [Point; 3],
        /// How many levels stand on each (0 empty).
        heights: [i32; 3],
    },
    /// A straight or angular piece whose ends are at different heights.
    #[error("the ends {} and {} are not at one height ({} and {}): a piece rests on two ends of one height", ends[0], ends[1], height(heights[0]), height(heights[1]))]
    EndsUneven {
        /// The two ends.
        ends: [Point; 2],
        /// How many levels stand on each.
        heights: [i32; 2],
    },
    /// A piece whose middle is higher than its ends (a bridge spans only lower points).
    #[error("{middle}, under the middle of the piece, is higher than its ends: a bridge spans only lower points")]
    MiddleHigher {
        /// The middle point.
        middle: Point,
    },
    /// A PÜNCT in the air: a middle-PÜNCT bridge over an empty point.
    #[error("the PÜNCT would lie over the empty {point}: above the board a PÜNCT must rest on one of your own pieces")]
    PunctOverEmpty {
        /// The PÜNCT's point.
        point: Point,
    },
    /// A PÜNCT on the opponent's piece.
    #[error("the PÜNCT would land on your opponent's piece on {point}: a PÜNCT lands only on your own pieces (the other dots may cover any)")]
    PunctOnOpponent {
        /// The PÜNCT's point.
        point: Point,
    },
}

/// "straight", "angular", "triangular".
fn shape_word(shape: Shape) -> &'static str {
    match shape.letter() {
        'S' => "straight",
        'A' => "angular",
        _ => "triangular",
    }
}

/// "a straight", "an angular", "a triangular".
fn article_word(shape: Shape) -> &'static str {
    match shape.letter() {
        'S' => "a straight",
        'A' => "an angular",
        _ => "a triangular",
    }
}

/// The family a letter names.
fn letter_word(letter: char) -> &'static str {
    match letter {
        'S' => "straight (S)",
        'A' => "angular (A)",
        _ => "triangular (T)",
    }
}
