//! Every query of the store, against a real SQLite file and a real PostgreSQL server (the
//! throwaway one `tests/run` starts: `eval "$(tests/postgres.sh start)"` by hand; without it
//! the PostgreSQL half says so and passes, except under `tests/run` or CI, where it fails).
//! One topic, the store's queries on both engines, kept in one binary because each test
//! binary costs a link of sqlx and both drivers on 2 cores; the puzzle queries are the module
//! `store/puzzles.rs` of this binary.
//! ~2380 lines, one topic (the store's queries, each run on both engines): puzzles are in
//! `store/puzzles.rs`; a further table group's tests go in a module of their own there.

use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::{Connection, Executor};

use gipf_rules::{Color, Variant};
use gipf_store::*;

struct Fixed;

impl Rater for Fixed {
    fn initial(&self) -> Glicko {
        Glicko {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
    fn rate(&self, w: Glicko, b: Glicko, score: f64) -> (Glicko, Glicko) {
        let d = match score {
            s if s > 0.5 => 10.0,
            s if s < 0.5 => -10.0,
            _ => 0.0,
        };
        (
            Glicko {
                rating: w.rating + d,
                deviation: w.deviation - 50.0,
                ..w
            },
            Glicko {
                rating: b.rating - d,
                deviation: b.deviation - 50.0,
                ..b
            },
        )
    }
}

/// The engines every test runs on.
enum Engine {
    Sqlite,
    Postgres,
}

/// A fresh, empty database: a file in a temporary folder, or a new database on the test
/// server.
struct Db {
    url: String,
    _dir: tempfile::TempDir,
}

impl Db {
    async fn open(&self) -> Store {
        Store::connect(&self.url).await.expect("open")
    }

    /// A connection of "another program" that writes what gipfbot never would.
    async fn raw(&self) -> sqlx::AnyConnection {
        sqlx::any::install_default_drivers();
        sqlx::AnyConnection::connect(&self.url).await.expect("raw")
    }
}

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
            eprintln!(
                "SKIPPED on PostgreSQL: no server. `tests/run` starts one; or start it with \
                 `eval \"$(tests/postgres.sh start)\"` in the repository."
            );
            None
        }
    }
}

/// A new database on the test server: its URL.
async fn new_postgres_database(admin: &str) -> String {
    static N: AtomicU32 = AtomicU32::new(0);
    let name = format!(
        "store_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    );
    sqlx::any::install_default_drivers();
    let mut c = sqlx::AnyConnection::connect(admin).await.expect("admin");
    c.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .expect("create database");
    let base = admin.rsplit_once('/').expect("a database in the URL").0;
    format!("{base}/{name}")
}

async fn fresh(engine: Engine) -> Option<Db> {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = match engine {
        Engine::Sqlite => format!("sqlite://{}", dir.path().join("db.sqlite").display()),
        Engine::Postgres => new_postgres_database(&postgres_url()?).await,
    };
    Some(Db { url, _dir: dir })
}

/// Runs each named test (an `async fn(Db)`) once per engine.
macro_rules! on_both_engines {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    if let Some(db) = super::fresh(super::Engine::Sqlite).await {
                        super::$name(db).await;
                    }
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    if let Some(db) = super::fresh(super::Engine::Postgres).await {
                        super::$name(db).await;
                    }
                }
            )*
        }
    };
}

#[path = "store/puzzles.rs"]
mod puzzles;
use puzzles::{
    a_learners_progress_is_written_once_per_version,
    puzzles_are_met_once_and_rated_with_their_attempts,
    the_puzzle_of_the_day_is_chosen_and_owed_once,
};

on_both_engines!(
    puzzles_are_met_once_and_rated_with_their_attempts,
    the_puzzle_of_the_day_is_chosen_and_owed_once,
    a_learners_progress_is_written_once_per_version,
    players_communities_and_settings,
    challenges_are_answered_once,
    actions_results_and_ratings,
    reopening_keeps_everything,
    a_stored_value_that_does_not_read_names_its_row,
    game_places_follow_threads_and_boards,
    adapters_remember_their_position_and_what_they_handled,
    leases_and_held_posts_go_to_one_instance,
    results_of_one_player_at_once_all_count,
    potentials_games_keep_their_variant_and_pool,
    a_drawn_game_is_rated_and_counted_as_a_draw,
    tzaar_and_yinsh_games_keep_their_start_their_pool_and_their_end,
    zertz_games_keep_their_board_their_pool_and_their_end,
    punct_games_keep_their_word_their_pool_and_their_end,
    tournaments_sign_up_join_and_leave,
    a_tournament_round_is_started_once,
    tournament_posts_are_owed_with_their_writes,
    a_stored_tournament_value_that_does_not_read_names_its_row,
);

fn new_game(
    c: CommunityId,
    white: Option<PlayerId>,
    black: Option<PlayerId>,
    challenge: Option<NewChallenge>,
) -> NewGame<'static> {
    NewGame {
        community: c,
        variant: Variant::Standard.into(),
        white,
        black,
        status: if challenge.is_some() {
            GameStatus::Challenge
        } else {
            GameStatus::Active
        },
        time_control: TimeControl::None,
        rated: true,
        start_position: "standard start",
        timer: None,
        banks: None,
        rematch_of: None,
        challenge,
        post: None,
        trial_of: None,
        tournament: None,
        now: 1000,
    }
}

async fn community(s: &Store) -> CommunityId {
    s.ensure_community("console", "local", "Console", 1)
        .await
        .expect("community")
        .id
}

async fn players_communities_and_settings(db: Db) {
    let s = db.open().await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("ann");
    let again = s
        .ensure_player("console", "ann", "Annie", 2)
        .await
        .expect("ann");
    assert_eq!(a.id, again.id);
    assert_eq!(again.display_name, "Annie");
    assert_eq!(s.player(a.id).await.expect("get"), Some(again.clone()));
    assert_eq!(
        s.player_by_user("console", "ann").await.expect("get"),
        Some(again.clone())
    );
    assert_eq!(s.player_by_user("discord", "ann").await.expect("get"), None);
    assert_eq!(
        s.players_named("console", "ANNIE").await.expect("named"),
        vec![again]
    );

    let c = s
        .ensure_community("console", "local", "Console", 1)
        .await
        .expect("c");
    let c2 = s
        .ensure_community("console", "local", "Here", 2)
        .await
        .expect("c");
    assert_eq!(c.id, c2.id);
    assert_eq!(
        s.community(c.id).await.expect("get").map(|c| c.name),
        Some("Here".into())
    );

    assert_eq!(
        s.room_settings(c.id).await.expect("get"),
        RoomSettings::default()
    );
    s.set_rate_ai_games(c.id, Some(true)).await.expect("set");
    s.set_rate_ai_games(c.id, Some(false)).await.expect("set");
    s.set_default_time_control(c.id, Some(TimeControl::Minutes(10)))
        .await
        .expect("set");
    s.set_public_pages(c.id, Some(true)).await.expect("set");
    s.set_room_setting(c.id, SettingKey::Language, Some("cs".into()))
        .await
        .expect("set");
    s.set_room_setting(c.id, SettingKey::PlatformLanguage, Some("de".into()))
        .await
        .expect("set");
    s.set_room_setting(c.id, SettingKey::Threads, Some("false".into()))
        .await
        .expect("set");
    s.set_room_setting(c.id, SettingKey::RedactOldBoards, Some("true".into()))
        .await
        .expect("set");
    s.set_room_setting(c.id, SettingKey::OpenTournaments, Some("true".into()))
        .await
        .expect("set");
    assert_eq!(
        s.room_settings(c.id).await.expect("get"),
        RoomSettings {
            rate_ai_games: Some(false),
            default_time_control: Some(TimeControl::Minutes(10)),
            public_pages: Some(true),
            language: Some(gipf_i18n::Lang::Cs),
            platform_language: Some(gipf_i18n::Lang::De),
            redact_old_boards: Some(true),
            threads: Some(false),
            open_tournaments: Some(true),
            timeout: None,
            review_auto: None,
            daily_puzzle: None,
        }
    );
    // A language gipfbot does not speak, written by hand: an error naming the row.
    s.set_room_setting(c.id, SettingKey::Language, Some("tlh".into()))
        .await
        .expect("set");
    let e = s.room_settings(c.id).await.expect_err("corrupt");
    assert!(e.to_string().contains("language"), "{e}");
    s.set_room_setting(c.id, SettingKey::Language, None)
        .await
        .expect("clear");

    // A player's own language.
    let ann = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("ann");
    assert_eq!(s.player_language(ann.id).await.expect("get"), None);
    s.set_player_language(ann.id, Some(gipf_i18n::Lang::Ru))
        .await
        .expect("set");
    assert_eq!(
        s.player_language(ann.id).await.expect("get"),
        Some(gipf_i18n::Lang::Ru)
    );
    s.set_player_language(ann.id, None).await.expect("clear");
    assert_eq!(s.player_language(ann.id).await.expect("get"), None);
    s.set_default_time_control(c.id, None).await.expect("clear");
    assert_eq!(
        s.room_settings(c.id)
            .await
            .expect("get")
            .default_time_control,
        None
    );
    assert_eq!(
        s.room_settings(GLOBAL).await.expect("get"),
        RoomSettings::default()
    );

    // The AI's levels are typed players.
    let ai = s
        .ensure_ai_player(gipf_engine::Level::Master, "GIPF bot (master)", 3)
        .await
        .expect("ai");
    assert_eq!(ai.kind, PlayerKind::Ai(gipf_engine::Level::Master));
    assert!(ai.is_ai() && !again_is_ai(&s, a.id).await);
    assert_eq!(
        s.ai_player(gipf_engine::Level::Master).await.expect("get"),
        Some(ai)
    );
    assert_eq!(
        s.ai_player(gipf_engine::Level::Casual).await.expect("get"),
        None
    );
}

