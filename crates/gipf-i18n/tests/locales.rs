//! Every language says everything English says, with the same arguments; every message the
//! code names exists; plural forms follow each language; every message renders in every
//! language with sample arguments, in that language's own words.
//!
//! One topic over ~730 lines: every check runs over the same loaded bundles of the six
//! languages (keys, arguments, English words left, declined sides).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use gipf_i18n::{msg, Lang, FILES, SOURCES};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Message id -> the variables it uses.
fn messages(source: &str, what: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{what} does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            assert!(
                out.insert(m.id.name.to_string(), vars).is_none(),
                "{what}: {} twice",
                m.id.name
            );
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    for (lang, sources) in Lang::ALL.iter().zip(SOURCES) {
        // No file on disk that the binary would not carry.
        let dir = root().join("locales").join(lang.code());
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        on_disk.sort();
        let mut expected: Vec<String> = FILES.iter().map(|f| f.to_string()).collect();
        expected.sort();
        assert_eq!(on_disk, expected, "files of {lang}");
        for (i, file) in FILES.iter().enumerate() {
            let en = messages(SOURCES[0][i], &format!("en/{file}"));
            let it = messages(sources[i], &format!("{lang}/{file}"));
            for (id, vars) in &en {
                match it.get(id) {
                    None => panic!("{lang}/{file} lacks {id}"),
                    Some(v) => assert_eq!(v, vars, "{lang}/{file}: arguments of {id}"),
                }
            }
            for id in it.keys() {
                assert!(
                    en.contains_key(id),
                    "{lang}/{file} has {id}, which en lacks"
                );
            }
        }
    }
}

/// Every literal message id in the code (the first argument of `msg!`, `Msg::new`, and `t!`
/// after `lang`) is an English message.
#[test]
fn every_message_the_code_names_exists() {
    let mut all = BTreeSet::new();
    for (i, file) in FILES.iter().enumerate() {
        all.extend(messages(SOURCES[0][i], file).into_keys());
    }
    let mut named = 0;
    let mut stack = vec![root().join("crates")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("crates") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                if !path.ends_with("target") {
                    stack.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("source");
            for id in literal_ids(&text) {
                named += 1;
                assert!(
                    all.contains(&id),
                    "{} names {id}, which en lacks",
                    path.display()
                );
            }
        }
    }
    assert!(named > 100, "only {named} message ids found in the code");
}

fn literal_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for opener in ["msg!(\"", "Msg::new(\"", "t!(lang, \""] {
        let mut rest = text;
        while let Some(at) = rest.find(opener) {
            rest = &rest[at + opener.len()..];
            if let Some(end) = rest.find('"') {
                let id = &rest[..end];
                if id == "id" {
                    continue;
                }
                if !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
                {
                    ids.push(id.to_string());
                }
            }
        }
    }
    ids
}

#[test]
fn plural_forms_follow_each_language() {
    let days = |lang, n: i64| msg!("time-days", n = n).render(lang);
    assert_eq!(days(Lang::En, 1), "1 day per move");
    assert_eq!(days(Lang::En, 5), "5 days per move");
    // Czech and Russian have a form for 2-4 and another for 5 and more.
    for lang in [Lang::Cs, Lang::Ru] {
        let (one, two, five) = (days(lang, 1), days(lang, 2), days(lang, 5));
        assert!(one.starts_with('1') && two.starts_with('2') && five.starts_with('5'));
        let word = |s: &str| s.split_whitespace().nth(1).unwrap_or_default().to_string();
        assert_ne!(word(&one), word(&two), "{lang}: {one} / {two}");
        assert_ne!(word(&two), word(&five), "{lang}: {two} / {five}");
        assert_ne!(word(&one), word(&five), "{lang}: {one} / {five}");
    }
    // Counts carry their nouns; colours take the case the sentence needs.
    let removed = |lang, back: i64, captured: i64| {
        msg!(
            "event-removed",
            color = "white",
            back = back,
            captured = captured
        )
        .render(lang)
    };
    assert_eq!(
        removed(Lang::En, 1, 2),
        "White took back 1 piece and captured 2"
    );
    assert_eq!(removed(Lang::Cs, 5, 0), "Bílý vzal zpět 5 kamenů");
    assert_eq!(removed(Lang::Cs, 0, 3), "Bílý zajal 3 kameny");
    assert_eq!(removed(Lang::Ru, 3, 0), "Белые вернули в запас 3 фишки");
    assert_eq!(removed(Lang::Ru, 21, 0), "Белые вернули в запас 21 фишку");
    let piece = msg!(
        "action-no-loaded-piece",
        point = "c3",
        kind = "ZÈRTZ",
        color = "black"
    )
    .render(Lang::Cs);
    assert!(
        piece.starts_with("Na c3 ") && piece.contains("hráče Černého"),
        "{piece}"
    );
}

