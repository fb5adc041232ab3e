# PÜNCT's words (gipf-i18n/src/punct.rs): the pieces and their orientations, why an action or
# a position string is refused, how a game ended, whose decision it is, what a turn did, the
# labels of the choices and the rules in short. The colour terms -white and -black are
# rules.ftl's: $color, $winner and $side are white/black. $shape is a piece type: t
# (triangle), sm, se (straight, the PÜNCT in the middle or at an end), am, al, ar (angular,
# the PÜNCT in the middle, or at an end turning left or right). Points ($point, $from, $to,
# $punct, $by, $middle, $first, $second) are written as on the board (d10).

## The piece types. punct-shape: the type's name, as a label; punct-shape-object: the type as
# the object of a verb ("you have no triangle left"); punct-shape-button: a type's choice with
# the pieces of it the player still has.
punct-shape = { $shape ->
        [t] triangle
        [sm] straight piece (PÜNCT in the middle)
        [se] straight piece (PÜNCT at an end)
        [am] angular piece (PÜNCT in the middle)
        [al] angular piece turning left
       *[ar] angular piece turning right
    }
punct-shape-object = { $shape ->
        [t] a triangle
        [sm] a straight piece with its PÜNCT in the middle
        [se] a straight piece with its PÜNCT at an end
        [am] an angular piece with its PÜNCT in the middle
        [al] an angular piece turning left
       *[ar] an angular piece turning right
    }
punct-shape-button = { $shape ->
        [t] Triangle
        [sm] Straight piece (PÜNCT in the middle)
        [se] Straight piece (PÜNCT at an end)
        [am] Angular piece (PÜNCT in the middle)
        [al] Angular piece turning left
       *[ar] Angular piece turning right
    } ({ $count } left)

## An orientation, for its choice: where the two other dots lie from the PÜNCT. $dir, $first
# and $second are directions (PUNCT.md §2): e, ne, nw, w, sw, se. around: both dots next to
# the PÜNCT; chain: the first next to the PÜNCT, the second one step further on.
punct-direction = { $dir ->
        [e] east
        [ne] north-east
        [nw] north-west
        [w] west
        [sw] south-west
       *[se] south-east
    }
punct-orientation-around = PÜNCT, then { $first } and { $second }
punct-orientation-chain = PÜNCT, then { $first }, then { $second }

