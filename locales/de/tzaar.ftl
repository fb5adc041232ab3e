# TZAAR's words (gipf-i18n/src/tzaar.rs): the piece types, why an action or a position
# string is refused, how a game ended, and the rules in short. The colour terms -white and
# -black are rules.ftl's.

# The three piece types (TZAAR.md §3), as the box names them.
tzaar-type-tzaar = Tzaar
tzaar-type-tzarra = Tzarra
tzaar-type-tott = Tott

## Action errors: sentences without their full stop (error-illegal adds it), a capital letter
# at the start unless they start with notation. $owner is white/black; $space, $from, $to are
# spaces (e4); $text is what was typed; $action is an action as written (Ta1); $kind is a type's
# name (tzaar-type-*); $mine and $theirs are heights.
# German: stack = Stapel, piece = Stein, space = Feld, capture = schlagen / Schlag, stacking =
# verstärken (auf einen eigenen Stapel ziehen), placement = Einsetzen / einsetzen, turn = Zug,
# centre = Mitte. A type is named "Stein vom Typ Tzarra", so that the name needs no article.
tzaar-action-empty = Keine Aktion angegeben: Schlage einen gegnerischen Stapel, etwa `d5xd4`, verstärke einen eigenen Stapel, etwa `b3-e6`, schreib `pass` oder setz einen Stein ein, etwa `Ta1`
tzaar-action-syntax = { $text } ist keine Aktion: Schlage einen gegnerischen Stapel, etwa `d5xd4`, verstärke einen eigenen Stapel, etwa `b3-e6`, schreib `pass` (nur als zweite Aktion) oder setz einen Stein ein, etwa `Ta1`
tzaar-action-not-a-space = { $text } ist kein Feld des Bretts: Die Spalten a bis i haben die Felder a1-a5, b1-b6, c1-c7, d1-d8, e1-e9 (ohne e5), f1-f8, g1-g7, h1-h6 und i1-i5
tzaar-action-centre = e5 ist die Mitte, und die ist kein Feld: Dort steht nie ein Stein, und keine Linie führt hindurch
tzaar-action-game-over = Die Partie ist vorbei: Es wird nichts mehr gespielt
tzaar-action-not-a-placement = `{ $action }` setzt keinen Stein ein, aber noch werden Steine eingesetzt: Setz einen deiner Steine auf ein freies Feld, etwa `Ta1`
tzaar-action-placement-outside-phase = `{ $action }` setzt einen Stein ein, aber Steine werden nur zu Beginn von `tzaar-tournament` eingesetzt: Schlage stattdessen, etwa `d5xd4`
tzaar-action-none-left = Du hast keinen Stein vom Typ { $kind } mehr zum Einsetzen: Setz einen Stein eines anderen Typs ein
tzaar-action-occupied = { $space } ist besetzt: Setz deinen Stein auf ein freies Feld
tzaar-action-pass-first = `pass` geht nur als zweite Aktion eines Zuges: Schlage zuerst, etwa `d5xd4`
tzaar-action-stacking-first = `{ $from }-{ $to }` verstärkt einen eigenen Stapel, aber die erste Aktion eines Zuges ist immer ein Schlag: Schlage zuerst einen gegnerischen Stapel
tzaar-action-no-stack = Auf { $space } steht kein Stapel, den du ziehen könntest: Zieh einen deiner eigenen Stapel
tzaar-action-not-your-stack = { $space } ist nicht dein Stapel: Er gehört { $owner ->
        [white] { -white }
       *[black] { -black }
    }; zieh einen eigenen