#[test]
fn a_missing_language_message_falls_back_to_english_and_arguments_render() {
    let m = msg!("error-too-fast", max = 20);
    assert_eq!(
        m.render(Lang::En),
        "Slow down: at most 20 commands a minute. Try again in a moment."
    );
    for lang in Lang::ALL {
        let text = m.render(lang);
        assert!(text.contains("20"), "{lang}: {text}");
        assert!(
            !text.contains('\u{2068}'),
            "{lang}: isolation marks in {text:?}"
        );
    }
}

/// For each variable a selector uses, the keys of its variants.
type SelectorKeys = BTreeMap<String, BTreeSet<String>>;

/// A language's messages as on disk: every `.ftl` file of `locales/<lang>/` (so a file not yet
/// in [`FILES`], such as the web pages' `web.ftl`, is checked too), in one bundle.
struct Disk {
    bundle: fluent_bundle::FluentBundle<fluent_bundle::FluentResource>,
    /// Message id -> its variables, and for each variable a selector uses, its keys.
    messages: BTreeMap<String, (BTreeSet<String>, SelectorKeys)>,
    /// The text of every message and term (for the English word list).
    texts: Vec<String>,
}

fn disk(lang: Lang) -> Disk {
    let dir = root().join("locales").join(lang.code());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("language id");
    let mut bundle = fluent_bundle::FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    let mut messages = BTreeMap::new();
    let mut texts = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).expect("ftl");
        let what = path.display().to_string();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{what} does not parse: {errors:?}"));
        for entry in &resource.body {
            let (pattern, is_message, name) = match entry {
                ast::Entry::Message(m) => (m.value.as_ref(), true, m.id.name),
                ast::Entry::Term(t) => (Some(&t.value), false, t.id.name),
                _ => continue,
            };
            let Some(p) = pattern else { continue };
            let mut text = String::new();
            pattern_text(p, &mut text);
            texts.push(text);
            if is_message {
                let mut vars = BTreeSet::new();
                pattern_vars(p, &mut vars);
                let mut keys = BTreeMap::new();
                pattern_keys(p, &mut keys);
                messages.insert(name.to_string(), (vars, keys));
            }
        }
        let resource = fluent_bundle::FluentResource::try_new(source)
            .unwrap_or_else(|(_, errors)| panic!("{what}: {errors:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{what}: an id twice: {errors:?}"));
    }
    Disk {
        bundle,
        messages,
        texts,
    }
}

/// The literal text of a pattern, every variant's included.
fn pattern_text(p: &ast::Pattern<&str>, out: &mut String) {
    for e in &p.elements {
        match e {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push(' ');
                if let ast::Expression::Select { variants, .. } = expression {
                    for v in variants {
                        pattern_text(&v.value, out);
                        out.push(' ');
                    }
                }
            }
        }
    }
}

/// For each variable a selector uses, the keys of its variants.
fn pattern_keys(p: &ast::Pattern<&str>, keys: &mut SelectorKeys) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable {
            expression: ast::Expression::Select { selector, variants },
        } = e
        {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let set = keys.entry(id.name.to_string()).or_default();
                for v in variants {
                    set.insert(match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    });
                }
            }
            for v in variants {
                pattern_keys(&v.value, keys);
            }
        }
    }
}

/// Plural categories and numbers: a selector with such keys selects on a number.
fn is_numeric_key(k: &str) -> bool {
    matches!(k, "zero" | "one" | "two" | "few" | "many") || k.parse::<f64>().is_ok()
}

/// English words that other languages may use as they are: command words and variant
/// names written without backticks (`done`, `keep`, `standard+T6`), and words those
/// languages share with English.
#[rustfmt::skip]
const ALLOWED: &[&str] = &[
    // Command words and variant names written without backticks: the command language
    // every platform shares.
    "done", "keep", "challenge", "allow", "won", "lost", "none", "default",
    "basic", "standard", "tournament", "ultimate", "potentials",
    // Names: the platforms, the bot, the rating system.
    "discord", "matrix", "gipfbot", "glicko",
    // The tie-breaks of tournaments, named after their authors.
    "buchholz", "sonneborn", "berger",
];

