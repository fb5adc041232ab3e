//! gipfbot's web side, inside `gipfbot run`: a page per game (an unguessable address, the
//! board as SVG at any size, the moves, stepping through with buttons and arrow keys, live
//! updates by server-sent events, the record to download), leaderboards and profiles, and
//! `/health` and `/metrics` for operators; a page per tournament (`/t/<slug>`: standings,
//! rounds, the bracket), live as well. Plain HTML, CSS and a small script, all served
//! from the binary: the pages work offline on a LAN.
//!
//! Like the chat adapters it holds no game logic: everything it shows comes from the
//! manager's read-only views (`gipf_manager::GameView`, ...).
//!
//! | file | topic |
//! |---|---|
//! | `lib.rs` | [`WebConfig`], [`router`], [`serve`] |
//! | `html.rs` | escaping and the page frame |
//! | `lang.rs` | the reader's language (`?lang=`, its cookie, `Accept-Language`) |
//! | `game.rs` | a game's page, state, board, record, panel and live streams |
//! | `review.rs` | a finished game's review on its page: the evaluation graph, the marks, the accuracy |
//! | `boards.rs` | the index, leaderboards, profiles |
//! | `puzzle.rs` | `/puzzles` (the best puzzle ratings, the puzzles most played) and a puzzle's page with its solution step by step |
//! | `tournament.rs` | a tournament's page, its bracket, a community's tournaments |
//! | `live.rs` | the live streams (games and tournaments) |
//! | `ops.rs` | `/health`, `/metrics`, the script, style sheet and icon |

mod boards;
mod game;
mod html;
mod lang;
mod live;
mod ops;
mod puzzle;
mod review;
mod tournament;

use std::net::SocketAddr;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use gipf_i18n::t;
use gipf_manager::Manager;

use crate::lang::Reader;

/// Where the pages are served (the `[web]` section of the config).
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The address to listen on.
    pub listen: SocketAddr,
}

/// Why the server stopped.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The address is taken or not ours.
    #[error("cannot listen on {addr}: {source} (set web.listen to a free address, or \"\" to turn the pages off)")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    /// The server failed.
    #[error("the web server stopped: {0}")]
    Serve(std::io::Error),
}

/// Every route.
pub fn router(manager: Manager) -> Router {
    Router::new()
        .route("/", get(boards::index))
        .route("/health", get(ops::health))
        .route("/metrics", get(ops::metrics))
        .route("/leaderboard", get(boards::global))
        .route("/leaderboard/{platform}/{room}", get(boards::community))
        .route("/player/{platform}/{user}", get(boards::player))
        .route("/static/app.js", get(ops::script))
        .route("/static/style.css", get(ops::style))
        .route("/favicon.svg", get(ops::icon_svg))
        .route("/favicon.ico", get(ops::icon_ico))
        .route("/live", get(live::live_many))
        .route("/puzzles", get(puzzle::index))
        .route("/puzzle/{id}", get(puzzle::puzzle))
        .route("/puzzle/{id}/board.svg", get(puzzle::board))
        .route("/t/{slug}", get(tournament::page_route))
        .route("/t/{slug}/part", get(tournament::part))
        .route("/t/{slug}/bracket.svg", get(tournament::bracket))
        .route("/{slug}", get(game::page_route))
        .route("/{slug}/state.json", get(game::state))
        .route("/{slug}/board.svg", get(game::board))
        .route("/{slug}/record.txt", get(game::record))
        .route("/{slug}/panel.json", get(game::panel))
        .route("/{slug}/live", get(live::live))
        .fallback(|r: Reader| async move { not_found(&r) })
        .layer(axum::middleware::map_response(secure))
        .layer(axum::Extension(live::Streams::default()))
        .with_state(manager)
}

/// Listens on `config.listen` and serves until the process ends.
pub async fn serve(manager: Manager, config: WebConfig) -> Result<(), WebError> {
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|source| WebError::Bind {
            addr: config.listen,
            source,
        })?;
    let addr = listener.local_addr().unwrap_or(config.listen);
    tracing::info!(%addr, "web pages at http://{addr}/");
    axum::serve(listener, router(manager))
        .await
        .map_err(WebError::Serve)
}

/// Headers every answer gets: only our own scripts and styles run, nothing is sniffed.
async fn secure(mut r: Response) -> Response {
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    r
}

/// The page for an address that shows nothing.
pub(crate) fn not_found(r: &Reader) -> Response {
    let lang = r.lang;
    let mut page = html::page(
        r,
        &t!(lang, "web-not-found-title"),
        &format!(
            "<h1>{}</h1><p>{}</p>",
            html::esc(&t!(lang, "web-not-found-heading")),
            html::esc(&t!(lang, "web-not-found-text"))
        ),
        "",
    );
    *page.status_mut() = StatusCode::NOT_FOUND;
    page
}

/// The answer when the database failed.
pub(crate) fn unavailable(r: &Reader, e: &dyn std::fmt::Display) -> Response {
    tracing::warn!(error = %e, "a page could not be read");
    let lang = r.lang;
    let mut page = html::page(
        r,
        &t!(lang, "web-unavailable-title"),
        &format!(
            "<h1>{}</h1><p>{}</p>",
            html::esc(&t!(lang, "web-unavailable-title")),
            html::esc(&t!(lang, "web-unavailable-text"))
        ),
        "",
    );
    *page.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
    page
}
