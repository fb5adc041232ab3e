# The rules' words: colours, what a turn did, how a game ended, why an action is illegal.
# Action errors are clauses: no capital letter at the start, no full stop at the end.

color-white = White
color-black = Black

event-pushed = { $color } pushed { $push }
event-pushed-to = { $color } pushed { $push } (to { $end })
event-removed = { $color } { $back ->
        [0] captured { $captured }
       *[other] { $captured ->
            [0] took { $back } back
           *[other] took { $back } back and captured { $captured }
        }
    }
event-left-rows = { $color } left the remaining rows

reason-no-gipf = { $loser } has no GIPF piece left
reason-no-reserve = { $loser } has no piece left to push
outcome = { $winner } wins: { $reason }

action-empty = no action given: write a push like b1-b2, a removal like xc3,d4,e5,f5, or done
action-syntax = { $text } is not an action: write a push like b1-b2 (Gb1-b2 for a GIPF piece), a removal like xc3,d4,e5,f5, or done
action-not-a-point = { $text } is not a point of the board (points are a1..i5, the centre is e5)
action-not-a-dot = { $point } is not a dot
action-not-on-line = { $dot }-{ $to }: { $to } is not on a line entering the board from { $dot }
action-wrong-end = { $dot }-{ $given }: that push ends at { $actual }, so write { $dot }-{ $actual } or { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } is empty, so that push ends at { $first }: write { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } names the end of a push; only a position can tell if it is right (write { $dot }-{ $first })
action-game-over = the game is over
action-removal-pending = { $color } must first decide which row to remove
action-blocked = { $dot }-{ $first } is blocked: { $first }..{ $last } are full
action-empty-reserve = { $color } has no piece left in reserve
action-reserve-too-small = a GIPF piece takes 2 pieces from the reserve and { $color } has only 1
action-gipf-outside-tournament = only the tournament variant brings GIPF pieces in: push a single piece ({ $push })
action-first-push-gipf = tournament: { $color }'s first push must be a GIPF piece (write G before the push, as in Gb1-b2)
action-no-more-gipf = tournament: { $color } has pushed a single piece already and can no longer bring in GIPF pieces
action-no-row = there is no row to remove now
action-repeated = { $point } is named twice
action-not-a-spot = { $point } is a dot: no piece stands there
action-not-gipf = { $point } does not hold a GIPF piece: remove the G in front of it
action-no-such-removal = no row removal takes exactly { $given }; the choices are { $choices }
action-done-compulsory-row = done is not possible yet: a row that holds a single piece must be removed
action-done-opponent-rows = done is not possible: rows left standing after the opponent's push must be removed
action-done-nothing-to-leave = done only leaves optional rows after your push; before a push, just push

# Potentials (POTENTIALS.md): the kinds' names (TAMSK, ZÈRTZ, ...) are the games' names in every language.
event-used = { $color } used { $kind } { $from }-{ $to }
event-kept = { $color } kept the TAMSK potential on e5
action-no-potentials = { $action }: this game is played without potentials
action-tamsk-pending = { $color } must first decide about the TAMSK piece on e5: push its potential in (T:<dot>-<spot>) or keep
action-not-tamsk-stage = { $action } is only possible when a TAMSK-loaded piece has just arrived on e5
action-not-in-hand = { $color } has no { $kind } potential left in hand
action-no-loaded-push = { $color } cannot bring in a loaded piece now
action-no-loaded-piece = { $point } holds no uncapped { $kind }-loaded piece of { $color }: only such a piece can use its potential
action-tamsk-not-now = a TAMSK potential is used only when its piece arrives on e5
action-bad-target = { $kind } from { $from } cannot go to { $to }; it can go to { $choices }
action-wrong-mark = the mark on { $point } does not match what stands there: write { $fix }
