//! Choices: the buttons and menus of a reply, their ids (plain text that survives a restart
//! and names the game and ply it was offered at), and the choices of a decision.
//!
//! One topic over ~625 lines: the kinds, the restart-proof ids and the dispatch to each game's
//! own choices module; GIPF's choices stay here.

use gipf_i18n::{t, Lang};
use std::fmt;
use std::str::FromStr;

use gipf_rules::{Action, AgreedResult, Position, Stage};
use gipf_store::GameId;

/// A row of buttons or a menu.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChoiceGroup {
    /// What the choices are.
    pub kind: ChoiceKind,
    /// The choices, in order.
    pub choices: Vec<Choice>,
}

/// What a group of choices offers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ChoiceKind {
    /// The entry dots with a legal push (up to 24: one select menu).
    Dots,
    /// The directions (and GIPF/single/loaded piece) of the chosen dot.
    Directions,
    /// Potentials: the turn owner's loaded pieces that can use their potential (a menu).
    Uses,
    /// Potentials: where the chosen loaded piece's potential can go.
    Targets,
    /// Potentials: keep the TAMSK piece on e5 (its owner's button, even in the other's
    /// turn; the TAMSK pushes are offered as dots and directions).
    Keep,
    /// The removal options, numbered as in the image; and `done` when allowed.
    Removals,
    /// Accept or decline a challenge.
    Challenge,
    /// Challenges option, stage `c`: challenge or allow the opponent's use (the
    /// challenger's buttons).
    Contest,
    /// After a game: rematch.
    AfterGame,
    /// Accept or decline a takeback.
    Takeback,
    /// Claim a win on time, or wait.
    Claim,
    /// Confirm or cancel a push shown as a preview.
    Confirm,
    /// Under a tournament's announcement: join and leave (`tournament/buttons.rs`).
    Tournament,
    /// Under the puzzle of the day: solve it (`puzzle/daily.rs`).
    Puzzle,
    /// DVONN: the free spaces to place on (a menu of at most 25; several when more).
    Spaces,
    /// DVONN: the decider's movable stacks (a menu); a stack's targets are [`Targets`].
    ///
    /// [`Targets`]: ChoiceKind::Targets
    Stacks,
    /// TZAAR's placement: the types the decider still has to place (buttons); a type's
    /// empty spaces are [`Spaces`].
    ///
    /// [`Spaces`]: ChoiceKind::Spaces
    Types,
    /// TZAAR: `pass`, the turn's second action left out; YINSH: `pass` when no ring can
    /// move (a button).
    Pass,
    /// YINSH: the decider's rings (buttons): to move one (its landing points are
    /// [`Landings`]) or to remove one after a row.
    ///
    /// [`Landings`]: ChoiceKind::Landings
    Rings,
    /// YINSH: where the chosen ring can go (menus of at most 25).
    Landings,
    /// ZÈRTZ: the colours the decider may place (buttons); a colour's vacant rings are
    /// [`Spaces`].
    ///
    /// [`Spaces`]: ChoiceKind::Spaces
    Marbles,
    /// ZÈRTZ: the free rings to take away after a placement (menus of at most 25).
    FreeRings,
    /// ZÈRTZ: the marbles that can start a compulsory capture (a menu); a marble's
    /// sequences are [`Chains`].
    ///
    /// [`Chains`]: ChoiceKind::Chains
    Jumpers,
    /// ZÈRTZ: the whole capture sequences of the chosen marble (buttons, a menu when many).
    Chains,
    /// PÜNCT: the shapes and orientations the decider may place (menus); one chosen opens
    /// its [`Columns`].
    ///
    /// [`Columns`]: ChoiceKind::Columns
    Orientations,
    /// PÜNCT: the columns where the chosen orientation fits (a menu); one chosen opens its
    /// points as [`Spaces`].
    ///
    /// [`Spaces`]: ChoiceKind::Spaces
    Columns,
    /// PÜNCT: the decider's pieces that can move (a menu); one chosen opens where its PÜNCT
    /// may go as [`Landings`].
    ///
    /// [`Landings`]: ChoiceKind::Landings
    Pieces,
    /// PÜNCT: the orientations the moved piece can lie in at its target (buttons).
    Rotations,
}

