//! Interactions in, messages out: slash commands (answered within Discord's 3 s), button
//! and menu clicks, and the manager's events.

use gipf_i18n::t;
use std::sync::Arc;
use std::time::Duration;

use gipf_manager::adapter::{Platform, PlatformEvents};
use gipf_manager::{Command, Ctx, Event, Player, PostError, Reply, UserRef};
use poise::serenity_prelude as serenity;

use crate::deliver::{Out, MENU_ID};
use crate::{Context, Data, Error, Handle};

/// How long a slash command may take before it is deferred. Discord allows 3 s from the
/// event to the answer; the rest is for the trip.
const ANSWER_WITHIN: Duration = Duration::from_millis(1500);
/// Discord as the manager knows it.
pub(crate) static DISCORD: Platform = Platform {
    name: "discord",
    help_intro: Some("help-intro-discord"),
    moderators: "moderator-discord",
    read_user: discord_user,
    direct_messages: true,
};

/// Who and where, as the manager sees it.
/// What Discord says about the person of an interaction besides who he is.
#[derive(Default)]
pub(crate) struct Locales<'a> {
    /// The user's client language.
    pub user: Option<&'a str>,
    /// The server's preferred locale.
    pub guild: Option<&'a str>,
    /// Whether he may manage the server (and so its settings).
    pub manager: bool,
}

impl<'a> Locales<'a> {
    fn of(
        locale: &'a str,
        guild_locale: Option<&'a str>,
        member: Option<&serenity::Member>,
    ) -> Locales<'a> {
        Locales {
            user: Some(locale),
            guild: guild_locale,
            manager: member
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.manage_guild()),
        }
    }
}

async fn ctx_of(
    data: &Data,
    user: &serenity::User,
    member: Option<&serenity::Member>,
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    locales: Locales<'_>,
) -> Ctx {
    let user_name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    let (room_id, room_name) = match guild {
        Some(g) => {
            let name = data
                .cache
                .guild(g)
                .map(|g| g.name.clone())
                .unwrap_or_else(|| "this server".to_string());
            (g.to_string(), name)
        }
        // Direct messages: the conversation is its own community.
        None => (format!("dm:{channel}"), "Direct messages".to_string()),
    };
    let game = data
        .manager
        .game_of_thread(&DISCORD, &channel.to_string())
        .await;
    Ctx {
        platform: &DISCORD,
        user_id: user.id.to_string(),
        user_name,
        room_id,
        room_name,
        game,
        locale: locales.user.map(str::to_string),
        room_locale: locales.guild.map(str::to_string),
        moderator: locales.manager,
    }
}

pub(crate) async fn command_ctx(ctx: Context<'_>) -> Ctx {
    let member = ctx.author_member().await;
    let locales = match ctx {
        poise::Context::Application(a) => Locales::of(
            &a.interaction.locale,
            a.interaction.guild_locale.as_deref(),
            a.interaction.member.as_deref(),
        ),
        poise::Context::Prefix(_) => Locales::default(),
    };
    ctx_of(
        ctx.data(),
        ctx.author(),
        member.as_deref(),
        ctx.guild_id(),
        ctx.channel_id(),
        locales,
    )
    .await
}

/// Records the name of a user named in an option, so that replies can name him.
pub(crate) async fn note_user(ctx: Context<'_>, user: &serenity::User) {
    let name = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    if let Err(e) = ctx
        .data()
        .manager
        .note_user(DISCORD.name, &user.id.to_string(), &name)
        .await
    {
        tracing::warn!(error = %e, "could not record a user");
    }
}

/// An answer only the asker sees.
pub(crate) async fn say_private(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    ctx.send(Out::text(text, true).reply()).await?;
    Ok(())
}

/// Legal actions for the `move` autocompletion.
pub(crate) async fn suggest(ctx: Context<'_>, partial: &str, limit: usize) -> Vec<String> {
    let c = command_ctx(ctx).await;
    ctx.data()
        .manager
        .move_suggestions(&c, None, partial, limit)
        .await
}

