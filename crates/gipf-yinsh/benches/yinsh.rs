//! Benchmarks of the YINSH rules (run with `cargo bench -p gipf-yinsh`): perft with bulk
//! counting at the last level, from the start (depth 4), from YINSH-PERFT.md's Y1 (depth 4,
//! White's first ring moves), Y7 (depth 4, blitz mid-game with rows) and Y3 (depth 5, the
//! opponent's rows); and "full" perft from Y1 (depth 3), where every action of the last level
//! is played too (through the checked `play`): the rate a search feels.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_yinsh::{Action, Position};

const Y1: &str = "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW4B3/4W4/8/7/4 w m 0/0";
const Y3: &str =
    "yinsh 1w1w/b3w2/w1wBWw1b/w1wbwwWbw/wwbwbWbb1b/b1bb1bwBB/1bbbbbbB2/3wb4/4Wb2/W3Bb1/1b2 w R 0/0";
const Y7: &str =
    "yinsh-blitz 1B2/1b1wb1b/4B2b/W3w3B/w5wWb1/w4wb1w/wwwW1bw1ww/2b2b2W/1wb1WB1B/4bbw/wb2 b m 0/0";

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let cases = [
        ("start_4", Position::start(), 4, 48_594_840),
        ("y1_4", Y1.parse().expect("Y1 is valid"), 4, 31_988_400),
        ("y7_4", Y7.parse().expect("Y7 is valid"), 4, 2_042_521),
        ("y3_5", Y3.parse().expect("Y3 is valid"), 5, 234_899),
    ];
    for (name, p, depth, nodes) in cases {
        g.throughput(Throughput::Elements(nodes));
        g.bench_function(name, |b| {
            b.iter(|| assert_eq!(black_box(&p).perft(depth), nodes));
        });
    }
    g.finish();
}

/// Perft that plays every action, the last level included; returns the actions played.
fn perft_full(p: &Position, depth: u32, bufs: &mut [Vec<Action>]) -> u64 {
    let Some((buf, rest)) = bufs.split_first_mut() else {
        return 0;
    };
    if depth == 0 {
        return 0;
    }
    p.legal_actions_into(buf);
    let mut n = 0;
    for &a in buf.iter() {
        let mut q = *p;
        if q.play(a).is_ok() {
            n += 1 + perft_full(&q, depth - 1, rest);
        }
    }
    n
}

fn played(c: &mut Criterion) {
    let mut g = c.benchmark_group("played");
    g.sample_size(10);
    let p: Position = Y1.parse().expect("Y1 is valid");
    let sum = 86 + 6258 + 486_978;
    let mut bufs: Vec<Vec<Action>> = (0..3).map(|_| Vec::with_capacity(96)).collect();
    g.throughput(Throughput::Elements(sum));
    g.bench_function("y1_3", |b| {
        b.iter(|| assert_eq!(perft_full(black_box(&p), 3, &mut bufs), sum));
    });
    g.finish();
}

criterion_group!(benches, perft, played);
criterion_main!(benches);
