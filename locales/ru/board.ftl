# The board image's panel and the buttons under a board. Short: the panel is narrow.

panel-reserve = Запас { $reserve }   Пленных { $captured }
panel-on-board = { $count } на доске
panel-on-board-gipf = { $count } на доске, { $gipf } GIPF
panel-on-board-status = { $count } на доске, { $gipf } GIPF, { $status }
panel-status-first = 1-й ход: GIPF
panel-status-gipf = можно GIPF
panel-status-singles = одиночные
panel-wins = Побеждает { $name }
panel-to-push = Ходит { $name }
panel-pushes-from-dot = { $color ->
        [white] { -white }
       *[black] { -black }
    } вводят фишку с точки
panel-may-take-gipf-row = можно сначала снять ряд GIPF
panel-remove-row = { $name }: снять ряд
panel-or-done = или оставить: done
panel-after-push = после хода
panel-made-by = после хода { $name }
panel-more = и ещё { $count }

# A removal in the last turn on the panel: its counts as labels (the panel is narrow).
panel-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $back ->
        [0] в плен { $captured }
       *[other] в запас { $back }{ $captured ->
            [0] {""}
           *[other] , в плен { $captured }
        }
    }

button-accept = Принять
button-decline = Отклонить
button-rematch = Реванш
button-done = done (оставить остальные)
button-gipf-push = { $action } (фишка GIPF)
button-keep = Оставить
button-loaded-push = { $action } ({ $kind })

# Потенциалы.
panel-status-loaded = с потенц.
panel-tamsk = { $name }: TAMSK на e5
panel-tamsk-why = пришла на e5: ввести или keep
panel-tamsk-other-turn = пришла на e5 в ход { $name }
panel-before-action = снято до хода

# Текстовая доска консоли (под нарисованной доской).
text-side = { $name }  запас { $reserve }  в плену { $captured }  GIPF на доске { $gipf }
text-hand = рука { $hand }
text-legend = wT с потенциалом (T Z D Y P), wz использованный потенциал, b^w под крышкой (основание ^ верхняя крышка, число, если их больше)
text-wins = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили: { $reason }
text-to-push = Ходят { $color ->
        [white] { -white }
       *[black] { -black }
    }
text-remove = { $color ->
        [white] { -white }
       *[black] { -black }
    } выбирают, какой из своих рядов снять
text-remove-after = { $color ->
        [white] { -white }
       *[black] { -black }
    } выбирают, какой из своих рядов снять после хода { $other ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }
text-remove-before = { $color ->
        [white] { -white }
       *[black] { -black }
    } выбирают, какой из своих рядов снять перед своим действием
text-remove-before-other = { $color ->
        [white] { -white }
       *[black] { -black }
    } выбирают, какой из своих рядов снять перед действием { $other ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }
text-tamsk = { $color ->
        [white] { -white }
       *[black] { -black }
    } вводят потенциал TAMSK с e5 или оставляют его
text-game-over = Партия окончена

## The challenges option: who decides at stage c, and the referee at stage r. $pending is the
# pending use in notation.
panel-challenge = Решает { $name }
panel-pending = { $pending }: challenge или allow
panel-pending-referee = { $pending }: в силе ли применение?
panel-referee = Решает испытание
panel-attempts = Осталось попыток: { -white } { $white }, { -black } { $black }
text-challenge = { $color ->
        [white] { -white }
       *[black] { -black }
    } решают насчёт { $pending }: challenge или allow
text-referee = Испытание решит, в силе ли { $pending }

## DVONN's board (gipf-render/src/dvonn.rs)
dvonn-panel-score = Очки: { $score }
dvonn-panel-to-place = Осталось поставить: { $count }
dvonn-panel-wins = { $name } побеждает со счётом { $high }:{ $low }
dvonn-panel-draw = Ничья { $score }:{ $score }
dvonn-panel-to-place-dvonn = { $name } ставит фишку DVONN
dvonn-panel-to-place-piece = { $name } ставит фишку
dvonn-panel-to-move = { $name } ходит столбиком
dvonn-panel-placement = Расстановка: поставлено { $placed } из 49 фишек
dvonn-panel-movement = Ходы: столбик ходит на столько полей, какова его высота
dvonn-panel-over = Ходов больше нет: побеждают самые высокие столбики