/// One button or menu entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice {
    /// What the adapter sends back as [`crate::Command::Choose`] (≤ 100 characters).
    pub id: String,
    pub label: String,
}

/// A button of a game at a ply, labelled with message `label`.
pub(crate) fn game_button(
    lang: Lang,
    game: GameId,
    ply: i64,
    what: ChoiceWhat,
    label: &'static str,
) -> Choice {
    Choice {
        id: ChoiceId { game, ply, what }.to_string(),
        label: t!(lang, label),
    }
}

/// What a choice id names: the game and ply it was made for, and what it does. Ids survive
/// restarts (nothing about them is kept in memory), and a stale one is recognised as such.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChoiceId {
    pub game: GameId,
    /// The decision number the choice was offered at.
    pub ply: i64,
    /// What it does.
    pub what: ChoiceWhat,
}

/// The action of a [`ChoiceId`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ChoiceWhat {
    /// Show the directions of a dot.
    Dot(String),
    /// Show where the potential of the loaded piece on this spot can go.
    Piece(String),
    /// DVONN: show where the stack on this space can move.
    Stack(String),
    /// Play an action (canonical notation).
    Play(String),
    /// Accept the challenge.
    Accept,
    /// Decline the challenge.
    Decline,
    /// Offer a rematch.
    Rematch,
    /// Accept the takeback asked.
    TakebackAccept,
    /// Decline the takeback asked.
    TakebackDecline,
    /// Claim the win on time.
    Claim,
    /// Play a push shown as a preview (see `cmd/confirm.rs`).
    Confirm(String),
    /// Drop the push shown as a preview.
    CancelPush,
    /// Wait for the late player instead.
    Wait,
    /// Challenges option, `agreed` trial: report the outside game's result (`win`, `draw`,
    /// `loss`, from the clicker's side).
    Report(AgreedResult),
}

impl fmt::Display for ChoiceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (g, p) = (self.game.0, self.ply);
        match &self.what {
            ChoiceWhat::Dot(d) => write!(f, "gipf:{g}:{p}:d:{d}"),
            ChoiceWhat::Piece(s) => write!(f, "gipf:{g}:{p}:u:{s}"),
            ChoiceWhat::Stack(s) => write!(f, "gipf:{g}:{p}:s:{s}"),
            ChoiceWhat::Play(a) => write!(f, "gipf:{g}:{p}:a:{a}"),
            ChoiceWhat::Accept => write!(f, "gipf:{g}:{p}:accept"),
            ChoiceWhat::Decline => write!(f, "gipf:{g}:{p}:decline"),
            ChoiceWhat::Rematch => write!(f, "gipf:{g}:{p}:rematch"),
            ChoiceWhat::TakebackAccept => write!(f, "gipf:{g}:{p}:tb-accept"),
            ChoiceWhat::TakebackDecline => write!(f, "gipf:{g}:{p}:tb-decline"),
            ChoiceWhat::Claim => write!(f, "gipf:{g}:{p}:claim"),
            ChoiceWhat::Report(r) => write!(f, "gipf:{g}:{p}:r:{r}"),
            ChoiceWhat::Confirm(a) => write!(f, "gipf:{g}:{p}:c:{a}"),
            ChoiceWhat::CancelPush => write!(f, "gipf:{g}:{p}:cancel"),
            ChoiceWhat::Wait => write!(f, "gipf:{g}:{p}:wait"),
        }
    }
}

/// A choice id that is not one of ours (or was garbled).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("this button is not one of mine; use `board` to get a fresh one")]
pub struct ChoiceIdError;

impl FromStr for ChoiceId {
    type Err = ChoiceIdError;

