# YINSH's words (gipf-i18n/src/yinsh.rs): the pieces, why a point, an action or a position
# string is refused, how a game ended, whose decision it is, and the rules in short. The
# colour terms -white and -black are rules.ftl's.
# German: ring = Ring, marker = Stein (Markierungsstein), point = Punkt, row = Reihe,
# pool = Vorrat, place = einsetzen, move = ziehen, flip = umdrehen, remove = entfernen,
# turn = Zug, stage = Phase.

# The pieces (YINSH.md §3), for a board's legend.
yinsh-ring = Ring
yinsh-marker = Stein

## Point names. $text is what was typed; $point is a point as written.
yinsh-point-not-a-point = { $text } ist kein Punkt des Bretts: Die Spalten a bis k haben die Punkte a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11 und k7-k10
yinsh-point-corner = { $point } ist eine Ecke des Sechsecks, wo sich keine Linien kreuzen: Das ist kein Punkt des Bretts

## What the decider does at a stage, as a clause ending an error about a wrong stage.
yinsh-todo-place = Setz einen Ring auf einen freien Punkt, etwa `e3`
yinsh-todo-move = Zieh einen deiner Ringe, etwa `h7-g7` (`pass` nur, wenn keiner ziehen kann)
yinsh-todo-row = Wähle, welche deiner Reihen du entfernst, etwa `xf3-f7`
yinsh-todo-ring = Entferne einen deiner Ringe, etwa `xi9`
yinsh-todo-over = Die Partie ist vorbei

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $point, $from, $to, $ring, $stop, $first,
# $last, $a, $b are points (e3); $text is what was typed; $todo is a yinsh-todo-* clause;
# $action is a ring move (h7-g7); $color and $owner are white/black.
yinsh-action-empty = Keine Aktion angegeben: Setz einen Ring ein, etwa `e3`, zieh einen Ring, etwa `h7-g7`, schreib `pass`, oder entferne eine Reihe, etwa `xf3-f7`, oder einen Ring, etwa `xi9`
yinsh-action-syntax = { $text } ist keine Aktion: Setz einen Ring ein, etwa `e3`, zieh einen Ring, etwa `h7-g7`, schreib `pass`, oder entferne eine Reihe, etwa `xf3-f7`, oder einen Ring, etwa `xi9`
yinsh-action-not-a-row = `x{ $a }-{ $b }` sind keine 5 benachbarten Punkte auf einer Linie: Nenne die beiden Enden einer Reihe, etwa `xf3-f7`
yinsh-action-game-over = Die Partie ist vorbei: Es wird nichts mehr gespielt
yinsh-action-no-placement-now = Jetzt wird kein Ring eingesetzt: { $todo }
yinsh-action-no-move-now = Jetzt wird kein Ring gezogen: { $todo }
yinsh-action-no-pass-now = Jetzt gibt es nichts zu passen: { $todo }
yinsh-action-no-row-now = Jetzt ist keine Reihe zu entfernen (eine Reihe wird erst nach dem Ringzug entfernt, der sie gebildet hat): { $todo }
yinsh-action-no-ring-removal-now = Jetzt wird kein Ring entfernt (ein Ring geht nur gleich nach einer entfernten Reihe): { $todo }
yinsh-action-not-vacant = { $point } ist nicht frei: Setz deinen Ring auf einen freien Punkt
yinsh-action-pass-with-moves = `pass` darfst du nur, wenn keiner deiner Ringe ziehen kann: Zieh einen, etwa `{ $action }`
yinsh-action-no-own-ring = Auf { $point } steht kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Ring: Zieh einen deiner Ringe
yinsh-action-marker-moved = Auf { $point } liegt ein Stein, und Steine ziehen nie: Zieh einen deiner Ringe, der auf seinem Startpunkt einen Stein deiner Farbe zurücklässt
yinsh-action-no-distance = `{ $point }-{ $point }` bewegt den Ring nicht: Ein Ring zieht mindestens einen Punkt weit
yinsh-action-not-a-line = `{ $from }-{ $to }` folgt keiner Linie: Ein Ring zieht geradeaus in eine der sechs Richtungen
yinsh-action-landing-occupied = { $to } ist nicht frei: Ein Ring beendet seinen Zug immer auf einem freien Punkt
yinsh-action-over-ring = `{ $from }-{ $to }` führt über den Ring auf { $ring }: Ein Ring springt nie über einen Ring, also halte vor { $ring } an
yinsh-action-past-markers = `{ $from }-{ $to }` geht nach dem Sprung über Steine weiter: Ein Ring, der Steine überspringt, hält auf dem ersten freien Punkt dahinter, hier `{ $from }-{ $stop }`
yinsh-action-not-your-row = `x{ $first }-{ $last }` ist keine Reihe aus fünf { $color ->
        [white] weißen
       *[black] schwarzen
    } Steinen: Wähle eine Reihe aus fünf Steinen deiner Farbe
