# De woorden van de regels: kleuren, wat een beurt deed, hoe een partij eindigde, waarom een actie niet mag.
# Foutmeldingen bij acties zijn bijzinnen: geen hoofdletter aan het begin, geen punt aan het einde.

color-white = Wit
color-black = Zwart

event-pushed = { $color } schoof { $push }
event-pushed-to = { $color } schoof { $push } (tot { $end })
event-removed = { $color } { $back ->
        [0] sloeg { $captured }
       *[other] { $captured ->
            [0] nam { $back } terug
           *[other] nam { $back } terug en sloeg { $captured }
        }
    }
event-left-rows = { $color } liet de overige rijen staan

reason-no-gipf = { $loser } heeft geen GIPF-stuk meer
reason-no-reserve = { $loser } heeft geen stuk meer om te schuiven
outcome = { $winner } wint: { $reason }

action-empty = geen actie opgegeven: schrijf een zet zoals b1-b2, stukken om weg te nemen zoals xc3,d4,e5,f5, of done
action-syntax = { $text } is geen actie: schrijf een zet zoals b1-b2 (Gb1-b2 voor een GIPF-stuk), stukken om weg te nemen zoals xc3,d4,e5,f5, of done
action-not-a-point = { $text } is geen plaats op het bord (plaatsen zijn a1..i5, het midden is e5)
action-not-a-dot = { $point } is geen punt
action-not-on-line = { $dot }-{ $to }: { $to } ligt niet op een lijn die vanaf { $dot } het bord op loopt
action-wrong-end = { $dot }-{ $given }: die zet eindigt op { $actual }, schrijf dus { $dot }-{ $actual } of { $dot }-{ $first }
action-ends-at-first = { $dot }-{ $given }: { $first } is leeg, dus die zet eindigt op { $first }: schrijf { $dot }-{ $first }
action-needs-position = { $dot }-{ $to } noemt waar een zet eindigt; alleen een stelling kan zeggen of dat klopt (schrijf { $dot }-{ $first })
action-game-over = de partij is afgelopen
action-removal-pending = { $color } moet eerst beslissen welke rij weg moet
action-blocked = { $dot }-{ $first } is geblokkeerd: { $first }..{ $last } zijn bezet
action-empty-reserve = { $color } heeft geen stuk meer in reserve
action-reserve-too-small = een GIPF-stuk kost 2 stukken uit de reserve en { $color } heeft er nog maar 1
action-gipf-outside-tournament = alleen in het toernooispel worden GIPF-stukken ingebracht: schuif een enkel stuk ({ $push })
action-first-push-gipf = toernooi: de eerste zet van { $color } moet een GIPF-stuk zijn (schrijf G voor de zet, zoals in Gb1-b2)
action-no-more-gipf = toernooi: { $color } heeft al een enkel stuk geschoven en kan geen GIPF-stukken meer inbrengen
action-no-row = er is nu geen rij om weg te nemen
action-repeated = { $point } wordt twee keer genoemd
action-not-a-spot = { $point } is een punt: daar staat geen stuk
action-not-gipf = op { $point } staat geen GIPF-stuk: haal de G ervoor weg
action-no-such-removal = geen enkele rij wordt weggenomen met precies { $given }; de keuzes zijn { $choices }
action-done-compulsory-row = done kan nog niet: een rij met een enkel stuk moet weggenomen worden
action-done-opponent-rows = done kan niet: rijen die na de zet van de tegenstander blijven staan, moeten weggenomen worden
action-done-nothing-to-leave = done laat alleen optionele rijen staan na je zet; vóór een zet schuif je gewoon

# Potentialen: de namen van de soorten (TAMSK, ZÈRTZ, ...) zijn de namen van de spellen.
event-used = { $color } gebruikte { $kind } { $from }-{ $to }
event-kept = { $color } hield de TAMSK-potentiaal op e5
action-no-potentials = { $action }: dit spel wordt zonder potentialen gespeeld
action-tamsk-pending = { $color } moet eerst beslissen over het TAMSK-stuk op e5: de potentiaal inschuiven (T:<stip>-<veld>) of keep
action-not-tamsk-stage = { $action } kan alleen als er net een TAMSK-stuk op e5 is aangekomen
action-not-in-hand = { $color } heeft geen { $kind }-potentiaal meer in de hand
action-no-loaded-push = { $color } kan nu geen geladen stuk inbrengen
action-no-loaded-piece = op { $point } staat geen onbedekt { $kind }-geladen stuk van { $color }: alleen zo'n stuk kan zijn potentiaal gebruiken
action-tamsk-not-now = een TAMSK-potentiaal wordt alleen gebruikt als zijn stuk op e5 aankomt
action-bad-target = { $kind } van { $from } kan niet naar { $to }; wel naar { $choices }
action-wrong-mark = het teken bij { $point } past niet bij wat er staat: schrijf { $fix }
