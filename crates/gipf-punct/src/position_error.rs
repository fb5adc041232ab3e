//! Why a position string cannot be read, or describes a position the rules do not allow
//! (PUNCT.md §10, one variant per rejection, with the data a translator needs).

use thiserror::Error;

use crate::geometry::Point;
use crate::piece::Shape;
use crate::position::{colour_name, side_name};
use gipf_game::Side;

/// The text of a result (`w+`, `b+`, `=`).
fn result_text(winner: &Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "w+",
        Some(Side::Second) => "b+",
        None => "=",
    }
}

/// A position string that cannot be read, or describes a position the rules do not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// §10.1: not 4 fields separated by single spaces.
    #[error("a PÜNCT position has 4 fields separated by single spaces (variant board turn clock), found {0}")]
    FieldCount(usize),
    /// §10.1: an unknown variant.
    #[error("{0:?} is not a variant: a PÜNCT position string begins with punct or punct-basic")]
    Variant(String),
    /// §10.2: an empty level (`//`, a leading or trailing `/`).
    #[error("board: level {level} is empty: write the levels from 0 up separated by single /, each with its pieces")]
    EmptyLevel {
        /// The level (0 the board).
        level: usize,
    },
    /// §10.2: a piece not written `<colour><S><pünct>,<minor>,<minor>`.
    #[error("board: level {level}: {text:?} is not a piece: write w or b, the shape letter S, A or T, then three points, like wTb2,b3,c3")]
    MalformedPiece {
        /// The level.
        level: usize,
        /// The piece as written.
        text: String,
    },
    /// §10.2: an unknown point.
    #[error("board: level {level}: {text:?} is not a point of the board")]
    UnknownPoint {
        /// The level.
        level: usize,
        /// The name as written.
        text: String,
    },
    /// §10.2: three points that are no piece with its PÜNCT first.
    #[error("board: level {level}: {text} is not a piece with its PÜNCT on the first point")]
    NotAShape {
        /// The level.
        level: usize,
        /// The piece as written.
        text: String,
    },
    /// §10.2: a shape letter the points do not make.
    #[error("board: level {level}: {text}: the points make a {shape} piece, whose letter is {}, not {letter}", shape.letter())]
    ShapeLetter {
        /// The level.
        level: usize,
        /// The piece as written.
        text: String,
        /// The letter written.
        letter: char,
        /// The type the points make.
        shape: Shape,
    },
    /// §10.2: more pieces of a type and colour than the set holds.
    #[error("board: more {} {shape} pieces than the {} a player has", colour_name(*side), shape.count())]
    TooManyPieces {
        /// The colour.
        side: Side,
        /// The type.
        shape: Shape,
    },
    /// §10.3: the minor points of a piece out of canonical order.
    #[error("board: level {level}: {text}: write the two minor points in canonical order (by column, then row)")]
    MinorsOutOfOrder {
        /// The level.
        level: usize,
        /// The piece as written.
        text: String,
    },
    /// §10.3: the pieces of a level out of order.
    #[error("board: level {level}: the piece on {second} comes before the piece on {first}: sort a level's pieces by their PÜNCT (by column, then row)")]
    PiecesOutOfOrder {
        /// The level.
        level: usize,
        /// The earlier PÜNCT as written.
        first: Point,
        /// The later one.
        second: Point,
    },
    /// §10.3: anything else not written as `show` writes it.
    #[error("not the canonical form: write {canonical}")]
    NotCanonical {
        /// The canonical string of the same position.
        canonical: String,
    },
    /// §10.4: two pieces of one level on one point.
    #[error("board: two pieces of level {level} cover {point}")]
    SharedSlot {
        /// The point.
        point: Point,
        /// The level.
        level: usize,
    },
    /// §10.4: a piece whose end (or triangle point) holds nothing one level down.
    #[error("board: {piece} lies a level up but nothing holds it up on {point}: its ends (every point of a triangle) rest on pieces one level down")]
    Unsupported {
        /// The piece.
        piece: String,
        /// The point without support.
        point: Point,
    },
    /// §10.4: a PÜNCT above the board with nothing under it.
    #[error("board: the PÜNCT of {piece} lies over nothing: a PÜNCT above the board rests on its own colour")]
    PunctUnsupported {
        /// The piece.
        piece: String,
    },
    /// §10.4: a PÜNCT whose highest piece below is the other colour's.
    #[error("board: the PÜNCT of {piece} lies on the other colour: a PÜNCT above the board rests on its own colour")]
    PunctOnOpponent {
        /// The piece.
        piece: String,
    },
    /// §10.5: a turn other than `w b w+ b+ =`.
    #[error("{0:?} is not a turn: write w or b (who acts), or w+, b+ or = when the game is over")]
    Turn(String),
    /// §10.5: a clock that is not 0–100 without leading zeros.
    #[error("{0:?} is not a clock: write the actions since the last placement, 0 to 100")]
    Clock(String),
    /// §10.5: 100 while the game goes on.
    #[error("the clock is 100 but the game goes on: 100 actions without a placement end it in a draw (=)")]
    ClockInPlay,
    /// §10.6: the empty board with anything but `w 0`.
    #[error("on the empty board White acts and the clock is 0: write punct - w 0")]
    EmptyBoardNotStart,
    /// §10.6: pieces on the board, none of them White's.
    #[error("White begins, so a board with pieces has a white piece")]
    NoWhitePiece,
    /// §10.6: no black piece, but not White's first placement.
    #[error("without a black piece the board can only show White's first placement: one white piece off the centre, b to act, clock 0")]
    NotWhitesFirstPlacement,
    /// §10.7: the game goes on although a colour is connected.
    #[error("the game goes on, but {} has a connection: the result is {}", side_name(*side), result_text(&Some(*side)))]
    ConnectedInPlay {
        /// The connected colour.
        side: Side,
    },
    /// §10.7: the game goes on although a player has placed all 18 pieces.
    #[error("the game goes on, but {} has all 18 pieces on the board: placing the last one ends the game", side_name(*side))]
    AllPlacedInPlay {
        /// The player.
        side: Side,
    },
    /// §10.7: the player to act has no legal action.
    #[error("{} has no legal action, so {} cannot be to act", side_name(*side), side_name(*side))]
    NoActionInPlay {
        /// The player to act.
        side: Side,
    },
    /// §10.8: a result the connections do not give.
    #[error("the result {} is wrong: {}", result_text(written), connection_words(*white, *black))]
    ConnectionResult {
        /// The result written.
        written: Option<Side>,
        /// Whether White has a connection.
        white: bool,
        /// Whether Black has a connection.
        black: bool,
    },
    /// §10.8: both players with 18 pieces on the board.
    #[error("both players have 18 pieces on the board, but the game ends when the first places his last")]
    BothAllPlaced,
    /// §10.8: the last piece placed but a clock other than 0.
    #[error("the last piece was placed, which sets the clock to 0, not {clock}")]
    LastPieceClock {
        /// The clock written.
        clock: u8,
    },
    /// §10.8: a result other than the last piece's.
    #[error("the result {} is wrong: the last piece was placed and the centre count is {white} to {black}, so the result is {}", result_text(written), result_text(expected))]
    LastPieceResult {
        /// The result written.
        written: Option<Side>,
        /// The result of the rules.
        expected: Option<Side>,
        /// White's centre points.
        white: u32,
        /// Black's centre points.
        black: u32,
    },
    /// §10.8: a win without a connection or a last piece.
    #[error("the result {} is wrong: nobody is connected and nobody placed his last piece, so only a draw (=) can end this game", result_text(written))]
    WinWithoutCause {
        /// The result written.
        written: Option<Side>,
    },
    /// §10.8: a draw with clock below 100 while a player can act.
    #[error(
        "the draw is wrong: the clock is {clock}, not 100, and a player still has a legal action"
    )]
    DrawWithoutCause {
        /// The clock written.
        clock: u8,
    },
}

/// Which colours are connected, in words.
fn connection_words(white: bool, black: bool) -> &'static str {
    match (white, black) {
        (true, true) => "both colours are connected, so the result is w+ or b+ (the mover's)",
        (true, false) => "White is connected, so the result is w+",
        _ => "Black is connected, so the result is b+",
    }
}
