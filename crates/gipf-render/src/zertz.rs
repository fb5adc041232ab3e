//! ZÈRTZ's board (ZERTZ.md §2), as PNG for chat and SVG for the web: the rings of the
//! variant's board (37, 48 or 61) as steel rings on a backdrop that follows the rings still
//! there, so that the board's outline shrinks as rings leave, a removed ring's place a faint
//! dashed dot that is clearly no ring; each vacant ring's name inside it, the column letters
//! under the columns and the numbers beside the outer columns; the marbles white, grey and
//! black with a light, a middle and a dark rim and their letter (W, G, B), so that they are
//! told apart without colour; the last turn (a placement: the marble ringed, the ring taken
//! away dashed and crossed, the rings claimed dashed with their marbles faint; a capture: an
//! arrow for each jump from the start through every landing, each jumped marble faint and
//! crossed). Beside the board, on the left: the game's name and the pool, a card per player
//! ("First player", "Second player" and their names; no colours, the game has none) with his
//! captures as a row of slots per colour against that colour's goal, the slots of the
//! "of each colour" set boxed, the decider's card framed; the winning sets in a line; whose
//! turn it is, or the result. The picture is 21:16 like the others.
//!
//! One topic: the geometry, the layers (board, marbles, last turn, panel) and the status
//! line (which the text board shares) all read one picture's layout; the tests look at each
//! layer in PNG and SVG.
//!
//! About 1,450 lines, a third of them tests: one game's picture is one topic (the rings,
//! marbles, marks and panel share one geometry and its cached sprites).

use gipf_i18n::{t, Lang};
use gipf_zertz::{Action, Marble, Place, Position, Reason, Side, Turn, Variant, WinningSet};
use tiny_skia::{Color as SkColor, Pixmap};

use crate::encode::encode_png;
use crate::scene::{Item, Pen};
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::{rgb, with_alpha, Palette, Theme};
use crate::{height_for, RenderError};

/// How to draw a ZÈRTZ position.
#[derive(Clone, Debug)]
pub struct ZertzOptions {
    /// Image width in pixels ([`crate::MIN_WIDTH`]..=[`crate::MAX_WIDTH`]); the height follows
    /// (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// The players' names, the first player's then the second's (shown under the words
    /// "First player" and "Second player"; an empty name shows those words alone).
    pub names: [String; 2],
    /// The last turn, as [`Position::play_reporting`] told it: its placement or capture
    /// drawn, its claims marked, a skipped turn said.
    pub last: Option<Turn>,
    /// How the game ended when it ended off the board (resignation, time), as one line:
    /// shown instead of whose turn it is.
    pub result: Option<String>,
    /// The language of the words beside the board.
    pub lang: Lang,
}

impl Default for ZertzOptions {
    fn default() -> ZertzOptions {
        ZertzOptions {
            width: crate::DEFAULT_WIDTH,
            theme: Theme::Light,
            names: [String::new(), String::new()],
            last: None,
            result: None,
            lang: Lang::En,
        }
    }
}

/// sin 60°: a column's step across.
const S60: f32 = 0.866_025_4;
/// The panel's width, as a share of the picture's.
const PANEL_W: f32 = 0.29;
/// Room beside the outer columns' rings for the numbers, in spacings.
const SIDE_MARGIN: f32 = 1.0;
/// Room above the top rings, in spacings.
const TOP_MARGIN: f32 = 0.62;
/// Room under the bottom rings for the column letters, in spacings.
const BOTTOM_MARGIN: f32 = 1.05;
/// A ring's radius (to the middle of its band) and its band's width, in spacings.
const RING_R: f32 = 0.4;
const RING_W: f32 = 0.12;
/// A marble's radius, in spacings.
const MARBLE_R: f32 = 0.31;
/// The backdrop's radius round each ring, in spacings.
const BACK_R: f32 = 0.6;

