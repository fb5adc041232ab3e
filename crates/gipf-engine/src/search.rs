//! Iterative-deepening principal-variation alpha-beta over GIPF decisions (with the
//! challenges option, stage `r` as a chance node: one topic, the search, ~700 lines).
//!
//! Scores are from White's point of view: White's decisions maximise, Black's minimise. The
//! decider can change inside a turn (the opponent resolving his rows) and stay the same
//! across plies (the mover's removals), so each node asks the position who decides instead
//! of assuming alternation. Only pushes spend depth: removal decisions and `done` are
//! searched at the same depth, so a leaf is never cut in the middle of a resolution. Stage
//! `r` of the challenges option is a chance node (`chance`). One topic over ~690 lines: the
//! search itself, its move ordering and time checks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use gipf_rules::{Action, Color, Kind, Position, Stage};

use crate::eval::{evaluate, Weights, WIN, WIN_BOUND};

/// How a search may spend its time.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The deepest iteration (pushes).
    pub max_depth: u32,
    /// Do not start a new iteration after this instant.
    pub soft: Option<Instant>,
    /// Abandon the running iteration at this instant.
    pub hard: Option<Instant>,
    /// Abandon the running iteration after this many nodes.
    pub max_nodes: Option<u64>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The action to play.
    pub best: Action,
    /// Its score from White's point of view.
    pub score: i32,
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The expected continuation.
    pub pv: Vec<Action>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct TtEntry {
    key: u64,
    depth: i16,
    score: i32,
    bound: Bound,
    best: Option<Action>,
}

/// A transposition table keyed by the rules crate's Zobrist hash; always-replace with a
/// depth preference.
pub(crate) struct Tt {
    entries: Vec<Option<TtEntry>>,
    mask: usize,
}

impl Tt {
    pub(crate) fn new(megabytes: usize) -> Tt {
        let per = std::mem::size_of::<Option<TtEntry>>().max(1);
        let n = (megabytes * 1024 * 1024 / per)
            .max(1024)
            .next_power_of_two()
            / 2;
        Tt {
            entries: vec![None; n],
            mask: n - 1,
        }
    }

    fn get(&self, key: u64) -> Option<TtEntry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    fn put(&mut self, e: TtEntry) {
        let slot = &mut self.entries[e.key as usize & self.mask];
        if slot
            .is_none_or(|old| old.key != e.key || old.depth <= e.depth || e.bound == Bound::Exact)
        {
            *slot = Some(e);
        }
    }
}

/// Per-search state.
pub(crate) struct Searcher<'a> {
    pub weights: Weights,
    /// Evaluation noise amplitude (lower levels) and its seed.
    pub noise: i32,
    pub seed: u64,
    pub tt: &'a mut Tt,
    pub cancel: &'a AtomicBool,
    pub budget: Budget,
    pub nodes: u64,
    stopped: bool,
    /// The iteration running (the first is not stopped before one root action is searched).
    iteration: u32,
    killers: Vec<[Option<Action>; 2]>,
    history: Box<[[i32; HISTORY]; 2]>,
    buffers: Vec<Vec<Action>>,
    /// The best root action of the running iteration among those searched to the end, with
    /// its score: an abandoned iteration still answers with it.
    root_best: Option<(Action, i32)>,
    /// The first root action the running iteration finished.
    root_first: Option<Action>,
    /// The players' chances in a sub-game (`game` trial); `None`: even.
    pub sub_game: Option<crate::SubGameOdds>,
}

const MAX_PLY: usize = 128;

/// Nodes between two looks at the clock (see `Searcher::out_of_time`).
const CLOCK_EVERY: u64 = 64;

/// Turn actions searched at full depth before the reductions start (see `search`).
const LMR_AFTER: usize = 4;

/// In-turn decisions (removals, TAMSK) searched at full depth before the rest are reduced.
const IN_TURN_FULL: usize = 2;

/// Turn actions' slots in the history table: pushes (entry, GIPF or not), loaded pushes
/// (entry, kind), uses (from, to: the loaded piece on `from` has one kind) and TAMSK pushes.
const HISTORY: usize = 84 + 42 * 5 + 64 * 64 + 42;

