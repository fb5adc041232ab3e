//! `help` (generated from the command table) and `rules`.

use gipf_i18n::{t, Lang, Msg};
use gipf_rules::Variant;

use crate::command::RulesTopic;

use crate::command::{CommandSpec, COMMANDS};

/// Where the full rules are.
pub const RULES_URL: &str = "http://www.gipf.com/gipf/rules/rules.html";

/// Where the potentials are described.
/// DVONN's rules on the game's own site.
pub const DVONN_RULES_URL: &str = "http://www.gipf.com/dvonn/rules/rules.html";
/// TZAAR's rulebook.
pub const TZAAR_RULES_URL: &str = "http://www.gipf.com/tzaar/rules/rules.html";
/// YINSH's rulebook.
pub const YINSH_RULES_URL: &str = "http://www.gipf.com/yinsh/rules/rules.html";
/// ZÈRTZ's rulebook.
pub const ZERTZ_RULES_URL: &str = "http://www.gipf.com/zertz/rules/rules.html";
/// PÜNCT's rulebook.
pub const PUNCT_RULES_URL: &str = "http://www.gipf.com/punct/rules/rules.html";

pub const POTENTIALS_URL: &str = "http://www.gipf.com/project_gipf/potentials/introduction.html";

/// A command's summary (`cmd-<name>`).
pub fn summary(spec: &CommandSpec) -> Msg {
    Msg::new(format!("cmd-{}", spec.name))
}

/// `help` and `help <command>`; `intro` (a message saying how commands are written on the
/// platform, or none) comes before the list.
pub fn help(lang: Lang, topic: Option<&str>, intro: Option<&'static str>) -> String {
    if let Some(t) = topic {
        let t = gipf_rules::excerpt(t.trim_start_matches('/')).to_ascii_lowercase();
        return match CommandSpec::find(&t) {
            Some(c) => t!(lang, "help-one", usage = c.usage, summary = summary(c)),
            None => t!(lang, "help-unknown", topic = t),
        };
    }
    let mut lines = Vec::new();
    if let Some(intro) = intro {
        lines.push(t!(lang, intro));
    }
    lines.push(t!(lang, "help-title"));
    for c in COMMANDS {
        lines.push(t!(lang, "help-line", usage = c.usage, summary = summary(c)));
    }
    lines.push(t!(lang, "help-footer"));
    lines.join("\n")
}

/// `rules [variant | potentials]`.
pub fn rules(lang: Lang, topic: Option<RulesTopic>) -> String {
    let v = match topic {
        Some(RulesTopic::Potentials) => {
            return [
                t!(lang, "rules-potentials"),
                t!(lang, "rules-potentials-uses"),
                t!(lang, "rules-link", url = POTENTIALS_URL),
            ]
            .join("\n")
        }
        Some(RulesTopic::Challenges) => {
            let mut lines = vec![t!(lang, "rules-challenges")];
            lines.extend(crate::combining::text::rules_game(lang));
            lines.push(t!(lang, "rules-challenges-agreed"));
            lines.push(t!(lang, "rules-link", url = POTENTIALS_URL));
            return lines.join("\n");
        }
        Some(RulesTopic::Game(gipf_games::GameKind::Dvonn)) => {
            return [
                t!(lang, "rules-dvonn"),
                t!(lang, "rules-link", url = DVONN_RULES_URL),
            ]
            .join("\n")
        }
        Some(RulesTopic::Game(gipf_games::GameKind::Tzaar)) => {
            return [
                gipf_i18n::tzaar::rules_summary().render(lang),
                t!(lang, "rules-link", url = TZAAR_RULES_URL),
            ]
            .join("\n")
        }
        Some(RulesTopic::Game(gipf_games::GameKind::Yinsh)) => {
            return [
                gipf_i18n::yinsh::rules_summary().render(lang),
                t!(lang, "rules-link", url = YINSH_RULES_URL),
            ]
            .join("\n")
        }
        Some(RulesTopic::Game(gipf_games::GameKind::Zertz)) => {
            return [
                gipf_i18n::zertz::rules_summary().render(lang),
                t!(lang, "rules-link", url = ZERTZ_RULES_URL),
            ]
            .join("\n")
        }
        Some(RulesTopic::Game(gipf_games::GameKind::Punct)) => {
            return [
                gipf_i18n::punct::rules_summary().render(lang),
                t!(lang, "rules-link", url = PUNCT_RULES_URL),
            ]
            .join("\n")
        }
        Some(RulesTopic::Game(gipf_games::GameKind::Gipf)) => Variant::Standard,
        Some(RulesTopic::Variant(v)) => v,
        None => Variant::Standard,
    };
    let end = match v {
        Variant::Basic => "rules-basic",
        Variant::Standard => "rules-standard",
        Variant::Tournament => "rules-tournament",
    };
    [
        t!(lang, "rules-common"),
        t!(lang, end),
        t!(lang, "rules-link", url = RULES_URL),
    ]
    .join("\n")
}
