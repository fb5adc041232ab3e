//! The challenges option on Synapse: a `basic+Z3+die1` game played with typed moves in its
//! thread until a ZÈRTZ use waits; the challenger answers `challenge` alone in the thread
//! and the bot is stopped at once, before or after it rolled: after the restart the dice
//! are shown once and the record holds one roll (a challenge is never rolled twice, and
//! never left rolled but unplayed). And a `basic+Z3+game1` game whose challenge opens a
//! sub-game in its own thread; its end, just before a stop, is played into the main game
//! once by the restart.

use super::*;
use gipf_rules::{Action, Stage};

/// Alice challenges Bob to `basic+Z3+<challenges>` (Alice White) in a new room; Bob
/// accepts; both type moves in the game's thread, a use as soon as one is legal, until a use
/// waits: returns the room, the thread's root and the last board.
async fn until_a_use_waits(
    alice: &mut Human,
    bob: &mut Human,
    bot_id: &OwnedUserId,
    challenges: &str,
) -> (OwnedRoomId, OwnedEventId, Seen) {
    let room = alice.room_with_friends(bot_id, &[&*bob]).await;
    alice
        .say(
            &room,
            &format!(
                "!gipf challenge {} basic+Z3+{challenges} white time none",
                bob.id
            ),
        )
        .await;
    let bot_id = bot_id.clone();
    let challenge = bob
        .expect("the challenge", |m| {
            m.event.sender == bot_id && m.text().contains(&format!("basic+Z3+{challenges}"))
        })
        .await;
    let root = challenge.event.event_id.clone();
    bob.say(&room, "!gipf accept").await;
    let mut board = bob
        .expect("the first board", |m| {
            m.event.sender == bot_id && m.is_image()
        })
        .await;
    // Typed moves, a use as soon as one is legal, until a use waits.
    let mut p = board.position();
    for n in 0..120 {
        if p.stage() == Stage::Challenge {
            break;
        }
        let legal = p.legal_actions();
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::Use { .. }))
            .unwrap_or(&legal[n * 7 % legal.len()])
            .to_string();
        let human = if p.decider() == Some(gipf_rules::Color::White) {
            &mut *alice
        } else {
            &mut *bob
        };
        human.say_in_thread(&room, &root, &action).await;
        board = human
            .expect("the next board", |m| {
                m.event.sender == bot_id && m.is_image()
            })
            .await;
        p = board.position();
    }
    assert_eq!(p.stage(), Stage::Challenge, "no use in 120 decisions: {p}");
    (room, root, board)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_by_dice_in_a_thread_survives_a_stop_at_once() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config.clone(), &db).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let bot_id = bot.id.clone();
    let (room, root, board) = until_a_use_waits(&mut alice, &mut bob, &bot_id, "die1").await;
    let p = board.position();
    assert!(
        board.text().contains("challenge it or allow it?"),
        "{}",
        board.text()
    );
    let challenger = if p.user() == Some(gipf_rules::Color::White) {
        &mut bob
    } else {
        &mut alice
    };
    assert!(board.mentions(&challenger.id), "{}", board.text());
    // `challenge` alone in the thread, and the bot stops at once.
    challenger.say_in_thread(&room, &root, "challenge").await;
    bot.stop().await;
    let bot = start_bot(config, &db).await;
    let dice = challenger
        .expect("the dice", |m| {
            m.event.sender == bot_id && m.text().contains("Dice: White")
        })
        .await;
    assert_eq!(dice.thread(), Some(root.clone()));
    // The record holds one roll, the one shown; asked after the dice, answered after them.
    challenger
        .say_in_thread(&room, &root, "!gipf history")
        .await;
    let history = challenger
        .expect("the history", |m| {
            m.event.sender == bot_id && m.text().contains("{die w")
        })
        .await;
    let text = history.text();
    assert_eq!(text.matches("{die w").count(), 1, "{text}");
    let roll = text
        .split("{die ")
        .nth(1)
        .and_then(|r| r.split('}').next())
        .expect("the roll");
    let (w, b) = roll.split_once(' ').expect("two dice");
    assert!(
        dice.text().contains(&format!(
            "Dice: White {}, Black {}",
            w.trim_start_matches('w'),
            b.trim_start_matches('b')
        )),
        "{roll} / {}",
        dice.text()
    );
    let shown = challenger
        .inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|m| m.event.sender == bot_id && m.text().contains("Dice: White"))
        .count();
    assert_eq!(shown, 1, "the dice are shown once");
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sub_game_in_its_own_thread_decides_a_challenge_across_a_stop() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config.clone(), &db).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let bot_id = bot.id.clone();
    let (room, root, board) = until_a_use_waits(&mut alice, &mut bob, &bot_id, "game1").await;
    let p = board.position();
    let (user, challenger) = if p.user() == Some(gipf_rules::Color::White) {
        (&mut alice, &mut bob)
    } else {
        (&mut bob, &mut alice)
    };
    challenger.say_in_thread(&room, &root, "challenge").await;
    let sub_board = user
        .expect("the sub-game's first board", |m| {
            m.event.sender == bot_id
                && m.is_image()
                && m.text().contains("decides a challenge in game #1")
        })
        .await;
    assert_ne!(
        sub_board.thread(),
        Some(root.clone()),
        "a thread of its own"
    );
    // The challenger resigns the sub-game, and the bot stops at once.
    challenger.say(&room, "!gipf resign #2").await;
    bot.stop().await;
    let bot = start_bot(config, &db).await;
    let said = "#2 is over: White, the user, won it";
    let board = user
        .expect("the main game's board after the sub-game", |m| {
            m.event.sender == bot_id && m.text().contains(said)
        })
        .await;
    assert_eq!(board.thread(), Some(root.clone()));
    user.say_in_thread(&room, &root, "!gipf history").await;
    let history = user
        .expect("the history", |m| {
            m.event.sender == bot_id && m.text().contains("{game #2}")
        })
        .await;
    assert_eq!(
        history.text().matches("{game #2}").count(),
        1,
        "{}",
        history.text()
    );
    let shown = user
        .inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|m| m.event.sender == bot_id && m.text().contains(said))
        .count();
    assert_eq!(shown, 1, "the result is shown once");
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}

