//! The languages gipfbot speaks.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A language with a complete set of messages.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub enum Lang {
    /// English, the source of every message and the fallback.
    #[default]
    En,
    /// Czech.
    Cs,
    /// Russian.
    Ru,
    /// Dutch.
    Nl,
    /// German.
    De,
    /// French.
    Fr,
}

/// A language code gipfbot has no messages for.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("unknown language {0:?}: use one of en, cs, ru, nl, de, fr")]
pub struct LangError(pub String);

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Cs, Lang::Ru, Lang::Nl, Lang::De, Lang::Fr];

    /// The ISO 639-1 code (`cs`), as in `locales/<code>/` and the `language` setting.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
            Lang::Ru => "ru",
            Lang::Nl => "nl",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself (`Čeština`), for lists of languages.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Cs => "Čeština",
            Lang::Ru => "Русский",
            Lang::Nl => "Nederlands",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// The language of a platform's locale or a `LANG` value (`cs`, `cs-CZ`, `en_GB.UTF-8`,
    /// `ru_RU@euro`); `None` for a locale gipfbot does not speak (the caller falls back).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The locales Discord names this language by (its `description_localizations` keys).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Cs => &["cs"],
            Lang::Ru => &["ru"],
            Lang::Nl => &["nl"],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Reads a code or a locale (`cs`, `cs-CZ`, `DE`); anything else is an error that lists the
/// languages.
impl FromStr for Lang {
    type Err = LangError;

    fn from_str(s: &str) -> Result<Lang, LangError> {
        Lang::from_locale(s).ok_or_else(|| LangError(gipf_rules::excerpt(s)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_locales_read_back() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
            assert_eq!(l.to_string().parse::<Lang>(), Ok(l));
        }
        assert_eq!(Lang::from_locale("cs-CZ"), Some(Lang::Cs));
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_locale("RU"), Some(Lang::Ru));
        assert_eq!(Lang::from_locale("pt-BR"), None);
        assert_eq!(Lang::from_locale(""), None);
        assert!("klingon".parse::<Lang>().is_err());
    }
}
