# De woorden van de regels: kleuren, wat een beurt deed, hoe een partij eindigde, waarom een actie niet mag.
# Foutmeldingen bij acties zijn zinnen zonder slotpunt (error-illegal zet hem): een hoofdletter
# aan het begin, behalve als ze met notatie of een `opdrachtwoord` beginnen.

-white = Wit
-black = Zwart
color-white = { -white }
color-black = { -black }
# De spelers van een spel zonder kleuren (ZÈRTZ): de eerste en de tweede speler (Wit en
# Zwart eronder). Berichten die een kant noemen, kiezen op white/black/first/second.
-first = eerste speler
-second = tweede speler
side-first = Eerste speler
side-second = Tweede speler

event-pushed = { $color ->
        [white] { -white }
       *[black] { -black }
    } schoof { $push }
event-pushed-to = { $color ->
        [white] { -white }
       *[black] { -black }
    } schoof { $push } (tot { $end })
event-removed = { $color ->
        [white] { -white }
       *[black] { -black }
    } { $back ->
        [0] sloeg { $captured ->
            [one] { $captured } stuk
           *[other] { $captured } stukken
        }
       *[other] nam { $back ->
            [one] { $back } stuk
           *[other] { $back } stukken
        } terug{ $captured ->
            [0] {""}
           *[other] {" "}en sloeg er { $captured }
        }
    }
event-left-rows = { $color ->
        [white] { -white }
       *[black] { -black }
    } liet de overige rijen staan

reason-no-gipf = { $loser ->
        [white] { -white }
       *[black] { -black }
    } heeft geen GIPF-stuk meer
reason-no-reserve = { $loser ->
        [white] { -white }
       *[black] { -black }
    } heeft geen stuk meer om te schuiven
outcome = { $winner ->
        [white] { -white }
       *[black] { -black }
    } wint: { $reason }

