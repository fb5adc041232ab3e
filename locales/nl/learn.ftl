# Lessen (`learn`): een cursus van korte lessen waarvan de regels de opdrachten controleren.

cmd-learn = leer GIPF al spelend (de andere spellen hebben nog geen lessen): korte lessen met een opdracht op een piepklein bord (`learn` gaat verder waar je stopte, `learn 3` springt naar les 3, `learn list`, `learn hint`)
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
learn-wrong-two-rows = Zo ontstonden geen twee rijen van jou tegelijk.
learn-wrong-capture = Er werd geen zwart stuk geslagen.
learn-wrong-win = Zwart heeft nog een GIPF-stuk op het bord, dus de partij gaat door.
learn-wrong-keep = Er werd geen rij van jou weggenomen.
learn-wrong-lost = Je nam je laatste GIPF-stuk van het bord, en een speler zonder GIPF-stuk verliest.
learn-wrong-gipf = Je eerste zet in deze variant moet een GIPF-stuk inbrengen.
learn-wrong-single = Dat was een GIPF-stuk; de opdracht was een enkel stuk.
learn-wrong-zertz = De opdracht was een ZÈRTZ-sprong: schrijf die met Z en een dubbele punt, zoals `Z:c3-c6`.
learn-wrong-yinsh = De opdracht was een YINSH-zet: schrijf die met Y en een dubbele punt, zoals `Y:d4-d2`.
learn-wrong-dvonn = De opdracht was een DVONN-sprong: schrijf die met D en een dubbele punt, zoals `D:d4-d5`.
learn-wrong-punct = De opdracht was een PÜNCT-sprong: schrijf die met P en een dubbele punt, zoals `P:d4-d5`.
learn-wrong-tamsk = Je TAMSK-potentiaal werd niet ingeschoven. Komt je TAMSK-stuk op e5 aan, schuif dan zijn potentiaal in met T en een dubbele punt, zoals `T:a1-b2`; met `keep` blijft de potentiaal op het stuk liggen.

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
learn-tournament-2-done = Vanaf nu schuif je alleen nog enkele stukken. Meer GIPF-stukken maken je sterker op het bord, maar laten minder stukken in je reserve over: kiezen hoeveel is de eerste beslissing van een toernooispel. Nu ken je de regels van het klassieke GIPF. De volgende lessen gaan over de potentialen: stukken met een speciale zet.

learn-zertz-title = De ZÈRTZ-potentiaal: springen
learn-zertz-1-task = Met potentialen zijn sommige stukken geladen: bovenop het stuk ligt een potentiaal, en elke soort geeft één keer een speciale zet, in plaats van te schuiven. Je stuk op c3 draagt een ZÈRTZ-potentiaal (de zigzaglijn op de afbeelding). Het springt op een lijn over de stukken ernaast, van welke kleur ook, naar het eerste lege veld daarachter. Spring ermee: schrijf Z, een dubbele punt, het veld van het stuk en het veld waar het terechtkomt, zoals `Z:c3-c6`.
learn-zertz-1-hint = Over c4 en c5 naar c6, of over d4 en e5 naar f5: `Z:c3-c6` of `Z:c3-f5`.
learn-zertz-1-done = De potentiaal is gesprongen en staat nu alleen: een gebruikte potentiaal, vanaf nu een enkel wit stuk zoals de andere. Het stuk dat hij achterliet, is ook een enkel stuk. Elke potentiaal wordt één keer gebruikt, en zijn zet is je hele beurt.
learn-zertz-2-task = Aan je stukken op e3, e4 en e6 ontbreekt e5 voor een rij, en de zwarte stukken op e2 en e7 sluiten hun lijn af, dus geen zet kan het gat vullen. Spring met je ZÈRTZ-stuk om de rij te vormen.
learn-zertz-2-hint = Vanaf c3 springt je ZÈRTZ-stuk over het zwarte stuk op d4 naar e5: `Z:c3-e5`.
learn-zertz-2-done = De sprong vormde een rij, en de rij nam de zwarte stukken op e2 en e7 mee, want ze grensden er op dezelfde lijn aan. Het stuk waar je overheen sprong, blijft staan: een sprong slaat niets. Een gebruikte potentiaal telt in een rij als een van je stukken.

