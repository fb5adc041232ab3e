//! Board images for chat: [`render`] turns a position into a PNG, with the last turn marked,
//! the pending removal choices numbered as the buttons will be, either side at the bottom,
//! and a light or dark theme; [`render_replay_gif`] animates a recorded game.
//!
//! Drawing is anti-aliased (tiny-skia), text comes from a bundled font (no system fonts, no
//! network), and encoding uses the image crate. The picture is landscape (21:16) so that chat
//! clients show it whole in their inline previews.

pub mod ascii;
mod blit;
mod encode;
mod text;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex, OnceLock};

use gipf_rules::{Action, Color, Event, Point, Position, Record, Spot, SpotSet, Stage, Variant};
use image::RgbaImage;
use thiserror::Error;
use tiny_skia::{
    Color as SkColor, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke,
    StrokeDash, Transform,
};

use text::Align;

/// The light or dark look of an image.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Theme {
    /// Warm paper, for light chat themes.
    #[default]
    Light,
    /// Charcoal, for dark chat themes.
    Dark,
}

impl std::str::FromStr for Theme {
    type Err = RenderError;

    fn from_str(s: &str) -> Result<Theme, RenderError> {
        match s.to_ascii_lowercase().as_str() {
            "light" => Ok(Theme::Light),
            "dark" => Ok(Theme::Dark),
            _ => Err(RenderError::Theme(s.to_string())),
        }
    }
}

/// What went wrong while rendering.
#[derive(Debug, Error)]
pub enum RenderError {
    /// An image width outside the supported range.
    #[error("image width {0} is not supported: use {min} to {max} pixels", min = MIN_WIDTH, max = MAX_WIDTH)]
    Size(u32),
    /// An unknown theme name.
    #[error("unknown theme {0:?}: use light or dark")]
    Theme(String),
    /// The encoder failed.
    #[error("encoding the image failed: {0}")]
    Encode(#[from] image::ImageError),
    /// The GIF encoder failed.
    #[error("encoding the GIF failed: {0}")]
    Gif(#[from] gif::EncodingError),
    /// The PNG encoder failed.
    #[error("encoding the PNG failed: {0}")]
    Png(#[from] png::EncodingError),
}

/// The narrowest supported image.
pub const MIN_WIDTH: u32 = 240;
/// The widest supported image.
pub const MAX_WIDTH: u32 = 4096;
/// The default width; the height is always `width * 16 / 21`.
pub const DEFAULT_WIDTH: u32 = 840;
/// The default width of animated replays: a whole game stays small enough to share.
pub const DEFAULT_GIF_WIDTH: u32 = 560;

/// How to draw a board.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Image width in pixels ([`MIN_WIDTH`]..=[`MAX_WIDTH`]); the height follows (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// Black at the bottom instead of White.
    pub flip: bool,
    /// The players' names, White's then Black's.
    pub names: [String; 2],
    /// What happened in the last turn ([`Record::last_turn_events`]), to mark on the board.
    pub last_turn: Vec<Event>,
    /// The removal choices to highlight and number 1..k, in the order the buttons show them.
    /// `None` means the position's own [`Position::removal_options`].
    pub choices: Option<Vec<Action>>,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            width: DEFAULT_WIDTH,
            theme: Theme::Light,
            flip: false,
            names: ["White".to_string(), "Black".to_string()],
            last_turn: Vec::new(),
            choices: None,
        }
    }
}

/// Renders a position as PNG bytes.
pub fn render(position: &Position, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let pixmap = render_pixmap(position, options)?;
    encode_png(&pixmap)
}

/// Renders a position into RGBA pixels (opaque), for tests and animations.
pub fn render_rgba(position: &Position, options: &RenderOptions) -> Result<RgbaImage, RenderError> {
    let pixmap = render_pixmap(position, options)?;
    let (w, h) = (pixmap.width(), pixmap.height());
    // Every pixel is opaque, so premultiplied and straight RGBA agree.
    RgbaImage::from_raw(w, h, pixmap.take()).ok_or(RenderError::Size(w))
}

