-- PÜNCT's basic game (issue 54): `punct-basic` joins the variant words a game may be stored as.
ALTER TABLE games DROP CONSTRAINT games_variant_check;
ALTER TABLE games ADD CONSTRAINT games_variant_check CHECK (variant IN ('basic', 'standard',
    'tournament', 'dvonn', 'tzaar', 'tzaar-tournament', 'yinsh', 'yinsh-blitz', 'zertz',
    'zertz-blitz', 'zertz48', 'zertz61', 'punct', 'punct-basic'));
