# TZAAR's words (gipf-i18n/src/tzaar.rs): the piece types, why an action or a position
# string is refused, how a game ended, and the rules in short. The colour terms -white and
# -black are rules.ftl's.

# The three piece types (TZAAR.md §3), as the box names them.
tzaar-type-tzaar = Tzaar
tzaar-type-tzarra = Tzarra
tzaar-type-tott = Tott

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $owner is white/black; $space, $from, $to are
# spaces (e4); $text is what was typed; $action is an action as written (Ta1); $kind is a type's
# name (tzaar-type-*); $mine and $theirs are heights.
# Dutch: stack = stapel, piece = stuk, space = veld, capture = slaan / slag, stacking =
# versterken (op een eigen stapel zetten), placement = plaatsen / plaatsing, turn = beurt,
# centre = midden, type = soort.
tzaar-action-empty = Geen actie opgegeven: sla een stapel van de tegenstander, zoals `d5xd4`, versterk een eigen stapel, zoals `b3-e6`, typ `pass`, of plaats een stuk, zoals `Ta1`
tzaar-action-syntax = { $text } is geen actie: sla een stapel van de tegenstander, zoals `d5xd4`, versterk een eigen stapel, zoals `b3-e6`, typ `pass` (alleen als tweede actie), of plaats een stuk, zoals `Ta1`
tzaar-action-not-a-space = { $text } is geen veld van het bord: de kolommen a tot i hebben de velden a1-a5, b1-b6, c1-c7, d1-d8, e1-e9 (zonder e5), f1-f8, g1-g7, h1-h6 en i1-i5
tzaar-action-centre = e5 is het midden, en dat is geen veld: er staat nooit een stuk en er loopt geen lijn doorheen
tzaar-action-game-over = De partij is afgelopen: er wordt niets meer gespeeld
tzaar-action-not-a-placement = `{ $action }` is geen plaatsing, maar de stukken worden nog geplaatst: plaats een van je stukken op een leeg veld, zoals `Ta1`
tzaar-action-placement-outside-phase = `{ $action }` is een plaatsing, maar alleen aan het begin van `tzaar-tournament` worden stukken geplaatst: sla in plaats daarvan, zoals `d5xd4`
tzaar-action-none-left = Je hebt geen { $kind } meer om te plaatsen: plaats een stuk van een andere soort
tzaar-action-occupied = { $space } is bezet: plaats je stuk op een leeg veld
tzaar-action-pass-first = `pass` mag alleen als tweede actie van een beurt: sla eerst, zoals `d5xd4`
tzaar-action-stacking-first = `{ $from }-{ $to }` versterkt een eigen stapel, maar de eerste actie van een beurt is altijd slaan: sla eerst een stapel van de tegenstander
tzaar-action-no-stack = Op { $space } staat geen stapel om te verplaatsen: verplaats een van je eigen stapels
tzaar-action-not-your-stack = { $space } is niet jouw stapel: hij is van { $owner ->
        [white] { -white }
       *[black] { -black }
    }; verplaats een eigen stapel
tzaar-action-empty-target = { $to } is leeg: de stapel op { $from } gaat over lege velden naar de eerste stapel op zijn weg, nooit naar een leeg veld
tzaar-action-unreachable = { $from } kan { $to } niet bereiken: een stapel gaat langs een van de zes lijnen, alleen over lege velden, naar de eerste stapel op zijn weg, en nooit over het midden e5
tzaar-action-capture-written-as-stacking = Op { $to } staat een stapel van de tegenstander: slaan schrijf je als `{ $from }x{ $to }`
tzaar-action-stacking-written-as-capture = { $to } is je eigen stapel: versterken schrijf je als `{ $from }-{ $to }`
tzaar-action-capture-of-own-stack = { $to } is je eigen stapel: met de eerste actie van een beurt sla je een stapel van de tegenstander, versterken mag pas als tweede actie
tzaar-action-too-high = `{ $from }x{ $to }`: { $mine ->
        [1] je losse stuk
       *[other] je stapel van { $mine } hoog
    } kan geen stapel van { $theirs } hoog slaan: sla een stapel die niet hoger is dan de jouwe

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black.
tzaar-position-field-count = een TZAAR-stelling heeft 4 velden, gescheiden door spaties (`tzaar` bord beurt fase); deze heeft er { $count }
tzaar-position-variant = { $text } is geen variant: een TZAAR-stelling begint met `tzaar` of `tzaar-tournament`
tzaar-position-column-count = het bord: schrijf de 9 kolommen a tot i, gescheiden door /; dit bord heeft er { $count }
tzaar-position-column-length = het bord: kolom { $column } heeft { $expected } velden, maar er { $found ->
        [one] is { $found } teken
       *[other] zijn { $found } tekens
    } geschreven
