# gipfbot's replies in chat: games, challenges, the AI, lists and settings.
# Markdown: **bold**, `code`. Keep notation (b1-b2, xc3,d4), command words (`board #12`) and
# the position string as they are in every language. Arguments: $id is a game id as "#12";
# $name, $me, $them, $white, $black are display names; numbers select plural forms.

## The AI

# $level is the level's command word (beginner ... master), as the `ai` command takes it;
# the -ai-* terms are its name in sentences (a term shares the namespace of messages: not
# -level-*, which would hide the level-* descriptions).
-ai-beginner = beginner
-ai-casual = casual
-ai-intermediate = intermediate
-ai-strong = strong
-ai-master = master
ai-name = AI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    })
ai-game-started = Game **{ $id }**: you play { $me ->
        [white] { -white }
       *[black] { -black }
        [first] as the { -first }
        [second] as the { -second }
    } against the AI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    }), which plays { $it ->
        [white] { -white }
       *[black] { -black }
        [first] as the { -first }
        [second] as the { -second }
    }.
level-beginner = looks one move ahead and often misjudges: a newcomer can win
level-casual = looks one move ahead
level-intermediate = looks two moves ahead
level-strong = searches deep, quickly
level-master = the full engine, up to 2 s a decision
levels-title = **AI levels** (`ai <level>`):
levels-line = `{ $level }`{ $default ->
        [yes] {" "}(default)
       *[no] {""}
    }: { $description }; { $rating }
levels-rated = rated { $rating } in { $variant } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
levels-unrated = not rated yet

## Challenges

colour-random = a random colour
# A game without colours (ZÈRTZ): whether the challenger plays first or second.
colour-first = first
colour-second = second
colour-either = first or second at random
challenge-terms = { $variant ->
        [dvonn] DVONN
        [tzaar] TZAAR
        [tzaar-fixed] TZAAR (`tzaar-fixed`)
        [tzaar-tournament] TZAAR (`tzaar-tournament`)
        [yinsh] YINSH
        [yinsh-blitz] YINSH (`yinsh-blitz`)
        [zertz] ZÈRTZ
        [zertz-blitz] ZÈRTZ (`zertz-blitz`)
        [zertz48] ZÈRTZ (`zertz48`)
        [zertz61] ZÈRTZ (`zertz61`)
        [punct] PÜNCT
        [punct-basic] PÜNCT (`punct-basic`)
       *[other] { $variant } GIPF
    }, { $me } plays { $colour }, { $time }
challenge-made = **{ $id }**: { $me } challenges @{ $them } to { $terms }. @{ $them }: `accept { $id }` or `decline { $id }`.
challenge-open = **{ $id }**: { $me } opens a challenge: { $terms }. Anyone here: `accept { $id }`.
challenge-state = { $id }: { $open ->
        [yes] open challenge
       *[no] challenge
    }, { $variant ->
        [dvonn] DVONN
        [tzaar] TZAAR
        [tzaar-fixed] TZAAR (`tzaar-fixed`)
        [tzaar-tournament] TZAAR (`tzaar-tournament`)
        [yinsh] YINSH
        [yinsh-blitz] YINSH (`yinsh-blitz`)
        [zertz] ZÈRTZ
        [zertz-blitz] ZÈRTZ (`zertz-blitz`)
        [zertz48] ZÈRTZ (`zertz48`)
        [zertz61] ZÈRTZ (`zertz61`)
        [punct] PÜNCT
        [punct-basic] PÜNCT (`punct-basic`)
       *[other] { $variant } GIPF
    }, { $time }: { $state }
state-waiting = waiting for an answer
state-declined = declined
state-cancelled = cancelled
state-expired = expired
state-active = being played
state-finished = finished
challenge-closed-accepted = { $id } was already accepted: `board { $id }` shows it.
challenge-closed-declined = { $id } was declined.
challenge-closed-cancelled = { $id } was withdrawn.
challenge-closed-expired = { $id } expired: make a new challenge.
challenge-closed-open = { $id } is still open.
challenge-declined = { $me } declined @{ $them }'s challenge { $id }.
challenge-accepted = { $me } accepted @{ $them }'s challenge: game **{ $id }** begins.
challenge-cancelled = Challenge { $id } withdrawn.
challenge-expired = Challenge { $id } expired without an answer.

## Time controls

