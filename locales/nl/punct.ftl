# De woorden van PÜNCT (gipf-i18n/src/punct.rs): de stukken en hun stand, waarom een actie of
# een positiestring wordt geweigerd, hoe een partij eindigde, wie beslist, wat een zet deed, de
# labels van de keuzes en de regels in het kort. De kleurtermen -white en -black komen uit
# rules.ftl: $color, $winner en $side zijn white/black. $shape is een soort stuk: t
# (driehoek), sm, se (recht, de PÜNCT in het midden of aan een uiteinde), am, al, ar (hoekig,
# de PÜNCT in het midden, of aan een uiteinde met een knik naar links of rechts). Punten
# ($point, $from, $to, $punct, $by, $middle, $first, $second) staan zoals op het bord (d10).

## De soorten stukken. punct-shape: de naam van de soort, als label; punct-shape-object: de
# soort als lijdend voorwerp; punct-shape-button: de keuze van een soort met de stukken die de
# speler ervan nog heeft.
punct-shape = { $shape ->
        [t] driehoek
        [sm] recht stuk (PÜNCT in het midden)
        [se] recht stuk (PÜNCT aan een uiteinde)
        [am] hoekig stuk (PÜNCT in het midden)
        [al] hoekig stuk met een knik naar links
       *[ar] hoekig stuk met een knik naar rechts
    }
punct-shape-object = { $shape ->
        [t] een driehoek
        [sm] een recht stuk met de PÜNCT in het midden
        [se] een recht stuk met de PÜNCT aan een uiteinde
        [am] een hoekig stuk met de PÜNCT in het midden
        [al] een hoekig stuk met een knik naar links
       *[ar] een hoekig stuk met een knik naar rechts
    }
punct-shape-button = { $shape ->
        [t] Driehoek
        [sm] Recht stuk (PÜNCT in het midden)
        [se] Recht stuk (PÜNCT aan een uiteinde)
        [am] Hoekig stuk (PÜNCT in het midden)
        [al] Hoekig stuk met een knik naar links
       *[ar] Hoekig stuk met een knik naar rechts
    } (nog { $count })

## Een stand, voor zijn keuze: waar de twee andere punten vanaf de PÜNCT liggen. $dir, $first
# en $second zijn richtingen (PUNCT.md §2): e, ne, nw, w, sw, se. around: beide punten naast de
# PÜNCT; chain: het eerste naast de PÜNCT, het tweede een stap verder.
punct-direction = { $dir ->
        [e] oosten
        [ne] noordoosten
        [nw] noordwesten
        [w] westen
        [sw] zuidwesten
       *[se] zuidoosten
    }
punct-orientation-around = PÜNCT, dan { $first } en { $second }
punct-orientation-chain = PÜNCT, dan { $first }, verder { $second }

## De vragen van de keuzes. $column is de letter van een kolom; $points drie punten (d4, d5,
# e5); $level een laag (0 op het bord).
pick-punct-orientation = Kies de stand van je stuk.
pick-punct-column = Kies de kolom van de PÜNCT.
pick-punct-point = Kies het punt van de PÜNCT in kolom { $column }.
pick-punct-target = Het stuk op { $from }: kies waar zijn PÜNCT heen gaat.
pick-punct-rotation = Kies zijn nieuwe stand.
punct-preview = Je stuk zou { $points } bedekken op laag { $level }: bevestig om het te spelen.

