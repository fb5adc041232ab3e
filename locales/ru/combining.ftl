## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.
# Russian: the colours are plural (Белые, Чёрные: the subject of a plural verb; case: "gen"
# etc. otherwise); "вызов" is the challenge, "оспорить"/"разрешить" challenge/allow,
# "применение" a use, "испытание" the trial, "попытка" an attempt, as in rules.ftl.

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) хотят применить потенциал { $kind }: `{ $pending }`. @{ $challenger }, оспорите или разрешите? У вас ещё { $left } из { $attempts ->
        [one] { $attempts } попытки
        [few] { $attempts } попыток
        [many] { $attempts } попыток
       *[other] { $attempts } попытки
    }; вызов решает { $trial ->
        [die] бросок кубиков
        [game] партия в { $game }
       *[agreed] игра, о которой вы договоритесь
    }. Ответьте `challenge` или `allow`.
# Whose decision it is at stage c (the board's line).
contest-decision = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** решают: оспорить или разрешить `{ $pending }` { $user_color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } (осталось попыток: { -white } { $white_left }, { -black } { $black_left }; { $trial ->
        [die] кубики
        [game] партия в { $game }
       *[agreed] игра по договорённости
    }): @{ $name }.
# Stage r, waiting for a trial.
contest-waiting = Ждём испытания, которое решит судьбу `{ $pending }` { $user_color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }.
# The die's outcome, played at once.
contest-die = @{ $challenger } оспаривает `{ $pending }` ({ $left ->
        [0] попыток больше нет
        [one] осталась { $left } попытка
        [few] осталось { $left } попытки
        [many] осталось { $left } попыток
       *[other] осталось { $left } попытки
    }). Кубики: { -white } { $white }, { -black } { $black } — { $outcome ->
        [stands] применение в силе.
        [tie] применение в силе (ничья в пользу { $user_color ->
            [white] { -white(case: "gen") }
           *[black] { -black(case: "gen") }
        }, применяющих потенциал).
       *[fails] применение не состоялось.
    }
contest-lost-use = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } теряют потенциал { $kind } на { $spot } и ходят ещё раз, @{ $user }.
contest-lost-tamsk = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } теряют потенциал TAMSK на e5, и ход продолжается.
contest-allowed = @{ $challenger } разрешает `{ $pending }`.
button-challenge = Оспорить
button-allow = Разрешить

# Refusals, each saying what to do instead.
contest-not-yours = Решают { $color ->
        [white] { -white }
       *[black] { -black }
    }: ваше применение `{ $pending }` оспорит или разрешит @{ $name }.
contest-referee-only = Игроки никогда не играют `won` или `lost`: исход испытания по вызову бот вносит сам.
contest-trial-pending = Вызов против `{ $pending }` ждёт своего испытания: пока он не решён, сыграть ничего нельзя.
contest-agreed-ai = ИИ не может сыграть игру вне бота: выберите `die` или `game`, например ultimate+die2.
contest-tournament = Турниры играются без вызовов: уберите часть с вызовами (например, `+die2`).
contest-no-takeback = Вызов и его испытание отменить нельзя: решение испытания остаётся в силе.

# rules challenges
rules-challenges = **Вызовы** (`standard+potentials+die2`, `ultimate+die3`): каждый игрок может оспорить потенциал, который соперник хочет применить, столько раз, сколько указывает число. Когда игрок выбирает применение, соперник отвечает `challenge` или `allow`. Вызов решают кубики, по одному на каждого: если применяющий выбросил столько же или больше, применение остаётся в силе. Если вызов удался, заряженная фишка становится обычной, а игрок ходит ещё раз. Партии с вызовами идут без рейтинга.

# Испытание по договорённости (этап r): оба игрока сообщают результат игры, сыгранной в другом месте.
contest-agreed-ask = @{ $challenger } оспаривает `{ $pending }`. Сыграйте игру, о которой договорились, а затем сообщите каждый свой результат: `report win`, `report draw` или `report loss`.
contest-agreed-waiting = Ждём результатов от @{ $white } и @{ $black }.
contest-reported = @{ $name } сообщает: `{ $report }`. Ждём @{ $other }.
contest-reports-disagree = Сообщённые результаты расходятся (@{ $white }: `{ $white_report }`, @{ $black }: `{ $black_report }`): сообщите результат ещё раз.
contest-agreed-result = По сообщённым результатам в игре по договорённости { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $result ->
        [win] выиграли
        [draw] сыграли вничью
       *[loss] проиграли
    }, поэтому применение `{ $pending }` { $outcome ->
        [stands] в силе.
       *[fails] не состоялось.
    }
