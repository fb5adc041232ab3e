# Les mots de PÜNCT (gipf-i18n/src/punct.rs) : les pièces et leurs orientations, pourquoi une
# action ou une chaîne de position est refusée, comment une partie s'est terminée, qui décide,
# ce qu'a fait un tour, les libellés des choix et les règles en bref. Les termes de couleur
# -white et -black sont ceux de rules.ftl : $color, $winner et $side valent white/black.
# $shape est un type de pièce : t (triangulaire), sm, se (droite, le PÜNCT au milieu ou à un
# bout), am, al, ar (coudée, le PÜNCT au milieu, ou à un bout tournant à gauche ou à droite).
# Les points ($point, $from, $to, $punct, $by, $middle, $first, $second) s'écrivent comme sur
# le plateau (d10).

## Les types de pièces. punct-shape : le nom du type, comme libellé ; punct-shape-object : le
# type comme complément d'objet ; punct-shape-button : le choix d'un type avec les pièces qu'il
# en reste au joueur.
punct-shape = { $shape ->
        [t] pièce triangulaire
        [sm] pièce droite (PÜNCT au milieu)
        [se] pièce droite (PÜNCT à un bout)
        [am] pièce coudée (PÜNCT au milieu)
        [al] pièce coudée tournant à gauche
       *[ar] pièce coudée tournant à droite
    }
punct-shape-object = { $shape ->
        [t] une pièce triangulaire
        [sm] une pièce droite avec son PÜNCT au milieu
        [se] une pièce droite avec son PÜNCT à un bout
        [am] une pièce coudée avec son PÜNCT au milieu
        [al] une pièce coudée tournant à gauche
       *[ar] une pièce coudée tournant à droite
    }
punct-shape-button = { $shape ->
        [t] Pièce triangulaire
        [sm] Pièce droite (PÜNCT au milieu)
        [se] Pièce droite (PÜNCT à un bout)
        [am] Pièce coudée (PÜNCT au milieu)
        [al] Pièce coudée tournant à gauche
       *[ar] Pièce coudée tournant à droite
    } (il en reste { $count })

## Une orientation, pour son choix : où se trouvent les deux autres points depuis le PÜNCT.
# $dir, $first et $second sont des directions (PUNCT.md §2) : e, ne, nw, w, sw, se. around :
# les deux points à côté du PÜNCT ; chain : le premier à côté du PÜNCT, le second un pas plus
# loin.
punct-direction = { $dir ->
        [e] est
        [ne] nord-est
        [nw] nord-ouest
        [w] ouest
        [sw] sud-ouest
       *[se] sud-est
    }
punct-orientation-around = PÜNCT, puis { $first } et { $second }
punct-orientation-chain = PÜNCT, puis { $first }, puis { $second }

## Les invites des choix. $column est la lettre d'une colonne ; $points trois points (d4, d5,
# e5) ; $level un niveau (0 sur le plateau).
pick-punct-orientation = Choisissez le sens de votre pièce.
pick-punct-column = Choisissez la colonne du PÜNCT.
pick-punct-point = Choisissez le point du PÜNCT dans la colonne { $column }.
pick-punct-target = La pièce en { $from } : choisissez où va son PÜNCT.
pick-punct-rotation = Choisissez son nouveau sens.
punct-preview = Votre pièce couvrirait { $points } au niveau { $level } : confirmez pour la jouer.

