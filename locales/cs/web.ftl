# Webové stránky (crates/gipf-web): rámec, stránka partie, žebříčky a profily.

## Rámec každé stránky

web-nav-leaderboard = Žebříček
web-theme-switch = Přepnout světlý a tmavý vzhled
web-language = Jazyk
web-not-found-title = Nenalezeno
web-not-found-heading = Tady nic není
web-not-found-text = Na této adrese není žádná partie ani stránka. Odkazy na stránky partií najdete v chatu, kde se partie hraje.
web-unavailable-title = Nedostupné
web-unavailable-text = Databázi teď nelze přečíst; zkuste to za chvíli znovu.

## Hodnocení

web-rating = hodnocení { $rating } ± { $deviation }
web-rating-bare = hodnocení { $rating }
web-rating-value = { $rating } ± { $deviation }
web-rating-explained = Hodnocení podle Glicko-2: ± je odchylka hodnocení, tedy jak nejisté hodnocení ještě je. Skutečná síla hráče leží s pravděpodobností asi 95 % do dvou odchylek od hodnocení; každou hodnocenou partií se odchylka zmenšuje.

## Stránka partie

web-game-title = { $game } #{ $id }: { $white } proti { $black }
web-nobody-yet = { $color }: zatím nikdo
web-status-over = { $result }.
web-status-challenge = Výzva čeká na odpověď.
web-status-no-game = Výzva, ze které se partie nestala.
web-status-to-decide = Na tahu je { $name } ({ $color }).
web-rated = hodnocená
web-unrated = nehodnocená
web-board-alt = { $ply ->
        [one] Deska po { $ply } rozhodnutí
       *[other] Deska po { $ply } rozhodnutích
    }
web-not-started = Partie začne, až bude výzva přijata.
web-facts = Zásoby a poslední tah
web-reserve = Zásoba { $reserve } · zajato { $captured }
web-last-turn = Poslední tah
web-last-turn-none = Zatím se nehrálo.
web-yinsh-removed = Odebrané kroužky: { $n }
web-yinsh-to-place = kroužky k položení: { $n }
web-yinsh-pool = Žetony v zásobě: { $n }
web-zertz-captured = Zajaté kuličky: bílé { $white }, šedé { $grey }, černé { $black }
web-zertz-pool = Kuličky v zásobě: bílé { $white }, šedé { $grey }, černé { $black }
web-punct-facts = Dílky k položení: { $left } · body ve středu: { $centre }
web-punct-clock = Tahů od posledního položení: { $clock } (při 100 je remíza)
web-steps = Procházet partii
web-step-first = Začátek
web-step-prev = Zpět
web-step-next = Vpřed
web-step-last = Teď
web-moves = Tahy
web-download = Stáhnout zápis

## Úvod, žebříčky a profily

web-index-title = GIPF s gipfbotem
web-index-text = Partie se hrají v chatu (Discord, Matrix); stránka každé partie je odkázaná z jejího chatu a sleduje ji živě.
web-leaderboards = Žebříčky
web-variants = Varianty
web-leaderboard-title = Žebříček, { $pool }
web-community-leaderboard-title = Žebříček { $community }, { $pool }
web-nobody-ranked = Zatím nikdo není v žebříčku: hodnocení se počítá, až se ustálí.
web-col-player = Hráč
web-col-rating = Hodnocení
web-col-games = Partie
web-col-variant = Varianta
web-col-rated-games = Hodnocené partie
web-ratings = Hodnocení
web-results = Výsledky
web-recent = Nedávné partie
web-results-line = { $variant }: výhry { $wins }, prohry { $losses }{ $draws ->
        [0] {""}
       *[other] , remízy { $draws }
    }
web-against = proti { $name }
web-playing = hraje se
web-no-rated = Zatím žádná hodnocená partie.
web-no-finished = Zatím žádná dohraná partie.
web-no-recent = Nic k zobrazení (partie soukromých místností se neuvádějí).