    fn from_str(s: &str) -> Result<ChoiceId, ChoiceIdError> {
        let mut parts = s.splitn(5, ':');
        if parts.next() != Some("gipf") || s.len() > 100 {
            return Err(ChoiceIdError);
        }
        let game = parts
            .next()
            .and_then(|g| g.parse::<i64>().ok())
            .filter(|&g| g > 0)
            .ok_or(ChoiceIdError)?;
        let ply = parts
            .next()
            .and_then(|p| p.parse::<i64>().ok())
            .filter(|&p| p >= 0)
            .ok_or(ChoiceIdError)?;
        let what = match (parts.next(), parts.next()) {
            (Some("d"), Some(d)) if !d.is_empty() => ChoiceWhat::Dot(d.to_string()),
            (Some("u"), Some(s)) if !s.is_empty() => ChoiceWhat::Piece(s.to_string()),
            (Some("s"), Some(s)) if !s.is_empty() => ChoiceWhat::Stack(s.to_string()),
            (Some("a"), Some(a)) if !a.is_empty() => ChoiceWhat::Play(a.to_string()),
            (Some("accept"), None) => ChoiceWhat::Accept,
            (Some("decline"), None) => ChoiceWhat::Decline,
            (Some("tb-accept"), None) => ChoiceWhat::TakebackAccept,
            (Some("tb-decline"), None) => ChoiceWhat::TakebackDecline,
            (Some("claim"), None) => ChoiceWhat::Claim,
            (Some("r"), Some(r)) => ChoiceWhat::Report(r.parse().map_err(|_| ChoiceIdError)?),
            (Some("c"), Some(a)) if !a.is_empty() => ChoiceWhat::Confirm(a.to_string()),
            (Some("cancel"), None) => ChoiceWhat::CancelPush,
            (Some("wait"), None) => ChoiceWhat::Wait,
            (Some("rematch"), None) => ChoiceWhat::Rematch,
            _ => return Err(ChoiceIdError),
        };
        Ok(ChoiceId {
            game: GameId(game),
            ply,
            what,
        })
    }
}

/// A menu holds at most this many entries (Discord's select menus hold 25).
pub(crate) const MENU: usize = 25;

/// Choices cut into groups of `kind` of at most [`MENU`] entries (menus, on Discord).
pub(crate) fn menus(kind: ChoiceKind, choices: Vec<Choice>) -> Vec<ChoiceGroup> {
    choices
        .chunks(MENU)
        .map(|c| ChoiceGroup {
            kind,
            choices: c.to_vec(),
        })
        .collect()
}

/// Writes the id of a choice: a game's [`ChoiceId`], or another feature's own (a puzzle's).
pub(crate) type MakeId<'a> = &'a dyn Fn(ChoiceWhat) -> String;

/// The decider's choices in a game of any kind: GIPF's entry dots at a push and numbered
/// removal options otherwise; DVONN's free spaces or movable stacks.
pub(crate) fn decision_choices(
    lang: Lang,
    game: GameId,
    ply: i64,
    p: &gipf_games::AnyPosition,
) -> Vec<ChoiceGroup> {
    let id = |what| ChoiceId { game, ply, what }.to_string();
    match p {
        gipf_games::AnyPosition::Gipf(p) => decision_choices_by(lang, p, &id),
        gipf_games::AnyPosition::Dvonn(p) => crate::dvonn_choices::decision_choices(p, &id),
        gipf_games::AnyPosition::Tzaar(p) => crate::tzaar_choices::decision_choices(lang, p, &id),
        gipf_games::AnyPosition::Yinsh(p) => crate::yinsh_choices::decision_choices(p, &id),
        gipf_games::AnyPosition::Zertz(p) => crate::zertz_choices::decision_choices(lang, p, &id),
        gipf_games::AnyPosition::Punct(p) => crate::punct_choices::decision_choices(lang, p, &id),
    }
}

