//! Delivering what the service owes the chat. Every change of a game owes one post, written
//! in the change's own transaction (`gipf_store::NewPost`); a command's reply carries it
//! as an [`Owed`] that the adapter acknowledges with [`Manager::posted`] once shown, and
//! events of the AI and of timers carry its id. Each adapter runs one delivery loop
//! ([`Manager::deliver_outbox`]) that posts events as they come and, at start and whenever
//! something was left over (a crash, a platform that was down, a reply never shown),
//! everything still owed, rebuilt from the store. A post whose game moved on is dropped:
//! a newer board replaced it. One topic over ~625 lines: delivery, acknowledgement and the
//! rebuilding of every kind of post share the outbox's holds and its sweep (each kind's
//! words live in its own module, which `rebuild` calls).

use std::collections::{HashSet, VecDeque};
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;

use gipf_store::{
    Cause, Community, EventKind, GameId, GameStatus, NewPost, OwedPost, Player, PlayerId, PostId,
    PostSubject, StoreError,
};
use tokio::sync::broadcast::error::RecvError;

use crate::adapter::{Platform, PlatformEvents};
use crate::events::Actor;
use crate::fail::{Fail, R};
use crate::game::Live;
use crate::manager::Inner;
use crate::reply::{Event, Reply};
use crate::Manager;

/// The owed post a command's reply is. Shown: [`Manager::posted`]. Dropped without that
/// (the adapter failed to post): the delivery loop posts it from the outbox.
#[derive(Clone)]
pub struct Owed(Arc<OwedInner>);

struct OwedInner {
    id: PostId,
    acked: AtomicBool,
    manager: Weak<Inner>,
}

impl Owed {
    /// The post's id: the idempotency key of its send (Discord nonce, Matrix transaction).
    pub fn id(&self) -> PostId {
        self.0.id
    }
}

impl std::fmt::Debug for Owed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Owed({})", self.0.id.0)
    }
}

impl Drop for OwedInner {
    fn drop(&mut self) {
        if self.acked.load(Ordering::SeqCst) {
            return;
        }
        if let Some(inner) = self.manager.upgrade() {
            inner.in_flight().remove(&self.id);
            inner.outbox_wake.send_modify(|n| *n += 1);
        }
    }
}

/// Why a post did not go out.
#[derive(Debug)]
pub enum PostError {
    /// The platform is down or slow, or refused for now (rate limit): try again later.
    Retry(String),
    /// It can never go out (the room is gone, no permission): forget it.
    GiveUp(String),
    /// A direct message the user does not take from the bot (he closed them, or blocked
    /// it): his notices become mentions in the room again.
    Refused(String),
}

/// How an adapter posts an event where its game lives.
pub trait Poster: Send + Sync + 'static {
    /// Posts `event` once, keyed by `event.post` where the platform drops repeated sends;
    /// `Ok` once the platform has it.
    fn post(&self, event: &Event) -> impl Future<Output = Result<(), PostError>> + Send;

    /// The address of a game's place on the platform (its thread), for a direct message
    /// that points to it; `None` where there is none.
    fn link(
        &self,
        game: GameId,
        community: &Community,
    ) -> impl Future<Output = Option<String>> + Send {
        let _ = (game, community);
        async { None }
    }

    /// Sends `reply` to `to` alone by direct message, once: `key` is the send's
    /// idempotency key (as [`Event::post`] is for [`Poster::post`]). A platform without
    /// direct messages refuses.
    fn post_direct(
        &self,
        to: &Player,
        key: &str,
        reply: &Reply,
    ) -> impl Future<Output = Result<(), PostError>> + Send {
        let _ = (to, key, reply);
        async { Err(PostError::Refused("no direct messages here".into())) }
    }
}

/// Acknowledgements waiting to be written: each is numbered; `flushed` is the highest number
/// written; one acknowledgement at a time writes all that wait.
#[derive(Debug, Default)]
pub(crate) struct Acks {
    queue: std::sync::Mutex<(u64, Vec<PostId>)>,
    flushed: std::sync::atomic::AtomicU64,
    flush: tokio::sync::Mutex<()>,
}

