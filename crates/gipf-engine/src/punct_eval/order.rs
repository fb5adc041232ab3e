//! PÜNCT's move ordering and pruning for the seam search (a part of `punct_eval.rs`, which
//! holds the evaluation, the distance tables and the bit sets this reads): the node
//! information (each point's value for both colours' paths), the cheap score of an action,
//! the best-looking actions of a node with one action per effect, the connection in one
//! action found first, the root's candidates after one ply, the refined nodes, and the
//! defences of a node whose kept actions all lose.
//!
//! About 640 lines: one topic, which actions a node searches. The node information (each
//! point's value, each movable piece's cost of leaving its points, the points that end the
//! opponent's threat) is what the ordering, the wins in one, the root's candidates and the
//! defences all read, so they stay together; the evaluation's distances stay in the parent.

use super::*;

/// The most exact defences a node tries ...
pub(super) const EXACT_DEFENCES: usize = 100;
/// ... and the most candidates it plays out against the opponent's connecting actions.
const EXACT_CHECKS: usize = 60;

thread_local! {
    static NODE: RefCell<NodeInfo> = RefCell::new(NodeInfo::default());
}

/// What the ordering of one node needs: each point's value for the colour to act, the
/// points each of its movable pieces would leave, its distance.
pub(super) struct NodeInfo {
    /// The position's hash (0: none yet) ...
    pub(super) key: u64,
    /// ... and the weights' it was filled with ([`weights_key`]).
    pub(super) weights: u64,
    /// The value of taking each point (for a point the mover controls: of keeping it).
    pub(super) value: [i32; POINT_COUNT],
    /// The mover's own path value of each point (lost when he leaves it; without `lift`).
    pub(super) keep: [i32; POINT_COUNT],
    /// With `lift`: what leaving each of the mover's points costs besides his paths (its
    /// centre value, the opponent's interest in it).
    pub(super) leave: [i32; POINT_COUNT],
    /// With `lift`: what lifting the mover's piece whose PÜNCT is at each point costs his
    /// paths and gives the opponent's, from their distances with the piece lifted.
    pub(super) lift_cost: [i32; POINT_COUNT],
    /// Who controls each point.
    pub(super) own: [u8; POINT_COUNT],
    /// The points of the piece whose PÜNCT is at each point (if the mover's).
    pub(super) lift: [[u8; 3]; POINT_COUNT],
    /// The mover's and the opponent's closest distance.
    pub(super) dist: [u16; 2],
    /// Whether `lift_cost` and `leave` are filled (the weight `lift`).
    pub(super) lifts: bool,
    /// The empty points on the mover's shortest paths (when it is at most 3).
    pub(super) gap: [bool; POINT_COUNT],
    /// The points of the opponent's shortest paths the mover does not control (when the
    /// opponent is at most 3 units from a connection): covering one may block it.
    pub(super) block: [bool; POINT_COUNT],
    /// The points the mover does not control on the opponent's cheapest paths: those of
    /// at most 3 units (every one-action connection) when he is that close, else those
    /// within a unit of his distance. A defence covers one.
    pub(super) threat: [bool; POINT_COUNT],
    /// The opponent's cheapest path through each point, as it is (see [`distances_on`]).
    pub(super) threat_raw: [u16; POINT_COUNT],
}

impl Default for NodeInfo {
    fn default() -> NodeInfo {
        NodeInfo {
            key: 0,
            weights: 0,
            value: [0; POINT_COUNT],
            keep: [0; POINT_COUNT],
            leave: [0; POINT_COUNT],
            lift_cost: [0; POINT_COUNT],
            own: [0; POINT_COUNT],
            lift: [[NONE; 3]; POINT_COUNT],
            dist: [INF; 2],
            lifts: false,
            gap: [false; POINT_COUNT],
            block: [false; POINT_COUNT],
            threat: [false; POINT_COUNT],
            threat_raw: [INF; POINT_COUNT],
        }
    }
}

/// About how many units of the ordering's point values a unit of the evaluation is worth
/// (a point on the shortest path of a colour at distance 5 is about 1,700 here, 110 there).
pub(super) const CHEAP_PER_UNIT: i32 = 16;

