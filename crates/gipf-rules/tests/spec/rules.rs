//! Every rule and [convention] of RULES.md on hand-built positions (one topic: a test per
//! rule).

use gipf_rules::Color::{Black, White};
use gipf_rules::Stage::{MoverRemoves, OpponentRemoves, Push, Won};
use gipf_rules::Status::{GipfOnly, NotPushed, Singles};
use gipf_rules::Variant::{Basic, Standard, Tournament};
use gipf_rules::{Action, Position, Record, Stage, Variant, WinReason};

use crate::helpers::{legal, play, refused, Build};

#[test]
fn start_strings_are_the_spec_ones() {
    assert_eq!(
        Position::start(Basic).to_string(),
        "basic b2w/5/6/w5b/6/5/b2w w p 12/12 0/0 ss"
    );
    assert_eq!(
        Position::start(Standard).to_string(),
        "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss"
    );
    assert_eq!(
        Position::start(Tournament).to_string(),
        "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn"
    );
    for v in Variant::ALL {
        let p = Position::start(v);
        assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        assert_eq!(p.decider(), Some(White));
    }
}

#[test]
fn spec_example_session() {
    let mut p = Position::start(Standard);
    play(&mut p, "a1-b2");
    assert_eq!(
        p.to_string(),
        "standard w2W/1B3/6/W5B/6/5/B2W b p 11/12 0/0 ss"
    );
    assert_eq!(refused(&p, "e8-e9"), "e8 is not a dot");
}

#[test]
fn push_moves_the_contiguous_run_only() {
    // b1 pushes up column b: b2 b3 are occupied, b4 empty, b5 occupied and stays.
    let mut p = Build::new(Basic, &[("b2", 'w'), ("b3", 'b'), ("b5", 'b'), ("h5", 'w')])
        .reserves(10, 10)
        .position();
    play(&mut p, "b1-b2");
    let s = p.to_string();
    assert!(s.starts_with("basic wwbb/"), "{s}");
    assert_eq!((p.reserve(White), p.turn(), p.stage()), (9, Black, Push));
}

#[test]
fn blocked_push_is_refused_with_the_line() {
    let p = Build::new(
        Standard,
        &[("b2", 'B'), ("b3", 'w'), ("b4", 'b'), ("b5", 'W')],
    )
    .reserves(10, 10)
    .position();
    assert_eq!(refused(&p, "b1-b2"), "b1-b2 is blocked: b2..b5 are full");
    assert_eq!(refused(&p, "b6-b5"), "b6-b5 is blocked: b5..b2 are full");
    assert!(!legal(&p).contains(&"b1-b2".to_string()));
    assert_eq!(legal(&p).len(), 40);
}

#[test]
fn official_end_form_is_read_against_the_board() {
    let p = Build::new(Basic, &[("c2", 'w'), ("d3", 'b'), ("h5", 'w'), ("b5", 'b')])
        .reserves(10, 10)
        .position();
    let canonical = p.parse_action("b1-c2").unwrap();
    assert_eq!(p.parse_action("b1-e4").unwrap(), canonical);
    assert_eq!(p.parse_action(" B1 -\tE4 ").unwrap(), canonical);
    assert_eq!(
        refused(&p, "b1-d3"),
        "b1-d3: that push ends at e4, so write b1-e4 or b1-c2"
    );
    assert_eq!(
        refused(&p, "b1-f5"),
        "b1-f5: f5 is not on a line entering the board from b1"
    );
    // With the first spot empty, the end is the first spot itself.
    assert_eq!(
        refused(&p, "b1-b3"),
        "b1-b3: b2 is empty, so that push ends at b2: write b1-b2"
    );
}

#[test]
fn a_row_of_five_takes_its_whole_extension() {
    // e1 pushes e2 e3 e4 up; e6 white and e7 black join the row's extension.
    let mut p = Build::new(
        Basic,
        &[
            ("e2", 'w'),
            ("e3", 'w'),
            ("e4", 'w'),
            ("e6", 'w'),
            ("e7", 'b'),
        ],
    )
    .reserves(10, 12)
    .position();
    play(&mut p, "e1-e2");
    // One option only: applied automatically, no decision.
    assert_eq!(p.to_string(), "basic 4/5/6/7/6/5/4 b p 14/12 1/0 ss");
}

