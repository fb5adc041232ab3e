# TZAAR's words (gipf-i18n/src/tzaar.rs): the piece types, why an action or a position
# string is refused, how a game ended, and the rules in short. The colour terms -white and
# -black are rules.ftl's.

# The three piece types (TZAAR.md §3), as the box names them.
tzaar-type-tzaar = Цаар
tzaar-type-tzarra = Царра
tzaar-type-tott = Тотт

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $owner is white/black; $space, $from, $to are
# spaces (e4); $text is what was typed; $action is an action as written (Ta1); $kind is a type's
# name (tzaar-type-*); $mine and $theirs are heights.
# Russian: stack = столбик, piece = фишка, space = поле, column = вертикаль, capture = взятие /
# взять, stacking = усиление (ход на свой столбик), placement = расстановка, turn = ход,
# centre = центр. A type is named "фишка типа «Царра»", so that the name needs no declension.
tzaar-action-empty = Действие не указано: возьмите столбик соперника, например `d5xd4`, усильте свой столбик, например `b3-e6`, напишите `pass` или поставьте фишку, например `Ta1`
tzaar-action-syntax = { $text } — не действие: возьмите столбик соперника, например `d5xd4`, усильте свой столбик, например `b3-e6`, напишите `pass` (только вторым действием) или поставьте фишку, например `Ta1`
tzaar-action-not-a-space = { $text } — не поле доски: на вертикалях от a до i лежат поля a1-a5, b1-b6, c1-c7, d1-d8, e1-e9 (без e5), f1-f8, g1-g7, h1-h6 и i1-i5
tzaar-action-centre = e5 — центр доски, а не поле: на нём не стоит ни одна фишка и через него не проходит ни одна линия
tzaar-action-game-over = Партия окончена: действий больше нет
tzaar-action-not-a-placement = `{ $action }` — не постановка фишки, а фишки ещё расставляются: поставьте одну из своих фишек на пустое поле, например `Ta1`
tzaar-action-placement-outside-phase = `{ $action }` — это постановка фишки, но фишки расставляют только в начале `tzaar-tournament`: вместо этого возьмите столбик соперника, например `d5xd4`
tzaar-action-none-left = У вас не осталось фишек типа «{ $kind }» для расстановки: поставьте фишку другого типа
tzaar-action-occupied = Поле { $space } занято: поставьте фишку на пустое поле
tzaar-action-pass-first = `pass` возможен только вторым действием хода: сначала возьмите столбик соперника, например `d5xd4`
tzaar-action-stacking-first = `{ $from }-{ $to }` — это усиление своего столбика, а первое действие хода — всегда взятие: сначала возьмите столбик соперника
tzaar-action-no-stack = На { $space } нет столбика, которым можно было бы пойти: ходите своим столбиком
tzaar-action-not-your-stack = { $space } — не ваш столбик: он принадлежит { $owner ->
        [white] { -white(case: "dat") }
       *[black] { -black(case: "dat") }
    }; ходите своим
tzaar-action-empty-target = Поле { $to } пустое: столбик с { $from } идёт через пустые поля до первого столбика на пути и никогда не встаёт на пустое поле
tzaar-action-unreachable = Столбик с { $from } не дойдёт до { $to }: столбик идёт по одной из шести линий, только через пустые поля, до первого столбика на пути и никогда не проходит через центр e5
tzaar-action-capture-written-as-stacking = На { $to } стоит столбик соперника: взятие пишется `{ $from }x{ $to }`
tzaar-action-stacking-written-as-capture = { $to } — ваш собственный столбик: усиление пишется `{ $from }-{ $to }`
tzaar-action-capture-of-own-stack = { $to } — ваш собственный столбик: первым действием хода берут столбик соперника, а усиливать свой можно только вторым
tzaar-action-too-high = `{ $from }x{ $to }`: { $mine ->
        [1] одиночная фишка
       *[other] столбик высотой { $mine }
    } не может взять столбик высотой { $theirs }: берите столбик не выше вашего

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black.
tzaar-position-field-count = в позиции TZAAR 4 поля через пробел (`tzaar` доска ход фаза); здесь { $count ->
        [one] { $count } поле
        [few] { $count } поля
       *[other] { $count } полей
    }
tzaar-position-variant = { $text } — не вариант: позиция TZAAR начинается со слова `tzaar` или `tzaar-tournament`
tzaar-position-column-count = доска: напишите 9 вертикалей от a до i через /; здесь { $count ->
        [one] { $count } вертикаль
        [few] { $count } вертикали
       *[other] { $count } вертикалей
    }
tzaar-position-column-length = доска: на вертикали { $column } { $expected } полей, а { $found ->
        [one] записан { $found } знак
        [few] записано { $found } знака
       *[other] записано { $found } знаков
    }
