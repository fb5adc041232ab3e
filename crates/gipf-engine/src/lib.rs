//! The GIPF AI: iterative-deepening principal-variation alpha-beta with a transposition
//! table, move ordering and a time manager, over every kind of decision (pushes, GIPF
//! pushes, the mover's removals, the opponent's removals, `done`), with named levels from
//! `beginner` to `master`.
//!
//! [`think`] is a plain blocking function: call it from a worker thread (for example tokio's
//! `spawn_blocking`), with a deadline and a cancel flag.

pub mod consequence;
mod dvonn_eval;
mod eval;
pub mod game_search;
mod punct_eval;
pub mod puzzle;
pub mod review;
mod review_text;
mod search;
mod tzaar_eval;
pub mod winprob;
mod yinsh_eval;
mod zertz_eval;

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gipf_rules::{Action, Color, Kind, Position};
use thiserror::Error;

pub use dvonn_eval::{evaluate_dvonn, think_dvonn, DvonnWeights, DvonnWeightsError};
pub use eval::{evaluate, Weights, WIN};
pub use game_search::{
    alphabeta_game, greedy_game, think_game, GameEngine, GameResult, Heuristics, GAME_WIN,
};
pub use punct_eval::{
    evaluate_punct, punct_best_actions, punct_root_candidates, think_punct, PunctWeights,
    PunctWeightsError,
};
pub use review_text::ReviewTextError;
pub use search::{Budget, SearchResult};
pub use tzaar_eval::{evaluate_tzaar, think_tzaar, TzaarWeights, TzaarWeightsError};
pub use winprob::{review_depth, review_settings, WinModel};
pub use yinsh_eval::{evaluate_yinsh, think_yinsh, YinshWeights, YinshWeightsError};
pub use zertz_eval::{evaluate_zertz, think_zertz, ZertzWeights, ZertzWeightsError};

/// The named strength levels, weakest first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// One push ahead with a very noisy judgement: a newcomer can win.
    Beginner,
    /// One push ahead, a little noisy.
    Casual,
    /// Two pushes ahead.
    Intermediate,
    /// A deep search with a short time budget.
    Strong,
    /// The full engine: deep search, up to ~2 s a decision.
    Master,
}

/// A name that is not a level.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level {0:?}: use beginner, casual, intermediate, strong or master")]
pub struct LevelError(String);

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Strong,
        Level::Master,
    ];

    /// The level's name.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
            Level::Master => "master",
        }
    }

    /// (max depth in pushes, evaluation noise, hard time limit).
    pub(crate) fn profile(self) -> (u32, i32, Duration) {
        match self {
            Level::Beginner => (1, 30, Duration::from_millis(200)),
            Level::Casual => (1, 60, Duration::from_millis(200)),
            Level::Intermediate => (2, 150, Duration::from_millis(400)),
            Level::Strong => (64, 0, Duration::from_millis(350)),
            Level::Master => (64, 0, Duration::from_millis(1800)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(s: &str) -> Result<Level, LevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| LevelError(gipf_rules::excerpt(s)))
    }
}

/// What to search for.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The level; explicit limits below override its depth and time.
    pub level: Level,
    /// At most this many pushes deep.
    pub depth: Option<u32>,
    /// At most this long.
    pub movetime: Option<Duration>,
    /// Seeds the lower levels' evaluation noise: same seed, same moves.
    pub seed: u64,
    /// Transposition table size.
    pub table_mb: usize,
    /// Evaluation weights.
    pub weights: Weights,
    /// The players' chances in a sub-game that decides a challenge (COMBINING.md's `game`
    /// trial); `None`: even.
    pub sub_game: Option<SubGameOdds>,
}

/// Each player's chances of winning the sub-game that decides a challenge of his use (the
/// `game` trial) when he is its user (and so White, the first player), by the kind of the
/// potential challenged and his colour in the main game, in per mille: what the search
/// expects at stage `r`. The sub-game is the game named after the potential (COMBINING.md
/// §4: ZÈRTZ, YINSH, DVONN, PÜNCT, TZAAR for a TAMSK push; basic GIPF for a kind whose game
/// the service does not host), so the chances differ by kind: the service takes them from
/// the two players' ratings in each of those games, so the AI weighs a challenge by its own
/// chances in that game against this opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubGameOdds {
    /// By kind (`Kind as usize`), then by the user's colour (White, Black).
    per_mille: [[u16; 2]; 5],
}