/// How much a colour at distance `d` cares about its paths.
pub(super) fn urgency(d: u16) -> i32 {
    if d >= INF {
        0
    } else {
        2000 / (i32::from(d) + 2)
    }
}

/// Runs `f` on the node information of `p` for its decider with the weights `w` (computed
/// once per position, weights and thread: two players of one match may weigh differently).
pub(super) fn with_node<R>(p: &Position, w: &PunctWeights, f: impl FnOnce(&NodeInfo) -> R) -> R {
    let (key, weights) = (p.zobrist(), weights_key(w));
    NODE.with(|n| {
        let mut n = n.borrow_mut();
        if n.key != key || n.key == 0 || n.weights != weights {
            fill_node(p, w, &mut n);
            (n.key, n.weights) = (key, weights);
        }
        f(&n)
    })
}

/// Runs `f` on the node information of `p` whatever weights filled it (the defaults when
/// none did): the search's ordering of a node's kept actions, which has no weights.
pub(super) fn with_any_node<R>(p: &Position, f: impl FnOnce(&NodeInfo) -> R) -> R {
    let key = p.zobrist();
    let known = NODE.with(|n| {
        let n = n.borrow();
        n.key == key && n.key != 0
    });
    if known {
        NODE.with(|n| f(&n.borrow()))
    } else {
        with_node(p, &PunctWeights::default(), f)
    }
}

/// A hash of every weight.
fn weights_key(w: &PunctWeights) -> u64 {
    let mut w = *w;
    w.fields().iter().fold(0xCBF2_9CE4_8422_2325, |h, &&mut f| {
        (h ^ u64::from(f as u32)).wrapping_mul(0x0100_0000_01B3)
    })
}

#[allow(clippy::needless_range_loop)] // Four arrays by point.
pub(super) fn fill_node(p: &Position, w: &PunctWeights, n: &mut NodeInfo) {
    let geo = &*GEO;
    let me = p.decider().unwrap_or(Side::First);
    let own = owners(p);
    let m = masks(&own);
    let opp = tactic_cost(w);
    let slack = w.slack.max(1);
    let mut through = [[INF; POINT_COUNT]; 2];
    let mut raw = [[INF; POINT_COUNT]; 2];
    let mut dist = [INF; 2];
    for (k, s) in [me, me.other()].into_iter().enumerate() {
        let t = Terrain::for_side(&m, s, opp);
        let d = distances_on(&t, Some(&mut through[k]), Some(&mut raw[k]));
        dist[k] = d.iter().copied().min().unwrap_or(INF);
    }
    let (um, uo) = (urgency(dist[0]), urgency(dist[1]));
    let late = p.variant() == Variant::Punct;
    let placed = (p.pieces_on_board(Side::First) + p.pieces_on_board(Side::Second)) as i32;
    // The evaluation's worth of a centre point, in these units (a unit of the closest
    // distance is worth about `CHEAP_PER_UNIT` times its weight here).
    let centre = CHEAP_PER_UNIT * (w.centre + if late { w.centre_late * placed / 36 } else { 0 });
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
            v += centre;
        }
        n.value[q] = v;
        n.keep[q] = 2 * m * um;
        // The opponent's interest in the point, a quarter (see `lift_costs`).
        n.leave[q] = o * uo * 3 / 8;
        let mine = 1 + me.index() as u8;
        // Every point of a path of at most 3 units, not only the shortest paths': one action
        // may complete a longer path when the shortest one's gaps are far apart.
        n.gap[q] = dist[0] <= 3 * EMPTY && own[q] != mine && raw[0][q] <= 3 * EMPTY;
        n.block[q] = dist[1] <= 3 * EMPTY && own[q] != mine && through[1][q] == dist[1];
        n.threat[q] = own[q] != mine
            && if dist[1] <= 3 * EMPTY {
                raw[1][q] <= 3 * EMPTY
            } else {
                through[1][q] <= dist[1] + EMPTY
            };
    }
    n.own = own;
    n.threat_raw = raw[1];
    n.lift = [[NONE; 3]; POINT_COUNT];
    let pieces = p.pieces();
    for piece in &pieces {
        if piece.side == me && !p.is_covered(piece) {
            n.lift[piece.punct.index()] = geo.pts[piece.punct.index()][piece.orientation.index()];
        }
    }
    n.dist = dist;
    if w.kill != 0 && dist[1] <= 3 * EMPTY {
        threat_killers(n, me, &raw[1], opp, CHEAP_PER_UNIT * w.threat_move);
    }
    n.lifts = w.lift != 0;
    if n.lifts {
        lift_costs(n, &pieces, me, &through, opp, slack, centre);
    }
}

