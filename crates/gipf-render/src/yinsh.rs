//! YINSH's board (YINSH.md §2), as PNG for chat and SVG for the web: the 85 points of the
//! official board (columns upright, `a` on the left, the number-1 ends at the bottom on
//! White's side unless flipped) on the lines of its three directions, inside the hexagon
//! with its six corners cut; each vacant point's name to its right, the column letters under
//! the columns and the numbers at the left ends of their lines; the rings as thick hollow
//! circles, the markers as smaller filled discs, each in its colour; the last ring move (an
//! arrow from the marker it left to the ring, the markers it flipped circled); the row
//! options the decider chooses among, each a line through its five markers in its colour
//! with its number; and under the board the players' cards (the rings removed, the score, as
//! small rings of the goal's; during the placement the rings still to place), the markers
//! left in the pool, and whose decision it is, or the result. The picture is 21:16 like the
//! others, the board across its top, so chat previews show it whole. The PNG copies the
//! empty board (outline, lines, coordinates) drawn once per size, theme and orientation, and
//! each piece from a sprite drawn once per size and theme.
//!
//! One topic over ~1,310 lines, about 540 of them tests: the geometry, the layers (board,
//! pieces, last move, numbered rows, cards), the caches and the text for the cards all read
//! one picture's layout; the tests look at each layer in PNG and SVG.

use gipf_i18n::{t, Lang};
use gipf_yinsh::{Action, Piece, Point, Position, Side, Stage};
use tiny_skia::{Color as SkColor, Pixmap};

use crate::encode::encode_png;
use crate::scene::Item;
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::{with_alpha, Palette, Theme};
use crate::{height_for, RenderError};

/// How to draw a YINSH position.
#[derive(Clone, Debug)]
pub struct YinshOptions {
    /// Image width in pixels ([`crate::MIN_WIDTH`]..=[`crate::MAX_WIDTH`]); the height follows
    /// (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// Black's side (the columns' high ends) at the bottom instead of White's.
    pub flip: bool,
    /// The players' names, White's then Black's.
    pub names: [String; 2],
    /// The last ring move (`Action::Move`), drawn as an arrow from its start, where it left a
    /// marker, to its landing point. Any other action draws nothing.
    pub last_move: Option<Action>,
    /// The markers that move flipped, each circled.
    pub flipped: Vec<Point>,
    /// The row options the decider chooses among now, each five points of one line,
    /// numbered 1, 2, ... in this order (as the buttons show them).
    pub rows: Vec<Vec<Point>>,
    /// The language of the words under the board.
    pub lang: Lang,
}

impl Default for YinshOptions {
    fn default() -> YinshOptions {
        YinshOptions {
            width: crate::DEFAULT_WIDTH,
            theme: Theme::Light,
            flip: false,
            names: ["White".to_string(), "Black".to_string()],
            last_move: None,
            flipped: Vec::new(),
            rows: Vec::new(),
            lang: Lang::En,
        }
    }
}

/// Where the points go: the distance between neighbours and the board's centre (`f6`).
struct Geometry {
    d: f32,
    cx: f32,
    cy: f32,
    flip: bool,
}

/// The players' cards' height, in units of the board's spacing.
const CARD_H: f32 = 2.1;
/// The gap between the board's labels and the cards.
const GAP: f32 = 0.25;
/// How far the outline stands from the outer points.
const RIM: f32 = 0.55;
/// How far the coordinates stand from the outer points.
const LABEL: f32 = 0.86;
/// What the board needs above and below its outer points: the outline and the labels.
const MARGIN: f32 = 1.05;
/// sin 60°: a column's step across.
const S60: f32 = 0.866_025_4;
/// The board's height in spacings between its highest and lowest points (`e1` to `e10`).
const TALL: f32 = 9.0;

impl Geometry {
    /// The board (its columns upright) in the picture's top, the cards under it, both
    /// centred in the picture's height.
    fn new(w: f32, h: f32) -> Geometry {
        let units = TALL + 2.0 * MARGIN + GAP + CARD_H;
        let d = h / units;
        let top = ((h - units * d) / 2.0).max(0.0);
        Geometry {
            d,
            cx: w / 2.0,
            cy: top + (MARGIN + TALL / 2.0) * d,
            flip: false,
        }
    }

    /// The centre of column `x` (`a` = 0), number `n`: columns upright, a number's line
    /// falling to the right, `f6` in the middle.
    fn xn(&self, x: f32, n: f32) -> (f32, f32) {
        let dx = (x - 5.0) * S60 * self.d;
        let dy = -((n - 6.0) - (x - 5.0) / 2.0) * self.d;
        if self.flip {
            (self.cx - dx, self.cy - dy)
        } else {
            (self.cx + dx, self.cy + dy)
        }
    }

    fn at(&self, p: Point) -> (f32, f32) {
        self.xn(p.x() as f32, p.n() as f32)
    }

    /// A point moved by `(dx, dy)` spacings given for the unflipped board.
    fn offset(&self, (x, y): (f32, f32), (dx, dy): (f32, f32)) -> (f32, f32) {
        if self.flip {
            (x - dx * self.d, y - dy * self.d)
        } else {
            (x + dx * self.d, y + dy * self.d)
        }
    }

    /// The top of the cards.
    fn cards_top(&self) -> f32 {
        self.cy + (TALL / 2.0 + MARGIN + GAP) * self.d
    }
}

/// The position as a PNG.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range, [`RenderError::Png`] if encoding fails.
pub fn render_yinsh(position: &Position, options: &YinshOptions) -> Result<Vec<u8>, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let mut g = Geometry::new(options.width as f32, height as f32);
    g.flip = options.flip;
    // The empty board (outline, lines, coordinates) is the same for every position of a
    // size, theme and orientation: drawn once, then copied.
    static BASE: std::sync::OnceLock<crate::board::Cache<(u32, Theme, bool), Pixmap>> =
        std::sync::OnceLock::new();
    let base = BASE
        .get_or_init(crate::board::Cache::new)
        .get_or((options.width, options.theme, options.flip), || {
            let mut pm = Pixmap::new(options.width, height)?;
            pm.fill(pal.background);
            crate::raster::draw(&mut pm, options.theme, &empty_board(&g, &pal));
            Some(pm)
        })
        .ok_or(RenderError::Size(options.width))?;
    let mut pm = (*base).clone();
    crate::raster::draw(&mut pm, options.theme, &vacant_items(&g, &pal, position));
    draw_pieces(&mut pm, &g, options.theme, position);
    // The other layers of `layers`, in its order.
    for items in [
        last_items(&g, &pal, options),
        row_items(&g, &pal, &options.rows),
        panel_items(&g, &pal, position, options),
    ] {
        crate::raster::draw(&mut pm, options.theme, &items);
    }
    encode_png(&pm)
}

