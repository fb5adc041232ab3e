//! TZAAR through the manager (issue 51): a whole game between two people from the fixed
//! start with typed actions and buttons (a stack then its target, the Pass button) and a
//! restart in the middle, every bad input refused in one sentence with nothing changed, the
//! end said with its reason and rated in the `tzaar` pool; a game against the AI from a
//! random start drawn by the service, kept as the game's start and replayed after a restart;
//! the placement of `tzaar-tournament` through its buttons; a TZAAR tournament.

use gipf_game::Game;
use gipf_games::{AnyPosition, AnyRecord, AnyVariant, TzaarSetup};

use super::*;

fn any_position(r: &Reply) -> AnyPosition {
    r.position
        .clone()
        .unwrap_or_else(|| panic!("no position in {:?}", r.markdown))
}

fn tzaar(r: &Reply) -> gipf_tzaar::Position {
    match any_position(r) {
        AnyPosition::Tzaar(p) => p,
        p => panic!("not TZAAR: {p}"),
    }
}

/// Plays `action` through the buttons, as a person clicks: `pass` by its button; a
/// placement by its type, then its space; a capture or stacking move by its stack, then the
/// action among the stack's buttons.
async fn click(m: &Manager, who: &str, id: GameId, action: &str) -> Reply {
    let board = say(m, who, &format!("board #{}", id.0)).await;
    let all: Vec<&Choice> = board.choices.iter().flat_map(|g| &g.choices).collect();
    let choose = |c: &Choice| Command::Choose(c.id.clone());
    if action == "pass" {
        let pass = board
            .choices
            .iter()
            .find(|g| g.kind == ChoiceKind::Pass)
            .unwrap_or_else(|| panic!("no Pass button: {:?}", board.choices));
        assert_eq!(pass.choices[0].label, "Pass");
        return m.handle(&ctx(who), choose(&pass.choices[0])).await;
    }
    let (first, second) = if action.len() == 3 && action.starts_with(['A', 'R', 'T']) {
        // A placement: the type's button, then the space in its menus.
        let kind = match &action[..1] {
            "A" => "Tzaar",
            "R" => "Tzarra",
            _ => "Tott",
        };
        let button = all
            .iter()
            .find(|c| c.label.split(' ').next() == Some(kind))
            .unwrap_or_else(|| panic!("no {kind} among {all:?}"));
        (button, &action[1..])
    } else {
        let from = &action[..2];
        let stack = all
            .iter()
            .find(|c| c.label.starts_with(from))
            .unwrap_or_else(|| panic!("no stack {from} among {all:?}"));
        (stack, action)
    };
    let opened = m.handle(&ctx(who), choose(first)).await;
    assert!(opened.private, "{}", opened.markdown);
    let target = opened
        .choices
        .iter()
        .flat_map(|g| &g.choices)
        .find(|c| c.label == second)
        .unwrap_or_else(|| panic!("no {second} after {}: {:?}", first.label, opened.choices));
    m.handle(&ctx(who), choose(target)).await
}

