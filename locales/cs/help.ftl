# `help`, the command summaries (also the Discord command descriptions) and `rules`.
# Command words and their usage lines (`challenge <user> [variant]`) stay in English: they are
# the command language every platform shares.

help-title = **GIPF bot**: hrajte GIPF s přítelem nebo proti AI.
help-line = `{ $usage }`: { $summary }
help-footer = Hra se označuje `#12`; když tu máte jen jednu hru, číslo můžete vynechat.
help-one = `{ $usage }`: { $summary }.
help-unknown = `{ $topic }` neznám: `help` vypíše všechny příkazy.
help-intro-discord = Na Discordu jsou příkazy `/gipf` (hra), `/gipf-info`, `/gipf-settings`, `/gipf-tournament` a `/gipf-study`; tlačítka pod deskou táhnou za vás.
help-intro-matrix = Pište `!gipf <command>`; ve vlákně hry stačí samotný tah (`b1-b2`, `xc3,d4,e5,f5` nebo číslo možnosti odebrání z obrázku).

cmd-help = co bot umí; podrobnosti k jednomu příkazu
cmd-rules = stručný přehled pravidel a odkaz na úplná pravidla
cmd-challenge = vyzvat někoho (čas: 3d = dny na tah, 10m = minuty na tah, 3d+1d = banka a přídavek za tah, none = bez limitu)
cmd-open = otevřená výzva, kterou může přijmout kdokoli v místnosti
cmd-accept = přijmout výzvu
cmd-decline = odmítnout výzvu
cmd-cancel = stáhnout svou výzvu
cmd-ai = hrát s botem (`levels` vypíše úrovně)
cmd-levels = úrovně AI, každá se svým ratingem
cmd-move = zahrát akci: tah `b1-b2` (`Gb1-b2` pro GIPF-kámen), odebrání `xc3,d4,e5,f5` nebo jeho číslo na obrázku, nebo `done`; ve vlákně hry nebo v konzoli stačí samotná akce
cmd-board = deska, kdo je na tahu a řetězec pozice
cmd-resign = vzdát hru
cmd-rematch = nová hra se stejným nastavením a prohozenými barvami
cmd-games = vaše rozehrané hry a výzvy
cmd-history = záznam hry v oficiální notaci
cmd-leaderboard = ratingy v této místnosti nebo ze všech místností
cmd-stats = rating, výsledky podle variant, vzájemné zápasy s vámi
cmd-settings = nastavení této místnosti; mění je moderátoři (`settings language cs`)
cmd-language = jazyk, kterým s vámi mluvím (`language cs`, `language default`)

rules-common = Hráči zasouvají kameny ze své rezervy na desku: kámen položí na tečku a posunou ho po linii, přičemž posunou i kameny před ním. Čtyři nebo více kamenů jedné barvy v jedné linii tvoří řadu: její vlastník odebere z desky celou řadu i všechny kameny, které na ni v té linii navazují; své kameny si vrátí do rezervy, soupeřovy zajme.
rules-basic = **Základní varianta**: každý hráč má 12 kamenů, na začátku jsou 3 na desce. Prohrává ten, kdo má táhnout a má prázdnou rezervu.
rules-standard = **Standardní varianta**: každý hráč má 15 kamenů, na začátku jsou na desce 3 GIPF-kameny (dvojité kameny). Prohrává ten, komu na desce nezbyl žádný GIPF-kámen, nebo kdo má táhnout s prázdnou rezervou. Řadu složenou jen z GIPF-kamenů smíte ponechat na desce.
rules-tournament = **Turnajová varianta**: každý hráč má 18 kamenů, deska je na začátku prázdná; GIPF-kameny nasaďte (`Gb1-b2`) dřív než první obyčejný kámen. Prohrává ten, kdo nemá na desce žádný GIPF-kámen, nebo má táhnout s prázdnou rezervou.
rules-potentials = **Potenciály** (`standard+potentials`, `tournament+T6`, `ultimate`): kameny nesoucí sílu jiné hry projektu GIPF. Všechny je vložte dřív než první obyčejný kámen (`Ta1-b2` zasune obyčejný kámen s potenciálem TAMSK); obyčejný tah propadne zbytek vaší ruky. Řadu s kamenem s potenciálem je nutné odebrat; kámen s potenciálem lze ponechat jako GIPF-kámen. **Ultimate**: turnajová varianta, 3 od každého druhu a 3 kameny navíc.
rules-potentials-uses = Místo tahu můžete použít kámen s potenciálem: ZÈRTZ přeskočí řadu kamenů (`Z:c3-f5`), YINSH jede po prázdných polích (`Y:d4-g5`), DVONN skočí na sousední soupeřův kámen a zakryje ho (`D:d4-e4`), PÜNCT zakryje sousední soupeřův GIPF-kámen, který pak patří vám (`P:c3-d4`). Když kámen TAMSK dorazí na e5, jeho majitel, i v soupeřově tahu, hned zasune jeho potenciál (`T:e9-e8`) nebo napíše `keep`. Zakryté pole patří barvě nahoře; odebrání vezme jen horní čepičku. S prázdnou rezervou hrajete dál, dokud můžete použít potenciál.
rules-link = Úplná pravidla: { $url }

cmd-takeback = požádat soupeře o vrácení vašeho posledního tahu (odpovídá `accept takeback` nebo `decline takeback`)

cmd-claim = vzít výhru na čas, když soupeři vypršel čas (v místnostech s `settings timeout claim`)
cmd-report = nahlásit výsledek dohodnuté hry, která rozhoduje o výzvě (zkouška `agreed`), z vaší strany: `win`, `draw` nebo `loss`

cmd-vacation = zastavit vaše hodiny ve všech hrách na několik dní (`vacation 7`, `vacation off`, `vacation` ukáže zbylé dny)

cmd-confirm = ukázat každý tah zvolený tlačítky, než začne platit (`confirm on`, `confirm off`)

cmd-notify = kam chodí upozornění na tah: zmínka v místnosti, soukromá zpráva, nebo nic (`notify dm`)
