//! Drawing a scene's items (`scene.rs`) into a pixmap, for the PNG and the GIF.

use std::sync::OnceLock;

use tiny_skia::{FillRule, Pixmap, Rect, StrokeDash, Transform};

use crate::blit::blit;
use crate::board::Cache;

use crate::marks::draw_ring;
use crate::pieces::draw_piece;
use crate::scene::Item;
use crate::shapes::{paint, stroke};
use crate::text;
use crate::theme::Theme;

/// Draws the items in order; `theme` picks the pieces' sprites.
pub(crate) fn draw(pm: &mut Pixmap, theme: Theme, items: &[Item]) {
    draw_moved(pm, theme, items, Transform::identity());
}

/// [`draw`] with the fills and strokes moved by `at` (a whole number of pixels, for a
/// sprite of [`Item::Fixed`] items; text, pieces and rings are never fixed, and not moved).
fn draw_moved(pm: &mut Pixmap, theme: Theme, items: &[Item], at: Transform) {
    for item in items {
        match item {
            Item::Fill(shape, color) => {
                if let Some(path) = shape.path() {
                    pm.fill_path(&path, &paint(*color), FillRule::Winding, at, None);
                }
            }
            Item::Stroke(shape, color, pen) => {
                if let Some(path) = shape.path() {
                    let mut s = stroke(pen.width);
                    if let Some((dash, gap)) = pen.dash {
                        s.dash = StrokeDash::new(vec![dash, gap], 0.0);
                    }
                    pm.stroke_path(&path, &paint(*color), &s, at, None);
                }
            }
            Item::Fixed(items) => draw_fixed(pm, theme, items),
            Item::Text(t) => {
                text::draw(pm, &t.text, t.x, t.y, t.size, &paint(t.color), t.align);
            }
            &Item::Piece {
                x,
                y,
                r,
                color,
                gipf,
                ..
            } => draw_piece(pm, theme, x, y, r, color, gipf),
            &Item::Ring {
                x,
                y,
                r,
                width,
                color,
            } => draw_ring(pm, x, y, r, width, color),
            Item::Group(_, items) | Item::Content { items, .. } => draw_moved(pm, theme, items, at),
        }
    }
}

/// Fixed items: drawn once into a sprite that keeps their sub-pixel position (the sprite
/// sits at whole pixels), then copied. Source-over is associative, so the copy equals
/// drawing them in place, up to rounding.
fn draw_fixed(pm: &mut Pixmap, theme: Theme, items: &[Item]) {
    static CACHE: OnceLock<Cache<String, (Pixmap, i32, i32)>> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::new);
    // The items' exact description (floats print exactly) is the key.
    let key = format!("{theme:?}{items:?}");
    let sprite = cache.get_or(key, || {
        let bounds = items.iter().filter_map(bounds).reduce(union)?;
        let (x, y) = (
            bounds.left().floor() as i32 - 1,
            bounds.top().floor() as i32 - 1,
        );
        let w = (bounds.right().ceil() as i32 + 1 - x).max(1) as u32;
        let h = (bounds.bottom().ceil() as i32 + 1 - y).max(1) as u32;
        let mut sprite = Pixmap::new(w, h)?;
        let at = Transform::from_translate(-x as f32, -y as f32);
        draw_moved(&mut sprite, theme, items, at);
        Some((sprite, x, y))
    });
    if let Some(sprite) = sprite {
        let (image, x, y) = sprite.as_ref();
        blit(pm, image, *x, *y);
    }
}

/// Where a fill or stroke can put paint (a stroke's width and round caps included).
fn bounds(item: &Item) -> Option<Rect> {
    match item {
        Item::Fill(shape, _) => Some(shape.path()?.bounds()),
        Item::Stroke(shape, _, pen) => {
            let b = shape.path()?.bounds();
            let o = pen.width;
            Rect::from_ltrb(b.left() - o, b.top() - o, b.right() + o, b.bottom() + o)
        }
        Item::Group(_, items) | Item::Fixed(items) => items.iter().filter_map(bounds).reduce(union),
        // Only fills and strokes are fixed (`draw_moved` moves nothing else).
        Item::Text(_) | Item::Piece { .. } | Item::Ring { .. } | Item::Content { .. } => None,
    }
}

/// The smallest rectangle holding both.
fn union(a: Rect, b: Rect) -> Rect {
    Rect::from_ltrb(
        a.left().min(b.left()),
        a.top().min(b.top()),
        a.right().max(b.right()),
        a.bottom().max(b.bottom()),
    )
    .unwrap_or(a)
}
