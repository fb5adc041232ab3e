//! The ZÈRTZ rules crate's words in every language (`locales/*/zertz.ftl`): the marbles, why
//! an action or a position string is refused, how a game ended, whose decision it is, what a
//! turn did, the labels of the choices and the rules in short (`rules-zertz`, followed by
//! `rules-link` as `rules-yinsh` is). (`gipf_zertz`'s own `Display` stays the English of the
//! engine protocol; chat and images use these.) ZÈRTZ's players have no colour: a side is an
//! argument `first` / `second` that each message declines with the terms `-first` /
//! `-second` of `rules.ftl`; a marble's colour is an argument `white` / `grey` / `black`.
//! Like `yinsh.rs`, one topic over ~950 lines: a match arm per error variant of the rules crate, and, for
//! half the file, the tests that render every variant in every language.

use gipf_game::Side;
use gipf_zertz::{
    side_letter, Action, ActionError, CountField, Marble, NamedPlace, PlaceError, Position,
    PositionError, Reason, Turn, Variant, WinningSet,
};

use crate::{msg, Msg};

/// A player as messages select on him: `first` or `second` (never a colour).
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

/// A marble's colour as messages select on it: `white`, `grey`, `black`.
pub fn marble_key(marble: Marble) -> &'static str {
    match marble {
        Marble::White => "white",
        Marble::Grey => "grey",
        Marble::Black => "black",
    }
}

/// A colour's marble, for a board's legend: `white marble`.
pub fn marble_word(marble: Marble) -> Msg {
    msg!("zertz-marble", marble = marble_key(marble))
}

/// A number of marbles of one colour, as the object of a verb: `2 white marbles`.
pub fn marbles(marble: Marble, count: u8) -> Msg {
    msg!("zertz-marbles", marble = marble_key(marble), count = count)
}

/// Counts of marbles (white/grey/black) as a list of the colours present: `5 white marbles
/// and 2 black marbles`, `no marble`.
pub fn marble_counts(counts: [u8; 3]) -> Msg {
    let parts: Vec<Msg> = Marble::ALL
        .into_iter()
        .filter(|m| counts[m.index()] > 0)
        .map(|m| marbles(m, counts[m.index()]))
        .collect();
    match <[Msg; 3]>::try_from(parts) {
        Ok([a, b, c]) => msg!("zertz-list-three", first = a, second = b, third = c),
        Err(parts) => match <[Msg; 2]>::try_from(parts) {
            Ok([a, b]) => msg!("zertz-list-two", first = a, second = b),
            Err(mut parts) => parts.pop().unwrap_or_else(|| msg!("zertz-no-marble")),
        },
    }
}

/// The label of a colour's choice: `White marble (5 in the pool)`, or `White marble (3 of
/// yours)` when the pool is empty and the marble comes from the player's captures.
pub fn marble_label(marble: Marble, count: u8, from_pool: bool) -> Msg {
    msg!(
        "marble-button",
        marble = marble_key(marble),
        count = count,
        source = if from_pool { "pool" } else { "captures" }
    )
}

/// The prompt for the ring of a placement: `Pick the ring for your white marble.`
pub fn pick_ring(marble: Marble) -> Msg {
    msg!("pick-zertz-ring", marble = marble_key(marble))
}

/// The prompt for the ring taken away: `Pick the free ring to take away.`
pub fn pick_remove() -> Msg {
    msg!("pick-zertz-remove")
}

/// The prompt for a capture sequence of the marble on `at`: `The marble on d1: pick its
/// capture sequence.`
pub fn pick_chain(at: &str) -> Msg {
    msg!("pick-zertz-chain", at = at)
}

/// What was typed, as an error quotes it (cut, without control characters).
fn typed(text: &str) -> String {
    gipf_zertz::excerpt(text)
}

fn s(p: &NamedPlace) -> String {
    p.to_string()
}

