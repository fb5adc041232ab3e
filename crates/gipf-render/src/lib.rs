//! Board images for chat: [`render`] turns a position into a PNG, with the last turn marked,
//! the pending removal choices numbered as the buttons will be, either side at the bottom,
//! and a light or dark theme; [`render_svg`] draws the same picture as SVG, for web pages;
//! [`render_replay_gif`] animates a recorded game; [`render_bracket`] and
//! [`render_bracket_svg`] draw a knockout tournament's bracket.
//!
//! Drawing is anti-aliased (tiny-skia), text comes from a bundled font (no system fonts, no
//! network), PNGs get a 256-colour palette (png crate) and replays use the gif crate. The
//! picture is landscape (21:16) so that chat clients show it whole in their inline previews.
//!
//! # Layout
//!
//! One topic per file. A picture is described once, as plain data (`scene.rs`: shapes,
//! text and pieces, layer by layer); `raster.rs` draws that into pixels and `svg.rs` writes
//! it as SVG.
//!
//! - `lib.rs`: the public API (options, errors, sizes).
//! - `scene.rs`: the picture as items in drawing order, and the order of the layers.
//! - `raster.rs`: drawing items into a pixmap (PNG, GIF).
//! - `svg.rs`: writing items as a standalone SVG document ([`render_svg`]).
//! - `theme.rs`: [`Theme`] and its palette of colours.
//! - `layout.rs`: the board's scale and screen positions of points and spots.
//! - `shapes.rs`: the shapes (circles, segments, polygons, rounded rectangles), their paths
//!   and paints.
//! - `board.rs`: the empty board (cached as pixels), and the small sprite cache the layers
//!   share.
//! - `pieces.rs`: the pieces, and their cached sprites.
//! - `marks.rs`: the last turn's marks and the numbered removal choices.
//! - `panel.rs`: the side panel and its wording.
//! - `text.rs`: text from the bundled font.
//! - `blit.rs`: copying sprites onto the picture.
//! - `encode.rs`: PNG encoding with a 256-colour palette.
//! - `gif.rs`: animated replays ([`render_replay_gif`]).
//! - `ascii.rs`: the board as text, for consoles.
//! - `dvonn.rs`: DVONN's board, as PNG and SVG ([`render_dvonn`], [`render_dvonn_svg`]).
//! - `tzaar.rs`: TZAAR's board, as PNG and SVG ([`render_tzaar`], [`render_tzaar_svg`]).
//! - `yinsh.rs`: YINSH's board, as PNG and SVG ([`render_yinsh`], [`render_yinsh_svg`]).
//! - `zertz.rs`: ZÈRTZ's board, as PNG and SVG ([`render_zertz`], [`render_zertz_svg`]).
//! - `punct.rs`: PÜNCT's board, as PNG and SVG ([`render_punct`], [`render_punct_svg`]).
//! - `bracket.rs`: a knockout tournament's bracket, as PNG and SVG ([`render_bracket`],
//!   [`render_bracket_svg`]).

pub mod ascii;
mod blit;
mod board;
mod bracket;
mod dvonn;
mod encode;
mod gif;
mod layout;
mod marks;
mod panel;
mod pieces;
mod potentials;
mod punct;
mod raster;
mod scene;
mod shapes;
mod svg;
mod text;
mod theme;
mod tzaar;
mod yinsh;
mod zertz;

use gipf_rules::{Action, Event, Position};
use thiserror::Error;
use tiny_skia::Pixmap;

pub use crate::bracket::{
    render_bracket, render_bracket_svg, BracketImage, BracketMatch, BracketPicture, BracketRound,
    BracketSide, BracketWinner, MAX_BRACKET_SIDE,
};
pub use crate::dvonn::{dvonn_board_only, render_dvonn, render_dvonn_svg, DvonnOptions};
pub use crate::gif::render_replay_gif;
pub use crate::panel::pieces_line;
pub use crate::punct::{punct_board_only, render_punct, render_punct_svg, PunctOptions};
pub use crate::svg::render_svg;
pub use crate::theme::Theme;
pub use crate::tzaar::{render_tzaar, render_tzaar_svg, tzaar_board_only, TzaarOptions};
pub use crate::yinsh::{render_yinsh, render_yinsh_svg, yinsh_board_only, YinshOptions};
pub use crate::zertz::{render_zertz, render_zertz_svg, zertz_board_only, ZertzOptions};

use crate::board::board_layer;
use crate::encode::encode_png;
use crate::layout::Layout;
use crate::theme::Palette;

