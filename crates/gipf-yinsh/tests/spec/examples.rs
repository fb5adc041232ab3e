//! The worked examples of YINSH.md (§8's game, §9's strings, §10's session, YINSH-PERFT.md's
//! checks) and the special cases of §5 and §7, each on a position of its own: a run of six,
//! two rows crossing, two rows apart, a run of ten, the opponent's row made by the mover,
//! both rows at the goal, the last marker, a blocked player, nobody able to move.

use gipf_yinsh::{Action, ActionError, Game, Position, Reason, Side, Stage};

use crate::perft::{Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8};
use crate::{build, legal, play_all, pos};

/// The filler rings of the hand-made positions: four of White's down column `a`, Black's
/// five on the right edge, far from every row.
const WHITE_RINGS: &str = "Wa3 Wa4 Wa5 Wb7";
const BLACK_RINGS: &str = "Bk7 Bk8 Bk9 Bk10 Bj11";

fn board(pieces: &str, rest: &str) -> Position {
    pos(&build(
        "yinsh",
        &format!("{WHITE_RINGS} {BLACK_RINGS} {pieces}"),
        rest,
    ))
}

#[test]
fn the_game_of_section_8_and_the_strings_of_section_9() {
    let mut p = Position::start();
    assert_eq!(p.to_string(), "yinsh 4/7/8/9/10/9/10/9/8/7/4 w p 0/0");
    assert_eq!(
        Position::blitz_start().to_string(),
        "yinsh-blitz 4/7/8/9/10/9/10/9/8/7/4 w p 0/0"
    );
    play_all(&mut p, "e3 a5 b5 c6 d6 e4 h7 g2 g3 g8");
    assert_eq!(p.to_string(), Y1);
    assert_eq!(p.legal_actions().len(), 86, "White had 86 legal ring moves");
    p.play_text("h7-g7").expect("legal");
    assert_eq!(
        p.to_string(),
        "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW3WB3/4w4/8/7/4 b m 0/0"
    );
    assert_eq!(p.legal_actions().len(), 71, "Black then has 71");
    assert_eq!(p.pool(), 50);
}

#[test]
fn the_example_session_of_section_10() {
    let mut p = Position::start();
    p.play_text("e3").expect("legal");
    assert_eq!(p.to_string(), "yinsh 4/7/8/9/2W7/9/10/9/8/7/4 b p 0/0");
    let before = p;
    assert_eq!(
        p.play_text("e3").expect_err("occupied").to_string(),
        "e3 is not vacant"
    );
    assert_eq!(
        p.play_text("e3-e4").expect_err("placement").to_string(),
        "no ring is to be moved now"
    );
    assert_eq!(p, before, "an illegal action changes nothing");
    assert_eq!(p.perft(2), 6972);
    assert_eq!(Game::perft(&Position::start(), 2), 7140);
}

#[test]
fn the_placements_are_every_vacant_point_in_byte_order() {
    let p = Position::start();
    let l = legal(&p);
    assert!(l.starts_with("a2 a3 a4 a5 b1 b2"), "{l}");
    assert!(
        l.contains(" e1 e10 e2 e3 "),
        "byte order: e10 before e2: {l}"
    );
    assert!(l.ends_with(" k10 k7 k8 k9"), "{l}");
    let mut q = p;
    for n in 0..10 {
        assert_eq!(q.stage(), Stage::Placement);
        assert_eq!(q.decider(), Some(Side::BOTH[n % 2]));
        assert_eq!(q.action_count(), 85 - n);
        let a = q.legal_actions()[n * 7];
        q.play(a).expect("legal");
    }
    assert_eq!((q.turn(), q.stage()), (Side::First, Stage::Move));
    assert_eq!(q.pool(), 51);
}

