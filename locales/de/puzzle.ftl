# Aufgaben (`puzzle`).

cmd-puzzle = eine GIPF-Aufgabe (für die anderen Spiele gibt es noch keine) nahe deiner Aufgabenwertung: antworte wie in einer Partie (`puzzle <Aktion>`, die Nummer einer Entnahme); `puzzle rating`, `puzzle top` (dieser Raum), `puzzle daily` (Aufgabe des Tages), `puzzle give up`
discord-puzzle = Eine Aufgabe nahe deiner Aufgabenwertung, oder deine Antwort darauf
opt-puzzle-what = Eine Aktion oder die Nummer einer Entnahme; oder `rating`, `top`, `daily`, `give up`
puzzle-title = **Aufgabe { $id }** (Wertung { $rating }): { $task }.
puzzle-task-win = { $colour } am Zug gewinnt { $turns ->
        [one] in diesem Zug
       *[other] innerhalb von { $turns } Zügen
    }
puzzle-task-material = { $colour } am Zug gewinnt einen GIPF-Stein oder drei Steine { $turns ->
        [one] in diesem Zug
       *[other] innerhalb von { $turns } Zügen
    }
puzzle-task-defence = { $colour } am Zug: finde die einzige Verteidigung; nach jeder anderen Entscheidung gewinnt der Gegner { $turns ->
        [one] in seinem nächsten Zug
       *[other] innerhalb von { $turns } seiner Züge
    }
puzzle-how = Antworte mit `puzzle <Aktion>` (oder der Nummer einer Entnahme im Bild; der Aktion allein, wenn keine deiner Partien sie nimmt); `puzzle give up` zeigt die Lösung.
puzzle-going = Deine Aufgabe läuft noch:
puzzle-opponent = die Aufgabe
puzzle-none-left = Du kennst alle Aufgaben: stark! Neue kommen mit neuen Versionen.
puzzle-right = Richtig: `{ $action }`.
puzzle-replies = { $colour } antwortet `{ $actions }`. Deine Entscheidung:
puzzle-solved = **Gelöst!** Aufgabe { $id } gehört dir.
puzzle-wrong = Nicht das: `{ $played }`. Die Lösung: `{ $solution }` (grün eingezeichnet).
puzzle-gave-up = Die Lösung: `{ $solution }` (grün eingezeichnet).
puzzle-rating-change = Aufgabenwertung { $before } → **{ $after }**.
puzzle-next = `puzzle` für die nächste.
puzzle-rating = Deine Aufgabenwertung: **{ $rating }** (±{ $deviation }), { $solved } gelöst, { $failed } verfehlt.
puzzle-rating-none = Du hast noch keine Aufgabe beendet: `puzzle` gibt dir eine.
puzzle-top-title = **Aufgabenwertungen hier**
puzzle-top-line = { $rank }. { $name }: { $rating } ({ $solved } gelöst)
puzzle-top-none = Hier hat noch niemand eine Aufgabe beendet: `puzzle` gibt dir eine.
error-puzzle-none = Du hast keine laufende Aufgabe: `puzzle` gibt dir eine.
error-puzzle-answered = Die Aufgabe ist schon weiter (eine Antwort doppelt geschickt?): `puzzle` zeigt, wo sie steht.
error-puzzle-not-yours = Dieser Knopf gehört nicht zu deiner Aufgabe, wie sie jetzt steht: `puzzle` zeigt deine.

# Die Aufgabe des Tages (puzzle/daily.rs).
setting-daily-puzzle = die Uhrzeit (UTC, `09:30`), zu der hier die Aufgabe des Tages erscheint; `off` für keine
value-daily-at = { $at } UTC
choice-daily-puzzle = Aufgabe des Tages
console-daily-puzzle = die Aufgabe des Tages
puzzle-daily-solution = Die Aufgabe { $id } von gestern: die Lösung war `{ $solution }`; { $solved } von { $tried } Lösenden haben sie gefunden.
puzzle-daily-title = **Aufgabe des Tages, { $day }**: Aufgabe { $id } (Wertung { $rating }): { $task }.
puzzle-daily-how = Löse sie mit `puzzle daily` (auf Discord: mit dem Knopf; auf Matrix: schreib deine Aktionen als Antworten in den Thread dieser Nachricht); deine Antworten sieht nur du, bis morgen die Lösung erscheint.
puzzle-daily-button = Lösen
puzzle-you = du
puzzle-daily-finish-first = Beende zuerst die laufende Aufgabe (oder `puzzle give up`), dann `puzzle daily`:
error-puzzle-daily-over = Diese Aufgabe des Tages ist vorbei: ihre Lösung ist veröffentlicht. `puzzle daily` gibt dir die heutige.
error-puzzle-daily-none = Es gibt noch keine Aufgabe des Tages: ein Moderator bestellt sie mit `settings daily-puzzle 09:00`.
error-puzzle-daily-seen = Aufgabe { $id } kennst du schon, sie zählt kein zweites Mal: `puzzle` gibt dir eine andere.
