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
panel-pushes-from-dot = { $color } pushes a piece in from a dot
panel-may-take-gipf-row = may first take a GIPF row
panel-remove-row = { $name }: remove a row
panel-or-done = or leave it: done
panel-after-push = after the push
panel-made-by = made by { $name }'s push
panel-more = +{ $count } more

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
