//! `gipf winprob`: fits the win-probability table of a variant family to engine games.
//!
//! Each game starts from a seeded random opening (as the arena's) and is played by the
//! review's own search ([`gipf_engine::review_settings`]), which now and then plays a random
//! decision instead, so that the games pass through uneven positions and contain the
//! mistakes people make. Every decision with a choice gives one sample: the decider's score
//! at the review budget and whether he went on to win. One game in five is held out: the
//! table is fitted on the others and its calibration measured on those.
//!
//! With `matchups` the games are played by AI levels instead (each at a fixed budget that
//! stands for it, [`level_settings`]), every sample keeping both players' levels: the data
//! of the strength-aware calibration ([`gipf_engine::winprob::Strengths`]).

use std::sync::atomic::AtomicBool;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gipf_engine::winprob::{self, Band, Sample, WinModel};
use gipf_engine::{Level, Settings};
use gipf_rules::{Color, GameVariant};

use crate::arena::{each, opening, xorshift};

/// What to play for the fit.
#[derive(Clone, Debug)]
pub struct FitConfig {
    /// The variant played.
    pub variant: GameVariant,
    /// How many games.
    pub games: usize,
    /// The first game's number: a fit can grow by playing games `first..first + games` and
    /// fitting them with the samples of the earlier ones (`--from`).
    pub first: usize,
    /// Seeds the openings and the random decisions.
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Random decisions that open each game.
    pub random_plies: usize,
    /// Per mille of the later decisions played at random.
    pub random_per_mille: u64,
    /// A game this long is left out (no result).
    pub max_decisions: usize,
    /// The searches' depth: the review's ([`gipf_engine::review_depth`]) for the table it
    /// uses, another to see what a change of budget would cost and give.
    pub depth: u32,
    /// Pairs of AI levels that play the games instead of the review's search (empty: the
    /// review's self-play). Game `i` is pair `i % n`'s round `i / n`: the first level is
    /// White in even rounds; every third round starts without random decisions.
    pub matchups: Vec<[Level; 2]>,
}

/// The settings that stand for `level` in the fit's games: its own evaluation, noise and
/// weights at a fixed depth with no time limit (the same game on any machine, and cheap
/// enough for thousands): beginner and casual 1 push and intermediate 2, their own depths;
/// strong 5 and master 6, where their time takes them to about 8 and 9-10 (one push apart,
/// as theirs are, both deeper than intermediate by far).
pub fn level_settings(level: Level, seed: u64) -> Settings {
    let depth = match level {
        Level::Beginner | Level::Casual => 1,
        Level::Intermediate => 2,
        Level::Strong => 5,
        Level::Master => 6,
    };
    Settings {
        depth: Some(depth),
        movetime: None,
        seed,
        table_mb: 8,
        ..Settings::level(level)
    }
}

/// The pairs of `--matchups`: `all` (every level against every level, itself included) or
/// `a-b,c-d` of level names.
pub fn parse_matchups(s: &str) -> Result<Vec<[Level; 2]>, String> {
    if s == "all" {
        let mut all = Vec::new();
        for (i, a) in Level::ALL.into_iter().enumerate() {
            for b in Level::ALL.into_iter().skip(i) {
                all.push([a, b]);
            }
        }
        return Ok(all);
    }
    s.split(',')
        .filter(|x| !x.is_empty())
        .map(|pair| {
            let (a, b) = pair
                .split_once('-')
                .ok_or_else(|| format!("{pair:?}: write level-level, e.g. casual-master"))?;
            Ok([
                a.parse()
                    .map_err(|e: gipf_engine::LevelError| e.to_string())?,
                b.parse()
                    .map_err(|e: gipf_engine::LevelError| e.to_string())?,
            ])
        })
        .collect()
}

/// One game's samples.
#[derive(Clone, Debug, Default)]
pub struct GameSamples {
    /// The game's number: held out when it is 4 modulo 5.
    pub index: usize,
    /// Its decisions with a choice.
    pub samples: Vec<Sample>,
    /// For each sample, the levels of the decider and of his opponent (empty in the
    /// review's self-play).
    pub levels: Vec<[Level; 2]>,
}

impl GameSamples {
    /// Its samples with both players' ratings (`rating` of their levels); none in the
    /// review's self-play.
    pub fn rated(&self, rating: impl Fn(Level) -> f64) -> Vec<winprob::RatedSample> {
        self.samples
            .iter()
            .zip(&self.levels)
            .map(|(&sample, &[a, b])| winprob::RatedSample {
                sample,
                players: winprob::Matchup {
                    decider: rating(a),
                    opponent: rating(b),
                },
            })
            .collect()
    }

