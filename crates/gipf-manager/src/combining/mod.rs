//! The challenges option in the service (COMBINING.md; COMMANDS.md, "Challenges"): which
//! trials a game may be started with, the referee's outcome played at once for the `die`
//! trial (rolled here, stored with the challenge in one transaction: see `cmd/play.rs`), and
//! what the chat says at stages `c` and `r` (`text.rs`).
//!
//! The `agreed` trial (both players report a game played elsewhere) is `agreed.rs`; the
//! `game` trial (a sub-game in the room: the game named after the potential, [`namesake`])
//! is `game.rs`, and what the AI expects of one `odds.rs`; both trials play their outcome
//! through `outcome.rs`.

mod agreed;
mod dice;
mod game;
mod odds;
mod outcome;
pub(crate) mod text;

pub(crate) use agreed::waits_for_reports;
pub(crate) use game::{trial_games, waits_for_game_trial, SubGame};
pub(crate) use odds::sub_game_odds;

use gipf_games::{AnyVariant, TzaarSetup};
use gipf_i18n::Msg;
use gipf_rules::{Action, Color, Kind, Position, Stage, Trial, TrialComment, Variant};

pub use dice::{Dice, ScriptedDice, SystemDice};

use crate::fail::{Fail, R};

/// The game named after a potential, which decides a challenge of its use with the `game`
/// trial (COMBINING.md §4): ZÈRTZ, YINSH, DVONN, PÜNCT, and TZAAR from a random start for a
/// TAMSK push ("instead of the retired TAMSK"). `None` for a kind whose game the service does
/// not host yet: basic GIPF decides it ([`trial_variant`]), and the challenge's post says so.
/// The one place that maps kinds to games: the sub-games, their words and the AI's odds
/// all follow it.
pub(crate) fn namesake(kind: Kind) -> Option<AnyVariant> {
    match kind {
        Kind::Tamsk => Some(AnyVariant::Tzaar(TzaarSetup::Random)),
        Kind::Zertz => Some(AnyVariant::Zertz(gipf_zertz::Variant::Zertz)),
        Kind::Dvonn => Some(AnyVariant::Dvonn),
        Kind::Yinsh => Some(AnyVariant::Yinsh),
        Kind::Punct => Some(AnyVariant::Punct(gipf_punct::Variant::Punct)),
    }
}

/// The variant of the sub-game that decides a challenge of a `kind` use: its namesake, or
/// basic GIPF while the service does not host that.
pub(crate) fn trial_variant(kind: Kind) -> AnyVariant {
    namesake(kind).unwrap_or(AnyVariant::from(Variant::Basic))
}

/// The kind of a use (a TAMSK push is TAMSK's).
pub(crate) fn kind_of_use(a: Action) -> Kind {
    match a {
        Action::Use { kind, .. } => kind,
        _ => Kind::Tamsk,
    }
}

/// Why a game of `variant` cannot be started (against the AI when `vs_ai`); `None` when it
/// can.
pub(crate) fn refusal(variant: gipf_games::AnyVariant, vs_ai: bool) -> Option<Msg> {
    let trial = variant.challenges()?.trial();
    match trial {
        Trial::Die => None,
        Trial::Agreed if vs_ai => Some(gipf_i18n::msg!("contest-agreed-ai")),
        Trial::Agreed | Trial::Game => None,
    }
}

/// What the referee played at once after a decision: the outcome's entry as stored
/// (`lost {die w2 b5}`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Refereed {
    pub(crate) outcome: Action,
    pub(crate) comment: TrialComment,
}

impl Refereed {
    /// The record's entry: the outcome and its trial comment.
    pub(crate) fn entry(&self) -> String {
        format!("{} {}", self.outcome, self.comment)
    }
}

