//! PÜNCT's evaluation, move ordering, pruning and quiescence for the seam search
//! ([`Heuristics`] for `gipf_punct::Position`), its levels, and [`think_punct`].
//!
//! PÜNCT is a connection game: the evaluation is each colour's *connection distance*, for
//! each of the three pairs of opposite sides the cheapest path from one side to the other
//! where a point the colour controls costs nothing, an empty point 2 and an opponent's point
//! `opp` (it can still be covered by a move, at a price); the closest pair counts in full,
//! the second a share. A colour one placement away from a connection (a path of at most
//! three empty points) is a threat, worth much more when it is the colour to act. Then the
//! centre count (it decides `punct` when the last piece is placed, so it weighs more as the
//! reserves run out), pieces left to place and uncovered pieces (mobility).
//!
//! With thousands of actions a ply, every inner node keeps only its best-looking actions:
//! each point gets a value from both colours' shortest paths through it (the length of the
//! cheapest path through the point against the colour's distance, weighted by how close the
//! colour is), and an action is worth the points it takes (and, for a move, minus the
//! colour's own path points it leaves). The root searches every action in that order. At a
//! leaf where the colour to act is one placement from a connection, its best-looking actions
//! are tried (quiescence), so a threat is read as a win only when it is one.
//!
//! One topic: the board tables, the shortest paths, the terms and their weights (read from
//! text for tuning), the ordering and pruning, the quiescence, the levels, and their tests.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::LazyLock;
use std::time::Duration;

use gipf_punct::{Action, Axis, Orientation, Point, Position, Side, Variant, POINT_COUNT};

use crate::game_search::{think_game, GameResult, Heuristics};
use crate::Level;

/// No point.
const NONE: u8 = u8::MAX;
/// A point a colour cannot pass.
const BLOCK: u8 = u8::MAX;
/// An unreachable distance.
const INF: u16 = u16::MAX / 4;
/// The cost of an empty point on a path.
const EMPTY: u16 = 2;
/// The number of orientations.
const ORIENTS: usize = 33;
/// The buckets of the shortest-path queue (more than the largest point cost).
const RING: usize = 32;

/// The board's tables, by canonical point index.
struct Geo {
    /// Neighbours, [`NONE`] past the last.
    nb: [[u8; 6]; POINT_COUNT],
    /// The 7 points of each side of each axis.
    sides: [[[u8; 7]; 2]; 3],
    /// The central hexagon.
    centre: [bool; POINT_COUNT],
    /// The three points of each orientation at each PÜNCT point (the PÜNCT first), or
    /// `[NONE; 3]` when it does not fit.
    pts: Vec<[[u8; 3]; ORIENTS]>,
}

static GEO: LazyLock<Geo> = LazyLock::new(|| {
    let mut nb = [[NONE; 6]; POINT_COUNT];
    let mut centre = [false; POINT_COUNT];
    for p in Point::all() {
        for (k, q) in p.neighbours().enumerate() {
            nb[p.index()][k] = q.index() as u8;
        }
        centre[p.index()] = p.is_central();
    }
    let mut sides = [[[NONE; 7]; 2]; 3];
    for a in Axis::ALL {
        for (s, list) in a.sides().iter().enumerate() {
            for (k, q) in list.iter().take(7).enumerate() {
                sides[a.index()][s][k] = q.index() as u8;
            }
        }
    }
    let mut pts = vec![[[NONE; 3]; ORIENTS]; POINT_COUNT];
    for p in Point::all() {
        for o in Orientation::all() {
            if let Some(three) = o.points_at(p) {
                pts[p.index()][o.index()] = three.map(|q| q.index() as u8);
            }
        }
    }
    Geo {
        nb,
        sides,
        centre,
        pts,
    }
});

/// The evaluation's weights (about 100 for an empty point off a colour's connection).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PunctWeights {
    /// Per unit of the closest pair's connection distance (an empty point is 2 units).
    pub conn: i32,
    /// Per unit of the second closest pair's distance.
    pub second: i32,
    /// The cost of an opponent's point on a path, in units (0: impassable; at most 30).
    pub opp: i32,
    /// A colour one placement from a connection (at most 3 empty points), not to act.
    pub threat: i32,
    /// ... and to act.
    pub threat_move: i32,
    /// Per centre point controlled, at the start.
    pub centre: i32,
    /// ... more per centre point once every piece is placed (`punct` only).
    pub centre_late: i32,
    /// Per piece left to place.
    pub reserve: i32,
    /// Per uncovered piece on the board.
    pub mobility: i32,
    /// For the colour to act.
    pub tempo: i32,
    /// Inner nodes at least two plies above the leaves search this many actions (0: all).
    pub width: i32,
    /// The nodes just above the leaves search this many.
    pub width1: i32,
    /// At a leaf where the colour to act threatens a connection, this many of its actions
    /// are tried (0: none).
    pub quiesce: i32,
    /// How far (in units) past a colour's distance a path through a point still gives the
    /// point a value for ordering.
    pub slack: i32,
}

