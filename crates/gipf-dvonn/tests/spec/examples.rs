//! The worked examples of DVONN.md §10, §11 and §12, with their exact strings and counts.

use gipf_dvonn::{Phase, Position, Reason, Side, Space, Stack};
use gipf_game::Game;

use crate::{legal, pos};

fn space(s: &str) -> Space {
    s.parse().expect("a space of the board")
}

fn play_all(p: &mut Position, line: &str) {
    for a in line.split(' ') {
        p.play_text(a)
            .unwrap_or_else(|e| panic!("{a} should be legal in {p}: {e}"));
    }
}

#[test]
fn start_and_first_placements() {
    let start = "dvonn ........./........../.........../........../......... w p";
    assert_eq!(Position::start().to_string(), start);
    assert_eq!(pos(start), Position::start());
    let mut p = Position::start();
    play_all(&mut p, "e3 f3 g3 h3 d3");
    assert_eq!(
        p.to_string(),
        "dvonn ........./........../...wdddb.../........../......... b p"
    );
}

#[test]
fn the_mid_game_string_reads_as_described() {
    let p = pos("dvonn w2.b.wb2..b/d.w3.w2ww.b3w/bdbbbbb2.W3b./w2wbwww2wb2b./.bwwb.b.w b m");
    let white = Some(Side::First);
    assert_eq!(
        p.stack(space("a1")),
        Some(Stack {
            controller: white,
            height: 2,
            dvonn: false
        })
    );
    assert_eq!(
        p.stack(space("i3")),
        Some(Stack {
            controller: white,
            height: 3,
            dvonn: true
        })
    );
    assert_eq!(
        p.stack(space("a2")),
        Some(Stack {
            controller: None,
            height: 1,
            dvonn: true
        })
    );
    assert_eq!(p.stack(space("b1")), None);
}

#[test]
fn the_protocol_session() {
    let mut p = Position::start();
    p.play_text("E3").expect("a vacant space");
    assert_eq!(
        p.to_string(),
        "dvonn ........./........../....d....../........../......... b p"
    );
    let err = p.play_text("e3").expect_err("occupied");
    assert_eq!(err.to_string(), "e3 is occupied");
    assert_eq!(p.decider(), Some(Side::Second));
}

#[test]
fn example_1_end_of_the_placement_phase() {
    let mut p = pos("dvonn wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw b p");
    assert_eq!(legal(&p), "c4 g1 h4 h5");
    play_all(&mut p, "g1 c4 h4 h5");
    assert_eq!(
        p.to_string(),
        "dvonn wwbbbbbww/bbwwwwwdwb/wwwwdbbbbbw/wwbwbbbwbd/bbbwwwbbw w m"
    );
    assert_eq!(p.phase(), Phase::Movement);
    assert_eq!(p.decider(), Some(Side::First));
    let moves = p.legal_actions();
    assert_eq!(moves.len(), 39);
    assert_eq!(p.perft(1), 39);
    for m in &moves {
        let gipf_dvonn::Action::Move { from, .. } = *m else {
            panic!("{m} is not a move");
        };
        assert!(from.is_edge(), "{m} moves from an inner space");
    }
    assert!(moves.iter().any(|m| m.to_string() == "a1-b1"));
    let mut q = p;
    q.play_text("a1-b1")
        .expect("a single piece moves onto a neighbour");
    assert_eq!(q.stack(space("b1")).map(|s| s.height), Some(2));
}

const E1: &str = "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m";

#[test]
fn example_2_removal_and_an_automatic_pass() {
    let p = pos(E1);
    assert_eq!(p.scores(), (18, 5));
    assert_eq!(p.legal_actions().len(), 8);

    let mut a = p;
    a.play_text("b4-b3").expect("legal");
    assert_eq!(
        a.to_string(),
        "dvonn ........./w3........./db2......W3../......w4b../.....W6.b2. b m"
    );
    assert_eq!(a.decider(), Some(Side::Second), "White passed");
    assert_eq!(a.stack(space("c5")), None, "c5 was cut off");
    assert_eq!(a.stack(space("d5")), None, "d5 was cut off");

    let mut b = p;
    b.play_text("j5-h5").expect("legal");
    assert_eq!(
        b.to_string(),
        "dvonn ........./w3........./dw......W3../b.....w4b../wb...B8... w m"
    );
    assert_eq!(b.scores(), (12, 11));
}

#[test]
fn example_3_the_end() {
    let p = pos(E1);
    assert_eq!(p.perft(8), 0);
    let mut q = p;
    play_all(&mut q, "j5-h5 a2-d5 b4-a3 b3-a3 i4-h4");
    let end = "dvonn ........./........../W3.......W3../......b5.../.....B8... - b+";
    assert_eq!(q.to_string(), end);
    assert_eq!(pos(end), q);
    assert_eq!(q.scores(), (6, 13));
    assert_eq!(q.decider(), None);
    assert!(q.is_over());
    let outcome = Game::outcome(&q).expect("over");
    assert_eq!(outcome.winner, Some(Side::Second));
    assert_eq!(
        outcome.reason,
        Reason::Score {
            white: 6,
            black: 13
        }
    );
    assert_eq!(outcome.reason.to_string(), "13 to 6");
    assert!(q.legal_actions().is_empty());
    assert_eq!(
        q.play_text("a3-d3").expect_err("over").to_string(),
        "the game is over: no more actions are played"
    );
}