/// Ids recently delivered: an event both in the channel and in the outbox goes out once.
const REMEMBERED: usize = 4096;
/// A sweep of the outbox at least this often, whatever happened.
const SWEEP_EVERY: Duration = Duration::from_secs(300);
/// The longest wait between tries while a platform refuses posts.
const RETRY_AT_MOST: Duration = Duration::from_secs(60);

impl Inner {
    pub(crate) fn in_flight(&self) -> std::sync::MutexGuard<'_, HashSet<PostId>> {
        self.in_flight.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Manager {
    /// The [`Owed`] of a command's reply: in flight until the adapter shows it.
    pub(crate) fn owe(&self, post: Option<PostId>, actor: Actor) -> Option<Owed> {
        let id = post.filter(|_| actor == Actor::Human)?;
        self.inner.in_flight().insert(id);
        Some(Owed(Arc::new(OwedInner {
            id,
            acked: AtomicBool::new(false),
            manager: Arc::downgrade(&self.inner),
        })))
    }

    /// Acknowledges that `reply` was shown where its game lives: its post is no longer owed.
    /// Nothing for a reply that owes nothing.
    pub async fn posted(&self, reply: &Reply) {
        let Some(owed) = &reply.owed else {
            return;
        };
        owed.0.acked.store(true, Ordering::SeqCst);
        self.acknowledge(owed.id()).await;
    }

    /// Deletes an acknowledged post, together with the others acknowledged meanwhile (one
    /// write for many replies: a group commit). Returns once its own is deleted; the post
    /// stays in flight until then, so that no sweep sends it again.
    async fn acknowledge(&self, id: PostId) {
        let acks = &self.inner.acks;
        let mine = {
            let mut q = acks.queue.lock().unwrap_or_else(|e| e.into_inner());
            q.1.push(id);
            q.0 += 1;
            q.0
        };
        let _flushing = acks.flush.lock().await;
        if acks.flushed.load(Ordering::SeqCst) >= mine {
            // Another acknowledgement's flush took it.
            return;
        }
        let (upto, ids) = {
            let mut q = acks.queue.lock().unwrap_or_else(|e| e.into_inner());
            (q.0, std::mem::take(&mut q.1))
        };
        if let Err(e) = self.inner.store.delivered_all(&ids).await {
            // Still owed in the database: the next start delivers them again (keyed by
            // their ids, so shown once where the platform allows).
            tracing::warn!(error = %e, posts = ids.len(), "could not mark posts delivered");
        }
        acks.flushed.store(upto, Ordering::SeqCst);
        let mut in_flight = self.inner.in_flight();
        for id in ids {
            in_flight.remove(&id);
        }
    }

    /// Records that a platform interaction is about to show `reply` (an answer that takes no
    /// idempotency key): after a crash before [`Manager::posted`], the delivery loop hands the
    /// post over with this claim, and the adapter looks the answer up instead of posting twice.
    pub async fn claim(&self, reply: &Reply, claim: &str) {
        if let Some(owed) = &reply.owed {
            if let Err(e) = self.inner.store.claim_post(owed.id(), claim).await {
                tracing::warn!(error = %e, post = owed.id().0, "could not record an interaction's claim");
            }
        }
    }

    /// Acknowledges that an event was shown (an adapter that shows events itself, like the
    /// console): its post is no longer owed.
    pub async fn posted_event(&self, event: &Event) {
        if let Some(id) = event.post {
            if let Err(e) = self.inner.store.delivered(id).await {
                tracing::warn!(error = %e, post = id.0, "could not mark a post delivered");
            }
        }
    }

    /// Everything owed on `platform` that is still current, rebuilt from the store, oldest
    /// first (stale posts are dropped): for an adapter that shows events itself, at start.
    /// Acknowledge each with [`Manager::posted_event`].
    pub async fn owed_events(&self, platform: &Platform) -> Vec<Event> {
        let owed = match self.inner.store.owed(platform.name).await {
            Ok(o) => o,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the outbox");
                return Vec::new();
            }
        };
        let mut events = Vec::new();
        for p in owed {
            match self.current(&p).await {
                Ok(Some(e)) => events.push(e),
                Ok(None) => {
                    if let Err(e) = self.inner.store.delivered(p.id).await {
                        tracing::warn!(error = %e, post = p.id.0, "could not drop a stale post");
                    }
                }
                // Left for the next time.
                Err(()) => {}
            }
        }
        events
    }

