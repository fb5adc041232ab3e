//! The DVONN rules crate's words in every language (`locales/*/dvonn.ftl`): why an action or a
//! position string is refused, and how a game ended. (`gipf_dvonn`'s own `Display` stays the
//! English of the engine protocol; chat and images use these.) Colours are arguments
//! `white` / `black` that each message declines, as in [`crate::rules`].

use gipf_dvonn::{ActionError, HeightProblem, PositionError, Reason, SpaceError};
use gipf_game::Side;

use crate::{msg, Msg};

/// A side as a message's argument: `white` (the first side) or `black`.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::First => "white",
        Side::Second => "black",
    }
}

/// What was typed, as an error quotes it (cut, without control characters).
fn typed(text: &str) -> String {
    gipf_dvonn::excerpt(text)
}

/// What was written in a position string, quoted.
fn quoted(text: &str) -> String {
    format!("\"{}\"", gipf_dvonn::excerpt(text))
}

/// Why a space name is not one, as a sentence without its full stop.
pub fn space_error(e: &SpaceError) -> Msg {
    match e {
        SpaceError::NotASpace(text) => msg!("dvonn-action-not-a-space", text = typed(text)),
    }
}

/// Why an action cannot be read or played, as a sentence without its full stop.
pub fn action_error(e: &ActionError) -> Msg {
    use ActionError as E;
    let s = |x: &gipf_dvonn::Space| x.to_string();
    match e {
        E::Empty => msg!("dvonn-action-empty"),
        E::Syntax(text) => msg!("dvonn-action-syntax", text = typed(text)),
        E::Space(e) => space_error(e),
        E::Pass => msg!("dvonn-action-pass"),
        E::GameOver => msg!("dvonn-action-game-over"),
        E::MoveInPlacement { from, to } => {
            msg!("dvonn-action-move-in-placement", from = s(from), to = s(to))
        }
        E::PlacementInMovement(space) => {
            msg!("dvonn-action-placement-in-movement", space = s(space))
        }
        E::Occupied(space) => msg!("dvonn-action-occupied", space = s(space)),
        E::NoStack(space) => msg!("dvonn-action-no-stack", space = s(space)),
        E::LoneDvonn(space) => msg!("dvonn-action-lone-dvonn", space = s(space)),
        E::NotYourStack { space, owner } => msg!(
            "dvonn-action-not-your-stack",
            space = s(space),
            owner = side_key(*owner)
        ),
        E::Surrounded(space) => msg!("dvonn-action-surrounded", space = s(space)),
        E::SameSpace(space) => msg!("dvonn-action-same-space", space = s(space)),
        E::NotInLine { from, to } => {
            msg!("dvonn-action-not-in-line", from = s(from), to = s(to))
        }
        E::WrongDistance {
            from,
            to,
            height,
            distance,
        } => msg!(
            "dvonn-action-wrong-distance",
            from = s(from),
            to = s(to),
            height = *height,
            distance = *distance
        ),
        E::VacantTarget { from, to } => {
            msg!("dvonn-action-vacant-target", from = s(from), to = s(to))
        }
    }
}

/// What is wrong with a height written after a stack's letter, as a clause.
pub fn height_problem(p: HeightProblem) -> Msg {
    Msg::new(match p {
        HeightProblem::One => "dvonn-position-height-one",
        HeightProblem::LeadingZero => "dvonn-position-height-leading-zero",
        HeightProblem::TooHigh => "dvonn-position-height-too-high",
        HeightProblem::Missing => "dvonn-position-height-missing",
        HeightProblem::OnDvonn => "dvonn-position-height-on-dvonn",
    })
}

