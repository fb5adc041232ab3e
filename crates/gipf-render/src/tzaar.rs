//! TZAAR's board (TZAAR.md §2), as PNG for chat and SVG for the web: the hexagon of GIPF's
//! 61 points with its centre `e5` shaded as no space, the 60 spaces named (a vacant space's
//! name under its dot, column letters and row numbers around the edge), White's side at the
//! bottom unless flipped; each stack as a pile of its owner's discs whose top tells its
//! type by shape (a Tott plain, a Tzarra with one ring, a Tzaar with a ring and a centre
//! dot, as the pieces' crowns), its height in a blue badge from 2 up; the last turn's
//! actions (a capture an arrow ending in a cross, a stacking move a plain arrow, numbered
//! when there are two; a placement ringed); and under the board the players' cards (the
//! stacks each shows per type, a type at zero in red; the pieces still to place during the
//! placement) and whose action it is, or the result. The picture is 21:16 like the others,
//! the board across its top, so chat previews show it whole. The PNG copies the empty board
//! (outline, lines, centre, coordinates) drawn once per size, theme and orientation.
//!
//! One topic over ~1,070 lines, about 300 of them tests: the geometry, the layers (board,
//! stacks and their heights, last turn, cards), the caches and the text board all read one
//! picture's layout; the tests look at each layer in PNG and SVG.

use gipf_i18n::{t, Lang};
use gipf_tzaar::{Action, Phase, PieceType, Position, Side, Space, Stack};
use tiny_skia::{Color as SkColor, Pixmap};

use crate::encode::encode_png;
use crate::scene::Item;
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::{rgb, with_alpha, Palette, Theme};
use crate::{height_for, RenderError};

/// How to draw a TZAAR position.
#[derive(Clone, Debug)]
pub struct TzaarOptions {
    /// Image width in pixels ([`crate::MIN_WIDTH`]..=[`crate::MAX_WIDTH`]); the height follows
    /// (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// Black's side (row 9's tip) at the bottom instead of White's.
    pub flip: bool,
    /// The players' names, White's then Black's.
    pub names: [String; 2],
    /// The latest turn's actions, in order (none, one or two): the opponent's last turn, or
    /// the first action of the turn being played. A `pass` draws nothing.
    pub last_turn: Vec<Action>,
    /// The language of the words under the board.
    pub lang: Lang,
}

impl Default for TzaarOptions {
    fn default() -> TzaarOptions {
        TzaarOptions {
            width: crate::DEFAULT_WIDTH,
            theme: Theme::Light,
            flip: false,
            names: ["White".to_string(), "Black".to_string()],
            last_turn: Vec::new(),
            lang: Lang::En,
        }
    }
}

/// The blue of the height badges: the same in both themes, unlike any piece or mark.
fn badge_blue() -> SkColor {
    rgb(0x2F, 0x6F, 0xD6)
}

/// Where the spaces go: the distance between neighbours and the board's centre (`e5`).
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
/// How far the outline reaches beyond the outer spaces (at the corners).
const RIM: f32 = 0.62;
/// How far the coordinates stand from the outer spaces.
const LABEL: f32 = 0.86;
/// What the board needs above and below its outer spaces: the outline and the labels.
const MARGIN: f32 = 1.05;
/// sin 60°: a column's step across.
const S60: f32 = 0.866_025_4;

impl Geometry {
    /// The board (its 9 points tall, pointed up and down) in the picture's top, the cards
    /// under it, both centred in the picture's height.
    fn new(w: f32, h: f32) -> Geometry {
        let d = h / (8.0 + 2.0 * MARGIN + GAP + CARD_H);
        let content = (8.0 + 2.0 * MARGIN + GAP + CARD_H) * d;
        let top = ((h - content) / 2.0).max(0.0);
        Geometry {
            d,
            cx: w / 2.0,
            cy: top + (MARGIN + 4.0) * d,
            flip: false,
        }
    }

    /// A skew point's centre: columns upright, `e1` at the bottom (GIPF's board).
    fn xy(&self, x: f32, y: f32) -> (f32, f32) {
        let dx = (x - 4.0) * S60 * self.d;
        let dy = -(y - x / 2.0 - 2.0) * self.d;
        if self.flip {
            (self.cx - dx, self.cy - dy)
        } else {
            (self.cx + dx, self.cy + dy)
        }
    }

    fn at(&self, s: Space) -> (f32, f32) {
        self.xy(s.x() as f32, s.y() as f32)
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
        self.cy + (4.0 + MARGIN + GAP) * self.d
    }
}

