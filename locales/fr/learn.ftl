# Leçons (`learn`) : un tutoriel en courtes leçons dont les règles vérifient les exercices.

cmd-learn = apprendre GIPF en jouant : de courtes leçons avec un exercice sur un petit plateau (`learn` reprend là où tu t'es arrêté, `learn 3` passe à la leçon 3, `learn list`, `learn hint`)
discord-learn = Apprends GIPF en jouant de courtes leçons, ou réponds à l'exercice de la leçon
opt-learn-what = Le numéro d'une leçon, `list`, `hint` ou ton action
learn-welcome = Bienvenue dans GIPF ! { $count } courtes leçons t'apprennent le jeu sur de petits plateaux : chaque étape a son exercice, et les règles vérifient ce que tu joues.
learn-step = **Leçon { $n } sur { $count } : { $title }** (étape { $step } sur { $steps })
learn-how = Réponds par `learn <action>` (ou avec les boutons ; l'action seule si aucune de tes parties ne la prend) ; `learn hint` te donne un indice.
learn-opponent = l'adversaire
learn-hint = Indice : { $hint }
learn-going = Tu as joué `{ $action }`. La décision est toujours à toi : continue.
learn-right = Bien joué : `{ $action }`.
learn-wrong = Pas tout à fait : `{ $action }`. { $why } Le plateau est revenu comme avant : essaie encore (`learn hint` peut t'aider).
learn-lesson-done = Leçon { $n } terminée : { $title }.
learn-all-done = Tu as terminé toutes les leçons. `puzzle` aiguise ta tactique, et `ai beginner` lance une première partie contre le bot.
learn-list = Les leçons (`learn <number>` en lance une) :
learn-list-line = { $n }. { $title }
learn-list-here = { $n }. { $title } ← tu es ici
learn-list-done = { $n }. { $title } ✓
error-learn-none = Aucune leçon en cours : `learn` en lance une.
error-learn-no-lesson = Il n'y a pas de leçon { $n } : les leçons vont de 1 à { $count } (`learn list`).
error-learn-answered = Cette étape a déjà reçu une réponse : `learn` montre où tu en es.
error-learn-not-yours = Ces boutons appartiennent à la leçon de quelqu'un d'autre : `learn` lance la tienne.

learn-wrong-push = L'exercice demandait une poussée.
learn-wrong-moves = Ton pion est arrivé sur une case vide, donc rien n'a bougé.
learn-wrong-row = Cela n'a formé aucune rangée de quatre de tes pions.
learn-wrong-capture = Aucun pion noir n'a été capturé.
learn-wrong-win = Noir a encore un pion GIPF sur le plateau, donc la partie continue.
learn-wrong-keep = Aucune de tes rangées n'a été retirée.
learn-wrong-lost = Tu as retiré du plateau ton dernier pion GIPF, et un joueur sans pion GIPF perd.
learn-wrong-gipf = Dans cette variante, ta première poussée doit faire entrer un pion GIPF.
learn-wrong-single = C'était un pion GIPF ; l'exercice demandait un pion simple.

learn-push-title = Pousser un pion
learn-push-1-task = Tu joues Blanc. À chaque tour, tu prends un pion de ta réserve, tu le poses sur un point au bord du plateau et tu le pousses sur la première case d'une ligne. Pousse un pion : par exemple `a1-b2`, du point a1 vers la case b2.
learn-push-1-hint = Écris le point, un tiret et la case voisine : `a1-b2`, `e1-e2` ou `i5-h5`.
learn-push-1-done = Ta réserve a un pion de moins. Si tu dois pousser et que ta réserve est vide, tu perds : les pions de ta réserve sont ton temps.
learn-push-2-task = Pousse maintenant un pion sur la case où se trouve ton pion, e2 : il doit céder la place.
learn-push-2-hint = Trois lignes commencent en e2 : depuis les points e1, d1 et f1. Essaie `e1-e2`.
learn-push-2-done = Le pion qui était en e2 a avancé d'une case le long de la ligne. Une poussée décale tous les pions devant elle, jusqu'à la première case vide ; on ne peut pas pousser dans une ligne pleine jusqu'au bord opposé.

learn-row-title = Une rangée de quatre
learn-row-1-task = Quatre de tes pions ou plus, côte à côte sur une ligne, forment une rangée, et une rangée est retirée du plateau. Forme une rangée avec tes trois pions en e2, e3 et e4.
learn-row-1-hint = Pousse un pion de plus dans leur ligne par le bas : `e1-e2`.
learn-row-1-done = Ta rangée a été retirée, et ses pions sont retournés dans ta réserve : une rangée te redonne des pions à pousser.
learn-row-2-task = Une rangée emporte avec elle chaque pion qui la prolonge sur sa ligne, jusqu'à une case vide. Forme une rangée qui permet de capturer le pion noir en e6.
learn-row-2-hint = La rangée de la colonne b ne toucherait aucun pion noir. Quelle poussée amène ta ligne de la colonne e jusqu'en e6 ?
learn-row-2-done = Le pion noir en e6 est parti avec ta rangée : il est capturé et sort du jeu. Noir ne le récupère jamais, alors que tes propres pions sont retournés dans ta réserve.

learn-choices-title = Plusieurs rangées, et un choix
learn-choices-1-task = Une seule poussée peut former deux rangées à la fois. Tes pions en c3, d4 et f5 attendent e5, tout comme ceux en e2, e3 et e4. Pousse de façon à former deux rangées.
learn-choices-1-hint = Tes pions de la colonne e montent quand tu pousses par le bas.
learn-choices-1-done = Deux rangées sont maintenant formées, et elles se croisent en e5.
learn-choices-2-task = Des rangées qui se croisent partagent un pion : retires-en une, et l'autre est brisée. C'est toi qui choisis laquelle. Retire la rangée qui permet de capturer le pion noir.
learn-choices-2-hint = Seule la rangée de la colonne e touche le pion noir en e6. Son numéro est sur l'image, ou écris-la : `xe2,e3,e4,e5,e6`.
learn-choices-2-done = Tu as choisi la rangée qui a capturé un pion noir. Quand des rangées se croisent, regarde ce que chacune emporte avant de choisir.

learn-gipf-title = Les pions GIPF
learn-gipf-1-task = Dans le jeu standard, chaque joueur a des pions GIPF (deux pions empilés), et un joueur qui n'en a plus sur le plateau perd. Noir n'a plus qu'un pion GIPF, en e6 : à toi de le capturer pour gagner.
learn-gipf-1-hint = Forme ta rangée sur la colonne e avec `e1-e2`, puis retire-la avec le pion GIPF en e6 : `xe2,e3,e4,e5,Ge6`.
learn-gipf-1-done = Noir a perdu son dernier pion GIPF, donc tu as gagné. Un pion GIPF de ta rangée peut rester sur le plateau ; celui de Noir, tu l'as retiré.
learn-gipf-2-task = Ton pion GIPF en e3 est le seul qui te reste. Forme ta rangée sur la colonne e, mais garde ton pion GIPF sur le plateau.
learn-gipf-2-hint = Pousse avec `e1-e2` ; puis retire la rangée mais laisse le pion GIPF (maintenant en e4) en place : `xe2,e3,e5`.
learn-gipf-2-done = Ton pion GIPF est resté sur le plateau. Retiré, il serait retourné dans ta réserve sous forme de deux pions, mais sans pion GIPF tu perds : garde ton dernier.

learn-tournament-title = Le début d'une partie de tournoi
learn-tournament-1-task = Dans le jeu de tournoi, le plateau est vide au départ, et chaque joueur choisit combien de pions GIPF il fait entrer. Ta première poussée doit faire entrer un pion GIPF : écris-la avec un G, comme `Ge1-e2`.
learn-tournament-1-hint = Une poussée précédée d'un G fait entrer un pion GIPF : `Ge1-e2` ou `Ga1-b2`.
learn-tournament-1-done = Un pion GIPF coûte deux pions de ta réserve.
learn-tournament-2-task = Tu as fait entrer un pion GIPF. Tu peux en faire entrer d'autres, jusqu'à ce que tu pousses ton premier pion simple ; ensuite, uniquement des pions simples. Pousse maintenant un pion simple.
learn-tournament-2-hint = Une poussée sans G fait entrer un pion simple : `a1-b2`.
learn-tournament-2-done = Désormais, tu ne pousses que des pions simples. Plus de pions GIPF te rendent plus fort sur le plateau mais laissent moins de pions dans ta réserve : choisir combien en faire entrer est la première décision d'une partie de tournoi. Tu connais maintenant les règles !
