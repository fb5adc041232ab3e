//! From the manager's replies to Discord messages: text with mentions, the board PNG,
//! components from the choices; and where a game's messages go (its thread).

use gipf_manager::{ChoiceGroup, ChoiceId, ChoiceKind, ChoiceWhat, GameId, Player, PostId, Reply};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::Data;

/// Discord's limit of a message's text.
const MAX_CONTENT: usize = 2000;
/// Buttons in a row, rows in a message, options in a menu (Discord's limits).
const ROW: usize = 5;
const ROWS: usize = 5;
const MENU: usize = 25;
/// The custom id of the entry-dot and long removal menus; the chosen value is the choice id.
pub(crate) const MENU_ID: &str = "gipf-menu";
use crate::handler::DISCORD;
const PLATFORM: &str = DISCORD.name;

/// A message to send, whatever builder carries it.
#[derive(Debug, Default)]
pub(crate) struct Out {
    pub content: String,
    pub files: Vec<CreateAttachment>,
    pub components: Vec<CreateActionRow>,
    pub mention_users: Vec<serenity::UserId>,
    pub ephemeral: bool,
    /// Discord drops a second message with the same nonce (within minutes): an owed post
    /// sent again after a crash between the send and its acknowledgement shows once.
    pub nonce: Option<String>,
}

impl Out {
    /// The message for a reply, mentioning `extra` players too (an event's addressees).
    pub(crate) fn of(reply: &Reply, extra: &[Player]) -> Out {
        let mut users: Vec<serenity::UserId> = Vec::new();
        for p in reply.mentions.iter().chain(extra) {
            if p.platform != PLATFORM {
                continue;
            }
            // Snowflakes are never 0 (and serenity panics on one).
            if let Some(id) = p.platform_user.parse::<u64>().ok().filter(|&n| n > 0) {
                let id = serenity::UserId::new(id);
                if !users.contains(&id) {
                    users.push(id);
                }
            }
        }
        let mut content = String::new();
        if !reply.private {
            for u in &users {
                content.push_str(&format!("<@{u}> "));
            }
        }
        content.push_str(&reply.markdown);
        let mut files = Vec::new();
        if content.chars().count() > MAX_CONTENT {
            // Long texts (a long game's history, help) go whole in a file.
            let name = match reply.game {
                Some(g) => format!("gipf-{}.txt", g.0),
                None => "gipf.txt".to_string(),
            };
            files.push(CreateAttachment::bytes(reply.plain().into_bytes(), name));
            let head: String = content.chars().take(MAX_CONTENT - 40).collect();
            let cut = head.rfind('\n').unwrap_or(head.len());
            content = format!("{}\n… (the whole text is attached)", &head[..cut]);
        }
        if let Some(img) = &reply.image {
            files.push(CreateAttachment::bytes(
                img.png.as_slice().to_vec(),
                img.name.clone(),
            ));
        }
        Out {
            content,
            files,
            components: components(&reply.choices, reply.lang),
            mention_users: if reply.private { Vec::new() } else { users },
            ephemeral: reply.private,
            nonce: reply.owed.as_ref().map(|o| nonce(o.id())),
        }
    }

    /// Keyed by an owed post's id (see [`Out::nonce`]).
    pub(crate) fn keyed(mut self, post: Option<PostId>) -> Out {
        if let Some(p) = post {
            self.nonce = Some(nonce(p));
        }
        self
    }

