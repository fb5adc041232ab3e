//! A second, deliberately naive implementation of POTENTIALS.md (coordinates, strings and
//! loops, nothing shared with the crate), compared with the crate through random games from
//! both presets and the mid-game positions of POTENTIALS-PERFT.md: the same legal actions,
//! position strings and deciders at every step. Move policies make uses, stacks, TAMSK
//! decisions and pre-push removals happen; the test counts how often each occurred.
//! It plays COMBINING.md's challenges option too (stages `c` and `r`, the ninth and tenth
//! fields), compared in the same way from both presets and COMBINING-PERFT.md's positions.
//! One topic: the second implementation is whole.

use std::collections::{BTreeMap, BTreeSet};

use gipf_rules::Position;

use crate::props::Rng;

// The geometry is the classic reference's (coordinates and loops, nothing of the crate).
use crate::reference::{add, is_point, is_spot, name, Pt, Ref as ClassicRef, DIRS};

const KINDS: [char; 5] = ['T', 'Z', 'D', 'Y', 'P'];

/// What a spot holds: a base token (`w`, `W`, `wT`, `wz`, ...) and caps bottom to top, each
/// a colour letter (`w`/`b`); the caps' kind is `d` or `p`.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Cell {
    base: String,
    caps: Vec<char>,
    cap_kind: char,
}

