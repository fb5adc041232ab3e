//! The rules of play (TZAAR.md §5–§7): placements, captures, stacking moves, `pass`, the
//! turn of one or two actions, the end by a missing type or a missing capture; and the
//! checks of §9.3 that a position string must pass, which ask the same questions.

use gipf_game::{Outcome, Side};

use crate::action::Action;
use crate::error::ActionError;
use crate::geometry::{first_on, Space, ALL, RAYS};
use crate::position::{cell, height, Phase, PieceType, Position, BLACK, KIND};
use crate::position_error::PositionError;
use crate::zobrist::cell_key;
use crate::Reason;

/// Legal actions of one moving stack, before sorting: the targets of its six lines.
struct Targets {
    stacks: [u8; 6],
    n_stacks: usize,
    captures: [u8; 6],
    n_captures: usize,
}

impl Position {
    /// The targets of `side`'s stack on index `i`: the first stack of each of its six lines,
    /// sorted into own stacks (stacking moves) and lower or equal opponent stacks (captures).
    #[inline]
    fn targets(&self, i: usize, side: Side) -> Targets {
        let mut t = Targets {
            stacks: [0; 6],
            n_stacks: 0,
            captures: [0; 6],
            n_captures: 0,
        };
        let h = height(self.cells[i]);
        let mine = self.own[side.index()];
        for (d, &ray) in RAYS[i].iter().enumerate() {
            let Some(j) = first_on(ray, d, self.occupied) else {
                continue;
            };
            if mine & (1 << j) != 0 {
                t.stacks[t.n_stacks] = j as u8;
                t.n_stacks += 1;
            } else if height(self.cells[j]) <= h {
                t.captures[t.n_captures] = j as u8;
                t.n_captures += 1;
            }
        }
        t
    }

