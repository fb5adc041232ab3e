## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.
# Français : « défi » est le défi, « défier »/« accepter » challenge/allow, « utilisation » une
# utilisation (use), « épreuve » l'épreuve (trial), « tentative » une tentative, comme dans rules.ftl.

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) veut utiliser { $kind } : `{ $pending }`. @{ $challenger }, tu défies ou tu acceptes ? Il te reste { $left ->
        [one] { $left } tentative
       *[other] { $left } tentatives
    } sur { $attempts } ; un défi se décide { $trial ->
        [die] aux dés
        [game] par une partie de { $game }
       *[agreed] par un jeu dont vous conviendrez
    }. Réponds `challenge` ou `allow`.
# Whose decision it is at stage c (the board's line).
contest-decision = À **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** de décider : défier ou accepter `{ $pending }` de { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (tentatives restantes : { -white } { $white_left }, { -black } { $black_left } ; { $trial ->
        [die] dés
        [game] une partie de { $game }
       *[agreed] un jeu convenu
    }) : @{ $name }.
# Stage r, waiting for a trial.
contest-waiting = En attente de l'épreuve qui décide de `{ $pending }` de { $user_color ->
        [white] { -white }
       *[black] { -black }
    }.
# The die's outcome, played at once.
contest-die = @{ $challenger } défie `{ $pending }` ({ $left ->
        [0] plus aucune tentative
        [one] encore { $left } tentative
       *[other] encore { $left } tentatives
    }). Dés : { -white } { $white }, { -black } { $black } — { $outcome ->
        [stands] l'utilisation est maintenue.
        [tie] l'utilisation est maintenue (l'égalité profite à { $user_color ->
            [white] { -white }
           *[black] { -black }
        }, qui utilise le potentiel).
       *[fails] l'utilisation échoue.
    }
contest-lost-use = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } perd le potentiel { $kind } en { $spot } et rejoue, @{ $user }.
contest-lost-tamsk = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } perd le potentiel TAMSK en e5, et le tour continue.
contest-allowed = @{ $challenger } accepte `{ $pending }`.
button-challenge = Défier
button-allow = Accepter

# Refusals, each saying what to do instead.
contest-not-yours = C'est à { $color ->
        [white] { -white }
       *[black] { -black }
    } de décider : @{ $name } défie ou accepte ton utilisation `{ $pending }`.
contest-referee-only = Les joueurs ne jouent jamais `won` ni `lost` : le bot joue lui-même l'issue de l'épreuve d'un défi.
contest-trial-pending = Le défi contre `{ $pending }` attend son épreuve : rien ne peut être joué avant qu'il soit tranché.
contest-agreed-ai = L'IA ne peut pas jouer à un jeu hors du bot : choisis `die` ou `game`, comme dans ultimate+die2.
contest-tournament = Les tournois se jouent sans défis : retire les défis de la variante (comme `+die2`).
contest-no-takeback = Un défi et son épreuve ne peuvent pas être repris : ce que l'épreuve a décidé est acquis.

# rules challenges
rules-challenges = **Défis** (`standard+potentials+die2`, `ultimate+die3`) : chaque joueur peut défier un potentiel que son adversaire veut utiliser, autant de fois que l'indique le nombre. Quand un joueur choisit une utilisation, son adversaire répond `challenge` ou `allow`. Un défi se décide aux dés, un dé chacun : si celui qui utilise le potentiel fait autant ou plus, son utilisation est maintenue. Si le défi réussit, le pion chargé devient un pion simple et le joueur rejoue. Les parties avec défis ne sont pas classées.

# L'épreuve convenue (étape r) : les deux joueurs déclarent le résultat d'un jeu joué ailleurs.
contest-agreed-ask = @{ $challenger } défie `{ $pending }`. Jouez le jeu dont vous avez convenu, puis déclarez chacun votre propre résultat : `report win`, `report draw` ou `report loss`.
contest-agreed-waiting = En attente des déclarations de @{ $white } et @{ $black }.
contest-reported = @{ $name } déclare : `{ $report }`. En attente de @{ $other }.
contest-reports-disagree = Les déclarations divergent (@{ $white } : `{ $white_report }`, @{ $black } : `{ $black_report }`) : déclarez à nouveau.
contest-agreed-result = D’après les déclarations, { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $result ->
        [win] a gagné
        [draw] a fait match nul
       *[loss] a perdu
    } au jeu convenu, donc l'utilisation `{ $pending }` { $outcome ->
        [stands] est maintenue.
       *[fails] échoue.
    }
