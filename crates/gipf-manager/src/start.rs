//! The start of a new game: its variant's own, or for `tzaar` a layout drawn from the
//! operating system's random source (TZAAR.md §4: the 60 pieces shuffled uniformly onto the
//! 60 spaces), which the game keeps as its start position string so that its record
//! replays anywhere.

use gipf_games::{AnyPosition, AnyVariant};

use crate::fail::{Fail, R};

/// The start position of a new game of `variant`.
///
/// # Errors
/// The system's random source failed while a start was drawn: nothing is created.
pub(crate) fn new_start(variant: AnyVariant) -> R<AnyPosition> {
    let mut failed = None;
    let start = variant.start(|n| {
        system_below(n).unwrap_or_else(|e| {
            failed.get_or_insert(e);
            0
        })
    });
    match failed {
        None => Ok(start),
        Some(e) => Err(Fail::Internal(format!(
            "the system's random source failed while drawing a {variant} start: {e}"
        ))),
    }
}

/// A uniformly random number in `0..n` from the system's random source, without modulo
/// bias (draws at or above the largest multiple of `n` are thrown away).
fn system_below(n: u32) -> Result<u32, getrandom::Error> {
    let n = n.max(1);
    let zone = u32::MAX - u32::MAX % n;
    loop {
        let v = getrandom::u32()?;
        if v < zone {
            return Ok(v % n);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_games::TzaarSetup;

    #[test]
    fn tzaar_starts_are_drawn_and_the_others_are_their_variants_own() {
        let random = AnyVariant::Tzaar(TzaarSetup::Random);
        let (a, b) = (new_start(random), new_start(random));
        let (Ok(a), Ok(b)) = (a, b) else {
            panic!("the system's random source works here");
        };
        // Two draws of 60 pieces agree with probability about 1e-24.
        assert_ne!(a, b);
        for p in [&a, &b] {
            assert_eq!(p.to_string().parse::<AnyPosition>().as_ref(), Ok(p));
            assert!(!gipf_game::Game::legal_actions(p).is_empty());
        }
        let fixed = AnyVariant::Tzaar(TzaarSetup::Fixed);
        assert_eq!(new_start(fixed).ok(), Some(fixed.start(|_| 0)));
        assert_eq!(
            new_start(AnyVariant::STANDARD).ok(),
            Some(AnyVariant::STANDARD.start(|_| 0))
        );
        assert!((0..1000).all(|_| system_below(7).is_ok_and(|v| v < 7)));
    }
}
