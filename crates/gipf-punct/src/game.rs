//! Playing (PUNCT.md §7–§9): the public ways to list, read and play actions, the result and
//! why, the winning chain for drawings, and PÜNCT through the game seam (`gipf_game::Game`).

use std::fmt;

use gipf_game::{Game, Outcome, Side};

use crate::action::{read, Action, Read};
use crate::error::ActionError;
use crate::geometry::{points_of, Axis, Point};
use crate::position::{Position, Status, CLOCK_LIMIT, PIECES};

/// Why a PÜNCT game ended (§7).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The winner's points join two opposite sides (the first such pair in
    /// [`Axis::ALL`]'s order when several are joined).
    Connection {
        /// The pair of sides joined.
        axis: Axis,
        /// Whether the loser is connected too (the mover then wins, §7.1).
        both: bool,
    },
    /// `punct`: the last piece was placed; the centre points each colour controls.
    CentreCount {
        /// White's centre points (0..=19).
        white: u32,
        /// Black's.
        black: u32,
    },
    /// `punct-basic`: the last piece was placed without a connection: undecided.
    LastPiece,
    /// 100 actions without a placement (§7.3): a draw.
    Clock,
    /// Neither player had a legal action (§7.4): a draw.
    NoAction,
}

impl fmt::Display for Reason {
    /// `connection from column a to column q`, `centre count 7 to 4`, `last piece placed`,
    /// `100 actions without a placement`, `no legal action for either player`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Connection { axis, both: false } => write!(f, "connection from {axis}"),
            Reason::Connection { axis, both: true } => {
                write!(
                    f,
                    "connection from {axis}, made while both colours were connected"
                )
            }
            Reason::CentreCount { white, black } => {
                write!(
                    f,
                    "centre count {} to {}",
                    white.max(black),
                    white.min(black)
                )
            }
            Reason::LastPiece => f.write_str("last piece placed"),
            Reason::Clock => write!(f, "{CLOCK_LIMIT} actions without a placement"),
            Reason::NoAction => f.write_str("no legal action for either player"),
        }
    }
}

impl Position {
    /// Who acts now; `None` once the game is over.
    pub const fn decider(&self) -> Option<Side> {
        self.turn()
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        matches!(self.status, Status::Over(_))
    }

    /// Every legal action, sorted in byte order of the canonical text (the protocol's
    /// `legal`: placements `A…`, `S…`, `T…` before the moves); empty once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(256);
        self.generate(&mut v);
        // The keys once each, not once per comparison.
        let mut keyed: Vec<(u64, Action)> = v.into_iter().map(|a| (a.text_key(), a)).collect();
        keyed.sort_unstable_by_key(|k| k.0);
        keyed.into_iter().map(|k| k.1).collect()
    }

    /// Every legal action into `buf` (emptied first), in no particular order: for search
    /// and perft, without allocating once `buf` is large enough.
    pub fn legal_actions_into(&self, buf: &mut Vec<Action>) {
        self.generate(buf);
    }

    /// The number of legal actions (placements counted without listing them).
    pub fn legal_count(&self) -> usize {
        self.action_count()
    }

    /// Whether `action` is legal here, or why not.
    ///
    /// # Errors
    /// The action cannot be played; the error says why.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        match self.refusal(action) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Plays `action` for the player to act, with all the rules do after it (the end,
    /// automatic passes); an illegal action changes nothing.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.check(action)?;
        self.apply(action);
        Ok(())
    }

    /// Reads an action in any form of §9 (with this position: `d10-d5` keeps the
    /// orientation of the piece on `d10`). The piece a move names is checked here (it must
    /// be the player's uncovered piece with its PÜNCT there); the rest when it is played.
    ///
    /// # Errors
    /// The text is no action, names no piece of the player to act, or the game is over.
    pub fn read_action(&self, text: &str) -> Result<Action, ActionError> {
        let r = read(text)?;
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        match r {
            Read::Full(a) => Ok(a),
            Read::Keep { from, to } => {
                self.movable(from)?;
                let orientation = self
                    .orientation_at(from)
                    .ok_or(ActionError::NoPiece { from })?;
                Ok(Action::Move {
                    from,
                    orientation,
                    to,
                })
            }
        }
    }

    /// Reads and plays an action.
    ///
    /// # Errors
    /// As [`Position::read_action`] and [`Position::play`].
    pub fn play_text(&mut self, text: &str) -> Result<Action, ActionError> {
        let a = self.read_action(text)?;
        self.play(a)?;
        Ok(a)
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome<Reason>> {
        let Status::Over(winner) = self.status else {
            return None;
        };
        let connected = [self.connection(Side::First), self.connection(Side::Second)];
        let reason = if let Some(axis) = winner.and_then(|w| connected[w.index()]) {
            Reason::Connection {
                axis,
                both: connected.iter().all(Option::is_some),
            }
        } else if self.on_board.contains(&(PIECES as u8)) {
            if self.basic {
                Reason::LastPiece
            } else {
                Reason::CentreCount {
                    white: self.centre_count(Side::First),
                    black: self.centre_count(Side::Second),
                }
            }
        } else if u32::from(self.clock) >= CLOCK_LIMIT {
            Reason::Clock
        } else {
            Reason::NoAction
        };
        Some(Outcome { winner, reason })
    }

    /// The axis `side` connects, if any (the first in [`Axis::ALL`]'s order).
    pub fn connection_of(&self, side: Side) -> Option<Axis> {
        self.connection(side)
    }

    /// When the game ended by a connection: the winner's connected group of points that
    /// joins the two sides (all of it, in canonical order), for drawing.
    pub fn winning_chain(&self) -> Option<Vec<Point>> {
        let Some(Outcome {
            winner: Some(w),
            reason: Reason::Connection { axis, .. },
        }) = self.outcome()
        else {
            return None;
        };
        self.connection_on(w, axis.index())
            .map(|b| points_of(b).collect())
    }
}

impl Game for Position {
    type Action = Action;
    type Unreadable = ActionError;
    type Illegal = ActionError;
    type Reason = Reason;

    fn variant_word(&self) -> &'static str {
        Position::variant_word(self)
    }

    fn read_action(&self, text: &str) -> Result<Action, ActionError> {
        Position::read_action(self, text)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Position::legal_actions(self)
    }

    fn play(&mut self, action: Action) -> Result<(), ActionError> {
        Position::play(self, action)
    }

    fn decider(&self) -> Option<Side> {
        Position::decider(self)
    }

    fn outcome(&self) -> Option<Outcome<Reason>> {
        Position::outcome(self)
    }

    fn zobrist(&self) -> u64 {
        Position::zobrist(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        Position::perft(self, depth)
    }
}