## Erreurs d'actions : des phrases sans point final (error-illegal l'ajoute), avec une
# majuscule au début sauf si elles commencent par de la notation. $text est ce qui a été
# tapé ; $written et $fix sont des pièces notées (Ta2,a3,a4) ; $letter et $right sont des
# lettres de forme (S, A, T) ; $shape et $named sont punct-shape-object (dans
# punct-action-wrong-shape, $shape est punct-shape).
punct-action-empty = Aucune action donnée : posez une pièce, comme `Tb2,b3,c3` (la lettre de forme, le point du PÜNCT, les deux autres points), ou déplacez-en une, comme `d10-d5,e5,f5` (ou `d10-d5` pour garder son sens)
punct-action-syntax = { $text } n'est pas une action : posez une pièce, comme `Tb2,b3,c3` (la lettre de forme, le point du PÜNCT, les deux autres points), ou déplacez-en une, comme `d10-d5,e5,f5` (ou `d10-d5` pour garder son sens)
punct-action-unknown-point = { $text } n'est pas un point du plateau : un point est une colonne a-q et une rangée 1-17, comme `b2`, `i9` ou `q16` (`a1`, `a9`, `i1`, `i17`, `q9` et `q17` manquent)
punct-action-boardspace = { $text } est un relevé de `Boardspace`, qui n'est pas accepté ici : écrivez les points, comme `Tb2,b3,c3` ou `d10-d5,e5,f5`
punct-action-not-a-shape = `{ $written }` n'est pas une pièce : nommez d'abord le point du PÜNCT, puis les deux points voisins qui forment une pièce droite, coudée ou triangulaire
punct-action-shape-letter = `{ $written }` désigne { $shape }, dont la lettre est { $right }, pas { $letter } : écrivez `{ $fix }`
punct-action-no-distance = `{ $from }-{ $from }` ne déplace pas la pièce : nommez un autre point sur une de ses lignes, ou écrivez ses trois nouveaux points pour la tourner sur place, comme `{ $from }-{ $from },…`
punct-action-needs-position = `{ $from }-{ $to }` garde le sens de la pièce et se lit avec la position : écrivez les trois points où va la pièce, comme `{ $from }-{ $to },…`
punct-action-game-over = La partie est terminée : plus aucune action ne se joue
punct-action-off-board = Avec son PÜNCT en { $punct } et tournée ainsi, la pièce dépasserait du plateau : vous ne pouvez pas poser ainsi { $shape } ; choisissez un autre sens
punct-action-shape-used-up = Vous n'avez plus de pièce de ce type ({ $shape }) à poser : posez un autre type, ou déplacez une de vos pièces
punct-action-occupied = { $point } n'est pas vide : une nouvelle pièce va sur trois points vides (seules les pièces déjà sur le plateau montent sur d'autres)
punct-action-under-bridge = { $point } se trouve sous un pont : une nouvelle pièce ne glisse jamais sous un pont, posez-la donc sur trois points vides
punct-action-central = Une nouvelle pièce ne peut pas toucher l'hexagone du centre, et celle-ci couvrirait { $point } : posez-la hors des 19 points du centre
punct-action-no-piece = Il n'y a aucune pièce en { $from } : déplacez une de vos pièces, désignée par le point de son PÜNCT
punct-action-not-yours = La pièce en { $from } est à votre adversaire : déplacez une de vos propres pièces
punct-action-not-punct = { $from } n'est pas le PÜNCT de la pièce du dessus à cet endroit : désignez la pièce par son PÜNCT, { $punct }
punct-action-covered = La pièce en { $from } est couverte en { $by } : une pièce couverte ne peut ni se déplacer ni tourner, déplacez donc une autre pièce ou posez-en une
punct-action-wrong-shape = Les points désignent { $named }, mais la pièce en { $from } est d'un autre type ({ $shape }) : une pièce garde sa forme, nommez donc trois points qu'elle peut couvrir
punct-action-not-a-line = `{ $from }-{ $to }` ne suit pas une ligne : le PÜNCT se déplace le long d'une des trois lignes qui passent par { $from } (sa colonne, sa rangée ou sa diagonale)
punct-action-unchanged = La pièce en { $from } resterait telle quelle : déplacez-la, ou tournez-la dans un autre sens
punct-action-triangle-uneven = Une pièce triangulaire ne se pose que sur trois points de même hauteur, et { $first }, { $second }, { $third } ont les hauteurs { $heights } : choisissez trois points de même hauteur
punct-action-ends-uneven = Les bouts { $first } et { $second } ne sont pas à la même hauteur ({ $heights }) : une pièce repose sur deux bouts de même hauteur
punct-action-middle-higher = { $middle }, sous le milieu de la pièce, est plus haut que ses bouts : un pont n'enjambe que des points plus bas
punct-action-punct-over-empty = Le PÜNCT serait suspendu au-dessus de { $point }, qui est vide : au-dessus du plateau, un PÜNCT doit reposer sur une de vos propres pièces
punct-action-punct-on-opponent = Le PÜNCT se poserait sur la pièce de votre adversaire en { $point } : un PÜNCT ne se pose que sur vos propres pièces (les autres points peuvent couvrir n'importe laquelle)
# Une hauteur dans une erreur : combien de pièces se trouvent sur un point ($count ; 0 vide) ;
# une liste de deux ou trois hauteurs.
punct-height = { $count ->
        [0] 0 (vide)
       *[other] { $count }
    }
punct-list-two = { $first } et { $second }
punct-list-three = { $first }, { $second } et { $third }

## Chaînes de position : des propositions (minuscule, sans point final). $text est ce qui était
# écrit, entre guillemets ; $level un niveau (0 le plateau) ; $piece une pièce notée
# (wTb2,b3,c3) ; $canonical une chaîne de position ; $written et $expected des résultats notés
# (w+, b+, =) ; $clock l'horloge ; $connected qui est relié : white, black ou both.
punct-position-field-count = une position de PÜNCT a 4 champs séparés par des espaces simples (variante, plateau, trait, horloge) ; celle-ci en a { $count }
punct-position-variant = { $text } n'est pas une variante : une chaîne de position de PÜNCT commence par `punct` ou `punct-basic`
punct-position-empty-level = le plateau : le niveau { $level } est vide : écrivez les niveaux à partir de 0 vers le haut, séparés par un seul /, chacun avec ses pièces
punct-position-malformed-piece = le plateau, niveau { $level } : { $text } n'est pas une pièce : écrivez w ou b, la lettre de forme S, A ou T, puis trois points, comme `wTb2,b3,c3`
punct-position-unknown-point = le plateau, niveau { $level } : { $text } n'est pas un point du plateau
punct-position-not-a-shape = le plateau, niveau { $level } : { $text } n'est pas une pièce avec son PÜNCT sur le premier point
punct-position-shape-letter = le plateau, niveau { $level } : les points de { $text } forment { $shape }, dont la lettre est { $right }, pas { $letter }
punct-position-too-many-pieces = le plateau porte plus de pièces { $color ->
        [white] blanches
       *[black] noires
    } d'un même type ({ $shape }) que les { $count } qu'a un joueur
punct-position-minors-out-of-order = le plateau, niveau { $level } : { $text } : écrivez les deux autres points dans l'ordre canonique (par colonne, puis rangée)
punct-position-pieces-out-of-order = le plateau, niveau { $level } : la pièce en { $second } vient avant la pièce en { $first } : triez les pièces d'un niveau par leur PÜNCT (par colonne, puis rangée)
punct-position-not-canonical = pas la forme canonique : écrivez `{ $canonical }`
punct-position-shared-slot = le plateau : deux pièces du niveau { $level } couvrent { $point }
punct-position-unsupported = le plateau : `{ $piece }` est un niveau plus haut, mais rien ne la soutient en { $point } : ses bouts (tous les points d'une pièce triangulaire) reposent sur des pièces un niveau plus bas
punct-position-punct-unsupported = le plateau : le PÜNCT de `{ $piece }` est au-dessus du vide : un PÜNCT au-dessus du plateau repose sur sa propre couleur
punct-position-punct-on-opponent = le plateau : le PÜNCT de `{ $piece }` repose sur l'autre couleur : un PÜNCT au-dessus du plateau repose sur sa propre couleur
punct-position-turn = { $text } n'est pas un trait : écrivez `w` ou `b` (qui joue), ou `w+`, `b+` ou `=` quand la partie est terminée
punct-position-clock = { $text } n'est pas une horloge : écrivez les coups depuis la dernière pose, de 0 à 100, sans zéros en tête
punct-position-clock-in-play = l'horloge indique 100, mais la partie continue : 100 coups sans pose la terminent par une nulle (`=`)
punct-position-empty-board-not-start = sur le plateau vide, Blanc joue et l'horloge est à 0 : écrivez `punct - w 0`
punct-position-no-white-piece = Blanc commence, donc un plateau avec des pièces porte une pièce blanche
punct-position-not-whites-first-placement = sans pièce noire, le plateau ne peut montrer que la première pose de Blanc : une pièce blanche hors du centre, `b` au trait, horloge 0
punct-position-connected-in-play = la partie continue, mais { $color ->
        [white] { -white }
       *[black] { -black }
    } a une liaison : le résultat est `{ $written }`
punct-position-all-placed-in-play = la partie continue, mais { $color ->
        [white] { -white }
       *[black] { -black }
    } a ses 18 pièces sur le plateau : poser la dernière termine la partie
punct-position-no-action-in-play = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a aucune action légale, il ne peut donc pas être au trait
punct-position-connection-result = le résultat `{ $written }` est faux : { $connected ->
        [both] les deux couleurs sont reliées, donc le résultat est `w+` ou `b+` (celui de qui a joué)
        [white] Blanc est relié, donc le résultat est `w+`
       *[black] Noir est relié, donc le résultat est `b+`
    }
punct-position-both-all-placed = les deux joueurs ont 18 pièces sur le plateau, mais la partie se termine quand le premier pose sa dernière
punct-position-last-piece-clock = la dernière pièce a été posée, ce qui met l'horloge à 0, pas à { $clock }
punct-position-last-piece-result = le résultat `{ $written }` est faux : la dernière pièce a été posée et le compte du centre est de { $white } à { $black }, donc le résultat est `{ $expected }`
punct-position-win-without-cause = le résultat `{ $written }` est faux : personne n'est relié et personne n'a posé sa dernière pièce, donc seule une nulle (`=`) peut terminer cette partie
punct-position-draw-without-cause = la nulle est fausse : l'horloge indique { $clock }, pas 100, et un joueur a encore une action légale

## La fin d'une partie (PUNCT.md §7). $winner vaut white/black ; $axis est punct-axis (les deux
# côtés reliés, après « entre ») ; $won et $lost sont les points centraux du gagnant et du
# perdant, $count ceux de chaque joueur en cas de nulle ; $limit la limite de l'horloge (100).
punct-axis = { $axis ->
        [columns] les colonnes a et q
        [rows] les rangées 1 et 17
       *[diagonals] les côtés j2–p8 et b10–h16
    }
punct-reason-connection = une liaison entre { $axis }
punct-reason-centre = le compte du centre, { $won } à { $lost }
punct-reason-last-piece = la dernière pièce du jeu de base posée
punct-reason-clock = { $limit } coups sans pose
punct-reason-no-action = aucun joueur ne peut jouer
punct-result-connection = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne : une liaison entre { $axis }
punct-result-connection-both = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne avec la liaison qu'il a faite (entre { $axis }), bien que celle de { $winner ->
        [white] { -black }
       *[black] { -white }
    } soit découverte aussi
punct-result-centre = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne le compte du centre { $won } à { $lost }
punct-draw-centre = Nulle : le compte du centre est de { $count } à { $count }
punct-draw-last-piece = Nulle : la dernière pièce du jeu de base a été posée
punct-draw-clock = Nulle : { $limit } coups sans pose
punct-draw-no-action = Nulle : aucun joueur ne peut jouer
punct-draw = Nulle

## Qui décide, pour la ligne d'un plateau. $color est qui décide ; $clock les coups depuis la
# dernière pose ; $limit la limite de l'horloge (100).
punct-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } pose une pièce
punct-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    } pose une pièce ou en déplace une
punct-to-act-clock = { $color ->
        [white] { -white }
       *[black] { -black }
    } joue ({ $clock } coups depuis la dernière pose ; à { $limit }, c'est nulle)

## Ce qu'a fait un tour, après « Dernier tour : ». $color est qui a joué ; $points les trois
# points de la pièce ensuite, le PÜNCT d'abord (d5 e5 f5) ; $level son niveau ensuite.
punct-turn-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } a posé { $shape ->
        [t] une pièce triangulaire
        [sm] une pièce droite (PÜNCT au milieu)
        [se] une pièce droite (PÜNCT à un bout)
        [am] une pièce coudée (PÜNCT au milieu)
        [al] une pièce coudée tournant à gauche
       *[ar] une pièce coudée tournant à droite
    } sur { $points }