## Fouten van acties: zinnen zonder slotpunt (error-illegal zet die), met een hoofdletter aan
# het begin tenzij ze met notatie beginnen. $text is wat getypt werd; $written en $fix zijn
# stukken in notatie (Ta2,a3,a4); $letter en $right zijn vormletters (S, A, T); $shape en
# $named zijn punct-shape-object (in punct-action-wrong-shape is $shape punct-shape).
punct-action-empty = Geen actie gegeven: plaats een stuk, zoals `Tb2,b3,c3` (de vormletter, het punt van de PÜNCT, de twee andere punten), of verschuif er een, zoals `d10-d5,e5,f5` (of `d10-d5` om zijn stand te houden)
punct-action-syntax = { $text } is geen actie: plaats een stuk, zoals `Tb2,b3,c3` (de vormletter, het punt van de PÜNCT, de twee andere punten), of verschuif er een, zoals `d10-d5,e5,f5` (of `d10-d5` om zijn stand te houden)
punct-action-unknown-point = { $text } is geen punt van het bord: een punt is een kolom a-q en een rij 1-17, zoals `b2`, `i9` of `q16` (`a1`, `a9`, `i1`, `i17`, `q9` en `q17` ontbreken)
punct-action-boardspace = { $text } is een verslag van `Boardspace`, dat hier niet aanvaard wordt: schrijf de punten, zoals `Tb2,b3,c3` of `d10-d5,e5,f5`
punct-action-not-a-shape = `{ $written }` is geen stuk: noem eerst het punt van de PÜNCT, dan de twee punten ernaast die een recht, hoekig of driehoekig stuk vormen
punct-action-shape-letter = `{ $written }` duidt { $shape } aan, met de vormletter { $right }, niet { $letter }: schrijf `{ $fix }`
punct-action-no-distance = `{ $from }-{ $from }` verplaatst het stuk niet: noem een ander punt op een van zijn lijnen, of schrijf zijn drie nieuwe punten om het ter plekke te draaien, zoals `{ $from }-{ $from },…`
punct-action-needs-position = `{ $from }-{ $to }` houdt de stand van het stuk en wordt met de positie gelezen: schrijf de drie punten waar het stuk heen gaat, zoals `{ $from }-{ $to },…`
punct-action-game-over = De partij is voorbij: er worden geen acties meer gespeeld
punct-action-off-board = Met de PÜNCT op { $punct } en zo gedraaid zou het stuk buiten het bord steken: zo kun je { $shape } niet leggen; kies een andere stand
punct-action-shape-used-up = Je hebt geen stukken van deze soort ({ $shape }) meer om te plaatsen: plaats een andere soort, of verschuif een van je stukken
punct-action-occupied = { $point } is niet leeg: een nieuw stuk komt op drie lege punten (alleen stukken die al op het bord liggen, klimmen op andere)
punct-action-under-bridge = { $point } ligt onder een brug: een nieuw stuk schuift nooit onder een brug, plaats het dus op drie lege punten
punct-action-central = Een nieuw stuk mag de centrale zeshoek niet raken, en dit zou { $point } bedekken: plaats het buiten de 19 centrale punten
punct-action-no-piece = Op { $from } ligt geen stuk: verschuif een van je stukken, genoemd naar het punt van zijn PÜNCT
punct-action-not-yours = Het stuk op { $from } is van je tegenstander: verschuif een van je eigen stukken
punct-action-not-punct = { $from } is niet de PÜNCT van het bovenste stuk daar: noem het stuk naar zijn PÜNCT, { $punct }
punct-action-covered = Het stuk op { $from } is bedekt op { $by }: een bedekt stuk kan niet verschuiven of draaien, verschuif dus een ander stuk of plaats er een
punct-action-wrong-shape = De punten duiden { $named } aan, maar het stuk op { $from } is van een andere soort ({ $shape }): een stuk houdt zijn vorm, noem dus drie punten die het kan bedekken
punct-action-not-a-line = `{ $from }-{ $to }` ligt niet op een lijn: de PÜNCT gaat langs een van de drie lijnen door { $from } (zijn kolom, zijn rij of zijn diagonaal)
punct-action-unchanged = Zo blijft het stuk op { $from } zoals het is: verschuif het, of draai het in een andere stand
punct-action-triangle-uneven = Een driehoek landt alleen op drie punten van gelijke hoogte, en { $first }, { $second }, { $third } hebben de hoogtes { $heights }: kies drie punten van gelijke hoogte
punct-action-ends-uneven = De uiteinden { $first } en { $second } liggen niet op gelijke hoogte ({ $heights }): een stuk rust op twee uiteinden van gelijke hoogte
punct-action-middle-higher = { $middle }, onder het midden van het stuk, is hoger dan zijn uiteinden: een brug overspant alleen lagere punten
punct-action-punct-over-empty = De PÜNCT zou boven het lege { $point } hangen: boven het bord moet een PÜNCT op een van je eigen stukken rusten
punct-action-punct-on-opponent = De PÜNCT zou op het stuk van je tegenstander op { $point } landen: een PÜNCT landt alleen op je eigen stukken (de andere punten mogen elk stuk bedekken)
# Een hoogte in een fout: hoeveel stukken er op een punt liggen ($count; 0 leeg); een opsomming
# van twee of drie hoogtes.
punct-height = { $count ->
        [0] 0 (leeg)
       *[other] { $count }
    }
punct-list-two = { $first } en { $second }
punct-list-three = { $first }, { $second } en { $third }

## Positiestrings: bijzinnen (kleine letter, geen punt). $text is wat er geschreven stond,
# tussen aanhalingstekens; $level een laag (0 het bord); $piece een stuk in notatie
# (wTb2,b3,c3); $canonical een positiestring; $written en $expected uitslagen in notatie (w+,
# b+, =); $clock de klok; $connected wie verbonden is: white, black of both.
punct-position-field-count = een PÜNCT-positie heeft 4 velden gescheiden door enkele spaties (variant, bord, beurt, klok); deze heeft { $count ->
        [one] { $count } veld
       *[other] { $count } velden
    }
