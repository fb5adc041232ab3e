# YINSH's words (gipf-i18n/src/yinsh.rs): the pieces, why a point, an action or a position
# string is refused, how a game ended, whose decision it is, and the rules in short. The
# colour terms -white and -black are rules.ftl's.

# The pieces (YINSH.md §3), for a board's legend.
yinsh-ring = ring
yinsh-marker = marker

## Point names. $text is what was typed; $point is a point as written.
yinsh-point-not-a-point = { $text } is not a point of the board: the columns a to k hold a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11 and k7-k10
yinsh-point-corner = { $point } is a corner of the hexagon, where no lines cross: it is not a point of the board

## What the decider does at a stage, as a clause ending an error about a wrong stage.
yinsh-todo-place = place a ring on a vacant point, like `e3`
yinsh-todo-move = move one of your rings, like `h7-g7` (`pass` only when none of them can move)
yinsh-todo-row = choose which of your rows to remove, like `xf3-f7`
yinsh-todo-ring = remove one of your rings, like `xi9`
yinsh-todo-over = the game is over

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $point, $from, $to, $ring, $stop, $first,
# $last, $a, $b are points (e3); $text is what was typed; $todo is a yinsh-todo-* clause;
# $action is a ring move (h7-g7); $color and $owner are white/black.
yinsh-action-empty = No action given: place a ring like `e3`, move a ring like `h7-g7`, `pass`, remove a row like `xf3-f7` or a ring like `xi9`
yinsh-action-syntax = { $text } is not an action: place a ring like `e3`, move a ring like `h7-g7`, `pass`, remove a row like `xf3-f7` or a ring like `xi9`
yinsh-action-not-a-row = `x{ $a }-{ $b }` is not 5 adjacent points on one line: name the two ends of a row, like `xf3-f7`
yinsh-action-game-over = The game is over: no more actions are played
yinsh-action-no-placement-now = No ring is to be placed now: { $todo }
yinsh-action-no-move-now = No ring is to be moved now: { $todo }
yinsh-action-no-pass-now = There is nothing to pass now: { $todo }
yinsh-action-no-row-now = There is no row to remove now (a row is removed only after the ring move that made it): { $todo }
yinsh-action-no-ring-removal-now = No ring is to be removed now (a ring goes only with a row just removed): { $todo }
yinsh-action-not-vacant = { $point } is not vacant: place your ring on a vacant point
yinsh-action-pass-with-moves = You may `pass` only when none of your rings can move: move one, like `{ $action }`
yinsh-action-no-own-ring = { $point } holds no { $color ->
        [white] white
       *[black] black
    } ring: move one of your rings
yinsh-action-marker-moved = { $point } holds a marker, and markers never move: move one of your rings, which leaves a marker of your colour on its start
yinsh-action-no-distance = `{ $point }-{ $point }` does not move the ring: a ring moves at least one point
yinsh-action-not-a-line = `{ $from }-{ $to }` is not along a line: a ring moves straight in one of the six directions
yinsh-action-landing-occupied = { $to } is not vacant: a ring always ends its move on a vacant point
yinsh-action-over-ring = `{ $from }-{ $to }` passes over the ring on { $ring }: a ring never passes over a ring, so move it to a point before { $ring }
yinsh-action-past-markers = `{ $from }-{ $to }` goes on after jumping markers: a ring that jumps markers stops on the first vacant point after them, here `{ $from }-{ $stop }`
yinsh-action-not-your-row = `x{ $first }-{ $last }` is not a row of five { $color ->
        [white] white
       *[black] black
    } markers: choose a row of five markers of your colour
yinsh-action-opponent-ring = { $point } holds a ring of { $owner ->
        [white] { -white }
       *[black] { -black }
    }: remove one of your own rings
