# De webpagina's (crates/gipf-web): het kader, de pagina van een partij, ranglijsten en profielen.

## Het kader van elke pagina

web-nav-leaderboard = Ranglijst
web-theme-switch = Wissel tussen licht en donker
web-language = Taal
web-not-found-title = Niet gevonden
web-not-found-heading = Hier is niets
web-not-found-text = Op dit adres staat geen partij of pagina. Naar de pagina's van partijen wordt verwezen in de chat waar de partij gespeeld wordt.
web-unavailable-title = Niet beschikbaar
web-unavailable-text = De database kan nu niet gelezen worden; probeer het zo opnieuw.

## Speelsterkte

web-rating = speelsterkte { $rating } ± { $deviation }
web-rating-bare = speelsterkte { $rating }
web-rating-value = { $rating } ± { $deviation }
web-rating-explained = Speelsterkte volgens Glicko-2: ± is de afwijking van de waardering, hoe onzeker die nog is. De echte sterkte ligt met ongeveer 95 % zekerheid binnen twee afwijkingen van de waardering; elke gewaardeerde partij maakt de afwijking kleiner.

## De pagina van een partij

web-game-title = { $game } #{ $id }: { $white } tegen { $black }
web-nobody-yet = { $color }: nog niemand
web-status-over = { $result }.
web-status-challenge = Een uitdaging die op antwoord wacht.
web-status-no-game = Een uitdaging waar geen partij van kwam.
web-status-to-decide = { $name } ({ $color }) is aan zet.
web-rated = gewaardeerd
web-unrated = niet gewaardeerd
web-board-alt = { $ply ->
        [one] Het bord na { $ply } beslissing
       *[other] Het bord na { $ply } beslissingen
    }
web-not-started = De partij begint zodra de uitdaging aangenomen is.
web-facts = Voorraden en de laatste beurt
web-reserve = Voorraad { $reserve } · geslagen { $captured }
web-last-turn = Laatste beurt
web-last-turn-none = Nog niets gespeeld.
web-yinsh-removed = Ringen verwijderd: { $n }
web-yinsh-to-place = nog te plaatsen ringen: { $n }
web-yinsh-pool = Fiches in de voorraad: { $n }
web-zertz-captured = Geslagen: { $white } wit, { $grey } grijs, { $black } zwart
web-zertz-pool = Knikkers in de voorraad: { $white } wit, { $grey } grijs, { $black } zwart
web-punct-facts = Nog te plaatsen stukken: { $left } · punten in het midden: { $centre }
web-punct-clock = Zetten sinds de laatste plaatsing: { $clock } (bij 100 is het remise)
web-steps = Door de partij bladeren
web-step-first = Begin
web-step-prev = Terug
web-step-next = Verder
web-step-last = Nu
web-moves = Zetten
web-download = De notatie opslaan

## Het begin, ranglijsten en profielen

web-index-title = GIPF met gipfbot
web-index-text = Partijen worden in de chat gespeeld (Discord, Matrix); de chat verwijst naar de pagina van elke partij, die de partij rechtstreeks volgt.
web-leaderboards = Ranglijsten
web-variants = Varianten
web-leaderboard-title = Ranglijst, { $pool }
web-community-leaderboard-title = Ranglijst van { $community }, { $pool }
web-nobody-ranked = Nog niemand staat op de ranglijst: een waardering telt zodra ze vaststaat.
web-col-player = Speler
web-col-rating = Speelsterkte
web-col-games = Partijen
web-col-variant = Variant
web-col-rated-games = Gewaardeerde partijen
web-ratings = Speelsterktes
web-results = Uitslagen
web-recent = Recente partijen
web-results-line = { $variant }: gewonnen { $wins }, verloren { $losses }{ $draws ->
        [0] {""}
       *[other] , remise { $draws }
    }
web-against = tegen { $name }
web-playing = bezig
web-no-rated = Nog geen gewaardeerde partij.
web-no-finished = Nog geen beëindigde partij.
web-no-recent = Niets te tonen (partijen van besloten kamers worden niet vermeld).

