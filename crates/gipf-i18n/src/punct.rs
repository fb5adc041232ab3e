//! The PÜNCT rules crate's words in every language (`locales/*/punct.ftl`): the piece types
//! and their orientations, why an action or a position string is refused, how a game ended,
//! whose decision it is, what a turn did, the labels and prompts of the choices and the rules
//! in short (`rules-punct`, followed by `rules-link` as `rules-yinsh` is). (`gipf_punct`'s own
//! `Display` stays the English of the engine protocol; chat and images use these.) PÜNCT's
//! players have colours: a side is an argument `white` / `black` that each message declines
//! with the terms `-white` / `-black` of `rules.ftl`, as in [`crate::yinsh`]; a piece type is
//! an argument `t`, `sm`, `se`, `am`, `al`, `ar`. Like `zertz.rs`, one topic: a match arm per
//! error variant of the rules crate, and, for half the file, the tests that render every
//! variant in every language.

use gipf_game::Side;
use gipf_punct::{
    Action, ActionError, Axis, Orientation, Point, Position, PositionError, Reason, Shape,
    CLOCK_LIMIT,
};

use crate::dvonn::side_key;
use crate::{msg, Msg};

/// From this clock on, the decision line says how many actions are left before the draw.
pub const CLOCK_SHOWN: u32 = 40;

/// A player as messages select on him: `white` or `black`.
pub fn color_key(side: Side) -> &'static str {
    side_key(side)
}

/// A piece type as messages select on it: `t`, `sm`, `se`, `am`, `al`, `ar`.
pub fn shape_key(shape: Shape) -> &'static str {
    match shape {
        Shape::T => "t",
        Shape::SM => "sm",
        Shape::SE => "se",
        Shape::AM => "am",
        Shape::AL => "al",
        Shape::AR => "ar",
    }
}

/// A pair of opposite sides as messages select on it: `columns`, `rows`, `diagonals`.
pub fn axis_key(axis: Axis) -> &'static str {
    match axis {
        Axis::Columns => "columns",
        Axis::Rows => "rows",
        Axis::Diagonals => "diagonals",
    }
}

/// A piece type's name, as a label or a legend: `triangle`, `straight piece (PÜNCT in the
/// middle)`, `angular piece turning left`.
pub fn shape_name(shape: Shape) -> Msg {
    msg!("punct-shape", shape = shape_key(shape))
}

/// A piece type as the object of a verb, for errors: `a triangle`, `an angular piece turning
/// left`.
pub fn shape_object(shape: Shape) -> Msg {
    msg!("punct-shape-object", shape = shape_key(shape))
}

/// The label of a type's choice: `Triangle (6 left)`.
pub fn shape_label(shape: Shape, left: u8) -> Msg {
    msg!("punct-shape-button", shape = shape_key(shape), count = left)
}

/// A step (Δx, Δy) as a direction key of §2 (`e`, `ne`, `nw`, `w`, `sw`, `se`).
fn direction_key(step: (i32, i32)) -> &'static str {
    match step {
        (1, 0) => "e",
        (1, 1) => "ne",
        (0, 1) => "nw",
        (-1, 0) => "w",
        (-1, -1) => "sw",
        _ => "se",
    }
}

/// A direction, in words: `east`, `north-east`.
fn direction(step: (i32, i32)) -> Msg {
    msg!("punct-direction", dir = direction_key(step))
}

/// The label of an orientation's choice: where the two other dots lie from the PÜNCT, by the
/// directions of §2. A triangle or a piece with its PÜNCT in the middle: `PÜNCT, then east
/// and north-east` (both dots next to it); a piece with its PÜNCT at an end: `PÜNCT, then
/// east, then north-east` (the middle dot, then the far end from the middle).
pub fn orientation_label(orientation: Orientation) -> Msg {
    let [a, b] = orientation.offsets();
    match orientation.middle() {
        Some(1) => msg!(
            "punct-orientation-chain",
            first = direction(a),
            second = direction((b.0 - a.0, b.1 - a.1))
        ),
        _ => msg!(
            "punct-orientation-around",
            first = direction(a),
            second = direction(b)
        ),
    }
}

/// The prompt for a placement's orientation: `Pick the orientation of your piece.`
pub fn pick_orientation() -> Msg {
    msg!("pick-punct-orientation")
}

/// The prompt for the column of a PÜNCT: `Pick the column of the PÜNCT.`
pub fn pick_column() -> Msg {
    msg!("pick-punct-column")
}

/// The prompt for the point of a PÜNCT in a column: `Pick the point of the PÜNCT in column
/// d.`
pub fn pick_point(column: &str) -> Msg {
    msg!("pick-punct-point", column = column)
}

