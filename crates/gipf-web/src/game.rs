//! A game's page and what its script fetches: the state as JSON, the board as SVG at any ply,
//! theme and language, the panel's facts in HTML (readable on a phone: GIPF's reserves and
//! last turn, DVONN's scores, pieces to place and last decision), and the record. Its live
//! streams are in `live.rs`. One topic over ~680 lines: the page and its facts for every
//! game of the table, each game's facts a short function.

use std::fmt::Write;

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use gipf_games::{AnyPosition, AnyRecord, GameKind};
use gipf_i18n::{t, Lang};
use gipf_manager::{bank_left, time_text, GameStatus, GameView, Manager, SideView, Slug};
use gipf_render::Theme;
use gipf_rules::Color;
use serde::Deserialize;
use serde_json::json;

use crate::html::{esc, page, url_part};
use crate::lang::Reader;
use crate::{not_found, unavailable};

/// `?ply=N&theme=dark&flip=1&view=board`.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Params {
    ply: Option<usize>,
    theme: Option<String>,
    flip: Option<u8>,
    /// `board`: the board without the side panel (a phone shows the panel's facts in HTML).
    view: Option<String>,
}

/// The game of an address, or the answer to give instead.
pub(crate) async fn view(m: &Manager, r: &Reader, slug: &str) -> Result<GameView, Response> {
    let Ok(slug) = slug.parse::<Slug>() else {
        return Err(not_found(r));
    };
    match m.game_view(&slug).await {
        Ok(Some(v)) => Ok(v),
        Ok(None) => Err(not_found(r)),
        Err(e) => Err(unavailable(r, &e)),
    }
}

/// A player's name as the reader reads it: the AI's in the reader's language.
/// A player's name that links to his profile (the AI's has none), escaped for HTML.
pub(crate) fn name_html(lang: Lang, s: &SideView) -> String {
    if s.ai {
        esc(&name_of(lang, s))
    } else {
        format!(
            "<a href=\"/player/{}/{}\">{}</a>",
            url_part(&s.platform),
            url_part(&s.user),
            esc(&s.name)
        )
    }
}

pub(crate) fn name_of(lang: Lang, s: &SideView) -> String {
    match &s.level {
        Some(level) => t!(lang, "ai-name", level = level.to_string()),
        None => s.name.clone(),
    }
}

/// "rating 1503 ± 81" (in a column headed "Rating": "1503 ± 81"), with what ± means in its
/// title.
pub(crate) fn rating_html(
    lang: Lang,
    rating: i64,
    deviation: Option<i64>,
    labelled: bool,
) -> String {
    let text = match (deviation, labelled) {
        (Some(d), true) => t!(lang, "web-rating", rating = rating, deviation = d),
        (Some(d), false) => t!(lang, "web-rating-value", rating = rating, deviation = d),
        (None, true) => t!(lang, "web-rating-bare", rating = rating),
        (None, false) => rating.to_string(),
    };
    format!(
        "<span class=\"rating\" title=\"{}\">{}</span>",
        esc(&t!(lang, "web-rating-explained")),
        esc(&text)
    )
}

/// A side's name on the page: `White`, or `First player` in a game without colours.
fn color_word(lang: Lang, kind: GameKind, c: Color) -> String {
    gipf_manager::side_name(kind, c).render(lang)
}

fn side_html(lang: Lang, kind: GameKind, s: Option<&SideView>, c: Color) -> String {
    let colour = esc(&color_word(lang, kind, c));
    let class = match c {
        Color::White => "white",
        Color::Black => "black",
    };
    match s {
        None => format!(
            "<span class=\"side {class}\">{}</span>",
            esc(&t!(
                lang,
                "web-nobody-yet",
                color = color_word(lang, kind, c)
            ))
        ),
        Some(s) => {
            let rating = s
                .rating
                .map(|r| format!(" {}", rating_html(lang, r, s.deviation, true)))
                .unwrap_or_default();
            let name = name_html(lang, s);
            format!("<span class=\"side {class}\">{name} <small>({colour})</small>{rating}</span>")
        }
    }
}

