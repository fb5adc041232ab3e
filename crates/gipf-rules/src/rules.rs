//! Rows, legal actions, applying actions and the stage machine of the classic game (RULES.md
//! §3-§7), and the public entry points that send a position with potentials to
//! `potential_rules.rs`. One topic over ~900 lines: the hot path, whose parts (rows, removal
//! options, forced stages, the checks of a written action) share private row and removal
//! helpers on the copyable core; perft is in `perft.rs`.

use crate::action::{removal_sets, Action, ActionText, LoadedMarks, Mark};
use crate::error::{ActionError, DoneRefusal};
use crate::event::Event;
use crate::geometry::{has_four, Entry, SpotSet, ALL_SPOTS, ENTRIES, LINES};
use crate::position::{Core, Position};
use crate::types::{Color, Stage, Status, Variant};
use crate::zobrist::KEYS;

/// A row (RULES.md §4): a maximal run of 4+ pieces of one colour on a line, and its extension.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Row {
    /// The run of the row's colour.
    pub run: SpotSet,
    /// The maximal occupied segment of the line that holds the run.
    pub extension: SpotSet,
    /// Whether the run holds only GIPF pieces, so that its owner may leave it.
    pub optional: bool,
}

/// Which rows a removal stage deals with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RowFilter {
    /// Every row of the colour (the owner's own turn).
    All,
    /// Only compulsory rows (resolving after the opponent's push).
    Compulsory,
}

/// Where removals are reported while an action is applied: nowhere (the fast path) or into
/// a list of events.
pub(crate) trait Sink {
    fn removed(&mut self, board: &crate::Board, remover: Color, spots: u64, forced: bool);
    /// Reports an event made by `make` (which the fast path never calls).
    fn event(&mut self, make: impl FnOnce() -> Event);
}

impl Sink for () {
    #[inline(always)]
    fn removed(&mut self, _: &crate::Board, _: Color, _: u64, _: bool) {}
    #[inline(always)]
    fn event(&mut self, _: impl FnOnce() -> Event) {}
}

impl Sink for Vec<Event> {
    fn event(&mut self, make: impl FnOnce() -> Event) {
        self.push(make());
    }

    fn removed(&mut self, board: &crate::Board, remover: Color, spots: u64, forced: bool) {
        let taken = SpotSet(spots)
            .iter()
            .filter_map(|s| board.get(s).map(|p| (s, p)))
            .collect();
        self.push(Event::Removed {
            remover,
            taken,
            forced,
        });
    }
}

/// How many options a removal stage has.
enum Forced {
    NoOption,
    /// Exactly one: these spots.
    One(u64),
    Choice,
}

/// The most rows one colour can have at once: each row has 4+ pieces, each piece is on 3
/// lines, and a colour has at most 18 pieces.
const MAX_ROWS: usize = 14;

/// A fixed-capacity list of rows, so that finding rows never allocates.
#[derive(Clone, Copy)]
pub(crate) struct Rows {
    rows: [Row; MAX_ROWS],
    len: usize,
}

impl Rows {
    fn as_slice(&self) -> &[Row] {
        &self.rows[..self.len]
    }
}

impl Position {
    /// The rows of a colour standing on the board.
    pub fn rows(&self, color: Color) -> Vec<Row> {
        if self.pot.is_some() {
            return self.pot_rows(color);
        }
        self.find_rows(color).as_slice().to_vec()
    }
}