    /// An owed post as an event; `Ok(None)` when a newer one replaced it or it can never be
    /// read, `Err` when the database failed for now (try again later).
    async fn current(&self, owed: &OwedPost) -> Result<Option<Event>, ()> {
        if owed.is_stale() {
            tracing::debug!(
                post = owed.id.0,
                subject = %owed.subject,
                "a newer post replaced this one"
            );
            return Ok(None);
        }
        match self.rebuild(owed).await {
            Ok(e) => Ok(e),
            Err(f) => {
                let retry =
                    matches!(&f, Fail::Store(e) if !matches!(e, StoreError::Corrupt { .. }));
                f.log(&format!("owed post {} of {}", owed.id.0, owed.subject));
                if retry {
                    Err(())
                } else {
                    Ok(None)
                }
            }
        }
    }

    /// Runs `platform`'s delivery loop until the manager is gone: the events as they come,
    /// and everything owed at start and after any failure. Call it where the adapter
    /// starts, with the events taken before anything could happen.
    pub fn deliver_outbox<P: Poster>(
        &self,
        mut events: PlatformEvents,
        poster: P,
    ) -> tokio::task::JoinHandle<()> {
        let m = self.clone();
        let platform = events.platform();
        // One entry per loop (a loop being stopped may overlap with its successor).
        m.inner
            .delivering
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(platform.name);
        tokio::spawn(async move {
            // Stopped (the adapter ended, or the task was aborted): this instance no longer
            // delivers the platform's posts.
            let _delivering = Delivering(m.clone(), platform.name);
            let mut wake = m.inner.outbox_wake.subscribe();
            let mut done = Recent::default();
            let mut retry = Duration::from_secs(1);
            let mut failing = !m.sweep(platform, &poster, &mut done).await;
            // The next sweep: soon while the platform refuses, else when direct notices
            // are due, and now and then. A deadline, so that events coming meanwhile do
            // not put it off.
            let mut next = m.next_sweep(platform, failing, retry).await;
            let batch = Duration::from_millis(m.inner.config.direct_batch_ms.max(0) as u64);
            loop {
                let sweep = tokio::select! {
                    e = events.rx.recv() => {
                        // A notice that may be owed by direct message: due after the batch.
                        if let Ok(e) = &e {
                            if e.community.platform == platform.name && e.kind.asks_to_act() {
                                next = next.min(tokio::time::Instant::now() + batch);
                            }
                        }
                        match e {
                        // While failing, an event waits behind what is owed already, in order.
                        Ok(e) if e.community.platform == platform.name
                            && e.cause != Cause::Command
                            && !failing =>
                        {
                            m.deliver(&poster, e.post, Some(e), &mut done).await.is_err()
                        }
                        Ok(_) => false,
                        Err(RecvError::Lagged(n)) => {
                            tracing::debug!(platform = platform.name, missed = n, "events left to the outbox");
                            true
                        }
                        Err(RecvError::Closed) => return,
                    }},
                    r = wake.changed() => {
                        if r.is_err() {
                            return;
                        }
                        true
                    }
                    _ = tokio::time::sleep_until(next) => true,
                };
                if sweep {
                    let ok = m.sweep(platform, &poster, &mut done).await;
                    retry = match (ok, failing) {
                        (true, _) => Duration::from_secs(1),
                        (false, true) => (retry * 2).min(RETRY_AT_MOST),
                        (false, false) => retry,
                    };
                    failing = !ok;
                    next = m.next_sweep(platform, failing, retry).await;
                }
            }
        })
    }

    /// When the delivery loop sweeps next: after `retry` while failing, else when the next
    /// direct notices are due (a second at least), and now and then.
    async fn next_sweep(
        &self,
        platform: &Platform,
        failing: bool,
        retry: Duration,
    ) -> tokio::time::Instant {
        let now = tokio::time::Instant::now();
        if failing {
            return now + retry;
        }
        let direct = self.next_direct(platform).await.map(|due| {
            let wait = u64::try_from(due - self.now()).unwrap_or(0);
            Duration::from_millis(wait).max(Duration::from_secs(1))
        });
        now + direct.map_or(SWEEP_EVERY, |d| d.min(SWEEP_EVERY))
    }

