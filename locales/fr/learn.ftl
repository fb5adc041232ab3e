# Leçons (`learn`) : un tutoriel en courtes leçons dont les règles vérifient les exercices.

cmd-learn = apprendre GIPF en jouant (les autres jeux n'ont pas encore de leçons) : de courtes leçons avec un exercice sur un petit plateau (`learn` reprend là où tu t'es arrêté, `learn 3` passe à la leçon 3, `learn list`, `learn hint`)
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
learn-wrong-two-rows = Cela n'a pas formé deux de tes rangées à la fois.
learn-wrong-capture = Aucun pion noir n'a été capturé.
learn-wrong-win = Noir a encore un pion GIPF sur le plateau, donc la partie continue.
learn-wrong-keep = Aucune de tes rangées n'a été retirée.
learn-wrong-lost = Tu as retiré du plateau ton dernier pion GIPF, et un joueur sans pion GIPF perd.
learn-wrong-gipf = Dans cette variante, ta première poussée doit faire entrer un pion GIPF.
learn-wrong-single = C'était un pion GIPF ; l'exercice demandait un pion simple.
learn-wrong-zertz = L'exercice demandait un saut ZÈRTZ : écris-le avec Z et un deux-points, comme `Z:c3-c6`.
learn-wrong-yinsh = L'exercice demandait un déplacement YINSH : écris-le avec Y et un deux-points, comme `Y:d4-d2`.
learn-wrong-dvonn = L'exercice demandait un saut DVONN : écris-le avec D et un deux-points, comme `D:d4-d5`.
learn-wrong-punct = L'exercice demandait un saut PÜNCT : écris-le avec P et un deux-points, comme `P:d4-d5`.
learn-wrong-tamsk = Ton potentiel TAMSK n'a pas été poussé. Quand ton pion TAMSK arrive en e5, pousse son potentiel avec T et un deux-points, comme `T:a1-b2` ; `keep` le laisse sur le pion.

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
learn-tournament-2-done = Désormais, tu ne pousses que des pions simples. Plus de pions GIPF te rendent plus fort sur le plateau mais laissent moins de pions dans ta réserve : choisir combien en faire entrer est la première décision d'une partie de tournoi. Tu connais maintenant les règles du GIPF classique. Les leçons suivantes t'apprennent les potentiels : des pions dotés d'un coup spécial.

learn-zertz-title = Le potentiel ZÈRTZ : sauter
learn-zertz-1-task = Avec les potentiels, certains pions sont chargés : un potentiel est posé sur le pion, et chaque type donne un coup spécial, une seule fois, au lieu d'une poussée. Ton pion en c3 porte un potentiel ZÈRTZ (la ligne brisée sur l'image). Il saute par-dessus les pions alignés juste à côté de lui, de n'importe quelle couleur, jusqu'à la première case vide derrière eux. Saute avec lui : écris Z, un deux-points, la case du pion et celle où il atterrit, comme `Z:c3-c6`.
learn-zertz-1-hint = Par-dessus c4 et c5 jusqu'en c6, ou par-dessus d4 et e5 jusqu'en f5 : `Z:c3-c6` ou `Z:c3-f5`.
learn-zertz-1-done = Le potentiel a sauté, et il est seul maintenant : un potentiel utilisé, désormais un pion blanc simple comme les autres. Le pion qu'il a laissé derrière lui est aussi un pion simple. Chaque potentiel ne sert qu'une fois, et son coup occupe tout ton tour.
learn-zertz-2-task = Il manque e5 à tes pions en e3, e4 et e6 pour former une rangée, et les pions noirs en e2 et e7 ferment leur ligne, donc aucune poussée ne comble le vide. Saute avec ton pion ZÈRTZ pour former la rangée.
learn-zertz-2-hint = Depuis c3, ton pion ZÈRTZ saute par-dessus le pion noir en d4 jusqu'en e5 : `Z:c3-e5`.
learn-zertz-2-done = Le saut a formé une rangée, et la rangée a emporté les pions noirs en e2 et e7, car ils la prolongeaient sur sa ligne. Le pion par-dessus lequel tu as sauté reste : un saut ne prend aucun pion. Un potentiel utilisé compte comme un de tes pions dans une rangée.

