# gipfbot's replies in chat: games, challenges, the AI, lists and settings.
# Markdown: **bold**, `code`. Keep notation (b1-b2, xc3,d4), command words (`board #12`) and
# the position string as they are in every language. Arguments: $id is a game id as "#12";
# $name, $me, $them, $white, $black are display names; numbers select plural forms.
#
# Russian: colours ($color, $me/$it in ai-game-started, $winner, $loser) arrive as
# white/black and select the terms -white/-black of rules.ftl (Белые, Чёрные: the subject of a
# plural verb; case: "gen" etc. for other cases); $colour in challenge-terms arrives rendered
# in the nominative plural. $variant arrives as basic/standard/tournament
# and is translated by a selector in each message (the *[other] variant shows it as it is).

## The AI

# $level is the level's command word (beginner ... master), as the `ai` command takes it;
# the -ai-* terms are its name in sentences (a term shares the namespace of messages: not
# -level-*, which would hide the level-* descriptions).
-ai-beginner = новичок
-ai-casual = любитель
-ai-intermediate = средний
-ai-strong = сильный
-ai-master = мастер
ai-name = ИИ ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    })
ai-game-started = Партия **{ $id }** против ИИ ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    }): вы — { $me ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }, ИИ — { $it ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }.
level-beginner = смотрит на один ход вперёд и часто ошибается в оценке: новичок может выиграть
level-casual = смотрит на один ход вперёд
level-intermediate = смотрит на два хода вперёд
level-strong = считает глубоко и быстро
level-master = движок в полную силу, до 2 с на решение
levels-title = **Уровни ИИ** (`ai <level>`):
levels-line = `{ $level }`{ $default ->
        [yes] {" "}(по умолчанию)
       *[no] {""}
    }: { $description }; { $rating }
levels-rated = рейтинг { $rating } в { $variant ->
        [basic] базовом
        [standard] стандартном
        [tournament] турнирном
       *[other] { $variant }
    } GIPF ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
levels-unrated = пока без рейтинга

## Challenges

colour-random = случайный цвет
colour-first = первый игрок
colour-second = второй игрок
colour-either = первый или второй игрок по жребию
challenge-terms = { $variant ->
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
        [basic] базовый GIPF
        [standard] стандартный GIPF
        [tournament] турнирный GIPF
       *[other] { $variant } GIPF
    }, { $me } — { $colour }, { $time }
challenge-made = **{ $id }**: { $me } вызывает @{ $them } на партию: { $terms }. @{ $them }: `accept { $id }` или `decline { $id }`.
challenge-open = **{ $id }**: { $me } бросает открытый вызов: { $terms }. Принять может любой здесь: `accept { $id }`.
challenge-state = { $id }: { $open ->
        [yes] открытый вызов
       *[no] вызов
    }, { $variant ->
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
        [basic] базовый GIPF
        [standard] стандартный GIPF
        [tournament] турнирный GIPF
       *[other] { $variant } GIPF
    }, { $time }: { $state }
state-waiting = ждёт ответа
state-declined = отклонён
state-cancelled = отозван
state-expired = истёк
state-active = партия идёт
state-finished = партия сыграна
challenge-closed-accepted = Вызов { $id } уже принят: `board { $id }` покажет партию.
challenge-closed-declined = Вызов { $id } отклонён.
challenge-closed-cancelled = Вызов { $id } отозван.
challenge-closed-expired = Срок вызова { $id } истёк: бросьте новый вызов.
challenge-closed-open = Вызов { $id } всё ещё открыт.
challenge-declined = { $me } отклоняет вызов { $id } от @{ $them }.
challenge-accepted = { $me } принимает вызов от @{ $them }: начинается партия **{ $id }**.
challenge-cancelled = Вызов { $id } отозван.
challenge-expired = Срок вызова { $id } истёк, ответа не было.

## Time controls

time-none = без ограничения времени
time-days = { $n ->
        [one] { $n } день на ход
        [few] { $n } дня на ход
        [many] { $n } дней на ход
       *[other] { $n } дня на ход
    }
