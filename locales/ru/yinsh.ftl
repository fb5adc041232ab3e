# YINSH's words (gipf-i18n/src/yinsh.rs): the pieces, why a point, an action or a position
# string is refused, how a game ended, whose decision it is, and the rules in short. The
# colour terms -white and -black are rules.ftl's.
# Russian: ring = кольцо, marker = фишка, point = точка, row = ряд, pool = запас,
# place = поставить, move = пойти / сделать ход, flip = перевернуть, remove = снять,
# turn = ход, stage = стадия, column = вертикаль.

# The pieces (YINSH.md §3), for a board's legend.
yinsh-ring = кольцо
yinsh-marker = фишка

## Point names. $text is what was typed; $point is a point as written.
yinsh-point-not-a-point = { $text } — не точка доски: на вертикалях от a до k лежат точки a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11 и k7-k10
yinsh-point-corner = { $point } — угол шестиугольника, где не пересекаются линии: это не точка доски

## What the decider does at a stage, as a clause ending an error about a wrong stage.
yinsh-todo-place = поставьте кольцо на свободную точку, например `e3`
yinsh-todo-move = пойдите одним из своих колец, например `h7-g7` (`pass` — только когда ни одно не может пойти)
yinsh-todo-row = выберите, какой из своих рядов снять, например `xf3-f7`
yinsh-todo-ring = снимите одно из своих колец, например `xi9`
yinsh-todo-over = партия окончена

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $point, $from, $to, $ring, $stop, $first,
# $last, $a, $b are points (e3); $text is what was typed; $todo is a yinsh-todo-* clause;
# $action is a ring move (h7-g7); $color and $owner are white/black.
yinsh-action-empty = Действие не указано: поставьте кольцо, например `e3`, пойдите кольцом, например `h7-g7`, напишите `pass` или снимите ряд, например `xf3-f7`, или кольцо, например `xi9`
yinsh-action-syntax = { $text } — не действие: поставьте кольцо, например `e3`, пойдите кольцом, например `h7-g7`, напишите `pass` или снимите ряд, например `xf3-f7`, или кольцо, например `xi9`
yinsh-action-not-a-row = `x{ $a }-{ $b }` — это не 5 соседних точек на одной линии: назовите два конца ряда, например `xf3-f7`
yinsh-action-game-over = Партия окончена: действий больше нет
yinsh-action-no-placement-now = Сейчас кольца не ставят: { $todo }
yinsh-action-no-move-now = Сейчас кольцом не ходят: { $todo }
yinsh-action-no-pass-now = Сейчас нечего пропускать: { $todo }
yinsh-action-no-row-now = Сейчас нет ряда, который можно снять (ряд снимают только после хода кольцом, который его построил): { $todo }
yinsh-action-no-ring-removal-now = Сейчас кольцо не снимают (кольцо снимают только сразу после снятого ряда): { $todo }
yinsh-action-not-vacant = Точка { $point } занята: поставьте кольцо на свободную точку
yinsh-action-pass-with-moves = `pass` можно, только когда ни одно из ваших колец не может пойти: пойдите одним из них, например `{ $action }`
yinsh-action-no-own-ring = На { $point } нет { $color ->
        [white] белого
       *[black] чёрного
    } кольца: пойдите одним из своих колец
yinsh-action-marker-moved = На { $point } лежит фишка, а фишки никогда не ходят: пойдите одним из своих колец, и на его исходной точке останется фишка вашего цвета
yinsh-action-no-distance = `{ $point }-{ $point }` не сдвигает кольцо: кольцо проходит хотя бы одну точку
yinsh-action-not-a-line = `{ $from }-{ $to }` — не по линии: кольцо ходит по прямой в одном из шести направлений
yinsh-action-landing-occupied = Точка { $to } занята: кольцо всегда заканчивает ход на свободной точке
yinsh-action-over-ring = `{ $from }-{ $to }` проходит через кольцо на { $ring }: кольцо никогда не перепрыгивает кольцо, так что остановитесь перед { $ring }
yinsh-action-past-markers = `{ $from }-{ $to }` идёт дальше после прыжка через фишки: кольцо, перепрыгнувшее фишки, останавливается на первой свободной точке за ними, здесь `{ $from }-{ $stop }`
yinsh-action-not-your-row = `x{ $first }-{ $last }` — не ряд из пяти { $color ->
        [white] белых
       *[black] чёрных
    } фишек: выберите ряд из пяти фишек своего цвета
yinsh-action-opponent-ring = На { $point } стоит кольцо { $owner ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }: снимите одно из своих колец
yinsh-action-no-ring-to-remove = На { $point } нет { $color ->
        [white] белого
       *[black] чёрного
    } кольца: снимите одно из своих колец, например `xi9`

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black; $result and $written
# are results as written (`w+`, `b+`, `=`); $stage is a stage's letter.
yinsh-position-field-count = в позиции YINSH 5 полей через пробел (`yinsh` доска ход стадия снятые); здесь { $count ->
        [one] { $count } поле
        [few] { $count } поля
       *[other] { $count } полей
    }
