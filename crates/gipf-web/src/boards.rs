//! The index, leaderboards (global, and a community's when it made its pages public) and
//! players' profiles.

use std::fmt::Write;

use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use gipf_manager::{LeaderboardView, Manager};
use gipf_rules::{Pool, Variant};
use serde::Deserialize;

use crate::html::{esc, page, url_part};
use crate::{not_found, unavailable};

/// `?variant=standard` (a rating pool: `standard+potentials`, `ultimate`, ...).
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Which {
    variant: Option<String>,
}

impl Which {
    fn pool(&self) -> Option<Pool> {
        match &self.variant {
            None => Some(Pool::Classic(Variant::Standard)),
            // A `+` typed into an address reads as a space.
            Some(v) => v.replace(' ', "+").parse().ok(),
        }
    }
}

pub(crate) async fn index() -> Response {
    let mut links = String::new();
    for pool in Pool::ALL {
        let n = pool.to_string();
        let _ = write!(
            links,
            "<li><a href=\"/leaderboard?variant={}\">{} GIPF</a></li>",
            url_part(&n),
            esc(&n)
        );
    }
    page(
        "GIPF",
        &format!(
            "<h1>GIPF with gipfbot</h1><p>Games are played in chat (Discord, Matrix); each game's page \
is linked from its chat and follows it live.</p><h2>Leaderboards</h2><ul>{links}</ul>"
        ),
    )
    .into_response()
}

fn variant_tabs(base: &str, current: Pool) -> String {
    let mut s = String::from("<nav class=\"tabs\">");
    for pool in Pool::ALL {
        let cur = if pool == current {
            " aria-current=\"page\""
        } else {
            ""
        };
        let n = pool.to_string();
        let _ = write!(
            s,
            "<a href=\"{base}?variant={}\"{cur}>{}</a>",
            url_part(&n),
            esc(&n)
        );
    }
    s.push_str("</nav>");
    s
}

fn leaderboard_page(base: &str, b: &LeaderboardView) -> Response {
    let title = match &b.community {
        Some(c) => format!("{} leaderboard, {} GIPF", c, b.pool),
        None => format!("Leaderboard, {} GIPF", b.pool),
    };
    let mut rows = String::new();
    for (i, r) in b.rows.iter().enumerate() {
        let name = if r.side.ai {
            esc(&r.side.name)
        } else {
            format!(
                "<a href=\"/player/{}/{}\">{}</a>",
                url_part(&r.side.platform),
                url_part(&r.side.user),
                esc(&r.side.name)
            )
        };
        let _ = write!(
            rows,
            "<tr><td>{}</td><td>{name}</td><td>{}</td><td>{}</td></tr>",
            i + 1,
            r.side.rating.unwrap_or_default(),
            r.games
        );
    }
    if rows.is_empty() {
        rows = "<tr><td colspan=\"4\">Nobody is ranked yet: ratings count once settled.</td></tr>"
            .to_string();
    }
    page(
        &title,
        &format!(
            "<h1>{}</h1>{}<table class=\"ranks\"><thead><tr><th>#</th><th>Player</th><th>Rating</th><th>Games</th></tr></thead><tbody>{rows}</tbody></table>",
            esc(&title),
            variant_tabs(base, b.pool)
        ),
    )
    .into_response()
}

pub(crate) async fn global(State(m): State<Manager>, Query(w): Query<Which>) -> Response {
    let Some(pool) = w.pool() else {
        return not_found();
    };
    match m.leaderboard_view(None, pool).await {
        Ok(Some(b)) => leaderboard_page("/leaderboard", &b),
        Ok(None) => not_found(),
        Err(e) => unavailable(&e),
    }
}

pub(crate) async fn community(
    State(m): State<Manager>,
    Path((platform, room)): Path<(String, String)>,
    Query(w): Query<Which>,
) -> Response {
    let Some(pool) = w.pool() else {
        return not_found();
    };
    match m.leaderboard_view(Some((&platform, &room)), pool).await {
        // A community that keeps its pages private is not found (nor told apart).
        Ok(Some(b)) => leaderboard_page(
            &format!("/leaderboard/{}/{}", url_part(&platform), url_part(&room)),
            &b,
        ),
        Ok(None) => not_found(),
        Err(e) => unavailable(&e),
    }
}

pub(crate) async fn player(
    State(m): State<Manager>,
    Path((platform, user)): Path<(String, String)>,
) -> Response {
    let p = match m.player_view(&platform, &user).await {
        Ok(Some(p)) => p,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(&e),
    };
    let mut ratings = String::new();
    for (v, r, games) in &p.ratings {
        let _ = write!(
            ratings,
            "<tr><td>{}</td><td>{r}</td><td>{games}</td></tr>",
            esc(&v.to_string())
        );
    }
    let mut results = String::new();
    for (v, w, l) in &p.results {
        let _ = write!(
            results,
            "<li>{}: {w} won, {l} lost</li>",
            esc(&v.to_string())
        );
    }
    let mut recent = String::new();
    for (slug, opponent, outcome) in &p.recent {
        let _ = write!(
            recent,
            "<li><a href=\"/{slug}\">against {}</a>: {}</li>",
            esc(opponent),
            esc(outcome)
        );
    }
    let title = p.side.name.clone();
    page(
        &title,
        &format!(
            "<h1>{}</h1><p class=\"meta\">{}</p><h2>Ratings</h2><table class=\"ranks\"><thead><tr><th>Variant</th><th>Rating</th><th>Rated games</th></tr></thead><tbody>{}</tbody></table>\
<h2>Results</h2><ul>{}</ul><h2>Recent games</h2><ul>{}</ul>",
            esc(&title),
            esc(&p.side.platform),
            if ratings.is_empty() { "<tr><td colspan=\"3\">No rated game yet.</td></tr>".to_string() } else { ratings },
            if results.is_empty() { "<li>No finished game yet.</li>".to_string() } else { results },
            if recent.is_empty() { "<li>None shown (games of private rooms are not listed).</li>".to_string() } else { recent },
        ),
    )
    .into_response()
}
