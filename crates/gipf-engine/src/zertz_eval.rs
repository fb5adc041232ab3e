//! ZÈRTZ's evaluation, move ordering and quiescence for the seam search ([`Heuristics`] for
//! `gipf_zertz::Position`), its levels, and [`think_zertz`].
//!
//! The goal is a winning set of captured marbles (`WinningSet::goal`: 3 of each colour, or
//! 4 white, 5 grey, 6 black; one less each in blitz), so the evaluation is each player's
//! distance to his closest set: the marbles he still needs, counted only for the sets the
//! marbles still in play (pool + board) can complete. A set that can no longer be completed
//! is worth nothing. The closest set is worth a steep table of its distance, the second a
//! share of it (two threats are harder to stop), each captured marble a little.
//!
//! Captures are compulsory, and a placement that lets a marble jump forces the opponent to
//! capture: such sequences are searched to their end past the leaves (the quiescence hook,
//! with every capture, no standing pat), so a leaf is only judged once no marble can jump.
//! Placements are ordered by a cheap local look: those that isolate a group (claiming its
//! marbles), those that give the opponent a small capture that opens a bigger one for the
//! mover, the quiet ones by how central they are; captures come first, biggest first.
//! At inner nodes only the best-looking placements are searched (every capture is).
//!
//! One topic: the board tables, the terms and their weights (read from text for tuning),
//! the ordering and pruning, the quiescence, the levels, and their tests.
//!
//! About 1,200 lines, a quarter of them tests: the evaluation, the narrowing of the nodes and
//! the quiescence share the same capture and claim tables, so they stay one topic.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use gipf_zertz::{Action, Marble, Place, Position, Side, Variant, WinningSet, PLACE_COUNT};

use crate::game_search::{think_game, GameResult, Heuristics};
use crate::Level;

/// No neighbour.
const NONE: u8 = u8::MAX;

