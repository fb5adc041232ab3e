//! Swiss pairing's properties over many simulated tournaments (seeded, reproducible): every
//! active player paired once, no rematch while one is avoidable (checked against an
//! independent count of the largest rematch-free matching), the colour rules, byes as
//! specified, and for fields of up to 8 the chosen pairing's costs against a brute-force
//! optimum. Run with `--nocapture` to see the figures.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use gipf_rules::Color;

use super::matching::{self, brute_force, totals};
use super::record::tally;
use super::swiss::{
    self, forbidden, problem, Problem, BYE_AGAIN, BYE_SCORE, CROSS_GROUP, HARD_COLOUR, MEET,
};
use super::{Entrant, EntrantInfo, GameRecord, Outcome, RoundPairing, RoundRecord};

/// A small xorshift: reproducible without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[derive(Default, Debug)]
struct Figures {
    tournaments: u64,
    rounds: u64,
    games: u64,
    byes: u64,
    /// Second byes given because everyone left had had one.
    second_byes_forced: u64,
    /// Byes not given to the designated player because that broke a hard rule.
    byes_moved_by_hard_rules: u64,
    withdrawals: u64,
    forfeits: u64,
    /// Rematches the pairing would have made without the rule against them.
    rematches_avoided: u64,
    /// Rounds in which at least one of those was avoided.
    rounds_with_rematch_avoided: u64,
    /// Rematches made because none was avoidable (as few as possible, checked).
    rematches_forced: u64,
    /// Of those, in tournaments of the default number of rounds (the others play as many
    /// rounds as the field can, where a Swiss often runs out of new opponents).
    rematches_forced_default_rounds: u64,
    /// The largest field (at the start) where that happened.
    largest_field_forced_default_rounds: usize,
    /// Forbidden colours given because no pairing avoided them.
    colours_forced: u64,
    /// Pairs whose players' scores differed (floats), and the sum of their differences in
    /// half points.
    pairs_across_groups: u64,
    score_gaps: u64,
    brute_force_rounds: u64,
    brute_force_pairings: u64,
    slowest_64: Duration,
    pairings_64: u64,
    time_64: Duration,
}

/// The size of a largest matching in the graph of `allowed` edges: half the rank of its
/// Tutte matrix with random entries modulo a prime (an algorithm independent of the
/// blossom's; wrong with probability at most n/p, and two tries are taken).
// Gaussian elimination reads best with the matrix's own indices.
#[allow(clippy::needless_range_loop)]
fn largest_matching(n: usize, allowed: impl Fn(usize, usize) -> bool, rng: &mut Rng) -> usize {
    const P: u64 = 2_147_483_647;
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = r * b % P;
            }
            b = b * b % P;
            e >>= 1;
        }
        r
    };
    let mut best = 0;
    for _ in 0..2 {
        let mut a = vec![vec![0u64; n]; n];
        for i in 0..n {
            for j in i + 1..n {
                if allowed(i, j) {
                    let x = 1 + rng.below(P - 1);
                    a[i][j] = x;
                    a[j][i] = P - x;
                }
            }
        }
        let mut rank = 0;
        for col in 0..n {
            let Some(pivot) = (rank..n).find(|&r| a[r][col] != 0) else {
                continue;
            };
            a.swap(rank, pivot);
            let inv = pow(a[rank][col], P - 2);
            for r in 0..n {
                if r != rank && a[r][col] != 0 {
                    let f = a[r][col] * inv % P;
                    for c in col..n {
                        a[r][c] = (a[r][c] + P - f * a[rank][c] % P) % P;
                    }
                }
            }
            rank += 1;
        }
        best = best.max(rank / 2);
    }
    best
}

/// The mates of a round's pairing in the problem's vertices.
fn mates(problem: &Problem, round: &RoundPairing) -> Vec<usize> {
    let index: BTreeMap<Entrant, usize> = problem
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.entrant, i))
        .collect();
    let mut mate = vec![usize::MAX; problem.vertices];
    for p in &round.pairings {
        let (w, b) = (index[&p.white], index[&p.black]);
        mate[w] = b;
        mate[b] = w;
    }
    if let Some(bye) = round.bye {
        let (i, v) = (index[&bye], problem.players.len());
        mate[i] = v;
        mate[v] = i;
    }
    assert!(mate.iter().all(|m| *m != usize::MAX), "someone unpaired");
    mate
}

