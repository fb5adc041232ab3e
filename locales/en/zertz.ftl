# ZÈRTZ's words (gipf-i18n/src/zertz.rs): the marbles, why an action or a position string is
# refused, how a game ended, whose decision it is, what a turn did, the labels of the choices
# and the rules in short. The players have no colour: $player, $winner, $skipped and $side are
# first/second and select the terms -first/-second of rules.ftl. $marble, $actual and $written
# are marble colours: white/grey/black. Places ($at, $ring, $from, $over, $to) are written as
# on the board (d4).

## Marbles. zertz-marble: a colour's marble, for a legend; zertz-marbles: a number of marbles
# of one colour, as the object of a verb ("captured 2 white marbles"); zertz-list-*: two or
# three of those; zertz-no-marble: none.
zertz-marble = { $marble ->
        [white] white marble
        [grey] grey marble
       *[black] black marble
    }
zertz-marbles = { $count } { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } { $count ->
        [one] marble
       *[other] marbles
    }
zertz-list-two = { $first } and { $second }
zertz-list-three = { $first }, { $second } and { $third }
zertz-no-marble = no marble

## The labels of the choices (buttons and menus). $count is the marbles of the colour in the
# pool ($source pool) or in the player's captures ($source captures).
marble-button = { $marble ->
        [white] White marble
        [grey] Grey marble
       *[black] Black marble
    } ({ $source ->
        [pool] { $count } in the pool
       *[captures] { $count } of yours
    })
