//! Render + encode time and PNG size, and SVG time and size, at the default width (`cargo
//! bench -p gipf-render`; `-- svg` for the SVG alone); a knockout's bracket of 16 and 128
//! players, PNG and SVG (`-- bracket`); DVONN's board at the start, mid-placement and in
//! the movement phase (`-- dvonn`); TZAAR's at the fixed start, in the tournament's
//! placement and mid-game with tall stacks and the last turn's arrows (`-- tzaar`); YINSH's
//! at the start, after §9's `h7-g7` with the move drawn, and with three row options numbered
//! (`-- yinsh`); ZÈRTZ's at the start, mid-game just after a capture chain with rings claimed
//! before (drawn), and the 61-ring board mid-game (`-- zertz`); PÜNCT's at the start, in
//! PUNCT-PERFT.md's P2 (and after its rotation into a bridge, drawn) and P5 (`-- punct`).
//! The sizes are printed once before timing.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use gipf_render::{
    render, render_bracket, render_bracket_svg, render_svg, BracketMatch, BracketPicture,
    BracketRound, BracketSide, BracketWinner, RenderOptions, Theme,
};
use gipf_rules::Record;

const CASES: &[(&str, &str)] = &[
    ("standard_start", "standard"),
    (
        "busy_midgame",
        "standard bbww/BW1Wb/b2bBw/1bb2ww/bbB1bw/w2Wb/wbww w p 2/0 0/0 ss g1-f2 xd3,e4",
    ),
    (
        "two_choices",
        "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5",
    ),
    (
        "many_choices",
        "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg",
    ),
    (
        "potentials_m1",
        "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1 Z:b3-g6",
    ),
];

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("render_png");
    for &(name, text) in CASES {
        let record: Record = text.parse().expect("valid record");
        for theme in [Theme::Light, Theme::Dark] {
            let options = RenderOptions {
                theme,
                last_turn: record.last_turn_events(),
                ..Default::default()
            };
            let png = render(record.current(), &options).expect("renders");
            let label = format!("{name}_{theme:?}").to_lowercase();
            println!("{label}: {} bytes", png.len());
            g.bench_function(&label, |b| {
                b.iter(|| render(black_box(record.current()), &options).expect("renders"))
            });
        }
    }
    g.finish();
}

fn bench_svg(c: &mut Criterion) {
    let mut g = c.benchmark_group("render_svg");
    for &(name, text) in CASES {
        let record: Record = text.parse().expect("valid record");
        for theme in [Theme::Light, Theme::Dark] {
            let options = RenderOptions {
                theme,
                last_turn: record.last_turn_events(),
                ..Default::default()
            };
            let svg = render_svg(record.current(), &options).expect("renders");
            let label = format!("{name}_{theme:?}").to_lowercase();
            println!("svg {label}: {} bytes", svg.len());
            g.bench_function(&label, |b| {
                b.iter(|| render_svg(black_box(record.current()), &options).expect("renders"))
            });
        }
    }
    g.finish();
}

/// A bracket of `players` (a power of two) with the first round played and the rest to come.
fn bracket(players: usize) -> BracketPicture {
    let side = |n: usize, score: Option<&str>| BracketSide {
        name: format!("Player number {n}"),
        seed: u32::try_from(n).ok(),
        score: score.map(str::to_string),
        empty: false,
    };
    let undecided = || BracketSide {
        name: "…".into(),
        seed: None,
        score: None,
        empty: true,
    };
    let mut rounds = Vec::new();
    let mut matches = players / 2;
    let mut round = 1;
    while matches >= 1 {
        let list = (0..matches)
            .map(|m| {
                if round == 1 {
                    BracketMatch {
                        top: side(m + 1, Some("2")),
                        bottom: side(players - m, Some("1")),
                        winner: Some(BracketWinner::Top),
                    }
                } else {
                    BracketMatch {
                        top: undecided(),
                        bottom: undecided(),
                        winner: None,
                    }
                }
            })
            .collect();
        rounds.push(BracketRound {
            title: format!("Round {round}"),
            matches: list,
        });
        matches /= 2;
        round += 1;
    }
    BracketPicture {
        title: "T3 · knockout, best of 3".into(),
        rounds,
        theme: Theme::Light,
    }
}

