//! Every worked example of PUNCT.md §12, the protocol session of §11, and the special
//! cases: climbing and bridges, a covered piece immobilised, a connection along each of the
//! three axes, a move that connects both players, the centre count, the clock.

use gipf_punct::{
    central_points, ActionError, Axis, Outcome, Position, Reason, Shape, Side, Variant,
};

use crate::perft::{P1, P2, P3, P4};
use crate::{legal, pos, pt};

#[test]
fn example_1_the_first_placements() {
    for v in Variant::ALL {
        assert_eq!(v.start().legal_actions().len(), 4986);
    }
    let mut p = Position::start();
    p.play_text("Tb2,b3,c3").expect("legal");
    assert_eq!(p.legal_actions().len(), 4809);
    assert!(matches!(
        p.clone().play_text("Ti9,i10,j10"),
        Err(ActionError::Central { .. })
    ));
    let mut b = Position::basic_start();
    b.play_text("Tb2,b3,c3").expect("legal");
    assert_eq!(b.legal_actions().len(), 5754);
    b.play_text("Ti9,i10,j10").expect("the centre is open now");
    assert_eq!(b.to_string(), "punct-basic wTb2,b3,c3;bTi9,i10,j10 w 0");
    // The first piece avoids the centre in the basic game too.
    assert!(matches!(
        Position::basic_start().play_text("Ti9,i10,j10"),
        Err(ActionError::Central { .. })
    ));
}

#[test]
fn example_2_jumping_on_top() {
    let mut p = pos(P1);
    assert_eq!(p.legal_actions().len(), 4641);
    for bad in ["m7-f7,e7,f8", "m7-e7,e8,f8"] {
        let before = p;
        assert!(p.play_text(bad).is_err(), "{bad}");
        assert_eq!(p, before, "a refusal changes nothing");
    }
    assert!(matches!(
        p.read_action("m7-f7,e7,f8").and_then(|a| p.check(a)),
        Err(ActionError::PunctOnOpponent { point }) if point == pt("f7")
    ));
    assert!(matches!(
        p.read_action("m7-e7,e8,f8").and_then(|a| p.check(a)),
        Err(ActionError::TriangleUneven { .. })
    ));
    p.play_text("m7-e7,f7,f8").expect("legal");
    assert_eq!(
        p.to_string(),
        "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8/wTe7,f7,f8 b 1"
    );
    let top = p.top_at(pt("f7")).expect("covered");
    assert_eq!(
        (top.side, top.shape(), top.level),
        (Side::First, Shape::T, 1)
    );
    assert_eq!(p.height(pt("f6")), Some(0));
    assert_eq!(p.stack(pt("e7")).len(), 2);
    // Black's straight piece is covered: it can neither move nor turn.
    assert!(matches!(
        p.read_action("f6-f5"),
        Err(ActionError::Covered { from, .. }) if from == pt("f6")
    ));
    assert!(!legal(&p).split(' ').any(|a| a.starts_with("f6-")));
    let black = p.stack(pt("f7"))[0];
    assert!(p.is_covered(&black));
}

