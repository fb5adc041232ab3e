//! The challenges option on Discord: a `basic+Z3` game with `challenges: die1` made with the
//! slash command's options, played with typed moves until a ZÈRTZ use waits; the Challenge
//! and Allow buttons (a click of the user refused); and the bot killed just after the
//! challenge was committed, before Discord made its answer: the restart posts the dice once,
//! and the game holds one roll.

use super::*;
use gipf_rules::{Action, Position, Stage};

/// The position string a board shows (`Position: `...``).
fn position_of(c: &Call) -> Position {
    c.content()
        .split("Position: `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no position in {}", c.content()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_by_dice_survives_a_crash_before_its_answer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("challenges");
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 4, "value": s.choice("challenge", "variant", "basic")},
            {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            {"name": "hand", "type": 3, "value": "Z3"},
            {"name": "challenges", "type": 3, "value": "die1"},
        ]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(ch.content().contains("basic+Z3+die1"), "{}", ch.content());
    let from = s.len();
    s.click(
        BOB,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, mut board) = next_board(&s, from, "the first board").await;
    let thread = channel_of(&board.message.clone().expect("board"));
    // Typed moves, a use as soon as one is legal, until a use waits for the challenger.
    let mut p = position_of(&board);
    for n in 0..120 {
        if p.stage() == Stage::Challenge {
            break;
        }
        let decider = p.decider().expect("a decider");
        let who = if decider == gipf_rules::Color::White {
            ALICE
        } else {
            BOB
        };
        let legal = p.legal_actions();
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::Use { .. }))
            .unwrap_or(&legal[n * 7 % legal.len()]);
        t.user(who, &action.to_string());
        let from = s.len();
        let i = s.slash(
            who,
            thread,
            "move",
            json!([{"name": "action", "type": 3, "value": action.to_string()}]),
            &[],
        );
        board = answer(&s, from, &i, "the move's board").await;
        p = position_of(&board);
    }
    assert_eq!(p.stage(), Stage::Challenge, "no use in 120 decisions: {p}");
    t.bot(&board);
    let (user, challenger) = match p.user() {
        Some(gipf_rules::Color::White) => (ALICE, BOB),
        _ => (BOB, ALICE),
    };
    assert!(
        board.content().contains("challenge it or allow it?"),
        "{}",
        board.content()
    );
    let message = board.message.clone().expect("board");
    let button = |label: &str| {
        board
            .choices()
            .into_iter()
            .find(|(_, l)| l == label)
            .unwrap_or_else(|| panic!("no {label} button in {:?}", board.choices()))
            .0
    };
    // The user's own click is refused, privately.
    let from = s.len();
    let i = s.click(user, &message, &button("Challenge"));
    let no = answer(&s, from, &i, "the refusal").await;
    assert!(
        no.ephemeral() && no.content().contains("challenges or allows your"),
        "{}",
        no.content()
    );
    // The challenger challenges (typed in the thread: a slash command's answer carries the
    // board, made after the commit); Discord never makes the answer, and the bot dies.
    s.stall_answers(Stall::BeforeCreating);
    let from = s.len();
    let i = s.slash(
        challenger,
        thread,
        "move",
        json!([{"name": "action", "type": 3, "value": "challenge"}]),
        &[],
    );
    s.wait(from, "the challenge's answer, asked for", |c| {
        is_answer(c, &i)
    })
    .await;
    bot.kill().await;
    s.stall_answers(Stall::No);
    let from = s.len();
    let bot = Doomed::start(&s, &db, 2).await;
    let (_, dice) = s
        .wait(from, "the dice, posted after the restart", |c| {
            c.message.is_some() && c.content().contains("Dice: White")
        })
        .await;
    t.bot(&dice);
    nothing_owed(&db).await;
    let shown = s
        .calls()
        .into_iter()
        .filter(|c| c.message.is_some() && c.content().contains("Dice: White"))
        .count();
    assert_eq!(shown, 1, "the dice are shown once");
    // One roll in the game, and it agrees with what was shown.
    let store = Store::open(&db).await.expect("store");
    let game = store
        .games_with_status(gipf_manager::GameStatus::Active)
        .await
        .expect("games")
        .into_iter()
        .next()
        .expect("the game goes on");
    let rolls: Vec<String> = store
        .actions(game.id)
        .await
        .expect("actions")
        .into_iter()
        .map(|a| a.notation)
        .filter(|n| n.contains("{die"))
        .collect();
    assert_eq!(rolls.len(), 1, "{rolls:?}");
    let (w, b) = (
        rolls[0].split(" w").nth(1).and_then(|r| r.chars().next()),
        rolls[0].split(" b").nth(1).and_then(|r| r.chars().next()),
    );
    let said = format!(
        "Dice: White {}, Black {}",
        w.expect("white's roll"),
        b.expect("black's roll")
    );
    assert!(
        dice.content().contains(&said),
        "{said} / {}",
        dice.content()
    );
    assert!(game.position.ends_with("die:0/1 -") || game.position.ends_with("die:1/0 -"));
    store.close().await;
    bot.kill().await;
}
