//! PÜNCT on Synapse (COMMANDS.md, "The other games of the GIPF project"; issue 54): a whole
//! `punct` game between two Matrix users made with `!gipf challenge @bob punct` and `!gipf
//! accept`, every action typed alone in the game's thread, in the forms the notation accepts
//! (canonical, lower case, without the shape letter, `d10-d5` keeping the orientation, a
//! rotation `x-x,…`); typed actions count at once (no preview: that is for clicks). Bad
//! actions are answered to the typist with nothing changed; each board is PÜNCT's
//! (`punct-<id>.png`, the position after the action typed); the line (White's chain along
//! row 5 from column a to column q, Black's pieces kept in the rows above 12, found with
//! PÜNCT's rules) ends with White's connection, which the last board says, and an action
//! typed after it is refused.

use gipf_games::AnyPosition;
use gipf_i18n::Lang;
use gipf_punct::{Action, Position, Side};

use super::*;

/// What a board says of its PÜNCT position (`Position: punct ...`), read with PÜNCT's
/// rules.
struct Punct {
    text: String,
    p: Position,
}

impl Punct {
    fn of(m: &Seen) -> Punct {
        let caption = m.text();
        let text = caption
            .lines()
            .find_map(|l| l.strip_prefix("Position: "))
            .map(|p| p.trim_matches('`').to_string())
            .unwrap_or_else(|| panic!("no position in {caption}"));
        let AnyPosition::Punct(p) = text.parse().unwrap_or_else(|e| panic!("{text}: {e}")) else {
            panic!("not PÜNCT: {text}")
        };
        Punct { text, p: *p }
    }

    fn after(&self, action: &str) -> String {
        let mut p = self.p;
        p.play_text(action).expect("a legal action");
        p.to_string()
    }
}

/// White's line as typed: a chain along row 5 from column a, up the diagonal to column q;
/// `d10,f10,e10` (no shape letter, the minors swapped) moved with `d10-d5` into the gap.
const WHITE: [&str; 7] = [
    "Sa5,b5,c5",
    "d10,f10,e10",
    "d10-d5",
    "sg5, h5, i5",
    "SK5,J5,L5",
    "Sn6,m5,o7",
    "Ap9,p8,q10",
];

/// What Black does at his `n`-th decision.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Place,
    Rotate,
    Move,
}

const BLACK: [Kind; 6] = [
    Kind::Place,
    Kind::Rotate,
    Kind::Move,
    Kind::Place,
    Kind::Place,
    Kind::Move,
];