learn-yinsh-title = De YINSH-potentiaal: glijden
learn-yinsh-1-task = Je stuk op d4 draagt een YINSH-potentiaal (de cirkel). Het glijdt langs een lijn over lege velden, zo ver als je wilt, en stopt op een ervan; het springt nooit over een stuk. Verplaats het: schrijf Y, een dubbele punt, zijn veld en het veld waar het stopt, zoals `Y:d4-d2`.
learn-yinsh-1-hint = Elk leeg veld op een rechte lijn vanaf d4 zonder stuk ertussen: `Y:d4-d2`, `Y:d4-g5` of `Y:d4-b4`. Naar boven houdt het zwarte stuk op d6 het tegen.
learn-yinsh-1-done = De potentiaal staat alleen op zijn nieuwe veld, vanaf nu een enkel wit stuk, en dat geldt ook voor het stuk dat hij op d4 achterliet: met één zet maakte je van één stuk er twee.
learn-yinsh-2-task = Weer wachten je stukken op e3, e4 en e6 op e5, tussen de zwarte stukken op e2 en e7. Deze keer kan je YINSH-stuk op c5 dat veld bereiken: vorm de rij.
learn-yinsh-2-hint = Vanaf c5 leidt de lijn via d5 over lege velden naar e5: `Y:c5-e5`.
learn-yinsh-2-done = Je rij nam de zwarte stukken op e2 en e7 mee. Een YINSH-stuk reikt ver, maar alleen over lege velden.

learn-dvonn-title = De DVONN-potentiaal: een stuk bedekken
learn-dvonn-1-task = Je stuk op d4 draagt een DVONN-potentiaal (de ruit). Het springt op een enkel zwart stuk ernaast en bedekt het: het veld is van jou zolang de kap erop ligt. Bedek er één: schrijf D, een dubbele punt, het veld van je stuk en dat van het zwarte stuk.
learn-dvonn-1-hint = De zwarte stukken op d5 en e5 grenzen allebei aan je stuk op d4: `D:d4-d5`.
learn-dvonn-1-done = Je potentiaal bedekt het zwarte stuk, dus het veld telt als wit, ook voor rijen. Een DVONN-potentiaal bedekt alleen enkele stukken, nooit een GIPF-stuk.
learn-dvonn-2-task = Aan je stukken op e3, e4 en e6 ontbreekt e5, waar een zwart stuk staat. Bedek het met je DVONN-stuk om een rij te vormen.
learn-dvonn-2-hint = Je DVONN-stuk op d5 grenst aan het zwarte stuk op e5: `D:d5-e5`.
learn-dvonn-2-done = Je rij werd weggenomen, maar op e5 ging alleen de kap mee: het zwarte stuk eronder is weer vrij, en zwart. Van een bedekt veld neemt een rij alleen de bovenkant mee.

learn-punct-title = De PÜNCT-potentiaal: een GIPF-stuk overnemen
learn-punct-1-task = Je stuk op d4 draagt een PÜNCT-potentiaal (de drie stippen). Het springt op een GIPF-stuk van Zwart ernaast en bedekt het: dat GIPF-stuk telt dan voor jou. Bedek een van de twee GIPF-stukken van Zwart: schrijf P, een dubbele punt, het veld van je stuk en dat van het GIPF-stuk.
learn-punct-1-hint = De GIPF-stukken van Zwart op d5 en e5 grenzen allebei aan d4: `P:d4-d5`.
learn-punct-1-done = Het bedekte GIPF-stuk telt nu als een wit GIPF-stuk, en Zwart heeft er nog één over.
learn-punct-2-task = Zwart heeft nog één GIPF-stuk over, op d4, naast je PÜNCT-stuk op c3. Een speler zonder GIPF-stuk verliest: zorg dat je meteen wint.
learn-punct-2-hint = Bedek het: `P:c3-d4`.
learn-punct-2-done = Het laatste GIPF-stuk van Zwart telt nu voor jou, dus Zwart heeft er geen meer en jij hebt gewonnen, zonder ook maar één rij.

learn-tamsk-title = De TAMSK-potentiaal: een extra zet
learn-tamsk-1-task = Je stuk op e4 draagt een TAMSK-potentiaal (de zandloper). Brengt een zet het naar het middelste veld e5, dan mag je meteen zijn potentiaal inschuiven vanaf elk punt: een extra stuk dat niets kost. Schuif zo dat je TAMSK-stuk op e5 aankomt, en schuif dan zijn potentiaal in.
learn-tamsk-1-hint = `e1-e2` schuift de stukken in kolom e één veld omhoog; schuif dan de potentiaal in met T en een dubbele punt, zoals `T:a1-b2`.
learn-tamsk-1-done = Twee zetten in één beurt, en de tweede kostte je niets. Het stuk op e5 is nu een enkel stuk. Brengt de zet van je tegenstander je TAMSK-stuk naar e5, dan is de extra zet ook aan jou, in zijn beurt.
learn-tamsk-2-task = Aan je stukken in kolom e en in kolom g ontbreekt telkens één stuk voor een rij, en één zet vormt maar één van de rijen. Vorm beide rijen in één beurt.
learn-tamsk-2-hint = `e1-e2` vormt de rij in kolom e en brengt je TAMSK-stuk naar e5; daarna vormt `T:g1-g2` de andere.
learn-tamsk-2-done = Twee rijen in één beurt. Een TAMSK-stuk vlak bij e5 is een extra zet achter de hand, wachtend op het juiste ogenblik.
