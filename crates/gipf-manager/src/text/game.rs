//! A game in words: its board text, the last turn, whose decision it is, results, history.

use std::fmt::Write as _;

use gipf_rules::{Color, Outcome, Position, Record, Stage, WinReason};
use gipf_store::{EndReason, GameId, GameRow, GameStatus, Player};

use crate::command::TimeControl;

/// How a finished game ended, e.g. `White wins: Black has no GIPF piece left`.
pub fn result(row: &GameRow) -> Option<String> {
    let winner = row.winner?;
    // Endings by the rules are worded by the rules crate.
    let by_rules = |reason| Outcome { winner, reason }.to_string();
    Some(match row.reason {
        Some(EndReason::NoGipf) => by_rules(WinReason::NoGipfLeft),
        Some(EndReason::NoReserve) => by_rules(WinReason::NoReserve),
        Some(EndReason::Resignation) => format!("{winner} wins by resignation"),
        Some(EndReason::Time) => format!("{winner} wins on time"),
        None => format!("{winner} wins"),
    })
}

/// The winner of a finished game and why, in a few words (for the image's panel).
pub(crate) fn ending(row: &GameRow) -> Option<(Color, String)> {
    let winner = row.winner?;
    let loser = winner.other();
    let by_rules = |reason| {
        let text = Outcome { winner, reason }.to_string();
        text.split_once(": ")
            .map_or(text.clone(), |(_, why)| why.to_string())
    };
    Some((
        winner,
        match row.reason? {
            EndReason::NoGipf => by_rules(WinReason::NoGipfLeft),
            EndReason::NoReserve => by_rules(WinReason::NoReserve),
            EndReason::Resignation => format!("{loser} resigned"),
            EndReason::Time => format!("{loser} ran out of time"),
        },
    ))
}

pub(crate) fn time_text(tc: TimeControl) -> String {
    match tc {
        TimeControl::None => "no time limit".into(),
        TimeControl::Days(1) => "1 day per move".into(),
        TimeControl::Days(d) => format!("{d} days per move"),
        TimeControl::Minutes(1) => "1 minute per move".into(),
        TimeControl::Minutes(m) => format!("{m} minutes per move"),
    }
}

/// What the last turn did, in words (each event as the rules crate words it).
pub(crate) fn last_turn(record: &Record) -> Option<String> {
    let parts: Vec<String> = record
        .last_turn_events()
        .iter()
        .map(ToString::to_string)
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Whose decision it is, in words, with a mention.
pub(crate) fn decision_line(p: &Position, white: &Player, black: &Player) -> String {
    let player = |c: Color| match c {
        Color::White => white,
        Color::Black => black,
    };
    if let Some(c) = p.decider() {
        if player(c).is_ai() {
            return format!("**{c}** (the AI) is thinking…");
        }
    }
    let name = |c: Color| &player(c).display_name;
    match p.stage() {
        Stage::Push => format!("**{}** to push: @{}.", p.turn(), name(p.turn())),
        Stage::MoverRemoves => format!(
            "**{}** chooses which row to remove (numbers as on the board): @{}.",
            p.turn(),
            name(p.turn())
        ),
        Stage::OpponentRemoves => {
            let c = p.turn().other();
            format!(
                "**{c}** chooses which row to remove (numbers as on the board): @{}.",
                name(c)
            )
        }
        Stage::Won(_) => String::new(),
    }
}

/// The text of a board reply.
pub fn board(id: GameId, row: &GameRow, white: &Player, black: &Player, record: &Record) -> String {
    let p = record.current();
    let mut s = format!(
        "**{id}** {} · {} (White) vs {} (Black) · {}\n",
        row.variant,
        white.display_name,
        black.display_name,
        time_text(row.time_control)
    );
    if let Some(last) = last_turn(record) {
        let _ = writeln!(s, "Last turn: {last}.");
    }
    match result(row) {
        Some(r) if row.status == GameStatus::Finished => {
            let _ = writeln!(s, "**{r}.** `rematch {id}` for another game.");
        }
        _ => {
            let _ = writeln!(s, "{}", decision_line(p, white, black));
            if !p.removal_options().is_empty() {
                for (i, a) in p.removal_options().iter().enumerate() {
                    let _ = writeln!(s, "{}. `{a}`", i + 1);
                }
            }
        }
    }
    let _ = write!(s, "Position: `{p}`");
    s
}

/// The full record.
pub fn history(id: GameId, white: &Player, black: &Player, record: &Record) -> String {
    format!(
        "**{id}** {} (White) vs {} (Black), {} decisions:\n`{}`",
        white.display_name,
        black.display_name,
        record.actions().len(),
        record.official()
    )
}

/// Half the time is gone.
pub fn reminder(id: GameId, who: &Player, ms_left: i64) -> String {
    let left = if ms_left >= 2 * 3_600_000 {
        format!("{} hours", ms_left / 3_600_000)
    } else {
        format!("{} minutes", (ms_left / 60_000).max(1))
    };
    format!(
        "@{}: your move in {id}, about {left} left before it is lost on time.",
        who.display_name
    )
}

/// Second step of a push.
pub fn pick_direction(dot: &str) -> String {
    format!("Push from {dot}: pick the direction.")
}

/// One line of `games`.
pub fn game_line(
    row: &GameRow,
    white: &Player,
    black: &Player,
    p: &Position,
    me: &Player,
) -> String {
    let whose = match p.decider() {
        Some(c) => {
            let d = if c == Color::White { white } else { black };
            if d.id == me.id {
                "**your decision**".to_string()
            } else {
                format!("{}'s decision", d.display_name)
            }
        }
        None => "over".into(),
    };
    format!(
        "{}: {} · {} vs {} · {whose}",
        row.id, row.variant, white.display_name, black.display_name
    )
}

/// The link to a game's web page.
pub fn game_link(public_url: &str, slug: &gipf_store::Slug) -> String {
    format!("Follow the game on the web: {public_url}/{slug}")
}
