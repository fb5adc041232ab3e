# DVONN's words (gipf-i18n/src/dvonn.rs): why an action or a position string is refused, how a
# game ended, and the rules in short. The colour terms -white and -black are rules.ftl's.
# Action errors are sentences without their full stop: a capital letter at the start unless
# they start with notation. Position errors are clauses (lower case, no full stop).
# $owner and $color are white/black; $space, $from, $to are spaces (e3); $text is what was typed.
# Czech: stack = věž, piece = kámen, space = pole, placement = umístění / rozmisťování.

dvonn-action-empty = Chybí akce: napište volné pole, na které chcete umístit kámen, například e3, nebo tah věží, například a1-b1
dvonn-action-syntax = { $text } není akce: napište pole, na které chcete umístit kámen, například e3, nebo tah věží, například a1-b1
dvonn-action-not-a-space = { $text } není pole desky (řada 1 je a1-i1, řada 2 a2-j2, řada 3 a3-k3, řada 4 b4-k4, řada 5 c5-k5)
dvonn-action-pass = Ve hře DVONN se `pass` nepíše: hráč, který nemůže táhnout, se přeskočí automaticky
dvonn-action-game-over = Hra skončila: žádné další akce už nejsou možné
dvonn-action-move-in-placement = { $from }-{ $to } je tah, ale teď se kameny rozmisťují: napište volné pole, na které chcete umístit kámen
dvonn-action-placement-in-movement = { $space } je umístění kamene, ale rozmisťování už skončilo: táhněte některou svou věží, například a1-b1
dvonn-action-occupied = Pole { $space } je obsazené: umístěte kámen na volné pole
dvonn-action-no-stack = Na { $space } nestojí žádná věž, se kterou by šlo táhnout
dvonn-action-lone-dvonn = Na { $space } stojí osamocený kámen DVONN a s tím se táhnout nesmí: táhněte věží, kterou ovládáte
dvonn-action-not-your-stack = { $space } není vaše věž: patří { $owner ->
        [white] { -white(case: "dat") }
       *[black] { -black(case: "dat") }
    }
dvonn-action-surrounded = Věž na { $space } nemůže táhnout: je obklopená ze všech šesti stran
dvonn-action-same-space = { $space }-{ $space }: věž musí táhnout na jiné pole
dvonn-action-not-in-line = { $from }-{ $to }: { $to } neleží na žádné ze šesti přímek, které vycházejí z { $from }
dvonn-action-wrong-distance = { $from }-{ $to }: { $height ->
        [1] samotný kámen táhne přesně o 1 pole
        [few] věž o výšce { $height } táhne přesně o { $height } pole
       *[other] věž o výšce { $height } táhne přesně o { $height } polí
    }, ale { $to } je { $distance ->
        [one] { $distance } pole
        [few] { $distance } pole
       *[other] { $distance } polí
    } daleko
dvonn-action-vacant-target = { $from }-{ $to }: pole { $to } je volné a tah musí skončit na věži

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted.
dvonn-position-field-count = pozice DVONN má 4 pole oddělená jednou mezerou (`dvonn` deska tah fáze); tato má { $count ->
        [one] { $count } pole
        [few] { $count } pole
       *[other] { $count } polí
    }
dvonn-position-spacing = oddělte 4 pole (`dvonn` deska tah fáze) vždy jednou mezerou, bez mezer na začátku a na konci
dvonn-position-variant = { $text } není `dvonn`: pozice DVONN začíná slovem `dvonn`
dvonn-position-row-count = deska: napište 5 řad oddělených lomítkem /, nejdřív řadu 1; tato deska má { $count ->
        [one] { $count } řadu
        [few] { $count } řady
       *[other] { $count } řad
    }
dvonn-position-row-length = deska: řada { $row } má { $expected } polí, ale { $found ->
        [one] je zapsána { $found } značka
        [few] jsou zapsány { $found } značky
       *[other] je zapsáno { $found } značek
    }
