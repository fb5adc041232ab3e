# The rules' words: colours, what a turn did, how a game ended, why an action is illegal.
# Action errors are sentences without their full stop (error-illegal adds it): a capital
# letter at the start unless they start with notation or a `command` word.
#
# Czech: the colours are the players' names, as in chess ("Bílý táhne"): masculine singular,
# so the verbs that follow them are masculine ("Bílý zasunul", "Černý se vzdal"). A colour
# ($color, $winner, $loser) arrives as white/black and selects the term -white/-black, whose
# case: "gen", "dat", "acc", "ins" gives the other cases ("kámen hráče Černého").

-white = { $case ->
       *[nom] Bílý
        [gen] Bílého
        [dat] Bílému
        [acc] Bílého
        [ins] Bílým
    }
-black = { $case ->
       *[nom] Černý
        [gen] Černého
        [dat] Černému
        [acc] Černého
        [ins] Černým
    }
color-white = { -white }
color-black = { -black }
# Hráči hry bez barev (ZÈRTZ): první a druhý hráč (pod tím Bílý a Černý). Zprávy, které
# jmenují stranu, vybírají podle white/black/first/second; pády jako u -white.
-first = { $case ->
       *[nom] první hráč
        [gen] prvního hráče
        [dat] prvnímu hráči
        [acc] prvního hráče
        [ins] prvním hráčem
    }
-second = { $case ->
       *[nom] druhý hráč
        [gen] druhého hráče
        [dat] druhému hráči
        [acc] druhého hráče
        [ins] druhým hráčem
    }
side-first = První hráč
side-second = Druhý hráč

event-pushed = { $color ->
        [white] { -white }
       *[black] { -black }
    } zasunul { $push }
event-pushed-to = { $color ->
        [white] { -white }
       *[black] { -black }
    } zasunul { $push } (až na { $end })
event-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    } { $back ->
        [0] zajal { $captured ->
            [one] { $captured } kámen
            [few] { $captured } kameny
           *[other] { $captured } kamenů
        }
       *[other] vzal zpět { $back ->
            [one] { $back } kámen
            [few] { $back } kameny
           *[other] { $back } kamenů
        }{ $captured ->
            [0] {""}
           *[other] {" "}a zajal { $captured }
        }
    }
event-left-rows = { $color ->
        [white] { -white }
       *[black] { -black }
    } ponechal zbývající řady

reason-no-gipf = { $loser ->
        [white] { -white }
       *[black] { -black }
    } už nemá žádný GIPF-kámen
reason-no-reserve = { $loser ->
        [white] { -white }
       *[black] { -black }
    } už nemá žádný kámen k zasunutí
outcome = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává: { $reason }

action-empty = Chybí akce: napište tah jako b1-b2, odebrání jako xc3,d4,e5,f5, nebo done
action-syntax = { $text } není akce: napište tah jako b1-b2 (Gb1-b2 pro GIPF-kámen), odebrání jako xc3,d4,e5,f5, nebo done
action-not-a-point = { $text } není bod desky (body jsou a1..i5, střed je e5)
action-not-a-dot = { $point } není tečka
action-not-on-line = { $dot }-{ $to }: { $to } neleží na žádné linii, která vstupuje na desku z tečky { $dot }
action-wrong-end = { $dot }-{ $given }: tento tah končí na { $actual }, napište tedy { $dot }-{ $actual } nebo { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } je volný, takže tah končí na { $first }: napište { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } udává konec tahu; jestli je správný, pozná se jen z pozice (napište { $dot }-{ $first })
action-game-over = Hra skončila
action-removal-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } musí nejdřív rozhodnout, kterou řadu odebrat
action-blocked = { $dot }-{ $first } je zablokovaný: { $first }..{ $last } jsou obsazené
action-empty-reserve = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemá v rezervě žádný kámen
action-reserve-too-small = GIPF-kámen bere z rezervy 2 kameny a { $color ->
        [white] { -white }
       *[black] { -black }
    } má jen 1
action-gipf-outside-tournament = GIPF-kameny se nasazují jen v turnajové variantě: zasuňte obyčejný kámen ({ $push })
action-first-push-gipf = Turnajová varianta: { $color ->
        [white] { -white }
       *[black] { -black }
    } musí jako první zasunout GIPF-kámen (napište před tah G, např. Gb1-b2)
