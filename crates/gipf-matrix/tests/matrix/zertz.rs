//! ZÈRTZ on Synapse (COMMANDS.md, "The other games of the GIPF project"; issue 53): a whole
//! `zertz-blitz` game between two Matrix users made with `!gipf challenge @bob zertz-blitz`
//! and `!gipf accept`, every action typed alone in the game's thread (`Wd4,d1` to place a
//! marble and take a free ring away, `xd1Gd3Wd5` to capture, once in the official form
//! `x d1Gd3Wd5`); bad actions answered to the typist with nothing changed; each board is
//! ZÈRTZ's (`zertz-<id>.png`, the position after the action typed); the end says which
//! player won with which set, naming the first or the second player (ZÈRTZ's players have
//! no colour: no message of the game says White or Black), and an action typed after it is
//! refused.

use gipf_game::Game;
use gipf_games::AnyPosition;
use gipf_i18n::Lang;

use super::*;

/// A ZÈRTZ position string, read.
fn parse(text: &str) -> AnyPosition {
    text.parse()
        .unwrap_or_else(|e| panic!("not a position: {text}: {e}"))
}

/// What a board says of its ZÈRTZ position (`Position: zertz-blitz ...`), read with
/// ZÈRTZ's rules.
struct Zertz {
    /// The position string.
    text: String,
    /// Whether the first player decides; `None` once the game is over.
    first_decides: Option<bool>,
    /// The legal actions, in notation.
    legal: Vec<String>,
}

impl Zertz {
    fn of(m: &Seen) -> Zertz {
        let caption = m.text();
        // The plain body of the caption: the markdown's backticks are gone.
        let text = caption
            .lines()
            .find_map(|l| l.strip_prefix("Position: "))
            .map(|p| p.trim_matches('`').to_string())
            .unwrap_or_else(|| panic!("no position in {caption}"));
        assert!(text.starts_with("zertz-blitz "), "not ZÈRTZ blitz: {text}");
        let p = parse(&text);
        Zertz {
            first_decides: p.decider_color().map(|c| c == gipf_rules::Color::White),
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            text,
        }
    }

    fn position(&self) -> AnyPosition {
        parse(&self.text)
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let mut p = self.position();
        let a = p.read_action(action).expect("an action");
        p.play(a).expect("a legal action");
        p.to_string()
    }

    /// How the end is said: "The second player wins with 2 marbles of each colour".
    fn result(&self) -> String {
        let AnyPosition::Zertz(p) = self.position() else {
            panic!("not ZÈRTZ: {}", self.text)
        };
        let o = p.outcome().expect("the game is over");
        gipf_i18n::zertz::result_in(p.variant(), o.winner, &o.reason).render(Lang::En)
    }

