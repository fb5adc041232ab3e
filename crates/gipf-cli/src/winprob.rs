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

/// A strength fit's games, prepared: each game's levels (the first sample's decider and his
/// opponent), its samples, its fold and who won.
struct LevelGame<'a> {
    /// The first decider's level and his opponent's.
    pair: [Level; 2],
    /// Whether the first decider won.
    first_won: bool,
    /// Which fifth of the games it is in (0..5).
    fold: u64,
    game: &'a GameSamples,
}

/// The levels' games among `games`, each once (a game without random decisions between two
/// noiseless levels comes again every few rounds), with their folds.
fn level_games(games: &[GameSamples]) -> Vec<LevelGame<'_>> {
    let mut seen: std::collections::HashSet<(Vec<[Level; 2]>, Vec<Sample>)> =
        std::collections::HashSet::new();
    let mut out = Vec::new();
    for g in games {
        let (Some(&pair), Some(first)) = (g.levels.first(), g.samples.first()) else {
            continue;
        };
        if g.levels.len() != g.samples.len() || !seen.insert((g.levels.clone(), g.samples.clone()))
        {
            continue;
        }
        // Mixed, so that every pair of levels has its share of each fold whatever their
        // number (the plain index modulo 5 would put whole pairs in one fold).
        let fold = ((g.index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) % 5;
        out.push(LevelGame {
            pair,
            first_won: first.won,
            fold,
            game: g,
        });
    }
    out
}

