//! Golden images: each case is rendered and compared, with a small tolerance, to a PNG in
//! `tests/golden/` that a person has looked at. `GIPF_UPDATE_GOLDEN=1 cargo test -p
//! gipf-render` rewrites them; look at every changed image before committing it. One topic,
//! the pictures as people see them (GIPF's boards, DVONN's, replays, brackets), kept in one
//! binary (~1310 lines, ZÈRTZ and PÜNCT among them): each case is a few lines of data over the shared comparison and
//! the SVG checks.
#![allow(clippy::unwrap_used)] // tests: a panic is the failure report

use std::path::PathBuf;

use gipf_render::{
    render, render_bracket, render_bracket_svg, render_replay_gif, render_svg, BracketImage,
    BracketMatch, BracketPicture, BracketRound, BracketSide, BracketWinner, GameResult,
    RenderOptions, Theme,
};
use gipf_rules::{Action, Color, Position, Record, Variant};

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
        name: "russian_midgame",
        record: "standard bbww/BW1Wb/b2bBw/1bb2ww/bbB1bw/w2Wb/wbww w p 2/0 0/0 ss g1-f2 xd3,e4",
        options: || RenderOptions {
            names: names("Алиса", "Борис"),
            lang: gipf_i18n::Lang::Ru,
            ..Default::default()
        },
    },
    Case {
        name: "czech_removal_choice",
        record: "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5",
        options: || RenderOptions {
            names: names("Jiří", "Žofie"),
            lang: gipf_i18n::Lang::Cs,
            ..Default::default()
        },
    },
    Case {
        name: "finished_game",
        record: "standard wb1b/1w1bb/w1bBwb/wW2www/w2bwb/1bwwb/bwbb w p 3/3 0/0 ss g1-f2 xb3,c3,Gd3,e3,f2",
        options: RenderOptions::default,
    },
    // Potentials (POTENTIALS.md §12 and a whole ultimate game between two AI levels).
    Case {
        name: "potentials_zertz_jump",
        record: "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1 Z:b3-g6",
        options: RenderOptions::default,
    },
    Case {
        name: "potentials_yinsh_slide",
        record: "standard B3/5/2wY1b1/7/2B3/5/W2W w p 10/10 0/0 ss -/- Y:d4-d5",
        options: RenderOptions::default,
    },
    Case {
        name: "potentials_dvonn_stack_dark",
        record: "standard 4/1bB2/1(bwd)wDbD2/2(wbd)bz3/6/5/B2W w p 10/10 0/0 ss -/- D:d4-e4",
        options: || RenderOptions { theme: Theme::Dark, ..Default::default() },
    },
    Case {
        name: "potentials_punct_conversion",
        record: "standard W3/1bD(bPwp)2/2wPbP2/2(Wbp)B3/6/5/B3 w p 10/10 0/0 ss -/- P:d4-e5",
        options: RenderOptions::default,
    },
    Case {
        name: "potentials_tamsk_decision",
        record: "standard B2W/5/6/bwwT4/6/5/B2W b p 10/10 0/0 ss -/- e1-e2",
        options: || RenderOptions { names: names("Alice", "Bob"), ..Default::default() },
    },
    Case {
        name: "potentials_ultimate_midgame",
        record: "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 Gi2-h3 Ga4-b5 Yg1-g2 Yh1-g2 Ti3-h3 Yg1-g2 Di2-h3 Dg1-g2 Yi3-h3 D:g2-g3 Zi3-h3 Zb6-b5 Zb6-c6 Da1-b2 Db1-b2 Ya4-b4 Ta1-b2 Pa3-b3 Yd1-d2 Pg7-g6 Y:g3-e5 xDc3,e5 Zf1-f2 Za3-b3 Df1-f2 Ti2-h3 xf4 Pb6-c6 Pf1-f2 xPc6,Df5 Ta1-b2",
        options: RenderOptions::default,
    },
    Case {
        name: "potentials_ultimate_won_by_conversion",
        record: "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 Gi2-h3 Ga4-b5 Yg1-g2 Yh1-g2 Ti3-h3 Yg1-g2 Di2-h3 Dg1-g2 Yi3-h3 D:g2-g3 Zi3-h3 Zb6-b5 Zb6-c6 Da1-b2 Db1-b2 Ya4-b4 Ta1-b2 Pa3-b3 Yd1-d2 Pg7-g6 Y:g3-e5 xDc3,e5 Zf1-f2 Za3-b3 Df1-f2 Ti2-h3 xf4 Pb6-c6 Pf1-f2 xPc6,Df5 Ta1-b2 Dh1-g2 xDg2,g3,Pg6 xYb4,f3 D:e4-e5 Pa1-b2 P:e5-e6",
        options: RenderOptions::default,
    },
    // Challenges (COMBINING.md §10, example 1): the ZÈRTZ use waits for Black's answer.
    Case {
        name: "challenges_pending_use",
        record: "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/2 - Z:c3-f5",
        options: || RenderOptions { names: names("Alice", "Bob"), ..Default::default() },
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

/// Every character the panel can show, in every language, is in the bundled font (Cyrillic
/// and Czech diacritics included): none is drawn as a missing-glyph box.
#[test]
fn the_font_covers_every_language() {
    use ab_glyph::Font as _;
    let font =
        ab_glyph::FontRef::try_from_slice(include_bytes!("../assets/Roboto-Medium.ttf")).unwrap();
    for (lang, files) in gipf_i18n::Lang::ALL.iter().zip(gipf_i18n::SOURCES) {
        for (file, text) in gipf_i18n::FILES.iter().zip(files) {
            if !matches!(*file, "board.ftl" | "rules.ftl") {
                continue;
            }
            for c in text.chars().filter(|c| !c.is_control()) {
                assert_ne!(font.glyph_id(c).0, 0, "{lang}/{file}: no glyph for {c:?}");
            }
        }
    }
}

#[test]
fn golden_images() {
    let update = std::env::var_os("GIPF_UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for case in CASES {
        let png = render_case(case);
        check_golden(case.name, &png, update, &mut failures);
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Compares a rendered PNG with its golden image (or, with `update`, rewrites the golden
/// image), adding what differs to `failures`.
fn check_golden(name: &str, png: &[u8], update: bool, failures: &mut Vec<String>) {
    assert!(png.len() <= 100 * 1024, "{name}: {} bytes", png.len());
    let path = golden_dir().join(format!("{name}.png"));
    if update {
        std::fs::write(&path, png).unwrap();
        return;
    }
    let want = image::load_from_memory(&std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with GIPF_UPDATE_GOLDEN=1 to create it)",
            path.display()
        )
    }))
    .unwrap()
    .to_rgba8();
    let got = image::load_from_memory(png).unwrap().to_rgba8();
    assert_eq!(got.dimensions(), want.dimensions(), "{name}");
    let (big, mean) = compare(&got, &want);
    // Allow anti-aliasing noise (another CPU's float rounding), not a changed picture.
    if big > got.pixels().len() / 500 || mean > 0.5 {
        let out = std::env::temp_dir().join(format!("{name}.actual.png"));
        std::fs::write(&out, png).unwrap();
        failures.push(format!(
            "{name}: {big} pixels differ, mean difference {mean:.3}; see {}",
            out.display()
        ));
    }
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

// ---- SVG ---------------------------------------------------------------------------------

/// An element of a parsed SVG document (a strict little XML parser: no dependency for it).
#[derive(Debug)]
struct Element {
    name: String,
    attrs: Vec<(String, String)>,
    children: Vec<Node>,
}

#[derive(Debug)]
enum Node {
    Element(Element),
    Text(String),
}

impl Element {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// This element and every element inside it, in document order.
    fn all(&self) -> Vec<&Element> {
        let mut out = vec![self];
        for c in &self.children {
            if let Node::Element(e) = c {
                out.extend(e.all());
            }
        }
        out
    }

    fn with_class(&self, class: &str) -> Vec<&Element> {
        self.all()
            .into_iter()
            .filter(|e| e.attr("class") == Some(class))
            .collect()
    }

    /// The text inside, entities decoded.
    fn text(&self) -> String {
        self.children
            .iter()
            .map(|c| match c {
                Node::Text(t) => t.clone(),
                Node::Element(e) => e.text(),
            })
            .collect()
    }

    /// The texts of the `<text>` elements inside.
    fn texts(&self) -> Vec<String> {
        self.all()
            .into_iter()
            .filter(|e| e.name == "text")
            .map(Element::text)
            .collect()
    }
}

/// Parses a whole document: one root element (no prolog), balanced tags, quoted attributes
/// without duplicates, only the five named entities and character references, and only
/// characters XML 1.0 allows.
fn parse_xml(s: &str) -> Result<Element, String> {
    let mut p = XmlParser { s, i: 0 };
    let root = p.element()?;
    if !s[p.i..].trim().is_empty() {
        return Err(format!("content after the root element at {}", p.i));
    }
    Ok(root)
}

struct XmlParser<'a> {
    s: &'a str,
    i: usize,
}

