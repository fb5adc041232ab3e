//! The seam every game of the GIPF project goes through (GIPF, DVONN, TZAAR, YINSH, ZÈRTZ,
//! PÜNCT): the few traits a game's rules crate implements, and that the rest of the service
//! (the engine's search, the protocol, the manager, the store, the pages) uses through one
//! enum over the games, as shakmaty's `VariantPosition` dispatches over its variants.
//!
//! It depends on nothing and does no I/O, so that a rules crate stays pure: a game's rules
//! crate depends on this one alone. Shaped after shakmaty's `Position`, the `board-game`
//! crate's `Board` and OpenSpiel's `State`: a position that parses and prints its position
//! string, actions that parse every accepted input form and print the canonical one, the
//! legal actions in the spec's order, playing one, who decides (or nobody at the end), the
//! result and why, perft, a hash. `docs/architecture.md` ("Adding a game") lists what a new
//! game provides.

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

mod line;
mod perft;
mod text;
pub use line::Line;
pub use perft::{bulk_perft, bulk_perft_divide, BulkPerft};
pub use text::{excerpt, EXCERPT_CHARS};

/// One of the two sides of a game. The GIPF project's games all have two; the first to act
/// is `First` (White in GIPF, DVONN, TZAAR and YINSH; the first player of ZÈRTZ, which has no
/// colours).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// The side that begins (White, or ZÈRTZ's first player).
    First,
    /// The other side (Black, or ZÈRTZ's second player).
    Second,
}

impl Side {
    /// Both sides, the first first.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// `0` for the first side, `1` for the second (for tables indexed by side).
    pub const fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }
}

/// How a game ended by its rules: a winner, or a draw; `reason` is the game's own words for
/// why (GIPF: the loser's last GIPF piece taken; DVONN: the final scores).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome<R> {
    /// `None` for a draw.
    pub winner: Option<Side>,
    /// Why, in the game's terms.
    pub reason: R,
}

/// A game's rules, seen from a position: everything the service asks of any game.
///
/// `Display` prints the canonical position string (its first field the variant word) and
/// `FromStr` reads one, refusing with an error that says what is wrong; the two round-trip.
pub trait Game: Clone + Eq + Hash + fmt::Debug + fmt::Display + FromStr + Send + Sync {
    /// One decision, as the spec's notation writes it: `Display` prints the canonical form,
    /// which [`Game::read_action`] reads back.
    type Action: Copy + Eq + Hash + fmt::Debug + fmt::Display + Send + Sync;
    /// Why a text is no action of this game, in a sentence that says what to write.
    type Unreadable: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Why an action cannot be played here, in a sentence that says what to do instead.
    type Illegal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Why a game ended by its rules (the game's own reasons).
    type Reason: Clone + Copy + PartialEq + Eq + fmt::Debug + Send + Sync;

    /// The word that names this game's rules in its position strings (`standard`, `dvonn`).
    fn variant_word(&self) -> &'static str;

    /// Reads an action in any form the game's notation accepts (any case, its aliases),
    /// as written for this position. A position is given because one text can name
    /// different actions in different games (and GIPF's official push form needs the board
    /// to find where a push ends); a game may refuse here an action that cannot be played,
    /// and [`Game::play`] checks it in any case.
    ///
    /// # Errors
    /// The text is no action of this game; the error says what to write.
    fn read_action(&self, text: &str) -> Result<Self::Action, Self::Unreadable>;

    /// Every legal action, in the spec's order (what the protocol's `legal` prints); empty
    /// when the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Plays `action` for whoever decides, with everything the rules do after it on their
    /// own (removals, automatic passes, the end); an illegal action changes nothing.
    ///
    /// # Errors
    /// The action is not legal here; the error says why.
    fn play(&mut self, action: Self::Action) -> Result<(), Self::Illegal>;

    /// Who decides now; `None` when nobody does (the game is over, or it waits for
    /// something outside its rules).
    fn decider(&self) -> Option<Side>;

    /// How the game ended by its rules, once it has.
    fn outcome(&self) -> Option<Outcome<Self::Reason>>;

    /// A hash of the position for the engine's tables: equal positions hash equally, and
    /// different ones almost never do.
    fn zobrist(&self) -> u64;

    /// Whether the game is over by its rules.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The number of decision sequences of `depth` decisions from here (a line that ends the
    /// game early adds 0; `perft(0)` is 1).
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let actions = self.legal_actions();
        if depth == 1 {
            return actions.len() as u64;
        }
        actions
            .into_iter()
            .map(|a| {
                let mut next = self.clone();
                match next.play(a) {
                    Ok(()) => next.perft(depth - 1),
                    // A legal action always plays; count nothing rather than panic.
                    Err(_) => 0,
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny game for the trait's provided methods: Nim with one heap, take 1 or 2; whoever
    /// takes the last wins.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Nim {
        heap: u8,
        turn: Side,
    }

    impl fmt::Display for Nim {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "nim {} {}", self.heap, self.turn.index())
        }
    }

    impl FromStr for Nim {
        type Err = String;
        fn from_str(s: &str) -> Result<Nim, String> {
            let heap = s
                .strip_prefix("nim ")
                .and_then(|h| h.parse().ok())
                .ok_or("not nim")?;
            Ok(Nim {
                heap,
                turn: Side::First,
            })
        }
    }

    #[derive(Clone, Debug, PartialEq)]
    struct Illegal;

    impl fmt::Display for Illegal {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("take 1 or 2, at most what is left")
        }
    }

    impl std::error::Error for Illegal {}

    impl Game for Nim {
        type Action = u8;
        type Unreadable = Illegal;
        type Illegal = Illegal;
        type Reason = ();

        fn read_action(&self, text: &str) -> Result<u8, Illegal> {
            text.trim().parse().map_err(|_| Illegal)
        }

        fn variant_word(&self) -> &'static str {
            "nim"
        }

        fn legal_actions(&self) -> Vec<u8> {
            (1..=2).filter(|&n| n <= self.heap).collect()
        }

        fn play(&mut self, n: u8) -> Result<(), Illegal> {
            if !(1..=2).contains(&n) || n > self.heap {
                return Err(Illegal);
            }
            self.heap -= n;
            self.turn = self.turn.other();
            Ok(())
        }

        fn decider(&self) -> Option<Side> {
            (self.heap > 0).then_some(self.turn)
        }

        fn outcome(&self) -> Option<Outcome<()>> {
            (self.heap == 0).then_some(Outcome {
                winner: Some(self.turn.other()),
                reason: (),
            })
        }

        fn zobrist(&self) -> u64 {
            u64::from(self.heap) * 2 + self.turn.index() as u64
        }
    }

    #[test]
    fn perft_counts_decision_sequences_and_ends_add_nothing() {
        let nim: Nim = "nim 3".parse().expect("nim");
        // 3 -> {2, 1}; 2 -> {1, 0}; 1 -> {0}: sequences of 2 are 1-1, 1-2, 2-1.
        assert_eq!(
            (0..5).map(|d| nim.perft(d)).collect::<Vec<_>>(),
            [1, 2, 3, 1, 0]
        );
        let mut done = nim.clone();
        assert_eq!(done.read_action(" 3 "), Ok(3));
        assert_eq!(done.play(3), Err(Illegal));
        assert_eq!(done, nim, "an illegal action changes nothing");
        done.play(2).expect("legal");
        done.play(1).expect("legal");
        assert!(done.is_over());
        assert_eq!(done.outcome().and_then(|o| o.winner), Some(Side::Second));
        assert_eq!(Side::First.other(), Side::Second);
    }
}
