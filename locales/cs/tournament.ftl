# Turnaje (issue 31): zprávy pořadatele, odpovědi na `tournament ...` a jejich odmítnutí.
# Markdown: **tučně**, `kód`. Jména hráčů bez rodu: věty jsou stavěné tak, aby sloveso
# nezáviselo na pohlaví (Hráč { $name } ..., trpný rod).

## Systémy a podmínky

tournament-format = { $format ->
        [swiss] švýcarský systém
        [roundrobin] každý s každým
        [double-roundrobin] každý s každým dvakrát
        [knockout] vyřazovací systém
        [knockout-bo3] vyřazovací systém, zápasy na dvě vítězné partie
       *[knockout-bo5] vyřazovací systém, zápasy na tři vítězné partie
    }
tournament-rated = { $rated ->
        [yes] hodnocený
       *[no] nehodnocený
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
       *[other] { $variant } GIPF
    }, { $time }, { $rated }
tournament-swiss-rounds = { $n ->
        [one] { $n } kolo
        [few] { $n } kola
       *[other] { $n } kol
    }
tournament-max = nejvýše { $max } hráčů
tournament-starts-at = začne sám v { $when } UTC
tournament-starts-by-hand = začne příkazem `tournament start { $id }`

## Ohlášení a stav

tournament-created = **{ $id }**: { $creator } otevírá turnaj: { $terms }. Přihlášení: `tournament join { $id }`, odhlášení: `tournament leave { $id }`.
tournament-players = { $count ->
        [0] Zatím se nikdo nepřihlásil.
        [one] 1 hráč: { $names }
        [few] { $count } hráči: { $names }
       *[other] { $count } hráčů: { $names }
    }
tournament-withdrawn = { $name } (odstoupení)
tournament-state-signup = **{ $id }** ({ $terms }) je otevřený: přihlášení příkazem `tournament join { $id }`.
tournament-state-running = **{ $id }** ({ $terms }): kolo { $round } z { $rounds }.
tournament-state-finished = **{ $id }** ({ $terms }) skončil.
tournament-state-cancelled = **{ $id }** ({ $terms }) byl zrušen.
tournament-list-title = **Turnaje zde**
tournament-none = Žádný turnaj tu není otevřený. Moderátor ho založí příkazem `tournament create swiss` (nebo `roundrobin`, `knockout`).

## Kola

tournament-round-title = **{ $id }**, kolo { $round } z { $rounds }:
tournament-board = Šachovnice { $board }: @{ $white } ({ $white_side ->
        [first] { -first }
       *[white] Bílý
    }) proti @{ $black } ({ $black_side ->
        [second] { -second }
       *[black] Černý
    }), partie **{ $game }**{ $link }
tournament-board-played = Šachovnice { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] Bílý
    }) proti { $black } ({ $black_side ->
        [second] { -second }
       *[black] Černý
    }), partie **{ $game }**: { $result }
tournament-board-forfeit = Šachovnice { $board }: { $white } ({ $white_side ->
        [first] { -first }
       *[white] Bílý
    }) proti { $black } ({ $black_side ->
        [second] { -second }
       *[black] Černý
    }): { $result }
tournament-result = { $outcome ->
        [white] vyhrál Bílý
        [black] vyhrál Černý
        [first] vyhrál { -first }
        [second] vyhrál { -second }
        [draw] remíza
        [white-forfeit] Bílý vyhrává kontumačně
        [black-forfeit] Černý vyhrává kontumačně
        [first-forfeit] { -first } vyhrává kontumačně
        [second-forfeit] { -second } vyhrává kontumačně
       *[double-forfeit] bez partie, oba hráči odstoupili
    }
tournament-bye = Hráč { $name } má v tomto kole volno (1 bod).
tournament-rest = Hráč { $name } v tomto kole nehraje.
tournament-match = Zápas: { $top } { $top_wins }–{ $bottom_wins } { $bottom }
tournament-walkover = Dál postupuje { $winner }: hráč { $loser } odstoupil z turnaje.
tournament-advances = Hráč { $name } postupuje bez boje.

## Pořadí

tournament-standings-after = Pořadí po { $round }. kole:
tournament-standings-during = Pořadí během { $round }. kola (dohráno { $over } z { $games } partií):
tournament-standings-final = Konečné pořadí:
tournament-standings-none = Zatím se nehrálo žádné kolo.
tournament-standing = { $rank }. { $name }: { $points }
tournament-tie-breaks = Při rovnosti bodů rozhoduje { $list }.
tournament-winner = 🏆 Turnaj **{ $id }** vyhrává **{ $name }**!
tournament-no-winner = **{ $id }** skončil bez vítěze: zbylo příliš málo hráčů.

## Odpovědi

tournament-joined = Hráč { $name } je přihlášen do **{ $id }**. { $players }
tournament-left = Hráč { $name } už není v **{ $id }**.
tournament-withdrew = Hráč { $name } odstupuje z **{ $id }**: zbývající partie prohrává kontumačně.
tournament-kicked = Hráče { $name } vyřadil z **{ $id }** moderátor { $who }.
tournament-started = **{ $id }** začíná s { $count } hráči: { $rounds }. Následuje nasazení.
tournament-cancelled = Turnaj **{ $id }** zrušil { $who }. Rozehrané partie pokračují jako běžné hry.
tournament-resigned = Hráč { $name } při odstoupení vzdává partii { $game }.

