# Was die Chat-Adapter selbst sagen, und die Befehlsbeschreibungen auf Discord (höchstens 100
# Zeichen je Beschreibung; Discord zeigt sie in der Befehlsauswahl).

discord-posted-elsewhere = Gepostet in <#{ $channel }>.
discord-done = Erledigt.
discord-played = Gespielt.
discord-could-not-post = Ich konnte nicht in <#{ $channel }> posten (fehlende Berechtigung?). { $text }
discord-game-in-thread = { $first_line } Die Partie läuft in <#{ $channel }>.
discord-went-wrong = Bei mir ist etwas schiefgelaufen; bitte versuch es noch einmal.
discord-could-not-read = Das konnte ich nicht lesen: { $error }
discord-thread-name = GIPF-Partie { $id }

discord-gipf = GIPF spielen: Herausforderungen, Züge, Partien gegen die KI
discord-gipf-info = GIPF: Hilfe, Regeln, KI-Stufen, Ranglisten, Statistiken
discord-gipf-settings = Deine Sprache und Hinweise, Urlaub; die Einstellungen dieses Servers
discord-gipf-study = GIPF lernen: Partieanalysen, die Sicht der Engine, Aufgaben, Lektionen
discord-help = Was der Bot kann
discord-rules = Kurze Spielregeln und ein Link zu den vollständigen Regeln
discord-challenge = Jemanden zu einer Partie herausfordern
discord-open = Eine offene Herausforderung, die jeder hier annehmen kann
discord-accept = Eine Herausforderung annehmen
discord-decline = Eine Herausforderung ablehnen
discord-cancel = Deine Herausforderung zurückziehen
discord-ai = Gegen den Bot spielen
discord-levels = Die Stufen der KI und ihre Wertungen
discord-move = Eine Aktion spielen: b1-b2, Gb1-b2, xc3,d4,e5,f5 oder done
discord-board = Das Brett der Partie
discord-resign = Die Partie aufgeben
discord-takeback = Den Gegner bitten, deinen letzten Zug zurückzunehmen
discord-claim = Den Sieg auf Zeit einfordern
discord-vacation = Deine Uhren in allen Partien für einige Tage anhalten
discord-confirm = Jeden mit den Knöpfen gewählten Zug erst zeigen, bevor er zählt
opt-confirm-on = An oder aus (ohne Wahl, wie es ist)
opt-vacation-days = Tage weg (ohne Wahl die übrigen Tage dieses Jahres)
opt-vacation-off = Den Urlaub jetzt beenden
discord-rematch = Eine neue Partie mit getauschten Farben
discord-games = Deine laufenden Partien und Herausforderungen
discord-history = Der Verlauf der Partie in offizieller Notation
discord-leaderboard = Wertungen auf diesem Server oder weltweit
discord-stats = Wertung, Ergebnisse und direkter Vergleich
discord-settings = Die Einstellungen dieses Servers (Moderatoren ändern sie)
discord-language = Die Sprache, in der der Bot mit dir spricht

opt-user-challenge = Wen du herausforderst
opt-variant = Variante (ohne Angabe: Standard)
opt-hand = Potentiale auf der Hand statt jener der Variante, etwa T6 oder Z3D3
opt-challenges = Herausforderungen beim Einsatz eines Potentials: Entscheidung und Versuche je Spieler, etwa ultimate+die2
opt-colour = Deine Farbe (ohne Angabe: zufällig)
opt-time = Bedenkzeit pro Entscheidung: 3d (Tage), 10m (Minuten), ein Guthaben wie 3d+1d oder none
opt-challenge = Die Herausforderung, etwa #12
opt-challenger = Wer dich herausgefordert hat
opt-own-challenge = Deine Herausforderung, etwa #12
opt-level = Die Stufe der KI
opt-action = Die Aktion: b1-b2, Gb1-b2, xc3,d4,e5,f5 oder done
opt-game-several = Die Partie, etwa #12 (nur nötig, wenn du mehrere hast)
opt-game = Die Partie, etwa #12
opt-finished-game = Die beendete Partie, etwa #12
opt-scope = Dieser Server (voreingestellt) oder weltweit
opt-stats-user = Wessen Statistik (ohne Angabe: deine)
opt-command = Ein Befehl, der erklärt werden soll
opt-setting = Die Einstellung, die du ändern willst (weglassen, um alle zu sehen)
opt-setting-value = Ihr neuer Wert oder default
opt-language = Ein Sprachcode (en, cs, ru, nl, de, fr) oder default

choice-standard = Standardspiel
choice-basic = Grundspiel
choice-tournament = Turnierspiel
choice-potentials = potentials
choice-challenges = Herausforderungen
choice-dvonn = DVONN
choice-tzaar = TZAAR
choice-yinsh = YINSH
choice-zertz = ZÈRTZ
choice-punct = PÜNCT
choice-white = Weiß
choice-black = Schwarz
choice-random = zufällig
choice-beginner = Anfänger
choice-casual = Gelegenheitsspieler
choice-intermediate = Fortgeschritten
choice-strong = Stark
choice-master = Meister
choice-server = dieser Server
choice-global = weltweit

moderator-discord = Mitglieder mit der Berechtigung „Server verwalten“
moderator-matrix = Raummitglieder mit Berechtigungsstufe 50 oder höher

matrix-leave-refused = Nur Moderatoren dieses Raums können mich hinauswerfen.
matrix-goodbye = Tschüss! Lad mich wieder ein, wenn du spielen willst.
matrix-answer-direct = Meine Antwort steht in unserem Direktchat, damit die Aufgabe des Tages für alle anderen eine Aufgabe bleibt.

console-welcome = gipfbot-Konsole. Du bist { $name }. Tippe `ai`, um gegen den Bot zu spielen, `help` für die Befehle, `as <name>`, um den Spieler zu wechseln, `quit` zum Beenden.
console-as-usage = Schreib `as <name>` mit einem Namen aus einem Wort.
console-now = Du bist jetzt { $name }.
console-your-turn = { $names }: am Zug.
console-challenged = { $names }: neue Herausforderung.
console-reminder = { $names }: Erinnerung.
console-game-over = { $names }: Partie vorbei.
console-answered = { $names }:
console-image = Brettbild: { $path }
console-image-failed = (konnte das Brettbild nicht nach { $path } schreiben: { $error })
console-type-number = Tippe die Nummer deiner Wahl (oder die Entnahme selbst).

choice-language = Sprache
choice-time = Bedenkzeit
choice-rated-ai = KI-Partien gewertet
choice-redact = alte Bretter ausblenden
choice-threads = Threads
choice-public = öffentliche Seiten
choice-open-tournaments = Turniere für alle
choice-timeout = Zeitablauf

discord-notify = Wohin Hinweise auf deinen Zug gehen: Erwähnung, Direktnachricht oder nirgends
opt-notify-to = `mention`, `dm` oder `off` (ohne Wahl, wie es ist)
choice-mention = Erwähnung
choice-dm = Direktnachricht
choice-off = aus

## Discord's menus: what each asks for (its placeholder).
menu-push-from = Schieben von…
menu-use = Ein Potential nutzen…
menu-remove = Entfernen…
menu-place = Setzen auf…
menu-stack = Den Stapel ziehen von…
menu-landing = Ziehen nach…
menu-choose = Wählen…
menu-take-away = Ring entfernen…
menu-capture-with = Schlagen mit der Kugel auf…
menu-piece = Einen Stein setzen…
menu-column = Spalte des PÜNCT…
menu-move-piece = Den Stein auf … ziehen
