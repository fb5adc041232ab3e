//! Every perft value of TZAAR-PERFT.md. With the crate at opt-level 3 even in debug builds
//! and the last level counted without playing it, the fixed start's depth 5 (1.56 billion
//! sequences) takes a few seconds, the others well under one.

use gipf_game::Game;
use gipf_tzaar::Position;

use crate::pos;

pub const R1: &str =
    "tzaar ttATt/AaraAr/TTTtTRr/TTRAtTTa/TtRRRRtt/trtTtAtA/TTrattr/TarrRR/rtaTR w o";
pub const M1: &str =
    "tzaar tAAaT/--ttr-/RRtRTr2T/tR-ta-r2r2/AtATtRA3-/-rTaaT--/r--TttA/TTrRRr/TRttR w c";
pub const M2: &str =
    "tzaar -t-t-/t-r3--T2/----A4RR2/T2--t---T/-Ra---rt/------T2t/-t3-t--t/t-aRrT/--TT- b c";
pub const E1: &str =
    "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/-ta-- b s";
pub const E2: &str =
    "tzaar t-t-t/-aT-TT/--Tra2Tr/-R-T---t2/T--R2----/R-Rr---t3/-t-ra2r3T/T4T3---A/-r-T2- b c";
pub const E3: &str =
    "tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- w s";
pub const E4: &str =
    "tzaar At2---/r2a2----/-------/a2-------/Tt2------/r2-------/-------/----a2r2/---t2R w s";
pub const T1: &str =
    "tzaar-tournament RTrtA/tAraTt/rtRRRAT/TtTTRaR-/TTttaa-t/AtrttTat/rA-ATRT/raTrrt/TRRrT b p";

/// Checks `perft(d)` for d = 1.. against `values`, and the seam's own perft (playing every
/// action through the checked `Game::play`) for the first `seam_depths` of them.
fn check(p: &Position, values: &[u64], seam_depths: usize) {
    assert_eq!(p.perft(0), 1);
    for (d, &v) in values.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(p.perft(depth), v, "perft {depth} of {p}");
        if d < seam_depths {
            assert_eq!(seam_perft(p, depth), v, "seam perft {depth} of {p}");
        }
    }
    let divided: u64 = p
        .perft_divide(values.len() as u32)
        .iter()
        .map(|d| d.1)
        .sum();
    assert_eq!(divided, values[values.len() - 1], "perft_divide of {p}");
}

/// The trait's default perft, through `legal_actions` and `play` (checked actions).
fn seam_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    Game::legal_actions(p)
        .into_iter()
        .map(|a| {
            let mut q = *p;
            Game::play(&mut q, a).expect("a legal action plays");
            assert_eq!(
                q.zobrist(),
                q.zobrist_from_scratch(),
                "hash after {a} in {p}"
            );
            seam_perft(&q, depth - 1)
        })
        .sum()
}

#[test]
fn fixed_start() {
    check(&Position::start(), &[42, 1797, 260_556, 11_010_135], 3);
}

// 1.56 billion sequences, but bulk counting makes it a few seconds (the crate is built at
// opt-level 3 in debug too).
#[test]
fn fixed_start_depth_5() {
    assert_eq!(Position::start().perft(5), 1_557_472_755);
}

#[test]
fn tournament_start() {
    check(&Position::tournament_start(), &[180, 31_860, 5_543_640], 2);
}

#[test]
fn r1() {
    check(&pos(R1), &[64, 4049, 585_695, 35_210_234], 2);
}

#[test]
fn m1() {
    check(&pos(M1), &[63, 7137, 426_476, 44_357_752], 2);
}

#[test]
fn m2() {
    check(&pos(M2), &[18, 919, 16_896, 612_564, 7_336_217], 3);
}

#[test]
fn e1() {
    check(&pos(E1), &[20, 79, 1302, 8617, 103_170], 4);
}

#[test]
fn e2() {
    check(&pos(E2), &[24, 1249, 24_786, 1_241_597, 23_604_139], 3);
}

#[test]
fn e3() {
    check(&pos(E3), &[10, 1, 0, 0], 4);
}

#[test]
fn e4() {
    check(&pos(E4), &[1, 9, 0, 0], 4);
}

#[test]
fn t1() {
    check(&pos(T1), &[3, 6, 6, 446, 32_542, 4_771_264], 5);
}
