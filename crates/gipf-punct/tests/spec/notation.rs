//! The notation of PUNCT.md §9 (every accepted input form, every refusal) and the position
//! string of §10 (round trips, each rejection one by one).

use gipf_punct::{
    Action, ActionError, Game, Orientation, Point, PointError, Position, PositionError, Shape,
    Side, Variant,
};

use crate::perft::{P1, P2, P3, P4, P5, P6};
use crate::{pos, pt};

#[test]
fn points_read_and_print_by_name() {
    assert_eq!(Point::all().count(), 211);
    for p in Point::all() {
        assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        assert_eq!(Point::from_xy(p.x(), p.y()), Some(p));
    }
    assert_eq!(pt("A2"), pt("a2"));
    for bad in [
        "a1", "a9", "i1", "i17", "q9", "q17", "r5", "c05", "c0", "", "b", "b100", "é2",
    ] {
        assert!(
            matches!(bad.parse::<Point>(), Err(PointError::Unknown(_))),
            "{bad}"
        );
    }
    // Canonical order: by column, then row as a number.
    assert!(pt("c9") < pt("c10") && pt("c10") < pt("d1"));
    assert_eq!(pt("b2").neighbours().count(), 5);
}

#[test]
fn variants_read_in_any_case_and_with_the_umlaut() {
    for (text, v) in [
        ("punct", Variant::Punct),
        ("PUNCT", Variant::Punct),
        ("Pünct", Variant::Punct),
        ("PÜNCT", Variant::Punct),
        ("punct-basic", Variant::PunctBasic),
        ("Pünct-Basic", Variant::PunctBasic),
    ] {
        assert_eq!(text.parse::<Variant>(), Ok(v), "{text}");
    }
    assert!(matches!(
        "gipf".parse::<Variant>(),
        Err(PositionError::Variant(_))
    ));
    assert_eq!(Variant::PunctBasic.to_string(), "punct-basic");
    assert_eq!(Variant::PunctBasic.start(), Position::basic_start());
}

#[test]
fn every_input_form_reads_to_the_same_action() {
    let start = Position::start();
    let canonical = start.read_action("Tb2,b3,c3").expect("a placement");
    assert_eq!(canonical.to_string(), "Tb2,b3,c3");
    for text in [
        "tB2,B3,C3",
        " Tb2 , b3 ,c3\t",
        "Tb2,c3,b3",
        "b2,b3,c3",
        "B2,C3,B3",
    ] {
        assert_eq!(start.read_action(text), Ok(canonical), "{text}");
        assert_eq!(text.parse::<Action>(), Ok(canonical), "{text}");
    }
    let se = start.read_action("Sa5,b5,c5").expect("SE");
    let sm = start.read_action("Sb5,a5,c5").expect("SM");
    assert_eq!(
        (se.to_string(), sm.to_string()),
        ("Sa5,b5,c5".into(), "Sb5,a5,c5".into())
    );
    let am = start.read_action("ab9,a8,b10").expect("an angular piece");
    assert_eq!(am.to_string(), "Ab9,a8,b10");

    let p = pos(P2);
    let full = p.read_action("d10-d5,e5,f5").expect("a move");
    for text in ["D10-D5,E5,F5", "d10 - d5 , f5 , e5", "\td10-d5,f5,e5 "] {
        assert_eq!(p.read_action(text), Ok(full), "{text}");
    }
    // The from-to form keeps the orientation.
    let kept = p
        .read_action("d10 - d5")
        .expect("a move keeping the orientation");
    assert_eq!(kept.to_string(), "d10-d5,d6,d7");
    assert_eq!(Game::read_action(&p, "d10-d5"), Ok(kept));
    assert!(matches!(
        "d10-d5".parse::<Action>(),
        Err(ActionError::NeedsPosition { .. })
    ));
    let rotation = p.read_action("d10-d10,b10,c10").expect("a rotation");
    assert!(rotation.is_rotation());
    // Every listed action prints to a text that reads back to it.
    for q in [pos(P1), pos(P2), pos(P5), pos(P6)] {
        for a in q.legal_actions() {
            assert_eq!(q.read_action(&a.to_string()), Ok(a));
        }
    }
}

#[test]
fn legal_is_in_byte_order_of_the_text() {
    for q in [pos(P1), pos(P2), pos(P4), pos(P6)] {
        let texts: Vec<String> = q.legal_actions().iter().map(ToString::to_string).collect();
        let mut sorted = texts.clone();
        sorted.sort();
        assert_eq!(texts, sorted);
        sorted.dedup();
        assert_eq!(sorted.len(), texts.len());
    }
}

fn refused(p: &Position, text: &str) -> ActionError {
    let mut q = *p;
    let e = q
        .play_text(text)
        .expect_err(&format!("{text} should be refused in {p}"));
    assert_eq!(q, *p, "a refusal changes nothing");
    e
}

