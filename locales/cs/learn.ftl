# Lekce (`learn`): výuka v krátkých lekcích, jejichž úkoly kontrolují pravidla.

cmd-learn = naučte se GIPF hraním (ostatní hry lekce zatím nemají): krátké lekce s úkolem na malé desce (`learn` pokračuje tam, kde výuka skončila, `learn 3` skočí na lekci 3, `learn list`, `learn hint`)
discord-learn = Naučte se GIPF hraním krátkých lekcí, nebo odpovězte na úkol lekce
opt-learn-what = Číslo lekce, `list`, `hint`, nebo vaše akce
learn-welcome = Vítejte u hry GIPF! Krátké lekce (celkem { $count }) vás naučí hru na malých deskách: každý krok má úkol a pravidla kontrolují, co zahrajete.
learn-step = **Lekce { $n } z { $count }: { $title }** (krok { $step } z { $steps })
learn-how = Odpovězte `learn <action>` (nebo tlačítky; samotnou akcí, pokud ji nebere žádná vaše hra); `learn hint` vám dá nápovědu.
learn-opponent = soupeř
learn-hint = Nápověda: { $hint }
learn-going = Zahráno: `{ $action }`. Rozhodnutí je stále na vás: pokračujte.
learn-right = Výborně: `{ $action }`.
learn-wrong = Ne úplně: `{ $action }`. { $why } Deska je zase v původním stavu: zkuste to znovu (`learn hint` pomůže).
learn-lesson-done = Lekce { $n } je hotová: { $title }.
learn-all-done = Máte za sebou všechny lekce. `puzzle` vám vybrousí taktiku a `ai beginner` zahájí první hru proti botovi.
learn-list = Lekce (jednu spustíte příkazem `learn <number>`):
learn-list-line = { $n }. { $title }
learn-list-here = { $n }. { $title } ← tady jste
learn-list-done = { $n }. { $title } ✓
error-learn-none = Žádná lekce neprobíhá: `learn` jednu spustí.
error-learn-no-lesson = Lekce { $n } neexistuje: lekce mají čísla 1 až { $count } (`learn list`).
error-learn-answered = Na tento krok už přišla odpověď: `learn` ukáže, kde jste.
error-learn-not-yours = Tato tlačítka patří k lekci někoho jiného: `learn` spustí tu vaši.

learn-wrong-push = Úkolem bylo zasunout kámen.
learn-wrong-moves = Váš kámen dopadl na volné pole, takže se nic neposunulo.
learn-wrong-row = Tím nevznikla řada čtyř vašich kamenů.
learn-wrong-two-rows = Tím nevznikly dvě vaše řady naráz.
learn-wrong-capture = Žádný černý kámen nebyl zajat.
learn-wrong-win = Černý má na desce stále GIPF-kámen, takže hra pokračuje.
learn-wrong-keep = Žádná vaše řada nebyla odebrána.
learn-wrong-lost = Tím z desky zmizel váš poslední GIPF-kámen, a hráč bez GIPF-kamene prohrává.
learn-wrong-gipf = V této variantě musíte jako první zasunout GIPF-kámen.
learn-wrong-single = To byl GIPF-kámen; úkolem byl obyčejný kámen.
learn-wrong-zertz = Úkolem byl skok ZÈRTZ: napište ho se Z a dvojtečkou, například `Z:c3-c6`.
learn-wrong-yinsh = Úkolem byl tah YINSH: napište ho s Y a dvojtečkou, například `Y:d4-d2`.
learn-wrong-dvonn = Úkolem byl skok DVONN: napište ho s D a dvojtečkou, například `D:d4-d5`.
learn-wrong-punct = Úkolem byl skok PÜNCT: napište ho s P a dvojtečkou, například `P:d4-d5`.
learn-wrong-tamsk = Váš potenciál TAMSK nebyl zasunut. Když váš kámen TAMSK dorazí na e5, zasuňte jeho potenciál s T a dvojtečkou, například `T:a1-b2`; `keep` ho na kameni ponechá.

