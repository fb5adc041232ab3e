//! PÜNCT's board (PUNCT.md §2–§7), as PNG for chat and SVG for the web: the 211 points as a
//! hexagonal grid (row 1 at the bottom, as §2's diagram), the column letters under the
//! columns' lower ends and the row numbers left of the rows; the central hexagon tinted; the
//! six sides marked by strips whose hue and dash pair the opposite sides; each piece as one
//! solid body through its three points (a triangle, a straight bar, an angle) in its owner's
//! colour, White light and Black dark, its PÜNCT a red dot and its minor dots plain rings;
//! a piece above the board a shade further from its colour per level, its level as a number
//! in a badge, a shadow under it, higher pieces drawn later; a bridge's gap (its middle over
//! a lower level) a dark hollow ring on the piece; the connection that won drawn as a green
//! line through its points; the last action (the old place a dashed ghost, the new place
//! ringed in orange, an arrow from the old PÜNCT to the new, a rotation a curved arrow); a
//! preview of an action not played yet in blue. Beside the board, on the left: the game's
//! name, a card per player (his colour, his name, his pieces left to place as little shapes
//! with their counts, his centre count), the clock and whose turn it is or the result. The
//! picture is 21:16 like the others.
//!
//! About 1,750 lines, a quarter of them tests: one game's picture is one topic (the board,
//! the pieces, the marks and the panel share one geometry and one palette), as for the
//! other games' `tzaar.rs` and `zertz.rs`.

use gipf_i18n::{t, Lang};
use gipf_punct::{
    Action, Orientation, Piece, Point, Position, Reason, Shape as Kind, Side, Variant, CLOCK_LIMIT,
};
use tiny_skia::{Color as SkColor, Pixmap};

use crate::encode::encode_png;
use crate::scene::{Item, Pen};
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::{rgb, with_alpha, Palette, Theme};
use crate::{height_for, RenderError};

/// How to draw a PÜNCT position.
#[derive(Clone, Debug)]
pub struct PunctOptions {
    /// Image width in pixels ([`crate::MIN_WIDTH`]..=[`crate::MAX_WIDTH`]); the height follows
    /// (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// The players' names, White's then Black's (an empty name shows the colour alone).
    pub names: [String; 2],
    /// The last action, drawn: its piece's new place ringed; for a move an arrow from the
    /// old PÜNCT point to the new one (a rotation a curved arrow round it) and, with
    /// [`PunctOptions::last_from`], the old place as a dashed ghost.
    pub last: Option<Action>,
    /// For a last move or rotation: the piece as it lay before it (`before.top_at(from)` in
    /// the position it was played in). [`PunctOptions::with_last`] sets both.
    pub last_from: Option<Piece>,
    /// An action not played yet (a player's preview before he confirms): the piece drawn
    /// where it would lie, in blue, its present place (for a move) dashed.
    pub preview: Option<Action>,
    /// How the game ended when it ended off the board (resignation, time), as one line:
    /// shown instead of whose turn it is.
    pub result: Option<String>,
    /// The language of the words beside the board.
    pub lang: Lang,
}

impl PunctOptions {
    /// These options with `action`, played in `before`, as the last action: sets
    /// [`PunctOptions::last`] and, for a move, [`PunctOptions::last_from`] (the moved piece
    /// as it lay in `before`).
    pub fn with_last(mut self, before: &Position, action: Action) -> PunctOptions {
        self.last = Some(action);
        self.last_from = match action {
            Action::Move { from, .. } => before.top_at(from).filter(|p| p.punct == from),
            Action::Place { .. } => None,
        };
        self
    }
}

impl Default for PunctOptions {
    fn default() -> PunctOptions {
        PunctOptions {
            width: crate::DEFAULT_WIDTH,
            theme: Theme::Light,
            names: [String::new(), String::new()],
            last: None,
            last_from: None,
            preview: None,
            result: None,
            lang: Lang::En,
        }
    }
}

/// sin 60°: a row's step up.
const S60: f32 = 0.866_025_4;
/// The panel's width, as a share of the picture's.
const PANEL_W: f32 = 0.27;
/// A piece's body width, in spacings.
const BODY: f32 = 0.7;
/// The hairline round a body, in spacings.
const EDGE: f32 = 0.05;
/// How far the labels lie beyond the edge points, in spacings.
const LABEL_OUT: f32 = 1.05;
/// The labels' size, in spacings.
const LABEL_SIZE: f32 = 0.38;
/// How far the backdrop reaches beyond the sides' points, in spacings.
const BACK_OUT: f32 = 0.72;

/// A point's position in spacings: across (right), and up; row 1 at the bottom.
fn plane(p: Point) -> (f32, f32) {
    let (x, y) = p.xy();
    (x as f32 - y as f32 / 2.0, y as f32 * S60)
}

/// A step (Δx, Δy) in spacings on the drawing.
fn step((dx, dy): (i32, i32)) -> (f32, f32) {
    (dx as f32 - dy as f32 / 2.0, dy as f32 * S60)
}

/// The board's middle (`i9`) in spacings.
const MIDDLE: (f32, f32) = (4.0, 8.0 * S60);

fn point(name: &str) -> Point {
    name.parse()
        .unwrap_or_else(|_| unreachable!("{name} is a point"))
}

/// The backdrop's outline in spacings: each side's line of points pushed out by
/// [`BACK_OUT`] and a little past its ends, the corners cut.
fn backdrop() -> Vec<(f32, f32)> {
    let mut v: Vec<(f32, f32)> = Vec::new();
    for axis in gipf_punct::Axis::ALL {
        for side in axis.sides() {
            let (Some(&a), Some(&b)) = (side.first(), side.last()) else {
                continue;
            };
            let (a, b) = (plane(a), plane(b));
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            let n = unit((mid.0 - MIDDLE.0, mid.1 - MIDDLE.1));
            let t = unit((b.0 - a.0, b.1 - a.1));
            let e = 0.32;
            v.push((
                a.0 + n.0 * BACK_OUT - t.0 * e,
                a.1 + n.1 * BACK_OUT - t.1 * e,
            ));
            v.push((
                b.0 + n.0 * BACK_OUT + t.0 * e,
                b.1 + n.1 * BACK_OUT + t.1 * e,
            ));
        }
    }
    v.sort_by(|p, q| {
        let ang = |(x, y): (f32, f32)| (y - MIDDLE.1).atan2(x - MIDDLE.0);
        ang(*p).total_cmp(&ang(*q))
    });
    v
}

fn unit((x, y): (f32, f32)) -> (f32, f32) {
    let l = x.hypot(y).max(1e-6);
    (x / l, y / l)
}

/// The names along the edges, in spacings: each column's letter one step on beyond its
/// lowest point (under the bottom row and the lower right side), each row's number one step
/// on left of its leftmost point. At the missing corner `a1`, where column `a`'s letter and
/// row 1's number would meet, the two are pushed apart.
fn labels() -> Vec<(String, (f32, f32))> {
    let mut out = Vec::new();
    let se = step((0, -1));
    let w = step((-1, 0));
    for x in 0..17 {
        let Some(low) = (0..17).find_map(|y| Point::from_xy(x, y)) else {
            continue;
        };
        let (px, py) = plane(low);
        let mut at = (px + se.0 * LABEL_OUT, py + se.1 * LABEL_OUT);
        if x == 0 {
            at = (at.0 - 0.38, at.1 + 0.12);
        }
        out.push((char::from(b'a' + x as u8).to_string(), at));
    }
    for y in 0..17 {
        let Some(left) = (0..17).find_map(|x| Point::from_xy(x, y)) else {
            continue;
        };
        let (px, py) = plane(left);
        let mut at = (px + w.0 * LABEL_OUT, py + w.1 * LABEL_OUT);
        if y == 0 {
            at = (at.0 + 0.2, at.1 - 0.38);
        }
        out.push(((y + 1).to_string(), at));
    }
    out
}

