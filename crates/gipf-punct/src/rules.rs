//! The rules (PUNCT.md §5–§8): placements as masks (each orientation's anchors where all
//! three points are empty, a few shifts and ands), moves and rotations (each uncovered piece
//! lifted, then every orientation at every point of its three lines tried against the
//! landing rules), the checks after an action, and legality with a reason for a refusal.

use gipf_game::Side;

use crate::action::Action;
use crate::error::ActionError;
use crate::geometry::{cell_of, Bits, Point, ALL, CELLS, CENTRE, DIRS, POINT_COUNT, SIDES, STRIDE};
use crate::piece::{Orientation, Shape, CELL_OFFSETS, ORIENTATIONS, ORIENTS, ORIENT_RANGE};
use crate::position::{owner, Position, Status, CLOCK_LIMIT, NONE, PIECES};
use crate::Axis;

/// For each orientation, the cells where its PÜNCT may lie with all three points on the
/// board ([0]), and with none of them in the centre ([1]).
const fn build_anchors() -> [[Bits; 2]; ORIENTATIONS] {
    let mut t = [[Bits::EMPTY; 2]; ORIENTATIONS];
    let mut o = 0;
    while o < ORIENTATIONS {
        let [a, b] = ORIENTS[o].0;
        let mut x = 0;
        while x < 17 {
            let mut y = 0;
            while y < 17 {
                let pts = [(x, y), (x + a.0, y + a.1), (x + b.0, y + b.1)];
                let fits = crate::geometry::exists(pts[0].0, pts[0].1)
                    && crate::geometry::exists(pts[1].0, pts[1].1)
                    && crate::geometry::exists(pts[2].0, pts[2].1);
                if fits {
                    let c = cell_of(x, y);
                    t[o][0] = t[o][0].with(c);
                    let mut central = false;
                    let mut k = 0;
                    while k < 3 {
                        if CENTRE.has(cell_of(pts[k].0, pts[k].1)) {
                            central = true;
                        }
                        k += 1;
                    }
                    if !central {
                        t[o][1] = t[o][1].with(c);
                    }
                }
                y += 1;
            }
            x += 1;
        }
        o += 1;
    }
    t
}

static ANCHORS: [[Bits; 2]; ORIENTATIONS] = build_anchors();

/// The most points on the three lines through a point (with the point itself).
const MAX_TARGETS: usize = 48;

/// For each point (canonical index), the cells of its three lines: itself first, then
/// outward in each of the six directions.
const fn build_targets() -> ([[u16; MAX_TARGETS]; POINT_COUNT], [u8; POINT_COUNT]) {
    let mut t = [[0u16; MAX_TARGETS]; POINT_COUNT];
    let mut n = [0u8; POINT_COUNT];
    let mut i = 0;
    while i < POINT_COUNT {
        let (x, y) = (
            crate::geometry::XY[i].0 as i32,
            crate::geometry::XY[i].1 as i32,
        );
        let mut k = 0;
        t[i][k] = cell_of(x, y) as u16;
        k += 1;
        let mut d = 0;
        while d < 6 {
            let (dx, dy) = DIRS[d];
            let (mut qx, mut qy) = (x + dx, y + dy);
            while crate::geometry::exists(qx, qy) {
                t[i][k] = cell_of(qx, qy) as u16;
                k += 1;
                qx += dx;
                qy += dy;
            }
            d += 1;
        }
        n[i] = k as u8;
        i += 1;
    }
    (t, n)
}

const TARGET_TABLE: ([[u16; MAX_TARGETS]; POINT_COUNT], [u8; POINT_COUNT]) = build_targets();
static TARGETS: [[u16; MAX_TARGETS]; POINT_COUNT] = TARGET_TABLE.0;
static TARGET_COUNT: [u8; POINT_COUNT] = TARGET_TABLE.1;

/// The level a piece in orientation `o` with its PÜNCT on `cell` lands at, given the
/// heights (§6.5); `None` when it would not be stable.
#[inline(always)]
pub(crate) fn landing(o: usize, cell: usize, h: &[i8; CELLS]) -> Option<i8> {
    let [a, b] = CELL_OFFSETS[o];
    let hp = h[cell];
    let ha = h[(cell as i32 + a) as usize];
    let hb = h[(cell as i32 + b) as usize];
    match ORIENTS[o].1 {
        3 => (hp == ha && ha == hb).then_some(hp + 1),
        0 => (ha == hb && hp <= ha).then_some(ha + 1),
        _ => (hp == hb && ha <= hp).then_some(hp + 1),
    }
}

