//! The clocks of a game, as pure functions of its time control: the timer of the decision
//! to come (when it is lost on time, when its reminder is due) and, with a bank control, each
//! player's bank after a decision. Every place that writes a decision, starts a game or
//! answers a challenge asks here, so that they never disagree.
//!
//! **Per decision** (`3d`, `10m`): each decision of a human has the whole time; the reminder
//! comes at half of it.
//!
//! **Bank and increment** (`3d+1d`, `10m+20s`): a player's bank falls while he decides (the
//! time from the decision's start to his action), and grows by the increment when his turn
//! ends (the turn passes to the other player), never above the starting bank, as Board Game
//! Arena caps it. A decision he makes in his opponent's turn (a row of his made by the other)
//! is charged to his bank too. The decision to come is lost when its decider's bank runs out;
//! the reminder comes when it falls under a quarter of the starting bank (none when it is
//! under already). The AI has no clock: its bank does not move.

use gipf_games::AnyPosition as Position;
use gipf_rules::Color;
use gipf_store::{Banks, TimeControl, Timer};

/// The clocks once a decision is written: the next decision's timer and the banks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Clocks {
    /// The next decision's; `None` without a limit, for the AI, or at the end.
    pub(crate) timer: Option<Timer>,
    /// The banks, for a bank control.
    pub(crate) banks: Option<Banks>,
}

/// The clocks at the start of a game: full banks, and the first decision's timer when a
/// human makes it.
pub(crate) fn start(tc: TimeControl, first: &Position, human: bool, now: i64) -> Clocks {
    let banks = tc.bank_ms().map(|(bank, _)| Banks {
        white_ms: bank,
        black_ms: bank,
    });
    let timer = first
        .decider_color()
        .filter(|_| human)
        .and_then(|c| timer(tc, banks, c, now));
    Clocks { timer, banks }
}

/// The clocks of a game put back at `at` (a takeback): the banks as they were there, and a
/// new timer for its decider when a human decides.
pub(crate) fn resume(
    tc: TimeControl,
    banks: Option<Banks>,
    at: &Position,
    human: bool,
    now: i64,
) -> Clocks {
    let timer = match (at.result(), at.decider_color()) {
        (None, Some(c)) if human => timer(tc, banks, c, now),
        _ => None,
    };
    Clocks { timer, banks }
}

/// The clocks after a decision from `before` to `after`, made at `now` under the timer that
/// ran out at `deadline` (`None`: none ran, the AI decided); `next_human` says whether the
/// next decider is a human.
pub(crate) fn after_decision(
    tc: TimeControl,
    banks: Option<Banks>,
    deadline: Option<i64>,
    before: &Position,
    after: &Position,
    next_human: bool,
    now: i64,
) -> Clocks {
    let banks = match (tc.bank_ms(), banks) {
        (Some((start, increment)), Some(mut b)) => {
            if let (Some(d), Some(deadline)) = (before.decider_color(), deadline) {
                b.set(d, (deadline - now).max(0));
            }
            if let Some(owner) = turn_ended(before, after) {
                b.set(owner, (b.get(owner) + increment).min(start));
            }
            Some(b)
        }
        // A game stored before banks were kept, or another control: none.
        _ => None,
    };
    let timer = match (after.result(), after.decider_color()) {
        (None, Some(c)) if next_human => timer(tc, banks, c, now),
        // Stage r waiting for the players' reports (`agreed`): timed like one decision of
        // each, so the shorter of the two. (A sub-game, `game`, has its own clocks: the main
        // game's stop meanwhile.)
        (None, None)
            if after.waits_for_referee()
                && after.gipf().and_then(|p| p.challenges()).map(|c| c.trial())
                    == Some(gipf_rules::Trial::Agreed)
                && next_human =>
        {
            let each = [Color::White, Color::Black].map(|c| timer(tc, banks, c, now));
            each.into_iter().flatten().min_by_key(|t| t.deadline)
        }
        _ => None,
    };
    Clocks { timer, banks }
}

