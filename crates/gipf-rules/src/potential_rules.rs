//! The rules with the potentials option (POTENTIALS.md §4-§10): legal actions, applying
//! them, the stage machine with `t`, `pm` and `po`, the end of the game, and the hash. The
//! classic rules (rules.rs) never come here: every public entry point sends a position with
//! potentials to this file first. One topic over ~670 lines: generating and applying share
//! the content-aware row scan and removal helpers; the input side (written actions, refusals,
//! events, a position string's rule checks) is in `potential_checks.rs`.

use crate::action::{Action, LoadedMarks};
use crate::event::Event;
use crate::geometry::{shift_of, Dir, Entry, Spot, SpotSet, ALL_SPOTS, CENTRE, ENTRIES};
use crate::position::{Cells, Position, Potentials};
use crate::potential::{Base, Content, Kind};
use crate::rules::Sink;
use crate::types::{Color, Piece, Stage, Status, Variant};

static NO_CELLS: Cells = [None; 64];

/// A row with the potentials option: its run, its extension, and whether it is optional
/// (a run of uncapped GIPF pieces only).
#[derive(Clone, Copy)]
struct PRow {
    run: u64,
    ext: u64,
    optional: bool,
}

/// Which rows a removal stage deals with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Filter {
    All,
    Compulsory,
}

/// What may be pushed from the reserve now.
#[derive(Clone, Copy, Default)]
pub(crate) struct PushKinds {
    pub(crate) basic: bool,
    pub(crate) gipf: bool,
    pub(crate) loaded: bool,
}

impl PushKinds {
    fn any(self) -> bool {
        self.basic || self.gipf || self.loaded
    }
}

/// The neighbouring spot of `spot` in `dir`, if it is a spot (not a dot).
fn step(spot: Spot, dir: Dir) -> Option<Spot> {
    let (shift, ascending) = shift_of(dir as usize);
    let b = spot.bit();
    let n = if ascending { b << shift } else { b >> shift };
    if n & ALL_SPOTS == 0 {
        return None;
    }
    Spot::from_bit_index(n.trailing_zeros())
}

pub(crate) fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn content_code(c: Content) -> u64 {
    let (tag, color, kind) = match c.base() {
        Base::Basic(col) => (1u64, col, 0u64),
        Base::Gipf(col) => (2, col, 0),
        Base::Loaded(col, k) => (3, col, k as u64),
        Base::Used(col, k) => (4, col, k as u64),
    };
    tag | (color as u64) << 3 | kind << 4 | u64::from(c.caps()) << 8
}

impl Position {
    fn cells(&self) -> &Cells {
        self.pot.as_ref().map(|p| &p.cells).unwrap_or(&NO_CELLS)
    }

    pub(crate) fn at(&self, spot: Spot) -> Option<Content> {
        self.cells()[spot.bit_index()]
    }

    /// Puts a content on a spot, keeping the board's colour and GIPF planes in step.
    pub(crate) fn put(&mut self, spot: Spot, content: Option<Content>) {
        let b = spot.bit();
        self.core.board.pieces[0] &= !b;
        self.core.board.pieces[1] &= !b;
        self.core.board.gipf &= !b;
        if let Some(c) = content {
            self.core.board.pieces[c.color().index()] |= b;
            if c.counts_as_gipf() {
                self.core.board.gipf |= b;
            }
        }
        if let Some(pot) = self.pot.as_mut() {
            pot.cells[spot.bit_index()] = content;
        }
    }

    fn occupied_bits(&self) -> u64 {
        self.board.pieces[0] | self.board.pieces[1]
    }

    /// The spots whose content matches `f`.
    fn mask_of(&self, f: impl Fn(Content) -> bool) -> u64 {
        let cells = self.cells();
        let mut m = 0;
        let mut occ = self.occupied_bits();
        while occ != 0 {
            let i = occ.trailing_zeros() as usize;
            occ &= occ - 1;
            if cells[i].is_some_and(&f) {
                m |= 1u64 << i;
            }
        }
        m
    }

