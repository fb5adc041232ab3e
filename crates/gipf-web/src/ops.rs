//! For operators: `/health` (the database answers, the adapters are connected) and
//! `/metrics` (Prometheus text format); and the pages' script and style sheet.

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use gipf_manager::Manager;
use serde_json::json;

use crate::live::Streams;

/// 200 when all is well, 503 otherwise; JSON that says what is wrong.
pub(crate) async fn health(State(m): State<Manager>) -> Response {
    let h = m.health().await;
    let adapters: serde_json::Map<String, serde_json::Value> = h
        .adapters
        .iter()
        .map(|(name, up)| {
            (
                name.to_string(),
                json!(if *up { "connected" } else { "disconnected" }),
            )
        })
        .collect();
    let body = json!({
        "status": if h.ok() { "ok" } else { "degraded" },
        "database": match &h.database { Ok(()) => "ok".to_string(), Err(e) => e.clone() },
        "adapters": adapters,
    });
    let code = if h.ok() {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        code,
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(body),
    )
        .into_response()
}

pub(crate) async fn metrics(
    State(m): State<Manager>,
    Extension(streams): Extension<Streams>,
) -> Response {
    let mut text = m.metrics_text().await;
    text.push_str(&format!(
        "# HELP gipfbot_web_live_streams Open live streams of the web pages (a browser shares one among its tabs).\n# TYPE gipfbot_web_live_streams gauge\ngipfbot_web_live_streams {}\n",
        streams.open()
    ));
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        text,
    )
        .into_response()
}

pub(crate) async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("../assets/app.js"),
    )
        .into_response()
}

pub(crate) async fn style() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("../assets/style.css"),
    )
        .into_response()
}

/// The site's icon (a GIPF piece), named by every page.
pub(crate) async fn icon_svg() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        include_str!("../assets/favicon.svg"),
    )
        .into_response()
}

/// The same icon for what asks `/favicon.ico` without reading the page (a PNG inside).
pub(crate) async fn icon_ico() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/x-icon"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        &include_bytes!("../assets/favicon.ico")[..],
    )
        .into_response()
}