fn bench_bracket(c: &mut Criterion) {
    let mut g = c.benchmark_group("bracket");
    for players in [16, 128] {
        let picture = bracket(players);
        let png = render_bracket(&picture).expect("renders");
        let svg = render_bracket_svg(&picture);
        println!(
            "bracket {players}: PNG {}x{} {} bytes, SVG {} bytes",
            png.width,
            png.height,
            png.png.len(),
            svg.len()
        );
        g.bench_function(format!("png_{players}"), |b| {
            b.iter(|| render_bracket(black_box(&picture)).expect("renders"))
        });
        g.bench_function(format!("svg_{players}"), |b| {
            b.iter(|| render_bracket_svg(black_box(&picture)))
        });
    }
    g.finish();
}

/// DVONN positions along a game: the start, half the pieces placed, the board full and
/// a few moves made (the first legal action at each step).
fn dvonn_cases() -> Vec<(String, gipf_dvonn::Position)> {
    use gipf_game::Game;
    let mut p = gipf_dvonn::Position::start();
    let mut out = vec![("start".to_string(), p)];
    for n in 1..=60 {
        let Some(&a) = Game::legal_actions(&p).get(n % 3) else {
            break;
        };
        p.play(a).expect("legal");
        if n == 25 || n == 60 {
            out.push((format!("after_{n}"), p));
        }
    }
    out
}

fn bench_dvonn(c: &mut Criterion) {
    let mut g = c.benchmark_group("dvonn");
    for (name, p) in dvonn_cases() {
        let options = gipf_render::DvonnOptions::default();
        let png = gipf_render::render_dvonn(&p, &options).expect("renders");
        println!("dvonn {name}: {} bytes", png.len());
        g.bench_function(format!("png_{name}"), |b| {
            b.iter(|| gipf_render::render_dvonn(black_box(&p), &options).expect("renders"))
        });
        g.bench_function(format!("svg_{name}"), |b| {
            b.iter(|| gipf_render::render_dvonn_svg(black_box(&p), &options).expect("renders"))
        });
    }
    g.finish();
}

/// TZAAR positions: the fixed start, a tournament board half placed, and TZAAR.md §11's
/// example 2 (tall stacks) after Black's pass and White's capture and stacking move, drawn.
fn tzaar_cases() -> Vec<(String, gipf_tzaar::Position, Vec<gipf_tzaar::Action>)> {
    use gipf_tzaar::{Action, Position};
    let mut out = vec![("start".to_string(), Position::start(), Vec::new())];
    let mut t = Position::tournament_start();
    for n in 0..30 {
        let Some(&a) = t.legal_actions().get(n * 7) else {
            break;
        };
        t.play(a).expect("legal");
    }
    out.push(("placement".to_string(), t, Vec::new()));
    let mut p: Position =
        "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/-ta-- b s"
            .parse()
            .expect("a position");
    p.play(Action::Pass).expect("legal");
    let mut turn = Vec::new();
    for capture in [true, false] {
        let legal = p.legal_actions();
        let a = legal
            .into_iter()
            .find(|a| matches!(a, Action::Capture { .. }) == capture)
            .expect("an action");
        p.play(a).expect("legal");
        turn.push(a);
    }
    out.push(("mid".to_string(), p, turn));
    out
}

fn bench_tzaar(c: &mut Criterion) {
    let mut g = c.benchmark_group("tzaar");
    for (name, p, last_turn) in tzaar_cases() {
        let options = gipf_render::TzaarOptions {
            last_turn,
            ..gipf_render::TzaarOptions::default()
        };
        let png = gipf_render::render_tzaar(&p, &options).expect("renders");
        println!("tzaar {name}: {} bytes", png.len());
        g.bench_function(format!("png_{name}"), |b| {
            b.iter(|| gipf_render::render_tzaar(black_box(&p), &options).expect("renders"))
        });
        g.bench_function(format!("svg_{name}"), |b| {
            b.iter(|| gipf_render::render_tzaar_svg(black_box(&p), &options).expect("renders"))
        });
    }
    g.finish();
}

