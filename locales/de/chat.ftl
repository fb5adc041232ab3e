# Die Antworten von gipfbot im Chat: Partien, Herausforderungen, die KI, Listen und Einstellungen.
# Markdown: **fett**, `Code`. Notation (b1-b2, xc3,d4), Befehlswörter (`board #12`) und den
# Stellungs-String in jeder Sprache unverändert lassen. Argumente: $id ist eine Partie-ID wie "#12";
# $name, $me, $them, $white, $black sind Anzeigenamen; Zahlen wählen die Pluralformen.

## Die KI

# $level is the level's command word (beginner ... master), as the `ai` command takes it;
# the -ai-* terms are its name in sentences.
-ai-beginner = Anfänger
-ai-casual = Gelegenheitsspieler
-ai-intermediate = Fortgeschrittener
-ai-strong = stark
-ai-master = Meister
ai-name = KI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    })
ai-game-started = Partie **{ $id }**: Du spielst { $me ->
        [white] { -white }
       *[black] { -black }
        [first] als { -first(case: "bare") }
        [second] als { -second(case: "bare") }
    } gegen die KI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    }), die { $it ->
        [white] { -white }
       *[black] { -black }
        [first] als { -first(case: "bare") }
        [second] als { -second(case: "bare") }
    } spielt.
level-beginner = schaut einen Zug voraus und verschätzt sich oft: Auch Neulinge können gewinnen
level-casual = schaut einen Zug voraus
level-intermediate = schaut zwei Züge voraus
level-strong = rechnet tief, und das schnell
level-master = die volle Engine, bis zu 2 s pro Entscheidung
levels-title = **KI-Stufen** (`ai <level>`):
levels-line = `{ $level }`{ $default ->
        [yes] {" "}(voreingestellt)
       *[no] {""}
    }: { $description }; { $rating }
levels-rated = Wertung { $rating } in { $variant } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
levels-unrated = noch keine Wertung

## Herausforderungen

colour-random = eine zufällige Farbe
colour-first = zuerst
colour-second = an zweiter Stelle
colour-either = zuerst oder an zweiter Stelle, ausgelost
challenge-terms = { $variant ->
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
       *[other] GIPF ({ $variant })
    }, { $me } spielt { $colour }, { $time }
challenge-made = **{ $id }**: { $me } fordert @{ $them } heraus: { $terms }. @{ $them }: `accept { $id }` oder `decline { $id }`.
challenge-open = **{ $id }**: { $me } stellt eine offene Herausforderung: { $terms }. Wer hier mag: `accept { $id }`.
challenge-state = { $id }: { $open ->
        [yes] offene Herausforderung
       *[no] Herausforderung
    }, { $variant ->
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
       *[other] GIPF ({ $variant })
    }, { $time }: { $state }
state-waiting = wartet auf Antwort
state-declined = abgelehnt
state-cancelled = zurückgezogen
state-expired = abgelaufen
state-active = wird gespielt
state-finished = beendet
challenge-closed-accepted = { $id } wurde schon angenommen: `board { $id }` zeigt die Partie.
challenge-closed-declined = { $id } wurde abgelehnt.
challenge-closed-cancelled = { $id } wurde zurückgezogen.
challenge-closed-expired = { $id } ist abgelaufen: Stell eine neue Herausforderung.
challenge-closed-open = { $id } ist noch offen.
challenge-declined = { $me } hat die Herausforderung { $id } von @{ $them } abgelehnt.
challenge-accepted = { $me } hat die Herausforderung von @{ $them } angenommen: Partie **{ $id }** beginnt.
challenge-cancelled = Herausforderung { $id } zurückgezogen.
challenge-expired = Herausforderung { $id } ist ohne Antwort abgelaufen.

## Bedenkzeit

time-none = ohne Zeitlimit
time-days = { $n ->
        [one] { $n } Tag pro Zug
       *[other] { $n } Tage pro Zug
    }
time-minutes = { $n ->
        [one] { $n } Minute pro Zug
       *[other] { $n } Minuten pro Zug
    }
hours-left = { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
seconds-left = { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
minutes-left = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }

## Ergebnisse

result-rules = { $outcome }
result-resignation = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    } gewinnt durch Aufgabe
result-time = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    } gewinnt auf Zeit
result-plain = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    } gewinnt
ending-resigned = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    } hat aufgegeben
ending-time = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    } hat die Zeit überschritten
result-none = kein Ergebnis

## Ein Brett in Worten

board-head = **{ $id }** { $variant } · { $white } ({ $white_side ->
        [first] { -first(case: "bare") }
       *[white] Weiß
    }) gegen { $black } ({ $black_side ->
        [second] { -second(case: "bare") }
       *[black] Schwarz
    }) · { $time }
