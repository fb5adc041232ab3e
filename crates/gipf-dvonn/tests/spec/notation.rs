//! Spaces, actions and position strings both ways (DVONN.md §2, §9, §10): every alias, every
//! refusal, every rejection of §10 with a string of its own, round trips.

use gipf_dvonn::{Action, ActionError, HeightProblem, Position, PositionError, Side, Space};

use crate::pos;

#[test]
fn spaces_name_the_board_of_section_2() {
    let names: Vec<String> = Space::all().map(|s| s.to_string()).collect();
    assert_eq!(names.len(), 49);
    assert_eq!(names[..9].join(" "), "a1 b1 c1 d1 e1 f1 g1 h1 i1");
    assert_eq!(names[9..19].join(" "), "a2 b2 c2 d2 e2 f2 g2 h2 i2 j2");
    assert_eq!(names[19..30].join(" "), "a3 b3 c3 d3 e3 f3 g3 h3 i3 j3 k3");
    assert_eq!(names[30..40].join(" "), "b4 c4 d4 e4 f4 g4 h4 i4 j4 k4");
    assert_eq!(names[40..].join(" "), "c5 d5 e5 f5 g5 h5 i5 j5 k5");
    for (i, s) in Space::all().enumerate() {
        assert_eq!(s.index(), i);
        assert_eq!(s.to_string().parse::<Space>(), Ok(s));
        assert_eq!(s.to_string().to_uppercase().parse::<Space>(), Ok(s));
    }
    for bad in [
        "j1", "a6", "a4", "k2", "l3", "a0", "a", "", "a11", "e 3", "3e",
    ] {
        assert!(bad.parse::<Space>().is_err(), "{bad:?}");
    }
}

fn neighbours(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s
        .parse::<Space>()
        .expect("a space")
        .neighbours()
        .map(|n| n.to_string())
        .collect();
    v.sort();
    v
}

fn sorted(names: &str) -> Vec<String> {
    let mut v: Vec<String> = names.split(' ').map(str::to_owned).collect();
    v.sort();
    v
}

#[test]
fn neighbours_and_edges() {
    assert_eq!(neighbours("e3"), sorted("f3 d3 e4 e2 f4 d2"));
    assert_eq!(neighbours("a1"), sorted("b1 a2 b2"));
    let edges: Vec<String> = Space::all()
        .filter(|s| s.is_edge())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(edges.len(), 24);
    for e in ["a2", "j2", "a3", "k3", "b4", "k4", "a1", "i1", "c5", "k5"] {
        assert!(edges.contains(&e.to_owned()), "{e}");
    }
    for s in Space::all() {
        assert_eq!(s.is_edge(), s.neighbours().count() < 6, "{s}");
    }
}

fn action(s: &str) -> Action {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} should read: {e}"))
}

#[test]
fn every_alias_reads_as_the_canonical_action() {
    let e3 = action("e3");
    assert_eq!(e3.to_string(), "e3");
    for alias in ["E3", " e3", "e3 ", "\te3\t", " \t E3 \t "] {
        assert_eq!(action(alias), e3, "{alias:?}");
    }
    let a1b1 = action("a1-b1");
    assert_eq!(a1b1.to_string(), "a1-b1");
    for alias in [
        "A1-B1",
        "a1-B1",
        "a1 - b1",
        "a1\t-\tb1",
        " a1-b1 ",
        "\ta1 -b1",
        "a1- b1",
        "a1b1",
        "A1B1",
        "a1B1",
        " a1b1\t",
    ] {
        assert_eq!(action(alias), a1b1, "{alias:?}");
    }
    assert_eq!(action("k5").to_string(), "k5");
    assert_eq!(action("E3-H3").to_string(), "e3-h3");
}

#[test]
fn refusals() {
    for pass in ["pass", "PASS", "Pass", " pass\t"] {
        let e = pass.parse::<Action>().expect_err("passes are automatic");
        assert_eq!(e, ActionError::Pass);
        assert!(e.to_string().starts_with("passes are automatic"), "{e}");
    }
    assert_eq!("".parse::<Action>(), Err(ActionError::Empty));
    assert_eq!(" \t".parse::<Action>(), Err(ActionError::Empty));
    for unknown in ["j1", "a6", "a1-j1", "a6-a1", "j1a1", "k1"] {
        let e = unknown.parse::<Action>().expect_err("unknown space");
        assert!(matches!(e, ActionError::Space(_)), "{unknown:?}: {e:?}");
        assert!(e.to_string().contains("is not a space of the board"), "{e}");
    }
    for bad in [
        "a1-", "-b1", "a1-b1-c1", "a1 b1", "a1b", "a1b1c1", "xyz", "é3", "e3é", "a1--b1", "a1\nb1",
        "e 3",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad:?}");
    }
}