/// The six directions as skew (x, y) steps, in the rules crate's turning order.
const DIRS: [(i32, i32); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

const fn build_neighbours() -> [[u8; 6]; PLACE_COUNT] {
    let mut t = [[NONE; 6]; PLACE_COUNT];
    let mut i = 0;
    while i < PLACE_COUNT {
        if let Some(p) = Place::from_index(i) {
            let mut d = 0;
            while d < 6 {
                if let Some(q) = Place::from_xy(p.x() + DIRS[d].0, p.y() + DIRS[d].1) {
                    t[i][d] = q.index() as u8;
                }
                d += 1;
            }
        }
        i += 1;
    }
    t
}

/// `NB[i][d]`: the neighbour of place `i` in direction `d` (`NONE` off the hexagon).
const NB: [[u8; 6]; PLACE_COUNT] = build_neighbours();

const fn build_around() -> [u64; PLACE_COUNT] {
    let mut t = [0u64; PLACE_COUNT];
    let mut i = 0;
    while i < PLACE_COUNT {
        let mut d = 0;
        while d < 6 {
            if NB[i][d] != NONE {
                t[i] |= 1 << NB[i][d];
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `AROUND[i]`: the neighbours of place `i` as a mask.
const AROUND: [u64; PLACE_COUNT] = build_around();

/// The places of a mask.
#[inline]
fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

/// The places of `within` connected to `seed`.
fn flood(seed: u64, within: u64) -> u64 {
    let mut reach = seed & within;
    let mut frontier = reach;
    while frontier != 0 {
        let mut next = 0;
        for i in bits(frontier) {
            next |= AROUND[i];
        }
        next &= within & !reach;
        reach |= next;
        frontier = next;
    }
    reach
}

/// The evaluation's weights (about 100 for a captured marble that brings a set closer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZertzWeights {
    /// The closest set one marble away.
    pub d1: i32,
    /// ... two marbles away.
    pub d2: i32,
    /// ... three.
    pub d3: i32,
    /// ... four.
    pub d4: i32,
    /// ... five.
    pub d5: i32,
    /// ... six or more (divided by the distance beyond five).
    pub d6: i32,
    /// The second closest set, in percent of its distance's value.
    pub second: i32,
    /// Per captured marble.
    pub marble: i32,
    /// For the decider at a quiet position.
    pub tempo: i32,
    /// A capture pending at a judged position (past the quiescence plies), in percent of
    /// the gain it gives the decider.
    pub pending: i32,
    /// Quiescence: at most this many capture plies past a leaf (0: none).
    pub quiesce: i32,
    /// At inner nodes, at most this many placements are searched (0: all), besides those
    /// that claim marbles.
    pub width: i32,
    /// At the nodes just above the leaves, the quiet placements (no claim, no jump opened)
    /// kept per colour (0: all): their children are judged alike (the evaluation reads
    /// captures and marbles in play, not where marbles stand), so one stands for all.
    pub quiet1: i32,
    /// At the other inner nodes, the removals kept per marble and place among the rings
    /// away from every marble (0: all): the jumps to come do not land there.
    pub far: i32,
    /// Quiescence: at a quiet leaf, the decider may also try this many placements that
    /// force the opponent to capture (0: none), standing pat otherwise.
    pub threats: i32,
}

impl Default for ZertzWeights {
    /// Chosen by hand and by matches (README, "ZÈRTZ").
    fn default() -> ZertzWeights {
        ZertzWeights {
            d1: 600,
            d2: 380,
            d3: 240,
            d4: 150,
            d5: 90,
            d6: 50,
            second: 60,
            marble: 10,
            tempo: 10,
            pending: 80,
            quiesce: 16,
            width: 0,
            quiet1: 1,
            far: 1,
            threats: 0,
        }
    }
}

/// A weight name that does not exist, or a value that is no integer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}: write name=value,... with names {names}", names = ZertzWeights::NAMES.join(", "))]
pub struct ZertzWeightsError(String);

impl ZertzWeights {
    /// The weights' names, in the order of [`ZertzWeights::fields`].
    pub const NAMES: [&'static str; 15] = [
        "d1", "d2", "d3", "d4", "d5", "d6", "second", "marble", "tempo", "pending", "quiesce",
        "width", "quiet1", "far", "threats",
    ];

    fn fields(&mut self) -> [&mut i32; 15] {
        [
            &mut self.d1,
            &mut self.d2,
            &mut self.d3,
            &mut self.d4,
            &mut self.d5,
            &mut self.d6,
            &mut self.second,
            &mut self.marble,
            &mut self.tempo,
            &mut self.pending,
            &mut self.quiesce,
            &mut self.width,
            &mut self.quiet1,
            &mut self.far,
            &mut self.threats,
        ]
    }

    /// The value of a set `d` marbles away.
    #[inline]
    fn distance(&self, d: u32) -> i32 {
        match d {
            0 => 4 * self.d1,
            1 => self.d1,
            2 => self.d2,
            3 => self.d3,
            4 => self.d4,
            5 => self.d5,
            _ => self.d6 / (d as i32 - 5),
        }
    }
}

impl std::str::FromStr for ZertzWeights {
    type Err = ZertzWeightsError;

    /// `name=value,...` over the defaults (empty: the defaults).
    fn from_str(s: &str) -> Result<ZertzWeights, ZertzWeightsError> {
        let mut w = ZertzWeights::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || ZertzWeightsError(part.chars().take(40).collect());
            let (name, value) = part.split_once('=').ok_or_else(bad)?;
            let i = ZertzWeights::NAMES
                .iter()
                .position(|n| *n == name.trim())
                .ok_or_else(bad)?;
            *w.fields()[i] = value.trim().parse().map_err(|_| bad())?;
        }
        Ok(w)
    }
}

/// The board as masks over the places' indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Board {
    rings: u64,
    marbles: [u64; 3],
}

impl Board {
    fn of(p: &Position) -> Board {
        let mut b = Board::default();
        for r in p.rings() {
            b.rings |= 1 << r.index();
        }
        for (q, m) in p.marbles() {
            b.marbles[m.index()] |= 1 << q.index();
        }
        b
    }

    #[inline]
    fn occupied(&self) -> u64 {
        self.marbles[0] | self.marbles[1] | self.marbles[2]
    }

    #[inline]
    fn colour(&self, i: usize) -> usize {
        let b = 1u64 << i;
        if self.marbles[0] & b != 0 {
            0
        } else if self.marbles[1] & b != 0 {
            1
        } else {
            2
        }
    }

    /// The jumps from place `i` with the marbles `occ` (the jumper not among them): (the
    /// place jumped, the landing).
    #[inline]
    fn jumps(&self, i: usize, occ: u64) -> impl Iterator<Item = (usize, usize)> + '_ {
        let vac = self.rings & !occ;
        (0..6).filter_map(move |d| {
            let o = NB[i][d];
            if o == NONE || occ & (1 << o) == 0 {
                return None;
            }
            let l = NB[usize::from(o)][d];
            (l != NONE && vac & (1 << l) != 0).then_some((usize::from(o), usize::from(l)))
        })
    }

    /// The biggest gain (by `value`) of one capture sequence, with its marbles by colour.
    fn best_capture(&self, value: &impl Fn([u8; 3]) -> i32) -> Option<[u8; 3]> {
        let occ = self.occupied();
        let mut best: Option<(i32, [u8; 3])> = None;
        for s in bits(occ) {
            self.extend(s, occ & !(1 << s), [0; 3], value, &mut best);
        }
        best.map(|(_, g)| g)
    }

    fn extend(
        &self,
        cur: usize,
        occ: u64,
        gained: [u8; 3],
        value: &impl Fn([u8; 3]) -> i32,
        best: &mut Option<(i32, [u8; 3])>,
    ) {
        let mut jumped = false;
        for (o, l) in self.jumps(cur, occ) {
            jumped = true;
            let mut g = gained;
            g[self.colour(o)] += 1;
            self.extend(l, occ & !(1 << o), g, value, best);
        }
        if !jumped && gained != [0; 3] {
            let v = value(gained);
            if best.is_none_or(|(b, _)| v > b) {
                *best = Some((v, gained));
            }
        }
    }
}

/// Each colour's marbles still in play (pool and board): what either player can still get.
fn in_play(p: &Position) -> [u8; 3] {
    let (pool, board) = (p.pool(), p.on_board());
    [pool[0] + board[0], pool[1] + board[1], pool[2] + board[2]]
}

/// The distances (marbles still needed) to the two closest sets that `avail` can still
/// complete for a player holding `captures`; `u32::MAX` for none.
fn closest_sets(variant: Variant, captures: [u8; 3], avail: [u8; 3]) -> (u32, u32) {
    let (mut first, mut second) = (u32::MAX, u32::MAX);
    for set in WinningSet::ALL {
        let goal = set.goal(variant);
        let mut d = 0u32;
        let mut feasible = true;
        for k in 0..3 {
            let need = goal[k].saturating_sub(captures[k]);
            if need > avail[k] {
                feasible = false;
            }
            d += u32::from(need);
        }
        if !feasible {
            continue;
        }
        if d < first {
            second = first;
            first = d;
        } else if d < second {
            second = d;
        }
    }
    (first, second)
}

/// A player's standing: his closest sets, and his captures.
fn standing(variant: Variant, captures: [u8; 3], avail: [u8; 3], w: &ZertzWeights) -> i32 {
    let (first, second) = closest_sets(variant, captures, avail);
    let mut v = 0;
    if first != u32::MAX {
        v += w.distance(first);
    }
    if second != u32::MAX {
        v += w.distance(second) * w.second / 100;
    }
    v + w.marble * i32::from(captures[0] + captures[1] + captures[2])
}

/// ZÈRTZ's evaluation from `side`'s point of view with these weights.
pub fn evaluate_zertz(p: &Position, side: Side, w: &ZertzWeights) -> i32 {
    let variant = p.variant();
    let avail = in_play(p);
    let caps = [p.captures(Side::First), p.captures(Side::Second)];
    let mut tempo = w.tempo;
    let decider = p.decider();
    if let Some(d) = decider {
        if p.capture_possible() {
            // The decider must capture: credit him with the best sequence (a share of it).
            tempo = 0;
            let b = Board::of(p);
            let value = |g: [u8; 3]| {
                let mut c = caps[d.index()];
                for k in 0..3 {
                    c[k] += g[k];
                }
                standing(variant, c, avail, w)
            };
            if let Some(g) = b.best_capture(&value) {
                let before = standing(variant, caps[d.index()], avail, w);
                let mut c = caps[d.index()];
                for k in 0..3 {
                    c[k] += g[k];
                }
                let after = standing(variant, c, avail, w);
                let gain = (after - before) * w.pending / 100;
                let me =
                    standing(variant, caps[0], avail, w) - standing(variant, caps[1], avail, w);
                let me = if d == Side::First {
                    me + gain
                } else {
                    me - gain
                };
                return if side == Side::First { me } else { -me };
            }
        }
    }
    let mut v = standing(variant, caps[0], avail, w) - standing(variant, caps[1], avail, w);
    match decider {
        Some(Side::First) => v += tempo,
        Some(Side::Second) => v -= tempo,
        None => {}
    }
    if side == Side::First {
        v
    } else {
        -v
    }
}

/// Every placement of `side` (as the rules generate them), without sorting.
fn placements_into(p: &Position, side: Side, buf: &mut Vec<Action>) {
    let (source, _) = p.marbles_to_place(side);
    let variant = p.variant();
    let free: Vec<Place> = p.free_rings().collect();
    let vacant: Vec<Place> = p.vacant_rings().collect();
    for marble in Marble::ALL {
        if source[marble.index()] == 0 {
            continue;
        }
        for &at in &vacant {
            let mut any = false;
            for &r in &free {
                if r != at {
                    any = true;
                    buf.push(Action::Place {
                        variant,
                        marble,
                        at,
                        remove: Some(r),
                    });
                }
            }
            if !any {
                buf.push(Action::Place {
                    variant,
                    marble,
                    at,
                    remove: None,
                });
            }
        }
    }
}

/// What the ordering needs of a node, computed once per position.
#[derive(Clone, Copy)]
struct NodeInfo {
    key: u64,
    board: Board,
    /// Per free ring taken away: the places claimed whatever the placement (groups left
    /// without a vacant ring), and the vacant places whose filling claims a group of one
    /// vacant ring (as masks).
    claim_any: [u64; PLACE_COUNT],
    claim_if: [u64; PLACE_COUNT],
    /// The same with no ring taken away.
    claim_any_none: u64,
    claim_if_none: u64,
    /// The free rings.
    free: u64,
}

impl Default for NodeInfo {
    fn default() -> NodeInfo {
        NodeInfo {
            key: 0,
            board: Board::default(),
            claim_any: [0; PLACE_COUNT],
            claim_if: [0; PLACE_COUNT],
            claim_any_none: 0,
            claim_if_none: 0,
            free: 0,
        }
    }
}

thread_local! {
    static NODE: RefCell<NodeInfo> = RefCell::new(NodeInfo::default());
}

/// The groups `rings` falls into once `removed` is gone: the places claimed as they stand
/// (a group without a vacant ring), and those claimed if their one vacant ring is filled.
fn claims(b: &Board, removed: u64) -> (u64, u64) {
    let rings = b.rings & !removed;
    let vac = rings & !b.occupied();
    let mut left = rings;
    let (mut any, mut cond) = (0, 0);
    while left != 0 {
        let seed = left & left.wrapping_neg();
        let group = flood(seed, rings);
        left &= !group;
        let v = group & vac;
        if v == 0 {
            any |= group;
        } else if v.count_ones() == 1 {
            cond |= v;
        }
    }
    (any, cond)
}

/// Runs `f` on the node information of `p` (computed once per position and thread).
fn with_node<R>(p: &Position, f: impl FnOnce(&NodeInfo) -> R) -> R {
    let key = p.zobrist();
    NODE.with(|n| {
        let mut n = n.borrow_mut();
        if n.key != key || n.key == 0 {
            let board = Board::of(p);
            let mut info = NodeInfo {
                key,
                board,
                ..NodeInfo::default()
            };
            // Removing a ring can only split the board along one.
            let (a, c) = claims(&board, 0);
            info.claim_any_none = a;
            info.claim_if_none = c;
            for f in p.free_rings() {
                info.free |= 1 << f.index();
                let (a, c) = claims(&board, 1 << f.index());
                info.claim_any[f.index()] = a;
                info.claim_if[f.index()] = c;
            }
            *n = info;
        }
        f(&n)
    })
}

/// The marbles a placement claims (by isolating groups), by colour.
fn claimed(info: &NodeInfo, marble: Marble, at: Place, remove: Option<Place>) -> [u8; 3] {
    let (any, cond) = match remove {
        Some(r) => (info.claim_any[r.index()], info.claim_if[r.index()]),
        None => (info.claim_any_none, info.claim_if_none),
    };
    let mut g = [0u8; 3];
    let at_bit = 1u64 << at.index();
    let b = &info.board;
    if cond & at_bit != 0 || any & at_bit != 0 {
        // The group of `at` is claimed with the new marble.
        g[marble.index()] += 1;
    }
    let mut claimed_places = any;
    if cond & at_bit != 0 {
        let rings = b.rings & !remove.map_or(0, |r| 1u64 << r.index());
        claimed_places |= flood(at_bit, rings);
    }
    for i in bits(claimed_places & b.occupied()) {
        g[b.colour(i)] += 1;
    }
    g
}

/// The jumps a marble placed on place `i` opens once the rings `rm` are taken away (the
/// opponent must take one): their number and their landings.
#[inline]
fn gifts(b: &Board, i: usize, rm: u64) -> (u32, u64) {
    let occ = b.occupied() | (1 << i);
    let vac = b.rings & !rm & !occ;
    let (mut n, mut landings) = (0, 0u64);
    for d in 0..6 {
        let o = NB[i][d];
        if o == NONE || occ & (1 << o) == 0 {
            continue;
        }
        // The new marble jumps its neighbour.
        let l = NB[usize::from(o)][d];
        if l != NONE && vac & (1 << l) != 0 {
            n += 1;
            landings |= 1 << l;
        }
        // The neighbour jumps the new marble.
        let back = NB[i][(d + 3) % 6];
        if back != NONE && vac & (1 << back) != 0 {
            n += 1;
            landings |= 1 << back;
        }
    }
    (n, landings)
}

/// The placements of `p`'s decider that open a jump for the opponent, one removal each (a
/// free ring that is not a landing), at most `n` of them, fewest jumps opened first.
fn threats_into(p: &Position, side: Side, n: usize, buf: &mut Vec<Action>) {
    let b = Board::of(p);
    let (source, _) = p.marbles_to_place(side);
    let occ = b.occupied();
    let mut near = 0u64;
    for i in bits(occ) {
        near |= AROUND[i];
    }
    let candidates = near & b.rings & !occ;
    if candidates == 0 {
        return;
    }
    let mut free = 0u64;
    for f in p.free_rings() {
        free |= 1 << f.index();
    }
    let mut found: Vec<(u32, Action)> = Vec::new();
    for i in bits(candidates) {
        let (g, landings) = gifts(&b, i, 0);
        if g == 0 {
            continue;
        }
        let others = free & !(1 << i);
        let keep = others & !landings;
        let remove = if others == 0 {
            None
        } else if keep != 0 {
            Some(keep.trailing_zeros() as usize)
        } else {
            continue;
        };
        let at = Place::from_index(i).unwrap_or_default();
        let remove = remove.and_then(Place::from_index);
        for marble in Marble::ALL {
            if source[marble.index()] > 0 {
                found.push((
                    g,
                    Action::Place {
                        variant: p.variant(),
                        marble,
                        at,
                        remove,
                    },
                ));
            }
        }
    }
    found.sort_by_key(|&(g, _)| g);
    buf.extend(found.into_iter().take(n).map(|(_, a)| a));
}

/// The placements of `side` that claim marbles or open a jump, and of the others the `n`
/// best-looking (by where the marble goes), in every colour: at the nodes above the leaves
/// the quiet ones are judged alike.
fn horizon_actions_into(p: &Position, side: Side, n: usize, buf: &mut Vec<Action>) {
    let (source, _) = p.marbles_to_place(side);
    let variant = p.variant();
    let place = |i: usize| Place::from_index(i).unwrap_or_default();
    with_node(p, |info| {
        let b = &info.board;
        let mut push = |at: usize, remove: Option<usize>| {
            for marble in Marble::ALL {
                if source[marble.index()] > 0 {
                    buf.push(Action::Place {
                        variant,
                        marble,
                        at: place(at),
                        remove: remove.map(place),
                    });
                }
            }
        };
        let mut quiet: Vec<(i32, usize, Option<usize>)> = Vec::new();
        for at in bits(b.rings & !b.occupied()) {
            let at_bit = 1u64 << at;
            let gift_at = gifts(b, at, 0).0 > 0;
            let others = info.free & !at_bit;
            if others == 0 {
                if gift_at || info.claim_any_none != 0 || info.claim_if_none & at_bit != 0 {
                    push(at, None);
                } else {
                    let k = (AROUND[at] & b.rings).count_ones() as i32;
                    quiet.push((k, at, None));
                }
                continue;
            }
            // A ring away from every marble is no landing of the jumps to come: one such
            // removal stands for all.
            let mut near = AROUND[at];
            for i in bits(b.occupied()) {
                near |= AROUND[i];
            }
            let mut far_done = false;
            for r in bits(others) {
                let rm = 1u64 << r;
                if info.claim_any[r] != 0 || info.claim_if[r] & at_bit != 0 {
                    push(at, Some(r));
                } else if gift_at && gifts(b, at, rm).0 > 0 {
                    if near & rm != 0 || !far_done {
                        far_done |= near & rm == 0;
                        push(at, Some(r));
                    }
                } else {
                    let k = (AROUND[at] & b.rings & !rm).count_ones() as i32;
                    quiet.push((k, at, Some(r)));
                }
            }
        }
        if quiet.len() > n {
            quiet.select_nth_unstable_by_key(n, |&(k, _, _)| std::cmp::Reverse(k));
            quiet.truncate(n);
        }
        for (_, at, r) in quiet {
            push(at, r);
        }
    });
}

/// The placements of `side`, with at most `far` of the removals away from every marble per
/// marble and place (the others all).
fn inner_actions_into(p: &Position, side: Side, far: usize, buf: &mut Vec<Action>) {
    let (source, _) = p.marbles_to_place(side);
    let variant = p.variant();
    let place = |i: usize| Place::from_index(i).unwrap_or_default();
    with_node(p, |info| {
        let b = &info.board;
        let mut around_marbles = 0;
        for i in bits(b.occupied()) {
            around_marbles |= AROUND[i];
        }
        for marble in Marble::ALL {
            if source[marble.index()] == 0 {
                continue;
            }
            for at in bits(b.rings & !b.occupied()) {
                let at_bit = 1u64 << at;
                let others = info.free & !at_bit;
                if others == 0 {
                    buf.push(Action::Place {
                        variant,
                        marble,
                        at: place(at),
                        remove: None,
                    });
                    continue;
                }
                let near = around_marbles | AROUND[at];
                let mut far_left = far;
                for r in bits(others) {
                    let rm = 1u64 << r;
                    let keep = near & rm != 0
                        || info.claim_any[r] != 0
                        || info.claim_if[r] & at_bit != 0
                        || far_left > 0;
                    if !keep {
                        continue;
                    }
                    if near & rm == 0 && info.claim_any[r] == 0 && info.claim_if[r] & at_bit == 0 {
                        far_left -= 1;
                    }
                    buf.push(Action::Place {
                        variant,
                        marble,
                        at: place(at),
                        remove: Some(place(r)),
                    });
                }
            }
        }
    });
}

/// The ordering score of a placement that claims marbles, at least.
const CLAIM: i32 = 10_000;

/// The cheap score of a placement for ordering and pruning (higher first).
fn placement_score(info: &NodeInfo, marble: Marble, at: Place, remove: Option<Place>) -> i32 {
    let b = &info.board;
    let i = at.index();
    let rm = remove.map_or(0u64, |r| 1 << r.index());
    let rings = b.rings & !rm;
    let mut k = 0;
    let g = claimed(info, marble, at, remove);
    let n = i32::from(g[0] + g[1] + g[2]);
    if n > 0 {
        k += CLAIM + 1000 * n;
    }
    // Jumps the placement opens (the opponent must take one).
    let gift = gifts(b, i, rm).0 as i32;
    if gift > 0 {
        k += 500 - 50 * gift;
    }
    // Central places keep options; taking away an outer ring is quiet.
    k += (AROUND[i] & rings).count_ones() as i32 * 4;
    k
}

impl Heuristics for Position {
    type Weights = ZertzWeights;

    fn evaluate_with(&self, side: Side, weights: &ZertzWeights) -> i32 {
        evaluate_zertz(self, side, weights)
    }

    /// Captures first, the longest first; then placements that claim marbles, then those
    /// that force the opponent to capture (few jumps opened first), then the quiet ones.
    fn order_key(&self, action: &Action) -> i32 {
        match *action {
            Action::Capture(c) => 100_000 + 1000 * c.len() as i32,
            Action::Place {
                marble, at, remove, ..
            } => with_node(self, |info| placement_score(info, marble, at, remove)),
        }
    }

    fn actions_into(&self, buf: &mut Vec<Action>) {
        buf.clear();
        let Some(side) = self.decider() else {
            return;
        };
        if self.capture_possible() {
            self.legal_actions_into(buf);
            return;
        }
        placements_into(self, side, buf);
    }

    /// Every capture; of the placements, those that claim marbles and the `weights.width`
    /// best-looking others ([`Heuristics::order_key`]).
    fn search_actions_into(&self, weights: &ZertzWeights, depth: u32, buf: &mut Vec<Action>) {
        buf.clear();
        let Some(side) = self.decider() else {
            return;
        };
        if depth == 1 && weights.quiet1 > 0 && !self.capture_possible() {
            horizon_actions_into(self, side, weights.quiet1 as usize, buf);
            return;
        }
        if weights.far > 0 && !self.capture_possible() {
            inner_actions_into(self, side, weights.far as usize, buf);
        } else {
            self.actions_into(buf);
        }
        let width = weights.width.max(0) as usize;
        if width == 0 || buf.len() <= width || buf[0].is_capture() {
            return;
        }
        let mut scored: Vec<(i32, Action)> = buf.iter().map(|a| (self.order_key(a), *a)).collect();
        scored.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));
        buf.clear();
        buf.extend(
            scored
                .iter()
                .enumerate()
                .filter(|&(i, &(k, _))| i < width || k >= CLAIM)
                .map(|(_, &(_, a))| a),
        );
    }

    /// Past the leaves: every capture while one is possible (they are compulsory, so the
    /// decider may not stand pat), for at most `weights.quiesce` plies; at a quiet leaf, a
    /// few placements that force the opponent to capture (standing pat otherwise).
    fn quiet_actions_into(&self, weights: &ZertzWeights, qply: u32, buf: &mut Vec<Action>) -> bool {
        buf.clear();
        if qply >= weights.quiesce.max(0) as u32 {
            return true;
        }
        if !self.capture_possible() {
            if qply == 0 && weights.threats > 0 {
                if let Some(side) = self.decider() {
                    threats_into(self, side, weights.threats as usize, buf);
                }
            }
            return true;
        }
        self.legal_actions_into(buf);
        false
    }

    /// ZÈRTZ's levels: depths in actions, noise in hundredths of a marble's worth; master 1 s
    /// a decision.
    fn level_profile(level: Level) -> (u32, i32, Duration) {
        match level {
            Level::Beginner => (1, 150, Duration::from_millis(200)),
            Level::Casual => (1, 25, Duration::from_millis(200)),
            Level::Intermediate => (2, 10, Duration::from_millis(400)),
            Level::Strong => (64, 0, Duration::from_millis(300)),
            Level::Master => (64, 0, Duration::from_millis(1000)),
        }
    }
}

