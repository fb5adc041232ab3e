# Le panneau de l'image du plateau et les boutons sous un plateau. Court : le panneau est étroit.

panel-reserve = Réserve { $reserve }   Capturés { $captured }
panel-on-board = { $count } sur le plateau
panel-on-board-gipf = { $count } sur le plateau, { $gipf } GIPF
panel-on-board-status = { $count } en jeu, { $gipf } GIPF, { $status }
panel-status-first = 1re poussée : GIPF
panel-status-gipf = GIPF possible
panel-status-singles = pions simples seuls
panel-wins = { $name } gagne
panel-to-push = À { $name } de pousser
panel-pushes-from-dot = { $color ->
        [white] { -white }
       *[black] { -black }
    } pousse un pion depuis un point
panel-may-take-gipf-row = peut d'abord prendre une rangée GIPF
panel-remove-row = { $name } : retirer une rangée
panel-or-done = ou la laisser : done
panel-after-push = après la poussée
panel-made-by = après la poussée de { $name }
panel-more = +{ $count } de plus

# A removal in the last turn on the panel: its counts as labels (the panel is narrow).
panel-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $back ->
        [0] { $captured } { $captured ->
            [one] capturé
           *[other] capturés
        }
       *[other] { $back } repris{ $captured ->
            [0] {""}
            [one] , { $captured } capturé
           *[other] , { $captured } capturés
        }
    }

button-accept = Accepter
button-decline = Refuser
button-rematch = Revanche
button-done = done (laisser le reste)
button-gipf-push = { $action } (pion GIPF)
button-keep = Garder
button-loaded-push = { $action } ({ $kind })

# Potentiels.
panel-status-loaded = chargés
panel-tamsk = { $name } : TAMSK en e5
panel-tamsk-why = arrivé en e5 : le pousser, ou keep
panel-tamsk-other-turn = arrivé en e5 au tour de { $name }
panel-before-action = retiré avant l'action

# Le plateau en texte de la console (sous le plateau dessiné).
text-side = { $name }  réserve { $reserve }  capturés { $captured }  GIPF sur le plateau { $gipf }
text-hand = main { $hand }
text-legend = wT chargé (T Z D Y P), wz potentiel utilisé, b^w coiffé (base ^ chapeau du dessus, nombre s'il y en a plusieurs)
text-wins = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne : { $reason }
text-to-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } doit pousser
text-remove = { $color ->
        [white] { -white }
       *[black] { -black }
    } choisit laquelle de ses rangées retirer
text-remove-after = { $color ->
        [white] { -white }
       *[black] { -black }
    } choisit laquelle de ses rangées retirer après la poussée de { $other ->
        [white] { -white }
       *[black] { -black }
    }
text-remove-before = { $color ->
        [white] { -white }
       *[black] { -black }
    } choisit laquelle de ses rangées retirer avant son action
text-remove-before-other = { $color ->
        [white] { -white }
       *[black] { -black }
    } choisit laquelle de ses rangées retirer avant l'action de { $other ->
        [white] { -white }
       *[black] { -black }
    }
text-tamsk = { $color ->
        [white] { -white }
       *[black] { -black }
    } fait entrer le potentiel TAMSK de e5, ou le garde
text-game-over = Partie terminée

## The challenges option: who decides at stage c, and the referee at stage r. $pending is the
# pending use in notation.
panel-challenge = { $name } décide
panel-pending = { $pending } : challenge ou allow
panel-pending-referee = { $pending } : l'utilisation tient-elle ?
panel-referee = L'épreuve décide
panel-attempts = Essais restants : { -white } { $white }, { -black } { $black }
text-challenge = { $color ->
        [white] { -white }
       *[black] { -black }
    } décide pour { $pending } : challenge ou allow
text-referee = L'épreuve décide si { $pending } est maintenue

## DVONN's board (gipf-render/src/dvonn.rs)
dvonn-panel-score = Points : { $score }
dvonn-panel-to-place = Reste à poser : { $count }
dvonn-panel-wins = { $name } gagne { $high } à { $low }
dvonn-panel-draw = Égalité : { $score } à { $score }
dvonn-panel-to-place-dvonn = { $name } pose une pièce DVONN
dvonn-panel-to-place-piece = { $name } pose une pièce
dvonn-panel-to-move = { $name } déplace une pile
dvonn-panel-placement = Placement : { $placed } pièces posées sur 49
dvonn-panel-movement = Déplacement : une pile avance d'autant de cases qu'elle est haute
dvonn-panel-over = Plus personne ne peut jouer : les plus hautes piles gagnent

