# Turniere (Issue 31): die Beiträge des Organisators, die Antworten auf `tournament ...` und
# ihre Ablehnungen. Markdown: **fett**, `Code`.

## Formate und Bedingungen

tournament-format = { $format ->
        [swiss] Schweizer System
        [roundrobin] Rundenturnier
        [double-roundrobin] doppeltes Rundenturnier
        [knockout] K.-o.-System
        [knockout-bo3] K.-o.-System, Duelle auf zwei Gewinnpartien
       *[knockout-bo5] K.-o.-System, Duelle auf drei Gewinnpartien
    }
tournament-rated = { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
tournament-terms = { $format }, { $variant ->
        [dvonn] DVONN
        [tzaar] TZAAR
        [tzaar-fixed] TZAAR (`tzaar-fixed`)
        [tzaar-tournament] TZAAR (`tzaar-tournament`)
        [yinsh] YINSH
        [yinsh-blitz] YINSH (`yinsh-blitz`)
        [zertz] ZÈRTZ
        [zertz-blitz] ZÈRTZ (`zertz-blitz`)
        [zertz48] ZÈRTZ (`zertz48`)
        [zertz61] ZÈRTZ (`zertz61`)
        [punct] PÜNCT
        [punct-basic] PÜNCT (`punct-basic`)
       *[other] { $variant } GIPF
    }, { $time }, { $rated }
tournament-swiss-rounds = { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    }
tournament-max = höchstens { $max } Spieler
tournament-starts-at = beginnt von selbst um { $when } UTC
tournament-starts-by-hand = beginnt mit `tournament start { $id }`

## Ankündigung und Stand

tournament-created = **{ $id }**: { $creator } eröffnet ein Turnier: { $terms }. Mitmachen mit `tournament join { $id }`, aussteigen mit `tournament leave { $id }`.
tournament-players = { $count ->
        [0] Noch niemand ist dabei.
        [one] 1 Spieler: { $names }
       *[other] { $count } Spieler: { $names }
    }
tournament-withdrawn = { $name } (ausgestiegen)
tournament-state-signup = **{ $id }** ({ $terms }) ist offen: mitmachen mit `tournament join { $id }`.
tournament-state-running = **{ $id }** ({ $terms }): Runde { $round } von { $rounds }.
tournament-state-finished = **{ $id }** ({ $terms }) ist beendet.
tournament-state-cancelled = **{ $id }** ({ $terms }) wurde abgesagt.
tournament-list-title = **Turniere hier**
tournament-none = Hier ist kein Turnier offen. Moderatoren legen eines an mit `tournament create swiss` (oder `roundrobin`, `knockout`).

## Runden

tournament-round-title = **{ $id }**, Runde { $round } von { $rounds }:
tournament-board = Brett { $board }: @{ $white } ({ $white_side ->
        [first] { -first(case: "bare") }
       *[white] Weiß
    }) gegen @{ $black } ({ $black_side ->
        [second] { -second(case: "bare") }
       *[black] Schwarz
    }), Partie **{ $game }**{ $link }
tournament-board-played = Brett { $board }: { $white } ({ $white_side ->
        [first] { -first(case: "bare") }
       *[white] Weiß
    }) gegen { $black } ({ $black_side ->
        [second] { -second(case: "bare") }
       *[black] Schwarz
    }), Partie **{ $game }**: { $result }
tournament-board-forfeit = Brett { $board }: { $white } ({ $white_side ->
        [first] { -first(case: "bare") }
       *[white] Weiß
    }) gegen { $black } ({ $black_side ->
        [second] { -second(case: "bare") }
       *[black] Schwarz
    }): { $result }
tournament-result = { $outcome ->
        [white] Weiß hat gewonnen
        [black] Schwarz hat gewonnen
        [first] der { -first } hat gewonnen
        [second] der { -second } hat gewonnen
        [draw] remis
        [white-forfeit] Weiß gewinnt kampflos
        [black-forfeit] Schwarz gewinnt kampflos
        [first-forfeit] der { -first } gewinnt kampflos
        [second-forfeit] der { -second } gewinnt kampflos
       *[double-forfeit] keine Partie, beide sind ausgestiegen
    }
tournament-bye = { $name } ist diese Runde spielfrei (1 Punkt).
tournament-rest = { $name } setzt diese Runde aus.
tournament-match = Duell: { $top } { $top_wins }–{ $bottom_wins } { $bottom }
tournament-walkover = { $winner } kommt weiter: { $loser } ist ausgestiegen.
tournament-advances = { $name } kommt kampflos weiter.

## Tabelle

tournament-standings-after = Tabelle nach Runde { $round }:
tournament-standings-during = Tabelle während Runde { $round } ({ $over } von { $games } Partien beendet):
tournament-standings-final = Endstand:
tournament-standings-none = Es ist noch keine Runde gespielt.
tournament-standing = { $rank }. { $name }: { $points }
tournament-tie-breaks = Bei Gleichstand entscheiden { $list }.
tournament-winner = 🏆 **{ $name }** gewinnt **{ $id }**!
tournament-no-winner = **{ $id }** endete ohne Sieger: zu wenige Spieler waren übrig.

## Antworten

tournament-joined = { $name } ist bei **{ $id }** dabei. { $players }
tournament-left = { $name } ist nicht mehr bei **{ $id }**.
tournament-withdrew = { $name } steigt aus **{ $id }** aus: die noch offenen Partien gehen kampflos verloren.
tournament-kicked = { $who } hat { $name } aus **{ $id }** genommen.
tournament-started = **{ $id }** beginnt mit { $count } Spielern: { $rounds }. Die Paarungen folgen.
tournament-cancelled = { $who } hat **{ $id }** abgesagt. Laufende Partien gehen als gewöhnliche Partien weiter.
tournament-resigned = { $name } hat beim Ausstieg Partie { $game } aufgegeben.

## Ablehnungen

error-tournament-not-found = Hier gibt es kein Turnier { $id }: `tournament` zeigt die dieses Raums.
error-tournament-which = Hier sind mehrere Turniere offen ({ $ids }): nenne eines, etwa `tournament join { $first }`.
error-tournament-none-open = Hier ist kein Turnier offen: Moderatoren legen eines an mit `tournament create swiss`.
error-tournament-already-joined = Du bist schon bei { $id } dabei.
error-tournament-full = { $id } ist voll: es nimmt { $max } Spieler.
error-tournament-not-in-signup = { $id } hat schon begonnen oder ist vorbei: mitmachen geht nur vor dem Beginn.
error-tournament-not-joined = Du bist nicht bei { $id } dabei.
error-tournament-player-not-in = { $name } ist nicht bei { $id } dabei.
error-tournament-ended = { $id } ist vorbei: daran ändert sich nichts mehr.
error-tournament-started = { $id } läuft schon.
error-tournament-moderators = Das dürfen nur Moderatoren und wer das Turnier angelegt hat.
error-tournament-create-moderators = Turniere legen in diesem Raum nur Moderatoren an (Moderatoren können es allen erlauben: `settings open-tournaments on`).
error-tournament-too-few = { $format } braucht mindestens { $needed } Spieler, und { $players } sind dabei.
error-tournament-too-many-rounds = { $players } Spieler können höchstens { $most } Runden im Schweizer System spielen, ohne sich zweimal zu treffen: wähle { $most } oder weniger.
error-tournament-no-rounds = Ein Turnier im Schweizer System braucht mindestens eine Runde.
error-tournament-too-many = Ein Turnier nimmt höchstens { $most } Spieler.
error-tournament-max-too-small = { $format } braucht mindestens { $needed } Spieler: gib `max { $needed }` oder mehr an.
error-tournament-starts-past = Der Beginn { $when } UTC ist vorbei: gib einen späteren an.

## Den Befehl lesen

command-bad-format = `{ $text }` ist kein Turnierformat: schreibe `swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3` oder `knockout-bo5`.
command-bad-number = `{ $text }` ist keine Zahl für `{ $option }`: schreibe eine ganze Zahl wie 5.
command-bad-starts = `{ $text }` ist keine Startzeit: schreibe `starts 18:30` (UTC), `starts 2h` oder `starts 2026-12-24T18:00`.
command-bad-tournament = `{ $text }` ist keine Turnier-Nummer: schreibe sie als T3.
missing-format = eine Turnierform (`swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3`, `knockout-bo5`)
missing-number = eine Zahl nach dem Schlüsselwort
missing-starts = eine Startzeit nach `starts` (18:30 UTC, 2h, 2026-12-24T18:00)
missing-tournament-user = wer herausgenommen werden soll

## Feinwertungen und Hilfe

tie-break = { $name ->
        [buchholz] Buchholz (ohne die niedrigste)
        [sonneborn-berger] Sonneborn-Berger
        [direct] direkter Vergleich
        [wins] gewonnene Partien
       *[rating] Wertungszahl
    }
cmd-tournament = Turniere in diesem Raum: `tournament create <format> [variant] [rounds N] [time <control>] [starts <when>] [max N] [rated|unrated]` (Moderatoren), dann `join`, `start`, `standings`; allein: zeigt, wie sie stehen
console-tournament = Neues von einem Turnier
discord-tournament = Turniere auf diesem Server: anlegen, mitmachen, aussteigen, starten, Tabelle
opt-tournament = Was tun: `create swiss`, `join`, `leave`, `start`, `standings`, `kick <user>`, `T3`

## Die Seite des Turniers und der Turnierbaum

tournament-page = Die Seite des Turniers: { $url }
tournament-bracket-round = { $left ->
        [1] Finale
        [2] Halbfinale
        [3] Viertelfinale
       *[other] Runde { $round }
    }
tournament-bracket-bye = spielfrei
tournament-bracket-walkover = kampflos
tournament-button-join = Anmelden
tournament-button-leave = Abmelden
opt-tournament-what = Was tun (ohne Wahl der Stand des Turniers)
opt-tournament-id = Das Turnier, als T3 (ohne Wahl das einzige offene hier)
opt-tournament-format = Die Form eines neuen Turniers
opt-tournament-rounds = Schweizer Runden (ohne Wahl nach der Teilnehmerzahl)
opt-tournament-starts = Wann es von selbst beginnt: 18:30 (UTC), 2h oder 2026-12-24T18:00
opt-tournament-max = Die höchste Teilnehmerzahl
opt-tournament-rated = Ob die Partien gewertet werden (ohne Wahl ja)
opt-tournament-user = Wer entfernt wird
choice-state = Stand
choice-create = anlegen
choice-join = anmelden
choice-leave = abmelden
choice-start = beginnen
choice-standings = Tabelle
choice-cancel = absagen
choice-kick = entfernen
choice-swiss = Schweizer System
choice-roundrobin = Rundenturnier
choice-double-roundrobin = doppeltes Rundenturnier
choice-knockout = K.-o.-System
choice-knockout-bo3 = K.-o., zwei Siege aus drei
choice-knockout-bo5 = K.-o., drei Siege aus fünf
tournament-game = Turnier **{ $id }**, Runde { $round }, Brett { $board }.
