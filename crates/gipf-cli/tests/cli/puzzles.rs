//! Puzzles: the puzzles of the starter set the service ships are proved again by the
//! verifier's own search (all but the two-turn potentials ones, whose plain search takes
//! a minute and a half in release: `gipf puzzles verify crates/gipf-manager/data/puzzles.txt`
//! proves every one); a puzzle with a wrong first decision, a second solution or a
//! shorter win is refused; the generator's puzzles of a few games pass the verifier.

use gipf_cli::puzzles::{game_puzzles, read, verify, GenerateConfig};
use gipf_engine::puzzle::{Kind, Limits, Puzzle};

/// The service's starter set.
const STARTER: &str = include_str!("../../../gipf-manager/data/puzzles.txt");

#[test]
fn every_starter_puzzle_is_proved_again_by_an_independent_search() {
    let all = read(STARTER).expect("the starter set reads");
    assert!(all.len() >= 500, "{} puzzles", all.len());
    let quick: Vec<&Puzzle> = all
        .iter()
        .filter(|p| p.start.potentials().is_none() || p.kind.turns() == 1)
        .collect();
    assert!(
        quick.len() * 10 >= all.len() * 9,
        "{} of {}",
        quick.len(),
        all.len()
    );
    let failed: Vec<String> = quick
        .iter()
        .filter_map(|p| verify(p).err().map(|e| format!("{}: {e}", p.source)))
        .collect();
    assert!(failed.is_empty(), "{failed:#?}");
    // Across kinds and difficulties, and variants.
    for kind in [
        "win1",
        "win2",
        "win3",
        "material1",
        "material2",
        "defence1",
        "defence2",
    ] {
        assert!(
            all.iter().any(|p| p.kind.to_string() == kind),
            "no {kind} puzzle"
        );
    }
    for variant in ["basic", "standard", "tournament", "standard+potentials"] {
        assert!(
            all.iter()
                .any(|p| p.source.contains(&format!(" {variant} "))),
            "no puzzle of {variant}"
        );
    }
}

#[test]
fn the_verifier_refuses_wrong_puzzles() {
    let all = read(STARTER).expect("the starter set reads");
    let find = |k: &str| {
        all.iter()
            .find(|p| p.kind.to_string() == k)
            .cloned()
            .expect("a puzzle of that kind")
    };
    // Another first decision (the rest of the line dropped).
    for k in ["win2", "material1", "defence1"] {
        let good = find(k);
        let other = good
            .start
            .legal_actions()
            .into_iter()
            .find(|a| *a != good.line[0])
            .expect("a choice");
        let bad = Puzzle {
            line: vec![other],
            ..good.clone()
        };
        assert!(verify(&bad).is_err(), "{k}: {bad}");
    }
    // A win in two told as a win in three, and as a win in one.
    let win2 = find("win2");
    for kind in [Kind::Win(3), Kind::Win(1)] {
        let bad = Puzzle {
            kind,
            ..win2.clone()
        };
        assert!(verify(&bad).is_err(), "{bad}");
    }
    // The line cut short of the goal.
    let mut short = win2.clone();
    short.line.pop();
    assert!(verify(&short).is_err(), "{short}");
}

#[test]
fn the_generators_puzzles_pass_the_verifier() {
    let cfg = GenerateConfig {
        variant: "standard".parse().expect("a variant"),
        games: 3,
        first: 0,
        seed: 77,
        jobs: 1,
        random_per_mille: 150,
        depth: 2,
        limits: Limits::default(),
    };
    let found: Vec<Puzzle> = (0..6).flat_map(|i| game_puzzles(&cfg, i)).collect();
    assert!(!found.is_empty(), "six games hold a puzzle");
    for p in &found {
        assert_eq!(verify(p), Ok(()), "{p}");
        assert_eq!(p.to_string().parse::<Puzzle>().as_ref(), Ok(p));
    }
}