/// Adds `bonus` to each point of the opponent's that, covered by the mover, leaves him more
/// than 3 units from a connection: the threat the evaluation counts (`threat_move`) is
/// gone. With an opponent's point costing a unit as an empty one does (`tactic`), no
/// placement changes his distance; only covering his pieces does, and those moves ranked
/// hundreds deep.
fn threat_killers(n: &mut NodeInfo, me: Side, raw: &[u16; POINT_COUNT], opp: u8, bonus: i32) {
    let (mine, theirs) = (1 + me.index() as u8, 1 + me.other().index() as u8);
    for q in 0..POINT_COUNT {
        if n.own[q] != theirs || raw[q] > 3 * EMPTY {
            continue;
        }
        let mut own = n.own;
        own[q] = mine;
        if !Terrain::for_side(&masks(&own), me.other(), opp).within(3 * EMPTY) {
            n.value[q] += bonus;
        }
    }
}

/// Each movable piece's cost of leaving its points (`NodeInfo::lift_cost`): the units the
/// mover's closest distance grows by with the piece lifted (what lies beneath shows), and
/// those the opponent's shrinks by when that is his; in the point values' units. Summing
/// the points' own path values instead charged a piece on a path for each of its three
/// points, where another way around it is often a unit longer: the long moves that win
/// ranked hundreds deep. Each point left (`NodeInfo::leave`) costs besides a quarter of the
/// opponent's interest in it and its centre value, by what shows there: nothing when it is
/// the mover's, twice the centre when it is the opponent's.
#[allow(clippy::too_many_arguments)]
fn lift_costs(
    n: &mut NodeInfo,
    pieces: &[gipf_punct::Piece],
    me: Side,
    through: &[[u16; POINT_COUNT]; 2],
    opp: u8,
    slack: i32,
    centre: i32,
) {
    let (mine, theirs) = (1 + me.index() as u8, 1 + me.other().index() as u8);
    // Who lies beneath each point's top (the pieces come by level, lowest first).
    let mut top = [0u8; POINT_COUNT];
    let mut under = [0u8; POINT_COUNT];
    for piece in pieces {
        for q in piece.points() {
            let q = q.index();
            under[q] = top[q];
            top[q] = 1 + piece.side.index() as u8;
        }
    }
    let (um, uo) = (urgency(n.dist[0]), urgency(n.dist[1]));
    n.lift_cost = [0; POINT_COUNT];
    for from in 0..POINT_COUNT {
        let t = n.lift[from];
        if t[0] == NONE || n.dist[0] >= INF {
            continue;
        }
        let on_path = t.iter().any(|&q| through[0][usize::from(q)] <= n.dist[0]);
        let shows_theirs = t.iter().any(|&q| under[usize::from(q)] == theirs);
        for &q in &t {
            let q = usize::from(q);
            let c = if GEO.centre[q] { centre } else { 0 };
            n.leave[q] = match under[q] {
                x if x == mine => 0,
                x if x == theirs => n.leave[q] + 2 * c,
                _ => n.leave[q] + c,
            };
        }
        if !on_path && !shows_theirs {
            continue;
        }
        let mut own = n.own;
        for &q in &t {
            own[usize::from(q)] = under[usize::from(q)];
        }
        let m = masks(&own);
        let closest = |s: Side| {
            distances_on(&Terrain::for_side(&m, s, opp), None, None)
                .into_iter()
                .min()
                .unwrap_or(INF)
        };
        let mut cost = 0;
        if on_path {
            let grown = closest(me).saturating_sub(n.dist[0]).min(6);
            cost += i32::from(grown) * 2 * slack * um;
        }
        if shows_theirs && n.dist[1] < INF {
            let shrunk = n.dist[1].saturating_sub(closest(me.other())).min(6);
            cost += i32::from(shrunk) * slack * uo * 3 / 2;
        }
        n.lift_cost[from] = cost;
    }
}

