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
