# Die Wörter von PÜNCT (gipf-i18n/src/punct.rs): die Steine und ihre Ausrichtungen, warum eine
# Aktion oder ein Stellungsstring abgelehnt wird, wie eine Partie endete, wer entscheidet, was
# ein Zug tat, die Beschriftungen der Auswahlen und die Regeln in Kürze. Die Farbterme -white
# und -black stammen aus rules.ftl: $color, $winner und $side sind white/black. $shape ist ein
# Steintyp: t (Dreieck), sm, se (gerade, PÜNCT in der Mitte oder am Ende), am, al, ar
# (gewinkelt, PÜNCT in der Mitte, oder am Ende mit Knick nach links oder rechts). Punkte
# ($point, $from, $to, $punct, $by, $middle, $first, $second) stehen wie auf dem Brett (d10).

## Die Steintypen. punct-shape: der Name des Typs als Beschriftung (Nominativ);
# punct-shape-object: der Typ als Akkusativobjekt; punct-shape-button: die Auswahl eines Typs
# mit den Steinen, die der Spieler davon noch hat.
punct-shape = { $shape ->
        [t] Dreieck
        [sm] gerader Stein (PÜNCT in der Mitte)
        [se] gerader Stein (PÜNCT am Ende)
        [am] gewinkelter Stein (PÜNCT in der Mitte)
        [al] gewinkelter Stein mit Knick nach links
       *[ar] gewinkelter Stein mit Knick nach rechts
    }
punct-shape-object = { $shape ->
        [t] ein Dreieck
        [sm] einen geraden Stein mit dem PÜNCT in der Mitte
        [se] einen geraden Stein mit dem PÜNCT am Ende
        [am] einen gewinkelten Stein mit dem PÜNCT in der Mitte
        [al] einen gewinkelten Stein mit Knick nach links
       *[ar] einen gewinkelten Stein mit Knick nach rechts
    }
punct-shape-button = { $shape ->
        [t] Dreieck
        [sm] Gerader Stein (PÜNCT in der Mitte)
        [se] Gerader Stein (PÜNCT am Ende)
        [am] Gewinkelter Stein (PÜNCT in der Mitte)
        [al] Gewinkelter Stein mit Knick nach links
       *[ar] Gewinkelter Stein mit Knick nach rechts
    } (noch { $count })

## Eine Ausrichtung für ihre Auswahl: wo die beiden anderen Punkte vom PÜNCT aus liegen. $dir,
# $first und $second sind Richtungen (PUNCT.md §2): e, ne, nw, w, sw, se. around: beide Punkte
# neben dem PÜNCT; chain: der erste neben dem PÜNCT, der zweite einen Schritt weiter.
punct-direction = { $dir ->
        [e] Osten
        [ne] Nordosten
        [nw] Nordwesten
        [w] Westen
        [sw] Südwesten
       *[se] Südosten
    }
punct-orientation-around = PÜNCT, dann { $first } und { $second }
punct-orientation-chain = PÜNCT, dann { $first }, weiter { $second }

## Die Aufforderungen der Auswahlen. $column ist der Buchstabe einer Spalte; $points drei Punkte
# (d4, d5, e5); $level eine Ebene (0 auf dem Brett).
pick-punct-orientation = Wähle die Ausrichtung deines Steins.
pick-punct-column = Wähle die Spalte des PÜNCT.
pick-punct-point = Wähle den Punkt des PÜNCT in Spalte { $column }.
pick-punct-target = Der Stein auf { $from }: wähle, wohin sein PÜNCT geht.
pick-punct-rotation = Wähle seine neue Ausrichtung.
punct-preview = Dein Stein würde { $points } auf Ebene { $level } bedecken: bestätige, um ihn zu spielen.

