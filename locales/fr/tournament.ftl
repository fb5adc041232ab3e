# Tournois (ticket 31) : les messages de l'organisateur, les réponses à `tournament ...` et
# leurs refus. Markdown : **gras**, `code`.

## Formules et conditions

tournament-format = { $format ->
        [swiss] système suisse
        [roundrobin] toutes rondes
        [double-roundrobin] toutes rondes aller-retour
        [knockout] élimination directe
        [knockout-bo3] élimination directe, matchs en deux manches gagnantes
       *[knockout-bo5] élimination directe, matchs en trois manches gagnantes
    }
tournament-rated = { $rated ->
        [yes] classé
       *[no] non classé
    }
tournament-terms = { $format }, { $variant ->
        [dvonn] DVONN
        [tzaar] TZAAR
        [tzaar-fixed] TZAAR (`tzaar-fixed`)
        [tzaar-tournament] TZAAR (`tzaar-tournament`)
        [yinsh] YINSH
        [yinsh-blitz] YINSH (`yinsh-blitz`)
        [zertz] ZÈRTZ
        [zertz-blitz] ZÈRTZ (`zertz-blitz`)
        [zertz48] ZÈRTZ (`zertz48`)
        [zertz61] ZÈRTZ (`zertz61`)
        [punct] PÜNCT
        [punct-basic] PÜNCT (`punct-basic`)
       *[other] GIPF { $variant }
    }, { $time }, { $rated }
tournament-swiss-rounds = { $n ->
        [one] { $n } ronde
       *[other] { $n } rondes
    }
tournament-max = au plus { $max } joueurs
tournament-starts-at = commence tout seul à { $when } UTC
tournament-starts-by-hand = commence avec `tournament start { $id }`

## L'annonce et l'état

tournament-created = **{ $id }** : { $creator } ouvre un tournoi : { $terms }. Inscris-toi avec `tournament join { $id }`, retire-toi avec `tournament leave { $id }`.
tournament-players = { $count ->
        [0] Personne n'est encore inscrit.
        [one] 1 joueur : { $names }
       *[other] { $count } joueurs : { $names }
    }
tournament-withdrawn = { $name } (retiré)
tournament-state-signup = **{ $id }** ({ $terms }) est ouvert : inscris-toi avec `tournament join { $id }`.
tournament-state-running = **{ $id }** ({ $terms }) : ronde { $round } sur { $rounds }.
tournament-state-finished = **{ $id }** ({ $terms }) est terminé.
tournament-state-cancelled = **{ $id }** ({ $terms }) a été annulé.
tournament-list-title = **Tournois ici**
tournament-none = Aucun tournoi n'est ouvert ici. Un modérateur en crée un avec `tournament create swiss` (ou `roundrobin`, `knockout`).

## Rondes

tournament-round-title = **{ $id }**, ronde { $round } sur { $rounds } :
tournament-board = Table { $board } : @{ $white } ({ $white_side ->
        [first] { -first }
       *[white] Blanc
    }) contre @{ $black } ({ $black_side ->
        [second] { -second }
       *[black] Noir
    }), partie **{ $game }**{ $link }
tournament-board-played = Table { $board } : { $white } ({ $white_side ->
        [first] { -first }
       *[white] Blanc
    }) contre { $black } ({ $black_side ->
        [second] { -second }
       *[black] Noir
    }), partie **{ $game }** : { $result }
tournament-board-forfeit = Table { $board } : { $white } ({ $white_side ->
        [first] { -first }
       *[white] Blanc
    }) contre { $black } ({ $black_side ->
        [second] { -second }
       *[black] Noir
    }) : { $result }
tournament-result = { $outcome ->
        [white] Blanc a gagné
        [black] Noir a gagné
        [first] le { -first } a gagné
        [second] le { -second } a gagné
        [draw] nulle
        [white-forfeit] Blanc gagne par forfait
        [black-forfeit] Noir gagne par forfait
        [first-forfeit] le { -first } gagne par forfait
        [second-forfeit] le { -second } gagne par forfait
       *[double-forfeit] pas de partie, les deux se sont retirés
    }
tournament-bye = { $name } est exempt cette ronde (1 point).
tournament-rest = { $name } se repose cette ronde.
tournament-match = Match : { $top } { $top_wins }–{ $bottom_wins } { $bottom }
tournament-walkover = { $winner } se qualifie : { $loser } s'est retiré.
tournament-advances = { $name } se qualifie sans jouer.

## Classement

tournament-standings-after = Classement après la ronde { $round } :
tournament-standings-during = Classement pendant la ronde { $round } ({ $over } parties terminées sur { $games }) :
tournament-standings-final = Classement final :
tournament-standings-none = Aucune ronde n'a encore été jouée.
tournament-standing = { $rank }. { $name } : { $points }
tournament-tie-breaks = Les égalités sont départagées par { $list }.
tournament-winner = 🏆 **{ $name }** remporte **{ $id }** !
tournament-no-winner = **{ $id }** s'est terminé sans vainqueur : il restait trop peu de joueurs.

## Réponses

