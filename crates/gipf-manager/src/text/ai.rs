//! The AI's names and levels.

use std::fmt::Write as _;

use gipf_engine::Level;
use gipf_store::{GameId, RatingRow};

/// The AI player's display name.
pub fn ai_name(level: Level) -> String {
    format!("AI ({level})")
}

/// A game against the AI begins.
pub fn ai_game_started(id: GameId, level: Level, me_white: bool) -> String {
    let (me, it) = if me_white {
        ("White", "Black")
    } else {
        ("Black", "White")
    };
    format!("Game **{id}**: you play {me} against the AI ({level}), which plays {it}.")
}

pub(crate) fn describe(level: Level) -> &'static str {
    match level {
        Level::Beginner => "looks one push ahead and often misjudges: a newcomer can win",
        Level::Casual => "looks one push ahead",
        Level::Intermediate => "looks two pushes ahead",
        Level::Strong => "searches deep, quickly",
        Level::Master => "the full engine, up to 2 s a decision",
    }
}

/// `levels`.
pub fn levels(rows: &[(Level, Option<RatingRow>)], default: Level) -> String {
    let mut s = String::from("**AI levels** (`ai <level>`):\n");
    for (level, r) in rows {
        let rating = match r {
            Some(r) => format!("rated {:.0} in {} ({} games)", r.rating, r.variant, r.games),
            None => "not rated yet".into(),
        };
        let d = if *level == default { " (default)" } else { "" };
        let _ = writeln!(s, "`{level}`{d}: {}; {rating}", describe(*level));
    }
    s.trim_end().to_string()
}
