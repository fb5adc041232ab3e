//! The manager against a real SQLite file: whole games through commands, restarts,
//! duplicate and concurrent moves, strangers, timeouts on a hand-moved clock, ratings, the AI
//! (one topic: a test per journey). This file holds the harness every journey shares and
//! the first journeys; newer ones are modules under `manager/` (clocks, takebacks,
//! tournaments, direct messages, reviews, puzzles, challenges, ...), all in this one test
//! binary (each binary costs a link on 2 cores).
//! ~1360 lines, one test binary on purpose (each costs a link on 2 cores): the shared harness
//! and the first journeys; DVONN's journeys are in `manager/dvonn.rs`.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use gipf_manager::*;
use gipf_rules::{Position, Record};
use tokio::sync::broadcast;

struct Setup {
    _dir: tempfile::TempDir,
    path: PathBuf,
    clock: Arc<ManualClock>,
}

impl Setup {
    fn new() -> Setup {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("gipfbot.sqlite");
        Setup {
            _dir: dir,
            path,
            clock: Arc::new(ManualClock::new(1_800_000_000_000)),
        }
    }

    async fn manager(&self, images: bool) -> Manager {
        open_manager(&self.path, self.clock.clone(), images).await
    }
}

async fn open_manager(path: &Path, clock: Arc<ManualClock>, images: bool) -> Manager {
    let store = Store::open(path).await.expect("store");
    let config = Config {
        images,
        // The tests' clock stands still: no per-minute limit (see `limits_hold_and_say_so`).
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    };
    let m = Manager::open(store, config, clock).await.expect("manager");
    m.resume_ai().await.expect("resume");
    m
}

fn ctx(name: &str) -> Ctx {
    Ctx::console(name)
}

async fn say(m: &Manager, who: &str, text: &str) -> Reply {
    m.handle_text(&ctx(who), text).await
}

fn position(r: &Reply) -> Position {
    r.position
        .clone()
        .and_then(gipf_games::AnyPosition::into_gipf)
        .unwrap_or_else(|| panic!("no GIPF position in {:?}", r.markdown))
}

/// A deterministic pick among the legal actions.
fn pick(p: &Position, n: usize) -> String {
    let legal = p.legal_actions();
    legal[n % legal.len()].to_string()
}

fn events(rx: &mut broadcast::Receiver<Event>) -> Vec<Event> {
    let mut out = Vec::new();
    while let Ok(e) = rx.try_recv() {
        out.push(e);
    }
    out
}

/// Ann and Bob as the console's players (written by a first command each) and the
/// console's room: for games a test creates in the store at a position of its own.
async fn ann_bob_and_room(m: &Manager) -> (PlayerId, PlayerId, Community) {
    for who in ["Ann", "Bob"] {
        say(m, who, "games").await;
    }
    let store = m.store();
    let player = |n: &'static str| async move {
        store
            .player_by_user("console", n)
            .await
            .expect("read")
            .expect("player")
            .id
    };
    let room = store
        .community_by_room("console", "console")
        .await
        .expect("read")
        .expect("room");
    (player("ann").await, player("bob").await, room)
}

/// Ann challenges Bob (Ann white), Bob accepts; returns the game id.
async fn start_human_game(m: &Manager, time: &str) -> GameId {
    let r = say(m, "Ann", &format!("challenge bob standard white {time}")).await;
    assert!(!r.private, "{}", r.markdown);
    let id = r.game.expect("challenge id");
    assert!(
        r.markdown.to_lowercase().contains("challenges @bob"),
        "{}",
        r.markdown
    );
    let r = say(m, "Bob", "accept").await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(r.game, Some(id));
    assert!(
        r.markdown.contains("Position: `standard "),
        "{}",
        r.markdown
    );
    id
}

