## Der Haushalt: Aufzählungen, laufende Partien, die Namen einer Runde behalten

# Verbindet eine Aufzählung: „Lukas, Ben und Mia“ ($head: alle außer dem letzten, mit Komma).
list-and = { $head } und { $last }
home-in-progress = Läuft
keep-names = { $names } zu deinen Spielern hinzufügen
kept-names = Zu deinen Spielern hinzugefügt: { $names }. Diese Partie zählt schon für ihre Statistik.
home-discard-game = Gespeicherte Partie { $game } verwerfen