## Odmítnutí

error-tournament-not-found = Turnaj { $id } tu není: `tournament` vypíše turnaje této místnosti.
error-tournament-which = Otevřených turnajů je tu víc ({ $ids }): uveďte jeden, třeba `tournament join { $first }`.
error-tournament-none-open = Žádný turnaj tu není otevřený: moderátor ho založí příkazem `tournament create swiss`.
error-tournament-already-joined = Do { $id } jste už přihlášen.
error-tournament-full = { $id } je plný: bere { $max } hráčů.
error-tournament-not-in-signup = { $id } už začal nebo skončil: přihlásit se lze jen před začátkem.
error-tournament-not-joined = Do { $id } nejste přihlášen.
error-tournament-player-not-in = Hráč { $name } není v { $id }.
error-tournament-ended = { $id } skončil: nic se na něm už nemění.
error-tournament-started = { $id } už běží.
error-tournament-moderators = To smí jen moderátor nebo zakladatel turnaje.
error-tournament-create-moderators = Turnaj smí v této místnosti založit jen moderátor (moderátor to může dovolit všem: `settings open-tournaments on`).
error-tournament-too-few = { $format } potřebuje aspoň { $needed } hráčů, přihlášeno je { $players }.
error-tournament-too-many-rounds = { $players } hráčů může odehrát nejvýše { $most } kol švýcarského systému, aniž by se někdo potkal dvakrát: zadejte { $most } nebo méně.
error-tournament-no-rounds = Turnaj švýcarským systémem potřebuje aspoň jedno kolo.
error-tournament-too-many = Turnaj bere nejvýše { $most } hráčů.
error-tournament-max-too-small = { $format } potřebuje aspoň { $needed } hráčů: zadejte `max { $needed }` nebo víc.
error-tournament-starts-past = Začátek { $when } UTC už minul: zadejte pozdější.

## Čtení příkazu

command-bad-format = `{ $text }` není turnajový systém: napište `swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3` nebo `knockout-bo5`.
command-bad-number = `{ $text }` není číslo pro `{ $option }`: napište celé číslo, třeba 5.
command-bad-starts = `{ $text }` není čas začátku: napište `starts 18:30` (UTC), `starts 2h` nebo `starts 2026-12-24T18:00`.
command-bad-tournament = `{ $text }` není číslo turnaje: pište ho jako T3.
missing-format = systém turnaje (`swiss`, `roundrobin`, `double-roundrobin`, `knockout`, `knockout-bo3`, `knockout-bo5`)
missing-number = číslo za klíčovým slovem
missing-starts = čas začátku za `starts` (18:30 UTC, 2h, 2026-12-24T18:00)
missing-tournament-user = hráč, který má být vyřazen

## Pomocná hodnocení a nápověda

tie-break = { $name ->
        [buchholz] Buchholz (bez nejnižšího)
        [sonneborn-berger] Sonneborn-Berger
        [direct] vzájemný zápas
        [wins] počet výher
       *[rating] rating na začátku
    }
cmd-tournament = turnaje v této místnosti: `tournament create <format> [variant] [rounds N] [time <control>] [starts <when>] [max N] [rated|unrated]` (moderátoři), pak `join`, `start`, `standings`; samotný příkaz ukáže jejich stav
console-tournament = zprávy z turnaje
discord-tournament = Turnaje na tomto serveru: založit, přihlásit, odhlásit, začít, pořadí
opt-tournament = Co udělat: `create swiss`, `join`, `leave`, `start`, `standings`, `kick <user>`, `T3`

## Stránka turnaje a pavouk

tournament-page = Stránka turnaje: { $url }
tournament-bracket-round = { $left ->
        [1] Finále
        [2] Semifinále
        [3] Čtvrtfinále
       *[other] { $round }. kolo
    }
tournament-bracket-bye = volno
tournament-bracket-walkover = kont.
tournament-button-join = Přihlásit se
tournament-button-leave = Odhlásit se
opt-tournament-what = Co udělat (bez volby stav turnaje)
opt-tournament-id = Turnaj, např. T3 (bez volby jediný otevřený zde)
opt-tournament-format = Formát nového turnaje
opt-tournament-rounds = Počet kol švýcarského systému (bez volby podle počtu hráčů)
opt-tournament-starts = Kdy začne sám: 18:30 (UTC), 2h nebo 2026-12-24T18:00
opt-tournament-max = Nejvyšší počet hráčů
opt-tournament-rated = Zda jsou partie hodnocené (bez volby ano)
opt-tournament-user = Hráč k vyřazení
choice-state = stav
choice-create = založit
choice-join = přihlásit se
choice-leave = odhlásit se
choice-start = zahájit
choice-standings = pořadí
choice-cancel = zrušit
choice-kick = vyřadit hráče
choice-swiss = švýcarský systém
choice-roundrobin = každý s každým
choice-double-roundrobin = každý s každým dvakrát
choice-knockout = vyřazovací
choice-knockout-bo3 = vyřazovací, na 2 výhry ze 3
choice-knockout-bo5 = vyřazovací, na 3 výhry z 5
tournament-game = Turnaj **{ $id }**, { $round }. kolo, stůl { $board }.