impl Default for PunctWeights {
    /// Chosen by hand and by matches (README, "PÜNCT").
    fn default() -> PunctWeights {
        PunctWeights {
            conn: 50,
            second: 10,
            opp: 8,
            threat: 150,
            threat_move: 600,
            centre: 4,
            centre_late: 60,
            reserve: 0,
            mobility: 8,
            tempo: 20,
            width: 10,
            width1: 8,
            quiesce: 6,
            slack: 6,
        }
    }
}

/// A weight name that does not exist, or a value that is no integer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}: write name=value,... with names {names}", names = PunctWeights::NAMES.join(", "))]
pub struct PunctWeightsError(String);

impl PunctWeights {
    /// The weights' names, in the order of [`PunctWeights::fields`].
    pub const NAMES: [&'static str; 14] = [
        "conn",
        "second",
        "opp",
        "threat",
        "threat_move",
        "centre",
        "centre_late",
        "reserve",
        "mobility",
        "tempo",
        "width",
        "width1",
        "quiesce",
        "slack",
    ];

    fn fields(&mut self) -> [&mut i32; 14] {
        [
            &mut self.conn,
            &mut self.second,
            &mut self.opp,
            &mut self.threat,
            &mut self.threat_move,
            &mut self.centre,
            &mut self.centre_late,
            &mut self.reserve,
            &mut self.mobility,
            &mut self.tempo,
            &mut self.width,
            &mut self.width1,
            &mut self.quiesce,
            &mut self.slack,
        ]
    }

    /// The cost of an opponent's point.
    fn opp_cost(&self) -> u8 {
        if self.opp <= 0 {
            BLOCK
        } else {
            self.opp.min(RING as i32 - 2) as u8
        }
    }
}

impl std::str::FromStr for PunctWeights {
    type Err = PunctWeightsError;

    /// `name=value,...` over the defaults (empty: the defaults).
    fn from_str(s: &str) -> Result<PunctWeights, PunctWeightsError> {
        let mut w = PunctWeights::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || PunctWeightsError(part.chars().take(40).collect());
            let (name, value) = part.split_once('=').ok_or_else(bad)?;
            let i = PunctWeights::NAMES
                .iter()
                .position(|n| *n == name.trim())
                .ok_or_else(bad)?;
            *w.fields()[i] = value.trim().parse().map_err(|_| bad())?;
        }
        Ok(w)
    }
}

/// Who controls each point: 0 nobody, 1 White, 2 Black.
fn owners(p: &Position) -> [u8; POINT_COUNT] {
    let mut o = [0u8; POINT_COUNT];
    for q in Point::all() {
        if let Some(s) = p.controller(q) {
            o[q.index()] = 1 + s.index() as u8;
        }
    }
    o
}

/// Each point's cost on a path of `side`.
fn costs(own: &[u8; POINT_COUNT], side: Side, opp: u8) -> [u8; POINT_COUNT] {
    let me = 1 + side.index() as u8;
    let mut c = [0u8; POINT_COUNT];
    for (c, &o) in c.iter_mut().zip(own.iter()) {
        *c = if o == me {
            0
        } else if o == 0 {
            EMPTY as u8
        } else {
            opp
        };
    }
    c
}

/// A bucket queue for shortest paths with small point costs (Dial's algorithm).
struct Dial {
    buckets: Vec<Vec<u8>>,
}

impl Dial {
    fn new() -> Dial {
        Dial {
            buckets: (0..RING).map(|_| Vec::with_capacity(256)).collect(),
        }
    }