/// Where the places go: the spacing and the screen position of plane (0, 0); the board's
/// box with its labels; the panel's left edge, width and unit.
struct Geometry {
    d: f32,
    ox: f32,
    oy: f32,
    /// The board with its labels: left, right, top, bottom.
    board: (f32, f32, f32, f32),
    px: f32,
    pw: f32,
    u: f32,
    h: f32,
}

impl Geometry {
    /// The panel on the left, the board as large as the rest allows, centred in it.
    fn new(w: f32, h: f32) -> Geometry {
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        let mut grow = |x: f32, y: f32, r: f32| {
            x0 = x0.min(x - r);
            x1 = x1.max(x + r);
            y0 = y0.min(y - r);
            y1 = y1.max(y + r);
        };
        for (x, y) in backdrop() {
            grow(x, y, 0.08);
        }
        for (_, (x, y)) in labels() {
            grow(x, y, LABEL_SIZE * 0.55);
        }
        let (span_x, span_y) = (x1 - x0, y1 - y0);
        let left = PANEL_W * w + 0.005 * w;
        let right = w - 0.008 * w;
        let (top, bottom) = (0.01 * h, 0.99 * h);
        let d = ((right - left) / span_x).min((bottom - top) / span_y);
        let bx = (left + right - span_x * d) / 2.0;
        let by = (top + bottom - span_y * d) / 2.0;
        let ox = bx - x0 * d;
        let oy = by + y1 * d;
        Geometry {
            d,
            ox,
            oy,
            board: (bx, bx + span_x * d, by, by + span_y * d),
            px: 0.02 * w,
            pw: PANEL_W * w - 0.025 * w,
            u: h / 20.0,
            h,
        }
    }

    fn to_screen(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (self.ox + x * self.d, self.oy - y * self.d)
    }

    fn at(&self, p: Point) -> (f32, f32) {
        self.to_screen(plane(p))
    }
}

/// The position as a PNG.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range, [`RenderError::Png`] if encoding fails.
pub fn render_punct(position: &Position, options: &PunctOptions) -> Result<Vec<u8>, RenderError> {
    let width = options.width;
    let height = height_for(width)?;
    let pal = Palette::of(options.theme);
    let mut pm = Pixmap::new(width, height).ok_or(RenderError::Size(width))?;
    pm.fill(pal.background);
    for (_, items) in layers(position, options, &pal, height) {
        crate::raster::draw(&mut pm, options.theme, &items);
    }
    encode_png(&pm)
}

/// The same picture as a standalone SVG document, for web pages: each layer a `<g>` of its
/// name (`board`, `pieces`, `chain`, `last`, `preview`, `panel`); in the board, the
/// `backdrop`, the `centre`, a `side` per side, the `grid` and the `labels`; each piece a
/// `<g class="piece white">` (`piece black`) with its `punct` dot, its `minor` dots, its
/// `level` badge above the board and a `gap` under a bridge's middle; the winning chain's
/// `connection` group; the last action's `from`, `to`, `arrow` (`rotation`) groups; the preview's
/// `preview-piece`; the panel's `card` groups (the decider's `card decider`), each with its
/// `reserve` of shapes.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range.
pub fn render_punct_svg(
    position: &Position,
    options: &PunctOptions,
) -> Result<String, RenderError> {
    let width = options.width;
    let height = height_for(width)?;
    let pal = Palette::of(options.theme);
    let layers = layers(position, options, &pal, height);
    Ok(crate::svg::game_document(
        "punct", width, height, &pal, layers,
    ))
}

/// An SVG of [`render_punct_svg`] cut to the board alone: its view box leaves out the
/// panel (a phone shows the players' facts in the page instead) and is as narrow as the
/// board with its labels. `None` when `svg` is no such picture.
pub fn punct_board_only(svg: &str) -> Option<String> {
    crate::svg::cut_below_board(svg, "punct", |w, h| {
        let g = Geometry::new(w, h);
        let (l, r, _, b) = g.board;
        (l, r, b)
    })
}

/// Everything to draw, bottom layer first, each with its name.
fn layers(
    p: &Position,
    o: &PunctOptions,
    pal: &Palette,
    height: u32,
) -> Vec<(&'static str, Vec<Item>)> {
    let g = Geometry::new(o.width as f32, height as f32);
    let c = Colours::of(o.theme, pal);
    vec![
        ("board", board_items(&g, pal, &c)),
        ("pieces", piece_items(&g, pal, &c, p, o)),
        ("chain", chain_items(&g, &c, p)),
        ("last", last_items(&g, pal, &c, p, o)),
        ("preview", preview_items(&g, &c, p, o)),
        ("panel", panel_items(&g, pal, &c, p, o)),
    ]
}

/// The colours of the board and the pieces.
struct Colours {
    /// White's body per level (0, 1, 2, 3, 4 and up), then Black's.
    shades: [[SkColor; 5]; 2],
    /// The hairline round each colour's bodies.
    edge: [SkColor; 2],
    /// The minor dots' rings on each colour.
    minor: [SkColor; 2],
    /// The level badge's disc and number on each colour.
    badge: [(SkColor, SkColor); 2],
    /// The PÜNCT dot.
    punct: SkColor,
    /// Under a piece above the board.
    shadow: SkColor,
    centre: SkColor,
    /// The three pairs of sides.
    sides: [SkColor; 3],
    /// The preview's blue.
    preview: SkColor,
    /// The winning chain's green.
    chain: SkColor,
}

impl Colours {
    fn of(theme: Theme, pal: &Palette) -> Colours {
        let white = [
            rgb(0xFB, 0xF9, 0xF4),
            rgb(0xEE, 0xE4, 0xCF),
            rgb(0xE0, 0xCF, 0xAA),
            rgb(0xD1, 0xB9, 0x86),
            rgb(0xC2, 0xA3, 0x63),
        ];
        let black = [
            rgb(0x26, 0x27, 0x2B),
            rgb(0x34, 0x3A, 0x4E),
            rgb(0x43, 0x4D, 0x6E),
            rgb(0x52, 0x60, 0x8D),
            rgb(0x61, 0x73, 0xAB),
        ];
        let (centre, sides) = match theme {
            Theme::Light => (
                with_alpha(rgb(0x9A, 0x6A, 0x2A), 0.22),
                [
                    rgb(0x3E, 0x8E, 0x94),
                    rgb(0x8C, 0x6B, 0xB3),
                    rgb(0xB0, 0x7A, 0x2E),
                ],
            ),
            Theme::Dark => (
                with_alpha(rgb(0xE0, 0xC0, 0x80), 0.16),
                [
                    rgb(0x5F, 0xB8, 0xBE),
                    rgb(0xAE, 0x92, 0xD6),
                    rgb(0xD6, 0xA0, 0x55),
                ],
            ),
        };
        Colours {
            shades: [white, black],
            edge: [pal.white_edge, pal.black_edge],
            minor: [rgb(0x9C, 0x92, 0x80), rgb(0x8A, 0x8D, 0x96)],
            badge: [
                (rgb(0x3A, 0x36, 0x30), rgb(0xFF, 0xFF, 0xFF)),
                (rgb(0xF4, 0xF2, 0xEC), rgb(0x16, 0x17, 0x1A)),
            ],
            punct: rgb(0xD9, 0x2B, 0x35),
            shadow: with_alpha(rgb(0, 0, 0), 0.38),
            centre,
            sides,
            preview: rgb(0x2F, 0x80, 0xED),
            chain: pal.better,
        }
    }

    fn shade(&self, side: Side, level: u32) -> SkColor {
        self.shades[side.index()][(level as usize).min(4)]
    }
}