punct-turn-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } a déplacé la pièce de { $from } vers { $points } (niveau { $level })
punct-turn-rotate = { $color ->
        [white] { -white }
       *[black] { -black }
    } a tourné la pièce en { $from }, qui est maintenant sur { $points } (niveau { $level })

## `rules punct` : les règles en bref (rules-link suit, comme après rules-yinsh).
rules-punct = **PÜNCT** : chaque joueur a 18 pièces de sa couleur, chacune couvre trois points, dont l'un est le PÜNCT : 6 pièces triangulaires, 6 droites (le PÜNCT au milieu pour 2, à un bout pour 4) et 6 coudées (le PÜNCT au milieu pour 2 ; à un bout pour 2 tournant à gauche et 2 tournant à droite). Le plateau a 211 points ; Blanc commence.
    À votre tour, soit vous posez une nouvelle pièce sur trois points vides, comme `Tb2,b3,c3` (la lettre de forme S, A ou T, le point du PÜNCT, puis les deux autres points), sans jamais toucher l'hexagone du centre de 19 points (en `punct-basic`, seule la première pièce l'évite) ; soit vous déplacez une de vos pièces sur le plateau.
    Un déplacement mène le PÜNCT le long d'une des trois lignes qui passent par son point, aussi loin que vous voulez et par-dessus tout, et pose la pièce autour de lui dans n'importe quel sens, comme `d10-d5,e5,f5` ; `d10-d5` garde son sens, et `d10-d10,b10,c10` la tourne sur place.
    Une pièce peut sauter sur d'autres : une pièce triangulaire sur trois points de même hauteur, une pièce droite ou coudée sur deux bouts de même hauteur, son milieu pas plus haut (plus bas, c'est un pont) ; son PÜNCT ne se pose que sur votre couleur. Aucune nouvelle pièce ne glisse sous un pont, et une pièce couverte, ne serait-ce que sur un point, ne peut ni se déplacer ni tourner.
    Vue d'en haut, une chaîne de votre couleur qui relie deux côtés opposés (les colonnes a et q, les rangées 1 et 17, ou `j2`–`p8` et `b10`–`h16`) gagne aussitôt. Quand un joueur pose sa dernière pièce, celui qui voit d'en haut le plus des 19 points du centre gagne, et l'égalité est nulle (en `punct-basic`, c'est alors toujours nulle). 100 coups d'affilée sans pose sont aussi nulle.
