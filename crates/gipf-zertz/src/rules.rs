//! The rules of play (ZERTZ.md §4, §5, §7.2): compulsory captures and their sequences (a
//! depth-first search over the jump tables), placements with their free ring, claims of the
//! groups without a vacant ring (a flood fill from the vacant rings), the end and skipped
//! turns; the checked `play` with a sentence for every refusal, and reading every input form.

use gipf_game::{Outcome, Side};

use crate::action::{self, Action, Capture, Marble, Written};
use crate::error::ActionError;
use crate::game::{Reason, Turn, WinningSet};
use crate::geometry::{flood, free_rings, places_of, Place, TABLES};
use crate::position::{Position, Status};
use crate::zobrist::{captures_key, marble_key, pool_key, ring_key};

impl Position {
    /// The colour of the marble on the place of bit `b` (which holds one).
    #[inline]
    fn colour_of_bit(&self, b: u64) -> Marble {
        if self.marbles[0] & b != 0 {
            Marble::White
        } else if self.marbles[1] & b != 0 {
            Marble::Grey
        } else {
            Marble::Black
        }
    }

    /// Whether any marble can jump (§4.1): capturing is then compulsory, for either player.
    pub fn capture_possible(&self) -> bool {
        let occ = self.occupied();
        let vac = self.rings & !occ;
        let mut o = occ;
        while o != 0 {
            let i = o.trailing_zeros() as usize;
            o &= o - 1;
            for k in 0..6 {
                if occ & TABLES.over[i][k] != 0 && vac & TABLES.land[i][k] != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `side` could act on his turn (§5.3): a capture is possible, or a vacant ring
    /// and a marble to place (from the pool, or his captures when it is empty).
    pub fn can_act(&self, side: Side) -> bool {
        self.capture_possible() || self.can_place(side)
    }

    /// Whether `side` has a vacant ring and a marble to place.
    fn can_place(&self, side: Side) -> bool {
        self.vacant() != 0 && (!self.pool_empty() || self.captures[side.index()] != [0; 3])
    }

    /// Where `side`'s next marble comes from (§4.2 step 1): the pool's counts while it holds
    /// any marble (`true`), else his captures' (`false`).
    pub fn marbles_to_place(&self, side: Side) -> ([u8; 3], bool) {
        if self.pool_empty() {
            (self.captures[side.index()], false)
        } else {
            (self.pool, true)
        }
    }

    /// The colours `side` may place (§4.2 step 1).
    fn colours(&self, side: Side) -> [bool; 3] {
        self.marbles_to_place(side).0.map(|n| n > 0)
    }

    /// Every capture sequence from every marble, depth-first.
    fn captures_into(&self, out: &mut Vec<Action>) {
        let occ = self.occupied();
        for s in places_of(occ) {
            let mut chain = Capture::new(self.variant, s);
            self.jump(s.index(), occ & !s.bit(), &mut chain, &mut |c| {
                out.push(Action::Capture(*c));
            });
        }
    }

    /// The number of capture sequences.
    fn capture_count(&self) -> usize {
        let occ = self.occupied();
        let mut n = 0;
        for s in places_of(occ) {
            n += self.jump_count(s.index(), occ & !s.bit(), true);
        }
        n
    }

    /// Continues `chain` from place `cur`, with the marbles `occ` still on the board (the
    /// jumping one not among them); calls `emit` for each complete sequence.
    fn jump(&self, cur: usize, occ: u64, chain: &mut Capture, emit: &mut impl FnMut(&Capture)) {
        let vac = self.rings & !occ;
        let mut jumped = false;
        for k in 0..6 {
            let ob = TABLES.over[cur][k];
            if occ & ob != 0 && vac & TABLES.land[cur][k] != 0 {
                jumped = true;
                let to = TABLES.land_at[cur][k];
                let landing = Place::from_index(usize::from(to)).unwrap_or_default();
                chain.push(self.colour_of_bit(ob), landing);
                self.jump(usize::from(to), occ & !ob, chain, emit);
                chain.pop();
            }
        }
        if !jumped && !chain.is_empty() {
            emit(chain);
        }
    }

    /// The number of complete sequences continuing from `cur` (`first`: no jump made yet).
    fn jump_count(&self, cur: usize, occ: u64, first: bool) -> usize {
        let vac = self.rings & !occ;
        let mut n = 0;
        let mut jumped = false;
        for k in 0..6 {
            let ob = TABLES.over[cur][k];
            if occ & ob != 0 && vac & TABLES.land[cur][k] != 0 {
                jumped = true;
                n += self.jump_count(usize::from(TABLES.land_at[cur][k]), occ & !ob, false);
            }
        }
        if !jumped && !first {
            1
        } else {
            n
        }
    }

    /// Every legal action, unsorted (perft's order).
    pub(crate) fn generate(&self, out: &mut Vec<Action>) {
        out.clear();
        let Status::Turn(side) = self.status else {
            return;
        };
        if self.capture_possible() {
            self.captures_into(out);
            return;
        }
        let vac = self.vacant();
        let free = free_rings(self.rings, vac);
        for (c, ok) in self.colours(side).into_iter().enumerate() {
            let Some(marble) = Marble::from_index(c).filter(|_| ok) else {
                continue;
            };
            for at in places_of(vac) {
                let f = free & !at.bit();
                let variant = self.variant;
                if f == 0 {
                    out.push(Action::Place {
                        variant,
                        marble,
                        at,
                        remove: None,
                    });
                }
                for r in places_of(f) {
                    out.push(Action::Place {
                        variant,
                        marble,
                        at,
                        remove: Some(r),
                    });
                }
            }
        }
    }

    /// Every legal action into `buf`, in the byte order of their canonical text (§10's
    /// `legal`); empty once the game is over.
    pub fn legal_actions_into(&self, buf: &mut Vec<Action>) {
        self.generate(buf);
        buf.sort_by_cached_key(ToString::to_string);
    }

    /// Every legal action, in the byte order of their canonical text.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.legal_actions_into(&mut v);
        v
    }

    /// The number of legal actions, counted without building them: perft's last level.
    pub fn action_count(&self) -> usize {
        let Status::Turn(side) = self.status else {
            return 0;
        };
        if self.capture_possible() {
            return self.capture_count();
        }
        let vac = self.vacant();
        let free = free_rings(self.rings, vac);
        let nf = free.count_ones() as usize;
        let nv = vac.count_ones() as usize;
        let nvf = (free & vac).count_ones() as usize;
        // A marble on a free ring leaves nf - 1 to take away, elsewhere nf; none left: 1.
        let per_colour = if nf == 0 {
            nv
        } else if nf == 1 {
            nvf + (nv - nvf)
        } else {
            nvf * (nf - 1) + (nv - nvf) * nf
        };
        let colours = self.colours(side).iter().filter(|&&b| b).count();
        colours * per_colour
    }

    /// Sets colour `c`'s pool count, keeping the hash.
    #[inline]
    fn set_pool(&mut self, c: usize, n: u8) {
        self.hash ^= pool_key(c, self.pool[c]) ^ pool_key(c, n);
        self.pool[c] = n;
    }

    /// Sets `side`'s count of colour `c`, keeping the hash.
    #[inline]
    fn set_captures(&mut self, side: usize, c: usize, n: u8) {
        self.hash ^= captures_key(side, c, self.captures[side][c]) ^ captures_key(side, c, n);
        self.captures[side][c] = n;
    }

    /// Toggles a marble of colour `c` on place `i`.
    #[inline]
    fn toggle_marble(&mut self, i: usize, c: usize) {
        self.marbles[c] ^= 1 << i;
        self.hash ^= marble_key(i, c);
    }

    /// Plays a legal action without checking it; returns the rings claimed (a mask).
    pub(crate) fn apply(&mut self, action: Action) -> u64 {
        let Status::Turn(mover) = self.status else {
            return 0;
        };
        let s = mover.index();
        match action {
            Action::Place {
                marble, at, remove, ..
            } => {
                let c = marble.index();
                if self.pool_empty() {
                    self.set_captures(s, c, self.captures[s][c].saturating_sub(1));
                } else {
                    self.set_pool(c, self.pool[c].saturating_sub(1));
                }
                self.toggle_marble(at.index(), c);
                if let Some(r) = remove {
                    self.rings &= !r.bit();
                    self.hash ^= ring_key(r.index());
                }
                // §4.2 step 3: every group without a vacant ring is claimed.
                let claimed = self.rings & !flood(self.vacant(), self.rings);
                for p in places_of(claimed) {
                    let c = self.colour_of_bit(p.bit()).index();
                    self.toggle_marble(p.index(), c);
                    self.set_captures(s, c, self.captures[s][c] + 1);
                    self.rings &= !p.bit();
                    self.hash ^= ring_key(p.index());
                }
                self.finish(mover, true);
                claimed
            }
            Action::Capture(cap) => {
                let start = cap.start();
                let c = self.colour_of_bit(start.bit()).index();
                self.toggle_marble(start.index(), c);
                for j in cap.jumps() {
                    let jc = j.jumped.index();
                    self.toggle_marble(j.over.index(), jc);
                    self.set_captures(s, jc, self.captures[s][jc] + 1);
                }
                self.toggle_marble(cap.end().index(), c);
                self.finish(mover, false);
                0
            }
        }
    }

    /// §5 after `mover`'s action: no ring left, a winning set, then the next turn (the
    /// opponent's, or the mover's again when the opponent cannot act, or a draw).
    fn finish(&mut self, mover: Side, placed: bool) {
        let over = |winner, reason| Status::Over(Outcome { winner, reason });
        if placed && self.rings == 0 {
            self.status = over(Some(mover), Reason::NoRingLeft);
            return;
        }
        if let Some(set) = WinningSet::held(self.variant, self.captures[mover.index()]) {
            self.status = over(Some(mover), Reason::WinningSet(set));
            return;
        }
        let capture = self.capture_possible();
        let other = mover.other();
        self.status = if capture || self.can_place(other) {
            Status::Turn(other)
        } else if self.can_place(mover) {
            Status::Turn(mover)
        } else {
            over(None, Reason::NoOneCanAct)
        };
    }

    /// Plays `action` for the player to act, with its claims, skipped turn and end; an
    /// illegal action changes nothing.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.check(action)?;
        self.apply(action);
        Ok(())
    }

    /// [`Position::play`], telling what the turn did beyond the action.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    pub fn play_reporting(&mut self, action: Action) -> Result<Turn, ActionError> {
        self.check(action)?;
        let before = *self;
        let Status::Turn(mover) = self.status else {
            return Err(ActionError::GameOver);
        };
        let claimed_mask = self.apply(action);
        let claimed: Vec<(Place, Marble)> = places_of(claimed_mask)
            .map(|p| {
                let m = match action {
                    Action::Place { marble, at, .. } if at == p => marble,
                    _ => before.marble_at(p).unwrap_or(Marble::White),
                };
                (p, m)
            })
            .collect();
        let mut gained = match action {
            Action::Capture(c) => c.captured(),
            Action::Place { .. } => [0; 3],
        };
        for (_, m) in &claimed {
            gained[m.index()] += 1;
        }
        Ok(Turn {
            action,
            mover,
            gained,
            claimed,
            skipped: (self.turn() == Some(mover)).then_some(mover.other()),
            outcome: self.outcome(),
        })
    }

