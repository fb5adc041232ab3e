-- Tournaments in a community (issue 31): the event, who plays, and each round's boards.
-- Times are Unix milliseconds (UTC). The organiser's writes check and bump `version`, so two
-- instances (or a restart) never pair one round twice.

-- An event; shown to players as `T3` (AUTOINCREMENT: an id once shown is never reused).
-- format: swiss, roundrobin, double-roundrobin, knockout, knockout-bo3, knockout-bo5.
-- status: signup, running, finished, cancelled.
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    community_id  INTEGER NOT NULL REFERENCES communities (id),
    creator_id    INTEGER NOT NULL REFERENCES players (id),
    format        TEXT    NOT NULL,
    -- As games store it: the classic variant, and the potentials option or NULL.
    variant       TEXT    NOT NULL,
    potentials    TEXT,
    -- Swiss rounds; NULL for the field's default.
    rounds        INTEGER,
    -- none, <N>d or <N>m, as games.
    time_control  TEXT    NOT NULL,
    starts_at     INTEGER,
    max_players   INTEGER,
    rated         INTEGER NOT NULL,
    status        TEXT    NOT NULL,
    -- The round being played; 0 before the first.
    current_round INTEGER NOT NULL DEFAULT 0,
    version       INTEGER NOT NULL DEFAULT 0,
    -- The web page's unguessable address (72 random bits, drawn by gipf-store).
    slug          TEXT    NOT NULL UNIQUE,
    created_at    INTEGER NOT NULL
);
CREATE INDEX tournaments_community ON tournaments (community_id, status);

-- Who plays: `entrant` is his number in the event (what the pairing rules see).
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    entrant       INTEGER NOT NULL,
    -- Rounded rating when the event started; NULL before.
    rating        INTEGER,
    joined_at     INTEGER NOT NULL,
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, entrant)
) WITHOUT ROWID;

-- Each round's boards: a game (game_id once created; NULL for a forfeit never played), or a
-- Swiss bye (no black, no game, no outcome). A knockout match's later games are more boards
-- of the same round. outcome: white, black, draw, white_by_forfeit, black_by_forfeit,
-- double_forfeit; NULL until known. Its entrants are the event's (players who left before the
-- start are deleted, but they are never on a board).
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    game_id       INTEGER UNIQUE REFERENCES games (id),
    white_entrant INTEGER NOT NULL,
    black_entrant INTEGER,
    outcome       TEXT,
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, white_entrant) REFERENCES tournament_players (tournament_id, entrant),
    FOREIGN KEY (tournament_id, black_entrant) REFERENCES tournament_players (tournament_id, entrant),
    CHECK (black_entrant IS NOT NULL OR (game_id IS NULL AND outcome IS NULL))
) WITHOUT ROWID;
