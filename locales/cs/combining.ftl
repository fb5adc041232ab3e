## The challenges option (COMBINING.md; COMMANDS.md, "Challenges"): what the chat says at
## stages c and r, and its refusals.
# Czech: the colours are the players' names (Bílý/Černý, masculine singular, present tense);
# "výzva" is the challenge, "vyzvat"/"povolit" challenge/allow, "využití" a use, "zkouška" the
# trial, "pokus" an attempt, as in rules.ftl. Plurals: one (1), few (2–4), *other (0, 5+).

# Stage c, shown when the use waits: $user_color used, $challenger decides.
contest-ask = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } (@{ $user }) chce použít potenciál { $kind }: `{ $pending }`. @{ $challenger }, vyzvete, nebo povolíte? Máte ještě { $left } z { $attempts ->
        [one] { $attempts } pokusu
       *[other] { $attempts } pokusů
    }; o výzvě rozhodne { $trial ->
        [die] hod kostkami
        [game] partie hry { $game }
       *[agreed] hra, na které se dohodnete
    }. Odpovězte `challenge`, nebo `allow`.
# Whose decision it is at stage c (the board's line).
contest-decision = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** rozhoduje: vyzvat, nebo povolit `{ $pending }` hráče { $user_color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } (zbývající pokusy: { -white } { $white_left }, { -black } { $black_left }; { $trial ->
        [die] kostky
        [game] partie hry { $game }
       *[agreed] dohodnutá hra
    }): @{ $name }.
# Stage r, waiting for a trial.
contest-waiting = Čeká se na zkoušku, která rozhodne o `{ $pending }` hráče { $user_color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    }.
# The die's outcome, played at once.
contest-die = @{ $challenger } vyzývá `{ $pending }` ({ $left ->
        [0] už nezbývá žádný pokus
        [one] zbývá { $left } pokus
        [few] zbývají { $left } pokusy
       *[other] zbývá { $left } pokusů
    }). Kostky: { -white } { $white }, { -black } { $black } — { $outcome ->
        [stands] využití platí.
        [tie] využití platí (remíza jde ve prospěch hráče { $user_color ->
            [white] { -white(case: "gen") }
           *[black] { -black(case: "gen") }
        }, který potenciál používá).
       *[fails] využití neplatí.
    }
contest-lost-use = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } přichází o potenciál { $kind } na { $spot } a táhne znovu, @{ $user }.
contest-lost-tamsk = { $user_color ->
        [white] { -white }
       *[black] { -black }
    } přichází o potenciál TAMSK na e5 a tah pokračuje.
contest-allowed = @{ $challenger } povoluje `{ $pending }`.
button-challenge = Vyzvat
button-allow = Povolit

# Refusals, each saying what to do instead.
contest-not-yours = Rozhoduje { $color ->
        [white] { -white }
       *[black] { -black }
    }: @{ $name } vaše `{ $pending }` buď vyzve, nebo povolí.
contest-referee-only = Hráči nikdy nehrají `won` ani `lost`: výsledek zkoušky výzvy zahraje bot sám.
contest-trial-pending = Výzva proti `{ $pending }` čeká na svou zkoušku: dokud nebude rozhodnuta, nelze nic zahrát.
contest-agreed-ai = AI nemůže hrát hru mimo bota: zvolte `die` nebo `game`, například ultimate+die2.
contest-tournament = Turnaje se hrají bez výzev: vynechte část s výzvami (např. `+die2`).
contest-no-takeback = Výzvu ani její zkoušku nelze vrátit: co zkouška rozhodla, platí.

# rules challenges
rules-challenges = **Výzvy** (`standard+potentials+die2`, `ultimate+die3`): každý hráč smí vyzvat potenciál, který chce soupeř použít, a to tolikrát, kolik udává číslo. Když hráč zvolí využití potenciálu, soupeř odpoví `challenge` nebo `allow`. O výzvě rozhodnou kostky, každý hráč hází jednou: hodí-li hráč, který potenciál používá, stejně nebo víc, využití platí. Uspěje-li výzva, kámen s potenciálem se stane obyčejným kamenem a hráč táhne znovu. Partie s výzvami nejsou hodnocené.

