//! A finished game's review on its page: the evaluation graph (an inline SVG of White's
//! chances after each decision, each side's share shaded, a point per decision that steps
//! the page there, the marked ones coloured), the marks in the move list with the better
//! decision, and each player's accuracy. A game being played has no review (the manager
//! gives none): no help during a game.

use std::fmt::Write;

use gipf_i18n::{t, Lang};
use gipf_manager::{review_gain, review_loss, Mark, Review, Reviewed};
use gipf_rules::Color;

use crate::html::esc;

/// The graph's width in its own units (the height is 100: 0 % to 100 %).
const WIDTH: f64 = 300.0;

fn class(m: Mark) -> &'static str {
    match m {
        Mark::Inaccuracy => "m-inaccuracy",
        Mark::Mistake => "m-mistake",
        Mark::Blunder => "m-blunder",
    }
}

fn mark_word(lang: Lang, m: Mark) -> String {
    t!(
        lang,
        match m {
            Mark::Inaccuracy => "web-mark-inaccuracy",
            Mark::Mistake => "web-mark-mistake",
            Mark::Blunder => "web-mark-blunder",
        }
    )
}

fn percent(p: f64) -> i64 {
    (p * 100.0).round() as i64
}

/// The evaluation graph over `plies` decisions, its cursor at `ply`.
pub(crate) fn graph_html(lang: Lang, review: &Review, plies: usize, ply: usize) -> String {
    let x = |ply: usize| ply as f64 * WIDTH / plies.max(1) as f64;
    let y = |white: f64| (1.0 - white) * 100.0;
    let mut points = vec![(0usize, review.white_start)];
    points.extend(review.decisions.iter().map(|d| (d.ply, d.white_after())));
    let line: Vec<String> = points
        .iter()
        .map(|&(p, w)| format!("{:.1},{:.1}", x(p), y(w)))
        .collect();
    let last = points.last().map_or(0, |p| p.0);
    let mut svg = format!(
        "<figure class=\"graph\"><svg id=\"graph\" viewBox=\"0 0 {WIDTH} 100\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"{label}\">\
<rect class=\"g-black\" x=\"0\" y=\"0\" width=\"{WIDTH}\" height=\"100\"/>\
<polygon class=\"g-white\" points=\"0,100 {line} {end:.1},100\"/>\
<line class=\"g-mid\" x1=\"0\" y1=\"50\" x2=\"{WIDTH}\" y2=\"50\"/>\
<polyline class=\"g-line\" points=\"{line}\"/>\
<line id=\"graph-at\" class=\"g-at\" x1=\"{at:.1}\" y1=\"0\" x2=\"{at:.1}\" y2=\"100\"/>",
        label = esc(&t!(lang, "web-review-graph")),
        line = line.join(" "),
        end = x(last),
        at = x(ply),
    );
    for d in &review.decisions {
        let title = point_title(lang, d);
        let (r, class) = match d.mark {
            Some(m) => (3.2, class(m)),
            None => (1.6, "m-none"),
        };
        let _ = write!(
            svg,
            "<a href=\"?ply={n}\" data-ply=\"{n}\"><circle class=\"g-pt {class}\" cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r}\"><title>{title}</title></circle></a>",
            n = d.ply,
            cx = x(d.ply),
            cy = y(d.white_after()),
            title = esc(&title),
        );
    }
    let _ = write!(
        svg,
        "</svg><figcaption class=\"muted\">{}</figcaption></figure>",
        esc(&t!(lang, "web-review-caption"))
    );
    svg
}

/// What a point of the graph says when pointed at.
fn point_title(lang: Lang, d: &Reviewed) -> String {
    let mut s = t!(
        lang,
        "web-review-point",
        ply = d.ply,
        played = d.played.to_string(),
        before = percent(d.before),
        after = percent(d.after)
    );
    if let Some(m) = d.mark {
        let _ = write!(
            s,
            " · {} · {}",
            mark_word(lang, m),
            t!(lang, "web-better", best = d.best.to_string())
        );
    }
    s
}

/// A decision's mark in the move list, with the better decision (nothing when unmarked).
pub(crate) fn mark_html(lang: Lang, review: &Review, ply: usize) -> String {
    let Some((m, d)) = review
        .decisions
        .iter()
        .find(|d| d.ply == ply)
        .and_then(|d| Some((d.mark?, d)))
    else {
        return String::new();
    };
    // The mark's word, with what the decision lost in material when it lost some; the
    // better decision, with what it comes to.
    let word = match review_loss(d) {
        Some(lost) => t!(
            lang,
            "web-mark-lost",
            mark = mark_word(lang, m),
            lost = lost
        ),
        None => mark_word(lang, m),
    };
    let better = match review_gain(d) {
        Some(gain) => t!(
            lang,
            "web-better-gain",
            best = d.best.to_string(),
            gain = gain
        ),
        None => t!(lang, "web-better", best = d.best.to_string()),
    };
    format!(
        "<span class=\"mark {class}\" title=\"{word}\">{symbol}</span><small class=\"better\">{better}</small>",
        class = class(m),
        word = esc(&word),
        symbol = esc(m.symbol()),
        better = esc(&better),
    )
}

/// A player's accuracy beside his name (nothing without a decision of his with a choice).
pub(crate) fn accuracy_html(lang: Lang, review: &Review, c: Color) -> String {
    review.accuracy(c).map_or_else(String::new, |a| {
        format!(
            " <span class=\"accuracy\">{}</span>",
            esc(&t!(lang, "web-accuracy", accuracy = a.round() as i64))
        )
    })
}
