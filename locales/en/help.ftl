# `help`, the command summaries (also the Discord command descriptions) and `rules`.
# Command words and their usage lines (`challenge <user> [variant]`) stay in English: they are
# the command language every platform shares.

help-title = **GIPF bot**: play GIPF against a friend or the AI.
help-line = `{ $usage }`: { $summary }
help-footer = A game is named `#12`; when you have one game here, you can leave the id out.
help-one = `{ $usage }`: { $summary }.
help-unknown = I do not know `{ $topic }`: `help` lists the commands.
help-intro-discord = On Discord the commands are `/gipf` (playing), `/gipf-info`, `/gipf-settings`, `/gipf-tournament` and `/gipf-study`; buttons under each board play for you.
help-intro-matrix = Write `!gipf <command>`; in a game's thread a move alone is enough (`b1-b2`, `xc3,d4,e5,f5`, or the number of a removal option in the image).

cmd-help = what the bot can do; details of one command
cmd-rules = a short rules summary and a link to the full rules
cmd-challenge = challenge someone (time: 3d = days per move, 10m = minutes per move, 3d+1d = a bank and what each turn adds, none)
cmd-open = an open challenge that anyone in the room may accept
cmd-accept = accept a challenge
cmd-decline = decline a challenge
cmd-cancel = withdraw your challenge
cmd-ai = play the bot (`levels` lists the levels)
cmd-levels = the AI levels, each with its rating
cmd-move = play an action (`b1-b2`, `Gb1-b2`, `xc3,d4,e5,f5` or a removal's number, `done`, `challenge`, `allow`); in a game's thread the action alone is enough
cmd-board = the board, whose decision it is and the position string
cmd-resign = give up the game
cmd-rematch = a new game with the same settings and colours swapped
cmd-games = your unfinished games and challenges
cmd-history = the game's record in official notation
cmd-leaderboard = ratings in this room, or everywhere
cmd-stats = rating, results per variant, head-to-head against you
cmd-settings = this room's settings; moderators change them (`settings language cs`)
cmd-language = the language I speak to you (`language cs`, `language default`)

rules-common = Players push pieces from their reserve onto the board from a dot, along a line, shifting the pieces in front. Four or more pieces of one colour in a line form a row: its owner takes the row and every piece touching it in that line off the board; his own pieces go back to his reserve, the opponent's are captured.
rules-basic = **Basic**: 12 pieces each, 3 on the board at the start. You lose when you must push and your reserve is empty.
rules-standard = **Standard**: 15 pieces each, with 3 GIPF pieces (double pieces) on the board at the start. You lose when you have no GIPF piece left on the board, or must push with an empty reserve. You may leave a row of only GIPF pieces.
rules-tournament = **Tournament**: 18 pieces each, the board starts empty; bring in GIPF pieces (`Gb1-b2`) before your first single. You lose with no GIPF piece on the board or an empty reserve when you must push.
rules-potentials = **Potentials** (`standard+potentials`, `tournament+T6`, `ultimate`): pieces loaded with the power of another game of the GIPF project. Bring all of them in before your first basic piece (`Ta1-b2` pushes a basic piece carrying a TAMSK potential); a basic push gives up the rest of your hand. A row that holds a loaded piece must be taken; a loaded piece may be kept like a GIPF piece. **Ultimate**: tournament, 3 of each kind and 3 extra pieces each.
rules-potentials-uses = Instead of pushing, use one of your loaded pieces: ZÈRTZ jumps over a line of pieces (`Z:c3-f5`), YINSH runs along empty spots (`Y:d4-g5`), DVONN jumps onto a neighbouring opponent piece and caps it (`D:d4-e4`), PÜNCT caps a neighbouring opponent GIPF piece, which then counts for you (`P:c3-d4`). When a TAMSK piece arrives on e5, its owner, even in the other's turn, pushes its potential in at once (`T:e9-e8`) or types `keep`. A capped spot belongs to the colour on top; a removal takes only the top cap. With an empty reserve you play on while you can use a potential.
rules-link = Full rules: { $url }

# Takebacks (`takeback`, `accept takeback`, `decline takeback`).
cmd-takeback = ask your opponent to undo your last turn (`accept takeback` or `decline takeback` answers)

cmd-claim = claim the win on time when your opponent's time is up (rooms with `settings timeout claim`)
cmd-report = the result of the game you agreed on to decide a challenge, from your side: `win`, `draw` or `loss`

cmd-vacation = pause your clocks in all your games (`vacation 7`, `vacation off`, `vacation` for the days left)

cmd-confirm = show each push chosen with the buttons before it counts (`confirm on`, `confirm off`)

cmd-notify = your-turn notices: a mention, a direct message or none