/// The prompt for where a piece's PÜNCT goes: `The piece on d10: pick where its PÜNCT goes.`
pub fn pick_target(from: Point) -> Msg {
    msg!("pick-punct-target", from = s(from))
}

/// The prompt for a moved piece's orientation: `Pick its new orientation.`
pub fn pick_rotation() -> Msg {
    msg!("pick-punct-rotation")
}

/// What an action would do, to confirm it: `Your piece would cover d4, d5, e5 at level 0:
/// confirm to play it.`
pub fn preview(points: &[Point; 3], level: u32) -> Msg {
    msg!(
        "punct-preview",
        points = points.map(s).join(", "),
        level = level
    )
}

/// What was typed, as an error quotes it (cut, without control characters).
fn typed(text: &str) -> String {
    gipf_punct::excerpt(text)
}

/// What was written in a position string, quoted.
fn quoted(text: &str) -> String {
    format!("\"{}\"", gipf_punct::excerpt(text))
}

fn s(p: Point) -> String {
    p.to_string()
}

/// Three points as the notation writes them: `b2,b3,c3`.
fn three(p: &[Point; 3]) -> String {
    p.map(s).join(",")
}

/// A result as a position string writes it (`w+`, `b+`, `=`).
fn result_text(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "w+",
        Some(Side::Second) => "b+",
        None => "=",
    }
}

/// A height in an error: `empty`, `1 piece high`.
fn height(h: i32) -> Msg {
    msg!("punct-height", count = h)
}

/// Why an action cannot be read or played, as a sentence without its full stop; each says
/// what to do instead.
pub fn action_error(e: &ActionError) -> Msg {
    use ActionError as E;
    match e {
        E::Empty => msg!("punct-action-empty"),
        E::Syntax(text) => msg!("punct-action-syntax", text = typed(text)),
        E::UnknownPoint(text) => msg!("punct-action-unknown-point", text = typed(text)),
        E::Boardspace(text) => msg!("punct-action-boardspace", text = typed(text)),
        E::NotAShape { points } => msg!("punct-action-not-a-shape", written = three(points)),
        E::ShapeLetter {
            letter,
            shape,
            points,
        } => msg!(
            "punct-action-shape-letter",
            written = format!("{letter}{}", three(points)),
            shape = shape_object(*shape),
            right = shape.letter().to_string(),
            letter = letter.to_string(),
            fix = format!("{}{}", shape.letter(), three(points))
        ),
        E::NoDistance { from } => msg!("punct-action-no-distance", from = s(*from)),
        E::NeedsPosition { from, to } => {
            msg!("punct-action-needs-position", from = s(*from), to = s(*to))
        }
        E::GameOver => msg!("punct-action-game-over"),
        E::OffBoard { punct, orientation } => msg!(
            "punct-action-off-board",
            punct = s(*punct),
            shape = shape_object(orientation.shape())
        ),
        E::ShapeUsedUp { shape } => msg!("punct-action-shape-used-up", shape = shape_name(*shape)),
        E::Occupied { point } => msg!("punct-action-occupied", point = s(*point)),
        E::UnderBridge { point } => msg!("punct-action-under-bridge", point = s(*point)),
        E::Central { point } => msg!("punct-action-central", point = s(*point)),
        E::NoPiece { from } => msg!("punct-action-no-piece", from = s(*from)),
        E::NotYours { from } => msg!("punct-action-not-yours", from = s(*from)),
        E::NotPunct { from, punct } => {
            msg!("punct-action-not-punct", from = s(*from), punct = s(*punct))
        }
        E::Covered { from, by } => msg!("punct-action-covered", from = s(*from), by = s(*by)),
        E::WrongShape { from, shape, named } => msg!(
            "punct-action-wrong-shape",
            from = s(*from),
            shape = shape_name(*shape),
            named = shape_object(*named)
        ),
        E::NotALine { from, to } => {
            msg!("punct-action-not-a-line", from = s(*from), to = s(*to))
        }
        E::Unchanged { from } => msg!("punct-action-unchanged", from = s(*from)),
        E::TriangleUneven { points, heights } => msg!(
            "punct-action-triangle-uneven",
            first = s(points[0]),
            second = s(points[1]),
            third = s(points[2]),
            heights = msg!(
                "punct-list-three",
                first = height(heights[0]),
                second = height(heights[1]),
                third = height(heights[2])
            )
        ),
        E::EndsUneven { ends, heights } => msg!(
            "punct-action-ends-uneven",
            first = s(ends[0]),
            second = s(ends[1]),
            heights = msg!(
                "punct-list-two",
                first = height(heights[0]),
                second = height(heights[1])
            )
        ),
        E::MiddleHigher { middle } => msg!("punct-action-middle-higher", middle = s(*middle)),
        E::PunctOverEmpty { point } => msg!("punct-action-punct-over-empty", point = s(*point)),
        E::PunctOnOpponent { point } => {
            msg!("punct-action-punct-on-opponent", point = s(*point))
        }
    }
}