    /// The cost of the cheapest path from any of `sources` to every point (both ends'
    /// costs included).
    fn run(&mut self, cost: &[u8; POINT_COUNT], sources: &[u8; 7], dist: &mut [u16; POINT_COUNT]) {
        let geo = &*GEO;
        dist.fill(INF);
        let mut pending = 0usize;
        for &s in sources {
            let c = cost[s as usize];
            if s == NONE || c == BLOCK {
                continue;
            }
            let s = s as usize;
            if u16::from(c) < dist[s] {
                dist[s] = u16::from(c);
                self.buckets[c as usize % RING].push(s as u8);
                pending += 1;
            }
        }
        let mut cur: u16 = 0;
        while pending > 0 {
            let b = cur as usize % RING;
            while let Some(v) = self.buckets[b].pop() {
                pending -= 1;
                let v = v as usize;
                if dist[v] != cur {
                    continue;
                }
                for &n in &geo.nb[v] {
                    if n == NONE {
                        break;
                    }
                    let c = cost[n as usize];
                    if c == BLOCK {
                        continue;
                    }
                    let nd = cur + u16::from(c);
                    if nd < dist[n as usize] {
                        dist[n as usize] = nd;
                        self.buckets[nd as usize % RING].push(n);
                        pending += 1;
                    }
                }
            }
            cur += 1;
        }
    }
}

thread_local! {
    static DIAL: RefCell<Dial> = RefCell::new(Dial::new());
    static NODE: RefCell<NodeInfo> = RefCell::new(NodeInfo::default());
}

#[allow(clippy::needless_range_loop)] // Three arrays by point.
/// The distance of `side` along each axis, and (when `through` is given) the cheapest path
/// through each point along its closest axis.
fn distances(cost: &[u8; POINT_COUNT], through: Option<&mut [u16; POINT_COUNT]>) -> [u16; 3] {
    let geo = &*GEO;
    DIAL.with(|d| {
        let mut dial = d.borrow_mut();
        let mut d = [INF; 3];
        let mut from = [[INF; POINT_COUNT]; 3];
        for a in 0..3 {
            dial.run(cost, &geo.sides[a][0], &mut from[a]);
            d[a] = geo.sides[a][1]
                .iter()
                .filter(|&&q| q != NONE)
                .map(|&q| from[a][q as usize])
                .min()
                .unwrap_or(INF);
        }
        if let Some(t) = through {
            t.fill(INF);
            let best = d.iter().copied().min().unwrap_or(INF);
            if best < INF {
                let mut to = [INF; POINT_COUNT];
                for a in 0..3 {
                    // The axes within reach of the best.
                    if d[a] > best + 4 {
                        continue;
                    }
                    dial.run(cost, &geo.sides[a][1], &mut to);
                    for q in 0..POINT_COUNT {
                        let (f, g) = (from[a][q], to[q]);
                        if f < INF && g < INF {
                            let x = f + g - u16::from(cost[q]) + (d[a] - best);
                            t[q] = t[q].min(x);
                        }
                    }
                }
            }
        }
        d
    })
}

/// The closest and second closest of three distances.
fn two_best(d: [u16; 3]) -> (u16, u16) {
    let mut s = d;
    s.sort_unstable();
    (s[0], s[1])
}

/// A distance's value for the evaluation (unreachable counts as far).
fn capped(d: u16) -> i32 {
    i32::from(d.min(60))
}

/// The static evaluation of `p` from `side`'s point of view.
pub fn evaluate_punct(p: &Position, side: Side, w: &PunctWeights) -> i32 {
    if let Some(o) = p.outcome() {
        return match o.winner {
            Some(x) if x == side => 100_000,
            Some(_) => -100_000,
            None => 0,
        };
    }
    let own = owners(p);
    let opp = w.opp_cost();
    let decider = p.decider();
    let mut v = [0i32; 2];
    let mut uncovered = [0i32; 2];
    for piece in p.pieces() {
        if !p.is_covered(&piece) {
            uncovered[piece.side.index()] += 1;
        }
    }
    let placed = p.pieces_on_board(Side::First) + p.pieces_on_board(Side::Second);
    let late = p.variant() == Variant::Punct;
    for s in [Side::First, Side::Second] {
        let c = costs(&own, s, opp);
        let (d1, d2) = two_best(distances(&c, None));
        let mut x = -w.conn * capped(d1) - w.second * capped(d2);
        if d1 <= 3 * EMPTY {
            x += if decider == Some(s) {
                w.threat_move
            } else {
                w.threat
            };
        }
        let cc = p.centre_count(s) as i32;
        x += cc * w.centre;
        if late {
            x += cc * w.centre_late * placed as i32 / 36;
        }
        x += p.reserve_total(s) as i32 * w.reserve;
        x += uncovered[s.index()] * w.mobility;
        if decider == Some(s) {
            x += w.tempo;
        }
        v[s.index()] = x;
    }
    v[side.index()] - v[side.other().index()]
}