/// The same picture as a standalone SVG document, for web pages: each layer a `<g>` of its
/// name (`board`, `pieces`, `last`, `rows`, `panel`), each piece a `<g>` whose class names
/// its kind and colour (`ring white`, `marker black`), the last move a `<g class="move">`
/// and each marker it flipped a `<g class="flipped">`, each row option a `<g class="row">`
/// with its number.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range.
pub fn render_yinsh_svg(
    position: &Position,
    options: &YinshOptions,
) -> Result<String, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let layers = layers(position, options, &pal, height);
    Ok(crate::svg::game_document(
        "yinsh",
        options.width,
        height,
        &pal,
        layers,
    ))
}

/// An SVG of [`render_yinsh_svg`] cut to the board alone: its view box ends above the
/// players' cards (a phone shows their facts in the page instead) and is as narrow as the
/// board with its coordinates. `None` when `svg` is no such picture.
pub fn yinsh_board_only(svg: &str) -> Option<String> {
    crate::svg::cut_below_board(svg, "yinsh", |w, h| {
        let g = Geometry::new(w, h);
        // The columns a and k with the numbers left of a (and, flipped, right of k), down
        // to half the gap between the board's labels and the cards.
        let half = (5.0 * S60 + MARGIN) * g.d;
        (g.cx - half, g.cx + half, g.cards_top() - GAP / 2.0 * g.d)
    })
}

/// Everything to draw, bottom layer first, each with its name.
fn layers(
    p: &Position,
    o: &YinshOptions,
    pal: &Palette,
    height: u32,
) -> Vec<(&'static str, Vec<Item>)> {
    let mut g = Geometry::new(o.width as f32, height as f32);
    g.flip = o.flip;
    let mut board = empty_board(&g, pal);
    board.extend(vacant_items(&g, pal, p));
    vec![
        ("board", board),
        ("pieces", piece_items(&g, pal, p)),
        ("last", last_items(&g, pal, o)),
        ("rows", row_items(&g, pal, &o.rows)),
        ("panel", panel_items(&g, pal, p, o)),
    ]
}

/// The outer points of the board, in order round it: the hexagon's sides and the cuts at
/// its six corners (`a1 a6 f1 f11 k6 k11` are no points).
const HULL: [(i32, i32); 12] = [
    (0, 2),
    (1, 1),
    (4, 1),
    (6, 2),
    (9, 5),
    (10, 7),
    (10, 10),
    (9, 11),
    (6, 11),
    (4, 10),
    (1, 7),
    (0, 5),
];

/// The empty board: its outline, the lines between neighbouring points, the coordinates.
fn empty_board(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    let hull: Vec<(f32, f32)> = HULL
        .iter()
        .map(|&(x, n)| g.xn(x as f32, n as f32))
        .collect();
    // The outline RIM outside every side: each corner moved along both sides' normals.
    let k = hull.len();
    let normal = |a: (f32, f32), b: (f32, f32)| {
        let (vx, vy) = (b.0 - a.0, b.1 - a.1);
        let len = vx.hypot(vy).max(1e-3);
        // Outwards from the centre.
        let (nx, ny) = (vy / len, -vx / len);
        let mid = ((a.0 + b.0) / 2.0 - g.cx, (a.1 + b.1) / 2.0 - g.cy);
        if nx * mid.0 + ny * mid.1 < 0.0 {
            (-nx, -ny)
        } else {
            (nx, ny)
        }
    };
    let outline: Vec<(f32, f32)> = (0..k)
        .map(|i| {
            let (prev, here, next) = (hull[(i + k - 1) % k], hull[i], hull[(i + 1) % k]);
            let (n1, n2) = (normal(prev, here), normal(here, next));
            let s = RIM * d / (1.0 + n1.0 * n2.0 + n1.1 * n2.1);
            (here.0 + (n1.0 + n2.0) * s, here.1 + (n1.1 + n2.1) * s)
        })
        .collect();
    let mut items = vec![
        Item::fill(Shape::Polygon(outline.clone()), pal.board),
        Item::stroke(Shape::Polygon(outline), pal.line, 0.03 * d),
    ];
    // The lines between neighbours, in the three directions.
    for p in Point::all() {
        let a = g.at(p);
        for (dx, dn) in [(0, 1), (1, 0), (1, 1)] {
            if let Some(q) = Point::from_xn(p.x() + dx, p.n() + dn) {
                items.push(Item::stroke(
                    Shape::Segment(a, g.at(q)),
                    pal.line,
                    0.025 * d,
                ));
            }
        }
    }
    items.extend(coordinates(g, pal));
    items
}

/// The column letters under each column's lowest point, the numbers beyond the left end of
/// each number's line (`b1`, `a2`..`a5`, `b6`, `b7`, `c8`, `d9`, `e10`, `g11`), where the
/// line would go on. The corner `a1` would take both `a` and `1`: there they stand apart.
fn coordinates(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    let size = 0.27 * d;
    let label = |s: String, (x, y): (f32, f32)| {
        Item::text(s, (x, y + size * 0.36), size, pal.label, Align::Center)
    };
    let mut items = Vec::new();
    for (x, letter) in ('a'..='k').enumerate() {
        let Some(low) = (1..=11).find_map(|n| Point::from_xn(x as i32, n)) else {
            continue;
        };
        let out = if x == 0 { (-0.3, 0.8) } else { (0.0, LABEL) };
        items.push(label(letter.to_string(), g.offset(g.at(low), out)));
    }
    for n in 1..=11 {
        let Some(left) = (0..=10).find_map(|x| Point::from_xn(x, n)) else {
            continue;
        };
        // Backwards along the line: left and up.
        let mut out = (-S60 * LABEL, -0.5 * LABEL);
        if n == 1 {
            out = (out.0 + 0.12, out.1 + 0.14);
        }
        items.push(label(n.to_string(), g.offset(g.at(left), out)));
    }
    items
}