#[test]
fn crossing_rows_without_a_gipf_piece_the_mover_chooses_one() {
    let pieces = [
        ("e2", 'w'),
        ("e3", 'w'),
        ("e5", 'w'),
        ("c4", 'w'),
        ("d4", 'w'),
        ("f3", 'w'),
    ];
    let start = Build::new(Basic, &pieces).reserves(8, 12).position();
    let mut p = start.clone();
    play(&mut p, "e1-e2");
    assert_eq!((p.stage(), p.decider()), (MoverRemoves, Some(White)));
    assert_eq!(legal(&p), ["xc4,d4,e4,f3", "xe2,e3,e4,e5"]);
    assert_eq!(
        refused(&p, "done"),
        "done is not possible yet: a row that holds a single piece must be removed"
    );
    play(&mut p, "xe2,e3,e4,e5");
    // The other row lost its crossing piece: it is gone, the turn passes.
    assert_eq!((p.turn(), p.stage(), p.reserve(White)), (Black, Push, 11));
    assert_eq!(p.board().pieces(White).len(), 3);
}

/// e1-e2 makes White rows e2..e5 and c4 d4 e4 f3 crossing at e4, which then holds the GIPF
/// piece pushed up from e3.
const CROSSING_GIPF: [(&str, char); 8] = [
    ("e2", 'w'),
    ("e3", 'W'),
    ("e5", 'w'),
    ("c4", 'w'),
    ("d4", 'w'),
    ("f3", 'w'),
    ("b2", 'W'),
    ("h5", 'B'),
];

#[test]
fn crossing_rows_with_a_gipf_piece_on_the_crossing() {
    let start = Build::new(Standard, &CROSSING_GIPF)
        .reserves(5, 10)
        .position();
    let mut p = start.clone();
    play(&mut p, "e1-e2");
    assert_eq!(
        legal(&p),
        ["xc4,d4,Ge4,f3", "xc4,d4,f3", "xe2,e3,Ge4,e5", "xe2,e3,e5"]
    );
    // Keeping the GIPF piece on the crossing lets White take both rows.
    play(&mut p, "xe2,e3,e5");
    assert_eq!(p.stage(), MoverRemoves);
    assert_eq!(legal(&p), ["xc4,d4,Ge4,f3", "xc4,d4,f3"]);
    play(&mut p, "xc4,d4,f3");
    assert_eq!((p.turn(), p.stage(), p.reserve(White)), (Black, Push, 10));
    let e4 = "e4".parse::<gipf_rules::Point>().unwrap().spot().unwrap();
    assert!(p.board().gipf().contains(e4));

    // Taking the crossing GIPF piece with the first row breaks the second.
    let mut q = start;
    play(&mut q, "e1-e2");
    play(&mut q, "xc4,d4,Ge4,f3");
    assert_eq!((q.turn(), q.stage(), q.reserve(White)), (Black, Push, 9));
}

/// e1-e2 completes White's row b2..e2 (no GIPF piece: removed at once) and pushes e2's black
/// piece into Black's row c3 d3 e3 f2, whose GIPF piece d3 Black may keep.
const BOTH_ROWS: [(&str, char); 9] = [
    ("b2", 'w'),
    ("c2", 'w'),
    ("d2", 'w'),
    ("h2", 'W'),
    ("e2", 'b'),
    ("c3", 'b'),
    ("d3", 'B'),
    ("f2", 'b'),
    ("g6", 'B'),
];

