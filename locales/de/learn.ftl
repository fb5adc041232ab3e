# Lektionen (`learn`): eine Einführung in kurzen Lektionen, deren Aufgaben die Regeln prüfen.

cmd-learn = GIPF spielend lernen (für die anderen Spiele gibt es noch keine Lektionen): kurze Lektionen mit einer Aufgabe auf einem kleinen Brett (`learn` macht dort weiter, wo du aufgehört hast, `learn 3` springt zu Lektion 3, `learn list`, `learn hint`)
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
learn-wrong-two-rows = Damit sind nicht zwei deiner Reihen auf einmal entstanden.
learn-wrong-capture = Es wurde kein schwarzer Stein geschlagen.
learn-wrong-win = Schwarz hat noch einen GIPF-Stein auf dem Brett, also geht die Partie weiter.
learn-wrong-keep = Keine deiner Reihen wurde entfernt.
learn-wrong-lost = Du hast deinen letzten GIPF-Stein vom Brett genommen, und wer keinen GIPF-Stein mehr hat, verliert.
learn-wrong-gipf = In dieser Variante muss dein erster Zug einen GIPF-Stein ins Spiel bringen.
learn-wrong-single = Das war ein GIPF-Stein; gefragt war ein einfacher Stein.
learn-wrong-zertz = Die Aufgabe war ein ZÈRTZ-Sprung: Schreib ihn mit Z und einem Doppelpunkt, etwa `Z:c3-c6`.
learn-wrong-yinsh = Die Aufgabe war ein YINSH-Zug: Schreib ihn mit Y und einem Doppelpunkt, etwa `Y:d4-d2`.
learn-wrong-dvonn = Die Aufgabe war ein DVONN-Sprung: Schreib ihn mit D und einem Doppelpunkt, etwa `D:d4-d5`.
learn-wrong-punct = Die Aufgabe war ein PÜNCT-Sprung: Schreib ihn mit P und einem Doppelpunkt, etwa `P:d4-d5`.
learn-wrong-tamsk = Dein TAMSK-Potential wurde nicht eingeschoben. Wenn dein TAMSK-Stein auf e5 ankommt, schieb sein Potential mit T und einem Doppelpunkt ein, etwa `T:a1-b2`; `keep` lässt es auf dem Stein.

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
learn-tournament-2-done = Ab jetzt ziehst du nur noch einfache Steine. Mehr GIPF-Steine machen dich auf dem Brett stärker, lassen dir aber weniger Steine im Vorrat: Wie viele du nimmst, ist die erste Entscheidung einer Turnierpartie. Jetzt kennst du die Regeln des klassischen GIPF. Die folgenden Lektionen bringen dir die Potentiale bei: Steine mit einem besonderen Zug.

learn-zertz-title = Das ZÈRTZ-Potential: Springen
learn-zertz-1-task = Mit Potentialen sind manche Steine geladen: Ein Potential sitzt oben auf dem Stein, und jede Art gibt einen besonderen Zug, nur einmal, statt einzuschieben. Dein Stein auf c3 trägt ein ZÈRTZ-Potential (der Zickzack im Bild). Er springt über die Steine, die in einer Linie an ihn anschließen, gleich welcher Farbe, auf das erste leere Feld dahinter. Spring mit ihm: Schreib Z, einen Doppelpunkt, das Feld des Steins und das Feld, auf dem er landet, etwa `Z:c3-c6`.
learn-zertz-1-hint = Über c4 und c5 auf c6, oder über d4 und e5 auf f5: `Z:c3-c6` oder `Z:c3-f5`.
learn-zertz-1-done = Das Potential ist gesprungen und steht jetzt allein: ein verbrauchtes Potential, ab jetzt ein einfacher weißer Stein wie die anderen. Der Stein, den es zurückgelassen hat, ist ebenfalls ein einfacher Stein. Jedes Potential wird nur einmal genutzt, und sein Einsatz ist dein ganzer Zug.
learn-zertz-2-task = Deinen Steinen auf e3, e4 und e6 fehlt e5 zu einer Reihe, und die schwarzen Steine auf e2 und e7 schließen ihre Linie ab, also füllt kein Einschieben die Lücke. Spring mit deinem ZÈRTZ-Stein, um die Reihe zu bilden.
learn-zertz-2-hint = Von c3 springt dein ZÈRTZ-Stein über den schwarzen Stein auf d4 nach e5: `Z:c3-e5`.
learn-zertz-2-done = Der Sprung hat eine Reihe gebildet, und die Reihe hat die schwarzen Steine auf e2 und e7 mitgenommen, weil sie in ihrer Linie an die Reihe anschlossen. Der Stein, über den du gesprungen bist, bleibt stehen: Ein Sprung schlägt nichts. Ein verbrauchtes Potential zählt in einer Reihe als einer deiner Steine.

