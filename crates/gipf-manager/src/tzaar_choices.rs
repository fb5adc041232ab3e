//! TZAAR's choices (issue 51: "on Discord a stack then its target, and a Pass button on the
//! second action"): the stacks that can act as a menu, a stack's captures and stacking
//! moves as buttons once it is chosen, `pass` as a button of its own on the second action;
//! in the placement of `tzaar-tournament` the types left as buttons, then the empty spaces
//! as menus. Ids are [`crate::choice::ChoiceId`]s like GIPF's and DVONN's, so they survive
//! restarts and a stale click is recognised.

use gipf_i18n::{t, Lang};
use gipf_tzaar::{Action, Phase, PieceType, Position, Space};

use crate::choice::{menus, Choice, ChoiceGroup, ChoiceKind, ChoiceWhat, MakeId};

/// The decider's choices: the types left while placing; the stacks that can act (and
/// `pass` on a turn's second action) after.
pub(crate) fn decision_choices(lang: Lang, p: &Position, id: MakeId<'_>) -> Vec<ChoiceGroup> {
    let legal = p.legal_actions();
    if p.phase() == Phase::Placement {
        let side = p.turn();
        let types = PieceType::ALL
            .into_iter()
            .filter(|&k| p.unplaced(side, k) > 0)
            .map(|k| Choice {
                id: id(ChoiceWhat::Piece(k.letter().to_string())),
                label: t!(
                    lang,
                    "choice-tzaar-type",
                    kind = type_word(lang, k),
                    left = p.unplaced(side, k)
                ),
            })
            .collect();
        return vec![ChoiceGroup {
            kind: ChoiceKind::Types,
            choices: types,
        }];
    }
    let mut stacks: Vec<Space> = Vec::new();
    for a in &legal {
        if let Some(from) = from_of(*a) {
            if !stacks.contains(&from) {
                stacks.push(from);
            }
        }
    }
    // The label says the type and height: what it can capture, and how safe it is.
    let choices = stacks
        .into_iter()
        .map(|s| {
            let label = match p.stack(s) {
                Some(st) => format!("{s} ({}, {})", type_word(lang, st.kind), st.height),
                None => s.to_string(),
            };
            Choice {
                id: id(ChoiceWhat::Stack(s.to_string())),
                label,
            }
        })
        .collect();
    let mut groups = menus(ChoiceKind::Stacks, choices);
    if legal.contains(&Action::Pass) {
        groups.push(ChoiceGroup {
            kind: ChoiceKind::Pass,
            choices: vec![Choice {
                id: id(ChoiceWhat::Play(Action::Pass.to_string())),
                label: t!(lang, "button-pass"),
            }],
        });
    }
    groups
}

/// A type's name in the reader's language.
fn type_word(lang: Lang, kind: PieceType) -> String {
    gipf_i18n::tzaar::type_name(kind).render(lang)
}

/// The space a capture or stacking move starts from.
const fn from_of(a: Action) -> Option<Space> {
    match a {
        Action::Capture { from, .. } | Action::Stack { from, .. } => Some(from),
        _ => None,
    }
}

/// What a chosen stack can do (its captures and stacking moves, as buttons), and the line
/// that asks; `None` when it cannot act now.
pub(crate) fn opened_stack(
    lang: Lang,
    p: &Position,
    space: &str,
    id: MakeId<'_>,
) -> Option<(String, Vec<ChoiceGroup>)> {
    let choices: Vec<Choice> = p
        .legal_actions()
        .into_iter()
        .filter(|&a| from_of(a).is_some_and(|f| f.to_string().eq_ignore_ascii_case(space)))
        .map(|a| Choice {
            id: id(ChoiceWhat::Play(a.to_string())),
            label: a.to_string(),
        })
        .collect();
    (!choices.is_empty()).then(|| {
        (
            t!(
                lang,
                "pick-stack-target",
                space = space.to_ascii_lowercase()
            ),
            vec![ChoiceGroup {
                kind: ChoiceKind::Targets,
                choices,
            }],
        )
    })
}

/// Where a piece of the chosen type can be placed (the empty spaces, as menus), and the
/// line that asks; `None` when none of that type can be placed now.
pub(crate) fn opened_type(
    lang: Lang,
    p: &Position,
    letter: &str,
    id: MakeId<'_>,
) -> Option<(String, Vec<ChoiceGroup>)> {
    let mut letters = letter.chars();
    let kind = match (letters.next(), letters.next()) {
        (Some(c), None) => PieceType::from_letter(c.to_ascii_uppercase())?,
        _ => return None,
    };
    let spaces: Vec<Choice> = p
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Place(k, to) if k == kind => Some(Choice {
                id: id(ChoiceWhat::Play(a.to_string())),
                label: to.to_string(),
            }),
            _ => None,
        })
        .collect();
    (!spaces.is_empty()).then(|| {
        (
            t!(lang, "pick-tzaar-space", kind = type_word(lang, kind)),
            menus(ChoiceKind::Spaces, spaces),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::ChoiceId;
    use crate::choice::MENU;
    use gipf_store::GameId;

    fn make(what: ChoiceWhat) -> String {
        ChoiceId {
            game: GameId(7),
            ply: 3,
            what,
        }
        .to_string()
    }

    /// Every action a group of choices plays, opened where it opens.
    fn played(p: &Position, groups: &[ChoiceGroup]) -> Vec<String> {
        let mut out = Vec::new();
        for c in groups.iter().flat_map(|g| &g.choices) {
            let id: ChoiceId = c.id.parse().expect("an id");
            match id.what {
                ChoiceWhat::Play(a) => out.push(a),
                ChoiceWhat::Stack(s) => {
                    let (ask, g) = opened_stack(Lang::En, p, &s, &make).expect("opens");
                    assert!(ask.contains(&s), "{ask}");
                    out.extend(played(p, &g));
                }
                ChoiceWhat::Piece(k) => {
                    let (_, g) = opened_type(Lang::En, p, &k, &make).expect("opens");
                    assert!(g.iter().all(|g| g.choices.len() <= MENU));
                    out.extend(played(p, &g));
                }
                other => panic!("unexpected {other:?}"),
            }
        }
        out
    }

    #[test]
    fn every_legal_action_is_one_choice_away_and_pass_is_a_button_of_the_second_action() {
        let mut p = Position::start();
        for _ in 0..6 {
            let groups = decision_choices(Lang::En, &p, &make);
            let mut got = played(&p, &groups);
            got.sort();
            let mut legal: Vec<String> =
                p.legal_actions().iter().map(ToString::to_string).collect();
            legal.sort();
            assert_eq!(got, legal, "{p}");
            let has_pass = groups.iter().any(|g| g.kind == ChoiceKind::Pass);
            assert_eq!(has_pass, p.phase() == Phase::Second, "{p}");
            let a = p.legal_actions()[0];
            p.play(a).expect("legal");
        }
        // The placement: types first, then the spaces in menus of at most 25.
        let mut t = Position::tournament_start();
        let groups = decision_choices(Lang::En, &t, &make);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].kind, ChoiceKind::Types);
        assert_eq!(groups[0].choices.len(), 3);
        assert!(
            groups[0].choices[2].label.contains("15"),
            "{:?}",
            groups[0].choices
        );
        assert_eq!(played(&t, &groups).len(), 180);
        t.play_text("Ta1").expect("a placement");
        assert!(opened_type(Lang::En, &t, "x", &make).is_none());
        assert!(opened_type(Lang::En, &t, "TT", &make).is_none());
        assert!(opened_stack(Lang::En, &p, "zz9", &make).is_none());
    }
}
