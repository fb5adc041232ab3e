//! The ZÈRTZ rules crate against its contract (ZERTZ.md, ZERTZ-PERFT.md), one test binary.

mod examples;
mod fuzz;
mod notation;
mod perft;

use gipf_zertz::{Place, Position, Variant};

/// A position from a string the test knows to be valid.
pub fn pos(s: &str) -> Position {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} should be a valid position: {e}"))
}

/// The legal actions as text, space-separated (the protocol's `legal`).
pub fn legal(p: &Position) -> String {
    p.legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A place of `variant` by name.
pub fn at(variant: Variant, name: &str) -> Place {
    variant
        .parse_place(name)
        .unwrap_or_else(|e| panic!("{name} should be a place: {e}"))
}

/// Plays space-separated actions, each of which must be legal.
pub fn play_all(p: &mut Position, line: &str) {
    for a in line.split(' ') {
        p.play_text(a)
            .unwrap_or_else(|e| panic!("{a} should be legal in {p}: {e}"));
    }
}

/// A position string from its pieces: tokens like `wd4` (a white marble on d4), `gc3`, `bb2`
/// or `.a3` (no ring on a3), separated by spaces; every other place a vacant ring. The pool
/// is what the board and the captures leave of the variant's marbles.
pub fn build(variant: Variant, pieces: &str, turn: &str, cw: [u8; 3], cb: [u8; 3]) -> String {
    let mut cells = std::collections::HashMap::new();
    for t in pieces.split_whitespace() {
        let (kind, name) = t.split_at(1);
        assert!(cells.insert(at(variant, name), kind).is_none(), "{t} twice");
    }
    let mut pool = variant.start_pool();
    for (i, n) in pool.iter_mut().enumerate() {
        let letter = ["w", "g", "b"][i];
        let on_board = cells.values().filter(|&&k| k == letter).count() as u8;
        *n -= on_board + cw[i] + cb[i];
    }
    let mut columns = Vec::new();
    let mut places = variant.places();
    for x in 0..variant.column_count() {
        let mut col = String::new();
        let mut run = 0;
        for p in places.by_ref().take(variant.column_len(x)) {
            match cells.get(&p) {
                Some(kind) => {
                    if run > 0 {
                        col.push_str(&run.to_string());
                        run = 0;
                    }
                    col.push_str(kind);
                }
                None => run += 1,
            }
        }
        if run > 0 {
            col.push_str(&run.to_string());
        }
        columns.push(col);
    }
    let c = |v: [u8; 3]| format!("{}/{}/{}", v[0], v[1], v[2]);
    format!(
        "{variant} {} {turn} {} {} {}",
        columns.join("/"),
        c(pool),
        c(cw),
        c(cb)
    )
}
