# Les réponses de gipfbot dans le chat : parties, défis, l'IA, listes et réglages.
# Markdown : **gras**, `code`. La notation (b1-b2, xc3,d4), les mots de commande (`board #12`) et
# la chaîne de position restent tels quels dans toutes les langues. Arguments : $id est un numéro de
# partie comme « #12 » ; $name, $me, $them, $white, $black sont des noms affichés ; les nombres
# choisissent les formes du pluriel.

## L'IA

# $level is the level's command word (beginner ... master), as the `ai` command takes it;
# the -ai-* terms are its name in sentences.
-ai-beginner = débutant
-ai-casual = occasionnel
-ai-intermediate = intermédiaire
-ai-strong = fort
-ai-master = maître
ai-name = IA ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    })
ai-game-started = Partie **{ $id }** : tu joues { $me ->
        [white] { -white }
       *[black] { -black }
        [first] en tant que { -first }
        [second] en tant que { -second }
    } contre l'IA ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    }), qui joue { $it ->
        [white] { -white }
       *[black] { -black }
        [first] en tant que { -first }
        [second] en tant que { -second }
    }.
level-beginner = anticipe un coup et se trompe souvent : un débutant peut gagner
level-casual = anticipe un coup
level-intermediate = anticipe deux coups
level-strong = calcule en profondeur, rapidement
level-master = le moteur complet, jusqu'à 2 s par décision
levels-title = **Niveaux de l'IA** (`ai <level>`) :
levels-line = `{ $level }`{ $default ->
        [yes] {" "}(par défaut)
       *[no] {""}
    } : { $description } ; { $rating }
levels-rated = classement { $rating } en { $variant } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
levels-unrated = pas encore classé

## Défis

colour-random = une couleur au hasard
colour-first = en premier
colour-second = en deuxième
colour-either = en premier ou en deuxième, au hasard
challenge-terms = { $variant ->
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
    }, { $me } joue { $colour }, { $time }
challenge-made = **{ $id }** : { $me } défie @{ $them } ({ $terms }). @{ $them } : `accept { $id }` ou `decline { $id }`.
challenge-open = **{ $id }** : { $me } lance un défi ouvert : { $terms }. Tout le monde ici peut relever le défi : `accept { $id }`.
challenge-state = { $id } : { $open ->
        [yes] défi ouvert
       *[no] défi
    }, { $variant ->
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
    }, { $time } : { $state }
state-waiting = en attente d'une réponse
state-declined = refusé
state-cancelled = annulé
state-expired = expiré
state-active = en cours
state-finished = terminé
challenge-closed-accepted = { $id } a déjà été accepté : `board { $id }` affiche la partie.
challenge-closed-declined = { $id } a été refusé.
challenge-closed-cancelled = { $id } a été retiré.
challenge-closed-expired = { $id } a expiré : lance un nouveau défi.
challenge-closed-open = { $id } est toujours ouvert.
challenge-declined = { $me } a refusé le défi { $id } de @{ $them }.
challenge-accepted = { $me } a accepté le défi de @{ $them } : la partie **{ $id }** commence.
challenge-cancelled = Défi { $id } retiré.
challenge-expired = Le défi { $id } a expiré sans réponse.

## Cadences

time-none = sans limite de temps
time-days = { $n ->
        [one] { $n } jour par coup
       *[other] { $n } jours par coup
    }
time-minutes = { $n ->
        [one] { $n } minute par coup
       *[other] { $n } minutes par coup
    }
hours-left = { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
seconds-left = { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
minutes-left = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }

## Résultats

result-rules = { $outcome }
result-resignation = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] Le { -first }
        [second] Le { -second }
    } gagne par abandon
result-time = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] Le { -first }
        [second] Le { -second }
    } gagne au temps
result-plain = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] Le { -first }
        [second] Le { -second }
    } gagne
ending-resigned = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] Le { -first }
        [second] Le { -second }
    } a abandonné
ending-time = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] Le { -first }
        [second] Le { -second }
    } a dépassé son temps
result-none = pas de résultat

## Un plateau en mots

board-head = **{ $id }** { $variant } · { $white } ({ $white_side ->
        [first] { -first }
       *[white] Blanc
    }) contre { $black } ({ $black_side ->
        [second] { -second }
       *[black] Noir
    }) · { $time }
board-last-turn = Dernier tour : { $last }.
board-over = **{ $result }.** `rematch { $id }` pour une nouvelle partie.
board-position = Position : `{ $position }`
decision-place-dvonn = { $color ->
        [white] À **{ -white }**
       *[black] À **{ -black }**
        [first] Au **{ -first }**
        [second] Au **{ -second }**
    } de poser une pièce DVONN : @{ $name }.
