-- Timeouts claimed, not automatic (the room setting `timeout claim`): when the decider's
-- time ran out the deadline moves here, and the opponent may `claim` the win until the late
-- player decides (which clears it).
ALTER TABLE games ADD COLUMN timed_out_at INTEGER;