/// Why a DVONN position string cannot be read, or describes a position that cannot occur, as
/// one clause (no capital, no full stop).
pub fn position_error(e: &PositionError) -> Msg {
    use PositionError as E;
    match e {
        E::FieldCount(n) => msg!("dvonn-position-field-count", count = *n),
        E::Spacing => msg!("dvonn-position-spacing"),
        E::Variant(text) => msg!("dvonn-position-variant", text = quoted(text)),
        E::RowCount(n) => msg!("dvonn-position-row-count", count = *n),
        E::RowLength {
            row,
            expected,
            found,
        } => msg!(
            "dvonn-position-row-length",
            row = *row,
            expected = *expected,
            found = *found
        ),
        E::UnknownChar { row, found } => msg!(
            "dvonn-position-unknown-char",
            row = *row,
            text = quoted(&found.to_string())
        ),
        E::Height {
            row,
            token,
            problem,
        } => msg!(
            "dvonn-position-height",
            row = *row,
            token = quoted(token),
            why = height_problem(*problem)
        ),
        E::Turn(text) => msg!("dvonn-position-turn", text = quoted(text)),
        E::Phase(text) => msg!("dvonn-position-phase", text = quoted(text)),
        E::TurnAndPhase { turn, phase } => msg!(
            "dvonn-position-turn-and-phase",
            turn = typed(turn),
            phase = typed(phase)
        ),
        E::StackInPlacement(space) => {
            msg!(
                "dvonn-position-stack-in-placement",
                space = space.to_string()
            )
        }
        E::FullInPlacement => msg!("dvonn-position-full-in-placement"),
        E::PlacementCounts {
            placed,
            dvonn,
            white,
            black,
            found_dvonn,
            found_white,
            found_black,
        } => msg!(
            "dvonn-position-placement-counts",
            placed = *placed,
            dvonn = *dvonn,
            white = *white,
            black = *black,
            found_dvonn = *found_dvonn,
            found_white = *found_white,
            found_black = *found_black
        ),
        E::WrongPlacer { placed, placer } => msg!(
            "dvonn-position-wrong-placer",
            placed = *placed,
            color = side_key(*placer)
        ),
        E::TooManyPieces(n) => msg!("dvonn-position-too-many-pieces", count = *n),
        E::NoDvonn => msg!("dvonn-position-no-dvonn"),
        E::TooManyDvonn(n) => msg!("dvonn-position-too-many-dvonn", count = *n),
        E::TooFewDvonn(n) => msg!("dvonn-position-too-few-dvonn", count = *n),
        E::Unlinked(space) => msg!("dvonn-position-unlinked", space = space.to_string()),
        E::NoMoveLeft(result) => msg!("dvonn-position-no-move-left", result = *result),
        E::CannotMove { side } => {
            msg!("dvonn-position-cannot-move", color = side_key(*side))
        }
        E::FullBoardBlackToMove => msg!("dvonn-position-full-board-black-to-move"),
        E::NotOver { side } => msg!("dvonn-position-not-over", color = side_key(*side)),
        E::WrongResult {
            white,
            black,
            actual,
            named,
        } => msg!(
            "dvonn-position-wrong-result",
            white = *white,
            black = *black,
            actual = *actual,
            named = typed(named)
        ),
    }
}

