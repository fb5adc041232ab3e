# DVONN's words (gipf-i18n/src/dvonn.rs): why an action or a position string is refused, how a
# game ended, and the rules in short. The colour terms -white and -black are rules.ftl's.
# Action errors are sentences without their full stop: a capital letter at the start unless
# they start with notation. Position errors are clauses (lower case, no full stop).
# $owner and $color are white/black; $space, $from, $to are spaces (e3); $text is what was typed.
# Dutch: stack = stapel, piece = stuk, space = veld, placement = plaatsing / plaatsen.

dvonn-action-empty = Geen actie opgegeven: noem een leeg veld om een stuk op te plaatsen, zoals e3, of verplaats een stapel, zoals a1-b1
dvonn-action-syntax = { $text } is geen actie: noem een veld om een stuk op te plaatsen, zoals e3, of verplaats een stapel, zoals a1-b1
dvonn-action-not-a-space = { $text } is geen veld van het bord (rij 1 is a1-i1, rij 2 a2-j2, rij 3 a3-k3, rij 4 b4-k4, rij 5 c5-k5)
dvonn-action-pass = In DVONN bestaat geen `pass`: wie niet kan zetten, wordt automatisch overgeslagen
dvonn-action-game-over = De partij is afgelopen: er wordt niets meer gespeeld
dvonn-action-move-in-placement = { $from }-{ $to } is een zet, maar nu worden er nog stukken geplaatst: noem een leeg veld om je stuk op te plaatsen
dvonn-action-placement-in-movement = { $space } is een plaatsing, maar het plaatsen is voorbij: verplaats een van je stapels, zoals a1-b1
dvonn-action-occupied = { $space } is bezet: plaats je stuk op een leeg veld
dvonn-action-no-stack = Op { $space } staat geen stapel om te verplaatsen
dvonn-action-lone-dvonn = Op { $space } staat een los DVONN-stuk, en dat mag niet verplaatst worden: verplaats een stapel die van jou is
dvonn-action-not-your-stack = { $space } is niet jouw stapel: hij is van { $owner ->
        [white] { -white }
       *[black] { -black }
    }
dvonn-action-surrounded = { $space } kan niet bewegen: de stapel is aan alle zes kanten ingesloten
dvonn-action-same-space = { $space }-{ $space }: een stapel gaat naar een ander veld
dvonn-action-not-in-line = { $from }-{ $to }: { $to } ligt op geen van de zes lijnen vanaf { $from }
dvonn-action-wrong-distance = { $from }-{ $to }: { $height ->
        [1] een los stuk gaat precies 1 veld ver
       *[other] een stapel van { $height } hoog gaat precies { $height } velden ver
    }, maar { $to } ligt { $distance ->
        [one] { $distance } veld
       *[other] { $distance } velden
    } verderop
dvonn-action-vacant-target = { $from }-{ $to }: { $to } is leeg, en een zet moet op een stapel eindigen

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted.
dvonn-position-field-count = een DVONN-stelling heeft 4 velden, gescheiden door één spatie (`dvonn` bord beurt fase); deze heeft er { $count }
dvonn-position-spacing = scheid de 4 velden (`dvonn` bord beurt fase) telkens door één spatie, zonder spaties ervoor of erna
dvonn-position-variant = { $text } is geen `dvonn`: een DVONN-stelling begint met het woord `dvonn`
dvonn-position-row-count = het bord: schrijf 5 rijen, gescheiden door /, rij 1 eerst; dit bord heeft { $count ->
        [one] { $count } rij
       *[other] { $count } rijen
    }
dvonn-position-row-length = het bord: rij { $row } heeft { $expected } velden, maar er { $found ->
        [one] staat { $found } teken
       *[other] staan { $found } tekens
    }