    /// The owner of the TAMSK-loaded piece on e5 (the decider of stage `t`).
    pub(crate) fn tamsk_decider(&self) -> Color {
        self.at(CENTRE).map(|c| c.color()).unwrap_or(self.turn)
    }

    pub(crate) fn tamsk_on_centre(&self) -> bool {
        self.at(CENTRE).and_then(|c| c.loaded_kind()) == Some(Kind::Tamsk)
    }

    pub(crate) fn any_line_open(&self) -> bool {
        let occ = self.occupied_bits();
        ENTRIES.iter().any(|e| e.line_mask & !occ != 0)
    }

    fn rows_of(&self, color: Color) -> Vec<PRow> {
        let mine = self.board.pieces[color.index()];
        let mut out = Vec::new();
        if !crate::geometry::has_four(mine) {
            return out;
        }
        let occ = self.occupied_bits();
        let uncapped_gipf = self.mask_of(|c| c.counts_as_gipf() && !c.is_capped());
        crate::rules::for_each_row(mine, occ, |run, ext| {
            out.push(PRow {
                run,
                ext,
                optional: run & !uncapped_gipf == 0,
            })
        });
        out
    }

    /// The rows of a colour as (run, extension, optional).
    pub(crate) fn potential_rows(&self, color: Color) -> Vec<(u64, u64, bool)> {
        self.rows_of(color)
            .into_iter()
            .map(|r| (r.run, r.ext, r.optional))
            .collect()
    }

    pub(crate) fn has_compulsory(&self, color: Color) -> bool {
        self.rows_of(color).iter().any(|r| !r.optional)
    }

    /// The removal action taking the top objects of `spots`, with the board's marks.
    pub(crate) fn removal_action(&self, spots: u64) -> Action {
        let spots = SpotSet(spots);
        Action::Remove {
            spots,
            gipf: SpotSet(spots.0 & self.mask_of(|c| c.counts_as_gipf() && !c.is_capped())),
            loaded: LoadedMarks::of(spots, |s| self.at(s).and_then(|c| c.loaded_kind())),
        }
    }

    /// Appends the distinct removals of `color`'s rows that `filter` selects
    /// (POTENTIALS.md §7.3); returns (whether there is a row, whether all rows are optional).
    fn removals(&self, color: Color, filter: Filter, out: &mut Vec<Action>) -> (bool, bool) {
        let mut sets = Vec::new();
        let found = self.removal_sets(color, filter, &mut sets);
        out.extend(sets.into_iter().map(|spots| self.removal_action(spots)));
        found
    }

    /// The distinct sets of spots that one removal of `color`'s rows selected by `filter`
    /// takes, into `seen` (cleared first); returns (whether there is a row, whether all
    /// rows are optional).
    fn removal_sets(&self, color: Color, filter: Filter, seen: &mut Vec<u64>) -> (bool, bool) {
        seen.clear();
        let rows = self.rows_of(color);
        if rows.is_empty() {
            return (false, true);
        }
        let keepable = self.mask_of(Content::keepable);
        for row in &rows {
            if filter == Filter::Compulsory && row.optional {
                continue;
            }
            let k = row.ext & keepable;
            let mut keep = k;
            loop {
                let removed = row.ext & !keep;
                if removed != 0
                    && (row.optional || removed & row.run != 0)
                    && !seen.contains(&removed)
                {
                    seen.push(removed);
                }
                if keep == 0 {
                    break;
                }
                keep = (keep - 1) & k;
            }
        }
        (true, rows.iter().all(|r| r.optional))
    }

    pub(crate) fn push_kinds_pot(&self, color: Color) -> PushKinds {
        let c = color.index();
        let r = self.reserves[c];
        let hand = !self.hand(color).is_empty();
        match (self.variant, self.status[c]) {
            (Variant::Tournament, Status::NotPushed) => PushKinds {
                gipf: r >= 2,
                ..PushKinds::default()
            },
            (Variant::Tournament, Status::GipfOnly) => PushKinds {
                basic: r >= 1,
                gipf: r >= 2,
                loaded: r >= 1 && hand,
            },
            (Variant::Tournament, Status::Singles) => PushKinds {
                basic: r >= 1,
                ..PushKinds::default()
            },
            _ => PushKinds {
                basic: r >= 1,
                gipf: false,
                loaded: r >= 1 && hand,
            },
        }
    }

