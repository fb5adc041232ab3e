# YINSH's words (gipf-i18n/src/yinsh.rs): the pieces, why a point, an action or a position
# string is refused, how a game ended, whose decision it is, and the rules in short. The
# colour terms -white and -black are rules.ftl's.
# Czech: ring = kruh, marker = žeton, point = bod, row = řada, pool = zásoba, place = umístit,
# move = táhnout, flip = otočit, remove = odebrat, turn = tah, stage = fáze.

# The pieces (YINSH.md §3), for a board's legend.
yinsh-ring = kruh
yinsh-marker = žeton

## Point names. $text is what was typed; $point is a point as written.
yinsh-point-not-a-point = { $text } není bod desky: sloupce a až k mají body a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11 a k7-k10
yinsh-point-corner = { $point } je roh šestiúhelníku, kde se nekříží žádné přímky: není to bod desky

## What the decider does at a stage, as a clause ending an error about a wrong stage.
yinsh-todo-place = umístěte kruh na volný bod, například `e3`
yinsh-todo-move = táhněte některým svým kruhem, například `h7-g7` (`pass` jen tehdy, když žádný nemůže táhnout)
yinsh-todo-row = vyberte, kterou svou řadu odeberete, například `xf3-f7`
yinsh-todo-ring = odeberte jeden ze svých kruhů, například `xi9`
yinsh-todo-over = hra skončila

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $point, $from, $to, $ring, $stop, $first,
# $last, $a, $b are points (e3); $text is what was typed; $todo is a yinsh-todo-* clause;
# $action is a ring move (h7-g7); $color and $owner are white/black.
yinsh-action-empty = Chybí akce: umístěte kruh, například `e3`, táhněte kruhem, například `h7-g7`, napište `pass`, nebo odeberte řadu, například `xf3-f7`, či kruh, například `xi9`
yinsh-action-syntax = { $text } není akce: umístěte kruh, například `e3`, táhněte kruhem, například `h7-g7`, napište `pass`, nebo odeberte řadu, například `xf3-f7`, či kruh, například `xi9`
yinsh-action-not-a-row = `x{ $a }-{ $b }` není 5 sousedních bodů na jedné přímce: uveďte oba konce řady, například `xf3-f7`
yinsh-action-game-over = Hra skončila: žádné další akce už nejsou možné
yinsh-action-no-placement-now = Teď se žádný kruh neumisťuje: { $todo }
yinsh-action-no-move-now = Teď se kruhem netáhne: { $todo }
yinsh-action-no-pass-now = Teď není co vynechat: { $todo }
yinsh-action-no-row-now = Teď není žádná řada k odebrání (řada se odebírá až po tahu kruhem, který ji vytvořil): { $todo }
yinsh-action-no-ring-removal-now = Teď se žádný kruh neodebírá (kruh se odebírá jen hned po odebrané řadě): { $todo }
yinsh-action-not-vacant = Bod { $point } není volný: umístěte kruh na volný bod
yinsh-action-pass-with-moves = `pass` smíte napsat, jen když žádný z vašich kruhů nemůže táhnout: táhněte některým, například `{ $action }`
yinsh-action-no-own-ring = Na { $point } není žádný { $color ->
        [white] bílý
       *[black] černý
    } kruh: táhněte některým svým kruhem
yinsh-action-marker-moved = Na { $point } leží žeton a žetony se nikdy nepohybují: táhněte některým svým kruhem, na jeho výchozím bodě zůstane žeton vaší barvy
yinsh-action-no-distance = `{ $point }-{ $point }` kruhem nepohne: kruh táhne aspoň o jeden bod
yinsh-action-not-a-line = `{ $from }-{ $to }` nevede po přímce: kruh táhne rovně v jednom ze šesti směrů
yinsh-action-landing-occupied = Bod { $to } není volný: kruh končí tah vždy na volném bodě
yinsh-action-over-ring = `{ $from }-{ $to }` přechází přes kruh na { $ring }: kruh nikdy nepřeskakuje kruh, táhněte tedy na bod před { $ring }
yinsh-action-past-markers = `{ $from }-{ $to }` pokračuje i po přeskočení žetonů: kruh, který přeskočí žetony, se zastaví na prvním volném bodě za nimi, tady `{ $from }-{ $stop }`
yinsh-action-not-your-row = `x{ $first }-{ $last }` není řada pěti { $color ->
        [white] bílých
       *[black] černých
    } žetonů: vyberte řadu pěti žetonů své barvy
yinsh-action-opponent-ring = Na { $point } je kruh hráče { $owner ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }: odeberte jeden ze svých kruhů
yinsh-action-no-ring-to-remove = Na { $point } není žádný { $color ->
        [white] bílý
       *[black] černý
    } kruh: odeberte jeden ze svých kruhů, například `xi9`

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black; $result and $written
# are results as written (`w+`, `b+`, `=`); $stage is a stage's letter.
yinsh-position-field-count = pozice YINSH má 5 polí oddělených mezerami (`yinsh` deska tah fáze odebrané); tato má { $count ->
        [one] { $count } pole
        [few] { $count } pole
       *[other] { $count } polí
    }
