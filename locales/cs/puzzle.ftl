# Úlohy (`puzzle`).

cmd-puzzle = úloha z GIPF (ostatní hry zatím úlohy nemají) podle vašeho hodnocení úloh: odpovězte jako ve hře (`puzzle <akce>`, číslo odebrání); `puzzle rating`, `puzzle top` (tato místnost), `puzzle daily` (úloha dne), `puzzle give up`
discord-puzzle = Úloha podle vašeho hodnocení úloh, nebo odpověď na ni
opt-puzzle-what = Akce nebo číslo odebrání; nebo `rating`, `top`, `daily`, `give up`
puzzle-title = **Úloha { $id }** (hodnocení { $rating }): { $task }.
puzzle-task-win = { $colour } táhne a vyhraje { $turns ->
        [one] v tomto tahu
        [few] do { $turns } tahů
       *[other] do { $turns } tahů
    }
puzzle-task-material = { $colour } táhne a získá GIPF-kámen nebo tři kameny { $turns ->
        [one] v tomto tahu
        [few] do { $turns } tahů
       *[other] do { $turns } tahů
    }
puzzle-task-defence = { $colour } táhne: najděte jedinou obranu; po každém jiném rozhodnutí soupeř vyhraje { $turns ->
        [one] v příštím tahu
        [few] do { $turns } svých tahů
       *[other] do { $turns } svých tahů
    }
puzzle-how = Odpovězte `puzzle <akce>` (nebo číslem odebrání na obrázku; samotnou akcí, pokud ji nebere žádná vaše hra); `puzzle give up` ukáže řešení.
puzzle-going = Vaše úloha stále běží:
puzzle-opponent = úloha
puzzle-none-left = Prošli jste všechny úlohy: výborně! Nové přijdou s novými verzemi.
puzzle-right = Správně: `{ $action }`.
puzzle-replies = { $colour } odpovídá `{ $actions }`. Vaše rozhodnutí:
puzzle-solved = **Vyřešeno!** Úloha { $id } je vaše.
puzzle-wrong = To ne: `{ $played }`. Řešení: `{ $solution }` (zeleně).
puzzle-gave-up = Řešení: `{ $solution }` (zeleně).
puzzle-rating-change = Hodnocení úloh { $before } → **{ $after }**.
puzzle-next = `puzzle` pro další.
puzzle-rating = Vaše hodnocení úloh: **{ $rating }** (±{ $deviation }), vyřešeno { $solved }, nevyřešeno { $failed }.
puzzle-rating-none = Zatím jste nedokončili žádnou úlohu: `puzzle` vám jednu dá.
puzzle-top-title = **Hodnocení úloh v této místnosti**
puzzle-top-line = { $rank }. { $name }: { $rating } (vyřešeno { $solved })
puzzle-top-none = Tady zatím nikdo nedokončil úlohu: `puzzle` vám jednu dá.
error-puzzle-none = Nemáte rozehranou úlohu: `puzzle` vám jednu dá.
error-puzzle-answered = Úloha už pokročila (odpověď poslaná dvakrát?): `puzzle` ukáže, kde stojí.
error-puzzle-not-yours = Toto tlačítko nepatří k vaší úloze, jak teď stojí: `puzzle` ukáže vaši.

# Úloha dne (puzzle/daily.rs).
setting-daily-puzzle = čas (UTC, `09:30`), kdy se tu zveřejní úloha dne; `off` pro žádnou
value-daily-at = { $at } UTC
choice-daily-puzzle = úloha dne
console-daily-puzzle = úloha dne
puzzle-daily-solution = Včerejší úloha { $id }: řešení bylo `{ $solution }`; našlo ho { $solved } z { $tried } řešitelů.
puzzle-daily-title = **Úloha dne, { $day }**: úloha { $id } (hodnocení { $rating }): { $task }.
puzzle-daily-how = Vyřešte ji příkazem `puzzle daily` (na Discordu tlačítkem; na Matrixu napište své tahy jako odpovědi ve vlákně této zprávy); vaše odpovědi uvidíte jen vy, dokud zítra nezveřejníme řešení.
puzzle-daily-button = Vyřešit
puzzle-you = vy
puzzle-daily-finish-first = Nejdřív dokončete rozehranou úlohu (nebo `puzzle give up`), potom `puzzle daily`:
error-puzzle-daily-over = Tato úloha dne skončila: její řešení je zveřejněné. `puzzle daily` vám dá dnešní.
error-puzzle-daily-none = Úloha dne zatím není: moderátor si ji vyžádá příkazem `settings daily-puzzle 09:00`.
error-puzzle-daily-seen = Úlohu { $id } jste už viděli, takže se znovu nepočítá: `puzzle` vám dá jinou.