impl Cell {
    fn plain(base: &str) -> Cell {
        Cell {
            base: base.to_string(),
            caps: Vec::new(),
            cap_kind: ' ',
        }
    }
    fn base_color(&self) -> char {
        self.base.chars().next().unwrap().to_ascii_lowercase()
    }
    fn color(&self) -> char {
        *self.caps.last().unwrap_or(&self.base_color())
    }
    fn is_gipf_base(&self) -> bool {
        self.base.chars().next().unwrap().is_ascii_uppercase()
    }
    fn loaded(&self) -> Option<char> {
        let c: Vec<char> = self.base.chars().collect();
        (self.caps.is_empty() && c.len() == 2 && c[1].is_ascii_uppercase()).then(|| c[1])
    }
    fn base_loaded_kind(&self) -> Option<char> {
        let c: Vec<char> = self.base.chars().collect();
        (c.len() == 2 && c[1].is_ascii_uppercase()).then(|| c[1])
    }
    fn used_alone(&self) -> bool {
        let c: Vec<char> = self.base.chars().collect();
        c.len() == 2 && c[1].is_ascii_lowercase()
    }
    fn keepable(&self) -> bool {
        self.caps.is_empty() && (self.is_gipf_base() || self.loaded().is_some())
    }
    /// The kind of cap that may stand on the base: `d` or `p`.
    fn accepts(&self) -> Option<char> {
        if self.is_gipf_base() || self.base_loaded_kind() == Some('P') {
            Some('p')
        } else if self.base_loaded_kind().is_none() || self.base_loaded_kind() == Some('D') {
            Some('d')
        } else {
            None
        }
    }
    fn token(&self) -> String {
        if self.caps.is_empty() {
            return self.base.clone();
        }
        let caps: String = self
            .caps
            .iter()
            .map(|c| format!("{c}{}", self.cap_kind))
            .collect();
        format!("({}{caps})", self.base)
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
struct Ref {
    variant: String,
    board: BTreeMap<Pt, Cell>,
    white_turn: bool,
    stage: String,
    reserves: [u32; 2],
    captures: [u32; 2],
    status: [char; 2],
    hands: [[u32; 5]; 2],
    /// The challenges option: the trial word, the attempts left, the pending use.
    challenges: Option<(String, [u32; 2], Option<String>)>,
}

fn idx(c: char) -> usize {
    usize::from(c == 'b')
}

fn other(c: char) -> char {
    if c == 'w' {
        'b'
    } else {
        'w'
    }
}

fn column_spots(x: i32) -> Vec<Pt> {
    (1..=7).map(|y| (x, y)).filter(|&p| is_spot(p)).collect()
}

fn lines() -> Vec<Vec<Pt>> {
    ClassicRef::lines()
}

/// Every entry: the dot, its direction, and the spots of the line in push order.
fn entries() -> Vec<(Pt, Vec<Pt>)> {
    let mut out = Vec::new();
    for x in 0..9 {
        for y in 0..9 {
            let d = (x, y);
            if !is_point(d) || is_spot(d) {
                continue;
            }
            for dir in DIRS {
                let mut p = add(d, dir);
                let mut line = Vec::new();
                while is_spot(p) {
                    line.push(p);
                    p = add(p, dir);
                }
                if !line.is_empty() {
                    out.push((d, line));
                }
            }
        }
    }
    out
}

impl Ref {
    fn parse(text: &str) -> Ref {
        let f: Vec<&str> = text.split(' ').collect();
        let mut board = BTreeMap::new();
        for (i, col) in f[1].split('/').enumerate() {
            let spots = column_spots(i as i32 + 1);
            let chars: Vec<char> = col.chars().collect();
            let (mut k, mut j) = (0, 0);
            while j < chars.len() {
                let c = chars[j];
                if let Some(d) = c.to_digit(10) {
                    k += d as usize;
                    j += 1;
                    continue;
                }
                let stacked = c == '(';
                if stacked {
                    j += 1;
                }
                let mut base = chars[j].to_string();
                j += 1;
                if chars[j - 1].is_ascii_lowercase()
                    && j < chars.len()
                    && (KINDS.contains(&chars[j]) || "tzy".contains(chars[j]))
                {
                    base.push(chars[j]);
                    j += 1;
                }
                let mut cell = Cell::plain(&base);
                if stacked {
                    while chars[j] != ')' {
                        cell.caps.push(chars[j]);
                        cell.cap_kind = chars[j + 1];
                        j += 2;
                    }
                    j += 1;
                }
                board.insert(spots[k], cell);
                k += 1;
            }
        }
        let pair = |t: &str| -> [u32; 2] {
            let (a, b) = t.split_once('/').unwrap();
            [a.parse().unwrap(), b.parse().unwrap()]
        };
        let hand = |t: &str| -> [u32; 5] {
            let mut h = [0; 5];
            let mut kind = 0;
            let mut n = String::new();
            for c in t.chars().chain(std::iter::once('.')) {
                if c.is_ascii_digit() {
                    n.push(c);
                    continue;
                }
                if !n.is_empty() {
                    h[kind] = n.parse().unwrap();
                    n.clear();
                }
                if let Some(k) = KINDS.iter().position(|&x| x == c) {
                    kind = k;
                }
            }
            h
        };
        let (hw, hb) = f[7].split_once('/').unwrap();
        let st: Vec<char> = f[6].chars().collect();
        Ref {
            variant: f[0].to_string(),
            board,
            white_turn: f[2] == "w",
            stage: f[3].to_string(),
            reserves: pair(f[4]),
            captures: pair(f[5]),
            status: [st[0], st[1]],
            hands: [hand(hw), hand(hb)],
            challenges: f.get(8).map(|c| {
                let (trial, counts) = c.split_once(':').unwrap();
                let pending = (f[9] != "-").then(|| f[9].to_string());
                (trial.to_string(), pair(counts), pending)
            }),
        }
    }

    fn string(&self) -> String {
        let mut cols = Vec::new();
        for x in 1..=7 {
            let mut col = String::new();
            let mut empty = 0;
            for p in column_spots(x) {
                match self.board.get(&p) {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            col.push_str(&empty.to_string());
                            empty = 0;
                        }
                        col.push_str(&c.token());
                    }
                }
            }
            if empty > 0 {
                col.push_str(&empty.to_string());
            }
            cols.push(col);
        }
        let hand = |h: &[u32; 5]| -> String {
            let s: String = (0..5)
                .filter(|&k| h[k] > 0)
                .map(|k| format!("{}{}", KINDS[k], h[k]))
                .collect();
            if s.is_empty() {
                "-".into()
            } else {
                s
            }
        };
        let challenges = match &self.challenges {
            None => String::new(),
            Some((trial, a, pending)) => format!(
                " {trial}:{}/{} {}",
                a[0],
                a[1],
                pending.as_deref().unwrap_or("-")
            ),
        };
        format!(
            "{} {} {} {} {}/{} {}/{} {}{} {}/{}{challenges}",
            self.variant,
            cols.join("/"),
            self.turn(),
            self.stage,
            self.reserves[0],
            self.reserves[1],
            self.captures[0],
            self.captures[1],
            self.status[0],
            self.status[1],
            hand(&self.hands[0]),
            hand(&self.hands[1])
        )
    }

    fn turn(&self) -> char {
        if self.white_turn {
            'w'
        } else {
            'b'
        }
    }

    fn decider(&self) -> Option<char> {
        match self.stage.as_str() {
            "p" | "m" | "pm" => Some(self.turn()),
            "o" | "po" => Some(other(self.turn())),
            "t" => Some(self.board[&(4, 4)].color()),
            "c" => Some(self.challenger()),
            "r" => Some('r'),
            _ => None,
        }
    }

    /// The user of a use: the owner of the piece on e5 for a TAMSK push, else the turn owner.
    fn user_of(&self, action: &str) -> char {
        if action.starts_with("T:") {
            self.board[&(4, 4)].color()
        } else {
            self.turn()
        }
    }

    /// The challenger of the pending use.
    fn challenger(&self) -> char {
        let pending = self.challenges.as_ref().and_then(|c| c.2.clone());
        other(self.user_of(pending.as_deref().unwrap_or("")))
    }

