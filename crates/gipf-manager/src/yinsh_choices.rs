//! YINSH's choices (issue 52: "on Discord a ring then its target, numbered buttons for rows
//! and rings to remove"): the vacant points as menus while the rings are placed; the rings
//! that can move as buttons, a ring's landing points as menus once it is chosen; `pass` as a
//! button when no ring can move; the row options as numbered buttons (the numbers the board
//! shows); the decider's rings as buttons when one is to be removed. Ids are
//! [`crate::choice::ChoiceId`]s like every game's, so they survive restarts and a stale click
//! is recognised.

use gipf_i18n::{t, Lang};
use gipf_yinsh::{Action, Point, Position, Stage};

use crate::choice::{menus, Choice, ChoiceGroup, ChoiceKind, ChoiceWhat, MakeId};

/// The decider's choices at each stage.
pub(crate) fn decision_choices(p: &Position, id: MakeId<'_>) -> Vec<ChoiceGroup> {
    let legal = p.legal_actions();
    let play = |a: &Action, label: String| Choice {
        id: id(ChoiceWhat::Play(a.to_string())),
        label,
    };
    match p.stage() {
        Stage::Placement => menus(
            ChoiceKind::Spaces,
            legal.iter().map(|a| play(a, a.to_string())).collect(),
        ),
        Stage::Move if legal == [Action::Pass] => vec![ChoiceGroup {
            kind: ChoiceKind::Pass,
            choices: vec![play(&Action::Pass, "pass".to_string())],
        }],
        Stage::Move => {
            let mut rings: Vec<Point> = Vec::new();
            for a in &legal {
                if let Action::Move { from, .. } = *a {
                    if !rings.contains(&from) {
                        rings.push(from);
                    }
                }
            }
            vec![ChoiceGroup {
                kind: ChoiceKind::Rings,
                choices: rings
                    .into_iter()
                    .map(|r| Choice {
                        id: id(ChoiceWhat::Stack(r.to_string())),
                        label: r.to_string(),
                    })
                    .collect(),
            }]
        }
        Stage::ChooseRow | Stage::OpponentRow => vec![ChoiceGroup {
            kind: ChoiceKind::Removals,
            choices: legal
                .iter()
                .enumerate()
                .map(|(i, a)| play(a, format!("{}. {a}", i + 1)))
                .collect(),
        }],
        Stage::RemoveRing | Stage::OpponentRing => vec![ChoiceGroup {
            kind: ChoiceKind::Rings,
            choices: legal.iter().map(|a| play(a, a.to_string())).collect(),
        }],
        Stage::Over { .. } => Vec::new(),
    }
}

/// The row options the decider chooses among now, each as its five points, in the order of
/// the legal actions (the numbers of the buttons, of the board, and of a number typed:
/// `cmd/play.rs` reads `2` as the second legal action at stages `r` and `R`).
pub(crate) fn row_options(p: &Position) -> Vec<Vec<Point>> {
    p.legal_actions()
        .into_iter()
        .filter_map(|a| a.row_points().map(Vec::from))
        .collect()
}

/// Where the chosen ring can go (its landing points, as menus), and the line that asks;
/// `None` when it cannot move now.
pub(crate) fn opened_ring(
    lang: Lang,
    p: &Position,
    point: &str,
    id: MakeId<'_>,
) -> Option<(String, Vec<ChoiceGroup>)> {
    let choices: Vec<Choice> = p
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { from, to } if from.to_string().eq_ignore_ascii_case(point) => {
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
                "pick-ring-landing",
                point = point.to_ascii_lowercase()
            ),
            menus(ChoiceKind::Landings, choices),
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

    /// Every action the choices play, a ring opened where it opens.
    fn played(p: &Position, groups: &[ChoiceGroup]) -> Vec<String> {
        let mut out = Vec::new();
        for c in groups.iter().flat_map(|g| &g.choices) {
            let id: ChoiceId = c.id.parse().expect("an id");
            match id.what {
                ChoiceWhat::Play(a) => out.push(a),
                ChoiceWhat::Stack(s) => {
                    let (ask, g) = opened_ring(Lang::En, p, &s, &make).expect("opens");
                    assert!(ask.contains(&s), "{ask}");
                    assert!(g.iter().all(|g| g.choices.len() <= MENU));
                    out.extend(played(p, &g));
                }
                other => panic!("unexpected {other:?}"),
            }
        }
        out
    }

    #[test]
    fn every_legal_action_is_one_choice_away_at_every_stage() {
        // Y2 of YINSH-PERFT.md has rows to choose; the start and a game's moves the rest.
        let mut seen = std::collections::HashSet::new();
        let mut p = Position::start();
        for n in 0..60 {
            let Some(_) = p.decider() else { break };
            let groups = decision_choices(&p, &make);
            assert!(groups.iter().all(|g| g.choices.len() <= MENU), "{p}");
            let mut got = played(&p, &groups);
            got.sort();
            let mut legal: Vec<String> =
                p.legal_actions().iter().map(ToString::to_string).collect();
            legal.sort();
            assert_eq!(got, legal, "{p}");
            seen.insert(p.stage().letters());
            if matches!(p.stage(), Stage::ChooseRow | Stage::OpponentRow) {
                assert_eq!(row_options(&p).len(), legal.len());
                assert!(row_options(&p).iter().all(|r| r.len() == 5));
            }
            let legal = p.legal_actions();
            p.play(legal[(n * 7 + 3) % legal.len()]).expect("legal");
        }
        assert!(seen.contains("p") && seen.contains("m"), "{seen:?}");
        assert!(opened_ring(Lang::En, &p, "zz9", &make).is_none());
        // Y2: White's run of 7 gives three numbered options, then his ring removal.
        let mut y2: Position = "yinsh 1b1b/b1Bbw1B/1wbb2b1/2b2b2w/w2wbw1bWw/wbb1B1b2/w1WwWwbW2/1w2ww2b/wwwwwwwB/wwbbwbw/bbB1 w r 1/0"
            .parse()
            .expect("Y2");
        let groups = decision_choices(&y2, &make);
        assert_eq!(groups[0].kind, ChoiceKind::Removals);
        let labels: Vec<&str> = groups[0].choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels.len(), 3);
        assert!(labels[0].starts_with("1. x"), "{labels:?}");
        assert_eq!(row_options(&y2).len(), 3);
        let first = y2.legal_actions()[0];
        y2.play(first).expect("a row");
        let groups = decision_choices(&y2, &make);
        assert_eq!(groups[0].kind, ChoiceKind::Rings);
        assert!(groups[0].choices.iter().all(|c| c.label.starts_with('x')));
        assert_eq!(played(&y2, &groups).len(), y2.legal_actions().len());
    }
}
