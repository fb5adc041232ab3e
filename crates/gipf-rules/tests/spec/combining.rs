//! The challenges option against COMBINING.md: every worked example of §10, every check of
//! §9.2 with its error, the input forms of §9.3, records with trial comments (§9.5), and
//! every value of COMBINING-PERFT.md. One topic, the spec's text checked in its order; the
//! random-game properties and fuzzing are in `combining_props.rs`.

use crate::helpers::{after_all, check_perft, legal, pos};
use gipf_rules::{
    Action, ActionError, ChallengesFieldProblem, ChallengesProblem, Color, CommentProblem, Decider,
    Position, PositionError, Record, RecordError, Stage, StageProblem, Trial, TrialComment,
};

const STANDARD_DIE2: &str =
    "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -";
const ULTIMATE_DIE2: &str =
    "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 die:2/2 -";
const C1: &str = "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w p 4/4 0/0 ss T1Y1/Z1 die:2/2 -";
const C2: &str = "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w c 4/4 0/0 ss T1Y1/Z1 die:2/2 P:d5-e6";
const C3: &str =
    "standard B2wY/1w1wbD/2bTb2/wwwwT2B/1bY4/2wZ1W/3W w r 4/7 0/0 ss P1/Z1D1 game:1/0 T:a1-b2";
const ZERTZ: &str = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/-";

