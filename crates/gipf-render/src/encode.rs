//! PNG encoding with an adaptive 256-colour palette.
//!
//! A board is a few dozen flat colours plus anti-aliased edges between them. One pass counts
//! pixels per 15-bit colour cell; the 256 most used cells become the palette (each entry is
//! the mean colour of its cell, so flat colours come out exact); every other cell maps to its
//! nearest entry. An 8-bit indexed PNG is then a third of the data of RGB and compresses far
//! better, so fast compression stays small.

use std::cell::RefCell;

use tiny_skia::Pixmap;

use crate::RenderError;

const CELLS: usize = 1 << 15;
/// Palette entries used.
const PALETTE: usize = 256;

/// A pixel's RGBA bytes as one number, to compare pixels in one instruction.
#[inline]
fn word(px: &[u8]) -> u32 {
    u32::from_le_bytes([px[0], px[1], px[2], px[3]])
}

/// The 15-bit colour cell of a pixel word (5 bits each of red, green, blue).
#[inline]
fn cell(v: u32) -> usize {
    let (r, g, b) = (v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff);
    (((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)) as usize
}

/// Per colour cell: pixels, then the sums of their red, green and blue.
type Tally = [u32; 4];

/// A thread's working tables, kept from one picture to the next: fresh ones per picture
/// (about 1.5 MB) cost more in page faults and zeroing than the work done in them.
#[derive(Default)]
struct Scratch {
    /// Per cell; all zero between two pictures.
    tally: Vec<Tally>,
    runs: Vec<(u32, u32)>,
    lut: Vec<u8>,
    /// The last picture's palette indices, a byte per pixel.
    indices: Vec<u8>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// Runs `f` with this thread's tables (fresh ones if they are in use).
fn with_scratch<T>(f: impl FnOnce(&mut Scratch) -> T) -> T {
    SCRATCH.with(|s| match s.try_borrow_mut() {
        Ok(mut scratch) => f(&mut scratch),
        Err(_) => f(&mut Scratch::default()),
    })
}

/// The palette (RGB triples) and each pixel's index into it.
#[cfg(test)]
fn quantize(pixmap: &Pixmap) -> (Vec<u8>, Vec<u8>) {
    with_scratch(|s| {
        let palette = quantize_into(pixmap, s);
        (palette, s.indices.clone())
    })
}

/// The palette (RGB triples); each pixel's index into it is left in `s.indices`.
fn quantize_into(pixmap: &Pixmap, s: &mut Scratch) -> Vec<u8> {
    // A board is mostly runs of one flat colour: one pass over the pixels finds the runs
    // (a second read of the 2 MB picture would cost as much), counting and indexing then
    // work on runs.
    runs(pixmap.data(), &mut s.runs);
    let (runs, tally, lut) = (&s.runs, &mut s.tally, &mut s.lut);
    tally.resize(CELLS, [0; 4]);
    let mut used = Vec::new();
    for &(v, run) in runs {
        let k = cell(v);
        let t = &mut tally[k];
        if t[0] == 0 {
            used.push(k);
        }
        t[0] += run;
        t[1] += (v & 0xff) * run;
        t[2] += ((v >> 8) & 0xff) * run;
        t[3] += ((v >> 16) & 0xff) * run;
    }
    used.sort_unstable_by(|a, b| tally[*b][0].cmp(&tally[*a][0]).then(a.cmp(b)));
    let n = used.len().min(PALETTE);
    let mut palette = Vec::with_capacity(n * 3);
    // Only the cells in use are read back, so the table needs no clearing.
    lut.resize(CELLS, 0);
    for (i, &k) in used[..n].iter().enumerate() {
        let [c, r, g, b] = tally[k];
        palette.extend([r, g, b].map(|v| ((v + c / 2) / c) as u8));
        lut[k] = i as u8;
    }
    for &k in &used {
        tally[k] = [0; 4];
    }
    // Every other cell takes its nearest entry. A board has a few thousand such cells (the
    // anti-aliased edges), so the search is written to vectorise: each candidate is the key
    // (distance << 8 | entry), whose minimum is the nearest entry, the first of equals.
    let (pr, pg, pb): (Vec<i32>, Vec<i32>, Vec<i32>) = (
        palette.chunks_exact(3).map(|p| i32::from(p[0])).collect(),
        palette.chunks_exact(3).map(|p| i32::from(p[1])).collect(),
        palette.chunks_exact(3).map(|p| i32::from(p[2])).collect(),
    );
    for &k in &used[n..] {
        let (r, g, b) = (
            ((k >> 10) << 3 | 4) as i32,
            (((k >> 5) & 31) << 3 | 4) as i32,
            ((k & 31) << 3 | 4) as i32,
        );
        let nearest = pr
            .iter()
            .zip(&pg)
            .zip(&pb)
            .zip(0u32..)
            .map(|(((&er, &eg), &eb), i)| {
                let (dr, dg, db) = (r - er, g - eg, b - eb);
                // Weighted towards green, as the eye is; at most 9 * 255^2 < 2^20.
                let d = (2 * dr * dr + 4 * dg * dg + 3 * db * db) as u32;
                d << 8 | i
            })
            .min()
            .unwrap_or(0);
        lut[k] = (nearest & 0xff) as u8;
    }
    let indices = &mut s.indices;
    indices.clear();
    indices.resize(pixmap.data().len() / 4, 0);
    let mut rest = indices.as_mut_slice();
    for &(v, run) in runs {
        let (here, after) = rest.split_at_mut((run as usize).min(rest.len()));
        let index = lut[cell(v)];
        // Most runs are short (edges): a loop of their own beats a call to memset.
        if here.len() <= 16 {
            for x in here.iter_mut() {
                *x = index;
            }
        } else {
            here.fill(index);
        }
        rest = after;
    }
    palette
}

/// The picture as runs of equal pixels: (pixel word, length), in order.
fn runs(data: &[u8], runs: &mut Vec<(u32, u32)>) {
    const B: usize = 32;
    runs.clear();
    let Some(first) = data.get(..4) else {
        return;
    };
    let mut last = word(first);
    let mut run = 0u32;
    // Run ends are too frequent to predict (anti-aliased edges): each block of 32 pixels
    // gets a bit mask of the pixels that differ from their left neighbour (comparisons the
    // compiler vectorises), and only the set bits are visited.
    let blocks = data.chunks_exact(B * 4);
    let tail = blocks.remainder();
    for block in blocks {
        let at = |j: usize| word(&block[4 * j..4 * j + 4]);
        let mut mask = u32::from(at(0) != last);
        for j in 1..B {
            mask |= u32::from(at(j) != at(j - 1)) << j;
        }
        let mut start = 0u32;
        while mask != 0 {
            let j = mask.trailing_zeros();
            runs.push((last, run + j - start));
            last = at(j as usize);
            run = 0;
            start = j;
            mask &= mask - 1;
        }
        run += B as u32 - start;
    }
    for px in tail.chunks_exact(4) {
        let v = word(px);
        if v == last {
            run += 1;
        } else {
            runs.push((last, run));
            last = v;
            run = 1;
        }
    }
    runs.push((last, run));
}

/// Encodes an opaque pixmap as an 8-bit palette PNG.
pub(crate) fn png_indexed(pixmap: &Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    with_scratch(|s| png_indexed_with(pixmap, s))
}

fn png_indexed_with(pixmap: &Pixmap, s: &mut Scratch) -> Result<Vec<u8>, png::EncodingError> {
    let palette = quantize_into(pixmap, s);
    let indices = &s.indices;
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
        writer.write_image_data(indices)?;
        writer.finish()?;
    }
    Ok(out)
}

/// [`png_indexed`], failing with the renderer's error.
pub(crate) fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    Ok(png_indexed(pixmap)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the plain way, pixel by pixel.
    fn naive_runs(data: &[u8]) -> Vec<(u32, u32)> {
        let mut out: Vec<(u32, u32)> = Vec::new();
        for px in data.chunks_exact(4) {
            match out.last_mut() {
                Some((v, n)) if *v == word(px) => *n += 1,
                _ => out.push((word(px), 1)),
            }
        }
        out
    }

    #[test]
    fn runs_match_the_plain_count() {
        let mut state = 9u32;
        for len in [0, 1, 2, 31, 32, 33, 64, 65, 100, 1000, 4099] {
            for spread in [1u32, 2, 3, 40] {
                // Pixels of few values, so that runs of every length occur, blocks ending
                // and starting inside runs included.
                let data: Vec<u8> = (0..len)
                    .flat_map(|_| {
                        state ^= state << 13;
                        state ^= state >> 17;
                        state ^= state << 5;
                        let v = if state.is_multiple_of(spread) {
                            state % 3
                        } else {
                            7
                        };
                        [v as u8, 0, 0, 255]
                    })
                    .collect();
                let mut got = vec![(1, 1)];
                runs(&data, &mut got);
                assert_eq!(got, naive_runs(&data), "{len} pixels, spread {spread}");
            }
        }
    }

    /// The tallies kept between pictures are left clean: a picture quantises the same
    /// after another one as on its own.
    #[test]
    fn quantising_does_not_depend_on_the_picture_before() {
        let picture = |colours: &[[u8; 4]]| {
            let mut pm = Pixmap::new(64, 48).expect("size");
            for (i, px) in pm.data_mut().chunks_exact_mut(4).enumerate() {
                px.copy_from_slice(&colours[(i / 7) % colours.len()]);
            }
            pm
        };
        let a = picture(&[[10, 20, 30, 255], [200, 100, 0, 255], [10, 21, 30, 255]]);
        let b = picture(&[[90, 90, 90, 255], [200, 100, 0, 255]]);
        let first = quantize(&a);
        let _ = quantize(&b);
        assert_eq!(quantize(&a), first);
        assert_eq!(
            first.0.len(),
            2 * 3,
            "two cells: the two near colours share one"
        );
    }
}
