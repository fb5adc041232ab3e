//! How much win probability decisions lose in self-play, as the review measures it: the
//! measurement behind the marks' thresholds (crates/gipf-engine/README.md).
//!
//! `cargo run --release -p gipf-engine --example review_losses -- [variant] [depth] [games]`:
//! games from 4 seeded random decisions, played at `depth` (default 6), reviewed at the
//! review budget; prints the share of decisions with a choice losing at least 2, 4, 7, 14 and
//! 25 points, and the marks per game.

use std::sync::atomic::AtomicBool;

use gipf_engine::review::{review, Mark};
use gipf_engine::{think, Level, Settings};
use gipf_rules::GameVariant;

fn main() {
    let mut args = std::env::args().skip(1);
    let variant: GameVariant = args
        .next()
        .unwrap_or_else(|| "standard".into())
        .parse()
        .expect("a variant");
    let depth: u32 = args.next().map_or(6, |d| d.parse().expect("a depth"));
    let games: u64 = args
        .next()
        .map_or(10, |g| g.parse().expect("a number of games"));
    let cancel = AtomicBool::new(false);
    let mut losses = Vec::new();
    let mut marks = [0usize; 3];
    for g in 0..games {
        let start = variant.start();
        let mut p = start.clone();
        let mut actions = Vec::new();
        let mut state = (g + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let settings = Settings {
            depth: Some(depth),
            ..Settings::level(Level::Master)
        };
        while !p.is_over() && actions.len() < 600 {
            let a = if actions.len() < 4 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let legal = p.legal_actions();
                legal[(state % legal.len() as u64) as usize]
            } else {
                match think(&p, &settings, None, &cancel) {
                    Some(r) => r.best,
                    None => break,
                }
            };
            p.play(a).expect("legal");
            actions.push(a);
        }
        let r = review(&start, &actions, &cancel).expect("reviewed");
        for d in r.decisions.iter().skip(4).filter(|d| !d.forced) {
            losses.push(d.loss());
            if let Some(m) = d.mark {
                marks[m as usize] += 1;
            }
        }
    }
    let n = losses.len().max(1) as f64;
    println!(
        "{games} games of {variant} at depth {depth}: {} decisions",
        losses.len()
    );
    for t in [0.02, 0.04, 0.07, 0.14, 0.25] {
        let k = losses.iter().filter(|&&l| l >= t).count();
        println!(
            "  losing >= {:>2.0} points: {:5.1} %",
            t * 100.0,
            k as f64 * 100.0 / n
        );
    }
    for (i, m) in Mark::ALL.iter().enumerate() {
        println!("  {m}: {:.1} a game", marks[i] as f64 / games as f64);
    }
}
