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
}
