## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.
# Nederlands: "uitdaging" is de uitdaging, "uitdagen"/"toestaan" challenge/allow, "gebruik" een
# gebruik, "proef" de proef, "poging" een poging, zoals in rules.ftl.

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) wil { $kind } gebruiken: `{ $pending }`. @{ $challenger }, daag je het uit of sta je het toe? Je hebt nog { $left } van { $attempts ->
        [one] { $attempts } poging
       *[other] { $attempts } pogingen
    }; een uitdaging wordt beslist met { $trial ->
        [die] dobbelstenen
        [game] een partij basis-GIPF
       *[agreed] een spel waarover jullie het eens worden
    }. Antwoord `challenge` of `allow`.
# Whose decision it is at stage c (the board's line).
contest-decision = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** beslist: `{ $pending }` van { $user_color ->
        [white] { -white }
       *[black] { -black }
    } uitdagen of toestaan (resterende pogingen: { -white } { $white_left }, { -black } { $black_left }; { $trial ->
        [die] dobbelstenen
        [game] een partij basis-GIPF
       *[agreed] een afgesproken spel
    }): @{ $name }.
# Stage r, waiting for a trial.
contest-waiting = Wachten op de proef over `{ $pending }` van { $user_color ->
        [white] { -white }
       *[black] { -black }
    }.
# The die's outcome, played at once.
contest-die = @{ $challenger } daagt `{ $pending }` uit ({ $left ->
        [0] geen poging meer
        [one] nog { $left } poging
       *[other] nog { $left } pogingen
    }). Dobbelstenen: { -white } { $white }, { -black } { $black } — { $outcome ->
        [stands] het gebruik gaat door.
        [tie] het gebruik gaat door (bij een gelijke worp krijgt { $user_color ->
            [white] { -white }
           *[black] { -black }
        } als gebruiker gelijk).
       *[fails] het gebruik gaat niet door.
    }
contest-lost-use = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } verliest de { $kind }-potentiaal op { $spot } en is opnieuw aan zet, @{ $user }.
contest-lost-tamsk = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } verliest de TAMSK-potentiaal op e5, en de beurt gaat verder.
contest-allowed = @{ $challenger } staat `{ $pending }` toe.
button-challenge = Uitdagen
button-allow = Toestaan

# Refusals, each saying what to do instead.
contest-not-yours = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet beslissen: @{ $name } daagt jouw `{ $pending }` uit of staat het toe.
contest-referee-only = Spelers spelen nooit `won` of `lost`: de bot speelt zelf de uitslag van de proef van een uitdaging.
contest-trial-pending = De uitdaging van `{ $pending }` wacht op haar proef: zolang er geen uitslag is, kan er niets gespeeld worden.
contest-agreed-ai = De AI kan geen spel buiten de bot spelen: kies `die` of `game`, zoals in ultimate+die2.
contest-tournament = Toernooien worden zonder uitdagingen gespeeld: laat het deel met de uitdagingen weg (zoals `+die2`).
contest-no-takeback = Een uitdaging en haar proef kunnen niet teruggenomen worden: wat de proef besliste, blijft staan.

# rules challenges
rules-challenges = **Uitdagingen** (`standard+potentials+die2`, `ultimate+die3`): elke speler mag een potentiaal uitdagen als zijn tegenstander hem wil gebruiken, zo vaak als het getal aangeeft. Kiest een speler een gebruik, dan antwoordt zijn tegenstander `challenge` of `allow`. Een uitdaging wordt beslist met dobbelstenen, één per speler: bij een gelijke of hogere worp blijft het gebruik staan. Wint de uitdaging, dan wordt het geladen stuk een gewoon stuk en is de speler opnieuw aan zet. Partijen met uitdagingen tellen niet voor de rating.

# De afgesproken proef (fase r): beide spelers melden de uitslag van een spel dat elders gespeeld is.
contest-agreed-ask = @{ $challenger } daagt `{ $pending }` uit. Speel het spel dat jullie hebben afgesproken en meld daarna allebei je eigen uitslag: `report win`, `report draw` of `report loss`.
contest-agreed-waiting = Wachten op de meldingen van @{ $white } en @{ $black }.
contest-reported = @{ $name } meldt: `{ $report }`. Wachten op @{ $other }.
contest-reports-disagree = De meldingen spreken elkaar tegen (@{ $white }: `{ $white_report }`, @{ $black }: `{ $black_report }`): meld opnieuw.
contest-agreed-result = Volgens de meldingen: { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $result ->
        [win] won
        [draw] speelde remise in
       *[loss] verloor
    } het afgesproken spel, dus het gebruik `{ $pending }` { $outcome ->
        [stands] gaat door.
       *[fails] gaat niet door.
    }
contest-agreed-time-up = De tijd voor de meldingen is om zonder overeenstemming over de uitslag: het gebruik `{ $pending }` gaat door.
contest-report-first = Meld eerst de uitslag van je afgesproken spel: `report win`, `report draw` of `report loss`.
contest-nothing-to-report = In { $id } valt niets te melden: meldingen zijn er alleen voor uitdagingen die met een afgesproken spel beslist worden.
button-report = { $result ->
        [win] Ik heb gewonnen
        [draw] Remise
       *[loss] Ik heb verloren
    }
rules-challenges-agreed = Met `agreed` (`ultimate+agreed2`, niet tegen de AI) wordt een uitdaging beslist met een spel dat jullie samen elders spelen: ieder meldt zijn eigen uitslag (`report win`, `report draw` of `report loss`), en bij winst of remise blijft het gebruik staan. Is de tijd voor de meldingen om, dan telt één enkele melding; zonder melding, of met twee die elkaar tegenspreken, blijft het gebruik staan.

# De proef met een partij: een nevenpartij basis-GIPF beslist de uitdaging.
contest-game-ask = @{ $challenger } daagt `{ $pending }` uit. Partij { $sub } beslist: basis-GIPF, @{ $user } speelt { -white } (de gebruiker), @{ $challenger } speelt { -black }; wint { -white }, dan gaat het gebruik door. Partij { $main } wacht.
contest-sub-game = Deze partij beslist een uitdaging in partij { $main }: wint { -white }, dan gaat het gebruik door.
contest-game-result = Partij { $sub } is afgelopen: { $outcome ->
        [stands] { -white }, de gebruiker, heeft gewonnen, dus
       *[fails] { -black }, de uitdager, heeft gewonnen, dus
    } het gebruik `{ $pending }` van { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $outcome ->
        [stands] gaat door.
       *[fails] gaat niet door.
    }
contest-play-sub-game = Eerst beslist partij { $sub } over de uitdaging: speel die partij.
contest-line-sub = (beslist een uitdaging in { $main })
contest-line-waits = (wacht op de partij die een uitdaging beslist)
contest-line-waits-for = (wacht op { $sub })
