-- Games with the challenges option (COMBINING.md): `challenges` is NULL without it, else
-- the variant word's challenges part, the trial and each player's attempts at the start
-- (`die2`, `game1`, `agreed3`). Such games are never rated (COMMANDS.md, "Ratings").
ALTER TABLE games ADD COLUMN challenges TEXT;
-- The `agreed` trial at stage r: each player's report of the outside game from his own
-- side (`win`, `draw`, `loss`), NULL until he reports; cleared by the outcome.
ALTER TABLE games ADD COLUMN white_report TEXT;
ALTER TABLE games ADD COLUMN black_report TEXT;
