//! Playing a game: moves (typed, or chosen with buttons), the board, resigning, and move
//! suggestions for autocompletion.

use gipf_game::Game;
use gipf_games::{AnyAction, AnyPosition};
use gipf_rules::Color;
use gipf_store::{Community, EndReason, Finish, GameId, GameStatus, NewAction, Player};

use crate::choice::{opened_menu, ChoiceId, ChoiceWhat};
use crate::events::Actor;
use crate::fail::{user, Fail, R};
use crate::game::Pick;
use crate::reply::Reply;
use crate::{text, Ctx, Glicko2, Manager};
use gipf_i18n::Lang;

impl Manager {
    /// `move <action> [#game]`: in the game named, the thread's, the only one here, or the
    /// only one where the action is the user's legal decision.
    pub(crate) async fn move_command(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        action: &str,
        game: Option<GameId>,
        lang: Lang,
    ) -> R<Reply> {
        let id = match self.pick_game(ctx, me, room, game, Pick::Active).await {
            Err(Fail::User(msg)) if game.is_none() && ctx.game.is_none() => {
                // Several games: the one where this action is my legal decision; none, and
                // a puzzle going: the answer to it.
                match self.game_for_action(me, room, action).await? {
                    Some(id) => id,
                    None if self.inner.store.playing_attempt(me.id).await?.is_some() => {
                        return self
                            .puzzle(me, room, crate::PuzzleAsk::Answer(action.into()), lang)
                            .await;
                    }
                    // No game, no puzzle, and a lesson going: the answer to its step, in
                    // the learner's words (a lesson is his alone).
                    None if self.learning(me).await? => {
                        let mine = self.langs(ctx, me, room).await?.asker;
                        let ask = crate::LearnAsk::Answer(action.into());
                        return self.learn(me, ask, mine).await;
                    }
                    // `challenge` alone with no use to challenge: the command that names a
                    // user was meant.
                    None if action.eq_ignore_ascii_case("challenge") => {
                        return user(crate::text::command_error(&crate::CommandError::Missing {
                            command: "challenge",
                            what: "missing-user",
                        }))
                    }
                    None => return Err(Fail::User(msg)),
                }
            }
            other => other?,
        };
        self.play(me, id, action, None, Actor::Human, lang).await
    }

    /// The user's legal actions that start with `partial` (any case), at most `limit`, for
    /// autocompletion: in the named game, else the game of the thread, else every game of
    /// the user in this room where the decision is his (then each ends with ` #<game>`, which
    /// `move` reads). Nothing when there is nothing to suggest or the database fails.
    pub async fn move_suggestions(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        partial: &str,
        limit: usize,
    ) -> Vec<String> {
        match self.suggest(ctx, game, partial, limit).await {
            Ok(v) => v,
            Err(Fail::User(_)) => Vec::new(),
            Err(f) => {
                f.into_message("move suggestions");
                Vec::new()
            }
        }
    }

    pub(crate) async fn suggest(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        partial: &str,
        limit: usize,
    ) -> R<Vec<String>> {
        let (me, room) = self.who_and_where(ctx, self.now()).await?;
        let ids: Vec<GameId> = match game.or(ctx.game) {
            Some(id) => vec![id],
            None => self
                .inner
                .store
                .open_games_of(me.id, Some(room.id))
                .await?
                .into_iter()
                .filter(|g| g.status == GameStatus::Active)
                .map(|g| g.id)
                .collect(),
        };
        let several = ids.len() > 1;
        let partial = partial.trim().to_ascii_lowercase();
        let mut out = Vec::new();
        for id in ids {
            let live = self.snapshot(id).await?;
            if live.community.id != room.id || live.decider().map(|d| d.id) != Some(me.id) {
                continue;
            }
            for a in Game::legal_actions(live.position()) {
                if out.len() == limit {
                    return Ok(out);
                }
                let text = a.to_string();
                if text.to_ascii_lowercase().starts_with(&partial) {
                    out.push(if several {
                        format!("{text} {id}")
                    } else {
                        text
                    });
                }
            }
        }
        Ok(out)
    }

