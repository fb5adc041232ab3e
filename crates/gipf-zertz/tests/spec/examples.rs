//! Every example of ZERTZ.md §4, §8 and §10, and each special case of the rules: isolation of
//! a full group, a group with a vacant ring, capture choices, the empty pool, every winning
//! set, skipped turns, the draw and the last ring, counted against ZERTZ-PERFT.md's notes.

use gipf_zertz::{Action, Game, Marble, Outcome, Position, Reason, Side, Variant, WinningSet};

use crate::perft::{E1, E2, E3, E4, E5, M1, M2, M3, M4};
use crate::{at, build, legal, play_all, pos};

fn names(v: Variant, places: impl Iterator<Item = gipf_zertz::Place>) -> String {
    places.map(|p| p.name(v)).collect::<Vec<_>>().join(" ")
}

#[test]
fn free_rings_example_1() {
    let v = Variant::Zertz;
    let mut p = Position::start(v);
    assert_eq!(
        names(v, p.free_rings()),
        "a1 a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g2 g3 g4"
    );
    assert_eq!(p.legal_actions().len(), 1944, "3 × (19 × 18 + 18 × 17)");
    play_all(&mut p, "Wd4,a1");
    assert!(!p.free_rings().any(|f| f == at(v, "b2")), "b2 is not free");
}

#[test]
fn capture_sequence_example_2() {
    let mut p = pos(E1);
    assert_eq!(legal(&p), "xd1Gd3Wd5");
    play_all(&mut p, "xd1Gd3Wd5");
    assert_eq!(p.to_string(), "zertz 4/5/6/4b2/6/5/4 b 5/7/9 1/1/0 0/0/0");
    let Some(Action::Capture(c)) = pos(E1).legal_actions().first().copied() else {
        panic!("a capture");
    };
    let v = Variant::Zertz;
    let jumps: Vec<String> = c
        .jumps()
        .map(|j| {
            format!(
                "{}:{}>{}",
                j.jumped.letter(),
                j.over.name(v),
                j.landing.name(v)
            )
        })
        .collect();
    assert_eq!(jumps, ["G:d2>d3", "W:d4>d5"]);
    assert_eq!(
        (c.start().name(v), c.end().name(v), c.len()),
        ("d1".into(), "d5".into(), 2)
    );
}

#[test]
fn isolation_example_3() {
    let v = Variant::Zertz;
    let mut p = pos(E2);
    assert!(p.free_rings().any(|f| f == at(v, "b2")));
    let mut q = p;
    let turn = q
        .play_reporting(p.read_action("Bd7,b2").expect("readable"))
        .expect("legal");
    assert_eq!(
        q.to_string(),
        "zertz ...1/...2/1.4/6b/6/5/4 b 4/8/9 2/0/0 0/0/0"
    );
    assert_eq!(
        turn.claimed,
        [(at(v, "a1"), Marble::White), (at(v, "a2"), Marble::White)]
    );
    assert_eq!(
        (turn.mover, turn.gained, turn.skipped, turn.outcome),
        (Side::First, [2, 0, 0], None, None)
    );
    p.play_text("Bd7,b2 x Wa1Wa2").expect("the official form");
    assert_eq!(p, q, "the official form with its claims");
    let claiming = pos(E2)
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Place { remove: Some(r), .. } if *r == at(v, "b2")))
        .count();
    assert_eq!(claiming, 90);
}

#[test]
fn protocol_session_of_section_10() {
    let mut p = Variant::Zertz.start();
    assert!(p.play_text("Wd4,d1").is_ok());
    assert_eq!(p.to_string(), "zertz 4/5/6/.2w3/6/5/4 b 5/8/10 0/0/0 0/0/0");
    let before = p;
    assert_eq!(
        p.play_text("Gd3").expect_err("a ring is free").to_string(),
        "a free ring must be removed (Wd4,d1)"
    );
    assert_eq!(
        p.play_text("Bd5,d6")
            .expect_err("d6 is not free")
            .to_string(),
        "d6 is not a free ring"
    );
    assert_eq!(p, before, "refusals change nothing");
}

/// Plays every legal action of `p`, reporting; returns the reports.
fn every_turn(p: &Position) -> Vec<gipf_zertz::Turn> {
    p.legal_actions()
        .into_iter()
        .map(|a| {
            let mut q = *p;
            let t = q.play_reporting(a).expect("legal");
            assert_eq!(q.zobrist(), q.zobrist_from_scratch());
            assert_eq!(
                q.to_string().parse::<Position>(),
                Ok(q),
                "round trip after {a}"
            );
            t
        })
        .collect()
}

