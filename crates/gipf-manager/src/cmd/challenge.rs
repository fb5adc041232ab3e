//! Challenges: made to someone or open to the room, accepted, declined, cancelled; and
//! rematches.

use gipf_games::AnyVariant;
use gipf_rules::Color;
use gipf_store::{
    Cause, ChallengeRow, Community, EventKind, GameId, GameRow, GameStatus, NewChallenge, NewGame,
    NewPost, Player,
};

use crate::choice::{Choice, ChoiceGroup, ChoiceId, ChoiceKind, ChoiceWhat};
use crate::command::{ColourChoice, Target, TimeControl};
use crate::events::Actor;
use crate::fail::{user, Fail, R};
use crate::game::Live;
use crate::reply::Reply;
use crate::{text, Ctx, Manager};
use gipf_i18n::{t, Lang};

impl Manager {
    /// `challenge <user>`: anyone but oneself and the AI.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn challenge_user(
        &self,
        me: &Player,
        them: &Player,
        room: &Community,
        variant: AnyVariant,
        colour: ColourChoice,
        time: Option<TimeControl>,
        lang: Lang,
    ) -> R<Reply> {
        if them.id == me.id {
            return user(gipf_i18n::msg!("error-no-self-challenge"));
        }
        if them.is_ai() {
            return user(gipf_i18n::msg!("error-no-ai-challenge"));
        }
        self.challenge(me, Some(them), room, variant, colour, time, None, lang)
            .await
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn challenge(
        &self,
        me: &Player,
        them: Option<&Player>,
        room: &Community,
        variant: AnyVariant,
        colour: ColourChoice,
        time: Option<TimeControl>,
        rematch_of: Option<GameId>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        if let Some(m) = crate::combining::refusal(variant, false) {
            return user(m);
        }
        let max = self.inner.config.limits.open_challenges;
        if self.challenges_by(me).await?.len() >= max {
            return user(text::too_many_challenges(max));
        }
        let now = self.now();
        let time = self.time_control_in(room.id, time).await?;
        let start = crate::start::new_start(variant)?.to_string();
        let post = NewPost {
            kind: EventKind::ChallengeReceived,
            cause: Cause::Command,
            mentions: them.iter().map(|t| t.id).collect(),
        };
        let changed = store
            .create_game(&NewGame {
                community: room.id,
                variant,
                white: None,
                black: None,
                status: GameStatus::Challenge,
                time_control: time,
                rated: true,
                start_position: &start,
                timer: None,
                banks: None,
                rematch_of,
                challenge: Some(NewChallenge {
                    challenger: me.id,
                    challenged: them.map(|t| t.id),
                    challenger_color: colour,
                    expires_at: now + self.inner.config.challenge_expiry_ms,
                }),
                post: Some(post),
                trial_of: None,
                tournament: None,
                now,
            })
            .await?;
        self.changed(&changed.row);
        self.inner.timers.notify_one();
        let id = changed.row.id;
        let mut reply = offer_reply(lang, id, me, them, variant, colour, time);
        reply.owed = self.owe(changed.post, Actor::Human);
        let to = them.into_iter().cloned().collect();
        self.emit(
            EventKind::ChallengeReceived,
            Cause::Command,
            room,
            to,
            reply.clone(),
            changed.post,
        );
        Ok(reply)
    }

    /// A challenge waiting for an answer, as it was first posted (for the outbox).
    pub(crate) async fn challenge_offer(&self, id: GameId) -> R<Reply> {
        let (row, ch, me, them) = self.challenge_parts(id).await?;
        let lang = self.room_lang(row.community_id).await;
        Ok(offer_reply(
            lang,
            id,
            &me,
            them.as_ref(),
            row.variant,
            ch.challenger_color,
            row.time_control,
        ))
    }

    /// A challenge declined, cancelled or expired, as it was first said (for the outbox).
    pub(crate) async fn challenge_closed(&self, id: GameId) -> R<Reply> {
        let (row, _, challenger, challenged) = self.challenge_parts(id).await?;
        let lang = self.room_lang(row.community_id).await;
        let markdown = match (row.status, challenged) {
            (GameStatus::Declined, Some(me)) => text::declined(id, &me, &challenger),
            (GameStatus::Cancelled, _) => text::cancelled(id),
            _ => text::expired(id),
        };
        Ok(closing(id, markdown.render(lang)))
    }

    /// A challenge with its challenge part, its challenger and whom it challenges.
    async fn challenge_parts(
        &self,
        id: GameId,
    ) -> R<(GameRow, ChallengeRow, Player, Option<Player>)> {
        let store = &self.inner.store;
        let (Some(row), Some(ch)) = (store.game(id).await?, store.challenge(id).await?) else {
            return user(text::damaged(id));
        };
        let challenger = store
            .player(ch.challenger_id)
            .await?
            .ok_or_else(|| Fail::User(text::damaged(id)))?;
        let challenged = match ch.challenged_id {
            Some(p) => store.player(p).await?,
            None => None,
        };
        Ok((row, ch, challenger, challenged))
    }

    /// The first board of an accepted challenge, saying who accepted (and asking the
    /// challenger too when he does not move first).
    pub(crate) async fn accepted_reply(&self, live: &Live, lang: Lang) -> R<Reply> {
        let id = live.row.id;
        let ch = self
            .inner
            .store
            .challenge(id)
            .await?
            .ok_or_else(|| Fail::User(text::damaged(id)))?;
        let (challenger, me) = if live.white.id == ch.challenger_id {
            (&live.white, &live.black)
        } else {
            (&live.black, &live.white)
        };
        let mut reply = self.board_reply(live, live.main_viewer(), lang).await;
        reply.markdown = format!(
            "{}\n{}",
            text::accepted(id, me, challenger).render(lang),
            reply.markdown
        );
        // Told that his challenge was accepted, unless he decides first: then the board
        // asks him where his notices go (a mention, or a direct message instead).
        let decides = live.decider().is_some_and(|d| d.id == challenger.id);
        if !decides && !reply.mentions.iter().any(|p| p.id == challenger.id) {
            reply.mentions.push(challenger.clone());
        }
        Ok(reply)
    }

    pub(crate) async fn answer(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        target: Option<Target>,
        accept: bool,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let id = match target {
            Some(Target::Game(id)) => id,
            other => {
                let from = match other {
                    Some(Target::User(u)) => Some(self.resolve_user(ctx.platform.name, &u).await?),
                    _ => None,
                };
                let mut candidates = Vec::new();
                for g in store.open_games_of(me.id, Some(room.id)).await? {
                    if g.status != GameStatus::Challenge {
                        continue;
                    }
                    if let Some(c) = store.challenge(g.id).await? {
                        let to_me = c.challenged_id == Some(me.id)
                            || (accept
                                && c.challenged_id.is_none()
                                && c.challenger_id != me.id
                                && g.community_id == room.id);
                        let by = from.as_ref().is_none_or(|f| f.id == c.challenger_id);
                        if to_me && by {
                            candidates.push(g.id);
                        }
                    }
                }
                match candidates.as_slice() {
                    [one] => *one,
                    [] => return user(gipf_i18n::msg!("error-no-challenge")),
                    many => return user(text::which_challenge(many)),
                }
            }
        };
        self.answer_game(me, room, id, accept, lang).await
    }

    pub(crate) async fn answer_game(
        &self,
        me: &Player,
        room: &Community,
        id: GameId,
        accept: bool,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let (row, ch) = self.challenge_here(id, room).await?;
        if row.status != GameStatus::Challenge {
            return user(text::challenge_closed(id, row.status));
        }
        if ch.challenger_id == me.id {
            return user(gipf_i18n::msg!("error-own-challenge"));
        }
        match ch.challenged_id {
            Some(p) if p != me.id => return user(text::not_your_challenge(id)),
            None if !accept => return user(gipf_i18n::msg!("error-open-no-decline")),
            _ => {}
        }
        let now = self.now();
        let challenger = store
            .player(ch.challenger_id)
            .await?
            .ok_or_else(|| Fail::User(text::damaged(id)))?;
        let mut post = NewPost {
            kind: EventKind::ChallengeAnswered,
            cause: Cause::Command,
            mentions: vec![challenger.id],
        };
        if !accept {
            let changed = store
                .answer_challenge(
                    id,
                    row.version,
                    GameStatus::Declined,
                    None,
                    None,
                    None,
                    Some(&post),
                    now,
                )
                .await?;
            self.changed(&changed.row);
            let r = Reply {
                mentions: vec![challenger.clone()],
                owed: self.owe(changed.post, Actor::Human),
                ..closing(id, text::declined(id, me, &challenger).render(lang))
            };
            self.emit(
                EventKind::ChallengeAnswered,
                Cause::Command,
                room,
                vec![challenger],
                r.clone(),
                changed.post,
            );
            return Ok(r);
        }
        let challenger_white = match ch.challenger_color {
            ColourChoice::White => true,
            ColourChoice::Black => false,
            ColourChoice::Random => coin(now, id.0),
        };
        let (white, black) = if challenger_white {
            (ch.challenger_id, me.id)
        } else {
            (me.id, ch.challenger_id)
        };
        let start = row
            .start_position
            .parse::<gipf_games::AnyPosition>()
            .map_err(|e| {
                Fail::Internal(format!(
                    "game {}: its start position does not read: {e}",
                    row.id
                ))
            })?;
        let clocks = crate::clocks::start(row.time_control, &start, true, now);
        // The challenger's first decision is a your-turn notice like any other (owed by
        // direct message where he wants them); the board still says who accepted.
        let first = match start.decider_color() {
            Some(gipf_rules::Color::White) => Some(white),
            Some(gipf_rules::Color::Black) => Some(black),
            None => None,
        };
        if first == Some(challenger.id) {
            post.kind = EventKind::YourTurn;
        }
        let changed = store
            .answer_challenge(
                id,
                row.version,
                GameStatus::Active,
                Some((white, black)),
                clocks.timer,
                clocks.banks,
                Some(&post),
                now,
            )
            .await?;
        self.changed(&changed.row);
        self.inner.timers.notify_one();
        let live = self.snapshot(id).await?;
        // The board says who accepted and asks whoever moves first; the event tells the
        // challenger.
        let mut reply = self.accepted_reply(&live, lang).await?;
        reply.owed = self.owe(changed.post, Actor::Human);
        let kind = if live.decider().is_some_and(|d| d.id == challenger.id) {
            EventKind::YourTurn
        } else {
            EventKind::ChallengeAnswered
        };
        self.emit(
            kind,
            Cause::Command,
            room,
            vec![challenger],
            reply.clone(),
            changed.post,
        );
        Ok(reply)
    }

    pub(crate) async fn cancel(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        named: Option<GameId>,
        lang: Lang,
    ) -> R<Reply> {
        let store = &self.inner.store;
        let id = match named.or(ctx.game) {
            Some(id) => id,
            None => {
                let mine = self.challenges_by(me).await?;
                match mine.as_slice() {
                    [one] => *one,
                    [] => return user(gipf_i18n::msg!("error-no-own-challenge")),
                    many => return user(text::which_challenge(many)),
                }
            }
        };
        let (row, ch) = self.challenge_here(id, room).await?;
        if ch.challenger_id != me.id {
            return user(text::not_your_challenge(id));
        }
        if row.status != GameStatus::Challenge {
            return user(text::challenge_closed(id, row.status));
        }
        let post = NewPost {
            kind: EventKind::ChallengeAnswered,
            cause: Cause::Command,
            mentions: Vec::new(),
        };
        let changed = store
            .answer_challenge(
                id,
                row.version,
                GameStatus::Cancelled,
                None,
                None,
                None,
                Some(&post),
                self.now(),
            )
            .await?;
        self.changed(&changed.row);
        Ok(Reply {
            owed: self.owe(changed.post, Actor::Human),
            ..closing(id, text::cancelled(id).render(lang))
        })
    }

    pub(crate) async fn rematch(
        &self,
        ctx: &Ctx,
        me: &Player,
        room: &Community,
        named: Option<GameId>,
        lang: Lang,
    ) -> R<Reply> {
        let id = match named.or(ctx.game) {
            Some(id) => id,
            None => match self.inner.store.last_finished_of(me.id, room.id).await? {
                Some(g) => g.id,
                None => return user(gipf_i18n::msg!("error-no-finished-game")),
            },
        };
        let live = self.snapshot(id).await?;
        if live.community.id != room.id {
            return user(text::no_such_game(id, &[]));
        }
        self.rematch_of(me, &live, lang).await
    }

    pub(crate) async fn rematch_of(&self, me: &Player, live: &Live, lang: Lang) -> R<Reply> {
        let id = live.row.id;
        let Some(mine) = live.colour_of(me.id) else {
            return user(text::not_your_game(id));
        };
        if live.row.status != GameStatus::Finished {
            return user(text::not_finished(id));
        }
        let variant = live.row.variant;
        // Colours swapped: I take the other side.
        let colour = match mine {
            Color::White => ColourChoice::Black,
            Color::Black => ColourChoice::White,
        };
        let them = live.player(mine.other()).clone();
        if let Some(level) = them.kind.ai_level() {
            return self
                .start_ai_game(me, &live.community, level, variant, colour, Some(id), lang)
                .await;
        }
        let time = Some(live.row.time_control);
        self.challenge(
            me,
            Some(&them),
            &live.community,
            variant,
            colour,
            time,
            Some(id),
            lang,
        )
        .await
    }

    /// The challenges `me` made that wait for an answer.
    async fn challenges_by(&self, me: &Player) -> R<Vec<GameId>> {
        let store = &self.inner.store;
        let mut mine = Vec::new();
        for g in store.open_games_of(me.id, None).await? {
            if g.status == GameStatus::Challenge
                && store.challenge(g.id).await?.map(|c| c.challenger_id) == Some(me.id)
            {
                mine.push(g.id);
            }
        }
        Ok(mine)
    }

    /// A challenge (or the game it became) of this room, with its challenge part.
    async fn challenge_here(&self, id: GameId, room: &Community) -> R<(GameRow, ChallengeRow)> {
        let store = &self.inner.store;
        match (store.game(id).await?, store.challenge(id).await?) {
            (Some(row), Some(ch)) if row.community_id == room.id => Ok((row, ch)),
            _ => user(text::no_such_game(id, &[])),
        }
    }
}

