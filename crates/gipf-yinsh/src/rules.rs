//! The rules of play (YINSH.md §5–§7): placements, ring moves with their flips, rows of five
//! and their removal (the mover's first, then the opponent's), ring removals, `pass`, the end
//! by a goal, an empty pool or rings that cannot move; and the checks of §9 that a position
//! string must pass, which ask the same questions (one topic over ~610 lines: the play and
//! the checks share the row and move generators).

use gipf_game::{Outcome, Side};

use crate::action::Action;
use crate::error::ActionError;
use crate::geometry::{before, between, direction, first_on, points_of, Point, RAYS, SHIFTS};
use crate::position::{Position, Stage, Unchecked, MARKERS, RINGS};
use crate::position_error::PositionError;
use crate::zobrist::{flip_key, piece_key, MARKER, RING};
use crate::Reason;

/// The five bits of a row starting at slot 0, per rising direction.
const ROW_PATTERN: [u128; 3] = {
    let mut t = [0u128; 3];
    let mut d = 0;
    while d < 3 {
        let mut k = 0;
        while k < 5 {
            t[d] |= 1 << (k * SHIFTS[d]);
            k += 1;
        }
        d += 1;
    }
    t
};

/// The first points of the row options in `m` (markers of one colour), per rising direction:
/// a bit at slot s in entry d means the five points s, s + shift, .., s + 4 · shift.
#[inline]
fn row_starts(m: u128) -> [u128; 3] {
    SHIFTS.map(|s| m & (m >> s) & (m >> (2 * s)) & (m >> (3 * s)) & (m >> (4 * s)))
}

/// The number of row options in `m`.
#[inline]
fn row_count_of(m: u128) -> u32 {
    row_starts(m).iter().map(|r| r.count_ones()).sum()
}

/// The points of a row given by its two ends.
#[inline]
fn row_mask(first: Point, last: Point) -> u128 {
    between(first, last) | first.bit() | last.bit()
}

impl Position {
    /// The points a ring on slot `s` can land on in direction `d` (YINSH.md §5.2): the vacant
    /// points before the first piece, and the first point after a group of markers there if
    /// it is vacant.
    #[inline]
    fn landings(s: usize, d: usize, occupied: u128, markers: u128) -> u128 {
        let ray = RAYS[s][d];
        let Some(f) = first_on(ray, d, occupied) else {
            return ray;
        };
        let mut l = before(ray, d, f);
        if markers & (1 << f) != 0 {
            let beyond = ray & !l & !(1 << f);
            if let Some(n) = first_on(beyond, d, !markers) {
                if occupied & (1 << n) == 0 {
                    l |= 1 << n;
                }
            }
        }
        l
    }

    /// Whether `side` has a ring move.
    pub fn has_ring_move(&self, side: Side) -> bool {
        let (occupied, markers) = (self.occupied(), self.markers[0] | self.markers[1]);
        let mut m = self.rings[side.index()];
        while m != 0 {
            let s = m.trailing_zeros() as usize;
            m &= m - 1;
            if (0..6).any(|d| Position::landings(s, d, occupied, markers) != 0) {
                return true;
            }
        }
        false
    }

    /// The number of `side`'s ring moves.
    fn move_count(&self, side: Side) -> usize {
        let (occupied, markers) = (self.occupied(), self.markers[0] | self.markers[1]);
        let mut n = 0;
        let mut m = self.rings[side.index()];
        while m != 0 {
            let s = m.trailing_zeros() as usize;
            m &= m - 1;
            for d in 0..6 {
                n += Position::landings(s, d, occupied, markers).count_ones() as usize;
            }
        }
        n
    }

    /// The number of row options of `colour` (YINSH.md §5.4: every 5-window of every run).
    pub fn row_count(&self, colour: Side) -> u32 {
        row_count_of(self.markers[colour.index()])
    }

    /// The row options of `colour` as (first, last) ends, in canonical order of the ends.
    pub fn rows(&self, colour: Side) -> Vec<(Point, Point)> {
        let mut v = Vec::new();
        for (d, starts) in row_starts(self.markers[colour.index()])
            .into_iter()
            .enumerate()
        {
            v.extend(points_of(starts).map(|p| {
                let last = Point::from_slot(p.slot() + 4 * SHIFTS[d] as usize);
                (p, last)
            }));
        }
        v.sort_unstable();
        v
    }