/// Why an action cannot be read or played, as a sentence without its full stop; each says
/// what to do instead.
pub fn action_error(e: &ActionError) -> Msg {
    use ActionError as E;
    match e {
        E::Empty => msg!("zertz-action-empty"),
        E::Syntax(text) => msg!("zertz-action-syntax", text = typed(text)),
        E::Place(PlaceError::NotAPlace { text, variant }) => msg!(
            "zertz-action-not-a-place",
            text = typed(text),
            variant = variant.word(),
            columns = variant.column_ranges()
        ),
        E::GameOver => msg!("zertz-action-game-over"),
        E::WrongVariant { action, game } => msg!(
            "zertz-action-wrong-variant",
            action = action.word(),
            game = game.word()
        ),
        E::NotOnBoard(at) => msg!("zertz-action-not-on-board", at = s(at)),
        E::NoRing(at) => msg!("zertz-action-no-ring", at = s(at)),
        E::Occupied { at, marble } => msg!(
            "zertz-action-occupied",
            at = s(at),
            marble = marble_key(*marble)
        ),
        E::NotInPool { marble, pool } => msg!(
            "zertz-action-not-in-pool",
            marble = marble_key(*marble),
            pool = marble_counts(*pool)
        ),
        E::NotInCaptures { marble, captures } => msg!(
            "zertz-action-not-in-captures",
            marble = marble_key(*marble),
            captures = marble_counts(*captures)
        ),
        E::CaptureCompulsory { example } => msg!(
            "zertz-action-capture-compulsory",
            example = example.to_string()
        ),
        E::FreeRingMustBeRemoved { marble, at, free } => msg!(
            "zertz-action-free-ring-must-go",
            example = format!("{}{at},{free}", marble.letter())
        ),
        E::NotAFreeRing(ring) => msg!("zertz-action-not-a-free-ring", ring = s(ring)),
        E::RemoveFilled(ring) => msg!("zertz-action-remove-filled", ring = s(ring)),
        E::NoFreeRing(ring) => msg!("zertz-action-no-free-ring", ring = s(ring)),
        E::NoMarbleAt(at) => msg!("zertz-action-no-marble-at", at = s(at)),
        E::NotAJump { from, to } => {
            msg!("zertz-action-not-a-jump", from = s(from), to = s(to))
        }
        E::NothingToJump { from, over, to } => msg!(
            "zertz-action-nothing-to-jump",
            from = s(from),
            over = s(over),
            to = s(to)
        ),
        E::LandingTaken { from, to } => {
            msg!("zertz-action-landing-taken", from = s(from), to = s(to))
        }
        E::WrongColour {
            over,
            written,
            actual,
        } => msg!(
            "zertz-action-wrong-colour",
            over = s(over),
            written = marble_key(*written),
            actual = marble_key(*actual),
            letter = actual.letter().to_string()
        ),
        E::ChainStops { at, over, to } => msg!(
            "zertz-action-chain-stops",
            at = s(at),
            over = s(over),
            to = s(to)
        ),
        E::NoCapture => msg!("zertz-action-no-capture"),
        E::WrongClaims { action, claimed } if claimed.is_empty() => {
            msg!(
                "zertz-action-wrong-claims-none",
                action = action.to_string()
            )
        }
        E::WrongClaims { action, claimed } => msg!(
            "zertz-action-wrong-claims",
            action = action.to_string(),
            claims = claimed
                .iter()
                .map(|(m, p)| format!("{}{p}", m.letter()))
                .collect::<String>()
        ),
        E::NotLegal(action) => msg!("zertz-action-not-legal", action = action.to_string()),
    }
}

/// Why a game ended, without the sides, for a game on `variant`'s board: `3 marbles of each
/// colour` (2 in `zertz-blitz`), `4 white marbles`, `no ring left`, `neither player can act`.
pub fn reason(variant: Variant, reason: &Reason) -> Msg {
    match reason {
        Reason::WinningSet(set @ WinningSet::ThreeOfEach) => {
            msg!("zertz-reason-set-each", count = set.goal(variant)[0])
        }
        Reason::WinningSet(set @ WinningSet::OfOneColour(m)) => {
            marbles(*m, set.goal(variant)[m.index()])
        }
        Reason::NoRingLeft => msg!("zertz-reason-no-ring"),
        Reason::NoOneCanAct => msg!("zertz-reason-no-one-can-act"),
    }
}

/// How a game ended (ZERTZ.md §5), with the winning sets of the standard boards (`zertz`,
/// `zertz48`, `zertz61`): [`result_in`] on `Variant::Zertz`. For `zertz-blitz`, whose sets are
/// smaller, call [`result_in`].
pub fn result(winner: Option<Side>, reason: &Reason) -> Msg {
    result_in(Variant::Zertz, winner, reason)
}

