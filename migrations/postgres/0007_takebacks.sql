-- Takebacks: the request open on a game (who asked, at which ply; cleared by any decision),
-- the banks after each action (to put a bank clock back as it was), and the actions undone,
-- kept for the history (`undo` is the game's version when they were undone).
ALTER TABLE games ADD COLUMN takeback_by BIGINT REFERENCES players (id);
ALTER TABLE games ADD COLUMN takeback_ply BIGINT;
ALTER TABLE actions ADD COLUMN white_bank_ms BIGINT;
ALTER TABLE actions ADD COLUMN black_bank_ms BIGINT;
CREATE TABLE taken_back (
    game_id   BIGINT NOT NULL REFERENCES games (id),
    undo      BIGINT NOT NULL,
    ply       BIGINT NOT NULL,
    actor_id  BIGINT NOT NULL REFERENCES players (id),
    notation  TEXT   NOT NULL,
    at        BIGINT NOT NULL,
    undone_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, undo, ply)
);