learn-yinsh-title = Le potentiel YINSH : glisser
learn-yinsh-1-task = Ton pion en d4 porte un potentiel YINSH (l'anneau). Il glisse le long d'une ligne sur des cases vides, aussi loin que tu veux, et s'arrête sur l'une d'elles ; il ne saute jamais par-dessus un pion. Déplace-le : écris Y, un deux-points, sa case et celle où il s'arrête, comme `Y:d4-d2`.
learn-yinsh-1-hint = N'importe quelle case vide en ligne droite depuis d4, sans pion entre les deux : `Y:d4-d2`, `Y:d4-g5` ou `Y:d4-b4`. Vers le haut, le pion noir en d6 l'arrête.
learn-yinsh-1-done = Le potentiel est seul sur sa nouvelle case, désormais un pion blanc simple, tout comme le pion qu'il a laissé en d4 : un seul coup a fait deux de tes pions à partir d'un seul.
learn-yinsh-2-task = De nouveau, tes pions en e3, e4 et e6 attendent e5, entre les pions noirs en e2 et e7. Cette fois, ton pion YINSH en c5 peut l'atteindre : forme la rangée.
learn-yinsh-2-hint = Depuis c5, la ligne qui passe par d5 mène à e5 sur des cases vides : `Y:c5-e5`.
learn-yinsh-2-done = Ta rangée a emporté les pions noirs en e2 et e7. Un pion YINSH va loin, mais seulement sur des cases vides.

learn-dvonn-title = Le potentiel DVONN : couvrir un pion
learn-dvonn-1-task = Ton pion en d4 porte un potentiel DVONN (le losange). Il saute sur un pion noir simple voisin et le couvre : la case est à toi tant que la coiffe est dessus. Couvres-en un : écris D, un deux-points, la case de ton pion et celle du pion noir.
learn-dvonn-1-hint = Les pions noirs en d5 et e5 touchent tous deux ton pion en d4 : `D:d4-d5`.
learn-dvonn-1-done = Ton potentiel couvre le pion noir, donc la case compte comme blanche, pour les rangées aussi. Un potentiel DVONN ne couvre que des pions simples, jamais un pion GIPF.
learn-dvonn-2-task = Il manque e5 à tes pions en e3, e4 et e6, et un pion noir s'y trouve. Couvre-le avec ton pion DVONN pour former une rangée.
learn-dvonn-2-hint = Ton pion DVONN en d5 touche le pion noir en e5 : `D:d5-e5`.
learn-dvonn-2-done = Ta rangée a été retirée, mais en e5 seule la coiffe est partie : le pion noir en dessous est de nouveau libre, et noir. Une rangée n'enlève d'une case couverte que la coiffe du dessus.

learn-punct-title = Le potentiel PÜNCT : s'emparer d'un pion GIPF
learn-punct-1-task = Ton pion en d4 porte un potentiel PÜNCT (les trois points). Il saute sur un pion GIPF noir voisin et le couvre : ce pion GIPF compte alors comme le tien. Couvre l'un des deux pions GIPF de Noir : écris P, un deux-points, la case de ton pion et celle du pion GIPF.
learn-punct-1-hint = Les pions GIPF de Noir en d5 et e5 touchent tous deux d4 : `P:d4-d5`.
learn-punct-1-done = Le pion GIPF couvert compte maintenant comme un pion GIPF blanc, et il n'en reste qu'un à Noir.
learn-punct-2-task = Il ne reste à Noir qu'un pion GIPF, en d4, à côté de ton pion PÜNCT en c3. Un joueur sans pion GIPF perd : gagne tout de suite.
learn-punct-2-hint = Couvre-le : `P:c3-d4`.
learn-punct-2-done = Le dernier pion GIPF de Noir compte maintenant comme le tien, donc Noir n'en a plus et tu as gagné, sans aucune rangée.

learn-tamsk-title = Le potentiel TAMSK : une poussée en plus
learn-tamsk-1-task = Ton pion en e4 porte un potentiel TAMSK (le sablier). Quand une poussée l'amène sur la case centrale e5, tu peux aussitôt pousser son potentiel depuis n'importe quel point : un pion en plus, qui ne coûte rien. Pousse de sorte que ton pion TAMSK arrive en e5, puis pousse son potentiel.
learn-tamsk-1-hint = `e1-e2` fait monter d'une case les pions de la colonne e ; puis pousse le potentiel avec T et un deux-points, comme `T:a1-b2`.
learn-tamsk-1-done = Deux poussées en un tour, et la deuxième ne t'a rien coûté. Le pion en e5 est maintenant un pion simple. Quand une poussée de l'adversaire amène ton pion TAMSK en e5, la poussée en plus est aussi pour toi, pendant son tour.
learn-tamsk-2-task = Il manque un pion à tes pions de la colonne e comme à ceux de la colonne g pour former une rangée, et une poussée ne forme qu'une des deux rangées. Forme les deux rangées en un seul tour.
learn-tamsk-2-hint = `e1-e2` forme la rangée de la colonne e et amène ton pion TAMSK en e5 ; puis `T:g1-g2` forme l'autre.
learn-tamsk-2-done = Deux rangées en un tour. Un pion TAMSK près de e5 est une poussée en plus qui attend le bon moment.