/// How a game on `variant`'s board ended: `The first player wins with 3 marbles of each
/// colour`, `The second player wins with 4 white marbles`, `The first player wins: no ring is
/// left`, `Draw: neither player can act`. `winner` is `None` for a draw (only `NoOneCanAct`
/// is one; a winner given with it is named as in `result-plain`).
pub fn result_in(variant: Variant, winner: Option<Side>, reason: &Reason) -> Msg {
    let Some(w) = winner else {
        return msg!("zertz-draw");
    };
    let w = side_key(w);
    match reason {
        Reason::WinningSet(set @ WinningSet::ThreeOfEach) => msg!(
            "zertz-result-set-each",
            winner = w,
            count = set.goal(variant)[0]
        ),
        Reason::WinningSet(set @ WinningSet::OfOneColour(m)) => msg!(
            "zertz-result-set-one",
            winner = w,
            marbles = marbles(*m, set.goal(variant)[m.index()])
        ),
        Reason::NoRingLeft => msg!("zertz-result-no-ring", winner = w),
        Reason::NoOneCanAct => msg!("result-plain", winner = w),
    }
}

/// The decision of a position, for a board's line (`decision-what`): `The first player to
/// place a marble and take a free ring away`, `The second player must capture`, with the
/// pool empty `The first player to place one of his captured marbles ...`; `None` once the
/// game is over.
pub fn position_decision(p: &Position) -> Option<Msg> {
    let side = p.decider()?;
    if p.capture_possible() {
        return Some(msg!("zertz-to-capture", player = side_key(side)));
    }
    let own = p.pool() == [0; 3];
    let free = p.free_rings().next().is_some();
    let id = match (own, free) {
        (false, true) => "zertz-to-place",
        (false, false) => "zertz-to-place-no-free",
        (true, true) => "zertz-to-place-own",
        (true, false) => "zertz-to-place-own-no-free",
    };
    Some(Msg::new(id).arg("player", side_key(side)))
}

/// What a turn did, after "Last turn:": `the first player placed a white marble on d4, took
/// d1 away and claimed a1, a2 (2 white marbles)`, `the second player jumped from d1 to d5 and
/// captured 1 grey marble and 1 white marble (`xd1Gd3Wd5`)`, followed by `; the second player
/// cannot act, so his turn is skipped` when it was.
pub fn turn(t: &Turn) -> Msg {
    let player = side_key(t.mover);
    let variant = t.action.variant();
    let m = match t.action {
        Action::Place {
            marble, at, remove, ..
        } => {
            let mut claimed = [0u8; 3];
            for (_, m) in &t.claimed {
                claimed[m.index()] += 1;
            }
            let rings = t
                .claimed
                .iter()
                .map(|(p, _)| p.name(variant))
                .collect::<Vec<_>>()
                .join(", ");
            let id = match (remove.is_some(), t.claimed.is_empty()) {
                (false, true) => "zertz-turn-place",
                (true, true) => "zertz-turn-place-remove",
                (false, false) => "zertz-turn-place-claim",
                (true, false) => "zertz-turn-place-remove-claim",
            };
            let mut m = msg!(
                id,
                player = player,
                marble = marble_key(marble),
                at = at.name(variant)
            );
            if let Some(r) = remove {
                m = m.arg("ring", r.name(variant));
            }
            if !t.claimed.is_empty() {
                m = m.arg("rings", rings).arg("marbles", marble_counts(claimed));
            }
            m
        }
        Action::Capture(c) => msg!(
            "zertz-turn-capture",
            player = player,
            from = c.start().name(variant),
            to = c.end().name(variant),
            marbles = marble_counts(c.captured()),
            action = c.to_string()
        ),
    };
    match t.skipped {
        Some(skipped) => msg!("zertz-turn-skipped", turn = m, skipped = side_key(skipped)),
        None => m,
    }
}

/// A field of counts in a position string, for its errors: `the pool`, `the captures of the
/// first player (`w`)`.
pub fn count_field(field: CountField) -> Msg {
    match field {
        CountField::Pool => msg!("zertz-field-pool"),
        CountField::Captures(side) => msg!("zertz-field-captures", side = side_key(side)),
    }
}

/// A winner as a position string writes him: `w+`, `b+`.
fn won(side: Side) -> String {
    format!("{}+", side_letter(side))
}

