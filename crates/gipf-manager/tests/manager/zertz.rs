//! ZÈRTZ through the manager (issue 53): a whole `zertz-blitz` game between two people with
//! typed actions and clicks (a colour, a ring, a free ring; a jumping marble, its chain) and a
//! restart in the middle, said with its winning set and rated in the `zertz-blitz` pool;
//! every bad input of the issue refused in one sentence with nothing changed; stale clicks;
//! the AI across a restart; the start of every board and the words that name them; the ends
//! reached from the positions of ZERTZ-PERFT.md (a draw with the pool empty, the last ring);
//! a takeback. The players have no colours: no sentence says White or Black.
//!
//! ~870 lines, one topic (ZÈRTZ through the manager): the journeys share the helpers that craft
//! positions and read the side words.

use gipf_game::{Game, Side};
use gipf_games::{AnyPool, AnyPosition, AnyRecord, AnyVariant};
use gipf_i18n::Lang;
use gipf_store::NewGame;
use gipf_zertz::{Action, Reason, Variant};

use super::*;

fn zertz(r: &Reply) -> gipf_zertz::Position {
    match r.position.clone() {
        Some(AnyPosition::Zertz(p)) => p,
        other => panic!("not ZÈRTZ: {other:?} in {}", r.markdown),
    }
}

/// No sentence names a colour for a player: ZÈRTZ's are the first and the second player
/// (a marble's colour is lower case, `a white marble`).
fn colourless(r: &Reply) {
    for word in ["White", "Black", "white player", "black player"] {
        assert!(!r.markdown.contains(word), "{word:?} in {}", r.markdown);
    }
}

/// A refusal: private, one sentence.
fn one_sentence(r: &Reply, says: &str) {
    let md = r.markdown.trim();
    assert!(r.private, "{says}: not private: {md}");
    assert!(md.contains(says), "{says:?} not in {md}");
    assert!(!md.contains('\n') && md.ends_with('.'), "{md}");
    // No full stop inside, but in code (`Wd4,d1` has none anyway) or at the end.
    let body = md.trim_end_matches('.');
    assert!(!body.contains(". "), "more than one sentence: {md}");
}

/// A game in the store from `start` (a position string), Ann first and Bob second, as the
/// other journeys do for positions the start never reaches quickly.
async fn game_at(m: &Manager, start: &str) -> GameId {
    let (ann, bob, room) = ann_bob_and_room(m).await;
    let variant: AnyVariant = start
        .split(' ')
        .next()
        .expect("a word")
        .parse()
        .expect("variant");
    m.store()
        .create_game(&NewGame {
            community: room.id,
            variant,
            white: Some(ann),
            black: Some(bob),
            status: GameStatus::Active,
            time_control: TimeControl::None,
            rated: true,
            start_position: start,
            timer: None,
            banks: None,
            rematch_of: None,
            challenge: None,
            post: None,
            trial_of: None,
            tournament: None,
            now: 0,
        })
        .await
        .expect("game")
        .row
        .id
}

/// The choice id's step: what it opens or plays.
fn what(c: &Choice) -> ChoiceWhat {
    c.id.parse::<ChoiceId>().expect("one of ours").what
}

