# De woorden van ZÈRTZ (gipf-i18n/src/zertz.rs): de knikkers, waarom een actie of een
# positiestring geweigerd wordt, hoe een partij eindigde, wie moet beslissen, wat een beurt
# deed, de labels van de keuzes en de regels in het kort. De spelers hebben geen kleur:
# $player, $winner, $skipped en $side zijn first/second (de eerste/tweede speler). $marble,
# $actual en $written zijn white/grey/black (witte, grijze, zwarte knikker).

## Knikkers.
zertz-marble = { $marble ->
        [white] witte knikker
        [grey] grijze knikker
       *[black] zwarte knikker
    }
zertz-marbles = { $count } { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } { $count ->
        [one] knikker
       *[other] knikkers
    }
zertz-list-two = { $first } en { $second }
zertz-list-three = { $first }, { $second } en { $third }
zertz-no-marble = geen knikker

## De labels van de keuzes.
marble-button = { $marble ->
        [white] Witte knikker
        [grey] Grijze knikker
       *[black] Zwarte knikker
    } ({ $source ->
        [pool] { $count } in de voorraad
       *[captures] { $count } van jou
    })
pick-zertz-ring = Kies de ring voor je { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker.
pick-zertz-remove = Kies de vrije ring die weg moet.
pick-zertz-chain = De knikker op { $at }: kies zijn slagreeks.

## Foutmeldingen bij acties.
zertz-action-empty = Geen actie opgegeven: zet een knikker en neem een vrije ring weg, zoals `Wd4,d1`, of sla, zoals `xd1Gd3Wd5`
zertz-action-syntax = { $text } is geen actie: zet een knikker en neem een vrije ring weg, zoals `Wd4,d1`, of sla, zoals `xd1Gd3Wd5`
zertz-action-not-a-place = { $text } is geen plaats van het bord `{ $variant }`, met de kolommen { $columns }
zertz-action-game-over = De partij is afgelopen: er wordt niets meer gespeeld
zertz-action-wrong-variant = Die actie noemt plaatsen van het bord `{ $action }`, maar deze partij wordt op `{ $game }` gespeeld: noem plaatsen van dit bord
zertz-action-not-on-board = { $at } is geen plaats van dit bord: noem een van zijn ringen
zertz-action-no-ring = { $at } heeft geen ring meer: zet de knikker op een lege ring
zertz-action-occupied = Op { $at } ligt al een { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker: zet de jouwe op een lege ring
zertz-action-not-in-pool = De voorraad heeft geen { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker meer: zet een kleur die er nog in zit (er zitten { $pool } in)
zertz-action-not-in-captures = De voorraad is leeg en je hebt geen { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker geslagen: zet een van je geslagen knikkers (je hebt { $captures })
zertz-action-capture-compulsory = Slaan is verplicht: sla, zoals `{ $example }`
zertz-action-free-ring-must-go = Na het zetten van de knikker moet een vrije ring weg: noem die na een komma, zoals `{ $example }`
zertz-action-not-a-free-ring = { $ring } is geen vrije ring: neem een lege ring weg met twee naburige plaatsen naast elkaar zonder ring, zodat hij eruit schuift
zertz-action-remove-filled = { $ring } is de ring die je net hebt gevuld: neem een andere, vrije ring weg
zertz-action-no-free-ring = Geen enkele ring is vrij, dus er gaat er geen weg: schrijf de zet zonder `,{ $ring }`
zertz-action-no-marble-at = Op { $at } ligt geen knikker om mee te springen: slaan begint met een knikker naast een andere, met een lege ring erachter
zertz-action-not-a-jump = Van { $from } naar { $to } is geen sprong: een knikker springt over een naburige knikker naar de ring vlak erachter
zertz-action-nothing-to-jump = Van { $from } naar { $to } springt over geen knikker: op { $over } ligt er geen
zertz-action-landing-taken = { $to } is geen lege ring: een sprong vanaf { $from } moet op een lege ring eindigen
zertz-action-wrong-colour = Op { $over } ligt een { $actual ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker, geen { $written ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    }: schrijf `{ $letter }` voor de landingsplaats, of helemaal geen kleur
zertz-action-chain-stops = De knikker op { $at } kan nog springen, over { $over } naar { $to }: slaan gaat door zolang het kan, dus ga verder naar { $to }
zertz-action-no-capture = Er valt niets te slaan: zet een knikker en neem een vrije ring weg, zoals `Wd4,d1`
zertz-action-wrong-claims = `{ $action }` wint `{ $claims }`: het achtervoegsel `x` moet precies die knikkers noemen, of wegblijven
zertz-action-wrong-claims-none = `{ $action }` wint niets: schrijf het zonder achtervoegsel `x`
zertz-action-not-legal = `{ $action }` is hier niet toegestaan

## Het einde van een partij.
zertz-reason-set-each = { $count } knikkers van elke kleur
zertz-reason-no-ring = geen ring meer over
zertz-reason-no-one-can-act = geen van beide spelers kan iets doen
zertz-result-set-each = De { $winner ->
        [first] { -first }
       *[second] { -second }
    } wint met { $count } knikkers van elke kleur
zertz-result-set-one = De { $winner ->
        [first] { -first }
       *[second] { -second }
    } wint met { $marbles }
zertz-result-no-ring = De { $winner ->
        [first] { -first }
       *[second] { -second }
    } wint: er is geen ring meer over
zertz-draw = Gelijkspel: geen van beide spelers kan iets doen

## Wie moet beslissen.
zertz-to-place = De { $player ->
        [first] { -first }
       *[second] { -second }
    } zet een knikker en neemt een vrije ring weg
zertz-to-place-no-free = De { $player ->
        [first] { -first }
       *[second] { -second }
    } zet een knikker (er is geen vrije ring om weg te nemen)
zertz-to-place-own = De { $player ->
        [first] { -first }
       *[second] { -second }
    } zet een van zijn geslagen knikkers (de voorraad is leeg) en neemt een vrije ring weg
zertz-to-place-own-no-free = De { $player ->
        [first] { -first }
       *[second] { -second }
    } zet een van zijn geslagen knikkers (de voorraad is leeg; er is geen vrije ring om weg te nemen)
zertz-to-capture = De { $player ->
        [first] { -first }
       *[second] { -second }
    } moet slaan

## Wat een beurt deed, na "Laatste beurt:" (kleine letter).
zertz-turn-place = de { $player ->
        [first] { -first }
       *[second] { -second }
    } zette een { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker op { $at }
zertz-turn-place-remove = de { $player ->
        [first] { -first }
       *[second] { -second }
    } zette een { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker op { $at } en nam { $ring } weg
zertz-turn-place-claim = de { $player ->
        [first] { -first }
       *[second] { -second }
    } zette een { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker op { $at } en veroverde { $rings } ({ $marbles })
zertz-turn-place-remove-claim = de { $player ->
        [first] { -first }
       *[second] { -second }
    } zette een { $marble ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker op { $at }, nam { $ring } weg en veroverde { $rings } ({ $marbles })
zertz-turn-capture = de { $player ->
        [first] { -first }
       *[second] { -second }
    } sprong van { $from } naar { $to } en sloeg { $marbles } (`{ $action }`)
zertz-turn-skipped = { $turn }; de { $skipped ->
        [first] { -first }
       *[second] { -second }
    } kan niets doen, dus zijn beurt wordt overgeslagen

## Positiestrings: bijzinnen (kleine letter, geen punt).
zertz-field-pool = de voorraad
zertz-field-captures = de geslagen knikkers van de { $side ->
        [first] { -first } (`w`)
       *[second] { -second } (`b`)
    }
zertz-position-field-count = een ZÈRTZ-positie heeft 6 velden, gescheiden door één spatie (variant, bord, beurt, voorraad, geslagen knikkers van `w`, geslagen knikkers van `b`); deze heeft er { $count }
zertz-position-variant = { $text } is geen variant: een ZÈRTZ-positiestring begint met `zertz`, `zertz-blitz`, `zertz48` of `zertz61`
zertz-position-column-count = het bord: schrijf de { $expected } kolommen van het bord `{ $variant }`, gescheiden door /; deze heeft er { $found }
zertz-position-column-length = het bord: kolom { $column } heeft { $expected } plaatsen, maar er { $found ->
        [one] wordt er { $found }
       *[other] worden er { $found }
    } beschreven
zertz-position-unknown-char = het bord, kolom { $column }: { $text } is geen geldig teken (schrijf `w`, `g` en `b` voor ringen met een knikker, een cijfer 1-9 voor lege ringen, `.` voor een plaats zonder ring)
zertz-position-zero = het bord, kolom { $column }: een aantal lege ringen is 1 tot 9, nooit 0
zertz-position-two-digits = het bord, kolom { $column }: twee cijfers achter elkaar; schrijf één cijfer voor een reeks lege ringen
zertz-position-turn = de beurt { $text }: schrijf `w` of `b` (wie aan zet is), `w+` of `b+` (de winnaar) of `=` (gelijkspel)
zertz-position-counts = { $field }: { $text } zijn geen drie getallen gescheiden door / (wit/grijs/zwart, zoals `6/8/10`)
zertz-position-leading-zero = { $field }: { $text } begint met een nul: schrijf aantallen zonder (`6`, niet `06`)
zertz-position-marble-count = bord, voorraad en geslagen knikkers samen hebben { $marbles }, maar het spel heeft er { $expected }
zertz-position-full-group = de groep ringen met { $at } heeft geen lege ring: die zou al veroverd zijn
zertz-position-both-win = beide spelers hebben een winnende combinatie, maar de partij eindigt zodra een van hen er een heeft
zertz-position-in-progress-with-set = de { $side ->
        [first] { -first }
       *[second] { -second }
    } heeft een winnende combinatie, dus de partij is afgelopen: schrijf `{ $result }`
zertz-position-in-progress-no-ring = er is geen ring meer over, dus de partij is afgelopen: schrijf de winnaar (`w+` of `b+`)
zertz-position-cannot-act = de { $side ->
        [first] { -first }
       *[second] { -second }
    } (`{ $letter }`) kan niets doen (niets te slaan, en geen lege ring of geen knikker om te zetten): zijn beurt zou overgeslagen zijn, of de partij geëindigd in gelijkspel
zertz-position-loser-holds-set = `{ $result }` maakt de { $side ->
        [first] { -first } winnaar, maar de { -second }
       *[second] { -second } winnaar, maar de { -first }
    } heeft een winnende combinatie
zertz-position-no-win = `{ $result }` maakt de { $side ->
        [first] { -first }
       *[second] { -second }
    } winnaar, maar hij heeft geen winnende combinatie en er zijn nog ringen
zertz-position-draw-with-set = `=` (gelijkspel), maar de { $side ->
        [first] { -first }
       *[second] { -second }
    } heeft een winnende combinatie: schrijf `{ $result }`
zertz-position-draw-no-ring = `=` (gelijkspel), maar er is geen ring meer over: wie de laatste ringen veroverde, heeft gewonnen
zertz-position-draw-can-act = `=` (gelijkspel), maar de { $side ->
        [first] { -first }
       *[second] { -second }
    } kan nog iets doen: schrijf wie aan zet is, `{ $letter }`

## `rules zertz`: de regels in het kort (rules-link volgt).
rules-zertz = **ZÈRTZ**: het bord bestaat uit 37 ringen (48 bij `zertz48`, 61 bij `zertz61`) en krimpt in de loop van de partij. De knikkers, 6 witte, 8 grijze en 10 zwarte, liggen in een gemeenschappelijke voorraad en zijn van niemand: elke speler mag elk ervan zetten.
    In je beurt zet je een knikker van een willekeurige kleur op een lege ring en neem je daarna een vrije ring weg (een lege ring aan de rand die eruit schuift zonder de andere te verplaatsen), zoals `Wd4,d1`; is geen ring vrij, dan neem je er geen weg. Vormen de overgebleven ringen een groep waarvan alle ringen een knikker dragen, dan is die groep afgesneden: je verovert de knikkers ervan, en de ringen gaan van het bord.
    Slaan is verplicht: een knikker springt over een naburige knikker naar de lege ring vlak erachter en slaat hem; zolang dezelfde knikker verder kan springen, moet hij, zoals `xd1Gd3Wd5`. Uit meerdere slagen kies je er een.
    Je wint met 3 knikkers van elke kleur, of 4 witte, 5 grijze of 6 zwarte (`zertz-blitz`: 5/7/9 knikkers; 2 van elke kleur, of 3 witte, 4 grijze, 5 zwarte), of door de laatste ringen te veroveren. Is de voorraad leeg, dan zet je knikkers uit je eigen geslagen knikkers; een speler die niets kan doen, wordt overgeslagen, en kunnen beiden niets, dan is het gelijkspel.
