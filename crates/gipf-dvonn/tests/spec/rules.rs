//! Each special rule of DVONN.md §4–§8 with a position of its own: the illegal moves and
//! their reasons, surrounded stacks, removal (the mover's own moved stack included),
//! automatic passes, the end when neither can move, ties, the full board.

use gipf_dvonn::{Action, ActionError, Phase, Position, Reason, Side, Space};
use gipf_game::Game;

use crate::{legal, pos};

const F1: &str = "dvonn wdwbbwwwb/wwbwwbbbww/bbbbwdbwwww/bbwwwbbwbb/wbbbwwbdb w m";
const M1: &str = "dvonn w2.b.wb2..b/d.w3.w2ww.b3w/bdbbbbb2.W3b./w2wbwww2wb2b./.bwwb.b.w b m";

/// The error playing `text` gives, the position unchanged.
fn refused(p: &Position, text: &str) -> ActionError {
    let mut q = *p;
    let e = q.play_text(text).expect_err("illegal");
    assert_eq!(&q, p, "{text}: a refused action changes nothing");
    e
}

fn space(s: &str) -> Space {
    s.parse().expect("a space")
}

#[test]
fn illegal_moves_say_why() {
    let f1 = pos(F1);
    let says = |p: &Position, text: &str, message: &str| {
        assert_eq!(refused(p, text).to_string(), message, "{text}");
    };
    says(
        &f1,
        "e3-f3",
        "e3 cannot move: it is surrounded on all six sides",
    );
    says(
        &f1,
        "b1-a1",
        "b1 is a lone DVONN piece, which may not be moved",
    );
    says(&f1, "a3-a2", "a3 is not your stack: Black controls it");
    says(
        &f1,
        "a1-c1",
        "a1-c1: a stack of 1 moves exactly 1 space, but c1 is 2 spaces away",
    );
    says(
        &f1,
        "a1-b3",
        "a1-b3: b3 is not on one of the six lines from a1",
    );
    says(&f1, "a1-a1", "a1-a1: a stack moves to another space");
    says(
        &f1,
        "e3",
        "e3 is a placement, but the placement phase is over: move one of your stacks, like a1-b1",
    );
    let m1 = pos(M1);
    says(
        &m1,
        "i2-i3",
        "i2-i3: a stack of 3 moves exactly 3 spaces, but i3 is 1 space away",
    );
    says(
        &m1,
        "c1-b1",
        "c1-b1: b1 is vacant, and a move must end on a stack",
    );
    says(&m1, "b1-c1", "there is no stack on b1 to move");
    let start = Position::start();
    says(
        &start,
        "a1-b1",
        "a1-b1 is a move, but this is the placement phase: name a vacant space to place on",
    );
    assert_eq!(refused(&start, "pass"), ActionError::Pass);
}

#[test]
fn a_stack_with_a_vacant_neighbour_moves_and_jumps_over_anything() {
    // e3 (a white stack of 2) has five occupied neighbours and a vacant d2: it may move,
    // exactly 2 spaces, over occupied spaces (d3, f3) and onto occupied ones only.
    let p = pos("dvonn ........./....d...../..bdw2bb..../...db...../......... w m");
    assert_eq!(legal(&p), "e3-c3 e3-g3");
    let mut q = p;
    q.play_text("e3-c3").expect("e3 has a vacant neighbour");
    assert_eq!(
        q.stack(space("c3"))
            .map(|s| (s.controller, s.height, s.dvonn)),
        Some((Some(Side::First), 3, false))
    );
    // With d2 occupied too, e3 is surrounded: only g2 can move.
    let s = pos("dvonn ........./...bd.w.../..bdw2bb..../...db...../......... w m");
    assert_eq!(refused(&s, "e3-c3"), ActionError::Surrounded(space("e3")));
    assert_eq!(legal(&s), "g2-g3");
}

#[test]
fn moves_onto_a_lone_dvonn_piece_make_a_stack_holding_it() {
    let mut p = pos(F1);
    assert!(legal(&p).split(' ').any(|m| m == "a1-b1"));
    p.play_text("a1-b1").expect("legal");
    let b1 = p.stack(space("b1")).expect("a stack");
    assert_eq!(
        (b1.controller, b1.height, b1.dvonn),
        (Some(Side::First), 2, true)
    );
    assert!(p.to_string().starts_with("dvonn .W2wbbwwwb/"), "{p}");
    assert_eq!(p.decider(), Some(Side::Second));
}

