# The board image's panel and the buttons under a board. Short: the panel is narrow.

panel-reserve = Rezerva { $reserve }   Zajaté { $captured }
panel-on-board = { $count } na desce
panel-on-board-gipf = { $count } na desce, { $gipf } GIPF
panel-on-board-status = { $count } na desce, { $gipf } GIPF, { $status }
panel-status-first = 1. tah: GIPF
panel-status-gipf = smí přidat GIPF
panel-status-singles = jen obyčejné
panel-wins = { $name } vyhrává
panel-to-push = Na tahu: { $name }
panel-pushes-from-dot = { $color } zasouvá kámen z tečky
panel-may-take-gipf-row = smí nejdřív vzít řadu GIPF
panel-remove-row = { $name }: odebrat řadu
panel-or-done = nebo ponechat: done
panel-after-push = po tahu
panel-made-by = po tahu hráče { $name }
panel-more = { $count ->
        [one] +{ $count } další
        [few] +{ $count } další
       *[other] +{ $count } dalších
    }

button-accept = Přijmout
button-decline = Odmítnout
button-rematch = Odveta
button-done = done (ponechat zbytek)
button-gipf-push = { $action } (GIPF-kámen)
button-keep = Ponechat
button-loaded-push = { $action } ({ $kind })

# Potenciály.
panel-status-loaded = s potenciály
panel-tamsk = { $name }: TAMSK na e5
panel-tamsk-why = dorazil na e5: zasunout, nebo keep
panel-tamsk-other-turn = dorazil na e5 v tahu: { $name }
panel-before-action = odebráno před tahem
