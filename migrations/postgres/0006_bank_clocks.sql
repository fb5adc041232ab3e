-- Bank-and-increment clocks (`3d+1d`): each player's bank in milliseconds, NULL for the
-- other time controls. A decider's bank is what he had when his decision started; the
-- deadline is its start plus that.
ALTER TABLE games ADD COLUMN white_bank_ms BIGINT;
ALTER TABLE games ADD COLUMN black_bank_ms BIGINT;
