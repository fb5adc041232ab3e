//! Knockout: single elimination seeded by rating, the bracket with its byes, and the state of
//! each match (best of 1, 3 or 5, colours alternating, the higher seed White in game 1).

use thiserror::Error;

use super::format::BestOf;
use super::record::{tally, Entrant, EntrantInfo, Outcome, Pairing, RecordError, RoundRecord};

/// The bracket's size for a field: the least power of two that holds it (at least 2).
pub fn bracket_size(players: usize) -> usize {
    players.max(2).next_power_of_two()
}

/// The seeds in bracket order, from the top of the drawing: seed 1 meets the last seed, and
/// each half of a bracket holds one of the two best seeds of the bracket it halves, so seeds
/// 1 and 2 can meet only in the final, 1 to 4 only in the semi-finals, and so on.
/// `[1, 8, 4, 5, 2, 7, 3, 6]` for 8.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let sum = 2 * order.len() + 1;
        order = order.iter().flat_map(|&s| [s, sum - s]).collect();
    }
    order
}

/// The entrants in seed order: rating, then the lower entrant number.
pub fn seeds(entrants: &[EntrantInfo]) -> Vec<Entrant> {
    let mut sorted: Vec<&EntrantInfo> = entrants.iter().collect();
    sorted.sort_by(|a, b| b.rating.cmp(&a.rating).then(a.entrant.cmp(&b.entrant)));
    sorted.into_iter().map(|e| e.entrant).collect()
}

/// An entrant and his seed (from 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Seeded {
    /// Who.
    pub entrant: Entrant,
    /// His seed, 1 the best.
    pub seed: usize,
}

/// One side of a match in the drawing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Slot {
    /// A player.
    Player(Seeded),
    /// Nobody: the other side goes through without playing (first round only).
    Bye,
    /// The winner of a match not yet decided.
    Undecided,
}

impl Slot {
    fn player(self) -> Option<Seeded> {
        match self {
            Slot::Player(p) => Some(p),
            Slot::Bye | Slot::Undecided => None,
        }
    }
}

/// A match of the bracket and how it stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Match {
    /// The upper side in the drawing.
    pub top: Slot,
    /// The lower side in the drawing.
    pub bottom: Slot,
    /// Games won by the top and the bottom side.
    pub wins: (u32, u32),
    /// Games played or forfeited so far.
    pub games: u32,
    /// Who went through, once decided.
    pub winner: Option<Seeded>,
    /// Whether it was decided without the needed wins: a bye, or a player who left.
    pub walkover: bool,
    /// The next game to create while it is undecided and both sides are known.
    pub next: Option<Pairing>,
}

/// A knockout's bracket: every round's matches from the top of the drawing, with what has
/// been played; the value the renderer draws and the organiser reads the next games from.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bracket {
    /// The games of a match.
    pub best_of: BestOf,
    /// The rounds, the first one first; the last is the final.
    pub rounds: Vec<Vec<Match>>,
}

/// Stored knockout rounds that do not fit the bracket.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum KnockoutError {
    /// The stored rounds are broken.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// Fewer than two entrants.
    #[error("a knockout needs at least two players")]
    TooFew,
    /// A game between players who have no match in that round, or after it was decided.
    #[error("round {round} has a game {white} against {black} outside any open match")]
    Stray {
        /// The round, from 1.
        round: usize,
        /// White.
        white: Entrant,
        /// Black.
        black: Entrant,
    },
}

impl Bracket {
    /// The bracket of `entrants` (withdrawn ones included: a player who left loses his match
    /// by walkover) after the knockout `rounds` played so far.
    ///
    /// # Errors
    /// Fewer than two entrants, broken records, or games that are not of an open match.
    pub fn new(
        entrants: &[EntrantInfo],
        best_of: BestOf,
        rounds: &[RoundRecord],
    ) -> Result<Bracket, KnockoutError> {
        if entrants.len() < 2 {
            return Err(KnockoutError::TooFew);
        }
        tally(entrants, rounds)?;
        let seeds = seeds(entrants);
        let size = bracket_size(seeds.len());
        let slot = |seed: usize| match seeds.get(seed - 1) {
            Some(&entrant) => Slot::Player(Seeded { entrant, seed }),
            None => Slot::Bye,
        };
        let order = bracket_order(size);
        let mut sides: Vec<(Slot, Slot)> = order
            .chunks(2)
            .map(|pair| (slot(pair[0]), slot(pair[1])))
            .collect();
        let withdrawn = |e: Entrant| entrants.iter().any(|x| x.entrant == e && x.withdrawn);
        let mut out = Vec::new();
        let mut number = 0;
        loop {
            let games = rounds.get(number).map_or(&[][..], |r| &r.games[..]);
            let mut used = vec![false; games.len()];
            let matches: Vec<Match> = sides
                .iter()
                .map(|&(top, bottom)| play(top, bottom, best_of, games, &mut used, &withdrawn))
                .collect();
            if let Some(stray) = used.iter().position(|u| !u) {
                return Err(KnockoutError::Stray {
                    round: number + 1,
                    white: games[stray].white,
                    black: games[stray].black,
                });
            }
            let last = matches.len() == 1;
            sides = matches
                .chunks(2)
                .map(|pair| {
                    let side = |m: &Match| m.winner.map_or(Slot::Undecided, Slot::Player);
                    (side(&pair[0]), pair.get(1).map_or(Slot::Undecided, side))
                })
                .collect();
            out.push(matches);
            number += 1;
            if last {
                break;
            }
        }
        // Games in rounds beyond the final fit no match.
        if let Some(g) = rounds.iter().skip(number).flat_map(|r| &r.games).next() {
            return Err(KnockoutError::Stray {
                round: number + 1,
                white: g.white,
                black: g.black,
            });
        }
        Ok(Bracket {
            best_of,
            rounds: out,
        })
    }

