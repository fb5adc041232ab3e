//! Players (people on a platform, and the AI's levels) and communities (a Discord server, a
//! Matrix room, the console).

use gipf_engine::Level;

use crate::error::{parse, readable, Result};
use crate::rows::from_row;
use crate::{CommunityId, PlayerId, PlayerKind, Store};

/// A person on a platform, or an AI level.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    /// Row id.
    pub id: PlayerId,
    /// `discord`, `matrix`, `console`, or [`PlayerKind::AI_PLATFORM`].
    pub platform: String,
    /// The platform's id of the user (the level's name for the AI).
    pub platform_user: String,
    /// The name shown.
    pub display_name: String,
    /// A person or the AI.
    pub kind: PlayerKind,
}

impl Player {
    /// Whether this is the AI.
    pub const fn is_ai(&self) -> bool {
        matches!(self.kind, PlayerKind::Ai(_))
    }
}

/// A player as stored.
struct PlayerRecord {
    id: PlayerId,
    platform: String,
    platform_user: String,
    display_name: String,
}
from_row!(PlayerRecord {
    id,
    platform,
    platform_user,
    display_name
});

impl TryFrom<PlayerRecord> for Player {
    type Error = crate::StoreError;

    fn try_from(r: PlayerRecord) -> Result<Player> {
        let kind = if r.platform == PlayerKind::AI_PLATFORM {
            PlayerKind::Ai(parse(
                || format!("player {}", r.id.0),
                "platform_user",
                &r.platform_user,
            )?)
        } else {
            PlayerKind::Human
        };
        Ok(Player {
            id: r.id,
            platform: r.platform,
            platform_user: r.platform_user,
            display_name: r.display_name,
            kind,
        })
    }
}

/// The players of a list that read (see [`readable`]).
fn typed(rows: Vec<PlayerRecord>) -> Result<Vec<Player>> {
    Ok(readable(rows))
}

/// A Discord server, a Matrix room, the console.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Community {
    /// Row id.
    pub id: CommunityId,
    pub platform: String,
    /// The platform's id of the room or server.
    pub platform_room: String,
    /// The name shown.
    pub name: String,
}
from_row!(Community {
    id,
    platform,
    platform_room,
    name
});

const PLAYER_COLUMNS: &str = "id, platform, platform_user, display_name";

impl Store {
    /// The player for a platform user, created on first sight; the display name is kept
    /// current.
    pub async fn ensure_player(
        &self,
        platform: &str,
        user: &str,
        display_name: &str,
        now: i64,
    ) -> Result<Player> {
        let _turn = self.write_turn().await;
        sqlx::query_as::<_, PlayerRecord>(
            "INSERT INTO players (platform, platform_user, display_name, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (platform, platform_user) DO UPDATE SET display_name = excluded.display_name
             RETURNING id, platform, platform_user, display_name",
        )
        .bind(platform)
        .bind(user)
        .bind(display_name)
        .bind(now)
        .fetch_one(&self.pool)
        .await?
        .try_into()
    }

    /// The player of an AI level, created on first use.
    pub async fn ensure_ai_player(
        &self,
        level: Level,
        display_name: &str,
        now: i64,
    ) -> Result<Player> {
        self.ensure_player(PlayerKind::AI_PLATFORM, level.name(), display_name, now)
            .await
    }

    /// The player of an AI level, if it has played.
    pub async fn ai_player(&self, level: Level) -> Result<Option<Player>> {
        self.player_by_user(PlayerKind::AI_PLATFORM, level.name())
            .await
    }

    /// A player by id.
    /// Every player of a tournament, in one query (its pages read them all).
    pub async fn tournament_players_rows(
        &self,
        tournament: crate::TournamentId,
    ) -> Result<Vec<Player>> {
        let rows = sqlx::query_as::<_, PlayerRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM players p JOIN tournament_players tp ON tp.player_id = p.id
             WHERE tp.tournament_id = $1",
            PLAYER_COLUMNS
                .split(", ")
                .map(|c| format!("p.{c}"))
                .collect::<Vec<_>>()
                .join(", ")
        )))
        .bind(tournament)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(Player::try_from).collect()
    }

    pub async fn player(&self, id: PlayerId) -> Result<Option<Player>> {
        sqlx::query_as::<_, PlayerRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM players WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .map(Player::try_from)
        .transpose()
    }

    /// A player by platform user id.
    pub async fn player_by_user(&self, platform: &str, user: &str) -> Result<Option<Player>> {
        sqlx::query_as::<_, PlayerRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM players WHERE platform = $1 AND platform_user = $2"
        )))
        .bind(platform)
        .bind(user)
        .fetch_optional(&self.pool)
        .await?
        .map(Player::try_from)
        .transpose()
    }

    /// Players of a platform with this display name (ignoring ASCII case).
    pub async fn players_named(&self, platform: &str, name: &str) -> Result<Vec<Player>> {
        typed(
            sqlx::query_as::<_, PlayerRecord>(sqlx::AssertSqlSafe(format!(
                "SELECT {PLAYER_COLUMNS} FROM players
                 WHERE platform = $1 AND lower(display_name) = lower($2) ORDER BY id"
            )))
            .bind(platform)
            .bind(name)
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// The community for a platform room, created on first sight; the name is kept current.
    pub async fn ensure_community(
        &self,
        platform: &str,
        room: &str,
        name: &str,
        now: i64,
    ) -> Result<Community> {
        let _turn = self.write_turn().await;
        Ok(sqlx::query_as::<_, Community>(
            "INSERT INTO communities (platform, platform_room, name, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (platform, platform_room) DO UPDATE SET name = excluded.name
             RETURNING id, platform, platform_room, name",
        )
        .bind(platform)
        .bind(room)
        .bind(name)
        .bind(now)
        .fetch_one(&self.pool)
        .await?)
    }

    /// A community by its platform and room there.
    pub async fn community_by_room(&self, platform: &str, room: &str) -> Result<Option<Community>> {
        Ok(sqlx::query_as::<_, Community>(
            "SELECT id, platform, platform_room, name FROM communities
             WHERE platform = $1 AND platform_room = $2",
        )
        .bind(platform)
        .bind(room)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A community by id.
    pub async fn community(&self, id: CommunityId) -> Result<Option<Community>> {
        Ok(sqlx::query_as::<_, Community>(
            "SELECT id, platform, platform_room, name FROM communities WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?)
    }
}

/// The player columns of a joined row (the leaderboard), made typed.
pub(crate) fn player_from_parts(
    id: PlayerId,
    platform: String,
    platform_user: String,
    display_name: String,
) -> Result<Player> {
    PlayerRecord {
        id,
        platform,
        platform_user,
        display_name,
    }
    .try_into()
}
