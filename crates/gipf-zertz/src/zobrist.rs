//! Zobrist hashing: keys generated at compile time from a fixed seed (splitmix64), so hashes
//! are the same in every build and on every machine. The board, pool and captures are kept
//! in `Position::hash` incrementally; the variant and the turn or result are added on asking.

use gipf_game::{Outcome, Side};

use crate::geometry::{places_of, PLACE_COUNT};
use crate::position::{Position, Status};

/// The most marbles of one colour (counts above are impossible in a valid position).
const COUNTS: usize = 11;

struct Keys {
    ring: [u64; PLACE_COUNT],
    marble: [[u64; 3]; PLACE_COUNT],
    pool: [[u64; COUNTS]; 3],
    captures: [[[u64; COUNTS]; 3]; 2],
    /// Turn of w, of b, w won, b won, draw.
    status: [u64; 5],
    variant: [u64; 4],
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
        ring: [0; PLACE_COUNT],
        marble: [[0; 3]; PLACE_COUNT],
        pool: [[0; COUNTS]; 3],
        captures: [[[0; COUNTS]; 3]; 2],
        status: [0; 5],
        variant: [0; 4],
    };
    let mut s = 0x007a_6572_747a_u64; // "zertz"
    let mut i = 0;
    while i < PLACE_COUNT {
        let (n, v) = splitmix(s);
        s = n;
        k.ring[i] = v;
        let mut c = 0;
        while c < 3 {
            let (n, v) = splitmix(s);
            s = n;
            k.marble[i][c] = v;
            c += 1;
        }
        i += 1;
    }
    let mut c = 0;
    while c < 3 {
        let mut n = 0;
        while n < COUNTS {
            let (a, v) = splitmix(s);
            k.pool[c][n] = v;
            let (b, w) = splitmix(a);
            k.captures[0][c][n] = w;
            let (d, x) = splitmix(b);
            k.captures[1][c][n] = x;
            s = d;
            n += 1;
        }
        c += 1;
    }
    i = 0;
    while i < 5 {
        let (n, v) = splitmix(s);
        s = n;
        k.status[i] = v;
        i += 1;
    }
    i = 0;
    while i < 4 {
        let (n, v) = splitmix(s);
        s = n;
        k.variant[i] = v;
        i += 1;
    }
    k
};

/// The key of a ring on place `i`.
#[inline]
pub(crate) fn ring_key(i: usize) -> u64 {
    KEYS.ring[i]
}

/// The key of a marble of colour `c` on place `i`.
#[inline]
pub(crate) fn marble_key(i: usize, c: usize) -> u64 {
    KEYS.marble[i][c]
}

/// The key of `n` marbles of colour `c` in the pool.
#[inline]
pub(crate) fn pool_key(c: usize, n: u8) -> u64 {
    KEYS.pool[c][usize::from(n).min(COUNTS - 1)]
}

/// The key of `n` marbles of colour `c` among `side`'s captures.
#[inline]
pub(crate) fn captures_key(side: usize, c: usize, n: u8) -> u64 {
    KEYS.captures[side][c][usize::from(n).min(COUNTS - 1)]
}

impl Position {
    /// A hash of the position: equal positions hash equally, different ones almost never
    /// do. The same in every build; kept up to date by every action, so asking is free.
    pub fn zobrist(&self) -> u64 {
        let status = match self.status {
            Status::Turn(Side::First) => 0,
            Status::Turn(Side::Second) => 1,
            Status::Over(Outcome {
                winner: Some(Side::First),
                ..
            }) => 2,
            Status::Over(Outcome {
                winner: Some(Side::Second),
                ..
            }) => 3,
            Status::Over(Outcome { winner: None, .. }) => 4,
        };
        self.hash ^ KEYS.status[status] ^ KEYS.variant[self.variant.index()]
    }

    /// The hash computed from scratch (for tests of the incremental one).
    pub fn zobrist_from_scratch(&self) -> u64 {
        Position {
            hash: self.hash_from_scratch(),
            ..*self
        }
        .zobrist()
    }

    /// The board, pool and captures part of the hash, from scratch.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for p in places_of(self.rings) {
            h ^= ring_key(p.index());
        }
        for c in 0..3 {
            for p in places_of(self.marbles[c]) {
                h ^= marble_key(p.index(), c);
            }
            h ^= pool_key(c, self.pool[c]);
            h ^= captures_key(0, c, self.captures[0][c]);
            h ^= captures_key(1, c, self.captures[1][c]);
        }
        h
    }
}
