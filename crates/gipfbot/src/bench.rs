//! `gipfbot bench`: many simultaneous human games through the manager, on a SQLite file or a
//! PostgreSQL database, with one manager or several (as instances sharing it).
//! Every move is validated, committed, rendered (PNG) and answered, as in service.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gipf_manager::{Ctx, Manager, Store, SystemClock};
use gipf_rules::Color;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Games played at once.
    pub games: usize,
    /// Moves in all.
    pub moves: usize,
    /// Commands in flight at once.
    pub concurrency: usize,
    /// Render a PNG for every reply (as in service).
    pub images: bool,
    /// The database: a PostgreSQL URL or a SQLite file (a fresh temporary file when `None`).
    pub database: Option<String>,
    /// Managers on the database, as separate instances would be (each with its own pool);
    /// the workers are spread over them.
    pub instances: usize,
    /// The games' variant (any game of the project's the service hosts).
    pub variant: gipf_games::AnyVariant,
}

/// What was measured.
#[derive(Clone, Debug)]
pub struct Report {
    /// Games created.
    pub games: usize,
    /// Time to create them (challenge + accept each).
    pub setup: Duration,
    /// Moves played.
    pub moves: usize,
    /// Time for the moves.
    pub elapsed: Duration,
    /// Per-move latencies, sorted.
    pub latencies: Vec<Duration>,
    /// CPU time of the whole process during the moves (Linux), to tell a load that keeps
    /// the cores busy from one that waits.
    pub cpu: Option<Duration>,
    /// Resident memory at the end, and its peak, in bytes (Linux).
    pub rss: Option<(u64, u64)>,
}

impl Report {
    fn quantile(&self, q: f64) -> Duration {
        if self.latencies.is_empty() {
            return Duration::ZERO;
        }
        let i = ((self.latencies.len() as f64 - 1.0) * q).round() as usize;
        self.latencies[i]
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        writeln!(
            f,
            "{} games created in {:.1} s ({:.0} games/s)",
            self.games,
            self.setup.as_secs_f64(),
            self.games as f64 / self.setup.as_secs_f64().max(1e-9)
        )?;
        writeln!(
            f,
            "{} moves in {:.1} s: {:.0} moves/s",
            self.moves,
            self.elapsed.as_secs_f64(),
            self.moves as f64 / self.elapsed.as_secs_f64().max(1e-9)
        )?;
        if let Some(cpu) = self.cpu {
            writeln!(
                f,
                "CPU: {:.2} ms per move, {:.2} cores busy on average",
                cpu.as_secs_f64() * 1000.0 / self.moves.max(1) as f64,
                cpu.as_secs_f64() / self.elapsed.as_secs_f64().max(1e-9)
            )?;
        }
        writeln!(
            f,
            "latency per move: p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            ms(self.quantile(0.5)),
            ms(self.quantile(0.9)),
            ms(self.quantile(0.99)),
            ms(self.quantile(1.0))
        )?;
        match self.rss {
            Some((now, peak)) => write!(
                f,
                "memory: {:.0} MB resident with {} live games (peak {:.0} MB)",
                now as f64 / 1e6,
                self.games,
                peak as f64 / 1e6
            ),
            None => write!(f, "memory: not measured on this system"),
        }
    }
}

/// CPU time this process has used, user and system (Linux `/proc`, in clock ticks of
/// 10 ms).
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit_once(')')?.1;
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

/// Resident and peak resident memory of this process (Linux `/proc`).
fn rss() -> Option<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))?
            .split_whitespace()
            .nth(1)?
            .parse::<u64>()
            .ok()
            .map(|kb| kb * 1024)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

/// One manager on the bench's database (its own pool, as another instance would have).
async fn open(o: &Options, dir: &std::path::Path) -> anyhow::Result<Manager> {
    let store = match &o.database {
        Some(url) if url.starts_with("postgres") || url.starts_with("sqlite:") => {
            Store::connect(url).await?
        }
        Some(path) => Store::open(std::path::Path::new(path)).await?,
        None => Store::open(&dir.join("bench.sqlite")).await?,
    };
    let config = gipf_manager::Config {
        images: o.images,
        // The load is the point: no per-user flood limit.
        limits: gipf_manager::Limits {
            commands_per_minute: u32::MAX,
            ..gipf_manager::Limits::default()
        },
        ..gipf_manager::Config::default()
    };
    Ok(Manager::open(store, config, Arc::new(SystemClock)).await?)
}