/// Where the places go: the distance between neighbouring rings, and the screen position of
/// skew `(0, 0)`; the board's box; the panel's left edge, width and unit.
struct Geometry {
    variant: Variant,
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

/// A place's position in spacings: across (columns), and up.
fn plane(p: Place) -> (f32, f32) {
    let x = p.x() as f32;
    (x * S60, p.y() as f32 - x / 2.0)
}

impl Geometry {
    /// The panel on the left, the board as large as the rest allows, centred in it.
    fn new(variant: Variant, w: f32, h: f32) -> Geometry {
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for p in variant.places() {
            let (x, y) = plane(p);
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        let (span_x, span_y) = (x1 - x0, y1 - y0);
        let left = PANEL_W * w + 0.01 * w;
        let right = w - 0.01 * w;
        let (top, bottom) = (0.015 * h, 0.985 * h);
        let across = span_x + 2.0 * SIDE_MARGIN;
        let tall = span_y + TOP_MARGIN + BOTTOM_MARGIN;
        let d = ((right - left) / across).min((bottom - top) / tall);
        let bx = (left + right - across * d) / 2.0;
        let by = (top + bottom - tall * d) / 2.0;
        // x0 sits SIDE_MARGIN in, y1 (the top) TOP_MARGIN down.
        let ox = bx + (SIDE_MARGIN - x0) * d;
        let oy = by + (TOP_MARGIN + y1) * d;
        Geometry {
            variant,
            d,
            ox,
            oy,
            board: (bx, bx + across * d, by, by + tall * d),
            px: 0.02 * w,
            pw: PANEL_W * w - 0.02 * w,
            u: h / 20.0,
            h,
        }
    }

    fn at(&self, p: Place) -> (f32, f32) {
        let (x, y) = plane(p);
        (self.ox + x * self.d, self.oy - y * self.d)
    }
}

/// The position as a PNG.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range, [`RenderError::Png`] if encoding fails.
pub fn render_zertz(position: &Position, options: &ZertzOptions) -> Result<Vec<u8>, RenderError> {
    let height = height_for(options.width)?;
    let theme = options.theme;
    let pal = Palette::of(theme);
    let mut pm = Pixmap::new(options.width, height).ok_or(RenderError::Size(options.width))?;
    pm.fill(pal.background);
    let g = Geometry::new(position.variant(), options.width as f32, height as f32);
    let c = Colours::of(theme);
    // The many equal circles (the backdrop's discs, the rings, the marbles) are copied from
    // sprites drawn once per size and theme; the rest is drawn as the SVG's items.
    let rings: Vec<Place> = position.rings().collect();
    for kind in [Sprite::Outline, Sprite::Disc, Sprite::Ring] {
        for &s in &rings {
            blit_sprite(&mut pm, &g, theme, kind, g.at(s));
        }
    }
    crate::raster::draw(&mut pm, theme, &board_items(&g, &pal, &c, position, false));
    for (s, m) in position.marbles() {
        blit_sprite(&mut pm, &g, theme, Sprite::Marble(m), g.at(s));
    }
    crate::raster::draw(
        &mut pm,
        theme,
        &last_items(&g, &pal, &c, position, options.last.as_ref()),
    );
    crate::raster::draw(
        &mut pm,
        theme,
        &panel_items(&g, &pal, &c, position, options),
    );
    encode_png(&pm)
}

/// What a sprite of the PNG shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Sprite {
    /// The backdrop's outline round a ring.
    Outline,
    /// The backdrop's disc under a ring.
    Disc,
    /// A ring.
    Ring,
    /// A marble on the board.
    Marble(Marble),
}

/// Copies the sprite of `kind` centred on (x, y), drawing it first if this size and theme
/// have not had it yet. A sprite sits at whole pixels: it may move by half a pixel at most.
fn blit_sprite(pm: &mut Pixmap, g: &Geometry, theme: Theme, kind: Sprite, (x, y): (f32, f32)) {
    type Key = (u32, Theme, Sprite);
    static SPRITES: std::sync::OnceLock<crate::board::Cache<Key, Pixmap>> =
        std::sync::OnceLock::new();
    let d = g.d;
    let reach = match kind {
        Sprite::Outline => BACK_R + 0.03,
        Sprite::Disc => BACK_R,
        Sprite::Ring => RING_R + RING_W / 2.0,
        Sprite::Marble(_) => MARBLE_R,
    };
    let half = (reach * d).ceil() as i32 + 2;
    let key = ((d * 64.0).round() as u32, theme, kind);
    let sprite = SPRITES
        .get_or_init(crate::board::Cache::new)
        .get_or(key, || {
            let side = (2 * half) as u32;
            let mut sp = Pixmap::new(side, side)?;
            let m = half as f32;
            let pal = Palette::of(theme);
            let c = Colours::of(theme);
            let items = match kind {
                Sprite::Outline => vec![outline_item(&pal, m, m, d)],
                Sprite::Disc => vec![disc_item(&pal, m, m, d)],
                Sprite::Ring => vec![ring_item(&c, m, m, d)],
                Sprite::Marble(marble_kind) => marble(&c, m, m, MARBLE_R * d, marble_kind, 1.0),
            };
            crate::raster::draw(&mut sp, theme, &items);
            Some(sp)
        });
    if let Some(sp) = sprite {
        crate::blit::blit(pm, &sp, x.round() as i32 - half, y.round() as i32 - half);
    }
}

/// The backdrop's outline round a ring at (x, y).
fn outline_item(pal: &Palette, x: f32, y: f32, d: f32) -> Item {
    Item::stroke(Shape::circle(x, y, BACK_R * d), pal.line, 0.05 * d)
}

/// The backdrop's disc under a ring at (x, y).
fn disc_item(pal: &Palette, x: f32, y: f32, d: f32) -> Item {
    Item::fill(Shape::circle(x, y, BACK_R * d), pal.board)
}

/// A ring at (x, y).
fn ring_item(c: &Colours, x: f32, y: f32, d: f32) -> Item {
    Item::stroke(Shape::circle(x, y, RING_R * d), c.ring, RING_W * d)
}

/// The same picture as a standalone SVG document, for web pages: each layer a `<g>` of its
/// name (`board`, `marbles`, `last`, `panel`); each ring a `<g class="ring">`, each place
/// without a ring a `<g class="gone">`, each marble a `<g class="marble white">` (`grey`,
/// `black`); the last placement's `placed`, `taken` and `claimed` groups, the last capture's
/// `<g class="capture">` with an `arrow` per jump and a `jumped` per captured marble; the
/// panel's `card` groups, the decider's `card decider`.
///
/// # Errors
/// [`RenderError::Size`] for a width out of range.
pub fn render_zertz_svg(
    position: &Position,
    options: &ZertzOptions,
) -> Result<String, RenderError> {
    let height = height_for(options.width)?;
    let pal = Palette::of(options.theme);
    let layers = layers(position, options, &pal, height);
    Ok(crate::svg::game_document(
        "zertz",
        options.width,
        height,
        &pal,
        layers,
    ))
}

/// An SVG of [`render_zertz_svg`] cut to the board alone: its view box leaves out the
/// panel (a phone shows the players' facts in the page instead) and is as narrow as the
/// board with its labels. `None` when `svg` is no such picture.
pub fn zertz_board_only(svg: &str) -> Option<String> {
    // The variant is not in the document's head: read it from the board's places, the
    // layout whose box fits the drawn rings' and ghosts' count.
    let places =
        svg.matches("<g class=\"ring\">").count() + svg.matches("<g class=\"gone\">").count();
    let variant = match places {
        48 => Variant::Z48,
        61 => Variant::Z61,
        _ => Variant::Zertz,
    };
    crate::svg::cut_below_board(svg, "zertz", |w, h| {
        let g = Geometry::new(variant, w, h);
        let (l, r, _, b) = g.board;
        (l, r, b)
    })
}

/// Everything to draw, bottom layer first, each with its name.
fn layers(
    p: &Position,
    o: &ZertzOptions,
    pal: &Palette,
    height: u32,
) -> Vec<(&'static str, Vec<Item>)> {
    let g = Geometry::new(p.variant(), o.width as f32, height as f32);
    let colours = Colours::of(o.theme);
    vec![
        ("board", board_items(&g, pal, &colours, p, true)),
        ("marbles", marble_items(&g, &colours, p)),
        ("last", last_items(&g, pal, &colours, p, o.last.as_ref())),
        ("panel", panel_items(&g, pal, &colours, p, o)),
    ]
}

/// The colours of the rings and the marbles.
struct Colours {
    ring: SkColor,
    /// The hairline round every marble.
    edge: SkColor,
    /// Fill, rim and letter of white, grey, black.
    marble: [(SkColor, SkColor, SkColor); 3],
}

impl Colours {
    fn of(theme: Theme) -> Colours {
        let marble = [
            (
                rgb(0xFA, 0xF8, 0xF3),
                rgb(0xC9, 0xC4, 0xBA),
                rgb(0x55, 0x50, 0x48),
            ),
            (
                rgb(0x9C, 0x9F, 0xA5),
                rgb(0x6A, 0x6D, 0x73),
                rgb(0x16, 0x17, 0x19),
            ),
            (
                rgb(0x2A, 0x2B, 0x2E),
                rgb(0x08, 0x08, 0x09),
                rgb(0xF2, 0xF2, 0xF0),
            ),
        ];
        match theme {
            Theme::Light => Colours {
                ring: rgb(0x9A, 0x9D, 0xA3),
                edge: rgb(0x6E, 0x69, 0x60),
                marble,
            },
            Theme::Dark => Colours {
                ring: rgb(0xB4, 0xB8, 0xBF),
                edge: rgb(0x8A, 0x8F, 0x98),
                marble,
            },
        }
    }
}

/// The backdrop under the rings still there (its outline the union of a disc round each,
/// so it shrinks with the board), the ghosts of the places without a ring, the rings, the
/// vacant rings' names, the column letters and the outer columns' numbers. Without
/// `circles`, the backdrop and the rings' circles are left out (the PNG copies sprites).
fn board_items(g: &Geometry, pal: &Palette, c: &Colours, p: &Position, circles: bool) -> Vec<Item> {
    let d = g.d;
    let v = g.variant;
    let mut items = Vec::new();
    if circles {
        // The outline: a stroked disc round each ring, then the discs filled over their
        // inner halves, so only the union's edge stays.
        let rings: Vec<(f32, f32)> = p.rings().map(|s| g.at(s)).collect();
        let mut back: Vec<Item> = rings
            .iter()
            .map(|&(x, y)| outline_item(pal, x, y, d))
            .collect();
        back.extend(rings.iter().map(|&(x, y)| disc_item(pal, x, y, d)));
        items.push(Item::Group("backdrop", back));
    }
    for s in v.places() {
        let (x, y) = g.at(s);
        if !p.ring_at(s) {
            // A place without a ring: a faint small dashed dot, no ring.
            items.push(Item::Group(
                "gone",
                vec![Item::Stroke(
                    Shape::circle(x, y, 0.17 * d),
                    with_alpha(pal.line, 0.45),
                    Pen {
                        width: (0.025 * d).max(0.8),
                        dash: Some((0.06 * d, 0.07 * d)),
                    },
                )],
            ));
            continue;
        }
        let mut ring = Vec::new();
        if circles {
            ring.push(ring_item(c, x, y, d));
        }
        // The name inside a vacant ring (a marble hides it); too small to read, left out.
        let size = 0.21 * d;
        if p.marble_at(s).is_none() && size >= 5.0 {
            ring.push(Item::text(
                s.name(v),
                (x, y + 0.36 * size),
                size,
                with_alpha(pal.label, 0.9),
                Align::Center,
            ));
        }
        items.push(Item::Group("ring", ring));
    }
    items.extend(coordinates(g, pal));
    items
}

/// The column letters under each column's place 1, and the numbers left of the first
/// column and right of the last.
fn coordinates(g: &Geometry, pal: &Palette) -> Vec<Item> {
    let d = g.d;
    let v = g.variant;
    let size = 0.3 * d;
    let label = |s: String, (x, y): (f32, f32)| {
        Item::text(s, (x, y + size * 0.36), size, pal.label, Align::Center)
    };
    let mut items = Vec::new();
    let last = v.column_count() as i32 - 1;
    for s in v.places() {
        let (x, y) = g.at(s);
        if s.number(v) == 1 {
            items.push(label(s.letter().to_string(), (x, y + 0.8 * d)));
        }
        if s.x() == 0 {
            items.push(label(s.number(v).to_string(), (x - 0.78 * d, y)));
        }
        if s.x() == last {
            items.push(label(s.number(v).to_string(), (x + 0.78 * d, y)));
        }
    }
    items
}

/// The SVG class of a marble.
fn marble_class(m: Marble) -> &'static str {
    match m {
        Marble::White => "marble white",
        Marble::Grey => "marble grey",
        Marble::Black => "marble black",
    }
}

