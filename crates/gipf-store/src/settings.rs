//! A community's settings (community [`crate::GLOBAL`]: the service's), each with its type.
//! Unset settings fall back to the config; a stored value that does not read is an error.

use gipf_i18n::Lang;

use crate::error::{parse, Result};
use crate::{CommunityId, PlayerId, Store, TimeControl};

/// What a community has set; `None` where the config's default applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RoomSettings {
    /// Whether games against the AI change ratings.
    pub rate_ai_games: Option<bool>,
    /// The time control of challenges that name none.
    pub default_time_control: Option<TimeControl>,
    /// Whether its leaderboard and games are listed on the web pages.
    pub public_pages: Option<bool>,
    /// The language of its boards and public posts, as a moderator set it.
    pub language: Option<Lang>,
    /// The language the platform says the community prefers (a Discord server's preferred
    /// locale), used when no moderator set one.
    pub platform_language: Option<Lang>,
    /// Whether a game's older boards lose their image when a newer one is posted.
    pub redact_old_boards: Option<bool>,
    /// Whether each game gets its own thread.
    pub threads: Option<bool>,
    /// Whether anyone (not only moderators) may create tournaments.
    pub open_tournaments: Option<bool>,
    /// What happens when a player's time runs out.
    pub timeout: Option<TimeoutRule>,
    /// Whether every game that ends gets its review posted.
    pub review_auto: Option<bool>,
    /// When the room's puzzle of the day is posted (UTC), if it asked for one.
    pub daily_puzzle: Option<crate::DailyAt>,
}

/// What happens when a player's time runs out (`settings timeout auto|claim`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TimeoutRule {
    /// He loses at once.
    Auto,
    /// His opponent may claim the win, or wait (games against the AI end at once anyway).
    Claim,
}

impl TimeoutRule {
    /// The stored (and typed) word.
    pub const fn as_str(self) -> &'static str {
        match self {
            TimeoutRule::Auto => "auto",
            TimeoutRule::Claim => "claim",
        }
    }
}

impl std::fmt::Display for TimeoutRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for TimeoutRule {
    type Err = crate::ParseError;

    fn from_str(s: &str) -> std::result::Result<TimeoutRule, crate::ParseError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(TimeoutRule::Auto),
            "claim" => Ok(TimeoutRule::Claim),
            _ => Err(crate::ParseError::new(s, "auto or claim")),
        }
    }
}

/// A setting of a community, by its stored key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingKey {
    RateAiGames,
    DefaultTimeControl,
    PublicPages,
    Language,
    PlatformLanguage,
    RedactOldBoards,
    Threads,
    OpenTournaments,
    Timeout,
    ReviewAuto,
    DailyPuzzle,
}

impl SettingKey {
    fn key(self) -> &'static str {
        match self {
            SettingKey::RateAiGames => RATE_AI_GAMES,
            SettingKey::DefaultTimeControl => DEFAULT_TIME_CONTROL,
            SettingKey::PublicPages => PUBLIC_PAGES,
            SettingKey::Language => LANGUAGE,
            SettingKey::PlatformLanguage => PLATFORM_LANGUAGE,
            SettingKey::RedactOldBoards => REDACT_OLD_BOARDS,
            SettingKey::Threads => THREADS,
            SettingKey::OpenTournaments => OPEN_TOURNAMENTS,
            SettingKey::Timeout => TIMEOUT,
            SettingKey::ReviewAuto => REVIEW_AUTO,
            SettingKey::DailyPuzzle => DAILY_PUZZLE,
        }
    }
}

const RATE_AI_GAMES: &str = "rate_ai_games";
const DEFAULT_TIME_CONTROL: &str = "default_time_control";
const PUBLIC_PAGES: &str = "public_pages";
const LANGUAGE: &str = "language";
const PLATFORM_LANGUAGE: &str = "platform_language";
const REDACT_OLD_BOARDS: &str = "redact_old_boards";
const THREADS: &str = "threads";
const OPEN_TOURNAMENTS: &str = "open_tournaments";
const TIMEOUT: &str = "timeout";
const REVIEW_AUTO: &str = "review_auto";
pub(crate) const DAILY_PUZZLE: &str = "daily_puzzle";
const PLAYER_LANGUAGE: &str = "language";
const PLAYER_CONFIRM: &str = "confirm";