impl Position {
    /// Whether a new piece must keep off the centre: always in `punct`, only for the first
    /// piece in `punct-basic` (§5.3).
    #[inline]
    pub(crate) const fn centre_closed(&self) -> bool {
        !self.basic || (self.on_board[0] == 0 && self.on_board[1] == 0)
    }

    /// The anchors of orientation `o`'s placements now.
    #[inline]
    fn placements_of(&self, o: usize, empty: Bits, closed: bool) -> Bits {
        let [a, b] = CELL_OFFSETS[o];
        ANCHORS[o][usize::from(closed)]
            .and(empty)
            .and(empty.pulled(a))
            .and(empty.pulled(b))
    }

    /// Whether `side` has a piece of `shape` in reserve.
    #[inline]
    fn has_in_reserve(&self, side: Side, shape: Shape) -> bool {
        let base = side.index() * PIECES as usize + shape.first_id();
        self.slots[base..base + shape.count() as usize]
            .iter()
            .any(|s| !s.on_board())
    }

    /// Calls `f` with every legal action of `side` (placements then moves, unsorted) until
    /// it returns `true`; whether it did.
    #[inline(always)]
    pub(crate) fn each_action(&self, side: Side, mut f: impl FnMut(Action) -> bool) -> bool {
        let empty = self.empty_cells();
        let closed = self.centre_closed();
        for shape in Shape::ALL {
            if !self.has_in_reserve(side, shape) {
                continue;
            }
            let (first, n) = ORIENT_RANGE[shape.index()];
            for o in first..first + n {
                for c in self.placements_of(usize::from(o), empty, closed).cells() {
                    if f(Action::place(o, c)) {
                        return true;
                    }
                }
            }
        }
        self.each_move(side, f)
    }

    /// Calls `f` with every legal move and rotation of `side` until it returns `true`.
    #[inline(always)]
    fn each_move(&self, side: Side, mut f: impl FnMut(Action) -> bool) -> bool {
        let mut h = self.height;
        let base = side.index() * PIECES as usize;
        for id in base..base + PIECES as usize {
            let slot = self.slots[id];
            if !slot.on_board() {
                continue;
            }
            let cells = slot.cells();
            if cells.iter().any(|&c| usize::from(self.top[c]) != id) {
                continue;
            }
            // Lift: the piece's cells show what lies under it.
            let mut own = self.tops[side.index()];
            for &c in &cells {
                let (lvl, below) = self.below(id, c);
                h[c] = lvl;
                if below != NONE && owner(usize::from(below)) == side {
                    own.set(c);
                } else {
                    own.clear(c);
                }
            }
            let from = cells[0];
            let p = Point::of_cell(from).index();
            let (first, n) = ORIENT_RANGE[ORIENTS[usize::from(slot.orient)].2.index()];
            for &q in &TARGETS[p][..usize::from(TARGET_COUNT[p])] {
                let q = usize::from(q);
                for o in first..first + n {
                    let ou = usize::from(o);
                    if (q == from && o == slot.orient) || !ANCHORS[ou][0].has(q) {
                        continue;
                    }
                    let Some(level) = landing(ou, q, &h) else {
                        continue;
                    };
                    if level >= 1 && !own.has(q) {
                        continue;
                    }
                    if f(Action::shift(from, o, q)) {
                        return true;
                    }
                }
            }
            for &c in &cells {
                h[c] = self.height[c];
            }
        }
        false
    }

    /// The number of legal actions (placements counted as masks).
    pub(crate) fn action_count(&self) -> usize {
        if self.status != Status::Playing {
            return 0;
        }
        let side = self.turn;
        let empty = self.empty_cells();
        let closed = self.centre_closed();
        let mut n = 0u32;
        for shape in Shape::ALL {
            if !self.has_in_reserve(side, shape) {
                continue;
            }
            let (first, k) = ORIENT_RANGE[shape.index()];
            for o in first..first + k {
                n += self.placements_of(usize::from(o), empty, closed).count();
            }
        }
        let mut moves = 0usize;
        self.each_move(side, |_| {
            moves += 1;
            false
        });
        n as usize + moves
    }

    /// Whether `side` has a legal action (placements first: usually found at once).
    pub(crate) fn has_action(&self, side: Side) -> bool {
        let empty = self.empty_cells();
        let closed = self.centre_closed();
        for shape in Shape::ALL {
            if !self.has_in_reserve(side, shape) {
                continue;
            }
            let (first, k) = ORIENT_RANGE[shape.index()];
            if (first..first + k).any(|o| self.placements_of(usize::from(o), empty, closed).any()) {
                return true;
            }
        }
        self.each_move(side, |_| true)
    }

