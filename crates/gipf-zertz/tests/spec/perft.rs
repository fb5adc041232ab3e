//! Every perft value of ZERTZ-PERFT.md, and the seam's own perft (every action played
//! through the checked `Game::play`, the incremental hash checked) at shallower depths.

use gipf_game::Game;
use gipf_zertz::{Position, Variant};

use crate::pos;

pub const E1: &str = "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0";
pub const E2: &str = "zertz ww.1/.1.2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0";
pub const M1: &str = "zertz 3b/4./w2g../2g3./w2w.w/1g1../.1.. b 2/4/8 0/1/1 0/0/0";
pub const M2: &str = "zertz-blitz ...w/.b..b/.bbb1./.g1w1g./..g1g1/..1w./gb.. b 2/1/1 0/1/0 0/0/2";
pub const M3: &str = "zertz48 w.w../.3../..1w1w./.g5g/b1g2g./g2b1./.b.1w/...b b 0/2/5 0/0/1 1/1/0";
pub const M4: &str =
    "zertz61 ..gbg/.w3./bb1w2g/.1b2b../.b2w2../..g3g./..2b../.b1.../..w.. b 0/0/0 1/0/1 1/3/1";
pub const E3: &str = "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0";
pub const E4: &str = "zertz .g1g/w.gbw/1g...g/b.bbb.w/b1b1w1/wbwb./g1g1 w 0/0/0 0/1/1 0/0/0";
pub const E5: &str = "zertz ..../...../....../..b.g../.gbb../w1.../.w.. b 0/0/0 1/4/4 3/2/3";

/// Every named position of ZERTZ-PERFT.md.
pub const TABLE: [&str; 9] = [E1, E2, M1, M2, M3, M4, E3, E4, E5];

/// Checks `perft(d)` for d = 1.. against `values`, and the seam's perft for the first
/// `seam_depths` of them.
fn check(p: &Position, values: &[u64], seam_depths: usize) {
    assert_eq!(p.perft(0), 1);
    for (d, &v) in values.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(p.perft(depth), v, "perft {depth} of {p}");
        if d < seam_depths {
            assert_eq!(seam_perft(p, depth), v, "seam perft {depth} of {p}");
        }
    }
    let divide: u64 = p
        .perft_divide(values.len() as u32)
        .iter()
        .map(|(_, n)| n)
        .sum();
    assert_eq!(divide, values[values.len() - 1], "divide of {p}");
}

/// Perft through the seam: `Game::legal_actions` and the checked `Game::play`, the hash
/// checked against one from scratch after every action, the legal count against
/// `action_count`.
pub fn seam_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = Game::legal_actions(p);
    assert_eq!(actions.len(), p.action_count(), "action_count of {p}");
    actions
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
fn starts() {
    check(&Position::start(Variant::Zertz), &[1944, 3_277_260], 1);
    check(&Position::start(Variant::Blitz), &[1944, 3_277_260], 1);
    check(&Position::start(Variant::Z48), &[2961, 7_824_600], 1);
    check(&Position::start(Variant::Z61), &[4320, 17_000_496], 1);
}

#[test]
fn e1() {
    check(&pos(E1), &[1, 1890], 2);
}
#[test]
fn e2() {
    check(&pos(E2), &[1440, 1_722_465], 1);
}
#[test]
fn m1() {
    check(&pos(M1), &[540, 46_935], 2);
}
#[test]
fn m2() {
    check(&pos(M2), &[2, 4, 184, 2618, 21_682], 4);
}
#[test]
fn m3() {
    check(&pos(M3), &[96, 236, 2508, 33_529, 351_294], 3);
}
#[test]
fn m4() {
    check(&pos(M4), &[5, 6, 599, 8670, 131_876], 3);
}
#[test]
fn e3() {
    check(&pos(E3), &[35, 261, 1335, 7913, 49_266], 4);
}
#[test]
fn e4() {
    check(&pos(E4), &[60, 468, 1122, 3141, 21_750], 4);
}
#[test]
fn e5() {
    check(&pos(E5), &[3, 0, 0, 0, 0], 2);
}
