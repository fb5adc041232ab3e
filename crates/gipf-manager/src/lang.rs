//! Which language a reply or a post is in: what answers only the asker (help, lists,
//! refusals) speaks his language (his own choice, else his platform's locale, else the
//! room's); public posts (challenges, boards, results, whether a command or the bot itself
//! made them: AI moves, timers, owed posts) speak the room's language (a moderator's setting,
//! else the platform's preference for the room, else `[game] language`).

use std::collections::HashMap;

use gipf_i18n::Lang;
use gipf_store::{Community, CommunityId, Player, PlayerId, RoomSettings, SettingKey};

use crate::fail::R;
use crate::{Ctx, Manager};

/// Settings and languages read lately (forgotten when another instance changes some).
#[derive(Debug, Default)]
pub(crate) struct Prefs {
    rooms: HashMap<CommunityId, RoomSettings>,
    players: HashMap<PlayerId, Option<Lang>>,
    /// Where players' your-turn notices go now (`direct/`).
    pub(crate) notify: HashMap<PlayerId, gipf_store::Notify>,
}

/// The two languages a command may answer in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Langs {
    /// The asker's: what only he reads (help, lists, refusals, his settings).
    pub(crate) asker: Lang,
    /// The room's: public posts (challenges, boards, results) that everyone there reads.
    pub(crate) room: Lang,
}

/// Bounded: past this many entries the memo starts over rather than growing forever.
const MEMO: usize = 20_000;

impl Manager {
    pub(crate) fn prefs<T>(&self, f: impl FnOnce(&mut Prefs) -> T) -> T {
        let mut p = self.inner.prefs.lock().unwrap_or_else(|e| e.into_inner());
        if p.rooms.len() + p.players.len() + p.notify.len() > MEMO {
            *p = Prefs::default();
        }
        f(&mut p)
    }

    /// Forgets the settings and languages read (another instance changed some).
    pub(crate) fn forget_prefs(&self) {
        self.prefs(|p| *p = Prefs::default());
    }

    /// A community's settings (remembered).
    pub(crate) async fn settings_of(&self, room: CommunityId) -> R<RoomSettings> {
        if let Some(s) = self.prefs(|p| p.rooms.get(&room).copied()) {
            return Ok(s);
        }
        let s = self.inner.store.room_settings(room).await?;
        self.prefs(|p| p.rooms.insert(room, s));
        Ok(s)
    }

    /// The time control asked for, else the room's default, else the configured one.
    pub(crate) async fn time_control_in(
        &self,
        room: CommunityId,
        asked: Option<gipf_store::TimeControl>,
    ) -> R<gipf_store::TimeControl> {
        Ok(match asked {
            Some(t) => t,
            None => self
                .settings_of(room)
                .await?
                .default_time_control
                .unwrap_or(self.inner.config.default_time_control),
        })
    }

    /// Changes a community's setting and what is remembered of it.
    pub(crate) async fn set_setting(
        &self,
        room: CommunityId,
        key: SettingKey,
        value: Option<String>,
    ) -> R<()> {
        self.inner.store.set_room_setting(room, key, value).await?;
        self.prefs(|p| p.rooms.remove(&room));
        Ok(())
    }

    /// A player's own language (remembered).
    pub(crate) async fn player_lang(&self, player: PlayerId) -> R<Option<Lang>> {
        if let Some(l) = self.prefs(|p| p.players.get(&player).copied()) {
            return Ok(l);
        }
        let l = self.inner.store.player_language(player).await?;
        self.prefs(|p| p.players.insert(player, l));
        Ok(l)
    }

    /// Changes a player's own language.
    pub(crate) async fn set_player_lang(&self, player: PlayerId, lang: Option<Lang>) -> R<()> {
        self.inner.store.set_player_language(player, lang).await?;
        self.prefs(|p| p.players.insert(player, lang));
        Ok(())
    }

    /// The language of a community's public posts, from its settings.
    pub(crate) fn room_lang_of(&self, s: &RoomSettings) -> Lang {
        s.language
            .or(s.platform_language)
            .unwrap_or(self.inner.config.language)
    }

    /// The language of a community's public posts (English's fallback when the database
    /// cannot say: a post is better in the default language than not at all).
    pub(crate) async fn room_lang(&self, room: CommunityId) -> Lang {
        match self.settings_of(room).await {
            Ok(s) => self.room_lang_of(&s),
            Err(f) => {
                f.log("reading a room's language");
                self.inner.config.language
            }
        }
    }

    /// The languages of a command's answers, and the room's preferred locale noted (stored
    /// when it changed, so that posts made without a command use it too).
    pub(crate) async fn langs(&self, ctx: &Ctx, me: &Player, room: &Community) -> R<Langs> {
        let settings = self.settings_of(room.id).await?;
        let hint = ctx.room_locale.as_deref().and_then(Lang::from_locale);
        if hint.is_some() && hint != settings.platform_language {
            self.set_setting(
                room.id,
                SettingKey::PlatformLanguage,
                hint.map(|l| l.code().to_string()),
            )
            .await?;
        }
        let room_lang = hint
            .filter(|_| settings.language.is_none())
            .unwrap_or_else(|| self.room_lang_of(&settings));
        let asker = self
            .player_lang(me.id)
            .await?
            .or_else(|| ctx.locale.as_deref().and_then(Lang::from_locale))
            .unwrap_or(room_lang);
        Ok(Langs {
            asker,
            room: room_lang,
        })
    }

    /// The asker's language without the database (for refusals before a command runs):
    /// his platform locale, else what is remembered of him and his room, else the default.
    pub(crate) fn quick_lang(&self, ctx: &Ctx) -> Lang {
        let (player, room) = self.known_ids(ctx);
        self.prefs(|p| {
            player
                .and_then(|id| p.players.get(&id).copied().flatten())
                .or_else(|| ctx.locale.as_deref().and_then(Lang::from_locale))
                .or_else(|| {
                    room.and_then(|id| p.rooms.get(&id))
                        .map(|s| self.room_lang_of(s))
                })
                .unwrap_or(self.inner.config.language)
        })
    }
}

/// What a game's room set that adapters apply themselves (`None`: the adapter's config).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RoomOptions {
    /// A thread per game.
    pub threads: Option<bool>,
    /// Older boards lose their image.
    pub redact_old_boards: Option<bool>,
    /// The room's language.
    pub lang: Lang,
}

impl Manager {
    /// The options of the room a game is played in (defaults when the database cannot say:
    /// the adapter's own config then decides).
    pub async fn room_options(&self, game: gipf_store::GameId) -> RoomOptions {
        let row = match self.inner.store.game(game).await {
            Ok(Some(row)) => row,
            Ok(None) => return RoomOptions::default(),
            Err(e) => {
                tracing::warn!(error = %e, game = game.0, "could not read a game's room");
                return RoomOptions::default();
            }
        };
        match self.settings_of(row.community_id).await {
            Ok(s) => RoomOptions {
                threads: s.threads,
                redact_old_boards: s.redact_old_boards,
                lang: self.room_lang_of(&s),
            },
            Err(f) => {
                f.log("reading a room's options");
                RoomOptions::default()
            }
        }
    }
}
