//! A community's settings (community [`crate::GLOBAL`]: the service's), each with its type.
//! Unset settings fall back to the config; a stored value that does not read is an error.

use crate::error::{parse, Result};
use crate::{CommunityId, Store, TimeControl};

/// What a community has set; `None` where the config's default applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RoomSettings {
    /// Whether games against the AI change ratings.
    pub rate_ai_games: Option<bool>,
    /// The time control of challenges that name none.
    pub default_time_control: Option<TimeControl>,
    /// Whether its leaderboard and games are listed on the web pages.
    pub public_pages: Option<bool>,
}

const RATE_AI_GAMES: &str = "rate_ai_games";
const DEFAULT_TIME_CONTROL: &str = "default_time_control";
const PUBLIC_PAGES: &str = "public_pages";

impl Store {
    /// A community's settings.
    pub async fn room_settings(&self, community: CommunityId) -> Result<RoomSettings> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT key, value FROM settings WHERE community_id = ?")
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

    async fn set_setting(
        &self,
        community: CommunityId,
        key: &str,
        value: Option<String>,
    ) -> Result<()> {
        match value {
            Some(value) => {
                sqlx::query(
                    "INSERT INTO settings (community_id, key, value) VALUES (?, ?, ?)
                     ON CONFLICT (community_id, key) DO UPDATE SET value = excluded.value",
                )
                .bind(community)
                .bind(key)
                .bind(value)
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM settings WHERE community_id = ? AND key = ?")
                    .bind(community)
                    .bind(key)
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }
}