impl XmlParser<'_> {
    fn rest(&self) -> &str {
        &self.s[self.i..]
    }

    fn expect(&mut self, t: &str) -> Result<(), String> {
        if self.rest().starts_with(t) {
            self.i += t.len();
            Ok(())
        } else {
            Err(format!(
                "expected {t:?} at {}: {:?}",
                self.i,
                self.context()
            ))
        }
    }

    fn context(&self) -> String {
        self.rest().chars().take(40).collect()
    }

    fn skip_ws(&mut self) {
        let rest = self.rest();
        self.i += rest.len() - rest.trim_start().len();
    }

    fn name(&mut self) -> Result<String, String> {
        let n: String = self
            .rest()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
            .collect();
        if n.is_empty() || !n.starts_with(|c: char| c.is_ascii_alphabetic()) {
            return Err(format!("bad name at {}: {:?}", self.i, self.context()));
        }
        self.i += n.len();
        Ok(n)
    }

    fn element(&mut self) -> Result<Element, String> {
        self.expect("<")?;
        let name = self.name()?;
        let mut e = Element {
            name,
            attrs: Vec::new(),
            children: Vec::new(),
        };
        loop {
            let before = self.i;
            self.skip_ws();
            if self.rest().starts_with("/>") {
                self.i += 2;
                return Ok(e);
            }
            if self.rest().starts_with('>') {
                self.i += 1;
                break;
            }
            if self.i == before {
                return Err(format!("no space before an attribute at {}", self.i));
            }
            let attr = self.name()?;
            self.expect("=")?;
            let quote = if self.rest().starts_with('"') {
                "\""
            } else {
                "'"
            };
            self.expect(quote)?;
            let end = self
                .rest()
                .find(quote)
                .ok_or_else(|| format!("unclosed attribute {attr}"))?;
            let raw = &self.rest()[..end];
            if raw.contains('<') {
                return Err(format!("'<' in attribute {attr}: {raw:?}"));
            }
            let value = decode(raw)?;
            self.i += end + 1;
            if e.attrs.iter().any(|(n, _)| *n == attr) {
                return Err(format!("duplicate attribute {attr} on <{}>", e.name));
            }
            e.attrs.push((attr, value));
        }
        loop {
            if self.rest().is_empty() {
                return Err(format!("<{}> is not closed", e.name));
            }
            if self.rest().starts_with("</") {
                self.i += 2;
                let close = self.name()?;
                self.skip_ws();
                self.expect(">")?;
                if close != e.name {
                    return Err(format!("<{}> closed by </{close}>", e.name));
                }
                return Ok(e);
            }
            if self.rest().starts_with("<!--") {
                let end = self.rest().find("-->").ok_or("unclosed comment")?;
                self.i += end + 3;
                continue;
            }
            if self.rest().starts_with('<') {
                let child = self.element()?;
                e.children.push(Node::Element(child));
                continue;
            }
            let end = self.rest().find('<').unwrap_or(self.rest().len());
            let text = decode(&self.rest()[..end])?;
            self.i += end;
            e.children.push(Node::Text(text));
        }
    }
}

