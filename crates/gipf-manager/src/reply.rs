//! What the manager answers, platform-neutral: text, an optional board image, and choices
//! that adapters show as buttons or menus; and the events it sends on its own.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use gipf_rules::Position;
use gipf_store::{Community, GameId, Player};

/// A reply to a command, or the content of an event.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// The text, with `**bold**` and `` `code` `` markdown.
    pub markdown: String,
    /// The board, when the reply shows a position.
    pub image: Option<Image>,
    /// The position shown (for text boards).
    pub position: Option<Position>,
    /// The game the reply is about.
    pub game: Option<GameId>,
    /// Buttons and menus, in order.
    pub choices: Vec<ChoiceGroup>,
    /// Players the reply asks to act (adapters mention them).
    pub mentions: Vec<Player>,
    /// Only for the person who asked (errors, private lists): adapters answer ephemerally.
    pub private: bool,
}

impl Reply {
    /// A reply of text only.
    pub fn text(markdown: impl Into<String>) -> Reply {
        Reply {
            markdown: markdown.into(),
            ..Reply::default()
        }
    }

    /// An error: text only, for the asker.
    pub fn error(markdown: impl Into<String>) -> Reply {
        Reply {
            markdown: markdown.into(),
            private: true,
            ..Reply::default()
        }
    }

    /// The text without markdown marks, for plain-text platforms.
    pub fn plain(&self) -> String {
        self.markdown.replace("**", "").replace('`', "")
    }
}

/// A PNG board image.
#[derive(Clone, Debug)]
pub struct Image {
    /// The PNG bytes.
    pub png: Arc<Vec<u8>>,
    /// Pixels.
    pub width: u32,
    /// Pixels.
    pub height: u32,
}

/// A row of buttons or a menu.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChoiceGroup {
    /// What the choices are.
    pub kind: ChoiceKind,
    /// The choices, in order.
    pub choices: Vec<Choice>,
}

/// What a group of choices offers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ChoiceKind {
    /// The entry dots with a legal push (up to 24: one select menu).
    Dots,
    /// The directions (and GIPF/single) of the chosen dot.
    Directions,
    /// The removal options, numbered as in the image; and `done` when allowed.
    Removals,
    /// Accept or decline a challenge.
    Challenge,
    /// After a game: rematch.
    AfterGame,
}

/// One button or menu entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice {
    /// What the adapter sends back as [`crate::Command::Choose`] (≤ 100 characters).
    pub id: String,
    /// The label.
    pub label: String,
}

/// What a choice id names: the game and ply it was made for, and what it does. Ids survive
/// restarts (nothing about them is kept in memory), and a stale one is recognised as such.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChoiceId {
    /// The game.
    pub game: GameId,
    /// The decision number the choice was offered at.
    pub ply: i64,
    /// What it does.
    pub what: ChoiceWhat,
}

/// The action of a [`ChoiceId`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ChoiceWhat {
    /// Show the directions of a dot.
    Dot(String),
    /// Play an action (canonical notation).
    Play(String),
    /// Accept the challenge.
    Accept,
    /// Decline the challenge.
    Decline,
    /// Offer a rematch.
    Rematch,
}

impl fmt::Display for ChoiceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (g, p) = (self.game.0, self.ply);
        match &self.what {
            ChoiceWhat::Dot(d) => write!(f, "gipf:{g}:{p}:d:{d}"),
            ChoiceWhat::Play(a) => write!(f, "gipf:{g}:{p}:a:{a}"),
            ChoiceWhat::Accept => write!(f, "gipf:{g}:{p}:accept"),
            ChoiceWhat::Decline => write!(f, "gipf:{g}:{p}:decline"),
            ChoiceWhat::Rematch => write!(f, "gipf:{g}:{p}:rematch"),
        }
    }
}

/// A choice id that is not one of ours (or was garbled).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("this button is not one of mine; use `board` to get a fresh one")]
pub struct ChoiceIdError;

impl FromStr for ChoiceId {
    type Err = ChoiceIdError;

    fn from_str(s: &str) -> Result<ChoiceId, ChoiceIdError> {
        let mut parts = s.splitn(5, ':');
        if parts.next() != Some("gipf") || s.len() > 100 {
            return Err(ChoiceIdError);
        }
        let game = parts
            .next()
            .and_then(|g| g.parse::<i64>().ok())
            .filter(|&g| g > 0)
            .ok_or(ChoiceIdError)?;
        let ply = parts
            .next()
            .and_then(|p| p.parse::<i64>().ok())
            .filter(|&p| p >= 0)
            .ok_or(ChoiceIdError)?;
        let what = match (parts.next(), parts.next()) {
            (Some("d"), Some(d)) if !d.is_empty() => ChoiceWhat::Dot(d.to_string()),
            (Some("a"), Some(a)) if !a.is_empty() => ChoiceWhat::Play(a.to_string()),
            (Some("accept"), None) => ChoiceWhat::Accept,
            (Some("decline"), None) => ChoiceWhat::Decline,
            (Some("rematch"), None) => ChoiceWhat::Rematch,
            _ => return Err(ChoiceIdError),
        };
        Ok(ChoiceId {
            game: GameId(game),
            ply,
            what,
        })
    }
}

/// Something the manager tells players without being asked.
#[derive(Clone, Debug)]
pub struct Event {
    /// What happened.
    pub kind: EventKind,
    /// What made it happen.
    pub cause: Cause,
    /// Where to say it.
    pub community: Community,
    /// Who it is for (adapters mention them).
    pub to: Vec<Player>,
    /// What to say.
    pub reply: Reply,
}

/// What made an [`Event`] happen. An event caused by a command repeats what the command's
/// reply says (and the reply mentions the event's players), so an adapter that shows the
/// reply in the same room may skip it; events of the AI and of timers come only as events.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cause {
    /// A player's command (the reply tells the same).
    Command,
    /// The AI's decision.
    Ai,
    /// A deadline, reminder or expiry.
    Timer,
}

/// The kinds of [`Event`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EventKind {
    /// A decision waits for the player (after the opponent's or the AI's move).
    YourTurn,
    /// Someone challenged the player, or opened a challenge in the room.
    ChallengeReceived,
    /// Half of the time for a decision has passed.
    Reminder,
    /// A game ended (by a move, resignation, time).
    GameOver,
    /// A challenge was accepted, declined or expired.
    ChallengeAnswered,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choice_ids_round_trip_and_stay_short() {
        for what in [
            ChoiceWhat::Dot("b1".into()),
            ChoiceWhat::Play("xc3,d4,Ge5,f5,g5,h5,i5".into()),
            ChoiceWhat::Play("Gb1-b2".into()),
            ChoiceWhat::Accept,
            ChoiceWhat::Decline,
            ChoiceWhat::Rematch,
        ] {
            let id = ChoiceId {
                game: GameId(i64::MAX),
                ply: 100_000,
                what,
            };
            let text = id.to_string();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(text.parse::<ChoiceId>(), Ok(id));
        }
        for bad in [
            "",
            "gipf",
            "gipf:1:2",
            "gipf:x:2:accept",
            "gipf:1:-2:accept",
            "gipf:1:2:d:",
            "other:1:2:accept",
            "gipf:1:2:accept:x",
        ] {
            assert!(bad.parse::<ChoiceId>().is_err(), "{bad}");
        }
    }
}
