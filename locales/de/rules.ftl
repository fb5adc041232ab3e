# Die Wörter der Regeln: Farben, was ein Zug bewirkt hat, wie eine Partie endete, warum eine Aktion nicht erlaubt ist.
# Die Aktionsfehler sind Sätze ohne Schlusspunkt (error-illegal setzt ihn): Großbuchstabe am
# Anfang, außer sie beginnen mit Notation oder einem `Befehlswort`.

-white = Weiß
-black = Schwarz
color-white = { -white }
color-black = { -black }
# Die Spieler eines Spiels ohne Farben (ZÈRTZ): der erste und der zweite Spieler (darunter
# Weiß und Schwarz). Nachrichten, die eine Seite nennen, wählen nach white/black/first/second.
# Formen: nom nach dem Artikel (der erste Spieler), dat (dem ersten Spieler), bare ohne
# Artikel (erster Spieler).
-first = { $case ->
       *[nom] erste Spieler
        [dat] ersten Spieler
        [bare] erster Spieler
    }
-second = { $case ->
       *[nom] zweite Spieler
        [dat] zweiten Spieler
        [bare] zweiter Spieler
    }
side-first = Erster Spieler
side-second = Zweiter Spieler

event-pushed = { $color ->
        [white] { -white }
       *[black] { -black }
    } zog { $push }
event-pushed-to = { $color ->
        [white] { -white }
       *[black] { -black }
    } zog { $push } (bis { $end })
event-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    } { $back ->
        [0] schlug { $captured ->
            [one] { $captured } Stein
           *[other] { $captured } Steine
        }
       *[other] nahm { $back ->
            [one] { $back } Stein
           *[other] { $back } Steine
        } zurück{ $captured ->
            [0] {""}
           *[other] {" "}und schlug { $captured }
        }
    }
event-left-rows = { $color ->
        [white] { -white }
       *[black] { -black }
    } ließ Reihen stehen

reason-no-gipf = { $loser ->
        [white] { -white }
       *[black] { -black }
    } hat keinen GIPF-Stein mehr
reason-no-reserve = { $loser ->
        [white] { -white }
       *[black] { -black }
    } hat keinen Stein mehr zum Ziehen
outcome = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt: { $reason }

action-empty = Keine Aktion angegeben: Schreib einen Zug wie b1-b2, eine Entnahme wie xc3,d4,e5,f5 oder done
action-syntax = { $text } ist keine Aktion: Schreib einen Zug wie b1-b2 (Gb1-b2 für einen GIPF-Stein), eine Entnahme wie xc3,d4,e5,f5 oder done
action-not-a-point = { $text } ist kein Feld des Bretts (Felder: a1..i5, die Mitte ist e5)
action-not-a-dot = { $point } ist kein Punkt
action-not-on-line = { $dot }-{ $to }: { $to } liegt auf keiner Linie, die von { $dot } aus ins Brett führt
action-wrong-end = { $dot }-{ $given }: Dieser Zug endet auf { $actual }, schreib also { $dot }-{ $actual } oder { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } ist leer, also endet der Zug auf { $first }: Schreib { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } gibt das Ende eines Zuges an; ob das stimmt, zeigt erst eine Stellung (schreib { $dot }-{ $first })
action-game-over = Die Partie ist vorbei
action-removal-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } muss zuerst entscheiden, welche Reihe entfernt wird
action-blocked = { $dot }-{ $first } ist blockiert: { $first }..{ $last } sind besetzt
action-empty-reserve = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat keinen Stein mehr im Vorrat
action-reserve-too-small = Ein GIPF-Stein braucht 2 Steine aus dem Vorrat, und { $color ->
        [white] { -white }
       *[black] { -black }
    } hat nur noch 1
action-gipf-outside-tournament = Nur im Turnierspiel kommen GIPF-Steine neu ins Spiel: Zieh einen einfachen Stein ({ $push })
action-first-push-gipf = Turnierspiel: Der erste Zug von { $color ->
        [white] { -white }
       *[black] { -black }
    } muss ein GIPF-Stein sein (schreib G vor den Zug, etwa Gb1-b2)
action-no-more-gipf = Turnierspiel: { $color ->
        [white] { -white }
       *[black] { -black }
    } hat schon einen einfachen Stein gezogen und kann keine GIPF-Steine mehr ins Spiel bringen
