//! A measurement, not a test: two levels play one game from a variant's start, and each
//! decision's depth, time, score and number of legal actions is printed — how far each
//! level sees in that variant.
//!
//!     cargo run --release -p gipf-engine --example level_depths -- ultimate master strong

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use gipf_engine::{Engine, Level, Settings};
use gipf_rules::{Color, GameVariant};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or(default.to_string());
    let variant: GameVariant = arg(0, "standard").parse().map_err(|e| format!("{e}"))?;
    let white: Level = arg(1, "master").parse().map_err(|e| format!("{e}"))?;
    let black: Level = arg(2, "strong").parse().map_err(|e| format!("{e}"))?;
    let cancel = AtomicBool::new(false);
    let mut engines = [
        Engine::new(Settings::level(white)),
        Engine::new(Settings::level(black)),
    ];
    let mut p = variant.start();
    let mut out = std::io::stdout().lock();
    for n in 0..600 {
        let Some(decider) = p.decider() else {
            break;
        };
        let t = Instant::now();
        let Some(r) = engines[decider.index()].think(&p, None, &cancel) else {
            break;
        };
        let line = format!(
            "{n:3} {} {:<12} depth {} {:5} ms score {:8} legal {:3}",
            if decider == Color::White { 'W' } else { 'B' },
            r.best.to_string(),
            r.depth,
            t.elapsed().as_millis(),
            r.score,
            p.legal_actions().len(),
        );
        // A closed pipe (`| head`) ends the run quietly.
        if writeln!(out, "{line}").is_err() {
            return Ok(());
        }
        p.play(r.best).map_err(|e| format!("{e}"))?;
    }
    let _ = writeln!(out, "{p}\n{:?}", p.stage());
    Ok(())
}
