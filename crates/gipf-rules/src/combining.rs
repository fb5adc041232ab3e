//! The challenges option (COMBINING.md, "combining games"): its value types (the trial, the
//! ninth and tenth fields of a position string, the trial comments of a record), the stages
//! `c` and `r` (what a use, `challenge`, `allow`, `won` and `lost` do) and the checks of a
//! position string at those stages. The potentials rules (`potential_rules.rs`) call in here
//! at the few points where the option changes them; without the option nothing here runs.

use std::fmt;
use std::str::FromStr;

use crate::action::Action;
use crate::error::{
    ActionError, ChallengesFieldProblem, ChallengesProblem, CommentProblem, PositionError,
};
use crate::geometry::{Entry, Spot, CENTRE};
use crate::position::Position;
use crate::potential::{Base, Content, Kind};
use crate::types::{Color, Stage};

/// How a challenge is decided (COMBINING.md §4); the option fixes one for the whole game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Trial {
    /// `die`: one die each; the user keeps his use on an equal or higher roll.
    Die,
    /// `game`: a game of basic GIPF, the user White.
    Game,
    /// `agreed`: any other game or chance, both players reporting the result.
    Agreed,
}

impl Trial {
    /// The trials, in the order of COMBINING.md.
    pub const ALL: [Trial; 3] = [Trial::Die, Trial::Game, Trial::Agreed];

    /// The word of the position string and the variant words.
    pub const fn word(self) -> &'static str {
        match self {
            Trial::Die => "die",
            Trial::Game => "game",
            Trial::Agreed => "agreed",
        }
    }
}

impl fmt::Display for Trial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Trial {
    type Err = ChallengesFieldProblem;

    /// Reads `die`, `game` or `agreed`, in lower case only (the canonical form).
    fn from_str(s: &str) -> Result<Trial, ChallengesFieldProblem> {
        Trial::ALL
            .into_iter()
            .find(|t| t.word() == s)
            .ok_or(ChallengesFieldProblem::Trial)
    }
}

/// The most attempts a player can have (one digit, COMBINING.md §2).
pub const MAX_ATTEMPTS: u8 = 9;

/// A use as the option keeps it while it waits: 4 bytes, not an [`Action`]'s 24, so that
/// the boxed potentials part stays small to copy (the potentials perft copies it per node).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Pending {
    Use { kind: Kind, from: Spot, to: Spot },
    Tamsk(Entry),
}

impl Pending {
    const fn of(action: Action) -> Option<Pending> {
        match action {
            Action::Use { kind, from, to } => Some(Pending::Use { kind, from, to }),
            Action::Tamsk { entry } => Some(Pending::Tamsk(entry)),
            _ => None,
        }
    }

    const fn action(self) -> Action {
        match self {
            Pending::Use { kind, from, to } => Action::Use { kind, from, to },
            Pending::Tamsk(entry) => Action::Tamsk { entry },
        }
    }
}

/// The challenges option's state: the trial, each player's attempts left, and the pending
/// use at stages `c` and `r` — the ninth and tenth fields of a position string.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Challenges {
    trial: Trial,
    attempts: [u8; 2],
    pending: Option<Pending>,
}

impl Challenges {
    /// The option with these attempts left (each at most [`MAX_ATTEMPTS`]) and no pending
    /// use; `None` for a count above 9.
    pub fn new(trial: Trial, white: u8, black: u8) -> Option<Challenges> {
        (white <= MAX_ATTEMPTS && black <= MAX_ATTEMPTS).then_some(Challenges {
            trial,
            attempts: [white, black],
            pending: None,
        })
    }

    /// The game's trial.
    pub const fn trial(&self) -> Trial {
        self.trial
    }

    /// A player's attempts left.
    pub const fn attempts_left(&self, color: Color) -> u8 {
        self.attempts[color.index()]
    }

    /// The use waiting at stage `c` or `r` (a [`Action::Use`] or [`Action::Tamsk`]).
    pub fn pending(&self) -> Option<Action> {
        self.pending.map(Pending::action)
    }

    /// The same state with this pending use (for a [`crate::Setup`]; a position checks it);
    /// `None` when the action is not a use.
    pub fn with_pending(mut self, pending: Option<Action>) -> Option<Challenges> {
        self.pending = match pending {
            None => None,
            Some(a) => Some(Pending::of(a)?),
        };
        Some(self)
    }

