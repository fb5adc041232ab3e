//! A game's page and what its script fetches: the state as JSON, the board as SVG at any ply
//! and theme, the record, and the live stream (server-sent events, one per change).

use std::convert::Infallible;
use std::fmt::Write;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};
use gipf_manager::{GameStatus, GameView, Manager, SideView, Slug};
use gipf_render::Theme;
use gipf_rules::Color;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use crate::html::{esc, page_with, url_part};
use crate::{not_found, unavailable};

/// `?ply=N&theme=dark&flip=1`.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Params {
    ply: Option<usize>,
    theme: Option<String>,
    flip: Option<u8>,
}

/// The game of an address, or the answer to give instead.
async fn view(m: &Manager, slug: &str) -> Result<GameView, Response> {
    let Ok(slug) = slug.parse::<Slug>() else {
        return Err(not_found());
    };
    match m.game_view(&slug).await {
        Ok(Some(v)) => Ok(v),
        Ok(None) => Err(not_found()),
        Err(e) => Err(unavailable(&e)),
    }
}

fn side_html(s: Option<&SideView>, colour: &str) -> String {
    match s {
        None => format!("<span class=\"side\">{colour}: nobody yet</span>"),
        Some(s) => {
            let rating = s
                .rating
                .map(|r| format!(" <span class=\"rating\">{r}</span>"))
                .unwrap_or_default();
            let name = if s.ai {
                esc(&s.name)
            } else {
                format!(
                    "<a href=\"/player/{}/{}\">{}</a>",
                    url_part(&s.platform),
                    url_part(&s.user),
                    esc(&s.name)
                )
            };
            format!(
                "<span class=\"side {}\">{name}{rating} <small>({colour})</small></span>",
                colour.to_lowercase()
            )
        }
    }
}

/// Who decides, or how it ended, in words.
fn status_text(v: &GameView) -> String {
    if let Some(r) = &v.result {
        return format!("{r}.");
    }
    match v.status {
        GameStatus::Challenge => "A challenge waiting for an answer.".to_string(),
        GameStatus::Declined | GameStatus::Cancelled | GameStatus::Expired => {
            "A challenge that did not become a game.".to_string()
        }
        _ => match v.decider {
            Some(c) => {
                let side = match c {
                    Color::White => &v.white,
                    Color::Black => &v.black,
                };
                let name = side.as_ref().map_or("?", |s| s.name.as_str());
                format!("{name} ({c}) to decide.")
            }
            None => String::new(),
        },
    }
}

/// The game's page.
pub(crate) async fn page(
    State(m): State<Manager>,
    Path(slug): Path<String>,
    Query(p): Query<Params>,
) -> Response {
    let v = match view(&m, &slug).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let plies = v.moves.len();
    let ply = p.ply.map_or(plies, |n| n.min(plies));
    let names = |s: &Option<SideView>| s.as_ref().map_or("?".to_string(), |s| s.name.clone());
    let title = format!(
        "GIPF #{}: {} vs {}",
        v.id.0,
        names(&v.white),
        names(&v.black)
    );
    let mut moves = String::new();
    for (i, mv) in v.moves.iter().enumerate() {
        let _ = write!(
            moves,
            "<li value=\"{n}\"><a href=\"?ply={n}\" data-ply=\"{n}\"{cur}>{}</a></li>",
            esc(&mv.notation),
            n = i + 1,
            cur = if i + 1 == ply {
                " aria-current=\"step\""
            } else {
                ""
            },
        );
    }
    let started = matches!(v.status, GameStatus::Active | GameStatus::Finished);
    let board = if started {
        format!(
            "<img id=\"board\" src=\"/{slug}/board.svg?ply={ply}\" alt=\"The board after {ply} decisions\">",
            slug = v.slug
        )
    } else {
        "<p class=\"empty\">The game starts when the challenge is accepted.</p>".to_string()
    };
    let body = format!(
        "<div class=\"game\"><figure class=\"board\">{board}</figure><section class=\"info\">\
<h1>{title}</h1><p class=\"players\">{white} · {black}</p>\
<p class=\"meta\">{variant} · {community} · {rated} · time {time}</p>\
<p id=\"status\" aria-live=\"polite\">{status}</p>\
<nav class=\"steps\" aria-label=\"Step through the game\"><button type=\"button\" id=\"first\" aria-label=\"Start\">«</button>\
<button type=\"button\" id=\"prev\" aria-label=\"Back\">‹</button><span id=\"where\">{ply} / {plies}</span>\
<button type=\"button\" id=\"next\" aria-label=\"Forward\">›</button><button type=\"button\" id=\"last\" aria-label=\"Now\">»</button></nav>\
<ol id=\"moves\">{moves}</ol>\
<p class=\"links\"><a href=\"/{slug}/record.txt\" download=\"gipf-{id}.txt\">Download the record</a></p></section></div>",
        title = esc(&title),
        white = side_html(v.white.as_ref(), "White"),
        black = side_html(v.black.as_ref(), "Black"),
        variant = esc(&v.variant.to_string()),
        community = esc(&v.community),
        rated = if v.rated { "rated" } else { "not rated" },
        time = esc(&v.time_control.to_string()),
        status = esc(&status_text(&v)),
        slug = v.slug,
        id = v.id.0,
    );
    let attributes = format!(
        " data-slug=\"{}\" data-ply=\"{ply}\" data-plies=\"{plies}\" data-version=\"{}\"",
        v.slug, v.version
    );
    page_with(&title, &body, &attributes).into_response()
}

