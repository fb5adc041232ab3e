//! Standings: scores and tie-breaks, as the module's documentation defines them.

use std::fmt;

use super::format::Format;
use super::record::{tally, Entrant, EntrantInfo, RecordError, RoundRecord, Score, Tally};

/// A tie-break, applied to players still tied after the score and the tie-breaks before it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TieBreak {
    /// The opponents' scores, less the lowest one.
    BuchholzCut1,
    /// The scores of the opponents beaten, and half those of the opponents drawn.
    SonnebornBerger,
    /// The points scored in the games among the players still tied.
    DirectEncounter,
    /// Games won over the board.
    Wins,
    /// The rating at the start.
    Rating,
}

/// Swiss: Buchholz (cut 1), Sonneborn-Berger, direct encounter, wins, rating.
pub const SWISS_TIE_BREAKS: [TieBreak; 5] = [
    TieBreak::BuchholzCut1,
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
    TieBreak::Wins,
    TieBreak::Rating,
];

/// Round robin (where everyone met everyone, so Buchholz tells nothing): Sonneborn-Berger,
/// direct encounter, wins, rating.
pub const ROUND_ROBIN_TIE_BREAKS: [TieBreak; 4] = [
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
    TieBreak::Wins,
    TieBreak::Rating,
];

impl Format {
    /// The tie-breaks of its standings, in order (a knockout ranks by its bracket; its
    /// standings, if shown, use the round robin's).
    pub fn tie_breaks(self) -> &'static [TieBreak] {
        match self {
            Format::Swiss { .. } => &SWISS_TIE_BREAKS,
            Format::RoundRobin { .. } | Format::Knockout { .. } => &ROUND_ROBIN_TIE_BREAKS,
        }
    }
}

/// Quarter points: Sonneborn-Berger counts half an opponent's score for a draw, and scores
/// are in half points.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Quarters(pub u32);

/// As players write it: `5`, `4½`, `3¼`, `2¾`.
impl fmt::Display for Quarters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        let part = ["", "¼", "½", "¾"][(self.0 % 4) as usize];
        if whole == 0 && !part.is_empty() {
            f.write_str(part)
        } else {
            write!(f, "{whole}{part}")
        }
    }
}

/// One line of the standings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Standing {
    /// The place, from 1 (no two share one: the last tie is broken by the entrant number).
    pub rank: usize,
    /// Who.
    pub entrant: Entrant,
    /// The score.
    pub score: Score,
    /// Buchholz, cut 1.
    pub buchholz: Score,
    /// Sonneborn-Berger.
    pub sonneborn_berger: Quarters,
    /// The points among the players he was tied with when direct encounter was applied;
    /// `None` when it was not needed for him.
    pub direct_encounter: Option<Score>,
    /// Games won over the board.
    pub wins: u32,
    /// The rating at the start.
    pub rating: i32,
    /// Whether he has left.
    pub withdrawn: bool,
}

