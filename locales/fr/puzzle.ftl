# Problèmes (`puzzle`).

cmd-puzzle = un problème proche de ton classement de problèmes : réponds comme dans une partie (`puzzle <action>`, le numéro d'un retrait) ; `puzzle rating`, `puzzle top` (ce salon), `puzzle give up`
discord-puzzle = Un problème proche de ton classement de problèmes, ou ta réponse
opt-puzzle-what = Une action ou le numéro d'un retrait ; ou `rating`, `top`, `give up`
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
