# De antwoorden van gipfbot in de chat: partijen, uitdagingen, de AI, lijsten en instellingen.
# Markdown: **vet**, `code`. Laat de notatie (b1-b2, xc3,d4), de commandowoorden (`board #12`) en
# de stellingsstring in elke taal ongewijzigd. Argumenten: $id is een partij-id zoals "#12";
# $name, $me, $them, $white, $black zijn weergavenamen; getallen kiezen de meervoudsvormen.

## De AI

# $level is the level's command word (beginner ... master), as the `ai` command takes it;
# the -ai-* terms are its name in sentences.
-ai-beginner = beginner
-ai-casual = recreant
-ai-intermediate = gevorderd
-ai-strong = sterk
-ai-master = meester
ai-name = AI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    })
ai-game-started = Partij **{ $id }**: je speelt { $me ->
        [white] met { -white }
       *[black] met { -black }
        [first] als { -first }
        [second] als { -second }
    } tegen de AI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    }), die { $it ->
        [white] met { -white }
       *[black] met { -black }
        [first] als { -first }
        [second] als { -second }
    } speelt.
level-beginner = kijkt één zet vooruit en schat vaak verkeerd in: een nieuwkomer kan winnen
level-casual = kijkt één zet vooruit
level-intermediate = kijkt twee zetten vooruit
level-strong = rekent diep, en snel
level-master = de volledige engine, tot 2 s per beslissing
levels-title = **AI-niveaus** (`ai <level>`):
levels-line = `{ $level }`{ $default ->
        [yes] {" "}(standaard)
       *[no] {""}
    }: { $description }; { $rating }
levels-rated = rating { $rating } in { $variant } ({ $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    })
levels-unrated = nog geen rating

## Uitdagingen

colour-random = een willekeurige kleur
colour-first = de eerste zet
colour-second = de tweede zet
colour-either = de eerste of de tweede zet, geloot
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
    }, { $me } speelt met { $colour }, { $time }
challenge-made = **{ $id }**: { $me } daagt @{ $them } uit: { $terms }. @{ $them }: `accept { $id }` of `decline { $id }`.
challenge-open = **{ $id }**: { $me } plaatst een open uitdaging: { $terms }. Wie wil: `accept { $id }`.
challenge-state = { $id }: { $open ->
        [yes] open uitdaging
       *[no] uitdaging
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
state-waiting = wacht op antwoord
state-declined = afgewezen
state-cancelled = ingetrokken
state-expired = verlopen
state-active = wordt gespeeld
state-finished = afgelopen
challenge-closed-accepted = { $id } is al aangenomen: `board { $id }` toont de partij.
challenge-closed-declined = { $id } is afgewezen.
challenge-closed-cancelled = { $id } is ingetrokken.
challenge-closed-expired = { $id } is verlopen: daag opnieuw uit.
challenge-closed-open = { $id } staat nog open.
challenge-declined = { $me } heeft uitdaging { $id } van @{ $them } afgewezen.
challenge-accepted = { $me } heeft de uitdaging van @{ $them } aangenomen: partij **{ $id }** begint.
challenge-cancelled = Uitdaging { $id } ingetrokken.
challenge-expired = Uitdaging { $id } is zonder antwoord verlopen.

## Bedenktijd

time-none = geen tijdslimiet
time-days = { $n ->
        [one] { $n } dag per zet
       *[other] { $n } dagen per zet
    }
time-minutes = { $n ->
        [one] { $n } minuut per zet
       *[other] { $n } minuten per zet
    }
hours-left = { $n ->
        [one] { $n } uur
       *[other] { $n } uur
    }
seconds-left = { $n ->
        [one] { $n } seconde
       *[other] { $n } seconden
    }
minutes-left = { $n ->
        [one] { $n } minuut
       *[other] { $n } minuten
    }

## Uitslagen

result-rules = { $outcome }
result-resignation = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    } wint door opgave
result-time = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    } wint op tijd
result-plain = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    } wint
ending-resigned = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    } heeft opgegeven
ending-time = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    } heeft de bedenktijd overschreden
result-none = geen uitslag

## Een bord in woorden

board-head = **{ $id }** { $variant } · { $white } ({ $white_side ->
        [first] { -first }
       *[white] Wit
    }) tegen { $black } ({ $black_side ->
        [second] { -second }
       *[black] Zwart
    }) · { $time }
