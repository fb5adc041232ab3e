//! A PÜNCT match of the seam search at a level against a baseline (`greedy`, `alphabeta2`)
//! or another level, in pairs of games with the sides swapped; each pair begins with a few
//! random actions (seeded), since PÜNCT has no random start.
//!
//!     cargo run --release -p gipf-engine --example punct_match -- \
//!         [--a master] [--b greedy|alphabeta2|cand2|LEVEL] [--games 10] [--seed 1] \
//!         [--random 2] [--from GAME] [--movetime MILLIS] [--weights name=value,...] \
//!         [--bweights name=value,...] [--variant punct|punct-basic] [--verbose]
//!
//! (`--weights` are A's, `--bweights` B's, a baseline's too), or studies one decision (a
//! position `--verbose` printed, actions played from it):
//!
//!     ... --probe POSITION [--play "ACTION;ACTION..."] [--action ACTION] [--movetime MILLIS]
//!
//! which prints the decider's best actions after one ply of the evaluation (as `greedy`
//! ranks them), where `--action` stands by that rank and by the inner nodes' cheap score,
//! and master's choice at the movetime; or measures the inner nodes' ordering against one
//! ply of the evaluation over the positions of a `--verbose` match's output (each, and
//! each after the action played there):
//!
//!     ... --regret FILE [--weights name=value,...] [--show N]
//!
//! which prints how often the best after one ply is more than 300 and 1,000 better than
//! the best among the 10, 30 and 60 best-looking actions (the pools the nodes refine), and
//! the first `N` positions where the 60 miss it by more than 300.
//!
//! Prints each game and the score of A with its time, depth and nodes per second, and the
//! baseline B's time per decision.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gipf_engine::game_search::{alphabeta_game, GameEngine};
use gipf_engine::{evaluate_punct, punct_best_actions, punct_root_candidates, Level, PunctWeights};
use gipf_punct::{colour_name, Action, Position, Side, Variant};

#[derive(Clone, Copy, Debug)]
enum Player {
    Level(Level),
    Greedy,
    AlphaBeta(u32),
    /// Depth 2 over the candidates: the root's (`punct_root_candidates`), then the
    /// `REPLIES` best replies by the cheap score, the evaluation at the leaves.
    Cand2,
}

/// The replies `cand2` reads at its second ply.
const REPLIES: usize = 40;

/// The `cand2` baseline: plain depth-2 alpha-beta (no table, no quiescence) over the root
/// candidates and the `REPLIES` best-looking replies, the default evaluation at the leaves.
fn cand2(p: &Position, w: &PunctWeights) -> Option<Action> {
    let w = *w;
    let me = p.decider()?;
    let mut roots = Vec::new();
    punct_root_candidates(p, &w, &mut roots);
    let mut replies = Vec::new();
    let mut best: Option<(i32, Action)> = None;
    for a in roots {
        let mut q = *p;
        q.play(a).ok()?;
        let s = match q.decider() {
            None => match q.outcome().and_then(|o| o.winner) {
                Some(x) if x == me => 1_000_000,
                Some(_) => -1_000_000,
                None => 0,
            },
            Some(_) => {
                punct_best_actions(&q, &w, REPLIES, &mut replies);
                let alpha = best.map_or(i32::MIN, |(b, _)| b);
                let mut worst = i32::MAX;
                for &r in &replies {
                    let mut x = q;
                    if x.play(r).is_err() {
                        continue;
                    }
                    let v = match x.outcome() {
                        Some(o) => match o.winner {
                            Some(y) if y == me => 999_999,
                            Some(_) => -999_999,
                            None => 0,
                        },
                        None => evaluate_punct(&x, me, &w),
                    };
                    worst = worst.min(v);
                    if worst <= alpha {
                        break;
                    }
                }
                worst
            }
        };
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, a));
        }
    }
    best.map(|(_, a)| a)
}

