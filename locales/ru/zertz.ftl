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