#[test]
fn every_refusal_says_why() {
    let start = Position::start();
    assert_eq!(refused(&start, "  "), ActionError::Empty);
    assert!(matches!(refused(&start, "hello"), ActionError::Syntax(_)));
    assert!(matches!(
        refused(&start, "Xb2,b3,c3"),
        ActionError::Syntax(_)
    ));
    assert!(matches!(refused(&start, "b2"), ActionError::Syntax(_)));
    assert!(matches!(refused(&start, "Tb2,b3"), ActionError::Syntax(_)));
    for bad in ["a1,a2,b2", "r5,r6,r7", "c05,c6,c7"] {
        assert!(
            matches!(refused(&start, bad), ActionError::UnknownPoint(_)),
            "{bad}"
        );
    }
    assert!(matches!(
        refused(&start, "Sa2,a3,a5"),
        ActionError::NotAShape { .. }
    ));
    assert!(matches!(
        refused(&start, "Ta2,a3,a4"),
        ActionError::ShapeLetter {
            letter: 'T',
            shape: Shape::SE,
            ..
        }
    ));
    for record in ["Dropb 3 B 2 0", "Move B 2 C 3 1", "dropb 1 b 2 3"] {
        assert!(
            matches!(refused(&start, record), ActionError::Boardspace(_)),
            "{record}"
        );
    }
    assert!(matches!(
        refused(&start, "Ti9,i10,j10"),
        ActionError::Central { .. }
    ));
    assert!(matches!(
        refused(&start, "b2-b4"),
        ActionError::NoPiece { .. }
    ));

    // An off-board orientation (only an Action built by hand or a kept orientation).
    let o = Orientation::from_offsets((-1, 0), (-2, 0)).expect("an SE orientation");
    let off = Action::Place {
        orientation: o,
        punct: pt("a5"),
    };
    assert!(matches!(
        start.clone().play(off),
        Err(ActionError::OffBoard { .. })
    ));

    let p1 = pos(P1);
    assert!(matches!(
        refused(&p1, "Tb2,b4,c2"),
        ActionError::NotAShape { .. }
    ));
    assert!(matches!(
        refused(&p1, "Te6,f7,f6"),
        ActionError::Occupied { point } if point == pt("e6") || point == pt("f6") || point == pt("f7")
    ));
    assert_eq!(
        refused(&p1, "c2-c4"),
        ActionError::NotYours { from: pt("c2") }
    );
    assert_eq!(
        refused(&p1, "e6-e8"),
        ActionError::NotPunct {
            from: pt("e6"),
            punct: pt("e5")
        }
    );
    assert_eq!(
        refused(&p1, "m7-n9,n10,o10"),
        ActionError::NotALine {
            from: pt("m7"),
            to: pt("n9")
        }
    );
    assert_eq!(
        refused(&p1, "m7-m7,m8,n8"),
        ActionError::Unchanged { from: pt("m7") }
    );
    assert!(matches!(
        refused(&p1, "m7-m9,m10,m11"),
        ActionError::WrongShape {
            shape: Shape::T,
            named: Shape::SE,
            ..
        }
    ));
    assert!(matches!(
        refused(&p1, "m7-m7"),
        ActionError::NoDistance { .. }
    ));
    // From e5, White's SE piece (e5 e6 e7): onto Black's piece at f6-f8 with its PÜNCT.
    assert!(matches!(
        refused(&p1, "e5-f6,f7,f8"),
        ActionError::PunctOnOpponent { .. }
    ));
    // Ends at different heights: one end on the board, one on a piece.
    assert!(matches!(
        refused(&p1, "e5-f5,f6,f7"),
        ActionError::EndsUneven { .. }
    ));

    // Game over.
    let mut over = pos(P2);
    over.play_text("d10-d5,e5,f5").expect("wins");
    assert_eq!(refused(&over, "Tb2,b3,c3"), ActionError::GameOver);
    assert_eq!(over.read_action("d10-d5"), Err(ActionError::GameOver));
    assert!(matches!(
        over.read_action("zz"),
        Err(ActionError::Syntax(_))
    ));

    // A type used up: White's two SM pieces.
    let mut used = Position::start();
    for a in ["Sb2,a2,c2", "Sq14,q15,q16", "Sb5,a5,c5", "Sp14,p15,p16"] {
        used.play_text(a).expect("legal");
    }
    assert_eq!(
        refused(&used, "Sb8,a8,c8"),
        ActionError::ShapeUsedUp { shape: Shape::SM }
    );
    assert_eq!(used.reserve(Side::First, Shape::SM), 0);
    assert_eq!(used.reserve(Side::First, Shape::SE), 4);
    assert_eq!(used.reserve_total(Side::Second), 16);
}

