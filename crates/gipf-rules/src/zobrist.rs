//! Zobrist keys, generated at compile time from a fixed seed (splitmix64), so hashes are the
//! same in every build and on every machine.

pub(crate) struct Keys {
    /// By piece kind (white single, white GIPF, black single, black GIPF) and spot bit.
    pub piece: [[u64; 64]; 4],
    /// By colour and reserve size (0..=18).
    pub reserve: [[u64; 19]; 2],
    /// By colour and captured count (0..=18).
    pub capture: [[u64; 19]; 2],
    /// By colour and status.
    pub status: [[u64; 3]; 2],
    /// By turn and stage index.
    pub state: [[u64; 5]; 2],
    /// By variant.
    pub variant: [u64; 3],
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

pub(crate) const KEYS: Keys = {
    let mut k = Keys {
        piece: [[0; 64]; 4],
        reserve: [[0; 19]; 2],
        capture: [[0; 19]; 2],
        status: [[0; 3]; 2],
        state: [[0; 5]; 2],
        variant: [0; 3],
    };
    let mut s = 0x6769_7066_u64; // "gipf"
    let mut i = 0;
    while i < 4 * 64 {
        let (n, v) = splitmix(s);
        s = n;
        k.piece[i / 64][i % 64] = v;
        i += 1;
    }
    i = 0;
    while i < 2 * 19 {
        let (n, v) = splitmix(s);
        let (n2, w) = splitmix(n);
        s = n2;
        k.reserve[i / 19][i % 19] = v;
        k.capture[i / 19][i % 19] = w;
        i += 1;
    }
    i = 0;
    while i < 6 {
        let (n, v) = splitmix(s);
        s = n;
        k.status[i / 3][i % 3] = v;
        i += 1;
    }
    i = 0;
    while i < 10 {
        let (n, v) = splitmix(s);
        s = n;
        k.state[i / 5][i % 5] = v;
        i += 1;
    }
    i = 0;
    while i < 3 {
        let (n, v) = splitmix(s);
        s = n;
        k.variant[i] = v;
        i += 1;
    }
    k
};
