-- Vacations: a player's clocks paused in every game where he is to decide, from `starts_at`
-- to `ends_at` (or `ended_at`, when he ended it early; set too once it ran its course). A
-- paused game keeps what was left of the decider's time in `paused_left_ms`.
CREATE TABLE vacations (
    id        BIGSERIAL PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id),
    starts_at BIGINT NOT NULL,
    ends_at   BIGINT NOT NULL,
    ended_at  BIGINT
);
CREATE INDEX vacations_open ON vacations (player_id) WHERE ended_at IS NULL;
ALTER TABLE games ADD COLUMN paused_left_ms BIGINT;