/// Runs the load and reports.
pub async fn run(o: &Options) -> anyhow::Result<Report> {
    let dir = tempfile_dir()?;
    let mut managers = Vec::new();
    for _ in 0..o.instances.max(1) {
        managers.push(open(o, &dir).await?);
    }
    let workers = o.concurrency.clamp(1, o.games.max(1));
    let manager = |w: usize| managers[w % managers.len()].clone();

    // Set up: each game is a challenge and its acceptance, with no time limit.
    let t = Instant::now();
    let mut tasks = Vec::new();
    let variant = o.variant;
    for w in 0..workers {
        let m = manager(w);
        let games: Vec<usize> = (w..o.games).step_by(workers).collect();
        tasks.push(tokio::spawn(async move {
            let mut out = Vec::new();
            for g in games {
                let (a, b) = (format!("w{g}"), format!("b{g}"));
                let r = m
                    .handle_text(
                        &Ctx::console(&a),
                        &format!("challenge {b} {variant} white time none"),
                    )
                    .await;
                m.posted(&r).await;
                let id = r
                    .game
                    .ok_or_else(|| anyhow::anyhow!("challenge: {}", r.markdown))?;
                let r = m
                    .handle_text(&Ctx::console(&b), &format!("accept {id}"))
                    .await;
                m.posted(&r).await;
                let p = r
                    .position
                    .ok_or_else(|| anyhow::anyhow!("accept: {}", r.markdown))?;
                out.push((id, a, b, p));
            }
            anyhow::Ok(out)
        }));
    }
    let mut per_worker = Vec::new();
    for task in tasks {
        per_worker.push(task.await??);
    }
    let setup = t.elapsed();

    // Moves: each worker plays its own games in turn, one command at a time.
    let t = Instant::now();
    let cpu_before = cpu_time();
    let moves_each = o.moves.div_ceil(workers);
    let mut tasks = Vec::new();
    for (w, mut games) in per_worker.into_iter().enumerate() {
        let m = manager(w);
        tasks.push(tokio::spawn(async move {
            let mut lat = Vec::with_capacity(moves_each);
            let mut rng = 0x9E37_79B9_7F4A_7C15u64 ^ (w as u64 + 1);
            let mut i = 0;
            while lat.len() < moves_each && !games.is_empty() {
                i %= games.len();
                let (id, a, b, p) = &games[i];
                let Some(decider) = p.decider_color() else {
                    games.swap_remove(i);
                    continue;
                };
                let legal = gipf_game::Game::legal_actions(p);
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let action = legal[(rng % legal.len() as u64) as usize];
                let who = if decider == Color::White { a } else { b };
                let start = Instant::now();
                let r = m
                    .handle_text(&Ctx::console(who), &format!("move {action} {id}"))
                    .await;
                lat.push(start.elapsed());
                // As an adapter does once the board is shown: the post is no longer owed.
                m.posted(&r).await;
                let next = r
                    .position
                    .ok_or_else(|| anyhow::anyhow!("move {action} in {id}: {}", r.markdown))?;
                games[i].3 = next;
                i += 1;
            }
            anyhow::Ok(lat)
        }));
    }
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await??);
    }
    let elapsed = t.elapsed();
    let cpu = cpu_time()
        .zip(cpu_before)
        .map(|(after, before)| after.saturating_sub(before));
    latencies.sort();
    let report = Report {
        games: o.games,
        setup,
        moves: latencies.len(),
        elapsed,
        latencies,
        cpu,
        rss: rss(),
    };
    for m in &managers {
        m.store().close().await;
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(report)
}

/// A fresh directory under the system's temporary folder.
fn tempfile_dir() -> anyhow::Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!(
        "gipfbot-bench-{}-{}",
        std::process::id(),
        Instant::now().elapsed().as_nanos()
    ));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}