## TZAAR's board (gipf-render/src/tzaar.rs, ascii.rs)
# The cards' label before the pieces still to place per type.
tzaar-board-to-place = Осталось поставить
# The text board's legend of its letters.
tzaar-board-legend = A { tzaar-type-tzaar }, R { tzaar-type-tzarra }, T { tzaar-type-tott }: заглавные буквы — белые, строчные — чёрные, за ними высота от 2; * — центр, он не является полем

## YINSH's board (gipf-render/src/yinsh.rs, ascii.rs)
# The cards' label before the small rings of the rings a player has removed (his score).
yinsh-board-removed = Снято колец
# The cards' label before the rings a player still has to place (the placement).
yinsh-board-to-place = Осталось выставить колец
# The markers left in the pool; $count is their number.
yinsh-board-pool = Фишек в запасе: { $count }
# The text board's legend of its letters.
yinsh-board-legend = W, B: кольца белых и чёрных; w, b: фишки белой или чёрной стороной вверх; . свободная точка

## ZÈRTZ's board (gipf-render/src/zertz.rs, ascii.rs). У игроков нет цвета: $name — имя
# игрока или «Первый игрок» / «Второй игрок» (side-first, side-second).
zertz-board-pool = Запас
zertz-board-pool-counts = Запас: белые { $white }, серые { $grey }, чёрные { $black }
zertz-board-captured = взял { $white } { $white ->
        [one] белый
       *[other] белых
    }, { $grey } { $grey ->
        [one] серый
       *[other] серых
    } и { $black } { $black ->
        [one] чёрный
       *[other] чёрных
    }
zertz-board-goal = Для победы: { $each } { $each ->
        [one] шарик
        [few] шарика
       *[many] шариков
    } каждого цвета, или { $white } { $white ->
        [one] белый
       *[other] белых
    }, { $grey } { $grey ->
        [one] серый
       *[other] серых
    } или { $black } { $black ->
        [one] чёрный
       *[other] чёрных
    }
zertz-board-to-play = Ход: { $name }
zertz-board-must-capture = Ход: { $name }, взятие обязательно
zertz-board-skipped = { $name }: хода нет, ход пропущен
zertz-board-wins-each = { $name } побеждает: { $count } { $count ->
        [one] шарик
        [few] шарика
       *[many] шариков
    } каждого цвета
zertz-board-wins-colour = { $name } побеждает: { $count } { $count ->
        [one] { $colour ->
            [white] белый
            [grey] серый
           *[black] чёрный
        } шарик
        [few] { $colour ->
            [white] белых
            [grey] серых
           *[black] чёрных
        } шарика
       *[many] { $colour ->
            [white] белых
            [grey] серых
           *[black] чёрных
        } шариков
    }
zertz-board-wins-last-ring = { $name } побеждает: колец не осталось
zertz-board-draw = Ничья: ни один игрок не может ходить
zertz-board-legend = o пустое кольцо; W, G, B белый, серый, чёрный шарик; пробел: кольцо убрано

## PÜNCT
punct-board-to-place = Выставить: { $count }
punct-board-centre = Центр: { $count } из 19
punct-board-clock = Часы: { $count } из { $limit } ходов без выставления фишки
punct-board-to-play = Ход: { $name }
punct-board-wins-connection = { $name } побеждает, соединив две противоположные стороны
punct-board-wins-centre = { $name } побеждает по подсчёту центра: { $high } против { $low }
punct-board-draw-centre = Ничья: в центре { $count } против { $count }
punct-board-draw-last-piece = Ничья: последняя фишка выставлена без соединения
punct-board-draw-clock = Ничья: { $limit } ходов без выставления фишки
punct-board-draw-no-action = Ничья: ни один игрок не может ходить
punct-board-preview = Предпросмотр: { $action }
punct-board-last = Последний ход: { $action }
punct-board-reserve = { $name }: выставить { $pieces }; центр { $centre }
punct-board-legend = Точки: . пустая, + пустая в центре; W или B точка PÜNCT белой или чёрной фишки, w или b её малая точка; цифра после буквы: уровень фишки над доской
