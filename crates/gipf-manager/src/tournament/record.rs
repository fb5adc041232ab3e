//! The plain data of a tournament that the organiser stores and replays: who plays, what each
//! round was (games with colours and results, byes), and what a pairing proposes.

use std::collections::BTreeMap;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign};

use gipf_rules::Color;
use thiserror::Error;

/// A player in one tournament: his number in the tournament's list of entrants (the organiser
/// maps it to a player). Opaque to the pairing rules, which only compare it to break the last
/// ties (a lower number first).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Entrant(pub u32);

impl fmt::Display for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "entrant {}", self.0)
    }
}

/// A tournament score in half points, so that a draw is exact (GIPF has none, but a
/// tournament's rules should not depend on that). A win, a won forfeit and a bye are
/// [`Score::WIN`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Score(pub u32);

impl Score {
    /// Nothing.
    pub const ZERO: Score = Score(0);
    /// Half a point.
    pub const DRAW: Score = Score(1);
    /// One point: a win, a forfeit won, a bye.
    pub const WIN: Score = Score(2);

    /// The score in half points.
    pub const fn half_points(self) -> u32 {
        self.0
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, other: Score) -> Score {
        Score(self.0.saturating_add(other.0))
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

impl Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        iter.fold(Score::ZERO, Add::add)
    }
}

/// Points as players write them: `3`, `2½`.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => f.write_str("½"),
            (n, 1) => write!(f, "{n}½"),
            (n, _) => write!(f, "{n}"),
        }
    }
}

/// An entrant as the pairing rules see him.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EntrantInfo {
    /// Who.
    pub entrant: Entrant,
    /// His rating when the tournament started (rounded to whole points), for seeding and
    /// ranking among equal scores.
    pub rating: i32,
    /// Whether he has left: he is not paired again and his unplayed games are forfeits.
    pub withdrawn: bool,
}

/// How a tournament game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// White won over the board (on time included).
    WhiteWon,
    /// Black won over the board (on time included).
    BlackWon,
    /// A draw (for rules that have one).
    Draw,
    /// Not played: Black had left, White gets the point.
    WhiteByForfeit,
    /// Not played: White had left, Black gets the point.
    BlackByForfeit,
    /// Not played: both had left, nobody scores.
    DoubleForfeit,
}

impl Outcome {
    /// Whether the game was played over the board (forfeits were not: they count for no
    /// colour and no win over the board).
    pub const fn played(self) -> bool {
        matches!(self, Outcome::WhiteWon | Outcome::BlackWon | Outcome::Draw)
    }

    /// What the player of `color` scored.
    pub const fn score(self, color: Color) -> Score {
        match (self, color) {
            (Outcome::Draw, _) => Score::DRAW,
            (Outcome::WhiteWon | Outcome::WhiteByForfeit, Color::White)
            | (Outcome::BlackWon | Outcome::BlackByForfeit, Color::Black) => Score::WIN,
            _ => Score::ZERO,
        }
    }
}

/// One game of a round: who had which colour, and how it ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameRecord {
    /// The entrant with White.
    pub white: Entrant,
    /// The entrant with Black.
    pub black: Entrant,
    /// How it ended.
    pub outcome: Outcome,
}

/// A round as it was played: its games (for a knockout, every game of every match, in the
/// order played) and the entrants who had a bye worth a point (Swiss; a round robin's rest
/// round is no bye: it is simply absent).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RoundRecord {
    /// The games.
    pub games: Vec<GameRecord>,
    /// The byes worth a point.
    pub byes: Vec<Entrant>,
}

/// Two entrants to play one game, with their colours.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pairing {
    /// The entrant with White.
    pub white: Entrant,
    /// The entrant with Black.
    pub black: Entrant,
}

impl Pairing {
    /// Whether `entrant` plays in it.
    pub fn has(&self, entrant: Entrant) -> bool {
        self.white == entrant || self.black == entrant
    }
}

/// The pairings of a round, board 1 first, and who has the bye.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RoundPairing {
    /// The games to create, board 1 first.
    pub pairings: Vec<Pairing>,
    /// Who sits out: a Swiss bye (a point, no game, no rating change) or a round robin's
    /// rest round (no point).
    pub bye: Option<Entrant>,
}

