//! DVONN's choices (COMMANDS.md: "a placement: choose a free space; a move: choose a stack,
//! then its target"): the free spaces as menus, the movable stacks as a menu, and a
//! stack's targets as buttons once it is chosen. Ids are [`crate::choice::ChoiceId`]s like
//! GIPF's, so they survive restarts and a stale click is recognised.

use gipf_dvonn::{Action, Phase, Position};
use gipf_i18n::{t, Lang};

use crate::choice::{menus, Choice, ChoiceGroup, ChoiceKind, ChoiceWhat, MakeId};

/// The decider's choices: the free spaces while placing, the movable stacks after.
pub(crate) fn decision_choices(p: &Position, id: MakeId<'_>) -> Vec<ChoiceGroup> {
    let legal = gipf_game::Game::legal_actions(p);
    match p.phase() {
        Phase::Placement => {
            let spaces: Vec<Choice> = legal
                .iter()
                .map(|a| Choice {
                    id: id(ChoiceWhat::Play(a.to_string())),
                    label: a.to_string(),
                })
                .collect();
            menus(ChoiceKind::Spaces, spaces)
        }
        _ => {
            let mut stacks = Vec::new();
            for a in &legal {
                if let Action::Move { from, .. } = *a {
                    if !stacks.contains(&from) {
                        stacks.push(from);
                    }
                }
            }
            // The label says the height: how far the stack goes.
            let choices = stacks
                .into_iter()
                .map(|s| Choice {
                    id: id(ChoiceWhat::Stack(s.to_string())),
                    label: format!("{s} ({})", p.stack(s).map_or(1, |st| st.height)),
                })
                .collect();
            menus(ChoiceKind::Stacks, choices)
        }
    }
}

/// The targets of the stack on `space`, and the line that asks for one; `None` when it
/// cannot move now.
pub(crate) fn opened_menu(
    lang: Lang,
    p: &Position,
    space: &str,
    id: MakeId<'_>,
) -> Option<(String, ChoiceGroup)> {
    let choices: Vec<Choice> = gipf_game::Game::legal_actions(p)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { from, to } if from.to_string().eq_ignore_ascii_case(space) => {
                Some(Choice {
                    id: id(ChoiceWhat::Play(a.to_string())),
                    label: to.to_string(),
                })
            }
            _ => None,
        })
        .collect();
    (!choices.is_empty()).then(|| {
        (
            t!(
                lang,
                "pick-stack-target",
                space = space.to_ascii_lowercase()
            ),
            ChoiceGroup {
                kind: ChoiceKind::Targets,
                choices,
            },
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::ChoiceId;
    use gipf_store::GameId;

    fn make(what: ChoiceWhat) -> String {
        ChoiceId {
            game: GameId(7),
            ply: 3,
            what,
        }
        .to_string()
    }

    #[test]
    fn placements_fill_two_menus_and_a_stack_opens_its_targets() {
        let start = Position::start();
        let groups = decision_choices(&start, &make);
        assert_eq!(groups.len(), 2, "49 free spaces: 25 and 24");
        assert_eq!(groups[0].choices.len() + groups[1].choices.len(), 49);
        assert!(groups.iter().all(|g| g.kind == ChoiceKind::Spaces));
        let first: ChoiceId = groups[0].choices[0].id.parse().expect("an id");
        assert_eq!(first.what, ChoiceWhat::Play("a1".into()));
        // A full board: White to move, each movable stack once; each opens its targets.
        let mut p = start;
        while p.phase() == Phase::Placement {
            let a = gipf_game::Game::legal_actions(&p)[0];
            gipf_game::Game::play(&mut p, a).expect("legal");
        }
        let groups = decision_choices(&p, &make);
        assert!(groups.iter().all(|g| g.kind == ChoiceKind::Stacks));
        let stack: ChoiceId = groups[0].choices[0].id.parse().expect("an id");
        let ChoiceWhat::Stack(space) = stack.what else {
            panic!("a stack: {stack:?}");
        };
        let (ask, targets) = opened_menu(Lang::En, &p, &space, &make).expect("targets");
        assert!(ask.contains(&space), "{ask}");
        assert!(!targets.choices.is_empty());
        for c in targets.choices {
            let id: ChoiceId = c.id.parse().expect("an id");
            let ChoiceWhat::Play(a) = id.what else {
                panic!("a move")
            };
            let mut q = p;
            q.play_text(&a).expect("a legal move");
        }
        assert!(opened_menu(Lang::En, &p, "zz9", &make).is_none());
    }
}
