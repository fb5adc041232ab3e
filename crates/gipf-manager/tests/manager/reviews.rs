//! Game reviews through the command language: refused during a game, queued, computed once,
//! posted once as an owed post (its image, its link), shown again at no cost; the daily
//! limit; `review auto`; `analyse` and its refusal for a live position; and a stop in the
//! middle of a review, computed and posted once after the restart.

use std::time::Duration;

use gipf_manager::*;
use gipf_store::{OwedPost, ReviewState};
use tokio::sync::broadcast;

use super::{open_manager, say, start_human_game, Setup};

async fn row(m: &Manager, id: GameId) -> GameRow {
    m.store().game(id).await.expect("read").expect("game")
}

/// Plays `plies` decisions of deterministic picks (Ann White, Bob Black).
async fn play(m: &Manager, id: GameId, plies: usize) {
    for n in 0..plies {
        let r = row(m, id).await;
        let p: gipf_rules::Position = r.position.parse().expect("position");
        let Some(decider) = p.decider() else { return };
        if p.is_over() {
            return;
        }
        let legal = p.legal_actions();
        // Varied, not random: a game with choices worth reviewing.
        let a = legal[(n * 7 + 3) % legal.len()].to_string();
        let who = match decider {
            gipf_rules::Color::White => "Ann",
            gipf_rules::Color::Black => "Bob",
        };
        let reply = say(m, who, &format!("move {a} #{}", id.0)).await;
        assert!(!reply.private, "{a}: {}", reply.markdown);
    }
}

/// A finished game of `plies` decisions: Bob resigns after them.
async fn finished_game(m: &Manager, plies: usize) -> GameId {
    let id = start_human_game(m, "none").await;
    play(m, id, plies).await;
    if row(m, id).await.status != GameStatus::Finished {
        let r = say(m, "Bob", &format!("resign #{}", id.0)).await;
        assert!(!r.private, "{}", r.markdown);
    }
    id
}

/// The next review event.
async fn review_event(rx: &mut broadcast::Receiver<Event>) -> Event {
    tokio::time::timeout(Duration::from_secs(120), async {
        loop {
            match rx.recv().await {
                Ok(e) if e.kind == EventKind::Review => return e,
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(e) => panic!("events closed: {e}"),
            }
        }
    })
    .await
    .expect("a review is posted")
}

