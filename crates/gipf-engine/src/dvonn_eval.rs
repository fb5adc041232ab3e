//! DVONN's evaluation and move ordering for the seam search ([`Heuristics`] for
//! `gipf_dvonn::Position`), its levels, and [`think_dvonn`].
//!
//! Movement phase: the score difference (controlled stack heights) first, then what decides
//! the scores later: mobility (a player without moves passes and watches the other move
//! alone), the side to move's best capture (a leaf is judged before the capture it is about
//! to make), stacks next to a DVONN piece (safe) or far from all of them (likely to be cut
//! off), and stacks holding a DVONN piece (their controller steers the removals).
//! Placement phase: the board fills up before anything moves, and then only the edge can
//! move; pieces next to the DVONN pieces and on the edge count, pieces far from every DVONN
//! piece count against.
//!
//! One topic over ~610 lines: the evaluation's terms, their weights (read from text for the
//! arena's tuning) and the levels all read the same board features, and half the file is
//! their tests.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use gipf_dvonn::{Action, Phase, Position, Side, Space, SPACE_COUNT};

use crate::game_search::{think_game, GameResult, Heuristics};
use crate::Level;

/// The six directions as (letter, row) steps (DVONN.md §2).
const DIRS: [(i32, i32); 6] = [(-1, -1), (-1, 0), (0, -1), (0, 1), (1, 0), (1, 1)];
/// No space.
const NONE: u8 = u8::MAX;
/// The highest stack that can move.
const MAX_REACH: usize = 10;

const fn xy(i: usize) -> (i32, i32) {
    match Space::from_index(i) {
        Some(s) => (s.x(), s.y()),
        None => (-100, -100),
    }
}

const fn at(x: i32, y: i32) -> u8 {
    match Space::from_xy(x, y) {
        Some(s) => s.index() as u8,
        None => NONE,
    }
}

/// `REACH[i][h][d]`: the space `h` steps from space `i` in direction `d`.
const REACH: [[[u8; 6]; MAX_REACH + 1]; SPACE_COUNT] = {
    let mut t = [[[NONE; 6]; MAX_REACH + 1]; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let (x, y) = xy(i);
        let mut h = 1;
        while h <= MAX_REACH {
            let mut d = 0;
            while d < 6 {
                t[i][h][d] = at(x + DIRS[d].0 * h as i32, y + DIRS[d].1 * h as i32);
                d += 1;
            }
            h += 1;
        }
        i += 1;
    }
    t
};

/// The neighbours of each space as a mask.
const NEIGHBOURS: [u64; SPACE_COUNT] = {
    let mut t = [0u64; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let mut d = 0;
        while d < 6 {
            let j = REACH[i][1][d];
            if j != NONE {
                t[i] |= 1 << j;
            }
            d += 1;
        }
        i += 1;
    }
    t
};

