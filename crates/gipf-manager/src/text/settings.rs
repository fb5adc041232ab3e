//! `settings` and `language`.

use gipf_i18n::{msg, t, Lang, Msg, Value};

use super::yes;
use crate::settings::Setting;

/// A setting's value in words, and whether it is the default.
#[derive(Debug)]
pub(crate) struct Shown {
    pub setting: Setting,
    pub value: Value,
    pub default: bool,
}

/// A value of on/off settings.
pub(crate) fn on_off(b: bool) -> Msg {
    Msg::new(if b { "value-on" } else { "value-off" })
}

/// A language, as `cs (Čeština)`.
pub(crate) fn language_name(l: Lang) -> String {
    format!("{} ({})", l.code(), l.native_name())
}

/// `settings`.
pub(crate) fn settings_list(lang: Lang, room: &str, shown: &[Shown]) -> String {
    let mut lines = vec![t!(lang, "settings-title", room = room)];
    for s in shown {
        lines.push(t!(
            lang,
            "settings-line",
            name = s.setting.name(),
            value = s.value.clone(),
            default = yes(s.default),
            description = Msg::new(s.setting.description())
        ));
    }
    lines.join("\n")
}

/// A setting changed (or reset: `value` is then the default it went back to).
pub(crate) fn setting_changed(lang: Lang, setting: Setting, value: Value, reset: bool) -> String {
    let key = if reset {
        "settings-reset"
    } else {
        "settings-changed"
    };
    t!(lang, key, name = setting.name(), value = value)
}

/// Only moderators change settings; `who` says who they are on this platform.
pub(crate) fn not_moderator(who: &'static str) -> Msg {
    msg!("error-not-moderator", who = Msg::new(who))
}

/// `language` alone, and its changes.
pub(crate) fn language_reply(lang: Lang, set: Option<Option<Lang>>) -> String {
    match set {
        Some(Some(l)) => t!(lang, "language-set", language = language_name(l)),
        Some(None) => t!(lang, "language-cleared", language = language_name(lang)),
        None => t!(
            lang,
            "language-current",
            language = language_name(lang),
            list = Lang::ALL.map(language_name).join(", ")
        ),
    }
}