    /// Whether `side` has a capture now.
    pub(crate) fn has_capture(&self, side: Side) -> bool {
        let theirs = self.own[side.other().index()];
        let mut m = self.own[side.index()];
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let h = height(self.cells[i]);
            for (d, &ray) in RAYS[i].iter().enumerate() {
                if let Some(j) = first_on(ray, d, self.occupied) {
                    if theirs & (1 << j) != 0 && height(self.cells[j]) <= h {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The numbers of captures and of stacking moves of `side`.
    fn count_moves(&self, side: Side) -> (usize, usize) {
        let (mut captures, mut stacks) = (0, 0);
        let mine = self.own[side.index()];
        let mut m = mine;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let h = height(self.cells[i]);
            for (d, &ray) in RAYS[i].iter().enumerate() {
                if let Some(j) = first_on(ray, d, self.occupied) {
                    if mine & (1 << j) != 0 {
                        stacks += 1;
                    } else if height(self.cells[j]) <= h {
                        captures += 1;
                    }
                }
            }
        }
        (captures, stacks)
    }

    /// The number of legal actions (what `legal_actions().len()` would be), without
    /// building them: perft's last level.
    pub fn action_count(&self) -> usize {
        match self.phase {
            Phase::Placement => {
                let kinds = PieceType::ALL
                    .into_iter()
                    .filter(|&k| self.unplaced(self.turn, k) > 0)
                    .count();
                kinds * (ALL & !self.occupied).count_ones() as usize
            }
            Phase::Opening | Phase::Capture => self.count_moves(self.turn).0,
            Phase::Second => {
                let (c, s) = self.count_moves(self.turn);
                c + s + 1
            }
            Phase::Over { .. } => 0,
        }
    }

    /// Every legal action into `buf` (cleared first), sorted in the byte order of their
    /// canonical text (TZAAR.md §10): by the moving stack's space, its stacking moves (`-`)
    /// before its captures (`x`), `pass` last; placements by type letter, then space.
    pub fn legal_actions_into(&self, buf: &mut Vec<Action>) {
        buf.clear();
        let second = match self.phase {
            Phase::Over { .. } => return,
            Phase::Placement => {
                for kind in PieceType::ALL {
                    if self.unplaced(self.turn, kind) > 0 {
                        let empty = crate::geometry::spaces_of(ALL & !self.occupied);
                        buf.extend(empty.map(|s| Action::Place(kind, s)));
                    }
                }
                return;
            }
            Phase::Second => true,
            Phase::Opening | Phase::Capture => false,
        };
        let space = |i: u8| Space::from_index(usize::from(i));
        let mut m = self.own[self.turn.index()];
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(from) = Space::from_index(i) else {
                continue;
            };
            let mut t = self.targets(i, self.turn);
            if second {
                let stacks = &mut t.stacks[..t.n_stacks];
                stacks.sort_unstable();
                buf.extend(
                    stacks
                        .iter()
                        .filter_map(|&j| space(j))
                        .map(|to| Action::Stack { from, to }),
                );
            }
            let captures = &mut t.captures[..t.n_captures];
            captures.sort_unstable();
            buf.extend(
                captures
                    .iter()
                    .filter_map(|&j| space(j))
                    .map(|to| Action::Capture { from, to }),
            );
        }
        if second {
            buf.push(Action::Pass);
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
    /// The reason, as TZAAR.md §9.2 lists them.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        match (self.phase, action) {
            (Phase::Over { .. }, _) => Err(ActionError::GameOver),
            (Phase::Placement, Action::Place(kind, s)) => {
                if self.occupied & s.bit() != 0 {
                    Err(ActionError::Occupied(s))
                } else if self.unplaced(self.turn, kind) == 0 {
                    Err(ActionError::NoneLeft(kind))
                } else {
                    Ok(())
                }
            }
            (Phase::Placement, a) => Err(ActionError::NotAPlacement(a.to_string())),
            (_, a @ Action::Place(..)) => Err(ActionError::PlacementOutsidePhase(a.to_string())),
            (Phase::Second, Action::Pass) => Ok(()),
            (_, Action::Pass) => Err(ActionError::PassFirst),
            (phase, Action::Capture { from, to }) => self.check_move(phase, from, to, true),
            (phase, Action::Stack { from, to }) => self.check_move(phase, from, to, false),
        }
    }

    /// TZAAR.md §5.1, in the order a player would ask: whose stack, can it reach the
    /// target, is the separator right, may it capture or stack now.
    fn check_move(
        &self,
        phase: Phase,
        from: Space,
        to: Space,
        capture: bool,
    ) -> Result<(), ActionError> {
        let c = self.cells[from.index()];
        if c == 0 {
            return Err(ActionError::NoStack(from));
        }
        let owner = if c & BLACK != 0 {
            Side::Second
        } else {
            Side::First
        };
        if owner != self.turn {
            return Err(ActionError::NotYourStack { space: from, owner });
        }
        let target = self.cells[to.index()];
        if target == 0 {
            return Err(ActionError::EmptyTarget { from, to });
        }
        let reached = RAYS[from.index()]
            .iter()
            .enumerate()
            .any(|(d, &ray)| first_on(ray, d, self.occupied) == Some(to.index()));
        if !reached {
            return Err(ActionError::Unreachable { from, to });
        }
        let own_target = self.own[self.turn.index()] & to.bit() != 0;
        match (capture, own_target) {
            (false, false) => Err(ActionError::CaptureWrittenAsStacking { from, to }),
            (true, true) if phase == Phase::Second => {
                Err(ActionError::StackingWrittenAsCapture { from, to })
            }
            (true, true) => Err(ActionError::CaptureOfOwnStack { from, to }),
            (false, true) if phase != Phase::Second => Err(ActionError::StackingFirst { from, to }),
            (false, true) => Ok(()),
            (true, false) if height(target) > height(c) => Err(ActionError::TooHigh {
                from,
                to,
                mine: u32::from(height(c)),
                theirs: u32::from(height(target)),
            }),
            (true, false) => Ok(()),
        }
    }

    /// Plays `action` for the player whose turn it is, with the end that may follow; an
    /// illegal action changes nothing.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.check(action)?;
        self.apply(action);
        Ok(())
    }

    /// Reads an action in any accepted form (TZAAR.md §9.2) and plays it.
    ///
    /// # Errors
    /// The text is not an action, or the action is not legal here.
    pub fn play_text(&mut self, text: &str) -> Result<Action, ActionError> {
        let action: Action = text.parse()?;
        self.play(action)?;
        Ok(action)
    }

    /// Sets the cell of index `i`, keeping masks, type counts and hash.
    #[inline]
    fn set(&mut self, i: usize, c: u8) {
        let old = self.cells[i];
        if old != 0 {
            let side = usize::from(old & BLACK != 0);
            self.tops[side][usize::from(old & KIND) - 1] -= 1;
            self.own[side] &= !(1 << i);
            self.occupied &= !(1 << i);
        }
        if c != 0 {
            let side = usize::from(c & BLACK != 0);
            self.tops[side][usize::from(c & KIND) - 1] += 1;
            self.own[side] |= 1 << i;
            self.occupied |= 1 << i;
        }
        self.cells_hash ^= cell_key(i, old) ^ cell_key(i, c);
        self.cells[i] = c;
    }

    /// `side`'s turn starts: his forced capture, or his loss if he has none (§6.2).
    #[inline]
    fn start_turn(&mut self, side: Side) {
        self.turn = side;
        self.phase = if self.has_capture(side) {
            Phase::Capture
        } else {
            Phase::Over {
                winner: side.other(),
            }
        };
    }

    /// Plays a legal action (unchecked) and what follows it (TZAAR.md §6, §7).
    pub(crate) fn apply(&mut self, action: Action) {
        let me = self.turn;
        let them = me.other();
        match action {
            Action::Place(kind, s) => {
                self.set(s.index(), cell(me, kind, 1));
                if self.occupied == ALL {
                    self.turn = Side::First;
                    self.phase = Phase::Opening;
                } else {
                    self.turn = them;
                }
            }
            Action::Capture { from, to } => {
                let c = self.cells[from.index()];
                self.set(from.index(), 0);
                self.set(to.index(), c);
                if !self.shows_all(them) {
                    self.phase = Phase::Over { winner: me };
                } else if self.phase == Phase::Capture {
                    self.phase = Phase::Second;
                } else {
                    self.start_turn(them);
                }
            }
            Action::Stack { from, to } => {
                let c = self.cells[from.index()];
                let h = height(c) + height(self.cells[to.index()]);
                self.set(from.index(), 0);
                self.set(
                    to.index(),
                    (c & (KIND | BLACK)) | (h << crate::position::HEIGHT_SHIFT),
                );
                if !self.shows_all(me) {
                    self.phase = Phase::Over { winner: them };
                } else {
                    self.start_turn(them);
                }
            }
            Action::Pass => self.start_turn(them),
        }
    }

    /// How the game ended, once it has: the loser's missing type, or no capture.
    pub fn outcome(&self) -> Option<Outcome<Reason>> {
        let Phase::Over { winner } = self.phase else {
            return None;
        };
        let reason = match self.missing_type(winner.other()) {
            Some(kind) => Reason::MissingType(kind),
            None => Reason::NoCapture,
        };
        Some(Outcome {
            winner: Some(winner),
            reason,
        })
    }

    /// The checks of TZAAR.md §9.3 on a board read from a string.
    pub(crate) fn validate(&self) -> Result<(), PositionError> {
        for side in Side::BOTH {
            for kind in PieceType::ALL {
                let found = self.shown(side, kind);
                if found > kind.count() {
                    return Err(PositionError::TooManyOfType { side, kind, found });
                }
            }
            let found = self.pieces(side);
            if found > 30 {
                return Err(PositionError::TooManyPieces { side, found });
            }
        }
        let full = self.occupied == ALL;
        match self.phase {
            Phase::Placement => {
                if !self.tournament {
                    return Err(PositionError::PlacementNotTournament);
                }
                if let Some(s) = self.occupied().find(|s| height(self.cells[s.index()]) > 1) {
                    return Err(PositionError::StackInPlacement(s));
                }
                if full {
                    return Err(PositionError::FullInPlacement);
                }
                let (white, black) = (self.pieces(Side::First), self.pieces(Side::Second));
                let fits = match self.turn {
                    Side::First => white == black,
                    Side::Second => white == black + 1,
                };
                if !fits {
                    return Err(PositionError::PlacementCounts {
                        white,
                        black,
                        turn: self.turn,
                    });
                }
                Ok(())
            }
            Phase::Opening => {
                if self.turn == Side::Second {
                    return Err(PositionError::OpeningBlack);
                }
                let singles = self.cells.iter().all(|&c| height(c) == 1);
                let counts = Side::BOTH.into_iter().all(|side| {
                    PieceType::ALL
                        .into_iter()
                        .all(|k| self.shown(side, k) == k.count())
                });
                if !(full && singles && counts) {
                    return Err(PositionError::OpeningBoard);
                }
                Ok(())
            }
            _ if full => Err(PositionError::FullBoard),
            Phase::Capture | Phase::Second => {
                for side in Side::BOTH {
                    if let Some(kind) = self.missing_type(side) {
                        return Err(PositionError::MissingType { side, kind });
                    }
                }
                if self.phase == Phase::Capture && !self.has_capture(self.turn) {
                    return Err(PositionError::NoCapture { side: self.turn });
                }
                Ok(())
            }
            Phase::Over { winner } => {
                if let Some(kind) = self.missing_type(winner) {
                    return Err(PositionError::WinnerMissingType { side: winner, kind });
                }
                let loser = winner.other();
                if self.shows_all(loser) && (self.turn != loser || self.has_capture(loser)) {
                    return Err(PositionError::NotOver { side: loser });
                }
                Ok(())
            }
        }
    }
}