learn-push-title = Zasunutí kamene
learn-push-1-task = Jste Bílý. V každém tahu vezmete jeden kámen ze své rezervy, položíte ho na tečku na okraji desky a zasunete ho na první pole linie. Zasuňte kámen: například `a1-b2`, z tečky a1 na pole b2.
learn-push-1-hint = Napište tečku, pomlčku a sousední pole: `a1-b2`, `e1-e2` nebo `i5-h5`.
learn-push-1-done = Vaše rezerva má o jeden kámen méně. Když máte táhnout a rezerva je prázdná, prohráváte: kameny v rezervě jsou váš čas.
learn-push-2-task = Teď zasuňte kámen na pole, kde stojí váš kámen, tedy na e2: ten musí uhnout.
learn-push-2-hint = Na e2 začínají tři linie: z teček e1, d1 a f1. Zkuste `e1-e2`.
learn-push-2-done = Kámen z e2 se posunul o jedno pole po linii. Tah posune všechny kameny před sebou až k prvnímu volnému poli; do linie, která je plná až k protějšímu okraji, zasouvat nelze.

learn-row-title = Řada čtyř
learn-row-1-task = Čtyři nebo více vašich kamenů vedle sebe v jedné linii tvoří řadu a řada se odebere z desky. Vytvořte řadu se svými třemi kameny na e2, e3 a e4.
learn-row-1-hint = Zasuňte do jejich linie zespodu ještě jeden kámen: `e1-e2`.
learn-row-1-done = Vaše řada byla odebrána a její kameny se vrátily do vaší rezervy: řada vám dává kameny, které můžete znovu zasouvat.
learn-row-2-task = Řada s sebou bere každý kámen, který na ni v její linii navazuje, až k volnému poli. Vytvořte řadu, která zajme černý kámen na e6.
learn-row-2-hint = Řada ve sloupci b by se ničeho černého nedotkla. Který tah posune vaši linii ve sloupci e až k e6?
learn-row-2-done = Černý kámen z e6 odešel s vaší řadou: je zajatý a ze hry venku. Černý ho už nikdy nedostane zpět, kdežto vaše vlastní kameny se vrátily do vaší rezervy.

learn-choices-title = Několik řad a volba
learn-choices-1-task = Jeden tah může vytvořit dvě řady naráz. Vaše kameny na c3, d4 a f5 čekají na e5, a stejně tak ty na e2, e3 a e4. Zasuňte kámen tak, aby vznikly dvě řady.
learn-choices-1-hint = Vaše kameny ve sloupci e se posunou nahoru, když zasunete kámen zespodu.
learn-choices-1-done = Teď stojí dvě řady a kříží se na e5.
learn-choices-2-task = Řady, které se kříží, mají společný kámen: odeberete-li jednu, druhá se rozpadne. Kterou, rozhodujete vy. Odeberte řadu, která zajme černý kámen.
learn-choices-2-hint = Černého kamene na e6 se dotýká jen řada ve sloupci e. Její číslo je na obrázku, nebo ji napište: `xe2,e3,e4,e5,e6`.
learn-choices-2-done = Vaše volba padla na řadu, která zajala černý kámen. Když se řady kříží, podívejte se před volbou, co která vezme s sebou.

learn-gipf-title = GIPF-kameny
learn-gipf-1-task = Ve standardní variantě má každý hráč GIPF-kameny (dva kameny na sobě) a hráč, kterému na desce žádný nezbude, prohrává. Jediný GIPF-kámen Černého stojí na e6: zajměte ho a vyhrajte.
learn-gipf-1-hint = Vytvořte řadu ve sloupci e tahem `e1-e2` a pak ji odeberte i s GIPF-kamenem na e6: `xe2,e3,e4,e5,Ge6`.
learn-gipf-1-done = Černý přišel o svůj poslední GIPF-kámen, takže vyhráváte. GIPF-kámen ve vaší řadě smí zůstat na desce; ten Černého z ní ale odešel.
learn-gipf-2-task = Na e3 stojí váš jediný GIPF-kámen. Vytvořte řadu ve sloupci e, ale svůj GIPF-kámen ponechte na desce.
learn-gipf-2-hint = Zasuňte `e1-e2`; pak odeberte řadu, ale GIPF-kámen (teď na e4) nechte stát: `xe2,e3,e5`.
learn-gipf-2-done = Váš GIPF-kámen zůstal na desce. Kdyby byl odebrán, vrátil by se do vaší rezervy jako dva kameny, ale bez GIPF-kamene prohráváte: svůj poslední si nechte.

