//! Benchmarks of the rules hot paths (run with `cargo bench -p gipf-rules`):
//! - perft with bulk counting at the last level, from the standard start and PERFT.md's P1, P2;
//! - "full" perft, where every action of the last level is applied too: the rate of applied
//!   actions per second that a search feels;
//! - legal-action generation;
//! - applying the actions of recorded random games one by one.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_rules::{Action, Position, Variant};

const P1: &str = "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss";
const P2: &str = "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg";
// POTENTIALS-PERFT.md's mid-game positions.
const M1: &str =
    "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1";
const M2: &str = "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w t 4/7 0/0 ss P1/Z1D1";

fn parse(s: &str) -> Position {
    s.parse().expect("benchmark positions are valid")
}

/// Perft that applies every action, the last level included; returns leaves counted.
fn perft_full(p: &Position, depth: u32, bufs: &mut [Vec<Action>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((buf, rest)) = bufs.split_first_mut() else {
        return 0;
    };
    p.legal_actions_into(buf);
    let mut n = 0;
    for &a in buf.iter() {
        let mut q = p.clone();
        if q.play(a).is_ok() {
            n += perft_full(&q, depth - 1, rest);
        }
    }
    n
}

/// Mid-game positions from seeded random games, with an action to apply in each.
fn sample(count: usize) -> Vec<(Position, Action)> {
    let mut out = Vec::with_capacity(count);
    let mut state = 0x1234_5678_u64;
    let mut rnd = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut v = Vec::new();
    'games: while out.len() < count {
        let mut p = Position::start(Variant::ALL[rnd(3)]);
        for _ in 0..200 {
            p.legal_actions_into(&mut v);
            if v.is_empty() {
                continue 'games;
            }
            let a = v[rnd(v.len())];
            out.push((p.clone(), a));
            if out.len() == count {
                break 'games;
            }
            if p.play(a).is_err() {
                continue 'games;
            }
        }
    }
    out
}

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let start = Position::start(Variant::Standard);
    for (name, p, depth, nodes) in [
        ("start_5", start.clone(), 5, 126_307_872u64),
        ("start_4", start.clone(), 4, 3_066_768),
        ("p1_4", parse(P1), 4, 199_352),
        ("p2_4", parse(P2), 4, 4_224_697),
    ] {
        g.throughput(Throughput::Elements(nodes));
        g.bench_function(name, |b| {
            b.iter(|| assert_eq!(p.perft(black_box(depth)), nodes))
        });
    }
    for (name, p, depth, nodes) in [
        ("full_start_4", start.clone(), 4, 3_066_768u64),
        ("full_p1_4", parse(P1), 4, 199_352),
    ] {
        g.throughput(Throughput::Elements(nodes));
        g.bench_function(name, |b| {
            let mut bufs = vec![Vec::new(); depth as usize];
            b.iter(|| assert_eq!(perft_full(&p, black_box(depth), &mut bufs), nodes))
        });
    }
    g.finish();
}

fn potentials(c: &mut Criterion) {
    let mut g = c.benchmark_group("potentials");
    g.sample_size(10);
    for (name, p, depth, nodes) in [
        ("m1_4", parse(M1), 4, 39_664_910u64),
        ("m2_3", parse(M2), 3, 470_561),
        ("ultimate_4", Position::ultimate(), 4, 152_473_104),
    ] {
        g.throughput(Throughput::Elements(nodes));
        g.bench_function(name, |b| {
            b.iter(|| assert_eq!(p.perft(black_box(depth)), nodes))
        });
    }
    g.finish();
}

fn movegen(c: &mut Criterion) {
    let positions: Vec<Position> = sample(4096).into_iter().map(|(p, _)| p).collect();
    let mut g = c.benchmark_group("legal_actions");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("random_positions", |b| {
        let mut v = Vec::new();
        b.iter(|| {
            let mut n = 0;
            for p in &positions {
                p.legal_actions_into(&mut v);
                n += v.len();
            }
            n
        })
    });
    g.finish();
}

fn apply(c: &mut Criterion) {
    let pairs = sample(4096);
    let mut g = c.benchmark_group("apply");
    g.throughput(Throughput::Elements(pairs.len() as u64));
    g.bench_function("random_games_one_by_one", |b| {
        b.iter(|| {
            let mut h = 0u64;
            for (p, a) in &pairs {
                let mut q = p.clone();
                if q.play(*a).is_ok() {
                    h ^= q.hash();
                }
            }
            h
        })
    });
    g.finish();
}

criterion_group!(benches, perft, potentials, movegen, apply);
criterion_main!(benches);