/// Black's action of `kind`, found with PÜNCT's rules: the piece stays in rows 13 to 17,
/// away from White's chain, and connects nothing.
fn black_action(p: &Position, kind: Kind, n: usize) -> Action {
    let found: Vec<Action> = p
        .legal_actions()
        .into_iter()
        .filter(|a| {
            let far = a
                .points()
                .is_some_and(|pts| pts.iter().all(|q| q.y() >= 12));
            let right = match (kind, a) {
                (Kind::Place, Action::Place { .. }) => true,
                (Kind::Rotate, Action::Move { .. }) => a.is_rotation(),
                (Kind::Move, Action::Move { .. }) => !a.is_rotation(),
                _ => false,
            };
            far && right
        })
        .filter(|&a| {
            let mut q = *p;
            q.play(a).is_ok() && q.turn() == Some(Side::First)
        })
        .collect();
    assert!(!found.is_empty(), "no {kind:?} for Black in {p}");
    found[(n * 7 + 3) % found.len()]
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

/// A PÜNCT board: an image named `punct-<game>.png` at the configured size, with a
/// thumbnail.
fn check_board(m: &Seen, game: u64) {
    let MessageType::Image(img) = &m.event.content.msgtype else {
        panic!("not an image: {}", m.text());
    };
    assert_eq!(img.filename(), format!("punct-{game}.png"));
    let info = img.info.as_ref().expect("image info");
    assert_eq!(info.width.map(u64::from), Some(840));
    assert_eq!(info.height.map(u64::from), Some(640));
    assert_eq!(info.mimetype.as_deref(), Some("image/png"));
    assert!(info.size.is_some_and(|s| u64::from(s) > 1000));
    assert!(info.thumbnail_source.is_some(), "a thumbnail");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_punct_game_typed_in_its_thread() {
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
    alice.say(&room, "!gipf rules punct").await;
    let rules = seen_from(&alice, from, "the rules", |m| {
        from_bot(m) && m.text().contains("PÜNCT")
    })
    .await;
    for part in ["Tb2,b3,c3", "d10-d5", "gipf.com"] {
        assert!(rules.text().contains(part), "{part}: {}", rules.text());
    }

    // Alice (White) challenges Bob to PÜNCT by his Matrix id; Bob accepts.
    let game_from = mark(&alice);
    alice
        .say(
            &room,
            &format!("!gipf challenge {} punct white time none", bob.id),
        )
        .await;
    let challenge = seen_from(&alice, game_from, "the challenge", |m| {
        from_bot(m) && m.text().contains("PÜNCT")
    })
    .await;
    assert!(challenge.mentions(&bob.id), "{}", challenge.text());
    let root = challenge.event.event_id.clone();
    bob.say(&room, "!gipf accept").await;
    let mut board = seen_from(&alice, game_from, "the first board", |m| {
        from_bot(m) && m.is_image()
    })
    .await;
    let game = 1;
    assert_eq!(board.thread(), Some(root.clone()), "the game's thread");
    check_board(&board, game);
    assert!(board.mentions(&alice.id), "{}", board.text());
    let first = Punct::of(&board);
    assert_eq!(first.text, "punct - w 0");
    let row = bot
        .manager
        .store()
        .game(gipf_manager::GameId(1))
        .await
        .expect("read")
        .expect("the game");
    assert_eq!(row.variant.word(), "punct");

    // Bad actions typed in the thread: each answered to the typist, no board, nothing
    // changed.
    for (who, text, says) in [
        (&alice, "Ti9,i10,j10", "may not touch the central hexagon"),
        // Not read as actions when typed alone (they are no piece): asked for by name.
        (
            &alice,
            "!gipf move Ta1,a2,b2",
            "is not a point of the board",
        ),
        (&alice, "!gipf move Ta2,a3,a4", "whose letter is S"),
        (&alice, "b2-b4", "There is no piece on b2"),
        (&bob, "Tb2,b3,c3", "wait for"),
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
    assert_eq!(Punct::of(&again).text, first.text, "nothing changed");

    let (mut white, mut black) = (0, 0);
    loop {
        let p = Punct::of(&board);
        check_board(&board, game);
        let Some(side) = p.p.turn() else { break };
        let who = if side == Side::First { &alice } else { &bob };
        assert!(board.mentions(&who.id), "{}", board.text());
        let said = gipf_i18n::punct::position_decision(&p.p)
            .expect("a decision")
            .render(Lang::En);
        assert!(board.text().contains(&said), "{said}: {}", board.text());
        let text = if side == Side::First {
            white += 1;
            WHITE[white - 1].to_string()
        } else {
            black += 1;
            let a = black_action(&p.p, BLACK[black - 1], black);
            // Black types his in lower case.
            a.to_string().to_lowercase()
        };
        let from = mark(&alice);
        who.say_in_thread(&room, &root, &text).await;
        board = seen_from(&alice, from, "the board after the action", |m| {
            from_bot(m) && m.is_image() && m.thread().as_ref() == Some(&root)
        })
        .await;
        assert_eq!(Punct::of(&board).text, p.after(&text), "{text}");
        assert!(white + black < 40, "the game does not end");
    }
    assert_eq!((white, black), (WHITE.len(), BLACK.len()));
    let end = Punct::of(&board);
    let o = end.p.outcome().expect("the game is over");
    let result = gipf_i18n::punct::result(o.winner, &o.reason).render(Lang::En);
    assert_eq!(result, "White wins: a connection between columns a and q");
    assert!(board.text().contains(&result), "{result}: {}", board.text());
    assert!(!board.text().contains("to move: @"), "{}", board.text());

    // An action typed after the end: refused, nothing played.
    let from = mark(&alice);
    bob.say_in_thread(&room, &root, "Tb2,b3,c3").await;
    let refused = seen_from(&alice, from, "the refusal", |m| {
        from_bot(m) && m.mentions(&bob.id)
    })
    .await;
    assert!(!refused.is_image(), "{}", refused.text());
    assert!(refused.text().contains("over"), "{}", refused.text());
    let from = mark(&alice);
    alice.say_in_thread(&room, &root, "!gipf board").await;
    let again = seen_from(&alice, from, "the board", |m| from_bot(m) && m.is_image()).await;
    assert_eq!(Punct::of(&again).text, end.text, "nothing changed");
    println!("PÜNCT on Matrix: {} decisions: {result}", white + black);
    bot.stop().await;
    for h in [alice, bob] {
        h.stop().await;
    }
}
