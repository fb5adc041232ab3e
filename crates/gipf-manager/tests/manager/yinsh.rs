//! YINSH through the manager (issue 52): a whole `yinsh-blitz` game and a `yinsh` game
//! between two people with typed actions and buttons (a ring then its landing point, the
//! numbered rows, the rings to remove, `pass`), a restart in the middle, every bad input
//! refused in one sentence with nothing changed, the end said with its reason and rated in
//! the game's pool; a game against the AI across a restart.

use gipf_game::Game;
use gipf_games::{AnyPosition, AnyRecord, AnyVariant};
use gipf_i18n::Lang;

use super::*;

fn yinsh(r: &Reply) -> gipf_yinsh::Position {
    match r.position.clone() {
        Some(AnyPosition::Yinsh(p)) => p,
        other => panic!("not YINSH: {other:?} in {}", r.markdown),
    }
}

/// Plays `action` through the buttons, as a person clicks: a ring, then its landing point
/// in the menus; every other decision is a button or a menu entry of its own.
async fn click(m: &Manager, who: &str, id: GameId, action: &str) -> Reply {
    let board = say(m, who, &format!("board #{}", id.0)).await;
    let all: Vec<&Choice> = board.choices.iter().flat_map(|g| &g.choices).collect();
    let choose = |c: &Choice| Command::Choose(c.id.clone());
    let plays = |c: &Choice| c.id.ends_with(&format!(":a:{action}"));
    if let Some(c) = all.iter().find(|c| plays(c)) {
        return m.handle(&ctx(who), choose(c)).await;
    }
    let (from, to) = action.split_once('-').expect("a ring move");
    let ring = all
        .iter()
        .find(|c| c.label == from)
        .unwrap_or_else(|| panic!("no ring {from} among {all:?}"));
    let opened = m.handle(&ctx(who), choose(ring)).await;
    assert!(opened.private, "{}", opened.markdown);
    assert!(
        opened
            .choices
            .iter()
            .all(|g| g.kind == ChoiceKind::Landings),
        "{:?}",
        opened.choices
    );
    let landing = opened
        .choices
        .iter()
        .flat_map(|g| &g.choices)
        .find(|c| c.label == to)
        .unwrap_or_else(|| panic!("no landing {to}: {:?}", opened.choices));
    m.handle(&ctx(who), choose(landing)).await
}

/// Plays the game to its end, typed and clicked, checking each board against a record kept
/// here; `restart_at` replaces the manager mid-game.
async fn play_out(
    s: &Setup,
    mut m: Manager,
    id: GameId,
    mut p: gipf_yinsh::Position,
    restart_at: usize,
) -> (Manager, AnyRecord) {
    let mut record = AnyRecord::new(AnyPosition::Yinsh(p));
    for n in 0..400 {
        let Some(side) = Game::decider(&p) else { break };
        let who = if side == gipf_game::Side::First {
            "Ann"
        } else {
            "bob"
        };
        if n == restart_at {
            drop(m);
            m = s.manager(n % 2 == 0).await;
            assert_eq!(yinsh(&say(&m, who, &format!("board #{}", id.0)).await), p);
        }
        let legal = p.legal_actions();
        let action = legal[(n * 7 + 3) % legal.len()].to_string();
        let r = if n % 3 == 1 {
            click(&m, who, id, &action).await
        } else {
            say(&m, who, &format!("move {action} #{}", id.0)).await
        };
        assert!(!r.private, "{action}: {}", r.markdown);
        record.play_entry(&action).expect("legal");
        p = yinsh(&r);
        assert_eq!(&AnyPosition::Yinsh(p), record.current());
        assert!(
            r.markdown.contains(&format!("Position: `{p}`")),
            "{}",
            r.markdown
        );
    }
    assert!(Game::is_over(&p), "the game ended: {p}");
    (m, record)
}

