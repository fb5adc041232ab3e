//! The real Discord adapter against a local Discord stand-in (REST + gateway on loopback):
//! users' slash commands, autocompletion and clicks go in as INTERACTION_CREATE events,
//! and every answer of the bot is checked as Discord would receive it (one topic: a test per
//! user journey). This file holds the harness every journey shares (the bot on a stand-in,
//! `test_config`, `Bot::start_with`, the waits) and the journeys that grew with it; a new
//! journey goes into a module of its own under `discord/`, as `direct` and the others
//! (~1480 lines: the harness and the first journeys, command registration within Discord's
//! budget among them).
//!
//! `GIPF_TRANSCRIPT=dir` writes each game's transcript and board images there.
//! ~1480 lines: the harness and the first journeys; newer journeys (DVONN's among them) are
//! modules under `discord/`, in this one test binary.

mod standin;

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::http::Method;
use gipf_discord::DiscordConfig;
use gipf_manager::{Config, Limits, Manager, Secret, Store, SystemClock};
use serde_json::{json, Value};
use standin::{
    shard_of, Call, Interaction, Stall, Standin, User, ALICE, APP, BOB, CAROL, CHANNEL, GUILD,
};

struct Bot {
    task: tokio::task::JoinHandle<()>,
    manager: Manager,
}

/// The adapter's warnings show with a failing test (RUST_LOG for more).
fn init_logs() {
    use tracing_subscriber::layer::SubscriberExt as _;
    use tracing_subscriber::util::SubscriberInitExt as _;
    let filter: tracing_subscriber::filter::Targets = std::env::var("RUST_LOG")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            tracing_subscriber::filter::Targets::new().with_default(tracing::Level::WARN)
        });
    let _ = tracing_subscriber::registry()
        .with(tracing_subscriber::fmt::layer().with_test_writer())
        .with(filter)
        .try_init();
}

/// The manager's config in these tests.
fn test_config() -> Config {
    // Players here click as fast as a program can: no per-minute limit.
    Config {
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    }
}

async fn open_manager(db: &Path) -> Manager {
    open_manager_with(db, test_config()).await
}

async fn open_manager_with(db: &Path, config: Config) -> Manager {
    init_logs();
    let store = Store::open(db).await.expect("store");
    Manager::open(store, config, Arc::new(SystemClock))
        .await
        .expect("manager")
}

fn adapter_config(s: &Standin, shards: gipf_discord::Shards) -> DiscordConfig {
    DiscordConfig {
        token: Secret::new("stand-in-token"),
        guild: Some(GUILD),
        shards,
        threads: true,
        api_url: Some(s.url.clone()),
    }
}

impl Bot {
    /// `shards`: `None` asks the stand-in how many (as for Discord's recommendation).
    async fn start(s: &Standin, db: &Path, starts: usize, shards: Option<u32>) -> Bot {
        Bot::start_with(s, db, starts, shards, test_config()).await
    }

    async fn start_with(
        s: &Standin,
        db: &Path,
        starts: usize,
        shards: Option<u32>,
        config: Config,
    ) -> Bot {
        let manager = open_manager_with(db, config).await;
        let config = adapter_config(
            s,
            shards.map_or(gipf_discord::Shards::Auto, gipf_discord::Shards::All),
        );
        let from = s.len();
        let adapter = gipf_discord::run(manager.clone(), config);
        let task = tokio::spawn(async move {
            if let Err(e) = adapter.await {
                panic!("the adapter stopped: {e}");
            }
        });
        // As `gipfbot run` does: the background work starts once the adapter listens.
        manager.resume_ai().await.expect("resume");
        s.wait_identified(starts).await;
        s.wait(from, "the commands' registration", |c| {
            c.method == Method::PUT && c.path.ends_with("/commands")
        })
        .await;
        Bot { task, manager }
    }

    async fn stop(self) {
        self.task.abort();
        let _ = self.task.await;
        self.manager.store().close().await;
    }
}

/// One process of several sharing the shards (and the database): its adapter runs until
/// stopped as `gipfbot run` stops it, and says how it ended.
struct Instance {
    manager: Manager,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), gipf_discord::DiscordError>>,
}

impl Instance {
    /// Starts one with `shards` as written in the config (`"1/2"`); does not wait.
    async fn start(s: &Standin, db: &Path, shards: &str) -> Instance {
        let manager = open_manager(db).await;
        let config = adapter_config(s, shards.parse().expect("a valid shards setting"));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let adapter = gipf_discord::run_until(manager.clone(), config, async move {
            let _ = stopped.await;
        });
        let task = tokio::spawn(adapter);
        manager.resume_ai().await.expect("resume");
        Instance {
            manager,
            stop: Some(stop),
            task,
        }
    }

    /// How the adapter ended (without being told to stop).
    async fn ended(&mut self) -> Result<(), gipf_discord::DiscordError> {
        (&mut self.task).await.expect("the adapter's task")
    }

    /// Stops it as SIGTERM does; returns how long the adapter took.
    async fn stop(mut self) -> Duration {
        let t = std::time::Instant::now();
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let ended = (&mut self.task).await.expect("the adapter's task");
        let took = t.elapsed();
        assert!(ended.is_ok(), "a stopped adapter ends well: {ended:?}");
        self.manager.store().close().await;
        took
    }
}

fn is_answer(c: &Call, i: &Interaction) -> bool {
    c.path == i.callback() || (c.path.starts_with(&i.webhook()) && c.method == Method::POST)
}

/// The message an interaction's answer created (callback type 4, or a follow-up).
async fn answer(s: &Standin, from: usize, i: &Interaction, what: &str) -> Call {
    s.wait(from, what, |c| is_answer(c, i) && c.message.is_some())
        .await
        .1
}

/// A board posted as a normal channel message (or a command's answer) after `from`.
async fn next_board(s: &Standin, from: usize, what: &str) -> (usize, Call) {
    s.wait(from, what, |c| {
        c.method == Method::POST && c.png().is_some() && !c.ephemeral()
    })
    .await
}