/// Applies a slash command and answers it: directly when the manager is quick, after a
/// deferral otherwise. A board goes to its game's channel (thread).
pub(crate) async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let data = ctx.data();
    // Everything before the answer counts against Discord's 3 s: the lookups, the wait for
    // an event being posted, the manager.
    let work = async {
        let c = command_ctx(ctx).await;
        let order = data.order.read().await;
        (order, data.manager.handle(&c, command).await)
    };
    tokio::pin!(work);
    let ((_order, reply), deferred) = match tokio::time::timeout(ANSWER_WITHIN, &mut work).await {
        Ok(r) => (r, false),
        Err(_) => {
            // Ephemeral, so that a private result can be its answer; a public one is posted
            // in the channel.
            ctx.defer_ephemeral().await?;
            (work.await, true)
        }
    };
    let here = ctx.channel_id();
    // A tournament's news goes where its players talk about it: the channel of its
    // commands (the last one wins).
    if let (Some(t), false, None) = (reply.tournament, reply.private, reply.game) {
        let key = tournament_channel_key(t);
        if let Err(e) = data
            .manager
            .places()
            .set_state(DISCORD.name, &key, &here.to_string())
            .await
        {
            tracing::warn!(error = %e, tournament = %t, "could not remember a tournament's channel");
        }
    }
    // The room's puzzle of the day goes to the channel where it was asked for.
    if let (true, Some(guild)) = (reply.daily_here, ctx.guild_id()) {
        let key = daily_channel_key(&guild.to_string());
        if let Err(e) = data
            .manager
            .places()
            .set_state(DISCORD.name, &key, &here.to_string())
            .await
        {
            tracing::warn!(error = %e, "could not remember the channel of the puzzle of the day");
        }
    }
    if reply.private {
        ctx.send(Out::of(&reply, &[]).reply()).await?;
        return Ok(());
    }
    let target = match reply.game {
        Some(game) => data
            .target(game, Some(here), reply.image.is_some())
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "could not look up a game's channel");
                None
            }),
        None => None,
    };
    let channel = target.map_or(here, |t| t.channel);
    if channel == here && !deferred {
        // An interaction's answer takes no nonce: say which interaction shows the post, so
        // that after a crash before the acknowledgement the answer is looked up, not repeated.
        if let poise::Context::Application(app) = ctx {
            data.manager.claim(&reply, &app.interaction.token).await;
        }
        let handle = ctx.send(Out::of(&reply, &[]).reply()).await?;
        data.manager.posted(&reply).await;
        if let Some(game) = reply.board_of() {
            match handle.message().await {
                Ok(msg) => data.note_board(game, &msg).await,
                Err(e) => tracing::debug!(error = %e, "could not read the answer back"),
            }
        }
        return Ok(());
    }
    let posted = data.post_reply(channel, &reply).await;
    let note = match (&posted, target) {
        (Err(e), _) => {
            tracing::warn!(error = %e, %channel, "could not post");
            Out::text(
                t!(
                    reply.lang,
                    "discord-could-not-post",
                    channel = channel.to_string(),
                    text = &reply.markdown
                ),
                true,
            )
        }
        // A new game's thread: say so in the channel, for everyone.
        (Ok(_), Some(t)) if t.new_thread && !deferred => Out::text(
            t!(
                reply.lang,
                "discord-game-in-thread",
                first_line = first_line(&reply.markdown),
                channel = channel.to_string()
            ),
            false,
        ),
        (Ok(_), _) if channel == here => Out::text(t!(reply.lang, "discord-done"), true),
        (Ok(_), _) => Out::text(
            t!(
                reply.lang,
                "discord-posted-elsewhere",
                channel = channel.to_string()
            ),
            true,
        ),
    };
    ctx.send(note.reply()).await?;
    Ok(())
}

/// Where a tournament's news is posted (see `run`).
fn tournament_channel_key(t: gipf_manager::TournamentId) -> String {
    format!("tournament-channel:{t}")
}

