# Турниры (issue 31): сообщения организатора, ответы на `tournament ...` и отказы.
# Markdown: **жирный**, `код`. Имена игроков без рода: фразы построены так, чтобы глагол
# не зависел от пола («Игрок { $name } ...», безличные обороты).

## Системы и условия

tournament-format = { $format ->
        [swiss] швейцарская система
        [roundrobin] круговая система
        [double-roundrobin] двухкруговая система
        [knockout] олимпийская система
        [knockout-bo3] олимпийская система, матчи до двух побед
       *[knockout-bo5] олимпийская система, матчи до трёх побед
    }
tournament-rated = { $rated ->
        [yes] с рейтингом
       *[no] без рейтинга
    }
tournament-terms = { $format }, { $variant ->
        [dvonn] DVONN
        [tzaar] TZAAR
        [tzaar-fixed] TZAAR (`tzaar-fixed`)
        [tzaar-tournament] TZAAR (`tzaar-tournament`)
        [yinsh] YINSH
        [yinsh-blitz] YINSH (`yinsh-blitz`)
        [zertz] ZÈRTZ
        [zertz-blitz] ZÈRTZ (`zertz-blitz`)
        [zertz48] ZÈRTZ (`zertz48`)
        [zertz61] ZÈRTZ (`zertz61`)
        [punct] PÜNCT
        [punct-basic] PÜNCT (`punct-basic`)
       *[other] GIPF { $variant }
    }, { $time }, { $rated }
tournament-swiss-rounds = { $n ->
        [one] { $n } тур
        [few] { $n } тура
        [many] { $n } туров
       *[other] { $n } тура
    }
tournament-max = не больше { $max } игроков
tournament-starts-at = начнётся сам в { $when } UTC
tournament-starts-by-hand = начинается командой `tournament start { $id }`

## Объявление и состояние

tournament-created = **{ $id }**: { $creator } открывает турнир: { $terms }. Записаться: `tournament join { $id }`, выйти: `tournament leave { $id }`.
tournament-players = { $count ->
        [0] Пока никто не записался.
        [one] { $count } игрок: { $names }
        [few] { $count } игрока: { $names }
        [many] { $count } игроков: { $names }
       *[other] { $count } игрока: { $names }
    }
tournament-withdrawn = { $name } (выбыл из турнира)
tournament-state-signup = **{ $id }** ({ $terms }) открыт: записаться можно командой `tournament join { $id }`.
tournament-state-running = **{ $id }** ({ $terms }): тур { $round } из { $rounds }.
tournament-state-finished = **{ $id }** ({ $terms }) завершён.
tournament-state-cancelled = **{ $id }** ({ $terms }) отменён.
tournament-list-title = **Турниры здесь**
tournament-none = Здесь нет открытых турниров. Модератор создаёт турнир командой `tournament create swiss` (или `roundrobin`, `knockout`).

## Туры

tournament-round-title = **{ $id }**, тур { $round } из { $rounds }:
tournament-board = Доска { $board }: @{ $white } ({ $white_side ->
        [first] { -first }
       *[white] белые
    }) против @{ $black } ({ $black_side ->
        [second] { -second }
       *[black] чёрные
    }), партия **{ $game }**{ $link }
tournament-board-played = Доска { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] белые
    }) против { $black } ({ $black_side ->
        [second] { -second }
       *[black] чёрные
    }), партия **{ $game }**: { $result }
tournament-board-forfeit = Доска { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] белые
    }) против { $black } ({ $black_side ->
        [second] { -second }
       *[black] чёрные
    }): { $result }
tournament-result = { $outcome ->
        [white] победа белых
        [black] победа чёрных
        [first] победа { -first(case: "gen") }
        [second] победа { -second(case: "gen") }
        [draw] ничья
        [white-forfeit] победа белых без игры
        [black-forfeit] победа чёрных без игры
        [first-forfeit] победа { -first(case: "gen") } без игры
        [second-forfeit] победа { -second(case: "gen") } без игры
       *[double-forfeit] партии не было, оба игрока выбыли
    }
tournament-bye = У игрока { $name } в этом туре свободный день (1 очко).
tournament-rest = Игрок { $name } в этом туре не играет.
tournament-match = Матч: { $top } { $top_wins }–{ $bottom_wins } { $bottom }
tournament-walkover = Дальше проходит { $winner }: игрок { $loser } выбыл из турнира.
tournament-advances = Игрок { $name } проходит дальше без игры.

## Таблица

tournament-standings-after = Положение после { $round }-го тура:
tournament-standings-during = Положение во время { $round }-го тура (сыграно партий: { $over } из { $games }):
tournament-standings-final = Итоговая таблица:
tournament-standings-none = Ни одного тура ещё не сыграно.
tournament-standing = { $rank }. { $name }: { $points }
tournament-tie-breaks = При равенстве очков решают: { $list }.
tournament-winner = 🏆 Победитель **{ $id }**: **{ $name }**!
tournament-no-winner = **{ $id }** завершён без победителя: осталось слишком мало игроков.

## Ответы