time-none = no time limit
time-days = { $n ->
        [one] { $n } day per move
       *[other] { $n } days per move
    }
time-minutes = { $n ->
        [one] { $n } minute per move
       *[other] { $n } minutes per move
    }
hours-left = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
seconds-left = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
minutes-left = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }

## Results

result-rules = { $outcome }
result-resignation = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    } wins by resignation
result-time = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    } wins on time
result-plain = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    } wins
ending-resigned = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    } resigned
ending-time = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    } ran out of time
result-none = no result

## A board in words

board-head = **{ $id }** { $variant } · { $white } ({ $white_side ->
        [first] { -first }
       *[white] White
    }) vs { $black } ({ $black_side ->
        [second] { -second }
       *[black] Black
    }) · { $time }
board-last-turn = Last turn: { $last }.
board-over = **{ $result }.** `rematch { $id }` for another game.
board-position = Position: `{ $position }`
decision-place-dvonn = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    }** to place a DVONN piece: @{ $name }.
decision-place = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    }** to place a piece: @{ $name }.
decision-move = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    }** to move a stack: @{ $name }.
board-last-action = Last decision: { $color ->
        [white] { -white }
       *[black] { -black }
        [first] the { -first }
        [second] the { -second }
    } { $action }.
board-cut-off = Cut off and removed: { $spaces }.
decision-ai-thinking = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] The { -first }
        [second] The { -second }
    }** (the AI) is thinking…
decision-push = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** to push: @{ $name }.
decision-remove = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** chooses which row to remove (numbers as on the board): @{ $name }.
decision-tamsk = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** decides on the TAMSK piece on e5: push its potential in (`T:<dot>-<spot>`) or `keep`: @{ $name }.
history = **{ $id }** { $white } ({ $white_side ->
        [first] { -first }
       *[white] White
    }) vs { $black } ({ $black_side ->
        [second] { -second }
       *[black] Black
    }), { $count ->
        [one] { $count } decision
       *[other] { $count } decisions
    }:
reminder = @{ $name }: your move in { $id }, about { $left } left before it is lost on time.
pick-direction = Push from { $dot }: pick the direction.
pick-target = { $piece }: pick where its potential goes.
pick-stack-target = The stack on { $space }: pick where it moves.
game-link = Follow the game on the web: { $url }
game-line = { $id }: { $variant } · { $white } vs { $black } · { $whose }
game-line-yours = **your decision**
game-line-theirs = { $name }'s decision
game-line-over = over
game-line-left = { $left } left
game-line-paused = clock paused (vacation)

## Lists