tzaar-action-empty-target = { $to } ist leer: Der Stapel auf { $from } zieht über leere Felder auf den ersten Stapel in seinem Weg, nie auf ein leeres Feld
tzaar-action-unreachable = { $from } erreicht { $to } nicht: Ein Stapel zieht auf einer der sechs Linien, nur über leere Felder, auf den ersten Stapel in seinem Weg und nie über die Mitte e5
tzaar-action-capture-written-as-stacking = Auf { $to } steht ein gegnerischer Stapel: Ein Schlag wird `{ $from }x{ $to }` geschrieben
tzaar-action-stacking-written-as-capture = { $to } ist dein eigener Stapel: Verstärken wird `{ $from }-{ $to }` geschrieben
tzaar-action-capture-of-own-stack = { $to } ist dein eigener Stapel: Die erste Aktion eines Zuges schlägt einen gegnerischen Stapel, verstärken darfst du erst mit der zweiten
tzaar-action-too-high = `{ $from }x{ $to }`: { $mine ->
        [1] Dein einzelner Stein
       *[other] Dein Stapel der Höhe { $mine }
    } kann keinen Stapel der Höhe { $theirs } schlagen: Schlage einen Stapel, der nicht höher ist als deiner

## Position strings: clauses (lower case, no full stop). $text and $token are what was
# written, quoted; $column is a column's letter; $color is white/black.
tzaar-position-field-count = eine TZAAR-Stellung hat 4 Felder, getrennt durch Leerzeichen (`tzaar` Brett Zug Phase); diese hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
tzaar-position-variant = { $text } ist keine Variante: Eine TZAAR-Stellung beginnt mit `tzaar` oder `tzaar-tournament`
tzaar-position-column-count = das Brett: Schreib die 9 Spalten a bis i, getrennt durch /; dieses hat { $count ->
        [one] { $count } Spalte
       *[other] { $count } Spalten
    }
tzaar-position-column-length = das Brett: Spalte { $column } hat { $expected } Felder, aber { $found ->
        [one] { $found } Zeichen ist
       *[other] { $found } Zeichen sind
    } geschrieben
tzaar-position-unknown-char = das Brett, Spalte { $column }: { $text } ist kein Zeichen (schreib `-` für ein leeres Feld, `A` `R` `T` für die Stapel von Weiß und `a` `r` `t` für die von Schwarz, mit der Höhe nach dem Buchstaben, wenn sie 2 oder mehr ist, etwa `T3`)
tzaar-position-height = das Brett, Spalte { $column }, { $token }: { $why }
tzaar-position-height-one = ein einzelner Stein wird ohne Höhe geschrieben (`T`, nicht `T1`)
tzaar-position-height-leading-zero = Höhen werden von 2 bis 30 geschrieben, ohne führende Null
tzaar-position-height-too-high = kein Stapel ist höher als 30 (ein Spieler hat 30 Steine)
tzaar-position-turn = der Zug { $text }: Schreib `w` oder `b`
tzaar-position-phase = die Phase { $text }: Schreib `p` (Einsetzen), `o` (Eröffnungsschlag), `c` (Pflichtschlag), `s` (zweite Aktion) oder `w+` bzw. `b+`, wenn die Partie vorbei ist
tzaar-position-too-many-of-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $found } Stapel mit einem Stein vom Typ { $kind } obenauf, aber nur { $max } solche Steine
tzaar-position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat { $found } Steine auf dem Brett (Höhen zusammengezählt), aber nur 30 im Spiel
tzaar-position-placement-not-tournament = die Phase `p` (Einsetzen) gibt es nur in `tzaar-tournament`: Eine Partie `tzaar` beginnt auf vollem Brett mit der Phase `o`
tzaar-position-stack-in-placement = auf { $space } steht ein Stapel, aber beim Einsetzen steht auf jedem Feld höchstens ein Stein
tzaar-position-full-in-placement = alle 60 Felder sind besetzt, also ist das Einsetzen vorbei: Schreib die Phase `o`, mit Weiß (`w`) am Zug zum Schlagen
tzaar-position-placement-counts = auf dem Brett stehen { $white } weiße und { $black } schwarze { $black ->
        [one] Stein
       *[other] Steine
    }, aber die Spieler setzen abwechselnd ein, Weiß zuerst: { $color ->
        [white] Setzt Weiß ein, muss es gleich viele weiße wie schwarze Steine geben
       *[black] Setzt Schwarz ein, muss es einen weißen Stein mehr geben als schwarze
    }
