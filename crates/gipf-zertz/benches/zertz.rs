//! Benchmarks of the ZÈRTZ rules (run with `cargo bench -p gipf-zertz`): perft with bulk
//! counting at the last level, depth 2 from every start and from ZERTZ-PERFT.md's E2 and
//! M1, depth 5 from M3, M4, E3 and E4 (captures, claims, the empty pool, skipped turns);
//! and "full" perft from M1 (depth 2), where every action of the last level is played too
//! (through the checked `play`): the rate a search feels.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_zertz::{Action, Position, Variant};

const E2: &str = "zertz ww.1/.1.2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0";
const M1: &str = "zertz 3b/4./w2g../2g3./w2w.w/1g1../.1.. b 2/4/8 0/1/1 0/0/0";
const M3: &str = "zertz48 w.w../.3../..1w1w./.g5g/b1g2g./g2b1./.b.1w/...b b 0/2/5 0/0/1 1/1/0";
const M4: &str =
    "zertz61 ..gbg/.w3./bb1w2g/.1b2b../.b2w2../..g3g./..2b../.b1.../..w.. b 0/0/0 1/0/1 1/3/1";
const E3: &str = "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0";
const E4: &str = "zertz .g1g/w.gbw/1g...g/b.bbb.w/b1b1w1/wbwb./g1g1 w 0/0/0 0/1/1 0/0/0";

fn pos(s: &str) -> Position {
    s.parse().expect("a valid position")
}

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let cases = [
        ("zertz_2", Variant::Zertz.start(), 2, 3_277_260),
        ("blitz_2", Variant::Blitz.start(), 2, 3_277_260),
        ("zertz48_2", Variant::Z48.start(), 2, 7_824_600),
        ("zertz61_2", Variant::Z61.start(), 2, 17_000_496),
        ("e2_2", pos(E2), 2, 1_722_465),
        ("m1_2", pos(M1), 2, 46_935),
        ("m3_5", pos(M3), 5, 351_294),
        ("m4_5", pos(M4), 5, 131_876),
        ("e3_5", pos(E3), 5, 49_266),
        ("e4_5", pos(E4), 5, 21_750),
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
    gipf_game::BulkPerft::legal_actions_into(p, buf);
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
    let p = pos(M1);
    let sum = 540 + 46_935;
    let mut bufs: Vec<Vec<Action>> = (0..2).map(|_| Vec::with_capacity(600)).collect();
    g.throughput(Throughput::Elements(sum));
    g.bench_function("m1_2", |b| {
        b.iter(|| assert_eq!(perft_full(black_box(&p), 2, &mut bufs), sum));
    });
    g.finish();
}

criterion_group!(benches, perft, played);
criterion_main!(benches);
