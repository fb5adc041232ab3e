# Die Wörter von ZÈRTZ (gipf-i18n/src/zertz.rs): die Kugeln, warum eine Aktion oder ein
# Positionsstring abgelehnt wird, wie eine Partie endete, wer entscheidet, was ein Zug bewirkt
# hat, die Beschriftungen der Auswahl und die Regeln in Kürze. Die Spieler haben keine Farbe:
# $player, $winner, $skipped und $side sind first/second (der erste/zweite Spieler, -first und
# -second aus rules.ftl im Nominativ nach dem Artikel). $marble, $actual und $written sind
# white/grey/black (weiße, graue, schwarze Kugel).

## Kugeln. zertz-marbles steht als Objekt (Akkusativ, bei der Kugel wie der Nominativ).
zertz-marble = { $marble ->
        [white] weiße Kugel
        [grey] graue Kugel
       *[black] schwarze Kugel
    }
zertz-marbles = { $count } { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } { $count ->
        [one] Kugel
       *[other] Kugeln
    }
zertz-list-two = { $first } und { $second }
zertz-list-three = { $first }, { $second } und { $third }
zertz-no-marble = keine Kugel

## Die Beschriftungen der Auswahl.
marble-button = { $marble ->
        [white] Weiße Kugel
        [grey] Graue Kugel
       *[black] Schwarze Kugel
    } ({ $source ->
        [pool] { $count } im Vorrat
       *[captures] { $count } von deinen
    })
pick-zertz-ring = Wähle den Ring für deine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel.
pick-zertz-remove = Wähle den freien Ring, den du wegnimmst.
pick-zertz-chain = Die Kugel auf { $at }: wähle ihre Schlagfolge.

