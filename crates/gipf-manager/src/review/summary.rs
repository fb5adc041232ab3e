//! A review's summary as the chat shows it: both players' accuracy and their marks, the
//! turning points (the marked decisions that lost the most, with what they lost in material
//! and what the better decision comes to), the position of the worst one
//! with the better decision drawn on it, and a link to the game's page at that move.

use gipf_engine::review::{Mark, Review, Reviewed};
use gipf_i18n::{msg, t, Lang};
use gipf_render::RenderOptions;
use gipf_rules::{Color, Record};

use super::colour;
use super::words::{review_gain, review_loss};
use crate::fail::R;
use crate::game::Live;
use crate::reply::Reply;
use crate::text::shown_name;
use crate::Manager;

/// How many turning points the summary names.
const TURNING_POINTS: usize = 3;

/// A probability as a whole percentage.
fn percent(p: f64) -> i64 {
    (p * 100.0).round() as i64
}

/// The summary's text.
fn summary_text(lang: Lang, live: &Live, review: &Review, url: Option<String>) -> String {
    let mut lines = vec![t!(
        lang,
        "review-title",
        id = live.row.id.to_string(),
        white = shown_name(&live.white),
        black = shown_name(&live.black)
    )];
    for c in [Color::White, Color::Black] {
        let name = shown_name(live.player(c));
        lines.push(match review.accuracy(c) {
            Some(a) => t!(
                lang,
                "review-player",
                colour = colour(c),
                name = name,
                accuracy = a.round() as i64,
                inaccuracies = review.count(c, Mark::Inaccuracy),
                mistakes = review.count(c, Mark::Mistake),
                blunders = review.count(c, Mark::Blunder)
            ),
            None => t!(lang, "review-player-none", colour = colour(c), name = name),
        });
    }
    let points = review.turning_points(TURNING_POINTS);
    if points.is_empty() {
        lines.push(t!(lang, "review-no-marks"));
    } else {
        lines.push(t!(lang, "review-turning"));
        for d in points.iter().filter_map(|&ply| decision(review, ply)) {
            let better = match review_gain(d) {
                Some(gain) => msg!("review-better-gain", best = d.best.to_string(), gain = gain),
                None => msg!("review-better", best = d.best.to_string()),
            };
            let point = match review_loss(d) {
                Some(lost) => msg!("review-point-lost", lost = lost),
                None => msg!("review-point"),
            };
            lines.push(
                point
                    .arg("ply", d.ply)
                    .arg("name", shown_name(live.player(d.decider)))
                    .arg("played", d.played.to_string())
                    .arg("mark", d.mark.map_or("", Mark::symbol))
                    .arg("before", percent(d.before))
                    .arg("after", percent(d.after))
                    .arg("better", better)
                    .render(lang),
            );
        }
    }
    if let Some(url) = url {
        lines.push(t!(lang, "review-link", url = url));
    }
    lines.join("\n")
}

fn decision(review: &Review, ply: usize) -> Option<&Reviewed> {
    review.decisions.iter().find(|d| d.ply == ply)
}

impl Manager {
    /// The summary of a game's review, with the position of its worst decision.
    pub(crate) async fn review_reply(&self, live: &Live, review: &Review, lang: Lang) -> R<Reply> {
        let worst = review
            .turning_points(1)
            .first()
            .and_then(|&ply| decision(review, ply))
            .cloned();
        let url = self.inner.config.public_url.as_ref().map(|u| {
            let at = worst
                .as_ref()
                .map_or(String::new(), |d| format!("?ply={}", d.ply));
            format!("{u}/{}{at}", live.row.slug)
        });
        let mut reply = Reply {
            game: Some(live.row.id),
            ..Reply::text(summary_text(lang, live, review, url))
        };
        if let (Some(d), true) = (worst, self.inner.config.images) {
            // The position he decided in, after the decisions before it.
            let Some(full) = live.record.gipf() else {
                return Ok(reply);
            };
            let mut record = Record::new(full.start().clone());
            for a in full.actions().iter().take(d.ply - 1) {
                if record.play(*a).is_err() {
                    return Ok(reply);
                }
            }
            let options = RenderOptions {
                width: self.inner.config.image_width,
                theme: self.inner.config.theme,
                flip: d.decider == Color::Black,
                names: [
                    crate::text::shown_name_in(lang, &live.white),
                    crate::text::shown_name_in(lang, &live.black),
                ],
                last_turn: record.last_turn_events(),
                // The better decision is drawn; the position's other choices are not.
                choices: Some(Vec::new()),
                result: None,
                lang,
                better: Some(d.best),
            };
            let name = format!("gipf-review-{}.png", live.row.id.0);
            reply.image = self
                .render_image(record.current().clone(), options, name)
                .await;
        }
        Ok(reply)
    }
}