## Fehler von Aktionen: Sätze ohne Schlusspunkt (error-illegal setzt ihn), mit großem
# Anfangsbuchstaben, außer sie beginnen mit Notation. $text ist die Eingabe; $written und $fix
# sind Steine in Notation (Ta2,a3,a4); $letter und $right sind Formbuchstaben (S, A, T);
# $shape und $named sind punct-shape-object (bei punct-action-wrong-shape ist $shape
# punct-shape).
punct-action-empty = Keine Aktion angegeben: setze einen Stein, etwa `Tb2,b3,c3` (der Formbuchstabe, der Punkt des PÜNCT, die beiden anderen Punkte), oder ziehe einen, etwa `d10-d5,e5,f5` (oder `d10-d5`, um seine Ausrichtung zu behalten)
punct-action-syntax = { $text } ist keine Aktion: setze einen Stein, etwa `Tb2,b3,c3` (der Formbuchstabe, der Punkt des PÜNCT, die beiden anderen Punkte), oder ziehe einen, etwa `d10-d5,e5,f5` (oder `d10-d5`, um seine Ausrichtung zu behalten)
punct-action-unknown-point = { $text } ist kein Punkt des Bretts: ein Punkt ist eine Spalte a-q und eine Reihe 1-17, etwa `b2`, `i9` oder `q16` (`a1`, `a9`, `i1`, `i17`, `q9` und `q17` fehlen)
punct-action-boardspace = { $text } ist eine Aufzeichnung von `Boardspace`, die hier nicht angenommen wird: schreibe die Punkte, etwa `Tb2,b3,c3` oder `d10-d5,e5,f5`
punct-action-not-a-shape = `{ $written }` ist kein Stein: nenne zuerst den Punkt des PÜNCT, dann die beiden Punkte daneben, die einen geraden, gewinkelten oder dreieckigen Stein bilden
punct-action-shape-letter = `{ $written }` bezeichnet { $shape }, dessen Buchstabe { $right } ist, nicht { $letter }: schreibe `{ $fix }`
punct-action-no-distance = `{ $from }-{ $from }` bewegt den Stein nicht: nenne einen anderen Punkt auf einer seiner Linien, oder schreibe seine drei neuen Punkte, um ihn auf der Stelle zu drehen, etwa `{ $from }-{ $from },…`
punct-action-needs-position = `{ $from }-{ $to }` behält die Ausrichtung des Steins und wird mit der Stellung gelesen: schreibe die drei Punkte, auf die der Stein kommt, etwa `{ $from }-{ $to },…`
punct-action-game-over = Die Partie ist vorbei: es werden keine Aktionen mehr gespielt
punct-action-off-board = Mit dem PÜNCT auf { $punct } und so gedreht ragte der Stein über das Brett hinaus: so kannst du { $shape } nicht legen; wähle eine andere Ausrichtung
punct-action-shape-used-up = Du hast keine Steine dieses Typs ({ $shape }) mehr zum Setzen: setze einen anderen Typ, oder ziehe einen deiner Steine
punct-action-occupied = { $point } ist nicht leer: ein neuer Stein kommt auf drei leere Punkte (nur Steine, die schon auf dem Brett liegen, steigen auf andere)
punct-action-under-bridge = { $point } liegt unter einer Brücke: ein neuer Stein wird nie unter eine Brücke geschoben, setze ihn also auf drei leere Punkte
punct-action-central = Ein neuer Stein darf das zentrale Sechseck nicht berühren, und dieser würde { $point } bedecken: setze ihn außerhalb der 19 zentralen Punkte
punct-action-no-piece = Auf { $from } liegt kein Stein: ziehe einen deiner Steine, benannt nach dem Punkt seines PÜNCT
punct-action-not-yours = Der Stein auf { $from } gehört deinem Gegner: ziehe einen deiner eigenen Steine
punct-action-not-punct = { $from } ist nicht der PÜNCT des obersten Steins dort: nenne den Stein nach seinem PÜNCT, { $punct }
punct-action-covered = Der Stein auf { $from } ist auf { $by } bedeckt: ein bedeckter Stein kann weder ziehen noch sich drehen, ziehe also einen anderen Stein oder setze einen
punct-action-wrong-shape = Die Punkte bezeichnen { $named }, aber der Stein auf { $from } ist von anderem Typ ({ $shape }): ein Stein behält seine Form, nenne also drei Punkte, die er bedecken kann
punct-action-not-a-line = `{ $from }-{ $to }` verläuft nicht auf einer Linie: der PÜNCT zieht auf einer der drei Linien durch { $from } (seine Spalte, seine Reihe oder seine Diagonale)
punct-action-unchanged = Damit bliebe der Stein auf { $from }, wie er ist: ziehe ihn, oder drehe ihn in eine andere Ausrichtung
punct-action-triangle-uneven = Ein Dreieck landet nur auf drei Punkten gleicher Höhe, doch { $first }, { $second }, { $third } haben die Höhen { $heights }: wähle drei Punkte gleicher Höhe
punct-action-ends-uneven = Die Enden { $first } und { $second } sind nicht gleich hoch ({ $heights }): ein Stein ruht auf zwei Enden gleicher Höhe
punct-action-middle-higher = { $middle } unter der Mitte des Steins ist höher als seine Enden: eine Brücke überspannt nur niedrigere Punkte
punct-action-punct-over-empty = Der PÜNCT hinge über dem leeren { $point }: über dem Brett muss ein PÜNCT auf einem deiner eigenen Steine ruhen
punct-action-punct-on-opponent = Der PÜNCT landete auf dem Stein deines Gegners auf { $point }: ein PÜNCT landet nur auf deinen eigenen Steinen (die anderen Punkte dürfen jeden bedecken)
# Eine Höhe in einem Fehler: wie viele Steine auf einem Punkt liegen ($count; 0 leer); eine
# Aufzählung von zwei oder drei Höhen.
punct-height = { $count ->
        [0] 0 (leer)
       *[other] { $count }
    }
