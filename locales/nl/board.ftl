# Het paneel van de bordafbeelding en de knoppen onder een bord. Kort houden: het paneel is smal.

panel-reserve = Reserve { $reserve }   Geslagen { $captured }
panel-on-board = { $count } op het bord
panel-on-board-gipf = { $count } op het bord, { $gipf } GIPF
panel-on-board-status = { $count } op bord, { $gipf } GIPF, { $status }
panel-status-first = eerste zet: GIPF
panel-status-gipf = mag GIPF inbrengen
panel-status-singles = alleen enkele stukken
panel-wins = { $name } wint
panel-to-push = { $name } is aan zet
panel-pushes-from-dot = { $color } schuift een stuk in vanaf een punt
panel-may-take-gipf-row = mag eerst een GIPF-rij nemen
panel-remove-row = { $name }: neem een rij weg
panel-or-done = of laat ze staan: done
panel-after-push = na de zet
panel-made-by = gevormd door de zet van { $name }
panel-more = +{ $count } meer

button-accept = Aannemen
button-decline = Afwijzen
button-rematch = Revanche
button-done = done (rest laten staan)
button-gipf-push = { $action } (GIPF-stuk)
button-keep = Houden
button-loaded-push = { $action } ({ $kind })

# Potentialen.
panel-status-loaded = geladen
panel-tamsk = { $name }: TAMSK op e5
panel-tamsk-why = kwam op e5: inschuiven, of keep
panel-tamsk-other-turn = kwam op e5 in de beurt van { $name }
panel-before-action = weggenomen voor de zet
