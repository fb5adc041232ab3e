//! The YINSH rules crate's words in every language (`locales/*/yinsh.ftl`): the pieces, why a
//! point, an action or a position string is refused, how a game ended, whose decision it is,
//! and the rules in short (`rules-yinsh`, followed by `rules-link` as `rules-tzaar` is).
//! (`gipf_yinsh`'s own `Display` stays the English of the engine protocol; chat and images use
//! these.) Colours are arguments `white` / `black` that each message declines, as in
//! [`crate::rules`]. Its ~880 lines are one topic: a match arm per error variant of the rules
//! crate (each variant a sentence of its own), and, for half the file, the tests that render
//! every variant in every language.

use gipf_game::Side;
use gipf_yinsh::{
    ActionError, NumberProblem, Point, PointError, Position, PositionError, Reason, Stage,
};

use crate::dvonn::side_key;
use crate::{msg, Msg};

/// The word for a ring, for a board's legend.
pub fn ring_word() -> Msg {
    Msg::new("yinsh-ring")
}

/// The word for a marker, for a board's legend.
pub fn marker_word() -> Msg {
    Msg::new("yinsh-marker")
}

/// What was typed, as an error quotes it (cut, without control characters).
fn typed(text: &str) -> String {
    gipf_yinsh::excerpt(text)
}

/// What was written in a position string, quoted.
fn quoted(text: &str) -> String {
    format!("\"{}\"", gipf_yinsh::excerpt(text))
}

fn s(p: &Point) -> String {
    p.to_string()
}

/// A result as a position string writes it (`w+`, `b+`, `=`).
fn result_text(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "w+",
        Some(Side::Second) => "b+",
        None => "=",
    }
}

/// Why a point name is not one, as a sentence without its full stop.
pub fn point_error(e: &PointError) -> Msg {
    match e {
        PointError::NotAPoint(text) => msg!("yinsh-point-not-a-point", text = typed(text)),
        PointError::Corner(text) => msg!("yinsh-point-corner", point = typed(text)),
    }
}

/// What the decider does at a stage, as a clause (`place a ring on a vacant point, like e3`).
fn todo(stage: Stage) -> Msg {
    Msg::new(match stage {
        Stage::Placement => "yinsh-todo-place",
        Stage::Move => "yinsh-todo-move",
        Stage::ChooseRow | Stage::OpponentRow => "yinsh-todo-row",
        Stage::RemoveRing | Stage::OpponentRing => "yinsh-todo-ring",
        Stage::Over { .. } => "yinsh-todo-over",
    })
}

/// Why an action cannot be read or played, as a sentence without its full stop; each says
/// what to do instead.
pub fn action_error(e: &ActionError) -> Msg {
    use ActionError as E;
    match e {
        E::Empty => msg!("yinsh-action-empty"),
        E::Syntax(text) => msg!("yinsh-action-syntax", text = typed(text)),
        E::Point(e) => point_error(e),
        E::NotARow { a, b } => msg!("yinsh-action-not-a-row", a = s(a), b = s(b)),
        E::GameOver => msg!("yinsh-action-game-over"),
        E::NoPlacementNow(stage) => msg!("yinsh-action-no-placement-now", todo = todo(*stage)),
        E::NoMoveNow(stage) => msg!("yinsh-action-no-move-now", todo = todo(*stage)),
        E::NoPassNow(stage) => msg!("yinsh-action-no-pass-now", todo = todo(*stage)),
        E::NoRowNow(stage) => msg!("yinsh-action-no-row-now", todo = todo(*stage)),
        E::NoRingRemovalNow(stage) => {
            msg!("yinsh-action-no-ring-removal-now", todo = todo(*stage))
        }
        E::NotVacant(point) => msg!("yinsh-action-not-vacant", point = s(point)),
        E::PassWithMoves(example) => {
            msg!("yinsh-action-pass-with-moves", action = typed(example))
        }
        E::NoOwnRing { point, side } => msg!(
            "yinsh-action-no-own-ring",
            point = s(point),
            color = side_key(*side)
        ),
        E::MarkerMoved(point) => msg!("yinsh-action-marker-moved", point = s(point)),
        E::NoDistance(point) => msg!("yinsh-action-no-distance", point = s(point)),
        E::NotALine { from, to } => {
            msg!("yinsh-action-not-a-line", from = s(from), to = s(to))
        }
        E::LandingOccupied { from, to } => {
            msg!("yinsh-action-landing-occupied", from = s(from), to = s(to))
        }
        E::OverRing { from, to, ring } => msg!(
            "yinsh-action-over-ring",
            from = s(from),
            to = s(to),
            ring = s(ring)
        ),
        E::PastMarkers { from, to, stop } => msg!(
            "yinsh-action-past-markers",
            from = s(from),
            to = s(to),
            stop = s(stop)
        ),
        E::NotYourRow {
            first,
            last,
            colour,
        } => msg!(
            "yinsh-action-not-your-row",
            first = s(first),
            last = s(last),
            color = side_key(*colour)
        ),
        E::OpponentRing { point, side } => msg!(
            "yinsh-action-opponent-ring",
            point = s(point),
            owner = side_key(side.other())
        ),
        E::NoRingToRemove { point, side } => msg!(
            "yinsh-action-no-ring-to-remove",
            point = s(point),
            color = side_key(*side)
        ),
    }
}