impl Core {
    pub(crate) fn find_rows(&self, color: Color) -> Rows {
        let empty = Row {
            run: SpotSet::EMPTY,
            extension: SpotSet::EMPTY,
            optional: false,
        };
        let mut out = Rows {
            rows: [empty; MAX_ROWS],
            len: 0,
        };
        let mine = self.board.pieces[color.index()];
        if !has_four(mine) {
            return out;
        }
        let occ = self.board.pieces[0] | self.board.pieces[1];
        // The same scan as `for_each_row`, written out: through the closure the classic
        // perft from P1 took 6 % more instructions (callgrind).
        for line in &LINES {
            if (line.mask & mine).count_ones() < 4 {
                continue;
            }
            let spots = &line.spots[..line.len as usize];
            let mut i = 0;
            while i < spots.len() {
                if mine & spots[i].bit() == 0 {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < spots.len() && mine & spots[i].bit() != 0 {
                    i += 1;
                }
                if i - start < 4 {
                    continue;
                }
                let run: u64 = spots[start..i].iter().fold(0, |m, s| m | s.bit());
                let mut lo = start;
                while lo > 0 && occ & spots[lo - 1].bit() != 0 {
                    lo -= 1;
                }
                let mut hi = i;
                while hi < spots.len() && occ & spots[hi].bit() != 0 {
                    hi += 1;
                }
                let ext: u64 = spots[lo..hi].iter().fold(0, |m, s| m | s.bit());
                if out.len < MAX_ROWS {
                    out.rows[out.len] = Row {
                        run: SpotSet(run),
                        extension: SpotSet(ext),
                        optional: run & !self.board.gipf == 0,
                    };
                    out.len += 1;
                }
            }
        }
        out
    }

    /// Whether a colour has a row that must be removed (one holding a single piece).
    pub(crate) fn has_compulsory_row(&self, color: Color) -> bool {
        let mine = self.board.pieces[color.index()];
        has_four(mine) && self.find_rows(color).as_slice().iter().any(|r| !r.optional)
    }

    /// Appends the distinct removals of the rows of `color` that `filter` selects; returns
    /// whether every row of the colour is optional (so that `done` may be offered).
    fn removals_into(&self, color: Color, filter: RowFilter, out: &mut Vec<Action>) -> bool {
        let rows = self.find_rows(color);
        let first = out.len();
        let mut all_optional = true;
        for row in rows.as_slice() {
            all_optional &= row.optional;
            if filter == RowFilter::Compulsory && row.optional {
                continue;
            }
            let ext = row.extension.0;
            let gipf_in = ext & self.board.gipf;
            // Every subset of the extension's GIPF pieces may be kept.
            let mut keep = gipf_in;
            loop {
                let removed = ext & !keep;
                if removed != 0 {
                    let action = Action::Remove {
                        spots: SpotSet(removed),
                        gipf: SpotSet(removed & self.board.gipf),
                        loaded: LoadedMarks::NONE,
                    };
                    if !out[first..].contains(&action) {
                        out.push(action);
                    }
                }
                if keep == 0 {
                    break;
                }
                keep = (keep - 1) & gipf_in;
            }
        }
        all_optional
    }

    /// The number of options of a removal stage (`done` included where it is allowed).
    pub(crate) fn removal_decision_size(&self, color: Color, compulsory_only: bool) -> usize {
        let mut v = Vec::new();
        let filter = if compulsory_only {
            RowFilter::Compulsory
        } else {
            RowFilter::All
        };
        let all_optional = self.removals_into(color, filter, &mut v);
        v.len() + usize::from(!compulsory_only && all_optional && !v.is_empty())
    }

    /// Which kinds of piece a player may push at the start of his turn: (single, GIPF).
    fn push_kinds(&self, color: Color) -> (bool, bool) {
        let c = color.index();
        let r = self.reserves[c];
        match (self.variant, self.status[c]) {
            (Variant::Tournament, Status::NotPushed) => (false, r >= 2),
            (Variant::Tournament, Status::GipfOnly) => (r >= 1, r >= 2),
            _ => (r >= 1, false),
        }
    }

    /// Whether a player at the start of his turn can do anything: push, or remove from one
    /// of his optional rows (RULES.md §6).
    pub(crate) fn can_act_before_push(&self, color: Color) -> bool {
        let (single, gipf) = self.push_kinds(color);
        // A valid position holds at most 36 singles' worth of pieces on 37 spots, so some
        // line is open; the scan keeps this true for any board.
        let occ = self.board.pieces[0] | self.board.pieces[1];
        let can_push = (single || gipf) && ENTRIES.iter().any(|e| e.line_mask & !occ != 0);
        can_push || has_four(self.board.pieces[color.index()] & self.board.gipf)
    }

    /// The only option of a removal stage, if it has exactly one; `None` if it has none or
    /// several. Allocation-free: a row has one option exactly when its extension holds no
    /// GIPF piece (otherwise keeping or not gives two), and two rows never share their only
    /// option (their extensions lie on different lines), so counting per row is exact.
    fn forced_removal(&self, color: Color, filter: RowFilter) -> Forced {
        let rows = self.find_rows(color);
        let mut chosen = None;
        let mut count = 0;
        let mut all_optional = true;
        for row in rows.as_slice() {
            all_optional &= row.optional;
            if filter == RowFilter::Compulsory && row.optional {
                continue;
            }
            count += 1;
            if row.extension.0 & self.board.gipf == 0 {
                chosen = Some(row.extension.0);
            } else {
                count += 1;
            }
        }
        if filter == RowFilter::All && all_optional && count > 0 {
            count += 1; // done
        }
        match (count, chosen) {
            (0, _) => Forced::NoOption,
            (1, Some(spots)) => Forced::One(spots),
            _ => Forced::Choice,
        }
    }

    /// Whether `spots` is exactly what one legal removal of `color`'s rows takes.
    fn is_removal(&self, color: Color, filter: RowFilter, spots: u64) -> bool {
        spots != 0
            && self.find_rows(color).as_slice().iter().any(|row| {
                (filter == RowFilter::All || !row.optional)
                    && spots & !row.extension.0 == 0
                    && (row.extension.0 & !spots) & !self.board.gipf == 0
            })
    }

    /// The legal actions of a classic position, written into `out` (cleared first).
    pub(crate) fn legal_classic(&self, out: &mut Vec<Action>) {
        out.clear();
        let me = self.turn;
        match self.stage {
            Stage::Won(_) => {}
            Stage::Push => {
                let (single, gipf) = self.push_kinds(self.turn);
                let occ = self.board.pieces[0] | self.board.pieces[1];
                for (i, e) in ENTRIES.iter().enumerate() {
                    if e.line_mask & !occ != 0 {
                        let entry = Entry::from_raw(i as u8);
                        if gipf {
                            out.push(Action::Push { entry, gipf: true });
                        }
                        if single {
                            out.push(Action::Push { entry, gipf: false });
                        }
                    }
                }
                if has_four(self.board.pieces[me.index()] & self.board.gipf) {
                    self.removals_into(me, RowFilter::All, out);
                }
            }
            Stage::MoverRemoves => {
                if self.removals_into(me, RowFilter::All, out) {
                    out.push(Action::Done);
                }
            }
            Stage::OpponentRemoves => {
                self.removals_into(me.other(), RowFilter::Compulsory, out);
            }
            // Potentials and challenges stages: a classic position never has them.
            Stage::Tamsk
            | Stage::PreMover
            | Stage::PreOpponent
            | Stage::Challenge
            | Stage::Referee => {}
        }
    }

    /// The number of legal actions of a classic position.
    pub(crate) fn count_classic(&self) -> usize {
        if self.stage == Stage::Push
            && !has_four(self.board.pieces[self.turn.index()] & self.board.gipf)
        {
            let (single, gipf) = self.push_kinds(self.turn);
            let occ = self.board.pieces[0] | self.board.pieces[1];
            let open = ENTRIES.iter().filter(|e| e.line_mask & !occ != 0).count();
            return open * (usize::from(single) + usize::from(gipf));
        }
        let mut v = Vec::new();
        self.legal_classic(&mut v);
        v.len()
    }

    /// Applies a legal action of a classic position and moves on to the next decision.
    #[inline(always)]
    pub(crate) fn apply_classic<S: Sink>(&mut self, action: Action, sink: &mut S) {
        match action {
            Action::Push { entry, gipf } => {
                self.do_push(entry, gipf);
                // A push with no four-in-a-line anywhere ends the turn at once: the fast path.
                if !has_four(self.board.pieces[0]) && !has_four(self.board.pieces[1]) {
                    self.next_turn();
                } else {
                    self.set_stage(Stage::MoverRemoves);
                }
            }
            Action::Remove { spots, .. } => {
                let remover = match self.stage {
                    Stage::OpponentRemoves => self.turn.other(),
                    _ => self.turn,
                };
                sink.removed(&self.board, remover, spots.0, false);
                self.do_remove(remover, spots.0);
            }
            Action::Done => self.set_stage(Stage::OpponentRemoves),
            // Refused by `check` in a classic game.
            Action::PushLoaded { .. }
            | Action::Use { .. }
            | Action::Tamsk { .. }
            | Action::Keep
            | Action::Challenge
            | Action::Allow
            | Action::Won
            | Action::Lost => return,
        }
        self.settle(sink);
    }
}

impl Position {
    /// The legal actions of the current decision; empty when the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(48);
        self.legal_actions_into(&mut v);
        v
    }