#[test]
fn removal_takes_the_movers_own_stack() {
    // White's b1 lands on c1: c1's neighbours are all vacant now, so the new stack of 2 is
    // cut off from the DVONN pieces and removed, White's own piece with it.
    let mut p = pos("dvonn dwb....../d........./db........./w........./......... w m");
    assert_eq!(legal(&p), "b1-a1 b1-c1 b4-a3 b4-b3");
    p.play_text("b1-c1").expect("legal");
    assert_eq!(
        p.to_string(),
        "dvonn d......../d........./db........./w........./......... b m"
    );
    assert_eq!(p.scores(), (1, 1));
}

#[test]
fn removal_to_nothing_ends_in_a_tie_at_nought() {
    let mut p = pos("dvonn dwb....../d........./d........../........../......... w m");
    p.play_text("b1-c1").expect("legal");
    assert_eq!(
        p.to_string(),
        "dvonn d......../d........./d........../........../......... - ="
    );
    let o = Game::outcome(&p).expect("over");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, Reason::Score { white: 0, black: 0 });
    assert_eq!(o.reason.to_string(), "0 to 0");
}

#[test]
fn stacks_holding_dvonn_pieces_are_never_removed() {
    // After b1-c1 the lone DVONN piece on a1 and the W3 on k5 are linked to nothing else:
    // both stay (the stack of 2 on c1 goes), and neither player can move.
    let mut p = pos("dvonn dww....../........../.........../........../........W3 w m");
    p.play_text("b1-c1").expect("legal");
    assert_eq!(
        p.to_string(),
        "dvonn d......../........../.........../........../........W3 - w+"
    );
    assert_eq!(p.scores(), (3, 0));
    assert_eq!(Game::outcome(&p).map(|o| o.winner), Some(Some(Side::First)));
}

#[test]
fn automatic_passes_and_the_end() {
    // E1 after b4-b3: White cannot move, so Black moves again (DVONN.md §12 example 2).
    let mut p = pos("dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m");
    p.play_text("b4-b3").expect("legal");
    assert_eq!(p.decider(), Some(Side::Second));
    assert!(!legal(&p).is_empty());
    // Every line ends by depth 8, and ends only when neither can move.
    let mut ends = 0;
    walk(&p, 8, &mut |q, _| {
        if q.is_over() {
            ends += 1;
        } else {
            assert!(q.perft(1) > 0, "{q}: the player to move can move");
        }
    });
    assert!(ends > 0);
}

/// Visits every position reached by up to `depth` decisions, with the decider before the
/// last one.
fn walk(p: &Position, depth: u32, f: &mut impl FnMut(&Position, Option<Side>)) {
    if depth == 0 {
        return;
    }
    for a in p.legal_actions() {
        let mut q = *p;
        q.play(a).expect("legal");
        f(&q, p.decider());
        walk(&q, depth - 1, f);
    }
}

#[test]
fn t1_counts_its_passes_and_its_ends() {
    // DVONN-PERFT.md: 147 automatic passes, 222 lines that end (217 White wins, 2 Black
    // wins, 3 ties).
    let t1 = pos("dvonn ......b../......b4.../.......w..W4/......B2wW3w2/........w w m");
    let (mut passes, mut white, mut black, mut ties) = (0, 0, 0, 0);
    let mut a_tie = None;
    walk(&t1, 6, &mut |q, before| match Game::outcome(q) {
        Some(o) => match o.winner {
            Some(Side::First) => white += 1,
            Some(Side::Second) => black += 1,
            None => {
                ties += 1;
                a_tie = Some(*q);
            }
        },
        None => passes += usize::from(q.decider() == before),
    });
    assert_eq!((passes, white, black, ties), (147, 217, 2, 3));
    let tie = a_tie.expect("a tie");
    assert!(tie.to_string().ends_with(" - ="), "{tie}");
    let (w, b) = tie.scores();
    assert_eq!(w, b);
    assert_eq!(
        Game::outcome(&tie).map(|o| o.reason.to_string()),
        Some(format!("{w} to {w}"))
    );
}