/// An animated GIF of a recorded game: the start, then the position at the start of every
/// turn with that turn's moves marked, and the final position held longer.
pub fn render_replay_gif(
    record: &Record,
    options: &RenderOptions,
    frame_ms: u32,
) -> Result<Vec<u8>, RenderError> {
    let mut frames: Vec<(Position, Vec<Event>)> = vec![(*record.start(), Vec::new())];
    let mut p = *record.start();
    let mut turn_events = Vec::new();
    for &a in record.actions() {
        let Ok(events) = p.play_events(a) else {
            break;
        };
        turn_events.extend(events);
        if p.stage() == Stage::Push || p.is_over() {
            frames.push((p, std::mem::take(&mut turn_events)));
        }
    }
    let mut out = Vec::new();
    {
        let (w, h) = (options.width, options.width * 16 / 21);
        let size = |v: u32| u16::try_from(v).map_err(|_| RenderError::Size(options.width));
        let mut enc = gif::Encoder::new(&mut out, size(w)?, size(h)?, &[])?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let n = frames.len();
        let mut previous: Option<RgbaImage> = None;
        for (i, (pos, events)) in frames.into_iter().enumerate() {
            let opts = RenderOptions {
                last_turn: events,
                choices: Some(Vec::new()),
                ..options.clone()
            };
            let img = render_rgba(&pos, &opts)?;
            // Each frame after the first is only the rectangle that changed, drawn over the
            // frame before it.
            let (x, y, fw, fh) = match &previous {
                None => (0, 0, w, h),
                Some(prev) => changed_rect(prev, &img).unwrap_or((0, 0, 1, 1)),
            };
            let mut part = image::imageops::crop_imm(&img, x, y, fw, fh).to_image();
            let mut frame = gif::Frame::from_rgba_speed(size(fw)?, size(fh)?, &mut part, 20);
            frame.left = size(x)?;
            frame.top = size(y)?;
            frame.dispose = gif::DisposalMethod::Keep;
            let ms = if i + 1 == n { frame_ms * 4 } else { frame_ms };
            frame.delay = u16::try_from(ms / 10).unwrap_or(u16::MAX);
            enc.write_frame(&frame)?;
            previous = Some(img);
        }
    }
    Ok(out)
}

/// The smallest rectangle (x, y, width, height) holding every pixel that differs.
fn changed_rect(a: &RgbaImage, b: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let (w, h) = b.dimensions();
    if a.dimensions() != (w, h) {
        return Some((0, 0, w, h));
    }
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for (y, (ra, rb)) in a.rows().zip(b.rows()).enumerate() {
        for (x, (pa, pb)) in ra.zip(rb).enumerate() {
            if pa != pb {
                let (x, y) = (x as u32, y as u32);
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x);
                y1 = y1.max(y);
            }
        }
    }
    (x0 <= x1).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    Ok(encode::png_indexed(pixmap)?)
}

/// The colours of a theme.
struct Palette {
    background: SkColor,
    board: SkColor,
    line: SkColor,
    dot: SkColor,
    label: SkColor,
    text: SkColor,
    muted: SkColor,
    panel: SkColor,
    card_border: SkColor,
    white_fill: SkColor,
    white_edge: SkColor,
    black_fill: SkColor,
    black_edge: SkColor,
    accent: SkColor,
    removed: SkColor,
    choices: [SkColor; 6],
}

fn rgb(r: u8, g: u8, b: u8) -> SkColor {
    SkColor::from_rgba8(r, g, b, 255)
}

fn with_alpha(c: SkColor, a: f32) -> SkColor {
    let mut c = c;
    c.set_alpha(a);
    c
}

impl Palette {
    fn of(theme: Theme) -> Palette {
        let choices = [
            rgb(0x2F, 0x80, 0xED),
            rgb(0x27, 0xAE, 0x60),
            rgb(0xD6, 0x45, 0x45),
            rgb(0x9B, 0x51, 0xE0),
            rgb(0xE0, 0x84, 0x2A),
            rgb(0x00, 0x9C, 0x9C),
        ];
        match theme {
            Theme::Light => Palette {
                background: rgb(0xF3, 0xEC, 0xE0),
                board: rgb(0xE6, 0xD3, 0xB3),
                line: rgb(0x8C, 0x74, 0x56),
                dot: rgb(0x5A, 0x47, 0x31),
                label: rgb(0x6B, 0x58, 0x40),
                text: rgb(0x24, 0x20, 0x1B),
                muted: rgb(0x6E, 0x66, 0x5C),
                panel: rgb(0xFB, 0xF7, 0xF0),
                card_border: rgb(0xD8, 0xCC, 0xB8),
                white_fill: rgb(0xFC, 0xFB, 0xF7),
                white_edge: rgb(0x3A, 0x36, 0x30),
                black_fill: rgb(0x2A, 0x28, 0x26),
                black_edge: rgb(0x0E, 0x0D, 0x0C),
                accent: rgb(0xE0, 0x8A, 0x12),
                removed: rgb(0xC0, 0x39, 0x2B),
                choices,
            },
            Theme::Dark => Palette {
                background: rgb(0x1E, 0x1F, 0x22),
                board: rgb(0x33, 0x35, 0x3A),
                line: rgb(0x7D, 0x83, 0x8C),
                dot: rgb(0xA9, 0xAF, 0xB8),
                label: rgb(0xA9, 0xAF, 0xB8),
                text: rgb(0xEC, 0xED, 0xEF),
                muted: rgb(0xA0, 0xA4, 0xAB),
                panel: rgb(0x2B, 0x2D, 0x31),
                card_border: rgb(0x45, 0x48, 0x4E),
                white_fill: rgb(0xF4, 0xF4, 0xF2),
                white_edge: rgb(0x05, 0x05, 0x05),
                black_fill: rgb(0x12, 0x12, 0x14),
                black_edge: rgb(0x9A, 0x9F, 0xA8),
                accent: rgb(0xF2, 0xA5, 0x3A),
                removed: rgb(0xFF, 0x6B, 0x5E),
                choices,
            },
        }
    }