pick-zertz-ring = Pick the ring for your { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble.
pick-zertz-remove = Pick the free ring to take away.
pick-zertz-chain = The marble on { $at }: pick its capture sequence.

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $text is what was typed; $variant, $action
# and $game are variant words (zertz); $columns lists a board's columns (a1-a4, b1-b5, ...);
# $example and $action are actions as written (Wd4,d1, xd1Gd3Wd5); $pool and $captures are
# lists of zertz-marbles; $letter is a colour's letter (W, G, B); $claims is a list of
# claimed marbles as written (Wa1Wa2).
zertz-action-empty = No action given: place a marble and take a free ring away, like `Wd4,d1`, or capture, like `xd1Gd3Wd5`
zertz-action-syntax = { $text } is not an action: place a marble and take a free ring away, like `Wd4,d1`, or capture, like `xd1Gd3Wd5`
zertz-action-not-a-place = { $text } is not a place of the `{ $variant }` board, whose columns are { $columns }
zertz-action-game-over = The game is over: no more actions are played
zertz-action-wrong-variant = That action names the places of the `{ $action }` board, but this game is played on `{ $game }`: name the places of this board
zertz-action-not-on-board = { $at } is not a place of this board: name one of its rings
zertz-action-no-ring = { $at } has no ring any more: place the marble on a vacant ring
zertz-action-occupied = { $at } already holds a { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble: place yours on a vacant ring
zertz-action-not-in-pool = The pool has no { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble left: place a colour it still holds (it has { $pool })
zertz-action-not-in-captures = The pool is empty and you have captured no { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble: place one of your captures (you have { $captures })
zertz-action-capture-compulsory = Capturing is compulsory: capture, like `{ $example }`
zertz-action-free-ring-must-go = A free ring must be taken away after the marble is placed: name it after a comma, like `{ $example }`
zertz-action-not-a-free-ring = { $ring } is not a free ring: take away a vacant ring that has two neighbouring places side by side without a ring, so that it slides out
zertz-action-remove-filled = { $ring } is the ring you have just filled: take away another, free ring
zertz-action-no-free-ring = No ring is free, so none is taken away: write the placement without `,{ $ring }`
zertz-action-no-marble-at = { $at } holds no marble to jump with: a capture starts on a marble next to another, with a vacant ring behind it
zertz-action-not-a-jump = From { $from } to { $to } is not a jump: a marble jumps over a neighbouring marble onto the ring just behind it
zertz-action-nothing-to-jump = From { $from } to { $to } jumps no marble: { $over } holds none
zertz-action-landing-taken = { $to } is not a vacant ring: a jump from { $from } must land on one
zertz-action-wrong-colour = { $over } holds a { $actual ->
        [white] white
        [grey] grey
       *[black] black
    } marble, not a { $written ->
        [white] white
        [grey] grey
       *[black] black
    } one: write `{ $letter }` before the landing, or no letter at all
zertz-action-chain-stops = The marble on { $at } can still jump, over { $over } to { $to }: a capture goes on while it can, so add the jump to { $to }
zertz-action-no-capture = No capture is possible: place a marble and take a free ring away, like `Wd4,d1`
zertz-action-wrong-claims = `{ $action }` claims `{ $claims }`: the `x` suffix must list exactly those marbles, or be left out
zertz-action-wrong-claims-none = `{ $action }` claims nothing: write it without the `x` suffix
zertz-action-not-legal = `{ $action }` is not legal here

## The end of a game (ZERTZ.md §5). $winner is first/second; $count is the marbles of each
# colour a winning set asks for (3, or 2 in `zertz-blitz`); $marbles is a zertz-marbles.
zertz-reason-set-each = { $count } marbles of each colour
zertz-reason-no-ring = no ring left
zertz-reason-no-one-can-act = neither player can act
zertz-result-set-each = The { $winner ->
        [first] { -first }
       *[second] { -second }
    } wins with { $count } marbles of each colour
zertz-result-set-one = The { $winner ->
        [first] { -first }
       *[second] { -second }
    } wins with { $marbles }
zertz-result-no-ring = The { $winner ->
        [first] { -first }
       *[second] { -second }
    } wins: no ring is left
zertz-draw = Draw: neither player can act

## Whose decision it is, for a board's line. $player is the decider.
zertz-to-place = The { $player ->
        [first] { -first }
       *[second] { -second }
    } to place a marble and take a free ring away
zertz-to-place-no-free = The { $player ->
        [first] { -first }
       *[second] { -second }
    } to place a marble (no ring is free to take away)
zertz-to-place-own = The { $player ->
        [first] { -first }
       *[second] { -second }
    } to place one of his captured marbles (the pool is empty) and take a free ring away
zertz-to-place-own-no-free = The { $player ->
        [first] { -first }
       *[second] { -second }
    } to place one of his captured marbles (the pool is empty; no ring is free to take away)
zertz-to-capture = The { $player ->
        [first] { -first }
       *[second] { -second }
    } must capture

## What a turn did, after "Last turn:" (lower case). $player is the mover, $skipped the
# player whose turn was skipped; $rings lists the claimed rings (a1, a2); $marbles is a
# zertz-marbles or a zertz-list-*; $action is the capture as written; $turn is a zertz-turn-*.
zertz-turn-place = the { $player ->
        [first] { -first }
       *[second] { -second }
    } placed a { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble on { $at }
zertz-turn-place-remove = the { $player ->
        [first] { -first }
       *[second] { -second }
    } placed a { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble on { $at } and took { $ring } away
zertz-turn-place-claim = the { $player ->
        [first] { -first }
       *[second] { -second }
    } placed a { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble on { $at } and claimed { $rings } ({ $marbles })
zertz-turn-place-remove-claim = the { $player ->
        [first] { -first }
       *[second] { -second }
    } placed a { $marble ->
        [white] white
        [grey] grey
       *[black] black
    } marble on { $at }, took { $ring } away and claimed { $rings } ({ $marbles })
zertz-turn-capture = the { $player ->
        [first] { -first }
       *[second] { -second }
    } jumped from { $from } to { $to } and captured { $marbles } (`{ $action }`)
zertz-turn-skipped = { $turn }; the { $skipped ->
        [first] { -first }
       *[second] { -second }
    } cannot act, so his turn is skipped

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted;
# $column is a column's letter; $variant is a variant word; $field is a zertz-field-*;
# $side is first/second; $letter is his letter in position strings (w, b); $result is a
# result as written (w+, b+); $marbles is a zertz-marbles.
zertz-field-pool = the pool
zertz-field-captures = the captures of the { $side ->
        [first] { -first } (`w`)
       *[second] { -second } (`b`)
    }
zertz-position-field-count = a ZÈRTZ position has 6 fields separated by single spaces (variant, board, turn, pool, captures of `w`, captures of `b`); this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
zertz-position-variant = { $text } is not a variant: a ZÈRTZ position string begins with `zertz`, `zertz-blitz`, `zertz48` or `zertz61`
zertz-position-column-count = the board: write the { $expected } columns of the `{ $variant }` board separated by /; this one has { $found ->
        [one] { $found } column
       *[other] { $found } columns
    }
zertz-position-column-length = the board: column { $column } has { $expected } places, but { $found ->
        [one] { $found } is
       *[other] { $found } are
    } described
zertz-position-unknown-char = the board, column { $column }: { $text } is not a token (write `w`, `g` and `b` for rings holding a marble, a digit 1-9 for vacant rings, `.` for a place without a ring)
zertz-position-zero = the board, column { $column }: a number of vacant rings is 1 to 9, never 0
zertz-position-two-digits = the board, column { $column }: two digits in a row; write one digit for a run of vacant rings
zertz-position-turn = the turn { $text }: write `w` or `b` (the player to act), `w+` or `b+` (the winner) or `=` (a draw)
zertz-position-counts = { $field }: { $text } is not three numbers separated by / (white/grey/black, like `6/8/10`)
zertz-position-leading-zero = { $field }: { $text } has a leading zero: write counts without one (`6`, not `06`)
zertz-position-marble-count = the board, the pool and the captures hold { $marbles }, but the game has { $expected }
zertz-position-full-group = the group of rings with { $at } has no vacant ring: it would have been claimed
zertz-position-both-win = both players hold a winning set, but the game ends as soon as one does
zertz-position-in-progress-with-set = the { $side ->
        [first] { -first }
       *[second] { -second }
    } holds a winning set, so the game is over: write `{ $result }`
zertz-position-in-progress-no-ring = no ring is left, so the game is over: write the winner (`w+` or `b+`)
zertz-position-cannot-act = the { $side ->
        [first] { -first }
       *[second] { -second }
    } (`{ $letter }`) cannot act (no capture, and no vacant ring or no marble to place): his turn would have been skipped, or the game drawn
zertz-position-loser-holds-set = `{ $result }` makes the { $side ->
        [first] { -first } the winner, but the { -second }
       *[second] { -second } the winner, but the { -first }
    } holds a winning set
zertz-position-no-win = `{ $result }` makes the { $side ->
        [first] { -first }
       *[second] { -second }
    } the winner, but he holds no winning set and rings are left
zertz-position-draw-with-set = `=` (a draw), but the { $side ->
        [first] { -first }
       *[second] { -second }
    } holds a winning set: write `{ $result }`
zertz-position-draw-no-ring = `=` (a draw), but no ring is left: the player who took the last rings won
zertz-position-draw-can-act = `=` (a draw), but the { $side ->
        [first] { -first }
       *[second] { -second }
    } can act: write whose turn it is, `{ $letter }`

## `rules zertz`: the rules in short (rules-link follows, as after rules-yinsh).
rules-zertz = **ZÈRTZ**: the board is made of 37 rings (48 in `zertz48`, 61 in `zertz61`) and shrinks as the game goes on. The marbles, 6 white, 8 grey and 10 black, wait in a common pool and belong to nobody: either player may place any of them.
    In your turn you place a marble of any colour on a vacant ring, then take a free ring away (a vacant ring on the edge that slides out without moving the others), like `Wd4,d1`; when no ring is free, you take none away. When the rings left form a group whose rings all hold marbles, that group is cut off: you claim its marbles, and its rings leave the board.
    Capturing is compulsory: a marble jumps over a neighbouring marble onto the vacant ring just behind it and captures it; while the same marble can jump again, it must, like `xd1Gd3Wd5`. Among several captures you choose any.
    You win with 3 marbles of each colour, or 4 white, or 5 grey, or 6 black (`zertz-blitz`: 5/7/9 marbles; 2 of each, or 3 white, 4 grey, 5 black), or by claiming the last rings. When the pool is empty, you place marbles from your own captures; a player who cannot act is skipped, and when neither can, the game is a draw.