impl SubGameOdds {
    /// The same chances for every kind, from the expected scores (0 to 1) of the main game's
    /// White and Black, each as the user; kept within 1 .. 999 per mille, since no sub-game
    /// is decided before it is played.
    pub fn new(white_user: f64, black_user: f64) -> SubGameOdds {
        SubGameOdds::by_kind(|_| (white_user, black_user))
    }

    /// The chances in each kind's sub-game: `chances(kind)` gives the expected scores (0 to
    /// 1) of the main game's White and Black, each as the user, in that kind's sub-game.
    pub fn by_kind(mut chances: impl FnMut(Kind) -> (f64, f64)) -> SubGameOdds {
        let per_mille = |x: f64| {
            if x.is_finite() {
                (x * 1000.0).round().clamp(1.0, 999.0) as u16
            } else {
                500
            }
        };
        let mut out = [[500; 2]; 5];
        for kind in Kind::ALL {
            let (w, b) = chances(kind);
            out[kind as usize] = [per_mille(w), per_mille(b)];
        }
        SubGameOdds { per_mille: out }
    }

    /// The chances of the user of colour `user` in the sub-game of a `kind` use, in per
    /// mille.
    pub const fn per_mille(self, kind: Kind, user: gipf_rules::Color) -> u16 {
        let k = self.per_mille[kind as usize];
        match user {
            gipf_rules::Color::White => k[0],
            gipf_rules::Color::Black => k[1],
        }
    }
}

impl Settings {
    /// The settings of a level.
    pub fn level(level: Level) -> Settings {
        Settings {
            level,
            depth: None,
            movetime: None,
            seed: 0,
            table_mb: 16,
            // A newcomer counts pieces but does not yet see shape: no centre, no rows in
            // the making.
            weights: if level == Level::Beginner {
                Weights::novice()
            } else {
                Weights::default()
            },
            sub_game: None,
        }
    }
}

/// An engine that keeps its transposition table from one decision to the next.
pub struct Engine {
    settings: Settings,
    tt: search::Tt,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("settings", &self.settings)
            .finish()
    }
}

