//! Round robin by Berger tables: every round pairs everyone, each player's colours alternate
//! (at most one repeat, around his game against the last pairing number), whites and blacks
//! differ by at most one, and a double round robin plays the same rounds again with colours
//! swapped.

use super::record::{Entrant, Pairing, RoundPairing};

/// The rounds of a round robin of `entrants`, in the order given (their pairing numbers,
/// from 1). An odd field gets a dummy last number: whoever meets it rests that round (no
/// point: everyone rests once).
pub fn round_robin(entrants: &[Entrant], double: bool) -> Vec<RoundPairing> {
    let once = berger(entrants.len());
    let rounds = once.iter().map(|round| {
        let mut out = RoundPairing::default();
        for &(white, black) in round {
            match (entrants.get(white), entrants.get(black)) {
                (Some(&white), Some(&black)) => out.pairings.push(Pairing { white, black }),
                (Some(&rest), None) | (None, Some(&rest)) => out.bye = Some(rest),
                (None, None) => {}
            }
        }
        out
    });
    let mut all: Vec<RoundPairing> = rounds.collect();
    if double {
        let again: Vec<RoundPairing> = all
            .iter()
            .map(|r| RoundPairing {
                pairings: r
                    .pairings
                    .iter()
                    .map(|p| Pairing {
                        white: p.black,
                        black: p.white,
                    })
                    .collect(),
                bye: r.bye,
            })
            .collect();
        all.extend(again);
    }
    all
}

/// The Berger table of `players` (indices from 0; an odd field's dummy is index `players`):
/// rounds of (white, black).
///
/// The circle method with the last number fixed, stepping by half the field each round: for
/// `m` numbers and `h = m / 2`, round `t` puts `r = t·h mod (m-1)` against the last number
/// (White for the last number in even rounds), and pairs `r + k` (White) with `r - k` (Black)
/// mod `m - 1` for `k` in 1..h. Stepping by `h` rather than 1 makes everyone's colours
/// alternate: it is the FIDE Berger table up to the numbering.
pub(crate) fn berger(players: usize) -> Vec<Vec<(usize, usize)>> {
    if players < 2 {
        return Vec::new();
    }
    let m = players + players % 2;
    let (h, ring) = (m / 2, m - 1);
    (0..ring)
        .map(|t| {
            let r = t * h % ring;
            let mut round = Vec::with_capacity(h);
            round.push(if t % 2 == 0 { (ring, r) } else { (r, ring) });
            for k in 1..h {
                round.push(((r + k) % ring, (r + ring - k) % ring));
            }
            round
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(n: usize) -> Vec<Entrant> {
        (0..n as u32).map(Entrant).collect()
    }

    #[test]
    fn everyone_meets_everyone_with_balanced_colours() {
        for n in 3..=16 {
            for double in [false, true] {
                let rounds = round_robin(&field(n), double);
                let times = if double { 2 } else { 1 };
                let once = if n % 2 == 0 { n - 1 } else { n };
                assert_eq!(rounds.len(), once * times, "{n} players");
                let mut met = vec![vec![0; n]; n];
                let mut whites = vec![0i32; n];
                let mut rests = vec![0; n];
                let mut colours = vec![Vec::new(); n];
                for round in &rounds {
                    let mut seen = vec![false; n];
                    for p in &round.pairings {
                        let (w, b) = (p.white.0 as usize, p.black.0 as usize);
                        for x in [w, b] {
                            assert!(!seen[x], "{n}: {x} twice in a round");
                            seen[x] = true;
                        }
                        met[w][b] += 1;
                        met[b][w] += 1;
                        whites[w] += 1;
                        whites[b] -= 1;
                        colours[w].push(true);
                        colours[b].push(false);
                    }
                    if let Some(rest) = round.bye {
                        assert!(!seen[rest.0 as usize]);
                        rests[rest.0 as usize] += 1;
                        seen[rest.0 as usize] = true;
                    }
                    assert!(seen.iter().all(|s| *s), "{n}: someone left out");
                    assert_eq!(round.bye.is_some(), n % 2 == 1);
                }
                for a in 0..n {
                    for (b, count) in met[a].iter().enumerate() {
                        assert_eq!(*count, if a == b { 0 } else { times }, "{n}: {a}-{b}");
                    }
                    if !double {
                        assert!(
                            whites[a].abs() <= 1,
                            "{n}: {a} has {} more whites",
                            whites[a]
                        );
                        // Never the same colour three times in a row.
                        assert!(colours[a].windows(3).all(|w| w[0] != w[1] || w[1] != w[2]));
                    } else {
                        assert_eq!(whites[a], 0, "{n}: double round robin, {a}");
                    }
                    assert_eq!(rests[a], if n % 2 == 1 { times } else { 0 });
                }
                if double {
                    // The second half is the first with colours swapped.
                    for (first, second) in rounds.iter().zip(&rounds[once..]) {
                        for (p, q) in first.pairings.iter().zip(&second.pairings) {
                            assert_eq!((p.white, p.black), (q.black, q.white));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn four_players_table() {
        // In pairing numbers from 1, White first.
        let table: Vec<Vec<(usize, usize)>> = berger(4)
            .into_iter()
            .map(|r| r.into_iter().map(|(w, b)| (w + 1, b + 1)).collect())
            .collect();
        assert_eq!(
            table,
            vec![
                vec![(4, 1), (2, 3)],
                vec![(3, 4), (1, 2)],
                vec![(4, 2), (3, 1)],
            ]
        );
    }
}
