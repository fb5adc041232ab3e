//! Every text the manager says, in one table (markdown: `**bold**`, `` `code` ``).

use std::fmt::Write as _;

use gipf_engine::Level;
use gipf_rules::{ActionError, Color, Event, Outcome, Position, Record, Stage, Variant, WinReason};
use gipf_store::{
    ChallengeRow, GameId, GameRow, GameStatus, Player, RatingRow, Results, StoreError,
};

use crate::command::{ColourChoice, TimeControl};

/// Where the full rules are.
pub const RULES_URL: &str = "http://www.gipf.com/gipf/rules/rules.html";

/// The commands with their usage and meaning, for `help`.
pub const HELP: [(&str, &str, &str); 17] = [
    ("help", "help [command]", "what the bot can do; details of one command"),
    ("rules", "rules [basic|standard|tournament]", "a short rules summary and a link to the full rules"),
    ("challenge", "challenge <user> [variant] [white|black|random] [time <control>]", "challenge someone (time: 3d = days per move, 10m = minutes per move, none)"),
    ("open", "open [variant] [colour] [time <control>]", "an open challenge that anyone in the room may accept"),
    ("accept", "accept [#game | user]", "accept a challenge"),
    ("decline", "decline [#game | user]", "decline a challenge"),
    ("cancel", "cancel [#game]", "withdraw your challenge"),
    ("ai", "ai [level] [variant] [colour]", "play the bot (`levels` lists the levels)"),
    ("levels", "levels", "the AI levels, each with its rating"),
    ("move", "move <action> [#game]", "play an action: a push `b1-b2` (`Gb1-b2` for a GIPF piece), a removal `xc3,d4,e5,f5` or its number in the image, or `done`; in a game's thread or the console the action alone is enough"),
    ("board", "board [#game]", "the board, whose decision it is and the position string"),
    ("resign", "resign [#game]", "give up the game"),
    ("rematch", "rematch [#game]", "a new game with the same settings and colours swapped"),
    ("games", "games", "your unfinished games and challenges"),
    ("history", "history [#game]", "the game's record in official notation"),
    ("leaderboard", "leaderboard [global] [variant]", "ratings in this room, or everywhere"),
    ("stats", "stats [user]", "rating, results per variant, head-to-head against you"),
];

