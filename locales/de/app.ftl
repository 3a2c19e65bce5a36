## App shell, navigation and shared buttons

app-name = Kartenrunde
boot-step-1 = Python startet…
boot-step-2 = Die App wird geöffnet…
boot-step-3 = Die Spiele werden gemischt…
boot-step-4 = Der Tisch wird gedeckt…
app-tagline = Fünf Kartenspiele, ein Handy
nav-games = Spiele
nav-players = Spieler
nav-stats = Statistik
nav-settings = Einstellungen
nav-back = Zurück
button-cancel = Abbrechen
button-save = Speichern
button-delete = Löschen
button-ok = OK
button-rules = Spielregeln

## Home

home-title = Kartenspiele
home-coming-soon = Kommt bald
home-not-built = { $game } ist noch in Arbeit und kann noch nicht gespielt werden. Die Spielregeln gibt es aber schon.
home-continue = Weiterspielen: { $game }
home-discard = Verwerfen
home-discard-title = Gespeichertes Spiel verwerfen?
home-discard-body = Die laufende Partie { $game } geht dabei verloren.
home-discarded = Das gespeicherte Spiel wurde verworfen.
game-meta-fixed = { $count } Spieler · { $minutes } Min.
game-meta-range = { $min }–{ $max } Spieler · { $minutes } Min.

## Players

players-title = Spieler
players-name-label = Name
players-name-hint = z. B. Anna
players-add = Spieler hinzufügen
players-added = { $name } sitzt jetzt mit am Tisch.
players-renamed = Heißt jetzt { $name }.
players-deleted = { $name } wurde entfernt.
players-empty = Noch keine Spieler. Trag die Leute ein, mit denen du spielst – beim Spielstart kannst du sie auswählen, und ihre Ergebnisse werden gespeichert.
players-rename = Umbenennen
players-rename-title = { $name } umbenennen
players-delete-title = { $name } entfernen?
players-delete-body = { $games ->
    [0] Noch keine beendete Partie.
    [one] Die eine beendete Partie bleibt unter diesem Namen im Verlauf, zählt aber für keinen Spieler mehr.
   *[other] Die { $games } beendeten Partien bleiben unter diesem Namen im Verlauf, zählen aber für keinen Spieler mehr.
  }
players-more = Mehr
players-merge = Zusammenführen mit …
players-merge-title = { $name } zusammenführen mit …
players-merge-body = Alle beendeten Partien von { $name } ({ $games }) zählen dann für den gewählten Spieler, und { $name } verschwindet aus der Liste. Gedacht für jemanden, der doppelt angelegt wurde, etwa „Zoe“ und „Zoë“.
players-merge-into = Dieselbe Person wie
players-merge-button = Zusammenführen
players-merged = Die Partien von { $name } zählen jetzt für { $into }.
players-merge-none = Es gibt noch niemanden zum Zusammenführen.
players-hide = Ausblenden
players-show = Wieder zeigen
players-hidden = { $name } ist ausgeblendet – die Partien bleiben und zählen weiter.
players-shown = { $name } steht wieder in den Listen.
players-restored = { $name } ist wieder da, mit allen Partien.
notice-undo = Rückgängig
players-hidden-mark = ausgeblendet
players-count = { $count ->
    [one] Ein Spieler
   *[other] { $count } Spieler
}

## Settings

settings-title = Einstellungen
settings-language = Sprache
settings-theme = Darstellung
theme-system = System
theme-light = Hell
theme-dark = Dunkel
settings-skin = Kartenblatt
skin-french = Französisch (Herz, Karo, Pik, Treff)
skin-german = Doppeldeutsch (Herz, Schelle, Laub, Eichel)
skin-hungarian = Ungarisch (piros, tök, zöld, makk)
skin-french-name = Französisch
skin-german-name = Doppeldeutsch
skin-hungarian-name = Ungarisch
settings-speed = Tempo des Computers
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
settings-sound = Ton
settings-haptics = Vibration
settings-large-cards = Große Karten
settings-large-cards-hint = Größere Karten und Zeichen, auch quer über den Tisch gut lesbar.
settings-reduce-motion = Weniger Animation
settings-diagnostics = Diagnose
settings-diagnostics-hint = Misst, wie lange die App höchstens so beschäftigt ist, dass sie auf kein Tippen reagiert.
settings-stalls = Längste Pause seit dem Start: { $ms } ms ({ $slow ->
    [0] keine
   *[other] { $slow }
  } über 100 ms)