/// The size of a point's name, in spacings.
const NAME: f32 = 0.19;

/// The vacant points' dots and names (a piece hides its point's; names under 5 pixels are
/// left out). A name stands right of its dot, between the two lines that leave it to the
/// right.
fn vacant_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    let d = g.d;
    let mut items = Vec::new();
    for s in Point::all() {
        if p.piece(s).is_some() {
            continue;
        }
        let (x, y) = g.at(s);
        items.push(Item::fill(Shape::circle(x, y, 0.065 * d), pal.dot));
        // Names too small to read (the narrowest pictures) would only blur the board.
        if NAME * d < 5.0 {
            continue;
        }
        items.push(Item::text(
            s.to_string(),
            (x + 0.12 * d, y + 0.36 * NAME * d),
            NAME * d,
            with_alpha(pal.label, 0.85),
            Align::Left,
        ));
    }
    items
}

/// The fill and the edge of a side's pieces.
fn colours(pal: &Palette, side: Side) -> (SkColor, SkColor) {
    match side {
        Side::First => (pal.white_fill, pal.white_edge),
        Side::Second => (pal.black_fill, pal.black_edge),
    }
}

/// A ring's radius (to the middle of its band) and its band's width, in spacings.
const RING_R: f32 = 0.39;
const RING_W: f32 = 0.13;
/// A marker's radius, in spacings.
const MARKER_R: f32 = 0.27;

/// A ring of `side` of radius `r` (the band's middle) and band `w` at (x, y): a thick
/// circle in the side's colour between two thin edges, hollow.
fn ring(pal: &Palette, x: f32, y: f32, r: f32, w: f32, side: Side) -> Vec<Item> {
    let (fill, edge) = colours(pal, side);
    let e = (0.14 * w).max(0.8);
    vec![
        Item::stroke(Shape::circle(x, y, r), edge, w),
        Item::stroke(Shape::circle(x, y, r), fill, (w - 2.0 * e).max(0.5)),
    ]
}

/// A marker of `colour` of radius `r` at (x, y): a filled disc with an edge.
fn marker(pal: &Palette, x: f32, y: f32, r: f32, colour: Side) -> Vec<Item> {
    let (fill, edge) = colours(pal, colour);
    vec![
        Item::fill(Shape::circle(x, y, r), fill),
        Item::stroke(Shape::circle(x, y, r), edge, (0.11 * r).max(0.8)),
    ]
}

/// The drawing of a piece on the board at (x, y).
fn piece_drawing(d: f32, pal: &Palette, x: f32, y: f32, piece: Piece) -> Vec<Item> {
    match piece {
        Piece::Ring(side) => ring(pal, x, y, RING_R * d, RING_W * d, side),
        Piece::Marker(colour) => marker(pal, x, y, MARKER_R * d, colour),
    }
}

/// The SVG class of a piece: its kind and colour.
fn piece_class(piece: Piece) -> &'static str {
    match piece {
        Piece::Ring(Side::First) => "ring white",
        Piece::Ring(Side::Second) => "ring black",
        Piece::Marker(Side::First) => "marker white",
        Piece::Marker(Side::Second) => "marker black",
    }
}

/// Every piece on the board, each in a group of its class.
fn piece_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    Point::all()
        .filter_map(|s| {
            let piece = p.piece(s)?;
            let (x, y) = g.at(s);
            Some(Item::Group(
                piece_class(piece),
                piece_drawing(g.d, pal, x, y, piece),
            ))
        })
        .collect()
}

/// The pieces for the PNG: each kind and colour drawn once per size and theme into a cached
/// sprite, then copied. A sprite sits at whole pixels, so a piece may move by half a pixel
/// at most.
fn draw_pieces(pm: &mut Pixmap, g: &Geometry, theme: Theme, p: &Position) {
    type Key = (u32, Theme, Piece);
    static SPRITES: std::sync::OnceLock<crate::board::Cache<Key, Pixmap>> =
        std::sync::OnceLock::new();
    let sprites = SPRITES.get_or_init(crate::board::Cache::new);
    let d = g.d;
    // Room for the ring and its edge.
    let half = ((RING_R + RING_W / 2.0) * d).ceil() as i32 + 2;
    for s in Point::all() {
        let Some(piece) = p.piece(s) else { continue };
        let key = ((d * 64.0).round() as u32, theme, piece);
        let sprite = sprites.get_or(key, || {
            let side = (2 * half) as u32;
            let mut sp = Pixmap::new(side, side)?;
            let c = half as f32;
            let items = piece_drawing(d, &Palette::of(theme), c, c, piece);
            crate::raster::draw(&mut sp, theme, &items);
            Some(sp)
        });
        if let Some(sp) = sprite {
            let (x, y) = g.at(s);
            crate::blit::blit(pm, &sp, x.round() as i32 - half, y.round() as i32 - half);
        }
    }
}

/// The last ring move: an arrow from the marker it left on its start (circled boldly, a dot
/// on it) to the ring on its landing point; each marker it flipped circled.
fn last_items(g: &Geometry, pal: &Palette, o: &YinshOptions) -> Vec<Item> {
    let d = g.d;
    let ink = pal.accent;
    let mut items = Vec::new();
    if let Some(Action::Move { from, to }) = o.last_move {
        let (a, b) = (g.at(from), g.at(to));
        let (vx, vy) = (b.0 - a.0, b.1 - a.1);
        let len = vx.hypot(vy).max(1.0);
        let (ux, uy) = (vx / len, vy / len);
        let halo = (MARKER_R + 0.07) * d;
        // From the start marker's circle to the landing ring's outer edge.
        let start = (a.0 + ux * halo, a.1 + uy * halo);
        let tip = (
            b.0 - ux * (RING_R + RING_W / 2.0 + 0.02) * d,
            b.1 - uy * (RING_R + RING_W / 2.0 + 0.02) * d,
        );
        let head = 0.24 * d;
        let wing = |sign: f32| {
            (
                tip.0 - ux * head - sign * uy * head * 0.6,
                tip.1 - uy * head + sign * ux * head * 0.6,
            )
        };
        items.push(Item::Group(
            "move",
            vec![
                Item::stroke(Shape::circle(a.0, a.1, halo), ink, 0.07 * d),
                Item::fill(Shape::circle(a.0, a.1, 0.09 * d), ink),
                Item::stroke(
                    Shape::Segment(start, (tip.0 - ux * 0.5 * head, tip.1 - uy * 0.5 * head)),
                    ink,
                    0.075 * d,
                ),
                Item::fill(Shape::Polygon(vec![tip, wing(1.0), wing(-1.0)]), ink),
            ],
        ));
    }
    for &s in &o.flipped {
        let (x, y) = g.at(s);
        items.push(Item::Group(
            "flipped",
            vec![Item::stroke(
                Shape::circle(x, y, (MARKER_R + 0.07) * d),
                ink,
                0.04 * d,
            )],
        ));
    }
    items
}

