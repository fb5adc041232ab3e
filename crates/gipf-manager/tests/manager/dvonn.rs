//! DVONN through the manager (COMMANDS.md, "The other games of the GIPF project"): a whole
//! game between two people with typed moves and buttons and a restart in the middle, the
//! result said with its score and rated in the `dvonn` pool; a game against the AI across
//! a restart; every bad input refused in one sentence with nothing changed.

use gipf_game::Game;
use gipf_games::{AnyPosition, AnyRecord, AnyVariant};

use super::*;

fn any_position(r: &Reply) -> AnyPosition {
    r.position
        .clone()
        .unwrap_or_else(|| panic!("no position in {:?}", r.markdown))
}

fn dvonn(r: &Reply) -> gipf_dvonn::Position {
    match any_position(r) {
        AnyPosition::Dvonn(p) => p,
        p => panic!("not DVONN: {p}"),
    }
}

/// Plays `action` as a person would: typed, or through the buttons (a free space from the
/// placement menu; a stack, then its target).
async fn play(m: &Manager, who: &str, id: GameId, ply: usize, action: &str, button: bool) -> Reply {
    if !button {
        return say(m, who, &format!("move {action} #{}", id.0)).await;
    }
    let board = say(m, who, &format!("board #{}", id.0)).await;
    let all: Vec<&Choice> = board.choices.iter().flat_map(|g| &g.choices).collect();
    if let Some((from, _)) = action.split_once('-') {
        let stack = all
            .iter()
            .find(|c| c.label.starts_with(from))
            .unwrap_or_else(|| panic!("no stack {from} among {all:?}"));
        assert!(board.choices.iter().all(|g| g.kind == ChoiceKind::Stacks));
        let opened = m.handle(&ctx(who), Command::Choose(stack.id.clone())).await;
        assert!(opened.private, "{}", opened.markdown);
        assert!(opened.markdown.contains(from), "{}", opened.markdown);
        let target = opened.choices[0]
            .choices
            .iter()
            .find(|c| action.ends_with(&c.label))
            .unwrap_or_else(|| panic!("no target of {action}: {:?}", opened.choices));
        m.handle(&ctx(who), Command::Choose(target.id.clone()))
            .await
    } else {
        assert!(board.choices.iter().all(|g| g.kind == ChoiceKind::Spaces));
        let space = all
            .iter()
            .find(|c| c.label == action)
            .unwrap_or_else(|| panic!("no space {action}"));
        assert!(space.id.contains(&format!(":{ply}:")), "{}", space.id);
        m.handle(&ctx(who), Command::Choose(space.id.clone())).await
    }
}