/// What the ordering of one node needs: each point's value for the colour to act, the
/// points each of its movable pieces would leave, its distance.
struct NodeInfo {
    key: u64,
    /// The value of taking each point (for a point the mover controls: of keeping it).
    value: [i32; POINT_COUNT],
    /// The mover's own path value of each point (lost when he leaves it).
    keep: [i32; POINT_COUNT],
    /// Who controls each point.
    own: [u8; POINT_COUNT],
    /// The points of the piece whose PÜNCT is at each point (if the mover's).
    lift: [[u8; 3]; POINT_COUNT],
    /// The mover's and the opponent's closest distance.
    dist: [u16; 2],
}

impl Default for NodeInfo {
    fn default() -> NodeInfo {
        NodeInfo {
            key: 0,
            value: [0; POINT_COUNT],
            keep: [0; POINT_COUNT],
            own: [0; POINT_COUNT],
            lift: [[NONE; 3]; POINT_COUNT],
            dist: [INF; 2],
        }
    }
}

/// How much a colour at distance `d` cares about its paths.
fn urgency(d: u16) -> i32 {
    if d >= INF {
        0
    } else {
        4000 / (i32::from(d) + 4)
    }
}

/// Runs `f` on the node information of `p` for its decider (computed once per position and
/// thread).
fn with_node<R>(p: &Position, w: &PunctWeights, f: impl FnOnce(&NodeInfo) -> R) -> R {
    let key = p.zobrist();
    NODE.with(|n| {
        let mut n = n.borrow_mut();
        if n.key != key || n.key == 0 {
            fill_node(p, w, &mut n);
            n.key = key;
        }
        f(&n)
    })
}

#[allow(clippy::needless_range_loop)] // Four arrays by point.
fn fill_node(p: &Position, w: &PunctWeights, n: &mut NodeInfo) {
    let geo = &*GEO;
    let me = p.decider().unwrap_or(Side::First);
    let own = owners(p);
    let opp = w.opp_cost();
    let slack = w.slack.max(1);
    let mut through = [[INF; POINT_COUNT]; 2];
    let mut dist = [INF; 2];
    for (k, s) in [me, me.other()].into_iter().enumerate() {
        let c = costs(&own, s, opp);
        let d = distances(&c, Some(&mut through[k]));
        dist[k] = d.iter().copied().min().unwrap_or(INF);
    }
    let (um, uo) = (urgency(dist[0]), urgency(dist[1]));
    let late = p.variant() == Variant::Punct;
    let placed = (p.pieces_on_board(Side::First) + p.pieces_on_board(Side::Second)) as i32;
    for q in 0..POINT_COUNT {
        let on = |k: usize| {
            let t = through[k][q];
            if t >= INF || dist[k] >= INF {
                0
            } else {
                (slack - i32::from(t - dist[k])).max(0)
            }
        };
        let (m, o) = (on(0), on(1));
        let mut v = 2 * m * um + o * uo * 3 / 2;
        if geo.centre[q] {
            v += 2 + if late { placed } else { 0 };
        }
        n.value[q] = v;
        n.keep[q] = 2 * m * um;
    }
    n.own = own;
    n.lift = [[NONE; 3]; POINT_COUNT];
    for piece in p.pieces() {
        if piece.side == me && !p.is_covered(&piece) {
            n.lift[piece.punct.index()] = geo.pts[piece.punct.index()][piece.orientation.index()];
        }
    }
    n.dist = dist;
}

/// The ordering score of `a` for the node's mover.
fn action_score(n: &NodeInfo, a: &Action) -> i32 {
    let geo = &*GEO;
    match *a {
        Action::Place { orientation, punct } => {
            let t = geo.pts[punct.index()][orientation.index()];
            if t[0] == NONE {
                return i32::MIN / 2;
            }
            // A placement also brings a piece: slightly before a move of equal worth.
            8 + t.iter().map(|&q| n.value[q as usize]).sum::<i32>()
        }
        Action::Move {
            from,
            orientation,
            to,
        } => {
            let t = geo.pts[to.index()][orientation.index()];
            if t[0] == NONE {
                return i32::MIN / 2;
            }
            let left = n.lift[from.index()];
            let me = n.own[from.index()];
            let mut s = 0;
            for &q in &t {
                if n.own[q as usize] != me || left.contains(&q) {
                    s += n.value[q as usize];
                }
            }
            for &q in &left {
                if q != NONE && !t.contains(&q) {
                    s -= n.keep[q as usize] + n.value[q as usize] / 4;
                }
            }
            s
        }
    }
}

