//! A stored tournament as the pure rules see it: its [`Format`], its entrants and the rounds
//! played so far; and outcomes both ways. The organiser, the standings and the texts all read
//! a tournament through [`Progress::of`], so that they never disagree.

use gipf_store::{TournamentFormat, TournamentOutcome, TournamentRow, TournamentState};

use super::{BestOf, Entrant, EntrantInfo, FieldError, Format, GameRecord, Outcome, RoundRecord};

/// A player's rating before the tournament starts (ratings are read at the start).
const UNRATED: i32 = 1500;

/// The format a tournament row stores.
pub(crate) fn format_of(t: &TournamentRow) -> Format {
    match t.format {
        TournamentFormat::Swiss => Format::Swiss { rounds: t.rounds },
        TournamentFormat::RoundRobin => Format::RoundRobin { double: false },
        TournamentFormat::DoubleRoundRobin => Format::RoundRobin { double: true },
        TournamentFormat::Knockout => Format::Knockout {
            best_of: BestOf::One,
        },
        TournamentFormat::KnockoutBo3 => Format::Knockout {
            best_of: BestOf::Three,
        },
        TournamentFormat::KnockoutBo5 => Format::Knockout {
            best_of: BestOf::Five,
        },
    }
}

/// How a format is stored: its word and the Swiss rounds asked for.
pub(crate) fn stored_format(f: Format) -> (TournamentFormat, Option<u32>) {
    match f {
        Format::Swiss { rounds } => (TournamentFormat::Swiss, rounds),
        Format::RoundRobin { double: false } => (TournamentFormat::RoundRobin, None),
        Format::RoundRobin { double: true } => (TournamentFormat::DoubleRoundRobin, None),
        Format::Knockout {
            best_of: BestOf::One,
        } => (TournamentFormat::Knockout, None),
        Format::Knockout {
            best_of: BestOf::Three,
        } => (TournamentFormat::KnockoutBo3, None),
        Format::Knockout {
            best_of: BestOf::Five,
        } => (TournamentFormat::KnockoutBo5, None),
    }
}

/// A stored outcome as the rules' (word for word).
pub(crate) const fn outcome(o: TournamentOutcome) -> Outcome {
    match o {
        TournamentOutcome::WhiteWon => Outcome::WhiteWon,
        TournamentOutcome::BlackWon => Outcome::BlackWon,
        TournamentOutcome::Draw => Outcome::Draw,
        TournamentOutcome::WhiteByForfeit => Outcome::WhiteByForfeit,
        TournamentOutcome::BlackByForfeit => Outcome::BlackByForfeit,
        TournamentOutcome::DoubleForfeit => Outcome::DoubleForfeit,
    }
}

/// The forfeit of a game one or both of whose players have left; `None` when both play.
pub(crate) const fn forfeit(white_left: bool, black_left: bool) -> Option<TournamentOutcome> {
    match (white_left, black_left) {
        (false, false) => None,
        (false, true) => Some(TournamentOutcome::WhiteByForfeit),
        (true, false) => Some(TournamentOutcome::BlackByForfeit),
        (true, true) => Some(TournamentOutcome::DoubleForfeit),
    }
}

/// A tournament as the pure rules take it.
#[derive(Clone, Debug)]
pub(crate) struct Progress {
    pub(crate) format: Format,
    /// Every entrant, by entrant number (withdrawn ones included).
    pub(crate) entrants: Vec<EntrantInfo>,
    /// Rounds 1 to the current one, with the games that have a result (games being played
    /// are not in them yet) and the byes.
    pub(crate) rounds: Vec<RoundRecord>,
}

impl Progress {
    /// The tournament's progress.
    pub(crate) fn of(state: &TournamentState) -> Progress {
        let t = &state.tournament;
        let entrants = state
            .players
            .iter()
            .map(|p| EntrantInfo {
                entrant: Entrant(p.entrant),
                rating: p.rating.unwrap_or(UNRATED),
                withdrawn: p.withdrawn_at.is_some(),
            })
            .collect();
        let rounds = (1..=t.current_round)
            .map(|r| {
                let mut record = RoundRecord::default();
                for b in state.round(r) {
                    match (b.black, b.outcome) {
                        (None, _) => record.byes.push(Entrant(b.white)),
                        (Some(black), Some(o)) => record.games.push(GameRecord {
                            white: Entrant(b.white),
                            black: Entrant(black),
                            outcome: outcome(o),
                        }),
                        (Some(_), None) => {}
                    }
                }
                record
            })
            .collect();
        Progress {
            format: format_of(t),
            entrants,
            rounds,
        }
    }

    /// How many rounds it plays (knockout: the bracket's rounds), or why its field cannot
    /// play.
    pub(crate) fn total_rounds(&self) -> Result<u32, FieldError> {
        self.format.rounds(self.entrants.len())
    }

    /// Whether the entrant has left.
    pub(crate) fn withdrawn(&self, e: u32) -> bool {
        self.entrants
            .iter()
            .any(|x| x.entrant == Entrant(e) && x.withdrawn)
    }
}