punct-position-variant = { $text } is geen variant: een PÜNCT-positiestring begint met `punct` of `punct-basic`
punct-position-empty-level = het bord: laag { $level } is leeg: schrijf de lagen vanaf 0 omhoog, gescheiden door een enkele /, elk met zijn stukken
punct-position-malformed-piece = het bord, laag { $level }: { $text } is geen stuk: schrijf w of b, de vormletter S, A of T, dan drie punten, zoals `wTb2,b3,c3`
punct-position-unknown-point = het bord, laag { $level }: { $text } is geen punt van het bord
punct-position-not-a-shape = het bord, laag { $level }: { $text } is geen stuk met zijn PÜNCT op het eerste punt
punct-position-shape-letter = het bord, laag { $level }: de punten van { $text } vormen { $shape }, met de vormletter { $right }, niet { $letter }
punct-position-too-many-pieces = het bord heeft meer { $color ->
        [white] witte
       *[black] zwarte
    } stukken van een soort ({ $shape }) dan de { $count } die een speler heeft
punct-position-minors-out-of-order = het bord, laag { $level }: { $text }: schrijf de twee andere punten in canonieke volgorde (op kolom, dan rij)
punct-position-pieces-out-of-order = het bord, laag { $level }: het stuk op { $second } komt voor het stuk op { $first }: sorteer de stukken van een laag op hun PÜNCT (op kolom, dan rij)
punct-position-not-canonical = niet de canonieke vorm: schrijf `{ $canonical }`
punct-position-shared-slot = het bord: twee stukken van laag { $level } bedekken { $point }
punct-position-unsupported = het bord: `{ $piece }` ligt een laag hoger, maar niets houdt het op { $point } omhoog: zijn uiteinden (alle punten van een driehoek) rusten op stukken een laag lager
punct-position-punct-unsupported = het bord: de PÜNCT van `{ $piece }` ligt boven niets: een PÜNCT boven het bord rust op zijn eigen kleur
punct-position-punct-on-opponent = het bord: de PÜNCT van `{ $piece }` ligt op de andere kleur: een PÜNCT boven het bord rust op zijn eigen kleur
punct-position-turn = { $text } is geen beurt: schrijf `w` of `b` (wie aan zet is), of `w+`, `b+` of `=` als de partij voorbij is
punct-position-clock = { $text } is geen klok: schrijf de acties sinds de laatste plaatsing, 0 tot 100, zonder voorloopnullen
punct-position-clock-in-play = de klok staat op 100, maar de partij gaat door: 100 acties zonder plaatsing beëindigen haar in remise (`=`)
punct-position-empty-board-not-start = op het lege bord is Wit aan zet en staat de klok op 0: schrijf `punct - w 0`
punct-position-no-white-piece = Wit begint, dus een bord met stukken heeft een wit stuk
punct-position-not-whites-first-placement = zonder zwart stuk kan het bord alleen de eerste plaatsing van Wit tonen: een wit stuk buiten het centrum, `b` aan zet, klok 0
punct-position-connected-in-play = de partij gaat door, maar { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft een verbinding: de uitslag is `{ $written }`
punct-position-all-placed-in-play = de partij gaat door, maar { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft alle 18 stukken op het bord: het laatste plaatsen beëindigt de partij
punct-position-no-action-in-play = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen geldige actie en kan dus niet aan zet zijn
punct-position-connection-result = de uitslag `{ $written }` klopt niet: { $connected ->
        [both] beide kleuren zijn verbonden, dus de uitslag is `w+` of `b+` (die van wie zette)
        [white] Wit is verbonden, dus de uitslag is `w+`
       *[black] Zwart is verbonden, dus de uitslag is `b+`
    }
punct-position-both-all-placed = beide spelers hebben 18 stukken op het bord, maar de partij eindigt zodra de eerste zijn laatste plaatst
punct-position-last-piece-clock = het laatste stuk is geplaatst, wat de klok op 0 zet, niet op { $clock }
punct-position-last-piece-result = de uitslag `{ $written }` klopt niet: het laatste stuk is geplaatst en het centrum staat { $white } tegen { $black }, dus de uitslag is `{ $expected }`
punct-position-win-without-cause = de uitslag `{ $written }` klopt niet: niemand is verbonden en niemand heeft zijn laatste stuk geplaatst, dus alleen remise (`=`) kan deze partij beëindigen
punct-position-draw-without-cause = de remise klopt niet: de klok staat op { $clock }, niet op 100, en een speler heeft nog een geldige actie

## Het einde van een partij (PUNCT.md §7). $winner is white/black; $axis is punct-axis (de twee
# verbonden zijden, na „tussen”); $won en $lost zijn de centrumpunten van de winnaar en de
# verliezer, $count die van elke speler bij remise; $limit de grens van de klok (100).
punct-axis = { $axis ->
        [columns] de kolommen a en q
        [rows] de rijen 1 en 17
       *[diagonals] de zijden j2–p8 en b10–h16
    }
punct-reason-connection = een verbinding tussen { $axis }
punct-reason-centre = het centrum, { $won } tegen { $lost }
punct-reason-last-piece = het laatste stuk van het basisspel geplaatst
punct-reason-clock = { $limit } acties zonder plaatsing
punct-reason-no-action = geen van beide spelers kan iets doen
punct-result-connection = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint: een verbinding tussen { $axis }
punct-result-connection-both = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint met de verbinding die hij maakte (tussen { $axis }), al is die van { $winner ->
        [white] { -black }
       *[black] { -white }
    } ook blootgelegd
punct-result-centre = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint het centrum met { $won } tegen { $lost }
punct-draw-centre = Remise: het centrum staat { $count } tegen { $count }
punct-draw-last-piece = Remise: het laatste stuk van het basisspel is geplaatst
punct-draw-clock = Remise: { $limit } acties zonder plaatsing
punct-draw-no-action = Remise: geen van beide spelers kan iets doen
punct-draw = Remise

## Wie beslist, voor de regel van een bord. $color is wie beslist; $clock de acties sinds de
# laatste plaatsing; $limit de grens van de klok (100).
punct-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } plaatst een stuk
punct-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    } plaatst een stuk of verschuift er een
punct-to-act-clock = { $color ->
        [white] { -white }
       *[black] { -black }
    } is aan zet ({ $clock } acties sinds de laatste plaatsing; bij { $limit } is het remise)

