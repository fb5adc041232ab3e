# gipfbot's replies in chat: games, challenges, the AI, lists and settings.
# Markdown: **bold**, `code`. Keep notation (b1-b2, xc3,d4), command words (`board #12`) and
# the position string as they are in every language. Arguments: $id is a game id as "#12";
# $name, $me, $them, $white, $black are display names; numbers select plural forms.
#
# Czech: the user is addressed with "vy" (no past participles with "vy", they would need a
# gender); named players get present-tense verbs ("přijímá", "vyhrává"), so no gender either.
# Colours ($color, $me/$it in ai-game-started, $winner, $loser) arrive as white/black and
# select the terms -white/-black of rules.ftl (Bílý/Černý, masculine, used as the players'
# names, as in chess; case: "gen" etc. for other cases). $colour in challenge-terms arrives
# rendered (nominative). $variant arrives
# as basic/standard/tournament and is translated by a selector in each message (the *[other]
# variant shows it as it is). Plurals: one (1), few (2–4), *other (0, 5+).

## The AI

# $level is the level's command word (beginner ... master), as the `ai` command takes it;
# the -ai-* terms are its name in sentences (a term shares the namespace of messages: not
# -level-*, which would hide the level-* descriptions).
-ai-beginner = začátečník
-ai-casual = rekreační hráč
-ai-intermediate = pokročilý
-ai-strong = silný
-ai-master = mistr
ai-name = AI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    })
ai-game-started = Hra **{ $id }** proti AI ({ $level ->
        [beginner] { -ai-beginner }
        [casual] { -ai-casual }
        [intermediate] { -ai-intermediate }
        [strong] { -ai-strong }
       *[master] { -ai-master }
    }): vy jste { $me ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }, AI je { $it ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }.
level-beginner = vidí jeden tah dopředu a často špatně odhadne pozici: i nováček může vyhrát
level-casual = vidí jeden tah dopředu
level-intermediate = vidí dva tahy dopředu
level-strong = propočítává hluboko a rychle
level-master = plná síla enginu, až 2 s na rozhodnutí
levels-title = **Úrovně AI** (`ai <level>`):
levels-line = `{ $level }`{ $default ->
        [yes] {" "}(výchozí)
       *[no] {""}
    }: { $description }; { $rating }
levels-rated = rating { $rating } { $variant ->
        [basic] v základní variantě
        [standard] ve standardní variantě
        [tournament] v turnajové variantě
       *[other] ve variantě { $variant }
    } ({ $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    })
levels-unrated = zatím bez ratingu

## Challenges

colour-random = náhodná barva
colour-first = první hráč
colour-second = druhý hráč
colour-either = první nebo druhý hráč podle losu
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
        [basic] základní varianta GIPF
        [standard] standardní varianta GIPF
        [tournament] turnajová varianta GIPF
       *[other] varianta { $variant } GIPF
    }, { $me }: { $colour }, { $time }
challenge-made = **{ $id }**: { $me } vyzývá @{ $them } ke hře: { $terms }. @{ $them }: `accept { $id }` nebo `decline { $id }`.
challenge-open = **{ $id }**: { $me } vypisuje otevřenou výzvu: { $terms }. Přijmout ji může kdokoli zde: `accept { $id }`.
challenge-state = { $id }: { $open ->
        [yes] otevřená výzva
       *[no] výzva
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
        [basic] základní varianta GIPF
        [standard] standardní varianta GIPF
        [tournament] turnajová varianta GIPF
       *[other] varianta { $variant } GIPF
    }, { $time }: { $state }
state-waiting = čeká na odpověď
state-declined = odmítnuta
state-cancelled = stažena
state-expired = vypršela
state-active = hra probíhá
state-finished = dohráno
challenge-closed-accepted = Výzva { $id } už byla přijata: `board { $id }` ukáže hru.
challenge-closed-declined = Výzva { $id } byla odmítnuta.
challenge-closed-cancelled = Výzva { $id } byla stažena.
challenge-closed-expired = Výzva { $id } vypršela: vyzvěte znovu.
challenge-closed-open = Výzva { $id } je stále otevřená.
challenge-declined = { $me } odmítá výzvu { $id } od @{ $them }.
challenge-accepted = { $me } přijímá výzvu od @{ $them }: začíná hra **{ $id }**.
challenge-cancelled = Výzva { $id } byla stažena.
challenge-expired = Výzva { $id } vypršela bez odpovědi.

