//! YINSH's evaluation and move ordering for the seam search ([`Heuristics`] for
//! `gipf_yinsh::Position`), its levels, and [`think_yinsh`].
//!
//! The goal is removed rings (3, or 1 in blitz), so they dominate the evaluation (100 a
//! ring, more for the ring that leaves a player one row from the goal). Then what makes the
//! next rows: the markers of each colour, the five-point windows on the long lines that one
//! colour could still fill (no opponent marker or ring in them), weighed by how many of
//! their points it holds (a ring counts once: it leaves a marker when it moves); the rows
//! each player can make with one ring move (the decider will make his next, the other may
//! be stopped); the ring moves each player has (a blocked player passes) and how central his
//! rings stand. The rings a player removed cost him mobility (YINSH's paradox), which the
//! mobility term shows and the removed rings outweigh. At the row and ring-removal stages
//! (`r`, `x`, `R`, `X`) the evaluation is the decider's best choice among his few options
//! (which ring goes matters: the one that leaves the best position). Placement: mobile,
//! central points.
//!
//! One topic: the board features (slot masks like the rules crate's), the terms and their
//! weights (read from text for tuning), the ordering and the levels, and their tests (~950
//! lines, about 330 of them tests).

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use gipf_yinsh::{Action, Piece, Point, Position, Side, Stage};

use crate::game_search::{think_game, GameResult, Heuristics};
use crate::Level;

/// Slots of the masks: slot = 11 · column + number − 1 (as in the rules crate), so one step
/// in a rising direction is one shift.
const SLOTS: usize = 121;
/// The six directions as (column, number) steps: the first three raise the slot.
const DIRS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];
/// The slot shift of the three rising directions.
const SHIFTS: [u32; 3] = [1, 11, 12];
/// A pending win found inside the evaluation (a ring removal that reaches the goal): far
/// above any judgement, below the search's proved wins.
const PENDING_WIN: i32 = 50_000;

/// Whether (x, n) is a point (YINSH.md §2): on the hexagon around `f6`, not a corner.
const fn is_point(x: i32, n: i32) -> bool {
    Point::from_xn(x, n).is_some()
}

const fn build_rays() -> [[u128; 6]; SLOTS] {
    let mut t = [[0u128; 6]; SLOTS];
    let mut s = 0;
    while s < SLOTS {
        let (x, n) = ((s / 11) as i32, (s % 11) as i32 + 1);
        if is_point(x, n) {
            let mut d = 0;
            while d < 6 {
                let (mut cx, mut cn) = (x + DIRS[d].0, n + DIRS[d].1);
                while is_point(cx, cn) {
                    t[s][d] |= 1 << (cx * 11 + cn - 1);
                    cx += DIRS[d].0;
                    cn += DIRS[d].1;
                }
                d += 1;
            }
        }
        s += 1;
    }
    t
}

/// `RAYS[slot][d]`: the points of the line from `slot` in direction `d`, as a mask.
const RAYS: [[u128; 6]; SLOTS] = build_rays();

/// The number of five-point windows on the board's lines (41 in each direction).
const WINDOW_COUNT: usize = 123;

const fn build_windows() -> [u128; WINDOW_COUNT] {
    let mut t = [0u128; WINDOW_COUNT];
    let mut i = 0;
    let mut s = 0;
    while s < SLOTS {
        let (x, n) = ((s / 11) as i32, (s % 11) as i32 + 1);
        let mut d = 0;
        while d < 3 {
            let mut m = 0u128;
            let mut k = 0;
            while k < 5 {
                let (cx, cn) = (x + DIRS[d].0 * k, n + DIRS[d].1 * k);
                if !is_point(cx, cn) {
                    m = 0;
                    break;
                }
                m |= 1 << (cx * 11 + cn - 1);
                k += 1;
            }
            if m != 0 {
                t[i] = m;
                i += 1;
            }
            d += 1;
        }
        s += 1;
    }
    assert!(i == WINDOW_COUNT);
    t
}

