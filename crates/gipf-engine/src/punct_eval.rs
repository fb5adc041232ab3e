//! PÜNCT's evaluation, move ordering, pruning and quiescence for the seam search
//! ([`Heuristics`] for `gipf_punct::Position`), its levels, and [`think_punct`].
//!
//! PÜNCT is a connection game: the evaluation is each colour's *connection distance*, for
//! each of the three pairs of opposite sides the cheapest path from one side to the other
//! where a point the colour controls costs nothing, an empty point 1 and an opponent's point
//! `opp` (2, the default: a move may cover it; with the old default 0, impassable, the
//! search did not see a move over the opponent's pieces that connects), the closest pair in
//! full, the second a share; and each colour's *two-distance* (Hex's second-best neighbour
//! rule over the points, the colour's groups contracted, the opponent's points blocked): a
//! single path that one block cuts counts long, two ways count short, so double threats
//! show (at most `two_cap` units past the distance: a single path is no cliff). A colour
//! one placement away from a connection (a path of at most 3 units) is a
//! threat, worth much more when it is the colour to act. Then the centre count (it decides
//! `punct` when the last piece is placed, so it weighs more as the reserves run out), pieces
//! left to place and uncovered pieces (mobility).
//!
//! With thousands of actions a ply, every inner node keeps only its best-looking actions:
//! each point gets a value from both colours' shortest paths through it (the length of the
//! cheapest path through the point against the colour's distance, weighted by how close the
//! colour is), and an action is worth the points it takes (and, for a move, minus what
//! lifting its piece costs: the units the colour's distance grows by with the piece gone,
//! and the centre points it leaves; a centre point is worth what the evaluation gives it,
//! and an opponent's point whose cover leaves him no connection in one action his threat);
//! one action per effect is kept (the PÜNCT's place on the same points changes nothing
//! the evaluation reads); an action that connects at once is found first (only
//! the actions covering enough points of the mover's shortest paths are played). The root
//! (`root_actions_into`) keeps the `root` (40) best actions after one ply of the evaluation
//! and the `root_cheap` (8) best by that score, and iterates deeper over them; an inner node
//! far enough above the leaves keeps its best after one ply among the `refine` (30) best by
//! the cheap score (`refine_wide`, 60, nearest the root). At a leaf
//! where the colour to act is one placement from a connection, its best-looking actions are
//! tried (quiescence), so a threat is read as a win only when it is one. A node near the
//! root whose kept actions all lose tries its defences (the actions covering the opponent's
//! cheapest paths) before the loss stands, so a win found over the pruned replies is checked
//! against the replies that could refute it.
//!
//! One topic: the board tables, the shortest paths, the terms and their weights (read from
//! text for tuning), the quiescence, the levels, and the tests of all of PÜNCT's search
//! (the ordering's too). The ordering, pruning and defences are the child module `order`
//! (`punct_eval/order.rs`, ~640 lines), which reads this file's private distance tables and
//! bit sets as a child may.
//!
//! About 1,500 lines, a quarter of them tests: the shortest paths, the two-distance and the
//! evaluation share the bit-set terrain, so they stay one topic, as `zertz_eval.rs` does.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::LazyLock;
use std::time::Duration;

use gipf_punct::{Action, Axis, Orientation, Point, Position, Side, Variant, POINT_COUNT};

use crate::game_search::{think_game, GameResult, Heuristics};
use crate::Level;

mod order;

use order::*;
pub use order::{punct_best_actions, punct_root_candidates};

/// No point.
const NONE: u8 = u8::MAX;
/// A point a colour cannot pass.
const BLOCK: u8 = u8::MAX;
/// An unreachable distance.
const INF: u16 = u16::MAX / 4;
/// The cost of an empty point on a path.
const EMPTY: u16 = 1;
/// The number of orientations.
const ORIENTS: usize = 33;
/// The buckets of the shortest-path queue (more than the largest point cost).
const RING: usize = 32;

/// The board's tables, by canonical point index.
struct Geo {
    /// The central hexagon.
    centre: [bool; POINT_COUNT],
    /// The cell of each point.
    cell: [u16; POINT_COUNT],
    /// The point of each cell.
    canon: [u8; WORDS * 64],
    /// Every point's cell.
    all: Cells,
    /// The cells of each side of each axis.
    side_cells: [[Cells; 2]; 3],
    /// The three points of each orientation at each PÜNCT point (the PÜNCT first), or
    /// `[NONE; 3]` when it does not fit.
    pts: Vec<[[u8; 3]; ORIENTS]>,
}

