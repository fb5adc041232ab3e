# Les pages web (crates/gipf-web) : le cadre, la page d'une partie, les classements et les profils.

## Le cadre de chaque page

web-nav-leaderboard = Classement
web-theme-switch = Passer du clair au sombre
web-language = Langue
web-not-found-title = Introuvable
web-not-found-heading = Rien ici
web-not-found-text = Aucune partie ni page à cette adresse. Les pages des parties sont données dans le salon où la partie se joue.
web-unavailable-title = Indisponible
web-unavailable-text = La base de données ne peut pas être lue pour l'instant ; réessayez dans un moment.

## Cotes

web-rating = cote { $rating } ± { $deviation }
web-rating-bare = cote { $rating }
web-rating-value = { $rating } ± { $deviation }
web-rating-explained = Cotes Glicko-2 : ± est l'écart de la cote, son incertitude. La force réelle se trouve à moins de deux écarts de la cote avec environ 95 % de certitude ; chaque partie classée réduit l'écart.

## La page d'une partie

web-game-title = { $game } n° { $id } : { $white } contre { $black }
web-nobody-yet = { $color } : personne encore
web-status-over = { $result }.
web-status-challenge = Un défi qui attend une réponse.
web-status-no-game = Un défi qui n'est pas devenu une partie.
web-status-to-decide = À { $name } ({ $color }) de décider.
web-rated = classée
web-unrated = non classée
web-board-alt = { $ply ->
        [one] Le plateau après { $ply } décision
       *[other] Le plateau après { $ply } décisions
    }
web-not-started = La partie commence quand le défi est accepté.
web-facts = Réserves et dernier tour
web-reserve = Réserve { $reserve } · prises { $captured }
web-last-turn = Dernier tour
web-last-turn-none = Rien de joué encore.
web-yinsh-removed = Anneaux retirés : { $n }
web-yinsh-to-place = anneaux à poser : { $n }
web-yinsh-pool = Marqueurs dans la réserve : { $n }
web-zertz-captured = Prises : { $white } blanches, { $grey } grises, { $black } noires
web-zertz-pool = Billes en réserve : { $white } blanches, { $grey } grises, { $black } noires
web-punct-facts = Pièces à poser : { $left } · points au centre : { $centre }
web-punct-clock = Coups depuis la dernière pose : { $clock } (à 100, la partie est nulle)
web-steps = Parcourir la partie
web-step-first = Début
web-step-prev = Reculer
web-step-next = Avancer
web-step-last = Maintenant
web-moves = Coups
web-download = Télécharger la notation

## L'accueil, les classements et les profils

web-index-title = GIPF avec gipfbot
web-index-text = Les parties se jouent dans le salon de discussion (Discord, Matrix) ; la page de chaque partie y est donnée et la suit en direct.
web-leaderboards = Classements
web-variants = Variantes
web-leaderboard-title = Classement, { $pool }
web-community-leaderboard-title = Classement de { $community }, { $pool }
web-nobody-ranked = Personne n'est encore classé : une cote compte une fois stabilisée.
web-col-player = Joueur
web-col-rating = Cote
web-col-games = Parties
web-col-variant = Variante
web-col-rated-games = Parties classées
web-ratings = Cotes
web-results = Résultats
web-recent = Parties récentes
web-results-line = { $variant } : gagnées { $wins }, perdues { $losses }{ $draws ->
        [0] {""}
       *[other] , nulles { $draws }
    }
web-against = contre { $name }
web-playing = en cours
web-no-rated = Aucune partie classée encore.
web-no-finished = Aucune partie terminée encore.
web-no-recent = Rien à montrer (les parties des salons privés ne sont pas listées).

## La page d'un tournoi

web-tournament-title = Tournoi { $id }
web-tournament-of = Communauté { $community }, créé par { $creator }.
web-tournament-status = { $status ->
        [signup] Inscriptions ouvertes.
        [running] Ronde { $round } sur { $rounds }.
        [finished] Terminé.
       *[cancelled] Annulé.
    }
web-tournament-state = { $status ->
        [signup] inscriptions ouvertes
        [running] en cours
        [finished] terminé
       *[cancelled] annulé
    }
web-tournament-winner = Vainqueur : { $name }.
web-tournament-players = Joueurs
web-tournament-nobody = Personne ne s'est encore inscrit.
web-tournament-standings = Classement
web-tournament-bracket = Tableau
web-tournament-rounds = Rondes
web-tournament-round = Ronde { $round }
web-tournament-bye = exempt (1 point)
web-tournament-live = en cours de jeu
web-tournament-left = parti
web-tournament-tie-breaks = En cas d'égalité de points, départagent : { $list }.
web-tournaments = Tournois
web-col-points = Points
web-col-board = Table
web-col-white = Blancs
web-col-black = Noirs
web-col-first = Premier joueur
web-col-second = Deuxième joueur
web-col-result = Résultat
web-col-tie-break = { $name ->
        [buchholz] Buchholz
        [sonneborn-berger] SB
        [direct] Direct
        [wins] Victoires
       *[rating] Cote
    }
web-tournament-game = Tournoi { $id }, ronde { $round }, table { $board }

# L'analyse d'une partie terminée sur sa page.
web-review-graph = Les chances des Blancs après chaque décision, selon l'analyse du moteur
web-review-caption = Les chances des Blancs après chaque décision (la zone claire) ; un point mène à ce coup.
web-review-point = Coup { $ply } : { $played } ({ $before } % → { $after } % pour le joueur qui a décidé)
web-mark-inaccuracy = imprécision
web-mark-mistake = erreur
web-mark-blunder = gaffe
web-better = mieux : { $best }
web-better-gain = mieux : { $best } ({ $gain })
web-mark-lost = { $mark } : { $lost }
web-accuracy = précision { $accuracy } %

# Puzzles (`/puzzles`, `/puzzle/<id>`).
web-puzzles-link = Problèmes
web-puzzles-title = Problèmes
web-puzzles-text = Écris `puzzle` dans un salon avec le bot pour en résoudre un proche de ton classement ; chacun a une seule bonne première décision.
web-puzzles-top = Meilleurs classements de problèmes
web-puzzles-solved = Résolus
web-puzzles-played = Les plus joués
web-puzzles-nobody = Personne n'a encore fini de problème.
web-puzzles-entry = Problème { $id } · { $kind } · classement { $rating } · joué { $plays } fois
web-puzzle-title = Problème { $id }
web-puzzle-facts = Genre { $kind } · classement { $rating } · joué { $plays } fois
web-puzzle-show = Montrer la solution
web-puzzle-step = { $n }. { $who } : { $action }
web-puzzle-end = La fin de la solution.
web-puzzle-hidden = Quelqu'un résout ce problème en ce moment : la solution s'affichera ensuite.
web-puzzles-daily = Problème du jour, { $day }
web-puzzles-daily-heading = Problème du jour
web-puzzles-daily-how = Résous-le dans un salon avec le bot : `puzzle daily` (sur Discord : le bouton « Le résoudre » sous la publication). Tes réponses restent à toi ; la solution sera publiée demain dans les salons.
web-puzzles-yesterday = Le problème { $id } d'hier : { $solved } joueurs sur { $tried } ont trouvé la solution.
web-puzzle-daily-hidden = C'est le problème du jour du { $day } : sa solution s'affichera ici à partir du { $shown }, une fois publiée dans chaque salon.
