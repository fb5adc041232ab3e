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
