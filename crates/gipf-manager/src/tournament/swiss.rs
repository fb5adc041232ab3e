//! Swiss pairing: the rules of the module's documentation, as a minimum-cost perfect matching
//! whose criteria are those rules in their order.

use std::collections::BTreeMap;

use gipf_rules::Color;
use thiserror::Error;

use super::matching::{self, Costs, MatchingError};
use super::record::{tally, Entrant, EntrantInfo, Pairing, RecordError, RoundPairing, Tally};

/// The criteria of a pair, most important first (see the module's documentation).
pub(crate) const BYE_AGAIN: usize = 0;
pub(crate) const MEET: usize = 1;
pub(crate) const HARD_COLOUR: usize = 2;
pub(crate) const BYE_SCORE: usize = 3;
pub(crate) const BYE_RANK: usize = 4;
pub(crate) const CROSS_GROUP: usize = 5;
pub(crate) const SCORE_GAP: usize = 6;
pub(crate) const COLOUR_DUE: usize = 7;
pub(crate) const ALTERNATE: usize = 8;
pub(crate) const PATTERN: usize = 9;
pub(crate) const LEVELS: usize = 10;

/// The default number of rounds for a field: `ceil(log2(players)) + 1`.
pub fn default_rounds(players: usize) -> u32 {
    players.max(1).next_power_of_two().trailing_zeros() + 1
}

/// The most rounds a field can play without anyone meeting twice or having two byes: a
/// round robin's worth (`players - 1`, or `players` when a bye sits out each round).
pub fn max_rounds(players: usize) -> u32 {
    let n = u32::try_from(players).unwrap_or(u32::MAX);
    if n % 2 == 0 {
        n.saturating_sub(1)
    } else {
        n
    }
}

/// Why a Swiss round could not be paired.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum PairingError {
    /// The stored rounds are broken.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// The matching's weights do not fit.
    #[error(transparent)]
    Matching(#[from] MatchingError),
    /// Fewer than two entrants are left to pair.
    #[error("only {active} players are left to pair")]
    TooFew {
        /// The entrants still in.
        active: usize,
    },
}

/// An active entrant in pairing order.
#[derive(Clone, Debug)]
pub(crate) struct Ranked {
    pub entrant: Entrant,
    pub tally: Tally,
    /// The first and one past the last rank of his score group.
    pub group: (usize, usize),
}

/// One Swiss round as a matching problem: the ranked active entrants, then a bye vertex
/// when their number is odd; the costs of every pair of vertices.
#[derive(Clone, Debug)]
pub(crate) struct Problem {
    pub players: Vec<Ranked>,
    pub vertices: usize,
    pub costs: Vec<Costs<LEVELS>>,
}

/// Pairs the next round of a Swiss tournament after `rounds`, for the `entrants` (withdrawn
/// ones are not paired).
///
/// # Errors
/// Rounds that name unknown entrants or someone twice in a round, or fewer than two active
/// entrants.
pub fn pair_round(
    entrants: &[EntrantInfo],
    rounds: &[super::RoundRecord],
) -> Result<RoundPairing, PairingError> {
    let problem = problem(entrants, rounds)?;
    if rounds.is_empty() {
        return Ok(first_round(&problem));
    }
    let mate = problem.solve()?;
    Ok(problem.pairing(&mate))
}