/// The one-ply `greedy` baseline: the action after which the evaluation (with `w`) is
/// best, the first of equals (as `game_search::greedy_game` with the default weights).
fn greedy(p: &Position, w: &PunctWeights) -> Option<Action> {
    let me = p.decider()?;
    let mut best: Option<(i32, Action)> = None;
    for a in p.legal_actions() {
        let mut q = *p;
        if q.play(a).is_err() {
            continue;
        }
        let s = evaluate_punct(&q, me, w);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, a));
        }
    }
    best.map(|(_, a)| a)
}

fn player(s: &str) -> Player {
    match s {
        "greedy" => Player::Greedy,
        "cand2" => Player::Cand2,
        _ => match s.strip_prefix("alphabeta") {
            Some(d) => Player::AlphaBeta(d.parse().expect("alphabetaN")),
            None => Player::Level(s.parse().expect("a level, greedy or alphabetaN")),
        },
    }
}

#[derive(Default)]
struct Stats {
    decisions: u64,
    time: Duration,
    max: Duration,
    nodes: u64,
    depth: u64,
    min_depth: Option<u32>,
    max_depth: u32,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let a = player(&arg("--a").unwrap_or_else(|| "master".into()));
    let b = player(&arg("--b").unwrap_or_else(|| "greedy".into()));
    let games: u64 = arg("--games").map_or(10, |g| g.parse().expect("a number"));
    let seed: u64 = arg("--seed").map_or(1, |g| g.parse().expect("a number"));
    let random: u64 = arg("--random").map_or(2, |g| g.parse().expect("a number"));
    let ms = arg("--movetime")
        .or_else(|| arg("--ms"))
        .map(|m| Duration::from_millis(m.parse().expect("a number")));
    let weights: PunctWeights = arg("--weights")
        .unwrap_or_default()
        .parse()
        .expect("weights");
    let bweights: PunctWeights = arg("--bweights")
        .unwrap_or_default()
        .parse()
        .expect("weights");
    let variant: Variant = arg("--variant")
        .unwrap_or_else(|| "punct".into())
        .parse()
        .expect("punct or punct-basic");
    let verbose = args.iter().any(|a| a == "--verbose");
    let cancel = AtomicBool::new(false);
    if let Some(file) = arg("--regret") {
        let show = arg("--show").map_or(0, |n| n.parse().expect("a number"));
        regret(&file, &weights, show);
        return;
    }
    if let Some(text) = arg("--probe") {
        probe(&text, arg("--play"), arg("--action"), ms, &weights);
        return;
    }
    let (mut score, mut per_side) = (0.0f64, [0.0f64; 2]);
    let mut stats = Stats::default();
    let mut b_stats = Stats::default();
    let from: u64 = arg("--from").map_or(0, |g| g.parse().expect("a number"));
    for g in from..from + games {
        let pair = g / 2;
        let a_side = if g % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let mut p = variant.start();
        let mut state =
            (seed.wrapping_mul(1_000_003) + pair).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        for _ in 0..random {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = p.legal_actions();
            if legal.is_empty() {
                break;
            }
            p.play(legal[(state % legal.len() as u64) as usize])
                .expect("legal");
        }
        let mut engines = [
            GameEngine::<Position>::new(16, seed + g),
            GameEngine::<Position>::new(16, seed + g + 7),
        ];
        engines[0].weights = weights;
        engines[1].weights = bweights;
        let mut decisions = 0;
        while let Some(d) = p.decider() {
            let (who, engine) = if d == a_side {
                (a, &mut engines[0])
            } else {
                (b, &mut engines[1])
            };
            let start = Instant::now();
            let action = match who {
                // The baselines read their side's weights (the defaults unless given).
                Player::Greedy => greedy(&p, if d == a_side { &weights } else { &bweights }),
                Player::AlphaBeta(depth) => alphabeta_game(&p, depth),
                Player::Cand2 => cand2(&p, if d == a_side { &weights } else { &bweights }),
                Player::Level(level) => {
                    if verbose {
                        // The position, so that a decision can be studied on its own.
                        println!("  position {p}");
                    }
                    let r = engine
                        .think(&p, level, None, ms, &cancel)
                        .expect("a decision");
                    if d == a_side {
                        stats.nodes += r.nodes;
                        stats.depth += u64::from(r.depth);
                        stats.min_depth = Some(stats.min_depth.map_or(r.depth, |m| m.min(r.depth)));
                        stats.max_depth = stats.max_depth.max(r.depth);
                    }
                    if verbose {
                        print!("  [depth {} score {} nodes {}]", r.depth, r.score, r.nodes);
                    }
                    Some(r.best)
                }
            }
            .expect("a decision");
            let t = start.elapsed();
            let st = if d == a_side {
                &mut stats
            } else {
                &mut b_stats
            };
            st.decisions += 1;
            st.time += t;
            st.max = st.max.max(t);
            p.play(action)
                .unwrap_or_else(|e| panic!("{p}: {action} is illegal: {e}"));
            decisions += 1;
            if verbose {
                println!("  {} {action} ({} ms)", colour_name(d), t.as_millis());
            }
        }
        let winner = p.outcome().and_then(|o| o.winner);
        let s = match winner {
            Some(w) if w == a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        score += s;
        per_side[a_side.index()] += s;
        let reason = p
            .outcome()
            .map(|o| o.reason.to_string())
            .unwrap_or_default();
        println!(
            "game {:3} A as {}: {} after {decisions} decisions ({reason}); A {score}/{}; \
             so far A {} ms, B {} ms a decision",
            g + 1,
            colour_name(a_side),
            match s {
                1.0 => "A wins",
                0.0 => "B wins",
                _ => "draw",
            },
            g - from + 1,
            stats.time.as_millis() as u64 / stats.decisions.max(1),
            b_stats.time.as_millis() as u64 / b_stats.decisions.max(1)
        );
    }
    let n = stats.decisions.max(1);
    println!(
        "{a:?} vs {b:?} ({variant}): {games} games, A scored {score} ({:.1} %), as first {} / as second {}",
        100.0 * score / games.max(1) as f64,
        per_side[0],
        per_side[1]
    );
    println!(
        "A: {} decisions, {} / {} ms a decision (avg / max), depth {:.2} (min {} max {}), {:.0} k nodes/s",
        stats.decisions,
        stats.time.as_millis() as u64 / n,
        stats.max.as_millis(),
        stats.depth as f64 / n as f64,
        stats.min_depth.unwrap_or(0),
        stats.max_depth,
        stats.nodes as f64 / stats.time.as_secs_f64().max(1e-9) / 1000.0
    );
    println!(
        "B: {} decisions, {} / {} ms a decision (avg / max)",
        b_stats.decisions,
        b_stats.time.as_millis() as u64 / b_stats.decisions.max(1),
        b_stats.max.as_millis()
    );
}

/// The value of `a` for the decider of `p` after it (a win 100,000).
fn one_ply(p: &Position, a: Action, w: &PunctWeights) -> i32 {
    let me = p.decider().expect("a decider");
    let mut q = *p;
    q.play(a).expect("legal");
    match q.outcome() {
        Some(o) => match o.winner {
            Some(x) if x == me => 100_000,
            Some(_) => -100_000,
            None => 0,
        },
        None => evaluate_punct(&q, me, w),
    }
}

/// Prints the regret of the cheap ordering's pools over the positions of `file` (see the
/// opening comment).
fn regret(file: &str, w: &PunctWeights, mut show: usize) {
    let text = std::fs::read_to_string(file).expect("a readable file");
    let lines: Vec<&str> = text.lines().collect();
    const POOLS: [usize; 3] = [10, 30, 60];
    let (mut n, mut moves) = (0, 0);
    let (mut over300, mut over1000) = ([0; 3], [0; 3]);
    let mut buf = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(pos) = line.strip_prefix("  position ") else {
            continue;
        };
        let p: Position = pos.parse().expect("a position");
        // The next line: `  [depth ...]  colour ACTION (N ms)`.
        let played = lines
            .get(i + 1)
            .and_then(|l| l.rsplit_once(" ("))
            .and_then(|(l, _)| l.rsplit(' ').next())
            .and_then(|a| p.read_action(a).ok());
        let mut after = p;
        let mut positions = vec![p];
        if played.is_some_and(|a| after.play(a).is_ok()) && !after.is_over() {
            positions.push(after);
        }
        for x in positions {
            let legal = x.legal_actions();
            let (best, action) = legal
                .iter()
                .map(|&a| (one_ply(&x, a, w), a))
                .max_by_key(|&(v, _)| v)
                .expect("an action");
            n += 1;
            moves += usize::from(matches!(action, Action::Move { .. }));
            for (k, pool) in POOLS.into_iter().enumerate() {
                punct_best_actions(&x, w, pool, &mut buf);
                let got = buf
                    .iter()
                    .map(|&a| one_ply(&x, a, w))
                    .max()
                    .expect("an action");
                over300[k] += usize::from(best - got > 300);
                over1000[k] += usize::from(best - got > 1000);
                if pool == 60 && best - got > 300 && show > 0 {
                    show -= 1;
                    let mut all = Vec::new();
                    punct_best_actions(&x, w, legal.len() - 1, &mut all);
                    let rank = all.iter().position(|&a| a == action);
                    println!(
                        "{x}\n  best {action} {best}, cheap rank {rank:?}; the pool's best {got}"
                    );
                }
            }
        }
    }
    println!("{n} positions; the best after one ply is a move in {moves}");
    for (k, pool) in POOLS.into_iter().enumerate() {
        println!(
            "the {pool:2} best-looking: regret > 300 in {}, > 1000 in {}",
            over300[k], over1000[k]
        );
    }
}

