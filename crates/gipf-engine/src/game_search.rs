//! One search for every game of the seam (`gipf_game::Game`): iterative-deepening
//! principal-variation negamax alpha-beta with a transposition table keyed by
//! [`Game::zobrist`], killer moves and history, a deadline and a cancel flag. A game brings
//! its evaluation and move ordering through [`Heuristics`]; wins, losses and draws come from
//! [`Game::outcome`]. At the leaves a quiescence search goes on with the actions the game
//! names ([`Heuristics::quiet_actions_into`]; none by default, TZAAR's scarce types'
//! captures when its `quiesce` weight is set), standing pat where the game allows it.
//!
//! The decider is asked after every action instead of assuming alternation: DVONN's
//! automatic passes give the same side two actions in a row, and a finished game has no
//! decider at all. Scores are from the decider's point of view at each node.
//!
//! GIPF keeps its own specialised search (`search.rs`); this one serves DVONN and the games
//! that follow. One topic over ~1,070 lines: the search, its quiescence, table, ordering,
//! width and defence hooks, the levels' entry points and the two baselines (greedy, depth
//! 2) that share its node code, with the tests on a tiny game against plain minimax.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gipf_game::{Game, Side};

use crate::Level;

/// A won game's score at the root; a win found `n` plies deep scores `GAME_WIN - n`.
pub const GAME_WIN: i32 = 1_000_000;
/// Scores beyond this (in absolute value) are proved wins or losses.
const WIN_BOUND: i32 = GAME_WIN - 10_000;
/// The deepest iteration a level without a depth limit may start.
const MAX_DEPTH: u32 = 64;

/// What a game brings to the search besides its rules.
pub trait Heuristics: Game {
    /// The evaluation's weights (`Default`: the tuned ones), so that self-play can compare
    /// two sets.
    type Weights: Copy + Default + std::fmt::Debug + Send + Sync;

    /// The static evaluation of an unfinished position from `side`'s point of view (about
    /// 100 for a piece), symmetric: `evaluate(s) == -evaluate(s.other())` is expected.
    fn evaluate_with(&self, side: Side, weights: &Self::Weights) -> i32;

    /// [`Heuristics::evaluate_with`] the default weights.
    fn evaluate(&self, side: Side) -> i32 {
        self.evaluate_with(side, &Self::Weights::default())
    }

    /// A cheap guess of how good `action` is for the decider, for move ordering only
    /// (higher first); the search puts the table's move and killer moves before it.
    fn order_key(&self, _action: &Self::Action) -> i32 {
        0
    }

    /// The legal actions into `buf` (cleared first): a game may avoid the allocation.
    fn actions_into(&self, buf: &mut Vec<Self::Action>) {
        buf.clear();
        buf.extend(self.legal_actions());
    }

    /// The actions an inner node of the search (not the root, `depth` plies above the
    /// leaves) tries, into `buf` (cleared first). Default: every legal action
    /// ([`Heuristics::actions_into`]); a game with hundreds of actions may keep the
    /// best-looking ones only (ZÈRTZ's placements), at the price of proved results.
    fn search_actions_into(
        &self,
        _weights: &Self::Weights,
        _depth: u32,
        buf: &mut Vec<Self::Action>,
    ) {
        self.actions_into(buf);
    }

    /// The actions the root of the search tries, into `buf` (cleared first). Default: every
    /// legal action; a game with thousands of actions may keep its best-looking candidates
    /// (PÜNCT), so that the search gets deeper over them.
    fn root_actions_into(&self, _weights: &Self::Weights, buf: &mut Vec<Self::Action>) {
        buf.clear();
        buf.extend(self.legal_actions());
    }

    /// Where every action a pruned node searched lost (a loss proved over the actions kept
    /// only), more actions to try before the loss is believed, into `buf` (cleared first);
    /// `ply` is the node's distance from the root (0: the root). Default: none, since the
    /// node searched every legal action (PÜNCT keeps a few: a defence outside them, often a
    /// long move, refuted "proved" wins).
    fn defence_actions_into(
        &self,
        _weights: &Self::Weights,
        _ply: u32,
        buf: &mut Vec<Self::Action>,
    ) {
        buf.clear();
    }

