-- Lessons (issue 33): where each player stands in `learn`. `lesson` and `step` count from 1;
-- `position` is the step's position after the actions he played in it (NULL: the step's
-- start); `finished` has bit n-1 set for each lesson n he finished; `version` grows with
-- every write, so that two answers at once do not both count.
CREATE TABLE learners (
    player_id  BIGINT PRIMARY KEY REFERENCES players (id),
    lesson     BIGINT NOT NULL CHECK (lesson >= 1),
    step       BIGINT NOT NULL CHECK (step >= 1),
    position   TEXT,
    finished   BIGINT NOT NULL,
    version    BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
