//! The puzzles' pages: `/puzzles` (the puzzle of the day and yesterday's tally, the best
//! puzzle ratings, the puzzles most played) and `/puzzle/<id>` (the position, the task, the
//! solution behind a "show" button, step by step, each board with the step's decision
//! drawn), with `/puzzle/<id>/board.svg`. While someone solves a puzzle, and while a puzzle
//! of the day's answers are private in chat, its solution stays hidden, on the page and in
//! its boards.

use std::fmt::Write;

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use gipf_i18n::t;
use gipf_manager::{DailyView, Lang, Manager, PuzzleId, PuzzleRow};
use gipf_render::Theme;
use serde::Deserialize;

use crate::html::{esc, esc_code, page};
use crate::lang::Reader;
use crate::{not_found, unavailable};

/// An id from the address (`12`).
fn id_of(text: &str) -> Option<PuzzleId> {
    text.parse::<i64>().ok().filter(|&n| n > 0).map(PuzzleId)
}

/// A puzzle as a link: "Puzzle 12 · win2 · rating 1500 · 3 played".
fn entry(row: &PuzzleRow, lang: Lang) -> String {
    format!(
        "<a href=\"/puzzle/{id}\">{}</a>",
        esc(&t!(
            lang,
            "web-puzzles-entry",
            id = row.id.0,
            kind = row.puzzle.kind.to_string(),
            rating = row.glicko.rating.round() as i64,
            plays = row.plays
        )),
        id = row.id.0,
    )
}

/// The puzzle of the day's section: its start, its task, how to solve it; yesterday's
/// tally under it.
fn daily(today: Option<&DailyView>, yesterday: Option<&DailyView>, lang: Lang) -> String {
    let mut out = String::from("<section class=\"daily\">");
    match today {
        Some(d) => {
            let task = d.task(lang);
            let _ = write!(
                out,
                "<h2>{}</h2><p class=\"task\">{}</p><p>{}</p><img class=\"puzzle-board\" src=\"/puzzle/{}/board.svg?step=0\" alt=\"{}\"><p class=\"note\">{}</p>",
                esc(&t!(lang, "web-puzzles-daily", day = d.day.to_string())),
                esc(&task),
                entry(&d.row, lang),
                d.row.id.0,
                esc(&task),
                esc_code(&t!(lang, "web-puzzles-daily-how")),
            );
        }
        None => {
            let _ = write!(
                out,
                "<h2>{}</h2><p class=\"note\">{}</p>",
                esc(&t!(lang, "web-puzzles-daily-heading")),
                esc_code(&t!(lang, "error-puzzle-daily-none")),
            );
        }
    }
    if let Some(y) = yesterday {
        let _ = write!(
            out,
            "<p><a href=\"/puzzle/{}\">{}</a></p>",
            y.row.id.0,
            esc(&t!(
                lang,
                "web-puzzles-yesterday",
                id = y.row.id.0,
                solved = y.tally.solved,
                tried = y.tally.tried()
            )),
        );
    }
    out.push_str("</section>");
    out
}

pub(crate) async fn index(State(m): State<Manager>, r: Reader) -> Response {
    let lang = r.lang;
    let v = match m.puzzles_view().await {
        Ok(v) => v,
        Err(e) => return unavailable(&r, &e),
    };
    let mut top = String::new();
    for (i, (player, p)) in v.top.iter().enumerate() {
        let _ = write!(
            top,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            i + 1,
            esc(&player.display_name),
            p.glicko.rating.round() as i64,
            p.solved
        );
    }
    if top.is_empty() {
        top = format!(
            "<tr><td colspan=\"4\">{}</td></tr>",
            esc(&t!(lang, "web-puzzles-nobody"))
        );
    }
    let mut played = String::new();
    for row in &v.most_played {
        let _ = write!(played, "<li>{}</li>", entry(row, lang));
    }
    let title = t!(lang, "web-puzzles-title");
    r.finish(page(
        &r,
        &title,
        &format!(
            "<h1>{}</h1><p>{}</p>{}<h2>{}</h2><div class=\"table\"><table class=\"ranks\"><thead><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>{top}</tbody></table></div><h2>{}</h2><ul class=\"puzzles\">{played}</ul>",
            esc(&title),
            esc_code(&t!(lang, "web-puzzles-text")),
            daily(v.today.as_ref(), v.yesterday.as_ref(), lang),
            esc(&t!(lang, "web-puzzles-top")),
            esc(&t!(lang, "web-col-player")),
            esc(&t!(lang, "web-col-rating")),
            esc(&t!(lang, "web-puzzles-solved")),
            esc(&t!(lang, "web-puzzles-played")),
        ),
        "",
    ))
}

