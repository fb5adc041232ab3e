//! The special rules, each on a position of its own: no line crosses the centre, no stacking
//! onto the opponent, `pass` only as the second action, the turn of one then two actions,
//! the ends, the placement, the seam.

use gipf_tzaar::{Action, ActionError, Game, Phase, PieceType, Position, Reason, Side};

use crate::perft::{E1, E2, M1};
use crate::{legal, pos};

#[test]
fn no_capture_or_move_crosses_the_centre() {
    // White's Totts on e4 and d4; Black's on e6 and f5: each pair faces across the centre.
    let p = pos("tzaar Ar---/R-----/-------/---T----/---Tt---/----t---/-------/------/a---- w c");
    assert_eq!(legal(&p), "a1xa2");
    let mut q = p;
    assert_eq!(
        q.play_text("e4xe6"),
        Err(ActionError::Unreachable {
            from: "e4".parse().expect("e4"),
            to: "e6".parse().expect("e6")
        })
    );
    assert_eq!(q, p);
}

#[test]
fn stacking_onto_the_opponent_is_refused_and_captures_take_only_lower_or_equal() {
    let mut p = pos(M1);
    for a in p.legal_actions() {
        let (Action::Capture { from, to } | Action::Stack { from, to }) = a else {
            continue;
        };
        let (f, t) = (
            p.stack(from).expect("a stack"),
            p.stack(to).expect("a stack"),
        );
        match a {
            Action::Capture { .. } => assert!(t.owner != f.owner && t.height <= f.height, "{a}"),
            _ => assert_eq!(t.owner, f.owner, "{a}"),
        }
    }
    p.play_text("a1xa2").ok();
    let mut s = pos(E1);
    let e = s.play_text("d3-d1").expect_err("d1 is White's");
    assert!(e.to_string().contains("a capture is written d3xd1"), "{e}");
}

#[test]
fn pass_is_only_the_second_action() {
    let mut p = Position::start();
    assert_eq!(p.play(Action::Pass), Err(ActionError::PassFirst));
    p.play_text("d5xd4").expect("legal");
    assert_eq!(p.play(Action::Pass), Err(ActionError::PassFirst));
    p.play_text("c4xd4").expect("legal");
    assert_eq!(p.phase(), Phase::Second);
    assert_eq!(p.legal_actions().last(), Some(&Action::Pass));
    p.play(Action::Pass).expect("legal");
    assert_eq!((p.turn(), p.phase()), (Side::First, Phase::Capture));
}

#[test]
fn the_turn_is_one_opening_capture_then_capture_and_second_action() {
    let mut p = Position::start();
    assert_eq!(
        (p.decider(), p.phase()),
        (Some(Side::First), Phase::Opening)
    );
    assert!(p
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Capture { .. })));
    p.play_text("d5xd4").expect("legal");
    assert_eq!(
        (p.decider(), p.phase()),
        (Some(Side::Second), Phase::Capture)
    );
    assert!(p
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Capture { .. })));
    p.play_text("c4xd4").expect("legal");
    assert_eq!(
        (p.decider(), p.phase()),
        (Some(Side::Second), Phase::Second)
    );
    assert!(p
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Stack { .. })));
    // The second capture may use the same stack.
    assert!(legal(&p).contains("d4x"), "{}", legal(&p));
    p.play_text("b3-e6").expect("legal");
    assert_eq!(
        (p.decider(), p.phase()),
        (Some(Side::First), Phase::Capture)
    );
}

#[test]
fn a_capture_of_the_last_stack_of_a_type_wins_at_once_even_as_first_action() {
    let p = pos(E2);
    let mut wins = 0;
    for a in p.legal_actions() {
        let mut q = p;
        q.play(a).expect("legal");
        if let Some(o) = q.outcome() {
            assert_eq!(o.winner, Some(Side::Second));
            assert!(matches!(o.reason, Reason::MissingType(_)));
            assert!(q.legal_actions().is_empty());
            assert_eq!(q.turn(), Side::Second, "the winner who captured");
            assert_eq!(q.to_string().parse::<Position>(), Ok(q));
            wins += 1;
        } else {
            assert_eq!(q.phase(), Phase::Second);
        }
    }
    assert!(wins > 0, "E2 offers a winning forced capture");
}

#[test]
fn random_play_keeps_every_invariant_and_ends() {
    for seed in 0..40u64 {
        let mut p = Position::random_start_from_seed(seed);
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut n = 0;
        while !p.is_over() {
            let l = p.legal_actions();
            assert_eq!(l.len(), p.action_count());
            let texts: Vec<String> = l.iter().map(ToString::to_string).collect();
            let mut sorted = texts.clone();
            sorted.sort();
            assert_eq!(texts, sorted, "byte order in {p}");
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let a = l[(rng % l.len() as u64) as usize];
            p.play(a).expect("legal");
            assert_eq!(p.zobrist(), p.zobrist_from_scratch());
            assert_eq!(
                p.to_string().parse::<Position>(),
                Ok(p),
                "round trip after {a}"
            );
            n += 1;
            assert!(n < 200, "a game ends");
        }
        let o = p.outcome().expect("over");
        assert!(o.winner.is_some(), "no draw");
        assert_eq!(p.decider(), None);
    }
}

#[test]
fn the_tournament_placement_alternates_and_ends_in_whites_opening() {
    let mut p = Position::tournament_start();
    assert_eq!(p.unplaced(Side::First, PieceType::Tott), 15);
    let mut n = 0;
    while p.phase() == Phase::Placement {
        assert_eq!(
            p.decider(),
            Some(if n % 2 == 0 {
                Side::First
            } else {
                Side::Second
            })
        );
        let a = *p.legal_actions().last().expect("a placement");
        p.play(a).expect("legal");
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        n += 1;
    }
    assert_eq!(n, 60);
    assert_eq!(
        (p.decider(), p.phase()),
        (Some(Side::First), Phase::Opening)
    );
    assert_eq!(p.variant_word(), "tzaar-tournament");
}
