//! Seeded fuzzing: random and mutated text into every parser (an error, never a panic;
//! whatever reads prints back and reads again to the same value), and random games of all
//! four variants (and from ZERTZ-PERFT.md's positions) played to the end, each step checked
//! against a model of its own written from ZERTZ.md §2-§5 and §9 alone (a plain grid of
//! cells, no mask or table of the crate): its legal list, the position string after each
//! action, the end, and the hash against one from scratch.

use gipf_zertz::{Game, Position, Side, Variant};

use crate::perft::TABLE;

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

/// A cell of the model's grid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    /// Outside the layout, or its ring taken away.
    NoRing,
    Vacant,
    /// A marble: 0 white, 1 grey, 2 black.
    Marble(usize),
}

/// Whose turn, or the end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Turn(usize),
    Won(usize),
    Draw,
}

/// An action of the model, with its text.
#[derive(Clone, Debug)]
enum MAct {
    Place(usize, (i32, i32), Option<(i32, i32)>),
    Capture(Vec<(i32, i32)>),
}

/// The model: a 9 × 9 grid of skew coordinates, the counts, the state.
#[derive(Clone, Debug)]
struct Model {
    word: String,
    columns: Vec<usize>,
    bottom: Vec<i32>,
    grid: [[Cell; 9]; 9],
    pool: [u32; 3],
    caps: [[u32; 3]; 2],
    state: State,
    blitz: bool,
}