/// Plays `action` through the choices, as a person clicks: a placement by its colour, its
/// ring and the free ring to take away (the ring plays at once when none is free); a capture
/// by its marble, then its whole chain. Returns the reply and every id clicked.
async fn click(m: &Manager, who: &str, id: GameId, action: &str) -> (Reply, Vec<String>) {
    let board = say(m, who, &format!("board #{}", id.0)).await;
    let all: Vec<&Choice> = board.choices.iter().flat_map(|g| &g.choices).collect();
    let mut clicked = Vec::new();
    let mut choose = |c: &Choice| {
        clicked.push(c.id.clone());
        Command::Choose(c.id.clone())
    };
    if let Some(rest) = action.strip_prefix('x') {
        // The marble that starts it, then its chain among the marble's.
        let start: String = rest
            .chars()
            .take_while(|c| !c.is_ascii_uppercase())
            .collect();
        assert!(
            board.choices.iter().all(|g| g.kind == ChoiceKind::Jumpers),
            "{:?}",
            board.choices
        );
        let jumper = all
            .iter()
            .find(|c| c.label.split(' ').next() == Some(start.as_str()))
            .unwrap_or_else(|| panic!("no marble {start} among {all:?}"));
        assert_eq!(what(jumper), ChoiceWhat::Stack(format!("x{start}")));
        let opened = m.handle(&ctx(who), choose(jumper)).await;
        assert!(opened.private, "{}", opened.markdown);
        assert!(
            opened.choices.iter().all(|g| g.kind == ChoiceKind::Chains),
            "{:?}",
            opened.choices
        );
        let chain = opened
            .choices
            .iter()
            .flat_map(|g| &g.choices)
            .find(|c| c.label == action)
            .unwrap_or_else(|| panic!("no chain {action}: {:?}", opened.choices));
        assert_eq!(what(chain), ChoiceWhat::Play(action.to_string()));
        let r = m.handle(&ctx(who), choose(chain)).await;
        return (r, clicked);
    }
    // A placement: `Wd4,d1` or `Gc3`.
    let colour = &action[..1];
    let (ring, remove) = match action[1..].split_once(',') {
        Some((ring, remove)) => (ring, Some(remove)),
        None => (&action[1..], None),
    };
    assert!(
        board.choices.iter().all(|g| g.kind == ChoiceKind::Marbles),
        "{:?}",
        board.choices
    );
    let word = match colour {
        "W" => "White",
        "G" => "Grey",
        _ => "Black",
    };
    let button = all
        .iter()
        .find(|c| c.label.starts_with(word))
        .unwrap_or_else(|| panic!("no {word} among {all:?}"));
    assert_eq!(what(button), ChoiceWhat::Stack(colour.to_string()));
    let rings = m.handle(&ctx(who), choose(button)).await;
    assert!(rings.private, "{}", rings.markdown);
    assert!(
        rings
            .choices
            .iter()
            .all(|g| g.kind == ChoiceKind::Spaces && g.choices.len() <= 25),
        "{:?}",
        rings.choices
    );
    let at = rings
        .choices
        .iter()
        .flat_map(|g| &g.choices)
        .find(|c| c.label == ring)
        .unwrap_or_else(|| panic!("no ring {ring}: {:?}", rings.choices));
    let Some(remove) = remove else {
        assert_eq!(what(at), ChoiceWhat::Play(action.to_string()));
        let r = m.handle(&ctx(who), choose(at)).await;
        return (r, clicked);
    };
    assert_eq!(what(at), ChoiceWhat::Stack(format!("{colour}{ring}")));
    let free = m.handle(&ctx(who), choose(at)).await;
    assert!(free.private, "{}", free.markdown);
    assert!(
        free.choices
            .iter()
            .all(|g| g.kind == ChoiceKind::FreeRings && g.choices.len() <= 25),
        "{:?}",
        free.choices
    );
    let out = free
        .choices
        .iter()
        .flat_map(|g| &g.choices)
        .find(|c| c.label == remove)
        .unwrap_or_else(|| panic!("no free ring {remove}: {:?}", free.choices));
    assert_eq!(what(out), ChoiceWhat::Play(action.to_string()));
    let r = m.handle(&ctx(who), choose(out)).await;
    (r, clicked)
}

/// The action this journey plays: the capture that takes the most marbles when one is
/// compulsory (so that a winning set comes soon), else a placement picked by `n`.
fn pick(p: &gipf_zertz::Position, n: usize) -> Action {
    let legal = p.legal_actions();
    if p.capture_possible() {
        return *legal
            .iter()
            .max_by_key(|a| match a {
                Action::Capture(c) => c.captured().iter().sum::<u8>(),
                Action::Place { .. } => 0,
            })
            .expect("a capture");
    }
    legal[(n * 7 + 3) % legal.len()]
}