# Dohodnutá zkouška (fáze r): oba hráči nahlásí výsledek hry odehrané jinde.
contest-agreed-ask = @{ $challenger } vyzývá `{ $pending }`. Odehrajte hru, na které jste se dohodli, a potom oba nahlaste svůj vlastní výsledek: `report win`, `report draw`, nebo `report loss`.
contest-agreed-waiting = Čeká se na hlášení od @{ $white } a @{ $black }.
contest-reported = @{ $name } hlásí: `{ $report }`. Čeká se na @{ $other }.
contest-reports-disagree = Hlášení se neshodují (@{ $white }: `{ $white_report }`, @{ $black }: `{ $black_report }`): nahlaste výsledek znovu.
contest-agreed-result = Podle hlášení: { $user_color ->
        [white] { -white }
       *[black] { -black }
    } dohodnutou hru { $result ->
        [win] vyhrál
        [draw] remizoval
       *[loss] prohrál
    }, takže využití `{ $pending }` { $outcome ->
        [stands] platí.
       *[fails] neplatí.
    }
contest-agreed-time-up = Čas na hlášení vypršel bez shodného výsledku: využití `{ $pending }` platí.
contest-report-first = Nejdřív nahlaste výsledek své dohodnuté hry: `report win`, `report draw`, nebo `report loss`.
contest-nothing-to-report = V { $id } není co hlásit: hlášení jsou jen pro výzvy, o nichž rozhoduje dohodnutá hra.
button-report = { $result ->
        [win] Moje výhra
        [draw] Remíza
       *[loss] Moje prohra
    }
rules-challenges-game = Se zkouškou `game` (`ultimate+game1`) o výzvě hned rozhodne partie odehraná tady, v místnosti (ve vlastním vlákně, kde jsou vlákna): partie hry, která nese jméno potenciálu, jak říká pravidlo projektu GIPF. O využití ZÈRTZ rozhodne ZÈRTZ, o využití YINSH hra YINSH, o využití DVONN hra DVONN, o využití PÜNCT hra PÜNCT a o tlaku TAMSK hra TZAAR z náhodného rozestavění, místo vyřazené hry TAMSK. Hráč, který potenciál používá, hraje za { -white(case: "acc") } (v ZÈRTZ jako { -first }); výhra nebo remíza využití zachová. Vedlejší partie není hodnocená, končí jako každá hra (i vzdáním nebo časem) a hlavní partie na ni čeká se zastavenými hodinami. Proti AI ji AI hraje na stejné úrovni.
rules-challenges-game-fallback = O potenciálu, jehož hra se tu zatím nehraje ({ $kinds }), místo ní rozhodne partie GIPF v základní variantě.
rules-challenges-agreed = Se zkouškou `agreed` (`ultimate+agreed2`, ne proti AI) o výzvě rozhodne hra, kterou spolu odehrajete jinde: každý z vás nahlásí svůj vlastní výsledek (`report win`, `report draw` nebo `report loss`) a výhra nebo remíza využití zachová. Když čas na hlášení vyprší, platí jediné hlášení; když není žádné, nebo se dvě neshodují, využití platí.

# Zkouška partií: o výzvě rozhodne vedlejší partie základní varianty GIPF.
contest-game-name = { $game ->
        [basic] GIPF v základní variantě
       *[other] { $game }
    }
contest-game-ask = @{ $challenger } vyzývá `{ $pending }`. Rozhodne hra { $sub }: { $game }, { $side ->
        [first] { -first } je @{ $user } (používá potenciál), { -second } je @{ $challenger }
       *[white] { -white } je @{ $user } (používá potenciál), { -black } je @{ $challenger }
    }; pokud @{ $user } vyhraje nebo remizuje, využití platí. Hra { $main } čeká.
contest-game-fallback = { $kind } se tu zatím nehraje, proto místo něj rozhodne GIPF v základní variantě.
contest-sub-game = Tato hra rozhoduje o výzvě ve hře { $main }: pokud { $side ->
        [first] { -first }
       *[white] { -white }
    } (používá potenciál) vyhraje nebo remizuje, využití platí.
contest-game-result = Hra { $sub } ({ $game }) skončila: { $outcome ->
        [stands] vyhrál ji { $side ->
            [first] { -first }
           *[white] { -white }
        }, který potenciál používá, takže
        [drawn] remízou, takže
       *[fails] vyhrál ji { $side ->
            [first] { -second }
           *[white] { -black }
        }, který vyzval, takže
    } využití `{ $pending }` hráče { $user_color ->
        [white] { -white(case: "gen") }
       *[black] { -black(case: "gen") }
    } { $outcome ->
        [fails] neplatí.
       *[stands] platí.
    }
contest-play-sub-game = O výzvě nejdřív rozhodne hra { $sub }: hrajte tam.
contest-line-sub = (rozhoduje o výzvě ve hře { $main })
contest-line-waits = (čeká na hru, která rozhodne o výzvě)
contest-line-waits-for = (čeká na { $sub }, { $game })
