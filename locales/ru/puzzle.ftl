# Задачи (`puzzle`).

cmd-puzzle = задача по GIPF (для других игр задач пока нет) по вашему рейтингу задач: отвечайте как в партии (`puzzle <действие>`, номер снятия); `puzzle rating`, `puzzle top` (эта комната), `puzzle daily` (задача дня), `puzzle give up`
discord-puzzle = Задача по вашему рейтингу задач или ответ на неё
opt-puzzle-what = Действие или номер снятия; или `rating`, `top`, `daily`, `give up`
puzzle-title = **Задача { $id }** (рейтинг { $rating }): { $task }.
puzzle-task-win = { $colour } начинают и выигрывают { $turns ->
        [one] за этот ход
        [few] за { $turns } хода
       *[other] за { $turns } ходов
    }
puzzle-task-material = { $colour } начинают и выигрывают фишку GIPF или три фишки { $turns ->
        [one] за этот ход
        [few] за { $turns } хода
       *[other] за { $turns } ходов
    }
puzzle-task-defence = { $colour } начинают: найдите единственную защиту; после любого другого решения соперник выигрывает { $turns ->
        [one] следующим ходом
        [few] за { $turns } своих хода
       *[other] за { $turns } своих ходов
    }
puzzle-how = Отвечайте `puzzle <действие>` (или номером снятия на картинке; просто действием, если его не принимает ни одна ваша партия); `puzzle give up` покажет решение.
puzzle-going = Ваша задача ещё не решена:
puzzle-opponent = задача
puzzle-none-left = Вы прошли все задачи: браво! Новые появятся в новых версиях.
puzzle-right = Верно: `{ $action }`.
puzzle-replies = { $colour } отвечают `{ $actions }`. Ваше решение:
puzzle-solved = **Решено!** Задача { $id } ваша.
puzzle-wrong = Не то: `{ $played }`. Решение: `{ $solution }` (зелёным).
puzzle-gave-up = Решение: `{ $solution }` (зелёным).
puzzle-rating-change = Рейтинг задач { $before } → **{ $after }**.
puzzle-next = `puzzle` — следующая.
puzzle-rating = Ваш рейтинг задач: **{ $rating }** (±{ $deviation }), решено { $solved }, не решено { $failed }.
puzzle-rating-none = Вы ещё не закончили ни одной задачи: `puzzle` даст первую.
puzzle-top-title = **Рейтинги задач в этой комнате**
puzzle-top-line = { $rank }. { $name }: { $rating } (решено { $solved })
puzzle-top-none = Здесь ещё никто не закончил задачу: `puzzle` даст первую.
error-puzzle-none = У вас нет начатой задачи: `puzzle` даст новую.
error-puzzle-answered = Задача уже продвинулась (ответ отправлен дважды?): `puzzle` покажет, где она.
error-puzzle-not-yours = Эта кнопка не для вашей задачи в её нынешнем виде: `puzzle` покажет вашу.

# Задача дня (puzzle/daily.rs).
setting-daily-puzzle = время (UTC, `09:30`), когда здесь публикуется задача дня; `off` — без неё
value-daily-at = { $at } UTC
choice-daily-puzzle = задача дня
console-daily-puzzle = задача дня
puzzle-daily-solution = Вчерашняя задача { $id }: решение было `{ $solution }`; его нашли { $solved } из { $tried } решавших.
puzzle-daily-title = **Задача дня, { $day }**: задача { $id } (рейтинг { $rating }): { $task }.
puzzle-daily-how = Решайте её командой `puzzle daily` (в Discord — кнопкой; в Matrix — пишите свои ходы ответами в ветке этого сообщения); ваши ответы видите только вы, пока завтра не опубликуем решение.
puzzle-daily-button = Решить
puzzle-you = вы
puzzle-daily-finish-first = Сначала закончите начатую задачу (или `puzzle give up`), потом `puzzle daily`:
error-puzzle-daily-over = Эта задача дня закончилась: её решение опубликовано. `puzzle daily` даст сегодняшнюю.
error-puzzle-daily-none = Задачи дня пока нет: модератор включает её командой `settings daily-puzzle 09:00`.
error-puzzle-daily-seen = Задача { $id } вам уже встречалась, второй раз она не засчитывается: `puzzle` даст другую.
