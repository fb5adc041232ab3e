# TZAAR's words (gipf-i18n/src/tzaar.rs): the piece types, why an action or a position
# string is refused, how a game ended, and the rules in short. The colour terms -white and
# -black are rules.ftl's.

# The three piece types (TZAAR.md §3), as the box names them.
tzaar-type-tzaar = Tzaar
tzaar-type-tzarra = Tzarra
tzaar-type-tott = Tott

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $owner is white/black; $space, $from, $to are
# spaces (e4); $text is what was typed; $action is an action as written (Ta1); $kind is a type's
# name (tzaar-type-*); $mine and $theirs are heights.
# French: stack = pile, piece = pièce, space = case, capture = prise / prendre, stacking =
# renforcement / renforcer (monter sur une de ses piles), placement = placement / poser,
# turn = tour, centre = centre, the three types = les trois sortes de pièces.
tzaar-action-empty = Aucune action indiquée : prends une pile adverse, comme `d5xd4`, renforce une de tes piles, comme `b3-e6`, écris `pass`, ou pose une pièce, comme `Ta1`
tzaar-action-syntax = { $text } n'est pas une action : prends une pile adverse, comme `d5xd4`, renforce une de tes piles, comme `b3-e6`, écris `pass` (seulement en seconde action), ou pose une pièce, comme `Ta1`
tzaar-action-not-a-space = { $text } n'est pas une case du plateau : les colonnes a à i comptent les cases a1-a5, b1-b6, c1-c7, d1-d8, e1-e9 (sans e5), f1-f8, g1-g7, h1-h6 et i1-i5
tzaar-action-centre = e5 est le centre, qui n'est pas une case : aucune pièce ne s'y trouve et aucune ligne ne le traverse
tzaar-action-game-over = La partie est terminée : plus rien ne se joue
tzaar-action-not-a-placement = `{ $action }` n'est pas un placement, mais on pose encore les pièces : pose une des tiennes sur une case vide, comme `Ta1`
tzaar-action-placement-outside-phase = `{ $action }` est un placement, mais on ne pose des pièces qu'au début de `tzaar-tournament` : fais plutôt une prise, comme `d5xd4`
tzaar-action-none-left = Tu n'as plus de { $kind } à poser : pose une pièce d'une autre sorte
tzaar-action-occupied = { $space } est occupée : pose ta pièce sur une case vide
tzaar-action-pass-first = `pass` n'est permis qu'en seconde action d'un tour : fais d'abord une prise, comme `d5xd4`
tzaar-action-stacking-first = `{ $from }-{ $to }` renforce une de tes piles, mais la première action d'un tour est toujours une prise : prends d'abord une pile adverse
tzaar-action-no-stack = Il n'y a pas de pile à déplacer en { $space } : déplace une de tes piles
tzaar-action-not-your-stack = { $space } n'est pas ta pile : elle appartient à { $owner ->
        [white] { -white }
       *[black] { -black }
    } ; déplace une des tiennes
tzaar-action-empty-target = { $to } est vide : la pile en { $from } passe par-dessus les cases vides jusqu'à la première pile sur son chemin, jamais sur une case vide
tzaar-action-unreachable = { $from } ne peut pas atteindre { $to } : une pile avance sur l'une des six lignes, seulement par-dessus des cases vides, jusqu'à la première pile sur son chemin, et jamais à travers le centre e5
tzaar-action-capture-written-as-stacking = { $to } porte une pile adverse : une prise s'écrit `{ $from }x{ $to }`
tzaar-action-stacking-written-as-capture = { $to } est ta propre pile : un renforcement s'écrit `{ $from }-{ $to }`
tzaar-action-capture-of-own-stack = { $to } est ta propre pile : la première action d'un tour prend une pile adverse, et renforcer une pile n'est permis qu'en seconde action
tzaar-action-too-high = `{ $from }x{ $to }` : { $mine ->
        [1] ta pièce seule
       *[other] ta pile de hauteur { $mine }
    } ne peut pas prendre une pile de hauteur { $theirs } : prends une pile qui n'est pas plus haute que la tienne

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black.
tzaar-position-field-count = une position TZAAR a 4 champs séparés par des espaces (`tzaar` plateau trait phase) ; celle-ci en a { $count }
tzaar-position-variant = { $text } n'est pas une variante : une position TZAAR commence par `tzaar` ou `tzaar-tournament`
tzaar-position-column-count = le plateau : écris les 9 colonnes de a à i séparées par / ; celui-ci en a { $count }
tzaar-position-column-length = le plateau : la colonne { $column } a { $expected } cases, mais { $found ->
        [one] { $found } signe est écrit
       *[other] { $found } signes sont écrits
    }
