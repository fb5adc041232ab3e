//! What an error message of any game quotes of what a player typed.

/// How much of what was typed an error message quotes.
pub const EXCERPT_CHARS: usize = 40;

/// What an error message quotes of what was typed: at most [`EXCERPT_CHARS`] characters,
/// without control or invisible formatting characters (which would garble a chat line), with
/// `…` where it was cut.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    for (kept, c) in text
        .trim()
        .chars()
        .filter(|c| !c.is_control() && !is_invisible_format(*c))
        .enumerate()
    {
        if kept == EXCERPT_CHARS {
            out.push('…');
            break;
        }
        out.push(c);
    }
    out
}

/// Zero-width and bidirectional formatting characters.
fn is_invisible_format(c: char) -> bool {
    matches!(c,
        '\u{061C}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_is_short_and_shows_nothing_invisible() {
        assert_eq!(excerpt("  e3\u{200B}\n "), "e3");
        let long = "x".repeat(50);
        assert_eq!(excerpt(&long).chars().count(), EXCERPT_CHARS + 1);
        assert!(excerpt(&long).ends_with('…'));
    }
}