#[test]
fn claims_counted_as_the_perft_notes_say() {
    let claims = |s: &str| {
        every_turn(&pos(s))
            .iter()
            .filter(|t| !t.claimed.is_empty())
            .count()
    };
    assert_eq!(claims(M1), 54);
    assert_eq!(claims(M3), 32);
    assert_eq!(claims(E2), 90);
    // M3: no white marble in the pool, so none is placed.
    assert!(pos(M3)
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Place { marble, .. } if *marble != Marble::White)));
}

#[test]
fn capture_paths_around_a_loop_are_two_actions() {
    let p = pos(M2);
    assert_eq!(legal(&p), "xc3Bc5Ge6Ge4Wc3 xc3We4Ge6Gc5Bc3");
    let after: Vec<Position> = p
        .legal_actions()
        .into_iter()
        .map(|a| {
            let mut q = p;
            q.play(a).expect("legal");
            q
        })
        .collect();
    assert_eq!(after[0], after[1], "the same position");
    assert_eq!(p.perft(1), 2);
}

#[test]
fn empty_pool_places_from_own_captures() {
    let p = pos(M4);
    assert_eq!(p.pool(), [0, 0, 0]);
    let l = p.legal_actions();
    assert_eq!(l.len(), 5);
    assert!(l
        .iter()
        .all(|a| matches!(a, Action::Capture(c) if c.len() == 3)));
    // E3: w holds one white marble: his 35 placements are all white.
    let e3 = pos(E3);
    assert!(e3.legal_actions().iter().all(|a| matches!(
        a,
        Action::Place {
            marble: Marble::White,
            ..
        }
    )));
    for a in e3.legal_actions() {
        let mut q = e3;
        let t = q.play_reporting(a).expect("legal");
        assert_eq!(
            q.captures(Side::First)[0],
            t.gained[0],
            "the white marble came from w's captures"
        );
    }
    let q = e3;
    assert_eq!(q.pool(), [0, 0, 0]);
}

#[test]
fn skipped_turns_and_the_draw() {
    let turns = every_turn(&pos(E3));
    assert_eq!(turns.len(), 35);
    let skipped = turns
        .iter()
        .filter(|t| t.skipped == Some(Side::Second))
        .count();
    let draws: Vec<_> = turns
        .iter()
        .filter(|t| t.outcome.is_some_and(|o| o.winner.is_none()))
        .collect();
    assert_eq!(skipped, 4);
    assert!(turns
        .iter()
        .filter(|t| t.skipped.is_some())
        .all(|t| !t.claimed.is_empty()));
    assert_eq!(draws.len(), 1);
    assert_eq!(
        draws[0].outcome,
        Some(Outcome {
            winner: None,
            reason: Reason::NoOneCanAct
        })
    );
    let mut drawn = pos(E3);
    drawn.play(draws[0].action).expect("legal");
    assert!(drawn.to_string().contains(" = "));
    assert_eq!(
        (drawn.decider(), drawn.legal_actions().len(), drawn.perft(1)),
        (None, 0, 0)
    );
    let turns = every_turn(&pos(E4));
    assert_eq!(
        turns
            .iter()
            .filter(|t| t.skipped == Some(Side::Second))
            .count(),
        14
    );
    let won: Vec<_> = turns.iter().filter(|t| t.outcome.is_some()).collect();
    assert_eq!(won.len(), 2);
    assert!(won.iter().all(|t| !t.claimed.is_empty()
        && matches!(
            t.outcome,
            Some(Outcome {
                winner: Some(Side::First),
                reason: Reason::WinningSet(_)
            })
        )));
}

#[test]
fn the_last_vacant_ring_wins() {
    let p = pos(E5);
    assert_eq!(legal(&p), "Bf2 Gf2 Wf2");
    for t in every_turn(&p) {
        assert_eq!(
            t.outcome,
            Some(Outcome {
                winner: Some(Side::Second),
                reason: Reason::NoRingLeft
            })
        );
        assert_eq!(t.claimed.len(), 8, "every ring claimed");
    }
    let mut q = p;
    play_all(&mut q, "Bf2");
    assert_eq!(
        q.to_string(),
        "zertz ..../...../....../......./....../...../.... b+ 0/0/0 1/4/4 5/4/6"
    );
}