    /// Whether the fit leaves this game out (to measure the calibration on it).
    pub fn held_out(&self) -> bool {
        self.index % 5 == 4
    }
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct FitReport {
    /// The table, fitted on the games not held out.
    pub model: WinModel,
    /// Games with a result (in the fit or held out).
    pub games: usize,
    /// Samples in the fit, and held out.
    pub fitted: usize,
    /// Samples held out.
    pub held_out: usize,
    /// The table's calibration on the held-out samples.
    pub bands: Vec<Band>,
    /// Mean log-loss on the held-out samples.
    pub log_loss: f64,
    /// The searches' mean time.
    pub per_search: Duration,
}

/// Plays game `index`: its samples, or `None` when it reached the length limit.
pub fn play_game(cfg: &FitConfig, index: usize) -> Option<(GameSamples, u32, Duration)> {
    // A levels' game: which pair, who is White, how many random decisions open it.
    let pair = (!cfg.matchups.is_empty()).then(|| {
        let (m, round) = (index % cfg.matchups.len(), index / cfg.matchups.len());
        let [a, b] = cfg.matchups[m];
        let white_black = if round % 2 == 0 { [a, b] } else { [b, a] };
        let plies = if round % 3 == 2 { 0 } else { cfg.random_plies };
        (white_black, plies)
    });
    let plies = pair.map_or(cfg.random_plies, |(_, n)| n);
    let mut p = opening(cfg.variant, cfg.seed, index, plies);
    let mut state = (cfg.seed ^ (index as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)) | 1;
    let mut seen: Vec<(Color, i32)> = Vec::new();
    let (mut searches, mut spent) = (0u32, Duration::ZERO);
    let cancel = AtomicBool::new(false);
    let settings = gipf_engine::Settings {
        depth: Some(cfg.depth),
        ..gipf_engine::review_settings(&p)
    };
    let game_seed = cfg.seed.wrapping_add(index as u64 * 7919);
    let mut players = pair.map(|(wb, _)| {
        wb.map(|l| gipf_engine::Engine::new(level_settings(l, game_seed ^ l as u64)))
    });
    for _ in 0..cfg.max_decisions {
        let decider = p.decider()?;
        let legal = p.legal_actions();
        let action = if legal.len() == 1 {
            legal[0]
        } else {
            let t = Instant::now();
            let r = gipf_engine::think(&p, &settings, None, &cancel)?;
            spent += t.elapsed();
            searches += 1;
            let mine = if decider == Color::White {
                r.score
            } else {
                -r.score
            };
            seen.push((decider, mine));
            if xorshift(&mut state) % 1000 < cfg.random_per_mille {
                legal[(xorshift(&mut state) % legal.len() as u64) as usize]
            } else if let Some(engines) = players.as_mut() {
                let e = &mut engines[usize::from(decider == Color::Black)];
                e.think(&p, None, &cancel)?.best
            } else {
                r.best
            }
        };
        if p.play(action).is_err() {
            return None;
        }
        if let Some(o) = p.outcome() {
            let levels = match pair {
                Some(([w, b], _)) => seen
                    .iter()
                    .map(|(c, _)| if *c == Color::White { [w, b] } else { [b, w] })
                    .collect(),
                None => Vec::new(),
            };
            let samples = seen
                .into_iter()
                .map(|(c, score)| Sample {
                    score,
                    won: c == o.winner,
                })
                .collect();
            return Some((
                GameSamples {
                    index,
                    samples,
                    levels,
                },
                searches,
                spent,
            ));
        }
    }
    None
}

/// The samples as text, one `game,score,won` line each, with `,decider,opponent` (their
/// levels) in a levels' game (`gipf winprob --samples`), so that a table can be fitted again
/// without playing the games again (`--from`).
pub fn write_samples(games: &[GameSamples]) -> String {
    let mut s = String::from("game,score,won,decider,opponent\n");
    for g in games {
        for (i, x) in g.samples.iter().enumerate() {
            s.push_str(&format!("{},{},{}", g.index, x.score, u8::from(x.won)));
            if let Some([a, b]) = g.levels.get(i) {
                s.push_str(&format!(",{a},{b}"));
            }
            s.push('\n');
        }
    }
    s
}

/// Reads what [`write_samples`] wrote (and the older `game,score,won` files).
pub fn read_samples(text: &str) -> Result<Vec<GameSamples>, String> {
    let mut games: Vec<GameSamples> = Vec::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        let bad = || {
            format!(
                "line {}: {line:?} is not game,score,won[,decider,opponent]",
                n + 1
            )
        };
        let parts: Vec<&str> = line.split(',').collect();
        let (g, score, won, levels) = match parts[..] {
            [g, score, won] => (g, score, won, None),
            [g, score, won, a, b] => (
                g,
                score,
                won,
                Some([
                    a.parse::<Level>().map_err(|_| bad())?,
                    b.parse::<Level>().map_err(|_| bad())?,
                ]),
            ),
            _ => return Err(bad()),
        };
        let index: usize = g.parse().map_err(|_| bad())?;
        let sample = Sample {
            score: score.parse().map_err(|_| bad())?,
            won: match won {
                "1" => true,
                "0" => false,
                _ => return Err(bad()),
            },
        };
        if !matches!(games.last(), Some(last) if last.index == index) {
            games.push(GameSamples {
                index,
                ..GameSamples::default()
            });
        }
        let Some(last) = games.last_mut() else {
            return Err(bad());
        };
        // A game's samples all have levels or none do.
        if levels.is_some() != (last.levels.len() == last.samples.len()) && !last.samples.is_empty()
        {
            return Err(bad());
        }
        last.samples.push(sample);
        last.levels.extend(levels);
    }
    Ok(games)
}

