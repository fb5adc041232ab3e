# YINSH's words (gipf-i18n/src/yinsh.rs): the pieces, why a point, an action or a position
# string is refused, how a game ended, whose decision it is, and the rules in short. The
# colour terms -white and -black are rules.ftl's.
# French: ring = anneau, marker = marqueur, point = intersection (point in the notation),
# row = alignement / rangée, pool = réserve, place = poser, move = déplacer, flip = retourner,
# remove = retirer, turn = tour, stage = étape.

# The pieces (YINSH.md §3), for a board's legend.
yinsh-ring = anneau
yinsh-marker = marqueur

## Point names. $text is what was typed; $point is a point as written.
yinsh-point-not-a-point = { $text } n'est pas une intersection du plateau : les colonnes a à k comptent a2-a5, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g2-g11, h3-h11, i4-i11, j5-j11 et k7-k10
yinsh-point-corner = { $point } est un coin de l'hexagone, où aucune ligne ne se croise : ce n'est pas une intersection du plateau

## What the decider does at a stage, as a clause ending an error about a wrong stage.
yinsh-todo-place = pose un anneau sur une intersection libre, comme `e3`
yinsh-todo-move = déplace un de tes anneaux, comme `h7-g7` (`pass` seulement si aucun ne peut bouger)
yinsh-todo-row = choisis laquelle de tes rangées tu retires, comme `xf3-f7`
yinsh-todo-ring = retire un de tes anneaux, comme `xi9`
yinsh-todo-over = la partie est terminée

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $point, $from, $to, $ring, $stop, $first,
# $last, $a, $b are points (e3); $text is what was typed; $todo is a yinsh-todo-* clause;
# $action is a ring move (h7-g7); $color and $owner are white/black.
yinsh-action-empty = Aucune action indiquée : pose un anneau, comme `e3`, déplace un anneau, comme `h7-g7`, écris `pass`, ou retire une rangée, comme `xf3-f7`, ou un anneau, comme `xi9`
yinsh-action-syntax = { $text } n'est pas une action : pose un anneau, comme `e3`, déplace un anneau, comme `h7-g7`, écris `pass`, ou retire une rangée, comme `xf3-f7`, ou un anneau, comme `xi9`
yinsh-action-not-a-row = `x{ $a }-{ $b }` ne désigne pas 5 intersections voisines sur une même ligne : indique les deux bouts d'une rangée, comme `xf3-f7`
yinsh-action-game-over = La partie est terminée : plus rien ne se joue
yinsh-action-no-placement-now = Ce n'est pas le moment de poser un anneau : { $todo }
yinsh-action-no-move-now = Ce n'est pas le moment de déplacer un anneau : { $todo }
yinsh-action-no-pass-now = Il n'y a rien à passer maintenant : { $todo }
yinsh-action-no-row-now = Il n'y a pas de rangée à retirer maintenant (une rangée se retire juste après le déplacement d'anneau qui l'a formée) : { $todo }
yinsh-action-no-ring-removal-now = Ce n'est pas le moment de retirer un anneau (un anneau ne se retire que juste après une rangée) : { $todo }
yinsh-action-not-vacant = { $point } n'est pas libre : pose ton anneau sur une intersection libre
yinsh-action-pass-with-moves = Tu ne peux écrire `pass` que si aucun de tes anneaux ne peut bouger : déplace-en un, comme `{ $action }`
yinsh-action-no-own-ring = Il n'y a pas d'anneau { $color ->
        [white] blanc
       *[black] noir
    } en { $point } : déplace un de tes anneaux