board-last-turn = Laatste beurt: { $last }.
board-over = **{ $result }.** `rematch { $id }` voor een nieuwe partij.
board-position = Stelling: `{ $position }`
decision-place-dvonn = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    }** zet een DVONN-stuk in: @{ $name }.
decision-place = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    }** zet een stuk in: @{ $name }.
decision-move = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    }** verplaatst een stapel: @{ $name }.
board-last-action = Laatste beslissing: { $color ->
        [white] { -white }
       *[black] { -black }
        [first] de { -first }
        [second] de { -second }
    } { $action }.
board-cut-off = Afgesneden en verwijderd: { $spaces }.
decision-ai-thinking = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    }** (de AI) denkt na…
decision-push = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** is aan zet: @{ $name }.
decision-remove = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** kiest welke rij weg moet (nummers zoals op het bord): @{ $name }.
decision-tamsk = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** beslist over het TAMSK-stuk op e5: potentiaal inschuiven (`T:<stip>-<veld>`) of `keep`: @{ $name }.
history = **{ $id }** { $white } ({ $white_side ->
        [first] { -first }
       *[white] Wit
    }) tegen { $black } ({ $black_side ->
        [second] { -second }
       *[black] Zwart
    }), { $count ->
        [one] { $count } beslissing
       *[other] { $count } beslissingen
    }:
reminder = @{ $name }: jij bent aan zet in { $id }; nog ongeveer { $left } voor je op tijd verliest.
pick-direction = Schuiven vanaf { $dot }: kies de richting.
pick-target = { $piece }: kies waar de potentiaal heen gaat.
pick-stack-target = De stapel op { $space }: kies waarheen hij gaat.
game-link = Volg de partij op het web: { $url }
game-line = { $id }: { $variant } · { $white } tegen { $black } · { $whose }
game-line-yours = **jij bent aan de beurt**
game-line-theirs = { $name } is aan de beurt
game-line-over = afgelopen
game-line-left = nog { $left }
game-line-paused = klok stilgezet (vakantie)

## Lijsten