/// The levels' ratings from their results against each other (Bradley-Terry on the Elo
/// scale, intermediate at 1500; a win and a loss added to every pair that played, so that a
/// pair one level always won keeps a finite difference).
fn level_ratings(games: &[&LevelGame<'_>]) -> [f64; 5] {
    // wins[a][b]: games level a won against level b.
    let mut wins = [[0.0f64; 5]; 5];
    for g in games {
        let [a, b] = g.pair.map(|l| l as usize);
        if a == b {
            continue;
        }
        if g.first_won {
            wins[a][b] += 1.0;
        } else {
            wins[b][a] += 1.0;
        }
    }
    let results = wins;
    for (a, row) in wins.iter_mut().enumerate() {
        for (b, w) in row.iter_mut().enumerate() {
            if a != b && results[a][b] + results[b][a] > 0.0 {
                *w += 1.0;
            }
        }
    }
    // Minorisation-maximisation on the strengths gamma = 10^(rating / 400).
    let mut gamma = [1.0f64; 5];
    for _ in 0..2000 {
        for a in 0..5 {
            let won: f64 = wins[a].iter().sum();
            let denom: f64 = (0..5)
                .filter(|&b| b != a)
                .map(|b| (wins[a][b] + wins[b][a]) / (gamma[a] + gamma[b]))
                .sum();
            if won > 0.0 && denom > 0.0 {
                gamma[a] = won / denom;
            }
        }
    }
    let mid = gamma[Level::Intermediate as usize];
    gamma.map(|g| 1500.0 + 400.0 * (g / mid).log10())
}

/// The rated samples of `games`, with their levels' `ratings`.
fn rated(games: &[&LevelGame<'_>], ratings: &[f64; 5]) -> Vec<winprob::RatedSample> {
    games
        .iter()
        .flat_map(|g| g.game.rated(|l| ratings[l as usize]))
        .collect()
}

/// The classes the strength calibration is reported for: each level's games against
/// itself, then the games of levels one apart, and of levels further apart.
fn class_of(pair: [Level; 2]) -> usize {
    let [a, b] = pair.map(|l| l as usize);
    if a == b {
        a
    } else if a.abs_diff(b) == 1 {
        5
    } else {
        6
    }
}

/// The names of [`class_of`]'s classes.
const CLASSES: [&str; 7] = [
    "beginner against itself",
    "casual against itself",
    "intermediate against itself",
    "strong against itself",
    "master against itself",
    "levels one apart",
    "levels two or more apart",
];

/// What a strength fit found.
#[derive(Clone, Debug)]
pub struct StrengthReport {
    /// The levels' ratings (from all the games' results).
    pub ratings: [f64; 5],
    /// The classic table tempered by the strengths fitted on all the games.
    pub model: WinModel,
    /// Per class ([`CLASSES`]), every game predicted by the fit of the other four fifths.
    pub classes: Vec<ClassReport>,
}

/// One class of games, each predicted by a fit that did not see it.
#[derive(Clone, Debug)]
pub struct ClassReport {
    /// Its name.
    pub name: &'static str,
    /// Its games.
    pub games: usize,
    /// Their samples.
    pub samples: usize,
    /// The self-play table's calibration, untempered.
    pub before: Vec<Band>,
    /// Tempered.
    pub after: Vec<Band>,
    /// Log-loss untempered and tempered.
    pub log_loss: (f64, f64),
}

/// (predicted probability, won) pairs.
type Predictions = Vec<(f64, bool)>;

/// Fits the classic table's strengths on the levels' games and measures it by five-fold
/// cross-validation: the games are cut into fifths, and each fifth is predicted by the
/// ratings and strengths fitted on the other four (so every game is held out once, five
/// times the held-out games of one split); the strengths kept are fitted on all.
pub fn fit_strengths(games: &[GameSamples]) -> Result<StrengthReport, String> {
    let all = level_games(games);
    let base = winprob::CLASSIC.with_strengths(None);
    let fit = |train: &[&LevelGame<'_>]| {
        let ratings = level_ratings(train);
        winprob::fit_strengths(&base, &ratings, &rated(train, &ratings))
            .map(|s| (ratings, base.with_strengths(Some(s))))
            .ok_or("no strength fit: too few levels' games, or one side won them all")
    };
    // Per class: (untempered, tempered) predictions with the outcome, and the games.
    let mut seen: Vec<(Predictions, Predictions, usize)> =
        vec![(Vec::new(), Vec::new(), 0); CLASSES.len()];
    for fold in 0..5 {
        let train: Vec<&LevelGame<'_>> = all.iter().filter(|g| g.fold != fold).collect();
        let (ratings, model) = fit(&train)?;
        for g in all.iter().filter(|g| g.fold == fold) {
            let c = &mut seen[class_of(g.pair)];
            c.2 += 1;
            for s in g.game.rated(|l| ratings[l as usize]) {
                c.0.push((base.win_probability(s.sample.score), s.sample.won));
                c.1.push((
                    model.win_probability_for(s.sample.score, Some(s.players)),
                    s.sample.won,
                ));
            }
        }
    }
    let everything: Vec<&LevelGame<'_>> = all.iter().collect();
    let (ratings, model) = fit(&everything)?;
    let classes = CLASSES
        .iter()
        .zip(seen)
        .map(|(name, (before, after, games))| ClassReport {
            name,
            games,
            samples: after.len(),
            log_loss: (
                winprob::mean_log_loss(before.iter().copied()),
                winprob::mean_log_loss(after.iter().copied()),
            ),
            before: winprob::bands(before.into_iter()),
            after: winprob::bands(after.into_iter()),
        })
        .collect();
    Ok(StrengthReport {
        ratings,
        model,
        classes,
    })
}

/// The strength report as `gipf winprob --matchups` prints it: the ratings and strengths as
/// the engine crate writes them, then each class's held-out calibration.
pub fn strength_summary(r: &StrengthReport) -> String {
    let mut s = String::from("const LEVEL_RATINGS: [f64; 5] = [");
    s.push_str(
        &r.ratings
            .iter()
            .map(|x| format!("{x:.1}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    s.push_str("];\n");
    if let Some(st) = r.model.strengths() {
        s.push_str("temperature: &[");
        s.push_str(
            &st.temperature_knots()
                .iter()
                .map(|(m, t)| format!("({m:.1}, {t:.4})"))
                .collect::<Vec<_>>()
                .join(", "),
        );
        s.push_str(&format!(
            "], per_400: {:.4}, per_400_by_logit: {:.4}\n",
            st.per_400(),
            st.per_400_by_logit()
        ));
    }
    for c in &r.classes {
        s.push_str(&format!(
            "\n{}: {} games (each predicted by the fit of the others), {} samples; \
             log-loss {:.4} untempered, {:.4} tempered\n\
             band       samples  predicted  observed  gap    | untempered: samples  predicted  observed  gap\n",
            c.name, c.games, c.samples, c.log_loss.0, c.log_loss.1
        ));
        for (a, b) in c.after.iter().zip(&c.before) {
            s.push_str(&format!(
                "{:>3.0}-{:<3.0}%  {:>8}  {:>8.1}%  {:>7.1}%  {:<6} | {:>8}  {:>8.1}%  {:>7.1}%  {}\n",
                a.from * 100.0,
                a.from * 100.0 + 10.0,
                a.count,
                a.predicted * 100.0,
                a.observed * 100.0,
                gap(a),
                b.count,
                b.predicted * 100.0,
                b.observed * 100.0,
                gap(b),
            ));
        }
    }
    s
}

/// A band's observed minus predicted, in points ("-" without samples).
fn gap(b: &Band) -> String {
    if b.count == 0 {
        "-".to_string()
    } else {
        format!("{:+.1}", (b.observed - b.predicted) * 100.0)
    }
}
