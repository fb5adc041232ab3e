# DVONN's words (gipf-i18n/src/dvonn.rs): why an action or a position string is refused, how a
# game ended, and the rules in short. The colour terms -white and -black are rules.ftl's.
# Action errors are sentences without their full stop: a capital letter at the start unless
# they start with notation. Position errors are clauses (lower case, no full stop).
# $owner and $color are white/black; $space, $from, $to are spaces (e3); $text is what was typed.
# German: stack = Stapel, piece = Stein, space = Feld, placement = Einsetzen / setzen.

dvonn-action-empty = Keine Aktion angegeben: Nenn ein freies Feld, auf das du einen Stein setzt, etwa e3, oder zieh einen Stapel, etwa a1-b1
dvonn-action-syntax = { $text } ist keine Aktion: Nenn ein Feld, auf das du einen Stein setzt, etwa e3, oder zieh einen Stapel, etwa a1-b1
dvonn-action-not-a-space = { $text } ist kein Feld des Bretts (Reihe 1 ist a1-i1, Reihe 2 a2-j2, Reihe 3 a3-k3, Reihe 4 b4-k4, Reihe 5 c5-k5)
dvonn-action-pass = In DVONN gibt es kein `pass`: Wer nicht ziehen kann, wird automatisch übersprungen
dvonn-action-game-over = Die Partie ist vorbei: Es wird nichts mehr gespielt
dvonn-action-move-in-placement = { $from }-{ $to } ist ein Zug, aber noch werden Steine eingesetzt: Nenn ein freies Feld, auf das du deinen Stein setzt
dvonn-action-placement-in-movement = { $space } setzt einen Stein, aber das Einsetzen ist vorbei: Zieh einen deiner Stapel, etwa a1-b1
dvonn-action-occupied = { $space } ist besetzt: Setz deinen Stein auf ein freies Feld
dvonn-action-no-stack = Auf { $space } steht kein Stapel, den du ziehen könntest
dvonn-action-lone-dvonn = Auf { $space } steht ein einzelner DVONN-Stein, und der darf nicht ziehen: Zieh einen Stapel, den du kontrollierst
dvonn-action-not-your-stack = { $space } ist nicht dein Stapel: { $owner ->
        [white] { -white }
       *[black] { -black }
    } kontrolliert ihn
dvonn-action-surrounded = { $space } kann nicht ziehen: Der Stapel ist auf allen sechs Seiten umgeben
dvonn-action-same-space = { $space }-{ $space }: Ein Stapel zieht auf ein anderes Feld
dvonn-action-not-in-line = { $from }-{ $to }: { $to } liegt auf keiner der sechs Linien, die von { $from } ausgehen
dvonn-action-wrong-distance = { $from }-{ $to }: { $height ->
        [1] Ein einzelner Stein zieht genau 1 Feld weit
       *[other] Ein Stapel der Höhe { $height } zieht genau { $height } Felder weit
    }, aber { $to } ist { $distance ->
        [one] { $distance } Feld
       *[other] { $distance } Felder
    } entfernt
dvonn-action-vacant-target = { $from }-{ $to }: { $to } ist leer, und ein Zug muss auf einem Stapel enden

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted.
dvonn-position-field-count = eine DVONN-Stellung hat 4 Felder, getrennt durch je ein Leerzeichen (`dvonn` Brett Zug Phase); diese hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
dvonn-position-spacing = trenn die 4 Felder (`dvonn` Brett Zug Phase) durch je ein Leerzeichen, ohne Leerzeichen davor oder danach
dvonn-position-variant = { $text } ist nicht `dvonn`: Eine DVONN-Stellung beginnt mit dem Wort `dvonn`
dvonn-position-row-count = das Brett: Schreib 5 Reihen, getrennt durch /, Reihe 1 zuerst; dieses hat { $count ->
        [one] { $count } Reihe
       *[other] { $count } Reihen
    }
dvonn-position-row-length = das Brett: Reihe { $row } hat { $expected } Felder, aber { $found ->
        [one] { $found } Zeichen ist
       *[other] { $found } Zeichen sind
    } geschrieben