punct-list-two = { $first } und { $second }
punct-list-three = { $first }, { $second } und { $third }

## Stellungsstrings: Satzteile (klein, ohne Punkt). $text ist das Geschriebene, in
# Anführungszeichen; $level eine Ebene (0 das Brett); $piece ein Stein in Notation
# (wTb2,b3,c3); $canonical ein Stellungsstring; $written und $expected Ergebnisse in Notation
# (w+, b+, =); $clock die Uhr; $connected, wer verbunden ist: white, black oder both.
punct-position-field-count = eine PÜNCT-Stellung hat 4 durch einzelne Leerzeichen getrennte Felder (Variante, Brett, Zug, Uhr); diese hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
punct-position-variant = { $text } ist keine Variante: ein PÜNCT-Stellungsstring beginnt mit `punct` oder `punct-basic`
punct-position-empty-level = das Brett: Ebene { $level } ist leer: schreibe die Ebenen von 0 aufwärts, getrennt durch einzelne /, jede mit ihren Steinen
punct-position-malformed-piece = das Brett, Ebene { $level }: { $text } ist kein Stein: schreibe w oder b, den Formbuchstaben S, A oder T, dann drei Punkte, etwa `wTb2,b3,c3`
punct-position-unknown-point = das Brett, Ebene { $level }: { $text } ist kein Punkt des Bretts
punct-position-not-a-shape = das Brett, Ebene { $level }: { $text } ist kein Stein mit dem PÜNCT auf dem ersten Punkt
punct-position-shape-letter = das Brett, Ebene { $level }: die Punkte von { $text } bilden { $shape }, dessen Buchstabe { $right } ist, nicht { $letter }
punct-position-too-many-pieces = auf dem Brett liegen mehr { $color ->
        [white] weiße
       *[black] schwarze
    } Steine eines Typs ({ $shape }) als die { $count }, die ein Spieler hat
