-- The other games of the GIPF project (COMMANDS.md, "The other games of the GIPF project"):
-- a game's `variant` is GIPF's classic variant or another game's variant word, and a game
-- may end drawn (`winner` NULL, `reason` 'score': DVONN's final scores decide).
ALTER TABLE games DROP CONSTRAINT games_variant_check;
ALTER TABLE games ADD CONSTRAINT games_variant_check CHECK (variant IN ('basic', 'standard',
    'tournament', 'dvonn', 'tzaar', 'tzaar-tournament', 'yinsh', 'yinsh-blitz', 'zertz',
    'zertz-blitz', 'zertz48', 'zertz61', 'punct'));