    /// Delivers everything owed on `platform` that no reply is showing now, oldest first,
    /// then the direct notices due. `false` when the platform refused one (the rest waits
    /// for the next try).
    async fn sweep<P: Poster>(&self, platform: &Platform, poster: &P, done: &mut Recent) -> bool {
        let owed = {
            // No command is between its commit and its reply's registration meanwhile.
            let _gate = self.inner.outbox_gate.write().await;
            match self.inner.store.take_owed(platform.name, self.now()).await {
                Ok(o) => o,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot read the outbox");
                    return false;
                }
            }
        };
        let in_flight = self.inner.in_flight().clone();
        for p in owed {
            if in_flight.contains(&p.id) || done.contains(p.id) {
                continue;
            }
            if self.deliver(poster, Some(p.id), None, done).await.is_err() {
                return false;
            }
        }
        self.sweep_direct(platform, poster).await
    }

    /// Delivers one owed post: `event` as it came, or rebuilt from the store. `Err` when the
    /// platform refused it for now (it stays owed).
    async fn deliver<P: Poster>(
        &self,
        poster: &P,
        post: Option<PostId>,
        event: Option<Event>,
        done: &mut Recent,
    ) -> Result<(), ()> {
        let store = &self.inner.store;
        let Some(id) = post else {
            // An event that owes nothing (none today): posted as it is.
            if let Some(e) = event {
                let _ = poster.post(&e).await;
            }
            return Ok(());
        };
        if done.contains(id) {
            return Ok(());
        }
        let owed = match store.owed_post(id).await {
            Ok(Some(o)) => o,
            // Delivered already (by the sweep at start, or a reply).
            Ok(None) => return Ok(()),
            Err(e) => {
                tracing::warn!(error = %e, post = id.0, "cannot read an owed post");
                return Err(());
            }
        };
        match store.hold_post(&owed, self.now()).await {
            Ok(true) => {}
            // Another instance shows it (or takes it over when that one dies).
            Ok(false) => return Ok(()),
            Err(e) => {
                tracing::warn!(error = %e, post = id.0, "cannot hold an owed post");
                return Err(());
            }
        }
        let event = match event {
            Some(e) if !owed.is_stale() => Some(e),
            _ => self.current(&owed).await?,
        };
        if let Some(mut e) = event {
            // A your-turn notice mentions those who take them as mentions.
            if e.kind.asks_to_act() {
                e.to = self.pinged(e.to).await;
            }
            match poster.post(&e).await {
                Ok(()) => {}
                Err(PostError::Retry(why)) => {
                    tracing::warn!(post = id.0, subject = %owed.subject, %why, "a post waits for the platform");
                    return Err(());
                }
                Err(PostError::GiveUp(why) | PostError::Refused(why)) => {
                    tracing::warn!(post = id.0, subject = %owed.subject, %why, "a post cannot be delivered; dropped");
                }
            }
        }
        done.insert(id);
        if let Err(e) = store.delivered(id).await {
            tracing::warn!(error = %e, post = id.0, "could not mark a post delivered");
        }
        Ok(())
    }

    /// An owed post as an event again, from the game (its version is the post's) or the
    /// tournament as stored.
    async fn rebuild(&self, owed: &OwedPost) -> R<Option<Event>> {
        let game = match owed.subject {
            PostSubject::Game(g) => g,
            PostSubject::Tournament(t) => return self.rebuild_tournament_post(t, owed).await,
            PostSubject::Daily(d) => return self.rebuild_daily_post(d, owed).await,
        };
        let store = &self.inner.store;
        let Some(row) = store.game(game).await? else {
            return Ok(None);
        };
        let Some(community) = store.community(row.community_id).await? else {
            return Ok(None);
        };
        let mut to = Vec::new();
        for p in &owed.mentions {
            if let Some(p) = store.player(*p).await? {
                to.push(p);
            }
        }
        let reply = match row.status {
            GameStatus::Challenge => self.challenge_offer(game).await?,
            GameStatus::Declined | GameStatus::Cancelled | GameStatus::Expired => {
                self.challenge_closed(game).await?
            }
            GameStatus::Active | GameStatus::Finished => {
                let live = self.snapshot(game).await?;
                // Whoever asked is gone: a post from the outbox speaks the room's language.
                let lang = self.room_lang(community.id).await;
                match owed.kind {
                    EventKind::Reminder => self.reminder_reply(&live, lang).await,
                    EventKind::ChallengeAnswered => self.accepted_reply(&live, lang).await?,
                    // An accepted challenge whose challenger decides first.
                    EventKind::YourTurn
                        if live.row.ply == 0 && store.challenge(game).await?.is_some() =>
                    {
                        self.accepted_reply(&live, lang).await?
                    }
                    EventKind::Takeback => self.takeback_reply(&live, lang).await,
                    EventKind::TakebackDeclined => match owed.mentions.first() {
                        Some(&asker) => self.takeback_declined_reply(&live, asker, lang),
                        None => self.board_reply(&live, live.main_viewer(), lang).await,
                    },
                    EventKind::TimeUp => self.time_up_reply(&live, lang).await,
                    EventKind::Vacation => self.vacation_reply(&live, lang).await,
                    EventKind::DmClosed if live.decider().is_some() => {
                        self.dm_closed_reply(&live, lang)
                    }
                    EventKind::Review => match self.review_post(&live, lang).await? {
                        Some(r) => r,
                        None => return Ok(None),
                    },
                    _ => self.board_reply(&live, live.main_viewer(), lang).await,
                }
            }
        };
        Ok(Some(Event {
            kind: owed.kind,
            cause: owed.cause,
            community,
            to,
            reply,
            post: Some(owed.id),
            claim: owed.claim.clone(),
        }))
    }

    /// What a change of `live` (already applied in memory, `finished` when it ends the
    /// game) owes: the board, asking whoever decides next, or game over, telling the humans
    /// other than the one who caused it. Nothing for an AI's decision that the AI follows
    /// with another (nobody is told of the one between).
    pub(crate) fn post_after(
        live: &Live,
        next_decider: Option<&Player>,
        finished: bool,
        by: Option<PlayerId>,
        actor: Actor,
    ) -> Option<NewPost> {
        let cause = actor.cause();
        if finished {
            return Some(NewPost {
                kind: EventKind::GameOver,
                cause,
                mentions: [&live.white, &live.black]
                    .into_iter()
                    .filter(|p| Some(p.id) != by && !p.is_ai())
                    .map(|p| p.id)
                    .collect(),
            });
        }
        match next_decider {
            // Nobody to tell when he goes on with his own turn (a removal after his push).
            Some(d) if !d.is_ai() => Some(NewPost {
                kind: EventKind::YourTurn,
                cause,
                mentions: if Some(d.id) == by && actor == Actor::Human {
                    Vec::new()
                } else {
                    vec![d.id]
                },
            }),
            _ if actor == Actor::Ai => None,
            _ => Some(NewPost {
                kind: EventKind::Board,
                cause,
                mentions: Vec::new(),
            }),
        }
    }

    /// The platforms whose delivery loop runs here.
    pub(crate) fn delivering(&self) -> Vec<&'static str> {
        let mut d = self
            .inner
            .delivering
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        d.sort_unstable();
        d.dedup();
        d
    }

    /// The platforms whose delivery loop runs, and how many posts they are owed.
    pub(crate) async fn owed_here(&self) -> usize {
        let platforms = self.delivering();
        self.inner
            .store
            .owed_count(&platforms)
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "cannot count the owed posts");
                0
            })
    }
}

/// While alive: `platform`'s delivery loop runs in this instance.
struct Delivering(Manager, &'static str);

impl Drop for Delivering {
    fn drop(&mut self) {
        let mut d = self
            .0
            .inner
            .delivering
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(i) = d.iter().position(|p| *p == self.1) {
            d.remove(i);
        }
    }
}

/// Post ids delivered lately (bounded).
#[derive(Default)]
struct Recent {
    set: HashSet<PostId>,
    order: VecDeque<PostId>,
}

impl Recent {
    fn contains(&self, id: PostId) -> bool {
        self.set.contains(&id)
    }

    fn insert(&mut self, id: PostId) {
        if self.set.insert(id) {
            self.order.push_back(id);
            if self.order.len() > REMEMBERED {
                if let Some(old) = self.order.pop_front() {
                    self.set.remove(&old);
                }
            }
        }
    }
}