/// YINSH positions: the empty start, YINSH.md §9's position after `h7-g7` with the move
/// drawn, and YINSH-PERFT.md's Y2 (White chooses among three rows, numbered).
fn yinsh_cases() -> Vec<(String, gipf_yinsh::Position, gipf_render::YinshOptions)> {
    use gipf_render::YinshOptions;
    use gipf_yinsh::{Action, Point, Position, Side};
    let mut out = vec![(
        "start".to_string(),
        Position::start(),
        YinshOptions::default(),
    )];
    let mut p: Position = "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW4B3/4W4/8/7/4 w m 0/0"
        .parse()
        .expect("a position");
    let mv: Action = "h7-g7".parse().expect("an action");
    p.play(mv).expect("legal");
    out.push((
        "h7g7".to_string(),
        p,
        YinshOptions {
            last_move: Some(mv),
            ..YinshOptions::default()
        },
    ));
    let y2: Position = "yinsh 1b1b/b1Bbw1B/1wbb2b1/2b2b2w/w2wbw1bWw/wbb1B1b2/w1WwWwbW2/1w2ww2b/wwwwwwwB/wwbbwbw/bbB1 w r 1/0"
        .parse()
        .expect("a position");
    let rows = y2
        .rows(Side::First)
        .into_iter()
        .map(|(a, b)| {
            let (sx, sn) = ((b.x() - a.x()) / 4, (b.n() - a.n()) / 4);
            (0..5)
                .filter_map(|k| Point::from_xn(a.x() + k * sx, a.n() + k * sn))
                .collect()
        })
        .collect();
    out.push((
        "rows".to_string(),
        y2,
        YinshOptions {
            rows,
            ..YinshOptions::default()
        },
    ));
    out
}

fn bench_yinsh(c: &mut Criterion) {
    let mut g = c.benchmark_group("yinsh");
    for (name, p, options) in yinsh_cases() {
        let png = gipf_render::render_yinsh(&p, &options).expect("renders");
        println!("yinsh {name}: {} bytes", png.len());
        g.bench_function(format!("png_{name}"), |b| {
            b.iter(|| gipf_render::render_yinsh(black_box(&p), &options).expect("renders"))
        });
        g.bench_function(format!("svg_{name}"), |b| {
            b.iter(|| gipf_render::render_yinsh_svg(black_box(&p), &options).expect("renders"))
        });
    }
    g.finish();
}

/// A ZÈRTZ game of seeded pseudo-random legal actions from `variant`'s start, until `stop`
/// says so after a turn (or the end): the position and its last turn.
fn zertz_game(
    variant: gipf_zertz::Variant,
    seed: u64,
    stop: impl Fn(&gipf_zertz::Position, &gipf_zertz::Turn) -> bool,
) -> (gipf_zertz::Position, Option<gipf_zertz::Turn>) {
    let mut p = gipf_zertz::Position::start(variant);
    let mut state = seed;
    let mut last = None;
    while !p.is_over() {
        let legal = p.legal_actions();
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let a = legal[(state >> 33) as usize % legal.len()];
        let turn = p.play_reporting(a).expect("legal");
        let done = stop(&p, &turn);
        last = Some(turn);
        if done {
            break;
        }
    }
    (p, last)
}

/// ZÈRTZ positions: the start, a game just after a chain of two jumps or more with fewer than
/// 26 rings left (claims and removals drawn as ghosts), and the 61-ring board after 20 turns.
fn zertz_cases() -> Vec<(String, gipf_zertz::Position, gipf_render::ZertzOptions)> {
    use gipf_render::ZertzOptions;
    use gipf_zertz::{Action, Position, Variant};
    let names = ["Alice".to_string(), "Bob".to_string()];
    let mut out = vec![(
        "start".to_string(),
        Position::start(Variant::Zertz),
        ZertzOptions::default(),
    )];
    let chain = (1..400)
        .map(|seed| {
            zertz_game(Variant::Zertz, seed, |p, t| {
                matches!(t.action, Action::Capture(c) if c.len() >= 2)
                    && p.rings().count() < 26
                    && !p.is_over()
            })
        })
        .find(|(p, t)| {
            !p.is_over()
                && t.as_ref()
                    .is_some_and(|t| matches!(t.action, Action::Capture(c) if c.len() >= 2))
        })
        .expect("a game with a chain");
    out.push((
        "chain".to_string(),
        chain.0,
        ZertzOptions {
            names: names.clone(),
            last: chain.1,
            ..ZertzOptions::default()
        },
    ));
    let turns = std::cell::Cell::new(0);
    let (p, last) = zertz_game(Variant::Z61, 5, |_, _| {
        turns.set(turns.get() + 1);
        turns.get() == 20
    });
    out.push((
        "61".to_string(),
        p,
        ZertzOptions {
            names,
            last,
            ..ZertzOptions::default()
        },
    ));
    out
}

