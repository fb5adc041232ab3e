-- gipfbot's schema. Times are Unix milliseconds (UTC). Applied at start-up by gipf-store.

-- A person on a platform, or an AI level (platform 'ai', user = the level's name).
CREATE TABLE players (
    id            INTEGER PRIMARY KEY,
    platform      TEXT    NOT NULL,
    platform_user TEXT    NOT NULL,
    display_name  TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    UNIQUE (platform, platform_user)
);

-- Where games are played and ranked: a Discord server, a Matrix room, the console.
CREATE TABLE communities (
    id            INTEGER PRIMARY KEY,
    platform      TEXT    NOT NULL,
    platform_room TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    UNIQUE (platform, platform_room)
);

-- Every game, from the challenge on: its id is the `#12` players use for both.
-- status: challenge, active, finished, declined, cancelled, expired.
CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    community_id   INTEGER NOT NULL REFERENCES communities (id),
    variant        TEXT    NOT NULL CHECK (variant IN ('basic', 'standard', 'tournament')),
    white_id       INTEGER REFERENCES players (id),
    black_id       INTEGER REFERENCES players (id),
    status         TEXT    NOT NULL,
    -- 'white' or 'black' once finished.
    winner         TEXT,
    -- no_gipf, no_reserve, resignation, time.
    reason         TEXT,
    -- none, <N>d or <N>m.
    time_control   TEXT    NOT NULL,
    rated          INTEGER NOT NULL,
    start_position TEXT    NOT NULL,
    position       TEXT    NOT NULL,
    ply            INTEGER NOT NULL DEFAULT 0,
    -- Optimistic concurrency: every write checks and bumps it.
    version        INTEGER NOT NULL DEFAULT 0,
    -- When the current decision is lost on time, when its reminder is due, and whether it
    -- went out.
    deadline       INTEGER,
    remind_at      INTEGER,
    reminded       INTEGER NOT NULL DEFAULT 0,
    -- The game this one is a rematch of.
    rematch_of     INTEGER REFERENCES games (id),
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    finished_at    INTEGER
);
CREATE INDEX games_status ON games (status);
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);
CREATE INDEX games_deadline ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX games_remind ON games (remind_at) WHERE reminded = 0;

-- The challenge part of a game: who asked whom (NULL = open to the community) and how.
CREATE TABLE challenges (
    game_id          INTEGER PRIMARY KEY REFERENCES games (id),
    challenger_id    INTEGER NOT NULL REFERENCES players (id),
    challenged_id    INTEGER REFERENCES players (id),
    -- white, black or random: the challenger's colour.
    challenger_color TEXT    NOT NULL,
    expires_at       INTEGER NOT NULL,
    answered_at      INTEGER
);
CREATE INDEX challenges_challenged ON challenges (challenged_id);
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE answered_at IS NULL;

-- Every decision, in order. Forced removals are not decisions and are not stored.
CREATE TABLE actions (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    ply      INTEGER NOT NULL,
    actor_id INTEGER NOT NULL REFERENCES players (id),
    notation TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

-- Glicko-2 ratings; community_id 0 is the global scope.
CREATE TABLE ratings (
    player_id    INTEGER NOT NULL REFERENCES players (id),
    community_id INTEGER NOT NULL,
    variant      TEXT    NOT NULL,
    rating       REAL    NOT NULL,
    deviation    REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    games        INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (player_id, community_id, variant)
) WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings (community_id, variant, rating);

-- Per-community settings (community_id 0: the service's defaults).
CREATE TABLE settings (
    community_id INTEGER NOT NULL,
    key          TEXT    NOT NULL,
    value        TEXT    NOT NULL,
    PRIMARY KEY (community_id, key)
) WITHOUT ROWID;
