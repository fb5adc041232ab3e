# Lektionen (`learn`): eine Einführung in kurzen Lektionen, deren Aufgaben die Regeln prüfen.

cmd-learn = GIPF spielend lernen: kurze Lektionen mit einer Aufgabe auf einem kleinen Brett (`learn` macht dort weiter, wo du aufgehört hast, `learn 3` springt zu Lektion 3, `learn list`, `learn hint`)
discord-learn = Lerne GIPF spielend in kurzen Lektionen, oder beantworte die Aufgabe der Lektion
opt-learn-what = Die Nummer einer Lektion, `list`, `hint` oder deine Aktion
learn-welcome = Willkommen bei GIPF! { $count } kurze Lektionen bringen dir das Spiel auf kleinen Brettern bei: Jeder Schritt hat eine Aufgabe, und die Regeln prüfen, was du spielst.
learn-step = **Lektion { $n } von { $count }: { $title }** (Schritt { $step } von { $steps })
learn-how = Antworte mit `learn <action>` (oder mit den Knöpfen; mit der Aktion allein, wenn keine deiner Partien sie nimmt); `learn hint` gibt dir einen Tipp.
learn-opponent = der Gegner
learn-hint = Tipp: { $hint }
learn-going = Du hast `{ $action }` gespielt. Die Entscheidung liegt weiter bei dir: Mach weiter.
learn-right = Gut gemacht: `{ $action }`.
learn-wrong = Nicht ganz: `{ $action }`. { $why } Das Brett steht wieder wie vorher: Versuch es noch einmal (`learn hint` hilft).
learn-lesson-done = Lektion { $n } geschafft: { $title }.
learn-all-done = Du hast alle Lektionen geschafft. `puzzle` schärft deine Taktik, und `ai beginner` startet eine erste Partie gegen den Bot.
learn-list = Die Lektionen (`learn <number>` startet eine):
learn-list-line = { $n }. { $title }
learn-list-here = { $n }. { $title } ← hier bist du
learn-list-done = { $n }. { $title } ✓
error-learn-none = Gerade läuft keine Lektion: `learn` startet eine.
error-learn-no-lesson = Es gibt keine Lektion { $n }: Die Lektionen gehen von 1 bis { $count } (`learn list`).
error-learn-answered = Dieser Schritt ist schon beantwortet: `learn` zeigt, wo du stehst.
error-learn-not-yours = Diese Knöpfe gehören zur Lektion von jemand anderem: `learn` startet deine.

learn-wrong-push = Die Aufgabe war, einen Stein einzuschieben.
learn-wrong-moves = Dein Stein kam auf ein leeres Feld, also hat sich nichts verschoben.
learn-wrong-row = Damit ist keine Reihe aus vier deiner Steine entstanden.
learn-wrong-capture = Es wurde kein schwarzer Stein geschlagen.
learn-wrong-win = Schwarz hat noch einen GIPF-Stein auf dem Brett, also geht die Partie weiter.
learn-wrong-keep = Keine deiner Reihen wurde entfernt.
learn-wrong-lost = Du hast deinen letzten GIPF-Stein vom Brett genommen, und wer keinen GIPF-Stein mehr hat, verliert.
learn-wrong-gipf = In dieser Variante muss dein erster Zug einen GIPF-Stein ins Spiel bringen.
learn-wrong-single = Das war ein GIPF-Stein; gefragt war ein einfacher Stein.

learn-push-title = Einen Stein einschieben
learn-push-1-task = Du spielst Weiß. In jedem Zug nimmst du einen Stein aus deinem Vorrat, setzt ihn auf einen Punkt am Rand des Bretts und schiebst ihn auf das erste Feld einer Linie. Schieb einen Stein ein: zum Beispiel `a1-b2`, vom Punkt a1 auf das Feld b2.
learn-push-1-hint = Schreib den Punkt, einen Bindestrich und das Feld daneben: `a1-b2`, `e1-e2` oder `i5-h5`.
learn-push-1-done = Dein Vorrat hat einen Stein weniger. Wenn du ziehen musst und dein Vorrat leer ist, verlierst du: Die Steine in deinem Vorrat sind deine Zeit.
learn-push-2-task = Schieb jetzt einen Stein auf das Feld, auf dem dein Stein steht, also e2: Er muss Platz machen.
learn-push-2-hint = An e2 beginnen drei Linien: von den Punkten e1, d1 und f1. Versuch `e1-e2`.
learn-push-2-done = Der Stein von e2 ist ein Feld die Linie entlang gerückt. Ein Zug verschiebt alle Steine vor ihm bis zum ersten leeren Feld; in eine Linie, die bis zum anderen Rand voll ist, kann man nicht einschieben.