yinsh-action-no-ring-to-remove = { $point } holds no { $color ->
        [white] white
       *[black] black
    } ring: remove one of your rings, like `xi9`

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black; $result and $written
# are results as written (`w+`, `b+`, `=`); $stage is a stage's letter.
yinsh-position-field-count = a YINSH position has 5 fields separated by spaces (`yinsh` board turn stage removed); this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
yinsh-position-variant = { $text } is not a variant: a YINSH position string begins with `yinsh` or `yinsh-blitz`
yinsh-position-column-count = the board: write the 11 columns a to k separated by /; this one has { $count ->
        [one] { $count } column
       *[other] { $count } columns
    }
yinsh-position-column-length = the board: column { $column } has { $expected } points, but { $found ->
        [one] { $found } is
       *[other] { $found } are
    } described
yinsh-position-unknown-char = the board, column { $column }: { $text } is not a token (write `W` and `B` for rings, `w` and `b` for markers, a number for vacant points)
yinsh-position-number = the board, column { $column }, { $token }: { $why }
yinsh-position-number-leading-zero = a number of vacant points is 1 or more, without a leading zero
yinsh-position-number-too-long = the column has only { $len } points (adjacent digits make one number)
yinsh-position-turn = the turn { $text }: write `w` or `b`
yinsh-position-stage = the stage { $text }: write `p` (place), `m` (move), `r` or `x` (the mover's row and ring), `R` or `X` (the opponent's row and ring), or `w+`, `b+` or `=` when the game is over
yinsh-position-removed = the removed rings { $text }: write the rings each player has removed as white/black, one digit each, like `1/0`
yinsh-position-too-many-markers = the board holds { $count } markers, but the game has only 51
yinsh-position-removed-above-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } has removed { $removed ->
        [one] { $removed } ring
       *[other] { $removed } rings
    }, but the game ends when a player has removed { $goal }
yinsh-position-placement-markers = the board holds { $count ->
        [one] { $count } marker
       *[other] { $count } markers
    }, but no marker is used while the rings are placed (stage `p`)
yinsh-position-placement-removed = a ring is written as removed, but no ring is removed while the rings are placed (stage `p`): write `0/0`
yinsh-position-placement-counts = the board holds { $white } white and { $black } black { $black ->
        [one] ring
       *[other] rings
    }, but the players place in turn, White first, five rings each: { $color ->
        [white] with White to place, the board must hold as many white rings as black ones, at most 4 each
       *[black] with Black to place, it must hold one white ring more than black ones, at most 5
    }
yinsh-position-ring-count = { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $rings ->
        [one] { $rings } ring
       *[other] { $rings } rings
    } on the board and { $removed } removed, but after the placement they make 5
yinsh-position-goal-reached = { $color ->
        [white] { -white }
       *[black] { -black }
    } has removed { $goal ->
        [one] { $goal } ring
       *[other] { $goal } rings
    }, so the game is over: write { $color ->
        [white] `w+`
       *[black] `b+`
    }
yinsh-position-row-at-move = the { $color ->
        [white] white
       *[black] black
    } markers `x{ $first }-{ $last }` form a row, which is removed before the next ring move (stage `m`)
yinsh-position-empty-pool-at-move = all 51 markers are on the board, so the game is over (the player with more removed rings wins): write the result
yinsh-position-nobody-can-move = no ring of either player can move, so the game is over (the player with more removed rings wins): write the result
yinsh-position-choose-row-options = stage `r` is the choice among two or more rows of the turn owner's colour, but { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $found }
yinsh-position-mover-has-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } (the mover) still has the row `x{ $first }-{ $last }`, which he removes before his opponent's rows (stage `r` or `x`, not `{ $stage }`)
yinsh-position-opponent-row-options = stage `R` is the opponent's choice among two or more rows of his colour, but { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $found }
yinsh-position-markers-after-row = a ring is removed (stage `x` or `X`) just after a row, so at most 46 markers are on the board; this one has { $count }
yinsh-position-both-at-goal = both players have removed { $goal ->
        [one] { $goal } ring
       *[other] { $goal } rings
    }, but the game ends when the first does
