//! The rules of play (DVONN.md §4–§8): placements, moves, the removal of stacks cut off from
//! the DVONN pieces, automatic passes, the end; and the checks of §10 that a position string
//! must pass, which ask the same questions.

use gipf_game::{Outcome, Side};

use crate::action::Action;
use crate::error::ActionError;
use crate::geometry::{
    Space, ALL, ARCS, INNER, LETTER_ORDER, MAX_REACH, NEIGHBOURS, NONE, REACH, RING,
};
use crate::position::{result_word, Phase, Position, BLACK, DVONN, HEIGHT, LONE_DVONN};
use crate::position_error::PositionError;
use crate::zobrist::cell_key;
use crate::Reason;

impl Position {
    /// Whether the stack on space index `i` is surrounded: an inner space whose six
    /// neighbours are all occupied (DVONN.md §5.2).
    #[inline]
    fn surrounded(&self, i: usize) -> bool {
        INNER & (1 << i) != 0 && NEIGHBOURS[i] & !self.occupied == 0
    }

    /// The targets of the stack on index `i`, if it may move at all: the six spaces at its
    /// height's distance, in byte order ([`NONE`] off the board).
    #[inline]
    fn reach(&self, i: usize) -> Option<&'static [u8; 6]> {
        let h = usize::from(self.cells[i] & HEIGHT);
        if h > MAX_REACH || self.surrounded(i) {
            return None;
        }
        Some(&REACH[i][h])
    }

    /// Whether `target` (a reach entry) is an occupied space.
    #[inline]
    fn lands(&self, target: u8) -> bool {
        target != NONE && self.occupied & (1 << target) != 0
    }

    /// Whether `side` has a legal move now.
    pub(crate) fn can_move(&self, side: Side) -> bool {
        let mut m = self.controlled[side.index()];
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(r) = self.reach(i) {
                if r.iter().any(|&t| self.lands(t)) {
                    return true;
                }
            }
        }
        false
    }

    /// The number of legal moves of `side`.
    fn count_moves(&self, side: Side) -> usize {
        let mut n = 0;
        let mut m = self.controlled[side.index()];
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(r) = self.reach(i) {
                n += r.iter().filter(|&&t| self.lands(t)).count();
            }
        }
        n
    }

    /// The number of legal actions (what `legal_actions().len()` would be), without
    /// building them: perft's last level.
    pub fn action_count(&self) -> usize {
        match self.phase {
            Phase::Placement => (ALL & !self.occupied).count_ones() as usize,
            Phase::Movement => self.count_moves(self.turn),
            Phase::Over => 0,
        }
    }

    /// Every legal action into `buf` (cleared first), sorted in the byte order of their
    /// canonical text (DVONN.md §11).
    pub fn legal_actions_into(&self, buf: &mut Vec<Action>) {
        buf.clear();
        match self.phase {
            Phase::Placement => {
                for &i in &LETTER_ORDER {
                    if self.occupied & (1 << i) == 0 {
                        buf.extend(Space::from_index(usize::from(i)).map(Action::Place));
                    }
                }
            }
            Phase::Movement => {
                let mine = self.controlled[self.turn.index()];
                for &i in &LETTER_ORDER {
                    let i = usize::from(i);
                    if mine & (1 << i) == 0 {
                        continue;
                    }
                    let (Some(r), Some(from)) = (self.reach(i), Space::from_index(i)) else {
                        continue;
                    };
                    for &t in r {
                        if self.lands(t) {
                            if let Some(to) = Space::from_index(usize::from(t)) {
                                buf.push(Action::Move { from, to });
                            }
                        }
                    }
                }
            }
            Phase::Over => {}
        }
    }

    /// Every legal action, sorted in the byte order of their canonical text; empty once the
    /// game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(64);
        self.legal_actions_into(&mut v);
        v
    }

    /// Why `action` is not legal here, if it is not.
    ///
    /// # Errors
    /// The reason, as DVONN.md §9 lists them.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(ActionError::GameOver),
            (Phase::Placement, Action::Place(s)) => {
                if self.occupied & s.bit() != 0 {
                    Err(ActionError::Occupied(s))
                } else {
                    Ok(())
                }
            }
            (Phase::Placement, Action::Move { from, to }) => {
                Err(ActionError::MoveInPlacement { from, to })
            }
            (Phase::Movement, Action::Place(s)) => Err(ActionError::PlacementInMovement(s)),
            (Phase::Movement, Action::Move { from, to }) => self.check_move(from, to),
        }
    }

    /// DVONN.md §5, in the order a player would ask: whose stack, may it move, where to.
    fn check_move(&self, from: Space, to: Space) -> Result<(), ActionError> {
        let c = self.cells[from.index()];
        let owner = if c & BLACK != 0 {
            Side::Second
        } else {
            Side::First
        };
        if c == 0 {
            return Err(ActionError::NoStack(from));
        }
        if c == LONE_DVONN {
            return Err(ActionError::LoneDvonn(from));
        }
        if owner != self.turn {
            return Err(ActionError::NotYourStack { space: from, owner });
        }
        if self.surrounded(from.index()) {
            return Err(ActionError::Surrounded(from));
        }
        if from == to {
            return Err(ActionError::SameSpace(from));
        }
        let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
        if !(dx == 0 || dy == 0 || dx == dy) {
            return Err(ActionError::NotInLine { from, to });
        }
        let distance = dx.unsigned_abs().max(dy.unsigned_abs());
        let height = u32::from(c & HEIGHT);
        if distance != height {
            return Err(ActionError::WrongDistance {
                from,
                to,
                height,
                distance,
            });
        }
        if self.occupied & to.bit() == 0 {
            return Err(ActionError::VacantTarget { from, to });
        }
        Ok(())
    }

    /// Plays `action` for the player to act, with the removal, passes and end that follow;
    /// an illegal action changes nothing.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.check(action)?;
        self.apply(action);
        Ok(())
    }

    /// Reads an action in any accepted form (DVONN.md §9) and plays it.
    ///
    /// # Errors
    /// The text is not an action, or the action is not legal here.
    pub fn play_text(&mut self, text: &str) -> Result<Action, ActionError> {
        let action: Action = text.parse()?;
        self.play(action)?;
        Ok(action)
    }

    /// The spaces whose stacks `action`, played here, cut off from every DVONN piece and
    /// removed, given the position it led to (occupied before, vacant after, other than the
    /// space the moving stack left): what a board marks.
    pub fn cut_off_by(&self, action: Action, after: &Position) -> Vec<Space> {
        let from = match action {
            Action::Move { from, .. } => Some(from),
            Action::Place(_) => None,
        };
        self.occupied()
            .filter(|&s| Some(s) != from && after.stack(s).is_none())
            .collect()
    }

    /// Plays a legal action (the caller has checked it).
    pub(crate) fn apply(&mut self, action: Action) {
        match action {
            Action::Place(s) => self.place(s.index()),
            Action::Move { from, to } => self.do_move(from.index(), to.index()),
        }
    }

    /// Sets one cell, keeping the hash (the masks are the caller's).
    #[inline]
    fn set_cell(&mut self, i: usize, cell: u8) {
        self.cells_hash ^= cell_key(i, self.cells[i]) ^ cell_key(i, cell);
        self.cells[i] = cell;
    }

    /// A placement (DVONN.md §4): the piece is implied by the number already placed.
    fn place(&mut self, i: usize) {
        let placed = self.occupied.count_ones();
        let bit = 1u64 << i;
        if placed < 3 {
            self.set_cell(i, LONE_DVONN);
            self.dvonn |= bit;
        } else {
            let piece = if self.turn == Side::First {
                1
            } else {
                BLACK | 1
            };
            self.set_cell(i, piece);
            self.controlled[self.turn.index()] |= bit;
        }
        self.occupied |= bit;
        if self.occupied == ALL {
            // The 49th placement: White, who started, starts the movement phase (§4, §7).
            self.phase = Phase::Movement;
            self.settle(Side::First);
        } else {
            self.turn = self.turn.other();
        }
    }

    /// A move (DVONN.md §5), the removal (§6) and the turn (§7).
    fn do_move(&mut self, from: usize, to: usize) {
        let (c, t) = (self.cells[from], self.cells[to]);
        let height = (c & HEIGHT) + (t & HEIGHT);
        self.set_cell(to, height | (c & BLACK) | ((c | t) & DVONN));
        self.set_cell(from, 0);
        let (fb, tb) = (1u64 << from, 1u64 << to);
        let mover = self.turn;
        self.occupied &= !fb;
        self.controlled[mover.index()] = (self.controlled[mover.index()] & !fb) | tb;
        self.controlled[mover.other().index()] &= !tb;
        if c & DVONN != 0 {
            self.dvonn = (self.dvonn & !fb) | tb;
            self.remove_cut_off();
        } else if !self.one_arc_around(from) {
            self.remove_cut_off();
        }
        self.settle(mover.other());
    }

    /// Whether the occupied neighbours of `i` form one arc of its ring (or none): then any
    /// link that ran through `i` runs around it, and vacating `i` cuts nothing off. Most
    /// moves pass this test and skip the flood fill.
    #[inline]
    fn one_arc_around(&self, i: usize) -> bool {
        let mut ring = 0;
        for (k, &n) in RING[i].iter().enumerate() {
            if n != NONE && self.occupied & (1 << n) != 0 {
                ring |= 1 << k;
            }
        }
        ARCS[ring] <= 1
    }

    /// Removes every stack not linked to a DVONN piece (DVONN.md §6).
    fn remove_cut_off(&mut self) {
        let linked = self.linked();
        let mut gone = self.occupied & !linked;
        if gone == 0 {
            return;
        }
        while gone != 0 {
            self.set_cell(gone.trailing_zeros() as usize, 0);
            gone &= gone - 1;
        }
        self.occupied &= linked;
        self.controlled[0] &= linked;
        self.controlled[1] &= linked;
    }

    /// Gives the turn to `next` if he can move, else to the other player, else ends the
    /// game (DVONN.md §7, §8).
    fn settle(&mut self, next: Side) {
        if self.can_move(next) {
            self.turn = next;
        } else if self.can_move(next.other()) {
            self.turn = next.other();
        } else {
            self.turn = Side::First;
            self.phase = Phase::Over;
        }
    }

    /// How the game ended, once it has: the higher score wins, equal scores tie (§8).
    pub fn outcome(&self) -> Option<Outcome<Reason>> {
        if self.phase != Phase::Over {
            return None;
        }
        let (white, black) = self.scores();
        Some(Outcome {
            winner: match white.cmp(&black) {
                std::cmp::Ordering::Greater => Some(Side::First),
                std::cmp::Ordering::Less => Some(Side::Second),
                std::cmp::Ordering::Equal => None,
            },
            reason: Reason::Score { white, black },
        })
    }

    /// The checks of DVONN.md §10 (rules 4 to 7) on a board read from a string; `result` is
    /// the result field of a finished game.
    pub(crate) fn validate(&self, result: Option<&str>) -> Result<(), PositionError> {
        if self.phase == Phase::Placement {
            return self.validate_placement();
        }
        let pieces = self.pieces();
        if pieces > 49 {
            return Err(PositionError::TooManyPieces(pieces));
        }
        let marks = self.dvonn.count_ones();
        if marks == 0 {
            return Err(PositionError::NoDvonn);
        }
        if marks > 3 {
            return Err(PositionError::TooManyDvonn(marks));
        }
        // A `d` holds one DVONN piece, a `W<h>`/`B<h>` up to h - 1 (its top is not one).
        let capacity: u32 = self
            .dvonn_spaces()
            .map(|s| {
                let c = self.cells[s.index()];
                if c == LONE_DVONN {
                    1
                } else {
                    u32::from(c & HEIGHT) - 1
                }
            })
            .sum();
        if capacity < 3 {
            return Err(PositionError::TooFewDvonn(capacity));
        }
        if let Some(s) = crate::geometry::spaces_of(self.occupied & !self.linked()).next() {
            return Err(PositionError::Unlinked(s));
        }
        let can = [self.can_move(Side::First), self.can_move(Side::Second)];
        let (white, black) = self.scores();
        if self.phase == Phase::Movement {
            if can == [false, false] {
                return Err(PositionError::NoMoveLeft(result_word(white, black)));
            }
            if !can[self.turn.index()] {
                return Err(PositionError::CannotMove { side: self.turn });
            }
            if self.occupied == ALL && self.turn == Side::Second && can[0] {
                return Err(PositionError::FullBoardBlackToMove);
            }
            return Ok(());
        }
        if let Some(side) = Side::BOTH.into_iter().find(|s| can[s.index()]) {
            return Err(PositionError::NotOver { side });
        }
        let actual = result_word(white, black);
        match result {
            Some(named) if named != actual => Err(PositionError::WrongResult {
                white,
                black,
                actual,
                named: named.to_owned(),
            }),
            _ => Ok(()),
        }
    }

    /// Rule 4 of §10: single pieces in the order of §4, the placer to act.
    fn validate_placement(&self) -> Result<(), PositionError> {
        if let Some(s) = self.occupied().find(|s| self.cells[s.index()] & HEIGHT > 1) {
            return Err(PositionError::StackInPlacement(s));
        }
        let placed = self.stacks();
        if placed == 49 {
            return Err(PositionError::FullInPlacement);
        }
        let k = placed.saturating_sub(3);
        let (dvonn, white, black) = (placed.min(3), k / 2, k.div_ceil(2));
        let found = (
            self.dvonn.count_ones(),
            self.controlled[0].count_ones(),
            self.controlled[1].count_ones(),
        );
        if found != (dvonn, white, black) {
            return Err(PositionError::PlacementCounts {
                placed,
                dvonn,
                white,
                black,
                found_dvonn: found.0,
                found_white: found.1,
                found_black: found.2,
            });
        }
        let placer = if placed.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        };
        if self.turn != placer {
            return Err(PositionError::WrongPlacer { placed, placer });
        }
        Ok(())
    }
}
