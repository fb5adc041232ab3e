//! Geometry: the board's scale and centre, and where points and spots land on screen.

use gipf_rules::{Point, Spot};

/// Where things go: the board's unit `u` (distance between neighbouring points), its centre,
/// and the panel's column.
pub(crate) struct Layout {
    pub(crate) w: f32,
    pub(crate) h: f32,
    pub(crate) u: f32,
    pub(crate) cx: f32,
    pub(crate) cy: f32,
    pub(crate) flip: bool,
    pub(crate) panel_x: f32,
}

impl Layout {
    pub(crate) fn new(width: u32, flip: bool) -> Layout {
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
    pub(crate) fn at(&self, p: Point) -> (f32, f32) {
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

    pub(crate) fn spot(&self, s: Spot) -> (f32, f32) {
        self.at(s.point())
    }

    /// A screen offset given for the unflipped board, turned with the board.
    pub(crate) fn offset(&self, (x, y): (f32, f32), (dx, dy): (f32, f32)) -> (f32, f32) {
        if self.flip {
            (x - dx * self.u, y - dy * self.u)
        } else {
            (x + dx * self.u, y + dy * self.u)
        }
    }
}

pub(crate) fn point(name: &str) -> Point {
    // Only called with fixed names written in this crate.
    name.parse()
        .unwrap_or_else(|_| unreachable!("bad built-in point name {name}"))
}