settings-stalls-what = Sie steckte in: { $what }
settings-stalls-own = Eigene Rechenzeit der App an einem Stück: höchstens { $ms } ms (den Rest einer Pause bekamen andere Programme)

settings-book = Spielchronik
settings-book-hint = Alle Spieler und fertigen Partien in einer Datei – zum Aufbewahren oder für ein neues Handy. Beim Laden kommt nur Neues dazu; keine Partie wird doppelt gezählt.
book-save = Spielchronik sichern
book-load = Spielchronik laden
book-saved = Spielchronik gesichert: { $players ->
    [one] ein Spieler
   *[other] { $players } Spieler
  } und { $games ->
    [0] keine Partien
    [one] eine Partie
   *[other] { $games } Partien
  }.
book-loaded = Spielchronik geladen: { $players ->
    [0] keine neuen Spieler
    [one] ein neuer Spieler
   *[other] { $players } neue Spieler
  } und { $games ->
    [0] keine neuen Partien
    [one] eine neue Partie
   *[other] { $games } neue Partien
  }{ $skipped ->
    [0] .
    [one] ; eine war schon da.
   *[other] ; { $skipped } waren schon da.
  }
book-too-big = Diese Datei hat { $size } MB; eine Spielchronik darf höchstens { $max } MB haben. Es wurde nichts geändert.
book-reading = Datei wird gelesen: { $percent } %
book-checking = Partien werden geprüft: { $done } von { $total }
book-merging = Partien werden übernommen …
book-left-out = { $left ->
    [one] Eine Partie wurde
   *[other] { $left } Partien wurden
  } ausgelassen: { $why }.
book-left-illegal = { $count ->
    [one] eine mit unerlaubten Zügen
   *[other] { $count } mit unerlaubten Zügen
  }
book-left-unknown = { $count ->
    [one] eine von einem Spiel, das diese App nicht kennt
   *[other] { $count } von einem Spiel, das diese App nicht kennt
  }
book-renamed = { $count ->
    [one] Ein Name wurde
   *[other] { $count } Namen wurden
  } bereinigt, wie beim Eintippen: { $names }.

## History

history-title = Verlauf
history-empty = Hier gibt es noch keine fertigen Partien.
history-all-games = Alle Spiele
history-all-players = Alle
history-game-label = Spiel
history-player-label = Spieler
history-when = { DATETIME($when, dateStyle: "medium", timeStyle: "short") }
history-more = Mehr anzeigen
history-replay = Wiederholung
history-won = gewonnen

## Replay

replay-gone = Diese Partie ist nicht mehr im Verlauf.
replay-none-yet = Für diese Partie gibt es noch keine Wiederholung; das Ergebnis steht oben.
replay-not-kept = Diese Partie wurde beendet, bevor die App Wiederholungen aufbewahrt hat; das Ergebnis steht oben.
replay-start = Das Austeilen, vor dem ersten Zug. Jetzt, wo die Partie vorbei ist, liegen alle Karten offen.
replay-step = Zug { $step } von { $last }
replay-first = Zum Anfang
replay-back = Einen Zug zurück
replay-next = Nächster Zug
replay-last = Zum Ende
replay-to-act = ist dran

## Statistics