time-minutes = { $n ->
        [one] { $n } минута на ход
        [few] { $n } минуты на ход
        [many] { $n } минут на ход
       *[other] { $n } минуты на ход
    }
hours-left = { $n ->
        [one] { $n } час
        [few] { $n } часа
        [many] { $n } часов
       *[other] { $n } часа
    }
seconds-left = { $n ->
        [one] { $n } секунда
        [few] { $n } секунды
        [many] { $n } секунд
       *[other] { $n } секунды
    }
minutes-left = { $n ->
        [one] { $n } минута
        [few] { $n } минуты
        [many] { $n } минут
       *[other] { $n } минуты
    }

## Results

result-rules = { $outcome }
result-resignation = { $winner ->
        [white] { -white } победили: соперник сдался
       *[black] { -black } победили: соперник сдался
        [first] Первый игрок победил: соперник сдался
        [second] Второй игрок победил: соперник сдался
    }
result-time = { $winner ->
        [white] { -white } победили по времени
       *[black] { -black } победили по времени
        [first] Первый игрок победил по времени
        [second] Второй игрок победил по времени
    }
result-plain = { $winner ->
        [white] { -white } победили
       *[black] { -black } победили
        [first] Первый игрок победил
        [second] Второй игрок победил
    }
ending-resigned = { $loser ->
        [white] { -white } сдались
       *[black] { -black } сдались
        [first] Первый игрок сдался
        [second] Второй игрок сдался
    }
ending-time = { $loser ->
        [white] { -white } проиграли по времени
       *[black] { -black } проиграли по времени
        [first] Первый игрок проиграл по времени
        [second] Второй игрок проиграл по времени
    }
result-none = без результата

## A board in words

board-head = **{ $id }** { $variant ->
        [basic] базовый
        [standard] стандартный
        [tournament] турнирный
       *[other] { $variant }
    } GIPF · { $white } ({ $white_side ->
        [first] { -first }
       *[white] Белые
    }) — { $black } ({ $black_side ->
        [second] { -second }
       *[black] Чёрные
    }) · { $time }
board-last-turn = Последний ход: { $last }.
board-over = **{ $result }.** `rematch { $id }` — сыграть ещё партию.
board-position = Позиция: `{ $position }`
decision-place-dvonn = { $color ->
        [white] **{ -white }** ставят
       *[black] **{ -black }** ставят
        [first] **Первый игрок** ставит
        [second] **Второй игрок** ставит
    } фишку DVONN: @{ $name }.
decision-place = { $color ->
        [white] **{ -white }** ставят
       *[black] **{ -black }** ставят
        [first] **Первый игрок** ставит
        [second] **Второй игрок** ставит
    } фишку: @{ $name }.
decision-move = { $color ->
        [white] **{ -white }** ходят
       *[black] **{ -black }** ходят
        [first] **Первый игрок** ходит
        [second] **Второй игрок** ходит
    } стопкой: @{ $name }.
board-last-action = Последнее решение: { $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    } { $action }.
board-cut-off = Отрезаны и сняты: { $spaces }.
decision-ai-thinking = ИИ (**{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }**) думает…
decision-push = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** ходят: @{ $name }.
decision-remove = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** выбирают, какой ряд снять (номера как на доске): @{ $name }.
decision-tamsk = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** решают насчёт фишки TAMSK на e5: ввести её потенциал (`T:<точка>-<поле>`) или `keep`: @{ $name }.
history = **{ $id }** { $white } ({ $white_side ->
        [first] { -first }
       *[white] Белые
    }) — { $black } ({ $black_side ->
        [second] { -second }
       *[black] Чёрные
    }), { $count ->
        [one] { $count } действие
        [few] { $count } действия
        [many] { $count } действий
       *[other] { $count } действия
    }:
