-- Where each game lives on its chat platform, so that adapters post its boards in the same
-- place after a restart: the room (Discord channel, Matrix room), the thread if any (Discord
-- thread channel, Matrix thread root event), and the last board message (whose buttons are
-- removed, or which is redacted, when a newer board is posted).
CREATE TABLE game_places (
    game_id    INTEGER PRIMARY KEY REFERENCES games(id),
    platform   TEXT NOT NULL,
    room       TEXT NOT NULL,
    thread     TEXT,
    last_board TEXT
);

CREATE INDEX game_places_thread ON game_places (platform, thread);
