# Puzzles (`puzzle`): serving, answering, ratings.

cmd-puzzle = a puzzle near your puzzle rating: answer it as in a game (`puzzle <action>`, a removal's number); `puzzle rating`, `puzzle top` (this room), `puzzle give up`
discord-puzzle = A puzzle near your puzzle rating, or your answer to it
opt-puzzle-what = An action or a removal's number; or `rating`, `top`, `give up`
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
