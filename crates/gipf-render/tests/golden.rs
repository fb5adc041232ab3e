//! Golden images: each case is rendered and compared, with a small tolerance, to a PNG in
//! `tests/golden/` that a person has looked at. `GIPF_UPDATE_GOLDEN=1 cargo test -p
//! gipf-render` rewrites them; look at every changed image before committing it.
#![allow(clippy::unwrap_used)] // tests: a panic is the failure report

use std::path::PathBuf;

use gipf_render::{render, render_replay_gif, RenderOptions, Theme};
use gipf_rules::{Position, Record, Variant};

struct Case {
    name: &'static str,
    /// A variant or a position string, then the last turn's actions.
    record: &'static str,
    options: fn() -> RenderOptions,
}

fn names(w: &str, b: &str) -> [String; 2] {
    [w.to_string(), b.to_string()]
}

const CASES: &[Case] = &[
    Case { name: "basic_start", record: "basic", options: RenderOptions::default },
    Case { name: "standard_start", record: "standard", options: RenderOptions::default },
    Case { name: "tournament_start", record: "tournament", options: RenderOptions::default },
    Case {
        name: "busy_midgame",
        record: "standard bbww/BW1Wb/b2bBw/1bb2ww/bbB1bw/w2Wb/wbww w p 2/0 0/0 ss g1-f2 xd3,e4",
        options: || RenderOptions { names: names("Alice", "Bob"), ..Default::default() },
    },
    Case {
        name: "removal_choice_two_options",
        record: "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5",
        options: || RenderOptions { names: names("Alice", "Bob"), ..Default::default() },
    },
    Case {
        name: "removal_choice_dark_flipped",
        record: "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5",
        options: || RenderOptions { theme: Theme::Dark, flip: true, ..Default::default() },
    },
    Case {
        name: "many_choices_on_one_row",
        record: "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg",
        options: RenderOptions::default,
    },
    Case {
        name: "finished_game",
        record: "standard wb1b/1w1bb/w1bBwb/wW2www/w2bwb/1bwwb/bwbb w p 3/3 0/0 ss g1-f2 xb3,c3,Gd3,e3,f2",
        options: RenderOptions::default,
    },
];

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn render_case(case: &Case) -> Vec<u8> {
    let record: Record = case.record.parse().unwrap();
    let mut options = (case.options)();
    options.last_turn = record.last_turn_events();
    render(record.current(), &options).unwrap()
}

/// (pixels differing by more than 24 in some channel, mean absolute channel difference).
fn compare(a: &image::RgbaImage, b: &image::RgbaImage) -> (usize, f64) {
    let mut big = 0;
    let mut total = 0u64;
    for (p, q) in a.pixels().zip(b.pixels()) {
        let d = (0..3).map(|k| p[k].abs_diff(q[k])).max().unwrap_or(0);
        if d > 24 {
            big += 1;
        }
        total += (0..3).map(|k| u64::from(p[k].abs_diff(q[k]))).sum::<u64>();
    }
    (big, total as f64 / (a.pixels().len() * 3) as f64)
}

#[test]
fn golden_images() {
    let update = std::env::var_os("GIPF_UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for case in CASES {
        let png = render_case(case);
        assert!(
            png.len() <= 100 * 1024,
            "{}: {} bytes",
            case.name,
            png.len()
        );
        let path = golden_dir().join(format!("{}.png", case.name));
        if update {
            std::fs::write(&path, &png).unwrap();
            continue;
        }
        let want = image::load_from_memory(&std::fs::read(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (run with GIPF_UPDATE_GOLDEN=1 to create it)",
                path.display()
            )
        }))
        .unwrap()
        .to_rgba8();
        let got = image::load_from_memory(&png).unwrap().to_rgba8();
        assert_eq!(got.dimensions(), want.dimensions(), "{}", case.name);
        let (big, mean) = compare(&got, &want);
        // Allow anti-aliasing noise (another CPU's float rounding), not a changed picture.
        if big > got.pixels().len() / 500 || mean > 0.5 {
            let out = std::env::temp_dir().join(format!("{}.actual.png", case.name));
            std::fs::write(&out, &png).unwrap();
            failures.push(format!(
                "{}: {big} pixels differ, mean difference {mean:.3}; see {}",
                case.name,
                out.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn sizes_and_errors() {
    let p = Position::start(Variant::Standard);
    for width in [
        gipf_render::MIN_WIDTH,
        500,
        gipf_render::DEFAULT_WIDTH,
        1600,
    ] {
        let png = render(
            &p,
            &RenderOptions {
                width,
                ..Default::default()
            },
        )
        .unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (width, width * 16 / 21));
    }
    for width in [0, 100, gipf_render::MAX_WIDTH + 1] {
        let e = render(
            &p,
            &RenderOptions {
                width,
                ..Default::default()
            },
        )
        .unwrap_err();
        assert!(e.to_string().contains("is not supported"), "{e}");
    }
    assert!("purple".parse::<Theme>().is_err());
    assert_eq!("DARK".parse::<Theme>().unwrap(), Theme::Dark);
}

#[test]
fn choices_default_to_the_positions_removal_options() {
    let record: Record = "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5"
        .parse()
        .unwrap();
    let p = record.current();
    assert_eq!(p.removal_options().len(), 2);
    let auto = render(p, &RenderOptions::default()).unwrap();
    let explicit = render(
        p,
        &RenderOptions {
            choices: Some(p.removal_options()),
            result: None,
            ..Default::default()
        },
    )
    .unwrap();
    let none = render(
        p,
        &RenderOptions {
            choices: Some(Vec::new()),
            result: None,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(auto, explicit);
    assert_ne!(auto, none, "choices are drawn");
}

#[test]
fn replay_gif_has_a_frame_per_turn() {
    let record: Record = "standard a1-b2 i5-h5 b1-b2 h1-h2".parse().unwrap();
    let gif = render_replay_gif(
        &record,
        &RenderOptions {
            width: 420,
            ..Default::default()
        },
        500,
    )
    .unwrap();
    use image::AnimationDecoder;
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 5, "the start and one frame per turn");
    assert_eq!(frames[0].buffer().dimensions(), (420, 320));
}
