//! A puzzle's buttons and menus: the same as a game's (the entry dots, then a dot's
//! directions; the loaded pieces, then their targets; the numbered removals), with ids of
//! their own, `pz:<attempt>:<step>:d:<dot>`, `…:u:<spot>`, `…:a:<action>`, that name the
//! attempt and the step they were offered at: a click on an old step, or on someone else's
//! puzzle, is recognised.

use std::fmt;
use std::str::FromStr;

use gipf_i18n::{msg, Lang};
use gipf_store::{Player, PuzzleAttemptId};

use crate::choice::{decision_choices_by, opened_menu, ChoiceGroup, ChoiceWhat};
use crate::fail::{user, R};
use crate::reply::Reply;
use crate::Manager;

const PREFIX: &str = "pz:";

/// What a puzzle's button names.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct PuzzleButton {
    pub attempt: PuzzleAttemptId,
    /// The line's actions played when it was offered.
    pub step: usize,
    /// A dot, a loaded piece, or an action.
    pub what: ChoiceWhat,
}

impl fmt::Display for PuzzleButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, s) = (self.attempt.0, self.step);
        match &self.what {
            ChoiceWhat::Dot(d) => write!(f, "{PREFIX}{a}:{s}:d:{d}"),
            ChoiceWhat::Piece(p) => write!(f, "{PREFIX}{a}:{s}:u:{p}"),
            ChoiceWhat::Play(x) => write!(f, "{PREFIX}{a}:{s}:a:{x}"),
            // A puzzle offers nothing else.
            _ => write!(f, "{PREFIX}{a}:{s}:-"),
        }
    }
}

impl FromStr for PuzzleButton {
    type Err = ();

    fn from_str(s: &str) -> Result<PuzzleButton, ()> {
        let rest = s.strip_prefix(PREFIX).ok_or(())?;
        let mut parts = rest.splitn(4, ':');
        let attempt = parts
            .next()
            .and_then(|a| a.parse::<i64>().ok())
            .filter(|&a| a > 0)
            .ok_or(())?;
        let step = parts.next().and_then(|s| s.parse().ok()).ok_or(())?;
        let what = match (parts.next(), parts.next()) {
            (Some("d"), Some(d)) if !d.is_empty() => ChoiceWhat::Dot(d.into()),
            (Some("u"), Some(p)) if !p.is_empty() => ChoiceWhat::Piece(p.into()),
            (Some("a"), Some(x)) if !x.is_empty() => ChoiceWhat::Play(x.into()),
            _ => return Err(()),
        };
        Ok(PuzzleButton {
            attempt: PuzzleAttemptId(attempt),
            step,
            what,
        })
    }
}

/// The choices of the decision where the attempt stands.
pub(super) fn choices(lang: Lang, going: &super::Going) -> Vec<ChoiceGroup> {
    let (attempt, step) = (going.attempt.id, going.attempt.step);
    decision_choices_by(lang, &going.position, &|what| {
        PuzzleButton {
            attempt,
            step,
            what,
        }
        .to_string()
    })
}

impl Manager {
    /// A click on a puzzle's button: a dot's directions, a piece's targets (to the clicker
    /// alone), or the answer.
    pub(crate) async fn puzzle_button(
        &self,
        me: &Player,
        button: PuzzleButton,
        lang: Lang,
    ) -> R<Reply> {
        let going = self.going(me.id).await?;
        let Some(going) = going.filter(|g| g.attempt.id == button.attempt) else {
            return user(msg!("error-puzzle-not-yours"));
        };
        if self.daily_secret(going.row.id).await {
            // The puzzle of the day's answers stay the solver's.
            let mut reply = self.puzzle_button_of(me, going, button, lang).await?;
            reply.private = true;
            reply.secret = true;
            return Ok(reply);
        }
        self.puzzle_button_of(me, going, button, lang).await
    }

    async fn puzzle_button_of(
        &self,
        me: &Player,
        going: super::Going,
        button: PuzzleButton,
        lang: Lang,
    ) -> R<Reply> {
        if going.attempt.step != button.step {
            return user(msg!("error-puzzle-answered"));
        }
        let (attempt, step) = (going.attempt.id, going.attempt.step);
        let id = |what| {
            PuzzleButton {
                attempt,
                step,
                what,
            }
            .to_string()
        };
        if let ChoiceWhat::Play(action) = &button.what {
            return self.puzzle_answer(me, action, lang).await;
        }
        let Some((markdown, group)) = opened_menu(lang, &going.position, &button.what, &id) else {
            return user(msg!("error-puzzle-answered"));
        };
        Ok(Reply {
            markdown,
            choices: vec![group],
            private: true,
            ..Reply::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_read_back_and_others_are_not_ours() {
        for what in [
            ChoiceWhat::Dot("b1".into()),
            ChoiceWhat::Piece("e5".into()),
            ChoiceWhat::Play("xc3,d4,e5,f5".into()),
        ] {
            let b = PuzzleButton {
                attempt: PuzzleAttemptId(12),
                step: 3,
                what,
            };
            assert_eq!(b.to_string().parse(), Ok(b));
        }
        for other in [
            "gipf:1:2:a:b1-b2",
            "pz:0:1:a:b1-b2",
            "pz:1:x:a:b1",
            "pz:1:2:z:b1",
            "pz:1:2:a:",
            "pz:",
        ] {
            assert_eq!(other.parse::<PuzzleButton>(), Err(()), "{other}");
        }
    }
}
