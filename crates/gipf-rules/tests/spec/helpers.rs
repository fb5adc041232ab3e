//! Building positions by hand.

use gipf_rules::{Action, Color, Piece, Position, PositionError, Setup, Stage, Status, Variant};

/// A setup of `variant` with exactly `pieces` (point name, piece letter) on the board.
pub fn setup(variant: Variant, pieces: &[(&str, char)]) -> Setup {
    let mut s = Setup::start(variant);
    s.board = gipf_rules::Board::EMPTY;
    for &(name, letter) in pieces {
        let spot = name.parse::<gipf_rules::Point>().unwrap().spot().unwrap();
        s.board.set(spot, Some(Piece::from_letter(letter).unwrap()));
    }
    if variant == Variant::Tournament {
        s.status = [Status::Singles, Status::Singles];
    }
    s
}

/// A builder over [`setup`].
pub struct Build(pub Setup);

impl Build {
    pub fn new(variant: Variant, pieces: &[(&str, char)]) -> Build {
        Build(setup(variant, pieces))
    }
    pub fn turn(mut self, c: Color) -> Build {
        self.0.turn = c;
        self
    }
    pub fn stage(mut self, s: Stage) -> Build {
        self.0.stage = s;
        self
    }
    pub fn reserves(mut self, w: u8, b: u8) -> Build {
        self.0.reserves = [w, b];
        self
    }
    pub fn status(mut self, w: Status, b: Status) -> Build {
        self.0.status = [w, b];
        self
    }
    pub fn try_position(self) -> Result<Position, PositionError> {
        Position::try_from(self.0)
    }
    pub fn position(self) -> Position {
        let text = self.0.to_string();
        self.try_position()
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    }
}

/// The legal actions as sorted canonical texts.
pub fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_actions().iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

/// Plays an action given as text, panicking with the reason if it is refused.
pub fn play(p: &mut Position, text: &str) -> Action {
    p.play_text(text)
        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"))
}

/// The error text of an action that must be refused, checking that it changes nothing.
pub fn refused(p: &Position, text: &str) -> String {
    let mut q = p.clone();
    let e = q.play_text(text).expect_err(text);
    assert_eq!(&q, p, "a refused action changed the position");
    e.to_string()
}

/// A position from its string (the test fails with the reason).
pub fn pos(s: &str) -> Position {
    match s.parse::<Position>() {
        Ok(p) => p,
        Err(e) => panic!("{s}: {e}"),
    }
}

/// Plays one action (any input form), checking the hash, the string round trip and the count.
pub fn after(p: &Position, action: &str) -> Position {
    let mut q = p.clone();
    if let Err(e) = q.play_text(action) {
        panic!("{action} in {q}: {e}");
    }
    assert_eq!(q.hash(), q.compute_hash(), "hash after {action}");
    assert_eq!(pos(&q.to_string()), q, "round trip after {action}");
    assert_eq!(q.legal_action_count(), q.legal_actions().len());
    q
}

/// Plays the canonical actions separated by spaces in turn, each as [`after`] does.
pub fn after_all(p: &Position, actions: &str) -> Position {
    actions.split(' ').fold(p.clone(), |q, a| after(&q, a))
}

/// Perft at depths 1, 2, ... against the expected counts.
pub fn check_perft(p: &Position, expected: &[u64]) {
    for (i, &e) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(p.perft(depth), e, "{p} depth {depth}");
    }
}