action-empty = Geen actie opgegeven: schrijf een zet zoals b1-b2, stukken om weg te nemen zoals xc3,d4,e5,f5, of done
action-syntax = { $text } is geen actie: schrijf een zet zoals b1-b2 (Gb1-b2 voor een GIPF-stuk), stukken om weg te nemen zoals xc3,d4,e5,f5, of done
action-not-a-point = { $text } is geen plaats op het bord (plaatsen zijn a1..i5, het midden is e5)
action-not-a-dot = { $point } is geen punt
action-not-on-line = { $dot }-{ $to }: { $to } ligt niet op een lijn die vanaf { $dot } het bord op loopt
action-wrong-end = { $dot }-{ $given }: die zet eindigt op { $actual }, schrijf dus { $dot }-{ $actual } of { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } is leeg, dus die zet eindigt op { $first }: schrijf { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } noemt waar een zet eindigt; alleen een stelling kan zeggen of dat klopt (schrijf { $dot }-{ $first })
action-game-over = De partij is afgelopen
action-removal-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet eerst beslissen welke rij weg moet
action-blocked = { $dot }-{ $first } is geblokkeerd: { $first }..{ $last } zijn bezet
action-empty-reserve = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen stuk meer in reserve
action-reserve-too-small = Een GIPF-stuk kost 2 stukken uit de reserve en { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft er nog maar 1
action-gipf-outside-tournament = Alleen in het toernooispel worden GIPF-stukken ingebracht: schuif een enkel stuk ({ $push })
action-first-push-gipf = Toernooi: de eerste zet van { $color ->
        [white] { -white }
       *[black] { -black }
    } moet een GIPF-stuk zijn (schrijf G voor de zet, zoals in Gb1-b2)
action-no-more-gipf = Toernooi: { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft al een enkel stuk geschoven en kan geen GIPF-stukken meer inbrengen
action-no-row = Er is nu geen rij om weg te nemen
action-repeated = { $point } wordt twee keer genoemd
action-not-a-spot = { $point } is een punt: daar staat geen stuk
action-not-gipf = Op { $point } staat geen GIPF-stuk: haal de G ervoor weg
action-no-such-removal = Geen enkele rij wordt weggenomen met precies { $given }; de keuzes zijn { $choices }
action-done-compulsory-row = `done` kan nog niet: een rij met een enkel stuk moet weggenomen worden
action-done-opponent-rows = `done` kan niet: rijen die na de zet van de tegenstander blijven staan, moeten weggenomen worden
action-done-nothing-to-leave = `done` laat alleen optionele rijen staan na je zet; vóór een zet schuif je gewoon

# Potentialen: de namen van de soorten (TAMSK, ZÈRTZ, ...) zijn de namen van de spellen.
event-used = { $color ->
        [white] { -white }
       *[black] { -black }
    } gebruikte { $kind } { $from }-{ $to }
event-kept = { $color ->
        [white] { -white }
       *[black] { -black }
    } hield de TAMSK-potentiaal op e5
action-no-potentials = { $action }: dit spel wordt zonder potentialen gespeeld
action-tamsk-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet eerst beslissen over het TAMSK-stuk op e5: de potentiaal inschuiven (T:<stip>-<veld>) of keep
action-not-tamsk-stage = { $action } kan alleen als er net een TAMSK-stuk op e5 is aangekomen
action-not-in-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen { $kind }-potentiaal meer in de hand
action-no-loaded-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } kan nu geen geladen stuk inbrengen
action-no-loaded-piece = Op { $point } staat geen onbedekt { $kind }-geladen stuk van { $color ->
        [white] { -white }
       *[black] { -black }
    }: alleen zo'n stuk kan zijn potentiaal gebruiken
action-tamsk-not-now = Een TAMSK-potentiaal wordt alleen gebruikt als zijn stuk op e5 aankomt
action-bad-target = { $kind } van { $from } kan niet naar { $to }; wel naar { $choices }
action-wrong-mark = Op { $point } staat { $holds ->
        [nothing] niets
        [capped] een stapel met kappen
        [gipf] een GIPF-stuk
        [loaded] een geladen stuk
        [basic] een gewoon stuk
       *[used] een gebruikte potentiaal
    }: { $fix ->
        [leave] laat het weg uit de wegname
        [plain] schrijf het zonder teken: { $mark }
       *[mark] schrijf het als { $mark }
    }

## Position strings and variant words: bijzinnen na "`standard+T100` is geen
# variant:" (kleine letter, geen punt). $text, $stack, $rest zijn wat er geschreven werd; $color
# en $other zijn white/black.
position-field-count = een stelling heeft 7 velden gescheiden door één spatie (variant bord beurt fase reserves geslagen status), 8 met potentialen (dan de handen); deze heeft er { $count ->
        [one] { $count }
       *[other] { $count }
    }
position-variant = variant { $text } bestaat niet: gebruik basic, standard of tournament
position-board = het bordveld: { $why }
position-turn = de beurt { $text } is w noch b
position-stage = de fase { $text } is geen van p, m, o, w+, b+ (met potentialen ook t, pm, po)
position-counts = { $field ->
        [reserves] de reserves
       *[captures] de geslagen stukken
    } { $text }: schrijf twee getallen als wit/zwart, bijvoorbeeld 12/12
position-status = de status { $text }: schrijf twee letters uit n, g, s (met potentialen ook l), eerst die van Wit, dan die van Zwart
position-status-outside-tournament = de status { $text }: alleen de toernooivariant kent een andere status dan ss
position-gipf-in-basic = de basisvariant heeft geen GIPF-stukken, maar op { $point } staat er een
position-too-many-pieces = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft in totaal { $count ->
        [one] { $count } stuk
       *[other] { $count } stukken
    } (bord, een GIPF-stuk telt 2, + reserve + geslagen door de tegenstander); er bestaan er hoogstens 18
position-too-many-basic = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft in totaal { $count ->
        [one] { $count } gewoon stuk
       *[other] { $count } gewone stukken
    } (bord, een GIPF-stuk telt 2, geladen stukken 1, + reserve + geslagen door de tegenstander); met potentialen bestaan er hoogstens 21
position-potentials-only = { $what ->
        [status] de status { $text }
        [stage] de fase { $text }
       *[token] het bordteken { $text }
    } vraagt om potentialen: voeg de handen toe als achtste veld, bijvoorbeeld -/-
position-hand = de hand { $text }: { $why }
position-status-and-hand = { $color ->
        [white] { -white }
       *[black] { -black }
    }: { $why ->
        [loaded] status l (geladen stukken inbrengen) vraagt een hand die niet leeg is
       *[singles] status s (alleen gewone stukken) hoort bij een lege hand: een gewone zet kost de hand
    }
position-impossible-stage = de fase { $stage } kan hier niet voorkomen: { $why }
hand-empty = een hand is - (leeg) of soorten met aantallen, zoals T3Z3D3Y3P3
hand-not-a-kind = elke soort is een van de letters T Z D Y P, gevolgd door het aantal
hand-order = elke soort staat er één keer, in de volgorde T Z D Y P
hand-no-count = na elke soort komt het aantal, 1 tot en met { $max }
hand-too-many = een hand bevat hoogstens { $max ->
        [one] { $max } potentiaal
       *[other] { $max } potentialen
    } van een soort
hand-not-a-pair = schrijf de twee handen als wit/zwart, bijvoorbeeld T3Z3D3Y3P3/T3Z3D3Y3P3 of -/-
hand-ultimate = ultimate GIPF heeft een eigen hand, 3 van elke soort; schrijf een andere hand als tournament+<hand>, zoals tournament+T6
hand-no-potential = noem minstens één potentiaal, zoals standard+T6, of schrijf standard+potentials
board-columns = { $text } heeft { $count ->
        [one] { $count } kolom
       *[other] { $count } kolommen
    }; schrijf de 7 kolommen b..h gescheiden door /
board-two-digits = kolom { $column } ({ $text }): twee cijfers achter elkaar; schrijf één cijfer voor een reeks lege velden
board-zero = kolom { $column } ({ $text }): 0 is geen aantal lege velden
board-token = kolom { $column } ({ $text }): { $why }
board-spots = kolom { $column } ({ $text }) beschrijft { $found ->
        [one] { $found } veld
       *[other] { $found } velden
    }; ze heeft er { $spots }
token-unclosed = { $text }: een stapel ( ... ) is niet gesloten
token-no-base = stapel ({ $stack }): begint niet met een stukteken
token-no-cap = stapel ({ $stack }) heeft geen kap; schrijf een stuk zonder kap zonder haakjes
token-not-a-cap = stapel ({ $stack }): { $rest } is geen kap; kappen zijn wd, bd, wp, bp
token-uncappable = stapel ({ $stack }): op dit stuk kan geen kap staan
token-wrong-cap = stapel ({ $stack }): { $cap }-kappen kunnen niet staan op { $base ->
        [basic] een gewoon stuk
        [gipf] een GIPF-stuk
        [loaded] dat geladen stuk
       *[used] een gebruikte potentiaal
    }
token-alternate = stapel ({ $stack }): de kleuren van de kappen wisselen af, de eerste tegengesteld aan de basis
token-too-many-caps = stapel ({ $stack }...) heeft meer kappen dan twee handen van { $max } kunnen geven
token-not-a-token = { $text } is geen stukteken (w W b B, wT..bP, wt wz wy bt bz by, of een stapel tussen haakjes) en geen cijfer
stage-not-lost = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft niet verloren: er zijn nog GIPF-stukken en er hoeft niet met een lege reserve geschoven te worden
stage-not-lost-potentials = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft niet verloren: er zijn nog GIPF-stukken en er is nog een actie in de eigen beurt
stage-no-gipf = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen GIPF-stuk op het bord, dus de partij zou voorbij zijn
stage-row-before-push = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft een rij die weg moet voordat iemand schuift
stage-row-before-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft een rij die weg moet voordat iemand speelt
stage-no-action = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft geen geldige actie
stage-no-choice = { $color ->
        [white] { -white }
       *[black] { -black }
    } heeft { $count ->
        [one] { $count } manier
       *[other] { $count } manieren
    } om de eigen rijen op te lossen, en een fase wacht alleen op een keuze
stage-mover-first = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet nog een rij weghalen voordat { $other ->
        [white] { -white }
       *[black] { -black }
    } aan de beurt is
stage-no-tamsk = op e5 staat geen stuk met een TAMSK-potentiaal
stage-lines-full = alle lijnen zijn vol, dus keep is de enige mogelijkheid en wordt meteen toegepast

## The challenges option (COMBINING.md): actions refused, and position strings' ninth and
# tenth fields. $color is white/black; $why is another clause.
action-no-challenges = { $action }: dit spel wordt zonder uitdagingen gespeeld
action-not-challenge-stage = { $action } kan alleen als een gebruik op de uitdager wacht (fase c)
action-not-referee-stage = { $action } kan alleen als een uitdaging op haar uitslag wacht (fase r)
action-challenge-pending = { $color ->
        [white] { -white }
       *[black] { -black }
    } moet het wachtende gebruik eerst uitdagen (challenge) of toestaan (allow)
action-referee-pending = De scheidsrechter moet eerst de uitslag van de uitdaging geven: won of lost
challenges-nine-fields = een stelling met de optie uitdagingen heeft 10 velden: de handen, de uitdagingen (zoals `die:2/2`), dan het wachtende gebruik of `-`; deze heeft er 9
challenges-field = de uitdagingen { $text }: { $why ->
        [colon] schrijf de proef, een dubbele punt en de resterende pogingen als wit/zwart, bijvoorbeeld `die:2/2`
        [trial] de proef is `die`, `game` of `agreed`, in kleine letters
        [pair] schrijf de resterende pogingen als twee getallen wit/zwart, bijvoorbeeld `2/2`
       *[count] elk aantal resterende pogingen is één cijfer, 0 tot en met 9
    }
challenges-stage-without-option = de fase { $stage } vraagt de optie uitdagingen: voeg de uitdagingen en het wachtende gebruik toe als negende en tiende veld, bijvoorbeeld `die:2/2 Z:c3-f5`
challenges-pending-outside-stage = in de fase { $stage } wacht geen gebruik: schrijf `-` als tiende veld
challenges-no-pending = de fase { $stage } vraagt het wachtende gebruik als tiende veld, bijvoorbeeld `Z:c3-f5`
challenges-not-a-use = het wachtende gebruik { $text } staat niet in de canonieke vorm: schrijf een ZÈRTZ-, YINSH-, DVONN- of PÜNCT-gebruik zoals `Z:c3-f5`, of een TAMSK-zet met het eerste veld zoals `T:e9-e8`
challenges-pending-stage = het wachtende gebruik { $pending }: { $why }
challenges-pending-illegal = het wachtende gebruik { $pending } is hier niet toegestaan: { $why }
challenges-no-attempt = de fase c kan hier niet voorkomen: { $color ->
        [white] { -white }
       *[black] { -black }
    }, de uitdager, heeft geen poging meer, dus het gebruik zou meteen doorgaan
challenges-attempt-not-spent = de fase r kan hier niet voorkomen: { $color ->
        [white] { -white }
       *[black] { -black }
    }, de uitdager, heeft nog 9 pogingen maar heeft er net een van hoogstens 9 gebruikt
challenges-word = { $text }: { $why ->
        [potentials] uitdagingen vragen potentiëlen: schrijf `{ $fix }`
        [trial] het deel van de uitdagingen is een proef (`die`, `game` of `agreed`) gevolgd door de pogingen van elke speler, zoals `die2`
        [attempts] 1 tot 9 pogingen, zoals `die2`
        [parts] een variant heeft hoogstens drie delen, de variant, zijn potentiëlen en zijn uitdagingen, zoals `standard+potentials+die2`
       *[ultimate] ultiem GIPF heeft zijn potentiëlen al: schrijf `ultimate`, of `ultimate+die2` met uitdagingen
    }
