//! Tournaments through the command language: a Swiss event of seven from sign-up to the
//! winner (a loss on time on the hand-moved clock, a player who leaves mid-event), a knockout
//! of best-of-3 matches, and a restart between a round's pairing and its games.

use std::collections::HashSet;
use std::time::Duration;

use gipf_manager::*;
use gipf_store::{NewBoard, TournamentState, TournamentStatus};
use tokio::sync::broadcast;

use super::{ctx, say, Setup};

const T1: TournamentId = TournamentId(1);

/// The next event of `kind` whose text contains `needle`, waiting for the organiser (which
/// runs in the background) at most a minute.
pub(super) async fn wait_for(
    rx: &mut broadcast::Receiver<Event>,
    kind: EventKind,
    needle: &str,
) -> Event {
    let found = tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            match rx.recv().await {
                Ok(e) if e.kind == kind && e.reply.markdown.contains(needle) => return e,
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => panic!("the manager is gone"),
            }
        }
    })
    .await;
    found.unwrap_or_else(|_| panic!("no {kind} event saying {needle:?}"))
}

async fn state(m: &Manager) -> TournamentState {
    m.store()
        .tournament_state(T1)
        .await
        .expect("read")
        .expect("T1")
}

fn name_of(state: &TournamentState, names: &[&str], entrant: u32) -> String {
    let p = state
        .players
        .iter()
        .find(|p| p.entrant == entrant)
        .expect("entrant");
    // Entrants join in the order of `names`, players are numbered as they were met.
    names[(p.entrant - 1) as usize].to_string()
}

