# The rules' words: colours, what a turn did, how a game ended, why an action is illegal.
# Action errors are sentences without their full stop (error-illegal adds it): a capital
# letter at the start unless they start with notation or a `command` word.

-white = White
-black = Black
color-white = { -white }
color-black = { -black }
# The players of a game without colours (ZÈRTZ): the first and the second player (White and
# Black underneath). Messages that name a side select on white/black/first/second.
-first = first player
-second = second player
side-first = First player
side-second = Second player

event-pushed = { $color ->
        [white] { -white }
       *[black] { -black }
    } pushed { $push }
event-pushed-to = { $color ->
        [white] { -white }
       *[black] { -black }
    } pushed { $push } (to { $end })
event-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    } { $back ->
        [0] captured { $captured ->
            [one] { $captured } piece
           *[other] { $captured } pieces
        }
       *[other] took back { $back ->
            [one] { $back } piece
           *[other] { $back } pieces
        }{ $captured ->
            [0] {""}
           *[other] {" "}and captured { $captured }
        }
    }
event-left-rows = { $color ->
        [white] { -white }
       *[black] { -black }
    } left the remaining rows

reason-no-gipf = { $loser ->
        [white] { -white }
       *[black] { -black }
    } has no GIPF piece left
reason-no-reserve = { $loser ->
        [white] { -white }
       *[black] { -black }
    } has no piece left to push
outcome = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wins: { $reason }

action-empty = No action given: write a push like b1-b2, a removal like xc3,d4,e5,f5, or done
action-syntax = { $text } is not an action: write a push like b1-b2 (Gb1-b2 for a GIPF piece), a removal like xc3,d4,e5,f5, or done
action-not-a-point = { $text } is not a point of the board (points are a1..i5, the centre is e5)
action-not-a-dot = { $point } is not a dot
action-not-on-line = { $dot }-{ $to }: { $to } is not on a line entering the board from { $dot }
action-wrong-end = { $dot }-{ $given }: that push ends at { $actual }, so write { $dot }-{ $actual } or { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } is empty, so that push ends at { $first }: write { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } names the end of a push; only a position can tell if it is right (write { $dot }-{ $first })
action-game-over = The game is over
action-removal-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } must first decide which row to remove
action-blocked = { $dot }-{ $first } is blocked: { $first }..{ $last } are full
action-empty-reserve = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no piece left in reserve
action-reserve-too-small = A GIPF piece takes 2 pieces from the reserve and { $color ->
        [white] { -white }
       *[black] { -black }
    } has only 1
action-gipf-outside-tournament = Only the tournament variant brings GIPF pieces in: push a single piece ({ $push })
action-first-push-gipf = Tournament: { $color ->
        [white] { -white }
       *[black] { -black }
    }'s first push must be a GIPF piece (write G before the push, as in Gb1-b2)
action-no-more-gipf = Tournament: { $color ->
        [white] { -white }
       *[black] { -black }
    } has pushed a single piece already and can no longer bring in GIPF pieces
action-no-row = There is no row to remove now
action-repeated = { $point } is named twice
action-not-a-spot = { $point } is a dot: no piece stands there
action-not-gipf = { $point } does not hold a GIPF piece: remove the G in front of it
action-no-such-removal = No row removal takes exactly { $given }; the choices are { $choices }
action-done-compulsory-row = `done` is not possible yet: a row that holds a single piece must be removed
action-done-opponent-rows = `done` is not possible: rows left standing after the opponent's push must be removed
action-done-nothing-to-leave = `done` only leaves optional rows after your push; before a push, just push

# Potentials (POTENTIALS.md): the kinds' names (TAMSK, ZÈRTZ, ...) are the games' names in every language.
event-used = { $color ->
        [white] { -white }
       *[black] { -black }
    } used { $kind } { $from }-{ $to }
event-kept = { $color ->
        [white] { -white }
       *[black] { -black }
    } kept the TAMSK potential on e5
action-no-potentials = { $action }: this game is played without potentials
action-tamsk-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } must first decide about the TAMSK piece on e5: push its potential in (T:<dot>-<spot>) or keep
action-not-tamsk-stage = { $action } is only possible when a TAMSK-loaded piece has just arrived on e5
action-not-in-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no { $kind } potential left in hand
action-no-loaded-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } cannot bring in a loaded piece now
action-no-loaded-piece = { $point } holds no uncapped { $kind }-loaded piece of { $color ->
        [white] { -white }
       *[black] { -black }
    }: only such a piece can use its potential
