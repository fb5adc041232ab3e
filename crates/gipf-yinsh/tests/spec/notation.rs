//! Points, actions and position strings both ways (YINSH.md §2, §8, §9): every input form,
//! every refusal of an action with its sentence, every rejection of §9 with a string of its
//! own, round trips (~610 lines, nearly all tables of inputs and their sentences).

use gipf_yinsh::{
    Action, ActionError, Game, NumberProblem, Point, PointError, Position, PositionError, Side,
    Stage, POINT_COUNT,
};

use crate::perft::{Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8};
use crate::{build, pos};

fn pt(s: &str) -> Point {
    s.parse().expect("a point")
}

fn names(points: impl IntoIterator<Item = Point>) -> String {
    points
        .into_iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn points_are_the_85_of_section_2() {
    let all: Vec<Point> = Point::all().collect();
    assert_eq!(all.len(), POINT_COUNT);
    let per_column: Vec<usize> = (0..11)
        .map(|x| all.iter().filter(|p| p.x() == x).count())
        .collect();
    assert_eq!(per_column, [4, 7, 8, 9, 10, 9, 10, 9, 8, 7, 4]);
    assert_eq!(names(all[..4].iter().copied()), "a2 a3 a4 a5");
    assert_eq!(names(all[81..].iter().copied()), "k7 k8 k9 k10");
    let e: Vec<Point> = all.iter().copied().filter(|p| p.x() == 4).collect();
    assert_eq!(names(e), "e1 e2 e3 e4 e5 e6 e7 e8 e9 e10");
    for (i, &p) in all.iter().enumerate() {
        assert_eq!(p.index(), i);
        assert_eq!(Point::from_index(i), Some(p));
        assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        assert_eq!(p.to_string().to_uppercase().parse::<Point>(), Ok(p));
        assert_eq!(Point::from_xn(p.x(), p.n()), Some(p));
    }
    assert!(
        all.windows(2).all(|w| w[0] < w[1]),
        "canonical order: e2 < e9 < e10 < f2"
    );
    assert!(pt("e9") < pt("e10") && pt("e10") < pt("f2"));
    assert_eq!(Point::from_index(85), None);
    for corner in ["a1", "a6", "f1", "f11", "k6", "k11", "F11"] {
        assert_eq!(
            corner.parse::<Point>(),
            Err(PointError::Corner(corner.to_lowercase())),
            "{corner}"
        );
    }
    assert_eq!(
        "k11".parse::<Point>().expect_err("corner").to_string(),
        "k11 is a corner of the hexagon, where no lines cross: it is not a point of the board"
    );
    for bad in [
        "a7", "b0", "e11", "e01", "l5", "e", "", "e 3", "3e", "e3 ", "e100", "ab", "é3",
    ] {
        assert!(
            matches!(bad.parse::<Point>(), Err(PointError::NotAPoint(_))),
            "{bad:?}"
        );
    }
}

#[test]
fn lines_and_neighbours_follow_the_six_directions() {
    assert_eq!(names(pt("f6").neighbours()), "e5 e6 f5 f7 g6 g7");
    assert_eq!(names(pt("a2").neighbours()), "a3 b2 b3");
    assert_eq!(names(pt("e1").neighbours()), "d1 e2 f2");
    assert_eq!(names(pt("f3").line(0, 1)), "f4 f5 f6 f7 f8 f9 f10");
    assert_eq!(names(pt("a3").line(1, 0)), "b3 c3 d3 e3 f3 g3 h3");
    assert_eq!(names(pt("c2").line(1, 1)), "d3 e4 f5 g6 h7 i8 j9 k10");
    assert_eq!(names(pt("e4").line(-1, -1)), "d3 c2 b1");
    assert_eq!(pt("e4").line(1, -1), Vec::<Point>::new());
    // 27 lines of 5 points or more: in each direction 7, 8, 9, 10, 9, 10, 9, 8, 7.
    for (dx, dn) in [(0, 1), (1, 0), (1, 1)] {
        let mut lengths: Vec<usize> = Point::all()
            .filter(|p| Point::from_xn(p.x() - dx, p.n() - dn).is_none())
            .map(|p| p.line(dx, dn).len() + 1)
            .filter(|&l| l >= 5)
            .collect();
        lengths.sort_unstable();
        assert_eq!(lengths, [7, 7, 8, 8, 9, 9, 9, 10, 10], "({dx}, {dn})");
    }
}

#[test]
fn actions_read_every_form_of_section_8() {
    let place = Action::Place(pt("e3"));
    for t in ["e3", "E3", " e3 ", "\te3\t"] {
        assert_eq!(t.parse::<Action>(), Ok(place), "{t:?}");
    }
    let mv = Action::Move {
        from: pt("h7"),
        to: pt("g7"),
    };
    for t in ["h7-g7", "H7-G7", "h7 - g7", "\th7\t-\tg7 "] {
        assert_eq!(t.parse::<Action>(), Ok(mv), "{t:?}");
    }
    assert_eq!(
        "e4-e10".parse::<Action>().map(|a| a.to_string()),
        Ok("e4-e10".to_string())
    );
    for t in ["pass", "PASS", " Pass\t"] {
        assert_eq!(t.parse::<Action>(), Ok(Action::Pass), "{t:?}");
    }
    let row = Action::Row {
        first: pt("a3"),
        last: pt("e3"),
    };
    for t in ["xa3-e3", "XA3-E3", "x a3 - e3", "xe3-a3", " x\te3-a3 "] {
        assert_eq!(t.parse::<Action>(), Ok(row), "{t:?}");
    }
    for (t, canonical) in [
        ("xf7-f3", "xf3-f7"),
        ("xg6-c2", "xc2-g6"),
        ("xe10-e6", "xe6-e10"),
    ] {
        assert_eq!(
            t.parse::<Action>().map(|a| a.to_string()),
            Ok(canonical.to_string())
        );
    }
    let ring = Action::RemoveRing(pt("i9"));
    for t in ["xi9", "XI9", "x i9", " x\ti9 "] {
        assert_eq!(t.parse::<Action>(), Ok(ring), "{t:?}");
    }
    for a in [place, mv, Action::Pass, row, ring] {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    assert_eq!(Action::row(pt("a3"), pt("e3")), Some(row));
    assert_eq!(Action::row(pt("a3"), pt("d3")), None);
    assert_eq!("".parse::<Action>(), Err(ActionError::Empty));
    assert_eq!(" \t".parse::<Action>(), Err(ActionError::Empty));
    assert_eq!(
        "xa2-a5"
            .parse::<Action>()
            .expect_err("4 points")
            .to_string(),
        "xa2-a5 is not 5 adjacent points on one line: name the two ends of a row, like xf3-f7"
    );
    for bad in ["xa3-f4", "xe3-e3", "xa3-g3"] {
        assert!(
            matches!(bad.parse::<Action>(), Err(ActionError::NotARow { .. })),
            "{bad:?}"
        );
    }
    for bad in [
        "e3-", "-e3", "e3-e4-e5", "xx3", "x", "xe3x", "pas", "passe", "x-", "e3e4", "x pass",
        "e3 e4",
    ] {
        assert!(
            matches!(
                bad.parse::<Action>(),
                Err(ActionError::Syntax(_) | ActionError::Point(_))
            ),
            "{bad:?}"
        );
    }
    assert_eq!(
        "a1-a2".parse::<Action>(),
        Err(ActionError::Point(PointError::Corner("a1".into())))
    );
    assert_eq!(Position::start().read_action(" X I9"), Ok(ring));
}

#[test]
fn every_illegal_action_says_why() {
    let start = Position::start();
    let y1 = pos(Y1);
    let y2 = pos(Y2);
    let mut after = y1;
    after.play_text("h7-g7").expect("legal");
    let markers = pos(&build(
        "yinsh",
        "We2 we3 be4 Wa3 Wa4 Wa5 Wb7 Bk7 Bk8 Bk9 Bk10 Bj11",
        "w m 0/0",
    ));
    let mut opp = pos(Y3);
    opp.play_text("xg3-g7").expect("legal");
    let mut over = pos(Y8);
    over.play_text("b3-a3").expect("legal");
    let cases: Vec<(&Position, &str, &str)> = vec![
        (&start, "e3-e4", "no ring is to be moved now"),
        (
            &y1,
            "e6",
            "no ring is to be placed now: move one of your rings, like h7-g7 (pass only when none can move)",
        ),
        (
            &y1,
            "pass",
            "you may pass only when none of your rings can move: move one, like b5-a4",
        ),
        (
            &start,
            "pass",
            "there is nothing to pass now: place a ring on a vacant point, like e3",
        ),
        (
            &y1,
            "xa3-e3",
            "there is no row to remove now: move one of your rings, like h7-g7 (pass only when none can move)",
        ),
        (
            &y1,
            "xe3",
            "no ring is to be removed now: move one of your rings, like h7-g7 (pass only when none can move)",
        ),
        (
            &y2,
            "xi9",
            "no ring is to be removed now: choose which of your rows to remove, like xf3-f7",
        ),
        (&y1, "e4-e5", "e4 holds no white ring: move one of your rings"),
        (&y1, "f6-f7", "f6 holds no white ring: move one of your rings"),
        (
            &after,
            "h7-h8",
            "h7 holds a marker, and markers never move: move one of your rings, which leaves a marker behind",
        ),
        (&y1, "e3-e3", "e3-e3 does not move the ring: a ring moves at least one point"),
        (
            &y1,
            "e3-f5",
            "e3-f5 is not along a line: a ring moves straight in one of the six directions",
        ),
        (&y1, "e3-e4", "e4 is not vacant: a ring lands on a vacant point"),
        (
            &y1,
            "e3-e6",
            "e3-e6 passes over the ring on e4: a ring never passes over a ring",
        ),
        (
            &markers,
            "e2-e6",
            "e2-e6 goes on after jumping markers: a ring that jumps markers lands on the first vacant point after them, here e5",
        ),
        (
            &y2,
            "xh4-h8",
            "xh4-h8 is not a row of 5 white markers: choose a row of your colour",
        ),
        (
            &opp,
            "xd7",
            "d7 holds White's ring: remove one of your own rings",
        ),
        (&opp, "xa2", "a2 holds no black ring: remove one of your rings"),
        (&over, "pass", "the game is over: no more actions are played"),
        (&start, "x", "\"x\" is not an action: place a ring (e3), move a ring (h7-g7), pass, remove a row (xf3-f7) or a ring (xi9)"),
    ];
    for (p, text, message) in cases {
        let mut q = *p;
        let e = q
            .play_text(text)
            .expect_err(&format!("{text} is illegal in {p}"));
        assert_eq!(e.to_string(), message, "{text} in {p}");
        assert_eq!(&q, p, "{text}: a refused action changes nothing");
    }
    // A row built by hand that is not 5 points on a line.
    let bad_row = Action::Row {
        first: pt("i4"),
        last: pt("i6"),
    };
    assert_eq!(
        y2.check(bad_row),
        Err(ActionError::NotARow {
            a: pt("i4"),
            b: pt("i6")
        })
    );
    assert_eq!(
        start.check(Action::Place(pt("e3"))),
        Ok(()),
        "vacant at the start"
    );
}

#[test]
fn positions_read_and_print_canonically() {
    for s in [Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8] {
        let p = pos(s);
        assert_eq!(p.to_string(), s);
        assert_eq!(p.variant_word(), s.split(' ').next().expect("a word"));
        let spaced = format!("\t {} \t", s.replace(' ', " \t "));
        assert_eq!(spaced.parse::<Position>(), Ok(p), "{spaced:?}");
    }
    assert_eq!(
        pos("yinsh 4/7/8/9/10/9/10/9/8/7/4 w p 0/0"),
        Position::start()
    );
    let y2 = pos(Y2);
    assert_eq!((y2.turn(), y2.stage()), (Side::First, Stage::ChooseRow));
    assert_eq!((y2.removed(Side::First), y2.removed(Side::Second)), (1, 0));
    assert_eq!(y2.pool(), 51 - y2.markers_on_board());
    assert_eq!(
        y2.rows(Side::First),
        [
            (pt("i4"), pt("i8")),
            (pt("i5"), pt("i9")),
            (pt("i6"), pt("i10"))
        ]
    );
}

/// Replaces the last three fields of a position string.
fn with_rest(s: &str, rest: &str) -> String {
    let fields: Vec<&str> = s.split(' ').collect();
    format!("{} {} {rest}", fields[0], fields[1])
}

#[test]
fn every_rejection_of_section_9() {
    let empty = "4/7/8/9/10/9/10/9/8/7/4";
    let rings = "Wa3 Wa4 Wa5 Wb7 Wc8 Bk7 Bk8 Bk9 Bk10 Bj11";
    // 52 markers: every point but the rings' and 23 others.
    let crowded: String = {
        let mut pieces = vec![rings.to_string()];
        let taken: Vec<Point> = rings.split(' ').map(|t| pt(&t[1..])).collect();
        let mut n = 0;
        for p in Point::all().filter(|p| !taken.contains(p)) {
            if n < 52 {
                pieces.push(format!("{}{p}", if n % 2 == 0 { 'w' } else { 'b' }));
                n += 1;
            }
        }
        pieces.join(" ")
    };
    let y8_over = {
        let mut p = pos(Y8);
        p.play_text("b3-a3").expect("legal");
        p.to_string()
    };
    let opponent_single = build(
        "yinsh",
        &format!("{rings} bc3 bd3 be3 bf3 bg3 wi5"),
        "w R 0/0",
    );
    use PositionError as E;
    let cases: Vec<(String, PositionError)> = vec![
        (format!("yinsh {empty} w p"), E::FieldCount(4)),
        (format!("yinsh {empty} w p 0/0 x"), E::FieldCount(6)),
        (String::new(), E::FieldCount(0)),
        (format!("gipf {empty} w p 0/0"), E::Variant("gipf".into())),
        (format!("YINSH {empty} w p 0/0"), E::Variant("YINSH".into())),
        (
            "yinsh 4/7/8/9/10/9/10/9/8/7 w p 0/0".into(),
            E::ColumnCount(10),
        ),
        (
            "yinsh 3/7/8/9/10/9/10/9/8/7/4 w p 0/0".into(),
            E::ColumnLength {
                column: 'a',
                expected: 4,
                found: 3,
            },
        ),
        (
            "yinsh 4W/7/8/9/10/9/10/9/8/7/4 w p 0/0".into(),
            E::ColumnLength {
                column: 'a',
                expected: 4,
                found: 5,
            },
        ),
        (
            "yinsh 4/7/8/9/10/9/10/9/8/7/3x w p 0/0".into(),
            E::UnknownChar {
                column: 'k',
                found: 'x',
            },
        ),
        (
            "yinsh 4/7/8/9/55/9/10/9/8/7/4 w p 0/0".into(),
            E::Number {
                column: 'e',
                token: "55".into(),
                problem: NumberProblem::TooLong { len: 10 },
            },
        ),
        (
            "yinsh 04/7/8/9/10/9/10/9/8/7/4 w p 0/0".into(),
            E::Number {
                column: 'a',
                token: "04".into(),
                problem: NumberProblem::LeadingZero,
            },
        ),
        (
            "yinsh 4/7/8/9/10/9/10/9/8/7/0W3 w p 0/0".into(),
            E::Number {
                column: 'k',
                token: "0".into(),
                problem: NumberProblem::LeadingZero,
            },
        ),
        (format!("yinsh {empty} W p 0/0"), E::Turn("W".into())),
        (format!("yinsh {empty} w q 0/0"), E::Stage("q".into())),
        (format!("yinsh {empty} w M 0/0"), E::Stage("M".into())),
        (format!("yinsh {empty} w p 0-0"), E::Removed("0-0".into())),
        (format!("yinsh {empty} w p 00/0"), E::Removed("00/0".into())),
        (format!("yinsh {empty} w p a/0"), E::Removed("a/0".into())),
        // Rule 1.
        (build("yinsh", &crowded, "w m 0/0"), E::TooManyMarkers(52)),
        (
            format!("yinsh-blitz {empty} w p 0/2"),
            E::RemovedAboveGoal {
                side: Side::Second,
                removed: 2,
                goal: 1,
            },
        ),
        (
            format!("yinsh {empty} w m 4/0"),
            E::RemovedAboveGoal {
                side: Side::First,
                removed: 4,
                goal: 3,
            },
        ),
        // Rule 2.
        (
            "yinsh w3/7/8/9/10/9/10/9/8/7/4 w p 0/0".into(),
            E::PlacementMarkers(1),
        ),
        (format!("yinsh {empty} w p 1/0"), E::PlacementRemoved),
        (
            "yinsh W3/7/8/9/10/9/10/9/8/7/4 w p 0/0".into(),
            E::PlacementCounts {
                white: 1,
                black: 0,
                turn: Side::First,
            },
        ),
        (
            format!("yinsh {empty} b p 0/0"),
            E::PlacementCounts {
                white: 0,
                black: 0,
                turn: Side::Second,
            },
        ),
        (
            build("yinsh", rings, "w p 0/0"),
            E::PlacementCounts {
                white: 5,
                black: 5,
                turn: Side::First,
            },
        ),
        // Rule 3.
        (
            build("yinsh", "Wa3 Wa4 Wa5 Wb7 Bk7 Bk8 Bk9 Bk10 Bj11", "w m 0/0"),
            E::RingCount {
                side: Side::First,
                on_board: 4,
                removed: 0,
            },
        ),
        (
            build("yinsh", rings, "w w+ 1/0"),
            E::RingCount {
                side: Side::First,
                on_board: 5,
                removed: 1,
            },
        ),
        // Rule 4.
        (
            build("yinsh", "Wa3 Wa4 Bk7 Bk8 Bk9 Bk10 Bj11 wb2", "b m 3/0"),
            E::GoalReached {
                side: Side::First,
                goal: 3,
            },
        ),
        // Rule 5.
        (
            build("yinsh", &format!("{rings} bc3 bd3 be3 bf3 bg3"), "w m 0/0"),
            E::RowAtMove {
                colour: Side::Second,
                first: pt("c3"),
                last: pt("g3"),
            },
        ),
        (with_rest(&y8_over, "b m 2/2"), E::NobodyCanMove),
        // Rule 6.
        (
            with_rest(Y1, "w r 0/0"),
            E::ChooseRowOptions {
                side: Side::First,
                found: 0,
            },
        ),
        // Rules 7 and 8.
        (
            with_rest(Y2, "w R 1/0"),
            E::MoverHasRow {
                side: Side::First,
                stage: "R",
                first: pt("i4"),
                last: pt("i8"),
            },
        ),
        (
            with_rest(Y2, "w X 1/0"),
            E::MoverHasRow {
                side: Side::First,
                stage: "X",
                first: pt("i4"),
                last: pt("i8"),
            },
        ),
        (
            opponent_single.clone(),
            E::OpponentRowOptions {
                side: Side::Second,
                found: 1,
            },
        ),
        // Rule 9.
        (with_rest(Y6, "b x 2/0"), E::MarkersAfterRow(49)),
        (with_rest(Y6, "w X 2/0"), E::MarkersAfterRow(49)),
        // Rule 10.
        (
            build("yinsh", "Wa3 Wa4 Bk7 Bk8", "w w+ 3/3"),
            E::BothAtGoal(3),
        ),
        (
            build("yinsh", "Wa3 Wa4 Bk7 Bk8 Bk9", "w b+ 3/2"),
            E::ResultAgainstGoal {
                at_goal: Side::First,
                goal: 3,
                written: Some(Side::Second),
            },
        ),
        (
            with_rest(&y8_over, "b w+ 2/2"),
            E::ResultAgainstScore {
                white: 2,
                black: 2,
                written: Some(Side::First),
            },
        ),
        (
            with_rest(Y2, "w w+ 1/0"),
            E::RowAtEnd {
                colour: Side::First,
                first: pt("i4"),
                last: pt("i8"),
            },
        ),
        (with_rest(Y1, "w = 0/0"), E::NotOver(51)),
    ];
    for (text, expected) in cases {
        let got = text.parse::<Position>();
        assert_eq!(got, Err(expected.clone()), "{text:?}");
        let message = expected.to_string();
        assert!(!message.is_empty() && !message.contains('\n'), "{message}");
    }
    // The same strings with what the rules ask are valid: the single opponent row made by
    // the move is removed at once (stage X), the finished games as play leaves them.
    assert!(with_rest(&opponent_single, "w X 0/0")
        .parse::<Position>()
        .is_ok());
    assert_eq!(pos(&y8_over).to_string(), y8_over);
    assert!(build("yinsh", "Wa3 Wa4 Bk7 Bk8 Bk9", "w w+ 3/2")
        .parse::<Position>()
        .is_ok());
    assert_eq!(
        E::NotOver(51).to_string(),
        "the game is not over: the pool holds 51 markers, a ring can move and nobody has reached the goal"
    );
}

#[test]
fn the_empty_pool_at_a_move_is_rejected() {
    // 51 markers and no row: every point but the rings' and 24 others, colours in a pattern
    // that makes no five in a row.
    let rings = "Wa3 Wa4 Wa5 Wb7 Wc8 Bk7 Bk8 Bk9 Bk10 Bj11";
    let taken: Vec<Point> = rings.split(' ').map(|t| pt(&t[1..])).collect();
    let mut pieces = vec![rings.to_string()];
    let mut n = 0;
    for p in Point::all().filter(|p| !taken.contains(p)) {
        if n < 51 {
            // Colour by (x + 2n) mod 4 < 2: no line holds five of one colour in a row.
            let c = if (p.x() + 2 * p.n()).rem_euclid(4) < 2 {
                'w'
            } else {
                'b'
            };
            pieces.push(format!("{c}{p}"));
            n += 1;
        }
    }
    let text = build("yinsh", &pieces.join(" "), "w m 0/0");
    assert_eq!(
        text.parse::<Position>(),
        Err(PositionError::EmptyPoolAtMove),
        "{text}"
    );
    let over = with_rest(&text, "w = 0/0");
    let p = pos(&over);
    assert_eq!(p.pool(), 0);
    assert_eq!(
        p.outcome().map(|o| o.reason.to_string()),
        Some("no marker left in the pool, 0 rings removed to 0".to_string())
    );
}