tzaar-position-opening-black = der Eröffnungsschlag (Phase `o`) gehört Weiß: Schreib `w`
tzaar-position-opening-board = der Eröffnungsschlag (Phase `o`) findet auf einem vollen Brett aus einzelnen Steinen statt: von jeder Farbe 6 Tzaars, 9 Tzarras und 15 Totts
tzaar-position-full-board = alle 60 Felder sind besetzt, und das gibt es nur vor dem Eröffnungsschlag: Schreib die Phase `o` (oder `p` in `tzaar-tournament`)
tzaar-position-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } hat keinen Stein vom Typ { $kind } mehr obenauf, also ist die Partie vorbei: Schreib das Ergebnis { $color ->
        [white] `b+`
       *[black] `w+`
    }
tzaar-position-no-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } kann nicht schlagen, also ist die Partie vorbei: Schreib { $color ->
        [white] `w b+`
       *[black] `b w+`
    }
tzaar-position-winner-missing-type = { $color ->
        [white] { -white }
       *[black] { -black }
    } steht als Sieger da, hat aber keinen Stein vom Typ { $kind } obenauf
tzaar-position-not-over = { $color ->
        [white] { -white }
       *[black] { -black }
    } steht als Verlierer da, hat aber noch alle drei Typen, und wer nicht schlagen kann, verliert nur, wenn sein Zug so beginnt

## The end of a game. $winner and $loser are white/black; $kind is a type's name. TZAAR has
# no draw.
tzaar-reason-missing-type = kein Stein vom Typ { $kind } mehr obenauf
tzaar-reason-no-capture = kein Schlag mehr möglich
tzaar-result-missing-type = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt: { $loser ->
        [white] { -white }
       *[black] { -black }
    } hat keinen Stein vom Typ { $kind } mehr obenauf
tzaar-result-no-capture = { $winner ->
        [white] { -white }
       *[black] { -black }
    } gewinnt: { $loser ->
        [white] { -white }
       *[black] { -black }
    } kann nicht schlagen

## Whose decision it is, for a board's line. $color is white/black.
tzaar-to-place = { $color ->
        [white] { -white }
       *[black] { -black }
    } setzt einen Stein ein
tzaar-to-open = { $color ->
        [white] { -white }
       *[black] { -black }
    } macht den Eröffnungsschlag
tzaar-to-capture = { $color ->
        [white] { -white }
       *[black] { -black }
    } muss schlagen (erste Aktion des Zuges)
tzaar-to-act = { $color ->
        [white] { -white }
       *[black] { -black }
    }: zweite Aktion: schlagen, verstärken oder `pass`

## `rules tzaar`: the rules in short (rules-link follows, as after rules-dvonn).
rules-tzaar = **TZAAR**: Jeder Spieler hat 30 Steine seiner Farbe: 6 Tzaars, 9 Tzarras und 15 Totts. Steine einer Farbe bilden Stapel; der Typ eines Stapels ist der seines obersten Steins, und du musst immer alle drei Typen auf dem Brett haben.
    Ein Stapel zieht in gerader Linie über leere Felder auf den ersten Stapel in seinem Weg: nie auf ein leeres Feld, nie über einen Stein hinweg, nie über die Mitte e5.
    Jeder Zug hat zwei Aktionen. Zuerst ein Schlag: Dein Stapel schlägt einen gegnerischen Stapel, der nicht höher ist als er, etwa `c3xd4`. Danach ein weiterer Schlag, oder du verstärkst einen eigenen Stapel, indem du einen Stapel daraufziehst (die Höhen addieren sich), etwa `e2-e3`, oder `pass` (nur als zweite Aktion). Der erste Zug von Weiß ist ein einziger Schlag.
    Du gewinnst, wenn dein Gegner einen der drei Typen nicht mehr auf dem Brett hat oder zu Beginn seines Zuges nicht schlagen kann. Unentschieden gibt es nicht.
    Varianten: `tzaar` beginnt auf einem zufällig gefüllten Brett, `tzaar-fixed` mit der festen Startaufstellung der Spielregel, `tzaar-tournament` auf einem leeren Brett, auf das die Spieler zuerst abwechselnd ihre Steine einsetzen, etwa `Ta1` (ein Tott auf a1).
