# TZAAR's words (gipf-i18n/src/tzaar.rs): the piece types, why an action or a position
# string is refused, how a game ended, and the rules in short. The colour terms -white and
# -black are rules.ftl's.

# The three piece types (TZAAR.md §3), as the box names them.
# English writes them as string literals and other English messages name them by reference
# ({ tzaar-type-tzaar }) or as the argument $kind: they are names, the same in most
# languages, and tests/locales.rs takes every plain word of the English text for an English
# word that the other languages must translate.
tzaar-type-tzaar = { "Tzaar" }
tzaar-type-tzarra = { "Tzarra" }
tzaar-type-tott = { "Tott" }

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $owner is white/black; $space, $from, $to are
# spaces (e4); $text is what was typed; $action is an action as written (Ta1); $kind is a type's
# name (tzaar-type-*); $mine and $theirs are heights.
tzaar-action-empty = No action given: capture like `d5xd4`, stack onto your own stack like `b3-e6`, `pass`, or place a piece like `Ta1`
tzaar-action-syntax = { $text } is not an action: capture like `d5xd4`, stack onto your own stack like `b3-e6`, `pass` (second action only), or place a piece like `Ta1`
tzaar-action-not-a-space = { $text } is not a space of the board: the columns a to i hold a1-a5, b1-b6, c1-c7, d1-d8, e1-e9 (without e5), f1-f8, g1-g7, h1-h6 and i1-i5
tzaar-action-centre = e5 is the centre, which is not a space: no piece stands there and no line crosses it
tzaar-action-game-over = The game is over: no more actions are played
tzaar-action-not-a-placement = `{ $action }` is not a placement, but the pieces are still being placed: place one of yours on an empty space, like `Ta1`
tzaar-action-placement-outside-phase = `{ $action }` is a placement, but pieces are placed only at the start of `tzaar-tournament`: capture instead, like `d5xd4`
tzaar-action-none-left = You have no { $kind } left to place: place a piece of another type
tzaar-action-occupied = { $space } is occupied: place your piece on an empty space
tzaar-action-pass-first = `pass` is allowed only as the second action of a turn: capture first, like `d5xd4`
tzaar-action-stacking-first = `{ $from }-{ $to }` is a stacking move, but the first action of a turn is always a capture: capture an opponent stack first
tzaar-action-no-stack = There is no stack on { $space } to move: move one of your own stacks
tzaar-action-not-your-stack = { $space } is not your stack: it belongs to { $owner ->
        [white] { -white }
       *[black] { -black }
    }; move one of your own
tzaar-action-empty-target = { $to } is empty: the stack on { $from } moves over empty spaces onto the first stack in its way, never onto an empty space
tzaar-action-unreachable = { $from } cannot reach { $to }: a stack moves along one of the six lines, over empty spaces only, onto the first stack in its way, and never across the centre e5
tzaar-action-capture-written-as-stacking = { $to } holds an opponent stack: a capture is written `{ $from }x{ $to }`
tzaar-action-stacking-written-as-capture = { $to } is your own stack: a stacking move is written `{ $from }-{ $to }`
tzaar-action-capture-of-own-stack = { $to } is your own stack: the first action of a turn captures an opponent stack, and stacking may only be the second
tzaar-action-too-high = `{ $from }x{ $to }`: { $mine ->
        [1] your single piece
       *[other] your stack of { $mine }
    } cannot capture a stack of { $theirs }: capture a stack no higher than yours

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black.
tzaar-position-field-count = a TZAAR position has 4 fields separated by spaces (`tzaar` board turn phase); this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
tzaar-position-variant = { $text } is not a variant: a TZAAR position string begins with `tzaar` or `tzaar-tournament`
tzaar-position-column-count = the board: write the 9 columns a to i separated by /; this one has { $count ->
        [one] { $count } column
       *[other] { $count } columns
    }
tzaar-position-column-length = the board: column { $column } has { $expected } spaces, but { $found ->
        [one] { $found } token is
       *[other] { $found } tokens are
    } written
