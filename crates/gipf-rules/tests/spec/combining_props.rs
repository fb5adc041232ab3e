//! The challenges option over random play (string round trip, refused actions change
//! nothing, incremental hash = from scratch, records with trial comments round-trip) and
//! fuzzed position strings, actions and records with the option (errors, never a panic).

use gipf_rules::{
    Action, Color, Decider, Entry, Position, Record, Setup, Spot, Stage, TrialComment,
};
use proptest::prelude::*;

use crate::props::Rng;

const STARTS: [&str; 6] = [
    "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -",
    "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -",
    "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6 agreed:3/3 -",
    "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w c 4/4 0/0 ss T1Y1/Z1 die:2/2 P:d5-e6",
    "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w r 4/7 0/0 ss P1/Z1D1 game:1/0 T:a1-b2",
    "basic b2w/5/6/w5b/6/5/b2w w p 15/15 0/0 ss D9P9/Z9Y9 game:9/9 -",
];

fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Basic pieces of each colour (a GIPF piece 2, a loaded piece 1, a used potential 0):
/// no step of the option makes or loses one.
fn basics(p: &Position) -> [u32; 2] {
    let mut n = [
        u32::from(p.reserve(Color::White)) + u32::from(p.captured(Color::Black)),
        u32::from(p.reserve(Color::Black)) + u32::from(p.captured(Color::White)),
    ];
    for s in Spot::all() {
        if let Some(c) = p.content(s) {
            n[c.base().color().index()] += u32::from(c.base().basic_pieces());
        }
    }
    n
}

fn check(p: &Position) {
    assert_eq!(p.hash(), p.compute_hash(), "incremental hash in {p}");
    let text = p.to_string();
    assert_eq!(pos(&text), *p, "round trip of {text}");
    assert_eq!(text.split(' ').count(), 10, "{text}");
    let legal = p.legal_actions();
    assert_eq!(legal.len(), p.legal_action_count(), "{text}");
    assert_eq!(legal.is_empty(), p.is_over(), "{text}");
    match p.stage() {
        Stage::Challenge => {
            assert_eq!(legal, [Action::Allow, Action::Challenge]);
            assert_eq!(p.decider(), p.challenger());
            assert!(p.pending_use().is_some());
        }
        Stage::Referee => {
            assert_eq!(legal, [Action::Lost, Action::Won]);
            assert_eq!(p.decided_by(), Some(Decider::Referee));
            assert_eq!(p.decider(), None);
        }
        _ => {
            assert!(p.pending_use().is_none(), "{text}");
            assert_eq!(p.decider().is_none(), p.is_over());
        }
    }
    for a in &legal {
        let t = a.to_string();
        assert_eq!(p.parse_action(&t).as_ref(), Ok(a), "{t} in {text}");
        let loud = format!(" {} ", t.to_uppercase());
        assert_eq!(p.parse_action(&loud).as_ref(), Ok(a), "{loud:?} in {text}");
    }
}

/// Actions that are not legal here are refused and change nothing; legal ones are accepted.
fn check_illegal(p: &Position, rng: &mut Rng) {
    let legal = p.legal_actions();
    let mut candidates = vec![Action::Challenge, Action::Allow, Action::Won, Action::Lost];
    candidates.push(Action::Done);
    candidates.push(Action::Keep);
    for _ in 0..4 {
        let entry = Entry::all().nth(rng.below(42)).unwrap();
        candidates.push(Action::Push { entry, gipf: false });
        candidates.push(Action::Tamsk { entry });
    }
    // A use of the position's pending kind from elsewhere, and every legal use seen before.
    let spots: Vec<Spot> = Spot::all().collect();
    candidates.push(Action::Use {
        kind: gipf_rules::Kind::Zertz,
        from: spots[rng.below(spots.len())],
        to: spots[rng.below(spots.len())],
    });
    if let Some(u) = p.pending_use() {
        candidates.push(u);
    }
    for a in candidates {
        let mut q = p.clone();
        let ok = q.play(a).is_ok();
        assert_eq!(ok, legal.contains(&a), "{a} in {p}");
        if !ok {
            assert_eq!(&q, p, "a refused {a} changed {p}");
            let mut t = p.clone();
            assert!(t.play_text(&a.to_string()).is_err());
            assert_eq!(&t, p);
        }
    }
}