games-none = You have no unfinished games or challenges: start one with `ai` or `challenge <user>`.
games-title = **Your games and challenges**
place-everywhere = everywhere
place-room = in { $room }
leaderboard-empty = No established { $variant } ratings { $place } yet: a rating shows after a few rated games, while its player keeps playing.
leaderboard-title = **{ $variant } leaderboard { $place }**
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
stats-none = No rated games yet.
stats-rating = { $variant } rating { $global ->
        [yes] everywhere
       *[no] here
    }: { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ± { $deviation } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
stats-results = { $variant }: { $wins } won, { $losses } lost
stats-draws = { $variant }: { $draws ->
        [one] 1 draw
       *[other] { $draws } draws
    }
stats-challenges = With challenges (unrated, sub-games included): { $wins } won, { $losses } lost
stats-h2h = Against you: { $name } won { $wins }, lost { $losses }

## Settings and languages

settings-title = **Settings of { $room }** (`settings <name> <value>`; `settings <name> default` goes back to the default):
settings-line = `{ $name }`: { $value }{ $default ->
        [yes] {" "}(default)
       *[no] {""}
    } · { $description }
settings-changed = { $name } is now { $value }.
settings-reset = { $name } is back to its default: { $value }.
setting-language = the language of boards and public posts in this room
setting-time = the time control of challenges that name none
setting-rated-ai = whether games against the AI change ratings
setting-redact = whether a game's older boards lose their image when a newer one is posted
setting-threads = whether each game gets its own thread
setting-public = whether this room's games and leaderboard are listed on the web pages
setting-open-tournaments = whether anyone, not only moderators, may create tournaments here
value-on = on
value-off = off
language-set = I will speak { $language } to you from now on.
language-cleared = I will speak to you in this room's language ({ $language }).
language-current = I speak { $language } to you. Languages: { $list }. `language <code>` picks one, `language default` follows the room.
value-operator = as the bot's operator configured it

# A bank-and-increment clock (`3d+1d`): $bank and $increment as written.
time-bank = bank { $bank }, { $increment } added each turn
# Under the head line of a bank game's board.
board-banks = Time left: { $white } { $white_left }, { $black } { $black_left }.

# Takebacks (`takeback`, `accept takeback`, `decline takeback`).
takeback-asked = @{ $opponent }: { $name } asks to take back the last turn in **{ $id }**. Answer with `accept takeback { $id }` or `decline takeback { $id }`.
takeback-accepted = { $name } accepted: { $asker }'s last turn in **{ $id }** is taken back.
takeback-declined = { $name } declined the takeback in **{ $id }**; the game goes on.
takeback-ai = Your last turn in **{ $id }** and the AI's answer are taken back.
button-takeback-accept = Accept takeback
button-takeback-decline = Decline
history-taken-back = Taken back: { $moves }

# Timeouts claimed (`settings timeout claim`, `claim`).
setting-timeout = what happens when a player's time runs out: `auto` (he loses) or `claim` (his opponent claims the win, or waits)
value-timeout-auto = auto
value-timeout-claim = claim
time-up = @{ $claimer }: { $name }'s time in **{ $id }** is up. `claim { $id }` wins on time; or wait, and the game goes on if { $name } decides.
button-claim = Claim the win
button-wait = Wait
claim-waiting = You wait: `claim { $id }` stays open until your opponent decides.

# Vacations (`vacation <days>`, `vacation off`, `vacation`); dates are UTC.
vacation-on = You are on vacation until { $until } UTC: your clocks are paused. `vacation off` ends it early; { $left } vacation days are left this year.
vacation-off-state = You are not on vacation; { $left } of your { $allowance } vacation days are left this year. `vacation 7` pauses your clocks in all your games for 7 days.
vacation-started = { $name } is on vacation until { $until } UTC: the clocks of the games where it is { $name }'s decision are paused ({ $left } vacation days left this year).
vacation-ended = { $name } is back from vacation: the clocks run again.
vacation-paused = @{ $opponent }: { $name } is on vacation until { $until } UTC; the clock of **{ $id }** is paused.
vacation-resumed = { $name } is back: the clock of **{ $id }** runs again, with the time that was left.

# Move confirmation (`confirm on|off`).
confirm-on = Pushes you choose with the buttons are shown first, with Confirm and Cancel. `confirm off` plays them at once; typed moves always count at once.
confirm-off = Pushes you choose with the buttons count at once. `confirm on` shows each first, with Confirm and Cancel.
confirm-preview = Push `{ $action }`? This is the board after it; it counts once you confirm.
confirm-cancelled = Cancelled: nothing was played. Choose again.
button-confirm = Confirm
button-cancel-push = Cancel

notify-mention = Your-turn notices mention you in the game's room. `notify dm` sends them by direct message instead; `notify off` stops them.
notify-dm = Your-turn notices come by direct message, no longer as mentions in the rooms; games that wait for you within { $unit ->
        [seconds] { $n ->
            [one] a second
           *[other] { $n } seconds
        }
       *[minutes] { $n ->
            [one] a minute
           *[other] { $n } minutes
        }
    } come as one message. `notify mention` goes back.
notify-dm-closed = You asked for direct messages, but the last one could not be delivered (your direct messages are closed to me), so you are mentioned in the rooms instead. Open them and write `notify dm` to try again.
notify-off = You get no your-turn notices: boards name you without a mention. `notify mention` or `notify dm` turns them on.
direct-your-turn = It is your turn:
direct-your-turn-many = It is your turn in { $n } games:
direct-game = **{ $id }** against **{ $opponent }**
direct-game-left = **{ $id }** against **{ $opponent }**, { $left } left
direct-closed = @{ $name }: your turn in { $id }. I could not send you a direct message (your direct messages are closed to me), so I mention you here again. Open them and write `notify dm` to try again.

## TZAAR and YINSH (their _choices.rs, text/game.rs): $what is the decision in the game's own words (tzaar.ftl, yinsh.ftl).
decision-what = **{ $what }**: @{ $name }.
choice-tzaar-type = { $kind } ({ $left } left)
pick-tzaar-space = Pick the space for your { $kind }.
button-pass = Pass
pick-ring-landing = The ring on { $point }: pick where it goes.