action-no-more-gipf = Turnajová varianta: { $color ->
        [white] { -white }
       *[black] { -black }
    } už zasunul obyčejný kámen a GIPF-kameny nasazovat nemůže
action-no-row = Teď není žádná řada k odebrání
action-repeated = { $point } je uveden dvakrát
action-not-a-spot = { $point } je tečka: nemůže na ní stát kámen
action-not-gipf = Na { $point } nestojí GIPF-kámen: smažte G před ním
action-no-such-removal = Žádné odebrání řady nebere přesně { $given }; možnosti jsou { $choices }
action-done-compulsory-row = `done` zatím nejde: řada, ve které je obyčejný kámen, se musí odebrat
action-done-opponent-rows = `done` nejde: řady, které zůstaly po soupeřově tahu, se musí odebrat
action-done-nothing-to-leave = `done` jen ponechává nepovinné řady po vašem tahu; před tahem prostě táhněte

# Potenciály: jména druhů (TAMSK, ZÈRTZ, ...) jsou jména her a nepřekládají se.
event-used = { $color ->
        [white] { -white }
       *[black] { -black }
    } použil potenciál { $kind } { $from }-{ $to }
event-kept = { $color ->
        [white] { -white }
       *[black] { -black }
    } ponechal potenciál TAMSK na e5
action-no-potentials = { $action }: tato partie se hraje bez potenciálů
action-tamsk-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } musí nejdřív rozhodnout o kameni TAMSK na e5: zasunout jeho potenciál (T:<tečka>-<pole>) nebo keep
action-not-tamsk-stage = { $action } jde jen tehdy, když na e5 právě dorazil kámen s potenciálem TAMSK
action-not-in-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    } už nemá v ruce žádný potenciál { $kind }
action-no-loaded-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } teď nemůže vložit kámen s potenciálem
action-no-loaded-piece = Na { $point } nestojí nezakrytý kámen s potenciálem { $kind } hráče { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }: jen takový kámen může potenciál použít
action-tamsk-not-now = Potenciál TAMSK se použije jen tehdy, když jeho kámen dorazí na e5
action-bad-target = { $kind } z { $from } nemůže na { $to }; může na { $choices }
action-wrong-mark = Na { $point } { $holds ->
        [nothing] nic nestojí
        [capped] stojí stoh s čepičkami
        [gipf] stojí GIPF-kámen
        [loaded] stojí kámen s potenciálem
        [basic] stojí obyčejný kámen
       *[used] stojí použitý potenciál
    }: { $fix ->
        [leave] vynechte ho z odebrání
        [plain] napište ho bez značky: { $mark }
       *[mark] napište ho jako { $mark }
    }

## Position strings and variant words: vedlejší věty za "`standard+T100` není
# varianta:" (malé písmeno, bez tečky). $text, $stack, $rest jsou to, co bylo napsáno; $color
# a $other jsou white/black.
position-field-count = pozice má 7 polí oddělených jednou mezerou (varianta deska tah fáze rezervy zajaté stav), s potenciály 8 (pak ruce); tato má { $count ->
        [one] { $count } pole
        [few] { $count } pole
       *[other] { $count } polí
    }
position-variant = varianta { $text } neexistuje: použijte basic, standard nebo tournament
position-board = pole desky: { $why }
position-turn = tah { $text } není w ani b
position-stage = fáze { $text } není žádná z p, m, o, w+, b+ (s potenciály také t, pm, po)
position-counts = { $field ->
        [reserves] rezervy
       *[captures] zajaté kameny
    } { $text }: napište dvě čísla jako bílý/černý, např. 12/12
