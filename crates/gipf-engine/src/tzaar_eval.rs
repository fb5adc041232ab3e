//! TZAAR's evaluation and move ordering for the seam search ([`Heuristics`] for
//! `gipf_tzaar::Position`), its levels, and [`think_tzaar`].
//!
//! A player loses when one of his three types is no longer on top, or when his turn starts
//! without a capture. So the evaluation counts, per side and type, the stacks shown, each
//! stack worth less than the one before it (the last of a type is the game); the heights
//! (a tall stack is safe from the short ones and takes anything up to its height); the
//! stacks each side can take next and its own stacks the opponent reaches with a stack at
//! least as high, weighed by what losing them would cost; the captures each side has (a
//! player without one loses at the start of his turn); and a credit for the decider's best
//! captures still to come this turn (a leaf is judged before the captures it is about to
//! make). Placement phase (`tzaar-tournament`): pieces no opponent piece touches, the first
//! ones of each type counting most.
//!
//! One topic: the evaluation's terms, their weights (read from text for the arena's tuning),
//! the ordering, the quiescence's choice of captures (off by default) and the levels read the
//! same board features, and the rest is their tests (~950 lines, about 360 of them tests).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use gipf_tzaar::{Action, Phase, PieceType, Position, Side, Space, SPACE_COUNT};

use crate::game_search::{think_game, GameResult, Heuristics};
use crate::Level;

/// The six directions as skew (x, y) steps (TZAAR.md §2): the first three raise the space
/// index, the last three lower it.
const DIRS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];

/// `RAYS[i][d]`: the spaces of the line from space `i` in direction `d` (stopping before the
/// centre), as a mask.
const RAYS: [[u64; 6]; SPACE_COUNT] = {
    let mut t = [[0u64; 6]; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let (x, y) = match Space::from_index(i) {
            Some(s) => (s.x(), s.y()),
            None => (-100, -100),
        };
        let mut d = 0;
        while d < 6 {
            let (mut cx, mut cy) = (x + DIRS[d].0, y + DIRS[d].1);
            while let Some(s) = Space::from_xy(cx, cy) {
                t[i][d] |= 1 << s.index();
                cx += DIRS[d].0;
                cy += DIRS[d].1;
            }
            d += 1;
        }
        i += 1;
    }
    t
};

/// The adjacent spaces of each space, as a mask.
const NEIGHBOURS: [u64; SPACE_COUNT] = {
    let mut t = [0u64; SPACE_COUNT];
    let mut i = 0;
    while i < SPACE_COUNT {
        let mut d = 0;
        while d < 6 {
            let r = RAYS[i][d];
            if r != 0 {
                t[i] |= if d < 3 {
                    1 << r.trailing_zeros()
                } else {
                    1 << (63 - r.leading_zeros())
                };
            }
            d += 1;
        }
        i += 1;
    }
    t
};