/// The sentence that says how a game ended, in English.
fn end_sentence(p: &gipf_zertz::Position) -> String {
    let o = p.outcome().expect("over");
    gipf_i18n::zertz::result_in(p.variant(), o.winner, &o.reason).render(Lang::En)
}

#[tokio::test]
async fn a_whole_zertz_blitz_game_between_two_people_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let (ann, bob, _) = ann_bob_and_room(&m).await;
    let r = say(&m, "Ann", "challenge bob zertz-blitz white time none").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    let png = r.image.as_ref().expect("board image");
    assert_eq!(png.name, format!("zertz-{}.png", id.0));
    assert_eq!(&png.png[..8], b"\x89PNG\r\n\x1a\n");
    let mut p = zertz(&r);
    assert_eq!(p, gipf_zertz::Position::start(Variant::Blitz));
    assert!(
        r.markdown
            .contains("Position: `zertz-blitz 4/5/6/7/6/5/4 w 5/7/9 0/0/0 0/0/0`"),
        "{}",
        r.markdown
    );
    assert!(
        r.markdown
            .contains("**The first player to place a marble and take a free ring away**: @Ann."),
        "{}",
        r.markdown
    );
    colourless(&r);
    // The colours of the pool, as buttons.
    let labels: Vec<&str> = r
        .choices
        .iter()
        .flat_map(|g| &g.choices)
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(
        labels,
        [
            "White marble (5 in the pool)",
            "Grey marble (7 in the pool)",
            "Black marble (9 in the pool)"
        ]
    );

    // The game, to its end: typed (with and without `move`), clicked, with a restart.
    let mut record = AnyRecord::new(AnyPosition::Zertz(p));
    let mut m = m;
    let (mut typed, mut clicked_captures, mut clicked_places) = (0, 0, 0);
    for n in 0..200 {
        let Some(side) = Game::decider(&p) else { break };
        let (who, other) = if side == Side::First {
            ("Ann", "bob")
        } else {
            ("bob", "Ann")
        };
        if n == 7 {
            drop(m);
            m = s.manager(false).await;
            let r = say(&m, who, &format!("board #{}", id.0)).await;
            assert_eq!(zertz(&r), p, "the same position after the restart");
        }
        let action = pick(&p, n).to_string();
        let r = if n % 3 == 1 {
            // The other player's board has no choices.
            let theirs = say(&m, other, &format!("board #{}", id.0)).await;
            assert!(theirs.choices.is_empty(), "{:?}", theirs.choices);
            if action.starts_with('x') {
                clicked_captures += 1;
            } else {
                clicked_places += 1;
            }
            click(&m, who, id, &action).await.0
        } else if n % 3 == 0 {
            typed += 1;
            say(&m, who, &format!("move {action} #{}", id.0)).await
        } else {
            typed += 1;
            say(&m, who, &action).await
        };
        assert!(!r.private, "{action}: {}", r.markdown);
        colourless(&r);
        record.play_entry(&action).expect("legal");
        p = zertz(&r);
        assert_eq!(&AnyPosition::Zertz(p), record.current());
        assert!(
            r.markdown.contains(&format!("Position: `{p}`")),
            "{}",
            r.markdown
        );
        let by = if side == Side::First {
            "first"
        } else {
            "second"
        };
        assert!(
            r.markdown
                .contains(&format!("Last decision: the {by} player {action}.")),
            "{}",
            r.markdown
        );
        if let Some(next) = Game::decider(&p) {
            let (name, word) = if next == Side::First {
                ("Ann", "first")
            } else {
                ("bob", "second")
            };
            let line = r
                .markdown
                .lines()
                .find(|l| l.ends_with(&format!("@{name}.")))
                .unwrap_or_else(|| panic!("no decision line for {name}: {}", r.markdown));
            assert!(line.starts_with(&format!("**The {word} player ")), "{line}");
            if p.capture_possible() {
                assert!(line.contains("must capture"), "{line}");
            }
        }
    }
    assert!(Game::is_over(&p), "the game ended: {p}");
    assert!(
        typed > 0 && clicked_places > 0,
        "typed and clicked placements"
    );
    assert!(clicked_captures > 0, "a capture by its clicks: {record:?}");
    let o = p.outcome().expect("over");
    assert!(
        matches!(o.reason, Reason::WinningSet(_)),
        "a winning set: {p} {o:?}"
    );
    let said = end_sentence(&p);
    assert!(said.contains(" player wins with "), "{said}");
    assert!(said.contains(" marble"), "{said}");
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    assert!(r.markdown.contains(&said), "{said}: {}", r.markdown);
    colourless(&r);
    assert!(r.choices.iter().any(|g| g.kind == ChoiceKind::AfterGame));
    // A move on a finished game is refused.
    let r = say(&m, "Ann", &format!("move Wa1,a2 #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("is over"),
        "{}",
        r.markdown
    );
    // The history is the record; the store says how it ended.
    let h = say(&m, "bob", &format!("history #{}", id.0)).await;
    let text = h.markdown.split('`').nth(1).expect("record in code");
    assert_eq!(text, record.official());
    assert!(text.starts_with("zertz-blitz "), "{text}");
    colourless(&h);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.variant, AnyVariant::Zertz(Variant::Blitz));
    assert_eq!(row.reason, Some(EndReason::WinningSet));
    let winner = o.winner.expect("a winner");
    assert_eq!(
        row.winner,
        Some(if winner == Side::First {
            gipf_rules::Color::White
        } else {
            gipf_rules::Color::Black
        })
    );
    // Rated in the `zertz-blitz` pool, the winner above the loser.
    let pool = AnyPool::Zertz(Variant::Blitz);
    let rating = |p| {
        let store = m.store().clone();
        async move {
            store
                .rating(p, gipf_store::GLOBAL, pool)
                .await
                .expect("read")
                .expect("rated")
        }
    };
    let (a, b) = (rating(ann).await, rating(bob).await);
    assert_eq!((a.games, b.games), (1, 1));
    let (won, lost) = if winner == Side::First {
        (a, b)
    } else {
        (b, a)
    };
    assert!(won.rating > lost.rating, "{won:?} {lost:?}");
    let st = say(&m, "Ann", "stats").await;
    assert!(st.markdown.contains("zertz-blitz"), "{}", st.markdown);
}

