//! Your-turn notices by direct message on Matrix (`notify dm`): the bot makes one direct
//! room with the player (encrypted, as a client makes them) and keeps using it after a
//! restart; four games waiting within the batch come as one message linking each game's
//! thread; once the player left that room, the game's thread mentions him, says why once,
//! and his next turns are mentions again.

use super::*;

/// The four games' batch: long enough for Alice's four moves, short enough for a test.
const BATCH_MS: i64 = 8_000;

/// Plays `who`'s move on `board` in the game's thread and returns the board after it.
async fn play(
    who: &mut Human,
    room: &OwnedRoomId,
    board: &Seen,
    n: usize,
    bot: &OwnedUserId,
) -> Seen {
    let root = board
        .thread()
        .unwrap_or_else(|| board.event.event_id.clone());
    who.say_in_thread(room, &root, &choose(&board.position(), n))
        .await;
    let from = who.cursor;
    // The thread's first board after this one (the homeserver stamps them in order).
    let next = who
        .expect("the board after the move", |m| {
            &m.event.sender == bot
                && m.is_image()
                && m.thread() == Some(root.clone())
                && m.event.origin_server_ts > board.event.origin_server_ts
        })
        .await;
    // Other games' messages may come in between: looked at again by the next wait.
    who.cursor = from;
    next
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_turn_by_direct_message_one_room_kept_batched_and_mentions_once_left() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let game = || Config {
        direct_batch_ms: BATCH_MS,
        ..manager_config()
    };
    let bot = start_bot_with(config.clone(), &db, game()).await;
    let bot_id = bot.id.clone();
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let room = alice.room_with_friends(&bot_id, &[&bob]).await;
    let bob_id = bob.id.clone();

    bob.say(&room, "!gipf notify dm").await;
    let set = bob
        .expect("the setting", |m| {
            m.event.sender == bot_id && m.mentions(&bob_id)
        })
        .await;
    assert!(set.text().contains("direct message"), "{}", set.text());

    // Four games where Alice is White.
    let mut boards = Vec::new();
    for _ in 0..4 {
        alice
            .say(
                &room,
                &format!("!gipf challenge {bob_id} basic white time none"),
            )
            .await;
        bob.expect("the challenge", |m| {
            m.event.sender == bot_id && m.mentions(&bob_id) && m.text().contains("challenges")
        })
        .await;
        bob.say(&room, "!gipf accept").await;
        let board = alice
            .expect("the first board", |m| {
                m.event.sender == bot_id && m.is_image()
            })
            .await;
        assert!(board.mentions(&alice.id), "{}", board.text());
        boards.push(board);
    }
    // Alice pushes in each: Bob's turn everywhere, and no board mentions him.
    let mut waiting = Vec::new();
    for (n, board) in boards.iter().enumerate() {
        let next = play(&mut alice, &room, board, n, &bot_id).await;
        assert!(!next.mentions(&bob_id), "{}", next.text());
        assert!(
            next.text().contains(bob_id.localpart()),
            "named: {}",
            next.text()
        );
        waiting.push(next);
    }

    // The direct room: made by the bot, Bob invited; the message waits for him there.
    let dm = bob.expect_invite(&bot_id, 0).await;
    assert_ne!(dm, room);
    bob.join(&dm).await;
    let message = bob
        .expect("the direct message", |m| {
            m.room == dm && m.event.sender == bot_id
        })
        .await;
    let text = message.text();
    assert!(text.contains("your turn in 4 games"), "{text}");
    for w in &waiting {
        let thread = w.thread().expect("in its thread");
        assert!(
            text.contains(&format!("https://matrix.to/#/{room}/{thread}")),
            "{text}"
        );
    }
    assert!(message.is_image(), "the first game's board");
    assert!(message.encrypted, "a direct room is encrypted");
    let in_dm = |h: &Human| {
        h.inbox
            .messages
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|m| m.room == dm && m.event.sender == bot_id)
            .count()
    };
    assert_eq!(in_dm(&bob), 1, "one message for the four");

    // After a restart, the same room.
    bot.stop().await;
    let bot = start_bot_with(config, &db, game()).await;
    let mine = play(&mut bob, &room, &waiting[0], 1, &bot_id).await;
    play(&mut alice, &room, &mine, 2, &bot_id).await;
    let again = bob
        .expect("the next direct message", |m| {
            m.room == dm && m.event.sender == bot_id
        })
        .await;
    assert!(again.text().contains("It is your turn"), "{}", again.text());
    assert_eq!(bob.invites_from(&bot_id).len(), 1, "no second direct room");
    assert_eq!(in_dm(&bob), 2);

    // Bob leaves the direct room. His next turn: the game's thread mentions him, says why.
    bob.room(&dm).leave().await.expect("leave");
    let mine = play(&mut bob, &room, &waiting[1], 1, &bot_id).await;
    let after = play(&mut alice, &room, &mine, 2, &bot_id).await;
    assert!(!after.mentions(&bob_id), "{}", after.text());
    let thread = after.thread();
    let fallback = bob
        .expect("the mention instead", |m| {
            m.event.sender == bot_id && m.thread() == thread && m.mentions(&bob_id)
        })
        .await;
    assert!(
        fallback
            .text()
            .contains("could not send you a direct message"),
        "{}",
        fallback.text()
    );

    // From now on, mentions: his turn in the third game pings him; no room is made again.
    let mine = play(&mut bob, &room, &waiting[2], 1, &bot_id).await;
    let next = play(&mut alice, &room, &mine, 2, &bot_id).await;
    assert!(next.mentions(&bob_id), "{}", next.text());
    bob.say(&room, "!gipf notify").await;
    let now = bob
        .expect("the setting", |m| {
            m.event.sender == bot_id && m.mentions(&bob_id) && !m.is_image()
        })
        .await;
    assert!(
        now.text().contains("could not be delivered"),
        "{}",
        now.text()
    );
    assert_eq!(bob.invites_from(&bot_id).len(), 1);
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