/// Plays legal actions (picked by `pick`) until the game ends, typed or clicked, checking
/// each board against a record kept here; `restart_at` replaces the manager mid-game.
async fn play_out(
    s: &Setup,
    mut m: Manager,
    names: [&str; 2],
    id: GameId,
    mut p: gipf_tzaar::Position,
    restart_at: Option<usize>,
) -> (Manager, AnyRecord) {
    let mut record = AnyRecord::new(AnyPosition::Tzaar(p));
    for n in 0..400 {
        let Some(side) = Game::decider(&p) else { break };
        let who = names[side.index()];
        if Some(n) == restart_at {
            // The process dies in the middle: the game goes on from the same position.
            drop(m);
            m = s.manager(n % 2 == 0).await;
            assert_eq!(tzaar(&say(&m, who, &format!("board #{}", id.0)).await), p);
        }
        let legal = p.legal_actions();
        // Mostly captures, so that the game ends; `pass` now and then.
        let action = if legal.len() > 1 && n % 5 == 4 && legal.contains(&gipf_tzaar::Action::Pass) {
            "pass".to_string()
        } else {
            legal[(n * 7 + 3) % legal.len()].to_string()
        };
        let r = if n % 3 == 1 {
            click(&m, who, id, &action).await
        } else {
            say(&m, who, &format!("move {action} #{}", id.0)).await
        };
        assert!(!r.private, "{action}: {}", r.markdown);
        record.play_entry(&action).expect("legal");
        p = tzaar(&r);
        assert_eq!(&AnyPosition::Tzaar(p), record.current());
        assert!(
            r.markdown.contains(&format!("Position: `{p}`")),
            "{}",
            r.markdown
        );
    }
    assert!(Game::is_over(&p), "the game ended: {p}");
    (m, record)
}

/// The sentence that says how a TZAAR game ended, in English.
fn end_sentence(p: &gipf_tzaar::Position) -> String {
    let o = p.outcome().expect("over");
    let winner = o.winner.expect("no draw in TZAAR");
    let name = |s: gipf_game::Side| {
        if s == gipf_game::Side::First {
            "White"
        } else {
            "Black"
        }
    };
    match o.reason {
        gipf_tzaar::Reason::MissingType(k) => format!(
            "{} wins: {} has no {} left on top",
            name(winner),
            name(winner.other()),
            k.name()
        ),
        gipf_tzaar::Reason::NoCapture => {
            format!(
                "{} wins: {} cannot capture",
                name(winner),
                name(winner.other())
            )
        }
    }
}

#[tokio::test]
async fn a_whole_tzaar_game_between_two_people_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(true).await;
    ann_bob_and_room(&m).await;
    let r = say(&m, "Ann", "challenge bob tzar").await;
    assert!(
        r.private && r.markdown.contains("`tzaar`"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "challenge bob tzaar-fixed+potentials").await;
    assert!(
        r.private && r.markdown.contains("belong to GIPF"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "challenge bob TZAAR-fixed white time none").await;
    assert!(!r.private && r.markdown.contains("TZAAR"), "{}", r.markdown);
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    assert!(
        r.markdown
            .contains("White to make the opening capture**: @Ann"),
        "{}",
        r.markdown
    );
    let png = r.image.as_ref().expect("board image");
    assert_eq!(png.name, format!("tzaar-{}.png", id.0));
    assert_eq!(&png.png[..8], b"\x89PNG\r\n\x1a\n");
    let p = tzaar(&r);
    assert_eq!(p, gipf_tzaar::Position::start());
    // The opening: no Pass button, the stacks that can capture.
    assert!(
        r.choices.iter().all(|g| g.kind == ChoiceKind::Stacks),
        "{:?}",
        r.choices
    );
    // Bad input, nothing changed (the list, where the fixed start has them):
    // `pass` first, across the centre, over a piece, a stacking move first, the opponent's
    // stack, a GIPF push, out of turn.
    for (who, text, says) in [
        ("Ann", "pass", "only as the second action"),
        ("Ann", "e4xe6", "never across the centre"),
        ("Ann", "d5xd3", "cannot reach"),
        ("Ann", "d5-d6", "first action of a turn is always a capture"),
        ("Ann", "c3xc2", "not your stack"),
        ("Ann", "d5-d4", "a capture is written `d5xd4`"),
        ("Ann", "e5xe4", "the centre"),
        ("Ann", "c5xd6", "captures an opponent stack"),
        ("Ann", "xc3,d4", "not an action"),
        ("Ann", "Ta1", "only at the start of `tzaar-tournament`"),
        ("bob", "c3xd3", "wait for @Ann"),
    ] {
        let r = say(&m, who, &format!("move {text} #{}", id.0)).await;
        assert!(
            r.private && r.markdown.contains(says),
            "{text}: {}",
            r.markdown
        );
    }
    assert_eq!(tzaar(&say(&m, "Ann", "board").await), p, "nothing changed");
    // The game, to its end, typed and clicked, with a restart at its 9th action.
    let (m, record) = play_out(&s, m, ["Ann", "bob"], id, p, Some(9)).await;
    let AnyPosition::Tzaar(end) = record.current().clone() else {
        unreachable!("a TZAAR record")
    };
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    let said = end_sentence(&end);
    assert!(r.markdown.contains(&said), "{said}: {}", r.markdown);
    // The history is the record: the fixed start is named by its word.
    let h = say(&m, "bob", &format!("history #{}", id.0)).await;
    let text = h.markdown.split('`').nth(1).expect("record in code");
    assert_eq!(text, record.official());
    assert!(text.starts_with("tzaar "), "{text}");
    // Rated in the tzaar pool; the stored game is still `tzaar-fixed`.
    let st = say(&m, "Ann", "stats").await;
    assert!(st.markdown.contains("tzaar"), "{}", st.markdown);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.variant, AnyVariant::Tzaar(TzaarSetup::Fixed));
    // Rematch: `tzaar-fixed` again, colours swapped.
    let r = say(&m, "Ann", "rematch").await;
    assert!(
        r.markdown.contains("TZAAR") && r.markdown.contains("Ann plays Black"),
        "{}",
        r.markdown
    );
}

