//! A marked decision's consequence in words, for the chat's summary and the game's page:
//! what it lost in material against the better decision ("lost a GIPF piece"), and what the
//! better one comes to ("keeps the balance").

use gipf_engine::consequence::{Gain, Loss};
use gipf_engine::review::Reviewed;
use gipf_i18n::{msg, Msg};

/// What the decision lost in material against the better one; `None` when it is not marked,
/// or lost only in position.
pub fn review_loss(d: &Reviewed) -> Option<Msg> {
    let loss = d.came_to?.loss_against(&d.best_came_to?)?;
    Some(match loss {
        Loss::Game => msg!("review-lost-game"),
        Loss::Gipf(n) => msg!("review-lost-gipf", n = i64::from(n)),
        Loss::MissedGipf(n) => msg!("review-missed-gipf", n = i64::from(n)),
        Loss::Pieces(n) => msg!("review-lost-pieces", n = i64::from(n)),
        Loss::MissedPieces(n) => msg!("review-missed-pieces", n = i64::from(n)),
    })
}

/// What the better decision comes to; `None` when the decision is not marked.
pub fn review_gain(d: &Reviewed) -> Option<Msg> {
    let best = d.best_came_to?;
    // Both lost the same material: the better one kept the position, not less material.
    if best.gain() == Gain::LosesLess && review_loss(d).is_none() {
        return Some(msg!("review-gain-position"));
    }
    Some(match best.gain() {
        Gain::Game => msg!("review-gain-game"),
        Gain::Gipf(n) => msg!("review-gain-gipf", n = i64::from(n)),
        Gain::Pieces(n) => msg!("review-gain-pieces", n = i64::from(n)),
        Gain::Balance => msg!("review-gain-balance"),
        Gain::LosesLess => msg!("review-gain-less"),
        Gain::LosesToo => msg!("review-gain-too"),
    })
}