fn decode(raw: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = raw;
    while let Some(k) = rest.find('&') {
        out.push_str(&rest[..k]);
        let end = rest[k..]
            .find(';')
            .ok_or_else(|| format!("bare '&' in {raw:?}"))?;
        let entity = &rest[k + 1..k + end];
        let c = match entity {
            "lt" => '<',
            "gt" => '>',
            "amp" => '&',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(hex) = entity.strip_prefix("#x") {
                    u32::from_str_radix(hex, 16).ok()
                } else if let Some(dec) = entity.strip_prefix('#') {
                    dec.parse().ok()
                } else {
                    None
                };
                code.and_then(char::from_u32)
                    .ok_or_else(|| format!("bad entity &{entity}; in {raw:?}"))?
            }
        };
        out.push(c);
        rest = &rest[k + end + 1..];
    }
    out.push_str(rest);
    if let Some(c) = out.chars().find(|&c| {
        (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) || c == '\u{FFFE}' || c == '\u{FFFF}'
    }) {
        return Err(format!("character {c:?} XML cannot hold in {raw:?}"));
    }
    Ok(out)
}

/// Renders an SVG and parses it, checking what every document must have.
fn svg_document(p: &Position, options: &RenderOptions) -> Element {
    let svg = render_svg(p, options).unwrap();
    assert!(svg.starts_with("<svg"), "{}", &svg[..svg.len().min(80)]);
    let root = parse_xml(&svg).unwrap_or_else(|e| panic!("not well-formed: {e}\n{svg}"));
    assert_eq!(root.name, "svg");
    let (w, h) = (options.width, options.width * 16 / 21);
    assert_eq!(root.attr("viewBox"), Some(format!("0 0 {w} {h}").as_str()));
    assert_eq!(root.attr("width"), Some(w.to_string().as_str()));
    assert_eq!(root.attr("height"), Some(h.to_string().as_str()));
    assert_eq!(root.attr("xmlns"), Some("http://www.w3.org/2000/svg"));
    // One drawn piece per piece on the board, GIPF pieces marked as such.
    let pieces = root.with_class("piece");
    assert_eq!(pieces.len(), p.board().occupied().len(), "pieces");
    let gipf = pieces.iter().filter(|e| e.attr("data-gipf").is_some());
    assert_eq!(gipf.count(), p.board().gipf().len(), "GIPF pieces");
    for e in pieces {
        let name = e.attr("data-spot").unwrap();
        let spot = gipf_rules::Spot::all()
            .find(|s| s.to_string() == name)
            .unwrap();
        let piece = p.board().get(spot).unwrap();
        let color = e.attr("data-color").unwrap();
        assert_eq!(color, piece.color.to_string().to_lowercase());
        assert!(!e.children.is_empty(), "a piece is drawn");
    }
    root
}

fn background(root: &Element) -> &str {
    let rect = root
        .children
        .iter()
        .find_map(|c| match c {
            Node::Element(e) if e.name == "rect" => Some(e),
            _ => None,
        })
        .unwrap();
    rect.attr("fill").unwrap()
}