#[test]
fn both_players_rows_after_one_push_the_opponent_keeps_his_gipf() {
    let mut p = Build::new(Standard, &BOTH_ROWS).reserves(8, 6).position();
    play(&mut p, "e1-e2");
    // White's row (no GIPF piece) went automatically; Black decides his.
    assert_eq!(p.to_string().split(' ').nth(2), Some("w"));
    assert_eq!((p.stage(), p.decider()), (OpponentRemoves, Some(Black)));
    assert_eq!(p.reserve(White), 11);
    assert_eq!(legal(&p), ["xc3,Gd3,e3,f2", "xc3,e3,f2"]);
    assert_eq!(
        refused(&p, "a1-b2"),
        "Black must first decide which row to remove"
    );
    assert_eq!(
        refused(&p, "done"),
        "done is not possible: rows left standing after the opponent's push must be removed"
    );
    // The position string at this stage round-trips.
    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
    play(&mut p, "xc3,e3,f2");
    assert_eq!((p.turn(), p.stage(), p.reserve(Black)), (Black, Push, 9));
}

#[test]
fn mover_resolves_first_and_can_destroy_the_opponents_row() {
    // White's push makes a white row e2..e5 and a black row c6 d6 e6 f5; White resolves
    // first, and his extension (e2..e6) takes e6, so Black's row is gone before his turn.
    let pieces = [
        ("e2", 'w'),
        ("e3", 'w'),
        ("e4", 'w'),
        ("e5", 'b'),
        ("c6", 'b'),
        ("d6", 'b'),
        ("f5", 'b'),
        ("h5", 'w'),
    ];
    let mut p = Build::new(Basic, &pieces).reserves(8, 8).position();
    play(&mut p, "e1-e2");
    assert_eq!((p.turn(), p.stage()), (Black, Push));
    assert_eq!(p.captured(White), 1);
    assert_eq!(p.board().pieces(Black).len(), 3);
}

/// White's optional (all-GIPF) row b2 c2 d2 e2, one more White GIPF piece, and Black's one.
const GIPF_ROW: [(&str, char); 6] = [
    ("b2", 'W'),
    ("c2", 'W'),
    ("d2", 'W'),
    ("e2", 'W'),
    ("h3", 'W'),
    ("h5", 'B'),
];

#[test]
fn optional_rows_are_offered_before_the_push_without_done() {
    let p = Build::new(Tournament, &GIPF_ROW)
        .status(GipfOnly, GipfOnly)
        .reserves(6, 16)
        .position();
    let moves = legal(&p);
    // 40 open entries, each as a GIPF and a single push, and 15 ways to take the row.
    assert_eq!(moves.len(), 40 * 2 + 15);
    assert!(moves.contains(&"xGb2,Gc2,Gd2,Ge2".to_string()));
    assert!(!moves.contains(&"done".to_string()));
    assert_eq!(
        refused(&p, "done"),
        "done only leaves optional rows after your push; before a push, just push"
    );
    // G marks may be left out; the removal stays before the push.
    let mut q = p.clone();
    assert_eq!(play(&mut q, "x c2 ,b2").to_string(), "xGb2,Gc2");
    assert_eq!((q.turn(), q.stage(), q.reserve(White)), (White, Push, 10));
    assert_eq!(refused(&q, "xd2,e2"), "there is no row to remove now");
    assert_eq!(refused(&p, "xGb2,c2,Gb2"), "b2 is named twice");
    assert_eq!(refused(&p, "xGh5"), "no row removal takes exactly xGh5; the choices are xGb2 or xGb2,Gc2 or xGb2,Gc2,Gd2 or xGb2,Gc2,Gd2,Ge2 or xGb2,Gc2,Ge2 or xGb2,Gd2 or xGb2,Gd2,Ge2 or xGb2,Ge2 or xGc2 or xGc2,Gd2 or xGc2,Gd2,Ge2 or xGc2,Ge2 or xGd2 or xGd2,Ge2 or xGe2");
}