    /// Applies a decision of `me` (or of the AI) to a game. With `at_ply`, the decision was
    /// offered at that ply (a button): stale clicks are recognised. `lang`: see
    /// [`Manager::after_change`].
    pub(crate) async fn play(
        &self,
        me: &Player,
        id: GameId,
        action_text: &str,
        at_ply: Option<i64>,
        actor: Actor,
        lang: Lang,
    ) -> R<Reply> {
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        if let Some(ply) = at_ply {
            if ply != live.row.ply || live.row.status != GameStatus::Active {
                // A double click or a retry of what was already played is not an error.
                let earlier = self.inner.store.actions(id).await?;
                if let Some(a) = earlier.iter().find(|a| a.ply == ply) {
                    if a.actor_id == me.id && a.notation == action_text {
                        return Ok(Reply::error(
                            text::already_played(id, &a.notation).render(lang),
                        ));
                    }
                }
                return user(text::stale(id));
            }
        }
        match live.row.status {
            GameStatus::Active => {}
            GameStatus::Finished => return user(text::game_over_already(id, &live.row)),
            _ => return user(text::not_started(id)),
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        if let Some(gipf) = live.gipf().filter(|_| live.position().waits_for_referee()) {
            if crate::combining::waits_for_reports(live) {
                return user(gipf_i18n::msg!("contest-report-first"));
            }
            if let Some(sub) = live.trial_game {
                return user(gipf_i18n::msg!(
                    "contest-play-sub-game",
                    sub = sub.id.to_string()
                ));
            }
            return user(crate::combining::text::trial_pending(gipf));
        }
        let Some(decider_colour) = live.position().decider_color() else {
            return user(text::game_over_already(id, &live.row));
        };
        if decider_colour != mine {
            let who = live.player(decider_colour);
            if let Some(gipf) = live.gipf().filter(|p| p.user() == Some(mine)) {
                if let Some(m) = crate::combining::text::not_yours(gipf, who) {
                    return user(m);
                }
            }
            return user(text::not_your_decision(live.kind(), decider_colour, who));
        }
        if ["won", "lost"].contains(&action_text.trim().to_ascii_lowercase().as_str()) {
            return user(gipf_i18n::msg!("contest-referee-only"));
        }
        let position = live.position().clone();
        let action = match (&position, action_text.trim().parse::<usize>()) {
            // A number picks a GIPF removal option, numbered as in the image and the buttons.
            (AnyPosition::Gipf(p), Ok(n)) => {
                let options = p.removal_options();
                match n.checked_sub(1).and_then(|i| options.get(i)) {
                    Some(a) => AnyAction::Gipf(*a),
                    None => return user(text::no_such_option(n, options.len())),
                }
            }
            // A number picks a YINSH row option at stage r or R, numbered as on the board.
            (AnyPosition::Yinsh(p), Ok(n))
                if matches!(
                    p.stage(),
                    gipf_yinsh::Stage::ChooseRow | gipf_yinsh::Stage::OpponentRow
                ) =>
            {
                let options = p.legal_actions();
                match n.checked_sub(1).and_then(|i| options.get(i)) {
                    Some(a) => AnyAction::Yinsh(*a),
                    None => return user(text::no_such_option(n, options.len())),
                }
            }
            _ => position
                .read_action(action_text)
                .map_err(|e| Fail::User(text::illegal_any(&e)))?,
        };
        let mut next = position;
        next.play(action)
            .map_err(|e| Fail::User(text::illegal_any(&e)))?;
        // A challenge decided by dice: rolled and played now, stored with the challenge.
        let refereed = match &mut next {
            AnyPosition::Gipf(next) => crate::combining::referee_now(next, &*self.inner.dice)?,
            _ => None,
        };
        let outcome_entry = refereed.as_ref().map(|r| r.entry());
        let now = self.now();
        let outcome = next.result();
        // Nobody decides at stage r: the players report (never against the AI).
        let next_human = match next.decider_color() {
            Some(c) => !live.player(c).is_ai(),
            None => !live.white.is_ai() && !live.black.is_ai(),
        };
        let clocks = crate::clocks::after_decision(
            live.time_control(),
            live.row.banks,
            // A decision after the time ran out (a claim not made) leaves an empty bank; one
            // made while his clock was paused, what was left when it paused.
            live.row
                .deadline
                .or(live.row.timed_out_at)
                .or(live.row.paused_left_ms.map(|left| now + left)),
            live.position(),
            &next,
            next_human,
            now,
        );
        let notation = action.to_string();
        let position_text = next.to_string();
        let new = NewAction {
            game: id,
            expected_version: live.row.version,
            ply: live.row.ply,
            actor: me.id,
            notation: &notation,
            outcome: outcome_entry.as_deref(),
            position: &position_text,
            timer: clocks.timer,
            banks: clocks.banks,
            now,
        };
        let finish = outcome.map(|(winner, reason)| Finish {
            winner,
            reason: reason.into(),
        });
        let mut post = Manager::post_after(
            live,
            next.decider_color().map(|c| live.player(c)),
            finish.is_some(),
            Some(me.id),
            actor,
        );
        if next.waits_for_referee() {
            // Waiting for both players' reports: both are asked.
            post = Some(gipf_store::NewPost {
                kind: gipf_store::EventKind::YourTurn,
                cause: actor.cause(),
                mentions: vec![live.white.id, live.black.id],
            });
        }
        // Committed (with the post it owes) before it is acknowledged: nothing below runs
        // if this fails.
        let changed = self
            .inner
            .store
            .commit_action(
                &new,
                finish.map(|f| (f, &Glicko2 as &dyn gipf_store::Rater)),
                post.as_ref(),
            )
            .await?;
        self.changed(&changed.row);
        live.record.play(action).map_err(|e| {
            Fail::Internal(format!("game {id}: stored {action} does not replay: {e}"))
        })?;
        if let Some(entry) = &outcome_entry {
            live.record.play_entry(entry).map_err(|e| {
                Fail::Internal(format!("game {id}: stored {entry} does not replay: {e}"))
            })?;
        }
        live.row = changed.row;
        let snapshot = game.release(self);
        if clocks.timer.is_some() {
            self.inner.timers.notify_one();
            // The next decider may be on vacation: his clock pauses at once.
            if let Err(f) = self.sweep_game(id, now).await {
                f.log(&format!("the clock of game {id} on vacation"));
            }
        }
        // A challenge decided by a sub-game: it opens now, and the board names it.
        let snapshot = if crate::combining::waits_for_game_trial(&snapshot) {
            self.settle_game_trial(id).await?;
            self.snapshot(id).await?
        } else {
            snapshot
        };
        self.after_change(&snapshot, Some(me.id), actor, changed.post, lang)
            .await
    }

    pub(crate) async fn board(&self, id: GameId, me: &Player, lang: Lang) -> R<Reply> {
        let live = self.snapshot(id).await?;
        if live.row.status != GameStatus::Active && live.row.status != GameStatus::Finished {
            let ch = self.inner.store.challenge(id).await?;
            return Ok(Reply::text(text::challenge_state(
                lang,
                id,
                &live.row,
                ch.as_ref(),
            )));
        }
        let mut r = self.board_reply(&live, live.colour_of(me.id), lang).await;
        // Only the decider gets buttons (both players while they report); a bystander's
        // board has none.
        let reporter =
            crate::combining::waits_for_reports(&live) && live.colour_of(me.id).is_some();
        if live.decider().map(|d| d.id) != Some(me.id)
            && live.row.status == GameStatus::Active
            && !reporter
        {
            r.choices.clear();
        }
        Ok(r)
    }

    pub(crate) async fn choose(
        &self,
        me: &Player,
        room: &Community,
        raw: &str,
        lang: Lang,
    ) -> R<Reply> {
        let id: ChoiceId = raw
            .parse()
            .map_err(|_: crate::ChoiceIdError| Fail::User(gipf_i18n::msg!("error-bad-button")))?;
        match id.what {
            ChoiceWhat::Play(a) => {
                if let Some(preview) = self.preview_push(me, id.game, &a, id.ply, lang).await? {
                    return Ok(preview);
                }
                self.play(me, id.game, &a, Some(id.ply), Actor::Human, lang)
                    .await
            }
            // Confirmed: played as any button's push.
            ChoiceWhat::Confirm(a) => {
                self.play(me, id.game, &a, Some(id.ply), Actor::Human, lang)
                    .await
            }
            ChoiceWhat::CancelPush => Ok(Reply {
                private: true,
                ..Reply::text(gipf_i18n::t!(lang, "confirm-cancelled"))
            }),
            ChoiceWhat::Dot(ref x) | ChoiceWhat::Piece(ref x) | ChoiceWhat::Stack(ref x) => {
                let live = self.snapshot(id.game).await?;
                if let Some(refusal) = not_my_step(&live, me, id.game, id.ply) {
                    return user(refusal);
                }
                let (game, ply) = (id.game, id.ply);
                let make = |what| ChoiceId { game, ply, what }.to_string();
                let opened = match (live.position(), &id.what) {
                    (AnyPosition::Gipf(p), _) => {
                        opened_menu(lang, p, &id.what, &make).map(|(m, g)| (m, vec![g]))
                    }
                    (AnyPosition::Dvonn(p), ChoiceWhat::Stack(s)) => {
                        crate::dvonn_choices::opened_menu(lang, p, s, &make)
                            .map(|(m, g)| (m, vec![g]))
                    }
                    (AnyPosition::Tzaar(p), ChoiceWhat::Stack(s)) => {
                        crate::tzaar_choices::opened_stack(lang, p, s, &make)
                    }
                    (AnyPosition::Tzaar(p), ChoiceWhat::Piece(k)) => {
                        crate::tzaar_choices::opened_type(lang, p, k, &make)
                    }
                    (AnyPosition::Yinsh(p), ChoiceWhat::Stack(s)) => {
                        crate::yinsh_choices::opened_ring(lang, p, s, &make)
                    }
                    (AnyPosition::Zertz(p), ChoiceWhat::Stack(s)) => {
                        crate::zertz_choices::opened(lang, p, s, &make)
                    }
                    (AnyPosition::Punct(p), ChoiceWhat::Stack(s)) => {
                        crate::punct_choices::opened(lang, p, s, &make)
                    }
                    (
                        AnyPosition::Dvonn(_)
                        | AnyPosition::Tzaar(_)
                        | AnyPosition::Yinsh(_)
                        | AnyPosition::Zertz(_)
                        | AnyPosition::Punct(_),
                        _,
                    ) => None,
                };
                let Some((markdown, groups)) = opened else {
                    return user(match id.what {
                        ChoiceWhat::Piece(_) if live.kind() == gipf_games::GameKind::Tzaar => {
                            text::no_place_of(x)
                        }
                        ChoiceWhat::Dot(_) => text::no_push_from(x),
                        ChoiceWhat::Stack(_) => text::no_move_from(x),
                        _ => text::no_use_from(x),
                    });
                };
                Ok(Reply {
                    markdown,
                    game: Some(id.game),
                    choices: groups,
                    private: true,
                    ..Reply::default()
                })
            }
            ChoiceWhat::Accept | ChoiceWhat::Decline => {
                // Only in the challenge's own room (answer_game checks it).
                let accept = id.what == ChoiceWhat::Accept;
                self.answer_game(me, room, id.game, accept, lang).await
            }
            ChoiceWhat::Rematch => {
                let live = self.snapshot(id.game).await?;
                self.rematch_of(me, &live, lang).await
            }
            ChoiceWhat::Claim => self.claim_win(me, id.game, lang).await,
            ChoiceWhat::Report(r) => self.report(me, id.game, r, lang).await,
            ChoiceWhat::Wait => self.wait_for_late(me, id.game, lang).await,
            ChoiceWhat::TakebackAccept | ChoiceWhat::TakebackDecline => {
                let accept = id.what == ChoiceWhat::TakebackAccept;
                self.answer_takeback(me, id.game, accept, Some(id.ply), lang)
                    .await
            }
        }
    }

    pub(crate) async fn resign(&self, me: &Player, id: GameId, lang: Lang) -> R<Reply> {
        let mut game = self.lock_game(id).await?;
        let live = game.live();
        if live.row.status != GameStatus::Active {
            return user(text::game_over_already(id, &live.row));
        }
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        let finish = Finish {
            winner: Some(mine.other()),
            reason: EndReason::Resignation,
        };
        self.end_game(game, me, finish, lang).await
    }

    /// Ends a game without a decision, by `me` (a resignation, a win on time claimed): the
    /// result, the ratings and the post in one write, then the board that says so.
    pub(crate) async fn end_game(
        &self,
        mut game: crate::game::LockedGame,
        me: &Player,
        finish: Finish,
        lang: Lang,
    ) -> R<Reply> {
        let live = game.live();
        let post = Manager::post_after(live, None, true, Some(me.id), Actor::Human);
        let changed = self
            .inner
            .store
            .finish_game(
                live.row.id,
                live.row.version,
                finish,
                &Glicko2,
                post.as_ref(),
                self.now(),
            )
            .await?;
        self.changed(&changed.row);
        live.row = changed.row;
        let snapshot = game.release(self);
        self.after_change(&snapshot, Some(me.id), Actor::Human, changed.post, lang)
            .await
    }
}

/// Why a player may not take the second step of a choice (a dot's directions, a loaded
/// piece's targets): the choice is stale, the game is not his, or the decision not his.
fn not_my_step(
    live: &crate::game::Live,
    me: &Player,
    game: GameId,
    ply: i64,
) -> Option<gipf_i18n::Msg> {
    if live.row.ply != ply || live.row.status != GameStatus::Active {
        return Some(text::stale(game));
    }
    if live.colour_of(me.id).is_none() {
        return Some(text::not_your_game(game));
    }
    if live.decider().map(|d| d.id) != Some(me.id) {
        let c = live.position().decider_color().unwrap_or(Color::White);
        return Some(text::not_your_decision(live.kind(), c, live.player(c)));
    }
    None
}
