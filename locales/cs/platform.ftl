# What the chat adapters say themselves, and the Discord command descriptions (at most 100
# characters each; Discord shows them in its command picker).

discord-posted-elsewhere = Zveřejněno v <#{ $channel }>.
discord-done = Hotovo.
discord-played = Zahráno.
discord-could-not-post = Nepodařilo se mi napsat do <#{ $channel }> (chybí oprávnění?). { $text }
discord-game-in-thread = { $first_line } Hra probíhá v <#{ $channel }>.
discord-went-wrong = Na mé straně se něco pokazilo; zkuste to prosím znovu.
discord-could-not-read = Nepodařilo se mi to přečíst: { $error }
discord-thread-name = Hra GIPF { $id }

discord-gipf = Hrajte GIPF: výzvy, tahy, hry proti AI
discord-gipf-info = GIPF: nápověda, pravidla, úrovně AI, žebříčky, statistiky
discord-gipf-settings = Tvůj jazyk a upozornění, dovolená; nastavení tohoto serveru
discord-gipf-study = Studujte GIPF: rozbory partií, pohled enginu, úlohy, lekce
discord-help = Co bot umí
discord-rules = Stručný přehled pravidel a odkaz na úplná pravidla
discord-challenge = Vyzvat někoho ke hře
discord-open = Otevřená výzva, kterou může přijmout kdokoli zde
discord-accept = Přijmout výzvu
discord-decline = Odmítnout výzvu
discord-cancel = Stáhnout svou výzvu
discord-ai = Hrát proti botovi
discord-levels = Úrovně AI a jejich ratingy
discord-move = Zahrát akci: b1-b2, Gb1-b2, xc3,d4,e5,f5 nebo done
discord-board = Deska hry
discord-resign = Vzdát hru
discord-takeback = Požádat soupeře o vrácení vašeho posledního tahu
discord-claim = Vzít výhru na čas
discord-vacation = Zastavit vaše hodiny ve všech hrách na několik dní
discord-confirm = Ukázat každý tah zvolený tlačítky, než začne platit
opt-confirm-on = Zapnout nebo vypnout (bez volby jak je nastaveno)
opt-vacation-days = Počet dní pryč (bez volby zbylé dny tohoto roku)
opt-vacation-off = Ukončit dovolenou hned
discord-rematch = Nová hra s prohozenými barvami
discord-games = Vaše rozehrané hry a výzvy
discord-history = Záznam hry v oficiální notaci
discord-leaderboard = Ratingy na tomto serveru nebo všude
discord-stats = Rating, výsledky a vzájemné zápasy
discord-settings = Nastavení tohoto serveru (mění je moderátoři)
discord-language = Jazyk, kterým s vámi bot mluví

opt-user-challenge = Koho vyzýváte
opt-variant = Varianta (bez zadání standardní)
opt-hand = Potenciály v ruce místo potenciálů varianty, například T6 nebo Z3D3
opt-challenges = Výzvy použití potenciálu: zkouška a počet pokusů každého, například ultimate+die2
opt-colour = Vaše barva (bez zadání náhodná)
opt-time = Čas na rozhodnutí: 3d (dny), 10m (minuty), banka jako 3d+1d, nebo none
opt-challenge = Výzva, ve tvaru #12
opt-challenger = Kdo vás vyzval
opt-own-challenge = Vaše výzva, ve tvaru #12
opt-level = Úroveň AI
opt-action = Akce: b1-b2, Gb1-b2, xc3,d4,e5,f5 nebo done
opt-game-several = Hra, ve tvaru #12 (nutné, jen když jich máte víc)
opt-game = Hra, ve tvaru #12
opt-finished-game = Dohraná hra, ve tvaru #12
opt-scope = Tento server (výchozí) nebo všude
opt-stats-user = Čí statistiky (bez zadání vaše)
opt-command = Příkaz, který se má vysvětlit
opt-setting = Nastavení ke změně (bez zadání se vypíšou všechna)
opt-setting-value = Nová hodnota, nebo default
opt-language = Kód jazyka (en, cs, ru, nl, de, fr) nebo default

choice-standard = standardní
choice-basic = základní
choice-tournament = turnajová
choice-potentials = potentials
choice-challenges = výzvy
choice-dvonn = DVONN
choice-tzaar = TZAAR
choice-yinsh = YINSH
choice-zertz = ZÈRTZ
choice-punct = PÜNCT
choice-white = bílá
choice-black = černá
choice-random = náhodná
choice-beginner = začátečník
choice-casual = rekreační hráč
choice-intermediate = pokročilý
choice-strong = silný hráč
choice-master = mistr
choice-server = tento server
choice-global = všude

moderator-discord = členové s oprávněním Spravovat server
moderator-matrix = členové místnosti s úrovní oprávnění 50 nebo vyšší

matrix-leave-refused = Poslat mě pryč může jen moderátor této místnosti.
matrix-goodbye = Na shledanou! Chcete-li si znovu zahrát, pozvěte mě zpět.
matrix-answer-direct = Moji odpověď najdete v naší soukromé konverzaci, aby úloha dne zůstala úlohou pro všechny ostatní.

console-welcome = Konzole gipfbota. Jste { $name }. Napište `ai` pro hru s botem, `help` pro seznam příkazů, `as <name>` pro změnu hráče, `quit` pro odchod.
console-as-usage = Napište `as <name>` s jednoslovným jménem.
console-now = Nyní jste { $name }.
console-your-turn = { $names }: jste na tahu.
console-challenged = { $names }: máte výzvu.
console-reminder = { $names }: připomínka.
console-game-over = { $names }: konec hry.
console-answered = { $names }:
console-image = Obrázek desky: { $path }
console-image-failed = (obrázek desky se nepodařilo zapsat do { $path }: { $error })
console-type-number = Napište číslo své volby (nebo přímo odebrání).

choice-language = jazyk
choice-time = čas na tah
choice-rated-ai = hodnocené hry s AI
choice-redact = skrývat staré desky
choice-threads = vlákna
choice-public = veřejné stránky
choice-open-tournaments = turnaje pro všechny
choice-timeout = vypršení času

discord-notify = Kam chodí upozornění na tah: zmínka, soukromá zpráva, nebo nic
opt-notify-to = `mention`, `dm` nebo `off` (bez volby jak je nastaveno)
choice-mention = zmínka
choice-dm = soukromá zpráva
choice-off = vypnuto

## Discord's menus: what each asks for (its placeholder).
menu-push-from = Zasunout z…
menu-use = Použít potenciál…
menu-remove = Odebrat…
menu-place = Položit na…
menu-stack = Táhnout věží z…
menu-landing = Přesunout na…
menu-choose = Vybrat…
menu-take-away = Odebrat kroužek…
menu-capture-with = Skákat kuličkou z…
menu-piece = Položit dílek…
menu-column = Sloupec PÜNCTu…
menu-move-piece = Táhnout dílkem na…