    /// Rows of colour `c`: (run, extension, optional).
    fn rows(&self, c: char) -> Vec<(Vec<Pt>, Vec<Pt>, bool)> {
        let mut out = Vec::new();
        for line in lines() {
            let mut i = 0;
            while i < line.len() {
                let mine = |p: &Pt| self.board.get(p).is_some_and(|x| x.color() == c);
                if !mine(&line[i]) {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < line.len() && mine(&line[i]) {
                    i += 1;
                }
                if i - start < 4 {
                    continue;
                }
                let (mut lo, mut hi) = (start, i);
                while lo > 0 && self.board.contains_key(&line[lo - 1]) {
                    lo -= 1;
                }
                while hi < line.len() && self.board.contains_key(&line[hi]) {
                    hi += 1;
                }
                let run = line[start..i].to_vec();
                let optional = run
                    .iter()
                    .all(|p| self.board[p].is_gipf_base() && self.board[p].caps.is_empty());
                out.push((run, line[lo..hi].to_vec(), optional));
            }
        }
        out
    }

    fn removal_text(&self, set: &BTreeSet<Pt>) -> String {
        let items: Vec<String> = set
            .iter()
            .map(|p| {
                let c = &self.board[p];
                let mark = if !c.caps.is_empty() {
                    String::new()
                } else if c.is_gipf_base() {
                    "G".into()
                } else {
                    c.loaded().map(String::from).unwrap_or_default()
                };
                format!("{mark}{}", name(*p))
            })
            .collect();
        format!("x{}", items.join(","))
    }

    /// The removals of colour `c` (all rows, or compulsory ones only): each as its set.
    fn removals(&self, c: char, compulsory_only: bool) -> Vec<BTreeSet<Pt>> {
        let mut out: Vec<BTreeSet<Pt>> = Vec::new();
        for (run, ext, optional) in self.rows(c) {
            if compulsory_only && optional {
                continue;
            }
            let keepable: Vec<Pt> = ext
                .iter()
                .copied()
                .filter(|p| self.board[p].keepable())
                .collect();
            for mask in 0..(1u32 << keepable.len()) {
                let keep: BTreeSet<Pt> = (0..keepable.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| keepable[i])
                    .collect();
                let removed: BTreeSet<Pt> =
                    ext.iter().copied().filter(|p| !keep.contains(p)).collect();
                if removed.is_empty() {
                    continue;
                }
                if !optional && !run.iter().any(|p| removed.contains(p)) {
                    continue;
                }
                if !out.contains(&removed) {
                    out.push(removed);
                }
            }
        }
        out
    }

    fn uses(&self) -> Vec<(char, Pt, Pt)> {
        let me = self.turn();
        let mut out = Vec::new();
        for (&s, cell) in &self.board {
            if cell.color() != me {
                continue;
            }
            let Some(k) = cell.loaded() else { continue };
            for d in DIRS {
                match k {
                    'Z' => {
                        let mut p = add(s, d);
                        if !self.board.contains_key(&p) {
                            continue;
                        }
                        while self.board.contains_key(&p) {
                            p = add(p, d);
                        }
                        if is_spot(p) {
                            out.push(('Z', s, p));
                        }
                    }
                    'Y' => {
                        let mut p = add(s, d);
                        while is_spot(p) && !self.board.contains_key(&p) {
                            out.push(('Y', s, p));
                            p = add(p, d);
                        }
                    }
                    'D' | 'P' => {
                        let p = add(s, d);
                        if let Some(t) = self.board.get(&p) {
                            let want = if k == 'D' { 'd' } else { 'p' };
                            if t.color() != me && t.accepts() == Some(want) {
                                out.push((k, s, p));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        out
    }

    fn push_kinds(&self) -> Vec<String> {
        let me = self.turn();
        let i = idx(me);
        let r = self.reserves[i];
        let hand: Vec<String> = (0..5)
            .filter(|&k| self.hands[i][k] > 0)
            .map(|k| KINDS[k].to_string())
            .collect();
        let mut kinds = Vec::new();
        let (gipf, loaded, basic) = match (self.variant.as_str(), self.status[i]) {
            ("tournament", 'n') => (true, false, false),
            ("tournament", 'g') => (true, true, true),
            ("tournament", 's') => (false, false, true),
            _ => (false, true, true),
        };
        if gipf && r >= 2 {
            kinds.push("G".to_string());
        }
        if loaded && r >= 1 {
            kinds.extend(hand);
        }
        if basic && r >= 1 {
            kinds.push(String::new());
        }
        kinds
    }

    fn legal(&self) -> Vec<String> {
        let me = self.turn();
        let mut out = Vec::new();
        let open: Vec<(Pt, Vec<Pt>)> = entries()
            .into_iter()
            .filter(|(_, l)| l.iter().any(|p| !self.board.contains_key(p)))
            .collect();
        let removals = |c: char, compulsory: bool| -> Vec<String> {
            self.removals(c, compulsory)
                .iter()
                .map(|s| self.removal_text(s))
                .collect()
        };
        match self.stage.as_str() {
            "p" => {
                for kind in self.push_kinds() {
                    for (d, l) in &open {
                        out.push(format!("{kind}{}-{}", name(*d), name(l[0])));
                    }
                }
                for (k, from, to) in self.uses() {
                    out.push(format!("{k}:{}-{}", name(from), name(to)));
                }
                out.extend(removals(me, false));
            }
            "t" => {
                for (d, l) in &open {
                    out.push(format!("T:{}-{}", name(*d), name(l[0])));
                }
                out.push("keep".into());
            }
            "m" => {
                out.extend(removals(me, false));
                let rows = self.rows(me);
                if !rows.is_empty() && rows.iter().all(|r| r.2) {
                    out.push("done".into());
                }
            }
            "pm" => out.extend(removals(me, true)),
            "o" | "po" => out.extend(removals(other(me), true)),
            "c" => out.extend(["allow".to_string(), "challenge".to_string()]),
            "r" => out.extend(["lost".to_string(), "won".to_string()]),
            _ => {}
        }
        out.sort();
        out
    }

    /// Pushes a cell in along the entry from `dot` whose first spot is `first`; returns
    /// whether a TAMSK-loaded piece arrived on e5.
    fn push_cell(&mut self, dot: Pt, first: Pt, cell: Cell) -> bool {
        let dir = (first.0 - dot.0, first.1 - dot.1);
        let mut line = Vec::new();
        let mut p = first;
        while is_spot(p) {
            line.push(p);
            p = add(p, dir);
        }
        let gap = line
            .iter()
            .position(|p| !self.board.contains_key(p))
            .unwrap();
        for i in (1..=gap).rev() {
            let moved = self.board.remove(&line[i - 1]).unwrap();
            self.board.insert(line[i], moved);
        }
        self.board.insert(line[0], cell);
        line[..=gap].contains(&(4, 4)) && self.board[&(4, 4)].loaded() == Some('T')
    }

    fn gipf_count(&self, c: char) -> usize {
        self.board
            .values()
            .filter(|x| x.is_gipf_base() && x.color() == c)
            .count()
    }

    fn exempt(&self, c: char) -> bool {
        self.variant == "basic" || self.status[idx(c)] == 'n'
    }

    fn gipf_check(&mut self, actor: char) {
        if self.variant == "basic" {
            return;
        }
        let opp = other(actor);
        if !self.exempt(opp) && self.gipf_count(opp) == 0 {
            self.stage = format!("{actor}+");
        } else if !self.exempt(actor) && self.gipf_count(actor) == 0 {
            self.stage = format!("{opp}+");
        }
    }

    fn remove(&mut self, remover: char, set: &BTreeSet<Pt>) {
        for p in set {
            let cell = self.board.get_mut(p).unwrap();
            if cell.caps.pop().is_some() {
                continue;
            }
            let cell = self.board.remove(p).unwrap();
            let value = if cell.is_gipf_base() {
                2
            } else if cell.used_alone() {
                0
            } else {
                1
            };
            if cell.base_color() == remover {
                self.reserves[idx(remover)] += value;
            } else {
                self.captures[idx(remover)] += value;
            }
        }
        self.gipf_check(remover);
    }

    fn has_compulsory(&self, c: char) -> bool {
        self.rows(c).iter().any(|r| !r.2)
    }

    /// Plays an action with the challenges option (COMBINING.md §3-§6), then as without it.
    fn play(&mut self, action: &str) {
        let is_use = action.as_bytes().get(1) == Some(&b':');
        let user = if is_use { self.user_of(action) } else { 'w' };
        let Some((_, attempts, pending)) = self.challenges.as_mut() else {
            return self.apply(action);
        };
        match action {
            _ if is_use && attempts[idx(other(user))] > 0 => {
                *pending = Some(action.to_string());
                self.stage = "c".into();
            }
            "challenge" => {
                let challenger = self.challenger();
                if let Some((_, a, _)) = self.challenges.as_mut() {
                    a[idx(challenger)] -= 1;
                }
                self.stage = "r".into();
            }
            "allow" | "won" => {
                let used = pending.take().unwrap();
                self.stage = if used.starts_with("T:") { "t" } else { "p" }.into();
                self.apply(&used);
            }
            "lost" => {
                let used = pending.take().unwrap();
                let owner = self.user_of(&used);
                let (spot, stage) = if used.starts_with("T:") {
                    ((4, 4), "m")
                } else {
                    let b = used.as_bytes();
                    let x = i32::from(b[2] - b'a');
                    ((x, i32::from(b[3] - b'0') - 1 + (x - 4).max(0)), "p")
                };
                self.board.insert(spot, Cell::plain(&owner.to_string()));
                self.stage = stage.into();
                self.settle();
            }
            _ => self.apply(action),
        }
    }

    /// Plays an action as POTENTIALS.md says (no challenge).
    fn apply(&mut self, action: &str) {
        let me = self.turn();
        let point = |s: &str| -> Pt {
            let b = s.as_bytes();
            let x = i32::from(b[0] - b'a');
            let n = i32::from(b[1] - b'0');
            (x, n - 1 + (x - 4).max(0))
        };
        if action == "keep" {
            self.stage = "m".into();
        } else if action == "done" {
            self.stage = "o".into();
        } else if let Some(rest) = action.strip_prefix('x') {
            let set: BTreeSet<Pt> = rest.split(',').map(|t| point(&t[t.len() - 2..])).collect();
            let remover = if self.stage == "o" || self.stage == "po" {
                other(me)
            } else {
                me
            };
            let before = self.stage.clone();
            self.remove(remover, &set);
            if before == "p"
                && self.stage == "p"
                && (self.has_compulsory(me) || self.has_compulsory(other(me)))
            {
                self.stage = "pm".into();
            }
        } else if let Some(rest) = action.strip_prefix("T:") {
            let (d, f) = rest.split_once('-').unwrap();
            let owner = self.board[&(4, 4)].color();
            self.board.insert((4, 4), Cell::plain(&owner.to_string()));
            let arrived = self.push_cell(point(d), point(f), Cell::plain(&format!("{owner}t")));
            self.stage = if arrived { "t" } else { "m" }.into();
        } else if action.as_bytes().get(1) == Some(&b':') {
            let k = action.chars().next().unwrap();
            let (a, b) = action[2..].split_once('-').unwrap();
            let (from, to) = (point(a), point(b));
            self.board.insert(from, Cell::plain(&me.to_string()));
            match k {
                'Z' | 'Y' => {
                    let used = format!("{me}{}", k.to_ascii_lowercase());
                    self.board.insert(to, Cell::plain(&used));
                }
                _ => {
                    let t = self.board.get_mut(&to).unwrap();
                    t.cap_kind = if k == 'D' { 'd' } else { 'p' };
                    t.caps.push(me);
                }
            }
            self.stage = "m".into();
            if k == 'P' {
                self.gipf_check(me);
            }
        } else {
            // A push from the reserve: [G|K]<dot>-<first>.
            let (mark, rest) = if action.as_bytes()[1].is_ascii_alphabetic() {
                (action.chars().next(), &action[1..])
            } else {
                (None, action)
            };
            let (d, f) = rest.split_once('-').unwrap();
            let i = idx(me);
            let (token, cost) = match mark {
                Some('G') => (me.to_ascii_uppercase().to_string(), 2),
                Some(k) => (format!("{me}{k}"), 1),
                None => (me.to_string(), 1),
            };
            let arrived = self.push_cell(point(d), point(f), Cell::plain(&token));
            self.reserves[i] -= cost;
            match mark {
                Some('G') => {}
                Some(k) => self.hands[i][KINDS.iter().position(|&x| x == k).unwrap()] -= 1,
                None => self.hands[i] = [0; 5],
            }
            if self.variant == "tournament" {
                self.status[i] = match mark {
                    Some('G') => 'g',
                    Some(_) if self.hands[i].iter().any(|&n| n > 0) => 'l',
                    _ => 's',
                };
            }
            self.stage = if arrived { "t" } else { "m" }.into();
        }
        self.settle();
    }

    /// Goes through the stages that hold no decision (POTENTIALS.md §8, §10).
    fn settle(&mut self) {
        loop {
            let me = self.turn();
            if self.stage.ends_with('+') || self.stage == "c" || self.stage == "r" {
                return;
            }
            if self.stage == "p" {
                if self.legal().is_empty() {
                    self.stage = format!("{}+", other(me));
                }
                return;
            }
            let options = self.legal();
            if self.stage == "t" {
                if options.len() == 1 {
                    self.stage = "m".into();
                    continue;
                }
                return;
            }
            match options.len() {
                0 => {
                    self.stage = match self.stage.as_str() {
                        "m" => "o".into(),
                        "pm" => "po".into(),
                        "o" if self.has_compulsory(me) => "m".into(),
                        "o" => {
                            self.white_turn = !self.white_turn;
                            "p".into()
                        }
                        "po" if self.has_compulsory(me) => "pm".into(),
                        _ => "p".into(),
                    }
                }
                1 => {
                    let only = options[0].clone();
                    let remover = if self.stage == "o" || self.stage == "po" {
                        other(me)
                    } else {
                        me
                    };
                    let set: BTreeSet<Pt> = only[1..]
                        .split(',')
                        .map(|t| {
                            let b = &t.as_bytes()[t.len() - 2..];
                            let x = i32::from(b[0] - b'a');
                            (x, i32::from(b[1] - b'0') - 1 + (x - 4).max(0))
                        })
                        .collect();
                    self.remove(remover, &set);
                }
                _ => return,
            }
        }
    }
}

/// How often the random games reached each situation the potentials add.
#[derive(Default, Debug)]
struct Seen {
    uses: [u32; 5],
    stacks: u32,
    tall_stacks: u32,
    tamsk_decisions: u32,
    tamsk_chains: u32,
    tamsk_in_opponents_turn: u32,
    pre_push_removals: u32,
    pm_stages: u32,
    conversions_won: u32,
    steps: u32,
}

fn compare(start: &str, seed: u64, policy: u32, max_plies: usize, seen: &mut Seen) {
    let mut rng = Rng::new(seed);
    let mut p: Position = start.parse().unwrap();
    let mut r = Ref::parse(start);
    // Basic pieces are never made or lost (board bases, reserve, captured by the other);
    // hands only shrink.
    let basics = |r: &Ref| -> [u32; 2] {
        let mut n = [r.reserves[0] + r.captures[1], r.reserves[1] + r.captures[0]];
        for c in r.board.values() {
            n[idx(c.base_color())] += if c.is_gipf_base() {
                2
            } else if c.used_alone() {
                0
            } else {
                1
            };
        }
        n
    };
    let total = basics(&r);
    let mut hands = r.hands;
    for _ in 0..max_plies {
        assert_eq!(basics(&r), total, "basic pieces in {}", r.string());
        let grew = r
            .hands
            .iter()
            .zip(&hands)
            .any(|(now, before)| now.iter().zip(before).any(|(n, b)| n > b));
        assert!(!grew, "a hand grew in {}", r.string());
        hands = r.hands;
        let text = p.to_string();
        assert_eq!(
            text,
            r.string(),
            "position after seed {seed} policy {policy}"
        );
        assert_eq!(
            p.decided_by().map(|d| d.letter()),
            r.decider(),
            "decider in {text}"
        );
        let mut legal: Vec<String> = p.legal_actions().iter().map(|a| a.to_string()).collect();
        legal.sort();
        assert_eq!(legal, r.legal(), "legal actions in {text}");
        seen.steps += 1;
        if legal.is_empty() {
            // Lost on GIPF pieces while a converted one stands.
            if p.outcome()
                .is_some_and(|o| o.reason == gipf_rules::WinReason::NoGipfLeft)
                && (text.contains("(W") || text.contains("(B"))
            {
                seen.conversions_won += 1;
            }
            break;
        }
        let prefer = |f: &dyn Fn(&str) -> bool, rng: &mut Rng| -> Option<String> {
            let pick: Vec<&String> = legal.iter().filter(|a| f(a)).collect();
            (!pick.is_empty()).then(|| pick[rng.below(pick.len())].clone())
        };
        let chosen = match policy {
            1 if rng.below(10) < 7 => prefer(&|a| a.as_bytes().get(1) == Some(&b':'), &mut rng),
            2 if rng.below(10) < 6 => prefer(
                &|a| {
                    a.starts_with("T:")
                        || a.starts_with('T')
                        || a.starts_with('D')
                        || a.starts_with('P')
                },
                &mut rng,
            ),
            3 if r.stage == "p" && rng.below(10) < 8 => prefer(&|a| a.starts_with('x'), &mut rng)
                .or_else(|| prefer(&|a| a.starts_with('G'), &mut rng)),
            _ => None,
        }
        .unwrap_or_else(|| legal[rng.below(legal.len())].clone());
        let stage = r.stage.clone();
        match stage.as_str() {
            "t" => {
                seen.tamsk_decisions += 1;
                if r.decider() != Some(r.turn()) {
                    seen.tamsk_in_opponents_turn += 1;
                }
            }
            "p" if chosen.starts_with('x') => seen.pre_push_removals += 1,
            "pm" => seen.pm_stages += 1,
            _ => {}
        }
        if let Some(k) = KINDS
            .iter()
            .position(|&k| chosen.starts_with(k) && chosen.as_bytes()[1] == b':')
        {
            seen.uses[k] += 1;
        }
        let was_t = stage == "t" && chosen.starts_with("T:");
        p.play_text(&chosen).unwrap();
        r.play(&chosen);
        if was_t && r.stage == "t" {
            seen.tamsk_chains += 1;
        }
        let caps: Vec<usize> = r.board.values().map(|c| c.caps.len()).collect();
        seen.stacks += caps.iter().filter(|&&n| n >= 1).count() as u32;
        seen.tall_stacks += caps.iter().filter(|&&n| n >= 2).count() as u32;
        assert_eq!(p.hash(), p.compute_hash(), "hash after {chosen}");
    }
}

#[test]
fn the_reference_agrees_with_the_crate_on_random_potentials_games() {
    let starts = [
        "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3",
        "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3",
        "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1",
        "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w t 4/7 0/0 ss P1/Z1D1",
        "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6",
        "basic b2w/5/6/w5b/6/5/b2w w p 15/15 0/0 ss D9P9/Z9Y9",
        // POTENTIALS.md §12: an optional row whose removal uncovers a compulsory one (pm).
        "tournament 3b/5/6/WWWW(wbd)2/6/5/B3 w p 6/10 0/0 gs -/-",
        "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn D2P2/D2P2",
    ];
    let mut seen = Seen::default();
    let mut games = 0;
    for (i, start) in starts.iter().enumerate() {
        for seed in 0..30u64 {
            for policy in 0..4 {
                compare(start, seed * 31 + i as u64, policy, 120, &mut seen);
                games += 1;
            }
        }
    }
    println!("{games} games, {seen:?}");
    assert!(seen.uses.iter().all(|&n| n > 20), "{seen:?}");
    assert!(seen.stacks > 100 && seen.tall_stacks > 0, "{seen:?}");
    assert!(
        seen.tamsk_decisions > 20 && seen.tamsk_in_opponents_turn > 0,
        "{seen:?}"
    );
    assert!(seen.pre_push_removals > 0 && seen.pm_stages > 0, "{seen:?}");
    assert!(
        seen.tamsk_chains > 0 && seen.conversions_won > 0,
        "{seen:?}"
    );
}

/// How often the random games with the challenges option reached each of its paths.
#[derive(Default, Debug)]
struct SeenChallenges {
    /// Challenges of each kind of use, in the order `T Z D Y P`.
    challenged: [u32; 5],
    allowed: u32,
    won: u32,
    lost: u32,
    /// A TAMSK push challenged whose piece arrived by a TAMSK push (a chain).
    tamsk_chain_challenges: u32,
    /// A TAMSK push challenged by the turn owner (the push was made in his turn).
    tamsk_opponents_turn_challenges: u32,
    /// A lost challenge whose user then chose another use at the same stage `p`.
    lost_then_another_use: u32,
    /// A lost challenge that left the user no action (he lost the game).
    lost_then_no_action: u32,
    /// Uses that took effect at once because the challenger had no attempt left.
    unchallengeable_uses: u32,
    steps: u32,
}

/// One random game with the challenges option, the crate and the reference compared at
/// every step; `policy` 0 plays at random, 1 prefers uses and challenges, 2 prefers TAMSK
/// (loaded pushes, TAMSK pushes) and challenges, 3 prefers uses and allows.
fn compare_challenges(
    start: &str,
    seed: u64,
    policy: u32,
    max_plies: usize,
    seen: &mut SeenChallenges,
) {
    let mut rng = Rng::new(seed);
    let mut p: Position = start.parse().unwrap();
    let mut r = Ref::parse(start);
    let mut attempts = r.challenges.as_ref().map(|c| c.1).unwrap();
    // Whether the TAMSK piece now on e5 arrived by a TAMSK push.
    let mut chain = false;
    let mut chosen_in_chain = false;
    let mut after_loss = false;
    for _ in 0..max_plies {
        let text = p.to_string();
        assert_eq!(
            text,
            r.string(),
            "position after seed {seed} policy {policy}"
        );
        assert_eq!(p.decided_by().map(|d| d.letter()), r.decider(), "{text}");
        let mut legal: Vec<String> = p.legal_actions().iter().map(|a| a.to_string()).collect();
        legal.sort();
        assert_eq!(legal, r.legal(), "legal actions in {text}");
        let now = r.challenges.as_ref().map(|c| c.1).unwrap();
        assert!(
            now[0] <= attempts[0] && now[1] <= attempts[1],
            "attempts grew in {text}"
        );
        attempts = now;
        seen.steps += 1;
        if legal.is_empty() {
            break;
        }
        let prefer = |f: &dyn Fn(&str) -> bool, rng: &mut Rng| -> Option<String> {
            let pick: Vec<&String> = legal.iter().filter(|a| f(a)).collect();
            (!pick.is_empty()).then(|| pick[rng.below(pick.len())].clone())
        };
        let is_use = |a: &str| a.as_bytes().get(1) == Some(&b':');
        let chosen = match (policy, r.stage.as_str()) {
            (1 | 2, "c") if rng.below(10) < 8 => Some("challenge".to_string()),
            (3, "c") if rng.below(10) < 7 => Some("allow".to_string()),
            (1 | 3, _) if rng.below(10) < 7 => prefer(&is_use, &mut rng),
            (2, _) if rng.below(10) < 7 => prefer(&|a| a.starts_with('T') || a == "won", &mut rng),
            _ => None,
        }
        .unwrap_or_else(|| legal[rng.below(legal.len())].clone());
        let stage = r.stage.clone();
        if is_use(&chosen) {
            if after_loss && stage == "p" {
                seen.lost_then_another_use += 1;
            }
            chosen_in_chain = chain && chosen.starts_with("T:");
            let challenger = other(r.user_of(&chosen));
            if attempts[idx(challenger)] == 0 {
                seen.unchallengeable_uses += 1;
            }
        }
        let pending = r.challenges.as_ref().and_then(|c| c.2.clone());
        match chosen.as_str() {
            "challenge" => {
                let used = pending.clone().unwrap();
                let k = KINDS.iter().position(|&k| used.starts_with(k)).unwrap();
                seen.challenged[k] += 1;
                if used.starts_with("T:") {
                    if chosen_in_chain {
                        seen.tamsk_chain_challenges += 1;
                    }
                    if r.challenger() == r.turn() {
                        seen.tamsk_opponents_turn_challenges += 1;
                    }
                }
            }
            "allow" => seen.allowed += 1,
            "won" => seen.won += 1,
            "lost" => seen.lost += 1,
            _ => {}
        }
        // A TAMSK push takes effect now (at once, or allowed or won): the next arrival is a
        // chain.
        let tamsk_effect = match chosen.as_str() {
            "allow" | "won" => pending.as_deref().is_some_and(|u| u.starts_with("T:")),
            a => a.starts_with("T:") && attempts[idx(other(r.user_of(a)))] == 0,
        };
        p.play_text(&chosen)
            .unwrap_or_else(|e| panic!("{chosen} in {text}: {e}"));
        r.play(&chosen);
        assert_eq!(p.hash(), p.compute_hash(), "hash after {chosen}");
        if r.stage != "c" && r.stage != "r" {
            chain = tamsk_effect && r.stage == "t";
        }
        after_loss = chosen == "lost" && pending.as_deref().is_some_and(|u| !u.starts_with("T:"));
        if after_loss && r.stage.ends_with('+') {
            seen.lost_then_no_action += 1;
        }
    }
}

#[test]
fn the_reference_agrees_with_the_crate_on_random_games_with_challenges() {
    let starts = [
        "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -",
        "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -",
        "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1 die:2/2 -",
        "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w c 4/4 0/0 ss T1Y1/Z1 die:2/2 P:d5-e6",
        "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w r 4/7 0/0 ss P1/Z1D1 game:1/0 T:a1-b2",
        "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w t 4/7 0/0 ss P1/Z1D1 game:3/3 -",
        "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6 agreed:3/3 -",
        // COMBINING.md §10: a TAMSK chain, a TAMSK push in the opponent's turn, a lost use
        // with no action left, a second use, removals kept after a loss.
        "standard B2b/3w1/3bT2/wbwwT2W/6/5/B2W w t 9/10 0/0 ss -/- die:1/1 -",
        "standard B2W/5/6/bbwwT3/6/5/B2W b t 10/9 0/0 ss -/- die:1/1 -",
        "standard B3/1wY3/6/6b/6/5/W3 w p 0/5 0/0 ss -/- agreed:1/1 -",
        "standard B3/1wZwbD1/2b3/3W3/2wY3/5/B2W w p 9/10 0/0 ss -/- die:2/2 -",
        "tournament 3b/5/wY5/WWWW3/6/5/B3 w p 6/10 0/0 gs -/- die:1/1 -",
        "basic b2w/5/6/w5b/6/5/b2w w p 15/15 0/0 ss D9P9/Z9Y9 die:9/9 -",
    ];
    let mut seen = SeenChallenges::default();
    let mut games = 0;
    for (i, start) in starts.iter().enumerate() {
        for seed in 0..20u64 {
            for policy in 0..4 {
                compare_challenges(start, seed * 37 + i as u64, policy, 120, &mut seen);
                games += 1;
            }
        }
    }
    println!("{games} games with challenges, {seen:?}");
    assert!(seen.challenged.iter().all(|&n| n > 10), "{seen:?}");
    assert!(
        seen.allowed > 50 && seen.won > 50 && seen.lost > 50,
        "{seen:?}"
    );
    assert!(
        seen.tamsk_chain_challenges > 0 && seen.tamsk_opponents_turn_challenges > 0,
        "{seen:?}"
    );
    assert!(
        seen.lost_then_another_use > 0 && seen.lost_then_no_action > 0,
        "{seen:?}"
    );
    assert!(seen.unchallengeable_uses > 0, "{seen:?}");
}
