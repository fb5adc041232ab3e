-- Several gipfbot processes on one database (PostgreSQL in practice; the same tables on
-- SQLite keep the code one). Each process names itself (`instance`) when it starts.

-- Work one instance does at a time: an AI decision (`ai:12`), a game's timer (`timer:12`).
-- A lease past `expires_at` (Unix ms) is free again: an instance that died mid-work loses it.
CREATE TABLE leases (
    name       TEXT    NOT NULL PRIMARY KEY,
    holder     TEXT    NOT NULL,
    expires_at INTEGER NOT NULL
);

-- Who is posting an owed post, until when: the instance whose command or decision owed it
-- (set with the post), else the delivery loop that took it over after `held_until`.
ALTER TABLE outbox ADD COLUMN holder TEXT;
ALTER TABLE outbox ADD COLUMN held_until INTEGER;
