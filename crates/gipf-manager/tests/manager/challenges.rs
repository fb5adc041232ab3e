//! The challenges option through the command language (COMMANDS.md, "Challenges"): a use
//! waits for the challenger, who alone answers; the dice are rolled and the outcome played
//! with the challenge, in one write; a second process holding the game before the challenge
//! cannot roll again; a restart keeps the rolls in the record; a trial is never taken back;
//! the agreed trial's reports; sub-games across a restart and across two instances, each the
//! game named after the potential (ZÈRTZ, DVONN, TZAAR for a TAMSK push, YINSH; basic GIPF
//! for PÜNCT, not hosted yet) played to its end; the variant words and trials the service
//! refuses.
//!
//! ~870 lines, one topic (the challenges option through the manager, every trial and every
//! namesake game), sharing the helpers that craft a position and play a sub-game out.

use std::sync::Arc;

use gipf_manager::*;
use gipf_store::NewGame;

use super::{ann_bob_and_room, say, Setup};

/// A manager on the setup's file whose dice roll `rolls` in order.
async fn with_dice(s: &Setup, rolls: &[u8]) -> Manager {
    let store = Store::open(&s.path).await.expect("store");
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    };
    let dice = Arc::new(ScriptedDice::new(rolls.iter().copied()));
    Manager::open_with_dice(store, config, s.clock.clone(), dice)
        .await
        .expect("manager")
}

/// COMBINING.md §10's first example with two attempts each: White (Ann) may use ZÈRTZ
/// (`Z:c3-f5`), Black (Bob) DVONN (`D:c5-c4`).
pub(super) const ZERTZ: &str = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/2 -";
/// The same with the `game` trial and one attempt each.
pub(super) const ZERTZ_GAME: &str =
    "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- game:1/1 -";
/// The same with the `agreed` trial.
const ZERTZ_AGREED: &str = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- agreed:2/2 -";

async fn zertz_game(m: &Manager) -> GameId {
    zertz_game_against(m, None).await
}

/// [`zertz_game`] with Black the AI at `level` when given.
async fn zertz_game_against(m: &Manager, level: Option<Level>) -> GameId {
    zertz_game_of(
        m,
        level,
        "standard+potentials+die2",
        ZERTZ,
        TimeControl::None,
    )
    .await
}

/// A game from `start`, Ann White, Black Bob or the AI at `level`.
pub(super) async fn zertz_game_of(
    m: &Manager,
    level: Option<Level>,
    variant: &str,
    start: &str,
    time_control: TimeControl,
) -> GameId {
    let (ann, bob, room) = ann_bob_and_room(m).await;
    let store = m.store();
    let bob = match level {
        Some(level) => {
            store
                .ensure_ai_player(level, "AI", 0)
                .await
                .expect("AI player")
                .id
        }
        None => bob,
    };
    store
        .create_game(&NewGame {
            community: room.id,
            variant: variant.parse().expect("variant"),
            white: Some(ann),
            black: Some(bob),
            status: GameStatus::Active,
            time_control,
            // Asked for, and refused by the store: games with challenges are unrated.
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

fn has(r: &Reply, text: &str) {
    assert!(r.markdown.contains(text), "{text:?} not in {}", r.markdown);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_use_challenged_and_decided_by_dice_once() {
    let s = Setup::new();
    let m = with_dice(&s, &[2, 5]).await;
    let id = zertz_game(&m).await;
    let row = m.store().game(id).await.expect("read").expect("game");
    assert!(!row.rated);
    assert_eq!(row.variant.to_string(), "standard+potentials+die2");
    let mut rx = m.subscribe();

    // Ann's use waits for Bob, who is asked and notified.
    let r = say(&m, "Ann", "Z:c3-f5").await;
    assert!(!r.private, "{}", r.markdown);
    has(&r, "White (@Ann) wants to use ZÈRTZ: `Z:c3-f5`. @Bob, challenge it or allow it? You have 2 of 2 attempts left; a challenge is decided by dice.");
    has(&r, "**Black**'s decision: challenge or allow White's `Z:c3-f5` (attempts left: White 2, Black 2; dice): @Bob.");
    has(&r, "w c 10/10 0/0 ss -/- die:2/2 Z:c3-f5");
    let mut notified = false;
    while let Ok(e) = rx.try_recv() {
        notified |= e.kind == EventKind::YourTurn && e.to.iter().any(|p| p.display_name == "Bob");
    }
    assert!(notified, "Bob is told it is his decision");

    // Only Bob answers, never with an outcome; his board has the two buttons, Ann's none.
    let r = say(&m, "Ann", "challenge").await;
    assert!(r.private, "{}", r.markdown);
    has(
        &r,
        "It is Black's decision: @Bob challenges or allows your `Z:c3-f5`.",
    );
    let r = say(&m, "Cyd", &format!("move allow #{}", id.0)).await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Bob", "won").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "Players never play `won` or `lost`");
    let r = say(&m, "Bob", "board").await;
    let contest = r
        .choices
        .iter()
        .find(|g| g.kind == ChoiceKind::Contest)
        .expect("Challenge and Allow buttons");
    let labels: Vec<&str> = contest.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["Challenge", "Allow"]);
    let r = say(&m, "Ann", "board").await;
    assert!(r.choices.is_empty());

    // A second process holds the game as it is now.
    let other = with_dice(&s, &[6, 1]).await;
    let r = say(&other, "Bob", "board").await;
    has(&r, "die:2/2 Z:c3-f5");

    // Bob challenges: White 2, Black 5, the use fails and Ann moves again.
    let r = say(&m, "Bob", "challenge").await;
    assert!(!r.private, "{}", r.markdown);
    has(&r, "@Bob challenges `Z:c3-f5` (1 attempt left). Dice: White 2, Black 5 — the use fails. White loses the ZÈRTZ potential on c3 and moves again, @Ann.");
    has(
        &r,
        "standard B3/1wwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:2/1 -",
    );

    // The other process cannot challenge again: no second roll.
    let r = say(&other, "Bob", "challenge").await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&other, "Ann", "history").await;
    has(&r, "Z:c3-f5 challenge lost {die w2 b5}");
    assert_eq!(r.markdown.matches("challenge").count(), 1, "{}", r.markdown);

    // A trial is never taken back.
    let r = say(&m, "Ann", "takeback").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "cannot be taken back");

    // After a restart the record keeps its rolls, and the game goes on: Bob's DVONN use is
    // allowed by Ann.
    drop((m, other));
    let m = with_dice(&s, &[]).await;
    let r = say(&m, "Ann", "history").await;
    has(&r, "Z:c3-f5 challenge lost {die w2 b5}");
    let r = say(&m, "Ann", "a1-b2").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "Bob", "D:c5-c4").await;
    has(
        &r,
        "@Ann, challenge it or allow it? You have 2 of 2 attempts left",
    );
    let r = say(&m, "Ann", "allow").await;
    assert!(!r.private, "{}", r.markdown);
    has(&r, "@Ann allows `D:c5-c4`.");
    has(&r, "die:2/1 -");
}