punct-position-minors-out-of-order = das Brett, Ebene { $level }: { $text }: schreibe die beiden anderen Punkte in kanonischer Reihenfolge (nach Spalte, dann Reihe)
punct-position-pieces-out-of-order = das Brett, Ebene { $level }: der Stein auf { $second } steht vor dem Stein auf { $first }: ordne die Steine einer Ebene nach ihrem PÜNCT (nach Spalte, dann Reihe)
punct-position-not-canonical = nicht die kanonische Form: schreibe `{ $canonical }`
punct-position-shared-slot = das Brett: zwei Steine der Ebene { $level } bedecken { $point }
punct-position-unsupported = das Brett: `{ $piece }` liegt eine Ebene höher, aber auf { $point } hält ihn nichts: seine Enden (bei einem Dreieck alle Punkte) ruhen auf Steinen eine Ebene tiefer
punct-position-punct-unsupported = das Brett: der PÜNCT von `{ $piece }` liegt über nichts: ein PÜNCT über dem Brett ruht auf seiner eigenen Farbe
punct-position-punct-on-opponent = das Brett: der PÜNCT von `{ $piece }` liegt auf der anderen Farbe: ein PÜNCT über dem Brett ruht auf seiner eigenen Farbe
punct-position-turn = { $text } ist kein Zugrecht: schreibe `w` oder `b` (wer am Zug ist), oder `w+`, `b+` oder `=`, wenn die Partie vorbei ist
punct-position-clock = { $text } ist keine Uhr: schreibe die Aktionen seit dem letzten Setzen, 0 bis 100, ohne führende Nullen
punct-position-clock-in-play = die Uhr steht auf 100, aber die Partie geht weiter: 100 Aktionen ohne Setzen beenden sie remis (`=`)
punct-position-empty-board-not-start = auf dem leeren Brett ist Weiß am Zug und die Uhr steht auf 0: schreibe `punct - w 0`
punct-position-no-white-piece = Weiß beginnt, also liegt auf einem Brett mit Steinen ein weißer Stein
punct-position-not-whites-first-placement = ohne schwarzen Stein kann das Brett nur das erste Setzen von Weiß zeigen: ein weißer Stein außerhalb des Zentrums, `b` am Zug, Uhr 0
punct-position-connected-in-play = die Partie geht weiter, aber { $color ->
        [white] { -white }
       *[black] { -black }
    } hat eine Verbindung: das Ergebnis ist `{ $written }`
punct-position-all-placed-in-play = die Partie geht weiter, aber { $color ->
        [white] { -white }
       *[black] { -black }
    } hat alle 18 Steine auf dem Brett: das Setzen des letzten beendet die Partie
punct-position-no-action-in-play = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat keine erlaubte Aktion und kann daher nicht am Zug sein
punct-position-connection-result = das Ergebnis `{ $written }` ist falsch: { $connected ->
        [both] beide Farben sind verbunden, also ist das Ergebnis `w+` oder `b+` (das des Ziehenden)
        [white] Weiß ist verbunden, also ist das Ergebnis `w+`
       *[black] Schwarz ist verbunden, also ist das Ergebnis `b+`
    }
punct-position-both-all-placed = beide Spieler haben 18 Steine auf dem Brett, aber die Partie endet, sobald der erste seinen letzten setzt
punct-position-last-piece-clock = der letzte Stein wurde gesetzt, was die Uhr auf 0 stellt, nicht auf { $clock }
punct-position-last-piece-result = das Ergebnis `{ $written }` ist falsch: der letzte Stein wurde gesetzt und das Zentrum steht { $white } zu { $black }, also ist das Ergebnis `{ $expected }`
punct-position-win-without-cause = das Ergebnis `{ $written }` ist falsch: niemand ist verbunden und niemand hat seinen letzten Stein gesetzt, also kann nur ein Remis (`=`) diese Partie beenden
punct-position-draw-without-cause = das Remis ist falsch: die Uhr steht auf { $clock }, nicht auf 100, und ein Spieler hat noch eine erlaubte Aktion

## Das Ende einer Partie (PUNCT.md §7). $winner ist white/black; $axis ist punct-axis (die
# beiden verbundenen Seiten, im Dativ nach „zwischen“); $won und $lost sind die
# Zentrumspunkte des Siegers und des Verlierers, $count die jedes Spielers bei einem Remis;
# $limit die Grenze der Uhr (100).
punct-axis = { $axis ->
        [columns] den Spalten a und q
        [rows] den Reihen 1 und 17
       *[diagonals] den Seiten j2–p8 und b10–h16
    }
punct-reason-connection = eine Verbindung zwischen { $axis }
punct-reason-centre = das Zentrum, { $won } zu { $lost }
punct-reason-last-piece = der letzte Stein des Grundspiels gesetzt
punct-reason-clock = { $limit } Aktionen ohne Setzen
punct-reason-no-action = keiner der Spieler kann handeln
punct-result-connection = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt: eine Verbindung zwischen { $axis }
punct-result-connection-both = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt mit der Verbindung, die er hergestellt hat (zwischen { $axis }), obwohl auch die von { $winner ->
        [white] { -black }
       *[black] { -white }
    } aufgedeckt ist
