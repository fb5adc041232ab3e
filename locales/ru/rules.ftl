# The rules' words: colours, what a turn did, how a game ended, why an action is illegal.
# Action errors are clauses: no capital letter at the start, no full stop at the end.
# Russian: a colour ($color, $winner, $loser) is the nominative plural (Белые, Чёрные), so it
# stays the subject of a plural verb.

color-white = Белые
color-black = Чёрные

event-pushed = { $color } сыграли { $push }
event-pushed-to = { $color } сыграли { $push } (до { $end })
event-removed = { $color } { $back ->
        [0] взяли в плен { $captured }
       *[other] { $captured ->
            [0] вернули в запас { $back }
           *[other] вернули { $back }, пленили { $captured }
        }
    }
event-left-rows = { $color } оставили прочие ряды

reason-no-gipf = { $loser } остались без фишек GIPF
reason-no-reserve = { $loser } исчерпали запас
outcome = { $winner } победили: { $reason }

action-empty = действие не указано: напишите ход вроде b1-b2, снятие вроде xc3,d4,e5,f5 или done
action-syntax = { $text } — не действие: напишите ход вроде b1-b2 (Gb1-b2 для фишки GIPF), снятие вроде xc3,d4,e5,f5 или done
action-not-a-point = { $text } — не пункт доски (пункты от a1 до i5, центр — e5)
action-not-a-dot = { $point } — не точка
action-not-on-line = { $dot }-{ $to }: { $to } не лежит на линии, которая идёт на доску от точки { $dot }
action-wrong-end = { $dot }-{ $given }: этот ход заканчивается на { $actual }, так что напишите { $dot }-{ $actual } или { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: пункт { $first } свободен, поэтому ход заканчивается на { $first }: напишите { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } указывает конец хода; верно ли это, видно только по позиции (напишите { $dot }-{ $first })
action-game-over = партия окончена
action-removal-pending = { $color } должны сначала решить, какой ряд снять
action-blocked = { $dot }-{ $first } заблокирован: пункты { $first }..{ $last } заняты
action-empty-reserve = { $color } исчерпали запас
action-reserve-too-small = { $color } не могут ввести фишку GIPF: она берёт из запаса 2 фишки, а там осталась только 1
action-gipf-outside-tournament = фишки GIPF вводятся только в турнирном варианте: введите одиночную фишку ({ $push })
action-first-push-gipf = турнирный вариант: первым ходом { $color } должны ввести фишку GIPF (напишите G перед ходом, например Gb1-b2)
action-no-more-gipf = турнирный вариант: { $color } уже вводили одиночную фишку и больше не могут вводить фишки GIPF
action-no-row = сейчас нет ряда, который нужно снять
action-repeated = { $point } указан дважды
action-not-a-spot = { $point } — точка: фишки там не стоят
action-not-gipf = на { $point } нет фишки GIPF: уберите G перед ним
action-no-such-removal = ни одно снятие ряда не забирает ровно { $given }; варианты: { $choices }
action-done-compulsory-row = done пока невозможно: ряд с одиночной фишкой нужно снять
action-done-opponent-rows = done невозможно: ряды, оставшиеся после хода соперника, нужно снять
action-done-nothing-to-leave = done только оставляет необязательные ряды после вашего хода; до хода просто ходите

# Потенциалы: названия видов (TAMSK, ZÈRTZ, ...) — названия игр, не переводятся.
event-used = { $color } использовали потенциал { $kind } { $from }-{ $to }
event-kept = { $color } оставили потенциал TAMSK на e5
action-no-potentials = { $action }: эта партия играется без потенциалов
action-tamsk-pending = { $color } должны сначала решить насчёт фишки TAMSK на e5: ввести её потенциал (T:<точка>-<поле>) или keep
action-not-tamsk-stage = { $action } возможно, только когда фишка с потенциалом TAMSK только что пришла на e5
action-not-in-hand = { $color }: в руке не осталось потенциала { $kind }
action-no-loaded-push = { $color } сейчас не могут ввести фишку с потенциалом
action-no-loaded-piece = { $color }: на { $point } нет открытой фишки с потенциалом { $kind }; только такая фишка может его использовать
action-tamsk-not-now = потенциал TAMSK используется, только когда его фишка приходит на e5
action-bad-target = { $kind } с { $from } не может пойти на { $to }; возможно: { $choices }
action-wrong-mark = метка у { $point } не соответствует тому, что там стоит: напишите { $fix }