/// The AI answers at stage c by itself (a challenge rolled at once, or the use allowed),
/// and the game goes on to Ann.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_challenges_or_allows_by_itself() {
    let s = Setup::new();
    let m = with_dice(&s, &[2, 5]).await;
    let id = zertz_game_against(&m, Some(Level::Beginner)).await;
    let r = say(&m, "Ann", "Z:c3-f5").await;
    assert!(!r.private, "{}", r.markdown);
    m.ai_idle().await;
    let r = say(&m, "Ann", "history").await;
    let challenged = r.markdown.contains("Z:c3-f5 challenge lost {die w2 b5}");
    let allowed = r.markdown.contains("Z:c3-f5 allow");
    assert!(challenged || allowed, "{}", r.markdown);
    let row = m.store().game(id).await.expect("read").expect("game");
    let p: gipf_rules::Position = row.position.parse().expect("position");
    // Challenged, Ann moves again; allowed, Black's turn came and the AI played it (perhaps
    // a use of its own, which Ann answers).
    assert_eq!(p.decider(), Some(gipf_rules::Color::White), "{p}");
    assert!(
        matches!(
            p.stage(),
            gipf_rules::Stage::Push | gipf_rules::Stage::Challenge
        ),
        "{p}"
    );
}

/// The `agreed` trial: both players asked to report; a move refused meanwhile; a stranger's
/// report refused; one report, then two that disagree, then a changed report that agrees
/// and plays the outcome; after a restart, a second challenge with a single report that
/// stands when the reports' time runs out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agreed_trial_decided_by_the_reports_or_by_the_clock() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = zertz_game_of(
        &m,
        None,
        "standard+potentials+agreed2",
        ZERTZ_AGREED,
        "1d".parse().expect("1d"),
    )
    .await;
    let mut rx = m.subscribe();
    say(&m, "Ann", "Z:c3-f5").await;
    let r = say(&m, "Bob", "challenge").await;
    assert!(!r.private, "{}", r.markdown);
    has(&r, "@Bob challenges `Z:c3-f5`. Play the game you agreed on, then both report your own result: `report win`, `report draw` or `report loss`.");
    has(&r, "Waiting for the reports of @Ann and @Bob.");
    let mut told = false;
    while let Ok(e) = rx.try_recv() {
        told |= e.kind == EventKind::YourTurn && e.to.iter().any(|p| p.display_name == "Ann");
    }
    assert!(told, "Ann is asked to report too");
    let row = m.store().game(id).await.expect("read").expect("game");
    assert!(row.deadline.is_some(), "the reports are timed");
    // Both players get the three buttons; a stranger none.
    for who in ["Ann", "Bob"] {
        let r = say(&m, who, &format!("board #{}", id.0)).await;
        let g = r
            .choices
            .iter()
            .find(|g| g.kind == ChoiceKind::Contest)
            .unwrap_or_else(|| panic!("{who}: no report buttons"));
        let labels: Vec<&str> = g.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["I won", "Draw", "I lost"]);
    }
    let r = say(&m, "Cyd", &format!("board #{}", id.0)).await;
    assert!(r.choices.is_empty());
    let r = say(&m, "Ann", "a1-b2").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "Report the result of your agreed game first");
    // Nor is the challenge taken back while its trial waits.
    let r = say(&m, "Ann", "takeback").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "cannot be taken back");
    let r = say(&m, "Cyd", &format!("report win #{}", id.0)).await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "report win").await;
    has(&r, "@Ann reports: `win`. Waiting for @Bob.");
    let r = say(&m, "Bob", "report win").await;
    has(
        &r,
        "The reports disagree (@Ann: `win`, @Bob: `win`): report again.",
    );
    // Bob's button: from his side, a loss.
    let r = say(&m, "Bob", &format!("board #{}", id.0)).await;
    let lost = r
        .choices
        .iter()
        .flat_map(|g| g.choices.iter())
        .find(|c| c.label == "I lost")
        .expect("I lost")
        .id
        .clone();
    let r = m.handle(&super::ctx("Bob"), Command::Choose(lost)).await;
    assert!(!r.private, "{}", r.markdown);
    has(
        &r,
        "By the reports, White won the agreed game, so `Z:c3-f5` stands.",
    );
    has(&r, "agreed:2/1 -");
    let r = say(&m, "Ann", "report draw").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "Nothing to report in #1");

    // After a restart: Bob's DVONN use, challenged by Ann, who alone reports.
    drop(m);
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "history").await;
    has(&r, "Z:c3-f5 challenge won {agreed win}");
    say(&m, "Bob", "D:c5-c4").await;
    say(&m, "Ann", "challenge").await;
    let r = say(&m, "Ann", "report win").await;
    has(&r, "@Ann reports: `win`. Waiting for @Bob.");
    s.clock.advance(86_400_001);
    assert!(m.run_due().await >= 1);
    let r = say(&m, "Bob", "history").await;
    has(&r, "D:c5-c4 challenge lost {agreed loss}");
    let r = say(&m, "Bob", "board").await;
    has(
        &r,
        "By the reports, Black lost the agreed game, so `D:c5-c4` fails.",
    );
    has(&r, "agreed:1/1 -");
}