/// Every bad input of the issue, each refused in one sentence, the position unchanged.
#[tokio::test]
async fn bad_zertz_input_is_refused_in_one_sentence_with_nothing_changed() {
    let s = Setup::new();
    let m = s.manager(false).await;
    // After `Wd4,d1`: the second player's placements.
    ann_bob_and_room(&m).await;
    say(&m, "Ann", "challenge bob zertz white").await;
    let id = say(&m, "bob", "accept").await.game.expect("game");
    let r = say(&m, "Ann", &format!("move Wd4,d1 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let before = zertz(&r);
    let cases = [
        ("Ann", "Bd5,a1", "wait for @bob"),
        ("Ann", "Bd5,a1", "It is the second player's decision"),
        ("Cyd", "Bd5,a1", "You are not playing"),
        ("bob", "Bd4,a1", "d4 already holds a white marble"),
        ("bob", "Bd1,a1", "d1 has no ring any more"),
        ("bob", "Bd5,d3", "d3 is not a free ring"),
        ("bob", "Bd5,d4", "d4 is not a free ring"),
        ("bob", "Bd5,d5", "d5 is the ring you have just filled"),
        ("bob", "Bd5", "A free ring must be taken away"),
        ("bob", "xd4We4Wf4", "d4"),
        ("bob", "Bz9,a1", "z9 is not a place of the `zertz` board"),
    ];
    for (who, text, says) in cases {
        let r = say(&m, who, &format!("move {text} #{}", id.0)).await;
        one_sentence(&r, says);
        colourless(&r);
    }
    let r = say(&m, "bob", &format!("board #{}", id.0)).await;
    assert_eq!(zertz(&r), before, "nothing changed");
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);

    // A capture is compulsory (E1), and a chain goes on while it can.
    let e1 = "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0";
    let id = game_at(&m, e1).await;
    for (text, says) in [
        (
            "Wa1,a2",
            "Capturing is compulsory: capture, like `xd1Gd3Wd5`",
        ),
        ("xd1Gd3", "The marble on d3 can still jump, over d4 to d5"),
        ("xd1Wd3Wd5", "d2 holds a grey marble, not a white one"),
        ("xd4Gd2", "From d4 to d2 jumps no marble: d3 holds none"),
    ] {
        let r = say(&m, "Ann", &format!("move {text} #{}", id.0)).await;
        one_sentence(&r, says);
        colourless(&r);
    }
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    assert!(
        r.markdown.contains(&format!("Position: `{e1}`")),
        "{}",
        r.markdown
    );
    assert!(
        r.markdown
            .contains("**The first player must capture**: @Ann."),
        "{}",
        r.markdown
    );

    // A colour the pool no longer holds (M3: no white left), the second player to act.
    let m3 = "zertz48 w.w../.3../..1w1w./.g5g/b1g2g./g2b1./.b.1w/...b b 0/2/5 0/0/1 1/1/0";
    let id = game_at(&m, m3).await;
    let q: gipf_zertz::Position = m3.parse().expect("M3");
    let grey = q
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Place { .. }))
        .expect("a placement")
        .to_string();
    let white = format!("W{}", &grey[1..]);
    let r = say(&m, "bob", &format!("move {white} #{}", id.0)).await;
    one_sentence(&r, "The pool has no white marble left");
    let r = say(&m, "Ann", &format!("move {grey} #{}", id.0)).await;
    one_sentence(&r, "It is the second player's decision: wait for @bob.");
    // With the pool empty, a colour of one's own captures only (E3: one white marble).
    let e3 = "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0";
    let id3 = game_at(&m, e3).await;
    let r = say(&m, "Ann", &format!("board #{}", id3.0)).await;
    let labels: Vec<&str> = r
        .choices
        .iter()
        .flat_map(|g| &g.choices)
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(labels, ["White marble (1 of yours)"]);
    assert!(
        r.markdown
            .contains("**The first player to place one of his captured marbles"),
        "{}",
        r.markdown
    );
    let e3p: gipf_zertz::Position = e3.parse().expect("E3");
    let place = e3p.legal_actions()[0].to_string();
    let r = say(&m, "Ann", &format!("move G{} #{}", &place[1..], id3.0)).await;
    one_sentence(&r, "The pool is empty and you have captured no grey marble");
    // Nothing changed in either.
    for (gid, start) in [(id, m3), (id3, e3)] {
        let row = m.store().game(gid).await.expect("read").expect("game");
        assert_eq!(row.position, start);
        assert!(m.store().actions(gid).await.expect("actions").is_empty());
    }
}

