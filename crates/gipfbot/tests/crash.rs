//! The real `gipfbot run` against the Discord stand-in, under load, killed with SIGKILL in
//! the middle of it and restarted: every move a player saw acknowledged is in the database,
//! every board owed is posted once, and a final SIGTERM leaves nothing owed. Prints its
//! figures (moves, kills, posts owed at each restart, duplicates).

#[path = "../../gipf-discord/tests/standin/mod.rs"]
#[allow(dead_code)]
mod standin;

use std::collections::HashMap;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use gipf_manager::{GameId, Store};
use gipf_rules::Position;
use serde_json::json;
use standin::{Call, Interaction, Standin, User, CHANNEL, GUILD};

const PLAYERS: usize = 8;
const ROUNDS: usize = 10;
/// The rounds in which the bot is killed once half of the moves were answered.
const KILLS: [usize; 3] = [2, 5, 8];

fn spawn_bot(dir: &Path, starts: usize) -> Child {
    let log = std::fs::File::create(dir.join(format!("bot-{starts}.log"))).expect("log");
    Command::new(env!("CARGO_BIN_EXE_gipfbot"))
        .current_dir(dir)
        .args(["--config", "gipfbot.toml", "run"])
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("gipfbot runs")
}

async fn up(s: &Standin, starts: usize, from: usize) {
    s.wait_identified(starts).await;
    s.wait(from, "the commands' registration", |c| {
        c.path.ends_with("/commands")
    })
    .await;
}

/// A message the bot made (not an edit), and where.
fn made_in(c: &Call) -> Option<u64> {
    if c.method != axum::http::Method::POST {
        return None;
    }
    c.message.as_ref()?["channel_id"].as_str()?.parse().ok()
}

/// The position a board shows.
fn shown(c: &Call) -> Option<String> {
    let text = c.content();
    let start = text.find("Position: `")? + "Position: `".len();
    let len = text[start..].find('`')?;
    Some(text[start..start + len].to_string())
}

fn is_answer(c: &Call, i: &Interaction) -> bool {
    c.message.is_some()
        && (c.path == i.callback() || (c.path.starts_with(&i.webhook()) && c.method == "POST"))
}

struct Game {
    user: User,
    thread: u64,
    id: GameId,
}

