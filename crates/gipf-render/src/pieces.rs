//! The pieces: discs and GIPF pieces, drawn once per size, theme and kind as sprites, then copied.

use std::sync::OnceLock;

use gipf_rules::{Color, Position, Spot};
use tiny_skia::{FillRule, Pixmap, Transform};

use crate::blit;
use crate::board::Cache;
use crate::layout::Layout;
use crate::shapes::{circle, paint, stroke};
use crate::theme::{rgb, with_alpha, Palette, Theme};

/// A piece drawn once per size, theme and kind into a small transparent image, then copied
/// onto boards: the discs and rings are the costly part of a board.
pub(crate) fn draw_piece(
    pm: &mut Pixmap,
    theme: Theme,
    x: f32,
    y: f32,
    r: f32,
    c: Color,
    gipf: bool,
) {
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

pub(crate) fn draw_pieces(pm: &mut Pixmap, l: &Layout, theme: Theme, p: &Position) {
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