/// Waits until `game`'s board reaches the adapters after a change nobody asked for (a
/// sub-game's result played into its main game).
pub(super) async fn board_posted(
    rx: &mut tokio::sync::broadcast::Receiver<Event>,
    game: GameId,
) -> Reply {
    loop {
        let e = rx.recv().await.expect("events");
        if e.reply.game == Some(game) && e.kind == EventKind::YourTurn {
            return e.reply;
        }
    }
}

/// The `game` trial: the challenge of a ZÈRTZ use opens a sub-game of ZÈRTZ (the user the
/// first player, unrated, the main game's clock stopped); the main game refuses moves
/// meanwhile; the sub-game's end (a resignation) plays `won` into the main game. A sub-game that ended just before a stop
/// has its result played once by the restart. The main game's end stops a running sub-game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sub_game_decides_a_challenge_across_a_restart() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let main = zertz_game_of(
        &m,
        None,
        "standard+potentials+game1",
        ZERTZ_GAME,
        "1d".parse().expect("1d"),
    )
    .await;
    let mut rx = m.subscribe();
    say(&m, "Ann", "Z:c3-f5").await;
    let r = say(&m, "Bob", "challenge").await;
    assert!(!r.private, "{}", r.markdown);
    let subs = m.store().trial_games_of(main).await.expect("sub-games");
    assert_eq!(subs.len(), 1);
    let sub = &subs[0];
    has(&r, &format!("@Bob challenges `Z:c3-f5`. Game {} decides: ZÈRTZ, @Ann first (the user), @Bob second; if @Ann wins or draws, the use stands. Game {main} waits.", sub.id));
    assert_eq!(sub.variant.to_string(), "zertz");
    assert!(!sub.rated);
    let row = m.store().game(main).await.expect("read").expect("main");
    assert_eq!(row.deadline, None, "the main game's clock stops");
    assert!(sub.deadline.is_some(), "the sub-game has its own clock");
    let ann = m
        .store()
        .player_by_user("console", "ann")
        .await
        .expect("read")
        .expect("Ann");
    assert_eq!(sub.white_id, Some(ann.id), "the user is White");
    let first = board_posted(&mut rx, sub.id).await;
    has(
        &first,
        &format!("This game decides a challenge in game {main}: if the first player (the user) wins or draws, the use stands."),
    );
    let r = say(&m, "Ann", "games").await;
    has(&r, &format!("(waiting for {}, ZÈRTZ)", sub.id));
    has(&r, &format!("(decides a challenge in {main})"));
    let r = say(&m, "Ann", &format!("move a1-b2 {main}")).await;
    assert!(r.private, "{}", r.markdown);
    has(
        &r,
        &format!(
            "Game {} decides the challenge first: play it there.",
            sub.id
        ),
    );
    // Bob resigns the sub-game: White won, the use stands.
    let r = say(&m, "Bob", &format!("resign {}", sub.id)).await;
    assert!(!r.private, "{}", r.markdown);
    let board = board_posted(&mut rx, main).await;
    has(
        &board,
        &format!(
            "{} (ZÈRTZ) is over: the first player, the user, won it, so White's `Z:c3-f5` stands.",
            sub.id
        ),
    );
    has(&board, "game:1/0 -");
    let r = say(&m, "Ann", &format!("history {main}")).await;
    has(&r, &format!("Z:c3-f5 challenge won {{game {}}}", sub.id));
    let row = m.store().game(main).await.expect("read").expect("main");
    assert!(row.deadline.is_some(), "the main game's clock runs again");
    // The sub-game counts apart, in no pool.
    let r = say(&m, "Bob", "stats").await;
    has(
        &r,
        "With challenges (unrated, sub-games included): 0 won, 1 lost",
    );
    assert!(!r.markdown.contains("zertz:"), "{}", r.markdown);

    // Bob's DVONN use, challenged by Ann: a second sub-game, which ends (Ann resigns it)
    // just before a stop: written by the store alone, as if the process died then.
    say(&m, "Bob", &format!("move D:c5-c4 {main}")).await;
    say(&m, "Ann", &format!("move challenge {main}")).await;
    let subs = m.store().trial_games_of(main).await.expect("sub-games");
    assert_eq!(subs.len(), 2);
    let second = subs[1].clone();
    // Bob is the user: White in DVONN.
    assert_eq!(second.variant.to_string(), "dvonn");
    assert_eq!(second.white_id, subs[0].black_id);
    drop(m);
    let store = Store::open(&s.path).await.expect("store");
    store
        .finish_game(
            second.id,
            second.version,
            gipf_store::Finish {
                winner: Some(gipf_rules::Color::White),
                reason: EndReason::Resignation,
            },
            &Glicko2,
            None,
            1,
        )
        .await
        .expect("the sub-game's end");
    store.close().await;
    for _ in 0..2 {
        let m = s.manager(false).await;
        let r = say(&m, "Ann", &format!("history {main}")).await;
        has(&r, &format!("D:c5-c4 challenge won {{game {}}}", second.id));
        assert_eq!(r.markdown.matches("{game ").count(), 2, "{}", r.markdown);
    }

    // A main game that ends while its sub-game runs stops the sub-game.
    let m = s.manager(false).await;
    let mut changes = m.changes();
    let third = zertz_game_of(
        &m,
        None,
        "standard+potentials+game1",
        ZERTZ_GAME,
        TimeControl::None,
    )
    .await;
    say(&m, "Ann", &format!("move Z:c3-f5 {third}")).await;
    say(&m, "Bob", &format!("move challenge {third}")).await;
    let sub = m.store().trial_games_of(third).await.expect("sub-games")[0].clone();
    let r = say(&m, "Bob", &format!("resign {third}")).await;
    assert!(!r.private, "{}", r.markdown);
    loop {
        let c = changes.recv().await.expect("changes");
        if c.what == Watched::Game(sub.id) && c.version > sub.version {
            break;
        }
    }
    let row = m.store().game(sub.id).await.expect("read").expect("sub");
    assert_eq!(row.status, GameStatus::Cancelled);
}

