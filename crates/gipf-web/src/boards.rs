//! The index, leaderboards (global, and a community's when it made its pages public, with
//! its tournaments) and players' profiles, in the reader's language (a community's own
//! language by default).

use std::fmt::Write;

use axum::extract::{Path, Query, State};
use axum::response::Response;
use gipf_games::AnyPool as Pool;
use gipf_i18n::t;
use gipf_manager::{LeaderboardView, Manager};
use serde::Deserialize;

use crate::game::{name_of, rating_html};
use crate::html::{esc, page, url_part};
use crate::lang::Reader;
use crate::{not_found, unavailable};

/// `?variant=standard` (a rating pool: `standard+potentials`, `ultimate`, ...).
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Which {
    variant: Option<String>,
}

impl Which {
    fn pool(&self) -> Option<Pool> {
        match &self.variant {
            None => Some(gipf_games::AnyVariant::STANDARD.pool()),
            // A `+` typed into an address reads as a space.
            Some(v) => v.replace(' ', "+").parse().ok(),
        }
    }
}

pub(crate) async fn index(r: Reader) -> Response {
    let lang = r.lang;
    let mut links = String::new();
    for pool in Pool::all() {
        let n = pool.to_string();
        let _ = write!(
            links,
            "<li><a href=\"/leaderboard?variant={}\">{}</a></li>",
            url_part(&n),
            esc(&n)
        );
    }
    page(
        &r,
        &t!(lang, "web-index-title"),
        &format!(
            "<h1>{}</h1><p>{}</p><h2>{}</h2><ul>{links}</ul>",
            esc(&t!(lang, "web-index-title")),
            esc(&t!(lang, "web-index-text")),
            esc(&t!(lang, "web-leaderboards")),
        ),
        "",
    )
}

