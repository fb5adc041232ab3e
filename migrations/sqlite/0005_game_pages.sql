-- Each game's page on the web gets an unguessable address (72 random bits), so that the
-- games of private rooms cannot be listed by counting ids.
ALTER TABLE games ADD COLUMN slug TEXT;
UPDATE games SET slug = lower(hex(randomblob(9)));
CREATE UNIQUE INDEX games_slug ON games (slug);