/// A marble of radius `r` at (x, y): its fill, its rim (light, middle or dark), a gloss and
/// its letter; `alpha` below 1 draws it faint (a captured or claimed one).
fn marble(c: &Colours, x: f32, y: f32, r: f32, m: Marble, alpha: f32) -> Vec<Item> {
    let mut items = plain_marble(c, x, y, r, m, alpha);
    let (_, _, ink) = c.marble[m.index()];
    let size = 0.95 * r;
    if size >= 4.0 {
        items.push(Item::text(
            m.letter().to_string(),
            (x, y + 0.36 * size),
            size,
            with_alpha(ink, alpha),
            Align::Center,
        ));
    }
    items
}

/// A [`marble`] without its letter (the panel's slots, whose row has one).
fn plain_marble(c: &Colours, x: f32, y: f32, r: f32, m: Marble, alpha: f32) -> Vec<Item> {
    let (fill, rim, _) = c.marble[m.index()];
    vec![
        Item::fill(Shape::circle(x, y, r), with_alpha(fill, alpha)),
        Item::stroke(
            Shape::circle(x, y, r - 0.07 * r),
            with_alpha(rim, alpha),
            (0.14 * r).max(0.8),
        ),
        // A hairline round every marble, so that a white one stands out on a light card.
        Item::stroke(
            Shape::circle(x, y, r),
            with_alpha(c.edge, 0.8 * alpha),
            (0.04 * r).max(0.6),
        ),
        Item::fill(
            Shape::circle(x - 0.42 * r, y - 0.42 * r, 0.2 * r),
            with_alpha(rgb(0xFF, 0xFF, 0xFF), 0.45 * alpha),
        ),
    ]
}

/// Every marble on the board, each in a group of its class.
fn marble_items(g: &Geometry, c: &Colours, p: &Position) -> Vec<Item> {
    p.marbles()
        .map(|(s, m)| {
            let (x, y) = g.at(s);
            Item::Group(marble_class(m), marble(c, x, y, MARBLE_R * g.d, m, 1.0))
        })
        .collect()
}

/// A cross of half-size `k` at (x, y).
fn cross(x: f32, y: f32, k: f32, ink: SkColor, width: f32) -> Vec<Item> {
    vec![
        Item::stroke(Shape::Segment((x - k, y - k), (x + k, y + k)), ink, width),
        Item::stroke(Shape::Segment((x - k, y + k), (x + k, y - k)), ink, width),
    ]
}