fn id_of(m: &Value) -> u64 {
    m["id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .expect("message id")
}

fn channel_of(m: &Value) -> u64 {
    m["channel_id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .expect("channel id")
}

/// Checks what a person sees of a board: a real PNG at the configured size, a text, and
/// the decider mentioned (and allowed to be pinged) when it is someone's turn.
fn check_board(c: &Call, decider: Option<User>) {
    let png = c.png().expect("a PNG attachment");
    assert_eq!(&png.bytes[..8], b"\x89PNG\r\n\x1a\n", "{}", png.name);
    let width = u32::from_be_bytes(png.bytes[16..20].try_into().expect("IHDR"));
    let height = u32::from_be_bytes(png.bytes[20..24].try_into().expect("IHDR"));
    assert_eq!((width, height), (840, 640));
    assert!(png.name.starts_with("gipf-"), "{}", png.name);
    assert!(!c.content().is_empty());
    if let Some(u) = decider {
        assert!(
            c.content().starts_with(&format!("<@{}>", u.id)),
            "{}",
            c.content()
        );
        let allowed = &c.data()["allowed_mentions"]["users"];
        assert!(
            allowed
                .as_array()
                .is_some_and(|a| a.iter().any(|x| x == &json!(u.id.to_string()))),
            "{allowed}"
        );
    }
}

/// Who the board asks to decide (its first mention), among `players`.
fn decider_of(c: &Call, players: &[User]) -> Option<User> {
    players
        .iter()
        .copied()
        .find(|u| c.content().starts_with(&format!("<@{}>", u.id)))
}

struct Transcript {
    dir: Option<std::path::PathBuf>,
    text: String,
    n: usize,
    /// How long each interaction waited for its answer (the callback).
    latencies: Vec<Duration>,
}

impl Transcript {
    fn new(name: &str) -> Transcript {
        let dir = std::env::var_os("GIPF_TRANSCRIPT").map(|d| Path::new(&d).join(name));
        if let Some(d) = &dir {
            std::fs::create_dir_all(d).expect("transcript dir");
        }
        Transcript {
            dir,
            text: String::new(),
            n: 0,
            latencies: Vec::new(),
        }
    }

    /// Discord's limit: an answer within 3 s of the interaction.
    fn answered(&mut self, d: Duration) {
        assert!(d < Duration::from_secs(3), "answered after {d:?}");
        self.latencies.push(d);
    }

    fn user(&mut self, who: User, what: &str) {
        self.text.push_str(&format!("{}: {what}\n", who.name));
    }

    fn bot(&mut self, c: &Call) {
        self.n += 1;
        let eph = if c.ephemeral() { " (only you)" } else { "" };
        let labels: Vec<String> = c.choices().into_iter().map(|(_, l)| l).collect();
        self.text.push_str(&format!("bot{eph}: {}\n", c.content()));
        if !labels.is_empty() {
            self.text
                .push_str(&format!("   [{}]\n", labels.join("] [")));
        }
        if let (Some(d), Some(png)) = (&self.dir, c.png()) {
            let name = format!("{:03}-{}", self.n, png.name);
            std::fs::write(d.join(&name), &png.bytes).expect("write png");
            self.text.push_str(&format!("   (image {name})\n"));
        }
    }
}

impl Drop for Transcript {
    fn drop(&mut self) {
        // Printed with --nocapture; not asserted on (shared machines are noisy).
        let mut l = self.latencies.clone();
        l.sort();
        if let (Some(max), false) = (l.last(), l.is_empty()) {
            println!(
                "interactions answered: {} (median {:?}, max {max:?})",
                l.len(),
                l[l.len() / 2]
            );
        }
        if let Some(d) = &self.dir {
            let _ = std::fs::write(d.join("transcript.txt"), &self.text);
        }
    }
}

/// Plays the decision on `board` as `who`: through the dot menu and a direction button,
/// or a numbered removal button; or, `typed`, with `/gipf move` and its autocompletion.
/// Returns the next board and the index of its call.
/// `n` varies the choice (the n-th option, modulo their number).
async fn play(
    s: &Standin,
    t: &mut Transcript,
    who: User,
    board: &Call,
    typed: bool,
    n: usize,
) -> (usize, Call) {
    let msg = board.message.clone().expect("board message");
    let channel = channel_of(&msg);
    let from = s.len();
    if typed {
        let ac = s.autocomplete(
            who,
            channel,
            "move",
            json!([{"name": "action", "type": 3, "value": "", "focused": true}]),
        );
        let (_, c) = s
            .wait(from, "autocompletion", |c| c.path == ac.callback())
            .await;
        assert_eq!(c.body["type"], 8, "{}", c.body);
        let choices = c.body["data"]["choices"]
            .as_array()
            .expect("choices")
            .clone();
        assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
        // Typing narrows the list to what starts with it.
        let pick = choices[n * 7 % choices.len()]["value"]
            .as_str()
            .expect("value")
            .to_string();
        let prefix: String = pick.chars().take(2).collect();
        let ac2 = s.autocomplete(
            who,
            channel,
            "move",
            json!([{"name": "action", "type": 3, "value": prefix, "focused": true}]),
        );
        let (_, c2) = s
            .wait(from, "narrowed autocompletion", |c| {
                c.path == ac2.callback()
            })
            .await;
        for ch in c2.body["data"]["choices"].as_array().expect("choices") {
            let v = ch["value"].as_str().unwrap_or("").to_ascii_lowercase();
            assert!(
                v.starts_with(&prefix.to_ascii_lowercase()),
                "{v} for {prefix}"
            );
        }
        t.user(who, &format!("/gipf move action:{pick}"));
        let i = s.slash(
            who,
            channel,
            "move",
            json!([{"name": "action", "type": 3, "value": pick}]),
            &[],
        );
        let (n, c) = s
            .wait(from, "the move's answer", |c| {
                is_answer(c, &i) && c.message.is_some()
            })
            .await;
        assert!(
            c.png().is_some(),
            "a typed move in the thread is answered with the board: {}",
            c.body
        );
        t.answered(c.at.duration_since(i.sent));
        t.bot(&c);
        return (n, c);
    }
    let choices = board.choices();
    assert!(
        !choices.is_empty(),
        "a board to decide on has choices: {}",
        board.body
    );
    if board.has_menu() {
        let (dot, label) = choices[n * 7 % choices.len()].clone();
        t.user(who, &format!("(menu) {label}"));
        let i = s.click(who, &msg, &dot);
        let (_, ack) = s
            .wait(from, "the click's acknowledgement", |c| {
                c.path == i.callback()
            })
            .await;
        assert_eq!(ack.body["type"], 6);
        t.answered(ack.at.duration_since(i.sent));
        let dirs = answer(s, from, &i, "the direction buttons").await;
        assert!(dirs.ephemeral(), "directions are for the mover only");
        t.bot(&dirs);
        let dirs_choices = dirs.choices();
        assert!(!dirs_choices.is_empty(), "a direction");
        let (dir, label) = dirs_choices[n % dirs_choices.len()].clone();
        t.user(who, &format!("[{label}]"));
        let dir_msg = dirs.message.clone().expect("message");
        let from = s.len();
        let i = s.click(who, &dir_msg, &dir);
        let (n, c) = next_board(s, from, "the board after a push").await;
        // The direction buttons are closed.
        s.wait(from, "the direction buttons closed", |c| {
            c.method == Method::PATCH && c.path == format!("{}/messages/@original", i.webhook())
        })
        .await;
        t.bot(&c);
        (n, c)
    } else {
        let (id, label) = choices[n % choices.len()].clone();
        t.user(who, &format!("[{label}]"));
        let i = s.click(who, &msg, &id);
        let (n, c) = next_board(s, from, "the board after a removal").await;
        let _ = i;
        t.bot(&c);
        (n, c)
    }
}

/// A stranger and the player whose turn it is not both try the board: both get a private
/// answer, nothing is posted.
async fn intruders(s: &Standin, board: &Call, waiting: User) {
    let msg = board.message.clone().expect("message");
    let (choice, _) = board.choices()[0].clone();
    for who in [waiting, CAROL] {
        let from = s.len();
        let i = s.click(who, &msg, &choice);
        let c = answer(s, from, &i, "the intruder's answer").await;
        assert!(c.ephemeral(), "{}", c.body);
        let text = c.content().to_ascii_lowercase();
        assert!(
            text.contains("not playing") || text.contains("wait for"),
            "{text}"
        );
        assert!(
            s.calls()[from..].iter().all(|c| c.png().is_none()),
            "nothing posted"
        );
    }
}

/// The stand-in refuses a command over Discord's budget as Discord does (400, Invalid Form
/// Body), counting the longest translation of each field: the same command fits without
/// its long translations.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_over_discords_budget_is_refused_with_400() {
    use poise::serenity_prelude as serenity;
    let s = Standin::start().await;
    let http = serenity::HttpBuilder::new("stand-in-token")
        .proxy(s.url.trim_end_matches('/'))
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(serenity::ApplicationId::new(APP));
    let command = |translated: bool| {
        let mut c = serenity::CreateCommand::new("big").description("d".repeat(100));
        for i in 0..25 {
            let mut o = serenity::CreateCommandOption::new(
                serenity::CommandOptionType::String,
                format!("o{i}"),
                "x".repeat(100),
            );
            for k in 0..2 {
                let (name, value) = (format!("choice{i:02}{k:02}"), format!("value{i:02}{k:02}"));
                o = if translated {
                    // 10 characters in English, 60 in German: 60 count.
                    o.add_string_choice_localized(name, value, [("de", "z".repeat(60))])
                } else {
                    o.add_string_choice(name, value)
                };
            }
            c = c.add_option(o);
        }
        c
    };
    // 103 + 25 × (2 or 3 + 100 + 2 × 20) = 3,688 characters: accepted.
    serenity::GuildId::new(GUILD)
        .set_commands(&http, vec![command(false)])
        .await
        .expect("a command within the budget is registered");
    // With the German names, 25 × 2 × 50 more: refused as a whole.
    let refused = serenity::GuildId::new(GUILD)
        .set_commands(&http, vec![command(true)])
        .await
        .expect_err("over the budget");
    match refused {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            assert_eq!(r.status_code.as_u16(), 400);
            assert_eq!(r.error.code, 50035);
        }
        other => panic!("not Discord's refusal: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_between_two_users_through_buttons_and_typed_moves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &dir.path().join("db.sqlite"), 1, Some(1)).await;
    let mut t = Transcript::new("human-game");

    // The command tree: a command per topic, each within Discord's budget of 4000
    // characters counted with the longest translation of each field (the stand-in refuses
    // the registration otherwise, as Discord does), move and variants autocompleted.
    let cmd = s.registered();
    assert_eq!(cmd["name"], "gipf");
    let all = s.registered_all();
    let subs = |name: &str| -> Vec<String> {
        let c = all
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name}"));
        c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["type"] == 1)
            .filter_map(|o| o["name"].as_str().map(String::from))
            .collect()
    };
    assert_eq!(
        subs("gipf"),
        [
            "challenge",
            "open",
            "accept",
            "decline",
            "cancel",
            "ai",
            "move",
            "board",
            "resign",
            "takeback",
            "claim",
            "rematch",
            "games",
            "history"
        ]
    );
    assert_eq!(
        subs("gipf-info"),
        ["help", "rules", "levels", "leaderboard", "stats"]
    );
    assert_eq!(
        subs("gipf-settings"),
        ["language", "notify", "confirm", "vacation", "settings"]
    );
    assert_eq!(subs("gipf-study"), ["review", "analyse", "puzzle", "learn"]);
    // Tournaments: a command of its own, with its options and no subcommands.
    assert!(subs("gipf-tournament").is_empty());
    let names: Vec<&str> = all.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "gipf",
            "gipf-info",
            "gipf-settings",
            "gipf-tournament",
            "gipf-study"
        ]
    );
    for c in &all {
        assert!(
            standin::command_size(c) <= standin::COMMAND_BUDGET,
            "{}",
            c["name"]
        );
    }
    // Every language of locales/ describes the commands, their options and choices.
    for (locale, cmd) in ["cs", "ru", "nl", "de", "fr"]
        .into_iter()
        .flat_map(|l| all.iter().map(move |c| (l, c)))
    {
        assert!(
            cmd["description_localizations"][locale].is_string(),
            "{locale}"
        );
        for sub in cmd["options"].as_array().expect("subcommands") {
            assert!(
                sub["description_localizations"][locale].is_string(),
                "{sub}"
            );
            for opt in sub["options"].as_array().into_iter().flatten() {
                assert!(
                    opt["description_localizations"][locale].is_string(),
                    "{opt}"
                );
                for c in opt["choices"].as_array().into_iter().flatten() {
                    assert!(c["name_localizations"][locale].is_string(), "{c}");
                }
            }
        }
    }
    let mv = cmd["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "move"))
        .expect("move");
    assert_eq!(mv["options"][0]["autocomplete"], true);
    let challenge = cmd["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "challenge"))
        .expect("challenge");
    let variant = challenge["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "variant"))
        .expect("variant");
    assert_eq!(variant["autocomplete"], true);
    assert!(
        variant["choices"].as_array().is_none_or(|c| c.is_empty()),
        "{variant}"
    );

    // Alice challenges Bob in the channel: a public message with Accept and Decline.
    let from = s.len();
    t.user(ALICE, "/gipf challenge user:@bob variant:basic");
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([{"name": "user", "type": 6, "value": BOB.id.to_string()}, {"name": "variant", "type": 3, "value": "basic"}]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(!ch.ephemeral());
    assert!(
        ch.content().starts_with(&format!("<@{}>", BOB.id)),
        "{}",
        ch.content()
    );
    let labels: Vec<String> = ch.choices().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["Accept", "Decline"]);

    // Carol cannot accept it; Bob can, by the button.
    let ch_msg = ch.message.clone().expect("message");
    let accept = ch.choices()[0].0.clone();
    let from = s.len();
    let i = s.click(CAROL, &ch_msg, &accept);
    let c = answer(&s, from, &i, "Carol's answer").await;
    assert!(c.ephemeral(), "{}", c.body);
    let from = s.len();
    t.user(BOB, "[Accept]");
    s.click(BOB, &ch_msg, &accept);
    let (_, mut board) = next_board(&s, from, "the first board").await;
    t.bot(&board);
    // The game got its own thread; the channel is told where.
    let thread = channel_of(board.message.as_ref().expect("message"));
    assert_ne!(thread, CHANNEL);
    let (_, note) = s
        .wait(from, "the thread announcement", |c| {
            c.content().contains(&format!("<#{thread}>"))
        })
        .await;
    assert!(!note.ephemeral());
    // The challenge's buttons are gone.
    s.wait(from, "the challenge's buttons cleared", |c| {
        c.method == Method::PATCH
            && c.path.ends_with(&format!("/messages/{}", id_of(&ch_msg)))
            && c.body["components"] == json!([])
    })
    .await;

    let players = [ALICE, BOB];
    let mut decisions = 0;
    let mut checked_intruders = false;
    loop {
        if board
            .choices()
            .iter()
            .any(|(id, _)| id.ends_with(":rematch"))
        {
            break;
        }
        let who = decider_of(&board, &players).expect("a decider is mentioned");
        check_board(&board, Some(who));
        if !checked_intruders {
            let other = if who.id == ALICE.id { BOB } else { ALICE };
            intruders(&s, &board, other).await;
            checked_intruders = true;
        }
        let previous = board.message.clone().expect("message");
        let from = s.len();
        board = play(&s, &mut t, who, &board, decisions % 3 == 2, decisions)
            .await
            .1;
        decisions += 1;
        assert_eq!(
            channel_of(board.message.as_ref().expect("m")),
            thread,
            "boards stay in the thread"
        );
        // Only the newest board has buttons.
        s.wait(from, "the old board's buttons cleared", |c| {
            c.method == Method::PATCH
                && c.path.ends_with(&format!("/messages/{}", id_of(&previous)))
        })
        .await;
        assert!(decisions < 300, "the game does not end");
    }
    check_board(&board, None);
    assert!(decisions >= 10, "{decisions} decisions");
    let text = board.content().to_ascii_lowercase();
    assert!(text.contains("wins") || text.contains("won"), "{text}");

    // The record is there, in official notation.
    let from = s.len();
    let i = s.slash(ALICE, thread, "history", json!([]), &[]);
    let h = answer(&s, from, &i, "the history").await;
    t.bot(&h);
    assert!(
        h.content().contains(&format!("{decisions} decisions")),
        "{}",
        h.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_ai_answers_within_3_s_while_it_thinks() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    // No permission to create threads here: games go in the channel.
    s.threads_allowed
        .store(false, std::sync::atomic::Ordering::SeqCst);
    let bot = Bot::start(&s, &dir.path().join("db.sqlite"), 1, None).await;
    let mut t = Transcript::new("ai-game");
    let from = s.len();
    t.user(ALICE, "/gipf ai level:master colour:white");
    let i = s.slash_ai(ALICE, CHANNEL, "master", "white");
    assert!(
        s.calls().iter().any(|c| c.path == "/api/v10/gateway/bot"),
        "automatic sharding asks Discord for the shard count"
    );
    let first = answer(&s, from, &i, "the first board").await;
    t.bot(&first);
    check_board(&first, Some(ALICE));
    assert_eq!(channel_of(first.message.as_ref().expect("m")), CHANNEL);
    let mut board = first;
    for n in 0..3 {
        let from = s.len();
        let typed = n == 1;
        let (n, mine) = play(&s, &mut t, ALICE, &board, typed, n).await;
        assert!(mine.content().contains("thinking"), "{}", mine.content());
        // The AI (master: up to ~2 s) answers in a message of its own, after the
        // acknowledgement of the move and the board of the move.
        let (_, ai) = next_board(&s, n + 1, "the AI's move").await;
        let ack = s.calls()[from..]
            .iter()
            .find(|c| c.path.contains("/interactions/"))
            .map(|c| c.at)
            .expect("ack");
        assert!(ack <= mine.at && mine.at <= ai.at);
        t.bot(&ai);
        check_board(&ai, Some(ALICE));
        assert!(
            ai.content().to_ascii_lowercase().contains("master"),
            "{}",
            ai.content()
        );
        board = ai;
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_survive_a_restart_and_stale_ones_say_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &db, 1, Some(1)).await;
    let mut t = Transcript::new("restart");
    let from = s.len();
    let i = s.slash_ai(BOB, CHANNEL, "beginner", "white");
    let _ = answer(&s, from, &i, "the game's start").await;
    let (_, board) = next_board(&s, from, "the first board").await;
    t.bot(&board);
    let thread = channel_of(board.message.as_ref().expect("m"));
    assert_ne!(thread, CHANNEL);
    bot.stop().await;

    // The bot comes back: the board's buttons still work.
    let bot = Bot::start(&s, &db, 2, Some(1)).await;
    let from = s.len();
    let (n, _mine) = play(&s, &mut t, BOB, &board, false, 0).await;
    let (_, ai) = next_board(&s, n + 1, "the AI's move").await;
    check_board(&ai, Some(BOB));
    t.bot(&ai);
    assert_eq!(channel_of(ai.message.as_ref().expect("m")), thread);

    // The old board's menu is stale now: a private "out of date".
    let (dot, _) = board.choices()[0].clone();
    let i = s.click(BOB, board.message.as_ref().expect("m"), &dot);
    let c = answer(&s, from, &i, "the stale answer").await;
    t.bot(&c);
    assert!(c.ephemeral());
    assert!(
        c.content().to_ascii_lowercase().contains("out of date"),
        "{}",
        c.content()
    );

    // Commands in the thread know their game; errors are private.
    let from = s.len();
    let i = s.slash(
        BOB,
        thread,
        "move",
        json!([{"name": "action", "type": 3, "value": "z9-z8"}]),
        &[],
    );
    let c = answer(&s, from, &i, "the illegal move's answer").await;
    t.bot(&c);
    assert!(c.ephemeral(), "{}", c.body);
    let from = s.len();
    let i = s.slash(BOB, thread, "board", json!([]), &[]);
    let c = answer(&s, from, &i, "the board").await;
    check_board(&c, Some(BOB));
    let from = s.len();
    let i = s.slash(CAROL, CHANNEL, "help", json!([]), &[]);
    let c = answer(&s, from, &i, "the help").await;
    assert!(c.ephemeral());
    assert!(
        c.content().contains("/gipf") && c.content().contains("leaderboard"),
        "{}",
        c.content()
    );
    let from = s.len();
    let i = s.slash(CAROL, CHANNEL, "leaderboard", json!([]), &[]);
    let c = answer(&s, from, &i, "the leaderboard").await;
    t.bot(&c);

    // Bob resigns on his own turn: the final board offers a rematch and nothing to play,
    // and asks nobody to move.
    let from = s.len();
    t.user(BOB, "/gipf resign");
    let i = s.slash(BOB, thread, "resign", json!([]), &[]);
    let last = answer(&s, from, &i, "the final board").await;
    t.bot(&last);
    let ids: Vec<String> = last.choices().into_iter().map(|(id, _)| id).collect();
    assert!(
        ids.len() == 1 && ids[0].ends_with(":rematch"),
        "{ids:?}: {}",
        last.content()
    );
    assert!(
        last.content().contains("wins by resignation"),
        "{}",
        last.content()
    );
    assert!(!last.content().contains("to push"), "{}", last.content());
    let _ = APP;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_started_while_discord_is_down_connects_once_it_is_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    s.down.store(true, std::sync::atomic::Ordering::SeqCst);
    let starting = tokio::spawn({
        let s = s.clone();
        let db = dir.path().join("db.sqlite");
        async move { Bot::start(&s, &db, 1, Some(1)).await }
    });
    // Refused twice: the bot waits and tries again instead of stopping.
    let (first, _) = s
        .wait(0, "a first attempt", |c| c.path.ends_with("/gateway"))
        .await;
    s.wait(first + 1, "a second attempt", |c| {
        c.path.ends_with("/gateway")
    })
    .await;
    assert!(!starting.is_finished());
    s.down.store(false, std::sync::atomic::Ordering::SeqCst);
    let bot = starting.await.expect("the bot started");
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "rules", json!([]), &[]);
    let r = answer(&s, from, &i, "the rules").await;
    assert!(r.content().contains("gipf.com"), "{}", r.content());
    bot.stop().await;
}

/// A bot in a runtime of its own: [`Doomed::kill`] stops every task of it where it
/// stands, as kill -9 does (nothing after that point runs: no acknowledgement, no clean
/// stop); only what was committed to the database survives.
struct Doomed {
    kill: tokio::sync::oneshot::Sender<()>,
    thread: std::thread::JoinHandle<()>,
}

impl Doomed {
    async fn start(s: &Standin, db: &Path, starts: usize) -> Doomed {
        let (kill, killed) = tokio::sync::oneshot::channel::<()>();
        let (ready, started) = tokio::sync::oneshot::channel::<()>();
        let (s, db) = (s.clone(), db.to_path_buf());
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime");
            rt.block_on(async move {
                let _bot = Bot::start(&s, &db, starts, Some(1)).await;
                let _ = ready.send(());
                let _ = killed.await;
            });
            rt.shutdown_background();
        });
        started.await.expect("the bot started");
        Doomed { kill, thread }
    }

    async fn kill(self) {
        let _ = self.kill.send(());
        tokio::task::spawn_blocking(move || self.thread.join())
            .await
            .expect("join")
            .expect("the bot's thread");
    }
}

