//! A knockout tournament's bracket as a picture: [`render_bracket`] for the chat (PNG) and
//! [`render_bracket_svg`] for web pages. Rounds are columns, left to right; each match is a
//! card with its two sides on two lines (seed, name, score), the winner's line strong and
//! the loser's muted; elbow connectors join each pair of matches to the match they feed.
//!
//! The picture is built once as plain items (`scene.rs`) that both back ends draw; its size
//! follows the content (a column per round, a row per first-round match).

use std::fmt::{self, Write};

use tiny_skia::{Color as SkColor, Pixmap};

use crate::encode::encode_png;
use crate::scene::Item;
use crate::shapes::Shape;
use crate::svg::{write_group, write_items, Ink, FONTS};
use crate::text::{self, Align};
use crate::theme::{with_alpha, Palette, Theme};
use crate::RenderError;

/// A knockout bracket to draw: rounds left to right, the first round's matches top to bottom;
/// match `j` of round `i + 1` is fed by matches `2j` and `2j + 1` of round `i`.
#[derive(Clone, Debug, PartialEq)]
pub struct BracketPicture {
    /// Over the picture: "T3 · knockout, best of 3".
    pub title: String,
    pub rounds: Vec<BracketRound>,
    pub theme: Theme,
}

/// A column of the bracket.
#[derive(Clone, Debug, PartialEq)]
pub struct BracketRound {
    /// "Round 1", "Semi-final", "Final" (already translated by the caller).
    pub title: String,
    pub matches: Vec<BracketMatch>,
}

/// A match: its two sides, one line each.
#[derive(Clone, Debug, PartialEq)]
pub struct BracketMatch {
    pub top: BracketSide,
    pub bottom: BracketSide,
    /// Who went through, once known.
    pub winner: Option<BracketWinner>,
}

/// The side of a match that went through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketWinner {
    Top,
    Bottom,
}

/// One line of a match's card.
#[derive(Clone, Debug, PartialEq)]
pub struct BracketSide {
    /// The player's name; for an empty side, the caller's word ("bye", "…").
    pub name: String,
    /// The seed, drawn small before the name.
    pub seed: Option<u32>,
    /// The games won in the match ("2"), or "w/o" for a walkover, drawn at the right.
    pub score: Option<String>,
    /// A bye or a player not known yet: drawn faint.
    pub empty: bool,
}

/// A rendered bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketImage {
    pub png: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// The bracket as a PNG (the chat's image), at 1x scale.
///
/// # Errors
///
/// [`RenderError::TooLarge`] when the bracket would be over [`MAX_BRACKET_SIDE`] pixels
/// a side (far more than the 128 players a tournament holds), [`RenderError::Png`] if
/// encoding fails.
pub fn render_bracket(picture: &BracketPicture) -> Result<BracketImage, RenderError> {
    let scene = Scene::of(picture);
    let (width, height) = (scene.width, scene.height);
    if width > MAX_BRACKET_SIDE || height > MAX_BRACKET_SIDE {
        return Err(RenderError::TooLarge { width, height });
    }
    let mut pm = Pixmap::new(width, height).ok_or(RenderError::TooLarge { width, height })?;
    pm.fill(scene.background);
    crate::raster::draw(&mut pm, picture.theme, &scene.heading);
    crate::raster::draw(&mut pm, picture.theme, &scene.connectors);
    for card in &scene.matches {
        crate::raster::draw(&mut pm, picture.theme, &card.items);
    }
    Ok(BracketImage {
        png: encode_png(&pm)?,
        width,
        height,
    })
}

/// The same picture as a standalone SVG document, for web pages.
///
/// The root is `<svg class="bracket">` with a `viewBox` of the PNG's size; each match is a
/// `<g class="match" data-round="i" data-match="j">` (from 0, with `data-winner="top"` or
/// `"bottom"` once decided); the connectors are in `<g class="connectors">`, the titles in
/// `<g class="titles">`. Text is escaped for XML, control characters dropped.
pub fn render_bracket_svg(picture: &BracketPicture) -> String {
    let scene = Scene::of(picture);
    let pal = Palette::of(picture.theme);
    let mut out = String::with_capacity(4 * 1024 + 2 * 1024 * scene.matches.len());
    // Writing into a String fails only when a Display impl does, and these never do.
    let _ = write_document(&mut out, &pal, &scene);
    out
}

/// The widest or tallest bracket picture, in pixels.
pub const MAX_BRACKET_SIDE: u32 = 8192;