action-no-row = Gerade gibt es keine Reihe zu entfernen
action-repeated = { $point } ist doppelt angegeben
action-not-a-spot = { $point } ist ein Punkt: Dort steht kein Stein
action-not-gipf = Auf { $point } steht kein GIPF-Stein: Lass das G davor weg
action-no-such-removal = Keine Entnahme nimmt genau { $given }; zur Wahl stehen { $choices }
action-done-compulsory-row = `done` geht noch nicht: Eine Reihe mit einem einfachen Stein muss entfernt werden
action-done-opponent-rows = `done` geht nicht: Reihen, die nach dem Zug des Gegners noch stehen, müssen entfernt werden
action-done-nothing-to-leave = `done` lässt nur nach deinem Zug freiwillige Reihen liegen; vor einem Zug zieh einfach

# Potentiale: die Namen der Arten (TAMSK, ZÈRTZ, ...) sind die Namen der Spiele.
event-used = { $color ->
        [white] { -white }
       *[black] { -black }
    } nutzte { $kind } { $from }-{ $to }
event-kept = { $color ->
        [white] { -white }
       *[black] { -black }
    } behielt das TAMSK-Potential auf e5
action-no-potentials = { $action }: diese Partie wird ohne Potentiale gespielt
action-tamsk-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } muss zuerst über den TAMSK-Stein auf e5 entscheiden: sein Potential einschieben (T:<Punkt>-<Feld>) oder keep
action-not-tamsk-stage = { $action } geht nur, wenn gerade ein TAMSK-Stein auf e5 angekommen ist
action-not-in-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat kein { $kind }-Potential mehr in der Hand
action-no-loaded-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } kann jetzt keinen geladenen Stein einbringen
action-no-loaded-piece = Auf { $point } steht kein unbedeckter { $kind }-Stein von { $color ->
        [white] { -white }
       *[black] { -black }
    }: nur so ein Stein kann sein Potential nutzen
action-tamsk-not-now = Ein TAMSK-Potential wird nur genutzt, wenn sein Stein auf e5 ankommt
action-bad-target = { $kind } von { $from } kann nicht nach { $to }; möglich: { $choices }
action-wrong-mark = Auf { $point } steht { $holds ->
        [nothing] nichts
        [capped] ein Stapel mit Kappen
        [gipf] ein GIPF-Stein
        [loaded] ein geladener Stein
        [basic] ein einfacher Stein
       *[used] ein verbrauchtes Potential
    }: { $fix ->
        [leave] lass es bei der Entnahme weg
        [plain] schreib es ohne Markierung: { $mark }
       *[mark] schreib es als { $mark }
    }

## Position strings and variant words: Satzteile nach "`standard+T100` ist keine
# Variante:" (klein, ohne Punkt). $text, $stack, $rest sind das Geschriebene; $color und $other
# sind white/black.
position-field-count = eine Stellung hat 7 durch je ein Leerzeichen getrennte Felder (Variante Brett Zug Phase Vorräte Geschlagene Status), mit Potentialen 8 (dann die Hände); diese hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
position-variant = die Variante { $text } gibt es nicht: nimm basic, standard oder tournament
position-board = das Brettfeld: { $why }
position-turn = der Zug { $text } ist weder w noch b
position-stage = die Phase { $text } ist keine von p, m, o, w+, b+ (mit Potentialen auch t, pm, po)
position-counts = { $field ->
        [reserves] die Vorräte
       *[captures] die Geschlagenen
    } { $text }: schreib zwei Zahlen als weiß/schwarz, zum Beispiel 12/12
position-status = der Status { $text }: schreib zwei Buchstaben aus n, g, s (mit Potentialen auch l), zuerst für Weiß, dann für Schwarz
position-status-outside-tournament = der Status { $text }: nur die Turniervariante kennt einen anderen Status als ss
position-gipf-in-basic = die Grundvariante hat keine GIPF-Steine, aber auf { $point } steht einer
position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat insgesamt { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } (Brett, ein GIPF-Stein zählt 2, + Vorrat + vom Gegner geschlagen); es gibt höchstens 18
position-too-many-basic = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat insgesamt { $count ->
        [one] { $count } einfachen Stein
       *[other] { $count } einfache Steine
    } (Brett, ein GIPF-Stein zählt 2, geladene Steine 1, + Vorrat + vom Gegner geschlagen); mit Potentialen gibt es höchstens 21
