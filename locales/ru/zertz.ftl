# ZÈRTZ's words (gipf-i18n/src/zertz.rs): the marbles, why an action or a position string is
# refused, how a game ended, whose decision it is, what a turn did, the labels of the choices
# and the rules in short. The players have no colour: $player, $winner, $skipped and $side are
# first/second (первый/второй игрок, masculine singular: "первый игрок поставил"). $marble,
# $actual and $written are white/grey/black (шарик is masculine and inanimate: its accusative
# is its nominative).
# Russian: marble = шарик, ring = кольцо, pool = запас, place = поставить, take away = убрать,
# free = свободное, capture = взятие/брать, jump = прыжок, claim = забрать.

## Marbles.
zertz-marble = { $marble ->
        [white] белый шарик
        [grey] серый шарик
       *[black] чёрный шарик
    }
zertz-marbles = { $count } { $marble ->
        [white] { $count ->
            [one] белый шарик
            [few] белых шарика
           *[other] белых шариков
        }
        [grey] { $count ->
            [one] серый шарик
            [few] серых шарика
           *[other] серых шариков
        }
       *[black] { $count ->
            [one] чёрный шарик
            [few] чёрных шарика
           *[other] чёрных шариков
        }
    }
zertz-list-two = { $first } и { $second }
zertz-list-three = { $first }, { $second } и { $third }
zertz-no-marble = ни одного шарика

## The labels of the choices.
marble-button = { $marble ->
        [white] Белый шарик
        [grey] Серый шарик
       *[black] Чёрный шарик
    } ({ $source ->
        [pool] в запасе: { $count }
       *[captures] ваших: { $count }
    })
pick-zertz-ring = Выберите кольцо для вашего { $marble ->
        [white] белого
        [grey] серого
       *[black] чёрного
    } шарика.
pick-zertz-remove = Выберите свободное кольцо, которое уберёте.
pick-zertz-chain = Шарик на { $at }: выберите его последовательность взятий.

## Action errors.
zertz-action-empty = Действие не указано: поставьте шарик и уберите свободное кольцо, например `Wd4,d1`, или берите прыжком, например `xd1Gd3Wd5`
zertz-action-syntax = { $text } — не действие: поставьте шарик и уберите свободное кольцо, например `Wd4,d1`, или берите прыжком, например `xd1Gd3Wd5`
zertz-action-not-a-place = { $text } — не место доски `{ $variant }`, её столбцы: { $columns }
zertz-action-game-over = Партия окончена: больше никаких действий
zertz-action-wrong-variant = Это действие называет места доски `{ $action }`, а эта партия играется на `{ $game }`: называйте места этой доски
zertz-action-not-on-board = { $at } — не место этой доски: назовите одно из её колец
zertz-action-no-ring = На { $at } больше нет кольца: поставьте шарик на пустое кольцо
zertz-action-occupied = На { $at } уже стоит { $marble ->
        [white] белый
        [grey] серый
       *[black] чёрный
    } шарик: поставьте свой на пустое кольцо
zertz-action-not-in-pool = В запасе не осталось { $marble ->
        [white] белых
        [grey] серых
       *[black] чёрных
    } шариков: поставьте цвет, который в нём ещё есть (в нём { $pool })
zertz-action-not-in-captures = Запас пуст, а { $marble ->
        [white] белых
        [grey] серых
       *[black] чёрных
    } шариков вы не брали: поставьте один из взятых вами шариков (у вас { $captures })
zertz-action-capture-compulsory = Брать обязательно: сделайте взятие, например `{ $example }`
zertz-action-free-ring-must-go = После того как шарик поставлен, нужно убрать свободное кольцо: укажите его после запятой, например `{ $example }`
zertz-action-not-a-free-ring = { $ring } — не свободное кольцо: уберите пустое кольцо, рядом с которым два соседних друг с другом места без колец, чтобы его можно было выдвинуть
zertz-action-remove-filled = { $ring } — кольцо, которое вы только что заняли: уберите другое, свободное кольцо
zertz-action-no-free-ring = Свободных колец нет, поэтому ни одно не убирается: запишите ход без `,{ $ring }`
zertz-action-no-marble-at = На { $at } нет шарика, который мог бы прыгнуть: взятие начинается с шарика рядом с другим, за которым пустое кольцо
zertz-action-not-a-jump = С { $from } на { $to } — не прыжок: шарик перепрыгивает через соседний шарик на кольцо сразу за ним
zertz-action-nothing-to-jump = С { $from } на { $to } нет шарика для прыжка: на { $over } шарика нет
zertz-action-landing-taken = { $to } — не пустое кольцо: прыжок с { $from } должен закончиться на пустом кольце
zertz-action-wrong-colour = На { $over } стоит { $actual ->
        [white] белый
        [grey] серый
       *[black] чёрный
    } шарик, а не { $written ->
        [white] белый
        [grey] серый
       *[black] чёрный
    }: напишите `{ $letter }` перед местом приземления или не пишите букву вовсе
