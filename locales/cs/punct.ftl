# Slova hry PÜNCT (gipf-i18n/src/punct.rs): kameny a jejich natočení, proč je tah nebo řetězec
# pozice odmítnut, jak partie skončila, kdo rozhoduje, co udělal tah, popisky voleb a pravidla
# ve zkratce. Barvy jsou termy -white a -black z rules.ftl: $color, $winner a $side jsou
# white/black. $shape je typ kamene: t (trojúhelník), sm, se (rovný, PÜNCT uprostřed nebo na
# konci), am, al, ar (lomený, PÜNCT uprostřed, nebo na konci a zatáčí doleva či doprava).
# Body ($point, $from, $to, $punct, $by, $middle, $first, $second) se píší jako na desce (d10).

## Typy kamenů. punct-shape: název typu jako popisek; punct-shape-object: typ jako předmět
# (4. pád); punct-shape-button: volba typu s počtem kamenů, které hráči zbývají.
punct-shape = { $shape ->
        [t] trojúhelník
        [sm] rovný kámen (PÜNCT uprostřed)
        [se] rovný kámen (PÜNCT na konci)
        [am] lomený kámen (PÜNCT uprostřed)
        [al] lomený kámen zatáčející doleva
       *[ar] lomený kámen zatáčející doprava
    }
punct-shape-object = { $shape ->
        [t] trojúhelník
        [sm] rovný kámen s PÜNCTem uprostřed
        [se] rovný kámen s PÜNCTem na konci
        [am] lomený kámen s PÜNCTem uprostřed
        [al] lomený kámen zatáčející doleva
       *[ar] lomený kámen zatáčející doprava
    }
punct-shape-button = { $shape ->
        [t] Trojúhelník
        [sm] Rovný kámen (PÜNCT uprostřed)
        [se] Rovný kámen (PÜNCT na konci)
        [am] Lomený kámen (PÜNCT uprostřed)
        [al] Lomený kámen zatáčející doleva
       *[ar] Lomený kámen zatáčející doprava
    } (zbývá { $count })

## Natočení pro jeho volbu: kde leží dvě další tečky od PÜNCTu. $dir, $first a $second jsou
# směry (PUNCT.md §2): e, ne, nw, w, sw, se. around: obě tečky vedle PÜNCTu; chain: první
# vedle PÜNCTu, druhá o krok dál.
punct-direction = { $dir ->
        [e] východ
        [ne] severovýchod
        [nw] severozápad
        [w] západ
        [sw] jihozápad
       *[se] jihovýchod
    }
punct-orientation-around = PÜNCT, pak { $first } a { $second }
punct-orientation-chain = PÜNCT, pak { $first }, dál { $second }

## Výzvy voleb. $column je písmeno sloupce; $points tři body (d4, d5, e5); $level úroveň (0 na
# desce).
pick-punct-orientation = Vyberte natočení svého kamene.
pick-punct-column = Vyberte sloupec PÜNCTu.
pick-punct-point = Vyberte bod PÜNCTu ve sloupci { $column }.
pick-punct-target = Kámen na { $from }: vyberte, kam půjde jeho PÜNCT.
pick-punct-rotation = Vyberte jeho nové natočení.
punct-preview = Váš kámen by zakryl { $points } na úrovni { $level }: potvrďte tah.