static GEO: LazyLock<Geo> = LazyLock::new(|| {
    let mut centre = [false; POINT_COUNT];
    for p in Point::all() {
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
    let mut cell = [0u16; POINT_COUNT];
    let mut canon = [NONE; WORDS * 64];
    let mut all = NO_CELLS;
    for p in Point::all() {
        let c = (18 * p.x() + p.y()) as usize;
        cell[p.index()] = c as u16;
        canon[c] = p.index() as u8;
        all[c / 64] |= 1 << (c % 64);
    }
    let mut side_cells = [[NO_CELLS; 2]; 3];
    for a in 0..3 {
        for s in 0..2 {
            for &q in &sides[a][s] {
                if q != NONE {
                    let c = usize::from(cell[usize::from(q)]);
                    side_cells[a][s][c / 64] |= 1 << (c % 64);
                }
            }
        }
    }
    Geo {
        cell,
        canon,
        all,
        side_cells,
        centre,
        pts,
    }
});

/// The evaluation's weights (about 100 for an empty point off a colour's connection).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PunctWeights {
    /// Per unit of the closest pair's connection distance (an empty point is 1 unit).
    pub conn: i32,
    /// Per unit of the second closest pair's distance.
    pub second: i32,
    /// The cost of an opponent's point on a path, in units (0: impassable; at most 30; a
    /// move may cover an opponent's point).
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
    /// Per unit of the closest pair's two-distance (Hex's second-best neighbour rule: a
    /// single path a block cuts counts long, two ways count short).
    pub two: i32,
    /// Per unit of the second closest pair's two-distance.
    pub two_second: i32,
    /// A colour not to act whose two-distance is at most 3 (two ways to connect at once).
    pub double: i32,
    /// A two-distance counts at most this many units past the distance along its axes
    /// (an unreachable two-distance, a single path, is then no cliff of thousands).
    pub two_cap: i32,
    /// The root searches this many actions, the best after one ply (0: every action) ...
    pub root: i32,
    /// ... and this many more, the best by the cheap ordering score.
    pub root_cheap: i32,
    /// An inner node whose opponent is one action from a connection also searches this
    /// many of the best-looking actions that cover a point of its shortest paths.
    pub blocks: i32,
    /// Whether the threats (and the ordering's paths) count an opponent's point as 1, a point
    /// a move may cover, instead of `opp` (0: `opp`).
    pub tactic: i32,
    /// A node (at most `defend_ply` plies from the root) where every action kept lost
    /// also tries this many of the best-looking actions that cover a point of the
    /// opponent's cheapest paths (0: none).
    pub defend: i32,
    /// The deepest ply that tries its defences (0: the root only).
    pub defend_ply: i32,
    /// Down to this ply, where the opponent is one action from a connection, the defences
    /// are the actions after which he cannot connect at once (up to 100), not the `defend`
    /// best-looking ones (-1: never).
    pub defend_exact: i32,
    /// Nodes at least `refine_depth` plies above the leaves take this many best-looking
    /// actions by the cheap score and keep the `width` best of them after one ply of the
    /// evaluation (0: the cheap score alone).
    pub refine: i32,
    /// See `refine`.
    pub refine_depth: i32,
    /// Nodes at least `wide_depth` plies above the leaves (the nearest the root) take this
    /// many instead of `refine` (0: `refine`).
    pub refine_wide: i32,
    /// See `refine_wide`.
    pub wide_depth: i32,
    /// No iteration starts after this share of a decision's time (in %).
    pub share: i32,
    /// Whether the nodes keep one action per effect (the same piece on the same points:
    /// only the PÜNCT's place differs) among their best-looking and the root's (0: no).
    pub dedup: i32,
    /// Whether a move's cost of leaving its points comes from the distances with the piece
    /// lifted (0: from the points' path values).
    pub lift: i32,
    /// Whether the ordering adds `threat_move` to a point of the opponent's that, covered,
    /// leaves him more than 3 units from a connection (0: no).
    pub kill: i32,
    /// Whether the distances of the last positions are kept (0: computed every time, for
    /// the benchmarks).
    pub cache: i32,
}

impl Default for PunctWeights {
    /// Chosen by hand and by matches (README, "PÜNCT").
    fn default() -> PunctWeights {
        PunctWeights {
            conn: 50,
            second: 10,
            opp: 2,
            threat: 150,
            threat_move: 600,
            centre: 4,
            centre_late: 150,
            reserve: 0,
            mobility: 8,
            tempo: 20,
            width: 10,
            width1: 8,
            quiesce: 6,
            slack: 3,
            two: 60,
            two_second: 10,
            double: 200,
            two_cap: 4,
            root: 40,
            root_cheap: 8,
            blocks: 0,
            tactic: 1,
            defend: 40,
            defend_ply: 3,
            defend_exact: 1,
            refine: 30,
            refine_depth: 2,
            refine_wide: 60,
            wide_depth: 3,
            share: 40,
            dedup: 1,
            lift: 1,
            kill: 1,
            cache: 1,
        }
    }
}

/// A weight name that does not exist, or a value that is no integer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}: write name=value,... with names {names}", names = PunctWeights::NAMES.join(", "))]
pub struct PunctWeightsError(String);

impl PunctWeights {
    /// The weights' names, in the order of [`PunctWeights::fields`].
    pub const NAMES: [&'static str; 34] = [
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
        "two",
        "two_second",
        "double",
        "two_cap",
        "root",
        "root_cheap",
        "blocks",
        "tactic",
        "defend",
        "defend_ply",
        "defend_exact",
        "refine",
        "refine_depth",
        "refine_wide",
        "wide_depth",
        "share",
        "dedup",
        "lift",
        "kill",
        "cache",
    ];

    fn fields(&mut self) -> [&mut i32; 34] {
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
            &mut self.two,
            &mut self.two_second,
            &mut self.double,
            &mut self.two_cap,
            &mut self.root,
            &mut self.root_cheap,
            &mut self.blocks,
            &mut self.tactic,
            &mut self.defend,
            &mut self.defend_ply,
            &mut self.defend_exact,
            &mut self.refine,
            &mut self.refine_depth,
            &mut self.refine_wide,
            &mut self.wide_depth,
            &mut self.share,
            &mut self.dedup,
            &mut self.lift,
            &mut self.kill,
            &mut self.cache,
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
#[cfg(test)]
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

/// A set of cells (18 · x + y: a blank cell above each column, so a step is a shift).
type Cells = [u64; WORDS];
const WORDS: usize = 5;
const NO_CELLS: Cells = [0; WORDS];

#[inline]
fn shl(b: &Cells, n: u32) -> Cells {
    let mut r = [0; WORDS];
    r[0] = b[0] << n;
    for i in 1..WORDS {
        r[i] = b[i] << n | b[i - 1] >> (64 - n);
    }
    r
}

#[inline]
fn shr(b: &Cells, n: u32) -> Cells {
    let mut r = [0; WORDS];
    for i in 0..WORDS - 1 {
        r[i] = b[i] >> n | b[i + 1] << (64 - n);
    }
    r[WORDS - 1] = b[WORDS - 1] >> n;
    r
}

#[inline]
fn and(a: &Cells, b: &Cells) -> Cells {
    std::array::from_fn(|i| a[i] & b[i])
}

#[inline]
fn or(a: &Cells, b: &Cells) -> Cells {
    std::array::from_fn(|i| a[i] | b[i])
}

#[inline]
fn any(a: &Cells) -> bool {
    a[0] | a[1] | a[2] | a[3] | a[4] != 0
}

/// Whether two sets are equal (without a call to `memcmp`).
#[inline]
fn same(a: &Cells, b: &Cells) -> bool {
    (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]) | (a[4] ^ b[4]) == 0
}

/// The cells and their neighbours.
#[inline]
fn spread(b: &Cells) -> Cells {
    let all = &GEO.all;
    let mut r = *b;
    for n in [1, 18, 19] {
        let (l, h) = (shl(b, n), shr(b, n));
        for i in 0..WORDS {
            r[i] |= l[i] | h[i];
        }
    }
    and(&r, all)
}

/// One colour's points by cost: its own (0), the empty ones (1), the opponent's (`opp`,
/// 0 when impassable).
struct Terrain {
    own: Cells,
    empty: Cells,
    opp: Cells,
    k: usize,
}

/// Who controls each cell: White's, Black's and nobody's points.
fn masks(own: &[u8; POINT_COUNT]) -> [Cells; 3] {
    let geo = &*GEO;
    let mut m = [NO_CELLS; 3];
    for (q, &o) in own.iter().enumerate() {
        let cell = usize::from(geo.cell[q]);
        let k = if o == 0 { 2 } else { usize::from(o - 1) };
        m[k][cell / 64] |= 1 << (cell % 64);
    }
    m
}

impl Terrain {
    /// [`Terrain::of`] the costs of `side` (`opp` for an opponent's point) from
    /// [`masks`], without the costs.
    fn for_side(m: &[Cells; 3], side: Side, opp: u8) -> Terrain {
        let (own, theirs) = (m[side.index()], m[side.other().index()]);
        match opp {
            0 => Terrain {
                own: or(&own, &theirs),
                empty: m[2],
                opp: NO_CELLS,
                k: 0,
            },
            1 => Terrain {
                own,
                empty: or(&m[2], &theirs),
                opp: NO_CELLS,
                k: 0,
            },
            BLOCK => Terrain {
                own,
                empty: m[2],
                opp: NO_CELLS,
                k: 0,
            },
            c => Terrain {
                own,
                empty: m[2],
                opp: theirs,
                k: if any(&theirs) { usize::from(c) } else { 0 },
            },
        }
    }

