//! The win-probability tables against games their fit never saw (a module of the `cli`
//! test binary: one binary keeps the build short).

/// The quick calibration check (the full one is `gipf winprob`, crates/gipf-engine/README.md):
/// the engine's tables, fitted on seed 1's games, predict games from openings they never saw
/// (seed 1001) far better than a coin, and the side they favour wins. (A few dozen games are
/// too few for the bands themselves: a game's decisions go the same way, so a band's rate moves
/// by ten points with two games.) The games are the same on any machine: the searches have a
/// depth, not a time.
#[test]
fn win_probability_curves_predict_unseen_games() {
    use gipf_cli::winprob::{play_game, FitConfig};
    use gipf_engine::winprob::{log_loss, Sample};
    for (variant, games, most) in [("standard", 24, 0.6), ("standard+potentials", 6, 0.62)] {
        let variant: gipf_rules::GameVariant = variant.parse().unwrap();
        let start = variant.start();
        let cfg = FitConfig {
            variant,
            games,
            first: 0,
            seed: 1001,
            jobs: 2,
            random_plies: 6,
            random_per_mille: 20,
            max_decisions: 600,
            depth: gipf_engine::review_depth(&start),
            matchups: Vec::new(),
        };
        let played: Vec<_> = std::thread::scope(|s| {
            let half: Vec<_> = (0..2)
                .map(|j| {
                    let cfg = &cfg;
                    s.spawn(move || {
                        (j..games)
                            .step_by(2)
                            .filter_map(|i| play_game(cfg, i))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            half.into_iter().flat_map(|h| h.join().unwrap()).collect()
        });
        assert!(
            played.len() >= games * 3 / 4,
            "{variant}: games without a result"
        );
        let samples: Vec<Sample> = played
            .iter()
            .flat_map(|(g, _, _)| g.samples.clone())
            .collect();
        let model = gipf_engine::WinModel::for_position(&start);
        let loss = log_loss(model, &samples);
        eprintln!(
            "{variant}: log-loss {loss:.4} over {} samples",
            samples.len()
        );
        assert!(
            loss < most,
            "{variant}: log-loss {loss:.4} over {} samples",
            samples.len()
        );
        // Of the decisions the table gives the decider the better chances in, he won most.
        let rate = |favoured: bool| {
            let picked: Vec<&Sample> = samples
                .iter()
                .filter(|s| (model.win_probability(s.score) > 0.5) == favoured)
                .collect();
            picked.iter().filter(|s| s.won).count() as f64 / picked.len().max(1) as f64
        };
        assert!(
            rate(true) > 0.6 && rate(false) < 0.4,
            "{variant}: {} {}",
            rate(true),
            rate(false)
        );
        // The same game gives the same samples: what a review of it will rest on.
        let (again, _, _) = play_game(&cfg, played[0].0.index).unwrap();
        assert_eq!(again.samples, played[0].0.samples);
    }
}

/// The quick check of the strength-aware probability (the full one is `gipf winprob
/// --matchups all`, crates/gipf-engine/README.md): on games of weaker AI levels from
/// openings its fit never saw (seed 1001), the classic table tempered by the players' levels
/// predicts better than the table alone (fitted on the review's own self-play, it is
/// overconfident there), and the side it favours wins.
#[test]
fn strength_tempered_probabilities_predict_weaker_players_better() {
    use gipf_cli::winprob::{parse_matchups, play_game, FitConfig};
    use gipf_engine::winprob::{level_rating, log_loss, log_loss_rated, RatedSample, CLASSIC};
    let games = 24;
    let cfg = FitConfig {
        variant: "standard".parse().unwrap(),
        games,
        first: 0,
        seed: 1001,
        jobs: 2,
        random_plies: 4,
        random_per_mille: 0,
        max_decisions: 600,
        depth: gipf_engine::winprob::CLASSIC_DEPTH,
        matchups: parse_matchups("casual-casual,beginner-intermediate,intermediate-intermediate")
            .unwrap(),
    };
    let played: Vec<_> = std::thread::scope(|s| {
        let half: Vec<_> = (0..2)
            .map(|j| {
                let cfg = &cfg;
                s.spawn(move || {
                    (j..games)
                        .step_by(2)
                        .filter_map(|i| play_game(cfg, i))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        half.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(played.len() >= games * 3 / 4, "games without a result");
    let rated: Vec<RatedSample> = played
        .iter()
        .flat_map(|(g, _, _)| g.rated(level_rating))
        .collect();
    assert_eq!(
        rated.len(),
        played
            .iter()
            .map(|(g, _, _)| g.samples.len())
            .sum::<usize>()
    );
    let plain: Vec<_> = rated.iter().map(|s| s.sample).collect();
    let untempered = CLASSIC.with_strengths(None);
    let (before, after) = (
        log_loss(&untempered, &plain),
        log_loss_rated(&CLASSIC, &rated),
    );
    eprintln!(
        "log-loss {before:.4} untempered, {after:.4} tempered, over {} samples",
        rated.len()
    );
    assert!(after < before - 0.01, "{after:.4} against {before:.4}");
    let rate = |favoured: bool| {
        let picked: Vec<&RatedSample> = rated
            .iter()
            .filter(|s| {
                (CLASSIC.win_probability_for(s.sample.score, Some(s.players)) > 0.5) == favoured
            })
            .collect();
        picked.iter().filter(|s| s.sample.won).count() as f64 / picked.len().max(1) as f64
    };
    assert!(
        rate(true) > 0.6 && rate(false) < 0.4,
        "{} {}",
        rate(true),
        rate(false)
    );
}