/// Two instances on one database: the challenge opens the sub-game on one, the sub-game ends
/// on the other; both then hold the main game decided, once, and it goes on from either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sub_game_ended_on_another_instance_decides_the_main_game_once() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let main = zertz_game_of(
        &m,
        None,
        "standard+potentials+game1",
        ZERTZ_GAME,
        TimeControl::None,
    )
    .await;
    say(&m, "Ann", "Z:c3-f5").await;
    // The other instance holds the game as it is now, waiting for the challenger.
    let other = s.manager(false).await;
    let r = say(&other, "Bob", &format!("board {main}")).await;
    has(&r, "game:1/1 Z:c3-f5");
    let r = say(&m, "Bob", "challenge").await;
    assert!(!r.private, "{}", r.markdown);
    let sub = m.store().trial_games_of(main).await.expect("sub-games")[0].clone();
    // A move in the main game waits for the sub-game on the other instance too.
    let r = say(&other, "Ann", &format!("move a1-b2 {main}")).await;
    assert!(r.private, "{}", r.markdown);
    has(&r, &format!("Game {} decides the challenge first", sub.id));
    // The sub-game ends on the other instance: Bob resigns it, White won, the use stands,
    // which that instance plays into the main game (and posts).
    let mut rx = other.subscribe();
    let r = say(&other, "Bob", &format!("resign {}", sub.id)).await;
    assert!(!r.private, "{}", r.markdown);
    let board = board_posted(&mut rx, main).await;
    has(&board, "game:1/0 -");
    for instance in [&m, &other] {
        let r = say(instance, "Ann", &format!("history {main}")).await;
        has(&r, &format!("Z:c3-f5 challenge won {{game {}}}", sub.id));
        assert_eq!(r.markdown.matches("{game ").count(), 1, "{}", r.markdown);
    }
    // The main game goes on from the first instance, then from the other.
    let r = say(&m, "Bob", &format!("move D:c5-c4 {main}")).await;
    assert!(!r.private, "{}", r.markdown);
    has(&r, "@Ann, challenge it or allow it?");
    let r = say(&other, "Ann", &format!("move allow {main}")).await;
    assert!(!r.private, "{}", r.markdown);
    has(&r, "@Ann allows `D:c5-c4`.");
    has(&r, "game:1/0 -");
}