yinsh-action-opponent-ring = Auf { $point } steht ein Ring von { $owner ->
        [white] { -white }
       *[black] { -black }
    }: Entferne einen deiner eigenen Ringe
yinsh-action-no-ring-to-remove = Auf { $point } steht kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Ring: Entferne einen deiner Ringe, etwa `xi9`

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black; $result and $written
# are results as written (`w+`, `b+`, `=`); $stage is a stage's letter.
yinsh-position-field-count = eine YINSH-Stellung hat 5 durch Leerzeichen getrennte Felder (`yinsh` Brett Zug Phase entfernt); diese hat { $count }
yinsh-position-variant = { $text } ist keine Variante: Eine YINSH-Stellung beginnt mit `yinsh` oder `yinsh-blitz`
yinsh-position-column-count = das Brett: Schreib die 11 Spalten a bis k, getrennt durch /; dieses hat { $count }
yinsh-position-column-length = das Brett: Spalte { $column } hat { $expected } Punkte, aber { $found ->
        [one] { $found } ist
       *[other] { $found } sind
    } beschrieben
yinsh-position-unknown-char = das Brett, Spalte { $column }: { $text } ist kein Zeichen (schreib `W` und `B` für Ringe, `w` und `b` für Steine und eine Zahl für freie Punkte)
yinsh-position-number = das Brett, Spalte { $column }, { $token }: { $why }
yinsh-position-number-leading-zero = eine Zahl freier Punkte ist 1 oder mehr, ohne führende Null
yinsh-position-number-too-long = die Spalte hat nur { $len ->
        [one] { $len } Punkt
       *[other] { $len } Punkte
    } (nebeneinanderstehende Ziffern sind eine Zahl)
yinsh-position-turn = der Zug { $text }: Schreib `w` oder `b`
yinsh-position-stage = die Phase { $text }: Schreib `p` (einsetzen), `m` (ziehen), `r` oder `x` (Reihe und Ring des Ziehenden), `R` oder `X` (Reihe und Ring des Gegners) oder `w+`, `b+` oder `=`, wenn die Partie vorbei ist
yinsh-position-removed = die entfernten Ringe { $text }: Schreib die Ringe, die jeder Spieler entfernt hat, als weiß/schwarz, je eine Ziffer, etwa `1/0`
yinsh-position-too-many-markers = auf dem Brett liegen { $count } Steine, aber das Spiel hat nur 51
yinsh-position-removed-above-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $removed ->
        [one] { $removed } Ring
       *[other] { $removed } Ringe
    } entfernt, aber die Partie endet, sobald ein Spieler { $goal } entfernt hat
yinsh-position-placement-markers = auf dem Brett { $count ->
        [one] liegt { $count } Stein
       *[other] liegen { $count } Steine
    }, aber solange die Ringe eingesetzt werden, gibt es keine Steine (Phase `p`)
