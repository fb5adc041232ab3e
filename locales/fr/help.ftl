# `help`, les résumés des commandes (aussi les descriptions des commandes Discord) et `rules`.
# Les mots de commande et leurs lignes d'usage (`challenge <user> [variant]`) restent en anglais : c'est
# le langage de commande commun à toutes les plateformes.

help-title = **Bot GIPF** : joue à GIPF contre un ami ou contre l'IA.
help-line = `{ $usage }` : { $summary }
help-footer = Une partie se désigne par `#12` ; quand tu n'as qu'une partie ici, tu peux omettre le numéro.
help-one = `{ $usage }` : { $summary }.
help-unknown = Je ne connais pas `{ $topic }` : `help` liste les commandes.
help-intro-discord = Sur Discord, les commandes sont `/gipf` (jouer), `/gipf-info`, `/gipf-settings`, `/gipf-tournament` et `/gipf-study` ; les boutons sous chaque plateau jouent pour toi.
help-intro-matrix = Écris `!gipf <command>` ; dans le fil d'une partie, un coup seul suffit (`b1-b2`, `xc3,d4,e5,f5`, ou le numéro d'une option de retrait sur l'image).

cmd-help = ce que le bot sait faire ; le détail d'une commande
cmd-rules = un résumé des règles et un lien vers les règles complètes
cmd-challenge = défier quelqu'un (cadence : 3d = jours par coup, 10m = minutes par coup, 3d+1d = réserve et ajout par tour, none)
cmd-open = un défi ouvert que n'importe qui dans le salon peut accepter
cmd-accept = accepter un défi
cmd-decline = refuser un défi
cmd-cancel = retirer ton défi
cmd-ai = jouer contre le bot (`levels` liste les niveaux)
cmd-levels = les niveaux de l'IA, chacun avec son classement
cmd-move = jouer une action : une poussée `b1-b2` (`Gb1-b2` pour un pion GIPF), un retrait `xc3,d4,e5,f5` ou son numéro sur l'image, ou `done` ; dans le fil d'une partie ou dans la console, l'action seule suffit
cmd-board = le plateau, à qui revient la décision et la chaîne de position
cmd-resign = abandonner la partie
cmd-rematch = une nouvelle partie avec les mêmes réglages et les couleurs inversées
cmd-games = tes parties et tes défis en cours
cmd-history = la feuille de partie en notation officielle
cmd-leaderboard = les classements de ce salon, ou de partout
cmd-stats = classement, résultats par variante, face-à-face contre toi
cmd-settings = les réglages de ce salon ; les modérateurs les modifient (`settings language cs`)
cmd-language = la langue dans laquelle je te parle (`language cs`, `language default`)

rules-common = Les joueurs poussent des pions de leur réserve sur le plateau depuis un point, le long d'une ligne, en décalant les pions qui se trouvent devant. Quatre pions ou plus de la même couleur alignés forment une rangée : son propriétaire retire du plateau cette rangée et tous les pions qui la prolongent sur cette ligne ; ses propres pions retournent dans sa réserve, ceux de l'adversaire sont capturés.
rules-basic = **Jeu de base** : 12 pions chacun en réserve, plus 3 sur le plateau au départ. Tu perds quand tu dois pousser et que ta réserve est vide.
rules-standard = **Jeu standard** : 15 pions chacun, avec 3 pions GIPF (pions doubles) sur le plateau au départ. Tu perds quand il ne te reste plus aucun pion GIPF sur le plateau, ou quand tu dois pousser avec une réserve vide. Tu peux laisser en place une rangée formée uniquement de pions GIPF.
rules-tournament = **Jeu de tournoi** : 18 pions chacun, le plateau est vide au départ ; fais entrer des pions GIPF (`Gb1-b2`) avant ton premier pion simple. Tu perds quand tu n'as plus de pion GIPF sur le plateau, ou plus de réserve alors que tu dois pousser.
rules-potentials = **Potentiels** (`standard+potentials`, `tournament+T6`, `ultimate`) : des pions chargés du pouvoir d'un autre jeu du projet GIPF. Fais-les tous entrer avant ton premier pion simple (`Ta1-b2` pousse un pion simple portant un potentiel TAMSK) ; une poussée simple fait perdre le reste de ta main. Une rangée qui contient un pion chargé doit être prise ; un pion chargé peut être gardé comme un pion GIPF. **Ultimate** : jeu de tournoi, 3 de chaque type et 3 pions de plus chacun.
rules-potentials-uses = Au lieu de pousser, utilise un pion chargé : ZÈRTZ saute par-dessus une ligne de pions (`Z:c3-f5`), YINSH glisse sur des cases vides (`Y:d4-g5`), DVONN saute sur un pion adverse voisin et le couvre (`D:d4-e4`), PÜNCT couvre un pion GIPF adverse voisin, qui compte alors pour toi (`P:c3-d4`). Quand un pion TAMSK arrive en e5, son propriétaire, même au tour de l'autre, pousse aussitôt son potentiel (`T:e9-e8`) ou écrit `keep`. Une case couverte appartient à la couleur du dessus ; un retrait n'enlève que la coiffe du dessus. Réserve vide, tu continues tant que tu peux utiliser un potentiel.
rules-link = Règles complètes : { $url }

cmd-takeback = demander à l'adversaire de reprendre ton dernier tour (`accept takeback` ou `decline takeback` répond)

cmd-claim = réclamer la victoire au temps quand le temps de l'adversaire est écoulé (salons avec `settings timeout claim`)
cmd-report = déclarer le résultat du jeu convenu pour trancher un défi (épreuve `agreed`), de ton côté : `win`, `draw` ou `loss`

cmd-vacation = arrêter tes pendules dans toutes tes parties pour quelques jours (`vacation 7`, `vacation off`, `vacation` pour les jours restants)

cmd-confirm = montrer chaque poussée choisie avec les boutons avant qu'elle compte (`confirm on`, `confirm off`)

cmd-notify = où vont les avis de ton tour : une mention dans le salon, un message privé ou nulle part (`notify dm`)