#[tokio::test]
async fn whole_yinsh_games_between_two_people_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(true).await;
    ann_bob_and_room(&m).await;
    let r = say(&m, "Ann", "challenge bob yinsh+potentials").await;
    assert!(
        r.private && r.markdown.contains("belong to GIPF"),
        "{}",
        r.markdown
    );
    let mut m = m;
    for word in ["yinsh-blitz", "YINSH"] {
        let r = say(&m, "Ann", &format!("challenge bob {word} white time none")).await;
        assert!(!r.private && r.markdown.contains("YINSH"), "{}", r.markdown);
        let r = say(&m, "bob", "accept").await;
        let id = r.game.expect("game");
        let png = r.image.as_ref().expect("board image");
        assert_eq!(png.name, format!("yinsh-{}.png", id.0));
        let p = yinsh(&r);
        assert_eq!(
            p.to_string().split(' ').next(),
            Some(word.to_ascii_lowercase().as_str())
        );
        assert!(r.markdown.contains(": @Ann"), "{}", r.markdown);
        // The placement: the vacant points in menus of at most 25.
        let points: usize = r.choices.iter().map(|g| g.choices.len()).sum();
        assert_eq!(points, 85);
        assert!(r
            .choices
            .iter()
            .all(|g| g.kind == ChoiceKind::Spaces && g.choices.len() <= 25));
        // Bad input, nothing changed: a ring move while placing, a row, a removal, out of turn,
        // a point off the board.
        for (who, text) in [
            ("Ann", "e3-e4"),
            ("Ann", "xa3-e3"),
            ("Ann", "xi9"),
            ("Ann", "z9"),
            ("bob", "e3"),
        ] {
            let r = say(&m, who, &format!("move {text} #{}", id.0)).await;
            assert!(r.private, "{text}: {}", r.markdown);
        }
        let r = say(&m, "Ann", &format!("move e3-e4 #{}", id.0)).await;
        assert!(
            r.markdown.contains("No ring is to be moved now"),
            "{}",
            r.markdown
        );
        assert_eq!(yinsh(&say(&m, "Ann", "board").await), p, "nothing changed");
        let (m2, record) = play_out(&s, m, id, p, 14).await;
        m = m2;
        let AnyPosition::Yinsh(end) = record.current().clone() else {
            unreachable!("a YINSH record")
        };
        let o = end.outcome().expect("over");
        let said = gipf_i18n::yinsh::result(o.winner, o.reason).render(Lang::En);
        let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
        assert!(r.markdown.contains(&said), "{said}: {}", r.markdown);
        let h = say(&m, "bob", &format!("history #{}", id.0)).await;
        let text = h.markdown.split('`').nth(1).expect("record in code");
        assert_eq!(text, record.official());
    }
    let st = say(&m, "Ann", "stats").await;
    assert!(
        st.markdown.contains("yinsh-blitz") && st.markdown.contains("yinsh:"),
        "{}",
        st.markdown
    );
}

#[tokio::test]
async fn yinsh_against_the_ai_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "rules yinsh").await;
    assert!(r.markdown.contains("gipf.com/yinsh"), "{}", r.markdown);
    let r = say(&m, "Ann", "ai beginner yinsh black").await;
    assert!(r.markdown.contains("you play Black"), "{}", r.markdown);
    m.ai_idle().await;
    let mut p = yinsh(&say(&m, "Ann", "board").await);
    for n in 0..12 {
        if Game::is_over(&p) {
            break;
        }
        assert_eq!(Game::decider(&p), Some(gipf_game::Side::Second), "{p}");
        let legal = p.legal_actions();
        let r = say(&m, "Ann", &legal[n % legal.len()].to_string()).await;
        assert!(!r.private, "{}", r.markdown);
        m.ai_idle().await;
        p = yinsh(&say(&m, "Ann", "board").await);
    }
    drop(m);
    let m = s.manager(false).await;
    m.ai_idle().await;
    assert_eq!(yinsh(&say(&m, "Ann", "board").await), p);
    if !Game::is_over(&p) {
        let r = say(&m, "Ann", "resign").await;
        assert!(
            r.markdown.contains("White wins by resignation"),
            "{}",
            r.markdown
        );
    }
    let r = say(&m, "Ann", "levels").await;
    assert!(r.markdown.contains("in yinsh (1 game)"), "{}", r.markdown);
    let row = m
        .store()
        .game(GameId(1))
        .await
        .expect("read")
        .expect("game");
    assert_eq!(row.variant, AnyVariant::Yinsh);
}

/// A YINSH blitz tournament of four, round robin: one game played to its end by the rules,
/// the others resigned, rated in the `yinsh-blitz` pool, to the winner.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_yinsh_blitz_tournament_of_four() {
    use super::tournaments::wait_for;
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let names = ["Ann", "Bob", "Cyd", "Dan"];
    let r = say(
        &m,
        "Ann",
        "tournament create roundrobin yinsh-blitz time 10m",
    )
    .await;
    assert!(!r.private && r.markdown.contains("YINSH"), "{}", r.markdown);
    for who in names {
        let r = say(&m, who, "tournament join T1").await;
        assert!(!r.private, "{who}: {}", r.markdown);
    }
    let r = say(&m, "Ann", "tournament start T1").await;
    assert!(!r.private, "{}", r.markdown);
    let mut played_out = false;
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
            assert_eq!(row.variant, AnyVariant::YinshBlitz);
            let name = |entrant: u32| names[(entrant - 1) as usize];
            let (white, black) = (name(b.white), name(b.black.expect("black")));
            if !played_out {
                played_out = true;
                let mut p = yinsh(&say(&m, white, &format!("board #{}", id.0)).await);
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
                    p = yinsh(&r);
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
    let st = say(&m, "Ann", "stats").await;
    assert!(st.markdown.contains("yinsh-blitz"), "{}", st.markdown);
}
