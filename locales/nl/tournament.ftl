# Toernooien (issue 31): de berichten van de organisator, de antwoorden op `tournament ...` en
# hun weigeringen. Markdown: **vet**, `code`.

## Speelwijzen en voorwaarden

tournament-format = { $format ->
        [swiss] Zwitsers systeem
        [roundrobin] halve competitie
        [double-roundrobin] hele competitie
        [knockout] afvalsysteem
        [knockout-bo3] afvalsysteem, tweekampen tot twee gewonnen partijen
       *[knockout-bo5] afvalsysteem, tweekampen tot drie gewonnen partijen
    }
tournament-rated = { $rated ->
        [yes] telt voor de rating
       *[no] telt niet voor de rating
    }
tournament-terms = { $format }, { $variant ->
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
       *[other] { $variant } GIPF
    }, { $time }, { $rated }
tournament-swiss-rounds = { $n ->
        [one] { $n } ronde
       *[other] { $n } ronden
    }
tournament-max = hoogstens { $max } spelers
tournament-starts-at = begint vanzelf om { $when } UTC
tournament-starts-by-hand = begint met `tournament start { $id }`

## De aankondiging en de stand

tournament-created = **{ $id }**: { $creator } opent een toernooi: { $terms }. Doe mee met `tournament join { $id }`, stap uit met `tournament leave { $id }`.
tournament-players = { $count ->
        [0] Nog niemand doet mee.
        [one] 1 speler: { $names }
       *[other] { $count } spelers: { $names }
    }
tournament-withdrawn = { $name } (uitgestapt)
tournament-state-signup = **{ $id }** ({ $terms }) staat open: doe mee met `tournament join { $id }`.
tournament-state-running = **{ $id }** ({ $terms }): ronde { $round } van { $rounds }.
tournament-state-finished = **{ $id }** ({ $terms }) is afgelopen.
tournament-state-cancelled = **{ $id }** ({ $terms }) is afgelast.
tournament-list-title = **Toernooien hier**
tournament-none = Hier staat geen toernooi open. Een moderator maakt er een met `tournament create swiss` (of `roundrobin`, `knockout`).

## Ronden

tournament-round-title = **{ $id }**, ronde { $round } van { $rounds }:
tournament-board = Bord { $board }: @{ $white } ({ $white_side ->
        [first] { -first }
       *[white] Wit
    }) tegen @{ $black } ({ $black_side ->
        [second] { -second }
       *[black] Zwart
    }), partij **{ $game }**{ $link }
tournament-board-played = Bord { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] Wit
    }) tegen { $black } ({ $black_side ->
        [second] { -second }
       *[black] Zwart
    }), partij **{ $game }**: { $result }
tournament-board-forfeit = Bord { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] Wit
    }) tegen { $black } ({ $black_side ->
        [second] { -second }
       *[black] Zwart
    }): { $result }
tournament-result = { $outcome ->
        [white] Wit heeft gewonnen
        [black] Zwart heeft gewonnen
        [first] de { -first } heeft gewonnen
        [second] de { -second } heeft gewonnen
        [draw] remise
        [white-forfeit] Wit wint reglementair
        [black-forfeit] Zwart wint reglementair
        [first-forfeit] de { -first } wint reglementair
        [second-forfeit] de { -second } wint reglementair
       *[double-forfeit] geen partij, beiden zijn uitgestapt
    }
tournament-bye = { $name } is deze ronde vrij (1 punt).
tournament-rest = { $name } speelt deze ronde niet.
tournament-match = Tweekamp: { $top } { $top_wins }–{ $bottom_wins } { $bottom }
tournament-walkover = { $winner } gaat door: { $loser } is uitgestapt.
tournament-advances = { $name } gaat zonder te spelen door.

## Stand

tournament-standings-after = Stand na ronde { $round }:
tournament-standings-during = Stand tijdens ronde { $round } ({ $over } van { $games } partijen afgelopen):
tournament-standings-final = Eindstand:
tournament-standings-none = Er is nog geen ronde gespeeld.
tournament-standing = { $rank }. { $name }: { $points }
tournament-tie-breaks = Bij gelijke stand beslissen { $list }.
tournament-winner = 🏆 **{ $name }** wint **{ $id }**!
tournament-no-winner = **{ $id }** eindigde zonder winnaar: er waren te weinig spelers over.

## Antwoorden

tournament-joined = { $name } doet mee aan **{ $id }**. { $players }
tournament-left = { $name } doet niet meer mee aan **{ $id }**.
tournament-withdrew = { $name } stapt uit **{ $id }**: de partijen die nog komen gaan reglementair verloren.
tournament-kicked = { $who } heeft { $name } uit **{ $id }** gehaald.
tournament-started = **{ $id }** begint met { $count } spelers: { $rounds }. De indeling volgt.
tournament-cancelled = { $who } heeft **{ $id }** afgelast. Lopende partijen gaan door als gewone partijen.
tournament-resigned = { $name } heeft bij het uitstappen partij { $game } opgegeven.

## Weigeringen