#[tokio::test]
async fn clicks_play_a_placement_and_a_capture_and_stale_ones_are_recognised() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    say(&m, "Ann", "challenge bob zertz-blitz white").await;
    let id = say(&m, "bob", "accept").await.game.expect("game");
    // The three steps of `Wd4,d1`; every vacant ring for a colour, every free ring after.
    let board = say(&m, "Ann", &format!("board #{}", id.0)).await;
    let w = board.choices[0].choices[0].clone();
    let rings = m.handle(&ctx("Ann"), Command::Choose(w.id.clone())).await;
    assert!(
        rings
            .markdown
            .contains("Pick the ring for your white marble"),
        "{}",
        rings.markdown
    );
    let count: usize = rings.choices.iter().map(|g| g.choices.len()).sum();
    assert_eq!(count, 37, "every ring is vacant");
    // Bob cannot open Ann's steps.
    let r = m.handle(&ctx("bob"), Command::Choose(w.id.clone())).await;
    assert!(r.private, "{}", r.markdown);
    drop(m);
    // The steps survive a restart.
    let m = s.manager(false).await;
    let (r, ids) = click(&m, "Ann", id, "Wd4,d1").await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(ids.len(), 3);
    let p = zertz(&r);
    assert_eq!(
        p.to_string(),
        "zertz-blitz 4/5/6/.2w3/6/5/4 b 4/7/9 0/0/0 0/0/0"
    );
    // The same last click again: played once; an earlier step: out of date.
    let again = m.handle(&ctx("Ann"), Command::Choose(ids[2].clone())).await;
    assert!(
        again.private && again.markdown.contains("already played"),
        "{}",
        again.markdown
    );
    for old in &ids[..2] {
        let r = m.handle(&ctx("Ann"), Command::Choose(old.clone())).await;
        assert!(
            r.private && r.markdown.contains("out of date"),
            "{}",
            r.markdown
        );
    }
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);
    assert_eq!(zertz(&say(&m, "bob", "board").await), p);

    // A capture by its two clicks (E1): the marble, then its one chain.
    let e1 = "zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0";
    let id = game_at(&m, e1).await;
    let board = say(&m, "Ann", &format!("board #{}", id.0)).await;
    let marbles: Vec<&str> = board.choices[0]
        .choices
        .iter()
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(marbles, ["d1 (black marble)"]);
    let (r, ids) = click(&m, "Ann", id, "xd1Gd3Wd5").await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(ids.len(), 2);
    assert_eq!(
        zertz(&r).to_string(),
        "zertz 4/5/6/4b2/6/5/4 b 5/7/9 1/1/0 0/0/0"
    );
    assert!(
        r.markdown
            .contains("Last decision: the first player xd1Gd3Wd5."),
        "{}",
        r.markdown
    );
    let again = m.handle(&ctx("Ann"), Command::Choose(ids[1].clone())).await;
    assert!(
        again.markdown.contains("already played"),
        "{}",
        again.markdown
    );
    let stale = m.handle(&ctx("Ann"), Command::Choose(ids[0].clone())).await;
    assert!(stale.markdown.contains("out of date"), "{}", stale.markdown);
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);
}

