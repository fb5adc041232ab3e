//! The ZÈRTZ rules crate's words in every language (`locales/*/zertz.ftl`): the marbles, why
//! an action or a position string is refused, how a game ended, whose decision it is, what a
//! turn did, the labels of the choices and the rules in short (`rules-zertz`, followed by
//! `rules-link` as `rules-yinsh` is). (`gipf_zertz`'s own `Display` stays the English of the
//! engine protocol; chat and images use these.) ZÈRTZ's players have no colour: a side is an
//! argument `first` / `second` that each message declines with the terms `-first` /
//! `-second` of `rules.ftl`; a marble's colour is an argument `white` / `grey` / `black`.
//! Like `yinsh.rs`, one topic: a match arm per error variant of the rules crate, and, for
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
