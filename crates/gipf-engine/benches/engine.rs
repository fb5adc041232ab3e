//! Nodes per second and time to depth from fixed positions (`cargo bench -p gipf-engine`),
//! and the review of a 100-decision game (standard and potentials, at the review budget).
//! Before timing, prints the depth each level reaches from each position. TZAAR's generic
//! search at fixed depths too.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_engine::{think, Level, Settings};
use gipf_rules::{Position, Variant};

fn positions() -> Vec<(&'static str, Position)> {
    let parse = |s: &str| s.parse::<Position>().expect("valid position");
    vec![
        ("standard_start", Position::start(Variant::Standard)),
        (
            "midgame",
            parse("standard bbww/BW1Wb/b2bBw/1b3ww/wbB1bw/w2Wb/wbww b p 1/2 0/0 ss"),
        ),
        (
            "p1",
            parse("standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss"),
        ),
        ("tournament_start", Position::start(Variant::Tournament)),
    ]
}

fn report_levels() {
    let cancel = AtomicBool::new(false);
    for (name, p) in positions() {
        for level in Level::ALL {
            let t = Instant::now();
            let r = think(&p, &Settings::level(level), None, &cancel).expect("a move");
            let secs = t.elapsed().as_secs_f64();
            println!(
                "{name} {level}: depth {} in {:.0} ms, {} nodes ({:.2} M nodes/s), {} -> {}",
                r.depth,
                secs * 1000.0,
                r.nodes,
                r.nodes as f64 / secs / 1e6,
                r.best,
                r.score
            );
        }
    }
}

fn bench(c: &mut Criterion) {
    report_levels();
    let cancel = AtomicBool::new(false);
    let mut g = c.benchmark_group("search_fixed_depth");
    g.sample_size(10);
    for (name, p) in positions() {
        for depth in [2u32, 3] {
            let mut s = Settings::level(Level::Master);
            s.depth = Some(depth);
            let nodes = think(&p, &s, None, &cancel).expect("a move").nodes;
            g.throughput(Throughput::Elements(nodes));
            g.bench_function(format!("{name}_depth{depth}"), |b| {
                b.iter(|| think(black_box(&p), &s, None, &cancel))
            });
        }
    }
    g.finish();
}

/// The first `n` decisions of a game from `start` played at depth 2.
fn game(start: &Position, n: usize) -> Vec<gipf_rules::Action> {
    let cancel = AtomicBool::new(false);
    let mut s = Settings::level(Level::Master);
    s.depth = Some(2);
    let mut p = start.clone();
    let mut actions = Vec::new();
    while actions.len() < n {
        let Some(r) = think(&p, &s, None, &cancel) else {
            break;
        };
        p.play(r.best).expect("legal");
        actions.push(r.best);
    }
    actions
}

fn bench_review(c: &mut Criterion) {
    let cancel = AtomicBool::new(false);
    let mut g = c.benchmark_group("review");
    g.sample_size(10);
    for (name, start) in [
        ("standard_100_decisions", Position::start(Variant::Standard)),
        (
            "standard_potentials_100_decisions",
            "standard+potentials"
                .parse::<gipf_rules::GameVariant>()
                .expect("a variant")
                .start(),
        ),
    ] {
        let actions = game(&start, 100);
        g.bench_function(name, |b| {
            b.iter(|| gipf_engine::review::review(black_box(&start), &actions, &cancel))
        });
    }
    g.finish();
}

/// The puzzle questions of one position: a win in 2 found (the engine's tests' hand-checked
/// one), and a middle-game position of a depth-2 game that is no puzzle (every question
/// asked and answered no, the usual case when a game is searched for puzzles).
fn bench_puzzle(c: &mut Criterion) {
    use gipf_engine::puzzle::{find, Limits};
    let cancel = AtomicBool::new(false);
    let mut g = c.benchmark_group("puzzle");
    g.sample_size(10);
    let win2: Position = "standard bwb1/wwb2/w2b1b/Bwwbbww/1w1W1b/4b/1w1b b p 1/2 4/5 ss"
        .parse()
        .expect("a position");
    let start = Position::start(Variant::Standard);
    let mut middle = start.clone();
    for a in game(&start, 30) {
        middle.play(a).expect("legal");
    }
    for (name, p) in [("win_in_2", win2), ("middle_game_none", middle)] {
        g.bench_function(name, |b| {
            b.iter(|| find(black_box(&p), &Limits::default(), &cancel))
        });
    }
    g.finish();
}

/// TZAAR through the generic search: fixed depths (in actions) from a random start (White's
/// opening capture) and from the middle game 12 depth-2 decisions later, with the default
/// weights (no quiescence) and with the quiescence search of the captures of types shown at
/// most 3 times (`quiesce=3`), a fresh 16 MB table per search as `think_tzaar` has.
fn bench_tzaar(c: &mut Criterion) {
    use gipf_engine::{think_tzaar, GameEngine, TzaarWeights};
    let cancel = AtomicBool::new(false);
    let start = gipf_tzaar::Position::random_start_from_seed(1);
    let mut middle = start;
    for _ in 0..12 {
        let r = think_tzaar(&middle, Level::Master, Some(2), None, &cancel).expect("a move");
        middle.play(r.best).expect("legal");
    }
    let search = |p: &gipf_tzaar::Position, depth: u32, weights: TzaarWeights| {
        let mut engine = GameEngine::<gipf_tzaar::Position>::new(16, 0);
        engine.weights = weights;
        engine.search_depth(p, depth, &cancel).expect("a move")
    };
    let quiet: TzaarWeights = "quiesce=3".parse().expect("weights");
    let mut g = c.benchmark_group("tzaar_search");
    g.sample_size(10);
    for (name, p) in [("random_start", start), ("middle_game", middle)] {
        for depth in [3u32, 4] {
            for (suffix, weights) in [("", TzaarWeights::default()), ("_quiescence", quiet)] {
                let r = search(&p, depth, weights);
                g.throughput(Throughput::Elements(r.nodes));
                g.bench_function(format!("{name}_depth{depth}{suffix}"), |b| {
                    b.iter(|| search(black_box(&p), depth, weights))
                });
            }
        }
    }
    g.finish();
}

criterion_group!(benches, bench, bench_review, bench_puzzle, bench_tzaar);
criterion_main!(benches);
