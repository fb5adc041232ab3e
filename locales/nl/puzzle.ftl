# Puzzels (`puzzle`).

cmd-puzzle = een GIPF-puzzel (de andere spellen hebben er nog geen) bij je puzzelrating: antwoord zoals in een partij (`puzzle <actie>`, het nummer van een wegname); `puzzle rating`, `puzzle top` (deze ruimte), `puzzle daily` (puzzel van de dag), `puzzle give up`
discord-puzzle = Een puzzel bij je puzzelrating, of je antwoord erop
opt-puzzle-what = Een actie of het nummer van een wegname; of `rating`, `top`, `daily`, `give up`
puzzle-title = **Puzzel { $id }** (rating { $rating }): { $task }.
puzzle-task-win = { $colour } aan zet wint { $turns ->
        [one] in deze beurt
       *[other] binnen { $turns } beurten
    }
puzzle-task-material = { $colour } aan zet wint een GIPF-stuk of drie stukken { $turns ->
        [one] in deze beurt
       *[other] binnen { $turns } beurten
    }
puzzle-task-defence = { $colour } aan zet: vind de enige verdediging; na elke andere beslissing wint de tegenstander { $turns ->
        [one] in zijn volgende beurt
       *[other] binnen { $turns } van zijn beurten
    }
puzzle-how = Antwoord met `puzzle <actie>` (of het nummer van een wegname op de afbeelding; de actie alleen als geen partij van jou haar neemt); `puzzle give up` toont de oplossing.
puzzle-going = Je puzzel loopt nog:
puzzle-opponent = de puzzel
puzzle-none-left = Je hebt alle puzzels gehad: knap! Nieuwe komen met nieuwe versies.
puzzle-right = Goed: `{ $action }`.
puzzle-replies = { $colour } antwoordt `{ $actions }`. Jouw beslissing:
puzzle-solved = **Opgelost!** Puzzel { $id } is van jou.
puzzle-wrong = Dat niet: `{ $played }`. De oplossing: `{ $solution }` (in het groen).
puzzle-gave-up = De oplossing: `{ $solution }` (in het groen).
puzzle-rating-change = Puzzelrating { $before } → **{ $after }**.
puzzle-next = `puzzle` voor de volgende.
puzzle-rating = Je puzzelrating: **{ $rating }** (±{ $deviation }), { $solved } opgelost, { $failed } mislukt.
puzzle-rating-none = Je hebt nog geen puzzel afgemaakt: `puzzle` geeft je er een.
puzzle-top-title = **Puzzelratings hier**
puzzle-top-line = { $rank }. { $name }: { $rating } ({ $solved } opgelost)
puzzle-top-none = Hier heeft nog niemand een puzzel afgemaakt: `puzzle` geeft je er een.
error-puzzle-none = Je hebt geen puzzel lopen: `puzzle` geeft je er een.
error-puzzle-answered = Die puzzel is al verder (een antwoord twee keer gestuurd?): `puzzle` toont waar hij staat.
error-puzzle-not-yours = Die knop hoort niet bij je puzzel zoals hij nu staat: `puzzle` toont de jouwe.

# De puzzel van de dag (puzzle/daily.rs).
setting-daily-puzzle = het tijdstip (UTC, `09:30`) waarop de puzzel van de dag hier verschijnt; `off` voor geen
value-daily-at = { $at } UTC
choice-daily-puzzle = puzzel van de dag
console-daily-puzzle = de puzzel van de dag
puzzle-daily-solution = Puzzel { $id } van gisteren: de oplossing was `{ $solution }`; { $solved } van de { $tried } oplossers vonden haar.
puzzle-daily-title = **Puzzel van de dag, { $day }**: puzzel { $id } (rating { $rating }): { $task }.
puzzle-daily-how = Los hem op via `puzzle daily` (op Discord: de knop; op Matrix: typ je acties als antwoord in de draad van dit bericht); je antwoorden blijven van jou tot morgen de oplossing verschijnt.
puzzle-daily-button = Oplossen
puzzle-you = jij
puzzle-daily-finish-first = Maak eerst de puzzel af waar je mee bezig bent (of `puzzle give up`), dan `puzzle daily`:
error-puzzle-daily-over = Die puzzel van de dag is voorbij: de oplossing staat er al. `puzzle daily` geeft die van vandaag.
error-puzzle-daily-none = Er is nog geen puzzel van de dag: een moderator vraagt erom via `settings daily-puzzle 09:00`.
error-puzzle-daily-seen = Puzzel { $id } heb je al eerder gezien, dus die telt niet opnieuw: `puzzle` geeft een andere.
