//! A game in words: its board text, the last turn, whose decision it is, results, history.

use gipf_games::{AnyPosition, AnyReason, AnyRecord};
use gipf_i18n::rules::color_key as color;
use gipf_i18n::{msg, t, Lang, Msg};
use gipf_rules::{Color, Outcome, Position, Stage, WinReason};
use gipf_store::{EndReason, GameId, GameRow, GameStatus, Player};

use crate::command::TimeControl;

use super::{shown_name, side_word};

/// How a game of another game than GIPF ended by its rules, read from its final position:
/// DVONN's scores (`White wins 21 to 17`, `Draw: 19 to 19`), TZAAR's missing type or
/// capture (`White wins: Black has no Tzarra left on top`).
fn by_position(row: &GameRow) -> Option<Msg> {
    let position = row.position.parse::<AnyPosition>().ok()?;
    match position.result()? {
        (winner, AnyReason::Dvonn(reason)) => {
            Some(gipf_i18n::dvonn::result(winner.map(Into::into), reason))
        }
        (winner, AnyReason::Punct(reason)) => {
            Some(gipf_i18n::punct::result(winner.map(Into::into), &reason))
        }
        (Some(winner), AnyReason::Tzaar(reason)) => {
            Some(gipf_i18n::tzaar::result(winner.into(), reason))
        }
        (winner, AnyReason::Yinsh(reason)) => {
            Some(gipf_i18n::yinsh::result(winner.map(Into::into), reason))
        }
        (winner, AnyReason::Zertz(reason)) => {
            let AnyPosition::Zertz(p) = &position else {
                return None;
            };
            Some(gipf_i18n::zertz::result_in(
                p.variant(),
                winner.map(Into::into),
                &reason,
            ))
        }
        (None, AnyReason::Tzaar(_)) | (_, AnyReason::Gipf(_)) => None,
    }
}

/// Whether the rules of another game than GIPF ended it (its final position says how).
const fn ended_by_position(reason: Option<EndReason>) -> bool {
    matches!(
        reason,
        Some(
            EndReason::Score
                | EndReason::MissingType
                | EndReason::NoCapture
                | EndReason::RingsRemoved
                | EndReason::MarkersRanOut
                | EndReason::NoRingCanMove
                | EndReason::WinningSet
                | EndReason::NoRingLeft
                | EndReason::NoOneCanAct
                | EndReason::Connection
                | EndReason::LastPiece
                | EndReason::Clock
        )
    )
}

/// How a finished game ended, e.g. `White wins: Black has no GIPF piece left`,
/// `White wins 21 to 17`, `Draw: 19 to 19`, `White wins: Black cannot capture`.
pub fn result(row: &GameRow) -> Option<Msg> {
    if ended_by_position(row.reason) {
        return by_position(row);
    }
    let winner = row.winner?;
    let side = side_word(row.variant.kind(), winner);
    let by_rules = |reason| {
        msg!(
            "result-rules",
            outcome = gipf_i18n::rules::outcome(&Outcome { winner, reason })
        )
    };
    Some(match row.reason {
        Some(EndReason::NoGipf) => by_rules(WinReason::NoGipfLeft),
        Some(EndReason::NoReserve) => by_rules(WinReason::NoReserve),
        Some(EndReason::Resignation) => msg!("result-resignation", winner = side),
        Some(EndReason::Time) => msg!("result-time", winner = side),
        Some(
            EndReason::Score
            | EndReason::MissingType
            | EndReason::NoCapture
            | EndReason::RingsRemoved
            | EndReason::MarkersRanOut
            | EndReason::NoRingCanMove
            | EndReason::WinningSet
            | EndReason::NoRingLeft
            | EndReason::NoOneCanAct
            | EndReason::Connection
            | EndReason::LastPiece
            | EndReason::Clock,
        )
        | None => msg!("result-plain", winner = side),
    })
}