yinsh-position-variant = { $text } není varianta: pozice YINSH začíná slovem `yinsh` nebo `yinsh-blitz`
yinsh-position-column-count = deska: napište 11 sloupců a až k oddělených lomítkem /; tato deska má { $count ->
        [one] { $count } sloupec
        [few] { $count } sloupce
       *[other] { $count } sloupců
    }
yinsh-position-column-length = deska: sloupec { $column } má { $expected } bodů, ale { $found ->
        [one] je popsán { $found }
        [few] jsou popsány { $found }
       *[other] je popsáno { $found }
    }
yinsh-position-unknown-char = deska, sloupec { $column }: { $text } není značka (pište `W` a `B` pro kruhy, `w` a `b` pro žetony a číslo pro volné body)
yinsh-position-number = deska, sloupec { $column }, { $token }: { $why }
yinsh-position-number-leading-zero = počet volných bodů je 1 nebo víc, bez nuly na začátku
yinsh-position-number-too-long = sloupec má jen { $len ->
        [one] { $len } bod
        [few] { $len } body
       *[other] { $len } bodů
    } (sousední číslice tvoří jedno číslo)
yinsh-position-turn = tah { $text }: napište `w` nebo `b`
yinsh-position-stage = fáze { $text }: napište `p` (umisťování), `m` (tah), `r` nebo `x` (řada a kruh hráče na tahu), `R` nebo `X` (řada a kruh soupeře), nebo po konci hry `w+`, `b+` či `=`
yinsh-position-removed = odebrané kruhy { $text }: napište, kolik kruhů každý hráč odebral, jako bílý/černý, po jedné číslici, například `1/0`
yinsh-position-too-many-markers = na desce je { $count } žetonů, ale hra jich má jen 51
yinsh-position-removed-above-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } odebral { $removed ->
        [one] { $removed } kruh
        [few] { $removed } kruhy
       *[other] { $removed } kruhů
    }, ale hra končí, jakmile hráč odebere { $goal }
yinsh-position-placement-markers = na desce { $count ->
        [one] je { $count } žeton
        [few] jsou { $count } žetony
       *[other] je { $count } žetonů
    }, ale při umisťování kruhů se žetony nepoužívají (fáze `p`)
yinsh-position-placement-removed = kruh je zapsán jako odebraný, ale při umisťování kruhů se žádný neodebírá (fáze `p`): napište `0/0`
yinsh-position-placement-counts = na desce jsou kruhy bílé: { $white }, černé: { $black }, ale hráči umisťují střídavě, začíná Bílý, každý pět kruhů: { $color ->
        [white] když umisťuje Bílý, musí být bílých kruhů stejně jako černých, nejvýš 4 od každé barvy
       *[black] když umisťuje Černý, musí být bílých kruhů o jeden víc než černých, nejvýš 5
    }
yinsh-position-ring-count = { $color ->
        [white] { -white }
       *[black] { -black }
    } má na desce { $rings ->
        [one] { $rings } kruh
        [few] { $rings } kruhy
       *[other] { $rings } kruhů
    } a odebraných { $removed }, ale po rozmístění jich musí být dohromady 5
yinsh-position-goal-reached = { $color ->
        [white] { -white }
       *[black] { -black }
    } odebral { $goal ->
        [one] { $goal } kruh
        [few] { $goal } kruhy
       *[other] { $goal } kruhů
    }, takže hra skončila: napište { $color ->
        [white] `w+`
       *[black] `b+`
    }
yinsh-position-row-at-move = { $color ->
        [white] bílé
       *[black] černé
    } žetony `x{ $first }-{ $last }` tvoří řadu, která se odebírá před dalším tahem kruhem (fáze `m`)
yinsh-position-empty-pool-at-move = všech 51 žetonů je na desce, takže hra skončila (vyhrává hráč s více odebranými kruhy): napište výsledek
yinsh-position-nobody-can-move = žádný kruh ani jednoho hráče nemůže táhnout, takže hra skončila (vyhrává hráč s více odebranými kruhy): napište výsledek
yinsh-position-choose-row-options = fáze `r` je výběr mezi dvěma či více řadami barvy hráče na tahu, ale { $color ->
        [white] { -white }
       *[black] { -black }
    } jich má { $found }
yinsh-position-mover-has-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } (hráč, který táhl) má ještě řadu `x{ $first }-{ $last }`, kterou odebírá před řadami soupeře (fáze `r` nebo `x`, ne `{ $stage }`)
yinsh-position-opponent-row-options = fáze `R` je soupeřův výběr mezi dvěma či více řadami jeho barvy, ale { $color ->
        [white] { -white }
       *[black] { -black }
    } jich má { $found }
yinsh-position-markers-after-row = kruh se odebírá (fáze `x` nebo `X`) hned po řadě, takže na desce je nejvýš 46 žetonů; tady jich je { $count }
yinsh-position-both-at-goal = oba hráči odebrali { $goal ->
        [one] { $goal } kruh
        [few] { $goal } kruhy
       *[other] { $goal } kruhů
    }, ale hra končí, jakmile to dokáže první z nich
