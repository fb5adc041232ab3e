//! Seeded fuzzing: random bytes and mutated valid strings into every parser (an error,
//! never a panic; whatever reads prints back to itself), and random games of both variants
//! played to the end, each step checked against a model of its own written from PUNCT.md
//! §2–§7 and §10 alone (a list of pieces with levels, the orientation table of §3 typed in,
//! heights found by scanning, connections by a search over points; no mask or table of the
//! crate): the legal list, the position string after each action, the result, the hash.

use std::collections::{HashMap, HashSet, VecDeque};

use gipf_punct::{Action, Game, Point, Position, Side, Variant};

use crate::perft::{P1, P2, P3, P4, P5, P6};

/// A small deterministic generator (xorshift64*), so every run plays the same games.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

// ---------------------------------------------------------------- the model (PUNCT.md)

type Xy = (i32, i32);

/// A test for one side of the board.
type Side2 = fn(Xy) -> bool;

/// §2: a point exists iff on the 17 × 17 rhombus with |x − y| <= 8, not a corner.
fn exists((x, y): Xy) -> bool {
    (0..=16).contains(&x)
        && (0..=16).contains(&y)
        && (x - y).abs() <= 8
        && ![(0, 0), (0, 8), (8, 0), (8, 16), (16, 8), (16, 16)].contains(&(x, y))
}

fn name((x, y): Xy) -> String {
    format!("{}{}", char::from(b'a' + x as u8), y + 1)
}

fn central((x, y): Xy) -> bool {
    (x - 8).abs().max((y - 8).abs()).max((x - y).abs()) <= 2
}

