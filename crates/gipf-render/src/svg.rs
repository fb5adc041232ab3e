//! The picture as a standalone SVG document ([`render_svg`]): the same items as the PNG
//! (`scene.rs`), written as SVG shapes and `<text>` in a `viewBox`, so a web page can scale
//! it to any size and it stays crisp.

use std::fmt::{self, Display, Write};

use gipf_rules::{Color, Position};
use tiny_skia::Color as SkColor;

use crate::board::board_items;
use crate::layout::Layout;
use crate::pieces::piece_shape;
use crate::scene::{self, Item, Pen, Text};
use crate::shapes::{corner_radius, Shape};
use crate::text::{self, Align};
use crate::theme::Palette;
use crate::{height_for, RenderError, RenderOptions};

/// The bundled font first (`assets/Roboto-Medium.ttf`, which the page may provide), then
/// look-alikes: text was fitted with Roboto's metrics.
pub(crate) const FONTS: &str = "Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/// Renders a position as a standalone SVG document: the same picture as [`render`] draws,
/// honouring every option ([`RenderOptions::width`] sets the `viewBox`, `width` and
/// `height`; the theme, `flip`, names, last turn, choices and result as for the PNG).
///
/// Text is SVG `<text>` in Roboto (by family name, with fallbacks; the font is not
/// embedded), with every string escaped for XML and control characters dropped. Pieces
/// on the board are `<g class="piece">` with `data-spot` and `data-color` (and
/// `data-gipf` for a GIPF piece); the board's numbered choices are `<g class="choice">`.
///
/// # Errors
///
/// [`RenderError::Size`] for a width outside [`MIN_WIDTH`]..=[`MAX_WIDTH`], as for
/// [`render`].
///
/// [`render`]: crate::render
/// [`MIN_WIDTH`]: crate::MIN_WIDTH
/// [`MAX_WIDTH`]: crate::MAX_WIDTH
pub fn render_svg(position: &Position, options: &RenderOptions) -> Result<String, RenderError> {
    let height = height_for(options.width)?;
    let layout = Layout::new(options.width, options.flip);
    let pal = Palette::of(options.theme);
    let mut out = String::with_capacity(24 * 1024);
    // Writing into a String fails only when a Display impl does, and these never do.
    let _ = write_document(&mut out, &layout, &pal, position, options, height);
    Ok(out)
}

fn write_document(
    out: &mut String,
    l: &Layout,
    pal: &Palette,
    position: &Position,
    options: &RenderOptions,
    height: u32,
) -> fmt::Result {
    let (w, h) = (options.width, height);
    // Round caps and joins for every stroke, as in the PNG.
    writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="{FONTS}" font-weight="500" stroke-linecap="round" stroke-linejoin="round">"#
    )?;
    writeln!(
        out,
        r#"<rect width="{w}" height="{h}"{}/>"#,
        Ink("fill", pal.background)
    )?;
    write_group(out, pal, "board", &board_items(l, pal))?;
    for (name, items) in scene::layers(l, pal, position, options) {
        if !items.is_empty() {
            write_group(out, pal, name, &items)?;
        }
    }
    out.push_str("</svg>\n");
    Ok(())
}

/// A standalone SVG document of another game's picture (DVONN's, TZAAR's): its root
/// carries `class` (what [`cut_below_board`] recognises), a background, then each named
/// layer as a `<g>` of that name.
pub(crate) fn game_document(
    class: &str,
    width: u32,
    height: u32,
    pal: &Palette,
    layers: Vec<(&'static str, Vec<Item>)>,
) -> String {
    let (w, h) = (width, height);
    let mut out = String::with_capacity(48 * 1024);
    let bg = pal.background.to_color_u8();
    // Writing into a String fails only when a Display impl does, and these never do.
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="{FONTS}" font-weight="500" stroke-linecap="round" stroke-linejoin="round" class="{}">"##,
        Esc(class)
    );
    let _ = writeln!(
        out,
        r##"<rect width="{w}" height="{h}" fill="#{:02x}{:02x}{:02x}"/>"##,
        bg.red(),
        bg.green(),
        bg.blue()
    );
    for (name, items) in layers {
        if !items.is_empty() {
            let _ = write_group(&mut out, pal, name, &items);
        }
    }
    out.push_str("</svg>\n");
    out
}