pub(crate) async fn puzzle(
    State(m): State<Manager>,
    r: Reader,
    Path(id): Path<String>,
) -> Response {
    let lang = r.lang;
    let Some(id) = id_of(&id) else {
        return not_found(&r);
    };
    let v = match m.puzzle_view(id).await {
        Ok(Some(v)) => v,
        Ok(None) => return not_found(&r),
        Err(e) => return unavailable(&r, &e),
    };
    let board = |step: usize, draw: bool, lazy: bool, alt: &str| {
        format!(
            "<img class=\"puzzle-board\" src=\"/puzzle/{}/board.svg?step={step}{}\" alt=\"{}\"{}>",
            id.0,
            if draw { "&amp;draw=1" } else { "" },
            esc(alt),
            if lazy { " loading=\"lazy\"" } else { "" }
        )
    };
    let task = v.task(lang);
    let mut steps = String::new();
    for (k, (a, who)) in v.puzzle.line.iter().zip(v.deciders()).enumerate() {
        let who = who
            .map(|c| gipf_i18n::rules::color(c).render(lang))
            .unwrap_or_default();
        let text = t!(
            lang,
            "web-puzzle-step",
            n = k + 1,
            who = who,
            action = a.to_string()
        );
        let _ = write!(
            steps,
            "<li><p>{}</p>{}</li>",
            esc(&text),
            board(k, true, true, &text)
        );
    }
    let end = t!(lang, "web-puzzle-end");
    let _ = write!(
        steps,
        "<li><p>{}</p>{}</li>",
        esc(&end),
        board(v.puzzle.line.len(), false, true, &end)
    );
    let solution = if v.being_solved {
        format!(
            "<p class=\"note\">{}</p>",
            esc(&t!(lang, "web-puzzle-hidden"))
        )
    } else if v.daily_secret {
        format!(
            "<p class=\"note\">{}</p>",
            esc_code(&t!(
                lang,
                "web-puzzle-daily-hidden",
                day = v.daily.map(|d| d.to_string()).unwrap_or_default(),
                shown = v.daily_out().map(|d| d.to_string()).unwrap_or_default()
            ))
        )
    } else {
        format!(
            "<details class=\"solution\"><summary>{}</summary><ol>{steps}</ol></details>",
            esc(&t!(lang, "web-puzzle-show"))
        )
    };
    let title = t!(lang, "web-puzzle-title", id = id.0);
    r.finish(page(
        &r,
        &title,
        &format!(
            "<h1>{}</h1><p class=\"task\">{}</p><p class=\"note\">{}</p>{}{solution}<p><a href=\"/puzzles\">{}</a></p>",
            esc(&title),
            esc(&task),
            esc(&t!(
                lang,
                "web-puzzle-facts",
                rating = v.rating.round() as i64,
                plays = v.plays,
                kind = v.puzzle.kind.to_string()
            )),
            board(0, false, false, &task),
            esc(&t!(lang, "web-puzzles-title")),
        ),
        "",
    ))
}

/// `?step=N&draw=1&theme=dark`.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Step {
    step: Option<usize>,
    draw: Option<u8>,
    theme: Option<String>,
}

pub(crate) async fn board(
    State(m): State<Manager>,
    r: Reader,
    Path(id): Path<String>,
    Query(q): Query<Step>,
) -> Response {
    let Some(id) = id_of(&id) else {
        return not_found(&r);
    };
    let theme = match q.theme.as_deref() {
        Some("dark") => Theme::Dark,
        _ => Theme::Light,
    };
    match m
        .puzzle_svg(id, q.step.unwrap_or(0), q.draw == Some(1), theme, r.lang)
        .await
    {
        Ok(Some(svg)) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
                // Its words follow the reader's language, and its steps show once nobody
                // solves it.
                (header::CACHE_CONTROL, "no-cache"),
            ],
            svg,
        )
            .into_response(),
        Ok(None) => not_found(&r),
        Err(e) => unavailable(&r, &e),
    }
}
