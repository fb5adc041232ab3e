//! Benchmarks of the TZAAR rules (run with `cargo bench -p gipf-tzaar`): perft with bulk
//! counting at the last level, from the fixed start (depth 4) and from TZAAR-PERFT.md's M1
//! and R1 (depth 4); and "full" perft from M1 (depth 3), where every action of the last
//! level is played too (through the checked `play`): the rate a search feels.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_tzaar::{Action, Position};

const R1: &str = "tzaar ttATt/AaraAr/TTTtTRr/TTRAtTTa/TtRRRRtt/trtTtAtA/TTrattr/TarrRR/rtaTR w o";
const M1: &str =
    "tzaar tAAaT/--ttr-/RRtRTr2T/tR-ta-r2r2/AtATtRA3-/-rTaaT--/r--TttA/TTrRRr/TRttR w c";

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let cases = [
        ("start_4", Position::start(), 4, 11_010_135),
        ("r1_4", R1.parse().expect("R1 is valid"), 4, 35_210_234),
        ("m1_4", M1.parse().expect("M1 is valid"), 4, 44_357_752),
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
    let p: Position = M1.parse().expect("M1 is valid");
    let sum = 63 + 7137 + 426_476;
    let mut bufs: Vec<Vec<Action>> = (0..3).map(|_| Vec::with_capacity(64)).collect();
    g.throughput(Throughput::Elements(sum));
    g.bench_function("m1_3", |b| {
        b.iter(|| assert_eq!(perft_full(black_box(&p), 3, &mut bufs), sum));
    });
    g.finish();
}

criterion_group!(benches, perft, played);
criterion_main!(benches);
