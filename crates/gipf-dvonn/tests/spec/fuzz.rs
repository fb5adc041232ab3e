//! Seeded fuzzing: random bytes and mutated valid strings into every parser (an error,
//! never a panic; whatever reads prints back to itself), refused actions that change
//! nothing, and random games played to the end keeping the invariants.

use std::collections::HashMap;

use gipf_dvonn::{Action, Phase, Position, Space};
use gipf_game::Game;

/// A small deterministic generator (xorshift64*), so every run plays the same games.
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

const ALPHABET: &[u8] = b"abcdefghijklABCKdwbWBDvon.+=/-0123456789 \t pasPAS";

const VALID: &[&str] = &[
    "dvonn ........./........../.........../........../......... w p",
    "dvonn wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw b p",
    "dvonn wdwbbwwwb/wwbwwbbbww/bbbbwdbwwww/bbwwwbbwbb/wbbbwwbdb w m",
    "dvonn w2.b.wb2..b/d.w3.w2ww.b3w/bdbbbbb2.W3b./w2wbwww2wb2b./.bwwb.b.w b m",
    "dvonn .......d./...wbw5b.../wb4..wbW5..../.b2.b4w3w..../d..bb.... b m",
    "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m",
    "dvonn ......b../......b4.../.......w..W4/......B2wW3w2/........w w m",
    "dvonn ........./........../W3.......W3../......b5.../.....B8... - b+",
    "a1-b1",
    "e3",
    "A1B1",
    "pass",
];

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(80);
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            if rng.below(10) == 0 {
                rng.next() as u8
            } else {
                ALPHABET[rng.below(ALPHABET.len())]
            }
        })
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut b: Vec<u8> = s.bytes().collect();
    for _ in 0..=rng.below(3) {
        if b.is_empty() {
            break;
        }
        let i = rng.below(b.len());
        match rng.below(3) {
            0 => b[i] = ALPHABET[rng.below(ALPHABET.len())],
            1 => {
                b.remove(i);
            }
            _ => b.insert(i, ALPHABET[rng.below(ALPHABET.len())]),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

fn exercise(text: &str, positions: &[Position]) {
    if let Ok(p) = text.parse::<Position>() {
        assert_eq!(
            p.to_string().parse::<Position>().as_ref(),
            Ok(&p),
            "{text:?}"
        );
        assert_eq!(p.perft(1), p.legal_actions().len() as u64, "{text:?}");
        let _ = p.perft(2);
    }
    let _ = text.parse::<Space>();
    if let Ok(a) = text.parse::<Action>() {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{text:?}");
    }
    for p in positions {
        let mut q = *p;
        match q.play_text(text) {
            Ok(a) => assert!(p.legal_actions().contains(&a), "{text:?} in {p}"),
            Err(e) => {
                assert_eq!(&q, p, "{text:?}: a refused action changes nothing");
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

#[test]
fn random_and_mutated_inputs_never_panic() {
    let mut rng = Rng::new(50);
    let positions: Vec<Position> = VALID.iter().filter_map(|s| s.parse().ok()).collect();
    assert_eq!(positions.len(), 8);
    for _ in 0..20_000 {
        let text = if rng.below(2) == 0 {
            random_text(&mut rng)
        } else {
            let base = VALID[rng.below(VALID.len())];
            mutate(&mut rng, base)
        };
        exercise(&text, &positions);
    }
}

#[test]
fn every_action_text_on_every_position() {
    // Every pair of spaces and every space, in every phase: legal exactly when listed.
    let positions: Vec<Position> = VALID.iter().filter_map(|s| s.parse().ok()).collect();
    for p in &positions {
        let legal = p.legal_actions();
        let mut candidates: Vec<Action> = Space::all().map(Action::Place).collect();
        for from in Space::all() {
            candidates.extend(Space::all().map(|to| Action::Move { from, to }));
        }
        for a in candidates {
            let mut q = *p;
            let played = q.play(a);
            assert_eq!(played.is_ok(), legal.contains(&a), "{a} in {p}");
            if played.is_err() {
                assert_eq!(&q, p);
            }
        }
    }
}

/// The invariants of a position reached by play.
fn check_invariants(p: &Position, placed: usize) {
    let s = p.to_string();
    let back: Position = s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"));
    assert_eq!(back, *p, "{s}");
    assert_eq!(
        back.zobrist(),
        p.zobrist(),
        "{s}: the incremental hash is the parsed one"
    );
    assert_eq!(p.zobrist_from_scratch(), p.zobrist());
    let legal = p.legal_actions();
    assert_eq!(p.perft(1), legal.len() as u64, "{s}");
    assert_eq!(Game::perft(p, 1), legal.len() as u64);
    let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
    assert!(
        texts.windows(2).all(|w| w[0] < w[1]),
        "{s}: sorted, no repeats"
    );
    assert_eq!(p.decider().is_none(), p.is_over());
    assert_eq!(
        legal.is_empty(),
        p.is_over(),
        "{s}: a decider always has a move"
    );
    // The 3 DVONN pieces stay: 1 to 3 marked stacks that can hold them.
    let dvonn = p.dvonn_spaces().count();
    if placed >= 3 {
        assert!((1..=3).contains(&dvonn), "{s}");
        let capacity: u32 = p
            .dvonn_spaces()
            .filter_map(|sp| p.stack(sp))
            .map(|st| {
                if st.controller.is_none() {
                    1
                } else {
                    st.height - 1
                }
            })
            .sum();
        assert!(capacity >= 3, "{s}");
    } else {
        assert_eq!(dvonn, placed);
    }
    // Scores: the pieces of controlled stacks; lone DVONN pieces count for nobody.
    let lone = p
        .occupied()
        .filter(|&sp| p.stack(sp).is_some_and(|st| st.controller.is_none()))
        .count() as u32;
    let (w, b) = p.scores();
    assert_eq!(w + b + lone, p.pieces(), "{s}");
    assert!(p.pieces() <= 49);
    if let Some(o) = Game::outcome(p) {
        assert_eq!(o.winner.is_none(), w == b);
    }
}

#[test]
fn random_games_keep_the_invariants() {
    let mut rng = Rng::new(2001);
    let mut finished = 0;
    // Different positions, different hashes.
    let mut hashes: HashMap<u64, String> = HashMap::new();
    for game in 0..300 {
        let mut p = Position::start();
        let mut placed = 0;
        let mut pieces_before = 0;
        check_invariants(&p, placed);
        while !p.is_over() {
            // Now and then an illegal action: refused, nothing changed.
            if rng.below(4) == 0 {
                let a = Action::Move {
                    from: Space::from_index(rng.below(49)).expect("a space"),
                    to: Space::from_index(rng.below(49)).expect("a space"),
                };
                let mut q = p;
                if q.play(a).is_err() {
                    assert_eq!(q, p);
                }
            }
            let legal = p.legal_actions();
            let a = legal[rng.below(legal.len())];
            let phase = p.phase();
            if game % 2 == 0 {
                p.play(a).expect("a legal action plays");
            } else {
                Game::play(&mut p, a).expect("a legal action plays through the seam");
            }
            if phase == Phase::Placement {
                placed += 1;
                assert_eq!(p.pieces(), pieces_before + 1);
            } else {
                assert!(p.pieces() <= pieces_before, "pieces only leave the board");
            }
            pieces_before = p.pieces();
            check_invariants(&p, placed);
            let text = p.to_string();
            let seen = hashes.entry(p.zobrist()).or_insert_with(|| text.clone());
            assert_eq!(*seen, text, "two positions with one hash");
        }
        assert_eq!(placed, 49, "every game places 49 pieces");
        finished += 1;
    }
    assert_eq!(finished, 300);
}
