//! DVONN's board (DVONN.md §2), as PNG for chat and SVG for the web: the 49 spaces of the
//! five rows with their names, White's side (row 1) at the bottom unless flipped; stacks as
//! discs of their controller's colour with their height written on the top piece and
//! drawn as a pile, a red ring inside a stack that holds a DVONN piece and a red disc for a
//! lone one; the last decision (a placement ringed, a move as an arrow) and the stacks it cut
//! off (dashed crosses); and under the board the two players' cards (score, pieces left to
//! place) and whose decision it is, or the result. The picture is 21:16 like GIPF's, the
//! board across its top, so chat previews show it whole. The PNG copies the empty board
//! (outline, lines, row numbers) drawn once per size, theme and orientation.

use gipf_dvonn::{Action, Phase, Position, Side, Space};
use gipf_game::Game;
use gipf_i18n::{t, Lang};
use tiny_skia::{Color as SkColor, Pixmap};

use crate::encode::encode_png;
use crate::scene::{Item, Pen};
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::{rgb, with_alpha, Palette, Theme};
use crate::{height_for, RenderError};

/// How to draw a DVONN position.
#[derive(Clone, Debug)]
pub struct DvonnOptions {
    /// Image width in pixels ([`crate::MIN_WIDTH`]..=[`crate::MAX_WIDTH`]); the height follows
    /// (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// Black's side (row 5) at the bottom instead of White's.
    pub flip: bool,
    /// The players' names, White's then Black's.
    pub names: [String; 2],
    /// The last decision, to mark.
    pub last: Option<Action>,
    /// The spaces whose stacks the last move cut off and removed, to mark.
    pub removed: Vec<Space>,
    /// The language of the words under the board.
    pub lang: Lang,
}

impl Default for DvonnOptions {
    fn default() -> DvonnOptions {
        DvonnOptions {
            width: crate::DEFAULT_WIDTH,
            theme: Theme::Light,
            flip: false,
            names: ["White".to_string(), "Black".to_string()],
            last: None,
            removed: Vec::new(),
            lang: Lang::En,
        }
    }
}

/// The red of DVONN pieces, and its edge: the same in both themes (the pieces are red).
fn dvonn_red() -> (SkColor, SkColor) {
    (rgb(0xD3, 0x2F, 0x2F), rgb(0x7F, 0x12, 0x12))
}

/// Where the spaces go: the distance between neighbours and the board's centre.
struct Geometry {
    d: f32,
    cx: f32,
    cy: f32,
    flip: bool,
}

/// The players' cards' height, in units of the board's spacing.
const CARD_H: f32 = 2.1;
/// The gap between the board's outline and the cards.
const GAP: f32 = 0.45;
/// How far the outline reaches beyond the outer spaces.
const RIM: f32 = 0.62;

impl Geometry {
    /// The board across the picture's width (row numbers beyond both ends), the board and
    /// the cards under it centred in its height.
    fn new(w: f32, h: f32) -> Geometry {
        let d = w / 12.4;
        let content = 4.0 * 0.866 * d + 2.0 * RIM * d + GAP * d + CARD_H * d;
        let top = ((h - content) / 2.0).max(0.0);
        Geometry {
            d,
            cx: w / 2.0,
            cy: top + RIM * d + 2.0 * 0.866 * d,
            flip: false,
        }
    }

    /// A space's centre: rows across, row 1 at the bottom; one letter line runs up-left
    /// (`a1 a2 a3`), so a row up moves half a space left.
    fn at(&self, s: Space) -> (f32, f32) {
        let (x, y) = (s.x() as f32, s.y() as f32);
        // a3 (x 0, y 2) is the leftmost space and k3 the rightmost: the board's centre is at
        // x - y/2 = 4, y = 2.
        let dx = (x - y / 2.0 - 4.0) * self.d;
        let dy = -(y - 2.0) * 0.866_025_4 * self.d;
        if self.flip {
            (self.cx - dx, self.cy - dy)
        } else {
            (self.cx + dx, self.cy + dy)
        }
    }
}

