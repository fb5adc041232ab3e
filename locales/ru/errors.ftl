# Why a command did nothing: one sentence that says what to do instead.

error-busy = База данных сейчас занята; ничего не изменено. Попробуйте ещё раз чуть позже.
error-conflict = Партия { $id } изменилась, пока я с ней работал; ничего не изменено. Посмотрите `board { $id }` и попробуйте снова.
error-database = Не могу связаться со своей базой данных; ничего не изменено. Попробуйте позже (код { $reference }).
error-internal = У меня что-то пошло не так; ничего не изменено. Попробуйте ещё раз или сообщите оператору бота (код { $reference }).
error-no-self-challenge = Нельзя вызвать самого себя: вызовите кого-нибудь другого или сыграйте с ботом командой `ai`.
error-no-ai-challenge = Чтобы сыграть с ботом, используйте `ai [level]`.
error-no-game-here = У вас здесь нет текущей партии: начните её командой `ai` или `challenge <user>`.
error-no-challenge = Здесь нет вызова, на который вы могли бы ответить: `games` покажет ваши.
error-no-own-challenge = У вас нет открытого вызова, который можно отозвать: `games` покажет ваши.
error-own-challenge = Это ваш собственный вызов: дождитесь ответа или отзовите его (`cancel`).
error-open-no-decline = Открытый вызов нельзя отклонить: просто не отвечайте на него или примите его (`accept`).
error-no-finished-game = У вас здесь нет законченной партии для реванша: укажите её, например `rematch #12`.
error-restarting = Я перезапускаюсь: ничего не изменено. Попробуйте через минуту; ваши партии в сохранности.
error-too-fast = Помедленнее: не больше { $max ->
        [one] { $max } команды
        [few] { $max } команд
        [many] { $max } команд
       *[other] { $max } команды
    } в минуту. Попробуйте чуть позже.
error-too-many-challenges = { $max ->
        [one] У вас уже { $max } вызов без ответа: отзовите его (`cancel`), прежде чем бросать новый.
        [few] У вас уже { $max } вызова без ответа: отзовите один из них (`cancel`), прежде чем бросать новый.
        [many] У вас уже { $max } вызовов без ответа: отзовите один из них (`cancel`), прежде чем бросать новый.
       *[other] У вас уже { $max } вызова без ответа: отзовите один из них (`cancel`), прежде чем бросать новый.
    }
error-too-many-ai-games = { $max ->
        [one] Вы уже играете со мной { $max } партию: сначала доиграйте её или сдайтесь (`resign`).
        [few] Вы уже играете со мной { $max } партии: сначала доиграйте одну из них или сдайтесь в ней (`resign`).
        [many] Вы уже играете со мной { $max } партий: сначала доиграйте одну из них или сдайтесь в ней (`resign`).
       *[other] Вы уже играете со мной { $max } партии: сначала доиграйте одну из них или сдайтесь в ней (`resign`).
    }
error-unknown-user = Я не знаю пользователя { $name }: упомяните его или попросите сначала написать мне что-нибудь.
error-ambiguous-user = Имя { $name } носят несколько человек: упомяните того, кого имеете в виду.
id-list-more = { $list } и ещё { $more }
error-no-such-game = Здесь нет партии { $id }.
error-no-such-game-yours = Здесь нет партии { $id }. Ваши партии: { $list }.
error-which-game = У вас здесь несколько партий ({ $list }): добавьте номер, например `board { $first }`.
error-which-challenge = Подходит несколько вызовов ({ $list }): добавьте номер, например `accept { $first }`.
error-damaged = Партию { $id } не удаётся прочитать из базы данных; пожалуйста, сообщите оператору бота.
error-stale = Эта доска устарела: партия ушла вперёд. `board { $id }` покажет текущую.
error-already-played = Ход `{ $action }` в партии { $id } уже сделан.
error-game-over = Партия { $id } окончена ({ $result }).
error-not-started = { $id } — пока вызов, а не партия: она начнётся, когда вызов примут.
error-not-finished = Партия { $id } ещё идёт: доиграйте её (или сдайтесь, `resign`) перед реваншем.
error-not-your-game = Вы не играете в партии { $id }: `games` покажет ваши.
error-not-your-challenge = Вызов { $id } адресован не вам: `games` покажет ваши.
error-not-your-decision = Сейчас { $color ->
        [white] ходят { -white }
       *[black] ходят { -black }
        [first] ходит { -first }
        [second] ходит { -second }
    }: дождитесь @{ $name }.