#[test]
fn optional_rows_after_the_push_offer_done() {
    let mut p = Build::new(Tournament, &GIPF_ROW)
        .status(GipfOnly, GipfOnly)
        .reserves(6, 16)
        .position();
    play(&mut p, "i5-h5");
    assert_eq!((p.stage(), p.decider()), (MoverRemoves, Some(White)));
    let moves = legal(&p);
    assert_eq!(moves.len(), 16);
    assert!(moves.contains(&"done".to_string()));
    play(&mut p, "done");
    // Leaving the row leaves it standing; Black (no rows) pushes next.
    assert_eq!((p.turn(), p.stage()), (Black, Push));
    assert_eq!(p.board().pieces(White).len(), 6);
    // Black cannot touch White's optional row, and it is offered to White again on his turn.
    assert!(!legal(&p).iter().any(|m| m.starts_with('x')));
    play(&mut p, "i1-h2");
    assert_eq!((p.turn(), p.stage()), (White, Push));
    assert!(legal(&p).contains(&"xGb2,Gc2,Gd2,Ge2".to_string()));
}

#[test]
fn taking_an_optional_row_with_every_gipf_kept_removes_its_singles() {
    let pieces = [
        ("e3", 'W'),
        ("e4", 'W'),
        ("e5", 'W'),
        ("e6", 'W'),
        ("e7", 'b'),
        ("h5", 'B'),
    ];
    let mut p = Build::new(Tournament, &pieces)
        .status(Singles, Singles)
        .reserves(6, 15)
        .position();
    assert!(legal(&p).contains(&"xe7".to_string()));
    play(&mut p, "xe7");
    assert_eq!((p.captured(White), p.stage(), p.turn()), (1, Push, White));
    // The row still stands, now without singles in its extension.
    assert!(legal(&p).contains(&"xGe3".to_string()));
    assert!(!legal(&p).contains(&"xe7".to_string()));
}

#[test]
fn opponents_optional_rows_wait_for_his_own_turn() {
    let pieces = [
        ("g2", 'B'),
        ("g3", 'B'),
        ("g4", 'B'),
        ("g5", 'B'),
        ("b5", 'W'),
    ];
    let mut p = Build::new(Tournament, &pieces)
        .status(Singles, Singles)
        .reserves(10, 10)
        .position();
    assert!(!legal(&p).iter().any(|m| m.starts_with('x')));
    play(&mut p, "a1-b2");
    // White's push made no row of his; Black's optional row is not dealt with in stage o.
    assert_eq!((p.turn(), p.stage()), (Black, Push));
    assert!(legal(&p).contains(&"xGg2,Gg3,Gg4,Gg5".to_string()));
}

#[test]
fn tournament_gipf_phase() {
    let mut p = Position::start(Tournament);
    assert_eq!(
        refused(&p, "b1-b2"),
        "tournament: White's first push must be a GIPF piece (write G before the push, as in Gb1-b2)"
    );
    play(&mut p, "gb1-b2");
    assert_eq!((p.status(White), p.status(Black)), (GipfOnly, NotPushed));
    assert_eq!(p.reserve(White), 16);
    // Black is exempt from the GIPF check until his first push.
    assert_eq!((p.turn(), p.stage()), (Black, Push));
    assert!(refused(&p, "a1-b2").starts_with("tournament: Black's first push"));
    play(&mut p, "Gg1-g2");
    // g1-g2 with a lower-case g prefix ambiguity: `g1-g2` is column g, not a GIPF mark.
    assert!(p.parse_action("g1-g2").is_ok());
    play(&mut p, "Gb1-b2");
    assert_eq!(p.status(White), GipfOnly);
    play(&mut p, "g1-g2");
    assert_eq!(p.status(Black), Singles);
    play(&mut p, "b1-b2");
    assert_eq!(p.status(White), Singles);
    assert_eq!(
        refused(&p, "Ga1-b2"),
        "tournament: Black has pushed a single piece already and can no longer bring in GIPF pieces"
    );
    let s = Position::start(Standard);
    assert!(refused(&s, "Gb1-b2").starts_with("only the tournament variant"));
}