/// A dashed circle.
fn dashed(x: f32, y: f32, r: f32, ink: SkColor, width: f32, d: f32) -> Item {
    Item::Stroke(
        Shape::circle(x, y, r),
        ink,
        Pen {
            width,
            dash: Some((0.14 * d, 0.1 * d)),
        },
    )
}

/// The last turn: a placement's marble ringed, the ring it took away dashed and crossed,
/// the rings it claimed dashed with their marbles faint; a capture's arrows from its start
/// through each landing, each jumped marble faint and crossed.
fn last_items(
    g: &Geometry,
    pal: &Palette,
    c: &Colours,
    p: &Position,
    last: Option<&Turn>,
) -> Vec<Item> {
    let d = g.d;
    let ink = pal.accent;
    let mut items = Vec::new();
    let Some(turn) = last else {
        return items;
    };
    match turn.action {
        Action::Place { at, remove, .. } => {
            if p.ring_at(at) {
                let (x, y) = g.at(at);
                items.push(Item::Group(
                    "placed",
                    vec![Item::stroke(
                        Shape::circle(x, y, (RING_R + RING_W / 2.0 + 0.05) * d),
                        ink,
                        0.07 * d,
                    )],
                ));
            }
            if let Some(r) = remove {
                let (x, y) = g.at(r);
                let mut taken = vec![dashed(x, y, RING_R * d, pal.removed, 0.06 * d, d)];
                taken.extend(cross(x, y, 0.16 * d, pal.removed, 0.06 * d));
                items.push(Item::Group("taken", taken));
            }
        }
        Action::Capture(capture) => {
            let mut group = Vec::new();
            let (sx, sy) = g.at(capture.start());
            group.push(Item::Group(
                "start",
                vec![Item::stroke(Shape::circle(sx, sy, 0.2 * d), ink, 0.06 * d)],
            ));
            let jumps: Vec<_> = capture.jumps().collect();
            for (i, j) in jumps.iter().enumerate() {
                let (a, b) = (g.at(j.from), g.at(j.landing));
                let (vx, vy) = (b.0 - a.0, b.1 - a.1);
                let len = vx.hypot(vy).max(1.0);
                let (ux, uy) = (vx / len, vy / len);
                // From the start's mark or the last landing, to the landing (short of the
                // marble where it ended).
                let from_gap = if i == 0 { 0.22 } else { 0.12 };
                let to_gap = if i + 1 == jumps.len() {
                    MARBLE_R + 0.05
                } else {
                    0.12
                };
                let start = (a.0 + ux * from_gap * d, a.1 + uy * from_gap * d);
                let tip = (b.0 - ux * to_gap * d, b.1 - uy * to_gap * d);
                let head = 0.26 * d;
                let wing = |sign: f32| {
                    (
                        tip.0 - ux * head - sign * uy * head * 0.55,
                        tip.1 - uy * head + sign * ux * head * 0.55,
                    )
                };
                group.push(Item::Group(
                    "arrow",
                    vec![
                        Item::stroke(
                            Shape::Segment(
                                start,
                                (tip.0 - ux * 0.5 * head, tip.1 - uy * 0.5 * head),
                            ),
                            ink,
                            0.08 * d,
                        ),
                        Item::fill(Shape::Polygon(vec![tip, wing(1.0), wing(-1.0)]), ink),
                    ],
                ));
            }
            // The jumped marbles over the arrows: faint, each with a small red cross badge
            // beside its letter.
            for j in &jumps {
                let (x, y) = g.at(j.over);
                let mut jumped = marble(c, x, y, 0.26 * d, j.jumped, 0.5);
                let (bx, by, br) = (x + 0.24 * d, y - 0.24 * d, 0.12 * d);
                jumped.push(Item::fill(Shape::circle(bx, by, br), pal.removed));
                jumped.extend(cross(bx, by, 0.05 * d, rgb(0xFF, 0xFF, 0xFF), 0.03 * d));
                group.push(Item::Group("jumped", jumped));
            }
            items.push(Item::Group("capture", group));
        }
    }
    for &(s, m) in &turn.claimed {
        let (x, y) = g.at(s);
        let mut claimed = vec![dashed(x, y, RING_R * d, ink, 0.05 * d, d)];
        claimed.extend(marble(c, x, y, 0.24 * d, m, 0.6));
        items.push(Item::Group("claimed", claimed));
    }
    items
}

/// A side's name as a message argument's word: `First player` / `Second player`.
fn side_word(side: Side, lang: Lang) -> String {
    gipf_i18n::rules::side(colour_of(side), false).render(lang)
}

/// The seam's side as the rules' colour underneath (White moves first).
fn colour_of(side: Side) -> gipf_rules::Color {
    match side {
        Side::First => gipf_rules::Color::White,
        Side::Second => gipf_rules::Color::Black,
    }
}

/// The name the status line gives a side: its player's name, or its side word.
fn who(names: &[String; 2], side: Side, lang: Lang) -> String {
    let name = names[side.index()].trim();
    if name.is_empty() {
        side_word(side, lang)
    } else {
        name.to_string()
    }
}

/// Whose turn it is (and that he must capture), or the result; with `result`, that line
/// instead (an end off the board). The panel's last line and the text board's.
pub(crate) fn status(
    p: &Position,
    names: &[String; 2],
    result: Option<&str>,
    lang: Lang,
) -> String {
    if let Some(r) = result {
        return r.to_string();
    }
    let v = p.variant();
    if let Some(out) = p.outcome() {
        let name = out.winner.map(|s| who(names, s, lang)).unwrap_or_default();
        return match out.reason {
            Reason::WinningSet(WinningSet::ThreeOfEach) => t!(
                lang,
                "zertz-board-wins-each",
                name = name,
                count = i64::from(WinningSet::ThreeOfEach.goal(v)[0])
            ),
            Reason::WinningSet(set @ WinningSet::OfOneColour(m)) => t!(
                lang,
                "zertz-board-wins-colour",
                name = name,
                count = i64::from(set.goal(v)[m.index()]),
                colour = m.name()
            ),
            Reason::NoRingLeft => t!(lang, "zertz-board-wins-last-ring", name = name),
            Reason::NoOneCanAct => t!(lang, "zertz-board-draw"),
        };
    }
    match p.turn() {
        Some(side) if p.capture_possible() => {
            t!(
                lang,
                "zertz-board-must-capture",
                name = who(names, side, lang)
            )
        }
        Some(side) => t!(lang, "zertz-board-to-play", name = who(names, side, lang)),
        None => String::new(),
    }
}