position-status = stav { $text }: napište dvě písmena z n, g, s (s potenciály také l), nejdřív Bílého, pak Černého
position-status-outside-tournament = stav { $text }: jiný stav než ss má jen turnajová varianta
position-gipf-in-basic = základní varianta nemá GIPF-kameny, ale na { $point } jeden stojí
position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } má celkem { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    } (deska, GIPF-kámen za 2, + rezerva + zajaté soupeřem); existuje jich nejvýš 18
position-too-many-basic = { $color ->
        [white] { -white }
       *[black] { -black }
    } má celkem { $count ->
        [one] { $count } obyčejný kámen
        [few] { $count } obyčejné kameny
       *[other] { $count } obyčejných kamenů
    } (deska, GIPF-kámen za 2, kámen s potenciálem za 1, + rezerva + zajaté soupeřem); s potenciály jich existuje nejvýš 21
position-potentials-only = { $what ->
        [status] stav { $text }
        [stage] fáze { $text }
       *[token] značka desky { $text }
    } potřebuje potenciály: přidejte ruce jako osmé pole, např. -/-
position-hand = ruka { $text }: { $why }
position-status-and-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $why ->
        [loaded] stav l (nasazování kamenů s potenciály) potřebuje neprázdnou ruku
       *[singles] stav s (jen obyčejné kameny) znamená prázdnou ruku: obyčejný tah ruku propadne
    }
position-impossible-stage = fáze { $stage } tu nemůže nastat: { $why }
hand-empty = ruka je - (prázdná) nebo druhy s počty, např. T3Z3D3Y3P3
hand-not-a-kind = každý druh je jedno z písmen T Z D Y P a za ním jeho počet
hand-order = každý druh se píše jednou, v pořadí T Z D Y P
hand-no-count = za každým druhem je jeho počet, 1 až { $max }
hand-too-many = ruka má nejvýš { $max ->
        [one] { $max } potenciál
        [few] { $max } potenciály
       *[other] { $max } potenciálů
    } jednoho druhu
hand-not-a-pair = napište obě ruce jako bílý/černý, např. T3Z3D3Y3P3/T3Z3D3Y3P3 nebo -/-
hand-ultimate = ultimate GIPF má vlastní ruku, 3 od každého druhu; jinou ruku napište jako tournament+<ruka>, např. tournament+T6
hand-no-potential = uveďte aspoň jeden potenciál, např. standard+T6, nebo napište standard+potentials
board-columns = { $text } má { $count ->
        [one] { $count } sloupec
        [few] { $count } sloupce
       *[other] { $count } sloupců
    }; napište 7 sloupců b..h oddělených /
board-two-digits = sloupec { $column } ({ $text }): dvě číslice za sebou; pro řadu volných polí napište jednu číslici
board-zero = sloupec { $column } ({ $text }): 0 není počet volných polí
board-token = sloupec { $column } ({ $text }): { $why }
board-spots = sloupec { $column } ({ $text }) popisuje { $found ->
        [one] { $found } pole
        [few] { $found } pole
       *[other] { $found } polí
    }; má jich { $spots }
token-unclosed = { $text }: stoh ( ... ) není uzavřen
token-no-base = stoh ({ $stack }): nezačíná značkou kamene
token-no-cap = stoh ({ $stack }) nemá čepičku; kámen bez čepičky pište bez závorek
token-not-a-cap = stoh ({ $stack }): { $rest } není čepička; čepičky jsou wd, bd, wp, bp
token-uncappable = stoh ({ $stack }): na tomto kameni nemůže stát žádná čepička
token-wrong-cap = stoh ({ $stack }): čepičky { $cap } nemohou stát na { $base ->
        [basic] obyčejném kameni
        [gipf] GIPF-kameni
        [loaded] tomto kameni s potenciálem
       *[used] použitém potenciálu
    }
token-alternate = stoh ({ $stack }): barvy čepiček se střídají, první má opačnou barvu než základ
token-too-many-caps = stoh ({ $stack }...) má víc čepiček, než mohou dát dvě ruce po { $max }
token-not-a-token = { $text } není značka kamene (w W b B, wT..bP, wt wz wy bt bz by nebo stoh v závorkách) ani číslice
stage-not-lost = { $color ->
        [white] { -white }
       *[black] { -black }
    } neprohrál ani ztrátou všech GIPF-kamenů, ani tím, že musí táhnout s prázdnou rezervou
stage-not-lost-potentials = { $color ->
        [white] { -white }
       *[black] { -black }
    } neprohrál ani ztrátou všech GIPF-kamenů, ani tím, že na tahu nemá žádnou akci