/// Spaces with six neighbours (the only ones that can be surrounded).
const INNER: u64 = {
    let mut m = 0u64;
    let mut i = 0;
    while i < SPACE_COUNT {
        if NEIGHBOURS[i].count_ones() == 6 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// The evaluation's weights (about 100 for a piece of score).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DvonnWeights {
    /// Per point of score (controlled height).
    pub score: i32,
    /// Per legal move.
    pub moves: i32,
    /// Per stack that can move.
    pub mobile: i32,
    /// Per point of the side to move's largest capture of an opponent stack.
    pub capture: i32,
    /// Per height of a stack next to a DVONN piece.
    pub safe: i32,
    /// Per height of a stack three or more steps (through occupied spaces) from every DVONN
    /// piece.
    pub far: i32,
    /// Per stack holding a DVONN piece.
    pub dvonn_stack: i32,
    /// Per height of a stack the opponent can take now.
    pub attacked: i32,
    /// Non-zero: the side to move's capture credit counts only captures the victim cannot
    /// take back at once.
    pub defended: i32,
    /// Placement: per own piece next to a DVONN piece.
    pub place_dvonn: i32,
    /// Placement: per own piece on the edge.
    pub place_edge: i32,
    /// Placement: per step of distance from the nearest DVONN piece beyond the first.
    pub place_far: i32,
}

impl Default for DvonnWeights {
    /// Tuned by self-play at depth 4 (README, "DVONN"): each change kept when it won clearly
    /// against the weights before it.
    fn default() -> DvonnWeights {
        DvonnWeights {
            score: 100,
            moves: 12,
            mobile: 25,
            capture: 130,
            safe: 12,
            far: 20,
            dvonn_stack: 25,
            attacked: 15,
            defended: 1,
            place_dvonn: 14,
            place_edge: 0,
            place_far: 10,
        }
    }
}

/// A weight name that does not exist, or a value that is no integer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}: write name=value,... with names {names}", names = DvonnWeights::NAMES.join(", "))]
pub struct DvonnWeightsError(String);

impl DvonnWeights {
    /// The weights' names, in the order of [`DvonnWeights::fields`].
    pub const NAMES: [&'static str; 12] = [
        "score",
        "moves",
        "mobile",
        "capture",
        "safe",
        "far",
        "dvonn_stack",
        "attacked",
        "defended",
        "place_dvonn",
        "place_edge",
        "place_far",
    ];

    fn fields(&mut self) -> [&mut i32; 12] {
        [
            &mut self.score,
            &mut self.moves,
            &mut self.mobile,
            &mut self.capture,
            &mut self.safe,
            &mut self.far,
            &mut self.dvonn_stack,
            &mut self.attacked,
            &mut self.defended,
            &mut self.place_dvonn,
            &mut self.place_edge,
            &mut self.place_far,
        ]
    }
}

impl std::str::FromStr for DvonnWeights {
    type Err = DvonnWeightsError;

    /// `name=value,...` over the defaults (empty: the defaults).
    fn from_str(s: &str) -> Result<DvonnWeights, DvonnWeightsError> {
        let mut w = DvonnWeights::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || DvonnWeightsError(part.chars().take(40).collect());
            let (name, value) = part.split_once('=').ok_or_else(bad)?;
            let i = DvonnWeights::NAMES
                .iter()
                .position(|n| *n == name.trim())
                .ok_or_else(bad)?;
            *w.fields()[i] = value.trim().parse().map_err(|_| bad())?;
        }
        Ok(w)
    }
}

/// The board as flat arrays (heights, controllers, masks): what the evaluation reads.
struct Board {
    height: [u8; SPACE_COUNT],
    /// 0 White, 1 Black, 2 nobody (a lone DVONN piece or a vacant space).
    owner: [u8; SPACE_COUNT],
    occupied: u64,
    dvonn: u64,
    controlled: [u64; 2],
}

impl Board {
    fn of(p: &Position) -> Board {
        let mut b = Board {
            height: [0; SPACE_COUNT],
            owner: [2; SPACE_COUNT],
            occupied: 0,
            dvonn: 0,
            controlled: [0; 2],
        };
        for s in p.occupied() {
            let Some(st) = p.stack(s) else { continue };
            let i = s.index();
            b.occupied |= 1 << i;
            b.height[i] = st.height.min(63) as u8;
            if st.dvonn {
                b.dvonn |= 1 << i;
            }
            if let Some(c) = st.controller {
                b.owner[i] = c.index() as u8;
                b.controlled[c.index()] |= 1 << i;
            }
        }
        b
    }

    /// Spaces at each distance (through occupied spaces) from the DVONN stacks: `[adjacent
    /// (1), two steps (2)]`; the rest of the linked spaces are farther.
    fn rings(&self) -> (u64, u64) {
        let grow = |m: u64| {
            let mut g = 0;
            let mut f = m;
            while f != 0 {
                g |= NEIGHBOURS[f.trailing_zeros() as usize];
                f &= f - 1;
            }
            g
        };
        let d0 = self.dvonn;
        let d1 = grow(d0) & self.occupied & !d0;
        let d2 = grow(d1) & self.occupied & !d0 & !d1;
        (d1, d2)
    }
}

fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(i)
    })
}

/// Hex distance in DVONN's (letter, row) coordinates (steps (1,0), (0,1), (1,1)).
fn distance(a: usize, b: usize) -> i32 {
    let ((ax, ay), (bx, by)) = (xy(a), xy(b));
    let (dx, dy) = (bx - ax, by - ay);
    if dx.signum() * dy.signum() >= 0 {
        dx.abs().max(dy.abs())
    } else {
        dx.abs() + dy.abs()
    }
}

/// The movement phase's evaluation from White's point of view.
fn movement(p: &Position, w: &DvonnWeights) -> i32 {
    let b = Board::of(p);
    let (d1, d2) = b.rings();
    let far_mask = b.occupied & !b.dvonn & !d1 & !d2;
    let mut side_terms = [0i32; 2];
    // Each side's moves as (from, to), and the spaces its stacks can land on.
    let mut captures: [Vec<(usize, usize)>; 2] = [Vec::new(), Vec::new()];
    let mut attack = [0u64; 2];
    for s in 0..2 {
        let mut t = 0;
        let mut moves = 0;
        let mut mobile = 0;
        let mut score = 0;
        for i in bits(b.controlled[s]) {
            let h = usize::from(b.height[i]);
            score += h as i32;
            if b.dvonn & (1 << i) != 0 {
                t += w.dvonn_stack;
            }
            if d1 & (1 << i) != 0 {
                t += w.safe * h as i32;
            } else if far_mask & (1 << i) != 0 {
                t -= w.far * h as i32;
            }
            if h > MAX_REACH || (INNER & (1 << i) != 0 && NEIGHBOURS[i] & !b.occupied == 0) {
                continue;
            }
            let mut any = false;
            for &j in &REACH[i][h] {
                if j == NONE || b.occupied & (1 << j) == 0 {
                    continue;
                }
                let j = usize::from(j);
                any = true;
                moves += 1;
                attack[s] |= 1 << j;
                if usize::from(b.owner[j]) == 1 - s {
                    captures[s].push((i, j));
                }
            }
            mobile += i32::from(any);
        }
        side_terms[s] = t + w.score * score + w.moves * moves + w.mobile * mobile;
    }
    for s in 0..2 {
        // Stacks the opponent can take now.
        let attacked: i32 = bits(b.controlled[s] & attack[1 - s])
            .map(|i| i32::from(b.height[i]))
            .sum();
        side_terms[s] -= w.attacked * attacked;
    }
    let mut e = side_terms[0] - side_terms[1];
    // The side to move is about to take its best capture: credit part of it. A capture the
    // victim can take back (he reaches the space) gains nothing.
    if let Some(me) = p.turn() {
        let m = me.index();
        let best = captures[m]
            .iter()
            .filter(|&&(_, j)| attack[1 - m] & (1 << j) == 0 || w.defended == 0)
            .map(|&(_, j)| i32::from(b.height[j]))
            .max()
            .unwrap_or(0);
        let gain = w.capture * best;
        e += if me == Side::First { gain } else { -gain };
    }
    e
}

/// The placement phase's evaluation from White's point of view.
fn placement(p: &Position, w: &DvonnWeights) -> i32 {
    let b = Board::of(p);
    let dvonns: Vec<usize> = bits(b.dvonn).collect();
    let mut e = [0i32; 2];
    for (s, e) in e.iter_mut().enumerate() {
        for i in bits(b.controlled[s]) {
            *e += w.place_dvonn * (NEIGHBOURS[i] & b.dvonn).count_ones() as i32;
            if INNER & (1 << i) == 0 {
                *e += w.place_edge;
            }
            if let Some(d) = dvonns.iter().map(|&j| distance(i, j)).min() {
                *e -= w.place_far * (d - 1).max(0);
            }
        }
    }
    e[0] - e[1]
}

