# The board image's panel and the buttons under a board. Short: the panel is narrow.

panel-reserve = Reserve { $reserve }   Captured { $captured }
panel-on-board = { $count } on the board
panel-on-board-gipf = { $count } on the board, { $gipf } GIPF
panel-on-board-status = { $count } on board, { $gipf } GIPF, { $status }
panel-status-first = first push: GIPF
panel-status-gipf = may add GIPF
panel-status-singles = singles only
panel-wins = { $name } wins
panel-to-push = { $name } to push
panel-pushes-from-dot = { $color ->
        [white] { -white }
       *[black] { -black }
    } pushes a piece in from a dot
panel-may-take-gipf-row = may first take a GIPF row
panel-remove-row = { $name }: remove a row
panel-or-done = or leave it: done
panel-after-push = after the push
panel-made-by = made by { $name }'s push
panel-more = +{ $count } more

# A removal in the last turn on the panel: its counts as labels (the panel is narrow).
panel-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $back ->
        [0] { $captured } captured
       *[other] { $back } back{ $captured ->
            [0] {""}
           *[other] , { $captured } captured
        }
    }

button-accept = Accept
button-decline = Decline
button-rematch = Rematch
button-done = done (leave the rest)
button-gipf-push = { $action } (GIPF piece)
button-keep = Keep
button-loaded-push = { $action } ({ $kind })

# Potentials.
panel-status-loaded = loaded
panel-tamsk = { $name }: TAMSK on e5
panel-tamsk-why = it reached e5: push it in, or keep
panel-tamsk-other-turn = it reached e5 in { $name }'s turn
panel-before-action = removed before the action

# The console's text board (under the drawn board): a line per player, the potentials'
# legend, whose decision it is. $name is a colour's name padded to a common width; $color,
# $other and $winner are white/black.
text-side = { $name }  reserve { $reserve }  captured { $captured }  GIPF on board { $gipf }
text-hand = hand { $hand }
text-legend = wT loaded (T Z D Y P), wz used potential, b^w capped (base ^ top cap, count if more)
text-wins = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins: { $reason }
text-to-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } to push
text-remove = { $color ->
        [white] { -white }
       *[black] { -black }
    } chooses which of his rows to remove
text-remove-after = { $color ->
        [white] { -white }
       *[black] { -black }
    } chooses which of his rows to remove after { $other ->
        [white] { -white }
       *[black] { -black }
    }'s push
text-remove-before = { $color ->
        [white] { -white }
       *[black] { -black }
    } chooses which of his rows to remove before his action
text-remove-before-other = { $color ->
        [white] { -white }
       *[black] { -black }
    } chooses which of his rows to remove before { $other ->
        [white] { -white }
       *[black] { -black }
    }'s action
text-tamsk = { $color ->
        [white] { -white }
       *[black] { -black }
    } pushes the TAMSK potential on e5 in, or keeps it
text-game-over = Game over

## The challenges option: who decides at stage c, and the referee at stage r. $pending is the
# pending use in notation.
panel-challenge = { $name } decides
panel-pending = { $pending }: challenge or allow
panel-pending-referee = { $pending }: does the use stand?
panel-referee = The trial decides
panel-attempts = Attempts left: { -white } { $white }, { -black } { $black }
text-challenge = { $color ->
        [white] { -white }
       *[black] { -black }
    } decides about { $pending }: challenge or allow
text-referee = The trial decides whether { $pending } stands

## DVONN's board (gipf-render/src/dvonn.rs)
dvonn-panel-score = Score { $score }
dvonn-panel-to-place = To place: { $count }
dvonn-panel-wins = { $name } wins { $high } to { $low }
dvonn-panel-draw = Draw: { $score } to { $score }
dvonn-panel-to-place-dvonn = { $name } to place a DVONN piece
dvonn-panel-to-place-piece = { $name } to place a piece
dvonn-panel-to-move = { $name } to move a stack
dvonn-panel-placement = Placement: { $placed } of 49 pieces placed
dvonn-panel-movement = Movement: a stack moves as far as it is high
dvonn-panel-over = Neither player can move: the highest stacks win