    /// The cost of a cell on a path (a cell off the board or blocked: [`BLOCK`]).
    #[inline]
    fn cost(&self, cell: usize) -> u16 {
        let (i, bit) = (cell / 64, 1u64 << (cell % 64));
        if self.own[i] & bit != 0 {
            0
        } else if self.empty[i] & bit != 0 {
            EMPTY
        } else if self.opp[i] & bit != 0 {
            self.k as u16
        } else {
            u16::from(BLOCK)
        }
    }

    #[cfg(test)]
    fn of(cost: &[u8; POINT_COUNT]) -> Terrain {
        let geo = &*GEO;
        let mut t = Terrain {
            own: NO_CELLS,
            empty: NO_CELLS,
            opp: NO_CELLS,
            k: 0,
        };
        for (q, &c) in cost.iter().enumerate() {
            let cell = usize::from(geo.cell[q]);
            let bit = 1u64 << (cell % 64);
            match c {
                0 => t.own[cell / 64] |= bit,
                1 => t.empty[cell / 64] |= bit,
                BLOCK => {}
                c => {
                    t.opp[cell / 64] |= bit;
                    t.k = usize::from(c);
                }
            }
        }
        t
    }

    /// The cost of the cheapest path from `src` to `dst` (both ends' costs included),
    /// [`INF`] when there is none; with `level`, every point's cost from `src` (the search
    /// then runs until nothing more is reached).
    fn run(&self, src: &Cells, dst: &Cells, level: Option<&mut [u16; POINT_COUNT]>) -> u16 {
        self.run_to(src, dst, level, MAX_LEVEL)
    }

    /// Whether some pair of opposite sides is at most `limit` units apart (a search that
    /// stops past `limit`).
    fn within(&self, limit: u16) -> bool {
        let geo = &*GEO;
        let last = usize::from(limit) + 1;
        (0..3)
            .any(|a| self.run_to(&geo.side_cells[a][0], &geo.side_cells[a][1], None, last) <= limit)
    }

