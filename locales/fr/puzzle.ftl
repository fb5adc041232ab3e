# Problèmes (`puzzle`).

cmd-puzzle = un problème de GIPF (les autres jeux n'en ont pas encore) proche de ton classement de problèmes : réponds comme dans une partie (`puzzle <action>`, le numéro d'un retrait) ; `puzzle rating`, `puzzle top` (ce salon), `puzzle daily` (problème du jour), `puzzle give up`
discord-puzzle = Un problème proche de ton classement de problèmes, ou ta réponse
opt-puzzle-what = Une action ou le numéro d'un retrait ; ou `rating`, `top`, `daily`, `give up`
puzzle-title = **Problème { $id }** (classement { $rating }) : { $task }.
puzzle-task-win = { $colour } joue et gagne { $turns ->
        [one] dans ce tour
       *[other] en { $turns } tours
    }
puzzle-task-material = { $colour } joue et gagne un pion GIPF ou trois pions { $turns ->
        [one] dans ce tour
       *[other] en { $turns } tours
    }
puzzle-task-defence = { $colour } joue : trouve la seule défense ; après toute autre décision l'adversaire gagne { $turns ->
        [one] à son prochain tour
       *[other] en { $turns } de ses tours
    }
puzzle-how = Réponds par `puzzle <action>` (ou le numéro d'un retrait sur l'image ; l'action seule si aucune de tes parties ne la prend) ; `puzzle give up` montre la solution.
puzzle-going = Ton problème est toujours en cours :
puzzle-opponent = le problème
puzzle-none-left = Tu as vu tous les problèmes : bravo ! D'autres viendront avec de nouvelles versions.
puzzle-right = Juste : `{ $action }`.
puzzle-replies = { $colour } répond `{ $actions }`. À toi de décider :
puzzle-solved = **Résolu !** Le problème { $id } est à toi.
puzzle-wrong = Pas ça : `{ $played }`. La solution : `{ $solution }` (en vert).
puzzle-gave-up = La solution : `{ $solution }` (en vert).
puzzle-rating-change = Classement de problèmes { $before } → **{ $after }**.
puzzle-next = `puzzle` pour le suivant.
puzzle-rating = Ton classement de problèmes : **{ $rating }** (±{ $deviation }), { $solved } résolus, { $failed } manqués.
puzzle-rating-none = Tu n'as encore fini aucun problème : `puzzle` t'en donne un.
puzzle-top-title = **Classements de problèmes ici**
puzzle-top-line = { $rank }. { $name } : { $rating } ({ $solved } résolus)
puzzle-top-none = Personne n'a encore fini de problème ici : `puzzle` t'en donne un.
error-puzzle-none = Tu n'as pas de problème en cours : `puzzle` t'en donne un.
error-puzzle-answered = Ce problème a déjà avancé (une réponse envoyée deux fois ?) : `puzzle` montre où il en est.
error-puzzle-not-yours = Ce bouton n'est pas pour ton problème tel qu'il est : `puzzle` montre le tien.

# Le problème du jour (puzzle/daily.rs).
setting-daily-puzzle = l'heure (UTC, `09:30`) à laquelle le problème du jour est publié ici ; `off` pour aucun
value-daily-at = { $at } UTC
choice-daily-puzzle = problème du jour
console-daily-puzzle = le problème du jour
puzzle-daily-solution = Le problème { $id } d'hier : la solution était `{ $solution }` ; { $solved } joueurs sur { $tried } l'ont trouvée.
puzzle-daily-title = **Problème du jour, { $day }** : problème { $id } (classement { $rating }) : { $task }.
puzzle-daily-how = Résous-le avec `puzzle daily` (sur Discord : le bouton ; sur Matrix : écris tes coups en réponse dans le fil de ce message) ; tes réponses restent à toi jusqu'à la publication de la solution demain.
puzzle-daily-button = Le résoudre
puzzle-you = toi
puzzle-daily-finish-first = Termine d'abord le problème en cours (ou `puzzle give up`), puis `puzzle daily` :
error-puzzle-daily-over = Ce problème du jour est terminé : sa solution est publiée. `puzzle daily` te donne celui d'aujourd'hui.
error-puzzle-daily-none = Il n'y a pas encore de problème du jour : un modérateur le demande avec `settings daily-puzzle 09:00`.
error-puzzle-daily-seen = Tu as déjà vu le problème { $id } : il ne compte pas une seconde fois. `puzzle` t'en donne un autre.