## Time controls

time-none = bez časového limitu
time-days = { $n ->
        [one] { $n } den na tah
        [few] { $n } dny na tah
       *[other] { $n } dní na tah
    }
time-minutes = { $n ->
        [one] { $n } minuta na tah
        [few] { $n } minuty na tah
       *[other] { $n } minut na tah
    }
# Only used in `reminder`, after "máte ještě asi": accusative.
hours-left = { $n ->
        [one] { $n } hodinu
        [few] { $n } hodiny
       *[other] { $n } hodin
    }
seconds-left = { $n ->
        [one] { $n } sekundu
        [few] { $n } sekundy
       *[other] { $n } sekund
    }
minutes-left = { $n ->
        [one] { $n } minutu
        [few] { $n } minuty
       *[other] { $n } minut
    }

## Results

result-rules = { $outcome }
result-resignation = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] První hráč
        [second] Druhý hráč
    } vyhrává, soupeř se vzdal
result-time = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] První hráč
        [second] Druhý hráč
    } vyhrává na čas
result-plain = { $winner ->
        [white] { -white }
       *[black] { -black }
        [first] První hráč
        [second] Druhý hráč
    } vyhrává
ending-resigned = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] První hráč
        [second] Druhý hráč
    } se vzdal
ending-time = { $loser ->
        [white] { -white }
       *[black] { -black }
        [first] První hráč
        [second] Druhý hráč
    } překročil čas
result-none = bez výsledku

## A board in words

board-head = **{ $id }** { $variant ->
        [basic] základní varianta
        [standard] standardní varianta
        [tournament] turnajová varianta
       *[other] varianta { $variant }
    } · { $white } ({ $white_side ->
        [first] { -first }
       *[white] Bílý
    }) proti { $black } ({ $black_side ->
        [second] { -second }
       *[black] Černý
    }) · { $time }
board-last-turn = Poslední tah: { $last }.
board-over = **{ $result }.** Odveta: `rematch { $id }`.
board-position = Pozice: `{ $position }`
decision-place-dvonn = Kámen DVONN pokládá **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }**: @{ $name }.
decision-place = Kámen pokládá **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }**: @{ $name }.
decision-move = Věží táhne **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    }**: @{ $name }.
board-last-action = Poslední rozhodnutí: { $color ->
        [white] { -white }
       *[black] { -black }
        [first] { -first }
        [second] { -second }
    } { $action }.
board-cut-off = Odříznuto a odebráno: { $spaces }.
decision-ai-thinking = **{ $color ->
        [white] { -white }
       *[black] { -black }
        [first] První hráč
        [second] Druhý hráč
    }** (AI) přemýšlí…
decision-push = Na tahu je **{ $color ->
        [white] { -white }
       *[black] { -black }
    }**: @{ $name }.
decision-remove = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** volí, kterou řadu odebrat (čísla jako na desce): @{ $name }.
decision-tamsk = **{ $color ->
        [white] { -white }
       *[black] { -black }
    }** rozhoduje o kameni TAMSK na e5: zasunout jeho potenciál (`T:<tečka>-<pole>`) nebo `keep`: @{ $name }.
history = **{ $id }** { $white } ({ $white_side ->
        [first] { -first }
       *[white] Bílý
    }) proti { $black } ({ $black_side ->
        [second] { -second }
       *[black] Černý
    }), { $count ->
        [one] { $count } rozhodnutí
        [few] { $count } rozhodnutí
       *[other] { $count } rozhodnutí
    }:
reminder = @{ $name }: ve hře { $id } jste na tahu. Máte ještě asi { $left }, pak prohrajete na čas.
pick-direction = Tah z tečky { $dot }: zvolte směr.
pick-target = { $piece }: zvolte, kam jeho potenciál půjde.
pick-stack-target = Věž na { $space }: vyberte, kam potáhne.
game-link = Sledujte hru na webu: { $url }
game-line = { $id }: { $variant ->
        [basic] základní varianta
        [standard] standardní varianta
        [tournament] turnajová varianta
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
       *[other] varianta { $variant }
    } · { $white } proti { $black } · { $whose }