#[test]
fn svg_draws_the_same_things_as_the_png() {
    for case in CASES {
        let record: Record = case.record.parse().unwrap();
        let mut options = (case.options)();
        options.last_turn = record.last_turn_events();
        let root = svg_document(record.current(), &options);
        let texts = root.texts();
        // The panel's wording, as in the PNG.
        assert!(
            texts.iter().any(|t| t.starts_with("GIPF · ")),
            "{}",
            case.name
        );
        // Its runs of spaces are kept (SVG collapses them by default); the English cases.
        if options.lang != gipf_i18n::Lang::En {
            continue;
        }
        let reserve: Vec<&Element> = root
            .all()
            .into_iter()
            .filter(|e| e.name == "text" && e.text().starts_with("Reserve "))
            .collect();
        assert_eq!(reserve.len(), 2, "{}", case.name);
        for e in reserve {
            assert!(e.text().contains("   Captured "), "{}", case.name);
            assert_eq!(e.attr("xml:space"), Some("preserve"), "{}", case.name);
        }
        let want = match options.theme {
            Theme::Light => "#f3ece0",
            Theme::Dark => "#1e1f22",
        };
        assert_eq!(background(&root), want, "{}", case.name);
    }
}

#[test]
fn svg_numbers_the_removal_choices() {
    let record: Record = "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss e1-e2 xe2,e3,e5"
        .parse()
        .unwrap();
    let p = record.current();
    let k = p.removal_options().len();
    assert_eq!(k, 2);
    let numbers: Vec<String> = (1..=k).map(|i| i.to_string()).collect();
    for (theme, flip) in [(Theme::Light, false), (Theme::Dark, true)] {
        let options = RenderOptions {
            theme,
            flip,
            last_turn: record.last_turn_events(),
            ..Default::default()
        };
        let root = svg_document(p, &options);
        let on_board: Vec<String> = root
            .with_class("choice")
            .iter()
            .flat_map(|g| g.texts())
            .collect();
        assert_eq!(on_board, numbers, "badges on the board");
        let in_panel: Vec<String> = root
            .with_class("choice-key")
            .iter()
            .map(|g| g.texts()[0].clone())
            .collect();
        assert_eq!(in_panel, numbers, "badges in the panel");
        // The last turn is marked: the push arrow and the three removed pieces.
        assert_eq!(root.with_class("push").len(), 1);
        assert!(!root.with_class("removed").is_empty());
        if theme == Theme::Dark {
            assert_eq!(background(&root), "#1e1f22");
        }
    }
    // A result means no choices; so do explicit empty choices.
    let ended = RenderOptions {
        result: Some(GameResult {
            winner: Color::Black,
            reason: "White resigned".into(),
        }),
        ..Default::default()
    };
    let root = svg_document(p, &ended);
    assert!(root.with_class("choice").is_empty());
    assert!(root.texts().contains(&"Black wins".to_string()));
    assert!(root.texts().contains(&"White resigned".to_string()));
    let none = RenderOptions {
        choices: Some(Vec::new()),
        ..Default::default()
    };
    assert!(svg_document(p, &none).with_class("choice").is_empty());
}

/// A use waiting at stage c is drawn, not made (its two points ringed, a dashed arrow), with
/// the attempts left in the panel; once answered, nothing is pending.
#[test]
fn svg_marks_the_pending_use_and_the_attempts() {
    let record: Record =
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/1 - Z:c3-f5"
            .parse()
            .unwrap();
    let p = record.current();
    let root = svg_document(p, &RenderOptions::default());
    assert!(!root.with_class("pending").is_empty());
    let texts = root.texts();
    assert!(
        texts.iter().any(|t| t == "Attempts left: White 2, Black 1"),
        "{texts:?}"
    );
    let mut allowed = p.clone();
    allowed.play(gipf_rules::Action::Allow).unwrap();
    let root = svg_document(&allowed, &RenderOptions::default());
    assert!(root.with_class("pending").is_empty());
    assert!(!root.texts().iter().any(|t| t.starts_with("Attempts left")));
}

#[test]
fn svg_escapes_names_and_reasons() {
    let evil = r#"<script>alert("x")</script> & co"#;
    let p = Position::start(Variant::Standard);
    for width in [gipf_render::DEFAULT_WIDTH, gipf_render::MAX_WIDTH] {
        let options = RenderOptions {
            width,
            names: [evil.to_string(), "a&\"b'<>\u{0}\u{7}\n".to_string()],
            result: Some(GameResult {
                winner: Color::White,
                reason: format!("{evil} won 'fair' \u{1b}[31m"),
            }),
            ..Default::default()
        };
        let svg = render_svg(&p, &options).unwrap();
        assert!(!svg.contains("<script"), "raw markup from a name");
        assert!(svg.contains("&lt;script&gt;"));
        let root = svg_document(&p, &options);
        assert!(root.all().iter().all(|e| e.name != "script"));
        let texts = root.texts();
        // Decoded, the text is the name (maybe shortened), control characters dropped.
        assert!(
            texts.iter().any(|t| t.starts_with("<script>al")),
            "{texts:?}"
        );
        assert!(texts.contains(&"a&\"b'<>".to_string()), "{texts:?}");
        assert!(texts.iter().any(|t| t.starts_with("<script>alert(\"x\")")));
    }
}