/// Every set of five adjacent points on one line: where a row can stand.
const WINDOWS: [u128; WINDOW_COUNT] = build_windows();

const fn build_reach() -> [u8; SLOTS] {
    let mut t = [0u8; SLOTS];
    let mut s = 0;
    while s < SLOTS {
        let mut d = 0;
        while d < 6 {
            t[s] += RAYS[s][d].count_ones() as u8;
            d += 1;
        }
        s += 1;
    }
    t
}

/// The points a ring on each slot reaches on the empty board (8 at a corner-side point,
/// 30 in the centre): how central a point is.
const REACH: [u8; SLOTS] = build_reach();

#[inline]
fn slot(p: Point) -> usize {
    (p.x() * 11 + p.n() - 1) as usize
}

/// The first piece of a line (its mask, direction `d`) in `occupied`, as a slot.
#[inline]
fn first_on(ray: u128, d: usize, occupied: u128) -> Option<usize> {
    let m = ray & occupied;
    if m == 0 {
        None
    } else if d < 3 {
        Some(m.trailing_zeros() as usize)
    } else {
        Some(127 - m.leading_zeros() as usize)
    }
}

/// The points of `ray` (direction `d`) strictly before slot `at`.
#[inline]
fn before(ray: u128, d: usize, at: usize) -> u128 {
    if d < 3 {
        ray & ((1u128 << at) - 1)
    } else {
        ray & !((1u128 << at) | ((1u128 << at) - 1))
    }
}

/// The landing points of a ring on slot `s` in direction `d` (YINSH.md §5.2).
#[inline]
fn landings(s: usize, d: usize, occupied: u128, markers: u128) -> u128 {
    let ray = RAYS[s][d];
    let Some(f) = first_on(ray, d, occupied) else {
        return ray;
    };
    let mut l = before(ray, d, f);
    if markers & (1 << f) != 0 {
        let beyond = ray & !l & !(1 << f);
        if let Some(n) = first_on(beyond, d, !markers) {
            if occupied & (1 << n) == 0 {
                l |= 1 << n;
            }
        }
    }
    l
}

/// The points strictly between slot `from` and slot `to`, `to` lying in direction `d`.
#[inline]
fn between(from: usize, d: usize, to: usize) -> u128 {
    RAYS[from][d] & !RAYS[to][d] & !(1u128 << to)
}

/// Whether the markers `m` of one colour hold a row.
#[inline]
fn has_row(m: u128) -> bool {
    SHIFTS
        .iter()
        .any(|&s| m & (m >> s) & (m >> (2 * s)) & (m >> (3 * s)) & (m >> (4 * s)) != 0)
}

/// The direction index from `from` to `to`, if they are on one line.
fn direction(from: Point, to: Point) -> Option<usize> {
    let (dx, dn) = (to.x() - from.x(), to.n() - from.n());
    if (dx, dn) == (0, 0) || !(dx == 0 || dn == 0 || dx == dn) {
        return None;
    }
    DIRS.iter().position(|&u| u == (dx.signum(), dn.signum()))
}

/// The evaluation's weights (100 for a removed ring).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YinshWeights {
    /// Per removed ring.
    pub ring: i32,
    /// For being one ring from the goal (a win is near).
    pub near: i32,
    /// Per marker of one's colour on the board.
    pub marker: i32,
    /// Per open window (no opponent marker or ring) holding 2 of one's pieces.
    pub two: i32,
    /// ... 3 of them.
    pub three: i32,
    /// ... 4 of them.
    pub four: i32,
    /// Per ring move (up to `mobility_cap` of them).
    pub mobility: i32,
    /// The most ring moves that count.
    pub mobility_cap: i32,
    /// A player without a ring move (he passes).
    pub blocked: i32,
    /// Per tenth of a ring's reach on the empty board (its centrality).
    pub centre: i32,
    /// The decider can make a row with one move.
    pub threat_mover: i32,
    /// The player not deciding can make a row with one move (the decider may stop it).
    pub threat: i32,
    /// ... with two different rings or more (harder to stop).
    pub threat2: i32,
    /// Order: per opponent marker flipped in a window where he holds 3 or 4.
    pub order_flip: i32,
}