/// The standings after `rounds`, best first, ties broken by `tie_breaks` in order.
///
/// # Errors
/// Rounds that name unknown entrants or someone twice in a round.
pub fn standings(
    entrants: &[EntrantInfo],
    rounds: &[RoundRecord],
    tie_breaks: &[TieBreak],
) -> Result<Vec<Standing>, RecordError> {
    let tallies = tally(entrants, rounds)?;
    let score_of = |e: Entrant| tallies.get(&e).map_or(Score::ZERO, |t| t.score);
    let mut table: Vec<(Standing, &Tally)> = Vec::new();
    for e in entrants {
        let Some(t) = tallies.get(&e.entrant) else {
            continue;
        };
        // An unplayed round (bye, forfeit) counts as an opponent with his own score.
        let faced: Vec<Score> = t
            .lines
            .iter()
            .map(|l| match l.opponent {
                Some(o) if l.played => score_of(o),
                _ => t.score,
            })
            .collect();
        let lowest = faced.iter().copied().min().unwrap_or(Score::ZERO);
        let buchholz = Score(
            faced
                .iter()
                .map(|s| s.0)
                .sum::<u32>()
                .saturating_sub(lowest.0),
        );
        let sonneborn_berger =
            Quarters(faced.iter().zip(&t.lines).map(|(s, l)| s.0 * l.got.0).sum());
        table.push((
            Standing {
                rank: 0,
                entrant: e.entrant,
                score: t.score,
                buchholz,
                sonneborn_berger,
                direct_encounter: None,
                wins: t.wins,
                rating: e.rating,
                withdrawn: e.withdrawn,
            },
            t,
        ));
    }
    // Groups of players still tied, best first; each tie-break sorts and splits them.
    table.sort_by(|a, b| {
        b.0.score
            .cmp(&a.0.score)
            .then(a.0.entrant.cmp(&b.0.entrant))
    });
    let mut groups = split(table.len(), |i, j| table[i].0.score == table[j].0.score);
    for tb in tie_breaks {
        let mut next = Vec::new();
        for (start, end) in groups {
            if end - start < 2 {
                next.push((start, end));
                continue;
            }
            if *tb == TieBreak::DirectEncounter {
                let tied: Vec<Entrant> = table[start..end].iter().map(|r| r.0.entrant).collect();
                for row in &mut table[start..end] {
                    let among = row
                        .1
                        .lines
                        .iter()
                        .filter(|l| l.opponent.is_some_and(|o| tied.contains(&o)))
                        .map(|l| l.got)
                        .sum();
                    row.0.direct_encounter = Some(among);
                }
            }
            let key = |s: &Standing| match tb {
                TieBreak::BuchholzCut1 => i64::from(s.buchholz.0),
                TieBreak::SonnebornBerger => i64::from(s.sonneborn_berger.0),
                TieBreak::DirectEncounter => i64::from(s.direct_encounter.unwrap_or_default().0),
                TieBreak::Wins => i64::from(s.wins),
                TieBreak::Rating => i64::from(s.rating),
            };
            let slice = &mut table[start..end];
            slice.sort_by(|a, b| {
                key(&b.0)
                    .cmp(&key(&a.0))
                    .then(a.0.entrant.cmp(&b.0.entrant))
            });
            for (s, e) in split(end - start, |i, j| key(&slice[i].0) == key(&slice[j].0)) {
                next.push((start + s, start + e));
            }
        }
        groups = next;
    }
    Ok(table
        .into_iter()
        .enumerate()
        .map(|(i, (mut s, _))| {
            s.rank = i + 1;
            s
        })
        .collect())
}