/// Ranks the active entrants: score, then rating, then the lower entrant number.
pub(crate) fn problem(
    entrants: &[EntrantInfo],
    rounds: &[super::RoundRecord],
) -> Result<Problem, PairingError> {
    let mut tallies = tally(entrants, rounds)?;
    let mut active: Vec<(&EntrantInfo, Tally)> = entrants
        .iter()
        .filter(|e| !e.withdrawn)
        .map(|e| (e, tallies.remove(&e.entrant).unwrap_or_default()))
        .collect();
    if active.len() < 2 {
        return Err(PairingError::TooFew {
            active: active.len(),
        });
    }
    active.sort_by(|(a, ta), (b, tb)| {
        tb.score
            .cmp(&ta.score)
            .then(b.rating.cmp(&a.rating))
            .then(a.entrant.cmp(&b.entrant))
    });
    let mut players: Vec<Ranked> = active
        .into_iter()
        .map(|(e, tally)| Ranked {
            entrant: e.entrant,
            tally,
            group: (0, 0),
        })
        .collect();
    let mut start = 0;
    while start < players.len() {
        let score = players[start].tally.score;
        let end = start
            + players[start..]
                .iter()
                .take_while(|p| p.tally.score == score)
                .count();
        for p in &mut players[start..end] {
            p.group = (start, end);
        }
        start = end;
    }
    let m = players.len();
    let vertices = m + m % 2;
    let mut costs = vec![[0u32; LEVELS]; vertices * vertices];
    for i in 0..vertices {
        for j in i + 1..vertices {
            let c = if j == m {
                bye_costs(&players[i], i, m)
            } else {
                pair_costs(&players[i], i, &players[j], j)
            };
            costs[i * vertices + j] = c;
            costs[j * vertices + i] = c;
        }
    }
    Ok(Problem {
        players,
        vertices,
        costs,
    })
}

/// Round 1: top half against bottom half by rating, the lowest-rated has the bye of an odd
/// field, and the higher-rated player has White on boards 1, 3, 5...
fn first_round(problem: &Problem) -> RoundPairing {
    let players = &problem.players;
    let paired = players.len() - players.len() % 2;
    let half = paired / 2;
    let pairings = (0..half)
        .map(|board| {
            let (high, low) = (players[board].entrant, players[board + half].entrant);
            if board % 2 == 0 {
                Pairing {
                    white: high,
                    black: low,
                }
            } else {
                Pairing {
                    white: low,
                    black: high,
                }
            }
        })
        .collect();
    RoundPairing {
        pairings,
        bye: players.get(paired).map(|p| p.entrant),
    }
}

/// The costs of giving the bye to the player of rank `rank` among `m`.
fn bye_costs(p: &Ranked, rank: usize, m: usize) -> Costs<LEVELS> {
    let mut c = [0; LEVELS];
    c[BYE_AGAIN] = u32::from(p.tally.byes > 0);
    c[BYE_SCORE] = p.tally.score.half_points();
    c[BYE_RANK] = as_cost(m - 1 - rank);
    c
}

/// The costs of pairing the player of rank `ra` with the lower-ranked one of rank `rb`.
fn pair_costs(a: &Ranked, ra: usize, b: &Ranked, rb: usize) -> Costs<LEVELS> {
    let mut c = [0; LEVELS];
    c[MEET] = u32::from(a.tally.met(b.entrant));
    let (hard, due, alternate) = colour_costs(&a.tally, &b.tally, best_colour(a, b));
    c[HARD_COLOUR] = hard;
    let gap = a
        .tally
        .score
        .half_points()
        .abs_diff(b.tally.score.half_points());
    // As few pairs across score groups as can be (the fewest floaters, as FIDE's Dutch
    // system), and only then the smallest gaps.
    c[CROSS_GROUP] = u32::from(gap > 0);
    c[SCORE_GAP] = gap.saturating_mul(gap);
    c[COLOUR_DUE] = due;
    c[ALTERNATE] = alternate;
    c[PATTERN] = if a.group == b.group {
        // Within a score group the top half meets the bottom half: rank i meets i + size/2.
        let half = (a.group.1 - a.group.0) / 2;
        as_cost((rb - ra).abs_diff(half))
    } else {
        // Across groups the last of the higher group meets the first of the lower one.
        as_cost((a.group.1 - 1 - ra) + (rb - b.group.0))
    };
    c
}