/// The game's name on the panel: `ZÈRTZ`, `ZÈRTZ BLITZ`, `ZÈRTZ 48`, `ZÈRTZ 61`.
fn title(v: Variant) -> &'static str {
    match v {
        Variant::Zertz => "ZÈRTZ",
        Variant::Blitz => "ZÈRTZ BLITZ",
        Variant::Z48 => "ZÈRTZ 48",
        Variant::Z61 => "ZÈRTZ 61",
    }
}

/// The card's height, in panel units.
const CARD_H: f32 = 5.0;

/// The panel left of the board: the game's name and the pool; a card per player (his side
/// word, his name, a row per colour of slots up to that colour's goal, filled as far as his
/// captures, the "of each colour" slots boxed, the count against the goal), the decider's
/// framed; the winning sets; whose turn it is (a skipped turn said), or the result.
fn panel_items(
    g: &Geometry,
    pal: &Palette,
    c: &Colours,
    p: &Position,
    o: &ZertzOptions,
) -> Vec<Item> {
    let (u, x0, pw) = (g.u, g.px, g.pw);
    let v = p.variant();
    let lang = o.lang;
    let mut items = Vec::new();
    // Centred in the picture's height: name, pool, two cards, goal, status.
    let tall = 1.0 + 1.2 + 2.0 * CARD_H + 0.2 + 1.4 + 1.5;
    let mut y = ((g.h / u - tall) / 2.0).max(0.2) * u;
    items.push(Item::text(
        title(v),
        (x0 + 0.1 * u, y + 0.62 * u),
        0.62 * u,
        pal.text,
        Align::Left,
    ));
    y += 1.0 * u;
    // The pool: a marble and its count per colour.
    let label = t!(lang, "zertz-board-pool");
    let size = 0.42 * u;
    let mut pool = Vec::new();
    let room = pw - 3.0 * 1.45 * u;
    let label = crate::text::fit(&label, size, room.max(u));
    pool.push(Item::text(
        label.clone(),
        (x0 + 0.1 * u, y + 0.5 * u),
        size,
        pal.muted,
        Align::Left,
    ));
    let mut x = x0 + 0.1 * u + crate::text::width(&label, size) + 0.35 * u;
    for m in Marble::ALL {
        let r = 0.3 * u;
        pool.extend(marble(c, x + r, y + 0.35 * u, r, m, 1.0));
        pool.push(Item::text(
            p.pool()[m.index()].to_string(),
            (x + 2.0 * r + 0.12 * u, y + 0.52 * u),
            0.45 * u,
            pal.text,
            Align::Left,
        ));
        x += 1.45 * u;
    }
    items.push(Item::Group("pool", pool));
    y += 1.2 * u;
    let decider = p.decider();
    let each = WinningSet::ThreeOfEach.goal(v)[0] as usize;
    for side in Side::BOTH {
        let frame = Shape::RoundedRect {
            x: x0,
            y,
            w: pw,
            h: (CARD_H - 0.2) * u,
            r: 0.3 * u,
        };
        let deciding = decider == Some(side);
        let (border, width) = if deciding {
            (pal.accent, 0.1 * u)
        } else {
            (pal.card_border, 0.05 * u)
        };
        // The same in every picture of a size and theme: drawn once (large anti-aliased
        // outlines are slow), then copied.
        let mut card = vec![Item::Fixed(vec![
            Item::fill(frame.clone(), pal.panel),
            Item::stroke(frame, border, width),
        ])];
        let name = o.names[side.index()].trim();
        // The side word over the name; alone, larger and lower.
        let (size, base) = if name.is_empty() {
            (0.5 * u, 1.05 * u)
        } else {
            (0.42 * u, 0.72 * u)
        };
        card.push(Item::text(
            crate::text::fit(&side_word(side, lang), size, pw - 0.5 * u),
            (x0 + 0.3 * u, y + base),
            size,
            if deciding { pal.accent } else { pal.muted },
            Align::Left,
        ));
        if !name.is_empty() {
            card.push(Item::text(
                crate::text::fit(name, 0.5 * u, pw - 0.5 * u),
                (x0 + 0.3 * u, y + 1.35 * u),
                0.5 * u,
                pal.text,
                Align::Left,
            ));
        }
        let captures = p.captures(side);
        let slot = 0.58 * u;
        let sx = x0 + 1.15 * u;
        let row_y = |k: usize| y + (2.1 + 0.9 * k as f32) * u;
        // The slots of the "of each colour" set, boxed across the three rows.
        card.push(Item::Group(
            "each",
            vec![Item::Fixed(vec![Item::stroke(
                Shape::RoundedRect {
                    x: sx - 0.36 * u,
                    y: row_y(0) - 0.4 * u,
                    w: (each as f32 - 1.0) * slot + 0.72 * u,
                    h: 1.8 * u + 0.8 * u,
                    r: 0.25 * u,
                },
                with_alpha(pal.accent, 0.8),
                0.05 * u,
            )
            .into_dashed(0.12 * u, 0.08 * u)])],
        ));
        for m in Marble::ALL {
            let k = m.index();
            let yy = row_y(k);
            let goal = WinningSet::OfOneColour(m).goal(v)[k];
            let have = captures[k];
            let mut row = marble(c, x0 + 0.55 * u, yy, 0.33 * u, m, 1.0);
            let mut empty = Vec::new();
            for i in 0..goal {
                let cx = sx + i as f32 * slot;
                if i < have {
                    row.extend(plain_marble(c, cx, yy, 0.24 * u, m, 1.0));
                } else {
                    empty.push(Item::stroke(
                        Shape::circle(cx, yy, 0.2 * u),
                        with_alpha(pal.muted, 0.6),
                        0.05 * u,
                    ));
                }
            }
            if !empty.is_empty() {
                row.push(Item::Fixed(empty));
            }
            row.push(Item::text(
                format!("{have}/{goal}"),
                (sx + f32::from(goal) * slot - 0.05 * u, yy + 0.16 * u),
                0.42 * u,
                if have >= goal { pal.accent } else { pal.text },
                Align::Left,
            ));
            card.push(Item::Group("captures", row));
        }
        items.push(Item::Group(
            if deciding { "card decider" } else { "card" },
            card,
        ));
        y += CARD_H * u;
    }
    y += 0.2 * u;
    // The winning sets in a line.
    let goals = [Marble::White, Marble::Grey, Marble::Black]
        .map(|m| i64::from(WinningSet::OfOneColour(m).goal(v)[m.index()]));
    let goal = t!(
        lang,
        "zertz-board-goal",
        each = each as i64,
        white = goals[0],
        grey = goals[1],
        black = goals[2]
    );
    let size = 0.4 * u;
    for (i, line) in wrap(&goal, size, pw).iter().enumerate() {
        items.push(Item::text(
            crate::text::fit(line, size, pw),
            (x0 + 0.1 * u, y + (0.4 + 0.5 * i as f32) * u),
            size,
            pal.muted,
            Align::Left,
        ));
    }
    y += 1.4 * u;
    // Whose turn, or the result; a skipped turn before it.
    let mut lines = Vec::new();
    if let Some(skipped) = o.last.as_ref().and_then(|t| t.skipped) {
        if o.result.is_none() && !p.is_over() {
            lines.push((
                t!(
                    lang,
                    "zertz-board-skipped",
                    name = who(&o.names, skipped, lang)
                ),
                pal.muted,
            ));
        }
    }
    let head = status(p, &o.names, o.result.as_deref(), lang);
    let size = 0.52 * u;
    for line in wrap(&head, size, pw) {
        lines.push((line, pal.text));
    }
    let mut status_items = Vec::new();
    for (i, (line, ink)) in lines.iter().enumerate() {
        status_items.push(Item::text(
            crate::text::fit(line, size, pw),
            (x0 + 0.1 * u, y + (0.5 + 0.66 * i as f32) * u),
            size,
            *ink,
            Align::Left,
        ));
    }
    items.push(Item::Group("status", status_items));
    items
}