/// When `next` (the position after a decision) waits for the referee and the trial is the
/// die, rolls one die for each player and plays the outcome in `next`: the user keeps his
/// use on an equal or higher roll (COMBINING.md §4). Nothing for any other position.
pub(crate) fn referee_now(next: &mut Position, dice: &dyn Dice) -> R<Option<Refereed>> {
    if next.stage() != Stage::Referee {
        return Ok(None);
    }
    let (Some(c), Some(user)) = (next.challenges(), next.user()) else {
        return Ok(None);
    };
    if c.trial() != Trial::Die {
        return Ok(None);
    }
    let no_dice = || Fail::Internal("no dice: the system's random source failed".into());
    let white = dice.roll().ok_or_else(no_dice)?;
    let black = dice.roll().ok_or_else(no_dice)?;
    let (mine, theirs) = match user {
        Color::White => (white, black),
        Color::Black => (black, white),
    };
    let outcome = if mine >= theirs {
        Action::Won
    } else {
        Action::Lost
    };
    next.play(outcome)
        .map_err(|e| Fail::Internal(format!("the referee's {outcome} is refused: {e}")))?;
    Ok(Some(Refereed {
        outcome,
        comment: TrialComment::Die { white, black },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ZERTZ: &str = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/2 -";

    fn challenged() -> Position {
        let mut p: Position = ZERTZ.parse().expect("position");
        for a in ["Z:c3-f5", "challenge"] {
            let action = p.parse_action(a).expect(a);
            p.play(action).expect(a);
        }
        assert_eq!(p.stage(), Stage::Referee);
        p
    }

    #[test]
    fn the_die_decides_at_once_and_a_tie_goes_to_the_user() {
        for (rolls, outcome) in [
            ([2, 5], Action::Lost),
            ([4, 4], Action::Won),
            ([6, 1], Action::Won),
        ] {
            let mut p = challenged();
            let r = referee_now(&mut p, &ScriptedDice::new(rolls))
                .expect("rolled")
                .expect("refereed");
            assert_eq!(r.outcome, outcome, "{rolls:?}");
            assert_eq!(
                r.entry(),
                format!("{outcome} {{die w{} b{}}}", rolls[0], rolls[1])
            );
            assert_ne!(p.stage(), Stage::Referee);
        }
    }

    #[test]
    fn no_dice_plays_nothing() {
        let mut p = challenged();
        let before = p.clone();
        assert!(referee_now(&mut p, &ScriptedDice::new([3])).is_err());
        assert_eq!(p, before);
        let mut start: Position = ZERTZ.parse().expect("position");
        assert_eq!(
            referee_now(&mut start, &ScriptedDice::new([])).ok(),
            Some(None)
        );
    }

    #[test]
    fn each_kind_is_decided_by_its_namesake_game_or_by_basic_gipf() {
        let word = |k: Kind| trial_variant(k).to_string();
        assert_eq!(word(Kind::Zertz), "zertz");
        assert_eq!(word(Kind::Yinsh), "yinsh");
        assert_eq!(word(Kind::Dvonn), "dvonn");
        assert_eq!(word(Kind::Tamsk), "tzaar");
        assert_eq!(
            trial_variant(Kind::Tamsk),
            AnyVariant::Tzaar(TzaarSetup::Random)
        );
        assert!(trial_variant(Kind::Tamsk).draws_its_start());
        // Every kind's game is hosted now: PÜNCT's standard rules decide a PÜNCT use.
        assert_eq!(
            namesake(Kind::Punct),
            Some(AnyVariant::Punct(gipf_punct::Variant::Punct))
        );
        assert_eq!(word(Kind::Punct), "punct");
        assert!(Kind::ALL.into_iter().all(|k| namesake(k).is_some()));
        for kind in Kind::ALL {
            let v = trial_variant(kind);
            assert!(v.challenges().is_none() && !v.has_potentials(), "{v}");
            match namesake(kind) {
                Some(n) if kind == Kind::Tamsk => assert_eq!(n.kind().name(), "TZAAR"),
                Some(n) => assert_eq!(n.kind().name(), kind.name()),
                None => assert_eq!(v, AnyVariant::from(Variant::Basic)),
            }
        }
    }

    #[test]
    fn every_trial_is_offered_but_agreed_against_the_ai() {
        let v = |s: &str| s.parse::<gipf_games::AnyVariant>().expect(s);
        assert!(refusal(v("ultimate+die2"), true).is_none());
        assert!(refusal(v("ultimate+agreed2"), false).is_none());
        assert!(refusal(v("ultimate+game1"), true).is_none());
        assert!(refusal(v("standard+potentials"), true).is_none());
        assert_eq!(
            refusal(v("ultimate+agreed2"), true)
                .map(|m| m.id().to_string())
                .as_deref(),
            Some("contest-agreed-ai")
        );
    }
}