/// The first space of a line (its mask, direction `d`) that `occupied` holds.
#[inline]
fn first_on(ray: u64, d: usize, occupied: u64) -> Option<usize> {
    let m = ray & occupied;
    if m == 0 {
        None
    } else if d < 3 {
        Some(m.trailing_zeros() as usize)
    } else {
        Some(63 - m.leading_zeros() as usize)
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

/// The evaluation's weights (about 100 for a stack: the first stacks of a type are worth more,
/// the fifth and further less).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TzaarWeights {
    /// The value of a type's last stack (losing it loses the game).
    pub last: i32,
    /// Of its second stack.
    pub second: i32,
    /// Of its third.
    pub third: i32,
    /// Of its fourth.
    pub fourth: i32,
    /// Of each further stack.
    pub stack: i32,
    /// Per piece under a top (up to `height_cap` of them per stack).
    pub height: i32,
    /// The most pieces under a top that count.
    pub height_cap: i32,
    /// Per type with a stack higher than every opponent stack (it cannot be taken).
    pub guard: i32,
    /// Per capture available (up to 12).
    pub mobility: i32,
    /// A player without any capture (he loses when his turn starts).
    pub no_capture: i32,
    /// Per cent of a stack's value lost when the opponent reaches it with a stack at least
    /// as high, for the player not deciding.
    pub threat: i32,
    /// The same for the decider (he acts first and may take the attacker).
    pub threat_mover: i32,
    /// Per cent of the value of the decider's best capture still to make this turn.
    pub credit: i32,
    /// Per cent of the second best, when a turn's two captures are still to come.
    pub credit2: i32,
    /// Placement: per cent of a stack's value for a piece no opponent piece touches.
    pub place_safe: i32,
    /// Placement: per adjacent opponent piece of a piece, per cent of its value.
    pub place_touch: i32,
    /// Quiescence: past the search's leaves, captures of a stack whose type its owner shows
    /// at most this many times are searched on (0, the default: no quiescence; 3 is the
    /// best measured; see [`Heuristics::quiet_actions_into`] for `Position`).
    pub quiesce: i32,
}

impl Default for TzaarWeights {
    /// Chosen by hand, then tuned at depth 4 against the depth-2 baseline (README, "TZAAR").
    fn default() -> TzaarWeights {
        TzaarWeights {
            last: 800,
            second: 350,
            third: 200,
            fourth: 140,
            stack: 60,
            height: 60,
            height_cap: 4,
            guard: 150,
            mobility: 8,
            no_capture: 400,
            threat: 80,
            threat_mover: 40,
            credit: 80,
            credit2: 40,
            place_safe: 20,
            place_touch: 5,
            // Off: 3 wins at fixed depths but not at master's 1 s (README, "TZAAR").
            quiesce: 0,
        }
    }
}

/// A weight name that does not exist, or a value that is no integer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}: write name=value,... with names {names}", names = TzaarWeights::NAMES.join(", "))]
pub struct TzaarWeightsError(String);

impl TzaarWeights {
    /// The weights' names, in the order of [`TzaarWeights::fields`].
    pub const NAMES: [&'static str; 17] = [
        "last",
        "second",
        "third",
        "fourth",
        "stack",
        "height",
        "height_cap",
        "guard",
        "mobility",
        "no_capture",
        "threat",
        "threat_mover",
        "credit",
        "credit2",
        "place_safe",
        "place_touch",
        "quiesce",
    ];

    fn fields(&mut self) -> [&mut i32; 17] {
        [
            &mut self.last,
            &mut self.second,
            &mut self.third,
            &mut self.fourth,
            &mut self.stack,
            &mut self.height,
            &mut self.height_cap,
            &mut self.guard,
            &mut self.mobility,
            &mut self.no_capture,
            &mut self.threat,
            &mut self.threat_mover,
            &mut self.credit,
            &mut self.credit2,
            &mut self.place_safe,
            &mut self.place_touch,
            &mut self.quiesce,
        ]
    }

    /// The value of the `n`-th stack of a type (1 = the last one).
    #[inline]
    fn marginal(&self, n: u32) -> i32 {
        match n {
            0 | 1 => self.last,
            2 => self.second,
            3 => self.third,
            4 => self.fourth,
            _ => self.stack,
        }
    }

    /// The value of holding `n` stacks of a type.
    #[inline]
    fn material(&self, n: u32) -> i32 {
        match n {
            0 => 0,
            1 => self.last,
            2 => self.last + self.second,
            3 => self.last + self.second + self.third,
            _ => {
                self.last
                    + self.second
                    + self.third
                    + self.fourth
                    + self.stack * (n as i32 - 4).max(0)
            }
        }
    }

    /// The value of the pieces under a top of a stack of height `h`.
    #[inline]
    fn under(&self, h: u32) -> i32 {
        self.height * (h as i32 - 1).clamp(0, self.height_cap.max(0))
    }
}

impl std::str::FromStr for TzaarWeights {
    type Err = TzaarWeightsError;

    /// `name=value,...` over the defaults (empty: the defaults).
    fn from_str(s: &str) -> Result<TzaarWeights, TzaarWeightsError> {
        let mut w = TzaarWeights::default();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || TzaarWeightsError(part.chars().take(40).collect());
            let (name, value) = part.split_once('=').ok_or_else(bad)?;
            let i = TzaarWeights::NAMES
                .iter()
                .position(|n| *n == name.trim())
                .ok_or_else(bad)?;
            *w.fields()[i] = value.trim().parse().map_err(|_| bad())?;
        }
        Ok(w)
    }
}