/// A stroke made dashed.
trait Dashed {
    fn into_dashed(self, dash: f32, gap: f32) -> Item;
}

impl Dashed for Item {
    fn into_dashed(self, dash: f32, gap: f32) -> Item {
        match self {
            Item::Stroke(shape, color, pen) => Item::Stroke(
                shape,
                color,
                Pen {
                    width: pen.width,
                    dash: Some((dash, gap)),
                },
            ),
            other => other,
        }
    }
}

/// `text` in at most two lines of `max` pixels, broken at a space.
fn wrap(text: &str, size: f32, max: f32) -> Vec<String> {
    if crate::text::width(text, size) <= max {
        return vec![text.to_string()];
    }
    let words: Vec<&str> = text.split(' ').collect();
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

    /// ZERTZ.md §8's capture example: the black marble on d1 jumps d2 and d4.
    const CHAIN: &str = "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0";
    /// §8's isolation example: `Bd7,b2` claims a1 and a2.
    const ISOLATION: &str = "zertz ww.1/.1.2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0";

    /// `p` after `text`, and the turn it made.
    fn after(p: &Position, text: &str) -> (Position, Turn) {
        let mut q = *p;
        let a = q.read_action(text).expect("an action");
        let turn = q.play_reporting(a).expect("legal");
        (q, turn)
    }

    /// A game of pseudo-random legal actions from `variant`'s start (seeded), stopped when
    /// `stop` says so or at the end: the position and the last turn.
    fn random_game(
        variant: Variant,
        seed: u64,
        stop: impl Fn(&Position, &Turn) -> bool,
    ) -> (Position, Option<Turn>) {
        let mut p = Position::start(variant);
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

    /// A mid-game position just after a capture of two jumps or more, with rings claimed
    /// earlier in the game.
    pub(super) fn mid_game() -> (Position, Turn) {
        for seed in 1..400 {
            let (p, last) = random_game(Variant::Zertz, seed, |p, t| {
                matches!(t.action, Action::Capture(c) if c.len() >= 2)
                    && p.rings().count() < 26
                    && !p.is_over()
            });
            if let Some(t) = last {
                if matches!(t.action, Action::Capture(c) if c.len() >= 2) && !p.is_over() {
                    return (p, t);
                }
            }
        }
        panic!("no game with a chain");
    }

    fn svg(p: &Position, o: &ZertzOptions) -> String {
        render_zertz_svg(p, o).expect("renders")
    }

    /// Writes the pictures to look at (`ZERTZ_PICTURES=1 cargo test -p gipf-render zertz`).
    #[test]
    fn pictures_to_look_at() {
        if std::env::var_os("ZERTZ_PICTURES").is_none() {
            return;
        }
        let write = |name: &str, p: &Position, o: &ZertzOptions| {
            let png = render_zertz(p, o).expect("renders");
            std::fs::write(format!("/tmp/zertz-{name}.png"), png).expect("written");
        };
        let names = ["Alice".to_string(), "Bob".to_string()];
        for v in Variant::ALL {
            write(
                &format!("start-{}", v.word()),
                &Position::start(v),
                &ZertzOptions::default(),
            );
        }
        let (p, t) = mid_game();
        let mut text = String::new();
        for v in Variant::ALL {
            text.push_str(&crate::ascii::zertz_board(&Position::start(v), Lang::En));
        }
        text.push_str(&crate::ascii::zertz_board(&p, Lang::Ru));
        std::fs::write("/tmp/zertz-text.txt", text).expect("written");
        write(
            "mid",
            &p,
            &ZertzOptions {
                names: names.clone(),
                last: Some(t.clone()),
                ..ZertzOptions::default()
            },
        );
        write(
            "mid-dark",
            &p,
            &ZertzOptions {
                names: names.clone(),
                theme: Theme::Dark,
                last: Some(t),
                lang: Lang::Cs,
                ..ZertzOptions::default()
            },
        );
        let (q, t) = after(&pos(ISOLATION), "Bd7,b2");
        write(
            "claims",
            &q,
            &ZertzOptions {
                names: names.clone(),
                last: Some(t),
                ..ZertzOptions::default()
            },
        );
        let (q, t) = after(&pos(CHAIN), "xd1Gd3Wd5");
        write(
            "chain",
            &q,
            &ZertzOptions {
                last: Some(t),
                ..ZertzOptions::default()
            },
        );
        let (p, t) = random_game(Variant::Z61, 7, |_, _| false);
        write(
            "end-61",
            &p,
            &ZertzOptions {
                names: names.clone(),
                last: t,
                ..ZertzOptions::default()
            },
        );
        let (p, t) = random_game(Variant::Zertz, 3, |_, _| false);
        write(
            "end",
            &p,
            &ZertzOptions {
                names: names.clone(),
                last: t,
                width: 400,
                ..ZertzOptions::default()
            },
        );
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

    #[test]
    fn png_has_the_size_of_each_width_theme_and_variant() {
        let (p, t) = mid_game();
        for width in [crate::MIN_WIDTH, 500, crate::DEFAULT_WIDTH, 1300] {
            for theme in [Theme::Light, Theme::Dark] {
                let o = ZertzOptions {
                    width,
                    theme,
                    last: Some(t.clone()),
                    ..ZertzOptions::default()
                };
                let png = render_zertz(&p, &o).expect("renders");
                let img = image::load_from_memory(&png).expect("a PNG");
                assert_eq!((img.width(), img.height()), (width, width * 16 / 21));
            }
        }
        for v in Variant::ALL {
            let png = render_zertz(&Position::start(v), &ZertzOptions::default()).expect("renders");
            assert!(image::load_from_memory(&png).is_ok(), "{v:?}");
        }
        for width in [crate::MIN_WIDTH - 1, crate::MAX_WIDTH + 1] {
            let o = ZertzOptions {
                width,
                ..ZertzOptions::default()
            };
            assert!(matches!(
                render_zertz(&p, &o),
                Err(RenderError::Size(w)) if w == width
            ));
            assert!(render_zertz_svg(&p, &o).is_err());
        }
    }

    #[test]
    fn svg_names_every_ring_of_each_board() {
        for v in Variant::ALL {
            let p = Position::start(v);
            let doc = svg(&p, &ZertzOptions::default());
            assert!(doc.starts_with("<svg ") && doc.contains("class=\"zertz\""));
            assert_eq!(count(&doc, "ring"), v.ring_count() as usize, "{v:?}");
            assert_eq!(count(&doc, "gone"), 0);
            let shown = texts(&doc);
            for s in v.places() {
                let name = s.name(v);
                assert!(shown.contains(&name), "{v:?}: {name} not named");
            }
            // The column letters and the outer columns' numbers.
            for x in 0..v.column_count() {
                let letter = ((b'a' + x as u8) as char).to_string();
                assert!(shown.contains(&letter), "{v:?}: column {letter}");
            }
            let tallest = v.column_len(0);
            assert_eq!(
                shown.iter().filter(|t| t.as_str() == "1").count(),
                2,
                "{v:?}: 1 beside a and beside the last column"
            );
            assert!(shown.contains(&tallest.to_string()));
        }
    }

    #[test]
    fn a_removed_ring_is_no_ring() {
        let (p, t) = after(&Position::start(Variant::Zertz), "Wd4,d1");
        let o = ZertzOptions {
            last: Some(t),
            ..ZertzOptions::default()
        };
        let doc = svg(&p, &o);
        assert_eq!(count(&doc, "ring"), 36);
        assert_eq!(count(&doc, "gone"), 1);
        assert_eq!(count(&doc, "marble white"), 1);
        // d1 is named nowhere (no ring holds its name), d4 not (a marble hides it).
        let shown = texts(&doc);
        assert!(!shown.iter().any(|t| t == "d1" || t == "d4"));
        // The ring taken away is crossed; the marble placed ringed.
        assert_eq!(count(&doc, "taken"), 1);
        assert_eq!(count(&doc, "placed"), 1);
        // Each ring group is a ring: its two band strokes, no filled disc.
        let gone = doc.split("<g class=\"gone\">").nth(1).expect("a ghost");
        let gone = &gone[..gone.find("</g>").expect("closed")];
        assert!(gone.contains("stroke-dasharray") && !gone.contains("<text"));
        // Rings leave the backdrop too: the PNG differs from the start's.
        let start = render_zertz(&Position::start(Variant::Zertz), &ZertzOptions::default());
        assert_ne!(start.ok(), render_zertz(&p, &o).ok());
    }

    #[test]
    fn the_last_capture_draws_its_chain() {
        let (q, t) = after(&pos(CHAIN), "xd1Gd3Wd5");
        let o = ZertzOptions {
            last: Some(t),
            ..ZertzOptions::default()
        };
        let doc = svg(&q, &o);
        assert_eq!(count(&doc, "capture"), 1);
        assert_eq!(count(&doc, "arrow"), 2);
        assert_eq!(count(&doc, "jumped"), 2);
        assert_eq!(count(&doc, "start"), 1);
        let last = doc
            .split("<g class=\"last\">")
            .nth(1)
            .expect("the last layer");
        // Each jumped marble faint with its letter: grey on d2, white on d4.
        assert!(last.contains(">G</text>") && last.contains(">W</text>"));
        // A random game's chain: an arrow per jump.
        let (p, t) = mid_game();
        let Action::Capture(c) = t.action else {
            panic!("a capture");
        };
        let doc = svg(
            &p,
            &ZertzOptions {
                last: Some(t.clone()),
                ..ZertzOptions::default()
            },
        );
        assert_eq!(count(&doc, "arrow"), c.len());
        assert_eq!(count(&doc, "jumped"), c.len());
        // No last turn, no marks.
        let doc = svg(&p, &ZertzOptions::default());
        assert!(!doc.contains("<g class=\"last\">"));
    }

    #[test]
    fn a_placement_marks_its_claims() {
        let (q, t) = after(&pos(ISOLATION), "Bd7,b2");
        assert_eq!(t.claimed.len(), 2);
        let doc = svg(
            &q,
            &ZertzOptions {
                last: Some(t),
                ..ZertzOptions::default()
            },
        );
        assert_eq!(count(&doc, "claimed"), 2);
        assert_eq!(count(&doc, "taken"), 1);
        assert_eq!(count(&doc, "placed"), 1);
        assert_eq!(count(&doc, "marble black"), 1);
        // a1, a2 and b2 gone, with a3, b1, b3 and c2 taken away before.
        assert_eq!(count(&doc, "ring"), 37 - 7);
        assert_eq!(count(&doc, "gone"), 7);
    }

    #[test]
    fn the_panel_says_first_and_second_player_and_whose_turn() {
        let p = Position::start(Variant::Zertz);
        let doc = svg(&p, &ZertzOptions::default());
        let shown = texts(&doc);
        for word in [
            "First player",
            "Second player",
            "First player to play",
            "Pool",
        ] {
            assert!(shown.iter().any(|t| t == word), "{word}: {shown:?}");
        }
        assert!(!doc.contains("White") && !doc.contains("Black"));
        assert_eq!(count(&doc, "card decider"), 1);
        // Names under the side words; the decider's name in the status.
        let (q, t) = after(&p, "Wd4,d1");
        let o = ZertzOptions {
            names: ["Alice".into(), "Bob".into()],
            last: Some(t),
            lang: Lang::De,
            ..ZertzOptions::default()
        };
        let shown = texts(&svg(&q, &o));
        for word in [
            "Erster Spieler",
            "Zweiter Spieler",
            "Alice",
            "Bob",
            "Bob ist am Zug",
        ] {
            assert!(shown.iter().any(|t| t == word), "{word}: {shown:?}");
        }
        // The counts against the goals: 4 white, 5 grey, 6 black; 3 of each.
        let shown = texts(&doc);
        for goal in ["0/4", "0/5", "0/6"] {
            assert_eq!(shown.iter().filter(|t| t.as_str() == goal).count(), 2);
        }
        assert!(shown
            .iter()
            .any(|t| t.starts_with("To win: 3 of each colour")));
        // Blitz's smaller sets.
        let blitz = texts(&svg(
            &Position::start(Variant::Blitz),
            &ZertzOptions::default(),
        ));
        assert!(blitz.iter().any(|t| t == "0/3"));
        assert!(blitz
            .iter()
            .any(|t| t.starts_with("To win: 2 of each colour")));
        // An end off the board replaces whose turn it is.
        let o = ZertzOptions {
            result: Some("Bob resigned".into()),
            ..ZertzOptions::default()
        };
        let shown = texts(&svg(&p, &o));
        assert!(shown.iter().any(|t| t == "Bob resigned"));
        assert!(!shown.iter().any(|t| t.ends_with("to play")));
    }

    #[test]
    fn a_finished_game_says_its_result() {
        let (p, _) = after(&pos(CHAIN), "xd1Gd3Wd5");
        assert_eq!(
            status(&p, &[String::new(), String::new()], None, Lang::En),
            "Second player to play"
        );
        for seed in 1..6 {
            let (p, t) = random_game(Variant::Blitz, seed, |_, _| false);
            let out = p.outcome().expect("over");
            let line = status(&p, &["A".into(), "B".into()], None, Lang::En);
            match (out.winner, out.reason) {
                (None, _) => assert_eq!(line, "Draw: neither player can act"),
                (Some(w), Reason::NoRingLeft) => {
                    assert_eq!(
                        line,
                        format!("{} wins: no ring is left", ["A", "B"][w.index()])
                    );
                }
                (Some(w), _) => {
                    assert!(
                        line.starts_with(&format!("{} wins with ", ["A", "B"][w.index()])),
                        "{line}"
                    );
                }
            }
            let doc = svg(
                &p,
                &ZertzOptions {
                    names: ["A".into(), "B".into()],
                    last: t,
                    ..ZertzOptions::default()
                },
            );
            assert_eq!(count(&doc, "card decider"), 0);
            assert!(texts(&doc).join(" ").contains(&line), "{line}");
        }
    }

    #[test]
    fn board_only_cuts_the_panel() {
        for v in Variant::ALL {
            let full = svg(&Position::start(v), &ZertzOptions::default());
            let board = zertz_board_only(&full).expect("a ZÈRTZ picture");
            let view: Vec<f32> = board
                .split("viewBox=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .map(|v| v.split(' ').filter_map(|n| n.parse().ok()).collect())
                .expect("a view box");
            let [left, top, width, h] = view[..] else {
                panic!("a view box of four numbers: {view:?}");
            };
            let g = Geometry::new(v, 840.0, 640.0);
            assert_eq!(top, 0.0);
            assert!(left >= g.px + g.pw, "{v:?}: {left}");
            assert!(h <= 640.0 && h > g.board.3 - 2.0, "{v:?}: {h}");
            // Every place and its labels inside.
            for s in v.places() {
                let (x, y) = g.at(s);
                assert!(x - 0.8 * g.d > left - 1.0 && x + 0.8 * g.d < left + width + 1.0);
                assert!(y + 0.8 * g.d < h + 1.0, "{v:?}");
            }
            let body = |svg: &str| svg[svg.find('>').map_or(0, |i| i + 1)..].to_string();
            assert_eq!(body(&board), body(&full));
        }
        assert!(zertz_board_only("<svg class=\"yinsh\">").is_none());
        assert!(zertz_board_only("no picture").is_none());
    }

    #[test]
    fn the_text_board_lays_out_section_2_2() {
        let text = crate::ascii::zertz_board(&Position::start(Variant::Zertz), Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        // 13 half lines, the letters, the legend, the pool, two players, the goal, the status.
        assert_eq!(lines.len(), 20, "{text}");
        assert_eq!(lines[0].trim(), "o");
        assert_eq!(lines[3], "4  o       o       o       o  4");
        assert_eq!(lines[12].trim(), "o");
        assert_eq!(lines[13].split_whitespace().collect::<String>(), "abcdefg");
        assert_eq!(
            text.matches('o').count()
                - lines[14].matches('o').count()
                - lines[15..].concat().matches('o').count(),
            37
        );
        assert_eq!(lines[15], "Pool: 6 white, 8 grey, 10 black");
        assert_eq!(
            lines[16],
            "First player:  captured 0 white, 0 grey, 0 black"
        );
        assert_eq!(
            lines[17],
            "Second player: captured 0 white, 0 grey, 0 black"
        );
        assert_eq!(lines[19], "First player to play");
        // A marble, a place without a ring; another language; the other boards.
        let (p, _) = after(&Position::start(Variant::Zertz), "Wd4,d1");
        let text = crate::ascii::zertz_board(&p, Lang::Cs);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[6].trim(), "o       W       o");
        assert_eq!(lines[12].trim(), "");
        assert!(text.contains("Zásoba: bílé 5, šedé 8, černé 10"), "{text}");
        assert!(text.ends_with("Druhý hráč je na tahu\n"), "{text}");
        for (v, rows) in [(Variant::Z48, 15), (Variant::Z61, 17)] {
            let text = crate::ascii::zertz_board(&Position::start(v), Lang::En);
            let board: String = text.lines().take(rows).collect::<Vec<_>>().join("\n");
            assert_eq!(
                board.matches('o').count(),
                v.ring_count() as usize,
                "{text}"
            );
        }
    }
}