    /// Reads the ninth (`die:2/2`) and tenth (`-` or a canonical use) fields.
    pub(crate) fn parse_fields(ninth: &str, tenth: &str) -> Result<Challenges, PositionError> {
        let bad = |why| {
            PositionError::Challenges(ChallengesProblem::Field {
                text: crate::error::excerpt(ninth),
                why,
            })
        };
        let (trial, counts) = ninth
            .split_once(':')
            .ok_or_else(|| bad(ChallengesFieldProblem::NoColon))?;
        let trial: Trial = trial.parse().map_err(bad)?;
        let mut parts = counts.split('/');
        let (Some(w), Some(b), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad(ChallengesFieldProblem::Pair));
        };
        let digit = |t: &str| match t.as_bytes() {
            [d @ b'0'..=b'9'] => Ok(d - b'0'),
            _ => Err(bad(ChallengesFieldProblem::Count)),
        };
        let attempts = [digit(w)?, digit(b)?];
        let pending = match tenth {
            "-" => None,
            t => Some(read_pending(t)?),
        };
        Ok(Challenges {
            trial,
            attempts,
            pending,
        })
    }
}

/// A pending use in canonical form: a ZÈRTZ, YINSH, DVONN or PÜNCT use or a TAMSK push
/// naming its first spot, written exactly as the crate writes it.
fn read_pending(text: &str) -> Result<Pending, PositionError> {
    let not_a_use =
        || PositionError::Challenges(ChallengesProblem::NotAUse(crate::error::excerpt(text)));
    match text.parse::<Action>() {
        Ok(a) if a.to_string() == text => Pending::of(a).ok_or_else(not_a_use),
        _ => Err(not_a_use()),
    }
}

impl fmt::Display for Challenges {
    /// The ninth and tenth fields: `die:2/2 -`, `game:1/0 T:a1-b2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}/{} ",
            self.trial, self.attempts[0], self.attempts[1]
        )?;
        match self.pending {
            Some(a) => write!(f, "{}", a.action()),
            None => f.write_str("-"),
        }
    }
}

/// The checks of COMBINING.md §9.2 that need no rules (3 and 4): stages `c` and `r` only
/// with the option, and a pending use exactly at those stages.
pub(crate) fn check_fields(stage: Stage, ch: Option<&Challenges>) -> Result<(), PositionError> {
    let at_pending = matches!(stage, Stage::Challenge | Stage::Referee);
    let problem = match ch {
        None if at_pending => ChallengesProblem::StageWithoutOption(stage),
        None => return Ok(()),
        Some(c) => match (at_pending, c.pending) {
            (true, None) => ChallengesProblem::NoPending(stage),
            (false, Some(_)) => ChallengesProblem::PendingOutsideStage(stage),
            _ => return Ok(()),
        },
    };
    Err(PositionError::Challenges(problem))
}

/// Who makes the current decision.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Decider {
    /// A player.
    Player(Color),
    /// The referee (stage `r`): the service plays the trial's outcome, `won` or `lost`.
    Referee,
}

impl Decider {
    /// The protocol's answer to `decider`: `w`, `b` or `r`.
    pub const fn letter(self) -> char {
        match self {
            Decider::Player(c) => c.letter(),
            Decider::Referee => 'r',
        }
    }
}

/// The user's result in an `agreed` trial, as both players reported it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AgreedResult {
    /// The user won: `won`.
    Win,
    /// A draw counts as the user's success: `won`.
    Draw,
    /// The user lost: `lost`.
    Loss,
}

impl AgreedResult {
    /// The results, in the order players are offered them.
    pub const ALL: [AgreedResult; 3] = [AgreedResult::Win, AgreedResult::Draw, AgreedResult::Loss];

    /// The word of comments and of the `report` command: `win`, `draw`, `loss`.
    pub const fn word(self) -> &'static str {
        match self {
            AgreedResult::Win => "win",
            AgreedResult::Draw => "draw",
            AgreedResult::Loss => "loss",
        }
    }
}

impl AgreedResult {
    /// The same game's result from the other player's side (a win is his loss).
    pub const fn other_side(self) -> AgreedResult {
        match self {
            AgreedResult::Win => AgreedResult::Loss,
            AgreedResult::Draw => AgreedResult::Draw,
            AgreedResult::Loss => AgreedResult::Win,
        }
    }
}

impl fmt::Display for AgreedResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for AgreedResult {
    type Err = CommentProblem;

