# Wat de chatadapters zelf zeggen, en de beschrijvingen van de Discord-commando's (hoogstens 100
# tekens elk; Discord toont ze in zijn commandokiezer).

discord-posted-elsewhere = Geplaatst in <#{ $channel }>.
discord-done = Klaar.
discord-played = Gespeeld.
discord-could-not-post = Ik kon niet posten in <#{ $channel }> (ontbrekende rechten?). { $text }
discord-game-in-thread = { $first_line } De partij wordt gespeeld in <#{ $channel }>.
discord-went-wrong = Er ging aan mijn kant iets mis; probeer het opnieuw.
discord-could-not-read = Ik kon dat niet lezen: { $error }
discord-thread-name = GIPF-partij { $id }

discord-gipf = Speel GIPF: uitdagingen, zetten, partijen tegen de AI
discord-gipf-info = GIPF: hulp, regels, AI-niveaus, ranglijsten, statistieken
discord-gipf-settings = Je taal en meldingen, vakantie; de instellingen van deze server
discord-gipf-study = GIPF bestuderen: partijanalyses, het oordeel van de engine, puzzels, lessen
discord-help = Wat de bot kan
discord-rules = Een korte samenvatting van de regels en een link naar de volledige regels
discord-challenge = Daag iemand uit voor een partij
discord-open = Een open uitdaging die iedereen hier mag aannemen
discord-accept = Een uitdaging aannemen
discord-decline = Een uitdaging afwijzen
discord-cancel = Je uitdaging intrekken
discord-ai = Speel tegen de bot
discord-levels = De niveaus van de AI en hun ratings
discord-move = Speel een actie: b1-b2, Gb1-b2, xc3,d4,e5,f5 of done
discord-board = Het bord van de partij
discord-resign = De partij opgeven
discord-takeback = Vraag je tegenstander je laatste beurt terug te nemen
discord-claim = Eis de winst op tijd op
discord-vacation = Zet je klokken in al je partijen een paar dagen stil
discord-confirm = Toon elke zet die je met de knoppen kiest voordat hij telt
opt-confirm-on = Aan of uit (zonder keuze hoe het nu is)
opt-vacation-days = Dagen weg (zonder keuze de dagen die dit jaar over zijn)
opt-vacation-off = Beëindig je vakantie nu
discord-rematch = Een nieuwe partij met omgewisselde kleuren
discord-games = Je lopende partijen en uitdagingen
discord-history = Het verloop van de partij in officiële notatie
discord-leaderboard = Ratings op deze server of overal
discord-stats = Rating, resultaten en onderlinge duels
discord-settings = De instellingen van deze server (moderatoren wijzigen ze)
discord-language = De taal waarin de bot met je spreekt

opt-user-challenge = Wie je uitdaagt
opt-variant = Variant (standaard als je niets kiest)
opt-hand = Potentialen in de hand in plaats van die van de variant, zoals T6 of Z3D3
opt-challenges = Uitdagingen van het gebruik van een potentiaal: de beslissing en de pogingen per speler, zoals ultimate+die2
opt-colour = Je kleur (willekeurig als je niets kiest)
opt-time = Tijd per beslissing: 3d (dagen), 10m (minuten), een tegoed zoals 3d+1d, of none
opt-challenge = De uitdaging, als #12
opt-challenger = Wie jou uitdaagde
opt-own-challenge = Je uitdaging, als #12
opt-level = Het niveau van de AI
opt-action = De actie: b1-b2, Gb1-b2, xc3,d4,e5,f5 of done
opt-game-several = De partij, als #12 (alleen nodig als je er meerdere hebt)
opt-game = De partij, als #12
opt-finished-game = De afgelopen partij, als #12
opt-scope = Deze server (standaard) of overal
opt-stats-user = Wiens statistieken (de jouwe als je niemand kiest)
opt-command = Een commando om uit te leggen
opt-setting = De instelling om te wijzigen (laat leeg om ze allemaal te zien)
opt-setting-value = De nieuwe waarde, of default
opt-language = Een taalcode (en, cs, ru, nl, de, fr) of default

choice-standard = standaard
choice-basic = basis
choice-tournament = toernooi
choice-potentials = potentials
choice-challenges = uitdagingen
choice-dvonn = DVONN
choice-tzaar = TZAAR
choice-yinsh = YINSH
choice-zertz = ZÈRTZ
choice-punct = PÜNCT
choice-white = wit
choice-black = zwart
choice-random = willekeurig
choice-beginner = beginner
choice-casual = ontspannen
choice-intermediate = gemiddeld
choice-strong = sterk
choice-master = meester
choice-server = deze server
choice-global = overal

moderator-discord = leden met de machtiging Server beheren
moderator-matrix = leden van het kanaal met machtsniveau 50 of hoger

matrix-leave-refused = Alleen een moderator van dit kanaal kan mij wegsturen.
matrix-goodbye = Tot ziens! Nodig me opnieuw uit om te spelen.
matrix-answer-direct = Mijn antwoord staat in ons privégesprek, zodat de puzzel van de dag voor iedereen een puzzel blijft.

console-welcome = gipfbot-console. Jij bent { $name }. Typ `ai` om tegen de bot te spelen, `help` voor de commando's, `as <name>` om van speler te wisselen, `quit` om te stoppen.
console-as-usage = Schrijf `as <name>` met een naam van één woord.
console-now = Jij bent nu { $name }.
console-your-turn = { $names }: jouw beurt.
console-challenged = { $names }: je bent uitgedaagd.
console-reminder = { $names }: herinnering.
console-game-over = { $names }: partij afgelopen.
console-answered = { $names }:
console-image = Afbeelding van het bord: { $path }
console-image-failed = (kon de afbeelding van het bord niet schrijven naar { $path }: { $error })
console-type-number = Typ het nummer van je keuze (of schrijf de stukken om weg te nemen zelf uit).



choice-language = taal
choice-time = bedenktijd
choice-rated-ai = AI-partijen tellen mee
choice-redact = oude borden verbergen
choice-threads = threads
choice-public = openbare pagina's
choice-open-tournaments = toernooien voor iedereen
choice-timeout = tijd om

discord-notify = Waar meldingen van je beurt heen gaan: een vermelding, een privébericht of nergens
opt-notify-to = `mention`, `dm` of `off` (zonder keuze hoe het nu is)
choice-mention = vermelding
choice-dm = privébericht
choice-off = uit

## Discord's menus: what each asks for (its placeholder).
menu-push-from = Schuiven vanaf…
menu-use = Een potentiaal gebruiken…
menu-remove = Wegnemen…
menu-place = Inzetten op…
menu-stack = De stapel verplaatsen van…
menu-landing = Verplaatsen naar…
menu-choose = Kiezen…
menu-take-away = Ring wegnemen…
menu-capture-with = Slaan met de knikker op…
menu-piece = Een stuk plaatsen…
menu-column = Kolom van de PÜNCT…
menu-move-piece = Het stuk op … verzetten
