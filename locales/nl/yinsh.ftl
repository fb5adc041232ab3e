# YINSH's words (gipf-i18n/src/yinsh.rs): the pieces, why a point, an action or a position
# string is refused, how a game ended, whose decision it is, and the rules in short. The
# colour terms -white and -black are rules.ftl's.
# Dutch: ring = ring, marker = fiche, point = punt, row = rij, pool = voorraad,
# place = plaatsen, move = verplaatsen / zetten, flip = omdraaien, remove = wegnemen,
# turn = beurt, stage = fase.

# The pieces (YINSH.md §3), for a board's legend.
yinsh-ring = ring
yinsh-marker = fiche

## Point names. $text is what was typed; $point is a point as written.
yinsh-point-not-a-point = { $text } is geen punt van het bord: de kolommen a tot k hebben de punten a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11 en k7-k10
yinsh-point-corner = { $point } is een hoek van de zeshoek, waar geen lijnen kruisen: het is geen punt van het bord

## What the decider does at a stage, as a clause ending an error about a wrong stage.
yinsh-todo-place = plaats een ring op een leeg punt, zoals `e3`
yinsh-todo-move = verplaats een van je ringen, zoals `h7-g7` (`pass` alleen als geen enkele kan bewegen)
yinsh-todo-row = kies welke van je rijen je wegneemt, zoals `xf3-f7`
yinsh-todo-ring = neem een van je ringen weg, zoals `xi9`
yinsh-todo-over = de partij is afgelopen

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $point, $from, $to, $ring, $stop, $first,
# $last, $a, $b are points (e3); $text is what was typed; $todo is a yinsh-todo-* clause;
# $action is a ring move (h7-g7); $color and $owner are white/black.
yinsh-action-empty = Geen actie opgegeven: plaats een ring, zoals `e3`, verplaats een ring, zoals `h7-g7`, typ `pass`, of neem een rij weg, zoals `xf3-f7`, of een ring, zoals `xi9`
yinsh-action-syntax = { $text } is geen actie: plaats een ring, zoals `e3`, verplaats een ring, zoals `h7-g7`, typ `pass`, of neem een rij weg, zoals `xf3-f7`, of een ring, zoals `xi9`
yinsh-action-not-a-row = `x{ $a }-{ $b }` zijn geen 5 aangrenzende punten op één lijn: noem de twee uiteinden van een rij, zoals `xf3-f7`
yinsh-action-game-over = De partij is afgelopen: er wordt niets meer gespeeld
yinsh-action-no-placement-now = Er wordt nu geen ring geplaatst: { $todo }
yinsh-action-no-move-now = Er wordt nu geen ring verplaatst: { $todo }
yinsh-action-no-pass-now = Er valt nu niets te passen: { $todo }
yinsh-action-no-row-now = Er is nu geen rij om weg te nemen (een rij gaat pas weg na de ringzet die hem maakte): { $todo }
yinsh-action-no-ring-removal-now = Er wordt nu geen ring weggenomen (een ring gaat alleen weg vlak na een weggenomen rij): { $todo }
yinsh-action-not-vacant = { $point } is niet leeg: plaats je ring op een leeg punt
yinsh-action-pass-with-moves = Je mag alleen `pass` typen als geen van je ringen kan bewegen: verplaats er een, zoals `{ $action }`
yinsh-action-no-own-ring = Op { $point } staat geen { $color ->
        [white] witte
       *[black] zwarte
    } ring: verplaats een van je ringen
yinsh-action-marker-moved = Op { $point } ligt een fiche, en fiches bewegen nooit: verplaats een van je ringen, die op zijn beginpunt een fiche van jouw kleur achterlaat
yinsh-action-no-distance = `{ $point }-{ $point }` verplaatst de ring niet: een ring gaat minstens één punt ver
yinsh-action-not-a-line = `{ $from }-{ $to }` volgt geen lijn: een ring gaat recht in een van de zes richtingen
yinsh-action-landing-occupied = { $to } is niet leeg: een ring eindigt zijn zet altijd op een leeg punt
yinsh-action-over-ring = `{ $from }-{ $to }` gaat over de ring op { $ring }: een ring springt nooit over een ring, dus stop vóór { $ring }
yinsh-action-past-markers = `{ $from }-{ $to }` gaat door na het springen over fiches: een ring die over fiches springt, stopt op het eerste lege punt erna, hier `{ $from }-{ $stop }`
yinsh-action-not-your-row = `x{ $first }-{ $last }` is geen rij van vijf { $color ->
        [white] witte
       *[black] zwarte
    } fiches: kies een rij van vijf fiches van jouw kleur
yinsh-action-opponent-ring = Op { $point } staat een ring van { $owner ->
        [white] { -white }
       *[black] { -black }
    }: neem een van je eigen ringen weg
