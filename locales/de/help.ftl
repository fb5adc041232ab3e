# `help`, die Kurzbeschreibungen der Befehle (auch die Befehlsbeschreibungen auf Discord) und `rules`.
# Befehlswörter und ihre Aufrufzeilen (`challenge <user> [variant]`) bleiben Englisch: Sie sind
# die Befehlssprache, die alle Plattformen teilen.

help-title = **GIPF-Bot**: Spiel GIPF gegen Freunde oder gegen die KI.
help-line = `{ $usage }`: { $summary }
help-footer = Eine Partie heißt zum Beispiel `#12`; wenn du hier nur eine Partie hast, kannst du die ID weglassen.
help-one = `{ $usage }`: { $summary }.
help-unknown = `{ $topic }` kenne ich nicht: `help` listet die Befehle auf.
help-intro-discord = Auf Discord gibt es `/gipf` (spielen), `/gipf-info`, `/gipf-settings`, `/gipf-tournament` und `/gipf-study`; die Buttons unter jedem Brett spielen für dich.
help-intro-matrix = Schreib `!gipf <command>`; im Thread einer Partie genügt der Zug allein (`b1-b2`, `xc3,d4,e5,f5` oder die Nummer einer Entnahme im Bild).

cmd-help = was der Bot kann; Details zu einem Befehl
cmd-rules = eine kurze Regelübersicht und ein Link zu den vollständigen Regeln
cmd-challenge = jemanden herausfordern (Zeit: 3d = Tage pro Zug, 10m = Minuten pro Zug, 3d+1d = Guthaben und Zugabe je Zug, none)
cmd-open = eine offene Herausforderung, die jeder im Raum annehmen kann
cmd-accept = eine Herausforderung annehmen
cmd-decline = eine Herausforderung ablehnen
cmd-cancel = deine Herausforderung zurückziehen
cmd-ai = gegen den Bot spielen (`levels` listet die Stufen auf)
cmd-levels = die Stufen der KI, jeweils mit ihrer Wertung
cmd-move = eine Aktion spielen: einen Zug `b1-b2` (`Gb1-b2` für einen GIPF-Stein), eine Entnahme `xc3,d4,e5,f5` oder ihre Nummer im Bild, oder `done`; im Thread einer Partie oder in der Konsole genügt die Aktion allein
cmd-board = das Brett, wer gerade entscheidet, und der Stellungs-String
cmd-resign = die Partie aufgeben
cmd-rematch = eine neue Partie mit denselben Einstellungen und getauschten Farben
cmd-games = deine laufenden Partien und Herausforderungen
cmd-history = der Verlauf der Partie in offizieller Notation
cmd-leaderboard = Wertungen in diesem Raum oder weltweit
cmd-stats = Wertung, Ergebnisse je Variante, direkter Vergleich mit dir
cmd-settings = die Einstellungen dieses Raums; Moderatoren ändern sie (`settings language cs`)
cmd-language = die Sprache, in der ich mit dir spreche (`language cs`, `language default`)

rules-common = Die Spieler schieben Steine aus ihrem Vorrat von einem Punkt aus entlang einer Linie aufs Brett und verschieben dabei die Steine davor. Vier oder mehr Steine einer Farbe in einer Linie bilden eine Reihe: Ihr Besitzer nimmt die Reihe und jeden Stein, der in dieser Linie an sie anschließt, vom Brett; seine eigenen Steine gehen zurück in seinen Vorrat, die des Gegners sind geschlagen.
rules-basic = **Grundspiel** (basic): je 12 Steine, davon 3 zu Beginn auf dem Brett. Du verlierst, wenn du ziehen musst und dein Vorrat leer ist.
rules-standard = **Standardspiel** (standard): je 15 Steine, davon zu Beginn 3 GIPF-Steine (Doppelsteine) auf dem Brett. Du verlierst, wenn du keinen GIPF-Stein mehr auf dem Brett hast oder mit leerem Vorrat ziehen musst. Eine Reihe nur aus GIPF-Steinen darfst du liegen lassen.
rules-tournament = **Turnierspiel** (tournament): je 18 Steine, das Brett ist zu Beginn leer; bring GIPF-Steine ins Spiel (`Gb1-b2`), bevor du deinen ersten einfachen Stein ziehst. Du verlierst ohne GIPF-Stein auf dem Brett oder mit leerem Vorrat, wenn du ziehen musst.
rules-potentials = **Potentiale** (`standard+potentials`, `tournament+T6`, `ultimate`): Steine mit der Kraft eines anderen Spiels des GIPF-Projekts. Bring sie alle ins Spiel, bevor du deinen ersten einfachen Stein schiebst (`Ta1-b2` schiebt einen einfachen Stein mit TAMSK-Potential); ein einfacher Zug verfällt den Rest deiner Hand. Eine Reihe mit einem geladenen Stein muss genommen werden; ein geladener Stein darf wie ein GIPF-Stein bleiben. **Ultimate**: Turnierspiel, je 3 jeder Art und 3 Steine mehr.
rules-potentials-uses = Statt zu schieben, nutze einen geladenen Stein: ZÈRTZ springt über eine Reihe Steine (`Z:c3-f5`), YINSH läuft über leere Felder (`Y:d4-g5`), DVONN springt auf einen benachbarten gegnerischen Stein und deckt ihn (`D:d4-e4`), PÜNCT deckt einen benachbarten gegnerischen GIPF-Stein, der dann für dich zählt (`P:c3-d4`). Kommt ein TAMSK-Stein auf e5 an, schiebt sein Besitzer, auch im Zug des anderen, sofort dessen Potential ein (`T:e9-e8`) oder schreibt `keep`. Ein gedecktes Feld gehört der Farbe oben; eine Entfernung nimmt nur die oberste Kappe. Mit leerem Vorrat spielst du weiter, solange du ein Potential nutzen kannst.
rules-link = Vollständige Regeln: { $url }

cmd-takeback = den Gegner bitten, deinen letzten Zug zurückzunehmen (`accept takeback` oder `decline takeback` antwortet)

cmd-claim = den Sieg auf Zeit einfordern, wenn die Zeit des Gegners abgelaufen ist (in Räumen mit `settings timeout claim`)
cmd-report = das Ergebnis des Spiels melden, das ihr zur Entscheidung einer Herausforderung vereinbart habt (Probe `agreed`), aus deiner Sicht: `win`, `draw` oder `loss`

cmd-vacation = deine Uhren in allen Partien für einige Tage anhalten (`vacation 7`, `vacation off`, `vacation` für die übrigen Tage)

cmd-confirm = jeden mit den Knöpfen gewählten Zug erst zeigen, bevor er zählt (`confirm on`, `confirm off`)

cmd-notify = wohin Hinweise auf deinen Zug gehen: eine Erwähnung im Raum, eine Direktnachricht oder nirgends (`notify dm`)
