## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) wants to use { $kind }: `{ $pending }`. @{ $challenger }, challenge it or allow it? You have { $left } of { $attempts } attempts left; a challenge is decided by { $trial ->
        [die] dice
        [game] a game of { $game }
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
        [game] a game of { $game }
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
rules-challenges-game = With `game` (`ultimate+game1`) a challenge is decided at once by a game played here, in the room (its own thread where there are threads): the game named after the potential, as the rule of the GIPF project says. A ZÈRTZ use is decided by ZÈRTZ, a YINSH use by YINSH, a DVONN use by DVONN, a PÜNCT use by PÜNCT, and a TAMSK push by TZAAR from a random start, instead of the retired TAMSK. The user plays { -white } (the { -first } in ZÈRTZ); a win or a draw keeps the use. The sub-game is unrated, ends as any game (also by resignation or time), and the game of the challenge waits for it with its clock stopped. Against the AI, the AI plays it at the same level.
rules-challenges-game-fallback = A potential whose game is not played here yet ({ $kinds }) is decided by a game of basic GIPF instead.
rules-challenges-agreed = With `agreed` (`ultimate+agreed2`, not against the AI) a challenge is decided by a game the two of you play elsewhere: each reports his own result (`report win`, `report draw` or `report loss`), and a win or a draw keeps the use. When the time for the reports runs out, a single report stands; with none, or two that disagree, the use stands.

# The game trial: a sub-game decides the challenge, the game named after the potential
# (ZÈRTZ, YINSH, DVONN, PÜNCT; TZAAR for a TAMSK push), or basic GIPF while that game is not
# played here. $game is contest-game-name; $side is the user's side in the sub-game: white,
# or first in a game without colours (ZÈRTZ).
contest-game-name = { $game ->
        [basic] basic GIPF
       *[other] { $game }
    }
contest-game-ask = @{ $challenger } challenges `{ $pending }`. Game { $sub } decides: { $game }, @{ $user } { $side ->
        [first] first (the user), @{ $challenger } second
       *[white] { -white } (the user), @{ $challenger } { -black }
    }; if @{ $user } wins or draws, the use stands. Game { $main } waits.
contest-game-fallback = { $kind } is not played here yet, so basic GIPF decides instead.
contest-sub-game = This game decides a challenge in game { $main }: if { $side ->
        [first] the { -first }
       *[white] { -white }
    } (the user) wins or draws, the use stands.
contest-game-result = { $sub } ({ $game }) is over: { $outcome ->
        [stands] { $side ->
            [first] the { -first }
           *[white] { -white }
        }, the user, won it, so
        [drawn] a draw, so
       *[fails] { $side ->
            [first] the { -second }
           *[white] { -black }
        }, the challenger, won it, so
    } { $user_color ->
        [white] { -white }
       *[black] { -black }
    }'s `{ $pending }` { $outcome ->
        [fails] fails.
       *[stands] stands.
    }
contest-play-sub-game = Game { $sub } decides the challenge first: play it there.
contest-line-sub = (decides a challenge in { $main })
contest-line-waits = (waiting for the game that decides a challenge)
contest-line-waits-for = (waiting for { $sub }, { $game })
