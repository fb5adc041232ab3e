# Les mots des règles : couleurs, ce qu'a fait un tour, comment une partie s'est terminée, pourquoi une action est illégale.
# Les erreurs d'action sont des propositions : pas de majuscule au début, pas de point à la fin.

-white = Blanc
-black = Noir
color-white = { -white }
color-black = { -black }
# Les joueurs d'un jeu sans couleurs (ZÈRTZ) : le premier et le deuxième joueur (Blanc et
# Noir en dessous). Les messages qui nomment un camp choisissent sur white/black/first/second.
-first = premier joueur
-second = deuxième joueur
side-first = Premier joueur
side-second = Deuxième joueur

event-pushed = { $color ->
        [white] { -white }
       *[black] { -black }
    } a poussé { $push }
event-pushed-to = { $color ->
        [white] { -white }
       *[black] { -black }
    } a poussé { $push } (jusqu'en { $end })
event-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    } { $back ->
        [0] a capturé { $captured ->
            [one] { $captured } pion
           *[other] { $captured } pions
        }
       *[other] { $captured ->
            [0] a repris { $back ->
                [one] { $back } pion
               *[other] { $back } pions
            }
           *[other] a repris { $back } et capturé { $captured ->
                [one] { $captured } pion
               *[other] { $captured } pions
            }
        }
    }
event-left-rows = { $color ->
        [white] { -white }
       *[black] { -black }
    } a laissé les rangées restantes

reason-no-gipf = { $loser ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de pion GIPF
reason-no-reserve = { $loser ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de pion à pousser
outcome = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gagne : { $reason }

action-empty = Aucune action indiquée : écris une poussée comme b1-b2, un retrait comme xc3,d4,e5,f5, ou done
action-syntax = { $text } n'est pas une action : écris une poussée comme b1-b2 (Gb1-b2 pour un pion GIPF), un retrait comme xc3,d4,e5,f5, ou done
action-not-a-point = { $text } n'est pas une case du plateau (les cases vont de a1 à i5, le centre est e5)
action-not-a-dot = { $point } n'est pas un point
action-not-on-line = { $dot }-{ $to } : { $to } n'est sur aucune ligne qui entre dans le plateau depuis { $dot }
action-wrong-end = { $dot }-{ $given } : cette poussée s'arrête en { $actual }, écris donc { $dot }-{ $actual } ou { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given } : { $first } est vide, donc cette poussée s'arrête en { $first } : écris { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } désigne la fin d'une poussée ; seule une position permet de dire si c'est juste (écris { $dot }-{ $first })
action-game-over = La partie est terminée
action-removal-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } doit d'abord décider quelle rangée retirer
action-blocked = { $dot }-{ $first } est bloqué : les cases de { $first } à { $last } sont toutes occupées
action-empty-reserve = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de pion en réserve
action-reserve-too-small = Un pion GIPF prend 2 pions dans la réserve et { $color ->
        [white] { -white }
       *[black] { -black }
    } n'en a plus qu'un
action-gipf-outside-tournament = Seul le jeu de tournoi fait entrer des pions GIPF : pousse un pion simple ({ $push })
action-first-push-gipf = Tournoi : la première poussée de { $color ->
        [white] { -white }
       *[black] { -black }
    } doit être un pion GIPF (écris G devant la poussée, comme dans Gb1-b2)
action-no-more-gipf = Tournoi : { $color ->
        [white] { -white }
       *[black] { -black }
    } a déjà poussé un pion simple et ne peut plus faire entrer de pions GIPF
action-no-row = Il n'y a aucune rangée à retirer pour le moment
action-repeated = { $point } apparaît deux fois
action-not-a-spot = { $point } est un point : aucun pion ne s'y trouve
action-not-gipf = { $point } ne porte pas de pion GIPF : enlève le G devant
action-no-such-removal = Aucun retrait de rangée ne prend exactement { $given } ; les choix possibles sont { $choices }
action-done-compulsory-row = `done` n'est pas encore possible : une rangée qui contient un pion simple doit être retirée
action-done-opponent-rows = `done` n'est pas possible : les rangées restées en place après la poussée de l'adversaire doivent être retirées
action-done-nothing-to-leave = `done` sert seulement à laisser des rangées facultatives après ta poussée ; avant une poussée, pousse simplement

# Potentiels : les noms des types (TAMSK, ZÈRTZ, ...) sont les noms des jeux.
event-used = { $color ->
        [white] { -white }
       *[black] { -black }
    } a utilisé { $kind } { $from }-{ $to }
event-kept = { $color ->
        [white] { -white }
       *[black] { -black }
    } a gardé le potentiel TAMSK en e5
action-no-potentials = { $action } : cette partie se joue sans potentiels
action-tamsk-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } doit d'abord décider pour le pion TAMSK en e5 : pousser son potentiel (T:<point>-<case>) ou keep
action-not-tamsk-stage = { $action } n'est possible que lorsqu'un pion TAMSK vient d'arriver en e5
action-not-in-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de potentiel { $kind } en main
action-no-loaded-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } ne peut pas faire entrer de pion chargé maintenant
action-no-loaded-piece = { $point } ne porte pas de pion chargé { $kind } découvert de { $color ->
        [white] { -white }
       *[black] { -black }
    } : seul un tel pion peut utiliser son potentiel
