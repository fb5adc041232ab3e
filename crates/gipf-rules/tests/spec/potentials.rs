//! The potentials option against POTENTIALS.md: every worked example of §12, the checks of
//! §11.2, the input forms of §11.4, and every value of POTENTIALS-PERFT.md.

use gipf_rules::{Color, Hand, Kind, Position, Stage, Variant};

use crate::helpers::{after, check_perft, legal, pos, refused};

const STANDARD_3: &str = "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3";
const ULTIMATE: &str = "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3";
const M1: &str =
    "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1";
const M2: &str = "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w t 4/7 0/0 ss P1/Z1D1";

fn uses(p: &Position) -> Vec<String> {
    legal(p).into_iter().filter(|a| a.contains(':')).collect()
}

#[test]
fn presets_are_the_spec_strings() {
    let three = Hand::of_each(3).unwrap();
    let standard = Position::start_with_potentials(Variant::Standard, [three, three], 0).unwrap();
    assert_eq!(standard.to_string(), STANDARD_3);
    assert_eq!(Position::ultimate().to_string(), ULTIMATE);
    for s in [
        STANDARD_3,
        ULTIMATE,
        M1,
        M2,
        "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6",
    ] {
        assert_eq!(pos(s).to_string(), s);
    }
    // A classic string stays classic; the field is written even with both hands empty.
    assert!(!pos("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss").has_potentials());
    let empty = "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-";
    assert_eq!(pos(empty).to_string(), empty);
}

#[test]
fn zertz() {
    let p = pos("standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/-");
    assert_eq!(uses(&p), ["Z:c3-c6", "Z:c3-f5"]);
    assert_eq!(
        after(&p, "Z:c3-f5").to_string(),
        "standard B3/1wwbD1/2b3/3W3/3wz2/5/B2W b p 10/10 0/0 ss -/-"
    );
}

#[test]
fn yinsh() {
    let p = pos("standard B3/5/2wY1b1/7/2B3/5/W2W w p 10/10 0/0 ss -/-");
    assert_eq!(
        uses(&p),
        [
            "Y:d4-b4", "Y:d4-c3", "Y:d4-c4", "Y:d4-d2", "Y:d4-d3", "Y:d4-d5", "Y:d4-e4", "Y:d4-e5",
            "Y:d4-f3", "Y:d4-f5", "Y:d4-g2", "Y:d4-g5"
        ]
    );
    assert_eq!(
        after(&p, "Y:d4-d5").to_string(),
        "standard B3/5/2wwyb1/7/2B3/5/W2W b p 10/10 0/0 ss -/-"
    );
}

#[test]
fn dvonn() {
    let p = pos("standard 4/1bB2/1(bwd)wDbD2/2(wbd)bz3/6/5/B2W w p 10/10 0/0 ss -/-");
    assert_eq!(uses(&p), ["D:d4-c3", "D:d4-d5", "D:d4-e4", "D:d4-e5"]);
    let spot = |s: &str| s.parse::<gipf_rules::Point>().unwrap().spot().unwrap();
    for (action, at, token) in [
        ("D:d4-c3", "c3", "(bwd)"),
        ("D:d4-d5", "d5", "(bDwd)"),
        ("D:d4-e4", "e4", "(wbdwd)"),
        ("D:d4-e5", "e5", "(bzwd)"),
    ] {
        let q = after(&p, action);
        assert_eq!(q.content(spot(at)).unwrap().to_string(), token, "{action}");
        assert_eq!(q.content(spot("d4")).unwrap().to_string(), "w", "{action}");
    }
}