/// The row options, numbered in their order: each a line in its colour through its five
/// points, ending in a badge with its number half a step past one end (past the other end
/// when that point is off the board or the badge of another option is there). Options on
/// one line are drawn side by side, a little apart.
fn row_items(g: &Geometry, pal: &Palette, rows: &[Vec<Point>]) -> Vec<Item> {
    let d = g.d;
    // Each option's points in line order, its step and its line (where the line leaves the
    // board backwards), so that options on one line can be set apart.
    let mut options: Vec<(Vec<Point>, (i32, i32), Point)> = Vec::new();
    for row in rows {
        let mut pts = row.clone();
        pts.sort();
        pts.dedup();
        let (Some(&first), Some(&second)) = (pts.first(), pts.get(1)) else {
            continue;
        };
        let step = (second.x() - first.x(), second.n() - first.n());
        let mut origin = first;
        while let Some(q) = Point::from_xn(origin.x() - step.0, origin.n() - step.1) {
            origin = q;
        }
        options.push((pts, step, origin));
    }
    let mut items = Vec::new();
    let mut badges: Vec<(f32, f32)> = Vec::new();
    for (i, (pts, step, origin)) in options.iter().enumerate() {
        let same: Vec<usize> = options
            .iter()
            .enumerate()
            .filter(|(_, o)| o.1 == *step && o.2 == *origin)
            .map(|(j, _)| j)
            .collect();
        let rank = same.iter().position(|&j| j == i).unwrap_or(0) as f32;
        let shift = (rank - (same.len() as f32 - 1.0) / 2.0) * 0.13 * d;
        let (Some(&first), Some(&last)) = (pts.first(), pts.last()) else {
            continue;
        };
        let (a, b) = (g.at(first), g.at(last));
        let (vx, vy) = (b.0 - a.0, b.1 - a.1);
        let len = vx.hypot(vy).max(1.0);
        let (ux, uy) = (vx / len, vy / len);
        let (px, py) = (-uy * shift, ux * shift);
        let (a, b) = ((a.0 + px, a.1 + py), (b.0 + px, b.1 + py));
        let color = pal.choices[i % pal.choices.len()];
        // The badge past the last point, or past the first.
        let past_last = (b.0 + ux * 0.5 * d, b.1 + uy * 0.5 * d);
        let past_first = (a.0 - ux * 0.5 * d, a.1 - uy * 0.5 * d);
        let beyond = Point::from_xn(last.x() + step.0, last.n() + step.1).is_some();
        let taken = |at: (f32, f32)| {
            badges
                .iter()
                .any(|q| (q.0 - at.0).hypot(q.1 - at.1) < 0.4 * d)
        };
        let at = if beyond && !taken(past_last) {
            past_last
        } else {
            past_first
        };
        badges.push(at);
        let (from, to) = if at == past_last {
            (a, past_last)
        } else {
            (past_first, b)
        };
        let mut group = vec![
            Item::stroke(
                Shape::Segment(from, to),
                with_alpha(pal.panel, 0.7),
                0.15 * d,
            ),
            Item::stroke(Shape::Segment(from, to), color, 0.09 * d),
        ];
        for &s in pts {
            let (x, y) = g.at(s);
            group.push(Item::fill(Shape::circle(x + px, y + py, 0.07 * d), color));
        }
        group.push(crate::marks::badge(
            pal,
            at,
            0.21 * d,
            color,
            &(i + 1).to_string(),
        ));
        items.push(Item::Group("row", group));
    }
    items
}

/// Whose decision it is, or the result, in `lang` (the cards' middle and the text board's
/// last line).
pub(crate) fn status(p: &Position, lang: Lang) -> String {
    let line = match (gipf_i18n::yinsh::position_decision(p), p.stage()) {
        (Some(msg), _) => msg.render(lang),
        (None, Stage::Over { winner }) => p
            .outcome()
            .map(|out| gipf_i18n::yinsh::result(winner, out.reason).render(lang))
            .unwrap_or_default(),
        (None, _) => String::new(),
    };
    // The words are chat's, which sets commands in backticks: a picture shows them plain.
    line.replace('`', "")
}

