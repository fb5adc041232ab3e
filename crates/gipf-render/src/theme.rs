//! The light and dark themes and their colours.

use gipf_rules::Color;
use tiny_skia::Color as SkColor;

use crate::RenderError;

/// The light or dark look of an image.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Theme {
    /// Warm paper, for light chat themes.
    #[default]
    Light,
    /// Charcoal, for dark chat themes.
    Dark,
}

impl std::str::FromStr for Theme {
    type Err = RenderError;

    fn from_str(s: &str) -> Result<Theme, RenderError> {
        match s.to_ascii_lowercase().as_str() {
            "light" => Ok(Theme::Light),
            "dark" => Ok(Theme::Dark),
            _ => Err(RenderError::Theme(s.to_string())),
        }
    }
}

impl std::fmt::Display for Theme {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        })
    }
}

/// The colours of a theme.
pub(crate) struct Palette {
    pub(crate) background: SkColor,
    pub(crate) board: SkColor,
    pub(crate) line: SkColor,
    pub(crate) dot: SkColor,
    pub(crate) label: SkColor,
    pub(crate) text: SkColor,
    pub(crate) muted: SkColor,
    pub(crate) panel: SkColor,
    pub(crate) card_border: SkColor,
    pub(crate) white_fill: SkColor,
    pub(crate) white_edge: SkColor,
    pub(crate) black_fill: SkColor,
    pub(crate) black_edge: SkColor,
    pub(crate) accent: SkColor,
    pub(crate) removed: SkColor,
    /// A better decision than the one played (a review's).
    pub(crate) better: SkColor,
    pub(crate) choices: [SkColor; 6],
}

pub(crate) fn rgb(r: u8, g: u8, b: u8) -> SkColor {
    SkColor::from_rgba8(r, g, b, 255)
}

pub(crate) fn with_alpha(c: SkColor, a: f32) -> SkColor {
    let mut c = c;
    c.set_alpha(a);
    c
}

impl Palette {
    pub(crate) fn of(theme: Theme) -> Palette {
        let choices = [
            rgb(0x2F, 0x80, 0xED),
            rgb(0x27, 0xAE, 0x60),
            rgb(0xD6, 0x45, 0x45),
            rgb(0x9B, 0x51, 0xE0),
            rgb(0xE0, 0x84, 0x2A),
            rgb(0x00, 0x9C, 0x9C),
        ];
        match theme {
            Theme::Light => Palette {
                background: rgb(0xF3, 0xEC, 0xE0),
                board: rgb(0xE6, 0xD3, 0xB3),
                line: rgb(0x8C, 0x74, 0x56),
                dot: rgb(0x5A, 0x47, 0x31),
                label: rgb(0x6B, 0x58, 0x40),
                text: rgb(0x24, 0x20, 0x1B),
                muted: rgb(0x6E, 0x66, 0x5C),
                panel: rgb(0xFB, 0xF7, 0xF0),
                card_border: rgb(0xD8, 0xCC, 0xB8),
                white_fill: rgb(0xFC, 0xFB, 0xF7),
                white_edge: rgb(0x3A, 0x36, 0x30),
                black_fill: rgb(0x2A, 0x28, 0x26),
                black_edge: rgb(0x0E, 0x0D, 0x0C),
                accent: rgb(0xE0, 0x8A, 0x12),
                removed: rgb(0xC0, 0x39, 0x2B),
                better: rgb(0x1B, 0x8A, 0x3C),
                choices,
            },
            Theme::Dark => Palette {
                background: rgb(0x1E, 0x1F, 0x22),
                board: rgb(0x33, 0x35, 0x3A),
                line: rgb(0x7D, 0x83, 0x8C),
                dot: rgb(0xA9, 0xAF, 0xB8),
                label: rgb(0xA9, 0xAF, 0xB8),
                text: rgb(0xEC, 0xED, 0xEF),
                muted: rgb(0xA0, 0xA4, 0xAB),
                panel: rgb(0x2B, 0x2D, 0x31),
                card_border: rgb(0x45, 0x48, 0x4E),
                white_fill: rgb(0xF4, 0xF4, 0xF2),
                white_edge: rgb(0x05, 0x05, 0x05),
                black_fill: rgb(0x12, 0x12, 0x14),
                black_edge: rgb(0x9A, 0x9F, 0xA8),
                accent: rgb(0xF2, 0xA5, 0x3A),
                removed: rgb(0xFF, 0x6B, 0x5E),
                better: rgb(0x52, 0xC7, 0x72),
                choices,
            },
        }
    }

    pub(crate) fn piece(&self, c: Color) -> (SkColor, SkColor) {
        match c {
            Color::White => (self.white_fill, self.white_edge),
            Color::Black => (self.black_fill, self.black_edge),
        }
    }
}