/// What is wrong with a number of vacant points in a column, as a clause.
pub fn number_problem(p: NumberProblem) -> Msg {
    match p {
        NumberProblem::LeadingZero => msg!("yinsh-position-number-leading-zero"),
        NumberProblem::TooLong { len } => msg!("yinsh-position-number-too-long", len = len),
    }
}

/// Why a YINSH position string cannot be read, or describes a position no game can reach, as
/// one clause (no capital, no full stop).
pub fn position_error(e: &PositionError) -> Msg {
    use PositionError as E;
    let column = |c: &char| c.to_string();
    match e {
        E::FieldCount(n) => msg!("yinsh-position-field-count", count = *n),
        E::Variant(text) => msg!("yinsh-position-variant", text = quoted(text)),
        E::ColumnCount(n) => msg!("yinsh-position-column-count", count = *n),
        E::ColumnLength {
            column: c,
            expected,
            found,
        } => msg!(
            "yinsh-position-column-length",
            column = column(c),
            expected = *expected,
            found = *found
        ),
        E::UnknownChar { column: c, found } => msg!(
            "yinsh-position-unknown-char",
            column = column(c),
            text = quoted(&found.to_string())
        ),
        E::Number {
            column: c,
            token,
            problem,
        } => msg!(
            "yinsh-position-number",
            column = column(c),
            token = quoted(token),
            why = number_problem(*problem)
        ),
        E::Turn(text) => msg!("yinsh-position-turn", text = quoted(text)),
        E::Stage(text) => msg!("yinsh-position-stage", text = quoted(text)),
        E::Removed(text) => msg!("yinsh-position-removed", text = quoted(text)),
        E::TooManyMarkers(n) => msg!("yinsh-position-too-many-markers", count = *n),
        E::RemovedAboveGoal {
            side,
            removed,
            goal,
        } => msg!(
            "yinsh-position-removed-above-goal",
            color = side_key(*side),
            removed = *removed,
            goal = *goal
        ),
        E::PlacementMarkers(n) => msg!("yinsh-position-placement-markers", count = *n),
        E::PlacementRemoved => msg!("yinsh-position-placement-removed"),
        E::PlacementCounts { white, black, turn } => msg!(
            "yinsh-position-placement-counts",
            white = *white,
            black = *black,
            color = side_key(*turn)
        ),
        E::RingCount {
            side,
            on_board,
            removed,
        } => msg!(
            "yinsh-position-ring-count",
            color = side_key(*side),
            rings = *on_board,
            removed = *removed
        ),
        E::GoalReached { side, goal } => msg!(
            "yinsh-position-goal-reached",
            color = side_key(*side),
            goal = *goal
        ),
        E::RowAtMove {
            colour,
            first,
            last,
        } => msg!(
            "yinsh-position-row-at-move",
            color = side_key(*colour),
            first = s(first),
            last = s(last)
        ),
        E::EmptyPoolAtMove => msg!("yinsh-position-empty-pool-at-move"),
        E::NobodyCanMove => msg!("yinsh-position-nobody-can-move"),
        E::ChooseRowOptions { side, found } => msg!(
            "yinsh-position-choose-row-options",
            color = side_key(*side),
            found = *found
        ),
        E::MoverHasRow {
            side,
            stage,
            first,
            last,
        } => msg!(
            "yinsh-position-mover-has-row",
            color = side_key(*side),
            stage = *stage,
            first = s(first),
            last = s(last)
        ),
        E::OpponentRowOptions { side, found } => msg!(
            "yinsh-position-opponent-row-options",
            color = side_key(*side),
            found = *found
        ),
        E::MarkersAfterRow(n) => msg!("yinsh-position-markers-after-row", count = *n),
        E::BothAtGoal(goal) => msg!("yinsh-position-both-at-goal", goal = *goal),
        E::ResultAgainstGoal {
            at_goal,
            goal,
            written,
        } => msg!(
            "yinsh-position-result-against-goal",
            color = side_key(*at_goal),
            goal = *goal,
            written = result_text(*written)
        ),
        E::ResultAgainstScore {
            white,
            black,
            written,
        } => {
            let due = match white.cmp(black) {
                std::cmp::Ordering::Greater => Some(Side::First),
                std::cmp::Ordering::Less => Some(Side::Second),
                std::cmp::Ordering::Equal => None,
            };
            msg!(
                "yinsh-position-result-against-score",
                white = *white,
                black = *black,
                result = result_text(due),
                written = result_text(*written)
            )
        }
        E::RowAtEnd {
            colour,
            first,
            last,
        } => msg!(
            "yinsh-position-row-at-end",
            color = side_key(*colour),
            first = s(first),
            last = s(last)
        ),
        E::NotOver(n) => msg!("yinsh-position-not-over", count = *n),
    }
}

