-- The engine's reviews of finished games (issue 32): one row per game, `queued` when a
-- player asks for it (`asked_by`, counted against his daily limit) or when the game ends in
-- a room that reviews every game (`asked_by` NULL), `done` once computed, with the review's
-- text form (gipf_engine's `Review` as Display writes it) in `body`. Finishing a review and
-- owing its post in the game's room are one transaction: a review is computed and posted
-- once, across a restart.
CREATE TABLE reviews (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id),
    state    TEXT    NOT NULL,
    asked_by INTEGER REFERENCES players (id),
    asked_at INTEGER NOT NULL,
    body     TEXT,
    done_at  INTEGER
);
CREATE INDEX reviews_state ON reviews (state, asked_at);
CREATE INDEX reviews_asked_by ON reviews (asked_by, asked_at);