#[tokio::test]
async fn zertz_against_the_ai_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "rules zertz").await;
    assert!(r.markdown.contains("ZÈRTZ"), "{}", r.markdown);
    assert!(r.markdown.contains("gipf.com/zertz"), "{}", r.markdown);
    let r = say(&m, "Ann", "ai beginner zertz black").await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("you play as the second player"),
        "{}",
        r.markdown
    );
    colourless(&r);
    let id = r.game.expect("game");
    m.ai_idle().await;
    let mut p = zertz(&say(&m, "Ann", "board").await);
    assert_eq!(
        Game::decider(&p),
        Some(Side::Second),
        "the AI played first: {p}"
    );
    let mut m = m;
    for n in 0..6 {
        if Game::is_over(&p) {
            break;
        }
        if n == 3 {
            drop(m);
            m = s.manager(false).await;
            m.ai_idle().await;
            assert_eq!(zertz(&say(&m, "Ann", "board").await), p);
        }
        assert_eq!(Game::decider(&p), Some(Side::Second), "{p}");
        let a = pick(&p, n).to_string();
        let r = say(&m, "Ann", &a).await;
        assert!(!r.private, "{}", r.markdown);
        colourless(&r);
        m.ai_idle().await;
        p = zertz(&say(&m, "Ann", "board").await);
    }
    // Every action stored is legal in turn: the AI's answers too, replayed from the start.
    let actions = m.store().actions(id).await.expect("actions");
    assert!(actions.len() >= 7, "{}", actions.len());
    let mut replay = AnyRecord::new(AnyVariant::Zertz(Variant::Zertz).start(|_| 0));
    for a in &actions {
        replay.play_entry(&a.notation).expect(&a.notation);
    }
    assert_eq!(replay.current(), &AnyPosition::Zertz(p));
    if !Game::is_over(&p) {
        let r = say(&m, "Ann", "resign").await;
        assert!(
            r.markdown.contains("The first player wins by resignation"),
            "{}",
            r.markdown
        );
        colourless(&r);
    }
    let r = say(&m, "Ann", "levels").await;
    assert!(r.markdown.contains("in zertz (1 game)"), "{}", r.markdown);
}