#[test]
fn removing_own_gipf_returns_two_and_keeps_the_status() {
    let mut p = Build::new(Tournament, &GIPF_ROW)
        .status(GipfOnly, GipfOnly)
        .reserves(6, 16)
        .position();
    play(&mut p, "xGb2");
    assert_eq!((p.reserve(White), p.status(White)), (8, GipfOnly));
    play(&mut p, "Ga1-b2");
    assert_eq!(p.status(White), GipfOnly);
}

#[test]
fn empty_reserve_refilled_by_a_pre_push_removal() {
    let mut p = Build::new(Tournament, &GIPF_ROW)
        .status(Singles, Singles)
        .reserves(0, 10)
        .position();
    // Only removals: no push without a reserve, and the turn is still a decision.
    let moves = legal(&p);
    assert_eq!(moves.len(), 15);
    assert!(moves.iter().all(|m| m.starts_with('x')));
    assert_eq!(refused(&p, "a1-b2"), "White has no piece left in reserve");
    play(&mut p, "xGb2");
    assert_eq!((p.reserve(White), p.stage()), (2, Push));
    assert!(legal(&p).iter().all(|m| !m.starts_with('x')));
    play(&mut p, "a1-b2");
}

#[test]
fn empty_reserve_refilled_by_a_pending_removal() {
    // Black's push completes a white row; White's forced removal refills his reserve before
    // his turn starts, so he does not lose.
    let pieces = [
        ("e2", 'w'),
        ("c3", 'w'),
        ("d3", 'w'),
        ("f2", 'w'),
        ("b5", 'b'),
    ];
    let mut p = Build::new(Basic, &pieces)
        .turn(Black)
        .reserves(0, 5)
        .position();
    play(&mut p, "e1-e2");
    assert_eq!((p.turn(), p.stage(), p.reserve(White)), (White, Push, 4));
}

#[test]
fn empty_reserve_at_the_start_of_a_turn_loses() {
    let mut p = Build::new(Basic, &[("b2", 'w'), ("b5", 'b')])
        .turn(Black)
        .reserves(0, 5)
        .position();
    play(&mut p, "a5-b5");
    assert_eq!(p.stage(), Won(Black));
    assert_eq!(p.turn(), White, "the final string names the loser's turn");
    assert_eq!(p.decider(), None);
    assert!(p.legal_actions().is_empty());
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Black, WinReason::NoReserve));
    assert_eq!(o.to_string(), "Black wins: White has no piece left to push");
    assert_eq!(p.perft(1), 0);
    assert!(refused(&p, "a1-b2").starts_with("the game is over: Black wins"));
    let s = p.to_string();
    assert!(s.contains(" w b+ 0/4 "), "{s}");
    assert_eq!(s.parse::<Position>().unwrap(), p);
}

fn last_gipf_position() -> Position {
    // Column e after e1-e2: e2..e5 white; e6 holds Black's only GIPF piece, in the extension.
    Build::new(
        Standard,
        &[
            ("e2", 'w'),
            ("e3", 'w'),
            ("e4", 'w'),
            ("e6", 'B'),
            ("b2", 'W'),
        ],
    )
    .reserves(10, 10)
    .position()
}

#[test]
fn capturing_the_opponents_last_gipf_wins() {
    let mut p = last_gipf_position();
    play(&mut p, "e1-e2");
    assert_eq!(legal(&p), ["xe2,e3,e4,e5", "xe2,e3,e4,e5,Ge6"]);
    let mut keep = p.clone();
    play(&mut keep, "xe2,e3,e4,e5");
    assert_eq!(keep.stage(), Push);
    play(&mut p, "xe2,e3,e4,e5,Ge6");
    assert_eq!((p.stage(), p.turn()), (Won(White), White));
    assert_eq!(p.captured(White), 2);
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (White, WinReason::NoGipfLeft));
    assert_eq!(o.to_string(), "White wins: Black has no GIPF piece left");
    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
}

