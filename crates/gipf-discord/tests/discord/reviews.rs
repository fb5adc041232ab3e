//! Game reviews on Discord: `/gipf review` refused while the game is played, then queued
//! (an ephemeral note of its place in line) and posted in the game's thread with the worst
//! position's image, the asker mentioned and the page linked; shown again to anyone; the
//! daily limit; `/gipf analyse`.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_through_slash_commands_posted_in_the_games_thread() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let db = dir.path().join("db.sqlite");
    let config = Config {
        public_url: Some("https://gipf.example".into()),
        limits: Limits {
            commands_per_minute: u32::MAX,
            reviews_per_day: 1,
            ..Limits::default()
        },
        ..test_config()
    };
    let bot = Bot::start_with(&s, &db, 1, Some(1), config).await;
    let mut t = Transcript::new("review");
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([{"name": "user", "type": 6, "value": BOB.id.to_string()}]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    let from = s.len();
    s.click(
        BOB,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, mut board) = next_board(&s, from, "the first board").await;
    let thread = channel_of(&board.message.clone().expect("board"));
    for n in 0..16 {
        let Some(who) = decider_of(&board, &[ALICE, BOB]) else {
            break;
        };
        board = play(&s, &mut t, who, &board, false, n * 5 + 1).await.1;
    }

    // During the game: no review, no analysis of its position.
    let from = s.len();
    let i = s.slash(ALICE, thread, "review", json!([]), &[]);
    let c = answer(&s, from, &i, "the refusal").await;
    assert!(
        c.ephemeral() && c.content().contains("not finished"),
        "{}",
        c.content()
    );
    let live = bot
        .manager
        .store()
        .games_with_status(gipf_manager::GameStatus::Active)
        .await
        .expect("games")[0]
        .clone();
    let from = s.len();
    let i = s.slash(
        CAROL,
        CHANNEL,
        "analyse",
        json!([{"name": "position", "type": 3, "value": live.position}]),
        &[],
    );
    let c = answer(&s, from, &i, "the analysis refused").await;
    assert!(
        c.ephemeral() && c.content().contains("being played"),
        "{}",
        c.content()
    );

    let from = s.len();
    let i = s.slash(BOB, thread, "resign", json!([]), &[]);
    answer(&s, from, &i, "the final board").await;
    let from = s.len();
    let i = s.slash(ALICE, thread, "review", json!([]), &[]);
    let c = answer(&s, from, &i, "in line").await;
    t.bot(&c);
    assert!(
        c.ephemeral() && c.content().contains("next in line"),
        "{}",
        c.content()
    );
    let (_, post) = s
        .wait(from, "the review", |c| {
            c.method == Method::POST
                && c.path == format!("/api/v10/channels/{thread}/messages")
                && c.content().contains("Review of game")
        })
        .await;
    t.bot(&post);
    let text = post.content();
    assert!(text.starts_with(&format!("<@{}>", ALICE.id)), "{text}");
    assert!(text.contains("accuracy"), "{text}");
    assert!(
        text.contains(&format!("https://gipf.example/{}", live.slug)),
        "{text}"
    );
    let png = post.png().expect("the worst decision's board");
    assert_eq!(&png.bytes[..8], b"\x89PNG\r\n\x1a\n");

    // Carol asks in the channel: the same review, at once, in the game's thread (her
    // answer says where).
    let from = s.len();
    let i = s.slash(
        CAROL,
        CHANNEL,
        "review",
        json!([{"name": "game", "type": 3, "value": live.id.to_string()}]),
        &[],
    );
    let c = answer(&s, from, &i, "the review again").await;
    assert!(
        c.content().contains(&format!("<#{thread}>")),
        "{}",
        c.content()
    );
    let (_, again) = s
        .wait(from, "the review again, in the thread", |c| {
            c.method == Method::POST
                && c.path == format!("/api/v10/channels/{thread}/messages")
                && c.content().contains("Review of game")
        })
        .await;
    assert_eq!(
        again.content().split_once('\n').map(|x| x.1),
        text.split_once('\n').map(|x| x.1),
        "the same review"
    );

    // Alice's limit is one a day: her next game's review is refused.
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([{"name": "user", "type": 6, "value": CAROL.id.to_string()}]),
        &[CAROL],
    );
    let ch = answer(&s, from, &i, "another challenge").await;
    let from = s.len();
    s.click(
        CAROL,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, first) = next_board(&s, from, "the other game's board").await;
    let other_thread = channel_of(&first.message.clone().expect("m"));
    let from = s.len();
    let i = s.slash(ALICE, other_thread, "resign", json!([]), &[]);
    answer(&s, from, &i, "resigned").await;
    let from = s.len();
    let i = s.slash(ALICE, other_thread, "review", json!([]), &[]);
    let c = answer(&s, from, &i, "the limit").await;
    assert!(
        c.ephemeral() && c.content().contains("the limit"),
        "{}",
        c.content()
    );

    // Any other position: the engine's view.
    let start = gipf_rules::Position::start(gipf_rules::Variant::Standard).to_string();
    let from = s.len();
    let i = s.slash(
        CAROL,
        CHANNEL,
        "analyse",
        json!([{"name": "position", "type": 3, "value": start}]),
        &[],
    );
    let c = answer(&s, from, &i, "the analysis").await;
    assert!(c.content().contains("Best line"), "{}", c.content());
    assert!(c.png().is_some());
    bot.stop().await;
}