## Stránka turnaje

web-tournament-title = Turnaj { $id }
web-tournament-of = Komunita { $community }, založil { $creator }.
web-tournament-status = { $status ->
        [signup] Přihlašování je otevřené.
        [running] Kolo { $round } z { $rounds }.
        [finished] Skončil.
       *[cancelled] Zrušen.
    }
web-tournament-state = { $status ->
        [signup] přihlašování
        [running] probíhá
        [finished] skončil
       *[cancelled] zrušen
    }
web-tournament-winner = Vítěz: { $name }.
web-tournament-players = Hráči
web-tournament-nobody = Zatím se nikdo nepřihlásil.
web-tournament-standings = Pořadí
web-tournament-bracket = Pavouk
web-tournament-rounds = Kola
web-tournament-round = { $round }. kolo
web-tournament-bye = volno (1 bod)
web-tournament-live = právě se hraje
web-tournament-left = odstoupil
web-tournament-tie-breaks = Při rovnosti bodů rozhoduje: { $list }.
web-tournaments = Turnaje
web-col-points = Body
web-col-board = Stůl
web-col-white = Bílý
web-col-black = Černý
web-col-first = První hráč
web-col-second = Druhý hráč
web-col-result = Výsledek
web-col-tie-break = { $name ->
        [buchholz] Buchholz
        [sonneborn-berger] SB
        [direct] Vzáj.
        [wins] Výhry
       *[rating] Hodnocení
    }
web-tournament-game = Turnaj { $id }, { $round }. kolo, stůl { $board }

# Rozbor dohrané hry na její stránce.
web-review-graph = Šance bílého po každém rozhodnutí podle rozboru enginu
web-review-caption = Šance bílého po každém rozhodnutí (světlá plocha); bod vede na daný tah.
web-review-point = Tah { $ply }: { $played } ({ $before } % → { $after } % pro hráče, který rozhodl)
web-mark-inaccuracy = nepřesnost
web-mark-mistake = chyba
web-mark-blunder = hrubá chyba
web-better = lépe: { $best }
web-better-gain = lépe: { $best } ({ $gain })
web-mark-lost = { $mark }: { $lost }
web-accuracy = přesnost { $accuracy } %

# Puzzles (`/puzzles`, `/puzzle/<id>`).
web-puzzles-link = Úlohy
web-puzzles-title = Úlohy
web-puzzles-text = Napište `puzzle` v místnosti s botem a vyřešte úlohu podle svého hodnocení; každá má jediné správné první rozhodnutí.
web-puzzles-top = Nejlepší hodnocení úloh
web-puzzles-solved = Vyřešeno
web-puzzles-played = Nejhranější
web-puzzles-nobody = Zatím nikdo nedokončil úlohu.
web-puzzles-entry = Úloha { $id } · { $kind } · hodnocení { $rating } · hráno { $plays }×
web-puzzle-title = Úloha { $id }
web-puzzle-facts = Druh { $kind } · hodnocení { $rating } · hráno { $plays }×
web-puzzle-show = Ukázat řešení
web-puzzle-step = { $n }. { $who }: { $action }
web-puzzle-end = Konec řešení.
web-puzzle-hidden = Tuto úlohu teď někdo řeší: řešení se ukáže, až skončí.
web-puzzles-daily = Úloha dne, { $day }
web-puzzles-daily-heading = Úloha dne
web-puzzles-daily-how = Vyřešte ji v místnosti s botem: `puzzle daily` (na Discordu tlačítkem „Vyřešit“ pod příspěvkem). Vaše odpovědi uvidíte jen vy; řešení zítra zveřejníme v místnostech.
web-puzzles-yesterday = Včerejší úloha { $id }: řešení našlo { $solved } z { $tried } řešitelů.
web-puzzle-daily-hidden = Toto je úloha dne { $day }: její řešení se tu ukáže od { $shown }, až bude zveřejněno ve všech místnostech.
