//! Why a command did nothing: every error, as a message rendered in the asker's language.

use gipf_i18n::{msg, Msg, Value};

use crate::command::{CommandError, TimeControlError};
use crate::settings::{Setting, SettingError};
use gipf_rules::{excerpt, ActionError, Color};
use gipf_store::{GameId, GameRow, Player, StoreError};

use super::*;

/// A database problem, for the user; `reference` names the log line of a failure that is
/// not just a busy or changed game.
pub fn store_error(e: &StoreError, reference: Option<&str>) -> Msg {
    match e {
        StoreError::Busy => msg!("error-busy"),
        StoreError::Conflict(id) => msg!("error-conflict", id = id.to_string()),
        _ => msg!("error-database", reference = reference.unwrap_or("-")),
    }
}

/// A fault of the service, not of the user.
pub fn internal_error(reference: &str) -> Msg {
    msg!("error-internal", reference = reference)
}

/// Too many commands in a minute.
pub fn too_fast(per_minute: u32) -> Msg {
    msg!("error-too-fast", max = per_minute)
}

/// Too many open challenges.
pub fn too_many_challenges(max: usize) -> Msg {
    msg!("error-too-many-challenges", max = max)
}

/// Too many games against the AI.
pub fn too_many_ai_games(max: usize) -> Msg {
    msg!("error-too-many-ai-games", max = max)
}

/// A user nobody knows.
pub fn unknown_user(raw: &str) -> Msg {
    msg!("error-unknown-user", name = excerpt(raw))
}

/// A name several users share.
pub fn ambiguous_user(raw: &str) -> Msg {
    msg!("error-ambiguous-user", name = excerpt(raw))
}

/// Game ids for a sentence: the first few, and how many more (`games` lists them all).
pub(crate) fn id_list(ids: &[GameId]) -> Value {
    const SHOWN: usize = 8;
    let list = ids
        .iter()
        .take(SHOWN)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    if ids.len() > SHOWN {
        msg!("id-list-more", list = list, more = ids.len() - SHOWN).into()
    } else {
        list.into()
    }
}

/// A game id that names no game here.
pub fn no_such_game(id: GameId, yours: &[GameId]) -> Msg {
    if yours.is_empty() {
        msg!("error-no-such-game", id = id.to_string())
    } else {
        msg!(
            "error-no-such-game-yours",
            id = id.to_string(),
            list = id_list(yours)
        )
    }
}

/// Several games fit.
pub fn which_game(ids: &[GameId]) -> Msg {
    msg!(
        "error-which-game",
        list = id_list(ids),
        first = ids.first().map(ToString::to_string).unwrap_or_default()
    )
}

/// Several challenges fit.
pub fn which_challenge(ids: &[GameId]) -> Msg {
    msg!(
        "error-which-challenge",
        list = id_list(ids),
        first = ids.first().map(ToString::to_string).unwrap_or_default()
    )
}

/// A game whose stored record cannot be replayed.
pub fn damaged(id: GameId) -> Msg {
    msg!("error-damaged", id = id.to_string())
}

/// A stale button.
pub fn stale(id: GameId) -> Msg {
    msg!("error-stale", id = id.to_string())
}

/// A repeated click.
pub fn already_played(id: GameId, notation: &str) -> Msg {
    msg!(
        "error-already-played",
        id = id.to_string(),
        action = notation
    )
}

/// A finished game.
pub fn game_over_already(id: GameId, row: &GameRow) -> Msg {
    msg!(
        "error-game-over",
        id = id.to_string(),
        result = result(row).unwrap_or_else(|| msg!("result-none"))
    )
}

/// A game not started.
pub fn not_started(id: GameId) -> Msg {
    msg!("error-not-started", id = id.to_string())
}

/// A game that is not over.
pub fn not_finished(id: GameId) -> Msg {
    msg!("error-not-finished", id = id.to_string())
}

/// A stranger acting on a game.
pub fn not_your_game(id: GameId) -> Msg {
    msg!("error-not-your-game", id = id.to_string())
}

/// Someone else's challenge.
pub fn not_your_challenge(id: GameId) -> Msg {
    msg!("error-not-your-challenge", id = id.to_string())
}

/// Out of turn.
pub fn not_your_decision(kind: gipf_games::GameKind, c: Color, who: &Player) -> Msg {
    msg!(
        "error-not-your-decision",
        color = super::side_word(kind, c),
        name = shown_name(who)
    )
}

/// An illegal or unreadable action.
/// (The rules' messages start with a point or an action, which stay lower case, as in
/// COMMANDS.md's `b1-b2 is blocked: b2..b5 are full.`)
pub fn illegal(e: &ActionError) -> Msg {
    msg!("error-illegal", reason = gipf_i18n::rules::action_error(e))
}

