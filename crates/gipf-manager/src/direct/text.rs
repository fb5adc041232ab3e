//! What notices by direct message say: the `notify` answers, the message itself, and the
//! room's post when one could not be delivered.

use gipf_i18n::{t, Lang};
use gipf_store::{GameId, Notify, NotifyState, Player};

use crate::text::{shown_name, time_left};

/// Where a player's notices go, as `notify` answers.
pub(crate) fn notify_now(lang: Lang, state: NotifyState, batch_ms: i64) -> String {
    // The batch window as configured: in whole minutes when it is some, else in seconds
    // up to ten minutes.
    let seconds = (batch_ms / 1000).max(1);
    let (unit, n) = if seconds % 60 == 0 || seconds >= 600 {
        ("minutes", seconds / 60)
    } else {
        ("seconds", seconds)
    };
    match (state.chosen.unwrap_or_default(), state.dm_closed) {
        (Notify::Dm, true) => t!(lang, "notify-dm-closed"),
        (Notify::Dm, false) => t!(lang, "notify-dm", unit = unit, n = n),
        (Notify::Mention, _) => t!(lang, "notify-mention"),
        (Notify::Off, _) => t!(lang, "notify-off"),
    }
}

/// One game waiting for the player, as his message lists it.
pub(crate) struct Waiting<'a> {
    pub(crate) id: GameId,
    pub(crate) opponent: &'a Player,
    /// Time left for his decision, if it is timed.
    pub(crate) left_ms: Option<i64>,
    /// Its place on the platform (the thread), and its web page.
    pub(crate) links: Vec<String>,
}

fn line(lang: Lang, w: &Waiting<'_>) -> String {
    let mut s = match w.left_ms {
        Some(ms) => t!(
            lang,
            "direct-game-left",
            id = w.id.to_string(),
            opponent = shown_name(w.opponent),
            left = time_left(ms)
        ),
        None => t!(
            lang,
            "direct-game",
            id = w.id.to_string(),
            opponent = shown_name(w.opponent)
        ),
    };
    for l in &w.links {
        s.push_str(" · ");
        s.push_str(l);
    }
    s
}

/// The direct message: the games waiting for him, the first one's board below.
pub(crate) fn message(lang: Lang, games: &[Waiting<'_>]) -> String {
    match games {
        [one] => format!("{}\n{}", t!(lang, "direct-your-turn"), line(lang, one)),
        many => {
            let mut s = t!(lang, "direct-your-turn-many", n = many.len());
            for w in many {
                s.push_str("\n• ");
                s.push_str(&line(lang, w));
            }
            s
        }
    }
}

/// The room's post that mentions him instead, and why (once: with the first game).
pub(crate) fn closed(lang: Lang, id: GameId, who: &Player) -> String {
    t!(
        lang,
        "direct-closed",
        name = shown_name(who),
        id = id.to_string()
    )
}