/// The ordering score of `a` for the node's mover.
pub(super) fn action_score(n: &NodeInfo, a: &Action) -> i32 {
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
            // A point the piece covers before and after stays as it was (a piece shifted
            // along its own points changes nothing there).
            for &q in &t {
                if n.own[q as usize] != me && !left.contains(&q) {
                    s += n.value[q as usize];
                }
            }
            let mut gone = 0;
            for &q in &left {
                if q != NONE && !t.contains(&q) {
                    gone += 1;
                    s -= if n.lifts {
                        n.leave[q as usize]
                    } else {
                        n.keep[q as usize] + n.value[q as usize] / 4
                    };
                }
            }
            if n.lifts {
                s -= n.lift_cost[from.index()] * gone / 3;
            }
            s
        }
    }
}

/// What an action leaves on the board for the evaluation: the piece it moves (none for a
/// placement) and the points it covers, in any order (the PÜNCT's place among them, and a
/// placed piece's type, change nothing the evaluation reads).
pub(super) fn effect_key(a: &Action) -> u32 {
    let mut t = action_points(a);
    t.sort_unstable();
    let from = match *a {
        Action::Place { .. } => NONE,
        Action::Move { from, .. } => from.index() as u8,
    };
    u32::from_be_bytes([from, t[0], t[1], t[2]])
}

/// Moves the `k` best of `scored` to its front (best first), one action per effect
/// ([`effect_key`]): the same piece on the same points three times would fill a third of
/// a node's width with one idea. Fewer than `k` when there are fewer effects among the
/// `4 k` best.
pub(super) fn keep_distinct(scored: &mut Vec<(i32, Action)>, k: usize) {
    let pool = (4 * k).min(scored.len());
    if pool < scored.len() {
        scored.select_nth_unstable_by_key(pool - 1, |&(s, _)| std::cmp::Reverse(s));
    }
    scored.truncate(pool);
    scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    let mut seen: Vec<u32> = Vec::with_capacity(k);
    scored.retain(|(_, a)| {
        let key = effect_key(a);
        if seen.len() >= k || seen.contains(&key) {
            return false;
        }
        seen.push(key);
        true
    });
}

/// The points an action puts a piece on.
pub(super) fn action_points(a: &Action) -> [u8; 3] {
    let (o, q) = match *a {
        Action::Place { orientation, punct } => (orientation, punct),
        Action::Move {
            orientation, to, ..
        } => (orientation, to),
    };
    GEO.pts[q.index()][o.index()]
}

/// An action of `actions` that connects at once, when the mover is at most 3 units from a
/// connection: only the actions covering enough points of its shortest paths (an empty
/// point is 1 unit, an opponent's `opp`) are played.
pub(super) fn winning_action(
    p: &Position,
    n: &NodeInfo,
    opp: u8,
    actions: &[Action],
) -> Option<Action> {
    let me = p.decider()?;
    let wins = |a: &Action| {
        let mut q = *p;
        q.play(*a).is_ok() && q.outcome().and_then(|o| o.winner) == Some(me)
    };
    if last_piece_wins(p, me) {
        if let Some(a) = actions
            .iter()
            .find(|a| matches!(a, Action::Place { .. }) && wins(a))
        {
            return Some(*a);
        }
    }
    let d = n.dist[0];
    if d > 3 * EMPTY {
        return None;
    }
    let need = usize::from(d.div_ceil(u16::from(opp.clamp(1, 3))).max(1));
    actions.iter().copied().find(|a| {
        let t = action_points(a);
        if t[0] == NONE || t.iter().filter(|&&q| n.gap[usize::from(q)]).count() < need {
            return false;
        }
        wins(a)
    })
}

/// Whether `me` wins `punct` by placing his last piece anywhere: a new piece never touches
/// the centre, so the count it ends the game on is the one already there.
pub(super) fn last_piece_wins(p: &Position, me: Side) -> bool {
    p.variant() == Variant::Punct
        && p.reserve_total(me) == 1
        && p.centre_count(me) > p.centre_count(me.other())
}