dvonn-position-unknown-char = das Brett, Reihe { $row }: { $text } ist kein Zeichen (schreib `.` `d` `w` `b` `w<h>` `b<h>` `W<h>` `B<h>`)
dvonn-position-height = das Brett, Reihe { $row }, { $token }: { $why }
dvonn-position-height-one = ein einzelner Stein wird `w` oder `b` geschrieben, ohne Höhe
dvonn-position-height-leading-zero = Höhen werden als 2 bis 49 geschrieben, ohne führende Null
dvonn-position-height-too-high = kein Stapel ist höher als 49
dvonn-position-height-missing = `W` und `B` (ein Stapel mit einem DVONN-Stein) brauchen eine Höhe von mindestens 2, etwa `W3`
dvonn-position-height-on-dvonn = `d` ist ein einzelner DVONN-Stein und hat keine Höhe
dvonn-position-turn = der Zug { $text }: Schreib `w` oder `b`, oder `-`, wenn die Partie vorbei ist
dvonn-position-phase = die Phase { $text }: Schreib `p` (Einsetzen), `m` (Ziehen) oder, wenn die Partie vorbei ist, das Ergebnis `w+`, `b+` oder `=`
dvonn-position-turn-and-phase = der Zug `{ $turn }` mit der Phase `{ $phase }`: Zu `p` oder `m` gehört `w` oder `b`, zu einem Ergebnis (`w+`, `b+`, `=`) gehört `-`
dvonn-position-stack-in-placement = auf { $space } steht ein Stapel, aber beim Einsetzen liegt auf jedem Feld höchstens ein Stein
dvonn-position-full-in-placement = alle 49 Felder sind besetzt, also ist das Einsetzen vorbei: Schreib die Phase `m`, mit Weiß am Zug (`w`)
dvonn-position-placement-counts = nach { $placed ->
        [one] { $placed } gesetzten Stein
       *[other] { $placed } gesetzten Steinen
    } gehören diese Steine aufs Brett: DVONN { $dvonn }, weiß { $white }, schwarz { $black } (zuerst die DVONN-Steine, dann abwechselnd Schwarz und Weiß), nicht { $found_dvonn }, { $found_white } und { $found_black }
dvonn-position-wrong-placer = nach { $placed ->
        [one] { $placed } gesetzten Stein
       *[other] { $placed } gesetzten Steinen
    } setzt { $color ->
        [white] { -white }
       *[black] { -black }
    }: Schreib { $color ->
        [white] `w`
       *[black] `b`
    }
dvonn-position-too-many-pieces = auf dem Brett liegen { $count } Steine (Höhen zusammengezählt), aber das Spiel hat nur 49
dvonn-position-no-dvonn = kein Feld enthält einen DVONN-Stein (`d`, `W<h>` oder `B<h>`), aber alle 3 bleiben bis zum Ende auf dem Brett
dvonn-position-too-many-dvonn = { $count } Felder sind als Felder mit DVONN-Stein markiert, aber es gibt nur 3
dvonn-position-too-few-dvonn = die Felder, die als Felder mit DVONN-Steinen markiert sind, fassen höchstens { $count } davon (`d` einen, `W<h>` und `B<h>` bis zu h-1), aber alle 3 bleiben auf dem Brett
dvonn-position-unlinked = der Stapel auf { $space } hängt an keinem DVONN-Stein, wäre also entfernt worden
dvonn-position-no-move-left = keiner kann mehr ziehen, also ist die Partie vorbei: Schreib `-` und das Ergebnis `{ $result }`
dvonn-position-cannot-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } kann nicht ziehen, also ist automatisch der Gegner am Zug: Schreib { $color ->
        [white] `b`
       *[black] `w`
    }
dvonn-position-full-board-black-to-move = alle 49 Felder sind besetzt, also beginnt Weiß mit dem Ziehen: Schreib `w`
dvonn-position-not-over = die Partie ist als beendet markiert, aber { $color ->
        [white] { -white }
       *[black] { -black }
    } kann noch ziehen
dvonn-position-wrong-result = beim Punktestand { -white } { $white }, { -black } { $black } lautet das Ergebnis `{ $actual }`, nicht `{ $named }`

## The end of a game: the scores, the higher first. $winner is white/black.
dvonn-result = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt { $high } zu { $low }
dvonn-draw = Unentschieden: { $high } zu { $low }

## `rules dvonn`: the rules in short (rules-link follows).
rules-dvonn = **DVONN**: 23 weiße, 23 schwarze und 3 rote DVONN-Steine. Zuerst setzen die Spieler abwechselnd je einen Stein auf ein beliebiges freies der 49 Felder, die DVONN-Steine zuerst (Weiß setzt zwei, Schwarz einen), bis das Brett voll ist; ein Einsetzen schreibst du wie `e3`. Danach ziehst du in deinem Zug einen Stapel, den du kontrollierst (oben liegt dein Stein), als Ganzes in gerader Linie genau so viele Felder weit, wie er hoch ist, auf einen anderen Stapel, nie auf ein leeres Feld: Ein einzelner Stein zieht 1 Feld, und ein Stapel, der auf allen sechs Seiten umgeben ist, kann nicht ziehen; einen Zug schreibst du wie `e3-e5`. Nach jedem Zug werden die Stapel, die weder direkt noch über andere Stapel mit einem DVONN-Stein verbunden sind, aus dem Spiel genommen. Wer nicht ziehen kann, passt automatisch; die Partie endet, wenn keiner mehr ziehen kann. Deine Punkte sind die Gesamthöhe der Stapel, die du kontrollierst: Wer mehr hat, gewinnt, bei Gleichstand ist es unentschieden.