    /// The legal actions of the current decision, written into `out` (cleared first), so
    /// that a search can reuse one buffer per depth.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        if self.pot.is_some() {
            return self.pot_legal_into(out);
        }
        out.clear();
        self.core.legal_classic(out);
    }

    /// The removal actions of the current decision in canonical text order: the order in
    /// which players see them numbered 1..k (on board images and buttons alike). Empty when
    /// no removal is possible now.
    pub fn removal_options(&self) -> Vec<Action> {
        let mut v: Vec<Action> = self
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Remove { .. }))
            .collect();
        v.sort_by_cached_key(|a| a.to_string());
        v
    }

    /// The number of legal actions, without building them where that can be avoided.
    pub fn legal_action_count(&self) -> usize {
        if self.pot.is_some() {
            return self.pot_action_count();
        }
        self.core.count_classic()
    }

    /// Plays an action. An illegal action returns an error and leaves the position as it was.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        // The classic fast path: one test, then the classic code on the copyable core.
        if self.pot.is_none() && !self.is_over() {
            self.core.check_classic(action)?;
            self.core.apply_classic(action, &mut ());
            return Ok(());
        }
        self.check(action)?;
        self.apply(action, &mut ());
        Ok(())
    }

    /// Plays an action and reports what it did: the push and every removal that followed
    /// (forced ones included), in order. An illegal action changes nothing.
    pub fn play_events(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        self.check(action)?;
        let mut events = Vec::new();
        if self.pot.is_some() {
            events.extend(self.pot_action_event(action));
            self.pot_apply(action, &mut events);
            return Ok(events);
        }
        match action {
            Action::Push { entry, gipf } => {
                if let Some(end) = self.push_end(entry) {
                    events.push(Event::Pushed {
                        color: self.turn,
                        entry,
                        gipf,
                        end,
                    });
                }
            }
            Action::Done => events.push(Event::LeftRows { color: self.turn }),
            _ => {}
        }
        self.apply(action, &mut events);
        Ok(events)
    }

    /// The position after an action, or why the action is illegal.
    pub fn after(&self, action: Action) -> Result<Position, ActionError> {
        let mut p = self.clone();
        p.play(action)?;
        Ok(p)
    }

    /// Reads an action in any form NOTATION.md §2 accepts and checks that it is legal here.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        let written: ActionText = text.parse()?;
        let action = self.resolve(&written)?;
        self.check(action)?;
        Ok(action)
    }

    /// Reads an action and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Action, ActionError> {
        let action = self.parse_action(text)?;
        self.apply(action, &mut ());
        Ok(action)
    }

    fn game_over_error(&self) -> ActionError {
        ActionError::GameOver(self.outcome())
    }

    /// Turns what was written into an action on this board (the official push form needs
    /// the board to find where a push ends).
    fn resolve(&self, written: &ActionText) -> Result<Action, ActionError> {
        if self.is_over() {
            return Err(self.game_over_error());
        }
        if self.pot.is_some() {
            return self.pot_resolve(written);
        }
        match written {
            ActionText::Word(Action::Done) => Ok(Action::Done),
            ActionText::Word(a) if a.is_challenges() => {
                Err(ActionError::NoChallenges(written.to_string()))
            }
            ActionText::Word(_)
            | ActionText::Use { .. }
            | ActionText::Push {
                mark: Mark::Kind(_),
                ..
            } => Err(ActionError::NoPotentials(written.to_string())),
            ActionText::Remove(points) => {
                if let Some(&(p, _)) = points.iter().find(|(_, m)| matches!(m, Mark::Kind(_))) {
                    return Err(ActionError::NoPotentials(format!("a kind mark on {p}")));
                }
                let (spots, marked) = removal_sets(points)?;
                if let Some(s) = marked.iter().find(|s| !self.board.gipf().contains(*s)) {
                    return Err(ActionError::NotGipf(s.point()));
                }
                // G marks are optional in input; the action carries the board's own.
                let gipf = SpotSet(spots.0 & self.board.gipf);
                Ok(Action::Remove {
                    spots,
                    gipf,
                    loaded: LoadedMarks::NONE,
                })
            }
            &ActionText::Push { mark, from, to } => {
                let gipf = mark == Mark::Gipf;
                if !from.is_dot() {
                    return Err(ActionError::NotADot(from));
                }
                if let Some(decider) = self.decider().filter(|_| self.stage != Stage::Push) {
                    return Err(ActionError::RemovalPending(decider));
                }
                let entry = self.resolve_push_target(from, to)?;
                Ok(Action::Push { entry, gipf })
            }
        }
    }

    /// The entry of a written push `<dot>-<to>`, where `to` is the first spot or (official
    /// form) the end of the push on this board.
    pub(crate) fn resolve_push_target(
        &self,
        from: crate::Point,
        to: crate::Point,
    ) -> Result<Entry, ActionError> {
        if !from.is_dot() {
            return Err(ActionError::NotADot(from));
        }
        let Some(entry) = to.spot().and_then(|s| Entry::towards(from, s)) else {
            return Err(ActionError::NotOnLine { dot: from, to });
        };
        let first = entry.first().point();
        if to != first {
            let end = self.push_end(entry).ok_or_else(|| self.blocked(entry))?;
            if end.point() == first {
                return Err(ActionError::EndsAtFirst {
                    dot: from,
                    given: to,
                    first,
                });
            }
            if end.point() != to {
                return Err(ActionError::WrongEnd {
                    dot: from,
                    given: to,
                    actual: end.point(),
                    first,
                });
            }
        }
        Ok(entry)
    }

    /// The spot the furthest moving piece reaches when pushing along `entry` (the official
    /// notation's end), or `None` if the line is full.
    pub fn push_end(&self, entry: Entry) -> Option<crate::Spot> {
        let occ = self.board.pieces[0] | self.board.pieces[1];
        entry.spots().find(|s| occ & s.bit() == 0)
    }

    /// Checks that an action is legal at the current decision.
    fn check(&self, action: Action) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(self.game_over_error());
        }
        if self.pot.is_some() {
            return self.pot_check(action);
        }
        self.core.check_classic(action)
    }
}

