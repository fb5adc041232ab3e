//! TZAAR on Synapse (COMMANDS.md, "The other games of the GIPF project"): a whole game
//! between two Matrix users made with `!gipf challenge @bob tzaar` (a random start drawn by
//! the service and kept as the game's start) and `!gipf accept`, every action typed alone in
//! the game's thread (`d5xd4` to capture, `b3-e6` to stack, `pass` as a turn's second
//! action); bad actions answered to the typist with nothing changed; each board is TZAAR's
//! (`tzaar-<id>.png`, the position after the action typed); the end says who won and why,
//! and an action typed after it is refused.

use gipf_game::Game;
use gipf_games::{AnyPosition, AnyReason};

use super::*;

/// A TZAAR position string, read.
fn parse(text: &str) -> AnyPosition {
    text.parse()
        .unwrap_or_else(|e| panic!("not a position: {text}: {e}"))
}

/// What a board says of its TZAAR position (`Position: tzaar ...`), read with TZAAR's rules.
struct Tzaar {
    /// The position string.
    text: String,
    /// Whether White decides; `None` once the game is over.
    white_decides: Option<bool>,
    /// The legal actions, in notation.
    legal: Vec<String>,
}

impl Tzaar {
    fn of(m: &Seen) -> Tzaar {
        let caption = m.text();
        // The plain body of the caption: the markdown's backticks are gone.
        let text = caption
            .lines()
            .find_map(|l| l.strip_prefix("Position: "))
            .map(|p| p.trim_matches('`').to_string())
            .unwrap_or_else(|| panic!("no position in {caption}"));
        assert!(text.starts_with("tzaar "), "not TZAAR: {text}");
        let p = parse(&text);
        Tzaar {
            white_decides: p.decider_color().map(|c| c == gipf_rules::Color::White),
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            text,
        }
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let mut p = parse(&self.text);
        let a = p.read_action(action).expect("an action");
        p.play(a).expect("a legal action");
        p.to_string()
    }

    /// How the end is said: "White wins: Black has no Tzarra left on top", "Black wins:
    /// White cannot capture".
    fn result(&self) -> String {
        let p = parse(&self.text);
        let (winner, reason) = p.result().expect("the game is over");
        let (won, lost) = match winner.expect("no draw in TZAAR") {
            gipf_rules::Color::White => ("White", "Black"),
            gipf_rules::Color::Black => ("Black", "White"),
        };
        match reason {
            AnyReason::Tzaar(gipf_tzaar::Reason::MissingType(kind)) => {
                format!("{won} wins: {lost} has no {} left on top", kind.name())
            }
            AnyReason::Tzaar(gipf_tzaar::Reason::NoCapture) => {
                format!("{won} wins: {lost} cannot capture")
            }
            other => panic!("not a TZAAR ending: {other:?}"),
        }
    }
}

/// How many messages `h` has seen so far (a mark to wait from).
fn mark(h: &Human) -> usize {
    h.inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .len()
}

/// The first message after `from` that satisfies `pred`, waited for.
async fn seen_from(h: &Human, from: usize, what: &str, pred: impl Fn(&Seen) -> bool) -> Seen {
    let find = |inbox: &Inbox| {
        inbox
            .messages
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .skip(from)
            .find(|m| pred(m))
            .cloned()
    };
    h.wait_until(what, |inbox| find(inbox).is_some()).await;
    find(&h.inbox).expect("found")
}

/// A TZAAR board: an image named `tzaar-<game>.png` at the configured size, with a
/// thumbnail.
fn check_board(m: &Seen, game: u64) {
    let MessageType::Image(img) = &m.event.content.msgtype else {
        panic!("not an image: {}", m.text());
    };
    assert_eq!(img.filename(), format!("tzaar-{game}.png"));
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(840));
    assert_eq!(info.height.map(u64::from), Some(640));
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    assert!(info.size.is_some_and(|s| u64::from(s) > 1000));
    assert!(info.thumbnail_source.is_some(), "a thumbnail");
}

