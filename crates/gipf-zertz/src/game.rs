//! ZÈRTZ through the game seam (`gipf_game::Game`), the reasons a game ends and the winning
//! sets (ZERTZ.md §3.2, §5), and what a turn did beyond its action ([`Turn`]).

use std::fmt;

use gipf_game::{Game, Outcome, Side};

use crate::action::{Action, Marble};
use crate::error::ActionError;
use crate::geometry::{Place, Variant};
use crate::position::Position;

/// A winning set (§3.2): 3 of each colour (2 in blitz), or enough of one colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinningSet {
    /// At least 3 white, 3 grey and 3 black marbles (2 of each in `zertz-blitz`).
    ThreeOfEach,
    /// At least 4 white, 5 grey or 6 black marbles (3, 4, 5 in `zertz-blitz`).
    OfOneColour(Marble),
}

impl WinningSet {
    /// The four sets, in the order [`WinningSet::held`] looks for them.
    pub const ALL: [WinningSet; 4] = [
        WinningSet::ThreeOfEach,
        WinningSet::OfOneColour(Marble::White),
        WinningSet::OfOneColour(Marble::Grey),
        WinningSet::OfOneColour(Marble::Black),
    ];

    /// The captures (white/grey/black) this set asks for on `variant`: `[3, 3, 3]`,
    /// `[4, 0, 0]`, `[0, 5, 0]`, `[0, 0, 6]` (one less each in blitz).
    pub const fn goal(self, variant: Variant) -> [u8; 3] {
        let less = matches!(variant, Variant::Blitz) as u8;
        match self {
            WinningSet::ThreeOfEach => [3 - less, 3 - less, 3 - less],
            WinningSet::OfOneColour(m) => {
                let mut g = [0; 3];
                g[m.index()] = 4 + m.index() as u8 - less;
                g
            }
        }
    }

    /// Whether `captures` (white/grey/black) hold this set on `variant`.
    pub const fn is_held(self, variant: Variant, captures: [u8; 3]) -> bool {
        let g = self.goal(variant);
        captures[0] >= g[0] && captures[1] >= g[1] && captures[2] >= g[2]
    }

    /// The first set `captures` hold (in the order of [`WinningSet::ALL`]).
    pub fn held(variant: Variant, captures: [u8; 3]) -> Option<WinningSet> {
        WinningSet::ALL
            .into_iter()
            .find(|s| s.is_held(variant, captures))
    }
}

/// Why a ZÈRTZ game ended (§5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The winner's captures hold this winning set.
    WinningSet(WinningSet),
    /// The winner's placement claimed the last rings of the board (§5.1).
    NoRingLeft,
    /// Neither player can act: a draw (§5.3).
    NoOneCanAct,
}

impl fmt::Display for Reason {
    /// `3 marbles of each colour`, `4 white marbles`, `no ring left`, `neither player can
    /// act` (for "w wins: ...").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::WinningSet(WinningSet::ThreeOfEach) => {
                f.write_str("a winning set of each colour")
            }
            Reason::WinningSet(WinningSet::OfOneColour(m)) => {
                write!(f, "a winning set of {m} marbles")
            }
            Reason::NoRingLeft => f.write_str("no ring left"),
            Reason::NoOneCanAct => f.write_str("neither player can act"),
        }
    }
}

/// What a turn did, beyond its action: for telling and drawing the last turn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The action played.
    pub action: Action,
    /// Who played it.
    pub mover: Side,
    /// The marbles the mover gained (jumped, or claimed), white/grey/black.
    pub gained: [u8; 3],
    /// The rings claimed by isolation (§4.2 step 3), each with its marble, in canonical
    /// order; these rings have left the board.
    pub claimed: Vec<(Place, Marble)>,
    /// The player whose turn was skipped because he could not act (§5.3), if any.
    pub skipped: Option<Side>,
    /// The end, if the action ended the game.
    pub outcome: Option<Outcome<Reason>>,
}

impl Game for Position {
    type Action = Action;
    type Unreadable = ActionError;
    type Illegal = ActionError;
    type Reason = Reason;

    fn variant_word(&self) -> &'static str {
        Position::variant_word(self)
    }

    /// Every form of §7.2, read on this board (the official claim suffix checked).
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