/// Ends every game of the current round still being played: on odd boards White resigns,
/// on even ones Black. Returns how many.
async fn resign_round(m: &Manager, names: &[&str]) -> usize {
    let s = state(m).await;
    let mut n = 0;
    for b in s.round(s.tournament.current_round) {
        let (Some(game), Some(black), None) = (b.game, b.black, b.outcome) else {
            continue;
        };
        let loser = if b.board % 2 == 1 { b.white } else { black };
        let who = name_of(&s, names, loser);
        let r = say(m, &who, &format!("resign #{}", game.0)).await;
        assert!(!r.private, "{who}: {}", r.markdown);
        n += 1;
    }
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_tournament_of_seven_from_sign_up_to_the_winner() {
    let setup = Setup::new();
    let m = setup.manager(false).await;
    let mut rx = m.subscribe();
    let names = ["Ann", "Bob", "Cyd", "Dan", "Eve", "Fay", "Gus"];

    // Bad input first: each refusal says what to write, and nothing is created.
    for (text, says) in [
        ("tournament create blitz", "not a tournament format"),
        ("tournament create", "a format"),
        ("tournament create swiss rounds x", "not a number"),
        ("tournament create roundrobin rounds 3", "rounds"),
        ("tournament create swiss starts 25:00", "not a start time"),
        ("tournament create swiss max 2", "give max 3 or more"),
        ("tournament create swiss rounds 0", "at least one round"),
        ("tournament join", "No tournament is open here"),
        ("tournament join T0", "not a tournament id"),
        ("tournament T9", "no tournament T9"),
        ("tournament fly", "fly"),
    ] {
        let r = say(&m, "Ann", text).await;
        assert!(r.private, "{text}: {}", r.markdown);
        assert!(r.markdown.contains(says), "{text}: {}", r.markdown);
    }
    let stranger = Ctx {
        moderator: false,
        ..ctx("Zed")
    };
    let r = m.handle_text(&stranger, "tournament create swiss").await;
    assert!(
        r.private && r.markdown.contains("moderator"),
        "{}",
        r.markdown
    );

    let r = say(&m, "Ann", "tournament create swiss rounds 3 time 1d").await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("**T1**"), "{}", r.markdown);
    assert!(
        r.markdown
            .contains("Swiss, standard GIPF, 1 day per move, rated, 3 rounds"),
        "{}",
        r.markdown
    );
    assert!(r.markdown.contains("tournament join T1"), "{}", r.markdown);
    assert!(r.owed.is_some(), "the announcement is an owed post");
    m.posted(&r).await;

    for (i, who) in names.iter().enumerate() {
        let r = say(&m, who, "tournament join").await;
        assert!(!r.private, "{who}: {}", r.markdown);
        assert!(
            r.markdown.contains(&format!("{} players", i + 1)) || i == 0,
            "{}",
            r.markdown
        );
    }
    let r = say(&m, "Bob", "tournament join").await;
    assert!(
        r.private && r.markdown.contains("already in T1"),
        "{}",
        r.markdown
    );
    let r = m.handle_text(&stranger, "tournament start").await;
    assert!(
        r.private && r.markdown.contains("moderator or the tournament's creator"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "tournament").await;
    assert!(
        r.markdown.contains("is open") && r.markdown.contains("7 players"),
        "{}",
        r.markdown
    );

    let r = say(&m, "Ann", "tournament start").await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("begins with 7 players: 3 rounds"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Cyd", "tournament join T1").await;
    assert!(
        r.private && r.markdown.contains("join only before it starts"),
        "{}",
        r.markdown
    );

    let mut met: HashSet<(u32, u32)> = HashSet::new();
    let mut byes: HashSet<u32> = HashSet::new();
    for round in 1..=3u32 {
        let e = wait_for(
            &mut rx,
            EventKind::TournamentRound,
            &format!("round {round} of 3"),
        )
        .await;
        let s = state(&m).await;
        assert_eq!(s.tournament.current_round, round);
        assert_eq!(s.tournament.announced_round, round);
        let boards: Vec<_> = s.round(round).collect();
        // Every game is created with the tournament's clock, and the post names them.
        for b in &boards {
            if let Some(black) = b.black {
                let game = b.game.expect("a game per board");
                let row = m.store().game(game).await.expect("read").expect("game");
                assert_eq!(row.status, GameStatus::Active);
                assert_eq!(row.time_control, TimeControl::Days(1));
                assert!(
                    e.reply.markdown.contains(&format!("game **{game}**")),
                    "{}",
                    e.reply.markdown
                );
                let pair = (b.white.min(black), b.white.max(black));
                assert!(met.insert(pair), "round {round}: {pair:?} met twice");
            } else {
                assert!(byes.insert(b.white), "a second bye for {}", b.white);
                assert!(
                    e.reply.markdown.contains("has a bye"),
                    "{}",
                    e.reply.markdown
                );
            }
        }
        if round > 1 {
            assert!(
                e.reply
                    .markdown
                    .contains(&format!("Standings after round {}", round - 1)),
                "{}",
                e.reply.markdown
            );
        }
        match round {
            1 => {
                assert_eq!(boards.len(), 4, "three games and a bye");
                // Before its games are over the round is not behind us.
                let r = say(&m, "Ann", "tournament standings T1").await;
                assert!(
                    r.markdown
                        .contains("Standings during round 1 (0 of 3 games over)"),
                    "{}",
                    r.markdown
                );
                resign_round(&m, &names).await;
            }
            2 => {
                // Gus leaves: his game is resigned, and he is paired no more.
                let r = say(&m, "Gus", "tournament leave").await;
                assert!(r.markdown.contains("Gus leaves **T1**"), "{}", r.markdown);
                let gus_played = s.round(2).any(|b| b.white == 7 || b.black == Some(7));
                assert_eq!(
                    r.markdown.contains("resigned game"),
                    gus_played,
                    "{}",
                    r.markdown
                );
                // One game runs out of time on the hand-moved clock; the rest are resigned.
                let s = state(&m).await;
                let timed = s
                    .round(2)
                    .find(|b| b.outcome.is_none() && b.game.is_some())
                    .and_then(|b| b.game)
                    .expect("a game still played");
                resign_round_except(&m, &names, timed).await;
                setup.clock.advance(86_400_000 + 60_000);
                assert_eq!(m.run_due().await, 1, "one game lost on time");
                let row = m.store().game(timed).await.expect("read").expect("game");
                assert_eq!(row.reason, Some(EndReason::Time));
            }
            _ => {
                let s = state(&m).await;
                assert!(
                    s.round(3).all(|b| b.white != 7 && b.black != Some(7)),
                    "Gus is not paired after leaving"
                );
                assert!(s.round(3).all(|b| b.black.is_some()), "six players: no bye");
                resign_round(&m, &names).await;
            }
        }
    }
    let e = wait_for(&mut rx, EventKind::TournamentOver, "Final standings").await;
    assert!(
        e.reply.markdown.contains("wins **T1**"),
        "{}",
        e.reply.markdown
    );
    assert!(
        e.reply.markdown.contains("Buchholz"),
        "{}",
        e.reply.markdown
    );
    let s = state(&m).await;
    assert_eq!(s.tournament.status, TournamentStatus::Finished);
    assert_eq!(
        s.boards.iter().filter(|b| b.black.is_some()).count(),
        3 + 3 + 3
    );
    let r = say(&m, "Bob", "tournament T1").await;
    assert!(
        r.markdown.contains("is over") && r.markdown.contains("Gus (left)"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Bob", "tournament leave T1").await;
    assert!(r.private && r.markdown.contains("over"), "{}", r.markdown);

    // Every post the organiser owed is still owed (no delivery loop runs here) and rebuilds
    // into what the chat was shown.
    let owed = m.owed_events(&Platform::CONSOLE).await;
    let rounds = owed
        .iter()
        .filter(|e| e.kind == EventKind::TournamentRound)
        .count();
    assert_eq!(rounds, 3);
    let over = owed
        .iter()
        .find(|e| e.kind == EventKind::TournamentOver)
        .expect("the end is owed");
    assert_eq!(over.reply.markdown, e.reply.markdown);
}

/// Resigns the games of the current round but `keep`; returns how many.
async fn resign_round_except(m: &Manager, names: &[&str], keep: GameId) -> usize {
    let s = state(m).await;
    let mut n = 0;
    for b in s.round(s.tournament.current_round) {
        let (Some(game), Some(black), None) = (b.game, b.black, b.outcome) else {
            continue;
        };
        if game == keep {
            continue;
        }
        let loser = if b.board % 2 == 1 { b.white } else { black };
        let r = say(
            m,
            &name_of(&s, names, loser),
            &format!("resign #{}", game.0),
        )
        .await;
        assert!(!r.private, "{}", r.markdown);
        n += 1;
    }
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_of_best_of_three_matches() {
    let s = Setup::new();
    // With images: a knockout's round posts show the bracket.
    let m = s.manager(true).await;
    let mut rx = m.subscribe();
    let names = ["Ann", "Bob", "Cyd"];
    let r = say(&m, "Ann", "tournament create knockout-bo3 unrated time 10m").await;
    assert!(
        r.markdown.contains("knockout, matches best of 3"),
        "{}",
        r.markdown
    );
    assert!(r.markdown.contains("unrated"), "{}", r.markdown);
    for who in names {
        say(&m, who, "tournament join T1").await;
    }
    let r = say(&m, "Ann", "tournament start T1").await;
    assert!(r.markdown.contains("2 rounds"), "{}", r.markdown);
    // Three players: the top seed (all rated alike: entrant 1) goes through with a bye;
    // entrants 2 and 3 play until one has won twice.
    let e = wait_for(&mut rx, EventKind::TournamentRound, "round 1 of 2").await;
    assert!(
        e.reply.markdown.contains("Ann goes through with a bye"),
        "{}",
        e.reply.markdown
    );
    let bracket = e.reply.image.as_ref().expect("the bracket");
    assert!(bracket.png.starts_with(b"\x89PNG"), "a PNG");
    assert!(
        bracket.width >= 200 && bracket.height >= 100,
        "{}x{}",
        bracket.width,
        bracket.height
    );
    let mut colours = Vec::new();
    for game in 1..=2 {
        let st = state(&m).await;
        let open: Vec<_> = st.round(1).filter(|b| b.outcome.is_none()).collect();
        assert_eq!(open.len(), 1, "one game of the match at a time");
        colours.push(open[0].white);
        let g = open[0].game.expect("created");
        let row = m.store().game(g).await.expect("read").expect("game");
        assert!(!row.rated);
        // Bob wins both (whichever colour he has).
        let loser = if name_of(&st, &names, open[0].white) == "Bob" {
            open[0].black.expect("black")
        } else {
            open[0].white
        };
        say(
            &m,
            &name_of(&st, &names, loser),
            &format!("resign #{}", g.0),
        )
        .await;
        if game == 1 {
            wait_for(&mut rx, EventKind::YourTurn, "").await;
        }
    }
    assert_eq!(
        colours,
        [2, 3],
        "the higher seed has White first, then colours alternate"
    );
    // The final: Ann (seed 1) against Bob; Bob wins game 1 (Ann resigns with White) and
    // game 2 (Ann resigns with Black).
    let e = wait_for(&mut rx, EventKind::TournamentRound, "round 2 of 2").await;
    assert!(
        e.reply
            .markdown
            .contains("@Ann (White) against @Bob (Black)"),
        "{}",
        e.reply.markdown
    );
    resign_round(&m, &names).await;
    wait_for(&mut rx, EventKind::YourTurn, "").await;
    resign_round(&m, &names).await;
    let e = wait_for(&mut rx, EventKind::TournamentOver, "wins **T1**").await;
    assert!(
        e.reply.markdown.contains("**Bob** wins"),
        "{}",
        e.reply.markdown
    );
    assert!(e.reply.image.is_some(), "the final bracket");
    let st = state(&m).await;
    assert_eq!(st.tournament.status, TournamentStatus::Finished);
    assert_eq!(st.boards.len(), 4, "two games in each match");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_between_pairing_and_games_loses_nothing() {
    let s = Setup::new();
    let names = ["Ann", "Bob", "Cyd", "Dan"];
    {
        let m = s.manager(false).await;
        say(&m, "Ann", "tournament create roundrobin time 1d").await;
        for who in names {
            say(&m, who, "tournament join").await;
        }
        // The process dies right after it paired round 1 (as if between the two writes):
        // the tournament runs and its round is stored, but no game exists yet.
        let store = m.store();
        let st = state(&m).await;
        let ratings: Vec<_> = st.players.iter().map(|p| (p.player, 1500)).collect();
        let t = store
            .start_tournament(T1, st.tournament.version, &ratings)
            .await
            .expect("start");
        let boards = [(1, 4), (2, 3)].map(|(w, b)| NewBoard {
            white: w,
            black: Some(b),
            outcome: None,
        });
        store
            .start_round(T1, 1, t.version, &boards)
            .await
            .expect("round 1");
        m.shut_down(Duration::from_secs(5)).await;
    }
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    // The scheduler's first run finds the round half done and finishes it, once.
    let _scheduler = m.spawn_scheduler();
    let e = wait_for(&mut rx, EventKind::TournamentRound, "round 1 of 3").await;
    let st = state(&m).await;
    assert!(st.round(1).all(|b| b.game.is_some()));
    let games: HashSet<_> = st.round(1).filter_map(|b| b.game).collect();
    assert_eq!(games.len(), 2);
    for g in &games {
        assert!(
            e.reply.markdown.contains(&format!("game **{g}**")),
            "{}",
            e.reply.markdown
        );
    }
    // Each board got one game: no game was created twice.
    let active = m
        .store()
        .games_with_status(GameStatus::Active)
        .await
        .expect("games");
    assert_eq!(active.len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn who_may_create_a_tournament_is_the_rooms_setting() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let player = Ctx {
        moderator: false,
        ..ctx("Bob")
    };
    let refused = m
        .handle_text(&player, "tournament create swiss time none")
        .await;
    assert!(refused.private, "{}", refused.markdown);
    assert!(
        refused.markdown.contains("settings open-tournaments on"),
        "{}",
        refused.markdown
    );
    assert!(m.store().tournament(T1).await.expect("read").is_none());
    // A player cannot open them himself.
    let r = m.handle_text(&player, "settings open-tournaments on").await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "settings open-tournaments on").await;
    assert!(!r.private, "{}", r.markdown);
    let made = m
        .handle_text(&player, "tournament create swiss time none")
        .await;
    assert!(made.markdown.contains("**T1**"), "{}", made.markdown);
    // The creator runs his own tournament; another player does not.
    let other = Ctx {
        moderator: false,
        ..ctx("Cyd")
    };
    let r = m.handle_text(&other, "tournament cancel T1").await;
    assert!(r.private, "{}", r.markdown);
    let r = m.handle_text(&player, "tournament cancel T1").await;
    assert!(!r.private, "{}", r.markdown);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_due_without_enough_players_is_cancelled_saying_why() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let r = say(&m, "Ann", "tournament create swiss starts 2h time none").await;
    assert!(r.markdown.contains("starts by itself"), "{}", r.markdown);
    say(&m, "Bob", "tournament join").await;
    s.clock.advance(2 * 3_600_000 + 1_000);
    m.run_due().await;
    let e = wait_for(&mut rx, EventKind::TournamentOver, "was cancelled").await;
    assert!(
        e.reply
            .markdown
            .contains("Swiss needs at least 3 players, and 1 joined"),
        "{}",
        e.reply.markdown
    );
    assert_eq!(
        state(&m).await.tournament.status,
        TournamentStatus::Cancelled
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_between_a_rounds_last_game_and_the_next_pairing_pairs_it_once() {
    let s = Setup::new();
    let names = ["Ann", "Bob", "Cyd", "Dan"];
    {
        let m = s.manager(false).await;
        let mut rx = m.subscribe();
        say(&m, "Ann", "tournament create roundrobin time 1d").await;
        for who in names {
            say(&m, who, "tournament join").await;
        }
        say(&m, "Ann", "tournament start").await;
        wait_for(&mut rx, EventKind::TournamentRound, "round 1 of 3").await;
        let st = state(&m).await;
        let games: Vec<GameId> = st.round(1).filter_map(|b| b.game).collect();
        assert_eq!(games.len(), 2);
        // The first game ends through the manager (its organiser finds the round open)...
        let row = m.store().game(games[0]).await.expect("read").expect("game");
        let who = name_of(&st, &names, st.round(1).next().expect("board").white);
        say(&m, &who, &format!("resign #{}", games[0].0)).await;
        assert!(m
            .store()
            .game(row.id)
            .await
            .expect("read")
            .expect("g")
            .finished_at
            .is_some());
        m.shut_down(Duration::from_secs(5)).await;
        // ...and the last one is written by the store alone, as if the process died right
        // after its commit: its result is on its board, nobody paired round 2.
        let last = m.store().game(games[1]).await.expect("read").expect("game");
        m.store()
            .finish_game(
                last.id,
                last.version,
                gipf_store::Finish {
                    winner: Some(gipf_rules::Color::White),
                    reason: EndReason::Resignation,
                },
                &Glicko2,
                None,
                s.clock.now_ms(),
            )
            .await
            .expect("the last game ends");
        let st = state(&m).await;
        assert!(
            st.round_done() && st.tournament.current_round == 1,
            "{st:?}"
        );
    }
    // After the restart the scheduler's first run pairs round 2, once, even when the
    // organiser is asked again at the same moment.
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let _scheduler = m.spawn_scheduler();
    let again = m.clone();
    let twice = tokio::spawn(async move { again.run_due().await });
    wait_for(&mut rx, EventKind::TournamentRound, "round 2 of 3").await;
    twice.await.expect("run_due");
    let st = state(&m).await;
    assert_eq!(st.tournament.current_round, 2);
    assert_eq!(st.round(2).count(), 2, "two boards in round 2: {st:?}");
    assert!(st.round(2).all(|b| b.game.is_some()));
    let active = m
        .store()
        .games_with_status(GameStatus::Active)
        .await
        .expect("games");
    assert_eq!(active.len(), 2, "one game per board");
}