impl Core {
    pub(crate) fn blocked(&self, entry: Entry) -> ActionError {
        ActionError::Blocked {
            dot: entry.dot(),
            first: entry.first().point(),
            last: entry.last().point(),
        }
    }

    /// Checks an action of a classic position that is not over.
    #[inline(always)]
    fn check_classic(&self, action: Action) -> Result<(), ActionError> {
        let me = self.turn;
        match action {
            Action::PushLoaded { .. }
            | Action::Use { .. }
            | Action::Tamsk { .. }
            | Action::Keep => Err(ActionError::NoPotentials(action.to_string())),
            Action::Challenge | Action::Allow | Action::Won | Action::Lost => {
                Err(ActionError::NoChallenges(action.to_string()))
            }
            Action::Push { entry, gipf } => {
                if !matches!(self.stage, Stage::Push) {
                    let decider = match self.stage {
                        Stage::OpponentRemoves => me.other(),
                        _ => me,
                    };
                    return Err(ActionError::RemovalPending(decider));
                }
                let (single_ok, gipf_ok) = self.push_kinds(me);
                let r = self.reserves[me.index()];
                if gipf {
                    if self.variant != Variant::Tournament {
                        return Err(ActionError::GipfOutsideTournament(format!(
                            "{}-{}",
                            entry.dot(),
                            entry.first()
                        )));
                    }
                    if self.status[me.index()] == Status::Singles {
                        return Err(ActionError::NoMoreGipf(me));
                    }
                    if !gipf_ok {
                        return Err(if r == 0 {
                            ActionError::EmptyReserve(me)
                        } else {
                            ActionError::ReserveTooSmallForGipf(me)
                        });
                    }
                } else if !single_ok {
                    return Err(if r == 0 {
                        ActionError::EmptyReserve(me)
                    } else {
                        ActionError::FirstPushMustBeGipf(me)
                    });
                }
                let occ = self.board.pieces[0] | self.board.pieces[1];
                if entry.data().line_mask & !occ == 0 {
                    return Err(self.blocked(entry));
                }
                Ok(())
            }
            Action::Remove {
                spots,
                gipf,
                loaded,
            } => {
                let (remover, filter) = match self.stage {
                    Stage::OpponentRemoves => (me.other(), RowFilter::Compulsory),
                    _ => (me, RowFilter::All),
                };
                if let Some(s) = gipf.iter().find(|s| !self.board.gipf().contains(*s)) {
                    return Err(ActionError::NotGipf(s.point()));
                }
                if self.is_removal(remover, filter, spots.0) {
                    return if loaded.is_empty() {
                        Ok(())
                    } else {
                        Err(ActionError::NoPotentials(action.to_string()))
                    };
                }
                let mut options = Vec::new();
                self.removals_into(remover, filter, &mut options);
                if options.is_empty() {
                    return Err(ActionError::NoRow);
                }
                let mut texts: Vec<String> = options.iter().map(|o| o.to_string()).collect();
                texts.sort();
                let given = Action::Remove {
                    spots,
                    gipf: SpotSet(spots.0 & self.board.gipf),
                    loaded: LoadedMarks::NONE,
                };
                Err(ActionError::NoSuchRemoval {
                    given: given.to_string(),
                    choices: texts.join(" or "),
                })
            }
            Action::Done => match self.stage {
                Stage::MoverRemoves => {
                    if self.has_compulsory_row(me) {
                        Err(ActionError::DoneNotAllowed(DoneRefusal::CompulsoryRow))
                    } else {
                        Ok(())
                    }
                }
                Stage::OpponentRemoves => {
                    Err(ActionError::DoneNotAllowed(DoneRefusal::OpponentRows))
                }
                _ => Err(ActionError::DoneNotAllowed(DoneRefusal::NothingToLeave)),
            },
        }
    }
}