#[test]
fn example_3_a_bridge_and_a_move_that_decides_two_connections() {
    let p = pos(P2);
    let actions = legal(&p);
    assert_eq!(p.legal_actions().len(), 3413);
    assert!(actions.split(' ').any(|a| a == "d10-d10,b10,c10"));

    // The rotation into a bridge from d10 to b10 over the empty c10.
    let mut bridge = p;
    bridge.play_text("d10-d10,b10,c10").expect("legal");
    assert!(
        bridge.to_string().ends_with("/wSd10,b10,c10 b 5"),
        "{bridge}"
    );
    assert_eq!(bridge.height(pt("c10")), Some(1));
    assert_eq!(bridge.stack(pt("c10")).len(), 1, "nothing under the gap");
    assert_eq!(bridge.controller(pt("c10")), Some(Side::First));
    // Nothing slides under a bridge.
    let mut black = bridge;
    assert!(matches!(
        black.play_text("Sc10,c9,c8"),
        Err(ActionError::UnderBridge { point }) if point == pt("c10")
    ));

    // Both connected: the mover wins.
    let mut both = p;
    both.play_text("d10-d5,e5,f5").expect("legal");
    assert!(both.to_string().ends_with(" w+ 5"), "{both}");
    assert_eq!(
        both.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: Reason::Connection {
                axis: Axis::Columns,
                both: true
            }
        })
    );
    let chain = both.winning_chain().expect("a connection");
    for name in ["a5", "d5", "e5", "f5", "p8", "q10"] {
        assert!(chain.contains(&pt(name)), "{name} in the chain");
    }
    assert_eq!(both.decider(), None);
    assert!(both.legal_actions().is_empty());

    // Only Black's chain uncovered: Black wins, by the full move or the from-to form.
    for text in ["d10-d6,e6,f6", "d10-d5"] {
        let mut q = p;
        let a = q.play_text(text).expect("legal");
        assert!(q.to_string().ends_with(" b+ 5"), "{q}");
        assert_eq!(q.outcome().and_then(|o| o.winner), Some(Side::Second));
        if text == "d10-d5" {
            assert_eq!(a.to_string(), "d10-d5,d6,d7");
        }
        let chain = q.winning_chain().expect("Black's chain");
        assert!(chain.contains(&pt("d11")) && chain.contains(&pt("a8")));
    }

    // PUNCT-PERFT.md's notes: 3 wins at once, 109 losses.
    let (mut wins, mut losses) = (0, 0);
    for a in p.legal_actions() {
        let mut q = p;
        q.play(a).expect("legal");
        match q.outcome().map(|o| o.winner) {
            Some(Some(Side::First)) => wins += 1,
            Some(Some(Side::Second)) => losses += 1,
            _ => {}
        }
    }
    assert_eq!((wins, losses), (3, 109));
}

#[test]
fn example_4_the_last_piece() {
    let p = pos(P3);
    assert_eq!(p.pieces_on_board(Side::Second), 17);
    assert_eq!(p.reserve_total(Side::Second), 1);
    assert_eq!(p.centre_count(Side::First), 7);
    assert_eq!(p.centre_count(Side::Second), 4);
    let mut q = p;
    q.play_text("Sg2,e2,f2").expect("legal");
    assert!(q.to_string().ends_with(" w+ 0"), "{q}");
    assert_eq!(
        q.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: Reason::CentreCount { white: 7, black: 4 }
        })
    );
    assert_eq!(q.winning_chain(), None);
    let white: Vec<String> = central_points()
        .into_iter()
        .filter(|&c| q.controller(c) == Some(Side::First))
        .map(|c| c.to_string())
        .collect();
    assert_eq!(white.join(" "), "h7 h10 i7 i8 i10 j10 j11");
    let black: Vec<String> = central_points()
        .into_iter()
        .filter(|&c| q.controller(c) == Some(Side::Second))
        .map(|c| c.to_string())
        .collect();
    assert_eq!(black.join(" "), "g7 j8 j9 k9");
    // All 214 placements end the game; the 711 moves do not.
    let (mut ended, mut on) = (0, 0);
    for a in p.legal_actions() {
        let mut r = p;
        r.play(a).expect("legal");
        if r.is_over() {
            ended += 1;
            assert!(matches!(a, gipf_punct::Action::Place { .. }));
        } else {
            on += 1;
        }
    }
    assert_eq!((ended, on), (214, 711));
    // In the basic game the last piece is a draw.
    let mut basic = pos(&P3.replacen("punct ", "punct-basic ", 1));
    basic.play_text("Sg2,e2,f2").expect("legal");
    assert!(basic.to_string().ends_with(" = 0"));
    assert_eq!(basic.outcome().map(|o| o.reason), Some(Reason::LastPiece));
}

