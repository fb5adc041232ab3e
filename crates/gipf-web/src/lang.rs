//! The reader's language: `?lang=` (remembered in a cookie, which the script keeps in
//! localStorage too), else the browser's `Accept-Language`, else the page's own default (a
//! community's language for its leaderboard), else English.

use std::convert::Infallible;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::Response;
use gipf_i18n::Lang;

use crate::html::esc;

/// The cookie that remembers a language chosen with `?lang=`.
pub(crate) const COOKIE: &str = "gipf-lang";

/// Who reads a page: the language asked for, and where the page is (for the language links).
#[derive(Clone, Debug)]
pub(crate) struct Reader {
    /// The language the page is written in.
    pub(crate) lang: Lang,
    /// `?lang=` of this request (then the answer sets the cookie).
    asked: Option<Lang>,
    /// The cookie's or `?lang=`'s choice.
    chosen: Option<Lang>,
    /// The best of `Accept-Language`.
    browser: Option<Lang>,
    /// The path and the query without `lang`, for links to this page in another language.
    here: String,
}

impl Reader {
    pub(crate) fn from_parts(parts: &Parts) -> Reader {
        let query = parts.uri.query().unwrap_or("");
        let asked = query_lang(query);
        let chosen = asked.or_else(|| cookie_lang(&parts.headers));
        let browser = parts
            .headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(accept_language);
        let rest: Vec<&str> = query
            .split('&')
            .filter(|p| !p.is_empty() && !p.starts_with("lang="))
            .collect();
        let mut here = parts.uri.path().to_string();
        here.push('?');
        for p in rest {
            here.push_str(p);
            here.push('&');
        }
        Reader {
            lang: chosen.or(browser).unwrap_or_default(),
            asked,
            chosen,
            browser,
            here,
        }
    }

    /// The same reader where the page's own default (a room's language) comes before
    /// English, though after what the reader asked for.
    pub(crate) fn defaulting_to(mut self, fallback: Option<Lang>) -> Reader {
        self.lang = self
            .chosen
            .or(self.browser)
            .or(fallback)
            .unwrap_or_default();
        self
    }

    /// Links to this page in every language (the current one marked).
    pub(crate) fn language_links(&self) -> String {
        let mut s = String::new();
        for l in Lang::ALL {
            let cur = if l == self.lang {
                " aria-current=\"true\""
            } else {
                ""
            };
            s.push_str(&format!(
                "<a href=\"{}lang={}\" hreflang=\"{l}\" lang=\"{l}\"{cur}>{}</a>",
                esc(&self.here),
                l.code(),
                l.native_name()
            ));
        }
        s
    }

    /// Headers every page gets: the cookie when `?lang=` chose, and what the page depends on.
    pub(crate) fn finish(&self, mut r: Response) -> Response {
        let h = r.headers_mut();
        if let Some(l) = self.asked {
            if let Ok(v) = HeaderValue::from_str(&format!(
                "{COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
                l.code()
            )) {
                h.insert(header::SET_COOKIE, v);
            }
        }
        h.insert(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        );
        r
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Reader {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Reader, Infallible> {
        Ok(Reader::from_parts(parts))
    }
}

/// `lang=xx` in a query string (the first one that names a language gipfbot speaks).
fn query_lang(query: &str) -> Option<Lang> {
    query
        .split('&')
        .filter_map(|p| p.strip_prefix("lang="))
        .find_map(Lang::from_locale)
}

fn cookie_lang(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().strip_prefix(COOKIE)?.strip_prefix('='))
        .find_map(Lang::from_locale)
}

/// The most wanted language of an `Accept-Language` header that gipfbot speaks
/// (`cs-CZ,cs;q=0.9,en;q=0.8`); `q=0` means "not this one".
pub(crate) fn accept_language(header: &str) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for item in header.split(',').take(32) {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let q = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .find_map(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        // NaN too is "not this one".
        if q.is_nan() || q <= 0.0 {
            continue;
        }
        if let Some(l) = Lang::from_locale(tag) {
            // The first of equal weights wins, as the browser listed them.
            if best.is_none_or(|(b, _)| q > b) {
                best = Some((q, l));
            }
        }
    }
    best.map(|(_, l)| l)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browsers_headers_read() {
        assert_eq!(accept_language("cs-CZ,cs;q=0.9,en;q=0.8"), Some(Lang::Cs));
        assert_eq!(accept_language("pt-BR, de;q=0.5, fr;q=0.7"), Some(Lang::Fr));
        assert_eq!(accept_language("ru;q=0, nl;q=0.1"), Some(Lang::Nl));
        assert_eq!(accept_language("*"), None);
        assert_eq!(accept_language(";;q=x,,"), None);
        assert_eq!(accept_language(""), None);
        assert_eq!(query_lang("ply=3&lang=de"), Some(Lang::De));
        assert_eq!(query_lang("lang=xx&lang=nl"), Some(Lang::Nl));
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("a=b; gipf-lang=ru; c"),
        );
        assert_eq!(cookie_lang(&h), Some(Lang::Ru));
    }
}
