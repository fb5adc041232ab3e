//! A room's settings as players name them in `settings <name> <value>`: which exist, what
//! each takes, and how a value is read and shown. (The store keeps them typed; `cmd/settings.rs`
//! runs the command.)

use std::fmt;
use std::str::FromStr;

use gipf_i18n::Lang;
use gipf_store::{DailyAt, SettingKey, TimeControl, TimeoutRule};

/// A setting a moderator may change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setting {
    /// `language`: boards and public posts.
    Language,
    /// `time`: the default time control of challenges.
    Time,
    /// `rated-ai`: whether games against the AI change ratings.
    RatedAi,
    /// `redact`: whether older boards lose their image.
    Redact,
    /// `threads`: a thread per game.
    Threads,
    /// `public`: listed on the web pages.
    Public,
    /// `open-tournaments`: anyone (not only moderators) may create tournaments.
    OpenTournaments,
    /// `timeout`: `auto` (a player out of time loses) or `claim` (his opponent claims).
    Timeout,
    /// `review-auto`: every game that ends gets the engine's review posted.
    ReviewAuto,
    /// `daily-puzzle <HH:MM>`: the puzzle of the day posted here at that time (UTC).
    DailyPuzzle,
}

impl Setting {
    /// Every setting, in the order `settings` lists them.
    pub const ALL: [Setting; 10] = [
        Setting::Language,
        Setting::Time,
        Setting::RatedAi,
        Setting::Redact,
        Setting::Threads,
        Setting::Public,
        Setting::OpenTournaments,
        Setting::Timeout,
        Setting::ReviewAuto,
        Setting::DailyPuzzle,
    ];

    /// The word players write.
    pub fn name(self) -> &'static str {
        match self {
            Setting::Language => "language",
            Setting::Time => "time",
            Setting::RatedAi => "rated-ai",
            Setting::Redact => "redact",
            Setting::Threads => "threads",
            Setting::Public => "public",
            Setting::OpenTournaments => "open-tournaments",
            Setting::Timeout => "timeout",
            Setting::ReviewAuto => "review-auto",
            Setting::DailyPuzzle => "daily-puzzle",
        }
    }

    /// The message that says what it does.
    pub(crate) fn description(self) -> &'static str {
        match self {
            Setting::Language => "setting-language",
            Setting::Time => "setting-time",
            Setting::RatedAi => "setting-rated-ai",
            Setting::Redact => "setting-redact",
            Setting::Threads => "setting-threads",
            Setting::Public => "setting-public",
            Setting::OpenTournaments => "setting-open-tournaments",
            Setting::Timeout => "setting-timeout",
            Setting::ReviewAuto => "setting-review-auto",
            Setting::DailyPuzzle => "setting-daily-puzzle",
        }
    }

    /// The store's key.
    pub(crate) fn key(self) -> SettingKey {
        match self {
            Setting::Language => SettingKey::Language,
            Setting::Time => SettingKey::DefaultTimeControl,
            Setting::RatedAi => SettingKey::RateAiGames,
            Setting::Redact => SettingKey::RedactOldBoards,
            Setting::Threads => SettingKey::Threads,
            Setting::Public => SettingKey::PublicPages,
            Setting::OpenTournaments => SettingKey::OpenTournaments,
            Setting::Timeout => SettingKey::Timeout,
            Setting::ReviewAuto => SettingKey::ReviewAuto,
            Setting::DailyPuzzle => SettingKey::DailyPuzzle,
        }
    }

    /// Reads a value written for this setting (`default` clears it).
    pub fn read(self, text: &str) -> Result<SettingValue, SettingError> {
        let t = text.trim().to_lowercase();
        let bad = || SettingError::BadValue {
            setting: self,
            value: gipf_rules::excerpt(text),
        };
        if t == "default" {
            return Ok(SettingValue::Default);
        }
        match self {
            Setting::Language => t.parse().map(SettingValue::Lang).map_err(|_| bad()),
            Setting::Time => t.parse().map(SettingValue::Time).map_err(|_| bad()),
            // `off` is `default`: no puzzle of the day.
            Setting::DailyPuzzle if t == "off" || is_word_of(&t, "value-off") => {
                Ok(SettingValue::Default)
            }
            Setting::DailyPuzzle => t.parse().map(SettingValue::Daily).map_err(|_| bad()),
            Setting::Timeout => match t.parse::<TimeoutRule>() {
                Ok(r) => Ok(SettingValue::Timeout(r)),
                // As `settings` shows them in any language.
                Err(_) if is_word_of(&t, "value-timeout-auto") => {
                    Ok(SettingValue::Timeout(TimeoutRule::Auto))
                }
                Err(_) if is_word_of(&t, "value-timeout-claim") => {
                    Ok(SettingValue::Timeout(TimeoutRule::Claim))
                }
                Err(_) => Err(bad()),
            },
            _ => match t.as_str() {
                "on" | "yes" | "true" => Ok(SettingValue::On(true)),
                "off" | "no" | "false" => Ok(SettingValue::On(false)),
                // As `settings` shows them in any language ("zapnuto", "aus").
                _ if is_word_of(&t, "value-on") => Ok(SettingValue::On(true)),
                _ if is_word_of(&t, "value-off") => Ok(SettingValue::On(false)),
                _ => Err(bad()),
            },
        }
    }
}

/// Whether `word` (lowercase) is message `id` in one of the languages.
fn is_word_of(word: &str, id: &'static str) -> bool {
    Lang::ALL
        .into_iter()
        .any(|l| gipf_i18n::t!(l, id).to_lowercase() == word)
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Setting {
    type Err = SettingError;

    fn from_str(s: &str) -> Result<Setting, SettingError> {
        let s = s.trim().to_ascii_lowercase();
        Setting::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| SettingError::Unknown(gipf_rules::excerpt(&s)))
    }
}

/// A setting's new value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingValue {
    /// Back to the default (the platform's or the config's).
    Default,
    /// A language.
    Lang(Lang),
    /// A time control.
    Time(TimeControl),
    /// On or off.
    On(bool),
    /// What a timeout does.
    Timeout(TimeoutRule),
    /// When the puzzle of the day is posted.
    Daily(DailyAt),
}

impl SettingValue {
    /// As the store keeps it (`None`: cleared).
    pub(crate) fn stored(self) -> Option<String> {
        match self {
            SettingValue::Default => None,
            SettingValue::Lang(l) => Some(l.code().to_string()),
            SettingValue::Time(t) => Some(t.to_string()),
            SettingValue::On(b) => Some(b.to_string()),
            SettingValue::Timeout(r) => Some(r.to_string()),
            SettingValue::Daily(at) => Some(at.to_string()),
        }
    }
}

/// A setting or a value that cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SettingError {
    /// No such setting.
    Unknown(String),
    /// Not a value of the setting.
    BadValue { setting: Setting, value: String },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switches_read_in_every_language_as_settings_shows_them() {
        for (text, on) in [
            ("on", true),
            ("OFF", false),
            ("Zapnuto", true),
            ("vypnuto", false),
            ("включено", true),
            ("ВЫКЛЮЧЕНО", false),
            ("aan", true),
            ("aus", false),
            ("Désactivé", false),
        ] {
            assert_eq!(
                Setting::RatedAi.read(text),
                Ok(SettingValue::On(on)),
                "{text}"
            );
        }
        assert_eq!(Setting::Threads.read("default"), Ok(SettingValue::Default));
        assert!(Setting::Threads.read("maybe").is_err());
        // A switch's words are not a language or a time control.
        assert!(Setting::Language.read("aan").is_err());
        assert!(Setting::Time.read("on").is_err());
    }
}