#[tokio::test]
async fn a_whole_game_between_two_people() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let mut rx = m.subscribe();
    let id = start_human_game(&m, "none").await;
    let ev = events(&mut rx);
    assert!(ev
        .iter()
        .any(|e| e.kind == EventKind::ChallengeReceived
            && e.to.iter().any(|p| p.display_name == "bob")));
    assert!(ev
        .iter()
        .any(|e| e.kind == EventKind::YourTurn && e.to.iter().any(|p| p.display_name == "Ann")));

    let r = say(&m, "Ann", "board").await;
    let png = r.image.as_ref().expect("board image");
    assert_eq!(&png.png[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!((png.width, png.height), (840, 640));
    assert_eq!(r.choices[0].kind, ChoiceKind::Dots);
    // Names and mentions: Ann decides.
    assert_eq!(r.mentions[0].display_name, "Ann");

    // Play until the game ends, by whoever decides, mixing typed moves and buttons.
    let mut p = position(&r);
    // A number picks a removal option; at a push there is none.
    let r3 = say(&m, "Ann", "3").await;
    assert!(
        r3.private && r3.markdown.contains("none now"),
        "{}",
        r3.markdown
    );
    let mut record = Record::new(Position::start(gipf_rules::Variant::Standard));
    let mut numbered = 0;
    for n in 0..2000 {
        let Some(decider) = p.decider() else { break };
        let who = if decider == gipf_rules::Color::White {
            "Ann"
        } else {
            "Bob"
        };
        let other = if who == "Ann" { "Bob" } else { "Ann" };
        let action = pick(&p, n * 7 + 3);
        // Out of turn first: refused, nothing changes.
        let refused = say(&m, other, &format!("move {action}")).await;
        assert!(refused.private, "{}", refused.markdown);
        assert!(
            refused.markdown.contains("wait for @"),
            "{}",
            refused.markdown
        );
        let options = p.removal_options();
        let number = options.iter().position(|a| a.to_string() == action);
        let r = if let Some(i) = number.filter(|_| n % 2 == 0) {
            // A removal option by its number in the image.
            numbered += 1;
            let wrong = say(&m, who, &format!("{}", options.len() + 1)).await;
            assert!(
                wrong.private && wrong.markdown.contains("removal options"),
                "{}",
                wrong.markdown
            );
            say(&m, who, &format!("{}", i + 1)).await
        } else if n % 2 == 0 {
            say(&m, who, &action).await
        } else {
            let ply = record.actions().len();
            m.handle(
                &ctx(who),
                Command::Choose(format!("gipf:{}:{ply}:a:{action}", id.0)),
            )
            .await
        };
        assert!(!r.private, "{action}: {}", r.markdown);
        record
            .play(record.current().parse_action(&action).expect("legal"))
            .expect("legal");
        p = position(&r);
        assert_eq!(&p, record.current());
        assert!(
            r.markdown.contains(&format!("Position: `{p}`")),
            "{}",
            r.markdown
        );
    }
    assert!(p.is_over(), "the game ended");
    assert!(numbered > 0, "no removal was chosen by number");
    let r = say(&m, "Ann", &format!("board {id}")).await;
    assert!(r.markdown.contains(" wins"), "{}", r.markdown);
    assert!(r.choices.iter().any(|g| g.kind == ChoiceKind::AfterGame));
    // A move on a finished game is refused.
    let r = say(&m, "Ann", &format!("move b1-b2 {id}")).await;
    assert!(r.markdown.contains("is over"), "{}", r.markdown);

    // The history is the official record of what was played.
    let h = say(&m, "Bob", &format!("history {id}")).await;
    let text = h.markdown.split('`').nth(1).expect("record in code");
    assert_eq!(text.parse::<Record>().expect("record"), record);

    // Both were rated, here and globally; the winner is above the loser.
    let st = say(&m, "Ann", "stats bob").await;
    assert!(
        st.markdown.contains("standard rating here"),
        "{}",
        st.markdown
    );
    assert!(st.markdown.contains("Against you"), "{}", st.markdown);
    let lb = say(&m, "Ann", "leaderboard").await;
    assert!(
        lb.markdown.contains("No established"),
        "provisional ratings are hidden: {}",
        lb.markdown
    );

    // Rematch: a new challenge with colours swapped.
    let r = say(&m, "Ann", "rematch").await;
    assert!(r.markdown.contains("Ann plays Black"), "{}", r.markdown);
}

#[tokio::test]
async fn strangers_garbage_and_unknown_games() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "none").await;
    for (who, text, needle) in [
        (
            "Carol",
            &format!("move b1-b2 {id}") as &str,
            "You are not playing",
        ),
        ("Carol", &format!("resign {id}"), "You are not playing"),
        ("Ann", "move b1-b2 #99", "No game #99 here. Your games: #1."),
        ("Ann", "flibbertigibbet", "I do not know"),
        ("Ann", "b1-b9", "b9"),
        ("Ann", "b1-c1", "not on a line entering the board from b1"),
        ("Ann", "xb2,c3", "no row to remove"),
        ("Ann", "e5-e6", "e5 is not a dot"),
        ("Bob", "b1-b2", "It is White's decision: wait for @Ann."),
        ("Ann", "challenge ann", "cannot challenge yourself"),
        ("Ann", &format!("accept {id}"), "already accepted"),
        ("Carol", "board", "no game in progress"),
        ("Ann", "gipf:1:0:a:b1-b2", "I do not know"),
    ] {
        let r = say(&m, who, text).await;
        assert!(r.private, "{text}: {}", r.markdown);
        assert!(r.markdown.contains(needle), "{text}: {}", r.markdown);
    }
    // A garbled button id, and one of ours for another ply.
    let r = m
        .handle(&ctx("Ann"), Command::Choose("gipf:zz".into()))
        .await;
    assert!(r.markdown.contains("not one of mine"), "{}", r.markdown);
    let r = m
        .handle(
            &ctx("Ann"),
            Command::Choose(format!("gipf:{}:5:a:b1-b2", id.0)),
        )
        .await;
    assert!(r.markdown.contains("out of date"), "{}", r.markdown);
    // Nothing above changed the game.
    let r = say(&m, "Ann", "board").await;
    assert_eq!(position(&r), Position::start(gipf_rules::Variant::Standard));
}