## Chyby tahů: věty bez tečky na konci (tu přidá error-illegal), s velkým písmenem na začátku,
# pokud nezačínají notací. $text je, co bylo napsáno; $written a $fix jsou kameny, jak se píší
# (Ta2,a3,a4); $letter a $right jsou písmena tvaru (S, A, T); $shape a $named jsou
# punct-shape-object.
punct-action-empty = Není zadán žádný tah: položte kámen, například `Tb2,b3,c3` (písmeno tvaru, bod PÜNCTu, dva další body), nebo táhněte kamenem, například `d10-d5,e5,f5` (nebo `d10-d5`, chcete-li zachovat jeho natočení)
punct-action-syntax = { $text } není tah: položte kámen, například `Tb2,b3,c3` (písmeno tvaru, bod PÜNCTu, dva další body), nebo táhněte kamenem, například `d10-d5,e5,f5` (nebo `d10-d5`, chcete-li zachovat jeho natočení)
punct-action-unknown-point = { $text } není bod desky: bod je sloupec a-q a řada 1-17, například `b2`, `i9` nebo `q16` (`a1`, `a9`, `i1`, `i17`, `q9` a `q17` chybí)
punct-action-boardspace = { $text } je záznam z `Boardspace`, který se zde nepřijímá: napište body, například `Tb2,b3,c3` nebo `d10-d5,e5,f5`
punct-action-not-a-shape = `{ $written }` není kámen: napište nejprve bod PÜNCTu, pak dva body vedle něj, které tvoří rovný, lomený nebo trojúhelníkový kámen
punct-action-shape-letter = `{ $written }` označuje { $shape }, jehož písmeno je { $right }, ne { $letter }: napište `{ $fix }`
punct-action-no-distance = `{ $from }-{ $from }` kamenem nepohne: uveďte jiný bod na některé z jeho přímek, nebo napište jeho tři nové body a otočte ho na místě, například `{ $from }-{ $from },…`
punct-action-needs-position = `{ $from }-{ $to }` zachovává natočení kamene a čte se s pozicí: napište tři body, na které kámen půjde, například `{ $from }-{ $to },…`
punct-action-game-over = Partie skončila: žádné další tahy se nehrají
punct-action-off-board = S PÜNCTem na { $punct } a takto natočený by { $shape } přesahoval desku: zvolte jiné natočení
punct-action-shape-used-up = Kameny tohoto typu ({ $shape }) už nemáte k položení: položte jiný typ, nebo táhněte některým svým kamenem
punct-action-occupied = Bod { $point } není prázdný: nový kámen se pokládá na tři prázdné body (na jiné kameny lezou jen kameny, které už jsou na desce)
punct-action-under-bridge = Bod { $point } leží pod můstkem: nový kámen se pod můstek nikdy nezasouvá, položte ho tedy na tři prázdné body
punct-action-central = Nový kámen se nesmí dotknout středového šestiúhelníku a tento by zakryl { $point }: položte ho mimo 19 středových bodů
punct-action-no-piece = Na { $from } není žádný kámen: táhněte některým svým kamenem, označeným bodem jeho PÜNCTu
punct-action-not-yours = Kámen na { $from } patří soupeři: táhněte některým svým kamenem
punct-action-not-punct = { $from } není PÜNCT kamene, který tam leží nahoře: označte kámen jeho PÜNCTem, { $punct }
punct-action-covered = Kámen na { $from } je zakrytý na { $by }: zakrytý kámen nemůže táhnout ani se otočit, táhněte tedy jiným kamenem, nebo nějaký položte
punct-action-wrong-shape = Body označují { $named }, ale kámen na { $from } je jiného typu ({ $shape }): kámen si tvar ponechává, uveďte tedy tři body, které může zakrýt
punct-action-not-a-line = `{ $from }-{ $to }` nevede po přímce: PÜNCT se pohybuje po jedné ze tří přímek procházejících bodem { $from } (jeho sloupec, řada nebo úhlopříčka)
punct-action-unchanged = Kámen na { $from } by zůstal, jak je: posuňte ho, nebo ho natočte jinak
punct-action-triangle-uneven = Trojúhelník přistane jen na třech bodech stejné výšky, ale { $first }, { $second }, { $third } mají výšky { $heights }: vyberte tři body stejné výšky
punct-action-ends-uneven = Konce { $first } a { $second } nejsou ve stejné výšce (výšky { $heights }): kámen spočívá na dvou koncích stejné výšky
punct-action-middle-higher = Bod { $middle } pod středem kamene je vyšší než jeho konce: můstek se klene jen nad nižšími body
punct-action-punct-over-empty = PÜNCT by visel nad prázdným bodem { $point }: nad deskou musí PÜNCT spočívat na některém vašem kameni
punct-action-punct-on-opponent = PÜNCT by přistál na soupeřově kameni na { $point }: PÜNCT přistává jen na vašich vlastních kamenech (ostatní tečky smějí zakrýt jakýkoli)
# Výška v chybě: kolik kamenů leží na bodě ($count; 0 prázdný); výčet dvou nebo tří výšek.
punct-height = { $count ->
        [0] 0 (prázdný)
       *[other] { $count }
    }
punct-list-two = { $first } a { $second }
punct-list-three = { $first }, { $second } a { $third }

## Řetězce pozic: vedlejší věty (malé písmeno, bez tečky). $text je, co bylo napsáno, v
# uvozovkách; $level je úroveň (0 deska); $piece kámen, jak se píše (wTb2,b3,c3); $canonical
# řetězec pozice; $written a $expected výsledky, jak se píší (w+, b+, =); $clock hodiny;
# $connected, kdo je spojen: white, black nebo both.
punct-position-field-count = pozice hry PÜNCT má 4 pole oddělená jednou mezerou (varianta, deska, tah, hodiny); tato má { $count ->
        [one] { $count } pole
        [few] { $count } pole
       *[other] { $count } polí
    }
