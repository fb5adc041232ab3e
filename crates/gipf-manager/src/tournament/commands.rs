//! The `tournament` commands: create (moderators, or anyone where the room says so), join,
//! leave, start, standings, cancel, kick, and the state. What they change goes through the store's checked writes; what
//! follows (pairing, games, announcements) is the organiser's.

use gipf_i18n::{msg, t, Lang, Msg};
use gipf_store::{
    Cause, Community, EventKind, LeftTournament, NewPost, NewTournament, Player, TournamentError,
    TournamentId, TournamentRow, TournamentStatus,
};

use super::stored::stored_format;
use super::words::{TournamentCommand, TournamentTerms};
use super::{FieldError, Format, MAX_PLAYERS};
use crate::events::Actor;
use crate::fail::{user, Fail, R};
use crate::reply::Reply;
use crate::{Ctx, Manager};

/// A refusal of the store, for the user.
pub(crate) fn fail(e: TournamentError) -> Fail {
    let id = |i: TournamentId| i.to_string();
    Fail::User(match e {
        TournamentError::NotFound(i) => msg!("error-tournament-not-found", id = id(i)),
        TournamentError::AlreadyJoined(i) => msg!("error-tournament-already-joined", id = id(i)),
        TournamentError::Full { id: i, max } => {
            msg!("error-tournament-full", id = id(i), max = max)
        }
        TournamentError::NotInSignup { id: i, .. } => {
            msg!("error-tournament-not-in-signup", id = id(i))
        }
        TournamentError::NotJoined(i) => msg!("error-tournament-not-joined", id = id(i)),
        TournamentError::Ended { id: i, .. } => msg!("error-tournament-ended", id = id(i)),
        TournamentError::Conflict(i) => msg!("error-conflict", id = id(i)),
        TournamentError::Store(e) => return Fail::Store(e),
    })
}

/// Why a field cannot play, for the user.
pub(crate) fn field_error(e: FieldError) -> Msg {
    match e {
        FieldError::TooFew {
            format,
            needed,
            players,
        } => msg!(
            "error-tournament-too-few",
            format = msg!("tournament-format", format = format),
            needed = needed,
            players = players
        ),
        FieldError::TooManyRounds { players, most } => msg!(
            "error-tournament-too-many-rounds",
            players = players,
            most = most
        ),
        FieldError::NoRounds => msg!("error-tournament-no-rounds"),
        FieldError::TooMany { most, .. } => msg!("error-tournament-too-many", most = most),
    }
}

/// Which open tournaments a command without an id may mean.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Which {
    /// In sign-up (join, start).
    Signup,
    /// In sign-up or running (leave, cancel, kick, standings, the state).
    Open,
}

impl Manager {
    /// The one place the `tournament` commands are dispatched from.
    pub(crate) async fn tournament(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        command: TournamentCommand,
        lang: Lang,
    ) -> R<Reply> {
        let writes = !matches!(
            command,
            TournamentCommand::Show(_) | TournamentCommand::Standings(_)
        );
        let (reply, id) = self
            .tournament_command(ctx, me, room, command, lang)
            .await?;
        if let Some(id) = id.filter(|_| writes) {
            self.tournament_changed(id).await;
        }
        Ok(Reply {
            tournament: id,
            ..reply
        })
    }

