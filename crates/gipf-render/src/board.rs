//! The empty board (background, lines, dots, coordinates), drawn once per size, theme and
//! orientation and cached.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use gipf_rules::Point;
use tiny_skia::Pixmap;

use crate::layout::{point, Layout};
use crate::raster;
use crate::scene::Item;
use crate::shapes::Shape;
use crate::text::Align;
use crate::theme::{Palette, Theme};

/// A bounded cache of pre-rendered images, keyed by what they depend on. The drawing is the
/// same every time, so a cached copy is exactly what would be drawn again.
pub(crate) struct Cache<K, V> {
    map: Mutex<HashMap<K, Arc<V>>>,
}

impl<K: std::hash::Hash + Eq, V> Cache<K, V> {
    const LIMIT: usize = 64;

    pub(crate) fn new() -> Cache<K, V> {
        Cache {
            map: Mutex::new(HashMap::new()),
        }
    }

    pub(crate) fn get_or(&self, key: K, make: impl FnOnce() -> Option<V>) -> Option<Arc<V>> {
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
pub(crate) fn board_layer(l: &Layout, theme: Theme) -> Option<Arc<Pixmap>> {
    static CACHE: OnceLock<Cache<(u32, Theme, bool), Pixmap>> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::new);
    cache.get_or((l.w as u32, theme, l.flip), || {
        let mut pm = Pixmap::new(l.w as u32, l.h as u32)?;
        let pal = Palette::of(theme);
        pm.fill(pal.background);
        raster::draw(&mut pm, theme, &board_items(l, &pal));
        Some(pm)
    })
}

/// The empty board over the background: the hexagon, its lines, dots and coordinates.
pub(crate) fn board_items(l: &Layout, pal: &Palette) -> Vec<Item> {
    let u = l.u;
    let mut items = Vec::new();
    // The hexagon through the six corner dots, slightly padded.
    let corners = ["a1", "a5", "e9", "i5", "i1", "e1"].map(|n| l.at(point(n)));
    let padded = corners.map(|(x, y)| {
        let (dx, dy) = (x - l.cx, y - l.cy);
        let k = 1.0 + 0.45 * u / (dx * dx + dy * dy).sqrt();
        (l.cx + dx * k, l.cy + dy * k)
    });
    items.push(Item::fill(Shape::Polygon(padded.to_vec()), pal.board));
    let thin = (u * 0.035).max(1.0);
    // The 21 lines, dot to dot.
    for e in gipf_rules::Entry::all() {
        // Each line once: from the entry whose dot sorts first.
        if e.dot() > e.far_dot() {
            continue;
        }
        let line = Shape::Segment(l.at(e.dot()), l.at(e.far_dot()));
        items.push(Item::stroke(line, pal.line, thin));
    }
    // The rim through the 24 dots.
    items.push(Item::stroke(
        Shape::Polygon(corners.to_vec()),
        pal.line,
        thin,
    ));
    for p in Point::all().filter(|p| p.is_dot()) {
        let (x, y) = l.at(p);
        items.push(Item::fill(Shape::circle(x, y, u * 0.11), pal.dot));
    }
    // Coordinates: letters under each column's first point, numbers left of each number's
    // first point (the official orientation, turned with the board).
    let size = u * 0.30;
    let label = |s: String, (x, y): (f32, f32)| {
        Item::text(s, (x, y + size * 0.36), size, pal.label, Align::Center)
    };
    for (col, letter) in ('a'..='i').enumerate() {
        let p = Point::from_official(col as u8, 1).unwrap_or_else(|| unreachable!());
        items.push(label(letter.to_string(), l.offset(l.at(p), (0.0, 0.55))));
    }
    for n in 1..=9u8 {
        let (col, d) = if n <= 5 {
            (0, (-0.5, 0.0))
        } else {
            (n - 5, (-0.42, -0.3))
        };
        let p = Point::from_official(col, n).unwrap_or_else(|| unreachable!());
        items.push(label(n.to_string(), l.offset(l.at(p), d)));
    }
    items
}
