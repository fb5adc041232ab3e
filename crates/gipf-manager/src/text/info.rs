//! Lists: games, leaderboards, stats.

use std::fmt::Write as _;

use gipf_rules::Variant;
use gipf_store::{Player, RatingRow, Results};

/// `games`.
pub fn games(lines: &[String]) -> String {
    if lines.is_empty() {
        return "You have no unfinished games or challenges: start one with `ai` or `challenge <user>`.".into();
    }
    format!("**Your games and challenges**\n{}", lines.join("\n"))
}

/// `leaderboard`.
pub fn leaderboard(room: Option<&str>, v: Variant, rows: &[(Player, RatingRow)]) -> String {
    let place = room.map_or("everywhere".to_string(), |r| format!("in {r}"));
    if rows.is_empty() {
        return format!(
            "No established {v} ratings {place} yet: a rating shows after a few rated games, while its player keeps playing."
        );
    }
    let mut s = format!("**{v} leaderboard {place}**\n");
    for (i, (p, r)) in rows.iter().enumerate() {
        let _ = writeln!(
            s,
            "{}. {} {:.0} ({} games)",
            i + 1,
            p.display_name,
            r.rating,
            r.games
        );
    }
    s.trim_end().to_string()
}

/// `stats`.
pub fn stats(
    who: &Player,
    ratings: &[(Variant, bool, RatingRow)],
    results: &[Results],
    h2h: Option<(i64, i64)>,
    provisional: f64,
) -> String {
    let mut s = format!("**{}**\n", who.display_name);
    if ratings.is_empty() {
        s.push_str("No rated games yet.\n");
    }
    for (v, global, r) in ratings {
        let p = if r.deviation > provisional { "?" } else { "" };
        let _ = writeln!(
            s,
            "{v} rating {}: {:.0}{p} ± {:.0} ({} games)",
            if *global { "everywhere" } else { "here" },
            r.rating,
            2.0 * r.deviation,
            r.games
        );
    }
    for r in results {
        let _ = writeln!(s, "{}: {} won, {} lost", r.variant, r.wins, r.losses);
    }
    if let Some((w, l)) = h2h {
        let _ = writeln!(s, "Against you: {} won {l}, lost {w}", who.display_name);
    }
    s.trim_end().to_string()
}