/// Against the AI the sub-game is against the AI too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_ai_its_sub_game_is_against_the_ai() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let main = zertz_game_of(
        &m,
        Some(Level::Beginner),
        "standard+potentials+game1",
        ZERTZ_GAME,
        TimeControl::None,
    )
    .await;
    say(&m, "Ann", "Z:c3-f5").await;
    m.ai_idle().await;
    let subs = m.store().trial_games_of(main).await.expect("sub-games");
    let r = say(&m, "Ann", &format!("history {main}")).await;
    if r.markdown.contains("Z:c3-f5 allow") {
        assert!(subs.is_empty());
        return;
    }
    assert_eq!(subs.len(), 1, "{}", r.markdown);
    let sub = &subs[0];
    let row = m.store().game(main).await.expect("read").expect("main");
    assert_eq!(sub.black_id, row.black_id, "the AI plays Black");
    // A game of ZÈRTZ, which the AI plays too: Ann places a marble; the AI answers there.
    assert_eq!(sub.variant.to_string(), "zertz");
    let p: gipf_games::AnyPosition = sub.position.parse().expect("position");
    let action = gipf_game::Game::legal_actions(&p)[0].to_string();
    say(&m, "Ann", &format!("move {action} {}", sub.id)).await;
    m.ai_idle().await;
    let sub = m.store().game(sub.id).await.expect("read").expect("sub");
    assert!(sub.ply >= 2, "the AI answered: ply {}", sub.ply);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn variant_words_and_trials_the_service_refuses() {
    let s = Setup::new();
    let m = s.manager(false).await;
    // `challenge` alone where no use waits: the command that names a user was meant.
    let r = say(&m, "Ann", "challenge").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "needs a user");
    let r = say(&m, "Ann", "challenge bob standard+die2").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "standard+potentials+die2");
    for bad in [
        "ultimate+die0",
        "ultimate+dice2",
        "standard+potentials+die10",
    ] {
        let r = say(&m, "Ann", &format!("open {bad}")).await;
        assert!(r.private, "{bad}: {}", r.markdown);
    }
    let r = say(&m, "Ann", "ai master ultimate+agreed2").await;
    assert!(r.private, "{}", r.markdown);
    has(
        &r,
        "The AI cannot play a game outside the bot: choose `die` or `game`, as in ultimate+die2.",
    );
    let r = say(&m, "Ann", "tournament create swiss ultimate+die2").await;
    assert!(r.private, "{}", r.markdown);
    has(&r, "without challenges");
    // Offered: a challenge with dice, unrated.
    let r = say(&m, "Ann", "challenge bob ultimate+die3 white").await;
    assert!(!r.private, "{}", r.markdown);
    let id = r.game.expect("game");
    say(&m, "Bob", "accept").await;
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.variant.to_string(), "ultimate+die3");
    assert!(!row.rated);
    assert!(row.position.ends_with(" die:3/3 -"), "{}", row.position);
    let r = say(&m, "Ann", "rules challenges").await;
    has(&r, "**Challenges**");
    has(&r, "A ZÈRTZ use is decided by ZÈRTZ, a YINSH use by YINSH, a DVONN use by DVONN, a PÜNCT use by PÜNCT, and a TAMSK push by TZAAR from a random start");
    // Every kind's game is hosted: no kind falls back to basic GIPF.
    assert!(!r.markdown.contains("basic GIPF instead"), "{}", r.markdown);
}

