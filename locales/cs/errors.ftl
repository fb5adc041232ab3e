# Why a command did nothing: one sentence that says what to do instead.
#
# Czech: the user is addressed with "vy"; past participles with "vy" are avoided (they would
# need a gender). The bot speaks of itself in the masculine ("bot" is masculine).

error-busy = Databáze je právě vytížená; nic se nezměnilo. Zkuste to za chvíli znovu.
error-conflict = Hra { $id } se změnila, zatímco jsem na ní pracoval; nic se nezměnilo. Podívejte se na `board { $id }` a zkuste to znovu.
error-database = Teď se nemohu spojit se svou databází; nic se nezměnilo. Zkuste to později (kód { $reference }).
error-internal = Na mé straně se něco pokazilo; nic se nezměnilo. Zkuste to znovu, nebo dejte vědět provozovateli bota (kód { $reference }).
error-no-self-challenge = Sami sebe vyzvat nemůžete: vyzvěte někoho jiného, nebo si zahrajte s botem přes `ai`.
error-no-ai-challenge = Chcete-li hrát s botem, použijte `ai [level]`.
error-no-game-here = Tady nemáte žádnou rozehranou hru: začněte příkazem `ai` nebo `challenge <user>`.
error-no-challenge = Tady na vás nečeká žádná výzva k odpovědi: `games` vypíše ty vaše.
error-no-own-challenge = Nemáte žádnou otevřenou výzvu, kterou by šlo zrušit: `games` vypíše ty vaše.
error-own-challenge = To je vaše vlastní výzva: počkejte na odpověď, nebo ji zrušte (`cancel`).
error-open-no-decline = Otevřenou výzvu nelze odmítnout: ignorujte ji, nebo ji přijměte (`accept`).
error-no-finished-game = Tady nemáte žádnou dohranou hru, na kterou by šla odveta: uveďte ji, např. `rematch #12`.
error-restarting = Restartuji se: nic se nezměnilo. Zkuste to za minutu; vaše hry jsou v bezpečí.
error-too-fast = Zpomalte: nejvýš { $max ->
        [one] { $max } příkaz
        [few] { $max } příkazy
       *[other] { $max } příkazů
    } za minutu. Zkuste to za chvíli znovu.
error-too-many-challenges = { $max ->
        [one] Už máte { $max } výzvu, která čeká na odpověď: než vytvoříte další, zrušte ji (`cancel`).
        [few] Už máte { $max } výzvy, které čekají na odpověď: než vytvoříte další, jednu zrušte (`cancel`).
       *[other] Už máte { $max } výzev, které čekají na odpověď: než vytvoříte další, jednu zrušte (`cancel`).
    }
error-too-many-ai-games = { $max ->
        [one] Už se mnou hrajete { $max } hru: nejdřív ji dohrajte nebo vzdejte (`resign`).
        [few] Už se mnou hrajete { $max } hry: nejdřív jednu dohrajte nebo vzdejte (`resign`).
       *[other] Už se mnou hrajete { $max } her: nejdřív jednu dohrajte nebo vzdejte (`resign`).
    }
error-unknown-user = Uživatele { $name } neznám: použijte zmínku (@), nebo ať mi nejdřív něco napíše.
error-ambiguous-user = Jméno { $name } má víc lidí: použijte zmínku (@) toho, koho myslíte.
id-list-more = { $list } a { $more ->
        [one] { $more } další
        [few] { $more } další
       *[other] { $more } dalších
    }
error-no-such-game = Tady není žádná hra { $id }.
error-no-such-game-yours = Tady není žádná hra { $id }. Vaše hry: { $list }.
error-which-game = Máte tu několik her ({ $list }): přidejte číslo hry, např. `board { $first }`.
error-which-challenge = Hodí se víc výzev ({ $list }): přidejte číslo, např. `accept { $first }`.
error-damaged = Hru { $id } nedokážu přečíst z databáze; dejte prosím vědět provozovateli bota.
error-stale = Tato deska je zastaralá: hra mezitím pokročila. Aktuální ukáže `board { $id }`.
error-already-played = `{ $action }` už bylo ve hře { $id } zahráno.
error-game-over = Hra { $id } skončila: { $result }.
error-not-started = { $id } je zatím výzva, ne hra: začne, až ji někdo přijme.
error-not-finished = Hra { $id } se ještě hraje: před odvetou ji dohrajte (nebo vzdejte přes `resign`).
error-not-your-game = Ve hře { $id } nehrajete: `games` vypíše ty vaše.
error-not-your-challenge = Výzva { $id } není určena vám: `games` vypíše ty vaše.
error-not-your-decision = Na tahu je { $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }: počkejte na @{ $name }.
error-illegal = { $reason }.
error-no-options = Číslem se volí možnost odebrání, ale teď žádná není: napište tah, např. `b1-b2` (ne { $n }).
error-no-such-option = { $count ->
        [one] Je jen { $count } možnost odebrání, na obrázku s číslem 1: { $n } mezi možnostmi není.
        [few] Jsou { $count } možnosti odebrání, na obrázku očíslované 1 až { $count }: { $n } mezi nimi není.
       *[other] Je { $count } možností odebrání, na obrázku očíslovaných 1 až { $count }: { $n } mezi nimi není.
    }