/// §2.3's directions in turning order.
const DIRS: [(i32, i32); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

impl Model {
    /// Reads a position string (assumed valid) on its own.
    fn read(s: &str) -> Model {
        let f: Vec<&str> = s.split(' ').collect();
        let columns: Vec<usize> = match f[0] {
            "zertz" | "zertz-blitz" => vec![4, 5, 6, 7, 6, 5, 4],
            "zertz48" => vec![5, 6, 7, 8, 7, 6, 5, 4],
            _ => vec![5, 6, 7, 8, 9, 8, 7, 6, 5],
        };
        let mut bottom = vec![0];
        for x in 1..columns.len() {
            let b = bottom[x - 1] + i32::from(columns[x] < columns[x - 1]);
            bottom.push(b);
        }
        let mut grid = [[Cell::NoRing; 9]; 9];
        for (x, col) in f[1].split('/').enumerate() {
            let mut n = 0;
            for c in col.chars() {
                let cells = match c {
                    '.' => vec![Cell::NoRing],
                    'w' => vec![Cell::Marble(0)],
                    'g' => vec![Cell::Marble(1)],
                    'b' => vec![Cell::Marble(2)],
                    d => vec![Cell::Vacant; d.to_digit(10).expect("digit") as usize],
                };
                for cell in cells {
                    grid[x][(n + bottom[x]) as usize] = cell;
                    n += 1;
                }
            }
        }
        let counts = |t: &str| {
            let v: Vec<u32> = t.split('/').map(|n| n.parse().expect("n")).collect();
            [v[0], v[1], v[2]]
        };
        let state = match f[2] {
            "w" => State::Turn(0),
            "b" => State::Turn(1),
            "w+" => State::Won(0),
            "b+" => State::Won(1),
            _ => State::Draw,
        };
        Model {
            word: f[0].to_string(),
            columns,
            bottom,
            grid,
            pool: counts(f[3]),
            caps: [counts(f[4]), counts(f[5])],
            state,
            blitz: f[0] == "zertz-blitz",
        }
    }

    fn cell(&self, (x, y): (i32, i32)) -> Cell {
        if (0..9).contains(&x) && (0..9).contains(&y) {
            self.grid[x as usize][y as usize]
        } else {
            Cell::NoRing
        }
    }

    fn set(&mut self, (x, y): (i32, i32), c: Cell) {
        self.grid[x as usize][y as usize] = c;
    }

    fn name(&self, (x, y): (i32, i32)) -> String {
        format!(
            "{}{}",
            (b'a' + x as u8) as char,
            y - self.bottom[x as usize] + 1
        )
    }

    /// Every place of the layout, in canonical order.
    fn places(&self) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for (x, &len) in self.columns.iter().enumerate() {
            for n in 0..len as i32 {
                out.push((x as i32, n + self.bottom[x]));
            }
        }
        out
    }

    fn rings(&self) -> Vec<(i32, i32)> {
        self.places()
            .into_iter()
            .filter(|&p| self.cell(p) != Cell::NoRing)
            .collect()
    }

    fn vacant(&self) -> Vec<(i32, i32)> {
        self.places()
            .into_iter()
            .filter(|&p| self.cell(p) == Cell::Vacant)
            .collect()
    }

    /// §4.2: vacant, and two consecutive neighbour places without a ring.
    fn is_free(&self, (x, y): (i32, i32)) -> bool {
        self.cell((x, y)) == Cell::Vacant
            && (0..6).any(|k| {
                let (a, b) = (DIRS[k], DIRS[(k + 1) % 6]);
                self.cell((x + a.0, y + a.1)) == Cell::NoRing
                    && self.cell((x + b.0, y + b.1)) == Cell::NoRing
            })
    }

    /// Complete jump sequences continuing from `p` (the jumper on it).
    fn chains(&self, p: (i32, i32), path: &mut Vec<(i32, i32)>, out: &mut Vec<Vec<(i32, i32)>>) {
        let mut any = false;
        for (dx, dy) in DIRS {
            let over = (p.0 + dx, p.1 + dy);
            let land = (p.0 + 2 * dx, p.1 + 2 * dy);
            if matches!(self.cell(over), Cell::Marble(_)) && self.cell(land) == Cell::Vacant {
                any = true;
                let mut next = self.clone();
                let jumper = next.cell(p);
                next.set(p, Cell::Vacant);
                next.set(over, Cell::Vacant);
                next.set(land, jumper);
                path.push(land);
                next.chains(land, path, out);
                path.pop();
            }
        }
        if !any && path.len() > 1 {
            out.push(path.clone());
        }
    }

    fn captures(&self) -> Vec<Vec<(i32, i32)>> {
        let mut out = Vec::new();
        for p in self.places() {
            if matches!(self.cell(p), Cell::Marble(_)) {
                self.chains(p, &mut vec![p], &mut out);
            }
        }
        out
    }

    fn can_act(&self, side: usize) -> bool {
        !self.captures().is_empty()
            || (!self.vacant().is_empty()
                && (self.pool.iter().sum::<u32>() > 0 || self.caps[side].iter().sum::<u32>() > 0))
    }

    /// Every legal action with its text, sorted by the text.
    fn legal(&self) -> Vec<(String, MAct)> {
        let State::Turn(side) = self.state else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let caps = self.captures();
        if !caps.is_empty() {
            for path in caps {
                let mut t = format!("x{}", self.name(path[0]));
                let mut m = self.clone();
                for w in path.windows(2) {
                    let over = ((w[0].0 + w[1].0) / 2, (w[0].1 + w[1].1) / 2);
                    let Cell::Marble(c) = m.cell(over) else {
                        panic!("a jump")
                    };
                    m.set(over, Cell::Vacant);
                    t.push(['W', 'G', 'B'][c]);
                    t.push_str(&self.name(w[1]));
                }
                out.push((t, MAct::Capture(path)));
            }
        } else {
            let from_pool = self.pool.iter().sum::<u32>() > 0;
            let free: Vec<(i32, i32)> = self
                .vacant()
                .into_iter()
                .filter(|&p| self.is_free(p))
                .collect();
            for c in 0..3 {
                let have = if from_pool {
                    self.pool[c]
                } else {
                    self.caps[side][c]
                };
                if have == 0 {
                    continue;
                }
                for v in self.vacant() {
                    let rest: Vec<_> = free.iter().copied().filter(|&f| f != v).collect();
                    let letter = ['W', 'G', 'B'][c];
                    if rest.is_empty() {
                        out.push((format!("{letter}{}", self.name(v)), MAct::Place(c, v, None)));
                    }
                    for r in rest {
                        out.push((
                            format!("{letter}{},{}", self.name(v), self.name(r)),
                            MAct::Place(c, v, Some(r)),
                        ));
                    }
                }
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }

    fn held(&self, side: usize) -> bool {
        let l = u32::from(self.blitz);
        let c = self.caps[side];
        (c[0] >= 3 - l && c[1] >= 3 - l && c[2] >= 3 - l)
            || c[0] >= 4 - l
            || c[1] >= 5 - l
            || c[2] >= 6 - l
    }

    /// Plays an action (§4), then §5.
    fn play(&mut self, a: &MAct) {
        let State::Turn(side) = self.state else {
            panic!("over")
        };
        let placed = match a {
            MAct::Place(c, v, r) => {
                if self.pool.iter().sum::<u32>() > 0 {
                    self.pool[*c] -= 1;
                } else {
                    self.caps[side][*c] -= 1;
                }
                self.set(*v, Cell::Marble(*c));
                if let Some(r) = r {
                    self.set(*r, Cell::NoRing);
                }
                // Claims: every group (by breadth-first search) without a vacant ring.
                let mut seen: Vec<(i32, i32)> = Vec::new();
                for start in self.rings() {
                    if seen.contains(&start) {
                        continue;
                    }
                    let mut group = vec![start];
                    let mut i = 0;
                    while i < group.len() {
                        let (x, y) = group[i];
                        for (dx, dy) in DIRS {
                            let n = (x + dx, y + dy);
                            if self.cell(n) != Cell::NoRing && !group.contains(&n) {
                                group.push(n);
                            }
                        }
                        i += 1;
                    }
                    seen.extend(&group);
                    if group.iter().all(|&p| self.cell(p) != Cell::Vacant) {
                        for p in group {
                            if let Cell::Marble(c) = self.cell(p) {
                                self.caps[side][c] += 1;
                            }
                            self.set(p, Cell::NoRing);
                        }
                    }
                }
                true
            }
            MAct::Capture(path) => {
                let jumper = self.cell(path[0]);
                self.set(path[0], Cell::Vacant);
                for w in path.windows(2) {
                    let over = ((w[0].0 + w[1].0) / 2, (w[0].1 + w[1].1) / 2);
                    let Cell::Marble(c) = self.cell(over) else {
                        panic!("a jump")
                    };
                    self.caps[side][c] += 1;
                    self.set(over, Cell::Vacant);
                }
                self.set(path[path.len() - 1], jumper);
                false
            }
        };
        // §5.1 the last ring, §5.2 a winning set, §5.3 the next turn.
        self.state = if (placed && self.rings().is_empty()) || self.held(side) {
            State::Won(side)
        } else if self.can_act(1 - side) {
            State::Turn(1 - side)
        } else if self.can_act(side) {
            State::Turn(side)
        } else {
            State::Draw
        };
    }

    /// The canonical position string (§9.1).
    fn show(&self) -> String {
        let mut cols = Vec::new();
        for (x, &len) in self.columns.iter().enumerate() {
            let mut s = String::new();
            let mut run = 0;
            for n in 0..len as i32 {
                let c = match self.cell((x as i32, n + self.bottom[x])) {
                    Cell::Vacant => {
                        run += 1;
                        continue;
                    }
                    Cell::NoRing => '.',
                    Cell::Marble(c) => ['w', 'g', 'b'][c],
                };
                if run > 0 {
                    s.push_str(&run.to_string());
                    run = 0;
                }
                s.push(c);
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            cols.push(s);
        }
        let t = match self.state {
            State::Turn(0) => "w",
            State::Turn(_) => "b",
            State::Won(0) => "w+",
            State::Won(_) => "b+",
            State::Draw => "=",
        };
        let c = |v: [u32; 3]| format!("{}/{}/{}", v[0], v[1], v[2]);
        format!(
            "{} {} {t} {} {} {}",
            self.word,
            cols.join("/"),
            c(self.pool),
            c(self.caps[0]),
            c(self.caps[1])
        )
    }
}

/// Plays one random game from `start`, checking every step against the model; returns the
/// number of actions played.
fn random_game(start: Position, rng: &mut Rng) -> usize {
    let mut p = start;
    let mut m = Model::read(&p.to_string());
    let mut steps = 0;
    loop {
        assert_eq!(m.show(), p.to_string());
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        assert_eq!(p.zobrist(), p.zobrist_from_scratch(), "{p}");
        let ml = m.legal();
        let cl = p.legal_actions();
        assert_eq!(cl.len(), ml.len(), "legal count of {p}");
        assert_eq!(p.action_count(), ml.len());
        assert_eq!(
            p.decider().map(Side::index),
            match m.state {
                State::Turn(s) => Some(s),
                _ => None,
            }
        );
        if ml.is_empty() {
            let o = p.outcome().expect("over");
            assert_eq!(
                o.winner.map(Side::index),
                match m.state {
                    State::Won(s) => Some(s),
                    _ => None,
                }
            );
            return steps;
        }
        if ml.len() <= 300 {
            let texts: Vec<String> = cl.iter().map(ToString::to_string).collect();
            let model: Vec<&String> = ml.iter().map(|(t, _)| t).collect();
            assert_eq!(texts.iter().collect::<Vec<_>>(), model, "legal of {p}");
        } else {
            for _ in 0..20 {
                let i = rng.below(cl.len());
                assert_eq!(cl[i].to_string(), ml[i].0, "legal #{i} of {p}");
            }
        }
        let i = rng.below(ml.len());
        let (text, act) = &ml[i];
        let action = p
            .read_action(text)
            .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
        assert_eq!(&action.to_string(), text);
        Game::play(&mut p, action).unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
        m.play(act);
        steps += 1;
    }
}

#[test]
fn random_games_against_the_model() {
    let mut rng = Rng::new(2024);
    let mut steps = 0;
    for g in 0..240 {
        let start = Variant::ALL[g % 4].start();
        steps += random_game(start, &mut rng);
    }
    for g in 0..90 {
        let start: Position = TABLE[g % TABLE.len()].parse().expect("valid");
        steps += random_game(start, &mut rng);
    }
    assert!(steps > 5000, "{steps} actions played");
}

/// Strings that are near valid ones: a character changed, inserted, removed, doubled.
fn mutate(s: &str, rng: &mut Rng) -> String {
    const CHARS: &[char] = &[
        'w', 'g', 'b', 'W', 'G', 'B', '.', '0', '1', '2', '5', '9', '/', ' ', '+', '=', 'x', ',',
        'a', 'd', 'i', 'X', 'é', '\t', '-',
    ];
    let mut v: Vec<char> = s.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let i = rng.below(v.len() + 1);
        let c = CHARS[rng.below(CHARS.len())];
        match rng.below(4) {
            0 if i < v.len() => v[i] = c,
            1 => v.insert(i, c),
            2 if i < v.len() => {
                v.remove(i);
            }
            _ if i < v.len() => v.insert(i, v[i]),
            _ => v.push(c),
        }
    }
    v.into_iter().collect()
}

#[test]
fn text_fuzz_never_panics_and_reads_back() {
    let mut rng = Rng::new(7);
    let positions: Vec<Position> = TABLE
        .iter()
        .map(|s| s.parse().expect("valid"))
        .chain(Variant::ALL.map(Variant::start))
        .collect();
    for round in 0..4000 {
        let base = positions[round % positions.len()];
        let s = mutate(&base.to_string(), &mut rng);
        if let Ok(p) = s.parse::<Position>() {
            assert_eq!(p.to_string().parse::<Position>(), Ok(p), "{s}");
            assert_eq!(p.zobrist(), p.zobrist_from_scratch());
        }
        let legal = base.legal_actions();
        let text = legal
            .get(rng.below(legal.len().max(1)))
            .map_or_else(|| "Wd4,d1".to_string(), ToString::to_string);
        let t = mutate(&text, &mut rng);
        let mut q = base;
        match q.play_text(&t) {
            Ok(a) => {
                assert!(legal.contains(&a), "{t} read as {a}, not legal in {base}");
                assert_eq!(base.read_action(&a.to_string()), Ok(a));
            }
            Err(e) => {
                assert_eq!(q, base, "{t}: refusal changed the position");
                assert!(!e.to_string().is_empty());
            }
        }
        let bytes: String = (0..rng.below(12))
            .map(|_| char::from_u32(rng.below(0x3000) as u32).unwrap_or('?'))
            .collect();
        let _ = bytes.parse::<Position>();
        let _ = bytes.parse::<Variant>();
        let _ = base.read_action(&bytes);
        for v in Variant::ALL {
            if let Ok(p) = v.parse_place(&t) {
                assert_eq!(v.parse_place(&p.name(v)), Ok(p));
            }
        }
    }
}