fn random_game(start: &str, seed: u64, max_plies: usize) {
    let mut rng = Rng::new(seed);
    let mut p = pos(start);
    let total = basics(&p);
    let mut record = Record::new(p.clone());
    for _ in 0..max_plies {
        check(&p);
        check_illegal(&p, &mut rng);
        assert_eq!(basics(&p), total, "basic pieces in {p}");
        let legal = p.legal_actions();
        if legal.is_empty() {
            break;
        }
        // Half the time a use or a challenge when there is one, so the option's paths occur.
        let preferred: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| a.is_use() || *a == Action::Challenge)
            .collect();
        let a = if !preferred.is_empty() && rng.below(2) == 0 {
            preferred[rng.below(preferred.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        let user = p.user();
        p.play(a)
            .unwrap_or_else(|e| panic!("legal {a} refused in {p}: {e}"));
        record.play(a).unwrap();
        // The record gets a trial comment that agrees with the outcome.
        if let (Some(user), Some(trial), Action::Won | Action::Lost) =
            (user, p.challenges().map(|c| c.trial()), a)
        {
            let won = a == Action::Won;
            let comment = match trial {
                gipf_rules::Trial::Die => {
                    let (mine, theirs) = if won { (4, 3) } else { (2, 6) };
                    if user == Color::White {
                        TrialComment::Die {
                            white: mine,
                            black: theirs,
                        }
                    } else {
                        TrialComment::Die {
                            white: theirs,
                            black: mine,
                        }
                    }
                }
                gipf_rules::Trial::Game => TrialComment::Game { id: seed % 1000 },
                gipf_rules::Trial::Agreed => TrialComment::Agreed(if won {
                    gipf_rules::AgreedResult::Draw
                } else {
                    gipf_rules::AgreedResult::Loss
                }),
            };
            record.comment_last(comment).unwrap();
        }
    }
    check(&p);
    let text = record.to_string();
    let back: Record = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back, record);
    let official = record.official();
    assert_eq!(
        official.parse::<Record>().as_ref(),
        Ok(&record),
        "{official}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    #[test]
    fn random_play_with_challenges_keeps_every_invariant(seed in any::<u64>(), i in 0usize..6) {
        random_game(STARTS[i], seed, 250);
    }
}

const ALPHABET: &[u8] = b"abcdefgiwbWBTZDYPtzydp0123456789:/- +lrcdiegamoanwstk{}#()";

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut b: Vec<u8> = s.bytes().collect();
    for _ in 0..=rng.below(3) {
        if b.is_empty() {
            break;
        }
        let i = rng.below(b.len());
        match rng.below(4) {
            0 => b[i] = ALPHABET[rng.below(ALPHABET.len())],
            1 => {
                b.remove(i);
            }
            2 => b.insert(i, ALPHABET[rng.below(ALPHABET.len())]),
            _ => b[i] = rng.next() as u8,
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn mutated_strings_actions_and_records_never_panic() {
    let mut rng = Rng::new(35);
    let positions: Vec<Position> = STARTS.iter().map(|s| pos(s)).collect();
    let seeds: Vec<String> = STARTS
        .iter()
        .map(|s| s.to_string())
        .chain(
            [
                "challenge",
                "allow",
                " WON ",
                "lost",
                "Z:c3-f5",
                "T:e9-e8",
                "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/2 - Z:c3-f5 challenge lost {die w2 b5} a1-b2",
                "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6 agreed:3/3 - {agreed draw} {note}",
            ]
            .map(String::from),
        )
        .collect();
    for _ in 0..30_000 {
        let base = rng.below(seeds.len());
        let text = mutate(&mut rng, &seeds[base]);
        let _ = text.parse::<Setup>();
        if let Ok(p) = text.parse::<Position>() {
            assert_eq!(
                p.to_string().parse::<Position>().as_ref(),
                Ok(&p),
                "{text:?}"
            );
            assert_eq!(p.hash(), p.compute_hash());
            let _ = p.perft(2);
            let _ = p.decided_by();
        }
        let _ = text.parse::<Action>();
        let _ = text.parse::<TrialComment>();
        if let Ok(r) = text.parse::<Record>() {
            assert_eq!(r.to_string().parse::<Record>().as_ref(), Ok(&r), "{text:?}");
        }
        for p in &positions {
            let mut q = p.clone();
            if q.play_text(&text).is_err() {
                assert_eq!(&q, p);
            }
        }
    }
}
