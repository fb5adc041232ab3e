# Les mots de ZÈRTZ (gipf-i18n/src/zertz.rs) : les billes, pourquoi une action ou une chaîne de
# position est refusée, comment une partie s'est terminée, qui doit décider, ce qu'a fait un
# tour, les libellés des choix et les règles en bref. Les joueurs n'ont pas de couleur :
# $player, $winner, $skipped et $side valent first/second (le premier/deuxième joueur). $marble,
# $actual et $written valent white/grey/black (bille blanche, grise, noire).

## Les billes.
zertz-marble = { $marble ->
        [white] bille blanche
        [grey] bille grise
       *[black] bille noire
    }
zertz-marbles = { $count } { $marble ->
        [white] { $count ->
            [one] bille blanche
           *[other] billes blanches
        }
        [grey] { $count ->
            [one] bille grise
           *[other] billes grises
        }
       *[black] { $count ->
            [one] bille noire
           *[other] billes noires
        }
    }
zertz-list-two = { $first } et { $second }
zertz-list-three = { $first }, { $second } et { $third }
zertz-no-marble = aucune bille

## Les libellés des choix.
marble-button = { $marble ->
        [white] Bille blanche
        [grey] Bille grise
       *[black] Bille noire
    } ({ $source ->
        [pool] { $count } en réserve
       *[captures] { $count } des tiennes
    })
pick-zertz-ring = Choisis l'anneau pour ta bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    }.
pick-zertz-remove = Choisis l'anneau libre à retirer.
pick-zertz-chain = La bille en { $at } : choisis sa suite de prises.

## Les erreurs d'action.
zertz-action-empty = Aucune action indiquée : pose une bille et retire un anneau libre, comme `Wd4,d1`, ou prends, comme `xd1Gd3Wd5`
zertz-action-syntax = { $text } n'est pas une action : pose une bille et retire un anneau libre, comme `Wd4,d1`, ou prends, comme `xd1Gd3Wd5`
zertz-action-not-a-place = { $text } n'est pas un emplacement du plateau `{ $variant }`, dont les colonnes sont { $columns }
zertz-action-game-over = La partie est terminée : plus rien ne se joue
zertz-action-wrong-variant = Cette action nomme les emplacements du plateau `{ $action }`, mais cette partie se joue sur `{ $game }` : nomme les emplacements de ce plateau
zertz-action-not-on-board = { $at } n'est pas un emplacement de ce plateau : nomme un de ses anneaux
zertz-action-no-ring = { $at } n'a plus d'anneau : pose la bille sur un anneau vide
zertz-action-occupied = { $at } porte déjà une bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } : pose la tienne sur un anneau vide
zertz-action-not-in-pool = La réserve n'a plus de bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } : pose une couleur qu'elle contient encore (elle contient { $pool })
zertz-action-not-in-captures = La réserve est vide et tu n'as pris aucune bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } : pose une de tes prises (tu as { $captures })
zertz-action-capture-compulsory = La prise est obligatoire : prends, comme `{ $example }`
zertz-action-free-ring-must-go = Un anneau libre doit être retiré après la pose de la bille : indique-le après une virgule, comme `{ $example }`
zertz-action-not-a-free-ring = { $ring } n'est pas un anneau libre : retire un anneau vide qui a deux emplacements voisins côte à côte sans anneau, pour qu'il glisse dehors
zertz-action-remove-filled = { $ring } est l'anneau que tu viens d'occuper : retire un autre anneau, libre
zertz-action-no-free-ring = Aucun anneau n'est libre, donc aucun n'est retiré : écris la pose sans `,{ $ring }`
zertz-action-no-marble-at = { $at } ne porte aucune bille pour sauter : une prise commence par une bille voisine d'une autre, avec un anneau vide derrière
zertz-action-not-a-jump = De { $from } à { $to }, ce n'est pas un saut : une bille saute par-dessus une bille voisine sur l'anneau juste derrière
zertz-action-nothing-to-jump = De { $from } à { $to }, aucune bille n'est sautée : { $over } n'en porte pas
zertz-action-landing-taken = { $to } n'est pas un anneau vide : un saut depuis { $from } doit arriver sur un anneau vide
zertz-action-wrong-colour = { $over } porte une bille { $actual ->
        [white] blanche
        [grey] grise
       *[black] noire
    }, pas une { $written ->
        [white] blanche
        [grey] grise
       *[black] noire
    } : écris `{ $letter }` avant l'arrivée, ou aucune lettre