action-tamsk-not-now = Un potentiel TAMSK ne s'utilise que lorsque son pion arrive en e5
action-bad-target = { $kind } depuis { $from } ne peut pas aller en { $to } ; il peut aller en { $choices }
action-wrong-mark = { $point } porte { $holds ->
        [nothing] rien
        [capped] une pile avec chapeaux
        [gipf] une pièce GIPF
        [loaded] un pion chargé
        [basic] un pion simple
       *[used] un potentiel utilisé
    } : { $fix ->
        [leave] retire-le du retrait
        [plain] écris-le sans marque : { $mark }
       *[mark] écris-le { $mark }
    }

## Position strings and variant words : propositions après « `standard+T100` n'est
# pas une variante : » (minuscule, sans point). $text, $stack, $rest sont ce qui a été écrit ;
# $color et $other valent white/black.
position-field-count = une position a 7 champs séparés par une espace (variante plateau trait étape réserves captures statut), 8 avec les potentiels (puis les mains) ; celle-ci en a { $count ->
        [one] { $count }
       *[other] { $count }
    }
position-variant = la variante { $text } n'existe pas : utilise basic, standard ou tournament
position-board = le champ du plateau : { $why }
position-turn = le trait { $text } n'est ni w ni b
position-stage = l'étape { $text } n'est aucune de p, m, o, w+, b+ (avec les potentiels aussi t, pm, po)
position-counts = { $field ->
        [reserves] les réserves
       *[captures] les captures
    } { $text } : écris deux nombres sous la forme blanc/noir, par exemple 12/12
position-status = le statut { $text } : écris deux lettres parmi n, g, s (avec les potentiels aussi l), celle des Blancs puis celle des Noirs
position-status-outside-tournament = le statut { $text } : seule la variante tournoi a un statut autre que ss
position-gipf-in-basic = la variante de base n'a pas de pièces GIPF, mais { $point } en porte une
position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } a { $count ->
        [one] { $count } pion
       *[other] { $count } pions
    } en tout (plateau, une pièce GIPF comptant 2, + réserve + capturés par l'adversaire) ; il en existe 18 au plus
position-too-many-basic = { $color ->
        [white] { -white }
       *[black] { -black }
    } a { $count ->
        [one] { $count } pion simple
       *[other] { $count } pions simples
    } en tout (plateau, une pièce GIPF comptant 2, les pions chargés 1, + réserve + capturés par l'adversaire) ; il en existe 21 au plus avec les potentiels
position-potentials-only = { $what ->
        [status] le statut { $text }
        [stage] l'étape { $text }
       *[token] le signe de plateau { $text }
    } demande les potentiels : ajoute les mains en huitième champ, par exemple -/-
position-hand = la main { $text } : { $why }
position-status-and-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    } : { $why ->
        [loaded] le statut l (faire entrer des pions chargés) demande une main non vide
       *[singles] le statut s (pions simples seulement) va avec une main vide : une poussée simple fait perdre la main
    }
position-impossible-stage = l'étape { $stage } ne peut pas se produire ici : { $why }
hand-empty = une main est - (vide) ou des sortes avec leur nombre, comme T3Z3D3Y3P3
hand-not-a-kind = chaque sorte est une des lettres T Z D Y P, suivie de son nombre
hand-order = chaque sorte s'écrit une fois, dans l'ordre T Z D Y P
hand-no-count = chaque sorte est suivie de son nombre, de 1 à { $max }
hand-too-many = une main compte au plus { $max ->
        [one] { $max } potentiel
       *[other] { $max } potentiels
    } d'une sorte
hand-not-a-pair = écris les deux mains sous la forme blanc/noir, par exemple T3Z3D3Y3P3/T3Z3D3Y3P3 ou -/-
hand-ultimate = ultimate GIPF a sa propre main, 3 de chaque sorte ; pour une autre main écris tournament+<main>, comme tournament+T6
hand-no-potential = nomme au moins un potentiel, comme standard+T6, ou écris standard+potentials
board-columns = { $text } a { $count ->
        [one] { $count } colonne
       *[other] { $count } colonnes
    } ; écris les 7 colonnes b..h séparées par /
board-two-digits = colonne { $column } ({ $text }) : deux chiffres de suite ; écris un seul chiffre pour une suite de cases vides
board-zero = colonne { $column } ({ $text }) : 0 n'est pas un nombre de cases vides
board-token = colonne { $column } ({ $text }) : { $why }
board-spots = la colonne { $column } ({ $text }) décrit { $found ->
        [one] { $found } case
       *[other] { $found } cases
    } ; elle en a { $spots }
token-unclosed = { $text } : une pile ( ... ) n'est pas fermée
token-no-base = pile ({ $stack }) : elle ne commence par aucun signe de pion
token-no-cap = la pile ({ $stack }) n'a pas de chapeau ; écris un pion sans chapeau sans parenthèses
token-not-a-cap = pile ({ $stack }) : { $rest } n'est pas un chapeau ; les chapeaux sont wd, bd, wp, bp
token-uncappable = pile ({ $stack }) : aucun chapeau ne peut se poser sur ce pion
token-wrong-cap = pile ({ $stack }) : les chapeaux { $cap } ne peuvent pas se poser sur { $base ->
        [basic] un pion simple
        [gipf] une pièce GIPF
        [loaded] ce pion chargé
       *[used] un potentiel utilisé
    }
token-alternate = pile ({ $stack }) : les couleurs des chapeaux alternent, la première opposée à celle de la base
token-too-many-caps = la pile ({ $stack }...) a plus de chapeaux que deux mains de { $max } ne peuvent en donner
token-not-a-token = { $text } n'est ni un signe de pion (w W b B, wT..bP, wt wz wy bt bz by, ou une pile entre parenthèses) ni un chiffre
stage-not-lost = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a perdu ni faute de pièce GIPF ni en devant pousser avec une réserve vide
stage-not-lost-potentials = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a perdu ni faute de pièce GIPF ni faute d'action à son tour
stage-no-gipf = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a plus de pièce GIPF sur le plateau : la partie serait finie
stage-row-before-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } a une rangée à retirer avant que quiconque pousse
stage-row-before-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } a une rangée à retirer avant que quiconque joue
stage-no-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } n'a aucune action légale
stage-no-choice = { $color ->
        [white] { -white }
       *[black] { -black }
    } a { $count ->
        [one] { $count } façon
       *[other] { $count } façons
    } de régler ses rangées, et une étape n'attend que pour un choix