    /// A short text.
    pub(crate) fn text(content: impl Into<String>, ephemeral: bool) -> Out {
        Out {
            content: content.into(),
            ephemeral,
            ..Out::default()
        }
    }

    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.mention_users.clone())
    }

    pub(crate) fn message(self) -> serenity::CreateMessage {
        let m = self.mentions();
        let msg = serenity::CreateMessage::new()
            .content(self.content)
            .add_files(self.files)
            .components(self.components)
            .allowed_mentions(m);
        match self.nonce {
            Some(n) => msg.nonce(serenity::Nonce::String(n)).enforce_nonce(true),
            None => msg,
        }
    }

    pub(crate) fn reply(self) -> poise::CreateReply {
        let m = self.mentions();
        let mut r = poise::CreateReply::default()
            .content(self.content)
            .components(self.components)
            .ephemeral(self.ephemeral)
            .allowed_mentions(m);
        for f in self.files {
            r = r.attachment(f);
        }
        r
    }

    pub(crate) fn followup(self) -> serenity::CreateInteractionResponseFollowup {
        let m = self.mentions();
        serenity::CreateInteractionResponseFollowup::new()
            .content(self.content)
            .add_files(self.files)
            .components(self.components)
            .ephemeral(self.ephemeral)
            .allowed_mentions(m)
    }
}

/// The nonce of an owed post (Discord allows 25 characters).
fn nonce(post: PostId) -> String {
    format!("gipf-{}", post.0)
}

/// Action rows for the choices: the entry dots as one menu, directions, challenge and
/// rematch as buttons, removal options as numbered buttons (a menu when there are more
/// than the buttons a message holds).
pub(crate) fn components(groups: &[ChoiceGroup], lang: gipf_i18n::Lang) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let mut menus = 0;
    for g in groups {
        let left = ROWS.saturating_sub(rows.len());
        if left == 0 {
            break;
        }
        let menu = matches!(
            g.kind,
            ChoiceKind::Dots
                | ChoiceKind::Uses
                | ChoiceKind::Spaces
                | ChoiceKind::Stacks
                | ChoiceKind::Landings
                | ChoiceKind::FreeRings
                | ChoiceKind::Jumpers
                | ChoiceKind::Orientations
                | ChoiceKind::Columns
                | ChoiceKind::Pieces
        ) || g.choices.len() > left * ROW;
        if menu {
            let options = g
                .choices
                .iter()
                .take(MENU)
                .map(|c| CreateSelectMenuOption::new(clip(&c.label, 100), c.id.clone()))
                .collect();
            // What the menu asks for, in the reply's language.
            let placeholder = gipf_i18n::t!(
                lang,
                match g.kind {
                    ChoiceKind::Dots => "menu-push-from",
                    ChoiceKind::Uses => "menu-use",
                    ChoiceKind::Removals => "menu-remove",
                    ChoiceKind::Spaces => "menu-place",
                    ChoiceKind::Stacks => "menu-stack",
                    ChoiceKind::Landings => "menu-landing",
                    ChoiceKind::FreeRings => "menu-take-away",
                    ChoiceKind::Jumpers => "menu-capture-with",
                    ChoiceKind::Orientations => "menu-piece",
                    ChoiceKind::Columns => "menu-column",
                    ChoiceKind::Pieces => "menu-move-piece",
                    _ => "menu-choose",
                }
            );
            // Custom ids are unique within a message: a second menu (a potentials game's
            // loaded pieces beside the dots) is `gipf-menu-1`.
            let custom_id = match menus {
                0 => MENU_ID.to_string(),
                n => format!("{MENU_ID}-{n}"),
            };
            menus += 1;
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(custom_id, CreateSelectMenuKind::String { options })
                    .placeholder(placeholder),
            ));
            continue;
        }
        let buttons: Vec<CreateButton> = g
            .choices
            .iter()
            .map(|c| {
                let what = c.id.parse::<ChoiceId>().ok().map(|id| id.what);
                let (label, style) = match (g.kind, what) {
                    (_, Some(ChoiceWhat::Accept)) => (c.label.as_str(), ButtonStyle::Success),
                    (_, Some(ChoiceWhat::Decline)) => (c.label.as_str(), ButtonStyle::Danger),
                    (_, Some(ChoiceWhat::TakebackAccept)) => {
                        (c.label.as_str(), ButtonStyle::Success)
                    }
                    (_, Some(ChoiceWhat::TakebackDecline)) => {
                        (c.label.as_str(), ButtonStyle::Danger)
                    }
                    (_, Some(ChoiceWhat::Claim)) => (c.label.as_str(), ButtonStyle::Success),
                    (_, Some(ChoiceWhat::Confirm(_))) => (c.label.as_str(), ButtonStyle::Success),
                    (ChoiceKind::Contest, Some(ChoiceWhat::Play(a))) if a == "challenge" => {
                        (c.label.as_str(), ButtonStyle::Danger)
                    }
                    (ChoiceKind::Contest, _) => (c.label.as_str(), ButtonStyle::Success),
                    (ChoiceKind::AfterGame | ChoiceKind::Keep, _) => {
                        (c.label.as_str(), ButtonStyle::Primary)
                    }
                    // "1. xc3,d4,e5,f5": the number, as in the image.
                    (ChoiceKind::Removals, _) => (
                        c.label
                            .split_once(". ")
                            .map_or(c.label.as_str(), |(n, _)| n),
                        ButtonStyle::Primary,
                    ),
                    _ => (c.label.as_str(), ButtonStyle::Secondary),
                };
                CreateButton::new(c.id.clone())
                    .label(clip(label, 80))
                    .style(style)
            })
            .collect();
        for chunk in buttons.chunks(ROW) {
            if rows.len() < ROWS {
                rows.push(CreateActionRow::Buttons(chunk.to_vec()));
            }
        }
    }
    rows
}

