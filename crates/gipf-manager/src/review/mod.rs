//! The engine's reviews of finished games (`gipf_engine::review`), as the service offers
//! them:
//!
//! - `queue.rs`: `review [#game]` shows a game's stored review, or puts the game in line
//!   (counted against the asker's daily limit, `[limits] reviews_per_day`). Reviews are
//!   computed one at a time, each search in a slot of the AI that no live decision waits
//!   for; a finished review is stored and its post owed in one transaction, so a review is
//!   computed and posted once across a restart. A room with `review-auto` (`review auto`)
//!   gets every ended game's review.
//! - `summary.rs`: the post: both players' accuracy and marks, the turning points, the
//!   position of the worst one with the better decision drawn, a link to the page.
//! - `words.rs`: a marked decision's consequence in words ("lost a GIPF piece"; the better
//!   one "keeps the balance"), for the summary and the game's page.
//! - `strength.rs`: the game's players' strengths (the AI's level, a person's rating in the
//!   game's pool), which the review's win probability is calibrated for.
//! - `analyse.rs`: `analyse <position>`, the engine's view of any position but a live one of
//!   the asker or his room (no help during a game).

mod analyse;
mod queue;
mod strength;
mod summary;
mod words;

pub use words::{review_gain, review_loss};

/// 24 hours, the span of the daily review limit.
const DAY_MS: i64 = 24 * 3_600_000;

/// "White" or "Black", in the reader's language.
pub(crate) fn colour(c: gipf_rules::Color) -> gipf_i18n::Msg {
    gipf_i18n::Msg::new(match c {
        gipf_rules::Color::White => "color-white",
        gipf_rules::Color::Black => "color-black",
    })
}
