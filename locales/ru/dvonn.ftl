# DVONN's words (gipf-i18n/src/dvonn.rs): why an action or a position string is refused, how a
# game ended, and the rules in short. The colour terms -white and -black are rules.ftl's
# (plural: Белые, Чёрные, with case: "gen" etc.).
# Action errors are sentences without their full stop: a capital letter at the start unless
# they start with notation. Position errors are clauses (lower case, no full stop).
# $owner and $color are white/black; $space, $from, $to are spaces (e3); $text is what was typed.
# Russian: stack = столбик, piece = фишка, space = поле, placement = расстановка.

dvonn-action-empty = Действие не указано: назовите свободное поле, чтобы поставить туда фишку, например e3, или сделайте ход столбиком, например a1-b1
dvonn-action-syntax = { $text } — не действие: назовите поле, чтобы поставить туда фишку, например e3, или сделайте ход столбиком, например a1-b1
dvonn-action-not-a-space = { $text } — не поле доски (ряд 1 — это a1-i1, ряд 2 — a2-j2, ряд 3 — a3-k3, ряд 4 — b4-k4, ряд 5 — c5-k5)
dvonn-action-pass = В DVONN не пишут `pass`: игрок, которому некуда ходить, пропускает ход автоматически
dvonn-action-game-over = Партия окончена: действий больше нет
dvonn-action-move-in-placement = { $from }-{ $to } — это ход, но сейчас идёт расстановка: назовите свободное поле, чтобы поставить туда фишку
dvonn-action-placement-in-movement = { $space } — это постановка фишки, но расстановка уже закончилась: сделайте ход одним из своих столбиков, например a1-b1
dvonn-action-occupied = Поле { $space } занято: поставьте фишку на свободное поле
dvonn-action-no-stack = На { $space } нет столбика, которым можно было бы пойти
dvonn-action-lone-dvonn = На { $space } стоит одинокая фишка DVONN, а ею ходить нельзя: ходите столбиком, которым управляете вы
dvonn-action-not-your-stack = { $space } — не ваш столбик: он принадлежит { $owner ->
        [white] { -white(case: "dat") }
       *[black] { -black(case: "dat") }
    }
dvonn-action-surrounded = Столбик на { $space } не может ходить: он окружён со всех шести сторон
dvonn-action-same-space = { $space }-{ $space }: столбик должен пойти на другое поле
dvonn-action-not-in-line = { $from }-{ $to }: { $to } не лежит ни на одной из шести прямых, идущих от { $from }
dvonn-action-wrong-distance = { $from }-{ $to }: { $height ->
        [1] одиночная фишка ходит ровно на 1 поле
        [one] столбик высотой { $height } ходит ровно на { $height } поле
        [few] столбик высотой { $height } ходит ровно на { $height } поля
       *[other] столбик высотой { $height } ходит ровно на { $height } полей
    }, а до { $to } — { $distance ->
        [one] { $distance } поле
        [few] { $distance } поля
       *[other] { $distance } полей
    }
dvonn-action-vacant-target = { $from }-{ $to }: поле { $to } пустое, а ход должен закончиться на столбике

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted.
dvonn-position-field-count = в позиции DVONN 4 поля через один пробел (`dvonn` доска ход фаза); здесь { $count ->
        [one] { $count } поле
        [few] { $count } поля
       *[other] { $count } полей
    }
dvonn-position-spacing = разделяйте 4 поля (`dvonn` доска ход фаза) ровно одним пробелом, без пробелов в начале и в конце
dvonn-position-variant = { $text } — не `dvonn`: позиция DVONN начинается со слова `dvonn`
dvonn-position-row-count = доска: напишите 5 рядов через /, начиная с ряда 1; здесь { $count ->
        [one] { $count } ряд
        [few] { $count } ряда
       *[other] { $count } рядов
    }
dvonn-position-row-length = доска: ряд { $row } состоит из { $expected } полей, а { $found ->
        [one] записан { $found } знак
        [few] записано { $found } знака
       *[other] записано { $found } знаков
    }