/// Whose turn a decision from `before` to `after` ended, which earns the increment: GIPF's
/// turn owner once the turn passes (its removals are decisions of one turn) or the game
/// ends; TZAAR's likewise (a turn is a capture and a second action); in DVONN every decision
/// is a turn of its own (a player may decide twice in a row when his opponent must pass).
fn turn_ended(before: &Position, after: &Position) -> Option<Color> {
    match (before, after) {
        (Position::Gipf(b), Position::Gipf(a)) => {
            (a.turn() != b.turn() || a.outcome().is_some()).then(|| b.turn())
        }
        (Position::Tzaar(b), Position::Tzaar(a)) => {
            (a.turn() != b.turn() || a.outcome().is_some()).then(|| b.turn().into())
        }
        // YINSH's opponent's removals belong to the mover's turn (YINSH.md §5.5).
        (Position::Yinsh(b), Position::Yinsh(a)) => {
            (a.turn() != b.turn() || a.outcome().is_some()).then(|| b.turn().into())
        }
        _ => before.decider_color(),
    }
}

/// What is left at `now` of `colour`'s time in a game being played, whose decision is
/// `decider`'s: the running clock of the decider (to his deadline), his paused one (what was
/// left when his vacation paused it), none when his time ran out and a claim is open; the
/// bank of the other player. `None` where nothing is counted: no limit, the AI, or the
/// player waiting in a game timed per decision. The one reading of a game's clocks for
/// boards, `games`, the web page and notices.
pub(crate) fn left(
    row: &gipf_store::GameRow,
    decider: Option<Color>,
    colour: Color,
    now: i64,
) -> Option<i64> {
    if row.status != gipf_store::GameStatus::Active {
        return None;
    }
    let running = if decider == Some(colour) {
        match (row.deadline, row.paused_left_ms, row.timed_out_at) {
            (Some(deadline), _, _) => Some((deadline - now).max(0)),
            (None, Some(paused), _) => Some(paused.max(0)),
            (None, None, Some(_)) => Some(0),
            (None, None, None) => None,
        }
    } else {
        None
    };
    match row.banks {
        Some(b) => Some(running.unwrap_or_else(|| b.get(colour))),
        None => running,
    }
}

/// The timer of a decision that goes on with `left` of its time (a paused clock that runs
/// again), under the same rule as a new one: the reminder when a quarter of the bank is
/// left (half of a decision's time, timed per decision), none when that is past already or
/// its reminder went out.
pub(crate) fn resumed(tc: TimeControl, left: i64, reminded: bool, now: i64) -> Timer {
    let deadline = now + left.max(0);
    let warn = match (tc.per_decision_ms(), tc.bank_ms()) {
        (Some(per), _) => per / 2,
        (None, Some((start, _))) => start / 4,
        (None, None) => 0,
    };
    Timer {
        deadline,
        remind_at: if !reminded && left > warn {
            deadline - warn
        } else {
            deadline
        },
    }
}