    /// A tournament command's reply, and the tournament it is about.
    async fn tournament_command(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        command: TournamentCommand,
        lang: Lang,
    ) -> R<(Reply, Option<TournamentId>)> {
        Ok(match command {
            TournamentCommand::Show(id) => (self.tournament_show(room, id, lang).await?, id),
            TournamentCommand::Create(terms) => {
                let (reply, id) = self.tournament_create(ctx, me, room, terms, lang).await?;
                (reply, Some(id))
            }
            TournamentCommand::Join(id) => {
                let t = self.pick_tournament(room, id, Which::Signup).await?;
                self.inner
                    .store
                    .join_tournament(t.id, me.id, self.now())
                    .await
                    .map_err(fail)?;
                let players = self.players_line(t.id, lang).await?;
                let text = t!(
                    lang,
                    "tournament-joined",
                    name = &me.display_name,
                    id = t.id.to_string(),
                    players = players
                );
                (Reply::text(text), Some(t.id))
            }
            TournamentCommand::Leave(id) => {
                let t = self.pick_tournament(room, id, Which::Open).await?;
                (self.take_out(&t, me, None, lang).await?, Some(t.id))
            }
            TournamentCommand::Kick {
                user: who,
                tournament,
            } => {
                let t = self.pick_tournament(room, tournament, Which::Open).await?;
                self.may_run(ctx, me, &t)?;
                let them = self.resolve_user(ctx.platform.name, &who).await?;
                (self.take_out(&t, &them, Some(me), lang).await?, Some(t.id))
            }
            TournamentCommand::Start(id) => {
                let t = self.pick_tournament(room, id, Which::Signup).await?;
                self.may_run(ctx, me, &t)?;
                (self.start_now(&t, lang).await?, Some(t.id))
            }
            TournamentCommand::Standings(id) => {
                let t = self.pick_tournament(room, id, Which::Open).await?;
                let shown = self.tournament_shown(t.id).await?;
                (Reply::text(shown.standings_text(lang, None)), Some(t.id))
            }
            TournamentCommand::Cancel(id) => {
                let t = self.pick_tournament(room, id, Which::Open).await?;
                self.may_run(ctx, me, &t)?;
                (
                    self.cancel_tournament(&t, me, room, lang).await?,
                    Some(t.id),
                )
            }
        })
    }

    /// A tournament as it is now, or why not.
    async fn tournament_shown(&self, id: TournamentId) -> R<super::posts::Shown> {
        self.shown_tournament(id)
            .await?
            .ok_or_else(|| fail(TournamentError::NotFound(id)))
    }

    async fn players_line(&self, id: TournamentId, lang: Lang) -> R<String> {
        Ok(self.tournament_shown(id).await?.players_line(lang))
    }

    /// The tournament a command means: the one named (of this room), or the room's only
    /// open one of the kind.
    async fn pick_tournament(
        &self,
        room: &Community,
        named: Option<TournamentId>,
        which: Which,
    ) -> R<TournamentRow> {
        let store = &self.inner.store;
        if let Some(id) = named {
            return match store.tournament(id).await.map_err(fail)? {
                Some(t) if t.community_id == room.id => Ok(t),
                _ => Err(fail(TournamentError::NotFound(id))),
            };
        }
        let open: Vec<TournamentRow> = store
            .open_tournaments(room.id)
            .await
            .map_err(fail)?
            .into_iter()
            .filter(|t| which == Which::Open || t.status == TournamentStatus::Signup)
            .collect();
        match open.as_slice() {
            [one] => Ok(one.clone()),
            [] => user(msg!("error-tournament-none-open")),
            many => {
                let ids: Vec<String> = many.iter().map(|t| t.id.to_string()).collect();
                user(msg!(
                    "error-tournament-which",
                    ids = ids.join(", "),
                    first = ids[0].clone()
                ))
            }
        }
    }

    /// Whether the asker may start, cancel or kick: a moderator, or the creator.
    fn may_run(&self, ctx: &Ctx, me: &Player, t: &TournamentRow) -> R<()> {
        if ctx.moderator || t.creator_id == me.id {
            Ok(())
        } else {
            user(msg!("error-tournament-moderators"))
        }
    }

    /// `tournament [T3]`: one tournament's state, or the room's open ones.
    async fn tournament_show(
        &self,
        room: &Community,
        id: Option<TournamentId>,
        lang: Lang,
    ) -> R<Reply> {
        if let Some(id) = id {
            let t = self.pick_tournament(room, Some(id), Which::Open).await?;
            return Ok(Reply::text(
                self.tournament_shown(t.id).await?.state_text(lang),
            ));
        }
        let open = self
            .inner
            .store
            .open_tournaments(room.id)
            .await
            .map_err(fail)?;
        match open.as_slice() {
            [] => Ok(Reply::text(t!(lang, "tournament-none"))),
            [one] => Ok(Reply::text(
                self.tournament_shown(one.id).await?.state_text(lang),
            )),
            many => {
                let mut out = vec![t!(lang, "tournament-list-title")];
                for t in many {
                    let shown = self.tournament_shown(t.id).await?;
                    let first = shown.state_text(lang);
                    out.push(first.lines().next().unwrap_or_default().to_string());
                }
                Ok(Reply::text(out.join("\n")))
            }
        }
    }

