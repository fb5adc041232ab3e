//! A second, deliberately naive implementation of RULES.md and NOTATION.md (coordinates and
//! loops, no bitboards, nothing shared with the crate), compared with the crate through
//! thousands of random games: the same legal actions, position strings and deciders at
//! every step. One topic: the second implementation is whole.

use std::collections::{BTreeMap, BTreeSet};

use gipf_rules::{Position, Variant};

use crate::props::Rng;

pub(crate) type Pt = (i32, i32);

pub(crate) const DIRS: [Pt; 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)];

pub(crate) fn is_point((x, y): Pt) -> bool {
    (0..=8).contains(&x) && (x - 4).max(0) <= y && y <= (x + 4).min(8)
}

pub(crate) fn is_spot((x, y): Pt) -> bool {
    (1..=7).contains(&x) && (1..=7).contains(&y) && (x - y).abs() < 4
}

pub(crate) fn name((x, y): Pt) -> String {
    format!("{}{}", (b'a' + x as u8) as char, y + 1 - (x - 4).max(0))
}

pub(crate) fn add((x, y): Pt, (dx, dy): Pt) -> Pt {
    (x + dx, y + dy)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Piece {
    white: bool,
    gipf: bool,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Ref {
    variant: &'static str,
    board: BTreeMap<Pt, Piece>,
    white_turn: bool,
    /// "p", "m", "o", "w+", "b+".
    stage: &'static str,
    reserves: [u32; 2],
    captures: [u32; 2],
    status: [char; 2],
}

struct RowInfo {
    ext: Vec<Pt>,
    optional: bool,
}

fn idx(white: bool) -> usize {
    if white {
        0
    } else {
        1
    }
}

impl Ref {
    fn start(variant: &'static str) -> Ref {
        let mut board = BTreeMap::new();
        if variant != "tournament" {
            let gipf = variant == "standard";
            for (pts, white) in [
                ([(1, 4), (4, 1), (7, 7)], true),
                ([(1, 1), (4, 7), (7, 4)], false),
            ] {
                for p in pts {
                    board.insert(p, Piece { white, gipf });
                }
            }
        }
        let (r, s) = if variant == "tournament" {
            (18, 'n')
        } else {
            (12, 's')
        };
        Ref {
            variant,
            board,
            white_turn: true,
            stage: "p",
            reserves: [r, r],
            captures: [0, 0],
            status: [s, s],
        }
    }

    /// Reads a valid position string (the reference trusts its input).
    fn parse(text: &str) -> Ref {
        let f: Vec<&str> = text.split(' ').collect();
        let variant = match f[0] {
            "basic" => "basic",
            "standard" => "standard",
            _ => "tournament",
        };
        let mut board = BTreeMap::new();
        for (i, col) in f[1].split('/').enumerate() {
            let x = i as i32 + 1;
            let spots: Vec<Pt> = (1..=7).map(|y| (x, y)).filter(|&p| is_spot(p)).collect();
            let mut k = 0;
            for c in col.chars() {
                if let Some(d) = c.to_digit(10) {
                    k += d as usize;
                } else {
                    let white = c.eq_ignore_ascii_case(&'w');
                    board.insert(
                        spots[k],
                        Piece {
                            white,
                            gipf: c.is_ascii_uppercase(),
                        },
                    );
                    k += 1;
                }
            }
        }
        let pair = |t: &str| -> [u32; 2] {
            let (a, b) = t.split_once('/').unwrap();
            [a.parse().unwrap(), b.parse().unwrap()]
        };
        let stage = match f[3] {
            "p" => "p",
            "m" => "m",
            "o" => "o",
            "w+" => "w+",
            _ => "b+",
        };
        let st: Vec<char> = f[6].chars().collect();
        Ref {
            variant,
            board,
            white_turn: f[2] == "w",
            stage,
            reserves: pair(f[4]),
            captures: pair(f[5]),
            status: [st[0], st[1]],
        }
    }

    fn string(&self) -> String {
        let mut cols = Vec::new();
        for x in 1..=7 {
            let mut col = String::new();
            let mut empty = 0;
            for y in 1..=7 {
                if !is_spot((x, y)) {
                    continue;
                }
                match self.board.get(&(x, y)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            col.push_str(&empty.to_string());
                            empty = 0;
                        }
                        col.push(match (p.white, p.gipf) {
                            (true, false) => 'w',
                            (true, true) => 'W',
                            (false, false) => 'b',
                            (false, true) => 'B',
                        });
                    }
                }
            }
            if empty > 0 {
                col.push_str(&empty.to_string());
            }
            cols.push(col);
        }
        format!(
            "{} {} {} {} {}/{} {}/{} {}{}",
            self.variant,
            cols.join("/"),
            if self.white_turn { 'w' } else { 'b' },
            self.stage,
            self.reserves[0],
            self.reserves[1],
            self.captures[0],
            self.captures[1],
            self.status[0],
            self.status[1]
        )
    }

    pub(crate) fn lines() -> Vec<Vec<Pt>> {
        let mut out = Vec::new();
        for d in [(0, 1), (1, 0), (1, 1)] {
            for x in 0..9 {
                for y in 0..9 {
                    let s = (x, y);
                    if is_spot(s) && !is_spot((x - d.0, y - d.1)) {
                        let mut line = vec![];
                        let mut p = s;
                        while is_spot(p) {
                            line.push(p);
                            p = add(p, d);
                        }
                        out.push(line);
                    }
                }
            }
        }
        out
    }

    fn rows(&self, white: bool) -> Vec<RowInfo> {
        let mut out = Vec::new();
        for line in Ref::lines() {
            let mine = |p: &Pt| self.board.get(p).is_some_and(|q| q.white == white);
            let mut i = 0;
            while i < line.len() {
                if !mine(&line[i]) {
                    i += 1;
                    continue;
                }
                let a = i;
                while i < line.len() && mine(&line[i]) {
                    i += 1;
                }
                if i - a >= 4 {
                    let (mut lo, mut hi) = (a, i);
                    while lo > 0 && self.board.contains_key(&line[lo - 1]) {
                        lo -= 1;
                    }
                    while hi < line.len() && self.board.contains_key(&line[hi]) {
                        hi += 1;
                    }
                    let optional = line[a..i].iter().all(|p| self.board[p].gipf);
                    out.push(RowInfo {
                        ext: line[lo..hi].to_vec(),
                        optional,
                    });
                }
            }
        }
        out
    }

    fn removal_text(&self, set: &BTreeSet<Pt>) -> String {
        let mut pts: Vec<Pt> = set.iter().copied().collect();
        pts.sort_by_key(|&(x, y)| (x, y));
        let names: Vec<String> = pts
            .iter()
            .map(|p| format!("{}{}", if self.board[p].gipf { "G" } else { "" }, name(*p)))
            .collect();
        format!("x{}", names.join(","))
    }

    /// The removal sets of `white`'s rows (compulsory ones only if asked).
    fn removals(&self, white: bool, compulsory_only: bool) -> Vec<BTreeSet<Pt>> {
        let mut out: Vec<BTreeSet<Pt>> = Vec::new();
        for row in self.rows(white) {
            if compulsory_only && row.optional {
                continue;
            }
            let gipfs: Vec<Pt> = row
                .ext
                .iter()
                .copied()
                .filter(|p| self.board[p].gipf)
                .collect();
            for mask in 0..(1u32 << gipfs.len()) {
                let kept: BTreeSet<Pt> = gipfs
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, p)| *p)
                    .collect();
                let set: BTreeSet<Pt> = row
                    .ext
                    .iter()
                    .copied()
                    .filter(|p| !kept.contains(p))
                    .collect();
                if !set.is_empty() && !out.contains(&set) {
                    out.push(set);
                }
            }
        }
        out
    }

    fn entries() -> Vec<(Pt, Pt)> {
        let mut out = Vec::new();
        for x in 0..9 {
            for y in 0..9 {
                let d = (x, y);
                if is_point(d) && !is_spot(d) {
                    for dir in DIRS {
                        if is_spot(add(d, dir)) {
                            out.push((d, dir));
                        }
                    }
                }
            }
        }
        out
    }

    fn push_kinds(&self, white: bool) -> (bool, bool) {
        let i = idx(white);
        let r = self.reserves[i];
        if self.variant != "tournament" {
            return (r >= 1, false);
        }
        match self.status[i] {
            'n' => (false, r >= 2),
            'g' => (r >= 1, r >= 2),
            _ => (r >= 1, false),
        }
    }

    fn open(&self, (dot, dir): (Pt, Pt)) -> bool {
        let mut p = add(dot, dir);
        while is_spot(p) {
            if !self.board.contains_key(&p) {
                return true;
            }
            p = add(p, dir);
        }
        false
    }

    fn pushes(&self) -> Vec<(String, (Pt, Pt), bool)> {
        let (single, gipf) = self.push_kinds(self.white_turn);
        let mut out = Vec::new();
        for e in Ref::entries() {
            if !self.open(e) {
                continue;
            }
            let text = format!("{}-{}", name(e.0), name(add(e.0, e.1)));
            if gipf {
                out.push((format!("G{text}"), e, true));
            }
            if single {
                out.push((text, e, false));
            }
        }
        out
    }

    fn legal(&self) -> Vec<String> {
        let me = self.white_turn;
        let mut out: Vec<String> = match self.stage {
            "p" => {
                let mut v: Vec<String> = self.pushes().into_iter().map(|(t, _, _)| t).collect();
                v.extend(
                    self.removals(me, false)
                        .iter()
                        .map(|s| self.removal_text(s)),
                );
                v
            }
            "m" => {
                let mut v: Vec<String> = self
                    .removals(me, false)
                    .iter()
                    .map(|s| self.removal_text(s))
                    .collect();
                if !v.is_empty() && self.rows(me).iter().all(|r| r.optional) {
                    v.push("done".into());
                }
                v
            }
            "o" => self
                .removals(!me, true)
                .iter()
                .map(|s| self.removal_text(s))
                .collect(),
            _ => vec![],
        };
        out.sort();
        out
    }

    fn decider(&self) -> char {
        let w = match self.stage {
            "p" | "m" => self.white_turn,
            "o" => !self.white_turn,
            _ => return '-',
        };
        if w {
            'w'
        } else {
            'b'
        }
    }

    fn gipf_count(&self, white: bool) -> usize {
        self.board
            .values()
            .filter(|p| p.white == white && p.gipf)
            .count()
    }

    fn remove(&mut self, remover: bool, set: &BTreeSet<Pt>) {
        for p in set {
            let piece = self.board.remove(p).expect("removing a piece");
            let value = if piece.gipf { 2 } else { 1 };
            if piece.white == remover {
                self.reserves[idx(remover)] += value;
            } else {
                self.captures[idx(remover)] += value;
            }
        }
        if self.variant != "basic" {
            let exempt = |w: bool| self.status[idx(w)] == 'n';
            if !exempt(!remover) && self.gipf_count(!remover) == 0 {
                self.stage = if remover { "w+" } else { "b+" };
            } else if !exempt(remover) && self.gipf_count(remover) == 0 {
                self.stage = if remover { "b+" } else { "w+" };
            }
        }
    }

    fn play(&mut self, text: &str) {
        let me = self.white_turn;
        if text == "done" {
            self.stage = "o";
        } else if text.starts_with('x') {
            let remover = if self.stage == "o" { !me } else { me };
            let set = self
                .removals(remover, self.stage == "o")
                .into_iter()
                .find(|s| self.removal_text(s) == text)
                .expect("a listed removal");
            self.remove(remover, &set);
        } else {
            let (_, (dot, dir), gipf) = self
                .pushes()
                .into_iter()
                .find(|(t, _, _)| t == text)
                .expect("a listed push");
            let mut run = vec![];
            let mut p = add(dot, dir);
            while self.board.contains_key(&p) {
                run.push(p);
                p = add(p, dir);
            }
            for q in run.iter().rev() {
                let piece = self.board.remove(q).expect("run piece");
                self.board.insert(add(*q, dir), piece);
            }
            self.board.insert(add(dot, dir), Piece { white: me, gipf });
            let i = idx(me);
            self.reserves[i] -= if gipf { 2 } else { 1 };
            if self.variant == "tournament" {
                self.status[i] = if gipf && self.status[i] != 's' {
                    'g'
                } else {
                    's'
                };
            }
            self.stage = "m";
        }
        self.settle();
    }

    fn settle(&mut self) {
        loop {
            let me = self.white_turn;
            match self.stage {
                "p" => {
                    let (s, g) = self.push_kinds(me);
                    let can_push = (s || g) && Ref::entries().into_iter().any(|e| self.open(e));
                    if !can_push && self.removals(me, false).is_empty() {
                        self.stage = if me { "b+" } else { "w+" };
                    }
                    return;
                }
                "m" => {
                    let mut n = self.removals(me, false);
                    let rows = self.rows(me);
                    let done = !rows.is_empty() && rows.iter().all(|r| r.optional);
                    match (n.len(), done) {
                        (0, _) => self.stage = "o",
                        (1, false) => {
                            let s = n.remove(0);
                            self.remove(me, &s);
                        }
                        _ => return,
                    }
                }
                "o" => {
                    let mut n = self.removals(!me, true);
                    match n.len() {
                        0 => {
                            self.white_turn = !me;
                            self.stage = "p";
                        }
                        1 => {
                            let s = n.remove(0);
                            self.remove(!me, &s);
                        }
                        _ => return,
                    }
                }
                _ => return,
            }
        }
    }
}