    /// Quiescence: the actions a leaf of the search (and each node below it, `qply` plies
    /// past the leaf) keeps searching, into `buf` (cleared first), best guesses need not come
    /// first (they are ordered by [`Heuristics::order_key`]). Returns whether the decider may
    /// stand pat, taking the static evaluation instead of the actions in `buf`; a game that
    /// returns `false` must put every legal action in `buf` (the node is then searched in
    /// full, so won and lost scores stay proved). Nothing in `buf` makes the node its
    /// evaluation. Default: nothing, so a leaf is its evaluation (DVONN).
    fn quiet_actions_into(
        &self,
        _weights: &Self::Weights,
        _qply: u32,
        buf: &mut Vec<Self::Action>,
    ) -> bool {
        buf.clear();
        true
    }

    /// The share of a decision's time (in %) after which no new iteration starts: the next
    /// would rarely finish, though an abandoned iteration's finished root actions count.
    fn iteration_share(_weights: &Self::Weights) -> u32 {
        40
    }

    /// Per level: (maximum depth, evaluation noise, time limit). By default the GIPF
    /// levels' profile.
    fn level_profile(level: Level) -> (u32, i32, Duration) {
        level.profile()
    }
}

/// What a search of a seam game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult<A> {
    /// The action to play.
    pub best: A,
    /// Its score from the decider's point of view.
    pub score: i32,
    /// The depth of the last completed iteration (0 when not even the first finished).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<A> {
    key: u64,
    depth: i16,
    score: i32,
    bound: Bound,
    best: Option<A>,
}

/// A transposition table for one game's positions, kept between decisions by a
/// [`GameEngine`].
struct Table<A> {
    entries: Vec<Option<Entry<A>>>,
    mask: usize,
}

impl<A: Copy> Table<A> {
    fn new(megabytes: usize) -> Table<A> {
        let per = std::mem::size_of::<Option<Entry<A>>>().max(1);
        let n = (megabytes * 1024 * 1024 / per)
            .max(1024)
            .next_power_of_two()
            / 2;
        Table {
            entries: vec![None; n],
            mask: n - 1,
        }
    }

    fn get(&self, key: u64) -> Option<Entry<A>> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    fn put(&mut self, e: Entry<A>) {
        let slot = &mut self.entries[e.key as usize & self.mask];
        if slot
            .is_none_or(|old| old.key != e.key || old.depth <= e.depth || e.bound == Bound::Exact)
        {
            *slot = Some(e);
        }
    }
}

/// Win and loss scores are stored relative to the node, so that a table hit at another ply
/// still means "mate in n from here".
fn to_table(score: i32, ply: u32) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: u32) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A finished game's score from `side`'s point of view, `ply` plies from the root: a nearer
/// win is better, a farther loss less bad.
fn terminal<G: Game>(p: &G, side: Side, ply: u32) -> i32 {
    match p.outcome().and_then(|o| o.winner) {
        Some(w) if w == side => GAME_WIN - ply as i32,
        Some(_) => -(GAME_WIN - ply as i32),
        None => 0,
    }
}

/// A 64-bit mix (splitmix64's finaliser).
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The history table's slot of an action (a hash of it: actions are only `Hash`).
fn history_slot<A: Hash>(a: &A) -> usize {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    a.hash(&mut h);
    (h.finish() as usize) & (HISTORY - 1)
}

const HISTORY: usize = 4096;
/// How often (in nodes) the clock and the cancel flag are read.
const CHECK_EVERY: u64 = 256;

/// The limits of one search.
#[derive(Clone, Copy, Debug)]
struct Limits {
    max_depth: u32,
    /// No new iteration starts after this instant.
    soft: Option<Instant>,
    /// The running iteration is abandoned at this instant.
    hard: Option<Instant>,
    noise: i32,
    seed: u64,
}

struct Searcher<'a, G: Heuristics> {
    table: &'a mut Table<G::Action>,
    weights: G::Weights,
    cancel: &'a AtomicBool,
    limits: Limits,
    nodes: u64,
    stopped: bool,
    killers: Vec<[Option<G::Action>; 2]>,
    history: Box<[[i32; HISTORY]; 2]>,
    buffers: Vec<Vec<G::Action>>,
}