/// Waits until nothing is owed to Discord any more (the outbox is a table: looked at).
async fn nothing_owed(db: &Path) {
    let store = Store::open(db).await.expect("store");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let n = store.owed_count(&["discord"]).await.expect("count");
        if n == 0 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{n} posts still owed"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    store.close().await;
}

fn posts_in(c: &Call, channel: u64) -> bool {
    c.method == Method::POST && c.path.ends_with(&format!("/channels/{channel}/messages"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_the_bot_died_before_announcing_is_posted_once_after_the_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let mut bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("crash");
    let from = s.len();
    let i = s.slash_ai(BOB, CHANNEL, "beginner", "white");
    let _ = answer(&s, from, &i, "the game's start").await;
    let (_, mut board) = next_board(&s, from, "the first board").await;
    let thread = channel_of(board.message.as_ref().expect("m"));
    // Twice: Discord never answers the AI's board, and the bot dies; first before Discord
    // made the message, then after (the answer is lost on the way back).
    for (round, stall) in [Stall::BeforeCreating, Stall::AfterCreating]
        .into_iter()
        .enumerate()
    {
        s.stall(stall);
        let (n, mine) = play(&s, &mut t, BOB, &board, true, round).await;
        check_board(&mine, None);
        let (_, stuck) = s
            .wait(n + 1, "the AI's board, unanswered", |c| posts_in(c, thread))
            .await;
        let nonce = stuck.body["nonce"]
            .as_str()
            .expect("an owed post carries a nonce")
            .to_string();
        assert_eq!(stuck.body["enforce_nonce"], json!(true));
        bot.kill().await;
        s.stall(Stall::No);
        let from = s.len();
        bot = Doomed::start(&s, &db, round + 2).await;
        // The restart posts it, with the same nonce: Discord keeps one message.
        let (_, again) = s
            .wait(from, "the owed board, sent again", |c| {
                posts_in(c, thread) && c.body["nonce"] == json!(nonce)
            })
            .await;
        assert_eq!(again.body["enforce_nonce"], json!(true));
        nothing_owed(&db).await;
        let made: Vec<Call> = s
            .calls()
            .into_iter()
            .filter(|c| c.body["nonce"] == json!(nonce) && c.message.is_some())
            .collect();
        assert_eq!(made.len(), 1, "the AI's board shows once");
        check_board(&made[0], Some(BOB));
        t.bot(&made[0]);
        board = made[0].clone();
    }
    // Nothing else was sent twice.
    let mut nonces = std::collections::HashMap::new();
    for c in s.calls().iter().filter(|c| c.message.is_some()) {
        if let Some(n) = c.body["nonce"].as_str() {
            *nonces.entry(n.to_string()).or_insert(0) += 1;
        }
    }
    assert!(nonces.values().all(|&n| n == 1), "{nonces:?}");
    bot.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clean_stop_posts_what_is_owed_before_it_ends() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &db, 1, Some(1)).await;
    let mut t = Transcript::new("stop");
    let from = s.len();
    let i = s.slash_ai(BOB, CHANNEL, "beginner", "white");
    let _ = answer(&s, from, &i, "the game's start").await;
    let (_, board) = next_board(&s, from, "the first board").await;
    let thread = channel_of(board.message.as_ref().expect("m"));
    // Discord is slow; the AI's move is committed; the stop comes (SIGTERM) before its
    // board is posted.
    s.slow_ms.store(1500, std::sync::atomic::Ordering::SeqCst);
    let mut events = bot.manager.subscribe();
    let (n, _) = play(&s, &mut t, BOB, &board, true, 0).await;
    loop {
        let e = events.recv().await.expect("events");
        if e.cause == gipf_manager::Cause::Ai {
            break;
        }
    }
    let left = bot.manager.shut_down(Duration::from_secs(20)).await;
    assert_eq!(
        left,
        gipf_manager::Leftover {
            ai_decisions: 0,
            posts: 0
        }
    );
    let posted: Vec<Call> = s
        .calls()
        .into_iter()
        .skip(n + 1)
        .filter(|c| posts_in(c, thread) && c.message.is_some())
        .collect();
    assert_eq!(posted.len(), 1, "the AI's board, once");
    check_board(&posted[0], Some(BOB));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_shown_just_before_a_crash_is_not_posted_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let from = s.len();
    let i = s.slash_ai(BOB, CHANNEL, "beginner", "white");
    let _ = answer(&s, from, &i, "the game's start").await;
    let (_, board) = next_board(&s, from, "the first board").await;
    let thread = channel_of(board.message.as_ref().expect("m"));
    // Bob resigns in the thread: Discord shows the answer but the bot never hears back, and
    // dies before it could note the post as shown.
    s.stall_answers(Stall::AfterCreating);
    let from = s.len();
    let i = s.slash(BOB, thread, "resign", json!([]), &[]);
    let last = answer(&s, from, &i, "the final board, shown").await;
    assert!(
        last.content().contains("wins by resignation"),
        "{}",
        last.content()
    );
    bot.kill().await;
    s.stall_answers(Stall::No);
    let from = s.len();
    let bot = Doomed::start(&s, &db, 2).await;
    // The restart asks Discord for that answer, finds it, and posts nothing again.
    s.wait(from, "the answer looked up", |c| {
        c.method == Method::GET && c.path == format!("{}/messages/@original", i.webhook())
    })
    .await;
    nothing_owed(&db).await;
    let finals = s
        .calls()
        .into_iter()
        .filter(|c| {
            c.message.is_some()
                && c.method == Method::POST
                && c.content().contains("wins by resignation")
        })
        .count();
    assert_eq!(finals, 1, "the final board shows once");
    bot.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_user_reads_his_language_and_only_managers_change_settings() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    s.threads_allowed
        .store(false, std::sync::atomic::Ordering::SeqCst);
    let bot = Bot::start(&s, &dir.path().join("db.sqlite"), 1, None).await;
    // A Czech client in a server whose posts are English: Czech replies, English boards
    // (everyone in the channel reads them).
    s.set_locale(ALICE, "cs");
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "games", json!([]), &[]);
    let games = answer(&s, from, &i, "her games").await;
    assert!(games.content().contains("Nemáte"), "{}", games.content());
    let from = s.len();
    let i = s.slash_ai(ALICE, CHANNEL, "beginner", "white");
    let first = answer(&s, from, &i, "the first board").await;
    assert!(first.content().contains("White"), "{}", first.content());
    assert!(!first.content().contains("Bílý"), "{}", first.content());
    // Bob's client is English: his help is English.
    let from = s.len();
    let i = s.slash(BOB, CHANNEL, "help", json!([]), &[]);
    let help = answer(&s, from, &i, "help").await;
    assert!(help.content().contains("play GIPF"), "{}", help.content());
    // Bob may not manage the server: his change is refused, nothing changes.
    s.not_manager(BOB);
    let language = s.choice("settings", "setting", "language");
    let from = s.len();
    let i = s.slash(
        BOB,
        CHANNEL,
        "settings",
        json!([{"name": "setting", "type": 4, "value": language}, {"name": "value", "type": 3, "value": "ru"}]),
        &[],
    );
    let refused = answer(&s, from, &i, "the refusal").await;
    assert!(refused.ephemeral());
    assert!(
        refused.content().contains("Manage Server"),
        "{}",
        refused.content()
    );
    // Alice manages it: the server now speaks Russian to whoever has no language of his own
    // (Bob's English client still reads English; the room's posts are Russian).
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "settings",
        json!([{"name": "setting", "type": 4, "value": language}, {"name": "value", "type": 3, "value": "ru"}]),
        &[],
    );
    let changed = answer(&s, from, &i, "the change").await;
    assert!(!changed.content().is_empty());
    bot.stop().await;
}