#[tokio::test]
async fn buttons_survive_a_restart_and_stale_ones_are_recognised() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "none").await;
    let board = say(&m, "Ann", "board").await;
    let dot = board.choices[0].choices[0].id.clone();
    let dirs = m.handle(&ctx("Ann"), Command::Choose(dot.clone())).await;
    assert_eq!(
        dirs.choices[0].kind,
        ChoiceKind::Directions,
        "{}",
        dirs.markdown
    );
    let push = dirs.choices[0].choices[0].id.clone();
    drop(m);

    // A new manager on the same file: the old button still works.
    let m = s.manager(false).await;
    let r = m.handle(&ctx("Ann"), Command::Choose(push.clone())).await;
    assert!(!r.private, "{}", r.markdown);
    // The same click again (double click, retry): applied once.
    let again = m.handle(&ctx("Ann"), Command::Choose(push.clone())).await;
    assert!(
        again.markdown.contains("already played"),
        "{}",
        again.markdown
    );
    let other = m.handle(&ctx("Ann"), Command::Choose(dot)).await;
    assert!(other.markdown.contains("out of date"), "{}", other.markdown);
    let store = m.store().clone();
    assert_eq!(store.actions(id).await.expect("actions").len(), 1);
    drop(m);

    // And after another restart, Bob answers and the game goes on.
    let m = s.manager(false).await;
    let p = position(&say(&m, "Bob", "board").await);
    let r = say(&m, "Bob", &pick(&p, 0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(store.actions(id).await.expect("actions").len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_duplicate_moves_apply_once() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "none").await;
    let choose = Command::Choose(format!("gipf:{}:0:a:b1-b2", id.0));
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let m = m.clone();
        let c = choose.clone();
        tasks.push(tokio::spawn(async move { m.handle(&ctx("Ann"), c).await }));
    }
    let mut applied = 0;
    for t in tasks {
        let r = t.await.expect("task");
        if !r.private {
            applied += 1;
        } else {
            assert!(r.markdown.contains("already played"), "{}", r.markdown);
        }
    }
    assert_eq!(applied, 1);
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);

    // Many games at once, each in order.
    let mut tasks = Vec::new();
    for g in 0..6 {
        let m = m.clone();
        tasks.push(tokio::spawn(async move {
            let a = format!("p{g}a");
            let b = format!("p{g}b");
            let r = m
                .handle_text(&ctx(&a), &format!("challenge {b} white"))
                .await;
            let r2 = m.handle_text(&ctx(&b), "accept").await;
            assert!(!r2.private, "{} / {}", r.markdown, r2.markdown);
            let mut p = r2
                .position
                .and_then(gipf_games::AnyPosition::into_gipf)
                .expect("position");
            for n in 0..20 {
                let who = if p.decider() == Some(gipf_rules::Color::White) {
                    &a
                } else {
                    &b
                };
                let r = m.handle_text(&ctx(who), &pick(&p, n)).await;
                assert!(!r.private, "{}", r.markdown);
                p = r
                    .position
                    .and_then(gipf_games::AnyPosition::into_gipf)
                    .expect("position");
            }
        }));
    }
    for t in tasks {
        t.await.expect("game task");
    }
}

#[tokio::test]
async fn reminders_and_loss_on_time() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let id = start_human_game(&m, "time 10m").await;
    events(&mut rx);
    assert_eq!(m.run_due().await, 0);
    s.clock.advance(5 * 60_000);
    assert_eq!(m.run_due().await, 1);
    let ev = events(&mut rx);
    assert_eq!(ev.len(), 1);
    assert_eq!(ev[0].kind, EventKind::Reminder);
    assert_eq!(ev[0].to[0].display_name, "Ann");
    assert!(
        ev[0].reply.markdown.contains("5 minutes left"),
        "{}",
        ev[0].reply.markdown
    );
    // A move resets the clock: Bob now has 10 minutes.
    let r = say(&m, "Ann", "b1-b2").await;
    assert!(!r.private, "{}", r.markdown);
    s.clock.advance(9 * 60_000);
    m.run_due().await;
    events(&mut rx);
    // A restart in between: the deadline comes from the database.
    drop(m);
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    s.clock.advance(60_000);
    assert_eq!(m.run_due().await, 1);
    let ev = events(&mut rx);
    assert_eq!(ev[0].kind, EventKind::GameOver);
    assert!(
        ev[0].reply.markdown.contains("White wins on time"),
        "{}",
        ev[0].reply.markdown
    );
    let st = say(&m, "Ann", "stats").await;
    assert!(
        st.markdown.contains("standard: 1 won, 0 lost"),
        "{}",
        st.markdown
    );
    let r = say(&m, "Bob", &format!("move h5-g5 {id}")).await;
    assert!(r.markdown.contains("is over"), "{}", r.markdown);
}

/// A finished game's board: Rematch and nothing to play, nobody asked to decide.
fn assert_finished_board(r: &Reply, not_mentioned: &str) {
    let kinds: Vec<ChoiceKind> = r.choices.iter().map(|g| g.kind).collect();
    assert_eq!(kinds, [ChoiceKind::AfterGame], "{}", r.markdown);
    assert!(
        r.mentions.iter().all(|p| p.display_name != not_mentioned),
        "{not_mentioned} mentioned: {}",
        r.markdown
    );
    assert!(!r.markdown.contains("to push"), "{}", r.markdown);
    assert!(r.result.is_some(), "{}", r.markdown);
}

#[tokio::test]
async fn finished_games_are_drawn_finished() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let mut rx = m.subscribe();
    // Resigned on her own turn: her position still says she is to push.
    let id = start_human_game(&m, "time 10m").await;
    events(&mut rx);
    let r = say(&m, "Ann", "resign").await;
    assert!(
        r.markdown.contains("Black wins by resignation"),
        "{}",
        r.markdown
    );
    assert_finished_board(&r, "Ann");
    assert!(r.image.is_some());
    let ev = events(&mut rx);
    assert_eq!(ev[0].kind, EventKind::GameOver);
    assert_finished_board(&ev[0].reply, "Ann");
    for who in ["Ann", "Bob"] {
        let b = say(&m, who, &format!("board {id}")).await;
        assert_finished_board(&b, "Ann");
        // A board replaces the game's last board; a history (or an error) never does, so
        // the Rematch button stays.
        assert_eq!(b.board_of(), Some(id));
        let h = say(&m, who, &format!("history {id}")).await;
        assert_eq!((h.game, h.board_of()), (Some(id), None), "{}", h.markdown);
    }
    assert_eq!(
        say(&m, "Ann", &format!("resign {id}")).await.board_of(),
        None
    );
    // Lost on time: the same.
    let id = start_human_game(&m, "time 10m").await;
    events(&mut rx);
    s.clock.advance(10 * 60_000);
    assert_eq!(m.run_due().await, 1);
    let ev = events(&mut rx);
    assert_eq!(ev[0].kind, EventKind::GameOver);
    assert!(
        ev[0].reply.markdown.contains("Black wins on time"),
        "{}",
        ev[0].reply.markdown
    );
    assert_finished_board(&ev[0].reply, "Ann");
    assert_finished_board(&say(&m, "Bob", &format!("board {id}")).await, "Ann");
    // Nothing can be played on it, by button or by text.
    let r = say(&m, "Ann", &format!("move b1-b2 {id}")).await;
    assert!(
        r.private && r.markdown.contains("is over"),
        "{}",
        r.markdown
    );
}