async fn review_posts(m: &Manager) -> Vec<OwedPost> {
    m.store()
        .owed("console")
        .await
        .expect("owed")
        .into_iter()
        .filter(|p| p.kind == EventKind::Review)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_is_computed_once_posted_once_and_shown_again_for_free() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let mut rx = m.subscribe();
    let id = start_human_game(&m, "none").await;
    play(&m, id, 12).await;
    // No help during a game: neither its review nor the analysis of its position.
    let r = say(&m, "Ann", &format!("review #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("not finished"),
        "{}",
        r.markdown
    );
    let live = row(&m, id).await.position;
    for who in ["Ann", "Cyd"] {
        // Cyd plays no game, but in the same room.
        let r = say(&m, who, &format!("analyse {live}")).await;
        assert!(
            r.private && r.markdown.contains("being played"),
            "{who}: {}",
            r.markdown
        );
    }
    let r = say(&m, "Ann", "analyse standard nonsense").await;
    assert!(
        r.private && r.markdown.contains("not a position"),
        "{}",
        r.markdown
    );
    play(&m, id, 20).await;
    say(&m, "Bob", &format!("resign #{}", id.0)).await;

    // Asked without an id: her last finished game here.
    let r = say(&m, "Ann", "review").await;
    assert!(
        r.private && r.markdown.contains("next in line"),
        "{}",
        r.markdown
    );
    assert_eq!(r.game, Some(id));
    let e = review_event(&mut rx).await;
    assert_eq!(e.cause, Cause::Review);
    assert_eq!(
        e.to.iter()
            .map(|p| p.display_name.as_str())
            .collect::<Vec<_>>(),
        ["Ann"]
    );
    let text = &e.reply.markdown;
    assert!(text.contains(&format!("Review of game {id}")), "{text}");
    assert!(text.contains("White, Ann: accuracy"), "{text}");
    assert!(text.contains("Black, Bob: accuracy"), "{text}");
    let png = e.reply.image.as_ref().expect("the worst decision's board");
    assert_eq!(&png.png[..8], b"\x89PNG\r\n\x1a\n");
    std::fs::write(
        std::env::temp_dir().join("gipfbot-review.png"),
        &png.png[..],
    )
    .expect("write the image to look at");
    // Picks of this kind lose: some decisions are marked, with the better one named.
    assert!(text.contains("Turning points"), "{text}");
    assert!(text.contains("better `"), "{text}");
    // Each turning point says what the better decision comes to in material.
    let points: Vec<&str> = text.lines().filter(|l| l.starts_with("· Move")).collect();
    assert!(!points.is_empty(), "{text}");
    for l in points {
        let (_, better) = l.split_once("better `").expect("the better decision");
        let gain = better.split_once("`: ").map(|(_, g)| g).unwrap_or_default();
        assert!(
            [
                "wins ",
                "keeps the balance",
                "keeps the better position",
                "loses less",
                "loses too"
            ]
            .iter()
            .any(|g| gain.starts_with(g)),
            "{l}"
        );
    }
    assert_eq!(review_posts(&m).await.len(), 1, "owed once");
    let stored = m.store().review(id).await.expect("read").expect("row");
    let ReviewState::Done(review) = stored.state else {
        panic!("not stored: {stored:?}");
    };
    assert!(review.decisions.len() >= 20, "{}", review.decisions.len());

    // Anyone may see it again, at no cost: the same text, nothing computed or owed.
    let again = say(&m, "Cyd", &format!("review #{}", id.0)).await;
    assert_eq!(again.markdown, *text);
    assert!(again.image.is_some());
    m.reviews_idle().await;
    assert_eq!(review_posts(&m).await.len(), 1);
    assert!(
        m.metrics_text().await.contains("gipfbot_reviews_total 1"),
        "computed once"
    );

    // Any position that is not a live game's: the engine's view, with its best decision.
    let start = gipf_rules::Position::start(gipf_rules::Variant::Standard).to_string();
    let r = say(&m, "Cyd", &format!("analyse {start}")).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("White to decide"), "{}", r.markdown);
    assert!(r.markdown.contains("Best line: `"), "{}", r.markdown);
    assert!(r.image.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_limit_and_review_auto() {
    let s = Setup::new();
    let store = Store::open(&s.path).await.expect("store");
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: u32::MAX,
            reviews_per_day: 1,
            ..Limits::default()
        },
        ..Config::default()
    };
    let m = Manager::open(store, config, s.clock.clone())
        .await
        .expect("manager");
    let mut rx = m.subscribe();
    let first = finished_game(&m, 6).await;
    let second = finished_game(&m, 6).await;
    let r = say(&m, "Ann", &format!("review #{}", first.0)).await;
    assert!(r.markdown.contains("in line"), "{}", r.markdown);
    review_event(&mut rx).await;
    let r = say(&m, "Ann", &format!("review #{}", second.0)).await;
    assert!(
        r.private && r.markdown.contains("the limit"),
        "{}",
        r.markdown
    );
    // A review made already is shown whatever the limit; Bob has his own.
    let r = say(&m, "Ann", &format!("review #{}", first.0)).await;
    assert!(r.markdown.contains("Review of game"), "{}", r.markdown);
    let r = say(&m, "Bob", &format!("review #{}", second.0)).await;
    assert!(r.markdown.contains("in line"), "{}", r.markdown);
    review_event(&mut rx).await;
    // A day later Ann may ask again.
    s.clock.advance(24 * 3_600_000);
    let third = finished_game(&m, 4).await;
    let r = say(&m, "Ann", &format!("review #{}", third.0)).await;
    assert!(r.markdown.contains("in line"), "{}", r.markdown);
    review_event(&mut rx).await;

    // `review auto`: every game that ends here gets its review, asked by nobody.
    let r = say(&m, "Ann", "review auto").await;
    assert!(r.markdown.contains("review-auto"), "{}", r.markdown);
    let auto = finished_game(&m, 8).await;
    let e = review_event(&mut rx).await;
    assert_eq!(e.reply.game, Some(auto));
    assert!(e.to.is_empty(), "nobody asked: nobody mentioned");
    let r = say(&m, "Ann", "review auto off").await;
    assert!(r.markdown.contains("review-auto"), "{}", r.markdown);
    let not = finished_game(&m, 4).await;
    m.reviews_idle().await;
    assert!(m.store().review(not).await.expect("read").is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_stopped_midway_is_computed_and_posted_once_after_the_restart() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = finished_game(&m, 60).await;
    say(&m, "Ann", &format!("review #{}", id.0)).await;
    m.review_started(id).await;
    // Stopped while it computes (or, on a fast machine, just after it finished).
    m.shut_down(Duration::from_millis(10)).await;
    let done_before = matches!(
        m.store()
            .review(id)
            .await
            .expect("read")
            .expect("row")
            .state,
        ReviewState::Done(_)
    );
    drop(m);

    let again = open_manager(&s.path, s.clock.clone(), false).await;
    again.reviews_idle().await;
    let stored = again.store().review(id).await.expect("read").expect("row");
    assert!(matches!(stored.state, ReviewState::Done(_)), "{stored:?}");
    assert_eq!(review_posts(&again).await.len(), 1, "posted once");
    let computed_here = again
        .metrics_text()
        .await
        .contains("gipfbot_reviews_total 1");
    assert_eq!(computed_here, !done_before, "computed once in all");
    drop(again);

    // A third start finds nothing to do.
    let third = open_manager(&s.path, s.clock.clone(), false).await;
    third.reviews_idle().await;
    assert!(third
        .metrics_text()
        .await
        .contains("gipfbot_reviews_total 0"));
    assert_eq!(review_posts(&third).await.len(), 1);
}
