## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) wants to use { $kind }: `{ $pending }`. @{ $challenger }, challenge it or allow it? You have { $left } of { $attempts } attempts left; a challenge is decided by { $trial ->
        [die] dice
        [game] a game of basic GIPF
       *[agreed] a game you agree on
    }. Answer `challenge` or `allow`.
# Whose decision it is at stage c (the board's line).
contest-decision = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }**'s decision: challenge or allow { $user_color ->
        [white] { -white }
       *[black] { -black }
    }'s `{ $pending }` (attempts left: { -white } { $white_left }, { -black } { $black_left }; { $trial ->
        [die] dice
        [game] a game of basic GIPF
       *[agreed] an agreed game
    }): @{ $name }.
# Stage r, waiting for a trial.
contest-waiting = Waiting for the trial that decides { $user_color ->
        [white] { -white }
       *[black] { -black }
    }'s `{ $pending }`.
# The die's outcome, played at once.
contest-die = @{ $challenger } challenges `{ $pending }` ({ $left ->
        [0] no attempt left
        [one] { $left } attempt left
       *[other] { $left } attempts left
    }). Dice: { -white } { $white }, { -black } { $black } — { $outcome ->
        [stands] the use stands.
        [tie] the use stands (a tie goes to { $user_color ->
            [white] { -white }
           *[black] { -black }
        }, the user).
       *[fails] the use fails.
    }
contest-lost-use = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } loses the { $kind } potential on { $spot } and moves again, @{ $user }.
contest-lost-tamsk = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } loses the TAMSK potential on e5, and the turn goes on.
contest-allowed = @{ $challenger } allows `{ $pending }`.
button-challenge = Challenge
button-allow = Allow

# Refusals, each saying what to do instead.
contest-not-yours = It is { $color ->
        [white] { -white }
       *[black] { -black }
    }'s decision: @{ $name } challenges or allows your `{ $pending }`.
contest-referee-only = Players never play `won` or `lost`: the bot plays the outcome of a challenge's trial itself.
contest-trial-pending = The challenge of `{ $pending }` waits for its trial: nothing can be played before it is decided.
contest-agreed-ai = The AI cannot play a game outside the bot: choose `die` or `game`, as in ultimate+die2.
contest-trial-unavailable = Challenges decided by { $trial ->
        [game] a game of basic GIPF
       *[agreed] an agreed game
    } are not offered yet: choose dice, as in ultimate+die2.
contest-tournament = Tournaments are played without challenges: leave out the challenges part (such as `+die2`).
contest-no-takeback = A challenge's trial cannot be taken back: the dice have spoken.

# rules challenges
rules-challenges = **Challenges** (`standard+potentials+die2`, `ultimate+die3`): each player may challenge a potential his opponent wants to use, as many times as the number says. When the user chooses a use, his opponent answers `challenge` or `allow`. A challenge is decided by dice, one each: the user keeps his use on an equal or higher roll. If the challenge wins, the loaded piece becomes a basic piece and the user moves again. Games with challenges are unrated.
