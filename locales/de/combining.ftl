## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.
# Deutsch: "Herausforderung" ist die Herausforderung, "herausfordern"/"zulassen" challenge/allow,
# "Einsatz" ein Einsatz (use), "Probe" die Probe (trial), "Versuch" ein Versuch, wie in rules.ftl.

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) möchte { $kind } einsetzen: `{ $pending }`. @{ $challenger }, forderst du heraus oder lässt du es zu? Du hast noch { $left } von { $attempts ->
        [one] { $attempts } Versuch
       *[other] { $attempts } Versuchen
    }; entschieden wird eine Herausforderung { $trial ->
        [die] mit Würfeln
        [game] durch eine Partie { $game }
       *[agreed] durch ein Spiel, auf das ihr euch einigt
    }. Antworte `challenge` oder `allow`.
# Whose decision it is at stage c (the board's line).
contest-decision = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** entscheidet: `{ $pending }` von { $user_color ->
        [white] { -white }
       *[black] { -black }
    } herausfordern oder zulassen (übrige Versuche: { -white } { $white_left }, { -black } { $black_left }; { $trial ->
        [die] Würfel
        [game] eine Partie { $game }
       *[agreed] ein vereinbartes Spiel
    }): @{ $name }.
# Stage r, waiting for a trial.
contest-waiting = Warten auf die Probe, die über `{ $pending }` von { $user_color ->
        [white] { -white }
       *[black] { -black }
    } entscheidet.
# The die's outcome, played at once.
contest-die = @{ $challenger } fordert `{ $pending }` heraus ({ $left ->
        [0] kein Versuch mehr
        [one] noch { $left } Versuch
       *[other] noch { $left } Versuche
    }). Würfel: { -white } { $white }, { -black } { $black } — { $outcome ->
        [stands] der Einsatz gilt.
        [tie] der Einsatz gilt (ein Gleichstand geht an { $user_color ->
            [white] { -white }
           *[black] { -black }
        }, der das Potential einsetzt).
       *[fails] der Einsatz scheitert.
    }
contest-lost-use = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } verliert das { $kind }-Potential auf { $spot } und ist noch einmal am Zug, @{ $user }.
contest-lost-tamsk = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } verliert das TAMSK-Potential auf e5, und der Zug geht weiter.
contest-allowed = @{ $challenger } lässt `{ $pending }` zu.
button-challenge = Herausfordern
button-allow = Zulassen

# Refusals, each saying what to do instead.
contest-not-yours = Die Entscheidung liegt bei { $color ->
        [white] { -white }
       *[black] { -black }
    }: @{ $name } fordert deinen Einsatz `{ $pending }` heraus oder lässt ihn zu.
contest-referee-only = Spieler spielen nie `won` oder `lost`: das Ergebnis der Probe einer Herausforderung spielt der Bot selbst.
contest-trial-pending = Die Herausforderung gegen `{ $pending }` wartet auf ihre Probe: bis sie entschieden ist, kann nichts gespielt werden.
contest-agreed-ai = Die KI kann kein Spiel außerhalb des Bots spielen: wähle `die` oder `game`, etwa ultimate+die2.
contest-tournament = Turniere werden ohne Herausforderungen gespielt: lass den Teil mit den Herausforderungen weg (etwa `+die2`).
contest-no-takeback = Eine Herausforderung und ihre Probe lassen sich nicht zurücknehmen: was die Probe entschieden hat, gilt.

# rules challenges
rules-challenges = **Herausforderungen** (`standard+potentials+die2`, `ultimate+die3`): jeder Spieler darf ein Potential, das sein Gegner einsetzen möchte, herausfordern, so oft, wie die Zahl angibt. Wählt ein Spieler einen Einsatz, antwortet sein Gegner mit `challenge` oder `allow`. Über eine Herausforderung entscheiden Würfel, einer für jeden: bei gleichem oder höherem Wurf bleibt der Einsatz bestehen. Gewinnt die Herausforderung, wird der geladene Stein zu einem einfachen Stein, und der Spieler ist noch einmal am Zug. Partien mit Herausforderungen sind ungewertet.

# Die vereinbarte Probe (Phase r): beide Spieler melden das Ergebnis eines anderswo gespielten Spiels.
contest-agreed-ask = @{ $challenger } fordert `{ $pending }` heraus. Spielt das vereinbarte Spiel, danach meldet jeder von euch sein eigenes Ergebnis: `report win`, `report draw` oder `report loss`.
contest-agreed-waiting = Warten auf die Meldungen von @{ $white } und @{ $black }.
contest-reported = @{ $name } meldet: `{ $report }`. Warten auf @{ $other }.
contest-reports-disagree = Die Meldungen widersprechen sich (@{ $white }: `{ $white_report }`, @{ $black }: `{ $black_report }`): meldet noch einmal.
contest-agreed-result = Laut den Meldungen: { $user_color ->
        [white] { -white }
       *[black] { -black }
    } hat im vereinbarten Spiel { $result ->
        [win] gewonnen
        [draw] remis gespielt
       *[loss] verloren
    }, also { $outcome ->
        [stands] gilt der Einsatz `{ $pending }`.
       *[fails] scheitert der Einsatz `{ $pending }`.
    }