/// Two processes with complementary shard ranges (as two `gipfbot run` on one database):
/// each shard is identified once, by the process whose range holds it, and each server's
/// interaction is answered once, by the process that runs its shard. A stop closes every
/// shard's connection within the bound.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn complementary_shard_ranges_run_each_shard_once() {
    for (total, ranges) in [(2, ["0/2", "1/2"]), (4, ["0-1/4", "2-3/4"])] {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("db.sqlite");
        let s = Standin::start_sharded(total).await;
        let mut instances = Vec::new();
        for r in ranges {
            instances.push(Instance::start(&s, &db, r).await);
        }
        let all: std::collections::BTreeSet<u32> = (0..total).collect();
        s.wait_gateway("every shard connected", |g| g.connected == all)
            .await;
        // Only the process that runs shard 0 registers the commands.
        s.wait(0, "the commands' registration", |c| {
            c.method == Method::PUT && c.path.ends_with("/commands")
        })
        .await;
        let mut asked = Vec::new();
        for &guild in &s.guilds {
            let from = s.len();
            let i = s.slash_in(guild, ALICE, "rules", json!([]));
            let r = answer(&s, from, &i, "the rules").await;
            assert!(r.content().contains("gipf.com"), "{}", r.content());
            asked.push((guild, i));
        }
        // serenity boots a process's shards 5 s apart: a shard beyond a range would
        // identify at most that long after the range's last one. Nothing else marks that
        // no more shards come, so this waits for one for 6 s.
        let one_more = s.wait_gateway("a shard too many", |g| {
            g.identified.values().sum::<usize>() + g.refused.len() > total as usize
        });
        if let Ok(g) = tokio::time::timeout(Duration::from_secs(6), one_more).await {
            panic!("{ranges:?}: a shard outside the ranges: {g:?}");
        }
        let seen = s.gateway();
        let once: std::collections::BTreeMap<u32, usize> = (0..total).map(|i| (i, 1)).collect();
        assert_eq!(
            seen.identified, once,
            "{ranges:?}: each shard identified once"
        );
        assert!(seen.refused.is_empty(), "{ranges:?}: {:?}", seen.refused);
        assert!(seen.undelivered.is_empty(), "{:?}", seen.undelivered);
        let guilds_on: std::collections::BTreeSet<u32> =
            s.guilds.iter().map(|g| shard_of(*g, total)).collect();
        assert_eq!(guilds_on, all, "a server on every shard");
        let calls = s.calls();
        for (guild, i) in &asked {
            let answers = calls.iter().filter(|c| c.path == i.callback()).count();
            assert_eq!(answers, 1, "{ranges:?}: server {guild}'s interaction");
        }
        let registrations = calls
            .iter()
            .filter(|c| c.method == Method::PUT && c.path.ends_with("/commands"))
            .count();
        assert_eq!(registrations, 1, "{ranges:?}");
        for instance in instances {
            let took = instance.stop().await;
            assert!(
                took < gipf_discord::STOP_WITHIN + Duration::from_secs(1),
                "{took:?}"
            );
        }
        s.wait_gateway("every shard disconnected", |g| g.connected.is_empty())
            .await;
    }
}

