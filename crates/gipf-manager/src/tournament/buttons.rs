//! The Join and Leave buttons under a tournament's announcement: their ids (`gipft:3:join`,
//! plain text that survives a restart, as a game's choice ids do) and the group of choices
//! the announcement carries. A click is the typed `tournament join T3` (or `leave`).

use gipf_i18n::{t, Lang};
use gipf_store::TournamentId;

use super::TournamentCommand;
use crate::choice::{Choice, ChoiceGroup, ChoiceKind};

const PREFIX: &str = "gipft:";

/// The buttons of a tournament in sign-up.
pub(crate) fn signup_buttons(id: TournamentId, lang: Lang) -> ChoiceGroup {
    ChoiceGroup {
        kind: ChoiceKind::Tournament,
        choices: vec![
            Choice {
                id: format!("{PREFIX}{}:join", id.0),
                label: t!(lang, "tournament-button-join"),
            },
            Choice {
                id: format!("{PREFIX}{}:leave", id.0),
                label: t!(lang, "tournament-button-leave"),
            },
        ],
    }
}

impl TournamentCommand {
    /// The command of a tournament button's id; `None` for any other id (a game's).
    pub fn from_button(raw: &str) -> Option<TournamentCommand> {
        let (id, what) = raw.strip_prefix(PREFIX)?.split_once(':')?;
        let id = Some(TournamentId(id.parse().ok().filter(|&n: &i64| n > 0)?));
        match what {
            "join" => Some(TournamentCommand::Join(id)),
            "leave" => Some(TournamentCommand::Leave(id)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_read_back_as_their_commands() {
        let g = signup_buttons(TournamentId(3), Lang::En);
        let read: Vec<_> = g
            .choices
            .iter()
            .map(|c| TournamentCommand::from_button(&c.id))
            .collect();
        assert_eq!(
            read,
            [
                Some(TournamentCommand::Join(Some(TournamentId(3)))),
                Some(TournamentCommand::Leave(Some(TournamentId(3))))
            ]
        );
        assert_eq!(g.choices[0].label, "Join");
        for other in [
            "gipf:1:2:accept",
            "gipft:",
            "gipft:0:join",
            "gipft:x:join",
            "gipft:3:start",
            "gipft:3",
        ] {
            assert_eq!(TournamentCommand::from_button(other), None, "{other}");
        }
    }
}