impl Default for YinshWeights {
    /// Chosen by hand (README, "YINSH").
    fn default() -> YinshWeights {
        YinshWeights {
            ring: 100,
            near: 30,
            marker: 2,
            two: 1,
            three: 4,
            four: 10,
            mobility: 1,
            mobility_cap: 150,
            blocked: 40,
            centre: 2,
            threat_mover: 70,
            threat: 30,
            threat2: 25,
            order_flip: 20,
        }
    }
}

/// A weight name that does not exist, or a value that is no integer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}: write name=value,... with names {names}", names = YinshWeights::NAMES.join(", "))]
pub struct YinshWeightsError(String);

impl YinshWeights {
    /// The weights' names, in the order of [`YinshWeights::fields`].
    pub const NAMES: [&'static str; 14] = [
        "ring",
        "near",
        "marker",
        "two",
        "three",
        "four",
        "mobility",
        "mobility_cap",
        "blocked",
        "centre",
        "threat_mover",
        "threat",
        "threat2",
        "order_flip",
    ];

    fn fields(&mut self) -> [&mut i32; 14] {
        [
            &mut self.ring,
            &mut self.near,
            &mut self.marker,
            &mut self.two,
            &mut self.three,
            &mut self.four,
            &mut self.mobility,
            &mut self.mobility_cap,
            &mut self.blocked,
            &mut self.centre,
            &mut self.threat_mover,
            &mut self.threat,
            &mut self.threat2,
            &mut self.order_flip,
        ]
    }

    #[inline]
    fn window(&self, k: u32) -> i32 {
        match k {
            0 | 1 => 0,
            2 => self.two,
            3 => self.three,
            _ => self.four,
        }
    }
}

impl std::str::FromStr for YinshWeights {
    type Err = YinshWeightsError;

    /// `name=value,...` over the defaults (empty: the defaults).
    fn from_str(s: &str) -> Result<YinshWeights, YinshWeightsError> {
        let mut w = YinshWeights::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || YinshWeightsError(part.chars().take(40).collect());
            let (name, value) = part.split_once('=').ok_or_else(bad)?;
            let i = YinshWeights::NAMES
                .iter()
                .position(|n| *n == name.trim())
                .ok_or_else(bad)?;
            *w.fields()[i] = value.trim().parse().map_err(|_| bad())?;
        }
        Ok(w)
    }
}

/// The board as slot masks, with the open windows' features.
#[derive(Clone, Copy, Debug, Default)]
struct Board {
    rings: [u128; 2],
    markers: [u128; 2],
    /// Per side: the open windows counted by how many of its pieces they hold (2, 3, 4+).
    open: [[u32; 3]; 2],
    /// Per side: the points of its open windows holding 3 or more of its pieces.
    hot: [u128; 2],
    /// Per side: the points of the windows one of its ring moves could turn into its row
    /// (every point a marker or one of its rings, at most one ring, no opponent ring).
    near_rows: [u128; 2],
}

impl Board {
    fn read(p: &Position) -> Board {
        let mut b = Board::default();
        for side in Side::BOTH {
            for r in p.rings_of(side) {
                b.rings[side.index()] |= 1 << slot(r);
            }
        }
        let mut left = p.markers_on_board();
        if left > 0 {
            for pt in Point::all() {
                if let Some(Piece::Marker(s)) = p.piece(pt) {
                    b.markers[s.index()] |= 1 << slot(pt);
                    left -= 1;
                    if left == 0 {
                        break;
                    }
                }
            }
        }
        let markers = b.markers[0] | b.markers[1];
        if markers != 0 {
            for &w in WINDOWS.iter() {
                for s in 0..2 {
                    let own_rings = (w & b.rings[s]).count_ones();
                    if own_rings <= 1
                        && w & b.rings[1 - s] == 0
                        && (w & markers).count_ones() + own_rings == 5
                    {
                        b.near_rows[s] |= w;
                    }
                    if w & (b.markers[1 - s] | b.rings[1 - s]) != 0 {
                        continue;
                    }
                    let k = (w & b.markers[s]).count_ones() + u32::from(w & b.rings[s] != 0);
                    if k >= 2 {
                        b.open[s][(k.min(4) - 2) as usize] += 1;
                        if k >= 3 {
                            b.hot[s] |= w;
                        }
                    }
                }
            }
        }
        b
    }