zertz-action-chain-stops = Шарик на { $at } может прыгать дальше, через { $over } на { $to }: взятие продолжается, пока это возможно, так что продолжите его до { $to }
zertz-action-no-capture = Взятие невозможно: поставьте шарик и уберите свободное кольцо, например `Wd4,d1`
zertz-action-wrong-claims = `{ $action }` забирает `{ $claims }`: суффикс `x` должен перечислять ровно эти шарики или отсутствовать
zertz-action-wrong-claims-none = `{ $action }` ничего не забирает: запишите его без суффикса `x`
zertz-action-not-legal = `{ $action }` здесь не разрешено

## The end of a game.
zertz-reason-set-each = по { $count } { $count ->
        [one] шарику
        [few] шарика
       *[other] шариков
    } каждого цвета
zertz-reason-no-ring = колец не осталось
zertz-reason-no-one-can-act = ни один игрок не может ходить
zertz-result-set-each = { $winner ->
        [first] Первый игрок
       *[second] Второй игрок
    } победил: у него по { $count } { $count ->
        [one] шарику
        [few] шарика
       *[other] шариков
    } каждого цвета
zertz-result-set-one = { $winner ->
        [first] Первый игрок
       *[second] Второй игрок
    } победил: у него { $marbles }
zertz-result-no-ring = { $winner ->
        [first] Первый игрок
       *[second] Второй игрок
    } победил: колец не осталось
zertz-draw = Ничья: ни один игрок не может ходить

## Whose decision it is.
zertz-to-place = { $player ->
        [first] Первый игрок
       *[second] Второй игрок
    } ставит шарик и убирает свободное кольцо
zertz-to-place-no-free = { $player ->
        [first] Первый игрок
       *[second] Второй игрок
    } ставит шарик (свободных колец, чтобы убрать, нет)
zertz-to-place-own = { $player ->
        [first] Первый игрок
       *[second] Второй игрок
    } ставит один из взятых им шариков (запас пуст) и убирает свободное кольцо
zertz-to-place-own-no-free = { $player ->
        [first] Первый игрок
       *[second] Второй игрок
    } ставит один из взятых им шариков (запас пуст; свободных колец, чтобы убрать, нет)
zertz-to-capture = { $player ->
        [first] Первый игрок
       *[second] Второй игрок
    } должен брать

## What a turn did, after "Последний ход:" (lower case).
zertz-turn-place = { $player ->
        [first] { -first }
       *[second] { -second }
    } поставил { $marble ->
        [white] белый
        [grey] серый
       *[black] чёрный
    } шарик на { $at }
zertz-turn-place-remove = { $player ->
        [first] { -first }
       *[second] { -second }
    } поставил { $marble ->
        [white] белый
        [grey] серый
       *[black] чёрный
    } шарик на { $at } и убрал { $ring }
zertz-turn-place-claim = { $player ->
        [first] { -first }
       *[second] { -second }
    } поставил { $marble ->
        [white] белый
        [grey] серый
       *[black] чёрный
    } шарик на { $at } и забрал { $rings } ({ $marbles })
zertz-turn-place-remove-claim = { $player ->
        [first] { -first }
       *[second] { -second }
    } поставил { $marble ->
        [white] белый
        [grey] серый
       *[black] чёрный
    } шарик на { $at }, убрал { $ring } и забрал { $rings } ({ $marbles })
zertz-turn-capture = { $player ->
        [first] { -first }
       *[second] { -second }
    } прыгнул с { $from } на { $to } и взял { $marbles } (`{ $action }`)
zertz-turn-skipped = { $turn }; { $skipped ->
        [first] { -first }
       *[second] { -second }
    } не может ходить, поэтому его ход пропускается

## Position strings: clauses (lower case, no full stop).
zertz-field-pool = запас
zertz-field-captures = взятые шарики { $side ->
        [first] { -first(case: "gen") } (`w`)
       *[second] { -second(case: "gen") } (`b`)
    }
zertz-position-field-count = позиция ZÈRTZ состоит из 6 полей через один пробел (вариант, доска, ход, запас, взятые шарики `w`, взятые шарики `b`); здесь { $count } { $count ->
        [one] поле
        [few] поля
       *[other] полей
    }