    /// `tournament create ...`: a moderator (anyone, where the room's `open-tournaments` is
    /// on) opens sign-up, posting the announcement.
    async fn tournament_create(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        terms: TournamentTerms,
        lang: Lang,
    ) -> R<(Reply, TournamentId)> {
        let open = self.settings_of(room.id).await?.open_tournaments == Some(true);
        if !ctx.moderator && !open {
            return user(msg!("error-tournament-create-moderators"));
        }
        // A chance or an outside game deciding part of each game has no place in standings.
        if terms.variant.challenges().is_some() {
            return user(msg!("contest-tournament"));
        }
        if let Format::Swiss { rounds: Some(0) } = terms.format {
            return user(field_error(FieldError::NoRounds));
        }
        if let Some(max) = terms.max {
            let needed = terms.format.min_players();
            if (max as usize) < needed {
                return user(msg!(
                    "error-tournament-max-too-small",
                    format = msg!("tournament-format", format = terms.format.word()),
                    needed = needed
                ));
            }
            if max as usize > MAX_PLAYERS {
                return user(field_error(FieldError::TooMany {
                    players: max as usize,
                    most: MAX_PLAYERS,
                }));
            }
        }
        let now = self.now();
        let starts_at = match terms.starts {
            Some(s) => match s.resolve(now) {
                Some(at) => Some(at),
                None => {
                    return user(msg!("error-tournament-starts-past", when = s.to_string()));
                }
            },
            None => None,
        };
        let time = self.time_control_in(room.id, terms.time).await?;
        let (format, rounds) = stored_format(terms.format);
        let post = NewPost {
            kind: EventKind::TournamentCreated,
            cause: Cause::Command,
            mentions: Vec::new(),
        };
        let made = self
            .inner
            .store
            .create_tournament(
                &NewTournament {
                    community: room.id,
                    creator: me.id,
                    format,
                    variant: terms.variant,
                    rounds,
                    time_control: time,
                    starts_at,
                    max_players: terms.max,
                    rated: terms.rated,
                    now,
                },
                Some(&post),
            )
            .await
            .map_err(fail)?;
        tracing::info!(tournament = %made.row.id, "tournament created");
        if starts_at.is_some() {
            self.inner.timers.notify_one();
        }
        let shown = self.tournament_shown(made.row.id).await?;
        let mut reply = Reply::text(shown.announcement(lang));
        reply.tournament = Some(made.row.id);
        reply.choices = shown.choices(lang, EventKind::TournamentCreated);
        reply.owed = self.owe(made.post, Actor::Human);
        self.emit(
            EventKind::TournamentCreated,
            Cause::Command,
            room,
            Vec::new(),
            reply.clone(),
            made.post,
        );
        Ok((reply, made.row.id))
    }