    /// Reads `win`, `draw` or `loss`, in any case.
    fn from_str(s: &str) -> Result<AgreedResult, CommentProblem> {
        AgreedResult::ALL
            .into_iter()
            .find(|r| r.word().eq_ignore_ascii_case(s.trim()))
            .ok_or(CommentProblem::Malformed)
    }
}

/// What a record's trial comment says about a challenge's trial (COMBINING.md §9.5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TrialComment {
    /// `{die w2 b5}`: White's roll and Black's roll, 1-6.
    Die {
        /// White's roll.
        white: u8,
        /// Black's roll.
        black: u8,
    },
    /// `{game #18}`: the sub-game's short id.
    Game {
        /// The id.
        id: u64,
    },
    /// `{agreed win}`, `{agreed draw}`, `{agreed loss}`: the result for the user.
    Agreed(AgreedResult),
}

impl TrialComment {
    /// The trial it belongs to.
    pub const fn trial(self) -> Trial {
        match self {
            TrialComment::Die { .. } => Trial::Die,
            TrialComment::Game { .. } => Trial::Game,
            TrialComment::Agreed(_) => Trial::Agreed,
        }
    }

    /// Whether it agrees with the outcome `won` (or `lost`) of a challenge of `user`'s use:
    /// a die's rolls and an agreed result decide it; a sub-game's id says nothing.
    pub const fn agrees_with(self, won: bool, user: Color) -> bool {
        match self {
            TrialComment::Die { white, black } => {
                let (mine, theirs) = match user {
                    Color::White => (white, black),
                    Color::Black => (black, white),
                };
                won == (mine >= theirs)
            }
            TrialComment::Game { .. } => true,
            TrialComment::Agreed(r) => won == !matches!(r, AgreedResult::Loss),
        }
    }

    /// Reads a comment's inside (without the braces). `Ok(None)`: not a trial comment (its
    /// first word is none of `die`, `game`, `agreed`), which a reader skips.
    pub fn parse_inner(inner: &str) -> Result<Option<TrialComment>, CommentProblem> {
        let words: Vec<&str> = inner.split(' ').collect();
        let Some(&first) = words.first() else {
            return Ok(None);
        };
        let Ok(trial) = first.parse::<Trial>() else {
            return Ok(None);
        };
        let roll = |w: &str, c: char| match w.as_bytes() {
            [l, d @ b'1'..=b'6'] if char::from(*l) == c => Some(d - b'0'),
            _ => None,
        };
        let comment = match (trial, &words[1..]) {
            (Trial::Die, [w, b]) => roll(w, 'w')
                .zip(roll(b, 'b'))
                .map(|(white, black)| TrialComment::Die { white, black }),
            (Trial::Game, [id]) => id
                .strip_prefix('#')
                .filter(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
                .filter(|d| d.len() == 1 || !d.starts_with('0'))
                .and_then(|d| d.parse().ok())
                .map(|id| TrialComment::Game { id }),
            (Trial::Agreed, [r]) => AgreedResult::ALL
                .into_iter()
                .find(|a| a.word() == *r)
                .map(TrialComment::Agreed),
            _ => None,
        };
        comment.map(Some).ok_or(CommentProblem::Malformed)
    }
}

impl fmt::Display for TrialComment {
    /// The comment with its braces: `{die w2 b5}`, `{game #18}`, `{agreed draw}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrialComment::Die { white, black } => write!(f, "{{die w{white} b{black}}}"),
            TrialComment::Game { id } => write!(f, "{{game #{id}}}"),
            TrialComment::Agreed(r) => write!(f, "{{agreed {}}}", r.word()),
        }
    }
}

impl FromStr for TrialComment {
    type Err = CommentProblem;

    /// Reads a trial comment with its braces.
    fn from_str(s: &str) -> Result<TrialComment, CommentProblem> {
        let inner = s
            .strip_prefix('{')
            .and_then(|r| r.strip_suffix('}'))
            .filter(|i| !i.contains(['{', '}']))
            .ok_or(CommentProblem::Unclosed)?;
        TrialComment::parse_inner(inner)?.ok_or(CommentProblem::Malformed)
    }
}

/// What the option does with an action, before the potentials rules apply it.
pub(crate) enum Step {
    /// Apply this action (the one given, or the pending use taking effect) as without the
    /// option.
    Apply(Action),
    /// The option dealt with it; only the forced stages remain to run.
    Done,
}

impl Position {
    /// The challenges option's state, if the option is on.
    pub fn challenges(&self) -> Option<&Challenges> {
        self.pot.as_ref().and_then(|p| p.challenges.as_ref())
    }

