# The rules' words: colours, what a turn did, how a game ended, why an action is illegal.
# Action errors are sentences without their full stop (error-illegal adds it): a capital
# letter at the start unless they start with notation or a `command` word.
# Russian: a colour ($color, $winner, $loser) arrives as white/black and selects the term
# -white/-black, plural (Белые, Чёрные: the subject of a plural verb), with case: "gen" etc.
# where the sentence needs another case.

-white = { $case ->
       *[nom] Белые
        [gen] Белых
        [dat] Белым
        [acc] Белых
        [ins] Белыми
    }
-black = { $case ->
       *[nom] Чёрные
        [gen] Чёрных
        [dat] Чёрным
        [acc] Чёрных
        [ins] Чёрными
    }
color-white = { -white }
color-black = { -black }
# Игроки игры без цветов (ZÈRTZ): первый и второй игрок (под ними Белые и Чёрные).
# Сообщения, называющие сторону, выбирают по white/black/first/second. В отличие от
# Белых/Чёрных это единственное число: «Первый игрок выиграл». Падежи как у -white.
-first = { $case ->
       *[nom] первый игрок
        [gen] первого игрока
        [dat] первому игроку
        [acc] первого игрока
        [ins] первым игроком
    }
-second = { $case ->
       *[nom] второй игрок
        [gen] второго игрока
        [dat] второму игроку
        [acc] второго игрока
        [ins] вторым игроком
    }
side-first = Первый игрок
side-second = Второй игрок

event-pushed = { $color ->
        [white] { -white }
       *[black] { -black }
    } сыграли { $push }
event-pushed-to = { $color ->
        [white] { -white }
       *[black] { -black }
    } сыграли { $push } (до { $end })
event-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    } { $back ->
        [0] взяли в плен { $captured ->
            [one] { $captured } фишку
            [few] { $captured } фишки
           *[other] { $captured } фишек
        }
       *[other] вернули в запас { $back ->
            [one] { $back } фишку
            [few] { $back } фишки
           *[other] { $back } фишек
        }{ $captured ->
            [0] {""}
           *[other] {" "}и взяли в плен { $captured }
        }
    }
event-left-rows = { $color ->
        [white] { -white }
       *[black] { -black }
    } оставили прочие ряды

reason-no-gipf = { $loser ->
        [white] { -white }
       *[black] { -black }
    } остались без фишек GIPF
reason-no-reserve = { $loser ->
        [white] { -white }
       *[black] { -black }
    } исчерпали запас
outcome = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили: { $reason }

action-empty = Действие не указано: напишите ход вроде b1-b2, снятие вроде xc3,d4,e5,f5 или done
action-syntax = { $text } — не действие: напишите ход вроде b1-b2 (Gb1-b2 для фишки GIPF), снятие вроде xc3,d4,e5,f5 или done
action-not-a-point = { $text } — не пункт доски (пункты от a1 до i5, центр — e5)
action-not-a-dot = { $point } — не точка
action-not-on-line = { $dot }-{ $to }: { $to } не лежит на линии, которая идёт на доску от точки { $dot }
action-wrong-end = { $dot }-{ $given }: этот ход заканчивается на { $actual }, так что напишите { $dot }-{ $actual } или { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: пункт { $first } свободен, поэтому ход заканчивается на { $first }: напишите { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } указывает конец хода; верно ли это, видно только по позиции (напишите { $dot }-{ $first })
action-game-over = Партия окончена
action-removal-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } должны сначала решить, какой ряд снять
action-blocked = { $dot }-{ $first } заблокирован: пункты { $first }..{ $last } заняты
action-empty-reserve = { $color ->
        [white] { -white }
       *[black] { -black }
    } исчерпали запас
action-reserve-too-small = { $color ->
        [white] { -white }
       *[black] { -black }
    } не могут ввести фишку GIPF: она берёт из запаса 2 фишки, а там осталась только 1