#[test]
fn example_5_the_clock() {
    let p = pos(P4);
    assert_eq!(p.clock(), 99);
    let (mut draws, mut placements) = (0, 0);
    for a in p.legal_actions() {
        let mut q = p;
        q.play(a).expect("legal");
        match a {
            gipf_punct::Action::Move { .. } => {
                draws += 1;
                assert!(q.to_string().ends_with(" = 100"), "{q}");
                assert_eq!(
                    q.outcome(),
                    Some(Outcome {
                        winner: None,
                        reason: Reason::Clock
                    })
                );
            }
            gipf_punct::Action::Place { .. } => {
                placements += 1;
                assert_eq!(q.clock(), 0);
                assert!(!q.is_over());
            }
        }
    }
    assert_eq!((draws, placements), (464, 2520));
}

#[test]
fn the_protocol_session_of_section_11() {
    let mut p: Position = Variant::Punct.start();
    assert_eq!(
        p.play_text("i9,i10,j10").expect_err("central").to_string(),
        "a new piece may not touch the central hexagon"
    );
    p.play_text("tb2,B3,c3").expect("ok");
    assert_eq!(p.to_string(), "punct wTb2,b3,c3 b 0");
    assert_eq!(
        p.play_text("b2-b4").expect_err("White's").to_string(),
        "the piece on b2 is not yours"
    );
    assert_eq!(p.decider(), Some(Side::Second));
    // §10's example of two placements.
    p.play_text("Sq14,q15,q16").expect("ok");
    assert_eq!(p.to_string(), "punct wTb2,b3,c3;bSq14,q15,q16 w 0");
}

/// A finished connection after the last of a few placements, in the basic game.
fn connects(before: &str, last: &str, axis: Axis) {
    let mut p = pos(before);
    assert!(!p.is_over());
    assert_eq!(p.connection_of(Side::First), None);
    p.play_text(last).expect("legal");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: Reason::Connection { axis, both: false }
        }),
        "{p}"
    );
    let chain = p.winning_chain().expect("a chain");
    let [a, b] = axis.sides();
    assert!(chain.iter().any(|c| a.contains(c)) && chain.iter().any(|c| b.contains(c)));
    let again = pos(&p.to_string());
    assert_eq!(again, p);
    assert_eq!(again.outcome(), p.outcome());
}

#[test]
fn a_connection_along_each_axis() {
    connects(
        "punct-basic wSa8,b8,c8;bTb1,b2,c2;wSd8,e8,f8;wSg8,h8,i8;wSj8,k8,l8;wAp8,p9,q10 w 0",
        "Sn8,m8,o8",
        Axis::Columns,
    );
    connects(
        "punct-basic bTb1,b2,c2;wSh1,h2,h3;wSh4,h5,h6;wSh7,h8,h9;wSh10,h11,h12;wSh14,h13,h15 w 0",
        "Ah16,i16,j17",
        Axis::Rows,
    );
    connects(
        "punct-basic bTb1,b2,c2;wSj2,j3,j4;wSj5,j6,j7;wSj8,j9,j10;wSj11,j12,j13;wSj15,j14,j16 w 0",
        "Ti16,h15,h16",
        Axis::Diagonals,
    );
}

#[test]
fn five_levels_and_covered_pieces() {
    // P5: three black straight pieces stacked on one another over two lower levels.
    let p = pos(crate::perft::P5);
    assert_eq!(p.stack(pt("l17")).len(), 5);
    assert_eq!(p.height(pt("l17")), Some(4));
    let covered = p.pieces().iter().filter(|x| p.is_covered(x)).count();
    assert_eq!(covered, 17);
    // No covered piece appears in a move.
    for a in p.legal_actions() {
        if let gipf_punct::Action::Move { from, .. } = a {
            let top = p.top_at(from).expect("a piece");
            assert!(!p.is_covered(&top));
        }
    }
}