    /// Whether the challenges option is on.
    pub fn has_challenges(&self) -> bool {
        self.challenges().is_some()
    }

    /// This position with the challenges option turned on: `attempts` (1..=9) for each
    /// player and this trial (COMBINING.md §2). `None` without potentials, when the option
    /// is on already, or for 0 or more than 9 attempts.
    pub fn with_challenges(&self, trial: Trial, attempts: u8) -> Option<Position> {
        if !(1..=MAX_ATTEMPTS).contains(&attempts) || self.has_challenges() {
            return None;
        }
        let mut s = self.setup();
        s.potentials.as_mut()?.challenges = Challenges::new(trial, attempts, attempts);
        Some(Position::from_setup_unchecked(s))
    }

    /// The use waiting at stage `c` or `r`.
    pub fn pending_use(&self) -> Option<Action> {
        self.challenges().and_then(|c| c.pending())
    }

    /// The user of a use chosen now or pending: the turn owner for a ZÈRTZ, YINSH, DVONN or
    /// PÜNCT use, the owner of the TAMSK-loaded piece on e5 for a TAMSK push.
    fn user_of(&self, action: Action) -> Color {
        match action {
            Action::Tamsk { .. } => self.tamsk_decider(),
            _ => self.turn,
        }
    }

    /// The challenger of the pending use (the decider of stage `c`), at `c` and `r`.
    pub fn challenger(&self) -> Option<Color> {
        self.pending_use().map(|a| self.user_of(a).other())
    }

    /// The user of the pending use, at `c` and `r`.
    pub fn user(&self) -> Option<Color> {
        self.pending_use().map(|a| self.user_of(a))
    }

    /// Who makes the current decision: a player, or at stage `r` the referee; `None` when
    /// the game is over.
    pub fn decided_by(&self) -> Option<Decider> {
        if self.stage == Stage::Referee {
            return Some(Decider::Referee);
        }
        self.decider().map(Decider::Player)
    }

    fn challenges_mut(&mut self) -> Option<&mut Challenges> {
        self.pot.as_mut().and_then(|p| p.challenges.as_mut())
    }

    /// The stage at which a use is chosen: `p`, or `t` for a TAMSK push.
    const fn stage_of_use(action: Action) -> Stage {
        match action {
            Action::Tamsk { .. } => Stage::Tamsk,
            _ => Stage::Push,
        }
    }

    /// Whether a use chosen now waits at stage `c`: the option is on and the challenger has
    /// an attempt left.
    pub(crate) fn will_wait(&self, action: Action) -> bool {
        let challenger = self.user_of(action).other();
        self.challenges()
            .is_some_and(|c| c.attempts_left(challenger) > 0)
    }

    /// What the option does with a legal action (COMBINING.md §3-§6); called before the
    /// potentials rules apply it. Without the option, or for an action the option leaves
    /// alone, it gives the action back.
    #[inline]
    pub(crate) fn combine(&mut self, action: Action) -> Step {
        if !(action.is_use() || action.is_challenges()) {
            return Step::Apply(action);
        }
        let user = self.user_of(action);
        let Some(ch) = self.challenges_mut() else {
            return Step::Apply(action);
        };
        match action {
            // A use waits for its challenger while he has an attempt (§3).
            Action::Use { .. } | Action::Tamsk { .. } => {
                if ch.attempts[user.other().index()] == 0 {
                    return Step::Apply(action);
                }
                ch.pending = Pending::of(action);
                self.core.stage = Stage::Challenge;
                Step::Done
            }
            Action::Challenge => {
                let Some(pending) = ch.pending() else {
                    return Step::Done;
                };
                let challenger = self.user_of(pending).other();
                if let Some(ch) = self.challenges_mut() {
                    let a = &mut ch.attempts[challenger.index()];
                    *a = a.saturating_sub(1);
                }
                self.core.stage = Stage::Referee;
                Step::Done
            }
            // The use stands: it takes effect exactly as chosen (§5).
            Action::Allow | Action::Won => match ch.pending.take().map(Pending::action) {
                Some(pending) => {
                    self.core.stage = Position::stage_of_use(pending);
                    Step::Apply(pending)
                }
                None => Step::Done,
            },
            Action::Lost => {
                let Some(pending) = ch.pending.take().map(Pending::action) else {
                    return Step::Done;
                };
                self.lose_potential(pending);
                Step::Done
            }
            _ => Step::Apply(action),
        }
    }