/// DVONN's evaluation from `side`'s point of view with these weights.
pub fn evaluate_dvonn(p: &Position, side: Side, w: &DvonnWeights) -> i32 {
    let white = match p.phase() {
        Phase::Placement => placement(p, w),
        Phase::Movement => movement(p, w),
        Phase::Over => {
            let (a, b) = p.scores();
            w.score * (a as i32 - b as i32)
        }
    };
    if side == Side::First {
        white
    } else {
        -white
    }
}

impl Heuristics for Position {
    type Weights = DvonnWeights;

    fn evaluate_with(&self, side: Side, weights: &DvonnWeights) -> i32 {
        evaluate_dvonn(self, side, weights)
    }

    /// Moves that take an opponent's stack first, the bigger the better, then moves onto
    /// DVONN pieces; moves onto one's own stacks last (they spend mobility). Placements
    /// next to DVONN pieces and on the edge first.
    fn order_key(&self, action: &Action) -> i32 {
        match *action {
            Action::Move { from, to } => {
                let (Some(f), Some(t)) = (self.stack(from), self.stack(to)) else {
                    return 0;
                };
                let mut k = 0;
                match t.controller {
                    Some(c) if Some(c) == f.controller => k -= 20,
                    Some(_) => k += 200 + 20 * t.height as i32,
                    None => k += 30,
                }
                if t.dvonn {
                    k += 50;
                }
                k
            }
            Action::Place(s) => {
                let near = s
                    .neighbours()
                    .filter(|&n| self.stack(n).is_some_and(|st| st.dvonn))
                    .count() as i32;
                10 * near + if s.is_edge() { 5 } else { 0 }
            }
        }
    }

    fn actions_into(&self, buf: &mut Vec<Action>) {
        self.legal_actions_into(buf);
    }

    /// DVONN's levels: the noise in hundredths of a piece of score; master 1 s a decision.
    fn level_profile(level: Level) -> (u32, i32, Duration) {
        match level {
            Level::Beginner => (1, 250, Duration::from_millis(200)),
            Level::Casual => (1, 100, Duration::from_millis(200)),
            Level::Intermediate => (2, 40, Duration::from_millis(400)),
            Level::Strong => (64, 0, Duration::from_millis(300)),
            Level::Master => (64, 0, Duration::from_millis(1000)),
        }
    }
}