/// The runs of `0..n` whose neighbours are `same`, as (start, end).
fn split(n: usize, same: impl Fn(usize, usize) -> bool) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = 0;
    for i in 1..=n {
        if i == n || !same(i - 1, i) {
            runs.push((start, i));
            start = i;
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{GameRecord, Outcome};

    /// Five players, three Swiss rounds, byes and a forfeit (B leaves during round 3).
    ///
    /// R1: A–C 1-0, D–B 0-1, E bye. R2: B–A 1-0, E–C 1-0, D bye. R3: B–E forfeit (E wins),
    /// A–D 1-0, C bye. Scores: A 2, B 2, C 1, D 1, E 3.
    fn example() -> (Vec<EntrantInfo>, Vec<RoundRecord>) {
        let (a, b, c, d, e) = (Entrant(0), Entrant(1), Entrant(2), Entrant(3), Entrant(4));
        let entrants = [1600, 1500, 1400, 1300, 1200]
            .iter()
            .enumerate()
            .map(|(i, r)| EntrantInfo {
                entrant: Entrant(i as u32),
                rating: *r,
                withdrawn: i == 1,
            })
            .collect();
        let g = |white, black, outcome| GameRecord {
            white,
            black,
            outcome,
        };
        let rounds = vec![
            RoundRecord {
                games: vec![g(a, c, Outcome::WhiteWon), g(d, b, Outcome::BlackWon)],
                byes: vec![e],
            },
            RoundRecord {
                games: vec![g(b, a, Outcome::WhiteWon), g(e, c, Outcome::WhiteWon)],
                byes: vec![d],
            },
            RoundRecord {
                games: vec![g(b, e, Outcome::BlackByForfeit), g(a, d, Outcome::WhiteWon)],
                byes: vec![c],
            },
        ];
        (entrants, rounds)
    }

    #[test]
    fn hand_worked_swiss_tie_breaks() {
        let (entrants, rounds) = example();
        let table = standings(&entrants, &rounds, &SWISS_TIE_BREAKS).expect("standings");
        // By hand, in half points, the faced scores (an unplayed round: one's own score):
        //   A: C 2, B 4, D 2 -> Buchholz 8 - 2 = 6; SB 2·2 + 4·0 + 2·2 = 8 quarters
        //   B: D 2, A 4, forfeit 4 -> 10 - 2 = 8; SB 2·2 + 4·2 + 4·0 = 12
        //   C: A 4, E 6, bye 2 -> 12 - 2 = 10; SB 2·2 = 4
        //   D: B 4, bye 2, A 4 -> 10 - 2 = 8; SB 2·2 = 4
        //   E: bye 6, C 2, forfeit 6 -> 14 - 2 = 12; SB 6·2 + 2·2 + 6·2 = 28
        let rows: Vec<(u32, u32, u32, u32, u32)> = table
            .iter()
            .map(|s| {
                (
                    s.entrant.0,
                    s.score.0,
                    s.buchholz.0,
                    s.sonneborn_berger.0,
                    s.wins,
                )
            })
            .collect();
        // E first; B before A on Buchholz (8 > 6), C before D (10 > 8).
        assert_eq!(
            rows,
            vec![
                (4, 6, 12, 28, 1),
                (1, 4, 8, 12, 2),
                (0, 4, 6, 8, 2),
                (2, 2, 10, 4, 0),
                (3, 2, 8, 4, 0),
            ]
        );
        assert_eq!(
            table.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5]
        );
        assert!(table[1].withdrawn);
        assert_eq!(table[0].direct_encounter, None);
        assert_eq!(table[0].sonneborn_berger.to_string(), "7");
        assert_eq!(table[0].score.to_string(), "3");
    }

    #[test]
    fn later_tie_breaks_decide_what_earlier_ones_leave() {
        let (entrants, rounds) = example();
        // Sonneborn-Berger: B 12 > A 8; C and D 4 each, never met (direct encounter 0 and
        // 0), no wins either: the rating puts C (1400) before D (1300).
        let table = standings(&entrants, &rounds, &ROUND_ROBIN_TIE_BREAKS).expect("standings");
        let order: Vec<u32> = table.iter().map(|s| s.entrant.0).collect();
        assert_eq!(order, vec![4, 1, 0, 2, 3]);
        assert_eq!(table[3].direct_encounter, Some(Score(0)));
        assert_eq!(table[1].direct_encounter, None);
        // Direct encounter alone: B beat A in round 2.
        let table = standings(&entrants, &rounds, &[TieBreak::DirectEncounter]).expect("standings");
        assert_eq!(table[1].entrant, Entrant(1));
        assert_eq!(table[1].direct_encounter, Some(Score(2)));
        assert_eq!(table[2].direct_encounter, Some(Score(0)));
        // Rating alone: A (1600) before B (1500).
        let table = standings(&entrants, &rounds, &[TieBreak::Rating]).expect("standings");
        assert_eq!(table[1].entrant, Entrant(0));
    }

    #[test]
    fn quarters_read_as_points() {
        let shown: Vec<String> = [0, 1, 2, 3, 4, 9, 18]
            .map(|q| Quarters(q).to_string())
            .into();
        assert_eq!(shown, ["0", "¼", "½", "¾", "1", "2¼", "4½"]);
        assert_eq!(Score(5).to_string(), "2½");
        assert_eq!(Score(1).to_string(), "½");
    }
}
