//! Your-turn notices by direct message (`notify dm`) through the delivery loop, on a
//! platform that has them: no mention in the room, four games waiting become one message,
//! a game already played is not told, a refused message becomes the room's mention and
//! says why once, and a notice owed when the process stops is sent once after the restart.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use gipf_manager::adapter::Platform;
use gipf_manager::*;

use super::Setup;

fn chat_user(raw: &str) -> UserRef {
    UserRef::Id(raw.trim().trim_start_matches('@').to_lowercase())
}

/// A chat platform with direct messages.
static CHAT: Platform = Platform {
    name: "chat",
    help_intro: None,
    moderators: "moderator-discord",
    read_user: chat_user,
    direct_messages: true,
};

fn ctx(name: &str) -> Ctx {
    Ctx {
        platform: &CHAT,
        room_id: "club".into(),
        room_name: "Club".into(),
        ..Ctx::console(name)
    }
}

async fn say(m: &Manager, who: &str, text: &str) -> Reply {
    m.handle_text(&ctx(who), text).await
}

const BATCH: i64 = 60_000;

async fn open(s: &Setup) -> Manager {
    let store = Store::open(&s.path).await.expect("store");
    let config = Config {
        images: true,
        direct_batch_ms: BATCH,
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    };
    Manager::open(store, config, s.clock.clone())
        .await
        .expect("manager")
}

/// The platform: what went to rooms, what went by direct message, and whether direct
/// messages are closed.
#[derive(Clone, Default)]
struct Chat {
    posted: Arc<Mutex<Vec<Event>>>,
    directs: Arc<Mutex<Vec<(Player, String, Reply)>>>,
    closed: Arc<std::sync::atomic::AtomicBool>,
    /// The next message goes out, but its answer is lost (the platform times out).
    lose_answer: Arc<std::sync::atomic::AtomicBool>,
    changed: Arc<tokio::sync::Notify>,
}

impl Poster for Chat {
    async fn post(&self, e: &Event) -> Result<(), PostError> {
        self.posted.lock().expect("lock").push(e.clone());
        self.changed.notify_waiters();
        Ok(())
    }

    async fn link(&self, game: GameId, community: &Community) -> Option<String> {
        Some(format!("chat://{}/{}", community.platform_room, game.0))
    }

    async fn post_direct(&self, to: &Player, key: &str, reply: &Reply) -> Result<(), PostError> {
        if self.closed.load(std::sync::atomic::Ordering::SeqCst) {
            self.changed.notify_waiters();
            return Err(PostError::Refused("closed".into()));
        }
        // Read before the test is woken, which may set it for the next message.
        let lost = self
            .lose_answer
            .swap(false, std::sync::atomic::Ordering::SeqCst);
        self.directs
            .lock()
            .expect("lock")
            .push((to.clone(), key.to_string(), reply.clone()));
        self.changed.notify_waiters();
        if lost {
            return Err(PostError::Retry("timed out".into()));
        }
        Ok(())
    }
}

impl Chat {
    async fn wait(&self, what: &str, done: impl Fn(&Chat) -> bool) {
        tokio::time::timeout(Duration::from_secs(60), async {
            loop {
                let changed = self.changed.notified();
                tokio::pin!(changed);
                changed.as_mut().enable();
                if done(self) {
                    return;
                }
                changed.await;
            }
        })
        .await
        .unwrap_or_else(|_| {
            let sent: Vec<(String, String)> = self
                .directs()
                .into_iter()
                .map(|(_, k, r)| (k, r.markdown))
                .collect();
            panic!("no {what} in 60 s; sent {sent:#?}")
        });
    }

    fn directs(&self) -> Vec<(Player, String, Reply)> {
        self.directs.lock().expect("lock").clone()
    }

    fn posted(&self) -> Vec<Event> {
        self.posted.lock().expect("lock").clone()
    }
}

/// `white` challenges Bob, who accepts, and `white` pushes: Bob's turn. The game and the
/// push's answer.
async fn bob_to_play(m: &Manager, white: &str) -> (GameId, Reply) {
    let r = say(m, white, "challenge bob standard white none").await;
    let id = r.game.expect("challenge");
    let r = say(m, "Bob", &format!("accept {id}")).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, white, &push(m, id).await).await;
    assert!(!r.private, "{}", r.markdown);
    (id, r)
}

/// A push for whoever is to decide in game `id`.
async fn push(m: &Manager, id: GameId) -> String {
    let g = m.store().game(id).await.expect("read").expect("game");
    let p: gipf_rules::Position = g.position.parse().expect("position");
    format!("{} {id}", p.legal_actions()[0])
}

async fn bob(m: &Manager, id: GameId) -> PlayerId {
    let g = m.store().game(id).await.expect("read").expect("game");
    g.black_id.expect("black")
}

async fn owed(m: &Manager, p: PlayerId) -> usize {
    m.store().direct_notices(p).await.expect("notices").len()
}

