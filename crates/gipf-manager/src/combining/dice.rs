//! The dice of the `die` trial (COMBINING.md §4): one die each, rolled by the service from a
//! cryptographically sound source, so that neither player nor anyone watching the bot can
//! predict or steer a roll.

use std::collections::VecDeque;
use std::fmt::Debug;
use std::sync::Mutex;

/// Where the service's dice come from.
pub trait Dice: Send + Sync + Debug {
    /// One roll, 1 to 6; `None` when no roll can be had (the system's random source failed):
    /// then the challenge is refused and nothing is played.
    fn roll(&self) -> Option<u8>;
}

/// Dice from the operating system's random source (`getrandom`), without bias: a byte of
/// 252 or more is thrown away (252 is the largest multiple of 6 below 256).
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemDice;

impl Dice for SystemDice {
    fn roll(&self) -> Option<u8> {
        // 32 tries each fail with probability 4/256: never in practice.
        for _ in 0..32 {
            let mut b = [0u8; 1];
            if let Err(e) = getrandom::fill(&mut b) {
                tracing::error!(error = %e, "the system's random source failed: no dice");
                return None;
            }
            if b[0] < 252 {
                return Some(b[0] % 6 + 1);
            }
        }
        None
    }
}

/// Rolls given in advance, in order (for tests and for reproducing a reported game); out
/// of rolls, it gives none.
#[derive(Debug, Default)]
pub struct ScriptedDice(Mutex<VecDeque<u8>>);

impl ScriptedDice {
    /// Dice that roll these values (each 1 to 6) in order.
    pub fn new(rolls: impl IntoIterator<Item = u8>) -> ScriptedDice {
        ScriptedDice(Mutex::new(rolls.into_iter().collect()))
    }
}

impl Dice for ScriptedDice {
    fn roll(&self) -> Option<u8> {
        let mut q = self.0.lock().unwrap_or_else(|e| e.into_inner());
        q.pop_front().filter(|r| (1..=6).contains(r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_dice_roll_every_face_and_only_faces() {
        let mut seen = [0u32; 7];
        for _ in 0..6000 {
            let r = SystemDice.roll().expect("a roll");
            seen[usize::from(r)] += 1;
        }
        assert_eq!(seen[0], 0);
        // Each face about 1000 times; 700 is more than 9 standard deviations away.
        assert!(seen[1..].iter().all(|&n| n > 700), "{seen:?}");
    }

    #[test]
    fn scripted_dice_roll_in_order_then_none() {
        let d = ScriptedDice::new([3, 6, 9]);
        assert_eq!(d.roll(), Some(3));
        assert_eq!(d.roll(), Some(6));
        assert_eq!(d.roll(), None);
        assert_eq!(d.roll(), None);
    }
}