/// An illegal or unreadable action of any game, in its game's words; an action of another
/// game says which game it belongs to.
pub fn illegal_any(e: &gipf_games::AnyActionError) -> Msg {
    use gipf_games::AnyActionError;
    match e {
        AnyActionError::Gipf(e) => illegal(e),
        AnyActionError::Dvonn(e) => {
            msg!("error-illegal", reason = gipf_i18n::dvonn::action_error(e))
        }
        AnyActionError::Tzaar(e) => {
            msg!("error-illegal", reason = gipf_i18n::tzaar::action_error(e))
        }
        AnyActionError::Yinsh(e) => {
            msg!("error-illegal", reason = gipf_i18n::yinsh::action_error(e))
        }
        AnyActionError::Zertz(e) => {
            msg!("error-illegal", reason = gipf_i18n::zertz::action_error(e))
        }
        AnyActionError::Punct(e) => {
            msg!("error-illegal", reason = gipf_i18n::punct::action_error(e))
        }
        AnyActionError::OtherGame { action, of, here } => msg!(
            "error-other-game",
            action = excerpt(action),
            of = of.name(),
            here = here.name()
        ),
    }
}

/// A stack button whose stack cannot move now (DVONN).
pub fn no_move_from(space: &str) -> Msg {
    msg!("error-no-move-from", space = excerpt(space))
}

/// A type button of TZAAR's placement whose type has no piece left to place.
pub fn no_place_of(kind: &str) -> Msg {
    msg!("error-no-place-type", kind = excerpt(kind))
}

/// A removal option's number that is not on the board.
pub fn no_such_option(n: usize, options: usize) -> Msg {
    match options {
        0 => msg!("error-no-options", n = n),
        k => msg!("error-no-such-option", n = n, count = k),
    }
}

/// A dot without a legal push.
pub fn no_push_from(dot: &str) -> Msg {
    msg!("error-no-push-from", dot = excerpt(dot))
}

/// A loaded-piece button whose piece has no use now.
pub fn no_use_from(spot: &str) -> Msg {
    msg!("error-no-use-from", spot = excerpt(spot))
}

/// A command that cannot be read.
pub fn command_error(e: &CommandError) -> Msg {
    match e {
        CommandError::Empty => msg!("command-empty"),
        CommandError::Unknown(w) => msg!("command-unknown", word = excerpt(w)),
        CommandError::Missing { command, what } => msg!(
            "command-missing",
            command = *command,
            what = Msg::new(*what)
        ),
        CommandError::Unexpected { command, word } => msg!(
            "command-unexpected",
            command = *command,
            word = excerpt(word)
        ),
        CommandError::Time(TimeControlError(text)) => {
            msg!("command-bad-time", text = excerpt(text))
        }
        CommandError::Setting(SettingError::Unknown(name)) => {
            msg!("error-unknown-setting", name = name)
        }
        CommandError::Setting(SettingError::BadValue {
            setting: Setting::Language,
            value,
        }) => msg!(
            "error-unknown-language",
            code = value,
            list = gipf_i18n::Lang::ALL.map(|l| l.code()).join(", ")
        ),
        CommandError::Setting(SettingError::BadValue { setting, value }) => msg!(
            "error-bad-setting-value",
            value = value,
            name = setting.name(),
            expected = match setting {
                Setting::Time => msg!("setting-expected-time"),
                _ => msg!("setting-expected-switch"),
            }
        ),
        CommandError::GameId(text) => msg!("command-bad-game-id", text = excerpt(text)),
        CommandError::Variant { text, reason } => bad_variant(text, reason),
        CommandError::Format(text) => msg!("command-bad-format", text = excerpt(text)),
        CommandError::Switch { command, text } => {
            msg!(
                "command-bad-switch",
                command = *command,
                text = excerpt(text)
            )
        }
        CommandError::Notify(text) => msg!("command-bad-notify", text = excerpt(text)),
        CommandError::Number { option, text } => {
            msg!("command-bad-number", option = *option, text = excerpt(text))
        }
        CommandError::Starts(text) => msg!("command-bad-starts", text = excerpt(text)),
        CommandError::TournamentId(text) => {
            msg!("command-bad-tournament", text = excerpt(text))
        }
        CommandError::TooLong { chars, max } => {
            msg!("command-too-long", chars = *chars, max = *max)
        }
    }
}

/// Why a variant word does not read, in words of the reader's language. The error carries
/// the rules crate's English (adapters build it too); reading the word again gives the
/// typed reason, the same every time.
/// A variant word that does not read: no game's word, another game's word with GIPF's
/// options, or a GIPF variant whose options do not read.
fn bad_variant(text: &str, english: &str) -> Msg {
    use gipf_games::{AnyVariant, AnyVariantError};
    match text.parse::<AnyVariant>() {
        Err(AnyVariantError::Unknown(_)) => {
            msg!("command-unknown-variant", text = excerpt(text))
        }
        Err(AnyVariantError::OptionsOfGipf { game, word, .. }) => msg!(
            "command-variant-of-gipf",
            text = excerpt(text),
            game = game.name(),
            word = word
        ),
        _ => msg!(
            "command-bad-variant",
            text = excerpt(text),
            reason = variant_reason(text, english)
        ),
    }
}

fn variant_reason(text: &str, english: &str) -> Value {
    use gipf_games::{AnyVariant, AnyVariantError};
    match text.parse::<AnyVariant>() {
        // A hand's problem alone: the word is quoted already.
        Err(AnyVariantError::Gipf(gipf_rules::PositionError::Hand { why, .. })) => {
            gipf_i18n::rules::hand_problem(why).into()
        }
        Err(AnyVariantError::Gipf(e)) => gipf_i18n::rules::position_error(&e).into(),
        Err(e) => e.to_string().into(),
        // Not a word of the rules crate (it reads): say what was said.
        Ok(_) => english.into(),
    }
}
