-- Games with the potentials option (POTENTIALS.md): `variant` stays the classic variant
-- underneath; `potentials` is NULL for a classic game, else `ultimate` or the hand each
-- player started with (`T3Z3D3Y3P3`, `T6`). Ratings keep their `variant` column, which now
-- names a rating pool (`standard`, `standard+potentials`, `ultimate`).
ALTER TABLE games ADD COLUMN potentials TEXT;