/// Plays `games` random games on both implementations; returns (plies, games that ended).
/// How the random games choose among the legal actions.
#[derive(Clone, Copy, Debug)]
enum Policy {
    /// Uniformly.
    Uniform,
    /// Removing as few GIPF pieces as possible, so GIPF games run long.
    KeepGipf,
    /// GIPF pushes whenever allowed, then as `Greedy`: many GIPF pieces, so all-GIPF
    /// (optional) rows appear.
    GipfFirst,
    /// Maximising the decider's reserve plus captures (scored with the crate), so rows are
    /// made and removed all the time.
    Greedy,
}

fn choose<'a>(policy: Policy, p: &Position, legal: &'a [String], rng: &mut Rng) -> &'a String {
    let score = |t: &String| -> i64 {
        match policy {
            Policy::Uniform => 0,
            Policy::KeepGipf => {
                if t.starts_with('x') {
                    -(t.matches('G').count() as i64)
                } else {
                    0
                }
            }
            Policy::Greedy | Policy::GipfFirst => {
                let me = p.decider().unwrap();
                let q = p.after(p.parse_action(t).unwrap()).unwrap();
                let won = q
                    .outcome()
                    .map_or(0, |o| if o.winner == me { 1000 } else { -1000 });
                let gipf_push =
                    i64::from(matches!(policy, Policy::GipfFirst) && t.starts_with('G'));
                gipf_push * 100 + won + i64::from(q.reserve(me)) + i64::from(q.captured(me))
                    - i64::from(q.board().gipf_count(me) == 0) * 50
            }
        }
    };
    let best = legal.iter().map(score).max().unwrap_or(0);
    let choices: Vec<&String> = legal.iter().filter(|t| score(t) == best).collect();
    choices[rng.below(choices.len())]
}

