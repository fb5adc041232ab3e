//! The TZAAR rules crate's words in every language (`locales/*/tzaar.ftl`): the piece types,
//! why an action or a position string is refused, how a game ended, whose decision it is, and
//! the rules in short (`rules-tzaar`, followed by `rules-link` as `rules-dvonn` is).
//! (`gipf_tzaar`'s own `Display` stays the English of the engine protocol; chat and images use
//! these.) Colours are arguments `white` / `black` that each message declines, as in
//! [`crate::rules`]; a piece type is an argument `kind`, the type's own message.

use gipf_game::Side;
use gipf_tzaar::{ActionError, HeightProblem, Phase, PieceType, PositionError, Reason, SpaceError};

use crate::dvonn::side_key;
use crate::{msg, Msg};

/// The name of a piece type: Tzaar, Tzarra, Tott (as the box names them).
pub fn type_name(kind: PieceType) -> Msg {
    Msg::new(match kind {
        PieceType::Tzaar => "tzaar-type-tzaar",
        PieceType::Tzarra => "tzaar-type-tzarra",
        PieceType::Tott => "tzaar-type-tott",
    })
}

/// What was typed, as an error quotes it (cut, without control characters).
fn typed(text: &str) -> String {
    gipf_tzaar::excerpt(text)
}

/// What was written in a position string, quoted.
fn quoted(text: &str) -> String {
    format!("\"{}\"", gipf_tzaar::excerpt(text))
}

/// Why a space name is not one, as a sentence without its full stop.
pub fn space_error(e: &SpaceError) -> Msg {
    match e {
        SpaceError::NotASpace(text) => msg!("tzaar-action-not-a-space", text = typed(text)),
        SpaceError::Centre => msg!("tzaar-action-centre"),
    }
}

/// Why an action cannot be read or played, as a sentence without its full stop.
pub fn action_error(e: &ActionError) -> Msg {
    use ActionError as E;
    let s = |x: &gipf_tzaar::Space| x.to_string();
    match e {
        E::Empty => msg!("tzaar-action-empty"),
        E::Syntax(text) => msg!("tzaar-action-syntax", text = typed(text)),
        E::Space(e) => space_error(e),
        E::GameOver => msg!("tzaar-action-game-over"),
        E::NotAPlacement(action) => {
            msg!("tzaar-action-not-a-placement", action = typed(action))
        }
        E::PlacementOutsidePhase(action) => {
            msg!(
                "tzaar-action-placement-outside-phase",
                action = typed(action)
            )
        }
        E::NoneLeft(kind) => msg!("tzaar-action-none-left", kind = type_name(*kind)),
        E::Occupied(space) => msg!("tzaar-action-occupied", space = s(space)),
        E::PassFirst => msg!("tzaar-action-pass-first"),
        E::StackingFirst { from, to } => {
            msg!("tzaar-action-stacking-first", from = s(from), to = s(to))
        }
        E::NoStack(space) => msg!("tzaar-action-no-stack", space = s(space)),
        E::NotYourStack { space, owner } => msg!(
            "tzaar-action-not-your-stack",
            space = s(space),
            owner = side_key(*owner)
        ),
        E::EmptyTarget { from, to } => {
            msg!("tzaar-action-empty-target", from = s(from), to = s(to))
        }
        E::Unreachable { from, to } => {
            msg!("tzaar-action-unreachable", from = s(from), to = s(to))
        }
        E::CaptureWrittenAsStacking { from, to } => msg!(
            "tzaar-action-capture-written-as-stacking",
            from = s(from),
            to = s(to)
        ),
        E::StackingWrittenAsCapture { from, to } => msg!(
            "tzaar-action-stacking-written-as-capture",
            from = s(from),
            to = s(to)
        ),
        E::CaptureOfOwnStack { to, .. } => {
            msg!("tzaar-action-capture-of-own-stack", to = s(to))
        }
        E::TooHigh {
            from,
            to,
            mine,
            theirs,
        } => msg!(
            "tzaar-action-too-high",
            from = s(from),
            to = s(to),
            mine = *mine,
            theirs = *theirs
        ),
    }
}

/// What is wrong with a height written after a stack's letter, as a clause.
pub fn height_problem(p: HeightProblem) -> Msg {
    Msg::new(match p {
        HeightProblem::One => "tzaar-position-height-one",
        HeightProblem::LeadingZero => "tzaar-position-height-leading-zero",
        HeightProblem::TooHigh => "tzaar-position-height-too-high",
    })
}

