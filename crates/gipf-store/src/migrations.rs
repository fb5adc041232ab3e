//! The schema's migrations, embedded in the binary: `migrations/sqlite` and
//! `migrations/postgres` (the two engines' SQL differs in types and identity columns, not in
//! tables). Listed here rather than read by sqlx's `migrate!` macro, whose proc-macro would
//! compile both database drivers a second time for the build host; a test checks the lists
//! against the folders, checksums included.

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::SqlSafeStr as _;

/// Each file of one folder as (version, description, SQL), in order.
macro_rules! folder {
    ($dir:literal: $($version:literal $name:literal),* $(,)?) => {
        &[$((
            $version,
            $name,
            include_str!(concat!("../../../migrations/", $dir, "/", stringify!($version), "_", $name, ".sql")),
        )),*]
    };
}

type Files = &'static [(i64, &'static str, &'static str)];

// `stringify!` of the version keeps its leading zeros, as the file names have them.
#[allow(clippy::zero_prefixed_literal)]
const SQLITE: Files = folder!("sqlite":
    0001 "init",
    0002 "game_places",
    0003 "adapter_memory",
    0004 "outbox",
    0005 "game_pages",
    0006 "outbox_claims",
    0007 "player_settings",
    0008 "instances",
    0009 "potentials",
    0010 "tournaments",
    0011 "tournament_posts",
    0012 "bank_clocks",
    0013 "takebacks",
    0014 "timeout_claims",
    0015 "vacations",
    0016 "direct_notices",
    0017 "reviews",
    0018 "puzzles",
    0019 "daily_puzzles",
    0020 "lessons",
    0021 "challenges",
    0022 "other_games",
    0023 "punct_basic",
);

#[allow(clippy::zero_prefixed_literal)]
const POSTGRES: Files = folder!("postgres":
    0001 "init",
    0002 "instances",
    0003 "potentials",
    0004 "tournaments",
    0005 "tournament_posts",
    0006 "bank_clocks",
    0007 "takebacks",
    0008 "timeout_claims",
    0009 "vacations",
    0010 "direct_notices",
    0011 "reviews",
    0012 "puzzles",
    0013 "daily_puzzles",
    0014 "lessons",
    0015 "challenges",
    0016 "other_games",
    0017 "punct_basic",
);

/// A migrator for one engine, as `migrate!` would build it from the folder: the description
/// is the file name's words, and the checksum is the SQL's.
fn migrator(files: Files) -> Migrator {
    Migrator::with_migrations(
        files
            .iter()
            .map(|&(version, name, sql)| {
                Migration::new(
                    version,
                    name.replace('_', " ").into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    sql.starts_with("-- no-transaction"),
                )
            })
            .collect(),
    )
}

/// The SQLite schema's migrations.
pub(crate) fn sqlite() -> Migrator {
    migrator(SQLITE)
}

/// The PostgreSQL schema's migrations.
pub(crate) fn postgres() -> Migrator {
    migrator(POSTGRES)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded lists are the folders, as sqlx reads them (a new file must be listed).
    #[tokio::test]
    async fn the_lists_are_the_folders() {
        for (dir, embedded) in [("sqlite", sqlite()), ("postgres", postgres())] {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../migrations")
                .join(dir);
            let read = Migrator::new(path).await.expect("the folder reads");
            let key = |m: &Migration| {
                (
                    m.version,
                    m.description.to_string(),
                    m.checksum.to_vec(),
                    m.no_tx,
                    m.migration_type,
                )
            };
            let want: Vec<_> = read.iter().map(key).collect();
            let got: Vec<_> = embedded.iter().map(key).collect();
            assert_eq!(got, want, "migrations/{dir}");
        }
    }

    /// `0022_other_games` (and `0023_punct_basic` after it) rebuild SQLite's `games` on a
    /// database that has games: every row
    /// and every reference to and from them stay, foreign keys are on again, and the new
    /// variant words are taken while an unknown one is still refused.
    #[tokio::test]
    async fn the_games_rebuild_keeps_every_game_and_its_references() {
        use sqlx::Executor as _;
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("db.sqlite").display()
        );
        sqlx::any::install_default_drivers();
        // One connection: the foreign keys' pragma is a connection's.
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect(&url)
            .await
            .expect("open");
        pool.execute("PRAGMA foreign_keys = ON")
            .await
            .expect("pragma");
        let before = SQLITE.iter().position(|f| f.0 == 22).expect("0022");
        migrator(&SQLITE[..before])
            .run(&pool)
            .await
            .expect("up to 0021");
        pool.execute(
            "INSERT INTO communities (id, platform, platform_room, name, created_at)
                VALUES (1, 'console', 'room', 'Room', 0);
             INSERT INTO players (id, platform, platform_user, display_name, created_at)
                VALUES (1, 'console', 'ann', 'Ann', 0), (2, 'console', 'bob', 'Bob', 0);
             INSERT INTO games (id, community_id, variant, white_id, black_id, status, winner,
                reason, time_control, rated, start_position, position, ply, created_at,
                updated_at, slug)
                VALUES (1, 1, 'standard', 1, 2, 'finished', 'white', 'resignation', 'none', 1,
                    's', 'p', 3, 0, 0, 'aaaa');
             INSERT INTO games (id, community_id, variant, white_id, black_id, status,
                time_control, rated, start_position, position, created_at, updated_at,
                rematch_of, slug)
                VALUES (2, 1, 'basic', 2, 1, 'active', '3d', 1, 's', 'p', 0, 0, 1, 'bbbb');
             INSERT INTO game_places (game_id, platform, room) VALUES (2, 'console', 'x');",
        )
        .await
        .expect("games before the rebuild");
        migrator(SQLITE).run(&pool).await.expect("0022");
        let rows: Vec<(i64, String, Option<String>, Option<i64>)> =
            sqlx::query_as("SELECT id, variant, winner, rematch_of FROM games ORDER BY id")
                .fetch_all(&pool)
                .await
                .expect("read");
        assert_eq!(
            rows,
            [
                (1, "standard".into(), Some("white".into()), None),
                (2, "basic".into(), None, Some(1))
            ]
        );
        let broken: Vec<(String,)> =
            sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
                .fetch_all(&pool)
                .await
                .expect("check");
        assert!(broken.is_empty(), "{broken:?}");
        let insert = |variant: &str| {
            format!(
                "INSERT INTO games (community_id, variant, status, time_control, rated,
                    start_position, position, created_at, updated_at)
                 VALUES (1, '{variant}', 'challenge', 'none', 1, 's', 'p', 0, 0)"
            )
        };
        pool.execute(sqlx::AssertSqlSafe(insert("dvonn")))
            .await
            .expect("dvonn is a variant");
        // 0023 rebuilt the table again for PÜNCT's basic game, keeping the rows above.
        pool.execute(sqlx::AssertSqlSafe(insert("punct-basic")))
            .await
            .expect("punct-basic is a variant");
        assert!(pool
            .execute(sqlx::AssertSqlSafe(insert("chess")))
            .await
            .is_err());
        // Foreign keys hold again: a game of a community that does not exist is refused.
        assert!(pool
            .execute(
                "INSERT INTO games (community_id, variant, status, time_control, rated,
                    start_position, position, created_at, updated_at)
                 VALUES (9, 'dvonn', 'challenge', 'none', 1, 's', 'p', 0, 0)"
            )
            .await
            .is_err());
    }
}