    /// The first round with a match still undecided; `None` once the final is decided.
    pub fn current_round(&self) -> Option<usize> {
        self.rounds
            .iter()
            .position(|r| r.iter().any(|m| m.winner.is_none()))
    }

    /// The games to create now: the next game of each open match of the current round.
    pub fn next_games(&self) -> Vec<Pairing> {
        self.current_round()
            .and_then(|r| self.rounds.get(r))
            .map(|r| r.iter().filter_map(|m| m.next).collect())
            .unwrap_or_default()
    }

    /// The winner of the final.
    pub fn champion(&self) -> Option<Seeded> {
        self.rounds.last()?.first()?.winner
    }
}

/// A match between two slots after the games of its round: each game between its two
/// players that is not yet `used` counts, in order, until it is decided.
fn play(
    top: Slot,
    bottom: Slot,
    best_of: BestOf,
    games: &[super::record::GameRecord],
    used: &mut [bool],
    withdrawn: &dyn Fn(Entrant) -> bool,
) -> Match {
    let mut m = Match {
        top,
        bottom,
        wins: (0, 0),
        games: 0,
        winner: None,
        walkover: false,
        next: None,
    };
    let (t, b) = match (top.player(), bottom.player()) {
        (Some(t), Some(b)) => (t, b),
        (Some(p), None) | (None, Some(p)) if top == Slot::Bye || bottom == Slot::Bye => {
            m.winner = Some(p);
            m.walkover = true;
            return m;
        }
        _ => return m,
    };
    let needed = best_of.wins_needed();
    for (g, used) in games.iter().zip(used.iter_mut()) {
        let between = (g.white, g.black) == (t.entrant, b.entrant)
            || (g.white, g.black) == (b.entrant, t.entrant);
        if *used || !between || m.winner.is_some() {
            continue;
        }
        *used = true;
        m.games += 1;
        let won = match g.outcome {
            Outcome::WhiteWon | Outcome::WhiteByForfeit => Some(g.white),
            Outcome::BlackWon | Outcome::BlackByForfeit => Some(g.black),
            Outcome::Draw | Outcome::DoubleForfeit => None,
        };
        if won == Some(t.entrant) {
            m.wins.0 += 1;
        } else if won == Some(b.entrant) {
            m.wins.1 += 1;
        }
        if m.wins.0 >= needed {
            m.winner = Some(t);
        } else if m.wins.1 >= needed {
            m.winner = Some(b);
        }
    }
    if m.winner.is_some() {
        return m;
    }
    let (high, low) = if t.seed < b.seed { (t, b) } else { (b, t) };
    // A player who left loses the match; if both left, the higher seed goes on (to lose
    // his next match the same way).
    if withdrawn(low.entrant) || withdrawn(high.entrant) {
        m.winner = Some(if withdrawn(low.entrant) { high } else { low });
        m.walkover = true;
        return m;
    }
    // Colours alternate, the higher seed White in game 1 (and every odd game).
    m.next = Some(if m.games.is_multiple_of(2) {
        Pairing {
            white: high.entrant,
            black: low.entrant,
        }
    } else {
        Pairing {
            white: low.entrant,
            black: high.entrant,
        }
    });
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::GameRecord;

    fn field(n: usize) -> Vec<EntrantInfo> {
        // Entrant i has rating 1000 + 10·i, so the best seed is the last entrant.
        (0..n)
            .map(|i| EntrantInfo {
                entrant: Entrant(i as u32),
                rating: 1000 + 10 * i as i32,
                withdrawn: false,
            })
            .collect()
    }

    #[test]
    fn order_keeps_top_seeds_apart() {
        assert_eq!(bracket_order(2), vec![1, 2]);
        assert_eq!(bracket_order(4), vec![1, 4, 2, 3]);
        assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        for size in [2, 4, 8, 16, 32, 64, 128] {
            let order = bracket_order(size);
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=size).collect::<Vec<_>>());
            // Every block of 2^k positions holds exactly one of the best size/2^k seeds.
            let mut block = 2;
            while block <= size {
                for chunk in order.chunks(block) {
                    let best = chunk.iter().filter(|s| **s <= size / block).count();
                    assert_eq!(best, 1, "size {size}, block {block}: {chunk:?}");
                }
                block *= 2;
            }
            for pair in order.chunks(2) {
                assert_eq!(pair[0] + pair[1], size + 1);
            }
        }
    }

    #[test]
    fn seeding_and_byes() {
        for (n, size) in [
            (5usize, 8usize),
            (6, 8),
            (7, 8),
            (9, 16),
            (16, 16),
            (17, 32),
        ] {
            let entrants = field(n);
            let bracket = Bracket::new(&entrants, BestOf::One, &[]).expect("a bracket");
            assert_eq!(bracket.rounds.len(), size.trailing_zeros() as usize, "{n}");
            let first = &bracket.rounds[0];
            assert_eq!(first.len(), size / 2);
            let mut byes = Vec::new();
            for m in first {
                match (m.top, m.bottom) {
                    (Slot::Player(p), Slot::Bye) => {
                        assert_eq!(m.winner, Some(p));
                        assert_eq!(m.next, None);
                        byes.push(p.seed);
                    }
                    (Slot::Player(t), Slot::Player(b)) => {
                        assert_eq!(t.seed + b.seed, size + 1);
                        // The higher seed has White in game 1.
                        let high = if t.seed < b.seed { t } else { b };
                        assert_eq!(m.next.map(|p| p.white), Some(high.entrant));
                    }
                    other => panic!("{n}: unexpected first-round match {other:?}"),
                }
            }
            byes.sort_unstable();
            // The top seeds have the byes, as many as the field lacks of a power of two.
            assert_eq!(byes, (1..=size - n).collect::<Vec<_>>(), "{n}");
            // Seed 1 is the best rating: the last entrant.
            let top = first[0].top.player().expect("seed 1");
            assert_eq!((top.seed, top.entrant), (1, Entrant(n as u32 - 1)));
            let games = bracket.next_games();
            assert_eq!(games.len(), (n - (size - n)) / 2, "{n}");
        }
    }

    #[test]
    fn best_of_three_alternates_colours_and_decides() {
        // Two players: entrant 1 is seed 1.
        let entrants = field(2);
        let (high, low) = (Entrant(1), Entrant(0));
        let g = |white, black, outcome| GameRecord {
            white,
            black,
            outcome,
        };
        let mut round = RoundRecord::default();
        let state = |round: &RoundRecord| {
            let b = Bracket::new(&entrants, BestOf::Three, std::slice::from_ref(round))
                .expect("a bracket");
            b.rounds[0][0]
        };
        let m = state(&round);
        assert_eq!(
            m.next,
            Some(Pairing {
                white: high,
                black: low
            })
        );
        round.games.push(g(high, low, Outcome::BlackWon));
        let m = state(&round);
        assert_eq!((m.wins, m.games, m.winner), ((0, 1), 1, None));
        assert_eq!(
            m.next,
            Some(Pairing {
                white: low,
                black: high
            })
        );
        round.games.push(g(low, high, Outcome::BlackWon));
        let m = state(&round);
        assert_eq!(m.wins, (1, 1));
        assert_eq!(m.next.map(|p| p.white), Some(high));
        round.games.push(g(high, low, Outcome::WhiteWon));
        let b = Bracket::new(&entrants, BestOf::Three, std::slice::from_ref(&round))
            .expect("a bracket");
        assert_eq!(b.rounds[0][0].wins, (2, 1));
        assert_eq!(b.champion().map(|s| s.entrant), Some(high));
        assert_eq!(b.current_round(), None);
        assert!(b.next_games().is_empty());
        // A fourth game fits no open match.
        round.games.push(g(low, high, Outcome::WhiteWon));
        assert!(matches!(
            Bracket::new(&entrants, BestOf::Three, &[round]),
            Err(KnockoutError::Stray { round: 1, .. })
        ));
    }

    #[test]
    fn winners_meet_in_the_next_round_and_leavers_lose() {
        // Five players: seeds 1..3 have byes; seed 4 (entrant 1) meets seed 5 (entrant 0).
        let mut entrants = field(5);
        let r1 = RoundRecord {
            games: vec![GameRecord {
                white: Entrant(1),
                black: Entrant(0),
                outcome: Outcome::BlackWon,
            }],
            byes: vec![],
        };
        let b = Bracket::new(&entrants, BestOf::One, std::slice::from_ref(&r1)).expect("bracket");
        assert_eq!(b.current_round(), Some(1));
        // Semi-finals: seed 1 (entrant 4) against the winner of 4-5 (entrant 0), seeds 2 and 3.
        let semis: Vec<(Entrant, Entrant)> =
            b.next_games().iter().map(|p| (p.white, p.black)).collect();
        assert_eq!(
            semis,
            vec![(Entrant(4), Entrant(0)), (Entrant(3), Entrant(2))]
        );
        // Seed 2 leaves: seed 3 goes through by walkover.
        entrants[3].withdrawn = true;
        let b = Bracket::new(&entrants, BestOf::One, &[r1]).expect("bracket");
        let second_semi = b.rounds[1][1];
        assert!(second_semi.walkover);
        assert_eq!(second_semi.winner.map(|s| s.entrant), Some(Entrant(2)));
        assert_eq!(b.next_games().len(), 1);
    }
}
