# Pourquoi une commande n'a rien fait : une phrase qui dit quoi faire à la place.

error-busy = La base de données est occupée pour le moment ; rien n'a été modifié. Réessaie dans un instant.
error-conflict = La partie { $id } a changé pendant que je la traitais ; rien n'a été modifié. Regarde `board { $id }` et réessaie.
error-database = Je n'arrive pas à joindre ma base de données pour le moment ; rien n'a été modifié. Réessaie plus tard (référence { $reference }).
error-internal = Quelque chose s'est mal passé de mon côté ; rien n'a été modifié. Réessaie, ou préviens l'opérateur du bot (référence { $reference }).
error-no-self-challenge = Tu ne peux pas te défier toi-même : défie quelqu'un d'autre, ou joue contre le bot avec `ai`.
error-no-ai-challenge = Pour jouer contre le bot, utilise `ai [level]`.
error-no-game-here = Tu n'as aucune partie en cours ici : lances-en une avec `ai` ou `challenge <user>`.
error-no-challenge = Il n'y a ici aucun défi auquel tu puisses répondre : `games` liste les tiens.
error-no-own-challenge = Tu n'as aucun défi ouvert à annuler : `games` liste les tiens.
error-own-challenge = C'est ton propre défi : attends une réponse, ou retire-le avec `cancel`.
error-open-no-decline = Un défi ouvert ne peut pas être refusé : ignore-le, ou accepte-le avec `accept`.
error-no-finished-game = Tu n'as ici aucune partie terminée pour une revanche : indiques-en une, par exemple `rematch #12`.
error-restarting = Je redémarre : rien n'a été modifié. Réessaie dans une minute ; tes parties ne risquent rien.
error-too-fast = Doucement : pas plus de { $max ->
        [one] { $max } commande
       *[other] { $max } commandes
    } par minute. Réessaie dans un instant.
error-too-many-challenges = { $max ->
        [one] Tu as déjà { $max } défi en attente de réponse : retire-le avec `cancel` avant d'en lancer un autre.
       *[other] Tu as déjà { $max } défis en attente de réponse : retires-en un avec `cancel` avant d'en lancer un autre.
    }
error-too-many-ai-games = { $max ->
        [one] Tu joues déjà { $max } partie contre moi : termine-la ou abandonne-la (`resign`) d'abord.
       *[other] Tu joues déjà { $max } parties contre moi : termine ou abandonne (`resign`) l'une d'elles d'abord.
    }
error-unknown-user = Je ne connais pas { $name } : mentionne cette personne, ou demande-lui de m'écrire quelque chose d'abord.
error-ambiguous-user = Plusieurs personnes s'appellent { $name } : mentionne celle que tu veux dire.
id-list-more = { $list } et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    }
error-no-such-game = Pas de partie { $id } ici.
error-no-such-game-yours = Pas de partie { $id } ici. Tes parties : { $list }.
error-which-game = Tu as plusieurs parties ici ({ $list }) : ajoute le numéro, par exemple `board { $first }`.
error-which-challenge = Plusieurs défis correspondent ({ $list }) : ajoute le numéro, par exemple `accept { $first }`.
error-damaged = Impossible de lire la partie { $id } dans ma base de données ; merci de prévenir l'opérateur du bot.
error-stale = Ce plateau n'est plus à jour : la partie a avancé. `board { $id }` affiche le plateau actuel.
error-already-played = `{ $action }` a déjà été joué dans { $id }.
error-game-over = La partie { $id } est terminée : { $result }.
error-not-started = { $id } est un défi, pas encore une partie : la partie commence quand le défi est accepté.
error-not-finished = La partie { $id } est toujours en cours : termine-la (ou `resign`) avant une revanche.
error-not-your-game = Tu ne joues pas dans { $id } : `games` liste tes parties.
error-not-your-challenge = Ce n'est pas à toi de répondre au défi { $id } : `games` liste les tiens.
error-not-your-decision = C'est { $color ->
        [white] à { -white }
       *[black] à { -black }
        [first] au { -first }
        [second] au { -second }
    } de décider : attends @{ $name }.
error-illegal = { $reason }.
error-no-options = Un numéro choisit une option de retrait, et il n'y en a aucune pour le moment : écris une poussée comme `b1-b2` (pas { $n }).
error-no-such-option = { $count ->
        [one] Il n'y a qu'une option de retrait, numérotée { $count } sur l'image : { $n } n'est pas valide.
       *[other] Il y a { $count } options de retrait, numérotées de 1 à { $count } sur l'image : { $n } n'en fait pas partie.
    }
