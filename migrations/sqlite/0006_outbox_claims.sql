-- A post being shown as the answer of a platform's interaction (a Discord slash command
-- answered in place) names that interaction here before it is sent. Interaction answers take
-- no idempotency key, so after a crash the delivery loop asks the platform whether the answer
-- exists instead of posting the board a second time.
ALTER TABLE outbox ADD COLUMN claim TEXT;
