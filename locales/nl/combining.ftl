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
        [game] een partij { $game }
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
        [game] een partij { $game }
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
rules-challenges-game = Met `game` (`ultimate+game1`) wordt een uitdaging meteen beslist door een partij die hier gespeeld wordt, in de ruimte (in een eigen thread waar er threads zijn): het spel dat de naam van de potentiaal draagt, zoals de regel van het GIPF-project zegt. Een gebruik van ZÈRTZ wordt beslist door ZÈRTZ, van YINSH door YINSH, van DVONN door DVONN, van PÜNCT door PÜNCT, en een TAMSK-duw door TZAAR vanuit een willekeurige opstelling, in de plaats van het afgedankte TAMSK. De gebruiker speelt { -white } (de { -first } in ZÈRTZ); winst of remise houdt het gebruik overeind. De nevenpartij telt niet voor de rating, eindigt zoals elke partij (ook door opgave of tijd), en de hoofdpartij wacht erop met stilstaande klok. Tegen de AI speelt de AI haar op hetzelfde niveau.
rules-challenges-game-fallback = Over een potentiaal waarvan het spel hier nog niet gespeeld wordt ({ $kinds }), beslist in de plaats daarvan een partij basis-GIPF.
rules-challenges-agreed = Met `agreed` (`ultimate+agreed2`, niet tegen de AI) wordt een uitdaging beslist met een spel dat jullie samen elders spelen: ieder meldt zijn eigen uitslag (`report win`, `report draw` of `report loss`), en bij winst of remise blijft het gebruik staan. Is de tijd voor de meldingen om, dan telt één enkele melding; zonder melding, of met twee die elkaar tegenspreken, blijft het gebruik staan.

# De proef met een partij: een nevenpartij basis-GIPF beslist de uitdaging.
contest-game-name = { $game ->
        [basic] basis-GIPF
       *[other] { $game }
    }
contest-game-ask = @{ $challenger } daagt `{ $pending }` uit. Partij { $sub } beslist: { $game }, { $side ->
        [first] @{ $user } is { -first } (de gebruiker), @{ $challenger } { -second }
       *[white] @{ $user } speelt { -white } (de gebruiker), @{ $challenger } speelt { -black }
    }; wint @{ $user } of wordt het remise, dan gaat het gebruik door. Partij { $main } wacht.
contest-game-fallback = { $kind } wordt hier nog niet gespeeld, dus beslist basis-GIPF in de plaats daarvan.
contest-sub-game = Deze partij beslist een uitdaging in partij { $main }: wint { $side ->
        [first] de { -first }
       *[white] { -white }
    } (de gebruiker) of wordt het remise, dan gaat het gebruik door.
contest-game-result = Partij { $sub } ({ $game }) is afgelopen: { $outcome ->
        [stands] { $side ->
            [first] de { -first }
           *[white] { -white }
        }, de gebruiker, heeft gewonnen, dus
        [drawn] remise, dus
       *[fails] { $side ->
            [first] de { -second }
           *[white] { -black }
        }, de uitdager, heeft gewonnen, dus
    } het gebruik `{ $pending }` van { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $outcome ->
        [fails] gaat niet door.
       *[stands] gaat door.
    }
contest-play-sub-game = Eerst beslist partij { $sub } over de uitdaging: speel die partij.
contest-line-sub = (beslist een uitdaging in { $main })
contest-line-waits = (wacht op de partij die een uitdaging beslist)
contest-line-waits-for = (wacht op { $sub }, { $game })
