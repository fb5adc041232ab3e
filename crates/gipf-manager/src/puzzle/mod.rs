//! Puzzles in chat (issue 33): `puzzle` serves one near the player's puzzle rating that he
//! has never met, with its image and task; he answers as in a game (`puzzle <action>`, the
//! number of a removal on the image, or the action alone where no game of his takes it); the
//! bot plays the opponent's replies from the solution; a wrong decision ends it with the
//! solution drawn; either way both Glicko-2 puzzle ratings (the player's, the puzzle's) move,
//! separate from game ratings.
//!
//! - `serve.rs`: `puzzle` (the one going again, or the next), the task and the image.
//! - `answer.rs`: an answer judged against the solution line, `puzzle give up`.
//! - `buttons.rs`: the decision's buttons and menus, as a game's, with ids of the attempt.
//! - `harvest.rs`: the puzzles of each game that ends here, found at a low priority.
//! - `view.rs`: what the web pages show of puzzles.
//! - `daily.rs`: the puzzle of the day, posted in the rooms that asked for it.
//! - `standing.rs`: `puzzle rating`, `puzzle top` (the room's puzzle leaderboard).
//!
//! The puzzles are the starter set shipped in `data/puzzles.txt` (proved by the engine's
//! `puzzle` module, re-proved by `gipf puzzles verify` in the test suite), added to the
//! database the first time a process serves one, and those found in the service's own
//! finished games.

mod answer;
mod buttons;
mod daily;
mod harvest;
mod serve;
mod standing;
mod view;

pub(crate) use buttons::PuzzleButton;
pub(crate) use daily::daily_button;
pub use view::{DailyView, PuzzleView, PuzzlesView};

use gipf_engine::puzzle::{Kind, Puzzle};
use gipf_i18n::{msg, Msg};
use gipf_rules::{Action, Position};
use gipf_store::{AttemptRow, Glicko, PuzzleRow};

use crate::fail::{Fail, R};
use crate::Manager;

/// The starter set: one puzzle a line (`gipf_engine::puzzle`'s text form).
const STARTER: &str = include_str!("../../data/puzzles.txt");

/// A puzzle's deviation when it enters the database: its starting rating is a guess by
/// kind and depth, which the first attempts correct.
const PUZZLE_DEVIATION: f64 = 200.0;

/// A newcomer's puzzle rating: the easiest puzzles first.
pub(crate) const NEWCOMER: Glicko = Glicko {
    rating: 1000.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// How many of the nearest unseen puzzles the next one is picked among, for variety.
const NEAREST: u32 = 8;

/// What `puzzle` asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PuzzleAsk {
    /// `puzzle`: the one going, or the next.
    Next,
    /// `puzzle <action or number>`.
    Answer(String),
    /// `puzzle rating`.
    Rating,
    /// `puzzle top`: the room's leaderboard.
    Top,
    /// `puzzle give up`: the solution, counted as a failure.
    GiveUp,
    /// `puzzle daily` (or the button under the post of `Some(day)`): the puzzle of the day.
    Daily(Option<gipf_store::Day>),
    /// An action written as a reply to the post of the puzzle of the day (in its thread,
    /// where the platform has threads): today's puzzle, started if it is not going yet,
    /// answered with it.
    DailyReply(String),
}

impl PuzzleAsk {
    /// Reads what follows `puzzle`.
    pub fn read(rest: Option<String>) -> PuzzleAsk {
        let Some(rest) = rest.filter(|r| !r.trim().is_empty()) else {
            return PuzzleAsk::Next;
        };
        let words: Vec<String> = rest
            .split_whitespace()
            .map(|w| w.to_ascii_lowercase())
            .collect();
        match words.iter().map(String::as_str).collect::<Vec<_>>()[..] {
            ["rating"] => PuzzleAsk::Rating,
            ["top"] => PuzzleAsk::Top,
            ["daily"] | ["today"] => PuzzleAsk::Daily(None),
            ["give", "up"] | ["giveup"] | ["resign"] => PuzzleAsk::GiveUp,
            _ => PuzzleAsk::Answer(rest.trim().to_string()),
        }
    }
}

/// The starter set, read once; a line that does not read is a build defect (the suite reads
/// every line), logged and left out.
fn starter() -> &'static [Puzzle] {
    static SET: std::sync::OnceLock<Vec<Puzzle>> = std::sync::OnceLock::new();
    SET.get_or_init(|| {
        STARTER
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter_map(|l| match l.parse() {
                Ok(p) => Some(p),
                Err(e) => {
                    tracing::error!(error = %e, "a starter puzzle does not read");
                    None
                }
            })
            .collect()
    })
}

/// An attempt where it stands: the puzzle, the position after the line's actions played
/// so far.
pub(crate) struct Going {
    pub row: PuzzleRow,
    pub attempt: AttemptRow,
    pub position: Position,
}

impl Going {
    fn new(row: PuzzleRow, attempt: AttemptRow) -> R<Going> {
        let mut position = row.puzzle.start.clone();
        for a in row.puzzle.line.iter().take(attempt.step) {
            position.play(*a).map_err(|e| {
                Fail::Internal(format!(
                    "puzzle {}: its line does not replay: {e}",
                    row.id.0
                ))
            })?;
        }
        Ok(Going {
            row,
            attempt,
            position,
        })
    }

    /// The solution's next action.
    fn expected(&self) -> Option<Action> {
        self.row.puzzle.line.get(self.attempt.step).copied()
    }
}

/// The task in words: "White to play and win within 2 turns".
fn task(puzzle: &Puzzle) -> Msg {
    let colour = crate::review::colour(puzzle.solver());
    let turns = i64::from(puzzle.kind.turns());
    match puzzle.kind {
        Kind::Win(_) => msg!("puzzle-task-win", colour = colour, turns = turns),
        Kind::Material(_) => msg!("puzzle-task-material", colour = colour, turns = turns),
        Kind::Defence(_) => msg!("puzzle-task-defence", colour = colour, turns = turns),
    }
}

impl Manager {
    /// Adds the starter set to the database once per process (a puzzle already there
    /// stays as it is, with its rating).
    async fn puzzles_ready(&self) -> Result<(), gipf_store::StoreError> {
        self.inner
            .puzzles_seeded
            .get_or_try_init(|| async {
                let added = self
                    .inner
                    .store
                    .add_puzzles(starter(), PUZZLE_DEVIATION, self.now())
                    .await?;
                if added > 0 {
                    tracing::info!(added, "starter puzzles added");
                }
                Ok::<(), gipf_store::StoreError>(())
            })
            .await?;
        Ok(())
    }

    /// The attempt `player` has going, where it stands.
    async fn going(&self, player: gipf_store::PlayerId) -> R<Option<Going>> {
        let store = &self.inner.store;
        let Some(attempt) = store.playing_attempt(player).await? else {
            return Ok(None);
        };
        let row = store
            .puzzle(attempt.puzzle_id)
            .await?
            .ok_or_else(|| Fail::Internal(format!("attempt {}: no puzzle", attempt.id.0)))?;
        Going::new(row, attempt).map(Some)
    }
}
