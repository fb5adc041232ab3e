//! Zobrist hashing: keys generated at compile time from a fixed seed (splitmix64), so hashes
//! are the same in every build and on every machine.

use gipf_game::Side;

use crate::geometry::{points_of, SLOTS};
use crate::position::Position;

/// The piece kinds of the keys.
pub(crate) const RING: usize = 0;
/// A marker (its colour is the side showing).
pub(crate) const MARKER: usize = 1;

/// The keys: one per slot, kind and colour; one per variant, turn and stage; one per
/// player and number of removed rings.
struct Keys {
    piece: [[[u64; 2]; 2]; SLOTS],
    state: [[[u64; 9]; 2]; 2],
    removed: [[u64; 4]; 2],
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

static KEYS: Keys = {
    let mut k = Keys {
        piece: [[[0; 2]; 2]; SLOTS],
        state: [[[0; 9]; 2]; 2],
        removed: [[0; 4]; 2],
    };
    let mut s = 0x0079_696e_7368_u64; // "yinsh"
    let mut i = 0;
    while i < SLOTS * 4 {
        let (n, v) = splitmix(s);
        s = n;
        k.piece[i / 4][(i / 2) % 2][i % 2] = v;
        i += 1;
    }
    i = 0;
    while i < 36 {
        let (n, v) = splitmix(s);
        s = n;
        k.state[i / 18][(i / 9) % 2][i % 9] = v;
        i += 1;
    }
    i = 0;
    while i < 8 {
        let (n, v) = splitmix(s);
        s = n;
        k.removed[i / 4][i % 4] = v;
        i += 1;
    }
    k
};

/// The key of `kind` (ring or marker) of `side` on a slot.
#[inline]
pub(crate) fn piece_key(slot: usize, kind: usize, side: Side) -> u64 {
    KEYS.piece[slot][kind][side.index()]
}

/// What flipping the marker on a slot changes in the hash.
#[inline]
pub(crate) fn flip_key(slot: usize) -> u64 {
    KEYS.piece[slot][MARKER][0] ^ KEYS.piece[slot][MARKER][1]
}

/// The hash of a board from scratch.
pub(crate) fn board_hash(rings: &[u128; 2], markers: &[u128; 2]) -> u64 {
    let mut h = 0;
    for side in Side::BOTH {
        for p in points_of(rings[side.index()]) {
            h ^= piece_key(p.slot(), RING, side);
        }
        for p in points_of(markers[side.index()]) {
            h ^= piece_key(p.slot(), MARKER, side);
        }
    }
    h
}

impl Position {
    /// A hash of the position: equal positions hash equally, different ones almost never
    /// do. The same in every build; kept up to date by every action, so asking is free.
    pub fn zobrist(&self) -> u64 {
        self.board_hash
            ^ KEYS.state[usize::from(self.blitz)][self.turn.index()][self.stage.code()]
            ^ KEYS.removed[0][usize::from(self.removed[0] & 3)]
            ^ KEYS.removed[1][usize::from(self.removed[1] & 3)]
    }

    /// The hash computed from scratch (for tests of the incremental one).
    #[doc(hidden)]
    pub fn zobrist_from_scratch(&self) -> u64 {
        Position::from_parts(
            self.rings,
            self.markers,
            self.removed,
            self.blitz,
            self.turn,
            self.stage,
        )
        .zobrist()
    }
}
