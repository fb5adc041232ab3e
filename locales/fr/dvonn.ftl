# DVONN's words (gipf-i18n/src/dvonn.rs): why an action or a position string is refused, how a
# game ended, and the rules in short. The colour terms -white and -black are rules.ftl's.
# Action errors are sentences without their full stop: a capital letter at the start unless
# they start with notation. Position errors are clauses (lower case, no full stop).
# $owner and $color are white/black; $space, $from, $to are spaces (e3); $text is what was typed.
# French: stack = pile, piece = pièce, space = case, placement = placement / poser.

dvonn-action-empty = Aucune action indiquée : nomme une case vide où poser une pièce, comme e3, ou déplace une pile, comme a1-b1
dvonn-action-syntax = { $text } n'est pas une action : nomme une case où poser une pièce, comme e3, ou déplace une pile, comme a1-b1
dvonn-action-not-a-space = { $text } n'est pas une case du plateau (rangée 1 : a1-i1, rangée 2 : a2-j2, rangée 3 : a3-k3, rangée 4 : b4-k4, rangée 5 : c5-k5)
dvonn-action-pass = Pas de `pass` à DVONN : un joueur qui ne peut pas jouer est sauté automatiquement
dvonn-action-game-over = La partie est terminée : plus rien ne se joue
dvonn-action-move-in-placement = { $from }-{ $to } est un déplacement, mais on pose encore les pièces : nomme une case vide où poser ta pièce
dvonn-action-placement-in-movement = { $space } est un placement, mais le placement est terminé : déplace une de tes piles, comme a1-b1
dvonn-action-occupied = { $space } est occupée : pose ta pièce sur une case vide
dvonn-action-no-stack = Il n'y a pas de pile à déplacer en { $space }
dvonn-action-lone-dvonn = { $space } porte une pièce DVONN seule, qui ne se déplace jamais : déplace une pile que tu contrôles
dvonn-action-not-your-stack = { $space } n'est pas ta pile : c'est { $owner ->
        [white] { -white }
       *[black] { -black }
    } qui la contrôle
dvonn-action-surrounded = { $space } ne peut pas bouger : la pile est entourée sur ses six côtés
dvonn-action-same-space = { $space }-{ $space } : une pile se déplace vers une autre case
dvonn-action-not-in-line = { $from }-{ $to } : { $to } n'est sur aucune des six lignes qui partent de { $from }
dvonn-action-wrong-distance = { $from }-{ $to } : { $height ->
        [1] une pièce seule se déplace d'exactement 1 case
       *[other] une pile de hauteur { $height } se déplace d'exactement { $height } cases
    }, mais { $to } est à { $distance ->
        [one] { $distance } case
       *[other] { $distance } cases
    }
dvonn-action-vacant-target = { $from }-{ $to } : { $to } est vide, et un déplacement doit finir sur une pile

## Position strings: clauses (lower case, no full stop). $text is what was written, quoted.
dvonn-position-field-count = une position DVONN a 4 champs séparés par une espace (`dvonn` plateau trait phase) ; celle-ci en a { $count }
dvonn-position-spacing = sépare les 4 champs (`dvonn` plateau trait phase) par une seule espace, sans espace avant ni après
dvonn-position-variant = { $text } n'est pas `dvonn` : une position DVONN commence par le mot `dvonn`
dvonn-position-row-count = le plateau : écris 5 rangées séparées par /, la rangée 1 d'abord ; celui-ci en a { $count }
dvonn-position-row-length = le plateau : la rangée { $row } a { $expected } cases, mais { $found ->
        [one] { $found } signe est écrit
       *[other] { $found } signes sont écrits
    }
