# Das Panel im Brettbild und die Buttons unter einem Brett. Kurz halten: Das Panel ist schmal.

panel-reserve = Vorrat { $reserve }   Geschlagen { $captured }
panel-on-board = { $count } auf dem Brett
panel-on-board-gipf = { $count } auf dem Brett, { $gipf } GIPF
panel-on-board-status = { $count } auf Brett, { $gipf } GIPF, { $status }
panel-status-first = 1. Zug: GIPF
panel-status-gipf = GIPF erlaubt
panel-status-singles = nur Einzelsteine
panel-wins = { $name } gewinnt
panel-to-push = { $name } ist am Zug
panel-pushes-from-dot = { $color ->
        [white] { -white }
       *[black] { -black }
    } schiebt von einem Punkt ein
panel-may-take-gipf-row = darf zuerst eine GIPF-Reihe nehmen
panel-remove-row = { $name }: Reihe entfernen
panel-or-done = oder liegen lassen: done
panel-after-push = nach dem Zug
panel-made-by = durch den Zug von { $name }
panel-more = +{ $count } weitere

# A removal in the last turn on the panel: its counts as labels (the panel is narrow).
panel-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $back ->
        [0] { $captured } geschlagen
       *[other] { $back } zurück{ $captured ->
            [0] {""}
           *[other] , { $captured } geschlagen
        }
    }

button-accept = Annehmen
button-decline = Ablehnen
button-rematch = Revanche
button-done = done (Rest liegen lassen)
button-gipf-push = { $action } (GIPF-Stein)
button-keep = Behalten
button-loaded-push = { $action } ({ $kind })

# Potentiale.
panel-status-loaded = geladen
panel-tamsk = { $name }: TAMSK auf e5
panel-tamsk-why = kam auf e5: einschieben oder keep
panel-tamsk-other-turn = kam im Zug von { $name } auf e5
panel-before-action = vor dem Zug entfernt

# Das Textbrett der Konsole (unter dem gezeichneten Brett).
text-side = { $name }  Vorrat { $reserve }  geschlagen { $captured }  GIPF auf dem Brett { $gipf }
text-hand = Hand { $hand }
text-legend = wT geladen (T Z D Y P), wz verbrauchtes Potential, b^w mit Kappe (Basis ^ oberste Kappe, Anzahl, wenn mehrere)
text-wins = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt: { $reason }
text-to-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug
text-remove = { $color ->
        [white] { -white }
       *[black] { -black }
    } wählt, welche eigene Reihe entfernt wird
text-remove-after = { $color ->
        [white] { -white }
       *[black] { -black }
    } wählt nach dem Zug von { $other ->
        [white] { -white }
       *[black] { -black }
    }, welche eigene Reihe entfernt wird
text-remove-before = { $color ->
        [white] { -white }
       *[black] { -black }
    } wählt vor der eigenen Aktion, welche eigene Reihe entfernt wird
text-remove-before-other = { $color ->
        [white] { -white }
       *[black] { -black }
    } wählt vor der Aktion von { $other ->
        [white] { -white }
       *[black] { -black }
    }, welche eigene Reihe entfernt wird
text-tamsk = { $color ->
        [white] { -white }
       *[black] { -black }
    } schiebt das TAMSK-Potential auf e5 ein oder behält es
text-game-over = Partie vorbei

## The challenges option: who decides at stage c, and the referee at stage r. $pending is the
# pending use in notation.
panel-challenge = { $name } entscheidet
panel-pending = { $pending }: challenge oder allow
panel-pending-referee = { $pending }: gilt der Einsatz?
panel-referee = Die Probe entscheidet
panel-attempts = Verbleibende Versuche: { -white } { $white }, { -black } { $black }
text-challenge = { $color ->
        [white] { -white }
       *[black] { -black }
    } entscheidet über { $pending }: challenge oder allow
text-referee = Die Probe entscheidet, ob { $pending } gilt

## DVONN's board (gipf-render/src/dvonn.rs)
dvonn-panel-score = Punkte { $score }
dvonn-panel-to-place = Noch zu setzen: { $count }
dvonn-panel-wins = { $name } gewinnt { $high } zu { $low }
dvonn-panel-draw = Unentschieden: { $score } zu { $score }
dvonn-panel-to-place-dvonn = { $name } setzt einen DVONN-Stein
dvonn-panel-to-place-piece = { $name } setzt einen Stein
dvonn-panel-to-move = { $name } zieht einen Stapel
dvonn-panel-placement = Einsetzen: { $placed } von 49 Steinen gesetzt
dvonn-panel-movement = Ziehen: ein Stapel zieht so weit, wie er hoch ist
dvonn-panel-over = Keiner kann mehr ziehen: die höchsten Stapel gewinnen