/// Plays the sub-game `sub` on to its end (or until it has `until` decisions) by a scripted
/// line: its n-th decision is the `(n * mult + off) % len`-th of its legal actions, typed by
/// `white` (the user: White, the first player) or `black`. Returns its decisions so far.
async fn play_line(
    m: &Manager,
    sub: GameId,
    [white, black]: [&str; 2],
    (mult, off): (usize, usize),
    until: Option<usize>,
) -> usize {
    loop {
        let row = m.store().game(sub).await.expect("read").expect("sub");
        let n = m.store().actions(sub).await.expect("actions").len();
        if row.status != GameStatus::Active || until == Some(n) {
            return n;
        }
        assert!(n < 600, "no end of {sub} in 600 decisions");
        let p: gipf_games::AnyPosition = row.position.parse().expect("position");
        let legal = gipf_game::Game::legal_actions(&p);
        let action = legal[(n * mult + off) % legal.len()].to_string();
        let who = match gipf_game::Game::decider(&p) {
            Some(gipf_game::Side::First) => white,
            _ => black,
        };
        let r = say(m, who, &format!("move {action} #{}", sub.0)).await;
        assert!(!r.private, "{action}: {}", r.markdown);
    }
}

/// The main game's position as stored.
async fn main_position(m: &Manager, main: GameId) -> String {
    m.store()
        .game(main)
        .await
        .expect("read")
        .expect("main")
        .position
}