/// The winner of a finished game and why, in a few words (for the image's panel); `None`
/// for a draw.
pub(crate) fn ending(lang: Lang, row: &GameRow) -> Option<(Color, String)> {
    let winner = row.winner?;
    let loser = side_word(row.variant.kind(), winner.other());
    let why = match row.reason? {
        EndReason::NoGipf => gipf_i18n::rules::win_reason(winner, WinReason::NoGipfLeft),
        EndReason::NoReserve => gipf_i18n::rules::win_reason(winner, WinReason::NoReserve),
        EndReason::Resignation => msg!("ending-resigned", loser = loser),
        EndReason::Time => msg!("ending-time", loser = loser),
        EndReason::Score
        | EndReason::MissingType
        | EndReason::NoCapture
        | EndReason::RingsRemoved
        | EndReason::MarkersRanOut
        | EndReason::NoRingCanMove
        | EndReason::WinningSet
        | EndReason::NoRingLeft
        | EndReason::NoOneCanAct
        | EndReason::Connection
        | EndReason::LastPiece
        | EndReason::Clock => by_position(row)?,
    };
    Some((winner, why.render(lang)))
}

/// A time control in words ("3 days a move"), for chat and the web pages alike.
pub fn time_text(tc: TimeControl) -> Msg {
    match tc {
        TimeControl::None => msg!("time-none"),
        TimeControl::Days(d) => msg!("time-days", n = d),
        TimeControl::Minutes(m) => msg!("time-minutes", n = m),
        TimeControl::Bank { bank, increment } => msg!(
            "time-bank",
            bank = bank.to_string(),
            increment = increment.to_string()
        ),
    }
}

/// What is left of a bank, as players write spans: `2d 4h`, `3h 20m`, `9m 40s`, `12s`.
pub fn bank_left(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (d, h, m, sec) = (s / 86_400, s / 3_600 % 24, s / 60 % 60, s % 60);
    match (d, h, m) {
        (0, 0, 0) => format!("{sec}s"),
        (0, 0, _) => format!("{m}m {sec}s"),
        (0, _, _) => format!("{h}h {m}m"),
        _ => format!("{d}d {h}h"),
    }
}

/// The line under a bank game's board: each player's bank now (the decider's falling).
pub(crate) fn banks_line(
    lang: Lang,
    row: &GameRow,
    white: &Player,
    black: &Player,
    decider: Option<Color>,
    now: i64,
) -> Option<String> {
    row.banks?;
    let left = |c: Color| crate::clocks::left(row, decider, c, now).unwrap_or(0);
    Some(t!(
        lang,
        "board-banks",
        white = shown_name(white),
        white_left = bank_left(left(Color::White)),
        black = shown_name(black),
        black_left = bank_left(left(Color::Black))
    ))
}