dvonn-position-unknown-char = доска, ряд { $row }: { $text } — не знак (пишите `.` `d` `w` `b` `w<h>` `b<h>` `W<h>` `B<h>`)
dvonn-position-height = доска, ряд { $row }, { $token }: { $why }
dvonn-position-height-one = одиночная фишка пишется `w` или `b`, без высоты
dvonn-position-height-leading-zero = высота пишется числом от 2 до 49, без нуля в начале
dvonn-position-height-too-high = столбиков выше 49 не бывает
dvonn-position-height-missing = у `W` и `B` (столбик с фишкой DVONN) должна быть высота не меньше 2, например `W3`
dvonn-position-height-on-dvonn = `d` — одинокая фишка DVONN, высоты у неё нет
dvonn-position-turn = ход { $text }: напишите `w` или `b`, а если партия окончена, `-`
dvonn-position-phase = фаза { $text }: напишите `p` (расстановка), `m` (ходы) или, если партия окончена, результат `w+`, `b+` или `=`
dvonn-position-turn-and-phase = ход `{ $turn }` с фазой `{ $phase }`: к `p` или `m` пишите `w` или `b`, а к результату (`w+`, `b+`, `=`) — `-`
dvonn-position-stack-in-placement = на { $space } стоит столбик, но во время расстановки на каждом поле не больше одной фишки
dvonn-position-full-in-placement = все 49 полей заняты, значит, расстановка закончилась: напишите фазу `m` и ход Белых (`w`)
dvonn-position-placement-counts = после { $placed ->
        [one] { $placed } выставленной фишки
       *[other] { $placed } выставленных фишек
    } на доске должно быть фишек DVONN: { $dvonn }, белых: { $white }, чёрных: { $black } (сначала ставят фишки DVONN, потом по очереди Чёрные и Белые), а записано { $found_dvonn }, { $found_white } и { $found_black }
dvonn-position-wrong-placer = после { $placed ->
        [one] { $placed } выставленной фишки
       *[other] { $placed } выставленных фишек
    } ставить должны { $color ->
        [white] { -white }
       *[black] { -black }
    }: напишите { $color ->
        [white] `w`
       *[black] `b`
    }
dvonn-position-too-many-pieces = на доске { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[other] { $count } фишек
    } (высоты сложены), а в игре их всего 49
dvonn-position-no-dvonn = ни на одном поле нет фишки DVONN (`d`, `W<h>` или `B<h>`), а все 3 остаются на доске до конца партии
dvonn-position-too-many-dvonn = фишки DVONN отмечены на { $count ->
        [one] { $count } поле
       *[other] { $count } полях
    }, а фишек DVONN всего 3
dvonn-position-too-few-dvonn = в отмеченных полях помещается не больше { $count ->
        [one] { $count } фишки DVONN
       *[other] { $count } фишек DVONN
    } (`d` — одна, `W<h>` и `B<h>` — до h-1), а на доске остаются все 3
dvonn-position-unlinked = столбик на { $space } не связан ни с одной фишкой DVONN, значит, его бы уже сняли с доски
dvonn-position-no-move-left = ходов нет ни у одного игрока, значит, партия окончена: напишите `-` и результат `{ $result }`
dvonn-position-cannot-move = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } нет хода, поэтому ход автоматически переходит к сопернику: напишите { $color ->
        [white] `b`
       *[black] `w`
    }
dvonn-position-full-board-black-to-move = все 49 полей заняты, значит, ходы начинают Белые: напишите `w`
dvonn-position-not-over = партия отмечена как оконченная, но { $color ->
        [white] { -white }
       *[black] { -black }
    } ещё могут ходить
dvonn-position-wrong-result = очки { -white(case: "gen") }: { $white }, { -black(case: "gen") }: { $black }, поэтому результат `{ $actual }`, а не `{ $named }`

## The end of a game: the scores, the higher first. $winner is white/black.
dvonn-result = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили со счётом { $high }:{ $low }
dvonn-draw = Ничья { $high }:{ $low }

## `rules dvonn`: the rules in short (rules-link follows).
rules-dvonn = **DVONN**: 23 белые, 23 чёрные и 3 красные фишки DVONN. Сначала игроки по очереди ставят по одной фишке на любое свободное из 49 полей, первыми — фишки DVONN (Белые ставят две, Чёрные одну), пока доска не заполнится; расстановку пишите как `e3`. Затем вы по очереди ходите столбиком, которым управляете (сверху ваша фишка): весь столбик перемещается по прямой ровно на столько полей, какова его высота, на другой столбик и никогда на пустое поле; одиночная фишка ходит на 1 поле, а столбик, окружённый со всех шести сторон, ходить не может; ход пишите как `e3-e5`. После каждого хода столбики, которые больше не связаны с фишкой DVONN ни напрямую, ни через другие столбики, снимаются с доски. Кто не может ходить, пропускает ход автоматически; партия заканчивается, когда ходить не может никто. Ваши очки — общая высота столбиков, которыми вы управляете: у кого больше, тот победил, при равенстве — ничья.