/// Every position string of the spec prints back as it was read.
#[test]
fn round_trips() {
    for s in [
        "dvonn ........./........../.........../........../......... w p",
        "dvonn ........./........../...wdddb.../........../......... b p",
        "dvonn w2.b.wb2..b/d.w3.w2ww.b3w/bdbbbbb2.W3b./w2wbwww2wb2b./.bwwb.b.w b m",
        "dvonn wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw b p",
        "dvonn wwbbbbbww/bbwwwwwdwb/wwwwdbbbbbw/wwbwbbbwbd/bbbwwwbbw w m",
        "dvonn wdwbbwwwb/wwbwwbbbww/bbbbwdbwwww/bbwwwbbwbb/wbbbwwbdb w m",
        "dvonn .......d./...wbw5b.../wb4..wbW5..../.b2.b4w3w..../d..bb.... b m",
        "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m",
        "dvonn ........./w3........./db2......W3../......w4b../.....W6.b2. b m",
        "dvonn ........./w3........./dw......W3../b.....w4b../wb...B8... w m",
        "dvonn ......b../......b4.../.......w..W4/......B2wW3w2/........w w m",
        "dvonn ........./........../W3.......W3../......b5.../.....B8... - b+",
        "dvonn d......../d........./d........../........../......... - =",
    ] {
        let p = pos(s);
        assert_eq!(p.to_string(), s);
        assert_eq!(pos(&p.to_string()), p);
        assert_eq!(pos(s).zobrist(), p.zobrist());
    }
}