impl Engine {
    /// An engine with these settings.
    pub fn new(settings: Settings) -> Engine {
        let tt = search::Tt::new(settings.table_mb);
        Engine { settings, tt }
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Chooses an action for the current decider. Stops at the level's limits, at
    /// `deadline`, or as soon as `cancel` is set (returning the best action found so far).
    /// `None` when the game is over.
    pub fn think(
        &mut self,
        position: &Position,
        deadline: Option<Instant>,
        cancel: &AtomicBool,
    ) -> Option<SearchResult> {
        let s = &self.settings;
        let (level_depth, noise, level_time) = s.level.profile();
        let start = Instant::now();
        let time = s.movetime.unwrap_or(level_time);
        let mut hard = start + time;
        if let Some(d) = deadline {
            hard = hard.min(d);
        }
        // Fixed-depth requests without a time limit search to the depth.
        let timed = s.movetime.is_some() || s.depth.is_none() || deadline.is_some();
        let soft = start + (hard.saturating_duration_since(start)) * 2 / 5;
        let budget = Budget {
            max_depth: s.depth.unwrap_or(level_depth),
            soft: timed.then_some(soft),
            hard: timed.then_some(hard),
            max_nodes: None,
        };
        let mut searcher =
            search::Searcher::new(s.weights, noise, s.seed, &mut self.tt, cancel, budget);
        searcher.sub_game = s.sub_game;
        search::iterate(&mut searcher, position)
    }
}

/// Chooses an action with a fresh engine (see [`Engine::think`]).
pub fn think(
    position: &Position,
    settings: &Settings,
    deadline: Option<Instant>,
    cancel: &AtomicBool,
) -> Option<SearchResult> {
    Engine::new(settings.clone()).think(position, deadline, cancel)
}

/// The legal action whose score (from White's point of view, computed on the position after
/// it) is best for the current decider; ties go to the first of the largest `tie` values.
fn best_for_decider(
    position: &Position,
    score: impl Fn(&Position) -> i32,
    tie: impl Fn(&Position) -> u64,
) -> Option<Action> {
    let me = position.decider()?;
    let sign = if me == Color::White { 1 } else { -1 };
    position
        .legal_actions()
        .into_iter()
        .filter_map(|a| {
            let q = position.after(a).ok()?;
            Some(((sign * score(&q), tie(&q)), a))
        })
        .max_by_key(|&(k, _)| k)
        .map(|(_, a)| a)
}

/// The one-ply greedy baseline: the action whose resulting position evaluates best for the
/// decider (ties broken by the seed).
pub fn greedy(position: &Position, weights: &Weights, seed: u64) -> Option<Action> {
    best_for_decider(
        position,
        |q| evaluate(q, weights),
        |q| (q.hash() ^ seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54,
    )
}

/// The plain alpha-beta baseline: every decision is a ply, no table, no ordering, no
/// extensions, the static evaluation at the leaves.
pub fn plain_alphabeta(position: &Position, weights: &Weights, depth: u32) -> Option<Action> {
    fn ab(p: &Position, w: &Weights, depth: u32, mut alpha: i32, mut beta: i32) -> i32 {
        let Some(d) = p.decider() else {
            return evaluate(p, w);
        };
        if depth == 0 {
            return evaluate(p, w);
        }
        let max = d == Color::White;
        let mut best = if max { i32::MIN } else { i32::MAX };
        for a in p.legal_actions() {
            let Ok(q) = p.after(a) else {
                continue;
            };
            let s = ab(&q, w, depth - 1, alpha, beta);
            if max {
                best = best.max(s);
                alpha = alpha.max(s);
            } else {
                best = best.min(s);
                beta = beta.min(s);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
    best_for_decider(
        position,
        |q| ab(q, weights, depth.saturating_sub(1), i32::MIN, i32::MAX),
        |_| 0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_rules::Variant;

    fn no_cancel() -> AtomicBool {
        AtomicBool::new(false)
    }

    #[test]
    fn every_level_answers_a_legal_action_in_every_variant() {
        for v in Variant::ALL {
            let p = Position::start(v);
            for level in Level::ALL {
                let mut s = Settings::level(level);
                s.movetime = Some(Duration::from_millis(30));
                let r = think(&p, &s, None, &no_cancel()).unwrap();
                assert!(p.legal_actions().contains(&r.best), "{level} {v}");
            }
        }
    }

    #[test]
    fn finds_a_winning_capture() {
        // White pushes e1-e2 to make a row whose extension holds Black's last GIPF piece;
        // the engine must take it.
        let p: Position = "standard W3/5/6/www1B2/6/5/4 w p 10/10 0/0 ss"
            .parse()
            .unwrap();
        let mut s = Settings::level(Level::Intermediate);
        s.seed = 1;
        let r = think(&p, &s, None, &no_cancel()).unwrap();
        let mut q = p;
        q.play(r.best).unwrap();
        let r2 = think(&q, &s, None, &no_cancel()).unwrap();
        q.play(r2.best).unwrap();
        assert_eq!(q.outcome().map(|o| o.winner), Some(Color::White), "{q}");
    }

    #[test]
    fn a_past_deadline_still_gets_a_searched_action() {
        // The winning capture needs one push of search; a past deadline must not turn the
        // answer into an unsearched first action.
        let p: Position = "standard W3/5/6/www1B2/6/5/4 w p 10/10 0/0 ss"
            .parse()
            .unwrap();
        let past = Instant::now();
        std::thread::sleep(Duration::from_millis(2));
        let r = think(
            &p,
            &Settings::level(Level::Master),
            Some(past),
            &no_cancel(),
        )
        .unwrap();
        assert_eq!(r.best.to_string(), "e1-e2");
        assert!(r.depth >= 1);
    }

    #[test]
    fn same_seed_same_moves() {
        let p = Position::start(Variant::Standard);
        for level in [Level::Beginner, Level::Casual] {
            let mut s = Settings::level(level);
            s.seed = 42;
            let a = think(&p, &s, None, &no_cancel()).unwrap().best;
            let b = think(&p, &s, None, &no_cancel()).unwrap().best;
            assert_eq!(a, b);
        }
    }

    #[test]
    fn a_set_cancel_flag_still_answers() {
        let p = Position::start(Variant::Standard);
        let cancel = AtomicBool::new(true);
        let r = think(&p, &Settings::level(Level::Master), None, &cancel).unwrap();
        assert!(p.legal_actions().contains(&r.best));
    }

    #[test]
    fn finished_games_have_no_answer() {
        let p: Position = "basic 1w2/5/6/7/6/5/b3 b p 0/5 0/0 ss".parse().unwrap();
        let q = p.after(p.parse_action("a5-b5").unwrap()).unwrap();
        assert!(q.is_over());
        assert!(think(&q, &Settings::level(Level::Beginner), None, &no_cancel()).is_none());
        assert!(greedy(&q, &Weights::default(), 0).is_none());
    }

    #[test]
    fn a_sub_game_is_weighed_by_the_players_chances() {
        // Positions where a use waits for the challenger in a game decided by sub-games: a
        // challenger sure to win the sub-game challenges some of them; one sure to lose it
        // challenges none (the attempt would be spent for nothing).
        let variant: gipf_rules::GameVariant = "standard+potentials+game2".parse().unwrap();
        let mut state = 0x5EED_u64;
        let mut waiting = Vec::new();
        while waiting.len() < 12 {
            let mut p = variant.start();
            for _ in 0..80 {
                if p.is_over() {
                    break;
                }
                if p.stage() == gipf_rules::Stage::Challenge {
                    waiting.push(p.clone());
                    break;
                }
                let legal = p.legal_actions();
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Uses are chosen often, so that they wait.
                let a = legal
                    .iter()
                    .find(|a| matches!(a, Action::Use { .. }) && state.is_multiple_of(3))
                    .copied()
                    .unwrap_or(legal[(state % legal.len() as u64) as usize]);
                p.play(a).unwrap();
            }
        }
        let decide = |p: &Position, user_chances: f64| {
            let mut s = Settings::level(Level::Master);
            s.depth = Some(2);
            s.sub_game = Some(SubGameOdds::new(user_chances, user_chances));
            think(p, &s, None, &no_cancel()).unwrap().best
        };
        let (mut sure_win, mut sure_loss) = (0, 0);
        for p in &waiting {
            let when_user_wins = decide(p, 1.0);
            let when_user_loses = decide(p, 0.0);
            sure_win += usize::from(when_user_loses == Action::Challenge);
            sure_loss += usize::from(when_user_wins == Action::Challenge);
        }
        assert!(sure_win > 0, "never challenged a use sure to fail");
        assert_eq!(sure_loss, 0, "an attempt spent on a use sure to stand");
        // The chances are the pending kind's own (its namesake game's): the other kinds'
        // sub-games say the opposite, and change nothing of it.
        let kind_of = |p: &Position| match p.pending_use() {
            Some(Action::Use { kind, .. }) => kind,
            _ => Kind::Tamsk,
        };
        let decide_by_kind = |p: &Position, user_chances: f64| {
            let pending = kind_of(p);
            let mut s = Settings::level(Level::Master);
            s.depth = Some(2);
            s.sub_game = Some(SubGameOdds::by_kind(|k| {
                let x = if k == pending {
                    user_chances
                } else {
                    1.0 - user_chances
                };
                (x, x)
            }));
            think(p, &s, None, &no_cancel()).unwrap().best
        };
        let (mut sure_win, mut sure_loss) = (0, 0);
        for p in &waiting {
            sure_win += usize::from(decide_by_kind(p, 0.0) == Action::Challenge);
            sure_loss += usize::from(decide_by_kind(p, 1.0) == Action::Challenge);
        }
        assert!(
            sure_win > 0,
            "never challenged a use sure to fail in its game"
        );
        assert_eq!(
            sure_loss, 0,
            "an attempt spent on a use sure to stand in its game"
        );
        let odd = SubGameOdds::new(2.0, f64::NAN);
        assert_eq!(odd.per_mille(Kind::Zertz, Color::White), 999);
        assert_eq!(odd.per_mille(Kind::Tamsk, Color::Black), 500);
        // Each kind's own chances: sure of its ZÈRTZ, hopeless at TZAAR (the TAMSK push).
        let by_kind = SubGameOdds::by_kind(|k| match k {
            Kind::Zertz => (1.0, 0.0),
            Kind::Tamsk => (0.0, 1.0),
            _ => (0.5, 0.5),
        });
        assert_eq!(by_kind.per_mille(Kind::Zertz, Color::White), 999);
        assert_eq!(by_kind.per_mille(Kind::Zertz, Color::Black), 1);
        assert_eq!(by_kind.per_mille(Kind::Tamsk, Color::White), 1);
        assert_eq!(by_kind.per_mille(Kind::Dvonn, Color::Black), 500);
    }

    #[test]
    fn level_names_round_trip() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>().unwrap(), l);
        }
        assert!("grandmaster".parse::<Level>().is_err());
    }
}