/// Hostile and random text through the manager: nothing panics, nothing long or invisible is
/// echoed, and every error is one short line.
#[tokio::test]
async fn ten_thousand_hostile_commands() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let words = [
        "ai",
        "challenge",
        "accept",
        "decline",
        "cancel",
        "move",
        "board",
        "resign",
        "rematch",
        "games",
        "history",
        "leaderboard",
        "stats",
        "help",
        "rules",
        "open",
        "levels",
        "b1-b2",
        "xc3,d4",
        "done",
        "1",
        "#1",
        "#0",
        "#99999999999999999999",
        "<@99999999999999999999999>",
        "<@!12>",
        "@nobody:example.org",
        "@",
        "time",
        "5y",
        "3d",
        "white",
        "master",
        "global",
        "tournament",
        "Gb1-b2",
        "x",
        "-",
        "\u{202E}evil",
        "\u{0007}\u{0000}bell",
        "ÿ̶͉̈́ẍ̸́",
        "名前",
        "😀😀😀",
        "\u{200B}",
        "ann",
        "bob",
        "Ann Bob",
        "\t",
        "gipf:1:0:a:b1-b2",
    ];
    let huge = ["q".repeat(10_000), "\u{202E}".repeat(500), "é".repeat(290)];
    for i in 0..10_000 {
        let mut text = String::new();
        for _ in 0..=next(4) {
            let w: &str = match next(20) {
                0 => &huge[next(huge.len())],
                _ => words[next(words.len())],
            };
            text.push_str(w);
            text.push(' ');
        }
        let who = ["Ann", "Bob", "Carol"][i % 3];
        let r = m.handle_text(&ctx(who), &text).await;
        for line in r.markdown.lines() {
            assert!(
                !line
                    .chars()
                    .any(|c| c.is_control() || ('\u{202A}'..='\u{202E}').contains(&c)),
                "{text:?} -> {line:?}"
            );
            assert!(!line.contains(&"q".repeat(41)), "{text:?} -> {line}");
        }
        if r.private && r.image.is_none() && r.position.is_none() && !r.markdown.contains('\n') {
            assert!(
                r.markdown.chars().count() <= 300,
                "{text:?} -> {}",
                r.markdown
            );
        }
    }
    m.ai_idle().await;
}

#[tokio::test]
async fn limits_hold_and_say_so() {
    let s = Setup::new();
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: 6,
            open_challenges: 2,
            ai_games: 1,
            ..Limits::default()
        },
        ..Config::default()
    };
    let store = Store::open(&s.path).await.expect("store");
    let m = Manager::open(store, config, s.clock.clone())
        .await
        .expect("manager");
    for who in ["carol", "dave", "erin"] {
        assert!(!say(&m, who, "games").await.markdown.contains("Slow"));
    }
    assert!(!say(&m, "Ann", "challenge carol").await.private);
    assert!(!say(&m, "Ann", "challenge dave").await.private);
    let r = say(&m, "Ann", "challenge erin").await;
    assert!(
        r.private && r.markdown.contains("2 challenges waiting"),
        "{}",
        r.markdown
    );
    assert!(!say(&m, "Ann", "ai beginner").await.private);
    let r = say(&m, "Ann", "ai beginner").await;
    assert!(
        r.private && r.markdown.contains("1 game against me"),
        "{}",
        r.markdown
    );
    assert!(!say(&m, "Ann", "games").await.markdown.contains("Slow"));
    // Six commands in this minute: the seventh waits, and nothing of it is done.
    let r = say(&m, "Ann", "cancel #1").await;
    assert!(
        r.private && r.markdown.contains("at most 6 commands a minute"),
        "{}",
        r.markdown
    );
    assert!(
        !say(&m, "Bob", "games").await.markdown.contains("Slow"),
        "others go on"
    );
    s.clock.advance(60_000);
    let r = say(&m, "Ann", "games").await;
    assert!(
        r.markdown.contains("#1"),
        "the challenge is still there: {}",
        r.markdown
    );
    m.ai_idle().await;
}

/// One user's many games against the AI do not hold up another's: the AI's decisions go
/// round the waiting users (one at a time here), not first come first served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ai_decisions_are_shared_fairly() {
    let s = Setup::new();
    let store = Store::open(&s.path).await.expect("store");
    let config = Config {
        images: false,
        ai_concurrency: 1,
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    };
    let m = Manager::open(store, config, s.clock.clone())
        .await
        .expect("manager");
    let mut rx = m.subscribe();
    // Ann plays Black in six games: the AI opens each, slowly.
    for _ in 0..6 {
        let r = say(&m, "Ann", "ai strong black").await;
        assert!(!r.private, "{}", r.markdown);
    }
    let r = say(&m, "Bob", "ai beginner black").await;
    assert!(!r.private, "{}", r.markdown);
    m.ai_idle().await;
    let order: Vec<String> = events(&mut rx)
        .into_iter()
        .filter(|e| e.kind == EventKind::YourTurn && e.cause == Cause::Ai)
        .map(|e| e.to[0].display_name.clone())
        .collect();
    assert_eq!(order.len(), 7, "{order:?}");
    let bob = order.iter().position(|n| n == "Bob").expect("Bob's turn");
    assert!(bob <= 3, "Bob waited behind Ann's games: {order:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shutdown_finishes_what_is_under_way_and_refuses_the_rest() {
    let s = Setup::new();
    let m = s.manager(false).await;
    // An adapter: takes every event as it comes.
    let mut rx = m.subscribe();
    let adapter = tokio::spawn(async move {
        let mut seen = Vec::new();
        while let Ok(e) = rx.recv().await {
            seen.push(e);
        }
        seen
    });
    // The AI opens the game; the shutdown comes at once: the decision is either finished
    // (and announced) or not started (and left for the next start), never lost or doubled.
    let r = say(&m, "Ann", "ai strong black").await;
    assert!(!r.private, "{}", r.markdown);
    let id = r.game.expect("game");
    let left = m.shut_down(Duration::from_secs(60)).await;
    assert_eq!(
        left,
        Leftover {
            ai_decisions: 0,
            posts: 0
        }
    );
    // Refused, with a sentence, and nothing done.
    let r = say(&m, "Ann", "ai beginner").await;
    assert!(
        r.private && r.markdown.contains("restarting"),
        "{}",
        r.markdown
    );
    drop(m);
    let seen = adapter.await.expect("adapter");
    let announced = seen
        .iter()
        .filter(|e| e.kind == EventKind::YourTurn && e.cause == Cause::Ai)
        .count();
    let m = s.manager(false).await;
    m.ai_idle().await;
    let r = say(&m, "Ann", "games").await;
    assert!(r.markdown.contains("your decision"), "{}", r.markdown);
    assert!(
        !r.markdown.contains("#2"),
        "nothing else started: {}",
        r.markdown
    );
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);
    assert!(announced <= 1);
}

