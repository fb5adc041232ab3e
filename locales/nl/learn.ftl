# Lessen (`learn`): een cursus van korte lessen waarvan de regels de opdrachten controleren.

cmd-learn = leer GIPF al spelend: korte lessen met een opdracht op een piepklein bord (`learn` gaat verder waar je stopte, `learn 3` springt naar les 3, `learn list`, `learn hint`)
discord-learn = Leer GIPF al spelend met korte lessen, of beantwoord de opdracht van de les
opt-learn-what = Het nummer van een les, `list`, `hint`, of je actie
learn-welcome = Welkom bij GIPF! In { $count } korte lessen leer je het spel op piepkleine borden: elke stap heeft een opdracht, en de regels controleren wat je speelt.
learn-step = **Les { $n } van { $count }: { $title }** (stap { $step } van { $steps })
learn-how = Antwoord met `learn <actie>` (of de knoppen; de actie alleen als geen partij van jou haar neemt); `learn hint` geeft een aanwijzing.
learn-opponent = de tegenpartij
learn-hint = Aanwijzing: { $hint }
learn-going = Je speelde `{ $action }`. De volgende beslissing is ook aan jou: ga verder.
learn-right = Goed gedaan: `{ $action }`.
learn-wrong = Niet helemaal: `{ $action }`. { $why } Het bord staat weer zoals het was: probeer het opnieuw (`learn hint` helpt).
learn-lesson-done = Les { $n } voltooid: { $title }.
learn-all-done = Je hebt alle lessen voltooid. Met `puzzle` scherp je je tactiek aan, en `ai beginner` start een eerste partij tegen de bot.
learn-list = De lessen (`learn <nummer>` start er één):
learn-list-line = { $n }. { $title }
learn-list-here = { $n }. { $title } ← hier ben je
learn-list-done = { $n }. { $title } ✓
error-learn-none = Er loopt geen les: `learn` start er één.
error-learn-no-lesson = Er is geen les { $n }: de lessen lopen van 1 tot en met { $count } (`learn list`).
error-learn-answered = Die stap is al beantwoord: `learn` toont waar je bent.
error-learn-not-yours = Die knoppen horen bij de les van iemand anders: `learn` start de jouwe.

learn-wrong-push = De opdracht was om een stuk in te schuiven.
learn-wrong-moves = Je stuk kwam op een leeg veld terecht, dus er schoof niets op.
learn-wrong-row = Zo ontstond geen rij van vier van je stukken.
learn-wrong-capture = Er werd geen zwart stuk geslagen.
learn-wrong-win = Zwart heeft nog een GIPF-stuk op het bord, dus de partij gaat door.
learn-wrong-keep = Er werd geen rij van jou weggenomen.
learn-wrong-lost = Je nam je laatste GIPF-stuk van het bord, en een speler zonder GIPF-stuk verliest.
learn-wrong-gipf = Je eerste zet in deze variant moet een GIPF-stuk inbrengen.
learn-wrong-single = Dat was een GIPF-stuk; de opdracht was een enkel stuk.

learn-push-title = Een stuk inschuiven
learn-push-1-task = Je speelt Wit. Elke beurt neem je één stuk uit je reserve, zet je het op een punt aan de rand van het bord en schuif je het naar het eerste veld van een lijn. Schuif een stuk in: bijvoorbeeld `a1-b2`, van het punt a1 naar het veld b2.
learn-push-1-hint = Schrijf het punt, een streepje en het veld ernaast: `a1-b2`, `e1-e2` of `i5-h5`.
learn-push-1-done = Je reserve heeft één stuk minder. Als je moet schuiven en je reserve leeg is, verlies je: de stukken in je reserve zijn je tijd.
learn-push-2-task = Schuif nu een stuk naar het veld waar je eigen stuk staat, e2: dat moet plaatsmaken.
learn-push-2-hint = Drie lijnen lopen via e2 het bord op: vanaf de punten e1, d1 en f1. Probeer `e1-e2`.
learn-push-2-done = Het stuk op e2 schoof één stap op langs de lijn. Een zet schuift elk stuk ervoor mee op, tot aan het eerste lege veld; in een lijn die tot aan de overkant vol staat, kun je niet schuiven.

