//! PÜNCT's choices (issue 54: "on Discord a piece shape and rotation from a menu, then its
//! PÜNCT point (and a preview of the points it would cover, to the player alone, before it
//! counts), a move by the piece's point and its target, a rotation by its new orientation").
//! A placement: the shapes and orientations the decider may place as menus, then a column,
//! then the PÜNCT's point in it (211 points do not fit Discord's five menus of 25); a move:
//! the decider's movable pieces as a menu, then where the PÜNCT goes (its own point to turn
//! it), then the orientations that fit there. The last click is previewed to the player
//! alone and counts once confirmed (`cmd/confirm.rs`). Each step but the last is a
//! [`ChoiceWhat::Stack`] id holding the choice so far (`p12`, `p12:d`, `md10`,
//! `md10:d5`), so steps survive restarts like every game's choices.

use gipf_i18n::Lang;
use gipf_punct::{Action, Orientation, Point, Position};

use crate::choice::{menus, Choice, ChoiceGroup, ChoiceKind, ChoiceWhat, MakeId};

/// The decider's first step: the orientations he may place, and his movable pieces.
pub(crate) fn decision_choices(lang: Lang, p: &Position, id: MakeId<'_>) -> Vec<ChoiceGroup> {
    let Some(side) = p.decider() else {
        return Vec::new();
    };
    let legal = p.legal_actions();
    let mut orientations: Vec<Orientation> = Vec::new();
    let mut pieces: Vec<Point> = Vec::new();
    for a in &legal {
        match *a {
            Action::Place { orientation, .. } if !orientations.contains(&orientation) => {
                orientations.push(orientation);
            }
            Action::Move { from, .. } if !pieces.contains(&from) => pieces.push(from),
            _ => {}
        }
    }
    orientations.sort_by_key(|o| o.index());
    pieces.sort();
    let place = orientations
        .into_iter()
        .map(|o| Choice {
            id: id(ChoiceWhat::Stack(format!("p{}", o.index()))),
            label: format!(
                "{} · {}",
                gipf_i18n::punct::shape_label(
                    o.shape(),
                    u8::try_from(p.reserve(side, o.shape())).unwrap_or(u8::MAX)
                )
                .render(lang),
                gipf_i18n::punct::orientation_label(o).render(lang)
            ),
        })
        .collect();
    let movable = pieces
        .into_iter()
        .map(|at| Choice {
            id: id(ChoiceWhat::Stack(format!("m{at}"))),
            label: piece_label(lang, p, at),
        })
        .collect();
    let mut groups = menus(ChoiceKind::Orientations, place);
    groups.extend(menus(ChoiceKind::Pieces, movable));
    groups
}

/// A movable piece: its PÜNCT's point, its shape, and its level when it is on top of
/// others (`↑2`, as the board numbers levels).
fn piece_label(lang: Lang, p: &Position, at: Point) -> String {
    match p.top_at(at) {
        Some(piece) if piece.level > 0 => format!(
            "{at} · {} ↑{}",
            gipf_i18n::punct::shape_name(piece.shape()).render(lang),
            piece.level
        ),
        Some(piece) => format!(
            "{at} · {}",
            gipf_i18n::punct::shape_name(piece.shape()).render(lang)
        ),
        None => at.to_string(),
    }
}