/// The state the script needs: moves, status, version.
pub(crate) async fn state(State(m): State<Manager>, Path(slug): Path<String>) -> Response {
    let v = match view(&m, &slug).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let side = |s: &Option<SideView>| {
        s.as_ref()
            .map(|s| json!({"name": s.name, "rating": s.rating, "ai": s.ai}))
    };
    let body = json!({
        "id": v.id.0,
        "version": v.version,
        "status": status_text(&v),
        "finished": v.status == GameStatus::Finished,
        "white": side(&v.white),
        "black": side(&v.black),
        "moves": v.moves.iter().map(|m| m.notation.clone()).collect::<Vec<_>>(),
    });
    ([(header::CACHE_CONTROL, "no-store")], axum::Json(body)).into_response()
}

/// The board after `ply` decisions as SVG.
pub(crate) async fn board(
    State(m): State<Manager>,
    Path(slug): Path<String>,
    Query(p): Query<Params>,
) -> Response {
    let Ok(slug) = slug.parse::<Slug>() else {
        return not_found();
    };
    let theme = match p.theme.as_deref() {
        Some("dark") => Theme::Dark,
        _ => Theme::Light,
    };
    match m.board_svg(&slug, p.ply, theme, p.flip == Some(1)).await {
        Ok(Some(svg)) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
                // A past ply never changes; the current one may.
                (header::CACHE_CONTROL, "no-cache"),
            ],
            svg,
        )
            .into_response(),
        Ok(None) => not_found(),
        Err(e) => unavailable(&e),
    }
}

/// The record, for download.
pub(crate) async fn record(State(m): State<Manager>, Path(slug): Path<String>) -> Response {
    let Ok(slug) = slug.parse::<Slug>() else {
        return not_found();
    };
    match m.record_text(&slug).await {
        Ok(Some(text)) => {
            ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response()
        }
        Ok(None) => not_found(),
        Err(e) => unavailable(&e),
    }
}

/// One event per change of the game (`data` is its new version), the current version
/// first; a watcher that fell behind gets the newest version only.
pub(crate) async fn live(State(m): State<Manager>, Path(slug): Path<String>) -> Response {
    let v = match view(&m, &slug).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let game = v.id;
    let changes = m.changes();
    let first = Some(v.version);
    let events: std::pin::Pin<Box<dyn Stream<Item = Result<Event, Infallible>> + Send>> = Box::pin(
        stream::unfold((changes, first), move |(mut rx, first)| async move {
            if let Some(version) = first {
                return Some((
                    Ok(Event::default().event("change").data(version.to_string())),
                    (rx, None),
                ));
            }
            loop {
                match rx.recv().await {
                    Ok(c) if c.game == game => {
                        let e = Event::default().event("change").data(c.version.to_string());
                        return Some((Ok(e), (rx, None)));
                    }
                    Ok(_) => {}
                    // Fell behind: the script fetches the state anyway.
                    Err(RecvError::Lagged(_)) => {
                        let e = Event::default().event("change").data("?");
                        return Some((Ok(e), (rx, None)));
                    }
                    Err(RecvError::Closed) => return None,
                }
            }
        }),
    );
    Sse::new(events)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}
