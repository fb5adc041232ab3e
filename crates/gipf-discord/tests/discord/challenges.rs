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

/// Alice challenges Bob to `basic+Z3+<challenges>` with the slash options (Alice White), Bob
/// accepts, and both type moves in the game's thread, a use as soon as one is legal, until
/// a use waits: returns the last board, its position and the thread.
async fn until_a_use_waits(
    s: &Standin,
    t: &mut Transcript,
    challenges: &str,
) -> (Call, Position, u64) {
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
            {"name": "challenges", "type": 3, "value": challenges},
        ]),
        &[BOB],
    );
    let ch = answer(s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(
        ch.content().contains(&format!("basic+Z3+{challenges}")),
        "{}",
        ch.content()
    );
    let from = s.len();
    s.click(
        BOB,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, mut board) = next_board(s, from, "the first board").await;
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
        board = answer(s, from, &i, "the move's board").await;
        p = position_of(&board);
    }
    assert_eq!(p.stage(), Stage::Challenge, "no use in 120 decisions: {p}");
    (board, p, thread)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_by_dice_survives_a_crash_before_its_answer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("challenges");
    let (board, p, thread) = until_a_use_waits(&s, &mut t, "die1").await;
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

/// The `game` trial: the challenge opens a sub-game in a thread of its own (Alice, the user,
/// White); Bob resigns it, and the bot is killed as Discord is asked for the answer: after
/// the restart the main game's board says how the sub-game ended, once, and the use stands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sub_game_in_its_own_thread_decides_a_challenge_across_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("sub-game");
    let (_, p, thread) = until_a_use_waits(&s, &mut t, "game1").await;
    let (user, challenger) = match p.user() {
        Some(gipf_rules::Color::White) => (ALICE, BOB),
        _ => (BOB, ALICE),
    };
    let from = s.len();
    let i = s.slash(
        challenger,
        thread,
        "move",
        json!([{"name": "action", "type": 3, "value": "challenge"}]),
        &[],
    );
    let c = answer(&s, from, &i, "the challenge").await;
    t.bot(&c);
    assert!(c.content().contains("Game #2 decides"), "{}", c.content());
    // The sub-game's first board, in a new thread.
    let (_, sub_board) = s
        .wait(from, "the sub-game's first board", |c| {
            c.method == Method::POST
                && c.png().is_some()
                && c.content().contains("decides a challenge in game #1")
        })
        .await;
    t.bot(&sub_board);
    let sub_thread = channel_of(sub_board.message.as_ref().expect("board"));
    assert_ne!(sub_thread, thread, "the sub-game has a thread of its own");
    // A move in the main game waits for the sub-game.
    let from = s.len();
    let i = s.slash(
        user,
        thread,
        "move",
        json!([{"name": "action", "type": 3, "value": "a1-b2"}]),
        &[],
    );
    let no = answer(&s, from, &i, "the refusal").await;
    assert!(
        no.ephemeral() && no.content().contains("Game #2 decides the challenge first"),
        "{}",
        no.content()
    );
    // The challenger resigns the sub-game; Discord never makes the answer; the bot dies.
    s.stall_answers(Stall::BeforeCreating);
    let from = s.len();
    let i = s.slash(challenger, sub_thread, "resign", json!([]), &[]);
    s.wait(from, "the resignation's answer, asked for", |c| {
        is_answer(c, &i)
    })
    .await;
    bot.kill().await;
    s.stall_answers(Stall::No);
    let from = s.len();
    let bot = Doomed::start(&s, &db, 2).await;
    let said = "#2 is over: White, the user, won it";
    let (_, board) = s
        .wait(from, "the main game's board after the sub-game", |c| {
            c.message.is_some() && c.content().contains(said)
        })
        .await;
    t.bot(&board);
    assert_eq!(channel_of(board.message.as_ref().expect("board")), thread);
    nothing_owed(&db).await;
    let shown = s
        .calls()
        .into_iter()
        .filter(|c| c.message.is_some() && c.content().contains(said))
        .count();
    assert_eq!(shown, 1, "the result is shown once");
    let store = Store::open(&db).await.expect("store");
    let notations: Vec<String> = store
        .actions(gipf_manager::GameId(1))
        .await
        .expect("actions")
        .into_iter()
        .map(|a| a.notation)
        .collect();
    assert_eq!(
        notations.iter().filter(|n| n.contains("{game #2}")).count(),
        1,
        "{notations:?}"
    );
    store.close().await;
    bot.kill().await;
}

/// The `agreed` trial with its buttons: the challenge asks both players, who each get I won
/// / Draw / I lost; the user clicks I won and the bot dies; after the restart the
/// challenger's I lost (on the same board) agrees and plays the outcome, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agreed_trial_reported_with_buttons_across_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("agreed");
    let (_, p, thread) = until_a_use_waits(&s, &mut t, "agreed1").await;
    let (user, challenger) = match p.user() {
        Some(gipf_rules::Color::White) => (ALICE, BOB),
        _ => (BOB, ALICE),
    };
    let from = s.len();
    let i = s.slash(
        challenger,
        thread,
        "move",
        json!([{"name": "action", "type": 3, "value": "challenge"}]),
        &[],
    );
    let asked = answer(&s, from, &i, "the question to both").await;
    t.bot(&asked);
    assert!(
        asked.content().contains("Play the game you agreed on"),
        "{}",
        asked.content()
    );
    let labels: Vec<String> = asked.choices().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["I won", "Draw", "I lost"]);
    let button = |label: &str| {
        asked
            .choices()
            .into_iter()
            .find(|(_, l)| l == label)
            .expect("button")
            .0
    };
    let message = asked.message.clone().expect("message");
    // Carol is no player: her click is refused.
    let from = s.len();
    let i = s.click(CAROL, &message, &button("I won"));
    let no = answer(&s, from, &i, "Carol's refusal").await;
    assert!(no.ephemeral(), "{}", no.content());
    let from = s.len();
    s.click(user, &message, &button("I won"));
    // The board with the report replaces the one clicked (whose buttons go).
    let (_, one) = s
        .wait(from, "the user's report", |c| {
            c.message.is_some() && c.content().contains("reports: `win`")
        })
        .await;
    t.bot(&one);
    bot.kill().await;
    let bot = Doomed::start(&s, &db, 2).await;
    let lost = one
        .choices()
        .into_iter()
        .find(|(_, l)| l == "I lost")
        .expect("I lost")
        .0;
    let from = s.len();
    s.click(challenger, &one.message.clone().expect("board"), &lost);
    let (_, done) = s
        .wait(from, "the outcome", |c| {
            c.message.is_some() && c.content().contains("won the agreed game, so")
        })
        .await;
    t.bot(&done);
    assert!(
        done.content().contains("won the agreed game, so"),
        "{}",
        done.content()
    );
    nothing_owed(&db).await;
    let store = Store::open(&db).await.expect("store");
    let notations: Vec<String> = store
        .actions(gipf_manager::GameId(1))
        .await
        .expect("actions")
        .into_iter()
        .map(|a| a.notation)
        .collect();
    assert_eq!(
        notations
            .iter()
            .filter(|n| n.contains("{agreed win}"))
            .count(),
        1,
        "{notations:?}"
    );
    store.close().await;
    bot.kill().await;
}
