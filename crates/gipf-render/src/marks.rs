//! Marks on the board: the last turn (removed pieces, the push arrow) and the numbered
//! removal choices (bands, rings, badges).

use std::sync::OnceLock;

use gipf_rules::{Action, Event, Spot, SpotSet};
use tiny_skia::{Color as SkColor, Pixmap};

use crate::blit;
use crate::board::Cache;
use crate::layout::Layout;
use crate::raster;
use crate::scene::{Item, Pen};
use crate::shapes::Shape;
use crate::text::{self, Align};
use crate::theme::{rgb, with_alpha, Palette, Theme};

/// The pieces the last turn took off the board: a faint disc in their colour, dashed, crossed.
pub(crate) fn removed_items(l: &Layout, pal: &Palette, events: &[Event]) -> Vec<Item> {
    let u = l.u;
    let mut items = Vec::new();
    for e in events {
        let Event::Removed { taken, .. } = e else {
            continue;
        };
        for (s, piece) in taken {
            let (x, y) = l.spot(*s);
            let (fill, _) = pal.piece(piece.color);
            let c = Shape::circle(x, y, u * 0.36);
            items.push(Item::fill(c.clone(), with_alpha(fill, 0.35)));
            let dashed = Pen {
                width: (u * 0.045).max(1.0),
                dash: Some((u * 0.12, u * 0.09)),
            };
            items.push(Item::Stroke(c, with_alpha(pal.removed, 0.8), dashed));
            let k = u * 0.13;
            let cross = with_alpha(pal.removed, 0.85);
            let width = (u * 0.06).max(1.0);
            for (a, b) in [
                ((x - k, y - k), (x + k, y + k)),
                ((x - k, y + k), (x + k, y - k)),
            ] {
                items.push(Item::stroke(Shape::Segment(a, b), cross, width));
            }
        }
    }
    items
}

/// The last push: an arrow from the dot to the leading edge of the piece that moved furthest.
pub(crate) fn last_push_items(l: &Layout, pal: &Palette, events: &[Event]) -> Vec<Item> {
    let u = l.u;
    let mut items = Vec::new();
    let accent = with_alpha(pal.accent, 0.9);
    let solid = Pen {
        width: u * 0.11,
        dash: None,
    };
    for e in events {
        match e {
            Event::Pushed { entry, end, .. }
            | Event::PushedLoaded { entry, end, .. }
            | Event::TamskPushed { entry, end, .. } => {
                // The head's tip sits on the leading edge of the piece that moved furthest.
                let from = l.at(entry.dot());
                arrow(&mut items, from, l.spot(*end), u * 0.42, u, accent, solid);
                items.push(Item::fill(Shape::circle(from.0, from.1, u * 0.16), accent));
            }
            Event::Used { kind, from, to, .. } => {
                // A jump (ZÈRTZ) dashed, a slide (YINSH) solid, a hop onto a neighbour
                // (DVONN, PÜNCT) short and dotted; it starts from a ring on the spot left.
                let pen = match kind {
                    gipf_rules::Kind::Zertz => Pen {
                        width: u * 0.09,
                        dash: Some((u * 0.2, u * 0.14)),
                    },
                    gipf_rules::Kind::Yinsh => solid,
                    _ => Pen {
                        width: u * 0.09,
                        dash: Some((u * 0.05, u * 0.12)),
                    },
                };
                let (a, b) = (l.spot(*from), l.spot(*to));
                arrow(&mut items, a, b, -u * 0.2, u, accent, pen);
                items.push(Item::stroke(
                    Shape::circle(a.0, a.1, u * 0.46),
                    accent,
                    (u * 0.06).max(1.0),
                ));
            }
            _ => {}
        }
    }
    items
}