/// What is left of both banks under a bank clock, while the game is played (and that the
/// clock stands still during the decider's vacation).
fn banks_text(lang: Lang, v: &GameView) -> Option<String> {
    let names = |s: &Option<SideView>| s.as_ref().map_or("?".to_string(), |s| name_of(lang, s));
    let banks = v.banks_left.map(|(w, b)| {
        t!(
            lang,
            "board-banks",
            white = names(&v.white),
            white_left = bank_left(w),
            black = names(&v.black),
            black_left = bank_left(b)
        )
    });
    let paused = v.paused.then(|| t!(lang, "game-line-paused"));
    match (banks, paused) {
        (Some(b), Some(p)) => Some(format!("{b} · {p}")),
        (b, p) => b.or(p),
    }
}

/// Who decides, or how it ended, in words.
fn status_text(lang: Lang, v: &GameView) -> String {
    if let Some(r) = &v.result {
        return t!(lang, "web-status-over", result = r.clone());
    }
    match v.status {
        GameStatus::Challenge => t!(lang, "web-status-challenge"),
        GameStatus::Declined | GameStatus::Cancelled | GameStatus::Expired => {
            t!(lang, "web-status-no-game")
        }
        _ => match v.decider {
            Some(c) => {
                let side = match c {
                    Color::White => &v.white,
                    Color::Black => &v.black,
                };
                let name = side.as_ref().map_or("?".to_string(), |s| name_of(lang, s));
                t!(
                    lang,
                    "web-status-to-decide",
                    name = name,
                    color = color_word(lang, v.variant.kind(), c)
                )
            }
            None => String::new(),
        },
    }
}

/// The game's record up to `ply` decisions (`None` if a stored move does not replay).
fn record_upto(v: &GameView, ply: usize) -> Option<AnyRecord> {
    let mut record = AnyRecord::new(v.start.parse::<AnyPosition>().ok()?);
    for mv in v.moves.iter().take(ply) {
        // An entry: the action, perhaps with its trial comment (`lost {die w2 b5}`).
        record.play_entry(&mv.notation).ok()?;
    }
    Some(record)
}

/// What the board's side panel says, as HTML: each player's reserve, captures and pieces on
/// the board, and the last turn. A phone shows this under the board instead of the panel,
/// whose words would be a few pixels high there.
fn facts_html(lang: Lang, v: &GameView, ply: usize) -> String {
    let Some(record) = record_upto(v, ply) else {
        return String::new();
    };
    match record.gipf() {
        Some(gipf) => gipf_facts(lang, v, gipf),
        None => seam_facts(lang, v, &record),
    }
}

/// A side's name for its card: the player's, else the colour.
fn card_name(lang: Lang, kind: GameKind, side: Option<&SideView>, c: Color) -> String {
    side.map_or_else(|| color_word(lang, kind, c), |s| name_of(lang, s))
}

/// A player's facts in a TZAAR game: his stacks of each type on top (he loses at zero of
/// any), and while placing the pieces of each type he still has to place.
fn tzaar_facts(lang: Lang, p: &gipf_tzaar::Position, seat: gipf_game::Side) -> String {
    let per_type = |count: &dyn Fn(gipf_tzaar::PieceType) -> u32| {
        gipf_tzaar::PieceType::ALL
            .into_iter()
            .map(|k| {
                let name = gipf_i18n::tzaar::type_name(k).render(lang);
                format!("{name} {}", count(k))
            })
            .collect::<Vec<_>>()
            .join(" · ")
    };
    if p.phase() == gipf_tzaar::Phase::Placement {
        let left = per_type(&|k| p.unplaced(seat, k));
        format!("{}: {left}", t!(lang, "tzaar-board-to-place"))
    } else {
        per_type(&|k| p.shown(seat, k))
    }
}

