## Speichern, wenn die Datenbank gerade nicht beschrieben werden kann, und eine beschädigte Datenbankdatei

storage-not-saved = Die Partie konnte gerade nicht gespeichert werden. Spiel ruhig weiter – das Speichern wird wiederholt, bis es klappt.
storage-saved-again = Alles ist wieder gespeichert.
# Ein Spieler hinzugefügt, umbenannt oder gelöscht: das versucht man selbst noch einmal.
err-not-stored = Das konnte gerade nicht gespeichert werden, es wurde nichts geändert. Bitte versuch es gleich noch einmal.
storage-recovered-title = Die Statistik-Datei war beschädigt
# $file: wo die beschädigte Datei (oder die Dateien, $count) jetzt liegt
storage-recovered-body =
    { $count ->
        [one] Sie wurde nach { $file } verschoben und bleibt dort erhalten.
       *[other] Sie wurden nach { $file } verschoben und bleiben dort erhalten.
    } Eine neue, leere Datei wurde angelegt: Spielerliste, Statistik und gespeicherte Partien fangen von vorn an.
storage-recovered-ok = Verstanden

## Die Datenbankdatei oder ihr Ordner darf gar nicht beschrieben werden (z. B. schreibgeschützt)

storage-read-only-title = Auf diesem Gerät kann nichts gespeichert werden
# $folder: der Datenordner, z. B. /home/anna/.local/share/kartenrunde
storage-read-only-body = Kartenrunde darf in seinen Datenordner { $folder } nicht schreiben: Der Ordner oder die Datei darin ist schreibgeschützt. Du kannst spielen, aber Partien, Spieler und Statistik werden nicht gespeichert. Damit wieder gespeichert wird, den Ordner beschreibbar machen und Kartenrunde neu starten.
storage-read-only-ok = Ohne Speichern spielen
