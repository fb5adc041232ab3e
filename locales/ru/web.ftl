# Веб-страницы (crates/gipf-web): рамка, страница партии, таблицы рейтинга и профили.

## Рамка каждой страницы

web-nav-leaderboard = Рейтинг
web-theme-switch = Переключить светлую и тёмную тему
web-language = Язык
web-not-found-title = Не найдено
web-not-found-heading = Здесь ничего нет
web-not-found-text = По этому адресу нет ни партии, ни страницы. Ссылки на страницы партий даются в чате, где идёт партия.
web-unavailable-title = Недоступно
web-unavailable-text = Базу данных сейчас не удаётся прочитать; попробуйте чуть позже.

## Рейтинги

web-rating = рейтинг { $rating } ± { $deviation }
web-rating-bare = рейтинг { $rating }
web-rating-value = { $rating } ± { $deviation }
web-rating-explained = Рейтинги по системе Glicko-2: ± — отклонение рейтинга, то есть насколько он ещё неточен. Настоящая сила игрока с вероятностью около 95 % лежит в пределах двух отклонений от рейтинга; с каждой рейтинговой партией отклонение уменьшается.

## Страница партии

web-game-title = { $game } #{ $id }: { $white } против { $black }
web-nobody-yet = { $color }: пока никого
web-status-over = { $result }.
web-status-challenge = Вызов ждёт ответа.
web-status-no-game = Вызов, из которого не вышло партии.
web-status-to-decide = Решает { $name } ({ $color }).
web-rated = рейтинговая
web-unrated = без рейтинга
web-board-alt = { $ply ->
        [one] Доска после { $ply } решения
       *[other] Доска после { $ply } решений
    }
web-not-started = Партия начнётся, когда вызов примут.
web-facts = Запасы и последний ход
web-reserve = Запас { $reserve } · взято { $captured }
web-last-turn = Последний ход
web-last-turn-none = Ещё ничего не сыграно.
web-yinsh-removed = Снято колец: { $n }
web-yinsh-to-place = колец осталось выставить: { $n }
web-yinsh-pool = Фишек в запасе: { $n }
web-zertz-captured = Взято шариков: белых { $white }, серых { $grey }, чёрных { $black }
web-zertz-pool = Шарики в запасе: белых { $white }, серых { $grey }, чёрных { $black }
web-punct-facts = Фишек в запасе: { $left } · пунктов в центре: { $centre }
web-punct-clock = Ходов после последней постановки: { $clock } (при 100 — ничья)
web-steps = Просмотр партии по ходам
web-step-first = В начало
web-step-prev = Назад
web-step-next = Вперёд
web-step-last = Сейчас
web-moves = Ходы
web-download = Скачать запись

## Главная, таблицы рейтинга и профили

web-index-title = GIPF с gipfbot
web-index-text = Партии играются в чате (Discord, Matrix); страница каждой партии указана в её чате и следит за ней вживую.
web-leaderboards = Таблицы рейтинга
web-variants = Варианты
web-leaderboard-title = Рейтинг, { $pool }
web-community-leaderboard-title = Рейтинг сообщества { $community }, { $pool }
web-nobody-ranked = В таблице пока никого: рейтинг учитывается, когда устоится.
web-col-player = Игрок
web-col-rating = Рейтинг
web-col-games = Партии
web-col-variant = Вариант
web-col-rated-games = Рейтинговые партии
web-ratings = Рейтинги
web-results = Результаты
web-recent = Недавние партии
web-results-line = { $variant }: побед { $wins }, поражений { $losses }{ $draws ->
        [0] {""}
       *[other] , ничьих { $draws }
    }
web-against = против { $name }
web-playing = идёт
web-no-rated = Рейтинговых партий пока нет.
web-no-finished = Законченных партий пока нет.
web-no-recent = Показывать нечего (партии закрытых комнат не приводятся).

## Страница турнира

web-tournament-title = Турнир { $id }
web-tournament-of = Сообщество { $community }, создатель: { $creator }.
web-tournament-status = { $status ->
        [signup] Идёт запись.
        [running] Тур { $round } из { $rounds }.
        [finished] Завершён.
       *[cancelled] Отменён.
    }
web-tournament-state = { $status ->
        [signup] идёт запись
        [running] идёт
        [finished] завершён
       *[cancelled] отменён
    }
web-tournament-winner = Победитель: { $name }.
web-tournament-players = Участники
web-tournament-nobody = Пока никто не записался.
web-tournament-standings = Турнирная таблица
web-tournament-bracket = Сетка
web-tournament-rounds = Туры
web-tournament-round = Тур { $round }
web-tournament-bye = свободный день (1 очко)
web-tournament-live = идёт сейчас
web-tournament-left = выбыл
web-tournament-tie-breaks = При равенстве очков решают: { $list }.
web-tournaments = Турниры
web-col-points = Очки
web-col-board = Доска
web-col-white = Белые
web-col-black = Чёрные
web-col-first = Первый игрок
web-col-second = Второй игрок
web-col-result = Итог
web-col-tie-break = { $name ->
        [buchholz] Бухгольц
        [sonneborn-berger] З-Б
        [direct] Личн.
        [wins] Победы
       *[rating] Рейтинг
    }
web-tournament-game = Турнир { $id }, тур { $round }, доска { $board }

# Разбор законченной партии на её странице.
web-review-graph = Шансы белых после каждого решения по разбору движка
web-review-caption = Шансы белых после каждого решения (светлая область); точка ведёт к этому ходу.
web-review-point = Ход { $ply }: { $played } ({ $before }% → { $after }% для решавшего игрока)
web-mark-inaccuracy = неточность
web-mark-mistake = ошибка
web-mark-blunder = грубая ошибка
web-better = лучше: { $best }
web-better-gain = лучше: { $best } ({ $gain })
web-mark-lost = { $mark }: { $lost }
web-accuracy = точность { $accuracy }%

# Puzzles (`/puzzles`, `/puzzle/<id>`).
web-puzzles-link = Задачи
web-puzzles-title = Задачи
web-puzzles-text = Напишите `puzzle` в комнате с ботом, чтобы решить задачу по вашему рейтингу; у каждой одно верное первое решение.
web-puzzles-top = Лучшие рейтинги задач
web-puzzles-solved = Решено
web-puzzles-played = Чаще всего решают
web-puzzles-nobody = Ещё никто не закончил задачу.
web-puzzles-entry = Задача { $id } · { $kind } · рейтинг { $rating } · решали { $plays } раз
web-puzzle-title = Задача { $id }
web-puzzle-facts = Вид { $kind } · рейтинг { $rating } · решали { $plays } раз
web-puzzle-show = Показать решение
web-puzzle-step = { $n }. { $who }: { $action }
web-puzzle-end = Конец решения.
web-puzzle-hidden = Эту задачу сейчас решают: решение появится, когда закончат.
web-puzzles-daily = Задача дня, { $day }
web-puzzles-daily-heading = Задача дня
web-puzzles-daily-how = Решайте её в комнате с ботом: `puzzle daily` (в Discord — кнопкой «Решить» под сообщением). Ваши ответы видите только вы; решение опубликуем в комнатах завтра.
web-puzzles-yesterday = Вчерашняя задача { $id }: решение нашли { $solved } из { $tried } решавших.
web-puzzle-daily-hidden = Это задача дня за { $day }: её решение появится здесь с { $shown }, когда его опубликуют во всех комнатах.
