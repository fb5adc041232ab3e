# ZÈRTZ's words (gipf-i18n/src/zertz.rs): the marbles, why an action or a position string is
# refused, how a game ended, whose decision it is, what a turn did, the labels of the choices
# and the rules in short. The players have no colour: $player, $winner, $skipped and $side are
# first/second (první/druhý hráč, masculine: "první hráč položil"). $marble, $actual and
# $written are white/grey/black (kulička is feminine: bílá, šedá, černá).
# Czech: marble = kulička, ring = kroužek, pool = zásoba, place (a marble) = položit, take
# away = odebrat, free = volný, capture = brát/zajmout, jump = skok, claim = získat.

## Marbles. zertz-marbles is the accusative (the object of a verb).
zertz-marble = { $marble ->
        [white] bílá kulička
        [grey] šedá kulička
       *[black] černá kulička
    }
zertz-marbles = { $count } { $marble ->
        [white] { $count ->
            [one] bílou kuličku
            [few] bílé kuličky
           *[other] bílých kuliček
        }
        [grey] { $count ->
            [one] šedou kuličku
            [few] šedé kuličky
           *[other] šedých kuliček
        }
       *[black] { $count ->
            [one] černou kuličku
            [few] černé kuličky
           *[other] černých kuliček
        }
    }
zertz-list-two = { $first } a { $second }
zertz-list-three = { $first }, { $second } a { $third }
zertz-no-marble = žádnou kuličku

## The labels of the choices.
marble-button = { $marble ->
        [white] Bílá kulička
        [grey] Šedá kulička
       *[black] Černá kulička
    } ({ $source ->
        [pool] v zásobě: { $count }
       *[captures] vašich zajatých: { $count }
    })
pick-zertz-ring = Vyberte kroužek pro svou { $marble ->
        [white] bílou
        [grey] šedou
       *[black] černou
    } kuličku.
pick-zertz-remove = Vyberte volný kroužek, který odeberete.
pick-zertz-chain = Kulička na { $at }: vyberte její sled skoků.

## Action errors.
zertz-action-empty = Chybí akce: položte kuličku a odeberte volný kroužek, například `Wd4,d1`, nebo berte skokem, například `xd1Gd3Wd5`
zertz-action-syntax = { $text } není akce: položte kuličku a odeberte volný kroužek, například `Wd4,d1`, nebo berte skokem, například `xd1Gd3Wd5`
zertz-action-not-a-place = { $text } není místo desky `{ $variant }`, jejíž sloupce jsou { $columns }
zertz-action-game-over = Hra skončila: žádné další akce už nejsou možné
zertz-action-wrong-variant = Tato akce jmenuje místa desky `{ $action }`, ale tato hra se hraje na `{ $game }`: uveďte místa této desky
zertz-action-not-on-board = { $at } není místo této desky: uveďte jeden z jejích kroužků
zertz-action-no-ring = Na { $at } už žádný kroužek není: položte kuličku na prázdný kroužek
zertz-action-occupied = Na { $at } už leží { $marble ->
        [white] bílá
        [grey] šedá
       *[black] černá
    } kulička: položte svou na prázdný kroužek
zertz-action-not-in-pool = V zásobě už není žádná { $marble ->
        [white] bílá
        [grey] šedá
       *[black] černá
    } kulička: položte barvu, kterou ještě obsahuje (obsahuje { $pool })
zertz-action-not-in-captures = Zásoba je prázdná a nezajali jste žádnou { $marble ->
        [white] bílou
        [grey] šedou
       *[black] černou
    } kuličku: položte jednu ze svých zajatých kuliček (máte { $captures })
zertz-action-capture-compulsory = Braní je povinné: berte, například `{ $example }`
zertz-action-free-ring-must-go = Po položení kuličky se musí odebrat volný kroužek: uveďte ho za čárkou, například `{ $example }`
zertz-action-not-a-free-ring = { $ring } není volný kroužek: odeberte prázdný kroužek, u kterého jsou dvě sousední místa vedle sebe bez kroužku, aby šel vysunout
zertz-action-remove-filled = { $ring } je kroužek, který jste právě obsadili: odeberte jiný, volný kroužek
zertz-action-no-free-ring = Žádný kroužek není volný, takže se žádný neodebírá: napište položení bez `,{ $ring }`
zertz-action-no-marble-at = Na { $at } není kulička, která by mohla skákat: braní začíná kuličkou vedle jiné kuličky, za kterou je prázdný kroužek
zertz-action-not-a-jump = Z { $from } na { $to } to není skok: kulička přeskakuje sousední kuličku na kroužek hned za ní
zertz-action-nothing-to-jump = Z { $from } na { $to } se nepřeskakuje žádná kulička: na { $over } žádná není
zertz-action-landing-taken = { $to } není prázdný kroužek: skok z { $from } musí skončit na prázdném kroužku
zertz-action-wrong-colour = Na { $over } leží { $actual ->
        [white] bílá
        [grey] šedá
       *[black] černá
    } kulička, ne { $written ->
        [white] bílá
        [grey] šedá
       *[black] černá
    }: napište před cíl skoku `{ $letter }`, nebo žádné písmeno
