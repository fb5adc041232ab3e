# Warum ein Befehl nichts bewirkt hat: ein Satz, der sagt, was man stattdessen tun kann.

error-busy = Die Datenbank ist gerade ausgelastet; es wurde nichts geändert. Versuch es gleich noch einmal.
error-conflict = Partie { $id } hat sich geändert, während ich daran gearbeitet habe; es wurde nichts geändert. Schau dir `board { $id }` an und versuch es noch einmal.
error-database = Ich erreiche meine Datenbank gerade nicht; es wurde nichts geändert. Versuch es später noch einmal (Referenz { $reference }).
error-internal = Bei mir ist etwas schiefgelaufen; es wurde nichts geändert. Versuch es noch einmal oder sag dem Betreiber des Bots Bescheid (Referenz { $reference }).
error-no-self-challenge = Du kannst dich nicht selbst herausfordern: Fordere jemand anderen heraus oder spiel mit `ai` gegen den Bot.
error-no-ai-challenge = Um gegen den Bot zu spielen, nimm `ai [level]`.
error-no-game-here = Du hast hier keine laufende Partie: Starte eine mit `ai` oder `challenge <user>`.
error-no-challenge = Hier gibt es keine Herausforderung, auf die du antworten kannst: `games` listet deine auf.
error-no-own-challenge = Du hast keine offene Herausforderung, die du zurückziehen könntest: `games` listet deine auf.
error-own-challenge = Das ist deine eigene Herausforderung: Warte auf eine Antwort oder zieh sie mit `cancel` zurück.
error-open-no-decline = Eine offene Herausforderung kann man nicht ablehnen: Ignorier sie oder nimm sie mit `accept` an.
error-no-finished-game = Du hast hier keine beendete Partie für eine Revanche: Gib eine an, etwa `rematch #12`.
error-restarting = Ich starte gerade neu: Es wurde nichts geändert. Versuch es in einer Minute noch einmal; deine Partien sind sicher.
error-too-fast = Nicht so schnell: höchstens { $max } Befehle pro Minute. Versuch es gleich noch einmal.
error-too-many-challenges = { $max ->
        [one] Du hast schon { $max } Herausforderung, die auf Antwort wartet: Zieh sie mit `cancel` zurück, bevor du eine neue stellst.
       *[other] Du hast schon { $max } Herausforderungen, die auf Antwort warten: Zieh eine mit `cancel` zurück, bevor du eine neue stellst.
    }
error-too-many-ai-games = { $max ->
        [one] Du spielst schon { $max } Partie gegen mich: Spiel sie zuerst zu Ende oder gib sie mit `resign` auf.
       *[other] Du spielst schon { $max } Partien gegen mich: Spiel zuerst eine zu Ende oder gib eine mit `resign` auf.
    }
error-unknown-user = Ich kenne { $name } nicht: Erwähne die Person oder bitte sie, mir zuerst etwas zu schreiben.
error-ambiguous-user = Mehrere Leute heißen { $name }: Erwähne die Person, die du meinst.
id-list-more = { $list } und { $more } weitere
error-no-such-game = Hier gibt es keine Partie { $id }.
error-no-such-game-yours = Hier gibt es keine Partie { $id }. Deine Partien: { $list }.
error-which-game = Du hast hier mehrere Partien ({ $list }): Gib die ID an, etwa `board { $first }`.
error-which-challenge = Mehrere Herausforderungen kommen infrage ({ $list }): Gib die ID an, etwa `accept { $first }`.
error-damaged = Partie { $id } lässt sich nicht aus meiner Datenbank lesen; bitte sag dem Betreiber des Bots Bescheid.
error-stale = Dieses Brett ist veraltet: Die Partie ist weitergegangen. `board { $id }` zeigt das aktuelle.
error-already-played = `{ $action }` wurde in { $id } schon gespielt.
error-game-over = Partie { $id } ist vorbei: { $result }.
error-not-started = { $id } ist eine Herausforderung, noch keine Partie: Sie beginnt, sobald sie angenommen wird.
error-not-finished = Partie { $id } läuft noch: Spiel sie zu Ende (oder gib mit `resign` auf), bevor es eine Revanche gibt.
error-not-your-game = Du spielst in { $id } nicht mit: `games` listet deine Partien auf.
error-not-your-challenge = Die Herausforderung { $id } ist nicht an dich gerichtet: `games` listet deine auf.
error-not-your-decision = Die Entscheidung liegt { $color ->
        [white] bei { -white }
       *[black] bei { -black }
        [first] beim { -first(case: "dat") }
        [second] beim { -second(case: "dat") }
    }: Warte auf @{ $name }.
error-illegal = { $reason }.
error-no-options = Mit einer Zahl wählst du, welche Reihe entfernt wird, aber gerade gibt es keine Wahl: Schreib einen Zug wie `b1-b2` (nicht { $n }).
error-no-such-option = { $count ->
        [one] Es gibt nur { $count } Möglichkeit zum Entfernen, im Bild mit 1 nummeriert: { $n } ist es nicht.
       *[other] Es gibt { $count } Möglichkeiten zum Entfernen, im Bild von 1 bis { $count } nummeriert: { $n } ist keine davon.
    }