/// Checks one round's pairing against the rules, and counts.
fn check_round(
    entrants: &[EntrantInfo],
    history: &[RoundRecord],
    round: &RoundPairing,
    rng: &mut Rng,
    figures: &mut Figures,
) {
    let problem = problem(entrants, history).expect("a problem");
    let n = problem.vertices;
    let active: Vec<Entrant> = entrants
        .iter()
        .filter(|e| !e.withdrawn)
        .map(|e| e.entrant)
        .collect();
    // Everyone active exactly once, nobody who left.
    let mut seen: Vec<Entrant> = round
        .pairings
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(round.bye)
        .collect();
    seen.sort_unstable();
    let mut expected = active.clone();
    expected.sort_unstable();
    assert_eq!(seen, expected, "not everyone active paired once");
    assert_eq!(round.bye.is_some(), active.len() % 2 == 1);

    let mate = mates(&problem, round);
    let chosen = totals(&problem.costs, n, &mate);

    // A second bye only when everyone left has had one.
    let all_had_one = problem.players.iter().all(|p| p.tally.byes > 0);
    assert_eq!(
        chosen[BYE_AGAIN] == 1,
        round.bye.is_some() && all_had_one,
        "a second bye"
    );
    figures.second_byes_forced += u64::from(chosen[BYE_AGAIN]);
    // No rematch while avoidable: the fewest possible is n/2 minus the largest matching of
    // the pairs that have not met (and the byes allowed).
    let allowed = |i: usize, j: usize| {
        problem.costs[i * n + j][MEET] == 0
            && problem.costs[i * n + j][BYE_AGAIN] <= chosen[BYE_AGAIN]
    };
    let fewest = n / 2 - largest_matching(n, allowed, rng);
    assert_eq!(chosen[MEET] as usize, fewest, "avoidable rematch");
    figures.rematches_forced += u64::from(chosen[MEET]);

    // Without the rule, how many rematches would the same criteria have chosen?
    let mut free = problem.costs.clone();
    for (k, c) in free.iter_mut().enumerate() {
        let (i, j) = (k / n, k % n);
        if i < problem.players.len() && j < problem.players.len() {
            c[MEET] = 0;
        }
    }
    let unruled = matching::min_cost_perfect(&free, n).expect("solves");
    let would: u64 = (0..problem.players.len())
        .filter(|&i| unruled[i] > i && unruled[i] < problem.players.len())
        .filter(|&i| problem.costs[i * n + unruled[i]][MEET] == 1)
        .count() as u64;
    let tallies = tally(entrants, history).expect("tally");
    let made = round
        .pairings
        .iter()
        .filter(|p| tallies[&p.white].met(p.black))
        .count() as u64;
    if would > made {
        figures.rematches_avoided += would - made;
        figures.rounds_with_rematch_avoided += 1;
    }

    // Colours: a forbidden colour only as the criteria counted it (and so, by optimality,
    // only when unavoidable).
    let given: u32 = round
        .pairings
        .iter()
        .map(|p| {
            u32::from(forbidden(&tallies[&p.white], Color::White))
                + u32::from(forbidden(&tallies[&p.black], Color::Black))
        })
        .sum();
    assert_eq!(given, chosen[HARD_COLOUR], "colours not as costed");
    figures.colours_forced += u64::from(given);

    // Pairs across score groups, counted again from the scores: as the criteria counted
    // them (and so, by optimality and the brute force below, as few as the hard rules allow).
    let across: Vec<u32> = round
        .pairings
        .iter()
        .map(|p| {
            let (w, b) = (tallies[&p.white].score, tallies[&p.black].score);
            w.half_points().abs_diff(b.half_points())
        })
        .filter(|&gap| gap > 0)
        .collect();
    assert_eq!(
        across.len() as u32,
        chosen[CROSS_GROUP],
        "floats not as costed"
    );
    figures.pairs_across_groups += across.len() as u64;
    figures.score_gaps += across.iter().map(|&g| u64::from(g)).sum::<u64>();

    // The bye: the lowest-ranked of the lowest score group without one, unless a hard rule
    // forbade it (then the brute force below, or the cost check, says it was optimal).
    if let Some(bye) = round.bye {
        let designated = problem
            .players
            .iter()
            .filter(|p| p.tally.byes == 0)
            .min_by_key(|p| p.tally.score)
            .map(|p| {
                let score = p.tally.score;
                problem
                    .players
                    .iter()
                    .rev()
                    .find(|q| q.tally.byes == 0 && q.tally.score == score)
                    .map_or(p.entrant, |q| q.entrant)
            });
        if Some(bye) != designated {
            // Giving it to the designated player must break a hard rule the chosen pairing
            // keeps.
            let m = problem.players.len();
            let d = problem
                .players
                .iter()
                .position(|p| Some(p.entrant) == designated)
                .expect("a designated player");
            let mut forced = problem.costs.clone();
            for i in (0..m).filter(|&i| i != d) {
                forced[i * n + m][BYE_AGAIN] = 1000;
                forced[m * n + i][BYE_AGAIN] = 1000;
            }
            let other = matching::min_cost_perfect(&forced, n).expect("solves");
            let t = totals(&problem.costs, n, &other);
            assert!(
                t[..BYE_SCORE] > chosen[..BYE_SCORE],
                "bye to {bye:?}, not {designated:?}, costs {chosen:?}, with {designated:?} {t:?}"
            );
            figures.byes_moved_by_hard_rules += 1;
        }
        figures.byes += 1;
    }

    // Small fields: the chosen costs are the optimum of all pairings.
    if problem.players.len() <= 8 {
        let (best, count) = brute_force(&problem.costs, n);
        // Round 1 is paired by its own rule, and must be optimal all the same.
        assert_eq!(
            chosen,
            best,
            "not the optimum (round {})",
            history.len() + 1
        );
        figures.brute_force_rounds += 1;
        figures.brute_force_pairings += count;
    }
}

