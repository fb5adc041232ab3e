//! The empty board (background, lines, dots, coordinates), drawn once per size, theme and
//! orientation and cached.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use gipf_rules::Point;
use tiny_skia::{FillRule, Pixmap, Transform};

use crate::layout::{point, Layout};
use crate::shapes::{circle, paint, polygon, segment, stroke};
use crate::text::{self, Align};
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
        draw_board(&mut pm, l, &pal);
        Some(pm)
    })
}

fn draw_board(pm: &mut Pixmap, l: &Layout, pal: &Palette) {
    let u = l.u;
    // The hexagon through the six corner dots, slightly padded.
    let corners = ["a1", "a5", "e9", "i5", "i1", "e1"].map(|n| l.at(point(n)));
    let padded = corners.map(|(x, y)| {
        let (dx, dy) = (x - l.cx, y - l.cy);
        let k = 1.0 + 0.45 * u / (dx * dx + dy * dy).sqrt();
        (l.cx + dx * k, l.cy + dy * k)
    });
    if let Some(hex) = polygon(&padded) {
        pm.fill_path(
            &hex,
            &paint(pal.board),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    let line_paint = paint(pal.line);
    let thin = stroke((u * 0.035).max(1.0));
    // The 21 lines, dot to dot.
    for e in gipf_rules::Entry::all() {
        // Each line once: from the entry whose dot sorts first.
        if e.dot() > e.far_dot() {
            continue;
        }
        if let Some(path) = segment(l.at(e.dot()), l.at(e.far_dot())) {
            pm.stroke_path(&path, &line_paint, &thin, Transform::identity(), None);
        }
    }
    // The rim through the 24 dots.
    if let Some(rim) = polygon(&corners) {
        pm.stroke_path(&rim, &line_paint, &thin, Transform::identity(), None);
    }
    let dot_paint = paint(pal.dot);
    for p in Point::all().filter(|p| p.is_dot()) {
        let (x, y) = l.at(p);
        if let Some(c) = circle(x, y, u * 0.11) {
            pm.fill_path(
                &c,
                &dot_paint,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }
    // Coordinates: letters under each column's first point, numbers left of each number's
    // first point (the official orientation, turned with the board).
    let label = paint(pal.label);
    let size = u * 0.30;
    for (col, letter) in ('a'..='i').enumerate() {
        let p = Point::from_official(col as u8, 1).unwrap_or_else(|| unreachable!());
        let (x, y) = l.offset(l.at(p), (0.0, 0.55));
        text::draw(
            pm,
            &letter.to_string(),
            x,
            y + size * 0.36,
            size,
            &label,
            Align::Center,
        );
    }
    for n in 1..=9u8 {
        let (col, d) = if n <= 5 {
            (0, (-0.5, 0.0))
        } else {
            (n - 5, (-0.42, -0.3))
        };
        let p = Point::from_official(col, n).unwrap_or_else(|| unreachable!());
        let (x, y) = l.offset(l.at(p), d);
        text::draw(
            pm,
            &n.to_string(),
            x,
            y + size * 0.36,
            size,
            &label,
            Align::Center,
        );
    }
}