yinsh-position-result-against-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } has removed { $goal ->
        [one] { $goal } ring
       *[other] { $goal } rings
    } and won, so the result is { $color ->
        [white] `w+`
       *[black] `b+`
    }, not `{ $written }`
yinsh-position-result-against-score = the removed rings are { $white } to { $black }, so the result is `{ $result }`, not `{ $written }`
yinsh-position-row-at-end = the { $color ->
        [white] white
       *[black] black
    } markers `x{ $first }-{ $last }` form a row, which would have been removed: a game ends with a row on the board only when a player reaches the goal
yinsh-position-not-over = the game is not over: the pool holds { $count ->
        [one] { $count } marker
       *[other] { $count } markers
    }, a ring can move and nobody has reached the goal

## The end of a game (YINSH.md §7). $winner is white/black; $count is the winner's removed
# rings (3, or 1 in `yinsh-blitz`), or each player's in a draw; $won and $lost are the
# winner's and the loser's removed rings.
yinsh-reason-rings-removed = { $count ->
        [1] one ring removed
        [3] three rings removed
       *[other] { $count } rings removed
    }
yinsh-reason-markers-ran-out = the markers ran out, { $won } to { $lost } in removed rings
yinsh-reason-no-move = no ring can move, { $won } to { $lost } in removed rings
yinsh-result-rings-removed = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins: { $count ->
        [1] one ring removed
        [3] three rings removed
       *[other] { $count } rings removed
    }
yinsh-result-markers-ran-out = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins { $won } to { $lost }: the markers ran out
yinsh-result-no-move = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins { $won } to { $lost }: no ring can move
yinsh-draw-markers-ran-out = Draw: the markers ran out with { $count ->
        [0] no ring removed
        [one] { $count } ring each
       *[other] { $count } rings each
    }
yinsh-draw-no-move = Draw: no ring can move, with { $count ->
        [0] no ring removed
        [one] { $count } ring each
       *[other] { $count } rings each
    }

## Whose decision it is, for a board's line. $color is the decider: white/black (at the
# opponent's removals, the opponent of the player who moved).
yinsh-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } to place a ring
yinsh-to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } to move a ring (a marker goes on its start)
yinsh-to-pass = { $color ->
        [white] { -white }
       *[black] { -black }
    } to `pass`: none of his rings can move
yinsh-to-choose-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } to choose which row to remove (by its number on the board)
yinsh-to-remove-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } to remove one of his rings
yinsh-to-choose-opponent-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } to choose which of the rows { $color ->
        [white] { -black }
       *[black] { -white }
    } made for him to remove (by its number on the board)
yinsh-to-remove-opponent-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } to remove one of his rings for the row { $color ->
        [white] { -black }
       *[black] { -white }
    } made for him

## `rules yinsh`: the rules in short (rules-link follows, as after rules-tzaar).
rules-yinsh = **YINSH**: each player has 5 rings of his colour; 51 markers, white on one side and black on the other, wait in a common pool. The board has 85 points, where the lines cross.
    First the players place their rings in turn, White first, one at a time on any vacant point, like `e3`, until all 10 are on the board.
    Then, in turn, you put a marker with your colour up on the point of one of your rings and move that ring in a straight line to a vacant point, like `h7-g7`: over vacant points, and over one group of markers to the first vacant point after it, but never over a ring. Every marker it jumps is flipped. If none of your rings can move, you `pass`.
    Five markers of your colour in a line make a row: you take them off the board, back to the pool, like `xa3-e3`, then remove one of your rings, like `xi9`. With several rows you choose the order; a row the move made for your opponent, he removes after yours.
    The first to remove 3 rings wins (1 in `yinsh-blitz`). If the pool is empty when a turn begins, or no ring can move, more removed rings win, and equal numbers are a draw.
