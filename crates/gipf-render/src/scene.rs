//! The picture as plain data: shapes, text and pieces in drawing order. The PNG
//! (`raster.rs`) and the SVG (`svg.rs`) draw this one description, so a change to the
//! picture changes both.

use gipf_rules::{Action, Color, Position, Spot};
use tiny_skia::Color as SkColor;

use crate::layout::Layout;
use crate::marks::{better_items, choice_items, last_push_items, pending_items, removed_items};
use crate::panel::panel_items;
use crate::pieces::piece_items_on_board;
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::Palette;
use crate::RenderOptions;

/// One thing to draw.
#[derive(Clone, Debug)]
pub(crate) enum Item {
    Fill(Shape, SkColor),
    Stroke(Shape, SkColor, Pen),
    Text(Text),
    /// A piece (see `pieces::piece_shape`); `spot` is its place on the board, `None` for
    /// the panel's icons. The PNG copies a cached sprite; the SVG draws the shape in place.
    Piece {
        x: f32,
        y: f32,
        r: f32,
        color: Color,
        gipf: bool,
        spot: Option<Spot>,
    },
    /// A circle outline. The PNG copies a cached sprite; the SVG draws it in place.
    Ring {
        x: f32,
        y: f32,
        r: f32,
        width: f32,
        color: SkColor,
    },
    /// Items that belong together; the SVG keeps them in a `<g class="...">`.
    Group(&'static str, Vec<Item>),
    /// Potentials: what a spot holds, drawn as `items` (its base piece is an [`Item::Piece`]
    /// without a spot); the SVG keeps them in one piece group with the spot's colour (its
    /// top's), whether it counts as a GIPF piece, and its notation token.
    Content {
        spot: Spot,
        color: Color,
        gipf: bool,
        token: String,
        items: Vec<Item>,
    },
    /// Fills and strokes that look the same in every picture of a size and theme (the
    /// panel's frames): the PNG draws them once into a cached sprite and copies it, as
    /// large anti-aliased outlines are slow to draw; the SVG draws them in place.
    Fixed(Vec<Item>),
}

/// A stroke's width and dash pattern (dash, gap); caps and joins are always round.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pen {
    pub(crate) width: f32,
    pub(crate) dash: Option<(f32, f32)>,
}

/// A run of text with its baseline at `y`.
#[derive(Clone, Debug)]
pub(crate) struct Text {
    pub(crate) text: String,
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) size: f32,
    pub(crate) color: SkColor,
    pub(crate) align: Align,
}

impl Item {
    pub(crate) fn fill(shape: Shape, color: SkColor) -> Item {
        Item::Fill(shape, color)
    }

    pub(crate) fn stroke(shape: Shape, color: SkColor, width: f32) -> Item {
        Item::Stroke(shape, color, Pen { width, dash: None })
    }

    pub(crate) fn text(
        text: impl Into<String>,
        (x, y): (f32, f32),
        size: f32,
        color: SkColor,
        align: Align,
    ) -> Item {
        Item::Text(Text {
            text: text.into(),
            x,
            y,
            size,
            color,
            align,
        })
    }
}

/// Everything over the empty board (`board::board_items`, on the palette's background),
/// bottom layer first, each with a name for the SVG.
pub(crate) fn layers(
    l: &Layout,
    pal: &Palette,
    position: &Position,
    options: &RenderOptions,
) -> Vec<(&'static str, Vec<Item>)> {
    let choices = choices(position, options);
    vec![
        ("removed", removed_items(l, pal, &options.last_turn)),
        ("bands", choice_items(l, pal, &choices, false)),
        ("pieces", piece_items_on_board(l, pal, position)),
        ("choices", choice_items(l, pal, &choices, true)),
        ("push", last_push_items(l, pal, &options.last_turn)),
        ("better", better_items(l, pal, position, options.better)),
        ("pending", pending_items(l, pal, position)),
        ("tamsk", crate::potentials::tamsk_items(l, pal, position)),
        ("panel", panel_items(l, pal, position, options, &choices)),
    ]
}

/// The removal choices to number: the options' own, else the position's; none once the
/// game has a result.
fn choices(position: &Position, options: &RenderOptions) -> Vec<Action> {
    match (&options.result, &options.choices) {
        (Some(_), _) => Vec::new(),
        (None, Some(c)) => c.clone(),
        (None, None) => position.removal_options(),
    }
}