    fn piece(&self, c: Color) -> (SkColor, SkColor) {
        match c {
            Color::White => (self.white_fill, self.white_edge),
            Color::Black => (self.black_fill, self.black_edge),
        }
    }
}

fn paint(c: SkColor) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

fn circle(x: f32, y: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(x, y, r)
}

fn segment(a: (f32, f32), b: (f32, f32)) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(a.0, a.1);
    pb.line_to(b.0, b.1);
    pb.finish()
}

/// A closed polygon through the points.
fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let (&(x0, y0), rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(x0, y0);
    for &(x, y) in rest {
        pb.line_to(x, y);
    }
    pb.close();
    pb.finish()
}

fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let k = 0.552_284_8 * r;
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

/// Where things go: the board's unit `u` (distance between neighbouring points), its centre,
/// and the panel's column.
struct Layout {
    w: f32,
    h: f32,
    u: f32,
    cx: f32,
    cy: f32,
    flip: bool,
    panel_x: f32,
}

impl Layout {
    fn new(width: u32, flip: bool) -> Layout {
        let w = width as f32;
        let h = (width * 16 / 21) as f32;
        let u = h / 9.6;
        Layout {
            w,
            h,
            u,
            cx: 4.45 * u,
            cy: h / 2.0,
            flip,
            panel_x: 8.9 * u,
        }
    }

    /// Screen position of a point: columns are vertical, `e1` at the bottom (White's side)
    /// unless flipped.
    fn at(&self, p: Point) -> (f32, f32) {
        let (x, y) = (p.x() as f32, p.y() as f32);
        let (mut dx, mut dy) = (
            (x - 4.0) * 0.866_025_4 * self.u,
            -(y - x / 2.0 - 2.0) * self.u,
        );
        if self.flip {
            dx = -dx;
            dy = -dy;
        }
        (self.cx + dx, self.cy + dy)
    }

    fn spot(&self, s: Spot) -> (f32, f32) {
        self.at(s.point())
    }

    /// A screen offset given for the unflipped board, turned with the board.
    fn offset(&self, (x, y): (f32, f32), (dx, dy): (f32, f32)) -> (f32, f32) {
        if self.flip {
            (x - dx * self.u, y - dy * self.u)
        } else {
            (x + dx * self.u, y + dy * self.u)
        }
    }
}

fn point(name: &str) -> Point {
    // Only called with the fixed names of this file.
    name.parse()
        .unwrap_or_else(|_| unreachable!("bad built-in point name {name}"))
}

fn render_pixmap(position: &Position, options: &RenderOptions) -> Result<Pixmap, RenderError> {
    if !(MIN_WIDTH..=MAX_WIDTH).contains(&options.width) {
        return Err(RenderError::Size(options.width));
    }
    let layout = Layout::new(options.width, options.flip);
    let pal = Palette::of(options.theme);
    let mut pm = board_layer(&layout, options.theme)
        .ok_or(RenderError::Size(options.width))?
        .as_ref()
        .clone();
    let choices = options
        .choices
        .clone()
        .unwrap_or_else(|| position.removal_options());
    draw_removed_marks(&mut pm, &layout, &pal, &options.last_turn);
    draw_choices(&mut pm, &layout, &pal, &choices, false);
    draw_pieces(&mut pm, &layout, options.theme, position);
    draw_choices(&mut pm, &layout, &pal, &choices, true);
    draw_last_push(&mut pm, &layout, &pal, &options.last_turn);
    draw_panel(&mut pm, &layout, &pal, position, options, &choices);
    Ok(pm)
}

/// A bounded cache of pre-rendered images, keyed by what they depend on. The drawing is the
/// same every time, so a cached copy is exactly what would be drawn again.
struct Cache<K, V> {
    map: Mutex<HashMap<K, Arc<V>>>,
}

impl<K: std::hash::Hash + Eq, V> Cache<K, V> {
    const LIMIT: usize = 64;

    fn new() -> Cache<K, V> {
        Cache {
            map: Mutex::new(HashMap::new()),
        }
    }

    fn get_or(&self, key: K, make: impl FnOnce() -> Option<V>) -> Option<Arc<V>> {
        // A poisoned lock only means another render panicked mid-insert; the map is still
        // a valid cache.
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = map.get(&key) {
            return Some(Arc::clone(v));
        }
        let v = Arc::new(make()?);
        if map.len() >= Self::LIMIT {
            map.clear();
        }
        map.insert(key, Arc::clone(&v));
        Some(v)
    }
}