contest-agreed-time-up = Время на сообщение результатов истекло, а согласованного результата нет: применение `{ $pending }` в силе.
contest-report-first = Сначала сообщите результат вашей игры по договорённости: `report win`, `report draw` или `report loss`.
contest-nothing-to-report = В { $id } нечего сообщать: результаты сообщают только для вызовов, которые решает игра по договорённости.
button-report = { $result ->
        [win] Моя победа
        [draw] Ничья
       *[loss] Моё поражение
    }
rules-challenges-game = С испытанием `game` (`ultimate+game1`) вызов сразу решает партия, сыгранная здесь, в комнате (в собственной ветке, где есть ветки): игра, носящая имя потенциала, как гласит правило проекта GIPF. Применение ZÈRTZ решает ZÈRTZ, YINSH — игра YINSH, DVONN — игра DVONN, PÜNCT — игра PÜNCT, а толчок TAMSK — TZAAR со случайной расстановки, вместо выбывшей из серии TAMSK. Применяющий потенциал играет за { -white(case: "acc") } (в ZÈRTZ — как { -first }); победа или ничья сохраняет применение. Побочная партия идёт без рейтинга, заканчивается как любая партия (в том числе сдачей или по времени), а основная партия ждёт её с остановленными часами. Против ИИ её играет ИИ того же уровня.
rules-challenges-game-fallback = Потенциал, чья игра здесь пока не ведётся ({ $kinds }), вместо неё решает партия в базовый GIPF.
rules-challenges-agreed = С испытанием `agreed` (`ultimate+agreed2`, не против ИИ) вызов решает игра, которую вы вдвоём сыграете в другом месте: каждый сообщает свой результат (`report win`, `report draw` или `report loss`), и победа или ничья сохраняет применение. Когда время на сообщение результатов истекает, засчитывается единственный сообщённый результат; если нет ни одного или два расходятся, применение остаётся в силе.

# Испытание партией: вызов решает отдельная партия в базовый GIPF.
contest-game-name = { $game ->
        [basic] базовый GIPF
       *[other] { $game }
    }
contest-game-ask = @{ $challenger } оспаривает `{ $pending }`. Вызов решает партия { $sub } в { $game }: { $side ->
        [first] { -first } — @{ $user } (применяет потенциал), { -second } — @{ $challenger }
       *[white] { -white } — @{ $user } (применяет потенциал), { -black } — @{ $challenger }
    }; если @{ $user } выиграет или сыграет вничью, применение в силе. Партия { $main } ждёт.
contest-game-fallback = В { $kind } здесь пока не играют, поэтому вместо неё решает базовый GIPF.
contest-sub-game = Эта партия решает вызов в партии { $main }: если { $side ->
        [first] { -first } (применяет потенциал) выиграет
       *[white] { -white } (применяют потенциал) выиграют
    } или партия закончится вничью, применение в силе.
contest-game-result = Партия { $sub } ({ $game }) окончена: { $outcome ->
        [stands] { $side ->
            [first] её выиграл { -first }, применяющий потенциал, поэтому
           *[white] её выиграли { -white }, применяющие потенциал, поэтому
        }
        [drawn] вничью, поэтому
       *[fails] { $side ->
            [first] её выиграл { -second }, бросивший вызов, поэтому
           *[white] её выиграли { -black }, бросившие вызов, поэтому
        }
    } применение `{ $pending }` { $user_color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } { $outcome ->
        [fails] не состоялось.
       *[stands] в силе.
    }
contest-play-sub-game = Сначала вызов решает партия { $sub }: играйте в ней.
contest-line-sub = (решает вызов в партии { $main })
contest-line-waits = (ждёт партии, которая решит вызов)
contest-line-waits-for = (ждёт партию { $sub }, { $game })
