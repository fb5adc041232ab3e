//! Seeded fuzzing: random bytes and mutated valid strings into every parser (an error, never
//! a panic; whatever reads prints back to itself and reads again to the same value), every
//! candidate action on a set of positions (legal exactly when listed, refusals changing
//! nothing), and random games of both variants played to the end, each step checked against
//! a model of its own written from YINSH.md §2, §5 and §7 alone (a plain array of 85 points,
//! no mask or table of the crate): its legal list, and the position string after the action.
//! The model is most of its ~650 lines; it serves only this fuzzing.

use std::collections::HashMap;

use gipf_yinsh::{Action, Game, Piece, Point, Position, Reason, Side, Stage};

use crate::perft::{Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8};

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

/// What a point holds, in the model.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Vacant,
    Ring(Side),
    Marker(Side),
}

/// The model: the board as a map from (column, number), the rest as fields.
#[derive(Clone, PartialEq, Debug)]
struct Model {
    cells: HashMap<(i32, i32), Cell>,
    blitz: bool,
    turn: Side,
    stage: Stage,
    removed: [u32; 2],
}

/// YINSH.md §2: the six directions, the three rising ones first.
const DIRECTIONS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];

/// §2: a point exists iff it is within 5 of f6 on the hexagon and not a corner.
fn exists(x: i32, n: i32) -> bool {
    let (dx, dn) = (x - 5, n - 6);
    dx.abs().max(dn.abs()).max((dx - dn).abs()) <= 5
        && ![(0, 1), (0, 6), (5, 1), (5, 11), (10, 6), (10, 11)].contains(&(x, n))
}

fn name(x: i32, n: i32) -> String {
    format!("{}{n}", char::from(b'a' + x as u8))
}

impl Model {
    fn of(p: &Position) -> Model {
        let mut cells = HashMap::new();
        let points = (0..11).flat_map(|x| (1..=11).map(move |n| (x, n)));
        for (x, n) in points.filter(|&(x, n)| exists(x, n)) {
            let pt: Point = name(x, n).parse().expect("§2's point is the crate's");
            let c = match p.piece(pt) {
                None => Cell::Vacant,
                Some(Piece::Ring(s)) => Cell::Ring(s),
                Some(Piece::Marker(s)) => Cell::Marker(s),
            };
            cells.insert((x, n), c);
        }
        assert_eq!(cells.len(), 85);
        Model {
            cells,
            blitz: p.is_blitz(),
            turn: p.turn(),
            stage: p.stage(),
            removed: [p.removed(Side::First), p.removed(Side::Second)],
        }
    }

    fn at(&self, x: i32, n: i32) -> Option<Cell> {
        self.cells.get(&(x, n)).copied()
    }

    fn goal(&self) -> u32 {
        if self.blitz {
            1
        } else {
            3
        }
    }

    fn decider(&self) -> Side {
        match self.stage {
            Stage::OpponentRow | Stage::OpponentRing => self.turn.other(),
            _ => self.turn,
        }
    }

    fn pool(&self) -> usize {
        51 - self
            .cells
            .values()
            .filter(|c| matches!(c, Cell::Marker(_)))
            .count()
    }