tournament-joined = { $name } s'inscrit à **{ $id }**. { $players }
tournament-left = { $name } n'est plus inscrit à **{ $id }**.
tournament-withdrew = { $name } se retire de **{ $id }** : les parties restantes sont perdues par forfait.
tournament-kicked = { $who } a retiré { $name } de **{ $id }**.
tournament-started = **{ $id }** commence avec { $count } joueurs : { $rounds }. Les appariements suivent.
tournament-cancelled = { $who } a annulé **{ $id }**. Ses parties en cours continuent comme des parties ordinaires.
tournament-resigned = { $name } a abandonné la partie { $game } en se retirant.

## Refus

error-tournament-not-found = Il n'y a pas de tournoi { $id } ici : `tournament` liste ceux de ce salon.
error-tournament-which = Plusieurs tournois sont ouverts ici ({ $ids }) : nomme-en un, comme dans `tournament join { $first }`.
error-tournament-none-open = Aucun tournoi n'est ouvert ici : un modérateur en crée un avec `tournament create swiss`.
error-tournament-already-joined = Tu es déjà inscrit à { $id }.
error-tournament-full = { $id } est complet : il accueille { $max } joueurs.
error-tournament-not-in-signup = { $id } a commencé ou est terminé : on ne s'inscrit qu'avant le début.
error-tournament-not-joined = Tu n'es pas inscrit à { $id }.
error-tournament-player-not-in = { $name } n'est pas inscrit à { $id }.
error-tournament-ended = { $id } est terminé : plus rien n'y change.
error-tournament-started = { $id } est déjà en cours.
error-tournament-moderators = Seuls un modérateur ou le créateur du tournoi peuvent faire cela.
error-tournament-create-moderators = Seul un modérateur peut créer un tournoi dans ce salon (un modérateur peut l'ouvrir à tous : `settings open-tournaments on`).
error-tournament-too-few = { $format } demande au moins { $needed } joueurs, et { $players } sont inscrits.
error-tournament-too-many-rounds = { $players } joueurs peuvent jouer au plus { $most } rondes au système suisse sans se rencontrer deux fois : demande { $most } ou moins.
error-tournament-no-rounds = Un tournoi au système suisse demande au moins une ronde.
error-tournament-too-many = Un tournoi accueille au plus { $most } joueurs.
error-tournament-max-too-small = { $format } demande au moins { $needed } joueurs : indique `max { $needed }` ou plus.
error-tournament-starts-past = L'heure de début { $when } UTC est passée : donnes-en une plus tard.

## Lire la commande

command-bad-format = `{ $text }` n'est pas une formule de tournoi : écris `swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3` ou `knockout-bo5`.
command-bad-number = `{ $text }` n'est pas un nombre pour `{ $option }` : écris un entier comme 5.
command-bad-starts = `{ $text }` n'est pas une heure de début : écris `starts 18:30` (UTC), `starts 2h` ou `starts 2026-12-24T18:00`.
command-bad-tournament = `{ $text }` n'est pas un numéro de tournoi : écris-le comme T3.
missing-format = une formule (`swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3`, `knockout-bo5`)
missing-number = un nombre après le mot-clé
missing-starts = une heure de début après `starts` (18:30 UTC, 2h, 2026-12-24T18:00)
missing-tournament-user = le joueur à retirer

## Départages et aide

tie-break = { $name ->
        [buchholz] Buchholz (sans le plus faible)
        [sonneborn-berger] Sonneborn-Berger
        [direct] confrontation directe
        [wins] parties gagnées
       *[rating] classement Elo du début
    }
cmd-tournament = les tournois de ce salon : `tournament create <format> [variant] [rounds N] [time <control>] [starts <when>] [max N] [rated|unrated]` (modérateurs), puis `join`, `start`, `standings` ; seule : leur état
console-tournament = nouvelles d'un tournoi
discord-tournament = Les tournois de ce serveur : créer, s'inscrire, se retirer, commencer, classement
opt-tournament = Que faire : `create swiss`, `join`, `leave`, `start`, `standings`, `kick <user>`, `T3`

## La page du tournoi et son tableau

tournament-page = La page du tournoi : { $url }
tournament-bracket-round = { $left ->
        [1] Finale
        [2] Demi-finales
        [3] Quarts de finale
       *[other] Ronde { $round }
    }
tournament-bracket-bye = exempt
tournament-bracket-walkover = forfait
tournament-button-join = S'inscrire
tournament-button-leave = Se désinscrire
opt-tournament-what = Que faire (sans choix, l'état du tournoi)
opt-tournament-id = Le tournoi, comme T3 (sans choix, le seul ouvert ici)
opt-tournament-format = La formule d'un nouveau tournoi
opt-tournament-rounds = Rondes du système suisse (sans choix, selon le nombre de joueurs)
opt-tournament-starts = Quand il commence de lui-même : 18:30 (UTC), 2h ou 2026-12-24T18:00
opt-tournament-max = Le nombre maximal de joueurs
opt-tournament-rated = Si ses parties comptent pour la cote (oui sans choix)
opt-tournament-user = Le joueur à retirer
choice-state = état
choice-create = créer
choice-join = s'inscrire
choice-leave = se retirer
choice-start = commencer
choice-standings = classement
choice-cancel = annuler
choice-kick = exclure
choice-swiss = système suisse
choice-roundrobin = toutes rondes
choice-double-roundrobin = toutes rondes aller-retour
choice-knockout = élimination directe
choice-knockout-bo3 = élimination, 2 victoires sur 3
choice-knockout-bo5 = élimination, 3 victoires sur 5
tournament-game = Tournoi **{ $id }**, ronde { $round }, table { $board }.