/// The position as a PNG.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range, [`RenderError::Png`] if encoding fails.
pub fn render_tzaar(position: &Position, options: &TzaarOptions) -> Result<Vec<u8>, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let mut g = Geometry::new(options.width as f32, height as f32);
    g.flip = options.flip;
    // The empty board (outline, lines, centre, coordinates) is the same for every position
    // of a size, theme and orientation: drawn once, then copied.
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
    draw_stacks(&mut pm, &g, options.theme, position);
    // The other layers of `layers`, in its order.
    for items in [
        last_items(&g, &pal, &options.last_turn),
        height_items(&g, position),
        panel_items(&g, &pal, position, options),
    ] {
        crate::raster::draw(&mut pm, options.theme, &items);
    }
    encode_png(&pm)
}

/// The same picture as a standalone SVG document, for web pages: each layer a `<g>` of its
/// name (`board`, `stacks`, `heights`, `last`, `panel`), each stack a `<g>` whose class
/// names its type and owner (`stack tzaar white`), each height badge a `<g class="height">`,
/// each last action a `<g class="capture">` or `<g class="stacking">`.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range.
pub fn render_tzaar_svg(
    position: &Position,
    options: &TzaarOptions,
) -> Result<String, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let layers = layers(position, options, &pal, height);
    Ok(crate::svg::game_document(
        "tzaar",
        options.width,
        height,
        &pal,
        layers,
    ))
}

/// An SVG of [`render_tzaar_svg`] cut to the board alone: its view box ends above the
/// players' cards (a phone shows their facts in the page instead). `None` when `svg` is no
/// such picture.
pub fn tzaar_board_only(svg: &str) -> Option<String> {
    crate::svg::cut_below_board(svg, "tzaar", |w, h| {
        let g = Geometry::new(w, h);
        // The columns a and i with their row numbers beyond them, down to half the gap
        // between the board's labels and the cards.
        let half = (4.0 * S60 + MARGIN) * g.d;
        (g.cx - half, g.cx + half, g.cards_top() - GAP / 2.0 * g.d)
    })
}

/// Everything to draw, bottom layer first, each with its name.
fn layers(
    p: &Position,
    o: &TzaarOptions,
    pal: &Palette,
    height: u32,
) -> Vec<(&'static str, Vec<Item>)> {
    let mut g = Geometry::new(o.width as f32, height as f32);
    g.flip = o.flip;
    let mut board = empty_board(&g, pal);
    board.extend(vacant_items(&g, pal, p));
    vec![
        ("board", board),
        ("stacks", stack_items(&g, pal, p)),
        ("last", last_items(&g, pal, &o.last_turn)),
        ("heights", height_items(&g, p)),
        ("panel", panel_items(&g, pal, p, o)),
    ]
}

/// The empty board: its outline, the lines between neighbouring spaces, the centre that is
/// no space, the coordinates around the edge.
fn empty_board(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    // The six corners of the board (a1 a5 e9 i5 i1 e1), pushed outwards from the centre.
    let outline: Vec<(f32, f32)> = [(0, 0), (0, 4), (4, 8), (8, 8), (8, 4), (4, 0)]
        .iter()
        .map(|&(x, y)| {
            let (px, py) = g.xy(x as f32, y as f32);
            let (vx, vy) = (px - g.cx, py - g.cy);
            let len = (vx * vx + vy * vy).sqrt().max(1.0);
            (px + vx / len * RIM * d, py + vy / len * RIM * d)
        })
        .collect();
    let mut items = vec![
        Item::fill(Shape::Polygon(outline.clone()), pal.board),
        Item::stroke(Shape::Polygon(outline), pal.line, 0.03 * d),
    ];
    // The lines between neighbours; none reaches the centre, which is no space.
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
    // The centre: a shaded hexagon, no dot, no name.
    let (cx, cy) = g.xy(4.0, 4.0);
    let hexagon = |r: f32| {
        (0..6)
            .map(|k| {
                let a = std::f32::consts::FRAC_PI_3 * k as f32;
                (cx + r * a.cos(), cy + r * a.sin())
            })
            .collect::<Vec<_>>()
    };
    items.push(Item::fill(Shape::Polygon(hexagon(0.52 * d)), pal.board));
    items.push(Item::fill(
        Shape::Polygon(hexagon(0.42 * d)),
        with_alpha(pal.line, 0.45),
    ));
    items.push(Item::stroke(
        Shape::Polygon(hexagon(0.42 * d)),
        pal.line,
        0.03 * d,
    ));
    items.extend(coordinates(g, pal));
    items
}

