# De analyses van gespeelde partijen door de engine (`review`), `analyse` en hun commando's.

cmd-review = de bespreking van een gespeelde partij door de engine: nauwkeurigheid, gemarkeerde fouten, betere zetten; `review auto` bespreekt elke partij (moderators)
cmd-analyse = de beoordeling en beste voortzetting van de engine voor een stellingtekst (niet van een lopende partij)
discord-review = De bespreking van een gespeelde partij door de engine
discord-analyse = De beoordeling en beste voortzetting van de engine voor een stellingtekst
opt-review-auto = Elke partij hier krijgt na afloop een bespreking (moderators)
opt-position = Een stellingtekst, zoals `gipf show` die schrijft
missing-position = een stellingtekst
setting-review-auto = of elke partij die hier eindigt een bespreking door de engine krijgt
choice-review-auto = automatische bespreking
console-review = bespreking van een partij

review-title = **Bespreking van partij { $id }**: { $white } (wit) tegen { $black } (zwart)
review-player = { $colour }, { $name }: nauwkeurigheid **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
review-player-none = { $colour }, { $name }: geen beslissing met een keuze
review-turning = Keerpunten (kansen van de speler aan zet, voor → na):
review-point = · Zet { $ply }, { $name }: `{ $played }` { $mark } ({ $before }% → { $after }%); { $better }
review-point-lost = · Zet { $ply }, { $name }: `{ $played }` { $mark } { $lost } ({ $before }% → { $after }%); { $better }
review-better = beter `{ $best }`
review-better-gain = beter `{ $best }`: { $gain }
review-lost-game = verloor de partij
review-lost-gipf = verloor { $n ->
        [one] een GIPF-stuk
        *[other] { $n } GIPF-stukken
    }
review-missed-gipf = miste { $n ->
        [one] een GIPF-stuk
        *[other] { $n } GIPF-stukken
    }
review-lost-pieces = verloor { $n ->
        [one] een stuk
        *[other] { $n } stukken
    }
review-missed-pieces = miste { $n ->
        [one] een stuk
        *[other] { $n } stukken
    }
review-gain-game = wint de partij
review-gain-gipf = wint { $n ->
        [one] een GIPF-stuk
        *[other] { $n } GIPF-stukken
    }
review-gain-pieces = wint { $n ->
        [one] een stuk
        *[other] { $n } stukken
    }
review-gain-balance = houdt het evenwicht
review-gain-position = houdt de betere stelling
review-gain-less = verliest minder
review-gain-too = verliest ook, maar later
review-no-marks = Geen beslissing verloor genoeg om gemarkeerd te worden: een schone partij.
review-link = Elke zet met het oordeel van de engine: { $url }
review-in-line = Partij { $id } is { $place ->
        [1] de volgende
       *[other] nummer { $place }
    } in de rij voor de bespreking; die verschijnt in de kamer van de partij.
review-in-line-already = Partij { $id } werd al aangevraagd: { $place ->
        [1] de volgende
       *[other] nummer { $place }
    } in de rij; de bespreking verschijnt in de kamer van de partij.

error-review-no-game = Je hebt hier geen gespeelde partij om te bespreken: noem er een, zoals `review #12`.
error-review-unfinished = Partij { $id } is niet afgelopen: geen bespreking of analyse tijdens het spel.
error-review-gipf-only = Partij { $id } is { $game }: analyses zijn er voorlopig alleen voor GIPF. `history { $id }` toont de notatie.
error-review-limit = Je vroeg { $max } besprekingen aan in de laatste 24 uur, de limiet. Besprekingen die al gemaakt zijn, worden nog aan iedereen getoond (`review #12`).

analyse-result = **{ $decider } beslist**: { $chances }% kans voor { $decider } (diepte { $depth }). Beste voortzetting: `{ $line }`
analyse-over = Die stelling is uitgespeeld: { $winner } won.
analyse-nobody = Niemand beslist in die stelling: de uitslag van een proef komt eerst.
error-analyse-position = Dat is geen stellingtekst: { $why }
error-analyse-gipf-only = De engine analyseert voorlopig alleen GIPF-stellingen; voor { $game } is er nog geen analyse.
error-analyse-live = Dat is de stelling van partij { $id }, die gespeeld wordt: geen analyse tijdens een partij.