#[test]
fn removing_ones_own_last_gipf_loses() {
    let mut p = Build::new(
        Standard,
        &[("e2", 'w'), ("e3", 'W'), ("e4", 'w'), ("h5", 'B')],
    )
    .reserves(10, 10)
    .position();
    play(&mut p, "e1-e2");
    assert_eq!(legal(&p), ["xe2,e3,Ge4,e5", "xe2,e3,e5"]);
    play(&mut p, "xe2,e3,Ge4,e5");
    assert_eq!(p.stage(), Won(Black));
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Black, WinReason::NoGipfLeft));
}

#[test]
fn both_last_gipf_pieces_at_once_the_remover_wins() {
    let mut p = Build::new(
        Standard,
        &[("e2", 'w'), ("e3", 'W'), ("e4", 'w'), ("e6", 'B')],
    )
    .reserves(10, 10)
    .position();
    play(&mut p, "e1-e2");
    play(&mut p, "xe2,e3,Ge4,e5,Ge6");
    assert_eq!(p.stage(), Won(White));
}

#[test]
fn the_opponent_resolving_can_take_the_movers_last_gipf() {
    // White's push shifts a black run into a row whose extension holds White's only GIPF
    // piece; Black, resolving in stage o, may take it and win.
    let pieces = [
        ("d2", 'b'),
        ("d3", 'b'),
        ("d4", 'b'),
        ("d6", 'b'),
        ("d7", 'W'),
        ("h5", 'B'),
    ];
    // d1-d2 shifts d2..d4 up to d3..d5: black d3..d6 with d7 W in the extension.
    let mut p = Build::new(Standard, &pieces).reserves(10, 8).position();
    play(&mut p, "d1-d2");
    assert_eq!((p.stage(), p.decider()), (OpponentRemoves, Some(Black)));
    assert_eq!(legal(&p), ["xd2,d3,d4,d5,d6", "xd2,d3,d4,d5,d6,Gd7"]);
    play(&mut p, "xd2,d3,d4,d5,d6,Gd7");
    assert_eq!((p.stage(), p.turn()), (Won(Black), White));
}

#[test]
fn tournament_first_push_exemption() {
    let mut p = Position::start(Tournament);
    play(&mut p, "Ge1-e2");
    // Black has no GIPF piece but has not pushed: the game goes on.
    assert_eq!((p.stage(), p.decider()), (Push, Some(Black)));
    assert_eq!(p.to_string(), "tournament 4/5/6/W6/6/5/4 b p 16/18 0/0 gn");
    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
}

#[test]
fn action_forms() {
    let p = Position::start(Standard);
    let a = p.parse_action("a1-b2").unwrap();
    for form in ["A1-B2", " a1 - b2 ", "\ta1\t-\tb2\t", "a1 -b2"] {
        assert_eq!(p.parse_action(form).unwrap(), a, "{form:?}");
    }
    assert_eq!("a1-b2".parse::<Action>().unwrap(), a);
    assert_eq!("DONE".parse::<Action>().unwrap(), Action::Done);
    for bad in [
        "",
        "a1",
        "a1-",
        "-b2",
        "a1-b2-c3",
        "a1--b2",
        "x",
        "x,",
        "xb2,",
        "x b2 ,, c3",
        "G",
        "Gx1-b2",
        "a 1-b2",
        "G b1-b2",
        "a1-b22",
        "done please",
        "xGGb2",
        "Ga1",
    ] {
        assert!(p.parse_action(bad).is_err(), "{bad:?} accepted");
    }
    assert_eq!(refused(&p, "e5-e6"), "e5 is not a dot");
    assert_eq!(
        refused(&p, "j1-b2"),
        "\"j1\" is not a point of the board (points are a1..i5, the centre is e5)"
    );
    assert_eq!(refused(&p, "xa1"), "a1 is a dot: no piece stands there");
    assert_eq!(refused(&p, "xb2"), "there is no row to remove now");
}