contest-agreed-time-up = Die Zeit für die Meldungen ist ohne übereinstimmendes Ergebnis abgelaufen: der Einsatz `{ $pending }` gilt.
contest-report-first = Melde zuerst das Ergebnis deines vereinbarten Spiels: `report win`, `report draw` oder `report loss`.
contest-nothing-to-report = In { $id } gibt es nichts zu melden: Meldungen gibt es nur bei Herausforderungen, über die ein vereinbartes Spiel entscheidet.
button-report = { $result ->
        [win] Ich habe gewonnen
        [draw] Remis
       *[loss] Ich habe verloren
    }
rules-challenges-game = Mit der Probe `game` (`ultimate+game1`) entscheidet sofort eine Partie hier im Raum (in ihrem eigenen Thread, wo es Threads gibt) über eine Herausforderung: das Spiel, das den Namen des Potentials trägt, wie es die Regel des GIPF-Projekts sagt. Über einen Einsatz von ZÈRTZ entscheidet ZÈRTZ, über YINSH das Spiel YINSH, über DVONN das Spiel DVONN, über PÜNCT das Spiel PÜNCT und über einen TAMSK-Schub TZAAR aus einer zufälligen Aufstellung, anstelle des ausgemusterten TAMSK. Wer das Potential einsetzt, spielt { -white } (in ZÈRTZ als { -first(case: "bare") }); bei Sieg oder Remis bleibt der Einsatz bestehen. Die Nebenpartie ist ungewertet, endet wie jede Partie (auch durch Aufgabe oder Zeit), und die Hauptpartie wartet mit angehaltener Uhr auf sie. Gegen die KI spielt die KI sie auf derselben Stufe.
rules-challenges-game-fallback = Über ein Potential, dessen Spiel hier noch nicht gespielt wird ({ $kinds }), entscheidet stattdessen eine Partie GIPF im Grundspiel.
rules-challenges-agreed = Mit der Probe `agreed` (`ultimate+agreed2`, nicht gegen die KI) entscheidet ein Spiel, das ihr beide anderswo spielt, über eine Herausforderung: jeder meldet sein eigenes Ergebnis (`report win`, `report draw` oder `report loss`), und bei Sieg oder Remis bleibt der Einsatz bestehen. Läuft die Zeit für die Meldungen ab, gilt eine einzelne Meldung; ohne Meldung oder bei zwei Meldungen, die sich widersprechen, bleibt der Einsatz bestehen.

# Die Probe durch eine Partie: eine Nebenpartie GIPF im Grundspiel entscheidet die Herausforderung.
contest-game-name = { $game ->
        [basic] GIPF im Grundspiel
       *[other] { $game }
    }
contest-game-ask = @{ $challenger } fordert `{ $pending }` heraus. Partie { $sub } entscheidet: { $game }, { $side ->
        [first] @{ $user } ist { -first(case: "bare") } (setzt das Potential ein), @{ $challenger } { -second(case: "bare") }
       *[white] @{ $user } spielt { -white } (setzt das Potential ein), @{ $challenger } spielt { -black }
    }; gewinnt @{ $user } oder endet sie remis, gilt der Einsatz. Partie { $main } wartet.
contest-game-fallback = { $kind } wird hier noch nicht gespielt, darum entscheidet stattdessen GIPF im Grundspiel.
contest-sub-game = Diese Partie entscheidet eine Herausforderung in Partie { $main }: gewinnt { $side ->
        [first] der { -first }
       *[white] { -white }
    } (setzt das Potential ein) oder endet sie remis, gilt der Einsatz.
contest-game-result = Partie { $sub } ({ $game }) ist vorbei: { $outcome ->
        [stands] { $side ->
            [first] der { -first }
           *[white] { -white }
        }, der das Potential einsetzt, hat sie gewonnen, also gilt
        [drawn] sie endete remis, also gilt
       *[fails] { $side ->
            [first] der { -second }
           *[white] { -black }
        }, der Herausforderer, hat sie gewonnen, also scheitert
    } der Einsatz `{ $pending }` von { $user_color ->
        [white] { -white }
       *[black] { -black }
    }.
contest-play-sub-game = Zuerst entscheidet Partie { $sub } über die Herausforderung: spiel sie dort.
contest-line-sub = (entscheidet eine Herausforderung in { $main })
contest-line-waits = (wartet auf die Partie, die eine Herausforderung entscheidet)
contest-line-waits-for = (wartet auf { $sub }, { $game })