action-gipf-outside-tournament = Фишки GIPF вводятся только в турнирном варианте: введите одиночную фишку ({ $push })
action-first-push-gipf = Турнирный вариант: первым ходом { $color ->
        [white] { -white }
       *[black] { -black }
    } должны ввести фишку GIPF (напишите G перед ходом, например Gb1-b2)
action-no-more-gipf = Турнирный вариант: { $color ->
        [white] { -white }
       *[black] { -black }
    } уже вводили одиночную фишку и больше не могут вводить фишки GIPF
action-no-row = Сейчас нет ряда, который нужно снять
action-repeated = { $point } указан дважды
action-not-a-spot = { $point } — точка: фишки там не стоят
action-not-gipf = На { $point } нет фишки GIPF: уберите G перед ним
action-no-such-removal = Ни одно снятие ряда не забирает ровно { $given }; варианты: { $choices }
action-done-compulsory-row = `done` пока невозможно: ряд с одиночной фишкой нужно снять
action-done-opponent-rows = `done` невозможно: ряды, оставшиеся после хода соперника, нужно снять
action-done-nothing-to-leave = `done` только оставляет необязательные ряды после вашего хода; до хода просто ходите

# Потенциалы: названия видов (TAMSK, ZÈRTZ, ...) — названия игр, не переводятся.
event-used = { $color ->
        [white] { -white }
       *[black] { -black }
    } использовали потенциал { $kind } { $from }-{ $to }
event-kept = { $color ->
        [white] { -white }
       *[black] { -black }
    } оставили потенциал TAMSK на e5
action-no-potentials = { $action }: эта партия играется без потенциалов
action-tamsk-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } должны сначала решить насчёт фишки TAMSK на e5: ввести её потенциал (T:<точка>-<поле>) или keep
action-not-tamsk-stage = { $action } возможно, только когда фишка с потенциалом TAMSK только что пришла на e5
action-not-in-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    }: в руке не осталось потенциала { $kind }
action-no-loaded-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } сейчас не могут ввести фишку с потенциалом
action-no-loaded-piece = { $color ->
        [white] { -white }
       *[black] { -black }
    }: на { $point } нет открытой фишки с потенциалом { $kind }; только такая фишка может его использовать
action-tamsk-not-now = Потенциал TAMSK используется, только когда его фишка приходит на e5
action-bad-target = { $kind } с { $from } не может пойти на { $to }; возможно: { $choices }
action-wrong-mark = На { $point } { $holds ->
        [nothing] ничего нет
        [capped] стоит стопка с крышками
        [gipf] стоит фишка GIPF
        [loaded] стоит фишка с потенциалом
        [basic] стоит простая фишка
       *[used] стоит использованный потенциал
    }: { $fix ->
        [leave] не указывайте его в снятии
        [plain] напишите его без метки: { $mark }
       *[mark] напишите его как { $mark }
    }

## Position strings and variant words: придаточные после "`standard+T100` — не
# вариант:" (строчная буква, без точки). $text, $stack, $rest — то, что написано; $color и
# $other — white/black.
position-field-count = в позиции 7 полей через один пробел (вариант доска ход стадия запасы пленные статус), с потенциалами 8 (затем руки); здесь { $count ->
        [one] { $count } поле
        [few] { $count } поля
       *[other] { $count } полей
    }
position-variant = варианта { $text } нет: используйте basic, standard или tournament
position-board = поле доски: { $why }
position-turn = ход { $text } — не w и не b
position-stage = стадия { $text } — ни одна из p, m, o, w+, b+ (с потенциалами также t, pm, po)
position-counts = { $field ->
        [reserves] запасы
       *[captures] пленные
    } { $text }: напишите два числа как белые/чёрные, например 12/12
position-status = статус { $text }: напишите две буквы из n, g, s (с потенциалами также l), сначала Белых, потом Чёрных
position-status-outside-tournament = статус { $text }: статус, отличный от ss, бывает только в турнирном варианте
position-gipf-in-basic = в базовом варианте нет фишек GIPF, а на { $point } стоит одна
position-too-many-pieces = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } всего { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[other] { $count } фишек
    } (доска, фишка GIPF за 2, + запас + взятые соперником в плен); их не больше 18