/// A placement-phase board: 48 pieces, the DVONN pieces and 21 black ones on the 24 edge
/// spaces, 22 white and 2 black ones inside, `j4` (inner) vacant for White's last piece.
fn all_inner_white() -> String {
    let mut tokens = Vec::new();
    let (mut dvonn, mut inner_black) = (0, 0);
    for s in Space::all() {
        tokens.push(if s.is_edge() {
            dvonn += 1;
            if dvonn <= 3 {
                "d"
            } else {
                "b"
            }
        } else if s.to_string() == "j4" {
            "."
        } else if inner_black < 2 {
            inner_black += 1;
            "b"
        } else {
            "w"
        });
    }
    let rows = [0, 9, 19, 30, 40, 49];
    let board: Vec<String> = rows
        .windows(2)
        .map(|r| tokens[r[0]..r[1]].concat())
        .collect();
    format!("dvonn {} w p", board.join("/"))
}

#[test]
fn the_full_board_starts_with_white_or_passes_to_black() {
    // DVONN.md §12 example 1: White moves again after the 49th placement.
    let mut p = pos("dvonn wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw b p");
    for a in ["g1", "c4", "h4"] {
        p.play_text(a).expect("legal");
        assert_eq!(p.phase(), Phase::Placement);
    }
    p.play_text("h5").expect("the 49th placement");
    assert_eq!(
        (p.phase(), p.decider()),
        (Phase::Movement, Some(Side::First))
    );

    // All of White's pieces inside a full board: White cannot move, Black begins.
    let mut q = pos(&all_inner_white());
    assert_eq!(legal(&q), "j4");
    q.play_text("j4").expect("the 49th placement");
    assert_eq!(
        (q.phase(), q.decider()),
        (Phase::Movement, Some(Side::Second))
    );
    assert!(q.to_string().ends_with(" b m"), "{q}");
    assert_eq!(pos(&q.to_string()), q);
    assert!(q
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Move { from, .. } if from.is_edge())));
}

#[test]
fn placements_follow_the_order_of_section_4() {
    let mut p = Position::start();
    let order: Vec<Space> = Space::all().collect();
    for (n, s) in order.iter().enumerate() {
        let placer = if n % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        assert_eq!(p.decider(), Some(placer), "placement {n}");
        assert_eq!(p.legal_actions().len(), 49 - n);
        p.play(Action::Place(*s)).expect("a vacant space");
        let st = p.stack(*s).expect("placed");
        if n < 3 {
            assert_eq!((st.controller, st.dvonn), (None, true));
        } else {
            assert_eq!((st.controller, st.dvonn), (Some(placer), false));
        }
        assert_eq!(st.height, 1);
        assert_eq!(pos(&p.to_string()), p, "{p}");
    }
    assert_eq!(p.phase(), Phase::Movement);
    assert_eq!(p.scores(), (23, 23));
}

#[test]
fn legal_actions_are_in_byte_order() {
    for s in [F1, M1] {
        let texts: Vec<String> = pos(s)
            .legal_actions()
            .iter()
            .map(ToString::to_string)
            .collect();
        let mut sorted = texts.clone();
        sorted.sort();
        assert_eq!(texts, sorted);
    }
    let texts: Vec<String> = Position::start()
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(texts[..6].join(" "), "a1 a2 a3 b1 b2 b3");
    let mut sorted = texts.clone();
    sorted.sort();
    assert_eq!(texts, sorted);
}

#[test]
fn the_seam() {
    let p = Position::start();
    assert_eq!(p.variant_word(), "dvonn");
    assert_eq!(p.read_action("A1 - B1"), "a1-b1".parse());
    assert_eq!(Game::decider(&p), Some(Side::First));
    assert!(!Game::is_over(&p));
    assert_ne!(Game::zobrist(&p), Game::zobrist(&pos(F1)));
    let mut q = p;
    q.play_text("e3").expect("legal");
    assert_ne!(p.zobrist(), q.zobrist());
    assert_eq!(q.zobrist(), pos(&q.to_string()).zobrist());
}