fn compare_games(start: &str, games: u64, seed0: u64, policy: Policy) -> (usize, usize) {
    let variant = start.split(' ').next().unwrap_or_default();
    let (mut plies, mut ended) = (0, 0);
    // Decisions seen: removal offered before a push, mover's removal, opponent's removal,
    // `done` offered.
    let mut seen = [0usize; 4];
    for seed in seed0..seed0 + games {
        let mut rng = Rng::new(seed);
        let (mut r, mut p) = match start.parse::<Variant>() {
            Ok(v) => (Ref::start(v.name()), Position::start(v)),
            Err(_) => (Ref::parse(start), start.parse::<Position>().unwrap()),
        };
        for ply in 0..2000 {
            let legal = r.legal();
            let mut mine: Vec<String> = p.legal_actions().iter().map(|a| a.to_string()).collect();
            mine.sort();
            assert_eq!(
                mine,
                legal,
                "seed {seed} ply {ply}: legal actions in {}",
                r.string()
            );
            assert_eq!(p.to_string(), r.string(), "seed {seed} ply {ply}");
            let decider = p.decider().map_or('-', |c| c.letter());
            assert_eq!(
                decider,
                r.decider(),
                "seed {seed} ply {ply}: decider in {}",
                r.string()
            );
            if legal.is_empty() {
                ended += 1;
                break;
            }
            plies += 1;
            let kind = match (r.stage, legal.iter().any(|t| t.starts_with('x'))) {
                ("p", true) => 0,
                ("m", _) => 1,
                ("o", _) => 2,
                _ => 3,
            };
            if kind < 3 {
                seen[kind] += 1;
            }
            seen[3] += usize::from(legal.iter().any(|t| t == "done"));
            let pick = choose(policy, &p, &legal, &mut rng);
            r.play(pick);
            p.play_text(pick).unwrap();
        }
    }
    eprintln!("{variant} {policy:?}: pre-push removal, m, o, done offered: {seen:?}");
    (plies, ended)
}