zertz-action-chain-stops = La bille en { $at } peut encore sauter, par-dessus { $over } vers { $to } : une prise se poursuit tant qu'elle le peut, alors poursuis-la jusqu'en { $to }
zertz-action-no-capture = Aucune prise n'est possible : pose une bille et retire un anneau libre, comme `Wd4,d1`
zertz-action-wrong-claims = `{ $action }` remporte `{ $claims }` : le suffixe `x` doit nommer exactement ces billes, ou être omis
zertz-action-wrong-claims-none = `{ $action }` ne remporte rien : écris-la sans le suffixe `x`
zertz-action-not-legal = `{ $action }` n'est pas permis ici

## La fin d'une partie.
zertz-reason-set-each = { $count } billes de chaque couleur
zertz-reason-no-ring = plus aucun anneau
zertz-reason-no-one-can-act = aucun joueur ne peut jouer
zertz-result-set-each = Le { $winner ->
        [first] { -first }
       *[second] { -second }
    } gagne avec { $count } billes de chaque couleur
zertz-result-set-one = Le { $winner ->
        [first] { -first }
       *[second] { -second }
    } gagne avec { $marbles }
zertz-result-no-ring = Le { $winner ->
        [first] { -first }
       *[second] { -second }
    } gagne : il ne reste aucun anneau
zertz-draw = Partie nulle : aucun joueur ne peut jouer

## Qui doit décider.
zertz-to-place = Le { $player ->
        [first] { -first }
       *[second] { -second }
    } pose une bille et retire un anneau libre
zertz-to-place-no-free = Le { $player ->
        [first] { -first }
       *[second] { -second }
    } pose une bille (aucun anneau n'est libre à retirer)
zertz-to-place-own = Le { $player ->
        [first] { -first }
       *[second] { -second }
    } pose une de ses billes prises (la réserve est vide) et retire un anneau libre
zertz-to-place-own-no-free = Le { $player ->
        [first] { -first }
       *[second] { -second }
    } pose une de ses billes prises (la réserve est vide ; aucun anneau n'est libre à retirer)
zertz-to-capture = Le { $player ->
        [first] { -first }
       *[second] { -second }
    } doit prendre

## Ce qu'a fait un tour, après « Dernier tour : » (minuscule).
zertz-turn-place = le { $player ->
        [first] { -first }
       *[second] { -second }
    } a posé une bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $at }
zertz-turn-place-remove = le { $player ->
        [first] { -first }
       *[second] { -second }
    } a posé une bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $at } et a retiré { $ring }
zertz-turn-place-claim = le { $player ->
        [first] { -first }
       *[second] { -second }
    } a posé une bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $at } et a remporté { $rings } ({ $marbles })
zertz-turn-place-remove-claim = le { $player ->
        [first] { -first }
       *[second] { -second }
    } a posé une bille { $marble ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $at }, a retiré { $ring } et a remporté { $rings } ({ $marbles })
zertz-turn-capture = le { $player ->
        [first] { -first }
       *[second] { -second }
    } a sauté de { $from } à { $to } et a pris { $marbles } (`{ $action }`)
zertz-turn-skipped = { $turn } ; le { $skipped ->
        [first] { -first }
       *[second] { -second }
    } ne peut pas jouer, son tour est donc passé

## Les chaînes de position : des propositions (minuscule, sans point).
zertz-field-pool = la réserve
zertz-field-captures = les prises du { $side ->
        [first] { -first } (`w`)
       *[second] { -second } (`b`)
    }
zertz-position-field-count = une position de ZÈRTZ a 6 champs séparés par une seule espace (variante, plateau, tour, réserve, prises de `w`, prises de `b`) ; celle-ci en a { $count }
zertz-position-variant = { $text } n'est pas une variante : une chaîne de position de ZÈRTZ commence par `zertz`, `zertz-blitz`, `zertz48` ou `zertz61`
zertz-position-column-count = le plateau : écris les { $expected } colonnes du plateau `{ $variant }` séparées par / ; celui-ci en a { $found }
zertz-position-column-length = le plateau : la colonne { $column } a { $expected } emplacements, mais { $found ->
        [one] { $found } est décrit
       *[other] { $found } sont décrits
    }