/// What went wrong while rendering.
#[derive(Debug, Error)]
pub enum RenderError {
    /// An image width outside the supported range.
    #[error("image width {0} is not supported: use {min} to {max} pixels", min = MIN_WIDTH, max = MAX_WIDTH)]
    Size(u32),
    /// An unknown theme name.
    #[error("unknown theme {0:?}: use light or dark")]
    Theme(String),
    /// The GIF encoder failed.
    // `::gif` is the crate; `crate::gif` is the replay module.
    #[error("encoding the GIF failed: {0}")]
    Gif(#[from] ::gif::EncodingError),
    /// A picture over [`MAX_BRACKET_SIDE`] pixels a side (a bracket far bigger than any
    /// tournament's).
    #[error("a picture of {width}x{height} pixels is too large: at most {max} pixels a side", max = MAX_BRACKET_SIDE)]
    TooLarge { width: u32, height: u32 },
    /// The PNG encoder failed.
    #[error("encoding the PNG failed: {0}")]
    Png(#[from] png::EncodingError),
}

/// The narrowest supported image.
pub const MIN_WIDTH: u32 = 240;
/// The widest supported image.
pub const MAX_WIDTH: u32 = 4096;
/// The default width; the height is always `width * 16 / 21`.
pub const DEFAULT_WIDTH: u32 = 840;
/// The default width of animated replays: a whole game stays small enough to share.
pub const DEFAULT_GIF_WIDTH: u32 = 560;

/// How to draw a board.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Image width in pixels ([`MIN_WIDTH`]..=[`MAX_WIDTH`]); the height follows (21:16).
    pub width: u32,
    /// Light or dark.
    pub theme: Theme,
    /// Black at the bottom instead of White.
    pub flip: bool,
    /// The players' names, White's then Black's.
    pub names: [String; 2],
    /// What happened in the last turn ([`Record::last_turn_events`]), to mark on the board.
    ///
    /// [`Record::last_turn_events`]: gipf_rules::Record::last_turn_events
    pub last_turn: Vec<Event>,
    /// The removal choices to highlight and number 1..k, in the order the buttons show them.
    /// `None` means the position's own [`Position::removal_options`].
    pub choices: Option<Vec<Action>>,
    /// How the game ended when it ended off the board (resignation, time): drawn instead of
    /// whose decision the position says it is, with no choices.
    pub result: Option<GameResult>,
    /// The language of the panel's words.
    pub lang: gipf_i18n::Lang,
    /// A decision better than the one played here (a review's): a green dashed arrow for a
    /// push or a use, green rings round what a removal takes. One that is not legal in the
    /// position draws nothing.
    pub better: Option<gipf_rules::Action>,
}

/// The end of a game that its position does not show.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameResult {
    /// Who won.
    pub winner: gipf_rules::Color,
    /// Why, in a few words ("Black resigned").
    pub reason: String,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            width: DEFAULT_WIDTH,
            theme: Theme::Light,
            flip: false,
            names: ["White".to_string(), "Black".to_string()],
            last_turn: Vec::new(),
            choices: None,
            result: None,
            lang: gipf_i18n::Lang::En,
            better: None,
        }
    }
}

/// Renders a position as PNG bytes.
pub fn render(position: &Position, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let pixmap = render_pixmap(position, options)?;
    let png = encode_png(&pixmap);
    SPARE.with(|spare| spare.replace(pixmap.take()));
    png
}

thread_local! {
    /// The pixels of this thread's last picture, to draw the next one in: a fresh 2 MB
    /// buffer per picture cost a tenth of the picture's time in page faults.
    static SPARE: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The picture's height for a width, or [`RenderError::Size`] for an unsupported width.
fn height_for(width: u32) -> Result<u32, RenderError> {
    if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) {
        return Err(RenderError::Size(width));
    }
    Ok(width * 16 / 21)
}

/// Draws a position into an opaque pixmap (the PNG's and the GIF's pixels).
fn render_pixmap(position: &Position, options: &RenderOptions) -> Result<Pixmap, RenderError> {
    height_for(options.width)?;
    let layout = Layout::new(options.width, options.flip);
    let pal = Palette::of(options.theme);
    let board = board_layer(&layout, options.theme).ok_or(RenderError::Size(options.width))?;
    let mut pixels = SPARE.with(|spare| spare.take());
    pixels.clear();
    pixels.extend_from_slice(board.data());
    let size = tiny_skia::IntSize::from_wh(board.width(), board.height());
    let mut pm = size
        .and_then(|size| Pixmap::from_vec(pixels, size))
        .ok_or(RenderError::Size(options.width))?;
    for (_, items) in scene::layers(&layout, &pal, position, options) {
        raster::draw(&mut pm, options.theme, &items);
    }
    Ok(pm)
}
