//! Two instances on one PostgreSQL database (the server `tests/run` starts): the same
//! decision sent to both applies once, commands from either stay in order through a whole
//! game, a dead instance's AI decision and timer are taken over once its leases run out, and
//! a database that goes away mid-game is a "try again", not half a change; a challenge sent
//! to both rolls once, and a sub-game's end on one decides the main game of the other once.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use gipf_manager::*;
use gipf_rules::Position;
use sqlx::{Connection, Executor};

use super::challenges::{board_posted, zertz_game_of, ZERTZ, ZERTZ_GAME};
use super::{pick, position, say};

/// Tests that stop the server take it alone; the others share it.
static SERVER: tokio::sync::RwLock<()> = tokio::sync::RwLock::const_new(());

/// The test server's admin URL, or `None` (with a note) when there is none.
fn postgres_url() -> Option<String> {
    match std::env::var("GIPF_POSTGRES_URL") {
        Ok(url) => Some(url),
        _ if std::env::var_os("GIPF_REQUIRE_POSTGRES").is_some()
            || std::env::var_os("CI").is_some() =>
        {
            panic!("no PostgreSQL (GIPF_POSTGRES_URL is not set): `tests/run` starts one")
        }
        _ => {
            eprintln!("SKIPPED: no PostgreSQL. `tests/run` starts one (tests/postgres.sh).");
            None
        }
    }
}

/// A new database on the test server: its URL.
async fn new_database() -> Option<String> {
    static N: AtomicU32 = AtomicU32::new(0);
    let admin = postgres_url()?;
    let name = format!(
        "manager_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    );
    sqlx::any::install_default_drivers();
    let mut c = sqlx::AnyConnection::connect(&admin).await.expect("admin");
    c.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .expect("create database");
    let base = admin.rsplit_once('/').expect("a database in the URL").0;
    Some(format!("{base}/{name}"))
}

async fn instance(url: &str, clock: Arc<ManualClock>) -> Manager {
    let store = Store::connect(url).await.expect("connect");
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    };
    Manager::open(store, config, clock).await.expect("manager")
}

/// A new database and two instances on it, sharing a hand-moved clock.
async fn two_instances() -> Option<(String, Arc<ManualClock>, [Manager; 2])> {
    let url = new_database().await?;
    let clock = clock();
    let both = [
        instance(&url, clock.clone()).await,
        instance(&url, clock.clone()).await,
    ];
    Some((url, clock, both))
}

fn clock() -> Arc<ManualClock> {
    Arc::new(ManualClock::new(1_800_000_000_000))
}