/// A [`game_document`] of `class` cut to the board alone: its view box is the board's box
/// that `crop(width, height)` gives as `(left, right, bottom)`, above the players' cards (a
/// phone shows their facts in the page instead) and as narrow as the board, so that a phone
/// draws it as large as its screen allows. `None` when `svg` is no such picture or the box
/// is not inside it.
pub(crate) fn cut_below_board(
    svg: &str,
    class: &str,
    crop: impl Fn(f32, f32) -> (f32, f32, f32),
) -> Option<String> {
    let at = svg.find("<svg ")?;
    let end = at + svg[at..].find('>')?;
    let head = &svg[at..end];
    if !head.contains(&format!("class=\"{class}\"")) {
        return None;
    }
    let vb = head.find("viewBox=\"0 0 ")? + "viewBox=\"0 0 ".len();
    let (w, rest) = head[vb..].split_once(' ')?;
    let h = rest.split('"').next()?;
    let (wn, hn) = (w.parse::<f32>().ok()?, h.parse::<f32>().ok()?);
    let (left, right, bottom) = crop(wn, hn);
    let (left, right) = (left.max(0.0).round() as u32, right.min(wn).round() as u32);
    let cut = bottom.round() as u32;
    if cut == 0 || cut as f32 >= hn || right <= left {
        return None;
    }
    let cw = right - left;
    let old = format!("viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\"");
    let new = format!("viewBox=\"{left} 0 {cw} {cut}\" width=\"{cw}\" height=\"{cut}\"");
    head.contains(&old).then(|| {
        format!(
            "{}{}{}",
            &svg[..at],
            head.replacen(&old, &new, 1),
            &svg[end..]
        )
    })
}

pub(crate) fn write_group(
    out: &mut String,
    pal: &Palette,
    class: &str,
    items: &[Item],
) -> fmt::Result {
    writeln!(out, r#"<g class="{}">"#, Esc(class))?;
    write_items(out, pal, items)?;
    out.push_str("</g>\n");
    Ok(())
}

/// Writes the items; the palette draws pieces, which the SVG draws in place (the PNG copies
/// sprites).
pub(crate) fn write_items(out: &mut String, pal: &Palette, items: &[Item]) -> fmt::Result {
    for item in items {
        match item {
            Item::Fill(shape, color) => {
                write_shape(out, shape)?;
                writeln!(out, "{}/>", Ink("fill", *color))?;
            }
            Item::Stroke(shape, color, pen) => write_stroke(out, shape, *color, *pen)?,
            Item::Text(t) => write_text(out, t)?,
            &Item::Piece {
                x,
                y,
                r,
                color,
                gipf,
                spot,
            } => {
                match spot {
                    Some(s) => {
                        let c = match color {
                            Color::White => "white",
                            Color::Black => "black",
                        };
                        let g = if gipf { r#" data-gipf="true""# } else { "" };
                        let s = s.to_string();
                        writeln!(
                            out,
                            r#"<g class="piece" data-spot="{}" data-color="{c}"{g}>"#,
                            Esc(&s)
                        )?;
                    }
                    None => out.push_str("<g class=\"icon\">\n"),
                }
                write_items(out, pal, &piece_shape(pal, x, y, r, color, gipf))?;
                out.push_str("</g>\n");
            }
            &Item::Ring {
                x,
                y,
                r,
                width,
                color,
            } => {
                let pen = Pen { width, dash: None };
                write_stroke(out, &Shape::circle(x, y, r), color, pen)?;
            }
            Item::Group(class, items) => write_group(out, pal, class, items)?,
            Item::Content {
                spot,
                color,
                gipf,
                token,
                items,
            } => {
                let c = match color {
                    Color::White => "white",
                    Color::Black => "black",
                };
                let g = if *gipf { r#" data-gipf="true""# } else { "" };
                let s = spot.to_string();
                writeln!(
                    out,
                    r#"<g class="piece" data-spot="{}" data-color="{c}"{g} data-content="{}">"#,
                    Esc(&s),
                    Esc(token)
                )?;
                write_items(out, pal, items)?;
                out.push_str("</g>\n");
            }
            Item::Fixed(items) => write_items(out, pal, items)?,
        }
    }
    Ok(())
}

fn write_text(out: &mut String, t: &Text) -> fmt::Result {
    let anchor = match t.align {
        Align::Left => "",
        Align::Center => r#" text-anchor="middle""#,
    };
    // What XML can hold; measured and escaped as it will be shown.
    let s: String = t.text.chars().filter(|&c| xml_char(c)).collect();
    // SVG collapses runs of spaces ("Reserve 5   Captured 0") unless told not to, on the
    // element itself: browsers do not inherit it from the root.
    let space = if s.starts_with(' ') || s.ends_with(' ') || s.contains("  ") {
        r#" xml:space="preserve""#
    } else {
        ""
    };
    // The width in the bundled font, as the PNG measured it to fit: another font is
    // squeezed or stretched to it rather than overrun a card.
    let length = text::width(&s, t.size);
    writeln!(
        out,
        r#"<text x="{}" y="{}" font-size="{}"{}{anchor}{space} textLength="{}" lengthAdjust="spacingAndGlyphs">{}</text>"#,
        N(t.x),
        N(t.y),
        N(text::em_size(t.size)),
        Ink("fill", t.color),
        N(length),
        Esc(&s)
    )
}

fn write_stroke(out: &mut String, shape: &Shape, color: SkColor, pen: Pen) -> fmt::Result {
    write_shape(out, shape)?;
    if !matches!(shape, Shape::Segment(..)) {
        out.push_str(r#" fill="none""#);
    }
    write!(
        out,
        r#"{} stroke-width="{}""#,
        Ink("stroke", color),
        N(pen.width)
    )?;
    if let Some((dash, gap)) = pen.dash {
        write!(out, r#" stroke-dasharray="{} {}""#, N(dash), N(gap))?;
    }
    out.push_str("/>\n");
    Ok(())
}

/// The element and its geometry, left open for the paint attributes.
fn write_shape(out: &mut String, shape: &Shape) -> fmt::Result {
    match shape {
        &Shape::Circle { x, y, r } => {
            write!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}""#,
                N(x),
                N(y),
                N(r.max(0.0))
            )
        }
        &Shape::Segment((x1, y1), (x2, y2)) => write!(
            out,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}""#,
            N(x1),
            N(y1),
            N(x2),
            N(y2)
        ),
        Shape::Polygon(points) => {
            out.push_str(r#"<polygon points=""#);
            for (i, &(x, y)) in points.iter().enumerate() {
                let sep = if i == 0 { "" } else { " " };
                write!(out, "{sep}{},{}", N(x), N(y))?;
            }
            out.push('"');
            Ok(())
        }
        &Shape::RoundedRect { x, y, w, h, r } => write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}""#,
            N(x),
            N(y),
            N(w.max(0.0)),
            N(h.max(0.0)),
            N(corner_radius(w, h, r).max(0.0))
        ),
    }
}

/// A coordinate to a hundredth of a pixel, without trailing zeros (`12.5`, `-3`).
pub(crate) struct N(pub(crate) f32);

impl Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = if self.0.is_finite() {
            f64::from(self.0)
        } else {
            0.0
        };
        let cents = (v * 100.0).round() as i64;
        let sign = if cents < 0 { "-" } else { "" };
        let (whole, frac) = (cents.unsigned_abs() / 100, cents.unsigned_abs() % 100);
        match frac {
            0 => write!(f, "{sign}{whole}"),
            _ if frac % 10 == 0 => write!(f, "{sign}{whole}.{}", frac / 10),
            _ => write!(f, "{sign}{whole}.{frac:02}"),
        }
    }
}