    /// The board of `p`, from a one-entry cache per thread (the ordering asks for every
    /// action of a node).
    fn of(p: &Position) -> Board {
        thread_local! {
            static CACHE: RefCell<(u64, Option<Board>)> = const { RefCell::new((0, None)) };
        }
        let key = p.zobrist();
        CACHE.with(|c| {
            let mut c = c.borrow_mut();
            if let (k, Some(b)) = *c {
                if k == key {
                    return b;
                }
            }
            let b = Board::read(p);
            *c = (key, Some(b));
            b
        })
    }

    #[inline]
    fn occupied(&self) -> u128 {
        self.rings[0] | self.rings[1] | self.markers[0] | self.markers[1]
    }

    /// Side `s`'s ring moves: (their number, the number that make a row of its colour, the
    /// number of its rings with such a move). Rows are looked for only when `rows`.
    fn moves(&self, s: usize, rows: bool) -> (u32, u32, u32) {
        let occupied = self.occupied();
        let markers = self.markers[0] | self.markers[1];
        // Only a window full of markers but for one of the side's rings can become its row,
        // so the rows are looked for in those windows alone (none: no row move).
        let rows = rows && self.near_rows[s] != 0;
        let near = self.near_rows[s];
        let (own, opp) = (self.markers[s] & near, self.markers[1 - s] & near);
        let (mut n, mut row_moves, mut row_rings) = (0, 0, 0);
        let mut m = self.rings[s];
        while m != 0 {
            let r = m.trailing_zeros() as usize;
            m &= m - 1;
            let mut ring_rows = 0;
            for d in 0..6 {
                let l = landings(r, d, occupied, markers);
                n += l.count_ones();
                if !rows {
                    continue;
                }
                let mut ls = l;
                while ls != 0 {
                    let t = ls.trailing_zeros() as usize;
                    ls &= ls - 1;
                    let flipped = between(r, d, t) & markers;
                    let own2 = (own & !flipped) | (opp & flipped) | (near & (1 << r));
                    if has_row(own2) {
                        ring_rows += 1;
                    }
                }
            }
            row_moves += ring_rows;
            row_rings += u32::from(ring_rows > 0);
        }
        (n, row_moves, row_rings)
    }

    /// The ring moves of the ring on slot `r`.
    fn ring_moves(&self, r: usize) -> u32 {
        let occupied = self.occupied();
        let markers = self.markers[0] | self.markers[1];
        (0..6)
            .map(|d| landings(r, d, occupied, markers).count_ones())
            .sum()
    }
}

/// The placement and movement stages' evaluation from White's point of view.
fn board_eval(p: &Position, w: &YinshWeights) -> i32 {
    let b = Board::of(p);
    let decider = p.decider().map_or(2, Side::index);
    // A row needs five markers of one colour after a move: the move adds one and flips.
    let rows = p.stage() == Stage::Move && p.markers_on_board() >= 4;
    let goal = p.goal();
    let mut terms = [0i32; 2];
    for (s, term) in terms.iter_mut().enumerate() {
        let side = if s == 0 { Side::First } else { Side::Second };
        let removed = p.removed(side);
        let mut t = w.ring * removed as i32;
        if goal > 1 && removed + 1 == goal {
            t += w.near;
        }
        t += w.marker * b.markers[s].count_ones() as i32;
        for (k, &n) in b.open[s].iter().enumerate() {
            t += w.window(k as u32 + 2) * n as i32;
        }
        let (moves, row_moves, row_rings) = b.moves(s, rows);
        t += w.mobility * (moves as i32).min(w.mobility_cap);
        if moves == 0 && p.stage() == Stage::Move {
            t -= w.blocked;
        }
        let mut reach = 0;
        let mut m = b.rings[s];
        while m != 0 {
            reach += i32::from(REACH[m.trailing_zeros() as usize]);
            m &= m - 1;
        }
        t += w.centre * reach / 10;
        if row_moves > 0 {
            if s == decider {
                t += w.threat_mover;
            } else {
                t += w.threat;
                if row_rings >= 2 {
                    t += w.threat2;
                }
            }
        }
        *term = t;
    }
    terms[0] - terms[1]
}