/// What the last turn did, in words.
pub(crate) fn last_turn(lang: Lang, record: &gipf_rules::Record) -> Option<String> {
    let parts: Vec<String> = record
        .last_turn_events()
        .iter()
        .map(|e| gipf_i18n::rules::event(e).render(lang))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Whose decision it is, in words, with a mention.
pub(crate) fn decision_line(lang: Lang, p: &Position, white: &Player, black: &Player) -> String {
    let player = |c: Color| match c {
        Color::White => white,
        Color::Black => black,
    };
    if let Some(c) = p.decider() {
        if player(c).is_ai() {
            return t!(lang, "decision-ai-thinking", color = color(c));
        }
    }
    let line =
        |key: &'static str, c: Color| t!(lang, key, color = color(c), name = shown_name(player(c)));
    match p.stage() {
        Stage::Push => line("decision-push", p.turn()),
        Stage::MoverRemoves => line("decision-remove", p.turn()),
        Stage::OpponentRemoves => line("decision-remove", p.turn().other()),
        Stage::PreMover => line("decision-remove", p.turn()),
        Stage::PreOpponent => line("decision-remove", p.turn().other()),
        Stage::Tamsk => line("decision-tamsk", p.decider().unwrap_or(p.turn())),
        Stage::Challenge | Stage::Referee => {
            crate::combining::text::decision(lang, p, [white, black])
                .unwrap_or_else(|| gipf_render::ascii::status_line_in(p, lang))
        }
        Stage::Won(_) => String::new(),
    }
}

/// The text of a board reply.
pub fn board(
    lang: Lang,
    id: GameId,
    row: &GameRow,
    white: &Player,
    black: &Player,
    record: &AnyRecord,
    decided_by: Option<&crate::combining::SubGame>,
) -> String {
    let mut lines = vec![t!(
        lang,
        "board-head",
        id = id.to_string(),
        variant = row.variant.to_string(),
        white = shown_name(white),
        white_side = side_word(record.kind(), Color::White),
        black = shown_name(black),
        black_side = side_word(record.kind(), Color::Black),
        time = time_text(row.time_control)
    )];
    let over = match result(row) {
        Some(r) if row.status == GameStatus::Finished => {
            Some(t!(lang, "board-over", result = r, id = id.to_string()))
        }
        _ => None,
    };
    match record.gipf() {
        Some(record) => {
            let p = record.current();
            if let Some(last) = last_turn(lang, record) {
                lines.push(t!(lang, "board-last-turn", last = last));
            }
            // Challenges: how the last one ended, or the question of one waiting.
            lines.extend(crate::combining::text::last_decision(
                lang,
                record,
                [white, black],
                decided_by,
            ));
            lines.extend(crate::combining::text::ask(lang, p, row, [white, black]));
            match over {
                Some(over) => lines.push(over),
                None => {
                    lines.push(decision_line(lang, p, white, black));
                    for (i, a) in p.removal_options().iter().enumerate() {
                        lines.push(format!("{}. `{a}`", i + 1));
                    }
                }
            }
        }
        None => {
            lines.extend(last_decision_lines(lang, record));
            match over {
                Some(over) => lines.push(over),
                None => lines.extend(seam_decision_line(lang, record.current(), white, black)),
            }
        }
    }
    let p = record.current();
    lines.push(t!(lang, "board-position", position = p.to_string()));
    lines.join("\n")
}

/// The last decision of a game other than GIPF, and what it cut off (DVONN's removed
/// stacks): the lines of its board in chat and of its page's facts.
pub fn last_decision_lines(lang: Lang, record: &AnyRecord) -> Vec<String> {
    let Some(action) = record.last_action() else {
        return Vec::new();
    };
    // Who decided: the decider of the position before the last decision.
    let positions = record.positions();
    let [.., before, _] = positions.as_slice() else {
        return Vec::new();
    };
    let Some(by) = before.decider_color() else {
        return Vec::new();
    };
    let mut lines = vec![t!(
        lang,
        "board-last-action",
        color = side_word(record.kind(), by),
        action = action.to_string()
    )];
    // ZÈRTZ: what the turn did beyond its action (claims, the next player's turn skipped).
    if let Some(turn) = record.zertz_last_turn() {
        if !turn.claimed.is_empty() || turn.skipped.is_some() {
            lines.push(gipf_i18n::zertz::turn(&turn).render(lang));
        }
    }
    // PÜNCT: the action in words (which piece, where, at which level).
    if let Some((action, before)) = record.punct_last() {
        lines.push(gipf_i18n::punct::action_text(&before, &action).render(lang));
    }
    if let Some((_, cut)) = record.dvonn_last().filter(|(_, cut)| !cut.is_empty()) {
        let cut: Vec<String> = cut.iter().map(ToString::to_string).collect();
        lines.push(t!(lang, "board-cut-off", spaces = cut.join(", ")));
    }
    lines
}

/// Whose decision it is in a game other than GIPF, with a mention.
fn seam_decision_line(
    lang: Lang,
    p: &AnyPosition,
    white: &Player,
    black: &Player,
) -> Option<String> {
    let c = p.decider_color()?;
    let player = if c == Color::White { white } else { black };
    let side = side_word(p.kind(), c);
    if player.is_ai() {
        return Some(t!(lang, "decision-ai-thinking", color = side));
    }
    // Which decision of the turn it is, in the game's own words: TZAAR's opening capture,
    // forced capture or second action (TZAAR.md §5); YINSH's placement, ring move, row or
    // ring removal, the opponent's included (YINSH.md §5.6).
    let what = match p {
        AnyPosition::Tzaar(z) => Some(gipf_i18n::tzaar::decision(z.phase(), z.turn())?),
        AnyPosition::Yinsh(y) => Some(gipf_i18n::yinsh::position_decision(y)?),
        AnyPosition::Zertz(z) => Some(gipf_i18n::zertz::position_decision(z)?),
        AnyPosition::Punct(q) => Some(gipf_i18n::punct::position_decision(q)?),
        _ => None,
    };
    if let Some(what) = what {
        return Some(t!(
            lang,
            "decision-what",
            what = what,
            name = shown_name(player)
        ));
    }
    let key = match p {
        // The three DVONN pieces go first (DVONN.md §5).
        AnyPosition::Dvonn(d) if d.phase() == gipf_dvonn::Phase::Placement && d.pieces() < 3 => {
            "decision-place-dvonn"
        }
        AnyPosition::Dvonn(d) if d.phase() == gipf_dvonn::Phase::Placement => "decision-place",
        _ => "decision-move",
    };
    Some(t!(lang, key, color = side, name = shown_name(player)))
}

/// The full record.
pub fn history(
    lang: Lang,
    id: GameId,
    white: &Player,
    black: &Player,
    record: &AnyRecord,
) -> String {
    let head = t!(
        lang,
        "history",
        id = id.to_string(),
        white = shown_name(white),
        white_side = side_word(record.kind(), Color::White),
        black = shown_name(black),
        black_side = side_word(record.kind(), Color::Black),
        count = record.len()
    );
    format!("{head}\n`{}`", record.official())
}

/// A player's time left, in hours from two hours on, else in minutes (one at least).
pub(crate) fn time_left(ms_left: i64) -> Msg {
    if ms_left >= 2 * 3_600_000 {
        msg!("hours-left", n = ms_left / 3_600_000)
    } else if ms_left >= 2 * 60_000 {
        msg!("minutes-left", n = ms_left / 60_000)
    } else {
        // Short clocks (`1m+5s`): the seconds, never "1 minute" for 5 s.
        msg!("seconds-left", n = (ms_left / 1000).max(0))
    }
}

/// The time is running out (half of a decision's time gone, a bank under a quarter).
pub fn reminder(lang: Lang, id: GameId, who: &Player, ms_left: i64) -> String {
    let left = time_left(ms_left);
    t!(
        lang,
        "reminder",
        name = shown_name(who),
        id = id.to_string(),
        left = left
    )
}

/// Second step of a push.
pub fn pick_direction(lang: Lang, dot: &str) -> String {
    t!(lang, "pick-direction", dot = dot)
}

/// The prompt over a loaded piece's targets (`ZÈRTZ b3: pick where its potential goes.`).
pub fn pick_target(lang: Lang, piece: &str) -> String {
    t!(lang, "pick-target", piece = piece)
}

/// One line of `games`.
pub fn game_line(
    lang: Lang,
    row: &GameRow,
    white: &Player,
    black: &Player,
    p: &AnyPosition,
    me: &Player,
    trial_game: Option<crate::combining::SubGame>,
) -> String {
    let whose = match p.decider_color() {
        Some(c) => {
            let d = if c == Color::White { white } else { black };
            if d.id == me.id {
                msg!("game-line-yours")
            } else {
                msg!("game-line-theirs", name = shown_name(d))
            }
        }
        None => msg!("game-line-over"),
    };
    let line = t!(
        lang,
        "game-line",
        id = row.id.to_string(),
        variant = row.variant.to_string(),
        white = shown_name(white),
        black = shown_name(black),
        whose = whose
    );
    // The challenges option's sub-games and the games waiting for them.
    let waits = p.waits_for_referee()
        && p.gipf().and_then(|p| p.challenges()).map(|c| c.trial())
            == Some(gipf_rules::Trial::Game);
    match row.trial_of {
        Some(main) => format!(
            "{line} {}",
            t!(lang, "contest-line-sub", main = main.to_string())
        ),
        None => match trial_game {
            Some(sub) => format!(
                "{line} {}",
                t!(
                    lang,
                    "contest-line-waits-for",
                    sub = sub.id.to_string(),
                    game = crate::combining::text::game_name(sub.variant)
                )
            ),
            None if waits => format!("{line} {}", t!(lang, "contest-line-waits")),
            None => line,
        },
    }
}

/// The link to a game's web page.
pub fn game_link(lang: Lang, public_url: &str, slug: &gipf_store::Slug) -> String {
    t!(lang, "game-link", url = format!("{public_url}/{slug}"))
}
