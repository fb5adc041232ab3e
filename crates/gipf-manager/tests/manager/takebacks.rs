//! Takebacks through the command language: a whole turn taken back and a turn taken back in
//! the middle (a removal still to choose), both leaving the game exactly as if the turn had
//! never been played; declined; lapsed when the opponent moves; the refusals; against the
//! AI; and a restart between the acceptance and its post.

use std::time::Duration;

use gipf_manager::*;
use gipf_store::{NewGame, Timer};

use super::{ann_bob_and_room, say, start_human_game, Setup};

async fn row(m: &Manager, id: GameId) -> GameRow {
    m.store().game(id).await.expect("read").expect("game")
}

fn legal(row: &GameRow, n: usize) -> String {
    let p: gipf_rules::Position = row.position.parse().expect("position");
    let legal = p.legal_actions();
    legal[n % legal.len()].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_turn_taken_back_leaves_the_game_as_if_it_was_never_played() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "time 1d").await;
    let start = row(&m, id).await;
    // Bob has nothing to take back yet; Cyd is no player.
    let r = say(&m, "Bob", &format!("takeback #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("Nothing of yours"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Cyd", &format!("takeback #{}", id.0)).await;
    assert!(r.private, "{}", r.markdown);
    let mv = legal(&start, 3);
    say(&m, "Ann", &format!("move {mv} #{}", id.0)).await;
    s.clock.advance(3_600_000);
    let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("asks to take back"), "{}", r.markdown);
    // The request is no board: the board above it keeps its buttons.
    assert_eq!(r.board_of(), None);
    assert_eq!(
        r.mentions
            .iter()
            .map(|p| p.display_name.as_str())
            .collect::<Vec<_>>(),
        ["Bob"]
    );
    let buttons: Vec<&str> = r
        .choices
        .iter()
        .flat_map(|g| g.choices.iter())
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(buttons, ["Accept takeback", "Decline"]);
    let accept = r.choices[0].choices[0].id.clone();
    // Twice, and the asker answering himself: refused.
    let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("already asked"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", &format!("accept takeback #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("your opponent answers"),
        "{}",
        r.markdown
    );
    // Bob accepts with the button.
    let r = m.handle(&ctx_of("Bob"), Command::Choose(accept)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("is taken back"), "{}", r.markdown);
    let after = row(&m, id).await;
    assert_eq!(
        after.position, start.position,
        "the position before the turn"
    );
    assert_eq!(after.ply, 0);
    assert!(m.store().actions(id).await.expect("actions").is_empty());
    assert_eq!(after.rated, start.rated, "a rated game stays rated");
    assert_eq!(after.takeback, None);
    // Ann decides again, with a whole new day.
    assert_eq!(after.deadline, Some(s.clock.now_ms() + 86_400_000));
    // The history keeps the turn, marked as taken back.
    let r = say(&m, "Ann", &format!("history #{}", id.0)).await;
    assert!(
        r.markdown.contains(&format!("Taken back: `{mv}`")),
        "{}",
        r.markdown
    );
    // The game goes on as a game that never had it.
    let other = legal(&after, 5);
    let r = say(&m, "Ann", &format!("move {other} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let mut fresh: gipf_rules::Position = start.position.parse().expect("start");
    fresh
        .play(fresh.parse_action(&other).expect("action"))
        .expect("legal");
    assert_eq!(row(&m, id).await.position, fresh.to_string());
}

fn ctx_of(name: &str) -> Ctx {
    Ctx::console(name)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn declined_lapsed_and_answered_by_nobody() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "time 1d").await;
    let r = say(&m, "Bob", &format!("decline takeback #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("Nobody asked"),
        "{}",
        r.markdown
    );
    let g = row(&m, id).await;
    say(&m, "Ann", &format!("move {} #{}", legal(&g, 1), id.0)).await;
    say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    let before = row(&m, id).await;
    let r = say(&m, "Bob", &format!("decline takeback #{}", id.0)).await;
    assert!(
        !r.private && r.markdown.contains("declined"),
        "{}",
        r.markdown
    );
    let g = row(&m, id).await;
    assert_eq!(
        (g.position.clone(), g.ply, g.takeback),
        (before.position, before.ply, None)
    );
    // Rebuilt from the outbox (after a restart), the post still says it was declined.
    let declined: Vec<_> = m
        .owed_events(&Platform::CONSOLE)
        .await
        .into_iter()
        .filter(|e| e.kind == EventKind::TakebackDeclined)
        .collect();
    assert_eq!(declined.len(), 1);
    assert!(
        declined[0]
            .reply
            .markdown
            .contains("Bob declined the takeback"),
        "{}",
        declined[0].reply.markdown
    );
    // Asked again, it lapses when Bob moves instead of answering.
    say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    say(&m, "Bob", &format!("move {} #{}", legal(&g, 2), id.0)).await;
    assert_eq!(row(&m, id).await.takeback, None);
    let r = say(&m, "Bob", &format!("accept takeback #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("Nobody asked"),
        "{}",
        r.markdown
    );
    // And Ann's turn is out of reach now that Bob decided in his.
    let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("Nothing of yours"),
        "{}",
        r.markdown
    );
}

/// A game from a position where White's push `e1-e2` makes two rows: a removal choice
/// follows in the same turn.
async fn two_rows_game(m: &Manager) -> GameId {
    let (ann, bob, room) = ann_bob_and_room(m).await;
    let store = m.store();
    let start = "standard W3/2w2/2w3/wW1w3/1w4/5/3B w p 5/10 0/0 ss";
    let now = 0;
    store
        .create_game(&NewGame {
            community: room.id,
            variant: gipf_rules::Variant::Standard.into(),
            white: Some(ann),
            black: Some(bob),
            status: GameStatus::Active,
            time_control: "1d".parse().expect("1d"),
            rated: true,
            start_position: start,
            timer: Some(Timer {
                deadline: now + 86_400_000,
                remind_at: now + 43_200_000,
            }),
            banks: None,
            rematch_of: None,
            challenge: None,
            post: None,
            trial_of: None,
            tournament: None,
            now,
        })
        .await
        .expect("game")
        .row
        .id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_taken_back_in_its_middle_and_a_restart_before_its_post() {
    let s = Setup::new();
    let id;
    let start;
    {
        let m = s.manager(false).await;
        id = two_rows_game(&m).await;
        start = row(&m, id).await;
        let r = say(&m, "Ann", &format!("move e1-e2 #{}", id.0)).await;
        assert!(!r.private, "{}", r.markdown);
        let g = row(&m, id).await;
        let p: gipf_rules::Position = g.position.parse().expect("position");
        assert_eq!(
            p.decider(),
            Some(gipf_rules::Color::White),
            "Ann chooses a removal"
        );
        assert!(!p.removal_options().is_empty());
        // In the middle of her turn she asks; Bob accepts, and the process dies before the
        // board is posted.
        say(&m, "Ann", &format!("takeback #{}", id.0)).await;
        let r = m
            .handle_text(&ctx_of("Bob"), &format!("accept takeback #{}", id.0))
            .await;
        assert!(r.markdown.contains("is taken back"), "{}", r.markdown);
        m.shut_down(Duration::from_secs(5)).await;
    }
    let m = s.manager(false).await;
    let g = row(&m, id).await;
    assert_eq!(g.position, start.position, "back before the push");
    assert_eq!(g.ply, 0);
    // The board of the takeback is owed, once.
    let owed: Vec<_> = m
        .owed_events(&Platform::CONSOLE)
        .await
        .into_iter()
        .filter(|e| e.reply.game == Some(id) && e.kind == EventKind::Board)
        .collect();
    assert_eq!(owed.len(), 1, "{owed:?}");
    assert!(
        owed[0]
            .reply
            .markdown
            .contains("Position: `standard W3/2w2/2w3/wW1w3/1w4/5/3B w p"),
        "{}",
        owed[0].reply.markdown
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_ai_an_unrated_game_takes_back_at_once_and_a_rated_one_refuses() {
    let s = Setup::new();
    let m = s.manager(false).await;
    for (rated, setting) in [(false, "off"), (true, "on")] {
        let r = say(&m, "Ann", &format!("settings rated-ai {setting}")).await;
        assert!(!r.private, "{}", r.markdown);
        let r = say(&m, "Ann", "ai beginner white").await;
        let id = r.game.expect("game");
        let g = row(&m, id).await;
        assert_eq!(g.rated, rated);
        let start = g.position.clone();
        say(&m, "Ann", &format!("move {} #{}", legal(&g, 0), id.0)).await;
        // The AI answers in the background: wait for Ann's decision again.
        let mut changes = m.changes();
        tokio::time::timeout(Duration::from_secs(60), async {
            loop {
                let g = row(&m, id).await;
                let p: gipf_rules::Position = g.position.parse().expect("position");
                if g.ply >= 2 && p.decider() == Some(gipf_rules::Color::White) {
                    return;
                }
                let _ = changes.recv().await;
            }
        })
        .await
        .expect("the AI answers");
        let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
        if rated {
            assert!(
                r.private && r.markdown.contains("unrated"),
                "{}",
                r.markdown
            );
            assert_ne!(row(&m, id).await.position, start);
        } else {
            assert!(!r.private, "{}", r.markdown);
            assert!(
                r.markdown.contains("the AI's answer are taken back"),
                "{}",
                r.markdown
            );
            assert_eq!(row(&m, id).await.position, start);
        }
        say(&m, "Ann", &format!("resign #{}", id.0)).await;
    }
}