/// The column letters under each column's lowest space, the row numbers beyond both ends
/// of each row (rows 1-5 on the upright sides, 6-9 on the upper slanted ones).
fn coordinates(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    let size = 0.27 * d;
    let label = |s: String, (x, y): (f32, f32)| {
        Item::text(s, (x, y + size * 0.36), size, pal.label, Align::Center)
    };
    let mut items = Vec::new();
    for (col, letter) in ('a'..='i').enumerate() {
        let x = col as i32;
        let low = (x - 4).max(0);
        items.push(label(
            letter.to_string(),
            g.offset(g.xy(x as f32, low as f32), (0.0, LABEL)),
        ));
    }
    for n in 1..=9i32 {
        // The row's two ends and which way is out from each.
        let (left, right, out) = if n <= 5 {
            ((0, n - 1), (8, n + 3), (1.0, 0.0))
        } else {
            ((n - 5, n - 1), (13 - n, 8), (0.5, -S60))
        };
        for ((x, y), side) in [(left, -1.0), (right, 1.0)] {
            // Row 9 is `e9` alone: one number, on its left.
            if n == 9 && side > 0.0 {
                continue;
            }
            let at = g.xy(x as f32, y as f32);
            let dir = (side * out.0 * LABEL, out.1 * LABEL);
            items.push(label(n.to_string(), g.offset(at, dir)));
        }
    }
    items
}

/// The vacant spaces' dots and names (a stack hides its space's; names under 5 pixels are
/// left out).
fn vacant_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    let d = g.d;
    let mut items = Vec::new();
    for s in Space::all() {
        if p.stack(s).is_some() {
            continue;
        }
        let (x, y) = g.at(s);
        items.push(Item::fill(Shape::circle(x, y, 0.07 * d), pal.dot));
        // Names too small to read (the narrowest pictures) would only blur the board.
        if 0.2 * d < 5.0 {
            continue;
        }
        items.push(Item::text(
            s.to_string(),
            (x, y + 0.32 * d),
            0.2 * d,
            with_alpha(pal.label, 0.8),
            Align::Center,
        ));
    }
    items
}

/// The fill, the edge and the ink (crowns, text on it) of a side's pieces.
fn colours(pal: &Palette, side: Side) -> (SkColor, SkColor, SkColor) {
    match side {
        Side::First => (pal.white_fill, pal.white_edge, pal.white_edge),
        Side::Second => (pal.black_fill, pal.black_edge, pal.white_fill),
    }
}

/// A piece of `side` and type `kind` seen from above, of radius `r` at (x, y): a disc, and
/// its crowns: none for a Tott, a ring for a Tzarra, a ring and a centre dot for a Tzaar.
fn piece(pal: &Palette, x: f32, y: f32, r: f32, side: Side, kind: PieceType) -> Vec<Item> {
    let (fill, edge, ink) = colours(pal, side);
    let mut items = vec![
        Item::fill(Shape::circle(x, y, r), fill),
        Item::stroke(Shape::circle(x, y, r), edge, (0.12 * r).max(0.8)),
    ];
    if kind != PieceType::Tott {
        items.push(Item::stroke(
            Shape::circle(x, y, 0.56 * r),
            ink,
            (0.15 * r).max(1.0),
        ));
    }
    if kind == PieceType::Tzaar {
        items.push(Item::fill(Shape::circle(x, y, (0.25 * r).max(1.2)), ink));
    }
    items
}

/// The SVG class of a stack: its type and owner.
fn stack_class(side: Side, kind: PieceType) -> &'static str {
    match (kind, side) {
        (PieceType::Tzaar, Side::First) => "stack tzaar white",
        (PieceType::Tzaar, Side::Second) => "stack tzaar black",
        (PieceType::Tzarra, Side::First) => "stack tzarra white",
        (PieceType::Tzarra, Side::Second) => "stack tzarra black",
        (PieceType::Tott, Side::First) => "stack tott white",
        (PieceType::Tott, Side::Second) => "stack tott black",
    }
}

/// The radius of a piece on the board, in spacings.
const PIECE_R: f32 = 0.4;
/// How much lower each piece under a stack's top shows.
const PILE_STEP: f32 = 0.07;

/// Every stack: a pile of discs (up to four shown) in its owner's colour, the top one
/// crowned by its type.
fn stack_items(g: &Geometry, pal: &Palette, p: &Position) -> Vec<Item> {
    let mut items = Vec::new();
    for s in p.occupied() {
        let Some(stack) = p.stack(s) else { continue };
        let (x, y) = g.at(s);
        items.push(Item::Group(
            stack_class(stack.owner, stack.kind),
            stack_drawing(g.d, pal, x, y, stack),
        ));
    }
    items
}

/// The pieces shown of a stack, its top at (x, y).
fn stack_drawing(d: f32, pal: &Palette, x: f32, y: f32, stack: Stack) -> Vec<Item> {
    let r = PIECE_R * d;
    let (fill, edge, _) = colours(pal, stack.owner);
    let mut disc = Vec::new();
    // The pile: the pieces under the top one, each a little lower.
    for i in (1..pile(stack)).rev() {
        let oy = y + i as f32 * PILE_STEP * d;
        disc.push(Item::fill(Shape::circle(x, oy, r), fill));
        disc.push(Item::stroke(Shape::circle(x, oy, r), edge, 0.04 * d));
    }
    disc.extend(piece(pal, x, y, r, stack.owner, stack.kind));
    disc
}