yinsh-action-no-ring-to-remove = Op { $point } staat geen { $color ->
        [white] witte
       *[black] zwarte
    } ring: neem een van je ringen weg, zoals `xi9`

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black; $result and $written
# are results as written (`w+`, `b+`, `=`); $stage is a stage's letter.
yinsh-position-field-count = een YINSH-stelling heeft 5 velden, gescheiden door spaties (`yinsh` bord beurt fase weggenomen); deze heeft er { $count }
yinsh-position-variant = { $text } is geen variant: een YINSH-stelling begint met `yinsh` of `yinsh-blitz`
yinsh-position-column-count = het bord: schrijf de 11 kolommen a tot k, gescheiden door /; dit bord heeft er { $count }
yinsh-position-column-length = het bord: kolom { $column } heeft { $expected } punten, maar er { $found ->
        [one] is { $found }
       *[other] zijn { $found }
    } beschreven
yinsh-position-unknown-char = het bord, kolom { $column }: { $text } is geen teken (schrijf `W` en `B` voor ringen, `w` en `b` voor fiches, een getal voor lege punten)
yinsh-position-number = het bord, kolom { $column }, { $token }: { $why }
yinsh-position-number-leading-zero = een aantal lege punten is 1 of meer, zonder voorloopnul
yinsh-position-number-too-long = de kolom heeft maar { $len ->
        [one] { $len } punt
       *[other] { $len } punten
    } (aangrenzende cijfers vormen één getal)
yinsh-position-turn = de beurt { $text }: schrijf `w` of `b`
yinsh-position-stage = de fase { $text }: schrijf `p` (plaatsen), `m` (zetten), `r` of `x` (rij en ring van wie zette), `R` of `X` (rij en ring van de tegenstander), of `w+`, `b+` of `=` als de partij afgelopen is
yinsh-position-removed = de weggenomen ringen { $text }: schrijf hoeveel ringen elke speler heeft weggenomen als wit/zwart, met één cijfer elk, zoals `1/0`
yinsh-position-too-many-markers = op het bord liggen { $count } fiches, maar het spel heeft er maar 51
yinsh-position-removed-above-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $removed ->
        [one] { $removed } ring
       *[other] { $removed } ringen
    } weggenomen, maar de partij eindigt als een speler er { $goal } heeft weggenomen
yinsh-position-placement-markers = op het bord { $count ->
        [one] ligt { $count } fiche
       *[other] liggen { $count } fiches
    }, maar zolang de ringen geplaatst worden, gebruik je geen fiches (fase `p`)
yinsh-position-placement-removed = er staat een ring als weggenomen, maar zolang de ringen geplaatst worden, gaat er geen weg (fase `p`): schrijf `0/0`
yinsh-position-placement-counts = op het bord staan { $white } witte en { $black } zwarte { $black ->
        [one] ring
       *[other] ringen
    }, maar de spelers plaatsen om beurten, Wit eerst, elk vijf ringen: { $color ->
        [white] als Wit plaatst, moeten er evenveel witte als zwarte ringen staan, hoogstens 4 van elk
       *[black] als Zwart plaatst, moet er één witte ring meer staan dan zwarte, hoogstens 5
    }
yinsh-position-ring-count = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $rings ->
        [one] { $rings } ring
       *[other] { $rings } ringen
    } op het bord en { $removed } weggenomen, maar na het plaatsen zijn dat er samen 5
yinsh-position-goal-reached = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $goal ->
        [one] { $goal } ring
       *[other] { $goal } ringen
    } weggenomen, dus de partij is afgelopen: schrijf { $color ->
        [white] `w+`
       *[black] `b+`
    }
yinsh-position-row-at-move = de { $color ->
        [white] witte
       *[black] zwarte
    } fiches `x{ $first }-{ $last }` vormen een rij, die weggenomen wordt vóór de volgende ringzet (fase `m`)
yinsh-position-empty-pool-at-move = alle 51 fiches liggen op het bord, dus de partij is afgelopen (wie meer ringen heeft weggenomen, wint): schrijf de uitslag
yinsh-position-nobody-can-move = geen enkele ring van beide spelers kan bewegen, dus de partij is afgelopen (wie meer ringen heeft weggenomen, wint): schrijf de uitslag
yinsh-position-choose-row-options = fase `r` is de keuze tussen twee of meer rijen in de kleur van wie aan de beurt is, maar { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft er { $found }
yinsh-position-mover-has-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } (die zette) heeft nog de rij `x{ $first }-{ $last }`, die hij wegneemt vóór de rijen van zijn tegenstander (fase `r` of `x`, niet `{ $stage }`)
yinsh-position-opponent-row-options = fase `R` is de keuze van de tegenstander tussen twee of meer rijen in zijn kleur, maar { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft er { $found }
yinsh-position-markers-after-row = een ring wordt weggenomen (fase `x` of `X`) vlak na een rij, dus er liggen hoogstens 46 fiches op het bord; hier zijn het er { $count }
yinsh-position-both-at-goal = beide spelers hebben { $goal ->
        [one] { $goal } ring
       *[other] { $goal } ringen
    } weggenomen, maar de partij eindigt zodra de eerste dat doet
yinsh-position-result-against-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $goal ->
        [one] { $goal } ring
       *[other] { $goal } ringen
    } weggenomen en gewonnen, dus de uitslag is { $color ->
        [white] `w+`
       *[black] `b+`
    }, niet `{ $written }`