game-line-yours = **na tahu jste vy**
game-line-theirs = na tahu je { $name }
game-line-over = dohráno
game-line-left = ještě { $left }
game-line-paused = hodiny stojí (dovolená)

## Lists

games-none = Nemáte žádné rozehrané hry ani výzvy: začněte příkazem `ai` nebo `challenge <user>`.
games-title = **Vaše hry a výzvy**
place-everywhere = ze všech místností
place-room = v { $room }
leaderboard-empty = Zatím nejsou žádné ustálené ratingy { $variant ->
        [basic] v základní variantě
        [standard] ve standardní variantě
        [tournament] v turnajové variantě
       *[other] ve variantě { $variant }
    } { $place }: rating se ukáže po několika hodnocených hrách a zůstane vidět, dokud hráč hraje dál.
leaderboard-title = **Žebříček { $place }: { $variant ->
        [basic] základní varianta
        [standard] standardní varianta
        [tournament] turnajová varianta
       *[other] varianta { $variant }
    }**
leaderboard-line = { $rank }. { $name } { $rating } ({ $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    })
stats-none = Zatím žádné hodnocené hry.
stats-rating = Rating { $variant ->
        [basic] v základní variantě
        [standard] ve standardní variantě
        [tournament] v turnajové variantě
       *[other] ve variantě { $variant }
    } { $global ->
        [yes] celkově
       *[no] zde
    }: { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ± { $deviation } ({ $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    })
stats-results = { $variant ->
        [basic] Základní varianta
        [standard] Standardní varianta
        [tournament] Turnajová varianta
       *[other] Varianta { $variant }
    }: výhry { $wins }, prohry { $losses }
stats-draws = { $variant }: remízy { $draws }
stats-challenges = S výzvami (bez ratingu, včetně partií o výzvy): výhry { $wins }, prohry { $losses }
stats-h2h = Proti vám: { $name } – výhry { $wins }, prohry { $losses }

## Settings and languages

settings-title = **Nastavení místnosti { $room }** (`settings <name> <value>`; `settings <name> default` vrátí výchozí hodnotu):
settings-line = `{ $name }`: { $value }{ $default ->
        [yes] {" "}(výchozí)
       *[no] {""}
    } · { $description }
settings-changed = Nastavení { $name } je nyní: { $value }.
settings-reset = Nastavení { $name } je zpět na výchozí hodnotě: { $value }.
setting-language = jazyk desek a veřejných zpráv v této místnosti
setting-time = časový limit výzev, které žádný neuvádějí
setting-rated-ai = zda hry proti AI mění rating
setting-redact = zda starší desky hry přijdou o obrázek, když se zveřejní novější
setting-threads = zda každá hra dostane vlastní vlákno
setting-public = zda se hry a žebříček této místnosti zobrazují na webu
setting-open-tournaments = zda smí turnaje zakládat kdokoli, nejen moderátoři
value-on = zapnuto
value-off = vypnuto
language-set = Od teď s vámi budu mluvit jazykem { $language }.
language-cleared = Budu s vámi mluvit jazykem této místnosti ({ $language }).
language-current = Mluvím s vámi jazykem { $language }. Jazyky: { $list }. `language <code>` jazyk zvolí, `language default` se řídí místností.
value-operator = podle nastavení provozovatele bota

time-bank = banka { $bank }, k tomu { $increment } za tah
board-banks = Zbývá: { $white } { $white_left }, { $black } { $black_left }.

takeback-asked = @{ $opponent }: { $name } žádá o vrácení posledního tahu v **{ $id }**. Odpovězte `accept takeback { $id }` nebo `decline takeback { $id }`.
takeback-accepted = { $name } souhlasí: poslední tah hráče { $asker } v **{ $id }** je vrácen.
takeback-declined = { $name } vrácení tahu v **{ $id }** odmítá; hra pokračuje.
takeback-ai = Váš poslední tah v **{ $id }** i odpověď AI jsou vráceny.
button-takeback-accept = Vrátit tah
button-takeback-decline = Odmítnout
history-taken-back = Vráceno: { $moves }

setting-timeout = co se stane, když hráči vyprší čas: `auto` (prohrává) nebo `claim` (soupeř si o výhru řekne, nebo počká)
value-timeout-auto = automaticky
value-timeout-claim = nárokem
time-up = @{ $claimer }: hráči { $name } vypršel čas v **{ $id }**. `claim { $id }` vyhrává na čas; nebo počkejte, a pokud { $name } rozhodne, hra pokračuje.
button-claim = Vzít výhru
button-wait = Počkat
claim-waiting = Čekáte: `claim { $id }` platí, dokud soupeř nerozhodne.

vacation-on = Jste na dovolené do { $until } UTC: vaše hodiny stojí. `vacation off` ji ukončí dřív; letos zbývá { $left } dní dovolené.
vacation-off-state = Nejste na dovolené; letos vám zbývá { $left } z { $allowance } dní dovolené. `vacation 7` zastaví vaše hodiny ve všech hrách na 7 dní.
vacation-started = { $name } je na dovolené do { $until } UTC: hodiny her, kde je na tahu, stojí (letos zbývá { $left } dní dovolené).
vacation-ended = { $name } je zpět z dovolené: hodiny zase běží.
vacation-paused = @{ $opponent }: { $name } je na dovolené do { $until } UTC; hodiny **{ $id }** stojí.
vacation-resumed = { $name } je zpět: hodiny **{ $id }** zase běží se zbylým časem.

confirm-on = Tahy zvolené tlačítky se nejdřív ukážou s Potvrdit a Zrušit. `confirm off` je zahraje hned; napsané tahy platí vždy hned.
confirm-off = Tahy zvolené tlačítky platí hned. `confirm on` každý nejdřív ukáže s Potvrdit a Zrušit.
confirm-preview = Zasunout `{ $action }`? Takto bude deska vypadat; tah platí, až ho potvrdíte.
confirm-cancelled = Zrušeno: nic se nezahrálo. Vyberte znovu.
button-confirm = Potvrdit
button-cancel-push = Zrušit

notify-mention = Upozornění na tah tě zmíní v místnosti hry. `notify dm` je posílá soukromou zprávou; `notify off` je vypne.
notify-dm = Upozornění na tah chodí soukromou zprávou, už ne jako zmínky v místnostech; hry, které na tebe čekají do { $unit ->
        [seconds] { $n ->
            [one] sekundy
           *[other] { $n } sekund
        }
       *[minutes] { $n ->
            [one] minuty
           *[other] { $n } minut
        }
    }, přijdou jednou zprávou. `notify mention` vrátí zmínky.
notify-dm-closed = Zvolil sis soukromé zprávy, ale poslední se nepodařilo doručit (soukromé zprávy ode mě máš zavřené), takže tě zmiňuji v místnostech. Otevři je a napiš `notify dm`, zkusím to znovu.
notify-off = Upozornění na tah nedostáváš: desky tě jmenují bez zmínky. `notify mention` nebo `notify dm` je zapne.
direct-your-turn = Jsi na tahu:
direct-your-turn-many = Jsi na tahu ve { $n } hrách:
direct-game = **{ $id }** proti **{ $opponent }**
direct-game-left = **{ $id }** proti **{ $opponent }**, zbývá { $left }
direct-closed = @{ $name }: jsi na tahu v { $id }. Nemohl jsem ti poslat soukromou zprávu (máš je ode mě zavřené), tak tě zase zmiňuji tady. Otevři je a napiš `notify dm`, zkusím to znovu.

## TZAAR and YINSH (their _choices.rs, text/game.rs): $what is the decision in the game's own words (tzaar.ftl, yinsh.ftl).
decision-what = **{ $what }**: @{ $name }.
choice-tzaar-type = { $kind } (zbývá { $left })
pick-tzaar-space = Vyberte pole pro svůj kámen { $kind }.
button-pass = Pas
pick-ring-landing = Kroužek na { $point }: vyberte, kam půjde.
