//! For operators: `/health` (the database answers, the adapters are connected) and
//! `/metrics` (Prometheus text format); and the pages' script and style sheet.

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use gipf_manager::Manager;
use serde_json::json;

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

pub(crate) async fn metrics(State(m): State<Manager>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        m.metrics_text().await,
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
