//! Nodes per second and time to depth from fixed positions (`cargo bench -p gipf-engine`),
//! and the review of a 100-decision game (standard and potentials, at the review budget).
//! Before timing, prints the depth each level reaches from each position. TZAAR's generic
//! search at fixed depths too. PÜNCT's evaluation, root candidates and fixed-depth search
//! from PUNCT-PERFT.md's positions.

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

/// PUNCT-PERFT.md's P1, P3 (a crowded middle game) and P5 (stacks and bridges).
const PUNCT: [(&str, &str); 3] = [
    ("p1", "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8;wTm7,m8,n8 w 0"),
    ("p3", "punct bTb6,a6,b7;bAb10,a8,b9;bTc8,c7,d8;wTd2,d3,e3;bAd11,c11,d10;wAe4,f5,f6;wSe11,e10,e12;bTf4,f3,g4;wTf10,e9,f9;bSg7,g5,g6;wAg11,h10,h11;wTg14,f14,g15;wSh3,h2,h4;bSh14,g13,i15;wTi8,h7,i7;wTi10,j10,j11;wTj5,i4,i5;bTj9,j8,k9;bSj14,j13,j15;wAk5,j4,l5;wAk8,l9,l10;bSl4,j2,k3;wSm14,k12,l13;bSm17,k15,l16;bAn13,n14,o15;bTo10,n9,n10;bAo17,m16,n17;wAp10,p9,q11;bAp17,p16,q16;wSq15,q13,q14/bTg7,f6,g6;wAm14,n15,o15;bAm17,l16,n17 b 9"),
    ("p5", "punct wSb2,b3,b4;wTc1,b1,c2;bAd6,d5,e7;wAe12,f12,g13;wTf10,e9,e10;wTh13,h14,i14;wAj6,j5,k7;bAk15,l16,l17;bTk16,j15,j16;wTm9,l9,m10;wAm14,n13,n14;bAo9,m8,n8;bTp13,p12,q13;wSq16,q14,q15/wAc1,b1,b2;bSd5,b3,c4;wSe12,e10,e11;wSh14,f12,g13;bAj15,i14,j16;bAk15,k16,l17;bAm8,l9,m9;wAn13,m14,n14/wAf12,e12,g13;bSl17,j15,k16/bSl17,j15,k16/bSl17,j15,k16 w 11"),
];

/// PÜNCT: the evaluation (and the start's, two a sample), an inner node's ordering (and the
/// start's), the root's candidates (every action one ply) and the search at a fixed depth,
/// with the distances computed every time (`cache=0`: kept, every sample after the first
/// would read them back); the weights over the defaults from `PUNCT_WEIGHTS`
/// (`name=value,...`), to compare two.
fn bench_punct(c: &mut Criterion) {
    use gipf_engine::game_search::GameEngine;
    use gipf_engine::{evaluate_punct, punct_best_actions, punct_root_candidates, PunctWeights};
    let parse = |s: &str| s.parse::<gipf_punct::Position>().expect("valid position");
    let start = gipf_punct::Variant::Punct.start();
    let w: PunctWeights = std::env::var("PUNCT_WEIGHTS")
        .unwrap_or_default()
        .parse::<PunctWeights>()
        .map(|w| PunctWeights { cache: 0, ..w })
        .expect("weights");
    let mut g = c.benchmark_group("punct");
    g.sample_size(10);
    for (name, text) in PUNCT {
        let p = parse(text);
        g.bench_function(format!("{name}_evaluate_and_start"), |b| {
            b.iter(|| {
                evaluate_punct(black_box(&p), gipf_punct::Side::First, &w)
                    + evaluate_punct(black_box(&start), gipf_punct::Side::First, &w)
            })
        });
        // An inner node's ordering (its node information, every action scored, the 60
        // best-looking kept), the start's too: the node is filled once per position.
        g.bench_function(format!("{name}_node_and_start"), |b| {
            let mut buf = Vec::new();
            b.iter(|| {
                punct_best_actions(black_box(&p), &w, 60, &mut buf);
                let n = buf.len();
                punct_best_actions(black_box(&start), &w, 60, &mut buf);
                n + buf.len()
            })
        });
        g.bench_function(format!("{name}_root_candidates"), |b| {
            let mut buf = Vec::new();
            b.iter(|| {
                punct_root_candidates(black_box(&p), &w, &mut buf);
                buf.len()
            })
        });
        let cancel = AtomicBool::new(false);
        g.bench_function(format!("{name}_depth3"), |b| {
            b.iter(|| {
                let mut engine = GameEngine::<gipf_punct::Position>::new(16, 0);
                engine.weights = w;
                engine.search_depth(&p, 3, &cancel)
            })
        });
    }
    g.finish();
}

criterion_group!(
    benches,
    bench,
    bench_review,
    bench_puzzle,
    bench_tzaar,
    bench_punct
);
criterion_main!(benches);
