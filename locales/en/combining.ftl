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
contest-tournament = Tournaments are played without challenges: leave out the challenges part (such as `+die2`).
contest-no-takeback = A challenge and its trial cannot be taken back: what the trial decided stands.

# rules challenges
rules-challenges = **Challenges** (`standard+potentials+die2`, `ultimate+die3`): each player may challenge a potential his opponent wants to use, as many times as the number says. When the user chooses a use, his opponent answers `challenge` or `allow`. A challenge is decided by dice, one each: the user keeps his use on an equal or higher roll. If the challenge wins, the loaded piece becomes a basic piece and the user moves again. Games with challenges are unrated.

# The agreed trial (stage r): both players report the result of a game played elsewhere.
contest-agreed-ask = @{ $challenger } challenges `{ $pending }`. Play the game you agreed on, then both report your own result: `report win`, `report draw` or `report loss`.
contest-agreed-waiting = Waiting for the reports of @{ $white } and @{ $black }.
contest-reported = @{ $name } reports: `{ $report }`. Waiting for @{ $other }.
contest-reports-disagree = The reports disagree (@{ $white }: `{ $white_report }`, @{ $black }: `{ $black_report }`): report again.
contest-agreed-result = By the reports, { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $result ->
        [win] won
        [draw] drew
       *[loss] lost
    } the agreed game, so `{ $pending }` { $outcome ->
        [stands] stands.
       *[fails] fails.
    }
contest-agreed-time-up = The time for the reports is up without an agreed result: `{ $pending }` stands.
contest-report-first = Report the result of your agreed game first: `report win`, `report draw` or `report loss`.
contest-nothing-to-report = Nothing to report in { $id }: reports are for challenges decided by an agreed game.
button-report = { $result ->
        [win] I won
        [draw] Draw
       *[loss] I lost
    }
rules-challenges-agreed = With `agreed` (`ultimate+agreed2`, not against the AI) a challenge is decided by a game the two of you play elsewhere: each reports his own result (`report win`, `report draw` or `report loss`), and a win or a draw keeps the use. When the time for the reports runs out, a single report stands; with none, or two that disagree, the use stands.

# The game trial: a sub-game of basic GIPF decides the challenge.
contest-game-ask = @{ $challenger } challenges `{ $pending }`. Game { $sub } decides: basic GIPF, @{ $user } White (the user), @{ $challenger } Black; if White wins, the use stands. Game { $main } waits.
contest-sub-game = This game decides a challenge in game { $main }: if White wins, the use stands.
contest-game-result = { $sub } is over: { $outcome ->
        [stands] { -white }, the user, won it, so
       *[fails] { -black }, the challenger, won it, so
    } { $user_color ->
        [white] { -white }
       *[black] { -black }
    }'s `{ $pending }` { $outcome ->
        [stands] stands.
       *[fails] fails.
    }
contest-play-sub-game = Game { $sub } decides the challenge first: play it there.
contest-line-sub = (decides a challenge in { $main })
contest-line-waits = (waiting for the game that decides a challenge)
contest-line-waits-for = (waiting for { $sub })
