-- The organiser's own posts (see migrations/sqlite/0011_tournament_posts.sql).
ALTER TABLE outbox ALTER COLUMN game_id DROP NOT NULL;
ALTER TABLE outbox ADD COLUMN tournament_id BIGINT REFERENCES tournaments (id);
ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject
    CHECK ((game_id IS NULL) <> (tournament_id IS NULL));
CREATE INDEX outbox_tournament ON outbox (tournament_id);
ALTER TABLE tournaments ADD COLUMN announced_round BIGINT NOT NULL DEFAULT 0;
