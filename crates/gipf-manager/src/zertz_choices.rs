//! ZÈRTZ's choices (issue 53: "on Discord a marble colour, then a ring, then the ring to
//! remove; a capture by its start and then its chain among the legal ones"). A placement
//! is three clicks: the colours the decider may place as buttons, then the vacant rings as
//! menus, then the free rings to take away as menus (skipped when the placement has no ring
//! to take away); a compulsory capture is two: the marbles that can start one as a menu,
//! then that marble's whole sequences. Every step but the last opens the next from the
//! action's text so far (`W`, `Wd4`, `xd1`), carried in a [`ChoiceWhat::Stack`] id, so the
//! steps survive restarts like every game's choices and a stale click is recognised.

use gipf_i18n::Lang;
use gipf_zertz::{Action, Marble, Place, Position};

use crate::choice::{menus, Choice, ChoiceGroup, ChoiceKind, ChoiceWhat, MakeId};

/// The decider's first step: the marbles that can start a capture when one is compulsory,
/// else the colours he may place.
pub(crate) fn decision_choices(lang: Lang, p: &Position, id: MakeId<'_>) -> Vec<ChoiceGroup> {
    let Some(side) = p.decider() else {
        return Vec::new();
    };
    let legal = p.legal_actions();
    let v = p.variant();
    if p.capture_possible() {
        let mut starts: Vec<Place> = Vec::new();
        for a in &legal {
            if let Action::Capture(c) = a {
                if !starts.contains(&c.start()) {
                    starts.push(c.start());
                }
            }
        }
        let choices = starts
            .into_iter()
            .map(|s| Choice {
                id: id(ChoiceWhat::Stack(format!("x{}", s.named(v)))),
                label: jumper_label(lang, p, s),
            })
            .collect();
        return menus(ChoiceKind::Jumpers, choices);
    }
    let (counts, from_pool) = p.marbles_to_place(side);
    let choices = Marble::ALL
        .into_iter()
        .filter(|m| counts[m.index()] > 0)
        .map(|m| Choice {
            id: id(ChoiceWhat::Stack(m.letter().to_string())),
            label: gipf_i18n::zertz::marble_label(m, counts[m.index()], from_pool).render(lang),
        })
        .collect();
    vec![ChoiceGroup {
        kind: ChoiceKind::Marbles,
        choices,
    }]
}

/// A marble that can start a capture: its place and colour.
fn jumper_label(lang: Lang, p: &Position, at: Place) -> String {
    let name = at.name(p.variant());
    match p.marble_at(at) {
        Some(m) => format!("{name} ({})", gipf_i18n::zertz::marble_word(m).render(lang)),
        None => name,
    }
}