#[test]
fn the_checks_of_yinsh_perft() {
    // Y2: the run i4-i10 gives three options, then four ring removals each.
    let y2 = pos(Y2);
    assert_eq!(legal(&y2), "xi4-i8 xi5-i9 xi6-i10");
    assert_eq!(y2.decider(), Some(Side::First));
    // Y3: Black chooses inside White's turn: two options, then his five rings.
    let y3 = pos(Y3);
    assert_eq!(legal(&y3), "xg3-g7 xg4-g8");
    assert_eq!((y3.turn(), y3.decider()), (Side::First, Some(Side::Second)));
    let mut q = y3;
    q.play_text("xg3-g7").expect("legal");
    assert_eq!(q.stage(), Stage::OpponentRing);
    assert_eq!(q.legal_actions().len(), 5);
    // Y6: only g2-g5 e3-e6 goes on; the other lines end with an empty pool, White 2-0.
    let y6 = pos(Y6);
    let mut ended = 0;
    for a in y6.legal_actions() {
        let mut q = y6;
        q.play(a).expect("legal");
        assert_eq!(q.pool(), 1);
        for b in q.legal_actions() {
            let mut r = q;
            r.play(b).expect("legal");
            if (a.to_string(), b.to_string()) == ("g2-g5".into(), "e3-e6".into()) {
                assert_eq!(legal(&r), "xd4-h4 xe4-i4", "a run of six black markers");
                assert_eq!((r.turn(), r.stage()), (Side::First, Stage::OpponentRow));
                assert_eq!(r.pool(), 0);
                continue;
            }
            let o = r.outcome().expect("the pool is empty");
            assert_eq!(o.winner, Some(Side::First));
            assert_eq!(o.reason, Reason::MarkersRanOut { white: 2, black: 0 });
            assert_eq!(r.turn(), Side::Second, "the turn about to begin");
            assert!(r.to_string().ends_with(" b w+ 2/0"), "{r}");
            assert_eq!(r.to_string().parse::<Position>(), Ok(r));
            ended += 1;
        }
    }
    assert_eq!(ended, 250);
}

#[test]
fn the_row_made_with_the_last_marker_returns_markers_and_play_goes_on() {
    let mut p = pos(Y6);
    play_all(&mut p, "g2-g5 e3-e6 xe4-i4");
    assert_eq!(p.pool(), 5, "the row went back to the pool");
    assert_eq!(p.stage(), Stage::OpponentRing);
    p.play(p.legal_actions()[0]).expect("legal");
    assert_eq!((p.turn(), p.stage()), (Side::Second, Stage::Move));
    assert_eq!(p.removed(Side::Second), 1);
}

#[test]
fn a_run_of_six_gives_two_options() {
    let mut p = board("wf3 wf4 wf5 Wf6 wf7 wf8", "w m 0/0");
    p.play_text("f6-g6").expect("legal");
    assert_eq!(legal(&p), "xf3-f7 xf4-f8");
    assert_eq!(
        (p.decider(), p.stage()),
        (Some(Side::First), Stage::ChooseRow)
    );
    assert_eq!(p.perft(2), 10);
    p.play_text("xf8 - f4").expect("either order");
    assert_eq!(p.stage(), Stage::RemoveRing);
    assert_eq!(legal(&p), "xa3 xa4 xa5 xb7 xg6");
    p.play_text("xg6").expect("legal");
    assert_eq!(
        p.to_string(),
        build(
            "yinsh",
            &format!("{WHITE_RINGS} {BLACK_RINGS} wf3"),
            "b m 1/0"
        )
    );
}

#[test]
fn of_two_crossing_rows_one_goes_and_the_other_is_broken() {
    let start = board("wf3 wf4 wf5 Wf6 wf7 wd6 we6 wg6 wh6", "w m 0/0");
    let mut p = start;
    p.play_text("f6-g7").expect("legal");
    assert_eq!(legal(&p), "xd6-h6 xf3-f7");
    for row in ["xd6-h6", "xf3-f7"] {
        let mut q = p;
        q.play_text(row).expect("legal");
        assert_eq!(q.stage(), Stage::RemoveRing);
        assert_eq!(q.row_count(Side::First), 0, "the other row lost f6");
        q.play_text("xa3").expect("legal");
        assert_eq!((q.turn(), q.stage()), (Side::Second, Stage::Move));
        assert_eq!(q.removed(Side::First), 1);
    }
    // Decision sequences: 2 rows, 5 rings, then Black's moves.
    assert_eq!(p.perft(2), 10);
}