## De pagina van een toernooi

web-tournament-title = Toernooi { $id }
web-tournament-of = Gemeenschap { $community }, aangemaakt door { $creator }.
web-tournament-status = { $status ->
        [signup] Inschrijven kan nog.
        [running] Ronde { $round } van { $rounds }.
        [finished] Afgelopen.
       *[cancelled] Afgelast.
    }
web-tournament-state = { $status ->
        [signup] inschrijving open
        [running] bezig
        [finished] afgelopen
       *[cancelled] afgelast
    }
web-tournament-winner = Winnaar: { $name }.
web-tournament-players = Spelers
web-tournament-nobody = Nog niemand heeft zich ingeschreven.
web-tournament-standings = Stand
web-tournament-bracket = Schema
web-tournament-rounds = Ronden
web-tournament-round = Ronde { $round }
web-tournament-bye = vrij (1 punt)
web-tournament-live = wordt nu gespeeld
web-tournament-left = gestopt
web-tournament-tie-breaks = Bij gelijke punten beslist: { $list }.
web-tournaments = Toernooien
web-col-points = Punten
web-col-board = Bord
web-col-white = Wit
web-col-black = Zwart
web-col-first = Eerste speler
web-col-second = Tweede speler
web-col-result = Uitslag
web-col-tie-break = { $name ->
        [buchholz] Buchholz
        [sonneborn-berger] SB
        [direct] Onderling
        [wins] Winst
       *[rating] Sterkte
    }
web-tournament-game = Toernooi { $id }, ronde { $round }, bord { $board }

# De bespreking van een gespeelde partij op haar pagina.
web-review-graph = De kansen van wit na elke beslissing, volgens de bespreking van de engine
web-review-caption = De kansen van wit na elke beslissing (het lichte vlak); een punt gaat naar die zet.
web-review-point = Zet { $ply }: { $played } ({ $before }% → { $after }% voor de speler die besliste)
web-mark-inaccuracy = onnauwkeurigheid
web-mark-mistake = fout
web-mark-blunder = grove fout
web-better = beter: { $best }
web-better-gain = beter: { $best } ({ $gain })
web-mark-lost = { $mark }: { $lost }
web-accuracy = nauwkeurigheid { $accuracy }%

# Puzzles (`/puzzles`, `/puzzle/<id>`).
web-puzzles-link = Puzzels
web-puzzles-title = Puzzels
web-puzzles-text = Typ `puzzle` in een ruimte met de bot om er een bij je puzzelrating op te lossen; elke puzzel heeft één goede eerste beslissing.
web-puzzles-top = Beste puzzelratings
web-puzzles-solved = Opgelost
web-puzzles-played = Meest gespeeld
web-puzzles-nobody = Nog niemand heeft een puzzel afgemaakt.
web-puzzles-entry = Puzzel { $id } · { $kind } · rating { $rating } · { $plays } keer gespeeld
web-puzzle-title = Puzzel { $id }
web-puzzle-facts = Soort { $kind } · rating { $rating } · { $plays } keer gespeeld
web-puzzle-show = Toon de oplossing
web-puzzle-step = { $n }. { $who }: { $action }
web-puzzle-end = Het einde van de oplossing.
web-puzzle-hidden = Iemand lost deze puzzel nu op: de oplossing verschijnt als die klaar is.
web-puzzles-daily = Puzzel van de dag, { $day }
web-puzzles-daily-heading = Puzzel van de dag
web-puzzles-daily-how = Los hem op in een kamer met de bot: `puzzle daily` (op Discord: de knop „Oplossen” onder het bericht). Je antwoorden blijven van jou; morgen verschijnt de oplossing in de kamers.
web-puzzles-yesterday = Puzzel { $id } van gisteren: { $solved } van de { $tried } oplossers vonden de oplossing.
web-puzzle-daily-hidden = Dit is de puzzel van de dag van { $day }: de oplossing verschijnt hier vanaf { $shown }, als elke kamer haar heeft gekregen.