learn-tournament-title = Začátek turnajové varianty
learn-tournament-1-task = V turnajové variantě začíná deska prázdná a každý hráč volí, kolik GIPF-kamenů nasadí. Váš první tah musí nasadit GIPF-kámen: napište ho s G, například `Ge1-e2`.
learn-tournament-1-hint = Tah s G na začátku nasadí GIPF-kámen: `Ge1-e2` nebo `Ga1-b2`.
learn-tournament-1-done = GIPF-kámen stojí dva kameny z vaší rezervy.
learn-tournament-2-task = Jeden GIPF-kámen už máte na desce. Další můžete nasazovat, dokud nezasunete první obyčejný kámen; od té chvíle už jen obyčejné kameny. Teď zasuňte obyčejný kámen.
learn-tournament-2-hint = Tah bez G zasune obyčejný kámen: `a1-b2`.
learn-tournament-2-done = Od teď zasouváte jen obyčejné kameny. Víc GIPF-kamenů vás na desce posílí, ale v rezervě vám pak zbude méně kamenů: kolik jich nasadit, je první rozhodnutí turnajové hry. Pravidla klasické hry GIPF už znáte. Následující lekce vás naučí potenciály: kameny se zvláštním tahem.

learn-zertz-title = Potenciál ZÈRTZ: skok
learn-zertz-1-task = Ve hře s potenciály nesou některé kameny potenciál: leží navrchu kamene a každý druh dává jeden zvláštní tah, jen jednou, místo zasunutí. Váš kámen na c3 nese potenciál ZÈRTZ (cikcak na obrázku). Skáče přes kameny, které s ním sousedí v linii, jakékoli barvy, na první volné pole za nimi. Skočte s ním: napište Z, dvojtečku, pole kamene a pole, kam dopadne, například `Z:c3-c6`.
learn-zertz-1-hint = Přes c4 a c5 na c6, nebo přes d4 a e5 na f5: `Z:c3-c6` nebo `Z:c3-f5`.
learn-zertz-1-done = Potenciál skočil a teď stojí sám: použitý potenciál, od teď obyčejný bílý kámen jako ostatní. Kámen, který za sebou nechal, je také obyčejný kámen. Každý potenciál se použije jen jednou a jeho tah vám zabere celý tah.
learn-zertz-2-task = Vašim kamenům na e3, e4 a e6 chybí k řadě e5 a černé kameny na e2 a e7 jejich linii uzavírají, takže mezeru žádný tah nezaplní. Skočte svým kamenem ZÈRTZ a vytvořte řadu.
learn-zertz-2-hint = Z c3 skočí váš kámen ZÈRTZ přes černý kámen na d4 na e5: `Z:c3-e5`.
learn-zertz-2-done = Skok vytvořil řadu a řada vzala s sebou černé kameny na e2 a e7, protože na ni v její linii navazovaly. Přeskočený kámen zůstává: skok nic nezajme. Použitý potenciál se v řadě počítá jako jeden z vašich kamenů.

learn-yinsh-title = Potenciál YINSH: jízda
learn-yinsh-1-task = Váš kámen na d4 nese potenciál YINSH (kroužek). Jede po linii přes volná pole, jak daleko chcete, a zastaví se na jednom z nich; nikdy nepřeskočí kámen. Táhněte s ním: napište Y, dvojtečku, jeho pole a pole, kde se zastaví, například `Y:d4-d2`.
learn-yinsh-1-hint = Jakékoli volné pole v přímé linii od d4 bez kamene mezi nimi: `Y:d4-d2`, `Y:d4-g5` nebo `Y:d4-b4`. Směrem nahoru ho zastaví černý kámen na d6.
learn-yinsh-1-done = Potenciál stojí sám na svém novém poli, od teď obyčejný bílý kámen, a stejně tak kámen, který nechal na d4: jeden tah udělal z jednoho vašeho kamene dva.
learn-yinsh-2-task = Vaše kameny na e3, e4 a e6 opět čekají na e5, mezi černými kameny na e2 a e7. Tentokrát se tam může dostat váš kámen YINSH na c5: vytvořte řadu.
learn-yinsh-2-hint = Z c5 vede linie přes d5 po volných polích na e5: `Y:c5-e5`.
learn-yinsh-2-done = Vaše řada vzala s sebou černé kameny na e2 a e7. Kámen YINSH dojede daleko, ale jen po volných polích.