#[tokio::test]
async fn tzaar_against_the_ai_from_a_random_start_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "rules tzaar").await;
    assert!(
        r.markdown.contains("TZAAR") && r.markdown.contains("gipf.com/tzaar"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "ai beginner tzaar black").await;
    assert!(r.markdown.contains("you play Black"), "{}", r.markdown);
    let id = r.game.expect("game");
    m.ai_idle().await;
    // The start was drawn by the service and kept: a full board, not the fixed layout.
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.variant, AnyVariant::Tzaar(TzaarSetup::Random));
    let start: AnyPosition = row.start_position.parse().expect("a position string");
    let AnyPosition::Tzaar(start) = start else {
        panic!("not TZAAR: {start}")
    };
    assert_ne!(start, gipf_tzaar::Position::start());
    assert_eq!(start.occupied().count(), 60);
    let mut p = tzaar(&say(&m, "Ann", "board").await);
    // Black's turns: a capture, then a second action, twice.
    for n in 0..4 {
        assert_eq!(Game::decider(&p), Some(gipf_game::Side::Second), "{p}");
        let legal = p.legal_actions();
        let r = say(&m, "Ann", &legal[n % legal.len()].to_string()).await;
        assert!(!r.private, "{}", r.markdown);
        m.ai_idle().await;
        p = tzaar(&say(&m, "Ann", "board").await);
        if Game::is_over(&p) {
            break;
        }
    }
    drop(m);
    let m = s.manager(false).await;
    m.ai_idle().await;
    assert_eq!(tzaar(&say(&m, "Ann", "board").await), p);
    // The record replays from the stored start to the same position.
    let h = say(&m, "Ann", &format!("history #{}", id.0)).await;
    let text = h.markdown.split('`').nth(1).expect("record in code");
    assert!(text.starts_with(&start.to_string()), "{text}");
    let tokens: Vec<&str> = text.split(' ').collect();
    let mut replay = AnyRecord::new(AnyPosition::Tzaar(start));
    for entry in &tokens[4..] {
        replay.play_entry(entry).expect(entry);
    }
    assert_eq!(replay.current(), &AnyPosition::Tzaar(p));
    if !Game::is_over(&p) {
        let r = say(&m, "Ann", "resign").await;
        assert!(
            r.markdown.contains("White wins by resignation"),
            "{}",
            r.markdown
        );
    }
    let r = say(&m, "Ann", "levels").await;
    assert!(r.markdown.contains("in tzaar (1 game)"), "{}", r.markdown);
}

