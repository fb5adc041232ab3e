# Waarom een commando niets deed: één zin die zegt wat je in de plaats kunt doen.

error-busy = De database is nu bezet; er is niets veranderd. Probeer het zo dadelijk opnieuw.
error-conflict = Partij { $id } is veranderd terwijl ik ermee bezig was; er is niets veranderd. Bekijk `board { $id }` en probeer het opnieuw.
error-database = Ik kan mijn database nu niet bereiken; er is niets veranderd. Probeer het later opnieuw (referentie { $reference }).
error-internal = Er ging aan mijn kant iets mis; er is niets veranderd. Probeer het opnieuw, of meld het aan de beheerder van de bot (referentie { $reference }).
error-no-self-challenge = Je kunt jezelf niet uitdagen: daag iemand anders uit, of speel tegen de bot met `ai`.
error-no-ai-challenge = Om tegen de bot te spelen, gebruik je `ai [level]`.
error-no-game-here = Je hebt hier geen lopende partij: begin er een met `ai` of `challenge <user>`.
error-no-challenge = Er is hier geen uitdaging die jij kunt beantwoorden: `games` toont de jouwe.
error-no-own-challenge = Je hebt geen open uitdaging om in te trekken: `games` toont de jouwe.
error-own-challenge = Dat is je eigen uitdaging: wacht op een antwoord, of trek ze in met `cancel`.
error-open-no-decline = Een open uitdaging kun je niet afwijzen: negeer ze, of neem ze aan met `accept`.
error-no-finished-game = Je hebt hier geen afgelopen partij voor een revanche: noem er een, zoals in `rematch #12`.
error-restarting = Ik start opnieuw op: er is niets veranderd. Probeer het over een minuut opnieuw; je partijen zijn veilig.
error-too-fast = Rustig aan: hoogstens { $max } commando's per minuut. Probeer het zo dadelijk opnieuw.
error-too-many-challenges = { $max ->
        [one] Je hebt { $max } uitdaging die op antwoord wacht: trek die in met `cancel` voor je een nieuwe maakt.
       *[other] Je hebt { $max } uitdagingen die op antwoord wachten: trek er een in met `cancel` voor je een nieuwe maakt.
    }
error-too-many-ai-games = { $max ->
        [one] Je speelt al { $max } partij tegen mij: speel die eerst uit of geef op met `resign`.
       *[other] Je speelt al { $max } partijen tegen mij: speel er eerst een uit of geef er een op met `resign`.
    }
error-unknown-user = Ik ken { $name } niet: vermeld die persoon, of vraag hem of haar eerst iets tegen mij te zeggen.
error-ambiguous-user = Er zijn meerdere mensen die { $name } heten: vermeld degene die je bedoelt.
id-list-more = { $list } en nog { $more }
error-no-such-game = Er is hier geen partij { $id }.
error-no-such-game-yours = Er is hier geen partij { $id }. Jouw partijen: { $list }.
error-which-game = Je hebt hier meerdere partijen ({ $list }): voeg de id toe, zoals in `board { $first }`.
error-which-challenge = Er passen meerdere uitdagingen ({ $list }): voeg de id toe, zoals in `accept { $first }`.
error-damaged = Partij { $id } kan niet uit mijn database gelezen worden; meld dit aan de beheerder van de bot.
error-stale = Dit bord is verouderd: de partij is intussen verder gegaan. `board { $id }` toont het huidige bord.
error-already-played = `{ $action }` is al gespeeld in { $id }.
error-game-over = Partij { $id } is afgelopen: { $result }.
error-not-started = { $id } is een uitdaging, nog geen partij: de partij begint zodra de uitdaging is aangenomen.
error-not-finished = Partij { $id } wordt nog gespeeld: speel ze eerst uit (of geef op met `resign`) voor een revanche.
error-not-your-game = Jij speelt niet mee in { $id }: `games` toont de jouwe.
error-not-your-challenge = Uitdaging { $id } is niet aan jou gericht: `games` toont de jouwe.
error-not-your-decision = { $color ->
        [white] { -white }
       *[black] { -black }
        [first] De { -first }
        [second] De { -second }
    } moet beslissen: wacht op @{ $name }.
