//! What follows a change of a game: the reply for whoever caused it, the events for the
//! others, and the AI's next decision; and sending events to the adapters.

use gipf_store::{Community, GameStatus, Player, PlayerId, PostId};

use crate::fail::R;
use crate::game::Live;
use crate::reply::{Cause, Event, EventKind, Reply};
use crate::Manager;

/// Who acts on a game: a person through a command, or the AI.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Actor {
    Human,
    Ai,
    /// A deadline, reminder or expiry.
    Timer,
    /// A challenge's trial settled by the service (a sub-game's result played).
    Trial,
}

impl Actor {
    pub(crate) const fn cause(self) -> Cause {
        match self {
            Actor::Human => Cause::Command,
            Actor::Ai => Cause::Ai,
            Actor::Timer => Cause::Timer,
            Actor::Trial => Cause::Trial,
        }
    }
}

impl Manager {
    /// What follows a change of a game: the reply for whoever caused it, the events for the
    /// others, and the AI's next decision. One image serves the reply and the event, drawn
    /// for the person who has to think about it next. `post` is what the change owes (the
    /// reply of a command, the event of the AI); `lang` is the asker's language for a
    /// command, the room's for the AI and timers.
    pub(crate) async fn after_change(
        &self,
        live: &Live,
        by: Option<PlayerId>,
        actor: Actor,
        post: Option<PostId>,
        lang: gipf_i18n::Lang,
    ) -> R<Reply> {
        let mut reply = self.board_reply(live, live.main_viewer(), lang).await;
        reply.owed = self.owe(post, actor);
        if live.row.status == GameStatus::Finished {
            tracing::info!(
                game = live.row.id.0,
                winner = ?live.row.winner,
                reason = ?live.row.reason,
                "game over"
            );
            self.game_ended(live);
            self.review_if_auto(live);
            self.puzzles_from(live);
            let others: Vec<Player> = [&live.white, &live.black]
                .into_iter()
                .filter(|p| Some(p.id) != by && !p.is_ai())
                .cloned()
                .collect();
            // The AI's final move is announced to the human; a human's to the opponent.
            if !others.is_empty() {
                self.emit(
                    EventKind::GameOver,
                    actor.cause(),
                    &live.community,
                    others.clone(),
                    reply.clone(),
                    post,
                );
            }
            let mut reply = reply;
            if actor == Actor::Human {
                reply.mentions.extend(others);
            }
            return Ok(reply);
        }
        if crate::combining::waits_for_reports(live) {
            // Both players report: both are told (the one who asked sees his reply).
            let others: Vec<Player> = [&live.white, &live.black]
                .into_iter()
                .filter(|p| !p.is_ai() && (Some(p.id) != by || actor != Actor::Human))
                .cloned()
                .collect();
            if !others.is_empty() {
                self.emit(
                    EventKind::YourTurn,
                    actor.cause(),
                    &live.community,
                    others,
                    reply.clone(),
                    post,
                );
            }
        }
        if let Some(decider) = live.decider() {
            if decider.is_ai() {
                // Who waits for the AI: its opponent.
                let owner = if live.white.id == decider.id {
                    &live.black
                } else {
                    &live.white
                };
                self.spawn_ai(live.row.id, owner.id);
            } else if Some(decider.id) != by || actor == Actor::Ai {
                self.emit(
                    EventKind::YourTurn,
                    actor.cause(),
                    &live.community,
                    vec![decider.clone()],
                    reply.clone(),
                    post,
                );
            }
        }
        Ok(reply)
    }

    /// Sends an event to adapters. No subscriber (tests, a console without adapters) is not
    /// an error: what it owes stays in the outbox. The reply's [`crate::outbox::Owed`]
    /// stays with the command's adapter.
    pub(crate) fn emit(
        &self,
        kind: EventKind,
        cause: Cause,
        community: &Community,
        to: Vec<Player>,
        reply: Reply,
        post: Option<PostId>,
    ) {
        if let Some(id) = post {
            self.leave_unless_delivered(&community.platform, id);
        }
        let _ = self.inner.events.send(Event {
            kind,
            cause,
            community: community.clone(),
            to,
            reply: Reply {
                owed: None,
                ..reply
            },
            post,
            claim: None,
        });
    }
}

impl Manager {
    /// An event's post that this instance cannot show (an AI decision or a timer of a game
    /// on a platform another instance runs): released at once for that instance, instead of
    /// waiting for the hold to run out. One process on SQLite runs every platform it has.
    fn leave_unless_delivered(&self, platform: &str, id: PostId) {
        let store = &self.inner.store;
        if store.backend() != gipf_store::Backend::Postgres || self.delivering().contains(&platform)
        {
            return;
        }
        let store = store.clone();
        tokio::spawn(async move {
            if let Err(e) = store.release_post(id).await {
                tracing::warn!(error = %e, post = id.0, "could not leave a post to its platform's instance; its hold runs out");
            }
        });
    }
}