/// The next step after `prefix` (the action written so far: `W`, `Wd4` or `xd1`): the
/// vacant rings for a colour, the free rings to take away after a ring, or a marble's capture
/// sequences; with the line that asks. `None` when `prefix` leads to no legal action now.
pub(crate) fn opened(
    lang: Lang,
    p: &Position,
    prefix: &str,
    id: MakeId<'_>,
) -> Option<(String, Vec<ChoiceGroup>)> {
    let v = p.variant();
    let legal = p.legal_actions();
    let prefix = prefix.trim();
    if let Some(start) = prefix.strip_prefix(['x', 'X']) {
        let start = v.parse_place(start).ok()?;
        let choices: Vec<Choice> = legal
            .iter()
            .filter(|a| matches!(a, Action::Capture(c) if c.start() == start))
            .map(|a| Choice {
                id: id(ChoiceWhat::Play(a.to_string())),
                label: a.to_string(),
            })
            .collect();
        return (!choices.is_empty()).then(|| {
            (
                gipf_i18n::zertz::pick_chain(&start.name(v)).render(lang),
                vec![ChoiceGroup {
                    kind: ChoiceKind::Chains,
                    choices,
                }],
            )
        });
    }
    let mut chars = prefix.chars();
    let marble = chars
        .next()
        .and_then(|c| Marble::from_letter(c.to_ascii_uppercase()))?;
    let ring = chars.as_str();
    let placements = legal.iter().filter_map(|a| match *a {
        Action::Place {
            marble: m,
            at,
            remove,
            ..
        } if m == marble => Some((a, at, remove)),
        _ => None,
    });
    if ring.is_empty() {
        // The vacant rings: a ring whose placements take no ring away plays at once.
        let mut rings: Vec<Choice> = Vec::new();
        let mut seen: Vec<Place> = Vec::new();
        for (a, at, remove) in placements {
            if seen.contains(&at) {
                continue;
            }
            seen.push(at);
            let what = match remove {
                None => ChoiceWhat::Play(a.to_string()),
                Some(_) => ChoiceWhat::Stack(format!("{}{}", marble.letter(), at.named(v))),
            };
            rings.push(Choice {
                id: id(what),
                label: at.name(v),
            });
        }
        return (!rings.is_empty()).then(|| {
            (
                gipf_i18n::zertz::pick_ring(marble).render(lang),
                menus(ChoiceKind::Spaces, rings),
            )
        });
    }
    let at = v.parse_place(ring).ok()?;
    let removals: Vec<Choice> = placements
        .filter(|&(_, a, _)| a == at)
        .filter_map(|(a, _, remove)| {
            remove.map(|r| Choice {
                id: id(ChoiceWhat::Play(a.to_string())),
                label: r.name(v),
            })
        })
        .collect();
    (!removals.is_empty()).then(|| {
        (
            gipf_i18n::zertz::pick_remove().render(lang),
            menus(ChoiceKind::FreeRings, removals),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::{ChoiceId, MENU};
    use gipf_store::GameId;

    fn make(what: ChoiceWhat) -> String {
        ChoiceId {
            game: GameId(7),
            ply: 3,
            what,
        }
        .to_string()
    }

    /// Every action the choices lead to, each step opened as a click opens it.
    fn played(p: &Position, groups: &[ChoiceGroup]) -> Vec<String> {
        let mut out = Vec::new();
        for c in groups.iter().flat_map(|g| &g.choices) {
            assert!(c.id.len() <= 100, "{}", c.id);
            let id: ChoiceId = c.id.parse().expect("an id");
            match id.what {
                ChoiceWhat::Play(a) => out.push(a),
                ChoiceWhat::Stack(s) => {
                    let (ask, g) = opened(Lang::En, p, &s, &make).expect("opens");
                    assert!(!ask.is_empty());
                    assert!(g.iter().all(|g| g.choices.len() <= MENU));
                    out.extend(played(p, &g));
                }
                other => panic!("unexpected {other:?}"),
            }
        }
        out
    }

    fn check(p: &Position) {
        let groups = decision_choices(Lang::En, p, &make);
        assert!(groups.iter().all(|g| g.choices.len() <= MENU), "{p}");
        let mut got = played(p, &groups);
        got.sort();
        let mut legal: Vec<String> = p.legal_actions().iter().map(ToString::to_string).collect();
        legal.sort();
        assert_eq!(got, legal, "{p}");
    }

    #[test]
    fn every_legal_action_is_reached_by_its_clicks_placements_and_captures() {
        // The start (1,944 placements in three clicks), a game's positions, and the spec's
        // positions with captures (E1, M2's two loops), an empty pool (E3, M4), no free
        // ring (E5).
        let mut p = Position::start(gipf_zertz::Variant::Zertz);
        for n in 0..40 {
            if p.decider().is_none() {
                break;
            }
            check(&p);
            let legal = p.legal_actions();
            p.play(legal[(n * 37 + 11) % legal.len()]).expect("legal");
        }
        for s in [
            "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0",
            "zertz-blitz ...w/.b..b/.bbb1./.g1w1g./..g1g1/..1w./gb.. b 2/1/1 0/1/0 0/0/2",
            "zertz61 ..gbg/.w3./bb1w2g/.1b2b../.b2w2../..g3g./..2b../.b1.../..w.. b 0/0/0 1/0/1 1/3/1",
            "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0",
            "zertz ..../...../....../..b.g../.gbb../w1.../.w.. b 0/0/0 1/4/4 3/2/3",
        ] {
            let q: Position = s.parse().expect(s);
            check(&q);
        }
        // E1: one marble starts the only capture; its sequence is one button.
        let e1: Position = "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0"
            .parse()
            .expect("E1");
        let groups = decision_choices(Lang::En, &e1, &make);
        assert_eq!(groups[0].kind, ChoiceKind::Jumpers);
        assert_eq!(groups[0].choices.len(), 1);
        let (_, chains) = opened(Lang::En, &e1, "xd1", &make).expect("d1 jumps");
        assert_eq!(chains[0].choices[0].label, "xd1Gd3Wd5");
        // Nothing opens for a marble that cannot jump, a colour the pool lacks, or junk.
        assert!(opened(Lang::En, &e1, "xd4", &make).is_none());
        assert!(
            opened(Lang::En, &e1, "W", &make).is_none(),
            "a capture is compulsory"
        );
        let m3: Position =
            "zertz48 w.w../.3../..1w1w./.g5g/b1g2g./g2b1./.b.1w/...b b 0/2/5 0/0/1 1/1/0"
                .parse()
                .expect("M3");
        assert!(
            opened(Lang::En, &m3, "W", &make).is_none(),
            "no white in the pool"
        );
        assert!(opened(Lang::En, &m3, "G", &make).is_some());
        assert!(opened(Lang::En, &m3, "Gz9", &make).is_none());
        assert!(opened(Lang::En, &m3, "", &make).is_none());
    }
}