action-tamsk-not-now = A TAMSK potential is used only when its piece arrives on e5
action-bad-target = { $kind } from { $from } cannot go to { $to }; it can go to { $choices }
action-wrong-mark = { $point } holds { $holds ->
        [nothing] nothing
        [capped] a capped stack
        [gipf] a GIPF piece
        [loaded] a loaded piece
        [basic] a basic piece
       *[used] a used potential
    }: { $fix ->
        [leave] leave it out of the removal
        [plain] write it without a mark: { $mark }
       *[mark] write it { $mark }
    }

## Position strings and variant words: clauses, shown after "`standard+T100` is
# not a variant:" (lower case, no full stop). $text, $stack, $rest are what was written; $color
# and $other are white/black.
position-field-count = a position has 7 fields separated by single spaces (variant board turn stage reserves captures status), 8 with potentials (then the hands); this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
position-variant = there is no variant { $text }: use basic, standard or tournament
position-board = the board field: { $why }
position-turn = the turn { $text } is neither w nor b
position-stage = the stage { $text } is none of p, m, o, w+, b+ (with potentials also t, pm, po)
position-counts = { $field ->
        [reserves] the reserves
       *[captures] the captures
    } { $text }: write two numbers as white/black, for example 12/12
position-status = the status { $text }: write two letters from n, g, s (with potentials also l), White's then Black's
position-status-outside-tournament = the status { $text }: only the tournament variant has a status other than ss
position-gipf-in-basic = the basic variant has no GIPF pieces, but { $point } holds one
position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $count } pieces in all (board, a GIPF piece counting 2, + reserve + captured by the opponent); at most 18 exist
position-too-many-basic = { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $count } basic pieces in all (board, a GIPF piece counting 2, loaded pieces 1, + reserve + captured by the opponent); at most 21 exist with potentials
position-potentials-only = { $what ->
        [status] the status { $text }
        [stage] the stage { $text }
       *[token] the board token { $text }
    } needs the potentials option: add the hands as an eighth field, for example -/-
position-hand = the hand { $text }: { $why }
position-status-and-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $why ->
        [loaded] status l (bringing in loaded pieces) needs a hand that is not empty
       *[singles] status s (basic pieces only) comes with an empty hand: a basic push forfeits the hand
    }
position-impossible-stage = the stage { $stage } cannot occur here: { $why }
hand-empty = a hand is - (empty) or kinds with counts, such as T3Z3D3Y3P3
hand-not-a-kind = each kind is one of the letters T Z D Y P, followed by its count
hand-order = kinds are written once each, in the order T Z D Y P
hand-no-count = each kind is followed by its count, 1 to { $max }
hand-too-many = a hand holds at most { $max ->
        [one] { $max } potential
       *[other] { $max } potentials
    } of a kind
hand-not-a-pair = write the two hands as white/black, for example T3Z3D3Y3P3/T3Z3D3Y3P3 or -/-
hand-ultimate = ultimate GIPF has its own hand, 3 of each kind; for another hand write tournament+<hand>, as in tournament+T6
hand-no-potential = name at least one potential, as in standard+T6, or write standard+potentials
board-columns = { $text } has { $count ->
        [one] { $count } column
       *[other] { $count } columns
    }; write the 7 columns b..h separated by /
board-two-digits = column { $column } ({ $text }): two digits in a row; write one digit for a run of empty spots
board-zero = column { $column } ({ $text }): 0 is not a count of empty spots
board-token = column { $column } ({ $text }): { $why }
board-spots = column { $column } ({ $text }) describes { $found ->
        [one] { $found } spot
       *[other] { $found } spots
    }; it has { $spots }
token-unclosed = { $text }: a stack ( ... ) is not closed
token-no-base = stack ({ $stack }): it starts with no piece token
token-no-cap = stack ({ $stack }) has no cap; write an uncapped piece without brackets
token-not-a-cap = stack ({ $stack }): { $rest } is not a cap; caps are wd, bd, wp, bp
token-uncappable = stack ({ $stack }): no cap can stand on this piece
token-wrong-cap = stack ({ $stack }): { $cap } caps cannot stand on { $base ->
        [basic] a basic piece
        [gipf] a GIPF piece
        [loaded] that loaded piece
       *[used] a used potential
    }
