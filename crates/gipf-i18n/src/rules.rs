//! The rules crate's words in every language: colours, what a turn did, how a game ended, and
//! why an action is not legal. (The rules crate's own `Display` stays the English of the
//! engine protocol; chat and images use these.)

use gipf_rules::{
    ActionError, Base, BoardProblem, ChallengesFieldProblem, ChallengesProblem, Color, CountField,
    DoneRefusal, Event, HandProblem, Holds, MarkFix, Outcome, PointError, PositionError,
    PotentialsOnly, StageProblem, StatusProblem, TokenProblem, WinReason, MAX_PER_KIND,
};

use crate::{msg, Msg};

/// `White` / `Black` on its own (a heading, a label): the nominative.
pub fn color(c: Color) -> Msg {
    Msg::new(match c {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
}

/// A colour as a message's argument (`$color`, `$winner`, ...): `white` / `black`, which the
/// message selects its term by (`-white(case: "gen")`), so each language declines it.
pub fn color_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A side as a message's argument, for a game that may have no colours: `white` / `black`,
/// or `first` / `second` when the game's players have no colours (ZÈRTZ; `colours` is
/// `GameKind::has_colours`). Every message that another game than GIPF can show selects on
/// all four (`-first(case: "gen")` where it declines); GIPF-only code keeps [`color_key`].
pub fn side_key(c: Color, colours: bool) -> &'static str {
    match (c, colours) {
        (Color::White, true) => "white",
        (Color::Black, true) => "black",
        (Color::White, false) => "first",
        (Color::Black, false) => "second",
    }
}

/// A side on its own (a heading, a label), the nominative: [`color`] for a game with
/// colours, `First player` / `Second player` for one without.
pub fn side(c: Color, colours: bool) -> Msg {
    if colours {
        return color(c);
    }
    Msg::new(match c {
        Color::White => "side-first",
        Color::Black => "side-second",
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
                color = color_key(*remover),
                back = back,
                captured = captured
            )
        }
        Event::LeftRows { color: c } => msg!("event-left-rows", color = color_key(*c)),
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
            color = color_key(*c),
            kind = kind.name(),
            from = from.to_string(),
            to = to.to_string()
        ),
        Event::Kept { color: c, .. } => msg!("event-kept", color = color_key(*c)),
    }
}

/// A push in words: `push` as written, with where it ended when that is not the first spot.
fn pushed(c: Color, push: String, entry: &gipf_rules::Entry, end: gipf_rules::Spot) -> Msg {
    if end == entry.first() {
        msg!("event-pushed", color = color_key(c), push = push)
    } else {
        msg!(
            "event-pushed-to",
            color = color_key(c),
            push = push,
            end = end.to_string()
        )
    }
}

/// Why the loser lost, without the winner (`Black has no GIPF piece left`).
pub fn win_reason(winner: Color, reason: WinReason) -> Msg {
    let loser = color_key(winner.other());
    match reason {
        WinReason::NoGipfLeft => msg!("reason-no-gipf", loser = loser),
        WinReason::NoReserve => msg!("reason-no-reserve", loser = loser),
    }
}

/// The result (`White wins: Black has no GIPF piece left`).
pub fn outcome(o: &Outcome) -> Msg {
    msg!(
        "outcome",
        winner = color_key(o.winner),
        reason = win_reason(o.winner, o.reason)
    )
}

/// Why an action cannot be read or played, as a sentence without its full stop.
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
        E::RemovalPending(c) => msg!("action-removal-pending", color = color_key(*c)),
        E::Blocked { dot, first, last } => msg!(
            "action-blocked",
            dot = p(dot),
            first = p(first),
            last = p(last)
        ),
        E::EmptyReserve(c) => msg!("action-empty-reserve", color = color_key(*c)),
        E::ReserveTooSmallForGipf(c) => msg!("action-reserve-too-small", color = color_key(*c)),
        E::GipfOutsideTournament(push) => msg!("action-gipf-outside-tournament", push = push),
        E::FirstPushMustBeGipf(c) => msg!("action-first-push-gipf", color = color_key(*c)),
        E::NoMoreGipf(c) => msg!("action-no-more-gipf", color = color_key(*c)),
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
        E::TamskPending(c) => msg!("action-tamsk-pending", color = color_key(*c)),
        E::NotTamskStage(action) => msg!("action-not-tamsk-stage", action = action),
        E::NotInHand { color: c, kind } => {
            msg!(
                "action-not-in-hand",
                color = color_key(*c),
                kind = kind.name()
            )
        }
        E::NoLoadedPush(c) => msg!("action-no-loaded-push", color = color_key(*c)),
        E::NoLoadedPiece {
            spot,
            kind,
            color: c,
        } => msg!(
            "action-no-loaded-piece",
            point = p(spot),
            kind = kind.name(),
            color = color_key(*c)
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
        E::WrongMark { point, holds, fix } => msg!(
            "action-wrong-mark",
            point = p(point),
            holds = match holds {
                Holds::Nothing => "nothing",
                Holds::CappedStack => "capped",
                Holds::Gipf => "gipf",
                Holds::Loaded => "loaded",
                Holds::Basic => "basic",
                Holds::Used => "used",
            },
            fix = match fix {
                MarkFix::LeaveOut => "leave",
                MarkFix::NoMark => "plain",
                MarkFix::Mark(_) => "mark",
            },
            mark = match fix {
                MarkFix::Mark(m) => format!("{m}{point}"),
                _ => point.to_string(),
            }
        ),
        E::DoneNotAllowed(why) => Msg::new(match why {
            DoneRefusal::CompulsoryRow => "action-done-compulsory-row",
            DoneRefusal::OpponentRows => "action-done-opponent-rows",
            DoneRefusal::NothingToLeave => "action-done-nothing-to-leave",
        }),
        E::NoChallenges(action) => msg!("action-no-challenges", action = action),
        E::NotChallengeStage(action) => msg!("action-not-challenge-stage", action = action),
        E::NotRefereeStage(action) => msg!("action-not-referee-stage", action = action),
        E::ChallengePending(c) => msg!("action-challenge-pending", color = color_key(*c)),
        E::RefereePending => msg!("action-referee-pending"),
    }
}