learn-dvonn-title = Potenciál DVONN: zakrytí kamene
learn-dvonn-1-task = Váš kámen na d4 nese potenciál DVONN (kosočtverec). Skočí na sousední obyčejný černý kámen a zakryje ho: pole je vaše, dokud na něm leží čepička. Jeden zakryjte: napište D, dvojtečku, pole vašeho kamene a pole černého kamene.
learn-dvonn-1-hint = Černé kameny na d5 i e5 se dotýkají vašeho kamene na d4: `D:d4-d5`.
learn-dvonn-1-done = Váš potenciál zakrývá černý kámen, takže pole se počítá jako bílé, i pro řady. Potenciál DVONN zakrývá jen obyčejné kameny, nikdy GIPF-kámen.
learn-dvonn-2-task = Vašim kamenům na e3, e4 a e6 chybí e5, kde stojí černý kámen. Zakryjte ho svým kamenem DVONN a vytvořte řadu.
learn-dvonn-2-hint = Váš kámen DVONN na d5 se dotýká černého kamene na e5: `D:d5-e5`.
learn-dvonn-2-done = Vaše řada byla odebrána, ale z e5 odešla jen čepička: černý kámen pod ní je zase volný, a černý. Ze zakrytého pole vezme řada jen to, co je navrchu.

learn-punct-title = Potenciál PÜNCT: převzetí GIPF-kamene
learn-punct-1-task = Váš kámen na d4 nese potenciál PÜNCT (tři tečky). Skočí na sousední černý GIPF-kámen a zakryje ho: ten GIPF-kámen se pak počítá jako váš. Zakryjte jeden ze dvou GIPF-kamenů Černého: napište P, dvojtečku, pole vašeho kamene a pole GIPF-kamene.
learn-punct-1-hint = GIPF-kameny Černého na d5 i e5 se dotýkají d4: `P:d4-d5`.
learn-punct-1-done = Zakrytý GIPF-kámen se teď počítá jako bílý GIPF-kámen a Černému zbývá jeden.
learn-punct-2-task = Černému zbývá jeden GIPF-kámen, na d4, vedle vašeho kamene PÜNCT na c3. Hráč bez GIPF-kamene prohrává: vyhrajte hned.
learn-punct-2-hint = Zakryjte ho: `P:c3-d4`.
learn-punct-2-done = Poslední GIPF-kámen Černého se teď počítá jako váš, takže Černému žádný nezbyl a vyhráváte, a to bez jediné řady.

learn-tamsk-title = Potenciál TAMSK: zasunutí navíc
learn-tamsk-1-task = Váš kámen na e4 nese potenciál TAMSK (přesýpací hodiny). Když ho nějaký tah dostane na středové pole e5, můžete hned zasunout jeho potenciál z kterékoli tečky: kámen navíc, který nic nestojí. Zasuňte kámen tak, aby váš kámen TAMSK dorazil na e5, a pak zasuňte jeho potenciál.
learn-tamsk-1-hint = `e1-e2` posune kameny ve sloupci e o jedno pole nahoru; pak zasuňte potenciál s T a dvojtečkou, například `T:a1-b2`.
learn-tamsk-1-done = Dvě zasunutí v jednom tahu a to druhé vás nic nestálo. Kámen na e5 je teď obyčejný kámen. Když váš kámen TAMSK dostane na e5 soupeřův tah, zasunutí navíc patří také vám, i v jeho tahu.
learn-tamsk-2-task = Vašim kamenům ve sloupci e i ve sloupci g chybí k řadě po jednom kameni a jeden tah vytvoří jen jednu z těch řad. Vytvořte obě řady v jednom tahu.
learn-tamsk-2-hint = `e1-e2` vytvoří řadu ve sloupci e a dostane váš kámen TAMSK na e5; pak `T:g1-g2` vytvoří tu druhou.
learn-tamsk-2-done = Dvě řady v jednom tahu. Kámen TAMSK blízko e5 je zasunutí navíc, které čeká na správnou chvíli.