/// A process whose range lies outside Discord's total (here a total of 4 where the bot must
/// run 2) is closed with 4010: its adapter reports itself down and ends with an error that
/// names `discord.shards`, after one attempt; the process with the right range goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_discord_refuses_ends_the_adapter_with_an_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start_sharded(2).await;
    let good = Instance::start(&s, &db, "0/2").await;
    let mut wrong = Instance::start(&s, &db, "2-3/4").await;
    let ended = tokio::time::timeout(Duration::from_secs(60), wrong.ended())
        .await
        .expect("the refused adapter ends");
    match &ended {
        Err(gipf_discord::DiscordError::Refused { shard, code, .. }) => {
            assert_eq!((shard.as_str(), *code), ("shard 2 of 4", 4010));
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    let e = ended.expect_err("refused").to_string();
    assert!(e.contains("discord.shards"), "{e}");
    let health = wrong.manager.health().await;
    assert_eq!(health.adapters, vec![("discord", false)]);
    assert!(!health.ok());
    // One attempt, not a retry every few seconds; shard 3 was never tried.
    assert_eq!(s.gateway().refused, vec![(2, 4)]);
    wrong.manager.store().close().await;
    // The right process is not disturbed.
    s.wait_gateway("shard 0 connected", |g| g.connected.contains(&0))
        .await;
    // Its commands registered: the stand-in routes `rules` to `/gipf-info` by them.
    s.wait(0, "the commands' registration", |c| {
        c.method == Method::PUT && c.path.ends_with("/commands")
    })
    .await;
    let g0 = standin::guild_on(0, 2);
    let from = s.len();
    let i = s.slash_in(g0, ALICE, "rules", json!([]));
    let r = answer(&s, from, &i, "the rules").await;
    assert!(r.content().contains("gipf.com"), "{}", r.content());
    good.stop().await;
}

/// A tournament run from `/gipf tournament`: created, joined and started by slash commands;
/// the organiser's round post and its game's first board reach the channel of its commands
/// (no command asked for them: they come from the outbox's events).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_from_slash_commands_posts_its_rounds_in_its_channel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &dir.path().join("db.sqlite"), 1, None).await;
    let words = |w: &str| json!([{"name": "words", "type": 3, "value": w}]);
    // Typed options: what, format and time.
    let from = s.len();
    let options = json!([
        {"name": "what", "type": 4, "value": s.choice("tournament", "what", "create")},
        {"name": "format", "type": 4, "value": s.choice("tournament", "format", "roundrobin")},
        {"name": "time", "type": 3, "value": "1d"},
    ]);
    let i = s.slash(ALICE, CHANNEL, "tournament", options, &[]);
    let made = answer(&s, from, &i, "the announcement").await;
    assert!(made.content().contains("**T1**"), "{}", made.content());
    assert!(made.content().contains("round robin"), "{}", made.content());
    assert!(!made.ephemeral());
    // Join and Leave buttons under the announcement.
    let buttons = made.choices();
    let labels: Vec<&str> = buttons.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(labels, ["Join", "Leave"], "{}", made.content());
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "tournament", words("join T1"), &[]);
    let joined = answer(&s, from, &i, "joined").await;
    assert!(joined.content().contains("joins"), "{}", joined.content());
    // Bob joins with the button; a second click says he is in already.
    let announcement = made.message.clone().expect("the announcement's message");
    for (n, want) in ["joins **T1**", "already in T1"].into_iter().enumerate() {
        let from = s.len();
        let _click = s.click(BOB, &announcement, &buttons[0].0);
        let (_, said) = s
            .wait(from, "the click's answer", |c| c.content().contains(want))
            .await;
        assert_eq!(said.ephemeral(), n == 1, "{}", said.content());
    }
    let from = s.len();
    let i = s.slash(BOB, CHANNEL, "tournament", words("start T0"), &[]);
    let refused = answer(&s, from, &i, "a bad id").await;
    assert!(
        refused.ephemeral() && refused.content().contains("T0"),
        "{}",
        refused.content()
    );
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "tournament", words("start"), &[]);
    let started = answer(&s, from, &i, "the start").await;
    assert!(
        started.content().contains("begins with 2 players"),
        "{}",
        started.content()
    );
    let (_, round) = s
        .wait(from, "the round's pairings", |c| {
            posts_in(c, CHANNEL) && c.content().contains("round 1 of 1")
        })
        .await;
    assert!(
        round.content().contains("game **#1**"),
        "{}",
        round.content()
    );
    // The game's first board asks White, in a thread of that channel (or the channel).
    let (_, board) = next_board(&s, from, "the game's first board").await;
    assert!(board.content().contains("#1"), "{}", board.content());
    assert!(
        board
            .content()
            .contains("Tournament **T1**, round 1, board 1."),
        "{}",
        board.content()
    );
    bot.stop().await;
}