tzaar-position-unknown-char = het bord, kolom { $column }: { $text } is geen teken (schrijf `-` voor een leeg veld, `A` `R` `T` voor de stapels van Wit en `a` `r` `t` voor die van Zwart, met de hoogte erachter als die 2 of meer is, zoals `T3`)
tzaar-position-height = het bord, kolom { $column }, { $token }: { $why }
tzaar-position-height-one = een los stuk schrijf je zonder hoogte (`T`, niet `T1`)
tzaar-position-height-leading-zero = hoogtes schrijf je van 2 tot 30, zonder voorloopnul
tzaar-position-height-too-high = geen stapel is hoger dan 30 (een speler heeft 30 stukken)
tzaar-position-turn = de beurt { $text }: schrijf `w` of `b`
tzaar-position-phase = de fase { $text }: schrijf `p` (plaatsen), `o` (openingsslag), `c` (verplichte slag), `s` (tweede actie), of `w+` of `b+` als de partij afgelopen is
tzaar-position-too-many-of-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $found ->
        [one] { $found } stapel
       *[other] { $found } stapels
    } met een { $kind } bovenop, maar heeft er maar { $max }
tzaar-position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $found } stukken op het bord (hoogtes opgeteld), maar heeft er in totaal maar 30
tzaar-position-placement-not-tournament = de fase `p` (plaatsen) bestaat alleen in `tzaar-tournament`: een partij `tzaar` begint op een vol bord met de fase `o`
tzaar-position-stack-in-placement = op { $space } staat een stapel, maar tijdens het plaatsen staat op elk veld hoogstens één stuk
tzaar-position-full-in-placement = alle 60 velden zijn bezet, dus het plaatsen is voorbij: schrijf de fase `o`, met Wit (`w`) aan de beurt om te slaan
tzaar-position-placement-counts = op het bord staan { $white } witte en { $black } zwarte { $black ->
        [one] stuk
       *[other] stukken
    }, maar de spelers plaatsen om beurten en Wit begint: { $color ->
        [white] als Wit plaatst, moeten er evenveel witte als zwarte stukken zijn
       *[black] als Zwart plaatst, moet er één wit stuk meer zijn dan zwarte
    }
tzaar-position-opening-black = de openingsslag (fase `o`) is voor Wit: schrijf `w`
tzaar-position-opening-board = de openingsslag (fase `o`) gebeurt op een vol bord met losse stukken: van elke kleur 6 Tzaars, 9 Tzarra's en 15 Totts
tzaar-position-full-board = alle 60 velden zijn bezet, en dat kan alleen vóór de openingsslag: schrijf de fase `o` (of `p` in `tzaar-tournament`)
tzaar-position-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen { $kind } meer bovenop, dus de partij is afgelopen: schrijf de uitslag { $color ->
        [white] `b+`
       *[black] `w+`
    }
tzaar-position-no-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } kan niet slaan, dus de partij is afgelopen: schrijf { $color ->
        [white] `w b+`
       *[black] `b w+`
    }
tzaar-position-winner-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } staat als winnaar genoteerd, maar heeft geen { $kind } bovenop
tzaar-position-not-over = { $color ->
        [white] { -white }
       *[black] { -black }
    } staat als verliezer genoteerd, maar heeft nog alle drie de soorten, en wie niet kan slaan verliest alleen als zijn beurt zo begint

## The end of a game. $winner and $loser are white/black; $kind is a type's name. TZAAR has
# no draw.
tzaar-reason-missing-type = geen { $kind } meer bovenop
tzaar-reason-no-capture = slaan is niet meer mogelijk
tzaar-result-missing-type = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint: { $loser ->
        [white] { -white }
       *[black] { -black }
    } heeft geen { $kind } meer bovenop
tzaar-result-no-capture = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint: { $loser ->
        [white] { -white }
       *[black] { -black }
    } kan niet slaan

## Whose decision it is, for a board's line. $color is white/black.
tzaar-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } plaatst een stuk
tzaar-to-open = { $color ->
        [white] { -white }
       *[black] { -black }
    } doet de openingsslag
tzaar-to-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet slaan (eerste actie van de beurt)
tzaar-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    }: tweede actie: slaan, versterken of `pass`

## `rules tzaar`: the rules in short (rules-link follows, as after rules-dvonn).
rules-tzaar = **TZAAR**: elke speler heeft 30 stukken van zijn kleur: 6 Tzaars, 9 Tzarra's en 15 Totts. Stukken van één kleur vormen stapels; de soort van een stapel is die van het bovenste stuk, en je moet altijd alle drie de soorten op het bord hebben.
    Een stapel gaat in een rechte lijn over lege velden naar de eerste stapel op zijn weg: nooit naar een leeg veld, nooit over een stuk heen, nooit over het midden e5.
    Elke beurt heeft twee acties. Eerst slaan: je stapel slaat een stapel van de tegenstander die niet hoger is, zoals `c3xd4`. Daarna nog een keer slaan, of versterken: een stapel op een eigen stapel zetten (de hoogtes tellen op), zoals `e2-e3`, of `pass` (alleen als tweede actie). De eerste beurt van Wit is één enkele slag.
    Je wint als je tegenstander een van de drie soorten niet meer op het bord heeft, of aan het begin van zijn beurt niet kan slaan. Gelijkspel bestaat niet.
    Varianten: `tzaar` begint op een willekeurig gevuld bord, `tzaar-fixed` met de vaste beginopstelling uit de spelregels, `tzaar-tournament` op een leeg bord waarop de spelers eerst om beurten hun stukken plaatsen, zoals `Ta1` (een Tott op a1).