/// How a game ended, with the scores, the higher first: `White wins 21 to 17`,
/// `Draw: 19 to 19`. `winner` is `None` for a draw.
pub fn result(winner: Option<Side>, reason: Reason) -> Msg {
    let Reason::Score { white, black } = reason;
    let (high, low) = (white.max(black), white.min(black));
    match winner {
        Some(side) => msg!(
            "dvonn-result",
            winner = side_key(side),
            high = high,
            low = low
        ),
        None => msg!("dvonn-draw", high = high, low = low),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gipf_dvonn::Space;

    fn sp(name: &str) -> Space {
        name.parse().expect("a space")
    }

    /// One of each error, with arguments that try each plural form (1, 2, 5, 21).
    fn action_errors() -> Vec<ActionError> {
        use ActionError as E;
        let mut all = vec![
            E::Empty,
            E::Syntax("hello world".into()),
            E::Space(SpaceError::NotASpace("j1".into())),
            E::Pass,
            E::GameOver,
            E::MoveInPlacement {
                from: sp("a1"),
                to: sp("b1"),
            },
            E::PlacementInMovement(sp("e3")),
            E::Occupied(sp("e3")),
            E::NoStack(sp("e3")),
            E::LoneDvonn(sp("e3")),
            E::Surrounded(sp("e3")),
            E::SameSpace(sp("e3")),
            E::NotInLine {
                from: sp("a1"),
                to: sp("c2"),
            },
            E::VacantTarget {
                from: sp("a1"),
                to: sp("b1"),
            },
        ];
        for owner in Side::BOTH {
            all.push(E::NotYourStack {
                space: sp("e3"),
                owner,
            });
        }
        for (height, distance) in [(1, 2), (2, 1), (5, 21), (21, 5), (3, 4), (22, 11)] {
            all.push(E::WrongDistance {
                from: sp("a1"),
                to: sp("d1"),
                height,
                distance,
            });
        }
        all
    }

    fn position_errors() -> Vec<PositionError> {
        use PositionError as E;
        let mut all = vec![
            E::Spacing,
            E::Variant("gipf".into()),
            E::UnknownChar { row: 2, found: 'x' },
            E::Turn("x".into()),
            E::Phase("q".into()),
            E::TurnAndPhase {
                turn: "-".into(),
                phase: "p".into(),
            },
            E::StackInPlacement(sp("e3")),
            E::FullInPlacement,
            E::NoDvonn,
            E::Unlinked(sp("c5")),
            E::FullBoardBlackToMove,
            E::WrongResult {
                white: 6,
                black: 13,
                actual: "b+",
                named: "w+".into(),
            },
        ];
        for n in [0, 1, 2, 3, 5, 21, 22] {
            all.push(E::FieldCount(n));
            all.push(E::RowCount(n));
            all.push(E::RowLength {
                row: 1,
                expected: 9,
                found: n,
            });
        }
        for problem in [
            HeightProblem::One,
            HeightProblem::LeadingZero,
            HeightProblem::TooHigh,
            HeightProblem::Missing,
            HeightProblem::OnDvonn,
        ] {
            all.push(E::Height {
                row: 3,
                token: "w1".into(),
                problem,
            });
        }
        for n in [0u32, 1, 2, 4, 5, 21, 22, 50] {
            all.push(E::TooManyPieces(n + 49));
            all.push(E::TooManyDvonn(n + 4));
            all.push(E::TooFewDvonn(n % 3));
            all.push(E::PlacementCounts {
                placed: n,
                dvonn: n.min(3),
                white: n,
                black: n + 1,
                found_dvonn: n,
                found_white: n + 1,
                found_black: n + 2,
            });
        }
        for side in Side::BOTH {
            all.push(E::WrongPlacer {
                placed: 21,
                placer: side,
            });
            all.push(E::WrongPlacer {
                placed: 1,
                placer: side,
            });
            all.push(E::CannotMove { side });
            all.push(E::NotOver { side });
        }
        for result in ["w+", "b+", "="] {
            all.push(E::NoMoveLeft(result));
        }
        all
    }

    fn results() -> Vec<Msg> {
        let score = |white, black| Reason::Score { white, black };
        vec![
            result(Some(Side::First), score(21, 17)),
            result(Some(Side::Second), score(24, 25)),
            result(Some(Side::Second), score(1, 2)),
            result(None, score(19, 19)),
        ]
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
        for m in results() {
            check(&m, m.id());
        }
        check(&Msg::new("rules-dvonn"), "rules-dvonn");
    }

    /// The cases above reach every message of `dvonn.ftl` (a message no case reaches would
    /// go untested; one the code no longer names would be dead).
    #[test]
    fn the_cases_reach_every_message_of_the_file() {
        let file = crate::FILES
            .iter()
            .position(|f| *f == "dvonn.ftl")
            .expect("dvonn.ftl is compiled in");
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
            .map(|m| m.id().to_string())
            .collect();
        for p in [
            HeightProblem::One,
            HeightProblem::LeadingZero,
            HeightProblem::TooHigh,
            HeightProblem::Missing,
            HeightProblem::OnDvonn,
        ] {
            reached.insert(height_problem(p).id().to_string());
        }
        reached.insert("rules-dvonn".to_string());
        assert_eq!(in_file, reached);
    }

    #[test]
    fn english_reads_as_the_rules_crate_says() {
        let en = |m: Msg| m.render(Lang::En);
        assert_eq!(
            en(action_error(&ActionError::Surrounded(sp("e3")))),
            "e3 cannot move: it is surrounded on all six sides"
        );
        assert_eq!(
            en(action_error(&ActionError::WrongDistance {
                from: sp("a1"),
                to: sp("d1"),
                height: 2,
                distance: 3
            })),
            "a1-d1: a stack of 2 moves exactly 2 spaces, but d1 is 3 spaces away"
        );
        assert_eq!(
            en(action_error(&ActionError::WrongDistance {
                from: sp("a1"),
                to: sp("b1"),
                height: 3,
                distance: 1
            })),
            "a1-b1: a stack of 3 moves exactly 3 spaces, but b1 is 1 space away"
        );
        assert_eq!(
            en(action_error(&ActionError::NotYourStack {
                space: sp("e3"),
                owner: Side::Second
            })),
            "e3 is not your stack: Black controls it"
        );
        let score = |white, black| Reason::Score { white, black };
        assert_eq!(
            en(result(Some(Side::First), score(21, 17))),
            "White wins 21 to 17"
        );
        assert_eq!(
            en(result(Some(Side::Second), score(24, 25))),
            "Black wins 25 to 24"
        );
        assert_eq!(en(result(None, score(19, 19))), "Draw: 19 to 19");
    }

    #[test]
    fn plurals_and_colours_follow_each_language() {
        let distance = |lang, height, distance| {
            action_error(&ActionError::WrongDistance {
                from: sp("a1"),
                to: sp("d1"),
                height,
                distance,
            })
            .render(lang)
        };
        // Czech and Russian: one form for 1, another for 2-4, another for 5 and more.
        for lang in [Lang::Cs, Lang::Ru] {
            let (two, five) = (distance(lang, 2, 3), distance(lang, 5, 3));
            assert_ne!(
                two.replace('2', "5"),
                five,
                "{lang}: the noun after 2 and 5 is the same: {two} / {five}"
            );
        }
        assert_eq!(
            distance(Lang::Cs, 5, 3),
            "a1-d1: věž o výšce 5 táhne přesně o 5 polí, ale d1 je 3 pole daleko"
        );
        assert_eq!(
            distance(Lang::Ru, 21, 2),
            "a1-d1: столбик высотой 21 ходит ровно на 21 поле, а до d1 — 2 поля"
        );
        let owner = |lang, side| {
            action_error(&ActionError::NotYourStack {
                space: sp("e3"),
                owner: side,
            })
            .render(lang)
        };
        assert!(owner(Lang::Cs, Side::First).ends_with("patří Bílému"));
        assert!(owner(Lang::Ru, Side::Second).ends_with("принадлежит Чёрным"));
        assert_eq!(
            result(
                Some(Side::Second),
                Reason::Score {
                    white: 6,
                    black: 13
                }
            )
            .render(Lang::De),
            "Schwarz gewinnt 13 zu 6"
        );
    }
}
