-- Games with the challenges option (COMBINING.md): `challenges` is NULL without it, else
-- the variant word's challenges part, the trial and each player's attempts at the start
-- (`die2`, `game1`, `agreed3`). Such games are never rated (COMMANDS.md, "Ratings").
ALTER TABLE games ADD COLUMN challenges TEXT;
-- The `agreed` trial at stage r: each player's report of the outside game from his own
-- side (`win`, `draw`, `loss`), NULL until he reports; cleared by the outcome.
ALTER TABLE games ADD COLUMN white_report TEXT;
ALTER TABLE games ADD COLUMN black_report TEXT;
-- The `game` trial: a sub-game of basic GIPF names the game whose challenge it decides.
ALTER TABLE games ADD COLUMN trial_of BIGINT REFERENCES games (id);
-- At most one running sub-game per game: two instances settling one challenge at once
-- cannot both open one.
CREATE INDEX games_trial_of ON games (trial_of) WHERE trial_of IS NOT NULL;
CREATE UNIQUE INDEX games_one_running_trial ON games (trial_of)
    WHERE trial_of IS NOT NULL AND status = 'active';