/// A ZÈRTZ use, a DVONN use and a TAMSK push, each challenged in one game with two attempts
/// each, each decided by its namesake game played to its end: ZÈRTZ (Ann, the user, first;
/// the bot restarted in the middle of it) won by Ann, the use stands; DVONN (Bob, the user,
/// White) drawn, which keeps the use; TZAAR from a random start, whichever wins decides. The
/// main game goes on from the right position each time; every post names the game that
/// decides.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_use_is_decided_by_its_namesake_game_played_to_its_end() {
    /// Ann may use ZÈRTZ (`Z:c3-f5`), Bob DVONN (`D:c5-c4`), and Ann's TAMSK-loaded piece
    /// on e4 arrives on e5 with her push `e1-e2`.
    const THREE: &str = "standard B3/1wZwbD1/2b3/bbwTW3/6/5/B2W w p 10/10 0/0 ss -/- game:2/2 -";
    let s = Setup::new();
    let m = s.manager(false).await;
    let main = zertz_game_of(
        &m,
        None,
        "standard+potentials+game2",
        THREE,
        "1d".parse().expect("1d"),
    )
    .await;
    let id = |g: GameId| format!("#{}", g.0);

    // ZÈRTZ: decided by a game of ZÈRTZ, Ann first.
    let r = say(&m, "Ann", "Z:c3-f5").await;
    has(&r, "a challenge is decided by a game of ZÈRTZ.");
    let r = say(&m, "Bob", "challenge").await;
    assert!(!r.private, "{}", r.markdown);
    let subs = m.store().trial_games_of(main).await.expect("sub-games");
    let zertz = subs[0].clone();
    assert_eq!(zertz.variant.to_string(), "zertz");
    assert!(!zertz.rated);
    has(&r, &format!("@Bob challenges `Z:c3-f5`. Game {} decides: ZÈRTZ, @Ann first (the user), @Bob second; if @Ann wins or draws, the use stands. Game {} waits.", id(zertz.id), id(main)));
    assert!(!r.markdown.contains("basic GIPF"), "{}", r.markdown);
    // The waiting game's board and `games` say which game decides.
    let r = say(&m, "Bob", &format!("board {}", id(main))).await;
    has(&r, &format!("Game {} decides: ZÈRTZ", id(zertz.id)));
    let r = say(&m, "Ann", "games").await;
    has(&r, &format!("(waiting for {}, ZÈRTZ)", id(zertz.id)));
    has(&r, &format!("(decides a challenge in {})", id(main)));
    let r = say(&m, "Ann", &format!("board {}", id(zertz.id))).await;
    has(
        &r,
        "if the first player (the user) wins or draws, the use stands.",
    );
    // Half of it, a restart, the rest: the first player (Ann) wins.
    let line = (7, 113);
    let n = play_line(&m, zertz.id, ["Ann", "Bob"], line, Some(6)).await;
    assert_eq!(n, 6);
    drop(m);
    let m = s.manager(false).await;
    let mut rx = m.subscribe();
    let r = say(&m, "Ann", &format!("move a1-b2 {}", id(main))).await;
    has(
        &r,
        &format!("Game {} decides the challenge first", id(zertz.id)),
    );
    play_line(&m, zertz.id, ["Ann", "Bob"], line, None).await;
    let done = m.store().game(zertz.id).await.expect("read").expect("sub");
    assert_eq!(done.status, GameStatus::Finished);
    assert_eq!(
        done.winner,
        Some(gipf_rules::Color::White),
        "the first player won"
    );
    let board = board_posted(&mut rx, main).await;
    has(
        &board,
        &format!(
            "{} (ZÈRTZ) is over: the first player, the user, won it, so White's `Z:c3-f5` stands.",
            id(zertz.id)
        ),
    );
    assert_eq!(
        main_position(&m, main).await,
        "standard B3/1wwbD1/2b3/bbwTW3/3wz2/5/B2W b p 10/10 0/0 ss -/- game:2/1 -"
    );

    // DVONN: Bob's use, Ann challenges; Bob, the user, is White; a draw keeps the use.
    let r = say(&m, "Bob", &format!("move D:c5-c4 {}", id(main))).await;
    has(&r, "a challenge is decided by a game of DVONN.");
    let r = say(&m, "Ann", &format!("move challenge {}", id(main))).await;
    assert!(!r.private, "{}", r.markdown);
    let dvonn = m.store().trial_games_of(main).await.expect("sub-games")[1].clone();
    assert_eq!(dvonn.variant.to_string(), "dvonn");
    assert_eq!(dvonn.white_id, zertz.black_id, "Bob, the user, is White");
    has(&r, &format!("@Ann challenges `D:c5-c4`. Game {} decides: DVONN, @Bob White (the user), @Ann Black; if @Bob wins or draws, the use stands. Game {} waits.", id(dvonn.id), id(main)));
    let r = say(&m, "Ann", "games").await;
    has(&r, &format!("(waiting for {}, DVONN)", id(dvonn.id)));
    let mut rx = m.subscribe();
    play_line(&m, dvonn.id, ["Bob", "Ann"], (3, 8), None).await;
    let done = m.store().game(dvonn.id).await.expect("read").expect("sub");
    assert_eq!(done.status, GameStatus::Finished);
    assert_eq!(done.winner, None, "a draw");
    assert!(!done.rated);
    let board = board_posted(&mut rx, main).await;
    has(
        &board,
        &format!(
            "{} (DVONN) is over: a draw, so Black's `D:c5-c4` stands.",
            id(dvonn.id)
        ),
    );
    assert_eq!(
        main_position(&m, main).await,
        "standard B3/1w(wbd)b1/2b3/bbwTW3/3wz2/5/B2W w p 10/10 0/0 ss -/- game:1/1 -"
    );

    // TZAAR for the TAMSK push, from a random start: whoever wins it decides.
    let r = say(&m, "Ann", &format!("move e1-e2 {}", id(main))).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "Ann", &format!("move T:e9-e8 {}", id(main))).await;
    has(&r, "a challenge is decided by a game of TZAAR.");
    let r = say(&m, "Bob", &format!("move challenge {}", id(main))).await;
    assert!(!r.private, "{}", r.markdown);
    let tzaar = m.store().trial_games_of(main).await.expect("sub-games")[2].clone();
    assert_eq!(tzaar.variant.to_string(), "tzaar");
    assert_ne!(
        tzaar.start_position,
        gipf_games::AnyVariant::Tzaar(gipf_games::TzaarSetup::Fixed)
            .start(|_| 0)
            .to_string(),
        "a random start"
    );
    assert_eq!(tzaar.white_id, zertz.white_id, "Ann, the user, is White");
    has(&r, &format!("@Bob challenges `T:e9-e8`. Game {} decides: TZAAR, @Ann White (the user), @Bob Black; if @Ann wins or draws, the use stands. Game {} waits.", id(tzaar.id), id(main)));
    let mut rx = m.subscribe();
    play_line(&m, tzaar.id, ["Ann", "Bob"], (7, 0), None).await;
    let done = m.store().game(tzaar.id).await.expect("read").expect("sub");
    assert_eq!(done.status, GameStatus::Finished);
    let board = board_posted(&mut rx, main).await;
    let (outcome, after) = match done.winner {
        Some(gipf_rules::Color::White) => (
            "won",
            "standard B3/1w(wbd)b1/2b3/wbbwW1wt/3wz2/5/B2W b p 9/10 0/0 ss -/- game:1/0 -",
        ),
        _ => (
            "lost",
            "standard B3/1w(wbd)b1/2b3/wbbwW2/3wz2/5/B2W b p 9/10 0/0 ss -/- game:1/0 -",
        ),
    };
    has(&board, &format!("{} (TZAAR) is over: ", id(tzaar.id)));
    assert_eq!(main_position(&m, main).await, after);

    // One comment per challenge, after a restart too; the main game goes on.
    drop(m);
    let m = s.manager(false).await;
    let r = say(&m, "Ann", &format!("history {}", id(main))).await;
    has(
        &r,
        &format!("Z:c3-f5 challenge won {{game {}}}", id(zertz.id)),
    );
    has(
        &r,
        &format!("D:c5-c4 challenge won {{game {}}}", id(dvonn.id)),
    );
    has(
        &r,
        &format!("T:e9-e8 challenge {outcome} {{game {}}}", id(tzaar.id)),
    );
    assert_eq!(r.markdown.matches("{game ").count(), 3, "{}", r.markdown);
    let p: gipf_rules::Position = after.parse().expect("position");
    let next = p.legal_actions()[0].to_string();
    let r = say(&m, "Bob", &format!("move {next} {}", id(main))).await;
    assert!(!r.private, "{}", r.markdown);
    assert_ne!(main_position(&m, main).await, after);
    let row = m.store().game(main).await.expect("read").expect("main");
    assert!(row.deadline.is_some(), "the main game's clock runs again");
}