    /// Takes a player out (he left, or `by` removed him): off the list before the start; while
    /// it runs, withdrawn, his games under way resigned, his later games forfeits.
    async fn take_out(
        &self,
        t: &TournamentRow,
        who: &Player,
        by: Option<&Player>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let left = match store.leave_tournament(t.id, who.id, self.now()).await {
            Err(TournamentError::NotJoined(id)) if by.is_some() => {
                return user(msg!(
                    "error-tournament-player-not-in",
                    name = &who.display_name,
                    id = id.to_string()
                ));
            }
            other => other.map_err(fail)?,
        };
        let id = t.id.to_string();
        let mut lines = vec![match by {
            Some(by) => t!(
                lang,
                "tournament-kicked",
                who = &by.display_name,
                name = &who.display_name,
                id = id.clone()
            ),
            None => {
                let key = match left {
                    LeftTournament::Removed => "tournament-left",
                    LeftTournament::Withdrawn => "tournament-withdrew",
                };
                t!(lang, key, name = &who.display_name, id = id.clone())
            }
        }];
        if left == LeftTournament::Withdrawn {
            if let Some(state) = store.tournament_state(t.id).await.map_err(fail)? {
                let mine = state.entrant_of(who.id);
                let playing = state
                    .round(state.tournament.current_round)
                    .filter(|b| b.outcome.is_none())
                    .filter(|b| Some(b.white) == mine || b.black == mine)
                    .filter_map(|b| b.game);
                for game in playing.collect::<Vec<_>>() {
                    match self.resign(who, game, lang).await {
                        Ok(_) => lines.push(t!(
                            lang,
                            "tournament-resigned",
                            name = &who.display_name,
                            game = game.to_string()
                        )),
                        // Ended meanwhile: its result stands.
                        Err(Fail::User(_)) => {}
                        Err(f) => return Err(f),
                    }
                }
            }
            self.spawn_organise(t.id);
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// Starts a tournament in sign-up now: its players' ratings are fixed, the organiser
    /// pairs round 1.
    pub(crate) async fn start_now(&self, t: &TournamentRow, lang: Lang) -> R<Reply> {
        let store = &self.inner.store;
        let Some(state) = store.tournament_state(t.id).await.map_err(fail)? else {
            return Err(fail(TournamentError::NotFound(t.id)));
        };
        if state.tournament.status == TournamentStatus::Running {
            return user(msg!("error-tournament-started", id = t.id.to_string()));
        }
        let format = super::stored::format_of(&state.tournament);
        let rounds = format
            .rounds(state.players.len())
            .map_err(|e| Fail::User(field_error(e)))?;
        let pool = state.tournament.variant.pool();
        let mut ratings = Vec::new();
        for p in &state.players {
            let r = store
                .rating(p.player, state.tournament.community_id, pool)
                .await?;
            let rating = r.map_or(1500.0, |r| r.rating);
            ratings.push((p.player, rating.round() as i32));
        }
        store
            .start_tournament(t.id, state.tournament.version, &ratings)
            .await
            .map_err(fail)?;
        tracing::info!(tournament = %t.id, players = state.players.len(), "tournament started");
        self.spawn_organise(t.id);
        Ok(Reply::text(t!(
            lang,
            "tournament-started",
            id = t.id.to_string(),
            count = state.players.len(),
            rounds = t!(lang, "tournament-swiss-rounds", n = rounds)
        )))
    }

    /// `tournament cancel`: ends it without standings; its games under way go on.
    async fn cancel_tournament(
        &self,
        t: &TournamentRow,
        me: &Player,
        room: &Community,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let Some(state) = store.tournament_state(t.id).await.map_err(fail)? else {
            return Err(fail(TournamentError::NotFound(t.id)));
        };
        let mentions: Vec<gipf_store::PlayerId> = state
            .players
            .iter()
            .filter(|p| p.withdrawn_at.is_none())
            .map(|p| p.player)
            .collect();
        let post = NewPost {
            kind: EventKind::TournamentOver,
            cause: Cause::Command,
            mentions,
        };
        let changed = store
            .end_tournament(
                t.id,
                state.tournament.version,
                TournamentStatus::Cancelled,
                Some(&post),
                self.now(),
            )
            .await
            .map_err(fail)?;
        tracing::info!(tournament = %t.id, "tournament cancelled");
        let mut reply = Reply::text(t!(
            lang,
            "tournament-cancelled",
            who = &me.display_name,
            id = t.id.to_string()
        ));
        reply.tournament = Some(t.id);
        reply.owed = self.owe(changed.post, Actor::Human);
        self.emit(
            EventKind::TournamentOver,
            Cause::Command,
            room,
            Vec::new(),
            reply.clone(),
            changed.post,
        );
        Ok(reply)
    }
}