board-title = Rangliste der Familie
board-chart = Siege: { $wins }
board-wins = { $name }: { $count ->
    [one] 1 Sieg
   *[other] { $count } Siege
}
board-player = Spieler
board-games = Partien
board-won = Siege
board-rate = Quote
board-streak = Serie
board-percent = { $value } %
player-gone = Diesen Spieler gibt es nicht mehr.
player-summary = { $played } Partien · { $won } gewonnen · { $rate } % · Serie { $streak }
player-by-month = Siege pro Monat
player-month-said = { $month }: { $wins }
player-by-level = Gegen den Computer
player-level-line = { $level }: { $won } von { $played } gewonnen ({ $rate } %)
player-open = { $name }: Diagramme
stats-title = Statistik
stats-empty = Noch keine Statistik. Leg Spieler an und spiel eine Partie fertig – dann stehen hier die Spiele und Siege von allen.
stats-no-games = Noch kein Spiel beendet.
stats-person = einen Menschen
stats-played-won = { $played } gespielt · { $won } gewonnen{ $helped ->
    [0] {""}
   *[other] , davon { $helped } mit Hilfe
}

## Rules

rules-contents = Inhalt
rules-missing = Die Spielregeln für dieses Spiel sind noch nicht geschrieben.

## Hand-over screen for hidden hands

handover-title = Gib das Handy an { $name } weiter.
handover-hint = Alle anderen: nicht hinschauen!
handover-ready = Ich bin { $name } – zeig meine Karten
handover-waiting = Am Zug: { $names }
handover-waiting-hint = Das Handy bekommt, wer als Nächstes dran ist.

## Der Tisch jedes Spiels

table-you = Du
table-next-round = Nächste Runde
table-play-again = Noch einmal

## Notices

notice-other-tab-title = In einem anderen Tab geöffnet
notice-other-tab = Kartenrunde ist jetzt in einem anderen Tab oder Fenster offen, und dort werden deine Spiele gespeichert. Schließ diesen Tab, oder lade ihn neu, um hier weiterzuspielen.
notice-save-lost = Das gespeicherte Spiel war nicht lesbar und wurde zur Seite gelegt.
play-replace-title = Neues Spiel starten?
play-replace-body = Das gespeicherte Spiel { $game } wird dabei verworfen.
play-start = Los geht's!
play-back-home = Zurück zu den Spielen

## Seats of a setup screen

level-easy = Leicht
level-normal = Normal
level-strong = Schwer
seat-player = Spieler { $number }
seat-add = Mitspieler hinzufügen
seat-add-computer = Computer hinzufügen
seat-remember = Diese Spieler merken
seat-remember-hint = Neue Namen kommen in deine Spielerliste, damit ihre Partien in der Statistik zählen. Einen einmaligen Gast kannst du unter „Spieler“ ausblenden oder entfernen.
seat-remove = Diesen Platz entfernen
seat-kind = Spieler { $number }: Person oder Computer
seat-from-list = Oder jemanden aus deiner Spielerliste antippen:
seat-table-full = Mehr als { $max } passen nicht an den Tisch.
seat-name-twice = { $name } spielt schon mit. Jeder braucht einen eigenen Namen.
seat-fix-names = Bitte die Namen oben prüfen.
seat-person = Person
seat-level = Computer: { $level }
seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
seat-need-person = Mindestens eine Person muss mitspielen.

# Lernhilfen am Tisch
opt-aids = Tipps und Zurücknehmen
opt-aids-hint = Eine Glühbirne zeigt, was der starke Computer spielen würde, und deinen letzten Zug kannst du zurücknehmen. Partien mit Hilfe werden in der Statistik markiert.
aid-hint-button = Tipp
aid-hint = Tipp: { $move }
aid-undo-button = Letzten Zug zurücknehmen
aid-taken-back = Dein letzter Zug ist zurückgenommen.
history-helped = mit Hilfe

## Erste Schritte: Hinweise beim ersten Öffnen eines Spieltischs
coach-step = Erste Schritte · { $step } von { $steps }
coach-next = Weiter
coach-done = Verstanden
coach-stop = Nicht mehr zeigen
settings-coach-again = Erste Schritte wieder zeigen
coach-again = Jeder Spieltisch zeigt beim nächsten Mal wieder seine ersten Schritte.