#[test]
fn a_group_with_a_vacant_ring_stays_and_is_claimed_when_full() {
    let v = Variant::Zertz;
    let s = build(v, ".a3 .b1 .b2 .b3 wa1", "w", [0; 3], [0; 3]);
    let p = pos(&s);
    assert!(p.ring_at(at(v, "a2")) && p.marble_at(at(v, "a1")) == Some(Marble::White));
    assert!(
        p.free_rings().any(|f| f == at(v, "a2")),
        "its free ring may be taken"
    );
    let mut q = p;
    let t = q
        .play_reporting(p.read_action("Ga2,a4").expect("ok"))
        .expect("legal");
    assert_eq!(
        t.claimed,
        [(at(v, "a1"), Marble::White), (at(v, "a2"), Marble::Grey)]
    );
    assert_eq!(q.captures(Side::First), [1, 1, 0]);
    let mut q = p;
    let t = q
        .play_reporting(p.read_action("Bd4,a2").expect("ok"))
        .expect("legal");
    assert_eq!(t.claimed, [(at(v, "a1"), Marble::White)]);
    // A placement elsewhere leaves the group as it is.
    let mut q = p;
    let t = q
        .play_reporting(p.read_action("Bd4,a4").expect("ok"))
        .expect("legal");
    assert!(t.claimed.is_empty() && q.marble_at(at(v, "a1")).is_some());
}

#[test]
fn every_winning_set() {
    for (v, cw, jumped, set) in [
        (Variant::Zertz, [3, 3, 2], "b", WinningSet::ThreeOfEach),
        (
            Variant::Zertz,
            [3, 0, 0],
            "w",
            WinningSet::OfOneColour(Marble::White),
        ),
        (
            Variant::Zertz,
            [0, 4, 0],
            "g",
            WinningSet::OfOneColour(Marble::Grey),
        ),
        (
            Variant::Zertz,
            [0, 0, 5],
            "b",
            WinningSet::OfOneColour(Marble::Black),
        ),
        (Variant::Blitz, [2, 2, 1], "b", WinningSet::ThreeOfEach),
        (
            Variant::Blitz,
            [2, 0, 0],
            "w",
            WinningSet::OfOneColour(Marble::White),
        ),
        (
            Variant::Blitz,
            [0, 3, 0],
            "g",
            WinningSet::OfOneColour(Marble::Grey),
        ),
        (
            Variant::Blitz,
            [0, 0, 4],
            "b",
            WinningSet::OfOneColour(Marble::Black),
        ),
        (
            Variant::Z48,
            [0, 0, 5],
            "b",
            WinningSet::OfOneColour(Marble::Black),
        ),
        (Variant::Z61, [3, 3, 2], "b", WinningSet::ThreeOfEach),
    ] {
        let mut p = pos(&build(v, &format!("wd1 {jumped}d2"), "w", cw, [0; 3]));
        assert_eq!(WinningSet::held(v, p.captures(Side::First)), None);
        assert_eq!(legal(&p), format!("xd1{}d3", jumped.to_uppercase()));
        let mut gained = cw;
        gained[Marble::ALL
            .iter()
            .position(|m| m.letter().to_string() == jumped.to_uppercase())
            .unwrap_or(0)] += 1;
        assert!(set.is_held(v, gained));
        let t = p.play_reporting(p.legal_actions()[0]).expect("legal");
        let won = Some(Outcome {
            winner: Some(Side::First),
            reason: Reason::WinningSet(set),
        });
        assert_eq!((t.outcome, p.outcome()), (won, won), "{v} {set:?}");
        assert!(p.to_string().contains(" w+ "));
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        assert_eq!(
            p.play_text("Wa1,a2"),
            Err(gipf_zertz::ActionError::GameOver)
        );
    }
    assert_eq!(WinningSet::ThreeOfEach.goal(Variant::Zertz), [3, 3, 3]);
    assert_eq!(
        WinningSet::OfOneColour(Marble::Black).goal(Variant::Blitz),
        [0, 0, 5]
    );
}

#[test]
fn the_seam_sees_the_same_game() {
    let p = pos(M2);
    assert_eq!(Game::variant_word(&p), "zertz-blitz");
    assert_eq!(Game::decider(&p), Some(Side::Second));
    let a = Game::read_action(&p, "x c3 b c5 g e6 g e4 w c3").expect("readable");
    assert_eq!(a.to_string(), "xc3Bc5Ge6Ge4Wc3");
    assert_eq!(Game::perft(&p, 3), 184);
}
