//! A step's buttons and menus: the same as a game's (the entry dots, then a dot's
//! directions; a loaded piece, then its targets; the numbered removals), with ids of their
//! own, `ln:<player>:<version>:d:<dot>`, `…:u:<spot>`, `…:a:<action>`, that name the learner's progress as it was when they were offered: a
//! click on an old step is recognised. Whose lesson it is, is the clicker's own: a click
//! by someone else answers nothing of the shower's.

use std::fmt;
use std::str::FromStr;

use gipf_i18n::{msg, Lang};
use gipf_store::Player;

use super::AtStep;
use crate::choice::{decision_choices_by, opened_menu, ChoiceGroup, ChoiceWhat};
use crate::fail::{user, R};
use crate::reply::Reply;
use crate::Manager;

const PREFIX: &str = "ln:";

/// What a lesson's button names.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct LearnButton {
    pub player: i64,
    /// The progress's version when it was offered.
    pub version: i64,
    /// A dot, a loaded piece, or an action.
    pub what: ChoiceWhat,
}

impl fmt::Display for LearnButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (p, v) = (self.player, self.version);
        match &self.what {
            ChoiceWhat::Dot(d) => write!(f, "{PREFIX}{p}:{v}:d:{d}"),
            ChoiceWhat::Piece(s) => write!(f, "{PREFIX}{p}:{v}:u:{s}"),
            ChoiceWhat::Play(x) => write!(f, "{PREFIX}{p}:{v}:a:{x}"),
            // A lesson offers nothing else.
            _ => write!(f, "{PREFIX}{p}:{v}:-"),
        }
    }
}

impl FromStr for LearnButton {
    type Err = ();

    fn from_str(s: &str) -> Result<LearnButton, ()> {
        let rest = s.strip_prefix(PREFIX).ok_or(())?;
        let mut parts = rest.splitn(4, ':');
        let mut number = || {
            parts
                .next()
                .and_then(|a| a.parse::<i64>().ok())
                .filter(|&a| a > 0)
        };
        let (player, version) = (number().ok_or(())?, number().ok_or(())?);
        let what = match (parts.next(), parts.next()) {
            (Some("d"), Some(d)) if !d.is_empty() => ChoiceWhat::Dot(d.into()),
            (Some("u"), Some(s)) if !s.is_empty() => ChoiceWhat::Piece(s.into()),
            (Some("a"), Some(x)) if !x.is_empty() => ChoiceWhat::Play(x.into()),
            _ => return Err(()),
        };
        Ok(LearnButton {
            player,
            version,
            what,
        })
    }
}

/// The choices of the decision where the learner stands.
pub(super) fn choices(lang: Lang, at: &AtStep) -> Vec<ChoiceGroup> {
    let (player, version) = (at.learner.player_id.0, at.learner.version);
    decision_choices_by(lang, &at.position, &|what| {
        LearnButton {
            player,
            version,
            what,
        }
        .to_string()
    })
}

impl Manager {
    /// A click on a lesson's button: a dot's directions or a loaded piece's targets (to the
    /// clicker alone), or the answer.
    pub(crate) async fn learn_button(
        &self,
        me: &Player,
        button: LearnButton,
        lang: Lang,
    ) -> R<Reply> {
        if button.player != me.id.0 {
            return user(msg!("error-learn-not-yours"));
        }
        let known = self.inner.store.learner(me.id).await?;
        let Some(at) = known.clone().and_then(AtStep::of) else {
            return user(msg!("error-learn-none"));
        };
        if at.learner.version != button.version {
            return user(msg!("error-learn-answered"));
        }
        let (player, version) = (button.player, button.version);
        let id = |what| {
            LearnButton {
                player,
                version,
                what,
            }
            .to_string()
        };
        if let ChoiceWhat::Play(action) = &button.what {
            return self.learn_answer(me, known, action, lang).await;
        }
        let Some((markdown, group)) = opened_menu(lang, &at.position, &button.what, &id) else {
            return user(msg!("error-learn-answered"));
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
            ChoiceWhat::Piece("c3".into()),
            ChoiceWhat::Play("xc3,d4,e5,f5".into()),
        ] {
            let b = LearnButton {
                player: 4,
                version: 3,
                what,
            };
            assert_eq!(b.to_string().parse(), Ok(b));
        }
        for other in [
            "pz:1:2:a:b1-b2",
            "ln:0:1:a:b1-b2",
            "ln:1:x:a:b1",
            "ln:1:2:z:b1",
            "ln:1:2:a:",
            "ln:",
        ] {
            assert_eq!(other.parse::<LearnButton>(), Err(()), "{other}");
        }
    }
}
