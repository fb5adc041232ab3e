//! The `.ftl` files of every language, compiled in, and one Fluent bundle per language.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
use unic_langid::LanguageIdentifier;

use crate::Lang;

/// The files every language has, by topic.
pub const FILES: [&str; 17] = [
    "chat.ftl",
    "errors.ftl",
    "help.ftl",
    "rules.ftl",
    "board.ftl",
    "platform.ftl",
    "web.ftl",
    "tournament.ftl",
    "review.ftl",
    "puzzle.ftl",
    "learn.ftl",
    "combining.ftl",
    "dvonn.ftl",
    "tzaar.ftl",
    "yinsh.ftl",
    "zertz.ftl",
    "punct.ftl",
];

macro_rules! language {
    ($code:literal) => {
        [
            include_str!(concat!("../../../locales/", $code, "/chat.ftl")),
            include_str!(concat!("../../../locales/", $code, "/errors.ftl")),
            include_str!(concat!("../../../locales/", $code, "/help.ftl")),
            include_str!(concat!("../../../locales/", $code, "/rules.ftl")),
            include_str!(concat!("../../../locales/", $code, "/board.ftl")),
            include_str!(concat!("../../../locales/", $code, "/platform.ftl")),
            include_str!(concat!("../../../locales/", $code, "/web.ftl")),
            include_str!(concat!("../../../locales/", $code, "/tournament.ftl")),
            include_str!(concat!("../../../locales/", $code, "/review.ftl")),
            include_str!(concat!("../../../locales/", $code, "/puzzle.ftl")),
            include_str!(concat!("../../../locales/", $code, "/learn.ftl")),
            include_str!(concat!("../../../locales/", $code, "/combining.ftl")),
            include_str!(concat!("../../../locales/", $code, "/dvonn.ftl")),
            include_str!(concat!("../../../locales/", $code, "/tzaar.ftl")),
            include_str!(concat!("../../../locales/", $code, "/yinsh.ftl")),
            include_str!(concat!("../../../locales/", $code, "/zertz.ftl")),
            include_str!(concat!("../../../locales/", $code, "/punct.ftl")),
        ]
    };
}

/// The text of each file of each language, in the order of [`Lang::ALL`] and [`FILES`].
pub const SOURCES: [[&str; FILES.len()]; Lang::ALL.len()] = [
    language!("en"),
    language!("cs"),
    language!("ru"),
    language!("nl"),
    language!("de"),
    language!("fr"),
];

pub(crate) type Bundle = FluentBundle<FluentResource>;

/// The bundles, built on first use.
pub(crate) fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Chat markdown, not bidirectional text: no isolation marks around arguments.
                bundle.set_use_isolating(false);
                for source in SOURCES[lang.index()] {
                    // A file with a mistake still gives its good messages (the tests make
                    // sure there is none); a message missing here falls back to English.
                    let resource = FluentResource::try_new(source.to_string())
                        .unwrap_or_else(|(partial, _)| partial);
                    bundle.add_resource_overriding(resource);
                }
                bundle
            })
            .collect()
    })
}