error-no-push-from = Aucune poussée n'est possible depuis { $dot } pour le moment : choisis un autre point.
error-no-use-from = Le pion en { $spot } n'a pas de potentiel à utiliser maintenant : choisis-en un autre.
error-no-move-from = La pile en { $space } ne peut pas bouger maintenant : choisis-en une autre.
error-other-game = `{ $action }` est une action de { $of }, et cette partie est une partie de { $here } : écris une action de { $here }.
error-bad-button = Ce bouton ne vient pas de moi ; utilise `board` pour en obtenir un nouveau.
error-not-moderator = Seuls les modérateurs peuvent modifier les réglages de ce salon ({ $who }). `settings` les affiche.
error-unknown-setting = Il n'y a pas de réglage `{ $name }` : `settings` les liste.
error-bad-setting-value = `{ $value }` n'est pas une valeur possible pour `{ $name }` : écris { $expected }.
setting-expected-switch = `activé` (`on`), `désactivé` (`off`) ou `default`
setting-expected-time = une cadence comme `3d` (jours par coup), `10m` (minutes par coup), `3d+1d` (une réserve et ce qu'ajoute chaque tour) ou `none`, ou `default`
error-unknown-language = Je ne parle pas encore `{ $code }` : choisis parmi { $list }.

## Commandes illisibles

command-empty = Écris une commande, par exemple `ai` pour jouer contre le bot, ou `help`.
command-unknown = Je ne connais pas `{ $word }` : `help` liste les commandes.
command-missing = `{ $command }` attend { $what } : `help { $command }` montre comment faire.
command-unexpected = `{ $command }` n'accepte pas `{ $word }` : `help { $command }` montre comment faire.
command-too-long = C'est trop long pour une commande ({ $chars } caractères ; { $max } au maximum) : `help` liste les commandes.
command-bad-time = `{ $text }` n'est pas une cadence : écris 3d (jours par coup), 10m (minutes par coup), 3d+1d ou 10m+20s (une réserve et ce qu'ajoute chaque tour) ou none.
command-bad-variant = `{ $text }` n'est pas une variante : { $reason }. Écris standard+potentials, standard+T6 (une main de potentiels) ou ultimate.
command-unknown-variant = `{ $text }` n'est ni un jeu ni une variante : écris `standard`, `basic`, `tournament` ou `ultimate` pour GIPF, `dvonn`, `tzaar`, `tzaar-fixed` ou `tzaar-tournament` pour TZAAR, ou `yinsh` ou `yinsh-blitz` pour YINSH.
command-variant-of-gipf = `{ $text }` : les potentiels et les défis appartiennent à GIPF ; { $game } se joue avec `{ $word }`.
command-bad-game-id = `{ $text }` n'est pas un numéro de partie : écris-le sous la forme #12.
missing-user = un joueur à défier
missing-report = ton propre résultat au jeu convenu : `win`, `draw` ou `loss`
missing-action = une action comme b1-b2
missing-setting-value = une valeur, comme `settings language cs`
missing-time = une cadence après `time` (3d, 10m, 3d+1d ou none)

error-takeback-nothing = Rien à reprendre pour toi dans { $id } : seulement ton dernier tour, tant que ton adversaire n'a rien décidé dans le sien.
error-takeback-open = Une reprise est déjà demandée dans { $id } : attends la réponse.
error-takeback-none = Personne n'a demandé de reprise dans { $id }.
error-takeback-own = C'est toi qui as demandé cette reprise dans { $id } : ton adversaire répond.
error-takeback-rated-ai = Les reprises contre l'IA sont réservées aux parties non classées ; { $id } est classée.
error-takeback-ai-thinking = L'IA décide dans { $id } : demande quand elle aura joué.

error-claim-not-due = Rien à réclamer dans { $id } : la victoire au temps se réclame quand le temps de ton adversaire est écoulé et qu'il n'a pas décidé depuis.

error-vacation-already = Tu es déjà en vacances jusqu'au { $until } UTC : `vacation off` les termine.
error-vacation-days = Écris la durée de tes vacances en jours entiers, de 1 à { $max } : `vacation 7`.
error-vacation-allowance = Il te reste { $left } jours de vacances cette année (sur { $allowance }) : demande moins.
error-vacation-not-on = Tu n'es pas en vacances.

command-bad-switch = `{ $text }` n'est ni `on` ni `off` : écris `{ $command } on` ou `{ $command } off`.

command-bad-notify = `{ $text }` n'est pas une destination pour les avis : écris `notify mention`, `notify dm` ou `notify off`.
notify-no-dm = Les messages privés ne sont pas disponibles ici : écris `notify mention` ou `notify off`.
error-no-place-type = Tu n'as plus de { $kind } à poser : choisis un autre type.