/// A message about one game waiting, against `opponent`.
fn about_one_game(reply: &Reply, game: GameId, opponent: &str) {
    assert!(
        reply.markdown.contains("It is your turn:"),
        "{}",
        reply.markdown
    );
    assert!(
        reply
            .markdown
            .contains(&format!("**{game}** against **{opponent}**")),
        "{}",
        reply.markdown
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_turn_by_direct_message_batched_refused_and_after_a_restart() {
    let s = Setup::new();
    let m = open(&s).await;
    let chat = Chat::default();
    let delivery = m.deliver_outbox(m.events_for(&CHAT), chat.clone());

    // Refusals change nothing.
    let r = say(&m, "Bob", "notify maybe").await;
    assert!(
        r.private && r.markdown.contains("notify dm"),
        "{}",
        r.markdown
    );
    let r = m.handle_text(&Ctx::console("Bob"), "notify dm").await;
    assert!(
        r.private && r.markdown.contains("not available here"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Bob", "notify").await;
    assert!(r.markdown.contains("mention you"), "{}", r.markdown);
    let r = say(&m, "Bob", "notify dm").await;
    assert!(
        r.private && r.markdown.contains("direct message") && r.markdown.contains("a minute"),
        "{}",
        r.markdown
    );

    // Four games begin to wait for Bob within the batch: no mention of him in the rooms.
    let mut games = Vec::new();
    for white in ["Ann", "Cat", "Dan", "Eve"] {
        let (id, r) = bob_to_play(&m, white).await;
        assert!(
            r.mentions.iter().all(|p| p.display_name != "Bob"),
            "{:?}",
            r.mentions
        );
        assert!(
            r.markdown.contains("Bob"),
            "the board names him: {}",
            r.markdown
        );
        games.push(id);
        s.clock.advance(5_000);
    }
    let bob_id = bob(&m, games[0]).await;
    assert_eq!(owed(&m, bob_id).await, 4);
    // Not yet: the batch waits for the oldest's minute (the loop sweeps, sends nothing).
    m.run_due().await;
    assert!(chat.directs().is_empty());

    s.clock.advance(BATCH);
    m.run_due().await;
    chat.wait("direct message", |c| !c.directs().is_empty())
        .await;
    let (to, key, reply) = chat.directs()[0].clone();
    assert_eq!(to.id, bob_id);
    assert!(key.starts_with("dm-"), "{key}");
    assert!(
        reply.markdown.contains("your turn in 4 games"),
        "{}",
        reply.markdown
    );
    for (id, name) in games.iter().zip(["Ann", "Cat", "Dan", "Eve"]) {
        assert!(reply
            .markdown
            .contains(&format!("**{id}** against **{name}**")));
        assert!(reply.markdown.contains(&format!("chat://club/{}", id.0)));
    }
    assert!(reply.image.is_some(), "the first game's board");

    // A game he played before its notice was due is left out: Eve's game waits for him
    // and no longer does, Ann's game waits again; one message, about Ann's game alone.
    say(&m, "Bob", &push(&m, games[3]).await).await;
    say(&m, "Eve", &push(&m, games[3]).await).await;
    say(&m, "Bob", &push(&m, games[3]).await).await;
    say(&m, "Bob", &push(&m, games[0]).await).await;
    say(&m, "Ann", &push(&m, games[0]).await).await;
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the second message", |c| c.directs().len() == 2)
        .await;
    let (_, _, reply) = chat.directs()[1].clone();
    about_one_game(&reply, games[0], "Ann");
    assert!(!reply.markdown.contains("Eve"), "{}", reply.markdown);
    // The first was sent once: this one is another message.
    assert_ne!(chat.directs()[1].1, key);

    // His direct messages close: the room mentions him, and says why, once.
    chat.closed.store(true, std::sync::atomic::Ordering::SeqCst);
    say(&m, "Bob", &push(&m, games[0]).await).await;
    say(&m, "Ann", &push(&m, games[0]).await).await;
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the fallback", |c| {
        c.posted().iter().any(|e| e.kind == EventKind::DmClosed)
    })
    .await;
    let fallback: Vec<Event> = chat
        .posted()
        .into_iter()
        .filter(|e| e.kind == EventKind::DmClosed)
        .collect();
    assert_eq!(fallback.len(), 1);
    let e = &fallback[0];
    assert_eq!(e.reply.game, Some(games[0]));
    assert!(e.to.iter().any(|p| p.id == bob_id), "{:?}", e.to);
    assert!(
        e.reply
            .markdown
            .contains("could not send you a direct message"),
        "{}",
        e.reply.markdown
    );
    let r = say(&m, "Bob", "notify").await;
    assert!(
        r.markdown.contains("could not be delivered"),
        "{}",
        r.markdown
    );
    // From now on, mentions: his next turn's board mentions him, and no notice is owed.
    say(&m, "Bob", &push(&m, games[1]).await).await;
    let r = say(&m, "Cat", &push(&m, games[1]).await).await;
    assert!(
        r.mentions.iter().any(|p| p.id == bob_id),
        "{:?}",
        r.mentions
    );
    assert_eq!(owed(&m, bob_id).await, 0);

    // `notify dm` tries again. A notice owed when the process stops goes out once after
    // the restart.
    say(&m, "Bob", "notify dm").await;
    chat.closed
        .store(false, std::sync::atomic::Ordering::SeqCst);
    say(&m, "Bob", &push(&m, games[2]).await).await;
    say(&m, "Dan", &push(&m, games[2]).await).await;
    assert_eq!(owed(&m, bob_id).await, 1);
    delivery.abort();
    let _ = delivery.await;
    drop(m);
    let m = open(&s).await;
    let delivery = m.deliver_outbox(m.events_for(&CHAT), chat.clone());
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the message after the restart", |c| c.directs().len() == 3)
        .await;
    let (_, third, reply) = chat.directs()[2].clone();
    about_one_game(&reply, games[2], "Dan");
    // Sent once: the next message is the next turn's.
    say(&m, "Bob", &push(&m, games[2]).await).await;
    say(&m, "Dan", &push(&m, games[2]).await).await;
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the next message", |c| c.directs().len() >= 4)
        .await;
    let directs = chat.directs();
    assert_ne!(
        directs[3].1, third,
        "the message owed at the stop went out twice"
    );
    assert_eq!(directs.len(), 4);

    // A message that went out but whose answer was lost is sent again with the same key
    // (Discord's nonce, Matrix's transaction id): the platform shows it once.
    chat.lose_answer
        .store(true, std::sync::atomic::Ordering::SeqCst);
    say(&m, "Bob", &push(&m, games[2]).await).await;
    say(&m, "Dan", &push(&m, games[2]).await).await;
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the try again", |c| c.directs().len() >= 6).await;
    let directs = chat.directs();
    assert_eq!(directs[4].1, directs[5].1, "the same message, the same key");
    assert_ne!(directs[4].1, directs[3].1);
    // Then forgotten: the next message is the next turn's, once.
    say(&m, "Bob", &push(&m, games[2]).await).await;
    say(&m, "Dan", &push(&m, games[2]).await).await;
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the next turn's", |c| c.directs().len() >= 7)
        .await;
    let directs = chat.directs();
    assert_eq!(directs.len(), 7);
    assert_ne!(directs[6].1, directs[5].1);
    assert!(chat
        .posted()
        .iter()
        .all(|e| e.kind != EventKind::DmClosed || e.reply.game == Some(games[0])));
    delivery.abort();
}

/// The first decision of a game waits for its player like any other: a `notify dm`
/// challenger who moves first is told by direct message when his challenge is accepted,
/// and again in the rematch, and the accepting board does not mention him in the room.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_starts_with_your_decision_is_a_direct_message_too() {
    let s = Setup::new();
    let m = open(&s).await;
    let chat = Chat::default();
    let delivery = m.deliver_outbox(m.events_for(&CHAT), chat.clone());
    say(&m, "Ann", "notify dm").await;
    let r = say(&m, "Ann", "challenge bob standard white none").await;
    let id = r.game.expect("challenge");
    let r = say(&m, "Bob", &format!("accept {id}")).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("accepted"), "{}", r.markdown);
    assert!(
        r.mentions.iter().all(|p| p.display_name != "Ann"),
        "{:?}",
        r.mentions
    );
    let g = m.store().game(id).await.expect("read").expect("game");
    let ann = g.white_id.expect("white");
    assert_eq!(owed(&m, ann).await, 1, "a notice owed with the accept");
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the first decision's message", |c| !c.directs().is_empty())
        .await;
    let (to, _, reply) = chat.directs()[0].clone();
    assert_eq!(to.id, ann);
    about_one_game(&reply, id, "Bob");

    // Ann resigns; Bob's rematch swaps the colours and Ann accepts: Bob moves first, no
    // notice for Ann. Ann's rematch of that one swaps them back and Bob accepts: Ann moves
    // first, one more message.
    say(&m, "Ann", &format!("resign {id}")).await;
    let r = say(&m, "Bob", &format!("rematch {id}")).await;
    let second = r.game.expect("rematch");
    say(&m, "Ann", &format!("accept {second}")).await;
    assert_eq!(owed(&m, ann).await, 0, "Bob moves first");
    say(&m, "Bob", &format!("resign {second}")).await;
    let r = say(&m, "Ann", &format!("rematch {second}")).await;
    let third = r.game.expect("rematch");
    say(&m, "Bob", &format!("accept {third}")).await;
    let g = m.store().game(third).await.expect("read").expect("game");
    assert_eq!(g.white_id, Some(ann), "colours swapped twice");
    assert_eq!(owed(&m, ann).await, 1);
    s.clock.advance(BATCH + 1);
    m.run_due().await;
    chat.wait("the rematch's message", |c| c.directs().len() == 2)
        .await;
    about_one_game(&chat.directs()[1].2, third, "Bob");
    delivery.abort();
}