    /// Every legal action into `buf` (cleared first), in no particular order.
    pub(crate) fn generate(&self, buf: &mut Vec<Action>) {
        buf.clear();
        let side = self.turn;
        match self.stage {
            Stage::Over { .. } => {}
            Stage::Placement => buf.extend(points_of(self.vacant()).map(Action::Place)),
            Stage::Move => {
                let (occupied, markers) = (self.occupied(), self.markers[0] | self.markers[1]);
                let mut m = self.rings[side.index()];
                while m != 0 {
                    let s = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let from = Point::from_slot(s);
                    for d in 0..6 {
                        let l = Position::landings(s, d, occupied, markers);
                        buf.extend(points_of(l).map(|to| Action::Move { from, to }));
                    }
                }
                if buf.is_empty() {
                    buf.push(Action::Pass);
                }
            }
            Stage::ChooseRow | Stage::OpponentRow => {
                let colour = self.decider_side();
                for (d, starts) in row_starts(self.markers[colour.index()])
                    .into_iter()
                    .enumerate()
                {
                    buf.extend(points_of(starts).map(|first| Action::Row {
                        first,
                        last: Point::from_slot(first.slot() + 4 * SHIFTS[d] as usize),
                    }));
                }
            }
            Stage::RemoveRing | Stage::OpponentRing => buf
                .extend(points_of(self.rings[self.decider_side().index()]).map(Action::RemoveRing)),
        }
    }

    /// Every legal action into `buf` (cleared first), in the byte order of their canonical
    /// text (YINSH.md §10, the protocol's `legal`).
    pub fn legal_actions_into(&self, buf: &mut Vec<Action>) {
        self.generate(buf);
        buf.sort_unstable_by_key(|a| a.name_key());
    }