position-potentials-only = { $what ->
        [status] der Status { $text }
        [stage] die Phase { $text }
       *[token] das Brettzeichen { $text }
    } braucht Potentiale: füge die Hände als achtes Feld hinzu, zum Beispiel -/-
position-hand = die Hand { $text }: { $why }
position-status-and-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $why ->
        [loaded] Status l (geladene Steine einbringen) braucht eine Hand, die nicht leer ist
       *[singles] Status s (nur einfache Steine) gehört zu einer leeren Hand: ein einfacher Zug kostet die Hand
    }
position-impossible-stage = die Phase { $stage } kann hier nicht vorkommen: { $why }
hand-empty = eine Hand ist - (leer) oder Arten mit Anzahlen, etwa T3Z3D3Y3P3
hand-not-a-kind = jede Art ist einer der Buchstaben T Z D Y P, gefolgt von ihrer Anzahl
hand-order = jede Art steht einmal, in der Reihenfolge T Z D Y P
hand-no-count = auf jede Art folgt ihre Anzahl, 1 bis { $max }
hand-too-many = eine Hand hält höchstens { $max ->
        [one] { $max } Potential
       *[other] { $max } Potentiale
    } einer Art
hand-not-a-pair = schreib die beiden Hände als weiß/schwarz, zum Beispiel T3Z3D3Y3P3/T3Z3D3Y3P3 oder -/-
hand-ultimate = Ultimate GIPF hat seine eigene Hand, 3 von jeder Art; für eine andere Hand schreib tournament+<Hand>, etwa tournament+T6
hand-no-potential = nenne mindestens ein Potential, etwa standard+T6, oder schreib standard+potentials
board-columns = { $text } hat { $count ->
        [one] { $count } Spalte
       *[other] { $count } Spalten
    }; schreib die 7 Spalten b..h, getrennt durch /
board-two-digits = Spalte { $column } ({ $text }): zwei Ziffern hintereinander; schreib eine Ziffer für eine Folge leerer Felder
board-zero = Spalte { $column } ({ $text }): 0 ist keine Anzahl leerer Felder
board-token = Spalte { $column } ({ $text }): { $why }
board-spots = Spalte { $column } ({ $text }) beschreibt { $found ->
        [one] { $found } Feld
       *[other] { $found } Felder
    }; sie hat { $spots }
token-unclosed = { $text }: ein Stapel ( ... ) ist nicht geschlossen
token-no-base = Stapel ({ $stack }): beginnt mit keinem Steinzeichen
token-no-cap = Stapel ({ $stack }) hat keine Kappe; schreib einen Stein ohne Kappe ohne Klammern
token-not-a-cap = Stapel ({ $stack }): { $rest } ist keine Kappe; Kappen sind wd, bd, wp, bp
token-uncappable = Stapel ({ $stack }): auf diesem Stein kann keine Kappe stehen
token-wrong-cap = Stapel ({ $stack }): { $cap }-Kappen können nicht stehen auf { $base ->
        [basic] einem einfachen Stein
        [gipf] einem GIPF-Stein
        [loaded] diesem geladenen Stein
       *[used] einem verbrauchten Potential
    }
token-alternate = Stapel ({ $stack }): die Farben der Kappen wechseln sich ab, die erste ist die Gegenfarbe der Basis
token-too-many-caps = Stapel ({ $stack }...) hat mehr Kappen, als zwei Hände mit je { $max } geben können
token-not-a-token = { $text } ist kein Steinzeichen (w W b B, wT..bP, wt wz wy bt bz by oder ein Stapel in Klammern) und keine Ziffer
stage-not-lost = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat weder verloren, weil kein GIPF-Stein mehr da ist, noch weil mit leerem Vorrat gezogen werden muss
stage-not-lost-potentials = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat weder verloren, weil kein GIPF-Stein mehr da ist, noch weil im eigenen Zug keine Aktion bleibt
stage-no-gipf = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat keinen GIPF-Stein auf dem Brett, also wäre die Partie vorbei
stage-row-before-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat eine Reihe, die entfernt werden muss, bevor jemand zieht
stage-row-before-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat eine Reihe, die entfernt werden muss, bevor jemand handelt
stage-no-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat keine erlaubte Aktion
stage-no-choice = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $count ->
        [one] { $count } Möglichkeit
       *[other] { $count } Möglichkeiten
    }, die eigenen Reihen aufzulösen, und eine Phase hält nur für eine Wahl an