/// Why a PÜNCT position string cannot be read, or describes a position the rules do not
/// allow, as one clause (no capital, no full stop).
pub fn position_error(e: &PositionError) -> Msg {
    use PositionError as E;
    match e {
        E::FieldCount(n) => msg!("punct-position-field-count", count = *n),
        E::Variant(text) => msg!("punct-position-variant", text = quoted(text)),
        E::EmptyLevel { level } => msg!("punct-position-empty-level", level = *level),
        E::MalformedPiece { level, text } => msg!(
            "punct-position-malformed-piece",
            level = *level,
            text = quoted(text)
        ),
        E::UnknownPoint { level, text } => msg!(
            "punct-position-unknown-point",
            level = *level,
            text = quoted(text)
        ),
        E::NotAShape { level, text } => msg!(
            "punct-position-not-a-shape",
            level = *level,
            text = quoted(text)
        ),
        E::ShapeLetter {
            level,
            text,
            letter,
            shape,
        } => msg!(
            "punct-position-shape-letter",
            level = *level,
            text = quoted(text),
            shape = shape_object(*shape),
            right = shape.letter().to_string(),
            letter = letter.to_string()
        ),
        E::TooManyPieces { side, shape } => msg!(
            "punct-position-too-many-pieces",
            color = side_key(*side),
            shape = shape_name(*shape),
            count = shape.count()
        ),
        E::MinorsOutOfOrder { level, text } => msg!(
            "punct-position-minors-out-of-order",
            level = *level,
            text = quoted(text)
        ),
        E::PiecesOutOfOrder {
            level,
            first,
            second,
        } => msg!(
            "punct-position-pieces-out-of-order",
            level = *level,
            first = s(*first),
            second = s(*second)
        ),
        E::NotCanonical { canonical } => {
            msg!(
                "punct-position-not-canonical",
                canonical = canonical.as_str()
            )
        }
        E::SharedSlot { point, level } => msg!(
            "punct-position-shared-slot",
            point = s(*point),
            level = *level
        ),
        E::Unsupported { piece, point } => msg!(
            "punct-position-unsupported",
            piece = piece.as_str(),
            point = s(*point)
        ),
        E::PunctUnsupported { piece } => {
            msg!("punct-position-punct-unsupported", piece = piece.as_str())
        }
        E::PunctOnOpponent { piece } => {
            msg!("punct-position-punct-on-opponent", piece = piece.as_str())
        }
        E::Turn(text) => msg!("punct-position-turn", text = quoted(text)),
        E::Clock(text) => msg!("punct-position-clock", text = quoted(text)),
        E::ClockInPlay => msg!("punct-position-clock-in-play"),
        E::EmptyBoardNotStart => msg!("punct-position-empty-board-not-start"),
        E::NoWhitePiece => msg!("punct-position-no-white-piece"),
        E::NotWhitesFirstPlacement => msg!("punct-position-not-whites-first-placement"),
        E::ConnectedInPlay { side } => msg!(
            "punct-position-connected-in-play",
            color = side_key(*side),
            written = result_text(Some(*side))
        ),
        E::AllPlacedInPlay { side } => {
            msg!("punct-position-all-placed-in-play", color = side_key(*side))
        }
        E::NoActionInPlay { side } => {
            msg!("punct-position-no-action-in-play", color = side_key(*side))
        }
        E::ConnectionResult {
            written,
            white,
            black,
        } => msg!(
            "punct-position-connection-result",
            written = result_text(*written),
            connected = match (white, black) {
                (true, true) => "both",
                (true, false) => "white",
                _ => "black",
            }
        ),
        E::BothAllPlaced => msg!("punct-position-both-all-placed"),
        E::LastPieceClock { clock } => msg!("punct-position-last-piece-clock", clock = *clock),
        E::LastPieceResult {
            written,
            expected,
            white,
            black,
        } => msg!(
            "punct-position-last-piece-result",
            written = result_text(*written),
            expected = result_text(*expected),
            white = *white,
            black = *black
        ),
        E::WinWithoutCause { written } => msg!(
            "punct-position-win-without-cause",
            written = result_text(*written)
        ),
        E::DrawWithoutCause { clock } => {
            msg!("punct-position-draw-without-cause", clock = *clock)
        }
    }
}

/// The two sides a connection joins, in the form that follows "between": `rows 1 and 17`.
pub fn axis(axis: Axis) -> Msg {
    msg!("punct-axis", axis = axis_key(axis))
}