yinsh-action-marker-moved = { $point } porte un marqueur, et les marqueurs ne bougent jamais : déplace un de tes anneaux, qui laisse un marqueur de ta couleur sur son départ
yinsh-action-no-distance = `{ $point }-{ $point }` ne déplace pas l'anneau : un anneau avance d'au moins une intersection
yinsh-action-not-a-line = `{ $from }-{ $to }` ne suit pas une ligne : un anneau avance tout droit dans l'une des six directions
yinsh-action-landing-occupied = { $to } n'est pas libre : un anneau termine toujours son déplacement sur une intersection libre
yinsh-action-over-ring = `{ $from }-{ $to }` passe par-dessus l'anneau en { $ring } : un anneau ne saute jamais un anneau, arrête-toi donc avant { $ring }
yinsh-action-past-markers = `{ $from }-{ $to }` continue après avoir sauté des marqueurs : un anneau qui saute des marqueurs s'arrête sur la première intersection libre après eux, ici `{ $from }-{ $stop }`
yinsh-action-not-your-row = `x{ $first }-{ $last }` n'est pas une rangée de cinq marqueurs { $color ->
        [white] blancs
       *[black] noirs
    } : choisis une rangée de cinq marqueurs de ta couleur
yinsh-action-opponent-ring = { $point } porte un anneau de { $owner ->
        [white] { -white }
       *[black] { -black }
    } : retire un de tes propres anneaux
yinsh-action-no-ring-to-remove = Il n'y a pas d'anneau { $color ->
        [white] blanc
       *[black] noir
    } en { $point } : retire un de tes anneaux, comme `xi9`

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black; $result and $written
# are results as written (`w+`, `b+`, `=`); $stage is a stage's letter.
yinsh-position-field-count = une position YINSH a 5 champs séparés par des espaces (`yinsh` plateau trait étape retirés) ; celle-ci en a { $count }
yinsh-position-variant = { $text } n'est pas une variante : une position YINSH commence par `yinsh` ou `yinsh-blitz`
yinsh-position-column-count = le plateau : écris les 11 colonnes de a à k séparées par / ; celui-ci en a { $count }
yinsh-position-column-length = le plateau : la colonne { $column } a { $expected } intersections, mais { $found ->
        [one] { $found } est décrite
       *[other] { $found } sont décrites
    }
yinsh-position-unknown-char = le plateau, colonne { $column } : { $text } n'est pas un signe (écris `W` et `B` pour les anneaux, `w` et `b` pour les marqueurs, un nombre pour les intersections libres)
yinsh-position-number = le plateau, colonne { $column }, { $token } : { $why }
yinsh-position-number-leading-zero = un nombre d'intersections libres vaut 1 ou plus, sans zéro au début
yinsh-position-number-too-long = la colonne n'a que { $len ->
        [one] { $len } intersection
       *[other] { $len } intersections
    } (des chiffres qui se suivent forment un seul nombre)
yinsh-position-turn = le trait { $text } : écris `w` ou `b`
yinsh-position-stage = l'étape { $text } : écris `p` (pose), `m` (déplacement), `r` ou `x` (rangée et anneau du joueur qui a joué), `R` ou `X` (rangée et anneau de l'adversaire), ou `w+`, `b+` ou `=` quand la partie est finie
yinsh-position-removed = les anneaux retirés { $text } : écris les anneaux retirés par chaque joueur sous la forme blanc/noir, un chiffre chacun, comme `1/0`
yinsh-position-too-many-markers = le plateau porte { $count } marqueurs, mais le jeu n'en a que 51
yinsh-position-removed-above-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } a retiré { $removed ->
        [one] { $removed } anneau
       *[other] { $removed } anneaux
    }, mais la partie s'arrête dès qu'un joueur en a retiré { $goal }
yinsh-position-placement-markers = le plateau porte { $count ->
        [one] { $count } marqueur
       *[other] { $count } marqueurs
    }, mais aucun marqueur ne sert pendant la pose des anneaux (étape `p`)