/// A better decision than the one played (a review's): a dashed arrow in the review's green
/// for a push or a use, from the dot to the piece that moves furthest (as the last push's);
/// rings round the pieces a removal takes.
pub(crate) fn better_items(
    l: &Layout,
    pal: &Palette,
    position: &gipf_rules::Position,
    better: Option<Action>,
) -> Vec<Item> {
    let Some(action) = better else {
        return Vec::new();
    };
    let Ok(events) = position.clone().play_events(action) else {
        return Vec::new();
    };
    let u = l.u;
    let green = with_alpha(pal.better, 0.95);
    let dashed = Pen {
        width: u * 0.11,
        dash: Some((u * 0.24, u * 0.12)),
    };
    let mut items = Vec::new();
    for e in &events {
        match e {
            Event::Pushed { entry, end, .. }
            | Event::PushedLoaded { entry, end, .. }
            | Event::TamskPushed { entry, end, .. } => {
                let from = l.at(entry.dot());
                arrow(&mut items, from, l.spot(*end), u * 0.42, u, green, dashed);
                items.push(Item::fill(Shape::circle(from.0, from.1, u * 0.16), green));
            }
            Event::Used { from, to, .. } => {
                arrow(
                    &mut items,
                    l.spot(*from),
                    l.spot(*to),
                    -u * 0.2,
                    u,
                    green,
                    dashed,
                );
            }
            // What a removal takes; not what the rules took after a push.
            Event::Removed { taken, .. } if matches!(action, Action::Remove { .. }) => {
                for (s, _) in taken {
                    let (x, y) = l.spot(*s);
                    items.push(Item::stroke(
                        Shape::circle(x, y, u * 0.44),
                        green,
                        (u * 0.08).max(1.0),
                    ));
                }
            }
            _ => {}
        }
    }
    items
}

/// The use waiting at stage `c` or `r` of the challenges option, not yet made: a dashed
/// arrow in the accent colour from the loaded piece (or the TAMSK push's dot) to where its
/// potential would go, and rings round both points.
pub(crate) fn pending_items(
    l: &Layout,
    pal: &Palette,
    position: &gipf_rules::Position,
) -> Vec<Item> {
    let (from, to) = match position.pending_use() {
        Some(Action::Use { from, to, .. }) => (l.spot(from), l.spot(to)),
        Some(Action::Tamsk { entry }) => (l.at(entry.dot()), l.spot(entry.first())),
        _ => return Vec::new(),
    };
    let u = l.u;
    let accent = with_alpha(pal.accent, 0.95);
    let dashed = Pen {
        width: u * 0.11,
        dash: Some((u * 0.24, u * 0.12)),
    };
    let mut items = Vec::new();
    for (x, y) in [from, to] {
        items.push(Item::stroke(
            Shape::circle(x, y, u * 0.46),
            accent,
            (u * 0.08).max(1.0),
        ));
    }
    arrow(&mut items, from, to, -u * 0.46, u, accent, dashed);
    items
}

/// An arrow from `from` towards `to` whose tip is `beyond` past `to` (negative: short of it).
fn arrow(
    items: &mut Vec<Item>,
    from: (f32, f32),
    to: (f32, f32),
    beyond: f32,
    u: f32,
    color: SkColor,
    pen: Pen,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    let tip = (to.0 + ux * beyond, to.1 + uy * beyond);
    let head = u * 0.34;
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    items.push(Item::Stroke(Shape::Segment(from, base), color, pen));
    let (px, py) = (-uy * head * 0.6, ux * head * 0.6);
    let triangle = vec![tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)];
    items.push(Item::fill(Shape::Polygon(triangle), color));
}