/// The position as a PNG.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range, [`RenderError::Png`] if encoding fails.
pub fn render_dvonn(position: &Position, options: &DvonnOptions) -> Result<Vec<u8>, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let mut g = Geometry::new(options.width as f32, height as f32);
    g.flip = options.flip;
    // The empty board (outline, lines, row numbers) is the same for every position of a
    // size, theme and orientation: drawn once, then copied.
    static BASE: std::sync::OnceLock<crate::board::Cache<(u32, Theme, bool), Pixmap>> =
        std::sync::OnceLock::new();
    let base = BASE
        .get_or_init(crate::board::Cache::new)
        .get_or((options.width, options.theme, options.flip), || {
            let mut pm = Pixmap::new(options.width, height)?;
            pm.fill(pal.background);
            crate::raster::draw(&mut pm, options.theme, &outline_and_lines(&g, &pal));
            crate::raster::draw(&mut pm, options.theme, &row_numbers(&g, &pal));
            Some(pm)
        })
        .ok_or(RenderError::Size(options.width))?;
    let mut pm = (*base).clone();
    crate::raster::draw(&mut pm, options.theme, &vacant_items(&g, &pal, position));
    for (name, items) in layers(position, options, &pal, height) {
        if name != "board" {
            crate::raster::draw(&mut pm, options.theme, &items);
        }
    }
    encode_png(&pm)
}

/// The same picture as a standalone SVG document, for web pages: each layer a `<g>` of its
/// name (`board`, `removed`, `stacks`, `last`, `panel`), each stack a `<g class="stack">`.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range.
pub fn render_dvonn_svg(
    position: &Position,
    options: &DvonnOptions,
) -> Result<String, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let layers = layers(position, options, &pal, height);
    Ok(crate::svg::game_document(
        "dvonn",
        options.width,
        height,
        &pal,
        layers,
    ))
}

/// An SVG of [`render_dvonn_svg`] cut to the board alone: its view box ends above the
/// players' cards (a phone shows their facts in the page instead). `None` when `svg` is no
/// such picture.
pub fn dvonn_board_only(svg: &str) -> Option<String> {
    crate::svg::cut_below_board(svg, "dvonn", |w, h| {
        let g = Geometry::new(w, h);
        // The board spans the picture's width; the cut is half the gap between the
        // board's outline and the cards.
        (0.0, w, g.cy + 2.0 * 0.866 * g.d + (RIM + GAP / 2.0) * g.d)
    })
}

/// Everything to draw, bottom layer first, each with its name.
fn layers(
    p: &Position,
    o: &DvonnOptions,
    pal: &Palette,
    height: u32,
) -> Vec<(&'static str, Vec<Item>)> {
    let mut g = Geometry::new(o.width as f32, height as f32);
    g.flip = o.flip;
    vec![
        ("board", board_items(&g, pal, p)),
        ("removed", removed_items(&g, pal, &o.removed)),
        ("stacks", stack_items(&g, pal, p)),
        ("last", last_items(&g, pal, o.last)),
        ("panel", panel_items(&g, pal, p, o)),
    ]
}

/// The board: its outline, the lines between neighbouring spaces, a dot and the name of
/// every vacant space, the row numbers at both ends of each row.
fn board_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    let mut items = outline_and_lines(g, pal);
    items.extend(vacant_items(g, pal, p));
    items.extend(row_numbers(g, pal));
    items
}

