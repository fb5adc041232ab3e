# Lekce (`learn`): výuka v krátkých lekcích, jejichž úkoly kontrolují pravidla.

cmd-learn = naučte se GIPF hraním: krátké lekce s úkolem na malé desce (`learn` pokračuje tam, kde výuka skončila, `learn 3` skočí na lekci 3, `learn list`, `learn hint`)
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
learn-wrong-capture = Žádný černý kámen nebyl zajat.
learn-wrong-win = Černý má na desce stále GIPF-kámen, takže hra pokračuje.
learn-wrong-keep = Žádná vaše řada nebyla odebrána.
learn-wrong-lost = Tím z desky zmizel váš poslední GIPF-kámen, a hráč bez GIPF-kamene prohrává.
learn-wrong-gipf = V této variantě musíte jako první zasunout GIPF-kámen.
learn-wrong-single = To byl GIPF-kámen; úkolem byl obyčejný kámen.

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
learn-tournament-2-done = Od teď zasouváte jen obyčejné kameny. Víc GIPF-kamenů vás na desce posílí, ale v rezervě vám pak zbude méně kamenů: kolik jich nasadit, je první rozhodnutí turnajové hry. Pravidla už znáte!
