//! `help` (generated from the command table) and `rules`.

use std::fmt::Write as _;

use gipf_rules::Variant;

use crate::command::{CommandSpec, COMMANDS};

/// Where the full rules are.
pub const RULES_URL: &str = "http://www.gipf.com/gipf/rules/rules.html";

/// `help` and `help <command>`; `intro` (how commands are written on the platform) comes
/// before the list.
pub fn help(topic: Option<&str>, intro: &str) -> String {
    if let Some(t) = topic {
        let t = gipf_rules::excerpt(t.trim_start_matches('/')).to_ascii_lowercase();
        return match CommandSpec::find(&t) {
            Some(c) => format!("`{}`: {}.", c.usage, c.summary),
            None => format!("I do not know `{t}`: `help` lists the commands."),
        };
    }
    let mut s = String::from("**GIPF bot**: play GIPF against a friend or the AI.\n");
    for c in COMMANDS {
        let _ = writeln!(s, "`{}`: {}", c.usage, c.summary);
    }
    s.push_str("A game is named `#12`; when you have one game here, you can leave the id out.");
    if intro.is_empty() {
        s
    } else {
        format!("{intro}\n{s}")
    }
}

/// `rules [variant]`.
pub fn rules(v: Option<Variant>) -> String {
    let common = "Players push pieces from their reserve onto the board from a dot, along a line, \
shifting the pieces in front. Four or more pieces of one colour in a line form a row: its owner \
takes the row and every piece touching it in that line off the board; his own pieces go back to \
his reserve, the opponent's are captured.";
    let end = match v.unwrap_or(Variant::Standard) {
        Variant::Basic => "**Basic**: 12 pieces each, 3 on the board at the start. You lose when you must push and your reserve is empty.",
        Variant::Standard => "**Standard**: 15 pieces each, with 3 GIPF pieces (double pieces) on the board at the start. You lose when you have no GIPF piece left on the board, or must push with an empty reserve. You may leave a row of only GIPF pieces.",
        Variant::Tournament => "**Tournament**: 18 pieces each, the board starts empty; bring in GIPF pieces (`Gb1-b2`) before your first single. You lose with no GIPF piece on the board or an empty reserve when you must push.",
    };
    format!("{common}\n{end}\nFull rules: {RULES_URL}")
}