## Aktionsfehler.
zertz-action-empty = Keine Aktion angegeben: setze eine Kugel und nimm einen freien Ring weg, wie `Wd4,d1`, oder schlage, wie `xd1Gd3Wd5`
zertz-action-syntax = { $text } ist keine Aktion: setze eine Kugel und nimm einen freien Ring weg, wie `Wd4,d1`, oder schlage, wie `xd1Gd3Wd5`
zertz-action-not-a-place = { $text } ist kein Platz des Bretts `{ $variant }`, dessen Spalten { $columns } sind
zertz-action-game-over = Die Partie ist vorbei: es wird nichts mehr gespielt
zertz-action-wrong-variant = Diese Aktion nennt Plätze des Bretts `{ $action }`, aber diese Partie wird auf `{ $game }` gespielt: nenne Plätze dieses Bretts
zertz-action-not-on-board = { $at } ist kein Platz dieses Bretts: nenne einen seiner Ringe
zertz-action-no-ring = Auf { $at } ist kein Ring mehr: setze die Kugel auf einen leeren Ring
zertz-action-occupied = Auf { $at } liegt schon eine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel: setze deine auf einen leeren Ring
zertz-action-not-in-pool = Im Vorrat ist keine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel mehr: setze eine Farbe, die er noch enthält (er enthält { $pool })
zertz-action-not-in-captures = Der Vorrat ist leer und du hast keine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel geschlagen: setze eine deiner geschlagenen Kugeln (du hast { $captures })
zertz-action-capture-compulsory = Schlagen ist Pflicht: schlage, wie `{ $example }`
zertz-action-free-ring-must-go = Nach dem Setzen der Kugel muss ein freier Ring weg: nenne ihn nach einem Komma, wie `{ $example }`
zertz-action-not-a-free-ring = { $ring } ist kein freier Ring: nimm einen leeren Ring weg, neben dem zwei benachbarte Plätze nebeneinander ohne Ring sind, sodass er sich herausschieben lässt
zertz-action-remove-filled = { $ring } ist der Ring, den du gerade besetzt hast: nimm einen anderen, freien Ring weg
zertz-action-no-free-ring = Kein Ring ist frei, also kommt keiner weg: schreibe den Zug ohne `,{ $ring }`
zertz-action-no-marble-at = Auf { $at } liegt keine Kugel, die springen könnte: ein Schlag beginnt mit einer Kugel neben einer anderen, hinter der ein leerer Ring ist
zertz-action-not-a-jump = Von { $from } nach { $to } ist kein Sprung: eine Kugel springt über eine benachbarte Kugel auf den Ring direkt dahinter
zertz-action-nothing-to-jump = Von { $from } nach { $to } wird keine Kugel übersprungen: auf { $over } liegt keine
zertz-action-landing-taken = { $to } ist kein leerer Ring: ein Sprung von { $from } muss auf einem leeren Ring landen
zertz-action-wrong-colour = Auf { $over } liegt eine { $actual ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel, keine { $written ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    }: schreibe `{ $letter }` vor den Landeplatz oder gar keinen Buchstaben
zertz-action-chain-stops = Die Kugel auf { $at } kann noch springen, über { $over } nach { $to }: ein Schlag geht weiter, solange er kann, also setze ihn bis { $to } fort
zertz-action-no-capture = Es gibt nichts zu schlagen: setze eine Kugel und nimm einen freien Ring weg, wie `Wd4,d1`
zertz-action-wrong-claims = `{ $action }` gewinnt `{ $claims }`: die Endung `x` muss genau diese Kugeln nennen oder fehlen
zertz-action-wrong-claims-none = `{ $action }` gewinnt nichts: schreibe den Zug ohne die Endung `x`
zertz-action-not-legal = `{ $action }` ist hier nicht erlaubt

## Das Ende einer Partie.
zertz-reason-set-each = { $count } Kugeln jeder Farbe
zertz-reason-no-ring = kein Ring mehr übrig
zertz-reason-no-one-can-act = keiner der Spieler kann handeln
zertz-result-set-each = Der { $winner ->
        [first] { -first }
       *[second] { -second }
    } gewinnt mit { $count } Kugeln jeder Farbe
zertz-result-set-one = Der { $winner ->
        [first] { -first }
       *[second] { -second }
    } gewinnt: er hat { $marbles }
zertz-result-no-ring = Der { $winner ->
        [first] { -first }
       *[second] { -second }
    } gewinnt: kein Ring ist mehr übrig
zertz-draw = Remis: keiner der Spieler kann handeln

## Wer entscheidet.
zertz-to-place = Der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzt eine Kugel und nimmt einen freien Ring weg
zertz-to-place-no-free = Der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzt eine Kugel (kein Ring ist frei zum Wegnehmen)
zertz-to-place-own = Der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzt eine seiner geschlagenen Kugeln (der Vorrat ist leer) und nimmt einen freien Ring weg
zertz-to-place-own-no-free = Der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzt eine seiner geschlagenen Kugeln (der Vorrat ist leer; kein Ring ist frei zum Wegnehmen)
zertz-to-capture = Der { $player ->
        [first] { -first }
       *[second] { -second }
    } muss schlagen

## Was ein Zug bewirkt hat, nach "Letzter Zug:" (klein).
zertz-turn-place = der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzte eine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel auf { $at }
zertz-turn-place-remove = der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzte eine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel auf { $at } und nahm { $ring } weg
zertz-turn-place-claim = der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzte eine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel auf { $at } und gewann { $rings } ({ $marbles })
zertz-turn-place-remove-claim = der { $player ->
        [first] { -first }
       *[second] { -second }
    } setzte eine { $marble ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel auf { $at }, nahm { $ring } weg und gewann { $rings } ({ $marbles })
zertz-turn-capture = der { $player ->
        [first] { -first }
       *[second] { -second }
    } sprang von { $from } nach { $to } und schlug { $marbles } (`{ $action }`)
zertz-turn-skipped = { $turn }; der { $skipped ->
        [first] { -first }
       *[second] { -second }
    } kann nicht handeln, also wird sein Zug übersprungen

## Positionsstrings: Satzteile (klein, ohne Punkt).
zertz-field-pool = der Vorrat
zertz-field-captures = die geschlagenen Kugeln des { $side ->
        [first] ersten Spielers (`w`)
       *[second] zweiten Spielers (`b`)
    }
zertz-position-field-count = eine ZÈRTZ-Stellung hat 6 Felder, getrennt durch je ein Leerzeichen (Variante, Brett, Zug, Vorrat, geschlagene Kugeln von `w`, geschlagene Kugeln von `b`); diese hat { $count }
zertz-position-variant = { $text } ist keine Variante: ein ZÈRTZ-Positionsstring beginnt mit `zertz`, `zertz-blitz`, `zertz48` oder `zertz61`
zertz-position-column-count = das Brett: schreibe die { $expected } Spalten des Bretts `{ $variant }`, getrennt durch /; hier sind es { $found }
zertz-position-column-length = das Brett: Spalte { $column } hat { $expected } Plätze, aber { $found ->
        [one] { $found } ist
       *[other] { $found } sind
    } beschrieben
zertz-position-unknown-char = das Brett, Spalte { $column }: { $text } ist kein gültiges Zeichen (schreibe `w`, `g` und `b` für Ringe mit einer Kugel, eine Ziffer 1-9 für leere Ringe, `.` für einen Platz ohne Ring)
zertz-position-zero = das Brett, Spalte { $column }: eine Anzahl leerer Ringe ist 1 bis 9, nie 0
zertz-position-two-digits = das Brett, Spalte { $column }: zwei Ziffern hintereinander; schreibe eine Ziffer für eine Folge leerer Ringe
zertz-position-turn = der Zug { $text }: schreibe `w` oder `b` (wer am Zug ist), `w+` oder `b+` (der Sieger) oder `=` (Remis)
zertz-position-counts = { $field }: { $text } sind keine drei Zahlen, getrennt durch / (weiß/grau/schwarz, wie `6/8/10`)
zertz-position-leading-zero = { $field }: { $text } hat eine führende Null: schreibe Anzahlen ohne sie (`6`, nicht `06`)
zertz-position-marble-count = Brett, Vorrat und geschlagene Kugeln halten zusammen { $marbles }, aber das Spiel hat { $expected }
zertz-position-full-group = die Gruppe von Ringen mit { $at } hat keinen leeren Ring: sie wäre schon gewonnen worden
zertz-position-both-win = beide Spieler haben einen Gewinnsatz, aber die Partie endet, sobald einer einen hat
zertz-position-in-progress-with-set = der { $side ->
        [first] { -first }
       *[second] { -second }
    } hat einen Gewinnsatz, also ist die Partie vorbei: schreibe `{ $result }`
zertz-position-in-progress-no-ring = kein Ring ist mehr übrig, also ist die Partie vorbei: schreibe den Sieger (`w+` oder `b+`)
zertz-position-cannot-act = der { $side ->
        [first] { -first }
       *[second] { -second }
    } (`{ $letter }`) kann nicht handeln (nichts zu schlagen, und kein leerer Ring oder keine Kugel zum Setzen): sein Zug wäre übersprungen worden oder die Partie remis
zertz-position-loser-holds-set = `{ $result }` macht den { $side ->
        [first] { -first(case: "dat") } zum Sieger, aber der { -second }
       *[second] { -second(case: "dat") } zum Sieger, aber der { -first }
    } hat einen Gewinnsatz
zertz-position-no-win = `{ $result }` macht den { $side ->
        [first] { -first(case: "dat") }
       *[second] { -second(case: "dat") }
    } zum Sieger, aber er hat keinen Gewinnsatz und es sind noch Ringe übrig
zertz-position-draw-with-set = `=` (Remis), aber der { $side ->
        [first] { -first }
       *[second] { -second }
    } hat einen Gewinnsatz: schreibe `{ $result }`
zertz-position-draw-no-ring = `=` (Remis), aber kein Ring ist mehr übrig: wer die letzten Ringe gewonnen hat, hat gesiegt
zertz-position-draw-can-act = `=` (Remis), aber der { $side ->
        [first] { -first }
       *[second] { -second }
    } kann handeln: schreibe, wer am Zug ist, `{ $letter }`

## `rules zertz`: die Regeln in Kürze (rules-link folgt).
rules-zertz = **ZÈRTZ**: das Brett besteht aus 37 Ringen (48 bei `zertz48`, 61 bei `zertz61`) und schrumpft im Lauf der Partie. Die Kugeln, 6 weiße, 8 graue und 10 schwarze, liegen in einem gemeinsamen Vorrat und gehören niemandem: jeder Spieler darf jede von ihnen setzen.
    In deinem Zug setzt du eine Kugel beliebiger Farbe auf einen leeren Ring und nimmst dann einen freien Ring weg (einen leeren Ring am Rand, der sich herausschieben lässt, ohne die anderen zu bewegen), wie `Wd4,d1`; ist kein Ring frei, nimmst du keinen weg. Bilden die übrigen Ringe eine Gruppe, deren Ringe alle Kugeln tragen, ist diese Gruppe abgetrennt: du gewinnst ihre Kugeln, und ihre Ringe verlassen das Brett.
    Schlagen ist Pflicht: eine Kugel springt über eine benachbarte Kugel auf den leeren Ring direkt dahinter und schlägt sie; solange dieselbe Kugel weiterspringen kann, muss sie, wie `xd1Gd3Wd5`. Unter mehreren Schlägen wählst du einen beliebigen.
    Du gewinnst mit 3 Kugeln jeder Farbe, oder 4 weißen, 5 grauen oder 6 schwarzen (`zertz-blitz`: 5/7/9 Kugeln; 2 jeder Farbe, oder 3 weiße, 4 graue, 5 schwarze), oder indem du die letzten Ringe gewinnst. Ist der Vorrat leer, setzt du Kugeln aus deinen geschlagenen; ein Spieler, der nicht handeln kann, wird übersprungen, und können beide nicht, endet die Partie remis.
