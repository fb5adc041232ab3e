-- no-transaction
-- PÜNCT's basic game (issue 54: "PÜNCT and its basic game are played in every way a DVONN
-- game is"): `punct-basic` joins the variant words a game may be stored as. SQLite cannot
-- change a column's CHECK, so the table is rebuilt as in 0022 (foreign keys off, one
-- transaction; run again after a crash between the commit and the migration's record, it does
-- the same again).
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE games_new (
    id             INTEGER PRIMARY KEY,
    community_id   INTEGER NOT NULL REFERENCES communities (id),
    variant        TEXT    NOT NULL CHECK (variant IN ('basic', 'standard', 'tournament',
                       'dvonn', 'tzaar', 'tzaar-tournament', 'yinsh', 'yinsh-blitz',
                       'zertz', 'zertz-blitz', 'zertz48', 'zertz61', 'punct', 'punct-basic')),
    white_id       INTEGER REFERENCES players (id),
    black_id       INTEGER REFERENCES players (id),
    status         TEXT    NOT NULL,
    -- 'white' or 'black' once finished; NULL for a draw.
    winner         TEXT,
    -- no_gipf, no_reserve, resignation, time, score, or another game's reason.
    reason         TEXT,
    -- none, <N>d, <N>m or a bank.
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
    finished_at    INTEGER,
    slug           TEXT,
    potentials     TEXT,
    white_bank_ms  INTEGER,
    black_bank_ms  INTEGER,
    takeback_by    INTEGER REFERENCES players (id),
    takeback_ply   INTEGER,
    timed_out_at   INTEGER,
    paused_left_ms INTEGER,
    challenges     TEXT,
    white_report   TEXT,
    black_report   TEXT,
    trial_of       BIGINT REFERENCES games (id)
);
INSERT INTO games_new (id, community_id, variant, white_id, black_id, status, winner, reason,
    time_control, rated, start_position, position, ply, version, deadline, remind_at,
    reminded, rematch_of, created_at, updated_at, finished_at, slug, potentials,
    white_bank_ms, black_bank_ms, takeback_by, takeback_ply, timed_out_at, paused_left_ms,
    challenges, white_report, black_report, trial_of)
SELECT id, community_id, variant, white_id, black_id, status, winner, reason,
    time_control, rated, start_position, position, ply, version, deadline, remind_at,
    reminded, rematch_of, created_at, updated_at, finished_at, slug, potentials,
    white_bank_ms, black_bank_ms, takeback_by, takeback_ply, timed_out_at, paused_left_ms,
    challenges, white_report, black_report, trial_of
FROM games;
DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
CREATE INDEX games_status ON games (status);
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);
CREATE INDEX games_deadline ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX games_remind ON games (remind_at) WHERE reminded = 0;
CREATE UNIQUE INDEX games_slug ON games (slug);
CREATE INDEX games_trial_of ON games (trial_of) WHERE trial_of IS NOT NULL;
CREATE UNIQUE INDEX games_one_running_trial ON games (trial_of)
    WHERE trial_of IS NOT NULL AND status = 'active';
COMMIT;
PRAGMA foreign_keys = ON;