yinsh-position-variant = { $text } — не вариант: позиция YINSH начинается со слова `yinsh` или `yinsh-blitz`
yinsh-position-column-count = доска: напишите 11 вертикалей от a до k через /; здесь { $count ->
        [one] { $count } вертикаль
        [few] { $count } вертикали
       *[other] { $count } вертикалей
    }
yinsh-position-column-length = доска: на вертикали { $column } { $expected } точек, а { $found ->
        [one] описана { $found }
        [few] описаны { $found }
       *[other] описано { $found }
    }
yinsh-position-unknown-char = доска, вертикаль { $column }: { $text } — не знак (пишите `W` и `B` для колец, `w` и `b` для фишек и число для свободных точек)
yinsh-position-number = доска, вертикаль { $column }, { $token }: { $why }
yinsh-position-number-leading-zero = число свободных точек — от 1, без нуля в начале
yinsh-position-number-too-long = на вертикали всего { $len ->
        [one] { $len } точка
        [few] { $len } точки
       *[other] { $len } точек
    } (соседние цифры — одно число)
yinsh-position-turn = ход { $text }: напишите `w` или `b`
yinsh-position-stage = стадия { $text }: напишите `p` (расстановка), `m` (ход), `r` или `x` (ряд и кольцо ходившего), `R` или `X` (ряд и кольцо соперника) или `w+`, `b+` или `=`, когда партия окончена
yinsh-position-removed = снятые кольца { $text }: напишите, сколько колец снял каждый игрок, как белые/чёрные, по одной цифре, например `1/0`
yinsh-position-too-many-markers = на доске { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[other] { $count } фишек
    }, а в игре их только 51
yinsh-position-removed-above-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } сняли { $removed ->
        [one] { $removed } кольцо
        [few] { $removed } кольца
       *[other] { $removed } колец
    }, а партия кончается, когда игрок снимает { $goal }
yinsh-position-placement-markers = на доске { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[other] { $count } фишек
    }, а пока расставляют кольца, фишки не используются (стадия `p`)
yinsh-position-placement-removed = кольцо записано как снятое, а пока расставляют кольца, ни одно не снимают (стадия `p`): напишите `0/0`
yinsh-position-placement-counts = на доске колец: белых { $white }, чёрных { $black }, а игроки ставят по очереди, начиная с Белых, по пять колец: { $color ->
        [white] если ставят Белые, белых колец должно быть столько же, сколько чёрных, не больше 4 каждого цвета
       *[black] если ставят Чёрные, белых колец должно быть на одно больше, чем чёрных, не больше 5
    }
yinsh-position-ring-count = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } на доске { $rings ->
        [one] { $rings } кольцо
        [few] { $rings } кольца
       *[other] { $rings } колец
    } и снято { $removed }, а после расстановки вместе их должно быть 5
yinsh-position-goal-reached = { $color ->
        [white] { -white }
       *[black] { -black }
    } сняли { $goal ->
        [one] { $goal } кольцо
        [few] { $goal } кольца
       *[other] { $goal } колец
    }, так что партия окончена: напишите { $color ->
        [white] `w+`
       *[black] `b+`
    }
yinsh-position-row-at-move = { $color ->
        [white] белые
       *[black] чёрные
    } фишки `x{ $first }-{ $last }` образуют ряд, который снимают до следующего хода кольцом (стадия `m`)
yinsh-position-empty-pool-at-move = на доске все 51 фишка, так что партия окончена (побеждает тот, кто снял больше колец): напишите результат
yinsh-position-nobody-can-move = ни одно кольцо ни одного игрока не может пойти, так что партия окончена (побеждает тот, кто снял больше колец): напишите результат
yinsh-position-choose-row-options = стадия `r` — это выбор из двух или более рядов цвета того, чей ход, а у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } их { $found }
yinsh-position-mover-has-row = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } (ходивших) ещё есть ряд `x{ $first }-{ $last }`, который они снимают раньше рядов соперника (стадия `r` или `x`, а не `{ $stage }`)
yinsh-position-opponent-row-options = стадия `R` — это выбор соперника из двух или более рядов его цвета, а у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } их { $found }
yinsh-position-markers-after-row = кольцо снимают (стадия `x` или `X`) сразу после ряда, так что на доске не больше 46 фишек; здесь { $count }
yinsh-position-both-at-goal = оба игрока сняли по { $goal ->
        [one] { $goal } кольцу
        [few] { $goal } кольца
       *[other] { $goal } колец
    }, а партия кончается, когда это делает первый