fn bench_zertz(c: &mut Criterion) {
    let mut g = c.benchmark_group("zertz");
    for (name, p, options) in zertz_cases() {
        let png = gipf_render::render_zertz(&p, &options).expect("renders");
        println!("zertz {name}: {} bytes", png.len());
        g.bench_function(format!("png_{name}"), |b| {
            b.iter(|| gipf_render::render_zertz(black_box(&p), &options).expect("renders"))
        });
        g.bench_function(format!("svg_{name}"), |b| {
            b.iter(|| gipf_render::render_zertz_svg(black_box(&p), &options).expect("renders"))
        });
    }
    g.finish();
}

/// PÜNCT at 840 px: the start, PUNCT-PERFT.md's P2 (a piece at level 1, with its
/// rotation into a bridge drawn as the last action) and P5 (five levels).
fn punct_cases() -> Vec<(String, gipf_punct::Position, gipf_render::PunctOptions)> {
    use gipf_punct::Position;
    use gipf_render::PunctOptions;
    let names = ["Alice".to_string(), "Bob".to_string()];
    let named = PunctOptions {
        names: names.clone(),
        ..PunctOptions::default()
    };
    let p2: Position = "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4"
        .parse()
        .expect("P2");
    let p5: Position = "punct wSb2,b3,b4;wTc1,b1,c2;bAd6,d5,e7;wAe12,f12,g13;wTf10,e9,e10;wTh13,h14,i14;wAj6,j5,k7;bAk15,l16,l17;bTk16,j15,j16;wTm9,l9,m10;wAm14,n13,n14;bAo9,m8,n8;bTp13,p12,q13;wSq16,q14,q15/wAc1,b1,b2;bSd5,b3,c4;wSe12,e10,e11;wSh14,f12,g13;bAj15,i14,j16;bAk15,k16,l17;bAm8,l9,m9;wAn13,m14,n14/wAf12,e12,g13;bSl17,j15,k16/bSl17,j15,k16/bSl17,j15,k16 w 11"
        .parse()
        .expect("P5");
    let mut bridge = p2;
    let a = bridge.read_action("d10-d10,b10,c10").expect("a rotation");
    bridge.play(a).expect("legal");
    vec![
        ("start".to_string(), Position::start(), named.clone()),
        ("p2".to_string(), p2, named.clone()),
        (
            "p2_bridge".to_string(),
            bridge,
            named.clone().with_last(&p2, a),
        ),
        ("p5".to_string(), p5, named),
    ]
}

fn bench_punct(c: &mut Criterion) {
    let mut g = c.benchmark_group("punct");
    for (name, p, options) in punct_cases() {
        let png = gipf_render::render_punct(&p, &options).expect("renders");
        println!("punct {name}: {} bytes", png.len());
        g.bench_function(format!("png_{name}"), |b| {
            b.iter(|| gipf_render::render_punct(black_box(&p), &options).expect("renders"))
        });
        g.bench_function(format!("svg_{name}"), |b| {
            b.iter(|| gipf_render::render_punct_svg(black_box(&p), &options).expect("renders"))
        });
    }
    g.finish();
}

criterion_group!(
    benches,
    bench,
    bench_svg,
    bench_bracket,
    bench_dvonn,
    bench_tzaar,
    bench_yinsh,
    bench_zertz,
    bench_punct
);
criterion_main!(benches);