/// Ann challenges Bob on `a`, Bob accepts on `b`.
async fn human_game(a: &Manager, b: &Manager, time: &str) -> (GameId, Position) {
    let r = say(a, "Ann", &format!("challenge bob standard white {time}")).await;
    let id = r.game.expect("challenge id");
    let r = say(b, "Bob", "accept").await;
    assert!(!r.private, "{}", r.markdown);
    (id, position(&r))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_decision_on_two_instances_applies_once() {
    let _server = SERVER.read().await;
    let Some((_, _, [a, b])) = two_instances().await else {
        return;
    };
    let (id, _) = human_game(&a, &b, "none").await;
    for n in 0..6 {
        let who = if n % 2 == 0 { "Ann" } else { "Bob" };
        let action = pick(&p_now(&a, id).await, n);
        // The same button pressed on both at once.
        let (ra, rb) = tokio::join!(say(&a, who, &action), say(&b, who, &action));
        let applied = [&ra, &rb].iter().filter(|r| !r.private).count();
        assert_eq!(applied, 1, "{action}: {} | {}", ra.markdown, rb.markdown);
        let refused = if ra.private { &ra } else { &rb };
        assert!(
            refused.markdown.contains("wait for @") || refused.markdown.contains("changed"),
            "{}",
            refused.markdown
        );
        assert_eq!(a.store().actions(id).await.expect("actions").len(), n + 1);
    }
    // One post owed per applied change, none twice.
    let owed = a.store().owed("console").await.expect("owed");
    let mut versions: Vec<i64> = owed.iter().map(|o| o.version).collect();
    versions.dedup();
    assert_eq!(versions.len(), owed.len(), "{owed:?}");
}

async fn p_now(m: &Manager, id: GameId) -> Position {
    let r = m
        .handle(&Ctx::console("Ann"), Command::Board(Some(id)))
        .await;
    position(&r)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_with_every_command_on_either_instance() {
    let _server = SERVER.read().await;
    let Some((url, clock, both)) = two_instances().await else {
        return;
    };
    // A third instance only listens (its web pages would follow the game).
    let watcher = instance(&url, clock.clone()).await;
    let listening = watcher.spawn_instances().expect("PostgreSQL");
    let mut changes = watcher.changes();
    let (id, mut p) = human_game(&both[0], &both[1], "none").await;
    // A fixed pseudo-random choice of instance per command.
    let mut seed = 0x2545_f491_u32;
    let mut sent = 0;
    while let Some(decider) = p.decider() {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let m = &both[(seed % 2) as usize];
        let who = if decider == gipf_rules::Color::White {
            "Ann"
        } else {
            "Bob"
        };
        let r = say(m, who, &pick(&p, sent * 7 + 3)).await;
        assert!(!r.private, "{}", r.markdown);
        p = position(&r);
        sent += 1;
        assert!(sent < 2000, "the game does not end");
    }
    let store = both[1].store();
    assert_eq!(store.actions(id).await.expect("actions").len(), sent);
    let row = store.game(id).await.expect("game").expect("exists");
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.position, p.to_string());
    // The watcher heard the last change, made by another instance.
    let last = tokio::time::timeout(std::time::Duration::from_secs(30), async {
        loop {
            match changes.recv().await {
                Ok(c) if c.what == Watched::Game(id) && c.version == row.version => return c,
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(e) => panic!("changes: {e}"),
            }
        }
    })
    .await
    .expect("the watcher never heard the game's last change");
    assert_eq!(last.version, row.version);
    listening.abort();
}

#[test]
fn a_dead_instances_ai_decision_and_timer_are_taken_over_once() {
    let _server = SERVER.blocking_read();
    let runtime = || {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("runtime")
    };
    let test = runtime();
    let Some(url) = test.block_on(new_database()) else {
        return;
    };
    let clock = clock();
    let lease = LEASE_MS;

    // Instance A, in a runtime of its own: Ann starts a game against the AI and moves; A
    // takes the AI's lease and thinks; then A dies (its runtime is dropped, as a process
    // killed: nothing it had in hand goes on).
    let doomed = runtime();
    let (game, timed, a_name) = doomed.block_on(async {
        let a = instance(&url, clock.clone()).await;
        let b = instance(&url, clock.clone()).await;
        // A human game with a clock, for the timer: A's scheduler was about to fire it, and
        // holds its lease.
        let (timed, _) = human_game(&a, &b, "60m").await;
        clock.advance(3_600_000);
        assert!(a
            .store()
            .claim_lease(&timer_lease(timed), clock.now_ms())
            .await
            .expect("timer lease"));
        let r = say(&a, "Ann", "ai master white").await;
        let game = r.game.expect("AI game");
        let action = pick(&position(&r), 3);
        let r = say(&a, "Ann", &format!("move {action} {game}")).await;
        assert!(!r.private, "{}", r.markdown);
        let name = ai_lease(game);
        let mut held = false;
        for _ in 0..1000 {
            if a.store()
                .lease_holder(&name, clock.now_ms())
                .await
                .expect("lease")
                .as_deref()
                == Some(a.store().instance())
            {
                held = true;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(2)).await;
        }
        assert!(held, "A never took the AI's lease");
        (game, timed, a.store().instance().to_string())
    });
    doomed.shutdown_background();

    test.block_on(async {
        let b = instance(&url, clock.clone()).await;
        let store = b.store();
        assert_eq!(store.actions(game).await.expect("actions").len(), 1);
        // While A's leases last, B leaves both alone: also once the game has been quiet for
        // a lease while A (thinking long) had renewed its AI lease.
        assert_eq!(b.take_over().await.ai_decisions, 0);
        assert_eq!(b.run_due().await, 0);
        clock.advance(lease - 1);
        let a_store = store.as_instance(&a_name);
        assert!(a_store
            .claim_lease(&ai_lease(game), clock.now_ms())
            .await
            .expect("renewed"));
        clock.advance(2);
        assert_eq!(b.take_over().await.ai_decisions, 0, "A's renewed lease");
        clock.advance(lease);
        // Then B decides for the AI and fires the timer, once each.
        assert_eq!(b.take_over().await.ai_decisions, 1);
        b.ai_idle().await;
        assert_eq!(store.actions(game).await.expect("actions").len(), 2);
        assert_eq!(b.take_over().await.ai_decisions, 0, "the human decides now");
        assert_eq!(b.run_due().await, 1);
        assert_eq!(b.run_due().await, 0);
        let row = store.game(timed).await.expect("game").expect("exists");
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.reason, Some(EndReason::Time));
        let over = store
            .owed("console")
            .await
            .expect("owed")
            .into_iter()
            .filter(|o| o.subject == PostSubject::Game(timed) && o.kind == EventKind::GameOver)
            .count();
        assert_eq!(over, 1);
    });
}