/// The removed rings of a reason: (more, fewer).
fn score(reason: Reason) -> (u32, u32) {
    let (white, black) = match reason {
        Reason::RingsRemoved { white, black }
        | Reason::MarkersRanOut { white, black }
        | Reason::NoRingCanMove { white, black } => (white, black),
    };
    (white.max(black), white.min(black))
}

/// Why a game ended, without the sides: `three rings removed` (`one ring removed` in
/// `yinsh-blitz`), `the markers ran out, 2 to 1 in removed rings`, `no ring can move, ...`.
pub fn reason(reason: Reason) -> Msg {
    let (won, lost) = score(reason);
    match reason {
        Reason::RingsRemoved { .. } => msg!("yinsh-reason-rings-removed", count = won),
        Reason::MarkersRanOut { .. } => {
            msg!("yinsh-reason-markers-ran-out", won = won, lost = lost)
        }
        Reason::NoRingCanMove { .. } => msg!("yinsh-reason-no-move", won = won, lost = lost),
    }
}

/// How a game ended (YINSH.md §7): `White wins: three rings removed` (`one ring removed` in
/// `yinsh-blitz`: the reason's count says which goal), `Black wins 2 to 1: the markers ran
/// out`, `Draw: the markers ran out with 2 rings each`, `White wins 1 to 0: no ring can
/// move`, `Draw: no ring can move, with 1 ring each`. `winner` is `None` for a draw; a goal
/// always has a winner (given `None`, the one with more rings is named).
pub fn result(winner: Option<Side>, reason: Reason) -> Msg {
    let (won, lost) = score(reason);
    let winner = match (winner, reason) {
        (None, Reason::RingsRemoved { white, black }) => Some(if white >= black {
            Side::First
        } else {
            Side::Second
        }),
        (w, _) => w,
    };
    match (winner, reason) {
        (Some(w), Reason::RingsRemoved { .. }) => msg!(
            "yinsh-result-rings-removed",
            winner = side_key(w),
            count = won
        ),
        (Some(w), Reason::MarkersRanOut { .. }) => msg!(
            "yinsh-result-markers-ran-out",
            winner = side_key(w),
            won = won,
            lost = lost
        ),
        (Some(w), Reason::NoRingCanMove { .. }) => msg!(
            "yinsh-result-no-move",
            winner = side_key(w),
            won = won,
            lost = lost
        ),
        (None, Reason::NoRingCanMove { .. }) => msg!("yinsh-draw-no-move", count = won),
        (None, _) => msg!("yinsh-draw-markers-ran-out", count = won),
    }
}