#[test]
fn g_marks_on_singles_are_errors() {
    let mut p = Build::new(Standard, &CROSSING_GIPF)
        .reserves(5, 10)
        .position();
    play(&mut p, "e1-e2");
    assert_eq!(
        refused(&p, "xGe2,e3,Ge4,e5"),
        "e2 does not hold a GIPF piece: remove the G in front of it"
    );
    // Any order, any case, without marks.
    let a = p.parse_action("X E5 , e4,\te3 ,e2").unwrap();
    assert_eq!(a.to_string(), "xe2,e3,Ge4,e5");
}

#[test]
fn records_round_trip_and_point_at_the_first_bad_action() {
    let r: Record = "standard a1-b2 i5-h5 b1-b3".parse().unwrap();
    assert_eq!(r.to_string(), "standard a1-b2 i5-h5 b1-b2");
    assert_eq!(r.positions().count(), 4);
    let err = "standard a1-b2 e8-e9 a1-b2".parse::<Record>().unwrap_err();
    assert_eq!(err.to_string(), "action 2 (e8-e9): e8 is not a dot");
    let from_string: Record = "standard w2W/1B3/6/W5B/6/5/B2W b p 11/12 0/0 ss i5-h5"
        .parse()
        .unwrap();
    assert_eq!(
        from_string.to_string(),
        "standard w2W/1B3/6/W5B/6/5/B2W b p 11/12 0/0 ss i5-h5"
    );
    assert!("".parse::<Record>().is_err());
    assert!("chess e2-e4".parse::<Record>().is_err());
    assert!("standard w2W/1B3 b".parse::<Record>().is_err());
}

fn position_error(s: &str) -> String {
    s.parse::<Position>().expect_err(s).to_string()
}

#[test]
fn malformed_position_strings_are_rejected_with_the_reason() {
    let cases = [
        ("", "7 fields"),
        ("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0", "found 6"),
        ("standard  B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss", "7 fields"),
        (
            "chess B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
            "unknown variant",
        ),
        ("standard B2W/5/6/W5B/6/5 w p 12/12 0/0 ss", "has 6 columns"),
        (
            "standard B2W/5/6/W5B/6/5/B3W w p 12/12 0/0 ss",
            "describes 5 spots; it has 4",
        ),
        (
            "standard B11W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
            "two digits in a row",
        ),
        (
            "standard B2W/05/6/W5B/6/5/B2W w p 12/12 0/0 ss",
            "0 is not a count",
        ),
        (
            "standard B2X/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
            "'X' is not",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W x p 12/12 0/0 ss",
            "turn \"x\"",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w q 12/12 0/0 ss",
            "stage \"q\"",
        ),
        ("standard B2W/5/6/W5B/6/5/B2W w p 12-12 0/0 ss", "reserves"),
        ("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/+0 ss", "captures"),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 sx",
            "status \"sx\"",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 gs",
            "only the tournament",
        ),
        (
            "basic B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
            "basic variant has no GIPF",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 13/12 0/0 ss",
            "White has 19 pieces",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/1 ss",
            "White has 19 pieces",
        ),
    ];
    for (s, want) in cases {
        let e = position_error(s);
        assert!(e.contains(want), "{s:?}: {e:?} lacks {want:?}");
    }
}

