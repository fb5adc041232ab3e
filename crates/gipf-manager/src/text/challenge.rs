//! Challenges and their answers.

use gipf_games::AnyVariant;
use gipf_i18n::{msg, t, Lang, Msg};
use gipf_store::{ChallengeRow, GameId, GameRow, GameStatus, Player};

use crate::command::{ColourChoice, TimeControl};

use super::*;

/// The side a challenger plays: his colour, or in a game without colours (ZÈRTZ) whether
/// he plays first or second.
pub(crate) fn colour_text(kind: gipf_games::GameKind, c: ColourChoice) -> Msg {
    if !kind.has_colours() {
        return msg!(match c {
            ColourChoice::White => "colour-first",
            ColourChoice::Black => "colour-second",
            ColourChoice::Random => "colour-either",
        });
    }
    match c {
        ColourChoice::White => gipf_i18n::rules::color(gipf_rules::Color::White),
        ColourChoice::Black => gipf_i18n::rules::color(gipf_rules::Color::Black),
        ColourChoice::Random => msg!("colour-random"),
    }
}

/// A challenge was made.
pub fn challenge_made(
    lang: Lang,
    id: GameId,
    me: &Player,
    them: Option<&Player>,
    variant: AnyVariant,
    colour: ColourChoice,
    time: TimeControl,
) -> String {
    let terms = msg!(
        "challenge-terms",
        variant = variant.to_string(),
        me = &me.display_name,
        colour = colour_text(variant.kind(), colour),
        time = time_text(time)
    );
    match them {
        Some(t) => t!(
            lang,
            "challenge-made",
            id = id.to_string(),
            me = &me.display_name,
            them = &t.display_name,
            terms = terms
        ),
        None => t!(
            lang,
            "challenge-open",
            id = id.to_string(),
            me = &me.display_name,
            terms = terms
        ),
    }
}

/// The state of a challenge.
pub fn challenge_state(lang: Lang, id: GameId, row: &GameRow, ch: Option<&ChallengeRow>) -> String {
    let state = match row.status {
        GameStatus::Challenge => "state-waiting",
        GameStatus::Declined => "state-declined",
        GameStatus::Cancelled => "state-cancelled",
        GameStatus::Expired => "state-expired",
        GameStatus::Active => "state-active",
        GameStatus::Finished => "state-finished",
    };
    let open = ch.is_some_and(|c| c.challenged_id.is_none());
    t!(
        lang,
        "challenge-state",
        id = id.to_string(),
        open = yes(open),
        variant = row.variant.to_string(),
        time = time_text(row.time_control),
        state = Msg::new(state)
    )
}

/// A challenge that was already answered.
pub fn challenge_closed(id: GameId, status: GameStatus) -> Msg {
    let key = match status {
        GameStatus::Active | GameStatus::Finished => "challenge-closed-accepted",
        GameStatus::Declined => "challenge-closed-declined",
        GameStatus::Cancelled => "challenge-closed-cancelled",
        GameStatus::Expired => "challenge-closed-expired",
        GameStatus::Challenge => "challenge-closed-open",
    };
    msg!(key, id = id.to_string())
}

/// Declined.
pub fn declined(id: GameId, me: &Player, challenger: &Player) -> Msg {
    msg!(
        "challenge-declined",
        id = id.to_string(),
        me = &me.display_name,
        them = &challenger.display_name
    )
}

/// Accepted.
pub fn accepted(id: GameId, me: &Player, challenger: &Player) -> Msg {
    msg!(
        "challenge-accepted",
        id = id.to_string(),
        me = &me.display_name,
        them = &challenger.display_name
    )
}

/// Cancelled.
pub fn cancelled(id: GameId) -> Msg {
    msg!("challenge-cancelled", id = id.to_string())
}

/// Expired.
pub fn expired(id: GameId) -> Msg {
    msg!("challenge-expired", id = id.to_string())
}
