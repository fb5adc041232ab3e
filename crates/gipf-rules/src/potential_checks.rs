//! What comes from outside, checked against the potentials rules (POTENTIALS.md §11): a
//! written action turned into an action on this board, an illegal action refused with what
//! is wrong, the events an action is reported with, and the stage checks of a position
//! string. The rules themselves are in `potential_rules.rs`.

use crate::action::{removal_sets, Action, ActionText, Mark};
use crate::error::{ActionError, DoneRefusal, PositionError, StageProblem};
use crate::event::Event;
use crate::position::Position;
use crate::potential::{Base, Content, Kind};
use crate::types::{Color, Stage, Status, Variant};

impl Position {
    /// Turns what was written into an action on this board (POTENTIALS.md §11.4).
    pub(crate) fn pot_resolve(&self, written: &ActionText) -> Result<Action, ActionError> {
        match written {
            ActionText::Word(a) => Ok(*a),
            &ActionText::Push { mark, from, to } => {
                let entry = self.resolve_push_target(from, to)?;
                Ok(match mark {
                    Mark::None => Action::Push { entry, gipf: false },
                    Mark::Gipf => Action::Push { entry, gipf: true },
                    Mark::Kind(kind) => Action::PushLoaded { entry, kind },
                })
            }
            &ActionText::Use {
                kind: Kind::Tamsk,
                from,
                to,
            } => {
                if from.is_spot() {
                    return Err(ActionError::TamskNotNow);
                }
                Ok(Action::Tamsk {
                    entry: self.resolve_push_target(from, to)?,
                })
            }
            &ActionText::Use { kind, from, to } => {
                let spot = |p: crate::Point| p.spot().ok_or(ActionError::NotASpot(p));
                Ok(Action::Use {
                    kind,
                    from: spot(from)?,
                    to: spot(to)?,
                })
            }
            ActionText::Remove(points) => {
                let (spots, _) = removal_sets(points)?;
                for &(p, m) in points {
                    let content = p.spot().and_then(|s| self.at(s));
                    let fits = match (m, content) {
                        (Mark::None, _) => true,
                        (Mark::Gipf, Some(c)) => c.counts_as_gipf() && !c.is_capped(),
                        (Mark::Kind(k), Some(c)) => c.loaded_kind() == Some(k),
                        (_, None) => false,
                    };
                    if !fits {
                        return Err(wrong_mark(p, content));
                    }
                }
                Ok(self.removal_action(spots.0))
            }
        }
    }

    /// Checks an action against the legal ones, with an error that says what is wrong.
    pub(crate) fn pot_check(&self, action: Action) -> Result<(), ActionError> {
        let mut legal = Vec::new();
        self.pot_legal_into(&mut legal);
        let found = legal.iter().any(|&a| match (a, action) {
            (Action::Remove { spots: x, .. }, Action::Remove { spots: y, .. }) => x == y,
            _ => a == action,
        });
        if found {
            return Ok(());
        }
        Err(self.pot_refusal(action, &legal))
    }

