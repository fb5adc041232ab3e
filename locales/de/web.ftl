# Die Webseiten (crates/gipf-web): der Rahmen, die Seite einer Partie, Ranglisten und Profile.

## Der Rahmen jeder Seite

web-nav-leaderboard = Rangliste
web-theme-switch = Zwischen hell und dunkel wechseln
web-language = Sprache
web-not-found-title = Nicht gefunden
web-not-found-heading = Hier ist nichts
web-not-found-text = Unter dieser Adresse gibt es keine Partie und keine Seite. Die Seiten der Partien werden im Chat verlinkt, in dem die Partie gespielt wird.
web-unavailable-title = Nicht verfügbar
web-unavailable-text = Die Datenbank kann gerade nicht gelesen werden; versuch es gleich noch einmal.

## Wertungen

web-rating = Wertung { $rating } ± { $deviation }
web-rating-bare = Wertung { $rating }
web-rating-value = { $rating } ± { $deviation }
web-rating-explained = Wertungen nach Glicko-2: ± ist die Wertungsabweichung, wie unsicher die Wertung noch ist. Die wahre Spielstärke liegt mit etwa 95 % Sicherheit innerhalb von zwei Abweichungen um die Wertung; jede gewertete Partie verkleinert die Abweichung.

## Die Seite einer Partie

web-game-title = { $game } #{ $id }: { $white } gegen { $black }
web-nobody-yet = { $color }: noch niemand
web-status-over = { $result }.
web-status-challenge = Eine Herausforderung wartet auf Antwort.
web-status-no-game = Eine Herausforderung, aus der keine Partie wurde.
web-status-to-decide = { $name } ({ $color }) entscheidet.
web-rated = gewertet
web-unrated = ungewertet
web-board-alt = { $ply ->
        [one] Das Brett nach { $ply } Entscheidung
       *[other] Das Brett nach { $ply } Entscheidungen
    }
web-not-started = Die Partie beginnt, sobald die Herausforderung angenommen ist.
web-facts = Vorräte und der letzte Zug
web-reserve = Vorrat { $reserve } · geschlagen { $captured }
web-last-turn = Letzter Zug
web-last-turn-none = Noch nichts gespielt.
web-yinsh-removed = Entfernte Ringe: { $n }
web-yinsh-to-place = noch zu setzende Ringe: { $n }
web-yinsh-pool = Steine im Vorrat: { $n }
web-zertz-captured = Geschlagen: { $white } weiß, { $grey } grau, { $black } schwarz
web-zertz-pool = Kugeln im Vorrat: { $white } weiß, { $grey } grau, { $black } schwarz
web-punct-facts = Noch zu setzende Steine: { $left } · Punkte in der Mitte: { $centre }
web-punct-clock = Züge seit dem letzten Setzen: { $clock } (bei 100 endet die Partie remis)
web-steps = Durch die Partie blättern
web-step-first = Anfang
web-step-prev = Zurück
web-step-next = Vor
web-step-last = Jetzt
web-moves = Züge
web-download = Die Partienotation speichern

## Der Anfang, Ranglisten und Profile

web-index-title = GIPF mit gipfbot
web-index-text = Partien werden im Chat gespielt (Discord, Matrix); die Seite jeder Partie ist in ihrem Chat verlinkt und verfolgt sie in Echtzeit.
web-leaderboards = Ranglisten
web-variants = Varianten
web-leaderboard-title = Rangliste, { $pool }
web-community-leaderboard-title = Rangliste von { $community }, { $pool }
web-nobody-ranked = Noch niemand ist gelistet: Wertungen zählen, sobald sie sich gefestigt haben.
web-col-player = Spieler
web-col-rating = Wertung
web-col-games = Partien
web-col-variant = Variante
web-col-rated-games = Gewertete Partien
web-ratings = Wertungen
web-results = Ergebnisse
web-recent = Letzte Partien
web-results-line = { $variant }: gewonnen { $wins }, verloren { $losses }{ $draws ->
        [0] {""}
       *[other] , remis { $draws }
    }
web-against = gegen { $name }
web-playing = läuft
web-no-rated = Noch keine gewertete Partie.
web-no-finished = Noch keine beendete Partie.
web-no-recent = Nichts zu zeigen (Partien privater Räume werden nicht aufgeführt).