#[tokio::test]
async fn a_whole_dvonn_game_between_two_people_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(true).await;
    ann_bob_and_room(&m).await;
    // Words that are no variant, and GIPF's options on DVONN: one sentence each.
    let r = say(&m, "Ann", "challenge bob dvon").await;
    assert!(
        r.private && r.markdown.contains("`dvonn`"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "challenge bob dvonn+potentials").await;
    assert!(
        r.private && r.markdown.contains("belong to GIPF"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "challenge bob DVONN white time none").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    assert!(r.markdown.contains("dvonn"), "{}", r.markdown);
    assert!(
        r.markdown.contains("to place a DVONN piece: @Ann"),
        "{}",
        r.markdown
    );
    let png = r.image.as_ref().expect("board image");
    assert_eq!(png.name, format!("dvonn-{}.png", id.0));
    assert_eq!(&png.png[..8], b"\x89PNG\r\n\x1a\n");
    let mut p = dvonn(&r);
    assert_eq!(p, gipf_dvonn::Position::start());
    assert!(
        r.markdown.contains(&format!("Position: `{p}`")),
        "{}",
        r.markdown
    );
    // Bad input, nothing changed: pass, a GIPF push, a move while placing, out of turn.
    for (who, text, says) in [
        ("Ann", "pass", "automatic"),
        ("Ann", "b1-b2", "placement phase"),
        ("Ann", "zz9", "not an action"),
        ("bob", "e3", "wait for @Ann"),
    ] {
        let r = say(&m, who, &format!("move {text} #{}", id.0)).await;
        assert!(
            r.private && r.markdown.contains(says),
            "{text}: {}",
            r.markdown
        );
    }
    assert_eq!(dvonn(&say(&m, "Ann", "board").await), p, "nothing changed");

    let mut record = AnyRecord::new(AnyVariant::Dvonn.start(|_| 0));
    let mut m = m;
    let mut checked_move_errors = false;
    for n in 0..200 {
        let Some(side) = Game::decider(&p) else { break };
        let who = if side == gipf_game::Side::First {
            "Ann"
        } else {
            "bob"
        };
        if n == 30 {
            // The process dies in the middle: the game goes on from the same position.
            drop(m);
            m = s.manager(n % 2 == 0).await;
            assert_eq!(dvonn(&say(&m, who, &format!("board #{}", id.0)).await), p);
        }
        let legal = Game::legal_actions(&p);
        if !checked_move_errors && p.phase() == gipf_dvonn::Phase::Movement {
            checked_move_errors = true;
            // A placement in the movement phase; a move of the opponent's stack.
            let r = say(&m, who, &format!("move a1 #{}", id.0)).await;
            assert!(
                r.private && r.markdown.contains("phase is over"),
                "{}",
                r.markdown
            );
            let theirs = p
                .occupied()
                .find(|&s| p.stack(s).and_then(|st| st.controller) == Some(side.other()))
                .expect("a stack of the opponent");
            let r = say(&m, who, &format!("move {theirs}-a1 #{}", id.0)).await;
            assert!(
                r.private && r.markdown.contains("not your stack"),
                "{}",
                r.markdown
            );
        }
        let action = legal[(n * 7 + 3) % legal.len()].to_string();
        let r = play(&m, who, id, record.len(), &action, n % 3 == 1).await;
        assert!(!r.private, "{action}: {}", r.markdown);
        record.play_entry(&action).expect("legal");
        p = dvonn(&r);
        assert_eq!(&AnyPosition::Dvonn(p), record.current());
        assert!(
            r.markdown.contains(&format!("Position: `{p}`")),
            "{}",
            r.markdown
        );
    }
    assert!(Game::is_over(&p), "the game ended: {p}");
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    let (white, black) = p.scores();
    let said = match white.cmp(&black) {
        std::cmp::Ordering::Greater => format!("White wins {white} to {black}"),
        std::cmp::Ordering::Less => format!("Black wins {black} to {white}"),
        std::cmp::Ordering::Equal => format!("Draw: {white} to {black}"),
    };
    assert!(r.markdown.contains(&said), "{said}: {}", r.markdown);
    // The history is the record, replayed to the same end.
    let h = say(&m, "bob", &format!("history #{}", id.0)).await;
    let text = h.markdown.split('`').nth(1).expect("record in code");
    assert_eq!(text, record.official());
    // Rated in the dvonn pool.
    let st = say(&m, "Ann", "stats").await;
    assert!(st.markdown.contains("dvonn"), "{}", st.markdown);
    let lb = say(&m, "Ann", "leaderboard dvonn").await;
    assert!(
        !lb.private || lb.markdown.contains("dvonn"),
        "{}",
        lb.markdown
    );
    // Reviews are GIPF's for now: said in one sentence.
    let rv = say(&m, "Ann", &format!("review #{}", id.0)).await;
    assert!(rv.markdown.contains("GIPF's for now"), "{}", rv.markdown);
    // Rematch: DVONN again, colours swapped.
    let r = say(&m, "Ann", "rematch").await;
    assert!(
        r.markdown.contains("DVONN") && r.markdown.contains("Ann plays Black"),
        "{}",
        r.markdown
    );
}

#[tokio::test]
async fn dvonn_against_the_ai_across_a_restart_and_its_rules() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "rules dvonn").await;
    assert!(
        r.markdown.contains("DVONN") && r.markdown.contains("gipf.com/dvonn"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "ai beginner dvonn black").await;
    assert!(r.markdown.contains("you play Black"), "{}", r.markdown);
    m.ai_idle().await;
    let mut p = any_position(&say(&m, "Ann", "board").await);
    for n in 0..8 {
        assert_eq!(p.decider_color(), Some(gipf_rules::Color::Black), "{p}");
        let legal = Game::legal_actions(&p);
        let r = say(&m, "Ann", &legal[n % legal.len()].to_string()).await;
        assert!(!r.private, "{}", r.markdown);
        m.ai_idle().await;
        p = any_position(&say(&m, "Ann", "board").await);
    }
    // A GIPF push in a DVONN game: refused by DVONN's rules, nothing changed.
    let r = say(&m, "Ann", "move b1-b2").await;
    assert!(r.private, "{}", r.markdown);
    drop(m);
    let m = s.manager(false).await;
    m.ai_idle().await;
    assert_eq!(any_position(&say(&m, "Ann", "board").await), p);
    let r = say(&m, "Ann", "resign").await;
    assert!(
        r.markdown.contains("White wins by resignation"),
        "{}",
        r.markdown
    );
    // The level is rated per game: its DVONN rating is DVONN's.
    let r = say(&m, "Ann", "levels").await;
    assert!(r.markdown.contains("in dvonn (1 game)"), "{}", r.markdown);
    // The engine's analysis is GIPF's for now: said in one sentence.
    let r = say(&m, "Ann", &format!("analyse {p}")).await;
    assert!(
        r.private && r.markdown.contains("the analysis is GIPF's alone"),
        "{}",
        r.markdown
    );
    // A DVONN placement typed in a GIPF game: GIPF's own sentence.
    say(&m, "Ann", "ai beginner standard white").await;
    let r = say(&m, "Ann", "move e3").await;
    assert!(
        r.private && r.markdown.contains("not an action"),
        "{}",
        r.markdown
    );
}