zertz-position-unknown-char = le plateau, colonne { $column } : { $text } n'est pas un signe valable (écris `w`, `g` et `b` pour les anneaux portant une bille, un chiffre de 1 à 9 pour les anneaux vides, `.` pour un emplacement sans anneau)
zertz-position-zero = le plateau, colonne { $column } : un nombre d'anneaux vides va de 1 à 9, jamais 0
zertz-position-two-digits = le plateau, colonne { $column } : deux chiffres de suite ; écris un seul chiffre pour une suite d'anneaux vides
zertz-position-turn = le tour { $text } : écris `w` ou `b` (le joueur qui doit jouer), `w+` ou `b+` (le vainqueur) ou `=` (partie nulle)
zertz-position-counts = { $field } : { $text } n'est pas trois nombres séparés par / (blanc/gris/noir, comme `6/8/10`)
zertz-position-leading-zero = { $field } : { $text } commence par un zéro : écris les nombres sans lui (`6`, pas `06`)
zertz-position-marble-count = le plateau, la réserve et les prises comptent ensemble { $marbles }, mais le jeu en a { $expected }
zertz-position-full-group = le groupe d'anneaux de { $at } n'a aucun anneau vide : il aurait été remporté
zertz-position-both-win = les deux joueurs ont une série gagnante, mais la partie s'arrête dès que l'un d'eux en a une
zertz-position-in-progress-with-set = le { $side ->
        [first] { -first }
       *[second] { -second }
    } a une série gagnante, donc la partie est terminée : écris `{ $result }`
zertz-position-in-progress-no-ring = il ne reste aucun anneau, donc la partie est terminée : écris le vainqueur (`w+` ou `b+`)
zertz-position-cannot-act = le { $side ->
        [first] { -first }
       *[second] { -second }
    } (`{ $letter }`) ne peut pas jouer (aucune prise, et aucun anneau vide ou aucune bille à poser) : son tour aurait été passé, ou la partie nulle
zertz-position-loser-holds-set = `{ $result }` fait gagner le { $side ->
        [first] { -first }, mais le { -second }
       *[second] { -second }, mais le { -first }
    } a une série gagnante
zertz-position-no-win = `{ $result }` fait gagner le { $side ->
        [first] { -first }
       *[second] { -second }
    }, mais il n'a aucune série gagnante et il reste des anneaux
zertz-position-draw-with-set = `=` (partie nulle), mais le { $side ->
        [first] { -first }
       *[second] { -second }
    } a une série gagnante : écris `{ $result }`
zertz-position-draw-no-ring = `=` (partie nulle), mais il ne reste aucun anneau : le joueur qui a remporté les derniers anneaux a gagné
zertz-position-draw-can-act = `=` (partie nulle), mais le { $side ->
        [first] { -first }
       *[second] { -second }
    } peut jouer : écris à qui c'est le tour, `{ $letter }`

## `rules zertz` : les règles en bref (rules-link suit).
rules-zertz = **ZÈRTZ** : le plateau est fait de 37 anneaux (48 pour `zertz48`, 61 pour `zertz61`) et rétrécit au fil de la partie. Les billes, 6 blanches, 8 grises et 10 noires, attendent dans une réserve commune et n'appartiennent à personne : chaque joueur peut poser n'importe laquelle.
    À ton tour, tu poses une bille de la couleur de ton choix sur un anneau vide, puis tu retires un anneau libre (un anneau vide au bord qui glisse dehors sans bouger les autres), comme `Wd4,d1` ; si aucun anneau n'est libre, tu n'en retires aucun. Quand les anneaux restants forment un groupe dont tous les anneaux portent une bille, ce groupe est isolé : tu remportes ses billes, et ses anneaux quittent le plateau.
    La prise est obligatoire : une bille saute par-dessus une bille voisine sur l'anneau vide juste derrière et la prend ; tant que la même bille peut sauter encore, elle le doit, comme `xd1Gd3Wd5`. Parmi plusieurs prises, tu choisis celle que tu veux.
    Tu gagnes avec 3 billes de chaque couleur, ou 4 blanches, 5 grises ou 6 noires (`zertz-blitz` : 5/7/9 billes ; 2 de chaque couleur, ou 3 blanches, 4 grises, 5 noires), ou en remportant les derniers anneaux. Quand la réserve est vide, tu poses des billes de tes prises ; un joueur qui ne peut pas jouer est sauté, et quand aucun ne le peut, la partie est nulle.