tzaar-position-unknown-char = доска, вертикаль { $column }: { $text } — не знак (пишите `-` для пустого поля, `A` `R` `T` для столбиков Белых и `a` `r` `t` для столбиков Чёрных, с высотой после буквы, если она 2 или больше, например `T3`)
tzaar-position-height = доска, вертикаль { $column }, { $token }: { $why }
tzaar-position-height-one = одиночная фишка пишется без высоты (`T`, а не `T1`)
tzaar-position-height-leading-zero = высота пишется числом от 2 до 30, без нуля в начале
tzaar-position-height-too-high = столбиков выше 30 не бывает (у игрока 30 фишек)
tzaar-position-turn = ход { $text }: напишите `w` или `b`
tzaar-position-phase = фаза { $text }: напишите `p` (расстановка), `o` (первое взятие), `c` (обязательное взятие), `s` (второе действие) или, если партия окончена, `w+` или `b+`
tzaar-position-too-many-of-type = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } { $found ->
        [one] { $found } столбик
        [few] { $found } столбика
       *[other] { $found } столбиков
    } с фишкой типа «{ $kind }» наверху, а таких фишек у них всего { $max }
tzaar-position-too-many-pieces = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } на доске { $found ->
        [one] { $found } фишка
        [few] { $found } фишки
       *[other] { $found } фишек
    } (высоты сложены), а в игре у них всего 30
tzaar-position-placement-not-tournament = фаза `p` (расстановка) есть только в `tzaar-tournament`: партия `tzaar` начинается на заполненной доске с фазы `o`
tzaar-position-stack-in-placement = на { $space } стоит столбик, но во время расстановки на каждом поле не больше одной фишки
tzaar-position-full-in-placement = все 60 полей заняты, значит, расстановка закончилась: напишите фазу `o` и ход Белых (`w`), которые делают взятие
tzaar-position-placement-counts = на доске белых фишек: { $white }, чёрных: { $black }, но игроки ставят по очереди, начиная с Белых: { $color ->
        [white] когда ставят Белые, белых фишек должно быть столько же, сколько чёрных
       *[black] когда ставят Чёрные, белых фишек должно быть на одну больше, чем чёрных
    }
tzaar-position-opening-black = первое взятие (фаза `o`) делают Белые: напишите `w`
tzaar-position-opening-board = первое взятие (фаза `o`) делается на заполненной доске из одиночных фишек: у каждого цвета 6 фишек «Цаар», 9 «Царра» и 15 «Тотт»
tzaar-position-full-board = все 60 полей заняты, а так бывает только до первого взятия: напишите фазу `o` (или `p` в `tzaar-tournament`)
tzaar-position-missing-type = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } наверху нет ни одной фишки типа «{ $kind }», значит, партия окончена: напишите результат { $color ->
        [white] `b+`
       *[black] `w+`
    }
tzaar-position-no-capture = у { $color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } нет взятия, значит, партия окончена: напишите { $color ->
        [white] `w b+`
       *[black] `b w+`
    }
tzaar-position-winner-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } записаны победителями, но у них наверху нет ни одной фишки типа «{ $kind }»
tzaar-position-not-over = { $color ->
        [white] { -white }
       *[black] { -black }
    } записаны проигравшими, но у них есть все три типа, а без взятия проигрывают, только если ход начинается без возможности что-либо взять

## The end of a game. $winner and $loser are white/black; $kind is a type's name. TZAAR has
# no draw.
tzaar-reason-missing-type = наверху не осталось ни одной фишки типа «{ $kind }»
tzaar-reason-no-capture = взятие невозможно
tzaar-result-missing-type = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили: у { $loser ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } наверху не осталось ни одной фишки типа «{ $kind }»
tzaar-result-no-capture = { $winner ->
        [white] { -white }
       *[black] { -black }
    } победили: { $loser ->
        [white] { -white }
       *[black] { -black }
    } не могут ничего взять

## Whose decision it is, for a board's line. $color is white/black.
tzaar-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } ставят фишку
tzaar-to-open = { $color ->
        [white] { -white }
       *[black] { -black }
    } делают первое взятие
tzaar-to-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } берут (первое действие хода)
tzaar-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    }: второе действие: взятие, усиление или `pass`

## `rules tzaar`: the rules in short (rules-link follows, as after rules-dvonn).
rules-tzaar = **TZAAR**: у каждого игрока 30 фишек своего цвета: 6 фишек «Цаар», 9 «Царра» и 15 «Тотт». Фишки одного цвета образуют столбики; тип столбика — это тип его верхней фишки, и все три типа должны быть у вас на доске всю партию.
    Столбик идёт по прямой через пустые поля до первого столбика на пути: никогда на пустое поле, никогда через фишку, никогда через центр e5.
    Каждый ход состоит из двух действий. Сначала взятие: ваш столбик берёт столбик соперника не выше себя, например `c3xd4`. Затем ещё одно взятие, или усиление — ход на свой столбик, при котором высоты складываются, например `e2-e3`, — или `pass` (только вторым действием). Первый ход Белых — одно-единственное взятие.
    Вы побеждаете, когда у соперника на доске не остаётся одного из трёх типов или когда в начале своего хода он не может ничего взять. Ничьих не бывает.
    Варианты: `tzaar` начинается на случайно заполненной доске, `tzaar-fixed` — с фиксированной начальной позиции из правил, `tzaar-tournament` — на пустой доске, на которую игроки сначала по очереди ставят свои фишки, например `Ta1` (Тотт на a1).