token-alternate = stack ({ $stack }): the caps' colours alternate, the first being the opposite of the base's
token-too-many-caps = stack ({ $stack }...) has more caps than two hands of { $max } can give
token-not-a-token = { $text } is not a piece token (w W b B, wT..bP, wt wz wy bt bz by, or a stack in brackets) or a digit
stage-not-lost = { $color ->
        [white] { -white }
       *[black] { -black }
    } has lost neither by having no GIPF piece left nor by having to push with an empty reserve
stage-not-lost-potentials = { $color ->
        [white] { -white }
       *[black] { -black }
    } has lost neither by having no GIPF piece left nor by having no action at his turn
stage-no-gipf = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no GIPF piece on the board, so the game would be over
stage-row-before-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } has a row that must be removed before anyone pushes
stage-row-before-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } has a row that must be removed before anyone acts
stage-no-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } has no legal action
stage-no-choice = { $color ->
        [white] { -white }
       *[black] { -black }
    } has { $count ->
        [one] { $count } way
       *[other] { $count } ways
    } to resolve his rows, and a stage is only stopped at for a choice
stage-mover-first = { $color ->
        [white] { -white }
       *[black] { -black }
    } still has a row to remove before { $other ->
        [white] { -white }
       *[black] { -black }
    } resolves
stage-no-tamsk = e5 holds no TAMSK-loaded piece
stage-lines-full = every line is full, so keep is the only option and is applied at once

## The challenges option (COMBINING.md): actions refused, and position strings' ninth and
# tenth fields. $color is white/black; $why is another clause.
action-no-challenges = { $action }: this game is played without challenges
action-not-challenge-stage = { $action } is only possible when a use waits for its challenger (stage c)
action-not-referee-stage = { $action } is only possible when a challenge waits for its outcome (stage r)
action-challenge-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } must first challenge or allow the pending use
action-referee-pending = The referee must first give the challenge's outcome: won or lost
challenges-nine-fields = a position with the challenges option has 10 fields: the hands, the challenges (such as `die:2/2`), then the pending use or `-`; this one has 9
challenges-field = the challenges { $text }: { $why ->
        [colon] write the trial, a colon and the attempts left as white/black, for example `die:2/2`
        [trial] the trial is `die`, `game` or `agreed`, written in small letters
        [pair] write the attempts left as two counts white/black, for example `2/2`
       *[count] each count of attempts left is one digit, 0 to 9
    }
challenges-stage-without-option = the stage { $stage } needs the challenges option: add the challenges and the pending use as the ninth and tenth fields, for example `die:2/2 Z:c3-f5`
challenges-pending-outside-stage = the stage { $stage } has no pending use: write `-` as the tenth field
challenges-no-pending = the stage { $stage } needs the pending use as the tenth field, for example `Z:c3-f5`
challenges-not-a-use = the pending use { $text } is not a use in canonical form: write a ZÈRTZ, YINSH, DVONN or PÜNCT use like `Z:c3-f5`, or a TAMSK push with its first spot like `T:e9-e8`
challenges-pending-stage = the pending use { $pending }: { $why }
challenges-pending-illegal = the pending use { $pending } is not legal here: { $why }
challenges-no-attempt = the stage c cannot occur: { $color ->
        [white] { -white }
       *[black] { -black }
    }, the challenger, has no attempt left, so the use would have taken effect at once
challenges-attempt-not-spent = the stage r cannot occur: { $color ->
        [white] { -white }
       *[black] { -black }
    }, the challenger, has 9 attempts left but has just spent one of at most 9
challenges-word = { $text }: { $why ->
        [potentials] challenges need potentials: write `{ $fix }`
        [trial] a challenges part is a trial (`die`, `game` or `agreed`) followed by the attempts of each player, as in `die2`
        [attempts] 1 to 9 attempts, as in `die2`
        [parts] a variant has at most three parts, the variant, its potentials and its challenges, as in `standard+potentials+die2`
       *[ultimate] ultimate GIPF has its potentials already: write `ultimate`, or `ultimate+die2` with challenges
    }