decision-place = { $color ->
        [white] À **{ -white }**
       *[black] À **{ -black }**
        [first] Au **{ -first }**
        [second] Au **{ -second }**
    } de poser une pièce : @{ $name }.
decision-move = { $color ->
        [white] À **{ -white }**
       *[black] À **{ -black }**
        [first] Au **{ -first }**
        [second] Au **{ -second }**
    } de déplacer une pile : @{ $name }.
board-last-action = Dernière décision : { $color ->
        [white] { -white }
       *[black] { -black }
        [first] le { -first }
        [second] le { -second }
    } { $action }.
board-cut-off = Coupé et retiré : { $spaces }.
decision-ai-thinking = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] Le { -first }
        [second] Le { -second }
    }** (l'IA) réfléchit…
decision-push = À **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** de pousser : @{ $name }.
decision-remove = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** choisit la rangée à retirer (numéros comme sur le plateau) : @{ $name }.
decision-tamsk = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** décide pour le pion TAMSK en e5 : pousser son potentiel (`T:<point>-<case>`) ou `keep` : @{ $name }.
history = **{ $id }** { $white } ({ $white_side ->
        [first] { -first }
       *[white] Blanc
    }) contre { $black } ({ $black_side ->
        [second] { -second }
       *[black] Noir
    }), { $count ->
        [one] { $count } décision
       *[other] { $count } décisions
    } :
reminder = @{ $name } : à toi de jouer dans { $id } ; il te reste environ { $left } avant de perdre au temps.
pick-direction = Poussée depuis { $dot } : choisis la direction.
pick-target = { $piece } : choisis où va son potentiel.
pick-stack-target = La pile en { $space } : choisis où elle va.
game-link = Suis la partie sur le web : { $url }
game-line = { $id } : { $variant } · { $white } contre { $black } · { $whose }
game-line-yours = **à toi de décider**
game-line-theirs = à { $name } de décider
game-line-over = terminée
game-line-left = encore { $left }
game-line-paused = pendule arrêtée (vacances)

## Listes

games-none = Tu n'as aucune partie ni aucun défi en cours : lances-en un avec `ai` ou `challenge <user>`.
games-title = **Tes parties et tes défis**
place-everywhere = tous salons confondus
place-room = dans { $room }
leaderboard-empty = Aucun classement { $variant } établi { $place } pour l'instant : un classement apparaît après quelques parties classées, tant que son joueur continue à jouer.
leaderboard-title = **Classement { $variant } { $place }**
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
stats-none = Aucune partie classée pour l'instant.
stats-rating = Classement { $variant } { $global ->
        [yes] global
       *[no] ici
    } : { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ± { $deviation } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
stats-results = { $variant } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }
stats-draws = { $variant } : { $draws ->
        [one] 1 partie nulle
       *[other] { $draws } parties nulles
    }
stats-challenges = Avec défis (sans classement, parties de défi comprises) : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }
stats-h2h = Contre toi : { $name } compte { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } et { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }

## Réglages et langues

settings-title = **Réglages de { $room }** (`settings <name> <value>` ; `settings <name> default` rétablit la valeur par défaut) :
settings-line = `{ $name }` : { $value }{ $default ->
        [yes] {" "}(par défaut)
       *[no] {""}
    } · { $description }
settings-changed = { $name } vaut désormais { $value }.
settings-reset = { $name } revient à sa valeur par défaut : { $value }.
setting-language = la langue des plateaux et des messages publics de ce salon
setting-time = la cadence des défis qui n'en précisent aucune
setting-rated-ai = si les parties contre l'IA comptent pour le classement
setting-redact = si les anciens plateaux d'une partie perdent leur image quand un plus récent est publié
setting-threads = si chaque partie a son propre fil
setting-public = si les parties et le classement de ce salon apparaissent sur les pages web
setting-open-tournaments = si tout le monde, pas seulement les modérateurs, peut créer des tournois ici
value-on = activé
value-off = désactivé
language-set = Désormais, je te parle dans cette langue : { $language }.
language-cleared = Je te parle désormais dans la langue de ce salon : { $language }.
language-current = Je te parle dans cette langue : { $language }. Langues disponibles : { $list }. `language <code>` en choisit une, `language default` suit la langue du salon.
value-operator = selon la configuration de l'opérateur du bot

time-bank = réserve de { $bank }, et { $increment } par tour
board-banks = Temps restant : { $white } { $white_left }, { $black } { $black_left }.