board-last-turn = Letzter Zug: { $last }.
board-over = **{ $result }.** Mit `rematch { $id }` gibt es eine Revanche.
board-position = Stellung: `{ $position }`
decision-place-dvonn = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    }** setzt einen DVONN-Stein: @{ $name }.
decision-place = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    }** setzt einen Stein: @{ $name }.
decision-move = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    }** zieht einen Stapel: @{ $name }.
board-last-action = Letzte Entscheidung: { $color ->
        [white] { -white }
       *[black] { -black }
        [first] der { -first }
        [second] der { -second }
    } { $action }.
board-cut-off = Abgeschnitten und entfernt: { $spaces }.
decision-ai-thinking = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] Der { -first }
        [second] Der { -second }
    }** (die KI) denkt nach…
decision-push = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** ist am Zug: @{ $name }.
decision-remove = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** wählt, welche Reihe entfernt wird (Nummern wie auf dem Brett): @{ $name }.
decision-tamsk = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** entscheidet über den TAMSK-Stein auf e5: Potential einschieben (`T:<Punkt>-<Feld>`) oder `keep`: @{ $name }.
history = **{ $id }** { $white } ({ $white_side ->
        [first] { -first(case: "bare") }
       *[white] Weiß
    }) gegen { $black } ({ $black_side ->
        [second] { -second(case: "bare") }
       *[black] Schwarz
    }), { $count ->
        [one] { $count } Entscheidung
       *[other] { $count } Entscheidungen
    }:
reminder = @{ $name }: Du bist in { $id } am Zug; in etwa { $left } ist die Partie auf Zeit verloren.
pick-direction = Einschieben von { $dot }: Wähl die Richtung.
pick-target = { $piece }: Wähl, wohin sein Potential geht.
pick-stack-target = Der Stapel auf { $space }: wähle, wohin er zieht.
game-link = Verfolge die Partie im Web: { $url }
game-line = { $id }: { $variant } · { $white } gegen { $black } · { $whose }
game-line-yours = **du bist dran**
game-line-theirs = { $name } ist dran
game-line-over = beendet
game-line-left = noch { $left }
game-line-paused = Uhr angehalten (Urlaub)

## Listen