contest-agreed-time-up = Le temps des déclarations est écoulé sans résultat concordant : l'utilisation `{ $pending }` est maintenue.
contest-report-first = Déclare d'abord le résultat de ton jeu convenu : `report win`, `report draw` ou `report loss`.
contest-nothing-to-report = Rien à déclarer dans { $id } : les déclarations ne servent qu'aux défis tranchés par un jeu convenu.
button-report = { $result ->
        [win] J'ai gagné
        [draw] Match nul
       *[loss] J'ai perdu
    }
rules-challenges-game = Avec `game` (`ultimate+game1`), un défi est tranché aussitôt par une partie jouée ici, dans le salon (dans son propre fil là où il y a des fils) : le jeu qui porte le nom du potentiel, comme le dit la règle du projet GIPF. Une utilisation de ZÈRTZ est tranchée par ZÈRTZ, de YINSH par YINSH, de DVONN par DVONN, de PÜNCT par PÜNCT, et une poussée TAMSK par TZAAR depuis une disposition tirée au hasard, à la place de TAMSK, retiré. Celui qui utilise le potentiel joue { -white } (le { -first } à ZÈRTZ) ; une victoire ou un match nul maintient l'utilisation. La sous-partie n'est pas classée, se termine comme toute partie (aussi par abandon ou au temps), et la partie principale l'attend, pendule arrêtée. Contre l'IA, l'IA la joue au même niveau.
rules-challenges-game-fallback = Un potentiel dont le jeu n'est pas encore joué ici ({ $kinds }) est tranché à la place par une partie de GIPF de base.
rules-challenges-agreed = Avec `agreed` (`ultimate+agreed2`, pas contre l'IA), un défi se décide par un jeu que ton adversaire et toi jouez ailleurs : chacun déclare son propre résultat (`report win`, `report draw` ou `report loss`), et une victoire ou un match nul maintient l'utilisation. Quand le temps des déclarations est écoulé, une seule déclaration fait foi ; sans déclaration, ou avec deux qui divergent, l'utilisation est maintenue.

# L'épreuve par une partie : une sous-partie de GIPF de base tranche le défi.
contest-game-name = { $game ->
        [basic] GIPF de base
       *[other] { $game }
    }
contest-game-ask = @{ $challenger } défie `{ $pending }`. La partie { $sub } tranche : { $game }, { $side ->
        [first] { -first } : @{ $user } (qui utilise le potentiel), { -second } : @{ $challenger }
       *[white] { -white } : @{ $user } (qui utilise le potentiel), { -black } : @{ $challenger }
    } ; si @{ $user } gagne ou fait match nul, l'utilisation est maintenue. La partie { $main } attend.
contest-game-fallback = On ne joue pas encore à { $kind } ici, donc c'est le GIPF de base qui tranche à sa place.
contest-sub-game = Cette partie tranche un défi de la partie { $main } : si { $side ->
        [first] le { -first }
       *[white] { -white }
    } (qui utilise le potentiel) gagne ou fait match nul, l'utilisation est maintenue.
contest-game-result = La partie { $sub } ({ $game }) est terminée : { $outcome ->
        [stands] { $side ->
            [first] le { -first }
           *[white] { -white }
        }, qui utilise le potentiel, l'a gagnée, donc
        [drawn] match nul, donc
       *[fails] { $side ->
            [first] le { -second }
           *[white] { -black }
        }, qui a lancé le défi, l'a gagnée, donc
    } l'utilisation `{ $pending }` de { $user_color ->
        [white] { -white }
       *[black] { -black }
    } { $outcome ->
        [fails] échoue.
       *[stands] est maintenue.
    }
contest-play-sub-game = La partie { $sub } tranche d'abord le défi : c'est là qu'il faut jouer.
contest-line-sub = (tranche un défi de la partie { $main })
contest-line-waits = (attend la partie qui tranche un défi)
contest-line-waits-for = (attend { $sub }, { $game })