stage-mover-first = { $color ->
        [white] { -white }
       *[black] { -black }
    } muss noch eine Reihe entfernen, bevor { $other ->
        [white] { -white }
       *[black] { -black }
    } auflöst
stage-no-tamsk = auf e5 steht kein Stein mit TAMSK-Potential
stage-lines-full = alle Linien sind voll, also ist keep die einzige Möglichkeit und wird sofort angewandt

## The challenges option (COMBINING.md): actions refused, and position strings' ninth and
# tenth fields. $color is white/black; $why is another clause.
action-no-challenges = { $action }: diese Partie wird ohne Herausforderungen gespielt
action-not-challenge-stage = { $action } geht nur, wenn ein Einsatz auf den Herausforderer wartet (Phase c)
action-not-referee-stage = { $action } geht nur, wenn eine Herausforderung auf ihr Ergebnis wartet (Phase r)
action-challenge-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } muss den wartenden Einsatz zuerst herausfordern (challenge) oder zulassen (allow)
action-referee-pending = Der Schiedsrichter muss zuerst das Ergebnis der Herausforderung angeben: won oder lost
challenges-nine-fields = eine Stellung mit Herausforderungen hat 10 Felder: die Hände, die Herausforderungen (etwa `die:2/2`), dann den wartenden Einsatz oder `-`; diese hat 9
challenges-field = die Herausforderungen { $text }: { $why ->
        [colon] schreiben Sie die Probe, einen Doppelpunkt und die übrigen Versuche als weiß/schwarz, etwa `die:2/2`
        [trial] die Probe ist `die`, `game` oder `agreed`, kleingeschrieben
        [pair] schreiben Sie die übrigen Versuche als zwei Zahlen weiß/schwarz, etwa `2/2`
       *[count] jede Zahl übriger Versuche ist eine Ziffer, 0 bis 9
    }
challenges-stage-without-option = die Phase { $stage } braucht die Herausforderungen: fügen Sie die Herausforderungen und den wartenden Einsatz als neuntes und zehntes Feld an, etwa `die:2/2 Z:c3-f5`
challenges-pending-outside-stage = in der Phase { $stage } wartet kein Einsatz: schreiben Sie `-` als zehntes Feld
challenges-no-pending = die Phase { $stage } braucht den wartenden Einsatz als zehntes Feld, etwa `Z:c3-f5`
challenges-not-a-use = der wartende Einsatz { $text } steht nicht in kanonischer Schreibweise: schreiben Sie einen ZÈRTZ-, YINSH-, DVONN- oder PÜNCT-Einsatz wie `Z:c3-f5` oder einen TAMSK-Schub mit seinem ersten Feld wie `T:e9-e8`
challenges-pending-stage = der wartende Einsatz { $pending }: { $why }
challenges-pending-illegal = der wartende Einsatz { $pending } ist hier nicht erlaubt: { $why }
challenges-no-attempt = die Phase c kann hier nicht vorkommen: { $color ->
        [white] { -white }
       *[black] { -black }
    }, der Herausforderer, hat keinen Versuch mehr, also würde der Einsatz sofort wirken
challenges-attempt-not-spent = die Phase r kann hier nicht vorkommen: { $color ->
        [white] { -white }
       *[black] { -black }
    }, der Herausforderer, hat 9 Versuche, hat aber gerade einen von höchstens 9 verbraucht
challenges-word = { $text }: { $why ->
        [potentials] Herausforderungen brauchen Potentiale: schreiben Sie `{ $fix }`
        [trial] der Teil der Herausforderungen ist eine Probe (`die`, `game` oder `agreed`), gefolgt von den Versuchen jedes Spielers, etwa `die2`
        [attempts] 1 bis 9 Versuche, etwa `die2`
        [parts] eine Variante hat höchstens drei Teile, die Variante, ihre Potentiale und ihre Herausforderungen, etwa `standard+potentials+die2`
       *[ultimate] Ultimate GIPF hat seine Potentiale schon: schreiben Sie `ultimate`, oder `ultimate+die2` mit Herausforderungen
    }
