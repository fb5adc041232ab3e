//! YINSH on Synapse (COMMANDS.md, "The other games of the GIPF project"; issue 52): a whole
//! `yinsh-blitz` game between two Matrix users made with `!gipf challenge @bob yinsh-blitz`
//! and `!gipf accept`, every action typed alone in the game's thread (`e3` to place a ring,
//! `h7-g7` to move one, `xa3-e3` to choose a row, `xi9` to remove a ring, `pass`); bad
//! actions answered to the typist with nothing changed; each board is YINSH's
//! (`yinsh-<id>.png`, the position after the action typed); the end says who won and why,
//! and an action typed after it is refused.

use gipf_game::Game;
use gipf_games::AnyPosition;
use gipf_i18n::Lang;

use super::*;

/// A YINSH position string, read.
fn parse(text: &str) -> AnyPosition {
    text.parse()
        .unwrap_or_else(|e| panic!("not a position: {text}: {e}"))
}

/// What a board says of its YINSH position (`Position: yinsh-blitz ...`), read with YINSH's
/// rules.
struct Yinsh {
    /// The position string.
    text: String,
    /// Whether White decides; `None` once the game is over.
    white_decides: Option<bool>,
    /// The legal actions, in notation.
    legal: Vec<String>,
}

impl Yinsh {
    fn of(m: &Seen) -> Yinsh {
        let caption = m.text();
        // The plain body of the caption: the markdown's backticks are gone.
        let text = caption
            .lines()
            .find_map(|l| l.strip_prefix("Position: "))
            .map(|p| p.trim_matches('`').to_string())
            .unwrap_or_else(|| panic!("no position in {caption}"));
        assert!(text.starts_with("yinsh-blitz "), "not YINSH blitz: {text}");
        let p = parse(&text);
        Yinsh {
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

    /// How the end is said: "White wins: one ring removed", "Black wins 1 to 0: the markers
    /// ran out".
    fn result(&self) -> String {
        let AnyPosition::Yinsh(p) = parse(&self.text) else {
            panic!("not YINSH: {}", self.text)
        };
        let o = p.outcome().expect("the game is over");
        gipf_i18n::yinsh::result(o.winner, o.reason).render(Lang::En)
    }

    /// The decision line (`White to place a ring`); `None` at the end.
    fn decision(&self) -> Option<String> {
        let AnyPosition::Yinsh(p) = parse(&self.text) else {
            panic!("not YINSH: {}", self.text)
        };
        gipf_i18n::yinsh::position_decision(&p).map(|m| m.render(Lang::En))
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

/// A YINSH board: an image named `yinsh-<game>.png` at the configured size, with a
/// thumbnail.
fn check_board(m: &Seen, game: u64) {
    let MessageType::Image(img) = &m.event.content.msgtype else {
        panic!("not an image: {}", m.text());
    };
    assert_eq!(img.filename(), format!("yinsh-{game}.png"));
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(840));
    assert_eq!(info.height.map(u64::from), Some(640));
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    assert!(info.size.is_some_and(|s| u64::from(s) > 1000));
    assert!(info.thumbnail_source.is_some(), "a thumbnail");
}

/// Which legal action the `n`-th decision plays: spread over the legal ones; after the
/// first moves, a ring move that makes a row when there is one (so the game ends by a ring
/// removed, sooner than by the markers).
fn pick(p: &Yinsh, n: usize) -> String {
    if n >= 30 {
        let rows: Vec<&String> = p
            .legal
            .iter()
            .filter(|a| {
                a.contains('-')
                    && !a.starts_with('x')
                    && parse(&p.after(a))
                        .legal_actions()
                        .iter()
                        .any(|b| b.to_string().starts_with('x'))
            })
            .collect();
        if !rows.is_empty() {
            return rows[n % rows.len()].clone();
        }
    }
    p.legal[(n * 7 + 3) % p.legal.len()].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_yinsh_blitz_game_typed_in_its_thread() {
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
    alice.say(&room, "!gipf rules yinsh").await;
    let rules = seen_from(&alice, from, "the rules", |m| {
        from_bot(m) && m.text().contains("gipf.com/yinsh")
    })
    .await;
    assert!(rules.text().contains("YINSH"), "{}", rules.text());

    // Alice (White) challenges Bob to YINSH blitz by his Matrix id; Bob accepts.
    let from = mark(&alice);
    alice
        .say(
            &room,
            &format!("!gipf challenge {} yinsh-blitz white time none", bob.id),
        )
        .await;
    let challenge = seen_from(&alice, from, "the challenge", |m| {
        from_bot(m) && m.text().contains("YINSH")
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
        board.text().contains("White to place a ring"),
        "{}",
        board.text()
    );
    assert!(board.mentions(&alice.id), "{}", board.text());
    let first = Yinsh::of(&board);
    assert_eq!(first.white_decides, Some(true));
    assert_eq!(first.legal.len(), 85, "every point vacant: {}", first.text);
    let row = bot
        .manager
        .store()
        .game(gipf_manager::GameId(1))
        .await
        .expect("read")
        .expect("the game");
    assert_eq!(row.variant.word(), "yinsh-blitz");
    assert_eq!(row.start_position, first.text);

    // Bad actions typed in the thread: each answered to the typist, no board, nothing
    // changed.
    for (who, text, says) in [
        (&alice, "e3-e4", "No ring is to be moved now"),
        (&alice, "xi9", "No ring is to be removed now"),
        (&alice, "xa3-e3", "There is no row to remove now"),
        (&bob, "e3", "wait for"),
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
    assert_eq!(Yinsh::of(&again).text, first.text, "nothing changed");

    let mut decisions = 0;
    let (mut moves, mut rows, mut rings, mut passes) = (0, 0, 0, 0);
    loop {
        let p = Yinsh::of(&board);
        check_board(&board, game);
        let Some(white) = p.white_decides else { break };
        let who = if white { &alice } else { &bob };
        assert!(board.mentions(&who.id), "{}", board.text());
        let said = p.decision().expect("a decision");
        assert!(board.text().contains(&said), "{said}: {}", board.text());
        let action = pick(&p, decisions);
        if action == "pass" {
            passes += 1;
        } else if action.starts_with('x') && action.contains('-') {
            rows += 1;
        } else if action.starts_with('x') {
            rings += 1;
        } else if action.contains('-') {
            moves += 1;
        }
        let from = mark(&alice);
        who.say_in_thread(&room, &root, &action).await;
        board = seen_from(&alice, from, "the board after the action", |m| {
            from_bot(m) && m.is_image() && m.thread().as_ref() == Some(&root)
        })
        .await;
        assert_eq!(Yinsh::of(&board).text, p.after(&action), "{action}");
        decisions += 1;
        assert!(decisions < 400, "the game does not end");
    }
    assert!(moves >= 3, "{moves} ring moves typed");
    let end = Yinsh::of(&board);
    assert!(
        board.text().contains(&end.result()),
        "{}: {}",
        end.result(),
        board.text()
    );
    assert!(!board.text().contains("to move: @"), "{}", board.text());

    // An action typed after the end: refused, nothing played.
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "e3").await;
    let refused = seen_from(&alice, from, "the refusal", |m| {
        from_bot(m) && m.mentions(&alice.id)
    })
    .await;
    assert!(!refused.is_image(), "{}", refused.text());
    assert!(refused.text().contains("is over"), "{}", refused.text());
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "!gipf board").await;
    let again = seen_from(&alice, from, "the board", |m| from_bot(m) && m.is_image()).await;
    assert_eq!(Yinsh::of(&again).text, end.text, "nothing changed");
    println!(
        "YINSH on Matrix: {decisions} decisions ({moves} ring moves, {rows} rows, {rings} rings removed, {passes} passes): {}",
        end.result()
    );
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