/// [`decision_choices`] with ids written by `id`.
pub(crate) fn decision_choices_by(lang: Lang, p: &Position, id: MakeId<'_>) -> Vec<ChoiceGroup> {
    match p.stage() {
        Stage::Push | Stage::Tamsk => {
            let legal = p.legal_actions();
            let mut dots: Vec<String> = Vec::new();
            let mut pieces: Vec<(String, gipf_rules::Kind)> = Vec::new();
            for a in &legal {
                match *a {
                    Action::Push { entry, .. }
                    | Action::PushLoaded { entry, .. }
                    | Action::Tamsk { entry } => {
                        let d = entry.dot().to_string();
                        if !dots.contains(&d) {
                            dots.push(d);
                        }
                    }
                    Action::Use { kind, from, .. } => {
                        let s = from.to_string();
                        if !pieces.iter().any(|(x, _)| *x == s) {
                            pieces.push((s, kind));
                        }
                    }
                    _ => {}
                }
            }
            let mut groups = Vec::new();
            if !dots.is_empty() {
                groups.push(ChoiceGroup {
                    kind: ChoiceKind::Dots,
                    choices: dots
                        .into_iter()
                        .map(|d| Choice {
                            id: id(ChoiceWhat::Dot(d.clone())),
                            label: d,
                        })
                        .collect(),
                });
            }
            if !pieces.is_empty() {
                groups.push(ChoiceGroup {
                    kind: ChoiceKind::Uses,
                    choices: pieces
                        .into_iter()
                        .map(|(s, kind)| Choice {
                            id: id(ChoiceWhat::Piece(s.clone())),
                            label: format!("{} {s}", kind.name()),
                        })
                        .collect(),
                });
            }
            if legal.contains(&Action::Keep) {
                groups.push(ChoiceGroup {
                    kind: ChoiceKind::Keep,
                    choices: vec![Choice {
                        id: id(ChoiceWhat::Play("keep".into())),
                        label: t!(lang, "button-keep"),
                    }],
                });
            }
            groups
        }
        // The challenger's answer; the referee's outcome is nobody's button.
        Stage::Challenge => vec![ChoiceGroup {
            kind: ChoiceKind::Contest,
            choices: [
                (Action::Challenge, "button-challenge"),
                (Action::Allow, "button-allow"),
            ]
            .into_iter()
            .map(|(a, label)| Choice {
                id: id(ChoiceWhat::Play(a.to_string())),
                label: t!(lang, label),
            })
            .collect(),
        }],
        // The `agreed` trial: both players report (the board shows them to both).
        Stage::Referee if p.challenges().map(|c| c.trial()) == Some(gipf_rules::Trial::Agreed) => {
            vec![ChoiceGroup {
                kind: ChoiceKind::Contest,
                choices: AgreedResult::ALL
                    .into_iter()
                    .map(|r| Choice {
                        id: id(ChoiceWhat::Report(r)),
                        label: t!(lang, "button-report", result = r.word()),
                    })
                    .collect(),
            }]
        }
        Stage::Referee => Vec::new(),
        Stage::MoverRemoves | Stage::OpponentRemoves | Stage::PreMover | Stage::PreOpponent => {
            let mut choices: Vec<Choice> = p
                .removal_options()
                .into_iter()
                .enumerate()
                .map(|(i, a)| Choice {
                    id: id(ChoiceWhat::Play(a.to_string())),
                    label: format!("{}. {a}", i + 1),
                })
                .collect();
            if p.legal_actions().contains(&Action::Done) {
                choices.push(Choice {
                    id: id(ChoiceWhat::Play("done".into())),
                    label: t!(lang, "button-done"),
                });
            }
            vec![ChoiceGroup {
                kind: ChoiceKind::Removals,
                choices,
            }]
        }
        Stage::Won(_) => Vec::new(),
    }
}