/// Where a server's puzzle of the day is posted (see `run`).
fn daily_channel_key(guild: &str) -> String {
    format!("daily-channel:{guild}")
}

/// A server's puzzle of the day, in the channel where it was asked for.
async fn post_daily(data: &Data, e: &Event) -> Result<(), PostError> {
    let key = daily_channel_key(&e.community.platform_room);
    let Some(channel) = channel_at(data, &key).await? else {
        return Err(PostError::GiveUp(format!(
            "server {} has no channel for the puzzle of the day",
            e.community.platform_room
        )));
    };
    post_owed_in(data, channel, e).await
}

/// The channel kept under `key` in the places' state, if any.
async fn channel_at(data: &Data, key: &str) -> Result<Option<serenity::ChannelId>, PostError> {
    match data.manager.places().state(DISCORD.name, key).await {
        Ok(c) => Ok(c
            .and_then(|c| c.parse().ok())
            .filter(|&c| c > 0)
            .map(serenity::ChannelId::new)),
        Err(err) => Err(PostError::Retry(err.to_string())),
    }
}

/// An owed post that belongs to no game, in `channel`, keyed so that it goes out once.
async fn post_owed_in(
    data: &Data,
    channel: serenity::ChannelId,
    e: &Event,
) -> Result<(), PostError> {
    let _order = data.order.write().await;
    let out = Out::of(&e.reply, &e.to).keyed(e.post);
    match data.post(channel, None, out).await {
        Ok(_) => Ok(()),
        Err(err) if crate::transient(&err) => Err(PostError::Retry(err.to_string())),
        Err(err) => Err(PostError::GiveUp(err.to_string())),
    }
}

/// The channel of a tournament's commands, if one is known.
async fn tournament_channel(
    data: &Data,
    t: gipf_manager::TournamentId,
) -> Result<Option<serenity::ChannelId>, PostError> {
    channel_at(data, &tournament_channel_key(t)).await
}

/// The channel of the tournament a game is played for, if it is one's.
async fn tournament_channel_of(
    data: &Data,
    game: gipf_manager::GameId,
) -> Result<Option<serenity::ChannelId>, PostError> {
    match data.manager.tournament_of_game(game).await {
        Ok(Some(t)) => tournament_channel(data, t).await,
        Ok(None) => Ok(None),
        Err(err) => Err(PostError::Retry(err.to_string())),
    }
}