learn-row-title = Eine Viererreihe
learn-row-1-task = Vier oder mehr deiner Steine nebeneinander in einer Linie bilden eine Reihe, und eine Reihe wird vom Brett genommen. Bilde eine Reihe mit deinen drei Steinen auf e2, e3 und e4.
learn-row-1-hint = Schieb von unten noch einen Stein in ihre Linie: `e1-e2`.
learn-row-1-done = Deine Reihe wurde vom Brett genommen, und ihre Steine sind zurück in deinem Vorrat: Eine Reihe gibt dir Steine, die du wieder einschieben kannst.
learn-row-2-task = Eine Reihe nimmt jeden Stein mit, der in ihrer Linie an sie anschließt, bis zu einem leeren Feld. Bilde eine Reihe, die den schwarzen Stein auf e6 schlägt.
learn-row-2-hint = Die Reihe in Spalte b würde nichts Schwarzes berühren. Welcher Zug schiebt deine Linie in Spalte e bis e6?
learn-row-2-done = Der schwarze Stein auf e6 ging mit deiner Reihe vom Brett: Er ist geschlagen und aus dem Spiel. Schwarz bekommt ihn nie zurück, deine eigenen Steine dagegen sind in deinen Vorrat zurückgekehrt.

learn-choices-title = Mehrere Reihen und eine Wahl
learn-choices-1-task = Ein Zug kann zwei Reihen auf einmal bilden. Deine Steine auf c3, d4 und f5 warten auf e5, und die auf e2, e3 und e4 ebenso. Zieh so, dass du zwei Reihen bildest.
learn-choices-1-hint = Deine Steine in Spalte e rücken nach oben, wenn du von unten einschiebst.
learn-choices-1-done = Jetzt stehen zwei Reihen, und sie kreuzen sich auf e5.
learn-choices-2-task = Reihen, die sich kreuzen, teilen sich einen Stein: Nimmst du eine vom Brett, ist die andere zerstört. Du wählst, welche. Entferne die Reihe, die den schwarzen Stein schlägt.
learn-choices-2-hint = Nur die Reihe in Spalte e berührt den schwarzen Stein auf e6. Ihre Nummer steht im Bild, oder schreib sie: `xe2,e3,e4,e5,e6`.
learn-choices-2-done = Du hast die Reihe gewählt, die einen schwarzen Stein geschlagen hat. Wenn sich Reihen kreuzen, schau vor der Wahl, was jede mitnimmt.

learn-gipf-title = GIPF-Steine
learn-gipf-1-task = Im Standardspiel hat jeder Spieler GIPF-Steine (zwei aufeinandergestapelte Steine), und wer keinen mehr auf dem Brett hat, verliert. Der einzige GIPF-Stein von Schwarz steht auf e6: Schlag ihn und gewinne.
learn-gipf-1-hint = Bilde deine Reihe in Spalte e mit `e1-e2` und entferne sie dann mitsamt dem GIPF-Stein auf e6: `xe2,e3,e4,e5,Ge6`.
learn-gipf-1-done = Schwarz hat seinen letzten GIPF-Stein verloren, also hast du gewonnen. Einen GIPF-Stein in deiner Reihe darfst du auf dem Brett lassen; den von Schwarz hast du vom Brett genommen.
learn-gipf-2-task = Dein eigener GIPF-Stein auf e3 ist dein einziger. Bilde deine Reihe in Spalte e, aber lass deinen GIPF-Stein auf dem Brett.
learn-gipf-2-hint = Zieh `e1-e2`; entferne dann die Reihe, aber lass den GIPF-Stein (jetzt auf e4) stehen: `xe2,e3,e5`.
learn-gipf-2-done = Dein GIPF-Stein ist auf dem Brett geblieben. Vom Brett genommen, wäre er als zwei Steine in deinen Vorrat zurückgegangen, doch ohne GIPF-Stein verlierst du: Behalte deinen letzten.

learn-tournament-title = Der Beginn im Turnierspiel
learn-tournament-1-task = Im Turnierspiel ist das Brett zu Beginn leer, und jeder Spieler wählt, wie viele GIPF-Steine er ins Spiel bringt. Dein erster Zug muss einen GIPF-Stein ins Spiel bringen: Schreib ihn mit einem G, etwa `Ge1-e2`.
learn-tournament-1-hint = Ein Zug mit einem G davor bringt einen GIPF-Stein ins Spiel: `Ge1-e2` oder `Ga1-b2`.
learn-tournament-1-done = Ein GIPF-Stein kostet zwei Steine aus deinem Vorrat.
learn-tournament-2-task = Du hast einen GIPF-Stein ins Spiel gebracht. Du darfst weitere bringen, bis du deinen ersten einfachen Stein ziehst; ab dann nur noch einfache Steine. Zieh jetzt einen einfachen Stein.
learn-tournament-2-hint = Ein Zug ohne G bringt einen einfachen Stein ins Spiel: `a1-b2`.
learn-tournament-2-done = Ab jetzt ziehst du nur noch einfache Steine. Mehr GIPF-Steine machen dich auf dem Brett stärker, lassen dir aber weniger Steine im Vorrat: Wie viele du nimmst, ist die erste Entscheidung einer Turnierpartie. Jetzt kennst du die Regeln!
