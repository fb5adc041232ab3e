//! What reviews in line cost the live AI: the time from a player's move to the AI's answer
//! in a game against the AI, first alone, then while a long line of reviews is computed
//! (reviews take only slots no live decision waits for, one search at a time).
//!
//! `cargo run --release -p gipf-manager --example review_load [level] [games] [moves]`

use std::sync::Arc;
use std::time::{Duration, Instant};

use gipf_manager::*;

async fn say(m: &Manager, who: &str, text: &str) -> Reply {
    m.handle_text(&Ctx::console(who), text).await
}

/// A finished standard game of up to `plies` deterministic decisions, resigned.
async fn finished(m: &Manager, n: usize, plies: usize) -> GameId {
    let (w, b) = (format!("w{n}"), format!("b{n}"));
    say(m, &w, &format!("challenge {b} standard white time none")).await;
    let id = say(m, &b, "accept").await.game.expect("game");
    for k in 0..plies {
        let row = m.store().game(id).await.expect("read").expect("game");
        let p: gipf_rules::Position = row.position.parse().expect("position");
        let Some(d) = p.decider().filter(|_| !p.is_over()) else {
            break;
        };
        let legal = p.legal_actions();
        let a = legal[(k * 7 + n) % legal.len()].to_string();
        let who = if d == gipf_rules::Color::White {
            &w
        } else {
            &b
        };
        say(m, who, &format!("move {a} #{}", id.0)).await;
    }
    say(m, &b, &format!("resign #{}", id.0)).await;
    id
}

/// The AI's answer times over `moves` decisions of a game against it.
async fn against_the_ai(m: &Manager, who: &str, level: &str, moves: usize) -> Vec<Duration> {
    let r = say(m, who, &format!("ai {level} standard white")).await;
    let id = r.game.expect("game");
    let mut times = Vec::new();
    for k in 0..moves {
        let row = m.store().game(id).await.expect("read").expect("game");
        let p: gipf_rules::Position = row.position.parse().expect("position");
        if p.is_over() || row.status != GameStatus::Active {
            break;
        }
        let legal = p.legal_actions();
        let a = legal[(k * 5) % legal.len()].to_string();
        let started = Instant::now();
        say(m, who, &format!("move {a} #{}", id.0)).await;
        m.ai_idle().await;
        times.push(started.elapsed());
    }
    times
}

fn summary(times: &mut [Duration]) -> (f64, f64) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mean = times.iter().map(|d| ms(*d)).sum::<f64>() / times.len().max(1) as f64;
    (mean, ms(times[times.len() / 2]))
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let level = args.get(1).cloned().unwrap_or_else(|| "strong".into());
    let games: usize = args.get(2).and_then(|g| g.parse().ok()).unwrap_or(80);
    let moves: usize = args.get(3).and_then(|g| g.parse().ok()).unwrap_or(15);
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(&dir.path().join("db.sqlite"))
        .await
        .expect("store");
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: u32::MAX,
            reviews_per_day: 1000,
            ai_games: 1000,
            ..Limits::default()
        },
        ..Config::default()
    };
    let m = Manager::open(store, config, Arc::new(SystemClock))
        .await
        .expect("manager");
    let mut ids = Vec::new();
    for n in 0..games {
        ids.push(finished(&m, n, 80).await);
    }
    let mut alone = against_the_ai(&m, "alone", &level, moves).await;
    for id in &ids {
        say(&m, "asker", &format!("review #{}", id.0)).await;
    }
    let started = Instant::now();
    let mut loaded = against_the_ai(&m, "loaded", &level, moves).await;
    let live_done = started.elapsed();
    m.reviews_idle().await;
    let reviews_done = started.elapsed();
    let (a_mean, a_median) = summary(&mut alone);
    let (l_mean, l_median) = summary(&mut loaded);
    println!("level {level}, {games} reviews of up to 80 decisions in line");
    println!("AI answer alone:          mean {a_mean:.0} ms, median {a_median:.0} ms");
    println!("AI answer beside reviews: mean {l_mean:.0} ms, median {l_median:.0} ms");
    println!(
        "growth: mean {:+.1} %, median {:+.1} %",
        (l_mean / a_mean - 1.0) * 100.0,
        (l_median / a_median - 1.0) * 100.0
    );
    println!(
        "the live game took {:.1} s; the reviews were done after {:.1} s{}",
        live_done.as_secs_f64(),
        reviews_done.as_secs_f64(),
        if reviews_done > live_done {
            " (they ran through the whole live game)"
        } else {
            " (they ended before the live game: use more games)"
        }
    );
}