## Wat een zet deed, na „Laatste zet:”. $color is wie zette; $points de drie punten van het
# stuk daarna, de PÜNCT eerst (d5 e5 f5); $level zijn laag daarna.
punct-turn-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } plaatste { $shape ->
        [t] een driehoek
        [sm] een recht stuk (PÜNCT in het midden)
        [se] een recht stuk (PÜNCT aan een uiteinde)
        [am] een hoekig stuk (PÜNCT in het midden)
        [al] een hoekig stuk met een knik naar links
       *[ar] een hoekig stuk met een knik naar rechts
    } op { $points }
punct-turn-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } verschoof het stuk op { $from } naar { $points } (laag { $level })
punct-turn-rotate = { $color ->
        [white] { -white }
       *[black] { -black }
    } draaide het stuk op { $from }, dat nu op { $points } ligt (laag { $level })

## `rules punct`: de regels in het kort (rules-link volgt, zoals na rules-yinsh).
rules-punct = **PÜNCT**: elke speler heeft 18 stukken van zijn kleur, elk bedekt drie punten, en een daarvan is de PÜNCT: 6 driehoeken, 6 rechte stukken (de PÜNCT bij 2 in het midden, bij 4 aan een uiteinde) en 6 hoekige (de PÜNCT bij 2 in het midden; aan een uiteinde bij 2 met een knik naar links en bij 2 met een knik naar rechts). Het bord heeft 211 punten; Wit begint.
    In je beurt plaats je een nieuw stuk op drie lege punten, zoals `Tb2,b3,c3` (de vormletter S, A of T, het punt van de PÜNCT, dan de twee andere punten), zonder ooit de centrale zeshoek van 19 punten te raken (bij `punct-basic` blijft alleen het eerste stuk erbuiten); of je verschuift een van je stukken op het bord.
    Een zet voert de PÜNCT langs een van de drie lijnen door zijn punt, zo ver je wilt en over alles heen, en legt het stuk eromheen neer in elke stand, zoals `d10-d5,e5,f5`; `d10-d5` houdt de stand, en `d10-d10,b10,c10` draait het stuk ter plekke.
    Een stuk mag bovenop andere springen: een driehoek op drie punten van gelijke hoogte, een recht of hoekig stuk op twee uiteinden van gelijke hoogte met het midden niet hoger (lager is het een brug); zijn PÜNCT landt alleen op je eigen kleur. Geen nieuw stuk schuift onder een brug, en een stuk dat op maar een punt bedekt is, kan niet verschuiven of draaien.
    Van boven gezien wint meteen een keten van je kleur die twee tegenoverliggende zijden verbindt (de kolommen a en q, de rijen 1 en 17, of `j2`–`p8` en `b10`–`h16`). Plaatst een speler zijn laatste stuk, dan wint wie van boven meer van de 19 centrale punten ziet, en gelijke aantallen zijn remise (bij `punct-basic` is het dan altijd remise). Ook 100 acties op rij zonder plaatsing zijn remise.