#[test]
fn landing_refusals_name_the_rule() {
    // White: SE b1 (b1 b2 b3), SM c5 (b5 c5 d5), SE d1 (d1 d2 d3), all at level 0.
    let p = pos("punct wSb1,b2,b3;wSc5,b5,d5;wSd1,d2,d3;bSq14,q15,q16 w 0");
    // The SM piece onto b3 and d3 over the empty c3: its PÜNCT would hang over nothing.
    assert_eq!(
        refused(&p, "c5-c3,b3,d3"),
        ActionError::PunctOverEmpty { point: pt("c3") }
    );
    // Its ends b2 (one piece) and d4 (the board) are not at one height.
    assert_eq!(
        refused(&p, "c5-c3,b2,d4"),
        ActionError::EndsUneven {
            ends: [pt("b2"), pt("d4")],
            heights: [1, 0]
        }
    );
    // The SE piece b1 onto c2 d3 e4: the middle d3 is higher than the empty ends.
    assert_eq!(
        refused(&p, "b1-c2,d3,e4"),
        ActionError::MiddleHigher { middle: pt("d3") }
    );
    // Flat on the board, or turned in place: legal.
    let mut q = p;
    q.play_text("c5-c3,c2,c4").expect("three empty points");
    let mut r = p;
    r.play_text("c5-c5,b4,d6").expect("a rotation");
    assert!(r.to_string().contains("wSc5,b4,d6"));
}

#[test]
fn position_strings_round_trip() {
    for s in [
        "punct - w 0",
        "punct-basic - w 0",
        "punct wTb2,b3,c3;bSq14,q15,q16 w 0",
        P1,
        P2,
        P3,
        P4,
        P5,
        P6,
    ] {
        let p = pos(s);
        assert_eq!(p.to_string(), s);
        assert_eq!(p.zobrist(), p.zobrist_from_scratch());
    }
    assert_eq!(pos("punct - w 0"), Position::start());
    assert_eq!(Position::default(), Position::start());
    // A position reached by different identical pieces is the same position.
    let mut a = Position::start();
    let mut b = Position::start();
    for m in ["Tb2,b3,c3", "Tq14,q15,p14", "Te2,e3,f3"] {
        a.play_text(m).expect("legal");
    }
    for m in ["Te2,e3,f3", "Tq14,q15,p14", "Tb2,b3,c3"] {
        b.play_text(m).expect("legal");
    }
    assert_eq!(a, b);
    assert_eq!(a.zobrist(), b.zobrist());
}

fn rejects(s: &str) -> PositionError {
    s.parse::<Position>()
        .expect_err(&format!("{s:?} should be rejected"))
}