#[tokio::test]
async fn every_board_starts_and_the_words_that_name_them() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    let r = say(&m, "Ann", "challenge bob zertz+potentials").await;
    assert!(
        r.private && r.markdown.contains("belong to GIPF"),
        "{}",
        r.markdown
    );
    for (word, start) in [
        ("zertz", "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0"),
        ("zèrtz", "zertz 4/5/6/7/6/5/4 w 6/8/10 0/0/0 0/0/0"),
        (
            "ZERTZ-blitz",
            "zertz-blitz 4/5/6/7/6/5/4 w 5/7/9 0/0/0 0/0/0",
        ),
        ("zertz48", "zertz48 5/6/7/8/7/6/5/4 w 6/8/10 0/0/0 0/0/0"),
        ("zertz61", "zertz61 5/6/7/8/9/8/7/6/5 w 6/8/10 0/0/0 0/0/0"),
    ] {
        let r = say(&m, "Ann", &format!("challenge bob {word} white")).await;
        assert!(!r.private, "{word}: {}", r.markdown);
        let r = say(&m, "bob", "accept").await;
        let id = r.game.expect("game");
        assert!(
            r.markdown.contains(&format!("Position: `{start}`")),
            "{word}: {}",
            r.markdown
        );
        colourless(&r);
        let row = m.store().game(id).await.expect("read").expect("game");
        let v: gipf_zertz::Position = start.parse().expect("start");
        assert_eq!(row.variant, AnyVariant::Zertz(v.variant()));
        assert_eq!(row.start_position, start);
        // Every ring of the board for a colour.
        let w = r.choices[0].choices[0].id.clone();
        let rings = m.handle(&ctx("Ann"), Command::Choose(w)).await;
        let count: usize = rings.choices.iter().map(|g| g.choices.len()).sum();
        assert_eq!(count, v.rings().count(), "{word}");
        let r = say(&m, "Ann", &format!("resign #{}", id.0)).await;
        assert!(
            r.markdown.contains("The second player wins by resignation"),
            "{}",
            r.markdown
        );
    }
    // One rating pool per board.
    let st = say(&m, "bob", "stats").await;
    for pool in ["zertz:", "zertz-blitz", "zertz48", "zertz61"] {
        assert!(st.markdown.contains(pool), "{pool}: {}", st.markdown);
    }
}