#[test]
fn svg_sizes_and_errors() {
    let p = Position::start(Variant::Basic);
    for width in [gipf_render::MIN_WIDTH, 501, gipf_render::MAX_WIDTH] {
        svg_document(
            &p,
            &RenderOptions {
                width,
                ..Default::default()
            },
        );
    }
    for width in [0, 100, gipf_render::MAX_WIDTH + 1, u32::MAX] {
        let options = RenderOptions {
            width,
            ..Default::default()
        };
        let e = render_svg(&p, &options).unwrap_err();
        assert!(e.to_string().contains("is not supported"), "{e}");
    }
}

/// Hundreds of positions from random games, with every kind of option: a well-formed
/// document with every piece, and no panic.
#[test]
fn svg_of_random_positions() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut rnd = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let widths = [gipf_render::MIN_WIDTH, 333, 560, 840, 1234];
    let names = [
        "",
        "Ann",
        "名前が長いプレイヤー名前が長いプレイヤー",
        "<b>&amp;</b>\t\u{202e}",
    ];
    let mut rendered = 0;
    for game in 0..24 {
        let variant = Variant::ALL[game % 3];
        let mut record = Record::new(Position::start(variant));
        while !record.current().is_over() && record.actions().len() < 150 {
            let moves = record.current().legal_actions();
            record.play(moves[rnd(moves.len())]).unwrap();
            if rnd(4) != 0 && !record.current().is_over() {
                continue;
            }
            let p = record.current();
            let choices = match rnd(4) {
                0 => Some(Vec::new()),
                // Any actions, even ones that are not removals.
                1 => Some(
                    p.legal_actions()
                        .into_iter()
                        .take(rnd(8))
                        .collect::<Vec<Action>>(),
                ),
                _ => None,
            };
            let options = RenderOptions {
                width: widths[rnd(widths.len())],
                theme: if rnd(2) == 0 {
                    Theme::Light
                } else {
                    Theme::Dark
                },
                flip: rnd(2) == 0,
                names: [names[rnd(4)].to_string(), names[rnd(4)].to_string()],
                last_turn: record.last_turn_events(),
                choices,
                result: (rnd(8) == 0).then(|| GameResult {
                    winner: Color::White,
                    reason: names[rnd(4)].to_string(),
                }),
                lang: gipf_i18n::Lang::ALL[rnd(gipf_i18n::Lang::ALL.len())],
                // A better decision drawn: legal, or one of another position (draws nothing).
                better: match rnd(3) {
                    0 => {
                        let legal = p.legal_actions();
                        legal.get(rnd(legal.len().max(1))).copied()
                    }
                    1 => record.actions().first().copied(),
                    _ => None,
                },
            };
            svg_document(p, &options);
            rendered += 1;
        }
    }
    assert!(rendered >= 200, "{rendered} positions");
}

// ---- Brackets ----------------------------------------------------------------------------

fn player(name: &str, seed: u32, score: Option<&str>) -> BracketSide {
    BracketSide {
        name: name.to_string(),
        seed: Some(seed),
        score: score.map(str::to_string),
        empty: false,
    }
}

fn empty(word: &str) -> BracketSide {
    BracketSide {
        name: word.to_string(),
        seed: None,
        score: None,
        empty: true,
    }
}

fn game(top: BracketSide, bottom: BracketSide, winner: Option<BracketWinner>) -> BracketMatch {
    BracketMatch {
        top,
        bottom,
        winner,
    }
}

fn round(title: &str, matches: Vec<BracketMatch>) -> BracketRound {
    BracketRound {
        title: title.to_string(),
        matches,
    }
}

/// Six players in eight slots: seeds 1 and 2 have byes, one first-round match is still
/// being played, a semi-final was won by walkover, the final waits for its second player.
fn six_players(theme: Theme) -> BracketPicture {
    use BracketWinner::{Bottom, Top};
    let long = "Maximilian von Hohenzollern-Sigmaringen";
    BracketPicture {
        title: "T3 · knockout, best of 3".to_string(),
        rounds: vec![
            round(
                "Round 1",
                vec![
                    game(player("Alice", 1, None), empty("bye"), Some(Top)),
                    game(
                        player("Dan", 4, Some("1")),
                        player("Eve", 5, Some("2")),
                        Some(Bottom),
                    ),
                    game(player("Bob", 2, None), empty("bye"), Some(Top)),
                    game(
                        player("Carol", 3, Some("1")),
                        player(long, 6, Some("1")),
                        None,
                    ),
                ],
            ),
            round(
                "Semi-final",
                vec![
                    game(
                        player("Alice", 1, Some("w/o")),
                        player("Eve", 5, None),
                        Some(Top),
                    ),
                    game(player("Bob", 2, None), empty("…"), None),
                ],
            ),
            round(
                "Final",
                vec![game(player("Alice", 1, None), empty("…"), None)],
            ),
        ],
        theme,
    }
}

fn two_players() -> BracketPicture {
    BracketPicture {
        title: "T7 · knockout, best of 3".to_string(),
        rounds: vec![round(
            "Final",
            vec![game(
                player("Alice", 1, Some("2")),
                player("Bob", 2, Some("1")),
                Some(BracketWinner::Top),
            )],
        )],
        theme: Theme::Light,
    }
}