#[tokio::test]
async fn challenges_expire_decline_and_cancel() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let r = say(&m, "Ann", "challenge bob").await;
    let first = r.game.expect("id");
    s.clock.advance(7 * 86_400_000);
    assert_eq!(m.run_due().await, 1);
    assert!(events(&mut rx)
        .iter()
        .any(|e| e.kind == EventKind::ChallengeAnswered));
    let r = say(&m, "Bob", &format!("accept {first}")).await;
    assert!(r.markdown.contains("expired"), "{}", r.markdown);

    let r = say(&m, "Ann", "challenge bob basic").await;
    let second = r.game.expect("id");
    let r = say(&m, "Carol", &format!("accept {second}")).await;
    assert!(r.markdown.contains("not yours"), "{}", r.markdown);
    let r = say(&m, "Ann", &format!("accept {second}")).await;
    assert!(r.markdown.contains("your own challenge"), "{}", r.markdown);
    let r = say(&m, "Bob", "decline ann").await;
    assert!(r.markdown.contains("declined"), "{}", r.markdown);
    // It takes the challenge's place, so that the challenge's buttons go.
    assert_eq!(r.board_of(), Some(second));

    let r = say(&m, "Ann", "open tournament").await;
    let open = r.game.expect("id");
    let r = say(&m, "Bob", "cancel").await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "cancel").await;
    assert!(r.markdown.contains("withdrawn"), "{}", r.markdown);
    assert_eq!(r.board_of(), Some(open));
    let r = say(&m, "Carol", &format!("accept {open}")).await;
    assert!(r.markdown.contains("withdrawn"), "{}", r.markdown);

    // An open challenge anyone may take.
    say(&m, "Ann", "open black 2d").await;
    let r = say(&m, "Carol", "accept").await;
    assert!(r.markdown.contains("Carol accepted"), "{}", r.markdown);
    assert!(r.markdown.contains("2 days per move"), "{}", r.markdown);
    let r = say(&m, "Carol", "games").await;
    assert!(
        r.markdown.contains("your decision"),
        "Carol is White: {}",
        r.markdown
    );

    // The Accept button works in the challenge's room, and only there.
    let r = say(&m, "Ann", "challenge dave").await;
    let accept = r
        .choices
        .iter()
        .find(|g| g.kind == ChoiceKind::Challenge)
        .map(|g| g.choices[0].id.clone())
        .expect("accept button");
    let elsewhere = Ctx {
        room_id: "another-room".into(),
        ..ctx("Dave")
    };
    let r = m.handle(&elsewhere, Command::Choose(accept.clone())).await;
    assert!(r.markdown.contains("No game"), "{}", r.markdown);
    let r = m.handle(&ctx("Dave"), Command::Choose(accept)).await;
    assert!(r.markdown.contains("Dave accepted"), "{}", r.markdown);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_the_ai_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let mut rx = m.subscribe();
    let r = say(&m, "Ann", "ai beginner basic black").await;
    assert!(r.markdown.contains("you play Black"), "{}", r.markdown);
    let id = r.game.expect("id");
    m.ai_idle().await;
    let ev = events(&mut rx);
    let turn = ev
        .iter()
        .find(|e| e.kind == EventKind::YourTurn)
        .expect("the AI moved and it is Ann's turn");
    assert!(turn.reply.image.is_some());
    let mut p = position(&say(&m, "Ann", "board").await);
    assert_eq!(p.decider(), Some(gipf_rules::Color::Black));
    for n in 0..6 {
        let r = say(&m, "Ann", &pick(&p, n)).await;
        assert!(!r.private, "{}", r.markdown);
        m.ai_idle().await;
        p = position(&say(&m, "Ann", "board").await);
        if p.is_over() {
            break;
        }
        assert_eq!(
            p.decider(),
            Some(gipf_rules::Color::Black),
            "the AI answered"
        );
    }
    // Restart with the AI to move: it resumes by itself.
    let r = say(&m, "Ann", &pick(&p, 1)).await;
    assert!(!r.private, "{}", r.markdown);
    drop(m);
    let m = s.manager(false).await;
    m.ai_idle().await;
    let p = position(&say(&m, "Ann", "board").await);
    assert!(p.is_over() || p.decider() == Some(gipf_rules::Color::Black));
    let r = say(&m, "Ann", "resign").await;
    assert!(
        r.markdown.contains("White wins by resignation"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "levels").await;
    assert!(
        r.markdown.contains(
            "`beginner`: looks one move ahead and often misjudges: a newcomer can win; rated 1"
        ),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", &format!("rematch {id}")).await;
    assert!(r.markdown.contains("you play White"), "{}", r.markdown);
    m.ai_idle().await;
}

#[tokio::test]
async fn a_locked_database_loses_nothing() {
    let s = Setup::new();
    let store = Store::open_with_busy_timeout(&s.path, Duration::from_millis(50))
        .await
        .expect("store");
    let m = Manager::open(
        store,
        Config {
            images: false,
            ..Config::default()
        },
        s.clock.clone(),
    )
    .await
    .expect("manager");
    let id = start_human_game(&m, "none").await;
    // Another program takes the write lock.
    use sqlx::Connection;
    let mut other = sqlx::SqliteConnection::connect(&format!("sqlite://{}", s.path.display()))
        .await
        .expect("second connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .expect("lock");
    let r = say(&m, "Ann", "b1-b2").await;
    assert!(r.private);
    assert!(r.markdown.contains("busy"), "{}", r.markdown);
    sqlx::query("ROLLBACK")
        .execute(&mut other)
        .await
        .expect("unlock");
    // Nothing was half-applied: the same move now goes through.
    let r = say(&m, "Ann", "b1-b2").await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);
}

#[tokio::test]
async fn leaderboards_rank_established_active_players() {
    let s = Setup::new();
    let store = Store::open(&s.path).await.expect("store");
    let config = Config {
        images: false,
        provisional_deviation: 350.0,
        ..Config::default()
    };
    let m = Manager::open(store, config, s.clock.clone())
        .await
        .expect("manager");
    for _ in 0..3 {
        start_human_game(&m, "none").await;
        let r = say(&m, "Bob", "resign").await;
        assert!(
            r.markdown.contains("White wins by resignation"),
            "{}",
            r.markdown
        );
    }
    let lb = say(&m, "Carol", "leaderboard").await;
    let ann = lb.markdown.find("1. Ann").expect("Ann first");
    let bob = lb.markdown.find("2. Bob").expect("Bob second");
    assert!(ann < bob, "{}", lb.markdown);
    let global = say(&m, "Carol", "leaderboard global standard").await;
    assert!(
        global.markdown.contains("everywhere"),
        "{}",
        global.markdown
    );
    assert!(global.markdown.contains("(3 games)"), "{}", global.markdown);
    // Three months without a rated game: off the board.
    s.clock.advance(91 * 86_400_000);
    let lb = say(&m, "Carol", "leaderboard").await;
    assert!(lb.markdown.contains("No established"), "{}", lb.markdown);
}

/// The console and the bot can run on the same file: each sees the other's moves.
#[tokio::test]
async fn two_managers_on_one_file() {
    let s = Setup::new();
    let a = s.manager(false).await;
    let b = s.manager(false).await;
    let id = start_human_game(&a, "none").await;
    // Both have the game in memory.
    let p = position(&say(&b, "Ann", "board").await);
    let r = say(&a, "Ann", &pick(&p, 0)).await;
    assert!(!r.private, "{}", r.markdown);
    // B learns of Ann's move from the database, not from its memory.
    let seen = position(&say(&b, "Bob", "board").await);
    assert_eq!(seen, position(&r));
    let r = say(&b, "Bob", &pick(&seen, 1)).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&a, "Ann", &format!("board {id}")).await;
    assert_eq!(
        r.markdown.matches("Last turn: Black").count(),
        1,
        "{}",
        r.markdown
    );
}