impl Position {
    /// The rows of a colour with the potentials option, as [`Row`]s.
    fn pot_rows(&self, color: Color) -> Vec<Row> {
        self.potential_rows(color)
            .into_iter()
            .map(|(run, extension, optional)| Row {
                run: SpotSet(run),
                extension: SpotSet(extension),
                optional,
            })
            .collect()
    }

    /// Applies a legal action and moves on to the next decision.
    pub(crate) fn apply<S: Sink>(&mut self, action: Action, sink: &mut S) {
        if self.pot.is_some() {
            return self.pot_apply(action, sink);
        }
        self.core.apply_classic(action, sink);
    }
}

impl Core {
    #[inline(always)]
    fn set_stage(&mut self, stage: Stage) {
        let t = self.turn.index();
        self.hash ^= KEYS.state[t][self.stage.index()] ^ KEYS.state[t][stage.index()];
        self.stage = stage;
    }

    #[inline(always)]
    fn next_turn(&mut self) {
        let old = KEYS.state[self.turn.index()][self.stage.index()];
        self.turn = self.turn.other();
        self.stage = Stage::Push;
        self.hash ^= old ^ KEYS.state[self.turn.index()][Stage::Push.index()];
    }

    #[inline(always)]
    fn set_reserve(&mut self, c: usize, value: u8) {
        self.hash ^= KEYS.reserve[c][self.reserves[c] as usize] ^ KEYS.reserve[c][value as usize];
        self.reserves[c] = value;
    }