    /// [`Terrain::run`] over the costs below `last` only ([`INF`] past them).
    fn run_to(
        &self,
        src: &Cells,
        dst: &Cells,
        mut level: Option<&mut [u16; POINT_COUNT]>,
        last: usize,
    ) -> u16 {
        let geo = &*GEO;
        let mut spreads = [NO_CELLS; RING];
        let mut prev = NO_CELLS;
        let src_own = and(src, &self.own);
        let src_empty = and(src, &self.empty);
        let src_opp = and(src, &self.opp);
        if let Some(l) = level.as_deref_mut() {
            l.fill(INF);
        }
        let mut found = INF;
        let mut still = 0;
        for c in 0..last.min(MAX_LEVEL) {
            let mut b = or(&prev, &src_own);
            if c >= 1 {
                b = or(
                    &b,
                    &or(&and(&spreads[(c - 1) % RING], &self.empty), &src_empty),
                );
            }
            if self.k > 0 && c >= self.k {
                b = or(
                    &b,
                    &or(&and(&spreads[(c - self.k) % RING], &self.opp), &src_opp),
                );
            }
            let mut x = spread(&b);
            loop {
                let nb = or(&b, &and(&x, &self.own));
                if same(&nb, &b) {
                    break;
                }
                b = nb;
                x = spread(&b);
            }
            spreads[c % RING] = x;
            if let Some(l) = level.as_deref_mut() {
                for i in 0..WORDS {
                    let mut w = b[i] & !prev[i];
                    while w != 0 {
                        let cell = i * 64 + w.trailing_zeros() as usize;
                        w &= w - 1;
                        l[usize::from(geo.canon[cell])] = c as u16;
                    }
                }
            }
            if found == INF && any(&and(&b, dst)) {
                found = c as u16;
                if level.is_none() {
                    return found;
                }
            }
            if same(&b, &prev) {
                still += 1;
                if still > self.k.max(1) {
                    break;
                }
            } else {
                still = 0;
            }
            prev = b;
        }
        found
    }
}

/// The deepest level a path search goes.
const MAX_LEVEL: usize = 160;

#[allow(clippy::needless_range_loop)] // Three arrays by point.
/// [`distances_on`] the terrain of the costs (for the tests).
#[cfg(test)]
fn distances(cost: &[u8; POINT_COUNT], through: Option<&mut [u16; POINT_COUNT]>) -> [u16; 3] {
    distances_on(&Terrain::of(cost), through, None)
}

#[allow(clippy::needless_range_loop)] // Three arrays by point.
/// The distance along each axis on a colour's terrain, and (when `through` is given) the
/// cheapest path through each point along its closest axes (an axis counting its excess
/// over the closest); with `raw` too, the cheapest path through each point along those axes
/// as it is (a path of at most 3 units through a point is a connection in one action).
fn distances_on(
    terrain: &Terrain,
    through: Option<&mut [u16; POINT_COUNT]>,
    mut raw: Option<&mut [u16; POINT_COUNT]>,
) -> [u16; 3] {
    let geo = &*GEO;
    let mut d = [INF; 3];
    let Some(t) = through else {
        for a in 0..3 {
            d[a] = terrain.run(&geo.side_cells[a][0], &geo.side_cells[a][1], None);
        }
        return d;
    };
    let mut from = [[INF; POINT_COUNT]; 3];
    for a in 0..3 {
        d[a] = terrain.run(
            &geo.side_cells[a][0],
            &geo.side_cells[a][1],
            Some(&mut from[a]),
        );
    }
    t.fill(INF);
    if let Some(r) = raw.as_deref_mut() {
        r.fill(INF);
    }
    let best = d.iter().copied().min().unwrap_or(INF);
    if best < INF {
        let mut to = [INF; POINT_COUNT];
        for a in 0..3 {
            // The axes within reach of the best.
            if d[a] > best + 2 {
                continue;
            }
            terrain.run(&geo.side_cells[a][1], &geo.side_cells[a][0], Some(&mut to));
            for q in 0..POINT_COUNT {
                let (f, g) = (from[a][q], to[q]);
                if f < INF && g < INF {
                    let x = f + g - terrain.cost(usize::from(geo.cell[q]));
                    t[q] = t[q].min(x + (d[a] - best));
                    if let Some(r) = raw.as_deref_mut() {
                        r[q] = r[q].min(x);
                    }
                }
            }
        }
    }
    d
}

/// The count of a set of cells.
#[inline]
fn count(a: &Cells) -> u32 {
    a.iter().map(|w| w.count_ones()).sum()
}

/// The cells of `b` and the own cells connected to them through own cells.
#[inline]
fn flood_own(b: &Cells, own: &Cells) -> Cells {
    let mut b = *b;
    loop {
        let nb = or(&b, &and(&spread(&b), own));
        if same(&nb, &b) {
            return b;
        }
        b = nb;
    }
}

/// A colour's groups: the connected sets of its own points (by cell), so that the own
/// points joined to a set of own points are found without flooding.
struct Groups {
    sets: [Cells; MAX_GROUPS],
    /// The group of each own cell.
    label: [u8; WORDS * 64],
}

/// More groups than a colour's 54 points can make.
const MAX_GROUPS: usize = 64;

impl Groups {
    fn of(own: &Cells) -> Groups {
        let mut g = Groups {
            sets: [NO_CELLS; MAX_GROUPS],
            label: [0; WORDS * 64],
        };
        let mut rest = *own;
        let mut n = 0;
        while let Some(cell) = first_cell(&rest) {
            let mut seed = NO_CELLS;
            seed[cell / 64] = 1 << (cell % 64);
            let set = flood_own(&seed, own);
            for i in 0..WORDS {
                rest[i] &= !set[i];
                let mut w = set[i];
                while w != 0 {
                    g.label[i * 64 + w.trailing_zeros() as usize] = n as u8;
                    w &= w - 1;
                }
            }
            g.sets[n] = set;
            n += 1;
            if n == MAX_GROUPS {
                break;
            }
        }
        g
    }

