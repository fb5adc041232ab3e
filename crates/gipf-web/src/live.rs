//! The live streams (server-sent events): one game's, or several games' and tournaments' on
//! one connection that a browser's tabs share (`/live?games=a,t-b`, held by the tab they
//! elect), and how many are open (for `/metrics`).

use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use futures_util::stream::{self, Stream, StreamExt};
use gipf_manager::{Manager, Slug, Watched};
use serde::Deserialize;
use tokio::sync::broadcast::error::RecvError;

use crate::game::view;
use crate::lang::Reader;
use crate::unavailable;

type Events = std::pin::Pin<Box<dyn Stream<Item = Result<Event, Infallible>> + Send>>;

/// How many live streams are open (for `/metrics`: what a browser's tabs cost the site).
#[derive(Clone, Debug, Default)]
pub(crate) struct Streams(Arc<AtomicUsize>);

impl Streams {
    pub(crate) fn open(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

/// Counts a stream while it lives.
struct Open(Streams);

impl Open {
    fn new(s: &Streams) -> Open {
        s.0.fetch_add(1, Ordering::Relaxed);
        Open(s.clone())
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        self.0 .0.fetch_sub(1, Ordering::Relaxed);
    }
}

fn sse(streams: &Streams, events: Events) -> Response {
    let open = Open::new(streams);
    let events = events.map(move |e| {
        let _counted = &open;
        e
    });
    Sse::new(events)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

/// One event per change of the game (`data` is its new version), the current version
/// first; a watcher that fell behind gets the newest version only.
pub(crate) async fn live(
    State(m): State<Manager>,
    Extension(streams): Extension<Streams>,
    r: Reader,
    Path(slug): Path<String>,
) -> Response {
    // Subscribed before the version is read: a change between the two is then heard, not lost.
    let changes = m.changes();
    let v = match view(&m, &r, &slug).await {
        Ok(v) => v,
        Err(resp) => return resp,
    };
    let game = v.id;
    let first = Some(v.version);
    sse(
        &streams,
        Box::pin(stream::unfold(
            (changes, first),
            move |(mut rx, first)| async move {
                if let Some(version) = first {
                    return Some((
                        Ok(Event::default().event("change").data(version.to_string())),
                        (rx, None),
                    ));
                }
                loop {
                    match rx.recv().await {
                        Ok(c) if c.what == Watched::Game(game) => {
                            let e = Event::default().event("change").data(c.version.to_string());
                            return Some((Ok(e), (rx, None)));
                        }
                        Ok(_) => {}
                        // Fell behind: the script fetches the state anyway.
                        Err(RecvError::Lagged(_)) => {
                            let e = Event::default().event("change").data("?");
                            return Some((Ok(e), (rx, None)));
                        }
                        Err(RecvError::Closed) => return None,
                    }
                }
            },
        )),
    )
}

/// `?games=a,b,t-c`: the games (and `t-` tournaments) a browser's open pages show.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Games {
    games: Option<String>,
}

/// At most this many games on one stream (a browser with more tabs has a few more streams).
const MAX_GAMES: usize = 64;

/// Several games on one stream, for all the tabs of a browser (a browser opens at most six
/// connections to a site): `data` is `<slug> <version>` (`t-<slug> <version>` for a
/// tournament), each one's current version first, then one per change; `* ?` when the
/// stream fell behind (every page fetches its state). Addresses of nothing are left out.
pub(crate) async fn live_many(
    State(m): State<Manager>,
    Extension(streams): Extension<Streams>,
    r: Reader,
    Query(q): Query<Games>,
) -> Response {
    // Subscribed before the versions are read: a change between the two is then heard.
    let changes = m.changes();
    // Games by their slug; tournaments as `t-<slug>`.
    let mut watched: Vec<(Watched, String, i64)> = Vec::new();
    for entry in q.games.as_deref().unwrap_or("").split(',').take(MAX_GAMES) {
        let entry = entry.trim();
        let (tournament, slug) = match entry.strip_prefix("t-") {
            Some(rest) => (true, rest),
            None => (false, entry),
        };
        let Ok(slug) = slug.parse::<Slug>() else {
            continue;
        };
        let found = if tournament {
            match m.store().tournament_by_slug(&slug).await {
                Ok(t) => t.map(|t| (Watched::Tournament(t.id), t.version)),
                Err(e) => return unavailable(&r, &e),
            }
        } else {
            match m.store().game_by_slug(&slug).await {
                Ok(g) => g.map(|g| (Watched::Game(g.id), g.version)),
                Err(e) => return unavailable(&r, &e),
            }
        };
        if let Some((what, version)) = found {
            if !watched.iter().any(|(w, _, _)| *w == what) {
                watched.push((what, entry.to_string(), version));
            }
        }
    }
    let first: Vec<Event> = watched
        .iter()
        .map(|(_, name, version)| {
            Event::default()
                .event("change")
                .data(format!("{name} {version}"))
        })
        .collect();
    let names: Vec<(Watched, String)> = watched
        .into_iter()
        .map(|(what, name, _)| (what, name))
        .collect();
    sse(
        &streams,
        Box::pin(stream::unfold(
            (changes, first, names),
            move |(mut rx, mut first, names)| async move {
                if !first.is_empty() {
                    let e = first.remove(0);
                    return Some((Ok(e), (rx, first, names)));
                }
                loop {
                    match rx.recv().await {
                        Ok(c) => {
                            if let Some((_, slug)) = names.iter().find(|(w, _)| *w == c.what) {
                                let e = Event::default()
                                    .event("change")
                                    .data(format!("{slug} {}", c.version));
                                return Some((Ok(e), (rx, first, names)));
                            }
                        }
                        Err(RecvError::Lagged(_)) => {
                            let e = Event::default().event("change").data("* ?");
                            return Some((Ok(e), (rx, first, names)));
                        }
                        Err(RecvError::Closed) => return None,
                    }
                }
            },
        )),
    )
}