tzaar-position-unknown-char = le plateau, colonne { $column } : { $text } n'est pas un signe (écris `-` pour une case vide, `A` `R` `T` pour les piles de Blanc et `a` `r` `t` pour celles de Noir, suivis de la hauteur quand elle vaut 2 ou plus, comme `T3`)
tzaar-position-height = le plateau, colonne { $column }, { $token } : { $why }
tzaar-position-height-one = une pièce seule s'écrit sans hauteur (`T`, pas `T1`)
tzaar-position-height-leading-zero = les hauteurs s'écrivent de 2 à 30, sans zéro au début
tzaar-position-height-too-high = aucune pile ne dépasse 30 (un joueur a 30 pièces)
tzaar-position-turn = le trait { $text } : écris `w` ou `b`
tzaar-position-phase = la phase { $text } : écris `p` (placement), `o` (prise d'ouverture), `c` (prise obligatoire), `s` (seconde action), ou `w+` ou `b+` quand la partie est finie
tzaar-position-too-many-of-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } a { $found ->
        [one] { $found } pile
       *[other] { $found } piles
    } de type { $kind }, mais seulement { $max } pièces de ce type
tzaar-position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } a { $found } pièces sur le plateau (hauteurs additionnées), mais seulement 30 dans le jeu
tzaar-position-placement-not-tournament = la phase `p` (placement) n'existe que dans `tzaar-tournament` : une partie `tzaar` commence sur un plateau plein avec la phase `o`
tzaar-position-stack-in-placement = { $space } porte une pile, mais pendant le placement chaque case porte au plus une pièce
tzaar-position-full-in-placement = les 60 cases sont occupées, le placement est donc terminé : écris la phase `o`, avec Blanc (`w`) qui fait la prise
tzaar-position-placement-counts = le plateau porte { $white ->
        [one] { $white } pièce blanche
       *[other] { $white } pièces blanches
    } et { $black ->
        [one] { $black } noire
       *[other] { $black } noires
    }, mais les joueurs posent à tour de rôle, Blanc d'abord : { $color ->
        [white] quand Blanc pose, il doit y avoir autant de pièces blanches que de noires
       *[black] quand Noir pose, il doit y avoir une pièce blanche de plus que de noires
    }
tzaar-position-opening-black = la prise d'ouverture (phase `o`) revient à Blanc : écris `w`
tzaar-position-opening-board = la prise d'ouverture (phase `o`) se fait sur un plateau plein de pièces seules : pour chaque couleur 6 Tzaars, 9 Tzarras et 15 Totts
tzaar-position-full-board = les 60 cases sont occupées, ce qui n'arrive qu'avant la prise d'ouverture : écris la phase `o` (ou `p` dans `tzaar-tournament`)
tzaar-position-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de { $kind } au sommet de ses piles, la partie est donc finie : écris le résultat { $color ->
        [white] `b+`
       *[black] `w+`
    }
tzaar-position-no-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a aucune prise, la partie est donc finie : écris { $color ->
        [white] `w b+`
       *[black] `b w+`
    }
tzaar-position-winner-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } est noté vainqueur mais n'a plus de { $kind } au sommet de ses piles
tzaar-position-not-over = { $color ->
        [white] { -white }
       *[black] { -black }
    } est noté perdant mais montre encore ses trois sortes de pièces, et faute de prise on ne perd que si son tour commence sans prise possible

## The end of a game. $winner and $loser are white/black; $kind is a type's name. TZAAR has
# no draw.
tzaar-reason-missing-type = plus aucun { $kind } au sommet des piles
tzaar-reason-no-capture = plus aucune prise possible
tzaar-result-missing-type = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne : { $loser ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de { $kind } au sommet de ses piles
tzaar-result-no-capture = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne : { $loser ->
        [white] { -white }
       *[black] { -black }
    } ne peut plus prendre

## Whose decision it is, for a board's line. $color is white/black.
tzaar-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } pose une pièce
tzaar-to-open = { $color ->
        [white] { -white }
       *[black] { -black }
    } fait la prise d'ouverture
tzaar-to-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } doit prendre (première action du tour)
tzaar-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    } : seconde action : prise, renforcement ou `pass`

## `rules tzaar`: the rules in short (rules-link follows, as after rules-dvonn).
rules-tzaar = **TZAAR** : chaque joueur a 30 pièces de sa couleur : 6 Tzaars, 9 Tzarras et 15 Totts. Les pièces d'une même couleur forment des piles ; le type d'une pile est celui de sa pièce du dessus, et tu dois garder tes trois sortes de pièces sur le plateau à tout moment.
    Une pile avance en ligne droite par-dessus les cases vides jusqu'à la première pile sur son chemin : jamais sur une case vide, jamais par-dessus une pièce, jamais à travers le centre e5.
    À chaque tour, tu joues deux fois. D'abord une prise : ta pile prend une pile adverse qui n'est pas plus haute qu'elle, comme `c3xd4`. Ensuite une deuxième prise, ou un renforcement, où ta pile monte sur une de tes propres piles (les hauteurs s'additionnent), comme `e2-e3`, ou `pass` (seulement en seconde action). Le premier tour de Blanc n'est qu'une seule prise.
    Tu gagnes quand ton adversaire n'a plus l'une des trois sortes de pièces sur le plateau, ou qu'il ne peut pas prendre au début de son tour. Il n'y a pas de partie nulle.
    Variantes : `tzaar` commence sur un plateau rempli au hasard, `tzaar-fixed` sur la position de départ fixe de la règle, `tzaar-tournament` sur un plateau vide où les joueurs posent d'abord leurs pièces une à une, à tour de rôle, comme `Ta1` (un Tott en a1).