const LEASE_MS: i64 = LEASE.as_millis() as i64;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_goes_away_mid_game_is_a_try_again() {
    let _server = SERVER.write().await;
    let Some((_, _, [a, b])) = two_instances().await else {
        return;
    };
    let (id, p) = human_game(&a, &b, "none").await;
    let action = pick(&p, 1);
    server("pause");
    let r = say(&a, "Ann", &action).await;
    server("resume");
    assert!(r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("cannot reach my database") && r.markdown.contains("Try again"),
        "{}",
        r.markdown
    );
    // Nothing half-applied: no action, the same version; and the game goes on.
    assert_eq!(b.store().actions(id).await.expect("actions").len(), 0);
    let r = say(&a, "Ann", &action).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&b, "Bob", &pick(&position(&r), 2)).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(a.store().actions(id).await.expect("actions").len(), 2);
}

/// Stops or starts the test server (`tests/postgres.sh pause|resume`).
fn server(what: &str) {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/postgres.sh");
    let status = std::process::Command::new("bash")
        .arg(script)
        .arg(what)
        .status()
        .expect("run tests/postgres.sh");
    assert!(status.success(), "tests/postgres.sh {what}");
}

/// A tournament organised by two instances at once: each step happens once, whichever
/// instance takes it (a board gets one game, a round one announcement), and a round ended
/// on one instance is paired on either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_organise_one_tournament_once() {
    let _shared = SERVER.read().await;
    let Some((_url, _clock, [a, b])) = two_instances().await else {
        return;
    };
    let (mut ra, mut rb) = (a.subscribe(), b.subscribe());
    say(&a, "Ann", "tournament create roundrobin time 1d").await;
    for who in ["Ann", "Bob", "Cyd", "Dan"] {
        let r = say(&b, who, "tournament join T1").await;
        assert!(!r.private, "{}", r.markdown);
    }
    let _sa = a.spawn_scheduler();
    let _sb = b.spawn_scheduler();
    let r = say(&b, "Ann", "tournament start").await;
    assert!(
        r.markdown.contains("begins with 4 players"),
        "{}",
        r.markdown
    );
    // Both schedulers run the organiser too: still one announcement, one game per board.
    let first = tokio::select! {
        e = super::tournaments::wait_for(&mut ra, EventKind::TournamentRound, "round 1 of 3") => e,
        e = super::tournaments::wait_for(&mut rb, EventKind::TournamentRound, "round 1 of 3") => e,
    };
    assert!(
        first.reply.markdown.contains("Board 2"),
        "{}",
        first.reply.markdown
    );
    let store = a.store();
    let state = store
        .tournament_state(TournamentId(1))
        .await
        .expect("read")
        .expect("T1");
    let games: Vec<GameId> = state.round(1).filter_map(|t| t.game).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(
        store
            .games_with_status(GameStatus::Active)
            .await
            .expect("games")
            .len(),
        2
    );
    // Round 1 ends: one game on each instance; round 2 is paired and posted once.
    let names = ["Ann", "Bob", "Cyd", "Dan"];
    for (i, (b_, game)) in state.round(1).zip(&games).enumerate() {
        let loser = names[(b_.white - 1) as usize];
        let m = if i == 0 { &a } else { &b };
        let r = say(m, loser, &format!("resign #{}", game.0)).await;
        assert!(!r.private, "{}", r.markdown);
    }
    tokio::select! {
        _ = super::tournaments::wait_for(&mut ra, EventKind::TournamentRound, "round 2 of 3") => {},
        _ = super::tournaments::wait_for(&mut rb, EventKind::TournamentRound, "round 2 of 3") => {},
    };
    let rounds = store
        .owed("console")
        .await
        .expect("owed")
        .into_iter()
        .filter(|o| o.kind == EventKind::TournamentRound)
        .count();
    assert_eq!(rounds, 2, "each round announced once");
    let state = store
        .tournament_state(TournamentId(1))
        .await
        .expect("read")
        .expect("T1");
    assert_eq!(state.round(2).filter(|t| t.game.is_some()).count(), 2);
}