/// Space around everything.
const MARGIN: f32 = 20.0;
/// From one column's left edge to the next's.
const COLUMN: f32 = 220.0;
/// A match card's width; the rest of a column is the connectors' gap.
const CARD_W: f32 = 184.0;
/// The height per first-round match, and the least it shrinks to in a big bracket.
const ROW: f32 = 64.0;
const MIN_ROW: f32 = 44.0;
/// The height a big bracket shrinks its rows to stay within.
const TARGET_HEIGHT: f32 = 4400.0;
/// The narrowest picture, and the widest the title alone widens it to.
const MIN_W: f32 = 240.0;
const TITLE_MAX_W: f32 = 900.0;
const TITLE_SIZE: f32 = 22.0;
const ROUND_SIZE: f32 = 15.0;
/// The title's and the round titles' baselines, and the top of the first row.
const TITLE_Y: f32 = MARGIN + 19.0;
const ROUND_Y: f32 = TITLE_Y + 30.0;
const ROWS_Y: f32 = ROUND_Y + 6.0;
/// Inside a card: the padding at its sides and its corner radius.
const PAD: f32 = 8.0;
const RADIUS: f32 = 6.0;

/// The picture as items: the titles, the connectors, and a group per match.
struct Scene {
    width: u32,
    height: u32,
    background: SkColor,
    heading: Vec<Item>,
    connectors: Vec<Item>,
    matches: Vec<Card>,
}

/// A match's items, with where it is in the bracket.
struct Card {
    round: usize,
    index: usize,
    winner: Option<BracketWinner>,
    items: Vec<Item>,
}

/// Text as the picture shows it: without control characters.
fn clean(s: &str) -> String {
    s.chars().filter(|c| !c.is_control()).collect()
}

/// The matches feeding match `j` of a round, in the round before.
fn feeders(j: usize) -> impl Iterator<Item = usize> {
    let first = j.checked_mul(2);
    [first, first.and_then(|k| k.checked_add(1))]
        .into_iter()
        .flatten()
}

/// The vertical centre of every match, from the top of the first row: a first-round match
/// at its row, a later one between its feeders (at its own row if it has none), and never
/// closer than a row to the match above it.
fn centres(rounds: &[BracketRound], row: f32) -> Vec<Vec<f32>> {
    let mut all: Vec<Vec<f32>> = Vec::with_capacity(rounds.len());
    for (i, round) in rounds.iter().enumerate() {
        let before = i.checked_sub(1).and_then(|p| all.get(p));
        let mut here: Vec<f32> = Vec::with_capacity(round.matches.len());
        for j in 0..round.matches.len() {
            let fed: Vec<f32> = before
                .map(|b| feeders(j).filter_map(|k| b.get(k).copied()).collect())
                .unwrap_or_default();
            let want = if fed.is_empty() {
                (j as f32 + 0.5) * row
            } else {
                fed.iter().sum::<f32>() / fed.len() as f32
            };
            let c = here.last().map_or(want, |&above| want.max(above + row));
            here.push(c);
        }
        all.push(here);
    }
    all
}

/// The sizes inside a card, from the row height.
struct Metrics {
    card_h: f32,
    line_h: f32,
    name_size: f32,
    seed_size: f32,
    /// The seeds' column (0 without seeds).
    seed_w: f32,
}

impl Metrics {
    fn new(row: f32, rounds: &[BracketRound]) -> Metrics {
        let line_h = (row * 0.375).round();
        let name_size = (line_h * 0.64).round();
        let seed_size = (name_size * 0.75).round();
        let seed_w = rounds
            .iter()
            .flat_map(|r| &r.matches)
            .flat_map(|m| [&m.top, &m.bottom])
            .filter_map(|s| s.seed)
            .map(|seed| text::width(&seed.to_string(), seed_size))
            .reduce(f32::max)
            // Room for three digits at most: a tournament holds 128 players.
            .map_or(0.0, |w| w.min(text::width("999", seed_size)).ceil() + 6.0);
        Metrics {
            card_h: 2.0 * line_h,
            line_h,
            name_size,
            seed_size,
            seed_w,
        }
    }
}