fn challenges_error(s: &str) -> ChallengesProblem {
    match s.parse::<Position>() {
        Err(PositionError::Challenges(c)) => c,
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn start_strings_and_with_challenges() {
    let std = gipf_rules::GameVariant::Potentials(
        gipf_rules::Variant::Standard,
        gipf_rules::Hand::of_each(3).unwrap(),
        None,
    )
    .start();
    assert_eq!(
        std.with_challenges(Trial::Die, 2).unwrap().to_string(),
        STANDARD_DIE2
    );
    assert_eq!(
        Position::ultimate()
            .with_challenges(Trial::Game, 1)
            .unwrap()
            .to_string(),
        "tournament 4/5/6/7/6/5/4 w p 21/21 0/0 nn T3Z3D3Y3P3/T3Z3D3Y3P3 game:1/1 -"
    );
    for s in [
        STANDARD_DIE2,
        ULTIMATE_DIE2,
        "tournament 4/5/6/7/6/5/4 w p 18/18 0/0 nn T6/T6 agreed:3/3 -",
        C1,
        C2,
        C3,
    ] {
        assert_eq!(pos(s).to_string(), s);
    }
    // No option without potentials, no second option, 1..=9 attempts.
    assert!(gipf_rules::Position::start(gipf_rules::Variant::Standard)
        .with_challenges(Trial::Die, 2)
        .is_none());
    assert!(pos(STANDARD_DIE2).with_challenges(Trial::Die, 2).is_none());
    assert!(std.with_challenges(Trial::Die, 0).is_none());
    assert!(std.with_challenges(Trial::Die, 10).is_none());
    // Without the option the hash is the potentials' own.
    let zertz = pos(ZERTZ);
    let with = pos(&format!("{ZERTZ} die:1/1 -"));
    assert_ne!(zertz.hash(), with.hash());
    assert_eq!(zertz.hash(), zertz.compute_hash());
}

#[test]
fn example_1_zertz_challenged() {
    let p = pos(&format!("{ZERTZ} die:1/1 -"));
    let l = legal(&p);
    assert_eq!(l.len(), 44);
    assert_eq!(
        l.iter().filter(|a| a.contains(':')).collect::<Vec<_>>(),
        ["Z:c3-c6", "Z:c3-f5"]
    );
    let c = after_all(&p, "Z:c3-f5");
    assert_eq!(
        c.to_string(),
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w c 10/10 0/0 ss -/- die:1/1 Z:c3-f5"
    );
    assert_eq!(c.decider(), Some(Color::Black));
    assert_eq!(c.decided_by(), Some(Decider::Player(Color::Black)));
    assert_eq!(legal(&c), ["allow", "challenge"]);
    assert_eq!(c.user(), Some(Color::White));
    let allowed = after_all(&c, "allow");
    assert_eq!(
        allowed.to_string(),
        "standard B3/1wwbD1/2b3/3W3/3wz2/5/B2W b p 10/10 0/0 ss -/- die:1/1 -"
    );
    let d = after_all(&allowed, "D:c5-c4");
    assert_eq!(d.stage(), Stage::Challenge);
    assert_eq!(d.decider(), Some(Color::White));
    let r = after_all(&c, "challenge");
    assert_eq!(
        r.to_string(),
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w r 10/10 0/0 ss -/- die:1/0 Z:c3-f5"
    );
    assert_eq!(r.decider(), None);
    assert_eq!(r.decided_by(), Some(Decider::Referee));
    assert!(!r.is_over());
    assert_eq!(legal(&r), ["lost", "won"]);
    assert_eq!(
        after_all(&r, "won").to_string(),
        "standard B3/1wwbD1/2b3/3W3/3wz2/5/B2W b p 10/10 0/0 ss -/- die:1/0 -"
    );
    let lost = after_all(&r, "lost");
    assert_eq!(
        lost.to_string(),
        "standard B3/1wwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:1/0 -"
    );
    let l = legal(&lost);
    assert_eq!(l.len(), 42);
    assert!(l.iter().all(|a| !a.contains(':')));
}

#[test]
fn example_2_no_attempt_left() {
    let p = pos(&format!("{ZERTZ} die:1/0 -"));
    assert_eq!(
        after_all(&p, "Z:c3-f5").to_string(),
        "standard B3/1wwbD1/2b3/3W3/3wz2/5/B2W b p 10/10 0/0 ss -/- die:1/0 -"
    );
}

#[test]
fn example_3_tamsk_own_arrival() {
    let p = pos("standard B2W/5/6/wbwwT3/6/5/B2W w t 9/10 0/0 ss -/- game:2/2 -");
    assert_eq!(p.decider(), Some(Color::White));
    assert_eq!(p.legal_actions().len(), 43);
    assert_eq!(
        after_all(&p, "keep").to_string(),
        "standard B2W/5/6/wbwwT3/6/5/B2W b p 9/10 0/0 ss -/- game:2/2 -"
    );
    let c = after_all(&p, "T:e9-e8");
    assert_eq!(
        c.to_string(),
        "standard B2W/5/6/wbwwT3/6/5/B2W w c 9/10 0/0 ss -/- game:2/2 T:e9-e8"
    );
    assert_eq!(c.decider(), Some(Color::Black));
    let r = after_all(&c, "challenge");
    assert_eq!(
        r.to_string(),
        "standard B2W/5/6/wbwwT3/6/5/B2W w r 9/10 0/0 ss -/- game:2/1 T:e9-e8"
    );
    assert_eq!(
        after_all(&r, "won").to_string(),
        "standard B2W/5/6/wbww2wt/6/5/B2W b p 9/10 0/0 ss -/- game:2/1 -"
    );
    assert_eq!(
        after_all(&r, "lost").to_string(),
        "standard B2W/5/6/wbww3/6/5/B2W b p 9/10 0/0 ss -/- game:2/1 -"
    );
}

#[test]
fn example_4_tamsk_in_the_opponents_turn() {
    let p = pos("standard B2W/5/6/bbwwT3/6/5/B2W b t 10/9 0/0 ss -/- die:1/1 -");
    assert_eq!(p.decider(), Some(Color::White));
    let c = after_all(&p, "T:e9-e8");
    assert_eq!(
        c.to_string(),
        "standard B2W/5/6/bbwwT3/6/5/B2W b c 10/9 0/0 ss -/- die:1/1 T:e9-e8"
    );
    assert_eq!(c.decider(), Some(Color::Black));
    assert_eq!(c.turn(), Color::Black);
    let r = after_all(&c, "challenge");
    assert_eq!(
        r.to_string(),
        "standard B2W/5/6/bbwwT3/6/5/B2W b r 10/9 0/0 ss -/- die:1/0 T:e9-e8"
    );
    assert_eq!(
        after_all(&r, "lost").to_string(),
        "standard B2W/5/6/bbww3/6/5/B2W w p 10/9 0/0 ss -/- die:1/0 -"
    );
}

#[test]
fn example_5_tamsk_chain() {
    let p = pos("standard B2b/3w1/3bT2/wbwwT2W/6/5/B2W w t 9/10 0/0 ss -/- die:1/1 -");
    let c = after_all(&p, "T:a5-b5");
    assert_eq!(c.stage(), Stage::Challenge);
    assert_eq!(c.decider(), Some(Color::Black));
    let t = after_all(&c, "allow");
    assert_eq!(
        t.to_string(),
        "standard B2wt/3b1/3w2/wbwbT2W/2w3/5/B2W w t 9/10 0/0 ss -/- die:1/1 -"
    );
    assert_eq!(t.decider(), Some(Color::Black));
    let c2 = after_all(&t, "T:a1-b2");
    assert_eq!(c2.stage(), Stage::Challenge);
    assert_eq!(c2.decider(), Some(Color::White));
    let lost = after_all(&c2, "challenge lost");
    // As after `keep`: no row, so White's turn ends.
    assert_eq!(lost.stage(), Stage::Push);
    assert_eq!(lost.turn(), Color::Black);
    assert_eq!(lost.challenges().unwrap().attempts_left(Color::White), 0);
    assert_eq!(lost.challenges().unwrap().attempts_left(Color::Black), 1);
    assert_eq!(
        lost.content("e5".parse::<gipf_rules::Point>().unwrap().spot().unwrap())
            .map(|c| c.to_string()),
        Some("b".to_string())
    );
    // Black challenges White's push and it stands: Black's own push is still challengeable.
    let won = after_all(&c, "challenge won");
    assert_eq!(won.stage(), Stage::Tamsk);
    assert_eq!(won.challenges().unwrap().attempts_left(Color::Black), 0);
    let c3 = after_all(&won, "T:a1-b2");
    assert_eq!(c3.stage(), Stage::Challenge);
    assert_eq!(c3.decider(), Some(Color::White));
}

#[test]
fn example_6_lost_tamsk_and_a_row() {
    let p = pos("standard B2W/5/6/wwwT4/6/5/B3 w p 10/10 0/0 ss -/- die:1/1 -");
    let t = after_all(&p, "e1-e2");
    assert_eq!(
        t.to_string(),
        "standard B2W/5/6/wwwwT3/6/5/B3 w t 9/10 0/0 ss -/- die:1/1 -"
    );
    assert_eq!(
        legal(&after_all(&t, "keep")),
        ["xe2,e3,e4", "xe2,e3,e4,Te5"]
    );
    assert_eq!(
        after_all(&t, "T:e9-e8 challenge lost").to_string(),
        "standard B2W/5/6/7/6/5/B3 b p 13/10 0/0 ss -/- die:1/0 -"
    );
}

#[test]
fn example_7_punct_conversion_challenged() {
    let p = pos("standard W3/1wP3/2B3/6b/6/5/4 w p 10/10 0/0 ss -/- die:1/1 -");
    let c = after_all(&p, "P:c3-d4");
    assert_eq!(c.stage(), Stage::Challenge);
    assert!(!c.is_over());
    assert_eq!(
        after_all(&c, "allow").to_string(),
        "standard W3/1w3/2(Bwp)3/6b/6/5/4 w w+ 10/10 0/0 ss -/- die:1/1 -"
    );
    let lost = after_all(&c, "challenge lost");
    assert_eq!(
        lost.to_string(),
        "standard W3/1w3/2B3/6b/6/5/4 w p 10/10 0/0 ss -/- die:1/0 -"
    );
    assert_eq!(lost.legal_actions().len(), 42);
}

#[test]
fn example_8_no_action_left() {
    let p = pos("standard B3/1wY3/6/6b/6/5/W3 w p 0/5 0/0 ss -/- agreed:1/1 -");
    assert_eq!(p.legal_actions().len(), 13);
    let lost = after_all(&p, "Y:c3-c6 challenge lost");
    assert_eq!(
        lost.to_string(),
        "standard B3/1w3/6/6b/6/5/W3 w b+ 0/5 0/0 ss -/- agreed:1/0 -"
    );
    assert!(lost.is_over());
    assert_eq!(lost.outcome().map(|o| o.winner), Some(Color::Black));
    let won = after_all(&p, "Y:c3-c6 challenge won");
    assert!(!won.is_over());
}

#[test]
fn example_9_second_use_challenged() {
    let p = pos("standard B3/1wZwbD1/2b3/3W3/2wY3/5/B2W w p 9/10 0/0 ss -/- die:2/2 -");
    let q = after_all(&p, "Z:c3-f5 challenge lost");
    assert_eq!(
        q.to_string(),
        "standard B3/1wwbD1/2b3/3W3/2wY3/5/B2W w p 9/10 0/0 ss -/- die:2/1 -"
    );
    let q = after_all(&q, "Y:f4-f5");
    assert_eq!(q.stage(), Stage::Challenge);
    let q = after_all(&q, "challenge lost");
    assert_eq!(
        q.to_string(),
        "standard B3/1wwbD1/2b3/3W3/2w3/5/B2W w p 9/10 0/0 ss -/- die:2/0 -"
    );
    let q = after_all(&q, "a1-b2");
    let d = after_all(&q, "D:c5-c4");
    assert_eq!(d.stage(), Stage::Challenge);
    assert_eq!(d.decider(), Some(Color::White));
}

#[test]
fn example_10_removals_kept_after_a_loss() {
    let p = pos("tournament 3b/5/wY5/WWWW3/6/5/B3 w p 6/10 0/0 gs -/- die:1/1 -");
    let before: Vec<String> = legal(&p)
        .into_iter()
        .filter(|a| !a.starts_with("Y:"))
        .collect();
    let q = after_all(&p, "Y:d2-d3 challenge lost");
    assert_eq!(
        q.to_string(),
        "tournament 3b/5/w5/WWWW3/6/5/B3 w p 6/10 0/0 gs -/- die:1/0 -"
    );
    assert_eq!(legal(&q), before);
    assert_eq!(legal(&q).iter().filter(|a| a.starts_with('x')).count(), 15);
}

#[test]
fn example_11_strings_at_c_and_r() {
    let c2 = pos(C2);
    assert_eq!(c2.decider(), Some(Color::Black));
    assert_eq!(
        after_all(&c2, "allow").to_string(),
        "standard BwZ1W/1bwD1bY/1(bwd)bPw2/W1b1(Wbpwp)wYB/1bZw1bD1/1wT1b1/B2W w m 4/4 0/0 ss T1Y1/Z1 die:2/2 -"
    );
    assert_eq!(after_all(&c2, "allow").legal_actions().len(), 8);
    assert_eq!(after_all(&c2, "challenge lost").legal_actions().len(), 134);
    let c3 = pos(C3);
    assert_eq!(c3.decided_by(), Some(Decider::Referee));
    let won = after_all(&c3, "won");
    assert_eq!(
        won.to_string(),
        "standard wt2wY/1B1wbD/2wb2/wwwbT2B/1bY1w2/2wZ1W/3W w t 4/7 0/0 ss P1/Z1D1 game:1/0 -"
    );
    assert_eq!(won.decider(), Some(Color::Black));
    assert_eq!(after_all(&won, "T:a1-b2").stage(), Stage::Challenge);
    assert_eq!(
        after_all(&c3, "lost").to_string(),
        "standard B2wY/1w1wbD/2bTb2/6B/1bY4/2wZ1W/3W b p 8/7 0/0 ss P1/Z1D1 game:1/0 -"
    );
}

#[test]
fn rejected_strings() {
    use ChallengesProblem as P;
    let z = ZERTZ.replace(" w p ", " w c ");
    assert_eq!(challenges_error(&format!("{ZERTZ} die:1/1")), P::NineFields);
    for (field, why) in [
        ("die2/2", ChallengesFieldProblem::NoColon),
        ("dice:2/2", ChallengesFieldProblem::Trial),
        ("Die:2/2", ChallengesFieldProblem::Trial),
        ("die:10/2", ChallengesFieldProblem::Count),
        ("die:02/2", ChallengesFieldProblem::Count),
        ("die:-1/2", ChallengesFieldProblem::Count),
        ("die:2", ChallengesFieldProblem::Pair),
        ("die:2/2/2", ChallengesFieldProblem::Pair),
    ] {
        assert_eq!(
            challenges_error(&format!("{ZERTZ} {field} -")),
            P::Field {
                text: field.to_string(),
                why
            },
            "{field}"
        );
    }
    assert_eq!(
        challenges_error(&format!("{ZERTZ} die:1/1 Z:c3-f5")),
        P::PendingOutsideStage(Stage::Push)
    );
    assert_eq!(
        challenges_error("standard B3/1wwbD1/2b3/3W3/6/5/B2W w b+ 0/10 0/0 ss -/- die:1/1 Z:c3-f5"),
        P::PendingOutsideStage(Stage::Won(Color::Black))
    );
    assert_eq!(
        challenges_error(&format!("{z} die:1/1 -")),
        P::NoPending(Stage::Challenge)
    );
    for bad in [
        "z:c3-f5", "Zc3-f5", "a1-b2", "Z:C3-F5", "T:e1-e6", "keep", "xc3,d4", "done", "allow",
    ] {
        assert_eq!(
            challenges_error(&format!("{z} die:1/1 {bad}")),
            P::NotAUse(bad.to_string()),
            "{bad}"
        );
    }
    assert!(matches!(
        challenges_error(&format!("{z} die:1/1 Z:c3-e5")),
        P::PendingIllegal {
            why: ActionError::BadTarget { .. },
            ..
        }
    ));
    assert!(matches!(
        challenges_error(&format!("{z} die:1/1 D:c5-c4")),
        P::PendingIllegal {
            why: ActionError::NoLoadedPiece { .. },
            ..
        }
    ));
    match challenges_error(&format!("{z} die:1/1 T:e9-e8")) {
        P::PendingStage { why, .. } => assert_eq!(
            *why,
            PositionError::ImpossibleStage {
                stage: "t".to_string(),
                why: StageProblem::NoTamsk
            }
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        challenges_error(&format!("{z} die:1/0 Z:c3-f5")),
        P::NoAttempt(Color::Black)
    );
    assert_eq!(
        challenges_error(&format!(
            "{} die:0/9 Z:c3-f5",
            ZERTZ.replace(" w p ", " w r ")
        )),
        P::AttemptNotSpent(Color::Black)
    );
    assert_eq!(
        challenges_error("standard B2W/5/6/W5B/6/5/B2W w c 12/12 0/0 ss"),
        P::StageWithoutOption(Stage::Challenge)
    );
    assert_eq!(
        challenges_error("standard B2W/5/6/W5B/6/5/B2W w r 12/12 0/0 ss -/-"),
        P::StageWithoutOption(Stage::Referee)
    );
    // A pending use whose stage has a compulsory row fails that stage's check.
    assert!(matches!(
        challenges_error(
            "standard B3/1wZwbD1/2b3/3W3/wwww2/5/B2W w c 6/10 0/0 ss -/- die:1/1 Z:c3-f5"
        ),
        P::PendingStage { .. }
    ));
    // Any counts are possible otherwise, different for the two players.
    for s in [
        format!("{ZERTZ} die:0/9 -"),
        format!("{ZERTZ} game:0/0 -"),
        format!("{z} agreed:9/8 Z:c3-f5"),
    ] {
        assert_eq!(pos(&s).to_string(), s);
    }
    // Every error names its problem in words.
    let e = format!("{ZERTZ} Die:2/2 -")
        .parse::<Position>()
        .unwrap_err();
    assert!(e.to_string().contains("lower case"), "{e}");
}

#[test]
fn input_forms_and_refusals() {
    let p = pos(&format!("{ZERTZ} die:1/1 -"));
    let c = after_all(&p, "Z:c3-f5");
    for text in ["Challenge", " challenge ", "\tCHALLENGE\t"] {
        assert_eq!(c.parse_action(text), Ok(Action::Challenge), "{text:?}");
    }
    assert_eq!(c.parse_action(" Allow"), Ok(Action::Allow));
    let r = after_all(&c, "challenge");
    assert_eq!(r.parse_action(" WON "), Ok(Action::Won));
    assert_eq!(r.parse_action("Lost"), Ok(Action::Lost));
    for (a, text) in [
        (Action::Challenge, "challenge"),
        (Action::Allow, "allow"),
        (Action::Won, "won"),
        (Action::Lost, "lost"),
    ] {
        assert_eq!(a.to_string(), text);
        assert_eq!(text.parse::<Action>(), Ok(a));
    }
    let refuse = |p: &Position, text: &str| -> ActionError {
        let mut q = p.clone();
        let e = q.play_text(text).expect_err(text);
        assert_eq!(&q, p, "a refused {text} changed the position");
        e
    };
    assert_eq!(
        refuse(&p, "challenge"),
        ActionError::NotChallengeStage("challenge".into())
    );
    assert_eq!(
        refuse(&p, "won"),
        ActionError::NotRefereeStage("won".into())
    );
    assert_eq!(
        refuse(&c, "won"),
        ActionError::NotRefereeStage("won".into())
    );
    assert_eq!(
        refuse(&c, "a1-b2"),
        ActionError::ChallengePending(Color::Black)
    );
    assert_eq!(
        refuse(&c, "Z:c3-c6"),
        ActionError::ChallengePending(Color::Black)
    );
    assert_eq!(
        refuse(&r, "allow"),
        ActionError::NotChallengeStage("allow".into())
    );
    assert_eq!(refuse(&r, "a1-b2"), ActionError::RefereePending);
    assert_eq!(refuse(&r, "done"), ActionError::RefereePending);
    // Without the option (classic or potentials) the words are refused by name.
    for q in [pos(ZERTZ), Position::start(gipf_rules::Variant::Standard)] {
        for w in ["challenge", "allow", "won", "lost"] {
            assert_eq!(refuse(&q, w), ActionError::NoChallenges(w.into()));
            let a: Action = w.parse().unwrap();
            assert_eq!(q.clone().play(a), Err(ActionError::NoChallenges(w.into())));
        }
    }
    // `play` refuses in the same way as `play_text`.
    assert!(r.clone().play(Action::Challenge).is_err());
    // Events: nothing while a use waits; the use's own event when it takes effect.
    assert!(p.clone().play_events(Action::Challenge).is_err());
    let mut q = p.clone();
    let z = q.parse_action("Z:c3-f5").unwrap();
    assert_eq!(q.play_events(z), Ok(vec![]));
    let ev = q.play_events(Action::Allow).unwrap();
    assert!(
        matches!(ev.as_slice(), [gipf_rules::Event::Used { .. }]),
        "{ev:?}"
    );
}

#[test]
fn records_with_trial_comments() {
    let text = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/2 - Z:c3-f5 challenge lost {die w2 b5} a1-b2 D:c5-c4 challenge won {die w3 b3} e1-e2";
    let r: Record = text.parse().unwrap();
    assert_eq!(r.to_string(), text);
    assert_eq!(r.actions().len(), 8);
    assert_eq!(
        r.current().challenges().map(|c| c.to_string()),
        Some("die:1/1 -".to_string())
    );
    assert_eq!(
        r.trial_comment(2),
        Some(TrialComment::Die { white: 2, black: 5 })
    );
    assert_eq!(r.trial_comment(0), None);
    // Unknown comments are skipped and not written back.
    let with_note = text.replace("a1-b2", "{a note} a1-b2");
    assert_eq!(with_note.parse::<Record>().unwrap().to_string(), text);
    // A record may start at c or r.
    let from_r = format!("{C3} lost {{game #18}}");
    assert_eq!(from_r.parse::<Record>().unwrap().to_string(), from_r);
    for (bad, why) in [
        (
            text.replace("{die w2 b5}", "{die w5 b2}"),
            CommentProblem::Contradicts,
        ),
        (
            text.replace("{die w3 b3}", "{die w4 b3}"),
            CommentProblem::Contradicts,
        ),
        (
            text.replace("{die w2 b5}", "{die w7 b1}"),
            CommentProblem::Malformed,
        ),
        (
            text.replace("{die w2 b5}", "{die 5 3}"),
            CommentProblem::Malformed,
        ),
        (
            text.replace("{die w2 b5}", "{agreed loss}"),
            CommentProblem::OtherTrial {
                game: Trial::Die,
                comment: Trial::Agreed,
            },
        ),
        (
            text.replace("a1-b2", "{die w2 b5} a1-b2"),
            CommentProblem::NotAfterOutcome,
        ),
        (
            text.replace("{die w2 b5}", "{die w2 b5"),
            CommentProblem::Unclosed,
        ),
    ] {
        match bad.parse::<Record>() {
            Err(RecordError::Comment { why: w, .. }) => assert_eq!(w, why, "{bad}"),
            other => panic!("{bad}: {other:?}"),
        }
    }
    // Agreed: win and draw go with won, loss with lost.
    let p = "standard B3/1wY3/6/6b/6/5/W3 w p 0/5 0/0 ss -/- agreed:1/1 -";
    for (outcome, result, ok) in [
        ("won", "win", true),
        ("won", "draw", true),
        ("won", "loss", false),
        ("lost", "loss", true),
        ("lost", "draw", false),
    ] {
        let t = format!("{p} Y:c3-c6 challenge {outcome} {{agreed {result}}}");
        assert_eq!(t.parse::<Record>().is_ok(), ok, "{t}");
    }
    // The writer adds a comment after an outcome, and refuses one elsewhere.
    let mut rec = Record::new(pos(&format!("{ZERTZ} die:1/1 -")));
    rec.play(rec.current().parse_action("Z:c3-f5").unwrap())
        .unwrap();
    rec.play(Action::Challenge).unwrap();
    assert!(rec
        .comment_last(TrialComment::Die { white: 4, black: 4 })
        .is_err());
    rec.play(Action::Won).unwrap();
    assert!(rec
        .comment_last(TrialComment::Die { white: 1, black: 4 })
        .is_err());
    rec.comment_last(TrialComment::Die { white: 4, black: 4 })
        .unwrap();
    assert!(rec.to_string().ends_with("challenge won {die w4 b4}"));
}

/// A service stores each decision as one entry (an action, perhaps with its trial comment):
/// the entries replay to the same record, and a bad one changes nothing.
#[test]
fn records_entry_by_entry() {
    let text = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/2 - Z:c3-f5 challenge lost {die w2 b5} a1-b2 D:c5-c4 challenge won {die w3 b3} e1-e2";
    let whole: Record = text.parse().unwrap();
    let mut rec = Record::new(whole.start().clone());
    for i in 0..whole.actions().len() {
        let entry = whole.entry(i).unwrap();
        rec.play_entry(&entry)
            .unwrap_or_else(|e| panic!("{entry}: {e}"));
    }
    assert_eq!(rec, whole);
    assert_eq!(whole.entry(2).as_deref(), Some("lost {die w2 b5}"));
    assert_eq!(whole.entry(99), None);
    let mut rec = Record::new(whole.start().clone());
    for entry in ["Z:c3-f5", "challenge"] {
        rec.play_entry(entry).unwrap();
    }
    let before = rec.clone();
    for bad in [
        "lost {die w5 b2}",
        "lost {die w2 b5",
        "lost {a note}",
        "lost {agreed loss}",
        "won lost",
        "",
        "b1-b2",
    ] {
        assert!(rec.play_entry(bad).is_err(), "{bad}");
        assert_eq!(rec, before, "{bad}");
    }
    rec.play_entry("lost {die w2 b5}").unwrap();
    assert_eq!(rec.entry(2).as_deref(), Some("lost {die w2 b5}"));
}

#[test]
fn perft_starts() {
    check_perft(&pos(STANDARD_DIE2), &[252, 63_504, 13_822_902]);
    check_perft(&pos(ULTIMATE_DIE2), &[42, 1_764, 518_616]);
}

#[test]
fn perft_midgame() {
    check_perft(&pos(C1), &[136, 10_717, 681_420]);
    check_perft(&pos(C2), &[2, 10, 866, 89_732]);
    check_perft(&pos(C3), &[2, 181, 10_842, 848_024]);
}

#[test]
#[ignore = "slow: every deeper value of COMBINING-PERFT.md (cargo test -- --ignored)"]
fn perft_deep() {
    assert_eq!(pos(STANDARD_DIE2).perft(4), 2_967_157_980);
    assert_eq!(pos(ULTIMATE_DIE2).perft(4), 152_473_104);
    assert_eq!(pos(C1).perft(4), 27_407_773);
    assert_eq!(pos(C2).perft(5), 4_222_598);
    assert_eq!(pos(C3).perft(5), 31_778_037);
}
