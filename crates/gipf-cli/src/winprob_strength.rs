//! `gipf winprob --matchups`: the players' strengths fitted to games of the AI levels (a
//! child of `winprob.rs`, which plays and reads the games): the levels' ratings from the
//! results, the temperatures and the rating term by five-fold cross-validation, and the
//! report per class of games.

use super::*;

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