## Die Seite eines Turniers

web-tournament-title = Turnier { $id }
web-tournament-of = Gemeinschaft { $community }, angelegt von { $creator }.
web-tournament-status = { $status ->
        [signup] Anmeldung offen.
        [running] Runde { $round } von { $rounds }.
        [finished] Beendet.
       *[cancelled] Abgesagt.
    }
web-tournament-state = { $status ->
        [signup] Anmeldung offen
        [running] läuft
        [finished] beendet
       *[cancelled] abgesagt
    }
web-tournament-winner = Sieger: { $name }.
web-tournament-players = Teilnehmer
web-tournament-nobody = Noch hat sich niemand angemeldet.
web-tournament-standings = Tabelle
web-tournament-bracket = Turnierbaum
web-tournament-rounds = Runden
web-tournament-round = Runde { $round }
web-tournament-bye = spielfrei (1 Punkt)
web-tournament-live = wird gerade gespielt
web-tournament-left = ausgestiegen
web-tournament-tie-breaks = Bei Punktgleichheit entscheidet: { $list }.
web-tournaments = Turniere
web-col-points = Punkte
web-col-board = Brett
web-col-white = Weiß
web-col-black = Schwarz
web-col-first = Erster Spieler
web-col-second = Zweiter Spieler
web-col-result = Ergebnis
web-col-tie-break = { $name ->
        [buchholz] Buchholz
        [sonneborn-berger] SB
        [direct] Direkt
        [wins] Siege
       *[rating] Wertung
    }
web-tournament-game = Turnier { $id }, Runde { $round }, Brett { $board }

# Die Analyse einer beendeten Partie auf ihrer Seite.
web-review-graph = Die Chancen von Weiß nach jeder Entscheidung, aus der Analyse der Engine
web-review-caption = Die Chancen von Weiß nach jeder Entscheidung (die helle Fläche); ein Punkt führt zu diesem Zug.
web-review-point = Zug { $ply }: { $played } ({ $before } % → { $after } % für den Spieler, der entschied)
web-mark-inaccuracy = Ungenauigkeit
web-mark-mistake = Fehler
web-mark-blunder = grober Fehler
web-better = besser: { $best }
web-better-gain = besser: { $best } ({ $gain })
web-mark-lost = { $mark }: { $lost }
web-accuracy = Genauigkeit { $accuracy } %

# Puzzles (`/puzzles`, `/puzzle/<id>`).
web-puzzles-link = Aufgaben
web-puzzles-title = Aufgaben
web-puzzles-text = Schreib `puzzle` in einem Raum mit dem Bot, um eine Aufgabe nahe deiner Wertung zu lösen; jede hat genau eine richtige erste Entscheidung.
web-puzzles-top = Beste Aufgabenwertungen
web-puzzles-solved = Gelöst
web-puzzles-played = Am häufigsten gespielt
web-puzzles-nobody = Noch niemand hat eine Aufgabe beendet.
web-puzzles-entry = Aufgabe { $id } · { $kind } · Wertung { $rating } · { $plays }-mal gespielt
web-puzzle-title = Aufgabe { $id }
web-puzzle-facts = Art { $kind } · Wertung { $rating } · { $plays }-mal gespielt
web-puzzle-show = Lösung zeigen
web-puzzle-step = { $n }. { $who }: { $action }
web-puzzle-end = Das Ende der Lösung.
web-puzzle-hidden = Jemand löst diese Aufgabe gerade: die Lösung erscheint, wenn er fertig ist.
web-puzzles-daily = Aufgabe des Tages, { $day }
web-puzzles-daily-heading = Aufgabe des Tages
web-puzzles-daily-how = Löse sie in einem Raum mit dem Bot: `puzzle daily` (auf Discord: der Knopf „Lösen“ unter dem Beitrag). Deine Antworten sieht nur du; die Lösung erscheint morgen in den Räumen.
web-puzzles-yesterday = Die Aufgabe { $id } von gestern: { $solved } von { $tried } Lösenden haben die Lösung gefunden.
web-puzzle-daily-hidden = Das ist die Aufgabe des Tages vom { $day }: ihre Lösung erscheint hier ab dem { $shown }, wenn jeder Raum sie bekommen hat.
