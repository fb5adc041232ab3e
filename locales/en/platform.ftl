# What the chat adapters say themselves, and the Discord command descriptions (at most 100
# characters each; Discord shows them in its command picker).

discord-posted-elsewhere = Posted in <#{ $channel }>.
discord-done = Done.
discord-played = Played.
discord-could-not-post = I could not post in <#{ $channel }> (missing permission?). { $text }
discord-game-in-thread = { $first_line } The game is on in <#{ $channel }>.
discord-went-wrong = Something went wrong on my side; please try again.
discord-could-not-read = I could not read that: { $error }
discord-thread-name = GIPF game { $id }

discord-gipf = Play GIPF: challenges, moves, games against the AI
discord-gipf-info = GIPF: help, rules, AI levels, leaderboards, statistics
discord-gipf-settings = Your language and notices, vacations; this server's settings
discord-gipf-study = Study GIPF: game reviews, the engine's view, puzzles, lessons
discord-help = What the bot can do
discord-rules = A short rules summary and a link to the full rules
discord-challenge = Challenge someone to a game
discord-open = An open challenge that anyone here may accept
discord-accept = Accept a challenge
discord-decline = Decline a challenge
discord-cancel = Withdraw your challenge
discord-ai = Play against the bot
discord-levels = The AI's levels and their ratings
discord-move = Play an action: b1-b2, Gb1-b2, xc3,d4,e5,f5 or done
discord-board = The game's board
discord-resign = Give up the game
discord-takeback = Ask your opponent to undo your last turn
discord-claim = Claim the win on time
discord-vacation = Pause your clocks in all your games for some days
discord-confirm = Show each push chosen with the buttons before it counts
opt-confirm-on = On or off (how it is, if left out)
opt-vacation-days = Days away (the days left this year if left out)
opt-vacation-off = End your vacation now
discord-rematch = A new game with the colours swapped
discord-games = Your unfinished games and challenges
discord-history = The game's record in official notation
discord-leaderboard = Ratings in this server or everywhere
discord-stats = Rating, results and head-to-head
discord-settings = This server's settings (moderators change them)
discord-language = The language the bot speaks to you

opt-user-challenge = Who you challenge
opt-variant = Variant (standard if left out)
opt-hand = Potentials in hand instead of the variant's, as T6 or Z3D3
opt-challenges = Challenges of a potential's use: the trial and the attempts each, as ultimate+die2
opt-colour = Your colour (random if left out)
opt-time = Time per decision: 3d (days), 10m (minutes), a bank such as 3d+1d, or none
opt-challenge = The challenge, as #12
opt-challenger = Who challenged you
opt-own-challenge = Your challenge, as #12
opt-level = The AI's level
opt-action = The action: b1-b2, Gb1-b2, xc3,d4,e5,f5 or done
opt-game-several = The game, as #12 (needed only when you have several)
opt-game = The game, as #12
opt-finished-game = The finished game, as #12
opt-scope = This server (default) or everywhere
opt-stats-user = Whose statistics (yours if left out)
opt-command = A command to explain
opt-setting = The setting to change (leave out to see them all)
opt-setting-value = Its new value, or default
opt-language = A language code (en, cs, ru, nl, de, fr) or default

choice-standard = standard
choice-basic = basic
choice-tournament = tournament
choice-potentials = potentials
choice-challenges = challenges
choice-dvonn = DVONN
choice-tzaar = TZAAR
choice-yinsh = YINSH
choice-zertz = ZÈRTZ
choice-punct = PÜNCT
choice-white = white
choice-black = black
choice-random = random
choice-beginner = beginner
choice-casual = casual
choice-intermediate = intermediate
choice-strong = strong
choice-master = master
choice-server = this server
choice-global = global

moderator-discord = members with the Manage Server permission
moderator-matrix = room members with power level 50 or more

matrix-leave-refused = Only a moderator of this room can send me away.
matrix-goodbye = Goodbye! Invite me again to play.
matrix-answer-direct = My answer is in our direct chat, so that the puzzle of the day stays a puzzle for everyone else.

console-welcome = gipfbot console. You are { $name }. Type `ai` to play the bot, `help` for the commands, `as <name>` to switch players, `quit` to leave.
console-as-usage = Write `as <name>` with a one-word name.
console-now = You are now { $name }.
console-your-turn = { $names }: your turn.
console-challenged = { $names }: you have a challenge.
console-reminder = { $names }: reminder.
console-game-over = { $names }: game over.
console-answered = { $names }:
console-image = Board image: { $path }
console-image-failed = (could not write the board image to { $path }: { $error })
console-type-number = Type the number of your choice (or the removal itself).

choice-language = language
choice-time = time
choice-rated-ai = rated-ai
choice-redact = redact
choice-threads = threads
choice-public = public
choice-open-tournaments = open-tournaments
choice-timeout = timeout

discord-notify = Where your-turn notices go: a mention, a direct message, or none
opt-notify-to = Mention, dm or off (where they go now, if left out)
choice-mention = mention
choice-dm = dm
choice-off = off

## Discord's menus: what each asks for (its placeholder).
menu-push-from = Push from…
menu-use = Use a potential…
menu-remove = Remove…
menu-place = Place on…
menu-stack = Move the stack on…
menu-landing = Move it to…
menu-choose = Choose…
menu-take-away = Take away the ring…
menu-capture-with = Capture with the marble on…
menu-piece = Place a piece…
menu-column = Column of the PÜNCT…
menu-move-piece = Move the piece on…
