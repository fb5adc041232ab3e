//! Zobrist hashing: every key is a splitmix64 mix of what it stands for (a piece's colour,
//! orientation, PÜNCT point and level; the variant, the turn or result, the clock), so the
//! hashes are the same in every build and levels need no table bound.

use gipf_game::Side;

use crate::position::{Position, Status};

/// splitmix64's finaliser.
#[inline]
const fn mix(v: u64) -> u64 {
    let mut z = v.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of the piece keys ("punct").
const SEED: u64 = 0x0070_756e_6374;

/// The key of a piece of `side` in orientation `orient` with its PÜNCT on `cell` at `level`.
#[inline]
pub(crate) const fn piece_key(side: usize, orient: usize, cell: usize, level: u8) -> u64 {
    let i = (((level as u64 * 2 + side as u64) * 33 + orient as u64) << 9) | cell as u64;
    mix(SEED ^ (i << 8))
}

/// The key of the variant, the turn or result, and the clock.
fn state_key(basic: bool, status: Status, turn: Side, clock: u8) -> u64 {
    let s = match status {
        Status::Playing => turn.index() as u64,
        Status::Over(Some(side)) => 2 + side.index() as u64,
        Status::Over(None) => 4,
    };
    mix(SEED.wrapping_mul(3) ^ (u64::from(basic) << 3 | s))
        ^ mix(SEED.wrapping_mul(5) ^ u64::from(clock))
}

impl Position {
    /// A hash of the position: equal positions hash equally, different ones almost never
    /// do. The same in every build; the board's part is kept up to date by every action.
    pub fn zobrist(&self) -> u64 {
        self.board_hash ^ state_key(self.basic, self.status, self.turn, self.clock)
    }

    /// The hash computed from scratch (for tests of the incremental one).
    #[doc(hidden)]
    pub fn zobrist_from_scratch(&self) -> u64 {
        let mut h = 0;
        for piece in self.pieces() {
            h ^= piece_key(
                piece.side.index(),
                piece.orientation.index(),
                piece.punct.cell(),
                piece.level as u8,
            );
        }
        h ^ state_key(self.basic, self.status, self.turn, self.clock)
    }
}
