# The engine's reviews of finished games (`review`), `analyse`, and their commands.

cmd-review = the engine's review of a finished game: accuracy, marked mistakes, the better moves; `review auto` gives every game one (moderators)
cmd-analyse = the engine's evaluation and best line for a position string (not one of a game being played)
discord-review = The engine's review of a finished game
discord-analyse = The engine's evaluation and best line for a position string
opt-review-auto = Give every game here a review when it ends (moderators)
opt-position = A position string, as `gipf show` prints it
missing-position = a position string
setting-review-auto = whether every game that ends here gets the engine's review
choice-review-auto = review-auto
console-review = a game's review

review-title = **Review of game { $id }**: { $white } (White) vs { $black } (Black)
review-player = { $colour }, { $name }: accuracy **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
review-player-none = { $colour }, { $name }: no decision with a choice
review-turning = Turning points (chances of the player to move, before → after):
review-point = · Move { $ply }, { $name }: `{ $played }` { $mark } ({ $before }% → { $after }%); { $better }
review-point-lost = · Move { $ply }, { $name }: `{ $played }` { $mark } { $lost } ({ $before }% → { $after }%); { $better }
review-better = better `{ $best }`
review-better-gain = better `{ $best }`: { $gain }
review-lost-game = lost the game
review-lost-gipf = lost { $n ->
        [one] a GIPF piece
        *[other] { $n } GIPF pieces
    }
review-missed-gipf = missed { $n ->
        [one] a GIPF piece
        *[other] { $n } GIPF pieces
    }
review-lost-pieces = lost { $n ->
        [one] a piece
        *[other] { $n } pieces
    }
review-missed-pieces = missed { $n ->
        [one] a piece
        *[other] { $n } pieces
    }
review-gain-game = wins the game
review-gain-gipf = wins { $n ->
        [one] a GIPF piece
        *[other] { $n } GIPF pieces
    }
review-gain-pieces = wins { $n ->
        [one] a piece
        *[other] { $n } pieces
    }
review-gain-balance = keeps the balance
review-gain-position = keeps the better position
review-gain-less = loses less
review-gain-too = loses too, but later
review-no-marks = No decision lost enough to be marked: a clean game.
review-link = Every move with the engine's view: { $url }
review-in-line = Game { $id } is { $place ->
        [1] next
       *[other] number { $place }
    } in line for its review; it will be posted in the game's room.
review-in-line-already = Game { $id } was asked for already: { $place ->
        [1] next
       *[other] number { $place }
    } in line; it will be posted in the game's room.

error-review-no-game = You have no finished game here to review: name one, as `review #12`.
error-review-unfinished = Game { $id } is not finished: no review or analysis while it is played.
error-review-gipf-only = Game { $id } is { $game }: reviews are GIPF's for now. `history { $id }` shows its record.
error-review-limit = You asked for { $max } reviews in the last 24 hours, the limit. Reviews already made are still shown to anyone (`review #12`).

analyse-result = **{ $decider } to decide**: { $chances }% chances for { $decider } (depth { $depth }). Best line: `{ $line }`
analyse-over = That position is over: { $winner } won.
analyse-nobody = Nobody decides in that position: a trial's outcome comes next.
error-analyse-position = That is not a position string: { $why }
error-analyse-gipf-only = For now the analysis is GIPF's alone: { $game } has none yet.
error-analyse-live = That is the position of game { $id }, being played: no analysis during a game.