async fn again_is_ai(s: &Store, id: PlayerId) -> bool {
    s.player(id).await.expect("get").expect("some").is_ai()
}

async fn challenges_are_answered_once(db: Db) {
    let s = db.open().await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let c = s
        .ensure_community("console", "local", "Console", 1)
        .await
        .expect("c")
        .id;
    let ch = NewChallenge {
        challenger: a,
        challenged: Some(b),
        challenger_color: ColourChoice::Random,
        expires_at: 5000,
    };
    let g = s
        .create_game(&new_game(c, None, None, Some(ch)))
        .await
        .expect("create")
        .row;
    assert_eq!(g.status, GameStatus::Challenge);
    // Its page's address is drawn by the database, and finds it.
    assert_eq!(
        s.game_by_slug(&g.slug).await.expect("read").map(|r| r.id),
        Some(g.id)
    );
    let other = "000000000000000000".parse().expect("slug");
    assert_eq!(s.game_by_slug(&other).await.expect("read"), None);
    let part = s.challenge(g.id).await.expect("get").expect("challenge");
    assert_eq!(part.challenged_id, Some(b));
    assert_eq!(part.answered_at, None);
    // Both see it among their open games; a third player does not.
    let z = s
        .ensure_player("console", "zed", "Zed", 1)
        .await
        .expect("p")
        .id;
    assert_eq!(s.open_games_of(a, None).await.expect("list").len(), 1);
    assert_eq!(s.open_games_of(b, None).await.expect("list").len(), 1);
    assert_eq!(s.open_games_of(z, Some(c)).await.expect("list").len(), 0);

    let accepted = s
        .answer_challenge(
            g.id,
            g.version,
            GameStatus::Active,
            Some((b, a)),
            Some(Timer {
                deadline: 9000,
                remind_at: 5500,
            }),
            Some(Banks {
                white_ms: 7000,
                black_ms: 7000,
            }),
            None,
            2000,
        )
        .await
        .expect("accept")
        .row;
    assert_eq!((accepted.white_id, accepted.black_id), (Some(b), Some(a)));
    assert_eq!(accepted.deadline, Some(9000));
    assert_eq!(
        accepted.banks,
        Some(Banks {
            white_ms: 7000,
            black_ms: 7000
        })
    );
    // A second answer on the old version is a conflict and changes nothing.
    let again = s
        .answer_challenge(
            g.id,
            g.version,
            GameStatus::Declined,
            None,
            None,
            None,
            None,
            2001,
        )
        .await;
    assert!(matches!(again, Err(StoreError::Conflict(id)) if id == g.id));
    assert_eq!(
        s.game(g.id).await.expect("get").map(|g| g.status),
        Some(GameStatus::Active)
    );
    assert_eq!(
        s.challenge(g.id)
            .await
            .expect("get")
            .and_then(|c| c.answered_at),
        Some(2000)
    );

    // Open challenges are listed for anyone in the community.
    let open = NewChallenge {
        challenger: a,
        challenged: None,
        challenger_color: ColourChoice::White,
        expires_at: 5000,
    };
    let o = s
        .create_game(&new_game(c, None, None, Some(open)))
        .await
        .expect("open")
        .row;
    let zs = s.open_games_of(z, Some(c)).await.expect("list");
    assert_eq!(zs.iter().map(|g| g.id).collect::<Vec<_>>(), vec![o.id]);
    assert_eq!(
        s.games_with_status(GameStatus::Challenge)
            .await
            .expect("list")
            .len(),
        1
    );
    s.answer_challenge(
        o.id,
        o.version,
        GameStatus::Expired,
        None,
        None,
        None,
        None,
        6000,
    )
    .await
    .expect("expire");
    assert!(s.open_games_of(z, Some(c)).await.expect("list").is_empty());
}