/// The backdrop, the central hexagon, the side strips, the grid's lines and dots, the
/// labels.
fn board_items(g: &Geometry, pal: &Palette, c: &Colours) -> Vec<Item> {
    let d = g.d;
    let mut items = Vec::new();
    let back: Vec<_> = backdrop().into_iter().map(|q| g.to_screen(q)).collect();
    items.push(Item::Group(
        "backdrop",
        vec![
            Item::fill(Shape::Polygon(back.clone()), pal.board),
            Item::stroke(Shape::Polygon(back), pal.line, 0.04 * d),
        ],
    ));
    // The centre: a hexagon through the points two steps from i9, widened by half a step.
    let mid = g.at(point("i9"));
    let hex: Vec<_> = (0..6)
        .map(|k| {
            let (dx, dy) = step(DIRS[k]);
            (mid.0 + 2.55 * dx * d, mid.1 - 2.55 * dy * d)
        })
        .collect();
    items.push(Item::Group(
        "centre",
        vec![
            Item::fill(Shape::Polygon(hex.clone()), c.centre),
            Item::stroke(Shape::Polygon(hex), with_alpha(pal.line, 0.7), 0.035 * d),
        ],
    ));
    // The six sides: a strip just outside each side's points, the pair's hue and dash.
    for axis in gipf_punct::Axis::ALL {
        let k = axis.index();
        for side in axis.sides() {
            let (Some(&a), Some(&b)) = (side.first(), side.last()) else {
                continue;
            };
            let (s, e) = strip(g, a, b);
            let dash = match k {
                0 => None,
                1 => Some((0.5 * d, 0.25 * d)),
                _ => Some((0.05 * d, 0.28 * d)),
            };
            items.push(Item::Group(
                "side",
                vec![Item::Stroke(
                    Shape::Segment(s, e),
                    c.sides[k],
                    Pen {
                        width: 0.17 * d,
                        dash,
                    },
                )],
            ));
        }
    }
    // The lines: every column, row and diagonal, end to end.
    let mut grid = Vec::new();
    let ink = with_alpha(pal.line, 0.55);
    let lw = (0.03 * d).max(0.7);
    for dir in [(1, 0), (0, 1), (1, 1)] {
        for p in Point::all() {
            let back = Point::from_xy(p.x() - dir.0, p.y() - dir.1);
            if back.is_some() {
                continue;
            }
            let mut end = p;
            while let Some(q) = Point::from_xy(end.x() + dir.0, end.y() + dir.1) {
                end = q;
            }
            if end != p {
                grid.push(Item::stroke(Shape::Segment(g.at(p), g.at(end)), ink, lw));
            }
        }
    }
    for p in Point::all() {
        let (x, y) = g.at(p);
        let r = if p.is_central() { 0.09 } else { 0.075 };
        grid.push(Item::fill(Shape::circle(x, y, r * d), pal.dot));
    }
    items.push(Item::Group("grid", grid));
    let size = LABEL_SIZE * d;
    let labels = labels()
        .into_iter()
        .map(|(s, q)| {
            let (x, y) = g.to_screen(q);
            Item::text(s, (x, y + 0.36 * size), size, pal.label, Align::Center)
        })
        .collect();
    items.push(Item::Group("labels", labels));
    items
}

/// The screen ends of the strip along the side from `a` to `b`: half a step outside.
fn strip(g: &Geometry, a: Point, b: Point) -> ((f32, f32), (f32, f32)) {
    let (pa, pb) = (plane(a), plane(b));
    let mid = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
    let n = unit((mid.0 - MIDDLE.0, mid.1 - MIDDLE.1));
    let t = unit((pb.0 - pa.0, pb.1 - pa.1));
    let out = 0.5;
    (
        g.to_screen((pa.0 + n.0 * out - t.0 * 0.1, pa.1 + n.1 * out - t.1 * 0.1)),
        g.to_screen((pb.0 + n.0 * out + t.0 * 0.1, pb.1 + n.1 * out + t.1 * 0.1)),
    )
}

/// The six directions E, NE, NW, W, SW, SE as (Δx, Δy).
const DIRS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// A body's outline through its points: a triangle's three corners, or a straight or angular
/// piece's end, middle, other end and middle again (one closed path, so that a stroke of it
/// is one shape, even translucent).
fn body_path(pts: [(f32, f32); 3], o: Orientation) -> Shape {
    match o.middle() {
        None => Shape::Polygon(pts.to_vec()),
        Some(m) => {
            let (a, b) = match m {
                0 => (1, 2),
                1 => (0, 2),
                _ => (0, 1),
            };
            Shape::Polygon(vec![pts[a], pts[m], pts[b], pts[m]])
        }
    }
}

/// The screen points of a piece lying in `o` with its PÜNCT on `punct`, PÜNCT first.
fn piece_points(g: &Geometry, o: Orientation, punct: Point) -> Option<[(f32, f32); 3]> {
    let pts = o.points_at(punct)?;
    Some(pts.map(|q| g.at(q)))
}

/// A piece's body of spacing `d` at screen points `pts`: its edge, its fill, its PÜNCT dot
/// and its minor dots' rings.
fn body(
    c: &Colours,
    pts: [(f32, f32); 3],
    o: Orientation,
    side: Side,
    fill: SkColor,
    d: f32,
) -> Vec<Item> {
    let path = body_path(pts, o);
    let s = side.index();
    let mut items = vec![
        Item::stroke(path.clone(), c.edge[s], (BODY + 2.0 * EDGE) * d),
        Item::stroke(path, fill, BODY * d),
    ];
    let (px, py) = pts[0];
    items.push(Item::Group(
        "punct",
        vec![
            Item::fill(Shape::circle(px, py, 0.19 * d), c.punct),
            Item::stroke(
                Shape::circle(px, py, 0.19 * d),
                with_alpha(rgb(0x5A, 0x0A, 0x10), 0.6),
                (0.025 * d).max(0.5),
            ),
        ],
    ));
    for &(x, y) in &pts[1..] {
        items.push(Item::Group(
            "minor",
            vec![Item::stroke(
                Shape::circle(x, y, 0.12 * d),
                c.minor[s],
                (0.045 * d).max(0.6),
            )],
        ));
    }
    items
}

/// Where a piece's level badge goes: a triangle's middle, else its last minor dot.
fn badge_at(pts: [(f32, f32); 3], o: Orientation) -> (f32, f32) {
    if o.middle().is_none() {
        (
            (pts[0].0 + pts[1].0 + pts[2].0) / 3.0,
            (pts[0].1 + pts[1].1 + pts[2].1) / 3.0,
        )
    } else {
        pts[2]
    }
}

/// The points of `piece` over a gap: a bridge's middle, with nothing right under the piece.
fn gaps(p: &Position, piece: &Piece) -> Vec<Point> {
    if piece.level == 0 {
        return Vec::new();
    }
    let Some(pts) = piece.orientation.points_at(piece.punct) else {
        return Vec::new();
    };
    pts.into_iter()
        .filter(|&q| !p.stack(q).iter().any(|s| s.level + 1 == piece.level))
        .collect()
}

/// The SVG class of a piece.
fn piece_class(side: Side) -> &'static str {
    match side {
        Side::First => "piece white",
        Side::Second => "piece black",
    }
}

/// A piece on the board: its shadow when above the board, its body in its level's shade,
/// its level badge, a bridge's gap; `halo` rings it first (the last action's piece).
fn piece(
    g: &Geometry,
    c: &Colours,
    p: &Position,
    piece: &Piece,
    halo: Option<SkColor>,
) -> Vec<Item> {
    let d = g.d;
    let Some(pts) = piece_points(g, piece.orientation, piece.punct) else {
        return Vec::new();
    };
    let o = piece.orientation;
    let mut items = Vec::new();
    if let Some(h) = halo {
        items.push(Item::stroke(body_path(pts, o), h, (BODY + 0.34) * d));
    }
    if piece.level > 0 {
        let k = (0.06 + 0.02 * piece.level.min(4) as f32) * d;
        let moved = pts.map(|(x, y)| (x + k, y + 1.2 * k));
        items.push(Item::stroke(
            body_path(moved, o),
            c.shadow,
            (BODY + 2.0 * EDGE) * d,
        ));
    }
    items.extend(body(
        c,
        pts,
        o,
        piece.side,
        c.shade(piece.side, piece.level),
        d,
    ));
    for q in gaps(p, piece) {
        let (x, y) = g.at(q);
        let s = piece.side.index();
        items.push(Item::Group(
            "gap",
            vec![
                Item::fill(Shape::circle(x, y, 0.2 * d), with_alpha(rgb(0, 0, 0), 0.45)),
                Item::Stroke(
                    Shape::circle(x, y, 0.27 * d),
                    c.edge[s],
                    Pen {
                        width: (0.04 * d).max(0.6),
                        dash: Some((0.07 * d, 0.06 * d)),
                    },
                ),
            ],
        ));
    }
    if piece.level > 0 {
        let (bx, by) = badge_at(pts, o);
        let (disc, ink) = c.badge[piece.side.index()];
        let r = 0.22 * d;
        let size = 0.36 * d;
        items.push(Item::Group(
            "level",
            vec![
                Item::fill(Shape::circle(bx, by, r), disc),
                Item::text(
                    piece.level.to_string(),
                    (bx, by + 0.36 * size),
                    size,
                    ink,
                    Align::Center,
                ),
            ],
        ));
    }
    items
}

