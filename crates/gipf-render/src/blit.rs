//! Copying a pre-drawn sprite onto a picture: premultiplied source-over, clipped to the
//! picture. tiny-skia's `draw_pixmap` goes through its general pattern pipeline, which is an
//! order of magnitude slower for small opaque-edged sprites drawn without scaling.

use tiny_skia::Pixmap;

/// `a * b / 255`, rounded, for bytes.
#[inline]
fn mul255(a: u32, b: u32) -> u32 {
    let x = a * b + 128;
    (x + (x >> 8)) >> 8
}

/// Draws `src` over `dst` with its top-left corner at (`x`, `y`).
pub(crate) fn blit(dst: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let (sw, sh) = (src.width() as i32, src.height() as i32);
    let x0 = x.max(0);
    let y0 = y.max(0);
    let x1 = (x + sw).min(dw);
    let y1 = (y + sh).min(dh);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let s = src.data();
    let d = dst.data_mut();
    for row in y0..y1 {
        let sy = (row - y) as usize;
        let s_row = &s[(sy * sw as usize + (x0 - x) as usize) * 4
            ..(sy * sw as usize + (x1 - x) as usize) * 4];
        let d_start = (row as usize * dw as usize + x0 as usize) * 4;
        let d_row = &mut d[d_start..d_start + s_row.len()];
        for (dp, sp) in d_row.chunks_exact_mut(4).zip(s_row.chunks_exact(4)) {
            let sa = u32::from(sp[3]);
            if sa == 0 {
                continue;
            }
            if sa == 255 {
                dp.copy_from_slice(sp);
                continue;
            }
            let inv = 255 - sa;
            for k in 0..4 {
                dp[k] = (u32::from(sp[k]) + mul255(u32::from(dp[k]), inv)) as u8;
            }
        }
    }
}