/// A tournament's post (its round, its end), in the channel of its commands.
async fn post_tournament_news(data: &Data, e: &Event) -> Result<(), PostError> {
    let Some(t) = e.reply.tournament else {
        return Err(PostError::GiveUp("an event about no game".into()));
    };
    let Some(channel) = tournament_channel(data, t).await? else {
        return Err(PostError::GiveUp(format!("tournament {t} has no channel")));
    };
    post_owed_in(data, channel, e).await
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// poise's handler of every gateway event: button and menu clicks.
pub(crate) async fn on_event(
    fw: poise::FrameworkContext<'_, Handle, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    // Whether the gateway is up, for /health and the reconnection count: shard by shard.
    let link = &fw.user_data.0.link;
    match event {
        serenity::FullEvent::Ready { data_about_bot } => {
            link.shard(data_about_bot.shard.map_or(0, |s| s.id.0), true);
        }
        serenity::FullEvent::ShardStageUpdate { event } => {
            link.shard(
                event.shard_id.0,
                event.new == serenity::ConnectionStage::Connected,
            );
        }
        _ => {}
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let data = fw.user_data.0.clone();
        let click = click.clone();
        // Clicks run on their own so that one slow database write holds up no other.
        tokio::spawn(async move {
            if let Err(e) = on_click(&data, &click).await {
                tracing::warn!(error = %e, "a click failed");
            }
        });
    }
    Ok(())
}

async fn on_click(data: &Data, click: &serenity::ComponentInteraction) -> Result<(), Error> {
    // Acknowledged first: nothing below can make Discord say "This interaction failed".
    click
        .create_response(&data.http, serenity::CreateInteractionResponse::Acknowledge)
        .await?;
    let id = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values }
            if click.data.custom_id.starts_with(MENU_ID) =>
        {
            values.first().cloned().unwrap_or_default()
        }
        _ => click.data.custom_id.clone(),
    };
    let c = ctx_of(
        data,
        &click.user,
        click.member.as_ref(),
        click.guild_id,
        click.channel_id,
        Locales::of(
            &click.locale,
            click.guild_locale.as_deref(),
            click.member.as_ref(),
        ),
    )
    .await;
    let _order = data.order.read().await;
    let reply = data.manager.handle(&c, Command::Choose(id)).await;
    if reply.private {
        click
            .create_followup(&data.http, Out::of(&reply, &[]).followup())
            .await?;
        return Ok(());
    }
    let ephemeral_source = click
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if ephemeral_source {
        // The direction buttons shown only to the mover: done with.
        let edit = serenity::EditInteractionResponse::new()
            .content(t!(reply.lang, "discord-played"))
            .components(Vec::new());
        if let Err(e) = click.edit_response(&data.http, edit).await {
            tracing::debug!(error = %e, "could not close the direction buttons");
        }
    }
    let target = match reply.game {
        Some(game) => {
            data.target(game, Some(click.channel_id), reply.image.is_some())
                .await?
        }
        None => None,
    };
    let channel = target.map_or(click.channel_id, |t| t.channel);
    if let Err(e) = data.post_reply(channel, &reply).await {
        tracing::warn!(error = %e, %channel, "could not post");
        let out = Out::text(
            t!(
                reply.lang,
                "discord-could-not-post",
                channel = channel.to_string(),
                text = &reply.markdown
            ),
            true,
        );
        click.create_followup(&data.http, out.followup()).await?;
        return Ok(());
    }
    if let Some(t) = target.filter(|t| t.new_thread) {
        // Accepted from a challenge in the channel: tell the channel where the game is.
        let out = Out::text(
            t!(
                reply.lang,
                "discord-game-in-thread",
                first_line = first_line(&reply.markdown),
                channel = t.channel.to_string()
            ),
            false,
        );
        click.create_followup(&data.http, out.followup()).await?;
    }
    Ok(())
}

/// The language of the user of an interaction, from Discord's locale alone.
fn lang_of(ctx: Context<'_>) -> gipf_i18n::Lang {
    ctx.locale()
        .and_then(gipf_i18n::Lang::from_locale)
        .unwrap_or_default()
}