    #[inline(always)]
    fn set_status(&mut self, c: usize, value: Status) {
        self.hash ^= KEYS.status[c][self.status[c] as usize] ^ KEYS.status[c][value as usize];
        self.status[c] = value;
    }

    /// Moves the pieces of a push; the stage is left to the caller.
    #[inline]
    fn do_push(&mut self, entry: Entry, gipf: bool) {
        let d = entry.data();
        let me = self.turn.index();
        let occ = self.board.pieces[0] | self.board.pieces[1];
        let empties = d.line_mask & !occ;
        debug_assert!(empties != 0, "push along a full line");
        let before = self.board.kinds();
        let s = d.shift;
        let (run, step): (u64, fn(u64, u8) -> u64) = if d.ascending {
            let fe = empties & empties.wrapping_neg();
            (d.line_mask & fe.wrapping_sub(1), |b, s| b << s)
        } else {
            let fe = 1u64 << (63 - empties.leading_zeros());
            (d.line_mask & !(fe | fe.wrapping_sub(1)), |b, s| b >> s)
        };
        let mv = |b: u64| (b & !run) | step(b & run, s);
        let first = d.first.bit();
        self.board.pieces[0] = mv(self.board.pieces[0]);
        self.board.pieces[1] = mv(self.board.pieces[1]);
        self.board.gipf = mv(self.board.gipf);
        self.board.pieces[me] |= first;
        if gipf {
            self.board.gipf |= first;
        }
        let after = self.board.kinds();
        for k in 0..4 {
            let mut diff = before[k] ^ after[k];
            while diff != 0 {
                self.hash ^= KEYS.piece[k][diff.trailing_zeros() as usize];
                diff &= diff - 1;
            }
        }
        let cost = if gipf { 2 } else { 1 };
        self.set_reserve(me, self.reserves[me] - cost);
        if self.variant == Variant::Tournament {
            let status = match (self.status[me], gipf) {
                (_, false) => Status::Singles,
                (Status::Singles, true) => Status::Singles,
                (_, true) => Status::GipfOnly,
            };
            if status != self.status[me] {
                self.set_status(me, status);
            }
        }
    }