/// A DVONN tournament of four: round-robin pairings of DVONN games, one played to its end
/// by the rules (the scores decide, a draw counting half), the others resigned, rated in
/// the `dvonn` pool, to the winner.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dvonn_tournament_of_four() {
    use super::tournaments::wait_for;
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let names = ["Ann", "Bob", "Cyd", "Dan"];
    let r = say(&m, "Ann", "tournament create roundrobin dvonn time 10m").await;
    assert!(!r.private && r.markdown.contains("DVONN"), "{}", r.markdown);
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
            assert_eq!(row.variant, AnyVariant::Dvonn);
            let name = |entrant: u32| names[(entrant - 1) as usize];
            let (white, black) = (name(b.white), name(b.black.expect("black")));
            if !played_out {
                // Played to its end by the rules.
                played_out = true;
                let mut p = dvonn(&say(&m, white, &format!("board #{}", id.0)).await);
                for n in 0..200 {
                    let Some(side) = Game::decider(&p) else { break };
                    let who = if side == gipf_game::Side::First {
                        white
                    } else {
                        black
                    };
                    let legal = Game::legal_actions(&p);
                    let a = legal[(n * 5 + 1) % legal.len()].to_string();
                    let r = say(&m, who, &format!("move {a} #{}", id.0)).await;
                    assert!(!r.private, "{a}: {}", r.markdown);
                    p = dvonn(&r);
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
    assert!(st.markdown.contains("dvonn"), "{}", st.markdown);
}

/// A DVONN game's clock and takeback work as a GIPF game's: a takeback asked and accepted
/// puts the placement back, a bank clock's reminder comes, the game is lost on time after
/// a restart, and `games` lists it with its time left.
#[tokio::test]
async fn a_dvonn_takeback_a_reminder_and_a_loss_on_time() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    say(&m, "Ann", "challenge bob dvonn white time 10m").await;
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    let start = any_position(&r);
    let r = say(&m, "Ann", "e3").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "bob", &format!("accept takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(any_position(&say(&m, "Ann", "board").await), start);
    let g = say(&m, "Ann", "games").await;
    assert!(
        g.markdown.contains("DVONN") || g.markdown.contains("dvonn"),
        "{}",
        g.markdown
    );
    assert!(g.markdown.contains("left"), "{}", g.markdown);
    events(&mut rx);
    s.clock.advance(5 * 60_000);
    assert_eq!(m.run_due().await, 1);
    let ev = events(&mut rx);
    assert_eq!(ev[0].kind, EventKind::Reminder);
    drop(m);
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    s.clock.advance(5 * 60_000);
    assert_eq!(m.run_due().await, 1);
    let ev = events(&mut rx);
    assert_eq!(ev[0].kind, EventKind::GameOver);
    assert!(
        ev[0].reply.markdown.contains("Black wins on time"),
        "{}",
        ev[0].reply.markdown
    );
    let st = say(&m, "bob", "stats").await;
    assert!(
        st.markdown.contains("dvonn: 1 won, 0 lost"),
        "{}",
        st.markdown
    );
}