/// The evaluation from White's point of view at any stage; a finished game is
/// ±[`PENDING_WIN`] (0 for a draw).
fn white_eval(p: &Position, w: &YinshWeights) -> i32 {
    match p.stage() {
        Stage::Over { winner } => match winner {
            Some(Side::First) => PENDING_WIN,
            Some(Side::Second) => -PENDING_WIN,
            None => 0,
        },
        Stage::Placement | Stage::Move => board_eval(p, w),
        Stage::ChooseRow | Stage::RemoveRing | Stage::OpponentRow | Stage::OpponentRing => {
            // The decider's best among his few options (each removes markers or a ring, so
            // this ends).
            let Some(d) = p.decider() else { return 0 };
            let sign = if d == Side::First { 1 } else { -1 };
            let mut best: Option<i32> = None;
            for a in p.legal_actions() {
                let mut q = *p;
                if q.play(a).is_err() {
                    continue;
                }
                let v = sign * white_eval(&q, w);
                best = Some(best.map_or(v, |b| b.max(v)));
            }
            sign * best.unwrap_or(0)
        }
    }
}

/// YINSH's evaluation from `side`'s point of view with these weights.
pub fn evaluate_yinsh(p: &Position, side: Side, w: &YinshWeights) -> i32 {
    let white = white_eval(p, w);
    if side == Side::First {
        white
    } else {
        -white
    }
}

impl Heuristics for Position {
    type Weights = YinshWeights;

    fn evaluate_with(&self, side: Side, weights: &YinshWeights) -> i32 {
        evaluate_yinsh(self, side, weights)
    }

    /// Ring moves that make a row of the mover's colour first, then those that flip the
    /// opponent's markers in his windows of 3 and 4, leave a marker in the mover's own
    /// such windows; moves that make a row for the opponent (and not for the mover) last.
    /// Ring removals: the least mobile ring first. Placements: the most central first.
    fn order_key(&self, action: &Action) -> i32 {
        match *action {
            Action::Move { from, to } => {
                let Some(d) = direction(from, to) else {
                    return 0;
                };
                let b = Board::of(self);
                let me = self.turn().index();
                let (f, t) = (slot(from), slot(to));
                let flipped = between(f, d, t) & (b.markers[0] | b.markers[1]);
                let own = (b.markers[me] & !flipped) | (b.markers[1 - me] & flipped) | (1 << f);
                let opp = (b.markers[1 - me] & !flipped) | (b.markers[me] & flipped);
                let mut k = 0;
                if has_row(own) {
                    k += 100_000;
                } else if has_row(opp) {
                    k -= 50_000;
                }
                let w = 20;
                k += w * (flipped & b.markers[1 - me] & b.hot[1 - me]).count_ones() as i32;
                k -= w * (flipped & b.markers[me] & b.hot[me]).count_ones() as i32;
                if b.hot[me] & (1 << f) != 0 {
                    k += w / 2;
                }
                k + i32::from(REACH[t]) / 4
            }
            Action::RemoveRing(p) => -(Board::of(self).ring_moves(slot(p)) as i32),
            Action::Place(p) => i32::from(REACH[slot(p)]),
            Action::Row { .. } | Action::Pass => 0,
        }
    }

    fn actions_into(&self, buf: &mut Vec<Action>) {
        self.legal_actions_into(buf);
    }