/// `s` cut to `max` characters (Discord's limits on labels and descriptions).
pub(crate) fn clip(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max - 1).collect();
        t.push('…');
        t
    }
}

/// Where a message about a game goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Target {
    pub channel: serenity::ChannelId,
    /// A thread was made for the game just now.
    pub new_thread: bool,
}

impl Data {
    /// The channel of a game's messages: its thread, else its channel. A board of a game
    /// without a thread gets one (where threads are allowed). `here` is where the command
    /// came from, the game's channel when it has none yet.
    pub(crate) async fn target(
        &self,
        game: GameId,
        here: Option<serenity::ChannelId>,
        board: bool,
    ) -> Result<Option<Target>, gipf_manager::StoreError> {
        let places = self.manager.places();
        let place = places.get(game).await?;
        let room = match (&place, here) {
            (Some(p), _) => {
                if let Some(t) = p.thread.as_deref().and_then(channel_id) {
                    return Ok(Some(Target {
                        channel: t,
                        new_thread: false,
                    }));
                }
                match channel_id(&p.room) {
                    Some(c) => c,
                    None => return Ok(None),
                }
            }
            (None, Some(c)) => c,
            (None, None) => return Ok(None),
        };
        if place.is_none() {
            places.set(game, PLATFORM, &room.to_string(), None).await?;
        }
        let options = self.manager.room_options(game).await;
        if board && options.threads.unwrap_or(self.config.threads) && self.may_thread(room) {
            let name = gipf_i18n::t!(options.lang, "discord-thread-name", id = game.to_string());
            let thread = serenity::CreateThread::new(name)
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
            match room.create_thread(&self.http, thread).await {
                Ok(t) => {
                    places
                        .set(game, PLATFORM, &room.to_string(), Some(&t.id.to_string()))
                        .await?;
                    return Ok(Some(Target {
                        channel: t.id,
                        new_thread: true,
                    }));
                }
                Err(e) => {
                    tracing::info!(channel = %room, error = %e, "no thread here; games use the channel");
                    self.no_threads
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(room.get());
                }
            }
        }
        Ok(Some(Target {
            channel: room,
            new_thread: false,
        }))
    }