error-tournament-not-found = Hier is geen toernooi { $id }: `tournament` toont die van deze ruimte.
error-tournament-which = Hier staan meerdere toernooien open ({ $ids }): noem er een, zoals in `tournament join { $first }`.
error-tournament-none-open = Hier staat geen toernooi open: een moderator maakt er een met `tournament create swiss`.
error-tournament-already-joined = Je doet al mee aan { $id }.
error-tournament-full = { $id } is vol: het neemt { $max } spelers.
error-tournament-not-in-signup = { $id } is begonnen of afgelopen: meedoen kan alleen voor het begin.
error-tournament-not-joined = Je doet niet mee aan { $id }.
error-tournament-player-not-in = { $name } doet niet mee aan { $id }.
error-tournament-ended = { $id } is afgelopen: er verandert niets meer.
error-tournament-started = { $id } is al bezig.
error-tournament-moderators = Alleen een moderator of wie het toernooi maakte mag dat.
error-tournament-create-moderators = Alleen een moderator mag in deze ruimte een toernooi maken (een moderator kan het iedereen toestaan: `settings open-tournaments on`).
error-tournament-too-few = { $format } vraagt minstens { $needed } spelers, en er doen er { $players } mee.
error-tournament-too-many-rounds = { $players } spelers kunnen hoogstens { $most } ronden in het Zwitsers systeem spelen zonder elkaar twee keer te treffen: vraag er { $most } of minder.
error-tournament-no-rounds = Een toernooi in het Zwitsers systeem vraagt minstens een ronde.
error-tournament-too-many = Een toernooi neemt hoogstens { $most } spelers.
error-tournament-max-too-small = { $format } vraagt minstens { $needed } spelers: geef `max { $needed }` of meer.
error-tournament-starts-past = Het begin { $when } UTC is voorbij: geef een later tijdstip.

## Het commando lezen

command-bad-format = `{ $text }` is geen speelwijze voor een toernooi: schrijf `swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3` of `knockout-bo5`.
command-bad-number = `{ $text }` is geen getal voor `{ $option }`: schrijf een geheel getal zoals 5.
command-bad-starts = `{ $text }` is geen begintijd: schrijf `starts 18:30` (UTC), `starts 2h` of `starts 2026-12-24T18:00`.
command-bad-tournament = `{ $text }` is geen toernooinummer: schrijf het als T3.
missing-format = een speelwijze (`swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3`, `knockout-bo5`)
missing-number = een getal na het sleutelwoord
missing-starts = een begintijd na `starts` (18:30 UTC, 2h, 2026-12-24T18:00)
missing-tournament-user = de speler die eruit moet

## Weerstandspunten en hulp

tie-break = { $name ->
        [buchholz] Buchholz (zonder de laagste)
        [sonneborn-berger] Sonneborn-Berger
        [direct] onderling resultaat
        [wins] gewonnen partijen
       *[rating] rating bij het begin
    }
cmd-tournament = toernooien in deze ruimte: `tournament create <format> [variant] [rounds N] [time <control>] [starts <when>] [max N] [rated|unrated]` (moderators), dan `join`, `start`, `standings`; alleen: hun stand
console-tournament = nieuws van een toernooi
discord-tournament = Toernooien op deze server: maken, meedoen, uitstappen, beginnen, stand
opt-tournament = Wat te doen: `create swiss`, `join`, `leave`, `start`, `standings`, `kick <user>`, `T3`

## De pagina van het toernooi en het schema

tournament-page = De pagina van het toernooi: { $url }
tournament-bracket-round = { $left ->
        [1] Finale
        [2] Halve finales
        [3] Kwartfinales
       *[other] Ronde { $round }
    }
tournament-bracket-bye = vrij
tournament-bracket-walkover = reglementair
tournament-button-join = Inschrijven
tournament-button-leave = Uitschrijven
opt-tournament-what = Wat te doen (zonder keuze de stand van het toernooi)
opt-tournament-id = Het toernooi, als T3 (zonder keuze het enige dat hier open is)
opt-tournament-format = De opzet van een nieuw toernooi
opt-tournament-rounds = Zwitserse ronden (zonder keuze naar het aantal spelers)
opt-tournament-starts = Wanneer het vanzelf begint: 18:30 (UTC), 2h of 2026-12-24T18:00
opt-tournament-max = Het hoogste aantal spelers
opt-tournament-rated = Of de partijen meetellen voor de speelsterkte (zonder keuze ja)
opt-tournament-user = De speler die eruit moet
choice-state = stand van zaken
choice-create = aanmaken
choice-join = inschrijven
choice-leave = uitschrijven
choice-start = beginnen
choice-standings = stand
choice-cancel = afgelasten
choice-kick = verwijderen
choice-swiss = Zwitsers
choice-roundrobin = halve competitie
choice-double-roundrobin = hele competitie
choice-knockout = afvalsysteem
choice-knockout-bo3 = afvalsysteem, beste van 3
choice-knockout-bo5 = afvalsysteem, beste van 5
tournament-game = Toernooi **{ $id }**, ronde { $round }, bord { $board }.