/// The `agreed` trial: after the challenge both players are asked; the user reports and the
/// bot stops at once; after the restart the challenger's agreeing report plays the outcome,
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agreed_trial_reported_across_a_stop() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config.clone(), &db).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let bot_id = bot.id.clone();
    let (room, root, board) = until_a_use_waits(&mut alice, &mut bob, &bot_id, "agreed1").await;
    let p = board.position();
    let (user, challenger) = if p.user() == Some(gipf_rules::Color::White) {
        (&mut alice, &mut bob)
    } else {
        (&mut bob, &mut alice)
    };
    challenger.say_in_thread(&room, &root, "challenge").await;
    let asked = user
        .expect("the question to both", |m| {
            m.event.sender == bot_id && m.text().contains("Play the game you agreed on")
        })
        .await;
    assert!(asked.mentions(&user.id), "{}", asked.text());
    user.say_in_thread(&room, &root, "!gipf report win").await;
    bot.stop().await;
    let bot = start_bot(config, &db).await;
    // The report counted once, before or after the stop; the challenger's agrees.
    let user_id = user.id.clone();
    challenger
        .expect("the user's report", |m| {
            m.event.sender == bot_id
                && m.text().contains("reports: win")
                && m.text().contains(user_id.localpart())
        })
        .await;
    challenger
        .say_in_thread(&room, &root, "!gipf report loss")
        .await;
    let said = "won the agreed game, so";
    let board = challenger
        .expect("the outcome", |m| {
            m.event.sender == bot_id && m.text().contains(said)
        })
        .await;
    assert_eq!(board.thread(), Some(root.clone()));
    challenger
        .say_in_thread(&room, &root, "!gipf history")
        .await;
    let history = challenger
        .expect("the history", |m| {
            m.event.sender == bot_id && m.text().contains("{agreed win}")
        })
        .await;
    assert_eq!(
        history.text().matches("{agreed").count(),
        1,
        "{}",
        history.text()
    );
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
