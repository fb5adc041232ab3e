# What the chat adapters say themselves, and the Discord command descriptions (at most 100
# characters each; Discord shows them in its command picker).

discord-posted-elsewhere = Опубликовано в <#{ $channel }>.
discord-done = Готово.
discord-played = Ход сделан.
discord-could-not-post = Не удалось написать в <#{ $channel }> (нет прав?). { $text }
discord-game-in-thread = { $first_line } Партия идёт в <#{ $channel }>.
discord-went-wrong = У меня что-то пошло не так; попробуйте ещё раз.
discord-could-not-read = Не удалось разобрать: { $error }
discord-thread-name = Партия GIPF { $id }

discord-gipf = Играть в GIPF: вызовы, ходы, партии против ИИ
discord-gipf-info = GIPF: справка, правила, уровни ИИ, рейтинги, статистика
discord-gipf-settings = Ваш язык и уведомления, отпуск; настройки этого сервера
discord-gipf-study = Изучать GIPF: разборы партий, оценка движка, задачи, уроки
discord-help = Что умеет бот
discord-rules = Краткие правила и ссылка на полные
discord-challenge = Вызвать кого-нибудь на партию
discord-open = Открытый вызов, который может принять любой здесь
discord-accept = Принять вызов
discord-decline = Отклонить вызов
discord-cancel = Отозвать свой вызов
discord-ai = Сыграть против бота
discord-levels = Уровни ИИ и их рейтинги
discord-move = Сделать действие: b1-b2, Gb1-b2, xc3,d4,e5,f5 или done
discord-board = Доска партии
discord-resign = Сдаться
discord-takeback = Попросить соперника отменить ваш последний ход
discord-claim = Забрать победу по времени
discord-vacation = Остановить ваши часы во всех партиях на несколько дней
discord-confirm = Показывать каждый ход, выбранный кнопками, до того как он засчитан
opt-confirm-on = Включить или выключить (без выбора — как сейчас)
opt-vacation-days = Дней отсутствия (без выбора — сколько осталось в этом году)
opt-vacation-off = Закончить отпуск сейчас
discord-rematch = Новая партия, цвета меняются местами
discord-games = Ваши незаконченные партии и вызовы
discord-history = Запись партии в официальной нотации
discord-leaderboard = Рейтинги на этом сервере или в общем зачёте
discord-stats = Рейтинг, результаты и личные встречи
discord-settings = Настройки этого сервера (их меняют модераторы)
discord-language = Язык, на котором с вами говорит бот

opt-user-challenge = Кого вы вызываете
opt-variant = Вариант (по умолчанию стандартный)
opt-hand = Потенциалы в руке вместо потенциалов варианта, например T6 или Z3D3
opt-challenges = Вызовы использования потенциала: испытание и число попыток каждого, например ultimate+die2
opt-colour = Ваш цвет (по умолчанию случайный)
opt-time = Время на ход: 3d (дни), 10m (минуты), запас вроде 3d+1d или none
opt-challenge = Вызов, например #12
opt-challenger = Кто вас вызвал
opt-own-challenge = Ваш вызов, например #12
opt-level = Уровень ИИ
opt-action = Действие: b1-b2, Gb1-b2, xc3,d4,e5,f5 или done
opt-game-several = Партия, например #12 (нужна, только если у вас их несколько)
opt-game = Партия, например #12
opt-finished-game = Законченная партия, например #12
opt-scope = Этот сервер (по умолчанию) или общий зачёт
opt-stats-user = Чья статистика (по умолчанию ваша)
opt-command = Команда, которую нужно объяснить
opt-setting = Настройка, которую нужно изменить (если не указать, покажу все)
opt-setting-value = Новое значение или default
opt-language = Код языка (en, cs, ru, nl, de, fr) или default

choice-standard = стандартный
choice-basic = базовый
choice-tournament = турнирный
choice-potentials = potentials
choice-challenges = вызовы
choice-dvonn = DVONN
choice-tzaar = TZAAR
choice-yinsh = YINSH
choice-zertz = ZÈRTZ
choice-punct = PÜNCT
choice-white = белые
choice-black = чёрные
choice-random = случайно
choice-beginner = новичок
choice-casual = любитель
choice-intermediate = средний
choice-strong = сильный
choice-master = мастер
choice-server = этот сервер
choice-global = общий зачёт

moderator-discord = участники с правом «Управлять сервером»
moderator-matrix = участники комнаты с уровнем прав 50 и выше

matrix-leave-refused = Выгнать меня отсюда может только модератор этой комнаты.
matrix-goodbye = До свидания! Пригласите меня снова, когда захотите сыграть.
matrix-answer-direct = Мой ответ — в нашем личном чате, чтобы задача дня осталась задачей для всех остальных.

console-welcome = Консоль gipfbot. Вы — { $name }. Напишите `ai`, чтобы сыграть с ботом, `help` — список команд, `as <name>` — сменить игрока, `quit` — выйти.
console-as-usage = Напишите `as <name>` с именем из одного слова.
console-now = Теперь вы — { $name }.
console-your-turn = { $names }: ваш ход.
console-challenged = { $names }: вам бросили вызов.
console-reminder = { $names }: напоминание.
console-game-over = { $names }: партия окончена.
console-answered = { $names }:
console-image = Изображение доски: { $path }
console-image-failed = (не удалось записать изображение доски в { $path }: { $error })
console-type-number = Введите номер варианта (или само снятие).

choice-language = язык
choice-time = время на ход
choice-rated-ai = рейтинг игр с ИИ
choice-redact = скрывать старые доски
choice-threads = ветки
choice-public = публичные страницы
choice-open-tournaments = турниры для всех
choice-timeout = истечение времени

discord-notify = Куда приходят уведомления о ходе: упоминание, личное сообщение или никуда
opt-notify-to = `mention`, `dm` или `off` (без выбора — как сейчас)
choice-mention = упоминание
choice-dm = личное сообщение
choice-off = выключено

## Discord's menus: what each asks for (its placeholder).
menu-push-from = Вдвинуть с…
menu-use = Применить потенциал…
menu-remove = Снять…
menu-place = Поставить на…
menu-stack = Ходить стопкой с…
menu-landing = Переместить на…
menu-choose = Выбрать…
menu-take-away = Убрать кольцо…
menu-capture-with = Бить шариком с…
menu-piece = Поставить фишку…
menu-column = Вертикаль ПЮНКТа…
menu-move-piece = Ходить фишкой с…