/// Prints how the decider of `text` (after the `play` actions) sees its actions: see the
/// opening comment.
fn probe(
    text: &str,
    play: Option<String>,
    action: Option<String>,
    ms: Option<Duration>,
    w: &PunctWeights,
) {
    let mut p: Position = text.parse().expect("a position");
    for a in play.iter().flat_map(|s| s.split(';')) {
        p.play_text(a.trim()).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
    println!("position {p}");
    let Some(me) = p.decider() else {
        println!("the game is over");
        return;
    };
    let target = action.map(|a| p.read_action(&a).expect("an action"));
    let legal = p.legal_actions();
    let mut greedy: Vec<(i32, Action)> = legal
        .iter()
        .map(|&a| {
            let mut q = p;
            q.play(a).expect("legal");
            let v = match q.outcome() {
                Some(o) => match o.winner {
                    Some(x) if x == me => 1_000_000,
                    Some(_) => -1_000_000,
                    None => 0,
                },
                None => evaluate_punct(&q, me, w),
            };
            (v, a)
        })
        .collect();
    greedy.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
    println!(
        "{} actions; {} to act; the best after one ply:",
        legal.len(),
        colour_name(me)
    );
    for (v, a) in greedy.iter().take(12) {
        println!("  {v:8} {a}");
    }
    if let Some(t) = target {
        let rank = greedy.iter().position(|&(_, a)| a == t);
        let mut cheap = Vec::new();
        punct_best_actions(&p, w, legal.len() - 1, &mut cheap);
        let crank = cheap.iter().position(|&a| a == t);
        println!(
            "{t}: one ply rank {:?} (value {:?}), cheap rank {crank:?}",
            rank,
            rank.map(|r| greedy[r].0)
        );
    }
    let mut engine = GameEngine::<Position>::new(16, 1);
    engine.weights = *w;
    let r = engine
        .think(&p, Level::Master, None, ms, &AtomicBool::new(false))
        .expect("a decision");
    println!(
        "master: {} (depth {} score {} nodes {})",
        r.best, r.depth, r.score, r.nodes
    );
}