    fn pot_refusal(&self, action: Action, legal: &[Action]) -> ActionError {
        if let Some(e) = self.challenge_refusal(action) {
            return e;
        }
        let me = self.turn;
        let decider = self.decider().unwrap_or(me);
        let text = action.to_string();
        let pending = || {
            if self.stage == Stage::Tamsk {
                ActionError::TamskPending(decider)
            } else {
                ActionError::RemovalPending(decider)
            }
        };
        match action {
            Action::Push { entry, gipf } => {
                if self.stage != Stage::Push {
                    return pending();
                }
                let kinds = self.push_kinds_pot(me);
                let r = self.reserves[me.index()];
                if gipf {
                    if self.variant != Variant::Tournament {
                        return ActionError::GipfOutsideTournament(format!(
                            "{}-{}",
                            entry.dot(),
                            entry.first()
                        ));
                    }
                    if !matches!(
                        self.status[me.index()],
                        Status::NotPushed | Status::GipfOnly
                    ) {
                        return ActionError::NoMoreGipf(me);
                    }
                    if !kinds.gipf {
                        return if r == 0 {
                            ActionError::EmptyReserve(me)
                        } else {
                            ActionError::ReserveTooSmallForGipf(me)
                        };
                    }
                } else if !kinds.basic {
                    return if r == 0 {
                        ActionError::EmptyReserve(me)
                    } else {
                        ActionError::FirstPushMustBeGipf(me)
                    };
                }
                self.blocked(entry)
            }
            Action::PushLoaded { entry, kind } => {
                if self.stage != Stage::Push {
                    return pending();
                }
                let r = self.reserves[me.index()];
                if self.variant == Variant::Tournament
                    && self.status[me.index()] == Status::NotPushed
                {
                    return ActionError::FirstPushMustBeGipf(me);
                }
                if self.hand(me).count(kind) == 0 {
                    return ActionError::NotInHand { color: me, kind };
                }
                if r == 0 {
                    return ActionError::EmptyReserve(me);
                }
                if !self.push_kinds_pot(me).loaded {
                    return ActionError::NoLoadedPush(me);
                }
                self.blocked(entry)
            }
            Action::Use { kind, from, to } => {
                if self.stage != Stage::Push {
                    return pending();
                }
                if kind == Kind::Tamsk {
                    return ActionError::TamskNotNow;
                }
                let mine = self
                    .at(from)
                    .is_some_and(|c| c.color() == me && c.loaded_kind() == Some(kind));
                if !mine {
                    return ActionError::NoLoadedPiece {
                        spot: from.point(),
                        kind,
                        color: me,
                    };
                }
                let mut targets = Vec::new();
                self.use_targets(kind, from, me, &mut targets);
                let choices: Vec<String> = targets.iter().map(|s| s.to_string()).collect();
                ActionError::BadTarget {
                    kind,
                    from: from.point(),
                    to: to.point(),
                    choices: if choices.is_empty() {
                        "nowhere".to_string()
                    } else {
                        choices.join(", ")
                    },
                }
            }
            Action::Tamsk { entry } => {
                if self.stage != Stage::Tamsk {
                    return ActionError::NotTamskStage(text);
                }
                self.blocked(entry)
            }
            Action::Keep => ActionError::NotTamskStage(text),
            Action::Remove { spots, .. } => {
                if self.stage == Stage::Tamsk {
                    return pending();
                }
                let mut options: Vec<String> = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Remove { .. }))
                    .map(|a| a.to_string())
                    .collect();
                if options.is_empty() {
                    return ActionError::NoRow;
                }
                options.sort();
                ActionError::NoSuchRemoval {
                    given: self.removal_action(spots.0).to_string(),
                    choices: options.join(" or "),
                }
            }
            Action::Done => match self.stage {
                Stage::MoverRemoves | Stage::PreMover => {
                    ActionError::DoneNotAllowed(DoneRefusal::CompulsoryRow)
                }
                Stage::OpponentRemoves | Stage::PreOpponent => {
                    ActionError::DoneNotAllowed(DoneRefusal::OpponentRows)
                }
                Stage::Tamsk => pending(),
                _ => ActionError::DoneNotAllowed(DoneRefusal::NothingToLeave),
            },
            // Refused by `challenge_refusal` whenever they are not legal.
            Action::Challenge | Action::Allow | Action::Won | Action::Lost => {
                ActionError::NotChallengeStage(text)
            }
        }
    }

    /// The events of an action before it is applied (the removals come from the sink).
    pub(crate) fn pot_action_event(&self, action: Action) -> Option<Event> {
        let me = self.turn;
        // With the challenges option a use is reported when it takes effect.
        let action = match action {
            Action::Allow | Action::Won => self.pending_use()?,
            Action::Challenge | Action::Lost => return None,
            a if a.is_use() && self.will_wait(a) => return None,
            a => a,
        };
        match action {
            Action::Push { entry, gipf } => Some(Event::Pushed {
                color: me,
                entry,
                gipf,
                end: self.push_end(entry)?,
            }),
            Action::PushLoaded { entry, kind } => Some(Event::PushedLoaded {
                color: me,
                entry,
                kind,
                end: self.push_end(entry)?,
            }),
            Action::Use { kind, from, to } => Some(Event::Used {
                color: me,
                kind,
                from,
                to,
            }),
            Action::Tamsk { entry } => Some(Event::TamskPushed {
                color: self.tamsk_decider(),
                entry,
                end: self.push_end(entry)?,
            }),
            Action::Keep => Some(Event::Kept {
                color: self.tamsk_decider(),
                forced: false,
            }),
            Action::Done => Some(Event::LeftRows { color: me }),
            Action::Remove { .. }
            | Action::Challenge
            | Action::Allow
            | Action::Won
            | Action::Lost => None,
        }
    }

    /// The checks of POTENTIALS.md §11.2 that concern the stage.
    pub(crate) fn validate_potentials_stage(&self) -> Result<(), PositionError> {
        if matches!(self.stage, Stage::Challenge | Stage::Referee) {
            return self.validate_pending();
        }
        let me = self.turn;
        if let Stage::Won(winner) = self.stage {
            let loser = winner.other();
            let no_gipf = self.gipf_rule_applies(loser) && self.board.gipf_count(loser) == 0;
            let stuck = me == loser && !self.pot_can_act();
            if !no_gipf && !stuck {
                return Err(self.impossible(StageProblem::NotLostPotentials(loser)));
            }
            return Ok(());
        }
        for c in Color::BOTH {
            if self.gipf_rule_applies(c) && self.board.gipf_count(c) == 0 {
                return Err(self.impossible(StageProblem::NoGipf(c)));
            }
        }
        let options = self.pot_action_count();
        match self.stage {
            Stage::Push => {
                for c in Color::BOTH {
                    if self.has_compulsory(c) {
                        return Err(self.impossible(StageProblem::RowBeforeAction(c)));
                    }
                }
                if options == 0 {
                    return Err(self.impossible(StageProblem::NoAction(me)));
                }
            }
            Stage::Tamsk => {
                if !self.tamsk_on_centre() {
                    return Err(self.impossible(StageProblem::NoTamsk));
                }
                if !self.any_line_open() {
                    return Err(self.impossible(StageProblem::LinesFull));
                }
            }
            _ => {
                if options < 2 {
                    return Err(self.impossible(StageProblem::NoChoice {
                        color: self.decider().unwrap_or(me),
                        count: options,
                    }));
                }
            }
        }
        Ok(())
    }
}

/// The error for a removal mark that does not match what the spot holds.
fn wrong_mark(p: crate::Point, content: Option<Content>) -> ActionError {
    use crate::error::{Holds, MarkFix};
    let (holds, fix) = match content {
        None => (Holds::Nothing, MarkFix::LeaveOut),
        Some(c) if c.is_capped() => (Holds::CappedStack, MarkFix::NoMark),
        Some(c) => match c.base() {
            Base::Gipf(_) => (Holds::Gipf, MarkFix::Mark('G')),
            Base::Loaded(_, k) => (Holds::Loaded, MarkFix::Mark(k.letter())),
            Base::Basic(_) => (Holds::Basic, MarkFix::NoMark),
            Base::Used(..) => (Holds::Used, MarkFix::NoMark),
        },
    };
    ActionError::WrongMark {
        point: p,
        holds,
        fix,
    }
}
