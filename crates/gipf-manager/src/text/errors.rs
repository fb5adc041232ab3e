//! Why a command did nothing: every error sentence.

use gipf_rules::excerpt;
use gipf_rules::{ActionError, Color};
use gipf_store::{GameId, GameRow, StoreError};

use super::*;

/// A database problem, for the user; `reference` names the log line of a failure that is
/// not just a busy or changed game.
pub fn store_error(e: &StoreError, reference: Option<&str>) -> String {
    match e {
        StoreError::Busy => "The database is busy right now; nothing was changed. Try again in a moment.".into(),
        StoreError::Conflict(id) => format!("Game {id} changed while I was working on it; nothing was changed. Look at `board {id}` and try again."),
        _ => format!(
            "I cannot reach my database right now; nothing was changed. Try again later (reference {}).",
            reference.unwrap_or("-")
        ),
    }
}

/// A fault of the service, not of the user.
pub fn internal_error(reference: &str) -> String {
    format!("Something went wrong on my side; nothing was changed. Try again, or tell the bot's operator (reference {reference}).")
}

/// Cannot challenge oneself.
pub const NO_SELF_CHALLENGE: &str =
    "You cannot challenge yourself: challenge someone else, or play the bot with `ai`.";
/// The AI is played with `ai`.
pub const NO_AI_CHALLENGE: &str = "To play the bot, use `ai [level]`.";
/// No game for a command without an id.
pub const NO_GAME_HERE: &str =
    "You have no game in progress here: start one with `ai` or `challenge <user>`.";
/// No challenge to answer.
pub const NO_CHALLENGE: &str = "There is no challenge for you to answer here: `games` lists yours.";
/// No challenge to cancel.
pub const NO_OWN_CHALLENGE: &str = "You have no open challenge to cancel: `games` lists yours.";
/// Answering one's own challenge.
pub const OWN_CHALLENGE: &str = "That is your own challenge: wait for an answer, or `cancel` it.";
/// Open challenges cannot be declined.
pub const OPEN_NO_DECLINE: &str =
    "An open challenge cannot be declined: ignore it, or `accept` it.";
/// Rematch without a finished game.
pub const NO_FINISHED_GAME: &str =
    "You have no finished game here to rematch: name one, as in `rematch #12`.";

/// The bot is stopping.
pub const RESTARTING: &str =
    "I am restarting: nothing was changed. Try again in a minute; your games are safe.";

/// Too many commands in a minute.
pub fn too_fast(per_minute: u32) -> String {
    format!("Slow down: at most {per_minute} commands a minute. Try again in a moment.")
}

/// Too many open challenges.
pub fn too_many_challenges(max: usize) -> String {
    format!(
        "You have {max} challenges waiting for an answer: `cancel` one before you make another."
    )
}

/// Too many games against the AI.
pub fn too_many_ai_games(max: usize) -> String {
    format!("You are playing {max} games against me already: finish or `resign` one first.")
}

/// A user nobody knows.
pub fn unknown_user(raw: &str) -> String {
    let raw = excerpt(raw);
    format!("I do not know {raw}: mention them, or ask them to say something to me first.")
}

/// A name several users share.
pub fn ambiguous_user(raw: &str) -> String {
    let raw = excerpt(raw);
    format!("Several people are called {raw}: mention the one you mean.")
}

/// Game ids for a sentence: the first few, and how many more (`games` lists them all).
pub(crate) fn id_list(ids: &[GameId]) -> String {
    const SHOWN: usize = 8;
    let mut s = ids
        .iter()
        .take(SHOWN)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    if ids.len() > SHOWN {
        s.push_str(&format!(" and {} more", ids.len() - SHOWN));
    }
    s
}

/// A game id that names no game here.
pub fn no_such_game(id: GameId, yours: &[GameId]) -> String {
    if yours.is_empty() {
        format!("No game {id} here.")
    } else {
        format!("No game {id} here. Your games: {}.", id_list(yours))
    }
}

/// Several games fit.
pub fn which_game(ids: &[GameId]) -> String {
    format!(
        "You have several games here ({}): add the id, as in `board {}`.",
        id_list(ids),
        ids[0]
    )
}

/// Several challenges fit.
pub fn which_challenge(ids: &[GameId]) -> String {
    format!(
        "Several challenges fit ({}): add the id, as in `accept {}`.",
        id_list(ids),
        ids[0]
    )
}

/// A game whose stored record cannot be replayed.
pub fn damaged(id: GameId) -> String {
    format!("Game {id} cannot be read from my database; please tell the bot's operator.")
}

/// A stale button.
pub fn stale(id: GameId) -> String {
    format!("This board is out of date: the game has moved on. `board {id}` shows the current one.")
}

/// A repeated click.
pub fn already_played(id: GameId, notation: &str) -> String {
    format!("`{notation}` was already played in {id}.")
}

/// A finished game.
pub fn game_over_already(id: GameId, row: &GameRow) -> String {
    format!(
        "Game {id} is over: {}.",
        result(row).unwrap_or_else(|| "no result".into())
    )
}

/// A game not started.
pub fn not_started(id: GameId) -> String {
    format!("{id} is a challenge, not a game yet: it starts when it is accepted.")
}

/// A game that is not over.
pub fn not_finished(id: GameId) -> String {
    format!("Game {id} is still being played: finish it (or `resign`) before a rematch.")
}

/// A stranger acting on a game.
pub fn not_your_game(id: GameId) -> String {
    format!("You are not playing in {id}: `games` lists yours.")
}

/// Out of turn.
pub fn not_your_decision(c: Color, name: &str) -> String {
    format!("It is {c}'s decision: wait for @{name}.")
}

/// An illegal or unreadable action.
/// (The rules crate's messages start with a point or an action, which stay lower case, as in
/// COMMANDS.md's `b1-b2 is blocked: b2..b5 are full.`)
pub fn illegal(e: &ActionError) -> String {
    format!("{e}.")
}

/// A removal option's number that is not on the board.
pub fn no_such_option(n: usize, options: usize) -> String {
    match options {
        0 => format!("A number picks a removal option, and there is none now: write a push such as `b1-b2` (not {n})."),
        k => format!("There are {k} removal options, numbered 1 to {k} in the image: {n} is none of them."),
    }
}

/// A dot without a legal push.
pub fn no_push_from(dot: &str) -> String {
    let dot = excerpt(dot);
    format!("There is no legal push from {dot} now: pick another dot.")
}
