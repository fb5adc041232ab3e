# Lessons (`learn`): a tutorial of short lessons whose tasks the rules check.

cmd-learn = learn GIPF by playing (the other games have no lessons yet): short lessons with a task on a tiny board (`learn` goes on where you stopped, `learn 3` jumps to lesson 3, `learn list`, `learn hint`)
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
learn-wrong-two-rows = That did not make two rows of yours at once.
learn-wrong-capture = No black piece was captured.
learn-wrong-win = Black still has a GIPF piece on the board, so the game goes on.
learn-wrong-keep = No row of yours was taken off.
learn-wrong-lost = You took your last GIPF piece off the board, and a player without a GIPF piece loses.
learn-wrong-gipf = Your first push in this variant must bring in a GIPF piece.
learn-wrong-single = That was a GIPF piece; the task was a single piece.
learn-wrong-zertz = The task was a ZÈRTZ jump: write it with Z and a colon, like `Z:c3-c6`.
learn-wrong-yinsh = The task was a YINSH move: write it with Y and a colon, like `Y:d4-d2`.
learn-wrong-dvonn = The task was a DVONN jump: write it with D and a colon, like `D:d4-d5`.
learn-wrong-punct = The task was a PÜNCT jump: write it with P and a colon, like `P:d4-d5`.
learn-wrong-tamsk = Your TAMSK potential was not pushed in. When your TAMSK piece arrives on e5, push its potential in with T and a colon, like `T:a1-b2`; `keep` leaves it on the piece.

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
learn-tournament-2-done = From now on you push only single pieces. More GIPF pieces make you stronger on the board but leave fewer pieces in your reserve: choosing how many is the first decision of a tournament game. You know the rules of classic GIPF now. The lessons that follow teach the potentials: pieces with a special move.

learn-zertz-title = The ZÈRTZ potential: jumping
learn-zertz-1-task = With potentials, some pieces are loaded: a potential sits on top of the piece, and each kind gives one special move, once, instead of a push. Your piece on c3 carries a ZÈRTZ potential (the zigzag on the image). It jumps over the pieces next to it in a line, of any colour, onto the first empty spot behind them. Jump with it: write Z, a colon, the piece's spot and where it lands, like `Z:c3-c6`.
learn-zertz-1-hint = Over c4 and c5 onto c6, or over d4 and e5 onto f5: `Z:c3-c6` or `Z:c3-f5`.
learn-zertz-1-done = The potential jumped, and it stands alone now: a used potential, from now on a single white piece like the others. The piece it left behind is a single piece too. Each potential is used once, and its move is your whole turn.
learn-zertz-2-task = Your pieces on e3, e4 and e6 lack e5 for a row, and the black pieces on e2 and e7 close their line, so no push fills the gap. Jump with your ZÈRTZ piece to make the row.
learn-zertz-2-hint = From c3, your ZÈRTZ piece jumps over the black piece on d4 onto e5: `Z:c3-e5`.
learn-zertz-2-done = The jump made a row, and the row took the black pieces on e2 and e7 with it, since they touched it along its line. The piece you jumped over stays: a jump takes nothing. A used potential counts as one of your pieces in a row.

learn-yinsh-title = The YINSH potential: running
learn-yinsh-1-task = Your piece on d4 carries a YINSH potential (the ring). It runs along a line over empty spots, as far as you like, and stops on one of them; it never jumps over a piece. Move it: write Y, a colon, its spot and where it stops, like `Y:d4-d2`.
learn-yinsh-1-hint = Any empty spot in a straight line from d4 with no piece between: `Y:d4-d2`, `Y:d4-g5` or `Y:d4-b4`. The black piece on d6 stops it upwards.
learn-yinsh-1-done = The potential stands alone on its new spot, a single white piece from now on, and so is the piece it left on d4: one move made two of your pieces out of one.
learn-yinsh-2-task = Again your pieces on e3, e4 and e6 wait for e5, between the black pieces on e2 and e7. This time your YINSH piece on c5 can reach it: make the row.
learn-yinsh-2-hint = From c5, the line through d5 leads to e5 over empty spots: `Y:c5-e5`.
learn-yinsh-2-done = Your row took the black pieces on e2 and e7 with it. A YINSH piece reaches far, but only over empty spots.

learn-dvonn-title = The DVONN potential: covering a piece
learn-dvonn-1-task = Your piece on d4 carries a DVONN potential (the diamond). It jumps onto a black single piece next to it and covers it: the spot is yours while the cover is on it. Cover one: write D, a colon, your piece's spot and the black piece's spot.
learn-dvonn-1-hint = The black pieces on d5 and e5 both touch your piece on d4: `D:d4-d5`.
learn-dvonn-1-done = Your potential covers the black piece, so the spot counts as white, for rows too. A DVONN potential covers single pieces only, never a GIPF piece.
learn-dvonn-2-task = Your pieces on e3, e4 and e6 lack e5, where a black piece stands. Cover it with your DVONN piece to make a row.
learn-dvonn-2-hint = Your DVONN piece on d5 touches the black piece on e5: `D:d5-e5`.
learn-dvonn-2-done = Your row was taken off, but on e5 only the cover went: the black piece under it is free again, and black. A row takes only the top of a covered spot.

learn-punct-title = The PÜNCT potential: taking over a GIPF piece
learn-punct-1-task = Your piece on d4 carries a PÜNCT potential (the three dots). It jumps onto a black GIPF piece next to it and covers it: that GIPF piece then counts as yours. Cover one of Black's two GIPF pieces: write P, a colon, your piece's spot and the GIPF piece's spot.
learn-punct-1-hint = Black's GIPF pieces on d5 and e5 both touch d4: `P:d4-d5`.
learn-punct-1-done = The covered GIPF piece counts as a white GIPF piece now, and Black has one left.
learn-punct-2-task = Black has one GIPF piece left, on d4, next to your PÜNCT piece on c3. A player without a GIPF piece loses: win at once.
learn-punct-2-hint = Cover it: `P:c3-d4`.
learn-punct-2-done = Black's last GIPF piece counts as yours now, so Black has none left and you won, without any row.

learn-tamsk-title = The TAMSK potential: an extra push
learn-tamsk-1-task = Your piece on e4 carries a TAMSK potential (the hourglass). When a push brings it onto the centre spot e5, you may at once push its potential in from any dot, an extra piece that costs nothing. Push so that your TAMSK piece arrives on e5, then push its potential in.
learn-tamsk-1-hint = `e1-e2` moves the pieces of column e up by one; then push the potential in with T and a colon, like `T:a1-b2`.
learn-tamsk-1-done = Two pushes in one turn, and the second cost you nothing. The piece on e5 is a single piece now. When the opponent's push brings your TAMSK piece onto e5, the extra push is yours too, in his turn.
learn-tamsk-2-task = Your pieces on column e and on column g each lack one piece for a row, and one push makes only one of the rows. Make both rows in one turn.
learn-tamsk-2-hint = `e1-e2` makes the row on column e and brings your TAMSK piece onto e5; then `T:g1-g2` makes the other one.
learn-tamsk-2-done = Two rows in one turn. A TAMSK piece near e5 is an extra push waiting for the right moment.
