-- What the service owes the chat: one row per change of a game that players must be told
-- about (a board after a decision, your turn, a challenge made or answered, a reminder, game
-- over), written in the same transaction as the change and deleted once the platform has
-- the post. A row whose game has moved past `version` is stale: a newer post replaced it.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    -- The game's version the post shows.
    version    INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    cause      TEXT    NOT NULL,
    -- The players the post mentions: row ids separated by spaces.
    mentions   TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX outbox_game ON outbox (game_id);