tzaar-position-unknown-char = the board, column { $column }: { $text } is not a token (write `-` for an empty space, `A` `R` `T` for White's stacks and `a` `r` `t` for Black's, with the height after the letter when it is 2 or more, like `T3`)
tzaar-position-height = the board, column { $column }, { $token }: { $why }
tzaar-position-height-one = a single piece is written without a height (`T`, not `T1`)
tzaar-position-height-leading-zero = heights are written 2 to 30, without a leading zero
tzaar-position-height-too-high = no stack is higher than 30 (a player has 30 pieces)
tzaar-position-turn = the turn { $text }: write `w` or `b`
tzaar-position-phase = the phase { $text }: write `p` (placement), `o` (opening capture), `c` (forced capture), `s` (second action), or `w+` or `b+` when the game is over
tzaar-position-too-many-of-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } shows { $found ->
        [one] { $found } stack
       *[other] { $found } stacks
    } of type { $kind }, but has only { $max } such pieces
tzaar-position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $found } pieces on the board (heights summed), but only 30 in the game
tzaar-position-placement-not-tournament = the phase `p` (placement) exists only in `tzaar-tournament`: a `tzaar` game starts on a full board with the phase `o`
tzaar-position-stack-in-placement = { $space } holds a stack, but while the pieces are being placed every space holds at most one piece
tzaar-position-full-in-placement = all 60 spaces are occupied, so the placement is over: write the phase `o`, with White (`w`) to capture
tzaar-position-placement-counts = the board holds { $white } white and { $black } black { $black ->
        [one] piece
       *[other] pieces
    }, but the players place in turn, White first: { $color ->
        [white] with White to place, the board must hold as many white pieces as black ones
       *[black] with Black to place, it must hold one white piece more than black ones
    }
tzaar-position-opening-black = the opening capture (phase `o`) is White's: write `w`
tzaar-position-opening-board = the opening capture (phase `o`) is made on a full board of single pieces: 6 { tzaar-type-tzaar }s, 9 { tzaar-type-tzarra }s and 15 { tzaar-type-tott }s of each colour
tzaar-position-full-board = all 60 spaces are occupied, which happens only before the opening capture: write the phase `o` (or `p` in `tzaar-tournament`)
tzaar-position-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } shows no { $kind }, so the game is over: write the result { $color ->
        [white] `b+`
       *[black] `w+`
    }
tzaar-position-no-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no capture, so the game is over: write { $color ->
        [white] `w b+`
       *[black] `b w+`
    }
tzaar-position-winner-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } is written as the winner but shows no { $kind }
tzaar-position-not-over = { $color ->
        [white] { -white }
       *[black] { -black }
    } is written as the loser but shows all three types, and a player loses for lack of a capture only when his turn starts without one

## The end of a game. $winner and $loser are white/black; $kind is a type's name. TZAAR has
# no draw. The loser of a missing type either lost it to a capture or covered his own last
# stack of it: "left on top" says both.
tzaar-reason-missing-type = no { $kind } left on top
tzaar-reason-no-capture = no capture possible
tzaar-result-missing-type = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins: { $loser ->
        [white] { -white }
       *[black] { -black }
    } has no { $kind } left on top
tzaar-result-no-capture = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins: { $loser ->
        [white] { -white }
       *[black] { -black }
    } cannot capture

## Whose decision it is, for a board's line. $color is white/black.
tzaar-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } to place a piece
tzaar-to-open = { $color ->
        [white] { -white }
       *[black] { -black }
    } to make the opening capture
tzaar-to-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } to capture (first action of the turn)
tzaar-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    }: second action: capture, stack or `pass`

## `rules tzaar`: the rules in short (rules-link follows, as after rules-dvonn).
rules-tzaar = **TZAAR**: each player has 30 pieces of his colour: 6 { tzaar-type-tzaar }s, 9 { tzaar-type-tzarra }s and 15 { tzaar-type-tott }s. The pieces of one colour form stacks; a stack's type is that of its top piece, and you must show all three types at all times.
    A stack moves in a straight line over empty spaces onto the first stack in its way: never onto an empty space, never over a piece, never across the centre e5.
    Each turn has two actions. First a capture: your stack takes an opponent stack no higher than itself, like `c3xd4`. Then a second capture, or a stacking move onto one of your own stacks, which makes it stronger (the heights add up), like `e2-e3`, or `pass` (only as the second action). White's first turn is a single capture.
    You win when your opponent no longer shows one of the three types, or cannot capture at the start of his turn. There is no draw.
    Variants: `tzaar` starts on a random full board, `tzaar-fixed` on the rulebook's starting layout, the same in every game, `tzaar-tournament` on an empty board where the players first place their pieces one by one, like `Ta1` (a { tzaar-type-tott } on a1).