/// The `k` best-looking actions of `p` (all when `k` is 0) into `buf`, best first.
fn best_actions_into(p: &Position, w: &PunctWeights, k: usize, buf: &mut Vec<Action>) {
    p.legal_actions_into(buf);
    if k == 0 || buf.len() <= k {
        return;
    }
    with_node(p, w, |n| {
        let mut scored: Vec<(i32, Action)> = buf.iter().map(|a| (action_score(n, a), *a)).collect();
        scored.select_nth_unstable_by_key(k - 1, |&(s, _)| std::cmp::Reverse(s));
        scored.truncate(k);
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        buf.clear();
        buf.extend(scored.iter().map(|&(_, a)| a));
    });
}

impl Heuristics for Position {
    type Weights = PunctWeights;

    fn evaluate_with(&self, side: Side, weights: &PunctWeights) -> i32 {
        evaluate_punct(self, side, weights)
    }

    /// The points the action takes, weighted by both colours' shortest paths through them.
    fn order_key(&self, action: &Action) -> i32 {
        with_node(self, &PunctWeights::default(), |n| action_score(n, action))
    }

    fn actions_into(&self, buf: &mut Vec<Action>) {
        self.legal_actions_into(buf);
    }

    /// The `width` (`width1` just above the leaves) best-looking actions.
    fn search_actions_into(&self, weights: &PunctWeights, depth: u32, buf: &mut Vec<Action>) {
        let k = if depth <= 1 {
            weights.width1
        } else {
            weights.width
        };
        best_actions_into(self, weights, k.max(0) as usize, buf);
    }

    /// At a leaf where the colour to act is one placement from a connection: its
    /// `weights.quiesce` best-looking actions (standing pat otherwise).
    fn quiet_actions_into(&self, weights: &PunctWeights, qply: u32, buf: &mut Vec<Action>) -> bool {
        buf.clear();
        if qply > 0 || weights.quiesce <= 0 {
            return true;
        }
        let Some(me) = self.decider() else {
            return true;
        };
        let own = owners(self);
        let c = costs(&own, me, weights.opp_cost());
        let d = distances(&c, None).iter().copied().min().unwrap_or(INF);
        if d <= 3 * EMPTY {
            best_actions_into(self, weights, weights.quiesce as usize, buf);
        }
        true
    }

    /// PÜNCT's levels: depths in actions, noise in the evaluation's units (an empty point
    /// on the closest path is about 100); master 1 s a decision.
    fn level_profile(level: Level) -> (u32, i32, Duration) {
        match level {
            Level::Beginner => (1, 150, Duration::from_millis(300)),
            Level::Casual => (1, 60, Duration::from_millis(300)),
            Level::Intermediate => (2, 20, Duration::from_millis(500)),
            Level::Strong => (64, 0, Duration::from_millis(400)),
            Level::Master => (64, 0, Duration::from_millis(1000)),
        }
    }
}

/// Chooses a PÜNCT action at `level` (see [`crate::GameEngine::think`]): `depth` and
/// `movetime` override the level's; `None` when the game is over.
pub fn think_punct(
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
    use std::sync::atomic::Ordering;
    use std::time::Instant;

    fn no_cancel() -> AtomicBool {
        AtomicBool::new(false)
    }

    #[test]
    fn the_start_is_even_and_distances_are_the_board_width() {
        let p = Position::start();
        assert_eq!(
            evaluate_punct(&p, Side::First, &PunctWeights::default()),
            20
        );
        let own = owners(&p);
        let c = costs(&own, Side::First, 8);
        let d = distances(&c, None);
        assert_eq!(d, [34, 34, 34], "17 empty points across");
    }

    #[test]
    fn weights_read_over_the_defaults() {
        let w: PunctWeights = "conn=7, width=3".parse().unwrap();
        assert_eq!((w.conn, w.width, w.opp), (7, 3, 8));
        assert!("nope=1".parse::<PunctWeights>().is_err());
        assert!("conn=x".parse::<PunctWeights>().is_err());
    }

    #[test]
    fn cancel_stops_at_once_with_a_legal_action() {
        let p = Position::start();
        let stop = AtomicBool::new(true);
        let t = Instant::now();
        let r = think_punct(&p, Level::Master, None, None, &stop).expect("an answer");
        assert!(p.check(r.best).is_ok());
        assert!(
            t.elapsed() < Duration::from_millis(900),
            "{:?}",
            t.elapsed()
        );
        stop.store(false, Ordering::Relaxed);
    }

    #[test]
    fn the_engine_answers_through_the_seam() {
        let p = Position::start();
        let r = think_game(&p, Level::Beginner, None, None, 3, &no_cancel()).expect("an answer");
        assert!(p.check(r.best).is_ok());
    }
}
