-- Takebacks: the request open on a game (who asked, at which ply; cleared by any decision),
-- the banks after each action (to put a bank clock back as it was), and the actions undone,
-- kept for the history (`undo` is the game's version when they were undone).
ALTER TABLE games ADD COLUMN takeback_by INTEGER REFERENCES players (id);
ALTER TABLE games ADD COLUMN takeback_ply INTEGER;
ALTER TABLE actions ADD COLUMN white_bank_ms INTEGER;
ALTER TABLE actions ADD COLUMN black_bank_ms INTEGER;
CREATE TABLE taken_back (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    undo      INTEGER NOT NULL,
    ply       INTEGER NOT NULL,
    actor_id  INTEGER NOT NULL REFERENCES players (id),
    notation  TEXT    NOT NULL,
    at        INTEGER NOT NULL,
    undone_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, undo, ply)
) WITHOUT ROWID;