/// Whose decision it is and what it is, for a board's line; `side` is the decider (as
/// `Position::decider` gives it: at stages `R` and `X`, the opponent of the player who moved,
/// and the message names him). `White to place a ring`, `White to move a ring (a marker goes
/// on its start)`, `Black to choose which of the rows White made for him to remove (by its
/// number on the board)`; `None` once the game is over. At stage `m` it cannot know that no
/// ring can move: [`position_decision`] says `pass` then.
pub fn decision(stage: Stage, side: Side) -> Option<Msg> {
    let id = match stage {
        Stage::Placement => "yinsh-to-place",
        Stage::Move => "yinsh-to-move",
        Stage::ChooseRow => "yinsh-to-choose-row",
        Stage::RemoveRing => "yinsh-to-remove-ring",
        Stage::OpponentRow => "yinsh-to-choose-opponent-row",
        Stage::OpponentRing => "yinsh-to-remove-opponent-ring",
        Stage::Over { .. } => return None,
    };
    Some(Msg::new(id).arg("color", side_key(side)))
}

/// The decision of a position: [`decision`] for its stage and decider, or `White to pass:
/// none of his rings can move` (`yinsh-to-pass`) at stage `m` when `pass` is the only action.
pub fn position_decision(p: &Position) -> Option<Msg> {
    let side = p.decider()?;
    if p.stage() == Stage::Move && !p.has_ring_move(side) {
        return Some(pass_decision(side));
    }
    decision(p.stage(), side)
}

/// `White to pass: none of his rings can move`.
pub fn pass_decision(side: Side) -> Msg {
    msg!("yinsh-to-pass", color = side_key(side))
}