/// Errors of the framework (a command that failed to parse, Discord refusing an answer):
/// logged, and the user told when possible.
pub(crate) async fn on_error(e: poise::FrameworkError<'_, Handle, Error>) {
    match e {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(error = %error, command = %ctx.command().name, "command failed");
            let lang = lang_of(ctx);
            let _ = say_private(ctx, &t!(lang, "discord-went-wrong")).await;
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            let lang = lang_of(ctx);
            let text = t!(lang, "discord-could-not-read", error = error.to_string());
            let _ = say_private(ctx, &text).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

/// Posts the manager's events (the AI's moves, reminders, timeouts, expiries) and whatever
/// else is owed in each game's channel, through the manager's delivery loop. Events caused
/// by a command are the command's answer, posted by the command.
pub(crate) fn spawn_events(data: Arc<Data>, events: PlatformEvents) {
    let manager = data.manager.clone();
    manager.deliver_outbox(events, Poster(data));
}

/// The adapter as the delivery loop sees it.
struct Poster(Arc<Data>);

impl gipf_manager::Poster for Poster {
    async fn post(&self, e: &Event) -> Result<(), PostError> {
        let data = &self.0;
        let Some(game) = e.reply.game else {
            if e.reply.daily {
                return post_daily(data, e).await;
            }
            return post_tournament_news(data, e).await;
        };
        // An answer to an interaction that may have been shown before a crash: if Discord
        // has it, it was shown (a token dies after 15 minutes: then it is posted again).
        if let Some(token) = &e.claim {
            match data.http.get_original_interaction_response(token).await {
                Ok(_) => return Ok(()),
                Err(err) if crate::transient(&err) => {
                    return Err(PostError::Retry(err.to_string()))
                }
                Err(_) => {}
            }
        }
        // Alone: the AI's answer never appears above the move it answers.
        let _order = data.order.write().await;
        let board = e.reply.image.is_some();
        let target = match data.target(game, None, board).await {
            Ok(Some(t)) => t,
            // A tournament's game begins in the channel of its tournament.
            Ok(None) => match tournament_channel_of(data, game).await? {
                Some(c) => match data.target(game, Some(c), board).await {
                    Ok(Some(t)) => t,
                    Ok(None) => return Err(PostError::GiveUp("the game has no channel".into())),
                    Err(err) => return Err(PostError::Retry(err.to_string())),
                },
                None => return Err(PostError::GiveUp("the game has no channel".into())),
            },
            Err(err) => return Err(PostError::Retry(err.to_string())),
        };
        let reply = Reply {
            private: false,
            ..e.reply.clone()
        };
        let out = Out::of(&reply, &e.to).keyed(e.post);
        match data.post(target.channel, reply.board_of(), out).await {
            Ok(_) => Ok(()),
            Err(err) if crate::transient(&err) => Err(PostError::Retry(err.to_string())),
            Err(err) => Err(PostError::GiveUp(err.to_string())),
        }
    }

    async fn link(
        &self,
        game: gipf_manager::GameId,
        community: &gipf_manager::Community,
    ) -> Option<String> {
        let place = self.0.manager.places().get(game).await.ok().flatten()?;
        let channel = place.thread.unwrap_or(place.room);
        Some(format!(
            "https://discord.com/channels/{}/{channel}",
            community.platform_room
        ))
    }

    async fn post_direct(&self, to: &Player, key: &str, reply: &Reply) -> Result<(), PostError> {
        let data = &self.0;
        let Some(user) = to
            .platform_user
            .parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .map(serenity::UserId::new)
        else {
            return Err(PostError::GiveUp(format!(
                "no Discord user {}",
                to.platform_user
            )));
        };
        let failed = |err: serenity::Error| {
            if crate::transient(&err) {
                PostError::Retry(err.to_string())
            } else if cannot_message(&err) {
                PostError::Refused(err.to_string())
            } else {
                PostError::GiveUp(err.to_string())
            }
        };
        // Discord answers with the same channel each time: nothing to remember.
        let dm = user.create_dm_channel(&data.http).await.map_err(failed)?;
        let mut out = Out::of(reply, &[]);
        out.nonce = Some(key.to_string());
        dm.id
            .send_message(&data.http, out.message())
            .await
            .map_err(failed)?;
        Ok(())
    }
}

/// Whether Discord refused a message because the user takes none from the bot: "Cannot send
/// messages to this user" (his direct messages are closed, or he blocked the bot).
fn cannot_message(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.error.code == 50007
    )
}

/// Discord names users by mention (`<@123>`, `<@!123>`) or by their numeric id; anything
/// else is a display name.
pub(crate) fn discord_user(raw: &str) -> UserRef {
    let t = raw.trim();
    let id = t
        .strip_prefix("<@")
        .and_then(|r| r.strip_suffix('>'))
        .map(|r| r.trim_start_matches('!'))
        .unwrap_or(t);
    if !id.is_empty() && id.len() <= 20 && id.bytes().all(|b| b.is_ascii_digit()) {
        UserRef::Id(id.to_string())
    } else {
        UserRef::written(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_and_ids_name_discord_users() {
        for (raw, id) in [("<@123>", "123"), ("<@!123>", "123"), (" 456 ", "456")] {
            assert_eq!(discord_user(raw), UserRef::Id(id.into()), "{raw}");
        }
        for raw in ["bob", "<@bob>", "<@>", "123456789012345678901234"] {
            assert!(matches!(discord_user(raw), UserRef::Name(_)), "{raw}");
        }
    }
}
