# The rules' words: colours, what a turn did, how a game ended, why an action is illegal.
# Action errors are clauses: no capital letter at the start, no full stop at the end.
#
# Czech: the colours are the players' names, as in chess ("Bílý táhne"): masculine singular,
# so the verbs that follow them are masculine ("Bílý zasunul", "Černý se vzdal").

color-white = Bílý
color-black = Černý

event-pushed = { $color } zasunul { $push }
event-pushed-to = { $color } zasunul { $push } (až na { $end })
event-removed = { $color } { $back ->
        [0] zajal { $captured }
       *[other] { $captured ->
            [0] vzal zpět { $back }
           *[other] vzal zpět { $back } a zajal { $captured }
        }
    }
event-left-rows = { $color } ponechal zbývající řady

reason-no-gipf = { $loser } už nemá žádný GIPF-kámen
reason-no-reserve = { $loser } už nemá žádný kámen k zasunutí
outcome = { $winner } vyhrává: { $reason }

action-empty = chybí akce: napište tah jako b1-b2, odebrání jako xc3,d4,e5,f5, nebo done
action-syntax = { $text } není akce: napište tah jako b1-b2 (Gb1-b2 pro GIPF-kámen), odebrání jako xc3,d4,e5,f5, nebo done
action-not-a-point = { $text } není bod desky (body jsou a1..i5, střed je e5)
action-not-a-dot = { $point } není tečka
action-not-on-line = { $dot }-{ $to }: { $to } neleží na žádné linii, která vstupuje na desku z tečky { $dot }
action-wrong-end = { $dot }-{ $given }: tento tah končí na { $actual }, napište tedy { $dot }-{ $actual } nebo { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } je volný, takže tah končí na { $first }: napište { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } udává konec tahu; jestli je správný, pozná se jen z pozice (napište { $dot }-{ $first })
action-game-over = hra skončila
action-removal-pending = { $color } musí nejdřív rozhodnout, kterou řadu odebrat
action-blocked = { $dot }-{ $first } je zablokovaný: { $first }..{ $last } jsou obsazené
action-empty-reserve = { $color } nemá v rezervě žádný kámen
action-reserve-too-small = GIPF-kámen bere z rezervy 2 kameny a { $color } má jen 1
action-gipf-outside-tournament = GIPF-kameny se nasazují jen v turnajové variantě: zasuňte obyčejný kámen ({ $push })
action-first-push-gipf = turnajová varianta: { $color } musí jako první zasunout GIPF-kámen (napište před tah G, např. Gb1-b2)
action-no-more-gipf = turnajová varianta: { $color } už zasunul obyčejný kámen a GIPF-kameny nasazovat nemůže
action-no-row = teď není žádná řada k odebrání
action-repeated = { $point } je uveden dvakrát
action-not-a-spot = { $point } je tečka: nemůže na ní stát kámen
action-not-gipf = na { $point } nestojí GIPF-kámen: smažte G před ním
action-no-such-removal = žádné odebrání řady nebere přesně { $given }; možnosti jsou { $choices }
action-done-compulsory-row = done zatím nejde: řada, ve které je obyčejný kámen, se musí odebrat
action-done-opponent-rows = done nejde: řady, které zůstaly po soupeřově tahu, se musí odebrat
action-done-nothing-to-leave = done jen ponechává nepovinné řady po vašem tahu; před tahem prostě táhněte

# Potenciály: jména druhů (TAMSK, ZÈRTZ, ...) jsou jména her a nepřekládají se.
event-used = { $color } použil potenciál { $kind } { $from }-{ $to }
event-kept = { $color } ponechal potenciál TAMSK na e5
action-no-potentials = { $action }: tato partie se hraje bez potenciálů
action-tamsk-pending = { $color } musí nejdřív rozhodnout o kameni TAMSK na e5: zasunout jeho potenciál (T:<tečka>-<pole>) nebo keep
action-not-tamsk-stage = { $action } jde jen tehdy, když na e5 právě dorazil kámen s potenciálem TAMSK
action-not-in-hand = { $color } už nemá v ruce žádný potenciál { $kind }
action-no-loaded-push = { $color } teď nemůže vložit kámen s potenciálem
action-no-loaded-piece = na { $point } nestojí nezakrytý kámen s potenciálem { $kind } hráče { $color }: jen takový kámen může potenciál použít
action-tamsk-not-now = potenciál TAMSK se použije jen tehdy, když jeho kámen dorazí na e5
action-bad-target = { $kind } z { $from } nemůže na { $to }; může na { $choices }
action-wrong-mark = značka u { $point } neodpovídá tomu, co tam stojí: napište { $fix }