punct-result-centre = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt das Zentrum { $won } zu { $lost }
punct-draw-centre = Remis: das Zentrum steht { $count } zu { $count }
punct-draw-last-piece = Remis: der letzte Stein des Grundspiels wurde gesetzt
punct-draw-clock = Remis: { $limit } Aktionen ohne Setzen
punct-draw-no-action = Remis: keiner der Spieler kann handeln
punct-draw = Remis

## Wer entscheidet, für die Zeile eines Bretts. $color ist der Entscheidende; $clock die
# Aktionen seit dem letzten Setzen; $limit die Grenze der Uhr (100).
punct-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } setzt einen Stein
punct-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    } setzt einen Stein oder zieht einen
punct-to-act-clock = { $color ->
        [white] { -white }
       *[black] { -black }
    } ist am Zug ({ $clock } Aktionen seit dem letzten Setzen; bei { $limit } ist es remis)

## Was ein Zug tat, nach „Letzter Zug:“. $color ist der Ziehende; $points die drei Punkte des
# Steins danach, der PÜNCT zuerst (d5 e5 f5); $level seine Ebene danach.
punct-turn-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } setzte { $shape ->
        [t] ein Dreieck
        [sm] einen geraden Stein (PÜNCT in der Mitte)
        [se] einen geraden Stein (PÜNCT am Ende)
        [am] einen gewinkelten Stein (PÜNCT in der Mitte)
        [al] einen gewinkelten Stein mit Knick nach links
       *[ar] einen gewinkelten Stein mit Knick nach rechts
    } auf { $points }
punct-turn-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } zog den Stein von { $from } nach { $points } (Ebene { $level })
punct-turn-rotate = { $color ->
        [white] { -white }
       *[black] { -black }
    } drehte den Stein auf { $from }, sodass er auf { $points } liegt (Ebene { $level })

## `rules punct`: die Regeln in Kürze (danach folgt rules-link, wie nach rules-yinsh).
rules-punct = **PÜNCT**: Jeder Spieler hat 18 Steine seiner Farbe, jeder bedeckt drei Punkte, und einer davon ist der PÜNCT: 6 Dreiecke, 6 gerade Steine (der PÜNCT bei 2 in der Mitte, bei 4 am Ende) und 6 gewinkelte (der PÜNCT bei 2 in der Mitte; am Ende bei 2 mit Knick nach links und bei 2 mit Knick nach rechts). Das Brett hat 211 Punkte; Weiß beginnt.
    In deinem Zug setzt du entweder einen neuen Stein auf drei leere Punkte, etwa `Tb2,b3,c3` (der Formbuchstabe S, A oder T, der Punkt des PÜNCT, dann die beiden anderen Punkte), ohne je das zentrale Sechseck aus 19 Punkten zu berühren (bei `punct-basic` meidet es nur der erste Stein); oder du ziehst einen deiner Steine auf dem Brett.
    Ein Zug führt den PÜNCT auf einer der drei Linien durch seinen Punkt, beliebig weit und über alles hinweg, und legt den Stein in beliebiger Ausrichtung um ihn herum ab, etwa `d10-d5,e5,f5`; `d10-d5` behält die Ausrichtung, und `d10-d10,b10,c10` dreht den Stein auf der Stelle.
    Ein Stein darf auf andere springen: ein Dreieck auf drei Punkte gleicher Höhe, ein gerader oder gewinkelter Stein auf zwei Enden gleicher Höhe, wobei seine Mitte nicht höher ist (ist sie niedriger, ist es eine Brücke); sein PÜNCT landet nur auf deiner eigenen Farbe. Kein neuer Stein wird unter eine Brücke geschoben, und ein Stein, der auch nur auf einem Punkt bedeckt ist, kann weder ziehen noch sich drehen.
    Von oben gesehen gewinnt sofort eine Kette deiner Farbe, die zwei gegenüberliegende Seiten verbindet (die Spalten a und q, die Reihen 1 und 17, oder `j2`–`p8` und `b10`–`h16`). Setzt ein Spieler seinen letzten Stein, gewinnt, wer von oben mehr der 19 zentralen Punkte sieht, und gleiche Zahlen sind remis (bei `punct-basic` ist es dann immer remis). Auch 100 Aktionen in Folge ohne Setzen sind remis.