    /// Reads `text` (any form of §7.2) and plays it; returns the action played.
    ///
    /// # Errors
    /// The text is no action, or not a legal one here.
    pub fn play_text(&mut self, text: &str) -> Result<Action, ActionError> {
        let action = self.read_action(text)?;
        self.play(action)?;
        Ok(action)
    }

    /// Reads an action in any form of §7.2 on this board: a capture is completed with the
    /// colours of the marbles it jumps (and refused unless it is a legal sequence), and the
    /// official claim suffix of a placement is checked against what it claims.
    ///
    /// # Errors
    /// The text is no action, or names a capture or claims that do not fit this position.
    pub fn read_action(&self, text: &str) -> Result<Action, ActionError> {
        match action::read(self.variant, text)? {
            Written::Place {
                marble,
                at,
                remove,
                claims,
            } => {
                let action = Action::Place {
                    variant: self.variant,
                    marble,
                    at,
                    remove,
                };
                if let Some(mut written) = claims {
                    self.check(action)?;
                    let mut q = *self;
                    let mask = q.apply(action);
                    let claimed: Vec<(Marble, Place)> = places_of(mask)
                        .map(|p| {
                            let m = if p == at {
                                marble
                            } else {
                                self.marble_at(p).unwrap_or(Marble::White)
                            };
                            (m, p)
                        })
                        .collect();
                    written.sort_by_key(|&(m, p)| (p, m));
                    if written != claimed {
                        return Err(ActionError::WrongClaims {
                            action,
                            claimed: claimed
                                .into_iter()
                                .map(|(m, p)| (m, p.named(self.variant)))
                                .collect(),
                        });
                    }
                }
                Ok(action)
            }
            Written::Capture { start, jumps } => self.walk(start, &jumps).map(Action::Capture),
        }
    }