/// Why a ZÈRTZ position string cannot be read, or describes a position the rules never leave
/// standing, as one clause (no capital, no full stop).
pub fn position_error(e: &PositionError) -> Msg {
    use PositionError as E;
    let column = |c: &char| c.to_string();
    let quoted = |text: &str| format!("\"{}\"", typed(text));
    match e {
        E::FieldCount(n) => msg!("zertz-position-field-count", count = *n),
        E::Variant(text) => msg!("zertz-position-variant", text = quoted(text)),
        E::ColumnCount { variant, found } => msg!(
            "zertz-position-column-count",
            variant = variant.word(),
            expected = variant.column_count(),
            found = *found
        ),
        E::ColumnLength {
            column: c,
            expected,
            found,
        } => msg!(
            "zertz-position-column-length",
            column = column(c),
            expected = *expected,
            found = *found
        ),
        E::UnknownChar { column: c, found } => msg!(
            "zertz-position-unknown-char",
            column = column(c),
            text = quoted(&found.to_string())
        ),
        E::Zero { column: c } => msg!("zertz-position-zero", column = column(c)),
        E::TwoDigits { column: c } => msg!("zertz-position-two-digits", column = column(c)),
        E::Turn(text) => msg!("zertz-position-turn", text = quoted(text)),
        E::Counts { field, text } => msg!(
            "zertz-position-counts",
            field = count_field(*field),
            text = quoted(text)
        ),
        E::LeadingZero { field, text } => msg!(
            "zertz-position-leading-zero",
            field = count_field(*field),
            text = quoted(text)
        ),
        E::MarbleCount {
            marble,
            found,
            expected,
        } => msg!(
            "zertz-position-marble-count",
            marbles = msg!(
                "zertz-marbles",
                marble = marble_key(*marble),
                count = *found
            ),
            expected = *expected
        ),
        E::FullGroup(at) => msg!("zertz-position-full-group", at = s(at)),
        E::BothWin => msg!("zertz-position-both-win"),
        E::InProgressWithSet(side) => msg!(
            "zertz-position-in-progress-with-set",
            side = side_key(*side),
            result = won(*side)
        ),
        E::InProgressNoRing => msg!("zertz-position-in-progress-no-ring"),
        E::CannotAct(side) => msg!(
            "zertz-position-cannot-act",
            side = side_key(*side),
            letter = side_letter(*side).to_string()
        ),
        E::LoserHoldsSet(side) => msg!(
            "zertz-position-loser-holds-set",
            side = side_key(*side),
            result = won(*side)
        ),
        E::NoWin(side) => msg!(
            "zertz-position-no-win",
            side = side_key(*side),
            result = won(*side)
        ),
        E::DrawWithSet(side) => msg!(
            "zertz-position-draw-with-set",
            side = side_key(*side),
            result = won(*side)
        ),
        E::DrawNoRing => msg!("zertz-position-draw-no-ring"),
        E::DrawCanAct(side) => msg!(
            "zertz-position-draw-can-act",
            side = side_key(*side),
            letter = side_letter(*side).to_string()
        ),
    }
}