    fn may_thread(&self, room: serenity::ChannelId) -> bool {
        !self
            .no_threads
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&room.get())
    }

    /// Posts a command's public answer in a channel and acknowledges it to the manager.
    pub(crate) async fn post_reply(
        &self,
        channel: serenity::ChannelId,
        reply: &Reply,
    ) -> Result<serenity::Message, serenity::Error> {
        let msg = self
            .post(channel, reply.board_of(), Out::of(reply, &[]))
            .await?;
        self.manager.posted(reply).await;
        Ok(msg)
    }

    /// Posts a message in a channel; with `board`, it becomes that game's last board (the one
    /// before loses its buttons).
    pub(crate) async fn post(
        &self,
        channel: serenity::ChannelId,
        board: Option<GameId>,
        out: Out,
    ) -> Result<serenity::Message, serenity::Error> {
        let msg = channel.send_message(&self.http, out.message()).await?;
        if let Some(game) = board {
            self.note_board(game, &msg).await;
        }
        Ok(msg)
    }

    /// Records `msg` as the game's last board and clears the buttons of the one before, so
    /// that only the newest board in a channel can be clicked. Two boards of a game may be
    /// recorded in either order (a command's answer and the next click's board): Discord's
    /// ids grow with time, so the newer message wins and the older one loses its buttons.
    pub(crate) async fn note_board(&self, game: GameId, msg: &serenity::Message) {
        let key = format!("{}/{}", msg.channel_id, msg.id);
        let stale = {
            let _one_at_a_time = self.boards.lock().await;
            let places = self.manager.places();
            let current = match places.get(game).await {
                Ok(p) => p.and_then(|p| p.last_board),
                Err(e) => {
                    tracing::warn!(error = %e, game = game.0, "could not read the last board");
                    return;
                }
            };
            match current.as_deref().and_then(board_key) {
                Some((_, m)) if m > msg.id.get() => Some(key),
                _ => match places.set_last_board(game, &key).await {
                    Ok(old) => old,
                    Err(e) => {
                        tracing::warn!(error = %e, game = game.0, "could not record the last board");
                        None
                    }
                },
            }
        };
        let Some((c, m)) = stale.as_deref().and_then(board_key) else {
            return;
        };
        let edit = serenity::EditMessage::new().components(Vec::new());
        if let Err(e) = c
            .edit_message(&self.http, serenity::MessageId::new(m), edit)
            .await
        {
            tracing::debug!(error = %e, "could not clear an old board's buttons");
        }
    }
}

/// A recorded board: `channel/message`.
fn board_key(s: &str) -> Option<(serenity::ChannelId, u64)> {
    let (c, m) = s.split_once('/')?;
    Some((channel_id(c)?, c_u64(m)?))
}

fn c_u64(s: &str) -> Option<u64> {
    s.parse::<u64>().ok().filter(|&n| n > 0)
}