#[test]
fn two_rows_apart_are_both_removed_in_the_order_chosen() {
    // f6 leaves a marker (f3-f7) and flips g6 to white (g2-g6).
    let mut p = board("wf3 wf4 wf5 Wf6 wf7 wg2 wg3 wg4 wg5 bg6", "w m 0/0");
    p.play_text("f6-h6").expect("legal");
    assert_eq!(legal(&p), "xf3-f7 xg2-g6");
    // Two rows, five rings; the second row alone is removed without a decision, four rings.
    assert_eq!(p.perft(3), 2 * 5 * 4);
    play_all(&mut p, "xg2-g6 xa3");
    assert_eq!(
        p.stage(),
        Stage::RemoveRing,
        "f3-f7 went by itself: one option"
    );
    assert_eq!(p.marker_count(Side::First), 0);
    p.play_text("xa4").expect("legal");
    assert_eq!((p.turn(), p.stage()), (Side::Second, Stage::Move));
    assert_eq!(p.removed(Side::First), 2);
}

#[test]
fn a_run_of_ten_gives_six_options_and_can_give_two_rows() {
    // No move makes one (the move changes one point of column e, or its ring lands there),
    // but a position string may: the rest of a long run is a row of its own.
    let mut p = board("we1 we2 we3 we4 we5 we6 we7 we8 we9 we10 Wc5", "w r 0/0");
    assert_eq!(legal(&p), "xe1-e5 xe2-e6 xe3-e7 xe4-e8 xe5-e9 xe6-e10");
    let mut q = p;
    play_all(&mut q, "xe3-e7 xa3");
    assert_eq!((q.turn(), q.stage()), (Side::Second, Stage::Move));
    play_all(&mut p, "xe1-e5 xa3");
    assert_eq!(p.stage(), Stage::RemoveRing, "e6-e10 is still a row");
    assert_eq!(p.marker_count(Side::First), 0);
    // A run of eight made by one move: four options.
    let mut p = board("we1 we2 we3 we4 We5 be6 be7 be8", "w m 0/0");
    p.play_text("e5-e9").expect("legal");
    assert_eq!(legal(&p), "xe1-e5 xe2-e6 xe3-e7 xe4-e8");
}

#[test]
fn the_opponents_row_made_by_the_mover_is_his_after_the_movers() {
    // e2-e4 leaves a white marker (b2-f2) and flips e3 to black (c3-g3).
    let pieces = "wb2 wc2 wd2 We2 wf2 bc3 bd3 we3 bf3 bg3";
    let mut p = board(pieces, "w m 0/0");
    p.play_text("e2-e4").expect("legal");
    assert_eq!((p.turn(), p.stage()), (Side::First, Stage::RemoveRing));
    assert_eq!(legal(&p), "xa3 xa4 xa5 xb7 xe4");
    assert_eq!(p.row_count(Side::Second), 1, "Black's row waits");
    p.play_text("xa3").expect("legal");
    assert_eq!(
        (p.turn(), p.stage(), p.decider()),
        (Side::First, Stage::OpponentRing, Some(Side::Second))
    );
    assert_eq!(legal(&p), "xj11 xk10 xk7 xk8 xk9");
    let e = p.play_text("xa4").expect_err("White's ring");
    assert_eq!(
        e.to_string(),
        "a4 holds White's ring: remove one of your own rings"
    );
    p.play_text("xk7").expect("legal");
    assert_eq!((p.turn(), p.stage()), (Side::Second, Stage::Move));
    assert_eq!(p.to_string().split(' ').next_back(), Some("1/1"));

    // Without White's row, Black removes at once, still in White's turn.
    let mut p = board("bc3 bd3 we3 bf3 bg3 We2", "w m 0/0");
    p.play_text("e2-e4").expect("legal");
    assert_eq!(
        (p.turn(), p.stage(), p.decider()),
        (Side::First, Stage::OpponentRing, Some(Side::Second))
    );
    assert!(p.to_string().ends_with(" w X 0/0"), "{p}");
}

