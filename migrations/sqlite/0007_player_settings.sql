-- A player's own choices, such as the language the bot speaks to him (`language cs`): typed
-- by the code that reads them, like the communities' settings.
CREATE TABLE player_settings (
    player_id INTEGER NOT NULL REFERENCES players (id),
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (player_id, key)
);
