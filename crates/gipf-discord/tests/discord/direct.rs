//! Your-turn notices by direct message on Discord (`/gipf notify to:dm`): the boards that
//! wait for Bob do not mention him, four games waiting within the batch come as one direct
//! message (each game's thread linked, the first one's board attached), and once his
//! direct messages are closed (Discord's 50007) the game's thread mentions him, says why
//! once, and his next turns are mentions again.

use super::*;

/// Who the board names first, among the two players of a game.
fn is_for(c: &Call, u: User) -> bool {
    c.content().starts_with(&format!("<@{}>", u.id))
}

fn pings(c: &Call, u: User) -> bool {
    c.data()["allowed_mentions"]["users"]
        .as_array()
        .is_some_and(|a| a.iter().any(|x| x == &json!(u.id.to_string())))
}

/// A message the bot sent in `channel`.
fn posts_to(c: &Call, channel: u64) -> bool {
    c.method == Method::POST && c.path == format!("/api/v10/channels/{channel}/messages")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_turn_by_direct_message_batched_and_back_to_mentions_when_closed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let db = dir.path().join("db.sqlite");
    let config = Config {
        direct_batch_ms: 10_000,
        ..test_config()
    };
    let bot = Bot::start_with(&s, &db, 1, Some(1), config).await;
    let mut t = Transcript::new("direct");

    let from = s.len();
    let i = s.slash(
        BOB,
        CHANNEL,
        "notify",
        json!([{"name": "to", "type": 4, "value": s.choice("notify", "to", "dm")}]),
        &[],
    );
    let set = answer(&s, from, &i, "notify dm").await;
    assert!(
        set.ephemeral() && set.content().contains("direct message"),
        "{}",
        set.content()
    );

    // Four games where Bob is Black.
    let mut boards = Vec::new();
    for white in [ALICE, CAROL, ALICE, CAROL] {
        let from = s.len();
        let i = s.slash(
            white,
            CHANNEL,
            "challenge",
            json!([
                {"name": "user", "type": 6, "value": BOB.id.to_string()},
                {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            ]),
            &[BOB],
        );
        let ch = answer(&s, from, &i, "the challenge").await;
        let from = s.len();
        s.click(
            BOB,
            &ch.message.clone().expect("message"),
            &ch.choices()[0].0,
        );
        let (_, board) = next_board(&s, from, "the first board").await;
        assert!(is_for(&board, white), "{}", board.content());
        boards.push((white, board));
    }
    // Each White pushes: Bob's turn everywhere, and no board mentions him.
    let mut waiting = Vec::new();
    for (white, board) in &boards {
        let (_, next) = play(&s, &mut t, *white, board, false, 0).await;
        assert!(!is_for(&next, BOB) && !pings(&next, BOB), "{}", next.body);
        assert!(next.content().contains("@Bob"), "named: {}", next.content());
        waiting.push(next);
    }

    // (A wait's test runs under the stand-in's lock: the channel is read after it.)
    s.wait(0, "the direct channel opened", |c| {
        c.method == Method::POST && c.path == "/api/v10/users/@me/channels"
    })
    .await;
    let dm_channel = s.dm_channel(BOB).expect("Bob's direct channel");
    let (_, dm) = s
        .wait(0, "the direct message", |c| posts_to(c, dm_channel))
        .await;
    t.bot(&dm);
    let text = dm.content();
    assert!(text.contains("your turn in 4 games"), "{text}");
    for w in &waiting {
        let thread = channel_of(&w.message.clone().expect("board"));
        assert!(
            text.contains(&format!("https://discord.com/channels/{GUILD}/{thread}")),
            "{text}"
        );
    }
    assert!(dm.png().is_some(), "the first game's board");
    assert!(dm.message.is_some());
    let dms = |s: &Standin| s.calls().iter().filter(|c| posts_to(c, dm_channel)).count();
    assert_eq!(dms(&s), 1, "one message for the four");

    // Bob closes his direct messages. His next turn in the first game: the thread mentions
    // him, says why.
    s.close_dms(BOB);
    let (_, mine) = play(&s, &mut t, BOB, &waiting[0], false, 0).await;
    let (_, next) = play(&s, &mut t, boards[0].0, &mine, false, 0).await;
    assert!(!is_for(&next, BOB), "{}", next.content());
    let thread = channel_of(&next.message.clone().expect("board"));
    let from = s.len();
    let (_, fallback) = s
        .wait(from.saturating_sub(4), "the mention instead", |c| {
            posts_to(c, thread) && c.content().contains("could not send you a direct message")
        })
        .await;
    t.bot(&fallback);
    assert!(
        is_for(&fallback, BOB) && pings(&fallback, BOB),
        "{}",
        fallback.body
    );
    assert_eq!(dms(&s), 2, "one refused try");

    // From now on, mentions: his turn in the second game pings him, and no message is tried.
    let (_, mine) = play(&s, &mut t, BOB, &waiting[1], false, 0).await;
    let (_, next) = play(&s, &mut t, boards[1].0, &mine, false, 0).await;
    assert!(is_for(&next, BOB) && pings(&next, BOB), "{}", next.body);
    let from = s.len();
    let i = s.slash(BOB, CHANNEL, "notify", json!([]), &[]);
    let now = answer(&s, from, &i, "notify").await;
    assert!(
        now.content().contains("could not be delivered"),
        "{}",
        now.content()
    );
    assert_eq!(dms(&s), 2);
    bot.stop().await;
}
