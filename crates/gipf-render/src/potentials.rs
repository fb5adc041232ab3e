//! How the potentials look (POTENTIALS.md §3): a glyph per kind, told apart by its shape and
//! not only its colour (TAMSK an hourglass, ZÈRTZ a zigzag, DVONN a diamond, YINSH a ring,
//! PÜNCT three dots), drawn on the piece that carries it; a used potential alone is a
//! rounded square with its glyph; a cap is a smaller disc of the capper's colour on top of
//! the piece it holds, with its glyph and, for more than one cap, their number. A GIPF piece
//! under a PÜNCT cap (converted) also gets a ring of the capper's colour around it.

use gipf_rules::{Base, Color, Content, Kind, Spot};
use tiny_skia::Color as SkColor;

use crate::scene::{Item, Pen};
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::Palette;

/// The ink that stands out on a piece of colour `c`.
fn ink_on(pal: &Palette, c: Color) -> SkColor {
    match c {
        Color::White => pal.black_fill,
        Color::Black => pal.white_fill,
    }
}

/// The glyph of a kind centred on (x, y), about `g` in radius.
pub(crate) fn glyph_items(kind: Kind, x: f32, y: f32, g: f32, ink: SkColor) -> Vec<Item> {
    let w = (g * 0.28).max(1.0);
    match kind {
        Kind::Tamsk => vec![Item::fill(
            Shape::Polygon(vec![
                (x - g * 0.75, y - g),
                (x + g * 0.75, y - g),
                (x - g * 0.75, y + g),
                (x + g * 0.75, y + g),
            ]),
            ink,
        )],
        Kind::Zertz => vec![Item::Stroke(
            Shape::Polygon(vec![
                (x - g * 0.8, y - g * 0.75),
                (x + g * 0.8, y - g * 0.75),
                (x - g * 0.8, y + g * 0.75),
                (x + g * 0.8, y + g * 0.75),
                (x - g * 0.8, y + g * 0.75),
                (x + g * 0.8, y - g * 0.75),
            ]),
            ink,
            Pen {
                width: w,
                dash: None,
            },
        )],
        Kind::Dvonn => vec![Item::fill(
            Shape::Polygon(vec![
                (x, y - g),
                (x + g * 0.8, y),
                (x, y + g),
                (x - g * 0.8, y),
            ]),
            ink,
        )],
        // A ring with its centre marked, so that it never reads as a GIPF piece's ring.
        Kind::Yinsh => vec![
            Item::stroke(Shape::circle(x, y, g * 0.75), ink, w * 1.2),
            Item::fill(Shape::circle(x, y, g * 0.22), ink),
        ],
        Kind::Punct => {
            let d = g * 0.34;
            [(0.0, -0.62), (-0.62, 0.45), (0.62, 0.45)]
                .into_iter()
                .map(|(dx, dy)| Item::fill(Shape::circle(x + dx * g, y + dy * g, d), ink))
                .collect()
        }
    }
}

/// The base piece's items: a disc or GIPF piece ([`Item::Piece`]), or for a used potential a
/// rounded square; then the kind's glyph on a loaded piece or a used potential.
fn base_items(pal: &Palette, base: Base, x: f32, y: f32, r: f32) -> Vec<Item> {
    let c = base.color();
    match base {
        Base::Basic(_) | Base::Gipf(_) | Base::Loaded(..) => {
            let mut items = vec![Item::Piece {
                x,
                y,
                r,
                color: c,
                gipf: matches!(base, Base::Gipf(_)),
                spot: None,
            }];
            if let Base::Loaded(_, kind) = base {
                items.extend(glyph_items(kind, x, y, r * 0.5, ink_on(pal, c)));
            }
            items
        }
        Base::Used(_, kind) => {
            let (fill, edge) = pal.piece(c);
            let side = r * 1.5;
            let square = Shape::RoundedRect {
                x: x - side / 2.0,
                y: y - side / 2.0,
                w: side,
                h: side,
                r: r * 0.3,
            };
            let mut items = vec![
                Item::fill(square.clone(), fill),
                Item::stroke(square, edge, (r * 0.09).max(1.0)),
            ];
            items.extend(glyph_items(kind, x, y, r * 0.42, ink_on(pal, c)));
            items
        }
    }
}

/// Everything drawn for a spot's content with potentials, as one item.
pub(crate) fn content_item(
    pal: &Palette,
    content: Content,
    x: f32,
    y: f32,
    r: f32,
    spot: Spot,
) -> Item {
    Item::Content {
        spot,
        color: content.color(),
        gipf: content.counts_as_gipf(),
        token: content.to_string(),
        items: content_items(pal, content, x, y, r),
    }
}

fn content_items(pal: &Palette, content: Content, x: f32, y: f32, r: f32) -> Vec<Item> {
    let base = content.base();
    let mut items = base_items(pal, base, x, y, r);
    let Some(cap_kind) = content.cap_kind() else {
        return items;
    };
    let top = content.color();
    let (fill, edge) = pal.piece(top);
    if cap_kind == Kind::Punct && matches!(base, Base::Gipf(_)) {
        // Converted: the GIPF piece counts for the cap's colour.
        items.push(Item::stroke(
            Shape::circle(x, y, r * 1.08),
            edge_for_ring(pal, top),
            (r * 0.2).max(1.5),
        ));
    }
    let (cx, cy, cr) = (x + r * 0.18, y - r * 0.42, r * 0.62);
    items.push(Item::fill(Shape::circle(cx, cy, cr), fill));
    items.push(Item::stroke(
        Shape::circle(cx, cy, cr),
        edge,
        (r * 0.1).max(1.0),
    ));
    items.extend(glyph_items(cap_kind, cx, cy, cr * 0.55, ink_on(pal, top)));
    if content.caps() > 1 {
        items.push(Item::text(
            format!("×{}", content.caps()),
            (cx + cr * 1.05, cy - cr * 0.35),
            (r * 0.8).max(8.0),
            pal.text,
            Align::Left,
        ));
    }
    items
}

/// A ring of colour `c` that reads on the board (a white ring gets the white pieces' edge
/// colour for contrast with the light board).
fn edge_for_ring(pal: &Palette, c: Color) -> SkColor {
    match c {
        Color::White => pal.white_fill,
        Color::Black => pal.black_fill,
    }
}

/// At a TAMSK decision, a ring around e5 (over the pieces and the last push's arrow).
pub(crate) fn tamsk_items(
    l: &crate::layout::Layout,
    pal: &Palette,
    p: &gipf_rules::Position,
) -> Vec<Item> {
    if p.stage() != gipf_rules::Stage::Tamsk {
        return Vec::new();
    }
    let (x, y) = l.spot(gipf_rules::CENTRE);
    vec![Item::stroke(
        Shape::circle(x, y, l.u * 0.52),
        pal.accent,
        (l.u * 0.08).max(1.5),
    )]
}