position-too-many-basic = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } всего { $count ->
        [one] { $count } простая фишка
        [few] { $count } простые фишки
       *[other] { $count } простых фишек
    } (доска, фишка GIPF за 2, фишка с потенциалом за 1, + запас + взятые соперником в плен); с потенциалами их не больше 21
position-potentials-only = { $what ->
        [status] статусу { $text }
        [stage] стадии { $text }
       *[token] знаку доски { $text }
    } нужны потенциалы: добавьте руки восьмым полем, например -/-
position-hand = рука { $text }: { $why }
position-status-and-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $why ->
        [loaded] статусу l (ввод фишек с потенциалами) нужна непустая рука
       *[singles] статус s (только простые фишки) означает пустую руку: простой ход лишает руки
    }
position-impossible-stage = стадия { $stage } здесь невозможна: { $why }
hand-empty = рука — это - (пусто) или виды с количествами, например T3Z3D3Y3P3
hand-not-a-kind = каждый вид — одна из букв T Z D Y P, за ней его количество
hand-order = каждый вид пишется один раз, в порядке T Z D Y P
hand-no-count = за каждым видом идёт его количество, от 1 до { $max }
hand-too-many = в руке не больше { $max ->
        [one] { $max } потенциала
        [few] { $max } потенциалов
       *[other] { $max } потенциалов
    } одного вида
hand-not-a-pair = напишите обе руки как белые/чёрные, например T3Z3D3Y3P3/T3Z3D3Y3P3 или -/-
hand-ultimate = у ultimate GIPF своя рука, по 3 каждого вида; другую руку пишите как tournament+<рука>, например tournament+T6
hand-no-potential = назовите хотя бы один потенциал, например standard+T6, или напишите standard+potentials
board-columns = в { $text } { $count ->
        [one] { $count } столбец
        [few] { $count } столбца
       *[other] { $count } столбцов
    }; напишите 7 столбцов b..h через /
board-two-digits = столбец { $column } ({ $text }): две цифры подряд; для ряда пустых полей пишите одну цифру
board-zero = столбец { $column } ({ $text }): 0 — не число пустых полей
board-token = столбец { $column } ({ $text }): { $why }
board-spots = столбец { $column } ({ $text }) описывает { $found ->
        [one] { $found } поле
        [few] { $found } поля
       *[other] { $found } полей
    }; в нём их { $spots }
token-unclosed = { $text }: стопка ( ... ) не закрыта
token-no-base = стопка ({ $stack }): не начинается со знака фишки
token-no-cap = у стопки ({ $stack }) нет крышки; фишку без крышки пишите без скобок
token-not-a-cap = стопка ({ $stack }): { $rest } — не крышка; крышки: wd, bd, wp, bp
token-uncappable = стопка ({ $stack }): на этой фишке не может стоять крышка
token-wrong-cap = стопка ({ $stack }): крышки { $cap } не могут стоять на { $base ->
        [basic] простой фишке
        [gipf] фишке GIPF
        [loaded] этой фишке с потенциалом
       *[used] использованном потенциале
    }
token-alternate = стопка ({ $stack }): цвета крышек чередуются, первая — другого цвета, чем основание
token-too-many-caps = в стопке ({ $stack }...) больше крышек, чем могут дать две руки по { $max }
token-not-a-token = { $text } — не знак фишки (w W b B, wT..bP, wt wz wy bt bz by или стопка в скобках) и не цифра
stage-not-lost = { $color ->
        [white] { -white }
       *[black] { -black }
    } не проиграли ни потерей всех фишек GIPF, ни ходом при пустом запасе
stage-not-lost-potentials = { $color ->
        [white] { -white }
       *[black] { -black }
    } не проиграли ни потерей всех фишек GIPF, ни отсутствием действия в свой ход