#[test]
fn punct_and_winning_by_conversion() {
    let p = pos("standard W3/1bD(bPwp)2/2wPbP2/2(Wbp)B3/6/5/B3 w p 10/10 0/0 ss -/-");
    assert_eq!(uses(&p), ["P:d4-d5", "P:d4-e4", "P:d4-e5"]);
    let q = after(&p, "P:d4-e5");
    let e5 = "e5".parse::<gipf_rules::Point>().unwrap().spot().unwrap();
    assert_eq!(q.content(e5).unwrap().to_string(), "(Bwp)");
    assert_eq!(q.board().gipf_count(Color::White), 2);
    let win = pos("standard W3/1wP3/2B3/6b/6/5/4 w p 10/10 0/0 ss -/-");
    let done = after(&win, "P:c3-d4");
    assert_eq!(
        done.to_string(),
        "standard W3/1w3/2(Bwp)3/6b/6/5/4 w w+ 10/10 0/0 ss -/-"
    );
    assert_eq!(
        done.outcome().unwrap().to_string(),
        "White wins: Black has no GIPF piece left"
    );
}

#[test]
fn tamsk_own_arrival() {
    let p = pos("standard B2W/5/6/bwwT4/6/5/B2W w p 10/10 0/0 ss -/-");
    let t = after(&p, "e1-e2");
    assert_eq!(
        t.to_string(),
        "standard B2W/5/6/wbwwT3/6/5/B2W w t 9/10 0/0 ss -/-"
    );
    assert_eq!(t.decider(), Some(Color::White));
    let l = legal(&t);
    assert_eq!(l.len(), 43);
    assert!(l.contains(&"keep".to_string()) && l.contains(&"T:a1-b2".to_string()));
    assert!(l.contains(&"T:i5-h5".to_string()));
    assert_eq!(
        after(&t, "T:e9-e8").to_string(),
        "standard B2W/5/6/wbww2wt/6/5/B2W b p 9/10 0/0 ss -/-"
    );
    assert_eq!(
        after(&t, "keep").to_string(),
        "standard B2W/5/6/wbwwT3/6/5/B2W b p 9/10 0/0 ss -/-"
    );
    // The official form of a TAMSK push, and other spellings.
    assert_eq!(after(&t, "t : e9 - e8"), after(&t, "T:e9-e8"));
    assert_eq!(after(&t, "KEEP"), after(&t, "keep"));
}

#[test]
fn tamsk_arrival_in_the_opponents_turn() {
    let p = pos("standard B2W/5/6/bwwT4/6/5/B2W b p 10/10 0/0 ss -/-");
    let t = after(&p, "e1-e2");
    assert_eq!(
        t.to_string(),
        "standard B2W/5/6/bbwwT3/6/5/B2W b t 10/9 0/0 ss -/-"
    );
    assert_eq!((t.turn(), t.decider()), (Color::Black, Some(Color::White)));
    assert_eq!(
        after(&t, "T:e9-e8").to_string(),
        "standard B2W/5/6/bbww2wt/6/5/B2W w p 10/9 0/0 ss -/-"
    );
}

#[test]
fn tamsk_chain() {
    let p = pos("standard B2b/3w1/3bT2/wbwwT2W/6/5/B2W w t 9/10 0/0 ss -/-");
    let q = after(&p, "T:a5-b5");
    assert_eq!(
        q.to_string(),
        "standard B2wt/3b1/3w2/wbwbT2W/2w3/5/B2W w t 9/10 0/0 ss -/-"
    );
    assert_eq!((q.turn(), q.decider()), (Color::White, Some(Color::Black)));
}

#[test]
fn a_compulsory_row_of_loaded_and_gipf_pieces() {
    let p = pos("standard B3/5/6/bwTWwZWbz1/6/5/B3 w m 6/10 0/0 ss -/-");
    let l = legal(&p);
    assert_eq!(l.len(), 15, "{l:?}");
    assert!(!l.contains(&"xe2,e7".to_string()));
    assert_eq!(
        after(&p, "xe2,Te3,e7").to_string(),
        "standard B3/5/6/2WwZW2/6/5/B3 b p 7/10 1/0 ss -/-"
    );
}