/// The board's outline and the lines between neighbouring spaces.
fn outline_and_lines(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    let corner = |name: &str| {
        name.parse::<Space>()
            .map(|s| g.at(s))
            .unwrap_or((g.cx, g.cy))
    };
    // The six corners of the board (a1 i1 k3 k5 c5 a3), pushed outwards from the centre.
    let outline: Vec<(f32, f32)> = ["a1", "i1", "k3", "k5", "c5", "a3"]
        .iter()
        .map(|n| {
            let (x, y) = corner(n);
            let (vx, vy) = (x - g.cx, y - g.cy);
            let len = (vx * vx + vy * vy).sqrt().max(1.0);
            (x + vx / len * RIM * d, y + vy / len * RIM * d)
        })
        .collect();
    let mut items = vec![
        Item::fill(Shape::Polygon(outline.clone()), pal.board),
        Item::stroke(Shape::Polygon(outline), pal.line, 0.03 * d),
    ];
    for s in Space::all() {
        let a = g.at(s);
        for (dx, dy) in [(1, 0), (0, 1), (1, 1)] {
            if let Some(n) = Space::from_xy(s.x() + dx, s.y() + dy) {
                items.push(Item::stroke(
                    Shape::Segment(a, g.at(n)),
                    pal.line,
                    0.025 * d,
                ));
            }
        }
    }
    items
}

/// The vacant spaces' dots and names (a stack hides its space's).
fn vacant_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    let d = g.d;
    let mut items = Vec::new();
    for s in Space::all() {
        let (x, y) = g.at(s);
        if p.stack(s).is_none() {
            items.push(Item::fill(Shape::circle(x, y, 0.07 * d), pal.dot));
            items.push(Item::text(
                s.to_string(),
                (x, y + 0.32 * d),
                0.2 * d,
                with_alpha(pal.label, 0.8),
                Align::Center,
            ));
        }
    }
    items
}

/// The row numbers beyond both ends of each row.
fn row_numbers(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    let mut items = Vec::new();
    for row in 0..5 {
        let first = (0..11).find_map(|x| Space::from_xy(x, row));
        let last = (0..11).rev().find_map(|x| Space::from_xy(x, row));
        for (s, side) in [(first, -1.0), (last, 1.0)] {
            if let Some(s) = s {
                let (x, y) = g.at(s);
                let side = if g.flip { -side } else { side };
                items.push(Item::text(
                    (row + 1).to_string(),
                    (x + side * 0.78 * d, y + 0.1 * d),
                    0.26 * d,
                    pal.label,
                    Align::Center,
                ));
            }
        }
    }
    items
}

/// The fill and edge of a side's pieces.
fn colours(pal: &Palette, side: Side) -> (SkColor, SkColor, SkColor) {
    match side {
        Side::First => (pal.white_fill, pal.white_edge, pal.white_edge),
        Side::Second => (pal.black_fill, pal.black_edge, pal.white_fill),
    }
}

/// Every stack: a pile of discs (up to four shown) in its controller's colour, its height
/// on the top one, a red ring when it holds a DVONN piece; a lone DVONN piece red.
fn stack_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    let d = g.d;
    let r = 0.4 * d;
    let (red, red_edge) = dvonn_red();
    let mut items = Vec::new();
    for s in Space::all() {
        let Some(stack) = p.stack(s) else { continue };
        let (x, y) = g.at(s);
        let mut disc = Vec::new();
        match stack.controller {
            None => {
                disc.push(Item::fill(Shape::circle(x, y, r), red));
                disc.push(Item::stroke(Shape::circle(x, y, r), red_edge, 0.05 * d));
            }
            Some(side) => {
                let (fill, edge, ink) = colours(pal, side);
                // The pile: the pieces under the top one, each a little lower.
                let under = stack.height.min(4).saturating_sub(1);
                for i in (1..=under).rev() {
                    let oy = y + i as f32 * 0.07 * d;
                    disc.push(Item::fill(Shape::circle(x, oy, r), fill));
                    disc.push(Item::stroke(Shape::circle(x, oy, r), edge, 0.04 * d));
                }
                disc.push(Item::fill(Shape::circle(x, y, r), fill));
                disc.push(Item::stroke(Shape::circle(x, y, r), edge, 0.05 * d));
                if stack.dvonn {
                    disc.push(Item::Stroke(
                        Shape::circle(x, y, 0.72 * r),
                        red,
                        Pen {
                            width: 0.08 * d,
                            dash: None,
                        },
                    ));
                }
                if stack.height >= 2 {
                    disc.push(Item::text(
                        stack.height.to_string(),
                        (x, y + 0.13 * d),
                        0.36 * d,
                        ink,
                        Align::Center,
                    ));
                }
            }
        }
        items.push(Item::Group("stack", disc));
    }
    items
}

