//! Every perft value of YINSH-PERFT.md.

use gipf_game::Game;
use gipf_yinsh::Position;

use crate::pos;

pub const Y1: &str = "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW4B3/4W4/8/7/4 w m 0/0";
pub const Y2: &str = "yinsh 1b1b/b1Bbw1B/1wbb2b1/2b2b2w/w2wbw1bWw/wbb1B1b2/w1WwWwbW2/1w2ww2b/wwwwwwwB/wwbbwbw/bbB1 w r 1/0";
pub const Y3: &str =
    "yinsh 1w1w/b3w2/w1wBWw1b/w1wbwwWbw/wwbwbWbb1b/b1bb1bwBB/1bbbbbbB2/3wb4/4Wb2/W3Bb1/1b2 w R 0/0";
pub const Y4: &str =
    "yinsh 4/1W1w1ww/Wwb1w3/bBwbW1w2/Bbb1b2bw1/w5b2/wwbb3ww1/2b2bbbB/bbw1bbwb/b2bww1/1b2 b m 2/2";
pub const Y5: &str = "yinsh BBBB/1WWWWWB/6wb/6b1w/6w2b/5b3/5w4/4b4/3w4/2b4/w3 b m 0/0";
pub const Y6: &str = "yinsh 2ww/1wwww1w/B2ww1b1/b1bbb2bB/bbWwb1w1Wb/bbbB1bwbw/Bww2w2bB/wb1wwbwbw/b1bw2w1/2bw1w1/1wWb b m 2/0";
pub const Y7: &str =
    "yinsh-blitz 1B2/1b1wb1b/4B2b/W3w3B/w5wWb1/w4wb1w/wwwW1bw1ww/2b2b2W/1wb1WB1B/4bbw/wb2 b m 0/0";
pub const Y8: &str =
    "yinsh b1Bw/2Wwb2/2bbwb2/2wb1wb2/2bw2ww2/1ww3bw1/bbw4wbw/WwwbbwwwB/BwbbbwbW/w5b/4 w m 2/2";

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
}

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
fn starts() {
    check(&Position::start(), &[85, 7140, 592_620, 48_594_840], 2);
    check(
        &Position::blitz_start(),
        &[85, 7140, 592_620, 48_594_840],
        2,
    );
}

#[test]
fn y1() {
    check(&pos(Y1), &[86, 6258, 486_978, 31_988_400], 2);
}
#[test]
fn y2() {
    check(&pos(Y2), &[3, 12, 267, 4824, 106_276], 3);
}
#[test]
fn y3() {
    check(&pos(Y3), &[2, 10, 276, 9090, 234_899], 3);
}
#[test]
fn y4() {
    check(&pos(Y4), &[7, 125, 1414, 20_945], 3);
}
#[test]
fn y5() {
    check(&pos(Y5), &[1, 50, 74, 3600], 3);
}
#[test]
fn y6() {
    check(&pos(Y6), &[20, 251, 2, 10], 4);
}
#[test]
fn y7() {
    check(&pos(Y7), &[35, 1510, 50_717, 2_042_521], 2);
}
#[test]
fn y8() {
    check(&pos(Y8), &[6, 5, 33], 3);
}