/// `rules zertz`: the rules in short, the variant words and the notation (`rules-link` with
/// the rulebook's address follows it, as it follows `rules-yinsh`).
pub fn rules_summary() -> Msg {
    Msg::new("rules-zertz")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gipf_zertz::{Place, WinningSet};

    // The positions of ZERTZ-PERFT.md (the rules crate's tests use them too).
    const E1: &str = "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0";
    const E2: &str = "zertz ww.1/.1.2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0";
    const M1: &str = "zertz 3b/4./w2g../2g3./w2w.w/1g1../.1.. b 2/4/8 0/1/1 0/0/0";
    const M2: &str = "zertz-blitz ...w/.b..b/.bbb1./.g1w1g./..g1g1/..1w./gb.. b 2/1/1 0/1/0 0/0/2";
    const M3: &str = "zertz48 w.w../.3../..1w1w./.g5g/b1g2g./g2b1./.b.1w/...b b 0/2/5 0/0/1 1/1/0";
    const E3: &str = "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0";
    const E4: &str = "zertz .g1g/w.gbw/1g...g/b.bbb.w/b1b1w1/wbwb./g1g1 w 0/0/0 0/1/1 0/0/0";
    const E5: &str = "zertz ..../...../....../..b.g../.gbb../w1.../.w.. b 0/0/0 1/4/4 3/2/3";
    const TABLE: [&str; 8] = [E1, E2, M1, M2, M3, E3, E4, E5];
    const START: &str = "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0";
    const GONE: &str = "..../...../....../......./....../...../....";

    fn pos(s: &str) -> Position {
        s.parse().expect("a position")
    }

    /// The refusal of `text` in the position `p`, as the rules crate gives it.
    fn refusal(p: &str, text: &str) -> ActionError {
        pos(p).play_text(text).expect_err(text)
    }

    /// Every action error, each produced by the rules crate from a real position and text.
    fn action_errors() -> Vec<ActionError> {
        let e1 = pos(E1);
        let mut all: Vec<ActionError> = [
            (START, "  "),
            (START, "d4,d1"),
            (START, "Wd8,d1"),
            (E2, "Ba3,b2"),
            (E2, "Ba1,b2"),
            (E1, "Wa1,a4"),
            (START, "Wa1,a1"),
            (START, "Wd4"),
            (START, "Wd4,d2"),
            (E5, "Bf2,f1"),
            (E1, "xa1a3"),
            (E1, "xd1d4"),
            (E1, "xd2d4"),
            (E1, "xd1Wd3Wd5"),
            (E1, "xd1d3"),
            (START, "xd1d3"),
            (E2, "Bd7,b2 x Wa1"),
            (START, "Wd4,d1 x Wa1"),
            ("zertz 4/5/6/wgbw3/6/5/4 w 4/7/9 0/0/0 0/0/0", "xd1d3"),
        ]
        .into_iter()
        .map(|(p, text)| refusal(p, text))
        .collect();
        // Colours: the pool's, then the player's captures.
        let m3 = pos(M3);
        let first = m3.legal_actions()[0].to_string();
        all.push(refusal(M3, &format!("W{}", &first[1..])));
        let e3 = pos(E3);
        let first = e3.legal_actions()[0].to_string();
        all.push(refusal(E3, &format!("G{}", &first[1..])));
        // The end, another board, a place off the board.
        let mut over = pos(E5);
        over.play_text("Wf2").expect("legal");
        all.push(over.play_text("Wf2").expect_err("over"));
        let mut start = pos(START);
        let z61 = Variant::Z61.start().legal_actions()[0];
        all.push(start.play(z61).expect_err("another board"));
        let off = Place::from_xy(8, 8).expect("in the hexagon");
        all.push(
            start
                .play(Action::Place {
                    variant: Variant::Zertz,
                    marble: Marble::White,
                    at: off,
                    remove: None,
                })
                .expect_err("off the board"),
        );
        // Not reached by the rules crate's own checks, which name a more precise reason.
        all.push(ActionError::NotLegal(e1.legal_actions()[0]));
        all
    }

    /// Every position error, each produced by the rules crate from a real position string.
    fn position_errors() -> Vec<PositionError> {
        let bad = |s: &str| s.parse::<Position>().expect_err(s);
        let mut all: Vec<PositionError> = [
            "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0".to_string(),
            "zertz  4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            "yinsh 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz61 4/5/6/7/6/5 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4/1 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/3 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/8/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/3x w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/07/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/34/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 W 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/8 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/-0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/x 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 06/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/8/10 00/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/8/9 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/7/10 0/0/0 0/0/0".into(),
            "zertz-blitz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0".into(),
            "zertz ww.1/...2/1.4/7/6/5/4 w 4/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 2/3/10 4/0/0 0/5/0".into(),
            "zertz 4/5/6/7/6/5/4 b 2/8/10 4/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 w 6/8/4 0/0/0 0/0/6".into(),
            format!("zertz {GONE} w 6/8/10 0/0/0 0/0/0"),
            "zertz 4/5/6/7/6/5/4 w+ 6/8/4 0/0/0 0/0/6".into(),
            "zertz 4/5/6/7/6/5/4 w+ 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 b+ 6/8/10 0/0/0 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 b+ 3/3/3 3/5/7 0/0/0".into(),
            "zertz 4/5/6/7/6/5/4 = 6/8/4 0/0/0 0/0/6".into(),
            "zertz 4/5/6/7/6/5/4 = 2/8/10 4/0/0 0/0/0".into(),
            format!("zertz {GONE} = 6/8/10 0/0/0 0/0/0"),
            START.replace(" w ", " = "),
            E5.replace(" b ", " = "),
        ]
        .iter()
        .map(|s| bad(s))
        .collect();
        // A drawn game written with a player to act: he cannot act.
        let e3 = pos(E3);
        let drawn = e3
            .legal_actions()
            .into_iter()
            .map(|a| {
                let mut q = e3;
                q.play(a).expect("legal");
                q
            })
            .find(|q| q.outcome().is_some_and(|o| o.winner.is_none()))
            .expect("E3 has a draw")
            .to_string();
        all.push(bad(&drawn.replace(" = ", " w ")));
        all.push(bad(&drawn.replace(" = ", " b ")));
        all
    }

    fn reasons() -> Vec<Reason> {
        let mut all: Vec<Reason> = WinningSet::ALL.map(Reason::WinningSet).to_vec();
        all.extend([Reason::NoRingLeft, Reason::NoOneCanAct]);
        all
    }

    /// Every result as a game can end: a winner with a set or the last ring, a draw when
    /// neither player can act, on every board.
    fn results() -> Vec<Msg> {
        let mut all = Vec::new();
        for variant in Variant::ALL {
            for r in reasons() {
                let winners: &[Option<Side>] = match r {
                    Reason::NoOneCanAct => &[None],
                    _ => &[Some(Side::First), Some(Side::Second)],
                };
                for &w in winners {
                    all.push(result_in(variant, w, &r));
                }
            }
        }
        all
    }

    /// A board cut down to d3 and d4, vacant, and their neighbours, holding marbles: no ring
    /// is free while the pool still holds marbles.
    fn cut_off() -> Position {
        let z = Variant::Zertz;
        let vacant = ["d3", "d4"].map(|n| z.parse_place(n).expect("a place"));
        let mut cells = std::collections::BTreeMap::new();
        let mut pool = z.start_pool();
        for p in vacant {
            for n in p.neighbours_on(z).filter(|n| !vacant.contains(n)) {
                if !cells.contains_key(&n.index()) {
                    let m = Marble::ALL[cells.len() % 3];
                    pool[m.index()] -= 1;
                    cells.insert(n.index(), m.letter().to_ascii_lowercase());
                }
            }
        }
        let mut columns = Vec::new();
        for x in 0..z.column_count() {
            let mut places: Vec<Place> = z.places().filter(|p| p.x() == x as i32).collect();
            places.sort_by_key(|p| p.number(z));
            let mut col = String::new();
            let mut run = 0;
            for p in places {
                if vacant.contains(&p) {
                    run += 1;
                    continue;
                }
                if run > 0 {
                    col.push_str(&run.to_string());
                    run = 0;
                }
                col.push(cells.get(&p.index()).copied().unwrap_or('.'));
            }
            if run > 0 {
                col.push_str(&run.to_string());
            }
            columns.push(col);
        }
        let [w, g, b] = pool;
        pos(&format!(
            "zertz {} w {w}/{g}/{b} 0/0/0 0/0/0",
            columns.join("/")
        ))
    }

    /// Games played to their end from the table's positions and the start of every board,
    /// each action picked by a fixed rule (so every kind of turn and decision comes up): the
    /// turns, and the positions before each.
    fn games() -> (Vec<Position>, Vec<Turn>) {
        let mut starts: Vec<Position> = TABLE.iter().map(|s| pos(s)).collect();
        starts.extend(Variant::ALL.map(Variant::start));
        starts.push(cut_off());
        let (mut positions, mut turns) = (Vec::new(), Vec::new());
        for (i, start) in starts.iter().enumerate() {
            for game in 0..12usize {
                let mut p = *start;
                for ply in 0..200usize {
                    positions.push(p);
                    let actions = p.legal_actions();
                    if actions.is_empty() {
                        break;
                    }
                    let a = actions[(i * 7 + game * 31 + ply * 17) % actions.len()];
                    turns.push(p.play_reporting(a).expect("legal"));
                }
            }
        }
        (positions, turns)
    }

    fn decisions() -> Vec<Msg> {
        games().0.iter().filter_map(position_decision).collect()
    }

    /// What the turns of [`games`] did.
    fn turns() -> Vec<Msg> {
        games().1.iter().map(turn).collect()
    }

    fn labels() -> Vec<Msg> {
        let mut all = vec![pick_remove(), pick_chain("d1")];
        for m in Marble::ALL {
            for n in [1, 2, 5, 21] {
                all.push(marble_label(m, n, true));
                all.push(marble_label(m, n, false));
                all.push(marbles(m, n));
            }
            all.push(pick_ring(m));
            all.push(marble_word(m));
        }
        for counts in [[0, 0, 0], [1, 0, 0], [0, 2, 5], [3, 1, 21]] {
            all.push(marble_counts(counts));
        }
        all
    }

    /// Rendering fails a debug build on a Fluent error or a missing message (`tr`); the text
    /// must also be more than its id, and hold no unresolved placeable or term.
    fn check(m: &Msg, what: &str) {
        for lang in Lang::ALL {
            let text = m.render(lang);
            assert!(!text.trim().is_empty(), "{lang}: {what} is empty");
            assert_ne!(text, m.id(), "{lang}: {what} has no message");
            for bad in ['{', '}', '$'] {
                assert!(!text.contains(bad), "{lang}: {what}: {bad} in {text:?}");
            }
            assert!(
                !text.contains("-first") && !text.contains("-second"),
                "{lang}: {what}: a term unresolved in {text:?}"
            );
            assert!(
                !text.replace("zertz-blitz", "").contains("zertz-"),
                "{lang}: {what}: an id in {text:?}"
            );
        }
    }

    #[test]
    fn the_rules_crate_gives_every_error_variant() {
        use std::collections::BTreeSet;
        use std::mem::discriminant;
        let kinds = |v: &[ActionError]| {
            v.iter()
                .map(|e| format!("{:?}", discriminant(e)))
                .collect::<BTreeSet<_>>()
                .len()
        };
        assert_eq!(kinds(&action_errors()), 24, "every ActionError variant");
        let kinds = |v: &[PositionError]| {
            v.iter()
                .map(|e| format!("{:?}", discriminant(e)))
                .collect::<BTreeSet<_>>()
                .len()
        };
        assert_eq!(kinds(&position_errors()), 21, "every PositionError variant");
    }

    #[test]
    fn every_error_result_decision_and_turn_renders_in_every_language() {
        for e in action_errors() {
            check(&action_error(&e), &format!("{e:?}"));
        }
        for e in position_errors() {
            check(&position_error(&e), &format!("{e:?}"));
        }
        for v in Variant::ALL {
            for r in reasons() {
                check(&reason(v, &r), &format!("{r:?}"));
            }
        }
        for m in results()
            .iter()
            .chain(&decisions())
            .chain(&turns())
            .chain(&labels())
        {
            check(m, m.id());
        }
        check(&rules_summary(), "rules-zertz");
    }

    /// The cases above reach every message of `zertz.ftl` (a message no case reaches would go
    /// untested; one the code no longer names would be dead).
    #[test]
    fn the_cases_reach_every_message_of_the_file() {
        let file = crate::FILES
            .iter()
            .position(|f| *f == "zertz.ftl")
            .expect("zertz.ftl is compiled in");
        let in_file: std::collections::BTreeSet<String> = crate::SOURCES[0][file]
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
            .filter(|id| !id.starts_with('-') && !id.contains(' ') && !id.is_empty())
            .map(str::to_string)
            .collect();
        let mut reached: std::collections::BTreeSet<String> = action_errors()
            .iter()
            .map(action_error)
            .chain(position_errors().iter().map(position_error))
            .chain(
                Variant::ALL
                    .into_iter()
                    .flat_map(|v| reasons().into_iter().map(move |r| reason(v, &r))),
            )
            .chain(results())
            .chain(decisions())
            .chain(turns())
            .chain(labels())
            .chain([
                rules_summary(),
                count_field(CountField::Pool),
                count_field(CountField::Captures(Side::First)),
            ])
            .map(|m| m.id().to_string())
            .collect();
        reached.remove("result-plain");
        assert_eq!(in_file, reached);
    }

    #[test]
    fn english_reads_well() {
        let en = |m: Msg| m.render(Lang::En);
        let set = |s| Reason::WinningSet(s);
        assert_eq!(
            en(result(Some(Side::First), &set(WinningSet::ThreeOfEach))),
            "The first player wins with 3 marbles of each colour"
        );
        assert_eq!(
            en(result_in(
                Variant::Blitz,
                Some(Side::First),
                &set(WinningSet::ThreeOfEach)
            )),
            "The first player wins with 2 marbles of each colour"
        );
        assert_eq!(
            en(result(
                Some(Side::Second),
                &set(WinningSet::OfOneColour(Marble::White))
            )),
            "The second player wins with 4 white marbles"
        );
        assert_eq!(
            en(result(Some(Side::First), &Reason::NoRingLeft)),
            "The first player wins: no ring is left"
        );
        assert_eq!(
            en(result(None, &Reason::NoOneCanAct)),
            "Draw: neither player can act"
        );
        assert_eq!(
            en(action_error(&refusal(E1, "Wa1,a4"))),
            "Capturing is compulsory: capture, like `xd1Gd3Wd5`"
        );
        assert_eq!(
            en(action_error(&refusal(START, "Wd4"))),
            "A free ring must be taken away after the marble is placed: name it after a \
             comma, like `Wd4,a1`"
        );
        assert_eq!(
            en(action_error(&refusal(E1, "xd1d3"))),
            "The marble on d3 can still jump, over d4 to d5: a capture goes on while it can, \
             so add the jump to d5"
        );
        let m3 = pos(M3);
        let first = m3.legal_actions()[0].to_string();
        assert_eq!(
            en(action_error(&refusal(M3, &format!("W{}", &first[1..])))),
            "The pool has no white marble left: place a colour it still holds (it has 2 grey \
             marbles and 5 black marbles)"
        );
        assert_eq!(
            en(position_decision(&pos(START)).expect("a decision")),
            "The first player to place a marble and take a free ring away"
        );
        assert_eq!(
            en(position_decision(&pos(E1)).expect("a decision")),
            "The first player must capture"
        );
        let mut p = pos(START);
        let a = p.read_action("Wd4,d1").expect("legal");
        assert_eq!(
            en(turn(&p.play_reporting(a).expect("legal"))),
            "the first player placed a white marble on d4 and took d1 away"
        );
        let mut p = pos(E1);
        let a = p.legal_actions()[0];
        assert_eq!(
            en(turn(&p.play_reporting(a).expect("legal"))),
            "the first player jumped from d1 to d5 and captured 1 white marble and 1 grey \
             marble (`xd1Gd3Wd5`)"
        );
        assert_eq!(
            en(marble_label(Marble::White, 5, true)),
            "White marble (5 in the pool)"
        );
        assert_eq!(
            en(marble_label(Marble::White, 3, false)),
            "White marble (3 of yours)"
        );
        assert_eq!(
            en(pick_ring(Marble::White)),
            "Pick the ring for your white marble."
        );
        assert_eq!(
            en(pick_chain("d1")),
            "The marble on d1: pick its capture sequence."
        );
        let summary = en(rules_summary());
        for word in [
            "`Wd4,d1`",
            "`xd1Gd3Wd5`",
            "`zertz-blitz`",
            "`zertz48`",
            "`zertz61`",
            "claim",
            "draw",
            "own captures",
        ] {
            assert!(summary.contains(word), "{word} not in {summary}");
        }
        assert!(summary.lines().count() >= 4, "several lines: {summary}");
    }

    #[test]
    fn the_cases_reach_every_kind_of_decision_and_turn() {
        let ids = |v: Vec<Msg>| {
            v.iter()
                .map(|m| m.id().to_string())
                .collect::<std::collections::BTreeSet<_>>()
        };
        assert_eq!(ids(decisions()).len(), 5, "{:?}", ids(decisions()));
        assert_eq!(ids(turns()).len(), 6, "{:?}", ids(turns()));
    }

    #[test]
    fn declension_follows_each_language() {
        let r = |lang, m, n| marbles(m, n).render(lang);
        assert_eq!(r(Lang::Cs, Marble::White, 1), "1 bílou kuličku");
        assert_eq!(r(Lang::Cs, Marble::Grey, 3), "3 šedé kuličky");
        assert_eq!(r(Lang::Cs, Marble::Black, 6), "6 černých kuliček");
        assert_eq!(r(Lang::Ru, Marble::White, 4), "4 белых шарика");
        assert_eq!(r(Lang::Ru, Marble::Black, 21), "21 чёрный шарик");
        assert_eq!(r(Lang::De, Marble::Grey, 5), "5 graue Kugeln");
        assert_eq!(r(Lang::Fr, Marble::White, 4), "4 billes blanches");
        let won = |lang| {
            result(
                Some(Side::Second),
                &Reason::WinningSet(WinningSet::OfOneColour(Marble::Black)),
            )
            .render(lang)
        };
        assert_eq!(won(Lang::Cs), "Druhý hráč vyhrává: má 6 černých kuliček");
        assert_eq!(
            won(Lang::Ru),
            "Второй игрок победил: у него 6 чёрных шариков"
        );
        assert_eq!(
            won(Lang::De),
            "Der zweite Spieler gewinnt: er hat 6 schwarze Kugeln"
        );
        let fields = |lang| count_field(CountField::Captures(Side::First)).render(lang);
        assert!(
            fields(Lang::Cs).contains("prvního hráče"),
            "{}",
            fields(Lang::Cs)
        );
        assert!(
            fields(Lang::De).contains("des ersten Spielers"),
            "{}",
            fields(Lang::De)
        );
    }
}
