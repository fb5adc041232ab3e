//! Text drawn from the bundled Roboto font (Apache-2.0, `assets/LICENSE-Roboto.txt`): glyph
//! outlines from ab_glyph become tiny-skia paths, so text is anti-aliased like the rest.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, FontRef, OutlineCurve, PxScale, ScaleFont};
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Transform};

static FONT_BYTES: &[u8] = include_bytes!("../assets/Roboto-Medium.ttf");

/// The bundled font, parsed once.
pub(crate) fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| {
        // The font is compiled in and known to parse; a failure is a build defect.
        FontRef::try_from_slice(FONT_BYTES).expect("the bundled Roboto font parses")
    })
}

/// Horizontal alignment of a text run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Align {
    Left,
    Center,
}

/// The advance width of `text` at `size` pixels.
pub(crate) fn width(text: &str, size: f32) -> f32 {
    let f = font().as_scaled(PxScale::from(size));
    let mut w = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            w += f.kern(p, id);
        }
        w += f.h_advance(id);
        prev = Some(id);
    }
    w
}

/// The em size (CSS `font-size`) of text drawn at `size`: ab_glyph's scale is the font's
/// height (ascent less descent), CSS's the em, which is smaller.
pub(crate) fn em_size(size: f32) -> f32 {
    let f = font().as_scaled(PxScale::from(size));
    font()
        .units_per_em()
        .map_or(size, |em| f.h_scale_factor() * em)
}

/// Draws `text` with its baseline at `y`; returns the width drawn.
pub(crate) fn draw(
    pixmap: &mut Pixmap,
    text: &str,
    x: f32,
    y: f32,
    size: f32,
    paint: &Paint,
    align: Align,
) -> f32 {
    let total = width(text, size);
    let mut pen = match align {
        Align::Left => x,
        Align::Center => x - total / 2.0,
    };
    let scaled = font().as_scaled(PxScale::from(size));
    let color = paint.shader.clone();
    let rgba = match color {
        tiny_skia::Shader::SolidColor(c) => c.to_color_u8(),
        _ => tiny_skia::ColorU8::from_rgba(0, 0, 0, 255),
    };
    let baseline = y.round() as i32;
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            pen += scaled.kern(p, id);
        }
        // Quarter-pixel horizontal positions keep spacing even without per-call outlines.
        let whole = pen.floor();
        let quarter = ((pen - whole) * 4.0).round() as u8;
        let key = GlyphKey {
            glyph: id.0,
            size: (size * 8.0).round() as u32,
            rgba: u32::from_be_bytes([rgba.red(), rgba.green(), rgba.blue(), rgba.alpha()]),
            quarter,
        };
        if let Some(sprite) = glyph_sprite(key, paint) {
            if let Some(img) = &sprite.image {
                crate::blit::blit(
                    pixmap,
                    img,
                    whole as i32 + sprite.left,
                    baseline + sprite.top,
                );
            }
        }
        pen += scaled.h_advance(id);
        prev = Some(id);
    }
    total
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct GlyphKey {
    glyph: u16,
    /// Size in eighths of a pixel.
    size: u32,
    rgba: u32,
    /// Horizontal offset in quarter pixels (0..=4).
    quarter: u8,
}

/// A glyph drawn once into a small image; `left`/`top` place it relative to the pen
/// position and the baseline. Blank glyphs (spaces) have no image.
struct GlyphSprite {
    image: Option<Pixmap>,
    left: i32,
    top: i32,
}

fn glyph_sprite(key: GlyphKey, paint: &Paint) -> Option<Arc<GlyphSprite>> {
    static CACHE: OnceLock<Mutex<HashMap<GlyphKey, Arc<GlyphSprite>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = map.get(&key) {
        return Some(Arc::clone(s));
    }
    let sprite = Arc::new(make_glyph(key, paint));
    // Bounded: a few sizes and colours in practice; a flood of odd sizes just starts over.
    if map.len() >= 8192 {
        map.clear();
    }
    map.insert(key, Arc::clone(&sprite));
    Some(sprite)
}

fn make_glyph(key: GlyphKey, paint: &Paint) -> GlyphSprite {
    let font = font();
    let size = key.size as f32 / 8.0;
    let scaled = font.as_scaled(PxScale::from(size));
    let (sx, sy) = (scaled.h_scale_factor(), scaled.v_scale_factor());
    let offset = f32::from(key.quarter) / 4.0;
    let blank = GlyphSprite {
        image: None,
        left: 0,
        top: 0,
    };
    let Some(outline) = font.outline(ab_glyph::GlyphId(key.glyph)) else {
        return blank;
    };
    // ab_glyph stores the bounds with y flipped (min.y is the top); take extremes instead of
    // relying on either order. Font units are y-up.
    let b = outline.bounds;
    let (x_min, x_max) = (b.min.x.min(b.max.x), b.min.x.max(b.max.x));
    let (y_low, y_high) = (b.min.y.min(b.max.y), b.min.y.max(b.max.y));
    let left = (x_min * sx + offset).floor() as i32 - 1;
    let top = (-y_high * sy).floor() as i32 - 1;
    let w = ((x_max * sx + offset).ceil() as i32 - left + 2).max(1) as u32;
    let h = ((-y_low * sy).ceil() as i32 - top + 2).max(1) as u32;
    let Some(mut image) = Pixmap::new(w, h) else {
        return blank;
    };
    // Pen at x = offset - left, baseline at y = -top inside the sprite.
    let (ox, oy) = (offset - left as f32, -top as f32);
    let map = |p: ab_glyph::Point| (ox + p.x * sx, oy - p.y * sy);
    let mut pb = PathBuilder::new();
    let mut last: Option<ab_glyph::Point> = None;
    for curve in &outline.curves {
        let start = match curve {
            OutlineCurve::Line(a, _)
            | OutlineCurve::Quad(a, _, _)
            | OutlineCurve::Cubic(a, _, _, _) => *a,
        };
        if last != Some(start) {
            if last.is_some() {
                pb.close();
            }
            let (mx, my) = map(start);
            pb.move_to(mx, my);
        }
        match curve {
            OutlineCurve::Line(_, b) => {
                let (bx, by) = map(*b);
                pb.line_to(bx, by);
                last = Some(*b);
            }
            OutlineCurve::Quad(_, b, c) => {
                let ((bx, by), (cx, cy)) = (map(*b), map(*c));
                pb.quad_to(bx, by, cx, cy);
                last = Some(*c);
            }
            OutlineCurve::Cubic(_, b, c, d) => {
                let ((bx, by), (cx, cy), (dx, dy)) = (map(*b), map(*c), map(*d));
                pb.cubic_to(bx, by, cx, cy, dx, dy);
                last = Some(*d);
            }
        }
    }
    if last.is_some() {
        pb.close();
    }
    if let Some(path) = pb.finish() {
        image.fill_path(&path, paint, FillRule::Winding, Transform::identity(), None);
    }
    GlyphSprite {
        image: Some(image),
        left,
        top,
    }
}

/// Shortens `text` with an ellipsis until it fits `max` pixels.
pub(crate) fn fit(text: &str, size: f32, max: f32) -> String {
    if width(text, size) <= max {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>() + "…";
        if width(&candidate, size) <= max {
            return candidate;
        }
    }
    String::new()
}