    /// Every legal action, unsorted, into `buf` (emptied first).
    pub(crate) fn generate(&self, buf: &mut Vec<Action>) {
        buf.clear();
        if self.status == Status::Playing {
            self.each_action(self.turn, |a| {
                buf.push(a);
                false
            });
        }
    }

    /// The component of `side`'s points joining the sides of `axis`, if any.
    pub(crate) fn connection_on(&self, side: Side, axis: usize) -> Option<Bits> {
        let mask = self.tops[side.index()];
        let [a, b] = SIDES[axis];
        if !mask.and(a).any() || !mask.and(b).any() {
            return None;
        }
        let mut comp = mask.and(a);
        loop {
            if comp.and(b).any() {
                // Grow to the whole component, for the winning chain.
                loop {
                    let next = comp.grown().and(mask);
                    if next.same(&comp) {
                        return Some(comp);
                    }
                    comp = next;
                }
            }
            let next = comp.grown().and(mask);
            if next.same(&comp) {
                return None;
            }
            comp = next;
        }
    }

    /// The first axis on which `side` has a connection (§7.1).
    pub(crate) fn connection(&self, side: Side) -> Option<Axis> {
        Axis::ALL
            .into_iter()
            .find(|a| self.connected_on(side, a.index()))
    }

    /// Whether `side` joins the two sides of `axis` (stops as soon as it does).
    fn connected_on(&self, side: Side, axis: usize) -> bool {
        let mask = self.tops[side.index()];
        let [a, b] = SIDES[axis];
        // A chain from one side to the other crosses all 17 rows between them.
        if mask.count() < 17 || !mask.and(a).any() || !mask.and(b).any() {
            return false;
        }
        let mut comp = mask.and(a);
        loop {
            if comp.and(b).any() {
                return true;
            }
            let next = comp.grown().and(mask);
            if next.same(&comp) {
                return false;
            }
            comp = next;
        }
    }