yinsh-position-result-against-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } сняли { $goal ->
        [one] { $goal } кольцо
        [few] { $goal } кольца
       *[other] { $goal } колец
    } и победили, так что результат { $color ->
        [white] `w+`
       *[black] `b+`
    }, а не `{ $written }`
yinsh-position-result-against-score = снятых колец { $white } : { $black }, так что результат `{ $result }`, а не `{ $written }`
yinsh-position-row-at-end = { $color ->
        [white] белые
       *[black] чёрные
    } фишки `x{ $first }-{ $last }` образуют ряд, который был бы снят: партия кончается с рядом на доске, только когда игрок достигает цели
yinsh-position-not-over = партия не окончена: в запасе { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[other] { $count } фишек
    }, кольцо может пойти, и никто не достиг цели

## The end of a game (YINSH.md §7). $winner is white/black; $count is the winner's removed
# rings (3, or 1 in `yinsh-blitz`), or each player's in a draw; $won and $lost are the
# winner's and the loser's removed rings.
yinsh-reason-rings-removed = { $count ->
        [1] снято одно кольцо
        [3] сняты три кольца
        [one] снято { $count } кольцо
        [few] сняты { $count } кольца
       *[other] снято { $count } колец
    }
yinsh-reason-markers-ran-out = кончились фишки, снятых колец { $won } : { $lost }
yinsh-reason-no-move = ни одно кольцо не может пойти, снятых колец { $won } : { $lost }
yinsh-result-rings-removed = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили: { $count ->
        [1] снято одно кольцо
        [3] сняты три кольца
        [one] снято { $count } кольцо
        [few] сняты { $count } кольца
       *[other] снято { $count } колец
    }
yinsh-result-markers-ran-out = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили со счётом { $won } : { $lost }: кончились фишки
yinsh-result-no-move = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили со счётом { $won } : { $lost }: ни одно кольцо не может пойти
yinsh-draw-markers-ran-out = Ничья: кончились фишки, { $count ->
        [0] никто не снял ни одного кольца
        [one] у каждого снято { $count } кольцо
        [few] у каждого снято { $count } кольца
       *[other] у каждого снято { $count } колец
    }
yinsh-draw-no-move = Ничья: ни одно кольцо не может пойти, { $count ->
        [0] никто не снял ни одного кольца
        [one] у каждого снято { $count } кольцо
        [few] у каждого снято { $count } кольца
       *[other] у каждого снято { $count } колец
    }

## Whose decision it is, for a board's line. $color is the decider: white/black (at the
# opponent's removals, the opponent of the player who moved).
yinsh-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } ставят кольцо
yinsh-to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } ходят кольцом (на его исходной точке остаётся фишка)
yinsh-to-pass = { $color ->
        [white] { -white }
       *[black] { -black }
    } пишут `pass`: ни одно их кольцо не может пойти
yinsh-to-choose-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } выбирают, какой ряд снять (по его номеру на доске)
yinsh-to-remove-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } снимают одно из своих колец
yinsh-to-choose-opponent-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } выбирают, какой из рядов, построенных для них ходом { $color ->
        [white] { -black(case: "gen") }
       *[black] { -white(case: "gen") }
    }, снять (по его номеру на доске)
yinsh-to-remove-opponent-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } снимают одно из своих колец за ряд, который построил для них ход { $color ->
        [white] { -black(case: "gen") }
       *[black] { -white(case: "gen") }
    }

## `rules yinsh`: the rules in short (rules-link follows, as after rules-tzaar).
rules-yinsh = **YINSH**: у каждого игрока 5 колец своего цвета; 51 фишка, белая с одной стороны и чёрная с другой, лежит в общем запасе. На доске 85 точек — там, где пересекаются линии.
    Сначала игроки по очереди, начиная с Белых, ставят по одному кольцу на любую свободную точку, например `e3`, пока на доске не окажутся все 10.
    Затем по очереди вы кладёте фишку своим цветом вверх на точку одного из своих колец и ведёте это кольцо по прямой на свободную точку, например `h7-g7`: через свободные точки и через одну группу фишек до первой свободной точки за ней, но никогда через кольцо. Каждая перепрыгнутая фишка переворачивается. Если ни одно ваше кольцо не может пойти, вы пишете `pass`.
    Пять фишек вашего цвета на одной линии — это ряд: вы снимаете их с доски обратно в запас, например `xa3-e3`, а затем снимаете одно из своих колец, например `xi9`. Если рядов несколько, порядок выбираете вы; ряд, построенный ходом для соперника, он снимает после ваших.
    Побеждает тот, кто первым снимет 3 кольца (1 в `yinsh-blitz`). Если в начале хода запас пуст или ни одно кольцо не может пойти, побеждает тот, кто снял больше колец, а при равенстве — ничья.