/// A YINSH use decided by YINSH (drawn: the use stands); a PÜNCT use by PÜNCT (the user
/// resigns it: the use fails, and he moves again).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn yinsh_decides_a_yinsh_use_and_punct_a_punct_use() {
    /// Ann may use YINSH (`Y:c3-e3`), Bob PÜNCT (`P:c5-d5`, onto Ann's GIPF piece).
    const YP: &str = "standard B3/1wYwbP1/2bW2/3W3/6/5/B2W w p 10/10 0/0 ss -/- game:2/2 -";
    let s = Setup::new();
    let m = s.manager(false).await;
    let main = zertz_game_of(&m, None, "standard+potentials+game2", YP, TimeControl::None).await;
    let id = |g: GameId| format!("#{}", g.0);
    say(&m, "Ann", "Y:c3-e3").await;
    let r = say(&m, "Bob", "challenge").await;
    let yinsh = m.store().trial_games_of(main).await.expect("sub-games")[0].clone();
    assert_eq!(yinsh.variant.to_string(), "yinsh");
    has(&r, &format!("@Bob challenges `Y:c3-e3`. Game {} decides: YINSH, @Ann White (the user), @Bob Black; if @Ann wins or draws, the use stands. Game {} waits.", id(yinsh.id), id(main)));
    let mut rx = m.subscribe();
    play_line(&m, yinsh.id, ["Ann", "Bob"], (7, 0), None).await;
    let done = m.store().game(yinsh.id).await.expect("read").expect("sub");
    assert_eq!((done.status, done.winner), (GameStatus::Finished, None));
    let board = board_posted(&mut rx, main).await;
    has(
        &board,
        &format!(
            "{} (YINSH) is over: a draw, so White's `Y:c3-e3` stands.",
            id(yinsh.id)
        ),
    );
    assert_eq!(
        main_position(&m, main).await,
        "standard B3/1wwbP1/2bW2/1wy1W3/6/5/B2W b p 10/10 0/0 ss -/- game:2/1 -"
    );

    // PÜNCT: a game of PÜNCT decides (the standard rules, from the empty board).
    let r = say(&m, "Bob", &format!("move P:c5-d5 {}", id(main))).await;
    has(&r, "a challenge is decided by a game of PÜNCT.");
    let r = say(&m, "Ann", &format!("move challenge {}", id(main))).await;
    let punct = m.store().trial_games_of(main).await.expect("sub-games")[1].clone();
    assert_eq!(punct.variant.to_string(), "punct");
    assert_eq!(punct.start_position, "punct - w 0");
    has(&r, &format!("@Ann challenges `P:c5-d5`. Game {} decides: PÜNCT, @Bob White (the user), @Ann Black; if @Bob wins or draws, the use stands. Game {} waits.", id(punct.id), id(main)));
    assert!(!r.markdown.contains("basic GIPF"), "{}", r.markdown);
    let r = say(&m, "Ann", "games").await;
    has(&r, &format!("(waiting for {}, PÜNCT)", id(punct.id)));
    let mut rx = m.subscribe();
    let r = say(&m, "Bob", &format!("resign {}", id(punct.id))).await;
    assert!(!r.private, "{}", r.markdown);
    let board = board_posted(&mut rx, main).await;
    has(
        &board,
        &format!(
            "{} (PÜNCT) is over: Black, the challenger, won it, so Black's `P:c5-d5` fails.",
            id(punct.id)
        ),
    );
    assert_eq!(
        main_position(&m, main).await,
        "standard B3/1wwb1/2bW2/1wy1W3/6/5/B2W b p 10/10 0/0 ss -/- game:1/1 -"
    );
    let r = say(&m, "Bob", &format!("move a1-b2 {}", id(main))).await;
    assert!(!r.private, "{}", r.markdown);
}
