-- Your-turn notices owed by direct message (a player's `notify dm`): one row per notice,
-- written in the same transaction as the change that asks him to decide, deleted once the
-- platform has the message (or it went stale, or it fell back to a mention in the room).
-- A player's rows go out together, as one message, once the oldest is `game.direct_batch`
-- old. Ids are never used again (AUTOINCREMENT): the first one keys the message's send,
-- which the platform drops when it saw the key lately. `holder` and `held_until` say which
-- instance sends them (as the outbox's do).
CREATE TABLE direct_notices (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    game_id    INTEGER NOT NULL REFERENCES games (id),
    created_at INTEGER NOT NULL,
    holder     TEXT,
    held_until INTEGER
);
CREATE INDEX direct_notices_player ON direct_notices (player_id);