/// A platform for the delivery loop: records what it is given, or refuses (down).
#[derive(Clone, Default)]
struct Recorder {
    posted: Arc<std::sync::Mutex<Vec<Event>>>,
    down: Arc<std::sync::atomic::AtomicBool>,
    tries: Arc<std::sync::atomic::AtomicUsize>,
    changed: Arc<tokio::sync::Notify>,
}

impl Poster for Recorder {
    async fn post(&self, e: &Event) -> Result<(), PostError> {
        self.tries.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.changed.notify_waiters();
        if self.down.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(PostError::Retry("down".into()));
        }
        self.posted.lock().expect("lock").push(e.clone());
        self.changed.notify_waiters();
        Ok(())
    }
}

impl Recorder {
    fn set_down(&self, down: bool) {
        self.down.store(down, std::sync::atomic::Ordering::SeqCst);
    }

    /// Waits until `n` posts went out in all; returns them all.
    async fn wait_posted(&self, n: usize) -> Vec<Event> {
        self.wait(|r| r.posted.lock().expect("lock").len() >= n)
            .await;
        self.posted.lock().expect("lock").clone()
    }

    /// Waits until the platform was tried `n` times in all.
    async fn wait_tries(&self, n: usize) {
        self.wait(|r| r.tries.load(std::sync::atomic::Ordering::SeqCst) >= n)
            .await;
    }

