//! Spaces, actions and position strings both ways (TZAAR.md §2, §9): every input form,
//! every refusal, every rejection of §9.3 with a string of its own, round trips.

use gipf_tzaar::{
    Action, ActionError, Game, HeightProblem, PieceType, Position, PositionError, Side, Space,
    SpaceError,
};

use crate::perft::{E1, E2, E3, E4, M1, M2, R1, T1};
use crate::pos;

fn sp(s: &str) -> Space {
    s.parse().expect("a space")
}

#[test]
fn spaces_name_the_board_of_section_2() {
    let names: Vec<String> = Space::all().map(|s| s.to_string()).collect();
    assert_eq!(names.len(), 60);
    assert_eq!(names[26..34].join(" "), "e1 e2 e3 e4 e6 e7 e8 e9");
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "canonical order is byte order");
    for s in Space::all() {
        assert_eq!(s.to_string().parse::<Space>(), Ok(s));
        assert_eq!(s.to_string().to_uppercase().parse::<Space>(), Ok(s));
    }
    assert_eq!("e5".parse::<Space>(), Err(SpaceError::Centre));
    assert_eq!("E5".parse::<Space>(), Err(SpaceError::Centre));
    assert_eq!(
        SpaceError::Centre.to_string().split(',').next(),
        Some("e5 is the centre")
    );
    for bad in ["a6", "b7", "e10", "i6", "j1", "a0", "a", "", "e 3", "3e"] {
        assert!(bad.parse::<Space>().is_err(), "{bad:?}");
    }
    let n = |s: &str| {
        sp(s)
            .neighbours()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(n("a1"), "a2 b1 b2");
    assert_eq!(n("e4"), "d3 d4 e3 f3 f4");
    let line = |s: &str, dx, dy| {
        sp(s)
            .line(dx, dy)
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(line("e3", 0, 1), "e4");
    assert_eq!(line("d4", 1, 1), "");
    assert_eq!(line("e1", 0, 1), "e2 e3 e4");
    assert_eq!(line("e9", 0, -1), "e8 e7 e6");
}

#[test]
fn actions_read_every_form_of_section_9_2() {
    let cap = Action::Capture {
        from: sp("d5"),
        to: sp("d4"),
    };
    for t in ["d5xd4", "D5XD4", "d5Xd4", " d5 x d4 ", "\td5\tx\td4\t"] {
        assert_eq!(t.parse::<Action>(), Ok(cap), "{t:?}");
    }
    let st = Action::Stack {
        from: sp("b3"),
        to: sp("e6"),
    };
    for t in ["b3-e6", "B3-E6", "b3 - e6", "\tb3-e6 "] {
        assert_eq!(t.parse::<Action>(), Ok(st), "{t:?}");
    }
    for t in ["pass", "PASS", " Pass\t"] {
        assert_eq!(t.parse::<Action>(), Ok(Action::Pass), "{t:?}");
    }
    let pl = Action::Place(PieceType::Tott, sp("a1"));
    for t in ["Ta1", "ta1", "TA1", " ta1 "] {
        assert_eq!(t.parse::<Action>(), Ok(pl), "{t:?}");
    }
    assert_eq!(
        "Re6".parse::<Action>(),
        Ok(Action::Place(PieceType::Tzarra, sp("e6")))
    );
    assert_eq!(
        "Ai5".parse::<Action>(),
        Ok(Action::Place(PieceType::Tzaar, sp("i5")))
    );
    for a in [cap, st, Action::Pass, pl] {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    assert_eq!(cap.to_string(), "d5xd4");
    assert_eq!(st.to_string(), "b3-e6");
    assert_eq!(pl.to_string(), "Ta1");
    assert_eq!("".parse::<Action>(), Err(ActionError::Empty));
    assert_eq!(" \t".parse::<Action>(), Err(ActionError::Empty));
    for bad in [
        "d5", "d5d4", "d5xd4xd3", "d5-d4-d3", "xd4", "d5x", "Xa1", "pas", "T a1", "Za1", "d5 d4",
    ] {
        assert!(
            matches!(
                bad.parse::<Action>(),
                Err(ActionError::Syntax(_) | ActionError::Space(_))
            ),
            "{bad:?}"
        );
    }
    assert_eq!(
        "e4xe5".parse::<Action>(),
        Err(ActionError::Space(SpaceError::Centre))
    );
    assert_eq!(
        "Te5".parse::<Action>(),
        Err(ActionError::Space(SpaceError::Centre))
    );
    let p = Position::start();
    assert_eq!(p.read_action(" D5 X D4"), Ok(cap));
}

#[test]
fn illegal_actions_name_their_reason() {
    let start = Position::start();
    let err = |p: &Position, a: &str| {
        let mut q = *p;
        let e = q.play_text(a).expect_err(a);
        assert_eq!(q, *p, "an illegal action changes nothing");
        e
    };
    assert_eq!(err(&start, "pass"), ActionError::PassFirst);
    assert_eq!(
        err(&start, "d5-d4"),
        ActionError::CaptureWrittenAsStacking {
            from: sp("d5"),
            to: sp("d4")
        }
    );
    assert_eq!(
        err(&start, "d5-d4").to_string(),
        "d4 holds an opponent stack: a capture is written d5xd4"
    );
    assert_eq!(
        err(&start, "d5xd6"),
        ActionError::CaptureOfOwnStack {
            from: sp("d5"),
            to: sp("d6")
        }
    );
    assert_eq!(
        err(&start, "d5-d6"),
        ActionError::StackingFirst {
            from: sp("d5"),
            to: sp("d6")
        }
    );
    assert_eq!(
        err(&start, "d4xd5"),
        ActionError::NotYourStack {
            space: sp("d4"),
            owner: Side::Second
        }
    );
    assert_eq!(
        err(&start, "d5xd2"),
        ActionError::Unreachable {
            from: sp("d5"),
            to: sp("d2")
        }
    );
    assert_eq!(
        err(&start, "e4xe6"),
        ActionError::Unreachable {
            from: sp("e4"),
            to: sp("e6")
        }
    );
    assert!(matches!(
        err(&start, "Ta1"),
        ActionError::PlacementOutsidePhase(_)
    ));
    let mut p = start;
    p.play_text("d5xd4").expect("legal");
    assert_eq!(err(&p, "d5xd6"), ActionError::NoStack(sp("d5")));
    assert_eq!(
        err(&p, "c4xd5"),
        ActionError::EmptyTarget {
            from: sp("c4"),
            to: sp("d5")
        }
    );
    // E1: Black's second action.
    let e1 = pos(E1);
    assert_eq!(
        err(&e1, "d3xf4"),
        ActionError::StackingWrittenAsCapture {
            from: sp("d3"),
            to: sp("f4")
        }
    );
    assert_eq!(
        err(&e1, "d3xf4").to_string(),
        "f4 is your own stack: stacking is written d3-f4"
    );
    // A capture of a higher stack: the first one M2 offers.
    let m2 = pos(M2);
    let too_high = m2
        .occupied()
        .flat_map(|from| m2.occupied().map(move |to| (from, to)))
        .find_map(|(from, to)| match m2.check(Action::Capture { from, to }) {
            Err(e @ ActionError::TooHigh { .. }) => Some(e),
            _ => None,
        })
        .expect("M2 has a stack that reaches a higher one");
    assert!(
        too_high.to_string().contains("cannot capture a stack of"),
        "{too_high}"
    );
    let mut over = e1;
    over.play_text("i2-i3").expect("legal");
    assert_eq!(err(&over, "pass"), ActionError::GameOver);
    // Placement.
    let t = pos(T1);
    assert_eq!(err(&t, "Ad8"), ActionError::NoneLeft(PieceType::Tzaar));
    assert_eq!(err(&t, "Ra1"), ActionError::Occupied(sp("a1")));
    assert!(matches!(err(&t, "a1xa2"), ActionError::NotAPlacement(_)));
    assert!(matches!(err(&t, "pass"), ActionError::NotAPlacement(_)));
}

#[test]
fn position_strings_round_trip() {
    for s in [R1, M1, M2, E1, E2, E3, E4, T1] {
        let p = pos(s);
        assert_eq!(p.to_string(), s);
        assert_eq!(p.zobrist(), p.zobrist_from_scratch());
    }
    let start = "tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o";
    assert_eq!(Position::start().to_string(), start);
    assert_eq!(pos(start), Position::start());
    assert_eq!(Position::start().variant_word(), "tzaar");
    let t =
        "tzaar-tournament -----/------/-------/--------/--------/--------/-------/------/----- w p";
    assert_eq!(Position::tournament_start().to_string(), t);
    assert_eq!(pos(t), Position::tournament_start());
    assert_eq!(
        Position::tournament_start().variant_word(),
        "tzaar-tournament"
    );
    // Any run of spaces or tabs between fields and at both ends.
    assert_eq!(
        pos(&format!(" \t{}\t ", start.replace(' ', " \t "))),
        Position::start()
    );
    assert_ne!(
        Position::start().zobrist(),
        Position::tournament_start().zobrist()
    );
}

#[test]
fn the_fixed_start_is_the_table_of_section_4() {
    let p = Position::start();
    let names = |side, kind| {
        p.occupied()
            .filter(|&s| {
                p.stack(s)
                    .is_some_and(|st| st.owner == side && st.kind == kind)
            })
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(names(Side::First, PieceType::Tzaar), "c5 d3 d6 e3 g4 g5");
    assert_eq!(
        names(Side::First, PieceType::Tzarra),
        "b5 c2 c6 d2 d7 e2 h3 h4 h5"
    );
    assert_eq!(
        names(Side::First, PieceType::Tott),
        "a5 b1 b6 c1 c7 d1 d5 d8 e1 e4 f5 i2 i3 i4 i5"
    );
    assert_eq!(names(Side::Second, PieceType::Tzaar), "c3 c4 e7 f3 f6 g3");
    assert_eq!(
        names(Side::Second, PieceType::Tzarra),
        "b2 b3 b4 e8 f2 f7 g2 g6 h2"
    );
    assert_eq!(
        names(Side::Second, PieceType::Tott),
        "a1 a2 a3 a4 d4 e6 e9 f1 f4 f8 g1 g7 h1 h6 i1"
    );
}

#[test]
fn random_starts_are_full_boards_drawn_from_the_callers_numbers() {
    let a = Position::random_start_from_seed(7);
    assert_eq!(a, Position::random_start_from_seed(7));
    assert_ne!(a, Position::random_start_from_seed(8));
    let s = a.to_string();
    assert!(s.starts_with("tzaar ") && s.ends_with(" w o"), "{s}");
    assert_eq!(pos(&s), a, "a random start passes the checks of §9.3");
    // Always 0: no swap moves a piece, so the layout is the unshuffled order.
    let unshuffled = Position::random_start(|n| n - 1);
    assert_eq!(pos(&unshuffled.to_string()), unshuffled);
    assert!(
        unshuffled.to_string().starts_with("tzaar AAAAA/ARRRRR/"),
        "{unshuffled}"
    );
}

fn rejects(s: &str) -> PositionError {
    s.parse::<Position>().expect_err(s)
}

#[test]
fn malformed_strings_are_rejected() {
    let b = "ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT";
    assert_eq!(
        rejects(&format!("tzaar {b} w")),
        PositionError::FieldCount(3)
    );
    assert_eq!(
        rejects(&format!("tzaar {b} w o x")),
        PositionError::FieldCount(5)
    );
    assert_eq!(rejects(""), PositionError::FieldCount(0));
    assert_eq!(
        rejects(&format!("dvonn {b} w o")),
        PositionError::Variant("dvonn".into())
    );
    assert_eq!(
        rejects(&format!("TZAAR {b} w o")),
        PositionError::Variant("TZAAR".into())
    );
    assert_eq!(
        rejects("tzaar ttttT/TrrrRT w o"),
        PositionError::ColumnCount(2)
    );
    assert!(matches!(
        rejects("tzaar tttt/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o"),
        PositionError::ColumnLength {
            column: 'a',
            expected: 5,
            found: 4
        }
    ));
    assert!(matches!(
        rejects("tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtartt/tratTart/traAArt/trRRRt/tTTTT w o"),
        PositionError::ColumnLength {
            column: 'e',
            expected: 8,
            found: 9
        }
    ));
    assert_eq!(
        rejects("tzaar ttttX/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o"),
        PositionError::UnknownChar {
            column: 'a',
            found: 'X'
        }
    );
    assert_eq!(
        rejects("tzaar tttt./TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o"),
        PositionError::UnknownChar {
            column: 'a',
            found: '.'
        }
    );
    let height = |t: &str| match rejects(&format!(
        "tzaar {t}----/------/-------/--------/--------/--------/-------/------/----- w c"
    )) {
        PositionError::Height { problem, .. } => problem,
        e => panic!("{t}: {e}"),
    };
    assert_eq!(height("T1"), HeightProblem::One);
    assert_eq!(height("T02"), HeightProblem::LeadingZero);
    assert_eq!(height("T0"), HeightProblem::LeadingZero);
    assert_eq!(height("T31"), HeightProblem::TooHigh);
    assert_eq!(height("T100"), HeightProblem::TooHigh);
    assert_eq!(
        rejects(&format!("tzaar {b} x o")),
        PositionError::Turn("x".into())
    );
    assert_eq!(
        rejects(&format!("tzaar {b} w q")),
        PositionError::Phase("q".into())
    );
    assert_eq!(
        rejects(&format!("tzaar {b} w =")),
        PositionError::Phase("=".into())
    );
}

#[test]
fn unreachable_positions_are_rejected() {
    // Seven Tzaars on top; 31 pieces.
    assert!(matches!(
        rejects("tzaar AAAAA/AAr---/RtT----/--------/--------/--------/-------/------/----- w c"),
        PositionError::TooManyOfType {
            side: Side::First,
            kind: PieceType::Tzaar,
            found: 7
        }
    ));
    assert!(matches!(
        rejects(
            "tzaar A29R-T--/------/-------/--------/art-----/--------/-------/------/----- w c"
        ),
        PositionError::ColumnLength { .. }
    ));
    assert!(matches!(
        rejects("tzaar A29RT--/------/-------/--------/art-----/--------/-------/------/----- w c"),
        PositionError::TooManyPieces {
            side: Side::First,
            found: 31
        }
    ));
    // Phase p.
    assert_eq!(
        rejects("tzaar -----/------/-------/--------/--------/--------/-------/------/----- w p"),
        PositionError::PlacementNotTournament
    );
    assert_eq!(
        rejects("tzaar-tournament T2a---/------/-------/--------/--------/--------/-------/------/----- w p"),
        PositionError::StackInPlacement(sp("a1"))
    );
    let full = "ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT";
    assert_eq!(
        rejects(&format!("tzaar-tournament {full} w p")),
        PositionError::FullInPlacement
    );
    assert!(matches!(
        rejects("tzaar-tournament T----/------/-------/--------/--------/--------/-------/------/----- w p"),
        PositionError::PlacementCounts { white: 1, black: 0, turn: Side::First }
    ));
    assert!(matches!(
        rejects("tzaar-tournament Tt---/------/-------/--------/--------/--------/-------/------/----- b p"),
        PositionError::PlacementCounts { white: 1, black: 1, turn: Side::Second }
    ));
    pos(
        "tzaar-tournament T----/------/-------/--------/--------/--------/-------/------/----- b p",
    );
    // Phase o.
    assert_eq!(
        rejects(&format!("tzaar {full} b o")),
        PositionError::OpeningBlack
    );
    assert_eq!(
        rejects("tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTT- w o"),
        PositionError::OpeningBoard
    );
    assert!(matches!(
        rejects("tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTt w o"),
        PositionError::TooManyOfType {
            side: Side::Second,
            kind: PieceType::Tott,
            found: 16
        }
    ));
    pos(&format!("tzaar-tournament {full} w o"));
    // A full board after the opening.
    for phase in ["c", "s", "w+", "b+"] {
        assert_eq!(
            rejects(&format!("tzaar {full} w {phase}")),
            PositionError::FullBoard,
            "{phase}"
        );
    }
    // A missing type while the game goes on; no capture at c.
    assert!(matches!(
        rejects(
            "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- b s"
        ),
        PositionError::MissingType {
            side: Side::Second,
            kind: PieceType::Tzaar
        }
    ));
    assert_eq!(
        rejects(
            "tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- b c"
        ),
        PositionError::NoCapture { side: Side::Second }
    );
    // Finished games.
    assert!(matches!(
        rejects("tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- b b+"),
        PositionError::WinnerMissingType { side: Side::Second, kind: PieceType::Tzaar }
    ));
    assert_eq!(
        rejects("tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- w w+"),
        PositionError::NotOver { side: Side::Second }
    );
    assert_eq!(
        rejects(&E1.replace(" b s", " w w+")),
        PositionError::NotOver { side: Side::Second }
    );
    pos("tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- b w+");
    pos("tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- b w+");
    pos("tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- w w+");
    // Every message says something.
    assert!(!PositionError::FullBoard.to_string().is_empty());
}