async fn actions_results_and_ratings(db: Db) {
    let s = db.open().await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let c = s
        .ensure_community("console", "local", "Console", 1)
        .await
        .expect("c")
        .id;
    let g = s
        .create_game(&new_game(c, Some(a), Some(b), None))
        .await
        .expect("game")
        .row;
    assert_eq!(
        s.games_with_status(GameStatus::Active)
            .await
            .expect("list")
            .len(),
        1
    );

    let act = NewAction {
        game: g.id,
        expected_version: g.version,
        ply: 0,
        actor: a,
        notation: "b1-b2",
        outcome: None,
        position: "after one",
        timer: Some(Timer {
            deadline: 50,
            remind_at: 30,
        }),
        banks: Some(Banks {
            white_ms: 40,
            black_ms: 7000,
        }),
        now: 10,
    };
    let post = NewPost {
        kind: EventKind::YourTurn,
        cause: Cause::Command,
        mentions: vec![b, a],
    };
    let done = s
        .commit_action(&act, None, Some(&post))
        .await
        .expect("commit");
    let g1 = done.row;
    assert_eq!(
        g1.banks.map(|b| b.white_ms),
        Some(40),
        "the banks are written"
    );
    // The post is owed with the change, at the change's version.
    let owed = s.owed("console").await.expect("owed");
    assert_eq!(owed.len(), 1);
    assert_eq!(Some(owed[0].id), done.post);
    assert_eq!(
        (owed[0].kind, owed[0].cause, owed[0].mentions.clone()),
        (EventKind::YourTurn, Cause::Command, vec![b, a])
    );
    assert!(!owed[0].is_stale());
    assert!(s.owed("discord").await.expect("owed").is_empty());
    assert_eq!(
        (g1.ply, g1.position.as_str(), g1.deadline),
        (1, "after one", Some(50))
    );
    assert_eq!(s.next_due().await.expect("next"), Some(30));
    assert!(s.due(29).await.expect("due").is_empty());
    assert_eq!(s.due(30).await.expect("due").len(), 1);
    // The same decision again (a retry on the old version) is refused and stores nothing,
    // nor owes anything.
    assert!(matches!(
        s.commit_action(&act, None, Some(&post)).await,
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(s.actions(g.id).await.expect("actions").len(), 1);
    assert_eq!(s.owed_count(&["console"]).await.expect("count"), 1);

    let g2 = s
        .set_reminded(g.id, g1.version, None, 40)
        .await
        .expect("remind")
        .row;
    assert!(g2.reminded);
    // The game moved on: the post is stale; delivered, it is gone.
    let owed = s.owed_post(owed[0].id).await.expect("read").expect("owed");
    assert!(owed.is_stale());
    s.delivered(owed.id).await.expect("delivered");
    assert_eq!(s.owed_post(owed.id).await.expect("read"), None);
    assert_eq!(s.next_due().await.expect("next"), Some(50));
    assert!(s.due(49).await.expect("due").is_empty());
    assert_eq!(s.due(50).await.expect("due").len(), 1);
    assert!(matches!(
        s.set_reminded(g.id, g1.version, None, 40).await,
        Err(StoreError::Conflict(_))
    ));

    let act2 = NewAction {
        game: g.id,
        expected_version: g2.version,
        ply: 1,
        actor: b,
        notation: "h5-g5",
        outcome: None,
        position: "after two",
        timer: None,
        banks: None,
        now: 20,
    };
    let fin = Finish {
        winner: Some(Color::Black),
        reason: EndReason::NoGipf,
    };
    let done = s
        .commit_action(&act2, Some((fin, &Fixed)), None)
        .await
        .expect("final")
        .row;
    assert_eq!(done.status, GameStatus::Finished);
    assert_eq!(done.winner, Some(Color::Black));
    assert!(!done.reminded);
    let actions = s.actions(g.id).await.expect("actions");
    assert_eq!(
        actions
            .iter()
            .map(|a| a.notation.as_str())
            .collect::<Vec<_>>(),
        ["b1-b2", "h5-g5"]
    );
    for scope in [c, GLOBAL] {
        let rb = s
            .rating(b, scope, Variant::Standard.into())
            .await
            .expect("r")
            .expect("rated");
        assert_eq!((rb.rating, rb.games), (1510.0, 1));
        let ra = s
            .rating(a, scope, Variant::Standard.into())
            .await
            .expect("r")
            .expect("rated");
        assert_eq!(ra.rating, 1490.0);
    }
    // Deviation 300 after one game: hidden under a 250 cap, shown under 300.
    assert!(s
        .leaderboard(c, Variant::Standard.into(), 10, 250.0, 0)
        .await
        .expect("lb")
        .is_empty());
    // The game ended at 20: nobody has played since 21.
    assert!(s
        .leaderboard(GLOBAL, Variant::Standard.into(), 10, 300.0, 21)
        .await
        .expect("lb")
        .is_empty());
    let lb = s
        .leaderboard(GLOBAL, Variant::Standard.into(), 10, 300.0, 20)
        .await
        .expect("lb");
    assert_eq!(lb.iter().map(|(p, _)| p.id).collect::<Vec<_>>(), vec![b, a]);
    assert_eq!(
        s.results(b).await.expect("results"),
        vec![Results {
            pool: Variant::Standard.into(),
            wins: 1,
            losses: 0,
            draws: 0
        }]
    );
    assert_eq!(s.head_to_head(a, b).await.expect("h2h"), (0, 1));
    assert_eq!(s.next_due().await.expect("next"), None);
    assert_eq!(
        s.last_finished_of(a, c).await.expect("last").map(|g| g.id),
        Some(g.id)
    );

    // Resignation in a second, unrated game: a result, no rating change.
    let mut unrated = new_game(c, Some(b), Some(a), None);
    unrated.rated = false;
    let g3 = s.create_game(&unrated).await.expect("game").row;
    let fin = Finish {
        winner: Some(Color::Black),
        reason: EndReason::Resignation,
    };
    let over = s
        .finish_game(g3.id, g3.version, fin, &Fixed, None, 30)
        .await
        .expect("resign")
        .row;
    assert_eq!(over.reason, Some(EndReason::Resignation));
    assert!(matches!(
        s.finish_game(g3.id, over.version, fin, &Fixed, None, 31)
            .await,
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(
        s.rating(a, c, Variant::Standard.into())
            .await
            .expect("r")
            .map(|r| r.games),
        Some(1)
    );
    assert_eq!(s.head_to_head(a, b).await.expect("h2h"), (1, 1));
}

async fn reopening_keeps_everything(db: Db) {
    let s = db.open().await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p");
    s.close().await;
    let s = db.open().await;
    assert_eq!(s.player(a.id).await.expect("get"), Some(a));
}

#[tokio::test]
async fn bad_files_are_clear_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("no/such/folder/db.sqlite");
    let e = Store::open(&missing).await.expect_err("missing folder");
    assert!(e.to_string().contains("cannot open the database"), "{e}");
    let garbage = dir.path().join("garbage.sqlite");
    std::fs::write(&garbage, vec![b'x'; 8192]).expect("write");
    let e = Store::open(&garbage).await.expect_err("not a database");
    assert!(!e.to_string().is_empty());
}

/// This process's writers take turns on SQLite instead of sleeping in its busy handler: with
/// no patience at all for the file's lock, 16 results written at once all succeed (without
/// the turn, all but one would find the lock taken and fail with Busy).
#[tokio::test]
async fn sqlite_writers_of_one_process_take_turns() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("turns.sqlite");
    let s = Store::open_with_busy_timeout(&path, std::time::Duration::ZERO)
        .await
        .expect("open");
    let (_, bob) = games_finished_at_once(&s, 16).await;
    let r = s
        .rating(bob, GLOBAL, Variant::Standard.into())
        .await
        .expect("rating");
    assert_eq!(r.expect("rated").games, 16);
}

async fn a_stored_value_that_does_not_read_names_its_row(db: Db) {
    let s = db.open().await;
    let g = s
        .create_game(&new_game(community(&s).await, None, None, None))
        .await
        .expect("game")
        .row
        .id;
    // Another program writes what gipfbot never would.
    let mut raw = db.raw().await;
    sqlx::query("UPDATE games SET time_control = '3 fortnights' WHERE id = $1")
        .bind(g.0)
        .execute(&mut raw)
        .await
        .expect("update");
    sqlx::query("INSERT INTO players (platform, platform_user, display_name, created_at) VALUES ('ai', 'grandmaster', 'X', 1)")
        .execute(&mut raw)
        .await
        .expect("insert");
    let e = s.game(g).await.expect_err("corrupt");
    let text = e.to_string();
    assert!(
        matches!(
            e,
            StoreError::Corrupt {
                column: "time_control",
                ..
            }
        ),
        "{text}"
    );
    assert!(
        text.contains(&format!("game {g}")) && text.contains("3 fortnights"),
        "{text}"
    );
    // In a list, the bad row is left out (and logged): the other games go on.
    let good = s
        .create_game(&new_game(community(&s).await, None, None, None))
        .await
        .expect("game")
        .row
        .id;
    let active: Vec<GameId> = s
        .games_with_status(GameStatus::Active)
        .await
        .expect("list")
        .into_iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(active, [good]);
    let e = s
        .ai_player(gipf_engine::Level::Master)
        .await
        .map(|_| ())
        .and(s.player_by_user("ai", "grandmaster").await.map(|_| ()))
        .expect_err("unknown level");
    assert!(e.to_string().contains("grandmaster"), "{e}");
}

#[test]
fn game_ids_round_trip() {
    for text in ["#12", "12", " #7 "] {
        let id: GameId = text.parse().expect("id");
        assert_eq!(id.to_string().parse::<GameId>(), Ok(id));
    }
    for bad in ["#", "#-1", "#0", "twelve", "#1x", "+3"] {
        assert!(bad.parse::<GameId>().is_err(), "{bad}");
    }
}

async fn game_places_follow_threads_and_boards(db: Db) {
    let s = db.open().await;
    let a = s
        .ensure_player("discord", "1", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("discord", "2", "Bob", 1)
        .await
        .expect("p")
        .id;
    let c = s
        .ensure_community("discord", "100", "Server", 1)
        .await
        .expect("c")
        .id;
    let g = s
        .create_game(&new_game(c, Some(a), Some(b), None))
        .await
        .expect("game")
        .row
        .id;
    assert_eq!(s.places().get(g).await.expect("place"), None);
    assert_eq!(
        s.places().set_last_board(g, "m0").await.expect("no place"),
        None
    );
    s.places()
        .set(g, "discord", "200", None)
        .await
        .expect("set");
    assert_eq!(
        s.places()
            .game_in_thread("discord", "200")
            .await
            .expect("q"),
        None
    );
    s.places()
        .set(g, "discord", "200", Some("300"))
        .await
        .expect("set");
    assert_eq!(
        s.places()
            .game_in_thread("discord", "300")
            .await
            .expect("q"),
        Some(g)
    );
    assert_eq!(
        s.places().game_in_thread("matrix", "300").await.expect("q"),
        None
    );
    assert_eq!(
        s.places().set_last_board(g, "m1").await.expect("board"),
        None
    );
    assert_eq!(
        s.places().set_last_board(g, "m2").await.expect("board"),
        Some("m1".to_string())
    );
    // The place moves with its last board kept.
    s.places()
        .set(g, "discord", "200", Some("301"))
        .await
        .expect("set");
    let place = s.places().get(g).await.expect("place").expect("some");
    assert_eq!(
        (
            place.room.as_str(),
            place.thread.as_deref(),
            place.last_board.as_deref()
        ),
        ("200", Some("301"), Some("m2"))
    );
}

async fn adapters_remember_their_position_and_what_they_handled(db: Db) {
    let s = db.open().await;
    let p = s.places();
    assert_eq!(p.state("matrix", "sync").await.expect("get"), None);
    p.set_state("matrix", "sync", "s1").await.expect("set");
    p.set_state("matrix", "sync", "s2").await.expect("set");
    assert_eq!(
        p.state("matrix", "sync").await.expect("get"),
        Some("s2".into())
    );
    assert_eq!(p.state("discord", "sync").await.expect("get"), None);
    assert!(p.first_time("matrix", "$e1", 10).await.expect("mark"));
    assert!(
        !p.first_time("matrix", "$e1", 20).await.expect("mark"),
        "once"
    );
    assert!(
        p.first_time("discord", "$e1", 20).await.expect("mark"),
        "per platform"
    );
    assert_eq!(
        p.forget_handled_before("matrix", 15).await.expect("forget"),
        1
    );
    assert!(p.first_time("matrix", "$e1", 30).await.expect("mark"));
}

#[tokio::test]
async fn bad_database_urls_are_clear_errors() {
    for url in ["mysql://db/gipf", "postgres://", "sqlite://"] {
        let e = Store::connect(url).await.expect_err(url);
        assert!(
            matches!(e, StoreError::Url { .. } | StoreError::Connect { .. }),
            "{url}: {e}"
        );
        assert!(e.to_string().contains("database.url"), "{url}: {e}");
    }
    let Some(admin) = postgres_url() else { return };
    // Nobody listens there.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").expect("port");
    let port = closed.local_addr().expect("addr").port();
    drop(closed);
    let e = Store::connect(&format!("postgres://gipf:x@127.0.0.1:{port}/gipf"))
        .await
        .expect_err("nobody there");
    let text = e.to_string();
    assert!(
        matches!(e, StoreError::Connect { .. }) && text.contains("database.url"),
        "{text}"
    );
    assert!(!text.contains(":x@"), "the password is not shown: {text}");
    // The wrong password.
    let url = new_postgres_database(&admin).await;
    let wrong = url.replacen("gipf-test-password", "not-the-password", 1);
    let e = Store::connect(&wrong).await.expect_err("wrong password");
    let text = e.to_string();
    assert!(matches!(e, StoreError::Connect { .. }), "{text}");
    assert!(!text.contains("not-the-password"), "{text}");
    // A database that a newer gipfbot migrated: refused, nothing written.
    let s = Store::connect(&url).await.expect("open");
    s.close().await;
    sqlx::any::install_default_drivers();
    let mut raw = sqlx::AnyConnection::connect(&url).await.expect("raw");
    raw.execute(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
         VALUES (99, 'from the future', TRUE, '\\x00', 0)",
    )
    .await
    .expect("a newer migration");
    let e = Store::connect(&url).await.expect_err("newer schema");
    assert!(matches!(e, StoreError::Migrate(_)), "{e}");
}

/// Two instances on one database: a lease is one instance's until it runs out or is given
/// back; a post is shown by the instance that owes it, taken over once its hold ran out (on
/// SQLite, one process delivers everything); the other instance hears each change.
async fn leases_and_held_posts_go_to_one_instance(db: Db) {
    let opened = db.open().await;
    let (a, b) = (opened.as_instance("a"), opened.as_instance("b"));
    let lease = LEASE.as_millis() as i64;
    let mut heard = b.as_instance("listener").listen().await.expect("listen");
    assert_eq!(heard.is_some(), a.backend() == Backend::Postgres);

    let sqlite = a.backend() == Backend::Sqlite;
    // Leases (granted to anyone on SQLite, where one process does the work).
    assert!(a.claim_lease("ai:1", 1000).await.expect("claim"));
    assert!(a
        .claim_lease("ai:1", 1001)
        .await
        .expect("again, the holder"));
    assert_eq!(b.claim_lease("ai:1", 1002).await.expect("held"), sqlite);
    assert_eq!(
        b.lease_holder("ai:1", 1002)
            .await
            .expect("holder")
            .as_deref(),
        (!sqlite).then_some("a")
    );
    assert!(b.claim_lease("ai:2", 1002).await.expect("another lease"));
    assert!(b.claim_lease("ai:1", 1001 + lease).await.expect("ran out"));
    a.release_lease("ai:1")
        .await
        .expect("not a's any more: nothing");
    assert_eq!(
        a.claim_lease("ai:1", 1002 + lease).await.expect("b's"),
        sqlite
    );
    b.release_lease("ai:1").await.expect("release");
    assert!(a
        .claim_lease("ai:1", 1003 + lease)
        .await
        .expect("free again"));

    // A post owed by a change of a: a holds it.
    let c = community(&a).await;
    let ann = a
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let bob = a
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let post = NewPost {
        kind: EventKind::Board,
        cause: Cause::Command,
        mentions: vec![],
    };
    let mut g = new_game(c, Some(ann), Some(bob), None);
    g.post = Some(post);
    g.now = 10_000;
    let made = a.create_game(&g).await.expect("game");
    let id = made.post.expect("owed");
    let owed = a.owed_post(id).await.expect("read").expect("owed");
    assert_eq!(owed.held, Some(("a".to_string(), 10_000 + lease)));
    assert!(a.hold_post(&owed, 10_001).await.expect("a's"));
    // b leaves it to a while a's hold lasts (SQLite: one process, b takes everything).
    assert_eq!(b.hold_post(&owed, 10_002).await.expect("hold"), sqlite);
    let taken = b.take_owed("console", 10_002).await.expect("take");
    assert_eq!(taken.len(), usize::from(sqlite));
    if !sqlite {
        // a died: once its hold ran out, b takes the post over, and a no longer shows it.
        let taken = b.take_owed("console", 10_000 + lease).await.expect("take");
        assert_eq!(taken.iter().map(|p| p.id).collect::<Vec<_>>(), vec![id]);
        let owed = a.owed_post(id).await.expect("read").expect("owed");
        assert!(!a
            .hold_post(&owed, 10_000 + lease + 1)
            .await
            .expect("b's now"));
        // Released by b for whoever delivers its platform: the others are told.
        assert!(!b
            .abandoned_posts(&["console"], 10_000 + lease + 2)
            .await
            .expect("abandoned"));
        b.release_post(id).await.expect("release");
        assert!(b
            .abandoned_posts(&["console"], 10_000 + lease + 2)
            .await
            .expect("abandoned"));
    }

    // One process runs an adapter such as Matrix: the lock is a's until a lets go (or its
    // process dies, closing the connection); on SQLite (one process) it is always granted.
    let held = a
        .try_adapter_lock("matrix")
        .await
        .expect("lock")
        .expect("free");
    assert_eq!(
        b.try_adapter_lock("matrix").await.expect("lock").is_some(),
        sqlite
    );
    drop(held);
    let mut taken = None;
    for _ in 0..100 {
        // Closing the dropped connection takes a moment.
        taken = b.try_adapter_lock("matrix").await.expect("lock");
        if taken.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(taken.is_some(), "the lock was not freed");

    // The listener (another instance) heard a's change, and b's release.
    if let Some(l) = &mut heard {
        let n = tokio::time::timeout(std::time::Duration::from_secs(10), l.next())
            .await
            .expect("a notice in time")
            .expect("notice");
        assert_eq!(
            n,
            Notice::Game {
                game: made.row.id,
                version: made.row.version,
                owes: true,
                timed: false
            }
        );
        let n = tokio::time::timeout(std::time::Duration::from_secs(10), l.next())
            .await
            .expect("a notice in time")
            .expect("notice");
        assert_eq!(n, Notice::Owed);
    }
}

/// Many games of the same two players finish at once, each on its own connection, with
/// colours alternating: every result counts in both ratings (none read a rating that another
/// was changing), and none fails (no deadlock between opposite orders).
async fn results_of_one_player_at_once_all_count(db: Db) {
    let s = db.open().await;
    const GAMES: usize = 8;
    let (ann, bob) = games_finished_at_once(&s, GAMES).await;
    let c = community(&s).await;
    for p in [ann, bob] {
        for scope in [c, GLOBAL] {
            let r = s
                .rating(p, scope, Variant::Standard.into())
                .await
                .expect("rating")
                .expect("rated");
            assert_eq!(r.games, GAMES as i64, "player {p:?} in {scope:?}");
        }
    }
}

/// Ann and Bob with `n` rated games between them (colours alternating), all finished at once
/// (White wins each): returns Ann and Bob. Fails on any write that fails.
async fn games_finished_at_once(s: &Store, n: usize) -> (PlayerId, PlayerId) {
    let c = community(s).await;
    let ann = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let bob = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let mut games = Vec::new();
    for i in 0..n {
        let (w, b) = if i % 2 == 0 { (ann, bob) } else { (bob, ann) };
        let g = s
            .create_game(&new_game(c, Some(w), Some(b), None))
            .await
            .expect("game")
            .row;
        games.push(g);
    }
    let finishes: Vec<_> = games
        .iter()
        .map(|g| {
            let s = s.clone();
            let (id, version) = (g.id, g.version);
            tokio::spawn(async move {
                let f = Finish {
                    winner: Some(Color::White),
                    reason: EndReason::Resignation,
                };
                s.finish_game(id, version, f, &Fixed, None, 2000).await
            })
        })
        .collect();
    for f in finishes {
        f.await.expect("task").expect("finished");
    }
    (ann, bob)
}

/// A DVONN game ended level: no winner, its reason the score; rated as a draw (the
/// ratings do not move between equals), counted as a draw in the `dvonn` pool.
async fn a_drawn_game_is_rated_and_counted_as_a_draw(db: Db) {
    let s = db.open().await;
    let c = community(&s).await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let g = s
        .create_game(&NewGame {
            variant: gipf_games::AnyVariant::Dvonn,
            ..new_game(c, Some(a), Some(b), None)
        })
        .await
        .expect("game")
        .row;
    assert!(g.rated);
    let fin = Finish {
        winner: None,
        reason: EndReason::Score,
    };
    s.finish_game(g.id, g.version, fin, &Fixed, None, 100)
        .await
        .expect("finish");
    let row = s.game(g.id).await.expect("read").expect("there");
    assert_eq!((row.winner, row.reason), (None, Some(EndReason::Score)));
    assert_eq!(row.variant, gipf_games::AnyVariant::Dvonn);
    for p in [a, b] {
        let r = s
            .rating(p, GLOBAL, gipf_games::AnyPool::Dvonn)
            .await
            .expect("r")
            .expect("rated");
        assert_eq!((r.rating, r.games), (1500.0, 1), "a draw between equals");
        assert_eq!(
            s.results(p).await.expect("results"),
            vec![Results {
                pool: gipf_games::AnyPool::Dvonn,
                wins: 0,
                losses: 0,
                draws: 1
            }]
        );
    }
}

/// TZAAR's three words and YINSH's two: `tzaar` and `tzaar-fixed` are both stored as `tzaar` (the start
/// position tells them apart, and both count in the `tzaar` pool), `tzaar-tournament` as
/// itself; a tournament keeps `tzaar-fixed` as written; the end reasons `missing_type` and
/// `no_capture` read back.
async fn tzaar_and_yinsh_games_keep_their_start_their_pool_and_their_end(db: Db) {
    use gipf_games::{AnyPool, AnyVariant, TzaarSetup};
    let s = db.open().await;
    let c = community(&s).await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let cases = [
        (TzaarSetup::Random, EndReason::MissingType, AnyPool::Tzaar),
        (TzaarSetup::Fixed, EndReason::NoCapture, AnyPool::Tzaar),
        (
            TzaarSetup::Tournament,
            EndReason::NoCapture,
            AnyPool::TzaarTournament,
        ),
    ];
    for (setup, reason, pool) in cases {
        let variant = AnyVariant::Tzaar(setup);
        let start = variant.start(|n| n / 3).to_string();
        let g = s
            .create_game(&NewGame {
                variant,
                start_position: &start,
                ..new_game(c, Some(a), Some(b), None)
            })
            .await
            .expect("game")
            .row;
        assert!(g.rated);
        let fin = Finish {
            winner: Some(Color::Black),
            reason,
        };
        s.finish_game(g.id, g.version, fin, &Fixed, None, 100)
            .await
            .expect("finish");
        let row = s.game(g.id).await.expect("read").expect("there");
        assert_eq!(row.variant, variant, "{start}");
        assert_eq!(row.start_position, start);
        assert_eq!((row.winner, row.reason), (Some(Color::Black), Some(reason)));
        assert_eq!(row.variant.pool(), pool);
    }
    let results = s.results(b).await.expect("results");
    let wins = |pool| results.iter().find(|r| r.pool == pool).map(|r| r.wins);
    assert_eq!(wins(AnyPool::Tzaar), Some(2), "{results:?}");
    assert_eq!(wins(AnyPool::TzaarTournament), Some(1), "{results:?}");
    let t = s
        .create_tournament(
            &NewTournament {
                variant: AnyVariant::Tzaar(TzaarSetup::Fixed),
                ..new_tournament(c, a, None)
            },
            None,
        )
        .await
        .expect("tournament");
    let back = s.tournament(t.row.id).await.expect("read").expect("there");
    assert_eq!(back.variant, AnyVariant::Tzaar(TzaarSetup::Fixed));
    // YINSH: its words and its three ends (a draw when the markers run out level).
    for (variant, reason, winner) in [
        (
            AnyVariant::Yinsh,
            EndReason::RingsRemoved,
            Some(Color::White),
        ),
        (AnyVariant::YinshBlitz, EndReason::MarkersRanOut, None),
        (
            AnyVariant::Yinsh,
            EndReason::NoRingCanMove,
            Some(Color::Black),
        ),
    ] {
        let start = variant.start(|_| 0).to_string();
        let g = s
            .create_game(&NewGame {
                variant,
                start_position: &start,
                ..new_game(c, Some(a), Some(b), None)
            })
            .await
            .expect("game")
            .row;
        let fin = Finish { winner, reason };
        s.finish_game(g.id, g.version, fin, &Fixed, None, 100)
            .await
            .expect("finish");
        let row = s.game(g.id).await.expect("read").expect("there");
        assert_eq!(
            (row.variant, row.winner, row.reason),
            (variant, winner, Some(reason))
        );
    }
    let results = s.results(a).await.expect("results");
    let of = |pool| {
        results
            .iter()
            .find(|r| r.pool == pool)
            .map(|r| (r.wins, r.losses, r.draws))
    };
    assert_eq!(of(AnyPool::Yinsh), Some((1, 1, 0)), "{results:?}");
    assert_eq!(of(AnyPool::YinshBlitz), Some((0, 0, 1)), "{results:?}");
}

/// ZÈRTZ's four words, each stored as itself with its start and counted in its own pool;
/// the end reasons `winning_set`, `no_ring_left` and `no_one_can_act` (a draw) read back,
/// with the final position strings of those ends (ZERTZ-PERFT.md E5, E3); a ZÈRTZ
/// tournament keeps its word.
async fn zertz_games_keep_their_board_their_pool_and_their_end(db: Db) {
    use gipf_games::{AnyPool, AnyVariant};
    use gipf_zertz::Variant as Z;
    let s = db.open().await;
    let c = community(&s).await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    // The second player fills E5's last ring; the first player's placement in E3 that
    // leaves nobody able to act.
    let e5 = "zertz ..../...../....../..b.g../.gbb../w1.../.w.. b 0/0/0 1/4/4 3/2/3";
    let e3 = "zertz 1.1w/..bww/1g1b1b/bbgwbgg/.1b.g1/bggbb/g.w1 w 0/0/0 1/0/0 0/0/0";
    let end_of = |start: &str, pick: &dyn Fn(&gipf_zertz::Position) -> bool| {
        let p: gipf_zertz::Position = start.parse().expect("a position");
        p.legal_actions()
            .into_iter()
            .map(|a| {
                let mut q = p;
                q.play(a).expect("legal");
                q
            })
            .find(|q| pick(q))
            .expect("an end")
            .to_string()
    };
    let last_ring = end_of(e5, &|q| q.to_string().contains(" b+ "));
    let drawn = end_of(e3, &|q| q.to_string().contains(" = "));
    let cases = [
        (Z::Zertz, None, EndReason::WinningSet, Some(Color::White)),
        (Z::Blitz, None, EndReason::WinningSet, Some(Color::Black)),
        (
            Z::Zertz,
            Some(&last_ring),
            EndReason::NoRingLeft,
            Some(Color::Black),
        ),
        (Z::Z48, None, EndReason::NoRingLeft, Some(Color::White)),
        (Z::Zertz, Some(&drawn), EndReason::NoOneCanAct, None),
        (Z::Z61, None, EndReason::NoOneCanAct, None),
    ];
    for (v, end, reason, winner) in cases {
        let variant = AnyVariant::Zertz(v);
        let start = variant.start(|_| 0).to_string();
        assert!(start.starts_with(&format!("{} ", v.word())), "{start}");
        let g = s
            .create_game(&NewGame {
                variant,
                start_position: &start,
                ..new_game(c, Some(a), Some(b), None)
            })
            .await
            .expect("game")
            .row;
        assert!(g.rated);
        let fin = Finish { winner, reason };
        s.finish_game(g.id, g.version, fin, &Fixed, None, 100)
            .await
            .expect("finish");
        let row = s.game(g.id).await.expect("read").expect("there");
        assert_eq!(
            (row.variant, row.winner, row.reason),
            (variant, winner, Some(reason)),
            "{start}"
        );
        assert_eq!(row.start_position, start);
        assert_eq!(row.variant.pool(), AnyPool::Zertz(v));
        assert_eq!(row.variant.to_string(), v.word());
        if let Some(end) = end {
            // The end as the rules left it: its reason is the one stored.
            let p: gipf_games::AnyPosition = end.parse().expect("an end position");
            let (won, why) = p.result().expect("over");
            assert_eq!(EndReason::from(why), reason, "{end}");
            assert_eq!(won.is_none(), winner.is_none(), "{end}");
        }
    }
    let results = s.results(a).await.expect("results");
    let of = |pool| {
        results
            .iter()
            .find(|r| r.pool == pool)
            .map(|r| (r.wins, r.losses, r.draws))
    };
    assert_eq!(of(AnyPool::Zertz(Z::Zertz)), Some((1, 1, 1)), "{results:?}");
    assert_eq!(of(AnyPool::Zertz(Z::Blitz)), Some((0, 1, 0)), "{results:?}");
    assert_eq!(of(AnyPool::Zertz(Z::Z48)), Some((1, 0, 0)), "{results:?}");
    assert_eq!(of(AnyPool::Zertz(Z::Z61)), Some((0, 0, 1)), "{results:?}");
    // Rated in each pool apart: a draw between equals moves nobody.
    let r61 = s
        .rating(a, GLOBAL, AnyPool::Zertz(Z::Z61))
        .await
        .expect("r")
        .expect("rated");
    assert_eq!((r61.rating, r61.games), (1500.0, 1));
    let t = s
        .create_tournament(
            &NewTournament {
                variant: AnyVariant::Zertz(Z::Blitz),
                ..new_tournament(c, a, None)
            },
            None,
        )
        .await
        .expect("tournament");
    let back = s.tournament(t.row.id).await.expect("read").expect("there");
    assert_eq!(back.variant, AnyVariant::Zertz(Z::Blitz));
}

/// PÜNCT's two words, each stored as itself (`punct-basic` needed its migration: the variant
/// check did not list it) with its start and counted in its own pool; the end reasons
/// `connection`, `last_piece` (the centre count and the basic game's draw), `clock` (a draw)
/// and `no_one_can_act` read back, with the final position strings of those ends
/// (PUNCT-PERFT.md P3, P3 as a basic game, P4); a game moved on keeps its position; a
/// `punct-basic` tournament keeps its word.
async fn punct_games_keep_their_word_their_pool_and_their_end(db: Db) {
    use gipf_games::{AnyPool, AnyVariant};
    use gipf_punct::Variant as P;
    let s = db.open().await;
    let c = community(&s).await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let p3 = "punct bTb6,a6,b7;bAb10,a8,b9;bTc8,c7,d8;wTd2,d3,e3;bAd11,c11,d10;wAe4,f5,f6;wSe11,e10,e12;bTf4,f3,g4;wTf10,e9,f9;bSg7,g5,g6;wAg11,h10,h11;wTg14,f14,g15;wSh3,h2,h4;bSh14,g13,i15;wTi8,h7,i7;wTi10,j10,j11;wTj5,i4,i5;bTj9,j8,k9;bSj14,j13,j15;wAk5,j4,l5;wAk8,l9,l10;bSl4,j2,k3;wSm14,k12,l13;bSm17,k15,l16;bAn13,n14,o15;bTo10,n9,n10;bAo17,m16,n17;wAp10,p9,q11;bAp17,p16,q16;wSq15,q13,q14/bTg7,f6,g6;wAm14,n15,o15;bAm17,l16,n17 b 9";
    let p4 = "punct bTb1,b2,c2;bAb4,b3,c5;bSf12,f13,f14;bAh13,g13,g14;wAi3,h2,i4;bAj4,i2,j3;bSl9,m9,n9;wTm5,m6,n6;wAm11,m12,n13;wSo16,m16,n16;wAp8,o7,p9/bAc2,b3,c3;bAg13,f12,h13;bTg14,f13,f14;bAj3,h2,i3;wAm11,n12,n13;wSm16,n16,o16 w 99";
    let p3b = p3.replacen("punct ", "punct-basic ", 1);
    let end_of = |start: &str, pick: &dyn Fn(&gipf_punct::Position) -> bool| {
        let p: gipf_punct::Position = start.parse().expect("a position");
        p.legal_actions()
            .into_iter()
            .map(|a| {
                let mut q = p;
                q.play(a).expect("legal");
                q
            })
            .find(|q| pick(q))
            .expect("an end")
            .to_string()
    };
    let counted = end_of(p3, &|q| q.to_string().ends_with(" w+ 0"));
    let basic = end_of(&p3b, &|q| q.to_string().ends_with(" = 0"));
    let clock = end_of(p4, &|q| q.to_string().ends_with(" = 100"));
    let cases = [
        (P::Punct, None, EndReason::Connection, Some(Color::White)),
        (
            P::PunctBasic,
            None,
            EndReason::Connection,
            Some(Color::Black),
        ),
        (
            P::Punct,
            Some(&counted),
            EndReason::LastPiece,
            Some(Color::White),
        ),
        (P::PunctBasic, Some(&basic), EndReason::LastPiece, None),
        (P::Punct, Some(&clock), EndReason::Clock, None),
        (P::PunctBasic, None, EndReason::NoOneCanAct, None),
    ];
    for (v, end, reason, winner) in cases {
        let variant = AnyVariant::Punct(v);
        let start = variant.start(|_| 0).to_string();
        assert_eq!(start, format!("{} - w 0", v.word()));
        let g = s
            .create_game(&NewGame {
                variant,
                start_position: &start,
                ..new_game(c, Some(a), Some(b), None)
            })
            .await
            .expect("game")
            .row;
        assert!(g.rated);
        let fin = Finish { winner, reason };
        s.finish_game(g.id, g.version, fin, &Fixed, None, 100)
            .await
            .expect("finish");
        let row = s.game(g.id).await.expect("read").expect("there");
        assert_eq!(
            (row.variant, row.winner, row.reason),
            (variant, winner, Some(reason)),
            "{start}"
        );
        assert_eq!(row.start_position, start);
        assert_eq!(row.variant.pool(), AnyPool::Punct(v));
        assert_eq!(row.variant.to_string(), v.word());
        if let Some(end) = end {
            // The end as the rules left it: its reason is the one stored.
            let p: gipf_games::AnyPosition = end.parse().expect("an end position");
            let (won, why) = p.result().expect("over");
            assert_eq!(EndReason::from(why), reason, "{end}");
            assert_eq!(won.is_none(), winner.is_none(), "{end}");
        }
    }
    // A game at a position, its last piece committed: the position and the action read back.
    let placed = {
        let mut q: gipf_punct::Position = p3b.parse().expect("P3 as a basic game");
        q.play_text("Sg2,e2,f2").expect("legal");
        q.to_string()
    };
    assert!(placed.ends_with(" = 0"), "{placed}");
    let g = s
        .create_game(&NewGame {
            variant: AnyVariant::Punct(P::PunctBasic),
            start_position: &p3b,
            ..new_game(c, Some(a), Some(b), None)
        })
        .await
        .expect("game")
        .row;
    let new = NewAction {
        game: g.id,
        expected_version: g.version,
        ply: 0,
        actor: b,
        notation: "Sg2,e2,f2",
        outcome: None,
        position: &placed,
        timer: None,
        banks: None,
        now: 2000,
    };
    let fin = Finish {
        winner: None,
        reason: EndReason::LastPiece,
    };
    s.commit_action(&new, Some((fin, &Fixed as &dyn Rater)), None)
        .await
        .expect("commit");
    let row = s.game(g.id).await.expect("read").expect("there");
    assert_eq!(
        (row.start_position.as_str(), row.position.as_str(), row.ply),
        (p3b.as_str(), placed.as_str(), 1)
    );
    assert_eq!((row.winner, row.reason), (None, Some(EndReason::LastPiece)));
    let actions = s.actions(g.id).await.expect("actions");
    assert_eq!(actions.len(), 1);
    assert_eq!(actions[0].notation, "Sg2,e2,f2");
    let results = s.results(a).await.expect("results");
    let of = |pool| {
        results
            .iter()
            .find(|r| r.pool == pool)
            .map(|r| (r.wins, r.losses, r.draws))
    };
    assert_eq!(of(AnyPool::Punct(P::Punct)), Some((2, 0, 1)), "{results:?}");
    assert_eq!(
        of(AnyPool::Punct(P::PunctBasic)),
        Some((0, 1, 3)),
        "{results:?}"
    );
    let basic_rating = s
        .rating(a, GLOBAL, AnyPool::Punct(P::PunctBasic))
        .await
        .expect("r")
        .expect("rated");
    assert_eq!(basic_rating.games, 4);
    let t = s
        .create_tournament(
            &NewTournament {
                variant: AnyVariant::Punct(P::PunctBasic),
                ..new_tournament(c, a, None)
            },
            None,
        )
        .await
        .expect("tournament");
    let back = s.tournament(t.row.id).await.expect("read").expect("there");
    assert_eq!(back.variant, AnyVariant::Punct(P::PunctBasic));
}

/// A game with potentials keeps its variant (`ultimate`, `tournament+T6`) and is rated, and
/// counted in results, in its pool: `tournament+potentials` whatever the hand, apart from
/// `tournament` and from `ultimate`.
async fn potentials_games_keep_their_variant_and_pool(db: Db) {
    use gipf_rules::Pool;
    let s = db.open().await;
    let c = community(&s).await;
    let a = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("p")
        .id;
    let b = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("p")
        .id;
    let variants: [gipf_games::AnyVariant; 6] = [
        "dvonn".parse().expect("v"),
        "ultimate".parse().expect("v"),
        "tournament+T6".parse().expect("v"),
        "tournament+potentials".parse().expect("v"),
        Variant::Tournament.into(),
        // Challenges: asked rated, stored unrated, counted apart.
        "ultimate+die2".parse().expect("v"),
    ];
    let mut last = None;
    for (i, v) in variants.into_iter().enumerate() {
        let g = s
            .create_game(&NewGame {
                variant: v,
                ..new_game(c, Some(a), Some(b), None)
            })
            .await
            .expect("game")
            .row;
        assert_eq!(g.variant, v);
        assert_eq!(g.rated, v.can_be_rated(), "{v}");
        last = Some(g.id);
        assert_eq!(s.game(g.id).await.expect("read").expect("there").variant, v);
        let fin = Finish {
            winner: Some(Color::White),
            reason: EndReason::Resignation,
        };
        s.finish_game(g.id, g.version, fin, &Fixed, None, 100 + i as i64)
            .await
            .expect("finish");
    }
    for (pool, n) in [
        (Pool::Ultimate.into(), Some(1)),
        (Pool::Potentials(Variant::Tournament).into(), Some(2)),
        (Pool::Classic(Variant::Tournament).into(), Some(1)),
        (Pool::Classic(Variant::Standard).into(), None),
        (gipf_games::AnyPool::Dvonn, Some(1)),
    ] {
        let games = s.rating(a, GLOBAL, pool).await.expect("r").map(|r| r.games);
        assert_eq!(games, n, "{pool}");
    }
    // A sub-game of the game with challenges, won by Black.
    let sub = s
        .create_game(&NewGame {
            trial_of: last,
            ..new_game(c, Some(a), Some(b), None)
        })
        .await
        .expect("sub-game")
        .row;
    assert_eq!(sub.trial_of, last);
    assert!(!sub.rated, "a sub-game is never rated");
    assert_eq!(
        s.trial_games_of(last.expect("main")).await.expect("subs")[0].id,
        sub.id
    );
    let fin = Finish {
        winner: Some(Color::Black),
        reason: EndReason::Resignation,
    };
    s.finish_game(sub.id, sub.version, fin, &Fixed, None, 200)
        .await
        .expect("finish");
    assert_eq!(s.challenge_results(a).await.expect("apart"), (1, 1));
    assert_eq!(s.challenge_results(b).await.expect("apart"), (1, 1));
    let results = s.results(a).await.expect("results");
    let pools: Vec<(String, i64)> = results
        .iter()
        .map(|r| (r.pool.to_string(), r.wins))
        .collect();
    assert_eq!(
        pools,
        [
            ("tournament".to_string(), 1),
            ("tournament+potentials".to_string(), 2),
            ("ultimate".to_string(), 1),
            ("dvonn".to_string(), 1)
        ]
    );
    let board = s
        .leaderboard(
            GLOBAL,
            Pool::Potentials(Variant::Tournament).into(),
            10,
            400.0,
            0,
        )
        .await
        .expect("board");
    assert_eq!(board.len(), 2);
}

fn new_tournament(c: CommunityId, creator: PlayerId, max: Option<u32>) -> NewTournament {
    NewTournament {
        community: c,
        creator,
        format: TournamentFormat::Swiss,
        variant: "standard+potentials".parse().expect("variant"),
        rounds: Some(3),
        time_control: TimeControl::Minutes(10),
        starts_at: None,
        max_players: max,
        rated: true,
        now: 5,
    }
}

async fn tournament_players(s: &Store, n: usize) -> Vec<PlayerId> {
    let mut ids = Vec::new();
    for i in 0..n {
        let name = format!("p{i}");
        ids.push(
            s.ensure_player("console", &name, &name, 1)
                .await
                .expect("player")
                .id,
        );
    }
    ids
}

async fn tournaments_sign_up_join_and_leave(db: Db) {
    let s = db.open().await;
    let c = community(&s).await;
    let p = tournament_players(&s, 5).await;
    // Games take ids of their own: the first tournament is still T1.
    for _ in 0..2 {
        s.create_game(&new_game(c, Some(p[0]), Some(p[1]), None))
            .await
            .expect("game");
    }
    let t = s
        .create_tournament(&new_tournament(c, p[0], Some(3)), None)
        .await
        .expect("create")
        .row;
    assert_eq!(t.id.to_string(), "T1");
    assert_eq!(t.status, TournamentStatus::Signup);
    assert_eq!(t.format, TournamentFormat::Swiss);
    assert_eq!(t.variant.to_string(), "standard+potentials");
    assert_eq!(
        (t.rounds, t.max_players, t.current_round),
        (Some(3), Some(3), 0)
    );
    assert_eq!(t.time_control, TimeControl::Minutes(10));
    assert_eq!(s.tournament(t.id).await.expect("read"), Some(t.clone()));
    assert_eq!(
        s.tournament_by_slug(&t.slug).await.expect("read"),
        Some(t.clone())
    );
    assert_eq!(
        s.open_tournaments(c).await.expect("list"),
        std::slice::from_ref(&t)
    );

    let entrants: Vec<u32> = [
        s.join_tournament(t.id, p[1], 10).await.expect("join"),
        s.join_tournament(t.id, p[2], 11).await.expect("join"),
    ]
    .iter()
    .map(|j| j.entrant)
    .collect();
    assert_eq!(entrants, [1, 2]);
    assert!(matches!(
        s.join_tournament(t.id, p[1], 12).await,
        Err(TournamentError::AlreadyJoined(id)) if id == t.id
    ));
    s.join_tournament(t.id, p[3], 12).await.expect("join");
    assert!(matches!(
        s.join_tournament(t.id, p[4], 13).await,
        Err(TournamentError::Full { max: 3, .. })
    ));
    assert!(matches!(
        s.join_tournament(TournamentId(99), p[4], 13).await,
        Err(TournamentError::NotFound(TournamentId(99)))
    ));
    // Before the start, leaving frees the place; numbers are never reused.
    assert_eq!(
        s.leave_tournament(t.id, p[2], 14).await.expect("leave"),
        LeftTournament::Removed
    );
    assert!(matches!(
        s.leave_tournament(t.id, p[2], 14).await,
        Err(TournamentError::NotJoined(_))
    ));
    assert_eq!(
        s.join_tournament(t.id, p[4], 15)
            .await
            .expect("join")
            .entrant,
        4
    );

    let state = s
        .tournament_state(t.id)
        .await
        .expect("state")
        .expect("there");
    let listed: Vec<(PlayerId, u32)> = state
        .players
        .iter()
        .map(|x| (x.player, x.entrant))
        .collect();
    assert_eq!(listed, [(p[1], 1), (p[3], 3), (p[4], 4)]);
    let version = state.tournament.version;
    // A start on a stale version changes nothing.
    assert!(matches!(
        s.start_tournament(t.id, version - 1, &[]).await,
        Err(TournamentError::Conflict(_))
    ));
    let ratings = [(p[1], 1500), (p[3], 1620), (p[4], 1433)];
    let running = s
        .start_tournament(t.id, version, &ratings)
        .await
        .expect("start");
    assert_eq!(running.status, TournamentStatus::Running);
    assert!(matches!(
        s.join_tournament(t.id, p[2], 20).await,
        Err(TournamentError::NotInSignup {
            status: TournamentStatus::Running,
            ..
        })
    ));
    // During the event, leaving withdraws.
    assert_eq!(
        s.leave_tournament(t.id, p[3], 21).await.expect("leave"),
        LeftTournament::Withdrawn
    );
    assert!(matches!(
        s.leave_tournament(t.id, p[3], 22).await,
        Err(TournamentError::NotJoined(_))
    ));
    let state = s
        .tournament_state(t.id)
        .await
        .expect("state")
        .expect("there");
    let seen: Vec<(u32, Option<i32>, Option<i64>)> = state
        .players
        .iter()
        .map(|x| (x.entrant, x.rating, x.withdrawn_at))
        .collect();
    assert_eq!(
        seen,
        [
            (1, Some(1500), None),
            (3, Some(1620), Some(21)),
            (4, Some(1433), None)
        ]
    );
    assert_eq!(state.entrant_of(p[4]), Some(4));

    let cancelled = s
        .end_tournament(
            t.id,
            state.tournament.version,
            TournamentStatus::Cancelled,
            None,
            20,
        )
        .await
        .expect("cancel")
        .row;
    assert_eq!(cancelled.status, TournamentStatus::Cancelled);
    assert!(s.open_tournaments(c).await.expect("list").is_empty());
    assert!(matches!(
        s.leave_tournament(t.id, p[1], 30).await,
        Err(TournamentError::Ended {
            status: TournamentStatus::Cancelled,
            ..
        })
    ));
    assert!(matches!(
        s.end_tournament(
            t.id,
            cancelled.version,
            TournamentStatus::Finished,
            None,
            40
        )
        .await,
        Err(TournamentError::Ended { .. })
    ));
    // The next tournament has the next id of its own sequence.
    let next = s
        .create_tournament(&new_tournament(c, p[0], None), None)
        .await
        .expect("create")
        .row;
    assert_eq!(next.id, TournamentId(2));
}

/// A running tournament of three: its state.
async fn running_tournament(s: &Store) -> (TournamentRow, Vec<PlayerId>) {
    let c = community(s).await;
    let p = tournament_players(s, 3).await;
    let t = s
        .create_tournament(&new_tournament(c, p[0], None), None)
        .await
        .expect("create")
        .row;
    for &x in &p {
        s.join_tournament(t.id, x, 10).await.expect("join");
    }
    let v = s
        .tournament(t.id)
        .await
        .expect("read")
        .expect("there")
        .version;
    let t = s
        .start_tournament(t.id, v, &[(p[0], 1600), (p[1], 1500), (p[2], 1400)])
        .await
        .expect("start");
    (t, p)
}

async fn a_tournament_round_is_started_once(db: Db) {
    let s = db.open().await;
    let (t, p) = running_tournament(&s).await;
    let round1 = [
        NewBoard {
            white: 1,
            black: Some(2),
            outcome: None,
        },
        NewBoard {
            white: 3,
            black: None,
            outcome: None,
        },
    ];
    // A board naming no entrant fails the whole round: nothing is written.
    let stranger = NewBoard {
        white: 1,
        black: Some(9),
        outcome: None,
    };
    assert!(matches!(
        s.start_round(t.id, 1, t.version, &[round1[0], stranger])
            .await,
        Err(TournamentError::Store(_))
    ));
    let state = s
        .tournament_state(t.id)
        .await
        .expect("state")
        .expect("there");
    assert_eq!(
        (state.tournament.current_round, state.tournament.version),
        (0, t.version)
    );
    assert!(state.boards.is_empty());
    // Two instances pair round 1 at the same moment on the same version: one wins.
    let other = s.as_instance("other");
    let (a, b) = tokio::join!(
        s.start_round(t.id, 1, t.version, &round1),
        other.start_round(t.id, 1, t.version, &round1)
    );
    let started = match (a, b) {
        (Ok(r), Err(TournamentError::Conflict(_))) | (Err(TournamentError::Conflict(_)), Ok(r)) => {
            r
        }
        other => panic!("one start, one conflict: {other:?}"),
    };
    assert_eq!(started.current_round, 1);
    assert_eq!(started.version, t.version + 1);
    // A restart that paired on the old version again, or on the new one: still one round.
    for v in [t.version, started.version] {
        assert!(matches!(
            s.start_round(t.id, 1, v, &round1).await,
            Err(TournamentError::Conflict(_))
        ));
    }
    let state = s
        .tournament_state(t.id)
        .await
        .expect("state")
        .expect("there");
    assert_eq!(state.boards.len(), 2);
    assert!(state.boards[1].is_bye());
    assert!(!state.round_done());

    // A game for board 1 is linked in its own transaction; a second game for the same
    // board, or one for the bye, is refused and leaves no game behind.
    let c = community(&s).await;
    let on = |board| NewGame {
        tournament: Some(BoardRef {
            tournament: t.id,
            round: 1,
            board,
        }),
        ..new_game(c, Some(p[0]), Some(p[1]), None)
    };
    let g = s.create_game(&on(1)).await.expect("game").row.id;
    let games = s
        .games_with_status(GameStatus::Active)
        .await
        .expect("games")
        .len();
    for board in [1, 2, 3] {
        assert!(matches!(
            s.create_game(&on(board)).await,
            Err(StoreError::Conflict(_))
        ));
    }
    assert_eq!(
        s.games_with_status(GameStatus::Active)
            .await
            .expect("games")
            .len(),
        games
    );
    let (id, board) = s
        .tournament_board_of(g)
        .await
        .expect("lookup")
        .expect("a tournament game");
    assert_eq!(
        (id, board.round, board.board, board.game),
        (t.id, 1, 1, Some(g))
    );
    assert_eq!(board.outcome, None);

    // The game's end records its result on the board in the same transaction.
    let before = s
        .tournament(t.id)
        .await
        .expect("read")
        .expect("there")
        .version;
    let row = s.game(g).await.expect("read").expect("there");
    let fin = Finish {
        winner: Some(Color::Black),
        reason: EndReason::Resignation,
    };
    s.finish_game(g, row.version, fin, &Fixed, None, 50)
        .await
        .expect("finish");
    let after = s
        .tournament(t.id)
        .await
        .expect("read")
        .expect("there")
        .version;
    assert_eq!(after, before + 1);
    // Recording it again is no change; another outcome, or one for the bye, a conflict.
    assert!(!s
        .record_tournament_outcome(t.id, 1, 1, TournamentOutcome::BlackWon)
        .await
        .expect("again"));
    assert!(matches!(
        s.record_tournament_outcome(t.id, 1, 1, TournamentOutcome::WhiteWon)
            .await,
        Err(TournamentError::Conflict(_))
    ));
    assert!(matches!(
        s.record_tournament_outcome(t.id, 1, 2, TournamentOutcome::WhiteWon)
            .await,
        Err(TournamentError::Conflict(_))
    ));
    let state = s
        .tournament_state(t.id)
        .await
        .expect("state")
        .expect("there");
    assert!(state.round_done());
    assert_eq!(
        state.boards,
        [
            TournamentBoard {
                round: 1,
                board: 1,
                game: Some(g),
                white: 1,
                black: Some(2),
                outcome: Some(TournamentOutcome::BlackWon),
            },
            TournamentBoard {
                round: 1,
                board: 2,
                game: None,
                white: 3,
                black: None,
                outcome: None,
            },
        ]
    );
    // Round 2 on the version read with the results; a forfeit is known at once.
    let round2 = s
        .start_round(
            t.id,
            2,
            state.tournament.version,
            &[NewBoard {
                white: 2,
                black: Some(3),
                outcome: Some(TournamentOutcome::WhiteByForfeit),
            }],
        )
        .await
        .expect("round 2");
    assert_eq!(round2.current_round, 2);
    let added = s
        .add_boards(
            t.id,
            2,
            round2.version,
            &[NewBoard {
                white: 3,
                black: Some(2),
                outcome: None,
            }],
        )
        .await
        .expect("add");
    assert!(matches!(
        s.add_boards(t.id, 2, round2.version, &[]).await,
        Err(TournamentError::Conflict(_))
    ));
    let state = s
        .tournament_state(t.id)
        .await
        .expect("state")
        .expect("there");
    assert_eq!(state.tournament.version, added.version);
    let round: Vec<(u32, Option<TournamentOutcome>)> =
        state.round(2).map(|b| (b.board, b.outcome)).collect();
    assert_eq!(
        round,
        [(1, Some(TournamentOutcome::WhiteByForfeit)), (2, None)]
    );
}

async fn a_stored_tournament_value_that_does_not_read_names_its_row(db: Db) {
    let s = db.open().await;
    let (t, _) = running_tournament(&s).await;
    let board = NewBoard {
        white: 1,
        black: Some(2),
        outcome: None,
    };
    s.start_round(t.id, 1, t.version, &[board])
        .await
        .expect("round");
    let mut raw = db.raw().await;
    sqlx::query("UPDATE tournament_games SET outcome = 'resigned' WHERE tournament_id = $1")
        .bind(t.id.0)
        .execute(&mut raw)
        .await
        .expect("update");
    let e = s.tournament_state(t.id).await.expect_err("corrupt outcome");
    let text = e.to_string();
    assert!(
        matches!(
            e,
            TournamentError::Store(StoreError::Corrupt {
                column: "outcome",
                ..
            })
        ),
        "{text}"
    );
    assert!(
        text.contains("tournament T1 round 1 board 1") && text.contains("resigned"),
        "{text}"
    );
    sqlx::query("UPDATE tournaments SET format = 'blitz-arena' WHERE id = $1")
        .bind(t.id.0)
        .execute(&mut raw)
        .await
        .expect("update");
    let e = s.tournament(t.id).await.expect_err("corrupt format");
    let text = e.to_string();
    assert!(
        matches!(
            e,
            TournamentError::Store(StoreError::Corrupt {
                column: "format",
                ..
            })
        ),
        "{text}"
    );
    assert!(
        text.contains("tournament T1") && text.contains("blitz-arena"),
        "{text}"
    );
    // In a list it is left out (and logged); the others go on.
    let c = community(&s).await;
    let good = s
        .create_tournament(&new_tournament(c, t.creator_id, None), None)
        .await
        .expect("create")
        .row;
    assert_eq!(s.open_tournaments(c).await.expect("list"), [good]);
}

#[test]
fn tournament_words_round_trip() {
    for f in TournamentFormat::ALL {
        assert_eq!(f.to_string().parse::<TournamentFormat>(), Ok(f));
    }
    assert!("Swiss".parse::<TournamentFormat>().is_err());
    for o in [
        TournamentOutcome::WhiteWon,
        TournamentOutcome::BlackWon,
        TournamentOutcome::Draw,
        TournamentOutcome::WhiteByForfeit,
        TournamentOutcome::BlackByForfeit,
        TournamentOutcome::DoubleForfeit,
    ] {
        assert_eq!(o.to_string().parse::<TournamentOutcome>(), Ok(o));
    }
    for st in [
        TournamentStatus::Signup,
        TournamentStatus::Running,
        TournamentStatus::Finished,
        TournamentStatus::Cancelled,
    ] {
        assert_eq!(st.to_string().parse::<TournamentStatus>(), Ok(st));
    }
    for text in ["T3", "t3", "3", " T12 "] {
        let id: TournamentId = text.parse().expect("id");
        assert_eq!(id.to_string().parse::<TournamentId>(), Ok(id));
    }
    for bad in ["T", "T0", "T-1", "#3", "T3x", "TT3"] {
        assert!(bad.parse::<TournamentId>().is_err(), "{bad}");
    }
}

async fn tournament_posts_are_owed_with_their_writes(db: Db) {
    let s = db.open().await;
    let c = community(&s).await;
    let p = tournament_players(&s, 3).await;
    let post = |kind| NewPost {
        kind,
        cause: Cause::Command,
        mentions: vec![p[1]],
    };
    let made = s
        .create_tournament(
            &new_tournament(c, p[0], None),
            Some(&post(EventKind::TournamentCreated)),
        )
        .await
        .expect("create");
    let t = made.row;
    let owed = s.owed("console").await.expect("owed");
    assert_eq!(owed.len(), 1);
    assert_eq!(Some(owed[0].id), made.post);
    assert_eq!(
        (owed[0].subject, owed[0].version, owed[0].kind),
        (
            PostSubject::Tournament(t.id),
            0,
            EventKind::TournamentCreated
        )
    );
    assert_eq!(owed[0].mentions, [p[1]]);
    assert!(!owed[0].is_stale());
    assert!(s.owed("discord").await.expect("owed").is_empty());
    assert_eq!(s.owed_count(&["console"]).await.expect("count"), 1);
    assert_eq!(s.take_owed("console", 6).await.expect("take").len(), 1);
    s.delivered(owed[0].id).await.expect("delivered");

    for &x in &p {
        s.join_tournament(t.id, x, 10).await.expect("join");
    }
    let v = s
        .tournament(t.id)
        .await
        .expect("read")
        .expect("there")
        .version;
    let t = s
        .start_tournament(t.id, v, &[(p[0], 1600), (p[1], 1500), (p[2], 1400)])
        .await
        .expect("start");
    // Round 1 cannot be announced before it starts; once started, once.
    let round = post(EventKind::TournamentRound);
    assert_eq!(
        s.announce_round(t.id, 1, &round, 20).await.expect("early"),
        None
    );
    let t = s
        .start_round(
            t.id,
            1,
            t.version,
            &[NewBoard {
                white: 1,
                black: Some(2),
                outcome: Some(TournamentOutcome::WhiteByForfeit),
            }],
        )
        .await
        .expect("round 1");
    let announced = s
        .announce_round(t.id, 1, &round, 21)
        .await
        .expect("announce")
        .expect("first time");
    assert_eq!(announced.row.announced_round, 1);
    assert_eq!(announced.row.version, t.version + 1);
    assert_eq!(
        s.announce_round(t.id, 1, &round, 22).await.expect("again"),
        None
    );
    let owed = s
        .owed_post(announced.post.expect("post"))
        .await
        .expect("read")
        .expect("owed");
    assert_eq!(
        (owed.subject, owed.version, owed.kind),
        (PostSubject::Tournament(t.id), 1, EventKind::TournamentRound)
    );
    // Later writes to the tournament leave its posts current.
    let ended = s
        .end_tournament(
            t.id,
            announced.row.version,
            TournamentStatus::Finished,
            Some(&post(EventKind::TournamentOver)),
            30,
        )
        .await
        .expect("end");
    assert_eq!(ended.row.status, TournamentStatus::Finished);
    let owed = s.owed("console").await.expect("owed");
    assert_eq!(owed.len(), 2);
    assert!(owed.iter().all(|o| !o.is_stale()));
    assert_eq!(owed[1].kind, EventKind::TournamentOver);
    assert_eq!(owed[1].version, 1);
}
