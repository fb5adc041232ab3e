# Die Wörter der Regeln: Farben, was ein Zug bewirkt hat, wie eine Partie endete, warum eine Aktion nicht erlaubt ist.
# Die Aktionsfehler sind Satzteile: kein Großbuchstabe am Anfang (außer bei Substantiven), kein Punkt am Ende.

color-white = Weiß
color-black = Schwarz

event-pushed = { $color } zog { $push }
event-pushed-to = { $color } zog { $push } (bis { $end })
event-removed = { $color } { $back ->
        [0] schlug { $captured }
       *[other] { $captured ->
            [0] nahm { $back } zurück
           *[other] nahm { $back } zurück, schlug { $captured }
        }
    }
event-left-rows = { $color } ließ Reihen stehen

reason-no-gipf = { $loser } hat keinen GIPF-Stein mehr
reason-no-reserve = { $loser } hat keinen Stein mehr zum Ziehen
outcome = { $winner } gewinnt: { $reason }

action-empty = keine Aktion angegeben: Schreib einen Zug wie b1-b2, eine Entnahme wie xc3,d4,e5,f5 oder done
action-syntax = { $text } ist keine Aktion: Schreib einen Zug wie b1-b2 (Gb1-b2 für einen GIPF-Stein), eine Entnahme wie xc3,d4,e5,f5 oder done
action-not-a-point = { $text } ist kein Feld des Bretts (Felder: a1..i5, die Mitte ist e5)
action-not-a-dot = { $point } ist kein Punkt
action-not-on-line = { $dot }-{ $to }: { $to } liegt auf keiner Linie, die von { $dot } aus ins Brett führt
action-wrong-end = { $dot }-{ $given }: Dieser Zug endet auf { $actual }, schreib also { $dot }-{ $actual } oder { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } ist leer, also endet der Zug auf { $first }: Schreib { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } gibt das Ende eines Zuges an; ob das stimmt, zeigt erst eine Stellung (schreib { $dot }-{ $first })
action-game-over = die Partie ist vorbei
action-removal-pending = { $color } muss zuerst entscheiden, welche Reihe entfernt wird
action-blocked = { $dot }-{ $first } ist blockiert: { $first }..{ $last } sind besetzt
action-empty-reserve = { $color } hat keinen Stein mehr im Vorrat
action-reserve-too-small = ein GIPF-Stein braucht 2 Steine aus dem Vorrat, und { $color } hat nur noch 1
action-gipf-outside-tournament = nur im Turnierspiel kommen GIPF-Steine neu ins Spiel: Zieh einen einfachen Stein ({ $push })
action-first-push-gipf = Turnierspiel: Der erste Zug von { $color } muss ein GIPF-Stein sein (schreib G vor den Zug, etwa Gb1-b2)
action-no-more-gipf = Turnierspiel: { $color } hat schon einen einfachen Stein gezogen und kann keine GIPF-Steine mehr ins Spiel bringen
action-no-row = gerade gibt es keine Reihe zu entfernen
action-repeated = { $point } ist doppelt angegeben
action-not-a-spot = { $point } ist ein Punkt: Dort steht kein Stein
action-not-gipf = auf { $point } steht kein GIPF-Stein: Lass das G davor weg
action-no-such-removal = keine Entnahme nimmt genau { $given }; zur Wahl stehen { $choices }
action-done-compulsory-row = done geht noch nicht: Eine Reihe mit einem einfachen Stein muss entfernt werden
action-done-opponent-rows = done geht nicht: Reihen, die nach dem Zug des Gegners noch stehen, müssen entfernt werden
action-done-nothing-to-leave = done lässt nur nach deinem Zug freiwillige Reihen liegen; vor einem Zug zieh einfach

# Potentiale: die Namen der Arten (TAMSK, ZÈRTZ, ...) sind die Namen der Spiele.
event-used = { $color } nutzte { $kind } { $from }-{ $to }
event-kept = { $color } behielt das TAMSK-Potential auf e5
action-no-potentials = { $action }: diese Partie wird ohne Potentiale gespielt
action-tamsk-pending = { $color } muss zuerst über den TAMSK-Stein auf e5 entscheiden: sein Potential einschieben (T:<Punkt>-<Feld>) oder keep
action-not-tamsk-stage = { $action } geht nur, wenn gerade ein TAMSK-Stein auf e5 angekommen ist
action-not-in-hand = { $color } hat kein { $kind }-Potential mehr in der Hand
action-no-loaded-push = { $color } kann jetzt keinen geladenen Stein einbringen
action-no-loaded-piece = auf { $point } steht kein unbedeckter { $kind }-Stein von { $color }: nur so ein Stein kann sein Potential nutzen
action-tamsk-not-now = ein TAMSK-Potential wird nur genutzt, wenn sein Stein auf e5 ankommt
action-bad-target = { $kind } von { $from } kann nicht nach { $to }; möglich: { $choices }
action-wrong-mark = die Markierung bei { $point } passt nicht zu dem, was dort steht: schreib { $fix }