## TZAAR's board (gipf-render/src/tzaar.rs, ascii.rs)
# The cards' label before the pieces still to place per type.
tzaar-board-to-place = Reste à poser
# The text board's legend of its letters.
tzaar-board-legend = A { tzaar-type-tzaar }, R { tzaar-type-tzarra }, T { tzaar-type-tott } : majuscules pour Blanc, minuscules pour Noir, puis la hauteur à partir de 2 ; * est le centre, qui n'est pas une case

## YINSH's board (gipf-render/src/yinsh.rs, ascii.rs)
# The cards' label before the small rings of the rings a player has removed (his score).
yinsh-board-removed = Anneaux retirés
# The cards' label before the rings a player still has to place (the placement).
yinsh-board-to-place = Anneaux à poser
# The markers left in the pool; $count is their number.
yinsh-board-pool = Marqueurs dans la réserve : { $count }
# The text board's legend of its letters.
yinsh-board-legend = W, B : les anneaux de Blanc et de Noir ; w, b : marqueurs, côté blanc ou noir en haut ; . un point libre

## Le plateau de ZÈRTZ (gipf-render/src/zertz.rs, ascii.rs). Les joueurs n'ont pas de
# couleur : $name est le nom d'un joueur, ou « Premier joueur » / « Deuxième joueur ».
zertz-board-pool = Réserve
zertz-board-pool-counts = Réserve : blanches { $white }, grises { $grey }, noires { $black }
zertz-board-captured = a capturé { $white } { $white ->
        [one] blanche
       *[other] blanches
    }, { $grey } { $grey ->
        [one] grise
       *[other] grises
    } et { $black } { $black ->
        [one] noire
       *[other] noires
    }
zertz-board-goal = Pour gagner : { $each } de chaque couleur, ou { $white } blanches, { $grey } grises ou { $black } noires
zertz-board-to-play = { $name } au trait
zertz-board-must-capture = { $name } au trait : la prise est obligatoire
zertz-board-skipped = { $name } ne pouvait pas jouer : tour passé
zertz-board-wins-each = { $name } gagne avec { $count } { $count ->
        [one] bille
       *[other] billes
    } de chaque couleur
zertz-board-wins-colour = { $name } gagne avec { $count } { $count ->
        [one] bille { $colour ->
            [white] blanche
            [grey] grise
           *[black] noire
        }
       *[other] billes { $colour ->
            [white] blanches
            [grey] grises
           *[black] noires
        }
    }
zertz-board-wins-last-ring = { $name } gagne : il ne reste plus aucun anneau
zertz-board-draw = Partie nulle : aucun joueur ne peut plus jouer
zertz-board-legend = o un anneau vide ; W, G, B une bille blanche, grise, noire ; espace : anneau retiré

## PÜNCT
punct-board-to-place = À poser : { $count }
punct-board-centre = Centre : { $count } sur 19
punct-board-clock = Horloge : { $count } sur { $limit } coups sans pose
punct-board-to-play = { $name } au trait
punct-board-wins-connection = { $name } gagne en reliant deux côtés opposés
punct-board-wins-centre = { $name } gagne le décompte du centre { $high } à { $low }
punct-board-draw-centre = Partie nulle : { $count } à { $count } au centre
punct-board-draw-last-piece = Partie nulle : la dernière pièce a été posée sans liaison
punct-board-draw-clock = Partie nulle : { $limit } coups sans pose
punct-board-draw-no-action = Partie nulle : aucun joueur ne peut plus jouer
punct-board-preview = Aperçu : { $action }
punct-board-last = Dernier coup : { $action }
punct-board-reserve = { $name } : à poser { $pieces } ; centre { $centre }
punct-board-legend = Points : . vide, + vide au centre ; W ou B le point PÜNCT d'une pièce blanche ou noire, w ou b un de ses points secondaires ; un chiffre après la lettre : le niveau de la pièce au-dessus du plateau