reminder = @{ $name }: ваш ход в партии { $id }. До поражения по времени — примерно { $left }.
pick-direction = Ход с точки { $dot }: выберите направление.
pick-target = { $piece }: выберите, куда пойдёт его потенциал.
pick-stack-target = Стопка на { $space }: выберите, куда она пойдёт.
game-link = Следите за партией на сайте: { $url }
game-line = { $id }: { $variant ->
        [basic] базовый
        [standard] стандартный
        [tournament] турнирный
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
       *[other] { $variant }
    } GIPF · { $white } — { $black } · { $whose }
game-line-yours = **ваш ход**
game-line-theirs = ходит { $name }
game-line-over = партия окончена
game-line-left = осталось { $left }
game-line-paused = часы остановлены (отпуск)

## Lists

games-none = У вас нет незаконченных партий и вызовов: начните партию командой `ai` или `challenge <user>`.
games-title = **Ваши партии и вызовы**
place-everywhere = в общем зачёте
place-room = в комнате «{ $room }»
leaderboard-empty = Устоявшихся рейтингов в { $variant ->
        [basic] базовом
        [standard] стандартном
        [tournament] турнирном
       *[other] { $variant }
    } GIPF { $place } пока нет: рейтинг появляется после нескольких рейтинговых партий и виден, пока игрок продолжает играть.