#[test]
fn every_position_rejection_of_section_10() {
    use PositionError as E;
    // 1.
    assert_eq!(rejects("punct - w"), E::FieldCount(3));
    assert!(matches!(rejects("punct  - w 0"), E::FieldCount(_)));
    assert!(matches!(rejects(" punct - w 0"), E::FieldCount(_)));
    assert!(matches!(rejects("gipf - w 0"), E::Variant(_)));
    assert!(matches!(rejects("PUNCT - w 0"), E::Variant(_)));
    // 2.
    assert_eq!(rejects("punct wTb2,b3,c3/ b 0"), E::EmptyLevel { level: 1 });
    assert_eq!(rejects("punct /wTb2,b3,c3 b 0"), E::EmptyLevel { level: 0 });
    assert!(matches!(
        rejects("punct wTb2,b3,c3;;bTq14,q15,p14 w 0"),
        E::MalformedPiece { level: 0, .. }
    ));
    for bad in [
        "punct xTb2,b3,c3 b 0",
        "punct wXb2,b3,c3 b 0",
        "punct wTb2,b3 b 0",
        "punct wtb2,b3,c3 b 0",
        "punct wTB2,b3,c3 b 0",
        "punct Tb2,b3,c3 b 0",
    ] {
        assert!(matches!(rejects(bad), E::MalformedPiece { .. }), "{bad}");
    }
    assert!(matches!(
        rejects("punct wTa1,b2,b1 b 0"),
        E::UnknownPoint { .. }
    ));
    assert!(matches!(
        rejects("punct wSa2,a3,a5 b 0"),
        E::NotAShape { .. }
    ));
    assert!(matches!(
        rejects("punct wTa2,a3,a4 b 0"),
        E::ShapeLetter {
            letter: 'T',
            shape: Shape::SE,
            ..
        }
    ));
    assert_eq!(
        rejects("punct wSb2,a2,c2;wSb5,a5,c5;wSb8,a8,c8 b 0"),
        E::TooManyPieces {
            side: Side::First,
            shape: Shape::SM
        }
    );
    // 3.
    assert!(matches!(
        rejects("punct wTb2,c3,b3 b 0"),
        E::MinorsOutOfOrder { .. }
    ));
    assert_eq!(
        rejects("punct wTc2,c3,d3;bTb5,b6,c6 w 0"),
        E::PiecesOutOfOrder {
            level: 0,
            first: pt("c2"),
            second: pt("b5")
        }
    );
    // 4.
    assert_eq!(
        rejects("punct wTb2,b3,c3;bTc3,c4,d4 w 0"),
        E::SharedSlot {
            point: pt("c3"),
            level: 0
        }
    );
    assert!(matches!(
        rejects("punct wTb2,b3,c3;bSq14,q15,q16/wTc3,c4,d4 b 0"),
        E::Unsupported { point, .. } if point == pt("d4")
    ));
    assert!(matches!(
        rejects("punct wSb1,b2,b3;wSd1,d2,d3;bSq14,q15,q16/wSc3,b3,d3 b 0"),
        E::PunctUnsupported { .. }
    ));
    assert!(matches!(
        rejects("punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8/wTf7,e7,f8 b 1"),
        E::PunctOnOpponent { .. }
    ));
    // 5.
    assert!(matches!(rejects("punct - x 0"), E::Turn(_)));
    for clock in ["01", "101", "-1", "x", "1000"] {
        assert!(
            matches!(rejects(&format!("punct - w {clock}")), E::Clock(_)),
            "{clock}"
        );
    }
    assert_eq!(
        rejects("punct wTb2,b3,c3;bSq14,q15,q16 w 100"),
        E::ClockInPlay
    );
    // 6.
    for s in ["punct - b 0", "punct - = 0", "punct - w 3", "punct - = 100"] {
        assert_eq!(rejects(s), E::EmptyBoardNotStart, "{s}");
    }
    assert_eq!(rejects("punct bTb2,b3,c3 w 0"), E::NoWhitePiece);
    for s in [
        "punct wTb2,b3,c3 w 0",
        "punct wTb2,b3,c3 b 1",
        "punct wTi9,i10,j10 b 0",
        "punct-basic wTi9,i10,j10 b 0",
        "punct wTb2,b3,c3;wTe2,e3,f3 b 0",
        "punct wTb2,b3,c3 = 0",
    ] {
        assert_eq!(rejects(s), E::NotWhitesFirstPlacement, "{s}");
    }
    // 7.
    let chain =
        "punct-basic wSa8,b8,c8;bTb1,b2,c2;wSd8,e8,f8;wSg8,h8,i8;wSj8,k8,l8;wSn8,m8,o8;wAp8,p9,q10";
    assert_eq!(
        rejects(&format!("{chain} b 0")),
        E::ConnectedInPlay { side: Side::First }
    );
    pos(&format!("{chain} w+ 0"));
    let mut last = pos(P3);
    last.play_text("Sg2,e2,f2").expect("legal");
    let last = last.to_string();
    assert!(last.ends_with(" w+ 0"));
    assert_eq!(
        rejects(&last.replace(" w+ 0", " w 0")),
        E::AllPlacedInPlay { side: Side::Second }
    );
    // 8.
    assert_eq!(
        rejects(&format!("{chain} b+ 0")),
        E::ConnectionResult {
            written: Some(Side::Second),
            white: true,
            black: false
        }
    );
    assert!(matches!(
        rejects(&format!("{chain} = 0")),
        E::ConnectionResult { written: None, .. }
    ));
    let mut both = pos(P2);
    both.play_text("d10-d5,e5,f5").expect("legal");
    let both = both.to_string();
    assert!(both.ends_with(" w+ 5"));
    // Both connected: either result is accepted.
    pos(&both.replace(" w+ 5", " b+ 5"));
    assert_eq!(
        rejects(&last.replace(" w+ 0", " w+ 3")),
        E::LastPieceClock { clock: 3 }
    );
    assert_eq!(
        rejects(&last.replace(" w+ 0", " = 0")),
        E::LastPieceResult {
            written: None,
            expected: Some(Side::First),
            white: 7,
            black: 4
        }
    );
    assert_eq!(
        rejects("punct wTb2,b3,c3;bSq14,q15,q16 w+ 0"),
        E::WinWithoutCause {
            written: Some(Side::First)
        }
    );
    assert_eq!(
        rejects("punct wTb2,b3,c3;bSq14,q15,q16 = 5"),
        E::DrawWithoutCause { clock: 5 }
    );
    let draw = pos("punct wTb2,b3,c3;bSq14,q15,q16 = 100");
    assert_eq!(
        draw.outcome().map(|o| o.reason),
        Some(gipf_punct::Reason::Clock)
    );
    // Every rejection says something.
    assert!(!rejects("punct - w").to_string().is_empty());
}