## TZAAR's board (gipf-render/src/tzaar.rs, ascii.rs)
# The cards' label before the pieces still to place per type.
tzaar-board-to-place = To place
# The text board's legend of its letters.
tzaar-board-legend = A { tzaar-type-tzaar }, R { tzaar-type-tzarra }, T { tzaar-type-tott }: capitals White's, small letters Black's, then the height from 2 up; * the centre, which is no space

## YINSH's board (gipf-render/src/yinsh.rs, ascii.rs)
# The cards' label before the small rings of the rings a player has removed (his score).
yinsh-board-removed = Rings removed
# The cards' label before the rings a player still has to place (the placement).
yinsh-board-to-place = Rings to place
# The markers left in the pool; $count is their number.
yinsh-board-pool = Markers in the pool: { $count }
# The text board's legend of its letters.
yinsh-board-legend = W, B: the rings of White and Black; w, b: markers, white or black side up; . a vacant point

## ZÈRTZ's board (gipf-render/src/zertz.rs, ascii.rs). The players have no colours: $name is
# a player's name, or "First player" / "Second player" (side-first, side-second).
# The label before the marbles left in the pool (a marble and its count per colour follow).
zertz-board-pool = Pool
# The text board's pool line; $white, $grey, $black are the marbles left of each colour.
zertz-board-pool-counts = Pool: { $white } white, { $grey } grey, { $black } black
# The text board's captures of a player, after his side's name.
zertz-board-captured = captured { $white } white, { $grey } grey, { $black } black
# The winning sets under the cards: $each of each colour, or $white white, $grey grey or
# $black black marbles.
zertz-board-goal = To win: { $each } of each colour, or { $white } white, { $grey } grey or { $black } black
zertz-board-to-play = { $name } to play
zertz-board-must-capture = { $name } to play: a capture is compulsory
# A player who could not act was skipped (ZERTZ.md §5.3).
zertz-board-skipped = { $name } could not act: turn skipped
zertz-board-wins-each = { $name } wins with { $count } { $count ->
        [one] marble
       *[other] marbles
    } of each colour
# $colour is white, grey or black.
zertz-board-wins-colour = { $name } wins with { $count } { $colour ->
        [white] white
        [grey] grey
       *[black] black
    } { $count ->
        [one] marble
       *[other] marbles
    }
zertz-board-wins-last-ring = { $name } wins: no ring is left
zertz-board-draw = Draw: neither player can act
# The text board's legend of its letters.
zertz-board-legend = o a vacant ring; W, G, B a white, grey, black marble; blank: ring taken away

## PÜNCT's board (gipf-render/src/punct.rs, ascii.rs). $name is a player's name, or White /
# Black (color-white, color-black).
# The cards' label over the little shapes of the pieces a player still has to place; $count
# is how many he has left (0 to 18).
punct-board-to-place = To place: { $count }
# The centre count: the points of the central hexagon a player controls (0 to 19).
punct-board-centre = Centre: { $count } of 19
# The clock: the actions since the last placement; at $limit (100) the game is drawn.
punct-board-clock = Clock: { $count } of { $limit } actions without a placement
punct-board-to-play = { $name } to play
punct-board-wins-connection = { $name } wins by connecting two opposite sides
# The last piece was placed: the centre count decides, $high to $low.
punct-board-wins-centre = { $name } wins the centre count { $high } to { $low }
punct-board-draw-centre = Draw: the centre count is { $count } to { $count }
punct-board-draw-last-piece = Draw: the last piece was placed without a connection
punct-board-draw-clock = Draw: { $limit } actions without a placement
punct-board-draw-no-action = Draw: neither player can act
# An action shown before it is played (a player's preview); $action is its notation.
punct-board-preview = Preview: { $action }
# The last action played; $action is its notation.
punct-board-last = Last action: { $action }
# The text board's line per player: $name, then $pieces (the pieces to place by type:
# "T 6, SM 2, SE 4, AM 2, AL 2, AR 2") and $centre (his centre count).
punct-board-reserve = { $name }: to place { $pieces }; centre { $centre }
# The text board's legend of its signs.
punct-board-legend = Points: . empty, + empty in the centre; W or B the PÜNCT dot of a White or Black piece, w or b one of its minor dots; a digit after the letter: the level of the piece above the board