/// Every piece, lowest level first; the last action's piece ringed in orange.
fn piece_items(
    g: &Geometry,
    pal: &Palette,
    c: &Colours,
    p: &Position,
    o: &PunctOptions,
) -> Vec<Item> {
    let last_at = o.last.map(|a| match a {
        Action::Place { orientation, punct } => (orientation, punct),
        Action::Move {
            orientation, to, ..
        } => (orientation, to),
    });
    p.pieces()
        .iter()
        .map(|pc| {
            let halo = (Some((pc.orientation, pc.punct)) == last_at).then_some(pal.accent);
            Item::Group(piece_class(pc.side), piece(g, c, p, pc, halo))
        })
        .collect()
}

/// The connection that won: a green line between each two neighbouring points of the
/// winning group, a dot on each, the two sides it joins green.
fn chain_items(g: &Geometry, c: &Colours, p: &Position) -> Vec<Item> {
    let Some(chain) = p.winning_chain() else {
        return Vec::new();
    };
    let d = g.d;
    let ink = c.chain;
    let halo = with_alpha(rgb(0xFF, 0xFF, 0xFF), 0.75);
    let mut under = Vec::new();
    let mut over = Vec::new();
    for (i, &a) in chain.iter().enumerate() {
        for &b in &chain[i + 1..] {
            if a.neighbours().any(|n| n == b) {
                let seg = Shape::Segment(g.at(a), g.at(b));
                under.push(Item::stroke(seg.clone(), halo, 0.2 * d));
                over.push(Item::stroke(seg, ink, 0.11 * d));
            }
        }
    }
    for &a in &chain {
        let (x, y) = g.at(a);
        under.push(Item::fill(Shape::circle(x, y, 0.12 * d), halo));
        over.push(Item::fill(Shape::circle(x, y, 0.075 * d), ink));
    }
    // The two sides it joins, their strips redrawn in green.
    if let Some(gipf_punct::Outcome {
        reason: Reason::Connection { axis, .. },
        ..
    }) = p.outcome()
    {
        for side in axis.sides() {
            let (Some(&a), Some(&b)) = (side.first(), side.last()) else {
                continue;
            };
            let (s, e) = strip(g, a, b);
            under.push(Item::stroke(Shape::Segment(s, e), ink, 0.2 * d));
        }
    }
    under.extend(over);
    vec![Item::Group("connection", under)]
}

/// An arrow from `a` to `b` (screen), its head at `b`.
fn arrow(a: (f32, f32), b: (f32, f32), ink: SkColor, d: f32) -> Vec<Item> {
    let (ux, uy) = unit((b.0 - a.0, b.1 - a.1));
    let head = 0.36 * d;
    let wing = |sign: f32| {
        (
            b.0 - ux * head - sign * uy * head * 0.55,
            b.1 - uy * head + sign * ux * head * 0.55,
        )
    };
    vec![
        Item::stroke(
            Shape::Segment(a, (b.0 - ux * 0.5 * head, b.1 - uy * 0.5 * head)),
            ink,
            0.1 * d,
        ),
        Item::fill(Shape::Polygon(vec![b, wing(1.0), wing(-1.0)]), ink),
    ]
}

/// A curved arrow round `(x, y)` of radius `r` from angle `a0` to `a1` (radians, screen,
/// counterclockwise as seen), its head at `a1`.
fn curved_arrow(x: f32, y: f32, r: f32, a0: f32, a1: f32, ink: SkColor, d: f32) -> Vec<Item> {
    let n = 16;
    let at = |a: f32| (x + r * a.cos(), y - r * a.sin());
    let mut items = Vec::new();
    // Stop the arc short of the head.
    let stop = a1 - (a1 - a0).signum() * (0.18 * d / r);
    for i in 0..n {
        let (s, e) = (
            a0 + (stop - a0) * i as f32 / n as f32,
            a0 + (stop - a0) * (i + 1) as f32 / n as f32,
        );
        items.push(Item::stroke(Shape::Segment(at(s), at(e)), ink, 0.1 * d));
    }
    // The head along the tangent at a1.
    let tip = at(a1);
    let sign = (a1 - a0).signum();
    let tangent = (-a1.sin() * sign, -a1.cos() * sign);
    let back = (tip.0 - tangent.0 * 0.36 * d, tip.1 - tangent.1 * 0.36 * d);
    items.extend(
        arrow(back, tip, ink, d)
            .into_iter()
            .filter(|i| matches!(i, Item::Fill(..))),
    );
    items
}

/// A piece's ghost: its body translucent, dashed round.
fn ghost(g: &Geometry, c: &Colours, pc: &Piece, ink: SkColor) -> Vec<Item> {
    let d = g.d;
    let Some(pts) = piece_points(g, pc.orientation, pc.punct) else {
        return Vec::new();
    };
    let path = body_path(pts, pc.orientation);
    vec![
        Item::stroke(
            path.clone(),
            with_alpha(c.shade(pc.side, pc.level), 0.4),
            BODY * d,
        ),
        Item::Stroke(
            path,
            ink,
            Pen {
                width: 0.06 * d,
                dash: Some((0.16 * d, 0.12 * d)),
            },
        ),
        Item::Stroke(
            Shape::circle(pts[0].0, pts[0].1, 0.19 * d),
            with_alpha(c.punct, 0.8),
            Pen {
                width: 0.05 * d,
                dash: Some((0.08 * d, 0.07 * d)),
            },
        ),
    ]
}

/// The screen angle (counterclockwise as seen) from a PÜNCT to the middle of its minors.
fn heading(pts: [(f32, f32); 3]) -> f32 {
    let mx = (pts[1].0 + pts[2].0) / 2.0 - pts[0].0;
    let my = (pts[1].1 + pts[2].1) / 2.0 - pts[0].1;
    if mx.abs() + my.abs() < 1e-3 {
        // SM: its PÜNCT is the middle; the first minor's way.
        (-(pts[1].1 - pts[0].1)).atan2(pts[1].0 - pts[0].0)
    } else {
        (-my).atan2(mx)
    }
}

/// The marks of a move's way: a curved arrow for a rotation (from the old heading to the
/// new), else a straight arrow from the old PÜNCT to the new.
fn way(
    g: &Geometry,
    from: Point,
    to: Point,
    old: Option<&Piece>,
    new: Orientation,
    ink: SkColor,
) -> Vec<Item> {
    let d = g.d;
    if from != to {
        let (a, b) = (g.at(from), g.at(to));
        let (ux, uy) = unit((b.0 - a.0, b.1 - a.1));
        let start = (a.0 + ux * 0.22 * d, a.1 + uy * 0.22 * d);
        let tip = (b.0 - ux * 0.24 * d, b.1 - uy * 0.24 * d);
        let mut items = vec![Item::stroke(
            Shape::Segment(start, tip),
            with_alpha(rgb(0xFF, 0xFF, 0xFF), 0.8),
            0.2 * d,
        )];
        items.extend(arrow(start, tip, ink, d));
        return vec![Item::Group("arrow", items)];
    }
    let (x, y) = g.at(to);
    let Some(new_pts) = piece_points(g, new, to) else {
        return Vec::new();
    };
    let a1 = heading(new_pts);
    let a0 = old
        .and_then(|pc| piece_points(g, pc.orientation, pc.punct))
        .map_or(a1 + 1.0, heading);
    // The shorter way round.
    let mut delta = a1 - a0;
    while delta > std::f32::consts::PI {
        delta -= 2.0 * std::f32::consts::PI;
    }
    while delta < -std::f32::consts::PI {
        delta += 2.0 * std::f32::consts::PI;
    }
    if delta.abs() < 0.2 {
        delta = std::f32::consts::PI;
    }
    let mut items = vec![];
    let r = 0.95 * d;
    let halo = with_alpha(rgb(0xFF, 0xFF, 0xFF), 0.8);
    for item in curved_arrow(x, y, r, a1 - delta, a1, ink, d) {
        if let Item::Stroke(s, _, pen) = &item {
            items.push(Item::Stroke(
                s.clone(),
                halo,
                Pen {
                    width: pen.width * 2.0,
                    dash: None,
                },
            ));
        }
    }
    items.extend(curved_arrow(x, y, r, a1 - delta, a1, ink, d));
    vec![Item::Group("rotation", items)]
}