games-none = Je hebt geen lopende partijen of uitdagingen: begin er een met `ai` of `challenge <user>`.
games-title = **Jouw partijen en uitdagingen**
place-everywhere = overal
place-room = in { $room }
leaderboard-empty = Nog geen vaste ratings voor { $variant } { $place }: een rating verschijnt na enkele partijen die meetellen, zolang de speler blijft spelen.
leaderboard-title = **Ranglijst { $variant } { $place }**
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    })
stats-none = Nog geen partijen die meetellen voor de rating.
stats-rating = Rating in { $variant } { $global ->
        [yes] overal
       *[no] hier
    }: { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ± { $deviation } ({ $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    })
stats-results = { $variant }: { $wins } gewonnen, { $losses } verloren
stats-draws = { $variant }: { $draws } keer remise
stats-challenges = Met uitdagingen (zonder rating, partijen om uitdagingen inbegrepen): { $wins } gewonnen, { $losses } verloren
stats-h2h = Tegen jou: { $name } won { $wins } keer, verloor { $losses } keer

## Instellingen en talen

settings-title = **Instellingen van { $room }** (`settings <name> <value>`; `settings <name> default` zet een instelling terug op de standaardwaarde):
settings-line = `{ $name }`: { $value }{ $default ->
        [yes] {" "}(standaard)
       *[no] {""}
    } · { $description }
settings-changed = { $name } staat nu op { $value }.
settings-reset = { $name } staat weer op de standaardwaarde: { $value }.
setting-language = de taal van borden en openbare berichten in dit kanaal
setting-time = de bedenktijd van uitdagingen die er zelf geen noemen
setting-rated-ai = of partijen tegen de AI meetellen voor de rating
setting-redact = of oudere borden van een partij hun afbeelding verliezen als er een nieuwer bord wordt geplaatst
setting-threads = of elke partij een eigen thread krijgt
setting-public = of de partijen en de ranglijst van dit kanaal op de webpagina's staan
setting-open-tournaments = of iedereen, niet alleen moderators, hier toernooien mag maken
value-on = aan
value-off = uit
language-set = Vanaf nu spreek ik { $language } met je.
language-cleared = Ik spreek met je in de taal van dit kanaal ({ $language }).
language-current = Ik spreek { $language } met je. Talen: { $list }. `language <code>` kiest er een, `language default` volgt het kanaal.
value-operator = zoals de beheerder van de bot het heeft ingesteld

time-bank = tegoed { $bank }, en { $increment } per beurt
board-banks = Resterende tijd: { $white } { $white_left }, { $black } { $black_left }.

takeback-asked = @{ $opponent }: { $name } vraagt de laatste beurt in **{ $id }** terug te nemen. Antwoord met `accept takeback { $id }` of `decline takeback { $id }`.
takeback-accepted = { $name } stemt toe: de laatste beurt van { $asker } in **{ $id }** is teruggenomen.
takeback-declined = { $name } weigert het terugnemen in **{ $id }**; de partij gaat door.
takeback-ai = Je laatste beurt in **{ $id }** en het antwoord van de AI zijn teruggenomen.
button-takeback-accept = Terugnemen
button-takeback-decline = Weigeren
history-taken-back = Teruggenomen: { $moves }

setting-timeout = wat er gebeurt als de tijd van een speler om is: `auto` (hij verliest) of `claim` (zijn tegenstander eist de winst op, of wacht)
value-timeout-auto = automatisch
value-timeout-claim = opeisen
time-up = @{ $claimer }: de tijd van { $name } in **{ $id }** is om. `claim { $id }` wint op tijd; of wacht, en de partij gaat door als { $name } beslist.
button-claim = Winst opeisen
button-wait = Wachten
claim-waiting = Je wacht: `claim { $id }` blijft mogelijk tot je tegenstander beslist.

vacation-on = Je bent op vakantie tot { $until } UTC: je klokken staan stil. `vacation off` beëindigt hem eerder; dit jaar heb je nog { $left } vakantiedagen.
vacation-off-state = Je bent niet op vakantie; dit jaar heb je nog { $left } van je { $allowance } vakantiedagen. `vacation 7` zet je klokken in al je partijen 7 dagen stil.
vacation-started = { $name } is op vakantie tot { $until } UTC: de klokken van de partijen waarin { $name } moet beslissen staan stil (dit jaar nog { $left } vakantiedagen).
vacation-ended = { $name } is terug van vakantie: de klokken lopen weer.
vacation-paused = @{ $opponent }: { $name } is op vakantie tot { $until } UTC; de klok van **{ $id }** staat stil.
vacation-resumed = { $name } is terug: de klok van **{ $id }** loopt weer, met de tijd die over was.

confirm-on = Zetten die je met de knoppen kiest worden eerst getoond, met Bevestigen en Annuleren. `confirm off` speelt ze meteen; getypte zetten tellen altijd meteen.
confirm-off = Zetten die je met de knoppen kiest tellen meteen. `confirm on` toont elke eerst, met Bevestigen en Annuleren.
confirm-preview = `{ $action }` inschuiven? Zo ziet het bord er dan uit; de zet telt zodra je bevestigt.
confirm-cancelled = Geannuleerd: er is niets gespeeld. Kies opnieuw.
button-confirm = Bevestigen
button-cancel-push = Annuleren

notify-mention = Meldingen van je beurt vermelden je in de kamer van het spel. `notify dm` stuurt ze als privébericht; `notify off` zet ze uit.
notify-dm = Meldingen van je beurt komen als privébericht, niet meer als vermeldingen in de kamers; spellen die binnen { $unit ->
        [seconds] { $n ->
            [one] een seconde
           *[other] { $n } seconden
        }
       *[minutes] { $n ->
            [one] een minuut
           *[other] { $n } minuten
        }
    } op je wachten komen in één bericht. `notify mention` zet het terug.
notify-dm-closed = Je koos privéberichten, maar het laatste kon niet worden bezorgd (je privéberichten zijn dicht voor mij), dus je wordt weer vermeld in de kamers. Zet ze open en schrijf `notify dm` om het opnieuw te proberen.
notify-off = Je krijgt geen meldingen van je beurt: borden noemen je zonder vermelding. `notify mention` of `notify dm` zet ze aan.
direct-your-turn = Je bent aan de beurt:
direct-your-turn-many = Je bent aan de beurt in { $n } spellen:
direct-game = **{ $id }** tegen **{ $opponent }**
direct-game-left = **{ $id }** tegen **{ $opponent }**, nog { $left }
direct-closed = @{ $name }: je bent aan de beurt in { $id }. Ik kon je geen privébericht sturen (je privéberichten zijn dicht voor mij), dus ik vermeld je hier weer. Zet ze open en schrijf `notify dm` om het opnieuw te proberen.

## TZAAR and YINSH (their _choices.rs, text/game.rs): $what is the decision in the game's own words (tzaar.ftl, yinsh.ftl).
decision-what = **{ $what }**: @{ $name }.
choice-tzaar-type = { $kind } (nog { $left })
pick-tzaar-space = Kies het veld voor je { $kind }.
button-pass = Passen
pick-ring-landing = De ring op { $point }: kies waarheen hij gaat.
