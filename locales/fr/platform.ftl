# Ce que disent eux-mêmes les adaptateurs de chat, et les descriptions des commandes Discord (100
# caractères au plus chacune ; Discord les affiche dans son sélecteur de commandes).

discord-posted-elsewhere = Publié dans <#{ $channel }>.
discord-done = C'est fait.
discord-played = Joué.
discord-could-not-post = Je n'ai pas pu publier dans <#{ $channel }> (permission manquante ?). { $text }
discord-game-in-thread = { $first_line } La partie se joue dans <#{ $channel }>.
discord-went-wrong = Quelque chose s'est mal passé de mon côté ; réessaie, s'il te plaît.
discord-could-not-read = Je n'ai pas pu lire ceci : { $error }
discord-thread-name = Partie de GIPF { $id }

discord-gipf = Joue à GIPF : défis, coups, parties contre l'IA
discord-gipf-info = GIPF : aide, règles, niveaux de l'IA, classements, statistiques
discord-gipf-settings = Ta langue et tes avis, vacances ; les réglages de ce serveur
discord-gipf-study = Étudie GIPF : analyses de parties, l'avis du moteur, problèmes, leçons
discord-help = Ce que le bot sait faire
discord-rules = Un résumé des règles et un lien vers les règles complètes
discord-challenge = Défier quelqu'un pour une partie
discord-open = Un défi ouvert que n'importe qui ici peut accepter
discord-accept = Accepter un défi
discord-decline = Refuser un défi
discord-cancel = Retirer ton défi
discord-ai = Jouer contre le bot
discord-levels = Les niveaux de l'IA et leurs classements
discord-move = Jouer une action : b1-b2, Gb1-b2, xc3,d4,e5,f5 ou done
discord-board = Le plateau de la partie
discord-resign = Abandonner la partie
discord-takeback = Demander à l'adversaire de reprendre ton dernier tour
discord-claim = Réclamer la victoire au temps
discord-vacation = Arrêter tes pendules dans toutes tes parties pour quelques jours
discord-confirm = Montrer chaque poussée choisie avec les boutons avant qu'elle compte
opt-confirm-on = Activé ou non (sans choix, l'état actuel)
opt-vacation-days = Jours d'absence (sans choix, les jours restants de l'année)
opt-vacation-off = Finir tes vacances maintenant
discord-rematch = Une nouvelle partie avec les couleurs inversées
discord-games = Tes parties et tes défis en cours
discord-history = La feuille de partie en notation officielle
discord-leaderboard = Les classements de ce serveur ou de partout
discord-stats = Classement, résultats et face-à-face
discord-settings = Les réglages de ce serveur (les modérateurs les modifient)
discord-language = La langue dans laquelle le bot te parle

opt-user-challenge = La personne que tu défies
opt-variant = Variante (standard si omise)
opt-hand = Potentiels en main au lieu de ceux de la variante, comme T6 ou Z3D3
opt-challenges = Défis de l'usage d'un potentiel : l'épreuve et les essais de chacun, comme ultimate+die2
opt-colour = Ta couleur (au hasard si omise)
opt-time = Temps par décision : 3d (jours), 10m (minutes), une réserve comme 3d+1d, ou none
opt-challenge = Le défi, sous la forme #12
opt-challenger = La personne qui t'a défié
opt-own-challenge = Ton défi, sous la forme #12
opt-level = Le niveau de l'IA
opt-action = L'action : b1-b2, Gb1-b2, xc3,d4,e5,f5 ou done
opt-game-several = La partie, sous la forme #12 (utile seulement si tu en as plusieurs)
opt-game = La partie, sous la forme #12
opt-finished-game = La partie terminée, sous la forme #12
opt-scope = Ce serveur (par défaut) ou partout
opt-stats-user = De qui voir les statistiques (toi si omis)
opt-command = Une commande à expliquer
opt-setting = Le réglage à modifier (omets-le pour les voir tous)
opt-setting-value = Sa nouvelle valeur, ou default
opt-language = Un code de langue (en, cs, ru, nl, de, fr) ou default

choice-standard = standard
choice-basic = de base
choice-tournament = tournoi
choice-potentials = potentials
choice-challenges = défis
choice-dvonn = DVONN
choice-tzaar = TZAAR
choice-yinsh = YINSH
choice-zertz = ZÈRTZ
choice-punct = PÜNCT
choice-white = blanc
choice-black = noir
choice-random = au hasard
choice-beginner = débutant
choice-casual = amateur
choice-intermediate = intermédiaire
choice-strong = fort
choice-master = maître
choice-server = ce serveur
choice-global = partout

moderator-discord = les membres qui ont la permission Gérer le serveur
moderator-matrix = les membres du salon de niveau de pouvoir 50 ou plus

matrix-leave-refused = Seul un modérateur de ce salon peut me faire partir.
matrix-goodbye = Au revoir ! Invite-moi à nouveau pour jouer.
matrix-answer-direct = Ma réponse est dans notre discussion privée, pour que le problème du jour reste un problème pour tous les autres.

console-welcome = Console gipfbot. Tu es { $name }. Tape `ai` pour jouer contre le bot, `help` pour les commandes, `as <name>` pour changer de joueur, `quit` pour quitter.
console-as-usage = Écris `as <name>` avec un nom d'un seul mot.
console-now = Tu es maintenant { $name }.
console-your-turn = { $names } : à toi de jouer.
console-challenged = { $names } : tu as un défi.
console-reminder = { $names } : rappel.
console-game-over = { $names } : partie terminée.
console-answered = { $names } :
console-image = Image du plateau : { $path }
console-image-failed = (impossible d'écrire l'image du plateau dans { $path } : { $error })
console-type-number = Tape le numéro de ton choix (ou le retrait lui-même).


choice-language = langue
choice-time = cadence
choice-rated-ai = parties contre l'IA classées
choice-redact = masquer les anciens plateaux
choice-threads = fils de discussion
choice-public = pages publiques
choice-open-tournaments = tournois ouverts à tous
choice-timeout = temps écoulé

discord-notify = Où vont les avis de ton tour : une mention, un message privé ou nulle part
opt-notify-to = `mention`, `dm` ou `off` (sans choix, l'état actuel)
choice-mention = mention
choice-dm = message privé
choice-off = désactivé

## Discord's menus: what each asks for (its placeholder).
menu-push-from = Pousser depuis…
menu-use = Utiliser un potentiel…
menu-remove = Retirer…
menu-place = Poser en…
menu-stack = Déplacer la pile en…
menu-landing = Le déplacer en…
menu-choose = Choisir…
menu-take-away = Retirer l'anneau…
menu-capture-with = Prendre avec la bille en…
menu-piece = Poser une pièce…
menu-column = Colonne du PÜNCT…
menu-move-piece = Déplacer la pièce en…