/// Why a TZAAR position string cannot be read, or describes a position no game can reach, as
/// one clause (no capital, no full stop).
pub fn position_error(e: &PositionError) -> Msg {
    use PositionError as E;
    let column = |c: &char| c.to_string();
    match e {
        E::FieldCount(n) => msg!("tzaar-position-field-count", count = *n),
        E::Variant(text) => msg!("tzaar-position-variant", text = quoted(text)),
        E::ColumnCount(n) => msg!("tzaar-position-column-count", count = *n),
        E::ColumnLength {
            column: c,
            expected,
            found,
        } => msg!(
            "tzaar-position-column-length",
            column = column(c),
            expected = *expected,
            found = *found
        ),
        E::UnknownChar { column: c, found } => msg!(
            "tzaar-position-unknown-char",
            column = column(c),
            text = quoted(&found.to_string())
        ),
        E::Height {
            column: c,
            token,
            problem,
        } => msg!(
            "tzaar-position-height",
            column = column(c),
            token = quoted(token),
            why = height_problem(*problem)
        ),
        E::Turn(text) => msg!("tzaar-position-turn", text = quoted(text)),
        E::Phase(text) => msg!("tzaar-position-phase", text = quoted(text)),
        E::TooManyOfType { side, kind, found } => msg!(
            "tzaar-position-too-many-of-type",
            color = side_key(*side),
            kind = type_name(*kind),
            found = *found,
            max = kind.count()
        ),
        E::TooManyPieces { side, found } => msg!(
            "tzaar-position-too-many-pieces",
            color = side_key(*side),
            found = *found
        ),
        E::PlacementNotTournament => msg!("tzaar-position-placement-not-tournament"),
        E::StackInPlacement(space) => msg!(
            "tzaar-position-stack-in-placement",
            space = space.to_string()
        ),
        E::FullInPlacement => msg!("tzaar-position-full-in-placement"),
        E::PlacementCounts { white, black, turn } => msg!(
            "tzaar-position-placement-counts",
            white = *white,
            black = *black,
            color = side_key(*turn)
        ),
        E::OpeningBlack => msg!("tzaar-position-opening-black"),
        E::OpeningBoard => msg!("tzaar-position-opening-board"),
        E::FullBoard => msg!("tzaar-position-full-board"),
        E::MissingType { side, kind } => msg!(
            "tzaar-position-missing-type",
            color = side_key(*side),
            kind = type_name(*kind)
        ),
        E::NoCapture { side } => {
            msg!("tzaar-position-no-capture", color = side_key(*side))
        }
        E::WinnerMissingType { side, kind } => msg!(
            "tzaar-position-winner-missing-type",
            color = side_key(*side),
            kind = type_name(*kind)
        ),
        E::NotOver { side } => msg!("tzaar-position-not-over", color = side_key(*side)),
    }
}

/// Why a game ended, without the sides: `no Tzarra left on top`, `no capture possible`.
pub fn reason(reason: Reason) -> Msg {
    match reason {
        Reason::MissingType(kind) => {
            msg!("tzaar-reason-missing-type", kind = type_name(kind))
        }
        Reason::NoCapture => msg!("tzaar-reason-no-capture"),
    }
}

/// How a game ended: `White wins: Black has no Tzarra left on top` (the loser no longer
/// shows that type: it was captured, or he covered his own last stack of it),
/// `White wins: Black cannot capture`. TZAAR has no draw.
pub fn result(winner: Side, reason: Reason) -> Msg {
    let (winner, loser) = (side_key(winner), side_key(winner.other()));
    match reason {
        Reason::MissingType(kind) => msg!(
            "tzaar-result-missing-type",
            winner = winner,
            loser = loser,
            kind = type_name(kind)
        ),
        Reason::NoCapture => msg!("tzaar-result-no-capture", winner = winner, loser = loser),
    }
}

/// Whose decision it is and what it is, for a board's line (`White to make the opening
/// capture`, `Black: second action: capture, stack or pass`); `None` once the game is over.
pub fn decision(phase: Phase, side: Side) -> Option<Msg> {
    let id = match phase {
        Phase::Placement => "tzaar-to-place",
        Phase::Opening => "tzaar-to-open",
        Phase::Capture => "tzaar-to-capture",
        Phase::Second => "tzaar-to-act",
        Phase::Over { .. } => return None,
    };
    Some(Msg::new(id).arg("color", side_key(side)))
}