punct-position-variant = { $text } není varianta: řetězec pozice hry PÜNCT začíná `punct` nebo `punct-basic`
punct-position-empty-level = deska: úroveň { $level } je prázdná: napište úrovně od 0 výš oddělené jedním /, každou s jejími kameny
punct-position-malformed-piece = deska, úroveň { $level }: { $text } není kámen: napište w nebo b, písmeno tvaru S, A nebo T a pak tři body, například `wTb2,b3,c3`
punct-position-unknown-point = deska, úroveň { $level }: { $text } není bod desky
punct-position-not-a-shape = deska, úroveň { $level }: { $text } není kámen s PÜNCTem na prvním bodě
punct-position-shape-letter = deska, úroveň { $level }: body { $text } tvoří { $shape }, jehož písmeno je { $right }, ne { $letter }
punct-position-too-many-pieces = na desce je víc { $color ->
        [white] bílých
       *[black] černých
    } kamenů jednoho typu ({ $shape }), než kolik jich hráč má ({ $count })
punct-position-minors-out-of-order = deska, úroveň { $level }: { $text }: napište dva další body v kanonickém pořadí (podle sloupce, pak řady)
punct-position-pieces-out-of-order = deska, úroveň { $level }: kámen na { $second } stojí před kamenem na { $first }: seřaďte kameny úrovně podle jejich PÜNCTu (podle sloupce, pak řady)
punct-position-not-canonical = není to kanonický tvar: napište `{ $canonical }`
punct-position-shared-slot = deska: dva kameny úrovně { $level } zakrývají { $point }
punct-position-unsupported = deska: `{ $piece }` leží o úroveň výš, ale na { $point } ho nic nedrží: jeho konce (u trojúhelníku všechny body) spočívají na kamenech o úroveň níž
punct-position-punct-unsupported = deska: PÜNCT kamene `{ $piece }` leží nad ničím: PÜNCT nad deskou spočívá na své vlastní barvě
punct-position-punct-on-opponent = deska: PÜNCT kamene `{ $piece }` leží na druhé barvě: PÜNCT nad deskou spočívá na své vlastní barvě
punct-position-turn = { $text } není tah: napište `w` nebo `b` (kdo je na tahu), nebo `w+`, `b+` či `=`, když partie skončila
punct-position-clock = { $text } nejsou hodiny: napište počet tahů od posledního položení, 0 až 100, bez úvodních nul
punct-position-clock-in-play = hodiny ukazují 100, ale partie pokračuje: 100 tahů bez položení ji končí remízou (`=`)
punct-position-empty-board-not-start = na prázdné desce je na tahu Bílý a hodiny jsou 0: napište `punct - w 0`
punct-position-no-white-piece = Bílý začíná, takže deska s kameny má i bílý kámen
punct-position-not-whites-first-placement = bez černého kamene může deska ukazovat jen první položení Bílého: jeden bílý kámen mimo střed, na tahu `b`, hodiny 0
punct-position-connected-in-play = partie pokračuje, ale { $color ->
        [white] { -white }
       *[black] { -black }
    } má spojení: výsledek je `{ $written }`
punct-position-all-placed-in-play = partie pokračuje, ale { $color ->
        [white] { -white }
       *[black] { -black }
    } má na desce všech 18 kamenů: položení posledního partii končí
punct-position-no-action-in-play = { $color ->
        [white] { -white }
       *[black] { -black }
    } nemá žádný povolený tah, takže nemůže být na tahu
punct-position-connection-result = výsledek `{ $written }` je chybný: { $connected ->
        [both] spojeny jsou obě barvy, takže výsledek je `w+` nebo `b+` (toho, kdo táhl)
        [white] Bílý je spojen, takže výsledek je `w+`
       *[black] Černý je spojen, takže výsledek je `b+`
    }
punct-position-both-all-placed = oba hráči mají na desce 18 kamenů, ale partie končí, když první z nich položí svůj poslední
punct-position-last-piece-clock = byl položen poslední kámen, což nastaví hodiny na 0, ne na { $clock }
punct-position-last-piece-result = výsledek `{ $written }` je chybný: byl položen poslední kámen a střed je { $white } : { $black }, takže výsledek je `{ $expected }`
punct-position-win-without-cause = výsledek `{ $written }` je chybný: nikdo není spojen a nikdo nepoložil svůj poslední kámen, takže tuto partii může ukončit jen remíza (`=`)
punct-position-draw-without-cause = remíza je chybná: hodiny ukazují { $clock }, ne 100, a hráč má ještě povolený tah