fn rejects(s: &str) -> PositionError {
    match s.parse::<Position>() {
        Ok(p) => panic!("{s:?} should be rejected, read as {p}"),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

const EMPTY: &str = "........./........../.........../........../.........";

#[test]
fn rule_1_fields() {
    assert_eq!(rejects(""), PositionError::FieldCount(0));
    assert_eq!(
        rejects(&format!("dvonn {EMPTY} w")),
        PositionError::FieldCount(3)
    );
    assert_eq!(
        rejects(&format!("dvonn {EMPTY} w p x")),
        PositionError::FieldCount(5)
    );
    assert_eq!(
        rejects(&format!("dvonn  {EMPTY} w p")),
        PositionError::Spacing
    );
    assert_eq!(
        rejects(&format!(" dvonn {EMPTY} w p")),
        PositionError::Spacing
    );
    assert_eq!(
        rejects(&format!("dvonn\t{EMPTY} w p")),
        PositionError::Spacing
    );
    assert_eq!(
        rejects(&format!("standard {EMPTY} w p")),
        PositionError::Variant("standard".to_owned())
    );
    assert_eq!(
        rejects(&format!("DVONN {EMPTY} w p")),
        PositionError::Variant("DVONN".to_owned())
    );
}

fn height(s: &str) -> HeightProblem {
    match rejects(s) {
        PositionError::Height { problem, .. } => problem,
        e => panic!("{s:?}: {e:?} is not a height error"),
    }
}

#[test]
fn rule_2_board() {
    assert_eq!(
        rejects("dvonn ........./........../.........../.......... w p"),
        PositionError::RowCount(4)
    );
    assert_eq!(
        rejects("dvonn ........./........../.........../........../........./. w p"),
        PositionError::RowCount(6)
    );
    assert_eq!(
        rejects("dvonn ......../........../.........../........../......... w p"),
        PositionError::RowLength {
            row: 1,
            expected: 9,
            found: 8
        }
    );
    assert_eq!(
        rejects("dvonn ........./........../............/........../......... w p"),
        PositionError::RowLength {
            row: 3,
            expected: 11,
            found: 12
        }
    );
    assert_eq!(
        rejects("dvonn ....x..../........../.........../........../......... w p"),
        PositionError::UnknownChar { row: 1, found: 'x' }
    );
    assert_eq!(
        rejects("dvonn ........./........../.........../........../....D.... w p"),
        PositionError::UnknownChar { row: 5, found: 'D' }
    );
    let m = |token: &str| {
        format!("dvonn {token}dd....../........../.........../........../......... w m")
    };
    assert_eq!(height(&m("w1")), HeightProblem::One);
    assert_eq!(height(&m("b1")), HeightProblem::One);
    assert_eq!(height(&m("b05")), HeightProblem::LeadingZero);
    assert_eq!(height(&m("w0")), HeightProblem::LeadingZero);
    assert_eq!(height(&m("w50")), HeightProblem::TooHigh);
    assert_eq!(height(&m("b123456789012345678901")), HeightProblem::TooHigh);
    assert_eq!(height(&m("W")), HeightProblem::Missing);
    assert_eq!(height(&m("B1")), HeightProblem::Missing);
    assert_eq!(height(&m("d2")), HeightProblem::OnDvonn);
    let e = rejects(&m("w1"));
    assert_eq!(
        e.to_string(),
        "board: row 1: w1: a single piece is written w or b, without a height"
    );
}

#[test]
fn rule_3_turn_and_phase() {
    assert_eq!(
        rejects(&format!("dvonn {EMPTY} x p")),
        PositionError::Turn("x".to_owned())
    );
    assert_eq!(
        rejects(&format!("dvonn {EMPTY} W p")),
        PositionError::Turn("W".to_owned())
    );
    assert_eq!(
        rejects(&format!("dvonn {EMPTY} w q")),
        PositionError::Phase("q".to_owned())
    );
    assert_eq!(
        rejects(&format!("dvonn {EMPTY} w P")),
        PositionError::Phase("P".to_owned())
    );
    for (turn, phase) in [("-", "p"), ("-", "m"), ("w", "w+"), ("b", "=")] {
        assert_eq!(
            rejects(&format!("dvonn {EMPTY} {turn} {phase}")),
            PositionError::TurnAndPhase {
                turn: turn.to_owned(),
                phase: phase.to_owned()
            }
        );
    }
}

#[test]
fn rule_4_placement_phase() {
    let s = |board: &str, turn: &str| format!("dvonn {board} {turn} p");
    assert!(matches!(
        rejects(&s(
            "dddw2...../........../.........../........../.........",
            "b"
        )),
        PositionError::StackInPlacement(_)
    ));
    assert!(matches!(
        rejects(&s(
            "ddW2....../........../.........../........../.........",
            "b"
        )),
        PositionError::StackInPlacement(_)
    ));
    assert_eq!(
        rejects("dvonn wwbbbbbww/bbwwwwwdwb/wwwwdbbbbbw/wwbwbbbwbd/bbbwwwbbw w p"),
        PositionError::FullInPlacement
    );
    assert!(matches!(
        rejects(&s(
            "w......../........../.........../........../.........",
            "b"
        )),
        PositionError::PlacementCounts { placed: 1, .. }
    ));
    assert!(matches!(
        rejects(&s(
            "dddww..../........../.........../........../.........",
            "b"
        )),
        PositionError::PlacementCounts { placed: 5, .. }
    ));
    assert_eq!(
        rejects(&s(
            "d......../........../.........../........../.........",
            "w"
        )),
        PositionError::WrongPlacer {
            placed: 1,
            placer: Side::Second
        }
    );
    // The counts of §4 are met and Black is to place: read.
    pos(&s(
        "dddbw..../........../.........../........../.........",
        "b",
    ));
    pos(&s(
        "dddb...../........../.........../........../.........",
        "w",
    ));
}

#[test]
fn rule_5_pieces_dvonn_and_links() {
    assert_eq!(
        rejects("dvonn w40dddw9..../........../.........../........../......... w m"),
        PositionError::TooManyPieces(52)
    );
    assert_eq!(
        rejects("dvonn wb......./........../.........../........../......... w m"),
        PositionError::NoDvonn
    );
    assert_eq!(
        rejects("dvonn ddddwb.../........../.........../........../......... w m"),
        PositionError::TooManyDvonn(4)
    );
    assert_eq!(
        rejects("dvonn W2db....../........../.........../........../......... b m"),
        PositionError::TooFewDvonn(2)
    );
    assert_eq!(
        rejects("dvonn dddwb..../........../.........../........../........w w m"),
        PositionError::Unlinked("k5".parse().expect("k5"))
    );
    // A W3 holds up to 2 DVONN pieces, so W3 and d hold 3.
    pos("dvonn W3db....../........../.........../........../......... b m");
}

#[test]
fn rule_6_movement_phase() {
    assert_eq!(
        rejects("dvonn ........./........../W3.......W3../......b5.../.....B8... b m"),
        PositionError::NoMoveLeft("b+")
    );
    assert_eq!(
        rejects("dvonn ........./w3........./db2......W3../......w4b../.....W6.b2. w m"),
        PositionError::CannotMove { side: Side::First }
    );
    assert_eq!(
        rejects("dvonn wwbbbbbww/bbwwwwwdwb/wwwwdbbbbbw/wwbwbbbwbd/bbbwwwbbw b m"),
        PositionError::FullBoardBlackToMove
    );
}

#[test]
fn rule_7_finished_games() {
    assert_eq!(
        rejects("dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. - b+"),
        PositionError::NotOver { side: Side::First }
    );
    let e = rejects("dvonn ........./........../W3.......W3../......b5.../.....B8... - w+");
    assert_eq!(
        e,
        PositionError::WrongResult {
            white: 6,
            black: 13,
            actual: "b+",
            named: "w+".to_owned()
        }
    );
    assert_eq!(
        e.to_string(),
        "White scores 6 and Black 13, so the result is b+, not w+"
    );
    assert!(matches!(
        rejects("dvonn ........./........../W3.......W3../......b5.../.....B8... - ="),
        PositionError::WrongResult { .. }
    ));
}
