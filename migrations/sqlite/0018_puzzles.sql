-- Puzzles (issue 33). `puzzles`: each proved puzzle once (its position is unique), in the
-- engine's text form split into columns, with its Glicko-2 puzzle rating moved by every
-- attempt; the starter set is inserted at each start (ON CONFLICT DO NOTHING). A player's
-- puzzle rating is separate from his game ratings (`puzzle_players`). `puzzle_attempts`:
-- each player meets a puzzle at most once (`UNIQUE`); `step` counts the line's actions
-- played, so a repeated answer is recognised; the community is where he played it (the
-- room's puzzle leaderboard).
CREATE TABLE puzzles (
    id         INTEGER PRIMARY KEY,
    kind       TEXT    NOT NULL,
    position   TEXT    NOT NULL UNIQUE,
    line       TEXT    NOT NULL,
    source     TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    plays      INTEGER NOT NULL DEFAULT 0,
    added_at   INTEGER NOT NULL
);
CREATE INDEX puzzles_rating ON puzzles (rating);

CREATE TABLE puzzle_players (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    solved     INTEGER NOT NULL DEFAULT 0,
    failed     INTEGER NOT NULL DEFAULT 0,
    played_at  INTEGER NOT NULL
);

CREATE TABLE puzzle_attempts (
    id           INTEGER PRIMARY KEY,
    puzzle_id    INTEGER NOT NULL REFERENCES puzzles (id),
    player_id    INTEGER NOT NULL REFERENCES players (id),
    community_id INTEGER NOT NULL REFERENCES communities (id),
    state        TEXT    NOT NULL,
    step         INTEGER NOT NULL,
    started_at   INTEGER NOT NULL,
    ended_at     INTEGER,
    UNIQUE (puzzle_id, player_id)
);
CREATE INDEX puzzle_attempts_player ON puzzle_attempts (player_id, state);
CREATE INDEX puzzle_attempts_community ON puzzle_attempts (community_id, player_id);
-- One attempt going per player: two `puzzle` commands at once start one.
CREATE UNIQUE INDEX puzzle_attempts_playing ON puzzle_attempts (player_id) WHERE state = 'playing';
