# Tournaments (issue 31): the organiser's posts, the answers to `tournament ...` and their
# refusals. Markdown: **bold**, `code`. Names are display names; @name mentions a player.

## Formats and terms

tournament-format = { $format ->
        [swiss] Swiss
        [roundrobin] round robin
        [double-roundrobin] double round robin
        [knockout] knockout
        [knockout-bo3] knockout, matches best of 3
       *[knockout-bo5] knockout, matches best of 5
    }
tournament-rated = { $rated ->
        [yes] rated
       *[no] unrated
    }
# $format, $variant, $time and $rated are the texts above and the game's own words.
tournament-terms = { $format }, { $variant ->
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
    }, { $time }, { $rated }
tournament-swiss-rounds = { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
tournament-max = at most { $max } players
tournament-starts-at = starts by itself at { $when } UTC
tournament-starts-by-hand = starts with `tournament start { $id }`

## The announcement and the state

tournament-created = **{ $id }**: { $creator } opens a tournament: { $terms }. Join with `tournament join { $id }`, leave with `tournament leave { $id }`.
tournament-players = { $count ->
        [0] Nobody has joined yet.
        [one] 1 player: { $names }
       *[other] { $count } players: { $names }
    }
tournament-withdrawn = { $name } (left)
tournament-state-signup = **{ $id }** ({ $terms }) is open: join with `tournament join { $id }`.
tournament-state-running = **{ $id }** ({ $terms }): round { $round } of { $rounds }.
tournament-state-finished = **{ $id }** ({ $terms }) is over.
tournament-state-cancelled = **{ $id }** ({ $terms }) was cancelled.
tournament-list-title = **Tournaments here**
tournament-none = No tournament is open here. A moderator creates one with `tournament create swiss` (or `roundrobin`, `knockout`).

## Rounds

tournament-round-title = **{ $id }**, round { $round } of { $rounds }:
tournament-board = Board { $board }: @{ $white } ({ $white_side ->
        [first] { -first }
       *[white] White
    }) against @{ $black } ({ $black_side ->
        [second] { -second }
       *[black] Black
    }), game **{ $game }**{ $link }
tournament-board-played = Board { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] White
    }) against { $black } ({ $black_side ->
        [second] { -second }
       *[black] Black
    }), game **{ $game }**: { $result }
tournament-board-forfeit = Board { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] White
    }) against { $black } ({ $black_side ->
        [second] { -second }
       *[black] Black
    }): { $result }
tournament-result = { $outcome ->
        [white] White won
        [black] Black won
        [first] the { -first } won
        [second] the { -second } won
        [draw] draw
        [white-forfeit] White wins by forfeit
        [black-forfeit] Black wins by forfeit
        [first-forfeit] the { -first } wins by forfeit
        [second-forfeit] the { -second } wins by forfeit
       *[double-forfeit] no game, both left
    }
tournament-bye = { $name } has a bye this round (1 point).
tournament-rest = { $name } rests this round.
tournament-match = Match: { $top } { $top_wins }–{ $bottom_wins } { $bottom }
tournament-walkover = { $winner } goes through: { $loser } left.
tournament-advances = { $name } goes through with a bye.

## Standings

tournament-standings-after = Standings after round { $round }:
tournament-standings-during = Standings during round { $round } ({ $over } of { $games } games over):
tournament-standings-final = Final standings:
tournament-standings-none = No round has been played yet.
tournament-standing = { $rank }. { $name }: { $points }
tournament-tie-breaks = Ties are broken by { $list }.
tournament-winner = 🏆 **{ $name }** wins **{ $id }**!
tournament-no-winner = **{ $id }** ended without a winner: too few players were left.

## Answers

tournament-joined = { $name } joins **{ $id }**. { $players }
tournament-left = { $name } is no longer in **{ $id }**.
tournament-withdrew = { $name } leaves **{ $id }**: the games still to play are lost by forfeit.
tournament-kicked = { $who } removed { $name } from **{ $id }**.
tournament-started = **{ $id }** begins with { $count } players: { $rounds }. The pairings follow.
tournament-cancelled = { $who } cancelled **{ $id }**. Its games under way go on as ordinary games.
tournament-resigned = { $name } resigned game { $game } on leaving.

## Refusals