stage-no-gipf = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } нет фишек GIPF на доске, так что партия была бы окончена
stage-row-before-push = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } есть ряд, который нужно снять, прежде чем кто-либо пойдёт
stage-row-before-action = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } есть ряд, который нужно снять, прежде чем кто-либо сыграет
stage-no-action = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } нет допустимого действия
stage-no-choice = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } { $count ->
        [one] { $count } способ
        [few] { $count } способа
       *[other] { $count } способов
    } разобрать свои ряды, а стадия останавливается только ради выбора
stage-mover-first = { $color ->
        [white] { -white }
       *[black] { -black }
    } должны ещё снять ряд, прежде чем ход перейдёт к { $other ->
        [white] { -white(case: "dat") }
       *[black] { -black(case: "dat") }
    }
stage-no-tamsk = на e5 нет фишки с потенциалом TAMSK
stage-lines-full = все линии заполнены, так что остаётся только keep, и он применяется сразу

## The challenges option (COMBINING.md): actions refused, and position strings' ninth and
# tenth fields. $color is white/black; $why is another clause.
action-no-challenges = { $action }: эта партия играется без вызовов
action-not-challenge-stage = { $action } возможно, только когда применение ждёт решения вызывающего (стадия c)
action-not-referee-stage = { $action } возможно, только когда вызов ждёт исхода (стадия r)
action-challenge-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } должны сначала оспорить (challenge) или разрешить (allow) ожидающее применение
action-referee-pending = Сначала судья должен назвать исход вызова: won или lost
challenges-nine-fields = у позиции с опцией вызовов 10 полей: руки, вызовы (например, `die:2/2`), затем ожидающее применение или `-`; здесь их 9
challenges-field = вызовы { $text }: { $why ->
        [colon] напишите испытание, двоеточие и оставшиеся попытки как белые/чёрные, например `die:2/2`
        [trial] испытание — это `die`, `game` или `agreed`, строчными буквами
        [pair] напишите оставшиеся попытки двумя числами белые/чёрные, например `2/2`
       *[count] каждое число оставшихся попыток — одна цифра, от 0 до 9
    }
challenges-stage-without-option = стадии { $stage } нужна опция вызовов: добавьте вызовы и ожидающее применение девятым и десятым полем, например `die:2/2 Z:c3-f5`
challenges-pending-outside-stage = на стадии { $stage } ничего не ожидает: десятым полем напишите `-`
challenges-no-pending = стадии { $stage } нужно ожидающее применение десятым полем, например `Z:c3-f5`
challenges-not-a-use = ожидающее применение { $text } записано не в каноническом виде: напишите применение ZÈRTZ, YINSH, DVONN или PÜNCT вроде `Z:c3-f5` или ввод TAMSK с первым полем вроде `T:e9-e8`
challenges-pending-stage = ожидающее применение { $pending }: { $why }
challenges-pending-illegal = ожидающее применение { $pending } здесь недопустимо: { $why }
challenges-no-attempt = стадия c здесь невозможна: { $color ->
        [white] { -white }
       *[black] { -black }
    }, вызывающая сторона, не имеют попыток, так что применение сработало бы сразу
challenges-attempt-not-spent = стадия r здесь невозможна: { $color ->
        [white] { -white }
       *[black] { -black }
    }, вызывающая сторона, имеют 9 попыток, хотя только что потратили одну из не более чем 9
challenges-word = { $text }: { $why ->
        [potentials] вызовам нужны потенциалы: напишите `{ $fix }`
        [trial] часть вызовов — это испытание (`die`, `game` или `agreed`) и число попыток каждого игрока, например `die2`
        [attempts] от 1 до 9 попыток, например `die2`
        [parts] у варианта не больше трёх частей: вариант, его потенциалы и его вызовы, например `standard+potentials+die2`
       *[ultimate] у ультимативного GIPF потенциалы уже есть: напишите `ultimate` или `ultimate+die2` с вызовами
    }
