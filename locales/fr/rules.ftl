# Les mots des règles : couleurs, ce qu'a fait un tour, comment une partie s'est terminée, pourquoi une action est illégale.
# Les erreurs d'action sont des propositions : pas de majuscule au début, pas de point à la fin.

color-white = Blanc
color-black = Noir

event-pushed = { $color } a poussé { $push }
event-pushed-to = { $color } a poussé { $push } (jusqu'en { $end })
event-removed = { $color } { $back ->
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
event-left-rows = { $color } a laissé les rangées restantes

reason-no-gipf = { $loser } n'a plus de pion GIPF
reason-no-reserve = { $loser } n'a plus de pion à pousser
outcome = { $winner } gagne : { $reason }

action-empty = aucune action indiquée : écris une poussée comme b1-b2, un retrait comme xc3,d4,e5,f5, ou done
action-syntax = { $text } n'est pas une action : écris une poussée comme b1-b2 (Gb1-b2 pour un pion GIPF), un retrait comme xc3,d4,e5,f5, ou done
action-not-a-point = { $text } n'est pas une case du plateau (les cases vont de a1 à i5, le centre est e5)
action-not-a-dot = { $point } n'est pas un point
action-not-on-line = { $dot }-{ $to } : { $to } n'est sur aucune ligne qui entre dans le plateau depuis { $dot }
action-wrong-end = { $dot }-{ $given } : cette poussée s'arrête en { $actual }, écris donc { $dot }-{ $actual } ou { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given } : { $first } est vide, donc cette poussée s'arrête en { $first } : écris { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } désigne la fin d'une poussée ; seule une position permet de dire si c'est juste (écris { $dot }-{ $first })
action-game-over = la partie est terminée
action-removal-pending = { $color } doit d'abord décider quelle rangée retirer
action-blocked = { $dot }-{ $first } est bloqué : les cases de { $first } à { $last } sont toutes occupées
action-empty-reserve = { $color } n'a plus de pion en réserve
action-reserve-too-small = un pion GIPF prend 2 pions dans la réserve et { $color } n'en a plus qu'un
action-gipf-outside-tournament = seul le jeu de tournoi fait entrer des pions GIPF : pousse un pion simple ({ $push })
action-first-push-gipf = tournoi : la première poussée de { $color } doit être un pion GIPF (écris G devant la poussée, comme dans Gb1-b2)
action-no-more-gipf = tournoi : { $color } a déjà poussé un pion simple et ne peut plus faire entrer de pions GIPF
action-no-row = il n'y a aucune rangée à retirer pour le moment
action-repeated = { $point } apparaît deux fois
action-not-a-spot = { $point } est un point : aucun pion ne s'y trouve
action-not-gipf = { $point } ne porte pas de pion GIPF : enlève le G devant
action-no-such-removal = aucun retrait de rangée ne prend exactement { $given } ; les choix possibles sont { $choices }
action-done-compulsory-row = done n'est pas encore possible : une rangée qui contient un pion simple doit être retirée
action-done-opponent-rows = done n'est pas possible : les rangées restées en place après la poussée de l'adversaire doivent être retirées
action-done-nothing-to-leave = done sert seulement à laisser des rangées facultatives après ta poussée ; avant une poussée, pousse simplement

# Potentiels : les noms des types (TAMSK, ZÈRTZ, ...) sont les noms des jeux.
event-used = { $color } a utilisé { $kind } { $from }-{ $to }
event-kept = { $color } a gardé le potentiel TAMSK en e5
action-no-potentials = { $action } : cette partie se joue sans potentiels
action-tamsk-pending = { $color } doit d'abord décider pour le pion TAMSK en e5 : pousser son potentiel (T:<point>-<case>) ou keep
action-not-tamsk-stage = { $action } n'est possible que lorsqu'un pion TAMSK vient d'arriver en e5
action-not-in-hand = { $color } n'a plus de potentiel { $kind } en main
action-no-loaded-push = { $color } ne peut pas faire entrer de pion chargé maintenant
action-no-loaded-piece = { $point } ne porte pas de pion chargé { $kind } découvert de { $color } : seul un tel pion peut utiliser son potentiel
action-tamsk-not-now = un potentiel TAMSK ne s'utilise que lorsque son pion arrive en e5
action-bad-target = { $kind } depuis { $from } ne peut pas aller en { $to } ; il peut aller en { $choices }
action-wrong-mark = la marque devant { $point } ne correspond pas à ce qui s'y trouve : écris { $fix }
