//! PNG encoding with an adaptive 256-colour palette.
//!
//! A board is a few dozen flat colours plus anti-aliased edges between them. One pass counts
//! pixels per 15-bit colour cell; the 256 most used cells become the palette (each entry is
//! the mean colour of its cell, so flat colours come out exact); every other cell maps to its
//! nearest entry. An 8-bit indexed PNG is then a third of the data of RGB and compresses far
//! better, so fast compression stays small.

use tiny_skia::Pixmap;

use crate::RenderError;

const CELLS: usize = 1 << 15;
/// Palette entries used.
const PALETTE: usize = 256;

#[inline]
fn cell(r: u8, g: u8, b: u8) -> usize {
    (usize::from(r >> 3) << 10) | (usize::from(g >> 3) << 5) | usize::from(b >> 3)
}

/// The palette (RGB triples) and each pixel's index into it.
pub(crate) fn quantize(pixmap: &Pixmap) -> (Vec<u8>, Vec<u8>) {
    let data = pixmap.data();
    let mut count = vec![0u32; CELLS];
    let mut sum = vec![[0u32; 3]; CELLS];
    // A board is mostly runs of one flat colour: count runs, not pixels.
    let mut add = |px: [u8; 4], run: u32| {
        let k = cell(px[0], px[1], px[2]);
        count[k] += run;
        let s = &mut sum[k];
        s[0] += u32::from(px[0]) * run;
        s[1] += u32::from(px[1]) * run;
        s[2] += u32::from(px[2]) * run;
    };
    let mut last = [0u8; 4];
    let mut run = 0u32;
    for px in data.chunks_exact(4) {
        let px = [px[0], px[1], px[2], px[3]];
        if px == last {
            run += 1;
        } else {
            if run > 0 {
                add(last, run);
            }
            last = px;
            run = 1;
        }
    }
    if run > 0 {
        add(last, run);
    }
    let mut used: Vec<usize> = (0..CELLS).filter(|&k| count[k] > 0).collect();
    used.sort_unstable_by(|a, b| count[*b].cmp(&count[*a]).then(a.cmp(b)));
    let n = used.len().min(PALETTE);
    let mut palette = Vec::with_capacity(n * 3);
    let mut lut = vec![0u8; CELLS];
    for (i, &k) in used[..n].iter().enumerate() {
        let c = count[k];
        let mean = sum[k].map(|v| ((v + c / 2) / c) as u8);
        palette.extend_from_slice(&mean);
        lut[k] = i as u8;
    }
    for &k in &used[n..] {
        let (r, g, b) = (
            ((k >> 10) << 3 | 4) as i32,
            (((k >> 5) & 31) << 3 | 4) as i32,
            ((k & 31) << 3 | 4) as i32,
        );
        let mut best = (i32::MAX, 0u8);
        for (i, p) in palette.chunks_exact(3).enumerate() {
            let (dr, dg, db) = (
                r - i32::from(p[0]),
                g - i32::from(p[1]),
                b - i32::from(p[2]),
            );
            // Weighted towards green, as the eye is.
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
            if d < best.0 {
                best = (d, i as u8);
            }
        }
        lut[k] = best.1;
    }
    let mut last = None;
    let mut index = 0u8;
    let indices = data
        .chunks_exact(4)
        .map(|px| {
            let px = [px[0], px[1], px[2]];
            if last != Some(px) {
                last = Some(px);
                index = lut[cell(px[0], px[1], px[2])];
            }
            index
        })
        .collect();
    (palette, indices)
}

/// Encodes an opaque pixmap as an 8-bit palette PNG.
pub(crate) fn png_indexed(pixmap: &Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let (palette, indices) = quantize(pixmap);
    let mut out = Vec::with_capacity(64 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(palette);
        // Measured on 273 boards from long games (examples/sizes.rs): fdeflate with adaptive
        // filtering keeps the largest under 95 KB, at a fifth of zlib-style compression's
        // time; zlib would halve the size but blow the 5 ms budget.
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Paeth);
        let mut writer = enc.write_header()?;
        writer.write_image_data(&indices)?;
        writer.finish()?;
    }
    Ok(out)
}

/// [`png_indexed`], failing with the renderer's error.
pub(crate) fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    Ok(png_indexed(pixmap)?)
}