/// The last action: the old place of a move ghosted and dashed, the way from it; the new
/// place is ringed in the pieces' layer.
fn last_items(
    g: &Geometry,
    pal: &Palette,
    c: &Colours,
    p: &Position,
    o: &PunctOptions,
) -> Vec<Item> {
    let Some(Action::Move {
        from,
        orientation,
        to,
    }) = o.last
    else {
        return Vec::new();
    };
    let mut items = Vec::new();
    let old = o.last_from.filter(|pc| pc.punct == from);
    if let Some(pc) = &old {
        items.push(Item::Group("from", ghost(g, c, pc, pal.accent)));
    }
    items.extend(way(g, from, to, old.as_ref(), orientation, pal.accent));
    let _ = p;
    items
}

/// An action not played yet: its present place (for a move) ghosted, the piece where it
/// would lie in blue, translucent, the way there.
fn preview_items(g: &Geometry, c: &Colours, p: &Position, o: &PunctOptions) -> Vec<Item> {
    let Some(action) = o.preview else {
        return Vec::new();
    };
    let d = g.d;
    let ink = c.preview;
    let mover = p.turn().unwrap_or(Side::First);
    let mut items = Vec::new();
    let (orientation, at, old) = match action {
        Action::Place { orientation, punct } => (orientation, punct, None),
        Action::Move {
            from,
            orientation,
            to,
        } => (
            orientation,
            to,
            p.top_at(from).filter(|pc| pc.punct == from),
        ),
    };
    if let Some(pc) = &old {
        items.push(Item::Group("from", ghost(g, c, pc, ink)));
    }
    // Where it would lie: the level the rules give it, if the action is legal.
    let mut after = *p;
    let level = after
        .play(action)
        .ok()
        .and_then(|()| after.top_at(at))
        .filter(|pc| pc.punct == at && pc.orientation == orientation)
        .map_or(0, |pc| pc.level);
    let side = old.map_or(mover, |pc| pc.side);
    if let Some(pts) = piece_points(g, orientation, at) {
        let path = body_path(pts, orientation);
        let mut piece = vec![
            Item::stroke(path.clone(), with_alpha(ink, 0.85), (BODY + 0.3) * d),
            Item::stroke(path, with_alpha(c.shade(side, level), 0.88), BODY * d),
        ];
        piece.push(Item::fill(
            Shape::circle(pts[0].0, pts[0].1, 0.19 * d),
            c.punct,
        ));
        for &(x, y) in &pts[1..] {
            piece.push(Item::stroke(
                Shape::circle(x, y, 0.12 * d),
                c.minor[side.index()],
                0.045 * d,
            ));
        }
        if level > 0 {
            let (bx, by) = badge_at(pts, orientation);
            let size = 0.36 * d;
            piece.push(Item::fill(Shape::circle(bx, by, 0.22 * d), ink));
            piece.push(Item::text(
                level.to_string(),
                (bx, by + 0.36 * size),
                size,
                rgb(0xFF, 0xFF, 0xFF),
                Align::Center,
            ));
        }
        items.push(Item::Group("preview-piece", piece));
    }
    if let Action::Move { from, to, .. } = action {
        items.extend(way(g, from, to, old.as_ref(), orientation, ink));
    }
    items
}

/// The colour word of a side: `White` / `Black`.
fn colour_word(side: Side, lang: Lang) -> String {
    gipf_i18n::rules::color(colour_of(side)).render(lang)
}

fn colour_of(side: Side) -> gipf_rules::Color {
    match side {
        Side::First => gipf_rules::Color::White,
        Side::Second => gipf_rules::Color::Black,
    }
}

/// The name the status line gives a side: its player's name, or its colour.
fn who(names: &[String; 2], side: Side, lang: Lang) -> String {
    let name = names[side.index()].trim();
    if name.is_empty() {
        colour_word(side, lang)
    } else {
        name.to_string()
    }
}

/// Whose turn it is, or the result; with `result`, that line instead (an end off the
/// board). The panel's last line and the text board's.
pub(crate) fn status(
    p: &Position,
    names: &[String; 2],
    result: Option<&str>,
    lang: Lang,
) -> String {
    if let Some(r) = result {
        return r.to_string();
    }
    if let Some(out) = p.outcome() {
        let name = out.winner.map(|s| who(names, s, lang)).unwrap_or_default();
        let limit = i64::from(CLOCK_LIMIT);
        return match (out.winner, out.reason) {
            (Some(_), Reason::Connection { .. }) => {
                t!(lang, "punct-board-wins-connection", name = name)
            }
            (Some(_), Reason::CentreCount { white, black }) => t!(
                lang,
                "punct-board-wins-centre",
                name = name,
                high = i64::from(white.max(black)),
                low = i64::from(white.min(black))
            ),
            (None, Reason::CentreCount { white, .. }) => {
                t!(lang, "punct-board-draw-centre", count = i64::from(white))
            }
            (_, Reason::LastPiece) => t!(lang, "punct-board-draw-last-piece"),
            (_, Reason::Clock) => t!(lang, "punct-board-draw-clock", limit = limit),
            _ => t!(lang, "punct-board-draw-no-action"),
        };
    }
    match p.turn() {
        Some(side) => t!(lang, "punct-board-to-play", name = who(names, side, lang)),
        None => String::new(),
    }
}

/// The clock's line: the actions since the last placement, of the limit.
pub(crate) fn clock_line(p: &Position, lang: Lang) -> String {
    t!(
        lang,
        "punct-board-clock",
        count = i64::from(p.clock()),
        limit = i64::from(CLOCK_LIMIT)
    )
}

/// The game's name on the panel.
fn title(v: Variant) -> &'static str {
    match v {
        Variant::Punct => "PÜNCT",
        Variant::PunctBasic => "PÜNCT BASIC",
    }
}

/// A little piece of `kind` (its first orientation) of spacing `k`, centred on (x, y).
fn icon(c: &Colours, kind: Kind, side: Side, (x, y): (f32, f32), k: f32, alpha: f32) -> Vec<Item> {
    let Some(o) = kind.orientations().next() else {
        return Vec::new();
    };
    let [a, b] = o.offsets();
    let rel = [(0.0, 0.0), step(a), step(b)];
    let (cx, cy) = (
        (rel.iter().map(|r| r.0).fold(f32::MAX, f32::min)
            + rel.iter().map(|r| r.0).fold(f32::MIN, f32::max))
            / 2.0,
        (rel.iter().map(|r| r.1).fold(f32::MAX, f32::min)
            + rel.iter().map(|r| r.1).fold(f32::MIN, f32::max))
            / 2.0,
    );
    let pts = rel.map(|(rx, ry)| (x + (rx - cx) * k, y - (ry - cy) * k));
    let path = body_path(pts, o);
    let s = side.index();
    vec![
        Item::stroke(
            path.clone(),
            with_alpha(c.edge[s], alpha),
            (BODY + 2.0 * EDGE) * k,
        ),
        Item::stroke(path, with_alpha(c.shades[s][0], alpha), BODY * k),
        Item::fill(
            Shape::circle(pts[0].0, pts[0].1, 0.2 * k),
            with_alpha(c.punct, alpha),
        ),
    ]
}