/// `rules tzaar`: the rules in short, the variant words and the notation (`rules-link` with
/// the rulebook's address follows it, as it follows `rules-dvonn`).
pub fn rules_summary() -> Msg {
    Msg::new("rules-tzaar")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gipf_tzaar::Space;

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
            E::Space(SpaceError::Centre),
            E::GameOver,
            E::NotAPlacement("d5xd4".into()),
            E::NotAPlacement("pass".into()),
            E::PlacementOutsidePhase("Ta1".into()),
            E::Occupied(sp("a1")),
            E::PassFirst,
            E::StackingFirst {
                from: sp("b3"),
                to: sp("e6"),
            },
            E::NoStack(sp("e6")),
            E::EmptyTarget {
                from: sp("d5"),
                to: sp("d4"),
            },
            E::Unreachable {
                from: sp("e4"),
                to: sp("e6"),
            },
            E::CaptureWrittenAsStacking {
                from: sp("d5"),
                to: sp("d4"),
            },
            E::StackingWrittenAsCapture {
                from: sp("b3"),
                to: sp("e6"),
            },
            E::CaptureOfOwnStack {
                from: sp("b3"),
                to: sp("e6"),
            },
        ];
        for kind in PieceType::ALL {
            all.push(E::NoneLeft(kind));
        }
        for owner in Side::BOTH {
            all.push(E::NotYourStack {
                space: sp("e4"),
                owner,
            });
        }
        for (mine, theirs) in [(1, 2), (2, 5), (5, 21), (21, 22), (1, 21), (3, 4)] {
            all.push(E::TooHigh {
                from: sp("c5"),
                to: sp("c3"),
                mine,
                theirs,
            });
        }
        all
    }

    const PROBLEMS: [HeightProblem; 3] = [
        HeightProblem::One,
        HeightProblem::LeadingZero,
        HeightProblem::TooHigh,
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
            E::Phase("q".into()),
            E::PlacementNotTournament,
            E::StackInPlacement(sp("e3")),
            E::FullInPlacement,
            E::OpeningBlack,
            E::OpeningBoard,
            E::FullBoard,
        ];
        for n in [0, 1, 2, 3, 5, 21, 22] {
            all.push(E::FieldCount(n));
            all.push(E::ColumnCount(n));
            all.push(E::ColumnLength {
                column: 'e',
                expected: 8,
                found: n,
            });
        }
        for problem in PROBLEMS {
            all.push(E::Height {
                column: 'b',
                token: "T1".into(),
                problem,
            });
        }
        for side in Side::BOTH {
            for kind in PieceType::ALL {
                for found in [1, 2, 5, 7, 10, 16, 21, 22] {
                    all.push(E::TooManyOfType { side, kind, found });
                }
                all.push(E::MissingType { side, kind });
                all.push(E::WinnerMissingType { side, kind });
            }
            for found in [31, 32, 35, 41, 51] {
                all.push(E::TooManyPieces { side, found });
            }
            for (white, black) in [(1, 2), (2, 2), (5, 21), (21, 1), (0, 0), (22, 25)] {
                all.push(E::PlacementCounts {
                    white,
                    black,
                    turn: side,
                });
            }
            all.push(E::NoCapture { side });
            all.push(E::NotOver { side });
        }
        all
    }

    fn reasons() -> Vec<Reason> {
        let mut all: Vec<Reason> = PieceType::ALL
            .into_iter()
            .map(Reason::MissingType)
            .collect();
        all.push(Reason::NoCapture);
        all
    }

    fn results() -> Vec<Msg> {
        let mut all = Vec::new();
        for winner in Side::BOTH {
            for r in reasons() {
                all.push(result(winner, r));
            }
        }
        all
    }

    const PHASES: [Phase; 6] = [
        Phase::Placement,
        Phase::Opening,
        Phase::Capture,
        Phase::Second,
        Phase::Over {
            winner: Side::First,
        },
        Phase::Over {
            winner: Side::Second,
        },
    ];

    fn decisions() -> Vec<Msg> {
        let mut all = Vec::new();
        for phase in PHASES {
            for side in Side::BOTH {
                all.extend(decision(phase, side));
            }
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
        for kind in PieceType::ALL {
            check(&type_name(kind), &format!("{kind:?}"));
        }
        assert_eq!(
            decisions().len(),
            8,
            "a decision in every phase but the end"
        );
        check(&rules_summary(), "rules-tzaar");
    }

    /// The cases above reach every message of `tzaar.ftl` this module owns (a message no case
    /// reaches would go untested; one the code no longer names would be dead). Messages other
    /// modules add to the file under their own heading (their own prefixes) are theirs.
    #[test]
    fn the_cases_reach_every_message_of_the_file() {
        const OWN: [&str; 7] = [
            "tzaar-type-",
            "tzaar-action-",
            "tzaar-position-",
            "tzaar-reason-",
            "tzaar-result-",
            "tzaar-to-",
            "rules-tzaar",
        ];
        let file = crate::FILES
            .iter()
            .position(|f| *f == "tzaar.ftl")
            .expect("tzaar.ftl is compiled in");
        let in_file: std::collections::BTreeSet<String> = crate::SOURCES[0][file]
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
            .filter(|id| !id.starts_with('-') && !id.contains(' ') && !id.is_empty())
            .filter(|id| OWN.iter().any(|p| id.starts_with(p)))
            .map(str::to_string)
            .collect();
        let mut reached: std::collections::BTreeSet<String> = action_errors()
            .iter()
            .map(action_error)
            .chain(position_errors().iter().map(position_error))
            .chain(reasons().into_iter().map(reason))
            .chain(results())
            .chain(decisions())
            .chain(PieceType::ALL.map(type_name))
            .chain(PROBLEMS.map(height_problem))
            .chain([rules_summary()])
            .map(|m| m.id().to_string())
            .collect();
        reached.retain(|id| OWN.iter().any(|p| id.starts_with(p)));
        assert_eq!(in_file, reached);
    }

    #[test]
    fn english_reads_as_the_rules_crate_says() {
        let en = |m: Msg| m.render(Lang::En);
        assert_eq!(
            en(action_error(&ActionError::Space(SpaceError::Centre))),
            "e5 is the centre, which is not a space: no piece stands there and no line crosses it"
        );
        assert_eq!(
            en(action_error(&ActionError::CaptureWrittenAsStacking {
                from: sp("d5"),
                to: sp("d4")
            })),
            "d4 holds an opponent stack: a capture is written `d5xd4`"
        );
        assert_eq!(
            en(action_error(&ActionError::NotYourStack {
                space: sp("e4"),
                owner: Side::First
            })),
            "e4 is not your stack: it belongs to White; move one of your own"
        );
        assert_eq!(
            en(action_error(&ActionError::NoneLeft(PieceType::Tzarra))),
            "You have no Tzarra left to place: place a piece of another type"
        );
        assert_eq!(
            en(result(Side::First, Reason::MissingType(PieceType::Tzarra))),
            "White wins: Black has no Tzarra left on top"
        );
        assert_eq!(
            en(result(Side::First, Reason::NoCapture)),
            "White wins: Black cannot capture"
        );
        assert_eq!(
            en(reason(Reason::MissingType(PieceType::Tott))),
            "no Tott left on top"
        );
        assert_eq!(
            en(decision(Phase::Second, Side::Second).expect("a decision")),
            "Black: second action: capture, stack or `pass`"
        );
        assert_eq!(
            en(decision(Phase::Opening, Side::First).expect("a decision")),
            "White to make the opening capture"
        );
        let summary = en(rules_summary());
        for word in [
            "`tzaar`",
            "`tzaar-fixed`",
            "`tzaar-tournament`",
            "`c3xd4`",
            "`e2-e3`",
            "`pass`",
            "`Ta1`",
            "6 Tzaars, 9 Tzarras and 15 Totts",
        ] {
            assert!(summary.contains(word), "{word} not in {summary}");
        }
        assert!(summary.lines().count() >= 4, "several lines: {summary}");
    }

    #[test]
    fn plurals_colours_and_types_follow_each_language() {
        let too_many = |lang, found| {
            position_error(&PositionError::TooManyOfType {
                side: Side::Second,
                kind: PieceType::Tott,
                found,
            })
            .render(lang)
        };
        // Czech and Russian: one form for 1 (and 21 in Russian), another for 2-4, another
        // for 5 and more.
        for lang in [Lang::Cs, Lang::Ru] {
            let (two, five) = (too_many(lang, 2), too_many(lang, 5));
            assert_ne!(
                two.replace('2', "5"),
                five,
                "{lang}: the noun after 2 and 5 is the same: {two} / {five}"
            );
        }
        let owner = |lang, side| {
            action_error(&ActionError::NotYourStack {
                space: sp("e4"),
                owner: side,
            })
            .render(lang)
        };
        assert!(owner(Lang::Cs, Side::First).contains("patří Bílému"));
        assert!(owner(Lang::Ru, Side::Second).contains("принадлежит Чёрным"));
        let won = |lang, kind| result(Side::Second, Reason::MissingType(kind)).render(lang);
        assert!(won(Lang::Ru, PieceType::Tzarra).contains("Царра"));
        assert!(won(Lang::De, PieceType::Tott).starts_with("Schwarz gewinnt"));
        assert!(won(Lang::Fr, PieceType::Tzaar).contains("Tzaar"));
    }
}
