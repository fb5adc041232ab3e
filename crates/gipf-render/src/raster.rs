//! Drawing a scene's items (`scene.rs`) into a pixmap, for the PNG and the GIF.

use tiny_skia::{FillRule, Pixmap, StrokeDash, Transform};

use crate::marks::draw_ring;
use crate::pieces::draw_piece;
use crate::scene::Item;
use crate::shapes::{paint, stroke};
use crate::text;
use crate::theme::Theme;

/// Draws the items in order; `theme` picks the pieces' sprites.
pub(crate) fn draw(pm: &mut Pixmap, theme: Theme, items: &[Item]) {
    for item in items {
        match item {
            Item::Fill(shape, color) => {
                if let Some(path) = shape.path() {
                    pm.fill_path(
                        &path,
                        &paint(*color),
                        FillRule::Winding,
                        Transform::identity(),
                        None,
                    );
                }
            }
            Item::Stroke(shape, color, pen) => {
                if let Some(path) = shape.path() {
                    let mut s = stroke(pen.width);
                    if let Some((dash, gap)) = pen.dash {
                        s.dash = StrokeDash::new(vec![dash, gap], 0.0);
                    }
                    pm.stroke_path(&path, &paint(*color), &s, Transform::identity(), None);
                }
            }
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
            Item::Group(_, items) => draw(pm, theme, items),
        }
    }
}