/// A rank or distance as a cost (fields are at most a few hundred).
fn as_cost(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Whether a player may not have `colour` next: it would take his whites minus blacks out of
/// [-2, 2], or give him the same colour a third time in a row.
pub(crate) fn forbidden(t: &Tally, colour: Color) -> bool {
    let step = if colour == Color::White { 1 } else { -1 };
    let third = t.colours.len() >= 2 && t.colours[t.colours.len() - 2..] == [colour, colour];
    (t.colour_difference() + step).abs() > 2 || third
}

/// Whether `colour` is the one he has had more of.
pub(crate) fn against_due(t: &Tally, colour: Color) -> bool {
    let d = t.colour_difference();
    (d > 0 && colour == Color::White) || (d < 0 && colour == Color::Black)
}

/// Whether, with as many whites as blacks, `colour` repeats his last one.
pub(crate) fn repeats(t: &Tally, colour: Color) -> bool {
    t.colour_difference() == 0 && t.colours.last() == Some(&colour)
}

/// The colour a player would choose: the one he had less, else the other of his last.
fn wish(t: &Tally) -> Option<Color> {
    match t.colour_difference() {
        d if d > 0 => Some(Color::Black),
        d if d < 0 => Some(Color::White),
        _ => t.colours.last().map(|c| c.other()),
    }
}

/// The colour criteria's costs when `a` has `colour_a` and `b` the other.
fn colour_costs(a: &Tally, b: &Tally, colour_a: Color) -> (u32, u32, u32) {
    let colour_b = colour_a.other();
    (
        u32::from(forbidden(a, colour_a)) + u32::from(forbidden(b, colour_b)),
        u32::from(against_due(a, colour_a)) + u32::from(against_due(b, colour_b)),
        u32::from(repeats(a, colour_a)) + u32::from(repeats(b, colour_b)),
    )
}

/// `a`'s colour against the lower-ranked `b` when it is decided by the colour rules: the
/// assignment with the fewer forbidden colours, then the fewer colours against what is due,
/// then the fewer repeats; on a tie the higher-ranked `a` has his wish, else `b` his; `None`
/// when nobody wishes anything (the board number decides).
fn decided_colour(a: &Ranked, b: &Ranked) -> Option<Color> {
    let white = colour_costs(&a.tally, &b.tally, Color::White);
    let black = colour_costs(&a.tally, &b.tally, Color::Black);
    if white < black {
        Some(Color::White)
    } else if black < white {
        Some(Color::Black)
    } else {
        wish(&a.tally).or_else(|| wish(&b.tally).map(Color::other))
    }
}

/// `a`'s colour as far as the costs go (a tie costs the same either way).
fn best_colour(a: &Ranked, b: &Ranked) -> Color {
    decided_colour(a, b).unwrap_or(Color::White)
}

impl Problem {
    /// The least-cost perfect matching: each vertex's mate.
    pub(crate) fn solve(&self) -> Result<Vec<usize>, MatchingError> {
        matching::min_cost_perfect(&self.costs, self.vertices)
    }

    /// The round a matching pairs: boards in the order of their higher-ranked player, the
    /// colours by [`decided_colour`], on a tie White for the higher-ranked on odd boards.
    pub(crate) fn pairing(&self, mate: &[usize]) -> RoundPairing {
        let m = self.players.len();
        let mut bye = None;
        let mut pairs = BTreeMap::new();
        for (i, &j) in mate.iter().enumerate().take(m) {
            if j >= m {
                bye = Some(self.players[i].entrant);
            } else if i < j {
                pairs.insert(i, j);
            }
        }
        let pairings = pairs
            .into_iter()
            .enumerate()
            .map(|(board, (i, j))| {
                let (a, b) = (&self.players[i], &self.players[j]);
                let colour = decided_colour(a, b).unwrap_or(if board % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                });
                if colour == Color::White {
                    Pairing {
                        white: a.entrant,
                        black: b.entrant,
                    }
                } else {
                    Pairing {
                        white: b.entrant,
                        black: a.entrant,
                    }
                }
            })
            .collect();
        RoundPairing { pairings, bye }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{GameRecord, Outcome, RoundRecord};

    fn entrants(ratings: &[i32]) -> Vec<EntrantInfo> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, r)| EntrantInfo {
                entrant: Entrant(i as u32),
                rating: *r,
                withdrawn: false,
            })
            .collect()
    }

    fn game(white: u32, black: u32, outcome: Outcome) -> GameRecord {
        GameRecord {
            white: Entrant(white),
            black: Entrant(black),
            outcome,
        }
    }

    #[test]
    fn default_and_most_rounds() {
        let defaults: Vec<u32> = [3, 4, 5, 8, 9, 16, 17, 64, 65]
            .iter()
            .map(|n| default_rounds(*n))
            .collect();
        assert_eq!(defaults, vec![3, 3, 4, 4, 5, 5, 6, 7, 8]);
        assert_eq!((max_rounds(8), max_rounds(7)), (7, 7));
    }

    #[test]
    fn first_round_is_top_half_against_bottom_half() {
        let field = entrants(&[1500, 1700, 1600, 1400, 1800]);
        let round = pair_round(&field, &[]).expect("pairs");
        // By rating: 4 (1800), 1, 2, 0, then 3 (1400) has the bye.
        assert_eq!(round.bye, Some(Entrant(3)));
        assert_eq!(
            round.pairings,
            vec![
                Pairing {
                    white: Entrant(4),
                    black: Entrant(2)
                },
                Pairing {
                    white: Entrant(0),
                    black: Entrant(1)
                },
            ]
        );
    }

    #[test]
    fn second_round_pairs_winners_and_gives_due_colours() {
        let field = entrants(&[1800, 1700, 1600, 1500]);
        let r1 = pair_round(&field, &[]).expect("pairs");
        // 0-2 (0 White), 2nd board 3 White against 1.
        let round1 = RoundRecord {
            games: vec![game(0, 2, Outcome::WhiteWon), game(3, 1, Outcome::BlackWon)],
            byes: vec![],
        };
        assert_eq!(
            r1.pairings,
            vec![
                Pairing {
                    white: Entrant(0),
                    black: Entrant(2)
                },
                Pairing {
                    white: Entrant(3),
                    black: Entrant(1)
                }
            ]
        );
        let r2 = pair_round(&field, &[round1]).expect("pairs");
        // The winners 0 and 1 meet, 1 had Black so he has White; then 2 (Black) against 3.
        assert_eq!(
            r2.pairings,
            vec![
                Pairing {
                    white: Entrant(1),
                    black: Entrant(0)
                },
                Pairing {
                    white: Entrant(2),
                    black: Entrant(3)
                }
            ]
        );
        assert_eq!(r2.bye, None);
    }

    #[test]
    fn withdrawn_players_are_not_paired_and_broken_rounds_are_refused() {
        let mut field = entrants(&[1800, 1700, 1600]);
        field[1].withdrawn = true;
        let round = pair_round(&field, &[]).expect("pairs");
        assert_eq!(round.bye, None);
        assert_eq!(round.pairings.len(), 1);
        assert!(!round.pairings[0].has(Entrant(1)));
        field[2].withdrawn = true;
        assert_eq!(
            pair_round(&field, &[]),
            Err(PairingError::TooFew { active: 1 })
        );
        let broken = RoundRecord {
            games: vec![game(0, 7, Outcome::WhiteWon)],
            byes: vec![],
        };
        assert!(matches!(
            pair_round(&entrants(&[1, 2, 3]), &[broken]),
            Err(PairingError::Record(RecordError::UnknownEntrant { .. }))
        ));
    }

    #[test]
    fn as_few_pairs_as_possible_cross_score_groups() {
        // Six players at equal ratings; after three rounds Ada 3, Dee 2, Eli 2, Ben 1, Cal
        // 1, Flo 0. Ada-Flo, Ben-Cal, Dee-Eli meets nobody twice and keeps every colour rule
        // with one pair across groups (gaps 3 + 0 + 0); Ada-Ben, Dee-Flo, Eli-Cal gives
        // everyone his due colour but has three (2 + 2 + 1). The number comes first.
        let (ada, ben, cal, dee, eli, flo) = (0, 1, 2, 3, 4, 5);
        let field = entrants(&[1500; 6]);
        let rounds = [
            RoundRecord {
                games: vec![
                    game(ada, ben, Outcome::WhiteWon),
                    game(eli, cal, Outcome::WhiteWon),
                    game(flo, dee, Outcome::BlackWon),
                ],
                byes: vec![],
            },
            RoundRecord {
                games: vec![
                    game(cal, ada, Outcome::BlackWon),
                    game(ben, dee, Outcome::BlackWon),
                    game(eli, flo, Outcome::WhiteWon),
                ],
                byes: vec![],
            },
            RoundRecord {
                games: vec![
                    game(ada, eli, Outcome::WhiteWon),
                    game(flo, ben, Outcome::BlackWon),
                    game(dee, cal, Outcome::BlackWon),
                ],
                byes: vec![],
            },
        ];
        let scores: Vec<u32> = {
            let t = tally(&field, &rounds).expect("tally");
            (0..6).map(|e| t[&Entrant(e)].score.half_points()).collect()
        };
        assert_eq!(scores, vec![6, 2, 2, 4, 4, 0]);
        let round = pair_round(&field, &rounds).expect("pairs");
        let mut pairs: Vec<(u32, u32)> = round
            .pairings
            .iter()
            .map(|p| (p.white.0.min(p.black.0), p.white.0.max(p.black.0)))
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(ada, flo), (ben, cal), (dee, eli)]);
        let t = tally(&field, &rounds).expect("tally");
        for p in &round.pairings {
            assert!(!t[&p.white].met(p.black));
            assert!(!forbidden(&t[&p.white], Color::White));
            assert!(!forbidden(&t[&p.black], Color::Black));
        }
    }

    #[test]
    fn hard_rules_give_way_only_when_nothing_else_is_left() {
        // Four players; after two rounds two leave, and the two left have met and both had
        // White twice: they must meet again, and one must take White a third time.
        let mut field = entrants(&[1800, 1700, 1600, 1500]);
        let rounds = [
            RoundRecord {
                games: vec![game(0, 2, Outcome::WhiteWon), game(1, 3, Outcome::WhiteWon)],
                byes: vec![],
            },
            RoundRecord {
                games: vec![game(0, 1, Outcome::WhiteWon), game(2, 3, Outcome::WhiteWon)],
                byes: vec![],
            },
        ];
        // Before anyone leaves: no rematch, and nobody gets a third White.
        let round = pair_round(&field, &rounds).expect("pairs");
        let tallies = tally(&field, &rounds).expect("tally");
        for p in &round.pairings {
            assert!(!tallies[&p.white].met(p.black));
            assert!(!forbidden(&tallies[&p.white], Color::White));
            assert!(!forbidden(&tallies[&p.black], Color::Black));
        }
        field[2].withdrawn = true;
        field[3].withdrawn = true;
        let round = pair_round(&field, &rounds).expect("pairs");
        // 0 (2 points, White twice) and 1 (1 point, White then Black): a rematch, and 0
        // gets Black, his due colour; 1 gets White, allowed (his whites minus blacks: 1).
        assert_eq!(
            round.pairings,
            vec![Pairing {
                white: Entrant(1),
                black: Entrant(0)
            }]
        );

        // 0 and 1 both had White twice and have not met; the others leave: one of them takes
        // White a third time, and the higher-ranked 0 has his wish, Black.
        let rounds = [
            RoundRecord {
                games: vec![game(0, 2, Outcome::WhiteWon), game(1, 3, Outcome::WhiteWon)],
                byes: vec![],
            },
            RoundRecord {
                games: vec![game(0, 3, Outcome::WhiteWon), game(1, 2, Outcome::BlackWon)],
                byes: vec![],
            },
        ];
        let round = pair_round(&field, &rounds).expect("pairs");
        assert_eq!(
            round.pairings,
            vec![Pairing {
                white: Entrant(1),
                black: Entrant(0)
            }]
        );
        let tallies = tally(&field, &rounds).expect("tally");
        assert!(forbidden(&tallies[&Entrant(1)], Color::White));
    }
}