/// The history slot of a turn action (`None` for removals, `done` and `keep`).
fn history_index(a: &Action) -> Option<usize> {
    let bit = |s: gipf_rules::Spot| s.bit().trailing_zeros() as usize;
    match a {
        Action::Push { entry, gipf } => Some(entry.index() * 2 + usize::from(*gipf)),
        Action::PushLoaded { entry, kind } => Some(84 + entry.index() * 5 + *kind as usize),
        Action::Use { from, to, .. } => Some(84 + 210 + bit(*from) * 64 + bit(*to)),
        Action::Tamsk { entry } => Some(84 + 210 + 4096 + entry.index()),
        _ => None,
    }
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(
        weights: Weights,
        noise: i32,
        seed: u64,
        tt: &'a mut Tt,
        cancel: &'a AtomicBool,
        budget: Budget,
    ) -> Searcher<'a> {
        Searcher {
            weights,
            noise,
            seed,
            tt,
            cancel,
            budget,
            nodes: 0,
            stopped: false,
            iteration: 0,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Box::new([[0; HISTORY]; 2]),
            buffers: vec![Vec::new(); MAX_PLY + 1],
            root_best: None,
            root_first: None,
            sub_game: None,
        }
    }

    /// The static evaluation with this searcher's noise: a fixed function of the position
    /// and the seed, so the same seed gives the same moves.
    fn eval(&self, p: &Position) -> i32 {
        let e = evaluate(p, &self.weights);
        if self.noise == 0 || p.is_over() {
            return e;
        }
        let r = mix(p.hash() ^ self.seed) % (2 * self.noise as u64 + 1);
        e + r as i32 - self.noise
    }

    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        // The first iteration runs until one root action is searched, so that even a past
        // deadline or an early cancel returns a searched action.
        if self.iteration <= 1 && self.root_best.is_none() {
            return false;
        }
        // The clock is read every 64 nodes: one node can cost far more than the average (an
        // in-turn decision plays and evaluates each of its dozens of options to order them,
        // and a cut after the first leaves the rest unsearched). Reading it every 1024 nodes
        // let master's 1.8 s decisions in ultimate reach 1.98 s; a read costs nanoseconds.
        if self.nodes.is_multiple_of(CLOCK_EVERY) {
            let late = self.budget.hard.is_some_and(|h| Instant::now() >= h);
            let many = self.budget.max_nodes.is_some_and(|m| self.nodes >= m);
            if late || many || self.cancel.load(Ordering::Relaxed) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// Orders actions: the table move, then (for turn actions) killers and history.
    fn order(&self, moves: &mut [Action], tt_move: Option<Action>, ply: usize, decider: Color) {
        let killers = self.killers[ply.min(MAX_PLY)];
        let hist = &self.history[decider.index()];
        moves.sort_by_cached_key(|a| {
            if Some(*a) == tt_move {
                return i32::MIN;
            }
            if killers.contains(&Some(*a)) {
                return i32::MIN + 1;
            }
            match history_index(a) {
                Some(i) => -hist[i],
                // Removals that take more pieces first; `done` last.
                None => match a {
                    Action::Remove { spots, .. } => -(spots.len() as i32) * 1000,
                    _ => 0,
                },
            }
        });
    }

    /// Orders in-turn decisions (removals, `done`, TAMSK) by the evaluation of the position
    /// each leads to, best for the decider first, the table move before all: they have no
    /// history to go by, and their number can reach dozens.
    fn order_in_turn(
        &self,
        p: &Position,
        moves: &mut [Action],
        tt_move: Option<Action>,
        maximizing: bool,
    ) {
        moves.sort_by_cached_key(|a| {
            if Some(*a) == tt_move {
                return i32::MIN;
            }
            let mut child = p.clone();
            if child.play(*a).is_err() {
                return i32::MAX;
            }
            let e = evaluate(&child, &self.weights);
            if maximizing {
                -e
            } else {
                e
            }
        });
    }

    /// Alpha-beta; returns the score from White's point of view.
    pub(crate) fn search(
        &mut self,
        p: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if p.stage() == Stage::Referee {
            return self.chance(p, depth, ply);
        }
        let Some(decider) = p.decider() else {
            // A finished game: prefer quicker wins and slower losses.
            return match p.stage() {
                Stage::Won(Color::White) => WIN - ply as i32,
                _ => -WIN + ply as i32,
            };
        };
        if self.out_of_time() {
            return 0;
        }
        let at_push = p.stage() == Stage::Push;
        if ply >= MAX_PLY {
            return self.eval(p);
        }
        if depth <= 0 && at_push {
            return if crate::eval::can_convert(p) {
                self.quiesce(p, ply, alpha, beta)
            } else {
                self.eval(p)
            };
        }
        let key = p.hash();
        let mut tt_move = None;
        if let Some(e) = self.tt.get(key) {
            tt_move = e.best;
            if i32::from(e.depth) >= depth && ply > 0 {
                let s = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let maximizing = decider == Color::White;
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        p.legal_actions_into(&mut moves);
        if at_push || moves.len() <= 2 {
            self.order(&mut moves, tt_move, ply, decider);
        } else {
            self.order_in_turn(p, &mut moves, tt_move, maximizing);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut best_score = if maximizing { -WIN - 1 } else { WIN + 1 };
        let mut best_move = None;
        // Pushes into an empty spot from either of its dots give the same position: search
        // one of them.
        let mut seen: [u64; 8] = [0; 8];
        let mut seen_n = 0usize;
        for (i, &a) in moves.iter().enumerate() {
            let mut child = p.clone();
            if child.play(a).is_err() {
                continue;
            }
            let h = child.hash();
            if seen[..seen_n.min(8)].contains(&h) {
                continue;
            }
            if a.is_push() && seen_n < 8 {
                seen[seen_n] = h;
                seen_n += 1;
            }
            // A turn's action (a push or a potential's use) spends depth; removals, `done`
            // and TAMSK decisions are inside a turn.
            let d = if a.is_turn_action() { depth - 1 } else { depth };
            // Late quiet turn actions (no row made) are first searched a push shallower,
            // and again at full depth only when that shows them better than the best so far:
            // with hundreds of uses a position, this is what lets the search see further.
            let reduce = depth >= 2
                && Some(a) != tt_move
                && if at_push {
                    i >= LMR_AFTER && a.is_turn_action() && child.stage() == Stage::Push
                } else {
                    // Removals and TAMSK decisions spend no depth, and a wide row's keepable
                    // pieces or a TAMSK piece's dots give dozens of them: past the two
                    // best-looking, each is searched a push shallower first.
                    i >= IN_TURN_FULL
                };
            let score = if i == 0 {
                self.search(&child, d, ply + 1, alpha, beta)
            } else {
                let (lo, hi) = if maximizing {
                    (alpha, alpha + 1)
                } else {
                    (beta - 1, beta)
                };
                let improves = |s: i32| if maximizing { s > alpha } else { s < beta };
                let mut s = self.search(&child, d - i32::from(reduce), ply + 1, lo, hi);
                if reduce && improves(s) && !self.stopped {
                    s = self.search(&child, d, ply + 1, lo, hi);
                }
                if improves(s) && s > alpha && s < beta && !self.stopped {
                    self.search(&child, d, ply + 1, alpha, beta)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            let better = if maximizing {
                score > best_score
            } else {
                score < best_score
            };
            if better {
                best_score = score;
                best_move = Some(a);
                if ply == 0 {
                    self.root_first.get_or_insert(a);
                    self.root_best = Some((a, score));
                }
            }
            if maximizing {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                if let Some(idx) = history_index(&a) {
                    let k = &mut self.killers[ply.min(MAX_PLY)];
                    if k[0] != Some(a) {
                        k[1] = k[0];
                        k[0] = Some(a);
                    }
                    self.history[decider.index()][idx] += depth * depth;
                }
                break;
            }
        }
        self.buffers[ply] = moves;
        if self.stopped {
            return best_score.clamp(-WIN, WIN);
        }
        let bound = if best_score <= alpha0 {
            Bound::Upper
        } else if best_score >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt.put(TtEntry {
            key,
            depth: depth.clamp(-1, i16::MAX as i32) as i16,
            score: to_tt(best_score, ply),
            bound,
            best: best_move,
        });
        best_score
    }

    /// At the horizon, a PÜNCT use that converts a GIPF piece is searched before the position
    /// is judged (it can take a player's last GIPF piece, which no static term sees in full):
    /// the player to push may stand on the evaluation or convert, and the conversion's own
    /// consequences (rows, another conversion) are searched the same way.
    fn quiesce(&mut self, p: &Position, ply: usize, mut alpha: i32, mut beta: i32) -> i32 {
        let stand = self.eval(p);
        let maximizing = p.turn() == Color::White;
        if maximizing {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        } else {
            if stand <= alpha {
                return stand;
            }
            beta = beta.min(stand);
        }
        let mut best = stand;
        for a in p.legal_actions() {
            let Action::Use {
                kind: Kind::Punct,
                to,
                ..
            } = a
            else {
                continue;
            };
            if !p.content(to).is_some_and(|t| t.counts_as_gipf()) {
                continue;
            }
            let mut child = p.clone();
            if child.play(a).is_err() {
                continue;
            }
            let score = self.search(&child, 0, ply + 1, alpha, beta);
            if self.stopped {
                return best;
            }
            if maximizing {
                best = best.max(score);
                alpha = alpha.max(score);
            } else {
                best = best.min(score);
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The principal variation from the table.
    pub(crate) fn pv(&self, p: &Position, max: usize) -> Vec<Action> {
        let mut out = Vec::new();
        let mut q = p.clone();
        while out.len() < max {
            let Some(a) = self.tt.get(q.hash()).and_then(|e| e.best) else {
                break;
            };
            if q.play(a).is_err() {
                break;
            }
            out.push(a);
        }
        out
    }

    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }
}

/// Win scores are stored relative to the node, so they stay right at another ply.
fn to_tt(s: i32, ply: usize) -> i32 {
    if s > WIN_BOUND {
        s + ply as i32
    } else if s < -WIN_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn from_tt(s: i32, ply: usize) -> i32 {
    if s > WIN_BOUND {
        s - ply as i32
    } else if s < -WIN_BOUND {
        s + ply as i32
    } else {
        s
    }
}

/// Iterative deepening: returns the best action of the deepest completed iteration (or of
/// the interrupted one when it already improved on it), `None` when the game is over.
impl Searcher<'_> {
    /// Stage `r` (challenges option) is a chance node, not a decision: the expectation over
    /// `won` and `lost` with the user's chances for the trial ([`user_odds`]). Like the
    /// challenger's answer, it spends no depth (the use did): a challenge is searched as
    /// deep as the allowed use beside it.
    fn chance(&mut self, p: &Position, depth: i32, ply: usize) -> i32 {
        let score = |a: Action, s: &mut Self| {
            let mut q = p.clone();
            if q.play(a).is_err() {
                return 0;
            }
            i64::from(s.search(&q, depth, ply + 1, -WIN - 1, WIN + 1))
        };
        let won = score(Action::Won, self);
        let lost = score(Action::Lost, self);
        let (num, den) = user_odds(p, self.sub_game);
        ((num * won + (den - num) * lost) / den) as i32
    }
}

/// The user's chances of keeping a challenged use, as a fraction: with dice, an equal or
/// higher roll, 21 of 36 = 7/12 (COMBINING.md §4). A sub-game (`game`, the game named after
/// the potential): the user's chances in that kind's sub-game as White against the
/// challenger, as the service measured them (`odds`, from the ratings in that game), or even
/// when not known; a game agreed on elsewhere (`agreed`, never offered against the AI): even.
pub(crate) fn user_odds(p: &Position, odds: Option<crate::SubGameOdds>) -> (i64, i64) {
    match p.challenges().map(|c| c.trial()) {
        Some(gipf_rules::Trial::Die) | None => (7, 12),
        Some(gipf_rules::Trial::Game) => match (odds, p.user(), p.pending_use()) {
            (Some(o), Some(user), Some(pending)) => {
                let kind = match pending {
                    Action::Use { kind, .. } => kind,
                    // A TAMSK push (decided by TZAAR).
                    _ => Kind::Tamsk,
                };
                (i64::from(o.per_mille(kind, user)), 1000)
            }
            _ => (1, 2),
        },
        Some(gipf_rules::Trial::Agreed) => (1, 2),
    }
}

pub(crate) fn iterate(s: &mut Searcher<'_>, p: &Position) -> Option<SearchResult> {
    // The referee decides stage `r`; no player's choice is searched for.
    if p.stage() == Stage::Referee {
        return None;
    }
    let legal = p.legal_actions();
    let first = *legal.first()?;
    let mut result = SearchResult {
        best: first,
        score: 0,
        depth: 0,
        nodes: 0,
        pv: vec![first],
    };
    if legal.len() == 1 {
        return Some(result);
    }
    for depth in 1..=s.budget.max_depth.max(1) {
        // Past the soft limit no iteration starts; one that started runs until the hard
        // limit, and what it finished counts (below), so a deep iteration is never wasted.
        if depth > 1 && s.budget.soft.is_some_and(|t| Instant::now() >= t) {
            break;
        }
        s.iteration = depth;
        s.root_best = None;
        s.root_first = None;
        let score = s.search(p, depth as i32, 0, -WIN - 1, WIN + 1);
        if s.stopped() {
            // The table's move, the last iteration's best, is searched first and with a
            // full window; an action that finished with a better score beat it at this
            // depth, so it is the better answer. (If the table lost that move, the finished
            // ones prove nothing against it.)
            if let (Some((best, score)), Some(first)) = (s.root_best, s.root_first) {
                // (At depth 1 there is no last best: the finished ones are all there is.)
                if best != result.best && (first == result.best || depth == 1) {
                    let mut q = p.clone();
                    let mut pv = vec![best];
                    if q.play(best).is_ok() {
                        pv.extend(s.pv(&q, depth as usize + 7));
                    }
                    result = SearchResult {
                        best,
                        score,
                        depth: result.depth,
                        nodes: s.nodes,
                        pv,
                    };
                }
            }
            break;
        }
        if let Some(best) = s.tt.get(p.hash()).and_then(|e| e.best) {
            result = SearchResult {
                best,
                score,
                depth,
                nodes: s.nodes,
                pv: s.pv(p, depth as usize + 8),
            };
        }
        if score.abs() > WIN_BOUND {
            break;
        }
    }
    result.nodes = s.nodes;
    Some(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A searcher without limits or noise, with the default weights.
    fn searcher<'a>(tt: &'a mut Tt, cancel: &'a AtomicBool) -> Searcher<'a> {
        let budget = Budget {
            max_depth: 1,
            soft: None,
            hard: None,
            max_nodes: None,
        };
        Searcher::new(Weights::default(), 0, 0, tt, cancel, budget)
    }

    fn horizon_score(position: &str) -> (i32, i32) {
        let p: Position = position.parse().unwrap();
        let mut tt = Tt::new(1);
        let cancel = AtomicBool::new(false);
        let w = Weights::default();
        let mut s = searcher(&mut tt, &cancel);
        (s.search(&p, 0, 1, -WIN - 1, WIN + 1), evaluate(&p, &w))
    }

    #[test]
    fn a_conversion_at_the_horizon_is_searched_not_judged() {
        // White to push, his PÜNCT piece on d6 next to Black's last GIPF piece (d7): the
        // use wins, which the horizon search finds; the evaluation alone only rates it.
        let (searched, judged) =
            horizon_score("standard b2W/5/6/W4wPB/6/5/b2W w p 11/14 0/0 ss -/-");
        assert!(searched > WIN_BOUND, "{searched}");
        assert!(judged < WIN_BOUND, "{judged}");
        // Out of reach (d2), nothing to search: the evaluation is the score.
        let (searched, judged) =
            horizon_score("standard b2W/5/6/WwP4B/6/5/b2W w p 11/14 0/0 ss -/-");
        assert_eq!(searched, judged);
    }

    #[test]
    fn in_turn_decisions_are_ordered_best_first_for_the_decider() {
        // White resolves a wide row: 64 ways to choose which keepable pieces go.
        let p: Position = "tournament 1bDbtbD/bZwDbTbDbT/(Bwp)1wTbZ1w/b(Wbp)wTwZwT1wY/\
                           1wDwZ1(Bwpbp)1/bZ(Bwp)2b/wYbP2 w m 9/3 1/0 ll Y1/Y3"
            .parse()
            .unwrap();
        let mut tt = Tt::new(1);
        let cancel = AtomicBool::new(false);
        let w = Weights::default();
        let s = searcher(&mut tt, &cancel);
        let mut moves = p.legal_actions();
        assert!(moves.len() > 20, "{}", moves.len());
        let table = moves[moves.len() / 2];
        s.order_in_turn(&p, &mut moves, Some(table), true);
        assert_eq!(moves[0], table);
        let scores: Vec<i32> = moves[1..]
            .iter()
            .map(|&a| {
                let mut child = p.clone();
                child.play(a).unwrap();
                evaluate(&child, &w)
            })
            .collect();
        assert!(scores.windows(2).all(|s| s[0] >= s[1]), "{scores:?}");
        assert!(scores[0] > scores[scores.len() - 1], "{scores:?}");
    }
}
