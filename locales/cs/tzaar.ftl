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
# Czech: stack = věž, piece = kámen, space = pole, capture = braní / vzít, stacking = posílení
# (přesun na vlastní věž), placement = umístění / rozmisťování, turn = tah, centre = střed.
# A type is named "kámen typu Tzarra", so that the name needs no declension.
tzaar-action-empty = Chybí akce: vezměte soupeřovu věž, například `d5xd4`, posilte vlastní věž, například `b3-e6`, napište `pass`, nebo umístěte kámen, například `Ta1`
tzaar-action-syntax = { $text } není akce: vezměte soupeřovu věž, například `d5xd4`, posilte vlastní věž, například `b3-e6`, napište `pass` (jen jako druhou akci), nebo umístěte kámen, například `Ta1`
tzaar-action-not-a-space = { $text } není pole desky: sloupce a až i mají pole a1-a5, b1-b6, c1-c7, d1-d8, e1-e9 (bez e5), f1-f8, g1-g7, h1-h6 a i1-i5
tzaar-action-centre = e5 je střed desky, a ten není pole: nestojí na něm žádný kámen a neprochází jím žádná přímka
tzaar-action-game-over = Hra skončila: žádné další akce už nejsou možné
tzaar-action-not-a-placement = `{ $action }` není umístění kamene, ale kameny se ještě rozmisťují: umístěte jeden ze svých kamenů na volné pole, například `Ta1`
tzaar-action-placement-outside-phase = `{ $action }` je umístění kamene, ale kameny se rozmisťují jen na začátku varianty `tzaar-tournament`: místo toho vezměte soupeřovu věž, například `d5xd4`
tzaar-action-none-left = Kámen typu { $kind } už vám k umístění nezbývá: umístěte kámen jiného typu
tzaar-action-occupied = Pole { $space } je obsazené: umístěte kámen na volné pole
tzaar-action-pass-first = `pass` je možné jen jako druhá akce tahu: nejdřív vezměte soupeřovu věž, například `d5xd4`
tzaar-action-stacking-first = `{ $from }-{ $to }` je posílení vlastní věže, ale první akce tahu je vždy braní: nejdřív vezměte soupeřovu věž
tzaar-action-no-stack = Na { $space } nestojí žádná věž, se kterou by šlo táhnout: táhněte některou svou věží
tzaar-action-not-your-stack = { $space } není vaše věž: patří { $owner ->
        [white] { -white(case: "dat") }
       *[black] { -black(case: "dat") }
    }; táhněte některou svou
tzaar-action-empty-target = Pole { $to } je prázdné: věž z { $from } přejde přes prázdná pole na první věž, která jí stojí v cestě, nikdy ne na prázdné pole
tzaar-action-unreachable = Věž z { $from } na { $to } nedosáhne: věž táhne po jedné ze šesti přímek, jen přes prázdná pole, na první věž v cestě a nikdy přes střed e5
tzaar-action-capture-written-as-stacking = Na { $to } stojí soupeřova věž: braní se píše `{ $from }x{ $to }`
tzaar-action-stacking-written-as-capture = { $to } je vaše vlastní věž: posílení se píše `{ $from }-{ $to }`
tzaar-action-capture-of-own-stack = { $to } je vaše vlastní věž: první akcí tahu se bere soupeřova věž a posílit vlastní věž lze až druhou akcí
tzaar-action-too-high = `{ $from }x{ $to }`: { $mine ->
        [1] samotný kámen
       *[other] věž o výšce { $mine }
    } nemůže vzít věž o výšce { $theirs }: vezměte věž, která není vyšší než vaše

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black.
tzaar-position-field-count = pozice TZAAR má 4 pole oddělená mezerami (`tzaar` deska tah fáze); tato má { $count ->
        [one] { $count } pole
        [few] { $count } pole
       *[other] { $count } polí
    }
tzaar-position-variant = { $text } není varianta: pozice TZAAR začíná slovem `tzaar` nebo `tzaar-tournament`
tzaar-position-column-count = deska: napište 9 sloupců a až i oddělených lomítkem /; tato deska má { $count ->
        [one] { $count } sloupec
        [few] { $count } sloupce
       *[other] { $count } sloupců
    }
tzaar-position-column-length = deska: sloupec { $column } má { $expected } polí, ale { $found ->
        [one] je zapsána { $found } značka
        [few] jsou zapsány { $found } značky
       *[other] je zapsáno { $found } značek
    }
tzaar-position-unknown-char = deska, sloupec { $column }: { $text } není značka (pište `-` pro prázdné pole, `A` `R` `T` pro věže Bílého a `a` `r` `t` pro věže Černého, s výškou za písmenem, je-li 2 nebo více, například `T3`)
tzaar-position-height = deska, sloupec { $column }, { $token }: { $why }
tzaar-position-height-one = samotný kámen se píše bez výšky (`T`, ne `T1`)
tzaar-position-height-leading-zero = výška se píše od 2 do 30, bez nuly na začátku
tzaar-position-height-too-high = žádná věž není vyšší než 30 (hráč má 30 kamenů)
tzaar-position-turn = tah { $text }: napište `w` nebo `b`
tzaar-position-phase = fáze { $text }: napište `p` (rozmisťování), `o` (úvodní braní), `c` (povinné braní), `s` (druhá akce), nebo po konci hry `w+` či `b+`
tzaar-position-too-many-of-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } má { $found ->
        [one] { $found } věž
        [few] { $found } věže
       *[other] { $found } věží
    } s kamenem typu { $kind } navrchu, ale takových kamenů má jen { $max }
