//! Who sends a command and where: the platform user and room of a [`Ctx`], kept in the store
//! (and remembered, so that a known user in a known room costs no write), and users named in
//! commands.

use std::collections::HashMap;

use gipf_store::{Community, GameId, Player, StoreError};

use crate::adapter::Platform;
use crate::command::UserRef;
use crate::fail::{user, R};
use crate::{text, Manager};

/// Who sends a command, and where.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub platform: &'static Platform,
    /// The platform's id of the user.
    pub user_id: String,
    /// The user's display name.
    pub user_name: String,
    /// The platform's id of the room or server (the community).
    pub room_id: String,
    /// The room's name.
    pub room_name: String,
    /// The game whose thread the command was sent in, if any.
    pub game: Option<GameId>,
    /// The user's locale as the platform reports it (Discord: the client's language), if any;
    /// replies to him are in it unless he chose a language with `language`.
    pub locale: Option<String>,
    /// The locale the platform says the room prefers (Discord: the server's preferred
    /// locale), used for public posts when no moderator set the room's language.
    pub room_locale: Option<String>,
    /// Whether the user may change the room's settings (Discord: Manage Server; Matrix: power
    /// level 50 or more; the console's user).
    pub moderator: bool,
}

impl Ctx {
    /// A console user (the console is one community).
    pub fn console(name: &str) -> Ctx {
        Ctx {
            platform: &Platform::CONSOLE,
            user_id: name.to_lowercase(),
            user_name: name.into(),
            room_id: "console".into(),
            room_name: "Console".into(),
            game: None,
            locale: None,
            room_locale: None,
            moderator: true,
        }
    }
}

/// The players and communities known to be stored as they are, by platform id.
#[derive(Debug, Default)]
pub(crate) struct Known {
    players: HashMap<(String, String), Player>,
    communities: HashMap<(String, String), Community>,
}

impl Manager {
    /// Makes sure a platform user is known under his current display name (adapters call it
    /// for users they see mentioned, so that replies can name them).
    pub async fn note_user(
        &self,
        platform: &str,
        id: &str,
        name: &str,
    ) -> Result<Player, StoreError> {
        let p = self
            .inner
            .store
            .ensure_player(platform, id, &shown_name(name), self.now())
            .await?;
        self.remember(|k| {
            k.players
                .insert((platform.into(), id.into()), p.clone())
                .is_some()
        });
        Ok(p)
    }

    /// The player and the community of a command, written to the store only when new or
    /// renamed.
    pub(crate) async fn who_and_where(&self, ctx: &Ctx, now: i64) -> R<(Player, Community)> {
        let store = &self.inner.store;
        let pkey = (ctx.platform.name.to_string(), ctx.user_id.clone());
        let ckey = (ctx.platform.name.to_string(), ctx.room_id.clone());
        let (user_name, room_name) = (shown_name(&ctx.user_name), shown_name(&ctx.room_name));
        let (p, c) = {
            let known = self.inner.known.lock().unwrap_or_else(|e| e.into_inner());
            (
                known
                    .players
                    .get(&pkey)
                    .filter(|p| p.display_name == user_name)
                    .cloned(),
                known
                    .communities
                    .get(&ckey)
                    .filter(|c| c.name == room_name)
                    .cloned(),
            )
        };
        let p = match p {
            Some(p) => p,
            None => {
                let p = store
                    .ensure_player(ctx.platform.name, &ctx.user_id, &user_name, now)
                    .await?;
                self.remember(|k| k.players.insert(pkey, p.clone()).is_some());
                p
            }
        };
        let c = match c {
            Some(c) => c,
            None => {
                let c = store
                    .ensure_community(ctx.platform.name, &ctx.room_id, &room_name, now)
                    .await?;
                self.remember(|k| k.communities.insert(ckey, c.clone()).is_some());
                c
            }
        };
        Ok((p, c))
    }

    /// The player's and the room's ids of a context, when remembered.
    pub(crate) fn known_ids(
        &self,
        ctx: &Ctx,
    ) -> (
        Option<gipf_store::PlayerId>,
        Option<gipf_store::CommunityId>,
    ) {
        let known = self.inner.known.lock().unwrap_or_else(|e| e.into_inner());
        let pkey = (ctx.platform.name.to_string(), ctx.user_id.clone());
        let ckey = (ctx.platform.name.to_string(), ctx.room_id.clone());
        (
            known.players.get(&pkey).map(|p| p.id),
            known.communities.get(&ckey).map(|c| c.id),
        )
    }

    pub(crate) fn remember(&self, f: impl FnOnce(&mut Known) -> bool) {
        let mut known = self.inner.known.lock().unwrap_or_else(|e| e.into_inner());
        // Bounded: a flood of new users starts the memo over rather than growing it forever.
        if known.players.len() + known.communities.len() > 100_000 {
            *known = Known::default();
        }
        f(&mut known);
    }

    /// A user named in a command: by his platform id (met before or not), or by a display
    /// name that exactly one known user of the platform has.
    pub(crate) async fn resolve_user(&self, platform: &str, who: &UserRef) -> R<Player> {
        let store = &self.inner.store;
        match who {
            UserRef::Id(id) if !id.is_empty() => {
                match store.player_by_user(platform, id).await? {
                    Some(p) => Ok(p),
                    // Someone the bot has not met yet: named by his id until he speaks.
                    None => Ok(store
                        .ensure_player(platform, id, &shown_name(id), self.now())
                        .await?),
                }
            }
            UserRef::Id(raw) | UserRef::Name(raw) => {
                let raw = raw.trim();
                if let Some(p) = store.player_by_user(platform, raw).await? {
                    return Ok(p);
                }
                let named = store
                    .players_named(platform, raw.trim_start_matches('@'))
                    .await?;
                match named.as_slice() {
                    [one] => Ok(one.clone()),
                    [] => user(text::unknown_user(raw)),
                    _ => user(text::ambiguous_user(raw)),
                }
            }
        }
    }
}

/// A name as the bot shows it: what the platform says, without control or bidirectional
/// override characters, and short (a name is quoted in many replies).
fn shown_name(raw: &str) -> String {
    let name = gipf_rules::excerpt(raw);
    if name.is_empty() {
        "?".to_string()
    } else {
        name
    }
}