/// Challenges (COMBINING.md) on two instances: the same `challenge` sent to both at once
/// rolls the dice once; a sub-game opened on one and resigned on the other decides the main
/// game once, and it goes on from either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_on_two_instances_rolls_once_and_a_sub_game_decides_once() {
    let _server = SERVER.read().await;
    let Some((_, _, [a, b])) = two_instances().await else {
        return;
    };
    let dice = zertz_game_of(
        &a,
        None,
        "standard+potentials+die2",
        ZERTZ,
        TimeControl::None,
    )
    .await;
    let r = say(&a, "Ann", &format!("move Z:c3-f5 {dice}")).await;
    assert!(!r.private, "{}", r.markdown);
    let challenge = format!("move challenge {dice}");
    let (ra, rb) = tokio::join!(say(&a, "Bob", &challenge), say(&b, "Bob", &challenge));
    let applied = [&ra, &rb].iter().filter(|r| !r.private).count();
    assert_eq!(applied, 1, "{} | {}", ra.markdown, rb.markdown);
    let rolls = a
        .store()
        .actions(dice)
        .await
        .expect("actions")
        .into_iter()
        .filter(|x| x.notation.contains("{die "))
        .count();
    assert_eq!(rolls, 1);

    let main = zertz_game_of(
        &a,
        None,
        "standard+potentials+game1",
        ZERTZ_GAME,
        TimeControl::None,
    )
    .await;
    say(&a, "Ann", &format!("move Z:c3-f5 {main}")).await;
    let r = say(&a, "Bob", &format!("move challenge {main}")).await;
    assert!(!r.private, "{}", r.markdown);
    let sub = a.store().trial_games_of(main).await.expect("sub-games")[0].clone();
    let mut rx = b.subscribe();
    let r = say(&b, "Bob", &format!("resign {}", sub.id)).await;
    assert!(!r.private, "{}", r.markdown);
    board_posted(&mut rx, main).await;
    for m in [&a, &b] {
        let r = say(m, "Ann", &format!("history {main}")).await;
        let won = format!("Z:c3-f5 challenge won {{game {}}}", sub.id);
        assert!(r.markdown.contains(&won), "{}", r.markdown);
        assert_eq!(r.markdown.matches("{game ").count(), 1, "{}", r.markdown);
    }
    let r = say(&a, "Bob", &format!("move D:c5-c4 {main}")).await;
    assert!(
        r.markdown.contains("@Ann, challenge it or allow it?"),
        "{}",
        r.markdown
    );
    let r = say(&b, "Ann", &format!("move allow {main}")).await;
    assert!(
        r.markdown.contains("@Ann allows `D:c5-c4`."),
        "{}",
        r.markdown
    );
}
