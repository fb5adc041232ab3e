//! Benchmarks of the PÜNCT rules (run with `cargo bench -p gipf-punct`): perft 2 with bulk
//! counting at the last level from both starts and from PUNCT-PERFT.md's P1–P6, and the
//! legal list of one position (generation, then sorting in byte order).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gipf_punct::Position;

const P1: &str = "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8;wTm7,m8,n8 w 0";
const P2: &str = "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4";
const P3: &str = "punct bTb6,a6,b7;bAb10,a8,b9;bTc8,c7,d8;wTd2,d3,e3;bAd11,c11,d10;wAe4,f5,f6;wSe11,e10,e12;bTf4,f3,g4;wTf10,e9,f9;bSg7,g5,g6;wAg11,h10,h11;wTg14,f14,g15;wSh3,h2,h4;bSh14,g13,i15;wTi8,h7,i7;wTi10,j10,j11;wTj5,i4,i5;bTj9,j8,k9;bSj14,j13,j15;wAk5,j4,l5;wAk8,l9,l10;bSl4,j2,k3;wSm14,k12,l13;bSm17,k15,l16;bAn13,n14,o15;bTo10,n9,n10;bAo17,m16,n17;wAp10,p9,q11;bAp17,p16,q16;wSq15,q13,q14/bTg7,f6,g6;wAm14,n15,o15;bAm17,l16,n17 b 9";
const P4: &str = "punct bTb1,b2,c2;bAb4,b3,c5;bSf12,f13,f14;bAh13,g13,g14;wAi3,h2,i4;bAj4,i2,j3;bSl9,m9,n9;wTm5,m6,n6;wAm11,m12,n13;wSo16,m16,n16;wAp8,o7,p9/bAc2,b3,c3;bAg13,f12,h13;bTg14,f13,f14;bAj3,h2,i3;wAm11,n12,n13;wSm16,n16,o16 w 99";
const P5: &str = "punct wSb2,b3,b4;wTc1,b1,c2;bAd6,d5,e7;wAe12,f12,g13;wTf10,e9,e10;wTh13,h14,i14;wAj6,j5,k7;bAk15,l16,l17;bTk16,j15,j16;wTm9,l9,m10;wAm14,n13,n14;bAo9,m8,n8;bTp13,p12,q13;wSq16,q14,q15/wAc1,b1,b2;bSd5,b3,c4;wSe12,e10,e11;wSh14,f12,g13;bAj15,i14,j16;bAk15,k16,l17;bAm8,l9,m9;wAn13,m14,n14/wAf12,e12,g13;bSl17,j15,k16/bSl17,j15,k16/bSl17,j15,k16 w 11";
const P6: &str = "punct-basic bAb4,b5,c4;bTc6,c7,d7;wTd9,d10,e10;bTf13,f12,g13;wSg11,h11,i11;bTj5,i4,i5;wSl11,k10,m12;wAm5,l6,m6;wAm10,n11,o11;bAo14,n14,o13;bTo16,n16,o17/bSd7,d8,d9;wAe10,f11,f12;bAj5,k5,l6;wSn11,l11,m11;bSo14,m12,n13/wAf12,e10,f11 w 14";

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let cases = [
        ("start_2", Position::start(), 23_841_810),
        ("basic_start_2", Position::basic_start(), 28_499_958),
        ("p1_2", P1.parse().expect("P1 is valid"), 20_669_163),
        ("p2_2", P2.parse().expect("P2 is valid"), 10_782_506),
        ("p3_2", P3.parse().expect("P3 is valid"), 736_839),
        ("p4_2", P4.parse().expect("P4 is valid"), 5_051_799),
        ("p5_2", P5.parse().expect("P5 is valid"), 1_390_797),
        ("p6_2", P6.parse().expect("P6 is valid"), 8_497_209),
    ];
    for (name, p, nodes) in cases {
        g.throughput(Throughput::Elements(nodes));
        g.bench_function(name, |b| {
            b.iter(|| assert_eq!(black_box(&p).perft(2), nodes));
        });
    }
    g.finish();
}

fn legal(c: &mut Criterion) {
    let mut g = c.benchmark_group("legal");
    let p: Position = P1.parse().expect("P1 is valid");
    g.throughput(Throughput::Elements(4641));
    g.bench_function("p1_sorted", |b| {
        b.iter(|| assert_eq!(black_box(&p).legal_actions().len(), 4641));
    });
    let mut buf = Vec::with_capacity(8192);
    g.bench_function("p1_unsorted", |b| {
        b.iter(|| {
            black_box(&p).legal_actions_into(&mut buf);
            assert_eq!(buf.len(), 4641);
        });
    });
    g.finish();
}

criterion_group!(benches, perft, legal);
criterion_main!(benches);
