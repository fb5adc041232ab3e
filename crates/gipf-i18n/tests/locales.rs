//! Every language says everything English says, with the same arguments; every message the
//! code names exists; plural forms follow each language's rules.

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
