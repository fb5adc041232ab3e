//! `settings` (a room's settings; moderators change them) and `language` (a player's own).

use gipf_i18n::Lang;
use gipf_store::{Community, Player};

use crate::fail::{user, Fail, R};
use crate::reply::Reply;
use crate::settings::{Setting, SettingValue};
use crate::text::{self, language_name, on_off, Shown};
use crate::{Ctx, Manager};

impl Manager {
    /// `settings`, `settings <name>` (both list them) and `settings <name> <value>`; with
    /// the language the reply speaks (a new room language speaks at once).
    pub(crate) async fn settings(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        change: Option<(Setting, Option<SettingValue>)>,
        lang: Lang,
    ) -> R<(Reply, Lang)> {
        let Some((setting, Some(value))) = change else {
            let shown = self.shown(room).await?;
            let reply = Reply {
                private: true,
                ..Reply::text(text::settings_list(lang, &room.name, &shown))
            };
            return Ok((reply, lang));
        };
        if !ctx.moderator {
            return user(text::not_moderator(ctx.platform.moderators));
        }
        self.set_setting(room.id, setting.key(), value.stored())
            .await?;
        tracing::info!(room = %room.name, %setting, ?value, "setting changed");
        let shown = self
            .shown(room)
            .await?
            .into_iter()
            .find(|s| s.setting == setting)
            .ok_or_else(|| Fail::Internal(format!("setting {setting} not shown")))?;
        // A new room language shows itself at once to whoever reads the room's language.
        let lang = match setting {
            Setting::Language => self.langs(ctx, me, room).await?.asker,
            _ => lang,
        };
        let reply = Reply {
            // Where the puzzle of the day goes: the channel of this command (Discord).
            daily_here: matches!(value, SettingValue::Daily(_)),
            ..Reply::text(text::setting_changed(
                lang,
                setting,
                shown.value,
                value == SettingValue::Default,
            ))
        };
        Ok((reply, lang))
    }

    /// Every setting of a room as it is now.
    async fn shown(&self, room: &Community) -> R<Vec<Shown>> {
        let s = self.settings_of(room.id).await?;
        let config = &self.inner.config;
        let lang = self.room_lang_of(&s);
        let operator = || gipf_i18n::msg!("value-operator");
        Ok(Setting::ALL
            .into_iter()
            .map(|setting| {
                let (value, default) = match setting {
                    Setting::Language => (language_name(lang).into(), s.language.is_none()),
                    Setting::Time => (
                        text::time_text(
                            s.default_time_control
                                .unwrap_or(config.default_time_control),
                        )
                        .into(),
                        s.default_time_control.is_none(),
                    ),
                    Setting::RatedAi => (
                        on_off(s.rate_ai_games.unwrap_or(config.rate_ai_games)).into(),
                        s.rate_ai_games.is_none(),
                    ),
                    Setting::Redact => (
                        s.redact_old_boards.map_or_else(operator, on_off).into(),
                        s.redact_old_boards.is_none(),
                    ),
                    Setting::Threads => (
                        s.threads.map_or_else(operator, on_off).into(),
                        s.threads.is_none(),
                    ),
                    Setting::Public => (
                        on_off(s.public_pages.unwrap_or(false)).into(),
                        s.public_pages.is_none(),
                    ),
                    Setting::OpenTournaments => (
                        on_off(s.open_tournaments.unwrap_or(false)).into(),
                        s.open_tournaments.is_none(),
                    ),
                    Setting::Timeout => (
                        match s.timeout.unwrap_or(gipf_store::TimeoutRule::Auto) {
                            gipf_store::TimeoutRule::Auto => gipf_i18n::msg!("value-timeout-auto"),
                            gipf_store::TimeoutRule::Claim => {
                                gipf_i18n::msg!("value-timeout-claim")
                            }
                        }
                        .into(),
                        s.timeout.is_none(),
                    ),
                    Setting::ReviewAuto => (
                        on_off(s.review_auto.unwrap_or(false)).into(),
                        s.review_auto.is_none(),
                    ),
                    Setting::DailyPuzzle => (
                        s.daily_puzzle.map_or_else(
                            || on_off(false).into(),
                            |at| gipf_i18n::msg!("value-daily-at", at = at.to_string()).into(),
                        ),
                        s.daily_puzzle.is_none(),
                    ),
                };
                Shown {
                    setting,
                    value,
                    default,
                }
            })
            .collect())
    }

    /// `language`, `language <code>`, `language default`; with the language the reply
    /// speaks (the new one).
    pub(crate) async fn language(
        &self,
        me: &Player,
        room: &Community,
        value: Option<SettingValue>,
        lang: Lang,
    ) -> R<(Reply, Lang)> {
        let set = match value {
            None => None,
            Some(SettingValue::Lang(l)) => Some(Some(l)),
            Some(_) => Some(None),
        };
        let lang = match set {
            None => lang,
            Some(l) => {
                self.set_player_lang(me.id, l).await?;
                match l {
                    Some(l) => l,
                    None => self.room_lang(room.id).await,
                }
            }
        };
        let reply = Reply {
            private: true,
            ..Reply::text(text::language_reply(lang, set))
        };
        Ok((reply, lang))
    }
}
