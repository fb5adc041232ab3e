-- Vacations: a player's clocks paused in every game where he is to decide, from `starts_at`
-- to `ends_at` (or `ended_at`, when he ended it early; set too once it ran its course). A
-- paused game keeps what was left of the decider's time in `paused_left_ms`.
CREATE TABLE vacations (
    id        INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players (id),
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER NOT NULL,
    ended_at  INTEGER
);
CREATE INDEX vacations_open ON vacations (player_id) WHERE ended_at IS NULL;
ALTER TABLE games ADD COLUMN paused_left_ms INTEGER;