    /// Where the potential of the loaded piece on `from` (of kind `kind`, owned by `color`)
    /// can go (POTENTIALS.md §5).
    pub(crate) fn use_targets(&self, kind: Kind, from: Spot, color: Color, out: &mut Vec<Spot>) {
        let occupied = |s: Spot| self.at(s).is_some();
        for dir in Dir::ALL {
            match kind {
                Kind::Zertz => {
                    let Some(mut s) = step(from, dir).filter(|&s| occupied(s)) else {
                        continue;
                    };
                    loop {
                        match step(s, dir) {
                            Some(n) if occupied(n) => s = n,
                            Some(n) => {
                                out.push(n);
                                break;
                            }
                            None => break,
                        }
                    }
                }
                Kind::Yinsh => {
                    let mut at = step(from, dir);
                    while let Some(s) = at.filter(|&s| !occupied(s)) {
                        out.push(s);
                        at = step(s, dir);
                    }
                }
                Kind::Dvonn | Kind::Punct => {
                    if let Some(s) = step(from, dir) {
                        if self.at(s).is_some_and(|c| {
                            c.color() != color && c.base().cap_kind() == Some(kind)
                        }) {
                            out.push(s);
                        }
                    }
                }
                Kind::Tamsk => {}
            }
        }
    }

    /// Calls `f(kind, from, targets)` for each of the turn owner's uncapped loaded pieces
    /// that can use its potential at stage `p` (ZÈRTZ, YINSH, DVONN, PÜNCT).
    fn for_each_use(&self, mut f: impl FnMut(Kind, Spot, &[Spot])) {
        let me = self.turn;
        let mut targets = Vec::new();
        let mut mine = self.board.pieces[me.index()];
        while mine != 0 {
            let i = mine.trailing_zeros();
            mine &= mine - 1;
            let Some(from) = Spot::from_bit_index(i) else {
                continue;
            };
            let Some(kind) = self.at(from).and_then(|c| c.loaded_kind()) else {
                continue;
            };
            if kind == Kind::Tamsk {
                continue;
            }
            targets.clear();
            self.use_targets(kind, from, me, &mut targets);
            f(kind, from, &targets);
        }
    }

    /// The uses of the turn owner's potentials at stage `p`.
    fn uses_into(&self, out: &mut Vec<Action>) {
        self.for_each_use(|kind, from, targets| {
            out.extend(targets.iter().map(|&to| Action::Use { kind, from, to }));
        });
    }

