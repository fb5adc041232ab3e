//! DVONN on Synapse (COMMANDS.md, "The other games of the GIPF project"): a whole game
//! between two Matrix users made with `!gipf challenge @bob dvonn` and `!gipf accept`, every
//! decision typed alone in the game's thread (`e3` to place, `e3-e5` to move), the bot
//! stopped in the movement phase and a move sent while it is away played once it is back;
//! each board is DVONN's (`dvonn-<id>.png`, the position after the action typed); the end
//! says the score, and a move typed after it is refused.

use super::*;

/// A DVONN position read with DVONN's rules.
fn rules(text: &str) -> gipf_dvonn::Position {
    text.parse()
        .unwrap_or_else(|e| panic!("not a DVONN position: {text}: {e}"))
}

/// What a board says of its DVONN position (`Position: dvonn ...`).
struct Dvonn {
    /// The position string.
    text: String,
    /// Whether White decides; `None` once the game is over (the turn field is `-`).
    white_decides: Option<bool>,
    /// The legal actions, in notation.
    legal: Vec<String>,
    /// White's and Black's scores.
    scores: (u32, u32),
}

impl Dvonn {
    fn of(m: &Seen) -> Dvonn {
        let caption = m.text();
        // The plain body of the caption: the markdown's backticks are gone.
        let text = caption
            .lines()
            .find_map(|l| l.strip_prefix("Position: "))
            .map(|p| p.trim_matches('`').to_string())
            .unwrap_or_else(|| panic!("no position in {caption}"));
        let p = rules(&text);
        let white_decides = match text.split(' ').nth(2) {
            Some("w") => Some(true),
            Some("b") => Some(false),
            Some("-") => None,
            other => panic!("the turn {other:?} in {text}"),
        };
        Dvonn {
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            scores: p.scores(),
            white_decides,
            text,
        }
    }

    /// Whether the pieces are still being placed (placements have no `-`).
    fn placing(&self) -> bool {
        self.legal.iter().all(|a| !a.contains('-'))
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let mut p = rules(&self.text);
        p.play_text(action).expect("a legal action");
        p.to_string()
    }

    /// How the end is said: "White wins 21 to 17", "Black wins ...", "Draw: 19 to 19".
    fn result(&self) -> String {
        let (white, black) = self.scores;
        match white.cmp(&black) {
            std::cmp::Ordering::Greater => format!("White wins {white} to {black}"),
            std::cmp::Ordering::Less => format!("Black wins {black} to {white}"),
            std::cmp::Ordering::Equal => format!("Draw: {white} to {black}"),
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

/// A DVONN board: an image named `dvonn-<game>.png` at the configured size, with a
/// thumbnail.
fn check_board(m: &Seen, game: u64) {
    let MessageType::Image(img) = &m.event.content.msgtype else {
        panic!("not an image: {}", m.text());
    };
    assert_eq!(img.filename(), format!("dvonn-{game}.png"));
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(840));
    assert_eq!(info.height.map(u64::from), Some(640));
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    assert!(info.thumbnail_source.is_some(), "a thumbnail");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_dvonn_game_typed_in_its_thread_across_a_restart() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let mut bot = start_bot(config.clone(), &db).await;
    let bot_id = bot.id.clone();
    let alice = Human::new(&s, "alice").await;
    let bob = Human::new(&s, "bob").await;
    let room = alice.room_with_friends(&bot_id, &[&bob]).await;
    let from_bot = |m: &Seen| m.event.sender == bot_id;

    // Alice (White) challenges Bob to DVONN by his Matrix id; Bob accepts.
    let from = mark(&alice);
    alice
        .say(
            &room,
            &format!("!gipf challenge {} dvonn white time none", bob.id),
        )
        .await;
    let challenge = seen_from(&alice, from, "the challenge", |m| {
        from_bot(m) && m.text().contains("DVONN")
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
    let first = Dvonn::of(&board);
    assert_eq!(first.legal.len(), 49, "{}", first.text);
    assert_eq!(first.white_decides, Some(true));

    let mut decisions = 0;
    let mut placements = 0;
    let mut moves = 0;
    let mut restarted = false;
    loop {
        let p = Dvonn::of(&board);
        check_board(&board, game);
        let Some(white) = p.white_decides else { break };
        let who = if white { &alice } else { &bob };
        assert!(board.mentions(&who.id), "{}", board.text());
        let action = p.legal[decisions * 7 % p.legal.len()].clone();
        let from = mark(&alice);
        if p.placing() {
            placements += 1;
        } else {
            moves += 1;
        }
        if !restarted && moves == 4 {
            // The bot is away when the move is sent: it is played once the bot is back.
            restarted = true;
            bot.stop().await;
            who.say_in_thread(&room, &root, &action).await;
            bot = start_bot(config.clone(), &db).await;
        } else {
            who.say_in_thread(&room, &root, &action).await;
        }
        board = seen_from(&alice, from, "the board after the action", |m| {
            from_bot(m) && m.is_image() && m.thread().as_ref() == Some(&root)
        })
        .await;
        assert_eq!(Dvonn::of(&board).text, p.after(&action), "{action}");
        decisions += 1;
        assert!(decisions < 200, "the game does not end");
    }
    assert!(restarted, "the bot was stopped in the movement phase");
    assert_eq!(placements, 49);
    assert!(moves >= 4, "{moves} moves");
    let end = Dvonn::of(&board);
    assert!(
        board.text().contains(&end.result()),
        "{}: {}",
        end.result(),
        board.text()
    );
    assert!(!board.text().contains("to move: @"), "{}", board.text());
    // Each board was shown once: one image per decision and the first.
    let boards = alice
        .inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|m| from_bot(m) && m.is_image())
        .count();
    assert_eq!(boards, decisions + 1);

    // A move typed after the end: refused, nothing played.
    let from = mark(&alice);
    let late = end.text.clone();
    alice.say_in_thread(&room, &root, "a1-b1").await;
    let refused = seen_from(&alice, from, "the refusal", |m| {
        from_bot(m) && m.mentions(&alice.id)
    })
    .await;
    assert!(!refused.is_image(), "{}", refused.text());
    assert!(refused.text().contains("is over"), "{}", refused.text());
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "!gipf board").await;
    let again = seen_from(&alice, from, "the board", |m| from_bot(m) && m.is_image()).await;
    assert_eq!(Dvonn::of(&again).text, late, "nothing changed");
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
