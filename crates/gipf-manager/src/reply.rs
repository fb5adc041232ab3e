//! What the manager answers, platform-neutral: text, an optional board image, and choices
//! (see `choice.rs`) that adapters show as buttons or menus; and the events it sends on its
//! own.

use std::sync::Arc;

use gipf_games::AnyPosition;
use gipf_render::GameResult;
pub use gipf_store::{Cause, EventKind};
use gipf_store::{Community, GameId, Player, PostId};

use crate::choice::ChoiceGroup;
use crate::outbox::Owed;

/// A reply to a command, or the content of an event.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// The text, with `**bold**` and `` `code` `` markdown.
    pub markdown: String,
    /// The board, when the reply shows a position.
    pub image: Option<Image>,
    /// The position shown (for text boards).
    pub position: Option<AnyPosition>,
    /// How the game shown ended, when it is over (the position alone does not say for a
    /// resignation or a loss on time).
    pub result: Option<GameResult>,
    /// The game the reply is about.
    pub game: Option<GameId>,
    /// The tournament the reply is about (adapters post its news where it was created).
    pub tournament: Option<gipf_store::TournamentId>,
    /// Buttons and menus, in order.
    pub choices: Vec<ChoiceGroup>,
    /// Players the reply asks to act (adapters mention them).
    pub mentions: Vec<Player>,
    /// Only for the person who asked (errors, private lists): adapters answer ephemerally.
    pub private: bool,
    /// Private because it would give away a puzzle of the day before its solution is out:
    /// an adapter with no private answers in a room sends it by direct message instead.
    pub secret: bool,
    /// Ends what the game's last board offered (a challenge declined, cancelled or expired):
    /// it takes the last board's place, so that its buttons go.
    pub closes_board: bool,
    /// The post this reply is, when the command changed a game: the adapter that shows it
    /// calls [`crate::Manager::posted`]; if it never does, the post is delivered from the
    /// outbox instead.
    pub owed: Option<Owed>,
    /// The language it is written in (adapters word their own notes about it in it).
    pub lang: gipf_i18n::Lang,
    /// The room's puzzle of the day is posted where this reply is shown from now on
    /// (adapters whose room has several channels remember this one).
    pub daily_here: bool,
    /// The room's puzzle of the day this post is (adapters post it where `daily_here` said).
    pub daily: bool,
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

    /// The game whose board this reply is (its position, or its buttons), if any: once
    /// posted it is that game's newest board, and the one before loses its buttons. A
    /// history, a list or an error about a game is no board, nor is a takeback request or
    /// a claim offered (the board above keeps its buttons).
    pub fn board_of(&self) -> Option<GameId> {
        let board_buttons = self.choices.iter().any(|g| {
            !matches!(
                g.kind,
                crate::ChoiceKind::Takeback | crate::ChoiceKind::Claim | crate::ChoiceKind::Confirm
            )
        });
        self.game.filter(|_| {
            !self.private && (self.position.is_some() || board_buttons || self.closes_board)
        })
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
    /// The file name adapters give it, saying what it shows: `gipf-12.png` (game #12),
    /// `gipf-puzzle-7.png`, `gipf-lesson-3.png`, `gipf-T2.png` (a bracket).
    pub name: String,
    /// Pixels.
    pub width: u32,
    /// Pixels.
    pub height: u32,
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
    /// The owed post this event is (delivered once, from the outbox when need be).
    pub post: Option<PostId>,
    /// The platform interaction that was showing this post when the service stopped (see
    /// [`crate::Manager::claim`]): the adapter looks its answer up before posting again.
    pub claim: Option<String>,
}