/// The `k` best-looking actions of `p` (all when `k` is 0) into `buf`, best first; an
/// action that wins at once (a connection, or the last piece placed with the centre ahead)
/// alone.
pub(super) fn best_actions_into(p: &Position, w: &PunctWeights, k: usize, buf: &mut Vec<Action>) {
    p.legal_actions_into(buf);
    if k == 0 || buf.len() <= k {
        return;
    }
    with_node(p, w, |n| {
        if let Some(a) = winning_action(p, n, tactic_cost(w), buf) {
            buf.clear();
            buf.push(a);
            return;
        }
        let mut scored: Vec<(i32, Action)> = buf.iter().map(|a| (action_score(n, a), *a)).collect();
        if w.dedup != 0 {
            keep_distinct(&mut scored, k);
        } else {
            scored.select_nth_unstable_by_key(k - 1, |&(s, _)| std::cmp::Reverse(s));
        }
        let blocks = w.blocks.max(0) as usize;
        if n.dist[1] <= 3 * EMPTY && blocks > 0 {
            // The opponent is one action from a connection: the best-looking actions that
            // cover a point of its shortest paths join the ones kept.
            let mut more: Vec<(i32, Action)> = scored[k.min(scored.len())..]
                .iter()
                .copied()
                .filter(|(_, a)| {
                    action_points(a)
                        .iter()
                        .any(|&q| q != NONE && n.block[usize::from(q)])
                })
                .collect();
            if more.len() > blocks {
                more.select_nth_unstable_by_key(blocks - 1, |&(s, _)| std::cmp::Reverse(s));
                more.truncate(blocks);
            }
            scored.truncate(k);
            scored.extend(more);
        } else {
            scored.truncate(k);
        }
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        buf.clear();
        buf.extend(scored.iter().map(|&(_, a)| a));
    });
}

/// The root's candidates (see [`PunctWeights::root`]) into `buf`, best first: every legal
/// action when `root` is 0 or there are not more.
pub fn punct_root_candidates(p: &Position, w: &PunctWeights, buf: &mut Vec<Action>) {
    root_candidates_into(p, w, buf);
}

/// The `k` best actions of `p` by the cheap ordering score (all when `k` is 0) into `buf`,
/// best first: what the inner nodes search.
pub fn punct_best_actions(p: &Position, w: &PunctWeights, k: usize, buf: &mut Vec<Action>) {
    best_actions_into(p, w, k, buf);
}

/// The value of `a` for `me` (the decider of `p`) after it: a win highest, a loss just
/// above an illegal action, otherwise the evaluation.
pub(super) fn after_one_ply(p: &Position, me: Side, a: &Action, w: &PunctWeights) -> i32 {
    let mut q = *p;
    if q.play(*a).is_err() {
        return i32::MIN;
    }
    match q.outcome() {
        Some(o) => match o.winner {
            Some(x) if x == me => i32::MAX,
            Some(_) => i32::MIN + 1,
            None => 0,
        },
        None => evaluate_punct(&q, me, w),
    }
}

/// The `k` best of `buf` after one ply of the evaluation (a win first), best first.
pub(super) fn refine_into(p: &Position, w: &PunctWeights, k: usize, buf: &mut Vec<Action>) {
    let Some(me) = p.decider() else {
        return;
    };
    let mut scored: Vec<(i32, usize)> = buf
        .iter()
        .enumerate()
        .map(|(i, a)| (after_one_ply(p, me, a, w), i))
        .collect();
    // Ties keep the cheap order.
    scored.sort_by_key(|&(v, i)| (std::cmp::Reverse(v), i));
    let kept: Vec<Action> = scored.iter().take(k).map(|&(_, i)| buf[i]).collect();
    buf.clear();
    buf.extend(kept);
}