tournament-joined = Игрок { $name } записан в **{ $id }**. { $players }
tournament-left = Игрока { $name } больше нет в **{ $id }**.
tournament-withdrew = Игрок { $name } выходит из **{ $id }**: оставшиеся партии засчитываются как поражения без игры.
tournament-kicked = Игрок { $name } исключён из **{ $id }** (исключение: { $who }).
tournament-started = **{ $id }** начинается, игроков: { $count }; { $rounds }. Жеребьёвка следует.
tournament-cancelled = Турнир **{ $id }** отменён (отмена: { $who }). Идущие партии продолжаются как обычные.
tournament-resigned = Игрок { $name } при выходе сдаёт партию { $game }.

## Отказы

error-tournament-not-found = Турнира { $id } здесь нет: `tournament` покажет турниры этой комнаты.
error-tournament-which = Здесь открыто несколько турниров ({ $ids }): укажите один, например `tournament join { $first }`.
error-tournament-none-open = Здесь нет открытых турниров: модератор создаёт турнир командой `tournament create swiss`.
error-tournament-already-joined = Вы уже записаны в { $id }.
error-tournament-full = { $id } заполнен: в нём { $max } мест.
error-tournament-not-in-signup = { $id } уже начался или завершён: записаться можно только до начала.
error-tournament-not-joined = Вы не записаны в { $id }.
error-tournament-player-not-in = Игрока { $name } нет в { $id }.
error-tournament-ended = { $id } завершён: в нём больше ничего не меняется.
error-tournament-started = { $id } уже идёт.
error-tournament-moderators = Это может только модератор или создатель турнира.
error-tournament-create-moderators = Создавать турниры в этой комнате может только модератор (модератор может разрешить это всем: `settings open-tournaments on`).
error-tournament-too-few = Для системы «{ $format }» нужно не меньше { $needed } игроков, а записано { $players }.
error-tournament-too-many-rounds = { $players } игроков могут сыграть не больше { $most } туров по швейцарской системе без повторных встреч: укажите { $most } или меньше.
error-tournament-no-rounds = Турниру по швейцарской системе нужен хотя бы один тур.
error-tournament-too-many = В турнире не больше { $most } игроков.
error-tournament-max-too-small = Для системы «{ $format }» нужно не меньше { $needed } игроков: укажите `max { $needed }` или больше.
error-tournament-starts-past = Время начала { $when } UTC уже прошло: укажите более позднее.

## Чтение команды

command-bad-format = `{ $text }` — не система турнира: напишите `swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3` или `knockout-bo5`.
command-bad-number = `{ $text }` — не число для `{ $option }`: напишите целое число, например 5.
command-bad-starts = `{ $text }` — не время начала: напишите `starts 18:30` (UTC), `starts 2h` или `starts 2026-12-24T18:00`.
command-bad-tournament = `{ $text }` — не номер турнира: пишите его как T3.
missing-format = система турнира (`swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3`, `knockout-bo5`)
missing-number = число после ключевого слова
missing-starts = время начала после `starts` (18:30 UTC, 2h, 2026-12-24T18:00)
missing-tournament-user = игрок, которого нужно исключить

## Дополнительные показатели и справка

tie-break = { $name ->
        [buchholz] коэффициент Бухгольца (без худшего)
        [sonneborn-berger] коэффициент Зонненборна — Бергера
        [direct] личная встреча
        [wins] число побед
       *[rating] рейтинг на старте
    }
cmd-tournament = турниры в этой комнате: `tournament create <format> [variant] [rounds N] [time <control>] [starts <when>] [max N] [rated|unrated]` (модераторы), затем `join`, `start`, `standings`; без слов — их состояние
console-tournament = новости турнира
discord-tournament = Турниры на этом сервере: создать, записаться, выйти, начать, таблица
opt-tournament = Что сделать: `create swiss`, `join`, `leave`, `start`, `standings`, `kick <user>`, `T3`

## Страница турнира и сетка

tournament-page = Страница турнира: { $url }
tournament-bracket-round = { $left ->
        [1] Финал
        [2] Полуфиналы
        [3] Четвертьфиналы
       *[other] Тур { $round }
    }
tournament-bracket-bye = без пары
tournament-bracket-walkover = неявка
tournament-button-join = Записаться
tournament-button-leave = Выйти
opt-tournament-what = Что сделать (без выбора — состояние турнира)
opt-tournament-id = Турнир, например T3 (без выбора — единственный открытый здесь)
opt-tournament-format = Формат нового турнира
opt-tournament-rounds = Число туров швейцарской системы (без выбора — по числу участников)
opt-tournament-starts = Когда начнётся сам: 18:30 (UTC), 2h или 2026-12-24T18:00
opt-tournament-max = Наибольшее число участников
opt-tournament-rated = Рейтинговые ли партии (без выбора — да)
opt-tournament-user = Кого исключить
choice-state = состояние
choice-create = создать
choice-join = записаться
choice-leave = выйти
choice-start = начать
choice-standings = таблица
choice-cancel = отменить
choice-kick = исключить
choice-swiss = швейцарская система
choice-roundrobin = круговой
choice-double-roundrobin = двухкруговой
choice-knockout = на выбывание
choice-knockout-bo3 = на выбывание, до 2 побед из 3
choice-knockout-bo5 = на выбывание, до 3 побед из 5
tournament-game = Турнир **{ $id }**, тур { $round }, доска { $board }.