/// The background with the empty board, its lines, dots and coordinates.
fn board_layer(l: &Layout, theme: Theme) -> Option<Arc<Pixmap>> {
    static CACHE: OnceLock<Cache<(u32, Theme, bool), Pixmap>> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::new);
    cache.get_or((l.w as u32, theme, l.flip), || {
        let mut pm = Pixmap::new(l.w as u32, l.h as u32)?;
        let pal = Palette::of(theme);
        pm.fill(pal.background);
        draw_board(&mut pm, l, &pal);
        Some(pm)
    })
}

fn draw_board(pm: &mut Pixmap, l: &Layout, pal: &Palette) {
    let u = l.u;
    // The hexagon through the six corner dots, slightly padded.
    let corners = ["a1", "a5", "e9", "i5", "i1", "e1"].map(|n| l.at(point(n)));
    let padded = corners.map(|(x, y)| {
        let (dx, dy) = (x - l.cx, y - l.cy);
        let k = 1.0 + 0.45 * u / (dx * dx + dy * dy).sqrt();
        (l.cx + dx * k, l.cy + dy * k)
    });
    if let Some(hex) = polygon(&padded) {
        pm.fill_path(
            &hex,
            &paint(pal.board),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    let line_paint = paint(pal.line);
    let thin = stroke((u * 0.035).max(1.0));
    // The 21 lines, dot to dot.
    for e in gipf_rules::Entry::all() {
        // Each line once: from the entry whose dot sorts first.
        if e.dot() > e.far_dot() {
            continue;
        }
        if let Some(path) = segment(l.at(e.dot()), l.at(e.far_dot())) {
            pm.stroke_path(&path, &line_paint, &thin, Transform::identity(), None);
        }
    }
    // The rim through the 24 dots.
    if let Some(rim) = polygon(&corners) {
        pm.stroke_path(&rim, &line_paint, &thin, Transform::identity(), None);
    }
    let dot_paint = paint(pal.dot);
    for p in Point::all().filter(|p| p.is_dot()) {
        let (x, y) = l.at(p);
        if let Some(c) = circle(x, y, u * 0.11) {
            pm.fill_path(
                &c,
                &dot_paint,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }
    // Coordinates: letters under each column's first point, numbers left of each number's
    // first point (the official orientation, turned with the board).
    let label = paint(pal.label);
    let size = u * 0.30;
    for (col, letter) in ('a'..='i').enumerate() {
        let p = Point::from_official(col as u8, 1).unwrap_or_else(|| unreachable!());
        let (x, y) = l.offset(l.at(p), (0.0, 0.55));
        text::draw(
            pm,
            &letter.to_string(),
            x,
            y + size * 0.36,
            size,
            &label,
            Align::Center,
        );
    }
    for n in 1..=9u8 {
        let (col, d) = if n <= 5 {
            (0, (-0.5, 0.0))
        } else {
            (n - 5, (-0.42, -0.3))
        };
        let p = Point::from_official(col, n).unwrap_or_else(|| unreachable!());
        let (x, y) = l.offset(l.at(p), d);
        text::draw(
            pm,
            &n.to_string(),
            x,
            y + size * 0.36,
            size,
            &label,
            Align::Center,
        );
    }
}

/// A piece drawn once per size, theme and kind into a small transparent image, then copied
/// onto boards: the discs and rings are the costly part of a board.
fn draw_piece(pm: &mut Pixmap, theme: Theme, x: f32, y: f32, r: f32, c: Color, gipf: bool) {
    static CACHE: OnceLock<Cache<(u32, Theme, Color, bool), Pixmap>> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::new);
    // Sprites are drawn around the centre of a pixel grid of this half-size.
    let half = (r * 1.5).ceil() as i32 + 1;
    let key = ((r * 16.0).round() as u32, theme, c, gipf);
    let sprite = cache.get_or(key, || {
        let side = (2 * half) as u32;
        let mut sp = Pixmap::new(side, side)?;
        let pal = Palette::of(theme);
        draw_piece_shape(&mut sp, &pal, half as f32, half as f32, r, c, gipf);
        Some(sp)
    });
    if let Some(sp) = sprite {
        let (ix, iy) = (x.round() as i32 - half, y.round() as i32 - half);
        blit::blit(pm, &sp, ix, iy);
    }
}

/// One piece: a disc, or for a GIPF piece two stacked discs with a ring on top, so that it
/// reads as a double piece at any size.
fn draw_piece_shape(pm: &mut Pixmap, pal: &Palette, x: f32, y: f32, r: f32, c: Color, gipf: bool) {
    let (fill, edge) = pal.piece(c);
    let fill_p = paint(fill);
    let edge_p = paint(edge);
    let edge_w = stroke((r * 0.09).max(1.0));
    let shadow = paint(with_alpha(rgb(0, 0, 0), 0.22));
    let disc = |pm: &mut Pixmap, cx: f32, cy: f32| {
        if let Some(path) = circle(cx, cy, r) {
            pm.fill_path(
                &path,
                &fill_p,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
            pm.stroke_path(&path, &edge_p, &edge_w, Transform::identity(), None);
        }
    };
    let lift = if gipf { r * 0.26 } else { 0.0 };
    if let Some(path) = circle(x + r * 0.06, y + r * 0.12 + lift, r) {
        pm.fill_path(
            &path,
            &shadow,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    if gipf {
        disc(pm, x, y + lift);
        disc(pm, x, y - lift);
        let ring = match c {
            Color::White => pal.white_edge,
            Color::Black => pal.white_fill,
        };
        if let Some(path) = circle(x, y - lift, r * 0.5) {
            let s = stroke((r * 0.14).max(1.2));
            pm.stroke_path(&path, &paint(ring), &s, Transform::identity(), None);
        }
    } else {
        disc(pm, x, y);
        // A faint inner bevel gives the disc some depth.
        let bevel = match c {
            Color::White => with_alpha(pal.white_edge, 0.18),
            Color::Black => with_alpha(pal.white_fill, 0.16),
        };
        if let Some(path) = circle(x, y, r * 0.62) {
            let s = stroke((r * 0.07).max(1.0));
            pm.stroke_path(&path, &paint(bevel), &s, Transform::identity(), None);
        }
    }
}

fn draw_pieces(pm: &mut Pixmap, l: &Layout, theme: Theme, p: &Position) {
    // Draw from the top of the screen down, so a stacked piece's shadow never covers the
    // piece above it.
    let mut spots: Vec<Spot> = Spot::all().collect();
    spots.sort_by(|a, b| l.spot(*a).1.total_cmp(&l.spot(*b).1));
    for s in spots {
        if let Some(piece) = p.board().get(s) {
            let (x, y) = l.spot(s);
            draw_piece(pm, theme, x, y, l.u * 0.40, piece.color, piece.gipf);
        }
    }
}

fn draw_removed_marks(pm: &mut Pixmap, l: &Layout, pal: &Palette, events: &[Event]) {
    let u = l.u;
    for e in events {
        let Event::Removed { taken, .. } = e else {
            continue;
        };
        for (s, piece) in taken {
            let (x, y) = l.spot(*s);
            let (fill, _) = pal.piece(piece.color);
            if let Some(c) = circle(x, y, u * 0.36) {
                pm.fill_path(
                    &c,
                    &paint(with_alpha(fill, 0.35)),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
                let mut dashed = stroke((u * 0.045).max(1.0));
                dashed.dash = StrokeDash::new(vec![u * 0.12, u * 0.09], 0.0);
                pm.stroke_path(
                    &c,
                    &paint(with_alpha(pal.removed, 0.8)),
                    &dashed,
                    Transform::identity(),
                    None,
                );
            }
            let k = u * 0.13;
            let cross = paint(with_alpha(pal.removed, 0.85));
            let s2 = stroke((u * 0.06).max(1.0));
            for (a, b) in [
                ((x - k, y - k), (x + k, y + k)),
                ((x - k, y + k), (x + k, y - k)),
            ] {
                if let Some(path) = segment(a, b) {
                    pm.stroke_path(&path, &cross, &s2, Transform::identity(), None);
                }
            }
        }
    }
}

fn draw_last_push(pm: &mut Pixmap, l: &Layout, pal: &Palette, events: &[Event]) {
    let u = l.u;
    for e in events {
        let Event::Pushed { entry, end, .. } = e else {
            continue;
        };
        let from = l.at(entry.dot());
        let to = l.spot(*end);
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (ux, uy) = (dx / len, dy / len);
        // The head's tip sits on the leading edge of the piece that moved furthest.
        let tip = (to.0 + ux * u * 0.42, to.1 + uy * u * 0.42);
        let head = u * 0.34;
        let base = (tip.0 - ux * head, tip.1 - uy * head);
        let accent = paint(with_alpha(pal.accent, 0.9));
        if let Some(path) = segment(from, base) {
            pm.stroke_path(
                &path,
                &accent,
                &stroke(u * 0.11),
                Transform::identity(),
                None,
            );
        }
        let (px, py) = (-uy * head * 0.6, ux * head * 0.6);
        let mut pb = PathBuilder::new();
        pb.move_to(tip.0, tip.1);
        pb.line_to(base.0 + px, base.1 + py);
        pb.line_to(base.0 - px, base.1 - py);
        pb.close();
        if let Some(path) = pb.finish() {
            pm.fill_path(
                &path,
                &accent,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
        if let Some(c) = circle(from.0, from.1, u * 0.16) {
            pm.fill_path(&c, &accent, FillRule::Winding, Transform::identity(), None);
        }
    }
}

/// The removal choices. Options on the same line (the same row, keeping different GIPF
/// pieces) share one band and one set of rings; each option gets a numbered badge beyond the
/// row's far end, one after the other. Under the pieces goes the band; over them the rings and badges.
fn draw_choices(pm: &mut Pixmap, l: &Layout, pal: &Palette, choices: &[Action], over: bool) {
    let u = l.u;
    let mut groups: Vec<(usize, SpotSet, Vec<usize>)> = Vec::new();
    for (i, a) in choices.iter().enumerate() {
        let Action::Remove { spots, .. } = a else {
            continue;
        };
        let key = line_of(&spots.iter().collect::<Vec<_>>());
        match groups.iter_mut().find(|g| g.0 == key) {
            Some(g) => {
                g.1 = SpotSet::from_iter(g.1.iter().chain(spots.iter()));
                g.2.push(i);
            }
            None => groups.push((key, *spots, vec![i])),
        }
    }
    for (_, spots, options) in &groups {
        let pts: Vec<(f32, f32)> = spots.iter().map(|s| l.spot(s)).collect();
        let Some(&first) = pts.first() else {
            continue;
        };
        let color = pal.choices[options[0] % pal.choices.len()];
        let far = pts
            .iter()
            .copied()
            .max_by(|a, b| {
                let da = (a.0 - first.0).hypot(a.1 - first.1);
                let db = (b.0 - first.0).hypot(b.1 - first.1);
                da.total_cmp(&db)
            })
            .unwrap_or(first);
        let (dx, dy) = (far.0 - first.0, far.1 - first.1);
        let len = dx.hypot(dy);
        let (ux, uy) = if len > 0.0 {
            (dx / len, dy / len)
        } else {
            (0.0, -1.0)
        };
        let a = (first.0 - ux * 0.3 * u, first.1 - uy * 0.3 * u);
        let b = (far.0 + ux * 0.3 * u, far.1 + uy * 0.3 * u);
        if !over {
            if let Some(path) = segment(a, b) {
                let s = stroke(u * 0.62);
                pm.stroke_path(
                    &path,
                    &paint(with_alpha(color, 0.28)),
                    &s,
                    Transform::identity(),
                    None,
                );
            }
            continue;
        }
        for &(x, y) in &pts {
            draw_ring(pm, x, y, u * 0.47, (u * 0.07).max(1.5), color);
        }
        // The point just past a row's extension is empty (or a dot), so badges go there and
        // on along the line; if that leaves the board area, they go past the other end.
        // Many options on one row (which GIPF pieces to keep) get one range badge.
        let labels: Vec<(String, usize)> = if options.len() > 3 {
            let (lo, hi) = (options[0] + 1, options[options.len() - 1] + 1);
            vec![(format!("{lo}–{hi}"), options[0])]
        } else {
            options.iter().map(|&i| ((i + 1).to_string(), i)).collect()
        };
        let inside = |(x, y): (f32, f32)| {
            x > 0.35 * u && x < l.panel_x - 0.6 * u && y > 0.35 * u && y < l.h - 0.35 * u
        };
        let place = |from: (f32, f32), (dx, dy): (f32, f32)| -> Vec<(f32, f32)> {
            (0..labels.len())
                .map(|k| {
                    let along = (0.42 + 0.6 * k as f32) * u;
                    (from.0 + dx * along, from.1 + dy * along)
                })
                .collect()
        };
        let mut spots_for_badges = place(b, (ux, uy));
        if !spots_for_badges.iter().all(|&p| inside(p)) {
            spots_for_badges = place(a, (-ux, -uy));
        }
        for ((label, i), at) in labels.iter().zip(spots_for_badges) {
            let c = pal.choices[i % pal.choices.len()];
            draw_badge(pm, pal, at, u * 0.26, c, label);
        }
    }
}

/// A circle outline, drawn once per radius, width and colour and then copied.
fn draw_ring(pm: &mut Pixmap, x: f32, y: f32, r: f32, width: f32, color: SkColor) {
    static CACHE: OnceLock<Cache<(u32, u32, u32), Pixmap>> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::new);
    let half = (r + width).ceil() as i32 + 1;
    let c8 = color.to_color_u8();
    let rgba = u32::from_be_bytes([c8.red(), c8.green(), c8.blue(), c8.alpha()]);
    let key = (
        (r * 16.0).round() as u32,
        (width * 16.0).round() as u32,
        rgba,
    );
    let sprite = cache.get_or(key, || {
        let side = (2 * half) as u32;
        let mut sp = Pixmap::new(side, side)?;
        let path = circle(half as f32, half as f32, r)?;
        sp.stroke_path(
            &path,
            &paint(color),
            &stroke(width),
            Transform::identity(),
            None,
        );
        Some(sp)
    });
    if let Some(sp) = sprite {
        blit::blit(pm, &sp, x.round() as i32 - half, y.round() as i32 - half);
    }
}

/// A key for the line a set of spots lies on (spots of one option always share a line).
fn line_of(spots: &[Spot]) -> usize {
    gipf_rules::Line::all()
        .find(|line| spots.iter().all(|s| line.mask().contains(*s)))
        .map_or(usize::MAX - spots.first().map_or(0, |s| s.index()), |l| {
            l.index()
        })
}

fn draw_badge(
    pm: &mut Pixmap,
    pal: &Palette,
    (x, y): (f32, f32),
    r: f32,
    color: SkColor,
    label: &str,
) {
    let size = r * 1.25;
    let w = text::width(label, size).max(r * 1.2) + r * 0.8;
    let shape = if w <= 2.0 * r {
        circle(x, y, r)
    } else {
        rounded_rect(x - w / 2.0, y - r, w, 2.0 * r, r)
    };
    if let Some(c) = shape {
        pm.fill_path(
            &c,
            &paint(color),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        pm.stroke_path(
            &c,
            &paint(pal.panel),
            &stroke((r * 0.14).max(1.0)),
            Transform::identity(),
            None,
        );
    }
    text::draw(
        pm,
        label,
        x,
        y + size * 0.36,
        size,
        &paint(rgb(255, 255, 255)),
        Align::Center,
    );
}

fn decision_text(p: &Position, names: &[String; 2]) -> (String, String) {
    let name = |c: Color| names[c.index()].as_str();
    match p.stage() {
        Stage::Won(w) => {
            let why = p.outcome().map(|o| o.to_string()).unwrap_or_default();
            let reason = why
                .split_once(": ")
                .map_or(why.clone(), |(_, r)| r.to_string());
            (format!("{} wins", name(w)), upper_first(&reason))
        }
        Stage::Push => {
            let me = p.turn();
            let extra = if p.removal_options().is_empty() {
                format!("{me} pushes a piece in from a dot")
            } else {
                "may first take a GIPF row".to_string()
            };
            (format!("{} to push", name(me)), extra)
        }
        Stage::MoverRemoves => {
            let me = p.turn();
            let done = p.legal_actions().contains(&Action::Done);
            let extra = if done {
                "or leave it: done"
            } else {
                "after the push"
            };
            (format!("{}: remove a row", name(me)), extra.to_string())
        }
        Stage::OpponentRemoves => {
            let who = p.turn().other();
            (
                format!("{}: remove a row", name(who)),
                format!("made by {}'s push", name(p.turn())),
            )
        }
    }
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The last turn in short lines. Colours, not names: names can be long, and the cards
/// already pair each name with its colour.
fn last_turn_text(events: &[Event]) -> Vec<String> {
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::Pushed {
                color,
                entry,
                gipf,
                end,
            } => {
                let g = if *gipf { "GIPF " } else { "" };
                out.push(format!(
                    "{color} pushed {g}{}-{} (to {end})",
                    entry.dot(),
                    entry.first()
                ));
            }
            Event::Removed { remover, taken, .. } => {
                let own: u32 = taken
                    .iter()
                    .filter(|(_, p)| p.color == *remover)
                    .map(|(_, p)| u32::from(p.value()))
                    .sum();
                let caught: u32 = taken
                    .iter()
                    .filter(|(_, p)| p.color != *remover)
                    .map(|(_, p)| u32::from(p.value()))
                    .sum();
                let mut s = format!("{remover} took {own} back");
                if caught > 0 {
                    let _ = write!(s, ", captured {caught}");
                }
                out.push(s);
            }
            Event::LeftRows { color } => {
                out.push(format!("{color} left a GIPF row standing"));
            }
        }
    }
    out
}

fn draw_panel(
    pm: &mut Pixmap,
    l: &Layout,
    pal: &Palette,
    p: &Position,
    options: &RenderOptions,
    choices: &[Action],
) {
    let u = l.u;
    let x0 = l.panel_x;
    let pw = l.w - x0 - 0.25 * u;
    let pad = 0.22 * u;
    let text_p = paint(pal.text);
    let muted = paint(pal.muted);
    let title = 0.34 * u;
    let body = 0.27 * u;
    let small = 0.23 * u;
    // Player cards: the player at the top of the board first.
    let (top, bottom) = if l.flip {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let card_h = 1.55 * u;
    let decider = p.decider();
    let winner = match p.stage() {
        Stage::Won(w) => Some(w),
        _ => None,
    };
    for (c, y) in [(top, 0.3 * u), (bottom, l.h - 0.3 * u - card_h)] {
        let highlight = decider == Some(c) || winner == Some(c);
        if let Some(card) = rounded_rect(x0, y, pw, card_h, 0.18 * u) {
            pm.fill_path(
                &card,
                &paint(pal.panel),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
            let (border, w) = if highlight {
                (pal.accent, (0.06 * u).max(2.0))
            } else {
                (pal.card_border, (0.025 * u).max(1.0))
            };
            pm.stroke_path(
                &card,
                &paint(border),
                &stroke(w),
                Transform::identity(),
                None,
            );
        }
        let icon_r = 0.26 * u;
        let (ix, iy) = (x0 + pad + icon_r, y + pad + icon_r);
        draw_piece(pm, options.theme, ix, iy, icon_r, c, false);
        let name = text::fit(
            &options.names[c.index()],
            title,
            pw - 3.0 * pad - 2.0 * icon_r,
        );
        text::draw(
            pm,
            &name,
            ix + icon_r + pad,
            iy + title * 0.36,
            title,
            &text_p,
            Align::Left,
        );
        let line1 = format!("Reserve {}   Captured {}", p.reserve(c), p.captured(c));
        text::draw(
            pm,
            &line1,
            x0 + pad,
            y + 1.0 * u,
            body,
            &text_p,
            Align::Left,
        );
        let on_board = p.board().pieces(c).len();
        let gipf_line = match p.variant() {
            Variant::Basic => format!("{on_board} on the board"),
            Variant::Standard => {
                format!("{on_board} on the board, {} GIPF", p.board().gipf_count(c))
            }
            Variant::Tournament => {
                let status = match p.status(c) {
                    gipf_rules::Status::NotPushed => "first push: GIPF",
                    gipf_rules::Status::GipfOnly => "may add GIPF",
                    gipf_rules::Status::Singles => "singles only",
                };
                format!(
                    "{on_board} on board, {} GIPF, {status}",
                    p.board().gipf_count(c)
                )
            }
        };
        let gipf_line = text::fit(&gipf_line, small, pw - pad * 1.5);
        text::draw(
            pm,
            &gipf_line,
            x0 + pad,
            y + 1.36 * u,
            small,
            &muted,
            Align::Left,
        );
    }
    // The middle: variant, whose decision, the last turn, the numbered choices.
    let mut y = 0.3 * u + card_h + 0.55 * u;
    let variant = format!("GIPF · {}", p.variant());
    text::draw(pm, &variant, x0 + pad, y, small, &muted, Align::Left);
    y += 0.45 * u;
    let (headline, detail) = decision_text(p, &options.names);
    let head_paint = if winner.is_some() {
        paint(pal.accent)
    } else {
        text_p.clone()
    };
    let head = text::fit(&headline, title, pw - pad);
    text::draw(pm, &head, x0 + pad, y, title, &head_paint, Align::Left);
    y += 0.36 * u;
    let detail = text::fit(&detail, small, pw - pad);
    text::draw(pm, &detail, x0 + pad, y, small, &muted, Align::Left);
    y += 0.45 * u;
    let bottom_limit = l.h - 0.3 * u - card_h - 0.2 * u;
    let mut lines: Vec<(String, Option<usize>)> = last_turn_text(&options.last_turn)
        .into_iter()
        .map(|s| (s, None))
        .collect();
    for (i, a) in choices.iter().enumerate() {
        lines.push((a.to_string(), Some(i)));
    }
    let row_h = 0.34 * u;
    let count = lines.len();
    for (n, (s, choice)) in lines.into_iter().enumerate() {
        // Keep the last free row for "+N more" when the list does not fit.
        let rest = count - n;
        if rest > 1 && y + row_h + 0.1 * u > bottom_limit {
            let more = format!("+{rest} more");
            text::draw(pm, &more, x0 + pad, y, small, &muted, Align::Left);
            break;
        }
        match choice {
            None => {
                let s = text::fit(&s, small, pw - pad);
                text::draw(pm, &s, x0 + pad, y, small, &muted, Align::Left);
            }
            Some(i) => {
                let color = pal.choices[i % pal.choices.len()];
                let r = 0.16 * u;
                let label = (i + 1).to_string();
                draw_badge(pm, pal, (x0 + pad + r, y - small * 0.36), r, color, &label);
                let s = text::fit(&s, small, pw - 2.0 * pad - 2.0 * r);
                text::draw(
                    pm,
                    &s,
                    x0 + 2.0 * pad + 2.0 * r,
                    y,
                    small,
                    &text_p,
                    Align::Left,
                );
            }
        }
        y += row_h;
    }
    // A thin frame between the board and the panel keeps the two apart.
    let x = x0 - 0.18 * u;
    if let Some(path) = segment((x, 0.3 * u), (x, l.h - 0.3 * u)) {
        let s = stroke((0.02 * u).max(1.0));
        pm.stroke_path(
            &path,
            &paint(pal.card_border),
            &s,
            Transform::identity(),
            None,
        );
    }
}