/// The board as flat arrays: what the evaluation reads.
struct Board {
    height: [u8; SPACE_COUNT],
    /// The top's type (`PieceType as u8`).
    kind: [u8; SPACE_COUNT],
    occupied: u64,
    own: [u64; 2],
    /// Stacks shown per side and type.
    counts: [[u32; 3]; 2],
}

impl Board {
    fn of(p: &Position) -> Board {
        let mut b = Board {
            height: [0; SPACE_COUNT],
            kind: [0; SPACE_COUNT],
            occupied: 0,
            own: [0; 2],
            counts: [[0; 3]; 2],
        };
        for s in p.occupied() {
            let Some(st) = p.stack(s) else { continue };
            let i = s.index();
            b.occupied |= 1 << i;
            b.own[st.owner.index()] |= 1 << i;
            b.height[i] = st.height.min(255) as u8;
            b.kind[i] = st.kind as u8;
        }
        for side in Side::BOTH {
            for k in PieceType::ALL {
                b.counts[side.index()][k as usize] = p.shown(side, k);
            }
        }
        b
    }

    /// The value for its owner of the stack on `i` (its type's marginal value and the pieces
    /// under its top): what taking it gains.
    #[inline]
    fn worth(&self, i: usize, w: &TzaarWeights) -> i32 {
        let s = usize::from(self.own[1] & (1 << i) != 0);
        w.marginal(self.counts[s][usize::from(self.kind[i])]) + w.under(u32::from(self.height[i]))
    }
}

/// How many captures the decider still makes this turn at most: 2 at the start of a turn,
/// 1 for the opening or the second action.
fn captures_to_come(p: &Position) -> usize {
    match p.phase() {
        Phase::Capture => 2,
        Phase::Opening | Phase::Second => 1,
        _ => 0,
    }
}

/// How many actions past a leaf the quiescence search goes at most (a capture of a scarce
/// type ends the game or leaves it one stack from the end, so the lines are short anyway).
pub const QUIESCE_PLIES: u32 = 8;

/// The capture phases' evaluation from White's point of view.
fn play_phase(p: &Position, w: &TzaarWeights) -> i32 {
    let b = Board::of(p);
    // attacked[s]: the opponent stacks side `s` can take now.
    let mut attacked = [0u64; 2];
    let mut captures = [0i32; 2];
    let mut max_height = [0u8; 2];
    for s in 0..2 {
        let theirs = b.own[1 - s];
        for i in bits(b.own[s]) {
            let h = b.height[i];
            max_height[s] = max_height[s].max(h);
            for (d, &ray) in RAYS[i].iter().enumerate() {
                if let Some(j) = first_on(ray, d, b.occupied) {
                    if theirs & (1 << j) != 0 && b.height[j] <= h {
                        captures[s] += 1;
                        attacked[s] |= 1 << j;
                    }
                }
            }
        }
    }
    let decider = p.turn().index();
    let mut terms = [0i32; 2];
    for s in 0..2 {
        let mut t = 0;
        for k in 0..3 {
            t += w.material(b.counts[s][k]);
        }
        let mut guarded = [false; 3];
        for i in bits(b.own[s]) {
            let h = b.height[i];
            t += w.under(u32::from(h));
            if h > max_height[1 - s] {
                guarded[usize::from(b.kind[i])] = true;
            }
        }
        t += w.guard * guarded.iter().filter(|&&g| g).count() as i32;
        t += w.mobility * captures[s].min(12);
        if captures[s] == 0 {
            t -= w.no_capture;
        }
        // My stacks the opponent reaches.
        let threat = if s == decider {
            w.threat_mover
        } else {
            w.threat
        };
        let lost: i32 = bits(b.own[s] & attacked[1 - s])
            .map(|i| b.worth(i, w))
            .sum();
        t -= threat * lost / 100;
        terms[s] = t;
    }
    // The decider's best captures still to come this turn.
    let to_come = captures_to_come(p);
    if to_come > 0 {
        let (mut best, mut second) = (0, 0);
        for j in bits(attacked[decider]) {
            let v = b.worth(j, w);
            if v > best {
                second = best;
                best = v;
            } else if v > second {
                second = v;
            }
        }
        let mut credit = w.credit * best;
        if to_come > 1 {
            credit += w.credit2 * second;
        }
        terms[decider] += credit / 100;
    }
    terms[0] - terms[1]
}