    /// A lost challenge (§5): the loaded piece becomes a basic piece where it stands, and
    /// the user acts again at stage `p`, or play goes on as after `keep` for TAMSK.
    fn lose_potential(&mut self, pending: Action) {
        let (spot, next) = match pending {
            Action::Use { from, .. } => (from, Stage::Push),
            _ => (CENTRE, Stage::MoverRemoves),
        };
        let owner = self.user_of(pending);
        self.put(spot, Some(Content::uncapped(Base::Basic(owner))));
        self.core.stage = next;
    }

    /// The legal actions of stages `c` and `r`, in canonical (byte) order.
    pub(crate) fn challenge_actions(stage: Stage) -> &'static [Action] {
        match stage {
            Stage::Challenge => &[Action::Allow, Action::Challenge],
            Stage::Referee => &[Action::Lost, Action::Won],
            _ => &[],
        }
    }

    /// Why an action is not legal, as far as the option decides it: at stage `c` or `r`
    /// only their words are legal, and their words only there.
    pub(crate) fn challenge_refusal(&self, action: Action) -> Option<ActionError> {
        let text = || action.to_string();
        match (self.stage, action) {
            (_, a) if a.is_challenges() && !self.has_challenges() => {
                Some(ActionError::NoChallenges(text()))
            }
            (Stage::Challenge, Action::Won | Action::Lost) => {
                Some(ActionError::NotRefereeStage(text()))
            }
            (Stage::Referee, Action::Challenge | Action::Allow) => {
                Some(ActionError::NotChallengeStage(text()))
            }
            (Stage::Challenge, _) => Some(ActionError::ChallengePending(
                self.challenger().unwrap_or(self.turn),
            )),
            (Stage::Referee, _) => Some(ActionError::RefereePending),
            (_, Action::Challenge | Action::Allow) => Some(ActionError::NotChallengeStage(text())),
            (_, Action::Won | Action::Lost) => Some(ActionError::NotRefereeStage(text())),
            _ => None,
        }
    }

    /// The checks of COMBINING.md §9.2 at stages `c` and `r` (6, 7, 8): the position at the
    /// use's stage passes every check of that stage, the use is legal there, and the
    /// challenger's attempts fit the stage.
    pub(crate) fn validate_pending(&self) -> Result<(), PositionError> {
        let Some(pending) = self.pending_use() else {
            return Err(PositionError::Challenges(ChallengesProblem::NoPending(
                self.stage,
            )));
        };
        let mut before = self.clone();
        before.core.stage = Position::stage_of_use(pending);
        if let Some(ch) = before.challenges_mut() {
            ch.pending = None;
        }
        let text = pending.to_string();
        before.validate_potentials_stage().map_err(|why| {
            PositionError::Challenges(ChallengesProblem::PendingStage {
                pending: text.clone(),
                why: Box::new(why),
            })
        })?;
        before.pot_check(pending).map_err(|why| {
            PositionError::Challenges(ChallengesProblem::PendingIllegal {
                pending: text.clone(),
                why,
            })
        })?;
        let challenger = self.user_of(pending).other();
        let left = self.challenges().map_or(0, |c| c.attempts_left(challenger));
        match self.stage {
            Stage::Challenge if left == 0 => Err(PositionError::Challenges(
                ChallengesProblem::NoAttempt(challenger),
            )),
            Stage::Referee if left == MAX_ATTEMPTS => Err(PositionError::Challenges(
                ChallengesProblem::AttemptNotSpent(challenger),
            )),
            _ => Ok(()),
        }
    }

    /// The challenges part of the hash (nothing without the option, so that a position with
    /// potentials only hashes as before).
    pub(crate) fn challenges_hash(ch: &Challenges) -> u64 {
        let pending = match ch.pending {
            Some(Pending::Use { kind, from, to }) => {
                1 | (kind as u64) << 4
                    | (from.bit_index() as u64) << 8
                    | (to.bit_index() as u64) << 16
            }
            Some(Pending::Tamsk(entry)) => 2 | (entry.index() as u64) << 8,
            None => 0,
        };
        let fields = 0x6368_616c_0000_0000
            ^ (ch.trial as u64) << 40
            ^ u64::from(ch.attempts[0]) << 32
            ^ u64::from(ch.attempts[1]) << 36
            ^ pending;
        crate::potential_rules::splitmix(fields)
    }
}
