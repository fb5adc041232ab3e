//! `gipf puzzles`: generating puzzles from self-play games (the engine's
//! [`gipf_engine::puzzle`] finds and proves them), and verifying a puzzle file with a
//! search of its own.
//!
//! The verifier shares nothing with the engine's prover but the rules: a plain exhaustive
//! AND-OR search with a memo, no ordering, no budget, its own reading of each kind. It checks
//! that the line is legal and reaches the goal, that the first decision is the only one that
//! does within the kind's turns, that no decision does within fewer, and that each later
//! decision of the solver in the line is the only right one there.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;

use gipf_engine::puzzle::{scan, Kind, Limits, Puzzle};
use gipf_rules::{Action, Color, GameVariant, Position};

use crate::arena::{each, opening, xorshift};

/// What to play for puzzles.
#[derive(Clone, Debug)]
pub struct GenerateConfig {
    /// The variant played.
    pub variant: GameVariant,
    /// How many games.
    pub games: usize,
    /// The first game's number (games `first..first + games`).
    pub first: usize,
    /// Seeds the openings and the random decisions.
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Per mille of the decisions played at random, so that games hold mistakes to punish.
    pub random_per_mille: u64,
    /// The players' search depth (pushes).
    pub depth: u32,
    /// What each puzzle question may cost.
    pub limits: Limits,
}

/// Plays game `index` and returns its puzzles.
pub fn game_puzzles(cfg: &GenerateConfig, index: usize) -> Vec<Puzzle> {
    let start = opening(cfg.variant, cfg.seed, index, 6);
    let mut p = start.clone();
    let mut state = (cfg.seed ^ (index as u64 + 7).wrapping_mul(0xA076_1D64_78BD_642F)) | 1;
    let settings = gipf_engine::Settings {
        depth: Some(cfg.depth),
        ..gipf_engine::review_settings(&p)
    };
    let cancel = AtomicBool::new(false);
    let mut actions = Vec::new();
    while !p.is_over() && actions.len() < 600 {
        let legal = p.legal_actions();
        let a = if xorshift(&mut state) % 1000 < cfg.random_per_mille {
            legal[(xorshift(&mut state) % legal.len() as u64) as usize]
        } else {
            match gipf_engine::think(&p, &settings, None, &cancel) {
                Some(r) => r.best,
                None => break,
            }
        };
        if p.play(a).is_err() {
            break;
        }
        actions.push(a);
    }
    let source = format!("self-play {} {}/{index}", cfg.variant, cfg.seed);
    scan(&start, &actions, &source, &cfg.limits, &cancel)
}

/// Plays the games on `cfg.jobs` threads (`progress` after each with the games done and the
/// puzzles found): their puzzles in the games' order, each position once.
pub fn generate(cfg: &GenerateConfig, progress: impl Fn(usize, usize) + Sync) -> Vec<Puzzle> {
    let found = Mutex::new((Vec::<(usize, Vec<Puzzle>)>::new(), 0usize, 0usize));
    each(cfg.games, cfg.jobs, |i| {
        let index = cfg.first + i;
        let puzzles = game_puzzles(cfg, index);
        let mut f = found.lock().unwrap_or_else(|e| e.into_inner());
        f.1 += 1;
        f.2 += puzzles.len();
        f.0.push((index, puzzles));
        progress(f.1, f.2);
        true
    });
    let (mut games, ..) = found.into_inner().unwrap_or_else(|e| e.into_inner());
    games.sort_by_key(|g| g.0);
    let mut seen = HashSet::new();
    games
        .into_iter()
        .flat_map(|g| g.1)
        .filter(|p| seen.insert(p.start.to_string()))
        .collect()
}

/// [`generate`], telling its progress on standard error.
pub fn generate_reporting(cfg: &GenerateConfig) -> Vec<Puzzle> {
    let t = std::time::Instant::now();
    generate(cfg, |n, found| {
        if n % 10 == 0 || n == cfg.games {
            eprintln!(
                "{n} / {} games, {found} puzzles, {:.0} s",
                cfg.games,
                t.elapsed().as_secs_f64()
            );
        }
    })
}

/// Verifies `all` (or `sample` of them, picked by `seed`), printing each failure and a
/// summary; how many failed.
pub fn verify_all(mut all: Vec<Puzzle>, sample: Option<usize>, seed: u64) -> usize {
    if let Some(k) = sample {
        let mut state = seed | 1;
        while all.len() > k {
            all.swap_remove((xorshift(&mut state) % all.len() as u64) as usize);
        }
    }
    let t = std::time::Instant::now();
    let mut failed = 0;
    for p in &all {
        if let Err(e) = verify(p) {
            failed += 1;
            println!("FAILED {}: {e}", p.source);
        }
    }
    println!(
        "{} puzzles verified, {failed} failed, {:.1} s",
        all.len(),
        t.elapsed().as_secs_f64()
    );
    failed
}