fn channel_id(s: &str) -> Option<serenity::ChannelId> {
    c_u64(s).map(serenity::ChannelId::new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_manager::Choice;

    fn group(kind: ChoiceKind, n: usize) -> ChoiceGroup {
        ChoiceGroup {
            kind,
            choices: (0..n)
                .map(|i| Choice {
                    id: format!("gipf:1:2:a:x{i}"),
                    label: format!("{}. xa{i},b{i},c{i},d{i}", i + 1),
                })
                .collect(),
        }
    }

    fn json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).expect("serialise")
    }

    #[test]
    fn dots_are_one_menu_and_removals_numbered_buttons() {
        let rows = json(&components(
            &[group(ChoiceKind::Dots, 24)],
            gipf_i18n::Lang::En,
        ));
        // The menu asks in the reply's language.
        let de = json(&components(
            &[group(ChoiceKind::Dots, 24)],
            gipf_i18n::Lang::De,
        ));
        assert_eq!(de[0]["components"][0]["placeholder"], "Schieben von…");
        assert_eq!(rows.as_array().map(Vec::len), Some(1));
        assert_eq!(rows[0]["components"][0]["type"], 3);
        assert_eq!(rows[0]["components"][0]["custom_id"], MENU_ID);
        assert_eq!(
            rows[0]["components"][0]["options"].as_array().map(Vec::len),
            Some(24)
        );

        let rows = json(&components(
            &[group(ChoiceKind::Removals, 7)],
            gipf_i18n::Lang::En,
        ));
        let labels: Vec<&str> = rows
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|r| r["components"].as_array().into_iter().flatten())
            .filter_map(|b| b["label"].as_str())
            .collect();
        assert_eq!(labels, ["1", "2", "3", "4", "5", "6", "7"]);
        assert_eq!(rows.as_array().map(Vec::len), Some(2), "five buttons a row");

        // More options than five rows of buttons hold: a menu with the full labels.
        let rows = json(&components(
            &[group(ChoiceKind::Removals, 30)],
            gipf_i18n::Lang::En,
        ));
        let menu = &rows[0]["components"][0];
        assert_eq!(menu["type"], 3);
        assert_eq!(menu["options"].as_array().map(Vec::len), Some(25));
        assert_eq!(menu["options"][0]["label"], "1. xa0,b0,c0,d0");
    }

    #[test]
    fn potentials_give_a_second_menu_and_a_keep_button() {
        let keep = ChoiceGroup {
            kind: ChoiceKind::Keep,
            choices: vec![Choice {
                id: "gipf:1:2:a:keep".into(),
                label: "Keep".into(),
            }],
        };
        let rows = json(&components(
            &[
                group(ChoiceKind::Dots, 24),
                group(ChoiceKind::Uses, 3),
                keep,
            ],
            gipf_i18n::Lang::En,
        ));
        assert_eq!(rows.as_array().map(Vec::len), Some(3));
        assert_eq!(rows[0]["components"][0]["custom_id"], MENU_ID);
        assert_eq!(rows[1]["components"][0]["type"], 3);
        assert_eq!(rows[1]["components"][0]["custom_id"], "gipf-menu-1");
        assert_eq!(rows[1]["components"][0]["placeholder"], "Use a potential…");
        assert_eq!(rows[2]["components"][0]["label"], "Keep");
        assert_eq!(rows[2]["components"][0]["custom_id"], "gipf:1:2:a:keep");
    }

    #[test]
    fn challenge_buttons_say_accept_and_decline() {
        let g = ChoiceGroup {
            kind: ChoiceKind::Challenge,
            choices: vec![
                Choice {
                    id: "gipf:3:0:accept".into(),
                    label: "Accept".into(),
                },
                Choice {
                    id: "gipf:3:0:decline".into(),
                    label: "Decline".into(),
                },
            ],
        };
        let rows = json(&components(&[g], gipf_i18n::Lang::En));
        let b = &rows[0]["components"];
        assert_eq!(
            (&b[0]["label"], &b[0]["style"], &b[0]["custom_id"]),
            (
                &serde_json::json!("Accept"),
                &serde_json::json!(3),
                &serde_json::json!("gipf:3:0:accept")
            )
        );
        assert_eq!(
            (&b[1]["label"], &b[1]["style"]),
            (&serde_json::json!("Decline"), &serde_json::json!(4))
        );
    }

    #[test]
    fn long_texts_are_attached_and_mentions_only_for_discord_users() {
        let player = |platform: &str, id: &str| Player {
            id: gipf_manager::PlayerId(1),
            platform: platform.into(),
            platform_user: id.into(),
            display_name: "x".into(),
            kind: gipf_manager::PlayerKind::Human,
        };
        let reply = Reply {
            markdown: "line\n".repeat(1000),
            game: Some(GameId(4)),
            mentions: vec![player("discord", "42"), player("ai", "master")],
            ..Reply::default()
        };
        let out = Out::of(&reply, &[player("discord", "42"), player("discord", "43")]);
        assert!(
            out.content.starts_with("<@42> <@43> line"),
            "{}",
            out.content
        );
        assert!(out.content.chars().count() <= MAX_CONTENT);
        assert!(out.content.ends_with("(the whole text is attached)"));
        assert_eq!(out.files.len(), 1);
        assert_eq!(out.mention_users.len(), 2);
        // A private answer pings nobody.
        let private = Out::of(
            &Reply {
                private: true,
                ..reply
            },
            &[],
        );
        assert!(private.mention_users.is_empty() && private.ephemeral);
        assert!(!private.content.starts_with("<@"));
    }
}