dvonn-position-unknown-char = deska, řada { $row }: { $text } není značka (pište `.` `d` `w` `b` `w<h>` `b<h>` `W<h>` `B<h>`)
dvonn-position-height = deska, řada { $row }, { $token }: { $why }
dvonn-position-height-one = samotný kámen se píše `w` nebo `b`, bez výšky
dvonn-position-height-leading-zero = výška se píše od 2 do 49, bez nuly na začátku
dvonn-position-height-too-high = žádná věž není vyšší než 49
dvonn-position-height-missing = `W` a `B` (věž s kamenem DVONN) potřebují výšku aspoň 2, například `W3`
dvonn-position-height-on-dvonn = `d` je osamocený kámen DVONN a výšku nemá
dvonn-position-turn = tah { $text }: napište `w` nebo `b`, nebo `-`, když hra skončila
dvonn-position-phase = fáze { $text }: napište `p` (rozmisťování), `m` (tahy), nebo po konci hry výsledek `w+`, `b+` či `=`
dvonn-position-turn-and-phase = tah `{ $turn }` s fází `{ $phase }`: k `p` nebo `m` patří `w` nebo `b`, k výsledku (`w+`, `b+`, `=`) patří `-`
dvonn-position-stack-in-placement = na { $space } stojí věž, ale při rozmisťování je na každém poli nejvýš jeden kámen
dvonn-position-full-in-placement = všech 49 polí je obsazeno, takže rozmisťování skončilo: napište fázi `m` a tah Bílého (`w`)
dvonn-position-placement-counts = po { $placed ->
        [one] { $placed } umístění
       *[other] { $placed } umístěních
    } mají na desce být kameny DVONN: { $dvonn }, bílé: { $white }, černé: { $black } (nejdřív se umisťují kameny DVONN, pak se střídají Černý a Bílý), zapsáno je však { $found_dvonn }, { $found_white } a { $found_black }
dvonn-position-wrong-placer = po { $placed ->
        [one] { $placed } umístění
       *[other] { $placed } umístěních
    } umisťuje { $color ->
        [white] { -white }
       *[black] { -black }
    }: napište { $color ->
        [white] `w`
       *[black] `b`
    }
dvonn-position-too-many-pieces = na desce { $count ->
        [one] je { $count } kámen
        [few] jsou { $count } kameny
       *[other] je { $count } kamenů
    } (výšky sečtené), ale hra jich má jen 49
dvonn-position-no-dvonn = na žádném poli není kámen DVONN (`d`, `W<h>` ani `B<h>`), ale všechny 3 zůstávají na desce až do konce
dvonn-position-too-many-dvonn = { $count ->
        [one] { $count } pole je označeno
        [few] { $count } pole jsou označena
       *[other] { $count } polí je označeno
    } jako pole s kamenem DVONN, ale kameny DVONN jsou jen 3
dvonn-position-too-few-dvonn = pole označená jako pole s kameny DVONN jich pojmou nejvýš { $count } (`d` jeden, `W<h>` a `B<h>` až h-1), ale na desce zůstávají všechny 3
dvonn-position-unlinked = věž na { $space } není spojená s žádným kamenem DVONN, takže by byla odstraněna
dvonn-position-no-move-left = žádný hráč nemůže táhnout, takže hra skončila: napište `-` a výsledek `{ $result }`
dvonn-position-cannot-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemá žádný tah, takže tah automaticky přechází na soupeře: napište { $color ->
        [white] `b`
       *[black] `w`
    }
dvonn-position-full-board-black-to-move = všech 49 polí je obsazeno, takže tahy začíná Bílý: napište `w`
dvonn-position-not-over = hra je označena jako skončená, ale { $color ->
        [white] { -white }
       *[black] { -black }
    } ještě může táhnout
dvonn-position-wrong-result = { -white } má skóre { $white } a { -black } { $black }, takže výsledek je `{ $actual }`, ne `{ $named }`

## The end of a game: the scores, the higher first. $winner is white/black.
dvonn-result = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává { $high } : { $low }
dvonn-draw = Remíza { $high } : { $low }

## `rules dvonn`: the rules in short (rules-link follows).
rules-dvonn = **DVONN**: 23 bílých, 23 černých a 3 červené kameny DVONN. Nejdřív hráči střídavě umisťují po jednom kameni na kterékoli volné ze 49 polí, jako první kameny DVONN (Bílý dva, Černý jeden), dokud není deska plná; umístění napište jako `e3`. Potom střídavě táhnete věží, kterou ovládáte (nahoře je váš kámen): celá věž se přesune po přímce přesně o tolik polí, kolik je vysoká, na jinou věž, nikdy na volné pole; samotný kámen táhne o 1 pole a věž obklopená ze všech šesti stran táhnout nemůže; tah napište jako `e3-e5`. Po každém tahu se ze hry odstraní věže, které už nejsou spojené s žádným kamenem DVONN, ať přímo, nebo přes jiné věže. Kdo nemůže táhnout, automaticky pasuje; hra končí, když nemůže táhnout nikdo. Vaše skóre je součet výšek věží, které ovládáte: vyšší skóre vyhrává, při rovnosti je remíza.
