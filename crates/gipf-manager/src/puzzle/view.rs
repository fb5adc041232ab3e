//! The puzzles as the web pages show them: a puzzle's page (its task, facts, and its
//! solution step by step, each board with the step's decision drawn) and the puzzles' page
//! (the puzzle of the day and yesterday's with its tally, the best puzzle ratings
//! everywhere, the puzzles most played). A puzzle of the day keeps its solution hidden on
//! the web as long as its answers are private in chat.

use gipf_engine::puzzle::Puzzle;
use gipf_i18n::Lang;
use gipf_render::{RenderOptions, Theme};
use gipf_rules::Color;
use gipf_store::{Day, Player, PuzzleId, PuzzlePlayer, PuzzleRow, StoreError, Tally};

use crate::Manager;

/// How many rows the puzzles' page lists of each.
const LISTED: u32 = 20;

/// A puzzle's page.
#[derive(Clone, Debug)]
pub struct PuzzleView {
    pub id: PuzzleId,
    pub puzzle: Puzzle,
    /// Its Glicko-2 rating now.
    pub rating: f64,
    /// Attempts that ended.
    pub plays: i64,
    /// Someone is solving it now: its page keeps the solution hidden (no help during an
    /// attempt, as none during a game).
    pub being_solved: bool,
    /// The day it was the puzzle of, if it was one.
    pub daily: Option<Day>,
    /// It is a puzzle of the day whose solution is not out yet (today's or yesterday's):
    /// hidden, as the answers in chat are private.
    pub daily_secret: bool,
}

impl PuzzleView {
    /// Its solution is not shown now (someone solves it, or it is a recent puzzle of the
    /// day).
    pub fn hidden(&self) -> bool {
        self.being_solved || self.daily_secret
    }

    /// When it was a puzzle of the day: the first day its solution is out for everyone.
    pub fn daily_out(&self) -> Option<Day> {
        self.daily.map(super::daily::out_on)
    }

    /// The task in `lang` ("White to play and win within 2 turns").
    pub fn task(&self, lang: Lang) -> String {
        super::task(&self.puzzle).render(lang)
    }

    /// Who decides at each step of the solution.
    pub fn deciders(&self) -> Vec<Option<Color>> {
        let mut p = self.puzzle.start.clone();
        let mut out = Vec::new();
        for a in &self.puzzle.line {
            out.push(p.decider());
            if p.play(*a).is_err() {
                break;
            }
        }
        out
    }
}

/// A puzzle of the day on the puzzles' page.
#[derive(Clone, Debug)]
pub struct DailyView {
    pub day: Day,
    pub row: PuzzleRow,
    /// How the attempts that ended, ended.
    pub tally: Tally,
}

impl DailyView {
    /// The task in `lang`.
    pub fn task(&self, lang: Lang) -> String {
        super::task(&self.row.puzzle).render(lang)
    }
}

/// The puzzles' page.
#[derive(Clone, Debug)]
pub struct PuzzlesView {
    /// Today's puzzle of the day, once one is chosen (when a room's post of it is due).
    pub today: Option<DailyView>,
    /// Yesterday's, with its tally.
    pub yesterday: Option<DailyView>,
    /// The best puzzle ratings, best first.
    pub top: Vec<(Player, PuzzlePlayer)>,
    /// The puzzles most played, most first.
    pub most_played: Vec<PuzzleRow>,
}

impl Manager {
    /// A puzzle's page (`None`: no such puzzle).
    pub async fn puzzle_view(&self, id: PuzzleId) -> Result<Option<PuzzleView>, StoreError> {
        self.puzzles_ready().await?;
        let store = &self.inner.store;
        let Some(row) = store.puzzle(id).await? else {
            return Ok(None);
        };
        let daily = store.daily_day_of(id).await?;
        Ok(Some(PuzzleView {
            daily,
            daily_secret: super::daily::secret(daily, Day::of(self.now())),
            id: row.id,
            rating: row.glicko.rating,
            plays: row.plays,
            puzzle: row.puzzle,
            being_solved: store.puzzle_being_solved(id).await?,
        }))
    }

    /// The puzzles' page.
    pub async fn puzzles_view(&self) -> Result<PuzzlesView, StoreError> {
        self.puzzles_ready().await?;
        let store = &self.inner.store;
        let today = Day::of(self.now());
        let daily = |day: Day| async move {
            let Some(row) = store.daily_puzzle(day).await? else {
                return Ok::<_, StoreError>(None);
            };
            let tally = store.puzzle_tally(row.id).await?;
            Ok(Some(DailyView { day, row, tally }))
        };
        Ok(PuzzlesView {
            today: daily(today).await?,
            yesterday: daily(today.before()).await?,
            top: store.puzzle_leaderboard_global(LISTED).await?,
            most_played: store.most_played_puzzles(LISTED).await?,
        })
    }

    /// A puzzle's board after `step` actions of its solution (at most all of them), from the
    /// solver's side; with `draw`, the next action of the solution drawn on it. While its
    /// solution is hidden, only its start, with nothing drawn.
    pub async fn puzzle_svg(
        &self,
        id: PuzzleId,
        step: usize,
        draw: bool,
        theme: Theme,
        lang: Lang,
    ) -> Result<Option<String>, StoreError> {
        let Some(view) = self.puzzle_view(id).await? else {
            return Ok(None);
        };
        let line = &view.puzzle.line;
        let (step, draw) = match view.hidden() {
            true => (0, false),
            false => (step.min(line.len()), draw),
        };
        let mut p = view.puzzle.start.clone();
        for a in &line[..step] {
            if p.play(*a).is_err() {
                return Ok(None);
            }
        }
        let solver = view.puzzle.solver();
        let names = [Color::White, Color::Black].map(|c| gipf_i18n::rules::color(c).render(lang));
        let options = RenderOptions {
            theme,
            flip: solver == Color::Black,
            names,
            choices: Some(Vec::new()),
            better: if draw { line.get(step).copied() } else { None },
            lang,
            ..RenderOptions::default()
        };
        let svg = tokio::task::spawn_blocking(move || gipf_render::render_svg(&p, &options))
            .await
            .ok()
            .and_then(Result::ok);
        Ok(svg)
    }
}