fn variant_tabs(r: &Reader, base: &str, current: Pool) -> String {
    let mut s = format!(
        "<nav class=\"tabs\" aria-label=\"{}\">",
        esc(&t!(r.lang, "web-variants"))
    );
    for pool in Pool::all() {
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

fn leaderboard_page(r: &Reader, base: &str, b: &LeaderboardView, extra: &str) -> Response {
    let lang = r.lang;
    let pool = b.pool.to_string();
    let title = match &b.community {
        Some(c) => t!(
            lang,
            "web-community-leaderboard-title",
            community = c,
            pool = &pool
        ),
        None => t!(lang, "web-leaderboard-title", pool = &pool),
    };
    let mut rows = String::new();
    for (i, row) in b.rows.iter().enumerate() {
        let rating = row
            .side
            .rating
            .map(|x| rating_html(lang, x, row.side.deviation, false))
            .unwrap_or_default();
        let _ = write!(
            rows,
            "<tr><td>{}</td><td>{}</td><td>{rating}</td><td>{}</td></tr>",
            i + 1,
            crate::game::name_html(r.lang, &row.side),
            row.games
        );
    }
    if rows.is_empty() {
        rows = format!(
            "<tr><td colspan=\"4\">{}</td></tr>",
            esc(&t!(lang, "web-nobody-ranked"))
        );
    }
    page(
        r,
        &title,
        &format!(
            "<h1>{}</h1>{}<div class=\"table\"><table class=\"ranks\"><thead><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>{rows}</tbody></table></div><p class=\"note\">{}</p>{extra}",
            esc(&title),
            variant_tabs(r, base, b.pool),
            esc(&t!(lang, "web-col-player")),
            esc(&t!(lang, "web-col-rating")),
            esc(&t!(lang, "web-col-games")),
            esc(&t!(lang, "web-rating-explained")),
        ),
        "",
    )
}

pub(crate) async fn global(
    State(m): State<Manager>,
    r: Reader,
    Query(w): Query<Which>,
) -> Response {
    let Some(pool) = w.pool() else {
        return not_found(&r);
    };
    match m.leaderboard_view(None, pool).await {
        Ok(Some(b)) => leaderboard_page(&r, "/leaderboard", &b, ""),
        Ok(None) => not_found(&r),
        Err(e) => unavailable(&r, &e),
    }
}

pub(crate) async fn community(
    State(m): State<Manager>,
    r: Reader,
    Path((platform, room)): Path<(String, String)>,
    Query(w): Query<Which>,
) -> Response {
    let Some(pool) = w.pool() else {
        return not_found(&r);
    };
    match m.leaderboard_view(Some((&platform, &room)), pool).await {
        // A community that keeps its pages private is not found (nor told apart).
        Ok(Some(b)) => {
            let r = r.defaulting_to(b.language);
            let tournaments = match m.community_tournaments(&platform, &room).await {
                Ok(ts) => crate::tournament::list_html(r.lang, &ts),
                Err(e) => return unavailable(&r, &e),
            };
            leaderboard_page(
                &r,
                &format!("/leaderboard/{}/{}", url_part(&platform), url_part(&room)),
                &b,
                &tournaments,
            )
        }
        Ok(None) => not_found(&r),
        Err(e) => unavailable(&r, &e),
    }
}

pub(crate) async fn player(
    State(m): State<Manager>,
    r: Reader,
    Path((platform, user)): Path<(String, String)>,
) -> Response {
    let p = match m.player_view(&platform, &user).await {
        Ok(Some(p)) => p,
        Ok(None) => return not_found(&r),
        Err(e) => return unavailable(&r, &e),
    };
    let lang = r.lang;
    let mut ratings = String::new();
    for (v, rating, deviation, games) in &p.ratings {
        let _ = write!(
            ratings,
            "<tr><td>{}</td><td>{}</td><td>{games}</td></tr>",
            esc(&v.to_string()),
            rating_html(lang, *rating, Some(*deviation), false),
        );
    }
    let mut results = String::new();
    for (v, w, l, d) in &p.results {
        let _ = write!(
            results,
            "<li>{}</li>",
            esc(&t!(
                lang,
                "web-results-line",
                variant = v.to_string(),
                wins = *w,
                losses = *l,
                draws = *d
            ))
        );
    }
    let mut recent = String::new();
    for (slug, opponent, outcome) in &p.recent {
        let outcome = match outcome {
            Some(m) => m.render(lang),
            None => t!(lang, "web-playing"),
        };
        let _ = write!(
            recent,
            "<li><a href=\"/{slug}\">{}</a>: {}</li>",
            esc(&t!(lang, "web-against", name = name_of(lang, opponent))),
            esc(&outcome)
        );
    }
    let title = name_of(lang, &p.side);
    page(
        &r,
        &title,
        &format!(
            "<h1>{}</h1><p class=\"meta\">{}</p><h2>{}</h2><div class=\"table\"><table class=\"ranks\"><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>{}</tbody></table></div>\
<p class=\"note\">{}</p><h2>{}</h2><ul>{}</ul><h2>{}</h2><ul>{}</ul>",
            esc(&title),
            esc(&p.side.platform),
            esc(&t!(lang, "web-ratings")),
            esc(&t!(lang, "web-col-variant")),
            esc(&t!(lang, "web-col-rating")),
            esc(&t!(lang, "web-col-rated-games")),
            if ratings.is_empty() { format!("<tr><td colspan=\"3\">{}</td></tr>", esc(&t!(lang, "web-no-rated"))) } else { ratings },
            esc(&t!(lang, "web-rating-explained")),
            esc(&t!(lang, "web-results")),
            if results.is_empty() { format!("<li>{}</li>", esc(&t!(lang, "web-no-finished"))) } else { results },
            esc(&t!(lang, "web-recent")),
            if recent.is_empty() { format!("<li>{}</li>", esc(&t!(lang, "web-no-recent"))) } else { recent },
        ),
        "",
    )
}