zertz-action-chain-stops = Kulička na { $at } může ještě skákat, přes { $over } na { $to }: braní pokračuje, dokud to jde, takže v něm pokračujte na { $to }
zertz-action-no-capture = Žádné braní není možné: položte kuličku a odeberte volný kroužek, například `Wd4,d1`
zertz-action-wrong-claims = `{ $action }` získává `{ $claims }`: přípona `x` musí uvést přesně tyto kuličky, nebo chybět
zertz-action-wrong-claims-none = `{ $action }` nic nezískává: napište ho bez přípony `x`
zertz-action-not-legal = `{ $action }` tu není povolený tah

## The end of a game.
zertz-reason-set-each = { $count } { $count ->
        [one] kulička
        [few] kuličky
       *[other] kuliček
    } od každé barvy
zertz-reason-no-ring = nezbyl žádný kroužek
zertz-reason-no-one-can-act = žádný hráč nemůže hrát
zertz-result-set-each = { $winner ->
        [first] První hráč
       *[second] Druhý hráč
    } vyhrává: má { $count } { $count ->
        [one] kuličku
        [few] kuličky
       *[other] kuliček
    } od každé barvy
zertz-result-set-one = { $winner ->
        [first] První hráč
       *[second] Druhý hráč
    } vyhrává: má { $marbles }
zertz-result-no-ring = { $winner ->
        [first] První hráč
       *[second] Druhý hráč
    } vyhrává: nezbyl žádný kroužek
zertz-draw = Remíza: žádný hráč nemůže hrát

## Whose decision it is.
zertz-to-place = { $player ->
        [first] První hráč
       *[second] Druhý hráč
    } pokládá kuličku a odebírá volný kroužek
zertz-to-place-no-free = { $player ->
        [first] První hráč
       *[second] Druhý hráč
    } pokládá kuličku (žádný kroužek není volný k odebrání)
zertz-to-place-own = { $player ->
        [first] První hráč
       *[second] Druhý hráč
    } pokládá jednu ze svých zajatých kuliček (zásoba je prázdná) a odebírá volný kroužek
zertz-to-place-own-no-free = { $player ->
        [first] První hráč
       *[second] Druhý hráč
    } pokládá jednu ze svých zajatých kuliček (zásoba je prázdná; žádný kroužek není volný k odebrání)
zertz-to-capture = { $player ->
        [first] První hráč
       *[second] Druhý hráč
    } musí brát

## What a turn did, after "Poslední tah:" (lower case).
zertz-turn-place = { $player ->
        [first] { -first }
       *[second] { -second }
    } položil { $marble ->
        [white] bílou
        [grey] šedou
       *[black] černou
    } kuličku na { $at }
zertz-turn-place-remove = { $player ->
        [first] { -first }
       *[second] { -second }
    } položil { $marble ->
        [white] bílou
        [grey] šedou
       *[black] černou
    } kuličku na { $at } a odebral { $ring }
zertz-turn-place-claim = { $player ->
        [first] { -first }
       *[second] { -second }
    } položil { $marble ->
        [white] bílou
        [grey] šedou
       *[black] černou
    } kuličku na { $at } a získal { $rings } ({ $marbles })
zertz-turn-place-remove-claim = { $player ->
        [first] { -first }
       *[second] { -second }
    } položil { $marble ->
        [white] bílou
        [grey] šedou
       *[black] černou
    } kuličku na { $at }, odebral { $ring } a získal { $rings } ({ $marbles })
zertz-turn-capture = { $player ->
        [first] { -first }
       *[second] { -second }
    } skočil z { $from } na { $to } a zajal { $marbles } (`{ $action }`)
zertz-turn-skipped = { $turn }; { $skipped ->
        [first] { -first }
       *[second] { -second }
    } nemůže hrát, takže se jeho tah přeskakuje

## Position strings: clauses (lower case, no full stop).
zertz-field-pool = zásoba
zertz-field-captures = zajaté kuličky { $side ->
        [first] { -first(case: "gen") } (`w`)
       *[second] { -second(case: "gen") } (`b`)
    }
zertz-position-field-count = pozice ZÈRTZ má 6 polí oddělených jednou mezerou (varianta, deska, tah, zásoba, zajaté kuličky `w`, zajaté kuličky `b`); tato má { $count } { $count ->
        [one] pole
        [few] pole
       *[other] polí
    }