/// A paint attribute (`fill` or `stroke`): ` fill="#rrggbb"`, with its opacity when not
/// opaque.
pub(crate) struct Ink(pub(crate) &'static str, pub(crate) SkColor);

impl Display for Ink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Ink(what, c) = self;
        let c8 = c.to_color_u8();
        write!(
            f,
            r##" {what}="#{:02x}{:02x}{:02x}""##,
            c8.red(),
            c8.green(),
            c8.blue()
        )?;
        if c8.alpha() < 255 {
            write!(f, r#" {what}-opacity="{}""#, N(c.alpha()))?;
        }
        Ok(())
    }
}

/// Text for XML content or a quoted attribute: the five special characters escaped, and
/// characters XML cannot hold (control characters, U+FFFE, U+FFFF) dropped.
pub(crate) struct Esc<'a>(pub(crate) &'a str);

impl Display for Esc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '&' => f.write_str("&amp;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&#39;")?,
                c if xml_char(c) => f.write_char(c)?,
                _ => {}
            }
        }
        Ok(())
    }
}

/// Whether XML can hold the character (and it is no control character, which it could).
fn xml_char(c: char) -> bool {
    !c.is_control() && c != '\u{FFFE}' && c != '\u{FFFF}'
}

#[cfg(test)]
mod tests {
    use super::{Esc, N};

    #[test]
    fn numbers_are_short() {
        let s = |v: f32| N(v).to_string();
        assert_eq!(s(12.0), "12");
        assert_eq!(s(12.5), "12.5");
        assert_eq!(s(-3.456), "-3.46");
        assert_eq!(s(-0.001), "0");
        assert_eq!(s(0.05), "0.05");
        assert_eq!(s(f32::NAN), "0");
    }

    #[test]
    fn text_is_escaped_and_control_characters_dropped() {
        let s = Esc("<a href=\"x\">Tom & 'Jerry'</a>\u{0}\n\t\u{7f}\u{fffe}é").to_string();
        assert_eq!(
            s,
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;é"
        );
    }
}