yinsh-position-placement-removed = un anneau est noté comme retiré, mais aucun anneau n'est retiré pendant la pose des anneaux (étape `p`) : écris `0/0`
yinsh-position-placement-counts = le plateau porte { $white ->
        [one] { $white } anneau blanc
       *[other] { $white } anneaux blancs
    } et { $black ->
        [one] { $black } noir
       *[other] { $black } noirs
    }, mais les joueurs posent à tour de rôle, Blanc d'abord, cinq anneaux chacun : { $color ->
        [white] quand Blanc pose, il doit y avoir autant d'anneaux blancs que de noirs, 4 au plus de chaque couleur
       *[black] quand Noir pose, il doit y avoir un anneau blanc de plus que de noirs, 5 au plus
    }
yinsh-position-ring-count = { $color ->
        [white] { -white }
       *[black] { -black }
    } a { $rings ->
        [one] { $rings } anneau
       *[other] { $rings } anneaux
    } sur le plateau et { $removed } retirés, mais après la pose cela doit faire 5
yinsh-position-goal-reached = { $color ->
        [white] { -white }
       *[black] { -black }
    } a retiré { $goal ->
        [one] { $goal } anneau
       *[other] { $goal } anneaux
    }, la partie est donc finie : écris { $color ->
        [white] `w+`
       *[black] `b+`
    }
yinsh-position-row-at-move = les marqueurs { $color ->
        [white] blancs
       *[black] noirs
    } `x{ $first }-{ $last }` forment une rangée, qui est retirée avant le déplacement d'anneau suivant (étape `m`)
yinsh-position-empty-pool-at-move = les 51 marqueurs sont sur le plateau, la partie est donc finie (le joueur qui a retiré le plus d'anneaux gagne) : écris le résultat
yinsh-position-nobody-can-move = aucun anneau d'aucun joueur ne peut bouger, la partie est donc finie (le joueur qui a retiré le plus d'anneaux gagne) : écris le résultat
yinsh-position-choose-row-options = l'étape `r` est le choix entre deux rangées ou plus de la couleur du joueur qui a le trait, mais { $color ->
        [white] { -white }
       *[black] { -black }
    } en a { $found }
yinsh-position-mover-has-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } (qui vient de jouer) a encore la rangée `x{ $first }-{ $last }`, qu'il retire avant les rangées de son adversaire (étape `r` ou `x`, pas `{ $stage }`)
yinsh-position-opponent-row-options = l'étape `R` est le choix de l'adversaire entre deux rangées ou plus de sa couleur, mais { $color ->
        [white] { -white }
       *[black] { -black }
    } en a { $found }
yinsh-position-markers-after-row = un anneau se retire (étape `x` ou `X`) juste après une rangée, il y a donc au plus 46 marqueurs sur le plateau ; celui-ci en porte { $count }
yinsh-position-both-at-goal = les deux joueurs ont retiré { $goal ->
        [one] { $goal } anneau
       *[other] { $goal } anneaux
    }, mais la partie s'arrête dès que le premier y arrive
yinsh-position-result-against-goal = { $color ->
        [white] { -white }
       *[black] { -black }
    } a retiré { $goal ->
        [one] { $goal } anneau
       *[other] { $goal } anneaux
    } et gagné, le résultat est donc { $color ->
        [white] `w+`
       *[black] `b+`
    }, pas `{ $written }`
yinsh-position-result-against-score = les anneaux retirés sont à { $white } contre { $black }, le résultat est donc `{ $result }`, pas `{ $written }`
yinsh-position-row-at-end = les marqueurs { $color ->
        [white] blancs
       *[black] noirs
    } `x{ $first }-{ $last }` forment une rangée, qui aurait été retirée : une partie ne finit avec une rangée sur le plateau que si un joueur atteint l'objectif
yinsh-position-not-over = la partie n'est pas finie : la réserve a encore { $count ->
        [one] { $count } marqueur
       *[other] { $count } marqueurs
    }, un anneau peut bouger et personne n'a atteint l'objectif

## The end of a game (YINSH.md §7). $winner is white/black; $count is the winner's removed
# rings (3, or 1 in `yinsh-blitz`), or each player's in a draw; $won and $lost are the
# winner's and the loser's removed rings.
yinsh-reason-rings-removed = { $count ->
        [1] un anneau retiré
        [3] trois anneaux retirés
       *[other] { $count } anneaux retirés
    }