impl Store {
    /// A community's settings.
    pub async fn room_settings(&self, community: CommunityId) -> Result<RoomSettings> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT key, value FROM settings WHERE community_id = $1")
                .bind(community)
                .fetch_all(&self.pool)
                .await?;
        let mut s = RoomSettings::default();
        for (key, value) in rows {
            let row = || format!("setting {key} of community {}", community.0);
            match key.as_str() {
                RATE_AI_GAMES => s.rate_ai_games = Some(parse(row, "value", &value)?),
                DEFAULT_TIME_CONTROL => {
                    s.default_time_control = Some(parse(row, "value", &value)?);
                }
                PUBLIC_PAGES => s.public_pages = Some(parse(row, "value", &value)?),
                LANGUAGE => s.language = Some(parse(row, "value", &value)?),
                PLATFORM_LANGUAGE => s.platform_language = Some(parse(row, "value", &value)?),
                REDACT_OLD_BOARDS => s.redact_old_boards = Some(parse(row, "value", &value)?),
                THREADS => s.threads = Some(parse(row, "value", &value)?),
                OPEN_TOURNAMENTS => s.open_tournaments = Some(parse(row, "value", &value)?),
                TIMEOUT => s.timeout = Some(parse(row, "value", &value)?),
                REVIEW_AUTO => s.review_auto = Some(parse(row, "value", &value)?),
                DAILY_PUZZLE => s.daily_puzzle = Some(parse(row, "value", &value)?),
                // Settings of a newer gipfbot: not ours to judge.
                _ => {}
            }
        }
        Ok(s)
    }

    /// Sets (or with `None` clears) whether AI games are rated in a community.
    pub async fn set_rate_ai_games(&self, community: CommunityId, v: Option<bool>) -> Result<()> {
        self.set_setting(community, RATE_AI_GAMES, v.map(|b| b.to_string()))
            .await
    }

    /// Sets (or with `None` clears) whether a community's pages are public.
    pub async fn set_public_pages(&self, community: CommunityId, v: Option<bool>) -> Result<()> {
        self.set_setting(community, PUBLIC_PAGES, v.map(|b| b.to_string()))
            .await
    }

    /// Sets (or with `None` clears) a community's default time control.
    pub async fn set_default_time_control(
        &self,
        community: CommunityId,
        v: Option<TimeControl>,
    ) -> Result<()> {
        self.set_setting(community, DEFAULT_TIME_CONTROL, v.map(|t| t.to_string()))
            .await
    }

    /// Sets (or with `None` clears) any setting, its value written as the setting's type
    /// writes it (`true`, `3d`, `cs`).
    pub async fn set_room_setting(
        &self,
        community: CommunityId,
        key: SettingKey,
        value: Option<String>,
    ) -> Result<()> {
        self.set_setting(community, key.key(), value).await
    }

    /// A player's own language, if he chose one.
    pub async fn player_language(&self, player: PlayerId) -> Result<Option<Lang>> {
        self.player_setting(player, PLAYER_LANGUAGE, "language")
            .await
    }

    /// Sets (or with `None` clears) a player's own language.
    pub async fn set_player_language(&self, player: PlayerId, lang: Option<Lang>) -> Result<()> {
        self.set_player_setting(player, PLAYER_LANGUAGE, lang.map(|l| l.code().to_string()))
            .await
    }

    /// Whether a player confirms the pushes he chooses with buttons, if he said.
    pub async fn player_confirm(&self, player: PlayerId) -> Result<Option<bool>> {
        self.player_setting(player, PLAYER_CONFIRM, "confirm").await
    }

    /// Sets (or with `None` clears) whether a player confirms his pushes.
    pub async fn set_player_confirm(&self, player: PlayerId, on: Option<bool>) -> Result<()> {
        self.set_player_setting(player, PLAYER_CONFIRM, on.map(|b| b.to_string()))
            .await
    }

    /// One of a player's settings, read as its type.
    async fn player_setting<T: std::str::FromStr>(
        &self,
        player: PlayerId,
        key: &str,
        what: &str,
    ) -> Result<Option<T>>
    where
        T::Err: std::fmt::Display,
    {
        let value: Option<String> = sqlx::query_scalar(
            "SELECT value FROM player_settings WHERE player_id = $1 AND key = $2",
        )
        .bind(player)
        .bind(key)
        .fetch_optional(&self.pool)
        .await?;
        value
            .map(|v| parse(|| format!("{what} of player {}", player.0), "value", &v))
            .transpose()
    }

    /// Sets (or with `None` clears) one of a player's settings.
    async fn set_player_setting(
        &self,
        player: PlayerId,
        key: &str,
        value: Option<String>,
    ) -> Result<()> {
        let turn = self.write_turn().await;
        match value {
            Some(v) => {
                sqlx::query(
                    "INSERT INTO player_settings (player_id, key, value) VALUES ($1, $2, $3)
                     ON CONFLICT (player_id, key) DO UPDATE SET value = excluded.value",
                )
                .bind(player)
                .bind(key)
                .bind(v)
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM player_settings WHERE player_id = $1 AND key = $2")
                    .bind(player)
                    .bind(key)
                    .execute(&self.pool)
                    .await?;
            }
        }
        drop(turn);
        self.notify_settings().await;
        Ok(())
    }

    async fn set_setting(
        &self,
        community: CommunityId,
        key: &str,
        value: Option<String>,
    ) -> Result<()> {
        let turn = self.write_turn().await;
        match value {
            Some(value) => {
                sqlx::query(
                    "INSERT INTO settings (community_id, key, value) VALUES ($1, $2, $3)
                     ON CONFLICT (community_id, key) DO UPDATE SET value = excluded.value",
                )
                .bind(community)
                .bind(key)
                .bind(value)
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM settings WHERE community_id = $1 AND key = $2")
                    .bind(community)
                    .bind(key)
                    .execute(&self.pool)
                    .await?;
            }
        }
        drop(turn);
        self.notify_settings().await;
        Ok(())
    }
}