    /// Removes a set of pieces for `remover`, then applies the GIPF-piece check (RULES.md §6).
    fn do_remove(&mut self, remover: Color, spots: u64) {
        let r = remover.index();
        let kinds = self.board.kinds();
        for (k, bits) in kinds.into_iter().enumerate() {
            let mut gone = bits & spots;
            while gone != 0 {
                self.hash ^= KEYS.piece[k][gone.trailing_zeros() as usize];
                gone &= gone - 1;
            }
        }
        for c in Color::BOTH {
            let i = c.index();
            let gone = self.board.pieces[i] & spots;
            let value = (gone.count_ones() + (gone & self.board.gipf).count_ones()) as u8;
            if value == 0 {
                continue;
            }
            if c == remover {
                self.set_reserve(i, self.reserves[i] + value);
            } else {
                let old = self.captures[r];
                self.hash ^=
                    KEYS.capture[r][old as usize] ^ KEYS.capture[r][(old + value) as usize];
                self.captures[r] = old + value;
            }
            self.board.pieces[i] &= !spots;
        }
        self.board.gipf &= !spots;
        if self.variant.has_gipf_rule() {
            let opp = remover.other();
            if self.gipf_rule_applies(opp) && self.board.gipf_count(opp) == 0 {
                self.set_stage(Stage::Won(remover));
            } else if self.gipf_rule_applies(remover) && self.board.gipf_count(remover) == 0 {
                self.set_stage(Stage::Won(opp));
            }
        }
    }

    /// Moves through stages that hold no decision: applies forced removals, passes the turn,
    /// and ends the game when the player to push can do nothing.
    fn settle<S: Sink>(&mut self, sink: &mut S) {
        loop {
            match self.stage {
                Stage::Won(_)
                | Stage::Tamsk
                | Stage::PreMover
                | Stage::PreOpponent
                | Stage::Challenge
                | Stage::Referee => return,
                Stage::Push => {
                    if !self.can_act_before_push(self.turn) {
                        self.set_stage(Stage::Won(self.turn.other()));
                    }
                    return;
                }
                Stage::MoverRemoves => {
                    let me = self.turn;
                    match self.forced_removal(me, RowFilter::All) {
                        Forced::NoOption => self.set_stage(Stage::OpponentRemoves),
                        Forced::One(spots) => {
                            sink.removed(&self.board, me, spots, true);
                            self.do_remove(me, spots);
                        }
                        Forced::Choice => return,
                    }
                }
                Stage::OpponentRemoves => {
                    let opp = self.turn.other();
                    match self.forced_removal(opp, RowFilter::Compulsory) {
                        Forced::NoOption => self.next_turn(),
                        Forced::One(spots) => {
                            sink.removed(&self.board, opp, spots, true);
                            self.do_remove(opp, spots);
                        }
                        Forced::Choice => return,
                    }
                }
            }
        }
    }
}

/// Calls `f(run, extension)` for every row of the pieces `mine` (RULES.md §4): each maximal
/// run of 4 or more on a line, and the occupied segment of `occ` around it. (The classic
/// `find_rows` keeps its own copy of this scan, for speed.)
#[inline(always)]
pub(crate) fn for_each_row(mine: u64, occ: u64, mut f: impl FnMut(u64, u64)) {
    for line in &LINES {
        if (line.mask & mine).count_ones() < 4 {
            continue;
        }
        let spots = &line.spots[..line.len as usize];
        let mut i = 0;
        while i < spots.len() {
            if mine & spots[i].bit() == 0 {
                i += 1;
                continue;
            }
            let start = i;
            while i < spots.len() && mine & spots[i].bit() != 0 {
                i += 1;
            }
            if i - start < 4 {
                continue;
            }
            let run: u64 = spots[start..i].iter().fold(0, |m, s| m | s.bit());
            let mut lo = start;
            while lo > 0 && occ & spots[lo - 1].bit() != 0 {
                lo -= 1;
            }
            let mut hi = i;
            while hi < spots.len() && occ & spots[hi].bit() != 0 {
                hi += 1;
            }
            f(run, spots[lo..hi].iter().fold(0, |m, s| m | s.bit()));
        }
    }
}

/// Every spot is inside the bitboard's spot mask (used by the entries' masks).
const _: () = assert!(ALL_SPOTS & 1 == 0);