impl Scene {
    fn of(picture: &BracketPicture) -> Scene {
        let pal = Palette::of(picture.theme);
        let rounds = &picture.rounds;
        let title = clean(&picture.title);
        let most = rounds.iter().map(|r| r.matches.len()).max().unwrap_or(0);
        let row = if most == 0 {
            ROW
        } else {
            ((TARGET_HEIGHT - ROWS_Y - MARGIN) / most as f32)
                .floor()
                .clamp(MIN_ROW, ROW)
        };
        let m = Metrics::new(row, rounds);
        let centres = centres(rounds, row);

        let columns = match rounds.len() {
            0 => 0.0,
            n => (n - 1) as f32 * COLUMN + CARD_W,
        };
        let title_w = (text::width(&title, TITLE_SIZE).ceil() + 2.0 * MARGIN).min(TITLE_MAX_W);
        let width = (columns + 2.0 * MARGIN).max(title_w).max(MIN_W).ceil();
        // Columns narrower than the title are centred under it.
        let left = ((width - columns) / 2.0).max(MARGIN).round();
        let lowest = centres.iter().flatten().copied().reduce(f32::max);
        let height = match (rounds.is_empty(), lowest) {
            (true, _) => TITLE_Y + 8.0 + MARGIN,
            (false, None) => ROWS_Y + MARGIN,
            (false, Some(c)) => ROWS_Y + (c + row / 2.0).ceil() + MARGIN,
        }
        .ceil();

        // The cards' tops at whole pixels, so that their 1-pixel outlines and the
        // connectors at their middles are crisp.
        let top_of = |c: f32| (ROWS_Y + c - m.card_h / 2.0).round();
        let x_of = |i: usize| left + i as f32 * COLUMN;

        let mut heading = vec![Item::text(
            text::fit(&title, TITLE_SIZE, width - 2.0 * MARGIN),
            (MARGIN, TITLE_Y),
            TITLE_SIZE,
            pal.text,
            Align::Left,
        )];
        for (i, round) in rounds.iter().enumerate() {
            heading.push(Item::text(
                text::fit(&clean(&round.title), ROUND_SIZE, CARD_W),
                (x_of(i) + CARD_W / 2.0, ROUND_Y),
                ROUND_SIZE,
                pal.muted,
                Align::Center,
            ));
        }

        let mut connectors = Vec::new();
        let ink = with_alpha(pal.line, 0.8);
        for (i, here) in centres.iter().enumerate().skip(1) {
            let Some(before) = centres.get(i - 1) else {
                continue;
            };
            let (right, left) = (x_of(i - 1) + CARD_W, x_of(i));
            let mid = ((right + left) / 2.0).round() + 0.5;
            for (j, &c) in here.iter().enumerate() {
                let mid_y = |c: f32| top_of(c) + m.line_h + 0.5;
                let fed: Vec<f32> = feeders(j)
                    .filter_map(|k| before.get(k).copied())
                    .map(mid_y)
                    .collect();
                if fed.is_empty() {
                    continue;
                }
                let y = mid_y(c);
                let seg =
                    |a: (f32, f32), b: (f32, f32)| Item::stroke(Shape::Segment(a, b), ink, 1.0);
                for &f in &fed {
                    connectors.push(seg((right, f), (mid, f)));
                }
                let lo = fed.iter().copied().fold(y, f32::min);
                let hi = fed.iter().copied().fold(y, f32::max);
                if hi > lo {
                    connectors.push(seg((mid, lo), (mid, hi)));
                }
                connectors.push(seg((mid, y), (left, y)));
            }
        }

        let mut matches = Vec::new();
        for (i, (round, cs)) in rounds.iter().zip(&centres).enumerate() {
            for (j, (game, &c)) in round.matches.iter().zip(cs).enumerate() {
                matches.push(Card {
                    round: i,
                    index: j,
                    winner: game.winner,
                    items: card_items(&pal, &m, game, x_of(i), top_of(c)),
                });
            }
        }

        Scene {
            width: width as u32,
            height: height as u32,
            background: pal.background,
            heading,
            connectors,
            matches,
        }
    }
}

/// A match's card at (x, y): its frame, a line per side and the rule between them.
fn card_items(pal: &Palette, m: &Metrics, game: &BracketMatch, x: f32, y: f32) -> Vec<Item> {
    let frame = Shape::RoundedRect {
        x: x + 0.5,
        y: y + 0.5,
        w: CARD_W - 1.0,
        h: m.card_h - 1.0,
        r: RADIUS,
    };
    let mut items = vec![
        Item::fill(frame.clone(), pal.panel),
        Item::stroke(frame, pal.card_border, 1.0),
        Item::stroke(
            Shape::Segment(
                (x + 1.0, y + m.line_h + 0.5),
                (x + CARD_W - 1.0, y + m.line_h + 0.5),
            ),
            pal.card_border,
            1.0,
        ),
    ];
    let sides = [
        (&game.top, BracketWinner::Top, y),
        (&game.bottom, BracketWinner::Bottom, y + m.line_h),
    ];
    for (side, which, top) in sides {
        let won = game.winner.map(|w| w == which);
        side_items(&mut items, pal, m, side, won, x, top);
    }
    items
}