/// How many of a stack's pieces show: up to four.
fn pile(stack: Stack) -> u32 {
    stack.height.min(4)
}

/// The stacks for the PNG: each drawn once per size, theme, owner, type and pile into a
/// cached sprite, then copied (60 anti-aliased piles drawn afresh were most of a picture's
/// time). A sprite sits at whole pixels, so a stack may move by half a pixel at most.
fn draw_stacks(pm: &mut Pixmap, g: &Geometry, theme: Theme, p: &Position) {
    type Key = (u32, Theme, Side, PieceType, u32);
    static SPRITES: std::sync::OnceLock<crate::board::Cache<Key, Pixmap>> =
        std::sync::OnceLock::new();
    let sprites = SPRITES.get_or_init(crate::board::Cache::new);
    let d = g.d;
    // Room for the piece, its edge and the pile under it.
    let half = ((PIECE_R + 3.0 * PILE_STEP + 0.05) * d).ceil() as i32 + 1;
    for s in p.occupied() {
        let Some(stack) = p.stack(s) else { continue };
        let key = (
            (d * 64.0).round() as u32,
            theme,
            stack.owner,
            stack.kind,
            pile(stack),
        );
        let sprite = sprites.get_or(key, || {
            let side = (2 * half) as u32;
            let mut sp = Pixmap::new(side, side)?;
            let c = half as f32;
            let items = stack_drawing(d, &Palette::of(theme), c, c, stack);
            crate::raster::draw(&mut sp, theme, &items);
            Some(sp)
        });
        if let Some(sp) = sprite {
            let (x, y) = g.at(s);
            crate::blit::blit(pm, &sp, x.round() as i32 - half, y.round() as i32 - half);
        }
    }
}

/// Every stack of 2 or more: its height in a blue badge at the top right of its top piece
/// (a layer of its own, over the stacks and the arrows, so no neighbour's pile hides it).
fn height_items(g: &Geometry, p: &Position) -> Vec<Item> {
    let d = g.d;
    let mut items = Vec::new();
    for s in p.occupied() {
        let Some(stack) = p.stack(s) else { continue };
        if stack.height < 2 {
            continue;
        }
        let (x, y) = g.at(s);
        // Towards the gap between the neighbours above and up-right (unflipped: turned
        // with the board, it stays between two neighbours).
        let (bx, by) = (x + 0.25 * d, y - 0.33 * d);
        let text = stack.height.to_string();
        let size = if text.len() > 1 { 0.25 * d } else { 0.29 * d };
        let r = 0.19 * d;
        items.push(Item::Group(
            "height",
            vec![
                Item::fill(Shape::circle(bx, by, r), badge_blue()),
                Item::stroke(Shape::circle(bx, by, r), rgb(0xFF, 0xFF, 0xFF), 0.035 * d),
                Item::text(
                    text,
                    (bx, by + 0.36 * size),
                    size,
                    rgb(0xFF, 0xFF, 0xFF),
                    Align::Center,
                ),
            ],
        ));
    }
    items
}