    /// The decision line (`The first player must capture`); `None` at the end.
    fn decision(&self) -> Option<String> {
        let AnyPosition::Zertz(p) = self.position() else {
            panic!("not ZÈRTZ: {}", self.text)
        };
        gipf_i18n::zertz::position_decision(&p).map(|m| m.render(Lang::En))
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

/// Every message `h` has seen from `from` on.
fn seen_since(h: &Human, from: usize) -> Vec<Seen> {
    h.inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .skip(from)
        .cloned()
        .collect()
}

/// A ZÈRTZ board: an image named `zertz-<game>.png` at the configured size, with a
/// thumbnail.
fn check_board(m: &Seen, game: u64) {
    let MessageType::Image(img) = &m.event.content.msgtype else {
        panic!("not an image: {}", m.text());
    };
    assert_eq!(img.filename(), format!("zertz-{game}.png"));
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(840));
    assert_eq!(info.height.map(u64::from), Some(640));
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    assert!(info.size.is_some_and(|s| u64::from(s) > 1000));
    assert!(info.thumbnail_source.is_some(), "a thumbnail");
}

/// Which legal action the `n`-th decision plays: spread over the legal ones by a stride
/// with which this seeded line of `zertz-blitz` ends with a winning set after about 30
/// decisions, 11 of them captures (3 of several jumps).
fn pick(p: &Zertz, n: usize) -> String {
    p.legal[(n * 4 + 3) % p.legal.len()].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_zertz_blitz_game_typed_in_its_thread() {
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
    alice.say(&room, "!gipf rules zertz").await;
    let rules = seen_from(&alice, from, "the rules", |m| {
        from_bot(m) && m.text().contains("gipf.com/zertz")
    })
    .await;
    assert!(rules.text().contains("ZÈRTZ"), "{}", rules.text());

    // Alice (the first player: `white` in the challenge) challenges Bob to ZÈRTZ blitz by
    // his Matrix id; Bob accepts.
    let game_from = mark(&alice);
    alice
        .say(
            &room,
            &format!("!gipf challenge {} zertz-blitz white time none", bob.id),
        )
        .await;
    let challenge = seen_from(&alice, game_from, "the challenge", |m| {
        from_bot(m) && m.text().contains("ZÈRTZ")
    })
    .await;
    assert!(challenge.mentions(&bob.id), "{}", challenge.text());
    assert!(
        challenge.text().contains("plays first"),
        "{}",
        challenge.text()
    );
    let root = challenge.event.event_id.clone();
    bob.say(&room, "!gipf accept").await;
    let mut board = seen_from(&alice, game_from, "the first board", |m| {
        from_bot(m) && m.is_image()
    })
    .await;
    let game = 1;
    assert_eq!(board.thread(), Some(root.clone()), "the game's thread");
    check_board(&board, game);
    assert!(
        board
            .text()
            .contains("The first player to place a marble and take a free ring away"),
        "{}",
        board.text()
    );
    assert!(board.mentions(&alice.id), "{}", board.text());
    let first = Zertz::of(&board);
    assert_eq!(first.first_decides, Some(true));
    assert_eq!(first.text, "zertz-blitz 4/5/6/7/6/5/4 w 5/7/9 0/0/0 0/0/0");
    let row = bot
        .manager
        .store()
        .game(gipf_manager::GameId(1))
        .await
        .expect("read")
        .expect("the game");
    assert_eq!(row.variant.word(), "zertz-blitz");
    assert_eq!(row.start_position, first.text);

    // Bad actions typed in the thread: each answered to the typist, no board, nothing
    // changed.
    for (who, text, says) in [
        (&alice, "Wd4", "A free ring must be taken away"),
        (&alice, "xd1Gd3Wd5", "No capture is possible"),
        (&alice, "Wd4,d5", "d5 is not a free ring"),
        (&bob, "Wd4,d1", "wait for"),
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
    assert_eq!(Zertz::of(&again).text, first.text, "nothing changed");

    let mut decisions = 0;
    let (mut placements, mut captures, mut official) = (0, 0, false);
    loop {
        let p = Zertz::of(&board);
        check_board(&board, game);
        let Some(first) = p.first_decides else { break };
        let who = if first { &alice } else { &bob };
        assert!(board.mentions(&who.id), "{}", board.text());
        let said = p.decision().expect("a decision");
        assert!(board.text().contains(&said), "{said}: {}", board.text());
        let action = pick(&p, decisions);
        let typed = if let Some(jumps) = action.strip_prefix('x') {
            captures += 1;
            if official {
                action.clone()
            } else {
                // The first capture in the official notation's form.
                official = true;
                format!("x {jumps}")
            }
        } else {
            placements += 1;
            action.clone()
        };
        let from = mark(&alice);
        who.say_in_thread(&room, &root, &typed).await;
        board = seen_from(&alice, from, "the board after the action", |m| {
            from_bot(m) && m.is_image() && m.thread().as_ref() == Some(&root)
        })
        .await;
        assert_eq!(Zertz::of(&board).text, p.after(&action), "{typed}");
        decisions += 1;
        assert!(decisions < 200, "the game does not end");
    }
    assert!(placements >= 10, "{placements} placements typed");
    assert!(captures >= 3, "{captures} captures typed");
    let end = Zertz::of(&board);
    let result = end.result();
    assert!(
        result.starts_with("The first player wins with")
            || result.starts_with("The second player wins with"),
        "{result}"
    );
    assert!(board.text().contains(&result), "{result}: {}", board.text());
    assert!(!board.text().contains("to move: @"), "{}", board.text());

    // An action typed after the end: refused, nothing played.
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "Wd4,d1").await;
    let refused = seen_from(&alice, from, "the refusal", |m| {
        from_bot(m) && m.mentions(&alice.id)
    })
    .await;
    assert!(!refused.is_image(), "{}", refused.text());
    assert!(refused.text().contains("is over"), "{}", refused.text());
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "!gipf board").await;
    let again = seen_from(&alice, from, "the board", |m| from_bot(m) && m.is_image()).await;
    assert_eq!(Zertz::of(&again).text, end.text, "nothing changed");

    // ZÈRTZ's players have no colour: none of the bot's messages of the game says White
    // or Black.
    for m in seen_since(&alice, game_from).iter().filter(|m| from_bot(m)) {
        for word in ["White", "Black"] {
            assert!(!m.text().contains(word), "{word}: {}", m.text());
        }
    }
    println!(
        "ZÈRTZ on Matrix: {decisions} decisions ({placements} placements, {captures} captures): {result}"
    );
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
