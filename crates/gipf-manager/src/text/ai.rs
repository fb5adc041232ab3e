//! The AI's names and levels.

use gipf_engine::Level;
use gipf_i18n::{msg, t, Lang, Msg, Value};
use gipf_store::{GameId, Player, PlayerKind, RatingRow};

/// The AI player's display name as stored (once, so in English): what identifies it; texts
/// show [`shown_name`] instead.
pub fn ai_name(level: Level) -> String {
    t!(Lang::En, "ai-name", level = level.to_string())
}

/// A player's name as texts and images show it: the AI's in the reader's language (`KI
/// (Anfänger)`), rendered with the message it goes into.
pub fn shown_name(p: &Player) -> Value {
    match p.kind {
        PlayerKind::Ai(level) => msg!("ai-name", level = level.to_string()).into(),
        PlayerKind::Human => p.display_name.as_str().into(),
    }
}

/// [`shown_name`] in `lang`, on its own.
pub fn shown_name_in(lang: Lang, p: &Player) -> String {
    match shown_name(p) {
        Value::Msg(m) => m.render(lang),
        Value::Text(s) => s,
        Value::Number(n) => n.to_string(),
    }
}

/// A game against the AI begins.
pub fn ai_game_started(
    kind: gipf_games::GameKind,
    id: GameId,
    level: Level,
    me_white: bool,
) -> Msg {
    let (me, it) = if me_white {
        (gipf_rules::Color::White, gipf_rules::Color::Black)
    } else {
        (gipf_rules::Color::Black, gipf_rules::Color::White)
    };
    msg!(
        "ai-game-started",
        id = id.to_string(),
        me = super::side_word(kind, me),
        level = level.to_string(),
        it = super::side_word(kind, it)
    )
}

pub(crate) fn describe(level: Level) -> Msg {
    Msg::new(match level {
        Level::Beginner => "level-beginner",
        Level::Casual => "level-casual",
        Level::Intermediate => "level-intermediate",
        Level::Strong => "level-strong",
        Level::Master => "level-master",
    })
}

/// `levels`: each level, its description, and its rating in each game it has played (the
/// pool of that game it played most).
pub fn levels(lang: Lang, rows: &[(Level, Vec<RatingRow>)], default: Level) -> String {
    let mut lines = vec![t!(lang, "levels-title")];
    for (level, ratings) in rows {
        let rating = if ratings.is_empty() {
            t!(lang, "levels-unrated")
        } else {
            ratings
                .iter()
                .map(|r| {
                    t!(
                        lang,
                        "levels-rated",
                        rating = r.rating.round() as i64,
                        variant = r.pool.to_string(),
                        games = r.games
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        lines.push(t!(
            lang,
            "levels-line",
            level = level.to_string(),
            default = yes(*level == default),
            description = describe(*level),
            rating = rating
        ));
    }
    lines.join("\n")
}

/// A `[yes]` / `[no]` selector's value.
pub(crate) fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}
