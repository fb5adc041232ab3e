-- The engine's reviews of finished games (see migrations/sqlite/0017_reviews.sql).
CREATE TABLE reviews (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id),
    state    TEXT   NOT NULL,
    asked_by BIGINT REFERENCES players (id),
    asked_at BIGINT NOT NULL,
    body     TEXT,
    done_at  BIGINT
);
CREATE INDEX reviews_state ON reviews (state, asked_at);
CREATE INDEX reviews_asked_by ON reviews (asked_by, asked_at);