/// The last turn's actions: a placement ringed; a move as an arrow from where the stack
/// was to where it landed (a capture red and ending in a cross, a stacking move in the
/// accent colour with a head), numbered 1 and 2 when the turn made two.
fn last_items(g: &Geometry, pal: &Palette, last: &[Action]) -> Vec<Item> {
    let d = g.d;
    let moves = last
        .iter()
        .filter(|a| matches!(a, Action::Capture { .. } | Action::Stack { .. }))
        .count();
    let mut items = Vec::new();
    let mut number = 0;
    for &action in last {
        let (from, to, capture) = match action {
            Action::Place(_, s) => {
                let (x, y) = g.at(s);
                items.push(Item::stroke(
                    Shape::circle(x, y, 0.5 * d),
                    pal.accent,
                    0.06 * d,
                ));
                continue;
            }
            Action::Pass => continue,
            Action::Capture { from, to } => (from, to, true),
            Action::Stack { from, to } => (from, to, false),
        };
        number += 1;
        let ink = if capture { pal.removed } else { pal.accent };
        let (a, b) = (g.at(from), g.at(to));
        let (vx, vy) = (b.0 - a.0, b.1 - a.1);
        let len = (vx * vx + vy * vy).sqrt().max(1.0);
        let (ux, uy) = (vx / len, vy / len);
        // From the vacated space's mark to the landing stack's edge.
        let mark = if moves > 1 { 0.18 * d } else { 0.14 * d };
        let start = (a.0 + ux * mark, a.1 + uy * mark);
        let tip = (b.0 - ux * 0.5 * d, b.1 - uy * 0.5 * d);
        let mut arrow = vec![
            Item::stroke(Shape::circle(b.0, b.1, 0.5 * d), ink, 0.05 * d),
            Item::stroke(Shape::Segment(start, tip), ink, 0.08 * d),
        ];
        if capture {
            // The cross at the end of the line, on the target's edge.
            let k = 0.15 * d;
            let (cx, cy) = (tip.0 + ux * 0.02 * d, tip.1 + uy * 0.02 * d);
            for (sx, sy) in [(1.0, 1.0), (1.0, -1.0)] {
                arrow.push(Item::stroke(
                    Shape::Segment((cx - sx * k, cy - sy * k), (cx + sx * k, cy + sy * k)),
                    ink,
                    0.085 * d,
                ));
            }
        } else {
            let head = 0.24 * d;
            let wing = |sign: f32| {
                (
                    tip.0 - ux * head - sign * uy * head * 0.6,
                    tip.1 - uy * head + sign * ux * head * 0.6,
                )
            };
            arrow.push(Item::fill(
                Shape::Polygon(vec![
                    (tip.0 + ux * 0.04 * d, tip.1 + uy * 0.04 * d),
                    wing(1.0),
                    wing(-1.0),
                ]),
                ink,
            ));
        }
        if moves > 1 {
            // The action's number in a disc on the vacated space.
            let size = 0.26 * d;
            arrow.push(Item::fill(Shape::circle(a.0, a.1, mark), ink));
            arrow.push(Item::text(
                number.to_string(),
                (a.0, a.1 + 0.36 * size),
                size,
                rgb(0xFF, 0xFF, 0xFF),
                Align::Center,
            ));
        } else {
            arrow.push(Item::stroke(
                Shape::circle(a.0, a.1, mark),
                with_alpha(ink, 0.9),
                0.05 * d,
            ));
        }
        items.push(Item::Group(
            if capture { "capture" } else { "stacking" },
            arrow,
        ));
    }
    items
}

/// Whose action of the turn it is, or the result, in `lang` (the cards' middle and the
/// text board's last line).
pub(crate) fn status(p: &Position, lang: Lang) -> String {
    let line = match (gipf_i18n::tzaar::decision(p.phase(), p.turn()), p.phase()) {
        (Some(msg), _) => msg.render(lang),
        (None, Phase::Over { winner }) => p
            .outcome()
            .map(|out| gipf_i18n::tzaar::result(winner, out.reason).render(lang))
            .unwrap_or_default(),
        (None, _) => String::new(),
    };
    // The words are chat's, which sets commands in backticks: a picture shows them plain.
    line.replace('`', "")
}

