//! What the chat says of a challenge: the question at stage `c`, whose decision it is, the
//! die's outcome, and the refusals. Words in `locales/*/combining.ftl`.

use gipf_games::{AnyVariant, GameKind};
use gipf_i18n::rules::color_key as color;
use gipf_i18n::{msg, t, Lang, Msg};
use gipf_rules::{Action, Color, Kind, Position, Record, Stage, Trial, TrialComment};
use gipf_store::{GameRow, Player};

use super::{kind_of_use, namesake, trial_variant, SubGame};
use crate::text::{shown_name, side_word};

/// The game a sub-game is played as, by name: `ZÈRTZ`, `TZAAR`, or basic GIPF in words.
pub(crate) fn game_name(variant: AnyVariant) -> Msg {
    let name = match variant.kind() {
        GameKind::Gipf => "basic",
        other => other.name(),
    };
    msg!("contest-game-name", game = name)
}

/// The game that would decide a challenge of `pending` today.
fn trial_game_name(pending: Action) -> Msg {
    game_name(trial_variant(kind_of_use(pending)))
}

/// `rules challenges`' lines on the `game` trial: the namesake rule, and which kinds basic
/// GIPF decides while their games are not hosted.
pub(crate) fn rules_game(lang: Lang) -> Vec<String> {
    let mut lines = vec![t!(lang, "rules-challenges-game")];
    let waiting: Vec<&str> = Kind::ALL
        .into_iter()
        .filter(|&k| namesake(k).is_none())
        .map(Kind::name)
        .collect();
    if !waiting.is_empty() {
        lines.push(t!(
            lang,
            "rules-challenges-game-fallback",
            kinds = waiting.join(", ")
        ));
    }
    lines
}

/// The potential a use names, as players read it (`ZÈRTZ`, `TAMSK`).
fn kind_name(a: Action) -> &'static str {
    match a {
        Action::Use { kind, .. } => kind.name(),
        _ => gipf_rules::Kind::Tamsk.name(),
    }
}

/// Stage `c`, while the use waits: who wants to use what, and the question to the
/// challenger with his attempts and the trial; stage `r` of an `agreed` trial: what both
/// players are to do. `None` elsewhere, or when the AI decides (it needs no question).
pub(crate) fn ask(
    lang: Lang,
    p: &Position,
    row: &GameRow,
    players: [&Player; 2],
) -> Option<String> {
    let (pending, user, c) = (p.pending_use()?, p.user()?, p.challenges()?);
    if p.stage() == Stage::Referee && c.trial() == Trial::Agreed {
        return Some(t!(
            lang,
            "contest-agreed-ask",
            challenger = shown_name(players[user.other().index()]),
            pending = pending.to_string()
        ));
    }
    if p.stage() != Stage::Challenge {
        return None;
    }
    let challenger = user.other();
    if players[challenger.index()].is_ai() {
        return None;
    }
    let attempts = row
        .variant
        .challenges()
        .map_or(c.attempts_left(challenger), |r| r.attempts());
    Some(t!(
        lang,
        "contest-ask",
        user_color = color(user),
        user = shown_name(players[user.index()]),
        kind = kind_name(pending),
        pending = pending.to_string(),
        challenger = shown_name(players[challenger.index()]),
        left = c.attempts_left(challenger),
        attempts = attempts,
        trial = c.trial().word(),
        game = trial_game_name(pending)
    ))
}

/// Whose decision it is at stage `c` or `r` (the board's line).
pub(crate) fn decision(lang: Lang, p: &Position, players: [&Player; 2]) -> Option<String> {
    let (pending, user, c) = (p.pending_use()?, p.user()?, p.challenges()?);
    Some(match p.stage() {
        Stage::Challenge => {
            let challenger = user.other();
            t!(
                lang,
                "contest-decision",
                color = color(challenger),
                user_color = color(user),
                pending = pending.to_string(),
                white_left = c.attempts_left(Color::White),
                black_left = c.attempts_left(Color::Black),
                trial = c.trial().word(),
                game = trial_game_name(pending),
                name = shown_name(players[challenger.index()])
            )
        }
        _ if c.trial() == Trial::Agreed => t!(
            lang,
            "contest-agreed-waiting",
            white = shown_name(players[0]),
            black = shown_name(players[1])
        ),
        _ => t!(
            lang,
            "contest-waiting",
            user_color = color(user),
            pending = pending.to_string()
        ),
    })
}