games-none = Du hast keine laufenden Partien oder Herausforderungen: Starte eine mit `ai` oder `challenge <user>`.
games-title = **Deine Partien und Herausforderungen**
place-everywhere = weltweit
place-room = in { $room }
leaderboard-empty = Es gibt { $place } noch keine gefestigten Wertungen für { $variant }: Eine Wertung erscheint nach ein paar gewerteten Partien, solange ihr Spieler weiterspielt.
leaderboard-title = **Rangliste für { $variant } { $place }**
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
stats-none = Noch keine gewerteten Partien.
stats-rating = Wertung in { $variant } { $global ->
        [yes] weltweit
       *[no] hier
    }: { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ± { $deviation } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
stats-results = { $variant }: { $wins } gewonnen, { $losses } verloren
stats-draws = { $variant }: { $draws } remis
stats-challenges = Mit Herausforderungen (ohne Wertung, Partien um Herausforderungen eingeschlossen): { $wins } gewonnen, { $losses } verloren
stats-h2h = Gegen dich: { $name } hat { $wins } gewonnen und { $losses } verloren

## Einstellungen und Sprachen

settings-title = **Einstellungen in { $room }** (`settings <name> <value>`; `settings <name> default` stellt die Voreinstellung wieder her):
settings-line = `{ $name }`: { $value }{ $default ->
        [yes] {" "}(voreingestellt)
       *[no] {""}
    } · { $description }
settings-changed = { $name } ist jetzt { $value }.
settings-reset = { $name } ist wieder auf der Voreinstellung: { $value }.
setting-language = die Sprache der Bretter und öffentlichen Beiträge in diesem Raum
setting-time = die Bedenkzeit für Herausforderungen, die keine angeben
setting-rated-ai = ob Partien gegen die KI die Wertungen ändern
setting-redact = ob ältere Bretter einer Partie ihr Bild verlieren, sobald ein neueres gepostet wird
setting-threads = ob jede Partie einen eigenen Thread bekommt
setting-public = ob die Partien und die Rangliste dieses Raums auf den Webseiten erscheinen
setting-open-tournaments = ob jeder, nicht nur Moderatoren, hier Turniere anlegen darf
value-on = an
value-off = aus
language-set = Ab jetzt spreche ich { $language } mit dir.
language-cleared = Ich spreche jetzt die Sprache dieses Raums mit dir ({ $language }).
language-current = Ich spreche { $language } mit dir. Sprachen: { $list }. `language <code>` wählt eine aus, mit `language default` gilt die Sprache des Raums.
value-operator = wie vom Betreiber des Bots eingestellt

time-bank = Guthaben { $bank }, dazu { $increment } je Zug
board-banks = Restzeit: { $white } { $white_left }, { $black } { $black_left }.

takeback-asked = @{ $opponent }: { $name } bittet, den letzten Zug in **{ $id }** zurückzunehmen. Antworte mit `accept takeback { $id }` oder `decline takeback { $id }`.
takeback-accepted = { $name } ist einverstanden: der letzte Zug von { $asker } in **{ $id }** ist zurückgenommen.
takeback-declined = { $name } lehnt die Rücknahme in **{ $id }** ab; die Partie geht weiter.
takeback-ai = Dein letzter Zug in **{ $id }** und die Antwort der KI sind zurückgenommen.
button-takeback-accept = Zurücknehmen
button-takeback-decline = Ablehnen
history-taken-back = Zurückgenommen: { $moves }

setting-timeout = was geschieht, wenn die Zeit eines Spielers abläuft: `auto` (er verliert) oder `claim` (sein Gegner fordert den Sieg ein oder wartet)
value-timeout-auto = automatisch
value-timeout-claim = einfordern
time-up = @{ $claimer }: die Zeit von { $name } in **{ $id }** ist abgelaufen. `claim { $id }` gewinnt auf Zeit; oder warte, und die Partie geht weiter, wenn { $name } entscheidet.
button-claim = Sieg einfordern
button-wait = Warten
claim-waiting = Du wartest: `claim { $id }` bleibt möglich, bis dein Gegner entscheidet.

vacation-on = Du bist bis { $until } UTC im Urlaub: deine Uhren stehen. `vacation off` beendet ihn früher; dieses Jahr bleiben { $left } Urlaubstage.
vacation-off-state = Du bist nicht im Urlaub; dieses Jahr bleiben dir { $left } von { $allowance } Urlaubstagen. `vacation 7` hält deine Uhren in allen Partien 7 Tage an.
vacation-started = { $name } ist bis { $until } UTC im Urlaub: die Uhren der Partien, in denen { $name } am Zug ist, stehen (dieses Jahr noch { $left } Urlaubstage).
vacation-ended = { $name } ist aus dem Urlaub zurück: die Uhren laufen wieder.
vacation-paused = @{ $opponent }: { $name } ist bis { $until } UTC im Urlaub; die Uhr von **{ $id }** steht.
vacation-resumed = { $name } ist zurück: die Uhr von **{ $id }** läuft wieder, mit der Zeit, die übrig war.

confirm-on = Züge, die du mit den Knöpfen wählst, werden erst gezeigt, mit Bestätigen und Abbrechen. `confirm off` spielt sie sofort; getippte Züge zählen immer sofort.
confirm-off = Züge, die du mit den Knöpfen wählst, zählen sofort. `confirm on` zeigt jeden erst, mit Bestätigen und Abbrechen.
confirm-preview = `{ $action }` einschieben? So sieht das Brett danach aus; der Zug zählt, sobald du bestätigst.
confirm-cancelled = Abgebrochen: nichts wurde gespielt. Wähle neu.
button-confirm = Bestätigen
button-cancel-push = Abbrechen

notify-mention = Hinweise auf deinen Zug erwähnen dich im Raum der Partie. `notify dm` schickt sie als Direktnachricht; `notify off` stellt sie ab.
notify-dm = Hinweise auf deinen Zug kommen als Direktnachricht, nicht mehr als Erwähnungen in den Räumen; Partien, die innerhalb von { $unit ->
        [seconds] { $n ->
            [one] einer Sekunde
           *[other] { $n } Sekunden
        }
       *[minutes] { $n ->
            [one] einer Minute
           *[other] { $n } Minuten
        }
    } auf dich warten, kommen in einer Nachricht. `notify mention` stellt es zurück.
notify-dm-closed = Du hast Direktnachrichten gewählt, aber die letzte kam nicht an (deine Direktnachrichten sind für mich geschlossen), darum erwähne ich dich wieder in den Räumen. Öffne sie und schreib `notify dm`, um es erneut zu versuchen.
notify-off = Du bekommst keine Hinweise auf deinen Zug: Bretter nennen dich ohne Erwähnung. `notify mention` oder `notify dm` stellt sie an.
direct-your-turn = Du bist am Zug:
direct-your-turn-many = Du bist in { $n } Partien am Zug:
direct-game = **{ $id }** gegen **{ $opponent }**
direct-game-left = **{ $id }** gegen **{ $opponent }**, noch { $left }
direct-closed = @{ $name }: du bist am Zug in { $id }. Ich konnte dir keine Direktnachricht schicken (deine Direktnachrichten sind für mich geschlossen), darum erwähne ich dich wieder hier. Öffne sie und schreib `notify dm`, um es erneut zu versuchen.

## TZAAR and YINSH (their _choices.rs, text/game.rs): $what is the decision in the game's own words (tzaar.ftl, yinsh.ftl).
decision-what = **{ $what }**: @{ $name }.
choice-tzaar-type = { $kind } (noch { $left })
pick-tzaar-space = Wähle das Feld für deinen { $kind }.
button-pass = Passen
pick-ring-landing = Der Ring auf { $point }: wähle, wohin er zieht.
