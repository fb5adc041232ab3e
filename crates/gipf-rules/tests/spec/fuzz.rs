//! Random bytes and mutated valid inputs into every parser: errors, never a panic.

use gipf_rules::{Action, ActionText, GameVariant, Position, Record, Setup, Variant};

use crate::props::Rng;

const ALPHABET: &[u8] = b"abcdefghijxGgWwBbp mno+/0123456789-,\t\r\nsnX.";

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(40);
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            if rng.below(8) == 0 {
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
    let _ = text.parse::<Setup>();
    if let Ok(p) = text.parse::<Position>() {
        // Whatever parses must print back to something that parses to the same position.
        assert_eq!(
            p.to_string().parse::<Position>().as_ref(),
            Ok(&p),
            "{text:?}"
        );
        let _ = p.legal_actions();
        let _ = p.perft(1);
    }
    let _ = text.parse::<Action>();
    let _ = text.parse::<ActionText>();
    let _ = text.parse::<Variant>();
    // Variant words (with potentials and challenges) print back to themselves.
    if let Ok(v) = text.parse::<GameVariant>() {
        assert_eq!(v.to_string().parse::<GameVariant>(), Ok(v), "{text:?}");
        let _ = v.start();
    }
    let _ = text.parse::<Record>();
    for p in positions {
        let mut q = p.clone();
        if q.play_text(text).is_err() {
            assert_eq!(&q, p);
        }
        // A service's stored entry (an action, perhaps with its trial comment).
        let mut r = Record::new(p.clone());
        if r.play_entry(text).is_err() {
            assert_eq!(r, Record::new(p.clone()), "{text:?}");
        }
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(7);
    let positions: Vec<Position> = [
        "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss",
        "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg",
        "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
        "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn",
        // A challenge waiting for its outcome (COMBINING.md §10, example 1).
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w r 10/10 0/0 ss -/- die:1/0 Z:c3-f5",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect();
    for _ in 0..20_000 {
        let text = random_text(&mut rng);
        exercise(&text, &positions);
    }
    let seeds: Vec<String> = positions
        .iter()
        .map(|p| p.to_string())
        .chain(
            [
                "xc3,d4,Ge5,f5,g5",
                "Ge9-e8",
                "b1 - e4",
                "done",
                "standard a1-b2 i5-h5",
                "standard+potentials+die2",
                "ultimate+game1",
                "tournament+T6+agreed3",
                "basic+Z3D3+die9",
                "lost {die w2 b5}",
                "won {game #18}",
            ]
            .map(String::from),
        )
        .collect();
    for _ in 0..20_000 {
        let base = &seeds[rng.below(seeds.len())];
        let text = mutate(&mut rng, base);
        exercise(&text, &positions);
    }
    // Arbitrary bytes, not only near-valid text.
    for _ in 0..5_000 {
        let len = rng.below(64);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        exercise(&String::from_utf8_lossy(&bytes), &positions);
    }
}