/// One side's line, its top at `top`: `won` is whether it went through, once decided.
fn side_items(
    items: &mut Vec<Item>,
    pal: &Palette,
    m: &Metrics,
    side: &BracketSide,
    won: Option<bool>,
    x: f32,
    top: f32,
) {
    let faint = with_alpha(pal.muted, 0.6);
    let (ink, seed_ink) = match (side.empty, won) {
        (true, _) => (faint, faint),
        (false, Some(false)) => (pal.muted, pal.muted),
        (false, _) => (pal.text, pal.muted),
    };
    if won == Some(true) {
        // A mark at the card's edge: the side that went through.
        items.push(Item::fill(
            Shape::RoundedRect {
                x: x + 3.0,
                y: top + 5.0,
                w: 3.0,
                h: m.line_h - 9.0,
                r: 1.5,
            },
            pal.accent,
        ));
    }
    let baseline = top + m.line_h / 2.0 + 0.3 * m.name_size + 0.5;
    if let Some(seed) = side.seed {
        let s = text::fit(&seed.to_string(), m.seed_size, m.seed_w - 6.0);
        // Right-aligned in the seeds' column.
        let sx = x + PAD + m.seed_w - 6.0 - text::width(&s, m.seed_size);
        items.push(Item::text(
            s,
            (sx, baseline),
            m.seed_size,
            seed_ink,
            Align::Left,
        ));
    }
    let right = x + CARD_W - PAD;
    let score = side
        .score
        .as_ref()
        .map(|score| text::fit(&clean(score), m.name_size, CARD_W / 3.0));
    let score_w = score.as_ref().map_or(0.0, |s| text::width(s, m.name_size));
    let name_end = match score {
        Some(_) => right - score_w - 8.0,
        None => right,
    };
    let name_x = x + PAD + m.seed_w;
    let name = text::fit(&clean(&side.name), m.name_size, name_end - name_x);
    if !name.is_empty() {
        items.push(Item::text(
            name,
            (name_x, baseline),
            m.name_size,
            ink,
            Align::Left,
        ));
    }
    if let Some(score) = score {
        items.push(Item::text(
            score,
            (right - score_w, baseline),
            m.name_size,
            ink,
            Align::Left,
        ));
    }
}

fn write_document(out: &mut String, pal: &Palette, scene: &Scene) -> fmt::Result {
    let (w, h) = (scene.width, scene.height);
    // Round caps and joins for every stroke, as in the PNG.
    writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="bracket" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="{FONTS}" font-weight="500" stroke-linecap="round" stroke-linejoin="round">"#
    )?;
    writeln!(
        out,
        r#"<rect width="{w}" height="{h}"{}/>"#,
        Ink("fill", scene.background)
    )?;
    write_group(out, pal, "titles", &scene.heading)?;
    write_group(out, pal, "connectors", &scene.connectors)?;
    for card in &scene.matches {
        let winner = match card.winner {
            Some(BracketWinner::Top) => r#" data-winner="top""#,
            Some(BracketWinner::Bottom) => r#" data-winner="bottom""#,
            None => "",
        };
        writeln!(
            out,
            r#"<g class="match" data-round="{}" data-match="{}"{winner}>"#,
            card.round, card.index
        )?;
        write_items(out, pal, &card.items)?;
        out.push_str("</g>\n");
    }
    out.push_str("</svg>\n");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(name: &str) -> BracketSide {
        BracketSide {
            name: name.to_string(),
            seed: None,
            score: None,
            empty: false,
        }
    }

    fn game(a: &str, b: &str) -> BracketMatch {
        BracketMatch {
            top: side(a),
            bottom: side(b),
            winner: None,
        }
    }

    fn round(n: usize) -> BracketRound {
        BracketRound {
            title: format!("{n} matches"),
            matches: (0..n).map(|_| game("a", "b")).collect(),
        }
    }

    #[test]
    fn later_matches_sit_between_their_feeders() {
        let rounds = [round(4), round(2), round(1)];
        let c = centres(&rounds, 64.0);
        assert_eq!(c[0], [32.0, 96.0, 160.0, 224.0]);
        assert_eq!(c[1], [64.0, 192.0]);
        assert_eq!(c[2], [128.0]);
    }

    #[test]
    fn odd_rounds_do_not_overlap() {
        // More matches than the round before can feed, then one fed by one match only.
        let rounds = [round(3), round(4), round(1), round(0), round(2)];
        let c = centres(&rounds, 50.0);
        for here in &c {
            for pair in here.windows(2) {
                assert!(pair[1] >= pair[0] + 50.0, "{here:?}");
            }
        }
        assert_eq!(c[1][0], 50.0, "between 0 and 1 of the round before");
        assert_eq!(c[1][1], 125.0, "fed by the last match only");
        assert_eq!(c[4], [25.0, 75.0], "no feeders: at its own row");
    }

    #[test]
    fn feeders_do_not_overflow() {
        assert_eq!(feeders(3).collect::<Vec<_>>(), [6, 7]);
        assert_eq!(feeders(usize::MAX).count(), 0);
    }
}
