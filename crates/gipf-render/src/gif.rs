//! Animated replays: one frame per turn, each after the first only the rectangle that changed.

use gipf_rules::{Event, Position, Record, Stage};
use image::RgbaImage;

use crate::{render_rgba, RenderError, RenderOptions};

/// An animated GIF of a recorded game: the start, then the position at the start of every
/// turn with that turn's moves marked, and the final position held longer.
pub fn render_replay_gif(
    record: &Record,
    options: &RenderOptions,
    frame_ms: u32,
) -> Result<Vec<u8>, RenderError> {
    let mut frames: Vec<(Position, Vec<Event>)> = vec![(*record.start(), Vec::new())];
    let mut p = *record.start();
    let mut turn_events = Vec::new();
    for &a in record.actions() {
        let Ok(events) = p.play_events(a) else {
            break;
        };
        turn_events.extend(events);
        if p.stage() == Stage::Push || p.is_over() {
            frames.push((p, std::mem::take(&mut turn_events)));
        }
    }
    let mut out = Vec::new();
    {
        let (w, h) = (options.width, options.width * 16 / 21);
        let size = |v: u32| u16::try_from(v).map_err(|_| RenderError::Size(options.width));
        let mut enc = gif::Encoder::new(&mut out, size(w)?, size(h)?, &[])?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let n = frames.len();
        let mut previous: Option<RgbaImage> = None;
        for (i, (pos, events)) in frames.into_iter().enumerate() {
            let opts = RenderOptions {
                last_turn: events,
                choices: Some(Vec::new()),
                result: None,
                ..options.clone()
            };
            let img = render_rgba(&pos, &opts)?;
            // Each frame after the first is only the rectangle that changed, drawn over the
            // frame before it.
            let (x, y, fw, fh) = match &previous {
                None => (0, 0, w, h),
                Some(prev) => changed_rect(prev, &img).unwrap_or((0, 0, 1, 1)),
            };
            let mut part = image::imageops::crop_imm(&img, x, y, fw, fh).to_image();
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
fn changed_rect(a: &RgbaImage, b: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let (w, h) = b.dimensions();
    if a.dimensions() != (w, h) {
        return Some((0, 0, w, h));
    }
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for (y, (ra, rb)) in a.rows().zip(b.rows()).enumerate() {
        for (x, (pa, pb)) in ra.zip(rb).enumerate() {
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