/// The placement phase's evaluation from White's point of view: pieces that no opponent
/// piece touches (safe from the first captures), the first ones of a type counting most,
/// and a penalty per opponent neighbour.
fn placement(p: &Position, w: &TzaarWeights) -> i32 {
    let b = Board::of(p);
    let mut terms = [0i32; 2];
    for (s, term) in terms.iter_mut().enumerate() {
        let mut safe = [0u32; 3];
        let mut touch = 0;
        for i in bits(b.own[s]) {
            let k = usize::from(b.kind[i]);
            let n = (NEIGHBOURS[i] & b.own[1 - s]).count_ones();
            if n == 0 {
                safe[k] += 1;
            }
            // A piece of a scarce type touched by the opponent weighs more.
            touch += n as i32 * w.marginal(k as u32 + 3);
        }
        let safe: i32 = safe
            .iter()
            .map(|&n| (1..=n.min(4)).map(|m| w.marginal(m)).sum::<i32>())
            .sum();
        *term = w.place_safe * safe / 100 - w.place_touch * touch / 100;
    }
    terms[0] - terms[1]
}

/// TZAAR's evaluation from `side`'s point of view with these weights.
pub fn evaluate_tzaar(p: &Position, side: Side, w: &TzaarWeights) -> i32 {
    let white = match p.phase() {
        Phase::Placement => placement(p, w),
        Phase::Opening | Phase::Capture | Phase::Second => play_phase(p, w),
        Phase::Over { winner } => {
            if winner == Side::First {
                crate::GAME_WIN
            } else {
                -crate::GAME_WIN
            }
        }
    };
    if side == Side::First {
        white
    } else {
        -white
    }
}

/// The ordering's guess of a stack's value to its owner (fixed weights, cheap).
fn order_worth(p: &Position, s: gipf_tzaar::Stack) -> i32 {
    let n = p.shown(s.owner, s.kind);
    let w = TzaarWeights::default();
    if n <= 1 {
        // Taking the last of a type wins; losing it loses.
        return 100_000;
    }
    w.marginal(n) + w.under(s.height)
}

impl Heuristics for Position {
    type Weights = TzaarWeights;

    fn evaluate_with(&self, side: Side, weights: &TzaarWeights) -> i32 {
        evaluate_tzaar(self, side, weights)
    }

    /// Captures first, the most valuable victim first (the last of a type before all),
    /// taken by the lowest stack that can; then stacking moves that keep every type, onto
    /// the scarcest type first; `pass` after them; a stacking move that covers the mover's
    /// last stack of a type (it loses) last of all. Placements: scarce types first.
    fn order_key(&self, action: &Action) -> i32 {
        match *action {
            Action::Capture { from, to } => {
                let (Some(f), Some(t)) = (self.stack(from), self.stack(to)) else {
                    return 0;
                };
                (100_000 + order_worth(self, t)).min(200_000) - f.height as i32
            }
            Action::Stack { from, to } => {
                let (Some(f), Some(t)) = (self.stack(from), self.stack(to)) else {
                    return 0;
                };
                if f.kind != t.kind && self.shown(t.owner, t.kind) <= 1 {
                    return -100_000;
                }
                // Raising a scarce type's stack (covering a plentiful one) first.
                let kept = self.shown(f.owner, f.kind) as i32;
                let covered = self.shown(t.owner, t.kind) as i32;
                covered - kept
            }
            Action::Pass => -1_000,
            Action::Place(kind, s) => {
                let touch = s
                    .neighbours()
                    .filter(|&n| self.stack(n).is_some_and(|st| st.owner != self.turn()))
                    .count() as i32;
                -(kind as i32) * 10 - touch
            }
        }
    }