/// The timer of a decision by `decider` starting at `now`.
fn timer(tc: TimeControl, banks: Option<Banks>, decider: Color, now: i64) -> Option<Timer> {
    if let Some(per) = tc.per_decision_ms() {
        return Some(Timer {
            deadline: now + per,
            remind_at: now + per / 2,
        });
    }
    let (start, _) = tc.bank_ms()?;
    let left = banks?.get(decider);
    let deadline = now + left;
    let quarter = start / 4;
    Some(Timer {
        deadline,
        // Under a quarter already: no reminder (it would come at once, beside the board).
        remind_at: if left > quarter {
            deadline - quarter
        } else {
            deadline
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_game::Game;

    fn bank(text: &str) -> TimeControl {
        text.parse().expect("a bank control")
    }

    const H: i64 = 3_600_000;

    #[test]
    fn a_bank_falls_while_its_owner_decides_and_grows_by_the_increment_capped() {
        let tc = bank("10h+1h");
        let p0 =
            Position::Gipf(gipf_rules::GameVariant::from(gipf_rules::Variant::Standard).start());
        let c = start(tc, &p0, true, 0);
        assert_eq!(
            c.banks,
            Some(Banks {
                white_ms: 10 * H,
                black_ms: 10 * H
            })
        );
        let t = c.timer.expect("White's clock");
        assert_eq!((t.deadline, t.remind_at), (10 * H, 10 * H - 10 * H / 4));
        // White pushes after 3 hours: 7 left, plus the increment (his turn passed): 8.
        let action = p0.legal_actions()[0];
        let mut p1 = p0.clone();
        p1.play(action).expect("legal");
        assert_ne!(p1.decider_color(), p0.decider_color());
        let c = after_decision(tc, c.banks, Some(t.deadline), &p0, &p1, true, 3 * H);
        let b = c.banks.expect("banks");
        assert_eq!((b.white_ms, b.black_ms), (8 * H, 10 * H));
        let t = c.timer.expect("Black's clock");
        assert_eq!(t.deadline, 3 * H + 10 * H);
        // Black answers at once: his bank would be 11 hours, capped at 10.
        let mut p2 = p1.clone();
        p2.play(p1.legal_actions()[0]).expect("legal");
        let c = after_decision(tc, c.banks, Some(t.deadline), &p1, &p2, true, 3 * H);
        assert_eq!(c.banks.expect("banks").black_ms, 10 * H);
        // White, at 8 hours, is not under a quarter (2.5 hours): reminded at 2.5 left.
        let t = c.timer.expect("White's clock");
        assert_eq!(t.remind_at, t.deadline - 10 * H / 4);
        // The AI decides without a clock: its bank stays.
        let c2 = after_decision(tc, c.banks, None, &p2, &p2, false, 9 * H);
        assert_eq!(c2.timer, None);
    }

    #[test]
    fn a_tzaar_turn_of_two_actions_earns_one_increment() {
        let tc = bank("10h+1h");
        let p0 = Position::Tzaar(gipf_tzaar::Position::start());
        let banks = Some(Banks {
            white_ms: 5 * H,
            black_ms: 5 * H,
        });
        let mut p1 = p0.clone();
        p1.play(p0.legal_actions()[0]).expect("the opening capture");
        // The opening is a turn of one action: White's increment.
        let c = after_decision(tc, banks, Some(5 * H), &p0, &p1, true, 0);
        assert_eq!(c.banks.expect("banks").white_ms, 6 * H);
        // Black's capture: his turn goes on, no increment; his second action ends it.
        let mut p2 = p1.clone();
        p2.play(p1.legal_actions()[0]).expect("a capture");
        assert_eq!(p2.decider_color(), Some(Color::Black));
        let c = after_decision(tc, c.banks, Some(5 * H), &p1, &p2, true, 0);
        assert_eq!(c.banks.expect("banks").black_ms, 5 * H);
        let mut p3 = p2.clone();
        p3.play(p2.read_action("pass").expect("pass"))
            .expect("pass");
        let c = after_decision(tc, c.banks, Some(5 * H), &p2, &p3, true, 0);
        assert_eq!(c.banks.expect("banks").black_ms, 6 * H);
    }

    #[test]
    fn per_decision_clocks_are_as_before() {
        let tc: TimeControl = "1d".parse().expect("1d");
        let p0 =
            Position::Gipf(gipf_rules::GameVariant::from(gipf_rules::Variant::Standard).start());
        let c = start(tc, &p0, true, 5);
        assert_eq!(c.banks, None);
        let t = c.timer.expect("timer");
        assert_eq!((t.deadline, t.remind_at), (5 + 86_400_000, 5 + 43_200_000));
        assert_eq!(start(tc, &p0, false, 5).timer, None, "the AI has no clock");
        assert_eq!(start(TimeControl::None, &p0, true, 5).timer, None);
    }

    #[test]
    fn a_bank_under_a_quarter_gets_no_reminder() {
        let tc = bank("8h+0s");
        let banks = Some(Banks {
            white_ms: H,
            black_ms: 8 * H,
        });
        let t = timer(tc, banks, Color::White, 0).expect("timer");
        assert_eq!((t.deadline, t.remind_at), (H, H));
    }

    #[test]
    fn a_clock_that_runs_again_reminds_as_a_new_decision_would() {
        // A bank of 8 hours, 5 left: the reminder at 2 left (a quarter), not at half of 5.
        let tc = bank("8h+0s");
        let t = resumed(tc, 5 * H, false, 100);
        assert_eq!((t.deadline, t.remind_at), (100 + 5 * H, 100 + 3 * H));
        // Under a quarter, or reminded already: none.
        assert_eq!(resumed(tc, H, false, 0).remind_at, H);
        assert_eq!(resumed(tc, 5 * H, true, 0).remind_at, 5 * H);
        // A day a decision, 18 hours left: at half of the day, 12 hours left.
        let day: TimeControl = "1d".parse().expect("1d");
        let t = resumed(day, 18 * H, false, 0);
        assert_eq!((t.deadline, t.remind_at), (18 * H, 6 * H));
        assert_eq!(resumed(day, 10 * H, false, 0).remind_at, 10 * H);
    }
}