## TZAAR's board (gipf-render/src/tzaar.rs, ascii.rs)
# The cards' label before the pieces still to place per type.
tzaar-board-to-place = Noch zu setzen
# The text board's legend of its letters.
tzaar-board-legend = A { tzaar-type-tzaar }, R { tzaar-type-tzarra }, T { tzaar-type-tott }: Großbuchstaben für Weiß, Kleinbuchstaben für Schwarz, danach die Höhe ab 2; * ist die Mitte, die kein Feld ist

## YINSH's board (gipf-render/src/yinsh.rs, ascii.rs)
# The cards' label before the small rings of the rings a player has removed (his score).
yinsh-board-removed = Entfernte Ringe
# The cards' label before the rings a player still has to place (the placement).
yinsh-board-to-place = Noch zu setzende Ringe
# The markers left in the pool; $count is their number.
yinsh-board-pool = Steine im Vorrat: { $count }
# The text board's legend of its letters.
yinsh-board-legend = W, B: die Ringe von Weiß und Schwarz; w, b: Steine mit der weißen oder schwarzen Seite oben; . ein freier Punkt

## Das Brett von ZÈRTZ (gipf-render/src/zertz.rs, ascii.rs). Die Spieler haben keine Farbe:
# $name ist der Name eines Spielers oder „Erster Spieler“ / „Zweiter Spieler“.
zertz-board-pool = Vorrat
zertz-board-pool-counts = Vorrat: weiß { $white }, grau { $grey }, schwarz { $black }
zertz-board-captured = hat { $white } weiße, { $grey } graue und { $black } schwarze geschlagen
zertz-board-goal = Zum Sieg: { $each } jeder Farbe, oder { $white } weiße, { $grey } graue oder { $black } schwarze
zertz-board-to-play = { $name } ist am Zug
zertz-board-must-capture = { $name } ist am Zug: Schlagen ist Pflicht
zertz-board-skipped = { $name } konnte nicht ziehen: Zug entfällt
zertz-board-wins-each = { $name } gewinnt mit { $count } { $count ->
        [one] Kugel
       *[other] Kugeln
    } jeder Farbe
zertz-board-wins-colour = { $name } gewinnt mit { $count } { $colour ->
        [white] weißen
        [grey] grauen
       *[black] schwarzen
    } { $count ->
        [one] Kugel
       *[other] Kugeln
    }
zertz-board-wins-last-ring = { $name } gewinnt: Es ist kein Ring mehr übrig
zertz-board-draw = Remis: Keiner der beiden kann noch ziehen
zertz-board-legend = o ein leerer Ring; W, G, B eine weiße, graue, schwarze Kugel; Lücke: Ring entfernt

## PÜNCT
punct-board-to-place = Einzusetzen: { $count }
punct-board-centre = Zentrum: { $count } von 19
punct-board-clock = Uhr: { $count } von { $limit } Zügen ohne Einsetzen
punct-board-to-play = { $name } ist am Zug
punct-board-wins-connection = { $name } gewinnt durch eine Verbindung zweier gegenüberliegender Seiten
punct-board-wins-centre = { $name } gewinnt die Zählung im Zentrum { $high } zu { $low }
punct-board-draw-centre = Remis: im Zentrum { $count } zu { $count }
punct-board-draw-last-piece = Remis: Der letzte Stein wurde ohne Verbindung eingesetzt
punct-board-draw-clock = Remis: { $limit } Züge ohne Einsetzen
punct-board-draw-no-action = Remis: Keiner der beiden kann noch ziehen
punct-board-preview = Vorschau: { $action }
punct-board-last = Letzter Zug: { $action }
punct-board-reserve = { $name }: einzusetzen { $pieces }; Zentrum { $centre }
punct-board-legend = Punkte: . leer, + leer im Zentrum; W oder B der PÜNCT-Punkt eines weißen oder schwarzen Steins, w oder b einer seiner Nebenpunkte; eine Ziffer nach dem Buchstaben: die Ebene des Steins über dem Brett