/// A full bracket of `players` (a power of two), the first round played, seeds in order.
fn full_bracket(players: u32) -> BracketPicture {
    let mut rounds = Vec::new();
    let mut size = players;
    let mut i = 1;
    while size >= 2 {
        let matches = (0..size / 2)
            .map(|j| {
                let (a, b) = (2 * j + 1, 2 * j + 2);
                if i == 1 {
                    game(
                        player(&format!("Player number {a}"), a, Some("2")),
                        player(&format!("Player number {b}"), b, Some("0")),
                        Some(BracketWinner::Top),
                    )
                } else {
                    game(empty("…"), empty("…"), None)
                }
            })
            .collect();
        rounds.push(round(&format!("Round {i}"), matches));
        size /= 2;
        i += 1;
    }
    BracketPicture {
        title: format!("T9 · knockout, {players} players"),
        rounds,
        theme: Theme::Dark,
    }
}

/// Checks a bracket's PNG (its size as reported) and its SVG (well-formed, a group per
/// match at its place in the bracket); returns the PNG.
fn check_bracket(picture: &BracketPicture) -> BracketImage {
    let image = render_bracket(picture).unwrap();
    let decoded = image::load_from_memory(&image.png).unwrap();
    assert_eq!(
        (decoded.width(), decoded.height()),
        (image.width, image.height)
    );
    let svg = render_bracket_svg(picture);
    let root = parse_xml(&svg).unwrap_or_else(|e| panic!("not well-formed: {e}\n{svg}"));
    assert_eq!(root.name, "svg");
    assert_eq!(root.attr("class"), Some("bracket"));
    let (w, h) = (image.width, image.height);
    assert_eq!(root.attr("viewBox"), Some(format!("0 0 {w} {h}").as_str()));
    let groups = root.with_class("match");
    let want: Vec<(String, String)> = picture
        .rounds
        .iter()
        .enumerate()
        .flat_map(|(i, r)| (0..r.matches.len()).map(move |j| (i.to_string(), j.to_string())))
        .collect();
    let got: Vec<(String, String)> = groups
        .iter()
        .map(|g| {
            let at = |a: &str| g.attr(a).unwrap().to_string();
            (at("data-round"), at("data-match"))
        })
        .collect();
    assert_eq!(got, want, "a group per match");
    for (g, m) in groups
        .iter()
        .zip(picture.rounds.iter().flat_map(|r| &r.matches))
    {
        let winner = match m.winner {
            Some(BracketWinner::Top) => Some("top"),
            Some(BracketWinner::Bottom) => Some("bottom"),
            None => None,
        };
        assert_eq!(g.attr("data-winner"), winner);
    }
    image
}

