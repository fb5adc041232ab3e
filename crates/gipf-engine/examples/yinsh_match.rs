//! A YINSH match of the seam search at a level against a baseline (`greedy`, `alphabeta2`)
//! or another level, from the start, in pairs of games with the colours swapped; each pair
//! begins with a few random placements (seeded), since YINSH has no random start.
//!
//!     cargo run --release -p gipf-engine --example yinsh_match -- \
//!         [--a master] [--b greedy|alphabeta2|LEVEL] [--games 10] [--seed 1] \
//!         [--random 4] [--ms MILLIS] [--weights name=value,...] [--blitz]
//!
//! Prints each game and the score of A with its time, depth and nodes per second.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gipf_engine::game_search::{alphabeta_game, greedy_game, GameEngine};
use gipf_engine::{Level, YinshWeights};
use gipf_yinsh::{Position, Side};

#[derive(Clone, Copy, Debug)]
enum Player {
    Level(Level),
    Greedy,
    AlphaBeta(u32),
}

fn player(s: &str) -> Player {
    match s {
        "greedy" => Player::Greedy,
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
    let random: u64 = arg("--random").map_or(4, |g| g.parse().expect("a number"));
    let ms = arg("--ms").map(|m| Duration::from_millis(m.parse().expect("a number")));
    let weights: YinshWeights = arg("--weights")
        .unwrap_or_default()
        .parse()
        .expect("weights");
    let blitz = args.iter().any(|a| a == "--blitz");
    let cancel = AtomicBool::new(false);
    let (mut score, mut per_colour) = (0.0f64, [0.0f64; 2]);
    let mut stats = Stats::default();
    for g in 0..games {
        let pair = g / 2;
        let a_side = if g % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let mut p = if blitz {
            Position::blitz_start()
        } else {
            Position::start()
        };
        let mut state =
            (seed.wrapping_mul(1_000_003) + pair).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        for _ in 0..random {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = p.legal_actions();
            p.play(legal[(state % legal.len() as u64) as usize])
                .expect("legal");
        }
        let mut engines = [
            GameEngine::<Position>::new(16, seed + g),
            GameEngine::<Position>::new(16, seed + g + 7),
        ];
        engines[0].weights = weights;
        let mut decisions = 0;
        while let Some(d) = p.decider() {
            let (who, engine) = if d == a_side {
                (a, &mut engines[0])
            } else {
                (b, &mut engines[1])
            };
            let start = Instant::now();
            let action = match who {
                Player::Greedy => greedy_game(&p),
                Player::AlphaBeta(depth) => alphabeta_game(&p, depth),
                Player::Level(level) => {
                    let r = engine
                        .think(&p, level, None, ms, &cancel)
                        .expect("a decision");
                    if d == a_side {
                        stats.nodes += r.nodes;
                        stats.depth += u64::from(r.depth);
                    }
                    Some(r.best)
                }
            }
            .expect("a decision");
            if d == a_side {
                let t = start.elapsed();
                stats.decisions += 1;
                stats.time += t;
                stats.max = stats.max.max(t);
            }
            p.play(action)
                .unwrap_or_else(|e| panic!("{p}: {action} is illegal: {e}"));
            decisions += 1;
        }
        let winner = p.outcome().and_then(|o| o.winner);
        let s = match winner {
            Some(w) if w == a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        score += s;
        per_colour[a_side.index()] += s;
        let reason = p
            .outcome()
            .map(|o| o.reason.to_string())
            .unwrap_or_default();
        println!(
            "game {:3} A as {:5}: {} after {decisions} decisions ({reason}); A {score}/{}",
            g + 1,
            gipf_yinsh::side_name(a_side),
            match s {
                1.0 => "A wins",
                0.0 => "B wins",
                _ => "draw",
            },
            g + 1
        );
    }
    let n = stats.decisions.max(1);
    println!(
        "{a:?} vs {b:?}: {games} games, A scored {score} ({:.1} %), as White {} / as Black {}",
        100.0 * score / games.max(1) as f64,
        per_colour[0],
        per_colour[1]
    );
    println!(
        "A: {} decisions, {} / {} ms a decision (avg / max), depth {:.2}, {:.0} k nodes/s",
        stats.decisions,
        stats.time.as_millis() as u64 / n,
        stats.max.as_millis(),
        stats.depth as f64 / n as f64,
        stats.nodes as f64 / stats.time.as_secs_f64().max(1e-9) / 1000.0
    );
}