/// Chooses a ZÈRTZ action at `level` (see [`crate::GameEngine::think`]): `depth` and
/// `movetime` override the level's; `None` when the game is over.
pub fn think_zertz(
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
    use std::sync::atomic::Ordering;
    use std::time::Instant;

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

    /// Positions of random games of every variant.
    fn random_positions(seed: u64, count: usize) -> Vec<Position> {
        let mut next = stream(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut p = Position::start(Variant::ALL[out.len() % 4]);
            let plies = next() % 40;
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

    fn no_cancel() -> AtomicBool {
        AtomicBool::new(false)
    }

    fn winner_after(p: &Position, a: Action) -> Option<Side> {
        let mut q = *p;
        q.play(a).expect("legal");
        q.outcome().and_then(|o| o.winner)
    }

    #[test]
    fn the_search_generates_the_legal_actions_and_sees_the_claims() {
        for p in random_positions(3, 120) {
            let mut ours = Vec::new();
            p.actions_into(&mut ours);
            let mut legal = p.legal_actions();
            let key = |a: &Action| a.to_string();
            ours.sort_by_cached_key(key);
            legal.sort_by_cached_key(key);
            assert_eq!(ours, legal, "{p}");
            for a in legal {
                if let Action::Place {
                    marble, at, remove, ..
                } = a
                {
                    let mut q = p;
                    let turn = q.play_reporting(a).expect("legal");
                    let seen = with_node(&p, |info| claimed(info, marble, at, remove));
                    let expected = if turn.claimed.is_empty() {
                        [0; 3]
                    } else {
                        turn.gained
                    };
                    assert_eq!(seen, expected, "{p}: {a}");
                }
            }
        }
    }

    #[test]
    fn the_nodes_above_the_leaves_keep_every_claim_and_every_jump_opened() {
        for p in random_positions(9, 80) {
            if p.capture_possible() {
                continue;
            }
            let side = p.decider().expect("a decider");
            let mut kept = Vec::new();
            horizon_actions_into(&p, side, 1, &mut kept);
            let legal = p.legal_actions();
            assert!(kept.iter().all(|a| legal.contains(a)), "{p}");
            let mut opened = std::collections::HashSet::new();
            for &a in &kept {
                if let Action::Place { marble, at, .. } = a {
                    opened.insert((marble, at));
                }
            }
            for a in legal {
                let mut q = p;
                let turn = q.play_reporting(a).expect("legal");
                let Action::Place { marble, at, .. } = a else {
                    continue;
                };
                if !turn.claimed.is_empty() {
                    assert!(kept.contains(&a), "{p}: the claim {a} is left out");
                }
                if q.capture_possible() {
                    assert!(opened.contains(&(marble, at)), "{p}: {a} opens a jump");
                }
            }
        }
    }

    #[test]
    fn the_evaluation_is_symmetric_and_sets_out_of_reach_count_nothing() {
        let w = ZertzWeights::default();
        for p in random_positions(5, 60) {
            assert_eq!(
                evaluate_zertz(&p, Side::First, &w),
                -evaluate_zertz(&p, Side::Second, &w),
                "{p}"
            );
        }
        // 3 black captured but only 2 black left in play: the black set is out of reach,
        // and with 1 white and 2 grey in play, so is every other one.
        let v = Variant::Zertz;
        assert_eq!(closest_sets(v, [0, 0, 3], [1, 2, 2]), (u32::MAX, u32::MAX));
        assert_eq!(closest_sets(v, [3, 0, 0], [6, 8, 10]).0, 1);
        assert_eq!(closest_sets(Variant::Blitz, [2, 2, 1], [1, 1, 1]), (1, 1));
    }

    #[test]
    fn takes_the_winning_capture() {
        // w holds 3 white: d1's black jumping d2's white wins; b1's white jumping b2's black
        // does not.
        let p: Position = "zertz 4/wb3/6/bw5/6/5/4 w 1/8/8 3/0/0 0/0/0"
            .parse()
            .expect("a position");
        let win = p
            .legal_actions()
            .into_iter()
            .find(|&a| winner_after(&p, a) == Some(Side::First))
            .expect("a winning capture");
        assert!(p.legal_actions().len() > 1);
        for level in Level::ALL {
            let r = think_zertz(
                &p,
                level,
                None,
                Some(Duration::from_millis(100)),
                &no_cancel(),
            )
            .expect("a decision");
            assert_eq!(r.best, win, "{level}");
        }
        assert_eq!(greedy_game(&p), Some(win));
    }

    #[test]
    fn does_not_hand_the_opponent_a_winning_capture() {
        // b holds 3 white; a white marble stands alone in the middle. Any marble placed next
        // to it with a vacant ring behind lets b capture it and win.
        let p: Position = "zertz 4/5/6/3w3/6/5/4 w 2/8/10 0/0/0 3/0/0"
            .parse()
            .expect("a position");
        let losing = p
            .legal_actions()
            .into_iter()
            .filter(|&a| {
                let mut q = p;
                q.play(a).expect("legal");
                q.legal_actions()
                    .into_iter()
                    .any(|b| winner_after(&q, b) == Some(Side::Second))
            })
            .count();
        assert!(losing > 100, "{losing} placements lose at once");
        for level in [
            Level::Casual,
            Level::Intermediate,
            Level::Strong,
            Level::Master,
        ] {
            let r = think_zertz(
                &p,
                level,
                None,
                Some(Duration::from_millis(300)),
                &no_cancel(),
            )
            .expect("a decision");
            let mut q = p;
            q.play(r.best).expect("legal");
            assert!(
                q.legal_actions()
                    .into_iter()
                    .all(|b| winner_after(&q, b) != Some(Side::Second)),
                "{level} played {} and handed b the win",
                r.best
            );
        }
    }

    #[test]
    fn short_games_stay_legal_to_the_end_in_every_variant() {
        let cancel = no_cancel();
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            let mut p = Position::start(v);
            let mut engines = [
                GameEngine::<Position>::new(1, i as u64),
                GameEngine::<Position>::new(1, i as u64 + 7),
            ];
            let levels = [Level::Strong, Level::Casual];
            let mut plies = 0;
            while let Some(d) = p.decider() {
                let r = engines[d.index()]
                    .think(
                        &p,
                        levels[(d.index() + i) % 2],
                        None,
                        Some(Duration::from_millis(15)),
                        &cancel,
                    )
                    .expect("a decision");
                assert!(p.legal_actions().contains(&r.best), "{p}: {}", r.best);
                p.play(r.best).expect("legal");
                plies += 1;
                assert!(plies < 200, "{v}: no end");
            }
            assert!(p.is_over());
            assert!(think_zertz(&p, Level::Master, None, None, &cancel).is_none());
        }
        // The baselines answer legally too.
        let p = Position::start(Variant::Blitz);
        assert!(p
            .legal_actions()
            .contains(&greedy_game(&p).expect("an action")));
        let mut q = p;
        q.play_text("Wd4,d1").expect("legal");
        assert!(q
            .legal_actions()
            .contains(&alphabeta_game(&q, 1).expect("an action")));
    }

    #[test]
    fn cancel_stops_at_once_with_a_legal_action() {
        let p = Position::start(Variant::Zertz);
        let stop = AtomicBool::new(true);
        let r = think_zertz(&p, Level::Master, None, None, &stop).expect("an answer");
        assert!(p.legal_actions().contains(&r.best));
        // Cancelled from another thread while master thinks without a time limit.
        let cancel = AtomicBool::new(false);
        let start = Instant::now();
        let r = std::thread::scope(|s| {
            let h = s.spawn(|| think_zertz(&p, Level::Master, Some(64), None, &cancel));
            std::thread::sleep(Duration::from_millis(50));
            cancel.store(true, Ordering::Relaxed);
            h.join().expect("no panic")
        })
        .expect("an answer");
        assert!(
            start.elapsed() < Duration::from_secs(3),
            "{:?}",
            start.elapsed()
        );
        assert!(p.legal_actions().contains(&r.best));
    }

    #[test]
    fn weights_read_over_the_defaults() {
        let w: ZertzWeights = "d1=700, width=30".parse().expect("weights");
        assert_eq!(w.d1, 700);
        assert_eq!(w.width, 30);
        assert_eq!(w.d2, ZertzWeights::default().d2);
        assert!("d9=1".parse::<ZertzWeights>().is_err());
        assert!("d1=x".parse::<ZertzWeights>().is_err());
        assert_eq!("".parse::<ZertzWeights>(), Ok(ZertzWeights::default()));
    }
}