    /// YINSH's levels: depths in decisions, noise in hundredths of a removed ring; master
    /// 1 s a decision.
    fn level_profile(level: Level) -> (u32, i32, Duration) {
        match level {
            Level::Beginner => (1, 60, Duration::from_millis(200)),
            Level::Casual => (2, 30, Duration::from_millis(200)),
            Level::Intermediate => (3, 10, Duration::from_millis(400)),
            Level::Strong => (64, 0, Duration::from_millis(300)),
            Level::Master => (64, 0, Duration::from_millis(1000)),
        }
    }
}

/// Chooses a YINSH action at `level` (see [`crate::GameEngine::think`]): `depth` and
/// `movetime` override the level's; `None` when the game is over.
pub fn think_yinsh(
    p: &Position,
    level: Level,
    depth: Option<u32>,
    movetime: Option<Duration>,
    cancel: &AtomicBool,
) -> Option<GameResult<Action>> {
    think_game(p, level, depth, movetime, 0, cancel)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::{alphabeta_game, greedy_game, GameEngine};
    use gipf_yinsh::Game;

    /// A xorshift stream.
    fn stream(seed: u64) -> impl FnMut() -> u64 {
        let mut state = seed | 1;
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// Positions of random games of both variants, at every stage.
    fn random_positions(seed: u64, count: usize) -> Vec<Position> {
        let mut next = stream(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut p = if out.len() % 5 == 4 {
                Position::blitz_start()
            } else {
                Position::start()
            };
            let plies = next() % 90;
            for _ in 0..plies {
                let legal = p.legal_actions();
                if legal.is_empty() {
                    break;
                }
                p.play(legal[(next() % legal.len() as u64) as usize])
                    .expect("a legal action");
            }
            if !p.is_over() {
                out.push(p);
            }
        }
        out
    }

    /// A position string from its pieces (`W`, `B` rings, `w`, `b` markers by point).
    fn build(blitz: bool, pieces: &[(&str, char)], rest: &str) -> Position {
        let mut board = String::new();
        let mut column = 0;
        let mut vacant = 0;
        for p in Point::all() {
            if p.x() != column {
                if vacant > 0 {
                    board.push_str(&vacant.to_string());
                    vacant = 0;
                }
                board.push('/');
                column = p.x();
            }
            match pieces.iter().find(|(q, _)| q.parse::<Point>() == Ok(p)) {
                Some(&(_, c)) => {
                    if vacant > 0 {
                        board.push_str(&vacant.to_string());
                        vacant = 0;
                    }
                    board.push(c);
                }
                None => vacant += 1,
            }
        }
        if vacant > 0 {
            board.push_str(&vacant.to_string());
        }
        let variant = if blitz { "yinsh-blitz" } else { "yinsh" };
        format!("{variant} {board} {rest}")
            .parse()
            .expect("a position")
    }

    /// The position turned half a turn with the colours swapped.
    fn mirrored(p: &Position) -> Option<Position> {
        let mut pieces = Vec::new();
        for q in Point::all() {
            let m = Point::from_xn(10 - q.x(), 12 - q.n()).expect("the board is symmetric");
            let c = match p.piece(q) {
                None => continue,
                Some(Piece::Ring(Side::First)) => 'B',
                Some(Piece::Ring(Side::Second)) => 'W',
                Some(Piece::Marker(Side::First)) => 'b',
                Some(Piece::Marker(Side::Second)) => 'w',
            };
            pieces.push((m.to_string(), c));
        }
        let pieces: Vec<(&str, char)> = pieces.iter().map(|(s, c)| (s.as_str(), *c)).collect();
        let turn = if p.turn() == Side::First { "b" } else { "w" };
        let rest = format!(
            "{turn} {} {}/{}",
            p.stage().letters(),
            p.removed(Side::Second),
            p.removed(Side::First)
        );
        let variant = if p.is_blitz() { "yinsh-blitz" } else { "yinsh" };
        let text = format!("{variant} {} {rest}", {
            let b = build(p.is_blitz(), &pieces, &rest).to_string();
            b.split(' ').nth(1).map(str::to_string).unwrap_or_default()
        });
        text.parse().ok()
    }

    #[test]
    fn the_evaluation_is_symmetric() {
        let w = YinshWeights::default();
        let mut mirrors = 0;
        let positions = random_positions(7, 60);
        for stage in [Stage::Placement, Stage::Move] {
            assert!(positions.iter().any(|p| p.stage() == stage), "{stage:?}");
        }
        for p in &positions {
            let e = evaluate_yinsh(p, Side::First, &w);
            assert_eq!(e, -evaluate_yinsh(p, Side::Second, &w), "{p}");
            if p.stage() != Stage::Placement {
                let m = mirrored(p).expect("a mirrored position");
                assert_eq!(evaluate_yinsh(&m, Side::Second, &w), e, "{p} / {m}");
                mirrors += 1;
            }
        }
        assert!(mirrors >= 30, "{mirrors}");
    }

    #[test]
    fn the_row_moves_are_those_the_rules_find() {
        let mut with_rows = 0;
        for p in random_positions(0xB0A7, 300) {
            if p.stage() != Stage::Move {
                continue;
            }
            let me = p.turn();
            let made = p
                .legal_actions()
                .into_iter()
                .filter(|&a| {
                    let mut q = p;
                    q.play(a).expect("legal");
                    matches!(q.stage(), Stage::ChooseRow | Stage::RemoveRing)
                })
                .count() as u32;
            let b = Board::of(&p);
            assert_eq!(b.moves(me.index(), true).1, made, "{p}");
            let moves = p.legal_actions().len() as u32;
            assert_eq!(b.moves(me.index(), false).0.max(1), moves, "{p}");
            with_rows += usize::from(made > 0);
        }
        assert!(with_rows >= 3, "{with_rows}");
    }

    #[test]
    fn every_level_answers_a_legal_action_in_random_positions() {
        let cancel = AtomicBool::new(false);
        for p in &random_positions(0x5EED, 10) {
            let legal = p.legal_actions();
            for level in Level::ALL {
                let r = think_yinsh(p, level, None, Some(Duration::from_millis(15)), &cancel)
                    .expect("a decision");
                assert!(legal.contains(&r.best), "{level} {p}: {}", r.best);
            }
            for a in [greedy_game(p), alphabeta_game(p, 2)] {
                assert!(a.is_some_and(|a| legal.contains(&a)), "{p}");
            }
        }
    }

    #[test]
    fn seeded_games_stay_legal_to_the_end() {
        let cancel = AtomicBool::new(false);
        for seed in 0..4u64 {
            let mut next = stream(seed + 11);
            let mut p = if seed == 3 {
                Position::blitz_start()
            } else {
                Position::start()
            };
            // Varied starts: the first placements at random.
            for _ in 0..4 {
                let legal = p.legal_actions();
                p.play(legal[(next() % legal.len() as u64) as usize])
                    .expect("legal");
            }
            let mut engine = GameEngine::<Position>::new(2, seed);
            let mut decisions = 0;
            while !p.is_over() && decisions < 160 {
                let depth = 1 + (decisions % 2);
                let r = engine.search_depth(&p, depth, &cancel).expect("a decision");
                assert!(p.check(r.best).is_ok(), "{p}: {}", r.best);
                p.play(r.best).expect("legal");
                decisions += 1;
            }
            assert!(decisions > 20, "{p}");
        }
    }

    fn winner_after(p: &Position, a: Action) -> Option<Side> {
        let mut q = *p;
        q.play(a).expect("legal");
        q.outcome().and_then(|o| o.winner)
    }

    #[test]
    fn takes_the_winning_row_and_ring() {
        // White has removed two rings; leaving f2 (any way but up column f) completes the
        // row f2-f6, and the ring removal after it wins.
        let p = build(
            false,
            &[
                ("f2", 'W'),
                ("a3", 'W'),
                ("k8", 'W'),
                ("f3", 'w'),
                ("f4", 'w'),
                ("f5", 'w'),
                ("f6", 'w'),
                ("c5", 'B'),
                ("h9", 'B'),
                ("i5", 'B'),
                ("e8", 'B'),
                ("d4", 'b'),
                ("g7", 'b'),
            ],
            "w m 2/1",
        );
        let cancel = AtomicBool::new(false);
        for level in Level::ALL {
            let r = think_yinsh(&p, level, None, Some(Duration::from_millis(100)), &cancel)
                .expect("a decision");
            let mut q = p;
            q.play(r.best).expect("legal");
            assert_eq!(q.stage(), Stage::RemoveRing, "{level}: {}", r.best);
            let r2 = think_yinsh(&q, level, None, Some(Duration::from_millis(100)), &cancel)
                .expect("a decision");
            assert_eq!(winner_after(&q, r2.best), Some(Side::First), "{level}");
        }
        let g = greedy_game(&p).expect("a decision");
        let mut q = p;
        q.play(g).expect("legal");
        assert_eq!(q.stage(), Stage::RemoveRing);
    }

    #[test]
    fn blocks_the_opponents_winning_row() {
        // Black has removed two rings and threatens the row f2-f6 with any move of his ring
        // on f2; White's only answer is e4-g4, flipping f4.
        let p = build(
            false,
            &[
                ("e4", 'W'),
                ("c2", 'W'),
                ("h8", 'W'),
                ("j6", 'W'),
                ("d8", 'W'),
                ("f2", 'B'),
                ("b6", 'B'),
                ("j9", 'B'),
                ("f3", 'b'),
                ("f4", 'b'),
                ("f5", 'b'),
                ("f6", 'b'),
                ("c4", 'w'),
                ("h6", 'w'),
            ],
            "w m 0/2",
        );
        let cancel = AtomicBool::new(false);
        let black_can_win = |q: &Position| {
            q.legal_actions().into_iter().any(|a| {
                let mut r = *q;
                r.play(a).expect("legal");
                matches!(r.stage(), Stage::RemoveRing | Stage::ChooseRow)
            })
        };
        assert!(black_can_win(&{
            let mut q = p;
            q.play("c2-c3".parse().expect("an action")).expect("legal");
            q
        }));
        for level in [
            Level::Casual,
            Level::Intermediate,
            Level::Strong,
            Level::Master,
        ] {
            let r = think_yinsh(&p, level, None, Some(Duration::from_millis(100)), &cancel)
                .expect("a decision");
            let mut q = p;
            q.play(r.best).expect("legal");
            assert!(!black_can_win(&q), "{level}: {}", r.best);
        }
        let a = alphabeta_game(&p, 2).expect("a decision");
        assert_eq!(a.to_string(), "e4-g4");
    }

    #[test]
    fn ring_removal_keeps_the_mobile_rings() {
        // After White's row, he removes a ring: the one boxed in at the edge (a2, which has
        // few moves) rather than a central one.
        let p = build(
            false,
            &[
                ("a2", 'W'),
                ("f6", 'W'),
                ("e5", 'W'),
                ("g7", 'W'),
                ("h4", 'W'),
                ("b1", 'w'),
                ("b2", 'w'),
                ("a3", 'w'),
                ("c3", 'B'),
                ("h9", 'B'),
                ("i5", 'B'),
                ("e8", 'B'),
                ("d2", 'B'),
            ],
            "w x 0/0",
        );
        let cancel = AtomicBool::new(false);
        let r = think_yinsh(&p, Level::Master, Some(2), None, &cancel).expect("a decision");
        assert_eq!(r.best.to_string(), "xa2", "{p}");
    }

    #[test]
    fn weights_read_over_the_defaults() {
        let w: YinshWeights = "four=3, threat=0".parse().expect("weights");
        assert_eq!(
            (w.four, w.threat, w.ring),
            (3, 0, YinshWeights::default().ring)
        );
        assert!("speed=3".parse::<YinshWeights>().is_err());
        assert!("four=x".parse::<YinshWeights>().is_err());
        assert_eq!("".parse(), Ok(YinshWeights::default()));
    }
}