## Konec partie (PUNCT.md §7). $winner je white/black; $axis je punct-axis (dvě spojené
# strany, v 7. pádě po „mezi“); $won a $lost jsou středové body vítěze a poraženého, $count
# body každého při remíze; $limit mez hodin (100).
punct-axis = { $axis ->
        [columns] sloupci a a q
        [rows] řadami 1 a 17
       *[diagonals] stranami j2–p8 a b10–h16
    }
punct-reason-connection = spojení mezi { $axis }
punct-reason-centre = střed, { $won } : { $lost }
punct-reason-last-piece = položen poslední kámen základní hry
punct-reason-clock = { $limit } tahů bez položení
punct-reason-no-action = žádný hráč nemůže táhnout
punct-result-connection = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává: spojení mezi { $axis }
punct-result-connection-both = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává spojením, které vytvořil (mezi { $axis }), i když se odkrylo i spojení { $winner ->
        [white] { -black(case: "gen") }
       *[black] { -white(case: "gen") }
    }
punct-result-centre = { $winner ->
        [white] { -white }
       *[black] { -black }
    } vyhrává na středu { $won } : { $lost }
punct-draw-centre = Remíza: střed je { $count } : { $count }
punct-draw-last-piece = Remíza: byl položen poslední kámen základní hry
punct-draw-clock = Remíza: { $limit } tahů bez položení
punct-draw-no-action = Remíza: žádný hráč nemůže táhnout
punct-draw = Remíza

## Kdo rozhoduje, pro řádek desky. $color je ten, kdo rozhoduje; $clock tahy od posledního
# položení; $limit mez hodin (100).
punct-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } pokládá kámen
punct-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    } pokládá kámen nebo jím táhne
punct-to-act-clock = { $color ->
        [white] { -white }
       *[black] { -black }
    } je na tahu ({ $clock } tahů od posledního položení; { $limit } znamená remízu)

## Co udělal tah, po „Poslední tah:“. $color je ten, kdo táhl; $points tři body kamene potom,
# PÜNCT první (d5 e5 f5); $level jeho úroveň potom.
punct-turn-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } položil { $shape ->
        [t] trojúhelník
        [sm] rovný kámen (PÜNCT uprostřed)
        [se] rovný kámen (PÜNCT na konci)
        [am] lomený kámen (PÜNCT uprostřed)
        [al] lomený kámen zatáčející doleva
       *[ar] lomený kámen zatáčející doprava
    } na { $points }
punct-turn-move = { $color ->
        [white] { -white }
       *[black] { -black }
    } táhl kamenem z { $from } na { $points } (úroveň { $level })
punct-turn-rotate = { $color ->
        [white] { -white }
       *[black] { -black }
    } otočil kámen na { $from } tak, že leží na { $points } (úroveň { $level })

## `rules punct`: pravidla ve zkratce (následuje rules-link, jako po rules-yinsh).
rules-punct = **PÜNCT**: každý hráč má 18 kamenů své barvy, každý zakrývá tři body a jeden z nich je PÜNCT: 6 trojúhelníků, 6 rovných kamenů (PÜNCT uprostřed u 2, na konci u 4) a 6 lomených (PÜNCT uprostřed u 2; na konci u 2 zatáčejících doleva a 2 zatáčejících doprava). Deska má 211 bodů; začíná Bílý.
    Ve svém tahu buď položíte nový kámen na tři prázdné body, například `Tb2,b3,c3` (písmeno tvaru S, A nebo T, bod PÜNCTu, pak dva další body), a nikdy se přitom nedotknete středového šestiúhelníku 19 bodů (v `punct-basic` se mu vyhýbá jen první kámen); nebo táhnete některým svým kamenem na desce.
    Tah vede PÜNCT po jedné ze tří přímek jeho bodu, libovolně daleko a přes cokoli, a kámen se kolem něj položí v libovolném natočení, například `d10-d5,e5,f5`; `d10-d5` natočení zachová a `d10-d10,b10,c10` kámen otočí na místě.
    Kámen smí vyskočit na jiné: trojúhelník na tři body stejné výšky, rovný či lomený kámen na dva konce stejné výšky, se středem ne výš (je-li níž, je to můstek); jeho PÜNCT přistává jen na vaší barvě. Pod můstek se nový kámen nezasouvá a kámen zakrytý byť na jediném bodě nemůže táhnout ani se otočit.
    Při pohledu shora vyhrává hned řetěz vaší barvy, který spojí dvě protilehlé strany (sloupce a a q, řady 1 a 17, nebo `j2`–`p8` a `b10`–`h16`). Když hráč položí svůj poslední kámen, vyhrává ten, kdo shora vidí víc z 19 středových bodů, a stejný počet je remíza (v `punct-basic` je to pak vždy remíza). Remízou končí i 100 tahů za sebou bez položení.