/// The next step after `prefix`: the columns for an orientation (`p12`), the points of a
/// column (`p12:d`), where a piece's PÜNCT may go (`md10`), the orientations that fit there
/// (`md10:d5`); with the line that asks. `None` when `prefix` leads to no legal action now.
pub(crate) fn opened(
    lang: Lang,
    p: &Position,
    prefix: &str,
    id: MakeId<'_>,
) -> Option<(String, Vec<ChoiceGroup>)> {
    let legal = p.legal_actions();
    let prefix = prefix.trim();
    let (head, rest) = match prefix.split_once(':') {
        Some((h, r)) => (h, Some(r)),
        None => (prefix, None),
    };
    if let Some(k) = head.strip_prefix('p') {
        let o = Orientation::from_index(k.parse().ok()?)?;
        let places = legal.iter().filter_map(|a| match *a {
            Action::Place { orientation, punct } if orientation == o => Some((a, punct)),
            _ => None,
        });
        let Some(column) = rest else {
            let mut columns: Vec<char> = Vec::new();
            for (_, at) in places {
                let c = column_of(at);
                if !columns.contains(&c) {
                    columns.push(c);
                }
            }
            columns.sort_unstable();
            let choices: Vec<Choice> = columns
                .into_iter()
                .map(|c| Choice {
                    id: id(ChoiceWhat::Stack(format!("p{k}:{c}"))),
                    label: c.to_string(),
                })
                .collect();
            return (!choices.is_empty()).then(|| {
                (
                    gipf_i18n::punct::pick_column().render(lang),
                    menus(ChoiceKind::Columns, choices),
                )
            });
        };
        let column = column.chars().next()?.to_ascii_lowercase();
        let mut points: Vec<(Point, String)> = places
            .filter(|&(_, at)| column_of(at) == column)
            .map(|(a, at)| (at, a.to_string()))
            .collect();
        points.sort();
        let choices: Vec<Choice> = points
            .into_iter()
            .map(|(at, action)| Choice {
                id: id(ChoiceWhat::Play(action)),
                label: at.to_string(),
            })
            .collect();
        return (!choices.is_empty()).then(|| {
            (
                gipf_i18n::punct::pick_point(&column.to_string()).render(lang),
                menus(ChoiceKind::Spaces, choices),
            )
        });
    }
    let from: Point = head.strip_prefix('m')?.parse().ok()?;
    let moves = legal.iter().filter_map(|a| match *a {
        Action::Move {
            from: f,
            orientation,
            to,
        } if f == from => Some((a, orientation, to)),
        _ => None,
    });
    let Some(to) = rest else {
        let mut targets: Vec<Point> = Vec::new();
        for (_, _, to) in moves {
            if !targets.contains(&to) {
                targets.push(to);
            }
        }
        targets.sort();
        let choices: Vec<Choice> = targets
            .into_iter()
            .map(|to| Choice {
                id: id(ChoiceWhat::Stack(format!("m{from}:{to}"))),
                // Its own point: turned in place.
                label: if to == from {
                    format!("{to} ↻")
                } else {
                    to.to_string()
                },
            })
            .collect();
        return (!choices.is_empty()).then(|| {
            (
                gipf_i18n::punct::pick_target(from).render(lang),
                menus(ChoiceKind::Landings, choices),
            )
        });
    };
    let to: Point = to.parse().ok()?;
    let choices: Vec<Choice> = moves
        .filter(|&(_, _, t)| t == to)
        .map(|(a, o, _)| Choice {
            id: id(ChoiceWhat::Play(a.to_string())),
            label: gipf_i18n::punct::orientation_label(o).render(lang),
        })
        .collect();
    (!choices.is_empty()).then(|| {
        (
            gipf_i18n::punct::pick_rotation().render(lang),
            vec![ChoiceGroup {
                kind: ChoiceKind::Rotations,
                choices,
            }],
        )
    })
}

/// A point's column letter.
fn column_of(p: Point) -> char {
    p.to_string().chars().next().unwrap_or('a')
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
            assert!(c.label.chars().count() <= 100, "{}", c.label);
            let id: ChoiceId = c.id.parse().expect("an id");
            match id.what {
                ChoiceWhat::Play(a) => out.push(a),
                ChoiceWhat::Stack(s) => {
                    let (ask, g) = opened(Lang::En, p, &s, &make).expect("opens");
                    assert!(!ask.is_empty());
                    // Discord: five rows, each a menu of at most 25 (or five buttons).
                    assert!(g.len() <= 5 && g.iter().all(|g| g.choices.len() <= MENU));
                    out.extend(played(p, &g));
                }
                other => panic!("unexpected {other:?}"),
            }
        }
        out
    }

    fn check(p: &Position) {
        let groups = decision_choices(Lang::En, p, &make);
        assert!(groups.len() <= 5, "{} rows", groups.len());
        let mut got = played(p, &groups);
        got.sort();
        let mut legal: Vec<String> = p.legal_actions().iter().map(ToString::to_string).collect();
        legal.sort();
        assert_eq!(got, legal, "{p}");
    }

    #[test]
    fn every_legal_action_is_reached_by_its_clicks() {
        // The start (4,986 placements), P1 (jumping on top), P2 (bridges, level 1), P5
        // (five levels, covered pieces), and a few actions of a game.
        let mut p = Position::start();
        check(&p);
        for s in [
            "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8;wTm7,m8,n8 w 0",
            "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4",
            "punct wSb2,b3,b4;wTc1,b1,c2;bAd6,d5,e7;wAe12,f12,g13;wTf10,e9,e10;wTh13,h14,i14;wAj6,j5,k7;bAk15,l16,l17;bTk16,j15,j16;wTm9,l9,m10;wAm14,n13,n14;bAo9,m8,n8;bTp13,p12,q13;wSq16,q14,q15/wAc1,b1,b2;bSd5,b3,c4;wSe12,e10,e11;wSh14,f12,g13;bAj15,i14,j16;bAk15,k16,l17;bAm8,l9,m9;wAn13,m14,n14/wAf12,e12,g13;bSl17,j15,k16/bSl17,j15,k16/bSl17,j15,k16 w 11",
        ] {
            let q: Position = s.parse().expect(s);
            check(&q);
        }
        for n in 0..6 {
            let legal = p.legal_actions();
            p.play(legal[(n * 977 + 13) % legal.len()]).expect("legal");
            check(&p);
        }
        let start = Position::start();
        assert!(opened(Lang::En, &start, "p99", &make).is_none());
        assert!(
            opened(Lang::En, &start, "md10", &make).is_none(),
            "no piece there"
        );
        assert!(opened(Lang::En, &start, "zz", &make).is_none());
    }
}