/// Under the board: a card per player (a disc of his colour and his name; per type an
/// icon of its shape and the number of his stacks showing it, red at zero once the
/// placement is over; during the placement the pieces still to place), the decider's
/// framed; between them the game's name and whose action it is, or the result.
fn panel_items(g: &Geometry, pal: &Palette, p: &Position, o: &TzaarOptions) -> Vec<Item> {
    let d = g.d;
    let w = o.width as f32;
    let lang = o.lang;
    let top = g.cards_top();
    let card_h = CARD_H * d;
    let card_w = 0.27 * w;
    let placement = p.phase() == Phase::Placement;
    let decider = match p.phase() {
        Phase::Over { .. } => None,
        _ => Some(p.turn()),
    };
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
        let (fill, edge, _) = colours(pal, side);
        let (ix, iy) = (x0 + 0.45 * d, top + 0.5 * d);
        items.push(Item::fill(Shape::circle(ix, iy, 0.26 * d), fill));
        items.push(Item::stroke(
            Shape::circle(ix, iy, 0.26 * d),
            edge,
            0.04 * d,
        ));
        let name = crate::text::fit(&o.names[side.index()], 0.3 * d, card_w - 1.1 * d);
        items.push(Item::text(
            name,
            (x0 + 0.85 * d, top + 0.6 * d),
            0.3 * d,
            pal.text,
            Align::Left,
        ));
        // Per type: its icon and how many stacks show it, spread across the card.
        let step = (card_w - 0.3 * d) / 3.0;
        for (i, kind) in PieceType::ALL.into_iter().enumerate() {
            let gx = x0 + 0.45 * d + i as f32 * step;
            let gy = top + 1.2 * d;
            let mut icon = piece(pal, gx, gy, 0.22 * d, side, kind);
            let shown = p.shown(side, kind);
            let lost = shown == 0 && !placement;
            let ink = if lost { pal.removed } else { pal.text };
            icon.push(Item::text(
                shown.to_string(),
                (gx + 0.33 * d, gy + 0.1 * d),
                0.3 * d,
                ink,
                Align::Left,
            ));
            if lost {
                // A zero is a lost game: underline it too, not by colour alone.
                let tw = crate::text::width("0", 0.3 * d);
                icon.push(Item::stroke(
                    Shape::Segment(
                        (gx + 0.33 * d, gy + 0.2 * d),
                        (gx + 0.33 * d + tw, gy + 0.2 * d),
                    ),
                    ink,
                    0.04 * d,
                ));
            }
            items.push(Item::Group("count", icon));
        }
        if placement {
            // The pieces still to place, per type, after a label as large as the room left
            // allows (cut only below two thirds of its size).
            let size = 0.21 * d;
            let counts: Vec<String> = PieceType::ALL
                .into_iter()
                .map(|kind| p.unplaced(side, kind).to_string())
                .collect();
            let groups: f32 = counts
                .iter()
                .map(|c| 0.32 * d + crate::text::width(c, size) + 0.2 * d)
                .sum();
            let room = (card_w - 0.5 * d - groups).max(d);
            let label = t!(lang, "tzaar-board-to-place");
            let wide = crate::text::width(&label, size);
            let label_size = if wide > room {
                (size * room / wide).max(size * 2.0 / 3.0)
            } else {
                size
            };
            let label = crate::text::fit(&label, label_size, room);
            let y = top + 1.78 * d;
            items.push(Item::text(
                label.clone(),
                (x0 + 0.25 * d, y + 0.07 * d),
                label_size,
                pal.muted,
                Align::Left,
            ));
            let mut x = x0 + 0.25 * d + crate::text::width(&label, label_size) + 0.15 * d;
            for (kind, count) in PieceType::ALL.into_iter().zip(counts) {
                let mut icon = piece(pal, x + 0.13 * d, y, 0.13 * d, side, kind);
                let tw = crate::text::width(&count, size);
                icon.push(Item::text(
                    count,
                    (x + 0.32 * d, y + 0.07 * d),
                    size,
                    pal.muted,
                    Align::Left,
                ));
                items.push(Item::Group("to-place", icon));
                x += 0.32 * d + tw + 0.2 * d;
            }
        }
    }
    // The middle: the game's name and whose action it is, or the result.
    let mid = w / 2.0;
    let span = w - 2.0 * (0.03 * w + card_w) - 0.3 * d;
    items.push(Item::text(
        "TZAAR".to_string(),
        (mid, top + 0.5 * d),
        0.24 * d,
        pal.muted,
        Align::Center,
    ));
    let head = status(p, lang);
    let size = 0.28 * d;
    // A long sentence takes two lines before it is cut.
    let lines = wrap(&head, size, span);
    let first_y = if lines.len() > 1 { 1.05 } else { 1.25 };
    for (i, line) in lines.iter().enumerate() {
        items.push(Item::text(
            crate::text::fit(line, size, span),
            (mid, top + (first_y + 0.42 * i as f32) * d),
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

    /// TZAAR.md §11 example 2: tall stacks, Black's second action.
    const MID: &str =
        "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/-ta-- b s";

    /// [`MID`] after Black's `pass` and White's whole turn: a capture, then a stacking move
    /// (Black to capture).
    fn after_turn() -> (Position, Vec<Action>) {
        let mut p = pos(MID);
        p.play(Action::Pass).expect("legal");
        let mut turn = Vec::new();
        for capture in [true, false] {
            let a = p
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Capture { .. }) == capture)
                .expect("an action");
            p.play(a).expect("legal");
            turn.push(a);
        }
        assert!(matches!(turn[1], Action::Stack { .. }), "{turn:?}");
        (p, turn)
    }

    fn svg(p: &Position, o: &TzaarOptions) -> String {
        render_tzaar_svg(p, o).expect("renders")
    }

    #[test]
    fn png_has_the_size_of_each_width_and_theme() {
        let (p, last_turn) = after_turn();
        for width in [crate::MIN_WIDTH, 500, crate::DEFAULT_WIDTH, 1300] {
            for theme in [Theme::Light, Theme::Dark] {
                let o = TzaarOptions {
                    width,
                    theme,
                    last_turn: last_turn.clone(),
                    ..TzaarOptions::default()
                };
                let png = render_tzaar(&p, &o).expect("renders");
                let img = image::load_from_memory(&png).expect("a PNG");
                assert_eq!((img.width(), img.height()), (width, width * 16 / 21));
            }
        }
        for width in [crate::MIN_WIDTH - 1, crate::MAX_WIDTH + 1] {
            let o = TzaarOptions {
                width,
                ..TzaarOptions::default()
            };
            assert!(matches!(render_tzaar(&p, &o), Err(RenderError::Size(w)) if w == width));
            assert!(render_tzaar_svg(&p, &o).is_err());
        }
    }

    #[test]
    fn flipped_and_unflipped_differ_and_the_cache_gives_the_same_picture() {
        let p = Position::start();
        let o = TzaarOptions::default();
        let once = render_tzaar(&p, &o).expect("renders");
        assert_eq!(once, render_tzaar(&p, &o).expect("renders"));
        let flipped = TzaarOptions {
            flip: true,
            ..TzaarOptions::default()
        };
        assert_ne!(once, render_tzaar(&p, &flipped).expect("renders"));
    }

    #[test]
    fn svg_names_the_60_spaces_and_not_the_centre() {
        let s = svg(&Position::tournament_start(), &TzaarOptions::default());
        for space in Space::all() {
            assert!(s.contains(&format!(">{space}</text>")), "{space}");
        }
        assert_eq!(Space::all().count(), 60);
        assert!(!s.contains(">e5<"));
        // The coordinates around the edge: the nine letters, the nine numbers.
        for label in ('a'..='i')
            .map(String::from)
            .chain((1..=9).map(|n| n.to_string()))
        {
            assert!(s.contains(&format!(">{label}</text>")), "{label}");
        }
        // Too small to read at the narrowest width: the dots stay, the names go.
        let narrow = svg(
            &Position::tournament_start(),
            &TzaarOptions {
                width: crate::MIN_WIDTH,
                ..TzaarOptions::default()
            },
        );
        assert!(!narrow.contains(">a1</text>"));
        assert!(narrow.contains(">a</text>") && narrow.contains(">9</text>"));
        // A stack hides its space's name.
        let full = svg(&Position::start(), &TzaarOptions::default());
        assert!(!full.contains(">a1</text>"));
    }

    /// The items of the first `<g class="{class}">` in `svg`.
    fn group<'a>(svg: &'a str, class: &str) -> &'a str {
        let open = format!("<g class=\"{class}\">");
        let at = svg.find(&open).unwrap_or_else(|| panic!("no {class}")) + open.len();
        let end = at + svg[at..].find("</g>").expect("closed");
        &svg[at..end]
    }

    #[test]
    fn each_type_has_its_shape() {
        let s = svg(&Position::start(), &TzaarOptions::default());
        for (kind, count, circles) in [("tzaar", 6, 4), ("tzarra", 9, 3), ("tott", 15, 2)] {
            for colour in ["white", "black"] {
                let class = format!("stack {kind} {colour}");
                assert_eq!(s.matches(&format!("\"{class}\"")).count(), count, "{class}");
                // The disc and its edge, then a ring for a crown, a dot for the second.
                assert_eq!(group(&s, &class).matches("<circle").count(), circles);
            }
        }
        let tzaar = group(&s, "stack tzaar white");
        let tzarra = group(&s, "stack tzarra white");
        // The Tzarra's ring is the Tzaar's too; the Tzaar adds a filled dot.
        assert_eq!(tzarra.matches("fill=\"none\"").count(), 2);
        assert_eq!(tzaar.matches("fill=\"none\"").count(), 2);
    }

    #[test]
    fn heights_from_two_are_written() {
        let p = pos(MID);
        let s = svg(&p, &TzaarOptions::default());
        let tall: Vec<u32> = p
            .occupied()
            .filter_map(|sp| p.stack(sp))
            .map(|st| st.height)
            .filter(|&h| h >= 2)
            .collect();
        assert_eq!(s.matches("<g class=\"height\">").count(), tall.len());
        for h in [2, 3, 4] {
            assert!(s.contains(&format!(">{h}</text>")), "{h}");
        }
        assert!(!svg(&Position::start(), &TzaarOptions::default()).contains("class=\"height\""));
    }

    #[test]
    fn the_last_turn_is_drawn() {
        let (p, last_turn) = after_turn();
        let none = svg(&p, &TzaarOptions::default());
        assert!(!none.contains("<g class=\"last\">"));
        let both = svg(
            &p,
            &TzaarOptions {
                last_turn,
                ..TzaarOptions::default()
            },
        );
        let last = group(&both, "last");
        let _ = last;
        assert_eq!(both.matches("<g class=\"capture\">").count(), 1);
        assert_eq!(both.matches("<g class=\"stacking\">").count(), 1);
        // Numbered 1 and 2: the capture first.
        let capture = group(&both, "capture");
        let stacking = group(&both, "stacking");
        assert!(capture.contains(">1</text>") && stacking.contains(">2</text>"));
        // The capture ends in a cross (two strokes besides the line), the stacking move in a
        // head.
        assert_eq!(capture.matches("<line").count(), 3);
        assert_eq!(stacking.matches("<line").count(), 1);
        assert!(stacking.contains("<polygon") && !capture.contains("<polygon"));
        // One action alone, or with a pass: not numbered.
        let mut q = pos(MID);
        q.play(act("i2xd1")).expect("legal");
        for turn in [vec![act("i2xd1")], vec![act("i2xd1"), Action::Pass]] {
            let one = svg(
                &q,
                &TzaarOptions {
                    last_turn: turn,
                    ..TzaarOptions::default()
                },
            );
            assert!(!group(&one, "capture").contains("</text>"));
            assert!(!one.contains("class=\"stacking\""));
        }
    }

    #[test]
    fn the_cards_say_the_counts_and_whose_action_it_is() {
        let (p, _) = after_turn();
        let s = svg(&p, &TzaarOptions::default());
        let panel = &s[s.find("<g class=\"panel\">").expect("a panel")..];
        assert!(panel.contains(">Black to capture (first action of the turn)</text>"));
        assert_eq!(panel.matches("<g class=\"count\">").count(), 6);
        // In the placement: the pieces still to place, per type.
        let mut t = Position::tournament_start();
        t.play(act("Ta1")).expect("legal");
        let s = svg(&t, &TzaarOptions::default());
        assert_eq!(s.matches("<g class=\"to-place\">").count(), 6);
        assert!(s.contains(">14</text>") && s.contains(">15</text>"));
        assert!(s.contains("To place") && s.contains("Black to place a piece"));
        // A finished game: the result, the missing type's zero in red.
        let over = pos(
            "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- b w+",
        );
        let s = svg(&over, &TzaarOptions::default());
        assert!(s.contains("White wins"));
        let red = Palette::of(Theme::Light).removed.to_color_u8();
        let red = format!("#{:02x}{:02x}{:02x}", red.red(), red.green(), red.blue());
        assert!(s.contains(&format!("fill=\"{red}\"")), "the zero in red");
        assert!(!s.contains("`"));
    }

    #[test]
    fn board_only_cuts_the_cards() {
        let (p, last_turn) = after_turn();
        let full = svg(
            &p,
            &TzaarOptions {
                last_turn,
                ..TzaarOptions::default()
            },
        );
        let board = tzaar_board_only(&full).expect("a TZAAR picture");
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
        assert!(h > g.cy + (4.0 + LABEL) * g.d && h < g.cards_top(), "{h}");
        // As narrow as the board with its row numbers, centred: a phone draws it larger.
        assert_eq!(top, 0.0);
        assert!(width < 840.0 * 0.7, "{width}");
        assert!((left + width / 2.0 - 420.0).abs() <= 1.0, "{left} {width}");
        let space = |n: &str| n.parse::<Space>().expect("a space");
        let (a1, i1) = (g.at(space("a1")), g.at(space("i1")));
        assert!(left < a1.0 - LABEL * g.d && left + width > i1.0 + LABEL * g.d);
        // Only the picture's size changes.
        let body = |svg: &str| svg[svg.find('>').map_or(0, |i| i + 1)..].to_string();
        assert_eq!(body(&board), body(&full));
        assert!(tzaar_board_only("<svg class=\"dvonn\">").is_none());
        assert!(tzaar_board_only("no picture").is_none());
    }

    #[test]
    fn the_text_board_shows_every_stack_and_the_counts() {
        let p = pos(MID);
        let text = crate::ascii::tzaar_board(&p, Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        // 17 rows, the letters, the legend, a line per player, whose action it is.
        assert_eq!(lines.len(), 22, "{text}");
        let mut shown: Vec<String> = lines[..17]
            .iter()
            .flat_map(|l| l.split_whitespace())
            .filter(|t| t.starts_with(|c: char| c.is_ascii_alphabetic()))
            .map(String::from)
            .collect();
        let mut wanted: Vec<String> = p
            .occupied()
            .filter_map(|s| p.stack(s))
            .map(|st| {
                let l = st.kind.letter();
                let l = if st.owner == Side::First {
                    l
                } else {
                    l.to_ascii_lowercase()
                };
                if st.height > 1 {
                    format!("{l}{}", st.height)
                } else {
                    l.to_string()
                }
            })
            .collect();
        shown.sort();
        wanted.sort();
        assert_eq!(shown, wanted);
        assert_eq!(lines[..17].iter().filter(|l| l.contains('*')).count(), 1);
        assert!(lines[8].contains('*') && lines[8].starts_with("3 "));
        assert_eq!(lines[0].trim(), "9  .");
        assert_eq!(lines[17].split_whitespace().count(), 9);
        assert_eq!(lines[19], "White: Tzaar 2 · Tzarra 3 · Tott 7");
        assert_eq!(lines[20], "Black: Tzaar 1 · Tzarra 3 · Tott 3");
        assert_eq!(lines[21], "Black: second action: capture, stack or pass");
        // The placement: the pieces to place; another language.
        let mut t = Position::tournament_start();
        t.play(act("Ta1")).expect("legal");
        let text = crate::ascii::tzaar_board(&t, Lang::De);
        assert!(
            text.contains("Noch zu setzen: Tzaar 6 · Tzarra 9 · Tott 14"),
            "{text}"
        );
        assert!(text.lines().nth(12).is_some_and(|l| l.starts_with("1  T")));
    }
}
