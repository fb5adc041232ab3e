//! Escaping, and the frame every page shares (its head, style sheet and script).

use axum::response::{Html, IntoResponse, Response};
use gipf_i18n::t;

use crate::lang::Reader;

/// Text made safe inside HTML elements and quoted attributes; control and bidirectional
/// override characters are dropped (they could flip or hide what follows).
pub(crate) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control()
                || ('\u{202a}'..='\u{202e}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c) => {}
            c => out.push(c),
        }
    }
    out
}

/// Text made safe as one segment of a URL path (percent-encoding all but the unreserved
/// characters); the result needs no HTML escaping.
pub(crate) fn url_part(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A whole page in the reader's language: `title` (escaped here) and `body` (already HTML);
/// the `<body>` carries `attributes` (already escaped) for the script.
pub(crate) fn page(r: &Reader, title: &str, body: &str, attributes: &str) -> Response {
    let lang = r.lang;
    let html = format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta name=\"color-scheme\" content=\"light dark\">\
<title>{title} · gipfbot</title><link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\
<link rel=\"stylesheet\" href=\"/static/style.css\"></head>\
<body{attributes}><header><a href=\"/\">gipfbot</a><nav><a href=\"/leaderboard\">{board}</a><a href=\"/puzzles\">{puzzles}</a>\
<button type=\"button\" id=\"theme\" aria-label=\"{theme}\" title=\"{theme}\">◐</button></nav></header>\
<main>{body}</main><footer><nav class=\"langs\" aria-label=\"{language}\">{links}</nav></footer>\
<script src=\"/static/app.js\"></script></body></html>\n",
        code = lang.code(),
        title = esc(title),
        board = esc(&t!(lang, "web-nav-leaderboard")),
        puzzles = esc(&t!(lang, "web-puzzles-link")),
        theme = esc(&t!(lang, "web-theme-switch")),
        language = esc(&t!(lang, "web-language")),
        links = r.language_links(),
    );
    r.finish(Html(html).into_response())
}

/// `text` escaped, with its `code` spans (a command to type) shown as `<code>`.
pub(crate) fn esc_code(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(&esc(part));
            out.push_str("</code>");
        } else {
            out.push_str(&esc(part));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_tricks_come_out_as_text() {
        assert_eq!(
            esc("<script>alert(\"x\")</script> & 'co'"),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"
        );
        assert_eq!(esc("a\u{202e}b\u{0}c\n"), "abc");
        assert_eq!(url_part("@ann:example.org"), "%40ann%3Aexample.org");
        assert_eq!(url_part("a/b c\"é"), "a%2Fb%20c%22%C3%A9");
        assert_eq!(
            esc_code("type `puzzle <x>` & go"),
            "type <code>puzzle &lt;x&gt;</code> &amp; go"
        );
    }
}