stage-no-gipf = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemá na desce žádný GIPF-kámen, takže by hra skončila
stage-row-before-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } má řadu, kterou je nutné odebrat dřív, než kdokoli táhne
stage-row-before-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } má řadu, kterou je nutné odebrat dřív, než kdokoli hraje
stage-no-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemá žádnou povolenou akci
stage-no-choice = { $color ->
        [white] { -white }
       *[black] { -black }
    } má { $count ->
        [one] { $count } způsob
        [few] { $count } způsoby
       *[other] { $count } způsobů
    }, jak vyřešit své řady, a fáze se zastaví jen kvůli volbě
stage-mover-first = { $color ->
        [white] { -white }
       *[black] { -black }
    } musí ještě odebrat řadu, než bude řešit { $other ->
        [white] { -white }
       *[black] { -black }
    }
stage-no-tamsk = na e5 nestojí kámen s potenciálem TAMSK
stage-lines-full = všechny linie jsou plné, takže jediná možnost je keep a ta se provede hned

## The challenges option (COMBINING.md): actions refused, and position strings' ninth and
# tenth fields. $color is white/black; $why is another clause.
action-no-challenges = { $action }: tato hra se hraje bez výzev
action-not-challenge-stage = { $action } jde jen tehdy, když využití čeká na rozhodnutí vyzyvatele (fáze c)
action-not-referee-stage = { $action } jde jen tehdy, když výzva čeká na výsledek (fáze r)
action-challenge-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } musí nejdřív čekající využití vyzvat (challenge) nebo povolit (allow)
action-referee-pending = Rozhodčí musí nejdřív určit výsledek výzvy: won nebo lost
challenges-nine-fields = pozice s volbou výzev má 10 polí: ruce, výzvy (např. `die:2/2`) a pak čekající využití nebo `-`; tato jich má 9
challenges-field = výzvy { $text }: { $why ->
        [colon] napište zkoušku, dvojtečku a zbývající pokusy jako bílý/černý, např. `die:2/2`
        [trial] zkouška je `die`, `game` nebo `agreed`, malými písmeny
        [pair] napište zbývající pokusy jako dva počty bílý/černý, např. `2/2`
       *[count] každý počet zbývajících pokusů je jedna číslice, 0 až 9
    }
challenges-stage-without-option = fáze { $stage } potřebuje volbu výzev: přidejte výzvy a čekající využití jako deváté a desáté pole, např. `die:2/2 Z:c3-f5`
challenges-pending-outside-stage = ve fázi { $stage } nic nečeká: jako desáté pole napište `-`
challenges-no-pending = fáze { $stage } potřebuje čekající využití jako desáté pole, např. `Z:c3-f5`
challenges-not-a-use = čekající využití { $text } není využití v kanonickém tvaru: napište využití ZÈRTZ, YINSH, DVONN nebo PÜNCT jako `Z:c3-f5`, nebo zasunutí TAMSK s prvním polem jako `T:e9-e8`
challenges-pending-stage = čekající využití { $pending }: { $why }
challenges-pending-illegal = čekající využití { $pending } tu není povolené: { $why }
challenges-no-attempt = fáze c tu nemůže nastat: { $color ->
        [white] { -white }
       *[black] { -black }
    }, vyzyvatel, už nemá žádný pokus, takže by se využití provedlo hned
challenges-attempt-not-spent = fáze r tu nemůže nastat: { $color ->
        [white] { -white }
       *[black] { -black }
    }, vyzyvatel, má 9 pokusů, ale právě jeden z nejvýš 9 spotřeboval
challenges-word = { $text }: { $why ->
        [potentials] výzvy vyžadují potenciály: napište `{ $fix }`
        [trial] část výzev je zkouška (`die`, `game` nebo `agreed`) a za ní počet pokusů každého hráče, například `die2`
        [attempts] 1 až 9 pokusů, například `die2`
        [parts] varianta má nejvýše tři části, variantu, její potenciály a její výzvy, například `standard+potentials+die2`
       *[ultimate] ultimátní GIPF už své potenciály má: napište `ultimate`, nebo `ultimate+die2` s výzvami
    }