    /// §5.2: from each ring, over vacant points; over one group of markers to the vacant
    /// point after it; never over a ring.
    fn moves(&self, side: Side) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (&(x, n), &c) in &self.cells {
            if c != Cell::Ring(side) {
                continue;
            }
            for (dx, dn) in DIRECTIONS {
                let (mut cx, mut cn) = (x + dx, n + dn);
                let mut jumped = false;
                while let Some(c) = self.at(cx, cn) {
                    match c {
                        Cell::Vacant => {
                            out.push((name(x, n), name(cx, cn)));
                            if jumped {
                                break;
                            }
                        }
                        Cell::Ring(_) => break,
                        Cell::Marker(_) => jumped = true,
                    }
                    cx += dx;
                    cn += dn;
                }
            }
        }
        out
    }

    /// §5.4: every 5 adjacent points of one line holding markers of `colour`.
    fn rows(&self, colour: Side) -> Vec<((i32, i32), (i32, i32))> {
        let mut out = Vec::new();
        for &(x, n) in self.cells.keys() {
            for (dx, dn) in &DIRECTIONS[..3] {
                if (0..5).all(|k| self.at(x + k * dx, n + k * dn) == Some(Cell::Marker(colour))) {
                    out.push(((x, n), (x + 4 * dx, n + 4 * dn)));
                }
            }
        }
        out
    }

    /// §5.6 and §10: the legal actions as canonical text, sorted in byte order.
    fn legal(&self) -> Vec<String> {
        let me = self.decider();
        let mut out: Vec<String> = match self.stage {
            Stage::Over { .. } => Vec::new(),
            Stage::Placement => self
                .cells
                .iter()
                .filter(|(_, &c)| c == Cell::Vacant)
                .map(|(&(x, n), _)| name(x, n))
                .collect(),
            Stage::Move => {
                let m: Vec<String> = self
                    .moves(me)
                    .into_iter()
                    .map(|(a, b)| format!("{a}-{b}"))
                    .collect();
                if m.is_empty() {
                    vec!["pass".to_string()]
                } else {
                    m
                }
            }
            Stage::ChooseRow | Stage::OpponentRow => self
                .rows(me)
                .into_iter()
                .map(|(a, b)| format!("x{}-{}", name(a.0, a.1), name(b.0, b.1)))
                .collect(),
            Stage::RemoveRing | Stage::OpponentRing => self
                .cells
                .iter()
                .filter(|(_, &c)| c == Cell::Ring(me))
                .map(|(&(x, n), _)| format!("x{}", name(x, n)))
                .collect(),
        };
        out.sort();
        out
    }

    fn point(s: &str) -> (i32, i32) {
        let p: Point = s.parse().expect("a point");
        (p.x(), p.n())
    }

    fn score(&self) -> Option<Side> {
        match self.removed[0].cmp(&self.removed[1]) {
            std::cmp::Ordering::Greater => Some(Side::First),
            std::cmp::Ordering::Less => Some(Side::Second),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// §7: a turn about to begin.
    fn begin(&mut self, side: Side) {
        self.turn = side;
        let can = !self.moves(side).is_empty() || !self.moves(side.other()).is_empty();
        self.stage = if self.pool() == 0 || !can {
            Stage::Over {
                winner: self.score(),
            }
        } else {
            Stage::Move
        };
    }

    fn remove_row(&mut self, a: (i32, i32), b: (i32, i32)) {
        let (dx, dn) = ((b.0 - a.0) / 4, (b.1 - a.1) / 4);
        for k in 0..5 {
            self.cells
                .insert((a.0 + k * dx, a.1 + k * dn), Cell::Vacant);
        }
    }

    /// §5.5: the mover's rows, then the opponent's, then the opponent's turn.
    fn resolve(&mut self) {
        let t = self.turn;
        for (side, choose, remove) in [
            (t, Stage::ChooseRow, Stage::RemoveRing),
            (t.other(), Stage::OpponentRow, Stage::OpponentRing),
        ] {
            let rows = self.rows(side);
            match rows.len() {
                0 => continue,
                1 => {
                    self.remove_row(rows[0].0, rows[0].1);
                    self.stage = remove;
                }
                _ => self.stage = choose,
            }
            return;
        }
        self.begin(t.other());
    }

    fn apply(&mut self, text: &str) {
        let me = self.decider();
        if text == "pass" {
            self.begin(me.other());
        } else if let Some(rest) = text.strip_prefix('x') {
            if let Some((a, b)) = rest.split_once('-') {
                self.remove_row(Model::point(a), Model::point(b));
                self.stage = if self.stage == Stage::ChooseRow {
                    Stage::RemoveRing
                } else {
                    Stage::OpponentRing
                };
            } else {
                self.cells.insert(Model::point(rest), Cell::Vacant);
                self.removed[me.index()] += 1;
                if self.removed[me.index()] == self.goal() {
                    self.stage = Stage::Over { winner: Some(me) };
                } else {
                    self.resolve();
                }
            }
        } else if let Some((a, b)) = text.split_once('-') {
            let (from, to) = (Model::point(a), Model::point(b));
            self.cells.insert(from, Cell::Marker(me));
            self.cells.insert(to, Cell::Ring(me));
            let steps = (to.0 - from.0).abs().max((to.1 - from.1).abs());
            let (dx, dn) = ((to.0 - from.0) / steps, (to.1 - from.1) / steps);
            for k in 1..steps {
                let at = (from.0 + k * dx, from.1 + k * dn);
                if let Some(Cell::Marker(c)) = self.at(at.0, at.1) {
                    self.cells.insert(at, Cell::Marker(c.other()));
                }
            }
            self.resolve();
        } else {
            self.cells.insert(Model::point(text), Cell::Ring(me));
            let black = self
                .cells
                .values()
                .filter(|&&c| c == Cell::Ring(Side::Second))
                .count();
            if black == 5 {
                self.begin(Side::First);
            } else {
                self.turn = me.other();
            }
        }
    }

    /// §9: the position string, written column by column.
    fn text(&self) -> String {
        let mut columns = Vec::new();
        for x in 0..11 {
            let mut col = String::new();
            let mut vacant = 0;
            for n in 1..=11 {
                let Some(c) = self.at(x, n) else { continue };
                let ch = match c {
                    Cell::Vacant => {
                        vacant += 1;
                        continue;
                    }
                    Cell::Ring(Side::First) => 'W',
                    Cell::Ring(Side::Second) => 'B',
                    Cell::Marker(Side::First) => 'w',
                    Cell::Marker(Side::Second) => 'b',
                };
                if vacant > 0 {
                    col.push_str(&vacant.to_string());
                    vacant = 0;
                }
                col.push(ch);
            }
            if vacant > 0 {
                col.push_str(&vacant.to_string());
            }
            columns.push(col);
        }
        let stage = match self.stage {
            Stage::Placement => "p",
            Stage::Move => "m",
            Stage::ChooseRow => "r",
            Stage::RemoveRing => "x",
            Stage::OpponentRow => "R",
            Stage::OpponentRing => "X",
            Stage::Over {
                winner: Some(Side::First),
            } => "w+",
            Stage::Over {
                winner: Some(Side::Second),
            } => "b+",
            Stage::Over { winner: None } => "=",
        };
        format!(
            "{} {} {} {stage} {}/{}",
            if self.blitz { "yinsh-blitz" } else { "yinsh" },
            columns.join("/"),
            if self.turn == Side::First { "w" } else { "b" },
            self.removed[0],
            self.removed[1]
        )
    }
}

/// The characters of positions and actions, and a few near them.
const ALPHABET: &[u8] = b"abcdefghijkWBwbx-/+=0123456789 \t pasPASmrRX yinsh-blitz";

const VALID: &[&str] = &[
    "yinsh 4/7/8/9/10/9/10/9/8/7/4 w p 0/0",
    "yinsh-blitz 4/7/8/9/2W7/9/10/9/8/7/4 b p 0/0",
    Y1,
    Y2,
    Y3,
    Y4,
    Y5,
    Y6,
    Y7,
    Y8,
    "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW3WB3/4w4/8/7/4 b m 0/0",
    "yinsh bWBw/2wwb2/2bbwb2/2wb1wb2/2bw2ww2/1ww3bw1/bbw4wbw/WwwbbwwwB/BwbbbwbW/w5b/4 b = 2/2",
    "e3",
    "h7-g7",
    "e4 - e10",
    "pass",
    "xa3-e3",
    "xf7-f3",
    "xi9",
    "x e10",
];

/// How many of `VALID` are positions.
const POSITIONS: usize = 12;

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(80);
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            if rng.below(10) == 0 {
                rng.next() as u8
            } else {
                ALPHABET[rng.below(ALPHABET.len())]
            }
        })
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut b: Vec<u8> = s.bytes().collect();
    for _ in 0..=rng.below(3) {
        if b.is_empty() {
            break;
        }
        let i = rng.below(b.len());
        match rng.below(4) {
            0 => b[i] = ALPHABET[rng.below(ALPHABET.len())],
            1 => {
                b.remove(i);
            }
            // Swapping case turns rings into markers and stages into others.
            2 => b[i] ^= 0x20,
            _ => b.insert(i, ALPHABET[rng.below(ALPHABET.len())]),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// The invariants of a valid position, and its legal list against the model's.
fn check_invariants(p: &Position) {
    let s = p.to_string();
    let back: Position = s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"));
    assert_eq!(back, *p, "{s}");
    assert_eq!(back.zobrist(), p.zobrist(), "{s}");
    assert_eq!(p.zobrist_from_scratch(), p.zobrist(), "{s}");
    let legal = p.legal_actions();
    let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
    assert!(
        texts.windows(2).all(|w| w[0] < w[1]),
        "{s}: byte order, no repeats: {texts:?}"
    );
    assert_eq!(texts, Model::of(p).legal(), "{s}: the legal list is §5.6's");
    assert_eq!(p.action_count(), legal.len(), "{s}");
    assert_eq!(p.perft(1), legal.len() as u64, "{s}");
    assert_eq!(Game::perft(p, 1), legal.len() as u64, "{s}");
    let over = matches!(p.stage(), Stage::Over { .. });
    assert_eq!(Game::decider(p).is_none(), over, "{s}");
    assert_eq!(
        legal.is_empty(),
        over,
        "{s}: a decider always has an action"
    );
    assert_eq!(Game::outcome(p).is_some(), over, "{s}");
    assert_eq!(p.pool() + p.markers_on_board(), 51, "{s}");
    for side in Side::BOTH {
        assert!(p.removed(side) <= p.goal(), "{s}");
        if p.stage() != Stage::Placement {
            assert_eq!(p.ring_count(side) + p.removed(side), 5, "{s}");
        }
    }
    if let Some(o) = p.outcome() {
        let (white, black) = (p.removed(Side::First), p.removed(Side::Second));
        match o.reason {
            Reason::RingsRemoved { .. } => {
                let w = o.winner.expect("a goal has a winner");
                assert_eq!(p.removed(w), p.goal(), "{s}");
            }
            Reason::MarkersRanOut { .. } => assert_eq!(p.pool(), 0, "{s}"),
            Reason::NoRingCanMove { .. } => {
                assert!(!p.has_ring_move(Side::First) && !p.has_ring_move(Side::Second));
            }
        }
        if !matches!(o.reason, Reason::RingsRemoved { .. }) {
            let expected = match white.cmp(&black) {
                std::cmp::Ordering::Greater => Some(Side::First),
                std::cmp::Ordering::Less => Some(Side::Second),
                std::cmp::Ordering::Equal => None,
            };
            assert_eq!(o.winner, expected, "{s}");
        }
    }
}

fn exercise(text: &str, positions: &[Position]) {
    if let Ok(p) = text.parse::<Position>() {
        let s = p.to_string();
        assert_eq!(s.parse::<Position>().as_ref(), Ok(&p), "{text:?}");
        check_invariants(&p);
        if p.action_count() < 100 {
            let _ = p.perft(2);
        }
    }
    if let Ok(pt) = text.parse::<Point>() {
        assert_eq!(pt.to_string().parse::<Point>(), Ok(pt), "{text:?}");
    }
    if let Ok(a) = text.parse::<Action>() {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{text:?}");
        assert_eq!(
            text.to_ascii_uppercase().parse::<Action>(),
            Ok(a),
            "{text:?}: any case"
        );
    }
    for p in positions {
        let mut q = *p;
        match q.play_text(text) {
            Ok(a) => {
                assert!(p.legal_actions().contains(&a), "{text:?} in {p}");
            }
            Err(e) => {
                assert_eq!(&q, p, "{text:?}: a refused action changes nothing");
                assert!(!e.to_string().is_empty() && !e.to_string().contains('\n'));
            }
        }
    }
}

fn valid_positions() -> Vec<Position> {
    let positions: Vec<Position> = VALID.iter().filter_map(|s| s.parse().ok()).collect();
    assert_eq!(positions.len(), POSITIONS);
    positions
}

#[test]
fn random_and_mutated_inputs_never_panic() {
    let mut rng = Rng::new(2003);
    let positions = valid_positions();
    let mut read = 0;
    for _ in 0..20_000 {
        let text = if rng.below(2) == 0 {
            random_text(&mut rng)
        } else {
            let base = VALID[rng.below(VALID.len())];
            mutate(&mut rng, base)
        };
        if text.parse::<Position>().is_ok() {
            read += 1;
        }
        exercise(&text, &positions);
    }
    assert!(
        read > 20,
        "the mutations read as positions now and then ({read})"
    );
}

/// Every action there is: placements and ring removals on every point, moves between every
/// two points, `pass`, every row of the board.
fn every_action() -> Vec<Action> {
    let mut v = vec![Action::Pass];
    for a in Point::all() {
        v.push(Action::Place(a));
        v.push(Action::RemoveRing(a));
        for b in Point::all() {
            v.push(Action::Move { from: a, to: b });
            if let Some(r) = Action::row(a, b) {
                if !v.contains(&r) {
                    v.push(r);
                }
            }
        }
    }
    v
}

#[test]
fn every_action_on_every_position() {
    let candidates = every_action();
    // 3 directions: 9 lines of 7, 8, 9, 10, 9, 10, 9, 8, 7 points give 41 rows each.
    let rows = candidates
        .iter()
        .filter(|a| matches!(a, Action::Row { .. }))
        .count();
    assert_eq!(rows, 123);
    for p in valid_positions() {
        let legal = p.legal_actions();
        for &a in &candidates {
            let listed = legal.contains(&a);
            assert_eq!(p.check(a).is_ok(), listed, "{a} in {p}");
            let mut q = p;
            let played = q.play(a);
            assert_eq!(played.is_ok(), listed, "{a} in {p}");
            if played.is_err() {
                assert_eq!(q, p, "{a}: a refused action changes nothing");
            } else {
                let mut m = Model::of(&p);
                m.apply(&a.to_string());
                assert_eq!(q.to_string(), m.text(), "{a} in {p}");
            }
        }
    }
}

/// Plays a game to its end with random legal actions, each checked against the model.
fn play_out(mut p: Position, rng: &mut Rng, hashes: &mut HashMap<u64, String>) -> Position {
    check_invariants(&p);
    let mut n = 0;
    while !p.is_over() {
        let legal = p.legal_actions();
        let a = legal[rng.below(legal.len())];
        let mut m = Model::of(&p);
        let text = a.to_string();
        m.apply(&text);
        if rng.below(2) == 0 {
            Game::play(&mut p, a).expect("a legal action plays");
        } else {
            assert_eq!(p.play_text(&text.to_ascii_uppercase()), Ok(a));
        }
        assert_eq!(p.to_string(), m.text(), "after {text}");
        check_invariants(&p);
        let s = p.to_string();
        let seen = hashes.entry(p.zobrist()).or_insert_with(|| s.clone());
        assert_eq!(*seen, s, "two positions with one hash");
        n += 1;
        assert!(n < 2000, "a game ends");
    }
    p
}

#[test]
fn random_games_keep_the_invariants() {
    let mut rng = Rng::new(52);
    let mut hashes = HashMap::new();
    // Goal, empty pool, nobody can move; wins of each side and draws.
    let mut ends = [0usize; 3];
    let mut results = [0usize; 3];
    for game in 0..90u64 {
        let start = match game % 3 {
            0 => Position::blitz_start(),
            _ => Position::start(),
        };
        let end = play_out(start, &mut rng, &mut hashes);
        let o = end.outcome().expect("over");
        ends[match o.reason {
            Reason::RingsRemoved { .. } => 0,
            Reason::MarkersRanOut { .. } => 1,
            Reason::NoRingCanMove { .. } => 2,
        }] += 1;
        results[o.winner.map_or(2, Side::index)] += 1;
    }
    // From the perft positions too, where the pool and the goal are close.
    for s in [Y2, Y3, Y4, Y5, Y6, Y7, Y8] {
        for _ in 0..6 {
            let end = play_out(s.parse().expect("valid"), &mut rng, &mut hashes);
            if let Some(Reason::NoRingCanMove { .. }) = end.outcome().map(|o| o.reason) {
                ends[2] += 1;
            }
        }
    }
    assert!(
        ends[0] > 0 && ends[1] > 0,
        "goals and empty pools: {ends:?}"
    );
    assert!(
        results.iter().all(|&n| n > 0),
        "wins of both and draws: {results:?}"
    );
}