yinsh-position-placement-removed = ein Ring steht als entfernt da, aber solange die Ringe eingesetzt werden, wird keiner entfernt (Phase `p`): Schreib `0/0`
yinsh-position-placement-counts = auf dem Brett stehen { $white } weiße und { $black } schwarze { $black ->
        [one] Ring
       *[other] Ringe
    }, aber die Spieler setzen abwechselnd ein, Weiß zuerst, je fünf Ringe: { $color ->
        [white] Setzt Weiß ein, muss es gleich viele weiße wie schwarze Ringe geben, höchstens 4 von jeder Farbe
       *[black] Setzt Schwarz ein, muss es einen weißen Ring mehr geben als schwarze, höchstens 5
    }
yinsh-position-ring-count = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $rings ->
        [one] { $rings } Ring
       *[other] { $rings } Ringe
    } auf dem Brett und { $removed } entfernt, aber nach dem Einsetzen sind das zusammen 5
yinsh-position-goal-reached = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $goal ->
        [one] { $goal } Ring
       *[other] { $goal } Ringe
    } entfernt, also ist die Partie vorbei: Schreib { $color ->
        [white] `w+`
       *[black] `b+`
    }
yinsh-position-row-at-move = die { $color ->
        [white] weißen
       *[black] schwarzen
    } Steine `x{ $first }-{ $last }` bilden eine Reihe, die vor dem nächsten Ringzug entfernt wird (Phase `m`)
yinsh-position-empty-pool-at-move = alle 51 Steine liegen auf dem Brett, also ist die Partie vorbei (wer mehr Ringe entfernt hat, gewinnt): Schreib das Ergebnis
yinsh-position-nobody-can-move = kein Ring keines Spielers kann ziehen, also ist die Partie vorbei (wer mehr Ringe entfernt hat, gewinnt): Schreib das Ergebnis
yinsh-position-choose-row-options = Phase `r` ist die Wahl zwischen zwei oder mehr Reihen in der Farbe des Spielers am Zug, aber { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $found }
yinsh-position-mover-has-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } (der gezogen hat) hat noch die Reihe `x{ $first }-{ $last }`, die er vor den Reihen seines Gegners entfernt (Phase `r` oder `x`, nicht `{ $stage }`)
yinsh-position-opponent-row-options = Phase `R` ist die Wahl des Gegners zwischen zwei oder mehr Reihen seiner Farbe, aber { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $found }
yinsh-position-markers-after-row = ein Ring wird (Phase `x` oder `X`) gleich nach einer Reihe entfernt, also liegen höchstens 46 Steine auf dem Brett; hier sind es { $count }
yinsh-position-both-at-goal = beide Spieler haben { $goal ->
        [one] { $goal } Ring
       *[other] { $goal } Ringe
    } entfernt, aber die Partie endet, sobald es der erste schafft
yinsh-position-result-against-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $goal ->
        [one] { $goal } Ring
       *[other] { $goal } Ringe
    } entfernt und gewonnen, also lautet das Ergebnis { $color ->
        [white] `w+`
       *[black] `b+`
    }, nicht `{ $written }`
yinsh-position-result-against-score = die entfernten Ringe stehen { $white } zu { $black }, also lautet das Ergebnis `{ $result }`, nicht `{ $written }`
yinsh-position-row-at-end = die { $color ->
        [white] weißen
       *[black] schwarzen
    } Steine `x{ $first }-{ $last }` bilden eine Reihe, die entfernt worden wäre: Eine Partie endet nur dann mit einer Reihe auf dem Brett, wenn ein Spieler das Ziel erreicht
yinsh-position-not-over = die Partie ist nicht vorbei: Im Vorrat { $count ->
        [one] liegt noch { $count } Stein
       *[other] liegen noch { $count } Steine
    }, ein Ring kann ziehen, und niemand hat das Ziel erreicht

## The end of a game (YINSH.md §7). $winner is white/black; $count is the winner's removed
# rings (3, or 1 in `yinsh-blitz`), or each player's in a draw; $won and $lost are the
# winner's and the loser's removed rings.
yinsh-reason-rings-removed = { $count ->
        [1] einen Ring entfernt
        [3] drei Ringe entfernt
       *[other] { $count } Ringe entfernt
    }
