//! The rules crate's words in every language: colours, what a turn did, how a game ended, and
//! why an action is not legal. (The rules crate's own `Display` stays the English of the
//! engine protocol; chat and images use these.)

use gipf_rules::{ActionError, Color, DoneRefusal, Event, Outcome, PointError, WinReason};

use crate::{msg, Msg};

/// `White` / `Black`.
pub fn color(c: Color) -> Msg {
    Msg::new(match c {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
}

/// What an event did (`White pushed Ge1-e2 (to e3)`, `Black took 3 back and captured 2`).
pub fn event(e: &Event) -> Msg {
    match e {
        Event::Pushed {
            color: c,
            entry,
            gipf,
            end,
        } => {
            let g = if *gipf { "G" } else { "" };
            pushed(
                *c,
                format!("{g}{}-{}", entry.dot(), entry.first()),
                entry,
                *end,
            )
        }
        Event::Removed { remover, taken, .. } => {
            let (back, captured) = gipf_rules::removed_singles(*remover, taken);
            msg!(
                "event-removed",
                color = color(*remover),
                back = back,
                captured = captured
            )
        }
        Event::LeftRows { color: c } => msg!("event-left-rows", color = color(*c)),
        Event::PushedLoaded {
            color: c,
            entry,
            kind,
            end,
        } => pushed(
            *c,
            format!("{}{}-{}", kind.letter(), entry.dot(), entry.first()),
            entry,
            *end,
        ),
        Event::TamskPushed {
            color: c,
            entry,
            end,
        } => pushed(
            *c,
            format!("T:{}-{}", entry.dot(), entry.first()),
            entry,
            *end,
        ),
        Event::Used {
            color: c,
            kind,
            from,
            to,
        } => msg!(
            "event-used",
            color = color(*c),
            kind = kind.name(),
            from = from.to_string(),
            to = to.to_string()
        ),
        Event::Kept { color: c, .. } => msg!("event-kept", color = color(*c)),
    }
}

/// A push in words: `push` as written, with where it ended when that is not the first spot.
fn pushed(c: Color, push: String, entry: &gipf_rules::Entry, end: gipf_rules::Spot) -> Msg {
    if end == entry.first() {
        msg!("event-pushed", color = color(c), push = push)
    } else {
        msg!(
            "event-pushed-to",
            color = color(c),
            push = push,
            end = end.to_string()
        )
    }
}

/// Why the loser lost, without the winner (`Black has no GIPF piece left`).
pub fn win_reason(winner: Color, reason: WinReason) -> Msg {
    let loser = color(winner.other());
    match reason {
        WinReason::NoGipfLeft => msg!("reason-no-gipf", loser = loser),
        WinReason::NoReserve => msg!("reason-no-reserve", loser = loser),
    }
}

/// The result (`White wins: Black has no GIPF piece left`).
pub fn outcome(o: &Outcome) -> Msg {
    msg!(
        "outcome",
        winner = color(o.winner),
        reason = win_reason(o.winner, o.reason)
    )
}

/// Why an action cannot be read or played, as one clause (no capital, no full stop).
pub fn action_error(e: &ActionError) -> Msg {
    use ActionError as E;
    let p = |x: &dyn ToString| x.to_string();
    match e {
        E::Empty => msg!("action-empty"),
        E::Syntax(text) => msg!("action-syntax", text = gipf_rules::excerpt(text)),
        E::Point(PointError::NotAPoint(text)) => {
            msg!("action-not-a-point", text = gipf_rules::excerpt(text))
        }
        E::NotADot(x) => msg!("action-not-a-dot", point = p(x)),
        E::NotOnLine { dot, to } => msg!("action-not-on-line", dot = p(dot), to = p(to)),
        E::WrongEnd {
            dot,
            given,
            actual,
            first,
        } => msg!(
            "action-wrong-end",
            dot = p(dot),
            given = p(given),
            actual = p(actual),
            first = p(first)
        ),
        E::EndsAtFirst { dot, given, first } => msg!(
            "action-ends-at-first",
            dot = p(dot),
            given = p(given),
            first = p(first)
        ),
        E::NeedsPosition { dot, to, first } => msg!(
            "action-needs-position",
            dot = p(dot),
            to = p(to),
            first = p(first)
        ),
        E::GameOver(_) => msg!("action-game-over"),
        E::RemovalPending(c) => msg!("action-removal-pending", color = color(*c)),
        E::Blocked { dot, first, last } => msg!(
            "action-blocked",
            dot = p(dot),
            first = p(first),
            last = p(last)
        ),
        E::EmptyReserve(c) => msg!("action-empty-reserve", color = color(*c)),
        E::ReserveTooSmallForGipf(c) => msg!("action-reserve-too-small", color = color(*c)),
        E::GipfOutsideTournament(push) => msg!("action-gipf-outside-tournament", push = push),
        E::FirstPushMustBeGipf(c) => msg!("action-first-push-gipf", color = color(*c)),
        E::NoMoreGipf(c) => msg!("action-no-more-gipf", color = color(*c)),
        E::NoRow => msg!("action-no-row"),
        E::Repeated(x) => msg!("action-repeated", point = p(x)),
        E::NotASpot(x) => msg!("action-not-a-spot", point = p(x)),
        E::NotGipf(x) => msg!("action-not-gipf", point = p(x)),
        E::NoSuchRemoval { given, choices } => msg!(
            "action-no-such-removal",
            given = given,
            choices = choices.replace(" or ", " / ")
        ),
        E::NoPotentials(action) => msg!("action-no-potentials", action = action),
        E::TamskPending(c) => msg!("action-tamsk-pending", color = color(*c)),
        E::NotTamskStage(action) => msg!("action-not-tamsk-stage", action = action),
        E::NotInHand { color: c, kind } => {
            msg!("action-not-in-hand", color = color(*c), kind = kind.name())
        }
        E::NoLoadedPush(c) => msg!("action-no-loaded-push", color = color(*c)),
        E::NoLoadedPiece {
            spot,
            kind,
            color: c,
        } => msg!(
            "action-no-loaded-piece",
            point = p(spot),
            kind = kind.name(),
            color = color(*c)
        ),
        E::TamskNotNow => msg!("action-tamsk-not-now"),
        E::BadTarget {
            kind,
            from,
            to,
            choices,
        } => msg!(
            "action-bad-target",
            kind = kind.name(),
            from = p(from),
            to = p(to),
            choices = choices
        ),
        E::WrongMark { point, fix, .. } => {
            msg!("action-wrong-mark", point = p(point), fix = fix)
        }
        E::DoneNotAllowed(why) => Msg::new(match why {
            DoneRefusal::CompulsoryRow => "action-done-compulsory-row",
            DoneRefusal::OpponentRows => "action-done-opponent-rows",
            DoneRefusal::NothingToLeave => "action-done-nothing-to-leave",
        }),
    }
}