/// What the last decision did when it was a challenge's end: the die's outcome, the reports'
/// or the sub-game's (`decided_by`, when its result was played) (and, when the use failed,
/// what the user lost), or the use allowed. `None` otherwise.
pub(crate) fn last_decision(
    lang: Lang,
    record: &Record,
    players: [&Player; 2],
    decided_by: Option<&SubGame>,
) -> Option<String> {
    let n = record.actions().len();
    let last = *record.actions().last()?;
    // The position in which the challenger decided (stage c).
    let at_c = |back: usize| record.positions().nth(n.checked_sub(back)?);
    match last {
        Action::Allow => {
            let p = at_c(1)?;
            let pending = p.pending_use()?;
            let challenger = p.challenger()?;
            Some(t!(
                lang,
                "contest-allowed",
                challenger = shown_name(players[challenger.index()]),
                pending = pending.to_string()
            ))
        }
        Action::Won | Action::Lost => {
            // The position at stage r, which names the use and its user.
            let at_r = at_c(1)?;
            let (pending, user) = (at_r.pending_use()?, at_r.user()?);
            let challenger = user.other();
            let left = record
                .current()
                .challenges()
                .map_or(0, |c| c.attempts_left(challenger));
            let stands = if last == Action::Lost {
                "fails"
            } else {
                "stands"
            };
            let mut line = match record.trial_comment(n - 1) {
                Some(TrialComment::Die { white, black }) => t!(
                    lang,
                    "contest-die",
                    challenger = shown_name(players[challenger.index()]),
                    pending = pending.to_string(),
                    left = left,
                    white = white,
                    black = black,
                    outcome = if last == Action::Won && white == black {
                        "tie"
                    } else {
                        stands
                    },
                    user_color = color(user)
                ),
                Some(TrialComment::Agreed(r)) => t!(
                    lang,
                    "contest-agreed-result",
                    user_color = color(user),
                    result = r.word(),
                    pending = pending.to_string(),
                    outcome = stands
                ),
                Some(TrialComment::Game { id }) => {
                    // The sub-game as created (its result tells a draw from a win); the
                    // game the kind names today if it cannot be read.
                    let sub = decided_by.filter(|g| u64::try_from(g.id.0) == Ok(id));
                    let variant =
                        sub.map_or_else(|| trial_variant(kind_of_use(pending)), |g| g.variant);
                    let drawn = sub.and_then(|g| g.result) == Some(None);
                    t!(
                        lang,
                        "contest-game-result",
                        sub = format!("#{id}"),
                        game = game_name(variant),
                        side = side_word(variant.kind(), Color::White),
                        user_color = color(user),
                        pending = pending.to_string(),
                        outcome = if drawn { "drawn" } else { stands }
                    )
                }
                // An outcome without a comment: the reports' time ran out.
                None => t!(
                    lang,
                    "contest-agreed-time-up",
                    pending = pending.to_string()
                ),
            };
            if last == Action::Lost {
                let lost = match pending {
                    Action::Use { kind, from, .. } => t!(
                        lang,
                        "contest-lost-use",
                        user_color = color(user),
                        kind = kind.name(),
                        spot = from.to_string(),
                        user = shown_name(players[user.index()])
                    ),
                    _ => t!(lang, "contest-lost-tamsk", user_color = color(user)),
                };
                line = format!("{line} {lost}");
            }
            Some(line)
        }
        _ => None,
    }
}

/// The line of a game that waits for its sub-game (which game decides, who plays it as
/// what, what it decides; and when basic GIPF stands in for a game not hosted yet, that it
/// does), or of the sub-game itself (which game's challenge it decides).
pub(crate) fn sub_game_line(lang: Lang, live: &crate::game::Live) -> Option<String> {
    if let Some(main) = live.row.trial_of {
        return Some(t!(
            lang,
            "contest-sub-game",
            main = main.to_string(),
            side = side_word(live.kind(), Color::White)
        ));
    }
    let sub = live
        .trial_game
        .filter(|_| super::waits_for_game_trial(live))?;
    let p = live.gipf()?;
    let (pending, user) = (p.pending_use()?, p.user()?);
    let kind = kind_of_use(pending);
    let line = t!(
        lang,
        "contest-game-ask",
        challenger = shown_name(live.player(user.other())),
        pending = pending.to_string(),
        sub = sub.id.to_string(),
        game = game_name(sub.variant),
        side = side_word(sub.variant.kind(), Color::White),
        user = shown_name(live.player(user)),
        main = live.row.id.to_string()
    );
    // Basic GIPF standing in for a namesake not hosted yet (not a sub-game made before
    // its namesake was).
    if sub.variant.kind() == GameKind::Gipf && namesake(kind).is_none() {
        let fallback = t!(lang, "contest-game-fallback", kind = kind.name());
        return Some(format!("{line} {fallback}"));
    }
    Some(line)
}

/// The user himself answering at stage `c`.
pub(crate) fn not_yours(p: &Position, challenger: &Player) -> Option<Msg> {
    Some(msg!(
        "contest-not-yours",
        color = color(p.challenger()?),
        name = shown_name(challenger),
        pending = p.pending_use()?.to_string()
    ))
}

/// Anyone's decision at stage `r`.
pub(crate) fn trial_pending(p: &Position) -> Msg {
    msg!(
        "contest-trial-pending",
        pending = p.pending_use().map(|a| a.to_string()).unwrap_or_default()
    )
}