/// A challenge's offer: who challenges whom to what, with Accept and Decline.
fn offer_reply(
    lang: Lang,
    id: GameId,
    me: &Player,
    them: Option<&Player>,
    variant: AnyVariant,
    colour: ColourChoice,
    time: TimeControl,
) -> Reply {
    let choice = |what, label: String| Choice {
        id: ChoiceId {
            game: id,
            ply: 0,
            what,
        }
        .to_string(),
        label,
    };
    Reply {
        markdown: text::challenge_made(lang, id, me, them, variant, colour, time),
        game: Some(id),
        choices: vec![ChoiceGroup {
            kind: ChoiceKind::Challenge,
            choices: vec![
                choice(ChoiceWhat::Accept, t!(lang, "button-accept")),
                choice(ChoiceWhat::Decline, t!(lang, "button-decline")),
            ],
        }],
        mentions: them.into_iter().cloned().collect(),
        ..Reply::default()
    }
}

/// A challenge's end (declined, cancelled, expired): it takes its offer's place.
pub(crate) fn closing(id: GameId, markdown: String) -> Reply {
    Reply {
        game: Some(id),
        closes_board: true,
        ..Reply::text(markdown)
    }
}

/// A fair-enough coin for colours: a mix of the time and an id.
pub(crate) fn coin(now: i64, salt: i64) -> bool {
    let mut x = (now as u64) ^ (salt as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x & 1 == 0
}