/// Which legal action the `n`-th decision plays: mostly a capture, now and then a stacking
/// move, `pass` at the first chance and every 7th decision it is there.
fn pick(legal: &[String], n: usize, passed: bool) -> String {
    if legal.iter().any(|a| a == "pass") && (!passed || n % 7 == 6) {
        return "pass".to_string();
    }
    let captures: Vec<&String> = legal.iter().filter(|a| a.contains('x')).collect();
    let stackings: Vec<&String> = legal.iter().filter(|a| a.contains('-')).collect();
    let from = if !stackings.is_empty() && (n % 4 == 2 || captures.is_empty()) {
        stackings
    } else {
        captures
    };
    assert!(!from.is_empty(), "something to play: {legal:?}");
    from[(n * 7 + 3) % from.len()].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tzaar_game_from_a_random_start_typed_in_its_thread() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config, &db).await;
    let bot_id = bot.id.clone();
    let alice = Human::new(&s, "alice").await;
    let bob = Human::new(&s, "bob").await;
    let room = alice.room_with_friends(&bot_id, &[&bob]).await;
    let from_bot = |m: &Seen| m.event.sender == bot_id;

    // The rules are one command away.
    let from = mark(&alice);
    alice.say(&room, "!gipf rules tzaar").await;
    let rules = seen_from(&alice, from, "the rules", |m| {
        from_bot(m) && m.text().contains("gipf.com/tzaar")
    })
    .await;
    assert!(rules.text().contains("TZAAR"), "{}", rules.text());

    // Alice (White) challenges Bob to TZAAR by his Matrix id; Bob accepts.
    let from = mark(&alice);
    alice
        .say(
            &room,
            &format!("!gipf challenge {} tzaar white time none", bob.id),
        )
        .await;
    let challenge = seen_from(&alice, from, "the challenge", |m| {
        from_bot(m) && m.text().contains("TZAAR")
    })
    .await;
    assert!(challenge.mentions(&bob.id), "{}", challenge.text());
    let root = challenge.event.event_id.clone();
    bob.say(&room, "!gipf accept").await;
    let mut board = seen_from(&alice, from, "the first board", |m| {
        from_bot(m) && m.is_image()
    })
    .await;
    let game = 1;
    assert_eq!(board.thread(), Some(root.clone()), "the game's thread");
    check_board(&board, game);
    assert!(
        board.text().contains("White to make the opening capture"),
        "{}",
        board.text()
    );
    assert!(board.mentions(&alice.id), "{}", board.text());
    let first = Tzaar::of(&board);
    assert_eq!(first.white_decides, Some(true));
    assert!(!first.legal.iter().any(|a| a == "pass"), "{}", first.text);
    // The start was drawn by the service and kept as the game's start.
    let row = bot
        .manager
        .store()
        .game(gipf_manager::GameId(1))
        .await
        .expect("read")
        .expect("the game");
    assert_eq!(row.variant.word(), "tzaar");
    assert_eq!(row.start_position, first.text);

    // Bad actions typed in the thread: each answered to the typist, no board, nothing
    // changed.
    for (who, text, says) in [
        (&alice, "pass", "only as the second action"),
        (&alice, "Ta1", "only at the start of tzaar-tournament"),
        (&bob, first.legal[0].as_str(), "wait for"),
    ] {
        let from = mark(&alice);
        who.say_in_thread(&room, &root, text).await;
        let refused = seen_from(&alice, from, "the refusal", |m| {
            from_bot(m) && m.mentions(&who.id)
        })
        .await;
        assert!(!refused.is_image(), "{text}: {}", refused.text());
        assert!(refused.text().contains(says), "{text}: {}", refused.text());
    }
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "!gipf board").await;
    let again = seen_from(&alice, from, "the board", |m| from_bot(m) && m.is_image()).await;
    assert_eq!(Tzaar::of(&again).text, first.text, "nothing changed");

    let mut decisions = 0;
    let (mut passes, mut stackings) = (0, 0);
    loop {
        let p = Tzaar::of(&board);
        check_board(&board, game);
        let Some(white) = p.white_decides else { break };
        let who = if white { &alice } else { &bob };
        assert!(board.mentions(&who.id), "{}", board.text());
        let action = pick(&p.legal, decisions, passes > 0);
        if action == "pass" {
            passes += 1;
        } else if action.contains('-') {
            stackings += 1;
        }
        let from = mark(&alice);
        who.say_in_thread(&room, &root, &action).await;
        board = seen_from(&alice, from, "the board after the action", |m| {
            from_bot(m) && m.is_image() && m.thread().as_ref() == Some(&root)
        })
        .await;
        assert_eq!(Tzaar::of(&board).text, p.after(&action), "{action}");
        decisions += 1;
        assert!(decisions < 400, "the game does not end");
    }
    assert!(passes >= 1, "a pass was typed");
    assert!(stackings >= 1, "a stacking move was typed");
    let end = Tzaar::of(&board);
    assert!(
        board.text().contains(&end.result()),
        "{}: {}",
        end.result(),
        board.text()
    );
    assert!(!board.text().contains("to move: @"), "{}", board.text());

    // An action typed after the end: refused, nothing played.
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "d5xd4").await;
    let refused = seen_from(&alice, from, "the refusal", |m| {
        from_bot(m) && m.mentions(&alice.id)
    })
    .await;
    assert!(!refused.is_image(), "{}", refused.text());
    assert!(refused.text().contains("is over"), "{}", refused.text());
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "!gipf board").await;
    let again = seen_from(&alice, from, "the board", |m| from_bot(m) && m.is_image()).await;
    assert_eq!(Tzaar::of(&again).text, end.text, "nothing changed");
    println!("TZAAR on Matrix: {decisions} decisions ({passes} passes, {stackings} stackings)");
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
