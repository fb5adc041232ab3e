# The web pages (crates/gipf-web): the frame, a game's page, leaderboards and profiles.

## The frame of every page

web-nav-leaderboard = Leaderboard
web-theme-switch = Switch light and dark
web-language = Language
web-not-found-title = Not found
web-not-found-heading = Nothing here
web-not-found-text = No game or page has this address. Game pages are linked from the chat where the game is played.
web-unavailable-title = Unavailable
web-unavailable-text = The database cannot be read just now; try again in a moment.

## Ratings

web-rating = rating { $rating } ± { $deviation }
web-rating-bare = rating { $rating }
web-rating-value = { $rating } ± { $deviation }
web-rating-explained = Glicko-2 ratings: ± is the rating deviation (RD), how uncertain the rating still is. The true strength lies within two deviations of the rating with about 95 % certainty; the deviation shrinks with every rated game.

## A game's page

web-game-title = { $game } #{ $id }: { $white } vs { $black }
web-nobody-yet = { $color }: nobody yet
web-status-over = { $result }.
web-status-challenge = A challenge waiting for an answer.
web-status-no-game = A challenge that did not become a game.
web-status-to-decide = { $name } ({ $color }) to decide.
web-rated = rated
web-unrated = not rated
web-board-alt = { $ply ->
        [one] The board after { $ply } decision
       *[other] The board after { $ply } decisions
    }
web-not-started = The game starts when the challenge is accepted.
web-facts = Reserves and the last turn
web-reserve = Reserve { $reserve } · captured { $captured }
web-last-turn = Last turn
web-last-turn-none = Nothing played yet.
web-yinsh-removed = Rings removed: { $n }
web-yinsh-to-place = rings to place: { $n }
web-yinsh-pool = Markers in the pool: { $n }
web-zertz-captured = Captured: { $white } white, { $grey } grey, { $black } black
web-zertz-pool = Marbles in the pool: { $white } white, { $grey } grey, { $black } black
web-punct-facts = Pieces to place: { $left } · centre points: { $centre }
web-punct-clock = Actions since the last placement: { $clock } (at 100 the game is drawn)
web-steps = Step through the game
web-step-first = Start
web-step-prev = Back
web-step-next = Forward
web-step-last = Now
web-moves = Moves
web-download = Download the record

## The index, leaderboards and profiles

web-index-title = GIPF with gipfbot
web-index-text = Games are played in chat (Discord, Matrix); each game's page is linked from its chat and follows it live.
web-leaderboards = Leaderboards
web-variants = Variants
web-leaderboard-title = Leaderboard, { $pool }
web-community-leaderboard-title = Leaderboard of { $community }, { $pool }
web-nobody-ranked = Nobody is ranked yet: ratings count once settled.
web-col-player = Player
web-col-rating = Rating
web-col-games = Games
web-col-variant = Variant
web-col-rated-games = Rated games
web-ratings = Ratings
web-results = Results
web-recent = Recent games
web-results-line = { $variant }: won { $wins }, lost { $losses }{ $draws ->
        [0] {""}
       *[other] , drawn { $draws }
    }
web-against = against { $name }
web-playing = playing
web-no-rated = No rated game yet.
web-no-finished = No finished game yet.
web-no-recent = None shown (games of private rooms are not listed).

## A tournament's page

web-tournament-title = Tournament { $id }
web-tournament-of = In { $community }, created by { $creator }.
web-tournament-status = { $status ->
        [signup] Open for sign-up.
        [running] Round { $round } of { $rounds }.
        [finished] Over.
       *[cancelled] Cancelled.
    }
web-tournament-state = { $status ->
        [signup] open for sign-up
        [running] under way
        [finished] over
       *[cancelled] cancelled
    }
web-tournament-winner = Winner: { $name }.
web-tournament-players = Players
web-tournament-nobody = Nobody has joined yet.
web-tournament-standings = Standings
web-tournament-bracket = Bracket
web-tournament-rounds = Rounds
web-tournament-round = Round { $round }
web-tournament-bye = bye (1 point)
web-tournament-live = playing now
web-tournament-left = left
web-tournament-tie-breaks = Ties are broken by { $list }.
web-tournaments = Tournaments
web-col-points = Points
web-col-board = Board
web-col-white = White
web-col-black = Black
web-col-first = First player
web-col-second = Second player
web-col-result = Result
# Short column headings of the tie-breaks (the full names are in the heading's tooltip).
web-col-tie-break = { $name ->
        [buchholz] Buchholz
        [sonneborn-berger] SB
        [direct] Direct
        [wins] Wins
       *[rating] Rating
    }
web-tournament-game = Tournament { $id }, round { $round }, board { $board }

# A finished game's review on its page.
web-review-graph = White's chances after each decision, from the engine's review
web-review-caption = White's chances after each decision (the light area); a point goes to that move.
web-review-point = Move { $ply }: { $played } ({ $before }% → { $after }% for the player who decided)
web-mark-inaccuracy = inaccuracy
web-mark-mistake = mistake
web-mark-blunder = blunder
web-better = better: { $best }
web-better-gain = better: { $best } ({ $gain })
web-mark-lost = { $mark }: { $lost }
web-accuracy = accuracy { $accuracy }%

# Puzzles (`/puzzles`, `/puzzle/<id>`).
web-puzzles-link = Puzzles
web-puzzles-title = Puzzles
web-puzzles-text = Type `puzzle` in a room with the bot to solve one near your puzzle rating; each has one right first decision.
web-puzzles-top = Best puzzle ratings
web-puzzles-solved = Solved
web-puzzles-played = Most played
web-puzzles-nobody = Nobody has finished a puzzle yet.
web-puzzles-entry = Puzzle { $id } · { $kind } · rating { $rating } · { $plays } played
web-puzzle-title = Puzzle { $id }
web-puzzle-facts = Kind { $kind } · rating { $rating } · { $plays } played
web-puzzle-show = Show the solution
web-puzzle-step = { $n }. { $who }: { $action }
web-puzzle-end = The end of the solution.
web-puzzle-hidden = Someone is solving this puzzle now: its solution shows once they are done.
web-puzzles-daily = Puzzle of the day, { $day }
web-puzzles-daily-heading = Puzzle of the day
web-puzzles-daily-how = Solve it in a room with the bot: `puzzle daily` (on Discord: the Solve button under the post). Your answers stay yours; the solution is posted in the rooms tomorrow.
web-puzzles-yesterday = Yesterday's puzzle { $id }: { $solved } of { $tried } solvers found it.
web-puzzle-daily-hidden = This is the puzzle of the day of { $day }: its solution shows here from { $shown } on, once every room has had it posted.