#[test]
fn reference_agrees_on_random_basic_games() {
    for policy in [Policy::Uniform, Policy::KeepGipf, Policy::Greedy] {
        let (plies, ended) = compare_games("basic", 100, 1, policy);
        eprintln!("basic ({policy:?}): {plies} decisions, {ended} games ended");
        assert!(ended > 100 / 2, "most random games reach their end");
    }
}

#[test]
fn reference_agrees_on_random_standard_games() {
    for policy in [Policy::Uniform, Policy::KeepGipf, Policy::Greedy] {
        let (plies, ended) = compare_games("standard", 100, 1000, policy);
        eprintln!("standard ({policy:?}): {plies} decisions, {ended} games ended");
        assert!(ended > 100 / 2, "most random games reach their end");
    }
}

#[test]
fn reference_agrees_on_random_tournament_games() {
    for policy in [Policy::Uniform, Policy::KeepGipf, Policy::Greedy] {
        let (plies, ended) = compare_games("tournament", 100, 2000, policy);
        eprintln!("tournament ({policy:?}): {plies} decisions, {ended} games ended");
        assert!(ended > 100 / 2, "most random games reach their end");
    }
}

#[test]
fn reference_agrees_on_gipf_heavy_games() {
    const P2: &str = "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg";
    for (start, policy) in [
        ("tournament", Policy::GipfFirst),
        (P2, Policy::Uniform),
        (P2, Policy::KeepGipf),
        (P2, Policy::Greedy),
        (P2, Policy::GipfFirst),
    ] {
        let (plies, ended) = compare_games(start, 100, 3000, policy);
        eprintln!("{start} ({policy:?}): {plies} decisions, {ended} games ended");
        assert!(ended > 100 / 2, "most random games reach their end");
    }
}