/// The ends that positions reach (ZERTZ-PERFT.md): E3 with the pool empty, where one of the
/// first player's placements leaves nobody able to act (a draw) and others skip the second
/// player; E5, where the second player fills the last ring and claims the board.
#[tokio::test]
async fn a_draw_a_skipped_turn_and_the_last_ring_from_positions() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let e3 = "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0";
    let p: gipf_zertz::Position = e3.parse().expect("E3");
    let after = |a: &Action| {
        let mut q = p;
        q.play(*a).expect("legal");
        q
    };
    let legal = p.legal_actions();
    let draw = legal
        .iter()
        .find(|a| {
            let q = after(a);
            q.outcome().is_some_and(|o| o.winner.is_none())
        })
        .expect("E3 has a drawing placement")
        .to_string();
    let again = legal
        .iter()
        .find(|a| Game::decider(&after(a)) == Some(Side::First))
        .expect("E3 has a placement that skips the second player")
        .to_string();
    // The draw: said, stored, rated as one.
    let id = game_at(&m, e3).await;
    let r = say(&m, "Ann", &format!("move {draw} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("Draw: neither player can act"),
        "{}",
        r.markdown
    );
    colourless(&r);
    assert!(zertz(&r).to_string().contains(" = "), "{}", r.markdown);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(
        (row.winner, row.reason),
        (None, Some(EndReason::NoOneCanAct))
    );
    let (ann, _, _) = ann_bob_and_room(&m).await;
    let r = m
        .store()
        .rating(ann, gipf_store::GLOBAL, AnyPool::Zertz(Variant::Zertz))
        .await
        .expect("read")
        .expect("rated");
    assert_eq!((r.rating, r.games), (1500.0, 1), "a draw between equals");
    let results = m.store().results(ann).await.expect("results");
    assert!(
        results
            .iter()
            .any(|r| r.pool == AnyPool::Zertz(Variant::Zertz) && r.draws == 1),
        "{results:?}"
    );
    // A placement that claims and skips the second player: the first player acts again.
    let id = game_at(&m, e3).await;
    let r = say(&m, "Ann", &format!("move {again} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown
            .contains("the second player cannot act, so his turn is skipped"),
        "{}",
        r.markdown
    );
    assert!(r.markdown.contains("and claimed"), "{}", r.markdown);
    assert!(r.markdown.contains("**The first player "), "{}", r.markdown);
    let q = after(&p.read_action(&again).expect("reads"));
    assert!(
        r.markdown.contains(&format!("Position: `{q}`")),
        "{}",
        r.markdown
    );
    colourless(&r);

    // E5: the second player places from his captures on the last vacant ring and wins.
    let e5 = "zertz ..../...../....../..b.g../.gbb../w1.../.w.. b 0/0/0 1/4/4 3/2/3";
    let id = game_at(&m, e5).await;
    let r = say(&m, "bob", &format!("board #{}", id.0)).await;
    assert!(
        r.markdown.contains(
            "**The second player to place one of his captured marbles (the pool is empty; no ring is free to take away)**: @bob."
        ),
        "{}",
        r.markdown
    );
    let (r, ids) = click(&m, "bob", id, "Gf2").await;
    assert_eq!(ids.len(), 2, "no free ring: the ring plays at once");
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown
            .contains("The second player wins: no ring is left"),
        "{}",
        r.markdown
    );
    colourless(&r);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(
        (row.winner, row.reason),
        (Some(gipf_rules::Color::Black), Some(EndReason::NoRingLeft))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_zertz_turn_taken_back() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    say(&m, "Ann", "challenge bob zertz-blitz white time 1d").await;
    let id = say(&m, "bob", "accept").await.game.expect("game");
    let start = m.store().game(id).await.expect("read").expect("game");
    let r = say(&m, "Ann", &format!("move Wd4,d1 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("asks to take back"), "{}", r.markdown);
    colourless(&r);
    let r = say(&m, "bob", &format!("accept takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("is taken back"), "{}", r.markdown);
    colourless(&r);
    let after = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(after.position, start.position);
    assert_eq!(after.ply, 0);
    assert!(m.store().actions(id).await.expect("actions").is_empty());
    let r = say(&m, "Ann", &format!("history #{}", id.0)).await;
    assert!(
        r.markdown.contains("Taken back: `Wd4,d1`"),
        "{}",
        r.markdown
    );
    // The game goes on from the start: another placement.
    let r = say(&m, "Ann", &format!("move Gd4,a1 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(
        zertz(&r).to_string(),
        "zertz-blitz .3/5/6/3g3/6/5/4 b 5/6/9 0/0/0 0/0/0"
    );
}

/// The challenge's sentences name the game and say who begins without a colour (they once
/// said "Ann challenges @Bob to zertz48 GIPF, Ann plays Black", and `games` listed
/// "zertz48 GIPF").
#[tokio::test]
async fn a_zertz_challenge_names_the_game_and_who_begins_without_a_colour() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    for text in [
        "challenge bob zertz48 black time 1d",
        "games",
        "open zertz61 random",
    ] {
        let r = say(&m, "Ann", text).await;
        assert!(!r.markdown.contains("GIPF"), "{text}: {}", r.markdown);
        assert!(r.markdown.contains("ZÈRTZ"), "{text}: {}", r.markdown);
        colourless(&r);
        assert!(!r.markdown.contains("colour"), "{text}: {}", r.markdown);
    }
}
