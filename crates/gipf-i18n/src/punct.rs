//! The PÜNCT rules crate's words in every language (`locales/*/punct.ftl`): the piece types
//! and their orientations, why an action or a position string is refused, how a game ended,
//! whose decision it is, what a turn did, the labels and prompts of the choices and the rules
//! in short (`rules-punct`, followed by `rules-link` as `rules-yinsh` is). (`gipf_punct`'s own
//! `Display` stays the English of the engine protocol; chat and images use these.) PÜNCT's
//! players have colours: a side is an argument `white` / `black` that each message declines
//! with the terms `-white` / `-black` of `rules.ftl`, as in [`crate::yinsh`]; a piece type is
//! an argument `t`, `sm`, `se`, `am`, `al`, `ar`. Like `zertz.rs`, one topic over ~1,020 lines: a match arm per
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gipf_punct::{Variant, ORIENTATIONS};

    // The positions of PUNCT-PERFT.md (the rules crate's tests use them too).
    const P1: &str = "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8;wTm7,m8,n8 w 0";
    const P2: &str = "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4";
    const P3: &str = "punct bTb6,a6,b7;bAb10,a8,b9;bTc8,c7,d8;wTd2,d3,e3;bAd11,c11,d10;wAe4,f5,f6;wSe11,e10,e12;bTf4,f3,g4;wTf10,e9,f9;bSg7,g5,g6;wAg11,h10,h11;wTg14,f14,g15;wSh3,h2,h4;bSh14,g13,i15;wTi8,h7,i7;wTi10,j10,j11;wTj5,i4,i5;bTj9,j8,k9;bSj14,j13,j15;wAk5,j4,l5;wAk8,l9,l10;bSl4,j2,k3;wSm14,k12,l13;bSm17,k15,l16;bAn13,n14,o15;bTo10,n9,n10;bAo17,m16,n17;wAp10,p9,q11;bAp17,p16,q16;wSq15,q13,q14/bTg7,f6,g6;wAm14,n15,o15;bAm17,l16,n17 b 9";
    const P4: &str = "punct bTb1,b2,c2;bAb4,b3,c5;bSf12,f13,f14;bAh13,g13,g14;wAi3,h2,i4;bAj4,i2,j3;bSl9,m9,n9;wTm5,m6,n6;wAm11,m12,n13;wSo16,m16,n16;wAp8,o7,p9/bAc2,b3,c3;bAg13,f12,h13;bTg14,f13,f14;bAj3,h2,i3;wAm11,n12,n13;wSm16,n16,o16 w 99";
    const P6: &str = "punct-basic bAb4,b5,c4;bTc6,c7,d7;wTd9,d10,e10;bTf13,f12,g13;wSg11,h11,i11;bTj5,i4,i5;wSl11,k10,m12;wAm5,l6,m6;wAm10,n11,o11;bAo14,n14,o13;bTo16,n16,o17/bSd7,d8,d9;wAe10,f11,f12;bAj5,k5,l6;wSn11,l11,m11;bSo14,m12,n13/wAf12,e10,f11 w 14";
    const LANDING: &str = "punct wSb1,b2,b3;wSc5,b5,d5;wSd1,d2,d3;bSq14,q15,q16 w 0";
    const CHAIN: &str =
        "punct-basic wSa8,b8,c8;bTb1,b2,c2;wSd8,e8,f8;wSg8,h8,i8;wSj8,k8,l8;wSn8,m8,o8;wAp8,p9,q10";

    fn pos(s: &str) -> Position {
        s.parse().expect("a position")
    }

    fn pt(name: &str) -> Point {
        name.parse().expect("a point")
    }

    /// The refusal of `text` in `p`, as the rules crate gives it.
    fn refusal(p: &Position, text: &str) -> ActionError {
        let mut q = *p;
        q.play_text(text).expect_err(text)
    }

    /// `p` after `texts`.
    fn after(p: &str, texts: &[&str]) -> Position {
        let mut q = pos(p);
        for t in texts {
            q.play_text(t).expect(t);
        }
        q
    }

    /// Every action error, each produced by the rules crate from a real position and text.
    fn action_errors() -> Vec<ActionError> {
        let start = Position::start();
        let (p1, landing) = (pos(P1), pos(LANDING));
        let mut all: Vec<ActionError> = [
            (&start, "  "),
            (&start, "hello"),
            (&start, "a1,a2,b2"),
            (&start, "Dropb 3 B 2 0"),
            (&start, "Sa2,a3,a5"),
            (&start, "Ta2,a3,a4"),
            (&start, "Ti9,i10,j10"),
            (&start, "b2-b4"),
            (&p1, "m7-m7"),
            (&p1, "Te6,f7,f6"),
            (&p1, "c2-c4"),
            (&p1, "e6-e8"),
            (&p1, "m7-n9,n10,o10"),
            (&p1, "m7-m7,m8,n8"),
            (&p1, "m7-m9,m10,m11"),
            (&p1, "m7-e7,e8,f8"),
            (&p1, "e5-f6,f7,f8"),
            (&p1, "e5-f5,f6,f7"),
            (&landing, "c5-c3,b3,d3"),
            (&landing, "b1-c2,d3,e4"),
        ]
        .into_iter()
        .map(|(p, text)| refusal(p, text))
        .collect();
        all.push("d10-d5".parse::<Action>().expect_err("needs the position"));
        // Over; a type used up; a covered piece; under a bridge.
        all.push(refusal(&after(P2, &["d10-d5,e5,f5"]), "Tb2,b3,c3"));
        let used = after(
            "punct - w 0",
            &["Sb2,a2,c2", "Sq14,q15,q16", "Sb5,a5,c5", "Sp14,p15,p16"],
        );
        all.push(refusal(&used, "Sb8,a8,c8"));
        all.push(refusal(&after(P1, &["m7-e7,f7,f8"]), "f6-f3,f4,f5"));
        all.push(refusal(&after(P2, &["d10-d10,b10,c10"]), "Sc10,c8,c9"));
        // An orientation that sticks out (only an action built by hand).
        let o = Orientation::from_offsets((-1, 0), (-2, 0)).expect("an SE orientation");
        let off = Action::Place {
            orientation: o,
            punct: pt("a5"),
        };
        all.push(start.clone().play(off).expect_err("off the board"));
        all
    }

    /// Every position error, each produced by the rules crate from a real position string,
    /// but for three that no short string reaches (anything non-canonical that the earlier
    /// checks miss, a player to act without an action, both players with 18 pieces), built
    /// by hand.
    fn position_errors() -> Vec<PositionError> {
        let bad = |s: &str| s.parse::<Position>().expect_err(s);
        let mut last = pos(P3);
        last.play_text("Sg2,e2,f2").expect("legal");
        let last = last.to_string();
        let mut all: Vec<PositionError> = [
            "punct - w".to_string(),
            "gipf - w 0".into(),
            "punct wTb2,b3,c3/ b 0".into(),
            "punct wTb2,b3,c3;;bTq14,q15,p14 w 0".into(),
            "punct wTa1,b2,b1 b 0".into(),
            "punct wSa2,a3,a5 b 0".into(),
            "punct wTa2,a3,a4 b 0".into(),
            "punct wSb2,a2,c2;wSb5,a5,c5;wSb8,a8,c8 b 0".into(),
            "punct wTb2,c3,b3 b 0".into(),
            "punct wTc2,c3,d3;bTb5,b6,c6 w 0".into(),
            "punct wTb2,b3,c3;bTc3,c4,d4 w 0".into(),
            "punct wTb2,b3,c3;bSq14,q15,q16/wTc3,c4,d4 b 0".into(),
            "punct wSb1,b2,b3;wSd1,d2,d3;bSq14,q15,q16/wSc3,b3,d3 b 0".into(),
            "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8/wTf7,e7,f8 b 1".into(),
            "punct - x 0".into(),
            "punct - w 01".into(),
            "punct wTb2,b3,c3;bSq14,q15,q16 w 100".into(),
            "punct - b 0".into(),
            "punct bTb2,b3,c3 w 0".into(),
            "punct wTb2,b3,c3 w 0".into(),
            format!("{CHAIN} b 0"),
            last.replace(" w+ 0", " w 0"),
            format!("{CHAIN} b+ 0"),
            format!("{CHAIN} = 0"),
            last.replace(" w+ 0", " w+ 3"),
            last.replace(" w+ 0", " = 0"),
            "punct wTb2,b3,c3;bSq14,q15,q16 w+ 0".into(),
            "punct wTb2,b3,c3;bSq14,q15,q16 = 5".into(),
        ]
        .iter()
        .map(|s| bad(s))
        .collect();
        // Both colours connected (§12 example 3), written as a draw.
        let both = after(P2, &["d10-d5,e5,f5"]).to_string();
        all.push(bad(&both.replace(" w+ 5", " = 5")));
        all.extend([
            PositionError::NotCanonical {
                canonical: Position::start().to_string(),
            },
            PositionError::NoActionInPlay { side: Side::Second },
            PositionError::BothAllPlaced,
        ]);
        all
    }

    fn reasons() -> Vec<Reason> {
        let mut all: Vec<Reason> = Axis::ALL
            .into_iter()
            .flat_map(|axis| [false, true].map(|both| Reason::Connection { axis, both }))
            .collect();
        all.extend([
            Reason::CentreCount { white: 7, black: 4 },
            Reason::CentreCount { white: 4, black: 7 },
            Reason::CentreCount { white: 5, black: 5 },
            Reason::LastPiece,
            Reason::Clock,
            Reason::NoAction,
        ]);
        all
    }

    /// Every result as a game can end, and a winner given with a drawing reason.
    fn results() -> Vec<Msg> {
        let mut all = Vec::new();
        for r in reasons() {
            let winners: &[Option<Side>] = match r {
                Reason::Connection { .. } => &[Some(Side::First), Some(Side::Second)],
                Reason::CentreCount { white, black } if white > black => &[Some(Side::First)],
                Reason::CentreCount { white, black } if white < black => &[Some(Side::Second)],
                _ => &[None],
            };
            for &w in winners {
                all.push(result(w, &r));
            }
        }
        all.push(result(
            None,
            &Reason::Connection {
                axis: Axis::Rows,
                both: false,
            },
        ));
        all
    }

    /// Short games from the start of both variants and the table's positions, each action
    /// picked by a fixed rule: the positions before each action, and the actions.
    fn games() -> Vec<(Position, Action)> {
        let mut starts: Vec<Position> = Variant::ALL.map(Variant::start).to_vec();
        starts.extend([P1, P2, P3, P4, P6].map(pos));
        let mut out = Vec::new();
        for (i, start) in starts.iter().enumerate() {
            let mut p = *start;
            for ply in 0..12usize {
                let actions = p.legal_actions();
                if actions.is_empty() {
                    break;
                }
                let a = actions[(i * 7 + ply * 997) % actions.len()];
                out.push((p, a));
                p.play(a).expect("legal");
            }
        }
        // A rotation, always.
        let p2 = pos(P2);
        let rotation = p2.read_action("d10-d10,b10,c10").expect("a rotation");
        out.push((p2, rotation));
        out
    }

    fn decisions() -> Vec<Msg> {
        games()
            .iter()
            .map(|(p, _)| p)
            .chain(&[Position::start(), pos(P4)])
            .filter_map(position_decision)
            .collect()
    }

    fn turns() -> Vec<Msg> {
        games().iter().map(|(p, a)| action_text(p, a)).collect()
    }

    fn labels() -> Vec<Msg> {
        let mut all = vec![
            pick_orientation(),
            pick_column(),
            pick_point("d"),
            pick_target(pt("d10")),
            pick_rotation(),
            preview(&[pt("d4"), pt("d5"), pt("e5")], 0),
            preview(&[pt("d4"), pt("d5"), pt("e5")], 2),
        ];
        for shape in Shape::ALL {
            all.push(shape_name(shape));
            all.push(shape_object(shape));
            for left in [0, 1, 2, 6] {
                all.push(shape_label(shape, left));
            }
        }
        all.extend(Orientation::all().map(orientation_label));
        all.extend(Axis::ALL.map(axis));
        all.extend(reasons().iter().map(reason));
        all.push(rules_summary());
        all
    }

    /// Rendering fails a debug build on a Fluent error or a missing message (`tr`); the text
    /// must also be more than its id, and hold no unresolved placeable or term.
    fn check(m: &Msg, what: &str) {
        for lang in Lang::ALL {
            let text = m.render(lang);
            assert!(!text.trim().is_empty(), "{lang}: {what} is empty");
            assert_ne!(text, m.id(), "{lang}: {what} has no message");
            for bad in ['{', '}', '$', '#'] {
                assert!(!text.contains(bad), "{lang}: {what}: {bad} in {text:?}");
            }
            assert!(
                !text.contains("-white") && !text.contains("-black"),
                "{lang}: {what}: a term unresolved in {text:?}"
            );
            assert!(
                !text.replace("punct-basic", "").contains("punct-"),
                "{lang}: {what}: an id in {text:?}"
            );
        }
    }

    #[test]
    fn the_rules_crate_gives_every_error_variant() {
        use std::collections::BTreeSet;
        use std::mem::discriminant;
        let kinds = |v: &[ActionError]| {
            v.iter()
                .map(|e| format!("{:?}", discriminant(e)))
                .collect::<BTreeSet<_>>()
                .len()
        };
        assert_eq!(kinds(&action_errors()), 26, "every ActionError variant");
        let kinds = |v: &[PositionError]| {
            v.iter()
                .map(|e| format!("{:?}", discriminant(e)))
                .collect::<BTreeSet<_>>()
                .len()
        };
        assert_eq!(kinds(&position_errors()), 30, "every PositionError variant");
    }

    #[test]
    fn every_error_result_decision_and_turn_renders_in_every_language() {
        for e in action_errors() {
            check(&action_error(&e), &format!("{e:?}"));
        }
        for e in position_errors() {
            check(&position_error(&e), &format!("{e:?}"));
        }
        for m in results()
            .iter()
            .chain(&decisions())
            .chain(&turns())
            .chain(&labels())
        {
            check(m, m.id());
        }
    }

    /// The cases above reach every message of `punct.ftl` (a message no case reaches would go
    /// untested; one the code no longer names would be dead).
    #[test]
    fn the_cases_reach_every_message_of_the_file() {
        let file = crate::FILES
            .iter()
            .position(|f| *f == "punct.ftl")
            .expect("punct.ftl is compiled in");
        let in_file: std::collections::BTreeSet<String> = crate::SOURCES[0][file]
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
            .filter(|id| !id.starts_with('-') && !id.contains(' ') && !id.is_empty())
            .map(str::to_string)
            .collect();
        let mut reached: std::collections::BTreeSet<String> = action_errors()
            .iter()
            .map(action_error)
            .chain(position_errors().iter().map(position_error))
            .chain(results())
            .chain(decisions())
            .chain(turns())
            .chain(labels())
            .map(|m| m.id().to_string())
            .collect();
        // Reached only as arguments of others.
        for id in [
            "punct-height",
            "punct-list-two",
            "punct-list-three",
            "punct-direction",
        ] {
            reached.insert(id.to_string());
        }
        reached.remove("result-plain");
        assert_eq!(in_file, reached);
    }

    #[test]
    fn the_cases_reach_every_kind_of_decision_and_turn() {
        let ids = |v: Vec<Msg>| {
            v.iter()
                .map(|m| m.id().to_string())
                .collect::<std::collections::BTreeSet<_>>()
        };
        assert_eq!(ids(decisions()).len(), 3, "{:?}", ids(decisions()));
        assert_eq!(ids(turns()).len(), 3, "{:?}", ids(turns()));
        assert_eq!(Orientation::all().count(), ORIENTATIONS);
    }

    #[test]
    fn english_reads_well() {
        let en = |m: Msg| m.render(Lang::En);
        let conn = |axis, both| Reason::Connection { axis, both };
        assert_eq!(
            en(result(Some(Side::First), &conn(Axis::Rows, false))),
            "White wins: a connection between rows 1 and 17"
        );
        assert_eq!(
            en(result(Some(Side::First), &conn(Axis::Columns, true))),
            "White wins with the connection he made (between columns a and q), though \
             Black's is uncovered too"
        );
        assert_eq!(
            en(result(
                Some(Side::Second),
                &Reason::CentreCount { white: 4, black: 7 }
            )),
            "Black wins the centre count 7 to 4"
        );
        assert_eq!(
            en(result(None, &Reason::CentreCount { white: 5, black: 5 })),
            "Draw: the centre count is 5 to 5"
        );
        assert_eq!(
            en(result(None, &Reason::LastPiece)),
            "Draw: the last piece of the basic game was placed"
        );
        assert_eq!(
            en(result(None, &Reason::Clock)),
            "Draw: 100 actions without a placement"
        );
        assert_eq!(
            en(result(None, &Reason::NoAction)),
            "Draw: neither player can act"
        );
        // The last piece of §12 example 4: White 7, Black 4.
        let mut p3 = pos(P3);
        p3.play_text("Sg2,e2,f2").expect("legal");
        let o = p3.outcome().expect("over");
        assert_eq!(
            en(result(o.winner, &o.reason)),
            "White wins the centre count 7 to 4"
        );
        assert_eq!(
            en(position_decision(&Position::start()).expect("a decision")),
            "White to place a piece"
        );
        assert_eq!(
            en(position_decision(&pos(P1)).expect("a decision")),
            "White to place a piece or move one"
        );
        assert_eq!(
            en(position_decision(&pos(P4)).expect("a decision")),
            "White to act (99 actions since the last placement; 100 is a draw)"
        );
        assert_eq!(position_decision(&after(P2, &["d10-d5,e5,f5"])), None);
        let start = Position::start();
        let place = start.read_action("Tb2,b3,c3").expect("legal");
        assert_eq!(
            en(action_text(&start, &place)),
            "White placed a triangle on b2 b3 c3"
        );
        let p1 = pos(P1);
        let jump = p1.read_action("m7-e7,f7,f8").expect("legal");
        assert_eq!(
            en(action_text(&p1, &jump)),
            "White moved the piece on m7 to e7 f7 f8 (level 1)"
        );
        let p2 = pos(P2);
        let turn = p2.read_action("d10-d10,b10,c10").expect("legal");
        assert_eq!(
            en(action_text(&p2, &turn)),
            "White turned the piece on d10 to lie on d10 b10 c10 (level 1)"
        );
        assert_eq!(en(shape_label(Shape::T, 6)), "Triangle (6 left)");
        assert_eq!(en(shape_name(Shape::AL)), "angular piece turning left");
        let t0 = Shape::T.orientations().next().expect("a triangle");
        assert_eq!(en(orientation_label(t0)), "PÜNCT, then east and north-east");
        let al0 = Shape::AL.orientations().next().expect("an AL piece");
        assert_eq!(
            en(orientation_label(al0)),
            "PÜNCT, then east, then north-east"
        );
        assert_eq!(
            en(pick_target(pt("d10"))),
            "The piece on d10: pick where its PÜNCT goes."
        );
        assert_eq!(
            en(preview(&[pt("d4"), pt("d5"), pt("e5")], 0)),
            "Your piece would cover d4, d5, e5 at level 0: confirm to play it."
        );
        assert_eq!(
            en(action_error(&refusal(&Position::start(), "Ti9,i10,j10"))),
            "A new piece may not touch the central hexagon, and this one would cover i9: \
             place it outside the 19 central points"
        );
        assert_eq!(
            en(action_error(&refusal(&pos(LANDING), "c5-c3,b2,d4"))),
            "The ends b2 and d4 are not at one height (1 piece high and empty): a piece \
             rests on two ends of one height"
        );
        let summary = en(rules_summary());
        for word in [
            "`Tb2,b3,c3`",
            "`d10-d5,e5,f5`",
            "`d10-d5`",
            "`d10-d10,b10,c10`",
            "`punct-basic`",
            "bridge",
            "covered",
            "central points",
            "100 actions",
        ] {
            assert!(summary.contains(word), "{word} not in {summary}");
        }
        assert!(summary.lines().count() >= 4, "several lines: {summary}");
    }

    #[test]
    fn each_language_declines_the_sides() {
        let won = |lang| {
            result(
                Some(Side::Second),
                &Reason::CentreCount { white: 4, black: 7 },
            )
            .render(lang)
        };
        assert_eq!(won(Lang::Cs), "Černý vyhrává na středu 7 : 4");
        assert_eq!(won(Lang::Ru), "Чёрные победили по счёту в центре 7 : 4");
        assert_eq!(won(Lang::De), "Schwarz gewinnt das Zentrum 7 zu 4");
        let both = |lang| {
            result(
                Some(Side::First),
                &Reason::Connection {
                    axis: Axis::Rows,
                    both: true,
                },
            )
            .render(lang)
        };
        assert!(
            both(Lang::Cs).ends_with("spojení Černého"),
            "{}",
            both(Lang::Cs)
        );
        assert!(
            both(Lang::Ru).ends_with("соединение Чёрных"),
            "{}",
            both(Lang::Ru)
        );
    }
}
