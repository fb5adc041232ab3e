//! Benchmarks of the DVONN rules (run with `cargo bench -p gipf-dvonn`): perft with bulk
//! counting at the last level, from the start (depth 5) and from DVONN-PERFT.md's F1 and M1
//! (depth 4).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_dvonn::Position;

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

criterion_group!(benches, perft);
criterion_main!(benches);