    /// The legal actions with the potentials option.
    pub(crate) fn pot_legal_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let me = self.turn;
        let occ = self.occupied_bits();
        match self.stage {
            Stage::Won(_) => {}
            Stage::Push => {
                let kinds = self.push_kinds_pot(me);
                let hand = self.hand(me);
                if kinds.any() {
                    for (i, e) in ENTRIES.iter().enumerate() {
                        if e.line_mask & !occ == 0 {
                            continue;
                        }
                        let entry = Entry::from_raw(i as u8);
                        if kinds.gipf {
                            out.push(Action::Push { entry, gipf: true });
                        }
                        if kinds.loaded {
                            out.extend(hand.kinds().map(|kind| Action::PushLoaded { entry, kind }));
                        }
                        if kinds.basic {
                            out.push(Action::Push { entry, gipf: false });
                        }
                    }
                }
                self.uses_into(out);
                self.removals(me, Filter::All, out);
            }
            Stage::Tamsk => {
                for (i, e) in ENTRIES.iter().enumerate() {
                    if e.line_mask & !occ != 0 {
                        out.push(Action::Tamsk {
                            entry: Entry::from_raw(i as u8),
                        });
                    }
                }
                out.push(Action::Keep);
            }
            Stage::MoverRemoves => {
                let (any, all_optional) = self.removals(me, Filter::All, out);
                if any && all_optional {
                    out.push(Action::Done);
                }
            }
            Stage::PreMover => {
                self.removals(me, Filter::Compulsory, out);
            }
            Stage::OpponentRemoves | Stage::PreOpponent => {
                self.removals(me.other(), Filter::Compulsory, out);
            }
            Stage::Challenge | Stage::Referee => {
                out.extend_from_slice(Position::challenge_actions(self.stage));
            }
        }
    }

    /// Whether the turn owner can act at stage `p` (POTENTIALS.md §9 "No action").
    pub(crate) fn pot_can_act(&self) -> bool {
        let kinds = self.push_kinds_pot(self.turn);
        if kinds.any() && self.any_line_open() {
            return true;
        }
        let mut v = Vec::new();
        self.uses_into(&mut v);
        self.removals(self.turn, Filter::All, &mut v);
        !v.is_empty()
    }

    /// Pushes `base` in along `entry`; returns whether a TAMSK-loaded piece arrived on e5.
    fn pot_push_piece(&mut self, entry: Entry, base: Base) -> bool {
        let mut line = [CENTRE; 7];
        let mut len = 0;
        for (slot, s) in line.iter_mut().zip(entry.spots()) {
            *slot = s;
            len += 1;
        }
        let line = &line[..len];
        let Some(first_empty) = line.iter().position(|&s| self.at(s).is_none()) else {
            debug_assert!(false, "push along a full line");
            return false;
        };
        for i in (1..=first_empty).rev() {
            let moved = self.at(line[i - 1]);
            self.put(line[i], moved);
        }
        self.put(line[0], Some(Content::uncapped(base)));
        line[..=first_empty].contains(&CENTRE) && self.tamsk_on_centre()
    }

    fn after_push(&mut self, arrived: bool) {
        self.core.stage = if arrived {
            Stage::Tamsk
        } else {
            Stage::MoverRemoves
        };
    }

    /// A push from the reserve: the piece, its cost, the hand and the status (§4).
    fn pot_push(&mut self, entry: Entry, base: Base) {
        let me = self.turn;
        let c = me.index();
        let arrived = self.pot_push_piece(entry, base);
        let cost = if matches!(base, Base::Gipf(_)) { 2 } else { 1 };
        self.core.reserves[c] = self.reserves[c].saturating_sub(cost);
        let mut hand = self.hand(me);
        match base {
            Base::Loaded(_, kind) => hand.take(kind),
            Base::Basic(_) => hand = crate::Hand::EMPTY,
            _ => {}
        }
        if let Some(pot) = self.pot.as_mut() {
            pot.hands[c] = hand;
        }
        if self.variant == Variant::Tournament {
            self.core.status[c] = match base {
                Base::Gipf(_) => Status::GipfOnly,
                Base::Loaded(..) if !hand.is_empty() => Status::Loaded,
                _ => Status::Singles,
            };
        }
        self.after_push(arrived);
    }

    /// The GIPF-piece check after a removal or a PÜNCT use by `actor` (§9).
    fn gipf_check(&mut self, actor: Color) {
        if !self.variant.has_gipf_rule() {
            return;
        }
        let opp = actor.other();
        if self.gipf_rule_applies(opp) && self.board.gipf_count(opp) == 0 {
            self.core.stage = Stage::Won(actor);
        } else if self.gipf_rule_applies(actor) && self.board.gipf_count(actor) == 0 {
            self.core.stage = Stage::Won(opp);
        }
    }

    /// The basic pieces a removal of `spots` takes, for the events.
    fn taken_pieces(&self, spots: u64) -> Vec<(Spot, Piece)> {
        SpotSet(spots)
            .iter()
            .filter_map(|s| {
                let c = self.at(s)?;
                match c.base() {
                    _ if c.is_capped() => None,
                    Base::Basic(color) | Base::Loaded(color, _) => {
                        Some((s, Piece { color, gipf: false }))
                    }
                    Base::Gipf(color) => Some((s, Piece { color, gipf: true })),
                    Base::Used(..) => None,
                }
            })
            .collect()
    }

    /// Takes the top object of every spot of `spots` for `remover` (§7.3, §7.4), then
    /// applies the GIPF-piece check.
    fn pot_remove<S: Sink>(&mut self, remover: Color, spots: u64, forced: bool, sink: &mut S) {
        sink.event(|| Event::Removed {
            remover,
            taken: self.taken_pieces(spots),
            forced,
        });
        let r = remover.index();
        for s in SpotSet(spots).iter() {
            let Some(c) = self.at(s) else {
                continue;
            };
            if let Some(under) = c.without_cap() {
                self.put(s, Some(under));
                continue;
            }
            let base = c.base();
            let value = base.basic_pieces();
            if value > 0 {
                if base.color() == remover {
                    self.core.reserves[r] += value;
                } else {
                    self.core.captures[r] += value;
                }
            }
            self.put(s, None);
        }
        self.gipf_check(remover);
    }

    fn pot_use(&mut self, kind: Kind, from: Spot, to: Spot) {
        let me = self.turn;
        self.put(from, Some(Content::uncapped(Base::Basic(me))));
        match kind {
            Kind::Dvonn | Kind::Punct => {
                let capped = self.at(to).map(Content::with_cap);
                self.put(to, capped);
            }
            _ => self.put(to, Some(Content::uncapped(Base::Used(me, kind)))),
        }
        self.core.stage = Stage::MoverRemoves;
        if kind == Kind::Punct {
            self.gipf_check(me);
        }
    }

    fn pot_tamsk(&mut self, entry: Entry) {
        let owner = self.tamsk_decider();
        self.put(CENTRE, Some(Content::uncapped(Base::Basic(owner))));
        let arrived = self.pot_push_piece(entry, Base::Used(owner, Kind::Tamsk));
        self.after_push(arrived);
    }

    /// Applies a legal action and moves on to the next decision.
    pub(crate) fn pot_apply<S: Sink>(&mut self, action: Action, sink: &mut S) {
        let me = self.turn;
        let action = match self.combine(action) {
            crate::combining::Step::Apply(a) => a,
            crate::combining::Step::Done => {
                self.pot_settle(sink);
                self.core.hash = self.compute_hash();
                return;
            }
        };
        match action {
            Action::Push { entry, gipf } => {
                let base = if gipf {
                    Base::Gipf(me)
                } else {
                    Base::Basic(me)
                };
                self.pot_push(entry, base);
            }
            Action::PushLoaded { entry, kind } => self.pot_push(entry, Base::Loaded(me, kind)),
            Action::Use { kind, from, to } => self.pot_use(kind, from, to),
            Action::Tamsk { entry } => self.pot_tamsk(entry),
            Action::Keep => self.core.stage = Stage::MoverRemoves,
            Action::Remove { spots, .. } => {
                let remover = match self.stage {
                    Stage::OpponentRemoves | Stage::PreOpponent => me.other(),
                    _ => me,
                };
                let before = self.stage;
                self.pot_remove(remover, spots.0, false, sink);
                if before == Stage::Push
                    && self.stage == Stage::Push
                    && (self.has_compulsory(me) || self.has_compulsory(me.other()))
                {
                    self.core.stage = Stage::PreMover;
                }
            }
            Action::Done => self.core.stage = Stage::OpponentRemoves,
            // Dealt with by `combine`.
            Action::Challenge | Action::Allow | Action::Won | Action::Lost => {}
        }
        self.pot_settle(sink);
        self.core.hash = self.compute_hash();
    }

    /// Moves through stages that hold no decision (§8, §10).
    fn pot_settle<S: Sink>(&mut self, sink: &mut S) {
        let mut options: Vec<u64> = Vec::new();
        loop {
            let me = self.turn;
            let (remover, filter) = match self.stage {
                Stage::Won(_) | Stage::Challenge | Stage::Referee => return,
                Stage::Push => {
                    if !self.pot_can_act() {
                        self.core.stage = Stage::Won(me.other());
                    }
                    return;
                }
                Stage::Tamsk => {
                    if !self.any_line_open() {
                        sink.event(|| Event::Kept {
                            color: self.tamsk_decider(),
                            forced: true,
                        });
                        self.core.stage = Stage::MoverRemoves;
                        continue;
                    }
                    return;
                }
                Stage::MoverRemoves => (me, Filter::All),
                Stage::PreMover => (me, Filter::Compulsory),
                Stage::OpponentRemoves | Stage::PreOpponent => (me.other(), Filter::Compulsory),
            };
            let (any, all_optional) = self.removal_sets(remover, filter, &mut options);
            let done = self.stage == Stage::MoverRemoves && any && all_optional;
            match (options.as_slice(), done) {
                ([], _) => {
                    self.core.stage = match self.stage {
                        Stage::MoverRemoves => Stage::OpponentRemoves,
                        Stage::PreMover => Stage::PreOpponent,
                        Stage::OpponentRemoves if self.has_compulsory(me) => Stage::MoverRemoves,
                        Stage::OpponentRemoves => {
                            self.core.turn = me.other();
                            Stage::Push
                        }
                        Stage::PreOpponent if self.has_compulsory(me) => Stage::PreMover,
                        _ => Stage::Push,
                    };
                }
                (&[spots], false) => self.pot_remove(remover, spots, true, sink),
                _ => return,
            }
        }
    }

    /// The number of legal actions with the potentials option.
    pub(crate) fn pot_action_count(&self) -> usize {
        let me = self.turn;
        let occ = self.occupied_bits();
        let open = || ENTRIES.iter().filter(|e| e.line_mask & !occ != 0).count();
        let mut sets = Vec::new();
        match self.stage {
            Stage::Won(_) => 0,
            Stage::Push => {
                let kinds = self.push_kinds_pot(me);
                let per_entry = usize::from(kinds.gipf)
                    + usize::from(kinds.basic)
                    + if kinds.loaded {
                        self.hand(me).kinds().count()
                    } else {
                        0
                    };
                let pushes = if per_entry > 0 { open() * per_entry } else { 0 };
                let mut uses = 0;
                self.for_each_use(|_, _, targets| uses += targets.len());
                self.removal_sets(me, Filter::All, &mut sets);
                pushes + uses + sets.len()
            }
            Stage::Tamsk => open() + 1,
            Stage::MoverRemoves => {
                let (any, all_optional) = self.removal_sets(me, Filter::All, &mut sets);
                sets.len() + usize::from(any && all_optional)
            }
            Stage::PreMover => {
                self.removal_sets(me, Filter::Compulsory, &mut sets);
                sets.len()
            }
            Stage::OpponentRemoves | Stage::PreOpponent => {
                self.removal_sets(me.other(), Filter::Compulsory, &mut sets);
                sets.len()
            }
            Stage::Challenge | Stage::Referee => 2,
        }
    }

    /// The hash of a position with potentials, computed from scratch (every field of the
    /// string, the contents of every spot and the hands).
    pub(crate) fn potentials_hash(&self, pot: &Potentials) -> u64 {
        let mut h = splitmix(0x706f_7465_6e74 ^ self.variant as u64);
        for spot in Spot::all() {
            if let Some(c) = pot.cells[spot.bit_index()] {
                h ^= splitmix((spot.bit_index() as u64) << 32 ^ content_code(c));
            }
        }
        for c in 0..2u64 {
            let i = c as usize;
            let mut fields = u64::from(self.reserves[i])
                | u64::from(self.captures[i]) << 8
                | (self.status[i] as u64) << 16;
            for (k, kind) in Kind::ALL.into_iter().enumerate() {
                fields |= u64::from(pot.hands[i].count(kind)) << (24 + 7 * k);
            }
            h ^= splitmix(fields ^ (c + 1) << 62);
        }
        if let Some(ch) = &pot.challenges {
            h ^= Position::challenges_hash(ch);
        }
        h ^ splitmix(0x0053_5441_4745 ^ (self.turn as u64) << 8 ^ self.stage.index() as u64)
    }
}
