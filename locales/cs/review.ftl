# Rozbory dohraných her enginem (`review`), `analyse` a jejich příkazy.

cmd-review = rozbor dohrané hry enginem: přesnost, označené chyby, lepší tahy; `review auto` dá rozbor každé hře (moderátoři)
cmd-analyse = hodnocení a nejlepší pokračování enginu pro řetězec pozice (ne pozici rozehrané hry)
discord-review = Rozbor dohrané hry enginem
discord-analyse = Hodnocení a nejlepší pokračování enginu pro řetězec pozice
opt-review-auto = Každá hra zde po skončení dostane rozbor (moderátoři)
opt-position = Řetězec pozice, jak ho vypíše `gipf show`
missing-position = řetězec pozice
setting-review-auto = zda každá hra, která zde skončí, dostane rozbor enginem
choice-review-auto = automatický rozbor
console-review = rozbor hry

review-title = **Rozbor hry { $id }**: { $white } (bílý) proti { $black } (černý)
review-player = { $colour }, { $name }: přesnost **{ $accuracy } %** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
review-player-none = { $colour }, { $name }: žádné rozhodnutí s volbou
review-turning = Zlomové okamžiky (šance hráče na tahu, před → po):
review-point = · Tah { $ply }, { $name }: `{ $played }` { $mark } ({ $before } % → { $after } %); { $better }
review-point-lost = · Tah { $ply }, { $name }: `{ $played }` { $mark } { $lost } ({ $before } % → { $after } %); { $better }
review-better = lépe `{ $best }`
review-better-gain = lépe `{ $best }`: { $gain }
review-lost-game = prohrál partii
review-lost-gipf = ztratil { $n ->
        [one] GIPF-kámen
        [few] { $n } GIPF-kameny
        *[other] { $n } GIPF-kamenů
    }
review-missed-gipf = nevzal { $n ->
        [one] GIPF-kámen
        [few] { $n } GIPF-kameny
        *[other] { $n } GIPF-kamenů
    }
review-lost-pieces = ztratil { $n ->
        [one] kámen
        [few] { $n } kameny
        *[other] { $n } kamenů
    }
review-missed-pieces = nevzal { $n ->
        [one] kámen
        [few] { $n } kameny
        *[other] { $n } kamenů
    }
review-gain-game = vyhrává partii
review-gain-gipf = bere { $n ->
        [one] GIPF-kámen
        [few] { $n } GIPF-kameny
        *[other] { $n } GIPF-kamenů
    }
review-gain-pieces = bere { $n ->
        [one] kámen
        [few] { $n } kameny
        *[other] { $n } kamenů
    }
review-gain-balance = drží rovnováhu
review-gain-position = drží lepší pozici
review-gain-less = ztrácí méně
review-gain-too = také prohrává, ale později
review-no-marks = Žádné rozhodnutí neztratilo dost na označení: čistá hra.
review-link = Každý tah s pohledem enginu: { $url }
review-in-line = Hra { $id } je { $place ->
        [1] na řadě
       *[other] { $place }. v pořadí
    } na rozbor; zveřejní se v místnosti hry.
review-in-line-already = O rozbor hry { $id } už někdo požádal: je { $place ->
        [1] na řadě
       *[other] { $place }. v pořadí
    }; zveřejní se v místnosti hry.

error-review-no-game = Nemáte zde žádnou dohranou hru k rozboru: uveďte ji, např. `review #12`.
error-review-unfinished = Hra { $id } ještě neskončila: během hry žádný rozbor ani analýza.
error-review-gipf-only = Partie { $id } je hra { $game }: rozbory jsou zatím jen pro GIPF. `history { $id }` ukáže její zápis.
error-review-limit = Za posledních 24 hodin jste požádal o { $max } rozborů, což je limit. Hotové rozbory se dál ukazují komukoli (`review #12`).

analyse-result = **Rozhoduje { $decider }**: šance { $chances } % pro { $decider } (hloubka { $depth }). Nejlepší pokračování: `{ $line }`
analyse-over = Tato pozice je dohraná: vyhrál { $winner }.
analyse-nobody = V této pozici nikdo nerozhoduje: na řadě je výsledek zkoušky.
error-analyse-position = To není řetězec pozice: { $why }
error-analyse-gipf-only = Rozbor zatím umí jen pozice GIPF; { $game } ho ještě nemá.
error-analyse-live = To je pozice hry { $id }, která se hraje: během hry žádná analýza.