error-no-push-from = Z tečky { $dot } teď nevede žádný platný tah: zvolte jinou tečku.
error-no-use-from = Kámen na { $spot } teď nemá potenciál k použití: zvolte jiný.
error-no-move-from = Věž na { $space } teď nemůže táhnout: zvolte jinou.
error-other-game = `{ $action }` je tah hry { $of }, ale tohle je partie hry { $here }: napište tah hry { $here }.
error-bad-button = Tohle tlačítko není moje; nové získáte příkazem `board`.
error-not-moderator = Nastavení této místnosti mění jen moderátoři ({ $who }). `settings` je vypíše.
error-unknown-setting = Nastavení `{ $name }` neexistuje: `settings` vypíše všechna.
error-bad-setting-value = `{ $value }` není platná hodnota pro `{ $name }`: napište { $expected }.
setting-expected-switch = `zapnuto` (`on`), `vypnuto` (`off`) nebo `default`
setting-expected-time = časový limit jako `3d` (dny na tah), `10m` (minuty na tah), `3d+1d` (banka a to, co přidá každý tah) nebo `none`, případně `default`
error-unknown-language = Jazyk `{ $code }` zatím neumím: použijte jeden z těchto: { $list }.

## Commands that cannot be read

command-empty = Napište příkaz, například `ai` pro hru s botem, nebo `help`.
command-unknown = Příkaz `{ $word }` neznám: `help` vypíše všechny příkazy.
command-missing = `{ $command }` potřebuje { $what }: `help { $command }` ukáže jak.
command-unexpected = `{ $command }` nepřijímá `{ $word }`: `help { $command }` ukáže jak.
command-too-long = Na příkaz je to příliš dlouhé (znaků: { $chars }, nejvýš { $max }): `help` vypíše všechny příkazy.
command-bad-time = `{ $text }` není časový limit: napište 3d (dny na tah), 10m (minuty na tah), 3d+1d či 10m+20s (banka a to, co přidá každý tah) nebo none.
command-bad-variant = `{ $text }` není varianta: { $reason }. Napište standard+potentials, standard+T6 (sada potenciálů) nebo ultimate.
command-unknown-variant = `{ $text }` není hra ani varianta: napište `standard`, `basic`, `tournament` nebo `ultimate` pro GIPF, `dvonn`, `tzaar`, `tzaar-fixed` či `tzaar-tournament` pro TZAAR, nebo `yinsh` či `yinsh-blitz` pro YINSH.
command-variant-of-gipf = `{ $text }`: potenciály a výzvy patří ke GIPF; { $game } se hraje jako `{ $word }`.
command-bad-game-id = `{ $text }` není číslo hry: pište ho ve tvaru #12.
# The next five follow "potřebuje" in command-missing: accusative.
missing-user = uživatele, kterého chcete vyzvat
missing-report = váš výsledek v dohodnuté hře: `win`, `draw` nebo `loss`
missing-action = akci, např. b1-b2
missing-setting-value = hodnotu, např. `settings language cs`
missing-time = časový limit za `time` (3d, 10m, 3d+1d nebo none)

error-takeback-nothing = V { $id } nemáte co vrátit: jen svůj poslední tah, dokud soupeř nerozhodl ve svém.
error-takeback-open = O vrácení tahu v { $id } už se žádá: počkejte na odpověď.
error-takeback-none = Nikdo nežádal o vrácení tahu v { $id }.
error-takeback-own = O toto vrácení v { $id } jste žádal vy: odpovídá soupeř.
error-takeback-rated-ai = Vracet tahy proti AI lze jen v nehodnocených hrách; { $id } je hodnocená.
error-takeback-ai-thinking = AI v { $id } právě rozhoduje: požádejte, až táhne.

error-claim-not-due = V { $id } není oč žádat: výhru na čas lze vzít, když soupeři vypršel čas a od té doby nerozhodl.

error-vacation-already = Už jste na dovolené do { $until } UTC: `vacation off` ji ukončí.
error-vacation-days = Napište délku dovolené jako celý počet dní od 1 do { $max }: `vacation 7`.
error-vacation-allowance = Letos vám zbývá { $left } dní dovolené (z { $allowance }): požádejte o méně.
error-vacation-not-on = Nejste na dovolené.

command-bad-switch = `{ $text }` není `on` ani `off`: napište `{ $command } on` nebo `{ $command } off`.

command-bad-notify = `{ $text }` není místo pro upozornění: napiš `notify mention`, `notify dm` nebo `notify off`.
notify-no-dm = Soukromé zprávy tu nejsou k dispozici: napiš `notify mention` nebo `notify off`.
error-no-place-type = Kámen { $kind } už nemáte k položení: zvolte jiný druh.
