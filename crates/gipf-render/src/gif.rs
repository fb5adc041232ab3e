//! Animated replays: one frame per turn, each after the first only the rectangle that changed.

use gipf_rules::{Event, Position, Record, Stage};
use tiny_skia::Pixmap;

use crate::{render_pixmap, RenderError, RenderOptions};

/// An animated GIF of a recorded game: the start, then the position at the start of every
/// turn with that turn's moves marked, and the final position held longer.
pub fn render_replay_gif(
    record: &Record,
    options: &RenderOptions,
    frame_ms: u32,
) -> Result<Vec<u8>, RenderError> {
    let mut frames: Vec<(Position, Vec<Event>)> = vec![(record.start().clone(), Vec::new())];
    let mut p = record.start().clone();
    let mut turn_events = Vec::new();
    for &a in record.actions() {
        let Ok(events) = p.play_events(a) else {
            break;
        };
        turn_events.extend(events);
        if p.stage() == Stage::Push || p.is_over() {
            frames.push((p.clone(), std::mem::take(&mut turn_events)));
        }
    }
    let mut out = Vec::new();
    {
        let (w, h) = (options.width, options.width * 16 / 21);
        let size = |v: u32| u16::try_from(v).map_err(|_| RenderError::Size(options.width));
        let mut enc = gif::Encoder::new(&mut out, size(w)?, size(h)?, &[])?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let n = frames.len();
        let mut previous: Option<Pixmap> = None;
        for (i, (pos, events)) in frames.into_iter().enumerate() {
            let opts = RenderOptions {
                last_turn: events,
                choices: Some(Vec::new()),
                result: None,
                ..options.clone()
            };
            // Every pixel is opaque, so premultiplied and straight RGBA agree.
            let img = render_pixmap(&pos, &opts)?;
            // Each frame after the first is only the rectangle that changed, drawn over the
            // frame before it.
            let (x, y, fw, fh) = match &previous {
                None => (0, 0, w, h),
                Some(prev) => changed_rect(prev, &img).unwrap_or((0, 0, 1, 1)),
            };
            let mut part = crop(&img, x, y, fw, fh);
            let mut frame = gif::Frame::from_rgba_speed(size(fw)?, size(fh)?, &mut part, 20);
            frame.left = size(x)?;
            frame.top = size(y)?;
            frame.dispose = gif::DisposalMethod::Keep;
            let ms = if i + 1 == n { frame_ms * 4 } else { frame_ms };
            frame.delay = u16::try_from(ms / 10).unwrap_or(u16::MAX);
            enc.write_frame(&frame)?;
            previous = Some(img);
        }
    }
    Ok(out)
}

/// The smallest rectangle (x, y, width, height) holding every pixel that differs.
fn changed_rect(a: &Pixmap, b: &Pixmap) -> Option<(u32, u32, u32, u32)> {
    let (w, h) = (b.width(), b.height());
    if (a.width(), a.height()) != (w, h) {
        return Some((0, 0, w, h));
    }
    let row = w as usize * 4;
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for (y, (ra, rb)) in a
        .data()
        .chunks_exact(row)
        .zip(b.data().chunks_exact(row))
        .enumerate()
    {
        if ra == rb {
            continue;
        }
        for (x, (pa, pb)) in ra.chunks_exact(4).zip(rb.chunks_exact(4)).enumerate() {
            if pa != pb {
                let (x, y) = (x as u32, y as u32);
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x);
                y1 = y1.max(y);
            }
        }
    }
    (x0 <= x1).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

/// The RGBA bytes of a rectangle inside the picture.
fn crop(img: &Pixmap, x: u32, y: u32, w: u32, h: u32) -> Vec<u8> {
    let stride = img.width() as usize * 4;
    let (x, w) = (x as usize * 4, w as usize * 4);
    img.data()
        .chunks_exact(stride)
        .skip(y as usize)
        .take(h as usize)
        .flat_map(|row| &row[x..x + w])
        .copied()
        .collect()
}