    /// Follows a written capture jump by jump on the board as it becomes (§4.1), refusing
    /// at the first step that is not a legal jump, a wrong colour, or a stop while the marble
    /// can still jump; the sequence with the jumped colours when it is legal.
    fn walk(
        &self,
        start: Place,
        jumps: &[(Option<Marble>, Place)],
    ) -> Result<Capture, ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        let v = self.variant;
        if !self.capture_possible() {
            return Err(ActionError::NoCapture);
        }
        if !v.contains(start) {
            return Err(ActionError::NotOnBoard(start.named(v)));
        }
        if self.marble_at(start).is_none() {
            return Err(ActionError::NoMarbleAt(start.named(v)));
        }
        let mut occ = self.occupied() & !start.bit();
        let mut cur = start;
        let mut chain = Capture::new(v, start);
        for &(colour, to) in jumps {
            if !v.contains(to) {
                return Err(ActionError::NotOnBoard(to.named(v)));
            }
            let i = cur.index();
            let Some(k) = (0..6).find(|&k| TABLES.land[i][k] == to.bit()) else {
                return Err(ActionError::NotAJump {
                    from: cur.named(v),
                    to: to.named(v),
                });
            };
            let ob = TABLES.over[i][k];
            let over = Place::from_index(ob.trailing_zeros() as usize).unwrap_or_default();
            if occ & ob == 0 {
                return Err(ActionError::NothingToJump {
                    from: cur.named(v),
                    over: over.named(v),
                    to: to.named(v),
                });
            }
            if self.rings & to.bit() == 0 || occ & to.bit() != 0 {
                return Err(ActionError::LandingTaken {
                    from: cur.named(v),
                    to: to.named(v),
                });
            }
            let actual = self.colour_of_bit(ob);
            if let Some(written) = colour.filter(|&w| w != actual) {
                return Err(ActionError::WrongColour {
                    over: over.named(v),
                    written,
                    actual,
                });
            }
            chain.push(actual, to);
            occ &= !ob;
            cur = to;
        }
        let vac = self.rings & !occ;
        let i = cur.index();
        if let Some(k) =
            (0..6).find(|&k| occ & TABLES.over[i][k] != 0 && vac & TABLES.land[i][k] != 0)
        {
            let at = |b: u64| Place::from_index(b.trailing_zeros() as usize).unwrap_or_default();
            return Err(ActionError::ChainStops {
                at: cur.named(v),
                over: at(TABLES.over[i][k]).named(v),
                to: at(TABLES.land[i][k]).named(v),
            });
        }
        Ok(chain)
    }

    /// Whether `action` is legal here; the reason when it is not.
    fn check(&self, action: Action) -> Result<(), ActionError> {
        let Status::Turn(side) = self.status else {
            return Err(ActionError::GameOver);
        };
        if action.variant() != self.variant {
            return Err(ActionError::WrongVariant {
                action: action.variant(),
                game: self.variant,
            });
        }
        match action {
            Action::Place {
                marble, at, remove, ..
            } => self.check_placement(side, marble, at, remove),
            Action::Capture(cap) => {
                let mut all = Vec::new();
                self.captures_into(&mut all);
                if all.contains(&action) {
                    return Ok(());
                }
                let jumps: Vec<(Option<Marble>, Place)> =
                    cap.jumps().map(|j| (Some(j.jumped), j.landing)).collect();
                self.walk(cap.start(), &jumps)?;
                Err(ActionError::NotLegal(action))
            }
        }
    }

    /// Whether `side` may place `marble` on `at` and take `remove` away (§4.2).
    fn check_placement(
        &self,
        side: Side,
        marble: Marble,
        at: Place,
        remove: Option<Place>,
    ) -> Result<(), ActionError> {
        let v = self.variant;
        for p in std::iter::once(at).chain(remove) {
            if !v.contains(p) {
                return Err(ActionError::NotOnBoard(p.named(v)));
            }
        }
        if !self.ring_at(at) {
            return Err(ActionError::NoRing(at.named(v)));
        }
        if let Some(m) = self.marble_at(at) {
            return Err(ActionError::Occupied {
                at: at.named(v),
                marble: m,
            });
        }
        if self.capture_possible() {
            let mut all = Vec::new();
            self.captures_into(&mut all);
            all.sort_by_cached_key(ToString::to_string);
            if let Some(Action::Capture(example)) = all.first() {
                return Err(ActionError::CaptureCompulsory { example: *example });
            }
        }
        let c = marble.index();
        if !self.pool_empty() {
            if self.pool[c] == 0 {
                return Err(ActionError::NotInPool {
                    marble,
                    pool: self.pool,
                });
            }
        } else if self.captures[side.index()][c] == 0 {
            return Err(ActionError::NotInCaptures {
                marble,
                captures: self.captures[side.index()],
            });
        }
        let free = free_rings(self.rings, self.vacant()) & !at.bit();
        match remove {
            None => match places_of(free).next() {
                Some(f) => Err(ActionError::FreeRingMustBeRemoved {
                    marble,
                    at: at.named(v),
                    free: f.named(v),
                }),
                None => Ok(()),
            },
            Some(r) if r == at => Err(ActionError::RemoveFilled(r.named(v))),
            Some(r) if free == 0 => Err(ActionError::NoFreeRing(r.named(v))),
            Some(r) if free & r.bit() == 0 => Err(ActionError::NotAFreeRing(r.named(v))),
            Some(_) => Ok(()),
        }
    }
}