/// `rules yinsh`: the rules in short, the variant words and the notation (`rules-link` with
/// the rulebook's address follows it, as it follows `rules-tzaar`).
pub fn rules_summary() -> Msg {
    Msg::new("rules-yinsh")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    fn pt(name: &str) -> Point {
        name.parse().expect("a point")
    }

    const STAGES: [Stage; 9] = [
        Stage::Placement,
        Stage::Move,
        Stage::ChooseRow,
        Stage::RemoveRing,
        Stage::OpponentRow,
        Stage::OpponentRing,
        Stage::Over {
            winner: Some(Side::First),
        },
        Stage::Over {
            winner: Some(Side::Second),
        },
        Stage::Over { winner: None },
    ];

    fn point_errors() -> Vec<PointError> {
        vec![
            PointError::NotAPoint("z9".into()),
            PointError::Corner("a1".into()),
        ]
    }

    /// One of each error, with every stage and colour, with points that read well.
    fn action_errors() -> Vec<ActionError> {
        use ActionError as E;
        let mut all = vec![
            E::Empty,
            E::Syntax("hello world".into()),
            E::NotARow {
                a: pt("a2"),
                b: pt("a5"),
            },
            E::GameOver,
            E::NotVacant(pt("e3")),
            E::PassWithMoves("h7-g7".into()),
            E::MarkerMoved(pt("e5")),
            E::NoDistance(pt("e5")),
            E::NotALine {
                from: pt("e5"),
                to: pt("f7"),
            },
            E::LandingOccupied {
                from: pt("e5"),
                to: pt("e7"),
            },
            E::OverRing {
                from: pt("e5"),
                to: pt("e9"),
                ring: pt("e7"),
            },
            E::PastMarkers {
                from: pt("e3"),
                to: pt("e9"),
                stop: pt("e7"),
            },
        ];
        all.extend(point_errors().into_iter().map(E::Point));
        for stage in STAGES {
            all.push(E::NoPlacementNow(stage));
            all.push(E::NoMoveNow(stage));
            all.push(E::NoPassNow(stage));
            all.push(E::NoRowNow(stage));
            all.push(E::NoRingRemovalNow(stage));
        }
        for side in Side::BOTH {
            all.push(E::NoOwnRing {
                point: pt("e5"),
                side,
            });
            all.push(E::NotYourRow {
                first: pt("a3"),
                last: pt("e3"),
                colour: side,
            });
            all.push(E::OpponentRing {
                point: pt("i9"),
                side,
            });
            all.push(E::NoRingToRemove {
                point: pt("i9"),
                side,
            });
        }
        all
    }

    const PROBLEMS: [NumberProblem; 5] = [
        NumberProblem::LeadingZero,
        NumberProblem::TooLong { len: 1 },
        NumberProblem::TooLong { len: 2 },
        NumberProblem::TooLong { len: 5 },
        NumberProblem::TooLong { len: 21 },
    ];

    fn position_errors() -> Vec<PositionError> {
        use PositionError as E;
        let mut all = vec![
            E::Variant("gipf".into()),
            E::UnknownChar {
                column: 'c',
                found: 'x',
            },
            E::Turn("x".into()),
            E::Stage("q".into()),
            E::Removed("4/0".into()),
            E::PlacementRemoved,
            E::EmptyPoolAtMove,
            E::NobodyCanMove,
        ];
        for n in [0, 1, 2, 3, 5, 21, 22] {
            all.push(E::FieldCount(n));
            all.push(E::ColumnCount(n));
            all.push(E::ColumnLength {
                column: 'e',
                expected: 10,
                found: n,
            });
        }
        for n in [1, 2, 5, 21, 52, 61] {
            all.push(E::TooManyMarkers(n + 51));
            all.push(E::PlacementMarkers(n));
            all.push(E::MarkersAfterRow(n + 46));
            all.push(E::NotOver(n));
            all.push(E::BothAtGoal(n));
        }
        for problem in PROBLEMS {
            all.push(E::Number {
                column: 'b',
                token: "08".into(),
                problem,
            });
        }
        let written = [Some(Side::First), Some(Side::Second), None];
        for side in Side::BOTH {
            for (removed, goal) in [(2, 1), (4, 3), (5, 3), (21, 3)] {
                all.push(E::RemovedAboveGoal {
                    side,
                    removed,
                    goal,
                });
            }
            for (white, black) in [(1, 2), (2, 2), (5, 1), (0, 0), (1, 1), (21, 21)] {
                all.push(E::PlacementCounts {
                    white,
                    black,
                    turn: side,
                });
            }
            for (on_board, removed) in [(1, 2), (2, 1), (5, 1), (4, 2), (21, 5)] {
                all.push(E::RingCount {
                    side,
                    on_board,
                    removed,
                });
            }
            for goal in [1, 3] {
                all.push(E::GoalReached { side, goal });
                for w in written {
                    all.push(E::ResultAgainstGoal {
                        at_goal: side,
                        goal,
                        written: w,
                    });
                }
            }
            for found in [0, 1, 2, 5, 21] {
                all.push(E::ChooseRowOptions { side, found });
                all.push(E::OpponentRowOptions { side, found });
            }
            for stage in ["R", "X"] {
                all.push(E::MoverHasRow {
                    side,
                    stage,
                    first: pt("a3"),
                    last: pt("e3"),
                });
            }
            all.push(E::RowAtMove {
                colour: side,
                first: pt("f3"),
                last: pt("f7"),
            });
            all.push(E::RowAtEnd {
                colour: side,
                first: pt("f3"),
                last: pt("f7"),
            });
        }
        for (white, black) in [(2, 1), (1, 2), (2, 2), (0, 0)] {
            for w in written {
                all.push(E::ResultAgainstScore {
                    white,
                    black,
                    written: w,
                });
            }
        }
        all
    }

    fn reasons() -> Vec<Reason> {
        let mut all = Vec::new();
        for (white, black) in [(3, 0), (1, 3), (1, 0), (0, 1), (3, 2), (2, 21)] {
            all.push(Reason::RingsRemoved { white, black });
        }
        for (white, black) in [(2, 1), (1, 2), (0, 0), (1, 1), (2, 2), (5, 5), (21, 21)] {
            all.push(Reason::MarkersRanOut { white, black });
            all.push(Reason::NoRingCanMove { white, black });
        }
        all
    }

    fn results() -> Vec<Msg> {
        let mut all = Vec::new();
        for r in reasons() {
            let (white, black) = match r {
                Reason::RingsRemoved { white, black }
                | Reason::MarkersRanOut { white, black }
                | Reason::NoRingCanMove { white, black } => (white, black),
            };
            let winner = match white.cmp(&black) {
                std::cmp::Ordering::Greater => Some(Side::First),
                std::cmp::Ordering::Less => Some(Side::Second),
                std::cmp::Ordering::Equal => None,
            };
            all.push(result(winner, r));
        }
        all
    }

    fn decisions() -> Vec<Msg> {
        let mut all = Vec::new();
        for stage in STAGES {
            for side in Side::BOTH {
                all.extend(decision(stage, side));
            }
        }
        for side in Side::BOTH {
            all.push(pass_decision(side));
        }
        all
    }

    /// Rendering fails a debug build on a Fluent error or a missing message (`tr`); the text
    /// must also be more than its id, and hold no unresolved placeable or term.
    fn check(m: &Msg, what: &str) {
        for lang in Lang::ALL {
            let text = m.render(lang);
            assert!(!text.trim().is_empty(), "{lang}: {what} is empty");
            assert_ne!(text, m.id(), "{lang}: {what} has no message");
            for bad in ['{', '}', '$'] {
                assert!(!text.contains(bad), "{lang}: {what}: {bad} in {text:?}");
            }
            assert!(
                !text.contains("-white") && !text.contains("-black"),
                "{lang}: {what}: a term unresolved in {text:?}"
            );
            assert!(
                !text.replace("yinsh-blitz", "").contains("yinsh-"),
                "{lang}: {what}: an id in {text:?}"
            );
        }
    }

    #[test]
    fn every_error_and_result_renders_in_every_language() {
        for e in action_errors() {
            check(&action_error(&e), &format!("{e:?}"));
        }
        for e in position_errors() {
            check(&position_error(&e), &format!("{e:?}"));
        }
        for r in reasons() {
            check(&reason(r), &format!("{r:?}"));
        }
        for m in results().iter().chain(&decisions()) {
            check(m, m.id());
        }
        check(&ring_word(), "ring");
        check(&marker_word(), "marker");
        assert_eq!(
            decisions().len(),
            14,
            "a decision at every stage but the end, and pass"
        );
        check(&rules_summary(), "rules-yinsh");
    }

    /// The cases above reach every message of `yinsh.ftl` this module owns (a message no case
    /// reaches would go untested; one the code no longer names would be dead).
    #[test]
    fn the_cases_reach_every_message_of_the_file() {
        let file = crate::FILES
            .iter()
            .position(|f| *f == "yinsh.ftl")
            .expect("yinsh.ftl is compiled in");
        let own = |id: &str| id.starts_with("yinsh-") || id == "rules-yinsh";
        let in_file: std::collections::BTreeSet<String> = crate::SOURCES[0][file]
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
            .filter(|id| !id.starts_with('-') && !id.contains(' ') && !id.is_empty())
            .filter(|id| own(id))
            .map(str::to_string)
            .collect();
        let mut reached: std::collections::BTreeSet<String> = action_errors()
            .iter()
            .map(action_error)
            .chain(position_errors().iter().map(position_error))
            .chain(reasons().into_iter().map(reason))
            .chain(results())
            .chain(decisions())
            .chain(STAGES.map(todo))
            .chain(PROBLEMS.map(number_problem))
            .chain([rules_summary(), ring_word(), marker_word()])
            .map(|m| m.id().to_string())
            .collect();
        reached.retain(|id| own(id));
        assert_eq!(in_file, reached);
    }

    #[test]
    fn english_reads_as_the_rules_crate_says() {
        let en = |m: Msg| m.render(Lang::En);
        let won = |white, black| Reason::RingsRemoved { white, black };
        assert_eq!(
            en(result(Some(Side::First), won(3, 1))),
            "White wins: three rings removed"
        );
        assert_eq!(
            en(result(Some(Side::First), won(1, 0))),
            "White wins: one ring removed"
        );
        assert_eq!(
            en(result(None, Reason::MarkersRanOut { white: 2, black: 2 })),
            "Draw: the markers ran out with 2 rings each"
        );
        assert_eq!(
            en(result(
                Some(Side::Second),
                Reason::MarkersRanOut { white: 1, black: 2 }
            )),
            "Black wins 2 to 1: the markers ran out"
        );
        assert_eq!(
            en(result(
                Some(Side::Second),
                Reason::NoRingCanMove { white: 1, black: 2 }
            )),
            "Black wins 2 to 1: no ring can move"
        );
        assert_eq!(en(reason(won(0, 3))), "three rings removed");
        assert_eq!(
            en(action_error(&ActionError::NotVacant(pt("e3")))),
            "e3 is not vacant: place your ring on a vacant point"
        );
        assert_eq!(
            en(action_error(&ActionError::OpponentRing {
                point: pt("i9"),
                side: Side::First
            })),
            "i9 holds a ring of Black: remove one of your own rings"
        );
        assert_eq!(
            en(action_error(&ActionError::NoMoveNow(Stage::Placement))),
            "No ring is to be moved now: place a ring on a vacant point, like `e3`"
        );
        assert_eq!(
            en(action_error(&ActionError::PastMarkers {
                from: pt("e3"),
                to: pt("e9"),
                stop: pt("e7")
            })),
            "`e3-e9` goes on after jumping markers: a ring that jumps markers stops on the \
             first vacant point after them, here `e3-e7`"
        );
        assert_eq!(
            en(position_error(&PositionError::ResultAgainstScore {
                white: 2,
                black: 1,
                written: None
            })),
            "the removed rings are 2 to 1, so the result is `w+`, not `=`"
        );
        assert_eq!(
            en(decision(Stage::OpponentRow, Side::Second).expect("a decision")),
            "Black to choose which of the rows White made for him to remove (by its number \
             on the board)"
        );
        assert_eq!(
            en(decision(Stage::Move, Side::First).expect("a decision")),
            "White to move a ring (a marker goes on its start)"
        );
        let summary = en(rules_summary());
        for word in [
            "`yinsh-blitz`",
            "`e3`",
            "`h7-g7`",
            "`xa3-e3`",
            "`xi9`",
            "`pass`",
            "5 rings",
            "51 markers",
            "3 rings",
        ] {
            assert!(summary.contains(word), "{word} not in {summary}");
        }
        assert!(summary.lines().count() >= 4, "several lines: {summary}");
    }

    #[test]
    fn a_position_names_its_decision() {
        let start = Position::start();
        assert_eq!(
            position_decision(&start).map(|m| m.render(Lang::En)),
            Some("White to place a ring".to_string())
        );
        let mut p = Position::start();
        for a in "e3 a5 b5 c6 d6 e4 h7 g2 g3 g8".split(' ') {
            p.play_text(a).expect("a placement");
        }
        assert_eq!(
            position_decision(&p).map(|m| m.render(Lang::De)),
            Some("Weiß zieht einen Ring (auf seinem Startpunkt bleibt ein Stein)".to_string())
        );
    }

    #[test]
    fn plurals_colours_and_numbers_follow_each_language() {
        let markers = |lang, n| position_error(&PositionError::PlacementMarkers(n)).render(lang);
        // Czech and Russian: one form for 1 (and 21 in Russian), another for 2-4, another
        // for 5 and more.
        for lang in [Lang::Cs, Lang::Ru] {
            let (two, five) = (markers(lang, 2), markers(lang, 5));
            assert_ne!(
                two.replace('2', "5"),
                five,
                "{lang}: the noun after 2 and 5 is the same: {two} / {five}"
            );
        }
        assert_eq!(
            markers(Lang::Ru, 21).replace("21", "1"),
            markers(Lang::Ru, 1),
            "21 takes the form of 1 in Russian"
        );
        let blitz = |lang| {
            result(
                Some(Side::Second),
                Reason::RingsRemoved { white: 0, black: 1 },
            )
            .render(lang)
        };
        assert!(blitz(Lang::De).starts_with("Schwarz gewinnt"));
        assert!(blitz(Lang::Ru).starts_with("Чёрные победили"));
        let owner = |lang| {
            action_error(&ActionError::OpponentRing {
                point: pt("i9"),
                side: Side::Second,
            })
            .render(lang)
        };
        assert!(owner(Lang::Cs).contains("Bílého"), "{}", owner(Lang::Cs));
        assert!(owner(Lang::Ru).contains("Белых"), "{}", owner(Lang::Ru));
        for lang in Lang::ALL {
            let text = decision(Stage::OpponentRing, Side::First)
                .expect("a decision")
                .render(lang);
            assert!(
                text.starts_with(&Msg::new("color-white").render(lang)),
                "{lang}: the decider first: {text}"
            );
        }
    }
}