    fn actions_into(&self, buf: &mut Vec<Action>) {
        self.legal_actions_into(buf);
    }

    /// Past the leaves, the captures of the opponent's scarce types: a stack whose type he
    /// shows at most `weights.quiesce` times (off by default; 3 measured best at depth 3,
    /// against 2 and 4: with 2 a turn's two captures can just reach the last stack), for at
    /// most [`QUIESCE_PLIES`] actions. At a turn's second action the decider may stand pat
    /// (`pass` is always legal), and a `pass` that leaves the opponent without a capture (a
    /// win) is searched too. At the forced capture he stands pat only
    /// when some capture is left out (the evaluation then guesses the best of them); when
    /// every capture he has is one of those, they are all searched, as the rules demand.
    fn quiet_actions_into(&self, weights: &TzaarWeights, qply: u32, buf: &mut Vec<Action>) -> bool {
        buf.clear();
        if weights.quiesce <= 0 || qply >= QUIESCE_PLIES {
            return true;
        }
        let second = match self.phase() {
            Phase::Second => true,
            Phase::Opening | Phase::Capture => false,
            Phase::Placement | Phase::Over { .. } => return true,
        };
        let them = self.turn().other();
        let scarce = weights.quiesce as u32;
        if PieceType::ALL
            .into_iter()
            .any(|k| self.shown(them, k) <= scarce)
        {
            self.legal_actions_into(buf);
        }
        let captures = buf
            .iter()
            .filter(|a| matches!(a, Action::Capture { .. }))
            .count();
        buf.retain(|a| match *a {
            Action::Capture { to, .. } => self
                .stack(to)
                .is_some_and(|t| self.shown(them, t.kind) <= scarce),
            _ => false,
        });
        if second {
            let mut after_pass = *self;
            if after_pass.play(Action::Pass).is_ok()
                && matches!(after_pass.phase(), Phase::Over { .. })
            {
                buf.push(Action::Pass);
            }
            return true;
        }
        buf.is_empty() || buf.len() < captures
    }

    /// TZAAR's levels: depths in actions (a turn is two), noise in hundredths of a stack;
    /// master 1 s a decision.
    fn level_profile(level: Level) -> (u32, i32, Duration) {
        match level {
            Level::Beginner => (1, 250, Duration::from_millis(200)),
            Level::Casual => (2, 120, Duration::from_millis(200)),
            Level::Intermediate => (3, 40, Duration::from_millis(400)),
            Level::Strong => (64, 0, Duration::from_millis(300)),
            Level::Master => (64, 0, Duration::from_millis(1000)),
        }
    }
}

