//! The worked examples of TZAAR.md §10 and §11, string for string.

use gipf_tzaar::{Game, PieceType, Position, Reason, Side};

use crate::perft::{E1, E3, E4, T1};
use crate::{legal, pos};

#[test]
fn the_example_session_of_section_10() {
    let mut p = Position::start();
    let before = p;
    assert_eq!(
        p.play_text("e4xe6")
            .expect_err("across the centre")
            .to_string(),
        "e4 cannot reach e6"
    );
    assert_eq!(p, before, "an illegal action changes nothing");
    p.play_text("d5xd4").expect("legal");
    assert_eq!(
        p.to_string(),
        "tzaar ttttT/TrrrRT/TRaaART/TRAT-ART/TRATtart/tratTart/traAArt/trRRRt/tTTTT b c"
    );
    assert_eq!(p.decider(), Some(Side::Second));
    p.play_text("c4xd4").expect("legal");
    p.play_text("b3-e6").expect("legal");
    assert_eq!(
        p.to_string(),
        "tzaar ttttT/Tr-rRT/TRa-ART/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w c"
    );
    p.play_text("c5 x c3").expect("legal");
    assert_eq!(
        p.to_string(),
        "tzaar ttttT/Tr-rRT/TRA--RT/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w s"
    );
}

#[test]
fn example_1_opening_captures() {
    let p = Position::start();
    let l = legal(&p);
    assert_eq!(p.legal_actions().len(), 42);
    assert!(l.starts_with("a5xa4 b1xa1 b1xb2 "), "{l}");
    assert!(l.ends_with(" i2xi1 i5xh6"), "{l}");
    let from_e4: Vec<String> = p
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .filter(|a| a.starts_with("e4"))
        .collect();
    assert_eq!(from_e4, ["e4xd4", "e4xf3", "e4xf4"]);
}

#[test]
fn example_2_lines_and_heights() {
    assert_eq!(
        legal(&pos(E1)),
        "d3-f4 d3-g1 d3xd1 d3xd5 f4-d3 f4xf8 g1-d3 g1-h1 g1xg6 h1-g1 h1xh3 h5xg6 h5xh3 i2-i3 \
         i2xd1 i2xh3 i3-i2 i3xd7 i3xh3 pass"
    );
    let mut p = pos(E1);
    p.play_text("d3-g1").expect("legal");
    let g1 = p.stack("g1".parse().expect("a space")).expect("a stack");
    assert_eq!(
        (g1.owner, g1.kind, g1.height),
        (Side::Second, PieceType::Tott, 5)
    );
}

#[test]
fn example_3_hiding_ones_own_last_type_loses() {
    let mut p = pos(E1);
    p.play_text("i2-i3").expect("legal, and losing");
    assert_eq!(
        p.to_string(),
        "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- b w+"
    );
    assert_eq!(p.decider(), None);
    let o = p.outcome().expect("over");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Side::First), Reason::MissingType(PieceType::Tzaar))
    );
    assert!(p.legal_actions().is_empty());
    let mut q = pos(E1);
    q.play_text("i3-i2").expect("legal");
    assert!(!q.is_over(), "the Tzaar ends on top");
}

#[test]
fn example_4_only_pass() {
    let mut p = pos(E4);
    assert_eq!(legal(&p), "pass");
    p.play_text("PASS").expect("legal");
    assert_eq!(p.legal_actions().len(), 9);
    for a in p.legal_actions() {
        let mut q = p;
        q.play(a).expect("legal");
        let o = q.outcome().expect("every capture wins");
        assert_eq!(o.winner, Some(Side::Second));
        assert!(matches!(o.reason, Reason::MissingType(_)));
    }
}

#[test]
fn example_5_every_way_to_end() {
    let p = pos(E3);
    assert_eq!(
        legal(&p),
        "c4-e6 c4-g2 e6-c4 e6-e9 e9-e6 g2-c4 g2-h1 h1-g2 h1xe1 pass"
    );
    for a in ["c4-g2", "g2-h1", "h1-g2"] {
        let mut q = p;
        q.play_text(a).expect("legal");
        let o = q.outcome().expect("over");
        assert_eq!(o.winner, Some(Side::Second), "{a}");
        assert_eq!(q.turn(), Side::First, "the loser who moved: {a}");
    }
    let mut q = p;
    q.play_text("c4-g2").expect("legal");
    assert_eq!(
        q.to_string(),
        "tzaar t3----/------/-------/--------/a---T2--T2/--------/-T3-----/R2-----/--a2r3- w b+"
    );
    for a in ["c4-e6", "e6-e9", "e6-c4", "e9-e6", "g2-c4", "pass"] {
        let mut q = p;
        q.play_text(a).expect("legal");
        let o = q.outcome().expect("Black has no capture");
        assert_eq!(
            (o.winner, o.reason),
            (Some(Side::First), Reason::NoCapture),
            "{a}"
        );
        assert_eq!(q.turn(), Side::Second, "the loser whose turn started: {a}");
    }
    let mut q = p;
    q.play_text("pass").expect("legal");
    assert_eq!(
        q.to_string(),
        "tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- b w+"
    );
    let mut q = p;
    q.play_text("h1xe1").expect("legal");
    assert!(!q.is_over(), "Black still shows a Tzaar");
    assert_eq!(legal(&q), "a1xe1");
    q.play_text("a1xe1").expect("legal");
    let o = q.outcome().expect("over");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Side::Second), Reason::MissingType(PieceType::Tzarra))
    );
}

#[test]
fn example_6_placement() {
    let mut p = pos(T1);
    assert_eq!(legal(&p), "Td8 Te8 Tg3");
    p.play_text("td8").expect("legal");
    assert_eq!(p.decider(), Some(Side::First));
    assert_eq!(p.legal_actions().len(), 2);
    let a = p.legal_actions()[0];
    p.play(a).expect("legal");
    let a = p.legal_actions()[0];
    p.play(a).expect("legal");
    assert_eq!(p.phase(), gipf_tzaar::Phase::Opening);
    assert_eq!(p.decider(), Some(Side::First));
    assert!(p.to_string().starts_with("tzaar-tournament "));
    assert!(p.to_string().ends_with(" w o"));
    assert_eq!(p.to_string().parse::<Position>(), Ok(p));
}
