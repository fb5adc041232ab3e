//! A fixed amount of rules work, for counting instructions (`valgrind --tool=callgrind`),
//! which, unlike timings, repeat exactly on a shared machine:
//! `cargo run --release -p gipf-rules --example perft_count -- <bulk|full|p1|m1>`.

use gipf_rules::{Position, Variant};

const P1: &str = "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss";
const M1: &str =
    "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1";

/// Perft that applies every action of the last level too.
fn full(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut v = Vec::new();
    p.legal_actions_into(&mut v);
    let mut n = 0;
    for &a in &v {
        let mut q = p.clone();
        if q.play(a).is_ok() {
            n += full(&q, depth - 1);
        }
    }
    n
}

fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    let start = Position::start(Variant::Standard);
    let n = match which.as_str() {
        "bulk" => start.perft(4),
        "full" => full(&start, 4),
        "p1" => P1.parse::<Position>().map(|p| full(&p, 4)).unwrap_or(0),
        "m1" => M1.parse::<Position>().map(|p| p.perft(4)).unwrap_or(0),
        _ => {
            eprintln!("usage: perft_count bulk|full|p1|m1");
            std::process::exit(2);
        }
    };
    println!("{n}");
}
