//! A tournament's page (`/t/<slug>`): its terms and state, the standings with their
//! tie-breaks, a knockout's bracket (SVG), and every round's boards with links to their
//! games; live like a game's page (the script fetches `/t/<slug>/part` again when the
//! shared stream says the tournament changed). And a community's list of tournaments.

use std::fmt::Write;

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use gipf_i18n::{t, Lang};
use gipf_manager::tournament::{TieBreak, TournamentView};
use gipf_manager::{Manager, Slug, TournamentRow};
use gipf_render::Theme;
use gipf_rules::Color;
use serde::Deserialize;

use crate::game::name_html;
use crate::html::{esc, page};
use crate::lang::Reader;
use crate::{not_found, unavailable};

/// `?theme=dark` for the bracket.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Look {
    theme: Option<String>,
}

async fn view(m: &Manager, r: &Reader, slug: &str) -> Result<TournamentView, Response> {
    let Ok(slug) = slug.parse::<Slug>() else {
        return Err(not_found(r));
    };
    match m.tournament_view(&slug, r.lang).await {
        Ok(Some(v)) => Ok(v),
        Ok(None) => Err(not_found(r)),
        Err(e) => Err(unavailable(r, &e)),
    }
}

/// The page.
pub(crate) async fn page_route(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
) -> Response {
    let v = match view(&m, &r, &slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let lang = r.lang;
    let title = t!(lang, "web-tournament-title", id = v.id.to_string());
    let body = format!(
        "<h1>{}</h1><div id=\"tournament\" aria-live=\"polite\">{}</div>",
        esc(&title),
        part_html(lang, &v)
    );
    let attributes = format!(
        " data-tournament=\"{}\" data-version=\"{}\"",
        v.slug, v.version
    );
    page(&r, &title, &body, &attributes)
}

/// What the live page replaces when the tournament changed; its version in `X-Version`.
pub(crate) async fn part(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
) -> Response {
    let v = match view(&m, &r, &slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let html = part_html(r.lang, &v);
    r.finish(
        (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
                (header::CACHE_CONTROL, "no-store".to_string()),
                (
                    header::HeaderName::from_static("x-version"),
                    v.version.to_string(),
                ),
            ],
            html,
        )
            .into_response(),
    )
}

/// A knockout's bracket as SVG.
pub(crate) async fn bracket(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
    Query(look): Query<Look>,
) -> Response {
    let v = match view(&m, &r, &slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let theme = match look.theme.as_deref() {
        Some("dark") => Theme::Dark,
        _ => Theme::Light,
    };
    let Some(picture) = v.bracket_picture(r.lang, theme) else {
        return not_found(&r);
    };
    let svg = match tokio::task::spawn_blocking(move || gipf_render::render_bracket_svg(&picture))
        .await
    {
        Ok(svg) => svg,
        Err(e) => return unavailable(&r, &e),
    };
    r.finish(
        (
            [
                (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            svg,
        )
            .into_response(),
    )
}

/// Everything under the title: state, players, standings, bracket, rounds.
fn part_html(lang: Lang, v: &TournamentView) -> String {
    let mut s = String::new();
    let creator = v
        .creator
        .as_ref()
        .map_or_else(|| "?".to_string(), |c| name_html(lang, c));
    let community = match &v.public_room {
        Some((platform, room)) => format!(
            "<a href=\"/leaderboard/{}/{}\">{}</a>",
            crate::html::url_part(platform),
            crate::html::url_part(room),
            esc(&v.community)
        ),
        None => esc(&v.community),
    };
    let _ = write!(
        s,
        "<p class=\"meta\">{}</p><p class=\"meta\">{}</p><p id=\"status\">{}</p>",
        esc(&v.terms),
        fill(
            &esc(&t!(
                lang,
                "web-tournament-of",
                community = "\u{E000}",
                creator = "\u{E001}"
            )),
            &[('\u{E000}', &community), ('\u{E001}', &creator)]
        ),
        esc(&status_text(lang, v)),
    );
    // Players (before the first round: who has joined).
    if v.round == 0 {
        let _ = write!(s, "<h2>{}</h2>", esc(&t!(lang, "web-tournament-players")));
        if v.players.is_empty() {
            let _ = write!(s, "<p>{}</p>", esc(&t!(lang, "web-tournament-nobody")));
        } else {
            s.push_str("<ol class=\"entrants\">");
            for p in &v.players {
                let _ = write!(s, "<li>{}</li>", name_html(lang, &p.side));
            }
            s.push_str("</ol>");
        }
    }
    if v.bracket.is_some() {
        let _ = write!(
            s,
            "<h2>{}</h2><figure class=\"bracket\"><img src=\"/t/{}/bracket.svg?lang={}&amp;v={}\" alt=\"{}\"></figure>",
            esc(&t!(lang, "web-tournament-bracket")),
            v.slug,
            lang.code(),
            v.version,
            esc(&t!(lang, "web-tournament-bracket")),
        );
    }
    if v.round > 0 {
        standings_html(&mut s, lang, v);
        rounds_html(&mut s, lang, v);
    }
    s
}

/// The escaped text with each mark replaced by its HTML, in one pass (what is put in is
/// never looked at again).
fn fill(text: &str, parts: &[(char, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match parts.iter().find(|(mark, _)| *mark == c) {
            Some((_, html)) => out.push_str(html),
            None => out.push(c),
        }
    }
    out
}

fn status_text(lang: Lang, v: &TournamentView) -> String {
    let status = t!(
        lang,
        "web-tournament-status",
        status = v.status.as_str(),
        round = v.round,
        rounds = v.rounds.unwrap_or(v.round)
    );
    match v.winner {
        Some(w) => format!(
            "{status} {}",
            t!(lang, "web-tournament-winner", name = v.name(w))
        ),
        None => status,
    }
}

fn tie_break_word(t: TieBreak) -> &'static str {
    match t {
        TieBreak::BuchholzCut1 => "buchholz",
        TieBreak::SonnebornBerger => "sonneborn-berger",
        TieBreak::DirectEncounter => "direct",
        TieBreak::Wins => "wins",
        TieBreak::Rating => "rating",
    }
}

fn standings_html(s: &mut String, lang: Lang, v: &TournamentView) {
    let _ = write!(s, "<h2>{}</h2>", esc(&t!(lang, "web-tournament-standings")));
    if v.standings.is_empty() {
        let _ = write!(s, "<p>{}</p>", esc(&t!(lang, "tournament-standings-none")));
        return;
    }
    let knockout = matches!(v.format, gipf_manager::tournament::Format::Knockout { .. });
    let shown: &[TieBreak] = if knockout { &[] } else { v.tie_breaks };
    let _ = write!(
        s,
        "<div class=\"table\"><table class=\"ranks standings\"><thead><tr><th>#</th><th>{}</th><th>{}</th>",
        esc(&t!(lang, "web-col-player")),
        esc(&t!(lang, "web-col-points")),
    );
    for &tb in shown {
        let _ = write!(
            s,
            "<th title=\"{}\">{}</th>",
            esc(&t!(lang, "tie-break", name = tie_break_word(tb))),
            esc(&t!(lang, "web-col-tie-break", name = tie_break_word(tb)))
        );
    }
    s.push_str("</tr></thead><tbody>");
    for st in &v.standings {
        let player = v.players.iter().find(|p| p.entrant == st.entrant.0);
        let mut name = player.map_or_else(|| "?".to_string(), |p| name_html(lang, &p.side));
        if st.withdrawn {
            let _ = write!(
                name,
                " <small>({})</small>",
                esc(&t!(lang, "web-tournament-left"))
            );
        }
        let _ = write!(
            s,
            "<tr><td>{}</td><td>{name}</td><td>{}</td>",
            st.rank,
            esc(&points(st.score.half_points()))
        );
        for &tb in shown {
            let value = match tb {
                TieBreak::BuchholzCut1 => points(st.buchholz.half_points()),
                TieBreak::SonnebornBerger => st.sonneborn_berger.to_string(),
                TieBreak::DirectEncounter => st
                    .direct_encounter
                    .map_or_else(|| "–".to_string(), |d| points(d.half_points())),
                TieBreak::Wins => st.wins.to_string(),
                TieBreak::Rating => st.rating.to_string(),
            };
            let _ = write!(s, "<td>{}</td>", esc(&value));
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table></div>");
    if !shown.is_empty() {
        let list: Vec<String> = shown
            .iter()
            .map(|&tb| t!(lang, "tie-break", name = tie_break_word(tb)))
            .collect();
        let _ = write!(
            s,
            "<p class=\"note\">{}</p>",
            esc(&t!(
                lang,
                "web-tournament-tie-breaks",
                list = list.join(", ")
            ))
        );
    }
}

/// Half points as players write them: `2`, `2½`, `½`.
fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// A column heading of a side: `White`, or `First player` in a game without colours.
fn col_side(lang: Lang, kind: gipf_games::GameKind, c: Color) -> String {
    match gipf_manager::side_word(kind, c) {
        "white" => t!(lang, "web-col-white"),
        "black" => t!(lang, "web-col-black"),
        "first" => t!(lang, "web-col-first"),
        _ => t!(lang, "web-col-second"),
    }
}

fn rounds_html(s: &mut String, lang: Lang, v: &TournamentView) {
    let _ = write!(s, "<h2>{}</h2>", esc(&t!(lang, "web-tournament-rounds")));
    let name = |e: u32| {
        v.players
            .iter()
            .find(|p| p.entrant == e)
            .map_or_else(|| "?".to_string(), |p| name_html(lang, &p.side))
    };
    // The newest round first: it is what a visitor comes for.
    for r in v.round_boards.iter().rev() {
        let _ = write!(
            s,
            "<h3>{}</h3><div class=\"table\"><table class=\"ranks boards\" data-round=\"{}\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
            esc(&t!(lang, "web-tournament-round", round = r.round)),
            r.round,
            esc(&t!(lang, "web-col-board")),
            esc(&col_side(lang, v.kind, Color::White)),
            esc(&col_side(lang, v.kind, Color::Black)),
            esc(&t!(lang, "web-col-result")),
        );
        for b in &r.boards {
            let Some(black) = b.black else {
                let _ = write!(
                    s,
                    "<tr><td>{}</td><td>{}</td><td></td><td>{}</td></tr>",
                    b.board,
                    name(b.white),
                    esc(&t!(lang, "web-tournament-bye"))
                );
                continue;
            };
            let result = match (b.outcome, b.live) {
                (Some(o), _) => esc(&t!(
                    lang,
                    "tournament-result",
                    outcome = gipf_manager::outcome_word(v.kind, o)
                )),
                (None, true) => format!(
                    "<span class=\"live\">{}</span>",
                    esc(&t!(lang, "web-tournament-live"))
                ),
                (None, false) => String::new(),
            };
            let result = match &b.game {
                Some((id, slug)) => format!(
                    "<a href=\"/{slug}\" class=\"game\">#{}</a>{}{result}",
                    id.0,
                    if result.is_empty() { "" } else { " · " }
                ),
                None => result,
            };
            let _ = write!(
                s,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{result}</td></tr>",
                b.board,
                name(b.white),
                name(black)
            );
        }
        s.push_str("</tbody></table></div>");
    }
}

/// A community's tournaments, for its page: each linked, with its state.
pub(crate) fn list_html(lang: Lang, ts: &[TournamentRow]) -> String {
    if ts.is_empty() {
        return String::new();
    }
    let mut s = format!(
        "<h2>{}</h2><ul class=\"tournaments\">",
        esc(&t!(lang, "web-tournaments"))
    );
    for t in ts {
        let state = t!(lang, "web-tournament-state", status = t.status.as_str());
        let _ = write!(
            s,
            "<li><a href=\"/t/{}\">{}</a> · {} · {}</li>",
            t.slug,
            esc(&t.id.to_string()),
            esc(&t!(lang, "tournament-format", format = t.format.as_str())),
            esc(&state)
        );
    }
    s.push_str("</ul>");
    s
}
