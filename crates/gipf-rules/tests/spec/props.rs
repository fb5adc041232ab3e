//! Property tests over random play in all three variants.

use gipf_rules::{Action, Color, Entry, Position, SpotSet, Stage, Variant};
use proptest::prelude::*;

/// A small deterministic generator (xorshift64*), so each proptest case is one seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Every piece of a colour is somewhere: on the board, in reserve, or captured.
fn total(p: &Position, c: Color) -> u32 {
    p.board().singles(c) + u32::from(p.reserve(c)) + u32::from(p.captured(c.other()))
}

/// The official `<dot>-<end>` form of a push.
fn official(p: &Position, a: &Action) -> Option<String> {
    match a {
        Action::Push { entry, gipf } => {
            let end = p.push_end(*entry)?;
            Some(format!(
                "{}{}-{}",
                if *gipf { "G" } else { "" },
                entry.dot(),
                end
            ))
        }
        _ => None,
    }
}

fn check_position(p: &Position, totals: [u32; 2]) {
    for c in Color::BOTH {
        assert_eq!(
            total(p, c),
            totals[c.index()],
            "{c} pieces not conserved in {p}"
        );
    }
    assert_eq!(
        p.hash(),
        p.compute_hash(),
        "incremental hash differs in {p}"
    );
    let text = p.to_string();
    let back: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, p, "position string does not round-trip");
    if p.stage() == Stage::Push {
        for c in Color::BOTH {
            assert!(
                p.rows(c).iter().all(|r| r.optional),
                "a compulsory {c} row stands at a push decision: {p}"
            );
        }
    }
    let legal = p.legal_actions();
    assert_eq!(legal.len(), p.legal_action_count());
    assert_eq!(legal.is_empty(), p.is_over());
    assert_eq!(p.decider().is_none(), p.is_over());
    for (i, a) in legal.iter().enumerate() {
        assert!(!legal[..i].contains(a), "{a} listed twice in {p}");
        let canonical = a.to_string();
        assert_eq!(
            p.parse_action(&canonical).as_ref(),
            Ok(a),
            "{canonical} in {p}"
        );
        assert_eq!(canonical.parse::<Action>().as_ref(), Ok(a));
        let loud = format!("  {}  ", canonical.to_uppercase().replace('-', " - "));
        assert_eq!(p.parse_action(&loud).as_ref(), Ok(a), "{loud:?} in {p}");
        if let Some(o) = official(p, a) {
            assert_eq!(p.parse_action(&o).as_ref(), Ok(a), "official {o} in {p}");
        }
        if let Action::Remove { spots, .. } = a {
            // Without G marks and in reverse order, the same removal.
            let names: Vec<String> = spots.iter().map(|s| s.to_string()).rev().collect();
            let plain = format!("x{}", names.join(", "));
            assert_eq!(p.parse_action(&plain).as_ref(), Ok(a), "{plain} in {p}");
        }
    }
}

/// Tries actions that are not legal here and checks each is refused without a change.
fn check_illegal(p: &Position, rng: &mut Rng) {
    let legal = p.legal_actions();
    let mut candidates: Vec<Action> = Vec::new();
    for entry in Entry::all() {
        for gipf in [false, true] {
            candidates.push(Action::Push { entry, gipf });
        }
    }
    candidates.push(Action::Done);
    for _ in 0..8 {
        let bits = rng.next() & SpotSet::ALL.bits();
        let spots: SpotSet = SpotSet::ALL
            .iter()
            .filter(|s| bits & s.bit() != 0)
            .collect();
        candidates.push(Action::Remove {
            spots,
            gipf: SpotSet::EMPTY,
            loaded: gipf_rules::LoadedMarks::NONE,
        });
    }
    for a in candidates {
        let mut q = p.clone();
        let is_legal = legal.iter().any(|l| match (l, &a) {
            (Action::Remove { spots: x, .. }, Action::Remove { spots: y, .. }) => x == y,
            _ => *l == a,
        });
        match q.play(a) {
            Ok(()) => assert!(is_legal, "{a} was accepted but is not legal in {p}"),
            Err(_) => {
                assert!(!is_legal, "{a} was refused but is legal in {p}");
                assert_eq!(&q, p, "refused {a} changed the position");
            }
        }
    }
}

fn random_game(variant: Variant, seed: u64, max_plies: usize) {
    let mut rng = Rng::new(seed);
    let mut p = Position::start(variant);
    let mut record = gipf_rules::Record::new(p.clone());
    let totals = [total(&p, Color::White), total(&p, Color::Black)];
    for _ in 0..max_plies {
        check_position(&p, totals);
        check_illegal(&p, &mut rng);
        let legal = p.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.below(legal.len())];
        p.play(a)
            .unwrap_or_else(|e| panic!("legal {a} refused in {p}: {e}"));
        record.play(a).expect("same action on the record");
    }
    check_position(&p, totals);
    // The official-notation record reads back to the same game.
    let official = record.official();
    assert_eq!(
        official.parse::<gipf_rules::Record>().as_ref(),
        Ok(&record),
        "{official}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_every_invariant(seed in any::<u64>(), v in 0usize..3) {
        random_game(Variant::ALL[v], seed, 400);
    }
}

/// Whole games to their end, with a bias towards removals so that endings are reached.
#[test]
fn many_games_reach_an_end() {
    let mut ends = [0usize; 2];
    for seed in 0..300u64 {
        let variant = Variant::ALL[(seed % 3) as usize];
        let mut rng = Rng::new(seed);
        let mut p = Position::start(variant);
        let totals = [total(&p, Color::White), total(&p, Color::Black)];
        let mut v = Vec::new();
        for _ in 0..3000 {
            p.legal_actions_into(&mut v);
            if v.is_empty() {
                break;
            }
            let a = v[rng.below(v.len())];
            p.play(a).unwrap();
            assert_eq!(p.hash(), p.compute_hash());
        }
        check_position(&p, totals);
        if let Some(o) = p.outcome() {
            ends[o.reason as usize] += 1;
        }
    }
    assert!(
        ends[0] > 0 && ends[1] > 0,
        "both kinds of ending are reached: {ends:?}"
    );
}