/// What is wrong with the challenges option's fields (COMBINING.md §9.2), as a clause.
fn challenges_problem(c: &ChallengesProblem) -> Msg {
    use ChallengesProblem as C;
    let q = |t: &str| format!("\"{}\"", gipf_rules::excerpt(t));
    match c {
        C::NineFields => msg!("challenges-nine-fields"),
        C::Field { text, why } => msg!(
            "challenges-field",
            text = q(text),
            why = match why {
                ChallengesFieldProblem::NoColon => "colon",
                ChallengesFieldProblem::Trial => "trial",
                ChallengesFieldProblem::Pair => "pair",
                ChallengesFieldProblem::Count => "count",
            }
        ),
        C::StageWithoutOption(s) => {
            msg!("challenges-stage-without-option", stage = s.to_string())
        }
        C::PendingOutsideStage(s) => {
            msg!("challenges-pending-outside-stage", stage = s.to_string())
        }
        C::NoPending(s) => msg!("challenges-no-pending", stage = s.to_string()),
        C::NotAUse(t) => msg!("challenges-not-a-use", text = q(t)),
        C::PendingStage { pending, why } => msg!(
            "challenges-pending-stage",
            pending = pending,
            why = position_error(why)
        ),
        C::PendingIllegal { pending, why } => msg!(
            "challenges-pending-illegal",
            pending = pending,
            why = action_error(why)
        ),
        C::NoAttempt(color) => msg!("challenges-no-attempt", color = color_key(*color)),
        C::AttemptNotSpent(color) => {
            msg!("challenges-attempt-not-spent", color = color_key(*color))
        }
    }
}

/// Why a position string or a variant word does not read, as one clause (no capital, no full
/// stop): shown after "`standard+T100` is not a variant:".
pub fn position_error(e: &PositionError) -> Msg {
    use PositionError as E;
    let q = |t: &str| format!("\"{}\"", gipf_rules::excerpt(t));
    match e {
        E::FieldCount(n) => msg!("position-field-count", count = *n),
        E::Variant(t) => msg!("position-variant", text = q(t)),
        E::Board(b) => msg!("position-board", why = board_problem(b)),
        E::Turn(t) => msg!("position-turn", text = q(t)),
        E::Stage(t) => msg!("position-stage", text = q(t)),
        E::Counts { field, value } => msg!(
            "position-counts",
            field = match field {
                CountField::Reserves => "reserves",
                CountField::Captures => "captures",
            },
            text = q(value)
        ),
        E::Status(t) => msg!("position-status", text = q(t)),
        E::StatusOutsideTournament(t) => {
            msg!("position-status-outside-tournament", text = q(t))
        }
        E::GipfInBasic(x) => msg!("position-gipf-in-basic", point = x.to_string()),
        E::TooManyPieces { color: c, count } => msg!(
            "position-too-many-pieces",
            color = color_key(*c),
            count = *count
        ),
        E::TooManyBasicPieces { color: c, count } => msg!(
            "position-too-many-basic",
            color = color_key(*c),
            count = *count
        ),
        E::PotentialsOnly(what) => {
            let (what, text) = match what {
                PotentialsOnly::Status(t) => ("status", t.clone()),
                PotentialsOnly::Stage(s) => ("stage", s.to_string()),
                PotentialsOnly::Token(t) => ("token", t.clone()),
            };
            msg!("position-potentials-only", what = what, text = text)
        }
        E::Hand { text, why } => msg!("position-hand", text = q(text), why = hand_problem(*why)),
        E::StatusAndHand { color: c, why } => msg!(
            "position-status-and-hand",
            color = color_key(*c),
            why = match why {
                StatusProblem::LoadedWithoutHand => "loaded",
                StatusProblem::SinglesWithHand => "singles",
            }
        ),
        E::ImpossibleStage { stage, why } => msg!(
            "position-impossible-stage",
            stage = stage,
            why = stage_problem(*why)
        ),
        E::Challenges(c) => challenges_problem(c),
        E::ChallengesWord { text, why } => {
            use gipf_rules::ChallengesWordProblem as W;
            let (why, fix) = match why {
                W::NeedsPotentials(fix) => ("potentials", fix.clone()),
                W::Trial => ("trial", String::new()),
                W::Attempts => ("attempts", String::new()),
                W::TooManyParts => ("parts", String::new()),
                W::UltimateHasPotentials => ("ultimate", String::new()),
            };
            msg!("challenges-word", text = q(text), why = why, fix = fix)
        }
    }
}

