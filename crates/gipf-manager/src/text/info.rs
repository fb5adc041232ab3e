//! Lists: games, leaderboards, stats.

use gipf_games::AnyPool as Pool;
use gipf_i18n::{msg, t, Lang};
use gipf_store::{Player, RatingRow, Results};

use super::{shown_name, shown_name_in, yes};

/// `games`.
pub fn games(lang: Lang, lines: &[String]) -> String {
    if lines.is_empty() {
        return t!(lang, "games-none");
    }
    format!("{}\n{}", t!(lang, "games-title"), lines.join("\n"))
}

/// `leaderboard`.
pub fn leaderboard(
    lang: Lang,
    room: Option<&str>,
    v: Pool,
    rows: &[(Player, RatingRow)],
) -> String {
    let place = match room {
        Some(r) => msg!("place-room", room = r),
        None => msg!("place-everywhere"),
    };
    if rows.is_empty() {
        return t!(
            lang,
            "leaderboard-empty",
            variant = v.to_string(),
            place = place
        );
    }
    let mut lines = vec![t!(
        lang,
        "leaderboard-title",
        variant = v.to_string(),
        place = place
    )];
    for (i, (p, r)) in rows.iter().enumerate() {
        lines.push(t!(
            lang,
            "leaderboard-line",
            rank = i + 1,
            name = shown_name(p),
            rating = r.rating.round() as i64,
            games = r.games
        ));
    }
    lines.join("\n")
}

/// `stats`.
pub fn stats(
    lang: Lang,
    who: &Player,
    ratings: &[(Pool, bool, RatingRow)],
    results: &[Results],
    with_challenges: (i64, i64),
    h2h: Option<(i64, i64)>,
    provisional: f64,
) -> String {
    let mut lines = vec![format!("**{}**", shown_name_in(lang, who))];
    if ratings.is_empty() {
        lines.push(t!(lang, "stats-none"));
    }
    for (v, global, r) in ratings {
        lines.push(t!(
            lang,
            "stats-rating",
            variant = v.to_string(),
            global = yes(*global),
            rating = r.rating.round() as i64,
            provisional = yes(r.deviation > provisional),
            // Glicko-2's rating deviation (RD) itself, as the web pages show it.
            deviation = r.deviation.round() as i64,
            games = r.games
        ));
    }
    for r in results {
        lines.push(t!(
            lang,
            "stats-results",
            variant = r.pool.to_string(),
            wins = r.wins,
            losses = r.losses
        ));
        if r.draws > 0 {
            lines.push(t!(
                lang,
                "stats-draws",
                variant = r.pool.to_string(),
                draws = r.draws
            ));
        }
    }
    // Games with challenges and their sub-games: apart, in no pool (COMMANDS.md, "Ratings").
    if with_challenges != (0, 0) {
        lines.push(t!(
            lang,
            "stats-challenges",
            wins = with_challenges.0,
            losses = with_challenges.1
        ));
    }
    if let Some((w, l)) = h2h {
        lines.push(t!(
            lang,
            "stats-h2h",
            name = shown_name(who),
            wins = l,
            losses = w
        ));
    }
    lines.join("\n")
}
