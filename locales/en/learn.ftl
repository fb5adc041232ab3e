# Lessons (`learn`): a tutorial of short lessons whose tasks the rules check.

cmd-learn = learn GIPF by playing: short lessons with a task on a tiny board (`learn` goes on where you stopped, `learn 3` jumps to lesson 3, `learn list`, `learn hint`)
discord-learn = Learn GIPF by playing short lessons, or answer the lesson's task
opt-learn-what = A lesson's number, `list`, `hint`, or your action
learn-welcome = Welcome to GIPF! { $count } short lessons teach the game on tiny boards: each step has a task, and the rules check what you play.
learn-step = **Lesson { $n } of { $count }: { $title }** (step { $step } of { $steps })
learn-how = Answer with `learn <action>` (or the buttons; the action alone where no game of yours takes it); `learn hint` gives a hint.
learn-opponent = the other side
learn-hint = Hint: { $hint }
learn-going = You played `{ $action }`. The decision is still yours: go on.
learn-right = Well done: `{ $action }`.
learn-wrong = Not quite: `{ $action }`. { $why } The board is back as it was: try again (`learn hint` helps).
learn-lesson-done = Lesson { $n } finished: { $title }.
learn-all-done = You have finished every lesson. `puzzle` sharpens your tactics, and `ai beginner` starts a first game against the bot.
learn-list = The lessons (`learn <number>` starts one):
learn-list-line = { $n }. { $title }
learn-list-here = { $n }. { $title } ← you are here
learn-list-done = { $n }. { $title } ✓
error-learn-none = No lesson is going: `learn` starts one.
error-learn-no-lesson = There is no lesson { $n }: the lessons are 1 to { $count } (`learn list`).
error-learn-answered = That step was answered already: `learn` shows where you are.
error-learn-not-yours = Those buttons are someone else's lesson: `learn` starts yours.

learn-wrong-push = The task was a push.
learn-wrong-moves = Your piece landed on an empty spot, so nothing moved.
learn-wrong-row = That made no row of four of your pieces.
learn-wrong-capture = No black piece was captured.
learn-wrong-win = Black still has a GIPF piece on the board, so the game goes on.
learn-wrong-keep = No row of yours was taken off.
learn-wrong-lost = You took your last GIPF piece off the board, and a player without a GIPF piece loses.
learn-wrong-gipf = Your first push in this variant must bring in a GIPF piece.
learn-wrong-single = That was a GIPF piece; the task was a single piece.

learn-push-title = Pushing a piece in
learn-push-1-task = You play White. Each turn you take one piece from your reserve, put it on a dot at the edge of the board and push it onto the first spot of a line. Push a piece in: for example `a1-b2`, from the dot a1 onto the spot b2.
learn-push-1-hint = Write the dot, a dash and the spot next to it: `a1-b2`, `e1-e2` or `i5-h5`.
learn-push-1-done = Your reserve has one piece less. When you must push and your reserve is empty, you lose: pieces in your reserve are your time.
learn-push-2-task = Now push a piece onto the spot where your piece stands, e2: it must make way.
learn-push-2-hint = Three lines start at e2: from the dots e1, d1 and f1. Try `e1-e2`.
learn-push-2-done = The piece on e2 moved one step along the line. A push moves every piece in front of it, up to the first empty spot; a line that is full up to the far edge cannot be pushed.

learn-row-title = A row of four
learn-row-1-task = Four or more of your pieces next to each other in a line make a row, and a row is taken off the board. Make a row with your three pieces on e2, e3 and e4.
learn-row-1-hint = Push one more piece into their line from below: `e1-e2`.
learn-row-1-done = Your row was taken off, and its pieces went back to your reserve: a row gives you pieces to push again.
learn-row-2-task = A row takes with it every piece that touches it along its line, up to an empty spot. Make a row that captures the black piece on e6.
learn-row-2-hint = The row on column b would touch nothing black. Which push brings your line on column e up to e6?
learn-row-2-done = The black piece on e6 went with your row: it is captured and out of the game. Black never gets it back, while your own pieces returned to your reserve.

learn-choices-title = Several rows, and a choice
learn-choices-1-task = One push can make two rows at once. Your pieces on c3, d4 and f5 wait for e5, and so do those on e2, e3 and e4. Push so that you make two rows.
learn-choices-1-hint = Your pieces on column e move up when you push from below.
learn-choices-1-done = Two rows stand now, and they cross at e5.
learn-choices-2-task = Rows that cross share a piece: take one off, and the other is broken. You choose which. Take off the row that captures the black piece.
learn-choices-2-hint = Only the row on column e touches the black piece on e6. Its number is on the image, or write it: `xe2,e3,e4,e5,e6`.
learn-choices-2-done = You took the row that captured a black piece. When rows cross, look at what each one takes with it before you choose.

learn-gipf-title = GIPF pieces
learn-gipf-1-task = In the standard game each player has GIPF pieces (two pieces stacked), and a player who has none left on the board loses. Black's only GIPF piece stands on e6: capture it and win.
learn-gipf-1-hint = Make your row on column e with `e1-e2`, then take it off with the GIPF piece on e6: `xe2,e3,e4,e5,Ge6`.
learn-gipf-1-done = Black lost his last GIPF piece, so you won. A GIPF piece in your row may be kept on the board; you took Black's off.
learn-gipf-2-task = Your own GIPF piece on e3 is your only one. Make your row on column e, but keep your GIPF piece on the board.
learn-gipf-2-hint = Push with `e1-e2`; then take off the row but leave the GIPF piece (now on e4) standing: `xe2,e3,e5`.
learn-gipf-2-done = Your GIPF piece stayed on the board. Taken off, it would have gone back to your reserve as two pieces, but with no GIPF piece left you lose: keep your last one.

learn-tournament-title = The tournament start
learn-tournament-1-task = In the tournament game the board starts empty, and each player chooses how many GIPF pieces to bring in. Your first push must bring in a GIPF piece: write it with a G, like `Ge1-e2`.
learn-tournament-1-hint = A push with a G in front brings in a GIPF piece: `Ge1-e2` or `Ga1-b2`.
learn-tournament-1-done = A GIPF piece costs two pieces of your reserve.
learn-tournament-2-task = You have brought in one GIPF piece. You may bring in more, until you push your first single piece; from then on, only single pieces. Push a single piece now.
learn-tournament-2-hint = A push without a G brings in a single piece: `a1-b2`.
learn-tournament-2-done = From now on you push only single pieces. More GIPF pieces make you stronger on the board but leave fewer pieces in your reserve: choosing how many is the first decision of a tournament game. You know the rules now!
