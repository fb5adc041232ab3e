# `help`, de samenvattingen van de commando's (ook de beschrijvingen van de Discord-commando's) en `rules`.
# Commandowoorden en hun gebruiksregels (`challenge <user> [variant]`) blijven in het Engels: ze zijn
# de commandotaal die alle platforms delen.

help-title = **GIPF-bot**: speel GIPF tegen een vriend of tegen de AI.
help-line = `{ $usage }`: { $summary }
help-footer = Een partij heet bijvoorbeeld `#12`; als je hier maar één partij hebt, mag je de id weglaten.
help-one = `{ $usage }`: { $summary }.
help-unknown = Ik ken `{ $topic }` niet: `help` toont de commando's.
help-intro-discord = Op Discord zijn de commando's `/gipf` (spelen), `/gipf-info`, `/gipf-settings`, `/gipf-tournament` en `/gipf-study`; met de knoppen onder elk bord speel je zonder typen.
help-intro-matrix = Schrijf `!gipf <command>`; in de thread van een partij volstaat de zet alleen (`b1-b2`, `xc3,d4,e5,f5`, of het nummer van een keuze om weg te nemen in de afbeelding).

cmd-help = wat de bot kan; uitleg over één commando
cmd-rules = een korte samenvatting van de regels en een link naar de volledige regels
cmd-challenge = daag iemand uit (tijd: 3d = dagen per zet, 10m = minuten per zet, 3d+1d = tegoed en toevoeging per beurt, none)
cmd-open = een open uitdaging die iedereen in het kanaal mag aannemen
cmd-accept = een uitdaging aannemen
cmd-decline = een uitdaging afwijzen
cmd-cancel = je uitdaging intrekken
cmd-ai = speel tegen de bot (`levels` toont de niveaus)
cmd-levels = de niveaus van de AI, elk met zijn rating
cmd-move = speel een actie: een zet `b1-b2` (`Gb1-b2` voor een GIPF-stuk), stukken wegnemen met `xc3,d4,e5,f5` of met het nummer in de afbeelding, of `done`; in de thread van een partij of in de console volstaat de actie alleen
cmd-board = het bord, wie moet beslissen en de stellingsstring
cmd-resign = de partij opgeven
cmd-rematch = een nieuwe partij met dezelfde instellingen en omgewisselde kleuren
cmd-games = je lopende partijen en uitdagingen
cmd-history = het verloop van de partij in officiële notatie
cmd-leaderboard = ratings in dit kanaal, of overal
cmd-stats = rating, resultaten per variant, onderlinge resultaten tegen jou
cmd-settings = de instellingen van dit kanaal; moderatoren wijzigen ze (`settings language cs`)
cmd-language = de taal waarin ik met je spreek (`language cs`, `language default`)

rules-common = De spelers schuiven stukken uit hun reserve vanaf een punt het bord op, langs een lijn, waarbij de stukken ervoor mee opschuiven. Vier of meer stukken van één kleur op een lijn vormen een rij: de eigenaar neemt die rij en elk stuk dat er op die lijn aan grenst van het bord; zijn eigen stukken gaan terug naar zijn reserve, die van de tegenstander zijn geslagen.
rules-basic = **Basisspel** (`basic`): elk 12 stukken, waarvan 3 bij de start op het bord. Je verliest als je moet schuiven en je reserve leeg is.
rules-standard = **Standaardspel** (`standard`): elk 15 stukken, met 3 GIPF-stukken (dubbele stukken) bij de start op het bord. Je verliest als je geen GIPF-stuk meer op het bord hebt, of moet schuiven met een lege reserve. Een rij van alleen GIPF-stukken mag je laten staan.
rules-tournament = **Toernooispel** (`tournament`): elk 18 stukken, het bord is bij de start leeg; breng GIPF-stukken in (`Gb1-b2`) vóór je eerste enkele stuk. Je verliest zonder GIPF-stuk op het bord of met een lege reserve als je moet schuiven.
rules-potentials = **Potentialen** (`standard+potentials`, `tournament+T6`, `ultimate`): stukken geladen met de kracht van een ander spel van het GIPF-project. Breng ze allemaal in vóór je eerste enkele stuk (`Ta1-b2` schuift een enkel stuk met een TAMSK-potentiaal in); een gewone zet laat de rest van je hand vervallen. Een rij met een geladen stuk moet genomen worden; een geladen stuk mag blijven staan zoals een GIPF-stuk. **Ultimate**: toernooispel, 3 van elke soort en 3 stukken extra.
rules-potentials-uses = In plaats van te schuiven gebruik je een geladen stuk: ZÈRTZ springt over een rij stukken (`Z:c3-f5`), YINSH glijdt over lege velden (`Y:d4-g5`), DVONN springt op een aangrenzend stuk van de tegenstander en bedekt het (`D:d4-e4`), PÜNCT bedekt een aangrenzend GIPF-stuk van de tegenstander, dat dan voor jou telt (`P:c3-d4`). Komt een TAMSK-stuk op e5 aan, dan schuift de eigenaar, ook in de beurt van de ander, meteen de potentiaal in (`T:e9-e8`) of typt `keep`. Een bedekt veld hoort bij de kleur bovenop; weghalen neemt alleen de bovenste kap. Met een lege reserve speel je door zolang je een potentiaal kunt gebruiken.
rules-link = Volledige regels: { $url }

cmd-takeback = vraag je tegenstander je laatste beurt terug te nemen (`accept takeback` of `decline takeback` antwoordt)

cmd-claim = eis de winst op tijd op als de tijd van je tegenstander om is (kanalen met `settings timeout claim`)
cmd-report = meld de uitslag van het spel dat je hebt afgesproken om een uitdaging te beslissen (proef `agreed`), van jouw kant: `win`, `draw` of `loss`

cmd-vacation = zet je klokken in al je partijen een paar dagen stil (`vacation 7`, `vacation off`, `vacation` voor de dagen die over zijn)

cmd-confirm = toon elke zet die je met de knoppen kiest voordat hij telt (`confirm on`, `confirm off`)

cmd-notify = waar meldingen van je beurt heen gaan: een vermelding in de kamer, een privébericht of nergens (`notify dm`)