/// Reads a puzzle file: one puzzle a line, `#` comments and blank lines skipped.
pub fn read(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| l.parse().map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// The independent check of one puzzle.
pub fn verify(puzzle: &Puzzle) -> Result<(), String> {
    let p = &puzzle.start;
    let me = p.turn();
    if p.decider() != Some(me) || p.legal_action_count() < 2 {
        return Err("the solver does not decide with a choice at the start".into());
    }
    let first = *puzzle.line.first().ok_or("an empty line")?;
    match puzzle.kind {
        Kind::Win(n) | Kind::Material(n) => {
            let mut s = Search::new(p, me, matches!(puzzle.kind, Kind::Material(_)));
            let right = |s: &mut Search, q: &Position, a: Action, turns: u8| {
                let r = q.after(a).expect("legal");
                s.after(q, &r, turns)
            };
            if n > 1
                && p.legal_actions()
                    .into_iter()
                    .any(|a| right(&mut s, p, a, n - 1))
            {
                return Err(format!(
                    "a decision reaches the goal within {} turns",
                    n - 1
                ));
            }
            // Along the line: each decision of the solver is the only right one there.
            let (mut q, mut turns) = (p.clone(), n);
            for (i, &a) in puzzle.line.iter().enumerate() {
                if q.decider() == Some(me) {
                    let rights: Vec<Action> = q
                        .legal_actions()
                        .into_iter()
                        .filter(|&b| right(&mut s, &q, b, turns))
                        .collect();
                    if rights != [a] {
                        return Err(format!(
                            "decision {} of the line: the right ones are {rights:?}, not only {a}",
                            i + 1
                        ));
                    }
                }
                let r = q.after(a).map_err(|e| format!("{a}: {e}"))?;
                let done = s.goal_at(&q, &r);
                turns = s.turns_after(&q, &r, turns);
                q = r;
                if done == Some(true) {
                    return if i + 1 == puzzle.line.len() {
                        Ok(())
                    } else {
                        Err("the line goes on after the goal".into())
                    };
                }
            }
            Err("the line does not reach the goal".into())
        }
        Kind::Defence(n) => {
            let mut s = Search::new(p, me.other(), false);
            let safe = |s: &mut Search, q: &Position, turns: u8| match q.outcome() {
                Some(o) => o.winner == me,
                None => !s.reaches(q, turns),
            };
            let first_safe = |s: &mut Search, turns: u8| -> Vec<Action> {
                p.legal_actions()
                    .into_iter()
                    .filter(|&a| safe(s, &p.after(a).expect("legal"), turns))
                    .collect()
            };
            if n > 1 && first_safe(&mut s, n - 1).len() < 2 {
                return Err(format!("not several defences against {} turns", n - 1));
            }
            let held = first_safe(&mut s, n);
            if held != [first] {
                return Err(format!(
                    "the safe first decisions are {held:?}, not only {first}"
                ));
            }
            let mut q = p.clone();
            for (i, &a) in puzzle.line.iter().enumerate() {
                if i > 0 && q.decider() == Some(me) {
                    let held: Vec<Action> = q
                        .legal_actions()
                        .into_iter()
                        .filter(|&b| safe(&mut s, &q.after(b).expect("legal"), n))
                        .collect();
                    if held != [a] {
                        return Err(format!("decision {}: the safe ones are {held:?}", i + 1));
                    }
                }
                q.play(a).map_err(|e| format!("{a}: {e}"))?;
            }
            if q.is_over() || q.turn() != me {
                Ok(())
            } else {
                Err("the line stops before the end of the solver's turn".into())
            }
        }
    }
}

/// A plain exhaustive search: can `solver` force his goal before `turns` of his turns end?
struct Search {
    solver: Color,
    material: bool,
    captured: [u8; 2],
    gipf: [u32; 2],
    memo: HashMap<(String, u8), bool>,
}

impl Search {
    fn new(start: &Position, solver: Color, material: bool) -> Search {
        Search {
            solver,
            material,
            captured: [start.captured(Color::White), start.captured(Color::Black)],
            gipf: [
                start.board().gipf_count(Color::White),
                start.board().gipf_count(Color::Black),
            ],
            memo: HashMap::new(),
        }
    }

    /// Whether going from `q` to `r` reaches the goal (`Some(true)`), loses the game
    /// (`Some(false)`), or neither yet.
    fn goal_at(&self, q: &Position, r: &Position) -> Option<bool> {
        if let Some(o) = r.outcome() {
            return Some(o.winner == self.solver);
        }
        let turn_ends = q.turn() == self.solver && r.turn() != self.solver;
        if self.material && turn_ends {
            let (me, him) = (self.solver, self.solver.other());
            let gipf_gone =
                |c: Color| i64::from(self.gipf[c.index()]) - i64::from(r.board().gipf_count(c));
            let took = |c: Color| i64::from(r.captured(c)) - i64::from(self.captured[c.index()]);
            if gipf_gone(him) > gipf_gone(me).max(0) || took(me) - took(him) >= 3 {
                return Some(true);
            }
        }
        None
    }

    fn turns_after(&self, q: &Position, r: &Position, turns: u8) -> u8 {
        if q.turn() == self.solver && r.turn() != self.solver {
            turns.saturating_sub(1)
        } else {
            turns
        }
    }

    /// From `q` into `r`, with `turns` of the solver's turns left in `q`.
    fn after(&mut self, q: &Position, r: &Position, turns: u8) -> bool {
        match self.goal_at(q, r) {
            Some(done) => done,
            None => {
                let left = self.turns_after(q, r, turns);
                self.reaches(r, left)
            }
        }
    }

    fn reaches(&mut self, q: &Position, turns: u8) -> bool {
        if let Some(o) = q.outcome() {
            return o.winner == self.solver;
        }
        if turns == 0 {
            return false;
        }
        let key = (q.to_string(), turns);
        if let Some(&r) = self.memo.get(&key) {
            return r;
        }
        let mine = q.decider() == Some(self.solver);
        let mut r = !mine;
        for a in q.legal_actions() {
            let next = q.after(a).expect("legal");
            if self.after(q, &next, turns) == mine {
                r = mine;
                break;
            }
        }
        self.memo.insert(key, r);
        r
    }
}