/// Words spelled as in English that are words of the language too (a loanword or a
/// cognate: German "Link", Dutch "rating", French "position"), by language.
#[rustfmt::skip]
const SHARED: &[(Lang, &[&str])] = &[
    (Lang::Cs, &["bot", "limit", "rating", "server", "variant"]),
    (Lang::Ru, &[]),
    (
        Lang::Nl,
        &[
            "beginner", "bot", "chat", "console", "database", "engine", "extra", "hand",
            "later", "letters", "link", "moderator", "moderators", "open", "over", "per",
            "project", "rating", "ring",
            "ratings", "reserve", "reserves", "rest", "server", "stand", "start", "status", "thread",
            "threads", "variant", "was", "web", "won",
        ],
    ),
    (
        Lang::De,
        &[
            "also", "bot", "bring", "button", "buttons", "chat", "details", "engine", "form", "hand",
            "limit", "link", "minute", "moderator", "notation", "phase", "potential", "rest", "ring", "server", "stand", "status", "string",
            "thread", "threads", "was", "web",
        ],
    ),
    (
        Lang::Fr,
        &[
            "action", "base", "bot", "captures", "centre", "chances", "change", "code", "console",
            "direct", "direction", "directions", "final", "match",
            "global", "ignore", "image", "invite", "long", "mention", "mentions", "message",
            "messages", "minute", "minutes", "moment",
            "notation", "option", "options", "page", "pages", "part", "permission", "phase", "place", "placement", "point", "points", "position",
            "possible", "six", "solution", "type", "versions", "web",
        ],
    ),
];

/// Words of at least this many letters are compared (shorter ones are too often words of
/// another language too: "in", "is", "on", "a").
const MIN_WORD: usize = 3;

fn words(text: &str) -> Vec<String> {
    // Code spans hold notation and command words; addresses are not words.
    let mut kept = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            kept.push_str(part);
            kept.push(' ');
        }
    }
    // A word joined by `+` is a variant word or a hand (`standard+potentials`, `tournament+T6`).
    let kept: Vec<&str> = kept
        .split_whitespace()
        .filter(|w| !w.contains('+'))
        .collect();
    let kept = kept.join(" ");
    kept.split(|c: char| !c.is_alphabetic() && c != '\'')
        .map(|w| w.trim_matches('\''))
        // All capitals: a name (GIPF, TAMSK, DVONN) or notation.
        .filter(|w| w.chars().count() >= MIN_WORD && w.chars().any(|c| c.is_lowercase()))
        .map(str::to_lowercase)
        .collect()
}