    async fn wait(&self, done: impl Fn(&Recorder) -> bool) {
        tokio::time::timeout(Duration::from_secs(60), async {
            loop {
                let changed = self.changed.notified();
                tokio::pin!(changed);
                changed.as_mut().enable();
                if done(self) {
                    return;
                }
                changed.await;
            }
        })
        .await
        .expect("the delivery loop did not get there in 60 s");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn owed_posts_reach_the_chat_once_whatever_fails() {
    let s = Setup::new();
    // A manager dies after committing a move whose reply nobody showed.
    let m = s.manager(false).await;
    let id = start_human_game(&m, "none").await;
    let r = say(
        &m,
        "Ann",
        &format!(
            "move {} #{}",
            pick(&Position::start(gipf_rules::Variant::Standard), 0),
            id.0
        ),
    )
    .await;
    assert!(!r.private, "{}", r.markdown);
    drop(r);
    drop(m);

    // The next start delivers it: the board asking Bob. The challenge and the first board,
    // never shown either, were replaced by it: dropped, not posted late.
    let m = s.manager(false).await;
    let chat = Recorder::default();
    let loop_task = m.deliver_outbox(m.events_for(&Platform::CONSOLE), chat.clone());
    let posted = chat.wait_posted(1).await;
    assert_eq!(posted.len(), 1);
    let e = &posted[0];
    assert_eq!(e.kind, EventKind::YourTurn);
    assert_eq!(e.reply.game, Some(id));
    assert!(e.to.iter().any(|p| p.display_name == "Bob"), "{:?}", e.to);
    assert!(e.reply.image.is_none() && e.reply.position.is_some());
    assert_eq!(position(&e.reply).decider(), Some(gipf_rules::Color::Black));

    // A reply that is shown owes nothing more.
    let r = say(
        &m,
        "Bob",
        &format!("move {} #{}", pick(&position(&e.reply), 1), id.0),
    )
    .await;
    m.posted(&r).await;
    let p = position(&r);

    // The platform is down: Ann's reply is not shown, the loop keeps it and tries again.
    chat.set_down(true);
    let tries = chat.tries.load(std::sync::atomic::Ordering::SeqCst);
    let r = say(&m, "Ann", &format!("move {} #{}", pick(&p, 2), id.0)).await;
    let p = position(&r);
    drop(r);
    chat.wait_tries(tries + 2).await;
    // Meanwhile Bob moves (shown): Ann's board is stale now. Then Ann's next reply is lost
    // too, and the platform comes back: only the newest board goes out.
    let r = say(&m, "Bob", &format!("move {} #{}", pick(&p, 3), id.0)).await;
    m.posted(&r).await;
    let p = position(&r);
    let r = say(&m, "Ann", &format!("move {} #{}", pick(&p, 4), id.0)).await;
    let newest = position(&r);
    drop(r);
    chat.set_down(false);
    let posted = chat.wait_posted(2).await;
    assert_eq!(posted.len(), 2, "the stale board was dropped");
    assert_eq!(
        posted[1].reply.position,
        Some(gipf_games::AnyPosition::Gipf(newest))
    );
    assert!(posted[1].to.iter().any(|p| p.display_name == "Bob"));

    // A challenge nobody showed goes out as a challenge, with its buttons.
    let r = say(&m, "Carol", "challenge dave basic").await;
    drop(r);
    let posted = chat.wait_posted(3).await;
    assert_eq!(posted[2].kind, EventKind::ChallengeReceived);
    assert!(
        posted[2].reply.markdown.contains("challenges @dave"),
        "{}",
        posted[2].reply.markdown
    );
    assert_eq!(posted[2].reply.choices.len(), 1);
    // Declined, unshown: the decline goes out, closing the challenge's buttons.
    let r = say(&m, "Dave", "decline").await;
    assert!(!r.private, "{}", r.markdown);
    drop(r);
    let posted = chat.wait_posted(4).await;
    assert_eq!(posted[3].kind, EventKind::ChallengeAnswered);
    assert!(posted[3].reply.closes_board && posted[3].reply.markdown.contains("declined"));

    // Deleted once the platform has it (just after the recorder saw it).
    let mut owed = usize::MAX;
    for _ in 0..500 {
        owed = m.store().owed_count(&["console"]).await.expect("count");
        if owed == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(owed, 0, "nothing owed");
    // Nothing was posted twice.
    let posted = chat.posted.lock().expect("lock").clone();
    let mut ids: Vec<_> = posted.iter().map(|e| e.post).collect();
    ids.dedup();
    assert_eq!(ids.len(), posted.len());
    loop_task.abort();
}

#[tokio::test]
async fn with_a_public_address_the_first_and_last_boards_link_to_the_game_page() {
    let s = Setup::new();
    let store = Store::open(&s.path).await.expect("store");
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        public_url: Some("https://gipf.example.org".into()),
        ..Config::default()
    };
    let m = Manager::open(store, config, s.clock.clone())
        .await
        .expect("manager");
    let id = start_human_game(&m, "none").await;
    let slug = m.store().game(id).await.expect("read").expect("game").slug;
    let link = format!("https://gipf.example.org/{slug}");
    let first = say(&m, "Ann", &format!("board {id}")).await;
    assert!(first.markdown.contains(&link), "{}", first.markdown);
    let p = position(&first);
    let moved = say(&m, "Ann", &format!("move {} {id}", pick(&p, 0))).await;
    assert!(!moved.markdown.contains(&link), "{}", moved.markdown);
    let last = say(&m, "Bob", "resign").await;
    assert!(last.markdown.contains(&link), "{}", last.markdown);
    // The address is the page's, not the sequential id.
    assert_eq!(slug.as_str().len(), 18);
}

#[path = "manager/languages.rs"]
mod languages;

#[path = "manager/instances.rs"]
mod instances;

#[path = "manager/tournaments.rs"]
mod tournaments;

#[path = "manager/clocks.rs"]
mod clocks;

#[path = "manager/takebacks.rs"]
mod takebacks;

#[path = "manager/confirm.rs"]
mod confirm;

#[path = "manager/direct.rs"]
mod direct;

/// Potentials in chat (COMMANDS.md, variants): a challenge to `standard+potentials` played
/// with typed uses and buttons, a TAMSK decision asked of its owner in the other's turn,
/// the rating pool, `rules potentials`, and an `ultimate` game against the AI.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn potentials_games_in_chat() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let r = say(&m, "Ann", "challenge bob standard+potentials white none").await;
    assert!(r.markdown.contains("standard+potentials"), "{}", r.markdown);
    let r = say(&m, "Bob", "accept").await;
    assert!(
        r.markdown.contains(
            "Position: `standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3`"
        ),
        "{}",
        r.markdown
    );
    // Loaded pushes, from the text and from a button.
    let r = say(&m, "Ann", "Za1-b2").await;
    assert!(r.markdown.contains("White pushed Za1-b2"), "{}", r.markdown);
    let r = say(&m, "Bob", "dd1-d2").await;
    assert!(r.markdown.contains("Black pushed Dd1-d2"), "{}", r.markdown);
    let p = position(&r);
    assert_eq!(p.hand(gipf_rules::Color::Black).to_string(), "T3Z3D2Y3P3");
    // Ann's ZÈRTZ piece on b2 has uses: offered as a menu of pieces, then targets.
    let board = say(&m, "Ann", "board").await;
    let uses = board
        .choices
        .iter()
        .find(|g| g.kind == ChoiceKind::Uses)
        .unwrap_or_else(|| panic!("no uses in {:?}", board.choices));
    assert_eq!(uses.choices[0].label, "ZÈRTZ b2");
    let targets = m
        .handle(&ctx("Ann"), Command::Choose(uses.choices[0].id.clone()))
        .await;
    assert!(targets.private, "{}", targets.markdown);
    let t = targets
        .choices
        .iter()
        .find(|g| g.kind == ChoiceKind::Targets)
        .expect("targets");
    // Bob may not press Ann's buttons.
    let r = m
        .handle(&ctx("Bob"), Command::Choose(uses.choices[0].id.clone()))
        .await;
    assert!(r.private, "{}", r.markdown);
    let r = m
        .handle(&ctx("Ann"), Command::Choose(t.choices[0].id.clone()))
        .await;
    assert!(
        r.markdown.contains("White used ZÈRTZ b2-"),
        "{}",
        r.markdown
    );
    // Bad input loses nothing.
    let before = position(&say(&m, "Bob", "board").await);
    for (text, why) in [
        (
            "keep",
            "only possible when a TAMSK-loaded piece has just arrived",
        ),
        (
            "T:a1-b2",
            "only possible when a TAMSK-loaded piece has just arrived",
        ),
        ("Z:c3-c4", "holds no uncapped ZÈRTZ-loaded piece"),
    ] {
        let r = say(&m, "Bob", text).await;
        assert!(
            r.private && r.markdown.contains(why),
            "{text}: {}",
            r.markdown
        );
    }
    assert_eq!(position(&say(&m, "Bob", "board").await), before);
    let r = say(&m, "Bob", "resign").await;
    assert!(
        r.markdown.contains("White wins by resignation"),
        "{}",
        r.markdown
    );
    // Ratings: the potentials pool, not standard's.
    let lb = say(&m, "Carol", "leaderboard standard+potentials").await;
    assert!(
        lb.markdown.contains("standard+potentials"),
        "{}",
        lb.markdown
    );
    let stats = say(&m, "Ann", "stats").await;
    assert!(
        stats.markdown.contains("standard+potentials"),
        "{}",
        stats.markdown
    );
    let rules = say(&m, "Ann", "rules potentials").await;
    assert!(
        rules.markdown.contains("ZÈRTZ") && rules.markdown.contains("keep"),
        "{}",
        rules.markdown
    );

    // A TAMSK piece arriving on e5 in Bob's turn: Ann decides, and is told.
    let r = say(&m, "Ann", "challenge bob standard+T3 white none").await;
    let id = r.game.expect("id");
    say(&m, "Bob", "accept").await;
    let mut rx = m.subscribe();
    for (who, action) in [
        ("Ann", "Te1-e2"),
        ("Bob", "a1-b2"),
        ("Ann", "Te1-e2"),
        ("Bob", "e1-e2"),
        ("Ann", "i5-h5"),
    ] {
        let r = say(&m, who, &format!("{action} {id}")).await;
        assert!(!r.private, "{action}: {}", r.markdown);
    }
    // Ann's first TAMSK piece is on e4; Bob's push from e1 brings it to e5 in his turn.
    let r = say(&m, "Bob", &format!("e1-e2 {id}")).await;
    let p = position(&r);
    assert_eq!(p.stage(), gipf_rules::Stage::Tamsk, "{p}");
    assert_eq!(p.decider(), Some(gipf_rules::Color::White));
    assert!(r.markdown.contains("TAMSK"), "{}", r.markdown);
    assert!(
        r.choices.iter().any(|g| g.kind == ChoiceKind::Keep),
        "{:?}",
        r.choices
    );
    let r = say(&m, "Bob", &format!("keep {id}")).await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", &format!("T:e9-e8 {id}")).await;
    assert!(!r.private, "{}", r.markdown);
    let _ = events(&mut rx);

    // Ultimate against the AI: it brings in GIPF pieces first and plays on.
    let r = say(&m, "Carol", "ai casual ultimate black").await;
    assert!(!r.private, "{}", r.markdown);
    m.ai_idle().await;
    let p = position(&say(&m, "Carol", "board").await);
    assert!(p.has_potentials(), "{p}");
    assert_eq!(p.decider(), Some(gipf_rules::Color::Black), "{p}");
    let r = say(&m, "Carol", &pick(&p, 3)).await;
    assert!(!r.private, "{}", r.markdown);
}

#[path = "manager/reviews.rs"]
mod reviews;

#[path = "manager/puzzles.rs"]
mod puzzles;

#[path = "manager/lessons.rs"]
mod lessons;

#[path = "manager/challenges.rs"]
mod challenges;

#[path = "manager/dvonn.rs"]
mod dvonn;

#[path = "manager/tzaar.rs"]
mod tzaar;

#[path = "manager/yinsh.rs"]
mod yinsh;

#[path = "manager/zertz.rs"]
mod zertz;

#[path = "manager/punct.rs"]
mod punct;