leaderboard-title = **Таблица лидеров { $place }: { $variant ->
        [basic] базовый
        [standard] стандартный
        [tournament] турнирный
       *[other] { $variant }
    } GIPF**
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
stats-none = Рейтинговых партий пока нет.
stats-rating = Рейтинг в { $variant ->
        [basic] базовом
        [standard] стандартном
        [tournament] турнирном
       *[other] { $variant }
    } GIPF { $global ->
        [yes] в общем зачёте
       *[no] здесь
    }: { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ± { $deviation } ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
stats-results = { $variant ->
        [basic] Базовый
        [standard] Стандартный
        [tournament] Турнирный
       *[other] { $variant }
    } GIPF: побед — { $wins }, поражений — { $losses }
stats-draws = { $variant }: ничьих { $draws }
stats-challenges = С вызовами (без рейтинга, включая партии по вызовам): побед — { $wins }, поражений — { $losses }
stats-h2h = Личные встречи с вами: { $name } — побед: { $wins }, поражений: { $losses }

## Settings and languages

settings-title = **Настройки комнаты «{ $room }»** (`settings <name> <value>`; `settings <name> default` возвращает значение по умолчанию):
settings-line = `{ $name }`: { $value }{ $default ->
        [yes] {" "}(по умолчанию)
       *[no] {""}
    } · { $description }
settings-changed = Настройка { $name } теперь: { $value }.
settings-reset = Настройка { $name } снова по умолчанию: { $value }.
setting-language = язык досок и публичных сообщений в этой комнате
setting-time = контроль времени для вызовов, в которых он не указан
setting-rated-ai = влияют ли партии против ИИ на рейтинг
setting-redact = убирать ли картинку со старых досок партии, когда публикуется новая
setting-threads = заводить ли для каждой партии отдельную ветку
setting-public = показывать ли партии и таблицу лидеров этой комнаты на сайте
setting-open-tournaments = может ли кто угодно, а не только модераторы, создавать здесь турниры
value-on = включено
value-off = выключено
language-set = Теперь я буду говорить с вами на языке { $language }.
language-cleared = Теперь я говорю с вами на языке этой комнаты: { $language }.
language-current = Я говорю с вами на языке { $language }. Доступные языки: { $list }. `language <code>` выбирает язык, `language default` — язык комнаты.
value-operator = как задал оператор бота

time-bank = запас { $bank }, и { $increment } за ход
board-banks = Осталось: { $white } { $white_left }, { $black } { $black_left }.

takeback-asked = @{ $opponent }: { $name } просит вернуть последний ход в **{ $id }**. Ответьте `accept takeback { $id }` или `decline takeback { $id }`.
takeback-accepted = { $name } согласен: последний ход игрока { $asker } в **{ $id }** отменён.
takeback-declined = { $name } отказал в возврате хода в **{ $id }**; партия продолжается.
takeback-ai = Ваш последний ход в **{ $id }** и ответ ИИ отменены.
button-takeback-accept = Вернуть ход
button-takeback-decline = Отказать
history-taken-back = Отменено: { $moves }

setting-timeout = что происходит, когда у игрока кончилось время: `auto` (он проигрывает) или `claim` (соперник требует победу или ждёт)
value-timeout-auto = автоматически
value-timeout-claim = по требованию
time-up = @{ $claimer }: у игрока { $name } кончилось время в **{ $id }**. `claim { $id }` — победа по времени; или подождите, и партия продолжится, если { $name } сделает ход.
button-claim = Забрать победу
button-wait = Подождать
claim-waiting = Вы ждёте: `claim { $id }` остаётся доступным, пока соперник не сделает ход.

vacation-on = Вы в отпуске до { $until } UTC: ваши часы остановлены. `vacation off` завершит его раньше; в этом году осталось { $left } дней отпуска.
vacation-off-state = Вы не в отпуске; в этом году осталось { $left } из { $allowance } дней отпуска. `vacation 7` остановит ваши часы во всех партиях на 7 дней.
vacation-started = { $name } в отпуске до { $until } UTC: часы партий, где ход за ним, остановлены (в этом году осталось { $left } дней отпуска).
vacation-ended = { $name } вернулся из отпуска: часы снова идут.
vacation-paused = @{ $opponent }: { $name } в отпуске до { $until } UTC; часы **{ $id }** остановлены.
vacation-resumed = { $name } вернулся: часы **{ $id }** снова идут с оставшимся временем.

confirm-on = Ходы, выбранные кнопками, сначала показываются с кнопками «Подтвердить» и «Отмена». `confirm off` делает их сразу; набранные ходы всегда делаются сразу.
confirm-off = Ходы, выбранные кнопками, делаются сразу. `confirm on` сначала покажет каждый с кнопками «Подтвердить» и «Отмена».
confirm-preview = Вдвинуть `{ $action }`? Так будет выглядеть доска; ход сделан, когда вы подтвердите.
confirm-cancelled = Отменено: ничего не сыграно. Выберите снова.
button-confirm = Подтвердить
button-cancel-push = Отмена

notify-mention = Уведомления о ходе упоминают вас в комнате партии. `notify dm` присылает их личным сообщением; `notify off` отключает их.
notify-dm = Уведомления о ходе приходят личным сообщением, а не упоминаниями в комнатах; партии, ждущие вас в пределах { $unit ->
        [seconds] { $n ->
            [one] { $n } секунды
           *[other] { $n } секунд
        }
       *[minutes] { $n ->
            [one] { $n } минуты
           *[other] { $n } минут
        }
    }, приходят одним сообщением. `notify mention` возвращает упоминания.
notify-dm-closed = Вы выбрали личные сообщения, но последнее не удалось доставить (личные сообщения от меня у вас закрыты), поэтому я упоминаю вас в комнатах. Откройте их и напишите `notify dm`, чтобы попробовать снова.
notify-off = Уведомлений о ходе вы не получаете: доски называют вас без упоминания. `notify mention` или `notify dm` включает их.
direct-your-turn = Ваш ход:
direct-your-turn-many = Ваш ход в партиях ({ $n }):
direct-game = **{ $id }** против **{ $opponent }**
direct-game-left = **{ $id }** против **{ $opponent }**, осталось { $left }
direct-closed = @{ $name }: ваш ход в { $id }. Я не смог отправить вам личное сообщение (они у вас закрыты для меня), поэтому снова упоминаю вас здесь. Откройте их и напишите `notify dm`, чтобы попробовать снова.

## TZAAR and YINSH (their _choices.rs, text/game.rs): $what is the decision in the game's own words (tzaar.ftl, yinsh.ftl).
decision-what = **{ $what }**: @{ $name }.
choice-tzaar-type = { $kind } (осталось { $left })
pick-tzaar-space = Выберите клетку для фишки «{ $kind }».
button-pass = Пропустить
pick-ring-landing = Кольцо на { $point }: выберите, куда оно пойдёт.
