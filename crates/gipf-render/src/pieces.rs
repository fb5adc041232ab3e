//! The pieces: discs and GIPF pieces, drawn once per size, theme and kind as sprites, then copied.

use std::sync::OnceLock;

use gipf_rules::{Color, Position, Spot};
use tiny_skia::Pixmap;

use crate::blit;
use crate::board::Cache;
use crate::layout::Layout;
use crate::raster;
use crate::scene::Item;
use crate::shapes::Shape;
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
        let mid = half as f32;
        raster::draw(&mut sp, theme, &piece_shape(&pal, mid, mid, r, c, gipf));
        Some(sp)
    });
    if let Some(sp) = sprite {
        let (ix, iy) = (x.round() as i32 - half, y.round() as i32 - half);
        blit::blit(pm, &sp, ix, iy);
    }
}

/// One piece: a disc, or for a GIPF piece two stacked discs with a ring on top, so that it
/// reads as a double piece at any size.
pub(crate) fn piece_shape(
    pal: &Palette,
    x: f32,
    y: f32,
    r: f32,
    c: Color,
    gipf: bool,
) -> Vec<Item> {
    let (fill, edge) = pal.piece(c);
    let edge_w = (r * 0.09).max(1.0);
    let disc = |cx: f32, cy: f32| {
        [
            Item::fill(Shape::circle(cx, cy, r), fill),
            Item::stroke(Shape::circle(cx, cy, r), edge, edge_w),
        ]
    };
    let lift = if gipf { r * 0.26 } else { 0.0 };
    let shadow = with_alpha(rgb(0, 0, 0), 0.22);
    let mut items = vec![Item::fill(
        Shape::circle(x + r * 0.06, y + r * 0.12 + lift, r),
        shadow,
    )];
    if gipf {
        items.extend(disc(x, y + lift));
        items.extend(disc(x, y - lift));
        let ring = match c {
            Color::White => pal.white_edge,
            Color::Black => pal.white_fill,
        };
        let ring_w = (r * 0.14).max(1.2);
        items.push(Item::stroke(
            Shape::circle(x, y - lift, r * 0.5),
            ring,
            ring_w,
        ));
    } else {
        items.extend(disc(x, y));
        // A faint inner bevel gives the disc some depth.
        let bevel = match c {
            Color::White => with_alpha(pal.white_edge, 0.18),
            Color::Black => with_alpha(pal.white_fill, 0.16),
        };
        let bevel_w = (r * 0.07).max(1.0);
        items.push(Item::stroke(Shape::circle(x, y, r * 0.62), bevel, bevel_w));
    }
    items
}

/// The pieces on the board, from the top of the screen down, so that a stacked piece's
/// shadow never covers the piece above it.
pub(crate) fn piece_items_on_board(l: &Layout, pal: &Palette, p: &Position) -> Vec<Item> {
    let mut spots: Vec<Spot> = Spot::all().collect();
    spots.sort_by(|a, b| l.spot(*a).1.total_cmp(&l.spot(*b).1));
    if p.has_potentials() {
        return spots
            .into_iter()
            .filter_map(|s| {
                let c = p.content(s)?;
                let (x, y) = l.spot(s);
                Some(crate::potentials::content_item(
                    pal,
                    c,
                    x,
                    y,
                    piece_radius(l),
                    s,
                ))
            })
            .collect();
    }
    spots
        .into_iter()
        .filter_map(|s| {
            let piece = p.board().get(s)?;
            let (x, y) = l.spot(s);
            Some(Item::Piece {
                x,
                y,
                r: piece_radius(l),
                color: piece.color,
                gipf: piece.gipf,
                spot: Some(s),
            })
        })
        .collect()
}

/// The radius of a piece on the board.
pub(crate) fn piece_radius(l: &Layout) -> f32 {
    l.u * 0.40
}