/// The facts of a game other than GIPF: each player's score and pieces to place (DVONN),
/// his stacks per type (TZAAR), and the last decision with what it cut off.
fn seam_facts(lang: Lang, v: &GameView, record: &AnyRecord) -> String {
    let mut s = String::new();
    let facts_of = |c: Color| -> Option<String> {
        let seat = gipf_game::Side::from(c);
        match record.current() {
            AnyPosition::Dvonn(p) => {
                let mut facts = t!(lang, "dvonn-panel-score", score = i64::from(p.score(seat)));
                if p.phase() == gipf_dvonn::Phase::Placement {
                    facts.push_str(" · ");
                    facts.push_str(&t!(
                        lang,
                        "dvonn-panel-to-place",
                        count = i64::from(p.to_place(seat))
                    ));
                }
                Some(facts)
            }
            AnyPosition::Tzaar(p) => Some(tzaar_facts(lang, p, seat)),
            AnyPosition::Yinsh(p) => {
                let mut facts = t!(lang, "web-yinsh-removed", n = i64::from(p.removed(seat)));
                if p.stage() == gipf_yinsh::Stage::Placement {
                    facts.push_str(" · ");
                    facts.push_str(&t!(
                        lang,
                        "web-yinsh-to-place",
                        n = i64::from(p.rings_to_place(seat))
                    ));
                }
                Some(facts)
            }
            AnyPosition::Zertz(p) => {
                let [white, grey, black] = p.captures(seat).map(i64::from);
                Some(t!(
                    lang,
                    "web-zertz-captured",
                    white = white,
                    grey = grey,
                    black = black
                ))
            }
            AnyPosition::Punct(p) => Some(t!(
                lang,
                "web-punct-facts",
                left = i64::from(p.reserve_total(seat)),
                centre = i64::from(p.centre_count(seat))
            )),
            AnyPosition::Gipf(_) => None,
        }
    };
    if facts_of(Color::White).is_none() {
        return s;
    }
    for (c, side) in [(Color::White, &v.white), (Color::Black, &v.black)] {
        let turn = if record.current().decider_color() == Some(c) {
            " turn"
        } else {
            ""
        };
        let class = match c {
            Color::White => "white",
            Color::Black => "black",
        };
        let facts = facts_of(c).unwrap_or_default();
        let _ = write!(
            s,
            "<div class=\"card {class}{turn}\"><p><b>{}</b> <small>({})</small></p><p>{}</p></div>",
            esc(&card_name(lang, v.variant.kind(), side.as_ref(), c)),
            esc(&color_word(lang, v.variant.kind(), c)),
            esc(&facts),
        );
    }
    // YINSH's and ZÈRTZ's pool, shared by both players: a line of its own under the cards.
    let pool = match record.current() {
        AnyPosition::Yinsh(p) => Some(t!(lang, "web-yinsh-pool", n = i64::from(p.pool()))),
        AnyPosition::Zertz(p) => {
            let [white, grey, black] = p.pool().map(i64::from);
            Some(t!(
                lang,
                "web-zertz-pool",
                white = white,
                grey = grey,
                black = black
            ))
        }
        AnyPosition::Punct(p) => Some(t!(lang, "web-punct-clock", clock = i64::from(p.clock()))),
        _ => None,
    };
    if let Some(pool) = pool {
        let _ = write!(s, "<p class=\"pool\">{}</p>", esc(&pool));
    }
    let _ = write!(
        s,
        "<div class=\"last\"><p><b>{}</b></p><ul>",
        esc(&t!(lang, "web-last-turn"))
    );
    let lines = gipf_manager::last_decision_lines(lang, record);
    if lines.is_empty() {
        let _ = write!(s, "<li>{}</li>", esc(&t!(lang, "web-last-turn-none")));
    }
    for line in lines {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></div>");
    s
}

/// GIPF's facts: each player's reserve, captures and pieces on the board, and the last turn.
fn gipf_facts(lang: Lang, v: &GameView, record: &gipf_rules::Record) -> String {
    let p = record.current();
    let mut s = String::new();
    for (c, side) in [(Color::White, &v.white), (Color::Black, &v.black)] {
        let name = card_name(lang, v.variant.kind(), side.as_ref(), c);
        let pieces = gipf_render::pieces_line(lang, p, c);
        let turn = if p.decider() == Some(c) { " turn" } else { "" };
        let class = match c {
            Color::White => "white",
            Color::Black => "black",
        };
        let _ = write!(
            s,
            "<div class=\"card {class}{turn}\"><p><b>{}</b> <small>({})</small></p><p>{}</p><p class=\"muted\">{}</p></div>",
            esc(&name),
            esc(&color_word(lang, v.variant.kind(), c)),
            esc(&t!(
                lang,
                "web-reserve",
                reserve = p.reserve(c),
                captured = p.captured(c)
            )),
            esc(&pieces),
        );
    }
    let events = record.last_turn_events();
    let _ = write!(
        s,
        "<div class=\"last\"><p><b>{}</b></p><ul>",
        esc(&t!(lang, "web-last-turn"))
    );
    if events.is_empty() {
        let _ = write!(s, "<li>{}</li>", esc(&t!(lang, "web-last-turn-none")));
    }
    for e in &events {
        let _ = write!(
            s,
            "<li>{}</li>",
            esc(&gipf_i18n::rules::event(e).render(lang))
        );
    }
    s.push_str("</ul></div>");
    s
}

/// `board.svg` at a ply in the reader's language; `board` for the board alone.
fn board_url(v: &GameView, lang: Lang, ply: usize, board_only: bool) -> String {
    format!(
        "/{}/board.svg?ply={ply}&lang={}{}",
        v.slug,
        lang.code(),
        if board_only { "&view=board" } else { "" }
    )
}

/// The game's page.
async fn page_handler(m: &Manager, r: &Reader, slug: &str, p: &Params) -> Response {
    let v = match view(m, r, slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let lang = r.lang;
    let plies = v.moves.len();
    let ply = p.ply.map_or(plies, |n| n.min(plies));
    let names = |s: &Option<SideView>| s.as_ref().map_or("?".to_string(), |s| name_of(lang, s));
    let title = t!(
        lang,
        "web-game-title",
        game = v.variant.kind().name(),
        id = v.id.0,
        white = names(&v.white),
        black = names(&v.black)
    );
    let mut moves = String::new();
    for (i, mv) in v.moves.iter().enumerate() {
        let _ = write!(
            moves,
            "<li value=\"{n}\" data-move=\"{raw}\"><a href=\"?ply={n}\" data-ply=\"{n}\"{cur}>{}</a>{trial}{mark}</li>",
            // A long removal may wrap after a comma, never inside a spot.
            esc(&mv.notation).replace(',', ",<wbr>"),
            raw = esc(&mv.notation),
            // The challenges option: the dice, or the sub-game that decided (its page).
            trial = match (&mv.trial_game, &mv.comment) {
                (Some((id, slug)), _) => format!(
                    " <a class=\"trial\" href=\"/{}\">{{game {}}}</a>",
                    esc(slug.as_str()),
                    id
                ),
                (None, Some(c)) => format!(" <span class=\"trial\">{}</span>", esc(c)),
                (None, None) => String::new(),
            },
            mark = v
                .review
                .as_ref()
                .map_or_else(String::new, |r| crate::review::mark_html(lang, r, i + 1)),
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
            "<picture><source id=\"board-only\" media=\"(max-width: 45rem)\" srcset=\"{narrow}\">\
<img id=\"board\" src=\"{wide}\" alt=\"{alt}\"></picture>\
<section id=\"facts\" class=\"facts\" aria-label=\"{facts_label}\">{facts}</section>",
            narrow = esc(&board_url(&v, lang, ply, true)),
            wide = esc(&board_url(&v, lang, ply, false)),
            alt = esc(&t!(lang, "web-board-alt", ply = ply)),
            facts_label = esc(&t!(lang, "web-facts")),
            facts = facts_html(lang, &v, ply),
        )
    } else {
        format!(
            "<p class=\"empty\">{}</p>",
            esc(&t!(lang, "web-not-started"))
        )
    };
    let accuracy = |c: Color| {
        v.review
            .as_ref()
            .map_or_else(String::new, |r| crate::review::accuracy_html(lang, r, c))
    };
    let rated = if v.rated {
        t!(lang, "web-rated")
    } else {
        t!(lang, "web-unrated")
    };
    let body = format!(
        "<div class=\"game\"><figure class=\"board\">{board}</figure><section class=\"info\">\
<h1>{title}</h1><p class=\"players\">{white}<br>{black}</p>\
<p class=\"meta\">{variant} · {community} · {rated} · {time}</p>{banks}{tournament}\
<p id=\"status\" aria-live=\"polite\">{status}</p>\
<nav class=\"steps\" aria-label=\"{steps}\"><button type=\"button\" id=\"first\" aria-label=\"{first}\" title=\"{first}\">«</button>\
<button type=\"button\" id=\"prev\" aria-label=\"{prev}\" title=\"{prev}\">‹</button><span id=\"where\">{ply} / {plies}</span>\
<button type=\"button\" id=\"next\" aria-label=\"{next}\" title=\"{next}\">›</button><button type=\"button\" id=\"last\" aria-label=\"{last}\" title=\"{last}\">»</button></nav>\
{graph}<ol id=\"moves\" aria-label=\"{moves_label}\">{moves}</ol>\
<p class=\"links\"><a href=\"/{slug}/record.txt\" download=\"gipf-{id}.txt\">{download}</a></p></section></div>",
        title = esc(&title),
        white = side_html(lang, v.variant.kind(), v.white.as_ref(), Color::White)
            + &accuracy(Color::White),
        black = side_html(lang, v.variant.kind(), v.black.as_ref(), Color::Black)
            + &accuracy(Color::Black),
        graph = v.review.as_ref().map_or_else(String::new, |r| {
            crate::review::graph_html(lang, r, plies, ply)
        }),
        variant = esc(&v.variant.to_string()),
        community = esc(&v.community),
        rated = esc(&rated),
        time = esc(&time_text(v.time_control).render(lang)),
        banks = banks_text(lang, &v).map_or_else(String::new, |text| format!(
            "<p class=\"meta banks\" id=\"banks\">{}</p>",
            esc(&text)
        )),
        tournament = v.tournament.as_ref().map_or_else(String::new, |t| format!(
            "<p class=\"meta\"><a href=\"/t/{}\">{}</a></p>",
            t.slug,
            esc(&t!(
                lang,
                "web-tournament-game",
                id = t.id.to_string(),
                round = t.round,
                board = t.board
            ))
        )),
        status = esc(&status_text(lang, &v)),
        steps = esc(&t!(lang, "web-steps")),
        first = esc(&t!(lang, "web-step-first")),
        prev = esc(&t!(lang, "web-step-prev")),
        next = esc(&t!(lang, "web-step-next")),
        last = esc(&t!(lang, "web-step-last")),
        moves_label = esc(&t!(lang, "web-moves")),
        download = esc(&t!(lang, "web-download")),
        slug = v.slug,
        id = v.id.0,
    );
    let attributes = format!(
        " data-slug=\"{}\" data-ply=\"{ply}\" data-plies=\"{plies}\" data-version=\"{}\"",
        v.slug, v.version
    );
    page(r, &title, &body, &attributes)
}

pub(crate) async fn page_route(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
    Query(p): Query<Params>,
) -> Response {
    page_handler(&m, &r, &slug, &p).await
}

/// The state the script needs: moves, status (in the reader's language), version.
pub(crate) async fn state(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
) -> Response {
    let v = match view(&m, &r, &slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let lang = r.lang;
    let side = |s: &Option<SideView>| {
        s.as_ref().map(|s| {
            json!({"name": name_of(lang, s), "rating": s.rating, "deviation": s.deviation, "ai": s.ai})
        })
    };
    let body = json!({
        "id": v.id.0,
        "version": v.version,
        "status": status_text(lang, &v),
        "finished": v.status == GameStatus::Finished,
        "white": side(&v.white),
        "black": side(&v.black),
        "moves": v.moves.iter().map(|m| m.notation.clone()).collect::<Vec<_>>(),
        "banks": banks_text(lang, &v),
    });
    ([(header::CACHE_CONTROL, "no-store")], axum::Json(body)).into_response()
}

/// What a step through the game changes besides the board: its description and the facts
/// of the side panel, in the reader's language.
pub(crate) async fn panel(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
    Query(p): Query<Params>,
) -> Response {
    let v = match view(&m, &r, &slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let lang = r.lang;
    let ply = p.ply.map_or(v.moves.len(), |n| n.min(v.moves.len()));
    let body = json!({
        "ply": ply,
        "alt": t!(lang, "web-board-alt", ply = ply),
        "facts": facts_html(lang, &v, ply),
    });
    ([(header::CACHE_CONTROL, "no-cache")], axum::Json(body)).into_response()
}

/// The board alone: the picture's view box cut before the side panel (the panel's column
/// starts at 8.9 board units of the height's 9.6, its frame 0.18 units before).
fn board_only(svg: &str) -> Option<String> {
    let at = svg.find("<svg ")?;
    let end = at + svg[at..].find('>')?;
    let head = &svg[at..end];
    let vb = head.find("viewBox=\"0 0 ")? + "viewBox=\"0 0 ".len();
    let (w, rest) = head[vb..].split_once(' ')?;
    let h = rest.split('"').next()?;
    let (wn, hn) = (w.parse::<u32>().ok()?, h.parse::<u32>().ok()?);
    let cut = (hn as f32 / 9.6 * 8.72).round() as u32;
    if cut == 0 || cut >= wn {
        return None;
    }
    let old = format!("viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\"");
    let new = format!("viewBox=\"0 0 {cut} {h}\" width=\"{cut}\" height=\"{h}\"");
    if !head.contains(&old) {
        return None;
    }
    Some(format!(
        "{}{}{}",
        &svg[..at],
        head.replacen(&old, &new, 1),
        &svg[end..]
    ))
}

/// The board after `ply` decisions as SVG.
pub(crate) async fn board(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
    Query(p): Query<Params>,
) -> Response {
    let Ok(slug) = slug.parse::<Slug>() else {
        return not_found(&r);
    };
    let theme = match p.theme.as_deref() {
        Some("dark") => Theme::Dark,
        _ => Theme::Light,
    };
    match m
        .board_svg(&slug, p.ply, theme, p.flip == Some(1), r.lang)
        .await
    {
        Ok(Some(svg)) => {
            let svg = if p.view.as_deref() == Some("board") {
                // DVONN's and TZAAR's cards are under their boards, GIPF's panel beside it.
                gipf_render::dvonn_board_only(&svg)
                    .or_else(|| gipf_render::tzaar_board_only(&svg))
                    .or_else(|| gipf_render::yinsh_board_only(&svg))
                    .or_else(|| gipf_render::zertz_board_only(&svg))
                    .or_else(|| gipf_render::punct_board_only(&svg))
                    .or_else(|| board_only(&svg))
                    .unwrap_or(svg)
            } else {
                svg
            };
            (
                [
                    (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
                    // A past ply never changes; the current one may.
                    (header::CACHE_CONTROL, "no-cache"),
                ],
                svg,
            )
                .into_response()
        }
        Ok(None) => not_found(&r),
        Err(e) => unavailable(&r, &e),
    }
}

/// The record, for download.
pub(crate) async fn record(
    State(m): State<Manager>,
    r: Reader,
    Path(slug): Path<String>,
) -> Response {
    let Ok(slug) = slug.parse::<Slug>() else {
        return not_found(&r);
    };
    match m.record_text(&slug).await {
        Ok(Some(text)) => {
            ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response()
        }
        Ok(None) => not_found(&r),
        Err(e) => unavailable(&r, &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_alone_is_cut_before_the_panel() {
        let svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"x\" viewBox=\"0 0 840 640\" width=\"840\" height=\"640\" font-family=\"a\">\n<rect width=\"840\"/></svg>";
        let cut = board_only(svg).expect("cut");
        assert!(
            cut.contains(
                "<svg xmlns=\"x\" viewBox=\"0 0 581 640\" width=\"581\" height=\"640\" font-family"
            ),
            "{cut}"
        );
        assert!(cut.ends_with("<rect width=\"840\"/></svg>"));
        assert_eq!(board_only("<svg>"), None);
        assert_eq!(board_only("<svg viewBox=\"0 0 x y\">"), None);
    }
}