/// The stacks the last move cut off: a dashed circle and a cross where each stood.
fn removed_items(g: &Geometry, pal: &Palette, removed: &[Space]) -> Vec<Item> {
    let d = g.d;
    let pen = Pen {
        width: 0.05 * d,
        dash: Some((0.12 * d, 0.09 * d)),
    };
    let mut items = Vec::new();
    for &s in removed {
        let (x, y) = g.at(s);
        let k = 0.2 * d;
        items.push(Item::Stroke(
            Shape::circle(x, y, 0.38 * d),
            pal.removed,
            pen,
        ));
        items.push(Item::stroke(
            Shape::Segment((x - k, y - k), (x + k, y + k)),
            pal.removed,
            0.05 * d,
        ));
        items.push(Item::stroke(
            Shape::Segment((x - k, y + k), (x + k, y - k)),
            pal.removed,
            0.05 * d,
        ));
    }
    items
}

/// The last decision: the placed piece ringed, or the move's arrow from where the stack
/// was to where it landed, and a ring round where it landed.
fn last_items(g: &Geometry, pal: &Palette, last: Option<Action>) -> Vec<Item> {
    let d = g.d;
    let ring = |s: Space| {
        let (x, y) = g.at(s);
        Item::stroke(Shape::circle(x, y, 0.47 * d), pal.accent, 0.06 * d)
    };
    match last {
        None => Vec::new(),
        Some(Action::Place(s)) => vec![ring(s)],
        Some(Action::Move { from, to }) => {
            let (a, b) = (g.at(from), g.at(to));
            let (vx, vy) = (b.0 - a.0, b.1 - a.1);
            let len = (vx * vx + vy * vy).sqrt().max(1.0);
            let (ux, uy) = (vx / len, vy / len);
            // From the vacated space's edge to the landing stack's edge.
            let start = (a.0 + ux * 0.15 * d, a.1 + uy * 0.15 * d);
            let tip = (b.0 - ux * 0.47 * d, b.1 - uy * 0.47 * d);
            let head = 0.22 * d;
            let wing = |sign: f32| {
                (
                    tip.0 - ux * head - sign * uy * head * 0.6,
                    tip.1 - uy * head + sign * ux * head * 0.6,
                )
            };
            vec![
                Item::stroke(
                    Shape::circle(a.0, a.1, 0.15 * d),
                    with_alpha(pal.accent, 0.9),
                    0.05 * d,
                ),
                Item::stroke(Shape::Segment(start, tip), pal.accent, 0.08 * d),
                Item::fill(Shape::Polygon(vec![tip, wing(1.0), wing(-1.0)]), pal.accent),
                ring(to),
            ]
        }
    }
}