pub(super) fn root_candidates_into(p: &Position, w: &PunctWeights, buf: &mut Vec<Action>) {
    p.legal_actions_into(buf);
    let (k, extra) = (w.root.max(0) as usize, w.root_cheap.max(0) as usize);
    let Some(me) = p.decider() else {
        return;
    };
    if k == 0 || buf.len() <= k + extra {
        return;
    }
    let mut scored: Vec<(i32, i32, Action)> = with_node(p, w, |n| {
        buf.iter().map(|a| (0, action_score(n, a), *a)).collect()
    });
    if w.dedup != 0 {
        // One action per effect, the best-looking (the others would score the same).
        scored.sort_by_key(|&(_, c, a)| (effect_key(&a), std::cmp::Reverse(c)));
        scored.dedup_by_key(|&mut (_, _, a)| effect_key(&a));
        if scored.len() <= k + extra {
            buf.clear();
            scored.sort_by_key(|&(_, c, _)| std::cmp::Reverse(c));
            buf.extend(scored.iter().map(|&(_, _, a)| a));
            return;
        }
    }
    for (v, _, a) in scored.iter_mut() {
        *v = after_one_ply(p, me, a, w);
    }
    scored.sort_by_key(|&(v, c, _)| (std::cmp::Reverse(v), std::cmp::Reverse(c)));
    buf.clear();
    buf.extend(scored.iter().take(k).map(|&(_, _, a)| a));
    let mut rest: Vec<(i32, Action)> = scored[k..].iter().map(|&(_, c, a)| (c, a)).collect();
    rest.sort_by_key(|&(c, _)| std::cmp::Reverse(c));
    buf.extend(rest.iter().take(extra).map(|&(_, a)| a));
}

/// A node's defences (see `Heuristics::defence_actions_into`): where every action kept lost
/// (at most `defend_ply` plies deep), the `defend` best-looking actions that cover a point
/// of the opponent's cheapest paths; near the root, against a connection in one action, the
/// actions after which he cannot connect at once.
pub(super) fn defences_into(p: &Position, weights: &PunctWeights, ply: u32, buf: &mut Vec<Action>) {
    buf.clear();
    if weights.defend <= 0 || ply > weights.defend_ply.max(0) as u32 {
        return;
    }
    let Some(me) = p.decider() else {
        return;
    };
    p.legal_actions_into(buf);
    // The actions covering a point of the opponent's cheapest paths: those covering
    // more points of his shortest paths first, then more of the others, then the
    // best-looking.
    let (mut scored, near) = with_node(p, weights, |n| {
        let mut scored: Vec<((usize, usize, i32), Action)> = buf
            .iter()
            .filter_map(|a| {
                let t = action_points(a);
                let on = |q: &&u8| **q != NONE && n.threat[usize::from(**q)];
                let covered = t.iter().filter(on).count();
                let shortest = t
                    .iter()
                    .filter(on)
                    .filter(|&&q| n.threat_raw[usize::from(q)] <= n.dist[1])
                    .count();
                (covered > 0).then(|| ((shortest, covered, action_score(n, a)), *a))
            })
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        (scored, n.dist[1] <= 3 * EMPTY)
    });
    buf.clear();
    if !near || (ply as i32) > weights.defend_exact {
        buf.extend(scored.iter().take(weights.defend as usize).map(|&(_, a)| a));
        return;
    }
    // The opponent is one action from a connection near the root (a win the root
    // believes in, or a loss it fears): the defences are the actions after which he
    // cannot connect at once, in that order, not the best-looking (long moves refuted
    // such wins). Far from every path of at most 3 units is a defence for sure; nearer,
    // up to EXACT_CHECKS of them are played out against his connecting actions.
    let (mut checks, mut tmp) = (EXACT_CHECKS, Vec::new());
    for (_, a) in scored.drain(..) {
        if buf.len() >= EXACT_DEFENCES {
            break;
        }
        let mut q = *p;
        if q.play(a).is_err() {
            continue;
        }
        let stops = if q.is_over() {
            q.outcome().and_then(|o| o.winner) == Some(me)
        } else {
            let m = masks(&owners(&q));
            let t = Terrain::for_side(&m, me.other(), tactic_cost(weights));
            let far = distances_on(&t, None, None).iter().min() > Some(&(3 * EMPTY));
            if far {
                true
            } else if checks > 0 {
                checks -= 1;
                best_actions_into(&q, weights, 1, &mut tmp);
                !tmp.first().is_some_and(|&b| {
                    let mut r = q;
                    r.play(b).is_ok() && r.outcome().and_then(|o| o.winner) == Some(me.other())
                })
            } else {
                false
            }
        };
        if stops {
            buf.push(a);
        }
    }
}
