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
