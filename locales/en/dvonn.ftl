# DVONN's words (gipf-i18n/src/dvonn.rs): why an action or a position string is refused, how a
# game ended, and the rules in short. The colour terms -white and -black are rules.ftl's.
# Action errors are sentences without their full stop: a capital letter at the start unless
# they start with notation. Position errors are clauses (lower case, no full stop).
# $owner and $color are white/black; $space, $from, $to are spaces (e3); $text is what was typed.

dvonn-action-empty = No action given: name a vacant space to place a piece on, like e3, or move a stack, like a1-b1
dvonn-action-syntax = { $text } is not an action: name a space to place a piece on, like e3, or move a stack, like a1-b1
dvonn-action-not-a-space = { $text } is not a space of the board (row 1 is a1-i1, row 2 a2-j2, row 3 a3-k3, row 4 b4-k4, row 5 c5-k5)
dvonn-action-pass = There is no `pass` in DVONN: a player who cannot move is skipped automatically
dvonn-action-game-over = The game is over: no more actions are played
dvonn-action-move-in-placement = { $from }-{ $to } is a move, but this is the placement phase: name a vacant space to place a piece on
dvonn-action-placement-in-movement = { $space } is a placement, but the placement phase is over: move one of your stacks, like a1-b1
dvonn-action-occupied = { $space } is occupied: place your piece on a vacant space
dvonn-action-no-stack = There is no stack on { $space } to move
dvonn-action-lone-dvonn = { $space } is a lone DVONN piece, which may not be moved: move a stack you control
dvonn-action-not-your-stack = { $space } is not your stack: { $owner ->
        [white] { -white }
       *[black] { -black }
    } controls it
dvonn-action-surrounded = { $space } cannot move: it is surrounded on all six sides
dvonn-action-same-space = { $space }-{ $space }: a stack moves to another space
dvonn-action-not-in-line = { $from }-{ $to }: { $to } is not on one of the six lines from { $from }
dvonn-action-wrong-distance = { $from }-{ $to }: { $height ->
        [1] a single piece moves exactly 1 space
       *[other] a stack of { $height } moves exactly { $height } spaces
    }, but { $to } is { $distance ->
        [one] { $distance } space
       *[other] { $distance } spaces
    } away
dvonn-action-vacant-target = { $from }-{ $to }: { $to } is vacant, and a move must end on a stack

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted.
dvonn-position-field-count = a DVONN position has 4 fields separated by single spaces (`dvonn` board turn phase); this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
dvonn-position-spacing = separate the 4 fields (`dvonn` board turn phase) by single spaces, with none before or after
dvonn-position-variant = { $text } is not `dvonn`: a DVONN position string begins with the word `dvonn`
dvonn-position-row-count = the board: write 5 rows separated by /, row 1 first; this one has { $count ->
        [one] { $count } row
       *[other] { $count } rows
    }
dvonn-position-row-length = the board: row { $row } has { $expected } spaces, but { $found ->
        [one] { $found } token is
       *[other] { $found } tokens are
    } written
dvonn-position-unknown-char = the board, row { $row }: { $text } is not a token (write `.` `d` `w` `b` `w<h>` `b<h>` `W<h>` `B<h>`)
dvonn-position-height = the board, row { $row }, { $token }: { $why }
dvonn-position-height-one = a single piece is written `w` or `b`, without a height
dvonn-position-height-leading-zero = heights are written 2 to 49, without a leading zero
dvonn-position-height-too-high = no stack is higher than 49
dvonn-position-height-missing = `W` and `B` (a stack holding a DVONN piece) need a height of 2 or more, like `W3`
dvonn-position-height-on-dvonn = `d` is a lone DVONN piece and has no height
dvonn-position-turn = the turn { $text }: write `w` or `b`, or `-` when the game is over
dvonn-position-phase = the phase { $text }: write `p` (placement), `m` (movement), or the result `w+`, `b+` or `=` when the game is over
dvonn-position-turn-and-phase = the turn `{ $turn }` with the phase `{ $phase }`: write `w` or `b` with `p` or `m`, and `-` with a result (`w+`, `b+`, `=`)
dvonn-position-stack-in-placement = { $space } holds a stack, but in the placement phase every space holds at most one piece
dvonn-position-full-in-placement = all 49 spaces are occupied, so the placement phase is over: write the phase `m`, with White (`w`) to move
dvonn-position-placement-counts = after { $placed ->
        [one] { $placed } placement
       *[other] { $placed } placements
    } the board holds { $dvonn } DVONN, { $white } white and { $black } black { $black ->
        [one] piece
       *[other] pieces
    } (the DVONN pieces come first, then Black and White take turns), not { $found_dvonn }, { $found_white } and { $found_black }
dvonn-position-wrong-placer = after { $placed ->
        [one] { $placed } placement
       *[other] { $placed } placements
    } it is { $color ->
        [white] { -white }
       *[black] { -black }
    }'s turn to place: write { $color ->
        [white] `w`
       *[black] `b`
    }
dvonn-position-too-many-pieces = the board holds { $count } pieces (heights summed), but the game has only 49
dvonn-position-no-dvonn = no space holds a DVONN piece (`d`, `W<h>` or `B<h>`), but all 3 stay on the board until the end
dvonn-position-too-many-dvonn = { $count ->
        [one] { $count } space is
       *[other] { $count } spaces are
    } marked as holding a DVONN piece, but there are only 3
dvonn-position-too-few-dvonn = the spaces marked as holding DVONN pieces hold at most { $count } of them (`d` one, `W<h>` and `B<h>` up to h-1), but all 3 stay on the board
dvonn-position-unlinked = the stack on { $space } is linked to no DVONN piece, so it would have been removed
dvonn-position-no-move-left = neither player can move, so the game is over: write `-` and the result `{ $result }`
dvonn-position-cannot-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no move, so the turn passes automatically: write { $color ->
        [white] `b`
       *[black] `w`
    } to move
dvonn-position-full-board-black-to-move = all 49 spaces are occupied, so the movement phase begins with White: write `w` to move
dvonn-position-not-over = the game is marked over, but { $color ->
        [white] { -white }
       *[black] { -black }
    } can still move
dvonn-position-wrong-result = { -white } scores { $white } and { -black } { $black }, so the result is `{ $actual }`, not `{ $named }`

## The end of a game: the scores, the higher first. $winner is white/black.
dvonn-result = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins { $high } to { $low }
dvonn-draw = Draw: { $high } to { $low }

## `rules dvonn`: the rules in short (rules-link follows).
rules-dvonn = **DVONN**: 23 white, 23 black and 3 red DVONN pieces. First the players take turns placing one piece on any vacant space of the 49, the DVONN pieces first (White places two, Black one), until the board is full; type a placement like `e3`. Then, in turn, you move a stack you control (its top piece is yours) as a whole, in a straight line, exactly as many spaces as it is high, onto another stack, never onto a vacant space: a single piece moves 1 space, and a stack surrounded on all six sides cannot move; type a move like `e3-e5`. After every move, the stacks no longer connected to a DVONN piece, directly or through other stacks, are removed from the game. A player who cannot move passes automatically; the game ends when neither can move. Your score is the total height of the stacks you control: the higher score wins, equal scores are a draw.
