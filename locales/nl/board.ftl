# Het paneel van de bordafbeelding en de knoppen onder een bord. Kort houden: het paneel is smal.

panel-reserve = Reserve { $reserve }   Geslagen { $captured }
panel-on-board = { $count } op het bord
panel-on-board-gipf = { $count } op het bord, { $gipf } GIPF
panel-on-board-status = { $count } op bord, { $gipf } GIPF, { $status }
panel-status-first = eerste zet: GIPF
panel-status-gipf = mag GIPF inbrengen
panel-status-singles = alleen enkele stukken
panel-wins = { $name } wint
panel-to-push = { $name } is aan zet
panel-pushes-from-dot = { $color ->
        [white] { -white }
       *[black] { -black }
    } schuift een stuk in vanaf een punt
panel-may-take-gipf-row = mag eerst een GIPF-rij nemen
panel-remove-row = { $name }: neem een rij weg
panel-or-done = of laat ze staan: done
panel-after-push = na de zet
panel-made-by = gevormd door de zet van { $name }
panel-more = +{ $count } meer

# A removal in the last turn on the panel: its counts as labels (the panel is narrow).
panel-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $back ->
        [0] { $captured } geslagen
       *[other] { $back } terug{ $captured ->
            [0] {""}
           *[other] , { $captured } geslagen
        }
    }

button-accept = Aannemen
button-decline = Afwijzen
button-rematch = Revanche
button-done = done (rest laten staan)
button-gipf-push = { $action } (GIPF-stuk)
button-keep = Houden
button-loaded-push = { $action } ({ $kind })

# Potentialen.
panel-status-loaded = geladen
panel-tamsk = { $name }: TAMSK op e5
panel-tamsk-why = kwam op e5: inschuiven, of keep
panel-tamsk-other-turn = kwam op e5 in de beurt van { $name }
panel-before-action = weggenomen voor de zet

# Het tekstbord van de console (onder het getekende bord).
text-side = { $name }  reserve { $reserve }  geslagen { $captured }  GIPF op het bord { $gipf }
text-hand = hand { $hand }
text-legend = wT geladen (T Z D Y P), wz gebruikte potentiaal, b^w met kap (basis ^ bovenste kap, aantal als er meer zijn)
text-wins = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint: { $reason }
text-to-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } is aan zet
text-remove = { $color ->
        [white] { -white }
       *[black] { -black }
    } kiest welke eigen rij weg moet
text-remove-after = { $color ->
        [white] { -white }
       *[black] { -black }
    } kiest welke eigen rij weg moet na de zet van { $other ->
        [white] { -white }
       *[black] { -black }
    }
text-remove-before = { $color ->
        [white] { -white }
       *[black] { -black }
    } kiest welke eigen rij weg moet vóór de eigen actie
text-remove-before-other = { $color ->
        [white] { -white }
       *[black] { -black }
    } kiest welke eigen rij weg moet vóór de actie van { $other ->
        [white] { -white }
       *[black] { -black }
    }
text-tamsk = { $color ->
        [white] { -white }
       *[black] { -black }
    } schuift de TAMSK-potentiaal op e5 in, of houdt hem
text-game-over = Partij voorbij

## The challenges option: who decides at stage c, and the referee at stage r. $pending is the
# pending use in notation.
panel-challenge = { $name } beslist
panel-pending = { $pending }: challenge of allow
panel-pending-referee = { $pending }: gaat het gebruik door?
panel-referee = De proef beslist
panel-attempts = Pogingen over: { -white } { $white }, { -black } { $black }
text-challenge = { $color ->
        [white] { -white }
       *[black] { -black }
    } beslist over { $pending }: challenge of allow
text-referee = De proef beslist of { $pending } doorgaat