/// Chooses a TZAAR action at `level` (see [`crate::GameEngine::think`]): `depth` and
/// `movetime` override the level's; `None` when the game is over.
pub fn think_tzaar(
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
    use gipf_tzaar::Game;

    /// Random positions from random starts: some at the start of a turn, some at its
    /// second action, some in the tournament's placement.
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
            let tournament = out.len() % 4 == 1;
            let mut p = if tournament {
                Position::tournament_start()
            } else {
                Position::random_start_from_seed(next())
            };
            let plies = 1 + next() % if tournament { 64 } else { 30 };
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

    /// The position rotated half a turn with the colours swapped (TZAAR.md §4: the fixed
    /// start maps onto itself so).
    fn mirrored(p: &Position) -> Position {
        let text = p.to_string();
        let fields: Vec<&str> = text.split(' ').collect();
        let mut cells: Vec<String> = vec![String::new(); SPACE_COUNT];
        for s in Space::all() {
            let m = Space::from_xy(8 - s.x(), 8 - s.y()).expect("the board is symmetric");
            cells[m.index()] = match p.stack(s) {
                None => "-".to_string(),
                Some(st) => {
                    let l = st.kind.letter();
                    let l = if st.owner == Side::First {
                        l.to_ascii_lowercase()
                    } else {
                        l
                    };
                    if st.height > 1 {
                        format!("{l}{}", st.height)
                    } else {
                        l.to_string()
                    }
                }
            };
        }
        let mut board = String::new();
        for (i, c) in cells.iter().enumerate() {
            if [5, 11, 18, 26, 34, 42, 49, 55].contains(&i) {
                board.push('/');
            }
            board.push_str(c);
        }
        let turn = if fields[2] == "w" { "b" } else { "w" };
        format!("{} {board} {turn} {}", fields[0], fields[3])
            .parse()
            .expect("a mirrored position")
    }

    #[test]
    fn the_evaluation_is_symmetric() {
        for p in random_positions(7, 40) {
            let w = TzaarWeights::default();
            let e = evaluate_tzaar(&p, Side::First, &w);
            assert_eq!(e, -evaluate_tzaar(&p, Side::Second, &w), "{p}");
            if matches!(p.phase(), Phase::Capture | Phase::Second) {
                let m = mirrored(&p);
                assert_eq!(evaluate_tzaar(&m, Side::Second, &w), e, "{p} / {m}");
            }
        }
    }

    #[test]
    fn every_level_answers_a_legal_action_in_random_positions() {
        let cancel = AtomicBool::new(false);
        let positions = random_positions(0x7A_A4, 12);
        assert!(positions.iter().any(|p| p.phase() == Phase::Placement));
        assert!(positions.iter().any(|p| p.phase() == Phase::Second));
        for p in &positions {
            let legal = p.legal_actions();
            for level in Level::ALL {
                let r = think_tzaar(p, level, None, Some(Duration::from_millis(15)), &cancel)
                    .expect("a decision");
                assert!(legal.contains(&r.best), "{level} {p}: {}", r.best);
            }
            let r = think_tzaar(p, Level::Master, Some(2), None, &cancel).expect("a decision");
            assert!(legal.contains(&r.best), "{p}: {}", r.best);
            for a in [greedy_game(p), alphabeta_game(p, 2)] {
                assert!(a.is_some_and(|a| legal.contains(&a)), "{p}");
            }
        }
    }

    #[test]
    fn self_play_from_random_starts_stays_legal_to_the_end() {
        let cancel = AtomicBool::new(false);
        for seed in 0..3 {
            let mut p = Position::random_start_from_seed(seed);
            let mut engine = GameEngine::<Position>::new(1, seed);
            let mut decisions = 0;
            while !p.is_over() {
                let r = engine
                    .think(&p, Level::Casual, None, None, &cancel)
                    .expect("a decision");
                assert!(p.check(r.best).is_ok(), "{p}: {}", r.best);
                p.play(r.best).expect("legal");
                decisions += 1;
                assert!(decisions < 200, "{p}");
            }
        }
    }

    /// The winner after `p` plays `a`, if the game ends there.
    fn winner_after(p: &Position, a: Action) -> Option<Side> {
        let mut q = *p;
        q.play(a).expect("legal");
        q.outcome().and_then(|o| o.winner)
    }

    #[test]
    fn takes_the_opponents_last_tzaar() {
        // Black's last Tzaar on a2: White's Tott on a1 or Tzaar on f1 takes it; the other
        // captures (b1, a4) take Totts.
        let p: Position =
            "tzaar Tatt-/t-----/------R/--------/--------/A-------/-------/------/----r w c"
                .parse()
                .expect("a position");
        let cancel = AtomicBool::new(false);
        for level in Level::ALL {
            let r = think_tzaar(&p, level, None, Some(Duration::from_millis(50)), &cancel)
                .expect("a decision");
            assert!(r.best.to_string().ends_with("xa2"), "{level}: {}", r.best);
            assert_eq!(winner_after(&p, r.best), Some(Side::First));
        }
        let greedy = greedy_game(&p).expect("a decision");
        assert_eq!(winner_after(&p, greedy), Some(Side::First));
    }

    #[test]
    fn a_win_over_a_whole_turn_is_found() {
        // Black's last Tzaar stands on a3 behind a Tott on a2: White takes the Tott (from a1
        // or f1), then the Tzaar with the same stack (or the last Tott, b1) in the second
        // action.
        let p: Position =
            "tzaar Tta--/t-----/------R/--------/--------/A-------/-------/------/----r w c"
                .parse()
                .expect("a position");
        let cancel = AtomicBool::new(false);
        let r = think_tzaar(
            &p,
            Level::Master,
            None,
            Some(Duration::from_millis(100)),
            &cancel,
        )
        .expect("a decision");
        assert!(r.best.to_string().ends_with("xa2"), "{}", r.best);
        assert_eq!(r.score, crate::GAME_WIN - 2, "{r:?}");
        let mut q = p;
        q.play(r.best).expect("legal");
        let r2 = think_tzaar(
            &q,
            Level::Master,
            None,
            Some(Duration::from_millis(100)),
            &cancel,
        )
        .expect("a decision");
        assert_eq!(winner_after(&q, r2.best), Some(Side::First));
    }

    #[test]
    fn the_obvious_loss_is_avoided() {
        // White's second action: stacking a1 and b1 either way hides White's last Tott or
        // Tzarra (a loss); after a pass Black takes the last Tott (a2xa1). Taking a2 (from
        // a1 or f1) leaves Black without a capture: a win.
        let p: Position =
            "tzaar Tt---/R-----/------t/-------a/--------/A-------/-------/------/----r w s"
                .parse()
                .expect("a position");
        let cancel = AtomicBool::new(false);
        for level in [
            Level::Casual,
            Level::Intermediate,
            Level::Strong,
            Level::Master,
        ] {
            let r = think_tzaar(&p, level, None, Some(Duration::from_millis(50)), &cancel)
                .expect("a decision");
            assert_eq!(
                winner_after(&p, r.best),
                Some(Side::First),
                "{level}: {}",
                r.best
            );
        }
        assert!(alphabeta_game(&p, 2).is_some_and(|a| winner_after(&p, a) == Some(Side::First)));
    }

    #[test]
    fn pass_only_when_it_is_best() {
        let cancel = AtomicBool::new(false);
        // Stacking either of White's Tott and Tzarra onto the other hides a type (a loss);
        // after a pass Black has no capture (a win).
        let p: Position =
            "tzaar T----/R-----/-------/--------/--------/A-------/------t/-----a/----r w s"
                .parse()
                .expect("a position");
        let r = think_tzaar(
            &p,
            Level::Master,
            None,
            Some(Duration::from_millis(100)),
            &cancel,
        )
        .expect("a decision");
        assert_eq!(r.best, Action::Pass, "{p}");
        // From random positions at the second action, a pass is rare.
        let mut passes = 0;
        let positions: Vec<Position> = random_positions(0x9A55, 60)
            .into_iter()
            .filter(|p| p.phase() == Phase::Second)
            .take(10)
            .collect();
        for p in &positions {
            let r = think_tzaar(p, Level::Master, Some(3), None, &cancel).expect("a decision");
            passes += usize::from(r.best == Action::Pass);
        }
        assert!(passes * 3 <= positions.len(), "{passes} passes");
    }

    /// The default weights with the quiescence search of the captures of types shown at
    /// most 3 times (whatever the default).
    fn quiescent() -> TzaarWeights {
        "quiesce=3".parse().expect("weights")
    }

    /// Depth-1 searches with quiescence and without.
    fn depth1_with_and_without(p: &Position) -> (GameResult<Action>, GameResult<Action>) {
        let cancel = AtomicBool::new(false);
        let mut quiet = GameEngine::<Position>::new(1, 0);
        quiet.weights = quiescent();
        let with = quiet.search_depth(p, 1, &cancel).expect("a decision");
        let mut plain = GameEngine::<Position>::new(1, 0);
        plain.weights = "quiesce=0".parse().expect("weights");
        let without = plain.search_depth(p, 1, &cancel).expect("a decision");
        (with, without)
    }

    /// The value of `p` after `a` for the player who played it, `depth` actions deeper (with
    /// quiescence).
    fn deep_value_after(p: &Position, a: Action, depth: u32) -> i32 {
        let mut q = *p;
        q.play(a).expect("legal");
        let Some(d) = q.decider() else {
            return if winner_after(p, a) == Some(p.turn()) {
                crate::GAME_WIN
            } else {
                -crate::GAME_WIN
            };
        };
        let cancel = AtomicBool::new(false);
        let mut engine = GameEngine::<Position>::new(8, 0);
        engine.weights = quiescent();
        let r = engine.search_depth(&q, depth, &cancel).expect("a decision");
        if d == p.turn() {
            r.score
        } else {
            -r.score
        }
    }

    #[test]
    fn quiescence_proves_a_win_past_the_nominal_depth() {
        // Black's forced capture: one Tott and the last Tzarra of White's on f7 and beyond;
        // depth 1 sees one action, the quiescence the turn's second capture that ends it.
        let p: Position =
            "tzaar -----/----T-/--A4----/t------a2/t------T/r2-----T2-/--R-R-R/t-a3--T/----T b c"
                .parse()
                .expect("a position");
        let (with, without) = depth1_with_and_without(&p);
        assert_eq!(with.score, crate::GAME_WIN - 2, "{with:?}");
        assert!(without.score.abs() < 100_000, "{without:?}");
        let mut q = p;
        q.play(with.best).expect("legal");
        let (second, _) = depth1_with_and_without(&q);
        assert_eq!(winner_after(&q, second.best), Some(Side::Second), "{q}");
        // The quiescence's nodes stay few.
        assert!(
            with.nodes < 20 * without.nodes.max(50),
            "{with:?} / {without:?}"
        );
    }

    #[test]
    fn quiescence_keeps_depth_one_out_of_a_lost_line() {
        // White's second action. Without quiescence depth 1 plays a move after which Black
        // wins by force (a deeper search proves it); with it, depth 1 sees Black's captures
        // of White's scarce types and plays a move that is not lost.
        let p: Position =
            "tzaar -----/-----t/-------/--------/R2---A6-a2t/-------t/T------/Tr2A---/--a2-r w s"
                .parse()
                .expect("a position");
        let (with, without) = depth1_with_and_without(&p);
        assert_ne!(with.best, without.best, "{p}");
        let lost = deep_value_after(&p, without.best, 5);
        assert!(lost < -crate::GAME_WIN / 2, "{p}: {} {lost}", without.best);
        let kept = deep_value_after(&p, with.best, 5);
        assert!(kept > -crate::GAME_WIN / 2, "{p}: {} {kept}", with.best);
    }

    #[test]
    fn depth_three_self_play_with_quiescence_stays_legal() {
        let cancel = AtomicBool::new(false);
        for seed in 10..13 {
            let mut p = Position::random_start_from_seed(seed);
            let mut engine = GameEngine::<Position>::new(2, seed);
            engine.weights = quiescent();
            let mut decisions = 0;
            while !p.is_over() {
                let r = engine.search_depth(&p, 3, &cancel).expect("a decision");
                assert!(p.check(r.best).is_ok(), "{p}: {}", r.best);
                p.play(r.best).expect("legal");
                decisions += 1;
                assert!(decisions < 200, "{p}");
            }
        }
    }

    #[test]
    fn weights_read_over_the_defaults() {
        let w: TzaarWeights = "height=3, guard=0".parse().expect("weights");
        assert_eq!(
            (w.height, w.guard, w.last),
            (3, 0, TzaarWeights::default().last)
        );
        assert!("speed=3".parse::<TzaarWeights>().is_err());
        assert!("height=x".parse::<TzaarWeights>().is_err());
        assert_eq!("".parse(), Ok(TzaarWeights::default()));
        let off: TzaarWeights = "quiesce=0".parse().expect("weights");
        assert_eq!(off.quiesce, 0);
        let mut buf = Vec::new();
        let p = Position::random_start_from_seed(3);
        assert!(p.quiet_actions_into(&off, 0, &mut buf) && buf.is_empty());
    }
}
