# Die Analysen beendeter Partien durch die Engine (`review`), `analyse` und ihre Befehle.

cmd-review = die Analyse einer beendeten Partie durch die Engine: Genauigkeit, markierte Fehler, die besseren Züge; `review auto` analysiert jede Partie (Moderatoren)
cmd-analyse = Bewertung und beste Fortsetzung der Engine für eine Stellungszeichenkette (nicht die einer laufenden Partie)
discord-review = Die Analyse einer beendeten Partie durch die Engine
discord-analyse = Bewertung und beste Fortsetzung der Engine für eine Stellungszeichenkette
opt-review-auto = Jede Partie hier nach ihrem Ende analysieren (Moderatoren)
opt-position = Eine Stellungszeichenkette, wie `gipf show` sie ausgibt
missing-position = eine Stellungszeichenkette
setting-review-auto = ob jede Partie, die hier endet, eine Analyse der Engine bekommt
choice-review-auto = automatische Analyse
console-review = Analyse einer Partie

review-title = **Analyse der Partie { $id }**: { $white } (Weiß) gegen { $black } (Schwarz)
review-player = { $colour }, { $name }: Genauigkeit **{ $accuracy } %** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
review-player-none = { $colour }, { $name }: keine Entscheidung mit einer Wahl
review-turning = Wendepunkte (Chancen des Spielers am Zug, vorher → nachher):
review-point = · Zug { $ply }, { $name }: `{ $played }` { $mark } ({ $before } % → { $after } %); { $better }
review-point-lost = · Zug { $ply }, { $name }: `{ $played }` { $mark } { $lost } ({ $before } % → { $after } %); { $better }
review-better = besser `{ $best }`
review-better-gain = besser `{ $best }`: { $gain }
review-lost-game = verlor die Partie
review-lost-gipf = verlor { $n ->
        [one] einen GIPF-Stein
        *[other] { $n } GIPF-Steine
    }
review-missed-gipf = verpasste { $n ->
        [one] einen GIPF-Stein
        *[other] { $n } GIPF-Steine
    }
review-lost-pieces = verlor { $n ->
        [one] einen Stein
        *[other] { $n } Steine
    }
review-missed-pieces = verpasste { $n ->
        [one] einen Stein
        *[other] { $n } Steine
    }
review-gain-game = gewinnt die Partie
review-gain-gipf = gewinnt { $n ->
        [one] einen GIPF-Stein
        *[other] { $n } GIPF-Steine
    }
review-gain-pieces = gewinnt { $n ->
        [one] einen Stein
        *[other] { $n } Steine
    }
review-gain-balance = hält das Gleichgewicht
review-gain-position = behält die bessere Stellung
review-gain-less = verliert weniger
review-gain-too = verliert auch, aber später
review-no-marks = Keine Entscheidung verlor genug für eine Markierung: eine saubere Partie.
review-link = Jeder Zug mit der Sicht der Engine: { $url }
review-in-line = Partie { $id } ist { $place ->
        [1] als Nächste
       *[other] an { $place }. Stelle
    } in der Reihe für ihre Analyse; sie erscheint im Raum der Partie.
review-in-line-already = Partie { $id } wurde schon angefragt: { $place ->
        [1] als Nächste
       *[other] an { $place }. Stelle
    } in der Reihe; die Analyse erscheint im Raum der Partie.

error-review-no-game = Du hast hier keine beendete Partie zum Analysieren: nenne eine, etwa `review #12`.
error-review-unfinished = Partie { $id } ist nicht beendet: keine Analyse während des Spiels.
error-review-gipf-only = Partie { $id } ist { $game }: Analysen gibt es vorerst nur für GIPF. `history { $id }` zeigt ihre Notation.
error-review-limit = Du hast in den letzten 24 Stunden { $max } Analysen angefragt, das Limit. Fertige Analysen werden weiterhin allen gezeigt (`review #12`).

analyse-result = **{ $decider } entscheidet**: { $chances } % Chancen für { $decider } (Tiefe { $depth }). Beste Fortsetzung: `{ $line }`
analyse-over = Diese Stellung ist zu Ende: { $winner } hat gewonnen.
analyse-nobody = In dieser Stellung entscheidet niemand: als Nächstes kommt der Ausgang einer Probe.
error-analyse-position = Das ist keine Stellungszeichenkette: { $why }
error-analyse-gipf-only = Die Engine analysiert vorerst nur GIPF-Stellungen; für { $game } gibt es noch keine Analyse.
error-analyse-live = Das ist die Stellung der laufenden Partie { $id }: keine Analyse während einer Partie.