dvonn-position-unknown-char = le plateau, rangée { $row } : { $text } n'est pas un signe (écris `.` `d` `w` `b` `w<h>` `b<h>` `W<h>` `B<h>`)
dvonn-position-height = le plateau, rangée { $row }, { $token } : { $why }
dvonn-position-height-one = une pièce seule s'écrit `w` ou `b`, sans hauteur
dvonn-position-height-leading-zero = les hauteurs s'écrivent de 2 à 49, sans zéro devant
dvonn-position-height-too-high = aucune pile ne dépasse 49
dvonn-position-height-missing = `W` et `B` (une pile qui contient une pièce DVONN) demandent une hauteur d'au moins 2, comme `W3`
dvonn-position-height-on-dvonn = `d` est une pièce DVONN seule et n'a pas de hauteur
dvonn-position-turn = le trait { $text } : écris `w` ou `b`, ou `-` quand la partie est terminée
dvonn-position-phase = la phase { $text } : écris `p` (placement), `m` (déplacement), ou le résultat `w+`, `b+` ou `=` quand la partie est terminée
dvonn-position-turn-and-phase = le trait `{ $turn }` avec la phase `{ $phase }` : avec `p` ou `m` écris `w` ou `b`, et `-` avec un résultat (`w+`, `b+`, `=`)
dvonn-position-stack-in-placement = { $space } porte une pile, mais pendant le placement chaque case porte au plus une pièce
dvonn-position-full-in-placement = les 49 cases sont occupées, donc le placement est terminé : écris la phase `m`, avec le trait à Blanc (`w`)
dvonn-position-placement-counts = après { $placed ->
        [one] { $placed } pièce posée
       *[other] { $placed } pièces posées
    }, le plateau doit compter ces pièces : DVONN { $dvonn }, blanches { $white }, noires { $black } (d'abord les pièces DVONN, puis Noir et Blanc à tour de rôle), et non { $found_dvonn }, { $found_white } et { $found_black }
dvonn-position-wrong-placer = après { $placed ->
        [one] { $placed } pièce posée
       *[other] { $placed } pièces posées
    }, c'est à { $color ->
        [white] { -white }
       *[black] { -black }
    } de poser : écris { $color ->
        [white] `w`
       *[black] `b`
    }
dvonn-position-too-many-pieces = le plateau compte { $count } pièces (hauteurs additionnées), mais le jeu n'en a que 49
dvonn-position-no-dvonn = aucune case ne contient de pièce DVONN (`d`, `W<h>` ou `B<h>`), mais les 3 restent sur le plateau jusqu'à la fin
dvonn-position-too-many-dvonn = { $count } cases sont marquées comme contenant une pièce DVONN, mais il n'y en a que 3
dvonn-position-too-few-dvonn = les cases marquées comme contenant des pièces DVONN en contiennent au plus { $count } (`d` une, `W<h>` et `B<h>` jusqu'à h-1), mais les 3 restent sur le plateau
dvonn-position-unlinked = la pile en { $space } n'est reliée à aucune pièce DVONN : elle aurait donc été retirée
dvonn-position-no-move-left = aucun joueur ne peut plus jouer, donc la partie est terminée : écris `-` et le résultat `{ $result }`
dvonn-position-cannot-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } ne peut pas jouer, donc le trait passe automatiquement à l'adversaire : écris { $color ->
        [white] `b`
       *[black] `w`
    }
dvonn-position-full-board-black-to-move = les 49 cases sont occupées, donc Blanc commence les déplacements : écris `w`
dvonn-position-not-over = la partie est marquée comme terminée, mais { $color ->
        [white] { -white }
       *[black] { -black }
    } peut encore jouer
dvonn-position-wrong-result = { -white } marque { $white } et { -black } { $black }, le résultat est donc `{ $actual }` et non `{ $named }`

## The end of a game: the scores, the higher first. $winner is white/black.
dvonn-result = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne { $high } à { $low }
dvonn-draw = Égalité : { $high } à { $low }

## `rules dvonn`: the rules in short (rules-link follows).
rules-dvonn = **DVONN** : 23 pièces blanches, 23 noires et 3 pièces DVONN rouges. D'abord, les joueurs posent à tour de rôle une pièce sur n'importe quelle case vide parmi les 49, les pièces DVONN en premier (Blanc en pose deux, Noir une), jusqu'à ce que le plateau soit plein ; un placement s'écrit `e3`. Ensuite, à ton tour, tu déplaces une pile que tu contrôles (ta pièce est au sommet) tout entière, en ligne droite, d'exactement autant de cases qu'elle est haute, sur une autre pile et jamais sur une case vide : une pièce seule avance d'une case, et une pile entourée sur ses six côtés ne peut pas bouger ; un déplacement s'écrit `e3-e5`. Après chaque déplacement, les piles qui ne sont plus reliées à une pièce DVONN, directement ou par d'autres piles, sortent du jeu. Qui ne peut pas jouer passe automatiquement ; la partie se termine quand plus personne ne peut jouer. Tu marques la somme des hauteurs des piles que tu contrôles : qui marque le plus gagne, et en cas d'égalité la partie est nulle.