const STEPS: [Xy; 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// §3's table of orientations, typed in: T, SM, SE, AM, AL, AR.
const TABLE: [&[[Xy; 2]]; 6] = [
    &[
        [(1, 0), (1, 1)],
        [(1, 1), (0, 1)],
        [(0, 1), (-1, 0)],
        [(-1, 0), (-1, -1)],
        [(-1, -1), (0, -1)],
        [(0, -1), (1, 0)],
    ],
    &[[(1, 0), (-1, 0)], [(1, 1), (-1, -1)], [(0, 1), (0, -1)]],
    &[
        [(1, 0), (2, 0)],
        [(1, 1), (2, 2)],
        [(0, 1), (0, 2)],
        [(-1, 0), (-2, 0)],
        [(-1, -1), (-2, -2)],
        [(0, -1), (0, -2)],
    ],
    &[
        [(1, 0), (0, 1)],
        [(1, 1), (-1, 0)],
        [(0, 1), (-1, -1)],
        [(-1, 0), (0, -1)],
        [(-1, -1), (1, 0)],
        [(0, -1), (1, 1)],
    ],
    &[
        [(1, 0), (2, 1)],
        [(1, 1), (1, 2)],
        [(0, 1), (-1, 1)],
        [(-1, 0), (-2, -1)],
        [(-1, -1), (-1, -2)],
        [(0, -1), (1, -1)],
    ],
    &[
        [(1, 0), (1, -1)],
        [(1, 1), (2, 1)],
        [(0, 1), (1, 2)],
        [(-1, 0), (-1, 1)],
        [(-1, -1), (-2, -1)],
        [(0, -1), (-1, -2)],
    ],
];
const COUNT: [usize; 6] = [6, 2, 4, 2, 2, 2];
const LETTER: [char; 6] = ['T', 'S', 'S', 'A', 'A', 'A'];

#[derive(Clone, Copy, PartialEq, Debug)]
struct MPiece {
    white: bool,
    kind: usize,
    at: Xy,
    minors: [Xy; 2],
    level: i32,
}

impl MPiece {
    fn points(&self) -> [Xy; 3] {
        [self.at, self.minors[0], self.minors[1]]
    }
    /// §9's text of the three points: the PÜNCT, then the minors in canonical order.
    fn text(&self) -> String {
        let (mut a, mut b) = (self.minors[0], self.minors[1]);
        if b < a {
            std::mem::swap(&mut a, &mut b);
        }
        format!("{},{},{}", name(self.at), name(a), name(b))
    }
}

fn adjacent(a: Xy, b: Xy) -> bool {
    STEPS.contains(&(b.0 - a.0, b.1 - a.1))
}

#[derive(Clone, Debug)]
struct Model {
    basic: bool,
    pieces: Vec<MPiece>,
    white_to_act: bool,
    result: Option<Option<bool>>,
    clock: u32,
}

#[derive(Clone, Copy, Debug)]
enum MAction {
    Place(MPiece),
    Move { index: usize, to: MPiece },
}

impl Model {
    fn new(basic: bool) -> Model {
        Model {
            basic,
            pieces: Vec::new(),
            white_to_act: true,
            result: None,
            clock: 0,
        }
    }

    /// The top of a point (its piece index and level), ignoring piece `skip`.
    fn top(&self, p: Xy, skip: Option<usize>) -> Option<(usize, i32)> {
        self.pieces
            .iter()
            .enumerate()
            .filter(|(i, q)| Some(*i) != skip && q.points().contains(&p))
            .max_by_key(|(_, q)| q.level)
            .map(|(i, q)| (i, q.level))
    }

    fn height(&self, p: Xy, skip: Option<usize>) -> i32 {
        self.top(p, skip).map_or(-1, |t| t.1)
    }

    fn legal(&self) -> Vec<(String, MAction)> {
        if self.result.is_some() {
            return Vec::new();
        }
        self.legal_of(self.white_to_act)
    }

    fn legal_of(&self, white: bool) -> Vec<(String, MAction)> {
        let mut out = Vec::new();
        let heights: HashMap<Xy, i32> = all_points().map(|p| (p, self.height(p, None))).collect();
        let closed = !self.basic || self.pieces.is_empty();
        for kind in 0..6 {
            let used = self
                .pieces
                .iter()
                .filter(|q| q.white == white && q.kind == kind)
                .count();
            if used >= COUNT[kind] {
                continue;
            }
            for at in all_points() {
                for m in TABLE[kind] {
                    let minors = [
                        (at.0 + m[0].0, at.1 + m[0].1),
                        (at.0 + m[1].0, at.1 + m[1].1),
                    ];
                    let piece = MPiece {
                        white,
                        kind,
                        at,
                        minors,
                        level: 0,
                    };
                    let pts = piece.points();
                    if !pts.iter().all(|&p| exists(p) && heights[&p] == -1) {
                        continue;
                    }
                    if closed && pts.iter().any(|&p| central(p)) {
                        continue;
                    }
                    out.push((
                        format!("{}{}", LETTER[kind], piece.text()),
                        MAction::Place(piece),
                    ));
                }
            }
        }
        for (index, piece) in self.pieces.iter().enumerate() {
            if piece.white != white {
                continue;
            }
            // Covered: another piece lies higher on one of its points.
            let covered = self.pieces.iter().enumerate().any(|(j, q)| {
                j != index
                    && q.level > piece.level
                    && q.points().iter().any(|p| piece.points().contains(p))
            });
            if covered {
                continue;
            }
            let h = |p: Xy| self.height(p, Some(index));
            for to in all_points() {
                let (dx, dy) = (to.0 - piece.at.0, to.1 - piece.at.1);
                if !(dx == 0 || dy == 0 || dx == dy) {
                    continue;
                }
                for m in TABLE[piece.kind] {
                    let minors = [
                        (to.0 + m[0].0, to.1 + m[0].1),
                        (to.0 + m[1].0, to.1 + m[1].1),
                    ];
                    if to == piece.at && minors == piece.minors {
                        continue;
                    }
                    let pts = [to, minors[0], minors[1]];
                    if !pts.iter().all(|&p| exists(p)) {
                        continue;
                    }
                    let level = if piece.kind == 0 {
                        if h(pts[0]) == h(pts[1]) && h(pts[1]) == h(pts[2]) {
                            h(pts[0]) + 1
                        } else {
                            continue;
                        }
                    } else {
                        // The middle is the point adjacent to both others.
                        let mid = (0..3)
                            .find(|&k| (0..3).filter(|&j| j != k).all(|j| adjacent(pts[k], pts[j])))
                            .unwrap_or(0);
                        let ends: Vec<Xy> = (0..3).filter(|&k| k != mid).map(|k| pts[k]).collect();
                        if h(ends[0]) == h(ends[1]) && h(pts[mid]) <= h(ends[0]) {
                            h(ends[0]) + 1
                        } else {
                            continue;
                        }
                    };
                    if level >= 1 {
                        match self.top(to, Some(index)) {
                            Some((j, _)) if self.pieces[j].white == white => {}
                            _ => continue,
                        }
                    }
                    let moved = MPiece {
                        white,
                        kind: piece.kind,
                        at: to,
                        minors,
                        level,
                    };
                    out.push((
                        format!("{}-{}", name(piece.at), moved.text()),
                        MAction::Move { index, to: moved },
                    ));
                }
            }
        }
        out
    }

    fn connected(&self, white: bool) -> bool {
        let mine: HashSet<Xy> = all_points()
            .filter(|&p| {
                self.top(p, None)
                    .is_some_and(|(i, _)| self.pieces[i].white == white)
            })
            .collect();
        let sides: [(Side2, Side2); 3] = [
            (|p| p.0 == 0, |p| p.0 == 16),
            (|p| p.1 == 0, |p| p.1 == 16),
            (|p| p.0 - p.1 == 8, |p| p.0 - p.1 == -8),
        ];
        sides.iter().any(|(a, b)| {
            let mut seen: HashSet<Xy> = mine.iter().copied().filter(|&p| a(p)).collect();
            let mut queue: VecDeque<Xy> = seen.iter().copied().collect();
            while let Some(p) = queue.pop_front() {
                if b(p) {
                    return true;
                }
                for s in STEPS {
                    let q = (p.0 + s.0, p.1 + s.1);
                    if mine.contains(&q) && seen.insert(q) {
                        queue.push_back(q);
                    }
                }
            }
            false
        })
    }

    fn centre(&self, white: bool) -> usize {
        all_points()
            .filter(|&p| {
                central(p)
                    && self
                        .top(p, None)
                        .is_some_and(|(i, _)| self.pieces[i].white == white)
            })
            .count()
    }

    fn play(&mut self, a: MAction) {
        let mover = self.white_to_act;
        let placement = matches!(a, MAction::Place(_));
        match a {
            MAction::Place(p) => {
                self.pieces.push(p);
                self.clock = 0;
            }
            MAction::Move { index, to } => {
                self.pieces[index] = to;
                self.clock += 1;
            }
        }
        // §7, in order.
        if self.connected(mover) {
            self.result = Some(Some(mover));
        } else if self.connected(!mover) {
            self.result = Some(Some(!mover));
        } else if placement && self.pieces.iter().filter(|p| p.white == mover).count() == 18 {
            let (w, b) = (self.centre(true), self.centre(false));
            self.result = Some(if self.basic || w == b {
                None
            } else {
                Some(w > b)
            });
        } else if self.clock >= 100 {
            self.result = Some(None);
        } else if !self.legal_of(!mover).is_empty() {
            self.white_to_act = !mover;
        } else if !self.legal_of(mover).is_empty() {
            self.white_to_act = mover;
        } else {
            self.result = Some(None);
        }
    }

    /// §10's position string.
    fn render(&self) -> String {
        let mut sorted = self.pieces.clone();
        sorted.sort_by_key(|p| (p.level, p.at));
        let board = if sorted.is_empty() {
            "-".to_string()
        } else {
            let mut s = String::new();
            for (i, p) in sorted.iter().enumerate() {
                if i > 0 {
                    s.push(if sorted[i - 1].level == p.level {
                        ';'
                    } else {
                        '/'
                    });
                }
                s.push(if p.white { 'w' } else { 'b' });
                s.push(LETTER[p.kind]);
                s.push_str(&p.text());
            }
            s
        };
        let turn = match self.result {
            None if self.white_to_act => "w",
            None => "b",
            Some(Some(true)) => "w+",
            Some(Some(false)) => "b+",
            Some(None) => "=",
        };
        format!(
            "{} {board} {turn} {}",
            if self.basic { "punct-basic" } else { "punct" },
            self.clock
        )
    }
}

fn all_points() -> impl Iterator<Item = Xy> {
    (0..17)
        .flat_map(|x| (0..17).map(move |y| (x, y)))
        .filter(|&p| exists(p))
}

// ---------------------------------------------------------------- the games

/// Plays a seeded game, preferring moves with probability `moves` in 0..=100, for at most
/// `max` actions, checking every step against the model.
fn game(basic: bool, seed: u64, moves: usize, max: usize) -> Position {
    let mut rng = Rng::new(seed);
    let mut p = if basic {
        Variant::PunctBasic.start()
    } else {
        Variant::Punct.start()
    };
    let mut m = Model::new(basic);
    for _ in 0..max {
        let crate_legal: Vec<String> = p.legal_actions().iter().map(ToString::to_string).collect();
        let mut model_legal = m.legal();
        model_legal.sort_by(|a, b| a.0.cmp(&b.0));
        let texts: Vec<&String> = model_legal.iter().map(|a| &a.0).collect();
        assert_eq!(
            crate_legal.iter().collect::<Vec<_>>(),
            texts,
            "legal actions of {p}"
        );
        assert_eq!(p.legal_count(), crate_legal.len());
        if crate_legal.is_empty() {
            assert!(p.is_over());
            break;
        }
        let move_ids: Vec<usize> = (0..model_legal.len())
            .filter(|&i| matches!(model_legal[i].1, MAction::Move { .. }))
            .collect();
        let i = if !move_ids.is_empty() && rng.below(100) < moves {
            move_ids[rng.below(move_ids.len())]
        } else {
            rng.below(model_legal.len())
        };
        let (text, action) = model_legal[i].clone();
        let played: Action = p
            .play_text(&text)
            .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
        assert_eq!(played.to_string(), text);
        m.play(action);
        let s = p.to_string();
        assert_eq!(s, m.render(), "after {text}");
        assert_eq!(p.zobrist(), p.zobrist_from_scratch(), "hash after {text}");
        let again: Position = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(again, p);
        assert_eq!(again.zobrist(), p.zobrist());
        assert_eq!(
            p.outcome().map(|o| o.winner.map(|w| w == Side::First)),
            m.result,
            "{s}"
        );
        if p.is_over() {
            break;
        }
    }
    p
}

#[test]
fn random_games_agree_with_the_model() {
    let mut reasons = HashSet::new();
    for (seed, basic, moves, max) in [
        (1, false, 0, 80),
        (2, true, 0, 80),
        (3, false, 60, 200),
        (4, true, 60, 200),
        (5, false, 100, 200),
        (6, true, 100, 200),
    ] {
        let p = game(basic, seed, moves, max);
        if let Some(o) = p.outcome() {
            reasons.insert(
                format!("{:?}", o.reason)
                    .split([' ', '{'])
                    .next()
                    .map(str::to_owned),
            );
        }
    }
    // The clock ends the games that only move.
    assert!(reasons.contains(&Some("Clock".to_string())), "{reasons:?}");
}

// ---------------------------------------------------------------- the parsers

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut b: Vec<u8> = s.bytes().collect();
    let alphabet = b"abcdefghijklmnopqrstuvwxyzABTSW0123456789,;/-+= \t\xc3\xbc";
    for _ in 0..1 + rng.below(3) {
        match rng.below(4) {
            0 if !b.is_empty() => {
                let i = rng.below(b.len());
                b.remove(i);
            }
            1 => {
                let i = rng.below(b.len() + 1);
                b.insert(i, alphabet[rng.below(alphabet.len())]);
            }
            2 if !b.is_empty() => {
                let i = rng.below(b.len());
                b[i] = alphabet[rng.below(alphabet.len())];
            }
            _ if b.len() > 2 => {
                let i = rng.below(b.len() - 1);
                b.swap(i, i + 1);
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn parsers_never_panic_and_what_reads_prints_back() {
    let mut rng = Rng::new(77);
    let positions = [P1, P2, P3, P4, P5, P6, "punct - w 0", "punct-basic - w 0"];
    let actions = [
        "Tb2,b3,c3",
        "d10-d5,e5,f5",
        "d10-d5",
        "Sa5,b5,c5",
        "m7-e7,f7,f8",
        "b2,b3,c3",
    ];
    let ctx: Vec<Position> = positions.iter().map(|s| crate::pos(s)).collect();
    for round in 0..4000 {
        let s = if round % 5 == 0 {
            let n = rng.below(30);
            (0..n).map(|_| char::from(rng.below(128) as u8)).collect()
        } else if round % 2 == 0 {
            {
                let base = positions[rng.below(positions.len())];
                mutate(&mut rng, base)
            }
        } else {
            {
                let base = actions[rng.below(actions.len())];
                mutate(&mut rng, base)
            }
        };
        if let Ok(p) = s.parse::<Position>() {
            assert_eq!(p.to_string(), s);
        }
        if let Ok(a) = s.parse::<Action>() {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        let _ = s.parse::<Point>();
        let _ = s.parse::<Variant>();
        let c = &ctx[rng.below(ctx.len())];
        if let Ok(a) = c.read_action(&s) {
            let mut q = *c;
            let before = q;
            match Game::play(&mut q, a) {
                Ok(()) => assert!(c.legal_actions().contains(&a), "{a} played in {c}"),
                Err(_) => {
                    assert_eq!(q, before);
                    assert!(!c.legal_actions().contains(&a), "{a} refused in {c}");
                }
            }
        }
    }
}
