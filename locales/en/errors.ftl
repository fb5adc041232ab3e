# Why a command did nothing: one sentence that says what to do instead.

error-busy = The database is busy right now; nothing was changed. Try again in a moment.
error-conflict = Game { $id } changed while I was working on it; nothing was changed. Look at `board { $id }` and try again.
error-database = I cannot reach my database right now; nothing was changed. Try again later (reference { $reference }).
error-internal = Something went wrong on my side; nothing was changed. Try again, or tell the bot's operator (reference { $reference }).
error-no-self-challenge = You cannot challenge yourself: challenge someone else, or play the bot with `ai`.
error-no-ai-challenge = To play the bot, use `ai [level]`.
error-no-game-here = You have no game in progress here: start one with `ai` or `challenge <user>`.
error-no-challenge = There is no challenge for you to answer here: `games` lists yours.
error-no-own-challenge = You have no open challenge to cancel: `games` lists yours.
error-own-challenge = That is your own challenge: wait for an answer, or `cancel` it.
error-open-no-decline = An open challenge cannot be declined: ignore it, or `accept` it.
error-no-finished-game = You have no finished game here to rematch: name one, as in `rematch #12`.
error-restarting = I am restarting: nothing was changed. Try again in a minute; your games are safe.
error-too-fast = Slow down: at most { $max } commands a minute. Try again in a moment.
error-too-many-challenges = { $max ->
        [one] You have { $max } challenge waiting for an answer: `cancel` it before you make another.
       *[other] You have { $max } challenges waiting for an answer: `cancel` one before you make another.
    }
error-too-many-ai-games = { $max ->
        [one] You are playing { $max } game against me already: finish or `resign` it first.
       *[other] You are playing { $max } games against me already: finish or `resign` one first.
    }
error-unknown-user = I do not know { $name }: mention them, or ask them to say something to me first.
error-ambiguous-user = Several people are called { $name }: mention the one you mean.
id-list-more = { $list } and { $more } more
error-no-such-game = No game { $id } here.
error-no-such-game-yours = No game { $id } here. Your games: { $list }.
error-which-game = You have several games here ({ $list }): add the id, as in `board { $first }`.
error-which-challenge = Several challenges fit ({ $list }): add the id, as in `accept { $first }`.
error-damaged = Game { $id } cannot be read from my database; please tell the bot's operator.
error-stale = This board is out of date: the game has moved on. `board { $id }` shows the current one.
error-already-played = `{ $action }` was already played in { $id }.
error-game-over = Game { $id } is over: { $result }.
error-not-started = { $id } is a challenge, not a game yet: it starts when it is accepted.
error-not-finished = Game { $id } is still being played: finish it (or `resign`) before a rematch.
error-not-your-game = You are not playing in { $id }: `games` lists yours.
error-not-your-challenge = Challenge { $id } is not yours to answer: `games` lists yours.
error-not-your-decision = It is { $color ->
        [white] { -white }
       *[black] { -black }
        [first] the { -first }
        [second] the { -second }
    }'s decision: wait for @{ $name }.
error-illegal = { $reason }.
error-no-options = A number picks a removal option, and there is none now: write a push such as `b1-b2` (not { $n }).
error-no-such-option = There are { $count } removal options, numbered 1 to { $count } in the image: { $n } is none of them.
error-no-push-from = There is no legal push from { $dot } now: pick another dot.
error-no-use-from = The piece on { $spot } has no potential to use now: pick another.
error-no-move-from = The stack on { $space } cannot move now: pick another.
error-other-game = `{ $action }` is an action of { $of }, and this is a game of { $here }: write an action of { $here }.
error-bad-button = This button is not one of mine; use `board` to get a fresh one.
error-not-moderator = Only moderators change this room's settings ({ $who }). `settings` shows them.
error-unknown-setting = There is no setting `{ $name }`: `settings` lists them.
error-bad-setting-value = `{ $value }` is not a value of `{ $name }`: write { $expected }.
setting-expected-switch = `on`, `off` or `default`
setting-expected-time = a time control such as `3d` (days per move), `10m` (minutes per move), `3d+1d` (a bank and what each turn adds) or `none`, or `default`
error-unknown-language = I do not speak `{ $code }` yet: use one of { $list }.

## Commands that cannot be read

command-empty = Write a command, for example `ai` to play the bot, or `help`.
command-unknown = I do not know `{ $word }`: `help` lists the commands.
command-missing = `{ $command }` needs { $what }: `help { $command }` shows how.
command-unexpected = `{ $command }` does not take `{ $word }`: `help { $command }` shows how.
command-too-long = That is too long for a command ({ $chars } characters; at most { $max }): `help` lists the commands.
command-bad-time = `{ $text }` is not a time control: write 3d (days per move), 10m (minutes per move), 3d+1d or 10m+20s (a bank and what each turn adds), or none.
command-bad-variant = `{ $text }` is not a variant: { $reason }. Write standard+potentials, standard+T6 (a hand of potentials) or ultimate.
command-unknown-variant = `{ $text }` is no game or variant: write `standard`, `basic`, `tournament` or `ultimate` for GIPF, `dvonn`, `tzaar`, `tzaar-fixed` or `tzaar-tournament` for TZAAR, or `yinsh` or `yinsh-blitz` for YINSH.
command-variant-of-gipf = `{ $text }`: potentials and challenges belong to GIPF; { $game } is played as `{ $word }`.
command-bad-game-id = `{ $text }` is not a game id: write it as #12.
missing-user = a user to challenge
missing-report = the result of your agreed game, from your side: `win`, `draw` or `loss`
missing-action = an action such as b1-b2
missing-setting-value = a value, such as `settings language cs`
missing-time = a time control after `time` (3d, 10m, 3d+1d or none)

# Takebacks (`takeback`, `accept takeback`, `decline takeback`).
error-takeback-nothing = Nothing of yours can be taken back in { $id }: only your last turn, before your opponent has decided in his.
error-takeback-open = A takeback is already asked in { $id }: wait for the answer.
error-takeback-none = Nobody asked for a takeback in { $id }.
error-takeback-own = You asked for this takeback in { $id }: your opponent answers it.
error-takeback-rated-ai = Takebacks against the AI are for unrated games; { $id } is rated.
error-takeback-ai-thinking = The AI is deciding in { $id }: ask once it has moved.

error-claim-not-due = Nothing to claim in { $id }: the win on time is claimed when your opponent's time is up and he has not decided since.

error-vacation-already = You are on vacation until { $until } UTC already: `vacation off` ends it.
error-vacation-days = Write the days of your vacation as a whole number from 1 to { $max }: `vacation 7`.
error-vacation-allowance = You have { $left } vacation days left this year (of { $allowance }): ask for fewer.
error-vacation-not-on = You are not on vacation.

command-bad-switch = `{ $text }` is not `on` or `off`: write `{ $command } on` or `{ $command } off`.

command-bad-notify = `{ $text }` is not a way to be told: write `notify mention`, `notify dm` or `notify off`.
notify-no-dm = Direct messages are not available here: write `notify mention` or `notify off`.
error-no-place-type = You have no { $kind } left to place: pick another type.
