# Les analyses de parties terminées par le moteur (`review`), `analyse` et leurs commandes.

cmd-review = l'analyse d'une partie terminée par le moteur : précision, erreurs marquées, meilleurs coups ; `review auto` analyse chaque partie (modérateurs)
cmd-analyse = l'évaluation et la meilleure suite du moteur pour une chaîne de position (pas celle d'une partie en cours)
discord-review = L'analyse d'une partie terminée par le moteur
discord-analyse = L'évaluation et la meilleure suite du moteur pour une chaîne de position
opt-review-auto = Analyser chaque partie ici quand elle se termine (modérateurs)
opt-position = Une chaîne de position, telle que `gipf show` l'écrit
missing-position = une chaîne de position
setting-review-auto = si chaque partie qui se termine ici reçoit l'analyse du moteur
choice-review-auto = analyse automatique
console-review = analyse d'une partie

review-title = **Analyse de la partie { $id }** : { $white } (Blancs) contre { $black } (Noirs)
review-player = { $colour }, { $name } : précision **{ $accuracy } %** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
review-player-none = { $colour }, { $name } : aucune décision avec un choix
review-turning = Tournants (chances du joueur au trait, avant → après) :
review-point = · Coup { $ply }, { $name } : `{ $played }` { $mark } ({ $before } % → { $after } %) ; { $better }
review-point-lost = · Coup { $ply }, { $name } : `{ $played }` { $mark } { $lost } ({ $before } % → { $after } %) ; { $better }
review-better = mieux : `{ $best }`
review-better-gain = mieux : `{ $best }`, qui { $gain }
review-lost-game = a perdu la partie
review-lost-gipf = a perdu { $n ->
        [one] un pion GIPF
        *[other] { $n } pions GIPF
    }
review-missed-gipf = a manqué { $n ->
        [one] un pion GIPF
        *[other] { $n } pions GIPF
    }
review-lost-pieces = a perdu { $n ->
        [one] un pion
        *[other] { $n } pions
    }
review-missed-pieces = a manqué { $n ->
        [one] un pion
        *[other] { $n } pions
    }
review-gain-game = gagne la partie
review-gain-gipf = gagne { $n ->
        [one] un pion GIPF
        *[other] { $n } pions GIPF
    }
review-gain-pieces = gagne { $n ->
        [one] un pion
        *[other] { $n } pions
    }
review-gain-balance = garde l'équilibre
review-gain-position = garde la meilleure position
review-gain-less = perd moins
review-gain-too = perd aussi, mais plus tard
review-no-marks = Aucune décision n'a assez perdu pour être marquée : une partie propre.
review-link = Chaque coup avec l'avis du moteur : { $url }
review-in-line = La partie { $id } est { $place ->
        [1] la prochaine
       *[other] numéro { $place }
    } dans la file des analyses ; l'analyse sera publiée dans le salon de la partie.
review-in-line-already = La partie { $id } a déjà été demandée : { $place ->
        [1] la prochaine
       *[other] numéro { $place }
    } dans la file ; l'analyse sera publiée dans le salon de la partie.

error-review-no-game = Vous n'avez ici aucune partie terminée à analyser : nommez-en une, comme `review #12`.
error-review-unfinished = La partie { $id } n'est pas terminée : ni analyse ni évaluation pendant le jeu.
error-review-gipf-only = La partie { $id } est une partie de { $game } : les analyses ne concernent que GIPF pour l'instant. `history { $id }` montre sa notation.
error-review-limit = Vous avez demandé { $max } analyses ces dernières 24 heures, la limite. Les analyses déjà faites restent visibles par tous (`review #12`).

analyse-result = **{ $decider } décident** : { $chances } % de chances pour les { $decider } (profondeur { $depth }). Meilleure suite : `{ $line }`
analyse-over = Cette position est terminée : les { $winner } ont gagné.
analyse-nobody = Personne ne décide dans cette position : l'issue d'une épreuve vient d'abord.
error-analyse-position = Ce n'est pas une chaîne de position : { $why }
error-analyse-gipf-only = Le moteur n'analyse pour l'instant que des positions de GIPF ; { $game } n'a pas encore d'analyse.
error-analyse-live = C'est la position de la partie { $id }, en cours : pas d'analyse pendant une partie.