    /// The result of the last piece (§7.2): the centre count in `punct`, a draw in
    /// `punct-basic`.
    pub(crate) fn last_piece_result(&self) -> Option<Side> {
        if self.basic {
            return None;
        }
        let (w, b) = (
            self.centre_count(Side::First),
            self.centre_count(Side::Second),
        );
        match w.cmp(&b) {
            std::cmp::Ordering::Greater => Some(Side::First),
            std::cmp::Ordering::Less => Some(Side::Second),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Plays a legal action for the player to act, then the checks of §7.
    pub(crate) fn apply(&mut self, action: Action) {
        let mover = self.turn;
        let placement = match action {
            Action::Place { orientation, punct } => {
                let shape = orientation.shape();
                let base = mover.index() * PIECES as usize + shape.first_id();
                let id = (base..base + shape.count() as usize)
                    .find(|&id| !self.slots[id].on_board())
                    .unwrap_or(base);
                self.put(id, orientation.index(), punct.cell(), 0);
                self.on_board[mover.index()] += 1;
                self.clock = 0;
                true
            }
            Action::Move {
                from,
                orientation,
                to,
            } => {
                let id = usize::from(self.top[from.cell()]);
                self.lift(id);
                let o = orientation.index();
                let level = landing(o, to.cell(), &self.height).unwrap_or(0);
                self.put(id, o, to.cell(), level);
                self.clock += 1;
                false
            }
        };
        self.after(mover, placement);
    }

    /// The checks after an action by `mover` (§7): connections, the last piece, the clock,
    /// who acts next.
    fn after(&mut self, mover: Side, placement: bool) {
        let opponent = mover.other();
        let end = if self.connection(mover).is_some() {
            Some(Some(mover))
        } else if self.connection(opponent).is_some() {
            Some(Some(opponent))
        } else if placement && self.on_board[mover.index()] == PIECES as u8 {
            Some(self.last_piece_result())
        } else if u32::from(self.clock) >= CLOCK_LIMIT {
            Some(None)
        } else if self.has_action(opponent) {
            self.turn = opponent;
            None
        } else if self.has_action(mover) {
            // An automatic pass (§7.4): the mover acts again.
            self.turn = mover;
            None
        } else {
            Some(None)
        };
        if let Some(result) = end {
            self.status = Status::Over(result);
            self.turn = Side::First;
        }
    }

    /// Why `action` cannot be played now, if it cannot (§5, §6).
    pub(crate) fn refusal(&self, action: Action) -> Option<ActionError> {
        let Status::Playing = self.status else {
            return Some(ActionError::GameOver);
        };
        let side = self.turn;
        match action {
            Action::Place { orientation, punct } => {
                let shape = orientation.shape();
                let Some(points) = orientation.points_at(punct) else {
                    return Some(ActionError::OffBoard { punct, orientation });
                };
                if !self.has_in_reserve(side, shape) {
                    return Some(ActionError::ShapeUsedUp { shape });
                }
                for p in points {
                    let top = self.top[p.cell()];
                    if top != NONE {
                        let id = usize::from(top);
                        // Nothing under the piece on top here: the gap under a bridge.
                        if self.slots[id].level > 0 && self.below(id, p.cell()).0 < 0 {
                            return Some(ActionError::UnderBridge { point: p });
                        }
                        return Some(ActionError::Occupied { point: p });
                    }
                }
                if self.centre_closed() {
                    if let Some(&p) = points.iter().find(|p| p.is_central()) {
                        return Some(ActionError::Central { point: p });
                    }
                }
                None
            }
            Action::Move {
                from,
                orientation,
                to,
            } => {
                if let Err(e) = self.movable(from) {
                    return Some(e);
                }
                let id = usize::from(self.top[from.cell()]);
                let slot = self.slots[id];
                let shape = ORIENTS[usize::from(slot.orient)].2;
                if orientation.shape() != shape {
                    return Some(ActionError::WrongShape {
                        from,
                        shape,
                        named: orientation.shape(),
                    });
                }
                if !on_a_line(from, to) {
                    return Some(ActionError::NotALine { from, to });
                }
                if from == to && usize::from(slot.orient) == orientation.index() {
                    return Some(ActionError::Unchanged { from });
                }
                let Some(points) = orientation.points_at(to) else {
                    return Some(ActionError::OffBoard {
                        punct: to,
                        orientation,
                    });
                };
                let mut lifted = *self;
                lifted.lift(id);
                let h = |p: Point| lifted.height[p.cell()];
                if landing(orientation.index(), to.cell(), &lifted.height).is_none() {
                    let heights = points.map(|p| i32::from(h(p)) + 1);
                    return Some(match orientation.middle() {
                        None => ActionError::TriangleUneven { points, heights },
                        Some(m) => {
                            let ends: Vec<usize> = (0..3).filter(|&k| k != m).collect();
                            let (e, f) = (points[ends[0]], points[ends[1]]);
                            let (e, f) = (e.min(f), e.max(f));
                            if h(e) != h(f) {
                                ActionError::EndsUneven {
                                    ends: [e, f],
                                    heights: [i32::from(h(e)) + 1, i32::from(h(f)) + 1],
                                }
                            } else {
                                ActionError::MiddleHigher { middle: points[m] }
                            }
                        }
                    });
                }
                let level = landing(orientation.index(), to.cell(), &lifted.height).unwrap_or(0);
                if level >= 1 {
                    let top = lifted.top[to.cell()];
                    if top == NONE {
                        return Some(ActionError::PunctOverEmpty { point: to });
                    }
                    if owner(usize::from(top)) != side {
                        return Some(ActionError::PunctOnOpponent { point: to });
                    }
                }
                None
            }
        }
    }

    /// Whether the top of `from` is an uncovered piece of the player to act with its PÜNCT
    /// there; the refusal otherwise.
    pub(crate) fn movable(&self, from: Point) -> Result<(), ActionError> {
        let top = self.top[from.cell()];
        if top == NONE {
            return Err(ActionError::NoPiece { from });
        }
        let id = usize::from(top);
        if owner(id) != self.turn {
            return Err(ActionError::NotYours { from });
        }
        let slot = self.slots[id];
        let cells = slot.cells();
        if cells[0] != from.cell() {
            return Err(ActionError::NotPunct {
                from,
                punct: Point::of_cell(cells[0]),
            });
        }
        if let Some(&c) = cells.iter().find(|&&c| usize::from(self.top[c]) != id) {
            return Err(ActionError::Covered {
                from,
                by: Point::of_cell(c),
            });
        }
        Ok(())
    }

    /// The orientation of the top piece of `from` (for `<from>-<to>`).
    pub(crate) fn orientation_at(&self, from: Point) -> Option<Orientation> {
        match self.top[from.cell()] {
            NONE => None,
            id => Orientation::from_index(usize::from(self.slots[usize::from(id)].orient)),
        }
    }
}

/// Whether `to` is `from` or on one of the three lines through it.
pub(crate) fn on_a_line(from: Point, to: Point) -> bool {
    let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
    dx == 0 || dy == 0 || dx == dy
}

// The masks and tables agree on the board.
const _: () = assert!(ALL.count() == POINT_COUNT as u32);
const _: () = assert!(STRIDE == 18);