## DVONN's board (gipf-render/src/dvonn.rs)
dvonn-panel-score = Punten { $score }
dvonn-panel-to-place = Nog te plaatsen: { $count }
dvonn-panel-wins = { $name } wint met { $high } tegen { $low }
dvonn-panel-draw = Gelijkspel: { $score } tegen { $score }
dvonn-panel-to-place-dvonn = { $name } plaatst een DVONN-stuk
dvonn-panel-to-place-piece = { $name } plaatst een stuk
dvonn-panel-to-move = { $name } verplaatst een stapel
dvonn-panel-placement = Plaatsen: { $placed } van 49 stukken geplaatst
dvonn-panel-movement = Zetten: een stapel gaat zo ver als hij hoog is
dvonn-panel-over = Niemand kan nog zetten: de hoogste stapels winnen

## TZAAR's board (gipf-render/src/tzaar.rs, ascii.rs)
# The cards' label before the pieces still to place per type.
tzaar-board-to-place = Nog te plaatsen
# The text board's legend of its letters.
tzaar-board-legend = A { tzaar-type-tzaar }, R { tzaar-type-tzarra }, T { tzaar-type-tott }: hoofdletters van Wit, kleine letters van Zwart, daarna de hoogte vanaf 2; * is het midden, dat geen veld is

## YINSH's board (gipf-render/src/yinsh.rs, ascii.rs)
# The cards' label before the small rings of the rings a player has removed (his score).
yinsh-board-removed = Verwijderde ringen
# The cards' label before the rings a player still has to place (the placement).
yinsh-board-to-place = Nog te plaatsen ringen
# The markers left in the pool; $count is their number.
yinsh-board-pool = Fiches in de voorraad: { $count }
# The text board's legend of its letters.
yinsh-board-legend = W, B: de ringen van Wit en Zwart; w, b: fiches met de witte of zwarte kant boven; . een vrij punt

## Het bord van ZÈRTZ (gipf-render/src/zertz.rs, ascii.rs). De spelers hebben geen kleur:
# $name is de naam van een speler, of „Eerste speler” / „Tweede speler”.
zertz-board-pool = Voorraad
zertz-board-pool-counts = Voorraad: wit { $white }, grijs { $grey }, zwart { $black }
zertz-board-captured = heeft { $white } witte, { $grey } grijze en { $black } zwarte geslagen
zertz-board-goal = Om te winnen: { $each } van elke kleur, of { $white } witte, { $grey } grijze of { $black } zwarte
zertz-board-to-play = { $name } is aan zet
zertz-board-must-capture = { $name } is aan zet: slaan is verplicht
zertz-board-skipped = { $name } kon niet spelen: beurt overgeslagen
zertz-board-wins-each = { $name } wint met { $count } { $count ->
        [one] knikker
       *[other] knikkers
    } van elke kleur
zertz-board-wins-colour = { $name } wint met { $count } { $colour ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } { $count ->
        [one] knikker
       *[other] knikkers
    }
zertz-board-wins-last-ring = { $name } wint: er is geen ring meer over
zertz-board-draw = Remise: geen van beide spelers kan nog zetten
zertz-board-legend = o een lege ring; W, G, B een witte, grijze, zwarte knikker; leeg vak: ring weggenomen

## PÜNCT
punct-board-to-place = Nog te plaatsen: { $count }
punct-board-centre = Centrum: { $count } van 19
punct-board-clock = Klok: { $count } van { $limit } zetten zonder plaatsing
punct-board-to-play = { $name } is aan zet
punct-board-wins-connection = { $name } wint met een verbinding tussen twee tegenoverliggende zijden
punct-board-wins-centre = { $name } wint de telling van het centrum met { $high } tegen { $low }
punct-board-draw-centre = Remise: in het centrum { $count } tegen { $count }
punct-board-draw-last-piece = Remise: het laatste stuk is zonder verbinding geplaatst
punct-board-draw-clock = Remise: { $limit } zetten zonder plaatsing
punct-board-draw-no-action = Remise: geen van beide spelers kan nog zetten
punct-board-preview = Voorbeeld: { $action }
punct-board-last = Laatste zet: { $action }
punct-board-reserve = { $name }: nog te plaatsen { $pieces }; centrum { $centre }
punct-board-legend = Punten: . leeg, + leeg in het centrum; W of B de PÜNCT-stip van een wit of zwart stuk, w of b een van zijn kleine stippen; een cijfer erachter: het niveau van het stuk boven het bord
