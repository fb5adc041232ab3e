//! A game's review in a Matrix room: refused while the game is played, then asked in the
//! game's thread and posted there (the summary, with the worst position's image when a
//! decision was marked, the asker mentioned, the page linked); the daily limit.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_asked_in_the_games_thread_is_posted_there() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let game = Config {
        public_url: Some("https://gipf.example".into()),
        limits: Limits {
            commands_per_minute: u32::MAX,
            reviews_per_day: 1,
            ..Limits::default()
        },
        ..manager_config()
    };
    let bot = start_bot_with(config, &dir.path().join("db.sqlite"), game).await;
    let bot_id = bot.id.clone();
    let mut ann = Human::new(&s, "ann").await;
    let mut bob = Human::new(&s, "bob").await;
    let room = ann.room_with_friends(&bot_id, &[&bob]).await;

    ann.say(
        &room,
        &format!("!gipf challenge {} standard white time none", bob.id),
    )
    .await;
    let bob_id = bob.id.clone();
    let challenge = bob
        .expect("the challenge", |m| {
            m.event.sender == bot_id && m.mentions(&bob_id)
        })
        .await;
    let root = challenge.event.event_id.clone();
    bob.say(&room, "!gipf accept").await;
    let mut board = ann
        .expect("the first board", |m| {
            m.event.sender == bot_id && m.is_image()
        })
        .await;
    let players = [ann.id.clone(), bob.id.clone()];
    for n in 0..20 {
        let p = board.position();
        let Some(who) = decider(&board, &players) else {
            break;
        };
        let human = if who == ann.id { &ann } else { &bob };
        human.say_in_thread(&room, &root, &choose(&p, n)).await;
        board = ann
            .expect("the next board", |m| {
                m.event.sender == bot_id && m.is_image()
            })
            .await;
        assert_ne!(board.position(), p);
    }

    ann.say_in_thread(&room, &root, "!gipf review").await;
    let ann_id = ann.id.clone();
    let refused = ann
        .expect("the refusal", |m| {
            m.event.sender == bot_id && m.mentions(&ann_id) && !m.is_image()
        })
        .await;
    assert!(
        refused.text().contains("not finished"),
        "{}",
        refused.text()
    );

    bob.say_in_thread(&room, &root, "!gipf resign").await;
    ann.expect("the final board", |m| {
        m.event.sender == bot_id && m.text().contains("resignation")
    })
    .await;
    ann.say_in_thread(&room, &root, "!gipf review").await;
    let queued = ann
        .expect("the place in line", |m| {
            m.event.sender == bot_id && m.text().contains("in line")
        })
        .await;
    assert!(queued.text().contains("next in line"), "{}", queued.text());
    let review = ann
        .expect("the review", |m| {
            m.event.sender == bot_id && m.text().contains("Review of game")
        })
        .await;
    assert_eq!(review.thread(), Some(root.clone()), "in the game's thread");
    assert!(review.mentions(&ann_id), "the asker is mentioned");
    let text = review.text();
    // The worst decision's position comes as the image when a decision was marked.
    assert_eq!(review.is_image(), text.contains("Turning points"), "{text}");
    assert!(text.contains("accuracy"), "{text}");
    assert!(text.contains("https://gipf.example/"), "{text}");

    // Ann's limit is one a day: another game's review is refused (the first is still
    // shown, to anyone).
    ann.say(
        &room,
        &format!("!gipf challenge {} basic time none", bob.id),
    )
    .await;
    bob.expect("the second challenge", |m| {
        m.event.sender == bot_id && m.mentions(&bob_id) && m.text().contains("challenges")
    })
    .await;
    bob.say(&room, "!gipf accept").await;
    ann.expect("its first board", |m| {
        m.event.sender == bot_id && m.is_image()
    })
    .await;
    ann.say(&room, "!gipf resign").await;
    ann.expect("resigned", |m| {
        m.event.sender == bot_id && m.text().contains("resignation")
    })
    .await;
    ann.say(&room, "!gipf review").await;
    let limit = ann
        .expect("the limit", |m| {
            m.event.sender == bot_id && m.text().contains("the limit")
        })
        .await;
    assert!(limit.mentions(&ann_id), "{}", limit.text());
    bot.stop().await;
    ann.stop().await;
    bob.stop().await;
}