#[test]
fn when_one_move_makes_both_third_rows_the_mover_wins() {
    let pieces = "wb2 wc2 wd2 We2 wf2 bc3 bd3 we3 bf3 bg3";
    let p = pos(&build(
        "yinsh",
        &format!("Wa3 Wa4 Bk7 Bk8 Bk9 {pieces}"),
        "w m 2/2",
    ));
    let mut q = p;
    play_all(&mut q, "e2-e4 xa3");
    let o = q.outcome().expect("White's third ring");
    assert_eq!(o.winner, Some(Side::First));
    assert_eq!(o.reason, Reason::RingsRemoved { white: 3, black: 2 });
    assert_eq!(q.row_count(Side::Second), 1, "Black's row is not resolved");
    assert!(q.to_string().ends_with(" w w+ 3/2"), "{q}");
    assert_eq!(q.to_string().parse::<Position>(), Ok(q));
    assert_eq!(q.decider(), None);
    assert!(q.legal_actions().is_empty());
    assert_eq!(
        q.play(Action::Pass).expect_err("over"),
        ActionError::GameOver
    );
}

#[test]
fn the_goal_ends_the_game_at_the_ring_removal() {
    // Y4 (2-2): every game that ends within four decisions ends by a goal, at a ring
    // removal, with the mover as the turn owner.
    for (text, depth) in [(Y4, 4)] {
        let mut wins = 0;
        let mut stack = vec![(pos(text), 0)];
        while let Some((p, d)) = stack.pop() {
            if d == depth {
                continue;
            }
            for a in p.legal_actions() {
                let mut q = p;
                q.play(a).expect("legal");
                if let Some(o) = q.outcome() {
                    assert!(matches!(a, Action::RemoveRing(_)), "{a} in {p}");
                    let winner = o.winner.expect("a winner");
                    assert_eq!(q.removed(winner), q.goal());
                    assert!(matches!(o.reason, Reason::RingsRemoved { .. }));
                    assert_eq!(q.turn(), p.turn(), "the mover stays the turn owner");
                    assert_eq!(winner, p.decider().expect("a decider"));
                    wins += 1;
                } else {
                    stack.push((q, d + 1));
                }
            }
        }
        assert!(wins > 0, "{text}");
    }
    // Y7 (blitz): the first row wins at once with its ring.
    let mut p = pos(Y7);
    play_all(&mut p, "a3-a2 g5-g6 a2-a4 g6-b1");
    assert_eq!((p.turn(), p.stage()), (Side::First, Stage::RemoveRing));
    p.play_text("xb1").expect("legal");
    let o = p.outcome().expect("blitz: one ring wins");
    assert_eq!(o.winner, Some(Side::First));
    assert_eq!(o.reason, Reason::RingsRemoved { white: 1, black: 0 });
    assert_eq!(o.reason.to_string(), "1 ring removed to 0");
    assert!(p.to_string().ends_with(" w w+ 1/0"), "{p}");
}

#[test]
fn a_blocked_player_passes_and_only_then() {
    let mut p = pos(Y5);
    assert_eq!(legal(&p), "pass");
    assert_eq!(p.action_count(), 1);
    p.play_text("PASS").expect("legal");
    assert_eq!((p.turn(), p.stage()), (Side::First, Stage::Move));
    assert_eq!(p.legal_actions().len(), 50);
    let e = p.play_text("pass").expect_err("White can move");
    assert!(matches!(e, ActionError::PassWithMoves(_)), "{e}");
    assert!(e.to_string().starts_with("you may pass only when"), "{e}");
    let e = Position::start().play(Action::Pass).expect_err("placement");
    assert_eq!(e, ActionError::NoPassNow(Stage::Placement));
}

#[test]
fn nobody_able_to_move_ends_the_game_scored_like_the_empty_pool() {
    let mut p = pos(Y8);
    p.play_text("b3-a3").expect("legal");
    let o = p.outcome().expect("no ring can move");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, Reason::NoRingCanMove { white: 2, black: 2 });
    assert_eq!(
        o.reason.to_string(),
        "no ring can move, 2 rings removed to 2"
    );
    assert!(p.pool() > 0);
    assert!(p.to_string().ends_with(" b = 2/2"), "{p}");
    assert_eq!(p.to_string().parse::<Position>(), Ok(p));
}