tzaar-position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } má na desce { $found ->
        [one] { $found } kámen
        [few] { $found } kameny
       *[other] { $found } kamenů
    } (výšky sečtené), ale ve hře jich má jen 30
tzaar-position-placement-not-tournament = fáze `p` (rozmisťování) existuje jen ve variantě `tzaar-tournament`: hra `tzaar` začíná na plné desce fází `o`
tzaar-position-stack-in-placement = na { $space } stojí věž, ale při rozmisťování je na každém poli nejvýš jeden kámen
tzaar-position-full-in-placement = všech 60 polí je obsazeno, takže rozmisťování skončilo: napište fázi `o` a tah Bílého (`w`), který bere
tzaar-position-placement-counts = na desce jsou kameny bílé: { $white }, černé: { $black }, ale hráči umisťují střídavě a začíná Bílý: { $color ->
        [white] když umisťuje Bílý, musí být bílých kamenů stejně jako černých
       *[black] když umisťuje Černý, musí být bílých kamenů o jeden víc než černých
    }
tzaar-position-opening-black = úvodní braní (fáze `o`) patří Bílému: napište `w`
tzaar-position-opening-board = úvodní braní (fáze `o`) se hraje na plné desce samotných kamenů: od každé barvy 6 kamenů Tzaar, 9 kamenů Tzarra a 15 kamenů Tott
tzaar-position-full-board = všech 60 polí je obsazeno, což nastává jen před úvodním braním: napište fázi `o` (nebo `p` ve variantě `tzaar-tournament`)
tzaar-position-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemá navrchu žádný kámen typu { $kind }, takže hra skončila: napište výsledek { $color ->
        [white] `b+`
       *[black] `w+`
    }
tzaar-position-no-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemůže nic vzít, takže hra skončila: napište { $color ->
        [white] `w b+`
       *[black] `b w+`
    }
tzaar-position-winner-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } je zapsán jako vítěz, ale nemá navrchu žádný kámen typu { $kind }
tzaar-position-not-over = { $color ->
        [white] { -white }
       *[black] { -black }
    } je zapsán jako poražený, ale má navrchu všechny tři typy, a kdo nemůže brát, prohrává, jen když tak začíná jeho tah

## The end of a game. $winner and $loser are white/black; $kind is a type's name. TZAAR has
# no draw.
tzaar-reason-missing-type = navrchu nezůstal žádný kámen typu { $kind }
tzaar-reason-no-capture = žádné braní není možné
tzaar-result-missing-type = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává: { $loser ->
        [white] { -white }
       *[black] { -black }
    } už nemá navrchu žádný kámen typu { $kind }
tzaar-result-no-capture = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává: { $loser ->
        [white] { -white }
       *[black] { -black }
    } nemůže nic vzít

## Whose decision it is, for a board's line. $color is white/black.
tzaar-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } umisťuje kámen
tzaar-to-open = { $color ->
        [white] { -white }
       *[black] { -black }
    } hraje úvodní braní
tzaar-to-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } bere (první akce tahu)
tzaar-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    }: druhá akce: braní, posílení nebo `pass`

## `rules tzaar`: the rules in short (rules-link follows, as after rules-dvonn).
rules-tzaar = **TZAAR**: každý hráč má 30 kamenů své barvy: 6 kamenů Tzaar, 9 kamenů Tzarra a 15 kamenů Tott. Kameny jedné barvy tvoří věže; typ věže určuje její vrchní kámen a všechny tři typy musíte mít na desce po celou hru.
    Věž táhne po přímce přes prázdná pole na první věž, která jí stojí v cestě: nikdy na prázdné pole, nikdy přes kámen, nikdy přes střed e5.
    Každý tah má dvě akce. Nejdřív braní: vaše věž vezme soupeřovu věž, která není vyšší než ona, například `c3xd4`. Potom další braní, nebo posílení, tedy přesun na vlastní věž (výšky se sečtou), například `e2-e3`, nebo `pass` (jen jako druhá akce). První tah Bílého je jediné braní.
    Vyhráváte, když soupeři na desce chybí některý ze tří typů nebo když na začátku svého tahu nemůže nic vzít. Remíza neexistuje.
    Varianty: `tzaar` začíná na náhodně zaplněné desce, `tzaar-fixed` v pevném výchozím postavení z pravidel, `tzaar-tournament` na prázdné desce, na kterou hráči nejdřív střídavě po jednom umístí své kameny, například `Ta1` (kámen Tott na a1).