impl<G: Heuristics> Searcher<'_, G> {
    fn time_up(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.late();
        }
        self.stopped
    }

    /// Reads the clock and the cancel flag now: whether the search must stop.
    fn late(&mut self) -> bool {
        let late = self.limits.hard.is_some_and(|h| Instant::now() >= h);
        if late || self.cancel.load(Ordering::Relaxed) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The static evaluation with the level's noise: a fixed function of the position's
    /// hash and the seed, so the same seed plays the same moves.
    fn eval(&self, p: &G, side: Side) -> i32 {
        let e = p.evaluate_with(side, &self.weights);
        let n = self.limits.noise;
        if n == 0 {
            return e;
        }
        // The noise belongs to the position, from White's side, so both sides see the same.
        let r = (mix(p.zobrist() ^ self.limits.seed) % (2 * n as u64 + 1)) as i32 - n;
        if side == Side::First {
            e + r
        } else {
            e - r
        }
    }

    /// The value of `child` (reached by an action of `me`) from `me`'s point of view in the
    /// window (alpha, beta): the child's decider may be `me` again (an automatic pass), the
    /// opponent, or nobody (the game is over).
    fn value(&mut self, child: &G, me: Side, depth: u32, alpha: i32, beta: i32, ply: u32) -> i32 {
        match child.decider() {
            None => terminal(child, me, ply),
            Some(d) if d == me => self.negamax(child, me, depth, alpha, beta, ply),
            Some(d) => -self.negamax(child, d, depth, -beta, -alpha, ply),
        }
    }

    /// [`Searcher::value`] past the leaves: the quiescence search of `child`.
    fn quiet_value(
        &mut self,
        child: &G,
        me: Side,
        alpha: i32,
        beta: i32,
        ply: u32,
        qply: u32,
    ) -> i32 {
        match child.decider() {
            None => terminal(child, me, ply),
            Some(d) if d == me => self.quiesce(child, me, alpha, beta, ply, qply),
            Some(d) => -self.quiesce(child, d, -beta, -alpha, ply, qply),
        }
    }

    /// The quiescence search of `p` for its decider `me`, `qply` plies past a leaf: the
    /// actions the game names ([`Heuristics::quiet_actions_into`]), the evaluation as a
    /// lower bound where it allows standing pat. No table: its entries stay those of the
    /// full-width nodes.
    fn quiesce(&mut self, p: &G, me: Side, mut alpha: i32, beta: i32, ply: u32, qply: u32) -> i32 {
        self.nodes += 1;
        let mut actions = self.buffers.pop().unwrap_or_default();
        let stand_pat = p.quiet_actions_into(&self.weights, qply, &mut actions);
        if actions.is_empty() {
            self.buffers.push(actions);
            // Every node reads the clock in its turn: most leaves end here.
            self.time_up();
            return self.eval(p, me);
        }
        if self.time_up() {
            self.buffers.push(actions);
            return 0;
        }
        let mut best = -GAME_WIN - 1;
        if stand_pat {
            best = self.eval(p, me);
            if best >= beta {
                self.buffers.push(actions);
                return best;
            }
            alpha = alpha.max(best);
        }
        actions.sort_by_cached_key(|a| std::cmp::Reverse(p.order_key(a)));
        for &a in actions.iter() {
            let mut child = p.clone();
            if child.play(a).is_err() {
                continue;
            }
            let s = self.quiet_value(&child, me, alpha, beta, ply + 1, qply + 1);
            if self.stopped {
                break;
            }
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.buffers.push(actions);
        if best < -GAME_WIN {
            // No action could be played: judge rather than claim a loss.
            return self.eval(p, me);
        }
        best
    }

    /// The value of `p` for its decider `me`, `depth` plies deep (then its quiescence).
    fn negamax(&mut self, p: &G, me: Side, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if depth == 0 {
            return self.quiesce(p, me, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        if self.time_up() {
            return 0;
        }
        let key = p.zobrist();
        let mut table_move = None;
        if let Some(e) = self.table.get(key) {
            table_move = e.best;
            if i32::from(e.depth) >= depth as i32 {
                let s = from_table(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let mut actions = self.buffers.pop().unwrap_or_default();
        p.search_actions_into(&self.weights, depth, &mut actions);
        if actions.is_empty() {
            // The rules never leave a decider without an action; judge rather than panic.
            self.buffers.push(actions);
            return self.eval(p, me);
        }
        self.order(p, me, &mut actions, table_move, ply);
        let alpha0 = alpha;
        let mut best = -GAME_WIN - 1;
        let mut best_action = None;
        let mut widened = false;
        let kept = actions.len();
        let mut i = 0;
        loop {
            if i == actions.len() {
                // Every action kept lost: a pruned node tries its defences before it
                // believes the loss.
                if widened || self.stopped || best >= -WIN_BOUND {
                    break;
                }
                widened = true;
                let mut more = self.buffers.pop().unwrap_or_default();
                p.defence_actions_into(&self.weights, ply, &mut more);
                more.retain(|a| !actions.contains(a));
                actions.extend_from_slice(&more);
                self.buffers.push(more);
                // Finding the defences may have cost far more than a node: read the clock
                // now rather than at the next multiple of CHECK_EVERY nodes.
                if i == actions.len() || self.late() {
                    break;
                }
            }
            let a = actions[i];
            i += 1;
            let mut child = p.clone();
            if child.play(a).is_err() {
                continue;
            }
            let s = if i == 1 {
                self.value(&child, me, depth - 1, alpha, beta, ply + 1)
            } else {
                // Late quiet actions are searched a ply shallower first (late move reduction);
                // not the defences, which decide whether the loss stands.
                let reduce = u32::from(depth >= 3 && i > 4 && i <= kept);
                let mut s = self.value(&child, me, depth - 1 - reduce, alpha, alpha + 1, ply + 1);
                if s > alpha && reduce > 0 {
                    s = self.value(&child, me, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if s > alpha && s < beta {
                    s = self.value(&child, me, depth - 1, alpha, beta, ply + 1);
                }
                s
            };
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_action = Some(a);
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                self.reward(me, &a, depth, ply);
                break;
            }
        }
        self.buffers.push(actions);
        if self.stopped {
            return best.max(alpha0);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(Entry {
            key,
            depth: depth.min(i16::MAX as u32) as i16,
            score: to_table(best, ply),
            bound,
            best: best_action,
        });
        best
    }

    /// A cut-off action becomes a killer at this ply and gains history.
    fn reward(&mut self, me: Side, a: &G::Action, depth: u32, ply: u32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(*a) {
            k[1] = k[0];
            k[0] = Some(*a);
        }
        let h = &mut self.history[me.index()][history_slot(a)];
        *h = (*h + (depth * depth) as i32).min(1 << 20);
    }

    /// Table move first, then killers, then the game's guess plus history.
    fn order(
        &self,
        p: &G,
        me: Side,
        actions: &mut [G::Action],
        table_move: Option<G::Action>,
        ply: u32,
    ) {
        let killers = self
            .killers
            .get(ply as usize)
            .copied()
            .unwrap_or([None, None]);
        let history = &self.history[me.index()];
        actions.sort_by_cached_key(|a| {
            let key: i64 = if Some(*a) == table_move {
                i64::MAX
            } else if Some(*a) == killers[0] {
                1 << 40
            } else if Some(*a) == killers[1] {
                (1 << 40) - 1
            } else {
                i64::from(p.order_key(a)) * 1024 + i64::from(history[history_slot(a)]).min(1023)
            };
            std::cmp::Reverse(key)
        });
    }

    /// Iterative deepening from the root; `None` when the game is over.
    fn iterate(&mut self, root: &G) -> Option<GameResult<G::Action>> {
        let me = root.decider()?;
        let mut actions = Vec::new();
        root.root_actions_into(&self.weights, &mut actions);
        if actions.is_empty() {
            actions = root.legal_actions();
        }
        if actions.is_empty() {
            return None;
        }
        self.order(root, me, &mut actions, None, 0);
        let mut result = GameResult {
            best: actions[0],
            score: 0,
            depth: 0,
            nodes: 0,
        };
        // A forced action is only judged, not searched.
        let max_depth = if actions.len() == 1 {
            1
        } else {
            self.limits.max_depth.max(1)
        };
        let mut widened = false;
        for depth in 1..=max_depth {
            if depth > 1 && self.limits.soft.is_some_and(|s| Instant::now() >= s) {
                break;
            }
            // The root: previous best first, then by the scores of the last iteration.
            let mut alpha = -GAME_WIN - 1;
            let mut scored: Vec<(i32, G::Action)> = Vec::with_capacity(actions.len());
            let mut iteration_best: Option<(G::Action, i32)> = None;
            for (i, &a) in actions.iter().enumerate() {
                let mut child = root.clone();
                if child.play(a).is_err() {
                    continue;
                }
                let s = if i == 0 {
                    self.value(&child, me, depth - 1, -GAME_WIN - 1, GAME_WIN + 1, 1)
                } else {
                    let s = self.value(&child, me, depth - 1, alpha, alpha + 1, 1);
                    if s > alpha && !self.stopped {
                        self.value(&child, me, depth - 1, alpha, GAME_WIN + 1, 1)
                    } else {
                        s
                    }
                };
                if self.stopped {
                    break;
                }
                scored.push((s, a));
                if s > alpha {
                    alpha = s;
                    iteration_best = Some((a, s));
                }
            }
            // An abandoned iteration still counts for the root actions it finished: the
            // first is the last iteration's best, so any finished one that beat it is better.
            if let Some((a, s)) = iteration_best {
                result.best = a;
                result.score = s;
                if !self.stopped {
                    result.depth = depth;
                }
            }
            if self.stopped {
                break;
            }
            // Finished: order the root by these scores (stable, so ties keep their order).
            let unsearched: Vec<G::Action> = actions
                .iter()
                .copied()
                .filter(|a| !scored.iter().any(|(_, b)| b == a))
                .collect();
            scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
            actions = scored.iter().map(|&(_, a)| a).chain(unsearched).collect();
            if result.score < -WIN_BOUND && !widened {
                // Every root action kept lost: a pruned root tries its defences too.
                widened = true;
                let mut more = Vec::new();
                root.defence_actions_into(&self.weights, 0, &mut more);
                more.retain(|a| !actions.contains(a));
                if !more.is_empty() {
                    actions.extend(more);
                    continue;
                }
            }
            if result.score.abs() > WIN_BOUND {
                // A proved result: deeper iterations cannot change it.
                break;
            }
        }
        result.nodes = self.nodes;
        Some(result)
    }
}

/// An engine for one seam game that keeps its transposition table between decisions.
pub struct GameEngine<G: Heuristics> {
    table: Table<G::Action>,
    /// The evaluation's weights.
    pub weights: G::Weights,
    /// Seeds the lower levels' noise: same seed, same moves.
    pub seed: u64,
}

impl<G: Heuristics> std::fmt::Debug for GameEngine<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameEngine")
            .field("entries", &self.table.entries.len())
            .field("seed", &self.seed)
            .finish()
    }
}

impl<G: Heuristics> GameEngine<G> {
    /// An engine with a table of about `megabytes` MB.
    pub fn new(megabytes: usize, seed: u64) -> GameEngine<G> {
        GameEngine {
            table: Table::new(megabytes),
            weights: G::Weights::default(),
            seed,
        }
    }

    /// Chooses an action for the decider at `level`; `depth` and `movetime` override the
    /// level's, `cancel` stops at once with the best action found so far. A fixed depth
    /// without a movetime searches to the depth. `None` when the game is over.
    pub fn think(
        &mut self,
        p: &G,
        level: Level,
        depth: Option<u32>,
        movetime: Option<Duration>,
        cancel: &AtomicBool,
    ) -> Option<GameResult<G::Action>> {
        let (level_depth, noise, level_time) = G::level_profile(level);
        let start = Instant::now();
        let timed = movetime.is_some() || depth.is_none();
        let hard = start + movetime.unwrap_or(level_time);
        // No iteration starts after this share of the time: the next would rarely finish.
        let share = G::iteration_share(&self.weights).clamp(1, 100);
        let soft = start + movetime.unwrap_or(level_time) * share / 100;
        let limits = Limits {
            max_depth: depth.unwrap_or(level_depth).clamp(1, MAX_DEPTH),
            soft: timed.then_some(soft),
            hard: timed.then_some(hard),
            noise,
            seed: self.seed,
        };
        search_with(&mut self.table, self.weights, p, limits, cancel)
    }

    /// A fixed-depth search without noise or time limit.
    pub fn search_depth(
        &mut self,
        p: &G,
        depth: u32,
        cancel: &AtomicBool,
    ) -> Option<GameResult<G::Action>> {
        let limits = Limits {
            max_depth: depth.clamp(1, MAX_DEPTH),
            soft: None,
            hard: None,
            noise: 0,
            seed: 0,
        };
        search_with(&mut self.table, self.weights, p, limits, cancel)
    }
}

fn search_with<G: Heuristics>(
    table: &mut Table<G::Action>,
    weights: G::Weights,
    p: &G,
    limits: Limits,
    cancel: &AtomicBool,
) -> Option<GameResult<G::Action>> {
    let mut s = Searcher::<G> {
        table,
        weights,
        cancel,
        limits,
        nodes: 0,
        stopped: false,
        killers: Vec::new(),
        history: Box::new([[0; HISTORY]; 2]),
        buffers: Vec::new(),
    };
    s.iterate(p)
}

/// Chooses an action at `level` with a fresh 16 MB table (see [`GameEngine::think`]).
pub fn think_game<G: Heuristics>(
    p: &G,
    level: Level,
    depth: Option<u32>,
    movetime: Option<Duration>,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<GameResult<G::Action>> {
    GameEngine::new(16, seed).think(p, level, depth, movetime, cancel)
}

/// The one-ply greedy baseline: the action after which the decider's evaluation is best
/// (a win first, a loss last); ties go to the first in the legal order.
pub fn greedy_game<G: Heuristics>(p: &G) -> Option<G::Action> {
    let me = p.decider()?;
    let mut best: Option<(i32, G::Action)> = None;
    for a in p.legal_actions() {
        let mut q = p.clone();
        if q.play(a).is_err() {
            continue;
        }
        let s = if q.is_over() {
            terminal(&q, me, 1)
        } else {
            q.evaluate(me)
        };
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, a));
        }
    }
    best.map(|(_, a)| a)
}

/// The plain alpha-beta baseline: `depth` plies, no table, no ordering, the static
/// evaluation at the leaves (passes handled by asking the decider).
pub fn alphabeta_game<G: Heuristics>(p: &G, depth: u32) -> Option<G::Action> {
    fn ab<G: Heuristics>(p: &G, me: Side, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        let Some(d) = p.decider() else {
            return terminal(p, me, ply);
        };
        if d != me {
            return -ab(p, d, depth, -beta, -alpha, ply);
        }
        if depth == 0 {
            return p.evaluate(me);
        }
        let mut best = -GAME_WIN - 1;
        for a in p.legal_actions() {
            let mut q = p.clone();
            if q.play(a).is_err() {
                continue;
            }
            let s = ab(&q, me, depth - 1, alpha, beta, ply + 1);
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        best
    }
    let me = p.decider()?;
    let mut best: Option<(i32, G::Action)> = None;
    let mut alpha = -GAME_WIN - 1;
    for a in p.legal_actions() {
        let mut q = p.clone();
        if q.play(a).is_err() {
            continue;
        }
        let s = ab(&q, me, depth.saturating_sub(1), alpha, GAME_WIN + 1, 1);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, a));
            alpha = alpha.max(s);
        }
    }
    best.map(|(_, a)| a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_game::Outcome;
    use std::fmt;
    use std::str::FromStr;

    /// Nim with one heap: take 1, 2 or 3; whoever takes the last wins. Taking 3 from an
    /// even heap gives the same player the next turn as well (a pass of the other), so the
    /// search must ask who decides instead of assuming alternation.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Nim {
        heap: u8,
        turn: Side,
        /// Whether a leaf searches on, every action, to the end (no standing pat).
        quiesce: bool,
        /// Whether an inner node keeps one action only (take 1), the others being its
        /// defences.
        narrow: bool,
    }

    impl fmt::Display for Nim {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "nim {} {}", self.heap, self.turn.index())
        }
    }

    impl FromStr for Nim {
        type Err = String;
        fn from_str(s: &str) -> Result<Nim, String> {
            Err(format!("not parsed: {s}"))
        }
    }

    #[derive(Clone, Debug, PartialEq)]
    struct Illegal;

    impl fmt::Display for Illegal {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("take 1 to 3, at most what is left")
        }
    }

    impl std::error::Error for Illegal {}

    impl Game for Nim {
        type Action = u8;
        type Unreadable = Illegal;
        type Illegal = Illegal;
        type Reason = ();

        fn variant_word(&self) -> &'static str {
            "nim"
        }
        fn read_action(&self, text: &str) -> Result<u8, Illegal> {
            text.trim().parse().map_err(|_| Illegal)
        }
        fn legal_actions(&self) -> Vec<u8> {
            (1..=3).filter(|&n| n <= self.heap).collect()
        }
        fn play(&mut self, n: u8) -> Result<(), Illegal> {
            if !(1..=3).contains(&n) || n > self.heap {
                return Err(Illegal);
            }
            let extra = n == 3 && self.heap.is_multiple_of(2);
            self.heap -= n;
            if !extra || self.heap == 0 {
                self.turn = self.turn.other();
            }
            Ok(())
        }
        fn decider(&self) -> Option<Side> {
            (self.heap > 0).then_some(self.turn)
        }
        fn outcome(&self) -> Option<Outcome<()>> {
            // The last taker is the one before the final turn change.
            (self.heap == 0).then_some(Outcome {
                winner: Some(self.turn.other()),
                reason: (),
            })
        }
        fn zobrist(&self) -> u64 {
            mix(u64::from(self.heap) * 4 + self.turn.index() as u64 * 2 + u64::from(self.quiesce))
        }
    }

    impl Heuristics for Nim {
        type Weights = ();
        fn evaluate_with(&self, _side: Side, _weights: &()) -> i32 {
            0
        }

        fn search_actions_into(&self, _weights: &(), _depth: u32, buf: &mut Vec<u8>) {
            self.actions_into(buf);
            if self.narrow {
                buf.truncate(1);
            }
        }

        fn defence_actions_into(&self, _weights: &(), _ply: u32, buf: &mut Vec<u8>) {
            buf.clear();
            if self.narrow {
                buf.extend(self.legal_actions());
            }
        }

        fn quiet_actions_into(&self, _weights: &(), _qply: u32, buf: &mut Vec<u8>) -> bool {
            buf.clear();
            if self.quiesce {
                buf.extend(self.legal_actions());
            }
            !self.quiesce
        }
    }

    /// Plain minimax: whether the decider wins.
    fn wins(n: &Nim) -> bool {
        let me = n.turn;
        n.legal_actions().into_iter().any(|a| {
            let mut q = n.clone();
            q.play(a).expect("legal");
            match q.decider() {
                None => q.outcome().and_then(|o| o.winner) == Some(me),
                Some(d) if d == me => wins(&q),
                Some(_) => !wins(&q),
            }
        })
    }

    #[test]
    fn the_generic_search_gives_the_minimax_value_of_nim_with_extra_turns() {
        let cancel = AtomicBool::new(false);
        let mut engine = GameEngine::<Nim>::new(1, 0);
        let mut won = 0;
        for heap in 1..=16 {
            let n = Nim {
                heap,
                turn: Side::Second,
                quiesce: false,
                narrow: false,
            };
            let r = engine
                .search_depth(&n, u32::from(heap), &cancel)
                .expect("a decision");
            let expected = wins(&n);
            won += usize::from(expected);
            assert_eq!(r.score > WIN_BOUND, expected, "heap {heap}: {r:?}");
            assert_eq!(r.score < -WIN_BOUND, !expected, "heap {heap}: {r:?}");
            if expected {
                // The chosen action keeps the win.
                let mut q = n.clone();
                q.play(r.best).expect("legal");
                let still = match q.decider() {
                    None => true,
                    Some(d) if d == n.turn => wins(&q),
                    Some(_) => !wins(&q),
                };
                assert!(still, "heap {heap}: {} throws the win", r.best);
            }
            // The baselines agree at full depth on who wins.
            let a = alphabeta_game(&n, u32::from(heap)).expect("a decision");
            let mut q = n.clone();
            q.play(a).expect("legal");
            assert!(greedy_game(&n).is_some());
        }
        assert!(won > 0 && won < 16, "both kinds of heap occur");
    }

    #[test]
    fn a_pruned_node_whose_kept_actions_all_lose_tries_its_defences() {
        // Inner nodes keep "take 1" only: alone, every heap where it loses would be a proved
        // loss (and its parent a false win); the defences (every action) give the true value.
        let cancel = AtomicBool::new(false);
        let mut wrong_alone = 0;
        for heap in 1..=14 {
            let n = Nim {
                heap,
                turn: Side::First,
                quiesce: false,
                narrow: true,
            };
            let r = GameEngine::<Nim>::new(1, 0)
                .search_depth(&n, u32::from(heap), &cancel)
                .expect("a decision");
            let expected = wins(&n);
            assert_eq!(r.score > WIN_BOUND, expected, "heap {heap}: {r:?}");
            assert_eq!(r.score < -WIN_BOUND, !expected, "heap {heap}: {r:?}");
            // What "take 1" alone below the root would say: any root action after which
            // taking 1 by turns leaves the root's decider the last taker.
            let alone = n.legal_actions().into_iter().any(|a| {
                let mut q = n.clone();
                q.play(a).expect("legal");
                let mut taker = n.turn;
                while q.heap > 0 {
                    taker = q.turn;
                    q.play(1).expect("legal");
                }
                taker == n.turn
            });
            wrong_alone += usize::from(alone != expected);
        }
        assert!(
            wrong_alone > 0,
            "the narrow node alone would be wrong somewhere"
        );
    }

    #[test]
    fn a_quiescence_without_standing_pat_searches_to_the_end() {
        // Depth 1 and a quiescence over every action: the exact minimax value at any heap,
        // with the nearest win; the same heaps without quiescence at depth 1 prove nothing
        // but the immediate wins.
        let cancel = AtomicBool::new(false);
        for heap in 1..=14 {
            for quiesce in [true, false] {
                let n = Nim {
                    heap,
                    turn: Side::First,
                    quiesce,
                    narrow: false,
                };
                let r = GameEngine::<Nim>::new(1, 0)
                    .search_depth(&n, 1, &cancel)
                    .expect("a decision");
                let expected = wins(&n);
                if quiesce {
                    assert_eq!(r.score > WIN_BOUND, expected, "heap {heap}: {r:?}");
                    assert_eq!(r.score < -WIN_BOUND, !expected, "heap {heap}: {r:?}");
                    let full = GameEngine::<Nim>::new(1, 0)
                        .search_depth(&n, u32::from(heap), &cancel)
                        .expect("a decision");
                    assert_eq!(r.score, full.score, "heap {heap}: mate distances agree");
                } else {
                    assert_eq!(r.score > WIN_BOUND, heap <= 3, "heap {heap}: {r:?}");
                    assert!(r.score >= -WIN_BOUND, "heap {heap}: {r:?}");
                }
            }
        }
    }

    #[test]
    fn a_finished_game_has_no_answer_and_a_set_cancel_flag_still_answers() {
        let done = Nim {
            heap: 0,
            turn: Side::First,
            quiesce: false,
            narrow: false,
        };
        let cancel = AtomicBool::new(false);
        assert!(think_game(&done, Level::Master, None, None, 0, &cancel).is_none());
        let stop = AtomicBool::new(true);
        let n = Nim {
            heap: 9,
            turn: Side::First,
            quiesce: false,
            narrow: false,
        };
        let r = think_game(&n, Level::Master, None, None, 0, &stop).expect("an answer");
        assert!(n.legal_actions().contains(&r.best));
    }
}