/// Under the board: a card per player (a disc of his colour, his name, his score and the
/// pieces he has left to place), the decider's framed; between them whose decision it is,
/// or the result, and the phase.
fn panel_items(g: &Geometry, pal: &Palette, p: &Position, o: &DvonnOptions) -> Vec<Item> {
    let d = g.d;
    let w = o.width as f32;
    let lang = o.lang;
    let top = g.cy + 2.0 * 0.866 * d + (RIM + GAP) * d;
    let card_h = CARD_H * d;
    let card_w = 0.26 * w;
    let mut items = Vec::new();
    let placed = p.pieces() as i64;
    let (white_score, black_score) = p.scores();
    let left_to_place = |side: Side| i64::from(p.to_place(side));
    let decider = p.decider();
    for side in Side::BOTH {
        let x0 = if side == Side::First {
            0.04 * w
        } else {
            w - 0.04 * w - card_w
        };
        let frame = Shape::RoundedRect {
            x: x0,
            y: top,
            w: card_w,
            h: card_h,
            r: 0.18 * d,
        };
        items.push(Item::fill(frame.clone(), pal.panel));
        let (border, width) = if decider == Some(side) {
            (pal.accent, 0.06 * d)
        } else {
            (pal.card_border, 0.03 * d)
        };
        items.push(Item::stroke(frame, border, width));
        let (fill, edge, _) = colours(pal, side);
        let (ix, iy) = (x0 + 0.5 * d, top + 0.5 * d);
        items.push(Item::fill(Shape::circle(ix, iy, 0.28 * d), fill));
        items.push(Item::stroke(
            Shape::circle(ix, iy, 0.28 * d),
            edge,
            0.04 * d,
        ));
        let name = crate::text::fit(&o.names[side.index()], 0.3 * d, card_w - 1.2 * d);
        items.push(Item::text(
            name,
            (x0 + 0.95 * d, top + 0.6 * d),
            0.3 * d,
            pal.text,
            Align::Left,
        ));
        let score = if side == Side::First {
            white_score
        } else {
            black_score
        };
        items.push(Item::text(
            t!(lang, "dvonn-panel-score", score = i64::from(score)),
            (x0 + 0.3 * d, top + 1.2 * d),
            0.24 * d,
            pal.text,
            Align::Left,
        ));
        if p.phase() == Phase::Placement {
            items.push(Item::text(
                t!(lang, "dvonn-panel-to-place", count = left_to_place(side)),
                (x0 + 0.3 * d, top + 1.65 * d),
                0.22 * d,
                pal.muted,
                Align::Left,
            ));
        }
    }
    // The middle: whose decision, or the result; and the phase.
    let name = |s: Side| o.names[s.index()].clone();
    let head = match (p.outcome(), decider) {
        (Some(out), _) => match out.winner {
            Some(wn) => t!(
                lang,
                "dvonn-panel-wins",
                name = name(wn),
                high = i64::from(white_score.max(black_score)),
                low = i64::from(white_score.min(black_score))
            ),
            None => t!(lang, "dvonn-panel-draw", score = i64::from(white_score)),
        },
        (None, Some(s)) if p.phase() == Phase::Placement && placed < 3 => {
            t!(lang, "dvonn-panel-to-place-dvonn", name = name(s))
        }
        (None, Some(s)) if p.phase() == Phase::Placement => {
            t!(lang, "dvonn-panel-to-place-piece", name = name(s))
        }
        (None, Some(s)) => t!(lang, "dvonn-panel-to-move", name = name(s)),
        (None, None) => String::new(),
    };
    let sub = match p.phase() {
        Phase::Placement => t!(lang, "dvonn-panel-placement", placed = placed),
        Phase::Movement => t!(lang, "dvonn-panel-movement"),
        Phase::Over => t!(lang, "dvonn-panel-over"),
    };
    let mid = w / 2.0;
    let span = w - 2.0 * (0.04 * w + card_w) - 0.3 * d;
    items.push(Item::text(
        "DVONN".to_string(),
        (mid, top + 0.45 * d),
        0.24 * d,
        pal.muted,
        Align::Center,
    ));
    items.push(Item::text(
        crate::text::fit(&head, 0.3 * d, span),
        (mid, top + 1.0 * d),
        0.3 * d,
        pal.text,
        Align::Center,
    ));
    items.push(Item::text(
        crate::text::fit(&sub, 0.21 * d, span),
        (mid, top + 1.45 * d),
        0.21 * d,
        pal.muted,
        Align::Center,
    ));
    items
}