yinsh-position-result-against-score = de weggenomen ringen staan { $white } tegen { $black }, dus de uitslag is `{ $result }`, niet `{ $written }`
yinsh-position-row-at-end = de { $color ->
        [white] witte
       *[black] zwarte
    } fiches `x{ $first }-{ $last }` vormen een rij, die weggenomen zou zijn: een partij eindigt alleen met een rij op het bord als een speler het doel bereikt
yinsh-position-not-over = de partij is niet afgelopen: de voorraad heeft nog { $count ->
        [one] { $count } fiche
       *[other] { $count } fiches
    }, een ring kan bewegen en niemand heeft het doel bereikt

## The end of a game (YINSH.md §7). $winner is white/black; $count is the winner's removed
# rings (3, or 1 in `yinsh-blitz`), or each player's in a draw; $won and $lost are the
# winner's and the loser's removed rings.
yinsh-reason-rings-removed = { $count ->
        [1] één ring weggenomen
        [3] drie ringen weggenomen
       *[other] { $count } ringen weggenomen
    }
yinsh-reason-markers-ran-out = de fiches zijn op, { $won } tegen { $lost } in weggenomen ringen
yinsh-reason-no-move = geen ring kan bewegen, { $won } tegen { $lost } in weggenomen ringen
yinsh-result-rings-removed = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint: { $count ->
        [1] één ring weggenomen
        [3] drie ringen weggenomen
       *[other] { $count } ringen weggenomen
    }
yinsh-result-markers-ran-out = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint met { $won } tegen { $lost }: de fiches zijn op
yinsh-result-no-move = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint met { $won } tegen { $lost }: geen ring kan bewegen
yinsh-draw-markers-ran-out = Gelijkspel: de fiches zijn op, { $count ->
        [0] zonder weggenomen ringen
        [one] met { $count } weggenomen ring elk
       *[other] met { $count } weggenomen ringen elk
    }
yinsh-draw-no-move = Gelijkspel: geen ring kan bewegen, { $count ->
        [0] zonder weggenomen ringen
        [one] met { $count } weggenomen ring elk
       *[other] met { $count } weggenomen ringen elk
    }

## Whose decision it is, for a board's line. $color is the decider: white/black (at the
# opponent's removals, the opponent of the player who moved).
yinsh-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } plaatst een ring
yinsh-to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } verplaatst een ring (op zijn beginpunt komt een fiche)
yinsh-to-pass = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet `pass` typen: geen van zijn ringen kan bewegen
yinsh-to-choose-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } kiest welke rij weggaat (naar het nummer op het bord)
yinsh-to-remove-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } neemt een van zijn ringen weg
yinsh-to-choose-opponent-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } kiest welke van de rijen die { $color ->
        [white] { -black }
       *[black] { -white }
    } voor hem maakte weggaat (naar het nummer op het bord)
yinsh-to-remove-opponent-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } neemt een van zijn ringen weg voor de rij die { $color ->
        [white] { -black }
       *[black] { -white }
    } voor hem maakte

## `rules yinsh`: the rules in short (rules-link follows, as after rules-tzaar).
rules-yinsh = **YINSH**: elke speler heeft 5 ringen van zijn kleur; 51 fiches, aan de ene kant wit en aan de andere zwart, liggen in een gemeenschappelijke voorraad. Het bord heeft 85 punten, waar de lijnen kruisen.
    Eerst plaatsen de spelers om beurten hun ringen, Wit eerst, één tegelijk op een willekeurig leeg punt, zoals `e3`, tot alle 10 op het bord staan.
    Daarna leg je om beurten een fiche met jouw kleur boven op het punt van een van je ringen en verplaats je die ring in een rechte lijn naar een leeg punt, zoals `h7-g7`: over lege punten, en over één groep fiches naar het eerste lege punt erna, maar nooit over een ring. Elke fiche waar hij overheen springt, wordt omgedraaid. Kan geen van je ringen bewegen, dan typ je `pass`.
    Vijf fiches van jouw kleur op één lijn vormen een rij: je haalt ze van het bord terug in de voorraad, zoals `xa3-e3`, en neemt dan een van je ringen weg, zoals `xi9`. Bij meerdere rijen kies je de volgorde; een rij die de zet voor je tegenstander maakte, neemt hij na de jouwe weg.
    Wie als eerste 3 ringen wegneemt, wint (1 in `yinsh-blitz`). Is de voorraad leeg als een beurt begint, of kan geen ring bewegen, dan wint wie meer ringen heeft weggenomen; bij gelijke aantallen is het gelijkspel.