learn-yinsh-title = Das YINSH-Potential: Laufen
learn-yinsh-1-task = Dein Stein auf d4 trägt ein YINSH-Potential (der Kreis). Er läuft eine Linie entlang über leere Felder, so weit du willst, und hält auf einem von ihnen; er springt nie über einen Stein. Zieh ihn: Schreib Y, einen Doppelpunkt, sein Feld und das Feld, auf dem er hält, etwa `Y:d4-d2`.
learn-yinsh-1-hint = Jedes leere Feld in gerader Linie von d4 aus, ohne Stein dazwischen: `Y:d4-d2`, `Y:d4-g5` oder `Y:d4-b4`. Nach oben hält ihn der schwarze Stein auf d6 auf.
learn-yinsh-1-done = Das Potential steht allein auf seinem neuen Feld, ab jetzt ein einfacher weißer Stein, und ebenso der Stein, den es auf d4 zurückgelassen hat: Ein Zug hat aus einem deiner Steine zwei gemacht.
learn-yinsh-2-task = Wieder warten deine Steine auf e3, e4 und e6 auf e5, zwischen den schwarzen Steinen auf e2 und e7. Diesmal kann dein YINSH-Stein auf c5 das Feld erreichen: Bilde die Reihe.
learn-yinsh-2-hint = Von c5 führt die Linie durch d5 über leere Felder nach e5: `Y:c5-e5`.
learn-yinsh-2-done = Deine Reihe hat die schwarzen Steine auf e2 und e7 mitgenommen. Ein YINSH-Stein reicht weit, aber nur über leere Felder.

learn-dvonn-title = Das DVONN-Potential: einen Stein decken
learn-dvonn-1-task = Dein Stein auf d4 trägt ein DVONN-Potential (die Raute). Er springt auf einen einfachen schwarzen Stein neben ihm und deckt ihn: Das Feld gehört dir, solange die Kappe darauf liegt. Deck einen: Schreib D, einen Doppelpunkt, das Feld deines Steins und das Feld des schwarzen Steins.
learn-dvonn-1-hint = Die schwarzen Steine auf d5 und e5 grenzen beide an deinen Stein auf d4: `D:d4-d5`.
learn-dvonn-1-done = Dein Potential deckt den schwarzen Stein, also zählt das Feld als weiß, auch für Reihen. Ein DVONN-Potential deckt nur einfache Steine, nie einen GIPF-Stein.
learn-dvonn-2-task = Deinen Steinen auf e3, e4 und e6 fehlt e5, wo ein schwarzer Stein steht. Deck ihn mit deinem DVONN-Stein, um eine Reihe zu bilden.
learn-dvonn-2-hint = Dein DVONN-Stein auf d5 grenzt an den schwarzen Stein auf e5: `D:d5-e5`.
learn-dvonn-2-done = Deine Reihe wurde entfernt, doch auf e5 ging nur die Kappe: Der schwarze Stein darunter ist wieder frei, und schwarz. Eine Reihe nimmt von einem gedeckten Feld nur die oberste Kappe.

learn-punct-title = Das PÜNCT-Potential: einen GIPF-Stein übernehmen
learn-punct-1-task = Dein Stein auf d4 trägt ein PÜNCT-Potential (die drei Punkte). Er springt auf einen schwarzen GIPF-Stein neben ihm und deckt ihn: Dieser GIPF-Stein zählt dann als deiner. Deck einen der beiden GIPF-Steine von Schwarz: Schreib P, einen Doppelpunkt, das Feld deines Steins und das Feld des GIPF-Steins.
learn-punct-1-hint = Die GIPF-Steine von Schwarz auf d5 und e5 grenzen beide an d4: `P:d4-d5`.
learn-punct-1-done = Der gedeckte GIPF-Stein zählt jetzt als weißer GIPF-Stein, und Schwarz bleibt nur noch einer.
learn-punct-2-task = Schwarz hat nur noch einen GIPF-Stein, auf d4, neben deinem PÜNCT-Stein auf c3. Wer keinen GIPF-Stein hat, verliert: Gewinne sofort.
learn-punct-2-hint = Deck ihn: `P:c3-d4`.
learn-punct-2-done = Der letzte GIPF-Stein von Schwarz zählt jetzt als deiner, also hat Schwarz keinen mehr, und du hast gewonnen, ganz ohne Reihe.

learn-tamsk-title = Das TAMSK-Potential: ein zusätzlicher Schub
learn-tamsk-1-task = Dein Stein auf e4 trägt ein TAMSK-Potential (die Sanduhr). Wenn ein Zug ihn auf das Mittelfeld e5 bringt, darfst du sofort sein Potential von einem beliebigen Punkt aus einschieben: ein zusätzlicher Stein, der nichts kostet. Schieb so ein, dass dein TAMSK-Stein auf e5 ankommt, und schieb dann sein Potential ein.
learn-tamsk-1-hint = `e1-e2` rückt die Steine in Spalte e um ein Feld nach oben; schieb dann das Potential mit T und einem Doppelpunkt ein, etwa `T:a1-b2`.
learn-tamsk-1-done = Zwei Schübe in einem Zug, und der zweite hat dich nichts gekostet. Der Stein auf e5 ist jetzt ein einfacher Stein. Wenn ein Zug des Gegners deinen TAMSK-Stein auf e5 bringt, gehört der zusätzliche Schub ebenfalls dir, in seinem Zug.
learn-tamsk-2-task = Deinen Steinen in Spalte e und in Spalte g fehlt jeweils ein Stein zu einer Reihe, und ein Schub bildet nur eine der beiden Reihen. Bilde beide Reihen in einem Zug.
learn-tamsk-2-hint = `e1-e2` bildet die Reihe in Spalte e und bringt deinen TAMSK-Stein auf e5; dann bildet `T:g1-g2` die andere.
learn-tamsk-2-done = Zwei Reihen in einem Zug. Ein TAMSK-Stein nahe e5 ist ein zusätzlicher Schub, der auf den richtigen Augenblick wartet.