#[tokio::test]
async fn the_placement_of_tzaar_tournament_by_buttons_then_the_play() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    say(&m, "Ann", "challenge bob tzaar-tournament white").await;
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    assert!(
        r.markdown.contains("White to place a piece**: @Ann"),
        "{}",
        r.markdown
    );
    let types: Vec<&str> = r.choices[0]
        .choices
        .iter()
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(
        types,
        ["Tzaar (6 left)", "Tzarra (9 left)", "Tott (15 left)"]
    );
    let p = tzaar(&r);
    assert_eq!(p, gipf_tzaar::Position::tournament_start());
    let r = say(&m, "Ann", "d5xd4").await;
    assert!(
        r.private && r.markdown.contains("still being placed"),
        "{}",
        r.markdown
    );
    let (m, record) = play_out(&s, m, ["Ann", "bob"], id, p, None).await;
    assert!(record.len() > 60, "60 placements, then the play");
    let st = say(&m, "bob", "stats").await;
    assert!(st.markdown.contains("tzaar-tournament"), "{}", st.markdown);
}

/// A TZAAR tournament of four, round robin: each game from its own random start, one
/// played to its end by the rules, the others resigned, to the winner.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tzaar_tournament_of_four() {
    use super::tournaments::wait_for;
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let names = ["Ann", "Bob", "Cyd", "Dan"];
    let r = say(&m, "Ann", "tournament create roundrobin tzaar time 10m").await;
    assert!(!r.private && r.markdown.contains("TZAAR"), "{}", r.markdown);
    for who in names {
        let r = say(&m, who, "tournament join T1").await;
        assert!(!r.private, "{who}: {}", r.markdown);
    }
    let r = say(&m, "Ann", "tournament start T1").await;
    assert!(!r.private, "{}", r.markdown);
    let mut played_out = false;
    let mut starts = Vec::new();
    for round in 1..=3 {
        wait_for(
            &mut rx,
            EventKind::TournamentRound,
            &format!("round {round} of 3"),
        )
        .await;
        let st = m
            .store()
            .tournament_state(TournamentId(1))
            .await
            .expect("read")
            .expect("T1");
        let boards: Vec<_> = st.round(round).filter(|b| b.outcome.is_none()).collect();
        assert_eq!(boards.len(), 2, "two boards a round");
        for b in boards {
            let id = b.game.expect("a game");
            let row = m.store().game(id).await.expect("read").expect("game");
            assert_eq!(row.variant, AnyVariant::Tzaar(TzaarSetup::Random));
            starts.push(row.start_position.clone());
            let name = |entrant: u32| names[(entrant - 1) as usize];
            let (white, black) = (name(b.white), name(b.black.expect("black")));
            if !played_out {
                played_out = true;
                let mut p = tzaar(&say(&m, white, &format!("board #{}", id.0)).await);
                for n in 0..400 {
                    let Some(side) = Game::decider(&p) else { break };
                    let who = if side == gipf_game::Side::First {
                        white
                    } else {
                        black
                    };
                    let legal = p.legal_actions();
                    let a = legal[(n * 5 + 1) % legal.len()].to_string();
                    let r = say(&m, who, &format!("move {a} #{}", id.0)).await;
                    assert!(!r.private, "{a}: {}", r.markdown);
                    p = tzaar(&r);
                }
                assert!(Game::is_over(&p));
            } else {
                let r = say(&m, black, &format!("resign #{}", id.0)).await;
                assert!(!r.private, "{}", r.markdown);
            }
        }
    }
    let e = wait_for(&mut rx, EventKind::TournamentOver, "wins **T1**").await;
    assert!(e.reply.markdown.contains("wins"), "{}", e.reply.markdown);
    // Every game drew its own start.
    starts.sort();
    starts.dedup();
    assert_eq!(starts.len(), 6, "six games, six random starts");
}