/// The centre count of a reason: (more, fewer).
fn count(white: u32, black: u32) -> (u32, u32) {
    (white.max(black), white.min(black))
}

/// Why a game ended, without the sides: `a connection between rows 1 and 17`, `the centre
/// count, 7 to 4`, `the last piece of the basic game placed`, `100 actions without a
/// placement`, `neither player can act`.
pub fn reason(reason: &Reason) -> Msg {
    match *reason {
        Reason::Connection { axis: a, .. } => msg!("punct-reason-connection", axis = axis(a)),
        Reason::CentreCount { white, black } => {
            let (won, lost) = count(white, black);
            msg!("punct-reason-centre", won = won, lost = lost)
        }
        Reason::LastPiece => msg!("punct-reason-last-piece"),
        Reason::Clock => msg!("punct-reason-clock", limit = CLOCK_LIMIT),
        Reason::NoAction => msg!("punct-reason-no-action"),
    }
}

/// How a game ended (PUNCT.md §7): `White wins: a connection between rows 1 and 17`, `White
/// wins with the connection he made (between rows 1 and 17), though Black's is uncovered
/// too`, `Black wins the centre count 7 to 4`, `Draw: the centre count is 5 to 5`, `Draw: the
/// last piece of the basic game was placed`, `Draw: 100 actions without a placement`, `Draw:
/// neither player can act`. `winner` is `None` for a draw; a winner given with a drawing
/// reason is named as in `result-plain`.
pub fn result(winner: Option<Side>, reason: &Reason) -> Msg {
    match (winner, *reason) {
        (Some(w), Reason::Connection { axis: a, both }) => msg!(
            if both {
                "punct-result-connection-both"
            } else {
                "punct-result-connection"
            },
            winner = side_key(w),
            axis = axis(a)
        ),
        (Some(w), Reason::CentreCount { white, black }) if white != black => {
            let (won, lost) = count(white, black);
            msg!(
                "punct-result-centre",
                winner = side_key(w),
                won = won,
                lost = lost
            )
        }
        (Some(w), _) => msg!("result-plain", winner = side_key(w)),
        (None, Reason::CentreCount { white, .. }) => msg!("punct-draw-centre", count = white),
        (None, Reason::LastPiece) => msg!("punct-draw-last-piece"),
        (None, Reason::Clock) => msg!("punct-draw-clock", limit = CLOCK_LIMIT),
        (None, Reason::NoAction) => msg!("punct-draw-no-action"),
        (None, Reason::Connection { .. }) => msg!("punct-draw"),
    }
}

/// The decision of a position, for a board's line (`decision-what`): `White to place a
/// piece` (none of his on the board yet), `White to place a piece or move one`, and from a
/// clock of [`CLOCK_SHOWN`] on `White to act (42 actions since the last placement; 100 is a
/// draw)`; `None` once the game is over.
pub fn position_decision(p: &Position) -> Option<Msg> {
    let side = p.decider()?;
    let color = side_key(side);
    Some(if p.clock() >= CLOCK_SHOWN {
        msg!(
            "punct-to-act-clock",
            color = color,
            clock = p.clock(),
            limit = CLOCK_LIMIT
        )
    } else if p.pieces_on_board(side) == 0 {
        msg!("punct-to-place", color = color)
    } else {
        msg!("punct-to-act", color = color)
    })
}

/// What an action did, after "Last turn:", from the position before it: `White placed a
/// triangle on b2 b3 c3`, `Black moved the piece on d10 to d5 e5 f5 (level 1)`, `Black turned
/// the piece on d10 to lie on d10 b10 c10 (level 1)`. The points are the piece's afterwards,
/// the PÜNCT first; its level is where it landed.
pub fn action_text(before: &Position, action: &Action) -> Msg {
    let color = side_key(before.decider().unwrap_or(Side::First));
    let points = action
        .points()
        .map(|p| p.map(s).join(" "))
        .unwrap_or_default();
    match *action {
        Action::Place { orientation, .. } => msg!(
            "punct-turn-place",
            color = color,
            shape = shape_key(orientation.shape()),
            points = points
        ),
        Action::Move { from, to, .. } => {
            let mut after = *before;
            let level = match after.play(*action) {
                Ok(()) => after.top_at(to).map_or(0, |p| p.level),
                Err(_) => 0,
            };
            msg!(
                if from == to {
                    "punct-turn-rotate"
                } else {
                    "punct-turn-move"
                },
                color = color,
                from = s(from),
                points = points,
                level = level
            )
        }
    }
}

/// `rules punct`: the rules in short, the variant words and the notation (`rules-link` with
/// the rulebook's address follows it, as it follows `rules-yinsh`).
pub fn rules_summary() -> Msg {
    Msg::new("rules-punct")
}
