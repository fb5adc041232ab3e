-- The puzzle of the day (issue 33). One puzzle a UTC day for every room (`daily_puzzles`,
-- `day` counted in days since 1970-01-01), chosen the first time a room's post is due; each
-- room that set `daily-puzzle <HH:MM>` owes one post a day (`daily_posts`, once: UNIQUE),
-- written in the transaction that owes it in the outbox, so a restart neither loses nor
-- repeats it. The outbox row names a game, a tournament or a room's daily post: SQLite cannot
-- change a CHECK in place, so the table is built again with its rows.
CREATE TABLE daily_puzzles (
    day        INTEGER PRIMARY KEY,
    puzzle_id  INTEGER NOT NULL UNIQUE REFERENCES puzzles (id),
    chosen_at  INTEGER NOT NULL
);

CREATE TABLE daily_posts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    community_id INTEGER NOT NULL REFERENCES communities (id),
    day          INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    UNIQUE (community_id, day)
);

CREATE TABLE outbox_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER REFERENCES games (id),
    tournament_id INTEGER REFERENCES tournaments (id),
    daily_id      INTEGER REFERENCES daily_posts (id),
    version       INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    cause         TEXT    NOT NULL,
    mentions      TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    claim         TEXT,
    holder        TEXT,
    held_until    INTEGER,
    CHECK ((game_id IS NOT NULL) + (tournament_id IS NOT NULL) + (daily_id IS NOT NULL) = 1)
);
INSERT INTO outbox_new (id, game_id, tournament_id, version, kind, cause, mentions, created_at,
        claim, holder, held_until)
    SELECT id, game_id, tournament_id, version, kind, cause, mentions, created_at, claim, holder,
        held_until
    FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_game ON outbox (game_id);
CREATE INDEX outbox_tournament ON outbox (tournament_id);
CREATE INDEX outbox_daily ON outbox (daily_id);