    /// Every legal action, in the byte order of their canonical text; empty once the game
    /// is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(96);
        self.legal_actions_into(&mut v);
        v
    }

    /// The number of legal actions (what `legal_actions().len()` would be), without
    /// building them: perft's last level.
    pub fn action_count(&self) -> usize {
        match self.stage {
            Stage::Over { .. } => 0,
            Stage::Placement => self.vacant().count_ones() as usize,
            Stage::Move => self.move_count(self.turn).max(1),
            Stage::ChooseRow | Stage::OpponentRow => self.row_count(self.decider_side()) as usize,
            Stage::RemoveRing | Stage::OpponentRing => {
                self.rings[self.decider_side().index()].count_ones() as usize
            }
        }
    }

    /// Who decides at this stage (YINSH.md §5.6): the opponent at `R` and `X`, else the
    /// turn owner (also at the end, where nobody does).
    #[inline]
    fn decider_side(&self) -> Side {
        if self.stage.is_opponents() {
            self.turn.other()
        } else {
            self.turn
        }
    }

    /// Who decides now; `None` once the game is over.
    pub fn decider(&self) -> Option<Side> {
        match self.stage {
            Stage::Over { .. } => None,
            _ => Some(self.decider_side()),
        }
    }

    /// Why `action` is not legal here, if it is not.
    ///
    /// # Errors
    /// The reason, in a sentence for the player (YINSH.md §8).
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        let stage = self.stage;
        let side = self.decider_side();
        match (stage, action) {
            (Stage::Over { .. }, _) => Err(ActionError::GameOver),
            (Stage::Placement, Action::Place(p)) => {
                if self.occupied() & p.bit() != 0 {
                    Err(ActionError::NotVacant(p))
                } else {
                    Ok(())
                }
            }
            (_, Action::Place(_)) => Err(ActionError::NoPlacementNow(stage)),
            (Stage::Move, Action::Move { from, to }) => self.check_move(from, to),
            (_, Action::Move { .. }) => Err(ActionError::NoMoveNow(stage)),
            (Stage::Move, Action::Pass) => {
                let mut buf = Vec::new();
                self.legal_actions_into(&mut buf);
                match buf.first() {
                    Some(Action::Pass) | None => Ok(()),
                    Some(a) => Err(ActionError::PassWithMoves(a.to_string())),
                }
            }
            (_, Action::Pass) => Err(ActionError::NoPassNow(stage)),
            (Stage::ChooseRow | Stage::OpponentRow, Action::Row { first, last }) => {
                if Action::row(first, last) != Some(action) {
                    return Err(ActionError::NotARow { a: first, b: last });
                }
                let mask = row_mask(first, last);
                if self.markers[side.index()] & mask != mask {
                    return Err(ActionError::NotYourRow {
                        first,
                        last,
                        colour: side,
                    });
                }
                Ok(())
            }
            (_, Action::Row { .. }) => Err(ActionError::NoRowNow(stage)),
            (Stage::RemoveRing | Stage::OpponentRing, Action::RemoveRing(point)) => {
                if self.rings[side.index()] & point.bit() != 0 {
                    Ok(())
                } else if self.rings[side.other().index()] & point.bit() != 0 {
                    Err(ActionError::OpponentRing { point, side })
                } else {
                    Err(ActionError::NoRingToRemove { point, side })
                }
            }
            (_, Action::RemoveRing(_)) => Err(ActionError::NoRingRemovalNow(stage)),
        }
    }

    /// YINSH.md §5.2, in the order a player would ask: whose ring, does it move along a line,
    /// is the landing point vacant, what lies between.
    fn check_move(&self, from: Point, to: Point) -> Result<(), ActionError> {
        let side = self.turn;
        let markers = self.markers[0] | self.markers[1];
        if self.rings[side.index()] & from.bit() == 0 {
            return Err(if markers & from.bit() != 0 {
                ActionError::MarkerMoved(from)
            } else {
                ActionError::NoOwnRing { point: from, side }
            });
        }
        if from == to {
            return Err(ActionError::NoDistance(from));
        }
        let Some((d, _)) = direction(from, to) else {
            return Err(ActionError::NotALine { from, to });
        };
        let occupied = self.occupied();
        if occupied & to.bit() != 0 {
            return Err(ActionError::LandingOccupied { from, to });
        }
        let path = between(from, to);
        let rings = self.rings[0] | self.rings[1];
        if let Some(r) = first_on(path, d, rings) {
            return Err(ActionError::OverRing {
                from,
                to,
                ring: Point::from_slot(r),
            });
        }
        if Position::landings(from.slot(), d, occupied, markers) & to.bit() != 0 {
            return Ok(());
        }
        // Only a vacant point after markers remains in the way: the ring had to stop there.
        let ray = RAYS[from.slot()][d];
        let stop = first_on(ray, d, markers)
            .map(|f| ray & !before(ray, d, f) & !(1 << f))
            .and_then(|beyond| first_on(beyond, d, !markers))
            .map_or(to, Point::from_slot);
        Err(ActionError::PastMarkers { from, to, stop })
    }

    /// Plays `action` for whoever decides, with everything the rules do after it on their
    /// own (single row options, the turn passing, the end); an illegal action changes
    /// nothing.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.check(action)?;
        self.apply(action);
        Ok(())
    }

    /// Reads an action in any accepted form (YINSH.md §8) and plays it.
    ///
    /// # Errors
    /// The text is not an action, or the action is not legal here.
    pub fn play_text(&mut self, text: &str) -> Result<Action, ActionError> {
        let action: Action = text.parse()?;
        self.play(action)?;
        Ok(action)
    }

    /// Puts `kind` (ring or marker) of `side` on the points of `mask`, or takes it off.
    #[inline]
    fn toggle(&mut self, kind: usize, side: Side, mask: u128) {
        if kind == RING {
            self.rings[side.index()] ^= mask;
        } else {
            self.markers[side.index()] ^= mask;
        }
        for p in points_of(mask) {
            self.board_hash ^= piece_key(p.slot(), kind, side);
        }
    }

    /// Plays a legal action (unchecked) and what follows it (YINSH.md §5, §7).
    pub(crate) fn apply(&mut self, action: Action) {
        let me = self.turn;
        match action {
            Action::Place(p) => {
                self.toggle(RING, me, p.bit());
                if self.ring_count(Side::Second) == RINGS {
                    self.begin_turn(Side::First);
                } else {
                    self.turn = me.other();
                }
            }
            Action::Move { from, to } => {
                self.toggle(RING, me, from.bit() | to.bit());
                self.toggle(MARKER, me, from.bit());
                let flip = between(from, to) & (self.markers[0] | self.markers[1]);
                self.markers[0] ^= flip;
                self.markers[1] ^= flip;
                let mut f = flip;
                while f != 0 {
                    let s = f.trailing_zeros() as usize;
                    f &= f - 1;
                    self.board_hash ^= flip_key(s);
                }
                self.resolve();
            }
            Action::Pass => self.begin_turn(me.other()),
            Action::Row { first, last } => {
                let colour = self.decider_side();
                self.toggle(MARKER, colour, row_mask(first, last));
                self.stage = if self.stage == Stage::ChooseRow {
                    Stage::RemoveRing
                } else {
                    Stage::OpponentRing
                };
            }
            Action::RemoveRing(p) => {
                let side = self.decider_side();
                self.toggle(RING, side, p.bit());
                self.removed[side.index()] += 1;
                if self.removed(side) == self.goal() {
                    self.stage = Stage::Over { winner: Some(side) };
                } else {
                    self.resolve();
                }
            }
        }
    }

    /// After a ring move or a ring removal (YINSH.md §5.5): the mover's next row, else the
    /// opponent's, else the opponent's turn. A single option is removed at once.
    fn resolve(&mut self) {
        let t = self.turn;
        for (side, choose, remove) in [
            (t, Stage::ChooseRow, Stage::RemoveRing),
            (t.other(), Stage::OpponentRow, Stage::OpponentRing),
        ] {
            let m = self.markers[side.index()];
            let starts = row_starts(m);
            match starts.iter().map(|r| r.count_ones()).sum::<u32>() {
                0 => continue,
                1 => {
                    // The single option: its direction is the entry holding its bit.
                    for (d, &r) in starts.iter().enumerate() {
                        if r != 0 {
                            let s = r.trailing_zeros();
                            self.toggle(MARKER, side, ROW_PATTERN[d] << s);
                        }
                    }
                    self.stage = remove;
                }
                _ => self.stage = choose,
            }
            return;
        }
        self.begin_turn(t.other());
    }

    /// `side`'s turn is about to begin (YINSH.md §7): the end by an empty pool, else his
    /// move (or his pass while the opponent can move), else the end with no move for anyone.
    fn begin_turn(&mut self, side: Side) {
        self.turn = side;
        self.stage = if self.pool() == 0
            || !(self.has_ring_move(side) || self.has_ring_move(side.other()))
        {
            Stage::Over {
                winner: self.leader(),
            }
        } else {
            Stage::Move
        };
    }

    /// The player with more removed rings, `None` when they are equal.
    fn leader(&self) -> Option<Side> {
        match self.removed[0].cmp(&self.removed[1]) {
            std::cmp::Ordering::Greater => Some(Side::First),
            std::cmp::Ordering::Less => Some(Side::Second),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// How the game ended, once it has: a player's goal, the empty pool, or no ring move for
    /// either player, with the rings removed.
    pub fn outcome(&self) -> Option<Outcome<Reason>> {
        let Stage::Over { winner } = self.stage else {
            return None;
        };
        let (white, black) = (self.removed(Side::First), self.removed(Side::Second));
        let reason = if white.max(black) == self.goal() {
            Reason::RingsRemoved { white, black }
        } else if self.pool() == 0 {
            Reason::MarkersRanOut { white, black }
        } else {
            Reason::NoRingCanMove { white, black }
        };
        Some(Outcome { winner, reason })
    }
}

impl Unchecked {
    /// The checks of YINSH.md §9 (rules 1 to 10, in order): a position only if the string
    /// describes one that a game can reach at a decision or at its end.
    pub(crate) fn check(self) -> Result<Position, PositionError> {
        let p = Position::from_parts(
            self.rings,
            self.markers,
            self.removed,
            self.blitz,
            self.turn,
            self.stage,
        );
        let markers = p.markers_on_board();
        if markers > MARKERS {
            return Err(PositionError::TooManyMarkers(markers));
        }
        let goal = p.goal();
        for side in Side::BOTH {
            let removed = p.removed(side);
            if removed > goal {
                return Err(PositionError::RemovedAboveGoal {
                    side,
                    removed,
                    goal,
                });
            }
        }
        let (t, o) = (p.turn, p.turn.other());
        if p.stage == Stage::Placement {
            if markers > 0 {
                return Err(PositionError::PlacementMarkers(markers));
            }
            if self.removed != [0, 0] {
                return Err(PositionError::PlacementRemoved);
            }
            let (white, black) = (p.ring_count(Side::First), p.ring_count(Side::Second));
            let fits = match t {
                Side::First => white == black && white < RINGS,
                Side::Second => white == black + 1 && white <= RINGS,
            };
            if !fits {
                return Err(PositionError::PlacementCounts {
                    white,
                    black,
                    turn: t,
                });
            }
            return Ok(p);
        }
        for side in Side::BOTH {
            let (on_board, removed) = (p.ring_count(side), p.removed(side));
            if on_board + removed != RINGS {
                return Err(PositionError::RingCount {
                    side,
                    on_board,
                    removed,
                });
            }
        }
        let at_goal: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|&s| p.removed(s) == goal)
            .collect();
        if let (Some(&side), false) = (at_goal.first(), matches!(p.stage, Stage::Over { .. })) {
            return Err(PositionError::GoalReached { side, goal });
        }
        let first_row = |colour: Side| p.rows(colour).first().copied();
        match p.stage {
            Stage::Placement => {}
            Stage::Move => {
                for colour in Side::BOTH {
                    if let Some((first, last)) = first_row(colour) {
                        return Err(PositionError::RowAtMove {
                            colour,
                            first,
                            last,
                        });
                    }
                }
                if p.pool() == 0 {
                    return Err(PositionError::EmptyPoolAtMove);
                }
                if !p.has_ring_move(t) && !p.has_ring_move(o) {
                    return Err(PositionError::NobodyCanMove);
                }
            }
            Stage::ChooseRow => {
                let found = p.row_count(t);
                if found < 2 {
                    return Err(PositionError::ChooseRowOptions { side: t, found });
                }
            }
            Stage::OpponentRow | Stage::OpponentRing => {
                if let Some((first, last)) = first_row(t) {
                    return Err(PositionError::MoverHasRow {
                        side: t,
                        stage: p.stage.letters(),
                        first,
                        last,
                    });
                }
                let found = p.row_count(o);
                if p.stage == Stage::OpponentRow && found < 2 {
                    return Err(PositionError::OpponentRowOptions { side: o, found });
                }
            }
            Stage::RemoveRing => {}
            Stage::Over { winner } => {
                if at_goal.len() == 2 {
                    return Err(PositionError::BothAtGoal(goal));
                }
                if let Some(&side) = at_goal.first() {
                    if winner != Some(side) {
                        return Err(PositionError::ResultAgainstGoal {
                            at_goal: side,
                            goal,
                            written: winner,
                        });
                    }
                    return Ok(p);
                }
                if winner != p.leader() {
                    return Err(PositionError::ResultAgainstScore {
                        white: p.removed(Side::First),
                        black: p.removed(Side::Second),
                        written: winner,
                    });
                }
                for colour in Side::BOTH {
                    if let Some((first, last)) = first_row(colour) {
                        return Err(PositionError::RowAtEnd {
                            colour,
                            first,
                            last,
                        });
                    }
                }
                if p.pool() > 0 && (p.has_ring_move(t) || p.has_ring_move(o)) {
                    return Err(PositionError::NotOver(p.pool()));
                }
            }
        }
        if matches!(p.stage, Stage::RemoveRing | Stage::OpponentRing) && markers > MARKERS - 5 {
            return Err(PositionError::MarkersAfterRow(markers));
        }
        Ok(p)
    }
}
