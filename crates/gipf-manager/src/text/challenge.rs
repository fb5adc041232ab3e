//! Challenges and their answers.

use gipf_rules::Variant;
use gipf_store::{ChallengeRow, GameId, GameRow, GameStatus, Player};

use crate::command::{ColourChoice, TimeControl};

use super::*;

pub(crate) fn colour_text(c: ColourChoice) -> &'static str {
    match c {
        ColourChoice::White => "White",
        ColourChoice::Black => "Black",
        ColourChoice::Random => "a random colour",
    }
}

/// A challenge was made.
pub fn challenge_made(
    id: GameId,
    me: &Player,
    them: Option<&Player>,
    variant: Variant,
    colour: ColourChoice,
    time: TimeControl,
) -> String {
    let terms = format!(
        "{variant} GIPF, {} plays {}, {}",
        me.display_name,
        colour_text(colour),
        time_text(time)
    );
    match them {
        Some(t) => format!(
            "**{id}**: {} challenges @{} to {terms}. @{}: `accept {id}` or `decline {id}`.",
            me.display_name, t.display_name, t.display_name
        ),
        None => format!(
            "**{id}**: {} opens a challenge: {terms}. Anyone here: `accept {id}`.",
            me.display_name
        ),
    }
}

/// The state of a challenge.
pub fn challenge_state(id: GameId, row: &GameRow, ch: Option<&ChallengeRow>) -> String {
    let state = match row.status {
        GameStatus::Challenge => "waiting for an answer",
        GameStatus::Declined => "declined",
        GameStatus::Cancelled => "cancelled",
        GameStatus::Expired => "expired",
        GameStatus::Active => "being played",
        GameStatus::Finished => "finished",
    };
    let open = ch.is_some_and(|c| c.challenged_id.is_none());
    format!(
        "{id}: {}challenge, {} GIPF, {}: {state}",
        if open { "open " } else { "" },
        row.variant,
        time_text(row.time_control)
    )
}

/// A challenge that was already answered.
pub fn challenge_closed(id: GameId, status: GameStatus) -> String {
    match status {
        GameStatus::Active | GameStatus::Finished => {
            format!("{id} was already accepted: `board {id}` shows it.")
        }
        GameStatus::Declined => format!("{id} was declined."),
        GameStatus::Cancelled => format!("{id} was withdrawn."),
        GameStatus::Expired => format!("{id} expired: make a new challenge."),
        GameStatus::Challenge => format!("{id} is still open."),
    }
}

/// Someone else's challenge.
pub fn not_your_challenge(id: GameId) -> String {
    format!("Challenge {id} is not yours to answer: `games` lists yours.")
}

/// Declined.
pub fn declined(id: GameId, me: &Player, challenger: &Player) -> String {
    format!(
        "{} declined @{}'s challenge {id}.",
        me.display_name, challenger.display_name
    )
}

/// Accepted.
pub fn accepted(id: GameId, me: &Player, challenger: &Player) -> String {
    format!(
        "{} accepted @{}'s challenge: game **{id}** begins.",
        me.display_name, challenger.display_name
    )
}

/// Cancelled.
pub fn cancelled(id: GameId) -> String {
    format!("Challenge {id} withdrawn.")
}

/// Expired.
pub fn expired(id: GameId) -> String {
    format!("Challenge {id} expired without an answer.")
}
