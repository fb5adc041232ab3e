//! Places, actions and position strings both ways (ZERTZ.md §2, §7, §9): the layouts and
//! their names, every accepted input form, every refusal with its sentence, every rejection
//! of §9.4 with a string of its own, round trips.

use gipf_zertz::{
    Action, ActionError, CountField, Marble, Place, Position, PositionError, Side, Variant,
};

use crate::perft::{E1, E2, E3, E5, M3};
use crate::{at, build, pos};

#[test]
fn layouts_names_and_coordinates() {
    for (v, rings, first, last) in [
        (Variant::Zertz, 37, "a1", "g4"),
        (Variant::Blitz, 37, "a1", "g4"),
        (Variant::Z48, 48, "a1", "h4"),
        (Variant::Z61, 61, "a1", "i5"),
    ] {
        let all: Vec<Place> = v.places().collect();
        assert_eq!((all.len(), v.ring_count()), (rings, rings as u32));
        assert_eq!(
            (all[0].name(v), all[rings - 1].name(v)),
            (first.into(), last.into())
        );
        assert!(all.windows(2).all(|w| w[0] < w[1]), "canonical order");
        for (x, &len) in v.columns().iter().enumerate() {
            assert_eq!(all.iter().filter(|p| p.x() == x as i32).count(), len);
            assert_eq!(v.column_len(x), len);
        }
        for &p in &all {
            assert_eq!(v.parse_place(&p.name(v)), Ok(p));
            assert_eq!(v.parse_place(&p.name(v).to_uppercase()), Ok(p));
            assert_eq!(Place::from_xy(p.x(), p.y()), Some(p));
            assert_eq!(p.named(v).to_string(), p.name(v));
        }
        assert_eq!(v.to_string().parse::<Variant>(), Ok(v));
        assert_eq!(v.start().to_string().parse::<Position>(), Ok(v.start()));
    }
    let z = Variant::Zertz;
    let xy = |v, n| {
        let p = at(v, n);
        (p.x(), p.y())
    };
    assert_eq!(
        (xy(z, "a1"), xy(z, "d4"), xy(z, "e1")),
        ((0, 0), (3, 3), (4, 1))
    );
    assert_eq!(
        [xy(z, "e3"), xy(z, "f3"), xy(z, "g3")],
        [(4, 3), (5, 4), (6, 5)]
    );
    let around = |n| {
        at(z, n)
            .neighbours_on(z)
            .map(|p| p.name(z))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(around("a1"), "a2 b2 b1");
    assert_eq!(around("d4"), "d5 e4 e3 d3 c3 c4");
    // The 61-ring board numbers from another bottom: e1 is (4,0), i1 (8,4).
    assert_eq!(
        (xy(Variant::Z61, "e1"), xy(Variant::Z61, "i1")),
        ((4, 0), (8, 4))
    );
    assert_eq!(
        (xy(Variant::Z48, "h1"), xy(Variant::Z48, "d8")),
        ((7, 4), (3, 7))
    );
    assert_eq!(at(Variant::Z61, "e5").number(Variant::Z61), 5);
    for bad in ["", "d8", "h1", "a0", "a01", "d", "4d", "z1", "d 4"] {
        assert!(z.parse_place(bad).is_err(), "{bad}");
    }
    assert_eq!(
        z.parse_place("d8").expect_err("off").to_string(),
        "\"d8\" is not a place of the zertz board (columns a1-a4, b1-b5, c1-c6, d1-d7, e1-e6, f1-f5, g1-g4)"
    );
    for w in [
        "ZERTZ",
        "Zèrtz",
        "ZÈRTZ",
        " zertz-blitz",
        "ZÈRTZ48",
        "zertz61",
    ] {
        assert!(w.parse::<Variant>().is_ok(), "{w}");
    }
    assert_eq!(
        "yinsh".parse::<Variant>().expect_err("unknown").to_string(),
        "\"yinsh\" is not a ZÈRTZ variant: write zertz, zertz-blitz, zertz48 or zertz61"
    );
    assert_eq!(Marble::ALL.map(Marble::letter), ['W', 'G', 'B']);
    assert_eq!(Marble::ALL.map(Marble::index), [0, 1, 2]);
}

#[test]
fn accepted_inputs_of_section_7_2() {
    let start = Variant::Zertz.start();
    for text in ["Wd4,d1", "wd4,d1", " W d4 , d1 ", "\tw D4,\tD1\t"] {
        assert_eq!(
            start.read_action(text).map(|a| a.to_string()),
            Ok("Wd4,d1".into()),
            "{text:?}"
        );
    }
    let e1 = pos(E1);
    for text in [
        "xd1Gd3Wd5",
        "XD1GD3WD5",
        "x d1Gd3Wd5",
        "xd1d3d5",
        "x d1 d3 d5",
        " x d1 G d3 W d5 ",
        "xd1 g d3 d5",
    ] {
        assert_eq!(
            e1.read_action(text).map(|a| a.to_string()),
            Ok("xd1Gd3Wd5".into()),
            "{text:?}"
        );
    }
    let e2 = pos(E2);
    for text in [
        "Bd7,b2 x Wa1Wa2",
        "Bd7,b2 x Wa2Wa1",
        "bd7 , b2 x wa2 wa1",
        "Bd7,b2xWa1Wa2",
    ] {
        assert_eq!(
            e2.read_action(text).map(|a| a.to_string()),
            Ok("Bd7,b2".into()),
            "{text:?}"
        );
    }
    // `b` and `g` are columns before a digit and colours before a letter.
    let p = pos(&build(Variant::Zertz, "wb1 gb2", "w", [0; 3], [0; 3]));
    assert_eq!(
        p.read_action("xb1 g b3").map(|a| a.to_string()),
        Ok("xb1Gb3".into())
    );
    assert_eq!(
        Variant::Zertz
            .start()
            .read_action("Bb2,a1")
            .map(|a| a.to_string()),
        Ok("Bb2,a1".into())
    );
}

/// The refusal of `text` in `p`, as its sentence; nothing changes.
fn refusal(p: &Position, text: &str) -> (ActionError, String) {
    let mut q = *p;
    let e = q.play_text(text).expect_err(text);
    assert_eq!(q, *p, "a refusal changes nothing");
    let s = e.to_string();
    (e, s)
}

#[test]
fn every_refusal_of_section_7_2() {
    let z = Variant::Zertz;
    let start = z.start();
    let e1 = pos(E1);
    let e2 = pos(E2);
    let n = |name| at(z, name).named(z);
    let cases: Vec<(Position, &str, ActionError, &str)> = vec![
        (start, "  ", ActionError::Empty, "no action given: place a marble and take a free ring away (Wd4,d1), or capture (xd1Gd3Wd5)"),
        (start, "d4,d1", ActionError::Syntax("d4,d1".into()), "\"d4,d1\" is not an action: place a marble and take a free ring away (Wd4,d1), or capture (xd1Gd3Wd5)"),
        (start, "Wd4,,d1", ActionError::Syntax("Wd4,,d1".into()), ""),
        (start, "Wd4 d1", ActionError::Syntax("Wd4 d1".into()), ""),
        (start, "Yd4,d1", ActionError::Syntax("Yd4,d1".into()), ""),
        (start, "x", ActionError::Syntax("x".into()), ""),
        (start, "xd1", ActionError::Syntax("xd1".into()), ""),
        (start, "Wd4,d1 x", ActionError::Syntax("Wd4,d1 x".into()), ""),
        (e2, "Bd7,b2 x Wa1 a2", ActionError::Syntax("Bd7,b2 x Wa1 a2".into()), ""),
        (start, "Wd8,d1", ActionError::Place(z.parse_place("d8").expect_err("off")), "\"d8\" is not a place of the zertz board (columns a1-a4, b1-b5, c1-c6, d1-d7, e1-e6, f1-f5, g1-g4)"),
        (e2, "Ba3,b2", ActionError::NoRing(n("a3")), "a3 has no ring: place the marble on a vacant ring"),
        (e2, "Ba1,b2", ActionError::Occupied { at: n("a1"), marble: Marble::White }, "a1 already holds a white marble: place the marble on a vacant ring"),
        (e1, "Wa1,a4", ActionError::CaptureCompulsory { example: match e1.legal_actions()[0] { Action::Capture(c) => c, Action::Place { .. } => unreachable!() } }, "capturing is compulsory: capture, like xd1Gd3Wd5"),
        (start, "Wa1,a1", ActionError::RemoveFilled(n("a1")), "a1 is the ring just filled: take away another, free ring"),
        (start, "Wd4", ActionError::FreeRingMustBeRemoved { marble: Marble::White, at: n("d4"), free: n("a1") }, "a free ring must be removed (Wd4,d1)"),
        (start, "Wd4,d4", ActionError::RemoveFilled(n("d4")), "d4 is the ring just filled: take away another, free ring"),
        (start, "Wd4,d2", ActionError::NotAFreeRing(n("d2")), "d2 is not a free ring"),
        (e2, "Wd4,a3", ActionError::NotAFreeRing(n("a3")), "a3 is not a free ring"),
        (pos(E5), "Bf2,f1", ActionError::NoFreeRing(n("f1")), "no ring is free, so none is taken away (f1 named): write the placement alone, like Gc3"),
        (e1, "xa1a3", ActionError::NoMarbleAt(n("a1")), "a1 holds no marble to jump with"),
        (e1, "xd1d4", ActionError::NotAJump { from: n("d1"), to: n("d4") }, "d1 to d4 is not a jump: a marble jumps over a neighbouring marble onto the ring just behind it"),
        (e1, "xd2d4", ActionError::NothingToJump { from: n("d2"), over: n("d3"), to: n("d4") }, "from d2 to d4 jumps no marble: d3 holds none"),
        (e1, "xd1Wd3Wd5", ActionError::WrongColour { over: n("d2"), written: Marble::White, actual: Marble::Grey }, "d2 holds a grey marble, not a white one"),
        (e1, "xd1d3", ActionError::ChainStops { at: n("d3"), over: n("d4"), to: n("d5") }, "the marble on d3 can still jump (over d4 to d5): a capture goes on while it can"),
        (e1, "xd1d3d5d7", ActionError::NothingToJump { from: n("d5"), over: n("d6"), to: n("d7") }, "from d5 to d7 jumps no marble: d6 holds none"),
        (start, "xd1d3", ActionError::NoCapture, "no capture is possible: place a marble and take a free ring away, like Wd4,d1"),
        (e2, "Bd7,b2 x Wa1", ActionError::WrongClaims { action: e2.read_action("Bd7,b2").expect("ok"), claimed: vec![(Marble::White, n("a1")), (Marble::White, n("a2"))] }, "Bd7,b2 claims x Wa1Wa2: the x suffix must list exactly the claimed marbles"),
        (e2, "Bd7,b2 x Wa1Wa2Wa1", ActionError::WrongClaims { action: e2.read_action("Bd7,b2").expect("ok"), claimed: vec![(Marble::White, n("a1")), (Marble::White, n("a2"))] }, ""),
        (e2, "Bd7,b2 x Ga1Wa2", ActionError::WrongClaims { action: e2.read_action("Bd7,b2").expect("ok"), claimed: vec![(Marble::White, n("a1")), (Marble::White, n("a2"))] }, ""),
        (start, "Wd4,d1 x Wa1", ActionError::WrongClaims { action: start.read_action("Wd4,d1").expect("ok"), claimed: vec![] }, "Wd4,d1 claims nothing, so write it without x: the x suffix must list exactly the claimed marbles"),
        (start, "Wd4,d2 x Wa1", ActionError::NotAFreeRing(n("d2")), "d2 is not a free ring"),
    ];
    for (p, text, error, sentence) in cases {
        let (e, s) = refusal(&p, text);
        assert_eq!(e, error, "{text:?} in {p}");
        if !sentence.is_empty() {
            assert_eq!(s, sentence, "{text:?}");
        }
    }
    // A landing on an occupied ring.
    let p = pos(&build(z, "wd1 gd2 bd3 wd4", "w", [0; 3], [0; 3]));
    let (e, s) = refusal(&p, "xd1d3");
    assert_eq!(
        e,
        ActionError::LandingTaken {
            from: n("d1"),
            to: n("d3")
        }
    );
    assert_eq!(s, "a jump lands on a vacant ring, and d3 is not one");
    // Colours: the pool's while it holds any, then the player's captures.
    let m3 = pos(M3);
    let first = m3.legal_actions()[0].to_string();
    let white = format!("W{}", &first[1..]);
    let (e, s) = refusal(&m3, &white);
    assert_eq!(
        e,
        ActionError::NotInPool {
            marble: Marble::White,
            pool: [0, 2, 5]
        }
    );
    assert_eq!(
        s,
        "the pool has no white marble left: place a colour it still holds (0W 2G 5B)"
    );
    let e3 = pos(E3);
    let grey = format!("G{}", &e3.legal_actions()[0].to_string()[1..]);
    let (e, s) = refusal(&e3, &grey);
    assert_eq!(
        e,
        ActionError::NotInCaptures {
            marble: Marble::Grey,
            captures: [1, 0, 0]
        }
    );
    assert_eq!(s, "the pool is empty and you have captured no grey marble: place one of your captures (1W 0G 0B)");
    // The end, another board, a place off the board.
    let mut over = pos(E5);
    over.play_text("Wf2").expect("legal");
    assert_eq!(refusal(&over, "Wf2").0, ActionError::GameOver);
    assert_eq!(over.to_string().parse::<Position>(), Ok(over));
    let z61 = Variant::Z61.start().legal_actions()[0];
    let mut q = start;
    assert_eq!(
        q.play(z61),
        Err(ActionError::WrongVariant {
            action: Variant::Z61,
            game: z
        })
    );
    let off = Place::from_xy(8, 8).expect("in the hexagon");
    let a = Action::Place {
        variant: z,
        marble: Marble::White,
        at: off,
        remove: None,
    };
    assert_eq!(q.play(a), Err(ActionError::NotOnBoard(off.named(z))));
    assert_eq!(q, start);
}

#[test]
fn every_rejection_of_section_9_4() {
    let z = Variant::Zertz;
    let start = "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0";
    let bad = |s: &str| s.parse::<Position>().expect_err(s);
    let gone = "..../...../....../......./....../...../....";
    let cases: Vec<(String, PositionError)> = vec![
        (
            "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0".into(),
            PositionError::FieldCount(5),
        ),
        (
            "zertz  4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::FieldCount(7),
        ),
        (
            "yinsh 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::Variant("yinsh".into()),
        ),
        (
            "zertz 4/5/6/7/6/5 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::ColumnCount {
                variant: z,
                found: 6,
            },
        ),
        (
            "zertz 4/5/6/7/6/5/4/1 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::ColumnCount {
                variant: z,
                found: 8,
            },
        ),
        (
            "zertz 4/5/6/7/6/5/3 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::ColumnLength {
                column: 'g',
                expected: 4,
                found: 3,
            },
        ),
        (
            "zertz 4/5/6/8/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::ColumnLength {
                column: 'd',
                expected: 7,
                found: 8,
            },
        ),
        (
            "zertz 4/5/6/7/6/5/3x w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::UnknownChar {
                column: 'g',
                found: 'x',
            },
        ),
        (
            "zertz 4/5/6/7/6/5/3W w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::UnknownChar {
                column: 'g',
                found: 'W',
            },
        ),
        (
            "zertz 4/5/6/07/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::Zero { column: 'd' },
        ),
        (
            "zertz 4/5/6/34/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::TwoDigits { column: 'd' },
        ),
        (
            "zertz 4/5/6/7/6/5/4 W 6/8/10 0/0/0 0/0/0".into(),
            PositionError::Turn("W".into()),
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 6/8 0/0/0 0/0/0".into(),
            PositionError::Counts {
                field: CountField::Pool,
                text: "6/8".into(),
            },
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 6/8/100 0/0/0 0/0/0".into(),
            PositionError::Counts {
                field: CountField::Pool,
                text: "6/8/100".into(),
            },
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/-0/0".into(),
            PositionError::Counts {
                field: CountField::Captures(Side::Second),
                text: "0/-0/0".into(),
            },
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 06/8/10 0/0/0 0/0/0".into(),
            PositionError::LeadingZero {
                field: CountField::Pool,
                text: "06".into(),
            },
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 6/8/10 00/0/0 0/0/0".into(),
            PositionError::LeadingZero {
                field: CountField::Captures(Side::First),
                text: "00".into(),
            },
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 6/8/9 0/0/0 0/0/0".into(),
            PositionError::MarbleCount {
                marble: Marble::Black,
                found: 9,
                expected: 10,
            },
        ),
        (
            "zertz-blitz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            PositionError::MarbleCount {
                marble: Marble::White,
                found: 6,
                expected: 5,
            },
        ),
        (
            "zertz ww.1/...2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0".into(),
            PositionError::FullGroup(at(z, "a1").named(z)),
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 2/3/10 4/0/0 0/5/0".into(),
            PositionError::BothWin,
        ),
        (
            "zertz 4/5/6/7/6/5/4 b 2/8/10 4/0/0 0/0/0".into(),
            PositionError::InProgressWithSet(Side::First),
        ),
        (
            "zertz 4/5/6/7/6/5/4 w 6/8/4 0/0/0 0/0/6".into(),
            PositionError::InProgressWithSet(Side::Second),
        ),
        (
            format!("zertz {gone} w 6/8/10 0/0/0 0/0/0"),
            PositionError::InProgressNoRing,
        ),
        (
            "zertz 4/5/6/7/6/5/4 w+ 6/8/4 0/0/0 0/0/6".into(),
            PositionError::LoserHoldsSet(Side::First),
        ),
        (
            "zertz 4/5/6/7/6/5/4 w+ 6/8/10 0/0/0 0/0/0".into(),
            PositionError::NoWin(Side::First),
        ),
        (
            "zertz 4/5/6/7/6/5/4 b+ 3/3/3 3/5/7 0/0/0".into(),
            PositionError::LoserHoldsSet(Side::Second),
        ),
        (
            "zertz 4/5/6/7/6/5/4 = 6/8/4 0/0/0 0/0/6".into(),
            PositionError::DrawWithSet(Side::Second),
        ),
        (
            format!("zertz {gone} = 6/8/10 0/0/0 0/0/0"),
            PositionError::DrawNoRing,
        ),
        (
            start.replace(" w ", " = "),
            PositionError::DrawCanAct(Side::First),
        ),
    ];
    for (s, e) in cases {
        assert_eq!(bad(&s), e, "{s}");
        assert!(!e.to_string().is_empty());
    }
    assert_eq!(
        bad("zertz 4/5/6/7/6/5/4 w 6/8/9 0/0/0 0/0/0").to_string(),
        "there are 9 black marbles (board, pool and captures), but the game has 10"
    );
    assert_eq!(
        bad("zertz ww.1/...2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0").to_string(),
        "the group of rings with a1 has no vacant ring: it would have been claimed"
    );
    // The last ring taken: either player may have won; a finished game reads back.
    for t in ["w+", "b+"] {
        let s = format!("zertz {gone} {t} 6/8/10 0/0/0 0/0/0");
        assert_eq!(pos(&s).to_string(), s);
    }
    // A drawn game with w to act would have been drawn: w cannot act.
    let e3 = pos(E3);
    let drawn = e3
        .legal_actions()
        .into_iter()
        .map(|a| {
            let mut q = e3;
            q.play(a).expect("legal");
            q
        })
        .find(|q| q.outcome().is_some_and(|o| o.winner.is_none()))
        .expect("E3 has a draw");
    let s = drawn.to_string();
    assert_eq!(
        bad(&s.replace(" = ", " w ")),
        PositionError::CannotAct(Side::First)
    );
    assert_eq!(
        bad(&s.replace(" = ", " b ")),
        PositionError::CannotAct(Side::Second)
    );
    assert_eq!(
        bad(&E3.replace(" w ", " = ")),
        PositionError::DrawCanAct(Side::First)
    );
}

#[test]
fn round_trips() {
    for s in crate::perft::TABLE {
        let p = pos(s);
        assert_eq!(p.to_string(), s, "canonical");
        for a in p.legal_actions().into_iter().take(50) {
            assert_eq!(p.read_action(&a.to_string()), Ok(a));
            assert_eq!(p.read_action(&a.to_string().to_lowercase()), Ok(a));
        }
    }
    for v in Variant::ALL {
        let p = v.start();
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        assert_eq!(
            (p.pool(), p.captures(Side::First), p.turn()),
            (v.start_pool(), [0; 3], Some(Side::First))
        );
        assert_eq!(p.zobrist(), p.zobrist_from_scratch());
    }
    assert_ne!(
        Variant::Zertz.start().zobrist(),
        Variant::Blitz.start().zobrist()
    );
}