/// Every message of every language, rendered with sample arguments (each number of
/// 1, 2, 5, 21, each value a selector names), renders without error, keeps no English word
/// of the source (beyond [`ALLOWED`]), and uses exactly the English message's variables.
#[test]
fn every_message_renders_in_every_language_in_its_own_words() {
    let all: Vec<(Lang, Disk)> = Lang::ALL.iter().map(|&l| (l, disk(l))).collect();
    let en = &all[0].1;
    let english: BTreeSet<String> = en
        .texts
        .iter()
        .flat_map(|t| words(t))
        .filter(|w| !ALLOWED.contains(&w.as_str()))
        .collect();
    assert!(english.len() > 300, "only {} English words", english.len());
    // Each variable's selector keys in any language: what to try.
    let mut keys: BTreeMap<(&str, &str), BTreeSet<String>> = BTreeMap::new();
    for (_, d) in &all {
        for (id, (_, ks)) in &d.messages {
            for (var, set) in ks {
                keys.entry((id.as_str(), var.as_str()))
                    .or_default()
                    .extend(set.iter().cloned());
            }
        }
    }
    let mut problems = Vec::new();
    let mut rendered = 0usize;
    let mut sets = 0usize;
    for (id, (vars, _)) in &en.messages {
        // The values of each variable: numbers for plural selectors, every key of a
        // word selector, else a sample that is no word.
        let values: Vec<(&str, Vec<fluent_bundle::FluentValue<'static>>)> = vars
            .iter()
            .map(|v| {
                let ks = keys.get(&(id.as_str(), v.as_str()));
                let vals = match ks {
                    Some(ks) if ks.iter().any(|k| is_numeric_key(k)) => [1, 2, 5, 21, 0]
                        .map(fluent_bundle::FluentValue::from)
                        .to_vec(),
                    Some(ks) => ks
                        .iter()
                        .filter(|k| k.as_str() != "other")
                        .map(|k| fluent_bundle::FluentValue::from(k.clone()))
                        .chain([fluent_bundle::FluentValue::from("#7")])
                        .collect(),
                    None => vec![fluent_bundle::FluentValue::from("#7")],
                };
                (v.as_str(), vals)
            })
            .collect();
        // The first value of each, then each other value of one variable at a time.
        let mut arg_sets = vec![values
            .iter()
            .map(|(v, vals)| (*v, vals[0].clone()))
            .collect::<Vec<_>>()];
        for (i, (_, vals)) in values.iter().enumerate() {
            for val in &vals[1..] {
                let mut set = arg_sets[0].clone();
                set[i].1 = val.clone();
                arg_sets.push(set);
            }
        }
        sets += arg_sets.len();
        for (lang, d) in &all {
            let Some((their_vars, _)) = d.messages.get(id) else {
                problems.push(format!("{lang}: no message {id}"));
                continue;
            };
            if their_vars != vars {
                problems.push(format!(
                    "{lang}/{id}: variables {their_vars:?}, English has {vars:?}"
                ));
            }
            let Some(pattern) = d.bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            for set in &arg_sets {
                let mut args = fluent_bundle::FluentArgs::new();
                for (name, value) in set {
                    args.set(*name, value.clone());
                }
                let mut errors = Vec::new();
                let text = d.bundle.format_pattern(pattern, Some(&args), &mut errors);
                rendered += 1;
                if !errors.is_empty() {
                    problems.push(format!("{lang}/{id}: {errors:?}"));
                }
                if *lang == Lang::En {
                    continue;
                }
                let shared = SHARED
                    .iter()
                    .find(|(l, _)| l == lang)
                    .map_or(&[][..], |(_, w)| w);
                for w in words(&text) {
                    if english.contains(&w) && !shared.contains(&w.as_str()) {
                        problems.push(format!("{lang}/{id}: English \"{w}\" in {text:?}"));
                    }
                }
            }
        }
    }
    for (lang, d) in &all {
        for id in d.messages.keys() {
            if !en.messages.contains_key(id) {
                problems.push(format!("{lang}: {id}, which English lacks"));
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
    eprintln!(
        "rendered {} messages × {} languages: {sets} argument sets, {rendered} renderings",
        en.messages.len(),
        Lang::ALL.len()
    );
}

/// The messages that name a side of a game of any kind, and the arguments that carry a side
/// (`white`/`black`, or `first`/`second` for a game without colours: ZÈRTZ). A message of
/// two sides gets one side in its first argument and the other in its second.
const SIDE_MESSAGES: &[(&str, &[&str])] = &[
    ("ai-game-started", &["me", "it"]),
    ("result-resignation", &["winner"]),
    ("result-time", &["winner"]),
    ("result-plain", &["winner"]),
    ("ending-resigned", &["loser"]),
    ("ending-time", &["loser"]),
    ("board-head", &["white_side", "black_side"]),
    ("history", &["white_side", "black_side"]),
    ("decision-place-dvonn", &["color"]),
    ("decision-place", &["color"]),
    ("decision-move", &["color"]),
    ("decision-ai-thinking", &["color"]),
    ("board-last-action", &["color"]),
    ("error-not-your-decision", &["color"]),
    ("tournament-board", &["white_side", "black_side"]),
    ("tournament-board-played", &["white_side", "black_side"]),
    ("tournament-board-forfeit", &["white_side", "black_side"]),
];

/// Every form of a term of `rules.ftl` (each case's text), lower case.
fn term_forms(lang: Lang, term: &str) -> Vec<String> {
    let path = root().join("locales").join(lang.code()).join("rules.ftl");
    let source = std::fs::read_to_string(&path).expect("rules.ftl");
    let resource = fluent_syntax::parser::parse(source.as_str()).expect("rules.ftl parses");
    for entry in &resource.body {
        let ast::Entry::Term(t) = entry else { continue };
        if t.id.name != term {
            continue;
        }
        let mut forms = Vec::new();
        for e in &t.value.elements {
            match e {
                ast::PatternElement::TextElement { value } => forms.push(value.to_string()),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        let mut text = String::new();
                        pattern_text(&v.value, &mut text);
                        forms.push(text);
                    }
                }
                ast::PatternElement::Placeable { .. } => {}
            }
        }
        return forms.iter().map(|f| f.trim().to_lowercase()).collect();
    }
    panic!("{lang}: no term -{term}");
}

/// Whether `text` holds `phrase` as whole words (any case).
fn has_phrase(text: &str, phrase: &str) -> bool {
    let text = text.to_lowercase();
    text.match_indices(phrase).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphabetic) && !after.is_some_and(char::is_alphabetic)
    })
}