/// `help` and `help <command>`.
pub fn help(topic: Option<&str>) -> String {
    if let Some(t) = topic {
        let t = t.trim().trim_start_matches('/').to_ascii_lowercase();
        return match HELP.iter().find(|(name, _, _)| *name == t) {
            Some((_, usage, what)) => format!("`{usage}`: {what}."),
            None => format!("I do not know `{t}`: `help` lists the commands."),
        };
    }
    let mut s = String::from("**GIPF bot**: play GIPF against a friend or the AI.\n");
    for (_, usage, what) in HELP {
        let _ = writeln!(s, "`{usage}`: {what}");
    }
    s.push_str("A game is named `#12`; when you have one game here, you can leave the id out.");
    s
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

/// A database problem, for the user.
pub fn store_error(e: &StoreError) -> String {
    match e {
        StoreError::Busy => "The database is busy right now; nothing was changed. Try again in a moment.".into(),
        StoreError::Conflict(id) => format!("Game {id} changed while I was working on it; nothing was changed. Look at `board {id}` and try again."),
        _ => "I cannot reach my database right now; nothing was changed. Try again later.".into(),
    }
}

/// Cannot challenge oneself.
pub const NO_SELF_CHALLENGE: &str =
    "You cannot challenge yourself: challenge someone else, or play the bot with `ai`.";
/// The AI is played with `ai`.
pub const NO_AI_CHALLENGE: &str = "To play the bot, use `ai [level]`.";
/// No game for a command without an id.
pub const NO_GAME_HERE: &str =
    "You have no game in progress here: start one with `ai` or `challenge <user>`.";
/// No challenge to answer.
pub const NO_CHALLENGE: &str = "There is no challenge for you to answer here: `games` lists yours.";
/// No challenge to cancel.
pub const NO_OWN_CHALLENGE: &str = "You have no open challenge to cancel: `games` lists yours.";
/// Answering one's own challenge.
pub const OWN_CHALLENGE: &str = "That is your own challenge: wait for an answer, or `cancel` it.";
/// Open challenges cannot be declined.
pub const OPEN_NO_DECLINE: &str =
    "An open challenge cannot be declined: ignore it, or `accept` it.";
/// Rematch without a finished game.
pub const NO_FINISHED_GAME: &str =
    "You have no finished game here to rematch: name one, as in `rematch #12`.";

/// A user nobody knows.
pub fn unknown_user(raw: &str) -> String {
    format!("I do not know {raw}: mention them, or ask them to say something to me first.")
}

/// A name several users share.
pub fn ambiguous_user(raw: &str) -> String {
    format!("Several people are called {raw}: mention the one you mean.")
}

fn id_list(ids: &[GameId]) -> String {
    ids.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A game id that names no game here.
pub fn no_such_game(id: GameId, yours: &[GameId]) -> String {
    if yours.is_empty() {
        format!("No game {id} here.")
    } else {
        format!("No game {id} here. Your games: {}.", id_list(yours))
    }
}

/// Several games fit.
pub fn which_game(ids: &[GameId]) -> String {
    format!(
        "You have several games here ({}): add the id, as in `board {}`.",
        id_list(ids),
        ids[0]
    )
}

/// Several challenges fit.
pub fn which_challenge(ids: &[GameId]) -> String {
    format!(
        "Several challenges fit ({}): add the id, as in `accept {}`.",
        id_list(ids),
        ids[0]
    )
}

/// A game whose stored record cannot be replayed.
pub fn damaged(id: GameId) -> String {
    format!("Game {id} cannot be read from my database; please tell the bot's operator.")
}

/// A stale button.
pub fn stale(id: GameId) -> String {
    format!("This board is out of date: the game has moved on. `board {id}` shows the current one.")
}

/// A repeated click.
pub fn already_played(id: GameId, notation: &str) -> String {
    format!("`{notation}` was already played in {id}.")
}

/// A finished game.
pub fn game_over_already(id: GameId, row: &GameRow) -> String {
    format!(
        "Game {id} is over: {}.",
        result(row).unwrap_or_else(|| "no result".into())
    )
}

/// A game not started.
pub fn not_started(id: GameId) -> String {
    format!("{id} is a challenge, not a game yet: it starts when it is accepted.")
}

/// A game that is not over.
pub fn not_finished(id: GameId) -> String {
    format!("Game {id} is still being played: finish it (or `resign`) before a rematch.")
}

/// A stranger acting on a game.
pub fn not_your_game(id: GameId) -> String {
    format!("You are not playing in {id}: `games` lists yours.")
}

/// Out of turn.
pub fn not_your_decision(c: Color, name: &str) -> String {
    format!("It is {c}'s decision: wait for @{name}.")
}

/// An illegal or unreadable action.
/// (The rules crate's messages start with a point or an action, which stay lower case, as in
/// COMMANDS.md's `b1-b2 is blocked: b2..b5 are full.`)
pub fn illegal(e: &ActionError) -> String {
    format!("{e}.")
}

/// How a finished game ended, e.g. `White wins: Black has no GIPF piece left`.
pub fn result(row: &GameRow) -> Option<String> {
    let winner = match row.winner.as_deref()? {
        "white" => Color::White,
        _ => Color::Black,
    };
    // Endings by the rules are worded by the rules crate.
    let by_rules = |reason| Outcome { winner, reason }.to_string();
    Some(match row.reason.as_deref() {
        Some("no_gipf") => by_rules(WinReason::NoGipfLeft),
        Some("no_reserve") => by_rules(WinReason::NoReserve),
        Some("resignation") => format!("{winner} wins by resignation"),
        Some("time") => format!("{winner} wins on time"),
        _ => format!("{winner} wins"),
    })
}

fn time_text(tc: &str) -> String {
    match tc.parse::<TimeControl>() {
        Ok(TimeControl::None) | Err(_) => "no time limit".into(),
        Ok(TimeControl::Days(1)) => "1 day per move".into(),
        Ok(TimeControl::Days(d)) => format!("{d} days per move"),
        Ok(TimeControl::Minutes(1)) => "1 minute per move".into(),
        Ok(TimeControl::Minutes(m)) => format!("{m} minutes per move"),
    }
}

/// What the last turn did, in words.
fn last_turn(record: &Record) -> Option<String> {
    let events = record.last_turn_events();
    let mut parts = Vec::new();
    for e in &events {
        match e {
            Event::Pushed {
                color,
                entry,
                gipf,
                end,
            } => parts.push(format!(
                "{color} pushed {}{}-{}{}",
                if *gipf { "G" } else { "" },
                entry.dot(),
                entry.first(),
                if *end != entry.first() {
                    format!(" (to {end})")
                } else {
                    String::new()
                }
            )),
            Event::Removed { remover, taken, .. } => {
                // In singles (a GIPF piece counts 2), as the image's panel and the
                // position string's captures count them.
                let singles = |mine: bool| -> u32 {
                    taken
                        .iter()
                        .filter(|(_, p)| (p.color == *remover) == mine)
                        .map(|(_, p)| u32::from(p.value()))
                        .sum()
                };
                let (own, other) = (singles(true), singles(false));
                let mut what = Vec::new();
                if own > 0 {
                    what.push(format!("took {own} back"));
                }
                if other > 0 {
                    what.push(format!("captured {other}"));
                }
                parts.push(format!("{remover} {}", what.join(" and ")));
            }
            Event::LeftRows { color } => parts.push(format!("{color} left the remaining rows")),
        }
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Whose decision it is, in words, with a mention.
fn decision_line(p: &Position, white: &Player, black: &Player) -> String {
    let player = |c: Color| match c {
        Color::White => white,
        Color::Black => black,
    };
    if let Some(c) = p.decider() {
        if player(c).platform == "ai" {
            return format!("**{c}** (the AI) is thinking…");
        }
    }
    let name = |c: Color| &player(c).display_name;
    match p.stage() {
        Stage::Push => format!("**{}** to push: @{}.", p.turn(), name(p.turn())),
        Stage::MoverRemoves => format!(
            "**{}** chooses which row to remove (numbers as on the board): @{}.",
            p.turn(),
            name(p.turn())
        ),
        Stage::OpponentRemoves => {
            let c = p.turn().other();
            format!(
                "**{c}** chooses which row to remove (numbers as on the board): @{}.",
                name(c)
            )
        }
        Stage::Won(_) => String::new(),
    }
}

/// The text of a board reply.
pub fn board(id: GameId, row: &GameRow, white: &Player, black: &Player, record: &Record) -> String {
    let p = record.current();
    let mut s = format!(
        "**{id}** {} · {} (White) vs {} (Black) · {}\n",
        row.variant,
        white.display_name,
        black.display_name,
        time_text(&row.time_control)
    );
    if let Some(last) = last_turn(record) {
        let _ = writeln!(s, "Last turn: {last}.");
    }
    match result(row) {
        Some(r) if row.status == GameStatus::Finished => {
            let _ = writeln!(s, "**{r}.** `rematch {id}` for another game.");
        }
        _ => {
            let _ = writeln!(s, "{}", decision_line(p, white, black));
            if !p.removal_options().is_empty() {
                for (i, a) in p.removal_options().iter().enumerate() {
                    let _ = writeln!(s, "{}. `{a}`", i + 1);
                }
            }
        }
    }
    let _ = write!(s, "Position: `{p}`");
    s
}

/// The full record.
pub fn history(id: GameId, white: &Player, black: &Player, record: &Record) -> String {
    format!(
        "**{id}** {} (White) vs {} (Black), {} decisions:\n`{}`",
        white.display_name,
        black.display_name,
        record.actions().len(),
        record.official()
    )
}

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

fn describe(level: Level) -> &'static str {
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

fn colour_text(c: ColourChoice) -> &'static str {
    match c {
        ColourChoice::White => "White",
        ColourChoice::Black => "Black",
        ColourChoice::Random => "a random colour",
    }
}

/// A challenge was made.
pub fn challenge_made(
    id: GameId,
    me: &Player,
    them: Option<&Player>,
    variant: Variant,
    colour: ColourChoice,
    time: TimeControl,
) -> String {
    let terms = format!(
        "{variant} GIPF, {} plays {}, {}",
        me.display_name,
        colour_text(colour),
        time_text(&time.to_string())
    );
    match them {
        Some(t) => format!(
            "**{id}**: {} challenges @{} to {terms}. @{}: `accept {id}` or `decline {id}`.",
            me.display_name, t.display_name, t.display_name
        ),
        None => format!(
            "**{id}**: {} opens a challenge: {terms}. Anyone here: `accept {id}`.",
            me.display_name
        ),
    }
}

/// The state of a challenge.
pub fn challenge_state(id: GameId, row: &GameRow, ch: Option<&ChallengeRow>) -> String {
    let state = match row.status {
        GameStatus::Challenge => "waiting for an answer",
        GameStatus::Declined => "declined",
        GameStatus::Cancelled => "cancelled",
        GameStatus::Expired => "expired",
        GameStatus::Active => "being played",
        GameStatus::Finished => "finished",
    };
    let open = ch.is_some_and(|c| c.challenged_id.is_none());
    format!(
        "{id}: {}challenge, {} GIPF, {}: {state}",
        if open { "open " } else { "" },
        row.variant,
        time_text(&row.time_control)
    )
}

/// A challenge that was already answered.
pub fn challenge_closed(id: GameId, status: GameStatus) -> String {
    match status {
        GameStatus::Active | GameStatus::Finished => {
            format!("{id} was already accepted: `board {id}` shows it.")
        }
        GameStatus::Declined => format!("{id} was declined."),
        GameStatus::Cancelled => format!("{id} was withdrawn."),
        GameStatus::Expired => format!("{id} expired: make a new challenge."),
        GameStatus::Challenge => format!("{id} is still open."),
    }
}

/// Someone else's challenge.
pub fn not_your_challenge(id: GameId) -> String {
    format!("Challenge {id} is not yours to answer: `games` lists yours.")
}

/// Declined.
pub fn declined(id: GameId, me: &Player, challenger: &Player) -> String {
    format!(
        "{} declined @{}'s challenge {id}.",
        me.display_name, challenger.display_name
    )
}

/// Accepted.
pub fn accepted(id: GameId, me: &Player, challenger: &Player) -> String {
    format!(
        "{} accepted @{}'s challenge: game **{id}** begins.",
        me.display_name, challenger.display_name
    )
}

/// Cancelled.
pub fn cancelled(id: GameId) -> String {
    format!("Challenge {id} withdrawn.")
}

/// Expired.
pub fn expired(id: GameId) -> String {
    format!("Challenge {id} expired without an answer.")
}

/// Half the time is gone.
pub fn reminder(id: GameId, who: &Player, ms_left: i64) -> String {
    let left = if ms_left >= 2 * 3_600_000 {
        format!("{} hours", ms_left / 3_600_000)
    } else {
        format!("{} minutes", (ms_left / 60_000).max(1))
    };
    format!(
        "@{}: your move in {id}, about {left} left before it is lost on time.",
        who.display_name
    )
}

/// A removal option's number that is not on the board.
pub fn no_such_option(n: usize, options: usize) -> String {
    match options {
        0 => format!("A number picks a removal option, and there is none now: write a push such as `b1-b2` (not {n})."),
        k => format!("There are {k} removal options, numbered 1 to {k} in the image: {n} is none of them."),
    }
}

/// A dot without a legal push.
pub fn no_push_from(dot: &str) -> String {
    format!("There is no legal push from {dot} now: pick another dot.")
}

/// Second step of a push.
pub fn pick_direction(dot: &str) -> String {
    format!("Push from {dot}: pick the direction.")
}

/// One line of `games`.
pub fn game_line(
    row: &GameRow,
    white: &Player,
    black: &Player,
    p: &Position,
    me: &Player,
) -> String {
    let whose = match p.decider() {
        Some(c) => {
            let d = if c == Color::White { white } else { black };
            if d.id == me.id {
                "**your decision**".to_string()
            } else {
                format!("{}'s decision", d.display_name)
            }
        }
        None => "over".into(),
    };
    format!(
        "{}: {} · {} vs {} · {whose}",
        row.id, row.variant, white.display_name, black.display_name
    )
}

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