zertz-position-variant = { $text } není varianta: řetězec pozice ZÈRTZ začíná `zertz`, `zertz-blitz`, `zertz48` nebo `zertz61`
zertz-position-column-count = deska: napište { $expected } sloupců desky `{ $variant }` oddělených /; tato jich má { $found }
zertz-position-column-length = deska: sloupec { $column } má { $expected } míst, ale { $found ->
        [one] popsáno je { $found }
        [few] popsána jsou { $found }
       *[other] popsáno je { $found }
    }
zertz-position-unknown-char = deska, sloupec { $column }: { $text } není platný znak (pište `w`, `g` a `b` pro kroužky s kuličkou, číslici 1-9 pro prázdné kroužky, `.` pro místo bez kroužku)
zertz-position-zero = deska, sloupec { $column }: počet prázdných kroužků je 1 až 9, nikdy 0
zertz-position-two-digits = deska, sloupec { $column }: dvě číslice za sebou; pro řadu prázdných kroužků napište jednu číslici
zertz-position-turn = tah { $text }: napište `w` nebo `b` (hráč na tahu), `w+` nebo `b+` (vítěz) nebo `=` (remíza)
zertz-position-counts = { $field }: { $text } nejsou tři čísla oddělená / (bílé/šedé/černé, například `6/8/10`)
zertz-position-leading-zero = { $field }: { $text } má úvodní nulu: pište počty bez ní (`6`, ne `06`)
zertz-position-marble-count = deska, zásoba a zajaté kuličky dávají dohromady { $marbles }, ale hra jich má { $expected }
zertz-position-full-group = skupina kroužků s { $at } nemá žádný prázdný kroužek: byla by získána
zertz-position-both-win = oba hráči mají vítěznou sadu, ale hra končí, jakmile ji má jeden z nich
zertz-position-in-progress-with-set = { $side ->
        [first] { -first }
       *[second] { -second }
    } má vítěznou sadu, takže hra skončila: napište `{ $result }`
zertz-position-in-progress-no-ring = nezbyl žádný kroužek, takže hra skončila: napište vítěze (`w+` nebo `b+`)
zertz-position-cannot-act = { $side ->
        [first] { -first }
       *[second] { -second }
    } (`{ $letter }`) nemůže hrát (žádné braní a žádný prázdný kroužek nebo žádná kulička k položení): jeho tah by se přeskočil, nebo by hra skončila remízou
zertz-position-loser-holds-set = `{ $result }` dělá vítězem { $side ->
        [first] { -first(case: "acc") }, ale vítěznou sadu má { -second }
       *[second] { -second(case: "acc") }, ale vítěznou sadu má { -first }
    }
zertz-position-no-win = `{ $result }` dělá vítězem { $side ->
        [first] { -first(case: "acc") }
       *[second] { -second(case: "acc") }
    }, ale ten nemá vítěznou sadu a kroužky ještě zbývají
zertz-position-draw-with-set = `=` (remíza), ale { $side ->
        [first] { -first }
       *[second] { -second }
    } má vítěznou sadu: napište `{ $result }`
zertz-position-draw-no-ring = `=` (remíza), ale nezbyl žádný kroužek: vyhrál hráč, který získal poslední kroužky
zertz-position-draw-can-act = `=` (remíza), ale { $side ->
        [first] { -first }
       *[second] { -second }
    } může hrát: napište, kdo je na tahu, `{ $letter }`

## `rules zertz`: the rules in short (rules-link follows).
rules-zertz = **ZÈRTZ**: deska se skládá z 37 kroužků (48 v `zertz48`, 61 v `zertz61`) a během hry se zmenšuje. Kuličky, 6 bílých, 8 šedých a 10 černých, čekají ve společné zásobě a nepatří nikomu: každý hráč smí položit kteroukoli z nich.
    Ve svém tahu položíte kuličku libovolné barvy na prázdný kroužek a pak odeberete volný kroužek (prázdný kroužek na okraji, který jde vysunout, aniž by se pohnuly ostatní), například `Wd4,d1`; když žádný kroužek volný není, neodebíráte žádný. Když zbylé kroužky tvoří skupinu, jejíž kroužky všechny nesou kuličky, je ta skupina odříznutá: získáte její kuličky a její kroužky opustí desku.
    Braní je povinné: kulička přeskočí sousední kuličku na prázdný kroužek hned za ní a zajme ji; dokud může tatáž kulička skákat dál, musí, například `xd1Gd3Wd5`. Z více možných braní si vyberete kterékoli.
    Vyhrajete se 3 kuličkami od každé barvy, nebo se 4 bílými, 5 šedými či 6 černými (`zertz-blitz`: 5/7/9 kuliček; 2 od každé barvy, nebo 3 bílé, 4 šedé, 5 černých), nebo tím, že získáte poslední kroužky. Když je zásoba prázdná, kladete kuličky ze svých zajatých; hráč, který nemůže hrát, se přeskočí, a když nemůže hrát žádný, hra končí remízou.
