-- What a chat adapter remembers across restarts, so that a restart neither loses nor repeats
-- anything: its sync position (Matrix's next_batch), and the events it has acted on (a
-- catch-up after a restart answers each command once). Kept a week.
CREATE TABLE adapter_state (
    platform TEXT NOT NULL,
    key      TEXT NOT NULL,
    value    TEXT NOT NULL,
    PRIMARY KEY (platform, key)
) WITHOUT ROWID;

CREATE TABLE handled_events (
    platform TEXT    NOT NULL,
    event_id TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (platform, event_id)
) WITHOUT ROWID;
CREATE INDEX handled_events_at ON handled_events (at);