learn-row-title = Een rij van vier
learn-row-1-task = Vier of meer van je stukken naast elkaar op een lijn vormen een rij, en een rij wordt van het bord genomen. Maak een rij met je drie stukken op e2, e3 en e4.
learn-row-1-hint = Schuif van onderen nog een stuk in hun lijn: `e1-e2`.
learn-row-1-done = Je rij werd weggenomen en de stukken gingen terug naar je reserve: zo krijg je met een rij weer stukken om te schuiven.
learn-row-2-task = Een rij neemt elk stuk mee dat er op dezelfde lijn aan grenst, tot aan een leeg veld. Maak een rij die het zwarte stuk op e6 slaat.
learn-row-2-hint = Een rij in kolom b zou aan niets zwarts grenzen. Welke zet brengt je lijn in kolom e tot aan e6?
learn-row-2-done = Het zwarte stuk op e6 ging mee met je rij: het is geslagen en uit het spel. Zwart krijgt het nooit terug, terwijl je eigen stukken terug naar je reserve gingen.

learn-choices-title = Meerdere rijen, en een keuze
learn-choices-1-task = Eén zet kan twee rijen tegelijk vormen. Je stukken op c3, d4 en f5 wachten op e5, en die op e2, e3 en e4 ook. Schuif zo dat je twee rijen vormt.
learn-choices-1-hint = Je stukken in kolom e schuiven omhoog als je van onderen inschuift.
learn-choices-1-done = Er staan nu twee rijen, en ze kruisen elkaar op e5.
learn-choices-2-task = Rijen die elkaar kruisen, delen een stuk: neem je er één weg, dan is de andere geen rij meer. Jij kiest welke. Neem de rij weg die het zwarte stuk slaat.
learn-choices-2-hint = Alleen de rij in kolom e grenst aan het zwarte stuk op e6. Kies haar nummer op de afbeelding, of schrijf de rij uit: `xe2,e3,e4,e5,e6`.
learn-choices-2-done = Je koos de rij die een zwart stuk sloeg. Als rijen elkaar kruisen, kijk dan eerst wat elke rij meeneemt voordat je kiest.

learn-gipf-title = GIPF-stukken
learn-gipf-1-task = In het standaardspel heeft elke speler GIPF-stukken (twee stukken op elkaar), en wie er geen meer op het bord heeft, verliest. Het enige GIPF-stuk van Zwart staat op e6: sla het en je wint.
learn-gipf-1-hint = Vorm je rij in kolom e met `e1-e2` en neem dan de rij weg, samen met het GIPF-stuk op e6: `xe2,e3,e4,e5,Ge6`.
learn-gipf-1-done = Zwart verloor zijn laatste GIPF-stuk, dus jij hebt gewonnen. Een GIPF-stuk in je rij mag je op het bord laten staan; dat van Zwart nam je weg.
learn-gipf-2-task = Je eigen GIPF-stuk op e3 is je enige. Vorm je rij in kolom e, maar houd je GIPF-stuk op het bord.
learn-gipf-2-hint = Schuif met `e1-e2`; neem dan de rij weg, maar laat het GIPF-stuk (nu op e4) staan: `xe2,e3,e5`.
learn-gipf-2-done = Je GIPF-stuk bleef op het bord. Weggenomen zou het als twee stukken naar je reserve zijn teruggegaan, maar zonder GIPF-stuk verlies je: houd je laatste dus altijd op het bord.

learn-tournament-title = De start van het toernooispel
learn-tournament-1-task = In het toernooispel is het bord bij de start leeg, en kiest elke speler hoeveel GIPF-stukken hij inbrengt. Je eerste zet moet een GIPF-stuk inbrengen: schrijf die zet met een G ervoor, zoals `Ge1-e2`.
learn-tournament-1-hint = Een zet met een G ervoor brengt een GIPF-stuk in: `Ge1-e2` of `Ga1-b2`.
learn-tournament-1-done = Een GIPF-stuk kost twee stukken uit je reserve.
learn-tournament-2-task = Je hebt één GIPF-stuk ingebracht. Je mag er meer inbrengen, tot je je eerste enkele stuk schuift; vanaf dan alleen nog enkele stukken. Schuif nu een enkel stuk in.
learn-tournament-2-hint = Een zet zonder G brengt een enkel stuk in: `a1-b2`.
learn-tournament-2-done = Vanaf nu schuif je alleen nog enkele stukken. Meer GIPF-stukken maken je sterker op het bord, maar laten minder stukken in je reserve over: kiezen hoeveel is de eerste beslissing van een toernooispel. Nu ken je de regels!