error-no-push-from = Von { $dot } aus ist gerade kein regelgerechter Zug möglich: Wähl einen anderen Punkt.
error-no-use-from = Der Stein auf { $spot } hat gerade kein Potential zu nutzen: Wähl einen anderen.
error-no-move-from = Der Stapel auf { $space } kann gerade nicht ziehen: Wähl einen anderen.
error-other-game = `{ $action }` ist ein Zug aus { $of }, und dies ist eine Partie { $here }: Schreib einen Zug aus { $here }.
error-bad-button = Dieser Button stammt nicht von mir; hol dir mit `board` ein neues Brett.
error-not-moderator = Nur Moderatoren ändern die Einstellungen dieses Raums ({ $who }). `settings` zeigt sie an.
error-unknown-setting = Es gibt keine Einstellung `{ $name }`: `settings` listet sie auf.
error-bad-setting-value = `{ $value }` ist kein gültiger Wert für `{ $name }`: Schreib { $expected }.
setting-expected-switch = `an` (`on`), `aus` (`off`) oder `default`
setting-expected-time = eine Bedenkzeit wie `3d` (Tage pro Zug), `10m` (Minuten pro Zug), `3d+1d` (ein Guthaben und was jeder Zug dazugibt) oder `none`, oder `default`
error-unknown-language = `{ $code }` spreche ich noch nicht: Wähl eine von { $list }.

## Befehle, die sich nicht lesen lassen

command-empty = Schreib einen Befehl, zum Beispiel `ai`, um gegen den Bot zu spielen, oder `help`.
command-unknown = `{ $word }` kenne ich nicht: `help` listet die Befehle auf.
command-missing = `{ $command }` braucht { $what }: `help { $command }` zeigt, wie es geht.
command-unexpected = `{ $command }` erwartet kein `{ $word }`: `help { $command }` zeigt, wie es geht.
command-too-long = Das ist zu lang für einen Befehl ({ $chars } Zeichen; höchstens { $max }): `help` listet die Befehle auf.
command-bad-time = `{ $text }` ist keine Bedenkzeit: Schreib 3d (Tage pro Zug), 10m (Minuten pro Zug), 3d+1d oder 10m+20s (ein Guthaben und was jeder Zug dazugibt) oder none.
command-bad-variant = `{ $text }` ist keine Variante: { $reason }. Schreib standard+potentials, standard+T6 (eine Hand mit Potentialen) oder ultimate.
command-unknown-variant = `{ $text }` ist kein Spiel und keine Variante: Schreib `standard`, `basic`, `tournament` oder `ultimate` für GIPF, `dvonn`, `tzaar`, `tzaar-fixed` bzw. `tzaar-tournament` für TZAAR, oder `yinsh` bzw. `yinsh-blitz` für YINSH.
command-variant-of-gipf = `{ $text }`: Potentiale und Herausforderungen gehören zu GIPF; { $game } spielst du mit `{ $word }`.
command-bad-game-id = `{ $text }` ist keine Partie-ID: Schreib sie als #12.
missing-user = einen Nutzer, den du herausfordern willst
missing-report = dein eigenes Ergebnis im vereinbarten Spiel: `win`, `draw` oder `loss`
missing-action = eine Aktion wie b1-b2
missing-setting-value = einen Wert, etwa `settings language cs`
missing-time = eine Bedenkzeit nach `time` (3d, 10m, 3d+1d oder none)

error-takeback-nothing = In { $id } kannst du nichts zurücknehmen: nur deinen letzten Zug, solange dein Gegner in seinem nichts entschieden hat.
error-takeback-open = In { $id } ist schon um eine Rücknahme gebeten: warte auf die Antwort.
error-takeback-none = In { $id } hat niemand um eine Rücknahme gebeten.
error-takeback-own = Du hast in { $id } um diese Rücknahme gebeten: dein Gegner antwortet.
error-takeback-rated-ai = Rücknahmen gegen die KI gibt es nur in ungewerteten Partien; { $id } wird gewertet.
error-takeback-ai-thinking = Die KI entscheidet in { $id }: frag, sobald sie gezogen hat.

error-claim-not-due = In { $id } gibt es nichts einzufordern: den Sieg auf Zeit forderst du ein, wenn die Zeit deines Gegners abgelaufen ist und er seitdem nicht entschieden hat.

error-vacation-already = Du bist schon bis { $until } UTC im Urlaub: `vacation off` beendet ihn.
error-vacation-days = Schreib die Tage deines Urlaubs als ganze Zahl von 1 bis { $max }: `vacation 7`.
error-vacation-allowance = Dir bleiben dieses Jahr { $left } Urlaubstage (von { $allowance }): bitte um weniger.
error-vacation-not-on = Du bist nicht im Urlaub.

command-bad-switch = `{ $text }` ist weder `on` noch `off`: schreib `{ $command } on` oder `{ $command } off`.

command-bad-notify = `{ $text }` ist kein Ort für Hinweise: schreib `notify mention`, `notify dm` oder `notify off`.
notify-no-dm = Direktnachrichten gibt es hier nicht: schreib `notify mention` oder `notify off`.
error-no-place-type = Du hast keinen { $kind } mehr zu setzen: Wähl eine andere Sorte.