yinsh-reason-markers-ran-out = die Steine sind aufgebraucht, { $won } zu { $lost } entfernte Ringe
yinsh-reason-no-move = kein Ring kann ziehen, { $won } zu { $lost } entfernte Ringe
yinsh-result-rings-removed = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt: { $count ->
        [1] einen Ring entfernt
        [3] drei Ringe entfernt
       *[other] { $count } Ringe entfernt
    }
yinsh-result-markers-ran-out = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt { $won } zu { $lost }: Die Steine sind aufgebraucht
yinsh-result-no-move = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt { $won } zu { $lost }: Kein Ring kann ziehen
yinsh-draw-markers-ran-out = Unentschieden: Die Steine sind aufgebraucht, { $count ->
        [0] ohne entfernten Ring
        [one] mit je { $count } entferntem Ring
       *[other] mit je { $count } entfernten Ringen
    }
yinsh-draw-no-move = Unentschieden: Kein Ring kann ziehen, { $count ->
        [0] ohne entfernten Ring
        [one] mit je { $count } entferntem Ring
       *[other] mit je { $count } entfernten Ringen
    }

## Whose decision it is, for a board's line. $color is the decider: white/black (at the
# opponent's removals, the opponent of the player who moved).
yinsh-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } setzt einen Ring ein
yinsh-to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } zieht einen Ring (auf seinem Startpunkt bleibt ein Stein)
yinsh-to-pass = { $color ->
        [white] { -white }
       *[black] { -black }
    } muss `pass` spielen: Keiner seiner Ringe kann ziehen
yinsh-to-choose-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } wählt, welche Reihe er entfernt (nach ihrer Nummer auf dem Brett)
yinsh-to-remove-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } entfernt einen seiner Ringe
yinsh-to-choose-opponent-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } wählt, welche der Reihen, die { $color ->
        [white] { -black }
       *[black] { -white }
    } für ihn gebildet hat, er entfernt (nach ihrer Nummer auf dem Brett)
yinsh-to-remove-opponent-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } entfernt einen seiner Ringe für die Reihe, die { $color ->
        [white] { -black }
       *[black] { -white }
    } für ihn gebildet hat

## `rules yinsh`: the rules in short (rules-link follows, as after rules-tzaar).
rules-yinsh = **YINSH**: Jeder Spieler hat 5 Ringe seiner Farbe; 51 Markierungssteine, auf einer Seite weiß und auf der anderen schwarz, liegen in einem gemeinsamen Vorrat. Das Brett hat 85 Punkte, dort, wo sich die Linien kreuzen.
    Zuerst setzen die Spieler abwechselnd ihre Ringe ein, Weiß zuerst, einen nach dem anderen auf einen beliebigen freien Punkt, etwa `e3`, bis alle 10 auf dem Brett stehen.
    Danach legst du abwechselnd einen Stein mit deiner Farbe nach oben auf den Punkt eines deiner Ringe und ziehst diesen Ring geradeaus auf einen freien Punkt, etwa `h7-g7`: über freie Punkte und über eine Gruppe von Steinen hinweg auf den ersten freien Punkt dahinter, aber nie über einen Ring. Jeder übersprungene Stein wird umgedreht. Kann keiner deiner Ringe ziehen, schreibst du `pass`.
    Fünf Steine deiner Farbe auf einer Linie bilden eine Reihe: Du nimmst sie vom Brett zurück in den Vorrat, etwa `xa3-e3`, und entfernst dann einen deiner Ringe, etwa `xi9`. Bei mehreren Reihen wählst du die Reihenfolge; eine Reihe, die der Zug deinem Gegner gebildet hat, entfernt er nach deinen.
    Wer als Erster 3 Ringe entfernt, gewinnt (1 in `yinsh-blitz`). Ist der Vorrat leer, wenn ein Zug beginnt, oder kann kein Ring ziehen, gewinnt, wer mehr Ringe entfernt hat; bei Gleichstand ist es unentschieden.