#[test]
fn bracket_golden_images() {
    let update = std::env::var_os("GIPF_UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    let cases = [
        ("bracket_six_players", six_players(Theme::Light)),
        ("bracket_six_players_dark", six_players(Theme::Dark)),
        ("bracket_two_players_final", two_players()),
    ];
    for (name, picture) in &cases {
        let image = check_bracket(picture);
        check_golden(name, &image.png, update, &mut failures);
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn bracket_svg_escapes_names() {
    let mut picture = two_players();
    let evil = "<b>&\"";
    picture.title = format!("{evil} cup");
    picture.rounds[0].title = "Final <i>'".to_string();
    picture.rounds[0].matches[0].top.name = evil.to_string();
    picture.rounds[0].matches[0].bottom.score = Some("<1>\u{0}".to_string());
    let svg = render_bracket_svg(&picture);
    assert!(!svg.contains("<b>") && !svg.contains("<i>"), "raw markup");
    assert!(svg.contains("&lt;b&gt;&amp;&quot;"), "{svg}");
    let root = parse_xml(&svg).unwrap_or_else(|e| panic!("not well-formed: {e}\n{svg}"));
    assert_eq!(root.with_class("match").len(), 1);
    let texts = root.texts();
    for want in [evil, "<b>&\" cup", "Final <i>'", "<1>"] {
        assert!(texts.iter().any(|t| t == want), "{want:?} in {texts:?}");
    }
    check_bracket(&picture);
}

#[test]
fn big_and_odd_brackets_render() {
    let big = check_bracket(&full_bracket(128));
    assert_eq!(full_bracket(128).rounds.len(), 7);
    assert!(big.height < 4500, "{}x{}", big.width, big.height);
    assert!(big.width < 2000, "{}x{}", big.width, big.height);
    // Only the title.
    let none = check_bracket(&BracketPicture {
        title: "T1 · knockout".to_string(),
        rounds: Vec::new(),
        theme: Theme::Light,
    });
    assert!(none.height < 120, "{}x{}", none.width, none.height);
    // Rounds that do not halve, an empty round, names and scores of any length.
    let mut odd = full_bracket(8);
    let first = odd.rounds[0].matches.clone();
    odd.rounds[1].matches.extend(first);
    odd.rounds.insert(2, round("", Vec::new()));
    odd.rounds[0].matches[0].top.name = "名前が長いプレイヤー名前が長いプレイヤー".repeat(5);
    odd.rounds[0].matches[0].top.score = Some("9".repeat(80));
    odd.rounds[0].matches[1].bottom.name = String::new();
    odd.rounds[0].matches[1].bottom.seed = Some(u32::MAX);
    odd.title = "x".repeat(1000);
    check_bracket(&odd);
    // Far more than a tournament holds: an error, not a panic or a huge allocation.
    let huge = full_bracket(1024);
    match render_bracket(&huge) {
        Ok(image) => assert!(image.height <= gipf_render::MAX_BRACKET_SIDE),
        Err(e) => assert!(e.to_string().contains("too large"), "{e}"),
    }
    assert!(render_bracket_svg(&huge).starts_with("<svg"));
}

/// DVONN's board: the end of the placement phase, a move that cuts two stacks off (light,
/// Czech words), the end of a game (dark, flipped), each against its golden image; the SVG
/// draws the same stacks.
#[test]
fn dvonn_golden_images_and_svg() {
    use gipf_dvonn::{Action, Position as Dvonn};
    let update = std::env::var_os("GIPF_UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    let e1: Dvonn = "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m"
        .parse()
        .unwrap();
    let after = |p: &Dvonn, actions: &[&str]| {
        let mut q = *p;
        let mut last = None;
        for a in actions {
            let action: Action = a.parse().unwrap();
            q.play(action).unwrap();
            last = Some(action);
        }
        (q, last)
    };
    let l1: Dvonn = "dvonn wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw b p"
        .parse()
        .unwrap();
    let (placing, last) = after(&l1, &["g1", "c4"]);
    let cases = [
        (
            "dvonn_placement_end",
            placing,
            gipf_render::DvonnOptions {
                names: names("Alice", "Bob"),
                last,
                ..Default::default()
            },
        ),
        {
            let (p, last) = after(&e1, &["b4-b3"]);
            (
                "dvonn_cut_off_czech",
                p,
                gipf_render::DvonnOptions {
                    names: names("Alena", "Bořek"),
                    last,
                    removed: vec!["c5".parse().unwrap(), "d5".parse().unwrap()],
                    lang: gipf_i18n::Lang::Cs,
                    ..Default::default()
                },
            )
        },
        {
            let (p, last) = after(&e1, &["j5-h5", "a2-d5", "b4-a3", "b3-a3", "i4-h4"]);
            (
                "dvonn_won_dark_flipped",
                p,
                gipf_render::DvonnOptions {
                    theme: Theme::Dark,
                    flip: true,
                    last,
                    ..Default::default()
                },
            )
        },
    ];
    for (name, p, options) in &cases {
        let png = gipf_render::render_dvonn(p, options).unwrap();
        check_golden(name, &png, update, &mut failures);
        // The SVG: a document of the same size, a group per stack.
        let svg = gipf_render::render_dvonn_svg(p, options).unwrap();
        let root = parse_xml(&svg).unwrap();
        let width = root
            .attrs
            .iter()
            .find(|(k, _)| k == "width")
            .map(|(_, v)| v.as_str());
        assert_eq!(width, Some("840"), "{name}");
        assert_eq!(
            svg.matches(r#"<g class="stack">"#).count(),
            p.occupied().count(),
            "{name}"
        );
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(matches!(
        gipf_render::render_dvonn(
            &e1,
            &gipf_render::DvonnOptions {
                width: 10,
                ..Default::default()
            }
        ),
        Err(gipf_render::RenderError::Size(10))
    ));
}

/// ZÈRTZ: every variant renders, as PNG and as SVG, at its start and along a game (the
/// first legal action each turn, the last turn drawn): the PNG of the picture's size, the
/// SVG a well-formed document with a ring group per ring and a ghost per place without one,
/// the players labelled as the first and the second player; and two golden pictures (§8's
/// capture chain; its isolation example in Czech on the dark theme).
#[test]
fn zertz_every_variant_and_golden_images() {
    use gipf_zertz::{Position as Zertz, Variant as ZVariant};
    for v in ZVariant::ALL {
        let mut p = Zertz::start(v);
        let mut last = None;
        for turn in 0..14 {
            if turn % 7 == 0 || p.is_over() {
                let options = gipf_render::ZertzOptions {
                    names: names("Alice", "Bob"),
                    last: last.clone(),
                    ..Default::default()
                };
                let png = gipf_render::render_zertz(&p, &options).unwrap();
                let img = image::load_from_memory(&png).unwrap();
                assert_eq!((img.width(), img.height()), (840, 640), "{v:?}");
                let svg = gipf_render::render_zertz_svg(&p, &options).unwrap();
                let root = parse_xml(&svg).unwrap();
                let rings = root.with_class("ring").len();
                assert_eq!(rings, p.rings().count(), "{v:?}");
                assert_eq!(
                    rings + root.with_class("gone").len(),
                    v.ring_count() as usize,
                    "{v:?}"
                );
                assert_eq!(
                    root.with_class("marble white").len()
                        + root.with_class("marble grey").len()
                        + root.with_class("marble black").len(),
                    p.marbles().count()
                );
                let texts = root.texts();
                for label in ["First player", "Second player", "Alice", "Bob"] {
                    assert!(texts.iter().any(|t| t == label), "{v:?}: {label}");
                }
                if p.is_over() {
                    break;
                }
            }
            let a = p.legal_actions()[0];
            last = Some(p.play_reporting(a).unwrap());
        }
    }
    let update = std::env::var_os("GIPF_UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    let after = |s: &str, action: &str| {
        let mut p: Zertz = s.parse().unwrap();
        let a = p.read_action(action).unwrap();
        let turn = p.play_reporting(a).unwrap();
        (p, Some(turn))
    };
    let (chain, last) = after("zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0", "xd1Gd3Wd5");
    let png = gipf_render::render_zertz(
        &chain,
        &gipf_render::ZertzOptions {
            names: names("Alice", "Bob"),
            last,
            ..Default::default()
        },
    )
    .unwrap();
    check_golden("zertz_chain", &png, update, &mut failures);
    let (claims, last) = after("zertz ww.1/.1.2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0", "Bd7,b2");
    let png = gipf_render::render_zertz(
        &claims,
        &gipf_render::ZertzOptions {
            names: names("Alena", "Bořek"),
            last,
            theme: Theme::Dark,
            lang: gipf_i18n::Lang::Cs,
            ..Default::default()
        },
    )
    .unwrap();
    check_golden("zertz_claims_czech_dark", &png, update, &mut failures);
    assert!(failures.is_empty(), "{failures:#?}");
}

/// PÜNCT: both variants render, as PNG and as SVG, at their start and along a game (the
/// first legal action each turn, the last action drawn): the PNG of the picture's size, the
/// SVG a well-formed document that names every column and row along the edges and draws a
/// piece group per piece; PUNCT-PERFT.md's P5 shows its levels 1 to 4 as numbers; §12
/// example 3's winning move draws the winner's connection.
#[test]
fn punct_both_variants_levels_and_the_winning_chain() {
    use gipf_punct::{Position as Punct, Variant as PVariant};
    use gipf_render::{render_punct, render_punct_svg, PunctOptions};
    for v in PVariant::ALL {
        let mut p = v.start();
        let mut options = PunctOptions {
            names: names("Alice", "Bob"),
            ..Default::default()
        };
        for turn in 0..12 {
            if turn % 6 == 0 || p.is_over() {
                let png = render_punct(&p, &options).unwrap();
                let img = image::load_from_memory(&png).unwrap();
                assert_eq!((img.width(), img.height()), (840, 640), "{v:?}");
                let svg = render_punct_svg(&p, &options).unwrap();
                let root = parse_xml(&svg).unwrap();
                let labels: Vec<String> = root
                    .with_class("labels")
                    .iter()
                    .flat_map(|e| e.texts())
                    .collect();
                for x in 0..17u8 {
                    assert!(labels.contains(&char::from(b'a' + x).to_string()));
                }
                for row in 1..=17 {
                    assert!(labels.contains(&row.to_string()), "{v:?}: row {row}");
                }
                let drawn =
                    root.with_class("piece white").len() + root.with_class("piece black").len();
                assert_eq!(drawn, p.pieces().len(), "{v:?}");
                let texts = root.texts();
                for label in ["White", "Black", "Alice", "Bob"] {
                    assert!(texts.iter().any(|t| t == label), "{v:?}: {label}");
                }
                if p.is_over() {
                    break;
                }
            }
            let a = p.legal_actions()[0];
            let before = p;
            p.play(a).unwrap();
            options = options.with_last(&before, a);
        }
    }
    let p5: Punct = "punct wSb2,b3,b4;wTc1,b1,c2;bAd6,d5,e7;wAe12,f12,g13;wTf10,e9,e10;wTh13,h14,i14;wAj6,j5,k7;bAk15,l16,l17;bTk16,j15,j16;wTm9,l9,m10;wAm14,n13,n14;bAo9,m8,n8;bTp13,p12,q13;wSq16,q14,q15/wAc1,b1,b2;bSd5,b3,c4;wSe12,e10,e11;wSh14,f12,g13;bAj15,i14,j16;bAk15,k16,l17;bAm8,l9,m9;wAn13,m14,n14/wAf12,e12,g13;bSl17,j15,k16/bSl17,j15,k16/bSl17,j15,k16 w 11".parse().unwrap();
    let root = parse_xml(&render_punct_svg(&p5, &PunctOptions::default()).unwrap()).unwrap();
    let levels: Vec<String> = root
        .with_class("level")
        .iter()
        .flat_map(|e| e.texts())
        .collect();
    for level in ["1", "2", "3", "4"] {
        assert!(levels.iter().any(|t| t == level), "{level}: {levels:?}");
    }
    let png = render_punct(&p5, &PunctOptions::default()).unwrap();
    assert!(image::load_from_memory(&png).is_ok());
    let p2: Punct = "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4".parse().unwrap();
    let mut won = p2;
    let a = won.play_text("d10-d5,e5,f5").unwrap();
    let chain = won.winning_chain().expect("a connection");
    let options = PunctOptions::default().with_last(&p2, a);
    let root = parse_xml(&render_punct_svg(&won, &options).unwrap()).unwrap();
    let connection = root.with_class("connection");
    assert_eq!(connection.len(), 1);
    let dots = connection[0]
        .all()
        .into_iter()
        .filter(|e| e.name == "circle")
        .count();
    assert_eq!(dots, 2 * chain.len());
    assert!(root
        .texts()
        .join(" ")
        .contains("White wins by connecting two opposite sides"));
    assert!(render_punct(&won, &options).is_ok());
}