yinsh-position-result-against-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } odebral { $goal ->
        [one] { $goal } kruh
        [few] { $goal } kruhy
       *[other] { $goal } kruhů
    } a vyhrál, takže výsledek je { $color ->
        [white] `w+`
       *[black] `b+`
    }, ne `{ $written }`
yinsh-position-result-against-score = odebrané kruhy jsou { $white } : { $black }, takže výsledek je `{ $result }`, ne `{ $written }`
yinsh-position-row-at-end = { $color ->
        [white] bílé
       *[black] černé
    } žetony `x{ $first }-{ $last }` tvoří řadu, která by byla odebrána: hra končí s řadou na desce, jen když hráč dosáhne cíle
yinsh-position-not-over = hra neskončila: v zásobě { $count ->
        [one] je { $count } žeton
        [few] jsou { $count } žetony
       *[other] je { $count } žetonů
    }, některý kruh může táhnout a nikdo nedosáhl cíle

## The end of a game (YINSH.md §7). $winner is white/black; $count is the winner's removed
# rings (3, or 1 in `yinsh-blitz`), or each player's in a draw; $won and $lost are the
# winner's and the loser's removed rings.
yinsh-reason-rings-removed = { $count ->
        [1] odebraný jeden kruh
        [3] odebrané tři kruhy
        [one] odebraný { $count } kruh
        [few] odebrané { $count } kruhy
       *[other] odebraných { $count } kruhů
    }
yinsh-reason-markers-ran-out = došly žetony, odebrané kruhy { $won } : { $lost }
yinsh-reason-no-move = žádný kruh nemůže táhnout, odebrané kruhy { $won } : { $lost }
yinsh-result-rings-removed = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává: { $count ->
        [1] odebral jeden kruh
        [3] odebral tři kruhy
        [one] odebral { $count } kruh
        [few] odebral { $count } kruhy
       *[other] odebral { $count } kruhů
    }
yinsh-result-markers-ran-out = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává { $won } : { $lost }: došly žetony
yinsh-result-no-move = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává { $won } : { $lost }: žádný kruh nemůže táhnout
yinsh-draw-markers-ran-out = Remíza: došly žetony a { $count ->
        [0] nikdo neodebral žádný kruh
        [one] každý odebral { $count } kruh
        [few] každý odebral { $count } kruhy
       *[other] každý odebral { $count } kruhů
    }
yinsh-draw-no-move = Remíza: žádný kruh nemůže táhnout a { $count ->
        [0] nikdo neodebral žádný kruh
        [one] každý odebral { $count } kruh
        [few] každý odebral { $count } kruhy
       *[other] každý odebral { $count } kruhů
    }

## Whose decision it is, for a board's line. $color is the decider: white/black (at the
# opponent's removals, the opponent of the player who moved).
yinsh-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } umisťuje kruh
yinsh-to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } táhne kruhem (na jeho výchozím bodě zůstane žeton)
yinsh-to-pass = { $color ->
        [white] { -white }
       *[black] { -black }
    } hraje `pass`: žádný z jeho kruhů nemůže táhnout
yinsh-to-choose-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } vybírá, kterou řadu odebere (podle jejího čísla na desce)
yinsh-to-remove-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } odebírá jeden ze svých kruhů
yinsh-to-choose-opponent-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } vybírá, kterou z řad, jež mu vytvořil { $color ->
        [white] { -black }
       *[black] { -white }
    }, odebere (podle jejího čísla na desce)
yinsh-to-remove-opponent-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } odebírá jeden ze svých kruhů za řadu, kterou mu vytvořil { $color ->
        [white] { -black }
       *[black] { -white }
    }

## `rules yinsh`: the rules in short (rules-link follows, as after rules-tzaar).
rules-yinsh = **YINSH**: každý hráč má 5 kruhů své barvy; 51 žetonů, z jedné strany bílých a z druhé černých, čeká ve společné zásobě. Deska má 85 bodů tam, kde se kříží přímky.
    Nejdřív hráči střídavě umisťují kruhy, začíná Bílý, vždy jeden na libovolný volný bod, například `e3`, dokud není všech 10 na desce.
    Potom střídavě položíte žeton svou barvou nahoru na bod jednoho ze svých kruhů a táhnete tím kruhem po přímce na volný bod, například `h7-g7`: přes volné body a přes jednu skupinu žetonů na první volný bod za ní, ale nikdy přes kruh. Každý přeskočený žeton se otočí. Když žádný váš kruh nemůže táhnout, napíšete `pass`.
    Pět žetonů vaší barvy v přímce tvoří řadu: vrátíte je z desky do zásoby, například `xa3-e3`, a pak odeberete jeden ze svých kruhů, například `xi9`. Máte-li řad víc, pořadí volíte vy; řadu, kterou tah vytvořil soupeři, odebírá soupeř až po vašich.
    Vyhrává, kdo první odebere 3 kruhy (1 ve variantě `yinsh-blitz`). Je-li na začátku tahu zásoba prázdná nebo nemůže-li táhnout žádný kruh, vyhrává hráč s více odebranými kruhy, a při stejném počtu je to remíza.