/// Every message that names a side of a game says "the first player" / "the second player"
/// for a game without colours (ZÈRTZ), in every language, and never White or Black; and
/// White or Black for a game with colours, never the first or the second player.
#[test]
fn sides_are_the_first_and_the_second_player_in_a_game_without_colours() {
    use gipf_i18n::rules::side_key;
    use gipf_rules::Color;
    let mut problems = Vec::new();
    for &lang in &Lang::ALL {
        let d = disk(lang);
        let forms = |term: &str| term_forms(lang, term);
        let (white, black, first, second) = (
            forms("white"),
            forms("black"),
            forms("first"),
            forms("second"),
        );
        let term_of = |c: Color, colours: bool| match (c, colours) {
            (Color::White, true) => &white,
            (Color::Black, true) => &black,
            (Color::White, false) => &first,
            (Color::Black, false) => &second,
        };
        let has = |text: &str, forms: &[String]| forms.iter().any(|f| has_phrase(text, f));
        let check = |what: String,
                     text: &str,
                     sides: &[Color],
                     colours: bool,
                     problems: &mut Vec<String>| {
            for &c in sides {
                if !has(text, term_of(c, colours)) {
                    problems.push(format!(
                        "{lang}/{what}: no {c:?} (colours: {colours}) in {text:?}"
                    ));
                }
            }
            for c in [Color::White, Color::Black] {
                if has(text, term_of(c, !colours)) {
                    problems.push(format!(
                        "{lang}/{what}: {c:?} (colours: {}) in {text:?}",
                        !colours
                    ));
                }
            }
        };
        let render = |id: &str, set: &[(&str, String)]| {
            let (vars, keys) = d
                .messages
                .get(id)
                .unwrap_or_else(|| panic!("{lang}: no {id}"));
            let mut args = fluent_bundle::FluentArgs::new();
            for v in vars {
                let numeric = keys
                    .get(v)
                    .is_some_and(|ks| ks.iter().any(|k| is_numeric_key(k)));
                match set.iter().find(|(name, _)| name == v) {
                    Some((_, value)) => args.set(v.clone(), value.clone()),
                    None if numeric || v == "board" => args.set(v.clone(), 2),
                    None => args.set(v.clone(), "#7"),
                }
            }
            let pattern = d
                .bundle
                .get_message(id)
                .and_then(|m| m.value())
                .expect("value");
            let mut errors = Vec::new();
            let text = d
                .bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned();
            assert!(errors.is_empty(), "{lang}/{id}: {errors:?}");
            text
        };
        for colours in [false, true] {
            for (id, vars) in SIDE_MESSAGES {
                // A board's sides stand in their order; a player's (me, it) either way.
                let starts: &[Color] = if vars[0] == "white_side" {
                    &[Color::White]
                } else {
                    &[Color::White, Color::Black]
                };
                for &c in starts {
                    let sides = [c, c.other()];
                    let set: Vec<(&str, String)> = vars
                        .iter()
                        .zip(sides)
                        .map(|(v, c)| (*v, side_key(c, colours).to_string()))
                        .collect();
                    let text = render(id, &set);
                    check(
                        format!("{id} {set:?}"),
                        &text,
                        &sides[..vars.len()],
                        colours,
                        &mut problems,
                    );
                }
            }
            for c in [Color::White, Color::Black] {
                let key = side_key(c, colours);
                for outcome in [key.to_string(), format!("{key}-forfeit")] {
                    let text = render("tournament-result", &[("outcome", outcome.clone())]);
                    check(
                        format!("tournament-result {outcome}"),
                        &text,
                        &[c],
                        colours,
                        &mut problems,
                    );
                }
                let heading = gipf_i18n::rules::side(c, colours).render(lang);
                check(
                    format!("side {key}"),
                    &heading,
                    &[c],
                    colours,
                    &mut problems,
                );
                // (French heads its columns "Blancs"/"Noirs", the players of a side.)
                if !colours {
                    let col = render(&format!("web-col-{key}"), &[]);
                    check(format!("web-col-{key}"), &col, &[c], colours, &mut problems);
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