/// Waits until the game's board for its stored position is in its thread, with the
/// player to decide (the AI's decision, if pending, made first).
async fn settle(s: &Standin, store: &Store, g: &Game) -> Position {
    loop {
        let from = s.len();
        let row = store.game(g.id).await.expect("read").expect("game");
        let p: Position = row.position.parse().expect("stored position");
        let human_decides = p.decider() == Some(gipf_rules::Color::White);
        if human_decides {
            let want = row.position.clone();
            s.wait(0, "the board of the stored position", |c| {
                made_in(c) == Some(g.thread) && shown(c).as_deref() == Some(want.as_str())
            })
            .await;
            return p;
        }
        // The AI decides: its board comes.
        s.wait(from, "the AI's board", |c| made_in(c) == Some(g.thread))
            .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_under_load_it_loses_and_repeats_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    std::fs::write(
        dir.path().join("gipfbot.toml"),
        format!(
            "[database]\npath = \"db.sqlite\"\n\
             [game]\nai_concurrency = 2\n\
             [images]\n[limits]\ncommands_per_minute = 10000\n\
             [log]\nlevel = \"warn\"\n[web]\nlisten = \"\"\n\
             [discord]\ntoken = \"stand-in\"\nguild = {GUILD}\nshards = 1\nthreads = true\napi_url = \"{}\"\n",
            s.url
        ),
    )
    .expect("config");
    let db = dir.path().join("db.sqlite");
    let mut starts = 1;
    let mut bot = spawn_bot(dir.path(), starts);
    up(&s, starts, 0).await;

    // Each player starts a game against the AI (White: the player moves first).
    let users: Vec<User> = (0..PLAYERS)
        .map(|i| User {
            id: 300_000_000_000_000_000 + i as u64,
            name: Box::leak(format!("p{i}").into_boxed_str()),
        })
        .collect();
    let store = Store::open(&db).await.expect("store");
    let mut games = Vec::new();
    for &user in &users {
        let from = s.len();
        let i = s.slash_ai(user, CHANNEL, "beginner", "white");
        s.wait(from, "the game's start", |c| is_answer(c, &i)).await;
        let (_, board) = s
            .wait(from, "the first board", |c| {
                made_in(c).is_some_and(|ch| ch != CHANNEL) && shown(c).is_some()
            })
            .await;
        let thread = made_in(&board).expect("thread");
        let id = store
            .places()
            .game_in_thread("discord", &thread.to_string())
            .await
            .expect("read")
            .expect("the thread's game");
        games.push(Game { user, thread, id });
    }

    let mut acknowledged: Vec<(GameId, String)> = Vec::new();
    let mut owed_at_restart = Vec::new();
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    for round in 0..ROUNDS {
        let mut sent = Vec::new();
        let from = s.len();
        for g in &games {
            let p = settle(&s, &store, g).await;
            let legal = p.legal_actions();
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let action = legal[(rng % legal.len() as u64) as usize].to_string();
            let i = s.slash(
                g.user,
                g.thread,
                "move",
                json!([{"name": "action", "type": 3, "value": action}]),
                &[],
            );
            sent.push((g.id, action, i));
        }
        let answered =
            |s: &Standin, i: &Interaction| s.calls().iter().skip(from).any(|c| is_answer(c, i));
        if KILLS.contains(&round) {
            // Half of the moves answered: the rest, their AI decisions and boards are
            // somewhere between the database and Discord.
            for (_, _, i) in sent.iter().take(PLAYERS / 2) {
                s.wait(from, "an answer", |c| is_answer(c, i)).await;
            }
            bot.kill().expect("SIGKILL");
            bot.wait().expect("dead");
            for (id, action, i) in &sent {
                if answered(&s, i) {
                    acknowledged.push((*id, action.clone()));
                }
            }
            owed_at_restart.push(store.owed_count(&["discord"]).await.expect("count"));
            starts += 1;
            let from = s.len();
            bot = spawn_bot(dir.path(), starts);
            up(&s, starts, from).await;
        } else {
            for (id, action, i) in &sent {
                s.wait(from, "the move's answer", |c| is_answer(c, i)).await;
                acknowledged.push((*id, action.clone()));
            }
        }
    }
    for g in &games {
        settle(&s, &store, g).await;
    }
    // A clean stop: nothing owed is left.
    let pid = bot.id().to_string();
    let term = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(term.success());
    let status = bot.wait().expect("stopped");
    assert!(status.success(), "{status}");
    let owed_at_end = store.owed_count(&["discord"]).await.expect("count");

    // Every acknowledged move is stored; every AI move was shown once.
    let mut moves = 0;
    let mut ai_moves = 0;
    let mut duplicates = 0;
    let mut nonces: HashMap<String, usize> = HashMap::new();
    for c in s.calls().iter().filter(|c| made_in(c).is_some()) {
        if let Some(n) = c.body["nonce"].as_str() {
            *nonces.entry(n.to_string()).or_default() += 1;
        }
    }
    let nonce_duplicates: usize = nonces.values().map(|n| n - 1).sum();
    for g in &games {
        let actions = store.actions(g.id).await.expect("actions");
        moves += actions.len();
        let stored: Vec<&str> = actions.iter().map(|a| a.notation.as_str()).collect();
        let mine: Vec<&String> = acknowledged
            .iter()
            .filter(|(id, _)| *id == g.id)
            .map(|(_, a)| a)
            .collect();
        for action in &mine {
            assert!(
                stored.contains(&action.as_str()),
                "game {}: the acknowledged {action} is not stored: {stored:?}",
                g.id
            );
        }
        let row = store.game(g.id).await.expect("read").expect("game");
        let start: Position = row.start_position.parse().expect("start");
        // No more acknowledgements than the player's (White's) decisions: a turn of his is
        // a push and, when it makes a row, the removals that follow it.
        let mut q = start.clone();
        let mut his = 0;
        for a in &actions {
            his += usize::from(q.decider() == Some(gipf_rules::Color::White));
            q.play(q.parse_action(&a.notation).expect("stored action"))
                .expect("legal");
        }
        assert!(mine.len() <= his, "{mine:?} {stored:?}");
        let mut p = start;
        let mut shown_count: HashMap<String, usize> = HashMap::new();
        for c in s.calls().iter().filter(|c| made_in(c) == Some(g.thread)) {
            if let Some(pos) = shown(c) {
                *shown_count.entry(pos).or_default() += 1;
            }
        }
        duplicates += shown_count.values().map(|n| n - 1).sum::<usize>();
        for a in &actions {
            let by_ai = p.decider() == Some(gipf_rules::Color::Black);
            p.play(p.parse_action(&a.notation).expect("stored action"))
                .expect("legal");
            // The AI's decisions are shown once it is the player's turn again (or over).
            if by_ai && p.decider() != Some(gipf_rules::Color::Black) {
                ai_moves += 1;
                assert!(
                    shown_count.contains_key(&p.to_string()),
                    "game {}: the AI's {} was never shown",
                    g.id,
                    a.notation
                );
            }
        }
    }
    println!(
        "load with kills: {PLAYERS} games, {moves} moves stored ({ai_moves} by the AI), {} acknowledged to players, {} kills, posts owed at each restart {owed_at_restart:?}, owed after SIGTERM {owed_at_end}, boards shown twice {duplicates} (by nonce {nonce_duplicates})",
        acknowledged.len(),
        KILLS.len()
    );
    assert_eq!(owed_at_end, 0, "a clean stop leaves nothing owed");
    assert_eq!(nonce_duplicates, 0, "a post sent again shows once");
    store.close().await;
}

fn write_config(dir: &Path, s: &Standin, shards: &str) {
    std::fs::write(
        dir.join("gipfbot.toml"),
        format!(
            "[database]\npath = \"db.sqlite\"\n[log]\nlevel = \"info\"\n[web]\nlisten = \"\"\n\
             [discord]\ntoken = \"stand-in\"\nguild = {GUILD}\nshards = \"{shards}\"\napi_url = \"{}\"\n",
            s.url
        ),
    )
    .expect("config");
}

/// Waits (without polling) for the process to end, at most `within`.
async fn exit_within(bot: Child, within: std::time::Duration) -> std::process::ExitStatus {
    let mut bot = bot;
    let pid = bot.id();
    let waited = tokio::task::spawn_blocking(move || bot.wait());
    match tokio::time::timeout(within, waited).await {
        Ok(status) => status.expect("join").expect("wait"),
        Err(_) => {
            let _ = Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status();
            panic!("gipfbot did not exit within {within:?}");
        }
    }
}

fn sigterm(bot: &Child) {
    let term = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .expect("kill");
    assert!(term.success());
}

/// A process whose shards Discord refuses (the stand-in runs one shard, the process asks
/// for shards of two) says why and ends with a non-zero exit, instead of retrying in
/// silence.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_shard_range_ends_the_process_with_an_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    write_config(dir.path(), &s, "0-1/2");
    let bot = spawn_bot(dir.path(), 1);
    let status = exit_within(bot, std::time::Duration::from_secs(60)).await;
    assert!(!status.success(), "{status}");
    let log = std::fs::read_to_string(dir.path().join("bot-1.log")).expect("log");
    assert!(
        log.contains("4010") && log.contains("discord.shards"),
        "{log}"
    );
    assert_eq!(s.gateway().refused, vec![(0, 2)], "one attempt");
}

/// SIGTERM ends the process within its grace period (10 s for the work, 2 s for the
/// shards' connections) however its shard stands: here another process took the shard
/// over (a rolling restart that overlapped). Both stop, and each closes its connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_ends_a_process_whose_shard_was_taken_over() {
    let (old_dir, new_dir) = (
        tempfile::tempdir().expect("temp dir"),
        tempfile::tempdir().expect("temp dir"),
    );
    let s = Standin::start().await;
    write_config(old_dir.path(), &s, "0/1");
    write_config(new_dir.path(), &s, "0/1");
    let old = spawn_bot(old_dir.path(), 1);
    s.wait_identified(1).await;
    let new = spawn_bot(new_dir.path(), 1);
    s.wait_identified(2).await;
    for bot in [old, new] {
        let t = std::time::Instant::now();
        sigterm(&bot);
        let status = exit_within(bot, std::time::Duration::from_secs(15)).await;
        assert!(status.success(), "{status}");
        assert!(
            t.elapsed() < std::time::Duration::from_secs(14),
            "{:?}",
            t.elapsed()
        );
    }
    s.wait_gateway("every connection closed", |g| g.connected.is_empty())
        .await;
}
