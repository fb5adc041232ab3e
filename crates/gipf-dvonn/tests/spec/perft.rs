//! Every perft value of DVONN-PERFT.md, all of them: with the crate at opt-level 3 even in
//! debug builds and the last level counted without playing it, the largest (229 million
//! sequences) take about a second.

use gipf_dvonn::Position;
use gipf_game::Game;

use crate::pos;

const L1: &str = "dvonn wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw b p";
const F1: &str = "dvonn wdwbbwwwb/wwbwwbbbww/bbbbwdbwwww/bbwwwbbwbb/wbbbwwbdb w m";
const M1: &str = "dvonn w2.b.wb2..b/d.w3.w2ww.b3w/bdbbbbb2.W3b./w2wbwww2wb2b./.bwwb.b.w b m";
const S1: &str = "dvonn .......d./...wbw5b.../wb4..wbW5..../.b2.b4w3w..../d..bb.... b m";
const E1: &str = "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m";
const T1: &str = "dvonn ......b../......b4.../.......w..W4/......B2wW3w2/........w w m";

/// Checks `perft(d)` for d = 1.. against `values`, and the seam's own perft (playing every
/// action through `Game::play`) for the first `seam_depths` of them.
fn check(p: &Position, values: &[u64], seam_depths: usize) {
    assert_eq!(p.perft(0), 1);
    for (d, &v) in values.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(p.perft(depth), v, "perft {depth} of {p}");
        if d < seam_depths {
            assert_eq!(seam_perft(p, depth), v, "seam perft {depth} of {p}");
        }
    }
}

/// The trait's default perft, through `legal_actions` and `play` (checked moves).
fn seam_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    Game::legal_actions(p)
        .into_iter()
        .map(|a| {
            let mut q = *p;
            Game::play(&mut q, a).expect("a legal action plays");
            seam_perft(&q, depth - 1)
        })
        .sum()
}

#[test]
fn start() {
    // Depth 5 is 229 million sequences, but bulk counting makes it about a second.
    check(
        &Position::start(),
        &[49, 2352, 110_544, 5_085_024, 228_826_080],
        3,
    );
}

#[test]
fn l1() {
    check(&pos(L1), &[4, 12, 24, 24, 936, 44_968, 1_917_736], 5);
}

#[test]
fn f1() {
    check(&pos(F1), &[41, 1777, 77_833, 3_590_005, 166_829_880], 3);
}

#[test]
fn m1() {
    check(&pos(M1), &[48, 2013, 90_585, 3_600_949, 145_044_652], 3);
}

#[test]
fn s1() {
    check(
        &pos(S1),
        &[14, 162, 1859, 12_190, 82_067, 280_931, 884_166],
        4,
    );
}

#[test]
fn e1() {
    check(&pos(E1), &[8, 35, 106, 154, 136, 54, 16, 0], 8);
}

#[test]
fn t1() {
    check(&pos(T1), &[10, 27, 106, 169, 108, 0], 6);
}

#[test]
fn the_seam_counts_as_the_fast_perft() {
    for s in [L1, F1, M1, S1, E1, T1] {
        let p = pos(s);
        for d in 0..=2 {
            assert_eq!(Game::perft(&p, d), p.perft(d), "{s} depth {d}");
        }
        let divided: u64 = p.perft_divide(2).iter().map(|(_, n)| n).sum();
        assert_eq!(divided, p.perft(2));
    }
}

#[test]
fn a_finished_game_has_no_decision() {
    let p = pos("dvonn ........./........../W3.......W3../......b5.../.....B8... - b+");
    for d in 1..4 {
        assert_eq!(p.perft(d), 0);
    }
    assert_eq!(p.perft(0), 1);
    assert!(p.legal_actions().is_empty());
}