/// The pushes from one dot (GIPF and loaded pushes labelled; TAMSK pushes at a TAMSK
/// decision), for the second step of a push, with ids written by `id`.
pub(crate) fn direction_choices_by(
    lang: Lang,
    p: &Position,
    dot: &str,
    id: MakeId<'_>,
) -> Vec<Choice> {
    let choice = |a: Action, label: String| Choice {
        id: id(ChoiceWhat::Play(a.to_string())),
        label,
    };
    p.legal_actions()
        .into_iter()
        .filter_map(|a| {
            let (entry, label) = match a {
                Action::Push { entry, gipf: true } => {
                    (entry, t!(lang, "button-gipf-push", action = a.to_string()))
                }
                Action::PushLoaded { entry, kind } => (
                    entry,
                    t!(
                        lang,
                        "button-loaded-push",
                        action = a.to_string(),
                        kind = kind.name()
                    ),
                ),
                Action::Push { entry, .. } | Action::Tamsk { entry } => (entry, a.to_string()),
                _ => return None,
            };
            entry
                .dot()
                .to_string()
                .eq_ignore_ascii_case(dot)
                .then(|| choice(a, label))
        })
        .collect()
}

/// Where the potential of the loaded piece on `spot` can go, for the second step of a use,
/// with ids written by `id`.
pub(crate) fn target_choices_by(p: &Position, spot: &str, id: MakeId<'_>) -> Vec<Choice> {
    p.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Use { from, to, .. } if from.to_string().eq_ignore_ascii_case(spot) => {
                Some(Choice {
                    id: id(ChoiceWhat::Play(a.to_string())),
                    label: to.to_string(),
                })
            }
            _ => None,
        })
        .collect()
}