/// Under the board: a card per player (a ring of his colour and his name; his removed rings
/// as small rings among the goal's, or during the placement the rings he still places), the
/// decider's framed; between them the game's name, the markers in the pool and whose
/// decision it is, or the result.
fn panel_items(g: &Geometry, pal: &Palette, p: &Position, o: &YinshOptions) -> Vec<Item> {
    let d = g.d;
    let w = o.width as f32;
    let lang = o.lang;
    let top = g.cards_top();
    let card_h = CARD_H * d;
    let card_w = 0.27 * w;
    let placement = p.stage() == Stage::Placement;
    let decider = p.decider();
    let mut items = Vec::new();
    for side in Side::BOTH {
        let x0 = if side == Side::First {
            0.03 * w
        } else {
            w - 0.03 * w - card_w
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
        let (ix, iy) = (x0 + 0.45 * d, top + 0.5 * d);
        items.extend(ring(pal, ix, iy, 0.22 * d, 0.09 * d, side));
        let name = crate::text::fit(&o.names[side.index()], 0.3 * d, card_w - 1.1 * d);
        items.push(Item::text(
            name,
            (x0 + 0.85 * d, top + 0.6 * d),
            0.3 * d,
            pal.text,
            Align::Left,
        ));
        // The second line: a label, then small rings.
        let (label, count, filled, class) = if placement {
            let n = p.rings_to_place(side);
            (t!(lang, "yinsh-board-to-place"), n, n, "to-place")
        } else {
            let goal = p.goal();
            (
                t!(lang, "yinsh-board-removed"),
                goal,
                p.removed(side),
                "removed",
            )
        };
        let r = 0.17 * d;
        let icons = count as f32 * 2.6 * r;
        let room = (card_w - 0.5 * d - icons - 0.15 * d).max(d);
        let size = 0.22 * d;
        let wide = crate::text::width(&label, size);
        let label_size = if wide > room {
            (size * room / wide).max(size * 2.0 / 3.0)
        } else {
            size
        };
        let label = crate::text::fit(&label, label_size, room);
        let y = top + 1.45 * d;
        items.push(Item::text(
            label.clone(),
            (x0 + 0.25 * d, y + 0.36 * label_size),
            label_size,
            pal.muted,
            Align::Left,
        ));
        let mut x = x0 + 0.25 * d + crate::text::width(&label, label_size) + 0.15 * d + 1.3 * r;
        for k in 0..count {
            let icon = if k < filled {
                ring(pal, x, y, r, 0.4 * r, side)
            } else {
                // A ring not yet removed: its place, faint.
                vec![Item::stroke(
                    Shape::circle(x, y, r),
                    with_alpha(pal.muted, 0.55),
                    0.1 * r,
                )]
            };
            items.push(Item::Group(if k < filled { class } else { "goal" }, icon));
            x += 2.6 * r;
        }
    }
    // The middle: the game's name, the pool, and whose decision it is, or the result.
    let mid = w / 2.0;
    let span = w - 2.0 * (0.03 * w + card_w) - 0.3 * d;
    let title = if p.is_blitz() { "YINSH BLITZ" } else { "YINSH" };
    items.push(Item::text(
        title.to_string(),
        (mid, top + 0.42 * d),
        0.24 * d,
        pal.muted,
        Align::Center,
    ));
    let pool = t!(lang, "yinsh-board-pool", count = i64::from(p.pool()));
    let size = 0.22 * d;
    let pool = crate::text::fit(&pool, size, span - 0.5 * d);
    let pw = crate::text::width(&pool, size);
    let mr = 0.11 * d;
    let px = mid - (pw + 2.0 * mr + 0.1 * d) / 2.0;
    let py = top + 0.8 * d;
    let mut pool_items = marker(pal, px + mr, py, mr, Side::First);
    pool_items.extend(marker(
        pal,
        px + mr + 0.06 * d,
        py + 0.04 * d,
        mr,
        Side::Second,
    ));
    pool_items.push(Item::text(
        pool,
        (px + 2.0 * mr + 0.16 * d, py + 0.36 * size),
        size,
        pal.muted,
        Align::Left,
    ));
    items.push(Item::Group("pool", pool_items));
    let head = status(p, lang);
    let size = 0.27 * d;
    // A long sentence takes two lines before it is cut.
    let lines = wrap(&head, size, span);
    let first_y = if lines.len() > 1 { 1.32 } else { 1.5 };
    for (i, line) in lines.iter().enumerate() {
        items.push(Item::text(
            crate::text::fit(line, size, span),
            (mid, top + (first_y + 0.38 * i as f32) * d),
            size,
            pal.text,
            Align::Center,
        ));
    }
    items
}

/// `text` in at most two lines of `max` pixels, broken at a space.
fn wrap(text: &str, size: f32, max: f32) -> Vec<String> {
    if crate::text::width(text, size) <= max {
        return vec![text.to_string()];
    }
    let words: Vec<&str> = text.split(' ').collect();
    // The longest first line that fits; the rest, cut if need be, is the second.
    for cut in (1..words.len()).rev() {
        let first = words[..cut].join(" ");
        if crate::text::width(&first, size) <= max {
            return vec![first, words[cut..].join(" ")];
        }
    }
    vec![text.to_string()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        s.parse().expect("a position")
    }

    fn act(s: &str) -> Action {
        s.parse().expect("an action")
    }

    /// YINSH-PERFT.md's Y1: §8's example after the ten placements.
    const Y1: &str = "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW4B3/4W4/8/7/4 w m 0/0";
    /// Y2: White chooses among the 3 windows of his run i4–i10.
    const Y2: &str = "yinsh 1b1b/b1Bbw1B/1wbb2b1/2b2b2w/w2wbw1bWw/wbb1B1b2/w1WwWwbW2/1w2ww2b/wwwwwwwB/wwbbwbw/bbB1 w r 1/0";
    /// Y3: Black chooses among 2 rows White's move made for him.
    const Y3: &str = "yinsh 1w1w/b3w2/w1wBWw1b/w1wbwwWbw/wwbwbWbb1b/b1bb1bwBB/1bbbbbbB2/3wb4/4Wb2/W3Bb1/1b2 w R 0/0";
    /// Y8: after `b3-a3` no ring can move: a draw.
    const Y8: &str =
        "yinsh b1Bw/2Wwb2/2bbwb2/2wb1wb2/2bw2ww2/1ww3bw1/bbw4wbw/WwwbbwwwB/BwbbbwbW/w5b/4 w m 2/2";

    /// `p` after the ring move `text`, and the markers it flipped.
    fn after_move(p: &Position, text: &str) -> (Position, Vec<Point>) {
        let mut q = *p;
        q.play(act(text)).expect("legal");
        let flipped = Point::all()
            .filter(|&s| {
                matches!(
                    (p.piece(s), q.piece(s)),
                    (Some(Piece::Marker(a)), Some(Piece::Marker(b))) if a != b
                )
            })
            .collect();
        (q, flipped)
    }

    /// The row options of the decider, as five points each.
    fn rows_of(p: &Position) -> Vec<Vec<Point>> {
        let colour = p.decider().expect("a decider");
        p.rows(colour)
            .into_iter()
            .map(|(a, b)| {
                let (sx, sn) = ((b.x() - a.x()) / 4, (b.n() - a.n()) / 4);
                (0..5)
                    .map(|k| Point::from_xn(a.x() + k * sx, a.n() + k * sn).expect("a point"))
                    .collect()
            })
            .collect()
    }

    /// A ring move of Y2's line with flips: White's first move after his row and ring.
    fn with_flips() -> (Position, Action, Vec<Point>) {
        let mut p = pos(Y2);
        // White's row, his ring, then Black's moves until one flips markers.
        p.play(p.legal_actions()[0]).expect("legal");
        p.play(p.legal_actions()[0]).expect("legal");
        for a in p.legal_actions() {
            let (q, flipped) = after_move(&p, &a.to_string());
            if flipped.len() >= 2 {
                return (q, a, flipped);
            }
        }
        panic!("no move flips two markers");
    }

    fn svg(p: &Position, o: &YinshOptions) -> String {
        render_yinsh_svg(p, o).expect("renders")
    }

    #[test]
    fn png_has_the_size_of_each_width_and_theme() {
        let (p, mv, flipped) = with_flips();
        for width in [crate::MIN_WIDTH, 500, crate::DEFAULT_WIDTH, 1300] {
            for theme in [Theme::Light, Theme::Dark] {
                let o = YinshOptions {
                    width,
                    theme,
                    last_move: Some(mv),
                    flipped: flipped.clone(),
                    ..YinshOptions::default()
                };
                let png = render_yinsh(&p, &o).expect("renders");
                let img = image::load_from_memory(&png).expect("a PNG");
                assert_eq!((img.width(), img.height()), (width, width * 16 / 21));
            }
        }
        for width in [crate::MIN_WIDTH - 1, crate::MAX_WIDTH + 1] {
            let o = YinshOptions {
                width,
                ..YinshOptions::default()
            };
            assert!(matches!(render_yinsh(&p, &o), Err(RenderError::Size(w)) if w == width));
            assert!(render_yinsh_svg(&p, &o).is_err());
        }
    }

    #[test]
    fn flipped_and_unflipped_differ_and_the_cache_gives_the_same_picture() {
        let p = pos(Y1);
        let o = YinshOptions::default();
        let once = render_yinsh(&p, &o).expect("renders");
        assert_eq!(once, render_yinsh(&p, &o).expect("renders"));
        let flipped = YinshOptions {
            flip: true,
            ..YinshOptions::default()
        };
        assert_ne!(once, render_yinsh(&p, &flipped).expect("renders"));
        // The dark theme is another picture, and the light one is still cached as it was.
        let dark = YinshOptions {
            theme: Theme::Dark,
            ..YinshOptions::default()
        };
        assert_ne!(once, render_yinsh(&p, &dark).expect("renders"));
        assert_eq!(once, render_yinsh(&p, &o).expect("renders"));
    }

    #[test]
    fn svg_names_the_85_points_and_the_coordinates() {
        let s = svg(&Position::start(), &YinshOptions::default());
        assert_eq!(Point::all().count(), 85);
        for point in Point::all() {
            assert!(s.contains(&format!(">{point}</text>")), "{point}");
        }
        // No corner is a point.
        for corner in ["a1", "a6", "f1", "f11", "k6", "k11"] {
            assert!(!s.contains(&format!(">{corner}</text>")), "{corner}");
        }
        // The coordinates around the edge: the eleven letters, the eleven numbers.
        for label in ('a'..='k')
            .map(String::from)
            .chain((1..=11).map(|n| n.to_string()))
        {
            assert!(s.contains(&format!(">{label}</text>")), "{label}");
        }
        // Too small to read at the narrowest width: the dots stay, the names go.
        let narrow = svg(
            &Position::start(),
            &YinshOptions {
                width: crate::MIN_WIDTH,
                ..YinshOptions::default()
            },
        );
        assert!(!narrow.contains(">a2</text>"));
        assert!(narrow.contains(">a</text>") && narrow.contains(">11</text>"));
        // A piece hides its point's name.
        let (p, _) = after_move(&pos(Y1), "h7-g7");
        let s = svg(&p, &YinshOptions::default());
        assert!(!s.contains(">h7</text>") && !s.contains(">g7</text>"));
        assert!(s.contains(">h8</text>"));
    }

    /// The items of the first `<g class="{class}">` in `svg`.
    fn group<'a>(svg: &'a str, class: &str) -> &'a str {
        let open = format!("<g class=\"{class}\">");
        let at = svg.find(&open).unwrap_or_else(|| panic!("no {class}")) + open.len();
        let end = at + svg[at..].find("</g>").expect("closed");
        &svg[at..end]
    }

    #[test]
    fn rings_and_markers_are_drawn_apart() {
        let (p, _) = after_move(&pos(Y1), "h7-g7");
        let s = svg(&p, &YinshOptions::default());
        for (class, count) in [
            ("ring white", 5),
            ("ring black", 5),
            ("marker white", 1),
            ("marker black", 0),
        ] {
            assert_eq!(s.matches(&format!("\"{class}\"")).count(), count, "{class}");
        }
        // A ring is hollow: two strokes (its band between its edges), nothing filled.
        let ring = group(&s, "ring white");
        assert_eq!(ring.matches("<circle").count(), 2);
        assert_eq!(ring.matches("fill=\"none\"").count(), 2);
        // A marker is a filled disc, smaller than a ring.
        let marker = group(&s, "marker white");
        assert_eq!(marker.matches("<circle").count(), 2);
        assert_eq!(marker.matches("fill=\"none\"").count(), 1);
        let radius = |g: &str| -> f32 {
            g.split("r=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .and_then(|r| r.parse().ok())
                .expect("a radius")
        };
        assert!(radius(marker) < 0.8 * radius(ring));
        // The colours differ in both themes: the white ring's band is White's fill, the
        // black one's Black's.
        for theme in [Theme::Light, Theme::Dark] {
            let pal = Palette::of(theme);
            let hex = |c: SkColor| {
                let c = c.to_color_u8();
                format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
            };
            let s = svg(
                &p,
                &YinshOptions {
                    theme,
                    ..YinshOptions::default()
                },
            );
            assert!(group(&s, "ring white").contains(&hex(pal.white_fill)));
            assert!(group(&s, "ring black").contains(&hex(pal.black_fill)));
            assert_ne!(hex(pal.white_fill), hex(pal.black_fill));
        }
    }

    #[test]
    fn the_last_move_and_its_flips_are_drawn() {
        let (p, mv, flipped) = with_flips();
        let none = svg(&p, &YinshOptions::default());
        assert!(!none.contains("<g class=\"last\">"));
        let s = svg(
            &p,
            &YinshOptions {
                last_move: Some(mv),
                flipped: flipped.clone(),
                ..YinshOptions::default()
            },
        );
        let last = group(&s, "move");
        // The start circled, a dot on it, the line and its head.
        assert_eq!(last.matches("<circle").count(), 2);
        assert_eq!(last.matches("<line").count(), 1);
        assert_eq!(last.matches("<polygon").count(), 1);
        assert_eq!(s.matches("<g class=\"flipped\">").count(), flipped.len());
        // §9's example: h7-g7 flips nothing; a placement draws no move.
        let (q, none) = after_move(&pos(Y1), "h7-g7");
        assert!(none.is_empty());
        let s = svg(
            &q,
            &YinshOptions {
                last_move: Some(act("h7-g7")),
                ..YinshOptions::default()
            },
        );
        assert_eq!(s.matches("<g class=\"move\">").count(), 1);
        assert!(!s.contains("class=\"flipped\""));
        let s = svg(
            &q,
            &YinshOptions {
                last_move: Some(act("e3")),
                ..YinshOptions::default()
            },
        );
        assert!(!s.contains("class=\"move\""));
    }

    #[test]
    fn the_row_options_are_numbered() {
        for (text, count) in [(Y2, 3), (Y3, 2)] {
            let p = pos(text);
            let rows = rows_of(&p);
            assert_eq!(rows.len(), count);
            let s = svg(
                &p,
                &YinshOptions {
                    rows: rows.clone(),
                    ..YinshOptions::default()
                },
            );
            assert_eq!(s.matches("<g class=\"row\">").count(), count);
            // Each a line in its colour, a dot on each of its five points, its number.
            let rows_layer = &s[s.find("<g class=\"rows\">").expect("rows")..];
            for (i, colour) in Palette::of(Theme::Light).choices[..count]
                .iter()
                .enumerate()
            {
                let c = colour.to_color_u8();
                let hex = format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue());
                assert!(rows_layer.contains(&format!(">{}</text>", i + 1)));
                assert!(rows_layer.contains(&format!("stroke=\"{hex}\"")), "{hex}");
            }
            let first = group(&s, "row");
            assert_eq!(first.matches("<line").count(), 2);
            // The five dots, the badge's disc and its edge.
            assert_eq!(first.matches("<circle").count(), 7);
        }
        // No options, no rows layer.
        let s = svg(&pos(Y2), &YinshOptions::default());
        assert!(!s.contains("class=\"row\""));
    }

    #[test]
    fn the_cards_say_the_score_the_pool_and_whose_decision_it_is() {
        let s = svg(&pos(Y2), &YinshOptions::default());
        let panel = &s[s.find("<g class=\"panel\">").expect("a panel")..];
        assert!(panel.contains("White to choose which row to remove"));
        assert!(panel.contains(">Markers in the pool: 5</text>"));
        assert!(panel.contains(">Rings removed</text>"));
        // White has removed one ring of three, Black none: the rest are empty places.
        assert_eq!(panel.matches("<g class=\"removed\">").count(), 1);
        assert_eq!(panel.matches("<g class=\"goal\">").count(), 5);
        // The placement: the rings still to place; blitz: a goal of one.
        let mut p = Position::start();
        p.play(act("e3")).expect("legal");
        let s = svg(&p, &YinshOptions::default());
        assert_eq!(s.matches("<g class=\"to-place\">").count(), 9);
        assert!(s.contains("Black to place a ring") && s.contains(">Rings to place</text>"));
        let s = svg(&pos(Y8), &YinshOptions::default());
        let blitz = pos("yinsh-blitz 1B2/1b1wb1b/4B2b/W3w3B/w5wWb1/w4wb1w/wwwW1bw1ww/2b2b2W/1wb1WB1B/4bbw/wb2 b m 0/0");
        let b = svg(&blitz, &YinshOptions::default());
        assert_eq!(b.matches("<g class=\"goal\">").count(), 2);
        assert!(b.contains(">YINSH BLITZ</text>"));
        assert!(s.contains(">YINSH</text>"));
        // A finished game: the result, no card framed as the decider's.
        let (over, _) = after_move(&pos(Y8), "b3-a3");
        let s = svg(&over, &YinshOptions::default());
        assert!(
            s.contains("Draw: no ring can move, with 2 rings each"),
            "{s}"
        );
        let accent = Palette::of(Theme::Light).accent.to_color_u8();
        let accent = format!(
            "#{:02x}{:02x}{:02x}",
            accent.red(),
            accent.green(),
            accent.blue()
        );
        assert!(!s.contains(&accent));
        assert!(!s.contains('`'));
        // Another language.
        let s = svg(
            &pos(Y2),
            &YinshOptions {
                lang: Lang::De,
                ..YinshOptions::default()
            },
        );
        assert!(s.contains(">Steine im Vorrat: 5</text>"));
    }

    #[test]
    fn board_only_cuts_the_cards() {
        let (p, mv, flipped) = with_flips();
        let full = svg(
            &p,
            &YinshOptions {
                last_move: Some(mv),
                flipped,
                ..YinshOptions::default()
            },
        );
        let board = yinsh_board_only(&full).expect("a YINSH picture");
        let view: Vec<f32> = board
            .split("viewBox=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .map(|v| v.split(' ').filter_map(|n| n.parse().ok()).collect())
            .expect("a view box");
        let [left, top, width, h] = view[..] else {
            panic!("a view box of four numbers: {view:?}");
        };
        let g = Geometry::new(840.0, 640.0);
        // Below the board's lowest label, above the cards.
        assert!(
            h > g.cy + (TALL / 2.0 + LABEL) * g.d && h < g.cards_top(),
            "{h}"
        );
        // As narrow as the board with its numbers, centred: a phone draws it larger.
        assert_eq!(top, 0.0);
        assert!(width < 840.0 * 0.7, "{width}");
        assert!((left + width / 2.0 - 420.0).abs() <= 1.0, "{left} {width}");
        let point = |n: &str| n.parse::<Point>().expect("a point");
        let (a2, k7) = (g.at(point("a2")), g.at(point("k7")));
        assert!(left < a2.0 - LABEL * g.d && left + width > k7.0 + LABEL * g.d);
        // Only the picture's size changes.
        let body = |svg: &str| svg[svg.find('>').map_or(0, |i| i + 1)..].to_string();
        assert_eq!(body(&board), body(&full));
        assert!(yinsh_board_only("<svg class=\"tzaar\">").is_none());
        assert!(yinsh_board_only("no picture").is_none());
        let tzaar = crate::render_tzaar_svg(
            &gipf_tzaar::Position::start(),
            &crate::TzaarOptions::default(),
        )
        .expect("renders");
        assert!(yinsh_board_only(&tzaar).is_none());
    }

    #[test]
    fn the_text_board_shows_everything() {
        let p = pos(Y2);
        let text = crate::ascii::yinsh_board(&p, Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        // 19 lines of points, the letters, the legend, a line per player, the pool, whose
        // decision it is.
        assert_eq!(lines.len(), 25, "{text}");
        let board = &lines[..19];
        let count = |c: char| {
            board
                .iter()
                .flat_map(|l| l.split_whitespace())
                .filter(|t| *t == c.to_string())
                .count()
        };
        let pieces = |f: fn(Option<Piece>) -> bool| Point::all().filter(|&s| f(p.piece(s))).count();
        assert_eq!(count('W'), pieces(|x| x == Some(Piece::Ring(Side::First))));
        assert_eq!(count('B'), pieces(|x| x == Some(Piece::Ring(Side::Second))));
        assert_eq!(
            count('w'),
            pieces(|x| x == Some(Piece::Marker(Side::First)))
        );
        assert_eq!(
            count('b'),
            pieces(|x| x == Some(Piece::Marker(Side::Second)))
        );
        assert_eq!(count('.'), pieces(|x| x.is_none()));
        assert_eq!(
            count('W') + count('B') + count('w') + count('b') + count('.'),
            85
        );
        // YINSH.md §2's layout: e10 and g11 on top, e1 and g2 at the bottom, a2..a5 on the
        // left with their numbers; column i (i4..i11) holds White's run i4..i10.
        assert_eq!(
            lines[0].split_whitespace().collect::<Vec<_>>(),
            ["10", "w", "11", "."]
        );
        assert_eq!(lines[18].split_whitespace().collect::<Vec<_>>(), ["w", "w"]);
        assert!(lines[12].starts_with(" 2 ."), "{}", lines[12]);
        assert!(lines[10].starts_with(" 3 b"), "{}", lines[10]);
        assert_eq!(lines[19].split_whitespace().count(), 11);
        assert!(lines[20].starts_with("W, B: the rings"));
        assert_eq!(lines[21], "White: Rings removed 1/3");
        assert_eq!(lines[22], "Black: Rings removed 0/3");
        assert_eq!(lines[23], "Markers in the pool: 5");
        assert!(lines[24].starts_with("White to choose which row to remove"));
        // The placement: the rings to place; another language; the result.
        let mut t = Position::blitz_start();
        t.play(act("e3")).expect("legal");
        let text = crate::ascii::yinsh_board(&t, Lang::De);
        assert!(
            text.contains("Weiß:    Entfernte Ringe 0/1 · Noch zu setzende Ringe 4"),
            "{text}"
        );
        assert!(text.contains("Steine im Vorrat: 51"));
        let (over, _) = after_move(&pos(Y8), "b3-a3");
        let text = crate::ascii::yinsh_board(&over, Lang::En);
        assert!(
            text.ends_with("Draw: no ring can move, with 2 rings each\n"),
            "{text}"
        );
    }

    #[test]
    #[ignore = "writes the pictures to /tmp to look at"]
    fn write_pictures() {
        let (y1g7, _) = after_move(&pos(Y1), "h7-g7");
        let (flips, mv, flipped) = with_flips();
        let y2 = pos(Y2);
        let y3 = pos(Y3);
        let (over, _) = after_move(&pos(Y8), "b3-a3");
        let named = |o: YinshOptions| YinshOptions {
            names: ["Alice".into(), "Bob the Builder".into()],
            ..o
        };
        let cases: Vec<(&str, Position, YinshOptions)> = vec![
            ("start", Position::start(), named(YinshOptions::default())),
            (
                "h7g7",
                y1g7,
                named(YinshOptions {
                    last_move: Some(act("h7-g7")),
                    ..YinshOptions::default()
                }),
            ),
            (
                "flips",
                flips,
                named(YinshOptions {
                    last_move: Some(mv),
                    flipped: flipped.clone(),
                    ..YinshOptions::default()
                }),
            ),
            (
                "y2",
                y2,
                named(YinshOptions {
                    rows: rows_of(&y2),
                    ..YinshOptions::default()
                }),
            ),
            (
                "y3",
                y3,
                named(YinshOptions {
                    rows: rows_of(&y3),
                    ..YinshOptions::default()
                }),
            ),
            ("over", over, named(YinshOptions::default())),
            (
                "dark",
                flips,
                named(YinshOptions {
                    theme: Theme::Dark,
                    last_move: Some(mv),
                    flipped: flipped.clone(),
                    ..YinshOptions::default()
                }),
            ),
            (
                "flipped",
                y2,
                named(YinshOptions {
                    flip: true,
                    rows: rows_of(&y2),
                    ..YinshOptions::default()
                }),
            ),
            (
                "min",
                flips,
                named(YinshOptions {
                    width: crate::MIN_WIDTH,
                    last_move: Some(mv),
                    flipped,
                    ..YinshOptions::default()
                }),
            ),
            (
                "blitz_de",
                pos("yinsh-blitz 4/7/8/9/2W7/9/10/9/8/7/4 b p 0/0"),
                YinshOptions {
                    lang: Lang::De,
                    ..YinshOptions::default()
                },
            ),
        ];
        for (name, p, o) in cases {
            let png = render_yinsh(&p, &o).expect("renders");
            std::fs::write(format!("/tmp/yinsh_{name}.png"), png).expect("written");
            std::fs::write(format!("/tmp/yinsh_{name}.svg"), svg(&p, &o)).expect("written");
            println!("{name}:\n{}", crate::ascii::yinsh_board(&p, o.lang));
        }
    }
}