/// What is wrong with a hand (`T100`: at most 99 of a kind), as a clause.
pub fn hand_problem(why: HandProblem) -> Msg {
    match why {
        HandProblem::Empty => msg!("hand-empty"),
        HandProblem::NotAKind => msg!("hand-not-a-kind"),
        HandProblem::Order => msg!("hand-order"),
        HandProblem::NoCount => msg!("hand-no-count", max = MAX_PER_KIND),
        HandProblem::TooMany => msg!("hand-too-many", max = MAX_PER_KIND),
        HandProblem::NotAPair => msg!("hand-not-a-pair"),
        HandProblem::UltimateHasItsOwn => msg!("hand-ultimate"),
        HandProblem::NoPotential => msg!("hand-no-potential"),
    }
}

fn board_problem(b: &BoardProblem) -> Msg {
    let q = |t: &str| format!("\"{t}\"");
    match b {
        BoardProblem::Columns { text, count } => {
            msg!("board-columns", text = q(text), count = *count)
        }
        BoardProblem::TwoDigits { column, text } => {
            msg!("board-two-digits", column = column.to_string(), text = text)
        }
        BoardProblem::Zero { column, text } => {
            msg!("board-zero", column = column.to_string(), text = text)
        }
        BoardProblem::Token { column, text, why } => msg!(
            "board-token",
            column = column.to_string(),
            text = text,
            why = token_problem(why)
        ),
        BoardProblem::Spots {
            column,
            text,
            found,
            spots,
        } => msg!(
            "board-spots",
            column = column.to_string(),
            text = text,
            found = *found,
            spots = *spots
        ),
    }
}

fn token_problem(t: &TokenProblem) -> Msg {
    let q = |t: &str| format!("\"{}\"", gipf_rules::excerpt(t));
    let stack = |s: &str| gipf_rules::excerpt(s);
    match t {
        TokenProblem::Unclosed(s) => msg!("token-unclosed", text = q(s)),
        TokenProblem::NoBase(s) => msg!("token-no-base", stack = stack(s)),
        TokenProblem::NoCap(s) => msg!("token-no-cap", stack = stack(s)),
        TokenProblem::NotACap { stack: s, rest } => {
            msg!("token-not-a-cap", stack = stack(s), rest = q(rest))
        }
        TokenProblem::Uncappable { stack: s, .. } => msg!("token-uncappable", stack = stack(s)),
        TokenProblem::WrongCap {
            stack: s,
            cap,
            base,
        } => msg!(
            "token-wrong-cap",
            stack = stack(s),
            cap = cap.name(),
            base = match base {
                Base::Basic(_) => "basic",
                Base::Gipf(_) => "gipf",
                Base::Loaded(..) => "loaded",
                Base::Used(..) => "used",
            }
        ),
        TokenProblem::Alternate(s) => msg!("token-alternate", stack = stack(s)),
        TokenProblem::TooManyCaps(s) => {
            msg!("token-too-many-caps", stack = stack(s), max = MAX_PER_KIND)
        }
        TokenProblem::NotAToken(c) => msg!("token-not-a-token", text = q(&c.to_string())),
    }
}

fn stage_problem(why: StageProblem) -> Msg {
    use StageProblem as S;
    match why {
        S::NotLost(c) => msg!("stage-not-lost", color = color_key(c)),
        S::NotLostPotentials(c) => msg!("stage-not-lost-potentials", color = color_key(c)),
        S::NoGipf(c) => msg!("stage-no-gipf", color = color_key(c)),
        S::RowBeforePush(c) => msg!("stage-row-before-push", color = color_key(c)),
        S::RowBeforeAction(c) => msg!("stage-row-before-action", color = color_key(c)),
        S::NoAction(c) => msg!("stage-no-action", color = color_key(c)),
        S::NoChoice { color: c, count } => {
            msg!("stage-no-choice", color = color_key(c), count = count)
        }
        S::MoverFirst(c) => msg!(
            "stage-mover-first",
            color = color_key(c),
            other = color_key(c.other())
        ),
        S::NoTamsk => msg!("stage-no-tamsk"),
        S::LinesFull => msg!("stage-lines-full"),
    }
}