error-tournament-not-found = There is no tournament { $id } here: `tournament` lists this room's.
error-tournament-which = Several tournaments are open here ({ $ids }): name one, as in `tournament join { $first }`.
error-tournament-none-open = No tournament is open here: a moderator creates one with `tournament create swiss`.
error-tournament-already-joined = You are already in { $id }.
error-tournament-full = { $id } is full: it takes { $max } players.
error-tournament-not-in-signup = { $id } has started or ended: players join only before it starts.
error-tournament-not-joined = You are not in { $id }.
error-tournament-player-not-in = { $name } is not in { $id }.
error-tournament-ended = { $id } is over: nothing changes any more.
error-tournament-started = { $id } is already running.
error-tournament-moderators = Only a moderator or the tournament's creator may do that.
error-tournament-create-moderators = Only a moderator may create a tournament in this room (a moderator can let everyone: `settings open-tournaments on`).
error-tournament-too-few = { $format } needs at least { $needed } players, and { $players } joined.
error-tournament-too-many-rounds = { $players } players can play at most { $most } Swiss rounds without meeting twice: ask for { $most } or fewer.
error-tournament-no-rounds = A Swiss tournament needs at least one round.
error-tournament-too-many = A tournament takes at most { $most } players.
error-tournament-max-too-small = { $format } needs at least { $needed } players: give max { $needed } or more.
error-tournament-starts-past = The start time { $when } UTC has passed: give a later one.

## Reading the command

command-bad-format = `{ $text }` is not a tournament format: write `swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3` or `knockout-bo5`.
command-bad-number = `{ $text }` is not a number for `{ $option }`: write a whole number such as 5.
command-bad-starts = `{ $text }` is not a start time: write `starts 18:30` (UTC), `starts 2h` or `starts 2026-12-24T18:00`.
command-bad-tournament = `{ $text }` is not a tournament id: write it as T3.
missing-format = a format (`swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3`, `knockout-bo5`)
missing-number = a number after the option
missing-starts = a start time after `starts` (18:30 UTC, 2h, 2026-12-24T18:00)
missing-tournament-user = the player to remove

## Tie-breaks and help

tie-break = { $name ->
        [buchholz] Buchholz (less the lowest)
        [sonneborn-berger] Sonneborn-Berger
        [direct] direct encounter
        [wins] games won
       *[rating] rating
    }
cmd-tournament = tournaments in this room: `tournament create <format> [variant] [rounds N] [time <control>] [starts <when>] [max N] [rated|unrated]` (moderators), then `join`, `start`, `standings`; alone, their state
# The console's header over a tournament's post.
console-tournament = news of a tournament
# Discord: the `/gipf-tournament` command and its option.
discord-tournament = Tournaments in this server: create, join, leave, start, standings
opt-tournament = What to do: `create swiss`, `join`, `leave`, `start`, `standings`, `kick <user>`, `T3`

## The tournament's page and its bracket

tournament-page = The tournament's page: { $url }
# The bracket's heading over each round; $left counts the rounds from this one to the end (1: the final).
tournament-bracket-round = { $left ->
        [1] Final
        [2] Semi-finals
        [3] Quarter-finals
       *[other] Round { $round }
    }
tournament-bracket-bye = bye
# A match won because the opponent left.
tournament-bracket-walkover = w/o
# The buttons under a tournament's announcement (Discord).
tournament-button-join = Join
tournament-button-leave = Leave
# Discord: the typed options of `/gipf-tournament` (at most 100 characters each).
opt-tournament-what = What to do (the tournament's state if left out)
opt-tournament-id = The tournament, as T3 (the only one open here if left out)
opt-tournament-format = The format of a new tournament
opt-tournament-rounds = Swiss rounds (the field's default if left out)
opt-tournament-starts = When it starts by itself: 18:30 (UTC), 2h or 2026-12-24T18:00
opt-tournament-max = The most players it takes
opt-tournament-rated = Whether its games are rated (yes if left out)
opt-tournament-user = The player to remove
# Discord: the choices of `/gipf-tournament`'s options (what to do, the format).
choice-state = state
choice-create = create
choice-join = join
choice-leave = leave
choice-start = start
choice-standings = standings
choice-cancel = cancel
choice-kick = kick
choice-swiss = Swiss
choice-roundrobin = round robin
choice-double-roundrobin = double round robin
choice-knockout = knockout
choice-knockout-bo3 = knockout, best of 3
choice-knockout-bo5 = knockout, best of 5
# Under a tournament game's first and last board.
tournament-game = Tournament **{ $id }**, round { $round }, board { $board }.