/// Comfort on Discord: a push chosen with the components and confirm on shows a private
/// preview (the board after it, Confirm and Cancel) and counts once confirmed; a takeback is
/// asked with a slash command and accepted with the opponent's button.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_push_and_a_takeback_through_the_buttons() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &dir.path().join("db.sqlite"), 1, Some(1)).await;
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([{"name": "user", "type": 6, "value": BOB.id.to_string()}]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    let from = s.len();
    s.click(
        BOB,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, board) = next_board(&s, from, "the first board").await;
    // The colours were drawn: `mover` is White.
    let mover = decider_of(&board, &[ALICE, BOB]).expect("White is mentioned");
    let other = if mover.id == ALICE.id { BOB } else { ALICE };
    let from = s.len();
    let i = s.slash(
        mover,
        CHANNEL,
        "confirm",
        json!([{"name": "on", "type": 5, "value": true}]),
        &[],
    );
    let on = answer(&s, from, &i, "confirm on").await;
    assert!(
        on.ephemeral() && on.content().contains("shown first"),
        "{}",
        on.content()
    );

    // A dot, then a direction: the preview, to White alone, with the board after it.
    let msg = board.message.clone().expect("board");
    let (dot, _) = board.choices()[0].clone();
    let from = s.len();
    let i = s.click(mover, &msg, &dot);
    let dirs = answer(&s, from, &i, "the directions").await;
    let (dir, _) = dirs.choices()[0].clone();
    let from = s.len();
    let i = s.click(mover, &dirs.message.clone().expect("directions"), &dir);
    let preview = answer(&s, from, &i, "the preview").await;
    assert!(preview.ephemeral(), "{}", preview.body);
    assert!(preview.png().is_some(), "the board after the push");
    assert!(
        preview.content().contains("it counts once you confirm"),
        "{}",
        preview.content()
    );
    let labels: Vec<String> = preview.choices().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["Confirm", "Cancel"]);
    let (confirm, _) = preview.choices()[0].clone();
    let from = s.len();
    s.click(mover, &preview.message.clone().expect("preview"), &confirm);
    let (_, after) = next_board(&s, from, "the board after the confirmed push").await;
    assert!(
        after.content().contains(&format!("<@{}>", other.id)),
        "the other's turn: {}",
        after.content()
    );

    // White asks to take it back; Black accepts with his button.
    let from = s.len();
    let i = s.slash(
        mover,
        channel_of(&after.message.clone().expect("m")),
        "takeback",
        json!([]),
        &[],
    );
    let asked = answer(&s, from, &i, "the request").await;
    assert!(!asked.ephemeral(), "{}", asked.content());
    assert!(
        asked.content().contains("asks to take back"),
        "{}",
        asked.content()
    );
    let buttons = asked.choices();
    let labels: Vec<&str> = buttons.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(labels, ["Accept takeback", "Decline"]);
    let from = s.len();
    s.click(
        other,
        &asked.message.clone().expect("request"),
        &buttons[0].0,
    );
    let (_, back) = next_board(&s, from, "the board taken back").await;
    assert!(
        back.content().contains("is taken back"),
        "{}",
        back.content()
    );
    assert!(
        back.content().contains(&format!("<@{}>", mover.id)),
        "White's turn again: {}",
        back.content()
    );
    bot.stop().await;
}

#[path = "discord/direct.rs"]
mod direct;

#[path = "discord/reviews.rs"]
mod reviews;

#[path = "discord/puzzles.rs"]
mod puzzles;

#[path = "discord/challenges.rs"]
mod challenges;

#[path = "discord/dvonn.rs"]
mod dvonn;

#[path = "discord/tzaar.rs"]
mod tzaar;

#[path = "discord/yinsh.rs"]
mod yinsh;

#[path = "discord/zertz.rs"]
mod zertz;

#[path = "discord/punct.rs"]
mod punct;
