# The board image's panel and the buttons under a board. Short: the panel is narrow.

panel-reserve = Rezerva { $reserve }   Zajaté { $captured }
panel-on-board = { $count } na desce
panel-on-board-gipf = { $count } na desce, { $gipf } GIPF
panel-on-board-status = { $count } na desce, { $gipf } GIPF, { $status }
panel-status-first = 1. tah: GIPF
panel-status-gipf = smí přidat GIPF
panel-status-singles = jen obyčejné
panel-wins = { $name } vyhrává
panel-to-push = Na tahu: { $name }
panel-pushes-from-dot = { $color ->
        [white] { -white }
       *[black] { -black }
    } zasouvá kámen z tečky
panel-may-take-gipf-row = smí nejdřív vzít řadu GIPF
panel-remove-row = { $name }: odebrat řadu
panel-or-done = nebo ponechat: done
panel-after-push = po tahu
panel-made-by = po tahu hráče { $name }
panel-more = { $count ->
        [one] +{ $count } další
        [few] +{ $count } další
       *[other] +{ $count } dalších
    }

# A removal in the last turn on the panel: its counts as labels (the panel is narrow).
panel-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $back ->
        [0] zajato { $captured }
       *[other] zpět { $back }{ $captured ->
            [0] {""}
           *[other] , zajato { $captured }
        }
    }

button-accept = Přijmout
button-decline = Odmítnout
button-rematch = Odveta
button-done = done (ponechat zbytek)
button-gipf-push = { $action } (GIPF-kámen)
button-keep = Ponechat
button-loaded-push = { $action } ({ $kind })

# Potenciály.
panel-status-loaded = s potenciály
panel-tamsk = { $name }: TAMSK na e5
panel-tamsk-why = dorazil na e5: zasunout, nebo keep
panel-tamsk-other-turn = dorazil na e5 v tahu: { $name }
panel-before-action = odebráno před tahem

# Textová deska konzole (pod nakreslenou deskou).
text-side = { $name }  rezerva { $reserve }  zajaté { $captured }  GIPF na desce { $gipf }
text-hand = ruka { $hand }
text-legend = wT s potenciálem (T Z D Y P), wz použitý potenciál, b^w s čepičkou (základ ^ horní čepička, počet, je-li jich víc)
text-wins = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává: { $reason }
text-to-push = Na tahu je { $color ->
        [white] { -white }
       *[black] { -black }
    }
text-remove = { $color ->
        [white] { -white }
       *[black] { -black }
    } volí, kterou ze svých řad odebrat
text-remove-after = { $color ->
        [white] { -white }
       *[black] { -black }
    } volí, kterou ze svých řad odebrat po tahu { $other ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }
text-remove-before = { $color ->
        [white] { -white }
       *[black] { -black }
    } volí, kterou ze svých řad odebrat před svou akcí
text-remove-before-other = { $color ->
        [white] { -white }
       *[black] { -black }
    } volí, kterou ze svých řad odebrat před akcí { $other ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }
text-tamsk = { $color ->
        [white] { -white }
       *[black] { -black }
    } zasune potenciál TAMSK z e5, nebo ho ponechá
text-game-over = Hra skončila

## The challenges option: who decides at stage c, and the referee at stage r. $pending is the
# pending use in notation.
panel-challenge = Rozhoduje { $name }
panel-pending = { $pending }: challenge nebo allow
panel-pending-referee = { $pending }: platí využití?
panel-referee = Rozhoduje zkouška
panel-attempts = Zbývající pokusy: { -white } { $white }, { -black } { $black }
text-challenge = { $color ->
        [white] { -white }
       *[black] { -black }
    } rozhoduje o { $pending }: challenge nebo allow
text-referee = Zkouška rozhodne, zda { $pending } platí

## DVONN's board (gipf-render/src/dvonn.rs)
dvonn-panel-score = Skóre { $score }
dvonn-panel-to-place = Zbývá umístit: { $count }
dvonn-panel-wins = { $name } vyhrává { $high } : { $low }
dvonn-panel-draw = Remíza { $score } : { $score }
dvonn-panel-to-place-dvonn = { $name } umisťuje kámen DVONN
dvonn-panel-to-place-piece = { $name } umisťuje kámen
dvonn-panel-to-move = { $name } táhne věží
dvonn-panel-placement = Rozmisťování: umístěno { $placed } ze 49 kamenů
dvonn-panel-movement = Tahy: věž táhne o tolik polí, kolik je vysoká
dvonn-panel-over = Nikdo už nemůže táhnout: rozhodují nejvyšší věže