/// Chooses a DVONN action at `level` (see [`crate::GameEngine::think`]): `depth` and
/// `movetime` override the level's; `None` when the game is over.
pub fn think_dvonn(
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
    use gipf_dvonn::Game;

    /// Random DVONN positions from a seed: some in the placement phase, some in the
    /// movement phase.
    fn random_positions(seed: u64, count: usize) -> Vec<Position> {
        let mut state = seed | 1;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut out = Vec::new();
        while out.len() < count {
            let mut p = Position::start();
            let plies = 5 + next() % 70;
            for _ in 0..plies {
                let legal = p.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let a = legal[(next() % legal.len() as u64) as usize];
                p.play(a).expect("a legal action");
            }
            if !p.is_over() {
                out.push(p);
            }
        }
        out
    }

    #[test]
    fn every_level_answers_a_legal_action_in_random_positions() {
        let cancel = AtomicBool::new(false);
        let positions = random_positions(0xD7_0AA, 12);
        assert!(positions.iter().any(|p| p.phase() == Phase::Placement));
        assert!(positions.iter().any(|p| p.phase() == Phase::Movement));
        for p in &positions {
            let legal = p.legal_actions();
            for level in Level::ALL {
                let r = think_dvonn(p, level, None, Some(Duration::from_millis(15)), &cancel)
                    .expect("a decision");
                assert!(legal.contains(&r.best), "{level} {p}: {}", r.best);
            }
            let r = think_dvonn(p, Level::Master, Some(2), None, &cancel).expect("a decision");
            assert!(legal.contains(&r.best), "{p}: {}", r.best);
            assert_eq!(r.depth, 2);
            for a in [greedy_game(p), alphabeta_game(p, 2)] {
                assert!(a.is_some_and(|a| legal.contains(&a)), "{p}");
            }
        }
    }

    #[test]
    fn the_search_takes_the_big_stack() {
        // White's a1 and b2 can each take Black's five-stack on b1, or a1 a single piece.
        let p: Position = "dvonn wb5ddd..../bw......../.........../........../......... w m"
            .parse()
            .expect("a position");
        let cancel = AtomicBool::new(false);
        for level in [Level::Intermediate, Level::Strong, Level::Master] {
            let r = think_dvonn(&p, level, None, Some(Duration::from_millis(50)), &cancel)
                .expect("a decision");
            assert!(r.best.to_string().ends_with("-b1"), "{level}: {}", r.best);
        }
        let greedy = greedy_game(&p).map(|a| a.to_string());
        assert!(greedy.is_some_and(|a| a.ends_with("-b1")));
    }

    #[test]
    fn the_search_proves_a_forced_win() {
        // a1-b1 takes the five-stack; f1-g1 cuts White's own piece off with Black's and
        // leaves a1-b1 for next turn: both win, the second sooner. The search proves it.
        let p: Position = "dvonn wb5dddwb../........../.........../........../......... w m"
            .parse()
            .expect("a position");
        let cancel = AtomicBool::new(false);
        let r = GameEngine::<Position>::new(1, 0)
            .search_depth(&p, 6, &cancel)
            .expect("a decision");
        assert_eq!(r.best.to_string(), "f1-g1", "the quicker win");
        assert_eq!(r.score, crate::GAME_WIN - 2, "a win in two plies: {r:?}");
        let r = think_dvonn(
            &p,
            Level::Master,
            None,
            Some(Duration::from_millis(50)),
            &cancel,
        )
        .expect("a decision");
        assert!(r.score > crate::GAME_WIN - 100, "{r:?}");
    }

    /// Plain negamax from `me`'s point of view, the decider asked at every node.
    fn negamax(p: &Position, me: Side, depth: u32, ply: i32) -> i32 {
        let Some(d) = p.decider() else {
            return match p.outcome().and_then(|o| o.winner) {
                Some(w) if w == me => crate::GAME_WIN - ply,
                Some(_) => -(crate::GAME_WIN - ply),
                None => 0,
            };
        };
        if d != me {
            return -negamax(p, d, depth, ply);
        }
        if depth == 0 {
            return p.evaluate(me);
        }
        p.legal_actions()
            .into_iter()
            .map(|a| {
                let mut q = *p;
                q.play(a).expect("legal");
                negamax(&q, me, depth - 1, ply + 1)
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn shallow_searches_give_the_plain_negamax_value() {
        // Below depth 3 nothing is reduced: the table, ordering and windows change nothing.
        let cancel = AtomicBool::new(false);
        for p in random_positions(0x5EA_2C4, 16) {
            let Some(me) = p.decider() else { continue };
            if p.legal_actions().len() < 2 {
                continue;
            }
            for d in 1..=2 {
                let r = GameEngine::<Position>::new(1, 0)
                    .search_depth(&p, d, &cancel)
                    .expect("a decision");
                assert_eq!(r.score, negamax(&p, me, d, 0), "{p} depth {d}");
            }
        }
    }

    #[test]
    fn weights_read_over_the_defaults() {
        let w: DvonnWeights = "moves=3, far=0".parse().expect("weights");
        assert_eq!(
            (w.moves, w.far, w.score),
            (3, 0, DvonnWeights::default().score)
        );
        assert!("speed=3".parse::<DvonnWeights>().is_err());
        assert!("moves=x".parse::<DvonnWeights>().is_err());
        assert_eq!("".parse(), Ok(DvonnWeights::default()));
    }

    #[test]
    fn the_evaluation_is_symmetric() {
        for p in random_positions(7, 20) {
            assert_eq!(p.evaluate(Side::First), -p.evaluate(Side::Second), "{p}");
        }
    }
}
