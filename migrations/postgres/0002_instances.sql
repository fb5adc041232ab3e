-- Several gipfbot processes on one database (see migrations/sqlite/0008_instances.sql).

CREATE TABLE leases (
    name       TEXT   NOT NULL PRIMARY KEY,
    holder     TEXT   NOT NULL,
    expires_at BIGINT NOT NULL
);

ALTER TABLE outbox ADD COLUMN holder TEXT;
ALTER TABLE outbox ADD COLUMN held_until BIGINT;