/// Stored rounds that do not describe a tournament of these entrants.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RecordError {
    /// A round names someone who is not an entrant.
    #[error("round {round} names {entrant}, who is not in the tournament")]
    UnknownEntrant {
        /// The round, from 1.
        round: usize,
        /// Who.
        entrant: Entrant,
    },
    /// An entrant appears twice in one round (two games, or a game and a bye).
    #[error("{entrant} appears twice in round {round}")]
    Twice {
        /// The round, from 1.
        round: usize,
        /// Who.
        entrant: Entrant,
    },
    /// The entrant list names someone twice.
    #[error("{0} is listed twice")]
    Duplicate(Entrant),
}

/// One round of one entrant, as the tie-breaks read it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Line {
    /// The opponent; `None` for a bye.
    pub opponent: Option<Entrant>,
    /// What he scored in that round.
    pub got: Score,
    /// Whether a game was played over the board.
    pub played: bool,
}

/// What the rounds so far say about one entrant.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct Tally {
    /// His score.
    pub score: Score,
    /// His rounds, in order (rounds he was not in are absent).
    pub lines: Vec<Line>,
    /// The colours of his games played over the board, in order.
    pub colours: Vec<Color>,
    /// Byes he has had.
    pub byes: u32,
    /// Games won over the board.
    pub wins: u32,
}

impl Tally {
    /// Whether he has met `other` (played or forfeited: either way they do not meet again).
    pub fn met(&self, other: Entrant) -> bool {
        self.lines.iter().any(|l| l.opponent == Some(other))
    }

    /// Whites minus blacks over the board.
    pub fn colour_difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Color::White { 1 } else { -1 })
            .sum()
    }
}

/// Every entrant's tally, by entrant.
pub(crate) fn tally(
    entrants: &[EntrantInfo],
    rounds: &[RoundRecord],
) -> Result<BTreeMap<Entrant, Tally>, RecordError> {
    let mut tallies = BTreeMap::new();
    for e in entrants {
        if tallies.insert(e.entrant, Tally::default()).is_some() {
            return Err(RecordError::Duplicate(e.entrant));
        }
    }
    for (i, round) in rounds.iter().enumerate() {
        let number = i + 1;
        // Several games between the same two in one round are a knockout match; anything
        // else that names someone twice is a broken record.
        let mut partner: BTreeMap<Entrant, Option<Entrant>> = BTreeMap::new();
        let sides = round
            .games
            .iter()
            .flat_map(|g| [(g.white, Some(g.black)), (g.black, Some(g.white))])
            .chain(round.byes.iter().map(|b| (*b, None)));
        for (me, other) in sides {
            if !tallies.contains_key(&me) {
                return Err(RecordError::UnknownEntrant {
                    round: number,
                    entrant: me,
                });
            }
            // Playing oneself is as broken as appearing twice.
            let twice = other == Some(me)
                || matches!(partner.insert(me, other), Some(before) if before.is_none() || before != other);
            if twice {
                return Err(RecordError::Twice {
                    round: number,
                    entrant: me,
                });
            }
        }
        for g in &round.games {
            for (me, other, color) in [
                (g.white, g.black, Color::White),
                (g.black, g.white, Color::Black),
            ] {
                let t = tallies.get_mut(&me).ok_or(RecordError::UnknownEntrant {
                    round: number,
                    entrant: me,
                })?;
                let got = g.outcome.score(color);
                t.score += got;
                t.lines.push(Line {
                    opponent: Some(other),
                    got,
                    played: g.outcome.played(),
                });
                if g.outcome.played() {
                    t.colours.push(color);
                    if got == Score::WIN {
                        t.wins += 1;
                    }
                }
            }
        }
        for b in &round.byes {
            let t = tallies.get_mut(b).ok_or(RecordError::UnknownEntrant {
                round: number,
                entrant: *b,
            })?;
            t.score += Score::WIN;
            t.byes += 1;
            t.lines.push(Line {
                opponent: None,
                got: Score::WIN,
                played: false,
            });
        }
    }
    Ok(tallies)
}