#[test]
fn impossible_stages_are_rejected() {
    // A compulsory row at stage p.
    let s = Build::new(Basic, &[("b2", 'w'), ("b3", 'w'), ("b4", 'w'), ("b5", 'w')]).0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("White has a row that must be removed"));
    // The player to push can do nothing.
    let s = Build::new(Basic, &[("b2", 'w')]).reserves(0, 5).0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("White has no legal action"));
    // Stage m with no row.
    let s = Build::new(Basic, &[("b2", 'w')]).stage(MoverRemoves).0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("0 way"));
    // Stage m with one forced option.
    let s = Build::new(Basic, &[("b2", 'w'), ("b3", 'w'), ("b4", 'w'), ("b5", 'w')])
        .stage(MoverRemoves)
        .0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("1 way"));
    // Stage o while the mover still has a compulsory row.
    let s = Build::new(
        Standard,
        &[
            ("b2", 'w'),
            ("b3", 'w'),
            ("b4", 'w'),
            ("b5", 'w'),
            ("h2", 'W'),
            ("e4", 'B'),
        ],
    )
    .stage(OpponentRemoves)
    .0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("White still has a row to remove"));
    // A player who is not exempt without a GIPF piece in an unfinished game.
    let s = Build::new(Standard, &[("b2", 'W'), ("b3", 'b')]).0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("Black has no GIPF piece"));
    let ok = Build::new(Tournament, &[("b2", 'W')])
        .turn(Black)
        .status(GipfOnly, NotPushed)
        .reserves(16, 18)
        .try_position();
    assert!(ok.is_ok(), "{ok:?}");
    // A finished game that nothing explains.
    let s = Build::new(Standard, &[("b2", 'W'), ("b3", 'B')])
        .stage(Stage::Won(White))
        .0;
    assert!(Position::try_from(s)
        .unwrap_err()
        .to_string()
        .contains("Black has lost neither"));
}

#[test]
fn spec_mid_game_positions_parse_and_round_trip() {
    for s in [
        "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss",
        "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg",
    ] {
        let p: Position = s.parse().unwrap();
        assert_eq!(p.to_string(), s);
        assert_eq!(p.hash(), p.compute_hash());
    }
    let p1: Position = "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss"
        .parse()
        .unwrap();
    assert_eq!(p1.legal_actions().len(), 4);
    let p2: Position = "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg"
        .parse()
        .unwrap();
    assert!(legal(&p2).contains(&"done".to_string()));
}

#[test]
fn events_report_the_push_end_and_every_removal() {
    use gipf_rules::Event;
    let mut p = Build::new(Standard, &BOTH_ROWS).reserves(8, 6).position();
    let push = p.parse_action("e1-e2").unwrap();
    let events = p.play_events(push).unwrap();
    assert_eq!(events.len(), 2, "{events:?}");
    match &events[0] {
        Event::Pushed {
            color, end, gipf, ..
        } => {
            assert_eq!(
                (*color, end.to_string(), *gipf),
                (White, "e3".to_string(), false)
            );
        }
        e => panic!("{e:?}"),
    }
    match &events[1] {
        Event::Removed {
            remover,
            taken,
            forced,
        } => {
            assert_eq!((*remover, *forced), (White, true));
            let names: Vec<String> = taken.iter().map(|(s, _)| s.to_string()).collect();
            assert_eq!(names, ["b2", "c2", "d2", "e2"]);
        }
        e => panic!("{e:?}"),
    }
    let removal = p.parse_action("xc3,e3,f2").unwrap();
    let events = p.play_events(removal).unwrap();
    match &events[..] {
        [Event::Removed {
            remover,
            taken,
            forced,
        }] => {
            assert_eq!((*remover, *forced, taken.len()), (Black, false, 3));
            assert!(taken.iter().all(|(_, piece)| piece.color == Black));
        }
        e => panic!("{e:?}"),
    }
    // An illegal action reports nothing and changes nothing.
    let before = p.clone();
    assert!(p.play_events(Action::Done).is_err());
    assert_eq!(p, before);
}

#[test]
fn last_turn_events_start_at_the_last_push() {
    use gipf_rules::Event;
    let r: Record = "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5"
        .parse()
        .unwrap();
    let events = r.last_turn_events();
    assert!(
        matches!(events[0], Event::Pushed { color: White, .. }),
        "{events:?}"
    );
    assert!(
        matches!(&events[1], Event::Removed { remover: White, taken, forced: false } if taken.len() == 3),
        "{events:?}"
    );
    assert_eq!(events.len(), 2);
    // Earlier turns are not part of it.
    let r: Record = "standard a1-b2 i5-h5".parse().unwrap();
    let events = r.last_turn_events();
    assert!(
        matches!(events[..], [Event::Pushed { color: Black, .. }]),
        "{events:?}"
    );
    assert!(Record::new(Position::start(Standard))
        .last_turn_events()
        .is_empty());
}