    /// The groups that meet `b` (a set of own cells), whole: [`flood_own`] without the
    /// flood.
    #[inline]
    fn close(&self, b: &Cells) -> Cells {
        let mut r = NO_CELLS;
        let mut rest = *b;
        while let Some(cell) = first_cell(&rest) {
            let set = &self.sets[usize::from(self.label[cell])];
            for i in 0..WORDS {
                r[i] |= set[i];
                rest[i] &= !set[i];
            }
        }
        r
    }
}

/// The lowest cell of a set.
#[inline]
fn first_cell(b: &Cells) -> Option<usize> {
    (0..WORDS).find_map(|i| (b[i] != 0).then(|| i * 64 + b[i].trailing_zeros() as usize))
}

impl Terrain {
    /// The two-distance (Hex's second-best neighbour rule) from side `from` to side `to`:
    /// an empty point on the first side, or next to an own group touching it, is 1; any
    /// other empty point 1 + the second smallest of its neighbours' (an own group reached
    /// counts once, at the level it was reached). The far side is reached at the level
    /// where two of its points are (an own point counts two; the level of one plus 3 when
    /// only one ever is): a single path that one block cuts counts long.
    fn two_run(&self, groups: &Groups, from: &Cells, to: &Cells) -> u16 {
        let mut own = groups.close(&and(from, &self.own));
        let reached = |e: &Cells, o: &Cells| count(&and(e, to)) + 2 * u32::from(any(&and(o, to)));
        if reached(&NO_CELLS, &own) >= 2 {
            return 0;
        }
        let mut empty = and(&or(from, &spread(&own)), &self.empty);
        own = groups.close(&or(&own, &and(&spread(&empty), &self.own)));
        // Each cell's reached neighbours, counted up to two as they come (the reached own
        // points count once, as a whole): `ones` has one, `twos` two.
        let mut own_adj = spread(&own);
        let mut ones = and(&own_adj, &self.empty);
        let mut twos = NO_CELLS;
        let add = |b: &Cells, ones: &mut Cells, twos: &mut Cells| {
            let mut near = *b;
            for n in [1, 18, 19] {
                for x in [shl(b, n), shr(b, n)] {
                    for i in 0..WORDS {
                        twos[i] |= ones[i] & x[i];
                        ones[i] |= x[i];
                        near[i] |= x[i];
                    }
                }
            }
            and(&near, &GEO.all)
        };
        add(&empty, &mut ones, &mut twos);
        let mut first = None;
        for level in 1..MAX_LEVEL as u16 {
            let r = reached(&empty, &own);
            if r >= 2 {
                return level;
            }
            if r == 1 && first.is_none() {
                first = Some(level);
            }
            // The empty points with two reached neighbours.
            let new: Cells = std::array::from_fn(|i| twos[i] & self.empty[i] & !empty[i]);
            if !any(&new) {
                break;
            }
            empty = or(&empty, &new);
            let near = add(&new, &mut ones, &mut twos);
            let grown = groups.close(&or(&own, &and(&near, &self.own)));
            if !same(&grown, &own) {
                let adj = spread(&grown);
                for i in 0..WORDS {
                    let a = adj[i] & !own_adj[i] & self.empty[i];
                    twos[i] |= ones[i] & a;
                    ones[i] |= a;
                }
                (own, own_adj) = (grown, adj);
            }
        }
        first.map_or(INF, |l| l + 3)
    }
}

/// [`two_distances_on`] the terrain of the costs, every axis exact (for the tests).
#[cfg(test)]
fn two_distances(cost: &[u8; POINT_COUNT]) -> [u16; 3] {
    two_distances_on(&Terrain::of(cost), [0; 3])
}

/// The two-distance of a colour along each axis on its terrain (the opponent's points
/// blocked): the worse of the two directions. Exact where it can be among the two smallest: `lower`
/// holds a lower bound of each axis's (its shortest distance), and an axis (or its second
/// direction) that cannot beat the second smallest found keeps that bound instead.
fn two_distances_on(t: &Terrain, lower: [u16; 3]) -> [u16; 3] {
    let geo = &*GEO;
    let groups = Groups::of(&t.own);
    let mut order = [0usize, 1, 2];
    order.sort_by_key(|&a| lower[a]);
    let mut out = [INF; 3];
    let mut found = [INF; 2];
    for (k, &a) in order.iter().enumerate() {
        // The second smallest so far: an axis no better than it changes no result.
        let bar = if k < 2 { INF } else { found[1] };
        if lower[a] >= bar {
            out[a] = lower[a];
            continue;
        }
        let (s0, s1) = (&geo.side_cells[a][0], &geo.side_cells[a][1]);
        let one = t.two_run(&groups, s0, s1);
        out[a] = if one >= bar {
            one
        } else {
            one.max(t.two_run(&groups, s1, s0))
        };
        let v = out[a];
        if v < found[0] {
            found = [v, found[0]];
        } else if v < found[1] {
            found[1] = v;
        }
    }
    out
}

thread_local! {
    static DIST: RefCell<Vec<(u64, Dists)>> = const { RefCell::new(Vec::new()) };
}

/// Both colours' distances along each axis (by [`Side::index`]): the shortest paths and
/// (when a weight reads them) the two-distances.
/// With `tactic`, the third: an opponent's point costs 1 as an empty one (the points a
/// colour does not control), for the threats.
type Dists = ([[u16; 3]; 2], [[u16; 3]; 2], [[u16; 3]; 2]);
const NO_DISTS: Dists = ([[INF; 3]; 2], [[INF; 3]; 2], [[INF; 3]; 2]);
/// The distances of the last 2^16 positions are kept (by hash, 2.9 MB a thread): the
/// search meets a position again in the next iteration, the next decision, the root's and
/// refined nodes' one-ply scores, and the quiescence.
const DIST_BITS: u32 = 16;

/// Both colours' distances along each axis (by [`Side::index`]), computed once per
/// position and thread (the quiescence and the evaluation both read them): the shortest
/// paths, the two-distances and the threats' distances.
fn all_distances(p: &Position, w: &PunctWeights) -> Dists {
    let twos = w.two != 0 || w.two_second != 0 || w.double != 0;
    let key = p.zobrist()
        ^ (w.opp as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(twos).wrapping_mul(0xD6E8_FEB8_6659_FD93)
        ^ u64::from(w.tactic != 0).wrapping_mul(0xA076_1D64_78BD_642F);
    let slot = (key >> (64 - DIST_BITS)) as usize;
    let cached = w.cache != 0;
    let hit = DIST.with(|c| {
        c.borrow()
            .get(slot)
            .and_then(|&(k, d)| (cached && k == key && key != 0).then_some(d))
    });
    if let Some(d) = hit {
        return d;
    }
    let m = masks(&owners(p));
    let opp = w.opp_cost();
    let d = [Side::First, Side::Second]
        .map(|s| distances_on(&Terrain::for_side(&m, s, opp), None, None));
    let t = if twos {
        // The shortest distances (an opponent's point `opp` or dearer) bound them below.
        [Side::First, Side::Second]
            .map(|s| two_distances_on(&Terrain::for_side(&m, s, BLOCK), d[s.index()]))
    } else {
        [[INF; 3]; 2]
    };
    let tac = if w.tactic != 0 {
        [Side::First, Side::Second]
            .map(|s| distances_on(&Terrain::for_side(&m, s, EMPTY as u8), None, None))
    } else {
        d
    };
    DIST.with(|c| {
        let mut c = c.borrow_mut();
        if !cached {
            return;
        }
        if c.is_empty() {
            c.resize(1 << DIST_BITS, (0, NO_DISTS));
        }
        c[slot] = (key, (d, t, tac));
    });
    (d, t, tac)
}

/// The cost of an opponent's point for the threats and the ordering's paths.
fn tactic_cost(w: &PunctWeights) -> u8 {
    if w.tactic != 0 {
        EMPTY as u8
    } else {
        w.opp_cost()
    }
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
    let (dist, twos, tac) = all_distances(p, w);
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
        let (d1, d2) = two_best(dist[s.index()]);
        let mut x = -w.conn * capped(d1) - w.second * capped(d2);
        if two_best(tac[s.index()]).0 <= 3 * EMPTY {
            x += if decider == Some(s) {
                w.threat_move
            } else {
                w.threat
            };
        }
        if w.two != 0 || w.two_second != 0 || w.double != 0 {
            let (t1, t2) = two_best(twos[s.index()]);
            let cap = w.two_cap.clamp(0, 60) as u16;
            x -= w.two * capped(t1.min(d1.saturating_add(cap)))
                + w.two_second * capped(t2.min(d2.saturating_add(cap)));
            if t1 <= 3 * EMPTY && decider != Some(s) {
                // Two ways to connect with one placement each: one block does not stop both.
                x += w.double;
            }
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

impl Heuristics for Position {
    type Weights = PunctWeights;

    fn evaluate_with(&self, side: Side, weights: &PunctWeights) -> i32 {
        evaluate_punct(self, side, weights)
    }

    /// The points the action takes, weighted by both colours' shortest paths through them.
    fn order_key(&self, action: &Action) -> i32 {
        with_any_node(self, |n| action_score(n, action))
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
        let k = k.max(0) as usize;
        let refine = if weights.refine_wide > 0 && depth >= weights.wide_depth.max(1) as u32 {
            weights.refine_wide
        } else {
            weights.refine
        };
        let refine = refine.max(0) as usize;
        if depth >= weights.refine_depth.max(1) as u32 && refine > k && k > 0 {
            // The `refine` best by the cheap score, then the `k` best of them after a ply.
            best_actions_into(self, weights, refine, buf);
            if buf.len() > k {
                refine_into(self, weights, k, buf);
            }
        } else {
            best_actions_into(self, weights, k, buf);
        }
    }

    /// The `root` best actions after one ply (a win first) and the `root_cheap` best by
    /// the cheap score, best first.
    fn root_actions_into(&self, weights: &PunctWeights, buf: &mut Vec<Action>) {
        root_candidates_into(self, weights, buf);
    }

    /// Where every action kept lost (at most `defend_ply` plies deep): the `defend`
    /// best-looking actions not kept that cover a point of the opponent's cheapest paths.
    fn defence_actions_into(&self, weights: &PunctWeights, ply: u32, buf: &mut Vec<Action>) {
        defences_into(self, weights, ply, buf);
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
        let d = all_distances(self, weights).2[me.index()]
            .iter()
            .copied()
            .min()
            .unwrap_or(INF);
        if d <= 3 * EMPTY || last_piece_wins(self, me) {
            best_actions_into(self, weights, weights.quiesce as usize, buf);
        }
        true
    }

    /// `weights.share`.
    fn iteration_share(weights: &PunctWeights) -> u32 {
        weights.share.max(1) as u32
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
    use crate::game_search::GameEngine;
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
        let c = costs(&own, Side::First, 4);
        let d = distances(&c, None);
        assert_eq!(d, [17, 17, 17], "17 empty points across");
    }

    #[test]
    fn the_two_distance_sees_a_single_gap_as_longer_than_two_ways() {
        let own = owners(&Position::start());
        // The empty board: the same along each axis, at least the 17 points across.
        let t0 = two_distances(&costs(&own, Side::First, BLOCK));
        assert!(t0.iter().all(|&t| t == t0[0] && t >= 17), "{t0:?}");
        // White's one path has a single gap of three points: a block cuts it.
        let p = gap_position(false);
        let own = owners(&p);
        let plain = distances(&costs(&own, Side::First, BLOCK), None);
        let two = two_distances(&costs(&own, Side::First, BLOCK));
        let (d, t) = (two_best(plain).0, two_best(two).0);
        assert_eq!(d, 3, "{plain:?}");
        assert!(t > d, "{two:?} against {plain:?}");
    }

    #[test]
    fn a_two_distance_counts_at_most_two_cap_past_the_distance() {
        // Black has no second way along his closest axes: his two-distance is far.
        let p = gap_position(false);
        let w = PunctWeights::default();
        let (dist, twos, _) = all_distances(&p, &w);
        let (d, t) = (dist.map(|x| two_best(x).0), twos.map(|x| two_best(x).0));
        assert!(t[1] > d[1] + 4, "{twos:?} against {dist:?}");
        // Only the closest two-distances weigh: each colour's is capped.
        let only = |cap: i32| PunctWeights {
            two: 60,
            two_second: 0,
            double: 0,
            two_cap: cap,
            cache: 0,
            ..w
        };
        let none = PunctWeights { two: 0, ..only(60) };
        let part = |x: PunctWeights| {
            evaluate_punct(&p, Side::Second, &x) - evaluate_punct(&p, Side::Second, &none)
        };
        let expected = |cap: u16| {
            let two = |s: usize| 60 * capped(t[s].min(d[s] + cap));
            two(0) - two(1)
        };
        assert_eq!(part(only(4)), expected(4));
        assert_eq!(part(only(60)), expected(60));
        assert!(part(only(4)) > part(only(60)));
    }

    #[test]
    fn a_piece_shifted_along_its_own_points_gains_nothing_and_effects_are_kept_once() {
        // Black's straight piece on i14-i16 may move its PÜNCT along its own points.
        let p = gap_position(true);
        let w = PunctWeights::default();
        let legal = p.legal_actions();
        let shifted: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| match *a {
                Action::Move { from, .. } => {
                    let mut t = action_points(a);
                    t.sort_unstable();
                    let piece = p.pieces().into_iter().find(|x| x.punct == from);
                    let mut was =
                        GEO.pts[from.index()][piece.expect("a piece").orientation.index()];
                    was.sort_unstable();
                    t == was
                }
                Action::Place { .. } => false,
            })
            .collect();
        assert!(!shifted.is_empty());
        with_node(&p, &w, |n| {
            for a in &shifted {
                assert_eq!(action_score(n, a), 0, "{a}");
            }
        });
        // The kept best-looking actions have distinct effects, and the best is among them.
        let dedup = PunctWeights { dedup: 1, ..w };
        let mut kept = Vec::new();
        best_actions_into(&p, &dedup, 12, &mut kept);
        assert_eq!(kept.len(), 12);
        let keys: std::collections::HashSet<u32> = kept.iter().map(effect_key).collect();
        assert_eq!(keys.len(), kept.len());
        let best = with_node(&p, &w, |n| {
            legal
                .iter()
                .map(|a| action_score(n, a))
                .max()
                .expect("actions")
        });
        assert_eq!(with_node(&p, &w, |n| action_score(n, &kept[0])), best);
    }

    #[test]
    fn a_bounded_search_agrees_with_the_distances() {
        for p in [Position::start(), gap_position(false), gap_position(true)] {
            let m = masks(&owners(&p));
            for side in [Side::First, Side::Second] {
                for opp in [1, 2, BLOCK] {
                    let t = Terrain::for_side(&m, side, opp);
                    let d = distances_on(&t, None, None)
                        .into_iter()
                        .min()
                        .unwrap_or(INF);
                    for limit in 0..20 {
                        assert_eq!(t.within(limit), d <= limit, "{p} {side:?} {opp} {limit}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_move_off_a_path_costs_what_lifting_its_piece_costs() {
        // From a lost game: White, 2 units from joining rows 1 and 17, moves the piece at
        // the top of his path (i16-k16) into the middle (i7 j8 k9), where it makes two
        // threats; around the gap it leaves is a unit longer, not three points. Charged
        // three points, the move ranked 160th and the search never saw it.
        let p: Position = "punct bAb9,a8,b10;bAd10,c10,d9;bAf8,e9,f9;wAi2,h1,i3;\
            wSi16,j16,k16;wSj5,j4,j6;bSk7,j7,l7;wAk8,l9,l10;bSk17,l17,m17;wSl12,l11,l13;\
            wAl15,k15,l14;bSn7,m7,o7/wTj6,j7,k7;bSl7,l8,l9 w 0"
            .parse()
            .unwrap();
        let long = p.read_action("i16-i7,j8,k9").unwrap();
        let w = PunctWeights::default();
        let Action::Move { from, .. } = long else {
            panic!("{long} is a move");
        };
        with_node(&p, &w, |n| {
            assert_eq!(n.dist[0], 2);
            let unit = 2 * w.slack * urgency(n.dist[0]);
            assert_eq!(n.lift_cost[from.index()], unit, "one unit longer");
            assert!(n.lift_cost.iter().all(|&c| c >= 0));
        });
        assert!(among_best(&p, &w, 60, long), "among the 60 best-looking");
        let w0 = PunctWeights { lift: 0, ..w };
        assert!(!among_best(&p, &w0, 60, long), "charged three points");
    }

    #[test]
    fn covering_a_point_every_threat_needs_ranks_with_the_best() {
        // From a game against cand2: White, to act next, is 3 units from a connection. No
        // placement changes that (an opponent's point costs White a unit, as an empty one
        // does); Black's move onto White's piece at f7-f8 ends the threat. Ranked 1,130th by
        // the cheap score, no node saw it.
        let p: Position = "punct bAb2,a2,b1;bSb3,b4,b5;bAd8,c6,d7;wAd9,d10,e9;wTe7,f7,f8;\
            wAf2,f3,g2;wSf5,f4,f6;bSf9,e8,g10;wTi2,h1,h2;bSi12,h11,j13;bSk14,l15,m16/\
            wAe9,f9,g10 b 1"
            .parse()
            .unwrap();
        let climb = p.read_action("d8-e8,f7,f8").unwrap();
        let w = PunctWeights::default();
        with_node(&p, &w, |n| assert_eq!(n.dist[1], 3));
        assert!(among_best(&p, &w, 60, climb), "among the 60 best-looking");
        let w0 = PunctWeights { kill: 0, ..w };
        assert!(
            !among_best(&p, &w0, 60, climb),
            "without the threat's worth"
        );
    }

    /// Whether `a` is among the `k` best-looking actions of `p`.
    fn among_best(p: &Position, w: &PunctWeights, k: usize, a: Action) -> bool {
        let mut buf = Vec::new();
        best_actions_into(p, w, k, &mut buf);
        buf.contains(&a)
    }

    #[test]
    fn a_wide_node_keeps_the_best_after_one_ply_of_its_whole_pool() {
        let p = gap_position(true);
        let me = p.decider().expect("a decider");
        // A pool of every action: the node's first is the best after one ply of them all.
        let w = PunctWeights {
            refine_wide: 100_000,
            ..PunctWeights::default()
        };
        let best = p
            .legal_actions()
            .iter()
            .map(|a| after_one_ply(&p, me, a, &w))
            .max()
            .expect("actions");
        let mut kept = Vec::new();
        p.search_actions_into(&w, w.wide_depth as u32, &mut kept);
        assert_eq!(kept.len(), w.width as usize);
        assert_eq!(after_one_ply(&p, me, &kept[0], &w), best);
        // Below `wide_depth` the pool is `refine`'s again.
        let mut narrow = Vec::new();
        p.search_actions_into(&w, w.wide_depth as u32 - 1, &mut narrow);
        let mut plain = Vec::new();
        let w0 = PunctWeights {
            refine_wide: 0,
            ..w
        };
        p.search_actions_into(&w0, w.wide_depth as u32 - 1, &mut plain);
        assert_eq!(narrow, plain);
    }

    #[test]
    fn weights_read_over_the_defaults() {
        let w: PunctWeights = "conn=7, width=3".parse().unwrap();
        assert_eq!((w.conn, w.width, w.opp), (7, 3, 2));
        assert!("nope=1".parse::<PunctWeights>().is_err());
        assert!("conn=x".parse::<PunctWeights>().is_err());
    }

    /// White's path from column a to column q with the gap g2, h2, i2 (a straight piece
    /// closes it); Black's pieces far away; White to act after Black's fifth piece, or
    /// Black to act with four.
    fn gap_position(black_to_act: bool) -> Position {
        let white = [
            "Sa2,b2,c2",
            "Sd2,e2,f2",
            "Sj3,k4,l5",
            "Sm6,n7,o8",
            "Tp9,p10,q10",
        ];
        let black = [
            "Si14,i15,i16",
            "Sk14,k15,k16",
            "Sm14,m15,m16",
            "So14,o15,o16",
            "Tg14,g15,h15",
        ];
        let mut p = Position::start();
        for i in 0..5 {
            p.play_text(white[i]).expect("legal");
            if i < 4 || !black_to_act {
                p.play_text(black[i]).expect("legal");
            }
        }
        p
    }

    /// Whether the decider of `p` has an action that wins at once.
    fn wins_at_once(p: &Position) -> bool {
        let me = p.decider().expect("a decider");
        p.legal_actions().into_iter().any(|a| {
            let mut q = *p;
            q.play(a).expect("legal");
            q.outcome().and_then(|o| o.winner) == Some(me)
        })
    }

    #[test]
    fn takes_a_connecting_move() {
        let p = gap_position(false);
        assert_eq!(p.decider(), Some(Side::First));
        for (level, depth) in [(Level::Intermediate, Some(1)), (Level::Master, None)] {
            let r = think_punct(&p, level, depth, None, &no_cancel()).expect("an answer");
            let mut q = p;
            q.play(r.best).expect("legal");
            assert_eq!(
                q.outcome().and_then(|o| o.winner),
                Some(Side::First),
                "{level}: {}",
                r.best
            );
        }
    }

    #[test]
    fn blocks_the_opponents_one_move_connection() {
        let p = gap_position(true);
        assert_eq!(p.decider(), Some(Side::Second));
        for level in [Level::Strong, Level::Master] {
            let r = think_punct(&p, level, None, None, &no_cancel()).expect("an answer");
            let mut q = p;
            q.play(r.best).expect("legal");
            assert!(!q.is_over());
            assert!(
                !wins_at_once(&q),
                "{level}: {} leaves White a connection",
                r.best
            );
        }
    }

    #[test]
    fn the_defences_cover_the_threat_and_one_of_them_stops_it() {
        let p = gap_position(true);
        let w = PunctWeights::default();
        let mut buf = Vec::new();
        // Near the root, against a connection in one action: each defence stops it.
        p.defence_actions_into(&w, 0, &mut buf);
        assert!(!buf.is_empty() && buf.len() <= EXACT_DEFENCES, "{buf:?}");
        for &a in &buf {
            let mut q = p;
            q.play(a).expect("legal");
            assert!(!wins_at_once(&q), "{a} leaves White a connection");
        }
        // Deeper, the best-looking that cover his paths, one of them a defence.
        p.defence_actions_into(&w, 2, &mut buf);
        assert!(!buf.is_empty() && buf.len() <= w.defend as usize, "{buf:?}");
        let stops = buf.iter().filter(|&&a| {
            let mut q = p;
            q.play(a).expect("legal");
            !wins_at_once(&q)
        });
        assert!(
            stops.count() > 0,
            "no defence stops White's connection: {buf:?}"
        );
        // Too deep a node, or none asked for: nothing.
        p.defence_actions_into(&w, w.defend_ply as u32 + 1, &mut buf);
        assert!(buf.is_empty());
        let off: PunctWeights = "defend=0".parse().expect("weights");
        p.defence_actions_into(&off, 0, &mut buf);
        assert!(buf.is_empty());
    }

    #[test]
    fn a_win_in_one_action_is_always_found_first() {
        // Random games: wherever the decider can win at once (by brute force), the pruned
        // node keeps a winning action first, whatever path it completes, or the last piece
        // placed with the centre ahead.
        let w = PunctWeights::default();
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let (mut found, mut buf) = (0, Vec::new());
        for g in 0..64 {
            let mut p = Variant::ALL[g % 2].start();
            while let Some(me) = p.decider() {
                let legal = p.legal_actions();
                let wins = |a: &Action| {
                    let mut q = p;
                    q.play(*a).expect("legal");
                    q.outcome().and_then(|o| o.winner) == Some(me)
                };
                // A connection in one action needs a path of at most 3 units; a win on the
                // centre count, the last piece.
                let near = all_distances(&p, &w).2[me.index()].iter().min() <= Some(&3)
                    || p.reserve_total(me) == 1;
                if near && legal.iter().any(wins) {
                    found += 1;
                    punct_best_actions(&p, &w, 10, &mut buf);
                    assert!(
                        buf.first().is_some_and(wins),
                        "{p}: {me:?} can win at once, the node keeps {buf:?}"
                    );
                }
                // Half random, half the best-looking action (so paths grow); a connection
                // is taken, so games end as they would.
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let a = if near {
                    legal.iter().copied().find(wins)
                } else {
                    None
                };
                let a = a.unwrap_or_else(|| {
                    if state.is_multiple_of(2) {
                        punct_best_actions(&p, &w, 1, &mut buf);
                        buf[0]
                    } else {
                        legal[(state / 2 % legal.len() as u64) as usize]
                    }
                });
                p.play(a).expect("legal");
            }
        }
        assert!(found >= 12, "too few wins to check: {found}");
    }

    #[test]
    fn a_long_move_that_stops_a_connection_is_among_the_defences() {
        // From a match: Black's l11-k10 leaves him one point from a connection and White
        // three defences among 1,393 actions, all moves from afar onto h4-h6 (the pruned
        // search "proved" a win over them before).
        let mut p: Position = "punct bSc1,d2,e3;wSc10,d11,e12;bSf4,g5,h6;bSg4,f3,h5;\
            wAh4,i4,j5;wSh12,i12,j12;wAh14,f13,g13;wSi6,j7,k8;bAj6,i5,k6;wAj10,j9,k9;wAk4,k5,l4;\
            wAk7,l6,l7;bSl8,l9,l10;bSl11,k10,m12;wSl14,l13,l15;bAn15,m14,o15;bTp17,o16,o17/\
            wAh4,g4,i5;bAh6,i6,j7;bAj6,k7,l7;bSl11,j9,k10/wSi5,j6,k7 b 0"
            .parse()
            .expect("a position");
        p.play_text("l11-k10,k8,k9").expect("legal");
        let mut buf = Vec::new();
        p.defence_actions_into(&PunctWeights::default(), 1, &mut buf);
        let mut found: Vec<String> = buf.iter().map(ToString::to_string).collect();
        found.sort();
        assert_eq!(found, ["h12-h4,h5,h6", "h14-h4,h5,i6", "i5-h4,h5,h6"]);
        let stopping = p
            .legal_actions()
            .into_iter()
            .filter(|&a| {
                let mut q = p;
                q.play(a).expect("legal");
                !wins_at_once(&q)
            })
            .count();
        assert_eq!(stopping, 3, "brute force agrees");
    }

    #[test]
    fn the_bounded_two_distances_keep_the_two_smallest() {
        // Random games of both variants: where the lower bounds let an axis go, the two
        // smallest two-distances (all the evaluation reads) are still the exact ones.
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        let mut skipped = 0;
        for v in Variant::ALL {
            for _ in 0..6 {
                let mut p = v.start();
                for _ in 0..40 {
                    let legal = p.legal_actions();
                    if legal.is_empty() {
                        break;
                    }
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    p.play(legal[(state % legal.len() as u64) as usize])
                        .expect("legal");
                    let m = masks(&owners(&p));
                    for s in [Side::First, Side::Second] {
                        let d = distances_on(&Terrain::for_side(&m, s, 2), None, None);
                        let t = Terrain::for_side(&m, s, BLOCK);
                        let exact = two_distances_on(&t, [0; 3]);
                        let bounded = two_distances_on(&t, d);
                        assert_eq!(two_best(exact), two_best(bounded), "{p}");
                        skipped += usize::from(exact != bounded);
                    }
                }
            }
        }
        assert!(skipped > 0, "the bounds never let an axis go");
    }

    #[test]
    fn self_play_is_legal_to_the_end_in_both_variants() {
        for v in Variant::ALL {
            let mut p = v.start();
            let mut engines = [
                GameEngine::<Position>::new(1, 5),
                GameEngine::<Position>::new(1, 6),
            ];
            let levels = [Level::Beginner, Level::Casual];
            let mut decisions = 0;
            while let Some(d) = p.decider() {
                let r = engines[d.index()]
                    .think(
                        &p,
                        levels[d.index()],
                        None,
                        Some(Duration::from_millis(15)),
                        &no_cancel(),
                    )
                    .expect("a decision");
                p.play(r.best)
                    .unwrap_or_else(|e| panic!("{p}: {} is illegal: {e}", r.best));
                decisions += 1;
                assert!(decisions < 4000, "a game ends");
            }
            assert!(p.outcome().is_some(), "{v}");
        }
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