## The prompts of the choices. $column is a column's letter; $points three points (d4, d5,
# e5); $level a level (0 on the board).
pick-punct-orientation = Pick the orientation of your piece.
pick-punct-column = Pick the column of the PÜNCT.
pick-punct-point = Pick the point of the PÜNCT in column { $column }.
pick-punct-target = The piece on { $from }: pick where its PÜNCT goes.
pick-punct-rotation = Pick its new orientation.
punct-preview = Your piece would cover { $points } at level { $level }: confirm to play it.

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $text is what was typed; $written and $fix are
# pieces as written (Ta2,a3,a4); $letter and $right are shape letters (S, A, T); $shape and
# $named are punct-shape-object (in punct-action-wrong-shape, $shape is punct-shape).
punct-action-empty = No action given: place a piece, like `Tb2,b3,c3` (the shape letter, the PÜNCT's point, the two other points), or move one, like `d10-d5,e5,f5` (or `d10-d5` to keep its orientation)
punct-action-syntax = { $text } is not an action: place a piece, like `Tb2,b3,c3` (the shape letter, the PÜNCT's point, the two other points), or move one, like `d10-d5,e5,f5` (or `d10-d5` to keep its orientation)
punct-action-unknown-point = { $text } is not a point of the board: a point is a column a-q and a row 1-17, like `b2`, `i9` or `q16` (`a1`, `a9`, `i1`, `i17`, `q9` and `q17` are missing)
punct-action-boardspace = { $text } is a Boardspace record, which is not accepted here: write the points, like `Tb2,b3,c3` or `d10-d5,e5,f5`
punct-action-not-a-shape = `{ $written }` is not a piece: name the PÜNCT's point first, then the two points next to it that make a straight, angular or triangular piece
punct-action-shape-letter = `{ $written }` names { $shape }, whose letter is { $right }, not { $letter }: write `{ $fix }`
punct-action-no-distance = `{ $from }-{ $from }` does not move the piece: name another point on one of its lines, or write its three new points to turn it in place, like `{ $from }-{ $from },…`
punct-action-needs-position = `{ $from }-{ $to }` keeps the piece's orientation and is read with the position: write the three points the piece goes to, like `{ $from }-{ $to },…`
punct-action-game-over = The game is over: no more actions are played
punct-action-off-board = With its PÜNCT on { $punct } and turned this way, { $shape } would stick out of the board: choose another orientation
punct-action-shape-used-up = You have no more pieces of this type ({ $shape }) to place: place another type, or move one of your pieces
punct-action-occupied = { $point } is not empty: a new piece goes on three empty points (only pieces already on the board climb on others)
punct-action-under-bridge = { $point } lies under a bridge: a new piece never slides under a bridge, so place it on three empty points
punct-action-central = A new piece may not touch the central hexagon, and this one would cover { $point }: place it outside the 19 central points
punct-action-no-piece = There is no piece on { $from }: move one of your pieces, named by the point of its PÜNCT
punct-action-not-yours = The piece on { $from } is your opponent's: move one of your own pieces
punct-action-not-punct = { $from } is not the PÜNCT of the piece on top there: name the piece by its PÜNCT, { $punct }
punct-action-covered = The piece on { $from } is covered on { $by }: a covered piece can neither move nor turn, so move another piece or place one
punct-action-wrong-shape = The points name { $named }, but the piece on { $from } is of another type ({ $shape }): a piece keeps its shape, so name three points it can cover
punct-action-not-a-line = `{ $from }-{ $to }` is not along a line: the PÜNCT moves along one of the three lines through { $from } (its column, its row or its diagonal)
punct-action-unchanged = This leaves the piece on { $from } as it is: move it, or turn it into another orientation
punct-action-triangle-uneven = A triangle lands only on three points of one height, and { $first }, { $second }, { $third } are { $heights }: choose three points of one height
punct-action-ends-uneven = The ends { $first } and { $second } are not at one height ({ $heights }): a piece rests on two ends of one height
punct-action-middle-higher = { $middle }, under the middle of the piece, is higher than its ends: a bridge spans only lower points
punct-action-punct-over-empty = The PÜNCT would hang over the empty { $point }: above the board a PÜNCT must rest on one of your own pieces
punct-action-punct-on-opponent = The PÜNCT would land on your opponent's piece on { $point }: a PÜNCT lands only on your own pieces (the other dots may cover any)
# A height in an error: how many pieces lie on a point ($count; 0 empty); a list of two or
# three heights.
punct-height = { $count ->
        [0] empty
        [one] { $count } piece high
       *[other] { $count } pieces high
    }
punct-list-two = { $first } and { $second }
punct-list-three = { $first }, { $second } and { $third }

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted;
# $level is a level (0 the board); $piece is a piece as written (wTb2,b3,c3); $canonical a
# position string; $written and $expected results as written (w+, b+, =); $clock the clock;
# $connected is who is connected: white, black or both.
punct-position-field-count = a PÜNCT position has 4 fields separated by single spaces (variant, board, turn, clock); this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
punct-position-variant = { $text } is not a variant: a PÜNCT position string begins with `punct` or `punct-basic`
punct-position-empty-level = the board: level { $level } is empty: write the levels from 0 up separated by single /, each with its pieces
punct-position-malformed-piece = the board, level { $level }: { $text } is not a piece: write w or b, the shape letter S, A or T, then three points, like `wTb2,b3,c3`
punct-position-unknown-point = the board, level { $level }: { $text } is not a point of the board
punct-position-not-a-shape = the board, level { $level }: { $text } is not a piece with its PÜNCT on the first point
punct-position-shape-letter = the board, level { $level }: the points of { $text } make { $shape }, whose letter is { $right }, not { $letter }
punct-position-too-many-pieces = the board holds more { $color ->
        [white] white
       *[black] black
    } pieces of one type ({ $shape }) than the { $count } a player has
punct-position-minors-out-of-order = the board, level { $level }: { $text }: write the two other points in canonical order (by column, then row)
punct-position-pieces-out-of-order = the board, level { $level }: the piece on { $second } comes before the piece on { $first }: order a level's pieces by their PÜNCT (by column, then row)
punct-position-not-canonical = not the canonical form: write `{ $canonical }`
punct-position-shared-slot = the board: two pieces of level { $level } cover { $point }
punct-position-unsupported = the board: `{ $piece }` lies a level up, but nothing holds it up on { $point }: its ends (every point of a triangle) rest on pieces one level down
punct-position-punct-unsupported = the board: the PÜNCT of `{ $piece }` lies over nothing: a PÜNCT above the board rests on its own colour
punct-position-punct-on-opponent = the board: the PÜNCT of `{ $piece }` lies on the other colour: a PÜNCT above the board rests on its own colour
punct-position-turn = { $text } is not a turn: write `w` or `b` (who acts), or `w+`, `b+` or `=` when the game is over
punct-position-clock = { $text } is not a clock: write the actions since the last placement, 0 to 100, without leading zeros
punct-position-clock-in-play = the clock is 100, but the game goes on: 100 actions without a placement end it in a draw (`=`)
punct-position-empty-board-not-start = on the empty board White acts and the clock is 0: write `punct - w 0`
punct-position-no-white-piece = White begins, so a board with pieces holds a white piece
punct-position-not-whites-first-placement = without a black piece the board can only show White's first placement: one white piece off the centre, `b` to act, clock 0
punct-position-connected-in-play = the game goes on, but { $color ->
        [white] { -white }
       *[black] { -black }
    } has a connection: the result is `{ $written }`
punct-position-all-placed-in-play = the game goes on, but { $color ->
        [white] { -white }
       *[black] { -black }
    } has all 18 pieces on the board: placing the last one ends the game
punct-position-no-action-in-play = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no legal action, so he cannot be the one to act
punct-position-connection-result = the result `{ $written }` is wrong: { $connected ->
        [both] both colours are connected, so the result is `w+` or `b+` (the mover's)
        [white] White is connected, so the result is `w+`
       *[black] Black is connected, so the result is `b+`
    }
punct-position-both-all-placed = both players have 18 pieces on the board, but the game ends when the first places his last
punct-position-last-piece-clock = the last piece was placed, which sets the clock to 0, not { $clock }
punct-position-last-piece-result = the result `{ $written }` is wrong: the last piece was placed and the centre count is { $white } to { $black }, so the result is `{ $expected }`
punct-position-win-without-cause = the result `{ $written }` is wrong: nobody is connected and nobody placed his last piece, so only a draw (`=`) can end this game
punct-position-draw-without-cause = the draw is wrong: the clock is { $clock }, not 100, and a player still has a legal action

## The end of a game (PUNCT.md §7). $winner is white/black; $axis is punct-axis (the two
# sides joined, in the form that follows "between"); $won and $lost the centre points of the
# winner and the loser, $count each player's in a draw; $limit the clock's limit (100).
punct-axis = { $axis ->
        [columns] columns a and q
        [rows] rows 1 and 17
       *[diagonals] the sides j2–p8 and b10–h16
    }
punct-reason-connection = a connection between { $axis }
punct-reason-centre = the centre count, { $won } to { $lost }
punct-reason-last-piece = the last piece of the basic game placed
punct-reason-clock = { $limit } actions without a placement
punct-reason-no-action = neither player can act
punct-result-connection = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins: a connection between { $axis }
punct-result-connection-both = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins with the connection he made (between { $axis }), though { $winner ->
        [white] { -black }
       *[black] { -white }
    }'s is uncovered too
punct-result-centre = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins the centre count { $won } to { $lost }
punct-draw-centre = Draw: the centre count is { $count } to { $count }
punct-draw-last-piece = Draw: the last piece of the basic game was placed
punct-draw-clock = Draw: { $limit } actions without a placement
punct-draw-no-action = Draw: neither player can act
punct-draw = Draw

## Whose decision it is, for a board's line. $color is the decider; $clock the actions since
# the last placement; $limit the clock's limit (100).
punct-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } to place a piece
punct-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    } to place a piece or move one
punct-to-act-clock = { $color ->
        [white] { -white }
       *[black] { -black }
    } to act ({ $clock } actions since the last placement; { $limit } is a draw)

## What a turn did, after "Last turn:". $color is the mover; $points the piece's three points
# afterwards, the PÜNCT first (d5 e5 f5); $level its level then.
punct-turn-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } placed { $shape ->
        [t] a triangle
        [sm] a straight piece (PÜNCT in the middle)
        [se] a straight piece (PÜNCT at an end)
        [am] an angular piece (PÜNCT in the middle)
        [al] an angular piece turning left
       *[ar] an angular piece turning right
    } on { $points }