zertz-position-variant = { $text } — не вариант: строка позиции ZÈRTZ начинается с `zertz`, `zertz-blitz`, `zertz48` или `zertz61`
zertz-position-column-count = доска: запишите { $expected } столбцов доски `{ $variant }` через /; здесь их { $found }
zertz-position-column-length = доска: в столбце { $column } { $expected } мест, а { $found ->
        [one] описано { $found }
        [few] описано { $found }
       *[other] описано { $found }
    }
zertz-position-unknown-char = доска, столбец { $column }: { $text } — недопустимый знак (пишите `w`, `g` и `b` для колец с шариком, цифру 1-9 для пустых колец, `.` для места без кольца)
zertz-position-zero = доска, столбец { $column }: число пустых колец — от 1 до 9, никогда не 0
zertz-position-two-digits = доска, столбец { $column }: две цифры подряд; для ряда пустых колец пишите одну цифру
zertz-position-turn = ход { $text }: напишите `w` или `b` (кто ходит), `w+` или `b+` (победитель) или `=` (ничья)
zertz-position-counts = { $field }: { $text } — не три числа через / (белые/серые/чёрные, например `6/8/10`)
zertz-position-leading-zero = { $field }: в { $text } ведущий ноль: пишите числа без него (`6`, а не `06`)
zertz-position-marble-count = на доске, в запасе и среди взятых вместе { $marbles }, а в игре их { $expected }
zertz-position-full-group = в группе колец с { $at } нет пустого кольца: её бы уже забрали
zertz-position-both-win = у обоих игроков выигрышный набор, а партия заканчивается, как только он есть у одного
zertz-position-in-progress-with-set = у { $side ->
        [first] { -first(case: "gen") }
       *[second] { -second(case: "gen") }
    } выигрышный набор, значит партия окончена: напишите `{ $result }`
zertz-position-in-progress-no-ring = колец не осталось, значит партия окончена: напишите победителя (`w+` или `b+`)
zertz-position-cannot-act = { $side ->
        [first] { -first }
       *[second] { -second }
    } (`{ $letter }`) не может ходить (взятий нет, а пустых колец или шариков для хода нет): его ход был бы пропущен или партия закончилась бы вничью
zertz-position-loser-holds-set = `{ $result }` объявляет победителем { $side ->
        [first] { -first(case: "acc") }, но выигрышный набор у { -second(case: "gen") }
       *[second] { -second(case: "acc") }, но выигрышный набор у { -first(case: "gen") }
    }
zertz-position-no-win = `{ $result }` объявляет победителем { $side ->
        [first] { -first(case: "acc") }
       *[second] { -second(case: "acc") }
    }, но у него нет выигрышного набора и кольца ещё остались
zertz-position-draw-with-set = `=` (ничья), но у { $side ->
        [first] { -first(case: "gen") }
       *[second] { -second(case: "gen") }
    } выигрышный набор: напишите `{ $result }`
zertz-position-draw-no-ring = `=` (ничья), но колец не осталось: победил тот, кто забрал последние кольца
zertz-position-draw-can-act = `=` (ничья), но { $side ->
        [first] { -first }
       *[second] { -second }
    } может ходить: напишите, чей ход, `{ $letter }`

## `rules zertz`: the rules in short (rules-link follows).
rules-zertz = **ZÈRTZ**: доска состоит из 37 колец (48 в `zertz48`, 61 в `zertz61`) и по ходу партии уменьшается. Шарики, 6 белых, 8 серых и 10 чёрных, лежат в общем запасе и никому не принадлежат: любой игрок может поставить любой из них.
    В свой ход вы ставите шарик любого цвета на пустое кольцо, а затем убираете свободное кольцо (пустое кольцо на краю, которое можно выдвинуть, не сдвигая остальные), например `Wd4,d1`; если свободных колец нет, ничего не убираете. Если оставшиеся кольца образуют группу, все кольца которой заняты шариками, эта группа отрезана: вы забираете её шарики, а её кольца уходят с доски.
    Брать обязательно: шарик перепрыгивает через соседний шарик на пустое кольцо сразу за ним и берёт его; пока тот же шарик может прыгать дальше, он обязан, например `xd1Gd3Wd5`. Из нескольких взятий можно выбрать любое.
    Побеждает тот, у кого 3 шарика каждого цвета, или 4 белых, или 5 серых, или 6 чёрных (`zertz-blitz`: 5/7/9 шариков; по 2 каждого цвета, или 3 белых, 4 серых, 5 чёрных), или тот, кто забрал последние кольца. Когда запас пуст, шарики ставят из своих взятых; игрок, который не может ходить, пропускает ход, а если не может ни один, партия заканчивается вничью.
