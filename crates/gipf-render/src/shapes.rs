//! Shapes and paints: the few outlines everything is drawn with, as plain data ([`Shape`])
//! that both back ends read, and as tiny-skia paths and paints for the PNG.

use tiny_skia::{Color as SkColor, LineCap, LineJoin, Paint, Path, PathBuilder, Stroke};

/// An outline in picture pixels.
#[derive(Clone, Debug)]
pub(crate) enum Shape {
    Circle {
        x: f32,
        y: f32,
        r: f32,
    },
    Segment((f32, f32), (f32, f32)),
    /// A closed polygon through the points.
    Polygon(Vec<(f32, f32)>),
    /// A rectangle whose corner radius is clamped to half its shorter side.
    RoundedRect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
    },
}

impl Shape {
    pub(crate) fn circle(x: f32, y: f32, r: f32) -> Shape {
        Shape::Circle { x, y, r }
    }

    /// The tiny-skia path; `None` for a degenerate shape, which draws nothing.
    pub(crate) fn path(&self) -> Option<Path> {
        match self {
            Shape::Circle { x, y, r } => PathBuilder::from_circle(*x, *y, *r),
            Shape::Segment(a, b) => segment(*a, *b),
            Shape::Polygon(points) => polygon(points),
            Shape::RoundedRect { x, y, w, h, r } => rounded_rect(*x, *y, *w, *h, *r),
        }
    }
}

pub(crate) fn paint(c: SkColor) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

/// Every stroke has round caps and joins (the SVG sets the same once, on its root).
pub(crate) fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

fn segment(a: (f32, f32), b: (f32, f32)) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(a.0, a.1);
    pb.line_to(b.0, b.1);
    pb.finish()
}

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

/// The corner radius actually drawn: at most half the shorter side.
pub(crate) fn corner_radius(w: f32, h: f32, r: f32) -> f32 {
    r.min(w / 2.0).min(h / 2.0)
}

fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = corner_radius(w, h, r);
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