yinsh-reason-markers-ran-out = plus de marqueurs en réserve, { $won } à { $lost } en anneaux retirés
yinsh-reason-no-move = aucun anneau ne peut bouger, { $won } à { $lost } en anneaux retirés
yinsh-result-rings-removed = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne : { $count ->
        [1] un anneau retiré
        [3] trois anneaux retirés
       *[other] { $count } anneaux retirés
    }
yinsh-result-markers-ran-out = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne { $won } à { $lost } : plus de marqueurs en réserve
yinsh-result-no-move = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne { $won } à { $lost } : aucun anneau ne peut bouger
yinsh-draw-markers-ran-out = Partie nulle : plus de marqueurs en réserve, { $count ->
        [0] sans anneau retiré
        [one] avec { $count } anneau retiré chacun
       *[other] avec { $count } anneaux retirés chacun
    }
yinsh-draw-no-move = Partie nulle : aucun anneau ne peut bouger, { $count ->
        [0] sans anneau retiré
        [one] avec { $count } anneau retiré chacun
       *[other] avec { $count } anneaux retirés chacun
    }

## Whose decision it is, for a board's line. $color is the decider: white/black (at the
# opponent's removals, the opponent of the player who moved).
yinsh-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } pose un anneau
yinsh-to-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } déplace un anneau (un marqueur reste sur son départ)
yinsh-to-pass = { $color ->
        [white] { -white }
       *[black] { -black }
    } doit écrire `pass` : aucun de ses anneaux ne peut bouger
yinsh-to-choose-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } choisit quelle rangée retirer (selon son numéro sur le plateau)
yinsh-to-remove-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } retire un de ses anneaux
yinsh-to-choose-opponent-row = { $color ->
        [white] { -white }
       *[black] { -black }
    } choisit laquelle des rangées formées pour lui par { $color ->
        [white] { -black }
       *[black] { -white }
    } retirer (selon son numéro sur le plateau)
yinsh-to-remove-opponent-ring = { $color ->
        [white] { -white }
       *[black] { -black }
    } retire un de ses anneaux pour la rangée que { $color ->
        [white] { -black }
       *[black] { -white }
    } a formée pour lui

## `rules yinsh`: the rules in short (rules-link follows, as after rules-tzaar).
rules-yinsh = **YINSH** : chaque joueur a 5 anneaux de sa couleur ; 51 marqueurs, blancs d'un côté et noirs de l'autre, attendent dans une réserve commune. Le plateau a 85 intersections, là où les lignes se croisent.
    D'abord les joueurs posent leurs anneaux à tour de rôle, Blanc en premier, un à la fois sur n'importe quelle intersection libre, comme `e3`, jusqu'à ce que les 10 soient sur le plateau.
    Ensuite, à ton tour, tu poses un marqueur, face de ta couleur visible, dans un de tes anneaux et tu déplaces cet anneau en ligne droite jusqu'à une intersection libre, comme `h7-g7` : par-dessus des intersections libres, et par-dessus un groupe de marqueurs jusqu'à la première intersection libre après lui, mais jamais par-dessus un anneau. Chaque marqueur sauté est retourné. Si aucun de tes anneaux ne peut bouger, tu écris `pass`.
    Cinq marqueurs de ta couleur alignés forment une rangée : tu les retires du plateau et les remets dans la réserve, comme `xa3-e3`, puis tu retires un de tes anneaux, comme `xi9`. Avec plusieurs rangées, tu choisis l'ordre ; une rangée que le déplacement a formée pour ton adversaire, il la retire après les tiennes.
    Le premier qui retire 3 anneaux gagne (1 dans `yinsh-blitz`). Si la réserve est vide au début d'un tour, ou si aucun anneau ne peut bouger, celui qui a retiré le plus d'anneaux gagne, et à égalité la partie est nulle.