/// The card's height, in panel units.
const CARD_H: f32 = 5.6;

/// Splits `text` into lines of at most `max` pixels at `size`.
fn wrap(text: &str, size: f32, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && crate::text::width(&candidate, size) > max {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The panel left of the board: the game's name; a card per player (a little triangle of
/// his colour, the colour's word and his name, his pieces to place as little shapes with
/// their counts, his centre count), the decider's framed; the clock; the last action or
/// the preview; whose turn it is, or the result.
fn panel_items(
    g: &Geometry,
    pal: &Palette,
    c: &Colours,
    p: &Position,
    o: &PunctOptions,
) -> Vec<Item> {
    let (u, x0, pw) = (g.u, g.px, g.pw);
    let lang = o.lang;
    let mut items = Vec::new();
    let tall = 1.1 + 2.0 * CARD_H + 0.2 + 1.6 + 1.0 + 1.6;
    let mut y = ((g.h / u - tall) / 2.0).max(0.2) * u;
    items.push(Item::text(
        title(p.variant()),
        (x0 + 0.1 * u, y + 0.66 * u),
        0.66 * u,
        pal.text,
        Align::Left,
    ));
    y += 1.1 * u;
    let decider = p.decider();
    for side in Side::BOTH {
        let frame = Shape::RoundedRect {
            x: x0,
            y,
            w: pw,
            h: (CARD_H - 0.2) * u,
            r: 0.3 * u,
        };
        let mut card = vec![Item::fill(frame.clone(), pal.panel)];
        let deciding = decider == Some(side);
        let (border, width) = if deciding {
            (pal.accent, 0.1 * u)
        } else {
            (pal.card_border, 0.05 * u)
        };
        card.push(Item::stroke(frame, border, width));
        card.extend(icon(
            c,
            Kind::T,
            side,
            (x0 + 0.6 * u, y + 0.75 * u),
            0.5 * u,
            1.0,
        ));
        let name = o.names[side.index()].trim();
        let tx = x0 + 1.25 * u;
        let room = pw - 1.45 * u;
        let (size, base) = if name.is_empty() {
            (0.5 * u, 0.95 * u)
        } else {
            (0.4 * u, 0.62 * u)
        };
        card.push(Item::text(
            crate::text::fit(&colour_word(side, lang), size, room),
            (tx, y + base),
            size,
            if deciding { pal.accent } else { pal.muted },
            Align::Left,
        ));
        if !name.is_empty() {
            card.push(Item::text(
                crate::text::fit(name, 0.5 * u, room),
                (tx, y + 1.2 * u),
                0.5 * u,
                pal.text,
                Align::Left,
            ));
        }
        // The pieces to place: a label, then two rows of three shapes with their counts.
        let label = t!(
            lang,
            "punct-board-to-place",
            count = i64::from(p.reserve_total(side))
        );
        card.push(Item::text(
            crate::text::fit(&label, 0.38 * u, pw - 0.5 * u),
            (x0 + 0.3 * u, y + 1.95 * u),
            0.38 * u,
            pal.muted,
            Align::Left,
        ));
        let mut reserve = Vec::new();
        let slot = (pw - 0.3 * u) / 3.0;
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            let (col, row) = (i % 3, i / 3);
            let sx = x0 + 0.15 * u + col as f32 * slot;
            let sy = y + (2.75 + 1.05 * row as f32) * u;
            let n = p.reserve(side, kind);
            let alpha = if n == 0 { 0.3 } else { 1.0 };
            reserve.extend(icon(c, kind, side, (sx + 0.55 * u, sy), 0.34 * u, alpha));
            reserve.push(Item::text(
                format!("{}×{n}", kind.name()),
                (sx + 1.1 * u, sy + 0.15 * u),
                0.36 * u,
                if n == 0 { pal.muted } else { pal.text },
                Align::Left,
            ));
        }
        card.push(Item::Group("reserve", reserve));
        card.push(Item::text(
            crate::text::fit(
                &t!(
                    lang,
                    "punct-board-centre",
                    count = i64::from(p.centre_count(side))
                ),
                0.4 * u,
                pw - 0.5 * u,
            ),
            (x0 + 0.3 * u, y + 4.95 * u),
            0.4 * u,
            pal.text,
            Align::Left,
        ));
        items.push(Item::Group(
            if deciding { "card decider" } else { "card" },
            card,
        ));
        y += CARD_H * u;
    }
    y += 0.2 * u;
    let size = 0.4 * u;
    let mut clock = Vec::new();
    for (i, line) in wrap(&clock_line(p, lang), size, pw).iter().enumerate() {
        clock.push(Item::text(
            crate::text::fit(line, size, pw),
            (x0 + 0.1 * u, y + (0.4 + 0.5 * i as f32) * u),
            size,
            pal.muted,
            Align::Left,
        ));
    }
    items.push(Item::Group("clock", clock));
    y += 1.1 * u;
    // The last action or the preview, in its notation.
    let shown = match (o.preview, o.last) {
        (Some(a), _) => Some((
            t!(lang, "punct-board-preview", action = a.to_string()),
            c.preview,
        )),
        (None, Some(a)) => Some((
            t!(lang, "punct-board-last", action = a.to_string()),
            pal.accent,
        )),
        _ => None,
    };
    if let Some((line, ink)) = shown {
        items.push(Item::Group(
            "action",
            vec![Item::text(
                crate::text::fit(&line, size, pw),
                (x0 + 0.1 * u, y + 0.4 * u),
                size,
                ink,
                Align::Left,
            )],
        ));
    }
    y += 0.8 * u;
    let head = status(p, &o.names, o.result.as_deref(), lang);
    let size = 0.5 * u;
    let status_items = wrap(&head, size, pw)
        .iter()
        .enumerate()
        .map(|(i, line)| {
            Item::text(
                crate::text::fit(line, size, pw),
                (x0 + 0.1 * u, y + (0.5 + 0.64 * i as f32) * u),
                size,
                pal.text,
                Align::Left,
            )
        })
        .collect();
    items.push(Item::Group("status", status_items));
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    /// PUNCT-PERFT.md's P1: jumping on top (§12 example 2).
    pub(crate) const P1: &str = "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8;wTm7,m8,n8 w 0";
    /// P2: a piece at level 1, rotations into bridges, connections (§12 example 3).
    pub(crate) const P2: &str = "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4";
    /// P5: five levels, 17 covered pieces.
    pub(crate) const P5: &str = "punct wSb2,b3,b4;wTc1,b1,c2;bAd6,d5,e7;wAe12,f12,g13;wTf10,e9,e10;wTh13,h14,i14;wAj6,j5,k7;bAk15,l16,l17;bTk16,j15,j16;wTm9,l9,m10;wAm14,n13,n14;bAo9,m8,n8;bTp13,p12,q13;wSq16,q14,q15/wAc1,b1,b2;bSd5,b3,c4;wSe12,e10,e11;wSh14,f12,g13;bAj15,i14,j16;bAk15,k16,l17;bAm8,l9,m9;wAn13,m14,n14/wAf12,e12,g13;bSl17,j15,k16/bSl17,j15,k16/bSl17,j15,k16 w 11";

    fn pos(s: &str) -> Position {
        s.parse().expect("a position")
    }

    /// `p` after `text`, and the options that draw it as the last action.
    fn after(p: &Position, text: &str, o: PunctOptions) -> (Position, PunctOptions) {
        let mut q = *p;
        let a = q.read_action(text).expect("an action");
        q.play(a).expect("legal");
        (q, o.with_last(p, a))
    }

    fn svg(p: &Position, o: &PunctOptions) -> String {
        render_punct_svg(p, o).expect("renders")
    }

    fn count(svg: &str, class: &str) -> usize {
        svg.matches(&format!("<g class=\"{class}\">")).count()
    }

    /// The text runs of `svg` (what its `<text>` elements say).
    fn texts(svg: &str) -> Vec<String> {
        svg.split("<text ")
            .skip(1)
            .filter_map(|t| {
                let body = &t[t.find('>')? + 1..];
                Some(body[..body.find("</text>")?].to_string())
            })
            .collect()
    }

    /// The texts inside each group of `class`.
    fn group_texts(svg: &str, class: &str) -> Vec<String> {
        svg.split(&format!("<g class=\"{class}\">"))
            .skip(1)
            .flat_map(|g| texts(&g[..g.find("</g>").unwrap_or(g.len())]))
            .collect()
    }

    fn names() -> [String; 2] {
        ["Alice".to_string(), "Bob".to_string()]
    }

    /// A game of White's straight pieces along row 2 and column b, joining the diagonal
    /// sides j2 and b10, won by its last placement; and the position before it.
    pub(crate) fn connection_game() -> (Position, Position, Action) {
        let mut p = Position::start();
        let moves = [
            "Sb2,c2,d2",
            "Sq10,q11,q12",
            "Sb3,b4,b5",
            "Sq13,q14,q15",
            "Sb6,b7,b8",
            "Tn14,o14,o15",
            "Ab9,a8,b10",
            "Tl13,m13,m14",
            "Si2,h2,j2",
            "Tk15,l15,l16",
        ];
        for m in moves {
            p.play_text(m).expect(m);
        }
        let before = p;
        let a = p.play_text("Sf2,e2,g2").expect("the connection");
        (before, p, a)
    }

    /// Writes the pictures to look at (`PUNCT_PICTURES=1 cargo test -p gipf-render punct`).
    #[test]
    fn pictures_to_look_at() {
        if std::env::var_os("PUNCT_PICTURES").is_none() {
            return;
        }
        let write = |name: &str, p: &Position, o: &PunctOptions| {
            let png = render_punct(p, o).expect("renders");
            std::fs::write(format!("/tmp/punct-{name}.png"), png).expect("written");
        };
        let named = PunctOptions {
            names: names(),
            ..PunctOptions::default()
        };
        write("start", &Position::start(), &PunctOptions::default());
        write("start-basic", &Position::basic_start(), &named);
        let (p1, o) = after(&pos(P1), "m7-e7,f7,f8", named.clone());
        write("p1", &pos(P1), &named);
        write("p1-jump", &p1, &o);
        write("p2", &pos(P2), &named);
        let (bridge, o) = after(&pos(P2), "d10-d10,b10,c10", named.clone());
        write("p2-bridge", &bridge, &o);
        write(
            "p2-bridge-dark",
            &bridge,
            &PunctOptions {
                theme: Theme::Dark,
                lang: Lang::Cs,
                ..o
            },
        );
        write("p5", &pos(P5), &named);
        write(
            "p5-dark",
            &pos(P5),
            &PunctOptions {
                theme: Theme::Dark,
                ..named.clone()
            },
        );
        let (won, o) = after(&pos(P2), "d10-d5,e5,f5", named.clone());
        write("p2-won", &won, &o);
        let (before, end, a) = connection_game();
        write("connection", &end, &named.clone().with_last(&before, a));
        let preview = pos(P2).read_action("d10-d6,e6,f6").expect("a move");
        write(
            "preview",
            &pos(P2),
            &PunctOptions {
                preview: Some(preview),
                ..named.clone()
            },
        );
        let preview = pos(P1).read_action("Tg2,h2,h3").expect("a placement");
        write(
            "preview-place",
            &pos(P1),
            &PunctOptions {
                preview: Some(preview),
                width: 500,
                ..named.clone()
            },
        );
        let mut text = crate::ascii::punct_board(&pos(P5), Lang::En);
        text.push_str(&crate::ascii::punct_board(&won, Lang::De));
        std::fs::write("/tmp/punct-text.txt", text).expect("written");
    }

    #[test]
    fn png_has_the_size_of_each_width_theme_and_variant() {
        for width in [crate::MIN_WIDTH, 500, crate::DEFAULT_WIDTH, 1300] {
            for theme in [Theme::Light, Theme::Dark] {
                let o = PunctOptions {
                    width,
                    theme,
                    ..PunctOptions::default()
                };
                let png = render_punct(&pos(P5), &o).expect("renders");
                let img = image::load_from_memory(&png).expect("a PNG");
                assert_eq!((img.width(), img.height()), (width, width * 16 / 21));
            }
        }
        for p in [Position::start(), Position::basic_start()] {
            let png = render_punct(&p, &PunctOptions::default()).expect("renders");
            assert!(image::load_from_memory(&png).is_ok());
        }
        for width in [crate::MIN_WIDTH - 1, crate::MAX_WIDTH + 1] {
            let o = PunctOptions {
                width,
                ..PunctOptions::default()
            };
            assert!(matches!(
                render_punct(&Position::start(), &o),
                Err(RenderError::Size(w)) if w == width
            ));
            assert!(render_punct_svg(&Position::start(), &o).is_err());
        }
    }

    #[test]
    fn svg_names_every_edge_label_and_marks_the_centre_and_sides() {
        let doc = svg(&Position::start(), &PunctOptions::default());
        assert!(doc.starts_with("<svg ") && doc.contains("class=\"punct\""));
        let labels = group_texts(&doc, "labels");
        assert_eq!(labels.len(), 17 + 17, "{labels:?}");
        for x in 0..17u8 {
            let letter = char::from(b'a' + x).to_string();
            assert!(labels.contains(&letter), "column {letter}");
        }
        for row in 1..=17 {
            assert!(labels.contains(&row.to_string()), "row {row}");
        }
        // 211 dots, the centre, six sides, no piece.
        let grid = doc.split("<g class=\"grid\">").nth(1).expect("the grid");
        let grid = &grid[..grid.find("</g>").expect("closed")];
        assert_eq!(grid.matches("<circle").count(), 211);
        assert_eq!(count(&doc, "centre"), 1);
        assert_eq!(count(&doc, "side"), 6);
        assert_eq!(count(&doc, "piece white") + count(&doc, "piece black"), 0);
        // The labels sit in the board's box, left of nothing of the panel.
        let g = Geometry::new(840.0, 640.0);
        for (_, q) in labels_in_spacings() {
            let (x, y) = g.to_screen(q);
            assert!(x > g.board.0 && x < g.board.1 && y > g.board.2 && y < g.board.3);
            assert!(x > g.px + g.pw);
        }
    }

    fn labels_in_spacings() -> Vec<(String, (f32, f32))> {
        labels()
    }

    #[test]
    fn every_piece_is_drawn_with_its_punct_and_minor_dots() {
        let p = pos(P2);
        let doc = svg(&p, &PunctOptions::default());
        let white = p
            .pieces()
            .iter()
            .filter(|pc| pc.side == Side::First)
            .count();
        let black = p.pieces().len() - white;
        assert_eq!(count(&doc, "piece white"), white);
        assert_eq!(count(&doc, "piece black"), black);
        assert_eq!(count(&doc, "punct"), white + black);
        assert_eq!(count(&doc, "minor"), 2 * (white + black));
        // P2's piece at level 1 is numbered; nothing else is.
        assert_eq!(group_texts(&doc, "level"), ["1"]);
        assert_eq!(count(&doc, "gap"), 0);
    }

    #[test]
    fn p5s_five_levels_are_numbered() {
        let p = pos(P5);
        let doc = svg(&p, &PunctOptions::default());
        let levels = group_texts(&doc, "level");
        for level in ["1", "2", "3", "4"] {
            assert!(levels.iter().any(|t| t == level), "{level}: {levels:?}");
        }
        let above = p.pieces().iter().filter(|pc| pc.level > 0).count();
        assert_eq!(levels.len(), above);
        // Drawn lowest first: the level numbers never go down.
        let order: Vec<u32> = levels.iter().filter_map(|t| t.parse().ok()).collect();
        assert!(order.windows(2).all(|w| w[0] <= w[1]), "{order:?}");
    }

    #[test]
    fn a_bridge_shows_its_gap() {
        let (p, o) = after(&pos(P2), "d10-d10,b10,c10", PunctOptions::default());
        let doc = svg(&p, &o);
        assert_eq!(count(&doc, "gap"), 1);
        // A rotation: a curved arrow, the old place ghosted.
        assert_eq!(count(&doc, "rotation"), 1);
        assert_eq!(count(&doc, "from"), 1);
        assert_eq!(count(&doc, "arrow"), 0);
    }

    #[test]
    fn a_finished_game_draws_its_winning_chain() {
        let (before, end, a) = connection_game();
        let chain = end.winning_chain().expect("a connection");
        let o = PunctOptions {
            names: names(),
            ..PunctOptions::default()
        }
        .with_last(&before, a);
        let doc = svg(&end, &o);
        assert_eq!(count(&doc, "connection"), 1);
        let group = doc
            .split("<g class=\"connection\">")
            .nth(1)
            .expect("the chain");
        let group = &group[..group.find("</g>").expect("closed")];
        // A dot per point (and its halo), a line per pair of neighbours, the two sides.
        assert_eq!(group.matches("<circle").count(), 2 * chain.len());
        assert!(group.matches("<line").count() >= 2 * (chain.len() - 1) + 2);
        let shown = texts(&doc);
        assert!(
            shown
                .join(" ")
                .contains("Alice wins by connecting two opposite sides"),
            "{shown:?}"
        );
        assert!(
            shown.iter().any(|t| t == "Last action: Sf2,e2,g2"),
            "{shown:?}"
        );
        assert_eq!(count(&doc, "card decider"), 0);
        // The move of §12 example 3: the mover wins, his chain drawn.
        let (won, o) = after(&pos(P2), "d10-d5,e5,f5", PunctOptions::default());
        assert!(won.winning_chain().is_some());
        let doc = svg(&won, &o);
        assert_eq!(count(&doc, "connection"), 1);
        assert_eq!(count(&doc, "arrow"), 1);
        assert!(texts(&doc)
            .join(" ")
            .contains("White wins by connecting two opposite sides"));
        // No connection, no chain.
        assert_eq!(count(&svg(&pos(P5), &o), "connection"), 0);
    }

    #[test]
    fn the_panel_shows_reserves_centre_clock_and_turn() {
        let p = pos(P5);
        let doc = svg(
            &p,
            &PunctOptions {
                names: names(),
                ..PunctOptions::default()
            },
        );
        let shown = texts(&doc);
        for word in [
            "PÜNCT",
            "White",
            "Black",
            "Alice",
            "Bob",
            "Alice to play",
            "Clock: 11 of 100 actions without a",
        ] {
            assert!(shown.iter().any(|t| t == word), "{word}: {shown:?}");
        }
        assert_eq!(count(&doc, "card decider"), 1);
        assert_eq!(count(&doc, "reserve"), 2);
        for side in Side::BOTH {
            for kind in Kind::ALL {
                let n = p.reserve(side, kind);
                assert!(shown.contains(&format!("{}×{n}", kind.name())));
            }
            let centre = format!("Centre: {} of 19", p.centre_count(side));
            assert!(shown.contains(&centre), "{centre}");
        }
        // An end off the board replaces whose turn it is; another language.
        let o = PunctOptions {
            result: Some("Bob resigned".into()),
            lang: Lang::De,
            ..PunctOptions::default()
        };
        let shown = texts(&svg(&p, &o));
        assert!(shown.iter().any(|t| t == "Bob resigned"));
        assert!(shown.iter().any(|t| t == "Weiß"));
        assert!(!shown.iter().any(|t| t.ends_with("am Zug")));
        // The centre count's end.
        let mut q = pos("punct bTb6,a6,b7;bAb10,a8,b9;bTc8,c7,d8;wTd2,d3,e3;bAd11,c11,d10;wAe4,f5,f6;wSe11,e10,e12;bTf4,f3,g4;wTf10,e9,f9;bSg7,g5,g6;wAg11,h10,h11;wTg14,f14,g15;wSh3,h2,h4;bSh14,g13,i15;wTi8,h7,i7;wTi10,j10,j11;wTj5,i4,i5;bTj9,j8,k9;bSj14,j13,j15;wAk5,j4,l5;wAk8,l9,l10;bSl4,j2,k3;wSm14,k12,l13;bSm17,k15,l16;bAn13,n14,o15;bTo10,n9,n10;bAo17,m16,n17;wAp10,p9,q11;bAp17,p16,q16;wSq15,q13,q14/bTg7,f6,g6;wAm14,n15,o15;bAm17,l16,n17 b 9");
        q.play_text("Sg2,e2,f2").expect("the last piece");
        assert_eq!(
            status(&q, &names(), None, Lang::En),
            "Alice wins the centre count 7 to 4"
        );
    }

    #[test]
    fn a_preview_draws_the_piece_where_it_would_lie() {
        let p = pos(P2);
        let a = p.read_action("d10-d6,e6,f6").expect("a move");
        let doc = svg(
            &p,
            &PunctOptions {
                preview: Some(a),
                ..PunctOptions::default()
            },
        );
        assert_eq!(count(&doc, "preview-piece"), 1);
        assert_eq!(count(&doc, "from"), 1);
        assert_eq!(count(&doc, "arrow"), 1);
        assert!(texts(&doc).iter().any(|t| t == "Preview: d10-d6,e6,f6"));
        // A placement: the piece alone.
        let a = pos(P1).read_action("Tg2,h2,h3").expect("a placement");
        let doc = svg(
            &pos(P1),
            &PunctOptions {
                preview: Some(a),
                ..PunctOptions::default()
            },
        );
        assert_eq!(count(&doc, "preview-piece"), 1);
        assert_eq!(count(&doc, "from") + count(&doc, "arrow"), 0);
    }

    #[test]
    fn board_only_cuts_the_panel() {
        let full = svg(&pos(P5), &PunctOptions::default());
        let board = punct_board_only(&full).expect("a PÜNCT picture");
        let view: Vec<f32> = board
            .split("viewBox=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .map(|v| v.split(' ').filter_map(|n| n.parse().ok()).collect())
            .expect("a view box");
        let [left, _, width, h] = view[..] else {
            panic!("a view box of four numbers: {view:?}");
        };
        let g = Geometry::new(840.0, 640.0);
        assert!(left >= g.px + g.pw, "{left}");
        for p in Point::all() {
            let (x, y) = g.at(p);
            assert!(x > left && x < left + width && y < h);
        }
        assert!(punct_board_only("<svg class=\"zertz\">").is_none());
    }

    #[test]
    fn the_text_board_lays_out_section_2() {
        let text = crate::ascii::punct_board(&Position::start(), Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        // 17 rows, the letters' line, the legend, two players, the clock, the status.
        assert_eq!(lines.len(), 23, "{text}");
        assert_eq!(lines[0].split_whitespace().collect::<Vec<_>>().len(), 8);
        assert!(lines[0].starts_with("17 "));
        let board = lines[..18].join("\n");
        assert_eq!(board.matches('.').count() + board.matches('+').count(), 211);
        assert_eq!(board.matches('+').count(), 19);
        for x in 0..17u8 {
            assert!(board.contains(char::from(b'a' + x)), "{board}");
        }
        assert_eq!(
            lines[19],
            "White: to place T 6, SM 2, SE 4, AM 2, AL 2, AR 2; centre 0"
        );
        assert_eq!(lines[21], "Clock: 0 of 100 actions without a placement");
        assert_eq!(lines[22], "White to play");
        // P5: levels after the letters, the PÜNCT upper case.
        let text = crate::ascii::punct_board(&pos(P5), Lang::En);
        let row17 = text.lines().next().expect("row 17");
        // l17 is the PÜNCT of the black straight piece at level 4.
        assert!(row17.contains("B4"), "{row17}");
        let row16 = text.lines().nth(1).expect("row 16");
        assert!(row16.contains("b4"), "{row16}");
        assert!(text.ends_with("White to play\n"));
    }
}