/// The menu a click on a dot or a loaded piece opens at the decision of `p` (the dot's
/// pushes, or where the piece's potential can go) and the line that asks for it; `None` when
/// the click opens nothing there. Games, puzzles and lessons open theirs the same way.
pub(crate) fn opened_menu(
    lang: Lang,
    p: &Position,
    what: &ChoiceWhat,
    id: MakeId<'_>,
) -> Option<(String, ChoiceGroup)> {
    let (ask, kind, choices) = match what {
        ChoiceWhat::Dot(dot) => (
            crate::text::pick_direction(lang, dot),
            ChoiceKind::Directions,
            direction_choices_by(lang, p, dot, id),
        ),
        ChoiceWhat::Piece(spot) => {
            let loaded = spot
                .parse::<gipf_rules::Point>()
                .ok()
                .and_then(|x| x.spot())
                .and_then(|s| p.content(s))
                .and_then(|c| c.loaded_kind())?;
            (
                crate::text::pick_target(lang, &format!("{} {spot}", loaded.name())),
                ChoiceKind::Targets,
                target_choices_by(p, spot, id),
            )
        }
        _ => return None,
    };
    (!choices.is_empty()).then_some((ask, ChoiceGroup { kind, choices }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pushes from one dot (GIPF and loaded pushes labelled; TAMSK pushes at a TAMSK
    /// decision), for the second step of a push.
    fn direction_choices(
        lang: Lang,
        game: GameId,
        ply: i64,
        p: &Position,
        dot: &str,
    ) -> Vec<Choice> {
        direction_choices_by(lang, p, dot, &|what| {
            ChoiceId { game, ply, what }.to_string()
        })
    }

    /// Where the potential of the loaded piece on `spot` can go, for the second step of a use.
    fn target_choices(game: GameId, ply: i64, p: &Position, spot: &str) -> Vec<Choice> {
        target_choices_by(p, spot, &|what| ChoiceId { game, ply, what }.to_string())
    }

    #[test]
    fn a_push_offers_each_entry_dot_once_and_its_directions() {
        let p = Position::start(gipf_rules::Variant::Standard);
        let groups = decision_choices(
            Lang::En,
            GameId(7),
            0,
            &gipf_games::AnyPosition::Gipf(p.clone()),
        );
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].kind, ChoiceKind::Dots);
        let dots: Vec<&str> = groups[0].choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(dots.len(), 24, "{dots:?}");
        assert!(dots.contains(&"b1"));
        // Every offered dot has directions, each a legal push from it, with ids for this ply.
        for c in &groups[0].choices {
            let dirs = direction_choices(Lang::En, GameId(7), 0, &p, &c.label);
            assert!(!dirs.is_empty(), "{}", c.label);
            for d in dirs {
                let id: ChoiceId = d.id.parse().expect("own id");
                assert_eq!((id.game, id.ply), (GameId(7), 0));
                let ChoiceWhat::Play(a) = id.what else {
                    panic!("{}", d.id)
                };
                assert!(p.parse_action(&a).is_ok(), "{a}");
            }
        }
        assert!(direction_choices(Lang::En, GameId(7), 0, &p, "e5").is_empty());
    }

    #[test]
    fn potentials_offer_loaded_pushes_uses_and_the_tamsk_decision() {
        let m1: Position = "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1"
            .parse()
            .unwrap();
        let groups = decision_choices(
            Lang::En,
            GameId(3),
            5,
            &gipf_games::AnyPosition::Gipf(m1.clone()),
        );
        let kinds: Vec<ChoiceKind> = groups.iter().map(|g| g.kind).collect();
        assert_eq!(kinds, [ChoiceKind::Dots, ChoiceKind::Uses]);
        let pieces: Vec<&str> = groups[1].choices.iter().map(|c| c.label.as_str()).collect();
        assert!(
            pieces.contains(&"ZÈRTZ b3") && pieces.contains(&"YINSH e7"),
            "{pieces:?}"
        );
        let dirs = direction_choices(Lang::En, GameId(3), 5, &m1, "a1");
        let labels: Vec<&str> = dirs.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["Ta1-b2 (TAMSK)", "Ya1-b2 (YINSH)", "a1-b2"]);
        let targets = target_choices(GameId(3), 5, &m1, "b3");
        let to: Vec<&str> = targets.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(to, ["e3", "g6"]);
        for c in dirs.iter().chain(&targets) {
            let ChoiceWhat::Play(a) = c.id.parse::<ChoiceId>().unwrap().what else {
                panic!("{}", c.id)
            };
            assert!(m1.parse_action(&a).is_ok(), "{a}");
        }
        // A TAMSK arrival in Black's turn: White's dots and Keep.
        let t: Position = "standard B2W/5/6/bbwwT3/6/5/B2W b t 10/9 0/0 ss -/-"
            .parse()
            .unwrap();
        let groups = decision_choices(
            Lang::En,
            GameId(3),
            6,
            &gipf_games::AnyPosition::Gipf(t.clone()),
        );
        let kinds: Vec<ChoiceKind> = groups.iter().map(|g| g.kind).collect();
        assert_eq!(kinds, [ChoiceKind::Dots, ChoiceKind::Keep]);
        let dirs = direction_choices(Lang::En, GameId(3), 6, &t, "e9");
        assert_eq!(dirs.len(), 1);
        assert_eq!(dirs[0].label, "T:e9-e8");
    }

    #[test]
    fn choice_ids_round_trip_and_stay_short() {
        for what in [
            ChoiceWhat::Dot("b1".into()),
            ChoiceWhat::Play("xc3,d4,Ge5,f5,g5,h5,i5".into()),
            ChoiceWhat::Play("Gb1-b2".into()),
            ChoiceWhat::Play("Z:c3-f5".into()),
            ChoiceWhat::Piece("c3".into()),
            ChoiceWhat::Accept,
            ChoiceWhat::Decline,
            ChoiceWhat::Rematch,
            ChoiceWhat::TakebackAccept,
            ChoiceWhat::TakebackDecline,
            ChoiceWhat::Claim,
            ChoiceWhat::Wait,
            ChoiceWhat::Confirm("Gb1-b2".into()),
            ChoiceWhat::CancelPush,
        ] {
            let id = ChoiceId {
                game: GameId(i64::MAX),
                ply: 100_000,
                what,
            };
            let text = id.to_string();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(text.parse::<ChoiceId>(), Ok(id));
        }
        for bad in [
            "",
            "gipf",
            "gipf:1:2",
            "gipf:x:2:accept",
            "gipf:1:-2:accept",
            "gipf:1:2:d:",
            "other:1:2:accept",
            "gipf:1:2:accept:x",
        ] {
            assert!(bad.parse::<ChoiceId>().is_err(), "{bad}");
        }
    }
}
