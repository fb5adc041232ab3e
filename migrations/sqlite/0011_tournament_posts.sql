-- The organiser's own posts (issue 31): a tournament's announcement, each round's pairings
-- and the final standings are owed like a game's boards, so the outbox row names either a
-- game or a tournament. SQLite cannot relax a NOT NULL column in place: the table is built
-- again with its rows.
-- For a tournament's post, `version` is the round it is about (0 for the announcement);
-- such a post is never stale.
CREATE TABLE outbox_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER REFERENCES games (id),
    tournament_id INTEGER REFERENCES tournaments (id),
    version       INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    cause         TEXT    NOT NULL,
    mentions      TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    claim         TEXT,
    holder        TEXT,
    held_until    INTEGER,
    CHECK ((game_id IS NULL) <> (tournament_id IS NULL))
);
INSERT INTO outbox_new (id, game_id, version, kind, cause, mentions, created_at, claim, holder,
        held_until)
    SELECT id, game_id, version, kind, cause, mentions, created_at, claim, holder, held_until
    FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_game ON outbox (game_id);
CREATE INDEX outbox_tournament ON outbox (tournament_id);

-- The round whose pairings were posted: the organiser creates a round's games, then owes its
-- announcement; a restart in between finds `announced_round < current_round` and owes it then.
ALTER TABLE tournaments ADD COLUMN announced_round INTEGER NOT NULL DEFAULT 0;
