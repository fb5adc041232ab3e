//! Every perft value of `shared/spec/PERFT.md`.

use gipf_rules::{Position, Variant};

use crate::helpers::check_perft;

const P1: &str = "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss";
const P2: &str = "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg";

#[test]
fn start_positions() {
    let shallow = [42, 1764, 73800, 3066768];
    check_perft(&Position::start(Variant::Basic), &shallow);
    check_perft(&Position::start(Variant::Standard), &shallow);
    check_perft(
        &Position::start(Variant::Tournament),
        &[42, 1764, 148176, 12446784],
    );
}

#[test]
fn start_depth_five() {
    assert_eq!(Position::start(Variant::Standard).perft(5), 126307872);
    assert_eq!(Position::start(Variant::Basic).perft(5), 126307872);
}

#[test]
fn tournament_depth_five() {
    assert_eq!(Position::start(Variant::Tournament).perft(5), 784009152);
}

#[test]
fn p1() {
    let p: Position = P1.parse().unwrap();
    check_perft(&p, &[4, 148, 5528, 199352, 7089328]);
}

#[test]
fn p2() {
    let p: Position = P2.parse().unwrap();
    check_perft(&p, &[32, 1284, 104517, 4224697]);
}

#[test]
fn perft_zero_and_finished() {
    let p = Position::start(Variant::Standard);
    assert_eq!(p.perft(0), 1);
}