punct-turn-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } moved the piece on { $from } to { $points } (level { $level })
punct-turn-rotate = { $color ->
        [white] { -white }
       *[black] { -black }
    } turned the piece on { $from } to lie on { $points } (level { $level })

## `rules punct`: the rules in short (rules-link follows, as after rules-yinsh).
rules-punct = **PÜNCT**: each player has 18 pieces of his colour, each covering three points, one of them the PÜNCT: 6 triangles, 6 straight pieces (the PÜNCT in the middle on 2, at an end on 4) and 6 angular ones (the PÜNCT in the middle on 2; at an end on 2 turning left and 2 turning right). The board has 211 points; White begins.
    In your turn you either place a new piece on three empty points, like `Tb2,b3,c3` (the shape letter S, A or T, the PÜNCT's point, then the two other points), never touching the central hexagon of 19 points (in `punct-basic` only the first piece keeps out of it); or you move one of your pieces on the board.
    A move takes the PÜNCT along one of the three lines through its point, any distance and over anything, and puts the piece down around it in any orientation, like `d10-d5,e5,f5`; `d10-d5` keeps its orientation, and `d10-d10,b10,c10` turns it in place.
    A piece may jump on top of others: a triangle onto three points of one height, a straight or angular piece onto two ends of one height with its middle no higher (a bridge when it is lower); its PÜNCT lands only on your own colour. No new piece slides under a bridge, and a piece covered on even one point can neither move nor turn.
    Seen from above, a chain of your colour that joins two opposite sides (columns a and q, rows 1 and 17, or `j2`–`p8` and `b10`–`h16`) wins at once. When a player places his last piece, whoever sees more of the 19 central points from above wins, and equal counts are a draw (in `punct-basic` the game is then a draw). 100 actions in a row without a placement are a draw too.
