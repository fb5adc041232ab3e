# Puzzles (`puzzle`): serving, answering, ratings.

cmd-puzzle = a GIPF puzzle (the other games have none yet) near your puzzle rating: answer it as in a game (`puzzle <action>`, a removal's number); `puzzle rating`, `puzzle top` (this room), `puzzle daily` (the puzzle of the day), `puzzle give up`
discord-puzzle = A puzzle near your puzzle rating, or your answer to it
opt-puzzle-what = An action or a removal's number; or `rating`, `top`, `daily`, `give up`
puzzle-title = **Puzzle { $id }** (rating { $rating }): { $task }.
puzzle-task-win = { $colour } to play and win { $turns ->
        [one] this turn
       *[other] within { $turns } turns
    }
puzzle-task-material = { $colour } to play and win a GIPF piece or three pieces { $turns ->
        [one] this turn
       *[other] within { $turns } turns
    }
puzzle-task-defence = { $colour } to play: find the only defence; every other decision lets the opponent win { $turns ->
        [one] in his next turn
       *[other] within { $turns } of his turns
    }
puzzle-how = Answer with `puzzle <action>` (or the number of a removal on the image; the action alone where no game of yours takes it); `puzzle give up` shows the solution.
puzzle-going = Your puzzle is still going:
puzzle-opponent = the puzzle
puzzle-none-left = You have seen every puzzle there is: well done! New ones come with new releases.
puzzle-right = Right: `{ $action }`.
puzzle-replies = { $colour } answers `{ $actions }`. Your decision:
puzzle-solved = **Solved!** Puzzle { $id } is yours.
puzzle-wrong = Not that: `{ $played }`. The solution: `{ $solution }` (drawn in green).
puzzle-gave-up = The solution: `{ $solution }` (drawn in green).
puzzle-rating-change = Puzzle rating { $before } → **{ $after }**.
puzzle-next = `puzzle` for the next one.
puzzle-rating = Your puzzle rating: **{ $rating }** (±{ $deviation }), { $solved } solved, { $failed } failed.
puzzle-rating-none = You have not finished a puzzle yet: `puzzle` serves one.
puzzle-top-title = **Puzzle ratings here**
puzzle-top-line = { $rank }. { $name }: { $rating } ({ $solved } solved)
puzzle-top-none = Nobody has finished a puzzle here yet: `puzzle` serves one.
error-puzzle-none = You have no puzzle going: `puzzle` serves one.
error-puzzle-answered = That puzzle has moved on already (an answer sent twice?): `puzzle` shows where it stands.
error-puzzle-not-yours = That button is not for your puzzle as it stands: `puzzle` shows yours.

# The puzzle of the day (puzzle/daily.rs).
setting-daily-puzzle = the time (UTC, `09:30`) the puzzle of the day is posted here; `off` for none
value-daily-at = { $at } UTC
choice-daily-puzzle = daily-puzzle
console-daily-puzzle = the puzzle of the day
puzzle-daily-solution = Yesterday's puzzle { $id }: the solution was `{ $solution }`; { $solved } of { $tried } solvers found it.
puzzle-daily-title = **Puzzle of the day, { $day }**: puzzle { $id } (rating { $rating }): { $task }.
puzzle-daily-how = Solve it with `puzzle daily` (on Discord: the button; on Matrix: type your actions as replies in this message's thread); your answers stay yours until the solution is posted tomorrow.
puzzle-daily-button = Solve it
puzzle-you = you
puzzle-daily-finish-first = Finish the puzzle you have going first (or `puzzle give up`), then `puzzle daily`:
error-puzzle-daily-over = That puzzle of the day is over: its solution is posted. `puzzle daily` serves today's.
error-puzzle-daily-none = There is no puzzle of the day yet: a moderator asks for one with `settings daily-puzzle 09:00`.
error-puzzle-daily-seen = You have seen puzzle { $id } before, so it cannot count again: `puzzle` serves another.