error-illegal = { $reason }.
error-no-options = Met een getal kies je welke rij je wegneemt, maar er valt nu niets weg te nemen: schrijf een zet zoals `b1-b2` (niet { $n }).
error-no-such-option = Er zijn { $count } keuzes om weg te nemen, genummerd van 1 tot { $count } in de afbeelding: { $n } is er geen van.
error-no-push-from = Vanaf { $dot } kun je nu niet schuiven: kies een ander punt.
error-no-use-from = Het stuk op { $spot } heeft nu geen potentiaal om te gebruiken: kies een ander.
error-no-move-from = De stapel op { $space } kan nu niet bewegen: kies een andere.
error-other-game = `{ $action }` is een zet van { $of }, en dit is een partij { $here }: schrijf een zet van { $here }.
error-bad-button = Deze knop is niet van mij; gebruik `board` voor een nieuw bord met knoppen.
error-not-moderator = Alleen moderatoren wijzigen de instellingen van dit kanaal ({ $who }). `settings` toont ze.
error-unknown-setting = Er is geen instelling `{ $name }`: `settings` toont ze allemaal.
error-bad-setting-value = `{ $value }` is geen waarde voor `{ $name }`: schrijf { $expected }.
setting-expected-switch = `aan` (`on`), `uit` (`off`) of `default`
setting-expected-time = een tijdslimiet zoals `3d` (dagen per zet), `10m` (minuten per zet), `3d+1d` (een tegoed en wat elke beurt erbij geeft) of `none`, of `default`
error-unknown-language = Ik spreek nog geen `{ $code }`: gebruik een van { $list }.

## Commando's die niet te lezen zijn

command-empty = Schrijf een commando, bijvoorbeeld `ai` om tegen de bot te spelen, of `help`.
command-unknown = Ik ken `{ $word }` niet: `help` toont de commando's.
command-missing = `{ $command }` heeft { $what } nodig: `help { $command }` toont hoe.
command-unexpected = `{ $command }` verwacht geen `{ $word }`: `help { $command }` toont hoe.
command-too-long = Dat is te lang voor een commando ({ $chars } tekens; hoogstens { $max }): `help` toont de commando's.
command-bad-time = `{ $text }` is geen bedenktijd: schrijf 3d (dagen per zet), 10m (minuten per zet), 3d+1d of 10m+20s (een tegoed en wat elke beurt erbij geeft) of none.
command-bad-variant = `{ $text }` is geen variant: { $reason }. Schrijf standard+potentials, standard+T6 (een hand potentialen) of ultimate.
command-unknown-variant = `{ $text }` is geen spel of variant: schrijf `standard`, `basic`, `tournament` of `ultimate` voor GIPF, `dvonn`, `tzaar`, `tzaar-fixed` of `tzaar-tournament` voor TZAAR, of `yinsh` of `yinsh-blitz` voor YINSH.
command-variant-of-gipf = `{ $text }`: potentialen en uitdagingen horen bij GIPF; { $game } speel je met `{ $word }`.
command-bad-game-id = `{ $text }` is geen partij-id: schrijf het als #12.
missing-user = een gebruiker om uit te dagen
missing-report = jouw eigen uitslag in het afgesproken spel: `win`, `draw` of `loss`
missing-action = een actie zoals b1-b2
missing-setting-value = een waarde, zoals `settings language cs`
missing-time = een bedenktijd na `time` (3d, 10m, 3d+1d of none)

error-takeback-nothing = In { $id } valt voor jou niets terug te nemen: alleen je laatste beurt, zolang je tegenstander in de zijne niets heeft beslist.
error-takeback-open = In { $id } is al om terugnemen gevraagd: wacht op het antwoord.
error-takeback-none = Niemand vroeg in { $id } om terugnemen.
error-takeback-own = Jij vroeg in { $id } om dit terugnemen: je tegenstander antwoordt.
error-takeback-rated-ai = Terugnemen tegen de AI kan alleen in partijen die niet meetellen; { $id } telt mee.
error-takeback-ai-thinking = De AI beslist in { $id }: vraag het zodra hij gezet heeft.

error-claim-not-due = In { $id } valt niets op te eisen: de winst op tijd eis je op als de tijd van je tegenstander om is en hij sindsdien niet beslist heeft.

error-vacation-already = Je bent al op vakantie tot { $until } UTC: `vacation off` beëindigt hem.
error-vacation-days = Schrijf de dagen van je vakantie als een heel getal van 1 tot { $max }: `vacation 7`.
error-vacation-allowance = Je hebt dit jaar nog { $left } vakantiedagen (van { $allowance }): vraag er minder.
error-vacation-not-on = Je bent niet op vakantie.

command-bad-switch = `{ $text }` is geen `on` of `off`: schrijf `{ $command } on` of `{ $command } off`.

command-bad-notify = `{ $text }` is geen plek voor meldingen: schrijf `notify mention`, `notify dm` of `notify off`.
notify-no-dm = Privéberichten zijn hier niet beschikbaar: schrijf `notify mention` of `notify off`.
error-no-place-type = Je hebt geen { $kind } meer om te plaatsen: kies een ander soort.