/// One simulated tournament of `players`, results drawn by rating.
fn simulate(players: usize, seed: u64, figures: &mut Figures) {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut entrants: Vec<EntrantInfo> = (0..players)
        .map(|i| EntrantInfo {
            entrant: Entrant(i as u32),
            rating: 1000 + rng.below(1000) as i32,
            withdrawn: false,
        })
        .collect();
    // Small fields sometimes play as many rounds as they can, to press the rematch rule.
    let rounds = if players <= 8 && seed % 2 == 1 {
        swiss::max_rounds(players)
    } else {
        swiss::default_rounds(players)
    };
    let middle = rounds / 2;
    let forced_before = (figures.second_byes_forced, figures.colours_forced);
    let rematches_before = figures.rematches_forced;
    let mut history: Vec<RoundRecord> = Vec::new();
    for r in 0..rounds {
        let active = entrants.iter().filter(|e| !e.withdrawn).count();
        // Some leave between rounds, in the middle of the event.
        if r == middle && seed.is_multiple_of(3) && active > 3 {
            let who = rng.below(players as u64) as usize;
            if !entrants[who].withdrawn {
                entrants[who].withdrawn = true;
                figures.withdrawals += 1;
            }
        }
        if entrants.iter().filter(|e| !e.withdrawn).count() < 2 {
            break;
        }
        let started = Instant::now();
        let round = swiss::pair_round(&entrants, &history).expect("pairs");
        let took = started.elapsed();
        if players == 64 {
            figures.slowest_64 = figures.slowest_64.max(took);
            figures.time_64 += took;
            figures.pairings_64 += 1;
        }
        check_round(&entrants, &history, &round, &mut rng, figures);
        // Some leave during a round: their game is a forfeit.
        let leaver = (seed % 3 == 1 && r == middle && !round.pairings.is_empty())
            .then(|| round.pairings[rng.below(round.pairings.len() as u64) as usize].black);
        let games = round
            .pairings
            .iter()
            .map(|p| {
                let rating = |e: Entrant| f64::from(entrants[e.0 as usize].rating);
                let outcome = if Some(p.black) == leaver {
                    figures.forfeits += 1;
                    Outcome::WhiteByForfeit
                } else if rng.chance()
                    < 1.0 / (1.0 + 10f64.powf((rating(p.black) - rating(p.white)) / 400.0))
                {
                    Outcome::WhiteWon
                } else {
                    Outcome::BlackWon
                };
                GameRecord {
                    white: p.white,
                    black: p.black,
                    outcome,
                }
            })
            .collect();
        if let Some(l) = leaver {
            entrants[l.0 as usize].withdrawn = true;
            figures.withdrawals += 1;
        }
        figures.games += round.pairings.len() as u64;
        history.push(RoundRecord {
            games,
            byes: round.bye.into_iter().collect(),
        });
        figures.rounds += 1;
    }
    // At most one bye each, unless a second was forced (counted with the rematches).
    let tallies = tally(&entrants, &history).expect("tally");
    if figures.rematches_forced == forced_before.0 {
        assert!(tallies.values().all(|t| t.byes <= 1), "a second bye");
    }
    // The colour rules held for everyone, unless a forbidden colour was forced.
    if figures.colours_forced == forced_before.1 {
        for t in tallies.values() {
            assert!(t.colour_difference().abs() <= 2);
            assert!(t.colours.windows(3).all(|w| w[0] != w[1] || w[1] != w[2]));
        }
    }
    if rounds == swiss::default_rounds(players) {
        let forced = figures.rematches_forced - rematches_before;
        figures.rematches_forced_default_rounds += forced;
        if forced > 0 {
            figures.largest_field_forced_default_rounds =
                figures.largest_field_forced_default_rounds.max(players);
        }
    }
    figures.tournaments += 1;
}

#[test]
fn simulated_swiss_tournaments_keep_the_rules() {
    let mut figures = Figures::default();
    for players in 3..=64 {
        let runs = if players <= 12 { 24 } else { 3 };
        for seed in 0..runs {
            simulate(players, seed * 1000 + players as u64, &mut figures);
        }
    }
    println!("Swiss pairing figures: {figures:#?}");
    if figures.pairings_64 > 0 {
        println!(
            "64 players: {} pairings, mean {:?}, slowest {:?} (this build)",
            figures.pairings_64,
            figures.time_64 / figures.pairings_64 as u32,
            figures.slowest_64
        );
    }
    assert!(
        figures.rematches_avoided > 0,
        "the simulation never pressed the rule"
    );
    assert!(figures.brute_force_rounds > 0);
    assert!(figures.slowest_64 < Duration::from_secs(1));
}

#[test]
fn a_64_player_round_pairs_well_under_a_second() {
    let mut figures = Figures::default();
    simulate(64, 7, &mut figures);
    assert!(
        figures.slowest_64 < Duration::from_millis(500),
        "{:?}",
        figures.slowest_64
    );
}