/// The removal choices. Options on the same line (the same row, keeping different GIPF
/// pieces) share one band and one set of rings; each option gets a numbered badge beyond the
/// row's far end, one after the other. Under the pieces goes the band; over them the rings
/// and badges.
pub(crate) fn choice_items(l: &Layout, pal: &Palette, choices: &[Action], over: bool) -> Vec<Item> {
    let u = l.u;
    let mut items = Vec::new();
    let mut groups: Vec<(usize, SpotSet, Vec<usize>)> = Vec::new();
    for (i, a) in choices.iter().enumerate() {
        let Action::Remove { spots, .. } = a else {
            continue;
        };
        let key = line_of(&spots.iter().collect::<Vec<_>>());
        match groups.iter_mut().find(|g| g.0 == key) {
            Some(g) => {
                g.1 = SpotSet::from_iter(g.1.iter().chain(spots.iter()));
                g.2.push(i);
            }
            None => groups.push((key, *spots, vec![i])),
        }
    }
    for (_, spots, options) in &groups {
        let pts: Vec<(f32, f32)> = spots.iter().map(|s| l.spot(s)).collect();
        let Some(&first) = pts.first() else {
            continue;
        };
        let color = pal.choices[options[0] % pal.choices.len()];
        let far = pts
            .iter()
            .copied()
            .max_by(|a, b| {
                let da = (a.0 - first.0).hypot(a.1 - first.1);
                let db = (b.0 - first.0).hypot(b.1 - first.1);
                da.total_cmp(&db)
            })
            .unwrap_or(first);
        let (dx, dy) = (far.0 - first.0, far.1 - first.1);
        let len = dx.hypot(dy);
        let (ux, uy) = if len > 0.0 {
            (dx / len, dy / len)
        } else {
            (0.0, -1.0)
        };
        let a = (first.0 - ux * 0.3 * u, first.1 - uy * 0.3 * u);
        let b = (far.0 + ux * 0.3 * u, far.1 + uy * 0.3 * u);
        if !over {
            let band = Shape::Segment(a, b);
            items.push(Item::stroke(band, with_alpha(color, 0.28), u * 0.62));
            continue;
        }
        let mut group: Vec<Item> = pts
            .iter()
            .map(|&(x, y)| Item::Ring {
                x,
                y,
                r: u * 0.47,
                width: (u * 0.07).max(1.5),
                color,
            })
            .collect();
        // The point just past a row's extension is empty (or a dot), so badges go there and
        // on along the line; if that leaves the board area, they go past the other end.
        // Many options on one row (which GIPF pieces to keep) get one range badge.
        let labels: Vec<(String, usize)> = if options.len() > 3 {
            let (lo, hi) = (options[0] + 1, options[options.len() - 1] + 1);
            vec![(format!("{lo}–{hi}"), options[0])]
        } else {
            options.iter().map(|&i| ((i + 1).to_string(), i)).collect()
        };
        let inside = |(x, y): (f32, f32)| {
            x > 0.35 * u && x < l.panel_x - 0.6 * u && y > 0.35 * u && y < l.h - 0.35 * u
        };
        let place = |from: (f32, f32), (dx, dy): (f32, f32)| -> Vec<(f32, f32)> {
            (0..labels.len())
                .map(|k| {
                    let along = (0.42 + 0.6 * k as f32) * u;
                    (from.0 + dx * along, from.1 + dy * along)
                })
                .collect()
        };
        let mut spots_for_badges = place(b, (ux, uy));
        if !spots_for_badges.iter().all(|&p| inside(p)) {
            spots_for_badges = place(a, (-ux, -uy));
        }
        for ((label, i), at) in labels.iter().zip(spots_for_badges) {
            let c = pal.choices[i % pal.choices.len()];
            group.push(badge(pal, at, u * 0.26, c, label));
        }
        items.push(Item::Group("choice", group));
    }
    items
}

/// A circle outline, drawn once per radius, width and colour and then copied.
pub(crate) fn draw_ring(pm: &mut Pixmap, x: f32, y: f32, r: f32, width: f32, color: SkColor) {
    static CACHE: OnceLock<Cache<(u32, u32, u32), Pixmap>> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::new);
    let half = (r + width).ceil() as i32 + 1;
    let c8 = color.to_color_u8();
    let rgba = u32::from_be_bytes([c8.red(), c8.green(), c8.blue(), c8.alpha()]);
    let key = (
        (r * 16.0).round() as u32,
        (width * 16.0).round() as u32,
        rgba,
    );
    let sprite = cache.get_or(key, || {
        let side = (2 * half) as u32;
        let mut sp = Pixmap::new(side, side)?;
        let ring = Shape::circle(half as f32, half as f32, r);
        raster::draw(
            &mut sp,
            Theme::default(),
            &[Item::stroke(ring, color, width)],
        );
        Some(sp)
    });
    if let Some(sp) = sprite {
        blit::blit(pm, &sp, x.round() as i32 - half, y.round() as i32 - half);
    }
}

/// A key for the line a set of spots lies on (spots of one option always share a line).
fn line_of(spots: &[Spot]) -> usize {
    gipf_rules::Line::all()
        .find(|line| spots.iter().all(|s| line.mask().contains(*s)))
        .map_or(usize::MAX - spots.first().map_or(0, |s| s.index()), |l| {
            l.index()
        })
}

/// A numbered badge: a disc, or a pill for a wider label, with white text.
pub(crate) fn badge(
    pal: &Palette,
    (x, y): (f32, f32),
    r: f32,
    color: SkColor,
    label: &str,
) -> Item {
    let size = r * 1.25;
    let w = text::width(label, size).max(r * 1.2) + r * 0.8;
    let shape = if w <= 2.0 * r {
        Shape::circle(x, y, r)
    } else {
        Shape::RoundedRect {
            x: x - w / 2.0,
            y: y - r,
            w,
            h: 2.0 * r,
            r,
        }
    };
    Item::Group(
        "badge",
        vec![
            Item::fill(shape.clone(), color),
            Item::stroke(shape, pal.panel, (r * 0.14).max(1.0)),
            Item::text(
                label,
                (x, y + size * 0.36),
                size,
                rgb(255, 255, 255),
                Align::Center,
            ),
        ],
    )
}