takeback-asked = @{ $opponent } : { $name } demande à reprendre son dernier tour dans **{ $id }**. Réponds par `accept takeback { $id }` ou `decline takeback { $id }`.
takeback-accepted = { $name } accepte : le dernier tour de { $asker } dans **{ $id }** est repris.
takeback-declined = { $name } refuse la reprise dans **{ $id }** ; la partie continue.
takeback-ai = Ton dernier tour dans **{ $id }** et la réponse de l'IA sont repris.
button-takeback-accept = Reprendre
button-takeback-decline = Refuser
history-taken-back = Repris : { $moves }

setting-timeout = ce qui arrive quand le temps d'un joueur est écoulé : `auto` (il perd) ou `claim` (son adversaire réclame la victoire, ou attend)
value-timeout-auto = automatique
value-timeout-claim = sur réclamation
time-up = @{ $claimer } : le temps de { $name } dans **{ $id }** est écoulé. `claim { $id }` gagne au temps ; ou attends, et la partie continue si { $name } décide.
button-claim = Réclamer la victoire
button-wait = Attendre
claim-waiting = Tu attends : `claim { $id }` reste possible tant que ton adversaire n'a pas décidé.

vacation-on = Tu es en vacances jusqu'au { $until } UTC : tes pendules sont arrêtées. `vacation off` les termine plus tôt ; il te reste { $left } jours de vacances cette année.
vacation-off-state = Tu n'es pas en vacances ; il te reste { $left } de tes { $allowance } jours de vacances cette année. `vacation 7` arrête tes pendules dans toutes tes parties pour 7 jours.
vacation-started = { $name } est en vacances jusqu'au { $until } UTC : les pendules des parties où c'est à { $name } de décider sont arrêtées (encore { $left } jours de vacances cette année).
vacation-ended = { $name } est rentré de vacances : les pendules repartent.
vacation-paused = @{ $opponent } : { $name } est en vacances jusqu'au { $until } UTC ; la pendule de **{ $id }** est arrêtée.
vacation-resumed = { $name } est de retour : la pendule de **{ $id }** repart, avec le temps qui restait.

confirm-on = Les poussées que tu choisis avec les boutons sont d'abord montrées, avec Confirmer et Annuler. `confirm off` les joue tout de suite ; les coups écrits comptent toujours tout de suite.
confirm-off = Les poussées que tu choisis avec les boutons comptent tout de suite. `confirm on` montre chacune d'abord, avec Confirmer et Annuler.
confirm-preview = Pousser `{ $action }` ? Voici le plateau après ; le coup compte quand tu confirmes.
confirm-cancelled = Annulé : rien n'a été joué. Choisis à nouveau.
button-confirm = Confirmer
button-cancel-push = Annuler

notify-mention = Les avis de ton tour te mentionnent dans le salon de la partie. `notify dm` les envoie en message privé ; `notify off` les arrête.
notify-dm = Les avis de ton tour arrivent en message privé, et non plus en mentions dans les salons ; les parties qui t'attendent à moins { $unit ->
        [seconds] { $n ->
            [one] d'une seconde
           *[other] de { $n } secondes
        }
       *[minutes] { $n ->
            [one] d'une minute
           *[other] de { $n } minutes
        }
    } d'écart arrivent en un seul message. `notify mention` revient en arrière.
notify-dm-closed = Tu as choisi les messages privés, mais le dernier n'a pas pu être remis (tes messages privés me sont fermés), alors je te mentionne dans les salons. Ouvre-les et écris `notify dm` pour réessayer.
notify-off = Tu ne reçois aucun avis de ton tour : les plateaux te nomment sans mention. `notify mention` ou `notify dm` les active.
direct-your-turn = C'est ton tour :
direct-your-turn-many = C'est ton tour dans { $n } parties :
direct-game = **{ $id }** contre **{ $opponent }**
direct-game-left = **{ $id }** contre **{ $opponent }**, encore { $left }
direct-closed = @{ $name } : c'est ton tour dans { $id }. Je n'ai pas pu t'envoyer de message privé (tes messages privés me sont fermés), alors je te mentionne ici à nouveau. Ouvre-les et écris `notify dm` pour réessayer.

## TZAAR and YINSH (their _choices.rs, text/game.rs): $what is the decision in the game's own words (tzaar.ftl, yinsh.ftl).
decision-what = **{ $what }** : @{ $name }.
choice-tzaar-type = { $kind } (encore { $left })
pick-tzaar-space = Choisis la case de ton { $kind }.
button-pass = Passer
pick-ring-landing = L'anneau en { $point } : choisis où il va.