/// Plays the games on `cfg.jobs` threads (`progress` after each): each game's samples in
/// order, the number of searches and their time.
pub fn play(cfg: &FitConfig, progress: impl Fn(usize) + Sync) -> (Vec<GameSamples>, u32, Duration) {
    let done = Mutex::new((Vec::<GameSamples>::new(), 0u32, Duration::ZERO, 0usize));
    each(cfg.games, cfg.jobs, |i| {
        let r = play_game(cfg, cfg.first + i);
        let mut d = done.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((g, n, t)) = r {
            d.0.push(g);
            d.1 += n;
            d.2 += t;
        }
        d.3 += 1;
        progress(d.3);
        true
    });
    let (mut games, searches, spent, _) = done.into_inner().unwrap_or_else(|e| e.into_inner());
    // The same report whatever order the threads finished in.
    games.sort_by_key(|g| g.index);
    (games, searches, spent)
}

/// Fits on the games not held out and measures on the others.
pub fn fit_games(
    games: &[GameSamples],
    searches: u32,
    spent: Duration,
) -> Result<FitReport, String> {
    let (test, train): (Vec<&GameSamples>, Vec<&GameSamples>) =
        games.iter().partition(|g| g.held_out());
    let train: Vec<Sample> = train.iter().flat_map(|g| g.samples.clone()).collect();
    let test: Vec<Sample> = test.iter().flat_map(|g| g.samples.clone()).collect();
    let model = winprob::fit(&train).ok_or("no fit: too few games, or one side won them all")?;
    Ok(FitReport {
        bands: winprob::calibration(&model, &test),
        log_loss: winprob::log_loss(&model, &test),
        model,
        games: games.len(),
        fitted: train.len(),
        held_out: test.len(),
        per_search: spent.checked_div(searches.max(1)).unwrap_or_default(),
    })
}

/// The report as `gipf winprob` prints it: the table as the engine crate writes it, then the
/// calibration bands.
pub fn summary(cfg: &FitConfig, r: &FitReport) -> String {
    let mut s = format!(
        "{} games of {} (seed {}, {} random openings plies, {}‰ random decisions), depth {}\n\
         {} samples fitted, {} held out; {:.1} ms a search\n\
         {}\n\
         held-out log-loss {:.4} (a coin: 0.6931)\n\
         band       samples  predicted  observed  gap\n",
        r.games,
        cfg.variant,
        cfg.seed,
        cfg.random_plies,
        cfg.random_per_mille,
        cfg.depth,
        r.fitted,
        r.held_out,
        r.per_search.as_secs_f64() * 1000.0,
        knots_text(&r.model),
        r.log_loss,
    );
    for b in &r.bands {
        let gap = if b.count == 0 {
            "-".to_string()
        } else {
            format!("{:+.1}", (b.observed - b.predicted) * 100.0)
        };
        s.push_str(&format!(
            "{:>3.0}-{:<3.0}%  {:>8}  {:>8.1}%  {:>7.1}%  {}\n",
            b.from * 100.0,
            b.from * 100.0 + 10.0,
            b.count,
            b.predicted * 100.0,
            b.observed * 100.0,
            gap
        ));
    }
    s
}

/// The table's knots as the engine crate's `winprob_tables.rs` writes them.
pub fn knots_text(model: &WinModel) -> String {
    let k = model.knots();
    let mut s = format!("[(i32, f64); {}] = [", k.len());
    for (i, (score, p)) in k.iter().enumerate() {
        if i % 4 == 0 {
            s.push_str("\n    ");
        } else {
            s.push(' ');
        }
        s.push_str(&format!("({score}, {p:.4}),"));
    }
    s.push_str("\n];");
    s
}

// The strength fit: a topic of its own over the games played here.
#[path = "winprob_strength.rs"]
mod strength;
pub use strength::*;
