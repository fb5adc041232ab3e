//! Benchmarks of the DVONN rules (run with `cargo bench -p gipf-dvonn`): perft with bulk
//! counting at the last level, from the start (depth 5) and from DVONN-PERFT.md's F1 and M1
//! (depth 4); and "full" perft from F1 and M1 (depth 3), where every action of the last level
//! is played too (through the checked `play`, with its removal and passes): the rate of
//! played actions per second that a search feels.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_dvonn::{Action, Position};

const F1: &str = "dvonn wdwbbwwwb/wwbwwbbbww/bbbbwdbwwww/bbwwwbbwbb/wbbbwwbdb w m";
const M1: &str = "dvonn w2.b.wb2..b/d.w3.w2ww.b3w/bdbbbbb2.W3b./w2wbwww2wb2b./.bwwb.b.w b m";

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let cases = [
        ("start_5", Position::start(), 5, 228_826_080),
        ("f1_4", F1.parse().expect("F1 is valid"), 4, 3_590_005),
        ("m1_4", M1.parse().expect("M1 is valid"), 4, 3_600_949),
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
    for (name, s, sum) in [
        ("f1_3", F1, 41 + 1777 + 77_833),
        ("m1_3", M1, 48 + 2013 + 90_585),
    ] {
        let p: Position = s.parse().expect("valid");
        let mut bufs: Vec<Vec<Action>> = (0..3).map(|_| Vec::with_capacity(64)).collect();
        g.throughput(Throughput::Elements(sum));
        g.bench_function(name, |b| {
            b.iter(|| assert_eq!(perft_full(black_box(&p), 3, &mut bufs), sum));
        });
    }
    g.finish();
}

criterion_group!(benches, perft, played);
criterion_main!(benches);
