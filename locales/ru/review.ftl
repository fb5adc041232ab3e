# Разборы сыгранных партий движком (`review`), `analyse` и их команды.

cmd-review = разбор законченной партии движком: точность, отмеченные ошибки, лучшие ходы; `review auto` — разбор каждой партии (модераторы)
cmd-analyse = оценка и лучший вариант движка для строки позиции (не позиции идущей партии)
discord-review = Разбор законченной партии движком
discord-analyse = Оценка и лучший вариант движка для строки позиции
opt-review-auto = Разбирать каждую партию здесь по её окончании (модераторы)
opt-position = Строка позиции, как её печатает `gipf show`
missing-position = строку позиции
setting-review-auto = получает ли каждая законченная здесь партия разбор движком
choice-review-auto = авторазбор
console-review = разбор партии

review-title = **Разбор партии { $id }**: { $white } (белые) против { $black } (чёрные)
review-player = { $colour }, { $name }: точность **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
review-player-none = { $colour }, { $name }: ни одного решения с выбором
review-turning = Поворотные моменты (шансы игрока, который ходит, до → после):
review-point = · Ход { $ply }, { $name }: `{ $played }` { $mark } ({ $before }% → { $after }%); { $better }
review-point-lost = · Ход { $ply }, { $name }: `{ $played }` { $mark } { $lost } ({ $before }% → { $after }%); { $better }
review-better = лучше `{ $best }`
review-better-gain = лучше `{ $best }`: { $gain }
review-lost-game = проиграл партию
review-lost-gipf = потерял { $n ->
        [one] { $n } фишку GIPF
        [few] { $n } фишки GIPF
        *[other] { $n } фишек GIPF
    }
review-missed-gipf = упустил { $n ->
        [one] { $n } фишку GIPF
        [few] { $n } фишки GIPF
        *[other] { $n } фишек GIPF
    }
review-lost-pieces = потерял { $n ->
        [one] { $n } фишку
        [few] { $n } фишки
        *[other] { $n } фишек
    }
review-missed-pieces = упустил { $n ->
        [one] { $n } фишку
        [few] { $n } фишки
        *[other] { $n } фишек
    }
review-gain-game = выигрывает партию
review-gain-gipf = выигрывает { $n ->
        [one] { $n } фишку GIPF
        [few] { $n } фишки GIPF
        *[other] { $n } фишек GIPF
    }
review-gain-pieces = выигрывает { $n ->
        [one] { $n } фишку
        [few] { $n } фишки
        *[other] { $n } фишек
    }
review-gain-balance = сохраняет равновесие
review-gain-position = сохраняет лучшую позицию
review-gain-less = теряет меньше
review-gain-too = тоже проигрывает, но позже
review-no-marks = Ни одно решение не потеряло достаточно для отметки: чистая партия.
review-link = Каждый ход с оценкой движка: { $url }
review-in-line = Партия { $id } { $place ->
        [1] следующая
       *[other] { $place }-я
    } в очереди на разбор; он будет опубликован в комнате партии.
review-in-line-already = Разбор партии { $id } уже запрошен: { $place ->
        [1] она следующая
       *[other] { $place }-я
    } в очереди; он будет опубликован в комнате партии.

error-review-no-game = У вас здесь нет законченной партии для разбора: укажите её, например `review #12`.
error-review-unfinished = Партия { $id } не закончена: во время игры нет ни разбора, ни анализа.
error-review-gipf-only = Партия { $id } — это { $game }: разбор пока есть только для GIPF. `history { $id }` покажет её запись.
error-review-limit = За последние 24 часа вы запросили { $max } разборов — это предел. Готовые разборы по-прежнему показываются всем (`review #12`).

analyse-result = **Решают { $decider }**: шансы { $chances }% для стороны «{ $decider }» (глубина { $depth }). Лучший вариант: `{ $line }`
analyse-over = Эта позиция окончена: победили { $winner }.
analyse-nobody = В этой позиции никто не решает: дальше итог испытания.
error-analyse-position = Это не строка позиции: { $why }
error-analyse-gipf-only = Движок пока разбирает только позиции GIPF; для { $game } разбора ещё нет.
error-analyse-live = Это позиция идущей партии { $id }: во время игры анализа нет.