#[test]
fn a_removal_that_creates_a_row_for_the_mover() {
    let p = pos("standard W2b/3b1/bbb3/wWw(wbd)3/6/5/1B2 w p 8/8 0/0 ss -/-");
    let q = after(&p, "d1-d2");
    assert_eq!(
        q.to_string(),
        "standard W3/5/wbb3/wWww3/6/5/1B2 w m 7/11 0/0 ss -/-"
    );
    assert_eq!(legal(&q), ["xe2,Ge3,e4,e5", "xe2,e4,e5"]);
}

#[test]
fn a_pre_push_removal_that_creates_a_compulsory_row() {
    let p = pos("tournament 3b/5/6/WWWW(wbd)2/6/5/B3 w p 6/10 0/0 gs -/-");
    let l = legal(&p);
    assert_eq!(l.len(), 100);
    assert_eq!(l.iter().filter(|a| a.starts_with('x')).count(), 16);
    let q = after(&p, "xe6");
    assert_eq!(
        q.to_string(),
        "tournament 3b/5/6/WWWWw2/6/5/B3 w pm 6/10 0/0 gs -/-"
    );
    assert_eq!(legal(&q).len(), 16);
    let r = after(&q, "xe6");
    assert_eq!((r.turn(), r.stage()), (Color::White, Stage::Push));
    // The removals before the action, the `pm` one included, belong to that turn.
    let mut record = gipf_rules::Record::new(p.clone());
    for a in ["xe6", "xe6", "a1-b2"] {
        let action = record.current().parse_action(a).unwrap();
        record.play(action).unwrap();
    }
    let kinds: Vec<&str> = record
        .last_turn_events()
        .iter()
        .map(|e| match e {
            gipf_rules::Event::Removed { .. } => "removed",
            gipf_rules::Event::Pushed { .. } => "pushed",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, ["removed", "removed", "pushed"]);
}

#[test]
fn bringing_in() {
    let p = pos(ULTIMATE);
    let mut q = p.clone();
    for a in ["Ga1-b2", "Gi5-h5", "Ta2-b3"] {
        q = after(&q, a);
    }
    assert_eq!(
        q.to_string(),
        "tournament WwT2/5/6/7/6/5/3B b p 18/19 0/0 lg T2Z3D3Y3P3/T3Z3D3Y3P3"
    );
    assert!(
        refused(&q.after("Ge9-e8".parse().unwrap()).unwrap(), "Ga4-b5")
            .contains("can no longer bring in GIPF pieces")
    );
    for a in ["Ge9-e8", "a3-b4"] {
        q = after(&q, a);
    }
    assert_eq!(
        q.to_string(),
        "tournament WwTw1/5/6/6B/6/5/3B b p 17/17 0/0 sg -/T3Z3D3Y3P3"
    );
    let mut s = pos(STANDARD_3);
    for a in ["Za1-b2", "i5-h5"] {
        s = after(&s, a);
    }
    assert!(
        s.to_string().ends_with(" w p 11/11 0/0 ss T3Z2D3Y3P3/-"),
        "{s}"
    );
}

#[test]
fn an_empty_reserve_with_a_use_left() {
    let p = pos("standard B3/1wY3/6/6b/6/5/W3 w p 0/5 0/0 ss -/-");
    assert_eq!(legal(&p).len(), 13);
    assert!(legal(&p).iter().all(|a| a.starts_with("Y:")));
}

#[test]
fn bad_strings_are_refused_with_the_reason() {
    let cases = [
        (
            "standard wT2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
            "needs the potentials option",
        ),
        (
            "tournament 4/5/6/7/6/5/4 w t 18/18 0/0 nn",
            "needs the potentials option",
        ),
        (
            "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 ll",
            "needs the potentials option",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T100/-",
            "at most 99",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss Z3T3/-",
            "order T Z D Y P",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3",
            "white/black",
        ),
        (
            "standard (B)2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-",
            "has no cap",
        ),
        (
            "standard (Bwd)2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-",
            "cannot stand on a GIPF piece",
        ),
        (
            "standard (bwdwd)2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-",
            "alternate",
        ),
        (
            "standard (wTbd)2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-",
            "TAMSK",
        ),
        (
            "standard (bwdbp)2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-",
            "cannot stand",
        ),
        (
            "basic (Wbp)2w/5/6/w5b/6/5/b2w w p 12/12 0/0 ss -/-",
            "no GIPF pieces",
        ),
        (
            "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 ln -/-",
            "needs a hand that is not empty",
        ),
        (
            "tournament W3/5/6/7/6/5/3B w p 16/16 0/0 sg T1/-",
            "empty hand",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w p 16/12 0/0 ss -/-",
            "at most 21",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w t 12/12 0/0 ss -/-",
            "no TAMSK-loaded piece",
        ),
        (
            "standard B2W/5/6/W5B/6/5/B2W w pm 12/12 0/0 ss -/-",
            "0 way",
        ),
    ];
    for (s, why) in cases {
        match s.parse::<Position>() {
            Ok(p) => panic!("{s} was accepted as {p}"),
            Err(e) => assert!(e.to_string().contains(why), "{s}: {e}"),
        }
    }
    // Stage o while the turn owner has a compulsory row is possible with potentials (§7.5).
}

#[test]
fn bad_actions_are_refused_with_the_reason_and_change_nothing() {
    let m1 = pos(M1);
    let m2 = pos(M2);
    let t = pos("standard B2W/5/6/wbwwT3/6/5/B2W w t 9/10 0/0 ss -/-");
    let cases: [(&Position, &str, &str); 12] = [
        (
            &m1,
            "T:a1-b2",
            "only possible when a TAMSK-loaded piece has just arrived",
        ),
        (
            &m1,
            "keep",
            "only possible when a TAMSK-loaded piece has just arrived",
        ),
        (&m1, "T:g3-g4", "only when its piece arrives on e5"),
        (
            &m1,
            "Z:c3-c4",
            "holds no uncapped ZÈRTZ-loaded piece of White",
        ),
        (&m1, "D:d3-d4", "holds no uncapped DVONN-loaded piece"),
        (&m1, "Za1-b2", "no ZÈRTZ potential left in hand"),
        (&m2, "a1-b2", "must first decide about the TAMSK piece"),
        (&m2, "done", "must first decide about the TAMSK piece"),
        (&t, "Y:d4-d5", "must first decide about the TAMSK piece"),
        (&pos(STANDARD_3), "Ta1-b2,", "is not an action"),
        (
            &pos("standard B3/5/6/bwTWwZWbz1/6/5/B3 w m 6/10 0/0 ss -/-"),
            "xe2,Ze3,e4,e5,e6,e7",
            "holds a loaded piece: write it Te3",
        ),
        (
            &pos("standard B3/5/6/bwTWwZWbz1/6/5/B3 w m 6/10 0/0 ss -/-"),
            "xe2,e7",
            "no row removal takes exactly xe2,e7",
        ),
    ];
    for (p, action, why) in cases {
        let e = refused(p, action);
        assert!(e.contains(why), "{action} in {p}: {e}");
    }
    assert!(refused(
        &pos("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss"),
        "Ta1-b2"
    )
    .contains("without potentials"));
}

#[test]
fn input_forms() {
    let p = pos(STANDARD_3);
    for (written, canonical) in [
        ("ta1-b2", "Ta1-b2"),
        ("dd1-d2", "Dd1-d2"),
        ("d1-d2", "d1-d2"),
        ("  pi3 - h4 ", "Pi3-h4"),
    ] {
        assert_eq!(p.parse_action(written).unwrap().to_string(), canonical);
    }
    let z = pos("standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/-");
    assert_eq!(
        z.parse_action("Z : c3 - f5").unwrap().to_string(),
        "Z:c3-f5"
    );
    assert_eq!(z.parse_action("z:C3-F5").unwrap().to_string(), "Z:c3-f5");
    let row = pos("standard B3/5/6/bwTWwZWbz1/6/5/B3 w m 6/10 0/0 ss -/-");
    assert_eq!(
        row.parse_action("x e7, e3 ,e2").unwrap().to_string(),
        "xe2,Te3,e7"
    );
    assert_eq!(
        row.parse_action("xe2,te3,e7").unwrap().to_string(),
        "xe2,Te3,e7"
    );
    assert!(row.parse_action("xe2,Ge3,e7").is_err());
    // Official form of a loaded push: the end.
    let s = pos("standard B2W/5/6/bwwT4/6/5/B2W w p 10/10 0/0 ss Z1/-");
    assert_eq!(s.parse_action("Ze1-e5").unwrap().to_string(), "Ze1-e2");
    assert_eq!(Kind::from_letter('y'), Some(Kind::Yinsh));
}

#[test]
fn records_with_potentials_round_trip() {
    let text = format!("{ULTIMATE} Ga1-b2 Gi5-h5 Ta2-b3 Ge9-e8 a3-b4");
    let record: gipf_rules::Record = text.parse().unwrap();
    assert_eq!(record.to_string(), text);
    assert_eq!(
        record.current().to_string(),
        "tournament WwTw1/5/6/6B/6/5/3B b p 17/17 0/0 sg -/T3Z3D3Y3P3"
    );
    let again: gipf_rules::Record = record.official().parse().unwrap();
    assert_eq!(again.current(), record.current());
}

#[test]
fn perft_starts() {
    check_perft(&pos(STANDARD_3), &[252, 63_504, 13_822_902]);
    check_perft(&pos(ULTIMATE), &[42, 1_764, 518_616]);
}

#[test]
fn perft_ultimate_depth_four() {
    assert_eq!(pos(ULTIMATE).perft(4), 152_473_104);
}

/// About three billion decisions, but counted in bulk at the last level: 4 s on one core.
#[test]
fn perft_standard_3_depth_four() {
    assert_eq!(pos(STANDARD_3).perft(4), 2_987_742_801);
}

#[test]
fn perft_m1() {
    check_perft(&pos(M1), &[136, 11_515, 832_763, 39_664_910]);
}

#[test]
fn perft_m2() {
    check_perft(&pos(M2), &[43, 5_636, 470_561, 38_152_085]);
}

/// Mutated potentials strings and actions: never a panic; what is accepted round-trips and
/// plays on; a refused action changes nothing.
#[test]
fn fuzzed_potentials_strings_and_actions() {
    let alphabet: Vec<char> = "wbWBTZDYPtzydp()/123456789 -:x,+lmnosg".chars().collect();
    let mut state = 0x9e37_79b9_u64;
    let mut rnd = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let seeds = [M1, M2, ULTIMATE, STANDARD_3];
    let (mut accepted, mut played) = (0, 0);
    for i in 0..20_000 {
        let mut chars: Vec<char> = seeds[i % seeds.len()].chars().collect();
        for _ in 0..1 + rnd(3) {
            let at = rnd(chars.len());
            match rnd(3) {
                0 => chars[at] = alphabet[rnd(alphabet.len())],
                1 => {
                    chars.remove(at);
                }
                _ => chars.insert(at, alphabet[rnd(alphabet.len())]),
            }
        }
        let text: String = chars.into_iter().collect();
        let Ok(p) = text.parse::<Position>() else {
            continue;
        };
        accepted += 1;
        assert_eq!(pos(&p.to_string()), p, "{text}");
        let legal = p.legal_actions();
        for a in legal.iter().take(5) {
            let q = after(&p, &a.to_string());
            assert_eq!(pos(&q.to_string()), q, "after {a} in {p}");
            played += 1;
        }
        for junk in [
            "keep", "T:a1-b2", "Z:c3-c6", "xe2,Ge3", "Pa1-b2", "done", "D:d4-d5",
        ] {
            let mut q = p.clone();
            if q.play_text(junk).is_err() {
                assert_eq!(q, p, "{junk} refused but changed {p}");
            }
        }
    }
    assert!(
        accepted > 100 && played > 100,
        "{accepted} accepted, {played} played"
    );
}