dvonn-position-unknown-char = het bord, rij { $row }: { $text } is geen teken (schrijf `.` `d` `w` `b` `w<h>` `b<h>` `W<h>` `B<h>`)
dvonn-position-height = het bord, rij { $row }, { $token }: { $why }
dvonn-position-height-one = een los stuk schrijf je `w` of `b`, zonder hoogte
dvonn-position-height-leading-zero = hoogtes schrijf je als 2 tot 49, zonder voorloopnul
dvonn-position-height-too-high = geen stapel is hoger dan 49
dvonn-position-height-missing = `W` en `B` (een stapel met een DVONN-stuk) hebben een hoogte van minstens 2 nodig, zoals `W3`
dvonn-position-height-on-dvonn = `d` is een los DVONN-stuk en heeft geen hoogte
dvonn-position-turn = de beurt { $text }: schrijf `w` of `b`, of `-` als de partij afgelopen is
dvonn-position-phase = de fase { $text }: schrijf `p` (plaatsen), `m` (zetten), of als de partij afgelopen is de uitslag `w+`, `b+` of `=`
dvonn-position-turn-and-phase = de beurt `{ $turn }` met de fase `{ $phase }`: bij `p` of `m` hoort `w` of `b`, bij een uitslag (`w+`, `b+`, `=`) hoort `-`
dvonn-position-stack-in-placement = op { $space } staat een stapel, maar tijdens het plaatsen staat er op elk veld hooguit één stuk
dvonn-position-full-in-placement = alle 49 velden zijn bezet, dus het plaatsen is voorbij: schrijf de fase `m`, met Wit aan zet (`w`)
dvonn-position-placement-counts = na { $placed ->
        [one] { $placed } plaatsing
       *[other] { $placed } plaatsingen
    } horen deze stukken op het bord: DVONN { $dvonn }, wit { $white }, zwart { $black } (eerst de DVONN-stukken, dan om beurten Zwart en Wit), niet { $found_dvonn }, { $found_white } en { $found_black }
dvonn-position-wrong-placer = na { $placed ->
        [one] { $placed } plaatsing
       *[other] { $placed } plaatsingen
    } moet { $color ->
        [white] { -white }
       *[black] { -black }
    } plaatsen: schrijf { $color ->
        [white] `w`
       *[black] `b`
    }
dvonn-position-too-many-pieces = op het bord staan { $count } stukken (hoogtes opgeteld), maar het spel heeft er maar 49
dvonn-position-no-dvonn = geen enkel veld bevat een DVONN-stuk (`d`, `W<h>` of `B<h>`), maar alle 3 blijven tot het einde op het bord
dvonn-position-too-many-dvonn = { $count } velden zijn gemarkeerd als veld met een DVONN-stuk, maar er zijn er maar 3
dvonn-position-too-few-dvonn = de velden die als veld met DVONN-stukken gemarkeerd zijn, bevatten er hooguit { $count } (`d` één, `W<h>` en `B<h>` tot h-1), maar alle 3 blijven op het bord
dvonn-position-unlinked = de stapel op { $space } is met geen enkel DVONN-stuk verbonden, dus die zou al weggenomen zijn
dvonn-position-no-move-left = geen van beide spelers kan nog zetten, dus de partij is afgelopen: schrijf `-` en de uitslag `{ $result }`
dvonn-position-cannot-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } kan niet zetten, dus de beurt gaat automatisch naar de tegenstander: schrijf { $color ->
        [white] `b`
       *[black] `w`
    }
dvonn-position-full-board-black-to-move = alle 49 velden zijn bezet, dus Wit begint met zetten: schrijf `w`
dvonn-position-not-over = de partij staat als afgelopen, maar { $color ->
        [white] { -white }
       *[black] { -black }
    } kan nog zetten
dvonn-position-wrong-result = de stand is { -white } { $white }, { -black } { $black }, dus de uitslag is `{ $actual }`, niet `{ $named }`

## The end of a game: the scores, the higher first. $winner is white/black.
dvonn-result = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint met { $high } tegen { $low }
dvonn-draw = Gelijkspel: { $high } tegen { $low }

## `rules dvonn`: the rules in short (rules-link follows).
rules-dvonn = **DVONN**: 23 witte, 23 zwarte en 3 rode DVONN-stukken. Eerst plaatsen de spelers om beurten één stuk op een willekeurig leeg veld van de 49, de DVONN-stukken eerst (Wit plaatst er twee, Zwart één), tot het bord vol is; een plaatsing typ je als `e3`. Daarna verplaats je om beurten een stapel die van jou is (jouw stuk ligt bovenop) in zijn geheel, in een rechte lijn, precies zoveel velden als hij hoog is, naar een andere stapel en nooit naar een leeg veld: een los stuk gaat 1 veld, en een stapel die aan alle zes kanten is ingesloten, kan niet bewegen; een zet typ je als `e3-e5`. Na elke zet gaan de stapels die niet meer met een DVONN-stuk verbonden zijn, rechtstreeks of via andere stapels, uit het spel. Wie niet kan zetten, past automatisch; de partij eindigt als niemand meer kan zetten. Je punten zijn de totale hoogte van de stapels die van jou zijn: wie de meeste punten heeft, wint, bij gelijke stand is het gelijkspel.