## TZAAR's board (gipf-render/src/tzaar.rs, ascii.rs)
# The cards' label before the pieces still to place per type.
tzaar-board-to-place = Zbývá umístit
# The text board's legend of its letters.
tzaar-board-legend = A { tzaar-type-tzaar }, R { tzaar-type-tzarra }, T { tzaar-type-tott }: velká písmena bílé, malá černé, za nimi výška od 2; * je střed, který není polem

## YINSH's board (gipf-render/src/yinsh.rs, ascii.rs)
# The cards' label before the small rings of the rings a player has removed (his score).
yinsh-board-removed = Odebrané kruhy
# The cards' label before the rings a player still has to place (the placement).
yinsh-board-to-place = Kruhy k umístění
# The markers left in the pool; $count is their number.
yinsh-board-pool = Žetony v zásobě: { $count }
# The text board's legend of its letters.
yinsh-board-legend = W, B: kruhy bílého a černého; w, b: žetony bílou nebo černou stranou nahoru; . volný bod

## ZÈRTZ's board (gipf-render/src/zertz.rs, ascii.rs). Hráči nemají barvy: $name je jméno
# hráče, nebo „První hráč“ / „Druhý hráč“ (side-first, side-second).
zertz-board-pool = Zásoba
zertz-board-pool-counts = Zásoba: bílé { $white }, šedé { $grey }, černé { $black }
zertz-board-captured = zajal { $white } { $white ->
        [one] bílou
        [few] bílé
       *[other] bílých
    }, { $grey } { $grey ->
        [one] šedou
        [few] šedé
       *[other] šedých
    } a { $black } { $black ->
        [one] černou
        [few] černé
       *[other] černých
    }
zertz-board-goal = K výhře: { $each } { $each ->
        [one] kulička
        [few] kuličky
       *[other] kuliček
    } od každé barvy, nebo { $white } { $white ->
        [one] bílá
        [few] bílé
       *[other] bílých
    }, { $grey } { $grey ->
        [one] šedá
        [few] šedé
       *[other] šedých
    } či { $black } { $black ->
        [one] černá
        [few] černé
       *[other] černých
    }
zertz-board-to-play = { $name } je na tahu
zertz-board-must-capture = { $name } je na tahu: braní je povinné
zertz-board-skipped = { $name } nemá tah: přeskočeno
zertz-board-wins-each = { $name } vyhrává: { $count } { $count ->
        [one] kulička
        [few] kuličky
       *[other] kuliček
    } od každé barvy
zertz-board-wins-colour = { $name } vyhrává: { $count } { $count ->
        [one] { $colour ->
            [white] bílá
            [grey] šedá
           *[black] černá
        } kulička
        [few] { $colour ->
            [white] bílé
            [grey] šedé
           *[black] černé
        } kuličky
       *[other] { $colour ->
            [white] bílých
            [grey] šedých
           *[black] černých
        } kuliček
    }
zertz-board-wins-last-ring = { $name } vyhrává: nezbyl žádný kroužek
zertz-board-draw = Remíza: žádný z hráčů nemůže táhnout
zertz-board-legend = o prázdný kroužek; W, G, B bílá, šedá, černá kulička; mezera: odebraný kroužek

## PÜNCT
punct-board-to-place = K položení: { $count }
punct-board-centre = Střed: { $count } z 19
punct-board-clock = Hodiny: { $count } ze { $limit } tahů bez položení dílku
punct-board-to-play = { $name } je na tahu
punct-board-wins-connection = { $name } vyhrává spojením dvou protilehlých stran
punct-board-wins-centre = { $name } vyhrává počítání středu { $high } : { $low }
punct-board-draw-centre = Remíza: ve středu { $count } : { $count }
punct-board-draw-last-piece = Remíza: poslední dílek byl položen bez spojení
punct-board-draw-clock = Remíza: { $limit } tahů bez položení dílku
punct-board-draw-no-action = Remíza: žádný z hráčů nemůže táhnout
punct-board-preview = Náhled: { $action }
punct-board-last = Poslední tah: { $action }
punct-board-reserve = { $name }: k položení { $pieces }; střed { $centre }
punct-board-legend = Body: . prázdný, + prázdný ve středu; W nebo B bod PÜNCT bílého nebo černého dílku, w nebo b jeho vedlejší bod; číslice za písmenem: výška dílku nad deskou
