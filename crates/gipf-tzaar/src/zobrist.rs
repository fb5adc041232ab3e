//! Zobrist hashing: keys generated at compile time from a fixed seed (splitmix64), so hashes
//! are the same in every build and on every machine.

use crate::geometry::SPACE_COUNT;
use crate::position::{Phase, Position};

/// The keys: one per space and cell byte (type, colour, height), one per variant, turn and
/// phase.
struct Keys {
    cell: [[u64; 256]; SPACE_COUNT],
    state: [[[u64; 6]; 2]; 2],
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
        cell: [[0; 256]; SPACE_COUNT],
        state: [[[0; 6]; 2]; 2],
    };
    let mut s = 0x0074_7a61_6172_u64; // "tzaar"
    let mut i = 0;
    while i < SPACE_COUNT * 256 {
        let (n, v) = splitmix(s);
        s = n;
        // An empty space hashes to nothing.
        k.cell[i / 256][i % 256] = if i % 256 == 0 { 0 } else { v };
        i += 1;
    }
    i = 0;
    while i < 24 {
        let (n, v) = splitmix(s);
        s = n;
        k.state[i / 12][(i / 6) % 2][i % 6] = v;
        i += 1;
    }
    k
};

/// The key of one cell (0 for an empty one).
#[inline]
pub(crate) fn cell_key(space: usize, cell: u8) -> u64 {
    KEYS.cell[space][usize::from(cell)]
}

impl Position {
    /// A hash of the position: equal positions hash equally, different ones almost never
    /// do. The same in every build; kept up to date by every action, so asking is free.
    pub fn zobrist(&self) -> u64 {
        let phase = match self.phase {
            Phase::Placement => 0,
            Phase::Opening => 1,
            Phase::Capture => 2,
            Phase::Second => 3,
            Phase::Over { winner } => 4 + winner.index(),
        };
        self.cells_hash ^ KEYS.state[usize::from(self.tournament)][self.turn.index()][phase]
    }

    /// The hash computed from scratch (for tests of the incremental one).
    #[doc(hidden)]
    pub fn zobrist_from_scratch(&self) -> u64 {
        Position::from_cells(self.cells, self.tournament, self.turn, self.phase).zobrist()
    }
}