stage-mover-first = { $color ->
        [white] { -white }
       *[black] { -black }
    } a encore une rangée à retirer avant que { $other ->
        [white] { -white }
       *[black] { -black }
    } ne règle les siennes
stage-no-tamsk = e5 ne porte aucun pion chargé TAMSK
stage-lines-full = toutes les lignes sont pleines : keep est la seule option et s'applique aussitôt

## The challenges option (COMBINING.md): actions refused, and position strings' ninth and
# tenth fields. $color is white/black; $why is another clause.
action-no-challenges = { $action } : cette partie se joue sans défis
action-not-challenge-stage = { $action } n'est possible que lorsqu'une utilisation attend la décision de l'adversaire (étape c)
action-not-referee-stage = { $action } n'est possible que lorsqu'un défi attend son issue (étape r)
action-challenge-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } doit d'abord défier (challenge) ou accepter (allow) l'utilisation en attente
action-referee-pending = L'arbitre doit d'abord donner l'issue du défi : won ou lost
challenges-nine-fields = une position avec l'option des défis a 10 champs : les mains, les défis (comme `die:2/2`), puis l'utilisation en attente ou `-` ; celle-ci en a 9
challenges-field = les défis { $text } : { $why ->
        [colon] écrivez l'épreuve, le signe `:` et les tentatives restantes en blanc/noir, par exemple `die:2/2`
        [trial] l'épreuve est `die`, `game` ou `agreed`, en minuscules
        [pair] écrivez les tentatives restantes en deux nombres blanc/noir, par exemple `2/2`
       *[count] chaque nombre de tentatives restantes est un chiffre, de 0 à 9
    }
challenges-stage-without-option = l'étape { $stage } exige l'option des défis : ajoutez les défis et l'utilisation en attente comme neuvième et dixième champs, par exemple `die:2/2 Z:c3-f5`
challenges-pending-outside-stage = à l'étape { $stage }, rien n'attend : écrivez `-` comme dixième champ
challenges-no-pending = l'étape { $stage } exige l'utilisation en attente comme dixième champ, par exemple `Z:c3-f5`
challenges-not-a-use = l'utilisation en attente { $text } n'est pas sous forme canonique : écrivez une utilisation ZÈRTZ, YINSH, DVONN ou PÜNCT comme `Z:c3-f5`, ou une poussée TAMSK avec sa première case comme `T:e9-e8`
challenges-pending-stage = l'utilisation en attente { $pending } : { $why }
challenges-pending-illegal = l'utilisation en attente { $pending } n'est pas légale ici : { $why }
challenges-no-attempt = l'étape c ne peut pas se produire ici : { $color ->
        [white] { -white }
       *[black] { -black }
    }, qui peut défier, n'a plus de tentative, donc l'utilisation aurait pris effet aussitôt
challenges-attempt-not-spent = l'étape r ne peut pas se produire ici : { $color ->
        [white] { -white }
       *[black] { -black }
    }, qui peut défier, a 9 tentatives alors qu'il vient d'en dépenser une sur 9 au plus
challenges-word = { $text } : { $why ->
        [potentials] les défis exigent des potentiels : écrivez `{ $fix }`
        [trial] la partie des défis est une épreuve (`die`, `game` ou `agreed`) suivie des tentatives de chaque joueur, comme `die2`
        [attempts] de 1 à 9 tentatives, comme `die2`
        [parts] une variante a au plus trois parties, la variante, ses potentiels et ses défis, comme `standard+potentials+die2`
       *[ultimate] le GIPF ultime a déjà ses potentiels : écrivez `ultimate`, ou `ultimate+die2` avec des défis
    }