error-illegal = { $reason }.
error-no-options = Номер выбирает вариант снятия ряда, но сейчас снимать нечего: напишите ход, например `b1-b2` (а не { $n }).
error-no-such-option = Вариантов снятия — { $count }, на картинке они пронумерованы от 1 до { $count }: номера { $n } среди них нет.
error-no-push-from = С точки { $dot } сейчас нет допустимого хода: выберите другую точку.
error-no-use-from = У фишки на { $spot } сейчас нет потенциала для применения: выберите другую.
error-no-move-from = Стопка на { $space } сейчас не может ходить: выберите другую.
error-other-game = `{ $action }` — это действие игры { $of }, а это партия игры { $here }: напишите действие игры { $here }.
error-bad-button = Это не моя кнопка; используйте `board`, чтобы получить свежую доску.
error-not-moderator = Настройки этой комнаты меняют только модераторы ({ $who }). `settings` покажет текущие настройки.
error-unknown-setting = Настройки `{ $name }` нет: `settings` покажет список.
error-bad-setting-value = `{ $value }` — недопустимое значение для `{ $name }`. Допустимо: { $expected }.
setting-expected-switch = `включено` (`on`), `выключено` (`off`) или `default`
setting-expected-time = контроль времени, например `3d` (дней на ход), `10m` (минут на ход), `3d+1d` (запас и прибавка за каждый ход) или `none`, либо `default`
error-unknown-language = Языка `{ $code }` я пока не знаю. Доступные языки: { $list }.

## Commands that cannot be read

command-empty = Напишите команду, например `ai`, чтобы сыграть с ботом, или `help`.
command-unknown = Я не знаю команды `{ $word }`: `help` покажет список команд.
command-missing = Для `{ $command }` нужно указать { $what }: `help { $command }` покажет, как.
command-unexpected = Команда `{ $command }` не принимает `{ $word }`: `help { $command }` покажет, как.
command-too-long = Слишком длинно для команды ({ $chars ->
        [one] { $chars } символ
        [few] { $chars } символа
        [many] { $chars } символов
       *[other] { $chars } символа
    }; максимум { $max }): `help` покажет список команд.
command-bad-time = `{ $text }` — это не контроль времени: напишите 3d (дни на ход), 10m (минуты на ход), 3d+1d или 10m+20s (запас и прибавка за каждый ход) или none.
command-bad-variant = `{ $text }` — это не вариант: { $reason }. Напишите standard+potentials, standard+T6 (набор потенциалов) или ultimate.
command-unknown-variant = `{ $text }` — это не игра и не вариант: напишите `standard`, `basic`, `tournament` или `ultimate` для GIPF, `dvonn` `tzaar`, `tzaar-fixed` или `tzaar-tournament` для TZAAR либо `yinsh` или `yinsh-blitz` для YINSH.
command-variant-of-gipf = `{ $text }`: потенциалы и вызовы есть только в GIPF; { $game } играется как `{ $word }`.
command-bad-game-id = `{ $text }` — это не номер партии: пишите так: #12.
missing-user = пользователя, которого вы вызываете
missing-report = ваш результат в игре по договорённости: `win`, `draw` или `loss`
missing-action = действие, например b1-b2
missing-setting-value = значение, например `settings language cs`
missing-time = контроль времени после `time` (3d, 10m, 3d+1d или none)

error-takeback-nothing = В { $id } вам нечего вернуть: только свой последний ход, пока соперник не сделал свой.
error-takeback-open = Возврат хода в { $id } уже запрошен: дождитесь ответа.
error-takeback-none = Никто не просил вернуть ход в { $id }.
error-takeback-own = Этот возврат в { $id } просили вы: отвечает соперник.
error-takeback-rated-ai = Возвращать ходы против ИИ можно только в нерейтинговых партиях; { $id } рейтинговая.
error-takeback-ai-thinking = ИИ думает в { $id }: попросите после его хода.

error-claim-not-due = В { $id } нечего требовать: победу по времени можно забрать, когда у соперника кончилось время и он с тех пор не ходил.

error-vacation-already = Вы уже в отпуске до { $until } UTC: `vacation off` завершит его.
error-vacation-days = Напишите длину отпуска целым числом дней от 1 до { $max }: `vacation 7`.
error-vacation-allowance = В этом году у вас осталось { $left } дней отпуска (из { $allowance }): попросите меньше.
error-vacation-not-on = Вы не в отпуске.

command-bad-switch = `{ $text }` — не `on` и не `off`: напишите `{ $command } on` или `{ $command } off`.

command-bad-notify = `{ $text }` — не место для уведомлений: напишите `notify mention`, `notify dm` или `notify off`.
notify-no-dm = Личные сообщения здесь недоступны: напишите `notify mention` или `notify off`.
error-no-place-type = У вас не осталось фишек «{ $kind }» для выставления: выберите другой вид.
